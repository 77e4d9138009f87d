#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's extensions (`special.extensions`, 17.0-17.2, help "BN's extensions"): an infantry
 * counter spread over neighbouring hexes by extension counters (`extends: PARENT`). */

typedef enum {
  VD_HEX_EXTENSION_SPLIT_OK,
  VD_HEX_EXTENSION_SPLIT_TOO_WEAK,  /* a part would be below the lowest level (17.1) */
  VD_HEX_EXTENSION_SPLIT_OPEN,      /* the share is no level and bn-i-extension-split is open */
  VD_HEX_EXTENSION_SPLIT_MISSING,   /* the strength is not a level the module weighs */
} VdHexExtensionSplit;

/* 17.1: STRENGTH (a level of `stacking.strength_in_c`) shared between the parent and
 * N_EXTENSIONS, equally, the remainder to the parent; when the share is not a level, reading
 * bn-i-extension-split says which the extensions take. PARENT and EACH (the levels) set on OK;
 * WHY (in the user's language) on the others. */
VdHexExtensionSplit vd_hex_extension_split   (const VdHexRuleset *module, const char *strength,
                                              guint n_extensions, char **parent, char **each,
                                              char **why);
/* 17.2c: after losses, STRENGTH (the whole unit's new level) split again between the parent
 * and as many of its N_EXTENSIONS as it still feeds; KEPT the extensions kept (0: all fold
 * back, PARENT is STRENGTH and EACH NULL). */
VdHexExtensionSplit vd_hex_extension_resplit (const VdHexRuleset *module, const char *strength,
                                              guint n_extensions, guint *kept, char **parent,
                                              char **each, char **why);

/* `hex extend BOARD UNIT`: whether UNIT may create one more extension now, and the split. */
typedef struct {
  char      *unit_id;
  gboolean   may;
  char      *why;          /* refused or undecided: why, in the user's language; NULL when it may */
  char      *why_rule;
  char      *open;         /* the reading still to choose, or NULL */
  char      *whole;        /* the whole unit's strength, or NULL when not known */
  char      *parent_strength;     /* after the split, when it may */
  char      *extension_strength;
  guint      n_extensions; /* the unit's before this one */
  char      *new_id;       /* the new extension's id, when it may */
  GPtrArray *reasons;      /* VdHexOddsReason*, what was applied */
} VdHexExtension;

void            vd_hex_extension_free   (VdHexExtension *extension);
/* NULL (ERROR) when UNIT is no counter of BOARD or MODULE has no extensions. */
VdHexExtension *vd_hex_extension        (const VdBoard *board, const VdHexRuleset *module,
                                         const char *unit_id, GError **error);
/* What --apply records (17.0b, 17.0c, 17.1): the new extension in its parent's hex with the
 * parent's facing, formation, state and command, then the parts' new strengths. */
GPtrArray      *vd_hex_extension_events (const VdBoard *board, const VdHexExtension *extension);
/* 17.0, at the end of every phase: each extension not adjacent to its parent, added to OWED
 * (VdHexOddsReason*); 17.2a: each that must fold back, a part of its unit being routed. */
void            vd_hex_extension_phase_owed (const VdBoard *board, const VdHexRuleset *module,
                                             GPtrArray *owed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexExtension, vd_hex_extension_free)

G_END_DECLS
