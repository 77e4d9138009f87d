#include "vd-test-app.h"

#include <glib/gstdio.h>
#include <string.h>

#include "vd-table-reader.h"

#define TIMEOUT_US (20 * G_USEC_PER_SEC)

typedef struct {
  GtkWidget  *root;
  const char *text;
  gboolean    shown;
} LabelWait;

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

void
vd_test_app_init (int *argc, char ***argv, gboolean animations)
{
  g_test_init (argc, argv, NULL);
  adw_init ();
  if (!animations)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* Makes the main loop's iterations return now and then, without taking the place of redraws:
 * when frames come slowly (under valgrind), a timer of default priority would be due
 * at every turn and the window would hardly ever draw. */
static guint
wake_regularly (void)
{
  return g_timeout_add_full (G_PRIORITY_LOW, 10, wake_cb, NULL, NULL);
}

/* Runs the main loop until CONDITION holds; fails the test after TIMEOUT_US. */
void
vd_test_spin_until (gboolean (*condition) (gpointer data), gpointer data, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + TIMEOUT_US;
  guint wake = wake_regularly ();

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting until %s", what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

/* Lets pending redraws and idles run. */
void
vd_test_spin_a_little (void)
{
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 10;
  guint wake = wake_regularly ();

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
}

gboolean
vd_test_view_is_allocated (gpointer data)
{
  VdTableView *view = vd_window_get_table_view (data);
  VdViewport *viewport = vd_table_view_get_viewport (view);

  return gtk_widget_get_mapped (GTK_WIDGET (view))
         && gtk_widget_get_width (GTK_WIDGET (view)) > 0
         && vd_viewport_get_view_width (viewport) == gtk_widget_get_width (GTK_WIDGET (view))
         && vd_viewport_get_view_height (viewport) == gtk_widget_get_height (GTK_WIDGET (view));
}

static gboolean
window_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

void
vd_test_present (VdWindow *window)
{
  gtk_window_present (GTK_WINDOW (window));
  vd_test_spin_until (window_is_mapped, window, "the window is mapped");
  if (g_strcmp0 (vd_window_get_page (window), "table") == 0)
    vd_test_spin_until (vd_test_view_is_allocated, window, "the table view is allocated");
  vd_test_spin_a_little ();
}

AdwMessageDialog *
vd_test_find_message_dialog (VdWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)) &&
          gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window))
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

static gboolean
has_message_dialog (gpointer window)
{
  return vd_test_find_message_dialog (window) != NULL;
}

/* Dialogs some windows show from an idle (the recovery offer): under valgrind, long after. */
AdwMessageDialog *
vd_test_wait_for_message_dialog (VdWindow *window, const char *what)
{
  vd_test_spin_until (has_message_dialog, window, what);
  return vd_test_find_message_dialog (window);
}

/* As the application opens a file: a new window, the file, then present. */
VdWindow *
vd_test_open_window (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  VdWindow *window = vd_window_new (NULL);

  vd_window_open_file (window, file);
  vd_test_present (window);
  return window;
}

gboolean
vd_test_pointer_is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Closes WINDOW and checks that it and its document (table or board) are freed. */
void
vd_test_close_window (VdWindow *window)
{
  VdDocument *document = vd_window_get_document (window);
  VdBoardDocument *board = vd_window_get_board_document (window);
  VdBoardView *view = vd_window_get_board_view (window);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  if (document != NULL)
    g_object_add_weak_pointer (G_OBJECT (document), (gpointer *) &document);
  if (board != NULL)
    g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  gtk_window_destroy (GTK_WINDOW (window));
  vd_test_spin_until (vd_test_pointer_is_null, &window, "the window is freed");
  vd_test_spin_until (vd_test_pointer_is_null, &document, "the document is freed");
  vd_test_spin_until (vd_test_pointer_is_null, &board, "the board is freed");
  vd_test_spin_until (vd_test_pointer_is_null, &view, "the board view is freed");
}

GtkPageSetup *
vd_test_a4_setup (void)
{
  GtkPageSetup *setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);

  gtk_page_setup_set_paper_size (setup, a4);
  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_page_setup_set_top_margin (setup, 10, GTK_UNIT_MM);
  gtk_page_setup_set_bottom_margin (setup, 10, GTK_UNIT_MM);
  gtk_page_setup_set_left_margin (setup, 10, GTK_UNIT_MM);
  gtk_page_setup_set_right_margin (setup, 10, GTK_UNIT_MM);
  return setup;
}

char *
vd_test_write_file (Fixture *fixture, const char *name, const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (fixture->dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

GtkEventController *
vd_test_find_controller (GtkWidget *widget, GType type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  g_error ("no %s on %s", g_type_name (type), G_OBJECT_TYPE_NAME (widget));
  return NULL;
}

/* Whether the user can see a label reading TEXT (or containing it) inside ROOT. */
GtkLabel *
vd_test_find_visible_label (GtkWidget *root, const char *text, gboolean substring)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_LABEL (child))
        {
          const char *label = gtk_label_get_text (GTK_LABEL (child));

          if (substring ? strstr (label, text) != NULL : g_str_equal (label, text))
            return GTK_LABEL (child);
        }
      found = vd_test_find_visible_label (child, text, substring);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
label_is_in_state (gpointer data)
{
  LabelWait *wait = data;

  return (vd_test_find_visible_label (wait->root, wait->text, FALSE) != NULL) == wait->shown;
}

/* Page transitions keep the old page on screen for a moment: wait for them to end. */
void
vd_test_wait_for_label (GtkWidget *root, const char *text, gboolean shown)
{
  LabelWait wait = { root, text, shown };
  g_autofree char *what = g_strdup_printf ("the label “%s” is %s", text, shown ? "shown" : "gone");

  vd_test_spin_until (label_is_in_state, &wait, what);
}

GtkButton *
vd_test_find_visible_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkButton *found;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return GTK_BUTTON (child);
      found = vd_test_find_visible_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
vd_test_click (VdTableView *view, VdPoint p)
{
  GtkEventController *gesture = vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_CLICK);

  g_signal_emit_by_name (gesture, "pressed", 1, p.x, p.y);
  g_signal_emit_by_name (gesture, "released", 1, p.x, p.y);
  vd_test_spin_a_little ();
}

/* Selects the unit ID with a click on its centre, as the referee does. */
void
vd_test_click_unit (VdWindow *window, const char *id)
{
  VdTableView *view = vd_window_get_table_view (window);
  const VdUnit *unit = vd_table_find_unit (vd_table_view_get_table (view), id);
  VdPoint centre = vd_footprint_centre (vd_unit_footprint (unit));

  g_assert_true (vd_table_unit_at (vd_table_view_get_table (view), centre) == unit);
  vd_test_click (view, vd_viewport_table_to_view (vd_table_view_get_viewport (view), centre));
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, id);
  vd_test_wait_for_label (GTK_WIDGET (vd_window_get_unit_panel (window)), unit->name, TRUE);
}

void
vd_test_remove_dir (const char *dir)
{
  g_autoptr(GDir) entries = g_dir_open (dir, 0, NULL);
  const char *name;

  while (entries != NULL && (name = g_dir_read_name (entries)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        vd_test_remove_dir (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

void
vd_test_fixture_set_up (Fixture *fixture, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("vedette-test-app-XXXXXX", &error);
  g_assert_no_error (error);
}

void
vd_test_fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  vd_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

void
vd_test_drag_begin (VdWindow *window, const char *id)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  const VdUnit *unit = vd_table_find_unit (vd_table_view_get_table (view), id);
  VdPoint start = vd_viewport_table_to_view (viewport, vd_footprint_centre (vd_unit_footprint (unit)));

  g_signal_emit_by_name (vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_CLICK),
                         "pressed", 1, start.x, start.y);
  g_signal_emit_by_name (vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_DRAG),
                         "drag-begin", start.x, start.y);
}

void
vd_test_drag_update (VdWindow *window, VdPoint offset)
{
  VdTableView *view = vd_window_get_table_view (window);

  g_signal_emit_by_name (vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_DRAG),
                         "drag-update", offset.x, offset.y);
}

void
vd_test_drag_end (VdWindow *window, VdPoint offset)
{
  VdTableView *view = vd_window_get_table_view (window);

  g_signal_emit_by_name (vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_DRAG),
                         "drag-end", offset.x, offset.y);
  g_signal_emit_by_name (vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_CLICK),
                         "released", 1, offset.x, offset.y);
  vd_test_spin_a_little ();
}

VdPoint
vd_test_view_offset (VdWindow *window, VdPoint table_delta)
{
  double scale = vd_viewport_get_scale (vd_table_view_get_viewport (vd_window_get_table_view (window)));

  /* The view's y grows downwards, the table's towards the far edge. */
  return vd_point (table_delta.x * scale, -table_delta.y * scale);
}

/* A valid table of 96 units in two lines facing each other, with a wood and a road. */
char *
vd_test_write_small_table (Fixture *fixture)
{
  g_autoptr(GString) yaml = g_string_new (NULL);

  g_string_append (yaml,
                   "vedette: 1\n"
                   "kind: table\n"
                   "title: \"Test & skirmish\"\n"
                   "scale: 25mm\n"
                   "table: [1800, 1200]\n"
                   "terrain:\n"
                   "  - id: wood-1\n"
                   "    type: wood\n"
                   "    area: [[100, 500], [400, 500], [400, 700], [100, 700]]\n"
                   "  - id: road-1\n"
                   "    type: road\n"
                   "    line: [[0, 600], [1800, 650]]\n"
                   "units:\n");
  for (int i = 0; i < 96; i++)
    {
      gboolean french = i < 48;
      int column = i % 48;

      g_string_append_printf (yaml,
                              "  - id: u%02d\n"
                              "    name: \"Bataillon %d of the %s\"\n"
                              "    side: %s\n"
                              "    arm: infantry\n"
                              "    formation: column\n"
                              "    at: [%d, %d]\n"
                              "    facing: %d\n"
                              "    frontage: 30\n"
                              "    depth: 40\n"
                              "    figures: 24\n",
                              i, column + 1, french ? "French" : "Russians",
                              french ? "french" : "russian",
                              60 + (column % 24) * 70, french ? 150 + (column / 24) * 100 : 1050 - (column / 24) * 100,
                              french ? 0 : 180);
    }
  return vd_test_write_file (fixture, "small.yaml", yaml->str);
}

/* A point of the view over the table but over no unit. */
VdPoint
vd_test_find_empty_point (VdTableView *view)
{
  VdTable *table = vd_table_view_get_table (view);
  VdViewport *viewport = vd_table_view_get_viewport (view);

  for (int i = 1; i < 40; i++)
    for (int j = 1; j < 40; j++)
      {
        VdPoint t = { table->width * i / 40.0, table->depth * j / 40.0 };

        if (vd_table_unit_at (table, t) == NULL)
          return vd_viewport_table_to_view (viewport, t);
      }
  g_error ("the table has no empty point");
  return (VdPoint) { 0, 0 };
}

const VdUnit *
vd_test_unit (VdWindow *window, const char *id)
{
  return vd_table_find_unit (vd_document_get_table (vd_window_get_document (window)), id);
}

const VdFeature *
vd_test_feature (VdWindow *window, const char *id)
{
  return vd_table_find_feature (vd_document_get_table (vd_window_get_document (window)), id);
}

VdPoint
vd_test_view_point (VdWindow *window, VdPoint table_point)
{
  return vd_viewport_table_to_view (vd_table_view_get_viewport (vd_window_get_table_view (window)),
                                    table_point);
}

void
vd_test_drag_view (VdWindow *window, VdPoint from, VdPoint to)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_table_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *gesture = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  VdPoint offset = vd_point_sub (to, from);

  g_signal_emit_by_name (click, "pressed", 1, from.x, from.y);
  g_signal_emit_by_name (gesture, "drag-begin", from.x, from.y);
  g_signal_emit_by_name (gesture, "drag-update", offset.x / 2, offset.y / 2);
  g_signal_emit_by_name (gesture, "drag-update", offset.x, offset.y);
  g_signal_emit_by_name (gesture, "drag-end", offset.x, offset.y);
  g_signal_emit_by_name (click, "released", 1, to.x, to.y);
  vd_test_spin_a_little ();
}

VdBattle *
vd_test_read_battle (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  VdRuleset *ruleset = NULL;
  VdTable *setup = vd_table_load_checked (path, &ruleset, &error);
  VdBattle *battle;

  g_assert_no_error (error);
  battle = vd_table_battle_new (setup, ruleset, NULL, &error);
  g_assert_no_error (error);
  return battle;
}

/* The panel's casualties field, whose own − and + record a loss (the only pair it shows). */
GtkSpinButton *
vd_test_casualties_spin (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = gtk_widget_get_ancestor (child, ADW_TYPE_PREFERENCES_ROW);
      GtkSpinButton *found;

      if (GTK_IS_SPIN_BUTTON (child) && row != NULL &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Casualties") == 0)
        return GTK_SPIN_BUTTON (child);
      found = vd_test_casualties_spin (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* One figure lost (FORWARD) or given back, as the field's own + and − do. */
void
vd_test_spin_casualties (GtkWidget *panel, GtkSpinType direction)
{
  GtkSpinButton *spin = vd_test_casualties_spin (panel);

  g_assert_nonnull (spin);
  gtk_spin_button_spin (spin, direction, 1);
  vd_test_spin_a_little ();
}

/* The first widget of TYPE inside ROOT (ROOT included), depth first. */
GtkWidget *
vd_test_find_descendant (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = vd_test_find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}
