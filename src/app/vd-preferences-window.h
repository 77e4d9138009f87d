#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VD_TYPE_PREFERENCES_WINDOW (vd_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (VdPreferencesWindow, vd_preferences_window, VD, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* The preferences (win.preferences, Ctrl+comma): the units distances are shown in, and the
 * scale and millimetres per pace of new tables; each change goes to the settings at once. */
GtkWidget *vd_preferences_window_new (GtkWindow *parent);

G_END_DECLS
