/* vedette-cli hex charge-steps: BN's charge, steps B to I (24.1, 24.2, 11.6b, 15.2e). */
#include "vd-cli.h"
#include "vd-cli-hex-charge-steps.h"

#include <glib/gi18n.h>

#include "vd-hex-charge-steps-bn.h"

static void
add_list (JsonBuilder *builder, const char *name, GPtrArray *items)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < items->len; i++)
    json_builder_add_string_value (builder, items->pdata[i]);
  json_builder_end_array (builder);
}

static char *
joined (GPtrArray *items)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", (const char *) items->pdata[i]);
  /* Translators: said of an empty list of hexes or counters. */
  return items->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : g_strdup (_("none"));
}

int
vd_cli_hex_charge_steps (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChargeSteps) steps = NULL;
  g_autoptr(GPtrArray) chargers = g_ptr_array_new ();
  VdHexChargeStepsAsk ask = { options->reaction, options->recalled, options->forced_back,
                              options->fell_back, options->pursue };
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;
  g_autofree char *squares = NULL, *pursuits = NULL, *blown = NULL;

  if (argc < 2 || options->target == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex charge-steps wants BOARD UNIT… --target UNIT "
                                              "[--reaction] [--recalled] [--forced-back] "
                                              "[--fell-back] [--pursue HEX]"));
  for (int i = 1; i < argc; i++)
    g_ptr_array_add (chargers, argv[i]);
  g_ptr_array_add (chargers, NULL);
  steps = vd_hex_bn_charge_steps (loaded->setup, loaded->module, n,
                                  (const char * const *) chargers->pdata, options->target, &ask,
                                  &error);
  if (steps == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      if (steps->refused != NULL)
        vd_cli_hex_add_rule_why (builder, "refused", steps->refused_rule, steps->refused);
      add_list (builder, "squares", steps->squares);
      add_list (builder, "pursuits", steps->pursuits);
      add_list (builder, "blown", steps->blown);
      vd_cli_hex_add_odds_reasons (builder, steps->reasons);
      vd_cli_hex_add_reasons_named (builder, "missing", steps->missing);
      vd_cli_hex_add_reasons_named (builder, "players", steps->players);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return steps->refused != NULL ? VD_CLI_INVALID : VD_CLI_OK;
    }
  squares = joined (steps->squares);
  pursuits = joined (steps->pursuits);
  blown = joined (steps->blown);
  if (steps->refused != NULL)
    /* Translators: "pursuit refused: 0504 is no enemy-held hex … (24.1-H)". */
    g_print (_("pursuit refused: %s (%s)\n"), steps->refused, steps->refused_rule);
  /* Translators: "square may be tried in: 0503, 0603; pursuit into: 0502; blown: h1, h2". */
  g_print (_("square may be tried in: %s; pursuit into: %s; blown: %s\n"), squares, pursuits,
           blown);
  vd_cli_hex_print_reasons (steps->reasons, "", TRUE);
  vd_cli_hex_print_reasons (steps->missing, _("missing: "), TRUE);
  vd_cli_hex_print_reasons (steps->players, _("the players': "), TRUE);
  return steps->refused != NULL ? VD_CLI_INVALID : VD_CLI_OK;
}
