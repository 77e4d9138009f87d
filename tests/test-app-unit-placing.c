/* Placing units from an order of battle (vd-unit-placing.h) on its own, over a real document:
 * the queue skips the units the table has, a unit stands where its footprint's centre is put,
 * within the table, and is recorded there. */
#include "vd-test-app.h"
#include "vd-unit-placing.h"

static VdUnit *
new_unit (VdWindow *window, const char *id, const char *name)
{
  VdUnit *unit = vd_unit_copy (vd_test_unit (window, "u00"));

  g_free (unit->id);
  unit->id = g_strdup (id);
  g_free (unit->name);
  unit->name = g_strdup (name);
  return unit;
}

static void
assert_point (VdPoint seen, double x, double y)
{
  g_assert_cmpfloat_with_epsilon (seen.x, x, 1e-9);
  g_assert_cmpfloat_with_epsilon (seen.y, y, 1e-9);
}

static void
test_queue_and_place (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_unit_free);
  VdUnitPlacing *placing = vd_unit_placing_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *placed = NULL;
  g_autofree char *prompt = NULL;
  g_autofree char *last_prompt = NULL;
  const VdUnit *on_table;

  /* u00 is on the table already; u00 faces 0°, 40 mm deep. */
  g_ptr_array_add (units, vd_unit_copy (vd_test_unit (window, "u00")));
  g_ptr_array_add (units, new_unit (window, "x1", "Extra one"));
  g_ptr_array_add (units, new_unit (window, "x2", NULL));
  vd_unit_placing_begin (placing, units, NULL);
  g_assert_null (vd_unit_placing_get_unit (placing));

  g_assert_cmpstr (vd_unit_placing_next (placing, vd_document_get_table (document))->id, ==, "x1");
  g_assert_cmpuint (vd_unit_placing_get_n_left (placing), ==, 1);
  prompt = vd_unit_placing_prompt (placing);
  g_assert_cmpstr (prompt, ==, "Place Extra one: click where it stands — 1 more to place — Esc stops");

  /* Half its depth ahead of the centre, to a tenth of a millimetre, within the table. */
  assert_point (vd_unit_placing_front_centre (placing, vd_document_get_table (document),
                                              vd_point (500.04, 600)), 500, 620);
  assert_point (vd_unit_placing_front_centre (placing, vd_document_get_table (document),
                                              vd_point (-50, 1300)), 0, 1200);

  g_assert_true (vd_unit_placing_place (placing, document, vd_point (500.04, 600), &placed, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (placed, ==, "x1");
  on_table = vd_test_unit (window, "x1");
  g_assert_nonnull (on_table);
  assert_point (on_table->at, 500, 620);
  g_assert_cmpstr (vd_unit_placing_get_unit (placing)->id, ==, "x1");

  g_assert_cmpstr (vd_unit_placing_next (placing, vd_document_get_table (document))->id, ==, "x2");
  g_assert_cmpuint (vd_unit_placing_get_n_left (placing), ==, 0);
  last_prompt = vd_unit_placing_prompt (placing);
  g_assert_cmpstr (last_prompt, ==, "Place x2: click where it stands — 0 more to place — Esc stops");
  vd_unit_placing_stop (placing);
  g_assert_null (vd_unit_placing_get_unit (placing));
  g_assert_null (vd_unit_placing_next (placing, vd_document_get_table (document)));

  /* Queued again, the units the table has are all skipped. */
  g_ptr_array_set_size (units, 2);
  vd_unit_placing_begin (placing, units, NULL);
  g_assert_null (vd_unit_placing_next (placing, vd_document_get_table (document)));
  g_assert_cmpuint (vd_unit_placing_get_n_left (placing), ==, 0);

  vd_unit_placing_free (placing);
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/unit-placing/queue-and-place", test_queue_and_place);

  return g_test_run ();
}
