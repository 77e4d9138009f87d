/* Push-back and burning villages in the app: the Push Back… order (RIVER-2, MARSH-2) from the
 * panel, its readout and its record; the end of a turn that destroys the units left in a
 * burning village (HOUSE-10), told in the toast and the journal, filtered in a side's view,
 * undone in one step; the objective points lost on the losses page. */
#include <string.h>

#include "vd-journal-view.h"
#include "vd-losses-view.h"
#include "vd-test-app.h"

/* tests/files/orders/recoil.yaml (see it for the numbers), written in the fixture's folder. */
static char *
write_recoil_table (Fixture *fixture)
{
  g_autofree char *source = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "files", "orders",
                                              "recoil.yaml", NULL);
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  return vd_test_write_file (fixture, "recoil.yaml", contents);
}

static void
activate (VdWindow *window, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  vd_test_spin_a_little ();
}

static void
set_view_side (VdWindow *window, const char *side)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", side));
  vd_test_spin_a_little ();
}

/* The pointer over table point P, through the view's motion controller. */
static void
hover (VdWindow *window, VdPoint p)
{
  VdTableView *view = vd_window_get_table_view (window);
  GtkEventController *motion = vd_test_find_controller (GTK_WIDGET (view),
                                                        GTK_TYPE_EVENT_CONTROLLER_MOTION);
  VdPoint at = vd_test_view_point (window, p);

  g_signal_emit_by_name (motion, "motion", at.x, at.y);
}

static void
assert_readout_contains (VdWindow *window, const char *text)
{
  const char *readout = vd_table_view_get_readout (vd_window_get_table_view (window));

  if (readout == NULL || strstr (readout, text) == NULL)
    g_error ("the readout “%s” does not say “%s”", readout, text);
}

static void
assert_toast (VdWindow *window, const char *text)
{
  if (vd_test_find_visible_label (GTK_WIDGET (window), text, FALSE) == NULL)
    g_error ("no toast says “%s”", text);
}

/* RIVER-2 through the panel: Push Back… on the column, the readout tells it would be destroyed
 * in the river before the click; the click records it: off the map, kept in the Army page as
 * destroyed with every figure lost; one undo brings it back. */
static void
test_river_2_push_back (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_recoil_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  g_autofree char *row = NULL;

  vd_test_click_unit (window, "fr-col");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                                "Push Back…", FALSE));
  activate (window, "win.push-back");
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_RECOIL);
  assert_readout_contains (window, "click where the unit goes");
  /* The column's centre trails its front by 45 mm: at 740 it stops 15 mm short of the river. */
  hover (window, vd_point (300, 740));
  assert_readout_contains (window, "Push back fr-col: pushed back — click to record");
  hover (window, vd_point (300, 800));
  assert_readout_contains (window, "Push back fr-col: destroyed in river (RIVER-2)");
  g_assert_false (vd_table_view_get_readout_error (view));

  vd_test_click (view, vd_test_view_point (window, vd_point (300, 800)));
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
  g_assert_null (vd_table_find_unit (vd_document_get_table (document), "fr-col"));
  g_assert_nonnull (vd_table_find_destroyed (vd_document_get_table (document), "fr-col"));
  g_assert_false (vd_table_view_shows_unit (view, "fr-col"));
  g_assert_null (vd_table_view_get_selected_unit (view));
  assert_toast (window, "Turn 1: fr-col is pushed back into river and destroyed: 20 figures "
                        "lost (RIVER-2)");
  row = vd_army_view_dup_row_text (vd_window_get_army_view (window), "fr-col");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (row, "0 of 24 left · 24 lost · destroyed"));

  activate (window, "win.undo");
  g_assert_nonnull (vd_test_unit (window, "fr-col"));
  g_assert_cmpint (vd_test_unit (window, "fr-col")->casualties, ==, 4);
  g_assert_true (vd_table_view_shows_unit (view, "fr-col"));
  vd_test_close_window (window);
}

/* MARSH-2 through the panel: the line pushed into the marsh stands there without formation,
 * and the Russian, looking from the other side, sees it there (MARSH-3, MARSH-4). */
static void
test_marsh_2_push_back (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_recoil_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);

  vd_test_click_unit (window, "fr-line");
  activate (window, "win.push-back");
  hover (window, vd_point (600, 560));
  assert_readout_contains (window, "Push back fr-line: no formation in marsh (MARSH-2)");
  vd_test_click (view, vd_test_view_point (window, vd_point (600, 560)));
  vd_test_spin_a_little ();
  g_assert_cmpfloat (vd_test_unit (window, "fr-line")->at.y, ==, 560);
  g_assert_cmpuint (vd_test_unit (window, "fr-line")->conditions, ==,
                    1u << VD_CONDITION_NO_FORMATION);
  assert_toast (window, "Turn 1: fr-line is pushed back 160 paces into marsh and has no "
                        "formation (MARSH-2)");
  set_view_side (window, "russian");
  g_assert_true (vd_table_view_shows_unit (view, "fr-line"));
  set_view_side (window, "");
  vd_test_close_window (window);
}

/* HOUSE-10: the village burns in turn 1, worth 10 points: the Russians lose 5 (the losses
 * page says so). The end of turn 1 spares the garrison; the end of turn 2 destroys it in the
 * same step: the toast names it, the journal has its line (not in the Russian view, whose
 * toast names no French unit); one undo brings back turn 2 and the garrison. */
static void
test_house_10_occupants_destroyed (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_recoil_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdJournalView *journal = vd_window_get_journal_view (window);
  g_autofree char *points = NULL;
  g_autoptr(GError) error = NULL;
  gboolean burning = FALSE;
  guint rows;

  g_assert_true (vd_document_set_fire (document, "ru-how", "village-1", 6, &burning, &error));
  g_assert_true (burning);
  vd_test_spin_a_little ();
  points = vd_losses_view_dup_points_text (vd_window_get_losses_view (window), "russian");
  g_assert_cmpstr (points, ==, "5");

  activate (window, "win.end-turn");
  assert_toast (window, "Turn 1 ends");
  g_assert_nonnull (vd_test_unit (window, "fr-village"));

  /* In the Russian view the end of turn 2 names no French unit, and its line stays hidden. */
  set_view_side (window, "russian");
  rows = vd_journal_view_get_n_rows (journal);
  activate (window, "win.end-turn");
  assert_toast (window, "Turn 2 ends");
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "fr-village", TRUE));
  g_assert_cmpuint (vd_journal_view_get_n_rows (journal), ==, rows + 1);
  g_assert_null (vd_table_find_unit (vd_document_get_table (document), "fr-village"));
  set_view_side (window, "");
  activate (window, "win.undo");
  g_assert_nonnull (vd_test_unit (window, "fr-village"));

  /* The referee's end of turn 2 names the garrison. */
  activate (window, "win.end-turn");
  assert_toast (window, "Turn 2 ends — destroyed: fr-village (HOUSE-10)");
  g_assert_null (vd_table_find_unit (vd_document_get_table (document), "fr-village"));
  g_assert_cmpint (vd_document_get_turn (document), ==, 3);
  g_assert_cmpuint (vd_journal_view_get_n_rows (journal), ==, 4);

  activate (window, "win.undo");
  g_assert_cmpint (vd_document_get_turn (document), ==, 2);
  g_assert_nonnull (vd_test_unit (window, "fr-village"));
  g_assert_cmpint (vd_test_unit (window, "fr-village")->casualties, ==, 0);
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/recoil/RIVER-2-push-back-destroyed", test_river_2_push_back);
  VD_TEST_ADD ("/app/recoil/MARSH-2-push-back-no-formation", test_marsh_2_push_back);
  VD_TEST_ADD ("/app/fire/HOUSE-10-occupants-destroyed-next-turn",
               test_house_10_occupants_destroyed);

  return g_test_run ();
}
