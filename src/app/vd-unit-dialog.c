#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "vd-side-format.h"
#include "vd-unit-dialog.h"
#include "vd-unit-panel-private.h"

struct _VdUnitDialog
{
  AdwWindow            parent_instance;

  VdDocument          *document;
  char                *fresh_id;      /* the id offered, while the user keeps it */
  GArray              *formations;    /* VdFormation: those offered for the arm */
  GPtrArray           *command_ids;   /* char*: NULL (none), then the side's commands */

  AdwEntryRow         *id_row;
  AdwEntryRow         *name_row;
  AdwEntryRow         *side_row;
  GtkMenuButton       *sides_button;
  AdwComboRow         *arm_row;
  AdwComboRow         *formation_row;
  GtkSpinButton       *figures_spin;
  GtkSpinButton       *base_width_spin;
  GtkSpinButton       *base_depth_spin;
  gboolean             figures_edited; /* the user's figures and base stay when the arm changes */
  gboolean             base_edited;
  gboolean             applying;       /* the arm's defaults being set, not the user's edit */
  AdwComboRow         *command_row;
  AdwPreferencesGroup *artillery_group;
  GtkSpinButton       *calibre_spin;
  GtkSwitch           *howitzer_switch;
  GtkButton           *place_button;
  GtkLabel            *error_label;
};

G_DEFINE_FINAL_TYPE (VdUnitDialog, vd_unit_dialog, ADW_TYPE_WINDOW)

enum {
  PLACE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VdTable *
table_of (VdUnitDialog *self)
{
  return vd_document_get_table (self->document);
}

static gboolean
id_taken (VdUnitDialog *self, const char *id)
{
  VdTable *table = table_of (self);

  return vd_table_find_unit (table, id) != NULL || vd_table_find_command (table, id) != NULL
         || vd_table_find_feature (table, id) != NULL;
}

static char *
make_fresh_id (VdUnitDialog *self)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("unit-%u", n);

      if (!id_taken (self, id))
        return g_steal_pointer (&id);
    }
}

static VdArm
selected_arm (VdUnitDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->arm_row);

  return selected < VD_N_ARMS ? (VdArm) selected : VD_ARM_INFANTRY;
}

static const char *
side_text (VdUnitDialog *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->side_row));
}

static void
fill_formations (VdUnitDialog *self)
{
  VdRuleset *ruleset = vd_document_get_ruleset (self->document);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  VdArm arm = selected_arm (self);

  g_array_set_size (self->formations, 0);
  for (VdFormation f = 0; f < VD_N_FORMATIONS; f++)
    {
      const char *name;

      if (!vd_ruleset_allows_formation (ruleset, arm, f))
        continue;
      name = vd_text_get (&ruleset->formations[f].name);
      gtk_string_list_append (names, name != NULL ? name : vd_formation_to_string (f));
      g_array_append_val (self->formations, f);
    }
  adw_combo_row_set_model (self->formation_row, G_LIST_MODEL (names));
  gtk_widget_set_visible (GTK_WIDGET (self->artillery_group), arm == VD_ARM_ARTILLERY);
}

/* The commands of the side typed, after "None". */
static void
fill_commands (VdUnitDialog *self)
{
  VdTable *table = table_of (self);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const char *side = side_text (self);

  g_ptr_array_set_size (self->command_ids, 0);
  g_ptr_array_add (self->command_ids, NULL);
  /* Translators: a unit in no command. */
  gtk_string_list_append (names, C_("command", "None"));
  for (guint i = 0; i < table->commands->len; i++)
    {
      VdCommand *command = g_ptr_array_index (table->commands, i);

      if (g_strcmp0 (command->side, side) != 0)
        continue;
      g_ptr_array_add (self->command_ids, g_strdup (command->id));
      gtk_string_list_append (names, command->name != NULL ? command->name : command->id);
    }
  adw_combo_row_set_model (self->command_row, G_LIST_MODEL (names));
  gtk_widget_set_sensitive (GTK_WIDGET (self->command_row), self->command_ids->len > 1);
}

/* The arm's base at the table's scale and its usual number of bases (units/napoleonic.yaml),
 * for the figures and base the user has not set. */
static void
apply_arm_defaults (VdUnitDialog *self)
{
  VdRuleset *ruleset = vd_document_get_ruleset (self->document);
  VdArm arm = selected_arm (self);
  const VdBaseSize *base = vd_ruleset_base_size (ruleset, arm, table_of (self)->scale);

  if (base == NULL)
    return;
  self->applying = TRUE;
  if (!self->figures_edited)
    gtk_spin_button_set_value (self->figures_spin,
                               (double) base->figures * MAX (ruleset->arms[arm].new_unit_bases, 1));
  if (!self->base_edited)
    {
      gtk_spin_button_set_value (self->base_width_spin, base->width);
      gtk_spin_button_set_value (self->base_depth_spin, base->depth);
    }
  self->applying = FALSE;
}

static void
arm_changed_cb (VdUnitDialog *self)
{
  if (self->formations == NULL)
    return;
  fill_formations (self);
  apply_arm_defaults (self);
}

static void
figures_edited_cb (VdUnitDialog *self)
{
  if (!self->applying)
    self->figures_edited = TRUE;
}

static void
base_edited_cb (VdUnitDialog *self)
{
  if (!self->applying)
    self->base_edited = TRUE;
}

static void
side_changed_cb (VdUnitDialog *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->side_row), "error");
  if (self->command_ids != NULL)
    fill_commands (self);
}

static void
field_changed_cb (VdUnitDialog *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->id_row), "error");
}

static void
place_clicked_cb (VdUnitDialog *self)
{
  vd_unit_dialog_place (self);
}

static void
set_side_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdUnitDialog *self = VD_UNIT_DIALOG (widget);

  gtk_editable_set_text (GTK_EDITABLE (self->side_row), g_variant_get_string (parameter, NULL));
}

static void
fill_sides (VdUnitDialog *self)
{
  g_auto(GStrv) sides = vd_table_list_sides (table_of (self));
  g_autoptr(GMenu) menu = g_menu_new ();

  for (guint i = 0; sides[i] != NULL; i++)
    {
      g_autofree char *label = vd_format_side (table_of (self), sides[i]);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, "unit.set-side", "s", sides[i]);
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (self->sides_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->sides_button), sides[0] != NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->side_row), sides[0] != NULL ? sides[0] : "");
}

static void
fill_arms (VdUnitDialog *self)
{
  VdRuleset *ruleset = vd_document_get_ruleset (self->document);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (VdArm arm = 0; arm < VD_N_ARMS; arm++)
    {
      const char *name = vd_text_get (&ruleset->arms[arm].name);

      gtk_string_list_append (names, name != NULL ? name : vd_arm_to_string (arm));
    }
  adw_combo_row_set_model (self->arm_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->arm_row, VD_ARM_INFANTRY);
}

static void
vd_unit_dialog_dispose (GObject *object)
{
  VdUnitDialog *self = VD_UNIT_DIALOG (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->fresh_id, g_free);
  g_clear_pointer (&self->formations, g_array_unref);
  g_clear_pointer (&self->command_ids, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), VD_TYPE_UNIT_DIALOG);

  G_OBJECT_CLASS (vd_unit_dialog_parent_class)->dispose (object);
}

static void
vd_unit_dialog_class_init (VdUnitDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_unit_dialog_dispose;

  signals[PLACE] =
    g_signal_new ("place", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/vedette/Vedette/vd-unit-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, id_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, sides_button);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, arm_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, formation_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, figures_spin);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, base_width_spin);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, base_depth_spin);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, command_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, artillery_group);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, calibre_spin);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, howitzer_switch);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, place_button);
  gtk_widget_class_bind_template_child (widget_class, VdUnitDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, arm_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, figures_edited_cb);
  gtk_widget_class_bind_template_callback (widget_class, base_edited_cb);
  gtk_widget_class_bind_template_callback (widget_class, side_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, place_clicked_cb);

  gtk_widget_class_install_action (widget_class, "unit.set-side", "s", set_side_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vd_unit_dialog_init (VdUnitDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

VdUnitDialog *
vd_unit_dialog_new (GtkWindow *parent, VdDocument *document)
{
  VdUnitDialog *self;

  g_return_val_if_fail (VD_IS_DOCUMENT (document), NULL);

  self = g_object_new (VD_TYPE_UNIT_DIALOG, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  self->formations = g_array_new (FALSE, FALSE, sizeof (VdFormation));
  self->command_ids = g_ptr_array_new_with_free_func (g_free);
  self->fresh_id = make_fresh_id (self);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), self->fresh_id);
  fill_arms (self);
  fill_formations (self);
  apply_arm_defaults (self);
  fill_sides (self);
  fill_commands (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->place_button));
  return self;
}

VdUnit *
vd_unit_dialog_build_unit (VdUnitDialog *self, GError **error)
{
  g_autofree char *id = NULL;
  g_autofree char *side = NULL;
  const char *name;
  guint formation, command;
  VdUnit *unit;

  g_return_val_if_fail (VD_IS_UNIT_DIALOG (self), NULL);

  id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->id_row))));
  side = g_strstrip (g_strdup (side_text (self)));
  name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  if (id[0] == '\0' || strpbrk (id, " \t") != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The unit needs an ID, in one word"));
      gtk_widget_add_css_class (GTK_WIDGET (self->id_row), "error");
      return NULL;
    }
  if (id_taken (self, id))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _("The table already has “%s”"), id);
      gtk_widget_add_css_class (GTK_WIDGET (self->id_row), "error");
      return NULL;
    }
  if (side[0] == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The unit needs a side"));
      gtk_widget_add_css_class (GTK_WIDGET (self->side_row), "error");
      return NULL;
    }
  formation = adw_combo_row_get_selected (self->formation_row);
  if (formation >= self->formations->len)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The arm takes no formation"));
      return NULL;
    }
  unit = vd_unit_new (id, side, selected_arm (self),
                      g_array_index (self->formations, VdFormation, formation));
  if (name[0] != '\0')
    {
      g_free (unit->name);
      unit->name = g_strdup (name);
    }
  unit->figures = gtk_spin_button_get_value_as_int (self->figures_spin);
  /* A base other than the arm's is the unit's own (`base:`); the arm's stays implicit. */
  {
    const VdBaseSize *arm_base = vd_ruleset_base_size (vd_document_get_ruleset (self->document),
                                                       unit->arm, table_of (self)->scale);
    double width = gtk_spin_button_get_value (self->base_width_spin);
    double depth = gtk_spin_button_get_value (self->base_depth_spin);

    if (arm_base == NULL || fabs (width - arm_base->width) > 1e-9
        || fabs (depth - arm_base->depth) > 1e-9)
      {
        unit->has_base = TRUE;
        unit->base_width = width;
        unit->base_depth = depth;
      }
  }
  if (unit->arm == VD_ARM_ARTILLERY)
    {
      unit->calibre = gtk_spin_button_get_value_as_int (self->calibre_spin);
      unit->howitzer = gtk_switch_get_active (self->howitzer_switch);
    }
  command = adw_combo_row_get_selected (self->command_row);
  if (command < self->command_ids->len && g_ptr_array_index (self->command_ids, command) != NULL)
    unit->command = g_strdup (g_ptr_array_index (self->command_ids, command));
  return unit;
}

AdwEntryRow *
vd_unit_dialog_get_id_row (VdUnitDialog *self)
{
  return self->id_row;
}

AdwEntryRow *
vd_unit_dialog_get_name_row (VdUnitDialog *self)
{
  return self->name_row;
}

AdwEntryRow *
vd_unit_dialog_get_side_row (VdUnitDialog *self)
{
  return self->side_row;
}

gboolean
vd_unit_dialog_select_arm (VdUnitDialog *self, VdArm arm)
{
  g_return_val_if_fail (VD_IS_UNIT_DIALOG (self), FALSE);
  if (arm >= VD_N_ARMS)
    return FALSE;
  adw_combo_row_set_selected (self->arm_row, arm);
  return TRUE;
}

gboolean
vd_unit_dialog_select_formation (VdUnitDialog *self, VdFormation formation)
{
  g_return_val_if_fail (VD_IS_UNIT_DIALOG (self), FALSE);

  for (guint i = 0; i < self->formations->len; i++)
    if (g_array_index (self->formations, VdFormation, i) == formation)
      {
        adw_combo_row_set_selected (self->formation_row, i);
        return TRUE;
      }
  return FALSE;
}

gboolean
vd_unit_dialog_select_command (VdUnitDialog *self, const char *command_id)
{
  g_return_val_if_fail (VD_IS_UNIT_DIALOG (self), FALSE);

  for (guint i = 0; i < self->command_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->command_ids, i), command_id) == 0)
      {
        adw_combo_row_set_selected (self->command_row, i);
        return TRUE;
      }
  return FALSE;
}

GtkSpinButton *
vd_unit_dialog_get_figures_spin (VdUnitDialog *self)
{
  return self->figures_spin;
}

GtkSpinButton *
vd_unit_dialog_get_base_width_spin (VdUnitDialog *self)
{
  return self->base_width_spin;
}

GtkSpinButton *
vd_unit_dialog_get_base_depth_spin (VdUnitDialog *self)
{
  return self->base_depth_spin;
}

GtkSpinButton *
vd_unit_dialog_get_calibre_spin (VdUnitDialog *self)
{
  return self->calibre_spin;
}

GtkSwitch *
vd_unit_dialog_get_howitzer_switch (VdUnitDialog *self)
{
  return self->howitzer_switch;
}

guint
vd_unit_dialog_get_n_formations (VdUnitDialog *self)
{
  return self->formations->len;
}

void
vd_unit_dialog_place (VdUnitDialog *self)
{
  g_autoptr(VdUnit) unit = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (VD_IS_UNIT_DIALOG (self));

  unit = vd_unit_dialog_build_unit (self, &error);
  if (unit == NULL)
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  g_signal_emit (self, signals[PLACE], 0, unit);
}
