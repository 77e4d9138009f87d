#include <glib/gi18n.h>

#include "vd-side-format.h"

#include "vd-roster.h"

/* The core's, so that the report and the roster name sides as the app does. */
char *
vd_format_side (const char *side)
{
  return vd_side_display_name (side);
}

char *
vd_format_side_view (const char *side)
{
  g_autofree char *name = NULL;

  if (side == NULL || side[0] == '\0')
    return g_strdup (_("Referee’s View"));
  name = vd_format_side (side);
  /* Translators: the table as one side sees it; the placeholder is the side's name as the
   * table file writes it, capitalised ("French") */
  return g_strdup_printf (_("%s View"), name);
}
