#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* LBA's Russian dragoons in Sk mode and Cossacks (help "LBA's special units and the
 * Santon"; the module's `special.russian_dragoons.sk` and `special.cossacks`). */

/* Whether UNIT is a dragoon regiment sitting on a hexside in Sk mode (its `across`). */
gboolean     vd_hex_lba_is_sk            (const VdHexRuleset *module, const VdBoardUnit *unit);
/* LBA-DRAG-1: the increments an Sk regiment counts in each of its two hexes (2 up to 6
 * increments, 3 from 7); FALSE when its strength is not a number. */
gboolean     vd_hex_lba_sk_share         (const VdHexRuleset *module, const VdBoardUnit *unit,
                                          guint *increments);
/* UNITS (the counters in HEX, VdBoardUnit*) as stacking weighs them: each Sk regiment in HEX
 * or across it, in its place or added, as a copy counting its share (LBA-DRAG-1), kept in
 * OWNED (freed with g_free; their other strings are the board's); but MOVER (or NULL), which
 * stacking counts whole as it moves in. */
void         vd_hex_lba_sk_in_hex        (const VdBoard *board, const VdHexRuleset *module,
                                          VdHex hex, const VdBoardUnit *mover, GPtrArray *units,
                                          GPtrArray *owned);
/* Whether UNIT is a Russian Egerskii counter, known by its name (`special.egerskii`). */
gboolean     vd_hex_lba_is_egerskii      (const VdHexRuleset *module, const VdBoardUnit *unit);
/* LBA-MAP-1: each hamlet hex of SETUP next to another built-up hex, which a hamlet (a lone
 * village hex) is not, in FOUND (VdHexOddsReason*, by the hamlet's label). */
void         vd_hex_lba_hamlets_check    (const VdBoard *setup, const VdHexRuleset *module,
                                          GPtrArray *found);
/* LBA-COAL-3: a board with the Coalition Coordination option on, whose rules are in the missing
 * scenarios, is told so in FOUND (VdHexOddsReason*). */
void         vd_hex_lba_options_check    (const VdBoard *setup, const VdHexRuleset *module,
                                          GPtrArray *found);
/* Whether UNIT is of the Cossacks' class (`special.cossacks.class`, LBA-COS-1). */
gboolean     vd_hex_lba_is_cossack       (const VdHexRuleset *module, const VdBoardUnit *unit);
/* Whether UNIT is regular cavalry named as Cossacks: the Russian Guard Cossacks, exempt from
 * the Cossacks' rules (LBA-COS-3). */
gboolean     vd_hex_lba_is_guard_cossack (const VdHexRuleset *module, const VdBoardUnit *unit);

/* LBA-COS-2: why CHARGER may not charge TARGET, infantry in good order (its rule in *RULE),
 * or NULL when that rule does not bar it. */
char        *vd_hex_lba_cossack_bars     (const VdHexRuleset *module, const VdBoardUnit *charger,
                                          const VdBoardUnit *target, const char **rule);

/* A charge as the Special Rules allow it: refused with the rule (REFUSED_RULE, REFUSED), or
 * allowed, or left to the referee (MISSING) when the rule needs what the seed lacks. */
typedef struct {
  char      *refused;          /* why not, in the user's language; NULL when not refused */
  char      *refused_rule;
  char      *missing;          /* what the answer waits for; NULL when known */
  char      *missing_rule;
  char      *contact;          /* what happens on contact (an Sk target's morale check), or NULL */
  char      *contact_rule;
  GPtrArray *reasons;          /* VdHexOddsReason*, what was checked */
  GPtrArray *unchecked;        /* VdHexOddsReason*, what is left to the referee (BN), or NULL */
  /* LBA-CHG-1: an infantry or artillery target's morale modifier when charged, from its
   * formation on the board; the chart's other rows are in UNCHECKED (MORALE_RULE NULL: none). */
  char      *morale_rule;
  gboolean   morale_known;
  int        morale_modifier;
  char      *morale_missing;     /* the reading the modifier waits for, or NULL */
} VdHexCharge;

/* CHARGER (a cavalry or Cossack counter) charging TARGET: the terrain bans (LBA-GO-4,
 * LBA-FAS-6), an Sk regiment that charges not (LBA-DRAG-3), the Cossacks' targets (LBA-COS-2,
 * the Guard Cossacks exempt, LBA-COS-3), an Sk target's check on contact (LBA-DRAG-3). NULL
 * with ERROR for counters not on the map, of one side, or a charger that is not cavalry. */
VdHexCharge *vd_hex_lba_charge           (const VdBoard *board, const VdHexRuleset *module,
                                          const char *charger, const char *target,
                                          GError **error);
void         vd_hex_lba_charge_free      (VdHexCharge *charge);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexCharge, vd_hex_lba_charge_free)

/* LBA-GO-1, LBA-EGER-1: the set-up's counters in general-order terrain and the Egerskii in
 * villages, each breach added to FOUND (VdHexOddsReason*, by the counter's id, or the hex's
 * label for a crowded hex): infantry or cavalry there in column, line or carré; Egerskii in a
 * village not in skirmish order, or more than 3 in a hex as reading lba-i-egerskii-per-hex
 * counts them (named while it is open and the counts disagree). */
void         vd_hex_lba_formations_check (const VdBoard *board, const VdHexRuleset *module,
                                          GPtrArray *found);

/* LBA-BAND-1: a routed counter's rout recovery as far as the Special Rules go; the roll and
 * its table are in the missing Premier Rules, so the answer is the modifier and what is
 * missing. */
typedef struct {
  gboolean   routed;           /* the counter is routed: it may try to recover */
  gboolean   eliminated;       /* the counter is the Guard band, routed: eliminated */
  int        modifier;         /* +6 with the band within 4 hexes of a French counter */
  char      *band;             /* the band's id when it gives the modifier, or NULL */
  char      *rule;
  GPtrArray *reasons;          /* VdHexOddsReason* */
  char      *missing;          /* the roll's table, missing */
} VdHexLbaRally;

/* UNIT_ID's rout recovery on BOARD (LBA-BAND-1); NULL with ERROR for a module without the
 * band's rule or a counter not on the map. */
VdHexLbaRally *vd_hex_lba_rally          (const VdBoard *board, const VdHexRuleset *module,
                                          const char *unit_id, GError **error);
/* Whether MODULE answers rout recovery this way (its `morale.rout_recovery.guard_band`). */
gboolean     vd_hex_lba_rally_applies    (const VdHexRuleset *module);
void         vd_hex_lba_rally_free       (VdHexLbaRally *rally);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexLbaRally, vd_hex_lba_rally_free)

G_END_DECLS
