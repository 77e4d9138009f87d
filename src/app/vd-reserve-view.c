#include <glib/gi18n.h>
#include <string.h>

#include "vd-side-format.h"
#include "vd-reserve-view.h"
#include "vd-unit-panel-private.h"

struct _VdReserveView
{
  AdwBin           parent_instance;

  VdDocument      *document;
  VdOrderOfBattle *oob;
  GPtrArray       *rows;  /* AdwActionRow*, the ones shown */

  GtkStack        *stack;
  GtkSearchEntry  *search_entry;
  GtkBox          *groups_box;
  GtkLabel        *title_label;
};

G_DEFINE_FINAL_TYPE (VdReserveView, vd_reserve_view, ADW_TYPE_BIN)

enum {
  PLACE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Placed already: on the table, or destroyed there (RIVER-2, HOUSE-10), never placed again. */
static gboolean
on_table (VdReserveView *self, const VdUnit *unit)
{
  VdTable *table = self->document != NULL ? vd_document_get_table (self->document) : NULL;

  return table != NULL && (vd_table_find_unit (table, unit->id) != NULL ||
                           vd_table_find_destroyed (table, unit->id) != NULL);
}

/* Every word of the search in the unit's name or id, whatever the case. */
static gboolean
matches (const VdUnit *unit, const char *search)
{
  g_autofree char *text = NULL;
  g_autofree char *haystack = NULL;
  g_auto(GStrv) words = NULL;

  if (search == NULL || search[0] == '\0')
    return TRUE;
  text = g_strconcat (unit->name != NULL ? unit->name : "", " ", unit->id, NULL);
  haystack = g_utf8_casefold (text, -1);
  words = g_str_tokenize_and_fold (search, NULL, NULL);
  for (guint i = 0; words[i] != NULL; i++)
    if (strstr (haystack, words[i]) == NULL)
      return FALSE;
  return TRUE;
}

static char *
describe_unit (VdReserveView *self, const VdUnit *unit)
{
  VdRuleset *ruleset = self->document != NULL ? vd_document_get_ruleset (self->document) : NULL;
  const char *arm = ruleset != NULL ? vd_text_get (&ruleset->arms[unit->arm].name) : NULL;
  const char *formation = ruleset != NULL ? vd_text_get (&ruleset->formations[unit->formation].name) : NULL;
  g_autofree char *figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d figure",
                                                           "%d figures", unit->figures),
                                              unit->figures);

  /* Translators: a unit's arm, formation and figures ("Infantry · Line · 24 figures"). */
  return g_strdup_printf (_("%s · %s · %s"), arm != NULL ? arm : vd_arm_to_string (unit->arm),
                          formation != NULL ? formation : vd_formation_to_string (unit->formation),
                          figures);
}

static void
row_activated_cb (AdwActionRow *row, VdReserveView *self)
{
  g_signal_emit (self, signals[PLACE], 0, g_object_get_data (G_OBJECT (row), "unit-id"));
}

static void
clear_groups (VdReserveView *self)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (child != GTK_WIDGET (self->title_label))
        gtk_box_remove (self->groups_box, child);
      child = next;
    }
  g_ptr_array_set_size (self->rows, 0);
}

static void rebuild_all (VdReserveView *self);

/* Each side's header tells how many of its units wait, whatever the search. */
static void
describe_groups (VdReserveView *self, GHashTable *counts)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      const char *side = g_object_get_data (G_OBJECT (child), "side");
      guint n;
      g_autofree char *description = NULL;

      if (side == NULL)
        continue;
      n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, side));
      description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit to place",
                                                  "%u units to place", n), n);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (child), description);
    }
}

/* Placing a unit takes one row away: the others stay as they are, since building the list
 * afresh (and measuring every label again) at each click of a long placing run is slow. FALSE
 * when the rows shown are not those of SHOWN (unit ids, in order) and a few more. */
static gboolean
remove_placed_rows (VdReserveView *self, GPtrArray *shown, GHashTable *counts)
{
  guint j = 0;

  if (shown->len == 0 || shown->len >= self->rows->len)
    return FALSE;
  for (guint i = 0; i < self->rows->len && j < shown->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (self->rows, i), "unit-id"),
                   g_ptr_array_index (shown, j)) == 0)
      j++;
  if (j < shown->len)
    return FALSE;

  j = 0;
  for (guint i = 0; i < self->rows->len;)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GtkWidget *group;

      if (j < shown->len && g_strcmp0 (g_object_get_data (G_OBJECT (row), "unit-id"),
                                       g_ptr_array_index (shown, j)) == 0)
        {
          i++;
          j++;
          continue;
        }
      group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);
      g_ptr_array_remove_index (self->rows, i);
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  /* A side whose last shown unit went loses its group. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box)); child != NULL;)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      const char *side = g_object_get_data (G_OBJECT (child), "side");
      gboolean has_row = FALSE;

      for (guint i = 0; side != NULL && i < self->rows->len && !has_row; i++)
        has_row = gtk_widget_is_ancestor (g_ptr_array_index (self->rows, i), child);
      if (side != NULL && !has_row)
        gtk_box_remove (self->groups_box, child);
      child = next;
    }
  describe_groups (self, counts);
  return TRUE;
}

static void
rebuild (VdReserveView *self)
{
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean any_side = FALSE;

  if (self->oob != NULL)
    for (guint i = 0; i < self->oob->units->len; i++)
      {
        const VdUnit *unit = g_ptr_array_index (self->oob->units, i);

        if (on_table (self, unit))
          continue;
        any_side = TRUE;
        g_hash_table_insert (counts, unit->side,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, unit->side)) + 1));
        if (matches (unit, search))
          g_ptr_array_add (shown, unit->id);
      }
  if (self->oob != NULL && any_side && remove_placed_rows (self, shown, counts))
    return;
  rebuild_all (self);
}

static void
rebuild_all (VdReserveView *self)
{
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autoptr(GHashTable) groups = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  VdSideView *view = self->document != NULL ? vd_document_get_side_view (self->document) : NULL;

  clear_groups (self);
  if (self->oob == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "list");
  gtk_label_set_text (self->title_label, self->oob->title);
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), self->oob->title[0] != '\0');

  for (guint i = 0; i < self->oob->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (self->oob->units, i);
      AdwPreferencesGroup *group;
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      /* A side's view places its own units, and lists nothing of the enemy's reserves. */
      if (on_table (self, unit) || !vd_side_view_knows_side (view, unit->side))
        continue;
      g_hash_table_insert (counts, unit->side,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, unit->side)) + 1));
      if (!matches (unit, search))
        continue;
      group = g_hash_table_lookup (groups, unit->side);
      if (group == NULL)
        {
          g_autofree char *title = vd_format_side (self->document != NULL ? vd_document_get_table (self->document) : NULL, unit->side);

          group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (group, title);
          g_object_set_data_full (G_OBJECT (group), "side", g_strdup (unit->side), g_free);
          gtk_box_append (self->groups_box, GTK_WIDGET (group));
          g_hash_table_insert (groups, unit->side, group);
        }
      subtitle = describe_unit (self, unit);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     unit->name != NULL ? unit->name : unit->id);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("list-add-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _("Place on the table"));
      g_object_set_data_full (G_OBJECT (row), "unit-id", g_strdup (unit->id), g_free);
      g_signal_connect (row, "activated", G_CALLBACK (row_activated_cb), self);
      adw_preferences_group_add (group, row);
      g_ptr_array_add (self->rows, row);
    }

  describe_groups (self, counts);
  if (g_hash_table_size (counts) == 0)
    {
      GtkWidget *done = adw_status_page_new ();

      adw_status_page_set_icon_name (ADW_STATUS_PAGE (done), "emblem-ok-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (done), _("Every Unit Is on the Table"));
      adw_status_page_set_description (ADW_STATUS_PAGE (done),
                                       _("Open another order of battle, or add a new unit"));
      gtk_widget_add_css_class (done, "compact");
      gtk_box_append (self->groups_box, done);
    }
}

static void
search_changed_cb (VdReserveView *self)
{
  rebuild (self);
}

static void
vd_reserve_view_dispose (GObject *object)
{
  VdReserveView *self = VD_RESERVE_VIEW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->oob, vd_order_of_battle_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (vd_reserve_view_parent_class)->dispose (object);
}

static void
vd_reserve_view_class_init (VdReserveViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_reserve_view_dispose;

  signals[PLACE] =
    g_signal_new ("place", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/vedette/Vedette/vd-reserve-view.ui");
  gtk_widget_class_bind_template_child (widget_class, VdReserveView, stack);
  gtk_widget_class_bind_template_child (widget_class, VdReserveView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, VdReserveView, groups_box);
  gtk_widget_class_bind_template_child (widget_class, VdReserveView, title_label);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
}

static void
vd_reserve_view_init (VdReserveView *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
vd_reserve_view_new (void)
{
  return g_object_new (VD_TYPE_RESERVE_VIEW, NULL);
}

void
vd_reserve_view_set_document (VdReserveView *self, VdDocument *document)
{
  g_return_if_fail (VD_IS_RESERVE_VIEW (self));
  g_return_if_fail (document == NULL || VD_IS_DOCUMENT (document));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_clear_pointer (&self->oob, vd_order_of_battle_free);
  if (document != NULL)
    {
      g_signal_connect_object (document, "table-replaced", G_CALLBACK (rebuild), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (document, "notify::view-side", G_CALLBACK (rebuild), self,
                               G_CONNECT_SWAPPED);
    }
  rebuild (self);
}

void
vd_reserve_view_set_order_of_battle (VdReserveView *self, VdOrderOfBattle *oob)
{
  g_return_if_fail (VD_IS_RESERVE_VIEW (self));

  g_clear_pointer (&self->oob, vd_order_of_battle_free);
  self->oob = oob;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  rebuild (self);
}

const VdOrderOfBattle *
vd_reserve_view_get_order_of_battle (VdReserveView *self)
{
  g_return_val_if_fail (VD_IS_RESERVE_VIEW (self), NULL);
  return self->oob;
}

GPtrArray *
vd_reserve_view_list_unplaced (VdReserveView *self, const char *side)
{
  GPtrArray *units = g_ptr_array_new ();

  g_return_val_if_fail (VD_IS_RESERVE_VIEW (self), units);

  for (guint i = 0; self->oob != NULL && i < self->oob->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (self->oob->units, i);

      if (!on_table (self, unit) && (side == NULL || g_strcmp0 (unit->side, side) == 0))
        g_ptr_array_add (units, unit);
    }
  return units;
}

guint
vd_reserve_view_get_n_rows (VdReserveView *self)
{
  g_return_val_if_fail (VD_IS_RESERVE_VIEW (self), 0);
  return self->rows->len;
}

GtkSearchEntry *
vd_reserve_view_get_search_entry (VdReserveView *self)
{
  g_return_val_if_fail (VD_IS_RESERVE_VIEW (self), NULL);
  return self->search_entry;
}

gboolean
vd_reserve_view_activate_unit (VdReserveView *self, const char *unit_id)
{
  g_return_val_if_fail (VD_IS_RESERVE_VIEW (self), FALSE);

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "unit-id"), unit_id) == 0)
        {
          g_signal_emit_by_name (row, "activated");
          return TRUE;
        }
    }
  return FALSE;
}
