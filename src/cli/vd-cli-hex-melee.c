/* vedette-cli hex melee: BN's melee limits (23.1). */
#include "vd-cli.h"
#include "vd-cli-hex-melee.h"

#include <glib/gi18n.h>

#include "vd-error.h"
#include "vd-hex-melee-limits-bn.h"

gboolean
vd_cli_hex_melee_keeps_limits (Loaded *loaded, GStrv attackers, GStrv defenders)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexMeleeLimits) limits = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

  if (vd_hex_ruleset_lookup (loaded->module, "combat.melee.limits") == NULL)
    return TRUE;
  limits = vd_hex_bn_melee_limits (loaded->setup, loaded->module, n,
                                   (const char * const *) attackers,
                                   (const char * const *) defenders, &error);
  /* A counter the limits cannot judge is left to the attack's own checks and errors. */
  if (limits == NULL || limits->refused == NULL)
    return TRUE;
  /* Translators: "melee refused: fr-1 has meleed 1 time(s) already this phase (23.1)". */
  error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT, _("melee refused: %s (%s)"),
                       limits->refused, limits->refused_rule);
  vd_cli_print_error (error);
  return FALSE;
}

int
vd_cli_hex_melee (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexMeleeLimits) limits = NULL;
  g_auto(GStrv) attackers = NULL, defenders = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;
  const char *verdict;

  if (argc != 1 || options->attack == NULL || options->defend == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex melee wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…]"));
  if (!vd_cli_hex_combat_units (options, &attackers, &defenders, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  limits = vd_hex_bn_melee_limits (loaded->setup, loaded->module, n,
                                   (const char * const *) attackers,
                                   (const char * const *) defenders, &error);
  if (limits == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  verdict = limits->refused != NULL ? "refused" : limits->unknown != NULL ? "unknown" : "allowed";
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "verdict");
      json_builder_add_string_value (builder, verdict);
      if (limits->refused != NULL)
        vd_cli_hex_add_rule_why (builder, "refused", limits->refused_rule, limits->refused);
      else if (limits->unknown != NULL)
        vd_cli_hex_add_rule_why (builder, "unknown", limits->unknown_rule, limits->unknown);
      vd_cli_hex_add_odds_reasons (builder, limits->reasons);
      vd_cli_hex_add_reasons_named (builder, "missing", limits->missing);
      vd_cli_hex_add_reasons_named (builder, "players", limits->players);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (limits->refused != NULL)
    /* Translators: "melee: refused, fr-3 was not stacked with fr-1 … (23.1e)". */
    g_print (_("melee: refused, %s (%s)\n"), limits->refused, limits->refused_rule);
  else if (limits->unknown != NULL)
    g_print (_("melee: not known yet, %s (%s)\n"), limits->unknown, limits->unknown_rule);
  else
    g_print ("%s\n", _("melee: within the limits Vedette knows"));
  vd_cli_hex_print_reasons (limits->reasons, "", TRUE);
  vd_cli_hex_print_reasons (limits->missing, _("missing: "), TRUE);
  vd_cli_hex_print_reasons (limits->players, _("the players': "), TRUE);
  return VD_CLI_OK;
}
