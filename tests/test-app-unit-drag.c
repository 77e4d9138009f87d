/* The unit drag (vd-unit-drag.h) on its own, over a real document: the units follow the
 * pointer unrecorded, with a readout, and go back or are recorded at the drop; the other
 * selected units go with the one pressed. */
#include <string.h>

#include "vd-move-layer.h"
#include "vd-test-app.h"
#include "vd-unit-drag.h"

typedef struct
{
  VdWindow    *window;
  VdDocument  *document;
  VdMoveLayer *layer;
  VdUnitDrag  *drag;
} DragFixture;

static void
drag_fixture_open (DragFixture *f, Fixture *fixture)
{
  g_autofree char *path = vd_test_write_small_table (fixture);

  f->window = vd_test_open_window (path);
  f->document = vd_window_get_document (f->window);
  f->layer = VD_MOVE_LAYER (g_object_ref_sink (vd_move_layer_new (vd_viewport_new ())));
  /* The layer took the viewport's only reference. */
  g_object_unref (vd_table_layer_get_viewport (VD_TABLE_LAYER (f->layer)));
  f->drag = vd_unit_drag_new (f->layer);
}

static void
drag_fixture_close (DragFixture *f)
{
  vd_unit_drag_free (f->drag);
  g_object_unref (f->layer);
  vd_test_close_window (f->window);
}

static void
assert_at (VdWindow *window, const char *id, double x, double y)
{
  const VdUnit *unit = vd_test_unit (window, id);

  g_assert_cmpfloat_with_epsilon (unit->at.x, x, 1e-9);
  g_assert_cmpfloat_with_epsilon (unit->at.y, y, 1e-9);
}

/* The point pressed stays under the pointer, to a tenth of a millimetre; nothing is recorded
 * until the drop, and restoring puts the unit back. */
static void
test_follow_and_restore (Fixture *fixture, gconstpointer data)
{
  DragFixture f;
  const char *readout;

  drag_fixture_open (&f, fixture);
  /* u00 stands at (60, 150). */
  vd_unit_drag_press (f.drag, f.document, vd_test_unit (f.window, "u00"), vd_point (65, 147), NULL);
  g_assert_cmpstr (vd_unit_drag_get_unit (f.drag), ==, "u00");
  g_assert_false (vd_unit_drag_moves_group (f.drag));
  vd_unit_drag_start (f.drag, FALSE);
  g_assert_false (vd_unit_drag_get_free (f.drag));
  vd_unit_drag_update (f.drag, vd_point (65.04, 187.02), FALSE);
  assert_at (f.window, "u00", 60, 190);
  readout = vd_move_layer_get_text (f.layer);
  g_assert_nonnull (readout);
  g_assert_nonnull (strstr (readout, "40 of"));
  g_assert_null (strstr (readout, "forced march"));
  vd_unit_drag_update (f.drag, vd_point (65, 187), TRUE);
  g_assert_nonnull (strstr (vd_move_layer_get_text (f.layer), "(forced march)"));
  g_assert_false (vd_document_get_dirty (f.document));

  /* A waypoint, then on: the path goes through it. */
  g_assert_true (vd_unit_drag_add_waypoint (f.drag));
  vd_unit_drag_update (f.drag, vd_point (95, 187), FALSE);
  assert_at (f.window, "u00", 90, 190);
  g_assert_nonnull (strstr (vd_move_layer_get_text (f.layer), "70 of"));

  g_assert_true (vd_unit_drag_restore (f.drag));
  assert_at (f.window, "u00", 60, 150);
  g_assert_false (vd_document_get_dirty (f.document));

  vd_unit_drag_clear (f.drag);
  g_assert_null (vd_unit_drag_get_unit (f.drag));
  vd_unit_drag_update (f.drag, vd_point (65, 187), FALSE);
  assert_at (f.window, "u00", 60, 150);
  g_assert_false (vd_unit_drag_restore (f.drag));
  drag_fixture_close (&f);
}

/* A drop the rules allow is recorded; one beyond the allowance is not, the unit goes back and
 * the message names it; a drop beyond what is left of the turn alone is kept, and allowed. */
static void
test_drop_by_the_rules (Fixture *fixture, gconstpointer data)
{
  DragFixture f;
  g_autofree char *message = NULL;
  g_autofree char *refused = NULL;
  g_autoptr(GError) error = NULL;
  VdBattle *battle;
  guint applied;

  drag_fixture_open (&f, fixture);
  battle = vd_document_get_battle (f.document);
  applied = vd_battle_get_n_applied (battle);
  vd_unit_drag_press (f.drag, f.document, vd_test_unit (f.window, "u00"), vd_point (60, 150), NULL);
  vd_unit_drag_start (f.drag, FALSE);
  g_assert_true (vd_unit_drag_drop (f.drag, vd_point (60, 190), &message));
  g_assert_null (message);
  assert_at (f.window, "u00", 60, 190);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, applied + 1);
  g_assert_false (vd_unit_drag_has_refused (f.drag));

  /* Sideways along the first line's front, far beyond any allowance. */
  vd_unit_drag_press (f.drag, f.document, vd_test_unit (f.window, "u01"), vd_point (130, 150), NULL);
  vd_unit_drag_start (f.drag, FALSE);
  g_assert_true (vd_unit_drag_drop (f.drag, vd_point (130, 190 + 400), &message));
  g_assert_nonnull (message);
  g_assert_true (g_str_has_prefix (message, "Bataillon 2 of the French stays: "));
  assert_at (f.window, "u01", 130, 150);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, applied + 1);
  g_assert_false (vd_unit_drag_has_refused (f.drag));

  /* u00 moved 40 of its allowance: what it has left is less than another 140. */
  vd_unit_drag_press (f.drag, f.document, vd_test_unit (f.window, "u00"), vd_point (60, 190), NULL);
  vd_unit_drag_start (f.drag, FALSE);
  g_assert_true (vd_unit_drag_drop (f.drag, vd_point (60, 190 + 140), &refused));
  g_assert_nonnull (strstr (refused, "(TURN)"));
  assert_at (f.window, "u00", 60, 190);
  g_assert_true (vd_unit_drag_has_refused (f.drag));
  vd_unit_drag_clear (f.drag);
  g_assert_true (vd_unit_drag_has_refused (f.drag));
  g_assert_true (vd_unit_drag_allow_refused (f.drag, f.document, &error));
  g_assert_no_error (error);
  assert_at (f.window, "u00", 60, 330);
  g_assert_false (vd_unit_drag_has_refused (f.drag));
  g_assert_false (vd_unit_drag_allow_refused (f.drag, f.document, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  drag_fixture_close (&f);
}

/* The other selected units follow by the same offset; Shift's free placement records them all
 * where they were dropped, without a readout; a unit not among the selection goes alone. */
static void
test_group_free_drop (Fixture *fixture, gconstpointer data)
{
  DragFixture f;
  g_autoptr(GHashTable) selection = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *message = NULL;

  drag_fixture_open (&f, fixture);
  g_hash_table_add (selection, "u00");
  g_hash_table_add (selection, "u01");
  g_hash_table_add (selection, "u24");
  vd_unit_drag_press (f.drag, f.document, vd_test_unit (f.window, "u02"), vd_point (200, 150),
                      selection);
  g_assert_false (vd_unit_drag_moves_group (f.drag));

  vd_unit_drag_press (f.drag, f.document, vd_test_unit (f.window, "u01"), vd_point (130, 150),
                      selection);
  g_assert_true (vd_unit_drag_moves_group (f.drag));
  vd_unit_drag_start (f.drag, TRUE);
  g_assert_true (vd_unit_drag_get_free (f.drag));
  vd_unit_drag_update (f.drag, vd_point (730, 450), FALSE);
  assert_at (f.window, "u01", 730, 450);
  assert_at (f.window, "u00", 660, 450);
  assert_at (f.window, "u24", 660, 550);
  assert_at (f.window, "u02", 200, 150);
  g_assert_null (vd_move_layer_get_text (f.layer));
  g_assert_false (vd_unit_drag_add_waypoint (f.drag));

  g_assert_true (vd_unit_drag_drop (f.drag, vd_point (740, 460), &message));
  g_assert_null (message);
  assert_at (f.window, "u01", 740, 460);
  assert_at (f.window, "u00", 670, 460);
  assert_at (f.window, "u24", 670, 560);
  /* One undo step puts the three back. */
  g_assert_true (vd_document_undo (f.document, NULL));
  assert_at (f.window, "u01", 130, 150);
  assert_at (f.window, "u00", 60, 150);
  assert_at (f.window, "u24", 60, 250);
  drag_fixture_close (&f);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/unit-drag/follow-and-restore", test_follow_and_restore);
  VD_TEST_ADD ("/app/unit-drag/drop-by-the-rules", test_drop_by_the_rules);
  VD_TEST_ADD ("/app/unit-drag/group-free-drop", test_group_free_drop);

  return g_test_run ();
}
