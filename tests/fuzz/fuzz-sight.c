/* The sight engine on any table that loads: the indexed engine answers every pair of units as
 * the brute-force reference does (a differential check), and neither crashes. */
#include <stdlib.h>

#include "vd-fuzz.h"
#include "vd-sight.h"

/* Sight is quadratic in the units; small tables find the faults, big ones only slow the fuzzer. */
#define MAX_UNITS    24
#define MAX_FEATURES 48

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSight) reference = NULL;

  if (size > VD_FUZZ_MAX_INPUT)
    return 0;
  table = vd_fuzz_load_table (data, size);
  if (table == NULL || table->units->len > MAX_UNITS || table->features->len > MAX_FEATURES)
    return 0;

  sight = vd_sight_new (table, vd_fuzz_ruleset ());
  reference = vd_sight_new_reference (table, vd_fuzz_ruleset ());
  for (guint i = 0; i < table->units->len; i++)
    for (guint j = 0; j < table->units->len; j++)
      {
        const VdUnit *observer = g_ptr_array_index (table->units, i);
        const VdUnit *target = g_ptr_array_index (table->units, j);
        VdSightAnswer fast, slow;

        if (i == j)
          continue;
        vd_sight_answer_init (&fast);
        vd_sight_answer_init (&slow);
        vd_sight_query (sight, observer, target, &fast);
        vd_sight_query (reference, observer, target, &slow);
        if (!vd_sight_answer_equal (&fast, &slow))
          {
            g_printerr ("the index and the reference disagree on %s seeing %s\n",
                        observer->id, target->id);
            abort ();
          }
        vd_sight_answer_clear (&fast);
        vd_sight_answer_clear (&slow);
      }
  return 0;
}
