#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Makes g_print and g_printerr write their UTF-8 text as it is, whatever the locale (GLib
 * would turn each character a C locale lacks into '?'), and note a write that fails. */
void vd_standard_streams_init    (void);

/* The errno of the first write to standard output that failed since
 * vd_standard_streams_init (EIO when the system gave none), or 0 when every one went through. */
int  vd_standard_streams_failure (void);

G_END_DECLS
