#include "vd-document.h"
#include "vd-journal.h"
#include "vd-journal-lines.h"

/* What undo and redo would take back or bring back, in the journal's words: the step (one
 * event, or the batch it is in) next to the cursor, told on the battle just before it. */

/* The events FIRST to END (from 0) of the journal, told as one step: a whole step's line is
 * kept with the battle once the journal page told its lines (vd-journal-lines.h); before, or
 * for a step cut by going back along the journal, it is told on the battle replayed to it. */
static char *
describe_events (VdDocument *self, guint first, guint end)
{
  VdBattle *battle = vd_document_get_battle (self);
  VdRuleset *ruleset = vd_battle_get_ruleset (battle);
  const VdTable *setup = vd_battle_get_setup (battle);
  VdJournalLines *lines = vd_journal_lines_if_kept (battle);
  const char *kept = lines != NULL ? vd_journal_lines_get_step (lines, first, end) : NULL;
  g_autoptr(VdTable) before = NULL;

  if (kept != NULL)
    return g_strdup (kept);
  before = vd_journal_replay (setup, ruleset, first, NULL);
  return vd_journal_describe_step (battle, first, end, before, ruleset,
                                   vd_journal_started (setup->journal, first));
}

char *
vd_document_describe_undo (VdDocument *self)
{
  VdBattle *battle;
  guint end, first;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);

  battle = vd_document_get_battle (self);
  end = vd_battle_get_n_applied (battle);
  if (end == 0)
    return NULL;
  first = vd_journal_step_first (battle, end - 1);
  return describe_events (self, first, end);
}

char *
vd_document_describe_redo (VdDocument *self)
{
  VdBattle *battle;
  guint first;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);

  battle = vd_document_get_battle (self);
  first = vd_battle_get_n_applied (battle);
  if (first >= vd_battle_get_n_events (battle))
    return NULL;
  return describe_events (self, first, vd_journal_step_end (battle, first));
}
