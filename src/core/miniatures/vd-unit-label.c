#include "vd-unit-label.h"

#include <string.h>

static const char * const battalion_words[] = { "bataillon", "battalion", "bn", "bn.", NULL };

/* The leading number of PART when one of its words is a battalion's, else NULL. */
static char *
battalion_number (const char *part)
{
  g_auto(GStrv) words = g_strsplit_set (part, " \t", -1);
  gboolean battalion = FALSE;
  gsize digits = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *word = g_utf8_strdown (words[i], -1);

      if (g_strv_contains (battalion_words, word))
        battalion = TRUE;
    }
  while (g_ascii_isdigit (part[digits]))
    digits++;
  if (!battalion || digits == 0)
    return NULL;
  return g_strndup (part, digits);
}

char *
vd_unit_label_from_name (const char *name)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *number = NULL;
  const char *other;
  gsize end;

  if (name == NULL || strchr (name, ',') == NULL)
    return NULL;
  parts = g_strsplit (name, ",", 2);
  g_strstrip (parts[0]);
  g_strstrip (parts[1]);
  if ((number = battalion_number (parts[0])) != NULL)
    other = parts[1];
  else if ((number = battalion_number (parts[1])) != NULL)
    other = parts[0];
  else
    return NULL;
  end = strcspn (other, " \t");
  if (end == 0)
    return NULL;
  return g_strdup_printf ("%s/%.*s", number, (int) end, other);
}

char *
vd_unit_short_label (const VdUnit *unit)
{
  char *derived;

  g_return_val_if_fail (unit != NULL, NULL);
  if (unit->label != NULL)
    return g_strdup (unit->label);
  if ((derived = vd_unit_label_from_name (unit->name)) != NULL)
    return derived;
  return g_strdup (unit->name != NULL ? unit->name : unit->id);
}
