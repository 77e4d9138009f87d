#include "vd-error.h"

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
