/* BN's melee odds by strength letters (23.1j), up to the missing Odds Table. */
#include "vd-hex-melee.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-hex-morale-check.h"

#define DECLARE "combat.melee.declare."

static void
reason_free (VdHexOddsReason *reason)
{
  g_free (reason->rule);
  g_free (reason->by);
  g_free (reason->what);
  g_free (reason);
}

static void
add_reason (VdHexOdds *odds, const char *rule, const char *by, char *what)
{
  VdHexOddsReason *reason = g_new0 (VdHexOddsReason, 1);

  reason->rule = g_strdup (rule);
  reason->by = g_strdup (by);
  reason->what = what;
  g_ptr_array_add (odds->reasons, reason);
}

static void
set_missing (VdHexOdds *odds, const char *rule, char *what)
{
  if (odds->missing != NULL)
    {
      g_free (what);
      return;
    }
  odds->missing = what;
  odds->missing_rule = g_strdup (rule);
}

static gboolean
in_c (const VdHexRuleset *module, const char *letters, double *value)
{
  const VdYamlNode *table = vd_hex_ruleset_lookup (module, "stacking.strength_in_c");
  const char *text = letters != NULL && table != NULL && table->kind == VD_YAML_MAPPING
                       ? vd_hex_ruleset_word (vd_yaml_lookup (table, letters)) : NULL;
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

/* One side's strength in C, capped, *ALL_KNOWN when every letter is (ODDS's missing set when
 * one is not); FALSE with ERROR for a counter that may not melee. */
static gboolean
side_strength (VdHexOdds *odds, const VdHexRuleset *module, GPtrArray *units, gboolean attacking,
               double *total, gboolean *all_known, GError **error)
{
  const char *cap = vd_hex_ruleset_lookup_word (module, "combat.melee.odds.strength_cap");
  const char *skirmisher = vd_hex_ruleset_lookup_word (module, "combat.fire.skirmisher_class");
  gboolean attacker_artillery =
    g_strcmp0 (vd_hex_ruleset_lookup_word (module, "combat.melee.attacker_artillery"), "true") == 0;
  g_autoptr(GString) letters = g_string_new (NULL);
  double cap_c = 0;
  gboolean known = TRUE;

  *total = 0;
  in_c (module, cap, &cap_c);
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];
      double value;

      if (attacking && g_strcmp0 (unit->unit_class, "artillery") == 0 && !attacker_artillery)
        {
          /* Translators: "guns: an attacker's artillery takes no part in a melee (23.0-ex)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s: an attacker's artillery takes no part in a melee (%s)"), unit->id,
                       "23.0-ex");
          return FALSE;
        }
      if (attacking && g_strcmp0 (unit->unit_class, "cavalry") == 0)
        {
          /* Translators: "hus: cavalry does not melee, it charges (23.0, 24.0)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s: cavalry does not melee, it charges (%s)"), unit->id, "23.0, 24.0");
          return FALSE;
        }
      if (!in_c (module, unit->strength, &value))
        {
          known = FALSE;
          /* Translators: "the strength of guns, “5”, is not a firepower level (C to AAA)". */
          set_missing (odds, "6.5b",
                       unit->strength != NULL
                         ? g_strdup_printf (_("the strength of %s, “%s”, is not a firepower "
                                              "level"), unit->id, unit->strength)
                         : g_strdup_printf (_("the strength of %s is not given"), unit->id));
          continue;
        }
      /* 12.3: cavalry commits at most AB to a combat. */
      if (g_strcmp0 (unit->unit_class, "cavalry") == 0)
        {
          const char *most = vd_hex_ruleset_lookup_word (module,
                                                         "stacking.cavalry_commits_at_most");
          double most_c;

          if (most != NULL && in_c (module, most, &most_c) && value > most_c)
            {
              /* Translators: "hus: cavalry commits at most AB (6 C) of its AAA". */
              add_reason (odds, "12.3", unit->id,
                          g_strdup_printf (_("cavalry commits at most %s (%.0f C) of its %s"),
                                           most, most_c, unit->strength));
              value = most_c;
              g_string_append_printf (letters, "%s%s", letters->len > 0 ? " + " : "", most);
              *total += value;
              continue;
            }
        }
      *total += value;
      g_string_append_printf (letters, "%s%s", letters->len > 0 ? " + " : "", unit->strength);
      if (g_strcmp0 (unit->unit_class, skirmisher) == 0)
        /* Translators: "sk: a skirmisher, counted in the odds". */
        add_reason (odds, "11.5h-D", unit->id,
                    g_strdup (_("a skirmisher, counted in the odds")));
    }
  *all_known = known;
  if (!known)
    return TRUE;
  if (cap_c > 0 && *total > cap_c)
    {
      /* Translators: "the attackers' AA + A (12 C) count as AA (8 C)". */
      add_reason (odds, "23.1j", NULL,
                  g_strdup_printf (attacking ? _("the attackers' %s (%.0f C) count as %s (%.0f C)")
                                             : _("the defenders' %s (%.0f C) count as %s (%.0f C)"),
                                   letters->str, *total, cap, cap_c));
      *total = cap_c;
    }
  else
    add_reason (odds, "6.5b", NULL,
                g_strdup_printf (attacking ? _("the attackers' strength: %s, %.0f C")
                                           : _("the defenders' strength: %s, %.0f C"),
                                 letters->str, *total));
  return TRUE;
}

/* Who may melee (the module's `combat.melee.declare`): the attackers' stacks at Normal or
 * Blood Lust (23.1a), skirmishers not alone (23.1c), across a bridge in column only (23.1n);
 * only the target hex's units defend (23.1f). FALSE with ERROR, naming the rule, for a melee the rules refuse. */
static gboolean
may_melee (VdHexOdds *odds, const VdBoard *board, const VdHexRuleset *module,
           GPtrArray *attackers, GPtrArray *defenders, GError **error)
{
  VdHex target = ((const VdBoardUnit *) defenders->pdata[0])->hex;
  g_autofree char *label = vd_board_format_hex (board, target);
  const char *bridge = vd_hex_ruleset_lookup_word (module, DECLARE "bridge");
  gboolean alone = TRUE;

  if (vd_hex_ruleset_lookup (module, "combat.melee.declare") == NULL)
    return TRUE;
  for (guint i = 0; i < attackers->len; i++)
    {
      const VdBoardUnit *unit = attackers->pdata[i];
      g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);
      const char *by;
      g_autofree char *level = vd_hex_morale_stack_level (stack, module, &by);
      VdHexside side;

      alone &= vd_hex_ruleset_list_has (module, DECLARE "alone_not", unit->unit_class);
      if (!vd_hex_ruleset_list_has (module, DECLARE "levels", level))
        {
          /* Translators: "inf's stack is shaken: only Normal or Blood Lust units melee
           * (23.1a)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s's stack is %s: only Normal or Blood Lust units melee (%s)"),
                       unit->id, level,
                       vd_hex_ruleset_lookup_word (module, DECLARE "level_rule"));
          return FALSE;
        }
      if (bridge != NULL && vd_hexside_between (unit->hex, target, &side))
        {
          g_autoptr(GPtrArray) drawn = vd_board_hexside_features (board, side);
          gboolean across = FALSE;

          for (guint f = 0; f < drawn->len; f++)
            across |= g_strcmp0 (((VdBoardHexside *) drawn->pdata[f])->feature, bridge) == 0;
          if (across &&
              g_strcmp0 (unit->formation,
                         vd_hex_ruleset_lookup_word (module, DECLARE "bridge_formation")) != 0)
            {
              /* Translators: "inf is in line: a melee across a bridge is in column only
               * (23.1n)". */
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("%s is in %s: a melee across a bridge is in column only (%s)"),
                           unit->id, unit->formation != NULL
                                       ? vd_hex_ruleset_formation_name (module, unit->formation)
                                       : "?",
                           vd_hex_ruleset_lookup_word (module, DECLARE "bridge_rule"));
              return FALSE;
            }
          if (across)
            add_reason (odds, vd_hex_ruleset_lookup_word (module, DECLARE "bridge_rule"),
                        unit->id, g_strdup (_("in column across the bridge")));
        }
      /* Translators: "inf: stack normal". */
      add_reason (odds, vd_hex_ruleset_lookup_word (module, DECLARE "level_rule"), unit->id,
                  g_strdup_printf (_("stack %s"), level));
    }
  if (alone)
    {
      /* Translators: "skirmishers alone do not attack in melee (23.1c)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("skirmishers alone do not attack in melee (%s)"),
                   vd_hex_ruleset_lookup_word (module, DECLARE "alone_rule"));
      return FALSE;
    }
  /* Translators: "only the units in 0405 defend". */
  add_reason (odds, vd_hex_ruleset_lookup_word (module, DECLARE "one_hex_rule"), label,
              g_strdup_printf (_("only the units in %s defend"), label));
  return TRUE;
}

VdHexOdds *
vd_hex_melee_odds (const VdBoard *board, const VdHexRuleset *module, GPtrArray *attackers,
                   GPtrArray *defenders, GError **error)
{
  const char *table = vd_hex_ruleset_lookup_word (module, "combat.melee.odds.table");
  g_autofree char *name_path = g_strdup_printf ("charts.%s.name", table != NULL ? table : "");
  g_autofree char *rule_path = g_strdup_printf ("charts.%s.rule", table != NULL ? table : "");
  g_autoptr(VdHexOdds) odds = g_new0 (VdHexOdds, 1);
  const char *rule = vd_hex_ruleset_lookup_word (module, rule_path);

  odds->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
  if (!may_melee (odds, board, module, attackers, defenders, error) ||
      !side_strength (odds, module, attackers, TRUE, &odds->attack, &odds->attack_known, error) ||
      !side_strength (odds, module, defenders, FALSE, &odds->defence, &odds->defence_known, error))
    return NULL;
  /* The Odds Table's columns, rounding and die are missing: the odds stop at the strengths. */
  /* Translators: "Odds Table (melee): its columns, and how 8 C against 4 C is read on them,
   * are not given". */
  set_missing (odds, rule != NULL ? rule : "?",
               g_strdup_printf (_("%s: its columns, and how %.0f C against %.0f C is read on "
                                  "them, are not given"),
                                vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, name_path)),
                                odds->attack, odds->defence));
  return g_steal_pointer (&odds);
}
