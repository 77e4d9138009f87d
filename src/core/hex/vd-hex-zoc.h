#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* Zones of control on a board, by the game module's `zoc:` section (help "Game modules"):
 * its `model` (rigid, sticky, none, …; `~` when the seed does not give it), the six hexes
 * around each unit, less what keeps a zone out — a unit class that has none (`zoc.none_for`),
 * a terrain (`zoc.not_into`, or the terrain's own `zoc: false`), a hexside feature
 * (`zoc.blocked_by`, or the feature's `zoc: false`). A terrain or feature whose `zoc` is `~`
 * leaves the answer open: it is a doubt, for the referee to rule on. */

typedef enum {
  VD_HEX_ZOC_MODEL_UNKNOWN,   /* the module does not say: "unknown: supply it" */
  VD_HEX_ZOC_MODEL_NONE,      /* no zones of control (BN 14.0) */
  VD_HEX_ZOC_MODEL_RIGID,     /* entering stops; no step from one zone to another (NaA C3, C5) */
  VD_HEX_ZOC_MODEL_STICKY,    /* entering stops; leaving costs, then no other zone (1914) */
  VD_HEX_ZOC_MODEL_OTHER,     /* a model the engine does not know by name (LBA's influence) */
} VdHexZocModel;

/* Something the module leaves open about a zone: terrain (SECTION "terrain") or a hexside
 * feature ("hexsides") FEATURE whose `zoc` is `~`, where it is (BY, a hex or hexside label). */
typedef struct {
  const char *section;
  char       *feature;
  char       *by;
} VdHexZocDoubt;

/* Why a unit beside the hex controls it or not, with the module's rule (`zoc.covers_rule`,
 * `from_kept_out_rule`, `not_into_rule`, `blocked_by_rule`, or `none_for_in`'s own). */
typedef struct {
  const VdBoardUnit *unit;
  gboolean           controls;
  const char        *rule;    /* may be NULL: the module names none */
  char              *why;     /* in the user's language */
} VdHexZocReason;

/* The zones of control over one hex. */
typedef struct {
  VdHex          hex;
  VdHexZocModel  model;
  const char    *model_name;  /* as the module writes it; NULL when unknown */
  GPtrArray     *units;       /* const VdBoardUnit*, into the board: those whose zone covers
                               * the hex, in the order of the hexes around it */
  GPtrArray     *doubts;      /* VdHexZocDoubt* */
  GPtrArray     *reasons;     /* VdHexZocReason*: each unit beside the hex, in the same order */
} VdHexZoc;

VdHexZocModel vd_hex_zoc_model        (const VdHexRuleset *module, const char **name);
/* The zones over HEX on BOARD (none when the model is none or unknown). */
VdHexZoc     *vd_hex_zoc_at           (const VdBoard *board, const VdHexRuleset *module,
                                       VdHex hex);
void          vd_hex_zoc_free         (VdHexZoc *zoc);
/* Whether a side other than SIDE has a zone over the hex; with UNITS (may be NULL), those units
 * (const VdBoardUnit*) are added to it. */
gboolean      vd_hex_zoc_has_enemy    (const VdHexZoc *zoc, const char *side, GPtrArray *units);

typedef enum {
  VD_HEX_ZOC_ENEMY_NONE,   /* no enemy zone over the hex, whatever the module leaves open */
  VD_HEX_ZOC_ENEMY_SURE,   /* an enemy zone no doubt concerns */
  VD_HEX_ZOC_ENEMY_DOUBT,  /* enemy zones only, each unless what the module leaves open stops it */
} VdHexZocEnemy;

/* Whether a side other than SIDE has a zone over the hex, a doubt counting only for the enemies
 * it concerns: the hex's ground for every one, a hexside for the one across it (a doubt about
 * a friend's zone, or a hex no enemy is beside, is no doubt for SIDE). */
VdHexZocEnemy vd_hex_zoc_enemy        (const VdHexZoc *zoc, const VdBoard *board,
                                       const char *side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexZoc, vd_hex_zoc_free)

G_END_DECLS
