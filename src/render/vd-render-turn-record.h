#pragma once

#include <glib.h>

#include "vd-hex-turn.h"

G_BEGIN_DECLS

/* The turn record RECORD of MODULE's game titled TITLE as an A4 PDF: its rows, their phase
 * boxes (those ended ticked) and conditions, blank rows for turns to come when the track's
 * length is not known. NULL with ERROR when cairo fails. */
GBytes *vd_render_turn_record_pdf (const char *title, const VdHexRuleset *module,
                                   const VdHexTurnRecord *record, GError **error);
/* The same pages, each a cairo recording surface of A4 in PDF points, for a printer. */
GPtrArray *vd_render_turn_record_pages (const char *title, const VdHexRuleset *module,
                                        const VdHexTurnRecord *record, GError **error);

G_END_DECLS
