/* Where a game stands in its sequence of play: the turn record, the phase's dues, what comes
 * next. */
#include "vd-hex-turn.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-british-withdrawal.h"
#include "vd-hex-combats.h"
#include "vd-hex-command.h"
#include "vd-hex-extension.h"
#include "vd-hex-orders-bn.h"
#include "vd-hex-odds.h"
#include "vd-hex-stacking.h"
#include "vd-hex-zoc.h"

static void
turn_step_free (VdHexTurnStep *step)
{
  g_free (step->id);
  g_free (step->name);
  g_free (step->rule);
  g_free (step);
}

void
vd_hex_turn_free (VdHexTurn *turn)
{
  if (turn == NULL)
    return;
  g_clear_pointer (&turn->steps, g_ptr_array_unref);
  g_free (turn->steps_rule);
  g_free (turn->phase);
  g_free (turn->phase_name);
  g_free (turn->phase_side);
  g_free (turn->first_side);
  g_free (turn->first_rule);
  g_free (turn->first_why);
  g_free (turn->last_rule);
  g_free (turn->length_missing);
  g_free (turn->length_rule);
  g_free (turn->clock);
  g_free (turn->clock_rule);
  g_clear_pointer (&turn->conditions, g_ptr_array_unref);
  g_free (turn->over_rule);
  g_free (turn->over_why);
  g_free (turn->next_phase);
  g_free (turn->next_phase_name);
  g_clear_pointer (&turn->owed, g_ptr_array_unref);
  g_free (turn->owed_missing);
  g_free (turn);
}

/* NODE, or the node its word names elsewhere in the module (a path such as
 * special.fog_and_night.fog_turns): the module says each value once. */
static const VdYamlNode *
resolve (const VdHexRuleset *module, const VdYamlNode *node)
{
  const char *word = vd_hex_ruleset_word (node);

  if (word != NULL && !g_ascii_isdigit (word[0]) && word[0] != '-')
    return vd_hex_ruleset_lookup (module, word);
  return node;
}

/* Whether WORD ("12", or as an owner enters a track's turns, "21-28,45-52") holds TURN. */
static gboolean
word_holds_turn (const char *word, int turn)
{
  g_auto(GStrv) spans = g_strsplit (word, ",", -1);

  for (guint i = 0; spans[i] != NULL; i++)
    {
      char *end;
      gint64 first = g_ascii_strtoll (spans[i], &end, 10);
      gint64 last = *end == '-' ? g_ascii_strtoll (end + 1, NULL, 10) : first;

      if (turn >= first && turn <= last)
        return TRUE;
    }
  return FALSE;
}

/* Whether TURNS (a turn or a list of them, or the path of either) holds TURN. */
static gboolean
holds_turn (const VdHexRuleset *module, const VdYamlNode *turns, int turn)
{
  const char *word;

  turns = resolve (module, turns);
  if ((word = vd_hex_ruleset_word (turns)) != NULL)
    return word_holds_turn (word, turn);
  for (guint i = 0; turns != NULL && turns->kind == VD_YAML_SEQUENCE && i < turns->n_children;
       i++)
    if ((word = vd_hex_ruleset_word (turns->children[i])) != NULL &&
        g_ascii_strtoll (word, NULL, 10) == turn)
      return TRUE;
  return FALSE;
}

static gboolean
option_on (const VdBoard *board, const char *option)
{
  return option == NULL ||
         (board->options != NULL && g_strv_contains ((const char * const *) board->options,
                                                     option));
}

/* Whether OPTIONS (none, an option, or a list of them: any) is in force on BOARD. */
static gboolean
options_on (const VdBoard *board, const VdYamlNode *options)
{
  if (options == NULL || vd_yaml_node_is_null (options))
    return TRUE;
  if (vd_hex_ruleset_word (options) != NULL)
    return option_on (board, options->value);
  for (guint i = 0; options->kind == VD_YAML_SEQUENCE && i < options->n_children; i++)
    if (vd_hex_ruleset_word (options->children[i]) != NULL &&
        option_on (board, options->children[i]->value))
      return TRUE;
  return FALSE;
}

/* The game's length: a number, or one per scenario option (1914), the board's option
 * choosing it; none chosen, or none given, is named. */
static void
find_length (VdHexTurn *turn, const VdBoard *board, const VdHexRuleset *module,
             const VdYamlNode *track)
{
  const VdYamlNode *last = resolve (module, vd_yaml_lookup (track, "last"));
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (track, "last_rule"));
  const char *word = vd_hex_ruleset_word (last);

  turn->length_rule = g_strdup (rule);
  if (word != NULL)
    {
      turn->last_turn = (int) g_ascii_strtoll (word, NULL, 10);
      turn->last_rule = g_strdup (rule);
      return;
    }
  /* A mapping's children are its keys and values in turn. */
  for (guint i = 0; last != NULL && last->kind == VD_YAML_MAPPING && i + 1 < last->n_children;
       i += 2)
    {
      const char *scenario = last->children[i]->value;
      const char *length = vd_hex_ruleset_word (last->children[i + 1]);
      const char *rules = vd_hex_ruleset_word (vd_yaml_lookup (vd_yaml_lookup (track,
                                                                               "scenario_rules"),
                                                               scenario));

      if (scenario != NULL && option_on (board, scenario) && length != NULL)
        {
          turn->last_turn = (int) g_ascii_strtoll (length, NULL, 10);
          turn->last_rule = g_strdup (rules != NULL ? rules : rule);
          return;
        }
    }
  if (last != NULL && last->kind == VD_YAML_MAPPING)
    turn->length_missing = g_strdup (_("the game's length is the scenario's: choose one of the "
                                       "game's scenario options"));
  else
    turn->length_missing = g_strdup (_("the game's length is on its turn record track, which "
                                       "the seed does not give"));
}

/* How many minutes TURN lasts: the track's `minutes`, or a `long_turns` entry's (BN 28.0a, a
 * night turn lasts an hour), whose rule goes to RULE. */
static int
turn_minutes (const VdHexRuleset *module, const VdYamlNode *track, int turn, const char **rule)
{
  const VdYamlNode *longer = vd_yaml_lookup (track, "long_turns");
  const char *minutes = vd_hex_ruleset_word (vd_yaml_lookup (longer, "minutes"));

  if (minutes != NULL && atoi (minutes) > 0 &&
      holds_turn (module, vd_yaml_lookup (longer, "turns"), turn))
    {
      *rule = vd_hex_ruleset_word (vd_yaml_lookup (longer, "rule"));
      return atoi (minutes);
    }
  *rule = NULL;
  minutes = vd_hex_ruleset_word (vd_yaml_lookup (track, "minutes"));
  return minutes != NULL ? atoi (minutes) : 0;
}

/* "07:00–08:00": the turn's hours from the first turn's START (or the owner's entry it names)
 * and each turn's length; the rule of a turn longer than the others in RULE. */
static char *
clock_of (const VdHexRuleset *module, const VdYamlNode *track, int turn, const char **rule)
{
  const char *start = vd_hex_ruleset_word (resolve (module, vd_yaml_lookup (track, "start")));
  int hours, mins, length, from;

  *rule = NULL;
  if (start == NULL || sscanf (start, "%d:%d", &hours, &mins) != 2 || hours < 0 || mins < 0 ||
      turn_minutes (module, track, 1, rule) <= 0)
    return NULL;
  from = hours * 60 + mins;
  for (int t = 1; t < turn; t++)
    from += turn_minutes (module, track, t, rule);
  length = turn_minutes (module, track, turn, rule);
  if (length <= 0)
    return NULL;
  return g_strdup_printf ("%02d:%02d–%02d:%02d", (from / 60) % 24, from % 60,
                          ((from + length) / 60) % 24, (from + length) % 60);
}

/* The reinforcements BOARD's counters are due in TURN by (`arrives`, BN 16.4), added to
 * CONDITIONS while they are not on the map. */
static void
find_arrivals (GPtrArray *conditions, int turn, const VdBoard *board,
               const VdHexRuleset *module)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.reinforcements.rule");

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autofree char *by = NULL;

      if (unit->placed || unit->arrives_turn != turn || unit->arrives_hexes == NULL)
        continue;
      by = g_strjoinv (", ", unit->arrives_hexes);
      /* Translators: a turn's condition: "fr-5 arrives by 0101, 0102". */
      vd_hex_odds_add_reason (conditions, rule, unit->id,
                              g_strdup_printf (_("%s arrives by %s"), unit->id, by));
    }
}

/* TURN's conditions (`turn_track.conditions`: turns, option, text, rule, reading), added to
 * CONDITIONS. */
static void
find_conditions (GPtrArray *conditions, int turn, const VdBoard *board,
                 const VdHexRuleset *module, const VdYamlNode *track)
{
  const VdYamlNode *list = vd_yaml_lookup (track, "conditions");

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (item, "reading"));
      const char *text = vd_hex_ruleset_text (vd_yaml_lookup (item, "text"));

      const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
      const char *unless = vd_hex_ruleset_word (vd_yaml_lookup (item, "unless_option"));

      if (!holds_turn (module, vd_yaml_lookup (item, "turns"), turn) ||
          !options_on (board, vd_yaml_lookup (item, "option")) ||
          (unless != NULL && option_on (board, unless)) || text == NULL)
        continue;
      if (chosen != NULL &&
          vd_hex_ruleset_text (vd_yaml_lookup (vd_yaml_lookup (item, "by_reading"), chosen)))
        text = vd_hex_ruleset_text (vd_yaml_lookup (vd_yaml_lookup (item, "by_reading"), chosen));
      if (reading != NULL && chosen == NULL)
        /* Translators: a turn's condition, then the reading it depends on: "nightfall: what
         * it does depends on reading naa-i-nightfall, not chosen yet". */
        vd_hex_odds_add_reason (conditions,
                                vd_hex_ruleset_word (vd_yaml_lookup (item, "rule")), NULL,
                                g_strdup_printf (_("%s (what it does depends on reading %s, "
                                                   "not chosen yet)"), text, reading));
      else
        vd_hex_odds_add_reason (conditions,
                                vd_hex_ruleset_word (vd_yaml_lookup (item, "rule")), NULL,
                                g_strdup (text));
    }
}

/* 1914-OPT-1: option (a)'s test on its turn, its answer, the readings it took and the counters
 * that decide it, added to CONDITIONS. */
static void
find_british_withdrawal (GPtrArray *conditions, const VdBoard *board,
                         const VdHexRuleset *module)
{
  g_autoptr(VdHexBritishTest) test = vd_hex_british_test (board, module, NULL);

  if (test == NULL)
    return;
  vd_hex_odds_add_reason (conditions, test->rule, NULL, g_strdup (test->why));
  for (guint i = 0; i < test->readings->len; i++)
    {
      const VdHexOddsReason *reading = test->readings->pdata[i];

      /* Translators: a reading and its option: "read as south (our default: not chosen)". */
      vd_hex_odds_add_reason (conditions, reading->rule, reading->by,
                              g_strdup_printf (_("read as %s (%s)"), reading->by, reading->what));
    }
  for (guint i = 0; i < test->deciding->len; i++)
    {
      const VdHexOddsReason *one = test->deciding->pdata[i];

      vd_hex_odds_add_reason (conditions, one->rule, one->by,
                              g_strdup_printf ("%s %s", one->by, one->what));
    }
  if (test->verdict == VD_HEX_BRITISH_LEAVE && test->british[0] != NULL)
    {
      g_autofree char *british = g_strjoinv (", ", test->british);

      /* Translators: "to withdraw: br-1, br-2, br-3". */
      vd_hex_odds_add_reason (conditions, test->rule, NULL,
                              g_strdup_printf (_("to withdraw: %s"), british));
    }
}

/* NaA VIC-1: the game ends at once when an army that was on the map (SETUP's counters, before
 * the journal) has no counter left there; one not set up yet has not left it. */
static const char *
army_gone (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module)
{
  for (guint s = 0; s < module->sides->len; s++)
    {
      const VdHexName *side = module->sides->pdata[s];
      gboolean had = FALSE, has = FALSE;

      for (guint i = 0; i < setup->units->len; i++)
        {
          const VdBoardUnit *unit = setup->units->pdata[i];

          had = had || (unit->placed && g_strcmp0 (unit->side, side->id) == 0);
        }
      for (guint i = 0; i < board->units->len; i++)
        {
          const VdBoardUnit *unit = board->units->pdata[i];

          has = has || (unit->placed && g_strcmp0 (unit->side, side->id) == 0);
        }
      if (had && !has)
        return vd_text_get (&side->name);
    }
  return NULL;
}

/* What the phase owes before it ends: the combats the rules make mandatory, not fought. */
static void
find_owed (VdHexTurn *turn, const VdBoard *setup, const VdHexRuleset *module, guint n_applied)
{
  g_autoptr(VdHexCombats) combats = vd_hex_combats (setup, module, n_applied, NULL);

  if (combats == NULL || combats->preview)
    return;
  if (combats->kind == VD_HEX_COMBATS_UNKNOWN)
    {
      turn->owed_missing = g_strdup (combats->why);
      return;
    }
  for (guint i = 0; combats->kind == VD_HEX_COMBATS_OBLIGED && i < combats->duties->len; i++)
    {
      const VdHexCombatDuty *duty = combats->duties->pdata[i];

      if (duty->exempt || duty->fought || duty->gone)
        continue;
      vd_hex_odds_add_reason (turn->owed, duty->rule, duty->unit,
                              duty->role == VD_HEX_DUTY_ATTACK
                                /* Translators: a combat this phase still owes. */
                                ? g_strdup (_("must attack, and has not yet"))
                                : g_strdup (_("must be attacked, and has not been yet")));
    }
}

/* LBA-SEQ-1: a module whose phases' order is missing (`special.sequence.order: ~`) says so. */
static void
sequence_unknown (GPtrArray *conditions, const VdHexRuleset *module)
{
  const VdYamlNode *order = vd_hex_ruleset_lookup (module, "special.sequence.order");

  if (order == NULL || !vd_yaml_node_is_null (order))
    return;
  vd_hex_odds_add_reason (conditions,
                          vd_hex_ruleset_lookup_word (module, "special.sequence.rule"), NULL,
                          g_strdup (_("the phases' order is in the missing Premier Rules: "
                                      "the next phase is the module's list, not the rules'")));
}

VdHexTurn *
vd_hex_turn (const VdBoard *setup, const VdHexRuleset *module, guint n_applied, GError **error)
{
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, n_applied, error);
  g_autoptr(VdHexTurn) turn = NULL;
  const VdYamlNode *track;
  const VdHexName *phase;
  const char *next_phase, *gone, *clock_rule;

  if (board == NULL)
    return NULL;
  turn = g_new0 (VdHexTurn, 1);
  turn->conditions = vd_hex_odds_reasons_new ();
  turn->owed = vd_hex_odds_reasons_new ();
  turn->turn = board->turn;
  turn->phase = g_strdup (board->phase);
  if ((phase = board->phase != NULL ? vd_hex_ruleset_find_phase (module, board->phase) : NULL))
    {
      turn->phase_name = g_strdup (vd_text_get (&phase->name));
      turn->phase_side = g_strdup (phase->side);
    }
  /* BN 8.2: the phase's steps, those the journal has taken or passed done. */
  turn->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) turn_step_free);
  for (guint s = 0; phase != NULL && phase->steps != NULL && s < phase->steps->len; s++)
    {
      const VdHexPhaseStep *step = phase->steps->pdata[s];
      VdHexTurnStep *listed = g_new0 (VdHexTurnStep, 1);

      listed->id = g_strdup (step->id);
      listed->name = g_strdup (vd_text_get (&step->name));
      listed->rule = g_strdup (step->rule);
      listed->done = s + 1 <= board->phase_step;
      listed->current = s + 1 == board->phase_step;
      g_ptr_array_add (turn->steps, listed);
    }
  if (phase != NULL)
    turn->steps_rule = g_strdup (phase->steps_rule);
  /* BN 1.4.6: who goes first, as the module's turn track names it. */
  turn->first_side = g_strdup (vd_hex_ruleset_lookup_word (module, "turn_track.first_side.side"));
  if (turn->first_side != NULL)
    {
      const VdHexName *side = vd_hex_ruleset_find_side (module, turn->first_side);

      turn->first_rule = g_strdup (vd_hex_ruleset_lookup_word (module,
                                                               "turn_track.first_side.rule"));
      /* Translators: BN 1.4.6, "the French player goes first" (the side's name). */
      turn->first_why = g_strdup_printf (_("the %s player goes first"),
                                         side != NULL ? vd_text_get (&side->name)
                                                      : turn->first_side);
    }
  track = vd_hex_ruleset_lookup (module, "turn_track");
  if (track == NULL || vd_yaml_node_is_null (track))
    turn->length_missing = g_strdup (_("the game's length is on its turn record track, which "
                                       "the seed does not give"));
  else
    {
      find_length (turn, board, module, track);
      turn->clock = clock_of (module, track, board->turn, &clock_rule);
      turn->clock_rule = g_strdup (clock_rule);
      find_conditions (turn->conditions, board->turn, board, module, track);
      find_british_withdrawal (turn->conditions, board, module);
    }
  find_arrivals (turn->conditions, board->turn, board, module);
  sequence_unknown (turn->conditions, module);
  if (turn->last_turn > 0 && board->turn > turn->last_turn)
    {
      turn->over = TRUE;
      turn->over_rule = g_strdup (turn->last_rule);
      /* Translators: "the game ended with turn 12". */
      turn->over_why = g_strdup_printf (_("the game ended with turn %d"), turn->last_turn);
    }
  else if (track != NULL && vd_yaml_lookup (track, "army_gone") != NULL &&
           (gone = army_gone (setup, board, module)) != NULL)
    {
      turn->over = TRUE;
      turn->over_rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (vd_yaml_lookup (track,
                                                                                       "army_gone"),
                                                                       "rule")));
      /* Translators: a side's name ("Austro-Russians have no counter left on the map"). */
      turn->over_why = g_strdup_printf (_("%s have no counter left on the map"), gone);
    }
  if (!turn->over)
    {
      if (vd_board_next_phase (board, module, &turn->next_turn, &next_phase))
        {
          turn->next_phase = g_strdup (next_phase);
          turn->next_phase_name = g_strdup (vd_text_get (&vd_hex_ruleset_find_phase (module,
                                                                                     next_phase)->name));
        }
      else
        turn->next_turn = board->turn + 1;
      find_owed (turn, setup, module, n_applied);
      vd_hex_command_phase_owed (board, module, turn->owed);
      vd_hex_extension_phase_owed (board, module, turn->owed);
      vd_hex_orders_phase_owed (setup, board, module, n_applied, turn->owed);
    }
  return g_steal_pointer (&turn);
}

/* The phase of MODULE's sequence before PHASE (the last one before the first), or NULL. */
static const char *
phase_before (const VdHexRuleset *module, const char *phase)
{
  for (guint i = 0; phase != NULL && i < module->phases->len; i++)
    if (g_str_equal (((const VdHexName *) module->phases->pdata[i])->id, phase))
      return ((const VdHexName *) module->phases->pdata[(i + module->phases->len - 1) %
                                                        module->phases->len])->id;
  return NULL;
}

/* BN 12.5 (`stacking.over_limit`): as a phase with movement ends, every hex over the stacking
 * limit becomes disorganized, or routed where it was already; its officers have no level. */
static void
over_stacked_events (const VdBoard *board, const VdHexRuleset *module, GPtrArray *events,
                     GPtrArray *reasons)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "stacking.over_limit.rule");
  const char *first = vd_hex_ruleset_lookup_word (module, "stacking.over_limit.first");
  const char *then = vd_hex_ruleset_lookup_word (module, "stacking.over_limit.then");
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  if (rule == NULL || first == NULL || then == NULL ||
      !vd_hex_ruleset_list_has (module, "stacking.over_limit.after_phases",
                                phase_before (module, board->phase)))
    return;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      gint64 key = vd_hex_key (unit->hex);
      g_autoptr(VdHexStack) stack = NULL;
      g_autoptr(GPtrArray) here = NULL;

      if (!unit->placed || g_hash_table_contains (seen, &key))
        continue;
      g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
      stack = vd_hex_stacking_at (board, module, unit->hex, NULL);
      if (stack->verdict != VD_HEX_STACK_OVER)
        continue;
      here = vd_board_units_at (board, unit->hex);
      for (guint k = 0; k < here->len; k++)
        {
          const VdBoardUnit *one = here->pdata[k];
          const char *to = g_strcmp0 (one->state, first) == 0 ? then : first;
          VdBoardEvent *event;

          if (vd_hex_ruleset_list_has (module, "stacking.over_limit.exempt", one->unit_class) ||
              g_strcmp0 (one->state, then) == 0)
            continue;
          event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
          event->unit_id = g_strdup (one->id);
          event->state = g_strdup (to);
          event->note = g_strdup (rule);
          g_ptr_array_add (events, event);
          if (reasons != NULL)
            /* Translators: "over the stacking limit: disorganized (…why…)". */
            vd_hex_odds_add_reason (reasons, rule, one->id,
                                    g_strdup_printf (_("over the stacking limit: %s (%s)"), to,
                                                     stack->why != NULL ? stack->why : "?"));
        }
    }
}

GPtrArray *
vd_hex_phase_start_events (const VdBoard *board, const VdHexRuleset *module, GPtrArray *reasons)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  const char *phase = vd_hex_ruleset_lookup_word (module, "morale.recovery.phase");
  const char *state = vd_hex_ruleset_lookup_word (module, "morale.recovery.state");
  const char *rule = vd_hex_ruleset_lookup_word (module, "morale.recovery.rule");

  over_stacked_events (board, module, events, reasons);
  if (phase == NULL || state == NULL || g_strcmp0 (board->phase, phase) != 0)
    return events;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autoptr(VdHexZoc) zoc = NULL;
      g_autoptr(GPtrArray) stack = NULL;
      const VdBoardUnit *friend = NULL;
      VdBoardEvent *event;

      if (!unit->placed || g_strcmp0 (unit->state, state) != 0)
        continue;
      zoc = vd_hex_zoc_at (board, module, unit->hex);
      stack = vd_board_units_at (board, unit->hex);
      for (guint k = 0; k < stack->len && friend == NULL; k++)
        {
          const VdBoardUnit *other = stack->pdata[k];

          if (other != unit && g_strcmp0 (other->side, unit->side) == 0 &&
              g_strcmp0 (other->state, state) != 0)
            friend = other;
        }
      if (friend == NULL && vd_hex_zoc_has_enemy (zoc, unit->side, NULL))
        continue;
      event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
      event->unit_id = g_strdup (unit->id);
      event->note = g_strdup (rule);
      g_ptr_array_add (events, event);
      if (reasons != NULL)
        vd_hex_odds_add_reason (reasons, rule, unit->id,
                                friend != NULL
                                  /* Translators: "recovers, stacked with f2 (not disorganized)". */
                                  ? g_strdup_printf (_("recovers, stacked with %s, who is not "
                                                       "%s"), friend->id, state)
                                  : g_strdup (_("recovers, out of the enemy's zones")));
    }
  return events;
}

const char *
vd_hex_covering_rule (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *covering = vd_hex_ruleset_lookup (module, "special.covering_units");
  const VdYamlNode *units = covering != NULL ? vd_yaml_lookup (covering, "units") : NULL;
  const char *from = covering != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (covering,
                                                                            "offensive_from_turn"))
                                      : NULL;

  if (units == NULL || from == NULL || board->turn >= atoi (from) || board->options == NULL)
    return NULL;
  /* A mapping's children are its keys and values in turn: the scenario, then its units. */
  for (guint i = 0; units->kind == VD_YAML_MAPPING && i + 1 < units->n_children; i += 2)
    if (g_strv_contains ((const char * const *) board->options, units->children[i]->value) &&
        (vd_hex_ruleset_node_has (units->children[i + 1], unit->id) ||
         (unit->name != NULL && vd_hex_ruleset_node_has (units->children[i + 1], unit->name))))
      return vd_hex_ruleset_word (vd_yaml_lookup (covering, "rule"));
  return NULL;
}

static void
turn_record_row_free (VdHexTurnRecordRow *row)
{
  g_free (row->clock);
  g_free (row->clock_rule);
  g_clear_pointer (&row->conditions, g_ptr_array_unref);
  g_free (row);
}

void
vd_hex_turn_record_free (VdHexTurnRecord *record)
{
  if (record == NULL)
    return;
  g_clear_pointer (&record->rows, g_ptr_array_unref);
  g_clear_pointer (&record->turn, vd_hex_turn_free);
  g_free (record);
}

VdHexTurnRecord *
vd_hex_turn_record (const VdBoard *setup, const VdHexRuleset *module, GError **error)
{
  guint n_events = setup->journal != NULL ? setup->journal->len : 0;
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, n_events, error);
  g_autoptr(VdHexTurnRecord) record = NULL;
  const VdYamlNode *track;
  guint phase_index = 0;
  int n_rows;

  if (board == NULL)
    return NULL;
  record = g_new0 (VdHexTurnRecord, 1);
  record->turn = vd_hex_turn (setup, module, n_events, error);
  if (record->turn == NULL)
    return NULL;
  record->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) turn_record_row_free);
  track = vd_hex_ruleset_lookup (module, "turn_track");
  if (track != NULL && vd_yaml_node_is_null (track))
    track = NULL;
  for (guint i = 0; board->phase != NULL && i < module->phases->len; i++)
    if (g_strcmp0 (((const VdHexName *) module->phases->pdata[i])->id, board->phase) == 0)
      phase_index = i;
  /* The track's turns; without its length, the turns the game has reached (BN 1.1d), as its
   * phases or its events' turns say. */
  n_rows = board->turn;
  for (guint i = 0; i < n_events; i++)
    n_rows = MAX (n_rows, ((const VdBoardEvent *) setup->journal->pdata[i])->turn);
  if (record->turn->last_turn > 0)
    n_rows = record->turn->last_turn;
  for (int t = 1; t <= n_rows; t++)
    {
      VdHexTurnRecordRow *row = g_new0 (VdHexTurnRecordRow, 1);

      row->turn = t;
      row->conditions = vd_hex_odds_reasons_new ();
      if (track != NULL)
        {
          const char *clock_rule;

          row->clock = clock_of (module, track, t, &clock_rule);
          row->clock_rule = g_strdup (clock_rule);
          find_conditions (row->conditions, t, board, module, track);
        }
      find_arrivals (row->conditions, t, setup, module);
      /* From the journal: a turn the game has gone past is played, every phase of it done;
       * in the turn it stands at, the phases before the one under way. */
      if (t < board->turn || (record->turn->over && t <= board->turn))
        {
          row->played = TRUE;
          row->phases_done = module->phases->len;
        }
      else if (t == board->turn)
        {
          row->current = TRUE;
          row->phases_done = phase_index;
        }
      for (guint i = 0; i < n_events; i++)
        if (((const VdBoardEvent *) setup->journal->pdata[i])->turn == t &&
            !vd_board_event_is_setup (setup->journal->pdata[i]))
          row->n_events++;
      g_ptr_array_add (record->rows, row);
    }
  return g_steal_pointer (&record);
}
