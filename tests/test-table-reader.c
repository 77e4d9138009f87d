#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-masking.h"
#include "vd-morale-rules.h"
#include "vd-table-reader.h"

#define HEADER "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800, 1200]\n"

static VdTable *
load (const char *text, GError **error)
{
  return vd_table_load_data (text, strlen (text), "t.yaml", error);
}

static void
test_load_minimal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (HEADER, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (table->title, ==, "");
  g_assert_cmpint (table->scale, ==, VD_SCALE_25MM);
  g_assert_cmpfloat (table->mm_per_pace, ==, 0);
  g_assert_cmpfloat (table->width, ==, 1800);
  g_assert_cmpfloat (table->depth, ==, 1200);
  g_assert_cmpstr (table->ruleset, ==, "napoleonic");
  g_assert_cmpint (table->turn, ==, 1);
  g_assert_cmpuint (table->features->len, ==, 0);
  g_assert_cmpuint (table->units->len, ==, 0);
}

static void
test_load_full (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (
    "vedette: 1\nkind: table\ntitle: \"Sokolnitz\"\nscale: 15mm\nmm_per_pace: 0.8\n"
    "table: [1200, 800]\nruleset: napoleonic\nturn: 3\n"
    "terrain:\n"
    "  - id: hill-1\n    type: hill\n    name: Pratzen\n    area: [[0, 0], [10, 0], [10, 10]]\n"
    "    level: 2\n    plateau: true\n    crests:\n      - [[1, 1], [9, 1]]\n      - [[1, 2], [5, 2], [9, 3]]\n"
    "  - id: hedge-1\n    type: light-obstacle\n    line: [[0, 20], [50, 20]]\n"
    "units:\n"
    "  - id: au-1\n    name: \"Kaiser, 1st bn\"\n    side: austrian\n    arm: artillery\n"
    "    formation: battery\n    at: [100.5, 200]\n    facing: 180\n    frontage: 120\n"
    "    depth: 80\n    base: [60, 80]\n    figures: 8\n    revealed: true\n    calibre: 12\n"
    "    howitzer: true\n",
    &error);
  const VdFeature *hill, *hedge;
  const VdUnit *unit;

  g_assert_no_error (error);
  g_assert_cmpstr (table->title, ==, "Sokolnitz");
  g_assert_cmpint (table->scale, ==, VD_SCALE_15MM);
  g_assert_cmpfloat (table->mm_per_pace, ==, 0.8);
  g_assert_cmpint (table->turn, ==, 3);

  hill = vd_table_find_feature (table, "hill-1");
  g_assert_nonnull (hill);
  g_assert_cmpint (hill->type, ==, VD_TERRAIN_HILL);
  g_assert_cmpint (hill->shape, ==, VD_SHAPE_AREA);
  g_assert_cmpstr (hill->name, ==, "Pratzen");
  g_assert_cmpuint (hill->path.n_points, ==, 3);
  g_assert_cmpint (hill->level, ==, 2);
  g_assert_true (hill->plateau);
  g_assert_cmpuint (hill->n_crests, ==, 2);
  g_assert_cmpuint (hill->crests[1].n_points, ==, 3);
  g_assert_cmpfloat (hill->crests[1].points[2].y, ==, 3);
  g_assert_cmpuint (hill->pos.line, ==, 10);

  hedge = vd_table_find_feature (table, "hedge-1");
  g_assert_cmpint (hedge->shape, ==, VD_SHAPE_LINE);
  g_assert_null (hedge->name);
  g_assert_cmpint (hedge->level, ==, 1);

  unit = vd_table_find_unit (table, "au-1");
  g_assert_nonnull (unit);
  g_assert_cmpstr (unit->name, ==, "Kaiser, 1st bn");
  g_assert_cmpstr (unit->side, ==, "austrian");
  g_assert_cmpint (unit->arm, ==, VD_ARM_ARTILLERY);
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_BATTERY);
  g_assert_cmpfloat (unit->at.x, ==, 100.5);
  g_assert_cmpfloat (unit->facing, ==, 180);
  g_assert_true (unit->has_base);
  g_assert_cmpfloat (unit->base_width, ==, 60);
  g_assert_cmpint (unit->figures, ==, 8);
  g_assert_true (unit->revealed);
  g_assert_cmpint (unit->calibre, ==, 12);
  g_assert_true (unit->howitzer);

}

static void
test_closed_outline (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (HEADER
    "terrain:\n  - {id: w, type: wood, area: [[0, 0], [10, 0], [10, 10], [0, 0]]}\n", &error);
  const VdFeature *wood = g_ptr_array_index (table->features, 0);

  g_assert_no_error (error);
  g_assert_cmpuint (wood->path.n_points, ==, 3);
}

static void
test_masking_override (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (HEADER
    "masking:\n"
    "  - rules: [SIGHT-4]\n"
    "    masker: {arms: [infantry], formations: [column]}\n"
    "    target: {arms: [artillery]}\n"
    "    masks: false\n"
    "    note: \"Scenario: the columns are in a sunken lane.\"\n", &error);
  const VdMaskingRow *row;

  g_assert_no_error (error);
  g_assert_cmpuint (table->masking->len, ==, 1);
  row = g_ptr_array_index (table->masking, 0);
  g_assert_cmpstr (row->rules[0], ==, "SIGHT-4");
  g_assert_cmpuint (row->masker.arms, ==, 1u << VD_ARM_INFANTRY);
  g_assert_cmpuint (row->masker.formations, ==, 1u << VD_FORMATION_COLUMN);
  g_assert_cmpuint (row->target.arms, ==, 1u << VD_ARM_ARTILLERY);
  g_assert_cmpuint (row->observer.arms, ==, 0);
  g_assert_false (row->masks);
  g_assert_cmpuint (row->pos.line, ==, 6);
}

static void
test_movement_and_damage (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (HEADER
    "movement:\n"
    "  allowances:\n"
    "    infantry:\n"
    "      column: {25mm: 180, 15mm: 130}\n"
    "  forced_march: 2\n"
    "  charge_bonus:\n"
    "    cavalry: {25mm: 100, 15mm: 70}\n"
    "terrain:\n"
    "  - id: wall\n    type: hard-obstacle\n    line: [[0, 0], [400, 0]]\n"
    "    damage:\n      - {from: 100, to: 160, state: degraded}\n      - {from: 250, to: 400, state: destroyed}\n"
    "  - id: inn\n    type: house\n    area: [[0, 100], [80, 100], [80, 160]]\n    on_fire: 3\n"
    "units:\n  - {id: u, side: a, arm: infantry, formation: column, at: [0, 0], frontage: 1, depth: 1,"
    " figures: 1, conditions: [disorder, disorganized], allowance: 90}\n", &error);
  const VdFeature *wall, *inn;
  const VdUnit *unit;

  g_assert_no_error (error);
  g_assert_cmpfloat (table->movement.allowance[VD_ARM_INFANTRY][VD_FORMATION_COLUMN][VD_SCALE_15MM], ==, 130);
  g_assert_true (isnan (table->movement.allowance[VD_ARM_INFANTRY][VD_FORMATION_LINE][VD_SCALE_25MM]));
  g_assert_cmpfloat (table->movement.forced_march, ==, 2);
  g_assert_cmpfloat (table->movement.charge_bonus[VD_ARM_CAVALRY][VD_SCALE_25MM], ==, 100);
  g_assert_true (isnan (table->movement.charge_bonus[VD_ARM_INFANTRY][VD_SCALE_25MM]));

  wall = vd_table_find_feature (table, "wall");
  g_assert_cmpuint (wall->damage->len, ==, 2);
  g_assert_cmpint (vd_feature_damage_at (wall, 120), ==, VD_DAMAGE_DEGRADED);
  g_assert_cmpint (vd_feature_damage_at (wall, 300), ==, VD_DAMAGE_DESTROYED);
  inn = vd_table_find_feature (table, "inn");
  g_assert_cmpint (inn->on_fire, ==, 3);

  unit = vd_table_find_unit (table, "u");
  g_assert_cmpuint (unit->conditions, ==, (1u << VD_CONDITION_DISORDER) | (1u << VD_CONDITION_DISORGANIZED));
  g_assert_true (unit->has_allowance);
  g_assert_cmpfloat (unit->allowance, ==, 90);
}

static void
test_unit_defaults (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (HEADER
    "units:\n  - {id: fr-1, side: french, arm: infantry, formation: line, at: [1, 2],"
    " frontage: 120, depth: 30, figures: 24}\n", &error);
  const VdUnit *unit = g_ptr_array_index (table->units, 0);

  g_assert_no_error (error);
  g_assert_cmpstr (unit->name, ==, "fr-1");
  g_assert_cmpfloat (unit->facing, ==, 0);
  g_assert_false (unit->has_base);
  g_assert_false (unit->revealed);
  g_assert_cmpint (unit->calibre, ==, 0);
}

/* GEN-1: a table's own `morale:` (thresholds, factors) and `melee:` (factors, loss table). */
static void
test_morale_and_melee (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (HEADER
    "morale:\n"
    "  commands: {shaken: 30, broken: 60}\n"
    "  kinds:\n"
    "    corps: {shaken: 20, broken: 40}\n"
    "  units: {shaken: 25, broken: 50}\n"
    "  factors: [{id: eagle, value: 1, name: {en: Eagle, fr: Aigle}}]\n"
    "melee:\n"
    "  factors:\n"
    "    - {id: above-slope, value: 2}\n"
    "  losses:\n"
    "    - {total: 7, losses: 24, note: \"the players' copy\"}\n"
    "    - {total: 2, losses: 14, rules: [HOUSE-EX]}\n", &error);
  g_autoptr(VdTable) plain = load (HEADER, &error);
  g_autoptr(VdTable) copy = NULL;
  const VdLossPoint *point;

  g_assert_no_error (error);
  g_assert_nonnull (table->morale);
  g_assert_cmpfloat (table->morale->commands.shaken, ==, 30);
  g_assert_cmpfloat (table->morale->commands.broken, ==, 60);
  g_assert_cmpuint (table->morale->kinds->len, ==, 1);
  g_assert_cmpfloat (table->morale->units.broken, ==, 50);
  g_assert_cmpuint (table->morale->states->len, ==, 0);
  g_assert_cmpstr (vd_morale_rules_find_factor (table->morale, "eagle")->name.fr, ==, "Aigle");
  g_assert_nonnull (table->melee);
  g_assert_cmpint (vd_melee_rules_find_factor (table->melee, "above-slope")->value, ==, 2);
  g_assert_cmpuint (table->melee->losses->len, ==, 2);
  /* Sorted by total, with where each point was read. */
  point = g_ptr_array_index (table->melee->losses, 0);
  g_assert_cmpint (point->total, ==, 2);
  g_assert_cmpint (point->losses, ==, 14);
  g_assert_cmpuint (point->pos.line, ==, 16);
  g_assert_cmpint (vd_melee_rules_find_losses (table->melee, 7)->losses, ==, 24);

  /* A table without the keys has none; the copies keep them. */
  g_assert_null (plain->morale);
  g_assert_null (plain->melee);
  copy = vd_table_copy (table);
  g_assert_true (vd_table_equal (table, copy));
  g_assert_true (copy->melee != table->melee);
  g_assert_false (vd_table_equal (table, plain));
  g_clear_pointer (&copy, vd_table_free);
  copy = vd_table_copy_without_journal (table);
  g_assert_true (vd_morale_rules_equal (copy->morale, table->morale));
  g_assert_true (vd_melee_rules_equal (copy->melee, table->melee));
  ((VdLossPoint *) g_ptr_array_index (copy->melee->losses, 0))->losses = 15;
  g_assert_false (vd_table_equal (table, copy));

  /* No key and an empty one store the same. */
  plain->morale = vd_morale_rules_new ();
  plain->melee = vd_melee_rules_new ();
  g_clear_pointer (&copy, vd_table_free);
  copy = load (HEADER, &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (plain, copy));
  g_assert_true (vd_table_equal (copy, plain));
}

typedef struct {
  const char *text;
  const char *position;
  const char *fragment;
} Broken;

static const Broken broken[] = {
  { HEADER "title: [a]\n", "5:8", "title must be a text" },
  { HEADER "colour: red\n", "5:1", "unknown key “colour”" },
  { "vedette: 1\nkind: table\ntable: [1800, 1200]\n", "1:1", "missing the key “scale”" },
  { "vedette: 1\nkind: table\nscale: 28mm\ntable: [1, 1]\n", "3:8", "unknown scale “28mm”" },
  { "vedette: 1\nkind: table\nscale: 25mm\ntable: [0, 1200]\n", "4:9", "table width must be more than 0" },
  { "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800]\n", "4:8", "table must be [width, depth]" },
  { HEADER "mm_per_pace: -1\n", "5:14", "mm_per_pace must be more than 0, not -1" },
  { HEADER "turn: 0\n", "5:7", "turn is 0" },
  { HEADER "terrain:\n  - {id: w, type: forest, area: [[0,0],[1,0],[1,1]]}\n", "6:19",
    "unknown terrain type “forest”" },
  { HEADER "terrain:\n  - {id: w, type: wood, area: [[0,0],[1,0]]}\n", "6:31",
    "needs at least 3 points, it has 2" },
  { HEADER "terrain:\n  - {id: w, type: wood, area: [[0,0],[1,1],[2,2]]}\n", "6:31",
    "no surface" },
  { HEADER "terrain:\n  - {id: w, type: wood, area: [[0,0],[4,4],[4,0],[0,2]]}\n", "6:31",
    "crosses itself" },
  { HEADER "terrain:\n  - {id: r, type: road, line: [[0,0]]}\n", "6:31",
    "needs at least 2 points, it has 1" },
  { HEADER "terrain:\n  - {id: r, type: road, line: [[0,0],[0,0]]}\n", "6:31", "no length" },
  { HEADER "terrain:\n  - {id: r, type: road, area: [[0,0],[1,0],[1,1]]}\n", "6:25",
    "a road is drawn as a “line”" },
  { HEADER "terrain:\n  - {id: r, type: wood, line: [[0,0],[1,0]]}\n", "6:25",
    "a wood is drawn as an “area”" },
  { HEADER "terrain:\n  - {id: r, type: wood}\n", "6:5", "exactly one of “area” or “line”" },
  { HEADER "terrain:\n  - {id: w, type: wood, level: 2, area: [[0,0],[1,0],[1,1]]}\n", "6:25",
    "only hills have “level”" },
  { HEADER "terrain:\n  - {id: h, type: hill, area: [[0,0],[1,0],[1,1]], crests: [[[0,0]]]}\n",
    "6:61", "a crest line needs at least 2 points" },
  { HEADER "terrain:\n  - {id: w, type: wood, area: [[0,.nan],[1,0],[1,1]]}\n", "6:35",
    "finite" },
  { HEADER "terrain:\n  - {id: w, type: wood, area: [[0,0],[1000001,0],[1,1]]}\n", "6:39",
    "outside the range -1e+06 to 1e+06" },
  { HEADER "terrain:\n  - {id: w, type: wood, area: [[0,0],[1,0],[1,1]]}\n"
    "units:\n  - {id: w, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1}\n",
    "8:10", "duplicate id “w” (first used on line 6)" },
  { HEADER "units:\n  - {id: u, side: a, arm: dragoons, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1}\n",
    "6:27", "unknown arm “dragoons”" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: wedge, at: [0, 0], frontage: 1, depth: 1, figures: 1}\n",
    "6:48", "unknown formation “wedge”" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, frontage: 1, depth: 1, figures: 1}\n",
    "6:5", "a unit is missing the key “at”" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 0, depth: 1, figures: 1}\n",
    "6:76", "frontage must be more than 0, not 0" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: -3, figures: 1}\n",
    "6:86", "depth must be more than 0, not -3" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1, calibre: 6}\n",
    "6:101", "only artillery has “calibre”" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1, base: [0, 1]}\n",
    "6:108", "base width must be more than 0" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 2.5}\n",
    "6:98", "figures must be a whole number" },
  { HEADER "units:\n  - {id: \"two words\", side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1}\n",
    "6:10", "must not contain spaces" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, .inf], frontage: 1, depth: 1, figures: 1}\n",
    "6:62", "the y of at must be a finite number" },
  { HEADER "units: {}\n", "5:8", "units must be a list" },
  { HEADER "masking:\n  - {rules: [MASK-1], masker: {arms: [hussars]}, masks: false}\n", "6:39",
    "unknown arm “hussars”" },
  { HEADER "masking:\n  - {rules: [], masks: false}\n", "6:13", "names at least one rule" },
  { HEADER "masking:\n  - {rules: [MASK-1]}\n", "6:5", "missing the key “masks”" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1, conditions: [shaken]}\n",
    "6:114", "unknown condition “shaken”" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1, conditions: [disorder, disorder]}\n",
    "6:124", "condition “disorder” is given twice" },
  { HEADER "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1, allowance: -5}\n",
    "6:112", "allowance is -5" },
  { HEADER "terrain:\n  - {id: w, type: wood, area: [[0,0],[9,0],[9,9]], damage: []}\n", "6:52",
    "only obstacles and houses can be damaged" },
  { HEADER "terrain:\n  - {id: h, type: light-obstacle, line: [[0,0],[100,0]], damage: [{from: 10, to: 20, state: degraded}]}\n",
    "6:93", "a light obstacle is destroyed, never degraded" },
  { HEADER "terrain:\n  - {id: h, type: hard-obstacle, line: [[0,0],[100,0]], damage: [{from: 10, to: 120, state: destroyed}]}\n",
    "6:81", "to is 120, outside the range 0 to 100" },
  { HEADER "terrain:\n  - {id: h, type: hard-obstacle, line: [[0,0],[100,0]], damage: [{from: 50, to: 60, state: destroyed}, {from: 55, to: 70, state: destroyed}]}\n",
    "6:104", "without overlapping" },
  { HEADER "terrain:\n  - {id: h, type: hard-obstacle, line: [[0,0],[100,0]], on_fire: 2}\n", "6:57",
    "only houses burn" },
  { HEADER "movement:\n  allowances:\n    infantry:\n      wedge: {25mm: 1, 15mm: 1}\n", "8:7",
    "unknown formation “wedge”" },
  { HEADER "movement:\n  charge_bonus:\n    cavalry: {25mm: 80}\n", "7:14", "missing the key “15mm”" },
  { "vedette: 1\nkind: ruleset\n", "2:7", "this is a “ruleset” file, expected “table”" },
  { HEADER "morale:\n  states: [{id: fine, name: {en: Fine, fr: Bien}}]\n", "6:3",
    "a table cannot change the morale states" },
  { HEADER "morale:\n  commands: {shaken: 60, broken: 30}\n", "6:22",
    "commands: shaken (60 %) must not be above broken (30 %)" },
  { HEADER "melee:\n  losses: [{total: 2, losses: 14}, {total: 2, losses: 15}]\n", "6:44",
    "the loss table gives total 2 twice" },
  { HEADER "melee:\n  losses: [{total: 2}]\n", "6:12", "a loss table point is missing the key “losses”" },
  { HEADER "melee:\n  factors: [{id: guard}]\n", "6:13",
    "factor “guard” needs either a value or entered: true" },
  { HEADER "melee:\n  table: []\n", "6:3", "unknown key “table”" },
  { HEADER "melee: 3\n", "5:8", "melee" },
};

static void
test_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = load (broken[i].text, &error);
      g_autofree char *prefix = g_strdup_printf ("t.yaml:%s: error: ", broken[i].position);

      g_assert_null (table);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, prefix) ||
          strstr (error->message, broken[i].fragment) == NULL)
        g_error ("case %u: expected “%s…%s”, got “%s”", i, prefix, broken[i].fragment,
                 error->message);
    }
}

static void
test_checked_against_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmpdir, "t.yaml", NULL);
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;

  g_assert_true (g_file_set_contents (path, HEADER
    "units:\n  - {id: u, side: a, arm: infantry, formation: line, at: [0, 0], frontage: 1, depth: 1, figures: 1}\n"
    "  - {id: c, side: a, arm: cavalry, formation: square, at: [0, 0], frontage: 1, depth: 1, figures: 1}\n",
    -1, &error));
  table = vd_table_load_checked (path, &ruleset, &error);
  g_assert_null (table);
  g_assert_nonnull (strstr (error->message, ":7:5: error: unit “c”: cavalry cannot be in formation square"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, HEADER "ruleset: nosuch\n", -1, &error));
  table = vd_table_load_checked (path, &ruleset, &error);
  g_assert_null (table);
  g_assert_nonnull (strstr (error->message, ":5:10: error: ruleset “nosuch” not found"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, HEADER
    "masking:\n  - {rules: [MASK-9], masks: true}\n", -1, &error));
  table = vd_table_load_checked (path, &ruleset, &error);
  g_assert_null (table);
  g_assert_nonnull (strstr (error->message, ":6:5: error: unknown rule “MASK-9” in a masking row"));
  g_clear_error (&error);

  /* The rule IDs of the table's own morale and melee data are the ruleset's. */
  g_assert_true (g_file_set_contents (path, HEADER
    "melee:\n  losses:\n    - {total: 2, losses: 14, rules: [HOUSE-99]}\n", -1, &error));
  table = vd_table_load_checked (path, &ruleset, &error);
  g_assert_null (table);
  g_assert_nonnull (strstr (error->message,
                            ":7:7: error: unknown rule “HOUSE-99” in the loss table’s total 2"));
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, HEADER
    "morale:\n  factors:\n    - {id: eagle, value: 1, rules: [EAGLE-1]}\n", -1, &error));
  table = vd_table_load_checked (path, &ruleset, &error);
  g_assert_null (table);
  g_assert_nonnull (strstr (error->message,
                            ":7:7: error: unknown rule “EAGLE-1” in factor “eagle”"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, HEADER, -1, &error));
  table = vd_table_load_checked (path, &ruleset, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ruleset->id, ==, "napoleonic");
  g_assert_cmpfloat (vd_table_mm_per_pace (table, ruleset), ==, ruleset->mm_per_pace[VD_SCALE_25MM]);
  table->mm_per_pace = 2.5;
  g_assert_cmpfloat (vd_table_mm_per_pace (table, ruleset), ==, 2.5);

  g_remove (path);
  g_rmdir (tmpdir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-reader/minimal", test_load_minimal);
  g_test_add_func ("/table-reader/full", test_load_full);
  g_test_add_func ("/table-reader/unit-defaults", test_unit_defaults);
  g_test_add_func ("/table-reader/masking-override", test_masking_override);
  g_test_add_func ("/table-reader/movement-and-damage", test_movement_and_damage);
  g_test_add_func ("/table-reader/morale-and-melee", test_morale_and_melee);
  g_test_add_func ("/table-reader/closed-outline", test_closed_outline);
  g_test_add_func ("/table-reader/errors", test_errors);
  g_test_add_func ("/table-reader/checked-against-ruleset", test_checked_against_ruleset);
  return g_test_run ();
}
