/* CSV fields as RFC 4180 writes them, for the reports' tables. */
#include "vd-csv.h"

#include <string.h>

/* A text that starts like a formula (=, +, -, @, a tab or a carriage return) would be run by a
 * spreadsheet that opens the file: it is written quoted after an apostrophe, as OWASP advises,
 * so that it shows as text. A number we counted (-2 figures back in a turn) stays a number. */
void
vd_csv_append_field (GString *out, const char *value, gboolean text)
{
  gboolean formula = text && value != NULL && value[0] != '\0' &&
                     strchr ("=+-@\t\r", value[0]) != NULL;

  if (value == NULL)
    return;
  if (!formula && strpbrk (value, ",\"\r\n") == NULL)
    {
      g_string_append (out, value);
      return;
    }
  g_string_append_c (out, '"');
  if (formula)
    g_string_append_c (out, '\'');
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}
