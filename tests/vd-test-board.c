#include "vd-test-board.h"

#include "vd-board-document.h"
#include "vd-board-panel.h"
#include "vd-board-view.h"
#include "vd-window-private.h"

/* The board page's own helpers for the app's tests: a board opened, its hexes clicked, hovered
 * and dragged as the referee does, and the panel's groups, rows and dialogs found. */

/* For vd_test_spin_until (): the board view of WINDOW is shown with a size. */
gboolean
vd_test_board_view_is_allocated (gpointer data)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (data));

  return gtk_widget_get_mapped (view) && gtk_widget_get_width (view) > 0;
}

/* The board file PATH opened in a window, its view allocated. */
VdWindow *
vd_test_board_open (const char *path)
{
  VdWindow *window = vd_test_open_window (path);

  if (vd_window_get_error_message (window) != NULL)
    g_error ("%s", vd_window_get_error_message (window));
  g_assert_cmpstr (vd_window_get_page (window), ==, "board");
  vd_test_spin_until (vd_test_board_view_is_allocated, window, "the board view is allocated");
  vd_test_spin_a_little ();
  return window;
}

/* The test board NAME of tests/files/hex copied into the fixture's folder and opened. */
VdWindow *
vd_test_board_open_copy (Fixture *fixture, const char *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", name, NULL);
  g_autofree char *text = NULL, *path = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, name, text);
  return vd_test_board_open (path);
}

/* tests/files/hex/NAME opened from a copy in which FIND, found once, is replaced by REPLACE. */
VdWindow *
vd_test_board_open_edited (Fixture *fixture, const char *name, const char *find,
                           const char *replace)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", name, NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autoptr(GString) board = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  board = g_string_new (text);
  g_assert_cmpint (g_string_replace (board, find, replace, 1), ==, 1);
  path = vd_test_write_file (fixture, name, board->str);
  return vd_test_board_open (path);
}

/* The hex labelled LABEL on the window's board. */
VdHex
vd_test_board_hex (VdWindow *window, const char *label)
{
  VdBoard *board = vd_board_document_get_board (vd_window_get_board_document (window));
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

/* The view point at LABEL's centre. */
void
vd_test_board_centre (VdWindow *window, const char *label, double *x, double *y)
{
  vd_board_view_hex_to_view (vd_window_get_board_view (window), vd_test_board_hex (window,
                                                                                   label), x, y);
}

/* A click at LABEL's centre, as the referee selects a hex. */
void
vd_test_board_click (VdWindow *window, const char *label)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x, y;

  vd_test_board_centre (window, label, &x, &y);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_signal_emit_by_name (click, "released", 1, x, y);
  vd_test_spin_a_little ();
}

/* A drag from FROM's centre to TO's, as the referee moves a counter. */
void
vd_test_board_drag (VdWindow *window, const char *from, const char *to)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x0, y0, x1, y1;

  vd_test_board_centre (window, from, &x0, &y0);
  vd_test_board_centre (window, to, &x1, &y1);
  g_signal_emit_by_name (click, "pressed", 1, x0, y0);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", (x1 - x0) / 2, (y1 - y0) / 2);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  g_signal_emit_by_name (click, "released", 1, x1, y1);
  vd_test_spin_a_little ();
}

/* The pointer moved over LABEL's centre. */
void
vd_test_board_hover (VdWindow *window, const char *label)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  double x, y;

  vd_test_board_centre (window, label, &x, &y);
  g_signal_emit_by_name (vd_test_find_controller (view, GTK_TYPE_EVENT_CONTROLLER_MOTION),
                         "motion", x, y);
  vd_test_spin_a_little ();
}

/* The counter ID on the window's board. */
const VdBoardUnit *
vd_test_board_unit (VdWindow *window, const char *id)
{
  return vd_board_find_unit (vd_board_document_get_board (vd_window_get_board_document (window)),
                             id);
}

/* For vd_test_spin_until (): no message dialog is shown over WINDOW. */
gboolean
vd_test_no_message_dialog (gpointer window)
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
void
vd_test_click_response (AdwMessageDialog *dialog, const char *response)
{
  GtkButton *button = vd_test_find_visible_button (GTK_WIDGET (dialog),
                                                   adw_message_dialog_get_response_label (
                                                     dialog, response));

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  vd_test_spin_a_little ();
}

/* The dialog whose response RESPONSE is, once it is shown. */
AdwMessageDialog *
vd_test_wait_for_response (VdWindow *window, const char *response, const char *what)
{
  Wanted wanted = { window, response };

  vd_test_spin_until (has_dialog_with, &wanted, what);
  return dialog_with (&wanted);
}

/* The descendant of the row titled TITLE in ROOT of TYPE. */
GtkWidget *
vd_test_row_widget (GtkWidget *root, const char *title, GType type)
{
  GtkLabel *label = vd_test_find_visible_label (root, title, FALSE);
  GtkWidget *row;

  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (row);
  return vd_test_find_descendant (row, type);
}

/* The players' ROLL typed in the "The Players' Roll" row of PANEL and read. */
void
vd_test_read_roll (GtkWidget *panel, int roll)
{
  GtkWidget *spin = vd_test_row_widget (panel, "The Players' Roll", GTK_TYPE_SPIN_BUTTON);
  GtkWidget *row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  GtkButton *read = vd_test_find_visible_button (row, "R_ead");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), roll);
  g_signal_emit_by_name (read, "clicked");
  vd_test_spin_a_little ();
}

/* The visible button LABEL of PANEL, clicked (it must be sensitive). */
void
vd_test_click_button (GtkWidget *panel, const char *label)
{
  GtkButton *button = vd_test_find_visible_button (panel, label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");
  vd_test_spin_a_little ();
}

/* The button ACTION in the row titled TITLE of GROUP, clicked. */
void
vd_test_click_in_row (GtkWidget *group, const char *title, const char *action)
{
  GtkLabel *label = vd_test_find_visible_label (group, title, FALSE);
  GtkWidget *row;

  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_signal_emit_by_name (vd_test_find_visible_button (row, action), "clicked");
  vd_test_spin_a_little ();
}

void
vd_test_undo (VdWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
}

/* The group titled TITLE in the board panel, once shown with the hex at LABEL selected. */
GtkWidget *
vd_test_board_group (VdWindow *window, const char *label, const char *title)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  vd_test_board_click (window, label);
  vd_test_wait_for_label (panel, title, TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, title, FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* The expander row titled TITLE in ROOT, opened. */
GtkWidget *
vd_test_open_expander (GtkWidget *root, const char *title)
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

/* The test board and its module in the fixture's folder; returns the board's path. */
char *
vd_test_board_write (Fixture *fixture)
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
