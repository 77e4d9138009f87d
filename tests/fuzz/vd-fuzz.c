#include <stdlib.h>

#include "vd-data-dirs.h"
#include "vd-fuzz.h"
#include "vd-table-reader.h"

VdRuleset *
vd_fuzz_ruleset (void)
{
  static VdRuleset *ruleset;

  if (ruleset == NULL)
    {
      g_autoptr(GError) error = NULL;

      ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);
      if (ruleset == NULL)
        g_error ("the bundled ruleset does not load: %s", error->message);
    }
  return ruleset;
}

VdTable *
vd_fuzz_load_table (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = NULL;

  table = vd_table_load_data ((const char *) data, size, "fuzz.yaml", &error);
  if (table != NULL && !vd_table_validate (table, vd_fuzz_ruleset (), "fuzz.yaml", &error))
    g_clear_pointer (&table, vd_table_free);
  /* A refusal without a message would leave the user guessing. */
  if (table == NULL && (error == NULL || error->message == NULL || error->message[0] == '\0'))
    abort ();
  return g_steal_pointer (&table);
}
