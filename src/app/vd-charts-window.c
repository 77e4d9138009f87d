#include <glib/gi18n.h>
#include <string.h>

#include "vd-charts-window.h"
#include "vd-hex-entries.h"
#include "vd-hex-ruleset.h"

/* What a cell of the editor stands for, kept on its entry. */
typedef struct {
  VdHexEntryKind kind;
  char          *target;    /* chart id, value path */
  char          *row;       /* cells */
  char          *column;    /* cells */
} CellTarget;

struct _VdChartsWindow
{
  AdwWindow         parent_instance;

  AdwToastOverlay  *toast_overlay;
  AdwWindowTitle   *window_title;
  GtkStack         *stack;
  GtkStackSidebar  *sidebar;

  VdBoardDocument  *document;
  VdHexRuleset     *base;       /* the bundled module, without the owner's entries */
  VdHexEntries     *entries;    /* the owner's entries, as saved */
  GHashTable       *cells;      /* "chart\037row\037column" → GtkEntry (not owned) */
  GHashTable       *counts;     /* chart id → its GtkLabel "68 of 70 cells missing" */
};

G_DEFINE_FINAL_TYPE (VdChartsWindow, vd_charts_window, ADW_TYPE_WINDOW)

static void build_pages (VdChartsWindow *self);

static void
cell_target_free (CellTarget *target)
{
  g_free (target->target);
  g_free (target->row);
  g_free (target->column);
  g_free (target);
}

static char *
cell_key (const char *target, const char *row, const char *column)
{
  return g_strdup_printf ("%s\037%s\037%s", target, row != NULL ? row : "",
                          column != NULL ? column : "");
}

/* A text of the module's file ({en, fr} or a plain string) in the user's language. */
static const char *
node_text (const VdYamlNode *node)
{
  const VdYamlNode *text;

  if (node == NULL)
    return NULL;
  if (node->kind == VD_YAML_SCALAR)
    return vd_yaml_node_is_null (node) ? NULL : node->value;
  if (node->kind != VD_YAML_MAPPING)
    return NULL;
  text = vd_yaml_lookup (node, vd_text_language ());
  if (text == NULL || vd_yaml_node_is_null (text))
    text = vd_yaml_lookup (node, "en");
  return text != NULL && text->kind == VD_YAML_SCALAR ? text->value : NULL;
}

static void
toast (VdChartsWindow *self, const char *message)
{
  /* libadwaita 1.2 reads a toast's title as Pango markup. */
  g_autofree char *markup = g_markup_escape_text (message, -1);
  AdwToast *item = adw_toast_new (markup);

  adw_toast_set_timeout (item, 8);
  adw_toast_overlay_add_toast (self->toast_overlay, item);
}

/* "Entered by Ann, 2026-12-04T10:00:00Z" (or why the module does not use it). */
static char *
entered_tooltip (const VdHexEntry *entry)
{
  if (entry->unused != NULL)
    /* Translators: an entry the module does not use, then why ("the module gives this
     * value"). */
    return g_strdup_printf (_("Entered by %s, %s — not used: %s"), entry->by, entry->at,
                            entry->unused);
  /* Translators: who entered a chart value, and when (ISO 8601). */
  return g_strdup_printf (_("Entered by %s, %s"), entry->by, entry->at);
}

static const VdHexEntry *
find_entry (VdChartsWindow *self, const CellTarget *target)
{
  return vd_hex_entries_find (self->entries, target->kind, target->target, target->row,
                              target->column);
}

static void
style_cell (VdChartsWindow *self, GtkWidget *cell)
{
  const CellTarget *target = g_object_get_data (G_OBJECT (cell), "vd-cell");
  const VdHexEntry *entry = find_entry (self, target);
  g_autofree char *tooltip = entry != NULL ? entered_tooltip (entry) : NULL;

  gtk_widget_remove_css_class (cell, "error");
  if (entry != NULL)
    {
      gtk_widget_remove_css_class (cell, "missing-cell");
      gtk_widget_add_css_class (cell, "entered-cell");
      gtk_widget_set_tooltip_text (cell, tooltip);
    }
  else
    {
      gtk_widget_remove_css_class (cell, "entered-cell");
      gtk_widget_add_css_class (cell, "missing-cell");
      gtk_widget_set_tooltip_text (cell, _("Missing: the seed does not give it"));
    }
}

/* How many cells of a chart (as the board's module now reads) are still `~`. */
static void
count_cells (const VdYamlNode *chart, guint *missing, guint *total)
{
  const VdYamlNode *columns = vd_yaml_lookup (chart, "columns");
  const VdYamlNode *rows = vd_yaml_lookup (chart, "rows");
  const VdYamlNode *cells = vd_yaml_lookup (chart, "cells");

  *missing = *total = 0;
  if (columns == NULL || rows == NULL || columns->kind != VD_YAML_SEQUENCE ||
      rows->kind != VD_YAML_SEQUENCE)
    return;
  *total = columns->n_children * rows->n_children;
  if (cells == NULL || cells->kind != VD_YAML_SEQUENCE)
    {
      *missing = *total;
      return;
    }
  for (guint r = 0; r < cells->n_children; r++)
    for (guint c = 0; c < cells->children[r]->n_children; c++)
      *missing += vd_yaml_node_is_null (cells->children[r]->children[c]);
}

static void
update_counts (VdChartsWindow *self)
{
  VdHexRuleset *module = vd_board_document_get_module (self->document);
  GHashTableIter iter;
  gpointer key, value;
  g_autofree char *subtitle = NULL;

  /* Translators: the chart editor's subtitle: the game, then how many gaps of its module (a
   * whole chart, a cost, a reading) the owner still has to fill ("1914 — 43 gaps left"). */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %u gap left",
                                           "%s — %u gaps left", module->gaps->len),
                              vd_text_get (&module->name), module->gaps->len);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  g_hash_table_iter_init (&iter, self->counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_autofree char *path = g_strdup_printf ("charts.%s", (const char *) key);
      const VdYamlNode *chart = vd_hex_ruleset_lookup (module, path);
      g_autofree char *text = NULL;
      guint missing, total;

      if (chart == NULL)
        continue;
      count_cells (chart, &missing, &total);
      text = total == 0 ? g_strdup (_("Its size is not given yet"))
             : missing == 0
               ? g_strdup (_("Every cell is known"))
               /* Translators: "68 of 70 cells missing". */
               : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u cells missing",
                                               "%u of %u cells missing", total),
                                  missing, total);
      gtk_label_set_text (GTK_LABEL (value), text);
    }
}

/* The owner's entries as his file holds them now (another window may have saved some since
 * this one read them), for a change to go on top; NULL, said in a toast, when the file cannot
 * be read: it is then never written over. */
static VdHexEntries *
current_entries (VdChartsWindow *self)
{
  g_autoptr(GError) error = NULL;
  VdHexEntries *entries = vd_hex_entries_load_for (self->base->id, &error);

  if (error != NULL)
    {
      toast (self, error->message);
      return NULL;
    }
  return entries != NULL ? entries : vd_hex_entries_new (self->base->id);
}

/* Saves CANDIDATE (taken) as the owner's entries when the module reads with them; else says
 * why and keeps the entries as they were. */
static gboolean
save_entries (VdChartsWindow *self, VdHexEntries *candidate_in)
{
  g_autoptr(VdHexEntries) candidate = candidate_in;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) check = NULL;

  check = vd_hex_ruleset_load_document_with (vd_yaml_parse_file (self->base->path, &error),
                                             vd_hex_entries_copy (candidate), &error);
  if (check == NULL)
    {
      /* The message names the entries file and place; the owner needs only its reason. */
      const char *reason = strstr (error->message, ": error: ");

      toast (self, reason != NULL ? reason + strlen (": error: ") : error->message);
      return FALSE;
    }
  if (!vd_hex_entries_save (candidate, &error))
    {
      toast (self, error->message);
      return FALSE;
    }
  /* As the module read them: with their unused notes, for the tooltips. */
  vd_hex_entries_free (self->entries);
  self->entries = vd_hex_entries_copy (check->entries);
  g_free (self->entries->path);
  self->entries->path = g_strdup (candidate->path);
  if (!vd_board_document_reload_module (self->document, &error))
    toast (self, error->message);
  update_counts (self);
  return TRUE;
}

static void
commit_cell (VdChartsWindow *self, GtkWidget *cell)
{
  const CellTarget *target = g_object_get_data (G_OBJECT (cell), "vd-cell");
  const VdHexEntry *entry;
  g_autofree char *text = NULL;
  const char *value;
  VdHexEntries *candidate;

  /* The focus leaves the cells as the window goes too. */
  if (self->entries == NULL || target == NULL)
    return;
  entry = find_entry (self, target);
  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (cell))));
  value = *text != '\0' ? text : NULL;
  if (g_strcmp0 (value, entry != NULL ? entry->value : NULL) == 0)
    return;
  if ((candidate = current_entries (self)) == NULL)
    {
      gtk_widget_add_css_class (cell, "error");
      return;
    }
  if (target->kind == VD_HEX_ENTRY_CELL)
    vd_hex_entries_set_cell (candidate, target->target, target->row, target->column, value,
                             NULL, NULL);
  else
    vd_hex_entries_set_value (candidate, target->target, value, NULL, NULL);
  if (save_entries (self, candidate))
    style_cell (self, cell);
  else
    gtk_widget_add_css_class (cell, "error");
}

static void
cell_activate_cb (GtkWidget *cell, VdChartsWindow *self)
{
  commit_cell (self, cell);
}

static void
cell_leave_cb (GtkEventControllerFocus *focus, VdChartsWindow *self)
{
  commit_cell (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)));
}

/* A cell: the seed's value as printed, or an entry for the owner's. */
static GtkWidget *
make_cell (VdChartsWindow *self, VdHexEntryKind kind, const char *target, const char *row,
           const char *column, const char *given, const char *given_tooltip)
{
  CellTarget *data;
  const VdHexEntry *entry;
  GtkWidget *cell;
  GtkEventController *focus;

  if (given != NULL)
    {
      cell = gtk_label_new (given);
      gtk_widget_add_css_class (cell, "given-cell");
      gtk_widget_set_tooltip_text (cell, given_tooltip);
      return cell;
    }
  cell = gtk_entry_new ();
  gtk_editable_set_width_chars (GTK_EDITABLE (cell), 6);
  gtk_entry_set_placeholder_text (GTK_ENTRY (cell), "—");
  data = g_new0 (CellTarget, 1);
  data->kind = kind;
  data->target = g_strdup (target);
  data->row = g_strdup (row);
  data->column = g_strdup (column);
  g_object_set_data_full (G_OBJECT (cell), "vd-cell", data, (GDestroyNotify) cell_target_free);
  entry = find_entry (self, data);
  if (entry != NULL)
    gtk_editable_set_text (GTK_EDITABLE (cell), entry->value);
  style_cell (self, cell);
  g_signal_connect (cell, "activate", G_CALLBACK (cell_activate_cb), self);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (cell_leave_cb), self);
  gtk_widget_add_controller (cell, focus);
  return cell;
}

static GtkWidget *
heading_label (const char *text, gboolean row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "chart-heading");
  gtk_label_set_xalign (GTK_LABEL (label), row ? 0 : 0.5);
  return label;
}

static GtkWidget *
page_box (GtkWidget **box_out)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  *box_out = box;
  return scrolled;
}

static GtkWidget *
wrapped_label (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static GtkWidget *
chart_grid (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_widget_add_css_class (grid, "chart-grid");
  gtk_widget_set_halign (grid, GTK_ALIGN_START);
  return grid;
}

/* Terrain costs: one row per terrain and hexside feature, one column per unit class. */
static void
add_terrain_page (VdChartsWindow *self)
{
  GtkWidget *box, *page = page_box (&box), *grid = chart_grid ();
  GPtrArray *classes = self->base->classes;
  guint row = 1;

  gtk_box_append (GTK_BOX (box),
                  wrapped_label (_("Movement points to enter a hex of each terrain, and to "
                                   "cross each hexside feature, by unit class. Type a number, "
                                   "or “prohibited”."), NULL));
  for (guint c = 0; c < classes->len; c++)
    gtk_grid_attach (GTK_GRID (grid),
                     heading_label (vd_text_get (&((VdHexName *) classes->pdata[c])->name), FALSE),
                     (int) c + 1, 0, 1, 1);
  for (guint k = 0; k < 2; k++)
    {
      GPtrArray *list = k == 0 ? self->base->terrain : self->base->hexsides;

      for (guint i = 0; i < list->len; i++, row++)
        {
          const VdHexTerrain *terrain = list->pdata[i];
          g_autofree char *name = k == 0 ? g_strdup (vd_text_get (&terrain->name))
                                         /* Translators: a hexside feature in the terrain
                                          * costs' grid ("River (hexside)"). */
                                         : g_strdup_printf (_("%s (hexside)"),
                                                            vd_text_get (&terrain->name));

          gtk_grid_attach (GTK_GRID (grid), heading_label (name, TRUE), 0, (int) row, 1, 1);
          for (guint c = 0; c < classes->len; c++)
            {
              const VdHexName *unit_class = classes->pdata[c];
              g_autofree char *path = g_strdup_printf ("%s.%s.mp.%s",
                                                       k == 0 ? "terrain" : "hexsides",
                                                       terrain->id, unit_class->id);
              g_autofree char *given = NULL;
              const char *tooltip = NULL;

              if (terrain->mp[c].status == VD_HEX_MP_PROHIBITED)
                {
                  given = g_strdup ("✕");
                  tooltip = _("Prohibited (given by the seed)");
                }
              else if (terrain->mp[c].status == VD_HEX_MP_KNOWN)
                {
                  given = g_strdup_printf ("%g", terrain->mp[c].mp);
                  tooltip = _("Given by the seed");
                }
              GtkWidget *cell = make_cell (self, VD_HEX_ENTRY_VALUE, path, NULL, NULL, given,
                                           tooltip);

              if (given == NULL)
                g_hash_table_insert (self->cells, cell_key (path, NULL, NULL), cell);
              gtk_grid_attach (GTK_GRID (grid), cell, (int) c + 1, (int) row, 1, 1);
            }
        }
    }
  gtk_box_append (GTK_BOX (box), grid);
  gtk_stack_add_titled (self->stack, page, "terrain", _("Terrain Costs"));
}

static void
set_size_cb (GtkButton *button, VdChartsWindow *self)
{
  const char *chart = g_object_get_data (G_OBJECT (button), "vd-chart");
  GtkEditable *columns = g_object_get_data (G_OBJECT (button), "vd-columns");
  GtkEditable *rows = g_object_get_data (G_OBJECT (button), "vd-rows");
  g_auto(GStrv) column_list = g_strsplit (gtk_editable_get_text (columns), ",", -1);
  g_auto(GStrv) row_list = g_strsplit (gtk_editable_get_text (rows), ",", -1);
  g_autofree char *page = g_strdup (chart);
  VdHexEntries *candidate;

  for (guint i = 0; column_list[i] != NULL; i++)
    g_strstrip (column_list[i]);
  for (guint i = 0; row_list[i] != NULL; i++)
    g_strstrip (row_list[i]);
  if (g_strv_length (column_list) == 0 || g_strv_length (row_list) == 0 ||
      g_strv_contains ((const char * const *) column_list, "") ||
      g_strv_contains ((const char * const *) row_list, ""))
    {
      toast (self, _("Type every heading, separated by commas"));
      return;
    }
  if ((candidate = current_entries (self)) == NULL)
    return;
  vd_hex_entries_set_shape (candidate, chart, (const char * const *) column_list,
                            (const char * const *) row_list, NULL, NULL);
  if (save_entries (self, candidate))
    {
      build_pages (self);
      vd_charts_window_show_page (self, page);
    }
}

/* The headings of a chart whose size the seed leaves out, as printed on the owner's copy. */
static void
add_size_form (VdChartsWindow *self, GtkWidget *box, const char *id, const VdYamlNode *chart)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Set the Size"));
  const char *keys[] = { "columns", "rows" };
  const char *titles[] = { N_("Column headings, separated by commas"),
                           N_("Row headings, separated by commas") };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Size Not Given"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The seed does not give this chart's rows and "
                                           "columns: type them as your copy prints them, then "
                                           "fill in its cells."));
  for (guint k = 0; k < 2; k++)
    {
      const VdYamlNode *given = vd_yaml_lookup (chart, keys[k]);
      GtkWidget *row = adw_entry_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[k]));
      if (given != NULL && given->kind == VD_YAML_SEQUENCE)
        {
          g_autoptr(GString) text = g_string_new (NULL);

          for (guint i = 0; i < given->n_children; i++)
            g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                                    given->children[i]->value != NULL
                                      ? given->children[i]->value : "");
          gtk_editable_set_text (GTK_EDITABLE (row), text->str);
          /* The seed gives these: the owner adds the other side only. */
          gtk_widget_set_sensitive (row, FALSE);
        }
      g_object_set_data (G_OBJECT (button), k == 0 ? "vd-columns" : "vd-rows", row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  g_object_set_data_full (G_OBJECT (button), "vd-chart", g_strdup (id), g_free);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_set_margin_top (button, 12);
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (set_size_cb), self);
  gtk_box_append (GTK_BOX (box), group);
  gtk_box_append (GTK_BOX (box), button);
}

/* A chart's `rule`, then its `also`: every rule that waits for the chart, as `check` names them. */
static char *
chart_rules (const VdYamlNode *rule, const VdYamlNode *also)
{
  g_autoptr(GString) text = g_string_new (rule->value);

  if (also != NULL && also->kind == VD_YAML_SEQUENCE)
    for (guint i = 0; i < also->n_children; i++)
      if (!vd_yaml_node_is_null (also->children[i]))
        g_string_append_printf (text, ", %s", also->children[i]->value);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
add_chart_page (VdChartsWindow *self, const char *id, const VdYamlNode *base_chart,
                const VdYamlNode *chart)
{
  GtkWidget *box, *page = page_box (&box);
  const VdYamlNode *columns = vd_yaml_lookup (chart, "columns");
  const VdYamlNode *rows = vd_yaml_lookup (chart, "rows");
  const VdYamlNode *given_cells = vd_yaml_lookup (base_chart, "cells");
  const VdYamlNode *rule = vd_yaml_lookup (chart, "rule");
  const VdYamlNode *legend = vd_yaml_lookup (chart, "legend");
  const VdYamlNode *points = vd_yaml_lookup (chart, "points");
  const char *name = node_text (vd_yaml_lookup (chart, "name"));
  const char *note = node_text (vd_yaml_lookup (chart, "note"));
  GtkWidget *title = wrapped_label (name != NULL ? name : id, "title-2");
  GtkWidget *count = wrapped_label ("", "dim-label");

  gtk_box_append (GTK_BOX (box), title);
  if (rule != NULL && rule->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (rule))
    {
      g_autofree char *rules = chart_rules (rule, vd_yaml_lookup (chart, "also"));
      g_autofree char *text = strchr (rules, ',') == NULL ? g_strdup_printf (_("Rule %s"), rules)
                                                          : g_strdup_printf (_("Rules %s"), rules);

      gtk_box_append (GTK_BOX (box), wrapped_label (text, "dim-label"));
    }
  if (note != NULL)
    gtk_box_append (GTK_BOX (box), wrapped_label (note, NULL));
  gtk_box_append (GTK_BOX (box), count);
  g_hash_table_insert (self->counts, g_strdup (id), count);
  if (columns != NULL && rows != NULL && columns->kind == VD_YAML_SEQUENCE &&
      rows->kind == VD_YAML_SEQUENCE)
    {
      GtkWidget *grid = chart_grid ();

      for (guint c = 0; c < columns->n_children; c++)
        gtk_grid_attach (GTK_GRID (grid), heading_label (columns->children[c]->value, FALSE),
                         (int) c + 1, 0, 1, 1);
      for (guint r = 0; r < rows->n_children; r++)
        {
          const char *row = rows->children[r]->value;
          const VdYamlNode *given_row = given_cells != NULL &&
                                        given_cells->kind == VD_YAML_SEQUENCE &&
                                        r < given_cells->n_children
                                          ? given_cells->children[r] : NULL;

          gtk_grid_attach (GTK_GRID (grid), heading_label (row, TRUE), 0, (int) r + 1, 1, 1);
          for (guint c = 0; c < columns->n_children; c++)
            {
              const char *column = columns->children[c]->value;
              const VdYamlNode *given = given_row != NULL && c < given_row->n_children
                                          ? given_row->children[c] : NULL;
              GtkWidget *cell;

              if (given != NULL && vd_yaml_node_is_null (given))
                given = NULL;
              cell = make_cell (self, VD_HEX_ENTRY_CELL, id, row, column,
                                given != NULL ? given->value : NULL, _("Given by the seed"));
              if (given == NULL)
                g_hash_table_insert (self->cells, cell_key (id, row, column), cell);
              gtk_grid_attach (GTK_GRID (grid), cell, (int) c + 1, (int) r + 1, 1, 1);
            }
        }
      gtk_box_append (GTK_BOX (box), grid);
    }
  else
    add_size_form (self, box, id, chart);
  if (points != NULL && points->kind == VD_YAML_SEQUENCE && points->n_children > 0)
    {
      g_autofree char *text =
        /* Translators: cells a chart's worked examples reveal, listed under it. */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "%u cell is given by the rules' examples (see the "
                                      "module file).",
                                      "%u cells are given by the rules' examples (see the "
                                      "module file).", points->n_children),
                         points->n_children);

      gtk_box_append (GTK_BOX (box), wrapped_label (text, "dim-label"));
    }
  if (legend != NULL && legend->kind == VD_YAML_MAPPING)
    {
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Results"));
      for (guint i = 0; i + 1 < legend->n_children; i += 2)
        {
          GtkWidget *row = adw_action_row_new ();
          const char *text = node_text (legend->children[i + 1]);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), legend->children[i]->value);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                       text != NULL ? text : _("Missing: the seed does not "
                                                               "give it"));
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
      gtk_box_append (GTK_BOX (box), group);
    }
  gtk_stack_add_titled (self->stack, page, id, name != NULL ? name : id);
}

/* The module's other `~` values (ZOC costs, stacking rows, …), each named by its path. */
static void
add_values_page (VdChartsWindow *self)
{
  GtkWidget *box, *page = page_box (&box);
  GtkWidget *group = NULL;
  g_autofree char *section = NULL;
  guint n = 0;

  gtk_box_append (GTK_BOX (box),
                  wrapped_label (_("Values the seed names but does not give, each where the "
                                   "module keeps it. Type them from your copy of the game."),
                                 NULL));
  for (guint i = 0; i < self->base->gaps->len; i++)
    {
      const VdHexGap *gap = self->base->gaps->pdata[i];
      g_autofree char *top = NULL;
      GtkWidget *row, *cell;
      const char *dot;

      if (gap->kind != VD_HEX_GAP_VALUE)
        continue;
      dot = strchr (gap->where, '.');
      top = dot != NULL ? g_strndup (gap->where, (gsize) (dot - gap->where)) : g_strdup (gap->where);
      if (group == NULL || g_strcmp0 (top, section) != 0)
        {
          group = adw_preferences_group_new ();
          adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), top);
          gtk_box_append (GTK_BOX (box), group);
          g_free (section);
          section = g_strdup (top);
        }
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gap->where);
      cell = make_cell (self, VD_HEX_ENTRY_VALUE, gap->where, NULL, NULL, NULL, NULL);
      g_hash_table_insert (self->cells, cell_key (gap->where, NULL, NULL), cell);
      gtk_widget_set_valign (cell, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), cell);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      n++;
    }
  if (n == 0)
    gtk_box_append (GTK_BOX (box), wrapped_label (_("The seed gives every other value."),
                                                  "dim-label"));
  gtk_stack_add_titled (self->stack, page, "values", _("Other Values"));
}

static void
reading_changed_cb (GtkDropDown *drop, GParamSpec *pspec, VdChartsWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (drop), "vd-reading");
  GtkStringList *options = GTK_STRING_LIST (gtk_drop_down_get_model (drop));
  guint selected = gtk_drop_down_get_selected (drop);
  const char *choice = selected > 0 ? gtk_string_list_get_string (options, selected) : NULL;
  const VdHexEntry *entry = vd_hex_entries_find (self->entries, VD_HEX_ENTRY_CHOICE, id, NULL,
                                                 NULL);
  VdHexEntries *candidate;

  if (g_strcmp0 (choice, entry != NULL ? entry->value : NULL) == 0)
    return;
  if ((candidate = current_entries (self)) == NULL)
    return;
  vd_hex_entries_set_choice (candidate, id, choice, NULL, NULL);
  save_entries (self, candidate);
}

/* The readings the seed leaves open, each chosen once and kept. */
static void
add_readings_page (VdChartsWindow *self)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (self->base, "interpretations");
  GtkWidget *box, *page = page_box (&box), *group = adw_preferences_group_new ();

  gtk_box_append (GTK_BOX (box),
                  wrapped_label (_("Where the seed can be read more than one way, choose your "
                                   "reading once: the game keeps it."), NULL));
  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      const VdYamlNode *id = vd_yaml_lookup (item, "id");
      const VdYamlNode *options = vd_yaml_lookup (item, "options");
      const VdYamlNode *choice = vd_yaml_lookup (item, "choice");
      const char *text = node_text (vd_yaml_lookup (item, "text"));
      GtkWidget *row = adw_action_row_new (), *drop;
      GtkStringList *strings;
      const VdHexEntry *entry;

      if (id == NULL || options == NULL || options->kind != VD_YAML_SEQUENCE)
        continue;
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text != NULL ? text : id->value);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), id->value);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      if (choice != NULL && !vd_yaml_node_is_null (choice))
        {
          /* The module's authors chose already: shown, not asked. */
          GtkWidget *label = gtk_label_new (choice->value);

          gtk_widget_add_css_class (label, "dim-label");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          continue;
        }
      strings = gtk_string_list_new (NULL);
      gtk_string_list_append (strings, _("Not chosen"));
      for (guint o = 0; o < options->n_children; o++)
        gtk_string_list_append (strings, options->children[o]->value);
      drop = gtk_drop_down_new (G_LIST_MODEL (strings), NULL);
      gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (drop), "vd-reading", g_strdup (id->value), g_free);
      entry = vd_hex_entries_find (self->entries, VD_HEX_ENTRY_CHOICE, id->value, NULL, NULL);
      for (guint o = 0; entry != NULL && o < options->n_children; o++)
        if (g_strcmp0 (options->children[o]->value, entry->value) == 0)
          gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), o + 1);
      if (entry != NULL)
        {
          g_autofree char *tooltip = entered_tooltip (entry);

          gtk_widget_set_tooltip_text (drop, tooltip);
        }
      g_signal_connect (drop, "notify::selected", G_CALLBACK (reading_changed_cb), self);
      g_hash_table_insert (self->cells, cell_key (id->value, NULL, NULL), drop);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (GTK_BOX (box), group);
  gtk_stack_add_titled (self->stack, page, "readings", _("Readings"));
}

static void
build_pages (VdChartsWindow *self)
{
  VdHexRuleset *module = vd_board_document_get_module (self->document);
  const VdYamlNode *charts = vd_hex_ruleset_lookup (module, "charts");
  const VdYamlNode *base_charts = vd_hex_ruleset_lookup (self->base, "charts");
  GtkWidget *child;

  g_hash_table_remove_all (self->cells);
  g_hash_table_remove_all (self->counts);
  /* GTK 4.8's sidebar does not follow pages removed under it: it lets go of the stack first. */
  gtk_stack_sidebar_set_stack (self->sidebar, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stack))) != NULL)
    gtk_stack_remove (self->stack, child);
  add_terrain_page (self);
  for (guint i = 0; charts != NULL && charts->kind == VD_YAML_MAPPING &&
                    i + 1 < charts->n_children; i += 2)
    {
      const char *id = charts->children[i]->value;
      const VdYamlNode *base_chart = base_charts != NULL ? vd_yaml_lookup (base_charts, id) : NULL;

      add_chart_page (self, id, base_chart, charts->children[i + 1]);
    }
  add_values_page (self);
  add_readings_page (self);
  gtk_stack_sidebar_set_stack (self->sidebar, self->stack);
  update_counts (self);
}

static void
vd_charts_window_dispose (GObject *object)
{
  VdChartsWindow *self = VD_CHARTS_WINDOW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->base, vd_hex_ruleset_free);
  g_clear_pointer (&self->entries, vd_hex_entries_free);
  g_clear_pointer (&self->cells, g_hash_table_unref);
  g_clear_pointer (&self->counts, g_hash_table_unref);
  G_OBJECT_CLASS (vd_charts_window_parent_class)->dispose (object);
}

static void
vd_charts_window_class_init (VdChartsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_charts_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-charts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VdChartsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, VdChartsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VdChartsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, VdChartsWindow, sidebar);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vd_charts_window_init (VdChartsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

VdChartsWindow *
vd_charts_window_new (GtkWindow *parent, VdBoardDocument *document, GError **error)
{
  VdChartsWindow *self;
  VdHexRuleset *module = vd_board_document_get_module (document);
  /* What the seed gives is the module file's own: the board's copy has the entries laid over. */
  VdHexRuleset *base = vd_hex_ruleset_load (module->path, error);

  if (base == NULL)
    return NULL;
  self = g_object_new (VD_TYPE_CHARTS_WINDOW, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  self->base = base;
  self->entries = module->entries != NULL ? vd_hex_entries_copy (module->entries)
                                          : vd_hex_entries_new (module->id);
  build_pages (self);
  return self;
}

GtkWidget *
vd_charts_window_get_cell (VdChartsWindow *self, const char *chart, const char *row,
                           const char *column)
{
  g_autofree char *key = cell_key (chart, row, column);

  g_return_val_if_fail (VD_IS_CHARTS_WINDOW (self), NULL);
  return g_hash_table_lookup (self->cells, key);
}

void
vd_charts_window_show_page (VdChartsWindow *self, const char *id)
{
  g_return_if_fail (VD_IS_CHARTS_WINDOW (self));
  if (gtk_stack_get_child_by_name (self->stack, id) != NULL)
    gtk_stack_set_visible_child_name (self->stack, id);
}
