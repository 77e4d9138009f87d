#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* What a board game has cost each side so far: the counters whose strength is below what
 * their set-up printed (a flip, a loss on a roster), and those that have left the map. */
typedef struct {
  const VdBoardUnit *unit;      /* as it stands */
  const char        *printed;   /* its set-up strength, or NULL when not given */
  gboolean           off_map;   /* on the map at set-up, off it now */
  int                points;    /* strength points lost, when both are numbers; else 0 */
} VdBoardLoss;

/* The losses of BOARD (the game as it stands) against SETUP, in the order of SIDE's counters
 * (NULL: every side): VdBoardLoss*, freed with the array. */
GPtrArray *vd_board_losses       (const VdBoard *board, const VdBoard *setup, const char *side);
/* A printed strength as a number when it is one ("6"), else FALSE ("AB", not given): only
 * numbers count as points. */
gboolean   vd_board_strength_number (const char *strength, int *n);
/* The sum of their points. */
int        vd_board_losses_total (GPtrArray *losses);

G_END_DECLS
