#pragma once

#include <glib.h>

#include "vd-board-event.h"
#include "vd-hex-odds.h"
#include "vd-hex-retreat.h"

G_BEGIN_DECLS

/* A combat's result applied (help "Combat on a board"): what the CRT's code does, read from
 * the module's legend (`charts.crt.legend.CODE.effects`: who, what, the rule), as the journal
 * events it comes to: eliminations, a counter flipped, retreats with the friends they push
 * (vd-hex-retreat.h), and the victors' advance into the hex the losers left. A retreat with
 * more than one way out waits for its chooser's pick (the victor in NaA, D11; the owner in
 * 1914, 1914-RET-7); an effect the seed does not give is named, never guessed. */

typedef struct {
  GPtrArray    *events;      /* VdBoardEvent*, in order: one undo step */
  GPtrArray    *reasons;     /* VdHexOddsReason*: each effect, its rule, on whom */
  /* A retreat that needs its chooser's pick (nothing is applied until it has it), or NULL. */
  VdHexRetreat *pending;
  /* An effect the module does not hold (NaA's Exchange for the attacker, a reading still
   * open), in the user's language, and its rule; what is known is applied. */
  char         *missing;
  char         *missing_rule;
} VdHexOutcome;

/* RESULT (a code of the CRT's legend, or "eliminated" for a combat settled without the table,
 * NaA E11) of ATTACKERS against DEFENDERS applied to BOARD. PICKS maps a unit id to the hex
 * label it retreats into ("off" for off the map) where it has a choice; ADVANCES lists the
 * victors who advance ("UNIT", or "UNIT=HEX" when it could go into more than one hex the
 * losers left). NULL with ERROR for a combat the rules refuse (as vd_hex_odds), a code the
 * legend does not have, a pick that is not a retreat or an advance the rules refuse. */
VdHexOutcome *vd_hex_outcome      (const VdBoard *board, const VdHexRuleset *module,
                                   const char * const *attackers,
                                   const char * const *defenders, const char *result,
                                   GHashTable *picks, const char * const *advances,
                                   GError **error);
/* NaA D16: each counter OUTCOME moves that has moved already in the phase SETUP's journal (its
 * first N_APPLIED events) stands in is moved again, as chain moves allow: said in OUTCOME's
 * reasons by the module's `retreat.policy.again_rule`; nothing in a game without it. */
void          vd_hex_outcome_moved_again (VdHexOutcome *outcome, const VdBoard *setup,
                                          const VdHexRuleset *module, guint n_applied);
/* A combat refused (1914-CBT-8: cavalry attacked by infantry alone; 1914-HQ-3: an HQ): the
 * module's `combat.refusal` entry the combat meets, each defender falling back as a retreat
 * (PICKS as above) and, where the entry allows it, the attackers' ADVANCES. NULL with ERROR for
 * a combat the rules refuse, one no entry allows to refuse, or a defender with no way back. */
VdHexOutcome *vd_hex_outcome_refusal (const VdBoard *board, const VdHexRuleset *module,
                                      const char * const *attackers,
                                      const char * const *defenders, GHashTable *picks,
                                      const char * const *advances, GError **error);
void          vd_hex_outcome_free (VdHexOutcome *outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexOutcome, vd_hex_outcome_free)

G_END_DECLS
