#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "vd-army-view.h"
#include "vd-side-format.h"
#include "vd-losses.h"
#include "vd-morale-rules.h"
#include "vd-readings-group.h"
#include "vd-table-sides.h"
#include "vd-widget-state.h"

/* One line of the order of battle on screen: what it shows is updated in place. */
typedef struct {
  GtkWidget *widget;   /* an AdwExpanderRow or AdwActionRow; a side's AdwPreferencesGroup */
  GtkWidget *suffix;   /* the percent and the state, with the threshold as tooltip */
  GtkLabel  *percent;
  GtkLabel  *state;
  /* A unit's row: what it was last filled with (SHOWN_FILLED), so that the rows an event left
   * as they were are not formatted again (vd_army_view's update fills every row at each one). */
  gboolean      shown_filled;
  VdLossTotals  shown_totals;  /* its threshold_kind owned */
  gboolean      shown_destroyed;
  char         *shown_name;
  char         *shown_morale;  /* the morale state's name when shown, else NULL */
} Row;

struct _VdArmyView
{
  AdwBin        parent_instance;

  GtkStack      *stack;
  AdwStatusPage *empty_page;
  GtkBox        *groups_box;
  VdReadingsGroup *readings_group;  /* the referee's readings for this table, below the sides */

  VdDocument    *document;
  char          *every_side_description;  /* the empty page's, from the template */
  /* "u:ID", "c:ID" and "s:SIDE" → Row*: a unit's and a command's ids may be the same. */
  GHashTable    *rows;
  GHashTable    *collapsed;   /* ids of the commands the user closed: kept across rebuilds */
  char          *structure;   /* the order of battle the rows were built for */
  GtkSizeGroup  *suffix_group;  /* the percents and states in one column */
  gboolean       building;
  gboolean       stale;       /* the document changed while the view was not shown */
};

G_DEFINE_FINAL_TYPE (VdArmyView, vd_army_view, ADW_TYPE_BIN)

enum {
  SHOW_UNIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A command's kind is a file keyword: the usual ones in the user's language, others as they
 * are, capitalised. */
static char *
format_kind (const char *kind)
{
  static const struct {
    const char *kind;
    const char *name;
  } kinds[] = {
    { "army",      NC_("command kind", "Army") },
    { "wing",      NC_("command kind", "Wing") },
    { "corps",     NC_("command kind", "Corps") },
    { "division",  NC_("command kind", "Division") },
    { "brigade",   NC_("command kind", "Brigade") },
    { "regiment",  NC_("command kind", "Regiment") },
    { "battalion", NC_("command kind", "Battalion") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_ascii_strcasecmp (kind, kinds[i].kind) == 0)
      return g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "command kind", kinds[i].name));
  return vd_format_side (NULL, kind);
}

/* "37.5 %", "25 %": a decimal only when there is one. */
static char *
format_percent (double percent)
{
  g_autofree char *number = NULL;

  if (fabs (percent - round (percent)) < 0.05)
    number = g_strdup_printf ("%.0f", percent);
  else
    number = g_strdup_printf ("%.1f", percent);
  /* Translators: a percentage of figures lost, "37.5 %" */
  return g_strdup_printf (_("%s %%"), number);
}

static char *
format_figures (const VdLossTotals *totals)
{
  /* Translators: a unit's or a command's figures: left, at the start, lost. */
  return g_strdup_printf (C_("army", "%d of %d left · %d lost"), totals->current, totals->start,
                          totals->casualties);
}

static const char *
state_name (VdLossState state)
{
  static const char * const names[] = {
    NC_("loss state", "Steady"), NC_("loss state", "Shaken"), NC_("loss state", "Broken"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == VD_N_LOSS_STATES);
  return g_dpgettext2 (GETTEXT_PACKAGE, "loss state", names[state]);
}

/* Why the state is what it is: the percent lost against the threshold that decided it. */
static char *
format_reason (const VdLossTotals *totals)
{
  g_autofree char *lost = format_percent (totals->percent);
  g_autofree char *threshold = format_percent (totals->threshold);
  g_autofree char *reason = NULL;
  g_autofree char *kind = NULL;

  switch (totals->state)
    {
    case VD_LOSS_BROKEN:
      reason = g_strdup_printf (_("Broken: %s lost, at or above the broken threshold of %s"),
                                lost, threshold);
      break;
    case VD_LOSS_SHAKEN:
      reason = g_strdup_printf (_("Shaken: %s lost, at or above the shaken threshold of %s"),
                                lost, threshold);
      break;
    case VD_LOSS_STEADY:
    default:
      reason = g_strdup_printf (_("Steady: %s lost, below the shaken threshold of %s"),
                                lost, threshold);
      break;
    }
  if (totals->threshold_kind == NULL)
    return g_steal_pointer (&reason);
  /* Translators: under a loss state's reason; the placeholder is a kind of command as the
   * ruleset names it ("division") */
  kind = g_strdup_printf (_("The ruleset’s thresholds for every %s"), totals->threshold_kind);
  return g_strdup_printf ("%s\n%s", reason, kind);
}

static void
row_free (Row *row)
{
  g_free (row->shown_totals.threshold_kind);
  g_free (row->shown_name);
  g_free (row->shown_morale);
  g_free (row);
}

static gboolean
same_number (double a, double b)
{
  return a == b || (isnan (a) && isnan (b));
}

/* Whether ROW shows what it would be filled with: the unit's name, figures, state and morale. */
static gboolean
unit_shown (const Row *row, const VdUnitLosses *unit, const char *morale)
{
  const VdLossTotals *a = &row->shown_totals, *b = &unit->totals;

  return row->shown_filled && a->start == b->start && a->casualties == b->casualties &&
         a->current == b->current && same_number (a->percent, b->percent) &&
         a->has_state == b->has_state && a->state == b->state &&
         same_number (a->threshold, b->threshold) &&
         g_strcmp0 (a->threshold_kind, b->threshold_kind) == 0 &&
         row->shown_destroyed == unit->destroyed && g_strcmp0 (row->shown_name, unit->name) == 0 &&
         g_strcmp0 (row->shown_morale, morale) == 0;
}

static void
remember_unit (Row *row, const VdUnitLosses *unit, const char *morale)
{
  g_free (row->shown_totals.threshold_kind);
  row->shown_totals = unit->totals;
  row->shown_totals.threshold_kind = g_strdup (unit->totals.threshold_kind);
  row->shown_destroyed = unit->destroyed;
  g_free (row->shown_name);
  row->shown_name = g_strdup (unit->name);
  g_free (row->shown_morale);
  row->shown_morale = g_strdup (morale);
  row->shown_filled = TRUE;
}

static Row *
row_new (VdArmyView *self, GtkWidget *widget, const char *key)
{
  Row *row = g_new0 (Row, 1);

  row->widget = widget;
  /* The state over the percent: the narrow panel keeps its width for the names. */
  row->suffix = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_valign (row->suffix, GTK_ALIGN_CENTER);
  gtk_size_group_add_widget (self->suffix_group, row->suffix);
  row->state = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_halign (GTK_WIDGET (row->state), GTK_ALIGN_END);
  gtk_widget_add_css_class (GTK_WIDGET (row->state), "loss-state");
  row->percent = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (row->percent, 1);
  gtk_widget_add_css_class (GTK_WIDGET (row->percent), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (row->percent), "loss-percent");
  gtk_box_append (GTK_BOX (row->suffix), GTK_WIDGET (row->state));
  gtk_box_append (GTK_BOX (row->suffix), GTK_WIDGET (row->percent));
  g_hash_table_replace (self->rows, g_strdup (key), row);
  return row;
}

/* A row's loss state and its percent. A command's or a side's row is filled again at each
 * event: the setters leave what did not change alone (vd-widget-state.h). */
static void
set_totals (Row *row, const VdLossTotals *totals)
{
  static const char *const state_classes[] = { "steady", "warning", "error", NULL };
  g_autofree char *percent = format_percent (totals->percent);
  g_autofree char *reason = NULL;
  GtkWidget *state = GTK_WIDGET (row->state);

  gtk_label_set_text (row->percent, percent);
  gtk_widget_set_visible (state, totals->has_state);
  if (!totals->has_state)
    {
      vd_widget_state_set_class (state, state_classes, NULL);
      vd_widget_state_set_tooltip (row->suffix, NULL);
      return;
    }
  gtk_label_set_text (row->state, state_name (totals->state));
  /* What a referee looks for first: shaken in the warning colour, broken in the error's. */
  vd_widget_state_set_class (state, state_classes,
                             totals->state == VD_LOSS_BROKEN   ? "error"
                             : totals->state == VD_LOSS_SHAKEN ? "warning"
                                                               : "steady");
  reason = format_reason (totals);
  vd_widget_state_set_tooltip (row->suffix, reason);
}

static void
set_texts (Row *row, const char *title, const char *subtitle)
{
  if (ADW_IS_PREFERENCES_GROUP (row->widget))
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (row->widget), title);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (row->widget), subtitle);
      return;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->widget), title);
  if (ADW_IS_EXPANDER_ROW (row->widget))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row->widget), subtitle);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row->widget), subtitle);
}

static Row *
find_row (VdArmyView *self, const char *prefix, const char *id)
{
  g_autofree char *key = g_strconcat (prefix, id, NULL);

  return g_hash_table_lookup (self->rows, key);
}

static void
expanded_cb (AdwExpanderRow *expander, GParamSpec *pspec, VdArmyView *self)
{
  const char *id = g_object_get_data (G_OBJECT (expander), "command-id");

  if (self->building || id == NULL)
    return;
  if (adw_expander_row_get_expanded (expander))
    g_hash_table_remove (self->collapsed, id);
  else
    g_hash_table_add (self->collapsed, g_strdup (id));
}

static void
unit_activated_cb (AdwActionRow *row, VdArmyView *self)
{
  g_signal_emit (self, signals[SHOW_UNIT], 0, g_object_get_data (G_OBJECT (row), "unit-id"));
}

static void
add_to (GtkWidget *parent, GtkWidget *row)
{
  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
}

static void
add_unit (VdArmyView *self, GtkWidget *parent, const VdUnitLosses *unit)
{
  GtkWidget *widget = adw_action_row_new ();
  g_autofree char *key = g_strconcat ("u:", unit->id, NULL);
  Row *row = row_new (self, widget, key);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (widget), TRUE);
  g_object_set_data_full (G_OBJECT (widget), "unit-id", g_strdup (unit->id), g_free);
  g_signal_connect_object (widget, "activated", G_CALLBACK (unit_activated_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (widget), row->suffix);
  gtk_widget_add_css_class (widget, "army-unit");
  add_to (parent, widget);
}

/* The side's name as the table has it, in English or French, or NULL. */
static const char *
side_name_in (VdArmyView *self, const char *side, gboolean french)
{
  const VdSideName *name = vd_table_find_side_name (vd_document_get_table (self->document), side);

  if (name == NULL)
    return NULL;
  return french ? name->name.fr : name->name.en;
}

static void
rename_side_cb (GtkButton *button, VdArmyView *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);
  const char *side = g_object_get_data (G_OBJECT (popover), "vd-side");
  GtkEditable *en = g_object_get_data (G_OBJECT (popover), "vd-name-en");
  GtkEditable *fr = g_object_get_data (G_OBJECT (popover), "vd-name-fr");
  GtkLabel *problem = g_object_get_data (G_OBJECT (popover), "vd-problem");
  g_autoptr(GError) error = NULL;

  if (!vd_document_name_side (self->document, side, gtk_editable_get_text (en),
                              gtk_editable_get_text (fr), &error))
    {
      gtk_label_set_text (problem, error->message);
      gtk_widget_set_visible (GTK_WIDGET (problem), TRUE);
      return;
    }
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* The names shown when the popover opens: the table's, which an undo may have changed. */
static void
side_popover_show_cb (GtkWidget *popover, VdArmyView *self)
{
  const char *side = g_object_get_data (G_OBJECT (popover), "vd-side");
  const char *en = side_name_in (self, side, FALSE);
  const char *fr = side_name_in (self, side, TRUE);

  gtk_editable_set_text (g_object_get_data (G_OBJECT (popover), "vd-name-en"),
                         en != NULL ? en : "");
  gtk_editable_set_text (g_object_get_data (G_OBJECT (popover), "vd-name-fr"),
                         fr != NULL ? fr : "");
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (popover), "vd-problem"), FALSE);
}

/* The referee's button to rename SIDE (the table's `sides:`, a set-up edit): its name, and
 * its French name where it differs; both emptied, the side is shown by its word again. */
static GtkWidget *
side_name_button (VdArmyView *self, const char *side)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *en = adw_entry_row_new ();
  GtkWidget *fr = adw_entry_row_new ();
  GtkWidget *problem = gtk_label_new (NULL);
  GtkWidget *rename = gtk_button_new_with_mnemonic (_("_Rename"));

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_widget_set_tooltip_text (button, _("Rename the Side"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (en), _("Name"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (fr), _("Name in French"));
  gtk_list_box_append (GTK_LIST_BOX (list), en);
  gtk_list_box_append (GTK_LIST_BOX (list), fr);
  gtk_label_set_wrap (GTK_LABEL (problem), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (problem), 30);
  gtk_widget_add_css_class (problem, "error");
  gtk_widget_add_css_class (rename, "suggested-action");
  gtk_widget_set_halign (rename, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), list);
  gtk_box_append (GTK_BOX (box), problem);
  gtk_box_append (GTK_BOX (box), rename);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_popover_set_default_widget (GTK_POPOVER (popover), rename);
  g_object_set_data_full (G_OBJECT (popover), "vd-side", g_strdup (side), g_free);
  g_object_set_data (G_OBJECT (popover), "vd-name-en", en);
  g_object_set_data (G_OBJECT (popover), "vd-name-fr", fr);
  g_object_set_data (G_OBJECT (popover), "vd-problem", problem);
  g_signal_connect (rename, "clicked", G_CALLBACK (rename_side_cb), self);
  g_signal_connect (popover, "show", G_CALLBACK (side_popover_show_cb), self);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  return button;
}

/* Whether the view shows what belongs to SIDE: in a side's view, only that side's. */
static gboolean
shows_side (VdArmyView *self, const char *side)
{
  return self->document == NULL
         || vd_side_view_knows_side (vd_document_get_side_view (self->document), side);
}

/* The command ID if the view shows it, else NULL (none such, or another side's). */
static const VdCommandLosses *
find_shown_command (VdArmyView *self, const VdLossReport *report, const char *id)
{
  const VdCommandLosses *command = id != NULL ? vd_loss_report_find_command (report, id) : NULL;

  return command != NULL && shows_side (self, command->side) ? command : NULL;
}

static gboolean
command_has_children (VdArmyView *self, const VdLossReport *report, const char *id)
{
  for (guint i = 0; i < report->commands->len; i++)
    {
      const VdCommandLosses *child = g_ptr_array_index (report->commands, i);

      if (g_strcmp0 (child->parent, id) == 0 && shows_side (self, child->side))
        return TRUE;
    }
  for (guint i = 0; i < report->units->len; i++)
    {
      const VdUnitLosses *unit = g_ptr_array_index (report->units, i);

      if (g_strcmp0 (unit->command, id) == 0 && shows_side (self, unit->side))
        return TRUE;
    }
  return FALSE;
}

/* A command, its sub-commands under it, then its own units. */
static void
add_command (VdArmyView *self, const VdLossReport *report, GtkWidget *parent,
             const VdCommandLosses *command, GHashTable *done)
{
  g_autofree char *key = g_strconcat ("c:", command->id, NULL);
  GtkWidget *widget;
  Row *row;

  if (g_hash_table_contains (done, command))
    return;  /* a loop of parents: each command once */
  g_hash_table_add (done, (gpointer) command);

  if (command_has_children (self, report, command->id))
    {
      widget = adw_expander_row_new ();
      row = row_new (self, widget, key);
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget),
                                     !g_hash_table_contains (self->collapsed, command->id));
      g_object_set_data_full (G_OBJECT (widget), "command-id", g_strdup (command->id), g_free);
      g_signal_connect_object (widget, "notify::expanded", G_CALLBACK (expanded_cb), self, 0);
      adw_expander_row_add_action (ADW_EXPANDER_ROW (widget), row->suffix);
    }
  else
    {
      widget = adw_action_row_new ();
      row = row_new (self, widget, key);
      adw_action_row_add_suffix (ADW_ACTION_ROW (widget), row->suffix);
    }
  gtk_widget_add_css_class (widget, "army-command");
  add_to (parent, widget);

  for (guint i = 0; i < report->commands->len; i++)
    {
      const VdCommandLosses *child = g_ptr_array_index (report->commands, i);

      if (g_strcmp0 (child->parent, command->id) == 0 && shows_side (self, child->side))
        add_command (self, report, widget, child, done);
    }
  for (guint i = 0; i < report->units->len; i++)
    {
      const VdUnitLosses *unit = g_ptr_array_index (report->units, i);

      if (g_strcmp0 (unit->command, command->id) == 0 && shows_side (self, unit->side))
        add_unit (self, widget, unit);
    }
}

/* Each side (in a side's view, that side alone): its commands from the highest, then its
 * units without a (known) command. In a side's view another side's commands and units are
 * left out, even under its own: its own under another's stand as without a command. */
static void
rebuild (VdArmyView *self, const VdLossReport *report)
{
  g_autoptr(GHashTable) done = g_hash_table_new (NULL, NULL);
  GtkWidget *child;

  self->building = TRUE;
  g_hash_table_remove_all (self->rows);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);

  for (guint s = 0; s < report->sides->len; s++)
    {
      const VdCommandLosses *side = g_ptr_array_index (report->sides, s);
      g_autofree char *key = NULL;
      GtkWidget *group;
      Row *row;

      if (!shows_side (self, side->id))
        continue;
      group = adw_preferences_group_new ();
      key = g_strconcat ("s:", side->id, NULL);
      row = row_new (self, group, key);
      if (vd_army_view_get_side (self) == NULL)
        {
          /* Only the referee names the sides. */
          GtkWidget *suffix = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

          gtk_box_append (GTK_BOX (suffix), side_name_button (self, side->id));
          gtk_box_append (GTK_BOX (suffix), row->suffix);
          adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), suffix);
        }
      else
        adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), row->suffix);
      gtk_widget_add_css_class (group, "army-side");
      gtk_box_append (self->groups_box, group);
      for (guint i = 0; i < report->commands->len; i++)
        {
          const VdCommandLosses *command = g_ptr_array_index (report->commands, i);

          if (g_strcmp0 (command->side, side->id) == 0 &&
              find_shown_command (self, report, command->parent) == NULL)
            add_command (self, report, group, command, done);
        }
      for (guint i = 0; i < report->units->len; i++)
        {
          const VdUnitLosses *unit = g_ptr_array_index (report->units, i);

          if (g_strcmp0 (unit->side, side->id) == 0 &&
              find_shown_command (self, report, unit->command) == NULL)
            add_unit (self, group, unit);
        }
    }
  self->building = FALSE;
}

/* What the rows hang on, the view's side with it: rebuilt only when it changes, so losses
 * update the rows in place and the commands the user opened or closed stay so. */
static char *
structure_of (VdArmyView *self, const VdLossReport *report)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "v:%s\n", vd_army_view_get_side (self) != NULL ? vd_army_view_get_side (self) : "");
  for (guint i = 0; i < report->sides->len; i++)
    g_string_append_printf (key, "s:%s\n",
                            ((VdCommandLosses *) g_ptr_array_index (report->sides, i))->id);
  for (guint i = 0; i < report->commands->len; i++)
    {
      const VdCommandLosses *command = g_ptr_array_index (report->commands, i);

      g_string_append_printf (key, "c:%s<%s@%s\n", command->id,
                              command->parent != NULL ? command->parent : "",
                              command->side != NULL ? command->side : "");
    }
  for (guint i = 0; i < report->units->len; i++)
    {
      const VdUnitLosses *unit = g_ptr_array_index (report->units, i);

      g_string_append_printf (key, "u:%s<%s@%s\n", unit->id,
                              unit->command != NULL ? unit->command : "",
                              unit->side != NULL ? unit->side : "");
    }
  return g_string_free (key, FALSE);
}

static void
fill_unit (VdArmyView *self, const VdUnitLosses *unit, const VdMoraleRules *rules)
{
  Row *row = find_row (self, "u:", unit->id);
  const VdMoraleState *usual = vd_morale_rules_default_state (rules);
  /* The morale state only when it is not every unit's usual one, nor the unit destroyed. */
  const char *morale = !unit->destroyed && unit->morale_state != NULL && unit->morale_state != usual
                       ? vd_text_get (&unit->morale_state->name) : NULL;
  g_autofree char *figures = NULL;
  g_autofree char *subtitle = NULL;

  if (row == NULL || unit_shown (row, unit, morale))
    return;
  figures = format_figures (&unit->totals);
  /* Off the table (RIVER-2, HOUSE-10), said instead of its morale. */
  if (unit->destroyed)
    /* Translators: a unit's figures, then that it was destroyed in play. */
    subtitle = g_strdup_printf (_("%s · destroyed"), figures);
  else if (morale != NULL)
    subtitle = g_strdup_printf ("%s · %s", figures, morale);
  else
    subtitle = g_steal_pointer (&figures);
  set_texts (row, unit->name != NULL ? unit->name : unit->id, subtitle);
  set_totals (row, &unit->totals);
  remember_unit (row, unit, morale);
}

static void
fill_command (VdArmyView *self, const char *prefix, const VdCommandLosses *command)
{
  Row *row = find_row (self, prefix, command->id);
  g_autofree char *figures = format_figures (&command->totals);
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;

  if (row == NULL)
    return;
  if (g_str_equal (prefix, "s:"))
    {
      g_autofree char *units = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit",
                                                             "%u units", command->n_units),
                                                command->n_units);

      title = vd_format_side (self->document != NULL ? vd_document_get_table (self->document) : NULL, command->id);
      subtitle = g_strdup_printf ("%s · %s", units, figures);
    }
  else
    {
      const char *name = command->name != NULL ? command->name : command->id;

      /* The kind beside the name, dimmed: the line below keeps to the figures. */
      if (command->kind != NULL)
        {
          g_autofree char *kind = format_kind (command->kind);

          title = g_markup_printf_escaped ("%s  <span alpha=\"55%%\">%s</span>", name, kind);
        }
      else
        title = g_markup_escape_text (name, -1);
      subtitle = g_steal_pointer (&figures);
    }
  set_texts (row, title, subtitle);
  set_totals (row, &command->totals);
}

/* The empty page speaks of the sides the view shows. */
static void
update_empty_page (VdArmyView *self)
{
  g_autofree char *side = NULL;
  g_autofree char *description = NULL;

  if (vd_army_view_get_side (self) == NULL)
    {
      adw_status_page_set_description (self->empty_page, self->every_side_description);
      return;
    }
  side = vd_format_side (vd_document_get_table (self->document), vd_army_view_get_side (self));
  /* Translators: the army page, empty, in a side's view; the placeholder is the side's name
   * as the table file writes it, capitalised ("French") */
  description = g_strdup_printf (_("The %s side’s commands and units are listed here with "
                                   "their losses"), side);
  adw_status_page_set_description (self->empty_page, description);
}

static void
update (VdArmyView *self)
{
  VdBattle *battle = self->document != NULL ? vd_document_get_battle (self->document) : NULL;
  g_autoptr(VdMoraleRules) rules = NULL;
  g_autoptr(VdLossReport) report = NULL;
  g_autofree char *structure = NULL;
  VdRuleset *ruleset;
  VdTable *table, *setup;
  guint n_shown = 0;

  update_empty_page (self);
  if (battle == NULL)
    {
      g_clear_pointer (&self->structure, g_free);
      g_hash_table_remove_all (self->rows);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  table = vd_document_get_table (self->document);
  ruleset = vd_document_get_ruleset (self->document);
  /* The ruleset's thresholds with the table's own `morale:` over them (GEN-1). */
  setup = vd_battle_get_setup (battle);
  rules = vd_morale_rules_merge (ruleset->morale, setup->morale);
  report = vd_loss_report_new (table, rules);

  structure = structure_of (self, report);
  if (g_strcmp0 (structure, self->structure) != 0)
    {
      rebuild (self, report);
      g_free (self->structure);
      self->structure = g_steal_pointer (&structure);
    }
  for (guint i = 0; i < report->sides->len; i++)
    fill_command (self, "s:", g_ptr_array_index (report->sides, i));
  for (guint i = 0; i < report->commands->len; i++)
    fill_command (self, "c:", g_ptr_array_index (report->commands, i));
  for (guint i = 0; i < report->units->len; i++)
    {
      const VdUnitLosses *unit = g_ptr_array_index (report->units, i);

      fill_unit (self, unit, rules);
      n_shown += shows_side (self, unit->side);
    }
  gtk_stack_set_visible_child_name (self->stack, n_shown > 0 ? "list" : "empty");
}

/* The document changed: every row is filled again now if the view shows, else when it next
 * does (while the referee plays on the table with another page open, an event costs nothing
 * here). */
static void
changed_cb (VdArmyView *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  update (self);
}

static void
side_changed_cb (VdArmyView *self)
{
  self->stale = FALSE;
  update (self);
}

/* What a caller reads is up to date, shown or not. */
static void
ensure_updated (VdArmyView *self)
{
  if (!self->stale)
    return;
  self->stale = FALSE;
  update (self);
}

static void
vd_army_view_map (GtkWidget *widget)
{
  /* Filled before its rows are mapped with it. */
  ensure_updated (VD_ARMY_VIEW (widget));
  GTK_WIDGET_CLASS (vd_army_view_parent_class)->map (widget);
}

static void
vd_army_view_dispose (GObject *object)
{
  VdArmyView *self = VD_ARMY_VIEW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->rows, g_hash_table_unref);
  g_clear_object (&self->suffix_group);
  G_OBJECT_CLASS (vd_army_view_parent_class)->dispose (object);
}

static void
vd_army_view_finalize (GObject *object)
{
  VdArmyView *self = VD_ARMY_VIEW (object);

  g_free (self->structure);
  g_free (self->every_side_description);
  g_hash_table_unref (self->collapsed);
  G_OBJECT_CLASS (vd_army_view_parent_class)->finalize (object);
}

static void
vd_army_view_class_init (VdArmyViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (VD_TYPE_READINGS_GROUP);
  object_class->dispose = vd_army_view_dispose;
  object_class->finalize = vd_army_view_finalize;
  widget_class->map = vd_army_view_map;

  /* A unit's row was activated: the unit's id, for the window to select it on the table. */
  signals[SHOW_UNIT] =
    g_signal_new ("show-unit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-army-view.ui");
  gtk_widget_class_bind_template_child (widget_class, VdArmyView, stack);
  gtk_widget_class_bind_template_child (widget_class, VdArmyView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, VdArmyView, groups_box);
  gtk_widget_class_bind_template_child (widget_class, VdArmyView, readings_group);
}

static void
vd_army_view_init (VdArmyView *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) row_free);
  self->collapsed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->suffix_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->every_side_description = g_strdup (adw_status_page_get_description (self->empty_page));
}

GtkWidget *
vd_army_view_new (void)
{
  return g_object_new (VD_TYPE_ARMY_VIEW, NULL);
}

void
vd_army_view_set_document (VdArmyView *self, VdDocument *document)
{
  g_return_if_fail (VD_IS_ARMY_VIEW (self));
  g_return_if_fail (document == NULL || VD_IS_DOCUMENT (document));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  vd_readings_group_set_document (self->readings_group, document);
  /* Another battle: its commands start open, and its rows are new. */
  g_hash_table_remove_all (self->collapsed);
  g_clear_pointer (&self->structure, g_free);
  if (document != NULL)
    {
      g_signal_connect_object (document, "table-replaced", G_CALLBACK (changed_cb), self,
                               G_CONNECT_SWAPPED);
      /* At once, shown or not: nothing of another side may stay in the view (even unseen). */
      g_signal_connect_object (document, "notify::view-side", G_CALLBACK (side_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  self->stale = FALSE;
  update (self);
}

const char *
vd_army_view_get_side (VdArmyView *self)
{
  g_return_val_if_fail (VD_IS_ARMY_VIEW (self), NULL);
  return self->document != NULL ? vd_document_get_view_side (self->document) : NULL;
}

static Row *
lookup (VdArmyView *self, const char *id)
{
  static const char * const prefixes[] = { "u:", "c:", "s:" };

  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    {
      Row *row = find_row (self, prefixes[i], id);

      if (row != NULL)
        return row;
    }
  return NULL;
}

GtkWidget *
vd_army_view_get_row (VdArmyView *self, const char *id)
{
  Row *row;

  g_return_val_if_fail (VD_IS_ARMY_VIEW (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  ensure_updated (self);
  row = lookup (self, id);
  return row != NULL ? row->widget : NULL;
}

char *
vd_army_view_dup_row_text (VdArmyView *self, const char *id)
{
  Row *row;
  const char *title, *subtitle;
  g_autofree char *plain = NULL;
  GString *text;

  g_return_val_if_fail (VD_IS_ARMY_VIEW (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  ensure_updated (self);
  row = lookup (self, id);
  if (row == NULL)
    return NULL;
  if (ADW_IS_PREFERENCES_GROUP (row->widget))
    {
      title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (row->widget));
      subtitle = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (row->widget));
    }
  else
    {
      title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row->widget));
      if (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (row->widget)) &&
          pango_parse_markup (title, -1, 0, NULL, &plain, NULL, NULL))
        title = plain;
      if (ADW_IS_EXPANDER_ROW (row->widget))
        subtitle = adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row->widget));
      else
        subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row->widget));
    }
  text = g_string_new (NULL);
  g_string_append_printf (text, "%s | %s | %s", title, subtitle != NULL ? subtitle : "",
                          gtk_label_get_text (row->percent));
  if (gtk_widget_get_visible (GTK_WIDGET (row->state)))
    g_string_append_printf (text, " | %s", gtk_label_get_text (row->state));
  return g_string_free (text, FALSE);
}

VdReadingsGroup *
vd_army_view_get_readings_group (VdArmyView *self)
{
  g_return_val_if_fail (VD_IS_ARMY_VIEW (self), NULL);
  return self->readings_group;
}

GtkLabel *
vd_army_view_get_state_label (VdArmyView *self, const char *id)
{
  Row *row;

  g_return_val_if_fail (VD_IS_ARMY_VIEW (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  ensure_updated (self);
  row = lookup (self, id);
  if (row == NULL || !gtk_widget_get_visible (GTK_WIDGET (row->state)))
    return NULL;
  return row->state;
}
