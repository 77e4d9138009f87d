/* LBA's counter marks: the troop type a board's `mark:` gives a counter (special.troop_marks). */
#pragma once

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* The module's entry for UNIT's board mark under `special.troop_marks`, or NULL. */
const VdYamlNode *vd_hex_lba_troop_mark  (const VdHexRuleset *module, const VdBoardUnit *unit);
/* The first of ROWS (char*) that UNIT's mark lists under KEY (recall_rows, fire_rows), or NULL. */
const char       *vd_hex_lba_marked_row  (const VdHexRuleset *module, const VdBoardUnit *unit,
                                          const char *key, GPtrArray *rows);
/* The word UNIT's mark gives under KEY (carre_modifier, charge_row), or NULL. */
const char       *vd_hex_lba_mark_word   (const VdHexRuleset *module, const VdBoardUnit *unit,
                                          const char *key);
/* Whether UNIT is marked as an Austrian 6th Linie battalion (LBA-CAR-4, LBA-CHAT-5, LBA-MC-3). */
gboolean          vd_hex_lba_is_sixth    (const VdHexRuleset *module, const VdBoardUnit *unit);

/* Whether some mark of the module gives WORD under KEY (a troop type a mark can say). */
gboolean          vd_hex_lba_some_mark_says (const VdHexRuleset *module, const char *key,
                                             const char *word);

G_END_DECLS
