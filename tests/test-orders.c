/* One place for orders (vd-orders.h): each order's complete event and its answer, with the
 * reasons, against the rule catalogue: CREST-2 (a footprint crossing a crest line reveals the
 * unit), ROAD-2 (a column too wide for the road halves its front), the clock, the aim kept. */
#include <string.h>

#include "vd-error.h"
#include "vd-orders.h"
#include "vd-test-table.h"

#define PINNED "2026-12-02T18:00:00Z"

static VdRuleset *ruleset;

/* A hill whose crest runs along y = 400 from x = 300 to 700; a 60 × 90 column whose front edge
 * is at (500, 300), facing +y: its footprint spans y 210…300. */
static VdTable *
crest_table (void)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 250, 350, 750, 800);
  const VdPoint crest[] = { { 300, 400 }, { 700, 400 } };

  hill->crests = g_new0 (VdPath, 1);
  hill->n_crests = 1;
  vd_path_set (&hill->crests[0], crest, 2);
  vd_test_add_unit (table, "fr-col", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 500, 300,
                    0, 60, 90);
  return table;
}

/* CREST-2: the footprint ends across the crest: the event says revealed, and applying it
 * reveals the unit. */
static void
test_crest_2_crossing_reveals (void)
{
  g_autoptr(VdTable) table = crest_table ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VdEvent) event = NULL;
  VdOrderAnswer answer = { 0 };
  const VdPoint to = { 500, 450 };

  g_assert_true (vd_orders_move (table, ruleset, "fr-col", &to, 1, FALSE, &answer, &error));
  g_assert_no_error (error);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "CREST-2", "hill-1"));
  event = vd_order_answer_take_event (&answer, &error);
  g_assert_nonnull (event);
  g_assert_true (event->revealed);
  g_assert_cmpstr (event->time, ==, PINNED);
  g_assert_false (vd_table_find_unit (table, "fr-col")->revealed);
  vd_test_apply_ok (event, table, ruleset);
  g_assert_true (vd_table_find_unit (table, "fr-col")->revealed);
  vd_order_answer_clear (&answer);
}

/* CREST-2: a move that stops short of the crest (footprint 290…380) reveals nothing. */
static void
test_crest_2_short_of_crest (void)
{
  g_autoptr(VdTable) table = crest_table ();
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  const VdPoint to = { 500, 380 };

  g_assert_true (vd_orders_move (table, ruleset, "fr-col", &to, 1, FALSE, &answer, &error));
  g_assert_true (answer.legal);
  g_assert_false (vd_test_has_reason (&answer, "CREST-2", "hill-1"));
  g_assert_false (answer.event->revealed);
  vd_test_apply_ok (answer.event, table, ruleset);
  g_assert_false (vd_table_find_unit (table, "fr-col")->revealed);
  vd_order_answer_clear (&answer);
}

/* CREST-2 read from a file older than `revealed`: the move over the crest still reveals. */
static void
test_crest_2_old_journal (void)
{
  g_autoptr(VdTable) table = crest_table ();
  g_autoptr(VdEvent) event = vd_event_new (VD_EVENT_MOVE, 1);

  event->unit_id = g_strdup ("fr-col");
  event->at = vd_point (500, 450);
  vd_test_apply_ok (event, table, ruleset);
  g_assert_true (vd_table_find_unit (table, "fr-col")->revealed);
}

/* A road along x = 500; an infantry column on it, FRONTAGE wide, in FORMATION. */
static VdTable *
road_table (VdScale scale, VdFormation formation, double frontage)
{
  VdTable *table = vd_test_table_new (scale, 1, 1200, 1200);

  vd_test_add_line (table, "road-1", VD_TERRAIN_ROAD, 500, 0, 500, 1200);
  vd_test_add_unit (table, "fr-col", "french", VD_ARM_INFANTRY, formation, 500, 300, 0,
                    frontage, 40);
  return table;
}

/* ROAD-2: a column wider than ROAD-1's 3 figures (60 mm at 25mm, 45 at 15mm) halves its front
 * and doubles its depth: a formation event with rule ROAD-2. */
static void
test_road_2_halves (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double frontage = VD_TEST_AT (scale, 120, 60);
  g_autoptr(VdTable) table = road_table (scale, VD_FORMATION_COLUMN, frontage);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  const VdUnit *unit;

  g_assert_true (vd_orders_halve_front (table, ruleset, "fr-col", &answer, &error));
  g_assert_no_error (error);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "ROAD-2", "road-1"));
  g_assert_cmpint (answer.event->kind, ==, VD_EVENT_FORMATION);
  g_assert_cmpstr (answer.event->rule, ==, "ROAD-2");
  g_assert_cmpfloat (answer.event->frontage, ==, frontage / 2);
  g_assert_cmpfloat (answer.event->depth, ==, 80);
  g_assert_true (vd_event_check_writable (answer.event, &error));
  vd_test_apply_ok (answer.event, table, ruleset);
  unit = vd_table_find_unit (table, "fr-col");
  g_assert_cmpfloat (unit->frontage, ==, frontage / 2);
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_COLUMN);
  vd_order_answer_clear (&answer);
}

/* ROAD-2 refused: a line is no column; a narrow column needs nothing (ROAD-1); off the road. */
static void
test_road_2_refused (void)
{
  g_autoptr(VdTable) line = road_table (VD_SCALE_25MM, VD_FORMATION_LINE, 120);
  g_autoptr(VdTable) narrow = road_table (VD_SCALE_25MM, VD_FORMATION_COLUMN, 60);
  g_autoptr(VdTable) off = road_table (VD_SCALE_25MM, VD_FORMATION_COLUMN, 120);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };

  g_assert_true (vd_orders_halve_front (line, ruleset, "fr-col", &answer, &error));
  g_assert_false (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "ROAD-2", "fr-col"));
  g_assert_null (vd_order_answer_take_event (&answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (vd_orders_halve_front (narrow, ruleset, "fr-col", &answer, &error));
  g_assert_false (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "ROAD-1", "fr-col"));

  vd_table_edit_unit (off, "fr-col")->at = vd_point (800, 300);
  g_assert_true (vd_orders_halve_front (off, ruleset, "fr-col", &answer, &error));
  g_assert_false (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "ROAD-2", "fr-col"));
  vd_order_answer_clear (&answer);
}

/* How a refusal names what it speaks of (vd_order_answer_name): by id for vedette-cli; with
 * `names`, as the journal does: a unit's name, a feature's name or its kind, else the id. */
static void
test_names_unit_feature_or_id (void)
{
  g_autoptr(VdTable) table = road_table (VD_SCALE_25MM, VD_FORMATION_COLUMN, 120);
  VdOrderAnswer by_id = { 0 };
  VdOrderAnswer named = { .names = TRUE };
  VdFeature *wood = vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 0, 0, 100, 100);
  g_autofree char *unit_id = NULL, *unit_name = NULL, *road = NULL, *wood_name = NULL;
  g_autofree char *unknown = NULL, *none = NULL;

  g_free (vd_table_find_unit (table, "fr-col")->name);
  vd_table_edit_unit (table, "fr-col")->name = g_strdup ("2e léger");
  g_free (wood->name);
  wood->name = g_strdup ("Bois de Saint-Pierre");
  unit_id = vd_order_answer_name (&by_id, table, ruleset, "fr-col");
  g_assert_cmpstr (unit_id, ==, "fr-col");
  unit_name = vd_order_answer_name (&named, table, ruleset, "fr-col");
  g_assert_cmpstr (unit_name, ==, "2e léger");
  wood_name = vd_order_answer_name (&named, table, ruleset, "wood-1");
  g_assert_cmpstr (wood_name, ==, "Bois de Saint-Pierre");
  road = vd_order_answer_name (&named, table, ruleset, "road-1");
  g_assert_cmpstr (road, ==, "road");
  unknown = vd_order_answer_name (&named, table, ruleset, "nowhere-1");
  g_assert_cmpstr (unknown, ==, "nowhere-1");
  none = vd_order_answer_name (&named, table, ruleset, NULL);
  g_assert_cmpstr (none, ==, "—");
}

/* ROAD-1 (ROAD-2 refused): the narrow column's refusal, for people, names the unit and gives
 * its front in paces, the rule kept; by id it stays vedette-cli's, in millimetres. The answer
 * keeps `names` through the order. */
static void
test_road_1_refusal_names (void)
{
  g_autoptr(VdTable) narrow = road_table (VD_SCALE_25MM, VD_FORMATION_COLUMN, 60);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer named = { .names = TRUE };
  VdOrderAnswer by_id = { 0 };

  g_free (vd_table_find_unit (narrow, "fr-col")->name);
  vd_table_edit_unit (narrow, "fr-col")->name = g_strdup ("2e léger");
  g_assert_true (vd_orders_halve_front (narrow, ruleset, "fr-col", &named, &error));
  g_assert_true (named.names);
  g_assert_false (named.legal);
  g_assert_true (vd_test_has_reason (&named, "ROAD-1", "fr-col"));
  g_assert_cmpstr (named.refusal->message, ==,
                   "2e léger is not too wide for the road: its front of 60 paces is within the "
                   "60 paces ROAD-1 allows (ROAD-2)");
  g_assert_true (vd_orders_halve_front (narrow, ruleset, "fr-col", &by_id, &error));
  g_assert_cmpstr (by_id.refusal->message, ==,
                   "fr-col is not too wide for the road: its front of 60 mm is within the 60 mm "
                   "ROAD-1 allows (ROAD-2)");
  vd_order_answer_clear (&named);
  vd_order_answer_clear (&by_id);
}

/* A loss beyond the figures left, for people: the unit by its name. */
static void
test_loss_refusal_names (void)
{
  g_autoptr(VdTable) table = road_table (VD_SCALE_25MM, VD_FORMATION_COLUMN, 60);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer named = { .names = TRUE };
  VdUnit *unit = vd_table_edit_unit (table, "fr-col");

  g_free (unit->name);
  unit->name = g_strdup ("2e léger");
  unit->figures = 24;
  unit->casualties = 20;
  g_assert_true (vd_orders_loss (table, ruleset, "fr-col", 5, &named, &error));
  g_assert_false (named.legal);
  g_assert_cmpstr (named.refusal->message, ==,
                   "unit “2e léger” has 4 of its 24 figures left: it cannot lose 5");
  vd_order_answer_clear (&named);
}

/* LOBS-3 refused in the damage engine's words: for people the quoted unit is its name; by id
 * for vedette-cli. */
static void
test_lobs_3_refusal_names (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer named = { .names = TRUE };
  VdOrderAnswer by_id = { 0 };
  VdUnit *line;

  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 0, 500, 1000, 500);
  line = vd_test_add_line_infantry (table, "fr-1", "french", 500, 300, 0);
  g_free (line->name);
  line->name = g_strdup ("1er de ligne");
  g_assert_true (vd_orders_bombard (table, ruleset, "fr-1", "hedge-1", NULL, 1, &named, &error));
  g_assert_false (named.legal);
  g_assert_true (vd_test_has_reason (&named, "LOBS-3", "fr-1"));
  g_assert_cmpstr (named.refusal->message, ==,
                   "“1er de ligne” is not artillery: LOBS-3 needs a battery of calibre 6 or more");
  g_assert_true (vd_orders_bombard (table, ruleset, "fr-1", "hedge-1", NULL, 1, &by_id, &error));
  g_assert_cmpstr (by_id.refusal->message, ==,
                   "“fr-1” is not artillery: LOBS-3 needs a battery of calibre 6 or more");
  vd_order_answer_clear (&named);
  vd_order_answer_clear (&by_id);
}

/* A bombardment's event keeps its aim, rule and paces; a turn in play is a `face` event. */
static void
test_bombard_keeps_aim (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  const VdPoint aim = { 300, 500 };
  VdUnit *battery;

  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 0, 500, 1000, 500);
  battery = vd_test_add_unit (table, "ru-bat", "russian", VD_ARM_ARTILLERY,
                              VD_FORMATION_BATTERY, 500, 300, 0, 80, 40);
  battery->figures = 8;
  battery->calibre = 6;
  g_assert_true (vd_orders_bombard (table, ruleset, "ru-bat", "hedge-1", &aim, 1, &answer,
                                    &error));
  g_assert_no_error (error);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "LOBS-3", "ru-bat"));
  g_assert_true (answer.event->has_aim);
  g_assert_cmpfloat (answer.event->aim.x, ==, 300);
  g_assert_cmpstr (answer.event->rule, ==, "LOBS-3");
  g_assert_cmpfloat (answer.event->affected, ==, 120);
  g_assert_cmpstr (answer.event->time, ==, PINNED);

  g_assert_true (vd_orders_face (table, ruleset, "ru-bat", -90, &answer, &error));
  g_assert_cmpint (answer.event->kind, ==, VD_EVENT_FACE);
  g_assert_cmpfloat (answer.event->facing, ==, 270);
  g_assert_true (vd_event_check_writable (answer.event, &error));
  vd_test_apply_ok (answer.event, table, ruleset);
  g_assert_cmpfloat (vd_table_find_unit (table, "ru-bat")->facing, ==, 270);
  vd_order_answer_clear (&answer);
}

/* WOOD-3 at set-up: a line placed in a wood has no formation, skirmishers placed there keep
 * theirs; moved into the wood by an edit it loses it; an edit that leaves it where it is may
 * clear the condition. */
static void
test_wood_3_at_setup (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(VdUnit) line = vd_unit_new ("fr-1", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  g_autoptr(VdUnit) skirmish = vd_unit_new ("fr-2", "french", VD_ARM_INFANTRY,
                                            VD_FORMATION_SKIRMISH);
  g_autoptr(VdEvent) added = NULL;
  g_autoptr(VdEvent) open_order = NULL;
  g_autoptr(VdEvent) moved = NULL;
  g_autoptr(VdEvent) cleared = NULL;
  VdUnit *outside;

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 400, 400, 800, 800);
  line->at = skirmish->at = vd_point (600, 600);
  line->frontage = skirmish->frontage = 120;
  line->depth = skirmish->depth = 30;
  added = vd_orders_add_unit (table, line);
  g_assert_cmpuint (added->unit->conditions, ==, 1u << VD_CONDITION_NO_FORMATION);
  g_assert_cmpuint (line->conditions, ==, 0);
  open_order = vd_orders_add_unit (table, skirmish);
  g_assert_cmpuint (open_order->unit->conditions, ==, 0);

  outside = vd_test_add_line_infantry (table, "fr-3", "french", 600, 200, 0);
  line->at = vd_point (600, 600);
  g_free (line->id);
  line->id = g_strdup ("fr-3");
  moved = vd_orders_edit_unit (table, line);
  g_assert_cmpuint (moved->unit->conditions, ==, 1u << VD_CONDITION_NO_FORMATION);
  outside->at = vd_point (600, 600);
  cleared = vd_orders_edit_unit (table, line);
  g_assert_cmpuint (cleared->unit->conditions, ==, 0);
}

/* Unpinned, the clock gives the time now in UTC, to the second, as a file writes it. */
static void
test_clock_now (void)
{
  g_autoptr(GDateTime) before = g_date_time_new_now_utc ();
  g_autofree char *now = NULL;
  g_autoptr(GDateTime) read = NULL;
  g_autoptr(GDateTime) after = NULL;

  g_unsetenv ("VEDETTE_TEST_TIME");
  vd_orders_set_clock (NULL);
  now = vd_orders_now ();
  after = g_date_time_new_now_utc ();
  vd_orders_set_clock (PINNED);
  g_assert_true (g_regex_match_simple ("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
                                       now, 0, 0));
  read = g_date_time_new_from_iso8601 (now, NULL);
  g_assert_nonnull (read);
  g_assert_cmpint (g_date_time_to_unix (read), >=, g_date_time_to_unix (before));
  g_assert_cmpint (g_date_time_to_unix (read), <=, g_date_time_to_unix (after));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  vd_orders_set_clock (PINNED);

  g_test_add_func ("/orders/clock-now", test_clock_now);
  g_test_add_func ("/movement/CREST-2/crossing-reveals", test_crest_2_crossing_reveals);
  g_test_add_func ("/orders/WOOD-3-at-set-up", test_wood_3_at_setup);
  g_test_add_func ("/movement/CREST-2/short-of-crest-stays-hidden", test_crest_2_short_of_crest);
  g_test_add_func ("/movement/CREST-2/old-journal-reveals", test_crest_2_old_journal);
  g_test_add_data_func ("/orders/ROAD-2/halves-front/25mm", VD_TEST_S25, test_road_2_halves);
  g_test_add_data_func ("/orders/ROAD-2/halves-front/15mm", VD_TEST_S15, test_road_2_halves);
  g_test_add_func ("/orders/ROAD-2/refused", test_road_2_refused);
  g_test_add_func ("/orders/bombard-keeps-aim-and-face", test_bombard_keeps_aim);
  g_test_add_func ("/orders/names/unit-feature-or-id", test_names_unit_feature_or_id);
  g_test_add_func ("/orders/ROAD-1/refusal-names-in-paces", test_road_1_refusal_names);
  g_test_add_func ("/orders/loss/refusal-names", test_loss_refusal_names);
  g_test_add_func ("/orders/LOBS-3/refusal-names", test_lobs_3_refusal_names);
  status = g_test_run ();
  vd_orders_set_clock (NULL);
  vd_ruleset_free (ruleset);
  return status;
}
