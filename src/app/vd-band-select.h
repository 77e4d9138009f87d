#pragma once

#include "vd-table.h"

G_BEGIN_DECLS

/* The selection rectangle (Shift+drag on empty ground): its corners in view pixels, from the
 * press to the pointer; whether Ctrl makes it add to the selection rather than replace it; and
 * which units it takes, those whose footprint's centre it holds, edges included. The table view
 * owns one, hands it the VD_DRAG_BAND drag and, at the release, selects what it takes. */
typedef struct _VdBandSelect VdBandSelect;

/* TRUE when the rectangle may take the unit UNIT_ID (the view's own units). */
typedef gboolean (*VdBandSelectFilter) (const char *unit_id, gpointer user_data);

VdBandSelect *vd_band_select_new          (void);
void          vd_band_select_free         (VdBandSelect       *self);

/* A rectangle starts at view point START (both corners there); ADD (Ctrl): it adds to the
 * selection. */
void          vd_band_select_begin        (VdBandSelect       *self,
                                           VdPoint             start,
                                           gboolean            add);
/* The pointer is at view point CORNER: the rectangle's other corner. */
void          vd_band_select_update       (VdBandSelect       *self,
                                           VdPoint             corner);
/* The rectangle's corners, START where it began; FALSE (nothing set) when none is on. */
gboolean      vd_band_select_get_corners  (VdBandSelect       *self,
                                           VdPoint            *start,
                                           VdPoint            *corner);
/* TRUE when it adds to the selection (Ctrl at its start). */
gboolean      vd_band_select_get_add      (VdBandSelect       *self);
/* No rectangle any more. */
void          vd_band_select_clear        (VdBandSelect       *self);

/* The ids (owned) of TABLE's units that a rectangle with table corners A and B takes, in table
 * order: those whose footprint's centre is inside or on its edge, and that MAY_TAKE (NULL: all)
 * lets it take. */
GPtrArray    *vd_band_select_units_inside (const VdTable      *table,
                                           VdPoint             a,
                                           VdPoint             b,
                                           VdBandSelectFilter  may_take,
                                           gpointer            user_data);
/* SELECTION (a set of owned ids) becomes the ids of INSIDE, or gains them when ADD. */
void          vd_band_select_apply        (GHashTable         *selection,
                                           const GPtrArray    *inside,
                                           gboolean            add);

G_END_DECLS
