/* BN's opportunity fire: who may fire at a moving enemy, and as it stood when (15.1). */
#include "vd-hex-opportunity-bn.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-reaction.h"

void
vd_hex_opportunity_free (VdHexOpportunity *opportunity)
{
  if (opportunity == NULL)
    return;
  g_clear_pointer (&opportunity->before, vd_board_free);
  g_clear_pointer (&opportunity->reasons, g_ptr_array_unref);
  g_free (opportunity->why);
  g_free (opportunity);
}

/* The zone of `zoc.substitutes` that opportunity fire follows: its name and its `opportunity`. */
static const char *
fire_zone (const VdHexRuleset *module, const VdYamlNode **rules)
{
  const VdYamlNode *all = vd_hex_ruleset_lookup (module, "zoc.substitutes");

  for (guint i = 0; all != NULL && all->kind == VD_YAML_MAPPING && i + 1 < all->n_children;
       i += 2)
    if ((*rules = vd_yaml_lookup (all->children[i + 1], "opportunity")) != NULL)
      return all->children[i]->value;
  return NULL;
}

const char *
vd_hex_opportunity_zone (const VdHexRuleset *module)
{
  const VdYamlNode *rules = NULL;

  return fire_zone (module, &rules);
}

/* SETUP's last event of the first N_APPLIED when it is UNIT_ID's change where it stands (a move
 * without a path beyond its own hex), else NULL. */
static const VdBoardEvent *
last_change (const VdBoard *setup, guint n_applied, const char *unit_id)
{
  guint n = setup->journal != NULL ? MIN (n_applied, setup->journal->len) : 0;
  const VdBoardEvent *last = n > 0 ? setup->journal->pdata[n - 1] : NULL;

  if (last == NULL || last->kind != VD_BOARD_EVENT_MOVE || last->hex == NULL ||
      g_strcmp0 (last->unit_id, unit_id) != 0 ||
      (last->path != NULL && g_strv_length (last->path) > 1))
    return NULL;
  return last;
}

gboolean
vd_hex_opportunity_facing_alone (const VdBoard *setup, guint n_applied, const char *unit_id)
{
  const VdBoardEvent *last = last_change (setup, n_applied, unit_id);

  return last != NULL && last->formation == NULL && last->facing >= 0;
}

static const char *
rule_of (const VdYamlNode *rules, const char *key)
{
  return vd_hex_ruleset_word (vd_yaml_lookup (rules, key));
}

/* 15.1a, 15.1d: FIRER may fire only if its close-fire zone covers HEX, where TARGET stands. */
static gboolean
bn_15_1d_zone (VdHexOpportunity *opportunity, const VdBoard *board, const VdHexRuleset *module,
               const char *zone, const VdYamlNode *rules, const char *firer,
               const VdBoardUnit *target)
{
  g_autoptr(GPtrArray) over = vd_hex_reaction_zones_at (board, module, target->hex,
                                                        target->side);
  g_autofree char *label = vd_board_format_hex (board, target->hex);

  for (guint i = 0; i < over->len; i++)
    {
      const VdHexReaction *reaction = over->pdata[i];

      if (g_strcmp0 (reaction->zone, zone) == 0 && g_strcmp0 (reaction->unit, firer) == 0)
        {
          /* Translators: "its close-fire zone covers 0505, where al-1 stands". */
          vd_hex_odds_add_reason (opportunity->reasons, rule_of (rules, "zone_rule"), firer,
                                  g_strdup_printf (_("its close-fire zone covers %s, where %s "
                                                     "stands"), label, target->id));
          return TRUE;
        }
    }
  opportunity->rule = rule_of (rules, "only_rule");
  /* Translators: "fr-2 has no close-fire zone over 0505, where al-1 stands: only the batteries
   * whose zone it is may fire". */
  opportunity->why = g_strdup_printf (_("%s has no close-fire zone over %s, where %s stands: only "
                                        "the batteries whose zone it is may fire"), firer, label,
                                      target->id);
  return FALSE;
}

/* 15.1c: when SETUP's last event played changed TARGET's formation or facing where it stands,
 * the board before it, on which it is fired at. */
static VdBoard *
bn_15_1c_before (VdHexOpportunity *opportunity, const VdBoard *setup, guint n_applied,
                 const VdBoard *board, const VdHexRuleset *module, const VdYamlNode *rules,
                 const VdBoardUnit *target)
{
  guint n = setup->journal != NULL ? MIN (n_applied, setup->journal->len) : 0;
  const VdBoardEvent *last = last_change (setup, n_applied, target->id);
  g_autofree char *here = vd_board_format_hex (board, target->hex);
  VdBoard *before;
  const VdBoardUnit *then;

  if (last == NULL || g_strcmp0 (last->hex, here) != 0 ||
      (last->formation == NULL && last->facing < 0))
    return NULL;
  /* 15.1h: a change of facing alone gave no chance; the fire comes from what the mover does
   * next, so it is judged as the mover stands now. */
  if (last->formation == NULL)
    {
      /* Translators: "al-1 only changed its facing (to 2): that alone draws no fire; fired on
       * as it stands". */
      vd_hex_odds_add_reason (opportunity->reasons, rule_of (rules, "facing_rule"), target->id,
                              g_strdup_printf (_("%s only changed its facing (to %d): that alone "
                                                 "draws no fire; fired on as it stands"),
                                               target->id, last->facing));
      return NULL;
    }
  if ((before = vd_board_replay (setup, module, n - 1, NULL)) == NULL)
    return NULL;
  then = vd_board_find_unit (before, target->id);
  /* Translators: "fired on as it stood before its change: in column, facing 2". */
  vd_hex_odds_add_reason (opportunity->reasons, rule_of (rules, "before_rule"), target->id,
                          g_strdup_printf (_("fired on as it stood before its change: in %s, "
                                             "facing %d"),
                                           then != NULL && then->formation != NULL
                                             ? vd_hex_ruleset_formation_name (module,
                                                                              then->formation)
                                             : "?",
                                           then != NULL ? then->facing : -1));
  return before;
}

/* 15.1f: whether SETUP's last event played is TARGET's involuntary retreat, a move whose note
 * names one of the rules the zone's `involuntary` lists (retreat, rout): then no fire. */
static gboolean
bn_15_1f_involuntary (VdHexOpportunity *opportunity, const VdBoard *setup, guint n_applied,
                      const VdYamlNode *rules, const VdBoardUnit *target)
{
  guint n = setup->journal != NULL ? MIN (n_applied, setup->journal->len) : 0;
  const VdBoardEvent *last = n > 0 ? setup->journal->pdata[n - 1] : NULL;
  const VdYamlNode *involuntary = vd_yaml_lookup (rules, "involuntary");
  g_autofree char *rule = NULL;
  const char *open;

  if (last == NULL || last->kind != VD_BOARD_EVENT_MOVE || last->note == NULL ||
      g_strcmp0 (last->unit_id, target->id) != 0)
    return FALSE;
  /* A retreat's note is its rule ("25.3") or a result and its rule ("DR (25.3)"). */
  open = strrchr (last->note, '(');
  rule = open != NULL ? g_strndup (open + 1, strcspn (open + 1, ")")) : g_strdup (last->note);
  if (!vd_hex_ruleset_node_has (involuntary, rule))
    return FALSE;
  opportunity->rule = rule_of (rules, "involuntary_rule");
  /* Translators: "al-1's last move was a retreat it did not choose (25.3): that never draws
   * opportunity fire". */
  opportunity->why = g_strdup_printf (_("%s’s last move was a retreat it did not choose (%s): "
                                        "that never draws opportunity fire"), target->id, rule);
  return TRUE;
}

VdHexOpportunity *
vd_hex_opportunity (const VdBoard *setup, guint n_applied, const VdBoard *board,
                    const VdHexRuleset *module, const char * const *firers, const char *target_id,
                    GError **error)
{
  const VdBoardUnit *target = vd_board_find_unit (board, target_id);
  const VdYamlNode *rules = NULL;
  const char *zone = fire_zone (module, &rules);
  g_autoptr(VdHexOpportunity) opportunity = NULL;

  if (zone == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no opportunity fire"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (target == NULL || !target->placed)
    {
      g_autofree char *shown = vd_error_cut (target_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  opportunity = g_new0 (VdHexOpportunity, 1);
  opportunity->reasons = vd_hex_odds_reasons_new ();
  if (bn_15_1f_involuntary (opportunity, setup, n_applied, rules, target))
    return g_steal_pointer (&opportunity);
  for (guint i = 0; firers[i] != NULL; i++)
    if (!bn_15_1d_zone (opportunity, board, module, zone, rules, firers[i], target))
      return g_steal_pointer (&opportunity);
  opportunity->before = bn_15_1c_before (opportunity, setup, n_applied, board, module, rules,
                                         target);
  /* 15.1e: fired outside the fire phases, it is not counted there (vd-hex-fire-once.c). */
  vd_hex_odds_add_reason (opportunity->reasons, rule_of (rules, "not_counted_rule"), NULL,
                          g_strdup (_("an opportunity fire: the batteries keep their fire for "
                                      "their fire phase")));
  return g_steal_pointer (&opportunity);
}
