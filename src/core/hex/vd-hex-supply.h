#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* Lines of communication (help "Lines of communication"), by the module's `special.supply`:
 * a unit traces a line of a few hexes to its army's HQ, not through an enemy zone unless a friend
 * holds the hex (1914-SUP-1; any HQ without an army, 1914-SUP-3); each HQ traces a line of any
 * length to its nation's edges (1914-SUP-4). A unit without both links is not operational:
 * fewer points and no enemy zone (1914-SUP-2). What the seed leaves open (how the 4 hexes are
 * counted, whether zones cut an HQ's line, the German edges) is a reading: unread, the answer is
 * given when every reading agrees, else it is unknown and names them. */

typedef struct {
  VdBoardSupply  status;
  char          *hq;      /* IN: the HQ the line reaches; NULL for an HQ, or when not IN */
  char          *rule;    /* the rule that decided (or the reading still open) */
  char          *why;     /* OUT and UNKNOWN: in the user's language */
  /* IN, by an HQ (HQ or the unit itself): the rule that makes an HQ its army's supply
   * (`special.supply.hq_rule`, 1914-HQ-1); else NULL. */
  char          *hq_rule;
} VdHexSupply;

/* Whether MODULE has lines of communication at all. */
gboolean     vd_hex_supply_applies   (const VdHexRuleset *module);
/* UNIT_ID's status as BOARD stands (NOT_JUDGED for a game without lines, or a unit not on the
 * board). */
VdHexSupply *vd_hex_supply_judge     (const VdBoard *board, const VdHexRuleset *module,
                                      const char *unit_id);
/* Every counter's status as BOARD stands, kept in each (`supply`, `supply_rule`,
 * `supply_why`): what the rules check once a turn holds until the next check. */
void         vd_hex_supply_judge_all (VdBoard *board, const VdHexRuleset *module);
/* Every counter's status forgotten: a new check is due. */
void         vd_hex_supply_forget    (VdBoard *board);
/* UNIT's status: as judged when the turn's check was made, else as BOARD stands. */
VdHexSupply *vd_hex_supply_of        (const VdBoard *board, const VdHexRuleset *module,
                                      const VdBoardUnit *unit);
void         vd_hex_supply_free      (VdHexSupply *supply);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexSupply, vd_hex_supply_free)

G_END_DECLS
