#pragma once

#include <gio/gio.h>

#include "vd-battle.h"
#include "vd-board-event.h"
#include "vd-hex-turn.h"

G_BEGIN_DECLS

#define VD_TYPE_BOARD_DOCUMENT (vd_board_document_get_type ())

/* A board open in a window: its game as a battle (vd-board-battle.h) with undo, autosave and
 * recovery, and what the window shows of it (title, turn and phase, dirty). Every change goes
 * through here, as a journal event, and is told by "recorded" with its description. */
G_DECLARE_FINAL_TYPE (VdBoardDocument, vd_board_document, VD, BOARD_DOCUMENT, GObject)

VdBoardDocument *vd_board_document_load        (GFile *file, GError **error);
/* A board built in the app (New Board), BOARD and MODULE taken: no file until saved. */
VdBoardDocument *vd_board_document_new         (VdBoard *board, VdHexRuleset *module,
                                                GError **error);

VdBattle      *vd_board_document_get_battle    (VdBoardDocument *self);
/* The game as it stands (owned by the battle: it changes at every event). */
VdBoard       *vd_board_document_get_board     (VdBoardDocument *self);
VdHexRuleset  *vd_board_document_get_module    (VdBoardDocument *self);
/* Reads the game module again, with the owner's entries as they are now (the chart editor
 * saved some): the game stands as it is; "changed" is emitted. */
gboolean       vd_board_document_reload_module (VdBoardDocument *self, GError **error);
/* The game as SIDE may see it (vd-board-side.h), a new board; NULL for the referee (SIDE
 * NULL), who sees vd_board_document_get_board's. */
VdBoard       *vd_board_document_dup_seen      (VdBoardDocument *self, const char *side);
GFile         *vd_board_document_get_file      (VdBoardDocument *self);
const char    *vd_board_document_get_title     (VdBoardDocument *self);
char          *vd_board_document_dup_display_name (VdBoardDocument *self);
gboolean       vd_board_document_get_dirty     (VdBoardDocument *self);
/* "Turn 3 — French movement", in the user's language ("Turn 3" when the board has no phase;
 * "Turn 11, 17:00–18:00 — French movement" with the turn's hours; "Game over: …" once it is). */
char          *vd_board_document_dup_turn_text (VdBoardDocument *self);
/* Where the game stands (vd-hex-turn.h) as the journal applied leaves it, or NULL. */
VdHexTurn     *vd_board_document_dup_turn      (VdBoardDocument *self);

/* Records EVENT (taken), stamped with the time; FALSE with ERROR (nothing changed) when it does
 * not apply. */
gboolean       vd_board_document_record        (VdBoardDocument *self, VdBoardEvent *event,
                                                GError **error);
/* Records EVENTS (VdBoardEvent*, taken with the array) as one step of undo: a drag of the
 * editor across hexes. FALSE with ERROR, nothing changed, when one does not apply. */
gboolean       vd_board_document_record_batch  (VdBoardDocument *self, GPtrArray *events,
                                                GError **error);
/* The counter UNIT_ID to HEX (a move event), on top of the stack there; NOTE (may be NULL) is
 * kept with it in the journal (a forced march and what follows); ARMY (may be NULL) is the
 * army it joins (a rail move, 1914-RAIL-1); FACING where it faces at the end (-1: as it did);
 * FORCED a forced march's extra points, kept as the event's `forced` (BN 18.0b), 0: none. */
gboolean       vd_board_document_move_unit     (VdBoardDocument *self, const char *unit_id,
                                                VdHex hex, GError **error);
gboolean       vd_board_document_move_unit_noted (VdBoardDocument *self, const char *unit_id,
                                                  VdHex hex, const char *note,
                                                  const char *army, int facing,
                                                  int forced, GError **error);
/* On to the next phase of the module's sequence (the next turn after the last). */
gboolean       vd_board_document_end_phase     (VdBoardDocument *self, GError **error);

gboolean       vd_board_document_can_undo      (VdBoardDocument *self);
gboolean       vd_board_document_can_redo      (VdBoardDocument *self);
gboolean       vd_board_document_undo          (VdBoardDocument *self, GError **error);
gboolean       vd_board_document_redo          (VdBoardDocument *self, GError **error);

/* Saves to FILE (NULL: its own), which becomes the document's file. */
gboolean       vd_board_document_save          (VdBoardDocument *self, GFile *file,
                                                GError **error);

/* Recovery after a crash, as for tables (vd-battle.h). */
guint          vd_board_document_get_pending_records (VdBoardDocument *self);
gboolean       vd_board_document_restore       (VdBoardDocument *self, GError **error);
gboolean       vd_board_document_discard_pending (VdBoardDocument *self, GError **error);
GStrv          vd_board_document_list_stale_journals (VdBoardDocument *self);
gboolean       vd_board_document_delete_stale_journals (VdBoardDocument *self, GError **error);
/* Closing without saving: the autosave journal goes (see vd_battle_drop_autosave). */
gboolean       vd_board_document_drop_autosave (VdBoardDocument *self, GError **error);

G_END_DECLS
