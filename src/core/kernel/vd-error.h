#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VD_ERROR (vd_error_quark ())

/* The first three carry "FILE:LINE:COLUMN: error:" in their message; the others do not. */
typedef enum {
  VD_ERROR_SYNTAX,      /* the file is not well-formed YAML, or not text */
  VD_ERROR_INVALID,     /* well-formed, but not a valid Vedette file */
  VD_ERROR_LIMIT,       /* exceeds a documented bound (size, depth, count) */
  VD_ERROR_NOT_FOUND,   /* a file or an id that does not exist */
  VD_ERROR_IO,          /* a file that cannot be read or written */
  VD_ERROR_ARGUMENT,    /* a request that cannot be carried out as asked (a bad option) */
  VD_ERROR_CHANGED,     /* a file changed on disk by another program since it was read */
  VD_ERROR_BUSY,        /* a table another Vedette writer holds (the app, or vedette-cli) */
} VdError;

GQuark vd_error_quark (void);

/* Sets ERROR to "FILE:LINE:COLUMN: error: TEXT" (line and column 1-based). */
void vd_set_error_at (GError    **error,
                      VdError     code,
                      const char *file,
                      guint       line,
                      guint       column,
                      const char *format,
                      ...) G_GNUC_PRINTF (6, 7);

/* Characters of a value that a message quotes; the rest is cut. */
#define VD_ERROR_MAX_QUOTED 60

/* VALUE as a message quotes it: valid UTF-8 on one line (control characters shown as U+FFFD),
 * and past VD_ERROR_MAX_QUOTED characters cut with "…", so that a 60 KB value given by
 * mistake does not drown the message. NULL gives "". */
char *vd_error_cut (const char *value);

/* TRUE when ERROR's message already names the file, line and column. */
gboolean vd_error_has_position (const GError *error);

/* ERROR's own words, without the "FILE:LINE:COLUMN: error: " it may start with. */
const char *vd_error_get_text (const GError *error);

G_END_DECLS
