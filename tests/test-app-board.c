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
#include "vd-test-app.h"
#include "vd-test-cli.h"
#include "vd-test-pdf.h"

/* A board of the hex mode in the app, through the real widgets: opened in the window, the hex
 * under the pointer in the status line, a click shows the stack and the hex inspector, a drag
 * moves a counter (undone, redone, saved, reopened), the panel changes a strength, the header
 * ends the phase, and a game left unsaved comes back after a crash. */

/* The test board and its module in the fixture's folder; returns the board's path. */
static char *
write_board (Fixture *fixture)
{
  static const char * const names[] = { "board.yaml", "test-game.yaml" };
  char *board = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", names[i],
                                                       NULL);
      g_autofree char *text = NULL;
      char *path;

      g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
      path = vd_test_write_file (fixture, names[i], text);
      if (i == 0)
        board = path;
      else
        g_free (path);
    }
  return board;
}

static gboolean
board_view_is_allocated (gpointer data)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (data));

  return gtk_widget_get_mapped (view) && gtk_widget_get_width (view) > 0;
}

static VdWindow *
open_board (const char *path)
{
  VdWindow *window = vd_test_open_window (path);

  if (vd_window_get_error_message (window) != NULL)
    g_error ("%s", vd_window_get_error_message (window));
  g_assert_cmpstr (vd_window_get_page (window), ==, "board");
  vd_test_spin_until (board_view_is_allocated, window, "the board view is allocated");
  vd_test_spin_a_little ();
  return window;
}

static VdHex
hex_of (VdWindow *window, const char *label)
{
  VdBoard *board = vd_board_document_get_board (vd_window_get_board_document (window));
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

/* The view point at LABEL's centre. */
static void
centre_of (VdWindow *window, const char *label, double *x, double *y)
{
  vd_board_view_hex_to_view (vd_window_get_board_view (window), hex_of (window, label), x, y);
}

static void
click_hex (VdWindow *window, const char *label)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x, y;

  centre_of (window, label, &x, &y);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_signal_emit_by_name (click, "released", 1, x, y);
  vd_test_spin_a_little ();
}

/* A drag from FROM's centre to TO's, as the referee moves a counter. */
static void
drag_hex (VdWindow *window, const char *from, const char *to)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x0, y0, x1, y1;

  centre_of (window, from, &x0, &y0);
  centre_of (window, to, &x1, &y1);
  g_signal_emit_by_name (click, "pressed", 1, x0, y0);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", (x1 - x0) / 2, (y1 - y0) / 2);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  g_signal_emit_by_name (click, "released", 1, x1, y1);
  vd_test_spin_a_little ();
}

static void
hover_hex (VdWindow *window, const char *label)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  double x, y;

  centre_of (window, label, &x, &y);
  g_signal_emit_by_name (vd_test_find_controller (view, GTK_TYPE_EVENT_CONTROLLER_MOTION),
                         "motion", x, y);
  vd_test_spin_a_little ();
}

static const VdBoardUnit *
unit_of (VdWindow *window, const char *id)
{
  return vd_board_find_unit (vd_board_document_get_board (vd_window_get_board_document (window)),
                             id);
}

/* The first widget of TYPE inside ROOT (ROOT included), depth first. */
static GtkWidget *
find_descendant (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Opened: the board page, the header's turn and phase, the hex under the pointer in the
 * status line, and a click shows the stack top first and the hex with its rules. */
static void
test_open_and_inspect (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_board (fixture);
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 2 — Red moves",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Test board", FALSE));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (vd_window_get_board_view (window))));

  hover_hex (window, "0405");
  g_assert_cmpstr (vd_window_get_board_status (window), ==,
                   "0405 — Woods, elevation 1 — 2 counters");
  hover_hex (window, "0506");
  g_assert_cmpstr (vd_window_get_board_status (window), ==,
                   "0506 — Clear (Bourg), elevation 2 — 1 counter");

  click_hex (window, "0405");
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
  click_hex (window, "0605");
  g_assert_null (vd_board_view_get_selected_unit (vd_window_get_board_view (window)));
  vd_test_wait_for_label (panel, "Hex 0605", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Side toward 0604", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "River", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "destroyed-bridge", FALSE));

  /* The view's keys: + zooms in about the middle, 0 fits the board again, Escape deselects. */
  {
    GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
    double ax, ay, bx, by, fitted, zoomed;

    centre_of (window, "0101", &ax, &ay);
    centre_of (window, "0901", &bx, &by);
    fitted = bx - ax;
    g_assert_true (gtk_widget_activate_action (view, "board.zoom", "i", 1));
    centre_of (window, "0101", &ax, &ay);
    centre_of (window, "0901", &bx, &by);
    zoomed = bx - ax;
    g_assert_cmpfloat_with_epsilon (zoomed, fitted * 1.25, 1e-6);
    g_assert_true (gtk_widget_activate_action (view, "board.zoom", "i", 0));
    centre_of (window, "0101", &ax, &ay);
    centre_of (window, "0901", &bx, &by);
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
  g_autofree char *path = write_board (fixture);
  g_autofree char *text = NULL;
  VdWindow *window = open_board (path);
  VdBoardDocument *document = vd_window_get_board_document (window);

  drag_hex (window, "0405", "0101");
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (document)), ==, 1);
  g_assert_true (vd_hex_equal (unit_of (window, "b-1")->hex, hex_of (window, "0101")));
  g_assert_true (vd_board_document_get_dirty (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "• Test board", FALSE));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (unit_of (window, "b-1")->hex, hex_of (window, "0405")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (unit_of (window, "b-1")->hex, hex_of (window, "0101")));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  vd_test_spin_a_little ();
  g_assert_false (vd_board_document_get_dirty (document));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "journal:\n- {event: move, turn: 2, phase: red-move, "
                                  "time: "));
  vd_test_close_window (window);

  window = open_board (path);
  g_assert_true (vd_hex_equal (unit_of (window, "b-1")->hex, hex_of (window, "0101")));
  g_assert_null (vd_test_find_message_dialog (window));
  vd_test_close_window (window);
}

/* The panel changes a counter's strength and state; the header ends the phase by the
 * module's sequence of play. */
static void
test_panel_and_phase (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_board (fixture);
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwEntryRow *strength;

  click_hex (window, "0405");
  vd_test_wait_for_label (panel, "1st Blue", TRUE);
  strength = ADW_ENTRY_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (panel, "Strength", FALSE)), ADW_TYPE_ENTRY_ROW));
  gtk_editable_set_text (GTK_EDITABLE (strength), "3");
  g_signal_emit_by_name (strength, "apply");
  vd_test_spin_a_little ();
  g_assert_cmpstr (unit_of (window, "b-1")->strength, ==, "3");
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
  click_hex (window, "0605");
  vd_test_wait_for_label (panel, "Hex 0605", TRUE);
  {
    GtkLabel *label = vd_test_find_visible_label (panel, "destroyed-bridge", FALSE);
    GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
    GtkWidget *remove = find_descendant (row, GTK_TYPE_BUTTON);

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
  g_autofree char *path = write_board (fixture);
  VdWindow *window = open_board (path);
  AdwMessageDialog *dialog;

  drag_hex (window, "0506", "0707");
  g_assert_true (vd_hex_equal (unit_of (window, "r-1")->hex, hex_of (window, "0707")));
  /* Destroyed without the close question: as a crash leaves it, the autosave stays. */
  vd_test_close_window (window);

  window = open_board (path);
  dialog = vd_test_wait_for_message_dialog (window, "the window offers the move back");
  g_assert_true (vd_hex_equal (unit_of (window, "r-1")->hex, hex_of (window, "0506")));
  adw_message_dialog_response (dialog, "restore");
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (unit_of (window, "r-1")->hex, hex_of (window, "0707")));
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
  g_autofree char *path = write_board (fixture);
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
  VdWindow *window = open_board (path);

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
  window = open_board (path);
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

  centre_of (window, from, &x0, &y0);
  centre_of (window, through, &x1, &y1);
  centre_of (window, to, &x2, &y2);
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

  centre_of (window, a, &ax, &ay);
  centre_of (window, b, &bx, &by);
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

      centre_of (window, sides[i], &ax, &ay);
      centre_of (window, sides[i + 1], &bx, &by);
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
  vd_test_spin_until (board_view_is_allocated, window, "the board view is allocated");
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
  g_assert_cmpstr (vd_board_hex_terrain (board, NULL, hex_of (window, "0302")), ==, "forest");
  g_assert_cmpstr (vd_board_hex_terrain (board, NULL, hex_of (window, "0402")), ==, "forest");
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (document)), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  board = vd_board_document_get_board (document);
  g_assert_null (vd_board_get_hex (board, hex_of (window, "0302")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();

  /* Elevation, on a forest hex: its terrain stays. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_ELEVATION);
  click_hex (window, "0302");
  board = vd_board_document_get_board (document);
  g_assert_cmpint (vd_board_get_hex (board, hex_of (window, "0302"))->elevation, ==, 1);
  g_assert_cmpstr (vd_board_get_hex (board, hex_of (window, "0302"))->terrain, ==, "forest");

  /* A slope, clicked near its side from 0302: it rises toward 0302; a second click takes it
   * off. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_HEXSIDE);
  g_assert_true (vd_board_panel_choose (panel, "hexside", "slope"));
  click_side (window, "0302", "0303");
  board = vd_board_document_get_board (document);
  g_assert_cmpuint (board->hexsides->len, ==, 1);
  g_assert_true (((VdBoardHexside *) g_ptr_array_index (board->hexsides, 0))->directed);
  g_assert_true (vd_hex_equal (((VdBoardHexside *) g_ptr_array_index (board->hexsides, 0))->toward,
                               hex_of (window, "0302")));
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
  click_hex (window, "0505");
  click_hex (window, "0505");
  board = vd_board_document_get_board (document);
  g_assert_nonnull (vd_board_find_unit (board, "french-1"));
  g_assert_nonnull (vd_board_find_unit (board, "french-2"));
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_REMOVE_COUNTER);
  click_hex (window, "0505");
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
    stack = vd_board_units_at (board, hex_of (window, "0303"));
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

  window = open_board (path);
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
  window = open_board (path);
  document = vd_window_get_board_document (window);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  event = vd_board_event_new (VD_BOARD_EVENT_STATE, vd_board_document_get_board (document));
  event->unit_id = g_strdup ("co-novgorod");
  event->state = g_strdup ("versteckt");
  g_assert_true (vd_board_document_record (document, event, &error));
  g_assert_no_error (error);
  g_assert_true (vd_board_document_move_unit (document, "co-novgorod", hex_of (window, "0705"),
                                              &error));

  hover_hex (window, "0705");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), "1 counter"));
  /* The zones of control as a layer: the hex beside the Coalition's counter is in its zone. */
  g_object_set (vd_window_get_board_view (window), "show-zones", TRUE, NULL);
  hover_hex (window, "0604");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — zone of control: Coalition"));
  /* 0706 is beside the hidden counter only. */
  hover_hex (window, "0706");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — zone of control: Coalition"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  hover_hex (window, "0705");
  g_assert_null (strstr (vd_window_get_board_status (window), "counter"));
  /* The French side's view shows the enemy's zones, not the hidden counter's. */
  hover_hex (window, "0706");
  g_assert_null (strstr (vd_window_get_board_status (window), "zone of control"));
  hover_hex (window, "0604");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — zone of control: Coalition"));
  g_object_set (vd_window_get_board_view (window), "show-zones", FALSE, NULL);
  click_hex (window, "0705");
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
  window = open_board (path);
  view = GTK_WIDGET (vd_window_get_board_view (window));
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  document = vd_window_get_board_document (window);
  board = vd_board_document_get_board (document);
  g_assert_true (unit_of (window, "co-st-petersberg-dragoner")->on_hexside);

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
    vd_hex_grid_centre (board->grid, hex_of (window, "0905"), VD_RENDER_HEX_SIZE, &cx, &cy);
    vd_hex_grid_centre (board->grid, hex_of (window, "0906"), VD_RENDER_HEX_SIZE, &mx, &my);
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
  centre_of (window, "0905", &ax, &ay);
  centre_of (window, "0906", &bx, &by);
  g_signal_emit_by_name (click, "pressed", 1, (ax + bx) / 2, (ay + by) / 2);
  g_signal_emit_by_name (drag, "drag-begin", (ax + bx) / 2, (ay + by) / 2);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_signal_emit_by_name (click, "released", 1, (ax + bx) / 2, (ay + by) / 2);
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_board_view_get_selected_unit (vd_window_get_board_view (window)), ==,
                   "co-st-petersberg-dragoner");
  vd_test_wait_for_label (panel, "St Petersberg Dragoner", TRUE);
  click_hex (window, "0905");
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
  VdWindow *window = open_board (path);
  VdBoardDocument *document = vd_window_get_board_document (window);
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x0, y0, x1, y1;

  /* Half way through a drag across the stream: 1 for the hex, 1 for the stream (LBA-MOV-9). */
  centre_of (window, "0303", &x0, &y0);
  centre_of (window, "0304", &x1, &y1);
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
  g_assert_true (vd_hex_equal (unit_of (window, "inf")->hex, hex_of (window, "0304")));

  /* Two more hexes with 2 MP spent of 2: out of reach, put back. */
  drag_hex (window, "0304", "0306");
  g_assert_true (vd_hex_equal (unit_of (window, "inf")->hex, hex_of (window, "0304")));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "out of reach this phase",
                                                TRUE));

  /* LBA has no forced march: asked for, nothing moves, and why. */
  vd_board_view_set_forced_march (vd_window_get_board_view (window), TRUE);
  drag_hex (window, "0101", "0201");
  g_assert_true (vd_hex_equal (unit_of (window, "guns")->hex, hex_of (window, "0101")));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "has no forced march; "
                                                "without Ctrl the counter moves as usual", TRUE));

  /* The guns into the pine forest: refused with the rule (LBA-MOV-3). */
  drag_hex (window, "0101", "0202");
  g_assert_true (vd_hex_equal (unit_of (window, "guns")->hex, hex_of (window, "0101")));
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
  window = open_board (path);
  /* One point: two hexes away is out of reach. */
  drag_hex (window, "0101", "0301");
  g_assert_true (vd_hex_equal (unit_of (window, "de")->hex, hex_of (window, "0101")));
  vd_board_view_set_forced_march (vd_window_get_board_view (window), TRUE);
  drag_hex (window, "0101", "0301");
  g_assert_true (vd_hex_equal (unit_of (window, "de")->hex, hex_of (window, "0301")));
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
  window = open_board (path);
  drag_hex (window, "0101", "0606");
  g_assert_true (vd_hex_equal (unit_of (window, "ger-a")->hex, hex_of (window, "0606")));
  g_assert_cmpstr (unit_of (window, "ger-a")->army, ==, "2");
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
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwComboRow *formation;
  const VdBoardEvent *event;

  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "1st Line", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "column", TRUE));
  formation = ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (panel, "Formation", FALSE)), ADW_TYPE_COMBO_ROW));
  /* line, column, square: the class's, in the module's order, its own chosen. */
  g_assert_cmpuint (adw_combo_row_get_selected (formation), ==, 1);
  adw_combo_row_set_selected (formation, 0);
  vd_test_spin_a_little ();
  g_assert_cmpstr (unit_of (window, "inf")->formation, ==, "line");
  g_assert_true (vd_hex_equal (unit_of (window, "inf")->hex, hex_of (window, "0303")));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpstr (event->formation, ==, "line");
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_wait_for_label (panel, "Turn 2: 1st Line forms line in 0303", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (unit_of (window, "inf")->formation, ==, "column");
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
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwComboRow *formation;

  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "1st Line", TRUE);
  formation = ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (panel, "Formation", FALSE)), ADW_TYPE_COMBO_ROW));
  adw_combo_row_set_selected (formation, 2);
  vd_test_spin_a_little ();
  vd_test_wait_for_label (GTK_WIDGET (window), "inf is disorganized: it may not form square (11.6a)",
                          TRUE);
  g_assert_cmpstr (unit_of (window, "inf")->formation, ==, "column");
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
  VdWindow *window = open_board (path);
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

static void click_response (AdwMessageDialog *dialog, const char *response);

/* 1914-TER-5 in the panel: a hex's counters show the odds of every enemy beside them, each
 * modifier with its rule (formats.md's 21 against a 4 in a fortress worth 2). */
static void
test_odds_panel (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "odds-1914.yaml",
                                                   NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  VdWindow *window;
  GtkWidget *panel;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "odds.yaml", text);
  window = open_board (path);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Odds Against This Hex", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Every enemy beside it attacking: 21 "
                                                "against 10, 2:1, column 2:1, die -1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Fortress or fortified zone: ×2, then +2",
                                                FALSE));
  /* Vedette rolls: the roll goes in the journal as a combat, said, and undone like any event. */
  {
    VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
    const VdBoardEvent *event;

    g_signal_emit_by_name (vd_test_find_visible_button (panel, "_Roll"), "clicked");
    vd_test_spin_a_little ();
    g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
    event = vd_battle_get_event (battle, 0);
    g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
    g_assert_cmpint (event->roll, >=, 1);
    g_assert_cmpint (event->roll, <=, 6);
    g_assert_cmpint (event->die, ==, MAX (0, event->roll - 1));
    g_assert_cmpstr (event->odds_column, ==, "2:1");
    g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "the result is not in the "
                                                  "chart yet", TRUE));
    /* The cell is missing: the referee is asked to rule, and may leave it for now. */
    click_response (vd_test_wait_for_message_dialog (window, "the ruling is asked"), "later");
    vd_test_spin_a_little ();
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    vd_test_spin_a_little ();
    g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
    /* The players' own roll, typed in: 4, the fortress's −1 reads row 3. */
    {
      GtkButton *read = vd_test_find_visible_button (panel, "R_ead");
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (read), ADW_TYPE_ACTION_ROW);
      GtkWidget *spin = find_descendant (row, GTK_TYPE_SPIN_BUTTON);

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
      g_signal_emit_by_name (read, "clicked");
      vd_test_spin_a_little ();
      g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
      event = vd_battle_get_event (battle, vd_battle_get_n_events (battle) - 1);
      g_assert_cmpint (event->roll, ==, 4);
      g_assert_cmpint (event->die, ==, 3);
      g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Rolled 4 (die 3) at "
                                                    "2:1: the result is not in the chart yet",
                                                    TRUE));
      click_response (vd_test_wait_for_message_dialog (window, "the ruling is asked"), "later");
      vd_test_spin_a_little ();
    }
  }
  /* A city: the die's modifier is missing, and named. */
  click_hex (window, "0505");
  vd_test_wait_for_label (panel, "Unknown, Supply It", TRUE);
  /* No enemy beside it: no odds. */
  click_hex (window, "0101");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Odds Against This Hex", FALSE));
  vd_test_close_window (window);
}

static gboolean
no_message_dialog (gpointer window)
{
  return vd_test_find_message_dialog (window) == NULL;
}

typedef struct {
  VdWindow   *window;
  const char *response;
} Wanted;

/* The shown message dialog over the window that has the response wanted, or NULL. */
static AdwMessageDialog *
dialog_with (Wanted *wanted)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)) &&
          gtk_window_get_transient_for (toplevel) == GTK_WINDOW (wanted->window) &&
          adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (toplevel), wanted->response))
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

static gboolean
has_dialog_with (gpointer data)
{
  return dialog_with (data) != NULL;
}

/* RESPONSE chosen as the referee would: its button clicked, which closes the dialog. */
static void
click_response (AdwMessageDialog *dialog, const char *response)
{
  GtkButton *button = vd_test_find_visible_button (GTK_WIDGET (dialog),
                                                   adw_message_dialog_get_response_label (
                                                     dialog, response));

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  vd_test_spin_a_little ();
}

/* The dialog whose response RESPONSE is, once it is shown. */
static AdwMessageDialog *
wait_for_response (VdWindow *window, const char *response, const char *what)
{
  Wanted wanted = { window, response };

  vd_test_spin_until (has_dialog_with, &wanted, what);
  return dialog_with (&wanted);
}

/* After the players' roll, a cell the CRT lacks is ruled (1914-CBT-11), kept as the cell, and
 * the result applied: the owner picks the retreat (1914-RET-7), the victor advances
 * (1914-RET-6), all one step to undo. */
static void
test_apply_result (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "apply.yaml",
    "vedette: 1\nkind: board\ntitle: \"Apply\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0303\": {terrain: fortress, value: 1}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"10\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"2\"}\n");
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  g_autofree char *kept = NULL;
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwMessageDialog *dialog;
  GtkWidget *entry, *keep;
  const VdBoardEvent *event;

  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 10 against 5, 2:1, column "
                          "2:1, die -1", TRUE);
  {
    GtkButton *read = vd_test_find_visible_button (panel, "R_ead");
    GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (read), ADW_TYPE_ACTION_ROW);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_descendant (row, GTK_TYPE_SPIN_BUTTON)), 4);
    g_signal_emit_by_name (read, "clicked");
  }
  dialog = wait_for_response (window, "rule", "the ruling is asked");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rule"));
  entry = find_descendant (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_ENTRY);
  keep = find_descendant (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_CHECK_BUTTON);
  gtk_editable_set_text (GTK_EDITABLE (entry), "DR");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "rule"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (keep), TRUE);
  click_response (dialog, "rule");
  vd_test_spin_a_little ();
  event = vd_battle_get_event (battle, vd_battle_get_n_events (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_RULING);
  g_assert_cmpstr (event->ruling_rule, ==, "1914-CBT-11");
  g_assert_cmpstr (event->decision, ==, "DR");
  g_assert_cmpstr (event->chart_row, ==, "3");
  g_assert_true (g_file_get_contents (entries_path, &kept, NULL, NULL));
  g_assert_nonnull (strstr (kept, "DR"));

  /* DR is a code of the chart: offered to apply. */
  dialog = wait_for_response (window, "apply", "the result is offered");
  click_response (dialog, "apply");
  vd_test_spin_a_little ();
  dialog = wait_for_response (window, "choice-0", "the retreat is asked");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "its owner (1914-RET-7)"));
  /* The hexes it may go to are shaded on the map while the owner picks. */
  g_assert_nonnull (vd_board_view_get_retreats (vd_window_get_board_view (window)));
  g_assert_cmpstr (vd_board_view_get_retreats (vd_window_get_board_view (window))->unit_id, ==,
                   "f1");
  {
    guint chosen = 0;

    /* The choice into 0403, whatever its place. */
    for (guint i = 0; i < 8; i++)
      {
        g_autofree char *id = g_strdup_printf ("choice-%u", i);

        if (adw_message_dialog_has_response (dialog, id) &&
            g_str_equal (adw_message_dialog_get_response_label (dialog, id), "0403"))
          chosen = i;
      }
    {
      g_autofree char *id = g_strdup_printf ("choice-%u", chosen);

      g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, id), ==, "0403");
      click_response (dialog, id);
    }
  }
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_retreats (vd_window_get_board_view (window)));
  dialog = wait_for_response (window, "advance-0", "the advance is offered");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "1914-RET-6"));
  click_response (dialog, "advance-0");
  vd_test_spin_a_little ();
  /* g1 alone took part: no one else may advance, and the step is recorded. */
  vd_test_spin_until (no_message_dialog, window, "the dialogs are done");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "DR applied: f1 retreats to "
                                                "0403 (1914-RET-2); g1 advances into 0303",
                                                TRUE));
  {
    VdBoard *board = vd_board_document_get_board (vd_window_get_board_document (window));
    VdHex at;

    g_assert_true (vd_hex_grid_parse (board->grid, "0303", &at));
    g_assert_true (vd_hex_equal (vd_board_find_unit (board, "g1")->hex, at));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  event = vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_RULING);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* 1914-CBT-8 in the app: cavalry attacked by infantry alone gets a Refuse Combat row, the odds
 * not needed; refused, it falls back as a retreat, the attacker is offered the hex left, all
 * one step, the move naming whom it refused; undone, it stands again. Infantry has no such row. */
static void
test_refuse_combat (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "refuse.yaml",
    "vedette: 1\nkind: board\ntitle: \"Refuse\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0304\": {terrain: sea}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: fc, side: allied, class: cavalry, hex: \"0303\", strength: \"2\"}\n"
    "  - {id: gi, side: german, class: infantry, hex: \"0504\", strength: \"3\"}\n"
    "  - {id: fi, side: allied, class: infantry, hex: \"0505\", strength: \"3\"}\n");
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  VdBoard *board;
  AdwMessageDialog *dialog;
  const VdBoardEvent *event;
  guint n_events = vd_battle_get_n_events (battle);
  VdHex at;

  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Refuse Combat", TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Re_fuse"), "clicked");
  /* 0403 is in gi's zone (1914-RET-2): 0203 is its only way back, no choice to ask. */
  dialog = wait_for_response (window, "advance-0", "the advance is offered");
  click_response (dialog, "advance-0");
  vd_test_spin_a_little ();
  vd_test_spin_until (no_message_dialog, window, "the dialogs are done");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Combat refused: fc "
                                                "refuses combat, falls back 1 hex (1914-CBT-8); "
                                                "fc retreats to 0203 (1914-RET-2); g1 advances "
                                                "into 0303", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events + 2);
  event = vd_battle_get_event (battle, n_events);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->unit_id, ==, "fc");
  g_assert_cmpstr (event->attackers[0], ==, "g1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_true (vd_hex_grid_parse (board->grid, "0303", &at));
  g_assert_true (vd_hex_equal (vd_board_find_unit (board, "fc")->hex, at));
  /* Infantry defending: no refusal offered. */
  click_hex (window, "0505");
  vd_test_wait_for_label (panel, "gi in 0504", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Refuse Combat", FALSE));
  vd_test_close_window (window);
}

/* 1914-CBT-7 in the app: the attacker's row has the strength it attacks with; lowered, the
 * odds fall with the rule said, and the players' roll is read and recorded at the lower odds. */
static void
test_reduce_attack (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "reduce.yaml",
    "vedette: 1\nkind: board\ntitle: \"Reduce\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0303\": {terrain: fortress, value: 1}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"20\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\"}\n");
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *row, *spin;
  const VdBoardEvent *event;

  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 20 against 9, 2:1, column "
                          "2:1, die -1", TRUE);
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, "g1 in 0302",
                                                                         FALSE)),
                                 ADW_TYPE_ACTION_ROW);
  spin = find_descendant (row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 20);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 9);
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 9 against 9, 1:1, column "
                          "1:1, die -1", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "attacks with 9 of its 20", FALSE));
  {
    GtkButton *read = vd_test_find_visible_button (panel, "R_ead");
    GtkWidget *roll_row = gtk_widget_get_ancestor (GTK_WIDGET (read), ADW_TYPE_ACTION_ROW);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_descendant (roll_row,
                                                                 GTK_TYPE_SPIN_BUTTON)), 4);
    g_signal_emit_by_name (read, "clicked");
  }
  vd_test_spin_a_little ();
  event = vd_battle_get_event (battle, vd_battle_get_n_events (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
  g_assert_cmpstr (event->odds_column, ==, "1:1");
  /* The cell of 1:1 is not entered: the ruling is offered, and left for later. */
  click_response (wait_for_response (window, "later", "the ruling is offered"), "later");
  vd_test_spin_until (no_message_dialog, window, "the dialogs are done");
  vd_test_close_window (window);
}

/* Combats This Phase (vd-hex-combats.h): the referee sees who must still attack and be
 * attacked in the phase the journal has reached, with the rule; a counter that fought is no
 * longer listed; a side's view does not show the group. */
static void
test_combats_panel (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "combats-1914.yaml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  VdWindow *window;
  VdBoardPanel *board_panel;
  GtkWidget *panel;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "combats.yaml", text);
  window = open_board (path);
  board_panel = vd_window_get_board_panel (window);
  panel = GTK_WIDGET (board_panel);
  vd_board_panel_set_page (board_panel, "losses");
  vd_test_wait_for_label (panel, "Combats This Phase", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "German combat, turn 2: 4 still to fight, "
                                                "each once a phase (1914-CBT-3)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "g1 must attack", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "0202: in the zone of f1,f2 as the phase "
                                                "began (1914-CBT-2)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "f2 must be attacked", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "g3 must attack", FALSE));
  vd_board_panel_set_side (board_panel, "german");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Combats This Phase", FALSE));
  vd_board_panel_set_side (board_panel, NULL);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (panel, "Combats This Phase", FALSE));
  vd_test_close_window (window);
}

/* The line of sight tool (README "Line of sight on a board"): two clicks draw the line, its
 * answer told with the rule (19.2b: two hills along the hexside 0604|0605 block 0505 to 0705),
 * the blocking hexside marked; a third click starts again; off again, nothing is drawn. */
static void
test_line_of_sight (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "los-bn.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  VdWindow *window;
  VdBoardView *view;
  const VdHexLos *los;
  VdBoard *board;
  VdHexside side;
  VdHex a, b;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "los.yaml", text);
  window = open_board (path);
  view = vd_window_get_board_view (window);
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-sight", NULL));
  g_assert_cmpint (vd_board_view_get_tool (view), ==, VD_BOARD_TOOL_HEX);
  vd_test_wait_for_label (GTK_WIDGET (window), "Line of sight: click the hex it is seen from",
                          TRUE);
  click_hex (window, "0505");
  vd_test_wait_for_label (GTK_WIDGET (window), "From 0505: click the hex to see", TRUE);
  g_assert_null (vd_board_view_get_sight_line (view));
  click_hex (window, "0705");
  vd_test_spin_a_little ();
  los = vd_board_view_get_sight_line (view);
  g_assert_nonnull (los);
  g_assert_cmpint (los->verdict, ==, VD_HEX_LOS_BLOCKED);
  g_assert_true (los->has_blocking_side);
  g_assert_true (vd_hex_grid_parse (board->grid, "0604", &a));
  g_assert_true (vd_hex_grid_parse (board->grid, "0605", &b));
  g_assert_true (vd_hexside_between (a, b, &side));
  g_assert_true (vd_hexside_equal (los->blocking_side, side));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "0505 to 0705, 2 hexes: "
                                                "blocked", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "19.2b  0604|0605: ", TRUE));
  /* A third click starts a new line from its hex. */
  click_hex (window, "0505");
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_sight_line (view));
  click_hex (window, "0506");
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_board_view_get_sight_line (view)->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "19.3f", TRUE));
  /* Off: the line goes, the clicks are play again, and no counter was moved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-sight", NULL));
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_sight_line (view));
  g_assert_cmpint (vd_board_view_get_tool (view), ==, VD_BOARD_TOOL_PLAY);
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);
  vd_test_close_window (window);
}

/* The check button of the attacker row titled TITLE in the odds group. */
static GtkCheckButton *
attacker_check (GtkWidget *panel, const char *title)
{
  GtkLabel *label = vd_test_find_visible_label (panel, title, FALSE);
  GtkWidget *row;

  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (row);
  return GTK_CHECK_BUTTON (find_descendant (row, GTK_TYPE_CHECK_BUTTON));
}

/* The referee chooses the attackers (1914-CBT-9: their strengths added): unticking one gives
 * the odds without it, the roll is theirs alone; the CRT's column is shown die by die
 * (1914-CBT-11), each cell the seed lacks marked. */
static void
test_odds_attackers (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "odds-1914.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  VdWindow *window;
  GtkWidget *panel;
  VdBattle *battle;
  const VdBoardEvent *event;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "attackers.yaml", text);
  window = open_board (path);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 21 against 10, 2:1, column "
                          "2:1, die -1", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Column 2:1 of the Combat results table",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "g2 in 0203", FALSE));
  gtk_check_button_set_active (attacker_check (panel, "g2"), FALSE);
  vd_test_wait_for_label (panel, "The ticked attackers: 8 against 10, 1:2, column 1:2, die -1",
                          TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Column 1:2 of the Combat results table",
                                                FALSE));
  /* The roll is g1's alone. */
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "_Roll"), "clicked");
  click_response (vd_test_wait_for_message_dialog (window, "the ruling is asked"), "later");
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
  g_assert_cmpuint (g_strv_length (event->attackers), ==, 1);
  g_assert_cmpstr (event->attackers[0], ==, "g1");
  g_assert_cmpstr (event->odds_column, ==, "1:2");
  /* None ticked: no combat, no roll. */
  gtk_check_button_set_active (attacker_check (panel, "g1"), FALSE);
  vd_test_wait_for_label (panel, "No attacker chosen: tick those who attack", TRUE);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vd_test_find_visible_button (panel,
                                                                                    "_Roll"))));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vd_test_find_visible_button (panel,
                                                                                    "R_ead"))));
  /* Another hex and back: every enemy attacks again. */
  click_hex (window, "0101");
  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 21 against 10, 2:1, column "
                          "2:1, die -1", TRUE);
  vd_test_close_window (window);
}

/* A stack fights whole (1914-CBT-5): unticking one counter of a stack beside the hex is refused
 * in the odds group with the rule, not dropped silently, and nothing can be rolled. */
static void
test_odds_whole_stack (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "stack.yaml",
    "vedette: 1\nkind: board\ntitle: \"Stack\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0302\", strength: \"5\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\"}\n");
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Not a Combat the Rules Allow", FALSE));
  gtk_check_button_set_active (attacker_check (panel, "g2"), FALSE);
  vd_test_wait_for_label (panel, "Not a Combat the Rules Allow", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "may not split", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "(1914-CBT-5)", TRUE));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vd_test_find_visible_button (panel,
                                                                                    "_Roll"))));
  vd_test_close_window (window);
}

/* The CRT's column (1914-CBT-11), roll by roll: the die modifier and floor applied as a Roll
 * would, a cell the owner entered shown with its meaning, the others to be supplied. */
static void
test_crt_column (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "odds-1914.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  VdWindow *window;
  GtkWidget *panel;
  GtkLabel *label;
  GtkWidget *row;

  /* Column 2:1, die -1: a roll of 3 is read on row 2. */
  vd_hex_entries_set_cell (entries, "crt", "2", "2:1", "DR", "Test", NULL);
  g_assert_true (vd_hex_entries_save (entries, NULL));
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "crt.yaml", text);
  window = open_board (path);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Column 2:1 of the Combat results table", TRUE);
  label = vd_test_find_visible_label (panel, "Column 2:1 of the Combat results table", FALSE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_ancestor (
                                   GTK_WIDGET (label), ADW_TYPE_EXPANDER_ROW)), TRUE);
  vd_test_wait_for_label (panel, "Roll 3, row 2", TRUE);
  label = vd_test_find_visible_label (panel, "Roll 3, row 2", FALSE);
  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "DR: The defender retreats one hex.");
  /* A roll of 1 is floored on row 0 (1914-CBT-13); its cell is not given. */
  label = vd_test_find_visible_label (panel, "Roll 1, row 0", TRUE);
  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Unknown, supply it (1914-CBT-11)");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Roll 6, row 5", TRUE));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* A counter's Retreats row shades on the map the hexes it may be retreated into, as the core
 * lists them (1914-RET-2, -3), and says who chooses (1914-RET-7); another hex clears them. */
static void
test_retreat_shading (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "retreat-1914.yaml", NULL);
  g_autofree char *text = NULL, *path = NULL;
  VdWindow *window;
  GtkWidget *panel;
  VdBoardView *view;
  const VdHexRetreat *shaded;
  g_autoptr(VdHexRetreat) listed = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "retreat.yaml", text);
  window = open_board (path);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  view = vd_window_get_board_view (window);
  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Retreats", TRUE);
  /* Who chooses, in the counter's details before the map is shaded. */
  vd_test_wait_for_label (panel, "Chosen by its owner (1914-RET-7)", TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Show on the _Map"), "clicked");
  vd_test_spin_a_little ();
  shaded = vd_board_view_get_retreats (view);
  g_assert_nonnull (shaded);
  listed = vd_hex_retreat (vd_board_document_get_board (vd_window_get_board_document (window)),
                           vd_board_document_get_module (vd_window_get_board_document (window)),
                           "f1", 1, NULL);
  g_assert_cmpuint (shaded->choices->len, ==, listed->choices->len);
  g_assert_cmpuint (shaded->refused->len, ==, listed->refused->len);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "chosen by its owner "
                                                "(1914-RET-7)", TRUE));
  click_hex (window, "0101");
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_retreats (view));
  /* Escape clears them too. */
  click_hex (window, "0303");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Show on the _Map"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_board_view_get_retreats (view));
  gtk_widget_activate_action (GTK_WIDGET (view), "board.clear-selection", NULL);
  g_assert_null (vd_board_view_get_retreats (view));
  /* Worked out on the whole board, they are never a side's: a side's view drops them. */
  click_hex (window, "0303");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Show on the _Map"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_board_view_get_retreats (view));
  vd_board_view_set_side (view, "german");
  g_assert_null (vd_board_view_get_retreats (view));
  vd_board_view_set_retreats (view, g_steal_pointer (&listed));
  g_assert_null (vd_board_view_get_retreats (view));
  vd_test_close_window (window);
}

/* The odds group in the games that do not fight by a CRT: LBA's odds as the two pre-melee
 * checks' modifiers (LBA-PRE-1, LBA-PRE-2), BN's melee by strength letters up to its missing
 * Odds Table (23.1j); neither offers a roll. */
static void
test_odds_other_games (Fixture *fixture, gconstpointer data)
{
  static const char * const files[] = { "pre-melee-lba.yaml", "melee-bn.yaml" };
  static const char * const hexes[] = { "0303", "0102" };
  static const char * const said[] = {
    "Every enemy beside it attacking: 7 against 3, 2/1: pre-melee checks, attacker +0, "
    "defender +0",
    "Every enemy beside it attacking: 8 against 5" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", files[i],
                                                       NULL);
      g_autofree char *text = NULL, *path = NULL;
      VdWindow *window;
      GtkWidget *panel, *odds;

      g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
      path = vd_test_write_file (fixture, files[i], text);
      window = open_board (path);
      panel = GTK_WIDGET (vd_window_get_board_panel (window));
      click_hex (window, hexes[i]);
      vd_test_wait_for_label (panel, "Odds Against This Hex", TRUE);
      g_assert_nonnull (vd_test_find_visible_label (panel, said[i], TRUE));
      g_assert_nonnull (vd_test_find_visible_label (panel, i == 0 ? "LBA-PRE-2" : "23.1j",
                                                    FALSE));
      /* No result table to roll on (the carré group below has its own dice). */
      odds = gtk_widget_get_ancestor (
        GTK_WIDGET (vd_test_find_visible_label (panel, "Odds Against This Hex", FALSE)),
        ADW_TYPE_PREFERENCES_GROUP);
      g_assert_null (vd_test_find_visible_button (odds, "_Roll"));
      vd_test_close_window (window);
    }
}

/* The descendant of the row titled TITLE in ROOT of TYPE. */
static GtkWidget *
row_widget (GtkWidget *root, const char *title, GType type)
{
  GtkLabel *label = vd_test_find_visible_label (root, title, FALSE);
  GtkWidget *row;

  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (row);
  return find_descendant (row, type);
}

/* The seed's 20.4 example at 0505 ticked in the fire group, firer by firer with the points
 * read, from the flank: the group, once it reads column 13. */
static GtkWidget *
tick_20_4_fire (VdWindow *window)
{
  static const char * const firers[] = { "line", "col", "heavy", "light" };
  static const double points[] = { 2, 6, 1, 0.5 };
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  click_hex (window, "0505");
  vd_test_wait_for_label (panel, "Fire at This Hex", TRUE);
  /* Within the fire group: the counters' names are words found elsewhere in the panel too. */
  panel = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                           "Fire at This Hex",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  for (guint i = 0; i < G_N_ELEMENTS (firers); i++)
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (panel, firers[i],
                                                              GTK_TYPE_SPIN_BUTTON)),
                                 points[i]);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (row_widget (panel, firers[i],
                                                                 GTK_TYPE_CHECK_BUTTON)), TRUE);
    }
  gtk_switch_set_active (GTK_SWITCH (row_widget (panel, "From the Flank or Rear",
                                                 GTK_TYPE_SWITCH)), TRUE);
  vd_test_wait_for_label (panel, "Fire points 9.5: column 13", TRUE);
  return panel;
}

/* The players' ROLL typed in the fire group PANEL and read. */
static void
read_fire_roll (GtkWidget *panel, int roll)
{
  GtkWidget *spin = row_widget (panel, "The Players' Roll", GTK_TYPE_SPIN_BUTTON);
  GtkWidget *row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  GtkButton *read = vd_test_find_visible_button (row, "R_ead");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), roll);
  g_signal_emit_by_name (read, "clicked");
  vd_test_spin_a_little ();
}

/* BN's fire in the app (README "Fire on a board"): the seed's 20.4 example ticked firer by
 * firer with the points read, the flank shot, column 13, and the players' roll of 65 read as
 * 3(2)+MC and kept in the journal; a brigade out of range is not offered. */
static void
test_fire_panel (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "fire-bn.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  VdWindow *window;
  GtkWidget *panel;
  VdBattle *battle;
  const VdBoardEvent *event;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_choice (entries, "bn-i-half-rounding", "up", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "fire.yaml", text);
  window = open_board (path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = tick_20_4_fire (window);
  g_assert_null (vd_test_find_visible_label (panel, "far in 0502", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "9½ in all, rounded: 10", TRUE));
  read_fire_roll (panel, 65);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
  g_assert_cmpstr (event->odds_column, ==, "13");
  g_assert_cmpint (event->roll, ==, 65);
  g_assert_cmpstr (event->result, ==, "3(2)+MC");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Rolled 65 at column 13: "
                                                "3(2)+MC", TRUE));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* BN 20.4's result applied in the app (README "Loss rosters in the app"): the 20.4 example's
 * 3(2)+MC at a stack of two brigades, the owner sharing the casualties 2 and 1 (11.5f), the
 * stragglers on the target (21.0a), the morale check named for the referee (20.4a); one step
 * to undo, after which the result is offered again. */
static void
test_fire_apply (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "fire-bn.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  g_autoptr(GString) board = NULL;
  VdWindow *window;
  GtkWidget *panel, *extra;
  VdBattle *battle;
  AdwMessageDialog *dialog;
  const VdBoardEvent *event;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_choice (entries, "bn-i-half-rounding", "up", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  /* The example's target on the roster with a second brigade under it. */
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  board = g_string_new (text);
  g_assert_cmpint (g_string_replace (board, "formation: line, facing: 0}",
                                     "formation: line, facing: 0,"
                                     " roster: \"A _ B _ _ V _ C _ _ _\"}\n"
                                     "  - {id: al-2, side: allied, class: infantry, hex: \"0505\","
                                     " formation: line, facing: 0, roster: \"A _ B _ V _ C _\"}",
                                     1), ==, 1);
  path = vd_test_write_file (fixture, "fire-apply.yaml", board->str);
  window = open_board (path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = tick_20_4_fire (window);
  g_assert_null (vd_test_find_visible_button (panel, "Apply Losses"));
  read_fire_roll (panel, 65);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  vd_test_wait_for_label (panel, "The Fire's Result", TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = wait_for_response (window, "share", "the owner is asked to share");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "(11.5f)"));
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "share"));
  extra = adw_message_dialog_get_extra_child (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (extra, "al", GTK_TYPE_SPIN_BUTTON)),
                             2);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "share"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (extra, "al-2",
                                                          GTK_TYPE_SPIN_BUTTON)), 1);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "share"));
  click_response (dialog, "share");
  vd_test_spin_until (no_message_dialog, window, "the dialog is done");
  /* Two casualties and the two stragglers on the target, one casualty on the other. */
  g_assert_cmpuint (unit_of (window, "al")->roster->casualties, ==, 2);
  g_assert_cmpuint (unit_of (window, "al")->roster->stragglers, ==, 2);
  g_assert_cmpuint (unit_of (window, "al-2")->roster->casualties, ==, 1);
  g_assert_cmpuint (unit_of (window, "al-2")->roster->stragglers, ==, 0);
  g_assert_cmpstr (unit_of (window, "al")->strength, ==, "C");
  g_assert_cmpstr (unit_of (window, "al-2")->strength, ==, "B");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  for (guint i = 1; i < 3; i++)
    {
      event = vd_battle_get_event (battle, i);
      g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROSTER);
    }
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "3(2)+MC applied: al 2 X, "
                                                "2 /: A X B X / V / C _ _ _ (20.6)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "for the referee: al "
                                                "checks morale for its stack", TRUE));
  /* The target's panel shows its row as the sheet reads it; the result is not offered twice. */
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_wait_for_label (panel, "A X B X / V / C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Wrecked (20.6a)", FALSE));
  g_assert_null (vd_test_find_visible_button (panel, "Apply Losses"));
  /* One step undoes it all. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_cmpuint (unit_of (window, "al")->roster->casualties, ==, 0);
  g_assert_cmpuint (unit_of (window, "al-2")->roster->casualties, ==, 0);
  vd_test_wait_for_label (panel, "The Fire's Result", TRUE);

  /* The same fire in a cavalry charge: the two stragglers are casualties too, five to share
   * (21.0b). */
  gtk_switch_set_active (GTK_SWITCH (row_widget (panel, "At a Cavalry Charge", GTK_TYPE_SWITCH)),
                         TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = wait_for_response (window, "share", "the owner is asked to share");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "5 casualties"));
  extra = adw_message_dialog_get_extra_child (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (extra, "al", GTK_TYPE_SPIN_BUTTON)),
                             3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (extra, "al-2",
                                                          GTK_TYPE_SPIN_BUTTON)), 2);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "share"));
  click_response (dialog, "share");
  vd_test_spin_until (no_message_dialog, window, "the dialog is done");
  g_assert_cmpuint (unit_of (window, "al")->roster->casualties, ==, 3);
  g_assert_cmpuint (unit_of (window, "al")->roster->stragglers, ==, 0);
  g_assert_cmpuint (unit_of (window, "al-2")->roster->casualties, ==, 2);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "count as casualties in a "
                                                "charge", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  vd_test_wait_for_label (panel, "The Fire's Result", TRUE);
  gtk_switch_set_active (GTK_SWITCH (row_widget (panel, "At a Cavalry Charge", GTK_TYPE_SWITCH)),
                         FALSE);

  /* A roll the Fire Table does not answer: the referee's result, typed, is recorded as his
   * ruling with the losses it makes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  panel = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                           "Fire at This Hex",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  read_fire_roll (panel, 23);
  vd_test_wait_for_label (panel, "The Referee's Result", TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row_widget (panel, "The Referee's Result",
                                                   GTK_TYPE_ENTRY)), "1(1)");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = wait_for_response (window, "share", "the owner is asked to share");
  extra = adw_message_dialog_get_extra_child (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (extra, "al-2",
                                                          GTK_TYPE_SPIN_BUTTON)), 1);
  click_response (dialog, "share");
  vd_test_spin_until (no_message_dialog, window, "the dialog is done");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 4);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_RULING);
  g_assert_cmpstr (event->decision, ==, "1(1)");
  g_assert_nonnull (strstr (event->question, "roll 23"));
  g_assert_cmpstr (event->ruling_rule, ==, "20.0");
  g_assert_cmpuint (unit_of (window, "al-2")->roster->casualties, ==, 1);
  g_assert_cmpuint (unit_of (window, "al")->roster->casualties, ==, 0);
  g_assert_cmpuint (unit_of (window, "al")->roster->stragglers, ==, 1);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* The board of the roster tests: the seed's 20.6 example row on an infantry brigade of a
 * division whose row wrecks at one brigade, a cavalry brigade, and an allied brigade. */
static const char roster_board[] =
  "vedette: 1\nkind: board\ntitle: \"Rosters\"\nruleset: bn\nturn: 1\n"
  "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
  " rows_up: false, stagger: even-down}\n"
  "units:\n"
  "  - {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~,"
  " army: fr-div, roster: \"A _ B _ _ V _ C _ _ _\"}\n"
  "  - {id: fr-div, side: french, class: officer, hex: \"0304\", strength: ~, movement: ~,"
  " division_roster: \"_ V _\"}\n"
  "  - {id: fr-cav, side: french, class: cavalry, hex: \"0306\", strength: ~, movement: ~,"
  " roster: \"B _ _ V C _\"}\n"
  "  - {id: al-1, side: allied, class: infantry, hex: \"0603\", strength: ~, movement: ~,"
  " roster: \"A _ B _ V _ C _\"}\n";

/* The visible button LABEL of the panel, clicked. */
static void
click_button (GtkWidget *panel, const char *label)
{
  GtkButton *button = vd_test_find_visible_button (panel, label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");
  vd_test_spin_a_little ();
}

/* BN 20.6a, 20.6b in the panel: the seed's row marked a casualty and a straggler (strength
 * B), then a casualty more reaches its V (wrecked, and its division with it); undone; a
 * straggler recovered (21.2); cavalry takes no stragglers (21.0a); a row filled eliminates
 * its counter in the same step (25.2-ex); a side does not see the enemy's row (9.0). */
static void
test_roster (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "roster.yaml", roster_board);
  VdWindow *window = open_board (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const VdBoardEvent *event;

  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "Loss Roster", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "A _ B _ _ V _ C _ _ _", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Strength A, 0 X and 0 / (6.6)", FALSE));
  click_button (panel, "Casualty");
  click_button (panel, "Straggler");
  vd_test_wait_for_label (panel, "A X B / _ V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Strength B, 1 X and 1 / (6.6)", FALSE));
  g_assert_cmpstr (unit_of (window, "fr-1")->strength, ==, "B");
  g_assert_null (vd_test_find_visible_label (panel, "Wrecked (20.6a)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROSTER);
  g_assert_cmpstr (event->unit_id, ==, "fr-1");
  g_assert_cmpint (event->casualties, ==, 1);
  g_assert_cmpint (event->stragglers, ==, 1);
  /* A casualty goes left of the straggler: the marks reach the V. */
  click_button (panel, "Casualty");
  vd_test_wait_for_label (panel, "A X B X / V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Wrecked (20.6a)", FALSE));
  g_assert_cmpstr (unit_of (window, "fr-1")->strength, ==, "B");
  g_assert_true (vd_board_roster_wrecked (unit_of (window, "fr-1")->roster));
  /* Its division's one box before the V is checked: the division is wrecked. */
  click_hex (window, "0304");
  vd_test_wait_for_label (panel, "Division Roster", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "✓ V _", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "1 box checked: fr-1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "The division is wrecked (20.6b)",
                                                FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_wait_for_label (panel, "_ V _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "No wrecked brigade", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "The division is wrecked (20.6b)", FALSE));
  g_assert_false (vd_board_roster_wrecked (unit_of (window, "fr-1")->roster));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  /* The referee's straggler recovery erases one (21.2). */
  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "A X B / _ V _ C _ _ _", TRUE);
  click_button (panel, "Recover");
  vd_test_wait_for_label (panel, "A X B _ _ V _ C _ _ _", TRUE);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vd_test_find_visible_button (panel,
                                                                                      "Recover"))));
  /* Cavalry: no stragglers (21.0a), said on the row; its row filled, it is eliminated in
   * the same step (25.2-ex). */
  click_hex (window, "0306");
  vd_test_wait_for_label (panel, "B _ _ V C _", TRUE);
  g_assert_null (vd_test_find_visible_button (panel, "Straggler"));
  g_assert_nonnull (vd_test_find_visible_label (panel, "No stragglers for this class: only "
                                                "Infantry (brigade or regiment, and its "
                                                "extensions) takes them (21.0a)", FALSE));
  click_button (panel, "Casualty");
  click_button (panel, "Casualty");
  vd_test_wait_for_label (panel, "B X X V C _", TRUE);
  click_button (panel, "Casualty");
  g_assert_false (unit_of (window, "fr-cav")->placed);
  event = vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_true (event->eliminated);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (unit_of (window, "fr-cav")->placed);
  g_assert_cmpuint (unit_of (window, "fr-cav")->roster->casualties, ==, 2);

  /* The French see their own row, and may mark it but not recover; not the enemy's. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  click_hex (window, "0303");
  vd_test_wait_for_label (panel, "A X B _ _ V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_button (panel, "Casualty"));
  g_assert_null (vd_test_find_visible_button (panel, "Recover"));
  click_hex (window, "0603");
  vd_test_wait_for_label (panel, "al-1", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Loss Roster", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "A _ B _ V _ C _", FALSE));
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
  vd_test_spin_until (board_view_is_allocated, window, "the board view is allocated");
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
  g_assert_cmpstr (vd_board_hex_terrain (board, module, hex_of (window, "0302")), ==, terrain->id);

  /* Elevation on one of them. */
  vd_board_panel_set_build_tool (panel, VD_BOARD_BUILD_ELEVATION);
  click_hex (window, "0302");
  g_assert_cmpint (vd_board_get_hex (vd_board_document_get_board (document),
                                     hex_of (window, "0302"))->elevation, ==, 1);

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
      click_hex (window, i == 0 ? "0505" : "0101");
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

  window = open_board (path);
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_cmpstr (board->ruleset, ==, game);
  g_assert_cmpuint (board->hexes->len, ==, n_hexes);
  g_assert_cmpuint (board->hexsides->len, ==, n_hexsides);
  g_assert_cmpuint (board->units->len, ==, n_units);
  g_assert_cmpstr (vd_board_get_hex (board, hex_of (window, "0302"))->terrain, ==, terrain_id);
  g_assert_cmpint (vd_board_get_hex (board, hex_of (window, "0302"))->elevation, ==, 1);
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

  vd_hex_grid_centre (board->grid, hex_of (window, label), VD_RENDER_HEX_SIZE, &x, &y);
  cairo_matrix_transform_point (t, &x, &y);
  vd_board_view_image_to_view (vd_window_get_board_view (window), x, y, &vx, &vy);
  g_signal_emit_by_name (click, "pressed", 1, vx, vy);
  g_signal_emit_by_name (drag, "drag-begin", vx, vy);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_signal_emit_by_name (click, "released", 1, vx, vy);
  dialog = vd_test_wait_for_message_dialog (window, "the hex's number is asked");
  entry = find_descendant (adw_message_dialog_get_extra_child (dialog), ADW_TYPE_ENTRY_ROW);
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
  g_autofree char *path = write_board (fixture);
  cairo_matrix_t t;
  g_autofree char *scan = write_scan (fixture, path, &t);
  g_autofree char *text = NULL;
  VdWindow *window = open_board (path);
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

  window = open_board (path);
  g_assert_true (vd_board_view_has_image (vd_window_get_board_view (window)));
  vd_test_close_window (window);

  /* The image gone: the board opens all the same, without it. */
  g_assert_cmpint (g_unlink (scan), ==, 0);
  window = open_board (path);
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
  g_autofree char *path = write_board (fixture);
  g_autofree char *svg = g_build_filename (fixture->dir, "red.svg", NULL);
  g_autoptr(GFile) svg_file = g_file_new_for_path (svg);
  g_autoptr(GError) error = NULL;
  VdWindow *window = open_board (path);
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
  click_hex (window, "0405");
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
  drag_hex (window, "0405", "0101");
  g_assert_true (vd_hex_equal (unit_of (window, "b-1")->hex, hex_of (window, "0405")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (unit_of (window, "b-1")->strength, ==, "4");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  /* Red moves its own. */
  drag_hex (window, "0506", "0707");
  g_assert_true (vd_hex_equal (unit_of (window, "r-1")->hex, hex_of (window, "0707")));

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
  window = open_board (board_path);
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
  window = open_board (board_path);
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
  VdWindow *window = open_board (path);
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
  window = open_board (over_path);
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
  window = open_board (path);
  document = vd_window_get_board_document (window);
  battle = vd_board_document_get_battle (document);
  n_events = vd_battle_get_n_events (battle);
  g_assert_cmpstr (vd_board_document_get_board (document)->phase, ==, "german-combat");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  dialog = wait_for_response (window, "end", "Next Phase asks");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "g1 must attack, and has not yet (1914-CBT-2)"));
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "end"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  click_response (dialog, "cancel");
  vd_test_spin_until (no_message_dialog, window, "the dialog is done");
  g_assert_cmpstr (vd_board_document_get_board (document)->phase, ==, "german-combat");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  dialog = wait_for_response (window, "end", "Next Phase asks again");
  click_response (dialog, "end");
  vd_test_spin_until (no_message_dialog, window, "the dialog is done");
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
  VdWindow *window = open_board (path);
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

    window = open_board (blind);
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
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "levels-lba.yaml", NULL);
  g_autofree char *text = NULL, *path = NULL;
  VdWindow *window;
  GtkWidget *panel;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "levels.yaml", text);
  window = open_board (path);
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

/* The seed's morale board (tests/files/hex/morale-bn.yaml), opened from a copy. */
static VdWindow *
open_morale (Fixture *fixture)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "morale-bn.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "morale.yaml", text);
  return open_board (path);
}

/* The morale group of the stack at LABEL, once shown. */
static GtkWidget *
morale_group (VdWindow *window, const char *label)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  click_hex (window, label);
  vd_test_wait_for_label (panel, "Morale Check", TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                          "Morale Check",
                                                                          FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* BN's morale check in the app (README "Morale on a board"): the seed's 25.2 example — a
 * brigade of grade C (shown read-only in its panel, 25.0) in square checks on row B (25.2-ex);
 * the players' 56 reads Shaken, the stack is shaken by 25.4, applied as a `state` event on
 * its counter, one step to undo. */
static void
test_morale_check (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_morale (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = morale_group (window, "0303");
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  GtkWidget *spin, *row;
  const VdBoardEvent *event;

  g_assert_nonnull (vd_test_find_visible_label (panel, "Grade", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "sq checks for the stack (25.2a), "
                                                "grade C; the stack is normal", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "sq: the stack in square: 1 row up", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Row B", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Rally (25.5)", FALSE));
  /* The players' roll, typed in and read. */
  spin = row_widget (group, "The Players' Roll", GTK_TYPE_SPIN_BUTTON);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 56);
  g_signal_emit_by_name (vd_test_find_visible_button (row, "R_ead"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Rolled 56: Shaken (25.2-ex)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "The Stack's New Level", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "(25.4)", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Apply"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event->unit_id, ==, "sq");
  g_assert_cmpstr (unit_of (window, "sq")->state, ==, "shaken");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Shaken applied: the stack "
                                                "of sq is shaken", TRUE));
  /* Now shaken, the stack may rally; undo puts it back as it was. */
  group = morale_group (window, "0303");
  vd_test_wait_for_label (group, "Rally (25.5)", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_null (unit_of (window, "sq")->state);
  vd_test_close_window (window);
}

/* The seed's second check (25.2-ex): the shaken brigade, wrecked in a wrecked division, fired
 * on from its flank, on the bottom row; 66 routs it with 4 stragglers on its roster (25.2e),
 * which mark its last box: off the map before any retreat (25.2d); the retreat of 2 hexes said
 * for the referee. */
static void
test_morale_stragglers (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "morale-bn.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autoptr(GString) board = NULL;
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *group, *spin, *row;
  const VdBoardEvent *event;
  guint stragglers;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  board = g_string_new (text);
  g_assert_cmpint (g_string_replace (board, "state: shaken}", "state: shaken, grade: C}", 1), ==,
                   1);
  path = vd_test_write_file (fixture, "morale-second.yaml", board->str);
  window = open_board (path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  stragglers = unit_of (window, "br")->roster->stragglers;
  group = morale_group (window, "0505");
  /* Whether the side's wrecked division is elite is asked (25.6): none. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Elite Rows",
                                                          GTK_TYPE_SPIN_BUTTON)), 0);
  gtk_switch_set_active (GTK_SWITCH (row_widget (group, "From the Flank or Rear",
                                                 GTK_TYPE_SWITCH)), TRUE);
  vd_test_wait_for_label (group, "The bottom row", TRUE);
  spin = row_widget (group, "The Players' Roll", GTK_TYPE_SPIN_BUTTON);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 66);
  g_signal_emit_by_name (vd_test_find_visible_button (row, "R_ead"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Rolled 66: Routed, retreat 2 hexes, "
                                                "4 stragglers (25.2-ex)", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Apply"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROSTER);
  g_assert_cmpstr (unit_of (window, "br")->state, ==, "routed");
  g_assert_cmpuint (unit_of (window, "br")->roster->stragglers, ==, stragglers + 4);
  /* 25.2d: its last box marked, it is off the map before the retreat. */
  event = vd_battle_get_event (battle, 2);
  g_assert_true (event->eliminated);
  g_assert_false (unit_of (window, "br")->placed);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "4 stragglers on br's "
                                                "roster (25.2e); br is destroyed, off the map "
                                                "before any retreat (25.2d)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "retreat 2 hexes: the "
                                                "referee moves them", TRUE));
  vd_test_close_window (window);
}

/* 25.5: a shaken brigade with no enemy next to it rallies to Normal by step C, on each of
 * its stack's counters, one step to undo. */
static void
test_morale_rally (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_morale (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = morale_group (window, "0505");

  g_assert_nonnull (vd_test_find_visible_label (group, "shaken: step C", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Rally"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_cmpstr (unit_of (window, "br")->state, ==, "normal");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Rallied: step C, the "
                                                "stack of br is normal (25.5)", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (unit_of (window, "br")->state, ==, "shaken");
  vd_test_close_window (window);
}

/* A NaA board for the special rules group: a French move phase with frozen ponds, a bridge and
 * counters by the edges (tests/test-hex-ice.c's and test-cli-hex.c's). */
static VdWindow *
open_special (Fixture *fixture)
{
  g_autofree char *path = vd_test_write_file (fixture, "special.yaml",
    "vedette: 1\nkind: board\ntitle: \"Special\"\nruleset: naa\nturn: 4\nphase: french-move\n"
    "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0404\": {terrain: pond}\n  \"0406\": {terrain: pond}\n"
    "hexsides:\n  - {between: [\"0202\", \"0203\"], feature: bridge}\n"
    "units:\n"
    "  - {id: fr-art, side: french, class: artillery, hex: \"0403\", strength: \"3\"}\n"
    "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0404\", strength: \"6\"}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0404\", strength: \"2\"}\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0202\", strength: \"4\", movement: 4}\n"
    "  - {id: fr-w, side: french, class: infantry, hex: \"0106\", strength: \"5\", movement: 3}\n"
    "  - {id: fr-c, side: french, class: infantry, hex: \"0606\", strength: \"4\", movement: 3}\n");

  return open_board (path);
}

/* The special rules group for the counter at LABEL, once shown. */
static GtkWidget *
special_group (VdWindow *window, const char *label)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  click_hex (window, label);
  vd_test_wait_for_label (panel, "Special Rules", TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                          "Special Rules",
                                                                          FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* The button labelled ACTION in the row titled TITLE, after HEX typed in its entry. */
static void
act_on_hex (GtkWidget *group, const char *title, const char *hex, const char *action)
{
  GtkWidget *entry = row_widget (group, title, GTK_TYPE_ENTRY);
  GtkWidget *row = gtk_widget_get_ancestor (entry, ADW_TYPE_ACTION_ROW);

  gtk_editable_set_text (GTK_EDITABLE (entry), hex);
  g_signal_emit_by_name (vd_test_find_visible_button (row, action), "clicked");
  vd_test_spin_a_little ();
}

/* NaA F4, F8 in the app: a French counter on the west edge flees, recorded as the CLI's exit
 * (a move off the map, the rule first in its note), one step to undo; one in the middle of the
 * map is refused with F8's reason, nothing recorded. */
static void
test_exit_map (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_special (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = special_group (window, "0606");
  const VdBoardEvent *event;

  g_assert_nonnull (vd_test_find_visible_label (group, "fr-c is in 0606, on no edge of the map",
                                                TRUE));
  g_assert_null (vd_test_find_visible_button (group, "Exit"));
  group = special_group (window, "0106");
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map by the west edge", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Exit"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->unit_id, ==, "fr-w");
  g_assert_false (event->eliminated);
  g_assert_true (g_str_has_prefix (event->note, "F4: off the map by the west edge from 0106"));
  g_assert_false (unit_of (window, "fr-w")->placed);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "fr-w left the map", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (unit_of (window, "fr-w")->placed);
  vd_test_close_window (window);
}

/* NaA ICE-2, ICE-6 in the app: the battery fires at the frozen pond next to it, the ice breaks
 * (the marker) and both armies' counters in it are eliminated, one step to undo; a pond out of
 * range is refused with E2's reason. A side's view is not offered the ice. */
static void
test_break_ice (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_special (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = special_group (window, "0403");
  const VdBoardEvent *event;

  act_on_hex (group, "Break the Ice", "0406", "Fire");
  g_assert_nonnull (vd_test_find_visible_label (group, "beyond its range of 2 (E2)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  act_on_hex (group, "Break the Ice", "0404", "Fire");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ADD_MARKER);
  g_assert_cmpstr (event->marker, ==, "broken-ice");
  g_assert_false (unit_of (window, "ar-1")->placed);
  g_assert_false (unit_of (window, "fr-2")->placed);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "The ice breaks", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_true (unit_of (window, "ar-1")->placed);
  vd_window_board_set_side (window, "french");
  group = special_group (window, "0403");
  g_assert_null (vd_test_find_visible_label (group, "Break the Ice", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Exit the Map", FALSE));
  vd_test_close_window (window);
}

/* NaA ICE-4 in the app: a unit at one end of the bridge demolishes it, the destroyed-bridge
 * marker the unit's, one step to undo; a hex that is no neighbour, then a second demolition
 * of the same bridge, are refused with their reasons. */
static void
test_demolish_bridge (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_special (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = special_group (window, "0202");
  const VdBoardEvent *event;

  act_on_hex (group, "Demolish a Bridge", "0505", "Demolish");
  g_assert_nonnull (vd_test_find_visible_label (group, "0202 and 0505 are not neighbours", TRUE));
  act_on_hex (group, "Demolish a Bridge", "0203", "Demolish");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ADD_MARKER);
  g_assert_cmpstr (event->marker, ==, "destroyed-bridge");
  g_assert_cmpstr (event->unit_id, ==, "fr-1");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "fr-1 demolished the "
                                                "bridge 0202|0203", TRUE));
  group = special_group (window, "0202");
  act_on_hex (group, "Demolish a Bridge", "0203", "Demolish");
  g_assert_nonnull (vd_test_find_visible_label (group, "no standing bridge", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  vd_test_close_window (window);
}

/* The seed's carré board (tests/files/hex/carre-lba.yaml), opened from a copy, and the carré
 * and recall group of the counter at LABEL. */
static GtkWidget *
carre_group (Fixture *fixture, VdWindow **window, const char *label)
{
  GtkWidget *panel;

  if (*window == NULL)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                       "carre-lba.yaml", NULL);
      g_autofree char *text = NULL, *path = NULL;

      g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
      path = vd_test_write_file (fixture, "carre.yaml", text);
      *window = open_board (path);
    }
  panel = GTK_WIDGET (vd_window_get_board_panel (*window));
  click_hex (*window, label);
  vd_test_wait_for_label (panel, "Carré and Recall", TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                          "Carré and Recall",
                                                                          FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* The players' ROLL typed in GROUP and read. */
static void
read_roll (GtkWidget *group, int roll)
{
  GtkWidget *spin = row_widget (group, "The Players' Roll", GTK_TYPE_SPIN_BUTTON);
  GtkWidget *row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), roll);
  g_signal_emit_by_name (vd_test_find_visible_button (row, "R_ead"), "clicked");
  vd_test_spin_a_little ();
}

/* LBA-CAR-1, LBA-CAR-2 in the app: the French battalion from column at 2 MP, Légère -3, the
 * players' 46 read 43: carré, applied as the counter's `state` with the CLI's note, one step
 * to undo; a Coalition counter without a nation is refused, the reason shown. */
static void
test_carre (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = carre_group (fixture, &window, "0202");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const VdBoardEvent *event;

  g_assert_nonnull (vd_test_find_visible_label (group, "f1 tries carré (LBA-CAR-1)", FALSE));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row_widget (group, "Formed From",
                                                         ADW_TYPE_COMBO_ROW)), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Movement Points",
                                                          GTK_TYPE_SPIN_BUTTON)), 2);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "Modifiers", FALSE)), ADW_TYPE_EXPANDER_ROW)),
                                 TRUE);
  vd_test_spin_a_little ();
  gtk_switch_set_active (GTK_SWITCH (row_widget (group, "Légère battalion", GTK_TYPE_SWITCH)), TRUE);
  read_roll (group, 46);
  g_assert_nonnull (vd_test_find_visible_label (group, "legere -3", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Rolled 46, read 43: carre (LBA-CAR-1); "
                                                "the counter becomes carre", FALSE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Apply"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event->unit_id, ==, "f1");
  g_assert_cmpstr (event->note, ==, "carré attempt, roll 46: carre (LBA-CAR-1)");
  g_assert_cmpstr (unit_of (window, "f1")->state, ==, "carre");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "f1 becomes carre", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_null (unit_of (window, "f1")->state);
  group = carre_group (fixture, &window, "0506");
  g_assert_nonnull (vd_test_find_visible_label (group, "No Carré Here", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "n1 has no nation the carré tables know",
                                                TRUE));
  read_roll (group, 33);
  g_assert_null (vd_test_find_visible_button (group, "Apply"));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  vd_test_close_window (window);
}

/* LBA-REC-1 in the app: the Cossacks read their own row, 4 does not recall them; the Russian
 * regiment's row is the referee's pick, and 2 with a personality recalls it. The answer is
 * said, nothing recorded. A side's view offers the group for its own counters only. */
static void
test_recall (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = carre_group (fixture, &window, "0406");
  GtkWidget *panel;

  read_roll (group, 4);
  g_assert_nonnull (vd_test_find_visible_label (group, "class cossack: the row russian-cossacks",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Not Recalled", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Die 4, needs 5 or higher (LBA-REC-1)",
                                                FALSE));
  group = carre_group (fixture, &window, "0405");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row_widget (group, "Row of the Recall Chart",
                                                         ADW_TYPE_COMBO_ROW)), 0);
  gtk_switch_set_active (GTK_SWITCH (row_widget (group, "With a Personality", GTK_TYPE_SWITCH)),
                         TRUE);
  read_roll (group, 2);
  g_assert_nonnull (vd_test_find_visible_label (group, "Recalled", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Die 3, needs 3 or higher", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  click_hex (window, "0405");
  g_assert_null (vd_test_find_visible_label (panel, "Carré and Recall", FALSE));
  vd_test_close_window (window);
}

/* LBA-LIMB-1, LBA-LIMB-2 in the app: the Russian battery's row picked, Napoleon's +3 switched
 * on, the players' 3 read 6 on the position row: it limbers, applied as the counter's `state`
 * with the CLI's note, one step to undo; the Santon's battery is refused with LBA-SANTON-1. */
static void
test_limber (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "limber-lba.yaml", NULL);
  g_autofree char *text = NULL, *path = NULL;
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *panel, *group;
  const VdBoardEvent *event;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "limber.yaml", text);
  window = open_board (path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  click_hex (window, "0202");
  vd_test_wait_for_label (panel, "Limbering", TRUE);
  group = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, "Limbering",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  g_assert_nonnull (vd_test_find_visible_label (group, "g1's limbering roll (LBA-LIMB-1)",
                                                FALSE));
  /* russian-light, russian-horse, russian-position, russian-guard */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row_widget (group, "Row of the Limber Chart",
                                                         ADW_TYPE_COMBO_ROW)), 2);
  gtk_switch_set_active (GTK_SWITCH (row_widget (group, "napoleon", GTK_TYPE_SWITCH)), TRUE);
  vd_test_spin_a_little ();
  read_roll (group, 3);
  g_assert_nonnull (vd_test_find_visible_label (group, "russian-position limbers on 6 or higher",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "napoleon +3", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Limbers", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Die 6, needs 6 or higher (LBA-LIMB-1)",
                                                FALSE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Limber"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event->unit_id, ==, "g1");
  g_assert_cmpstr (event->state, ==, "limbered");
  g_assert_cmpstr (event->note, ==, "limbering, die 3, read 6: limbers (LBA-LIMB-1)");
  g_assert_cmpstr (unit_of (window, "g1")->state, ==, "limbered");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "g1 becomes limbered",
                                                TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (unit_of (window, "g1")->state, ==, "unlimbered");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  /* The Santon's battery: the group says why not, and offers no Limber. */
  click_hex (window, "0505");
  vd_test_wait_for_label (panel, "No Limbering Here", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "never limber (LBA-SANTON-1)", TRUE));
  g_assert_null (vd_test_find_visible_button (panel, "_Limber"));
  vd_test_close_window (window);
}

/* The group titled TITLE in the panel of WINDOW, once shown with the hex at LABEL selected. */
static GtkWidget *
group_at (VdWindow *window, const char *label, const char *title)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  click_hex (window, label);
  vd_test_wait_for_label (panel, title, TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, title, FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* BN's charge declaration in the app (README "BN's charges"), on the README's board with open
 * ground entered at 1 MP for cavalry: h3, on top in 0205, picks a1 two hexes off and is
 * allowed, the rules checked and the referee's share shown by rule; h1 ticked to charge with
 * it is refused, not stacked with h3 as the phase began (24.1e); as a reaction charge the
 * stack as it stands is enough (15.2b, 15.2c); h1 itself, picked in the stack, charges with
 * h2 and the general. Nothing is recorded; the infantry and a side's view have no group. */
static void
test_charge (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "charge-bn.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *panel, *group, *row;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_value (entries, "terrain.clear.mp.cavalry", "1", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "charge.yaml", text);
  window = open_board (path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  group = group_at (window, "0205", "Cavalry Charge");
  g_assert_nonnull (vd_test_find_visible_label (group, "h3 declares a charge", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "a1 in 0405 (2 hexes)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Allowed", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "a1: 2 hexes away, target included",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "0205–0305–0405: empty between, 1 MP a "
                                                "hex, no road or bridge used", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "24.1b", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Yours to Judge (28.0c)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "the direction: the Charge direction "
                                                "diagram is not in the seed", FALSE));
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (
    group, "whether h3 passed a hex 4 hexes from a1", TRUE)), ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (vd_test_find_visible_label (row, "Yours to Judge (24.1c)", FALSE));

  gtk_check_button_set_active (GTK_CHECK_BUTTON (row_widget (group, "h1",
                                                             GTK_TYPE_CHECK_BUTTON)), TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Refused", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "h1 was not stacked with h3 as the "
                                                "movement phase began (24.1e)", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Allowed", FALSE));
  gtk_switch_set_active (GTK_SWITCH (row_widget (group, "Reaction Charge", GTK_TYPE_SWITCH)),
                         TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Allowed", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "15.2c", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "a reaction charge: the line of sight "
                                                "on declaring only", TRUE));

  /* h1, picked in the stack, with h2 and the general stacked with it since the phase began. */
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                         "Stack, Top First",
                                                                         FALSE)),
                                 ADW_TYPE_PREFERENCES_GROUP);
  g_signal_emit_by_name (gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (
    row, "h1", FALSE)), ADW_TYPE_ACTION_ROW), "activated");
  vd_test_wait_for_label (panel, "h1 declares a charge: what the rules ask before it starts",
                          TRUE);
  group = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                           "Cavalry Charge",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (row_widget (group, "Reaction Charge",
                                                                 GTK_TYPE_SWITCH))));
  g_assert_nonnull (vd_test_find_visible_label (group, "Officer: joins the charge (24.1k)",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Cavalry: charges with h1 (24.1e)",
                                                FALSE));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (row_widget (group, "h2",
                                                             GTK_TYPE_CHECK_BUTTON)), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (row_widget (group, "gen",
                                                             GTK_TYPE_CHECK_BUTTON)), TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Allowed", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "h2: stacked with h1 since the phase "
                                                "began", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "24.1k", FALSE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);

  /* Infantry declares no charge, and a side's view has no group. */
  click_hex (window, "0405");
  g_assert_null (vd_test_find_visible_label (panel, "Cavalry Charge", FALSE));
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  click_hex (window, "0205");
  g_assert_null (vd_test_find_visible_label (panel, "Cavalry Charge", FALSE));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* LBA-MC-1 in the app (README "LBA's fire-loss morale checks"), lba-i-loss-count open: the
 * French battalion on the Ligne row losing 2 increments to a fire makes 1 check whichever way
 * losses count; losing 1, it hangs on the reading, and with 1 lost before both counts are
 * named; the Russian cavalry's one row needs no pick and checks at every loss (LBA-MC-2); the
 * Cossacks are not read on the chart (LBA-COS-1); a counter without a nation is told why not.
 * Nothing is recorded; a side's view has the group for its own counters only. */
static void
test_fire_checks (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "carre-lba.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  const char *title = "Morale Checks from Fire Losses";
  VdWindow *window;
  GtkWidget *panel, *group, *expander;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "fire-checks.yaml", text);
  window = open_board (path);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  group = group_at (window, "0202", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "The checks f1 makes for the increments "
                                                "a fire attack cost it", FALSE));
  /* french-ligne, french-legere, …: the first. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row_widget (group, "Row of the Chart",
                                                         ADW_TYPE_COMBO_ROW)), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Increments Lost",
                                                          GTK_TYPE_SPIN_BUTTON)), 2);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "1 Morale Check", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-MC-1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "f1: the row french-ligne: even losses "
                                                "(2, 4, 6...)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "lba-i-loss-count", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "open, both readings give the same, "
                                                "whatever was lost before", FALSE));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Increments Lost",
                                                          GTK_TYPE_SPIN_BUTTON)), 1);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Unknown, Supply It", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "then the increments it lost before are "
                                                "needed) (lba-i-loss-count)", TRUE));
  expander = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (
    group, "Lost Before This Fire", FALSE)), ADW_TYPE_EXPANDER_ROW);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (expander), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  vd_test_spin_a_little ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Increments Lost Before",
                                                          GTK_TYPE_SPIN_BUTTON)), 1);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "whether losses count over the unit's "
                                                "life (increment 2: 1 check (on 2)) or within "
                                                "each fire attack (increment 1: no check) "
                                                "(lba-i-loss-count)", FALSE));

  group = group_at (window, "0405", title);
  g_assert_null (vd_test_find_visible_label (group, "Row of the Chart", FALSE));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Increments Lost",
                                                          GTK_TYPE_SPIN_BUTTON)), 2);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "2 Morale Checks", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "c1: the row russian-cavalry", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-MC-2", FALSE));
  group = group_at (window, "0406", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "Not Read on the Chart", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-COS-1", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Increments Lost", FALSE));
  group = group_at (window, "0506", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "No Fire-Loss Checks Here", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "give the counter its nation", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);

  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  click_hex (window, "0405");
  g_assert_null (vd_test_find_visible_label (panel, title, FALSE));
  group = group_at (window, "0203", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "fc: the row french-cavalry", TRUE));
  vd_test_close_window (window);
}

/* 1914's returns board (tests/files/hex/returns-1914.yaml), opened from a copy. */
static VdWindow *
open_returns (Fixture *fixture)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "returns-1914.yaml", NULL);
  g_autofree char *text = NULL, *path = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "returns.yaml", text);
  return open_board (path);
}

/* The units that come back group, once shown with the hex at LABEL selected. */
static GtkWidget *
returns_group (VdWindow *window, const char *label)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  click_hex (window, label);
  vd_test_wait_for_label (panel, "Units That Come Back", TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                          "Units That Come Back",
                                                                          FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* The button ACTION in the row titled TITLE of GROUP, clicked. */
static void
click_in_row (GtkWidget *group, const char *title, const char *action)
{
  GtkLabel *label = vd_test_find_visible_label (group, title, FALSE);
  GtkWidget *row;

  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_signal_emit_by_name (vd_test_find_visible_button (row, action), "clicked");
  vd_test_spin_a_little ();
}

static void
undo (VdWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
}

/* The group titled TITLE in the board panel, once shown with the hex at LABEL selected. */
static GtkWidget *
panel_group (VdWindow *window, const char *label, const char *title)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  click_hex (window, label);
  vd_test_wait_for_label (panel, title, TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, title, FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* BN 24.2a, 24.2c in the app: h1 withdrawn one hex is refused with the rule; six hexes off it
 * goes there blown, one step to undo; blown in its rally phase h2 may recover, and Recovered
 * forms it again; blown outside it, no button and why. */
static void
test_blown_24_2a_24_2c (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "blown.yaml",
    "vedette: 1\nkind: board\ntitle: \"Blown\"\nruleset: bn\nturn: 2\nphase: fr-rally\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: h1, side: french, class: cavalry, hex: \"0105\", formation: formed}\n"
    "  - {id: h2, side: french, class: cavalry, hex: \"0109\", formation: blown}\n"
    "  - {id: a1, side: allied, class: cavalry, hex: \"0909\", formation: blown}\n");
  VdWindow *window = open_board (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = panel_group (window, "0105", "Blown Cavalry");
  GtkWidget *entry = row_widget (group, "Withdraw Blown", GTK_TYPE_ENTRY);

  g_assert_null (vd_test_find_visible_label (group, "Recovery", FALSE));
  gtk_editable_set_text (GTK_EDITABLE (entry), "0104");
  click_in_row (group, "Withdraw Blown", "_Withdraw");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "0104 is 1 hex away: a "
                                                "withdrawal goes 6 to 12 (24.2a)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0705");
  click_in_row (group, "Withdraw Blown", "_Withdraw");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  g_assert_true (vd_hex_equal (unit_of (window, "h1")->hex, hex_of (window, "0705")));
  g_assert_cmpstr (unit_of (window, "h1")->formation, ==, "blown");
  undo (window);
  g_assert_cmpstr (unit_of (window, "h1")->formation, ==, "formed");
  group = panel_group (window, "0109", "Blown Cavalry");
  g_assert_nonnull (vd_test_find_visible_label (group, "One die on the Cavalry Recovery Table, "
                                                "which the seed does not give (24.2c)", FALSE));
  click_in_row (group, "Recovery", "R_ecovered");
  g_assert_cmpstr (unit_of (window, "h2")->formation, ==, "formed");
  group = panel_group (window, "0909", "Blown Cavalry");
  g_assert_nonnull (vd_test_find_visible_label (group, "a1 is not the active player's: only his "
                                                "cavalry recovers in his rally phase (24.2c)",
                                                FALSE));
  vd_test_close_window (window);
}

/* BN 17.0c, 17.1 in the app: fr-1 (A) may extend, the split said; Extend places fr-1-ex1 in its
 * hex, both at B, one step to undo. BN 26.4e, 26.4d: o1,
 * overrun, goes to one of two stacks 3 hexes away, the hex typed (one elsewhere refused with
 * the rule); d1, his stack destroyed, goes to br3's hex, no hex to type. BN 11.5a: br4
 * detaches a skirmisher. */
static void
test_counter_steps_17_1_26_4 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "steps.yaml",
    "vedette: 1\nkind: board\ntitle: \"Steps\"\nruleset: bn\nturn: 2\nphase: fr-movement\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr-1, side: french, class: infantry, hex: \"0808\", strength: A,"
    " facing: 1, formation: line}\n"
    "  - {id: o1, side: french, class: officer, hex: \"0304\"}\n"
    "  - {id: a1, side: allied, class: infantry, hex: \"0304\"}\n"
    "  - {id: f1, side: french, class: infantry, hex: \"0301\"}\n"
    "  - {id: f2, side: french, class: cavalry, hex: \"0307\"}\n"
    "  - {id: d1, side: french, class: officer, hex: \"0705\"}\n"
    "  - {id: s1, side: french, class: officer, hex: \"0909\", army: d1}\n"
    "  - {id: br3, side: french, class: infantry, hex: \"0703\", army: s1}\n"
    "  - {id: br4, side: french, class: infantry, hex: \"0101\", formation: line,"
    " roster: \"A _ B _ C _ S\"}\n");
  VdWindow *window = open_board (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = panel_group (window, "0808", "Extensions");
  GtkWidget *entry;

  g_assert_nonnull (vd_test_find_visible_label (group, "fr-1-ex1 at B, the unit at B (17.1)",
                                                FALSE));
  click_in_row (group, "One More Extension", "E_xtend");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), >, 0);
  g_assert_cmpstr (unit_of (window, "fr-1-ex1")->extends, ==, "fr-1");
  g_assert_cmpstr (unit_of (window, "fr-1")->strength, ==, "B");
  undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpstr (unit_of (window, "fr-1")->strength, ==, "A");
  group = panel_group (window, "0304", "Officer Without a Stack");
  g_assert_null (vd_test_find_visible_label (group, "One More Extension", FALSE));
  entry = row_widget (group, "Enemy in His Hex", GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0505");
  click_in_row (group, "Enemy in His Hex", "_Move Him");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "0505 is not where o1 goes",
                                                TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0307");
  click_in_row (group, "Enemy in His Hex", "_Move Him");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_true (vd_hex_equal (unit_of (window, "o1")->hex, hex_of (window, "0307")));
  group = panel_group (window, "0705", "Officer Without a Stack");
  g_assert_nonnull (vd_test_find_visible_label (group, "to the nearest stack under his command, 2 "
                                                "hexes away: 0703 (26.4d)", FALSE));
  click_in_row (group, "His Stack Destroyed", "_Move Him");
  g_assert_true (vd_hex_equal (unit_of (window, "d1")->hex, hex_of (window, "0703")));
  /* BN 11.5a: br4 detaches a skirmisher from its roster row's box, at the bottom of its stack. */
  group = panel_group (window, "0101", "Extensions and Skirmishers");
  g_assert_nonnull (vd_test_find_visible_label (group, "br4-sk1, full, at the bottom of its "
                                                "stack", TRUE));
  click_in_row (group, "Detach a Skirmisher", "_Detach");
  g_assert_true (unit_of (window, "br4-sk1")->placed);
  g_assert_cmpuint (unit_of (window, "br4")->roster->skirmishers_out, ==, 1);
  vd_test_close_window (window);
}

/* BN 10.1d in the app: Ney's HQ selected shows his line of the order sheet, accepted; the
 * Allies' view does not show the French orders (9.0). */
static void
test_orders_10_1d (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "orders.yaml",
    "vedette: 1\nkind: board\ntitle: \"Orders\"\nruleset: bn\nturn: 2\nphase: fr-command\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n"
    "  - {id: ney, side: french, class: hq, hex: \"0707\"}\n"
    "journal:\n"
    "  - {event: order, turn: 1, action: preliminary, order: 1, sender: napoleon,"
    " receiver: ney, type: attack, method: written, arrives: 1, result: \"Accepted\"}\n");
  VdWindow *window = open_board (path);
  GtkWidget *group = panel_group (window, "0707", "Orders");

  g_assert_nonnull (vd_test_find_visible_label (group, "Line 1: attack, written, by aide", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "napoleon to ney, sent in turn 1: "
                                                "accepted", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "allied"));
  vd_test_spin_a_little ();
  click_hex (window, "0707");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window),
                                             "Line 1: attack, written, by aide", FALSE));
  vd_test_close_window (window);
}

/* BN 16.4 in the app: a reinforcement due this turn is listed among the units that come (back),
 * with its hexes; brought in by another hex it is refused with the rule, on its hex it is
 * placed, one step to undo. */
static void
test_reinforcement_16_4 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "reinforcement.yaml",
    "vedette: 1\nkind: board\ntitle: \"Reinforcement\"\nruleset: bn\nturn: 2\n"
    "phase: fr-movement\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr1, side: french, class: infantry, hex: \"0303\"}\n"
    "  - {id: fr6, side: french, class: infantry, hex: ~, arrives: {turn: 2, hexes: [\"0601\"]}}\n");
  VdWindow *window = open_board (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = returns_group (window, "0101");

  g_assert_nonnull (vd_test_find_visible_label (group, "not on the map yet, may arrive now: a "
                                                "reinforcement, due from turn 2 by 0601 (16.4)",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "By 0601", FALSE));
  click_in_row (group, "Bring in fr6", "_Bring In");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "fr6 arrives by 0601, not 0101 (16.4)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  group = returns_group (window, "0601");
  click_in_row (group, "Bring in fr6", "_Bring In");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  g_assert_true (unit_of (window, "fr6")->placed);
  g_assert_true (vd_hex_equal (unit_of (window, "fr6")->hex, hex_of (window, "0601")));
  undo (window);
  g_assert_false (unit_of (window, "fr6")->placed);
  /* The turn's header names the arrival to the referee and to the French, not to the Allies. */
  g_assert_true (gtk_widget_get_visible (window->turn_conditions_button));
  g_assert_nonnull (strstr (gtk_label_get_text (window->turn_conditions_label),
                            "\nfr6 arrives by 0601 (16.4)"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "allied"));
  vd_test_spin_a_little ();
  g_assert_false (gtk_widget_get_visible (window->turn_conditions_button));
  vd_test_close_window (window);
}

/* 1914-RET-5, 1914-HQ-4, 1914-REB-1/2 in the app (README "Units that come back"): ger-a, off
 * the map, is listed with its rule; its die typed (1: back from turn 4, re-entry refused in
 * turn 3) or rolled by Vedette, each one step to undo; with 5 it re-enters on the hex selected
 * (another refused with the rule), and undo takes it off again. The HQ waits on its reading;
 * with the readings entered, ger-b and ger-c are rebuilt as ger-c on ger-hq1, one step. A
 * side's view lists its own counters only; NaA has no such group. */
static void
test_returns (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_returns (fixture);
  VdBoardDocument *document = vd_window_get_board_document (window);
  VdBattle *battle = vd_board_document_get_battle (document);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  g_autoptr(GError) error = NULL;
  GtkWidget *group = returns_group (window, "0603");
  GtkWidget *entry;
  const VdBoardEvent *event;

  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 5);
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map: left the map in turn 1; its "
                                                "re-entry die is not rolled yet (1914-RET-5)",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "eliminated in turn 1; the turn it comes "
                                                "back waits on reading 1914-i-hq-return-turn",
                                                TRUE));
  g_assert_null (vd_test_find_visible_label (group, "Rebuild ger-b + ger-c", FALSE));

  /* The players' 1: back from turn 4, not now. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "ger-a’s Re-entry Die",
                                                          GTK_TYPE_SPIN_BUTTON)), 1);
  click_in_row (group, "ger-a’s Re-entry Die", "R_ecord");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  event = vd_battle_get_event (battle, 5);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpint (event->die, ==, 1);
  g_assert_cmpint (event->to_turn, ==, 4);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "ger-a off the map rolls 1: "
                                                "back from turn 4", TRUE));
  group = returns_group (window, "0603");
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map: left the map in turn 1, die "
                                                "1: back from turn 4 (1914-RET-5)", FALSE));
  entry = row_widget (group, "Re-enter ger-a", GTK_TYPE_ENTRY);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "0603");
  click_in_row (group, "Re-enter ger-a", "Re-_enter");
  g_assert_nonnull (vd_test_find_visible_label (group, "ger-a may come back from turn 4, not in "
                                                "turn 3 (1914-RET-5)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 5);

  /* Vedette's roll, kept the same way. */
  group = returns_group (window, "0603");
  click_in_row (group, "ger-a’s Re-entry Die", "_Roll");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  event = vd_battle_get_event (battle, 5);
  g_assert_cmpint (event->die, >=, 1);
  g_assert_cmpint (event->die, <=, 6);
  undo (window);

  /* 5: back from turn 2, by 0604 or an edge hex next to it. */
  group = returns_group (window, "0603");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "ger-a’s Re-entry Die",
                                                          GTK_TYPE_SPIN_BUTTON)), 5);
  click_in_row (group, "ger-a’s Re-entry Die", "R_ecord");
  group = returns_group (window, "0303");
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map, may come back now: left the "
                                                "map in turn 1, die 5: back from turn 2 "
                                                "(1914-RET-5)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "By 0604, 0603, 0605", FALSE));
  click_in_row (group, "Re-enter ger-a", "Re-_enter");
  g_assert_nonnull (vd_test_find_visible_label (group, "ger-a comes back by 0604 or an edge hex "
                                                "next to it (0604, 0603, 0605), not 0303 "
                                                "(1914-RET-5)", FALSE));
  g_assert_false (unit_of (window, "ger-a")->placed);
  group = returns_group (window, "0603");
  click_in_row (group, "Re-enter ger-a", "Re-_enter");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 7);
  g_assert_true (unit_of (window, "ger-a")->placed);
  g_assert_true (vd_hex_equal (unit_of (window, "ger-a")->hex, hex_of (window, "0603")));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "ger-a moves to 0603",
                                                TRUE));
  undo (window);
  g_assert_false (unit_of (window, "ger-a")->placed);
  group = returns_group (window, "0603");
  g_assert_nonnull (vd_test_find_visible_label (group, "Re-enter ger-a", FALSE));

  /* The HQ's return waits on its reading: refused with it. */
  click_in_row (group, "Re-enter ger-hq2", "Re-_enter");
  g_assert_nonnull (vd_test_find_visible_label (group, "ger-hq2: eliminated in turn 1; the turn "
                                                "it comes back waits on reading", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);

  /* A side's view: the Allies know nothing of the Germans' losses. */
  vd_window_board_set_side (window, "allied");
  click_hex (window, "0603");
  g_assert_null (vd_test_find_visible_label (panel, "Units That Come Back", FALSE));
  vd_window_board_set_side (window, "german");
  group = returns_group (window, "0603");
  g_assert_nonnull (vd_test_find_visible_label (group, "Re-enter ger-a", FALSE));
  vd_window_board_set_side (window, NULL);

  /* The owner's readings: the pair is offered, rebuilt as ger-c on ger-hq1, one step. */
  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");

    vd_hex_entries_set_choice (entries, "1914-i-hq-return-turn", "next-turn", "Test", "T");
    vd_hex_entries_set_choice (entries, "1914-i-rebuild-pair", "same-army", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  g_assert_true (vd_board_document_reload_module (document, &error));
  g_assert_no_error (error);
  group = returns_group (window, "0603");
  g_assert_nonnull (vd_test_find_visible_label (group, "may be rebuilt now, one of the two, on HQ "
                                                "ger-hq1, operational at once (1914-REB-2)",
                                                FALSE));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (row_widget (group, "Rebuild ger-b + ger-c",
                                                         GTK_TYPE_DROP_DOWN)), 1);
  click_in_row (group, "Rebuild ger-b + ger-c", "Re_build");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 8);
  g_assert_true (unit_of (window, "ger-c")->placed);
  g_assert_true (vd_hex_equal (unit_of (window, "ger-c")->hex, hex_of (window, "0606")));
  g_assert_cmpstr (unit_of (window, "ger-b")->state, ==, "merged");
  group = returns_group (window, "0603");
  g_assert_null (vd_test_find_visible_label (group, "Rebuild ger-b + ger-c", FALSE));
  undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  g_assert_false (unit_of (window, "ger-c")->placed);
  g_assert_null (unit_of (window, "ger-b")->state);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);

  /* A game without these rules (NaA) has no such group. */
  window = open_special (fixture);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  click_hex (window, "0106");
  vd_test_wait_for_label (panel, "Special Rules", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Units That Come Back", FALSE));
  vd_test_close_window (window);
}

/* The board's report and turn record saved from the app (README "The board's report"): the
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
  VdWindow *window = open_board (path);

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

/* The expander row titled TITLE in ROOT, opened. */
static GtkWidget *
open_expander (GtkWidget *root, const char *title)
{
  GtkLabel *label = vd_test_find_visible_label (root, title, FALSE);
  GtkWidget *expander;

  g_assert_nonnull (label);
  expander = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_EXPANDER_ROW);
  g_assert_nonnull (expander);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  vd_test_spin_a_little ();
  return expander;
}

/* BN 10.1f, 10.1a-c and 10.2 in the app: Davout's line 1, due this command phase, is refused
 * while the qualities are not given (the cell named missing), then rolled 25 with qualities 4
 * and 1 (column 3: D5, the seed's example) and shows delayed D5; Grouchy writes a non-attack
 * order to Ney, verbal, which becomes line 2 with its words; Ney tries for the initiative (63,
 * quality 2, anti -1: no effect, the seed's example) and falls back in an emergency retreat
 * (10.4); each one step of the journal. */
static void
test_orders_write_10_1a_10_1f (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "orders.yaml",
    "vedette: 1\nkind: board\ntitle: \"Orders\"\nruleset: bn\nturn: 2\nphase: fr-command\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n"
    "  - {id: grouchy, side: french, class: officer, hex: \"0505\"}\n"
    "  - {id: davout, side: french, class: hq, hex: \"0509\"}\n"
    "  - {id: ney, side: french, class: hq, hex: \"0707\"}\n"
    "journal:\n"
    "  - {event: order, turn: 1, action: send, order: 1, sender: grouchy, receiver: davout,"
    " type: attack, method: written, arrives: 2}\n");
  VdWindow *window = open_board (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = panel_group (window, "0509", "Orders");
  const VdBoardEvent *event;

  open_expander (group, "Line 1: attack, written, by aide");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Roll", GTK_TYPE_SPIN_BUTTON)),
                             25);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Roll the Acceptance"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "the referee’s reading is needed", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Receiver’s Quality",
                                                          GTK_TYPE_SPIN_BUTTON)), 4);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Sender’s Quality",
                                                          GTK_TYPE_SPIN_BUTTON)), 1);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Roll the Acceptance"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpstr (event->order_action, ==, "arrive");
  g_assert_cmpint (event->order_line, ==, 1);
  group = panel_group (window, "0509", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "delayed D5", TRUE));

  group = panel_group (window, "0505", "Orders");
  open_expander (group, "Write an Order");
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "To", FALSE)), ADW_TYPE_COMBO_ROW)), 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "Type", FALSE)), ADW_TYPE_COMBO_ROW)), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "Method", FALSE)), ADW_TYPE_COMBO_ROW)), 1);
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "The Order’s Words", FALSE)),
    ADW_TYPE_ENTRY_ROW)), "hold Sokolnitz");
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Send"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  event = vd_battle_get_event (battle, 2);
  g_assert_cmpstr (event->order_action, ==, "send");
  g_assert_cmpint (event->order_line, ==, 2);
  g_assert_cmpstr (event->order_type, ==, "non-attack");
  g_assert_cmpstr (event->order_method, ==, "verbal");
  g_assert_cmpstr (event->sender, ==, "grouchy");
  g_assert_cmpstr (event->receiver, ==, "ney");
  g_assert_cmpstr (event->order_text, ==, "hold Sokolnitz");
  group = panel_group (window, "0505", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "Line 2: non-attack, verbal, by aide",
                                                FALSE));

  /* 10.2, 10.2d-e: Ney, a corps commander of quality 2, rolls 63 against an anti-initiative
   * of -1: column 1, no effect, the seed's example. */
  group = panel_group (window, "0707", "Orders");
  open_expander (group, "Try for the Initiative");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Roll", GTK_TYPE_SPIN_BUTTON)),
                             63);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "His Quality",
                                                          GTK_TYPE_SPIN_BUTTON)), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Anti-Initiative",
                                                          GTK_TYPE_SPIN_BUTTON)), -1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "His Rank", FALSE)), ADW_TYPE_COMBO_ROW)), 3);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Try"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 4);
  event = vd_battle_get_event (battle, 3);
  g_assert_cmpstr (event->order_action, ==, "initiative");
  g_assert_cmpstr (event->sender, ==, "ney");
  g_assert_cmpint (event->roll, ==, 63);
  g_assert_cmpstr (event->result, ==, "no effect");

  /* 10.4: Ney, with no order in force, falls back; a second retreat this turn is not offered;
   * no stoppage test, his corps on no attack order. */
  group = panel_group (window, "0707", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "Sheet (10.1h)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "pinned: no order of its is in force",
                                                TRUE));
  g_assert_null (vd_test_find_visible_label (group, "Attack Stoppage", FALSE));
  open_expander (group, "Emergency Retreat");
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Fall Back"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 5);
  event = vd_battle_get_event (battle, 4);
  g_assert_cmpstr (event->order_action, ==, "emergency");
  group = panel_group (window, "0707", "Orders");
  g_assert_null (vd_test_find_visible_label (group, "Emergency Retreat", FALSE));
  vd_test_close_window (window);
}

/* BN 10.3a-b in the app: Ney's corps, on an accepted attack order and fired on in turn 1,
 * shows the stoppage test; quality 3 and a roll of 2 stop it (the seed's least roll, 3), said
 * on the row and in a notification, and nothing is recorded. */
static void
test_orders_stoppage_10_3 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "stoppage-bn.yaml", NULL);
  g_autofree char *text = NULL, *path = NULL;
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *group;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "stoppage.yaml", text);
  window = open_board (path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  group = panel_group (window, "0707", "Orders");
  open_expander (group, "Attack Stoppage");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Commander’s Quality",
                                                          GTK_TYPE_SPIN_BUTTON)), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_widget (group, "Roll", GTK_TYPE_SPIN_BUTTON)),
                             2);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Test"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "roll 2: it stops and waits for new orders",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "the second table: 3 or more on two dice "
                                                "(quality 3) (10.3-ex)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  vd_test_close_window (window);
}

/* BN 20.4d in the app: a roll of 55 at a stack with two officers asks which one it kills, the
 * first choice leaving the draw to Vedette; the one chosen is taken off the map, the other
 * stays (the Fire Table's cell for column 13, 55, missing, given as the referee's result). */
static void
test_fire_officer_20_4d (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "fire-bn.yaml",
                                                   NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  g_autoptr(GString) board = NULL;
  VdWindow *window;
  GtkWidget *panel, *extra, *choice;
  AdwMessageDialog *dialog;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_choice (entries, "bn-i-half-rounding", "up", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  board = g_string_new (text);
  g_assert_cmpint (g_string_replace (board, "formation: line, facing: 0}",
                                     "formation: line, facing: 0,"
                                     " roster: \"A _ B _ _ V _ C _ _ _\"}\n"
                                     "  - {id: gen-a, name: \"General A\", side: allied,"
                                     " class: officer, hex: \"0505\"}\n"
                                     "  - {id: gen-b, name: \"General B\", side: allied,"
                                     " class: officer, hex: \"0505\"}", 1), ==, 1);
  path = vd_test_write_file (fixture, "fire-officer.yaml", board->str);
  window = open_board (path);
  panel = tick_20_4_fire (window);
  read_fire_roll (panel, 55);
  vd_test_wait_for_label (panel, "The Referee's Result", TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row_widget (panel, "The Referee's Result",
                                                   GTK_TYPE_ENTRY)), "1(0)");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = wait_for_response (window, "share", "the officer killed is asked");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "(20.4d)"));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "share"));
  extra = adw_message_dialog_get_extra_child (dialog);
  choice = row_widget (extra, "Officer Killed", GTK_TYPE_DROP_DOWN);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (choice))),
                    ==, 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 2);
  click_response (dialog, "share");
  vd_test_spin_until (no_message_dialog, window, "the dialog is done");
  g_assert_false (unit_of (window, "gen-b")->placed);
  g_assert_true (unit_of (window, "gen-a")->placed);
  g_assert_cmpuint (unit_of (window, "al")->roster->casualties, ==, 1);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
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
  VD_TEST_ADD ("/app/board/build", test_build);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *name = g_strdup_printf ("/app/board/build-each-game/%s", games[i]);

      g_test_add (name, Fixture, games[i], vd_test_fixture_set_up, test_build_each_game,
                  vd_test_fixture_tear_down);
    }
  VD_TEST_ADD ("/app/board/background", test_background);
  VD_TEST_ADD ("/app/board/side-view", test_side_view);
  VD_TEST_ADD ("/app/board/levels-LBA-LVL-1-LVL-3", test_levels);
  VD_TEST_ADD ("/app/board/charts", test_charts);
  VD_TEST_ADD ("/app/board/side-view-hidden", test_side_view_hidden);
  VD_TEST_ADD ("/app/board/LBA-DRAG-1-hexside-counter", test_hexside_counter);
  VD_TEST_ADD ("/app/board/move-by-the-rules", test_move_by_the_rules);
  VD_TEST_ADD ("/app/board/forced-march", test_forced_march);
  VD_TEST_ADD ("/app/board/rail-and-supply-1914-RAIL-1", test_rail_and_supply);
  VD_TEST_ADD ("/app/board/formation-11.0", test_formation_11_0);
  VD_TEST_ADD ("/app/board/formation-11.6a", test_formation_11_6a);
  VD_TEST_ADD ("/app/board/demoralized-DEM-1", test_demoralized);
  VD_TEST_ADD ("/app/board/odds-1914-TER-5", test_odds_panel);
  VD_TEST_ADD ("/app/board/apply-result-1914-CBT-11-RET-6", test_apply_result);
  VD_TEST_ADD ("/app/board/refuse-combat-1914-CBT-8", test_refuse_combat);
  VD_TEST_ADD ("/app/board/reduce-attack-1914-CBT-7", test_reduce_attack);
  VD_TEST_ADD ("/app/board/odds-attackers-1914-CBT-9-CBT-11", test_odds_attackers);
  VD_TEST_ADD ("/app/board/odds-LBA-PRE-1-bn-23.1j", test_odds_other_games);
  VD_TEST_ADD ("/app/board/fire-20.4-ex2", test_fire_panel);
  VD_TEST_ADD ("/app/board/roster-20.6a", test_roster);
  VD_TEST_ADD ("/app/board/fire-apply-20.4", test_fire_apply);
  VD_TEST_ADD ("/app/board/fire-officer-20.4d", test_fire_officer_20_4d);
  VD_TEST_ADD ("/app/board/morale-25.2-ex", test_morale_check);
  VD_TEST_ADD ("/app/board/morale-25.5", test_morale_rally);
  VD_TEST_ADD ("/app/board/morale-25.2-ex-stragglers", test_morale_stragglers);
  VD_TEST_ADD ("/app/board/exit-F4-F8", test_exit_map);
  VD_TEST_ADD ("/app/board/break-ice-ICE-2-ICE-6", test_break_ice);
  VD_TEST_ADD ("/app/board/demolish-ICE-4", test_demolish_bridge);
  VD_TEST_ADD ("/app/board/carre-LBA-CAR-1-LBA-CAR-2", test_carre);
  VD_TEST_ADD ("/app/board/recall-LBA-REC-1", test_recall);
  VD_TEST_ADD ("/app/board/limber-LBA-LIMB-1", test_limber);
  VD_TEST_ADD ("/app/board/charge-bn-24.1b-24.1e-15.2c", test_charge);
  VD_TEST_ADD ("/app/board/fire-checks-LBA-MC-1-LBA-MC-2-LBA-COS-1", test_fire_checks);
  VD_TEST_ADD ("/app/board/returns-1914-RET-5-REB-1", test_returns);
  VD_TEST_ADD ("/app/board/reinforcement-16.4", test_reinforcement_16_4);
  VD_TEST_ADD ("/app/board/orders-10.1d-9.0", test_orders_10_1d);
  VD_TEST_ADD ("/app/board/save-report", test_save_report);
  VD_TEST_ADD ("/app/board/orders-write-10.1a-10.1f-10.2-10.4", test_orders_write_10_1a_10_1f);
  VD_TEST_ADD ("/app/board/orders-stoppage-10.3", test_orders_stoppage_10_3);
  VD_TEST_ADD ("/app/board/counter-steps-17.1-26.4-11.5a", test_counter_steps_17_1_26_4);
  VD_TEST_ADD ("/app/board/blown-24.2a-24.2c", test_blown_24_2a_24_2c);
  VD_TEST_ADD ("/app/board/odds-whole-stack-1914-CBT-5", test_odds_whole_stack);
  VD_TEST_ADD ("/app/board/crt-column-1914-CBT-11-CBT-13", test_crt_column);
  VD_TEST_ADD ("/app/board/retreat-shading-1914-RET-2-RET-7", test_retreat_shading);
  VD_TEST_ADD ("/app/board/line-of-sight-19.2b-19.3f", test_line_of_sight);
  VD_TEST_ADD ("/app/board/combats-1914-CBT-2-CBT-5", test_combats_panel);
  VD_TEST_ADD ("/app/board/turn-header-FOG-1-A4", test_turn_header);
  VD_TEST_ADD ("/app/board/next-phase-owed-1914-CBT-2", test_next_phase_owed);
  VD_TEST_ADD ("/app/board/victory-VIC-4", test_victory);
  status = g_test_run ();
  vd_test_remove_dir (data_home);
  return status;
}
