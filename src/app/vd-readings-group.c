#include <glib/gi18n.h>

#include "vd-readings-group.h"
#include "vd-table-readings.h"

struct _VdReadingsGroup
{
  AdwBin      parent_instance;

  GtkWidget  *group;       /* AdwPreferencesGroup */
  VdDocument *document;
  GHashTable *rows;        /* interpretation id → AdwComboRow (owned by the group) */
  GPtrArray  *row_list;    /* the same rows, in the ruleset's order */
  char       *built_for;   /* the ids, options and choices the rows were built for */
  gboolean    updating;    /* the rows are being set from the table, not by the referee */
};

G_DEFINE_FINAL_TYPE (VdReadingsGroup, vd_readings_group, ADW_TYPE_BIN)

/* OPTION's position among INTERPRETATION's options, or 0. */
static guint
option_index (const VdInterpretation *interpretation, const char *option)
{
  for (guint i = 0; interpretation->options[i] != NULL; i++)
    if (g_strcmp0 (interpretation->options[i], option) == 0)
      return i;
  return 0;
}

/* The row's interpretation in the document's ruleset (rows keep only its id: a ruleset read
 * again frees the old one). */
static const VdInterpretation *
row_interpretation (VdReadingsGroup *self, GtkWidget *row)
{
  const char *id = g_object_get_data (G_OBJECT (row), "vd-reading");

  if (self->document == NULL || id == NULL)
    return NULL;
  return vd_ruleset_find_interpretation (vd_document_get_ruleset (self->document), id);
}

static void
selected_cb (AdwComboRow *row, GParamSpec *pspec, VdReadingsGroup *self)
{
  const VdInterpretation *interpretation = row_interpretation (self, GTK_WIDGET (row));
  guint selected = adw_combo_row_get_selected (row);
  const char *option, *now;
  g_autoptr(GError) error = NULL;

  if (self->updating || self->document == NULL || interpretation == NULL ||
      selected >= g_strv_length (interpretation->options))
    return;
  option = interpretation->options[selected];
  now = vd_table_reading (vd_document_get_table (self->document),
                          vd_document_get_ruleset (self->document), interpretation->id);
  if (g_strcmp0 (option, now) == 0)
    return;
  /* The ruleset's choice needs no key of the table's own. */
  if (!vd_document_set_reading (self->document, interpretation->id,
                                g_strcmp0 (option, interpretation->choice) == 0 ? NULL : option,
                                &error))
    {
      /* Only a change the document refuses (a past moment, a started battle) lands here. */
      self->updating = TRUE;
      adw_combo_row_set_selected (row, option_index (interpretation, now));
      self->updating = FALSE;
    }
}

/* A row for INTERPRETATION: its id, its question, its options (the ruleset's choice marked). */
static GtkWidget *
reading_row (VdReadingsGroup *self, const VdInterpretation *interpretation)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) options = gtk_string_list_new (NULL);

  for (guint i = 0; interpretation->options[i] != NULL; i++)
    {
      const char *name = vd_interpretation_option_name (interpretation, i);
      g_autofree char *shown = NULL;

      if (g_strcmp0 (interpretation->options[i], interpretation->choice) == 0)
        /* Translators: the option of a reading that the ruleset chooses, "Both may be declared
         * (the ruleset’s choice)"; the option's name comes from the ruleset, in your language. */
        shown = g_strdup_printf (_("%s (the ruleset’s choice)"), name);
      else
        shown = g_strdup (name);
      gtk_string_list_append (options, shown);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), interpretation->id);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), vd_text_get (&interpretation->text));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (options));
  g_object_set_data_full (G_OBJECT (row), "vd-reading", g_strdup (interpretation->id), g_free);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (selected_cb), self, 0);
  return row;
}

static void
append_part (GString *key, const char *part, char end)
{
  g_string_append (key, part != NULL ? part : "");
  g_string_append_c (key, end);
}

/* What the rows show of RULESET, to rebuild them only when it changes. Appended, not printed:
 * this runs at every event, and printf's parsing was most of it. */
static char *
signature (const VdRuleset *ruleset)
{
  GString *key = g_string_new (NULL);

  for (guint i = 0; ruleset != NULL && ruleset->interpretations != NULL &&
                    i < ruleset->interpretations->len; i++)
    {
      const VdInterpretation *interpretation = g_ptr_array_index (ruleset->interpretations, i);

      append_part (key, interpretation->id, ':');
      append_part (key, interpretation->choice, ':');
      append_part (key, vd_text_get (&interpretation->text), '\n');
      /* The names too: a ruleset read again may name its options otherwise. */
      for (guint j = 0; interpretation->options[j] != NULL; j++)
        {
          append_part (key, interpretation->options[j], '=');
          append_part (key, vd_interpretation_option_name (interpretation, j), '\n');
        }
    }
  return g_string_free (key, FALSE);
}

static void
rebuild (VdReadingsGroup *self, VdRuleset *ruleset)
{
  for (guint i = 0; i < self->row_list->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->group),
                                  g_ptr_array_index (self->row_list, i));
  g_ptr_array_set_size (self->row_list, 0);
  g_hash_table_remove_all (self->rows);
  g_free (self->built_for);
  self->built_for = signature (ruleset);
  for (guint i = 0; ruleset != NULL && ruleset->interpretations != NULL &&
                    i < ruleset->interpretations->len; i++)
    {
      const VdInterpretation *interpretation = g_ptr_array_index (ruleset->interpretations, i);
      GtkWidget *row = reading_row (self, interpretation);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), row);
      g_ptr_array_add (self->row_list, row);
      g_hash_table_insert (self->rows, g_strdup (interpretation->id), row);
    }
}

static void
update (VdReadingsGroup *self)
{
  VdRuleset *ruleset = self->document != NULL ? vd_document_get_ruleset (self->document) : NULL;
  g_autofree char *shown = signature (ruleset);
  gboolean editable;
  VdTable *table;

  if (g_strcmp0 (shown, self->built_for) != 0)
    rebuild (self, ruleset);
  gtk_widget_set_visible (GTK_WIDGET (self), self->document != NULL && self->row_list->len > 0 &&
                                               vd_document_get_view_side (self->document) == NULL);
  if (self->document == NULL || self->row_list->len == 0)
    return;
  table = vd_document_get_table (self->document);
  /* Changed mid-battle, a reading would rewrite what the turns already answered. */
  editable = !vd_document_get_started (self->document) &&
             !vd_document_get_viewing_past (self->document, NULL);
  adw_preferences_group_set_description (
    ADW_PREFERENCES_GROUP (self->group),
    editable ? _("Where the rules are silent, how this table reads them, agreed with the "
                 "players before the battle")
             : _("Agreed before the battle: they stay as they are once it has started"));
  self->updating = TRUE;
  for (guint i = 0; i < self->row_list->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->row_list, i);
      const VdInterpretation *interpretation = row_interpretation (self, row);

      /* A ruleset read again may no longer have it: the row stays as it was until rebuilt. */
      if (interpretation == NULL)
        continue;
      adw_combo_row_set_selected (ADW_COMBO_ROW (row),
                                  option_index (interpretation,
                                                vd_table_reading (table, ruleset,
                                                                  interpretation->id)));
      gtk_widget_set_sensitive (row, editable);
    }
  self->updating = FALSE;
}

static void
vd_readings_group_dispose (GObject *object)
{
  VdReadingsGroup *self = VD_READINGS_GROUP (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->rows, g_hash_table_unref);
  g_clear_pointer (&self->row_list, g_ptr_array_unref);
  g_clear_pointer (&self->built_for, g_free);
  G_OBJECT_CLASS (vd_readings_group_parent_class)->dispose (object);
}

static void
vd_readings_group_class_init (VdReadingsGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = vd_readings_group_dispose;
}

static void
vd_readings_group_init (VdReadingsGroup *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->row_list = g_ptr_array_new ();
  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Readings"));
  gtk_widget_add_css_class (self->group, "readings");
  adw_bin_set_child (ADW_BIN (self), self->group);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
vd_readings_group_new (void)
{
  return g_object_new (VD_TYPE_READINGS_GROUP, NULL);
}

void
vd_readings_group_set_document (VdReadingsGroup *self, VdDocument *document)
{
  g_return_if_fail (VD_IS_READINGS_GROUP (self));
  g_return_if_fail (document == NULL || VD_IS_DOCUMENT (document));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      static const char * const signals[] = { "table-replaced", "notify::view-side",
                                              "notify::started", "notify::viewing-past" };

      for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
        g_signal_connect_object (document, signals[i], G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
    }
  update (self);
}

GtkWidget *
vd_readings_group_get_row (VdReadingsGroup *self, const char *id)
{
  g_return_val_if_fail (VD_IS_READINGS_GROUP (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  return g_hash_table_lookup (self->rows, id);
}
