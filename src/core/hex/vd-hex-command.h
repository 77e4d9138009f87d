#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* Command radius (BN 10.5a, the module's `movement.command_radius`): a counter whose `army`
 * names its commander's counter must stand within so many officer MP of it (4 to a division
 * commander, 8 from a division commander to the corps HQ), counted from the commander's hex
 * through hexes an officer could enter, at the officer's costs. A cost the module leaves `~`
 * on the way makes the answer unknown, and names it. */

typedef enum {
  VD_HEX_COMMAND_NOT_JUDGED,  /* a game without a radius, or a counter without a commander */
  VD_HEX_COMMAND_IN,
  VD_HEX_COMMAND_OUT,
  VD_HEX_COMMAND_UNKNOWN,
} VdHexCommandStatus;

typedef struct {
  VdHexCommandStatus status;
  char              *commander;  /* the commander's id, or NULL */
  double             radius;     /* in officer MP */
  const char        *rule;       /* the module's: 10.5a */
  char              *why;        /* OUT and UNKNOWN: in the user's language */
} VdHexCommand;

gboolean      vd_hex_command_applies (const VdHexRuleset *module);
/* UNIT_ID where it stands, or, with AT, as if it stood at AT. */
VdHexCommand *vd_hex_command_of      (const VdBoard *board, const VdHexRuleset *module,
                                      const char *unit_id, const VdHex *at);
/* Whether moving UNIT_ID to TO would take it out of its commander's radius, which it may not do
 * of its own will (10.5a): FALSE when it is out already, or the answer is not known. WHY gets
 * the reason, in the user's language. */
gboolean      vd_hex_command_refuses (const VdBoard *board, const VdHexRuleset *module,
                                      const char *unit_id, VdHex to, char **why);
/* The same for each of the N_TO hexes TO, the commander's reach found once: N_TO reasons
 * (char*), NULL where it is not refused. */
GPtrArray    *vd_hex_command_refuses_each (const VdBoard *board, const VdHexRuleset *module,
                                           const char *unit_id, const VdHex *to, guint n_to);
/* Why a move to TO leaves COMMAND's radius, in the user's language. */
char         *vd_hex_command_why_not (const VdBoard *board, const VdHexCommand *command,
                                      VdHex to);
void          vd_hex_command_free    (VdHexCommand *command);
/* What BOARD's phase owes by the command rules (BN 10.0a, `command_radius.end_with_unit`: a
 * division commander ends his movement phase stacked with a counter that names him), added to
 * OWED (VdHexOddsReason*). */
void          vd_hex_command_phase_owed (const VdBoard *board, const VdHexRuleset *module,
                                         GPtrArray *owed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexCommand, vd_hex_command_free)

G_END_DECLS
