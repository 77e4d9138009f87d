#include <adwaita.h>
#include <glib/gi18n.h>

#include "vd-journal-view.h"
#include "vd-journal-lines.h"

struct _VdJournalView
{
  AdwBin      parent_instance;

  GtkStack   *stack;
  GtkWidget  *scroller;
  GtkListBox *list;

  VdDocument *document;
  guint       n_rows;
  gboolean    stale;      /* changed while hidden: brought up to date when shown */
  gboolean    rebuild;    /* another side's view or document: every row made anew */
  /* One per event shown last time (NULL: not in this view), so that an event recorded
   * appends its row, and events dropped remove theirs, instead of making every row anew. */
  GPtrArray  *rows;
  guint       n_applied;  /* the cursor last time: rows between it and the new one are redimmed */
  guint64     edits;      /* vd_battle_get_edits last time */
};

G_DEFINE_FINAL_TYPE (VdJournalView, vd_journal_view, ADW_TYPE_BIN)

/* "Turn 3 · 21:14", the time in the user's zone when the event has one; "Set-up · 21:14" for
 * an edit made before the battle started (IN_SETUP). */
static char *
format_when (const VdEvent *event, gboolean in_setup)
{
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *clock = NULL;

  if (event->time != NULL)
    utc = g_date_time_new_from_iso8601 (event->time, NULL);
  if (utc == NULL)
    /* Translators: the turn an event of the journal belongs to. */
    return in_setup ? g_strdup (_("Set-up")) : g_strdup_printf (_("Turn %d"), event->turn);
  local = g_date_time_to_local (utc);
  clock = g_date_time_format (local, "%X");
  if (in_setup)
    /* Translators: a set-up edit of the journal, then the time it was recorded. */
    return g_strdup_printf (_("Set-up · %s"), clock);
  /* Translators: the turn of an event of the journal, then the time it was recorded. */
  return g_strdup_printf (_("Turn %d · %s"), event->turn, clock);
}

/* Undone rows are dimmed: redo brings them back. */
static void
set_undone (GtkWidget *row, gboolean undone)
{
  if (undone)
    gtk_widget_add_css_class (row, "dim-label");
  else
    gtk_widget_remove_css_class (row, "dim-label");
  gtk_widget_set_tooltip_text (row, undone ? _("Undone: Redo brings it back") : NULL);
}

static GtkWidget *
new_row (VdJournalView *self, VdJournalLines *lines, guint i)
{
  VdBattle *battle = vd_document_get_battle (self->document);
  VdSideView *view = vd_document_get_side_view (self->document);
  const char *title = vd_journal_lines_get_for_view (lines, view, battle, i);
  g_autofree char *when = NULL;
  GtkWidget *row;

  if (title == NULL)
    return NULL;
  /* Set-up edits before the battle are the scenario's, not a turn's. */
  when = format_when (vd_battle_get_event (battle, i), vd_journal_lines_in_setup (lines, i));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), when);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), vd_side_view_may_travel (view));
  /* The battle just after this event: the number of events applied then. */
  g_object_set_data (G_OBJECT (row), "vd-n-applied", GUINT_TO_POINTER (i + 1));
  return row;
}

static void
remove_rows_from (VdJournalView *self, guint n)
{
  while (self->rows->len > n)
    {
      GtkWidget *row = g_ptr_array_steal_index (self->rows, self->rows->len - 1);

      if (row != NULL)
        {
          gtk_list_box_remove (self->list, row);
          self->n_rows--;
        }
    }
}

/* Each line is told on the battle just before its event (vd-journal-lines.h: kept with the
 * battle, so an event recorded tells only its own). In a side's view, the lines that side may
 * read; going back to one of them is the referee's. */
static void
update (VdJournalView *self)
{
  VdBattle *battle = self->document != NULL ? vd_document_get_battle (self->document) : NULL;
  VdJournalLines *lines = battle != NULL ? vd_journal_lines_for_battle (battle) : NULL;
  guint n_events = battle != NULL ? vd_battle_get_n_events (battle) : 0;
  guint n_applied = battle != NULL ? vd_battle_get_n_applied (battle) : 0;
  guint kept = 0;
  guint first_new;

  if (self->rebuild || battle == NULL || !vd_battle_kept_since (battle, self->edits, &kept))
    kept = 0;
  self->rebuild = FALSE;
  self->stale = FALSE;
  self->edits = battle != NULL ? vd_battle_get_edits (battle) : 0;
  remove_rows_from (self, MIN (kept, n_events));
  first_new = self->rows->len;
  /* Rows kept whose event was undone or redone since. */
  for (guint i = MIN (self->n_applied, n_applied); i < MIN (MAX (self->n_applied, n_applied),
                                                             first_new); i++)
    if (g_ptr_array_index (self->rows, i) != NULL)
      set_undone (g_ptr_array_index (self->rows, i), i >= n_applied);
  for (guint i = first_new; i < n_events; i++)
    {
      GtkWidget *row = new_row (self, lines, i);

      g_ptr_array_add (self->rows, row);
      if (row == NULL)
        continue;
      if (i >= n_applied)
        set_undone (row, TRUE);
      gtk_list_box_append (self->list, row);
      self->n_rows++;
    }
  self->n_applied = n_applied;
  gtk_stack_set_visible_child_name (self->stack, self->n_rows > 0 ? "list" : "empty");
  /* The newest change in view. */
  for (guint i = MIN (n_applied, self->rows->len); i > 0; i--)
    if (g_ptr_array_index (self->rows, i - 1) != NULL)
      {
        GtkAdjustment *adjustment =
          gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));

        gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
        break;
      }
}

/* A hidden journal is not rebuilt at each change: with hundreds of events that costs every
 * click on the table; it is rebuilt when it shows. */
static void
changed_cb (VdJournalView *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update (self);
  else
    self->stale = TRUE;
}

/* Another side's view: other rows, every one made anew. */
static void
view_side_cb (VdJournalView *self)
{
  self->rebuild = TRUE;
  changed_cb (self);
}

static void
map_cb (VdJournalView *self)
{
  if (self->stale)
    update (self);
}

static void
row_activated_cb (VdJournalView *self, GtkListBoxRow *row)
{
  g_autoptr(GError) error = NULL;
  guint n_applied = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "vd-n-applied"));

  if (self->document == NULL || n_applied == 0)
    return;
  /* The battle as it was just after that event, shown read-only: the cursor stays, so
   * nothing recorded later is dropped. */
  if (!vd_document_view_past (self->document, n_applied, &error))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
vd_journal_view_dispose (GObject *object)
{
  VdJournalView *self = VD_JOURNAL_VIEW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (vd_journal_view_parent_class)->dispose (object);
}

static void
vd_journal_view_class_init (VdJournalViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_journal_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-journal-view.ui");
  gtk_widget_class_bind_template_child (widget_class, VdJournalView, stack);
  gtk_widget_class_bind_template_child (widget_class, VdJournalView, scroller);
  gtk_widget_class_bind_template_child (widget_class, VdJournalView, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
vd_journal_view_init (VdJournalView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
}

GtkWidget *
vd_journal_view_new (void)
{
  return g_object_new (VD_TYPE_JOURNAL_VIEW, NULL);
}

void
vd_journal_view_set_document (VdJournalView *self, VdDocument *document)
{
  g_return_if_fail (VD_IS_JOURNAL_VIEW (self));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      g_signal_connect_object (document, "recorded", G_CALLBACK (changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (document, "table-replaced", G_CALLBACK (changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (document, "notify::dirty", G_CALLBACK (changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (document, "notify::view-side", G_CALLBACK (view_side_cb), self,
                               G_CONNECT_SWAPPED);
    }
  self->rebuild = TRUE;
  update (self);
}

guint
vd_journal_view_get_n_rows (VdJournalView *self)
{
  g_return_val_if_fail (VD_IS_JOURNAL_VIEW (self), 0);
  if (self->stale)
    update (self);
  return self->n_rows;
}
