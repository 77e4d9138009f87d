#include <glib/gi18n.h>

#include "vd-feature-panel.h"
#include "vd-orders.h"

struct _VdFeaturePanel
{
  AdwBin         parent_instance;

  VdDocument    *document;
  char          *feature_id;
  GArray        *types;      /* VdTerrainType: the type row's choices */
  gboolean       updating;   /* showing the feature: the widgets' changes are not the user's */
  int            types_shape; /* the shape whose types the type row lists, -1 before any */

  AdwEntryRow   *name_row;
  AdwComboRow   *type_row;
  AdwActionRow  *id_row;
  AdwActionRow  *points_row;
  GtkWidget     *hill_group;
  GtkSpinButton *level_spin;
  GtkSwitch     *plateau_switch;
  AdwActionRow  *crests_row;
  GtkWidget     *remove_crests_button;
};

G_DEFINE_FINAL_TYPE (VdFeaturePanel, vd_feature_panel, ADW_TYPE_BIN)

static const VdFeature *
current_feature (VdFeaturePanel *self)
{
  if (self->document == NULL || self->feature_id == NULL)
    return NULL;
  return vd_table_find_feature (vd_document_get_table (self->document), self->feature_id);
}

static const char *
type_name (VdFeaturePanel *self, VdTerrainType type)
{
  return vd_text_get (&vd_document_get_ruleset (self->document)->terrain[type].name);
}

/* Records FEATURE (taken) as the feature's new state; a refusal is shown in the window's
 * toast by the document's user, so it is only logged here. */
static void
record_change (VdFeaturePanel *self, VdFeature *feature)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdFeature) owned = feature;

  if (!vd_document_record (self->document,
                           vd_orders_edit_feature (vd_document_get_table (self->document), feature),
                           &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      g_message ("%s", error->message);
    }
}

static void
update (VdFeaturePanel *self)
{
  const VdFeature *feature = current_feature (self);
  g_autofree char *points = NULL;
  g_autofree char *crests = NULL;
  guint selected = 0;

  if (feature == NULL)
    return;
  self->updating = TRUE;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)),
                 feature->name != NULL ? feature->name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), feature->name != NULL ? feature->name : "");
  adw_action_row_set_subtitle (self->id_row, feature->id);
  points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                         feature->path.n_points),
                            feature->path.n_points);
  adw_action_row_set_subtitle (self->points_row, points);

  /* The list changes only with the shape: a new model while the row reports a choice would
   * pull it from under the row. */
  if (self->types_shape != (int) feature->shape)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      g_array_set_size (self->types, 0);
      for (VdTerrainType type = 0; type < VD_N_TERRAIN_TYPES; type++)
        if (vd_terrain_type_allows_shape (type, feature->shape))
          {
            g_array_append_val (self->types, type);
            gtk_string_list_append (names, type_name (self, type));
          }
      self->types_shape = feature->shape;
      adw_combo_row_set_model (self->type_row, G_LIST_MODEL (names));
    }
  for (guint i = 0; i < self->types->len; i++)
    if (g_array_index (self->types, VdTerrainType, i) == feature->type)
      selected = i;
  if (adw_combo_row_get_selected (self->type_row) != selected)
    adw_combo_row_set_selected (self->type_row, selected);

  gtk_widget_set_visible (self->hill_group, feature->type == VD_TERRAIN_HILL);
  gtk_spin_button_set_value (self->level_spin, feature->level);
  gtk_switch_set_active (self->plateau_switch, feature->plateau);
  if (feature->n_crests == 0)
    crests = g_strdup (C_("crest lines", "None"));
  else
    crests = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u line", "%u lines",
                                           feature->n_crests), feature->n_crests);
  adw_action_row_set_subtitle (self->crests_row, crests);
  gtk_widget_set_sensitive (self->remove_crests_button, feature->n_crests > 0);
  self->updating = FALSE;
}

static void
apply_name (VdFeaturePanel *self)
{
  const VdFeature *feature = current_feature (self);
  g_autofree char *name = NULL;
  VdFeature *changed;

  if (self->updating || feature == NULL)
    return;
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  if (g_strcmp0 (name[0] != '\0' ? name : NULL, feature->name) == 0)
    return;
  changed = vd_feature_copy (feature);
  g_free (changed->name);
  changed->name = name[0] != '\0' ? g_steal_pointer (&name) : NULL;
  record_change (self, changed);
}

static void
name_activated_cb (VdFeaturePanel *self)
{
  apply_name (self);
}

static void
name_focus_leave_cb (VdFeaturePanel *self)
{
  apply_name (self);
}

static gboolean
has_damage (VdTerrainType type)
{
  return type == VD_TERRAIN_LIGHT_OBSTACLE || type == VD_TERRAIN_HARD_OBSTACLE
         || type == VD_TERRAIN_HOUSE;
}

/* A hill's height and crests, a house's fire, an obstacle's damage go with a type that has
 * none. */
static void
type_selected_cb (VdFeaturePanel *self)
{
  const VdFeature *feature = current_feature (self);
  guint selected = adw_combo_row_get_selected (self->type_row);
  VdFeature *changed;
  VdTerrainType type;

  if (self->updating || feature == NULL || selected >= self->types->len)
    return;
  type = g_array_index (self->types, VdTerrainType, selected);
  if (type == feature->type)
    return;
  changed = vd_feature_copy (feature);
  changed->type = type;
  if (type != VD_TERRAIN_HILL)
    vd_feature_drop_hill (changed);
  if (type != VD_TERRAIN_HOUSE)
    changed->on_fire = 0;
  if (!has_damage (type))
    g_array_set_size (changed->damage, 0);
  record_change (self, changed);
}

static void
level_changed_cb (VdFeaturePanel *self)
{
  const VdFeature *feature = current_feature (self);
  int level = gtk_spin_button_get_value_as_int (self->level_spin);
  VdFeature *changed;

  if (self->updating || feature == NULL || level == feature->level)
    return;
  changed = vd_feature_copy (feature);
  changed->level = level;
  record_change (self, changed);
}

static void
plateau_changed_cb (VdFeaturePanel *self)
{
  const VdFeature *feature = current_feature (self);
  gboolean plateau = gtk_switch_get_active (self->plateau_switch);
  VdFeature *changed;

  if (self->updating || feature == NULL || plateau == feature->plateau)
    return;
  changed = vd_feature_copy (feature);
  changed->plateau = plateau;
  record_change (self, changed);
}

static void
vd_feature_panel_dispose (GObject *object)
{
  VdFeaturePanel *self = VD_FEATURE_PANEL (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->feature_id, g_free);
  g_clear_pointer (&self->types, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), VD_TYPE_FEATURE_PANEL);
  G_OBJECT_CLASS (vd_feature_panel_parent_class)->dispose (object);
}

static void
vd_feature_panel_class_init (VdFeaturePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_feature_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-feature-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, name_row);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, type_row);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, id_row);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, points_row);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, hill_group);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, level_spin);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, plateau_switch);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, crests_row);
  gtk_widget_class_bind_template_child (widget_class, VdFeaturePanel, remove_crests_button);
  gtk_widget_class_bind_template_callback (widget_class, name_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, type_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, plateau_changed_cb);
}

static void
vd_feature_panel_init (VdFeaturePanel *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->types = g_array_new (FALSE, FALSE, sizeof (VdTerrainType));
  self->types_shape = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (name_focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->name_row), focus);
}

GtkWidget *
vd_feature_panel_new (void)
{
  return g_object_new (VD_TYPE_FEATURE_PANEL, NULL);
}

void
vd_feature_panel_set_document (VdFeaturePanel *self, VdDocument *document)
{
  g_return_if_fail (VD_IS_FEATURE_PANEL (self));
  g_return_if_fail (document == NULL || VD_IS_DOCUMENT (document));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_clear_pointer (&self->feature_id, g_free);
  /* Another ruleset may name the types otherwise. */
  self->types_shape = -1;
  if (document != NULL)
    g_signal_connect_object (document, "table-replaced", G_CALLBACK (update), self,
                             G_CONNECT_SWAPPED);
}

void
vd_feature_panel_set_feature (VdFeaturePanel *self, const char *feature_id)
{
  g_return_if_fail (VD_IS_FEATURE_PANEL (self));

  /* A name typed and not applied yet goes to the feature it was typed for. */
  if (g_strcmp0 (self->feature_id, feature_id) != 0)
    apply_name (self);
  g_free (self->feature_id);
  self->feature_id = g_strdup (feature_id);
  update (self);
}

const char *
vd_feature_panel_get_feature (VdFeaturePanel *self)
{
  g_return_val_if_fail (VD_IS_FEATURE_PANEL (self), NULL);
  return self->feature_id;
}
