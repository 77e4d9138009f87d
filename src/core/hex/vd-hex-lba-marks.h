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

/* Whether ROW is the charge row a mark of light or heavy cavalry (one with recall rows) gives:
 * the heavy cavalry's, which a regiment marked either way settles (LBA-CHG-1). */
gboolean          vd_hex_lba_is_weight_row  (const VdHexRuleset *module, const char *row);
/* Whether some mark of the module gives WORD under KEY (a troop type a mark can say). */
gboolean          vd_hex_lba_some_mark_says (const VdHexRuleset *module, const char *key,
                                             const char *word);

/* A carré modifier a mark carries: its name, the mark and the charger's id (NULL: the
 * infantry's own mark). */
typedef struct {
  const char *name;
  const char *mark;
  const char *charger;
} VdHexLbaMarked;

/* GIVEN (NAME or NAME=VALUE, may be NULL) with the carré modifiers the marks carry that the
 * referee has not named: UNIT's troop type (`carre_modifier`: LBA-CAR-2 to LBA-CAR-4) and
 * CHARGER's (`charger_carre_modifier`: its lances, its light cavalry), each found into MARKED
 * (VdHexLbaMarked); one that is not among MODS (NATION's modifiers) said in REASONS. */
GStrv             vd_hex_lba_marked_carre_modifiers (const VdHexRuleset *module,
                                                     const VdBoardUnit *unit,
                                                     const VdBoardUnit *charger,
                                                     const char *nation, const VdYamlNode *mods,
                                                     const char * const *given,
                                                     GPtrArray *reasons, GArray *marked);
/* Whether carré modifier NAME, a troop type, came from a mark of MARKED (the counter's or its
 * charger's) or from the referee, said in REASONS for UNIT_ID. */
void              vd_hex_lba_say_carre_origin       (const VdHexRuleset *module,
                                                     GPtrArray *reasons, const char *unit_id,
                                                     const char *name, GArray *marked);

G_END_DECLS
