/* vedette-cli hex skirmish: BN's skirmishers detached, taken back, combined (11.5). */
#include "vd-cli.h"
#include "vd-cli-hex-skirmish.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-skirmish-bn.h"

static const struct {
  const char        *name;
  VdHexSkirmishStep  step;
  guint              more;     /* the words after it: a skirmisher; the hex, the attacker */
} steps[] = {
  { "detach", VD_HEX_SKIRMISH_DETACH, 0 },
  { "recall", VD_HEX_SKIRMISH_RECALL, 1 },
  { "combine", VD_HEX_SKIRMISH_COMBINE, 1 },
  { "split", VD_HEX_SKIRMISH_SPLIT, 0 },
  { "to-top", VD_HEX_SKIRMISH_TO_TOP, 0 },
  { "to-bottom", VD_HEX_SKIRMISH_TO_BOTTOM, 0 },
  { "fall-back", VD_HEX_SKIRMISH_FALL_BACK, 2 },
};

static void
print_json (const VdHexSkirmish *skirmish, const char *step, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, skirmish->unit_id);
  json_builder_set_member_name (builder, "step");
  json_builder_add_string_value (builder, step);
  json_builder_set_member_name (builder, "other");
  vd_cli_hex_add_string_or_null (builder, skirmish->other);
  json_builder_set_member_name (builder, "may");
  json_builder_add_boolean_value (builder, skirmish->may);
  json_builder_set_member_name (builder, "missing");
  json_builder_add_boolean_value (builder, skirmish->missing);
  json_builder_set_member_name (builder, "new_unit");
  vd_cli_hex_add_string_or_null (builder, skirmish->new_id);
  if (skirmish->why != NULL)
    vd_cli_hex_add_rule_why (builder, "why", skirmish->why_rule, skirmish->why);
  vd_cli_hex_add_odds_reasons (builder, skirmish->reasons);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

int
vd_cli_hex_skirmish (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexSkirmish) skirmish = NULL;
  gboolean applied = FALSE;
  int which = -1;

  for (guint i = 0; argc >= 3 && i < G_N_ELEMENTS (steps); i++)
    if (g_str_equal (argv[2], steps[i].name))
      which = (int) i;
  if (which < 0 || argc != 3 + (int) steps[which].more)
    return vd_cli_usage_error ("hex", "%s", _("hex skirmish wants BOARD UNIT detach|split|to-top|"
                                              "to-bottom, BOARD UNIT recall|combine SKIRMISHER, "
                                              "or BOARD UNIT fall-back HEX ATTACKER [--apply]"));
  if (steps[which].step == VD_HEX_SKIRMISH_FALL_BACK)
    {
      VdHex to;

      if (!vd_cli_hex_parse_hex (loaded, argv[3], &to))
        return VD_CLI_INVALID;
      skirmish = vd_hex_skirmish_fall_back (loaded->board, loaded->module, argv[1], argv[4], to,
                                            &error);
    }
  else
    skirmish = vd_hex_skirmish (loaded->board, loaded->module, steps[which].step, argv[1],
                                steps[which].more > 0 ? argv[3] : NULL, &error);
  if (skirmish == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && skirmish->may)
    {
      g_autoptr(GPtrArray) events = vd_hex_skirmish_events (loaded->board, loaded->module,
                                                            skirmish);

      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    {
      print_json (skirmish, steps[which].name, applied);
      return VD_CLI_OK;
    }
  if (skirmish->may)
    /* Translators: "fr-1 may: detach", the step as the user typed it. */
    g_print (_("%s may: %s\n"), skirmish->unit_id, steps[which].name);
  else if (skirmish->missing)
    /* Translators: "fr-1: not known: its skirmisher boxes are on … (6.6)". */
    g_print (_("%s: not known: %s (%s)\n"), skirmish->unit_id, skirmish->why,
             skirmish->why_rule);
  else
    /* Translators: "fr-1 may not: detach: every skirmisher box … is checked (11.5a)". */
    g_print (_("%s may not: %s: %s (%s)\n"), skirmish->unit_id, steps[which].name,
             skirmish->why, skirmish->why_rule);
  vd_cli_hex_print_reasons (skirmish->reasons, "", TRUE);
  if (applied)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}
