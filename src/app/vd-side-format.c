#include <glib/gi18n.h>

#include "vd-side-format.h"
#include "vd-table-sides.h"

char *
vd_format_side (const VdTable *table, const char *side)
{
  if (side == NULL || side[0] == '\0')
    return g_strdup (_("No side"));
  return vd_table_side_name (table, side);
}

char *
vd_format_side_view (const VdTable *table, const char *side)
{
  g_autofree char *name = NULL;

  if (side == NULL || side[0] == '\0')
    return g_strdup (_("Referee’s View"));
  name = vd_format_side (table, side);
  /* Translators: the table as one side sees it; the placeholder is the side's name as the
   * table file gives it ("French", "Français") */
  return g_strdup_printf (_("%s View"), name);
}
