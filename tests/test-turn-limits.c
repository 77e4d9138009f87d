/* The turn's limits (vd-turn-limits.h, vd_orders_move_in_turn, vd_orders_limit_to_turn): what
 * a unit did this turn comes from the journal since the last end of turn; a second move gets
 * only what is left of the allowance (TURN), a battery fires its guns once a turn (LOBS-3,
 * HOUSE-10, mini-i-battery-once), the referee may allow anyway (`overridden`), and the
 * readings mini-i-allowance-carry, mini-i-formation-change and mini-i-charge-and-fire. */
#include "vd-error.h"
#include "vd-orders.h"
#include "vd-table-readings.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

/* A line of infantry (120 paces at 25mm, 1 mm a pace) at (500, 200) facing +y, a battery at
 * (200, 200) and a hedge along y = 600: the set-up, the battle as it stands, and its events. */
typedef struct {
  VdTable   *setup;
  VdTable   *live;
  GPtrArray *events;
} Battle;

static void
battle_init (Battle *b)
{
  VdUnit *battery;

  b->setup = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  vd_test_add_line (b->setup, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 0, 600, 1200, 600);
  vd_test_add_line_infantry (b->setup, "fr-1", "french", 500, 200, 0);
  vd_test_add_line_infantry (b->setup, "ru-1", "russian", 1000, 1000, 180);
  battery = vd_test_add_unit (b->setup, "fr-bat", "french", VD_ARM_ARTILLERY,
                              VD_FORMATION_BATTERY, 200, 200, 0, 80, 40);
  battery->figures = 8;
  battery->calibre = 6;
  b->live = vd_table_copy_without_journal (b->setup);
  b->events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
}

static void
battle_clear (Battle *b)
{
  vd_table_free (b->setup);
  vd_table_free (b->live);
  g_ptr_array_unref (b->events);
}

static VdTurnState *
battle_turn (Battle *b, guint n_events)
{
  g_autoptr(GError) error = NULL;
  VdTurnState *turn = vd_turn_state_new (b->setup, ruleset, (VdEvent * const *) b->events->pdata,
                                         n_events, &error);

  g_assert_no_error (error);
  g_assert_nonnull (turn);
  return turn;
}

/* Records a legal answer's event, as the app and vedette-cli do. */
static void
play (Battle *b, VdOrderAnswer *answer)
{
  g_autoptr(GError) error = NULL;
  VdEvent *event = vd_order_answer_take_event (answer, &error);

  g_assert_no_error (error);
  vd_test_apply_ok (event, b->live, ruleset);
  g_ptr_array_add (b->events, event);
  vd_order_answer_clear (answer);
}

/* fr-1 moves straight ahead to y = TO_Y, within the turn's limits: the answer. */
static void
move_to (Battle *b, double to_y, gboolean override, VdOrderAnswer *answer)
{
  g_autoptr(VdTurnState) turn = battle_turn (b, b->events->len);
  g_autoptr(GError) error = NULL;
  const VdPoint to = { 500, to_y };

  g_assert_true (vd_orders_move_in_turn (b->live, ruleset, turn, "fr-1", &to, 1, FALSE, NULL,
                                         override, answer, &error));
  g_assert_no_error (error);
}

static void
end_turn (Battle *b)
{
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };

  g_assert_true (vd_orders_end_turn (b->live, ruleset, &answer, &error));
  play (b, &answer);
}

static double
left_after (Battle *b, guint n_events, const char *unit)
{
  g_autoptr(VdTurnState) turn = battle_turn (b, n_events);

  return vd_turn_allowance_left (turn, unit);
}

/* TURN: 80 paces of 120 moved, a second move gets the 40 left: 60 more is refused, saying so,
 * 40 is allowed. */
static void
test_turn_second_move_gets_what_is_left (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(VdTurnState) turn = NULL;
  const VdTurnUnit *record;

  battle_init (&b);
  move_to (&b, 280, FALSE, &answer);
  g_assert_true (answer.legal);
  g_assert_cmpfloat (answer.move.spent, ==, 0);
  play (&b, &answer);

  turn = battle_turn (&b, b.events->len);
  record = vd_turn_state_lookup (turn, "fr-1");
  g_assert_true (record->moved);
  g_assert_cmpfloat_with_epsilon (record->distance, 80, 1e-6);
  g_assert_cmpfloat_with_epsilon (record->spent, 80, 1e-6);
  g_assert_cmpfloat (record->allowance, ==, 120);
  g_assert_cmpfloat_with_epsilon (record->left, 40, 1e-6);

  move_to (&b, 340, FALSE, &answer);
  g_assert_false (answer.legal);
  g_assert_cmpstr (vd_move_answer_forbidding (&answer.move)->rule, ==, VD_MOVE_TURN);
  g_assert_cmpfloat_with_epsilon (answer.move.spent, 80, 1e-6);
  g_assert_true (vd_test_has_reason (&answer, "TURN", "fr-1"));
  g_assert_nonnull (answer.refusal);
  g_assert_cmpstr (answer.refusal->message, ==, "fr-1 has 40 paces left this turn of 120 (TURN)");
  /* Stopped where the 40 paces run out. */
  g_assert_cmpfloat_with_epsilon (vd_move_answer_forbidding (&answer.move)->at.y, 320, 1e-6);

  move_to (&b, 320, FALSE, &answer);
  g_assert_true (answer.legal);
  play (&b, &answer);
  g_assert_cmpfloat_with_epsilon (left_after (&b, b.events->len, "fr-1"), 0, 1e-6);
  battle_clear (&b);
}

/* ALLOWANCE: a first move longer than the whole allowance is still ALLOWANCE, not TURN. */
static void
test_allowance_first_move (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };

  battle_init (&b);
  move_to (&b, 340, FALSE, &answer);
  g_assert_false (answer.legal);
  g_assert_cmpstr (vd_move_answer_forbidding (&answer.move)->rule, ==, VD_MOVE_ALLOWANCE);
  vd_order_answer_clear (&answer);
  battle_clear (&b);
}

/* TURN: the end of the turn gives the whole allowance back; undoing the first move (the
 * battle at one event less) gives back what it spent. */
static void
test_turn_end_turn_and_undo_restore (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };

  battle_init (&b);
  move_to (&b, 300, FALSE, &answer);
  play (&b, &answer);
  g_assert_cmpfloat_with_epsilon (left_after (&b, 1, "fr-1"), 20, 1e-6);
  g_assert_cmpfloat_with_epsilon (left_after (&b, 0, "fr-1"), 120, 1e-6);
  end_turn (&b);
  g_assert_cmpfloat_with_epsilon (left_after (&b, 2, "fr-1"), 120, 1e-6);
  move_to (&b, 400, FALSE, &answer);
  g_assert_true (answer.legal);
  play (&b, &answer);
  g_assert_cmpfloat_with_epsilon (left_after (&b, 3, "fr-1"), 20, 1e-6);
  battle_clear (&b);
}

/* TURN: what is derived from the journal read back from a file equals what was played live,
 * the overridden move included. */
static void
test_turn_replay_equals_live (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) written = NULL;
  g_autoptr(VdTable) read = NULL;
  g_autoptr(VdTurnState) live = NULL;
  g_autoptr(VdTurnState) replayed = NULL;
  g_autofree char *yaml = NULL;
  gsize length;

  battle_init (&b);
  move_to (&b, 260, FALSE, &answer);
  play (&b, &answer);
  move_to (&b, 360, TRUE, &answer);
  play (&b, &answer);
  live = battle_turn (&b, b.events->len);

  written = vd_table_copy_without_journal (b.setup);
  for (guint i = 0; i < b.events->len; i++)
    g_ptr_array_add (written->journal, vd_event_copy (g_ptr_array_index (b.events, i)));
  yaml = vd_table_to_yaml (written, &length);
  read = vd_table_load_data (yaml, length, "replay.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->journal->len, ==, 2);
  g_assert_cmpstr (((VdEvent *) g_ptr_array_index (read->journal, 1))->overridden, ==, "TURN");
  replayed = vd_turn_state_new (read, ruleset, (VdEvent * const *) read->journal->pdata,
                                read->journal->len, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (vd_turn_state_lookup (replayed, "fr-1")->spent,
                                  vd_turn_state_lookup (live, "fr-1")->spent, 1e-9);
  g_assert_cmpfloat_with_epsilon (vd_turn_state_lookup (live, "fr-1")->spent, 160, 1e-6);
  g_assert_cmpfloat (vd_turn_state_lookup (replayed, "fr-1")->left, ==, 0);
  g_assert_cmpfloat (vd_table_find_unit (b.live, "fr-1")->at.y, ==, 360);
  g_assert_cmpfloat (vd_table_find_unit (vd_turn_state_get_table (replayed), "fr-1")->at.y, ==,
                     360);
  battle_clear (&b);
}

/* TURN overridden: the referee allows the second move anyway; the event says which rule it set
 * aside, is writable, and reads back equal. */
static void
test_turn_override_recorded (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  battle_init (&b);
  move_to (&b, 300, FALSE, &answer);
  play (&b, &answer);
  move_to (&b, 360, TRUE, &answer);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "TURN", "fr-1"));
  g_assert_cmpstr (answer.event->overridden, ==, "TURN");
  g_assert_true (vd_event_check_writable (answer.event, &error));
  g_assert_no_error (error);
  line = vd_event_describe (answer.event, b.live, ruleset);
  g_assert_nonnull (strstr (line, "(allowed anyway against TURN)"));
  vd_order_answer_clear (&answer);

  /* Allowing anyway sets aside the turn's limit, not the unit's own allowance. */
  move_to (&b, 460, TRUE, &answer);
  g_assert_false (answer.legal);
  g_assert_cmpstr (vd_move_answer_forbidding (&answer.move)->rule, ==, VD_MOVE_ALLOWANCE);
  vd_order_answer_clear (&answer);
  battle_clear (&b);
}

/* A file's `override: true` without the rule it set aside is refused at its place. */
static void
test_turn_override_needs_rule (void)
{
  const char *yaml =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [1000, 1000]\n"
    "units:\n"
    "  - {id: fr-1, side: french, arm: infantry, formation: line, figures: 12,\n"
    "     at: [500, 200], facing: 0, frontage: 120, depth: 30}\n"
    "journal:\n"
    "  - {event: move, turn: 1, unit: fr-1, at: [500, 260], override: true}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (yaml, strlen (yaml), "bad.yaml", &error);

  g_assert_null (table);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "bad.yaml:"));
  g_assert_nonnull (strstr (error->message, "overridden"));
}

/* Recoils are forced: they spend nothing of the turn's allowance. */
static void
test_turn_recoil_not_counted (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  const VdPoint back = { 500, 150 };

  battle_init (&b);
  g_assert_true (vd_orders_recoil (b.live, ruleset, "fr-1", &back, 1, &answer, &error));
  g_assert_no_error (error);
  play (&b, &answer);
  g_assert_cmpfloat (left_after (&b, 1, "fr-1"), ==, 120);
  battle_clear (&b);
}

static void
bombard (Battle *b, gboolean override, VdOrderAnswer *answer)
{
  g_autoptr(VdTurnState) turn = battle_turn (b, b->events->len);
  g_autoptr(GError) error = NULL;
  const VdPoint aim = { 200, 600 };

  g_assert_true (vd_orders_bombard (b->live, ruleset, "fr-bat", "hedge-1", &aim, 1, answer,
                                    &error));
  g_assert_no_error (error);
  g_assert_true (answer->legal);
  g_assert_true (vd_orders_limit_to_turn (turn, ruleset, override, answer));
}

/* LOBS-3 ("per figure per turn"): a battery bombards once a turn; the next turn it may again;
 * allowed anyway, the event says LOBS-3. */
static void
test_lobs_3_bombard_twice_refused (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(VdTurnState) turn = NULL;

  battle_init (&b);
  bombard (&b, FALSE, &answer);
  g_assert_true (answer.legal);
  g_assert_null (answer.event->overridden);
  play (&b, &answer);
  turn = battle_turn (&b, b.events->len);
  g_assert_true (vd_turn_state_lookup (turn, "fr-bat")->bombarded);
  g_assert_cmpstr (vd_turn_battery_limit (turn, ruleset, "fr-bat", VD_EVENT_BOMBARD), ==,
                   "LOBS-3");

  bombard (&b, FALSE, &answer);
  g_assert_false (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "LOBS-3", "fr-bat"));
  g_assert_cmpstr (answer.refusal->message, ==,
                   "fr-bat has already fired its guns this turn (LOBS-3)");
  vd_order_answer_clear (&answer);

  bombard (&b, TRUE, &answer);
  g_assert_true (answer.legal);
  g_assert_cmpstr (answer.event->overridden, ==, "LOBS-3");
  vd_order_answer_clear (&answer);

  end_turn (&b);
  bombard (&b, FALSE, &answer);
  g_assert_true (answer.legal);
  vd_order_answer_clear (&answer);
  battle_clear (&b);
}

/* mini-i-battery-once: `one-fire`, a battery that bombarded may not try to set fire in the same
 * turn; `each-once`, it may. */
static void
test_battery_once_reading (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(VdTurnState) turn = NULL;

  battle_init (&b);
  bombard (&b, FALSE, &answer);
  play (&b, &answer);
  turn = battle_turn (&b, b.events->len);
  g_assert_cmpstr (vd_turn_battery_limit (turn, ruleset, "fr-bat", VD_EVENT_FIRE), ==,
                   "mini-i-battery-once");
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_BATTERY_ONCE, "each-once"));
  g_assert_null (vd_turn_battery_limit (turn, ruleset, "fr-bat", VD_EVENT_FIRE));
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_BATTERY_ONCE, "one-fire"));
  battle_clear (&b);
}

/* ROAD-2: halving a column's front takes a half-period, half the turn's allowance. */
static void
test_road_2_half_period (void)
{
  g_autoptr(VdTable) setup = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(VdTurnState) turn = NULL;
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  VdEvent *events[1];

  vd_test_add_line (setup, "road-1", VD_TERRAIN_ROAD, 500, 0, 500, 1200);
  vd_test_add_unit (setup, "fr-col", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 500, 300,
                    0, 120, 40);
  g_assert_true (vd_orders_halve_front (setup, ruleset, "fr-col", &answer, &error));
  g_assert_true (answer.legal);
  events[0] = answer.event;
  turn = vd_turn_state_new (setup, ruleset, events, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (vd_turn_allowance_left (turn, "fr-col"), 80, 1e-6);
  vd_order_answer_clear (&answer);
}

/* fr-1 moves 60 of its 120 paces in line, then forms column (160). */
static double
left_in_column_after_half (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  double left;

  battle_init (&b);
  move_to (&b, 260, FALSE, &answer);
  play (&b, &answer);
  g_assert_true (vd_orders_formation (b.live, ruleset, "fr-1", VD_FORMATION_COLUMN, &answer,
                                      &error));
  g_assert_no_error (error);
  play (&b, &answer);
  left = left_after (&b, b.events->len, "fr-1");
  battle_clear (&b);
  return left;
}

/* mini-i-allowance-carry: `share`, half the line's allowance spent leaves half the column's
 * (80 of 160); `paces`, the 60 paces come off the column's 160. */
static void
test_allowance_carry_reading (void)
{
  g_assert_cmpfloat_with_epsilon (left_in_column_after_half (), 80, 1e-6);
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_ALLOWANCE_CARRY, "paces"));
  g_assert_cmpfloat_with_epsilon (left_in_column_after_half (), 100, 1e-6);
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_ALLOWANCE_CARRY, "share"));
}

/* mini-i-formation-change: `free` costs nothing (above); `half-allowance` half the allowance of
 * the formation taken: 60 of 120 paces in line then column: nothing left. */
static void
test_formation_change_reading (void)
{
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_FORMATION_CHANGE,
                                         "half-allowance"));
  g_assert_cmpfloat_with_epsilon (left_in_column_after_half (), 0, 1e-6);
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_FORMATION_CHANGE, "free"));
}

/* mini-i-charge-and-fire: `allowed` (the module's choice) lets a unit that declared fire
 * declare a charge too; `refused` does not. */
static void
test_charge_and_fire_reading (void)
{
  Battle b;
  g_autoptr(VdTurnState) turn = NULL;
  g_autoptr(VdEvent) fire = vd_event_new (VD_EVENT_DECLARE_FIRE, 1);
  g_autofree char *said = NULL;

  battle_init (&b);
  fire->unit_id = g_strdup ("fr-1");
  fire->target_id = g_strdup ("ru-1");
  g_ptr_array_add (b.events, g_steal_pointer (&fire));
  turn = battle_turn (&b, 1);
  g_assert_true (vd_turn_state_lookup (turn, "fr-1")->fired);
  g_assert_null (vd_turn_declaration_limit (turn, ruleset, "fr-1", VD_EVENT_DECLARE_CHARGE));
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_CHARGE_AND_FIRE, "refused"));
  g_assert_cmpstr (vd_turn_declaration_limit (turn, ruleset, "fr-1", VD_EVENT_DECLARE_CHARGE),
                   ==, "mini-i-charge-and-fire");
  g_assert_null (vd_turn_declaration_limit (turn, ruleset, "fr-1", VD_EVENT_DECLARE_FIRE));
  g_assert_true (vd_ruleset_set_reading (ruleset, VD_READING_CHARGE_AND_FIRE, "allowed"));
  said = vd_turn_unit_describe (vd_turn_state_lookup (turn, "fr-1"));
  g_assert_cmpstr (said, ==, "Not moved (120 paces) · declared fire");
  battle_clear (&b);
}

/* mini-i-charge-and-fire and mini-i-battery-once read as the table sets them (`readings:`, or
 * a `set-reading` set-up event), the ruleset's choice unchanged. */
static void
test_table_readings (void)
{
  Battle b;
  VdOrderAnswer answer = { 0 };
  g_autoptr(VdTurnState) turn = NULL, switched = NULL;
  g_autoptr(VdEvent) fire = vd_event_new (VD_EVENT_DECLARE_FIRE, 1);
  VdEvent *set = vd_event_new (VD_EVENT_SET_READING, 1);

  battle_init (&b);
  vd_table_set_reading (b.setup, VD_READING_CHARGE_AND_FIRE, "refused");
  fire->unit_id = g_strdup ("fr-1");
  fire->target_id = g_strdup ("ru-1");
  g_ptr_array_add (b.events, g_steal_pointer (&fire));
  bombard (&b, FALSE, &answer);
  play (&b, &answer);
  turn = battle_turn (&b, b.events->len);
  g_assert_cmpstr (vd_turn_declaration_limit (turn, ruleset, "fr-1", VD_EVENT_DECLARE_CHARGE),
                   ==, "mini-i-charge-and-fire");
  g_assert_cmpstr (vd_turn_battery_limit (turn, ruleset, "fr-bat", VD_EVENT_FIRE), ==,
                   "mini-i-battery-once");
  g_assert_cmpstr (vd_ruleset_find_interpretation (ruleset, VD_READING_CHARGE_AND_FIRE)->choice,
                   ==, "allowed");

  /* Switched in the set-up, before play: a battery may bombard and set fire in one turn. */
  set->reading = g_strdup (VD_READING_BATTERY_ONCE);
  set->option = g_strdup ("each-once");
  g_ptr_array_insert (b.events, 0, set);
  switched = battle_turn (&b, b.events->len);
  g_assert_null (vd_turn_battery_limit (switched, ruleset, "fr-bat", VD_EVENT_FIRE));
  g_assert_cmpstr (vd_turn_battery_limit (switched, ruleset, "fr-bat", VD_EVENT_BOMBARD), ==,
                   "LOBS-3");
  battle_clear (&b);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  vd_orders_set_clock ("2026-12-06T14:00:00Z");

  g_test_add_func ("/turn/TURN/second-move-gets-what-is-left",
                   test_turn_second_move_gets_what_is_left);
  g_test_add_func ("/turn/ALLOWANCE/first-move", test_allowance_first_move);
  g_test_add_func ("/turn/TURN/end-turn-and-undo-restore", test_turn_end_turn_and_undo_restore);
  g_test_add_func ("/turn/TURN/replay-equals-live", test_turn_replay_equals_live);
  g_test_add_func ("/turn/TURN/override-recorded", test_turn_override_recorded);
  g_test_add_func ("/turn/TURN/override-needs-its-rule", test_turn_override_needs_rule);
  g_test_add_func ("/turn/TURN/recoil-not-counted", test_turn_recoil_not_counted);
  g_test_add_func ("/turn/LOBS-3/bombard-twice-refused", test_lobs_3_bombard_twice_refused);
  g_test_add_func ("/turn/mini-i-battery-once", test_battery_once_reading);
  g_test_add_func ("/turn/ROAD-2/half-period", test_road_2_half_period);
  g_test_add_func ("/turn/mini-i-allowance-carry", test_allowance_carry_reading);
  g_test_add_func ("/turn/mini-i-formation-change", test_formation_change_reading);
  g_test_add_func ("/turn/mini-i-charge-and-fire", test_charge_and_fire_reading);
  g_test_add_func ("/turn/mini-i-charge-and-fire/table-readings", test_table_readings);
  status = g_test_run ();
  vd_orders_set_clock (NULL);
  vd_ruleset_free (ruleset);
  return status;
}
