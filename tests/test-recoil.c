/* A unit pushed back (vd-recoil.h, vd_orders_recoil): RIVER-2 (destroyed in a river), MARSH-2
 * (no formation in a marsh, where MARSH-3 gives it no cover), what else the terrain crossed
 * does, the table's edge, the `recoil` event in a file, the journal, the losses and sight. */
#include <string.h>

#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-losses.h"
#include "vd-orders.h"
#include "vd-side-view.h"
#include "vd-sight.h"
#include "vd-test-table.h"

#define PINNED "2026-12-02T18:00:00Z"

static VdRuleset *ruleset;

/* A 1200 × 1200 table at SCALE (1 mm a pace) and a 12-figure French line facing the far edge
 * (180°) with its front at (600, 400): its footprint spans y 400…430, its centre (600, 415). */
static VdTable *
new_table (VdScale scale)
{
  VdTable *table = vd_test_table_new (scale, 1, 1200, 1200);

  vd_test_add_unit (table, "fr-1", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE, 600, 400, 180,
                    120, 30);
  return table;
}

/* The recoil of fr-1 to (600, TO_Y), judged on TABLE: legal, its event in *EVENT. */
static void
push_back (VdTable *table, double to_y, VdOrderAnswer *answer)
{
  g_autoptr(GError) error = NULL;
  const VdPoint to = { 600, to_y };

  g_assert_true (vd_orders_recoil (table, ruleset, "fr-1", &to, 1, answer, &error));
  g_assert_no_error (error);
}

/* RIVER-2: pushed into a river (an area, y 500…600), the unit is destroyed with every figure
 * it has left; applied, it leaves the table for the table's `destroyed`, and the losses count
 * its figures, by unit, side and turn. At both scales. */
static void
test_river_2_destroyed (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);
  g_autoptr(VdLossReport) report = NULL;
  g_autoptr(VdTurnLosses) turns = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) setup = NULL;
  VdOrderAnswer answer = { 0 };
  const VdUnitLosses *losses;
  const VdUnit *unit;

  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 600);
  vd_table_edit_unit (table, "fr-1")->casualties = 3;
  setup = vd_table_copy (table);
  push_back (table, 530, &answer);
  g_assert_true (answer.legal);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_DESTROYED);
  g_assert_cmpstr (answer.recoil.feature->id, ==, "river-1");
  g_assert_true (vd_test_has_reason (&answer, "RIVER-2", "river-1"));
  g_assert_cmpstr (answer.event->rule, ==, "RIVER-2");
  g_assert_cmpstr (answer.event->feature_id, ==, "river-1");
  g_assert_true (answer.event->destroyed);
  g_assert_cmpint (answer.event->figures, ==, 9);
  g_assert_cmpstr (answer.event->time, ==, PINNED);
  g_assert_true (vd_event_check_writable (answer.event, &error));
  g_assert_no_error (error);

  vd_test_apply_ok (answer.event, table, ruleset);
  g_assert_null (vd_table_find_unit (table, "fr-1"));
  unit = vd_table_find_destroyed (table, "fr-1");
  g_assert_nonnull (unit);
  g_assert_cmpint (unit->casualties, ==, unit->figures);
  report = vd_loss_report_new (table, ruleset->morale);
  losses = vd_loss_report_find_unit (report, "fr-1");
  g_assert_true (losses->destroyed);
  g_assert_cmpint (losses->totals.current, ==, 0);
  g_assert_cmpint (vd_loss_report_find_side (report, "french")->totals.casualties, ==, 12);
  /* The per-turn losses, from the journal: the 9 figures left go in this turn. */
  g_ptr_array_add (setup->journal, g_steal_pointer (&answer.event));
  turns = vd_turn_losses_new (setup, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vd_turn_losses_get (turns, "french", 1), ==, 9);
  vd_order_answer_clear (&answer);
}

/* RIVER-2 across a river drawn as a line: a unit pushed over it goes into it. */
static void
test_river_2_line (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_line (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 500);
  push_back (table, 530, &answer);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_DESTROYED);
  g_assert_true (vd_test_has_reason (&answer, "RIVER-2", "river-1"));
  vd_order_answer_clear (&answer);
}

/* RIVER-2 not on a bridge: pushed across the river on a bridge, the unit is only pushed back;
 * short of the river, too (its centre at 485 stops 15 mm before it). */
static void
test_river_2_bridge (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 600);
  vd_test_add_rect (table, "bridge-1", VD_TERRAIN_BRIDGE, 500, 480, 700, 620);
  push_back (table, 630, &answer);
  g_assert_true (answer.legal);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_PUSHED_BACK);
  g_assert_false (vd_test_has_reason (&answer, "RIVER-2", "river-1"));
  g_assert_false (answer.event->destroyed);
  g_assert_null (answer.event->rule);
  vd_order_answer_clear (&answer);

  g_ptr_array_remove_index (table->features, 1);
  push_back (table, 470, &answer);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_PUSHED_BACK);
  vd_order_answer_clear (&answer);
}

/* RIVER-2 not at a ford: the stream rules apply there (STREAM-1 by STREAM-3): pushed across
 * a ford, the unit arrives disorganized, each reason by the ford. */
static void
test_river_2_ford (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 600);
  vd_test_add_rect (table, "ford-1", VD_TERRAIN_FORD, 500, 480, 700, 620);
  push_back (table, 630, &answer);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_PUSHED_BACK);
  g_assert_true (vd_test_has_reason (&answer, "STREAM-1", "ford-1"));
  g_assert_true (vd_test_has_reason (&answer, "STREAM-3", "ford-1"));
  g_assert_cmpuint (answer.event->conditions, ==, 1u << VD_CONDITION_DISORGANIZED);
  vd_order_answer_clear (&answer);
}

/* STREAM-1 on a push-back over a stream: disorganized, as a move would leave it. */
static void
test_stream_1_across (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_line (table, "stream-1", VD_TERRAIN_STREAM, 0, 500, 1200, 500);
  push_back (table, 530, &answer);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_PUSHED_BACK);
  g_assert_true (vd_test_has_reason (&answer, "STREAM-1", "stream-1"));
  g_assert_true (answer.event->conditions & (1u << VD_CONDITION_DISORGANIZED));
  vd_order_answer_clear (&answer);
}

/* MARSH-2: pushed into a marsh (the recoil is forced: MARSH-1 does not stop it), the unit
 * becomes no-formation and stands in it; MARSH-3: there it is seen and has no cover. At both
 * scales. */
static void
test_marsh_2_no_formation (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  VdSightAnswer seen;
  gboolean marsh_3 = FALSE;
  const VdUnit *unit;

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 400, 500, 800, 700);
  vd_test_add_line_infantry (table, "ru-1", "russian", 600, 200, 0);
  push_back (table, 560, &answer);
  g_assert_true (answer.legal);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_NO_FORMATION);
  g_assert_true (vd_test_has_reason (&answer, "MARSH-2", "marsh-1"));
  g_assert_false (vd_test_has_reason (&answer, "MARSH-1", "marsh-1"));
  g_assert_cmpstr (answer.event->rule, ==, "MARSH-2");
  g_assert_cmpstr (answer.event->feature_id, ==, "marsh-1");
  g_assert_cmpuint (answer.event->conditions, ==, 1u << VD_CONDITION_NO_FORMATION);
  g_assert_false (answer.event->destroyed);
  g_assert_true (vd_event_check_writable (answer.event, &error));

  vd_test_apply_ok (answer.event, table, ruleset);
  unit = vd_table_find_unit (table, "fr-1");
  g_assert_cmpfloat (unit->at.y, ==, 560);
  g_assert_cmpuint (unit->conditions, ==, 1u << VD_CONDITION_NO_FORMATION);
  sight = vd_sight_new (table, ruleset);
  vd_sight_answer_init (&seen);
  vd_sight_query (sight, vd_table_find_unit (table, "ru-1"), unit, &seen);
  g_assert_true (seen.visible);
  g_assert_cmpint (seen.cover, ==, VD_COVER_NONE);
  for (guint i = 0; i < seen.n_reasons; i++)
    marsh_3 |= g_str_equal (seen.reasons[i].rule, "MARSH-3") &&
               g_strcmp0 (seen.reasons[i].by, "marsh-1") == 0;
  g_assert_true (marsh_3);
  vd_sight_answer_clear (&seen);
  vd_order_answer_clear (&answer);
}

/* MARSH-2 by the footprint: a unit whose centre stops short but whose footprint ends over the
 * marsh's edge is pushed into it too (MARSH-1's reading); one stopping before is not. */
static void
test_marsh_2_edge (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 400, 500, 800, 700);
  /* footprint 480…510: over the edge at y = 500 */
  push_back (table, 480, &answer);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_NO_FORMATION);
  vd_order_answer_clear (&answer);
  /* footprint 460…490 */
  push_back (table, 460, &answer);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_PUSHED_BACK);
  g_assert_cmpuint (answer.event->conditions, ==, 0);
  vd_order_answer_clear (&answer);
}

/* RIVER-2 wins over MARSH-2: a marsh then a river on the way, the unit is destroyed. */
static void
test_river_2_before_marsh_2 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 400, 450, 800, 500);
  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 600);
  push_back (table, 530, &answer);
  g_assert_cmpint (answer.recoil.outcome, ==, VD_RECOIL_DESTROYED);
  g_assert_false (vd_test_has_reason (&answer, "MARSH-2", "marsh-1"));
  vd_order_answer_clear (&answer);
}

/* TABLE-EDGE: a recoil whose path leaves the table is refused, by the unit, and nothing is to
 * record; to the very edge it is not. A recoil that does not move is no order. */
static void
test_table_edge (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  const VdPoint off[] = { { 600, 1300 }, { 600, 900 } };
  const VdPoint still = { 600, 400 };

  g_assert_true (vd_orders_recoil (table, ruleset, "fr-1", off, 2, &answer, &error));
  g_assert_false (answer.legal);
  g_assert_false (answer.recoil.possible);
  g_assert_true (vd_test_has_reason (&answer, "TABLE-EDGE", "fr-1"));
  g_assert_null (vd_order_answer_take_event (&answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "TABLE-EDGE"));
  g_clear_error (&error);
  /* The footprint centre at y 1200 + 15 would be off the table. */
  push_back (table, 1200, &answer);
  g_assert_false (answer.legal);
  push_back (table, 1185, &answer);
  g_assert_true (answer.legal);

  g_assert_false (vd_orders_recoil (table, ruleset, "fr-1", &still, 1, &answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  vd_order_answer_clear (&answer);
}

/* A destroyed unit is off the table: it masks nothing (a French cavalry unit that hid the line
 * behind it from the Russian, MASK-4, goes into the river), no enemy sees it, and no event may
 * name it any more. */
static void
test_river_2_off_the_table (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(VdSight) before = NULL;
  g_autoptr(VdSight) after = NULL;
  g_autoptr(GHashTable) hidden = NULL;
  g_autoptr(VdEvent) loss = vd_event_new (VD_EVENT_LOSS, 1);
  VdOrderAnswer answer = { 0 };
  VdSightAnswer seen;
  const VdPoint to = { 600, 740 };

  vd_test_add_line_infantry (table, "ru-obs", "russian", 600, 100, 0);
  vd_test_add_unit (table, "fr-cav", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 600, 300, 0,
                    140, 40);
  vd_test_add_line_infantry (table, "fr-tgt", "french", 600, 450, 180);
  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 700, 1200, 800);
  before = vd_sight_new (table, ruleset);
  vd_sight_answer_init (&seen);
  vd_sight_query (before, vd_table_find_unit (table, "ru-obs"),
                  vd_table_find_unit (table, "fr-tgt"), &seen);
  g_assert_false (seen.visible);
  g_clear_pointer (&before, vd_sight_free);

  g_assert_true (vd_orders_recoil (table, ruleset, "fr-cav", &to, 1, &answer, NULL));
  g_assert_true (answer.event->destroyed);
  vd_test_apply_ok (answer.event, table, ruleset);
  after = vd_sight_new (table, ruleset);
  vd_sight_query (after, vd_table_find_unit (table, "ru-obs"),
                  vd_table_find_unit (table, "fr-tgt"), &seen);
  g_assert_true (seen.visible);
  vd_sight_answer_clear (&seen);
  hidden = vd_sight_hidden_from_side (after, "russian");
  g_assert_true (g_hash_table_contains (hidden, "fr-cav"));

  loss->unit_id = g_strdup ("fr-cav");
  loss->figures = 1;
  vd_test_assert_refused (loss, table, ruleset, VD_ERROR_NOT_FOUND,
                          "unit “fr-cav” was destroyed: it is no longer on the table", TRUE);
  vd_order_answer_clear (&answer);
}

/* Undo: the recoil that destroyed the unit is one event; undone, the unit stands again where
 * it was, with its figures; redone, it is gone again. */
static void
test_river_2_undo (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  VdTable *current;

  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 600);
  battle = vd_table_battle_new (g_steal_pointer (&table), vd_test_load_ruleset (), NULL, &error);
  g_assert_no_error (error);
  push_back (vd_battle_get_current (battle), 530, &answer);
  g_assert_true (vd_battle_record (battle, vd_order_answer_take_event (&answer, NULL), &error));
  g_assert_no_error (error);
  g_assert_null (vd_table_find_unit (vd_battle_get_current (battle), "fr-1"));
  g_assert_true (vd_battle_undo (battle, &error));
  current = vd_battle_get_current (battle);
  g_assert_nonnull (vd_table_find_unit (current, "fr-1"));
  g_assert_cmpuint (current->destroyed->len, ==, 0);
  g_assert_cmpint (vd_table_find_unit (current, "fr-1")->casualties, ==, 0);
  g_assert_true (vd_battle_redo (battle, &error));
  g_assert_nonnull (vd_table_find_destroyed (vd_battle_get_current (battle), "fr-1"));
  vd_order_answer_clear (&answer);
}

/* A side's view: the push-back of a French unit into the river is a line of the French
 * journal, not of the Russian one, and the Russians know nothing of the destroyed unit. */
static void
test_river_2_side_views (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSideView) french = NULL;
  g_autoptr(VdSideView) russian = NULL;
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  const VdEvent *recoil;
  const VdUnit *gone;

  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 600);
  vd_test_add_line_infantry (table, "ru-1", "russian", 600, 200, 0);
  battle = vd_table_battle_new (g_steal_pointer (&table), vd_test_load_ruleset (), NULL, &error);
  push_back (vd_battle_get_current (battle), 530, &answer);
  g_assert_true (vd_battle_record (battle, vd_order_answer_take_event (&answer, NULL), &error));
  sight = vd_sight_new (vd_battle_get_current (battle), vd_battle_get_ruleset (battle));
  french = vd_side_view_new (sight, "french");
  russian = vd_side_view_new (sight, "russian");
  recoil = vd_battle_get_event (battle, 0);
  g_assert_true (vd_side_view_shows_event (french, battle, recoil));
  g_assert_false (vd_side_view_shows_event (russian, battle, recoil));
  g_assert_null (vd_side_view_describe_event (russian, battle, recoil));
  gone = vd_table_find_destroyed (vd_battle_get_current (battle), "fr-1");
  g_assert_cmpint (vd_side_view_knows_unit (russian, gone), ==, VD_KNOWS_NOTHING);
  g_assert_cmpint (vd_side_view_knows_unit (french, gone), ==, VD_KNOWS_EVERYTHING);
  vd_order_answer_clear (&answer);
}

/* CREST-2 on a push-back: a footprint pushed over a crest line reveals the unit. */
static void
test_crest_2_recoil (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 100, 450, 1100, 900);
  const VdPoint crest[] = { { 150, 600 }, { 1050, 600 } };
  VdOrderAnswer answer = { 0 };

  hill->crests = g_new0 (VdPath, 1);
  hill->n_crests = 1;
  vd_path_set (&hill->crests[0], crest, 2);
  push_back (table, 650, &answer);
  g_assert_true (vd_test_has_reason (&answer, "CREST-2", "hill-1"));
  g_assert_true (answer.event->revealed);
  vd_test_apply_ok (answer.event, table, ruleset);
  g_assert_true (vd_table_find_unit (table, "fr-1")->revealed);
  vd_order_answer_clear (&answer);
}

/* What a file holds of a recoil is checked like any event: a destroying recoil whose figures
 * are not those left, an unknown rule, are refused and the table stays as it was. */
static void
test_recoil_refused_events (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(VdEvent) event = vd_event_new (VD_EVENT_RECOIL, 1);

  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 0, 500, 1200, 600);
  event->unit_id = g_strdup ("fr-1");
  event->feature_id = g_strdup ("river-1");
  event->at = vd_point (600, 530);
  event->destroyed = TRUE;
  event->rule = g_strdup ("RIVER-2");
  event->figures = 11;
  vd_test_assert_refused (event, table, ruleset, VD_ERROR_ARGUMENT,
                          "unit “fr-1” has 12 figures left: it cannot be destroyed with 11", TRUE);
  event->figures = 12;
  g_free (event->rule);
  event->rule = g_strdup ("RIVER-9");
  vd_test_assert_refused (event, table, ruleset, VD_ERROR_ARGUMENT, "RIVER-9", FALSE);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  vd_orders_set_clock (PINNED);

  g_test_add_data_func ("/recoil/RIVER-2-destroyed/25mm", VD_TEST_S25, test_river_2_destroyed);
  g_test_add_data_func ("/recoil/RIVER-2-destroyed/15mm", VD_TEST_S15, test_river_2_destroyed);
  g_test_add_func ("/recoil/RIVER-2-river-line", test_river_2_line);
  g_test_add_func ("/recoil/RIVER-2-not-on-a-bridge", test_river_2_bridge);
  g_test_add_func ("/recoil/RIVER-2-ford-stream-rules", test_river_2_ford);
  g_test_add_func ("/recoil/RIVER-2-before-marsh", test_river_2_before_marsh_2);
  g_test_add_func ("/recoil/RIVER-2-off-the-table", test_river_2_off_the_table);
  g_test_add_func ("/recoil/RIVER-2-undo", test_river_2_undo);
  g_test_add_func ("/recoil/RIVER-2-side-views", test_river_2_side_views);
  g_test_add_func ("/recoil/STREAM-1-across-a-stream", test_stream_1_across);
  g_test_add_data_func ("/recoil/MARSH-2-no-formation/25mm", VD_TEST_S25,
                        test_marsh_2_no_formation);
  g_test_add_data_func ("/recoil/MARSH-2-no-formation/15mm", VD_TEST_S15,
                        test_marsh_2_no_formation);
  g_test_add_func ("/recoil/MARSH-2-footprint-edge", test_marsh_2_edge);
  g_test_add_func ("/recoil/CREST-2-reveals", test_crest_2_recoil);
  g_test_add_func ("/recoil/TABLE-EDGE-refused", test_table_edge);
  g_test_add_func ("/recoil/refused-events", test_recoil_refused_events);
  status = g_test_run ();
  vd_orders_set_clock (NULL);
  vd_ruleset_free (ruleset);
  return status;
}
