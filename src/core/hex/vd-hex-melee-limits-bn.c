/* BN's melee limits (23.1): what the board and journal show of them, each by its rule. */
#include "vd-hex-melee-limits-bn.h"

#include <glib/gi18n-lib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-command.h"
#include "vd-hex-morale-check.h"
#include "vd-hex-odds.h"
#include "vd-hex-stacking.h"

#define LIMITS "combat.melee.limits."

typedef struct {
  const VdBoard      *setup;
  guint               n_applied;
  const VdBoard      *board;
  const VdHexRuleset *module;
  GPtrArray          *attackers;   /* VdBoardUnit* on BOARD */
  GPtrArray          *defenders;
  VdHex               target;
  VdHexMeleeLimits   *limits;
} Judging;

void
vd_hex_melee_limits_free (VdHexMeleeLimits *limits)
{
  if (limits == NULL)
    return;
  g_free (limits->refused);
  g_free (limits->refused_rule);
  g_free (limits->unknown);
  g_free (limits->unknown_rule);
  g_ptr_array_unref (limits->reasons);
  g_ptr_array_unref (limits->missing);
  g_ptr_array_unref (limits->players);
  g_free (limits);
}

static const char *
word (const Judging *j, const char *key)
{
  return vd_hex_ruleset_word_under (j->module, LIMITS, key);
}

static gboolean
listed (const Judging *j, const char *key, const char *value)
{
  return vd_hex_ruleset_list_under_has (j->module, LIMITS, key, value);
}

/* A limit broken: said in the reasons, the first one the answer. */
static void
refuse (Judging *j, const char *rule, const char *by, char *why)
{
  vd_hex_odds_add_reason (j->limits->reasons, rule, by, g_strdup (why));
  if (j->limits->refused == NULL)
    {
      j->limits->refused = why;
      j->limits->refused_rule = g_strdup (rule);
    }
  else
    g_free (why);
}

/* A limit Vedette cannot judge yet: a reading open, a cost missing. */
static void
wait_for (Judging *j, const char *rule, const char *by, char *why)
{
  vd_hex_odds_add_reason (j->limits->missing, rule, by, g_strdup (why));
  if (j->limits->unknown == NULL)
    {
      j->limits->unknown = why;
      j->limits->unknown_rule = g_strdup (rule);
    }
  else
    g_free (why);
}

static const char *
chart_name (const Judging *j, const char *id)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.name", id);
  const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (j->module, path));

  return name != NULL ? name : id;
}

static gboolean
has_id (GStrv ids, const char *id)
{
  return ids != NULL && g_strv_contains ((const char * const *) ids, id);
}

/* Whether EVENT is a melee: a combat recorded in a movement phase. */
static gboolean
is_melee (const Judging *j, const VdBoardEvent *event)
{
  return event->kind == VD_BOARD_EVENT_COMBAT && listed (j, "movement_phases", event->phase);
}

/* Whether a defender of the melee EVENT (the I-th of the journal) moved after it: it gave way. */
static gboolean
defender_moved_after (const Judging *j, const VdBoardEvent *event, guint i)
{
  for (guint k = i + 1; k < j->n_applied; k++)
    {
      const VdBoardEvent *later = g_ptr_array_index (j->setup->journal, k);

      if (later->kind == VD_BOARD_EVENT_MOVE && has_id (event->defenders, later->unit_id))
        return TRUE;
    }
  return FALSE;
}

/* 23.1: one melee per unit per phase, as reading bn-i-melee-after reads it (one per phase, one
 * per turn, or another after a defender gave way, as the 23.0 example has it); one per turn is
 * the designer's note DN-2, cited as such. */
static void
bn_23_1_once (Judging *j)
{
  const char *rule = word (j, "once_rule");
  const char *reading = word (j, "once_reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (j->module, reading) : NULL;
  gboolean per_turn = g_strcmp0 (choice, "one-per-turn") == 0;

  if (per_turn && word (j, "per_turn_rule") != NULL)
    rule = word (j, "per_turn_rule");

  for (guint a = 0; a < j->attackers->len; a++)
    {
      const VdBoardUnit *unit = j->attackers->pdata[a];
      guint before = 0;
      gboolean gave_way = TRUE;

      if (listed (j, "officer_classes", unit->unit_class))
        continue;
      for (guint i = 0; j->setup->journal != NULL && i < j->n_applied; i++)
        {
          const VdBoardEvent *event = g_ptr_array_index (j->setup->journal, i);

          if (!is_melee (j, event) || event->turn != j->board->turn ||
              !has_id (event->attackers, unit->id) ||
              (!per_turn && g_strcmp0 (event->phase, j->board->phase) != 0))
            continue;
          before++;
          gave_way &= defender_moved_after (j, event, i);
        }
      if (before == 0)
        /* Translators: "no melee of its yet this phase". */
        vd_hex_odds_add_reason (j->limits->reasons, rule, unit->id,
                                g_strdup (per_turn ? _("no melee of its yet this turn")
                                                   : _("no melee of its yet this phase")));
      else if (per_turn || g_strcmp0 (choice, "stop-one-per-phase") == 0)
        /* Translators: "fr-1 has meleed 1 time(s) already this phase, as reading
         * bn-i-melee-after reads 23.1: stop-one-per-phase". */
        refuse (j, rule, unit->id,
                g_strdup_printf (per_turn ? _("%s has meleed %u time(s) already this turn, as "
                                              "reading %s reads it: %s")
                                          : _("%s has meleed %u time(s) already this phase, as "
                                              "reading %s reads it: %s"),
                                 unit->id, before, reading, choice));
      else if (g_strcmp0 (choice, "may-continue-after-defender-retreat") == 0 && gave_way)
        vd_hex_odds_add_reason (j->limits->reasons, reading, unit->id,
                                g_strdup_printf (_("meleed %u time(s) already this phase, each "
                                                   "time the defender gave way: it may go on"),
                                                 before));
      else if (choice != NULL)
        refuse (j, rule, unit->id,
                g_strdup_printf (_("%s has meleed already this phase and the defender held, as "
                                   "reading %s reads it: %s"), unit->id, reading, choice));
      else
        /* Translators: "fr-1 has meleed already this phase: whether it may again is reading
         * bn-i-melee-after". */
        wait_for (j, reading, unit->id,
                  g_strdup_printf (_("%s has meleed already this phase: whether it may again is "
                                     "reading %s"), unit->id, reading));
    }
}

/* 23.1b: the attackers within their command radius, the target hex included; how the last step
 * into a hex the enemy holds (which no officer may enter) counts is reading
 * bn-i-melee-radius-last-step. */
static void
bn_23_1b_radius (Judging *j)
{
  const char *rule = word (j, "radius_rule");
  const char *reading = word (j, "radius_reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (j->module, reading) : NULL;
  g_autoptr(VdBoard) probe = vd_board_copy_without_journal (j->board);
  g_autofree char *label = vd_board_format_hex (j->board, j->target);

  /* The probe: the target hex as if its enemy were not there, its ground alone counting. */
  for (guint i = 0; i < probe->units->len; i++)
    {
      VdBoardUnit *unit = probe->units->pdata[i];

      if (unit->placed && vd_hex_equal (unit->hex, j->target) &&
          g_strcmp0 (unit->side, ((VdBoardUnit *) j->attackers->pdata[0])->side) != 0)
        unit->placed = FALSE;
    }
  for (guint a = 0; a < j->attackers->len; a++)
    {
      const VdBoardUnit *unit = j->attackers->pdata[a];
      const VdBoard *on = probe;
      const VdHex *at = &j->target;
      g_autoptr(VdHexCommand) command = NULL;

      if (listed (j, "radius_exempt", unit->unit_class))
        continue;
      if (g_strcmp0 (choice, "entry-hex-within") == 0)
        {
          on = j->board;
          at = NULL;
        }
      else if (g_strcmp0 (choice, "officer-enterable-only") == 0)
        on = j->board;
      command = vd_hex_command_of (on, j->module, unit->id, at);
      if (command->status == VD_HEX_COMMAND_NOT_JUDGED)
        {
          vd_hex_odds_add_reason (j->limits->reasons, rule, unit->id,
                                  g_strdup (_("no commander's radius to keep")));
          continue;
        }
      if (command->status == VD_HEX_COMMAND_UNKNOWN)
        {
          wait_for (j, rule, unit->id,
                    command->why != NULL ? g_strdup (command->why)
                                         : g_strdup_printf (_("whether %s is within its "
                                                              "command radius is not known"),
                                                            unit->id));
          continue;
        }
      if (choice == NULL)
        {
          /* Translators: "whether 0405, held by the enemy, counts within fr-1's command radius
           * is reading bn-i-melee-radius-last-step". */
          wait_for (j, reading, unit->id,
                    g_strdup_printf (_("whether %s, held by the enemy, counts within %s's "
                                       "command radius is reading %s"), label, unit->id,
                                     reading));
          continue;
        }
      if (command->status == VD_HEX_COMMAND_OUT)
        {
          g_autofree char *why = vd_hex_command_why_not (on, command, at != NULL ? *at
                                                                                 : unit->hex);

          /* Translators: "fr-1 attacking 0405: it would be 5 MP from fr-div (4 at most)". */
          refuse (j, rule, unit->id,
                  g_strdup_printf (_("%s attacking %s: %s"), unit->id, label, why));
          continue;
        }
      /* Translators: "in fr-div's radius (4 officer MP) in 0405 too, as reading
       * bn-i-melee-radius-last-step reads it: target-ground-as-if-empty". */
      vd_hex_odds_add_reason (j->limits->reasons, rule, unit->id,
                              g_strdup_printf (_("within %s's radius (%g officer MP), %s "
                                                 "included, as reading %s reads it: %s"),
                                               command->commander, command->radius, label,
                                               reading, choice));
    }
}

/* 23.1d: a hex may be meleed any number of times; the defender must take it, save
 * skirmishers alone, who may fall back first (11.5e). */
static void
bn_23_1d_again (Judging *j)
{
  g_autofree char *label = vd_board_format_hex (j->board, j->target);
  guint before = 0;
  gboolean skirmishers_only = TRUE;

  for (guint i = 0; j->setup->journal != NULL && i < j->n_applied; i++)
    {
      const VdBoardEvent *event = g_ptr_array_index (j->setup->journal, i);
      gboolean here = FALSE;

      if (!is_melee (j, event) || event->turn != j->board->turn ||
          g_strcmp0 (event->phase, j->board->phase) != 0)
        continue;
      for (guint d = 0; d < j->defenders->len; d++)
        here |= has_id (event->defenders, ((VdBoardUnit *) j->defenders->pdata[d])->id);
      before += here;
    }
  for (guint d = 0; d < j->defenders->len; d++)
    skirmishers_only &= g_strcmp0 (((VdBoardUnit *) j->defenders->pdata[d])->unit_class,
                                   word (j, "skirmisher_class")) == 0;
  /* Translators: "meleed 2 time(s) already this phase: no limit to how often". */
  vd_hex_odds_add_reason (j->limits->reasons, word (j, "again_rule"), label,
                          g_strdup_printf (_("meleed %u time(s) already this phase: no limit "
                                             "to how often"), before));
  if (skirmishers_only)
    vd_hex_odds_add_reason (j->limits->players, word (j, "fall_back_rule"), label,
                            g_strdup (_("skirmishers alone: they may fall back a hex before "
                                        "the melee (hex skirmish fall-back)")));
  else
    vd_hex_odds_add_reason (j->limits->reasons, word (j, "again_rule"), label,
                            g_strdup (_("the defenders must take the melee")));
}

/* The board as the current phase began: the set-up replayed up to the phase's first event. */
static VdBoard *
phase_start (const Judging *j, GError **error)
{
  guint first = MIN (j->n_applied, j->setup->journal != NULL ? j->setup->journal->len : 0);

  for (; first > 0; first--)
    {
      const VdBoardEvent *event = g_ptr_array_index (j->setup->journal, first - 1);

      if (event->turn != j->board->turn || g_strcmp0 (event->phase, j->board->phase) != 0 ||
          event->kind == VD_BOARD_EVENT_END_PHASE)
        break;
    }
  return vd_board_replay (j->setup, j->module, first, error);
}

/* 23.1e: attacking together, stacked together as the movement phase began (officers may come
 * from anywhere); and resolved as it happens, before any other move, which is the players'. */
static gboolean
bn_23_1e_together (Judging *j, GError **error)
{
  const char *rule = word (j, "together_rule");
  g_autoptr(VdBoard) then = phase_start (j, error);
  const VdBoardUnit *first = NULL, *first_then = NULL;

  if (then == NULL)
    return FALSE;
  for (guint a = 0; a < j->attackers->len; a++)
    {
      const VdBoardUnit *unit = j->attackers->pdata[a];
      const VdBoardUnit *was = vd_board_find_unit (then, unit->id);

      if (listed (j, "officer_classes", unit->unit_class))
        {
          vd_hex_odds_add_reason (j->limits->reasons, rule, unit->id,
                                  g_strdup (_("an officer joins from anywhere")));
          continue;
        }
      if (first == NULL)
        {
          first = unit;
          first_then = was;
          continue;
        }
      if (was == NULL || first_then == NULL || !was->placed || !first_then->placed ||
          !vd_hex_equal (was->hex, first_then->hex))
        /* Translators: "fr-2 was not stacked with fr-1 as the movement phase began". */
        refuse (j, rule, unit->id,
                g_strdup_printf (_("%s was not stacked with %s as the movement phase began"),
                                 unit->id, first->id));
      else
        vd_hex_odds_add_reason (j->limits->reasons, rule, unit->id,
                                g_strdup_printf (_("stacked with %s since the phase began"),
                                                 first->id));
    }
  vd_hex_odds_add_reason (j->limits->players, rule, NULL,
                          g_strdup (_("the melee is fought now, before any other counter "
                                      "moves")));
  return TRUE;
}

static gboolean
in_c (const Judging *j, const char *letters, double *value)
{
  const VdYamlNode *table = vd_hex_ruleset_lookup (j->module, "stacking.strength_in_c");
  const char *text = letters != NULL && table != NULL && table->kind == VD_YAML_MAPPING
                       ? vd_hex_ruleset_word (vd_yaml_lookup (table, letters)) : NULL;
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

/* One side's fire cap in the melee (12.3), counted for its own counters alone. */
static void
side_fire_cap (Judging *j, GPtrArray *side, gboolean attacking)
{
  const char *cap = word (j, "fire_cap");
  double cap_c = 0, total = 0;

  if (cap == NULL || !in_c (j, cap, &cap_c))
    return;
  for (guint i = 0; i < side->len; i++)
    {
      const VdBoardUnit *unit = side->pdata[i];
      double value;

      if (listed (j, "fire_classes", unit->unit_class) && in_c (j, unit->strength, &value))
        total += value;
    }
  if (total > cap_c)
    /* Translators: "the attackers' infantry fires as A at most (its 8 C counted as 4 C),
     * apart from the other side's". */
    vd_hex_odds_add_reason (j->limits->reasons, word (j, "caps_rule"), NULL,
                            g_strdup_printf (attacking
                                               ? _("the attackers' infantry fires as %s at most "
                                                   "(its %.0f C counted as %.0f C), apart from "
                                                   "the other side's (%s)")
                                               : _("the defenders' infantry fires as %s at most "
                                                   "(its %.0f C counted as %.0f C), apart from "
                                                   "the other side's (%s)"),
                                             cap, total, cap_c, word (j, "fire_cap_rule")));
}

/* 23.1g: stacking and the fire cap are weighed for each side apart: the attackers as if in the
 * target hex, without the defenders' counters. */
static void
bn_23_1g_caps (Judging *j)
{
  const char *rule = word (j, "caps_rule");
  g_autoptr(VdBoard) probe = vd_board_copy_without_journal (j->board);
  g_autoptr(VdHexStack) stack = NULL;
  g_autofree char *label = vd_board_format_hex (j->board, j->target);

  for (guint i = 0; i < probe->units->len; i++)
    {
      VdBoardUnit *unit = probe->units->pdata[i];

      for (guint a = 0; a < j->attackers->len; a++)
        if (g_str_equal (unit->id, ((VdBoardUnit *) j->attackers->pdata[a])->id))
          unit->hex = j->target;
    }
  stack = vd_hex_stacking_at (probe, j->module, j->target, NULL);
  if (stack->verdict == VD_HEX_STACK_OVER)
    /* Translators: "each side weighed apart in 0405: over by …". */
    refuse (j, rule, label,
            g_strdup_printf (_("each side weighed apart in %s: %s (%s)"), label,
                             stack->why != NULL ? stack->why : "?",
                             stack->rule != NULL ? stack->rule : "?"));
  else if (stack->verdict == VD_HEX_STACK_UNKNOWN)
    wait_for (j, rule, label,
              g_strdup_printf (_("each side weighed apart in %s: %s"), label,
                               stack->why != NULL ? stack->why : "?"));
  else
    vd_hex_odds_add_reason (j->limits->reasons, rule, label,
                            g_strdup_printf (_("each side weighed apart in %s: both within the "
                                               "stacking limit (%s)"), label,
                                             stack->rule != NULL ? stack->rule : "?"));
  side_fire_cap (j, j->attackers, TRUE);
  side_fire_cap (j, j->defenders, FALSE);
}

/* 23.1h: the fire in a melee is read at the close-combat range of the fire-point tables, whose
 * column the seed does not give. */
static void
bn_23_1h_range (Judging *j)
{
  const VdYamlNode *charts = vd_hex_ruleset_lookup (j->module, LIMITS "range_charts");
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; charts != NULL && charts->kind == VD_YAML_SEQUENCE && i < charts->n_children;
       i++)
    g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                            chart_name (j, vd_hex_ruleset_word (charts->children[i])));
  /* Translators: "each side's fire in the melee is read at close-combat range: the column of
   * Infantry fire-point tables, Artillery fire-point tables is not given". */
  vd_hex_odds_add_reason (j->limits->missing, word (j, "range_rule"), NULL,
                          g_strdup_printf (_("each side's fire in the melee is read at "
                                             "close-combat range: that column of %s is not "
                                             "given"), names->str));
}

/* 23.1i: an attacker entering through the defender's flank or rear gives the defender an extra
 * fire modifier; a square has no flank, a limbered or routed stack no front; else the missing
 * front-flank-rear diagram decides. */
static void
bn_23_1i_flank (Judging *j)
{
  const char *rule = word (j, "flank_rule");
  const char *reading = word (j, "flank_reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (j->module, reading) : NULL;
  const VdBoardUnit *top = j->defenders->pdata[0];
  gboolean every_side = FALSE, no_side = FALSE;

  for (guint d = 0; d < j->defenders->len; d++)
    {
      const VdBoardUnit *unit = j->defenders->pdata[d];

      every_side |= listed (j, "every_side", unit->formation) &&
                    !listed (j, "no_side_states", unit->state);
      no_side |= listed (j, "no_side_formations", unit->formation) ||
                 listed (j, "no_side_states", unit->state);
      if (every_side || no_side)
        {
          top = unit;
          break;
        }
    }
  if (every_side)
    {
      vd_hex_odds_add_reason (j->limits->reasons, rule, top->id,
                              g_strdup (_("in square, a front on every side: no flank or rear "
                                          "to come in by")));
      return;
    }
  if (!no_side)
    {
      /* Translators: "whether the attackers come in by fr-1's flank or rear: the Front, flank
       * and rear hexes of a facing chart is missing". */
      vd_hex_odds_add_reason (j->limits->players, rule, top->id,
                              g_strdup_printf (_("whether the attackers come in by %s's flank or "
                                                 "rear: %s is missing"), top->id,
                                               chart_name (j, word (j, "flank_chart"))));
      return;
    }
  vd_hex_odds_add_reason (j->limits->reasons, rule, top->id,
                          g_strdup_printf (_("%s has no front (limbered or routed): the "
                                             "attackers come in by its flank or rear"), top->id));
  if (choice == NULL)
    vd_hex_odds_add_reason (j->limits->missing, reading, top->id,
                            g_strdup_printf (_("whether its own fire is made worse or the fire "
                                               "at it stronger is reading %s"), reading));
  else
    vd_hex_odds_add_reason (j->limits->reasons, reading, top->id, g_strdup (choice));
  vd_hex_odds_add_reason (j->limits->missing, rule, top->id,
                          g_strdup_printf (_("the extra modifier's columns: %s does not give "
                                             "them"), chart_name (j, "terrain-effects")));
}

/* 23.1m, 23.1o: a Blood Lust stack need not melee; after the melee both sides face the units
 * that fought as they like. Both the players'. */
static void
bn_23_1m_23_1o_players (Judging *j)
{
  const VdBoardUnit *first = j->attackers->pdata[0];
  g_autoptr(GPtrArray) stack = vd_board_units_at (j->board, first->hex);
  const char *by = NULL;
  g_autofree char *level = vd_hex_morale_stack_level (stack, j->module, &by);

  if (g_strcmp0 (level, word (j, "blood_lust")) == 0)
    vd_hex_odds_add_reason (j->limits->players, word (j, "blood_lust_rule"), first->id,
                            g_strdup (_("Blood Lust: the stack is not obliged to melee")));
  vd_hex_odds_add_reason (j->limits->players, word (j, "facing_rule"), NULL,
                          g_strdup (_("afterwards both sides may face the units that fought "
                                      "any way, at no cost")));
}

static gboolean
gather (Judging *j, const char * const *ids, GPtrArray *into, GError **error)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (j->board, ids[i]);

      if (unit == NULL || !unit->placed)
        {
          g_autofree char *shown = vd_error_cut (ids[i]);

          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
          return FALSE;
        }
      if (into->len > 0 && g_strcmp0 (unit->side, ((VdBoardUnit *) into->pdata[0])->side) != 0)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s and %s are of different sides"),
                       ((VdBoardUnit *) into->pdata[0])->id, unit->id);
          return FALSE;
        }
      g_ptr_array_add (into, (gpointer) unit);
    }
  if (into->len == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s", _("no counter named"));
      return FALSE;
    }
  return TRUE;
}

VdHexMeleeLimits *
vd_hex_bn_melee_limits (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                        const char * const *attacker_ids, const char * const *defender_ids,
                        GError **error)
{
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, n_applied, error);
  g_autoptr(GPtrArray) attackers = g_ptr_array_new ();
  g_autoptr(GPtrArray) defenders = g_ptr_array_new ();
  g_autoptr(VdHexMeleeLimits) limits = NULL;
  Judging j = { setup, n_applied, NULL, module, attackers, defenders, { 0 }, NULL };

  if (board == NULL)
    return NULL;
  if (vd_hex_ruleset_lookup (module, "combat.melee.limits") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no melee limits Vedette reads"),
                   vd_text_get (&module->name));
      return NULL;
    }
  j.board = board;
  j.n_applied = MIN (n_applied, setup->journal != NULL ? setup->journal->len : 0);
  if (!gather (&j, attacker_ids, attackers, error) || !gather (&j, defender_ids, defenders, error))
    return NULL;
  j.target = ((VdBoardUnit *) defenders->pdata[0])->hex;
  if (g_str_equal (((VdBoardUnit *) attackers->pdata[0])->side,
                   ((VdBoardUnit *) defenders->pdata[0])->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s attacks its own side"),
                   ((VdBoardUnit *) attackers->pdata[0])->id);
      return NULL;
    }
  for (guint i = 0; i < defenders->len; i++)
    if (!vd_hex_equal (((VdBoardUnit *) defenders->pdata[i])->hex, j.target))
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the defenders are not all in one hex"));
        return NULL;
      }
  for (guint i = 0; i < attackers->len; i++)
    if (vd_hex_distance (((VdBoardUnit *) attackers->pdata[i])->hex, j.target) != 1)
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not next to the defenders"),
                     ((VdBoardUnit *) attackers->pdata[i])->id);
        return NULL;
      }
  limits = j.limits = g_new0 (VdHexMeleeLimits, 1);
  limits->reasons = vd_hex_odds_reasons_new ();
  limits->missing = vd_hex_odds_reasons_new ();
  limits->players = vd_hex_odds_reasons_new ();
  bn_23_1_once (&j);
  bn_23_1b_radius (&j);
  bn_23_1d_again (&j);
  if (!bn_23_1e_together (&j, error))
    return NULL;
  bn_23_1g_caps (&j);
  bn_23_1h_range (&j);
  bn_23_1i_flank (&j);
  bn_23_1m_23_1o_players (&j);
  return g_steal_pointer (&limits);
}
