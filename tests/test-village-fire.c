/* HOUSE-10 after the fire die (vd-village-fire.h): the side that sets a village on fire loses
 * half the objective's points, and the units still inside as the turn after ends are
 * destroyed, with the end of the turn as one step of undo. */
#include <string.h>

#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-losses.h"
#include "vd-orders.h"
#include "vd-test-table.h"
#include "vd-village-fire.h"

#define PINNED "2026-12-02T18:00:00Z"

static VdRuleset *ruleset;

/* A village (400…800 × 400…600) worth POINTS, a Russian battery with a howitzer, the French
 * fr-in inside the village (its centre at (600, 485)) and fr-out outside. */
static VdTable *
village_table (int points)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  VdFeature *village = vd_test_add_rect (table, "village-1", VD_TERRAIN_HOUSE, 400, 400, 800,
                                         600);
  VdUnit *battery = vd_test_add_unit (table, "ru-how", "russian", VD_ARM_ARTILLERY,
                                      VD_FORMATION_BATTERY, 600, 1000, 180, 80, 40);

  village->points = points;
  battery->howitzer = TRUE;
  battery->calibre = 6;
  vd_test_add_line_infantry (table, "fr-in", "french", 600, 500, 0);
  vd_test_add_line_infantry (table, "fr-out", "french", 600, 200, 0);
  return table;
}

static const VdFeature *
village (const VdTable *table)
{
  return vd_table_find_feature (table, "village-1");
}

/* HOUSE-10: the village catches fire; its setter's side loses half the objective's points,
 * recorded in the fire event, and the losses count them per side. Odd points give halves. */
static void
test_half_points (void)
{
  g_autoptr(VdTable) table = village_table (5);
  g_autoptr(VdTable) setup = NULL;
  g_autoptr(VdTurnLosses) losses = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;
  VdOrderAnswer answer = { 0 };

  setup = vd_table_copy (table);
  g_assert_true (vd_orders_set_fire (table, ruleset, "ru-how", "village-1", 6, &answer, &error));
  g_assert_no_error (error);
  g_assert_true (answer.burning);
  g_assert_true (vd_test_has_reason (&answer, "HOUSE-10", "village-1"));
  g_assert_cmpstr (answer.event->side, ==, "russian");
  g_assert_cmpfloat (answer.event->points_lost, ==, 2.5);
  text = vd_village_fire_describe_points (table, village (table), answer.event);
  g_assert_cmpstr (text, ==, "Russian loses 2.5 of the 5 objective points of village-1 (HOUSE-10)");
  line = vd_event_describe (answer.event, table, ruleset);
  g_assert_cmpstr (line, ==, "Turn 1: ru-how sets house on fire (die 6): Russian loses 2.5 "
                             "objective points (HOUSE-10)");
  g_assert_true (vd_event_check_writable (answer.event, &error));
  g_assert_no_error (error);

  g_ptr_array_add (setup->journal, vd_event_copy (answer.event));
  vd_test_apply_ok (answer.event, table, ruleset);
  losses = vd_turn_losses_new (setup, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (vd_turn_losses_points_lost (losses, "russian"), ==, 2.5);
  g_assert_cmpfloat (vd_turn_losses_points_lost (losses, "french"), ==, 0);
  vd_order_answer_clear (&answer);

  /* Once burning, another fire costs nothing more. */
  g_assert_true (vd_orders_set_fire (table, ruleset, "ru-how", "village-1", 6, &answer, &error));
  g_assert_null (answer.event->side);
  g_assert_cmpfloat (answer.event->points_lost, ==, 0);
  g_assert_null (vd_village_fire_describe_points (table, village (table), answer.event));
  vd_order_answer_clear (&answer);
}

/* HOUSE-10: a failed attempt costs nothing; a village without `points:` burns and costs
 * nothing, and the answer says so. */
static void
test_no_points (void)
{
  g_autoptr(VdTable) table = village_table (0);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  VdOrderAnswer answer = { 0 };

  g_assert_true (vd_orders_set_fire (table, ruleset, "ru-how", "village-1", 5, &answer, &error));
  g_assert_false (answer.burning);
  g_assert_null (answer.event->side);
  g_assert_null (vd_village_fire_describe_points (table, village (table), answer.event));
  vd_order_answer_clear (&answer);

  g_assert_true (vd_orders_set_fire (table, ruleset, "ru-how", "village-1", 6, &answer, &error));
  g_assert_true (answer.burning);
  g_assert_null (answer.event->side);
  g_assert_cmpfloat (answer.event->points_lost, ==, 0);
  text = vd_village_fire_describe_points (table, village (table), answer.event);
  g_assert_cmpstr (text, ==, "village-1 has no objective points: nothing is lost (HOUSE-10)");
  vd_order_answer_clear (&answer);
}

/* HOUSE-10 in a file: points lost beyond the objective's, by another side than the battery's,
 * or on a failed attempt are refused. */
static void
test_points_refused (void)
{
  g_autoptr(VdTable) table = village_table (10);
  g_autoptr(VdEvent) fire = vd_event_new (VD_EVENT_FIRE, 1);
  const char *text = "the side that sets “village-1” on fire loses at most its 10 objective "
                     "points, once, as it catches fire (HOUSE-10)";

  fire->unit_id = g_strdup ("ru-how");
  fire->feature_id = g_strdup ("village-1");
  fire->die = 6;
  fire->burning = TRUE;
  fire->side = g_strdup ("russian");
  fire->points_lost = 11;
  vd_test_assert_refused (fire, table, ruleset, VD_ERROR_ARGUMENT, text, TRUE);
  fire->points_lost = 5;
  g_free (fire->side);
  fire->side = g_strdup ("french");
  vd_test_assert_refused (fire, table, ruleset, VD_ERROR_ARGUMENT, text, TRUE);
  g_free (fire->side);
  fire->side = g_strdup ("russian");
  fire->burning = FALSE;
  fire->die = 3;
  vd_test_assert_refused (fire, table, ruleset, VD_ERROR_ARGUMENT, text, TRUE);
}

/* The end of turn ORDER on BATTLE, recorded as one step; returns how many events it made. */
static guint
end_turn (VdBattle *battle, VdOrderAnswer *answer)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = NULL;
  guint n;

  g_assert_true (vd_orders_end_turn (vd_battle_get_current (battle), vd_battle_get_ruleset (battle),
                                     answer, &error));
  g_assert_no_error (error);
  events = vd_order_answer_take_events (answer, &error);
  g_assert_no_error (error);
  n = events->len;
  g_ptr_array_set_free_func (events, NULL);
  g_assert_true (vd_battle_record_batch (battle, events->pdata, events->len, &error));
  g_assert_no_error (error);
  return n;
}

/* HOUSE-10: set on fire in turn 1, the village lets its occupants leave until turn 2 ends;
 * then fr-in, still inside, is destroyed with every figure it has left (one `destroy` event,
 * rule HOUSE-10, by the village) before the end of turn, all one step: one undo brings back
 * turn 2 and the unit. A unit that left in time is spared. */
static void
test_occupants_destroyed_next_turn (void)
{
  g_autoptr(VdTable) table = village_table (10);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdEvent) loss = vd_event_new (VD_EVENT_LOSS, 1);
  g_autofree char *line = NULL;
  VdOrderAnswer answer = { 0 };
  const VdEvent *destroy;
  VdEvent *step[2];
  VdTable *current;

  vd_test_add_line_infantry (table, "fr-leaves", "french", 700, 590, 0);
  battle = vd_table_battle_new (g_steal_pointer (&table), vd_test_load_ruleset (), NULL, &error);
  g_assert_no_error (error);
  loss->unit_id = g_strdup ("fr-in");
  loss->figures = 2;
  g_assert_true (vd_battle_record (battle, g_steal_pointer (&loss), &error));
  g_assert_true (vd_orders_set_fire (vd_battle_get_current (battle), ruleset, "ru-how",
                                     "village-1", 6, &answer, &error));
  g_assert_true (vd_battle_record (battle, vd_order_answer_take_event (&answer, NULL), &error));
  g_assert_no_error (error);

  /* The end of turn 1, the fire's turn: no one is destroyed yet. */
  g_assert_cmpuint (end_turn (battle, &answer), ==, 1);
  g_assert_false (vd_test_has_reason (&answer, "HOUSE-10", "fr-in"));
  vd_order_answer_clear (&answer);

  /* Turn 2: fr-leaves goes out of the village. */
  {
    const VdPoint out = { 700, 640 };

    g_assert_true (vd_orders_move (vd_battle_get_current (battle), ruleset, "fr-leaves", &out, 1,
                                   FALSE, &answer, &error));
    g_assert_true (answer.legal);
    g_assert_true (vd_battle_record (battle, vd_order_answer_take_event (&answer, NULL), &error));
  }

  /* The end of turn 2: fr-in, still inside, is destroyed first. */
  g_assert_true (vd_orders_end_turn (vd_battle_get_current (battle), ruleset, &answer, &error));
  g_assert_cmpuint (answer.consequences->len, ==, 1);
  g_assert_true (vd_test_has_reason (&answer, "HOUSE-10", "fr-in"));
  g_assert_false (vd_test_has_reason (&answer, "HOUSE-10", "fr-leaves"));
  g_assert_false (vd_test_has_reason (&answer, "HOUSE-10", "fr-out"));
  /* Taking the end of turn alone would lose the destruction: refused. */
  g_assert_null (vd_order_answer_take_event (&answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  vd_order_answer_clear (&answer);
  g_assert_cmpuint (end_turn (battle, &answer), ==, 2);
  vd_order_answer_clear (&answer);

  current = vd_battle_get_current (battle);
  g_assert_cmpint (current->turn, ==, 3);
  g_assert_null (vd_table_find_unit (current, "fr-in"));
  g_assert_nonnull (vd_table_find_destroyed (current, "fr-in"));
  g_assert_nonnull (vd_table_find_unit (current, "fr-leaves"));
  destroy = vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 2);
  g_assert_cmpint (destroy->kind, ==, VD_EVENT_DESTROY);
  g_assert_cmpint (destroy->turn, ==, 2);
  g_assert_cmpstr (destroy->unit_id, ==, "fr-in");
  g_assert_cmpstr (destroy->rule, ==, "HOUSE-10");
  g_assert_cmpstr (destroy->feature_id, ==, "village-1");
  g_assert_cmpint (destroy->figures, ==, 10);
  step[0] = (VdEvent *) destroy;
  step[1] = (VdEvent *) vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  line = vd_event_describe_batch (step, 2, current, ruleset);
  g_assert_cmpstr (line, ==, "Turn 2 ends — destroyed: fr-in (HOUSE-10)");

  /* One undo: turn 2 again, fr-in back in the village with its 10 figures. */
  g_assert_true (vd_battle_undo (battle, &error));
  current = vd_battle_get_current (battle);
  g_assert_cmpint (current->turn, ==, 2);
  g_assert_cmpint (vd_table_find_unit (current, "fr-in")->casualties, ==, 2);
  g_assert_cmpuint (current->destroyed->len, ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  vd_orders_set_clock (PINNED);

  g_test_add_func ("/fire/HOUSE-10-half-points", test_half_points);
  g_test_add_func ("/fire/HOUSE-10-no-points-nothing-lost", test_no_points);
  g_test_add_func ("/fire/HOUSE-10-points-refused", test_points_refused);
  g_test_add_func ("/fire/HOUSE-10-occupants-destroyed-next-turn",
                   test_occupants_destroyed_next_turn);
  status = g_test_run ();
  vd_orders_set_clock (NULL);
  vd_ruleset_free (ruleset);
  return status;
}
