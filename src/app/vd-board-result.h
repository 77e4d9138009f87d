#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-hex-attack.h"

G_BEGIN_DECLS

/* What to say when the result is applied, ruled on or fails (a toast, an error). */
typedef void (*VdBoardResultSaid) (const char *text, gboolean failed, gpointer user_data);

/* After a roll on the CRT (ATTACK, of ATTACKERS against DEFENDERS), the referee's next steps
 * in dialogs over PARENT (help "Combat on a board"): the result applied to DOCUMENT as one
 * undoable step (vd-hex-outcome.h), a retreat with a choice asked of him for the player who
 * chooses, the victors' advance offered; a cell the chart lacks ruled on, the ruling recorded
 * and, if he wishes, kept as the chart's cell. SAID tells the window what came of it;
 * DESTROY frees USER_DATA when the dialogs are done. */
void vd_board_result_offer (GtkWindow *parent, VdBoardDocument *document,
                            const char * const *attackers, const char * const *defenders,
                            const VdHexAttack *attack, VdBoardResultSaid said,
                            gpointer user_data, GDestroyNotify destroy);

/* The DEFENDERS refuse the combat of ATTACKERS (1914-CBT-8, 1914-HQ-3): they fall back as a
 * retreat, the owner picking where in a dialog over PARENT, the attackers' advance offered where
 * the rule allows it, all recorded in DOCUMENT as one undoable step; SAID as above. */
void vd_board_result_refuse (GtkWindow *parent, VdBoardDocument *document,
                             const char * const *attackers, const char * const *defenders,
                             VdBoardResultSaid said, gpointer user_data,
                             GDestroyNotify destroy);

G_END_DECLS
