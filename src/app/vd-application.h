#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VD_TYPE_APPLICATION (vd_application_get_type ())

G_DECLARE_FINAL_TYPE (VdApplication, vd_application, VD, APPLICATION, AdwApplication)

/* `vedette` with no file opens the demo battle; `vedette FILE...` opens a window per file. */
VdApplication *vd_application_new (void);

typedef struct _VdWindow VdWindow;

/* The window showing FILE, or NULL: a table is open in one window at a time. */
VdWindow      *vd_application_find_window (VdApplication *self, GFile *file);

G_END_DECLS
