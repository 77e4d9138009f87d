/* GNOME conventions in the app: preferences, new table, recent files, drag and drop, window
 * size, layers, zoom to selection, printing and export. */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-new-table-dialog.h"
#include "vd-preferences-window.h"
#include "vd-render.h"
#include "vd-settings.h"
#include "vd-window-gnome.h"
#include "vd-window-private.h"
#include "vd-test-app.h"
#include "vd-test-pdf.h"

/* A French line 120 mm from a Russian battery on a 1800 × 1200 mm table at 25mm. */
static char *
write_table (Fixture *fixture, const char *name)
{
  return vd_test_write_file (fixture, name,
    "vedette: 1\n"
    "kind: table\n"
    "title: Gnome test\n"
    "scale: 25mm\n"
    "table: [1800, 1200]\n"
    "terrain:\n"
    "  - {id: wood-1, type: wood,"
    " area: [[700, 500], [1200, 500], [1200, 800], [700, 800]]}\n"
    "units:\n"
    "  - {id: fr-a, name: Line, side: french, arm: infantry, formation: line,"
    " at: [300, 300], frontage: 100, depth: 40, figures: 24}\n"
    "  - {id: ru-b, name: Battery, side: russian, arm: artillery, formation: battery,"
    " at: [300, 420], facing: 180, frontage: 100, depth: 40, figures: 8, calibre: 6}\n"
    "  - {id: ru-far, name: Rearguard, side: russian, arm: infantry, formation: column,"
    " at: [1500, 1000], facing: 180, frontage: 40, depth: 60, figures: 24}\n");
}

/* A French unit near the far-left corner and a Russian one further in, alone on bare cloth:
 * each is a patch of its side's colour found nowhere else. */
static char *
write_marker_table (Fixture *fixture)
{
  return vd_test_write_file (fixture, "markers.yaml",
    "vedette: 1\n"
    "kind: table\n"
    "title: Marker test\n"
    "scale: 25mm\n"
    "table: [1800, 1200]\n"
    "units:\n"
    "  - {id: fr-mark, name: Marker, side: french, arm: infantry, formation: line,"
    " at: [100, 1050], frontage: 100, depth: 40, figures: 24}\n"
    "  - {id: ru-mark, name: Sentry, side: russian, arm: infantry, formation: line,"
    " at: [300, 820], frontage: 100, depth: 40, figures: 24}\n");
}

static GSettings *
settings (void)
{
  GSettings *s = vd_settings_get_default ();

  g_assert_nonnull (s);
  return s;
}

/* The memory backend lives as long as the program: each test starts from the defaults. */
static void
reset_settings (void)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings (), "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings (), keys[i]);
}

static void
set_up (Fixture *fixture, gconstpointer data)
{
  vd_test_fixture_set_up (fixture, data);
  reset_settings ();
}

static void
tear_down (Fixture *fixture, gconstpointer data)
{
  reset_settings ();
  vd_test_fixture_tear_down (fixture, data);
}

static GtkWidget *
find_row (GtkWidget *root, GType type, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type)
          && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return child;
      found = find_row (child, type, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gpointer
find_toplevel (GType type)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

static gboolean
widget_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static void
assert_readout (VdWindow *window, const char *text)
{
  const char *readout = vd_table_view_get_readout (vd_window_get_table_view (window));

  if (readout == NULL || strstr (readout, text) == NULL)
    g_error ("the readout “%s” does not say “%s”", readout, text);
}

static VdPoint
view_point (VdWindow *window, VdPoint p)
{
  return vd_viewport_table_to_view (vd_table_view_get_viewport (vd_window_get_table_view (window)), p);
}

/* The ruler from (300, 280) to (300, 580): 300 mm, 300 paces at 1 mm a pace. */
static void
assert_ruler (VdWindow *window, const char *text)
{
  VdTableView *view = vd_window_get_table_view (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.measure", NULL));
  vd_test_click (view, view_point (window, vd_point (300, 280)));
  vd_test_click (view, view_point (window, vd_point (300, 580)));
  assert_readout (window, text);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.measure", NULL));
}

static void
assert_nearest_enemy (VdWindow *window, const char *text)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));

  vd_table_view_select_unit (vd_window_get_table_view (window), NULL);
  vd_test_click_unit (window, "fr-a");
  if (vd_test_find_visible_label (panel, text, FALSE) == NULL)
    g_error ("the panel does not show “%s” as the nearest enemy", text);
}

/* The preferences window's Show Distances In row sets the setting, which the ruler and the
 * unit panel follow. */
static void
test_preferences_units (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "units.yaml");
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *preferences;
  AdwComboRow *row;
  GtkWidget *spin_row;

  assert_ruler (window, "300.0 paces (300.0 mm)");
  assert_nearest_enemy (window, "Battery, 120 paces");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL));
  preferences = find_toplevel (VD_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  row = ADW_COMBO_ROW (find_row (preferences, ADW_TYPE_COMBO_ROW, "_Show Distances In"));
  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (g_settings_get_enum (settings (), "display-units"), ==, 1);
  assert_ruler (window, "300.0 mm (300.0 paces)");
  assert_nearest_enemy (window, "Battery, 120 mm");

  adw_combo_row_set_selected (row, 2);
  g_assert_cmpint (g_settings_get_enum (settings (), "display-units"), ==, 2);
  assert_ruler (window, "11.8 in (300.0 paces)");
  assert_nearest_enemy (window, "Battery, 4.7 in");

  /* The new tables' scale and millimetres per pace. */
  row = ADW_COMBO_ROW (find_row (preferences, ADW_TYPE_COMBO_ROW, "Figure _Scale"));
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (g_settings_get_enum (settings (), "default-scale"), ==, VD_SCALE_15MM);
  spin_row = find_row (preferences, ADW_TYPE_ACTION_ROW, "Millimetres per Pace at 15 mm");
  g_assert_nonnull (spin_row);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (spin_row))),
                             0.75);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings (), "mm-per-pace-15mm"), 0.75, 1e-9);

  gtk_window_destroy (GTK_WINDOW (preferences));
  vd_test_close_window (window);
}

/* Ctrl+N's dialog starts from the preferences and makes an empty table of the size asked,
 * without a file: saving it asks where. */
static void
test_new_table (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "old.yaml");
  VdWindow *window = vd_test_open_window (path);
  VdNewTableDialog *dialog;
  GtkButton *create;
  VdDocument *document;
  VdTable *table;

  g_settings_set_enum (settings (), "default-scale", VD_SCALE_15MM);
  g_settings_set_double (settings (), "mm-per-pace-15mm", 0.8);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-table", NULL));
  dialog = find_toplevel (VD_TYPE_NEW_TABLE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpint (vd_new_table_dialog_get_scale (dialog), ==, VD_SCALE_15MM);
  g_assert_cmpfloat_with_epsilon (vd_new_table_dialog_get_mm_per_pace (dialog), 0.8, 1e-9);
  g_assert_cmpfloat (vd_new_table_dialog_get_width (dialog), ==, 1800);
  g_assert_cmpfloat (vd_new_table_dialog_get_depth (dialog), ==, 1200);

  vd_new_table_dialog_set_values (dialog, "Borodino", VD_SCALE_15MM, 2400, 1500, 1.5);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  vd_test_spin_until (widget_is_mapped, dialog, "the dialog shows");
  create = vd_test_find_visible_button (GTK_WIDGET (dialog), "C_reate");
  g_assert_nonnull (create);
  g_signal_emit_by_name (create, "clicked");
  vd_test_spin_until (vd_test_pointer_is_null, &dialog, "the dialog is closed");

  document = vd_window_get_document (window);
  table = vd_document_get_table (document);
  g_assert_null (vd_document_get_file (document));
  g_assert_cmpstr (table->title, ==, "Borodino");
  g_assert_cmpint (table->scale, ==, VD_SCALE_15MM);
  g_assert_cmpfloat (table->width, ==, 2400);
  g_assert_cmpfloat (table->depth, ==, 1500);
  g_assert_cmpfloat (vd_table_mm_per_pace (table, vd_document_get_ruleset (document)), ==, 1.5);
  g_assert_cmpuint (table->units->len, ==, 0);
  g_assert_cmpstr (vd_window_get_page (window), ==, "table");
  vd_test_close_window (window);
}

static gboolean
recent_has (gpointer uri)
{
  return gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri);
}

typedef struct {
  VdWindow   *window;
  const char *uri;
} MenuWait;

static gboolean
menu_lists (gpointer data)
{
  MenuWait *wait = data;
  GMenuModel *menu = vd_window_get_recent_menu (wait->window);

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (menu, i, "target",
                                                                         G_VARIANT_TYPE_STRING);

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), wait->uri))
        return TRUE;
    }
  return FALSE;
}

/* Opening and saving a table put it in the recent files; Open Recent lists it and opens it. */
static void
test_recent (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "recent.yaml");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  VdWindow *window = vd_test_open_window (path);
  VdWindow *other;
  MenuWait wait = { window, uri };

  vd_test_spin_until (recent_has, uri, "the opened table is a recent file");
  g_assert_true (gtk_recent_manager_remove_item (manager, uri, NULL));
  g_assert_false (recent_has (uri));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  vd_test_spin_until (recent_has, uri, "the saved table is a recent file");
  vd_test_spin_until (menu_lists, &wait, "Open Recent lists the table");
  /* Closed first: a window holds its table's writer lock. */
  vd_test_close_window (window);

  other = vd_window_new (NULL);
  vd_window_open_demo (other);
  vd_test_present (other);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.open-recent", "s", uri));
  g_assert_true (g_file_equal (vd_document_get_file (vd_window_get_document (other)), file));
  vd_test_close_window (other);
}

static gboolean
emit_drop (VdWindow *window, const GValue *value)
{
  GtkEventController *target = vd_test_find_controller (GTK_WIDGET (window), GTK_TYPE_DROP_TARGET);
  gboolean done = FALSE;

  g_signal_emit_by_name (target, "drop", value, 20.0, 20.0, &done);
  return done;
}

/* A table file dropped on the window opens in it, as a file list or as one file; anything else
 * is refused. */
static void
test_drop (Fixture *fixture, gconstpointer data)
{
  g_autofree char *first = write_table (fixture, "first.yaml");
  g_autofree char *second = write_table (fixture, "second.yaml");
  g_autofree char *third = write_table (fixture, "third.yaml");
  g_autofree char *text = vd_test_write_file (fixture, "notes.txt", "not a table\n");
  g_autoptr(GFile) second_file = g_file_new_for_path (second);
  g_autoptr(GFile) third_file = g_file_new_for_path (third);
  g_autoptr(GFile) text_file = g_file_new_for_path (text);
  VdWindow *window = vd_test_open_window (first);
  g_auto(GValue) list_value = G_VALUE_INIT;
  g_auto(GValue) file_value = G_VALUE_INIT;
  g_auto(GValue) text_value = G_VALUE_INIT;
  GSList *files = g_slist_prepend (NULL, second_file);

  g_value_init (&list_value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&list_value, gdk_file_list_new_from_list (files));
  g_slist_free (files);
  g_assert_true (emit_drop (window, &list_value));
  g_assert_true (g_file_equal (vd_document_get_file (vd_window_get_document (window)), second_file));

  g_value_init (&file_value, G_TYPE_FILE);
  g_value_set_object (&file_value, third_file);
  g_assert_true (emit_drop (window, &file_value));
  g_assert_true (g_file_equal (vd_document_get_file (vd_window_get_document (window)), third_file));

  g_value_init (&text_value, G_TYPE_FILE);
  g_value_set_object (&text_value, text_file);
  g_assert_false (emit_drop (window, &text_value));
  g_assert_true (g_file_equal (vd_document_get_file (vd_window_get_document (window)), third_file));
  vd_test_close_window (window);
}

/* The size of the window closed last is the next one's. */
static void
test_window_size (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "size.yaml");
  VdWindow *window;
  int width, height;

  g_settings_set_int (settings (), "window-width", 900);
  g_settings_set_int (settings (), "window-height", 650);
  window = vd_test_open_window (path);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 650);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  vd_test_spin_a_little ();
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  vd_test_spin_until (vd_test_pointer_is_null, &window, "the window is closed");
  g_assert_cmpint (g_settings_get_int (settings (), "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings (), "window-height"), ==, 700);
  g_assert_false (g_settings_get_boolean (settings (), "window-maximized"));

  window = vd_window_new (NULL);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1000);
  g_assert_cmpint (height, ==, 700);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_layers (VdWindow *window, gboolean terrain, gboolean units, gboolean labels, gboolean sight)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdRenderOptions options;
  gboolean shows_sight;

  vd_table_view_get_render_options (view, &options);
  g_assert_cmpint (options.terrain, ==, terrain);
  g_assert_cmpint (options.units, ==, units);
  g_assert_cmpint (options.labels, ==, labels);
  g_object_get (view, "show-sight", &shows_sight, NULL);
  g_assert_cmpint (shows_sight, ==, sight);
}

/* The Layers menu's toggles change what the view draws, and are kept for the next window. */
static void
test_layers (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "layers.yaml");
  VdWindow *window = vd_test_open_window (path);
  VdWindow *next;
  g_autoptr(GVariant) state = NULL;

  assert_layers (window, TRUE, TRUE, TRUE, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "layers.show-units", NULL));
  assert_layers (window, TRUE, FALSE, TRUE, TRUE);
  g_assert_false (g_settings_get_boolean (settings (), "show-units"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "layers.show-terrain", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "layers.show-sight", NULL));
  assert_layers (window, FALSE, FALSE, TRUE, FALSE);
  g_assert_false (g_settings_get_boolean (settings (), "show-sight"));

  next = vd_test_open_window (path);
  assert_layers (next, FALSE, FALSE, TRUE, FALSE);
  vd_test_close_window (next);

  g_settings_set_boolean (settings (), "show-labels", FALSE);
  assert_layers (window, FALSE, FALSE, FALSE, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "layers.show-units", NULL));
  assert_layers (window, FALSE, TRUE, FALSE, FALSE);
  vd_test_close_window (window);
}

/* Ctrl+. zooms in on the selected unit, centred in the view. */
static void
test_zoom_selection (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "zoom.yaml");
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  double fitted = vd_viewport_get_scale (viewport);
  VdPoint centre, shown;

  g_assert_true (vd_table_view_select_unit (view, "ru-far"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-selection", NULL));
  centre = vd_footprint_centre (vd_unit_footprint (vd_test_unit (window, "ru-far")));
  shown = vd_viewport_table_to_view (viewport, centre);
  g_assert_cmpfloat_with_epsilon (shown.x, gtk_widget_get_width (GTK_WIDGET (view)) / 2.0, 1.0);
  g_assert_cmpfloat_with_epsilon (shown.y, gtk_widget_get_height (GTK_WIDGET (view)) / 2.0, 1.0);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), >, 2 * fitted);
  vd_test_close_window (window);
}

static void
count_toasts_in (GtkWidget *root, guint *n)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child))
      {
        /* libadwaita's private type: known by name only. */
        if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
          (*n)++;
        count_toasts_in (child, n);
      }
}

static guint
count_toasts (VdWindow *window)
{
  guint n = 0;

  count_toasts_in (GTK_WIDGET (window), &n);
  return n;
}

static gboolean
has_no_toast (gpointer window)
{
  return count_toasts (window) == 0;
}

/* One toast at a time: a message rewrites the toast of a change instead of queueing behind it,
 * undo leaves a message alone, and the toast goes by itself. (libadwaita 1.2 crashes when a
 * toast goes while it still slides in: the window times its toast out itself.) */
static void
test_one_toast (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "toast.yaml");
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);

  g_assert_cmpuint (count_toasts (window), ==, 0);
  g_assert_true (vd_table_view_select_unit (view, "ru-far"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.rotate", "d", 15.0));
  vd_test_spin_a_little ();
  g_assert_cmpuint (count_toasts (window), ==, 1);
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Undo"));

  g_assert_true (vd_table_view_select_unit (view, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-selection", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (count_toasts (window), ==, 1);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Select a unit to zoom to it",
                                                FALSE));
  g_assert_null (vd_test_find_visible_button (GTK_WIDGET (window), "_Undo"));

  /* Undo says what it took back, in the same one toast. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpfloat (vd_test_unit (window, "ru-far")->facing, ==, 180);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Undone: ", TRUE));
  g_assert_cmpuint (count_toasts (window), ==, 1);

  /* Text, not markup: names and paths may hold & or <. */
  vd_window_toast_message (window, "Fusiliers & <Grenadiers>");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Fusiliers & <Grenadiers>",
                                                FALSE));
  g_assert_cmpuint (count_toasts (window), ==, 1);

  vd_test_spin_until (has_no_toast, window, "the toast goes by itself");
  vd_test_close_window (window);
}

static char *help_uri_shown;

/* Stands for yelp: notes the URI, then fails as a system without a help viewer does. */
static void
fake_help_launcher (VdWindow *window, const char *uri)
{
  g_autoptr(GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                                 "No application handles help:");

  g_free (help_uri_shown);
  help_uri_shown = g_strdup (uri);
  vd_window_help_not_shown (window, error);
}

static GtkMenuButton *
find_primary_menu_button (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found;

      if (GTK_IS_MENU_BUTTON (child) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (child)))
        return GTK_MENU_BUTTON (child);
      found = find_primary_menu_button (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The label of MENU's item (in any section) for ACTION, or NULL. */
static char *
menu_label_for (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *item_action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      char *label = NULL;

      if (section != NULL && (label = menu_label_for (section, action)) != NULL)
        return label;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          && g_str_equal (item_action, action)
          && g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        return label;
    }
  return NULL;
}

/* The action the window's own shortcut TRIGGER (e.g. "F1") names, or NULL. */
static GtkShortcutAction *
window_shortcut_action (GtkWidget *window, const char *trigger)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          g_autofree char *text = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (text, trigger))
            return gtk_shortcut_get_action (shortcut);
        }
    }
  return NULL;
}

/* Help in the primary menu, next to Keyboard Shortcuts, and F1 open the help (help:vedette, or
 * the sources' pages run from the build folder); without a help viewer a toast says where the
 * pages are. */
static void
test_help (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "help.yaml");
  VdWindow *window = vd_test_open_window (path);
  GtkMenuButton *menu_button = find_primary_menu_button (GTK_WIDGET (window));
  g_autofree char *label = NULL;
  g_autofree char *shortcuts_label = NULL;
  GtkShortcutAction *f1;
  g_autofree char *f1_text = NULL;
  g_autofree char *expected_uri = vd_window_help_uri ();
  g_autofree char *source_index = g_test_build_filename (G_TEST_DIST, "..", "data", "help", "C",
                                                         "index.page", NULL);

  /* Installed, yelp's own help:vedette; run from the build folder, the sources' pages. */
  if (g_str_has_prefix (expected_uri, "ghelp:"))
    {
      g_autofree char *index = g_build_filename (expected_uri + strlen ("ghelp:"), "index.page", NULL);
      g_autofree char *real_index = g_canonicalize_filename (index, NULL);
      g_autofree char *real_source_index = g_canonicalize_filename (source_index, NULL);

      g_assert_true (g_file_test (real_index, G_FILE_TEST_EXISTS));
      g_assert_cmpstr (real_index, ==, real_source_index);
    }
  else
    g_assert_cmpstr (expected_uri, ==, "help:vedette");

  g_assert_nonnull (menu_button);
  label = menu_label_for (gtk_menu_button_get_menu_model (menu_button), "win.help");
  g_assert_cmpstr (label, ==, "_Help");
  shortcuts_label = menu_label_for (gtk_menu_button_get_menu_model (menu_button), "app.shortcuts");
  g_assert_cmpstr (shortcuts_label, ==, "_Keyboard Shortcuts");

  f1 = window_shortcut_action (GTK_WIDGET (window), "F1");
  g_assert_nonnull (f1);
  f1_text = gtk_shortcut_action_to_string (f1);
  g_assert_cmpstr (f1_text, ==, "action(win.help)");

  vd_window_help_set_launcher (fake_help_launcher);
  g_clear_pointer (&help_uri_shown, g_free);
  g_assert_true (gtk_shortcut_action_activate (f1, 0, GTK_WIDGET (window), NULL));
  g_assert_cmpstr (help_uri_shown, ==, expected_uri);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "The help could not be opened: is Yelp installed?",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "/help/C", TRUE));

  g_clear_pointer (&help_uri_shown, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_cmpstr (help_uri_shown, ==, expected_uri);

  vd_window_help_set_launcher (NULL);
  g_clear_pointer (&help_uri_shown, g_free);
  vd_test_close_window (window);
}

/* The pages of a PDF as cairo writes them: one "/Type /Page" object each. */
static guint
count_pdf_pages (const char *path)
{
  g_autofree char *data = NULL;
  const char *marker = "/Type /Page";
  gsize length;
  guint pages = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF"));
  /* Compressed streams hold NUL bytes: no string function can look past them. */
  for (gsize i = 0; i + strlen (marker) < length; i++)
    if (memcmp (data + i, marker, strlen (marker)) == 0 && data[i + strlen (marker)] != 's')
      pages++;
  return pages;
}

/* Fit to page prints one page; actual size tiles the 1800 × 1200 mm table over A4 pages with
 * 10 mm margins: 190 × 277 mm printable, less 8 mm of header, overlapping by 10 mm, so
 * ceil ((1800 − 10) / 180) = 10 columns and ceil ((1200 − 10) / 259) = 5 rows. */
static void
test_print (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "print.yaml");
  g_autofree char *fit = g_build_filename (fixture->dir, "fit.pdf", NULL);
  g_autofree char *actual = g_build_filename (fixture->dir, "actual.pdf", NULL);
  g_autoptr(GtkPageSetup) setup = vd_test_a4_setup ();
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  guint columns, rows;

  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_FIT, setup, fit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pdf_pages (fit), ==, 1);

  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_ACTUAL_SIZE, setup, actual, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pdf_pages (actual), ==, 50);
  vd_print_count_tiles (1800, 1200, 190, 277, &columns, &rows);
  g_assert_cmpuint (columns, ==, 10);
  g_assert_cmpuint (rows, ==, 5);
  /* A table the size of the page below its header is one page; a millimetre more is two. */
  vd_print_count_tiles (190, 269, 190, 277, &columns, &rows);
  g_assert_cmpuint (columns, ==, 1);
  g_assert_cmpuint (rows, ==, 1);
  vd_print_count_tiles (191, 270, 190, 277, &columns, &rows);
  g_assert_cmpuint (columns, ==, 2);
  g_assert_cmpuint (rows, ==, 2);
  vd_test_close_window (window);
}

static void
assert_file_starts (const char *path, const char *start, gsize offset)
{
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, offset + strlen (start));
  if (strstr (data + offset, start) != data + offset && !(offset == 0 && strstr (data, start) != NULL))
    g_error ("%s does not hold “%s”", path, start);
}

static guint
count_files (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* Export writes the view's table as PNG, SVG or PDF; a failure leaves nothing behind. */
static void
test_export (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "export.yaml");
  g_autofree char *png = g_build_filename (fixture->dir, "table.png", NULL);
  g_autofree char *svg = g_build_filename (fixture->dir, "table.svg", NULL);
  g_autofree char *pdf = g_build_filename (fixture->dir, "table.pdf", NULL);
  g_autofree char *missing = g_build_filename (fixture->dir, "missing", "table.png", NULL);
  g_autofree char *text = g_build_filename (fixture->dir, "table.txt", NULL);
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  g_autoptr(GFile) svg_file = g_file_new_for_path (svg);
  g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GFile) text_file = g_file_new_for_path (text);
  g_autoptr(GError) error = NULL;
  g_autofree char *with_units = NULL;
  g_autofree char *without_units = NULL;
  gsize with_length, without_length;
  VdWindow *window = vd_test_open_window (path);

  g_assert_true (vd_window_export_to_file (window, png_file, &error));
  g_assert_no_error (error);
  assert_file_starts (png, "PNG", 1);
  g_assert_true (vd_window_export_to_file (window, svg_file, &error));
  g_assert_no_error (error);
  assert_file_starts (svg, "<svg", 0);
  g_assert_true (vd_window_export_to_file (window, pdf_file, &error));
  g_assert_no_error (error);
  assert_file_starts (pdf, "%PDF", 0);
  g_assert_cmpuint (count_files (fixture->dir), ==, 4);

  /* The layers shown are the layers exported. */
  g_assert_true (g_file_get_contents (png, &with_units, &with_length, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "layers.show-units", NULL));
  g_assert_true (vd_window_export_to_file (window, png_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (png, &without_units, &without_length, NULL));
  g_assert_false (with_length == without_length && memcmp (with_units, without_units, with_length) == 0);

  g_assert_false (vd_window_export_to_file (window, missing_file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_assert_false (vd_window_export_to_file (window, text_file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_assert_cmpuint (count_files (fixture->dir), ==, 4);
  vd_test_close_window (window);
}

static void
assert_has_text (const char *text, const char *what, const char *path)
{
  if (strstr (text, what) == NULL)
    g_error ("%s does not say “%s”: “%s”", path, what, text);
}

static void
assert_lacks_text (const char *text, const char *what, const char *path)
{
  if (strstr (text, what) != NULL)
    g_error ("%s says “%s”, which it should not", path, what);
}

static VdColor
side_fill (const char *side)
{
  VdColor fill;

  vd_render_side_color (side, &fill, NULL);
  return fill;
}

static VdColor
cloth_color (void)
{
  VdRenderOptions options;

  vd_render_options_init (&options);
  return options.cloth;
}

/* Where the French marker lands on the first page of the PDF at PATH, as a share of the
 * printed table's width and depth from its top-left corner. */
static VdPoint
marker_on_table (const char *path)
{
  cairo_surface_t *surface = vd_test_pdf_rasterize (path, 0);
  VdTestPatch cloth = vd_test_find_color (surface, cloth_color ());
  VdTestPatch marker = vd_test_find_color (surface, side_fill ("french"));

  g_assert_cmpuint (cloth.n, >, 10000);
  g_assert_cmpuint (marker.n, >, 50);
  cairo_surface_destroy (surface);
  return vd_point ((marker.x - cloth.x0) / (cloth.x1 - cloth.x0),
                   (marker.y - cloth.y0) / (cloth.y1 - cloth.y0));
}

/* Printed to fit the page, the table is the right way up, as on screen and as exported: the
 * marker near the far-left corner is at the same place of the table on both, upper left. */
static void
test_print_orientation (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_marker_table (fixture);
  g_autofree char *fit = g_build_filename (fixture->dir, "fit.pdf", NULL);
  g_autofree char *exported = g_build_filename (fixture->dir, "exported.pdf", NULL);
  g_autoptr(GFile) exported_file = g_file_new_for_path (exported);
  g_autoptr(GtkPageSetup) setup = vd_test_a4_setup ();
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdPoint centre = vd_footprint_centre (vd_unit_footprint (vd_test_unit (window, "fr-mark")));
  VdPoint expected = vd_point (centre.x / 1800, (1200 - centre.y) / 1200);
  VdPoint printed, shown;

  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_FIT, setup, fit, &error));
  g_assert_no_error (error);
  g_assert_true (vd_window_export_to_file (window, exported_file, &error));
  g_assert_no_error (error);
  printed = marker_on_table (fit);
  shown = marker_on_table (exported);
  g_test_message ("the marker at (%.4f, %.4f) of the print, (%.4f, %.4f) of the export, "
                  "expected (%.4f, %.4f)", printed.x, printed.y, shown.x, shown.y, expected.x,
                  expected.y);

  g_assert_cmpfloat_with_epsilon (printed.x, shown.x, 0.01);
  g_assert_cmpfloat_with_epsilon (printed.y, shown.y, 0.01);
  g_assert_cmpfloat_with_epsilon (printed.x, expected.x, 0.01);
  g_assert_cmpfloat_with_epsilon (printed.y, expected.y, 0.01);
  g_assert_cmpfloat (printed.x, <, 0.5);
  g_assert_cmpfloat (printed.y, <, 0.5);
  vd_test_close_window (window);
}

/* The darkest pixel within half a millimetre of paper point (X, Y) mm. */
static double
darkest_near (cairo_surface_t *surface, double x, double y)
{
  double k = VD_TEST_RASTER_PX_PER_MM, darkest = 1;

  for (int py = (int) ((y - 0.5) * k); py <= (y + 0.5) * k; py++)
    for (int px = (int) ((x - 0.5) * k); px <= (x + 0.5) * k; px++)
      darkest = MIN (darkest, vd_test_luminance (vd_test_raster_pixel (surface, px, py)));
  return darkest;
}

/* At actual size, page row 1 runs along the far edge and column 1 along the left; each marker
 * is on its page only, where one table mm is one paper mm: 10 mm of margin, the header, then
 * the table from the tile's far-left corner. Neighbours print the same registration crosses. */
static void
test_print_actual_size (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_marker_table (fixture);
  g_autofree char *actual = g_build_filename (fixture->dir, "actual.pdf", NULL);
  g_autoptr(GtkPageSetup) setup = vd_test_a4_setup ();
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  double margin = 10, width = 190, height = 277;
  double step_x = width - VD_PRINT_OVERLAP_MM;
  double step_y = height - VD_PRINT_HEADER_MM - VD_PRINT_OVERLAP_MM;
  const char *ids[] = { "fr-mark", "ru-mark" };
  const char *sides[] = { "french", "russian" };
  guint column[2], row[2], found[2] = { 0, 0 };
  VdPoint expected[2];
  guint columns, rows;

  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_ACTUAL_SIZE, setup, actual, &error));
  g_assert_no_error (error);
  vd_print_count_tiles (1800, 1200, width, height, &columns, &rows);
  g_assert_cmpint (vd_test_pdf_count_pages (actual), ==, (int) (columns * rows));

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      VdPoint centre = vd_footprint_centre (vd_unit_footprint (vd_test_unit (window, ids[i])));

      /* Each marker lies in one tile only, away from the overlaps. */
      column[i] = (guint) floor (centre.x / step_x);
      row[i] = (guint) floor ((1200 - centre.y) / step_y);
      expected[i] = vd_point (margin + centre.x - column[i] * step_x,
                              margin + VD_PRINT_HEADER_MM + (1200 - row[i] * step_y) - centre.y);
    }
  for (guint page = 0; page < columns * rows; page++)
    {
      cairo_surface_t *surface = vd_test_pdf_rasterize (actual, (int) page);

      for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
        {
          VdTestPatch patch = vd_test_find_color (surface, side_fill (sides[i]));
          VdPoint mm = vd_point (patch.x / VD_TEST_RASTER_PX_PER_MM,
                                 patch.y / VD_TEST_RASTER_PX_PER_MM);

          /* A few pixels of antialiasing can pass for any colour. */
          if (patch.n < 100)
            continue;
          found[i]++;
          g_test_message ("%s on page %u at (%.2f, %.2f) mm, expected page %u at (%.2f, %.2f)",
                          ids[i], page + 1, mm.x, mm.y, row[i] * columns + column[i] + 1,
                          expected[i].x, expected[i].y);
          g_assert_cmpuint (page, ==, row[i] * columns + column[i]);
          g_assert_cmpfloat_with_epsilon (mm.x, expected[i].x, 1.0);
          g_assert_cmpfloat_with_epsilon (mm.y, expected[i].y, 1.0);
        }
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (found[0], ==, 1);
  g_assert_cmpuint (found[1], ==, 1);
  g_assert_cmpuint (columns, >, 1);
  g_assert_cmpuint (rows, >, 1);

  /* Row 1, columns 1 and 2 overlap; so do rows 1 and 2 in column 1: the crosses of each
   * overlap are at the same table points on both sheets. */
  {
    cairo_surface_t *first = vd_test_pdf_rasterize (actual, 0);
    cairo_surface_t *right = vd_test_pdf_rasterize (actual, 1);
    cairo_surface_t *below = vd_test_pdf_rasterize (actual, (int) columns);
    double half = VD_PRINT_OVERLAP_MM / 2, top = margin + VD_PRINT_HEADER_MM;

    for (int k = 1; k <= 3; k++)
      {
        double y = top + k * (height - VD_PRINT_HEADER_MM) / 4;
        double x = margin + k * width / 4;

        g_assert_cmpfloat (darkest_near (first, margin + width - half, y), <, 0.4);
        g_assert_cmpfloat (darkest_near (right, margin + half, y), <, 0.4);
        g_assert_cmpfloat (darkest_near (first, x, margin + height - half), <, 0.4);
        g_assert_cmpfloat (darkest_near (below, x, top + half), <, 0.4);
      }
    /* None where no neighbour is: bare cloth. */
    g_assert_cmpfloat (darkest_near (first, margin + half, top + (height - top) / 2), >, 0.6);
    cairo_surface_destroy (first);
    cairo_surface_destroy (right);
    cairo_surface_destroy (below);
  }
  vd_test_close_window (window);
}

/* Prints and exports carry the table's title, the turn and whose view they show; a side's
 * view leaves out the enemy it does not see, name and all. */
static void
test_print_caption (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_table (fixture, "caption.yaml");
  g_autofree char *fit = g_build_filename (fixture->dir, "fit.pdf", NULL);
  g_autofree char *exported = g_build_filename (fixture->dir, "exported.pdf", NULL);
  g_autoptr(GFile) exported_file = g_file_new_for_path (exported);
  g_autoptr(GtkPageSetup) setup = vd_test_a4_setup ();
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  g_autofree char *turn = g_strdup_printf ("Turn %d", vd_document_get_turn (document));
  g_autofree char *caption = vd_window_dup_caption (window);
  VdRenderOptions options;
  const char *files[] = { fit, exported };

  g_assert_cmpint (vd_document_get_turn (document), ==, 1);
  g_assert_cmpstr (caption, ==, "Gnome test · Turn 1 · Referee’s View");
  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_FIT, setup, fit, &error));
  g_assert_no_error (error);
  g_assert_true (vd_window_export_to_file (window, exported_file, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *text = vd_test_pdf_text (files[i]);

      assert_has_text (text, "Gnome test", files[i]);
      assert_has_text (text, turn, files[i]);
      assert_has_text (text, "Referee’s View", files[i]);
      /* The referee sees the rearguard: by its name, or its id when the labels are small. */
      if (strstr (text, "Rearguard") == NULL)
        assert_has_text (text, "ru-far", files[i]);
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", "french"));
  vd_test_spin_a_little ();
  vd_table_view_get_render_options (vd_window_get_table_view (window), &options);
  /* Behind the wood, the rearguard is out of the French line's sight. */
  g_assert_nonnull (options.hidden_units);
  g_assert_true (g_hash_table_contains (options.hidden_units, "ru-far"));
  g_clear_pointer (&caption, g_free);
  caption = vd_window_dup_caption (window);
  g_assert_cmpstr (caption, ==, "Gnome test · Turn 1 · French View");
  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_FIT, setup, fit, &error));
  g_assert_no_error (error);
  g_assert_true (vd_window_export_to_file (window, exported_file, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *text = vd_test_pdf_text (files[i]);

      assert_has_text (text, "Gnome test", files[i]);
      assert_has_text (text, turn, files[i]);
      assert_has_text (text, "French View", files[i]);
      assert_lacks_text (text, "Referee’s View", files[i]);
      assert_lacks_text (text, "Rearguard", files[i]);
      assert_lacks_text (text, "ru-far", files[i]);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", ""));
  vd_test_spin_a_little ();
  vd_test_close_window (window);
}

/* Every pixel of SURFACE in X0..X1 × Y0..Y1 is white or see-through: paper, not a dark floor. */
static void
assert_light (cairo_surface_t *surface, int x0, int y0, int x1, int y1, const char *what)
{
  g_assert_cmpint (x0, <, x1);
  g_assert_cmpint (y0, <, y1);
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        VdColor p = vd_test_raster_pixel (surface, x, y);

        if (p.a > 0.01 && vd_test_luminance (p) < 0.95)
          g_error ("%s: the pixel (%d, %d) around the table is dark: %.2f %.2f %.2f", what, x, y,
                   p.r, p.g, p.b);
      }
}

/* Pixels from the cloth's edge to MM table millimetres past it, for a table CLOTH_PX pixels
 * over TABLE_MM mm. */
static int
beyond_cloth (double cloth_px, double table_mm, double mm)
{
  return (int) ceil (mm * cloth_px / table_mm) + 2;
}

/* Around the table, an export and a print are white (or see-through), never the dark floor
 * of the screen. */
static void
test_export_no_dark_surround (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_marker_table (fixture);
  g_autofree char *png = g_build_filename (fixture->dir, "table.png", NULL);
  g_autofree char *pdf = g_build_filename (fixture->dir, "table.pdf", NULL);
  g_autofree char *fit = g_build_filename (fixture->dir, "fit.pdf", NULL);
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);
  g_autoptr(GtkPageSetup) setup = vd_test_a4_setup ();
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  cairo_surface_t *surface;
  VdTestPatch cloth;
  int width, height;

  g_assert_true (vd_window_export_to_file (window, png_file, &error));
  g_assert_no_error (error);
  g_assert_true (vd_window_export_to_file (window, pdf_file, &error));
  g_assert_no_error (error);
  g_assert_true (vd_window_print_to_pdf (window, VD_PRINT_FIT, setup, fit, &error));
  g_assert_no_error (error);

  /* The PNG, which ends at the table's extent: the strip right of the rim and its shadow
   * (16 mm at this size) from top to bottom, and below them right of the scale bar in the
   * lower-left corner. */
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  cloth = vd_test_find_color (surface, cloth_color ());
  g_assert_cmpuint (cloth.n, >, 10000);
  assert_light (surface, (int) cloth.x1 + beyond_cloth (cloth.x1 - cloth.x0, 1800, 24), 0,
                width, height, png);
  assert_light (surface, width / 2,
                (int) cloth.y1 + beyond_cloth (cloth.y1 - cloth.y0, 1200, 24), width, height,
                png);
  cairo_surface_destroy (surface);

  /* The PDFs as printed: the page right of the table's extent (the print's header is above
   * it), and below it. */
  {
    const char *files[] = { pdf, fit };

    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      {
        surface = vd_test_pdf_rasterize (files[i], 0);
        width = cairo_image_surface_get_width (surface);
        height = cairo_image_surface_get_height (surface);
        cloth = vd_test_find_color (surface, cloth_color ());
        g_assert_cmpuint (cloth.n, >, 10000);
        assert_light (surface, (int) cloth.x1 + beyond_cloth (cloth.x1 - cloth.x0, 1800, 40),
                      (int) cloth.y0, width, height, files[i]);
        assert_light (surface, width / 2,
                      (int) cloth.y1 + beyond_cloth (cloth.y1 - cloth.y0, 1200, 40), width,
                      height, files[i]);
        cairo_surface_destroy (surface);
      }
  }
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("vedette-recent-XXXXXX", NULL);
  g_autofree char *recent = NULL;
  int status;

  /* The recent files go to a folder of the test's own, not the user's. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  vd_test_app_init (&argc, &argv, TRUE);

  g_test_add ("/app-gnome/preferences/units", Fixture, NULL, set_up, test_preferences_units, tear_down);
  g_test_add ("/app-gnome/new-table", Fixture, NULL, set_up, test_new_table, tear_down);
  g_test_add ("/app-gnome/recent", Fixture, NULL, set_up, test_recent, tear_down);
  g_test_add ("/app-gnome/drop", Fixture, NULL, set_up, test_drop, tear_down);
  g_test_add ("/app-gnome/window-size", Fixture, NULL, set_up, test_window_size, tear_down);
  g_test_add ("/app-gnome/layers", Fixture, NULL, set_up, test_layers, tear_down);
  g_test_add ("/app-gnome/zoom-selection", Fixture, NULL, set_up, test_zoom_selection, tear_down);
  g_test_add ("/app-gnome/one-toast", Fixture, NULL, set_up, test_one_toast, tear_down);
  g_test_add ("/app-gnome/help", Fixture, NULL, set_up, test_help, tear_down);
  g_test_add ("/app-gnome/print", Fixture, NULL, set_up, test_print, tear_down);
  g_test_add ("/app-gnome/export", Fixture, NULL, set_up, test_export, tear_down);
  g_test_add ("/app-gnome/print/orientation", Fixture, NULL, set_up, test_print_orientation, tear_down);
  g_test_add ("/app-gnome/print/actual-size", Fixture, NULL, set_up, test_print_actual_size, tear_down);
  g_test_add ("/app-gnome/print/caption", Fixture, NULL, set_up, test_print_caption, tear_down);
  g_test_add ("/app-gnome/export/no-dark-surround", Fixture, NULL, set_up,
              test_export_no_dark_surround, tear_down);
  status = g_test_run ();

  recent = g_build_filename (data_home, "recently-used.xbel", NULL);
  g_remove (recent);
  g_rmdir (data_home);
  return status;
}
