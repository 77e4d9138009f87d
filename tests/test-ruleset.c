#include <glib/gstdio.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-masking.h"
#include "vd-ruleset.h"
#include "vd-table-reader.h"

/* Every rule ID of rules/004-miniatures-terrain.md, in catalogue order. */
static const char * const catalogue[] = {
  "GEN-1", "HILL-1", "HILL-2", "HILL-3", "HILL-4", "HILL-5", "CREST-1", "CREST-2", "CREST-3",
  "CREST-4", "HILL-6", "WOOD-1", "WOOD-2", "WOOD-3", "WOOD-4", "WOOD-5", "WOOD-6", "WOOD-7",
  "WOOD-8", "WOOD-9", "WOOD-10", "WOOD-11", "WOOD-12", "STREAM-1", "STREAM-2", "STREAM-3",
  "STREAM-4", "RIVER-1", "RIVER-2", "ROAD-1", "ROAD-2", "ROAD-3", "MARSH-1", "MARSH-2",
  "MARSH-3", "MARSH-4", "LOBS-1", "LOBS-2", "LOBS-3", "LOBS-4", "HOBS-1", "HOBS-2", "HOBS-3",
  "HOBS-4", "HOBS-5", "HOUSE-1", "HOUSE-2", "HOUSE-3", "HOUSE-4", "HOUSE-5", "HOUSE-6",
  "HOUSE-7", "HOUSE-8", "HOUSE-9", "HOUSE-10", "HOUSE-11", "HOUSE-12", "HOUSE-EX", "ROCK-1",
  "ROCK-2", "ROCK-3", "ROCK-4", "FIELD-1", "FIELD-2", "FIELD-3", "SIGHT-1", "SIGHT-2",
  "SIGHT-3", "SIGHT-4", "SIGHT-5", "SIGHT-6", "SIGHT-7", "SIGHT-8", "MASK-1", "MASK-2",
  "MASK-3", "MASK-4", "MASK-5", "MASK-6",
};

/* Each distance of the catalogue with the two numbers it gives (25 mm, 15 mm). */
static const struct {
  const char *key;
  double      at_25mm;
  double      at_15mm;
  const char *rule;
} distances[] = {
  { "wood-detection", 20, 15, "WOOD-4" },
  { "wood-edge", 20, 15, "WOOD-5" },
  { "wood-fire", 80, 55, "WOOD-7" },
  { "light-obstacle-crossing", 20, 15, "LOBS-1" },
  { "skirmish-hard-obstacle-crossing", 20, 15, "HOBS-3" },
  { "light-obstacle-demolition", 15, 10, "LOBS-3" },
  { "hard-obstacle-demolition", 15, 10, "HOBS-4" },
  { "house-demolition", 15, 10, "HOUSE-7" },
  { "light-obstacle-rebuild", 15, 10, "LOBS-4" },
  { "hard-obstacle-rebuild", 15, 10, "HOBS-5" },
  { "house-rebuild", 15, 10, "HOUSE-8" },
  { "elite-company-spread", 160, 100, "HOUSE-4" },
};

static VdRuleset *
load_bundled (void)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);
  return ruleset;
}

static void
test_bundled_rules (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();

  g_assert_cmpstr (ruleset->id, ==, "napoleonic");
  g_assert_cmpuint (ruleset->rules->len, ==, G_N_ELEMENTS (catalogue));
  for (guint i = 0; i < G_N_ELEMENTS (catalogue); i++)
    {
      const VdRule *rule = g_ptr_array_index (ruleset->rules, i);

      g_assert_cmpstr (rule->id, ==, catalogue[i]);
      g_assert_true (vd_ruleset_find_rule (ruleset, catalogue[i]) == rule);
      g_assert_cmpuint (strlen (rule->text.en), >, 10);
      g_assert_cmpuint (strlen (rule->text.fr), >, 10);
      g_assert_cmpstr (rule->text.en, !=, rule->text.fr);
    }
  g_assert_null (vd_ruleset_find_rule (ruleset, "CREST-9"));
  g_assert_null (vd_ruleset_rule_text (ruleset, "CREST-9"));
}

static void
test_bundled_distances (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();

  g_assert_cmpuint (ruleset->distances->len, ==, G_N_ELEMENTS (distances));
  for (guint i = 0; i < G_N_ELEMENTS (distances); i++)
    {
      const VdDistance *d = vd_ruleset_find_distance (ruleset, distances[i].key);

      g_assert_nonnull (d);
      g_assert_cmpfloat (vd_ruleset_distance (ruleset, distances[i].key, VD_SCALE_25MM), ==,
                         distances[i].at_25mm);
      g_assert_cmpfloat (vd_ruleset_distance (ruleset, distances[i].key, VD_SCALE_15MM), ==,
                         distances[i].at_15mm);
      g_assert_true (g_strv_contains ((const char * const *) d->rules, distances[i].rule));
    }
  g_assert_cmpfloat (vd_ruleset_distance (ruleset, "no-such-distance", VD_SCALE_25MM), ==, -1);
  g_assert_cmpfloat (ruleset->mm_per_pace[VD_SCALE_25MM], >, 0);
  g_assert_cmpfloat (ruleset->mm_per_pace[VD_SCALE_15MM], >, 0);
}

static void
test_bundled_terrain (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();

  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    {
      const VdTerrainDef *def = &ruleset->terrain[t];

      g_assert_cmpint (def->type, ==, t);
      g_assert_nonnull (def->name.en);
      g_assert_nonnull (def->name.fr);
      g_assert_cmpfloat (def->style.fill.a, >, 0);
      g_assert_cmpfloat (def->style.stroke_width, >, 0);
      g_assert_cmpint (def->style.pattern, !=, VD_PATTERN_NONE);
      /* Types drawn as lines need a drawn width. */
      if (vd_terrain_type_allows_shape (t, VD_SHAPE_LINE))
        g_assert_cmpfloat (def->style.line_width, >, 0);
      g_assert_nonnull (def->rules);
      for (guint i = 0; def->rules[i] != NULL; i++)
        g_assert_nonnull (vd_ruleset_find_rule (ruleset, def->rules[i]));
    }
  g_assert_cmpint (ruleset->terrain[VD_TERRAIN_WOOD].style.pattern, ==, VD_PATTERN_TREES);
  g_assert_true (g_strv_contains ((const char * const *) ruleset->terrain[VD_TERRAIN_HILL].rules,
                                  "CREST-2"));
}

static void
test_bundled_units (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();

  g_assert_true (vd_ruleset_allows_formation (ruleset, VD_ARM_INFANTRY, VD_FORMATION_SQUARE));
  g_assert_false (vd_ruleset_allows_formation (ruleset, VD_ARM_CAVALRY, VD_FORMATION_SQUARE));
  g_assert_true (vd_ruleset_allows_formation (ruleset, VD_ARM_CAVALRY, VD_FORMATION_OPEN));
  g_assert_true (vd_ruleset_allows_formation (ruleset, VD_ARM_ARTILLERY, VD_FORMATION_LIMBERED));
  g_assert_true (vd_ruleset_allows_formation (ruleset, VD_ARM_OFFICER, VD_FORMATION_NONE));
  g_assert_false (vd_ruleset_allows_formation (ruleset, VD_ARM_OFFICER, VD_FORMATION_LINE));

  /* Every formation is open to some arm, and every arm has a base at both scales. */
  for (int f = 0; f < VD_N_FORMATIONS; f++)
    {
      gboolean used = FALSE;

      for (int a = 0; a < VD_N_ARMS; a++)
        used |= vd_ruleset_allows_formation (ruleset, a, f);
      g_assert_true (used);
      g_assert_nonnull (ruleset->formations[f].name.fr);
    }
  for (int a = 0; a < VD_N_ARMS; a++)
    for (int s = 0; s < VD_N_SCALES; s++)
      {
        const VdBaseSize *base = vd_ruleset_base_size (ruleset, a, s);

        g_assert_cmpfloat (base->width, >, 0);
        g_assert_cmpfloat (base->depth, >, 0);
        g_assert_cmpint (base->figures, >, 0);
      }
  /* 15 mm bases are smaller than 25 mm ones. */
  g_assert_cmpfloat (vd_ruleset_base_size (ruleset, VD_ARM_INFANTRY, VD_SCALE_15MM)->width, <,
                     vd_ruleset_base_size (ruleset, VD_ARM_INFANTRY, VD_SCALE_25MM)->width);
}

/* The rule IDs of the masking row deciding whether MASKER hides TARGET from OBSERVER. */
static char *
masking_rules (const VdRuleset *ruleset, VdArm observer_arm, VdFormation observer_formation,
               VdArm masker_arm, VdFormation masker_formation, VdArm target_arm,
               VdFormation target_formation, gboolean *masks)
{
  g_autoptr(VdUnit) observer = vd_unit_new ("o", "a", observer_arm, observer_formation);
  g_autoptr(VdUnit) masker = vd_unit_new ("m", "b", masker_arm, masker_formation);
  g_autoptr(VdUnit) target = vd_unit_new ("t", "b", target_arm, target_formation);
  const VdMaskingRow *row = vd_masking_find (NULL, ruleset->masking, observer, masker, target);

  g_assert_nonnull (row);
  *masks = row->masks;
  return g_strjoinv (",", row->rules);
}

static void
test_bundled_masking (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();
  struct {
    VdArm o_arm; VdFormation o_form; VdArm m_arm; VdFormation m_form; VdArm t_arm; VdFormation t_form;
    const char *rules; gboolean masks;
  } cases[] = {
    { VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, VD_ARM_INFANTRY, VD_FORMATION_LINE, "MASK-1,SIGHT-8", FALSE },
    { VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, VD_ARM_INFANTRY, VD_FORMATION_LINE, "MASK-1", FALSE },
    { VD_ARM_CAVALRY, VD_FORMATION_CLOSE, VD_ARM_CAVALRY, VD_FORMATION_CLOSE, VD_ARM_INFANTRY, VD_FORMATION_LINE, "SIGHT-5", FALSE },
    { VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_INFANTRY, VD_FORMATION_COLUMN, VD_ARM_CAVALRY, VD_FORMATION_CLOSE, "MASK-2", FALSE },
    { VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_INFANTRY, VD_FORMATION_SQUARE, "MASK-3,SIGHT-7", FALSE },
    { VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_INFANTRY, VD_FORMATION_LINE, "MASK-3", TRUE },
    { VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, VD_ARM_CAVALRY, VD_FORMATION_CLOSE, VD_ARM_INFANTRY, VD_FORMATION_COLUMN, "MASK-4,SIGHT-6", TRUE },
    { VD_ARM_OFFICER, VD_FORMATION_NONE, VD_ARM_CAVALRY, VD_FORMATION_CLOSE, VD_ARM_INFANTRY, VD_FORMATION_COLUMN, "MASK-4", TRUE },
    { VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_OFFICER, VD_FORMATION_NONE, VD_ARM_INFANTRY, VD_FORMATION_LINE, "SIGHT-4", FALSE },
    { VD_ARM_INFANTRY, VD_FORMATION_LINE, VD_ARM_INFANTRY, VD_FORMATION_COLUMN, VD_ARM_INFANTRY, VD_FORMATION_LINE, "SIGHT-4", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean masks;
      g_autofree char *rules = masking_rules (ruleset, cases[i].o_arm, cases[i].o_form,
                                              cases[i].m_arm, cases[i].m_form, cases[i].t_arm,
                                              cases[i].t_form, &masks);

      g_assert_cmpstr (rules, ==, cases[i].rules);
      g_assert_cmpint (masks, ==, cases[i].masks);
    }
  /* The defaults the seed leaves open say why. */
  for (guint i = 0; i < ruleset->masking->len; i++)
    {
      const VdMaskingRow *row = g_ptr_array_index (ruleset->masking, i);

      if (row->assumed)
        g_assert_nonnull (row->note);
    }
}

static void
test_movement (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdUnit) unit = vd_unit_new ("u", "a", VD_ARM_INFANTRY, VD_FORMATION_COLUMN);

  /* Every formation an arm may take has an allowance at both scales. */
  for (int a = 0; a < VD_N_ARMS; a++)
    for (int f = 0; f < VD_N_FORMATIONS; f++)
      if (vd_ruleset_allows_formation (ruleset, a, f))
        for (int s = 0; s < VD_N_SCALES; s++)
          g_assert_cmpfloat (ruleset->movement.allowance[a][f][s], >=, 0);
  g_assert_cmpfloat (vd_table_forced_march (table, ruleset), >, 1);
  g_assert_cmpfloat (vd_table_charge_bonus (table, ruleset, VD_ARM_CAVALRY), >, 0);
  g_assert_cmpfloat (vd_table_charge_bonus (table, ruleset, VD_ARM_ARTILLERY), ==, 0);

  /* The unit's own allowance, else the table's, else the ruleset's. */
  g_assert_cmpfloat (vd_unit_allowance (unit, table, ruleset), ==,
                     ruleset->movement.allowance[VD_ARM_INFANTRY][VD_FORMATION_COLUMN][VD_SCALE_25MM]);
  table->scale = VD_SCALE_15MM;
  g_assert_cmpfloat (vd_unit_allowance (unit, table, ruleset), ==,
                     ruleset->movement.allowance[VD_ARM_INFANTRY][VD_FORMATION_COLUMN][VD_SCALE_15MM]);
  table->movement.allowance[VD_ARM_INFANTRY][VD_FORMATION_COLUMN][VD_SCALE_15MM] = 77;
  table->movement.forced_march = 1.2;
  table->movement.charge_bonus[VD_ARM_ARTILLERY][VD_SCALE_15MM] = 5;
  g_assert_cmpfloat (vd_unit_allowance (unit, table, ruleset), ==, 77);
  g_assert_cmpfloat (vd_table_forced_march (table, ruleset), ==, 1.2);
  g_assert_cmpfloat (vd_table_charge_bonus (table, ruleset, VD_ARM_ARTILLERY), ==, 5);
  unit->has_allowance = TRUE;
  unit->allowance = 10;
  g_assert_cmpfloat (vd_unit_allowance (unit, table, ruleset), ==, 10);

  /* A formation the arm may not take has none. */
  unit->has_allowance = FALSE;
  unit->formation = VD_FORMATION_OPEN;
  g_assert_cmpfloat (vd_unit_allowance (unit, table, ruleset), ==, -1);
}

/* The units file must give an allowance for every formation each arm may take. */
static void
test_movement_incomplete (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *original_path = vd_data_find ("units/napoleonic.yaml");
  g_autofree char *original = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmpdir, "units.yaml", NULL);
  g_autoptr(GString) text = NULL;
  g_autoptr(VdRuleset) ruleset = vd_ruleset_new ();

  g_assert_true (g_file_get_contents (original_path, &original, NULL, &error));
  text = g_string_new (original);
  g_assert_cmpuint (g_string_replace (text, "      square: {25mm: 40, 15mm: 30}\n", "", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, &error));
  g_assert_false (vd_ruleset_load_units (ruleset, path, &error));
  g_assert_nonnull (strstr (error->message, "movement has no allowance for infantry in square"));
  g_assert_true (vd_error_has_position (error));
  g_remove (path);
  g_rmdir (tmpdir);
}

static void
test_unit_base (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdUnit) unit = vd_unit_new ("u", "a", VD_ARM_CAVALRY, VD_FORMATION_CLOSE);
  VdBaseSize base;

  table->scale = VD_SCALE_15MM;
  base = vd_unit_base (unit, table, ruleset);
  g_assert_cmpfloat (base.width, ==, ruleset->arms[VD_ARM_CAVALRY].base[VD_SCALE_15MM].width);
  unit->has_base = TRUE;
  unit->base_width = 33;
  unit->base_depth = 44;
  base = vd_unit_base (unit, table, ruleset);
  g_assert_cmpfloat (base.width, ==, 33);
  g_assert_cmpfloat (base.depth, ==, 44);
}

static void
test_language (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();
  const VdRule *rule = vd_ruleset_find_rule (ruleset, "CREST-2");

  g_setenv ("LANGUAGE", "fr", TRUE);
  g_assert_cmpstr (vd_text_language (), ==, "fr");
  g_assert_cmpstr (vd_ruleset_rule_text (ruleset, "CREST-2"), ==, rule->text.fr);
  g_assert_cmpstr (vd_text_get (&ruleset->terrain[VD_TERRAIN_WOOD].name), ==, "Bois");

  g_setenv ("LANGUAGE", "de:en", TRUE);
  g_assert_cmpstr (vd_text_language (), ==, "en");
  g_assert_cmpstr (vd_ruleset_rule_text (ruleset, "CREST-2"), ==, rule->text.en);

  g_setenv ("LANGUAGE", "fr_CA:en", TRUE);
  g_assert_cmpstr (vd_text_language (), ==, "fr");
  g_unsetenv ("LANGUAGE");
}

/* Writes the bundled ruleset with one substitution and loads it from a temporary folder. */
static void
assert_broken_ruleset (const char *from, const char *to, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *original_path = vd_data_find ("terrain/napoleonic.yaml");
  g_autofree char *original = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmpdir, "broken.yaml", NULL);
  g_autoptr(GString) text = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;

  g_assert_true (g_file_get_contents (original_path, &original, NULL, &error));
  text = g_string_new (original);
  g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, &error));

  ruleset = vd_ruleset_load (path, &error);
  g_assert_null (ruleset);
  g_assert_nonnull (error);
  g_assert_true (vd_error_has_position (error));
  if (strstr (error->message, fragment) == NULL || !g_str_has_prefix (error->message, path))
    g_error ("expected “%s: …%s”, got “%s”", path, fragment, error->message);
  g_remove (path);
  g_rmdir (tmpdir);
}

static void
test_errors (void)
{
  assert_broken_ruleset ("kind: ruleset", "kind: units", "this is a “units” file");
  assert_broken_ruleset ("pattern: trees", "pattern: forest", "unknown pattern “forest”");
  assert_broken_ruleset ("fill: \"#b7d7a0\"", "fill: \"green\"", "must be a colour");
  assert_broken_ruleset ("rules: [WOOD-7]", "rules: [WOOD-77]", "unknown rule “WOOD-77”");
  assert_broken_ruleset ("- id: WOOD-2\n", "- id: WOOD-1\n", "duplicate rule “WOOD-1”");
  assert_broken_ruleset ("- id: WOOD-2\n", "- id: wood two\n", "must not contain spaces");
  assert_broken_ruleset ("wood-fire: {25mm: 80, 15mm: 55", "wood-fire: {25mm: 80, 12mm: 55",
                         "unknown key “12mm”");
  assert_broken_ruleset ("wood-fire: {25mm: 80,", "wood-fire: {25mm: -80,", "outside the range");
  assert_broken_ruleset ("  marsh:\n", "  swamp:\n", "unknown key “swamp”");
  assert_broken_ruleset ("units: napoleonic", "units: nosuch", "units file");
  assert_broken_ruleset ("25mm: {mm_per_pace: 1.0}", "25mm: {mm_per_pace: 0}",
                         "mm_per_pace must be more than 0");
  assert_broken_ruleset ("  - rules: [MASK-2]\n", "  - rules: [MASK-22]\n",
                         "unknown rule “MASK-22” in a masking row");
  assert_broken_ruleset ("target: {arms: [cavalry]}", "target: {arms: [hussars]}",
                         "unknown arm “hussars”");
  assert_broken_ruleset ("masker: {arms: [officer]}\n    masks: false",
                         "masker: {arms: [officer]}\n    masks: maybe", "masks must be true or false");
}

/* Loads the bundled ruleset with FROM replaced by TO, from a temporary folder. */
static VdRuleset *
load_changed (const char *from, const char *to)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *original_path = vd_data_find ("terrain/napoleonic.yaml");
  g_autofree char *original = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmpdir, "changed.yaml", NULL);
  g_autoptr(GString) text = NULL;
  VdRuleset *ruleset;

  g_assert_true (g_file_get_contents (original_path, &original, NULL, &error));
  text = g_string_new (original);
  g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, &error));
  ruleset = vd_ruleset_load (path, &error);
  g_assert_no_error (error);
  g_remove (path);
  g_rmdir (tmpdir);
  return ruleset;
}

/* A reading's options have names in each language (`option_names:`) for the app's drop-down;
 * one without a name shows its word; a name for an option not listed is refused where it
 * stands. */
static void
test_option_names (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();
  g_autoptr(VdRuleset) unnamed = NULL;
  const VdInterpretation *charge = vd_ruleset_find_interpretation (ruleset,
                                                                   "mini-i-charge-and-fire");
  const VdInterpretation *battery;

  g_assert_nonnull (charge);
  g_assert_cmpstr (charge->options[1], ==, "refused");
  g_setenv ("LANGUAGE", "en", TRUE);
  g_assert_cmpstr (vd_interpretation_option_name (charge, 0), ==, "Both may be declared");
  g_assert_cmpstr (vd_interpretation_option_name (charge, 1), ==,
                   "A charge or a fire, not both");
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_assert_cmpstr (vd_interpretation_option_name (charge, 1), ==,
                   "Une charge ou un tir, pas les deux");
  g_unsetenv ("LANGUAGE");
  /* Every option of the bundled readings is named, in both languages. */
  for (guint i = 0; i < ruleset->interpretations->len; i++)
    {
      const VdInterpretation *interpretation = g_ptr_array_index (ruleset->interpretations, i);

      for (guint j = 0; interpretation->options[j] != NULL; j++)
        {
          g_assert_nonnull (interpretation->option_names[j].en);
          g_assert_nonnull (interpretation->option_names[j].fr);
        }
    }

  /* A name left out: the option's word, the other name kept. */
  unnamed = load_changed ("      one-fire: {en: \"Its guns fire once a turn\", fr: \"Ses pièces ne "
                          "tirent qu’une fois par tour\"}\n", "");
  battery = vd_ruleset_find_interpretation (unnamed, "mini-i-battery-once");
  g_assert_cmpstr (vd_interpretation_option_name (battery, 0), ==, "one-fire");
  g_assert_cmpstr (vd_interpretation_option_name (battery, 1), ==,
                   "It may demolish and set fire in one turn");

  assert_broken_ruleset ("      refused: {en:", "      forbidden: {en:",
                         "“forbidden” is not one of the interpretation’s options "
                         "(allowed, refused)");
  assert_broken_ruleset ("      free: {en: \"Costs no movement\", fr: \"Ne coûte aucun "
                         "mouvement\"}", "      free: Costs no movement", "option_names");
  assert_broken_ruleset ("      free: {en: \"Costs no movement\",", "      free: {",
                         "option_names is missing the key “en”");
}

static void
test_not_found (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = vd_ruleset_load_named ("nosuch", NULL, &error);

  g_assert_null (ruleset);
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* A name cannot climb out of the data folders. */
  ruleset = vd_ruleset_load_named ("../terrain/napoleonic", "/nonexistent", &error);
  g_assert_null (ruleset);
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
}

static const char fire_table[] =
  "vedette: 1\nkind: table\nscale: 25mm\ntable: [1000, 1000]\n"
  "fire:\n  ranges:\n    infantry: {25mm: 100, 15mm: 70}\n"
  "  artillery:\n    - {calibre: 12, 25mm: 1200, 15mm: 900}\n"
  "units:\n"
  "  - {id: inf, side: a, arm: infantry, formation: line, at: [100, 100], facing: 0,\n"
  "     frontage: 120, depth: 30, figures: 24}\n"
  "  - {id: gun4, side: a, arm: artillery, formation: battery, at: [300, 100], facing: 0,\n"
  "     frontage: 60, depth: 80, figures: 4, calibre: 4}\n"
  "  - {id: gun12, side: a, arm: artillery, formation: battery, at: [500, 100], facing: 0,\n"
  "     frontage: 60, depth: 80, figures: 4, calibre: 12}\n";

/* Weapon ranges are assumed ruleset data at both scales; a table's own fire: comes first. */
static void
test_fire_ranges (void)
{
  g_autoptr(VdRuleset) ruleset = load_bundled ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (fire_table, strlen (fire_table), "t.yaml",
                                                 &error);
  VdFireRules none;

  g_assert_no_error (error);
  g_assert_true (ruleset->fire.assumed);
  vd_fire_rules_init (&none);
  g_assert_cmpfloat (vd_fire_rules_range (&none, &ruleset->fire, VD_ARM_INFANTRY, 0,
                                          VD_SCALE_25MM), ==, 160);
  g_assert_cmpfloat (vd_fire_rules_range (&none, &ruleset->fire, VD_ARM_INFANTRY, 0,
                                          VD_SCALE_15MM), ==, 120);
  g_assert_cmpfloat (vd_fire_rules_range (&none, &ruleset->fire, VD_ARM_CAVALRY, 0,
                                          VD_SCALE_25MM), ==, -1);
  /* The table overrides infantry and 12-pounders; a 4-pounder takes the ruleset's 3-pounder row. */
  g_assert_cmpfloat (vd_unit_fire_range (vd_table_find_unit (table, "inf"), table, ruleset), ==,
                     100);
  g_assert_cmpfloat (vd_unit_fire_range (vd_table_find_unit (table, "gun4"), table, ruleset), ==,
                     600);
  g_assert_cmpfloat (vd_unit_fire_range (vd_table_find_unit (table, "gun12"), table, ruleset),
                     ==, 1200);
  table->scale = VD_SCALE_15MM;
  g_assert_cmpfloat (vd_unit_fire_range (vd_table_find_unit (table, "gun4"), table, ruleset), ==,
                     450);
  g_assert_cmpfloat (vd_unit_fire_range (vd_table_find_unit (table, "inf"), table, ruleset), ==,
                     70);
}

static void
test_fire_bad_key (void)
{
  static const char bad[] =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [1000, 1000]\n"
    "fire:\n  ranges:\n    infantry: {25mm: 100, 15m: 70}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (bad, strlen (bad), "bad.yaml", &error);

  g_assert_null (table);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "bad.yaml:7:"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ruleset/bundled/rules", test_bundled_rules);
  g_test_add_func ("/ruleset/fire/ranges-both-scales", test_fire_ranges);
  g_test_add_func ("/ruleset/fire/table-bad-key", test_fire_bad_key);
  g_test_add_func ("/ruleset/bundled/distances", test_bundled_distances);
  g_test_add_func ("/ruleset/bundled/terrain", test_bundled_terrain);
  g_test_add_func ("/ruleset/bundled/units", test_bundled_units);
  g_test_add_func ("/ruleset/bundled/masking", test_bundled_masking);
  g_test_add_func ("/ruleset/unit-base", test_unit_base);
  g_test_add_func ("/ruleset/movement", test_movement);
  g_test_add_func ("/ruleset/movement-incomplete", test_movement_incomplete);
  g_test_add_func ("/ruleset/language", test_language);
  g_test_add_func ("/ruleset/errors", test_errors);
  g_test_add_func ("/ruleset/not-found", test_not_found);
  g_test_add_func ("/ruleset/interpretations/option-names", test_option_names);
  return g_test_run ();
}
