/* A board's set-up against the module's set-up rules (BN 1.4.2, 1.4.4, 1.4.5, 1.4.7, 1.4.8,
 * 13.0, 11.5h-A). */
#include "vd-hex-setup-check.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-hex-artillery-bn.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-leash-bn.h"
#include "vd-hex-odds.h"
#include "vd-hex-skirmish-bn.h"
#include "vd-hex-stacking.h"

#define SETUP "special.setup."

/* 1.4.4: each hex holding counters, once, within the stacking limit for every side. */
static void
check_stacking (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, SETUP "stacking_rule");
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  if (rule == NULL)
    return;
  for (guint i = 0; i < setup->units->len; i++)
    {
      const VdBoardUnit *unit = setup->units->pdata[i];
      gint64 key = vd_hex_key (unit->hex);
      g_autoptr(VdHexStack) stack = NULL;
      g_autofree char *label = NULL;

      if (!unit->placed || g_hash_table_contains (seen, &key))
        continue;
      g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
      stack = vd_hex_stacking_at (setup, module, unit->hex, NULL);
      label = vd_board_format_hex (setup, unit->hex);
      if (stack->verdict == VD_HEX_STACK_OVER)
        vd_hex_odds_add_reason (found, rule, label,
                                /* Translators: "starts over the stacking limit: …". */
                                g_strdup_printf (_("starts over the stacking limit: %s"),
                                                 stack->why != NULL ? stack->why : ""));
    }
}

/* 1.4.2: an officer some counters name as their commander starts stacked with one of them. */
static void
check_officers (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *class = vd_hex_ruleset_lookup_word (module, SETUP "officer_with_units.class");
  const char *rule = vd_hex_ruleset_lookup_word (module, SETUP "officer_with_units.rule");

  for (guint i = 0; class != NULL && i < setup->units->len; i++)
    {
      const VdBoardUnit *officer = setup->units->pdata[i];
      gboolean commands = FALSE, with_one = FALSE;

      if (!officer->placed || g_strcmp0 (officer->unit_class, class) != 0)
        continue;
      for (guint j = 0; j < setup->units->len && !with_one; j++)
        {
          const VdBoardUnit *unit = setup->units->pdata[j];

          if (unit == officer || !unit->placed || g_strcmp0 (unit->army, officer->id) != 0)
            continue;
          commands = TRUE;
          with_one = vd_hex_equal (unit->hex, officer->hex);
        }
      if (commands && !with_one)
        {
          g_autofree char *label = vd_board_format_hex (setup, officer->hex);

          vd_hex_odds_add_reason (found, rule, officer->id,
                                  /* Translators: "starts in 0303 with none of the counters he
                                   * commands, which the rules ask unless the scenario says
                                   * otherwise". */
                                  g_strdup_printf (_("starts in %s with none of the counters he "
                                                     "commands, which the rules ask unless the "
                                                     "scenario says otherwise"), label));
        }
    }
}

/* 1.4.5: units generally start at full strength: a row with marks, a battery below its
 * notation's points (1.4.7), said; 1.4.7: a notation whose points the counter does not hold. */
static void
check_strength (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, SETUP "full_strength_rule");
  const char *notation_rule = vd_hex_ruleset_lookup_word (module, SETUP "notation_rule");

  for (guint i = 0; rule != NULL && i < setup->units->len; i++)
    {
      const VdBoardUnit *unit = setup->units->pdata[i];
      VdHexBatteryKind kind;

      if (!unit->placed)
        continue;
      if (unit->roster != NULL && vd_board_roster_marked (unit->roster) > 0)
        vd_hex_odds_add_reason (found, rule, unit->id,
                                /* Translators: "starts with 2 boxes of its roster row marked:
                                 * units generally start at full strength". */
                                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "starts with %u box of its roster "
                                                              "row marked: units generally "
                                                              "start at full strength",
                                                              "starts with %u boxes of its "
                                                              "roster row marked: units "
                                                              "generally start at full strength",
                                                              vd_board_roster_marked (
                                                                unit->roster)),
                                                 vd_board_roster_marked (unit->roster)));
      if (notation_rule == NULL || unit->strength == NULL ||
          !vd_hex_battery_kind (unit, module, &kind))
        continue;
      if (atoi (unit->strength) != kind.points)
        vd_hex_odds_add_reason (found, atoi (unit->strength) < kind.points ? rule
                                                                           : notation_rule,
                                unit->id,
                                /* Translators: "its set-up notation gives 5 artillery points,
                                 * its counter 3". */
                                g_strdup_printf (_("its set-up notation gives %d artillery "
                                                   "points, its counter %s"), kind.points,
                                                 unit->strength));
      vd_hex_battery_kind_clear (&kind);
    }
}

/* 1.4.8: "(hex 1) ex (hex 2)": each extension (`extends`) starts next to its parent (17.0). */
static void
check_extensions (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, SETUP "extensions.rule");
  const char *adjacent_rule = vd_hex_ruleset_lookup_word (module,
                                                          SETUP "extensions.adjacent_rule");

  for (guint i = 0; rule != NULL && i < setup->units->len; i++)
    {
      const VdBoardUnit *part = setup->units->pdata[i];
      const VdBoardUnit *parent = part->extends != NULL
                                    ? vd_board_find_unit (setup, part->extends) : NULL;

      if (parent == NULL || !part->placed || !parent->placed ||
          vd_hex_distance (part->hex, parent->hex) == 1)
        continue;
      {
        g_autofree char *at = vd_board_format_hex (setup, part->hex);
        g_autofree char *from = vd_board_format_hex (setup, parent->hex);

        vd_hex_odds_add_reason (found, rule, part->id,
                                /* Translators: "starts in 0707, not next to its parent fr-1 in
                                 * 0505 (17.0)". */
                                g_strdup_printf (_("starts in %s, not next to its parent %s in "
                                                   "%s (%s)"), at, parent->id, from,
                                                 adjacent_rule ?: "?"));
      }
    }
}

/* 13.0: the counters of a hex (of one side) face one way; officers and HQs have no facing. */
static void
check_facing (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, SETUP "same_facing.rule");
  const VdYamlNode *none = vd_hex_ruleset_lookup (module, SETUP "same_facing.none_for");

  for (guint i = 0; rule != NULL && i < setup->units->len; i++)
    {
      const VdBoardUnit *unit = setup->units->pdata[i];

      if (!unit->placed || unit->facing < 0 || vd_hex_ruleset_node_has (none, unit->unit_class))
        continue;
      /* Said once, by the first counter from the top that faces otherwise than one above it. */
      for (guint j = 0; j < i; j++)
        {
          const VdBoardUnit *above = setup->units->pdata[j];

          if (!above->placed || above->facing < 0 || !vd_hex_equal (above->hex, unit->hex) ||
              g_strcmp0 (above->side, unit->side) != 0 ||
              vd_hex_ruleset_node_has (none, above->unit_class))
            continue;
          if (above->facing != unit->facing)
            vd_hex_odds_add_reason (found, rule, unit->id,
                                    /* Translators: "faces 3, not as ftr-1 in its hex (0): all
                                     * the units of a hex face the same way". */
                                    g_strdup_printf (_("faces %d, not as %s in its hex (%d): all "
                                                       "the units of a hex face the same way"),
                                                     unit->facing, above->id, above->facing));
          break;
        }
    }
}

GPtrArray *
vd_hex_setup_check (const VdBoard *setup, const VdHexRuleset *module)
{
  GPtrArray *found = vd_hex_odds_reasons_new ();

  check_stacking (setup, module, found);
  check_officers (setup, module, found);
  check_strength (setup, module, found);
  check_extensions (setup, module, found);
  check_facing (setup, module, found);
  vd_hex_skirmish_positions (setup, module, found);
  vd_hex_leash_check (setup, module, found);
  vd_hex_lba_formations_check (setup, module, found);
  vd_hex_lba_options_check (setup, module, found);
  vd_hex_lba_hamlets_check (setup, module, found);
  return found;
}
