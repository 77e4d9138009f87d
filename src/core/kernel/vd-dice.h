#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The dice of every mode: one die (d6), two summed (2d6), and the d66 of BN and LBA (a tens die
 * and a units die read as 11–66). Rolled by the program, seeded for tests, or typed in by a
 * referee who rolls real dice. */
typedef enum {
  VD_DIE_D6,
  VD_DIE_2D6,
  VD_DIE_D66,
} VdDieKind;

typedef struct _VdDice VdDice;

/* Dice rolled from SEED: the same seed gives the same rolls (tests, replays). */
VdDice  *vd_dice_new_seeded (guint32 seed);
/* Dice seeded from the system's entropy. */
VdDice  *vd_dice_new        (void);
void     vd_dice_free       (VdDice *dice);
int      vd_dice_roll       (VdDice *dice, VdDieKind kind);

/* Whether VALUE can come from a roll of KIND (d66: both digits 1–6). */
gboolean vd_die_is_valid    (VdDieKind kind, int value);
/* A roll typed in by the referee ("4", "9", "35"); FALSE with ERROR (VD_ERROR_ARGUMENT) naming
 * what a roll of KIND may be. */
gboolean vd_die_parse       (VdDieKind kind, const char *text, int *value, GError **error);
/* "d6", "2d6", "d66". */
const char *vd_die_kind_to_string   (VdDieKind kind);
gboolean    vd_die_kind_from_string (const char *text, VdDieKind *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdDice, vd_dice_free)

G_END_DECLS
