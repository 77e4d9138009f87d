#pragma once

#include "vd-table.h"

G_BEGIN_DECLS

/* The short label that tells a unit apart on the table: its own `label:`, else the one its
 * name gives (vd_unit_label_from_name), else its name. Never NULL. */
char *vd_unit_short_label     (const VdUnit *unit);
/* "1er bataillon, 57e de ligne" → "1/57e", "49th Jäger Regiment, 2nd bn" → "2/49th": a name
 * of two parts around a comma, one of them a battalion (bataillon, battalion, bn) with its
 * number first, gives that number, a slash and the other part's first word; NULL for any other
 * name. */
char *vd_unit_label_from_name (const char *name);

G_END_DECLS
