#include <glib/gi18n.h>
#include <string.h>

#include "vd-feature-panel.h"
#include "vd-orders.h"
#include "vd-window-private.h"

/* The window's terrain editing: the win.edit-terrain toggle (the "editing-terrain" property),
 * the Draw menu over the table, the Terrain page of the side panel and the actions of its
 * buttons. */

static void
feature_changed (VdWindow *self)
{
  const char *feature_id = vd_table_view_get_selected_feature (self->table_view);
  AdwViewStackPage *page = adw_view_stack_get_page (self->panel_stack,
                                                    GTK_WIDGET (self->feature_panel));
  gboolean shown = feature_id != NULL;
  gboolean hill = FALSE;

  vd_feature_panel_set_feature (self->feature_panel, feature_id);
  if (shown)
    {
      const VdFeature *feature = vd_table_find_feature (vd_document_get_table (self->document), feature_id);

      hill = feature != NULL && feature->type == VD_TERRAIN_HILL;
    }
  adw_view_stack_page_set_visible (page, shown);
  if (shown)
    adw_view_stack_set_visible_child_name (self->panel_stack, "terrain");
  else if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->panel_stack), "terrain") == 0)
    adw_view_stack_set_visible_child_name (self->panel_stack, "unit");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.duplicate-feature", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.delete-feature", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.remove-point", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.draw-crest", hill);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.remove-crests", hill);
}

static void
selected_feature_changed_cb (VdWindow *self)
{
  feature_changed (self);
  /* Folded, the panel opens on the feature's page, as it does for a unit. */
  vd_window_narrow_selection_changed (self);
}

/* The hill may have become a wood: the crest actions follow. */
static void
table_replaced_cb (VdWindow *self)
{
  feature_changed (self);
}

/* The toggle over the table stands out while the terrain is edited: the table then takes
 * clicks otherwise. */
static void
editing_changed_cb (VdWindow *self)
{
  if (vd_table_view_get_editing (self->table_view))
    gtk_widget_add_css_class (self->edit_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->edit_button, "suggested-action");
  g_object_notify (G_OBJECT (self), "editing-terrain");
}

static void
append_types (VdWindow *self, GMenu *section, VdShape shape)
{
  VdRuleset *ruleset = vd_document_get_ruleset (self->document);

  for (VdTerrainType type = 0; type < VD_N_TERRAIN_TYPES; type++)
    {
      g_autofree char *target = NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (!vd_terrain_type_allows_shape (type, shape))
        continue;
      target = g_strdup_printf ("%s:%s", shape == VD_SHAPE_AREA ? "area" : "line",
                                vd_terrain_type_to_string (type));
      /* The ruleset's menu words name what a type stands for (a hedge is a light obstacle). */
      item = g_menu_item_new (vd_text_get (ruleset->terrain[type].menu.en != NULL
                                           ? &ruleset->terrain[type].menu
                                           : &ruleset->terrain[type].name), NULL);
      g_menu_item_set_action_and_target_value (item, "win.draw-terrain",
                                               g_variant_new_string (target));
      g_menu_append_item (section, item);
    }
}

/* Every terrain type of the table's ruleset, by the ruleset's names: areas, then lines. */
static void
document_changed_cb (VdWindow *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) areas = g_menu_new ();
  g_autoptr(GMenu) lines = g_menu_new ();

  vd_feature_panel_set_document (self->feature_panel, self->document);
  feature_changed (self);
  if (self->document == NULL)
    return;
  append_types (self, areas, VD_SHAPE_AREA);
  append_types (self, lines, VD_SHAPE_LINE);
  g_menu_append_section (menu, _("Areas"), G_MENU_MODEL (areas));
  g_menu_append_section (menu, _("Lines"), G_MENU_MODEL (lines));
  gtk_menu_button_set_menu_model (self->draw_button, G_MENU_MODEL (menu));
  g_signal_connect_object (self->document, "table-replaced", G_CALLBACK (table_replaced_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
draw_terrain_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  const char *target = g_variant_get_string (parameter, NULL);
  const char *keyword = strchr (target, ':');
  VdShape shape = g_str_has_prefix (target, "line:") ? VD_SHAPE_LINE : VD_SHAPE_AREA;
  VdTerrainType type;

  if (keyword == NULL || !vd_terrain_type_from_string (keyword + 1, &type)
      || !vd_terrain_type_allows_shape (type, shape))
    return;
  vd_table_view_begin_drawing_shape (self->table_view, type, shape);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

static void
draw_crest_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (vd_table_view_begin_crest (self->table_view))
    gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

static void
remove_crests_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  const char *feature_id = vd_table_view_get_selected_feature (self->table_view);
  const VdFeature *hill = NULL;
  VdFeature *changed;
  VdEvent *event;
  g_autoptr(GError) error = NULL;

  if (self->document != NULL && feature_id != NULL)
    hill = vd_table_find_feature (vd_document_get_table (self->document), feature_id);
  if (hill == NULL || hill->n_crests == 0)
    return;
  changed = vd_feature_copy (hill);
  vd_feature_clear_crests (changed);
  event = vd_orders_edit_feature (vd_document_get_table (self->document), changed);
  vd_feature_free (changed);
  if (!vd_document_record (self->document, event, &error))
    vd_window_toast_message (self, error->message);
}

static void
duplicate_feature_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_duplicate_feature (VD_WINDOW (widget)->table_view);
}

static void
delete_feature_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_delete_feature (VD_WINDOW (widget)->table_view);
}

static void
remove_point_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_remove_vertex (VD_WINDOW (widget)->table_view);
}

void
vd_window_class_add_terrain_actions (GtkWidgetClass *widget_class)
{
  g_type_ensure (VD_TYPE_FEATURE_PANEL);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, feature_panel);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, draw_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, edit_button);

  gtk_widget_class_install_property_action (widget_class, "win.edit-terrain", "editing-terrain");
  gtk_widget_class_install_action (widget_class, "win.draw-terrain", "s", draw_terrain_action);
  gtk_widget_class_install_action (widget_class, "win.draw-crest", NULL, draw_crest_action);
  gtk_widget_class_install_action (widget_class, "win.remove-crests", NULL, remove_crests_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate-feature", NULL,
                                   duplicate_feature_action);
  gtk_widget_class_install_action (widget_class, "win.delete-feature", NULL, delete_feature_action);
  gtk_widget_class_install_action (widget_class, "win.remove-point", NULL, remove_point_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "win.edit-terrain", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK,
                                       "win.duplicate-feature", NULL);
}

void
vd_window_init_terrain (VdWindow *self)
{
  g_signal_connect_object (self->table_view, "notify::selected-feature",
                           G_CALLBACK (selected_feature_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table_view, "notify::editing", G_CALLBACK (editing_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table_view, "notify::document", G_CALLBACK (document_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->table_view, "editing", self->draw_button, "visible",
                          G_BINDING_SYNC_CREATE);
  feature_changed (self);
}

gboolean
vd_window_get_editing_terrain (VdWindow *self)
{
  return self->table_view != NULL && vd_table_view_get_editing (self->table_view);
}

void
vd_window_set_editing_terrain (VdWindow *self, gboolean editing)
{
  if (self->table_view == NULL)
    return;
  vd_table_view_set_editing (self->table_view, editing);
  if (editing)
    gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}
