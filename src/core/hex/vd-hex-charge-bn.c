/* BN's charge declarations (24.1): what a charge must meet before it starts, each by its rule. */
#include "vd-hex-charge-bn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-command.h"
#include "vd-hex-los.h"
#include "vd-hex-morale-check.h"
#include "vd-hex-odds.h"
#include "vd-hex-opportunity-bn.h"
#include "vd-hex-reaction.h"
#include "vd-hex-turn.h"

#define DECLARE "combat.charge.declare."

/* A path's verdict, best first: every hex 1 MP and empty, a cost still missing, refused. */
typedef enum {
  PATH_OK,
  PATH_MISSING,
  PATH_REFUSED,
} PathVerdict;

typedef struct {
  const VdBoard       *board;
  const VdHexRuleset  *module;
  const VdBoardUnit   *charger;     /* the first cavalry counter: the stack's hex and class */
  VdHexCharge         *charge;
  gboolean             reaction;    /* a reaction charge (15.2) */
} Declaring;

gboolean
vd_hex_bn_charge_known (const VdHexRuleset *module)
{
  return vd_hex_ruleset_lookup (module, "combat.charge.declare") != NULL;
}

static const char *
word (const Declaring *d, const char *key)
{
  return vd_hex_ruleset_word_under (d->module, DECLARE, key);
}

static void
refuse (Declaring *d, const char *rule, const char *by, char *why)
{
  vd_hex_odds_add_reason (d->charge->reasons, rule, by, g_strdup (why));
  if (d->charge->refused == NULL)
    {
      d->charge->refused = why;
      d->charge->refused_rule = g_strdup (rule);
    }
  else
    g_free (why);
}

static void
wait_for (Declaring *d, const char *rule, char *why)
{
  if (d->charge->missing == NULL)
    {
      d->charge->missing = why;
      d->charge->missing_rule = g_strdup (rule);
    }
  else
    g_free (why);
}

static void
leave_to_referee (Declaring *d, const char *rule, const char *by, char *why)
{
  if (d->charge->unchecked == NULL)
    d->charge->unchecked = vd_hex_odds_reasons_new ();
  /* Both lines of sight may leave the same limit open: said once. */
  for (guint i = 0; i < d->charge->unchecked->len; i++)
    if (g_strcmp0 (((VdHexOddsReason *) d->charge->unchecked->pdata[i])->what, why) == 0)
      {
        g_free (why);
        return;
      }
  vd_hex_odds_add_reason (d->charge->unchecked, rule, by, why);
}

/* 24.1a, 24.2b, 24.1f: blown, wrecked, or at a level other than Normal or Blood Lust. */
static void
check_cavalry (Declaring *d, const VdBoardUnit *unit)
{
  const char *blown = word (d, "blown");
  g_autoptr(GPtrArray) stack = vd_board_units_at (d->board, unit->hex);
  const char *by;
  g_autofree char *level = vd_hex_morale_stack_level (stack, d->module, &by);

  if (g_strcmp0 (unit->formation, blown) == 0 || g_strcmp0 (unit->state, blown) == 0)
    /* Translators: "h1 is blown: blown cavalry does not charge". */
    refuse (d, word (d, "blown_rule"), unit->id,
            g_strdup_printf (_("%s is blown: blown cavalry does not charge"), unit->id));
  if (unit->roster != NULL && vd_board_roster_wrecked (unit->roster))
    refuse (d, word (d, "wrecked_rule"), unit->id,
            g_strdup_printf (_("%s is wrecked: wrecked cavalry does not charge"), unit->id));
  if (!vd_hex_ruleset_list_has (d->module, DECLARE "levels", level))
    /* Translators: "h1's stack is shaken: only Normal or Blood Lust cavalry charges". */
    refuse (d, word (d, "level_rule"), unit->id,
            g_strdup_printf (_("%s's stack is %s: only Normal or Blood Lust cavalry charges"),
                             unit->id, level));
  else
    /* Translators: "h1: not blown, not wrecked, stack normal". */
    vd_hex_odds_add_reason (d->charge->reasons, word (d, "level_rule"), unit->id,
                            g_strdup_printf (_("not blown, not wrecked, stack %s"), level));
}

/* 28.0c: no charge at night, a night turn being one of the turn record track's conditions
 * with the night's rule (the owner enters the night turns); until then, the referee's. */
static void
check_night (Declaring *d, const VdBoard *setup, guint n_applied)
{
  g_autoptr(VdHexTurn) turn = vd_hex_turn (setup, d->module, n_applied, NULL);
  const char *night = word (d, "night_condition_rule");

  if (vd_hex_ruleset_lookup_word (d->module, word (d, "night_turns")) == NULL || turn == NULL)
    {
      leave_to_referee (d, word (d, "night_rule"), NULL,
                        /* Translators: "… the game's turn record track (1.1d): enter them as
                         * special.night.turns". */
                        g_strdup_printf (_("no charge at night: the night turns are on the "
                                           "game's turn record track (%s): enter them as %s"),
                                         word (d, "track_rule"), word (d, "night_turns")));
      return;
    }
  for (guint i = 0; i < turn->conditions->len; i++)
    if (g_strcmp0 (((VdHexOddsReason *) turn->conditions->pdata[i])->rule, night) == 0)
      {
        refuse (d, word (d, "night_rule"), NULL,
                g_strdup_printf (_("turn %d is a night turn: cavalry does not charge at night"),
                                 turn->turn));
        return;
      }
  vd_hex_odds_add_reason (d->charge->reasons, word (d, "night_rule"), NULL,
                          g_strdup_printf (_("turn %d is a day turn"), turn->turn));
}

/* What entering HEX from FROM costs cavalry on a charge, roads unused and bridges barred
 * (24.1b): PATH_OK when it is 1 MP, else why not in *WHY with its rule. */
static PathVerdict
hex_costs_one (const Declaring *d, VdHex from, VdHex hex, char **why, const char **rule)
{
  guint cls = vd_hex_ruleset_class_index (d->module, d->charger->unit_class);
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (d->board, d->module, hex);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  g_autofree char *label = vd_board_format_hex (d->board, hex);
  const char *level = vd_hex_ruleset_lookup_word (d->module, "movement.level_change");
  PathVerdict verdict = PATH_OK;
  VdHexside side;
  double total = 0;

  *rule = word (d, "path_rule");
  if (vd_hexside_between (from, hex, &side))
    {
      g_autoptr(GPtrArray) drawn = vd_board_hexside_features (d->board, side);
      const VdBoardHex *ha = vd_board_get_hex (d->board, from), *hb = vd_board_get_hex (d->board, hex);

      for (guint i = 0; i < drawn->len; i++)
        g_ptr_array_add (sides, ((VdBoardHexside *) drawn->pdata[i])->feature);
      if (level != NULL && (ha != NULL && ha->has_elevation ? ha->elevation : 0) !=
                           (hb != NULL && hb->has_elevation ? hb->elevation : 0))
        g_ptr_array_add (sides, (gpointer) level);
    }
  for (guint pass = 0; pass < 2; pass++)
    {
      GPtrArray *ids = pass == 0 ? sides : grounds;

      for (guint i = 0; i < ids->len; i++)
        {
          const char *id = ids->pdata[i];
          const VdHexTerrain *ground = pass == 0 ? vd_hex_ruleset_find_hexside (d->module, id)
                                                 : vd_hex_ruleset_find_terrain (d->module, id);
          g_autofree char *base = g_strdup_printf ("%s.%s.", pass == 0 ? "hexsides" : "terrain", id);
          g_autofree char *charges = g_strconcat (base, "charges", NULL);
          g_autofree char *along = g_strconcat (base, "along_only", NULL);
          g_autofree char *effect = g_strconcat (base, "movement_effect", NULL);
          const char *name = vd_hex_ruleset_terrain_name (d->module, id, pass == 0);

          if (ground == NULL)
            continue;
          if (g_strcmp0 (vd_hex_ruleset_lookup_word (d->module, charges), "prohibited") == 0 &&
              pass == 0)
            {
              /* Translators: "0403: the charge may not cross a bridge". */
              *why = g_strdup_printf (_("%s: the charge may not cross a %s"), label, name);
              return PATH_REFUSED;
            }
          /* A road is used only along it, which a charge may not do: its ground counts. An
           * orchard leaves the hex the default ground's cost (16.2f). */
          if (g_strcmp0 (vd_hex_ruleset_lookup_word (d->module, effect), "none") == 0 &&
              pass == 1 && i == 0)
            ground = vd_hex_ruleset_find_terrain (d->module, d->module->default_terrain);
          else if (g_strcmp0 (vd_hex_ruleset_lookup_word (d->module, along), "true") == 0 ||
                   g_strcmp0 (vd_hex_ruleset_lookup_word (d->module, effect), "none") == 0)
            continue;
          if (ground == NULL)
            continue;
          switch (cls < G_MAXUINT ? ground->mp[cls].status : VD_HEX_MP_MISSING)
            {
            case VD_HEX_MP_PROHIBITED:
              *why = g_strdup_printf (_("%s: cavalry may not enter %s"), label, name);
              return PATH_REFUSED;
            case VD_HEX_MP_MISSING:
              if (verdict == PATH_OK)
                {
                  *rule = ground->rules[0] != NULL ? ground->rules[0] : word (d, "path_rule");
                  /* Translators: "0403: what forest costs cavalry (the Movement Table)". */
                  *why = g_strdup_printf (_("%s: what %s costs cavalry (the Movement Table)"),
                                          label, name);
                }
              verdict = PATH_MISSING;
              break;
            case VD_HEX_MP_KNOWN:
            default:
              total += ground->mp[cls].mp;
              break;
            }
        }
    }
  if (verdict == PATH_OK && total != 1)
    {
      g_autofree char *mp = g_strdup_printf ("%g", total);

      /* Translators: "0403 costs 2 MP: a charge goes through 1-MP hexes only". */
      *why = g_strdup_printf (_("%s costs %s MP: a charge goes through 1-MP hexes only"), label,
                              mp);
      return PATH_REFUSED;
    }
  return verdict;
}

int
vd_hex_bn_charge_ground (const VdBoard *board, const VdHexRuleset *module,
                         const VdBoardUnit *charger, VdHex from, VdHex hex, char **why,
                         const char **rule)
{
  Declaring d = { board, module, charger, NULL, FALSE };

  *why = NULL;
  return hex_costs_one (&d, from, hex, why, rule);
}

/* One shortest path PATH (charger's hex first, target's last): empty between (24.1d), and
 * 1 MP each hex, the target's too (24.1b). */
static PathVerdict
judge_path (const Declaring *d, GArray *path, char **why, const char **rule)
{
  PathVerdict worst = PATH_OK;

  for (guint i = 1; i < path->len; i++)
    {
      VdHex hex = g_array_index (path, VdHex, i);
      g_autofree char *step_why = NULL;
      const char *step_rule = NULL;
      PathVerdict verdict;

      if (i + 1 < path->len)
        {
          g_autoptr(GPtrArray) here = vd_board_units_at (d->board, hex);

          if (here->len > 0)
            {
              g_autofree char *label = vd_board_format_hex (d->board, hex);

              g_free (*why);
              /* Translators: "0503 holds f2: no unit may stand between chargers and target". */
              *why = g_strdup_printf (_("%s holds %s: no unit may stand between chargers and "
                                        "target"), label,
                                      ((const VdBoardUnit *) here->pdata[0])->id);
              *rule = word (d, "empty_rule");
              return PATH_REFUSED;
            }
        }
      verdict = hex_costs_one (d, g_array_index (path, VdHex, i - 1), hex, &step_why, &step_rule);
      if (verdict > worst)
        {
          worst = verdict;
          g_free (*why);
          *why = g_steal_pointer (&step_why);
          *rule = step_rule;
        }
      if (worst == PATH_REFUSED)
        break;
    }
  return worst;
}

/* The name of the module's chart ID in the user's language, or ID. */
static const char *
chart_name (const Declaring *d, const char *id)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.name", id);
  const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (d->module, path));

  return name != NULL ? name : id;
}

/* 15.1, 15.2d: a charge (a reaction charge too) about to leave a battery's close-fire zone on
 * its way along PATH gives that battery its chance of opportunity fire. */
static void
check_opportunity (Declaring *d, GArray *path)
{
  const char *zone = vd_hex_opportunity_zone (d->module);
  g_autoptr(GPtrArray) along = NULL;

  if (zone == NULL || path == NULL)
    return;
  along = vd_hex_reactions_along (d->board, d->module, d->charger->id, path);
  for (guint i = 0; i < along->len; i++)
    {
      const VdHexReaction *reaction = along->pdata[i];
      g_autofree char *hex = NULL;

      if (g_strcmp0 (reaction->zone, zone) != 0)
        continue;
      hex = vd_board_format_hex (d->board, reaction->hex);
      /* Translators: "leaving 0404 on its way, it gives fr-b its chance of opportunity fire". */
      vd_hex_odds_add_reason (d->charge->reasons,
                              word (d, d->reaction ? "reaction_fire_rule" : "charge_fire_rule"),
                              reaction->unit,
                              g_strdup_printf (_("leaving %s on its way, it gives %s its chance "
                                                 "of opportunity fire"), hex, reaction->unit));
    }
}

/* 15.2f: a reaction charge answers a move, never a change of facing alone: said when the
 * target's last event only turned it (the chance may still come from its next move). */
static void
check_reaction_trigger (Declaring *d, const VdBoard *setup, guint n_applied,
                        const VdBoardUnit *target)
{
  if (!d->reaction || !vd_hex_opportunity_facing_alone (setup, n_applied, target->id))
    return;
  /* Translators: "al-1 only changed its facing: that alone triggers no reaction charge". */
  vd_hex_odds_add_reason (d->charge->reasons, word (d, "reaction_facing_rule"), target->id,
                          g_strdup_printf (_("%s only changed its facing: that alone triggers "
                                             "no reaction charge"), target->id));
}

/* 24.1b, 24.1d: 1 to 3 hexes away, target included, along a path of 1-MP empty hexes; of the
 * shortest paths the best (which the diagram allows is the referee's: it is missing). */
static void
check_path (Declaring *d, const VdBoardUnit *target)
{
  int range = vd_hex_distance (d->charger->hex, target->hex);
  int most = atoi (word (d, "max_hexes") != NULL ? word (d, "max_hexes") : "3");
  g_autoptr(GPtrArray) paths = NULL;
  g_autofree char *best_why = NULL;
  const char *best_rule = NULL;
  int best = PATH_REFUSED + 1;
  g_autofree char *through = NULL;
  GArray *best_path = NULL;

  if (range < 1 || range > most)
    {
      /* Translators: "f1 is 5 hexes away, target included: a charge reaches 1 to 3". */
      refuse (d, word (d, "range_rule"), target->id,
              g_strdup_printf (_("%s is %d hexes away, target included: a charge reaches 1 "
                                 "to %d"), target->id, range, most));
      return;
    }
  vd_hex_odds_add_reason (d->charge->reasons, word (d, "range_rule"), target->id,
                          g_strdup_printf (ngettext ("%d hex away, target included",
                                                     "%d hexes away, target included", range),
                                           range));
  paths = vd_hex_grid_shortest_paths (d->board->grid, d->charger->hex, target->hex, 64);
  for (guint i = 0; i < paths->len && best != PATH_OK; i++)
    {
      g_autofree char *why = NULL;
      const char *rule = NULL;
      PathVerdict verdict = judge_path (d, paths->pdata[i], &why, &rule);

      if ((int) verdict < best)
        {
          GArray *path = paths->pdata[i];
          g_autoptr(GString) labels = g_string_new (NULL);

          best = verdict;
          best_path = path;
          g_free (best_why);
          best_why = g_steal_pointer (&why);
          best_rule = rule;
          for (guint j = 0; j < path->len; j++)
            {
              g_autofree char *label = vd_board_format_hex (d->board, g_array_index (path, VdHex, j));

              g_string_append_printf (labels, "%s%s", j > 0 ? "–" : "", label);
            }
          g_free (through);
          through = g_string_free (g_steal_pointer (&labels), FALSE);
        }
    }
  if (best == PATH_OK)
    /* Translators: "0405–0404–0403: empty and 1 MP a hex". */
    vd_hex_odds_add_reason (d->charge->reasons, word (d, "path_rule"), through,
                            g_strdup (_("empty between, 1 MP a hex, no road or bridge used")));
  else if (best == PATH_MISSING)
    wait_for (d, best_rule, g_steal_pointer (&best_why));
  else if (best_why != NULL)
    refuse (d, best_rule, through, g_steal_pointer (&best_why));
  else
    refuse (d, word (d, "path_rule"), target->id,
            g_strdup (_("no path through playable hexes to the target")));
  if (best == PATH_OK || best == PATH_MISSING)
    check_opportunity (d, best_path);
  leave_to_referee (d, word (d, "path_rule"), target->id,
                    /* Translators: "the direction: the Charge direction diagram is not in the
                     * seed". */
                    g_strdup_printf (_("the direction: the %s is not in the seed"),
                                     chart_name (d, word (d, "direction_chart"))));
}

/* A line of sight from the charger's hex to the target's on BOARD, said in the reasons with
 * WHEN; FALSE when blocked, -1 when not known (its gap waited for). */
static int
seen (Declaring *d, const VdBoard *board, VdHex from, VdHex to, const char *target, const char *when)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLos) los = vd_hex_los (board, d->module, from, to, &error);

  if (los == NULL || los->verdict == VD_HEX_LOS_UNKNOWN)
    {
      wait_for (d, los != NULL && los->missing_rule != NULL ? los->missing_rule : word (d, "los_rule"),
                g_strdup (los != NULL && los->missing != NULL ? los->missing
                          : error != NULL ? error->message : "?"));
      return -1;
    }
  if (los->unchecked != NULL)
    leave_to_referee (d, los->unchecked_rule, target, g_strdup (los->unchecked));
  if (los->verdict == VD_HEX_LOS_CLEAR || los->verdict == VD_HEX_LOS_NONE)
    {
      /* Translators: "clear line of sight on declaring". */
      vd_hex_odds_add_reason (d->charge->reasons, word (d, "los_rule"), target,
                              g_strdup_printf (_("clear line of sight %s"), when));
      return TRUE;
    }
  return FALSE;
}

/* The board as the current phase began: the set-up replayed up to the phase's first event. */
static VdBoard *
phase_start (const VdBoard *setup, const VdHexRuleset *module, const VdBoard *now,
             guint n_applied, GError **error)
{
  guint first = MIN (n_applied, setup->journal != NULL ? setup->journal->len : 0);

  for (; first > 0; first--)
    {
      const VdBoardEvent *event = g_ptr_array_index (setup->journal, first - 1);

      if (event->turn != now->turn || g_strcmp0 (event->phase, now->phase) != 0 ||
          event->kind == VD_BOARD_EVENT_END_PHASE)
        break;
    }
  return vd_board_replay (setup, module, first, error);
}

/* 24.1c: (B) the target seen on declaring; (A) seen from where the chargers stood as the phase
 * began, or from a hex 4 hexes from it they passed with a clear line, the referee's when they
 * moved. 24.1e, 24.1k: charging together, stacked together as the phase began (a reaction
 * charge: as it is declared, 15.2b). */
static void
check_sight_and_stack (Declaring *d, const VdBoard *then, GPtrArray *chargers,
                       const VdBoardUnit *target, gboolean reaction)
{
  const VdBoardUnit *was = vd_board_find_unit (then, d->charger->id);
  const VdBoardUnit *target_was = vd_board_find_unit (then, target->id);
  int now = seen (d, d->board, d->charger->hex, target->hex, target->id, _("on declaring"));

  if (now == FALSE)
    refuse (d, word (d, "los_rule"), target->id,
            /* Translators: "h1 does not see f1 on declaring". */
            g_strdup_printf (_("%s does not see %s on declaring"), d->charger->id, target->id));
  if (reaction)
    vd_hex_odds_add_reason (d->charge->reasons, word (d, "reaction_rule"), d->charger->id,
                            g_strdup (_("a reaction charge: the line of sight on declaring "
                                        "only")));
  else if (was == NULL || !was->placed || target_was == NULL || !target_was->placed)
    leave_to_referee (d, word (d, "los_rule"), target->id,
                      g_strdup (_("the line of sight as the phase began: a counter was not on "
                                  "the map")));
  else if (seen (d, then, was->hex, target_was->hex, target->id, _("as the phase began")) == FALSE)
    {
      if (vd_hex_equal (was->hex, d->charger->hex))
        refuse (d, word (d, "los_rule"), target->id,
                g_strdup_printf (_("%s did not see %s as the phase began and has not moved "
                                   "since"), d->charger->id, target->id));
      else
        leave_to_referee (d, word (d, "los_rule"), target->id,
                          /* Translators: "whether h1 passed a hex 4 hexes from f1 with a clear
                           * line to it". */
                          g_strdup_printf (_("whether %s passed a hex %s hexes from %s with a "
                                             "clear line to it (not seen as the phase began)"),
                                           d->charger->id, word (d, "pass_hexes"), target->id));
    }
  for (guint i = 0; i < chargers->len && chargers->len > 1; i++)
    {
      const VdBoardUnit *unit = chargers->pdata[i];
      const VdBoardUnit *before = vd_board_find_unit (then, unit->id);
      gboolean officer = g_strcmp0 (unit->unit_class, word (d, "officer_class")) == 0;
      const char *rule = word (d, officer ? "officer_rule" : "together_rule");

      if (unit == d->charger)
        continue;
      if (reaction)
        rule = word (d, "reaction_stack_rule");
      if (!vd_hex_equal (unit->hex, d->charger->hex))
        refuse (d, rule, unit->id,
                g_strdup_printf (_("%s is not stacked with %s"), unit->id, d->charger->id));
      else if (reaction)
        vd_hex_odds_add_reason (d->charge->reasons, rule, unit->id,
                                g_strdup_printf (_("stacked with %s as the charge is declared"),
                                                 d->charger->id));
      else if (was == NULL || before == NULL || !before->placed || !was->placed ||
               !vd_hex_equal (before->hex, was->hex))
        refuse (d, rule, unit->id,
                /* Translators: "h2 was not stacked with h1 as the movement phase began". */
                g_strdup_printf (_("%s was not stacked with %s as the movement phase began"),
                                 unit->id, d->charger->id));
      else
        vd_hex_odds_add_reason (d->charge->reasons, rule, unit->id,
                                g_strdup_printf (_("stacked with %s since the phase began"),
                                                 d->charger->id));
    }
}

/* 10.5d: a charge is not held to the command radius: a target outside the charger's is said,
 * not refused. */
static void
check_radius (Declaring *d, const VdBoardUnit *target)
{
  const char *rule = word (d, "radius_rule");
  g_autoptr(VdHexCommand) command = NULL;

  if (rule == NULL)
    return;
  command = vd_hex_command_of (d->board, d->module, d->charger->id, &target->hex);
  if (command->status != VD_HEX_COMMAND_OUT)
    return;
  /* Translators: BN 10.5d, "al-1 lies beyond 4 officer MP of fr-div, fr-c's commander: a
   * charge may leave the command radius". */
  vd_hex_odds_add_reason (d->charge->reasons, rule, target->id,
                          g_strdup_printf (_("%s lies beyond %g officer MP of %s, %s’s "
                                             "commander: a charge may leave the command "
                                             "radius"), target->id, command->radius,
                                           command->commander, d->charger->id));
}

VdHexCharge *
vd_hex_bn_charge (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                  const char * const *charger_ids, const char *target_id, gboolean reaction,
                  GError **error)
{
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, n_applied, error);
  g_autoptr(VdBoard) then = NULL;
  g_autoptr(GPtrArray) chargers = g_ptr_array_new ();
  g_autoptr(VdHexCharge) charge = NULL;
  const VdBoardUnit *target;
  Declaring d = { 0 };

  if (board == NULL)
    return NULL;
  if (!vd_hex_bn_charge_known (module))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no charge rules Vedette reads"),
                   vd_text_get (&module->name));
      return NULL;
    }
  d.board = board;
  d.module = module;
  d.reaction = reaction;
  target = vd_board_find_unit (board, target_id);
  for (guint i = 0; charger_ids[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, charger_ids[i]);

      if (unit == NULL || !unit->placed)
        {
          g_autofree char *shown = vd_error_cut (charger_ids[i]);

          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
          return NULL;
        }
      if (chargers->len > 0 && g_strcmp0 (unit->side, ((VdBoardUnit *) chargers->pdata[0])->side) != 0)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s and %s are of different sides"),
                       ((VdBoardUnit *) chargers->pdata[0])->id, unit->id);
          return NULL;
        }
      if (d.charger == NULL && g_strcmp0 (unit->unit_class, word (&d, "class")) == 0)
        d.charger = unit;
      else if (g_strcmp0 (unit->unit_class, word (&d, "class")) != 0 &&
               g_strcmp0 (unit->unit_class, word (&d, "officer_class")) != 0)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is not cavalry: only cavalry charges, officers joining it"),
                       unit->id);
          return NULL;
        }
      g_ptr_array_add (chargers, (gpointer) unit);
    }
  if (target == NULL || !target->placed)
    {
      g_autofree char *shown = vd_error_cut (target_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  if (d.charger == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("no cavalry among the chargers: only cavalry charges"));
      return NULL;
    }
  if (g_str_equal (d.charger->side, target->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s charges its own side"),
                   d.charger->id);
      return NULL;
    }
  charge = d.charge = g_new0 (VdHexCharge, 1);
  charge->reasons = vd_hex_odds_reasons_new ();
  for (guint i = 0; i < chargers->len; i++)
    if (g_strcmp0 (((VdBoardUnit *) chargers->pdata[i])->unit_class, word (&d, "class")) == 0)
      check_cavalry (&d, chargers->pdata[i]);
  check_night (&d, setup, n_applied);
  check_reaction_trigger (&d, setup, n_applied, target);
  check_path (&d, target);
  check_radius (&d, target);
  if ((then = phase_start (setup, module, board, n_applied, error)) == NULL)
    return NULL;
  check_sight_and_stack (&d, then, chargers, target, reaction);
  return g_steal_pointer (&charge);
}
