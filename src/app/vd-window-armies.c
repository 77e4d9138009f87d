#include <glib/gi18n.h>

#include "vd-data-dirs.h"
#include "vd-formation.h"
#include "vd-table-view-private.h"
#include "vd-window-armies.h"
#include "vd-window-private.h"

static gboolean
has_table (VdWindow *self)
{
  return self->document != NULL && vd_window_get_page (self) != NULL
         && g_str_equal (vd_window_get_page (self), "table");
}

static void
show_reserve (VdWindow *self)
{
  gtk_toggle_button_set_active (self->panel_button, TRUE);
  vd_window_set_panel_page (self, "reserve");
}

/* The first side of the table faces up the table (0°), the others down it (180°). */
static const char *
first_side (VdWindow *self)
{
  VdTable *table = vd_document_get_table (self->document);
  const VdOrderOfBattle *oob = vd_reserve_view_get_order_of_battle (self->reserve_view);

  for (guint i = 0; i < table->units->len; i++)
    return ((VdUnit *) g_ptr_array_index (table->units, i))->side;
  if (oob != NULL && oob->units->len > 0)
    return ((VdUnit *) g_ptr_array_index (oob->units, 0))->side;
  return NULL;
}

/* A unit as it goes on the table: facing its side's way. Its command, when the table lacks
 * it, is placed with it from the order of battle (vd_document_add_unit_with_commands). */
static VdUnit *
prepare_unit (VdWindow *self, const VdUnit *unit)
{
  VdUnit *copy = vd_unit_copy (unit);
  const char *first = first_side (self);

  if (copy->facing == 0 && first != NULL && g_strcmp0 (copy->side, first) != 0)
    copy->facing = 180;
  return copy;
}

/* A row of the reserve: that unit, then the rest of its side in the file's order. */
static void
reserve_place_cb (VdReserveView *reserve, const char *unit_id, VdWindow *self)
{
  g_autoptr(GPtrArray) queue = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_unit_free);
  g_autoptr(GPtrArray) unplaced = NULL;
  const VdOrderOfBattle *oob = vd_reserve_view_get_order_of_battle (reserve);
  const char *side = NULL;
  guint start = 0;

  unplaced = vd_reserve_view_list_unplaced (reserve, NULL);
  for (guint i = 0; i < unplaced->len; i++)
    if (g_strcmp0 (((VdUnit *) g_ptr_array_index (unplaced, i))->id, unit_id) == 0)
      {
        side = ((VdUnit *) g_ptr_array_index (unplaced, i))->side;
        start = i;
      }
  if (side == NULL)
    return;
  for (guint n = 0; n < unplaced->len; n++)
    {
      VdUnit *unit = g_ptr_array_index (unplaced, (start + n) % unplaced->len);

      if (g_strcmp0 (unit->side, side) == 0)
        g_ptr_array_add (queue, prepare_unit (self, unit));
    }
  vd_table_view_begin_placing (self->table_view, queue, oob != NULL ? oob->commands : NULL);
}

static void
document_changed_cb (VdWindow *self)
{
  vd_reserve_view_set_document (self->reserve_view, vd_table_view_get_document (self->table_view));
}

gboolean
vd_window_load_order_of_battle (VdWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  VdOrderOfBattle *oob;
  VdTable *table;

  g_return_val_if_fail (VD_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (self->document != NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only files on this computer can be opened"));
      return FALSE;
    }
  table = vd_document_get_table (self->document);
  oob = vd_order_of_battle_load (path, vd_document_get_ruleset (self->document), table->scale,
                                 error);
  if (oob == NULL)
    return FALSE;
  vd_reserve_view_set_order_of_battle (self->reserve_view, oob);
  show_reserve (self);
  return TRUE;
}

static void
place_units_response_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->document != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (file != NULL && !vd_window_load_order_of_battle (self, file, &error))
        vd_window_toast_message (self, error->message);
    }
  g_object_unref (dialog);
}

static void
place_units_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  /* The bundled orders of battle are beside the units file. */
  g_autofree char *bundled = vd_data_find ("units/shevardino-oob.yaml");
  g_autofree char *units = bundled != NULL ? g_path_get_dirname (bundled) : NULL;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  if (!has_table (self))
    return;
  chooser = gtk_file_chooser_native_new (_("Place Units From an Order of Battle"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Orders of battle"));
  gtk_file_filter_add_pattern (filter, "*.yaml");
  gtk_file_filter_add_pattern (filter, "*.yml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (units != NULL)
    {
      g_autoptr(GFile) folder = g_file_new_for_path (units);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (place_units_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
unit_dialog_place_cb (VdUnitDialog *dialog, VdUnit *unit, VdWindow *self)
{
  g_autoptr(GPtrArray) queue = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_unit_free);
  VdUnit *placed;

  if (self->document == NULL)
    return;
  placed = prepare_unit (self, unit);
  vd_unit_fit_footprint (placed, vd_document_get_table (self->document),
                         vd_document_get_ruleset (self->document));
  g_ptr_array_add (queue, placed);
  /* Its command is one of the table's: the dialog offers no other. */
  vd_table_view_begin_placing (self->table_view, queue, NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
new_unit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (!has_table (self))
    return;
  if (self->unit_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->unit_dialog));
      return;
    }
  self->unit_dialog = vd_unit_dialog_new (GTK_WINDOW (self), self->document);
  g_object_add_weak_pointer (G_OBJECT (self->unit_dialog), (gpointer *) &self->unit_dialog);
  g_signal_connect_object (self->unit_dialog, "place", G_CALLBACK (unit_dialog_place_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->unit_dialog));
}

static void
change_to (VdWindow *self, VdFormation formation)
{
  g_autoptr(GPtrArray) ids = vd_table_view_get_selected_units (self->table_view);
  g_autoptr(GError) error = NULL;

  if (!vd_document_change_formation (self->document, (const char * const *) ids->pdata, ids->len,
                                     formation, &error))
    vd_window_toast_message (self, error->message);
}

static void
change_formation_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  VdFormation formation;

  if (!has_table (self))
    return;
  if (!vd_formation_from_string (name, &formation))
    {
      g_autofree char *text = g_strdup_printf (_("“%s” is not a formation"), name);

      vd_window_toast_message (self, text);
      return;
    }
  change_to (self, formation);
}

/* F: the selected unit's next formation, for every selected unit. */
static void
cycle_formation_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  const VdUnit *unit;
  VdRuleset *ruleset;

  if (!has_table (self) || (unit = vd_table_view_get_selected (self->table_view)) == NULL)
    return;
  ruleset = vd_document_get_ruleset (self->document);
  for (guint n = 1; n < VD_N_FORMATIONS; n++)
    {
      VdFormation next = (unit->formation + n) % VD_N_FORMATIONS;

      if (vd_ruleset_allows_formation (ruleset, unit->arm, next))
        {
          change_to (self, next);
          return;
        }
    }
}

static void
delete_units_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  /* The terrain editor's Delete removes features. */
  if (!has_table (self) || vd_table_view_get_editing (self->table_view))
    return;
  if (!vd_table_view_delete_selection (self->table_view, &error))
    vd_window_toast_message (self, error->message);
}

void
vd_window_class_add_army_actions (GtkWidgetClass *widget_class)
{
  g_type_ensure (VD_TYPE_RESERVE_VIEW);

  gtk_widget_class_install_action (widget_class, "win.place-units", NULL, place_units_action);
  gtk_widget_class_install_action (widget_class, "win.new-unit", NULL, new_unit_action);
  gtk_widget_class_install_action (widget_class, "win.change-formation", "s", change_formation_action);
  gtk_widget_class_install_action (widget_class, "win.cycle-formation", NULL, cycle_formation_action);
  gtk_widget_class_install_action (widget_class, "win.delete-units", NULL, delete_units_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.place-units", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.new-unit", NULL);
  /* F and Delete are the table view's keys (vd-table-view-arrange.c): not while typing. */
}

void
vd_window_armies_init (VdWindow *self)
{
  AdwViewStackPage *page;

  self->reserve_view = VD_RESERVE_VIEW (vd_reserve_view_new ());
  page = adw_view_stack_add_titled (self->panel_stack, GTK_WIDGET (self->reserve_view), "reserve",
                                    _("_Reserve"));
  adw_view_stack_page_set_use_underline (page, TRUE);
  adw_view_stack_page_set_icon_name (page, "list-add-symbolic");
  g_signal_connect_object (self->reserve_view, "place", G_CALLBACK (reserve_place_cb), self, 0);
  g_signal_connect_object (self->table_view, "notify::document", G_CALLBACK (document_changed_cb),
                           self, G_CONNECT_SWAPPED);
}

VdReserveView *
vd_window_get_reserve_view (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->reserve_view;
}

VdUnitDialog *
vd_window_get_unit_dialog (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->unit_dialog;
}
