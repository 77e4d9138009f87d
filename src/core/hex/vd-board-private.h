#pragma once

#include "vd-board.h"

G_BEGIN_DECLS

/* For the reader: HEX's entry, made when new; IS_NEW tells which. */
VdBoardHex *vd_board_add_hex    (VdBoard *board, VdHex hex, gboolean *is_new);
/* The hex printed LABEL on BOARD's grid (with IN_PLAY, a playable one), else ERROR: "no hex
 * “9999” on this board", or "hex “1008” is not in play". For events, whose labels are checked
 * when they apply. */
gboolean    vd_board_parse_label (const VdBoard *board, const char *label, gboolean in_play,
                                  VdHex *hex, GError **error);
/* HEX back to the module's default: its entry goes. */
void        vd_board_remove_hex (VdBoard *board, VdHex hex);

/* FORMATION (may be NULL) is one a counter of UNIT_CLASS may take in MODULE (NULL: unchecked),
 * else ERROR saying so with the rule (BN 11.1). */
gboolean    vd_board_check_formation (const VdHexRuleset *module, const char *unit_class,
                                      const char *formation, GError **error);
/* STRENGTH (may be NULL) is one a counter prints: a whole number of 0 to VD_BOARD_MAX_STRENGTH,
 * or a word (BN 6.5's levels), which the rules reading it judge; else ERROR saying so. */
gboolean    vd_board_check_strength  (const char *strength, GError **error);
/* GRADE is one of MODULE's `morale.grades` (BN 25.0), else ERROR; a game without grades
 * refuses any. */
gboolean    vd_board_check_grade     (const VdHexRuleset *module, const char *grade,
                                      GError **error);
/* MARK is one of the `mark:` words MODULE's special rules know (LBA-COS-3's guard-cossacks),
 * else ERROR naming those it knows with their rules. */
gboolean    vd_board_check_mark      (const VdHexRuleset *module, const char *mark,
                                      GError **error);

/* vd-board-setup.c: applies a set-up event (vd_board_event_is_setup) as
 * vd_board_event_apply does. */
gboolean    vd_board_setup_event_apply (const VdBoardEvent *event, VdBoard *board,
                                        const VdHexRuleset *module, GError **error);

G_END_DECLS
