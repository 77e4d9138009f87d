#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A loss roster's row (BN 6.6, 20.6; help "Loss rosters"): a brigade's boxes grouped under
 * the strength each leaves it at, the wreck mark V, and the marks from the left — casualties
 * (X) first, then stragglers (/). Written as the printed sheet reads, "A X B / _ V _ C _ _ _":
 * a strength (C, B, A, AB, AA, AAB, AAA) heads its group, `_` is an empty box. A division's
 * row has boxes and its V only ("_ V _"): its checks are its wrecked brigades, never written.
 * A brigade's skirmisher boxes (BN 11.5a) close its row: S open, s checked. */

typedef struct {
  guint  n_boxes;
  char **labels;      /* each box's strength, left to right (NULL for a division's row) */
  guint  wreck;       /* the boxes left of the V; 0: the row has none */
  guint  casualties;  /* X, the first boxes */
  guint  stragglers;  /* /, the boxes after the casualties */
  /* BN 11.5a: the skirmisher boxes after the row's boxes, S open and s checked (a skirmisher
   * detached and not taken back): "… C _ _ _ s S". */
  guint  skirmisher_boxes;
  guint  skirmishers_out;
} VdBoardRoster;

/* The most boxes a row may have. */
#define VD_BOARD_ROSTER_MAX_BOXES 100

/* TEXT read as a brigade's row, or with DIVISION as a division's (no strengths, no marks);
 * NULL with ERROR (no position: the reader adds it) for a row that is not one. */
VdBoardRoster *vd_board_roster_parse    (const char *text, gboolean division, GError **error);
VdBoardRoster *vd_board_roster_copy     (const VdBoardRoster *roster);
void           vd_board_roster_free     (VdBoardRoster *roster);
gboolean       vd_board_roster_equal    (const VdBoardRoster *a, const VdBoardRoster *b);
/* The row as the sheet reads, marks included. */
char          *vd_board_roster_format   (const VdBoardRoster *roster);
/* The boxes marked. */
guint          vd_board_roster_marked   (const VdBoardRoster *roster);
/* 6.6: the strength the first empty box's group gives, or NULL when every box is marked (the
 * unit is destroyed). */
const char    *vd_board_roster_strength (const VdBoardRoster *roster);
/* 20.6a: every box left of the V marked (a row without V is never wrecked). */
gboolean       vd_board_roster_wrecked  (const VdBoardRoster *roster);
/* Every box marked: the unit is destroyed (25.2-ex). */
gboolean       vd_board_roster_full     (const VdBoardRoster *roster);
/* 20.6: CASUALTIES more, each put left of the stragglers (which move right), then
 * STRAGGLERS more after them; what finds no box left is lost with the unit. */
void           vd_board_roster_record   (VdBoardRoster *roster, guint casualties,
                                         guint stragglers);
/* Whether TEXT is a strength level of the rosters (C to AAA), and its weight in C (6.5b). */
gboolean       vd_board_roster_is_level (const char *text, guint *weight);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdBoardRoster, vd_board_roster_free)

G_END_DECLS
