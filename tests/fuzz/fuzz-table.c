/* The table loader: any bytes are read or refused with a message, and a table that loads
 * survives being written and read back unchanged. */
#include <stdlib.h>

#include "vd-fuzz.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdTable) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL;
  gsize length = 0;

  if (size > VD_FUZZ_MAX_INPUT)
    return 0;
  table = vd_fuzz_load_table (data, size);
  if (table == NULL)
    return 0;

  yaml = vd_table_to_yaml (table, &length);
  again = vd_table_load_data (yaml, length, "written.yaml", &error);
  if (again == NULL)
    {
      g_printerr ("a table written by Vedette does not load: %s\n%s", error->message, yaml);
      abort ();
    }
  if (!vd_table_equal (table, again))
    {
      g_printerr ("a table changed when written and read back:\n%s", yaml);
      abort ();
    }
  return 0;
}
