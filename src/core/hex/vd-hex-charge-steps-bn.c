/* BN's charge, steps B to I (24.1, 24.2, 11.6b, 11.6d, 15.1g, 15.2e, 15.2g), each by its rule. */
#include "vd-hex-charge-steps-bn.h"

#include <glib/gi18n-lib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-charge-bn.h"
#include "vd-hex-command.h"
#include "vd-hex-morale-check.h"
#include "vd-hex-odds.h"
#include "vd-hex-opportunity-bn.h"
#include "vd-hex-reaction.h"
#include "vd-hex-square-steps-bn.h"

#define STEPS "combat.charge.steps."

typedef struct {
  const VdBoard             *setup;
  guint                      n_applied;
  const VdBoard             *board;
  const VdHexRuleset        *module;
  GPtrArray                 *chargers;   /* VdBoardUnit* on BOARD */
  const VdBoardUnit         *charger;    /* the first cavalry counter */
  const VdBoardUnit         *target;
  const VdHexChargeStepsAsk *ask;
  VdHexChargeSteps          *steps;
} Charging;

void
vd_hex_charge_steps_free (VdHexChargeSteps *steps)
{
  if (steps == NULL)
    return;
  g_free (steps->refused);
  g_free (steps->refused_rule);
  g_ptr_array_unref (steps->reasons);
  g_ptr_array_unref (steps->missing);
  g_ptr_array_unref (steps->players);
  g_ptr_array_unref (steps->squares);
  g_ptr_array_unref (steps->pursuits);
  g_ptr_array_unref (steps->blown);
  g_free (steps);
}

static const char *
word (const Charging *c, const char *key)
{
  return vd_hex_ruleset_word_under (c->module, STEPS, key);
}

static gboolean
listed (const Charging *c, const char *key, const char *value)
{
  return vd_hex_ruleset_list_under_has (c->module, STEPS, key, value);
}

static void
said (Charging *c, const char *key, const char *by, char *what)
{
  vd_hex_odds_add_reason (c->steps->reasons, word (c, key), by, what);
}

static const char *
chart_name (const Charging *c, const char *id)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.name", id);
  const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (c->module, path));

  return name != NULL ? name : id;
}

static char *
stack_level (const Charging *c, VdHex hex)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (c->board, hex);
  const char *by = NULL;

  return vd_hex_morale_stack_level (stack, c->module, &by);
}

/* 15.1g: forming square in HEX during the charge gives each enemy battery whose close-fire
 * zone covers it its opportunity fire, the charge waiting on it. */
static void
bn_15_1g_square_fire (Charging *c, const VdBoardUnit *top, VdHex hex, const char *label)
{
  const char *zone = vd_hex_opportunity_zone (c->module);
  g_autoptr(GPtrArray) fired = NULL;

  if (zone == NULL)
    return;
  fired = vd_hex_reactions_on_change (c->board, c->module, top->id, hex);
  for (guint i = 0; i < fired->len; i++)
    {
      const VdHexReaction *reaction = fired->pdata[i];

      if (g_strcmp0 (reaction->zone, zone) != 0)
        continue;
      /* Translators: "forming square in 0304 gives fr-b its opportunity fire, the charge
       * waiting on it". */
      said (c, "square_fire_rule", reaction->unit,
            g_strdup_printf (_("forming square in %s gives %s its opportunity fire, the charge "
                               "waiting on it"), label, reaction->unit));
    }
}

/* 11.6d: the skirmishers and artillery of a hex forming square shelter in it (skirmishers to
 * the bottom, artillery counted as in square); cavalry never does (11.6a). */
static void
bn_11_6d_shelter (Charging *c, GPtrArray *stack, const char *label)
{
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (listed (c, "shelter_classes", unit->unit_class))
        /* Translators: "sk shelters in the square of 0304". */
        said (c, "shelter_rule", unit->id,
              g_strdup_printf (_("%s shelters in the square of %s"), unit->id, label));
      else if (g_strcmp0 (unit->unit_class, word (c, "no_shelter_class")) == 0)
        said (c, "no_shelter_rule", unit->id,
              g_strdup_printf (_("%s, cavalry, does not shelter in the square"), unit->id));
    }
}

/* 11.6b: the target's hex and each hex next to it holding the target's side may try square:
 * its top infantry, in line or column and neither DG nor routed, takes a square test (8.5) on
 * the Morale Table, for its whole hex. Whether to try is the owner's. */
static void
bn_11_6b_squares (Charging *c)
{
  for (int d = -1; d < 6; d++)
    {
      VdHex hex = d < 0 ? c->target->hex : vd_hex_neighbour (c->target->hex, d);
      g_autoptr(GPtrArray) stack = NULL;
      g_autofree char *label = NULL, *why = NULL;
      const VdBoardUnit *top = NULL;
      const char *rule = NULL;

      if (!vd_hex_grid_contains (c->board->grid, hex))
        continue;
      why = vd_hex_bn_square_may_not (c->board, c->module, hex, c->target->side, &top, &rule);
      if (top == NULL)
        continue;
      stack = vd_board_units_at (c->board, hex);
      label = vd_board_format_hex (c->board, hex);
      if (why != NULL)
        {
          vd_hex_odds_add_reason (c->steps->reasons, rule, top->id, g_steal_pointer (&why));
          continue;
        }
      if (top->formation == NULL)
        {
          /* Translators: "whether 0405 may try square: a1's formation is not given". */
          vd_hex_odds_add_reason (c->steps->players, word (c, "square_rule"), top->id,
                                  g_strdup_printf (_("whether %s may try square: %s's formation "
                                                     "is not given"), label, top->id));
          continue;
        }
      g_ptr_array_add (c->steps->squares, g_strdup (label));
      /* Translators: "0304 may try square (the target's hex): fr-1 takes the square test for
       * it". */
      said (c, "square_rule", top->id,
            g_strdup_printf (d < 0 ? _("%s may try square (the target's hex): %s takes the "
                                       "square test for it")
                                   : _("%s may try square (next to the target): %s takes the "
                                       "square test for it"), label, top->id));
      bn_11_6d_shelter (c, stack, label);
      bn_15_1g_square_fire (c, top, hex, label);
    }
  if (c->steps->squares->len > 0)
    {
      /* Translators: "the square test: Morale Table, its cells not given (8.5)". */
      vd_hex_odds_add_reason (c->steps->missing, word (c, "square_test_rule"), NULL,
                              g_strdup_printf (_("the square test is read on the %s, whose "
                                                 "cells are not given"),
                                               chart_name (c, word (c, "square_chart"))));
      vd_hex_odds_add_reason (c->steps->players, word (c, "square_rule"), NULL,
                              g_strdup (_("whether each hex tries square is its owner's")));
    }
}

/* 24.1g: once declared, the charge is not bound by the chargers' command radius. */
static void
bn_24_1g_radius (Charging *c)
{
  for (guint i = 0; i < c->chargers->len; i++)
    {
      const VdBoardUnit *unit = c->chargers->pdata[i];
      g_autoptr(VdHexCommand) command = vd_hex_command_of (c->board, c->module, unit->id,
                                                           &c->target->hex);

      if (command->status == VD_HEX_COMMAND_NOT_JUDGED)
        continue;
      /* Translators: "at the target it would be out of ce-div's radius: no matter, the charge
       * is declared". */
      said (c, "radius_rule", unit->id,
            command->status == VD_HEX_COMMAND_IN
              ? g_strdup_printf (_("within %s's radius at the target too; the radius no longer "
                                   "binds it"), command->commander)
              : g_strdup_printf (_("at the target it may be out of %s's radius: no matter, the "
                                   "charge is declared"), command->commander));
    }
}

/* 24.1h: a hex or unit may be charged several times in a phase: the earlier combats of this
 * phase against the target's hex counted, none barring this one. */
static void
bn_24_1h_again (Charging *c)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (c->board, c->target->hex);
  g_autofree char *label = vd_board_format_hex (c->board, c->target->hex);
  guint before = 0;

  for (guint i = 0; c->setup->journal != NULL && i < c->n_applied; i++)
    {
      const VdBoardEvent *event = g_ptr_array_index (c->setup->journal, i);
      gboolean here = FALSE;

      if (event->kind != VD_BOARD_EVENT_COMBAT || event->turn != c->board->turn ||
          g_strcmp0 (event->phase, c->board->phase) != 0 || event->defenders == NULL)
        continue;
      for (guint u = 0; u < stack->len; u++)
        here |= g_strv_contains ((const char * const *) event->defenders,
                                 ((VdBoardUnit *) stack->pdata[u])->id);
      before += here;
    }
  /* Translators: "attacked 1 time(s) already this phase: a hex may be charged again". */
  said (c, "again_rule", label,
        g_strdup_printf (_("attacked %u time(s) already this phase: a hex may be charged "
                           "again"), before));
}

/* 24.1i, 24.1j: only the units in the charged hex fire, at close-combat range (a column the
 * fire-point tables do not give); the defending cavalry attacks instead; stragglers the
 * charge causes are casualties. */
static void
bn_24_1i_24_1j_fire (Charging *c)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (c->board, c->target->hex);
  const VdYamlNode *charts = vd_hex_ruleset_lookup (c->module, STEPS "range_charts");
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (!g_str_equal (unit->side, c->target->side))
        continue;
      if (g_strcmp0 (unit->unit_class, word (c, "cavalry_class")) == 0)
        said (c, "fire_rule", unit->id, g_strdup (_("cavalry in the charged hex attacks "
                                                    "instead of firing")));
      else if (!listed (c, "fire_not", unit->unit_class))
        said (c, "fire_rule", unit->id, g_strdup (_("in the charged hex: fires at "
                                                    "close-combat range")));
      if (g_strcmp0 (unit->unit_class, word (c, "stragglers_class")) == 0)
        said (c, "stragglers_rule", unit->id,
              g_strdup (_("its stragglers in this charge, from fire, morale or a square test, "
                          "go on the roster as casualties (hex apply --charge)")));
    }
  for (int d = 0; d < 6; d++)
    {
      VdHex hex = vd_hex_neighbour (c->target->hex, d);
      g_autoptr(GPtrArray) near = NULL;

      if (!vd_hex_grid_contains (c->board->grid, hex))
        continue;
      near = vd_board_units_at (c->board, hex);
      for (guint i = 0; i < near->len; i++)
        {
          const VdBoardUnit *unit = near->pdata[i];

          if (g_str_equal (unit->side, c->target->side) && !listed (c, "fire_not", unit->unit_class))
            said (c, "fire_rule", unit->id,
                  g_strdup (_("next to the charged hex, not in it: does not fire")));
        }
    }
  for (guint i = 0; charts != NULL && charts->kind == VD_YAML_SEQUENCE && i < charts->n_children;
       i++)
    g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                            chart_name (c, vd_hex_ruleset_word (charts->children[i])));
  vd_hex_odds_add_reason (c->steps->missing, word (c, "fire_rule"), NULL,
                          g_strdup_printf (_("fire in the charge is read at close-combat range: "
                                             "that column of %s is not given"), names->str));
}

/* 24.1-H, 24.1m: unless its morale check forced it back, the charging stack (even Shaken or
 * DG) may pursue once into an enemy-held hex next to it whose ground allows a charge, all
 * together. */
static void
bn_24_1_H_pursuit (Charging *c)
{
  const char *rule = word (c, "pursuit_rule");
  g_autofree char *level = stack_level (c, c->charger->hex);
  gboolean asked_found = FALSE;

  if (c->ask->forced_back || c->ask->recalled)
    {
      if (c->ask->pursue != NULL)
        {
          c->steps->refused = g_strdup (c->ask->recalled
                                          ? _("a recalled charge does not pursue")
                                          : _("its morale check forced it back: no pursuit"));
          c->steps->refused_rule = g_strdup (word (c, c->ask->recalled ? "end_rule"
                                                                        : "pursuit_level_rule"));
        }
      said (c, "pursuit_level_rule", c->charger->id,
            g_strdup (c->ask->recalled ? _("recalled: no pursuit")
                                       : _("forced back by its morale check: no pursuit")));
      return;
    }
  /* Translators: "its stack disorganized: it may pursue all the same". */
  said (c, "pursuit_level_rule", c->charger->id,
        g_strdup_printf (_("its stack %s: it may pursue all the same"), level));
  for (int d = 0; d < 6; d++)
    {
      VdHex hex = vd_hex_neighbour (c->charger->hex, d);
      g_autoptr(GPtrArray) stack = NULL;
      g_autofree char *label = NULL;
      g_autofree char *from = vd_board_format_hex (c->board, c->charger->hex);
      g_autofree char *why = NULL;
      const char *why_rule = NULL;
      gboolean enemy = FALSE;
      int ground;

      if (!vd_hex_grid_contains (c->board->grid, hex))
        continue;
      stack = vd_board_units_at (c->board, hex);
      for (guint i = 0; i < stack->len; i++)
        enemy |= g_str_equal (((VdBoardUnit *) stack->pdata[i])->side, c->target->side);
      if (!enemy)
        continue;
      label = vd_board_format_hex (c->board, hex);
      ground = vd_hex_bn_charge_ground (c->board, c->module, c->charger, c->charger->hex, hex,
                                        &why, &why_rule);
      if (ground == 0)
        {
          g_ptr_array_add (c->steps->pursuits, g_strdup (label));
          /* Translators: "0502, held by the enemy, next to 0503 where h1 stands: the pursuit
           * may go there". */
          said (c, "pursuit_rule", label,
                g_strdup_printf (_("%s, held by the enemy, next to %s where %s stands: the "
                                   "pursuit may go there"), label, from, c->charger->id));
        }
      else if (ground == 1)
        vd_hex_odds_add_reason (c->steps->missing, why_rule, label, g_steal_pointer (&why));
      else
        said (c, "pursuit_rule", label, g_strdup_printf (_("not %s: %s"), label, why));
      asked_found |= c->ask->pursue != NULL && g_strcmp0 (c->ask->pursue, label) == 0 &&
                     ground != 2;
    }
  if (c->ask->pursue != NULL && !asked_found)
    {
      /* Translators: "0305 is no enemy-held hex next to it that allows a charge". */
      c->steps->refused = g_strdup_printf (_("%s is no enemy-held hex next to it whose ground "
                                             "allows a charge"), c->ask->pursue);
      c->steps->refused_rule = g_strdup (rule);
    }
  vd_hex_odds_add_reason (c->steps->players, rule, c->charger->id,
                          g_strdup (_("whether to pursue is the charger's: the whole stack "
                                      "together, its order changed first if he likes; no second "
                                      "pursuit")));
}

/* 24.1-I, 24.2, 24.1l, 15.2g: at the end every attacking cavalry counter becomes blown and
 * withdraws 6 to 12 hexes, and so does defending cavalry its stack left DG or worse; none when
 * the charge was recalled; a reaction charge at a skirmisher that fell back goes back to its
 * hex, not blown. */
static void
bn_24_1_I_blown (Charging *c)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (c->board, c->target->hex);
  g_autofree char *level = stack_level (c, c->target->hex);

  if (c->ask->recalled)
    {
      said (c, "end_rule", c->charger->id, g_strdup (_("recalled: no one becomes blown")));
      return;
    }
  if (c->ask->reaction && c->ask->fell_back)
    {
      said (c, "fall_back_rule", c->charger->id,
            g_strdup (_("its target fell back: it goes back to the hex it charged from, not "
                        "blown, and may charge so again")));
      return;
    }
  for (guint i = 0; i < c->chargers->len; i++)
    {
      const VdBoardUnit *unit = c->chargers->pdata[i];

      if (g_strcmp0 (unit->unit_class, word (c, "cavalry_class")) != 0)
        continue;
      g_ptr_array_add (c->steps->blown, g_strdup (unit->id));
      said (c, c->ask->forced_back ? "failed_rule" : "blown_rule", unit->id,
            g_strdup (c->ask->forced_back
                        ? _("failed its morale check: takes the result, then becomes blown and "
                            "withdraws 6 to 12 hexes (hex withdraw)")
                        : _("attacked: becomes blown and withdraws 6 to 12 hexes (hex "
                            "withdraw)")));
    }
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (!g_str_equal (unit->side, c->target->side) ||
          g_strcmp0 (unit->unit_class, word (c, "cavalry_class")) != 0)
        continue;
      if (listed (c, "blown_levels", level))
        {
          g_ptr_array_add (c->steps->blown, g_strdup (unit->id));
          /* Translators: "defended, its stack now disorganized: becomes blown and withdraws". */
          said (c, "blown_rule", unit->id,
                g_strdup_printf (_("defended, its stack now %s: becomes blown and withdraws 6 to "
                                   "12 hexes"), level));
        }
      else
        said (c, "blown_rule", unit->id,
              g_strdup_printf (_("defended, its stack now %s: not blown"), level));
    }
  for (guint i = 0; i < c->steps->blown->len; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (c->board, c->steps->blown->pdata[i]);

      /* The board's answer: blown and withdrawn already, or still to do (hex withdraw). */
      said (c, "withdraw_rule", unit->id,
            g_strcmp0 (unit->formation, word (c, "blown_formation")) == 0
              ? g_strdup (_("blown on the board already"))
              : g_strdup_printf (_("not blown on the board yet: hex withdraw %s --to HEX "
                                   "--apply"), unit->id));
    }
  said (c, "end_rule", NULL, g_strdup (_("after the charge the chargers move no more, whatever "
                                         "points they have left")));
}

/* 15.2e: after a reaction charge, the counter it answered goes on with the points it had left;
 * the charge cost it none, save what leaving a square it formed costs (the Formation Table's,
 * missing). */
static void
bn_15_2e_after (Charging *c)
{
  if (!c->ask->reaction)
    return;
  said (c, "reaction_after_rule", c->target->id,
        g_strdup_printf (_("%s goes on with the movement points it had left: the reaction charge "
                           "cost it none"), c->target->id));
  if (g_strcmp0 (c->target->formation, word (c, "square_formation")) == 0)
    vd_hex_odds_add_reason (c->steps->missing, word (c, "reaction_after_rule"), c->target->id,
                            g_strdup_printf (_("in square now: what going back to its formation "
                                               "costs is on the %s, missing"),
                                             chart_name (c, "formation-table")));
}

VdHexChargeSteps *
vd_hex_bn_charge_steps (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                        const char * const *charger_ids, const char *target_id,
                        const VdHexChargeStepsAsk *ask, GError **error)
{
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, n_applied, error);
  g_autoptr(GPtrArray) chargers = g_ptr_array_new ();
  g_autoptr(VdHexChargeSteps) steps = NULL;
  Charging c = { setup, 0, NULL, module, chargers, NULL, NULL, ask, NULL };

  if (board == NULL)
    return NULL;
  if (vd_hex_ruleset_lookup (module, "combat.charge.steps") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no charge steps Vedette reads"),
                   vd_text_get (&module->name));
      return NULL;
    }
  c.board = board;
  c.n_applied = MIN (n_applied, setup->journal != NULL ? setup->journal->len : 0);
  for (guint i = 0; charger_ids != NULL && charger_ids[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, charger_ids[i]);

      if (unit == NULL || !unit->placed)
        {
          g_autofree char *shown = vd_error_cut (charger_ids[i]);

          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
          return NULL;
        }
      if (c.charger == NULL && g_strcmp0 (unit->unit_class, word (&c, "cavalry_class")) == 0)
        c.charger = unit;
      g_ptr_array_add (chargers, (gpointer) unit);
    }
  c.target = target_id != NULL ? vd_board_find_unit (board, target_id) : NULL;
  if (c.target == NULL || !c.target->placed)
    {
      g_autofree char *shown = vd_error_cut (target_id != NULL ? target_id : "");

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  if (c.charger == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("no cavalry among the chargers: only cavalry charges"));
      return NULL;
    }
  if (g_str_equal (c.charger->side, c.target->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s charges its own side"),
                   c.charger->id);
      return NULL;
    }
  steps = c.steps = g_new0 (VdHexChargeSteps, 1);
  steps->reasons = vd_hex_odds_reasons_new ();
  steps->missing = vd_hex_odds_reasons_new ();
  steps->players = vd_hex_odds_reasons_new ();
  steps->squares = g_ptr_array_new_with_free_func (g_free);
  steps->pursuits = g_ptr_array_new_with_free_func (g_free);
  steps->blown = g_ptr_array_new_with_free_func (g_free);
  bn_11_6b_squares (&c);
  bn_24_1g_radius (&c);
  bn_24_1h_again (&c);
  bn_24_1i_24_1j_fire (&c);
  bn_24_1_H_pursuit (&c);
  bn_24_1_I_blown (&c);
  bn_15_2e_after (&c);
  return g_steal_pointer (&steps);
}
