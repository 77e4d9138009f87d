#include "vd-journal-lines.h"

#include "vd-table-battle.h"

#define LINES_KEY "vd-journal-lines"

typedef struct {
  char     *line;               /* with the referee's note */
  char     *line_without_note;  /* NULL: the same as LINE (no note, or a set-up edit) */
  /* The step that ends with this event, of more than one event (a step of one is told as its
   * line: vd_event_describe_batch says so); NULL otherwise. */
  char     *step;
  gboolean  ends_step;
  guint     step_first;         /* that step's first event */
  gboolean  in_setup;
} Line;

struct _VdJournalLines {
  GArray          *lines;    /* Line, one per event told */
  const VdRuleset *ruleset;  /* the rules they were told with */
  VdTable         *after;    /* the battle after those events; NULL when one did not apply */
  gboolean         started;  /* the battle started within those events */
  guint64          edits;    /* vd_battle_get_edits when last brought up to date */
  guint64          n_applied;
};

static void
line_clear (gpointer data)
{
  Line *line = data;

  g_free (line->line);
  g_free (line->line_without_note);
  g_free (line->step);
}

static void
lines_free (VdJournalLines *lines)
{
  g_clear_pointer (&lines->lines, g_array_unref);
  g_clear_pointer (&lines->after, vd_table_free);
  g_free (lines);
}

static guint
batch_of (VdBattle *battle, guint i)
{
  return vd_table_battle_get_event (battle, i)->batch;
}

guint
vd_journal_step_first (VdBattle *battle, guint i)
{
  g_return_val_if_fail (battle != NULL, 0);
  while (i > 0 && batch_of (battle, i) > 0 && batch_of (battle, i - 1) == batch_of (battle, i))
    i--;
  return i;
}

guint
vd_journal_step_end (VdBattle *battle, guint first)
{
  guint n_events, end;

  g_return_val_if_fail (battle != NULL, 0);
  n_events = vd_battle_get_n_events (battle);
  end = first + 1;
  while (end < n_events && batch_of (battle, first) > 0 &&
         batch_of (battle, end) == batch_of (battle, first))
    end++;
  return end;
}

char *
vd_journal_describe_step (VdBattle *battle, guint first, guint end, const VdTable *before,
                          const VdRuleset *ruleset, gboolean started)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new ();
  gboolean setup_only = !started;

  g_return_val_if_fail (battle != NULL && first < end, NULL);
  for (guint i = first; i < end; i++)
    {
      const VdEvent *event = vd_table_battle_get_event (battle, i);

      setup_only = setup_only && vd_event_is_setup (event);
      g_ptr_array_add (events, (gpointer) event);
    }
  if (setup_only)
    return vd_event_describe_setup_batch ((VdEvent * const *) events->pdata, events->len, before,
                                          ruleset);
  return vd_event_describe_batch ((VdEvent * const *) events->pdata, events->len, before,
                                  ruleset);
}

/* Keeps the first N lines, and the battle after them, replayed when it is not at hand. */
static void
keep_first (VdJournalLines *lines, VdBattle *battle, guint n)
{
  const VdTable *setup = vd_table_battle_get_setup (battle);

  g_array_set_size (lines->lines, MIN (n, lines->lines->len));
  g_clear_pointer (&lines->after, vd_table_free);
  lines->started = vd_journal_started (setup->journal, n);
  if (n == vd_battle_get_n_applied (battle))
    lines->after = vd_table_copy_without_journal (vd_table_battle_get_current (battle));
  else
    {
      lines->after = vd_journal_replay (setup, lines->ruleset, n, NULL);
      lines->n_applied += n;
    }
}

/* Tells the step FIRST to END (events not yet told), on the battle before it (LINES->after):
 * the step's line first, then each event's before it is applied. */
static void
tell_step (VdJournalLines *lines, VdBattle *battle, guint first, guint end)
{
  char *step = NULL;
  Line *last;

  if (end - first > 1)
    step = vd_journal_describe_step (battle, first, end, lines->after, lines->ruleset,
                                     lines->started);
  for (guint i = first; i < end; i++)
    {
      const VdEvent *event = vd_table_battle_get_event (battle, i);
      Line line = { 0 };

      line.in_setup = !lines->started && vd_event_is_setup (event);
      lines->started = lines->started || !line.in_setup;
      if (line.in_setup)
        line.line = vd_event_describe_setup_batch ((VdEvent * const *) &event, 1, lines->after,
                                                   lines->ruleset);
      else
        {
          line.line = vd_event_describe (event, lines->after, lines->ruleset);
          if (event->note != NULL && event->note[0] != '\0')
            line.line_without_note = vd_event_describe_without_note (event, lines->after,
                                                                     lines->ruleset);
        }
      g_array_append_val (lines->lines, line);
      if (lines->after != NULL)
        {
          lines->n_applied++;
          if (!vd_event_apply (event, lines->after, lines->ruleset, NULL))
            g_clear_pointer (&lines->after, vd_table_free);
        }
    }
  last = &g_array_index (lines->lines, Line, lines->lines->len - 1);
  last->step = step;
  last->ends_step = TRUE;
  last->step_first = first;
}

/* Brings LINES to BATTLE's journal: the lines kept still hold, the others are told anew. */
static void
follow (VdJournalLines *lines, VdBattle *battle)
{
  const VdRuleset *ruleset = vd_battle_get_ruleset (battle);
  guint n_events = vd_battle_get_n_events (battle);
  guint kept = 0;

  if (ruleset != lines->ruleset || !vd_battle_kept_since (battle, lines->edits, &kept))
    kept = 0;
  lines->ruleset = ruleset;
  lines->edits = vd_battle_get_edits (battle);
  kept = MIN (kept, lines->lines->len);
  /* The last line kept must end its step (none goes on in the events told anew), else its
   * step is told again. */
  if (kept > 0 && (!g_array_index (lines->lines, Line, kept - 1).ends_step ||
                   (kept < n_events && batch_of (battle, kept - 1) > 0 &&
                    batch_of (battle, kept) == batch_of (battle, kept - 1))))
    kept = vd_journal_step_first (battle, kept - 1);
  if (kept < lines->lines->len || lines->lines->len == 0)
    keep_first (lines, battle, kept);
  for (guint first = lines->lines->len, end; first < n_events; first = end)
    {
      end = vd_journal_step_end (battle, first);
      tell_step (lines, battle, first, end);
    }
}

VdJournalLines *
vd_journal_lines_for_battle (VdBattle *battle)
{
  VdJournalLines *lines;

  g_return_val_if_fail (battle != NULL, NULL);

  lines = vd_battle_get_data (battle, LINES_KEY);
  if (lines == NULL)
    {
      lines = g_new0 (VdJournalLines, 1);
      lines->lines = g_array_new (FALSE, TRUE, sizeof (Line));
      g_array_set_clear_func (lines->lines, line_clear);
      lines->ruleset = vd_battle_get_ruleset (battle);
      lines->edits = vd_battle_get_edits (battle);
      vd_battle_set_data (battle, LINES_KEY, lines, (GDestroyNotify) lines_free);
    }
  follow (lines, battle);
  return lines;
}

VdJournalLines *
vd_journal_lines_if_kept (VdBattle *battle)
{
  g_return_val_if_fail (battle != NULL, NULL);
  return vd_battle_get_data (battle, LINES_KEY) != NULL ? vd_journal_lines_for_battle (battle)
                                                         : NULL;
}

void
vd_journal_lines_drop (VdBattle *battle)
{
  g_return_if_fail (battle != NULL);
  vd_battle_set_data (battle, LINES_KEY, NULL, NULL);
}

guint
vd_journal_lines_get_n_lines (VdJournalLines *lines)
{
  g_return_val_if_fail (lines != NULL, 0);
  return lines->lines->len;
}

const char *
vd_journal_lines_get (VdJournalLines *lines, guint i, gboolean with_note)
{
  const Line *line;

  g_return_val_if_fail (lines != NULL && i < lines->lines->len, NULL);

  line = &g_array_index (lines->lines, Line, i);
  return !with_note && line->line_without_note != NULL ? line->line_without_note : line->line;
}

gboolean
vd_journal_lines_in_setup (VdJournalLines *lines, guint i)
{
  g_return_val_if_fail (lines != NULL && i < lines->lines->len, FALSE);
  return g_array_index (lines->lines, Line, i).in_setup;
}

const char *
vd_journal_lines_get_for_view (VdJournalLines *lines, const VdSideView *view, VdBattle *battle,
                               guint i)
{
  gboolean with_note = TRUE;

  g_return_val_if_fail (lines != NULL && i < lines->lines->len, NULL);

  if (!vd_side_view_shows_note (view, battle, vd_table_battle_get_event (battle, i), &with_note))
    return NULL;
  return vd_journal_lines_get (lines, i, with_note);
}

const char *
vd_journal_lines_get_step (VdJournalLines *lines, guint first, guint end)
{
  const Line *last;

  g_return_val_if_fail (lines != NULL, NULL);

  if (first >= end || end > lines->lines->len)
    return NULL;
  last = &g_array_index (lines->lines, Line, end - 1);
  if (!last->ends_step || last->step_first != first)
    return NULL;
  return last->step != NULL ? last->step : last->line;
}

guint64
vd_journal_lines_get_n_applied (VdJournalLines *lines)
{
  g_return_val_if_fail (lines != NULL, 0);
  return lines->n_applied;
}
