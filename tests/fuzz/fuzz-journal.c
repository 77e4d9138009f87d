/* The journal: every event of a loaded table is checked, then the battle is replayed to each
 * point of the journal, as undo and the journal view do. */
#include "vd-fuzz.h"
#include "vd-journal.h"

/* Replays are quadratic in the journal's length: the first events are enough to find faults. */
#define MAX_REPLAYS 32

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(GError) error = NULL;

  if (size > VD_FUZZ_MAX_INPUT)
    return 0;
  table = vd_fuzz_load_table (data, size);
  if (table == NULL || !vd_journal_check (table, vd_fuzz_ruleset (), "fuzz.yaml", &error))
    return 0;

  for (guint n = 0; n <= MIN (table->journal->len, MAX_REPLAYS); n++)
    {
      g_autoptr(VdTable) battle = vd_journal_replay (table, vd_fuzz_ruleset (), n, &error);

      /* vd_journal_check said every event applies. */
      if (battle == NULL)
        g_error ("event %u does not replay: %s", n, error->message);
      for (guint i = 0; i < MIN (n, table->journal->len); i++)
        {
          g_autofree char *text = vd_event_describe (g_ptr_array_index (table->journal, i), battle,
                                                    vd_fuzz_ruleset ());

          g_assert (text != NULL);
        }
    }
  return 0;
}
