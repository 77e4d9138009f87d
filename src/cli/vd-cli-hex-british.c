/* `vedette-cli hex british-withdrawal`: 1914's option (a), the test on turn 5 (help "1914's
 * British withdrawal"). */
#include "vd-cli-hex-british.h"

#include <glib/gi18n.h>

#include "vd-cli.h"
#include "vd-hex-british-withdrawal.h"
#include "vd-hex-odds.h"

static const char * const verdicts[] = { "stay", "leave", "unknown", "gone" };

static void
print_json (const VdHexBritishTest *test)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "result");
  /* formats.md §4: an answer the referee must give is said so. */
  json_builder_add_string_value (builder, test->verdict == VD_HEX_BRITISH_UNKNOWN
                                            ? "unknown: supply it" : verdicts[test->verdict]);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, test->rule);
  json_builder_set_member_name (builder, "why");
  json_builder_add_string_value (builder, test->why);
  json_builder_set_member_name (builder, "british");
  json_builder_begin_array (builder);
  for (guint i = 0; test->british[i] != NULL; i++)
    json_builder_add_string_value (builder, test->british[i]);
  json_builder_end_array (builder);
  vd_cli_hex_add_reasons_named (builder, "readings", test->readings);
  vd_cli_hex_add_odds_reasons (builder, test->deciding);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_text (const VdHexBritishTest *test)
{
  g_print ("%s (%s)\n", test->why, test->rule);
  for (guint i = 0; i < test->readings->len; i++)
    {
      const VdHexOddsReason *reading = test->readings->pdata[i];

      /* Translators: "  1914-i-withdrawal-side  read as south (our default: not chosen)". */
      g_print (_("  %s  read as %s (%s)\n"), reading->rule, reading->by, reading->what);
    }
  for (guint i = 0; i < test->deciding->len; i++)
    {
      const VdHexOddsReason *one = test->deciding->pdata[i];

      g_print ("  %s  %s %s\n", one->rule, one->by, one->what);
    }
  if (test->verdict == VD_HEX_BRITISH_LEAVE && test->british[0] != NULL)
    {
      g_autofree char *british = g_strjoinv (", ", test->british);

      /* Translators: "to withdraw: br-1, br-2 (record … british-withdrawal UNIT=HEX,…)". */
      g_print (_("to withdraw: %s (record … british-withdrawal UNIT=HEX[:HQ],…|none)\n"),
               british);
    }
}

int
vd_cli_hex_british (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexBritishTest) test = NULL;

  if (argc != 1)
    return vd_cli_usage_error ("hex", "%s", _("hex british-withdrawal wants BOARD"));
  test = vd_hex_british_test (loaded->board, loaded->module, &error);
  if (test == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    print_json (test);
  else
    print_text (test);
  return VD_CLI_OK;
}
