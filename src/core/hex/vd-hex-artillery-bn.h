#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's batteries (27, the module's `special.artillery`; help "BN's batteries"): a battery's
 * type and class as the set-up notation writes them (1.4.7), points moved between batteries
 * and detached batteries (27.1), and a fire's artillery points added per hex and type, then
 * converted and added (27.3). What the seed lacks (most fire-point cells) is named. */

typedef struct {
  char *type;      /* "heavy", "light"; NULL when the counter's name does not say */
  char *klass;     /* "foot", "horse"; NULL likewise */
  int   points;    /* the points the notation gives (5 when it writes none), 0 when no notation */
} VdHexBatteryKind;

/* 1.4.7: UNIT's notation ("AGb (3Hh)") read from its name, else its id; FALSE when neither
 * carries one (KIND cleared). */
gboolean vd_hex_battery_kind      (const VdBoardUnit *unit, const VdHexRuleset *module,
                                   VdHexBatteryKind *kind);
void     vd_hex_battery_kind_clear (VdHexBatteryKind *kind);
/* A battery's type or class as the module writes it (heavy, foot…), in the user's language. */
const char *vd_hex_battery_word     (const char *word);

typedef struct {
  char      *from;
  char      *to;            /* the battery taking the points, or NULL for a detached one */
  char      *new_id;        /* a detached battery's counter, or NULL */
  char      *new_name;      /* its name, carrying the notation (the counter itself does not) */
  char      *new_echelon;   /* its echelon, which marks it detached (27.1) */
  int        points;
  int        from_after;
  int        to_after;
  gboolean   may;
  char      *open;          /* the reading still to choose, or NULL */
  char      *why;           /* why not (or what is open), in the user's language */
  char      *why_rule;
  GPtrArray *reasons;       /* VdHexOddsReason* */
} VdHexBatteryTransfer;

/* 27.1: POINTS of FROM's artillery points to TO (NULL: a new detached battery in FROM's hex);
 * NULL with ERROR for a counter not on the board, not artillery, or POINTS not from 1 to what
 * FROM holds. */
VdHexBatteryTransfer *vd_hex_battery_transfer (const VdBoard *board, const VdHexRuleset *module,
                                               const char *from, const char *to, int points,
                                               GError **error);
/* The events that record TRANSFER (strength changes, the detached battery's add-unit). */
GPtrArray            *vd_hex_battery_transfer_events (const VdBoard *board,
                                                      const VdHexBatteryTransfer *transfer);
void                  vd_hex_battery_transfer_free (VdHexBatteryTransfer *transfer);

typedef struct {
  double     points;        /* the fire points known, summed over the hexes */
  gboolean   known;         /* every hex's sum was converted */
  GPtrArray *reasons;       /* VdHexOddsReason*, one per hex and type, then the total */
  GPtrArray *missing;       /* VdHexOddsReason*, the cells the module does not hold */
} VdHexArtilleryFire;

/* 27.3: the fire points of the batteries FIRERS (NULL-ended) at TARGET: their points added per
 * hex and type, each sum read on its type's fire-point table at its range, the hexes' points
 * added; NULL with ERROR for a firer that is not artillery, not on the map, out of range, or a
 * game without the rule. */
VdHexArtilleryFire   *vd_hex_artillery_fire (const VdBoard *board, const VdHexRuleset *module,
                                             const char * const *firers, const char *target,
                                             GError **error);
void                  vd_hex_artillery_fire_free (VdHexArtilleryFire *fire);
/* 27.3 in a fire given by points (hex fire): for each hex where two or more of FIRERS are
 * batteries of one type, a reason added to REASONS that their points are read together. */
void                  vd_hex_artillery_same_hex (const VdBoard *board,
                                                 const VdHexRuleset *module,
                                                 const char * const *firers,
                                                 GPtrArray *reasons);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexBatteryTransfer, vd_hex_battery_transfer_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexArtilleryFire, vd_hex_artillery_fire_free)

G_END_DECLS
