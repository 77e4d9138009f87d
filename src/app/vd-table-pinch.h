#pragma once

#include "vd-table-view.h"

G_BEGIN_DECLS

/* Two fingers pinching the table view: the view zooms with their spread, about their centre,
 * and pans as that centre moves. It owns its zoom gesture, added to the view at creation; the
 * view owns the pinch. */
typedef struct _VdTablePinch VdTablePinch;

VdTablePinch *vd_table_pinch_new   (VdTableView  *view);
void          vd_table_pinch_free  (VdTablePinch *self);

/* TRUE while the fingers pinch: the drag gesture then leaves the panning to the pinch. */
gboolean      vd_table_pinch_is_on (VdTablePinch *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTablePinch, vd_table_pinch_free)

G_END_DECLS
