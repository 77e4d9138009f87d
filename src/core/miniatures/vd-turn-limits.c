#include "vd-turn-limits.h"

#include <glib/gi18n-lib.h>

#include "vd-movement.h"
#include "vd-table-battle.h"
#include "vd-table-readings.h"

struct _VdTurnState {
  const VdRuleset *ruleset;
  VdTable         *table;   /* the battle after the N events folded */
  GHashTable      *units;   /* id → VdTurnUnit* (the id is the key's) */
  guint            n;       /* events folded */
  guint            first;   /* the first event of the turn (after the last end of turn) */
  VdTable         *start;   /* the battle after FIRST events: where an undo in the turn restarts */
  guint64          edits;   /* vd_battle_get_edits when last brought to its battle */
  guint64          n_folded; /* events folded since it was made, rebuilds included */
  gboolean         finished; /* the allowances are worked out for the N events folded */
};

static VdTurnUnit *
unit_record (VdTurnState *state, const char *id)
{
  VdTurnUnit *record = g_hash_table_lookup (state->units, id);

  if (record == NULL)
    {
      char *key = g_strdup (id);

      record = g_new0 (VdTurnUnit, 1);
      record->unit_id = key;
      g_hash_table_insert (state->units, key, record);
    }
  return record;
}

/* Reading mini-i-allowance-carry: a share of ALLOWANCE (this move's) or paces. */
static void
spend (VdTurnState *state, VdTurnUnit *record, double paces, double allowance)
{
  if (vd_table_reads (state->table, state->ruleset, VD_READING_ALLOWANCE_CARRY, "paces"))
    record->spent_paces += paces;
  else
    record->spent_share += allowance > 0 ? paces / allowance : 1;
}

/* A move of this turn, measured again where it started (a charge's with its bonus). */
static void
count_move (VdTurnState *state, const VdEvent *event)
{
  const VdUnit *unit = vd_table_find_unit (state->table, event->unit_id);
  g_autoptr(GArray) points = NULL;
  VdTurnUnit *record;
  VdMoveAnswer answer;
  gboolean measured;

  if (unit == NULL)
    return;
  record = unit_record (state, unit->id);
  points = g_array_copy (event->via);
  g_array_append_val (points, event->at);
  if (record->charged)
    measured = vd_move_measure_charge (state->table, state->ruleset, unit,
                                       (const VdPoint *) points->data, points->len, &answer,
                                       NULL);
  else
    measured = vd_move_measure_terrain (state->table, state->ruleset, unit,
                                        (const VdPoint *) points->data, points->len, &answer,
                                        NULL);
  record->moved = TRUE;
  if (!measured)
    return;
  /* The terrain measure knows no forced march: its allowance is scaled here. */
  if (event->forced && !record->charged)
    answer.allowance *= vd_table_forced_march (state->table, state->ruleset);
  record->distance += answer.distance;
  spend (state, record, answer.cost, answer.allowance);
  vd_move_answer_clear (&answer);
}

/* ROAD-2's half-period, and any other formation change by reading mini-i-formation-change:
 * half the allowance of the formation left. */
static void
count_formation (VdTurnState *state, const VdEvent *event)
{
  const VdUnit *unit = vd_table_find_unit (state->table, event->unit_id);
  double allowance;

  if (unit == NULL)
    return;
  if (g_strcmp0 (event->rule, "ROAD-2") != 0 &&
      !vd_table_reads (state->table, state->ruleset, VD_READING_FORMATION_CHANGE,
                       "half-allowance"))
    return;
  allowance = vd_unit_allowance (unit, state->table, state->ruleset);
  spend (state, unit_record (state, unit->id), allowance / 2, allowance);
}

static void
count_event (VdTurnState *state, const VdEvent *event)
{
  VdTurnUnit *record;

  switch (event->kind)
    {
    case VD_EVENT_MOVE:
      count_move (state, event);
      break;
    case VD_EVENT_FORMATION:
      count_formation (state, event);
      break;
    case VD_EVENT_DECLARE_FIRE:
      unit_record (state, event->unit_id)->fired = TRUE;
      break;
    case VD_EVENT_DECLARE_CHARGE:
      unit_record (state, event->unit_id)->charged = TRUE;
      break;
    case VD_EVENT_BOMBARD:
      record = unit_record (state, event->unit_id);
      record->bombarded = TRUE;
      if (record->bombard_rule == NULL)
        record->bombard_rule = g_intern_string (event->rule);
      break;
    case VD_EVENT_FIRE:
      unit_record (state, event->unit_id)->set_fire = TRUE;
      break;
    /* Recoils are forced, set-up edits no moves; every other kind moves no unit. */
    default:
      break;
    }
}

/* Every unit on the table with its allowance now, and what it spent in that allowance. */
static void
finish (VdTurnState *state)
{
  state->finished = TRUE;
  for (guint i = 0; i < state->table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (state->table->units, i);
      VdTurnUnit *record = unit_record (state, unit->id);

      record->allowance = MAX (vd_unit_allowance (unit, state->table, state->ruleset), 0);
      record->spent = record->spent_share * record->allowance + record->spent_paces;
      record->left = MAX (record->allowance - record->spent, 0);
    }
}

/* Back to TABLE, the battle after its FIRST events (the set-up, or the turn's start). */
static void
restart (VdTurnState *state, const VdTable *table, guint first)
{
  VdTable *copy = vd_table_copy_without_journal (table);

  g_clear_pointer (&state->table, vd_table_free);
  state->table = copy;
  g_hash_table_remove_all (state->units);
  state->n = first;
  state->first = first;
  state->finished = FALSE;
  if (state->start != table)
    {
      g_clear_pointer (&state->start, vd_table_free);
      state->start = vd_table_copy_without_journal (table);
    }
}

/* Counts EVENT, the state's event N, and applies it; an end of turn starts the next turn. */
static gboolean
fold (VdTurnState *state, const VdEvent *event, GError **error)
{
  if (event->unit_id != NULL)
    count_event (state, event);
  if (!vd_event_apply (event, state->table, state->ruleset, error))
    return FALSE;
  state->n++;
  state->finished = FALSE;
  state->n_folded++;
  if (event->kind == VD_EVENT_END_TURN)
    {
      g_hash_table_remove_all (state->units);
      state->first = state->n;
      g_clear_pointer (&state->start, vd_table_free);
      state->start = vd_table_copy_without_journal (state->table);
    }
  return TRUE;
}

static VdTurnState *
state_new (const VdTable *setup, const VdRuleset *ruleset)
{
  VdTurnState *state = g_new0 (VdTurnState, 1);

  state->ruleset = ruleset;
  state->units = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  restart (state, setup, 0);
  return state;
}

VdTurnState *
vd_turn_state_new (const VdTable *setup, const VdRuleset *ruleset, VdEvent * const *events,
                   guint n_events, GError **error)
{
  g_autoptr(VdTurnState) state = NULL;

  g_return_val_if_fail (setup != NULL && ruleset != NULL, NULL);
  g_return_val_if_fail (n_events == 0 || events != NULL, NULL);
  state = state_new (setup, ruleset);
  for (guint i = 0; i < n_events; i++)
    if (!fold (state, events[i], error))
      return NULL;
  finish (state);
  return g_steal_pointer (&state);
}

VdTurnState *
vd_turn_state_new_for_battle (VdBattle *battle, GError **error)
{
  g_autoptr(VdTurnState) state = NULL;

  g_return_val_if_fail (battle != NULL, NULL);
  state = state_new (vd_table_battle_get_setup (battle), vd_battle_get_ruleset (battle));
  state->edits = vd_battle_get_edits (battle);
  if (!vd_turn_state_follow (state, battle, error))
    return NULL;
  return g_steal_pointer (&state);
}

gboolean
vd_turn_state_follow (VdTurnState *state, VdBattle *battle, GError **error)
{
  const VdRuleset *ruleset = vd_battle_get_ruleset (battle);
  guint cursor = vd_battle_get_n_applied (battle);
  guint kept = 0;
  gboolean same_setup;

  g_return_val_if_fail (state != NULL && battle != NULL, FALSE);
  same_setup = ruleset == state->ruleset && vd_battle_kept_since (battle, state->edits, &kept);
  if (!same_setup || kept < state->first || cursor < state->first)
    {
      /* Behind the turn's start, or another set-up: from the set-up again. */
      state->ruleset = ruleset;
      restart (state, vd_table_battle_get_setup (battle), 0);
    }
  else if (kept < state->n || cursor < state->n)
    /* Undone or changed within the turn: from its start, kept. */
    restart (state, state->start, state->first);
  state->edits = vd_battle_get_edits (battle);
  if (state->n == cursor && state->finished)
    return TRUE;
  while (state->n < cursor)
    if (!fold (state, vd_table_battle_get_event (battle, state->n), error))
      {
        /* Never half folded: the next follow starts again. */
        restart (state, vd_table_battle_get_setup (battle), 0);
        finish (state);
        return FALSE;
      }
  finish (state);
  return TRUE;
}

#define TURN_STATE_KEY "vd-turn-state"

const VdTurnState *
vd_turn_state_for_battle (VdBattle *battle, GError **error)
{
  VdTurnState *state = vd_battle_get_data (battle, TURN_STATE_KEY);

  g_return_val_if_fail (battle != NULL, NULL);
  if (state == NULL)
    {
      state = vd_turn_state_new_for_battle (battle, error);
      if (state == NULL)
        return NULL;
      vd_battle_set_data (battle, TURN_STATE_KEY, state, (GDestroyNotify) vd_turn_state_free);
      return state;
    }
  return vd_turn_state_follow (state, battle, error) ? state : NULL;
}

void
vd_turn_state_free (VdTurnState *state)
{
  if (state == NULL)
    return;
  g_clear_pointer (&state->table, vd_table_free);
  g_clear_pointer (&state->start, vd_table_free);
  g_clear_pointer (&state->units, g_hash_table_unref);
  g_free (state);
}

const VdTurnUnit *
vd_turn_state_lookup (const VdTurnState *state, const char *unit_id)
{
  g_return_val_if_fail (state != NULL, NULL);
  if (unit_id == NULL || vd_table_find_unit (state->table, unit_id) == NULL)
    return NULL;
  return g_hash_table_lookup (state->units, unit_id);
}

guint64
vd_turn_state_get_n_folded (const VdTurnState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->n_folded;
}

const VdTable *
vd_turn_state_get_table (const VdTurnState *state)
{
  g_return_val_if_fail (state != NULL, NULL);
  return state->table;
}

double
vd_turn_allowance_left (const VdTurnState *state, const char *unit_id)
{
  const VdTurnUnit *record = vd_turn_state_lookup (state, unit_id);

  return record != NULL ? record->left : 0;
}

const char *
vd_turn_battery_limit (const VdTurnState *state, const VdRuleset *ruleset,
                       const char *battery_id, VdEventKind kind)
{
  const VdTurnUnit *record = vd_turn_state_lookup (state, battery_id);
  gboolean one_fire =
    !vd_table_reads (state->table, ruleset, VD_READING_BATTERY_ONCE, "each-once");

  if (record == NULL)
    return NULL;
  if (kind == VD_EVENT_BOMBARD && record->bombarded)
    return record->bombard_rule != NULL ? record->bombard_rule : "LOBS-3";
  if (kind == VD_EVENT_FIRE && record->set_fire)
    return "HOUSE-10";
  /* One fire of the guns a turn: bombarding and setting fire exclude each other. */
  if (one_fire && kind == VD_EVENT_BOMBARD && record->set_fire)
    return VD_READING_BATTERY_ONCE;
  if (one_fire && kind == VD_EVENT_FIRE && record->bombarded)
    return VD_READING_BATTERY_ONCE;
  return NULL;
}

const char *
vd_turn_declaration_limit (const VdTurnState *state, const VdRuleset *ruleset,
                           const char *unit_id, VdEventKind kind)
{
  const VdTurnUnit *record = vd_turn_state_lookup (state, unit_id);

  if (record == NULL ||
      !vd_table_reads (state->table, ruleset, VD_READING_CHARGE_AND_FIRE, "refused"))
    return NULL;
  if ((kind == VD_EVENT_DECLARE_FIRE && record->charged) ||
      (kind == VD_EVENT_DECLARE_CHARGE && record->fired))
    return VD_READING_CHARGE_AND_FIRE;
  return NULL;
}

char *
vd_turn_unit_describe (const VdTurnUnit *unit)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (unit != NULL, NULL);
  if (unit->moved || unit->spent > 0)
    /* Translators: paces of the allowance spent this turn, and the allowance. */
    g_string_append_printf (out, _("Moved %.0f of %.0f paces"), unit->spent, unit->allowance);
  else
    /* Translators: the unit's allowance this turn, in paces. */
    g_string_append_printf (out, _("Not moved (%.0f paces)"), unit->allowance);
  if (unit->fired)
    g_string_append_printf (out, " · %s", _("declared fire"));
  if (unit->charged)
    g_string_append_printf (out, " · %s", _("declared a charge"));
  if (unit->bombarded)
    g_string_append_printf (out, " · %s", _("bombarded"));
  if (unit->set_fire)
    g_string_append_printf (out, " · %s", _("tried to set fire"));
  return g_string_free (g_steal_pointer (&out), FALSE);
}
