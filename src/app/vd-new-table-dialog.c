#include <glib/gi18n.h>

#include "vd-new-table-dialog.h"
#include "vd-settings.h"

#define DEFAULT_WIDTH_MM 1800
#define DEFAULT_DEPTH_MM 1200

struct _VdNewTableDialog
{
  AdwMessageDialog  parent_instance;

  AdwEntryRow      *title_row;
  AdwComboRow      *scale_row;
  GtkSpinButton    *width_spin;
  GtkSpinButton    *depth_spin;
  GtkSpinButton    *pace_spin;
};

G_DEFINE_FINAL_TYPE (VdNewTableDialog, vd_new_table_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* The preferences' millimetres per pace for SCALE; the ruleset's 1 mm without them. */
static double
preferred_mm_per_pace (VdScale scale)
{
  GSettings *settings = vd_settings_get_default ();

  if (settings == NULL)
    return 1.0;
  return g_settings_get_double (settings, scale == VD_SCALE_15MM ? "mm-per-pace-15mm"
                                                                 : "mm-per-pace-25mm");
}

static void
scale_changed_cb (VdNewTableDialog *self)
{
  gtk_spin_button_set_value (self->pace_spin,
                             preferred_mm_per_pace (vd_new_table_dialog_get_scale (self)));
}

static GtkSpinButton *
add_spin_row (AdwPreferencesGroup *group, const char *title, const char *subtitle,
              double lower, double upper, double step, guint digits, double value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, step);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  return GTK_SPIN_BUTTON (spin);
}

static void
vd_new_table_dialog_class_init (VdNewTableDialogClass *klass)
{
}

static void
vd_new_table_dialog_init (VdNewTableDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  const char *scales[] = { _("25 mm"), _("15 mm"), NULL };
  g_autoptr(GtkStringList) scale_list = gtk_string_list_new (scales);
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GSettings *settings = vd_settings_get_default ();
  VdScale scale = VD_SCALE_25MM;

  if (settings != NULL)
    scale = (VdScale) g_settings_get_enum (settings, "default-scale");

  adw_message_dialog_set_heading (dialog, _("New Table"));
  adw_message_dialog_set_body (dialog, _("An empty table to lay terrain and units on."));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "create", _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "create");
  adw_message_dialog_set_close_response (dialog, "cancel");

  self->title_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->title_row), _("_Title"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->title_row), TRUE);
  adw_entry_row_set_activates_default (self->title_row, TRUE);
  adw_preferences_group_add (group, GTK_WIDGET (self->title_row));

  self->scale_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->scale_row), _("Figure _Scale"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->scale_row), TRUE);
  adw_combo_row_set_model (self->scale_row, G_LIST_MODEL (scale_list));
  adw_combo_row_set_selected (self->scale_row, scale);
  adw_preferences_group_add (group, GTK_WIDGET (self->scale_row));

  /* Translators: a table's width in millimetres */
  self->width_spin = add_spin_row (group, _("_Width"), _("Millimetres"), 100, 10000, 50, 0,
                                   DEFAULT_WIDTH_MM);
  /* Translators: a table's depth (from one player's edge to the other's) in millimetres */
  self->depth_spin = add_spin_row (group, _("_Depth"), _("Millimetres"), 100, 10000, 50, 0,
                                   DEFAULT_DEPTH_MM);
  self->pace_spin = add_spin_row (group, _("_Millimetres per Pace"),
                                  _("Distances in the rules are in paces"), 0.1, 20, 0.05, 2,
                                  preferred_mm_per_pace (scale));
  g_signal_connect_swapped (self->scale_row, "notify::selected", G_CALLBACK (scale_changed_cb),
                            self);

  adw_message_dialog_set_extra_child (dialog, GTK_WIDGET (group));
}

GtkWidget *
vd_new_table_dialog_new (GtkWindow *parent)
{
  return g_object_new (VD_TYPE_NEW_TABLE_DIALOG, "transient-for", parent, "modal", TRUE, NULL);
}

const char *
vd_new_table_dialog_get_table_title (VdNewTableDialog *self)
{
  g_return_val_if_fail (VD_IS_NEW_TABLE_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->title_row));
}

VdScale
vd_new_table_dialog_get_scale (VdNewTableDialog *self)
{
  g_return_val_if_fail (VD_IS_NEW_TABLE_DIALOG (self), VD_SCALE_25MM);
  return adw_combo_row_get_selected (self->scale_row) == 1 ? VD_SCALE_15MM : VD_SCALE_25MM;
}

double
vd_new_table_dialog_get_width (VdNewTableDialog *self)
{
  g_return_val_if_fail (VD_IS_NEW_TABLE_DIALOG (self), 0);
  return gtk_spin_button_get_value (self->width_spin);
}

double
vd_new_table_dialog_get_depth (VdNewTableDialog *self)
{
  g_return_val_if_fail (VD_IS_NEW_TABLE_DIALOG (self), 0);
  return gtk_spin_button_get_value (self->depth_spin);
}

double
vd_new_table_dialog_get_mm_per_pace (VdNewTableDialog *self)
{
  g_return_val_if_fail (VD_IS_NEW_TABLE_DIALOG (self), 0);
  return gtk_spin_button_get_value (self->pace_spin);
}

void
vd_new_table_dialog_set_values (VdNewTableDialog *self, const char *title, VdScale scale,
                                double width, double depth, double mm_per_pace)
{
  g_return_if_fail (VD_IS_NEW_TABLE_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title != NULL ? title : "");
  adw_combo_row_set_selected (self->scale_row, scale == VD_SCALE_15MM ? 1 : 0);
  gtk_spin_button_set_value (self->width_spin, width);
  gtk_spin_button_set_value (self->depth_spin, depth);
  gtk_spin_button_set_value (self->pace_spin, mm_per_pace);
}
