#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* LBA's fire as far as the Special Rules go (help "LBA's special units and the Santon"):
 * the fire combat results table, the artillery values and most of the fire-defence table are
 * missing, so the answer is what the pages do give — a Santon battery firing only through its
 * front (LBA-SANTON-5), a target in an earthwork defending at 10 through the front and 6
 * through the rear (LBA-SANTON-2), a Cossack target checking morale when fired on by infantry
 * not disordered or by artillery, and routing on any casualty (LBA-COS-1; the Guard Cossacks
 * are regular cavalry, LBA-COS-3), an Sk dragoon firing as infantry in skirmish order
 * (LBA-DRAG-2), each infantry firer's fire factors by nation, troop type and formation, at
 * half when disordered (LBA-FIRE-1, -2, -3) — each with its rule, and what is missing named. */

typedef struct {
  gboolean   defence_known;
  int        fire_defence;      /* the target's, where the seed gives it */
  char      *defence_rule;
  gboolean   morale_check;      /* LBA-COS-1: the target checks morale, casualty or not */
  char      *check_rule;
  char      *casualty_state;    /* what any casualty from this fire makes of it (routed), or NULL */
  char      *casualty_rule;
  gboolean   routed;            /* LOST increments were given, and a casualty routs it */
  GPtrArray *reasons;           /* VdHexOddsReason*, in the order found */
  char      *missing;           /* the first thing the answer lacks, or NULL */
  char      *missing_rule;
  /* LBA-FIRE-1: the firers' fire factors, from the charts of their nations by troop type and
   * formation; a disordered firer's at half, halves kept (LBA-FIRE-2). */
  gboolean   factors_known;     /* every firer's found */
  double     factors;           /* their sum, when FACTORS_KNOWN */
  char      *factors_missing;   /* the first factor the seed or the board lacks, or NULL */
  char      *factors_missing_rule;
  /* LBA-ICE-4: the fire's roll at a target on a frozen lake; ICE_RULE NULL when not asked. */
  char      *ice_rule;
  int        ice_roll;
  gboolean   ice_broken;        /* the target loses one die of increments; the lake stays */
} VdHexFireLba;

/* FIRERS (counter ids, NULL-ended; ID=TYPE:FORMATION gives an infantry firer's troop type,
 * a key of the module's `combat.fire.infantry_factors.types`, and the formation a disordered
 * one fires in, either part alone or in either order) at TARGET; LOST the increments the referee says the fire
 * cost the target (-1: not said). NULL with ERROR for counters not on the map, sides mixed, or
 * a Santon battery firing out through its rear (LBA-SANTON-5), or a TYPE or FORMATION the
 * module does not know or that does not fit the firer (LBA-FIRE-1). */
VdHexFireLba *vd_hex_fire_lba      (const VdBoard *board, const VdHexRuleset *module,
                                    const char * const *firers, const char *target, int lost,
                                    GError **error);
/* LBA-ICE-4: ROLL, FIRE's d66 roll at TARGET: on a frozen lake a 65 breaks the ice (the
 * target loses one die of increments, the lake stays frozen), said in FIRE's reasons; nothing
 * elsewhere. FALSE with ERROR for a roll d66 cannot give. */
gboolean      vd_hex_fire_lba_ice  (VdHexFireLba *fire, const VdBoard *board,
                                    const VdHexRuleset *module, const char *target, int roll,
                                    GError **error);
/* Whether MODULE's fire is answered this way (its `special.cossacks.fired_on` or earthworks). */
gboolean      vd_hex_fire_lba_applies (const VdHexRuleset *module);
void          vd_hex_fire_lba_free (VdHexFireLba *fire);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexFireLba, vd_hex_fire_lba_free)

G_END_DECLS
