/* The selection rectangle (vd-band-select.h) on its own: its corners follow the drag, it takes
 * the units whose footprint's centre it holds (edges included), those the view lets it take,
 * and Ctrl adds them to the selection instead of replacing it. */
#include "vd-band-select.h"
#include "vd-test-app.h"

/* A unit facing +y, 60 mm wide and 40 deep, whose footprint's centre is at (X, Y). */
static void
add_unit (VdTable *table, const char *id, double x, double y)
{
  VdUnit *unit = vd_unit_new (id, "fr", VD_ARM_INFANTRY, VD_FORMATION_LINE);

  unit->frontage = 60;
  unit->depth = 40;
  unit->facing = 0;
  unit->at = vd_point (x, y + 20);
  g_ptr_array_add (table->units, unit);
}

static char *
joined (const GPtrArray *ids)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", (char *) g_ptr_array_index (ids, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The selection's ids, sorted. */
static char *
selection_text (GHashTable *selection)
{
  g_autofree const char **ids = (const char **) g_hash_table_get_keys_as_array (selection, NULL);
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();

  for (guint i = 0; ids[i] != NULL; i++)
    g_ptr_array_add (sorted, (gpointer) ids[i]);
  g_ptr_array_sort (sorted, compare_ids);
  return joined (sorted);
}

static gboolean
not_refused (const char *unit_id, gpointer user_data)
{
  return g_strcmp0 (unit_id, user_data) != 0;
}

static void
test_corners (void)
{
  VdBandSelect *band = vd_band_select_new ();
  VdPoint start, corner;

  g_assert_false (vd_band_select_get_corners (band, &start, &corner));

  /* Both corners at the press, then the second one follows the pointer. */
  vd_band_select_begin (band, vd_point (40, 50), TRUE);
  g_assert_true (vd_band_select_get_corners (band, &start, &corner));
  g_assert_true (vd_point_equal (start, vd_point (40, 50)));
  g_assert_true (vd_point_equal (corner, vd_point (40, 50)));
  g_assert_true (vd_band_select_get_add (band));
  vd_band_select_update (band, vd_point (10, 300));
  g_assert_true (vd_band_select_get_corners (band, &start, &corner));
  g_assert_true (vd_point_equal (start, vd_point (40, 50)));
  g_assert_true (vd_point_equal (corner, vd_point (10, 300)));

  /* Cleared: no rectangle, and the next one starts afresh, without Ctrl. */
  vd_band_select_clear (band);
  g_assert_false (vd_band_select_get_corners (band, &start, &corner));
  g_assert_false (vd_band_select_get_add (band));
  vd_band_select_update (band, vd_point (70, 80));
  g_assert_false (vd_band_select_get_corners (band, &start, &corner));
  vd_band_select_begin (band, vd_point (5, 6), FALSE);
  g_assert_false (vd_band_select_get_add (band));
  g_assert_true (vd_band_select_get_corners (band, &start, &corner));
  g_assert_true (vd_point_equal (corner, vd_point (5, 6)));
  vd_band_select_free (band);
}

static void
test_units_inside (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(GPtrArray) inside = NULL;
  g_autofree char *text = NULL;
  g_autofree char *reversed = NULL;
  g_autofree char *filtered = NULL;

  add_unit (table, "inside", 120, 100);
  add_unit (table, "outside", 300, 100);
  /* Both across the right edge (x = 200): the first's centre is inside, the second's not. */
  add_unit (table, "across-in", 190, 150);
  add_unit (table, "across-out", 210, 150);
  /* Its centre on the bottom edge; its front edge, at y = 220, beyond it. */
  add_unit (table, "on-edge", 80, 200);

  inside = vd_band_select_units_inside (table, vd_point (50, 50), vd_point (200, 200), NULL, NULL);
  text = joined (inside);
  g_assert_cmpstr (text, ==, "inside across-in on-edge");

  /* The corners in any order make the same rectangle. */
  g_clear_pointer (&inside, g_ptr_array_unref);
  inside = vd_band_select_units_inside (table, vd_point (200, 50), vd_point (50, 200), NULL, NULL);
  reversed = joined (inside);
  g_assert_cmpstr (reversed, ==, "inside across-in on-edge");

  /* A unit the view does not let it take stays out. */
  g_clear_pointer (&inside, g_ptr_array_unref);
  inside = vd_band_select_units_inside (table, vd_point (50, 50), vd_point (200, 200),
                                        not_refused, "across-in");
  filtered = joined (inside);
  g_assert_cmpstr (filtered, ==, "inside on-edge");
}

static void
test_ctrl_adds (void)
{
  g_autoptr(GHashTable) selection = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) inside = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *replaced = NULL;
  g_autofree char *added = NULL;

  g_hash_table_add (selection, g_strdup ("before"));
  g_hash_table_add (selection, g_strdup ("inside"));
  g_ptr_array_add (inside, g_strdup ("inside"));
  g_ptr_array_add (inside, g_strdup ("other"));

  /* Ctrl: what was selected stays, the rectangle's units join it once each. */
  vd_band_select_apply (selection, inside, TRUE);
  added = selection_text (selection);
  g_assert_cmpstr (added, ==, "before inside other");

  /* Without Ctrl: only the rectangle's units. */
  g_hash_table_add (selection, g_strdup ("again"));
  vd_band_select_apply (selection, inside, FALSE);
  replaced = selection_text (selection);
  g_assert_cmpstr (replaced, ==, "inside other");

  /* An empty rectangle without Ctrl empties the selection. */
  g_ptr_array_set_size (inside, 0);
  vd_band_select_apply (selection, inside, FALSE);
  g_assert_cmpuint (g_hash_table_size (selection), ==, 0);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  g_test_add_func ("/app/band-select/corners", test_corners);
  g_test_add_func ("/app/band-select/units-inside", test_units_inside);
  g_test_add_func ("/app/band-select/ctrl-adds", test_ctrl_adds);

  return g_test_run ();
}
