#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-charts-window.h"
#include "vd-hex-retreat.h"
#include "vd-new-board-dialog.h"
#include "vd-print.h"
#include "vd-render-board.h"
#include "vd-window-gnome.h"
#include "vd-window-private.h"
#include "vd-test-board.h"
#include "vd-test-cli.h"
#include "vd-test-pdf.h"

/* A board of the hex mode in the app, through the real widgets: opened in the window, the hex
 * under the pointer in the status line, a click shows the stack and the hex inspector, a drag
 * moves a counter (undone, redone, saved, reopened), the panel changes a strength, the header
 * ends the phase, and a game left unsaved comes back after a crash. */

/* Opened: the board page, the header's turn and phase, the hex under the pointer in the
 * status line, and a click shows the stack top first and the hex with its rules. */
static void
test_open_and_inspect (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 2 — Red moves",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Test board", FALSE));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (vd_window_get_board_view (window))));

  vd_test_board_hover (window, "0405");
  g_assert_cmpstr (vd_window_get_board_status (window), ==,
                   "0405 — Woods, elevation 1 — 2 counters");
  vd_test_board_hover (window, "0506");
  g_assert_cmpstr (vd_window_get_board_status (window), ==,
                   "0506 — Clear (Bourg), elevation 2 — 1 counter");

  vd_test_board_click (window, "0405");
  g_assert_cmpstr (vd_board_view_get_selected_unit (vd_window_get_board_view (window)), ==,
                   "b-1");
  vd_test_wait_for_label (panel, "1st Blue", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Stack, Top First", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Blue · Infantry · 6-4 · normal", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "b-2", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Hex 0405", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Woods", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "T-2", FALSE));

  /* A hex with a river and a slope on its sides lists them, with the module's rules. */
  vd_test_board_click (window, "0605");
  g_assert_null (vd_board_view_get_selected_unit (vd_window_get_board_view (window)));
  vd_test_wait_for_label (panel, "Hex 0605", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Side toward 0604", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "River", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "destroyed-bridge", FALSE));

  /* The view's keys: + zooms in about the middle, 0 fits the board again, Escape deselects. */
  {
    GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
    double ax, ay, bx, by, fitted, zoomed;

    vd_test_board_centre (window, "0101", &ax, &ay);
    vd_test_board_centre (window, "0901", &bx, &by);
    fitted = bx - ax;
    g_assert_true (gtk_widget_activate_action (view, "board.zoom", "i", 1));
    vd_test_board_centre (window, "0101", &ax, &ay);
    vd_test_board_centre (window, "0901", &bx, &by);
    zoomed = bx - ax;
    g_assert_cmpfloat_with_epsilon (zoomed, fitted * 1.25, 1e-6);
    g_assert_true (gtk_widget_activate_action (view, "board.zoom", "i", 0));
    vd_test_board_centre (window, "0101", &ax, &ay);
    vd_test_board_centre (window, "0901", &bx, &by);
    g_assert_cmpfloat_with_epsilon (bx - ax, fitted, 1e-6);
    g_assert_true (gtk_widget_activate_action (view, "board.clear-selection", NULL));
    vd_test_spin_a_little ();
    vd_test_wait_for_label (panel, "No Hex Selected", TRUE);
  }
  vd_test_close_window (window);
}

/* A counter dragged moves in the journal: undone, redone, saved with the board, and the board
 * reopened shows it where it went. */
static void
test_move_undo_save (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  g_autofree char *text = NULL;
  VdWindow *window = vd_test_board_open (path);
  VdBoardDocument *document = vd_window_get_board_document (window);

  vd_test_board_drag (window, "0405", "0101");
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (document)), ==, 1);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "b-1")->hex,
                               vd_test_board_hex (window, "0101")));
  g_assert_true (vd_board_document_get_dirty (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "• Test board", FALSE));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "b-1")->hex,
                               vd_test_board_hex (window, "0405")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "b-1")->hex,
                               vd_test_board_hex (window, "0101")));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  vd_test_spin_a_little ();
  g_assert_false (vd_board_document_get_dirty (document));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "journal:\n- {event: move, turn: 2, phase: red-move, "
                                  "time: "));
  vd_test_close_window (window);

  window = vd_test_board_open (path);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "b-1")->hex,
                               vd_test_board_hex (window, "0101")));
  g_assert_null (vd_test_find_message_dialog (window));
  vd_test_close_window (window);
}

/* The panel changes a counter's strength and state; the header ends the phase by the
 * module's sequence of play. */
static void
test_panel_and_phase (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwEntryRow *strength;

  vd_test_board_click (window, "0405");
  vd_test_wait_for_label (panel, "1st Blue", TRUE);
  strength = ADW_ENTRY_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (panel, "Strength", FALSE)), ADW_TYPE_ENTRY_ROW));
  gtk_editable_set_text (GTK_EDITABLE (strength), "3");
  g_signal_emit_by_name (strength, "apply");
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_board_unit (window, "b-1")->strength, ==, "3");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  vd_test_wait_for_label (panel, "Blue · Infantry · 3-4 · normal", TRUE);
  /* The Losses page counts it against the printed strength. */
  vd_board_panel_set_page (vd_window_get_board_panel (window), "losses");
  vd_test_wait_for_label (panel, "1 counter hit, 3 points lost", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "6 → 3", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "No losses", FALSE));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "inspector");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 3 — Blue moves",
                                                FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 3 — Red moves",
                                                FALSE));
  /* Markers: one taken away from its hexside by its row's button, one placed in a hex by
   * its type, both in the journal. */
  vd_test_board_click (window, "0605");
  vd_test_wait_for_label (panel, "Hex 0605", TRUE);
  {
    GtkLabel *label = vd_test_find_visible_label (panel, "destroyed-bridge", FALSE);
    GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
    GtkWidget *remove = vd_test_find_descendant (row, GTK_TYPE_BUTTON);

    g_assert_nonnull (remove);
    g_signal_emit_by_name (remove, "clicked");
    vd_test_spin_a_little ();
    g_assert_cmpuint (vd_board_document_get_board (vd_window_get_board_document (window))
                        ->markers->len, ==, 1);
  }
  {
    AdwEntryRow *place = ADW_ENTRY_ROW (gtk_widget_get_ancestor (
      GTK_WIDGET (vd_test_find_visible_label (panel, "Place a Marker (its type)", FALSE)),
      ADW_TYPE_ENTRY_ROW));

    AdwComboRow *where;
    GListModel *places;
    guint toward_0604 = G_MAXUINT;

    gtk_editable_set_text (GTK_EDITABLE (place), "out of supply");
    g_signal_emit_by_name (place, "apply");
    vd_test_spin_a_little ();
    vd_test_wait_for_label (panel, "out-of-supply", TRUE);
    /* The bridge goes back on its hexside, the side toward 0604 (the rows are new: the
     * inspector is built again after each change). */
    where = ADW_COMBO_ROW (gtk_widget_get_ancestor (
      GTK_WIDGET (vd_test_find_visible_label (panel, "Where", FALSE)), ADW_TYPE_COMBO_ROW));
    places = adw_combo_row_get_model (where);
    for (guint i = 0; i < g_list_model_get_n_items (places); i++)
      if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (places), i),
                       "Side toward 0604"))
        toward_0604 = i;
    g_assert_cmpuint (toward_0604, !=, G_MAXUINT);
    adw_combo_row_set_selected (where, toward_0604);
    gtk_editable_set_text (GTK_EDITABLE (place), "destroyed-bridge");
    g_signal_emit_by_name (place, "apply");
    vd_test_spin_a_little ();
    {
      VdBoard *board = vd_board_document_get_board (vd_window_get_board_document (window));
      const VdBoardMarker *last = g_ptr_array_index (board->markers, board->markers->len - 1);

      g_assert_cmpstr (last->type, ==, "destroyed-bridge");
      g_assert_true (last->on_hexside);
    }
  }
  /* The journal page lists them, the newest first. */
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_wait_for_label (panel, "Turn 3: destroyed-bridge marker placed between 0605 and 0604",
                          TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Turn 3: out-of-supply marker placed in "
                                                       "0605", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Turn 3: destroyed-bridge marker removed "
                                                       "between 0605 and 0604", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Turn 3: on to turn 3 — Red moves", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Turn 2: 1st Blue: strength 3", FALSE));
  vd_test_close_window (window);
}

/* Killed with changes not saved: reopening offers them back, and restoring gives the game as
 * it was. */
static void
test_recovery (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  VdWindow *window = vd_test_board_open (path);
  AdwMessageDialog *dialog;

  vd_test_board_drag (window, "0506", "0707");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "r-1")->hex,
                               vd_test_board_hex (window, "0707")));
  /* Destroyed without the close question: as a crash leaves it, the autosave stays. */
  vd_test_close_window (window);

  window = vd_test_board_open (path);
  dialog = vd_test_wait_for_message_dialog (window, "the window offers the move back");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "r-1")->hex,
                               vd_test_board_hex (window, "0506")));
  adw_message_dialog_response (dialog, "restore");
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "r-1")->hex,
                               vd_test_board_hex (window, "0707")));
  g_assert_true (vd_board_document_get_dirty (vd_window_get_board_document (window)));
  vd_test_close_window (window);
}

/* Printed fitted to a page, or at actual size by the board's printed hex: the test board is
 * 165 × 182.4 drawing units (ten 10-unit hexes across with a margin of 15 each side; eight
 * rows, the tray below). With 16 mm hexes (1 unit = 16 / (10 √3) mm) that is 152 × 168 mm, one
 * A4 page of 190 × 269 mm below the header; with 40 mm hexes 381 × 421 mm: ceil ((381 − 10) /
 * 180) = 3 columns and ceil ((421 − 10) / 259) = 2 rows. Export writes PNG, SVG and PDF. */
static void
test_print_and_export (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  g_autofree char *fit = g_build_filename (fixture->dir, "fit.pdf", NULL);
  g_autofree char *actual = g_build_filename (fixture->dir, "actual.pdf", NULL);
  g_autofree char *png = g_build_filename (fixture->dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (fixture->dir, "board.svg", NULL);
  g_autofree char *text = NULL, *board = NULL, *big = NULL;
  g_autoptr(GtkPageSetup) setup = vd_test_a4_setup ();
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  g_autoptr(GFile) svg_file = g_file_new_for_path (svg);
  g_autoptr(GError) error = NULL;
  g_autofree char *bytes = NULL;
  VdWindow *window = vd_test_board_open (path);

  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_FIT, setup, fit, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vd_test_pdf_count_pages (fit), ==, 1);
  text = vd_test_pdf_text (fit);
  g_assert_nonnull (strstr (text, "Test board"));
  g_assert_nonnull (strstr (text, "0405"));
  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_ACTUAL_SIZE, setup, actual, &error));
  g_assert_cmpint (vd_test_pdf_count_pages (actual), ==, 1);

  g_assert_true (vd_window_export_to_file (window, png_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (png, &bytes, NULL, NULL));
  g_assert_true (memcmp (bytes + 1, "PNG", 3) == 0);
  g_assert_true (vd_window_export_to_file (window, svg_file, &error));
  g_clear_pointer (&bytes, g_free);
  g_assert_true (g_file_get_contents (svg, &bytes, NULL, NULL));
  g_assert_nonnull (strstr (bytes, "<svg"));
  vd_test_close_window (window);

  g_assert_true (g_file_get_contents (path, &board, NULL, NULL));
  {
    g_auto(GStrv) parts = g_strsplit (board, "hex_mm: 16", 2);

    g_assert_cmpuint (g_strv_length (parts), ==, 2);
    big = g_strjoinv ("hex_mm: 40", parts);
  }
  g_assert_true (g_file_set_contents (path, big, -1, NULL));
  window = vd_test_board_open (path);
  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_ACTUAL_SIZE, setup, actual, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vd_test_pdf_count_pages (actual), ==, 6);
  g_clear_pointer (&text, g_free);
  text = vd_test_pdf_text (actual);
  /* Poppler spaces the small header's letters apart; its page numbers come out whole. */
  g_assert_nonnull (strstr (text, "(page 6 of 6)"));
  vd_test_close_window (window);
}

/* A drag of the view's gesture from FROM's centre through THROUGH's to TO's. */
static void
drag_through (VdWindow *window, const char *from, const char *through, const char *to)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x0, y0, x1, y1, x2, y2;

  vd_test_board_centre (window, from, &x0, &y0);
  vd_test_board_centre (window, through, &x1, &y1);
  vd_test_board_centre (window, to, &x2, &y2);
  g_signal_emit_by_name (click, "pressed", 1, x0, y0);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (drag, "drag-end", x2 - x0, y2 - y0);
  g_signal_emit_by_name (click, "released", 1, x2, y2);
  vd_test_spin_a_little ();
}

/* A click on the side between A and B, nearer A's centre than B's: a third of the way. */
static void
click_side (VdWindow *window, const char *a, const char *b)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double ax, ay, bx, by, x, y;

  vd_test_board_centre (window, a, &ax, &ay);
  vd_test_board_centre (window, b, &bx, &by);
  x = ax + (bx - ax) * 0.45;
  y = ay + (by - ay) * 0.45;
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_signal_emit_by_name (click, "released", 1, x, y);
  vd_test_spin_a_little ();
}

/* A drag along the sides SIDES[0]|SIDES[1], SIDES[2]|SIDES[3]…, as the owner draws a river:
 * from near the first side to near each next, on the side of the first hex of each pair. */
static void
drag_along_sides (VdWindow *window, const char * const *sides)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x0 = 0, y0 = 0;

  for (guint i = 0; sides[i] != NULL && sides[i + 1] != NULL; i += 2)
    {
      double ax, ay, bx, by, x, y;

      vd_test_board_centre (window, sides[i], &ax, &ay);
      vd_test_board_centre (window, sides[i + 1], &bx, &by);
      x = ax + (bx - ax) * 0.45;
      y = ay + (by - ay) * 0.45;
      if (i == 0)
        {
          x0 = x;
          y0 = y;
          g_signal_emit_by_name (click, "pressed", 1, x, y);
          g_signal_emit_by_name (drag, "drag-begin", x, y);
        }
      else
        g_signal_emit_by_name (drag, "drag-update", x - x0, y - y0);
      if (sides[i + 2] == NULL)
        {
          g_signal_emit_by_name (drag, "drag-end", x - x0, y - y0);
          g_signal_emit_by_name (click, "released", 1, x, y);
        }
    }
  vd_test_spin_a_little ();
}

static gboolean
has_board_document (gpointer data)
{
  return vd_window_get_board_document (data) != NULL &&
         g_strcmp0 (vd_window_get_page (data), "board") == 0;
}

/* New Board, then the Build page: terrain painted by a drag (one undo step), an elevation, a
 * slope put on by a click (rising toward the hex clicked in) and taken off by another, a road
 * drawn, counters set up and one taken off; saved, the file holds them in its own keys and no
 * journal, and reads back the same. */
static void
test_build (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "built.yaml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  VdWindow *window = vd_window_new (NULL);
  VdBoardPanel *panel;
  VdBoardDocument *document;
  AdwMessageDialog *dialog;
  VdBoard *board;
  g_autoptr(GError) error = NULL;

  vd_test_present (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-board", NULL));
  dialog = vd_test_wait_for_message_dialog (window, "New Board asks for the grid");
  vd_new_board_dialog_set_values (VD_NEW_BOARD_DIALOG (dialog), "bn", "Built here", 8, 6,
                                  "{col:02}{row:02}", FALSE);
  adw_message_dialog_response (dialog, "create");
  vd_test_spin_until (has_board_document, window, "the new board is shown");
  vd_test_spin_until (vd_test_board_view_is_allocated, window, "the board view is allocated");
  vd_test_spin_a_little ();
  document = vd_window_get_board_document (window);
  panel = vd_window_get_board_panel (window);
  g_assert_true (vd_board_panel_is_building (panel));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Built here", FALSE));

  /* Terrain: a drag across three hexes is one step. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_TERRAIN);
  g_assert_true (vd_board_panel_choose (panel, "terrain", "forest"));
  drag_through (window, "0202", "0302", "0402");
  board = vd_board_document_get_board (document);
  g_assert_cmpstr (vd_board_hex_terrain (board, NULL, vd_test_board_hex (window,
                                                                         "0302")), ==, "forest");
  g_assert_cmpstr (vd_board_hex_terrain (board, NULL, vd_test_board_hex (window,
                                                                         "0402")), ==, "forest");
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (document)), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  board = vd_board_document_get_board (document);
  g_assert_null (vd_board_get_hex (board, vd_test_board_hex (window, "0302")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();

  /* Elevation, on a forest hex: its terrain stays. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_ELEVATION);
  vd_test_board_click (window, "0302");
  board = vd_board_document_get_board (document);
  g_assert_cmpint (vd_board_get_hex (board, vd_test_board_hex (window, "0302"))->elevation, ==, 1);
  g_assert_cmpstr (vd_board_get_hex (board, vd_test_board_hex (window,
                                                               "0302"))->terrain, ==, "forest");

  /* A slope, clicked near its side from 0302: it rises toward 0302; a second click takes it
   * off. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_HEXSIDE);
  g_assert_true (vd_board_panel_choose (panel, "hexside", "slope"));
  click_side (window, "0302", "0303");
  board = vd_board_document_get_board (document);
  g_assert_cmpuint (board->hexsides->len, ==, 1);
  g_assert_true (((VdBoardHexside *) g_ptr_array_index (board->hexsides, 0))->directed);
  g_assert_true (vd_hex_equal (((VdBoardHexside *) g_ptr_array_index (board->hexsides, 0))->toward,
                               vd_test_board_hex (window, "0302")));
  click_side (window, "0303", "0302");
  g_assert_cmpuint (vd_board_document_get_board (document)->hexsides->len, ==, 0);
  click_side (window, "0302", "0303");

  /* A road drawn from 0101 to 0105 down the column. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_ROAD);
  g_assert_true (vd_board_panel_choose (panel, "road", "road"));
  drag_through (window, "0101", "0103", "0105");
  board = vd_board_document_get_board (document);
  g_assert_cmpuint (board->roads->len, ==, 1);
  g_assert_cmpuint (((VdBoardRoad *) g_ptr_array_index (board->roads, 0))->hexes->len, ==, 5);

  /* Counters: two set up, the second taken off. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_COUNTER);
  g_assert_true (vd_board_panel_choose (panel, "side", "french"));
  g_assert_true (vd_board_panel_choose (panel, "class", "cavalry"));
  vd_test_board_click (window, "0505");
  vd_test_board_click (window, "0505");
  board = vd_board_document_get_board (document);
  g_assert_nonnull (vd_board_find_unit (board, "french-1"));
  g_assert_nonnull (vd_board_find_unit (board, "french-2"));
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_REMOVE_COUNTER);
  vd_test_board_click (window, "0505");
  g_assert_null (vd_board_find_unit (vd_board_document_get_board (document), "french-2"));

  /* An order of battle from a file: one step, its stacks in the file's order. */
  {
    g_autofree char *oob = vd_test_write_file (fixture, "oob.yaml",
      "vedette: 1\nkind: board-counters\nruleset: bn\nunits:\n"
      "  - {id: fr-1e, name: \"1er de ligne\", side: french, class: infantry, hex: \"0303\","
      " strength: AB, movement: 5}\n"
      "  - {id: al-hus, side: allied, class: cavalry, hex: \"0303\"}\n"
      "  - {id: fr-res, side: french, class: artillery, hex: ~}\n");
    g_autofree char *wrong = vd_test_write_file (fixture, "wrong.yaml",
      "vedette: 1\nkind: board-counters\nruleset: naa\nunits: []\n");
    g_autoptr(GPtrArray) stack = NULL;
    guint n = vd_battle_get_n_events (vd_board_document_get_battle (document));

    g_assert_false (vd_window_board_add_counters (window, wrong));
    g_assert_true (vd_window_board_add_counters (window, oob));
    board = vd_board_document_get_board (document);
    stack = vd_board_units_at (board, vd_test_board_hex (window, "0303"));
    g_assert_cmpuint (stack->len, ==, 2);
    g_assert_cmpstr (((VdBoardUnit *) g_ptr_array_index (stack, 0))->id, ==, "fr-1e");
    g_assert_cmpstr (((VdBoardUnit *) g_ptr_array_index (stack, 1))->id, ==, "al-hus");
    g_assert_false (vd_board_find_unit (board, "fr-res")->placed);
    g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (document)), ==, n + 3);
    /* The same again: its ids are taken, nothing is set up. */
    g_assert_false (vd_window_board_add_counters (window, oob));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    vd_test_spin_a_little ();
    g_assert_null (vd_board_find_unit (vd_board_document_get_board (document), "fr-1e"));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
    vd_test_spin_a_little ();
  }

  /* Saved: the scenario's own keys, no journal. */
  g_assert_true (vd_board_document_save (document, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_null (strstr (text, "journal:"));
  g_assert_nonnull (strstr (text, "ruleset: bn\n"));
  g_assert_nonnull (strstr (text, "\"0302\": {terrain: forest, elevation: 1}"));
  g_assert_nonnull (strstr (text, "feature: slope, toward: \"0302\"}"));
  g_assert_nonnull (strstr (text, "{type: road, hexes: [\"0101\", \"0102\", \"0103\", \"0104\", "
                                  "\"0105\"]}"));
  g_assert_nonnull (strstr (text, "{id: french-1, side: french, class: cavalry, hex: \"0505\""));
  vd_board_panel_set_page (panel, "inspector");
  vd_test_close_window (window);

  window = vd_test_board_open (path);
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_cmpuint (board->hexsides->len, ==, 1);
  g_assert_cmpuint (board->units->len, ==, 4);
  vd_test_close_window (window);
}

/* LBA-FD-9 in the app: a counter the referee marks Versteckt is not on the French side's map,
 * in its status line, inspector or journal, and is the referee's again when he looks. */
static void
test_side_view_hidden (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "demo-lba.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autoptr(GError) error = NULL;
  VdWindow *window;
  VdBoardDocument *document;
  VdBoardEvent *event;
  GtkWidget *panel;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "demo-lba.yaml", text);
  window = vd_test_board_open (path);
  document = vd_window_get_board_document (window);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  event = vd_board_event_new (VD_BOARD_EVENT_STATE, vd_board_document_get_board (document));
  event->unit_id = g_strdup ("co-novgorod");
  event->state = g_strdup ("versteckt");
  g_assert_true (vd_board_document_record (document, event, &error));
  g_assert_no_error (error);
  g_assert_true (vd_board_document_move_unit (document, "co-novgorod", vd_test_board_hex (window,
                                                                                          "0705"),
                                              &error));

  vd_test_board_hover (window, "0705");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), "1 counter"));
  /* The zones of control as a layer: the hex beside the Coalition's counter is in its zone. */
  g_object_set (vd_window_get_board_view (window), "show-zones", TRUE, NULL);
  vd_test_board_hover (window, "0604");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — zone of control: Coalition"));
  /* 0706 is beside the hidden counter only. */
  vd_test_board_hover (window, "0706");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — zone of control: Coalition"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  vd_test_board_hover (window, "0705");
  g_assert_null (strstr (vd_window_get_board_status (window), "counter"));
  /* The French side's view shows the enemy's zones, not the hidden counter's. */
  vd_test_board_hover (window, "0706");
  g_assert_null (strstr (vd_window_get_board_status (window), "zone of control"));
  vd_test_board_hover (window, "0604");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — zone of control: Coalition"));
  g_object_set (vd_window_get_board_view (window), "show-zones", FALSE, NULL);
  vd_test_board_click (window, "0705");
  g_assert_null (vd_test_find_visible_label (panel, "Novgorod Musketeer Regiment", TRUE));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Novgorod", TRUE));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s", ""));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (panel, "Novgorod", TRUE));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "inspector");
  vd_test_close_window (window);
}

/* LBA-DRAG-1 in the app: a dragoon regiment in Sk mode is drawn on the hexside it holds, in its
 * side's colour, and a click there picks it, not one in the middle of either hex. */
static void
test_hexside_counter (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "demo-lba.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  GtkWidget *view, *panel;
  GtkEventController *click, *drag;
  VdBoardDocument *document;
  VdBoard *board;
  VdWindow *window;
  double ax, ay, bx, by;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "demo-lba.yaml", text);
  window = vd_test_board_open (path);
  view = GTK_WIDGET (vd_window_get_board_view (window));
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  document = vd_window_get_board_document (window);
  board = vd_board_document_get_board (document);
  g_assert_true (vd_test_board_unit (window, "co-st-petersberg-dragoner")->on_hexside);

  /* Drawn: the middle of 0905|0906 takes the Coalition's colour; 0905's upper part keeps its
   * ground's. */
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 900, 1000);
    cairo_t *cr = cairo_create (surface);
    VdColor fill, ink, middle, above;
    double mx, my, cx, cy;

    cairo_scale (cr, 4, 4);
    vd_render_board (cr, board, vd_board_document_get_module (document), NULL);
    cairo_destroy (cr);
    vd_hex_grid_centre (board->grid, vd_test_board_hex (window,
                                                        "0905"), VD_RENDER_HEX_SIZE, &cx, &cy);
    vd_hex_grid_centre (board->grid, vd_test_board_hex (window,
                                                        "0906"), VD_RENDER_HEX_SIZE, &mx, &my);
    mx = (mx + cx) / 2;
    my = (my + cy) / 2;
    /* Left of the counter's sign, where its own fill shows. */
    middle = vd_test_raster_pixel (surface, (int) ((mx - VD_RENDER_HEX_SIZE * 0.4) * 4),
                                   (int) (my * 4));
    above = vd_test_raster_pixel (surface, (int) (cx * 4), (int) ((cy - VD_RENDER_HEX_SIZE * 0.3) * 4));
    vd_render_side_color ("coalition", &fill, &ink);
    g_assert_cmpfloat_with_epsilon (middle.r, fill.r, 0.02);
    g_assert_cmpfloat_with_epsilon (middle.g, fill.g, 0.02);
    g_assert_cmpfloat_with_epsilon (middle.b, fill.b, 0.02);
    g_assert_false (fabs (above.r - fill.r) < 0.02 && fabs (above.g - fill.g) < 0.02);
    cairo_surface_destroy (surface);
  }

  /* Picked: a click on the side selects it; one in 0905's middle selects the hex alone. */
  click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  vd_test_board_centre (window, "0905", &ax, &ay);
  vd_test_board_centre (window, "0906", &bx, &by);
  g_signal_emit_by_name (click, "pressed", 1, (ax + bx) / 2, (ay + by) / 2);
  g_signal_emit_by_name (drag, "drag-begin", (ax + bx) / 2, (ay + by) / 2);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_signal_emit_by_name (click, "released", 1, (ax + bx) / 2, (ay + by) / 2);
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_board_view_get_selected_unit (vd_window_get_board_view (window)), ==,
                   "co-st-petersberg-dragoner");
  vd_test_wait_for_label (panel, "St Petersberg Dragoner", TRUE);
  vd_test_board_click (window, "0905");
  g_assert_null (vd_board_view_get_selected_unit (vd_window_get_board_view (window)));
  vd_test_close_window (window);
}

/* Picking up a counter shades where it may go by the game's rules (LBA's costs are given):
 * the status line says what the hex under the pointer costs, a legal drop moves it, a drop the
 * rules refuse puts it back with the rule, out of reach too. */
static void
test_move_by_the_rules (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "rules.yaml",
    "vedette: 1\nkind: board\ntitle: \"Rules\"\nruleset: lba\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0202\": {terrain: forest}\n  \"0403\": {terrain: village}\n"
    "  \"0203\": {terrain: village}\n"
    "hexsides:\n  - {between: [\"0303\", \"0304\"], feature: stream}\n"
    "units:\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 2}\n"
    "  - {id: guns, side: french, class: artillery, hex: \"0101\", movement: 4}\n");
  VdWindow *window = vd_test_board_open (path);
  VdBoardDocument *document = vd_window_get_board_document (window);
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x0, y0, x1, y1;

  /* Half way through a drag across the stream: 1 for the hex, 1 for the stream (LBA-MOV-9). */
  vd_test_board_centre (window, "0303", &x0, &y0);
  vd_test_board_centre (window, "0304", &x1, &y1);
  g_signal_emit_by_name (click, "pressed", 1, x0, y0);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", (x1 - x0) / 2 + 1, (y1 - y0) / 2 + 1);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  vd_test_spin_a_little ();
  g_assert_nonnull (strstr (vd_window_get_board_status (window), "0304"));
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — 2 MP"));
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  g_signal_emit_by_name (click, "released", 1, x1, y1);
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "inf")->hex,
                               vd_test_board_hex (window, "0304")));

  /* Two more hexes with 2 MP spent of 2: out of reach, put back. */
  vd_test_board_drag (window, "0304", "0306");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "inf")->hex,
                               vd_test_board_hex (window, "0304")));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "out of reach this phase",
                                                TRUE));

  /* LBA has no forced march: asked for, nothing moves, and why. */
  vd_board_view_set_forced_march (vd_window_get_board_view (window), TRUE);
  vd_test_board_drag (window, "0101", "0201");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "guns")->hex,
                               vd_test_board_hex (window, "0101")));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "has no forced march; "
                                                "without Ctrl the counter moves as usual", TRUE));

  /* The guns into the pine forest: refused with the rule (LBA-MOV-3). */
  vd_test_board_drag (window, "0101", "0202");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "guns")->hex,
                               vd_test_board_hex (window, "0101")));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Pine forest: prohibited to Artillery (batteries) "
                                                "(LBA-MOV-3)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (document)), ==, 1);
  vd_test_close_window (window);
}

/* 1914-FM-1 in the app: Ctrl (here the view's switch) as a counter is picked up is a forced
 * march of the most the game allows, 3; what follows is said with the rule. The costs are
 * the test's, entered as the owner would. */
static void
test_forced_march (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "forced.yaml",
    "vedette: 1\nkind: board\ntitle: \"Forced\"\nruleset: \"1914\"\nturn: 1\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0101\", movement: 1}\n");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  VdWindow *window;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  window = vd_test_board_open (path);
  /* One point: two hexes away is out of reach. */
  vd_test_board_drag (window, "0101", "0301");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "de")->hex,
                               vd_test_board_hex (window, "0101")));
  vd_board_view_set_forced_march (vd_window_get_board_view (window), TRUE);
  vd_test_board_drag (window, "0101", "0301");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "de")->hex,
                               vd_test_board_hex (window, "0301")));
  /* Kept with the move in the journal, and told in its notification. */
  g_assert_cmpstr (((VdBoardEvent *) vd_battle_get_event (vd_board_document_get_battle (
                      vd_window_get_board_document (window)), 0))->note, ==,
                   "forced march +3: then disorganized on a roll of 1-4, 1914-FM-1");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "forced march +3: then disorganized on a roll of "
                                                "1-4, 1914-FM-1", TRUE));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* 1914-RAIL-1 and 1914-SUP-1 in the app: a corps on its HQ dropped beside another HQ across
 * the board goes by rail, the journal keeps the rule and the army it joins, and the panel says
 * it is operational through its new HQ. */
static void
test_rail_and_supply (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "rail-1914.yaml",
                                                   NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  const VdBoardEvent *event;
  VdWindow *window;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "rail.yaml", text);
  window = vd_test_board_open (path);
  vd_test_board_drag (window, "0101", "0606");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "ger-a")->hex,
                               vd_test_board_hex (window, "0606")));
  g_assert_cmpstr (vd_test_board_unit (window, "ger-a")->army, ==, "2");
  event = vd_battle_get_event (vd_board_document_get_battle (vd_window_get_board_document (window)),
                               0);
  g_assert_cmpstr (event->note, ==, "by rail through ger-hq-2, 1914-RAIL-1");
  g_assert_cmpstr (event->army, ==, "2");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Operational", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Line to ger-hq-2 (1914-SUP-1)", TRUE));
  vd_test_close_window (window);
}

/* BN 11.0 in the panel: a counter's formation chosen from its class's, recorded in place as a
 * move with the formation (the journal says so), undone like any event. */
static void
test_formation_11_0 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "formation.yaml",
    "vedette: 1\nkind: board\ntitle: \"Formation\"\nruleset: bn\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: inf, name: \"1st Line\", side: french, class: infantry, hex: \"0303\","
    " facing: 0, formation: column}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwComboRow *formation;
  const VdBoardEvent *event;

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "1st Line", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "column", TRUE));
  formation = ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (panel, "Formation", FALSE)), ADW_TYPE_COMBO_ROW));
  /* line, column, square: the class's, in the module's order, its own chosen. */
  g_assert_cmpuint (adw_combo_row_get_selected (formation), ==, 1);
  adw_combo_row_set_selected (formation, 0);
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_board_unit (window, "inf")->formation, ==, "line");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "inf")->hex,
                               vd_test_board_hex (window, "0303")));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpstr (event->formation, ==, "line");
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_wait_for_label (panel, "Turn 2: 1st Line forms line in 0303", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_board_unit (window, "inf")->formation, ==, "column");
  vd_test_close_window (window);
}

/* BN 11.6a in the panel: a disorganized column may not form square; the toast says why by
 * its rule, nothing is recorded and the row shows the column again. */
static void
test_formation_11_6a (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "square.yaml",
    "vedette: 1\nkind: board\ntitle: \"Square\"\nruleset: bn\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: inf, name: \"1st Line\", side: french, class: infantry, hex: \"0303\","
    " facing: 0, formation: column, state: disorganized}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwComboRow *formation;

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "1st Line", TRUE);
  formation = ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (panel, "Formation", FALSE)), ADW_TYPE_COMBO_ROW));
  adw_combo_row_set_selected (formation, 2);
  vd_test_spin_a_little ();
  vd_test_wait_for_label (GTK_WIDGET (window), "inf is disorganized: it may not form square (11.6a)",
                          TRUE);
  g_assert_cmpstr (vd_test_board_unit (window, "inf")->formation, ==, "column");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (formation), ==, 1);
  vd_test_close_window (window);
}

/* NaA DEM-1 and DEM-2 in the app: the Losses page records an army's demoralization; then the
 * other army may not be, and has no button. */
static void
test_demoralized (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "morale.yaml",
    "vedette: 1\nkind: board\ntitle: \"Morale\"\nruleset: naa\nturn: 3\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBoardDocument *document = vd_window_get_board_document (window);
  GtkWidget *button;

  vd_board_panel_set_page (vd_window_get_board_panel (window), "losses");
  vd_test_wait_for_label (panel, "Austro-Russians", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Not demoralized", FALSE));
  /* The French group comes first: its button is the first. */
  button = GTK_WIDGET (vd_test_find_visible_button (panel, "_Demoralized"));
  g_signal_emit_by_name (button, "clicked");
  vd_test_spin_a_little ();
  g_assert_true (vd_board_is_demoralized (vd_board_document_get_board (document), "french"));
  vd_test_wait_for_label (panel, "Demoralized, for the rest of the game (DEM-1)", TRUE);
  g_assert_null (vd_test_find_visible_button (panel, "_Demoralized"));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_wait_for_label (panel, "Turn 3: French: army demoralized", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_false (vd_board_is_demoralized (vd_board_document_get_board (document), "french"));
  vd_test_close_window (window);
}

/* A small board of each game (DATA: its module id) built with the tools, from New Board to
 * the saved file read back: the module's own terrain, hexside features, sides and classes. */
static void
test_build_each_game (Fixture *fixture, gconstpointer data)
{
  const char *game = data;
  g_autofree char *name = g_strdup_printf ("%s.yaml", game);
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_window_new (NULL);
  VdBoardPanel *panel;
  VdBoardDocument *document;
  VdHexRuleset *module;
  AdwMessageDialog *dialog;
  VdBoard *board;
  const VdHexTerrain *terrain = NULL, *feature;
  const VdHexName *side, *unit_class;
  guint n_hexes, n_hexsides, n_units;
  g_autofree char *terrain_id = NULL, *feature_id = NULL;

  vd_test_present (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-board", NULL));
  dialog = vd_test_wait_for_message_dialog (window, "New Board asks for the grid");
  vd_new_board_dialog_set_values (VD_NEW_BOARD_DIALOG (dialog), game, "A board of my own", 6,
                                  5, "{col:02}{row:02}", FALSE);
  adw_message_dialog_response (dialog, "create");
  vd_test_spin_until (has_board_document, window, "the new board is shown");
  vd_test_spin_until (vd_test_board_view_is_allocated, window, "the board view is allocated");
  vd_test_spin_a_little ();
  document = vd_window_get_board_document (window);
  module = vd_board_document_get_module (document);
  g_assert_cmpstr (module->id, ==, game);
  panel = vd_window_get_board_panel (window);

  /* The game's first terrain other than its default, painted across two hexes. */
  for (guint i = 0; i < module->terrain->len && terrain == NULL; i++)
    if (!g_str_equal (((VdHexTerrain *) module->terrain->pdata[i])->id, module->default_terrain))
      terrain = module->terrain->pdata[i];
  if (terrain == NULL)
    g_error ("%s has no terrain but its default", game);
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_TERRAIN);
  g_assert_true (vd_board_panel_choose (panel, "terrain", terrain->id));
  drag_through (window, "0202", "0302", "0402");
  board = vd_board_document_get_board (document);
  g_assert_cmpstr (vd_board_hex_terrain (board, module, vd_test_board_hex (window, "0302")), ==,
                   terrain->id);

  /* Elevation on one of them. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_ELEVATION);
  vd_test_board_click (window, "0302");
  g_assert_cmpint (vd_board_get_hex (vd_board_document_get_board (document),
                                     vd_test_board_hex (window, "0302"))->elevation, ==, 1);

  /* Its river (or stream) drawn along three sides in one drag: one step of undo. */
  feature = NULL;
  for (guint i = 0; i < module->hexsides->len && feature == NULL; i++)
    if (strstr (((VdHexTerrain *) module->hexsides->pdata[i])->id, "river") != NULL ||
        strstr (((VdHexTerrain *) module->hexsides->pdata[i])->id, "stream") != NULL)
      feature = module->hexsides->pdata[i];
  if (feature == NULL)
    g_error ("%s has no river or stream", game);
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_HEXSIDE);
  g_assert_true (vd_board_panel_choose (panel, "hexside", feature->id));
  drag_along_sides (window, (const char * const[]) { "0303", "0304", "0403", "0404",
                                                     "0503", "0504", NULL });
  g_assert_cmpuint (vd_board_document_get_board (document)->hexsides->len, ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_board_document_get_board (document)->hexsides->len, ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_board_document_get_board (document)->hexsides->len, ==, 3);

  /* A counter of each side, of its first class. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_COUNTER);
  unit_class = module->classes->pdata[0];
  g_assert_true (vd_board_panel_choose (panel, "class", unit_class->id));
  for (guint i = 0; i < module->sides->len; i++)
    {
      side = module->sides->pdata[i];
      g_assert_true (vd_board_panel_choose (panel, "side", side->id));
      vd_test_board_click (window, i == 0 ? "0505" : "0101");
    }
  board = vd_board_document_get_board (document);
  g_assert_cmpuint (board->units->len, ==, module->sides->len);

  n_hexes = board->hexes->len;
  n_hexsides = board->hexsides->len;
  n_units = board->units->len;
  /* The module goes with the window: its ids are kept for the board read back. */
  terrain_id = g_strdup (terrain->id);
  feature_id = g_strdup (feature->id);
  g_assert_true (vd_board_document_save (document, file, &error));
  g_assert_no_error (error);
  vd_board_panel_set_page (panel, "inspector");
  vd_test_close_window (window);

  window = vd_test_board_open (path);
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_cmpstr (board->ruleset, ==, game);
  g_assert_cmpuint (board->hexes->len, ==, n_hexes);
  g_assert_cmpuint (board->hexsides->len, ==, n_hexsides);
  g_assert_cmpuint (board->units->len, ==, n_units);
  g_assert_cmpstr (vd_board_get_hex (board, vd_test_board_hex (window,
                                                               "0302"))->terrain, ==, terrain_id);
  g_assert_cmpint (vd_board_get_hex (board, vd_test_board_hex (window, "0302"))->elevation, ==, 1);
  g_assert_cmpstr (((VdBoardHexside *) board->hexsides->pdata[0])->feature, ==, feature_id);
  vd_test_close_window (window);
}

/* The "scan" of the test's printed map: the board drawn into a PNG turned by 4°, 3.2 pixels to
 * a drawing unit, its first hex's centre at (60, 45): the printed hexes are where *T puts
 * them. */
static char *
write_scan (Fixture *fixture, const char *board_path, cairo_matrix_t *t)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_board_load (board_path, &module, NULL);
  char *path = g_build_filename (fixture->dir, "scan.png", NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 700, 800);
  cairo_t *cr = cairo_create (surface);

  cairo_matrix_init_translate (t, 60, 45);
  cairo_matrix_rotate (t, 4 * G_PI / 180);
  cairo_matrix_scale (t, 3.2, 3.2);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_matrix (cr, t);
  vd_render_board (cr, board, module, NULL);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  return path;
}

/* Clicks the centre of LABEL as the scan prints it, and types LABEL when asked. */
static void
place_calibration_point (VdWindow *window, const cairo_matrix_t *t, const char *label)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  VdBoard *board = vd_board_document_get_board (vd_window_get_board_document (window));
  AdwMessageDialog *dialog;
  GtkWidget *entry;
  double x, y, vx, vy;

  vd_hex_grid_centre (board->grid, vd_test_board_hex (window, label), VD_RENDER_HEX_SIZE, &x, &y);
  cairo_matrix_transform_point (t, &x, &y);
  vd_board_view_image_to_view (vd_window_get_board_view (window), x, y, &vx, &vy);
  g_signal_emit_by_name (click, "pressed", 1, vx, vy);
  g_signal_emit_by_name (drag, "drag-begin", vx, vy);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_signal_emit_by_name (click, "released", 1, vx, vy);
  dialog = vd_test_wait_for_message_dialog (window, "the hex's number is asked");
  entry = vd_test_find_descendant (adw_message_dialog_get_extra_child (dialog), ADW_TYPE_ENTRY_ROW);
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), label);
  adw_message_dialog_response (dialog, "set");
  gtk_window_destroy (GTK_WINDOW (dialog));
  vd_test_spin_a_little ();
}

/* The owner's map underneath: chosen, calibrated by clicking three printed hexes and typing
 * their numbers, so that every hex of the grid lands on the printed one within a pixel; the
 * image is named beside the board, never copied in; a missing image is a warning. */
static void
test_background (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  cairo_matrix_t t;
  g_autofree char *scan = write_scan (fixture, path, &t);
  g_autofree char *text = NULL;
  VdWindow *window = vd_test_board_open (path);
  VdBoardPanel *panel = vd_window_get_board_panel (window);
  VdBoard *board;
  double m[6];

  vd_board_panel_set_page (panel, "build");
  g_assert_true (vd_window_board_set_background (window, scan));
  g_assert_true (vd_board_view_has_image (vd_window_get_board_view (window)));
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_cmpstr (board->background, ==, "scan.png");
  g_assert_cmpuint (board->n_points, ==, 0);

  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_CALIBRATE);
  place_calibration_point (window, &t, "0101");
  place_calibration_point (window, &t, "1001");
  place_calibration_point (window, &t, "0108");
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_cmpuint (board->n_points, ==, 3);
  g_assert_true (vd_board_background_matrix (board, VD_RENDER_HEX_SIZE, m));
  /* Every hex's centre, from the image through the calibration, is the grid's own. */
  for (int c = 0; c < 10; c++)
    for (int r = 0; r < 8; r++)
      {
        VdHex hex = vd_hex_grid_from_offset (board->grid, c, r);
        double x, y, px, py, bx, by;

        vd_hex_grid_centre (board->grid, hex, VD_RENDER_HEX_SIZE, &x, &y);
        px = x;
        py = y;
        cairo_matrix_transform_point (&t, &px, &py);
        bx = m[0] * px + m[1] * py + m[2];
        by = m[3] * px + m[4] * py + m[5];
        /* A drawing unit is 3.2 image pixels: within a pixel on the scan. */
        g_assert_cmpfloat (hypot (bx - x, by - y) * 3.2, <, 1.0);
      }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  vd_test_spin_a_little ();
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "background:\n  image: \"scan.png\"\n  points:\n"
                                  "  - {hex: \"0101\", at: ["));
  g_assert_null (strstr (text, "PNG"));
  vd_board_panel_set_page (panel, "inspector");
  vd_test_close_window (window);

  window = vd_test_board_open (path);
  g_assert_true (vd_board_view_has_image (vd_window_get_board_view (window)));
  vd_test_close_window (window);

  /* The image gone: the board opens all the same, without it. */
  g_assert_cmpint (g_unlink (scan), ==, 0);
  window = vd_test_board_open (path);
  g_assert_false (vd_board_view_has_image (vd_window_get_board_view (window)));
  g_assert_cmpuint (vd_board_document_get_board (vd_window_get_board_document (window))->n_points,
                    ==, 3);
  vd_test_close_window (window);
}

/* A side's view, under a module that hides the enemy's strengths (the test game at night,
 * T-3): the enemy's counters show no strength on the map, in the panel, in the journal or in
 * an export, and may not be moved; the referee's view shows everything again. */
static void
test_side_view (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  g_autofree char *svg = g_build_filename (fixture->dir, "red.svg", NULL);
  g_autoptr(GFile) svg_file = g_file_new_for_path (svg);
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  VdBoardEvent *event;

  /* The referee records a loss to a blue counter. */
  event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH,
                              vd_board_document_get_board (vd_window_get_board_document (window)));
  event->unit_id = g_strdup ("b-1");
  event->strength = g_strdup ("4");
  g_assert_true (vd_board_document_record (vd_window_get_board_document (window), event,
                                           &error));

  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Turn 2: 1st Blue: strength 4", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s", "red"));
  vd_test_spin_a_little ();
  /* The referee's toast told of Blue's loss: Red's view does not. */
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "1st Blue: strength 4", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Red", FALSE));
  vd_test_board_click (window, "0405");
  vd_test_wait_for_label (panel, "1st Blue", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Blue · Infantry · –-4 · normal", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Strength", FALSE));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Turn 2: 1st Blue: strength 4", FALSE));
  /* Red's losses page has Red's own only: Blue's are hidden with their strengths. */
  vd_board_panel_set_page (vd_window_get_board_panel (window), "losses");
  vd_test_wait_for_label (panel, "No losses", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "6 → 4", FALSE));
  /* What the export and the print draw: the board as Red may see it. */
  g_assert_true (vd_window_export_to_file (window, svg_file, &error));
  {
    g_autoptr(VdBoard) seen = vd_window_board_dup_seen (window);

    g_assert_null (vd_board_find_unit (seen, "b-1")->strength);
    g_assert_true (vd_board_find_unit (seen, "b-1")->strength_hidden);
    g_assert_false (vd_board_find_unit (seen, "r-1")->strength_hidden);
  }

  /* Red may not move Blue's counters, nor undo. */
  vd_test_board_drag (window, "0405", "0101");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "b-1")->hex,
                               vd_test_board_hex (window, "0405")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_board_unit (window, "b-1")->strength, ==, "4");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  /* Red moves its own. */
  vd_test_board_drag (window, "0506", "0707");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "r-1")->hex,
                               vd_test_board_hex (window, "0707")));

  /* Ctrl+1 is the referee's view, as for tables. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-number", "u", 0));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Referee", FALSE));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_wait_for_label (panel, "Turn 2: 1st Blue: strength 4", TRUE);
  vd_board_panel_set_page (vd_window_get_board_panel (window), "inspector");
  vd_test_close_window (window);
}

static GtkWidget *
find_charts_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (VD_IS_CHARTS_WINDOW (item))
        return GTK_WIDGET (item);
    }
  return NULL;
}

/* A chart other rules wait for names them all under its title, as check --completeness does. */
static void
test_charts_rules_lba_oob_1 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "special-lba.yaml");
  GtkWidget *charts;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-charts", NULL));
  vd_test_spin_a_little ();
  charts = find_charts_window ();
  g_assert_nonnull (charts);
  vd_charts_window_show_page (VD_CHARTS_WINDOW (charts), "counter-values");
  vd_test_wait_for_label (charts, "Rules LBA-OOB-1, LBA-OOB-2, LBA-FD-4, LBA-ADC-1", TRUE);
  gtk_window_destroy (GTK_WINDOW (charts));
  vd_test_close_window (window);
}

/* The AdwEntryRow titled TITLE that the user can see inside ROOT, or NULL. */
static GtkWidget *
find_visible_entry_row (GtkWidget *root, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (ADW_IS_ENTRY_ROW (child) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return child;
      if ((found = find_visible_entry_row (child, title)) != NULL)
        return found;
    }
  return NULL;
}

static guint
crt_missing (VdHexRuleset *module)
{
  for (guint i = 0; i < module->gaps->len; i++)
    {
      const VdHexGap *gap = module->gaps->pdata[i];

      if (gap->kind == VD_HEX_GAP_CHART_CELLS && g_str_equal (gap->where, "Combat results table"))
        return gap->missing;
    }
  return 0;
}

static void
type_into (GtkWidget *cell, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (cell), text);
  g_signal_emit_by_name (cell, "activate");
  vd_test_spin_a_little ();
}

/* The chart editor: two CRT cells typed into the grid are the module's at once, saved with who
 * and when in the owner's own file (the bundled module untouched), counted in the panel, and
 * there again when the board is opened anew; a cost that is not a number is refused; a reading
 * chosen once is kept. */
static void
test_charts (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "demo-1914.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *bundled = NULL, *bundled_after = NULL, *saved = NULL;
  g_autofree char *board_path = NULL, *entries_path = vd_hex_entries_path_for ("1914");
  VdWindow *window;
  VdBoardDocument *document;
  VdHexRuleset *module;
  GtkWidget *charts, *cell, *panel;
  guint gaps_before;

  /* The program's own data folder (main): the owner's entries of no other test. */
  g_assert_false (g_file_test (entries_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  board_path = vd_test_write_file (fixture, "demo-1914.yaml", text);
  window = vd_test_board_open (board_path);
  document = vd_window_get_board_document (window);
  module = vd_board_document_get_module (document);
  g_assert_true (g_file_get_contents (module->path, &bundled, NULL, NULL));
  gaps_before = module->gaps->len;
  g_assert_cmpuint (crt_missing (module), ==, 70);
  /* The first board of the game says, once, that its rules leave readings open. */
  {
    guint open = 0;
    g_autofree char *said = NULL;

    for (guint i = 0; i < module->gaps->len; i++)
      open += ((const VdHexGap *) module->gaps->pdata[i])->kind == VD_HEX_GAP_CHOICE;
    g_assert_cmpuint (open, >, 1);
    said = g_strdup_printf ("1914 leaves %u readings open: choose yours once", open);
    g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), said, FALSE));
  }
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "build");
  {
    g_autofree char *missing = g_strdup_printf ("%u gaps left", gaps_before);

    vd_test_wait_for_label (panel, missing, TRUE);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-charts", NULL));
  vd_test_spin_a_little ();
  charts = find_charts_window ();
  g_assert_nonnull (charts);
  vd_charts_window_show_page (VD_CHARTS_WINDOW (charts), "crt");
  vd_test_spin_a_little ();
  vd_test_wait_for_label (charts, "70 of 70 cells missing", TRUE);
  /* The seed gives the forced-march chart: no cell to type into. */
  g_assert_null (vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "forced-march", "+1",
                                            "disorganized on"));

  cell = vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "crt", "3", "2:1");
  g_assert_nonnull (cell);
  g_assert_true (gtk_widget_has_css_class (cell, "missing-cell"));
  type_into (cell, "DR");
  g_assert_true (gtk_widget_has_css_class (cell, "entered-cell"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (cell), "Entered by "));
  type_into (vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "crt", "0", "1:5"), "AE");
  vd_test_wait_for_label (charts, "68 of 70 cells missing", TRUE);

  module = vd_board_document_get_module (document);
  g_assert_cmpuint (module->n_entered, ==, 2);
  g_assert_cmpuint (crt_missing (module), ==, 68);
  g_assert_cmpstr (vd_hex_ruleset_lookup (module, "charts.crt.cells")->children[3]->children[5]->value,
                   ==, "DR");
  g_assert_true (g_file_get_contents (entries_path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "{chart: crt, row: \"3\", column: \"2:1\", value: DR, status: entered, by: "));
  g_assert_true (g_file_get_contents (module->path, &bundled_after, NULL, NULL));
  g_assert_cmpstr (bundled, ==, bundled_after);
  {
    g_autofree char *left = g_strdup_printf ("%u gaps left, 2 values entered by you", gaps_before);

    vd_test_wait_for_label (panel, left, TRUE);
  }

  /* Another window of the same game saves a cell meanwhile: this one's next entry goes on
   * top of it, never over it. */
  {
    g_autoptr(VdHexEntries) other = vd_hex_entries_load_for ("1914", NULL);

    g_assert_nonnull (other);
    vd_hex_entries_set_cell (other, "crt", "6", "6:1", "DE", "Another window", NULL);
    g_assert_true (vd_hex_entries_save (other, NULL));
  }

  /* Movement points that are not a number: refused, the cell marked, nothing saved. */
  cell = vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "terrain.clear.mp.infantry",
                                    NULL, NULL);
  g_assert_nonnull (cell);
  type_into (cell, "two");
  g_assert_true (gtk_widget_has_css_class (cell, "error"));
  g_assert_cmpuint (vd_board_document_get_module (document)->n_entered, ==, 2);
  type_into (cell, "2");
  g_assert_false (gtk_widget_has_css_class (cell, "error"));
  module = vd_board_document_get_module (document);
  g_assert_cmpint (vd_hex_ruleset_find_terrain (module, "clear")->mp[0].status, ==,
                   VD_HEX_MP_KNOWN);
  g_assert_cmpfloat (vd_hex_ruleset_find_terrain (module, "clear")->mp[0].mp, ==, 2);
  g_clear_pointer (&saved, g_free);
  g_assert_true (g_file_get_contents (entries_path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "by: \"Another window\""));
  g_assert_cmpuint (crt_missing (module), ==, 67);

  /* A reading, chosen once. */
  cell = vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "1914-i-d-result", NULL, NULL);
  g_assert_true (GTK_IS_DROP_DOWN (cell));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (cell), 2);
  vd_test_spin_a_little ();
  module = vd_board_document_get_module (document);
  g_assert_cmpstr (vd_hex_ruleset_lookup (module, "interpretations")->children[0]->children[7]->value,
                   ==, "defender");
  g_assert_cmpuint (module->gaps->len, ==, gaps_before - 2);

  /* A chart whose size the seed does not give: the owner types its headings, then a cell. */
  vd_charts_window_show_page (VD_CHARTS_WINDOW (charts), "counter-legend");
  vd_test_wait_for_label (charts, "Its size is not given yet", TRUE);
  g_assert_null (vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "counter-legend", "fr-I",
                                            "strength"));
  gtk_editable_set_text (GTK_EDITABLE (find_visible_entry_row (charts, "Column headings, "
                                                               "separated by commas")),
                         "strength, movement");
  gtk_editable_set_text (GTK_EDITABLE (find_visible_entry_row (charts, "Row headings, "
                                                               "separated by commas")),
                         "fr-I, fr-II");
  g_signal_emit_by_name (vd_test_find_visible_button (charts, "_Set the Size"), "clicked");
  vd_test_wait_for_label (charts, "4 of 4 cells missing", TRUE);
  type_into (vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "counter-legend", "fr-II",
                                        "movement"), "3");
  vd_test_wait_for_label (charts, "3 of 4 cells missing", TRUE);
  g_assert_cmpstr (vd_hex_ruleset_lookup (vd_board_document_get_module (document),
                                          "charts.counter-legend.cells")->children[1]->children[1]->value,
                   ==, "3");

  /* Cleared, a cell is missing again. */
  type_into (vd_charts_window_get_cell (VD_CHARTS_WINDOW (charts), "crt", "0", "1:5"), "");
  g_assert_cmpuint (crt_missing (vd_board_document_get_module (document)), ==, 68);

  gtk_window_destroy (GTK_WINDOW (charts));
  vd_test_close_window (window);
  /* Opened anew, the board reads the owner's entries with its module, and the readings are
   * not pointed out again. */
  window = vd_test_board_open (board_path);
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "readings open", TRUE));
  /* The toast's Choose… opens the editor on the readings. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-readings", NULL));
  vd_test_spin_a_little ();
  charts = find_charts_window ();
  vd_test_wait_for_label (charts, "Where the seed can be read more than one way, choose your "
                          "reading once: the game keeps it.", TRUE);
  gtk_window_destroy (GTK_WINDOW (charts));
  module = vd_board_document_get_module (vd_window_get_board_document (window));
  g_assert_cmpuint (module->n_entered, ==, 6);
  g_assert_cmpuint (crt_missing (module), ==, 68);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* FOG-1 and A4 in the header: an NaA board at turn 1 gives the turn's hours and its fog, with
 * the rule; at turn 13 the game is over (past the last turn, 12) and Next Phase is greyed,
 * saying why. */
static void
test_turn_header (Fixture *fixture, gconstpointer data)
{
  static const char naa[] =
    "vedette: 1\nkind: board\ntitle: \"Turn\"\nruleset: naa\nturn: 1\nphase: french-move\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0202\", strength: \"10\"}\n"
    "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0505\", strength: \"10\"}\n";
  g_autofree char *path = vd_test_write_file (fixture, "turn.yaml", naa);
  VdWindow *window = vd_test_board_open (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const char *tooltip;
  g_autofree char *late = NULL;
  g_autofree char *over_path = NULL;
  guint n_events;

  g_assert_cmpstr (gtk_label_get_text (window->turn_label), ==,
                   "Turn 1, 07:00–08:00 — French movement");
  g_assert_true (gtk_widget_get_visible (window->turn_conditions_button));
  tooltip = gtk_widget_get_tooltip_text (window->turn_conditions_button);
  g_assert_nonnull (strstr (tooltip, "Fog over the whole battlefield"));
  g_assert_nonnull (strstr (tooltip, "(FOG-1)"));
  g_assert_nonnull (strstr (gtk_label_get_text (window->turn_conditions_label), "(FOG-1)"));
  g_assert_true (gtk_widget_is_sensitive (window->turn_button));
  vd_test_close_window (window);

  /* Turn 13: no hours, no fog, the game over by A4. */
  {
    g_autoptr(GRegex) turn = g_regex_new ("turn: 1\\n", 0, 0, NULL);

    late = g_regex_replace_literal (turn, naa, -1, 0, "turn: 13\n", 0, NULL);
  }
  over_path = vd_test_write_file (fixture, "over.yaml", late);
  window = vd_test_board_open (over_path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  g_assert_cmpstr (gtk_label_get_text (window->turn_label), ==,
                   "Game over: the game ended with turn 12 (A4)");
  g_assert_false (gtk_widget_get_visible (window->turn_conditions_button));
  g_assert_false (gtk_widget_is_sensitive (window->turn_button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (window->turn_button), ==,
                   "The game is over: the game ended with turn 12 (A4)");
  n_events = vd_battle_get_n_events (battle);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events);
  vd_test_close_window (window);
}

/* 1914-CBT-2 at Next Phase: the German phase still owes attacks, so ending it asks, listing
 * them with their rule; Cancel keeps the phase, End the Phase Anyway records its end. */
static void
test_next_phase_owed (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "combats-1914.yaml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  VdWindow *window;
  VdBoardDocument *document;
  VdBattle *battle;
  AdwMessageDialog *dialog;
  guint n_events;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "combats.yaml", text);
  window = vd_test_board_open (path);
  document = vd_window_get_board_document (window);
  battle = vd_board_document_get_battle (document);
  n_events = vd_battle_get_n_events (battle);
  g_assert_cmpstr (vd_board_document_get_board (document)->phase, ==, "german-combat");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  dialog = vd_test_wait_for_response (window, "end", "Next Phase asks");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "g1 must attack, and has not yet (1914-CBT-2)"));
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "end"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  vd_test_click_response (dialog, "cancel");
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialog is done");
  g_assert_cmpstr (vd_board_document_get_board (document)->phase, ==, "german-combat");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  dialog = vd_test_wait_for_response (window, "end", "Next Phase asks again");
  vd_test_click_response (dialog, "end");
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialog is done");
  g_assert_cmpstr (vd_board_document_get_board (document)->phase, ==, "allied-move");
  g_assert_cmpuint (vd_battle_get_n_events (battle), >, n_events);
  g_assert_cmpstr (gtk_label_get_text (window->turn_label), ==, "Turn 2 — Allied movement");
  vd_test_close_window (window);
}

/* VIC-4 and VIC-6 on the Losses page: the French eliminated a 70-point corps, which gives
 * them 1 victory point and a tactical success; in open play a side's view shows the count,
 * in semi-blind play (OPT-2) it says the count is the referee's. */
static void
test_victory (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "victory.yaml",
    "vedette: 1\nkind: board\ntitle: V\nruleset: naa\nturn: 13\n"
    "grid: {hexes: flat, columns: 6, rows: 32, first: [1, 1], label: \"{col:02}{row:02}\"}\n"
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0505\", strength: \"10\"}\n"
    "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0510\", strength: \"70\"}\n"
    "  - {id: ar-2, side: austro-russian, class: cavalry, hex: \"0130\", strength: \"4\"}\n"
    "journal:\n"
    "  - {event: move, turn: 12, unit: ar-1, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 12, unit: ar-2, hex: ~}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  vd_board_panel_set_page (vd_window_get_board_panel (window), "losses");
  vd_test_wait_for_label (panel, "Victory", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "The game is over", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Losses 70, 1 victory point", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "French, tactical success "
                                                "(difference 1, VIC-6)", FALSE));
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (panel, "Losses 70, 1 victory point", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "The Referee's Count", FALSE));
  vd_window_board_set_side (window, NULL);
  vd_test_close_window (window);

  /* Semi-blind: the French may not know the Austro-Russian strengths the count rests on. */
  {
    g_autofree char *blind = vd_test_write_file (fixture, "blind.yaml",
      "vedette: 1\nkind: board\ntitle: V\nruleset: naa\noptions: [semi-blind]\nturn: 13\n"
      "grid: {hexes: flat, columns: 6, rows: 32, first: [1, 1], label: \"{col:02}{row:02}\"}\n"
      "units:\n"
      "  - {id: fr-1, side: french, class: infantry, hex: \"0505\", strength: \"10\"}\n"
      "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0510\", strength: \"70\"}\n"
      "journal:\n"
      "  - {event: move, turn: 12, unit: ar-1, hex: ~, eliminated: true}\n");

    window = vd_test_board_open (blind);
    panel = GTK_WIDGET (vd_window_get_board_panel (window));
    vd_board_panel_set_page (vd_window_get_board_panel (window), "losses");
    vd_test_wait_for_label (panel, "Victory", TRUE);
    vd_window_board_set_side (window, "french");
    vd_test_wait_for_label (panel, "The Referee's Count", TRUE);
    g_assert_nonnull (vd_test_find_visible_label (panel, "It rests on the enemy's losses and "
                                                  "strengths, which this side may not know "
                                                  "(OPT-2)", FALSE));
    g_assert_null (vd_test_find_visible_label (panel, "Losses 70, 1 victory point", FALSE));
    vd_window_board_set_side (window, NULL);
    vd_test_close_window (window);
  }
}

/* LBA-LVL-1 to -3 on the Losses page (tests/files/hex/levels-lba.yaml): III Corps at level 1
 * from one eliminated and one routed battalion, back to level 0 when the elimination is undone;
 * Kienmayer's avant-garde without levels; the Coalition's view has its own formations only. */
static void
test_levels (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  GtkWidget *panel;

  window = vd_test_board_open_copy (fixture, "levels-lba.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "losses");
  vd_test_wait_for_label (panel, "Morale Levels", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "french-iii-corps, level 1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "1 eliminated, 1 routed: level 1, -3 to "
                                                "all its morale rolls (LBA-LVL-1)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Not in the chart: no morale levels "
                                                "(LBA-LVL-3)", FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_wait_for_label (panel, "0 eliminated, 1 routed: 1 of the 2 that make level 1 "
                          "(LBA-LVL-1)", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "french-iii-corps, level 1", FALSE));
  vd_window_board_set_side (window, "coalition");
  vd_test_wait_for_label (panel, "coalition-ii-colonne", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "french-iii-corps", FALSE));
  vd_test_close_window (window);
}

/* 1914-ZOC-1, -5, -6 in the hex inspector: beside a river g3's zone does not reach 0506; g2 in
 * the city still controls 0304; g1's zone reaches the open 0202 but not the city. Each row
 * says why, with the rule. */
static void
test_zones_1914_zoc (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "zones.yaml",
    "vedette: 1\nkind: board\ntitle: \"Zones\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0303\": {terrain: city}\n"
    "hexsides:\n  - {between: [\"0505\", \"0506\"], feature: river}\n"
    "units:\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0302\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0303\"}\n"
    "  - {id: g3, side: german, class: infantry, hex: \"0505\"}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *group = vd_test_board_group (window, "0506", "Hex 0506");

  g_assert_nonnull (vd_test_find_visible_label (group, "No Zone of Control", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "g3's zone does not cross 0505|0506 "
                                                "(River) (1914-ZOC-5)", FALSE));
  group = vd_test_board_group (window, "0304", "Hex 0304");
  g_assert_nonnull (vd_test_find_visible_label (group, "g2 controls 0304, though no zone may "
                                                "enter its own hex (1914-ZOC-6)", FALSE));
  group = vd_test_board_group (window, "0202", "Hex 0202");
  g_assert_nonnull (vd_test_find_visible_label (group, "g1 controls the six hexes around it, "
                                                "0202 among them (1914-ZOC-1)", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "No Zone of Control", FALSE));
  vd_test_close_window (window);
}

/* The board's report and turn record saved from the app (help "The board's report"): the
 * CSV is the one vedette-cli writes for the same file; a step undone leaves the report, which
 * then counts as the file with one event fewer does; a side's view keeps the enemy's losses out
 * (BN 9.0); the PDFs are the report's and the turn record's. */
static void
test_save_report (Fixture *fixture, gconstpointer data)
{
  static const char head[] =
    "vedette: 1\nkind: board\ntitle: \"Reported\"\nruleset: bn\nturn: 2\nphase: fr-command\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: fr-1, name: \"1st brigade\", side: french, class: infantry, hex: \"0303\","
    " strength: ~, movement: ~, roster: \"A _ B _ _ V _ C _ _ _\"}\n"
    "  - {id: al-1, name: \"Zorndorf brigade\", side: allied, class: infantry, hex: \"0503\","
    " strength: ~, movement: ~, roster: \"A _ B _ C _ _\"}\n"
    "journal:\n"
    "  - {event: roster, turn: 2, unit: fr-1, casualties: 1, stragglers: 0}\n";
  g_autofree char *both = g_strconcat (head, "  - {event: roster, turn: 2, unit: al-1, "
                                       "casualties: 3, stragglers: 1}\n", NULL);
  g_autofree char *path = vd_test_write_file (fixture, "reported.yaml", both);
  g_autofree char *first = vd_test_write_file (fixture, "first.yaml", head);
  g_autofree char *app_csv = g_build_filename (fixture->dir, "app.csv", NULL);
  g_autofree char *cli_csv = g_build_filename (fixture->dir, "cli.csv", NULL);
  g_autofree char *app_pdf = g_build_filename (fixture->dir, "app.pdf", NULL);
  g_autofree char *record_pdf = g_build_filename (fixture->dir, "record.pdf", NULL);
  g_autofree char *app_text = NULL, *cli_text = NULL, *pdf_text = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_board_open (path);

  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_REPORT_CSV, app_csv, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vd_test_run_cli ((const char *[]) { "report", path, "-o", cli_csv, NULL },
                                    &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (app_csv, &app_text, NULL, NULL));
  g_assert_true (g_file_get_contents (cli_csv, &cli_text, NULL, NULL));
  g_assert_cmpstr (app_text, ==, cli_text);
  g_assert_nonnull (strstr (app_text, "counter,al-1,Zorndorf brigade,allied"));

  /* Undone, the allied loss is not in the report: it reads as the first event alone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_clear_pointer (&app_text, g_free);
  g_clear_pointer (&cli_text, g_free);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_REPORT_CSV, app_csv, &error));
  g_assert_cmpint (vd_test_run_cli ((const char *[]) { "report", first, "-o", cli_csv, NULL },
                                    &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (app_csv, &app_text, NULL, NULL));
  g_assert_true (g_file_get_contents (cli_csv, &cli_text, NULL, NULL));
  g_assert_cmpstr (app_text, ==, cli_text);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();

  /* The French view: the allied brigade, its row and losses nowhere (9.0). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  g_clear_pointer (&app_text, g_free);
  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_REPORT_CSV, app_csv, &error));
  g_assert_true (g_file_get_contents (app_csv, &app_text, NULL, NULL));
  g_assert_null (strstr (app_text, "Zorndorf"));
  g_assert_null (strstr (app_text, "al-1"));
  g_assert_nonnull (strstr (app_text, "\r\nsecret,allied,"));
  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_REPORT_PDF, app_pdf, &error));
  pdf_text = vd_test_pdf_text (app_pdf);
  g_assert_nonnull (strstr (pdf_text, "1st brigade"));
  g_assert_null (strstr (pdf_text, "Zorndorf"));
  g_clear_pointer (&pdf_text, g_free);

  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_TURN_RECORD, record_pdf,
                                              &error));
  pdf_text = vd_test_pdf_text (record_pdf);
  g_assert_nonnull (strstr (pdf_text, "Turn record"));
  g_assert_nonnull (strstr (pdf_text, "Reported"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s", ""));
  vd_test_close_window (window);
}

/* How many pixels of page N differ between the PDFs at A and B by more than a shade: a glyph
 * replayed from a recording surface may fall a pixel's fraction apart, a few hundred pixels of
 * a million; a line moved is thousands. */
static guint
count_pixels_apart (const char *a, const char *b, int n)
{
  cairo_surface_t *one = vd_test_pdf_rasterize (a, n);
  cairo_surface_t *two = vd_test_pdf_rasterize (b, n);
  int width = cairo_image_surface_get_width (one);
  int height = cairo_image_surface_get_height (one);
  guint apart = 0;

  g_assert_cmpint (cairo_image_surface_get_width (two), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (two), ==, height);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (fabs (vd_test_luminance (vd_test_raster_pixel (one, x, y)) -
                vd_test_luminance (vd_test_raster_pixel (two, x, y))) > 0.1)
        apart++;
  cairo_surface_destroy (one);
  cairo_surface_destroy (two);
  return apart;
}

/* The report and turn record printed (GTK's print export to a PDF): the same pages as the PDFs
 * Save writes, page for page, text for text, pixel for pixel on A4 — forty French brigades
 * take the report over several pages; a side's view prints only what it may know (BN 9.0). */
static void
test_print_report (Fixture *fixture, gconstpointer data)
{
  g_autoptr(GString) yaml = g_string_new (
    "vedette: 1\nkind: board\ntitle: \"Printed\"\nruleset: bn\nturn: 2\nphase: fr-command\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\nunits:\n"
    "  - {id: al-1, name: \"Zorndorf brigade\", side: allied, class: infantry, hex: \"0909\","
    " strength: ~, movement: ~, roster: \"A _ B _ C _ _\"}\n");
  g_autofree char *saved = g_build_filename (fixture->dir, "saved.pdf", NULL);
  g_autofree char *printed = g_build_filename (fixture->dir, "printed.pdf", NULL);
  g_autofree char *path = NULL, *saved_text = NULL, *printed_text = NULL;
  g_autoptr(GError) error = NULL;
  VdWindow *window;
  int n_pages;

  for (int i = 1; i <= 40; i++)
    g_string_append_printf (yaml, "  - {id: fr-%d, name: \"Brigade %d\", side: french,"
                            " class: infantry, hex: \"%02d%02d\", strength: ~, movement: ~,"
                            " roster: \"A _ B _ _ V _ C _ _ _\"}\n",
                            i, i, 1 + (i - 1) % 8, 1 + (i - 1) / 8);
  g_string_append (yaml, "journal:\n"
                         "  - {event: roster, turn: 2, unit: fr-1, casualties: 1, stragglers: 0}\n"
                         "  - {event: roster, turn: 2, unit: al-1, casualties: 3, stragglers: 1}\n");
  path = vd_test_write_file (fixture, "printed.yaml", yaml->str);
  window = vd_test_board_open (path);

  /* The referee's report: every side's counters, on the saved PDF's pages. */
  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_REPORT_PDF, saved, &error));
  g_assert_no_error (error);
  g_assert_true (vd_window_board_print_report (window, VD_WINDOW_REPORT_PDF, printed, &error));
  g_assert_no_error (error);
  n_pages = vd_test_pdf_count_pages (saved);
  g_assert_cmpint (n_pages, >=, 3);
  g_assert_cmpint (vd_test_pdf_count_pages (printed), ==, n_pages);
  saved_text = vd_test_pdf_text (saved);
  printed_text = vd_test_pdf_text (printed);
  g_assert_nonnull (strstr (printed_text, "Zorndorf brigade"));
  g_assert_nonnull (strstr (printed_text, "Brigade 40"));
  g_assert_cmpstr (printed_text, ==, saved_text);
  for (int page = 0; page < n_pages; page++)
    g_assert_cmpuint (count_pixels_apart (saved, printed, page), <, 1000);

  /* The French view: the allied brigade and its losses on no page (9.0). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  g_clear_pointer (&saved_text, g_free);
  g_clear_pointer (&printed_text, g_free);
  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_REPORT_PDF, saved, &error));
  g_assert_true (vd_window_board_print_report (window, VD_WINDOW_REPORT_PDF, printed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vd_test_pdf_count_pages (printed), ==, vd_test_pdf_count_pages (saved));
  printed_text = vd_test_pdf_text (printed);
  saved_text = vd_test_pdf_text (saved);
  g_assert_nonnull (strstr (printed_text, "Brigade 40"));
  g_assert_nonnull (strstr (printed_text, "9.0"));
  g_assert_null (strstr (printed_text, "Zorndorf"));
  g_assert_null (strstr (printed_text, "al-1"));
  g_assert_cmpstr (printed_text, ==, saved_text);

  /* The turn record, the same for every side: its pages as saved. */
  g_clear_pointer (&saved_text, g_free);
  g_clear_pointer (&printed_text, g_free);
  g_assert_true (vd_window_board_save_report (window, VD_WINDOW_TURN_RECORD, saved, &error));
  g_assert_true (vd_window_board_print_report (window, VD_WINDOW_TURN_RECORD, printed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vd_test_pdf_count_pages (printed), ==, vd_test_pdf_count_pages (saved));
  printed_text = vd_test_pdf_text (printed);
  saved_text = vd_test_pdf_text (saved);
  g_assert_nonnull (strstr (printed_text, "Turn record"));
  g_assert_cmpstr (printed_text, ==, saved_text);
  g_assert_cmpuint (count_pixels_apart (saved, printed, 0), <, 1000);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s", ""));
  vd_test_close_window (window);
}

static gboolean
board_flap_folded (gpointer window)
{
  return adw_flap_get_folded (((VdWindow *) window)->board_flap);
}

static gboolean
board_flap_unfolded (gpointer window)
{
  return !adw_flap_get_folded (((VdWindow *) window)->board_flap);
}

/* How far apart the view draws 0101 and 0901: what a zoom changes. */
static double
hex_spacing (VdWindow *window)
{
  double ax, ay, bx, by;

  vd_test_board_centre (window, "0101", &ax, &ay);
  vd_test_board_centre (window, "0901", &bx, &by);
  return bx - ax;
}

/* The board's tool button whose action is ACTION. */
static GtkWidget *
board_tool (VdWindow *window, const char *action)
{
  for (GtkWidget *tool = gtk_widget_get_first_child (window->board_map_tools);
       tool != NULL;
       tool = gtk_widget_get_next_sibling (tool))
    if (GTK_IS_ACTIONABLE (tool)
        && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (tool)), action) == 0)
      return tool;
  g_error ("no board tool for %s", action);
}

/* Every board tool button is shown, in a column beside the board's map, never over it
 * (issue 22): Line of Sight, Layers, zoom in, zoom out and fit, as the table's. */
static void
assert_board_tools_beside_map (VdWindow *window)
{
  graphene_rect_t map;
  guint n = 0;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (vd_window_get_board_view (window)),
                                            GTK_WIDGET (window), &map));
  g_assert_cmpfloat (map.size.width, >, 0);
  for (GtkWidget *tool = gtk_widget_get_first_child (window->board_map_tools);
       tool != NULL;
       tool = gtk_widget_get_next_sibling (tool))
    {
      graphene_rect_t rect;

      g_assert_true (gtk_widget_get_mapped (tool));
      g_assert_true (gtk_widget_compute_bounds (tool, GTK_WIDGET (window), &rect));
      g_assert_cmpfloat (rect.size.width, >, 0);
      g_assert_false (graphene_rect_intersection (&rect, &map, NULL));
      n++;
    }
  g_assert_cmpuint (n, ==, 5);
}

/* At 800 × 600 the board's panel folds over the map, opens for a clicked counter and closes
 * again when Escape deselects it, as the table's does (help "The app"). */
static void
test_narrow_window (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  VdWindow *window = vd_test_board_open (path);

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  vd_test_spin_until (board_flap_folded, window, "the board's panel folds");
  vd_test_spin_a_little ();
  g_assert_false (adw_flap_get_reveal_flap (window->board_flap));
  assert_board_tools_beside_map (window);

  vd_test_board_click (window, "0405");
  g_assert_cmpstr (vd_board_view_get_selected_unit (vd_window_get_board_view (window)), ==, "b-1");
  g_assert_true (adw_flap_get_reveal_flap (window->board_flap));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-selection", NULL));
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_selected_unit (vd_window_get_board_view (window)));
  g_assert_false (adw_flap_get_reveal_flap (window->board_flap));

  /* Wide, the panel stands beside the map, and the tools still beside the map. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 1000);
  vd_test_spin_until (board_flap_unfolded, window, "the board's panel unfolds");
  vd_test_spin_a_little ();
  assert_board_tools_beside_map (window);
  vd_test_close_window (window);
}

/* At 800 × 600 the column's buttons work: Layers opens its menu, Line of Sight turns the
 * tool on and off again, the zoom buttons zoom the board. */
static void
test_narrow_window_tools (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  VdWindow *window = vd_test_board_open (path);
  VdBoardView *view = vd_window_get_board_view (window);
  GtkPopover *popover;
  double fitted;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  vd_test_spin_until (board_flap_folded, window, "the board's panel folds");
  vd_test_spin_a_little ();
  assert_board_tools_beside_map (window);

  popover = gtk_menu_button_get_popover (window->board_layers_button);
  g_assert_false (popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover)));
  /* A click lands on the menu button's own toggle button. */
  g_assert_true (GTK_IS_TOGGLE_BUTTON (gtk_widget_get_first_child (GTK_WIDGET (window->board_layers_button))));
  g_signal_emit_by_name (gtk_widget_get_first_child (GTK_WIDGET (window->board_layers_button)),
                         "clicked");
  vd_test_spin_a_little ();
  popover = gtk_menu_button_get_popover (window->board_layers_button);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_popover_popdown (popover);
  vd_test_spin_a_little ();

  g_assert_cmpint (vd_board_view_get_tool (view), ==, VD_BOARD_TOOL_PLAY);
  g_signal_emit_by_name (board_tool (window, "win.board-sight"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_board_view_get_tool (view), ==, VD_BOARD_TOOL_HEX);
  g_signal_emit_by_name (board_tool (window, "win.board-sight"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_board_view_get_tool (view), ==, VD_BOARD_TOOL_PLAY);

  fitted = hex_spacing (window);
  g_signal_emit_by_name (board_tool (window, "win.zoom-in"), "clicked");
  g_assert_cmpfloat_with_epsilon (hex_spacing (window), fitted * 1.25, 1e-6);
  g_signal_emit_by_name (board_tool (window, "win.zoom-fit"), "clicked");
  g_assert_cmpfloat_with_epsilon (hex_spacing (window), fitted, 1e-6);
  vd_test_close_window (window);
}

static gboolean
board_flap_open (gpointer window)
{
  return adw_flap_get_reveal_progress (((VdWindow *) window)->board_flap) >= 1.0;
}

static graphene_rect_t
bounds_in_window (GtkWidget *widget, VdWindow *window)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &rect));
  return rect;
}

static graphene_rect_t
selection_in_window (VdWindow *window)
{
  VdBoardView *view = vd_window_get_board_view (window);
  graphene_rect_t box;
  graphene_point_t origin;

  g_assert_true (vd_board_view_get_selection_box (view, &box));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (window), &box.origin,
                                           &origin));
  box.origin = origin;
  return box;
}

/* At 800 × 600 a counter on the map's right edge, which the panel it opens would cover: the
 * board pans, never zooms, until its hex stands beside the panel, as the table's units do. */
static void
test_narrow_window_keeps_counter_in_sight (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_board_write (fixture);
  VdWindow *window = vd_test_board_open (path);
  VdBoardView *view = vd_window_get_board_view (window);
  graphene_rect_t panel, box, map;
  double x, y, x1, y1;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  vd_test_spin_until (board_flap_folded, window, "the board's panel folds");
  vd_test_spin_a_little ();
  /* The counter's hex brought to the map's right edge. */
  vd_test_board_centre (window, "0405", &x, &y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.pan", "(dd)",
                                             gtk_widget_get_width (GTK_WIDGET (view)) - 60 - x,
                                             0.0));
  vd_test_board_click (window, "0405");
  g_assert_cmpstr (vd_board_view_get_selected_unit (view), ==, "b-1");
  vd_test_spin_until (board_flap_open, window, "the board's panel opens");
  vd_test_spin_a_little ();
  panel = bounds_in_window (adw_flap_get_flap (window->board_flap), window);
  map = bounds_in_window (GTK_WIDGET (view), window);
  box = selection_in_window (window);
  g_assert_false (graphene_rect_intersection (&panel, &box, NULL));
  g_assert_true (graphene_rect_contains_rect (&map, &box));
  /* A pan alone: the hex keeps its size, and its height on the map. */
  vd_test_board_centre (window, "0405", &x1, &y1);
  g_assert_cmpfloat_with_epsilon (y1, y, 1e-6);

  /* Selected again where it now stands, it does not move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-selection", NULL));
  vd_test_board_click (window, "0405");
  vd_test_spin_until (board_flap_open, window, "the board's panel opens");
  vd_test_board_centre (window, "0405", &x, &y);
  g_assert_cmpfloat (x, ==, x1);
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  static const char * const games[] = { "naa", "bn", "1914", "lba" };
  g_autofree char *data_home = g_dir_make_tmp ("vedette-board-data-XXXXXX", NULL);
  int status;

  /* The owner's chart entries go to a folder of the test's own, not one other tests read. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/board/open-and-inspect", test_open_and_inspect);
  VD_TEST_ADD ("/app/board/move-undo-save", test_move_undo_save);
  VD_TEST_ADD ("/app/board/panel-and-phase", test_panel_and_phase);
  VD_TEST_ADD ("/app/board/recovery", test_recovery);
  VD_TEST_ADD ("/app/board/print-and-export", test_print_and_export);
  VD_TEST_ADD ("/app/board/print-report", test_print_report);
  VD_TEST_ADD ("/app/board/build", test_build);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *name = g_strdup_printf ("/app/board/build-each-game/%s", games[i]);

      g_test_add (name, Fixture, games[i], vd_test_fixture_set_up, test_build_each_game,
                  vd_test_fixture_tear_down);
    }
  VD_TEST_ADD ("/app/board/background", test_background);
  VD_TEST_ADD ("/app/board/narrow-window", test_narrow_window);
  VD_TEST_ADD ("/app/board/narrow-window-tools", test_narrow_window_tools);
  VD_TEST_ADD ("/app/board/narrow-window-keeps-counter-in-sight",
               test_narrow_window_keeps_counter_in_sight);
  VD_TEST_ADD ("/app/board/side-view", test_side_view);
  VD_TEST_ADD ("/app/board/levels-LBA-LVL-1-LVL-3", test_levels);
  VD_TEST_ADD ("/app/board/charts", test_charts);
  VD_TEST_ADD ("/app/board/charts-rules-LBA-OOB-1", test_charts_rules_lba_oob_1);
  VD_TEST_ADD ("/app/board/side-view-hidden", test_side_view_hidden);
  VD_TEST_ADD ("/app/board/LBA-DRAG-1-hexside-counter", test_hexside_counter);
  VD_TEST_ADD ("/app/board/move-by-the-rules", test_move_by_the_rules);
  VD_TEST_ADD ("/app/board/forced-march", test_forced_march);
  VD_TEST_ADD ("/app/board/rail-and-supply-1914-RAIL-1", test_rail_and_supply);
  VD_TEST_ADD ("/app/board/formation-11.0", test_formation_11_0);
  VD_TEST_ADD ("/app/board/formation-11.6a", test_formation_11_6a);
  VD_TEST_ADD ("/app/board/demoralized-DEM-1", test_demoralized);
  VD_TEST_ADD ("/app/board/save-report", test_save_report);
  VD_TEST_ADD ("/app/board/turn-header-FOG-1-A4", test_turn_header);
  VD_TEST_ADD ("/app/board/next-phase-owed-1914-CBT-2", test_next_phase_owed);
  VD_TEST_ADD ("/app/board/victory-VIC-4", test_victory);
  /* After /app/board/charts: the first 1914 board opened says its readings are open, once. */
  VD_TEST_ADD ("/app/board/zones-1914-ZOC-1-ZOC-5-ZOC-6", test_zones_1914_zoc);
  status = g_test_run ();
  vd_test_remove_dir (data_home);
  return status;
}
