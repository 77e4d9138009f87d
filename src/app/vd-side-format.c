#include <glib/gi18n.h>

#include "vd-side-format.h"

char *
vd_format_side (const char *side)
{
  g_autofree char *first = NULL;
  const char *rest;

  if (side == NULL || side[0] == '\0')
    return g_strdup (_("No side"));
  rest = g_utf8_next_char (side);
  first = g_utf8_strup (side, rest - side);
  return g_strconcat (first, rest, NULL);
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
