#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"

G_BEGIN_DECLS

/* Officers left without a stack (BN 26.4d, 26.4e; the module's `special.officers.refuge`):
 * where an officer goes when enemy units enter a hex that holds only officers (the nearest
 * friendly stack, never eliminated for it), or when the stack he was with is destroyed and he
 * lives (the nearest stack under his command; with none left, he is eliminated). A stack is a
 * hex holding counters of his side of a class other than the officers'; nearest is counted in
 * hexes; ties are listed for the owner to choose. */

typedef enum {
  VD_HEX_OFFICER_OVERRUN,          /* 26.4e: enemies entered his hex of officers only */
  VD_HEX_OFFICER_STACK_DESTROYED,  /* 26.4d: the stack he was with is destroyed */
} VdHexOfficerCase;

typedef struct {
  char      *officer;
  char      *rule;        /* the module's: 26.4e or 26.4d */
  GArray    *to;          /* VdHex: the nearest stacks, more than one on a tie */
  int        hexes;       /* how far they are */
  gboolean   eliminated;  /* 26.4d: no stack under his command is left */
  char      *why;         /* in the user's language */
} VdHexOfficerRefuge;

/* Where OFFICER_ID goes in case WHEN, or NULL with ERROR for a counter that is no officer or
 * not on the map, or a game without these rules. */
VdHexOfficerRefuge *vd_hex_officer_refuge      (const VdBoard *board, const VdHexRuleset *module,
                                                const char *officer_id, VdHexOfficerCase when,
                                                GError **error);
/* The officers of HEX's side left there with no counter of another class (on BOARD as it now
 * stands), their ids NULL-ended; empty when none, or in a game without these rules. */
GStrv               vd_hex_officers_left_alone (const VdBoard *board, const VdHexRuleset *module,
                                                VdHex hex);
/* What OFFICER_ID's elimination owes (BN 26.4a-c), added to REASONS (VdHexOddsReason*), BOARD
 * as it stood before it: a replacement at once (26.4a) — an HQ's commander by his highest-
 * ranking subordinate, those that name him listed for the owner's pick; a division
 * commander's from the back of a counter, the owner's (26.4b), placed with a counter of his
 * division, or where he was with none (26.4c). Nothing in a game without these rules. */
void                vd_hex_officer_replacement (const VdBoard *board, const VdHexRuleset *module,
                                                const char *officer_id, GPtrArray *reasons);
/* The event that carries REFUGE out: his elimination, or his move to PICK (one of the nearest,
 * PICK_LABEL as the user wrote it; NULL: none given, which will do unless they tie); NULL with
 * ERROR when there is nothing to record or a pick is wanted. */
VdBoardEvent       *vd_hex_officer_refuge_event (const VdBoard *board,
                                                 const VdHexOfficerRefuge *refuge,
                                                 const char *pick_label, const VdHex *pick,
                                                 GError **error);
void                vd_hex_officer_refuge_free (VdHexOfficerRefuge *refuge);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexOfficerRefuge, vd_hex_officer_refuge_free)

G_END_DECLS
