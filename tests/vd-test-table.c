#include <glib/gstdio.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

VdRuleset *
vd_test_load_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);
  return ruleset;
}

VdTable *
vd_test_table_new (VdScale scale, double mm_per_pace, double width, double depth)
{
  VdTable *table = vd_table_new ();

  table->scale = scale;
  table->mm_per_pace = mm_per_pace;
  table->width = width;
  table->depth = depth;
  return table;
}

VdFeature *
vd_test_add_feature (VdTable *table, const char *id, VdTerrainType type, VdShape shape,
                     const VdPoint *points, guint n)
{
  VdFeature *feature = vd_feature_new (id, type, shape, points, n);

  g_ptr_array_add (table->features, feature);
  return feature;
}

VdFeature *
vd_test_add_rect (VdTable *table, const char *id, VdTerrainType type, double x0, double y0,
                  double x1, double y1)
{
  const VdPoint points[] = { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };

  return vd_test_add_feature (table, id, type, VD_SHAPE_AREA, points, 4);
}

VdFeature *
vd_test_add_line (VdTable *table, const char *id, VdTerrainType type, double x0, double y0,
                  double x1, double y1)
{
  const VdPoint points[] = { { x0, y0 }, { x1, y1 } };

  return vd_test_add_feature (table, id, type, VD_SHAPE_LINE, points, 2);
}

void
vd_test_add_stretch (VdFeature *feature, double from, double to, VdDamage state)
{
  VdStretch stretch = { from, to, state };

  g_array_append_val (feature->damage, stretch);
}

VdUnit *
vd_test_add_unit (VdTable *table, const char *id, const char *side, VdArm arm,
                  VdFormation formation, double x, double y, double facing, double frontage,
                  double depth)
{
  VdUnit *unit = vd_unit_new (id, side, arm, formation);

  unit->at = vd_point (x, y);
  unit->facing = facing;
  unit->frontage = frontage;
  unit->depth = depth;
  unit->figures = 12;
  g_ptr_array_add (table->units, unit);
  return unit;
}

VdUnit *
vd_test_add_line_infantry (VdTable *table, const char *id, const char *side, double x, double y,
                           double facing)
{
  return vd_test_add_unit (table, id, side, VD_ARM_INFANTRY, VD_FORMATION_LINE, x, y, facing, 120,
                           30);
}

void
vd_test_apply_ok (const VdEvent *event, VdTable *table, const VdRuleset *ruleset)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_event_apply (event, table, ruleset, &error));
  g_assert_no_error (error);
}

void
vd_test_assert_refused (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                        int code, const char *text, gboolean exact)
{
  g_autoptr(VdTable) before = vd_table_copy (table);
  g_autoptr(GError) error = NULL;

  g_assert_false (vd_event_apply (event, table, ruleset, &error));
  g_assert_error (error, VD_ERROR, code);
  if (exact)
    g_assert_cmpstr (error->message, ==, text);
  else if (strstr (error->message, text) == NULL)
    g_error ("expected “%s” in “%s”", text, error->message);
  g_assert_true (vd_table_equal (before, table));
}

gboolean
vd_test_has_reason (const VdOrderAnswer *answer, const char *rule, const char *by)
{
  for (guint i = 0; answer->reasons != NULL && i < answer->reasons->len; i++)
    {
      const VdOrderReason *r = &g_array_index (answer->reasons, VdOrderReason, i);

      if (g_strcmp0 (r->rule, rule) == 0 && g_strcmp0 (r->by, by) == 0)
        return TRUE;
    }
  return FALSE;
}

char *
vd_test_data_folder_new (const char *name_template)
{
  char *folder = g_dir_make_tmp (name_template, NULL);
  g_autofree char *data_home = NULL;

  g_assert_nonnull (folder);
  data_home = g_build_filename (folder, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  return folder;
}

void
vd_test_folder_remove (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_unlink (path);
    }
  g_rmdir (folder);
}

void
vd_test_save_small_battle (const char *path)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  g_autoptr(GError) error = NULL;

  vd_test_add_line_infantry (table, "fr-1", "french", 300, 300, 0)->figures = 24;
  vd_test_add_line_infantry (table, "fr-2", "french", 600, 300, 0)->figures = 24;
  vd_test_add_line_infantry (table, "fr-3", "french", 900, 300, 0)->figures = 24;
  vd_test_add_line_infantry (table, "ru-1", "russian", 900, 900, 180)->figures = 24;
  g_assert_true (vd_table_save_file (table, path, &error));
  g_assert_no_error (error);
}

void
vd_test_data_folder_remove (char *folder)
{
  g_autofree char *data_home = g_build_filename (folder, "data", NULL);
  g_autofree char *charts = g_build_filename (data_home, "vedette", "charts", NULL);
  g_autofree char *vedette = g_build_filename (data_home, "vedette", NULL);

  g_rmdir (charts);
  g_rmdir (vedette);
  g_rmdir (data_home);
  /* The boards the tests wrote, whatever their names. */
  vd_test_folder_remove (folder);
  g_free (folder);
}

VdBoard *
vd_test_hex_board (const char *folder, const char *game, int turn, int columns, int rows,
                   const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Test\"\nruleset: \"%s\"\nturn: %d\n"
    "grid: {hexes: flat, columns: %d, rows: %d, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", game, turn, columns, rows, body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

void
vd_test_choose_reading (const char *game, const char *interpretation, const char *choice)
{
  g_autofree char *path = vd_hex_entries_path_for (game);
  g_autoptr(VdHexEntries) entries = NULL;

  if (interpretation == NULL)
    {
      g_unlink (path);
      return;
    }
  entries = vd_hex_entries_load_for (game, NULL);
  if (entries == NULL)
    entries = vd_hex_entries_new (game);
  vd_hex_entries_set_choice (entries, interpretation, choice, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}
