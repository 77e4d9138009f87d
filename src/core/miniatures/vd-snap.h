#pragma once

#include "vd-table.h"

G_BEGIN_DECLS

/* Snapping a point being drawn or dragged on the terrain: to the table's corners and edges, and
 * to the vertices of other features (their outlines, lines and crest lines). */

typedef enum {
  VD_SNAP_NONE,
  VD_SNAP_TABLE_CORNER,
  VD_SNAP_VERTEX,       /* a vertex of another feature */
  VD_SNAP_TABLE_EDGE,   /* one coordinate put on an edge, the other kept */
} VdSnapKind;

typedef struct {
  VdSnapKind  kind;
  VdPoint     at;
  const char *feature_id;  /* VD_SNAP_VERTEX: the feature's id, borrowed from the table */
} VdSnap;

/* Snaps P to what lies within TOLERANCE mm: the nearest table corner or feature vertex first,
 * else the table edges (x and y each on to an edge within reach). Features whose id is
 * EXCLUDE_ID (may be NULL: the feature being edited) are not snapped to. FALSE with OUT's kind
 * NONE and OUT's point P when nothing is in reach. */
gboolean vd_snap_point (const VdTable *table,
                        VdPoint        p,
                        double         tolerance,
                        const char    *exclude_id,
                        VdSnap        *out);

G_END_DECLS
