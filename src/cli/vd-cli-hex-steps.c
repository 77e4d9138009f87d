/* vedette-cli hex melee-steps, hex square-steps: BN's melee (8.3) and square test (8.5). */
#include "vd-cli.h"
#include "vd-cli-hex-steps.h"

#include <glib/gi18n.h>

#include "vd-hex-melee-steps-bn.h"
#include "vd-hex-square-steps-bn.h"

/* STEPS as text or JSON; refused: exit 1. */
static int
print_steps (const VdHexSteps *steps, const HexOptions *options)
{
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      if (steps->refused != NULL)
        vd_cli_hex_add_rule_why (builder, "refused", steps->refused_rule, steps->refused);
      vd_cli_hex_add_reasons_named (builder, "steps", steps->steps);
      vd_cli_hex_add_reasons_named (builder, "missing", steps->missing);
      vd_cli_hex_add_reasons_named (builder, "players", steps->players);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return steps->refused != NULL ? VD_CLI_INVALID : VD_CLI_OK;
    }
  if (steps->refused != NULL)
    /* Translators: "refused: 0505 is in square already (11.6b)". */
    g_print (_("refused: %s (%s)\n"), steps->refused,
             steps->refused_rule != NULL ? steps->refused_rule : "?");
  vd_cli_hex_print_reasons (steps->steps, "", TRUE);
  vd_cli_hex_print_reasons (steps->missing, _("missing: "), TRUE);
  vd_cli_hex_print_reasons (steps->players, _("the players': "), TRUE);
  return steps->refused != NULL ? VD_CLI_INVALID : VD_CLI_OK;
}

int
vd_cli_hex_melee_steps (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexSteps) steps = NULL;
  g_auto(GStrv) attackers = NULL, defenders = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

  if (argc != 1 || options->attack == NULL || options->defend == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex melee-steps wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…]"));
  if (!vd_cli_hex_combat_units (options, &attackers, &defenders, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  steps = vd_hex_bn_melee_steps (loaded->setup, loaded->module, n,
                                 (const char * const *) attackers,
                                 (const char * const *) defenders, &error);
  if (steps == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  return print_steps (steps, options);
}

int
vd_cli_hex_square_steps (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexSteps) steps = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex square-steps wants BOARD UNIT [--roll NN] "
                                              "[--result R]"));
  steps = vd_hex_bn_square_steps (loaded->setup, loaded->module, n, argv[1], options->roll,
                                  options->result, &error);
  if (steps == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  return print_steps (steps, options);
}
