#include <glib/gstdio.h>
#include <string.h>

#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-journal.h"
#include "vd-table-reader.h"
#include "vd-table-private.h"
#include "vd-table-sides.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

/* Two sides, one command each, every arm the events need, and every kind of terrain they
 * touch: a hedge, a wall, a house and a wood. */
static VdTable *
small_table (void)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  VdCommand *bde = vd_command_new ("fr-bde", "french");
  VdUnit *unit;

  bde->kind = g_strdup ("brigade");
  g_ptr_array_add (table->commands, bde);
  g_ptr_array_add (table->commands, vd_command_new ("ru-div", "russian"));

  unit = vd_test_add_line_infantry (table, "fr-inf", "french", 900, 300, 0);
  unit->figures = 24;
  unit->command = g_strdup ("fr-bde");
  vd_test_add_unit (table, "fr-cav", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 400, 300, 0,
                    120, 40);
  unit = vd_test_add_unit (table, "ru-bat", "russian", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY,
                           900, 900, 180, 80, 40);
  unit->calibre = 6;
  unit->howitzer = TRUE;
  vd_test_add_unit (table, "fr-sap", "french", VD_ARM_ENGINEERS, VD_FORMATION_NONE, 1300, 300,
                    0, 40, 30);

  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 100, 600, 700, 600);
  vd_test_add_line (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 1000, 600, 1600, 600);
  vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 1400, 800, 1500, 900)->points = 10;
  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 100, 800, 400, 1100);
  return table;
}

static VdEvent *
unit_event (VdEventKind kind, int turn, const char *unit_id)
{
  VdEvent *event = vd_event_new (kind, turn);

  event->unit_id = g_strdup (unit_id);
  return event;
}

static void
apply_ok (const VdEvent *event, VdTable *table)
{
  vd_test_apply_ok (event, table, ruleset);
}

/* Refused with CODE and a message holding TEXT, and the table is exactly as it was. */
static void
assert_refused (const VdEvent *event, VdTable *table, int code, const char *text)
{
  vd_test_assert_refused (event, table, ruleset, code, text, FALSE);
}

static void
test_kind_names (void)
{
  for (int k = 0; k < VD_N_EVENT_KINDS; k++)
    {
      VdEventKind back;

      g_assert_true (vd_event_kind_from_string (vd_event_kind_to_string (k), &back));
      g_assert_cmpint (back, ==, k);
    }
  g_assert_cmpstr (vd_event_kind_to_string (VD_EVENT_END_TURN), ==, "end-turn");
  g_assert_false (vd_event_kind_from_string ("retreat", &(VdEventKind) { 0 }));
}

static void
test_apply_move (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) move = unit_event (VD_EVENT_MOVE, 1, "fr-inf");
  g_autoptr(VdEvent) ghost = unit_event (VD_EVENT_MOVE, 1, "fr-ghost");
  VdPoint via = { 900, 400 };
  const VdUnit *unit = vd_table_find_unit (table, "fr-inf");

  move->at = vd_point (950, 500);
  g_array_append_val (move->via, via);
  move->forced = TRUE;
  move->conditions = 1u << VD_CONDITION_DISORDER;
  apply_ok (move, table);
  g_assert_true (vd_point_equal (unit->at, vd_point (950, 500)));
  g_assert_cmpuint (unit->conditions, ==, 1u << VD_CONDITION_DISORDER);
  g_assert_cmpfloat (unit->facing, ==, 0);

  ghost->at = vd_point (1, 1);
  assert_refused (ghost, table, VD_ERROR_NOT_FOUND, "there is no unit “fr-ghost”");
}

static void
test_apply_formation (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) column = unit_event (VD_EVENT_FORMATION, 1, "fr-inf");
  g_autoptr(VdEvent) square = unit_event (VD_EVENT_FORMATION, 1, "fr-cav");
  const VdUnit *unit = vd_table_find_unit (table, "fr-inf");

  column->formation = VD_FORMATION_COLUMN;
  apply_ok (column, table);
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_COLUMN);
  /* The front centre is where the unit stands: it does not move. */
  g_assert_true (vd_point_equal (unit->at, vd_point (900, 300)));

  square->formation = VD_FORMATION_SQUARE;
  assert_refused (square, table, VD_ERROR_ARGUMENT, "cavalry cannot be in formation square");
}

/* A formation event carries the footprint it leaves, written, read back and replayed; an older
 * event without it keeps the unit's. */
static void
test_formation_footprint (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdTable) again = NULL;
  g_autoptr(VdTable) replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL;
  VdEvent *square = unit_event (VD_EVENT_FORMATION, 1, "fr-inf");
  VdEvent *line = unit_event (VD_EVENT_FORMATION, 1, "fr-inf");
  VdEvent *old = unit_event (VD_EVENT_FORMATION, 1, "fr-inf");
  const VdUnit *unit;
  gsize length;

  square->formation = VD_FORMATION_SQUARE;
  square->frontage = 110;
  square->depth = 110.5;
  line->formation = VD_FORMATION_LINE;
  line->frontage = 240;
  line->depth = 30;
  old->formation = VD_FORMATION_COLUMN;
  g_ptr_array_add (table->journal, square);
  g_ptr_array_add (table->journal, line);
  g_ptr_array_add (table->journal, old);

  yaml = vd_table_to_yaml (table, &length);
  g_assert_nonnull (strstr (yaml, "formation: square, frontage: 110, depth: 110.5}"));
  g_assert_nonnull (strstr (yaml, "formation: column}"));
  again = vd_table_load_data (yaml, length, "journal.yaml", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < table->journal->len; i++)
    g_assert_true (vd_event_equal (g_ptr_array_index (table->journal, i),
                                   g_ptr_array_index (again->journal, i)));
  g_assert_false (vd_event_equal (square, line));

  replayed = vd_journal_replay (again, ruleset, 1, &error);
  g_assert_no_error (error);
  unit = vd_table_find_unit (replayed, "fr-inf");
  g_assert_cmpfloat (unit->frontage, ==, 110);
  g_assert_cmpfloat (unit->depth, ==, 110.5);
  g_assert_true (vd_point_equal (unit->at, vd_point (900, 300)));
  vd_table_free (replayed);

  /* The old event changes the formation alone: the footprint stays the line's. */
  replayed = vd_journal_replay (again, ruleset, 3, &error);
  g_assert_no_error (error);
  unit = vd_table_find_unit (replayed, "fr-inf");
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_COLUMN);
  g_assert_cmpfloat (unit->frontage, ==, 240);
  g_assert_cmpfloat (unit->depth, ==, 30);

  /* What a file could not hold does not apply. */
  square->frontage = -1;
  assert_refused (square, replayed, VD_ERROR_ARGUMENT, "not a size on the table");
}

/* `batch` is read and written for any kind; 0 is not a batch. */
static void
test_batch_key (void)
{
  static const char text[] =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [100, 100]\njournal:\n"
    "- {event: end-turn, turn: 1, batch: 7}\n"
    "- {event: formation, turn: 2, unit: u, formation: line, frontage: 0}\n";
  static const char zero[] =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [100, 100]\njournal:\n"
    "- {event: end-turn, turn: 1, batch: 0}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (text, strlen (text), "t.yaml", &error);
  g_autoptr(VdTable) refused = NULL;
  g_autofree char *yaml = NULL;
  g_autoptr(VdEvent) copy = NULL;

  /* The second event's frontage: 0 is refused, the first's batch read. */
  g_assert_null (table);
  g_assert_nonnull (strstr (error->message, "t.yaml:7:67: error: "));
  g_clear_error (&error);
  table = vd_table_load_data (text, strstr (text, "- {event: formation") - text, "t.yaml",
                              &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((VdEvent *) g_ptr_array_index (table->journal, 0))->batch, ==, 7);
  yaml = vd_table_to_yaml (table, NULL);
  g_assert_nonnull (strstr (yaml, "{event: end-turn, turn: 1, batch: 7}"));
  copy = vd_event_copy (g_ptr_array_index (table->journal, 0));
  g_assert_true (vd_event_equal (copy, g_ptr_array_index (table->journal, 0)));
  copy->batch = 8;
  g_assert_false (vd_event_equal (copy, g_ptr_array_index (table->journal, 0)));

  refused = vd_table_load_data (zero, strlen (zero), "t.yaml", &error);
  g_assert_null (refused);
  g_assert_nonnull (strstr (error->message, "t.yaml:6:37: error: "));
}

static void
test_apply_conditions (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) event = unit_event (VD_EVENT_CONDITIONS, 1, "fr-cav");
  g_autoptr(VdEvent) ghost = unit_event (VD_EVENT_CONDITIONS, 1, "nobody");

  event->conditions = (1u << VD_CONDITION_DISORGANIZED) | (1u << VD_CONDITION_NO_FORMATION);
  apply_ok (event, table);
  g_assert_cmpuint (vd_table_find_unit (table, "fr-cav")->conditions, ==, event->conditions);
  assert_refused (ghost, table, VD_ERROR_NOT_FOUND, "nobody");
}

static void
test_apply_loss (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) six = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  g_autoptr(VdEvent) back = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  g_autoptr(VdEvent) too_many = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  g_autoptr(VdEvent) too_few = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  g_autoptr(VdEvent) none = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  g_autoptr(VdEvent) to_one = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  g_autoptr(VdEvent) one_too_few = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  g_autoptr(VdEvent) to_four = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  const VdUnit *unit = vd_table_find_unit (table, "fr-inf");

  six->figures = 6;
  back->figures = -2;
  too_many->figures = 21;
  too_few->figures = -5;
  apply_ok (six, table);
  g_assert_cmpint (unit->casualties, ==, 6);
  apply_ok (back, table);
  g_assert_cmpint (unit->casualties, ==, 4);
  /* 20 of 24 left: 21 more is more than the unit has. */
  assert_refused (too_many, table, VD_ERROR_ARGUMENT,
                  "unit “fr-inf” has 20 of its 24 figures left: it cannot lose 21");
  assert_refused (too_few, table, VD_ERROR_ARGUMENT,
                  "unit “fr-inf” has lost 4 figures: it cannot get 5 back");
  /* One figure lost: the refusal says "figure", singular. */
  to_one->figures = -3;
  apply_ok (to_one, table);
  one_too_few->figures = -2;
  assert_refused (one_too_few, table, VD_ERROR_ARGUMENT,
                  "unit “fr-inf” has lost 1 figure: it cannot get 2 back");
  to_four->figures = 3;
  apply_ok (to_four, table);
  g_assert_cmpint (unit->casualties, ==, 4);
  assert_refused (none, table, VD_ERROR_ARGUMENT, "a loss of 0 figures changes nothing");
  too_many->figures = 20;
  apply_ok (too_many, table);
  g_assert_cmpint (unit->casualties, ==, 24);
}

static void
test_apply_morale (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) shaken = unit_event (VD_EVENT_MORALE, 1, "fr-inf");
  g_autoptr(VdEvent) bogus = unit_event (VD_EVENT_MORALE, 1, "fr-inf");

  shaken->state = g_strdup ("shaken");
  apply_ok (shaken, table);
  g_assert_cmpstr (vd_table_find_unit (table, "fr-inf")->morale, ==, "shaken");
  bogus->state = g_strdup ("jolly");
  assert_refused (bogus, table, VD_ERROR_ARGUMENT, "unknown morale state “jolly”");
}

static void
test_apply_reveal (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) reveal = unit_event (VD_EVENT_REVEAL, 1, "ru-bat");
  g_autoptr(VdEvent) hide = unit_event (VD_EVENT_REVEAL, 1, "ru-bat");

  reveal->revealed = TRUE;
  apply_ok (reveal, table);
  g_assert_true (vd_table_find_unit (table, "ru-bat")->revealed);
  apply_ok (hide, table);
  g_assert_false (vd_table_find_unit (table, "ru-bat")->revealed);
}

static VdEvent *
damage_event (VdEventKind kind, const char *unit_id, const char *feature_id, const char *rule)
{
  VdEvent *event = unit_event (kind, 1, unit_id);

  event->feature_id = g_strdup (feature_id);
  event->rule = g_strdup (rule);
  return event;
}

static void
add_stretch (VdEvent *event, double from, double to, VdDamage state)
{
  VdStretch stretch = { from, to, state };

  g_array_append_val (event->damage, stretch);
}

/* LOBS-3, HOBS-4, LOBS-4: the event sets what is left of the feature, stretch by stretch. */
static void
test_apply_bombard_repair (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) hedge = damage_event (VD_EVENT_BOMBARD, "ru-bat", "hedge-1", "LOBS-3");
  g_autoptr(VdEvent) wall = damage_event (VD_EVENT_BOMBARD, "ru-bat", "wall-1", "HOBS-4");
  g_autoptr(VdEvent) repair = damage_event (VD_EVENT_REPAIR, "fr-sap", "hedge-1", "LOBS-4");
  g_autoptr(VdEvent) wood = damage_event (VD_EVENT_BOMBARD, "ru-bat", "wood-1", "LOBS-3");
  g_autoptr(VdEvent) half = damage_event (VD_EVENT_BOMBARD, "ru-bat", "hedge-1", "LOBS-3");
  g_autoptr(VdEvent) beyond = damage_event (VD_EVENT_BOMBARD, "ru-bat", "wall-1", "HOBS-4");
  g_autoptr(VdEvent) no_rule = damage_event (VD_EVENT_BOMBARD, "ru-bat", "wall-1", "XYZ-9");
  g_autoptr(VdEvent) no_wall = damage_event (VD_EVENT_BOMBARD, "ru-bat", "wall-9", "HOBS-4");
  g_autoptr(VdEvent) no_battery = damage_event (VD_EVENT_BOMBARD, "ru-x", "wall-1", "HOBS-4");
  const VdFeature *feature = vd_table_find_feature (table, "hedge-1");

  add_stretch (hedge, 240, 360, VD_DAMAGE_DESTROYED);
  hedge->has_aim = TRUE;
  hedge->aim = vd_point (400, 600);
  hedge->affected = 120;
  apply_ok (hedge, table);
  g_assert_cmpuint (feature->damage->len, ==, 1);
  g_assert_cmpint (vd_feature_damage_at (feature, 300), ==, VD_DAMAGE_DESTROYED);

  add_stretch (wall, 0, 100, VD_DAMAGE_DEGRADED);
  add_stretch (wall, 100, 200, VD_DAMAGE_DESTROYED);
  apply_ok (wall, table);
  g_assert_cmpuint (vd_table_find_feature (table, "wall-1")->damage->len, ==, 2);

  apply_ok (repair, table);
  g_assert_cmpuint (feature->damage->len, ==, 0);

  assert_refused (wood, table, VD_ERROR_ARGUMENT, "only obstacles and houses can be damaged");
  add_stretch (half, 0, 10, VD_DAMAGE_DEGRADED);
  assert_refused (half, table, VD_ERROR_ARGUMENT, "a light obstacle is destroyed");
  add_stretch (beyond, 500, 601, VD_DAMAGE_DESTROYED);
  assert_refused (beyond, table, VD_ERROR_ARGUMENT, "must go along its 600 mm");
  assert_refused (no_rule, table, VD_ERROR_ARGUMENT, "unknown rule “XYZ-9”");
  assert_refused (no_wall, table, VD_ERROR_NOT_FOUND, "no terrain feature “wall-9”");
  assert_refused (no_battery, table, VD_ERROR_NOT_FOUND, "no unit “ru-x”");
}

/* HOUSE-10: a burning result sets the turn the house caught fire, once. */
static void
test_apply_fire (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) miss = damage_event (VD_EVENT_FIRE, "ru-bat", "house-1", NULL);
  g_autoptr(VdEvent) fire = damage_event (VD_EVENT_FIRE, "ru-bat", "house-1", NULL);
  g_autoptr(VdEvent) end = vd_event_new (VD_EVENT_END_TURN, 1);
  g_autoptr(VdEvent) again = damage_event (VD_EVENT_FIRE, "ru-bat", "house-1", NULL);
  g_autoptr(VdEvent) wood = damage_event (VD_EVENT_FIRE, "ru-bat", "wood-1", NULL);
  g_autoptr(VdEvent) seven = damage_event (VD_EVENT_FIRE, "ru-bat", "house-1", NULL);
  const VdFeature *house = vd_table_find_feature (table, "house-1");

  miss->die = 3;
  apply_ok (miss, table);
  g_assert_cmpint (house->on_fire, ==, 0);
  fire->die = 6;
  fire->burning = TRUE;
  apply_ok (fire, table);
  g_assert_cmpint (house->on_fire, ==, 1);
  apply_ok (end, table);
  again->turn = 2;
  again->die = 6;
  again->burning = TRUE;
  apply_ok (again, table);
  g_assert_cmpint (house->on_fire, ==, 1);

  wood->turn = seven->turn = 2;
  wood->die = 6;
  assert_refused (wood, table, VD_ERROR_ARGUMENT, "only houses burn");
  seven->die = 7;
  assert_refused (seven, table, VD_ERROR_ARGUMENT, "the fire die shows 1 to 6, not 7");
}

static void
test_apply_end_turn (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) end = vd_event_new (VD_EVENT_END_TURN, 1);
  g_autoptr(VdEvent) late = unit_event (VD_EVENT_REVEAL, 1, "fr-inf");
  g_autoptr(VdEvent) bad_time = unit_event (VD_EVENT_REVEAL, 2, "fr-inf");

  apply_ok (end, table);
  g_assert_cmpint (table->turn, ==, 2);
  /* An event keeps the turn it happened in: one of turn 1 no longer applies in turn 2. */
  assert_refused (late, table, VD_ERROR_ARGUMENT,
                  "the event is for turn 1 but the battle is at turn 2");
  bad_time->time = g_strdup ("yesterday");
  assert_refused (bad_time, table, VD_ERROR_ARGUMENT, "time “yesterday”");
}

static void
test_apply_units (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) add = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  g_autoptr(VdEvent) add_twice = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  g_autoptr(VdEvent) add_wood = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  g_autoptr(VdEvent) add_square = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  g_autoptr(VdEvent) add_enemy = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  g_autoptr(VdEvent) edit = vd_event_new (VD_EVENT_EDIT_UNIT, 1);
  g_autoptr(VdEvent) edit_ghost = vd_event_new (VD_EVENT_EDIT_UNIT, 1);
  g_autoptr(VdEvent) remove = unit_event (VD_EVENT_REMOVE_UNIT, 1, "fr-cav");
  g_autoptr(VdEvent) remove_ghost = unit_event (VD_EVENT_REMOVE_UNIT, 1, "fr-cav");

  add->unit = vd_unit_new ("fr-2", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN);
  add->unit->frontage = 60;
  add->unit->depth = 60;
  add->unit->figures = 24;
  add->unit->command = g_strdup ("fr-bde");
  apply_ok (add, table);
  g_assert_true (vd_unit_equal (vd_table_find_unit (table, "fr-2"), add->unit));
  g_assert_cmpuint (table->units->len, ==, 5);

  add_twice->unit = vd_unit_copy (add->unit);
  assert_refused (add_twice, table, VD_ERROR_ARGUMENT, "the id “fr-2” is already taken");
  add_wood->unit = vd_unit_copy (add->unit);
  g_free (add_wood->unit->id);
  add_wood->unit->id = g_strdup ("wood-1");
  assert_refused (add_wood, table, VD_ERROR_ARGUMENT, "the id “wood-1” is already taken");
  add_square->unit = vd_unit_new ("fr-3", "french", VD_ARM_CAVALRY, VD_FORMATION_SQUARE);
  assert_refused (add_square, table, VD_ERROR_ARGUMENT, "cavalry cannot be in formation square");
  add_enemy->unit = vd_unit_new ("ru-2", "russian", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  add_enemy->unit->command = g_strdup ("fr-bde");
  assert_refused (add_enemy, table, VD_ERROR_ARGUMENT, "both must be of the same side");

  edit->unit = vd_unit_copy (vd_table_find_unit (table, "fr-inf"));
  edit->unit->facing = 45;
  edit->unit->figures = 30;
  apply_ok (edit, table);
  /* Edited in place: the unit keeps its rank in the list (drawing and file order). */
  g_assert_cmpstr (((VdUnit *) g_ptr_array_index (table->units, 0))->id, ==, "fr-inf");
  g_assert_cmpfloat (vd_table_find_unit (table, "fr-inf")->facing, ==, 45);
  edit_ghost->unit = vd_unit_new ("fr-ghost", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  assert_refused (edit_ghost, table, VD_ERROR_NOT_FOUND, "fr-ghost");

  apply_ok (remove, table);
  g_assert_null (vd_table_find_unit (table, "fr-cav"));
  assert_refused (remove_ghost, table, VD_ERROR_NOT_FOUND, "fr-cav");
}

static void
test_apply_features (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) add = vd_event_new (VD_EVENT_ADD_FEATURE, 1);
  g_autoptr(VdEvent) add_twice = vd_event_new (VD_EVENT_ADD_FEATURE, 1);
  g_autoptr(VdEvent) edit = vd_event_new (VD_EVENT_EDIT_FEATURE, 1);
  g_autoptr(VdEvent) edit_ghost = vd_event_new (VD_EVENT_EDIT_FEATURE, 1);
  g_autoptr(VdEvent) remove = vd_event_new (VD_EVENT_REMOVE_FEATURE, 1);
  VdPoint square[] = { { 0, 0 }, { 50, 0 }, { 50, 50 }, { 0, 50 } };

  add->feature = vd_feature_new ("marsh-1", VD_TERRAIN_MARSH, VD_SHAPE_AREA, square, 4);
  apply_ok (add, table);
  g_assert_nonnull (vd_table_find_feature (table, "marsh-1"));
  add_twice->feature = vd_feature_new ("fr-inf", VD_TERRAIN_MARSH, VD_SHAPE_AREA, square, 4);
  assert_refused (add_twice, table, VD_ERROR_ARGUMENT, "the id “fr-inf” is already taken");

  edit->feature = vd_feature_copy (vd_table_find_feature (table, "wood-1"));
  edit->feature->name = g_strdup ("Bois de Sokolnitz");
  apply_ok (edit, table);
  g_assert_cmpstr (vd_table_find_feature (table, "wood-1")->name, ==, "Bois de Sokolnitz");
  edit_ghost->feature = vd_feature_new ("wood-9", VD_TERRAIN_WOOD, VD_SHAPE_AREA, square, 4);
  assert_refused (edit_ghost, table, VD_ERROR_NOT_FOUND, "wood-9");

  remove->feature_id = g_strdup ("hedge-1");
  apply_ok (remove, table);
  g_assert_null (vd_table_find_feature (table, "hedge-1"));
  assert_refused (remove, table, VD_ERROR_NOT_FOUND, "hedge-1");
}

/* One event of each kind, every key given, on turn 1 until the end of the turn. */
static GPtrArray *
one_of_each (void)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
  VdPoint square[] = { { 0, 0 }, { 50, 0 }, { 50, 50 }, { 0, 50 } };
  VdPoint via[] = { { 910, 400 }, { 930.25, 450 } };
  VdEvent *event;

  event = unit_event (VD_EVENT_MOVE, 1, "fr-inf");
  event->at = vd_point (950, 500.5);
  g_array_append_vals (event->via, via, 2);
  event->forced = TRUE;
  event->conditions = 1u << VD_CONDITION_DISORGANIZED;
  event->time = g_strdup ("2024-05-01T20:15:00Z");
  event->note = g_strdup ("l’Empereur: “en avant” —\nyes, no, 1.5e3, #hash");
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_FORMATION, 1, "fr-inf");
  event->formation = VD_FORMATION_SQUARE;
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_CONDITIONS, 1, "fr-inf");
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  event->figures = 3;
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_MORALE, 1, "fr-inf");
  event->state = g_strdup ("wavering");
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_REVEAL, 1, "ru-bat");
  event->revealed = TRUE;
  g_ptr_array_add (events, event);
  event = damage_event (VD_EVENT_BOMBARD, "ru-bat", "wall-1", "HOBS-4");
  add_stretch (event, 10.5, 130, VD_DAMAGE_DEGRADED);
  add_stretch (event, 130, 200, VD_DAMAGE_DESTROYED);
  event->has_aim = TRUE;
  event->aim = vd_point (1100, 600);
  event->affected = 190.5;
  g_ptr_array_add (events, event);
  event = damage_event (VD_EVENT_REPAIR, "fr-sap", "wall-1", "HOBS-5");
  add_stretch (event, 130, 200, VD_DAMAGE_DESTROYED);
  g_ptr_array_add (events, event);
  event = damage_event (VD_EVENT_FIRE, "ru-bat", "house-1", NULL);
  event->die = 6;
  event->burning = TRUE;
  event->side = g_strdup ("russian");
  event->points_lost = 5;
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_ADD_COMMAND, 1);
  event->command = vd_command_new ("ru-bde-1", "russian");
  g_free (event->command->name);
  event->command->name = g_strdup ("1st brigade “Odessa”, #1");
  event->command->kind = g_strdup ("brigade");
  event->command->parent = g_strdup ("ru-div");
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  event->unit = vd_unit_new ("fr-2", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN);
  event->unit->frontage = 60;
  event->unit->depth = 60;
  event->unit->figures = 24;
  event->unit->casualties = 2;
  event->unit->morale = g_strdup ("shaken");
  event->unit->command = g_strdup ("fr-bde");
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_EDIT_UNIT, 1);
  event->unit = vd_unit_copy (((VdEvent *) g_ptr_array_index (events, events->len - 1))->unit);
  event->unit->facing = 90;
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_FACE, 1, "fr-cav");
  event->facing = 45.5;
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_REMOVE_UNIT, 1, "fr-cav");
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_ADD_FEATURE, 1);
  event->feature = vd_feature_new ("marsh-1", VD_TERRAIN_MARSH, VD_SHAPE_AREA, square, 4);
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_EDIT_FEATURE, 1);
  event->feature = vd_feature_new ("marsh-1", VD_TERRAIN_MARSH, VD_SHAPE_AREA, square, 3);
  event->feature->name = g_strdup ("Étang");
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_REMOVE_FEATURE, 1);
  event->feature_id = g_strdup ("wood-1");
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_RECOIL, 1, "fr-sap");
  event->feature_id = g_strdup ("marsh-1");
  event->at = vd_point (1300, 200.5);
  g_array_append_vals (event->via, via, 1);
  event->conditions = 1u << VD_CONDITION_NO_FORMATION;
  event->revealed = TRUE;
  event->rule = g_strdup ("MARSH-2");
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_RECOIL, 1, "fr-2");
  event->feature_id = g_strdup ("hedge-1");
  event->at = vd_point (400, 610);
  event->rule = g_strdup ("RIVER-2");
  event->destroyed = TRUE;
  event->figures = 22;
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_DECLARE_FIRE, 1, "ru-bat");
  event->target_id = g_strdup ("fr-inf");
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_DECLARE_CHARGE, 1, "fr-inf");
  event->target_id = g_strdup ("ru-bat");
  event->at = vd_point (700.5, 480);
  g_array_append_vals (event->via, via, 1);
  event->conditions = 1u << VD_CONDITION_DISORGANIZED;
  g_ptr_array_add (events, event);
  event = unit_event (VD_EVENT_DESTROY, 1, "fr-inf");
  event->feature_id = g_strdup ("house-1");
  event->rule = g_strdup ("HOUSE-10");
  event->destroyed = TRUE;
  event->figures = 21;
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_NAME_SIDE, 1);
  event->side = g_strdup ("french");
  event->name.en = g_strdup ("Imperial army");
  event->name.fr = g_strdup ("Armée impériale");
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_NAME_SIDE, 1);
  event->side = g_strdup ("french");
  g_ptr_array_add (events, event);
  event = vd_event_new (VD_EVENT_SET_READING, 1);
  event->reading = g_strdup ("mini-i-charge-and-fire");
  event->option = g_strdup ("refused");
  g_ptr_array_add (events, event);
  g_ptr_array_add (events, vd_event_new (VD_EVENT_START, 1));
  event = vd_event_new (VD_EVENT_END_TURN, 1);
  event->note = g_strdup ("night falls");
  g_ptr_array_add (events, event);
  return events;
}

/* Whether EVENT names the unit ID: the one it is about, or the one it adds or edits. */
static gboolean
names_unit (const VdEvent *event, const char *id)
{
  return g_strcmp0 (event->unit_id, id) == 0 ||
         (event->unit != NULL && g_strcmp0 (event->unit->id, id) == 0);
}

/* The same for a feature. */
static gboolean
names_feature (const VdEvent *event, const char *id)
{
  return g_strcmp0 (event->feature_id, id) == 0 ||
         (event->feature != NULL && g_strcmp0 (event->feature->id, id) == 0);
}

/* A copy that shares LIVE's terrain and units (vd_table_copy_sharing, the battle's next state
 * while an event is recorded) ends as a whole copy would after EVENT, and leaves LIVE
 * untouched; the units and features the event does not name stay shared, and once the copy
 * is gone LIVE holds each of them alone again. Then EVENT applies to LIVE. */
static void
apply_shared_and_whole (const VdEvent *event, VdTable *live)
{
  g_autoptr(VdTable) before = vd_table_copy (live);
  g_autoptr(VdTable) whole = vd_table_copy_without_journal (live);
  g_autoptr(VdTable) shared = vd_table_copy_sharing (live);

  g_assert_true (shared->masking == live->masking);
  apply_ok (event, whole);
  apply_ok (event, shared);
  g_assert_true (vd_table_equal (shared, whole));
  g_assert_true (vd_table_equal (live, before));
  for (guint u = 0; u < shared->units->len; u++)
    {
      const VdUnit *unit = g_ptr_array_index (shared->units, u);
      const VdUnit *was = vd_table_find_unit (live, unit->id);

      if (was != NULL && !names_unit (event, unit->id))
        g_assert_true (unit == was);
    }
  for (guint k = 0; k < shared->features->len; k++)
    {
      const VdFeature *feature = g_ptr_array_index (shared->features, k);
      const VdFeature *was = vd_table_find_feature (live, feature->id);

      if (was != NULL && !names_feature (event, feature->id))
        g_assert_true (feature == was);
    }
  g_clear_pointer (&shared, vd_table_free);
  g_assert_true (vd_table_equal (live, before));
  for (guint u = 0; u < live->units->len; u++)
    g_assert_cmpuint (((const VdUnit *) g_ptr_array_index (live->units, u))->shares, ==, 0);
  for (guint k = 0; k < live->features->len; k++)
    g_assert_cmpuint (((const VdFeature *) g_ptr_array_index (live->features, k))->shares, ==, 0);
  apply_ok (event, live);
}

/* Every kind of event, on a copy sharing the table's terrain and units. */
static void
test_shared_copy (void)
{
  g_autoptr(VdTable) live = small_table ();
  g_autoptr(VdTable) hidden = small_table ();
  g_autoptr(GPtrArray) events = one_of_each ();
  g_autoptr(VdEvent) fire = unit_event (VD_EVENT_DECLARE_FIRE, 1, "ru-bat");

  for (guint i = 0; i < events->len; i++)
    apply_shared_and_whole (g_ptr_array_index (events, i), live);
  /* Above, the battery fires once revealed: here, firing is what reveals it. */
  fire->target_id = g_strdup ("fr-inf");
  g_assert_false (vd_table_find_unit (hidden, "ru-bat")->revealed);
  apply_shared_and_whole (fire, hidden);
  g_assert_true (vd_table_find_unit (hidden, "ru-bat")->revealed);
}

/* The lookups to change a unit or feature give the table's own: on a copy that shares them,
 * a copy in its place, so the table shared from never changes; on a table of its own, the
 * one the read lookups find. */
static void
test_edit_lookups_own (void)
{
  g_autoptr(VdTable) live = small_table ();
  g_autoptr(VdTable) before = vd_table_copy (live);
  g_autoptr(VdTable) shared = vd_table_copy_sharing (live);
  const VdUnit *live_inf = vd_table_find_unit (live, "fr-inf");
  const VdFeature *live_hedge = vd_table_find_feature (live, "hedge-1");
  VdUnit *inf;
  VdFeature *hedge;

  g_assert_true (vd_table_find_unit (shared, "fr-inf") == live_inf);
  inf = vd_table_edit_unit (shared, "fr-inf");
  g_assert_true (inf != live_inf);
  g_assert_true (vd_table_find_unit (shared, "fr-inf") == inf);
  g_assert_true (vd_table_edit_unit (shared, "fr-inf") == inf);
  inf->casualties = 5;
  g_assert_true (vd_table_find_unit (shared, "fr-cav") == vd_table_find_unit (live, "fr-cav"));

  g_assert_true (shared->terrain_shared);
  hedge = vd_table_edit_feature (shared, "hedge-1");
  g_assert_false (shared->terrain_shared);
  g_assert_true (shared->features != live->features);
  g_assert_true (hedge != live_hedge);
  g_assert_true (vd_table_find_feature (shared, "hedge-1") == hedge);
  g_assert_true (vd_table_find_feature (shared, "wall-1") == vd_table_find_feature (live, "wall-1"));
  hedge->level = 2;

  g_assert_null (vd_table_edit_unit (shared, "fr-none"));
  g_assert_null (vd_table_edit_feature (shared, "hedge-none"));
  g_assert_true (vd_table_equal (live, before));
  g_clear_pointer (&shared, vd_table_free);
  g_assert_cmpuint (vd_table_find_unit (live, "fr-cav")->shares, ==, 0);
  g_assert_cmpuint (vd_table_find_feature (live, "wall-1")->shares, ==, 0);

  /* A table of its own changes in place. */
  g_assert_true (vd_table_edit_unit (live, "fr-inf") == live_inf);
  g_assert_true (vd_table_edit_feature (live, "hedge-1") == live_hedge);
}

static void
test_round_trip (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(GPtrArray) events = one_of_each ();
  g_autoptr(VdTable) again = NULL;
  g_autoptr(VdTable) live = NULL;
  g_autoptr(VdTable) replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL;
  g_autofree char *yaml_again = NULL;
  gboolean seen[VD_N_EVENT_KINDS] = { FALSE };
  gsize length;

  live = vd_table_copy (table);
  for (guint i = 0; i < events->len; i++)
    {
      const VdEvent *event = g_ptr_array_index (events, i);

      apply_ok (event, live);
      seen[event->kind] = TRUE;
      g_ptr_array_add (table->journal, vd_event_copy (event));
    }
  for (int k = 0; k < VD_N_EVENT_KINDS; k++)
    g_assert_true (seen[k]);

  yaml = vd_table_to_yaml (table, &length);
  again = vd_table_load_data (yaml, length, "journal.yaml", &error);
  if (again == NULL)
    g_error ("%s\n%s", error->message, yaml);
  g_assert_true (vd_table_equal (table, again));
  yaml_again = vd_table_to_yaml (again, NULL);
  g_assert_cmpstr (yaml, ==, yaml_again);
  for (guint i = 0; i < events->len; i++)
    g_assert_true (vd_event_equal (g_ptr_array_index (events, i),
                                   g_ptr_array_index (again->journal, i)));

  /* The journal as read applies to the set-up as read, to the battle played live. */
  replayed = vd_journal_replay (again, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (replayed->journal->len, ==, 0);
  g_assert_true (vd_table_equal (replayed, live));
  g_assert_cmpint (replayed->turn, ==, 2);
}

/* A journal entry that breaks the file's rules points at its line and column. */
static void
test_read_refusals (void)
{
  static const struct {
    const char *entry;
    guint       column;
    const char *expect;
  } cases[] = {
    { "{event: retreat, turn: 1}", 11, "unknown event “retreat”" },
    { "{event: loss, turn: 1, unit: fr-1}", 3, "a “loss” event is missing the key “figures”" },
    { "{event: loss, turn: 1, unit: fr-1, figures: 2, at: [1, 2]}", 50,
      "unknown key “at” in a “loss” event" },
    { "{event: loss, turn: 1, unit: fr-1, figures: 0}", 47, "a loss of 0 figures changes nothing" },
    { "{event: fire, turn: 1, feature: h, die: 7, burning: true}", 43, "die is 7" },
    { "{event: move, turn: 1, unit: fr-1, at: [1, 2], time: \"noon\"}", 56, "time “noon”" },
    { "{turn: 1, unit: fr-1}", 3, "an event is missing the key “event”" },
    { "[loss, 1]", 3, "an event must be a mapping of keys to values, not a list" },
    { "{event: end-turn, turn: 0}", 27, "turn is 0" },
    { "{event: end-turn, turn: 1, unit: fr-1}", 30, "unknown key “unit” in a “end-turn” event" },
    { "{event: add-unit, turn: 1, unit: {id: x, side: a}}", 36, "a unit is missing the key" },
    { "{event: reveal, turn: 1, unit: fr-1, revealed: yes}", 50,
      "revealed must be true or false" },
    { "{event: bombard, turn: 1, feature: w, rule: HOBS-4, damage: [{from: 5, to: 2, "
      "state: destroyed}]}", 64, "damaged stretches go along the path in order" },
    { "{event: recoil, turn: 1, unit: fr-1, at: [1, 2], destroyed: true}", 3,
      "a recoil that destroys the unit says how many “figures” it lost" },
    { "{event: recoil, turn: 1, unit: fr-1, at: [1, 2], figures: 3}", 61,
      "only a recoil that destroys the unit loses “figures”" },
    { "{event: destroy, turn: 1, unit: fr-1, figures: 3}", 3,
      "a “destroy” event is missing the key “rule”" },
    { "{event: fire, turn: 1, feature: h, die: 6, burning: true, points_lost: -1}", 74,
      "points_lost is -1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("vedette: 1\nkind: table\nscale: 25mm\n"
                                               "table: [100, 100]\njournal:\n- %s\n",
                                               cases[i].entry);
      g_autofree char *prefix = g_strdup_printf ("t.yaml:6:%u: error: ", cases[i].column);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = vd_table_load_data (text, strlen (text), "t.yaml", &error);

      g_assert_null (table);
      if (!g_str_has_prefix (error->message, prefix) ||
          strstr (error->message, cases[i].expect) == NULL)
        g_error ("%s: expected “%s%s”, got “%s”", cases[i].entry, prefix, cases[i].expect,
                 error->message);
    }
}

static const char checked_text[] =
  "vedette: 1\n"
  "kind: table\n"
  "scale: 25mm\n"
  "table: [1000, 1000]\n"
  "commands:\n"
  "  - {id: fr-bde, side: french, kind: brigade}\n"
  "units:\n"
  "  - {id: fr-1, side: french, arm: infantry, formation: line, at: [500, 500],\n"
  "     frontage: 120, depth: 30, figures: 12, casualties: 2, morale: shaken,\n"
  "     command: fr-bde}\n"
  "journal:\n"
  "  - {event: loss, turn: 1, unit: fr-1, figures: 4}\n"
  "  - {event: end-turn, turn: 1}\n"
  "  - {event: loss, turn: 2, unit: fr-1, figures: 7}\n";

/* vd_table_load_checked replays the journal and points at the first event that fails. */
static void
test_load_checked_replays (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vedette-journal-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "t.yaml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autofree char *expect = NULL;
  const VdUnit *unit;

  g_assert_true (g_file_set_contents (path, checked_text, -1, NULL));
  table = vd_table_load_checked (path, NULL, &error);
  g_assert_null (table);
  expect = g_strdup_printf ("%s:14:5: error: event 3 (loss): unit “fr-1” has 6 of its 12 "
                            "figures left: it cannot lose 7", path);
  g_assert_cmpstr (error->message, ==, expect);
  g_clear_error (&error);

  /* The file itself is read as it is: the set-up, then the journal. */
  table = vd_table_load_data (checked_text, strlen (checked_text), "t.yaml", &error);
  g_assert_no_error (error);
  unit = vd_table_find_unit (table, "fr-1");
  g_assert_cmpint (unit->casualties, ==, 2);
  g_assert_cmpstr (unit->morale, ==, "shaken");
  g_assert_cmpstr (unit->command, ==, "fr-bde");
  g_assert_cmpuint (table->commands->len, ==, 1);
  g_assert_cmpuint (table->journal->len, ==, 3);
  g_assert_cmpuint (((VdEvent *) g_ptr_array_index (table->journal, 2))->pos.line, ==, 14);
  g_unlink (path);
  g_rmdir (dir);
}

/* The order of battle: commands, parents, and the units' command keys. */
static void
test_commands (void)
{
  static const struct {
    const char *commands;
    const char *unit_command;
    const char *expect;
  } cases[] = {
    { "[{id: a, side: french, parent: b}]", NULL, "5:42: error: command “a” is under “b”, which is not" },
    { "[{id: a, side: french, parent: b}, {id: b, side: russian}]", NULL, "5:42: error: command “a” (french) cannot be under “b” (russian)" },
    { "[{id: a, side: french, parent: b}, {id: b, side: french, parent: c}, {id: c, side: french, parent: b}]", NULL, "5:76: error: command “b” is under itself (b → c → b)" },
    { "[{id: fr-1, side: french}]", NULL, "5:17: error: duplicate id “fr-1” (first used on line 6)" },
    { "[{id: a, side: french}]", "b", "6:122: error: unit “fr-1” is in command “b”, which is not" },
    { "[{id: a, side: russian}]", "a", "6:122: error: unit “fr-1” (french) cannot be in command “a” (russian)" },
    { "[{id: a, side: french, rank: 3}]", NULL, "5:34: error: unknown key “rank” in a command" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *command_key = cases[i].unit_command != NULL
                                       ? g_strdup_printf (", command: %s", cases[i].unit_command)
                                       : g_strdup ("");
      g_autofree char *text = g_strdup_printf (
        "vedette: 1\nkind: table\nscale: 25mm\ntable: [100, 100]\ncommands: %s\n"
        "units: [{id: fr-1, side: french, arm: infantry, formation: line, at: [5, 5], "
        "frontage: 1, depth: 1, figures: 1%s}]\n",
        cases[i].commands, command_key);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = vd_table_load_data (text, strlen (text), "t.yaml", &error);
      g_autofree char *prefix = g_strdup_printf ("t.yaml:%s", cases[i].expect);

      g_assert_null (table);
      if (!g_str_has_prefix (error->message, prefix))
        g_error ("expected “%s”, got “%s”", prefix, error->message);
    }
}

static void
test_describe (void)
{
  g_autoptr(GPtrArray) events = one_of_each ();
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) loss = unit_event (VD_EVENT_LOSS, 3, "fr-1-4e");
  g_autoptr(VdEvent) one = unit_event (VD_EVENT_LOSS, 3, "fr-1-4e");
  g_autofree char *loss_text = NULL, *one_text = NULL, *end_text = NULL, *move_text = NULL;

  loss->figures = 6;
  one->figures = -1;
  loss_text = vd_event_describe (loss, table, ruleset);
  g_assert_cmpstr (loss_text, ==, "Turn 3: fr-1-4e loses 6 figures");
  one_text = vd_event_describe (one, table, ruleset);
  g_assert_cmpstr (one_text, ==, "Turn 3: fr-1-4e gets 1 figure back");
  end_text = vd_event_describe (g_ptr_array_index (events, events->len - 1), table, ruleset);
  g_assert_cmpstr (end_text, ==, "Turn 1 ends — night falls");
  move_text = vd_event_describe (g_ptr_array_index (events, 0), table, ruleset);
  g_assert_true (g_str_has_prefix (move_text, "Turn 1: fr-inf makes a forced march of "));
  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *text = vd_event_describe (g_ptr_array_index (events, i), table, NULL);

      g_assert_true (g_str_has_prefix (text, "Turn 1"));
      g_assert_null (strstr (text, "(null)"));
    }
}

/* A move told on the battle before it: the unit's name, the paces it went of its allowance,
 * what the hedge cost (LOBS-1) and the condition it arrives with. */
static void
test_describe_move_cost (void)
{
  g_autoptr(VdTable) table = small_table ();
  VdUnit *unit = vd_test_add_line_infantry (table, "fr-57-1", "french", 400, 500, 0);
  g_autoptr(VdEvent) move = unit_event (VD_EVENT_MOVE, 1, "fr-57-1");
  g_autoptr(VdEvent) loss = unit_event (VD_EVENT_LOSS, 1, "fr-57-1");
  g_autoptr(VdEvent) morale = unit_event (VD_EVENT_MORALE, 1, "fr-57-1");
  g_autoptr(VdEvent) formation = unit_event (VD_EVENT_FORMATION, 1, "fr-57-1");
  g_autofree char *move_text = NULL, *loss_text = NULL, *morale_text = NULL;
  g_autofree char *formation_text = NULL, *later = NULL, *face_text = NULL;
  g_autoptr(VdEvent) face = NULL;
  char expect[200];
  double mm_per_pace = vd_table_mm_per_pace (table, ruleset);

  g_free (unit->name);
  unit->name = g_strdup ("1er bataillon, 57e de ligne");
  unit->figures = 20;
  move->at = vd_point (400, 700);
  move->conditions = 1u << VD_CONDITION_DISORGANIZED;
  move_text = vd_event_describe (move, table, ruleset);
  g_snprintf (expect, sizeof expect, "Turn 1: 1er bataillon, 57e de ligne moves %.0f paces (of "
              "%.0f): light obstacle −%.0f (LOBS-1), arrives disorganized",
              200 / mm_per_pace, vd_unit_allowance (unit, table, ruleset),
              vd_ruleset_distance (ruleset, "light-obstacle-crossing", table->scale));
  g_assert_cmpstr (move_text, ==, expect);

  loss->figures = 2;
  loss_text = vd_event_describe (loss, table, ruleset);
  g_assert_cmpstr (loss_text, ==, "Turn 1: 1er bataillon, 57e de ligne loses 2 figures: 18 left");
  morale->state = g_strdup ("shaken");
  morale_text = vd_event_describe (morale, table, ruleset);
  g_assert_nonnull (strstr (morale_text, "’s morale becomes "));
  g_assert_nonnull (strstr (morale_text, " (was "));
  formation->formation = VD_FORMATION_SQUARE;
  formation_text = vd_event_describe (formation, table, ruleset);
  g_assert_true (g_str_has_prefix (formation_text, "Turn 1: 1er bataillon, 57e de ligne forms "));
  g_assert_nonnull (strstr (formation_text, " (was "));

  face = unit_event (VD_EVENT_FACE, 1, "fr-57-1");
  face->facing = 90;
  face_text = vd_event_describe (face, table, ruleset);
  g_assert_cmpstr (face_text, ==, "Turn 1: 1er bataillon, 57e de ligne turns to face 90° (was 0°)");

  /* Told after the move, on a battle where the unit already stands there, it went nowhere. */
  apply_ok (move, table);
  later = vd_event_describe (move, table, ruleset);
  g_assert_true (g_str_has_prefix (later, "Turn 1: 1er bataillon, 57e de ligne moves 0 paces"));
}

/* A random event for TABLE: mostly ones that apply, some that do not (unknown ids, too many
 * losses, a wrong turn, a formation the arm may not take). */
static VdEvent *
random_event (const VdTable *table, guint serial)
{
  static const char * const states[] = { "steady", "shaken", "wavering", "broken", "jolly" };
  static const char * const features[] = { "hedge-1", "wall-1", "house-1", "wood-1", "pond" };
  VdEventKind kind = (VdEventKind) g_test_rand_int_range (0, VD_N_EVENT_KINDS);
  int turn = g_test_rand_int_range (0, 30) == 0 ? table->turn + 1 : table->turn;
  const VdUnit *unit = table->units->len > 0 && g_test_rand_int_range (0, 20) != 0
                         ? g_ptr_array_index (table->units,
                                              g_test_rand_int_range (0, (int) table->units->len))
                         : NULL;
  const char *unit_id = unit != NULL ? unit->id : "nobody";
  const char *feature_id = features[g_test_rand_int_range (0, G_N_ELEMENTS (features))];
  VdEvent *event = vd_event_new (kind, turn);

  switch (kind)
    {
    case VD_EVENT_MOVE:
      event->unit_id = g_strdup (unit_id);
      event->at = vd_point (g_test_rand_int_range (0, 1800), g_test_rand_int_range (0, 1200));
      event->conditions = (guint) g_test_rand_int_range (0, 1 << VD_N_CONDITIONS);
      event->forced = g_test_rand_bit ();
      break;
    case VD_EVENT_CONDITIONS:
      event->unit_id = g_strdup (unit_id);
      event->conditions = (guint) g_test_rand_int_range (0, 1 << VD_N_CONDITIONS);
      break;
    case VD_EVENT_REVEAL:
      event->unit_id = g_strdup (unit_id);
      event->revealed = g_test_rand_bit ();
      break;
    case VD_EVENT_REMOVE_UNIT:
      /* Rarely, so that the table keeps units to play with. */
      event->unit_id = g_strdup (g_test_rand_int_range (0, 4) == 0 ? unit_id : "nobody");
      break;
    case VD_EVENT_FORMATION:
      event->unit_id = g_strdup (unit_id);
      event->formation = (VdFormation) g_test_rand_int_range (0, VD_N_FORMATIONS);
      break;
    case VD_EVENT_FACE:
      event->unit_id = g_strdup (unit_id);
      event->facing = g_test_rand_int_range (0, 360);
      break;
    case VD_EVENT_LOSS:
      event->unit_id = g_strdup (unit_id);
      event->figures = g_test_rand_int_range (-4, 9);
      break;
    case VD_EVENT_MORALE:
      event->unit_id = g_strdup (unit_id);
      event->state = g_strdup (states[g_test_rand_int_range (0, G_N_ELEMENTS (states))]);
      break;
    case VD_EVENT_BOMBARD:
    case VD_EVENT_REPAIR:
      {
        double from = g_test_rand_int_range (0, 500);

        event->unit_id = g_strdup (kind == VD_EVENT_BOMBARD ? "ru-bat" : "fr-sap");
        event->feature_id = g_strdup (feature_id);
        event->rule = g_strdup (kind == VD_EVENT_BOMBARD ? "HOBS-4" : "HOBS-5");
        if (g_test_rand_bit ())
          add_stretch (event, from, from + g_test_rand_int_range (1, 150),
                       g_test_rand_bit () ? VD_DAMAGE_DESTROYED : VD_DAMAGE_DEGRADED);
        break;
      }
    case VD_EVENT_FIRE:
      event->unit_id = g_strdup ("ru-bat");
      event->feature_id = g_strdup (feature_id);
      event->die = g_test_rand_int_range (1, 7);
      event->burning = event->die == 6;
      break;
    case VD_EVENT_ADD_UNIT:
    case VD_EVENT_EDIT_UNIT:
      if (kind == VD_EVENT_EDIT_UNIT && unit != NULL)
        event->unit = vd_unit_copy (unit);
      else
        {
          g_autofree char *id = g_strdup_printf ("new-%u", serial % 7);

          event->unit = vd_unit_new (id, g_test_rand_bit () ? "french" : "russian",
                                     VD_ARM_INFANTRY, VD_FORMATION_LINE);
          event->unit->frontage = 100;
          event->unit->depth = 30;
          event->unit->figures = 12;
        }
      event->unit->facing = g_test_rand_int_range (0, 360);
      break;
    case VD_EVENT_ADD_FEATURE:
    case VD_EVENT_EDIT_FEATURE:
      {
        VdPoint square[] = { { 0, 0 }, { 50, 0 }, { 50, 50 }, { 0, 50 } };
        g_autofree char *id = g_strdup_printf ("pond-%u", serial % 5);

        event->feature = vd_feature_new (kind == VD_EVENT_EDIT_FEATURE ? feature_id : id,
                                         VD_TERRAIN_MARSH, VD_SHAPE_AREA, square, 4);
        if (kind == VD_EVENT_EDIT_FEATURE && vd_table_find_feature (table, feature_id) != NULL)
          {
            vd_feature_free (event->feature);
            event->feature = vd_feature_copy (vd_table_find_feature (table, feature_id));
            g_free (event->feature->name);
            event->feature->name = g_strdup_printf ("name %u", serial);
          }
        break;
      }
    case VD_EVENT_REMOVE_FEATURE:
      event->feature_id = g_strdup (g_test_rand_bit () ? feature_id : "pond-1");
      break;
    case VD_EVENT_ADD_COMMAND:
      {
        /* Under nothing, a command of either side, one added before, or itself. */
        static const char * const parents[] = { NULL, "fr-bde", "ru-div", "cmd-0", "cmd-1" };
        g_autofree char *id = g_strdup_printf ("cmd-%u", serial % 3);

        event->command = vd_command_new (id, g_test_rand_bit () ? "french" : "russian");
        event->command->parent =
          g_strdup (parents[g_test_rand_int_range (0, G_N_ELEMENTS (parents))]);
        break;
      }
    case VD_EVENT_RECOIL:
    case VD_EVENT_DESTROY:
      /* Rarely destroyed, so that the table keeps units to play with; sometimes with the
       * wrong figures. */
      event->destroyed = kind == VD_EVENT_DESTROY || g_test_rand_int_range (0, 4) == 0;
      event->unit_id = g_strdup (!event->destroyed || g_test_rand_int_range (0, 3) == 0
                                   ? unit_id : "nobody");
      if (event->destroyed)
        {
          event->rule = g_strdup (kind == VD_EVENT_DESTROY ? "HOUSE-10" : "RIVER-2");
          event->figures = unit != NULL ? unit->figures - unit->casualties : 0;
          event->figures += g_test_rand_int_range (0, 4) == 0;
        }
      event->at = vd_point (g_test_rand_int_range (0, 1800), g_test_rand_int_range (0, 1200));
      event->conditions = (guint) g_test_rand_int_range (0, 1 << VD_N_CONDITIONS);
      break;
    case VD_EVENT_DECLARE_FIRE:
    case VD_EVENT_DECLARE_CHARGE:
      {
        /* Any unit at any other, its own side's sometimes (refused). */
        const VdUnit *target = table->units->len > 0
                                 ? g_ptr_array_index (table->units,
                                                      g_test_rand_int_range (0, (int) table->units->len))
                                 : NULL;

        event->unit_id = g_strdup (unit_id);
        event->target_id = g_strdup (target != NULL ? target->id : "nobody");
        event->at = vd_point (g_test_rand_int_range (0, 1800), g_test_rand_int_range (0, 1200));
        if (kind == VD_EVENT_DECLARE_CHARGE)
          event->conditions = (guint) g_test_rand_int_range (0, 1 << VD_N_CONDITIONS);
        break;
      }
    case VD_EVENT_NAME_SIDE:
      {
        /* Either side, or one the table has not (refused); named, or given back its word. */
        static const char * const sides[] = { "french", "russian", "prussian" };

        event->side = g_strdup (sides[g_test_rand_int_range (0, G_N_ELEMENTS (sides))]);
        if (g_test_rand_bit ())
          {
            event->name.en = g_strdup_printf ("name %u", serial);
            event->name.fr = g_test_rand_bit () ? g_strdup_printf ("nom %u", serial) : NULL;
          }
        break;
      }
    case VD_EVENT_SET_READING:
      {
        /* A reading and an option, either unknown (refused), or back to the choice. */
        static const char * const readings[] = { "mini-i-charge-and-fire", "mini-i-nothing" };
        static const char * const options[] = { "allowed", "refused", "never", NULL };

        event->reading = g_strdup (readings[g_test_rand_int_range (0, G_N_ELEMENTS (readings))]);
        event->option = g_strdup (options[g_test_rand_int_range (0, G_N_ELEMENTS (options))]);
        break;
      }
    case VD_EVENT_END_TURN:
    case VD_N_EVENT_KINDS:
    default:
      break;
    }
  return event;
}

/* N random events that apply, recorded on the set-up's journal and applied to LIVE; each that
 * does not apply must leave LIVE untouched. */
static void
play_random (VdTable *setup, VdTable *live, guint n)
{
  guint serial = 0;

  while (setup->journal->len < n)
    {
      g_autoptr(VdEvent) event = random_event (live, serial++);
      g_autoptr(VdTable) before = vd_table_copy (live);
      g_autoptr(GError) error = NULL;

      if (vd_event_apply (event, live, ruleset, &error))
        g_ptr_array_add (setup->journal, g_steal_pointer (&event));
      else
        {
          g_assert_nonnull (error);
          g_assert_true (vd_table_equal (before, live));
        }
      g_assert_cmpuint (serial, <, 100 * n);
    }
}

static void
test_replay_equals_live (void)
{
  g_autoptr(VdTable) setup = small_table ();
  g_autoptr(VdTable) live = vd_table_copy (setup);
  g_autoptr(VdTable) replayed = NULL;
  g_autoptr(VdTable) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL;
  gsize length;

  play_random (setup, live, 200);
  for (int k = 0; k < VD_N_EVENT_KINDS; k++)
    {
      guint count = 0;

      for (guint i = 0; i < setup->journal->len; i++)
        count += ((VdEvent *) g_ptr_array_index (setup->journal, i))->kind == (VdEventKind) k;
      g_test_message ("%s: %u", vd_event_kind_to_string (k), count);
    }
  replayed = vd_journal_replay (setup, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (replayed, live));

  /* And so after writing and reading the file. */
  yaml = vd_table_to_yaml (setup, &length);
  again = vd_table_load_data (yaml, length, "random.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (again, setup));
  g_clear_pointer (&replayed, vd_table_free);
  replayed = vd_journal_replay (again, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (replayed, live));
}

static void
assert_battle_at (VdBattle *battle, guint n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) expected = vd_journal_replay (vd_battle_get_setup (battle), ruleset, n,
                                                   &error);

  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, n);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), expected));
}

static void
test_undo_redo_any_point (void)
{
  g_autoptr(VdTable) setup = small_table ();
  g_autoptr(VdTable) live = vd_table_copy (setup);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;

  play_random (setup, live, 200);
  battle = vd_table_battle_new (vd_table_copy (setup), vd_test_load_ruleset (), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), live));
  g_assert_false (vd_battle_can_redo (battle));

  for (guint i = 0; i < 60; i++)
    {
      guint n = (guint) g_test_rand_int_range (0, 201);

      g_assert_true (vd_battle_go_to (battle, n, &error));
      g_assert_no_error (error);
      assert_battle_at (battle, n);
      if (vd_battle_can_undo (battle))
        {
          g_assert_true (vd_battle_undo (battle, &error));
          assert_battle_at (battle, n - 1);
          g_assert_true (vd_battle_redo (battle, &error));
          assert_battle_at (battle, n);
        }
      if (vd_battle_can_redo (battle))
        {
          g_assert_true (vd_battle_redo (battle, &error));
          assert_battle_at (battle, n + 1);
        }
      g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 200);
    }
  g_assert_true (vd_battle_go_to (battle, 0, &error));
  g_assert_false (vd_battle_undo (battle, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (vd_battle_go_to (battle, 201, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

/* Recording after an undo drops what was undone; a refused event changes nothing. */
static void
test_record_truncates (void)
{
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  VdEvent *too_many = unit_event (VD_EVENT_LOSS, 1, "fr-inf");

  battle = vd_table_battle_new (small_table (), vd_test_load_ruleset (), NULL, &error);
  for (int i = 0; i < 3; i++)
    {
      VdEvent *loss = unit_event (VD_EVENT_LOSS, 1, "fr-inf");

      loss->figures = 1;
      g_assert_true (vd_battle_record (battle, loss, &error));
    }
  g_assert_true (vd_battle_get_dirty (battle));
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  too_many->figures = 24;
  g_assert_false (vd_battle_record (battle, too_many, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_clear_error (&error);
  too_many = unit_event (VD_EVENT_LOSS, 1, "fr-inf");
  too_many->figures = 23;
  g_assert_true (vd_battle_record (battle, too_many, &error));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  g_assert_false (vd_battle_can_redo (battle));
  g_assert_cmpint (vd_table_find_unit (vd_battle_get_current (battle), "fr-inf")->casualties, ==,
                   24);
}

/* A new unit as a set-up edit: ID, a copy of fr-inf moved aside. */
static VdEvent *
add_unit_event (VdBattle *battle, const char *id)
{
  VdEvent *event = vd_event_new (VD_EVENT_ADD_UNIT, vd_table_battle_get_current (battle)->turn);

  event->unit = vd_unit_copy (vd_table_find_unit (vd_battle_get_current (battle), "fr-inf"));
  g_free (event->unit->id);
  event->unit->id = g_strdup (id);
  event->unit->at.x += 200;
  return event;
}

/* Setting up writes the scenario: the set-up edits made before the battle starts go into the
 * file's own keys, not its journal, so a reopened file cannot undo them; once the battle has
 * started (by `start` or any event of play), every event stays in the journal. */
static void
test_fold_setup (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vedette-fold-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "scenario.yaml", NULL);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(VdBattle) again = NULL;
  g_autoptr(VdBattle) third = NULL;
  g_autoptr(GError) error = NULL;
  VdEvent *loss;
  VdTable *setup;

  battle = vd_table_battle_new (small_table (), vd_test_load_ruleset (), path, &error);
  g_assert_no_error (error);
  g_assert_false (vd_table_battle_started (battle));
  g_assert_true (vd_battle_record (battle, add_unit_event (battle, "fr-new"), &error));
  g_assert_false (vd_table_battle_started (battle));
  g_assert_true (vd_table_battle_in_setup (battle, 0));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
  /* Undo stops at the save: the unit is the scenario's now. */
  g_assert_false (vd_battle_can_undo (battle));
  g_clear_pointer (&battle, vd_battle_free);

  again = vd_table_battle_open (path, &error);
  g_assert_no_error (error);
  setup = vd_table_battle_get_setup (again);
  g_assert_cmpuint (setup->journal->len, ==, 0);
  g_assert_nonnull (vd_table_find_unit (setup, "fr-new"));
  g_assert_false (vd_battle_can_undo (again));
  g_assert_false (vd_table_battle_started (again));

  /* The start ends the set-up: a unit added after it is the battle's (a reinforcement). */
  g_assert_true (vd_battle_record (again, vd_event_new (VD_EVENT_START, 1), &error));
  g_assert_true (vd_table_battle_started (again));
  g_assert_true (vd_battle_record (again, add_unit_event (again, "fr-late"), &error));
  g_assert_false (vd_table_battle_in_setup (again, 1));
  loss = unit_event (VD_EVENT_LOSS, 1, "fr-late");
  loss->figures = 2;
  g_assert_true (vd_battle_record (again, loss, &error));
  g_assert_true (vd_battle_save (again, NULL, &error));
  g_assert_true (vd_battle_can_undo (again));
  g_clear_pointer (&again, vd_battle_free);

  third = vd_table_battle_open (path, &error);
  g_assert_no_error (error);
  setup = vd_table_battle_get_setup (third);
  g_assert_cmpuint (setup->journal->len, ==, 3);
  g_assert_cmpint (((VdEvent *) g_ptr_array_index (setup->journal, 0))->kind, ==, VD_EVENT_START);
  g_assert_null (vd_table_find_unit (setup, "fr-late"));
  g_assert_true (vd_table_battle_started (third));
  g_assert_cmpint (vd_table_find_unit (vd_battle_get_current (third), "fr-late")->casualties, ==, 2);

  g_clear_pointer (&third, vd_battle_free);
  {
    g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (folder)) != NULL)
      {
        g_autofree char *child = g_build_filename (dir, name, NULL);

        g_unlink (child);
      }
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A set-up edit says so rather than naming a turn; the start names its turn. */
static void
test_describe_setup (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) start = vd_event_new (VD_EVENT_START, 1);
  g_autoptr(VdEvent) remove = vd_event_new (VD_EVENT_REMOVE_UNIT, 1);
  g_autoptr(GPtrArray) journal = g_ptr_array_new ();
  g_autofree char *text = NULL;
  g_autofree char *started = NULL;

  remove->unit_id = g_strdup ("fr-cav");
  text = vd_event_describe_setup_batch (&remove, 1, table, ruleset);
  g_assert_cmpstr (text, ==, "Set-up: fr-cav leaves the table");
  started = vd_event_describe (start, table, ruleset);
  g_assert_cmpstr (started, ==, "Turn 1: the battle starts");

  g_ptr_array_add (journal, remove);
  g_assert_false (vd_journal_started (journal, 1));
  g_ptr_array_add (journal, start);
  g_assert_false (vd_journal_started (journal, 1));
  g_assert_true (vd_journal_started (journal, 2));
}

/* Issue 22: a side renamed in the app is a `name-side` set-up event: read and written back,
 * applied (a name in two languages, then the plain word again), refused for a side the table
 * has not, and folded into the scenario's `sides:` on save. */
static void
test_name_side (void)
{
  static const char text[] =
    "vedette: 1\n"
    "kind: table\n"
    "scale: 25mm\n"
    "table: [1200, 800]\n"
    "sides:\n"
    "  french: {name: Imperial army}\n"
    "units:\n"
    "  - {id: fr-1, side: french, arm: infantry, formation: line, at: [300, 300], frontage: 120,"
    " depth: 30, figures: 24}\n"
    "  - {id: ru-1, side: russian, arm: infantry, formation: line, at: [900, 600], frontage: 120,"
    " depth: 30, figures: 24}\n"
    "journal:\n"
    "  - {event: name-side, turn: 1, side: russian, name: {en: Tsar's army, fr: Armée du tsar}}\n"
    "  - {event: name-side, turn: 1, side: french}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (text, strlen (text), "sides.yaml", &error);
  g_autoptr(VdTable) again = NULL, battle = NULL, folded = NULL;
  g_autoptr(VdEvent) stranger = NULL;
  g_autofree char *written = NULL, *russian = NULL, *french = NULL, *line = NULL;
  g_autofree char *refolded = NULL;
  const VdEvent *named;
  guint n_folded = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (table->journal->len, ==, 2);
  named = g_ptr_array_index (table->journal, 0);
  g_assert_cmpint (named->kind, ==, VD_EVENT_NAME_SIDE);
  g_assert_true (vd_event_is_setup (named));
  g_assert_cmpstr (named->side, ==, "russian");
  g_assert_cmpstr (named->name.en, ==, "Tsar's army");
  g_assert_cmpstr (named->name.fr, ==, "Armée du tsar");
  line = vd_event_describe (named, table, ruleset);
  g_assert_nonnull (strstr (line, "Russian renamed “Tsar's army”"));

  written = vd_table_to_yaml (table, NULL);
  g_assert_nonnull (strstr (written, "event: name-side"));
  again = vd_table_load_data (written, strlen (written), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, again));

  battle = vd_journal_replay (table, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  russian = vd_table_side_name (battle, "russian");
  french = vd_table_side_name (battle, "french");
  g_assert_cmpstr (russian, ==, "Tsar's army");
  /* The name taken away: the side's word, capitalised. */
  g_assert_cmpstr (french, ==, "French");

  stranger = vd_event_new (VD_EVENT_NAME_SIDE, 1);
  stranger->side = g_strdup ("prussian");
  stranger->name.en = g_strdup ("Prussians");
  g_assert_false (vd_event_apply (stranger, battle, ruleset, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "unknown side “prussian”"));
  g_clear_error (&error);

  /* Before play both are the scenario's: folded into `sides:`, no event left. */
  folded = vd_journal_fold_setup (table, ruleset, 2, &n_folded, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_folded, ==, 2);
  g_assert_cmpuint (folded->journal->len, ==, 0);
  refolded = vd_table_to_yaml (folded, NULL);
  g_assert_nonnull (strstr (refolded, "russian: {name: {en: \"Tsar's army\", fr: \"Armée du tsar\"}}"));
  g_assert_null (strstr (refolded, "french: {name"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_func ("/journal/kind-names", test_kind_names);
  g_test_add_func ("/journal/name-side", test_name_side);
  g_test_add_func ("/journal/apply/move", test_apply_move);
  g_test_add_func ("/journal/apply/formation", test_apply_formation);
  g_test_add_func ("/journal/apply/formation-footprint", test_formation_footprint);
  g_test_add_func ("/journal/batch-key", test_batch_key);
  g_test_add_func ("/journal/apply/conditions", test_apply_conditions);
  g_test_add_func ("/journal/apply/loss", test_apply_loss);
  g_test_add_func ("/journal/apply/morale", test_apply_morale);
  g_test_add_func ("/journal/apply/reveal", test_apply_reveal);
  g_test_add_func ("/journal/apply/LOBS-3-HOBS-4-bombard-and-repair", test_apply_bombard_repair);
  g_test_add_func ("/journal/apply/HOUSE-10-fire", test_apply_fire);
  g_test_add_func ("/journal/apply/end-turn", test_apply_end_turn);
  g_test_add_func ("/journal/apply/units", test_apply_units);
  g_test_add_func ("/journal/apply/features", test_apply_features);
  g_test_add_func ("/journal/round-trip-every-kind", test_round_trip);
  g_test_add_func ("/journal/shared-copy-every-kind", test_shared_copy);
  g_test_add_func ("/journal/edit-lookups-own", test_edit_lookups_own);
  g_test_add_func ("/journal/read-refusals", test_read_refusals);
  g_test_add_func ("/journal/load-checked-replays", test_load_checked_replays);
  g_test_add_func ("/journal/commands", test_commands);
  g_test_add_func ("/journal/describe", test_describe);
  g_test_add_func ("/journal/describe/move-cost/LOBS-1", test_describe_move_cost);
  g_test_add_func ("/journal/replay-equals-live", test_replay_equals_live);
  g_test_add_func ("/journal/undo-redo-any-point", test_undo_redo_any_point);
  g_test_add_func ("/journal/record-after-undo", test_record_truncates);
  g_test_add_func ("/journal/scenario/fold-setup", test_fold_setup);
  g_test_add_func ("/journal/scenario/describe-setup", test_describe_setup);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
