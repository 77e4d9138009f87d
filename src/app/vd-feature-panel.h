#pragma once

#include <adwaita.h>

#include "vd-document.h"

G_BEGIN_DECLS

#define VD_TYPE_FEATURE_PANEL (vd_feature_panel_get_type ())

G_DECLARE_FINAL_TYPE (VdFeaturePanel, vd_feature_panel, VD, FEATURE_PANEL, AdwBin)

/* The side panel's Terrain page: the selected feature's name (applied on Enter or when the
 * entry loses the focus), its type among the types of its shape, and for a hill its level,
 * plateau and crest lines; each change is one EDIT_FEATURE event of the document. Its buttons
 * use the window's actions: win.draw-crest, win.remove-crests, win.duplicate-feature and
 * win.delete-feature. */

GtkWidget  *vd_feature_panel_new          (void);
void        vd_feature_panel_set_document (VdFeaturePanel *self,
                                           VdDocument     *document);
/* The feature shown, by id (NULL: none). */
void        vd_feature_panel_set_feature  (VdFeaturePanel *self,
                                           const char     *feature_id);
const char *vd_feature_panel_get_feature  (VdFeaturePanel *self);

G_END_DECLS
