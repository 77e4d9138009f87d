#pragma once

#include <glib.h>

#include "vd-battle.h"
#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* A board's battle (vd-battle.h): the set-up and the game as it stands are VdBoards, the rules
 * the game module, the events VdBoardEvents. Undo, autosave and recovery are the kernel's, as
 * for tables. */
extern const VdBattleModel vd_board_battle_model;

/* vd_battle_open and vd_battle_new for a board file. */
VdBattle *vd_board_battle_open (const char *path, GError **error);
VdBattle *vd_board_battle_new  (VdBoard *setup, VdHexRuleset *module, const char *path,
                                GError **error);

/* The board after the first N events of SETUP's journal (all when N is more), without a
 * journal; NULL with ERROR naming the event (its number and file position) that does not
 * apply. */
VdBoard  *vd_board_replay      (const VdBoard *setup, const VdHexRuleset *module, guint n,
                                GError **error);
/* Every event of SETUP's journal applies; else ERROR at FILE's line and column of the first
 * that does not ("FILE:L:C: error: event 3 (move): …"). */
gboolean  vd_board_check_journal (const VdBoard *setup, const VdHexRuleset *module,
                                  const char *file, GError **error);
/* vd_board_load_data, and vd_board_check_journal. */
VdBoard  *vd_board_load_checked_data (const char *data, gsize length, const char *path,
                                      VdHexRuleset **module_out, GError **error);

/* Whether EVENT may be recorded on BOARD, the game just before it, by the sequence of play:
 * the phase's steps in their order (BN 8.2) and fire in its phases (BN 20.0); FALSE with ERROR
 * saying which rule refuses it. The kernel's check before recording, and the command line's. */
gboolean  vd_board_check_record  (const VdBoard *board, const VdHexRuleset *module,
                                  const VdBoardEvent *event, GError **error);
/* The same for EVENTS (VdBoardEvent*) recorded in turn on BOARD, each on the game the ones
 * before it leave; BOARD untouched. */
gboolean  vd_board_check_records (const VdBoard *board, const VdHexRuleset *module,
                                  GPtrArray *events, GError **error);

/* Where UNIT_ID stood when the phase now played began, if it has moved in it: SETUP's journal
 * up to N_APPLIED events is the game, the phase the board's as it stands. FALSE when the unit
 * has not moved this phase (its hex is where it starts). A second drag of a counter in the same
 * phase redoes its move from there (NaA B9: a unit moves once a phase). */
gboolean  vd_board_phase_start_hex (const VdBoard *setup, const VdHexRuleset *module,
                                    guint n_applied, const char *unit_id, VdHex *hex);

G_END_DECLS
