#include "vd-error.h"

#include <string.h>

G_DEFINE_QUARK (vd-error-quark, vd_error)

void
vd_set_error_at (GError    **error,
                 VdError     code,
                 const char *file,
                 guint       line,
                 guint       column,
                 const char *format,
                 ...)
{
  g_autofree char *text = NULL;
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  /* "error:" stays untranslated: scripts match it (formats.md §3). */
  g_set_error (error, VD_ERROR, code, "%s:%u:%u: error: %s",
               file != NULL ? file : "<input>", line, column, text);
}

gboolean
vd_error_has_position (const GError *error)
{
  return error != NULL && error->domain == VD_ERROR &&
         (error->code == VD_ERROR_SYNTAX || error->code == VD_ERROR_INVALID ||
          error->code == VD_ERROR_LIMIT);
}

char *
vd_error_cut (const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value != NULL ? value : "", -1);
  GString *shown = g_string_new (NULL);
  const char *p = valid;

  for (guint n = 0; n < VD_ERROR_MAX_QUOTED && *p != '\0'; n++, p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* A message is one line: a line break or a control character inside would break it. */
      g_string_append_unichar (shown, g_unichar_iscntrl (c) ? 0xFFFD : c);
    }
  if (*p != '\0')
    g_string_append (shown, "…");
  return g_string_free (shown, FALSE);
}

const char *
vd_error_get_text (const GError *error)
{
  const char *text;

  g_return_val_if_fail (error != NULL, NULL);
  if (!vd_error_has_position (error) || (text = strstr (error->message, ": error: ")) == NULL)
    return error->message;
  return text + strlen (": error: ");
}
