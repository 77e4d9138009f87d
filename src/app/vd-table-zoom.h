#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A zoom going on in a table view: steps coming in quick succession (a wheel turned, a
 * touchpad scrolled, a key held) or under pinching fingers. While it goes on the view shows its
 * kept layers scaled (vd_table_backdrop) instead of drawing them again at each step; once no step
 * has come for a moment, or the fingers lift, it ends and the view draws them sharp. A single
 * step is no zoom going on: it is drawn sharp at once. The view owns one. */
typedef struct _VdTableZoom VdTableZoom;

/* How long after its last step a zoom ends, by default. */
#define VD_TABLE_ZOOM_SETTLE_MS 160

/* For WIDGET (not owned), which it redraws when a zoom ends. */
VdTableZoom *vd_table_zoom_new        (GtkWidget   *widget);
void         vd_table_zoom_free       (VdTableZoom *self);

/* A zoom step; FINGERS: a pinch's, so already part of a zoom going on. */
void         vd_table_zoom_step       (VdTableZoom *self,
                                       gboolean     fingers);
/* Ends the zoom going on now (the fingers lifted): the widget is drawn sharp. */
void         vd_table_zoom_end        (VdTableZoom *self);
gboolean     vd_table_zoom_is_on      (VdTableZoom *self);
/* How long after its last step a zoom ends, in milliseconds (tests lengthen it). */
void         vd_table_zoom_set_settle (VdTableZoom *self,
                                       guint        ms);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTableZoom, vd_table_zoom_free)

G_END_DECLS
