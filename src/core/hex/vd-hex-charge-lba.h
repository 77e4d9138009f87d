#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-carre.h"
#include "vd-hex-lba-units.h"

G_BEGIN_DECLS

/* An LBA charge's whole course as far as the Special Rules give it (help "LBA's special
 * units and the Santon"):
 * whether it is allowed (vd_hex_lba_charge), the infantry target's carré attempt first
 * (LBA-CAR-1), an Sk target's check on contact (LBA-DRAG-3), the target's morale check with its
 * modifiers (LBA-CHG-1), the melee (`hex odds`), the charger's recall roll (LBA-REC-1), and
 * what follows a recall. The morale checks, the melee table and where a recalled charge goes
 * are the missing Premier Rules' (LBA-GEN-1): each such step stops there, named. */

typedef struct {
  char *step;          /* carre, contact, defender-morale, melee, recall, after-recall */
  char *rule;
  char *what;          /* what the seed gives, in the user's language */
  char *missing;       /* what the step waits for (the missing procedure), or NULL */
  char *missing_rule;
} VdHexChargeStep;

typedef struct {
  VdHexCharge *charge;       /* whether it is allowed, its reasons and the target's modifier */
  GPtrArray   *steps;        /* VdHexChargeStep*, in order; empty when the charge is refused */
  VdHexRecall *recall;       /* the recall rolled, or NULL (no roll given, or no row known) */
  char        *recall_row;   /* the row read, NULL when the referee must name it */
  int          recall_needed;  /* the lowest die that recalls, 0 when the row is not known */
} VdHexChargeCourse;

/* CHARGER charging TARGET on BOARD, the course followed: the recall read on KIND (the chart's
 * row, NULL for the only one its class and nation leave), PERSONALITY (+1), ROLL (one die; 0:
 * not rolled yet). NULL with ERROR as vd_hex_lba_charge, or for a roll no die gives. */
VdHexChargeCourse *vd_hex_lba_charge_course (const VdBoard *board, const VdHexRuleset *module,
                                             const char *charger, const char *target,
                                             const char *kind, gboolean personality, int roll,
                                             GError **error);
void               vd_hex_lba_charge_course_free (VdHexChargeCourse *course);

/* LBA-REC-1, LBA-GEN-1: a recalled charger moved back to BACK_TO, the hex the referee names
 * (the seed does not say where): the move event to record, NULL with ERROR for a charge not
 * recalled, a hex off the map, or one held by the enemy. */
VdBoardEvent      *vd_hex_lba_charge_back_event  (const VdBoard *board,
                                                  const VdHexChargeCourse *course,
                                                  const char *charger, const char *back_to,
                                                  GError **error);

/* LBA-REC-1: CHARGER's recall die, as COURSE read it, kept as a `roll` event on BOARD (test:
 * recall; the row, the die with its +1, the least needed, recalled or not-recalled); NULL with
 * ERROR when no recall was rolled. Journals before it kept the roll as a `combat` event, the
 * charger against its target on the recall row; those still read and replay. */
VdBoardEvent      *vd_hex_lba_recall_event       (const VdBoard *board,
                                                  const VdHexChargeCourse *course,
                                                  const char *charger, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexChargeCourse, vd_hex_lba_charge_course_free)

G_END_DECLS
