/* The owner's entries laid over a game module (help "Filling in the charts"): the cells, chart
 * sizes, values and readings he types from his own copy, never a change to the bundled file. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-ruleset.h"

/* Each case starts with no entries of the owner's: the program's data folder (main) emptied. */
static void
forget_entries (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "vedette", "charts", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
}

typedef struct {
  const char *name;
  GTestFunc   func;
} Case;

static void
run_case (gconstpointer data)
{
  forget_entries ();
  ((const Case *) data)->func ();
}

static const VdHexGap *
find_gap (const VdHexRuleset *module, VdHexGapKind kind, const char *where, const char *detail)
{
  for (guint i = 0; i < module->gaps->len; i++)
    {
      const VdHexGap *gap = module->gaps->pdata[i];

      if (gap->kind == kind && g_str_equal (gap->where, where) &&
          g_strcmp0 (gap->detail, detail) == 0)
        return gap;
    }
  return NULL;
}

static const VdYamlNode *
cell_at (const VdHexRuleset *module, const char *chart, guint row, guint column)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.cells", chart);
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, path);

  g_assert_nonnull (cells);
  g_assert_cmpint (cells->kind, ==, VD_YAML_SEQUENCE);
  return cells->children[row]->children[column];
}

static char *
bundled_text (const char *id)
{
  g_autofree char *relative = g_strdup_printf ("terrain/%s.yaml", id);
  char *text = NULL;

  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "..", relative, NULL),
                                      &text, NULL, NULL));
  return text;
}

/* Two CRT cells entered: the chart counts 68 of 70 missing, the cells read back with who and
 * when, and the bundled module is untouched. */
static void
test_entries_crt_cells (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) before = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_autoptr(VdHexRuleset) after = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autofree char *bundled = bundled_text ("1914"), *bundled_after = NULL, *saved = NULL;
  g_autofree char *path = vd_hex_entries_path_for ("1914");
  const VdHexGap *gap;

  g_assert_no_error (error);
  gap = find_gap (before, VD_HEX_GAP_CHART_CELLS, "Combat results table",
                  "Table des résultats des combats");
  g_assert_nonnull (gap);
  g_assert_cmpuint (gap->missing, ==, 70);
  g_assert_null (before->entries);

  vd_hex_entries_set_cell (entries, "crt", "3", "2:1", "DR", "Jean Dupont", "2026-12-04T10:00:00Z");
  vd_hex_entries_set_cell (entries, "crt", "0", "1:5", "AE", "Jean Dupont", NULL);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "status: entered"));
  g_assert_nonnull (strstr (saved, "by: \"Jean Dupont\""));
  g_assert_nonnull (strstr (saved, "at: \"2026-12-04T10:00:00Z\""));

  after = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (after->n_entered, ==, 2);
  gap = find_gap (after, VD_HEX_GAP_CHART_CELLS, "Combat results table",
                  "Table des résultats des combats");
  g_assert_nonnull (gap);
  g_assert_cmpuint (gap->missing, ==, 68);
  g_assert_cmpuint (gap->total, ==, 70);
  g_assert_cmpstr (cell_at (after, "crt", 3, 5)->value, ==, "DR");
  g_assert_cmpstr (cell_at (after, "crt", 0, 0)->value, ==, "AE");
  g_assert_true (vd_yaml_node_is_null (cell_at (after, "crt", 3, 4)));
  g_assert_cmpuint (after->gaps->len, ==, before->gaps->len);

  /* The bundled module is read as it was: the entries live in the owner's file only. */
  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "..", "terrain",
                                                           "1914.yaml", NULL),
                                      &bundled_after, NULL, NULL));
  g_assert_cmpstr (bundled, ==, bundled_after);
}

/* What the seed gives is never overridden: such an entry is kept and says why it is unused. */
static void
test_entries_given_kept (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autoptr(VdHexRuleset) module = NULL;
  const VdHexEntry *entry;

  vd_hex_entries_set_cell (entries, "forced-march", "+1", "disorganized on", "1-6", "A", NULL);
  vd_hex_entries_set_cell (entries, "crt", "9", "2:1", "DR", "A", NULL);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  module = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (module->n_entered, ==, 0);
  g_assert_cmpstr (cell_at (module, "forced-march", 0, 0)->value, ==, "1-2");
  entry = vd_hex_entries_find (module->entries, VD_HEX_ENTRY_CELL, "forced-march", "+1",
                               "disorganized on");
  g_assert_nonnull (entry);
  g_assert_cmpstr (entry->unused, ==, "the module gives this value");
  entry = vd_hex_entries_find (module->entries, VD_HEX_ENTRY_CELL, "crt", "9", "2:1");
  g_assert_cmpstr (entry->unused, ==, "the chart has no such row or column");
}

/* Movement points typed for a terrain and a class fill that class's gap only. */
static void
test_entries_terrain_mp (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autoptr(VdHexRuleset) module = NULL;
  const VdHexTerrain *clear;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "A", NULL);
  vd_hex_entries_set_value (entries, "hexsides.river.mp.cavalry", "prohibited", "A", NULL);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  module = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (module->n_entered, ==, 2);
  clear = vd_hex_ruleset_find_terrain (module, "clear");
  g_assert_cmpint (clear->mp[0].status, ==, VD_HEX_MP_KNOWN);
  g_assert_cmpfloat (clear->mp[0].mp, ==, 1);
  g_assert_cmpint (clear->mp[1].status, ==, VD_HEX_MP_MISSING);
  g_assert_null (find_gap (module, VD_HEX_GAP_MP, "clear", "infantry"));
  g_assert_nonnull (find_gap (module, VD_HEX_GAP_MP, "clear", "cavalry"));
  g_assert_cmpint (vd_hex_ruleset_find_hexside (module, "river")->mp[1].status, ==,
                   VD_HEX_MP_PROHIBITED);

  /* Not a number: refused where the owner's file says it. */
  vd_hex_entries_set_value (entries, "terrain.clear.mp.cavalry", "two", "A", NULL);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  module = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_null (module);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, entries->path));
  g_assert_nonnull (strstr (error->message, ".yaml:7:3: error: movement points must be a number"));
}

/* A reading chosen once is the module's from then on; one not among the options is refused. */
static void
test_entries_choice (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autoptr(VdHexRuleset) module = NULL;

  vd_hex_entries_set_choice (entries, "1914-i-d-result", "defender", "A", NULL);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  module = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_no_error (error);
  g_assert_null (find_gap (module, VD_HEX_GAP_CHOICE, "1914-i-d-result", NULL));
  g_assert_nonnull (find_gap (module, VD_HEX_GAP_CHOICE, "1914-i-same-result", NULL));

  vd_hex_entries_set_choice (entries, "1914-i-d-result", "nobody", "A", NULL);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  module = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_null (module);
  g_assert_nonnull (strstr (error->message, "“nobody” is not one of the interpretation's options"));
}

/* A chart whose size the seed does not give gets the owner's headings, then its cells. */
static void
test_entries_shape (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autoptr(VdHexRuleset) module = NULL;
  const VdHexGap *gap;

  vd_hex_entries_set_cell (entries, "counter-legend", "fr-I", "strength", "6", "A", NULL);
  vd_hex_entries_set_shape (entries, "counter-legend",
                            (const char * const[]) { "strength", "movement", NULL },
                            (const char * const[]) { "fr-I", "fr-II", "fr-III", NULL }, "A", NULL);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  module = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_no_error (error);
  g_assert_null (find_gap (module, VD_HEX_GAP_CHART_SIZE, "Counter legend and values",
                           "Légende et valeurs des pions"));
  gap = find_gap (module, VD_HEX_GAP_CHART_CELLS, "Counter legend and values",
                  "Légende et valeurs des pions");
  g_assert_nonnull (gap);
  g_assert_cmpuint (gap->total, ==, 6);
  g_assert_cmpuint (gap->missing, ==, 5);
  g_assert_cmpstr (cell_at (module, "counter-legend", 0, 0)->value, ==, "6");
}

/* Saved, read back, changed and cleared: the file says the same as the entries. */
static void
test_entries_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
  g_autoptr(VdHexEntries) back = NULL;
  const VdHexEntry *entry;

  vd_hex_entries_set_cell (entries, "crt", "1", "1:1", "AR", "Ann: \"the owner\"", "T1");
  vd_hex_entries_set_value (entries, "zoc.costs.1805.entry", "2", "Ann", "T2");
  vd_hex_entries_set_cell (entries, "crt", "1", "1:1", "DR", "Bob", "T3");
  vd_hex_entries_set_choice (entries, "x", "y", "Ann", "T4");
  vd_hex_entries_set_choice (entries, "x", NULL, "Ann", "T5");
  g_assert_cmpuint (entries->entries->len, ==, 2);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  back = vd_hex_entries_load (entries->path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->module, ==, "naa");
  g_assert_cmpuint (back->entries->len, ==, 2);
  entry = vd_hex_entries_find (back, VD_HEX_ENTRY_CELL, "crt", "1", "1:1");
  g_assert_cmpstr (entry->value, ==, "DR");
  g_assert_cmpstr (entry->by, ==, "Bob");
  g_assert_cmpstr (entry->at, ==, "T3");
  entry = vd_hex_entries_find (back, VD_HEX_ENTRY_VALUE, "zoc.costs.1805.entry", NULL, NULL);
  g_assert_cmpstr (entry->value, ==, "2");
  g_assert_cmpuint (entry->line, ==, 6);

  /* A module's id names one file of the folder, whatever it holds. */
  for (guint i = 0; i < 3; i++)
    {
      const char *ids[] = { "../../x", "..", "a/b" };
      g_autofree char *path = vd_hex_entries_path_for (ids[i]);
      g_autofree char *folder = g_path_get_dirname (path);
      g_autofree char *charts = g_build_filename (g_get_user_data_dir (), "vedette", "charts",
                                                  NULL);

      g_assert_cmpstr (folder, ==, charts);
      g_assert_false (g_str_has_prefix (strrchr (path, G_DIR_SEPARATOR) + 1, "."));
    }
}

static void
check_refused (const char *text, const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "entries.yaml", NULL);
  g_autoptr(VdHexEntries) entries = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  entries = vd_hex_entries_load (path, &error);
  g_assert_null (entries);
  g_assert_nonnull (error);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s” does not hold “%s”", error->message, expected);
}

/* A broken file is named with its line and column, never half read. */
static void
test_entries_refused (void)
{
  check_refused ("vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
                 "  - {chart: crt, row: 1, column: \"1:1\", value: AR, status: given, by: A, at: T}\n",
                 "entries.yaml:5:60: error: an entry's status is “entered”");
  check_refused ("vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
                 "  - {chart: crt, row: 1, column: \"1:1\", value: AR, status: entered, by: A, at: T}\n"
                 "  - {chart: crt, row: 1, column: \"1:1\", value: DR, status: entered, by: B, at: T}\n",
                 "entries.yaml:6:5: error: this entry repeats an earlier one");
  check_refused ("vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
                 "  - {chart: crt, path: zoc.model, value: AR, status: entered, by: A, at: T}\n",
                 "entries.yaml:5:5: error: an entry is one of");
  check_refused ("vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
                 "  - {chart: crt, row: 1, value: AR, status: entered, by: A, at: T}\n",
                 "entries.yaml:5:5: error: an entry is one of");
  check_refused ("vedette: 1\nkind: board\nmodule: naa\n", "entries.yaml:2:7");
}

/* Another module's entries are refused, not laid over the wrong game. */
static void
test_entries_other_module (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
  g_autofree char *path = vd_hex_entries_path_for ("1914");
  g_autoptr(VdHexRuleset) module = NULL;

  entries->path = g_strdup (path);
  vd_hex_entries_save (entries, &error);
  g_assert_no_error (error);
  module = vd_hex_ruleset_load_named ("1914", NULL, &error);
  g_assert_null (module);
  g_assert_nonnull (strstr (error->message, "these entries are for the game module “naa”"));
}

/* Every kind of entry and of path, as check --completeness names them, over a small module:
 * each gap filled, what the module gives kept. */
static void
test_entries_every_kind (void)
{
  static const char module_text[] =
    "vedette: 1\nkind: hex-ruleset\nid: small\nname: {en: S, fr: S}\n"
    "sides: [{id: blue, name: {en: B, fr: B}}]\n"
    "unit_classes: [{id: infantry, name: {en: I, fr: I}}, {id: cavalry, name: {en: C, fr: C}}]\n"
    "default_terrain: clear\n"
    "sequence: [{id: move, name: {en: M, fr: M}, side: both}]\n"
    "terrain: {clear: {name: {en: C, fr: C}, mp: {infantry: 1}}, woods: {name: {en: W, fr: W}, "
    "mp: ~, zoc: ~}}\n"
    "hexsides: {river: {name: {en: R, fr: R}, mp: ~}}\n"
    "zoc: {costs: {entry: ~, exit: 2}, list: [{id: a, value: ~}, ~]}\n"
    "charts:\n"
    "  crt: {name: {en: CRT, fr: CRT}, status: missing, columns: [\"1:1\", \"2:1\"], rows: [1, 2],"
    " cells: [[~, AE], [~, ~]]}\n"
    "  size: {name: {en: S, fr: S}, status: missing, columns: ~, rows: [a, b], cells: ~}\n"
    "interpretations:\n"
    "  - {id: i-1, text: {en: T, fr: T}, options: [x, y], choice: ~}\n"
    "rules: [{id: R-1, text: {en: x, fr: x}}]\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "entries",
                                                 "every-kind.yaml", NULL);
  g_autoptr(VdHexEntries) entries = vd_hex_entries_load (path, &error);
  g_autoptr(VdHexRuleset) before = NULL, after = NULL;
  const VdHexTerrain *terrain;

  g_assert_no_error (error);
  g_free (entries->module);
  entries->module = g_strdup ("small");
  before = vd_hex_ruleset_load_data (module_text, strlen (module_text), "small.yaml", &error);
  g_assert_no_error (error);
  /* clear × cavalry, woods, woods.zoc, river, zoc.costs.entry, zoc.list.a.value, zoc.list[2],
   * crt, size, i-1. */
  g_assert_cmpuint (before->gaps->len, ==, 10);
  after = vd_hex_ruleset_load_document_with (vd_yaml_parse (module_text, strlen (module_text),
                                                            "small.yaml", NULL),
                                             g_steal_pointer (&entries), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (after->n_entered, ==, 11);
  /* Left: the crt's other two cells, the sized chart's other five, woods for cavalry, the
   * river for infantry. */
  g_assert_cmpuint (after->gaps->len, ==, 4);
  g_assert_nonnull (find_gap (after, VD_HEX_GAP_MP, "woods", "cavalry"));
  g_assert_nonnull (find_gap (after, VD_HEX_GAP_MP, "river", "infantry"));
  g_assert_cmpuint (find_gap (after, VD_HEX_GAP_CHART_CELLS, "CRT", "CRT")->missing, ==, 2);
  g_assert_cmpuint (find_gap (after, VD_HEX_GAP_CHART_CELLS, "S", "S")->missing, ==, 3);
  g_assert_cmpstr (vd_hex_entries_find (after->entries, VD_HEX_ENTRY_CELL, "crt", "1", "2:1")->unused,
                   ==, "the module gives this value");
  g_assert_cmpstr (vd_hex_entries_find (after->entries, VD_HEX_ENTRY_VALUE, "zoc.costs.exit", NULL,
                                        NULL)->unused, ==, "the module gives this value");
  g_assert_cmpstr (vd_hex_ruleset_lookup (after, "zoc.costs.exit")->value, ==, "2");
  g_assert_cmpstr (vd_hex_ruleset_lookup (after, "zoc.list")->children[1]->value, ==, "1");
  terrain = vd_hex_ruleset_find_terrain (after, "woods");
  g_assert_cmpint (terrain->mp[0].status, ==, VD_HEX_MP_PROHIBITED);
  g_assert_cmpint (terrain->mp[1].status, ==, VD_HEX_MP_MISSING);
  terrain = vd_hex_ruleset_find_terrain (after, "clear");
  g_assert_cmpfloat (terrain->mp[1].mp, ==, 2);
  g_assert_cmpstr (cell_at (after, "size", 1, 1)->value, ==, "3");
}

int
main (int argc, char **argv)
{
  static const Case cases[] = {
    { "/hex/entries/crt-cells", test_entries_crt_cells },
    { "/hex/entries/given-kept", test_entries_given_kept },
    { "/hex/entries/terrain-mp", test_entries_terrain_mp },
    { "/hex/entries/choice", test_entries_choice },
    { "/hex/entries/shape", test_entries_shape },
    { "/hex/entries/round-trip", test_entries_round_trip },
    { "/hex/entries/refused", test_entries_refused },
    { "/hex/entries/other-module", test_entries_other_module },
    { "/hex/entries/every-kind", test_entries_every_kind },
  };
  g_autofree char *data_home = g_dir_make_tmp ("vedette-entries-XXXXXX", NULL);
  int status;

  /* The owner's entries go to a folder of the program's own, emptied before each case. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].name, &cases[i], run_case);
  status = g_test_run ();
  forget_entries ();
  {
    g_autofree char *charts = g_build_filename (data_home, "vedette", "charts", NULL);
    g_autofree char *vedette = g_build_filename (data_home, "vedette", NULL);
    g_autofree char *refused = g_build_filename (data_home, "entries.yaml", NULL);

    g_unlink (refused);
    g_rmdir (charts);
    g_rmdir (vedette);
    g_rmdir (data_home);
  }
  return status;
}
