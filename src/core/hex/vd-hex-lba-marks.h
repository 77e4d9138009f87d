/* LBA's counter marks: the troop types a board's `mark:` or `marks:` gives a counter
 * (special.troop_marks). */
#pragma once

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* The module's entry for MARK under `special.troop_marks`, or NULL. */
const VdYamlNode *vd_hex_lba_mark_entry  (const VdHexRuleset *module, const char *mark);
/* The entry of the first of UNIT's marks that says KEY (any known one for a NULL KEY), or
 * NULL; *MARK (when not NULL) is that mark's word. */
const VdYamlNode *vd_hex_lba_troop_mark  (const VdHexRuleset *module, const VdBoardUnit *unit,
                                          const char *key, const char **mark);
/* The first of ROWS (char*) that one of UNIT's marks lists under KEY (recall_rows, fire_rows),
 * or NULL; *MARK (when not NULL) is the mark that lists it. */
const char       *vd_hex_lba_marked_row  (const VdHexRuleset *module, const VdBoardUnit *unit,
                                          const char *key, GPtrArray *rows, const char **mark);
/* The first of UNIT's marks that lists (or gives) ROW under KEY, or NULL. */
const char       *vd_hex_lba_mark_listing (const VdHexRuleset *module, const VdBoardUnit *unit,
                                           const char *key, const char *row);
/* The word the first of UNIT's marks saying KEY gives (carre_modifier, charge_row), or NULL;
 * *MARK (when not NULL) is that mark. */
const char       *vd_hex_lba_mark_word   (const VdHexRuleset *module, const VdBoardUnit *unit,
                                          const char *key, const char **mark);
/* Whether UNIT is marked as an Austrian 6th Linie battalion (LBA-CAR-4, LBA-CHAT-5, LBA-MC-3);
 * *MARK (when not NULL) is the mark that says it. */
gboolean          vd_hex_lba_is_sixth    (const VdHexRuleset *module, const VdBoardUnit *unit,
                                          const char **mark);

/* Whether some mark of the module gives WORD under KEY (a troop type a mark can say). */
gboolean          vd_hex_lba_some_mark_says (const VdHexRuleset *module, const char *key,
                                             const char *word);

G_END_DECLS
