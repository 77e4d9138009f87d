#pragma once

#include <glib.h>

#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* The dice a board game reads (help "Dice on a board"): COUNT dice of FACES summed (1d6,
 * 2d6; FACES 0 when the seed does not give them, NaA), or d66, two six-sided dice read as tens
 * and units (11 to 66, BN 5.3, LBA). A module gives them as `{count, faces}` or `{read: d66}`. */

typedef enum {
  VD_HEX_DICE_SUM,
  VD_HEX_DICE_D66,
} VdHexDiceKind;

typedef struct {
  VdHexDiceKind kind;
  int           count;   /* SUM: how many dice, 1 by default */
  int           faces;   /* SUM: 0 when not given */
} VdHexDice;

/* The dice at PATH in MODULE (e.g. "combat.die"); a missing node is one die of unknown faces. */
void      vd_hex_dice_from_module (const VdHexRuleset *module, const char *path,
                                   VdHexDice *dice);
/* "1d6", "2d6", "d66", "1 die". Free it. */
char     *vd_hex_dice_name        (const VdHexDice *dice);
/* Whether ROLL is a roll DICE can give; FALSE with ERROR saying what a roll is. */
gboolean  vd_hex_dice_check       (const VdHexDice *dice, int roll, GError **error);
/* A roll drawn from RAND; -1 when the faces are not known. */
int       vd_hex_dice_roll        (const VdHexDice *dice, GRand *rand);
/* BN 5.3: " (RULE)" added to ERROR's message, RULE the module's word at PATH (a roll's reading,
 * `combat.dice.sequential_11_66.rule`); nothing when the module names none. */
void      vd_hex_dice_cite        (const VdHexRuleset *module, const char *path, GError **error);
/* ROLL of d66 changed by MODIFIER as ARITHMETIC reads it ("decimal-arithmetic": the two-digit
 * number plus the modifier, 46 + 6 = 52; "steps-of-36-results": MODIFIER steps along 11, 12…
 * 16, 21…, 46 + 6 = 56, clamped to 11 and 66). FALSE when ARITHMETIC is NULL or unknown: the
 * caller names the reading (LBA's lba-i-d66). */
gboolean  vd_hex_dice_d66_modify  (int roll, int modifier, const char *arithmetic, int *result);

G_END_DECLS
