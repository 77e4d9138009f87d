#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's charge after its declaration (24.1 steps B to I, the module's `combat.charge.steps`,
 * help "BN's charges"): what the board lets Vedette check of each step, each with its rule:
 * the hexes that may try square and who shelters in them, and the opportunity fire forming
 * one draws (11.6b, 11.6d, 15.1g); the command radius that no longer binds (24.1g); a hex
 * charged again (24.1h); who fires, at what range (24.1i); stragglers as casualties (24.1j);
 * the pursuit (24.1-H, 24.1m); who becomes blown and withdraws (24.1-I, 24.1l, 24.2); and,
 * for a reaction charge, what follows it (15.2e, 15.2g). The rolls themselves are on tables
 * the seed lacks or gives in part: named, never guessed. */

typedef struct {
  gboolean    reaction;     /* a reaction charge (15.2) */
  gboolean    recalled;     /* recalled at step C: no one becomes blown (24.2) */
  gboolean    forced_back;  /* the attacking cavalry's morale check made it retreat (24.1l) */
  gboolean    fell_back;    /* a reaction charge at a skirmisher falling back (11.5e, 15.2g) */
  const char *pursue;       /* the hex the chargers pursue into (24.1-H), or NULL */
} VdHexChargeStepsAsk;

typedef struct {
  char      *refused;       /* the pursuit asked for, refused: why; NULL: not refused */
  char      *refused_rule;
  GPtrArray *reasons;       /* VdHexOddsReason*: every check made, step by step */
  GPtrArray *missing;       /* VdHexOddsReason*: the tables and charts the steps wait on */
  GPtrArray *players;       /* VdHexOddsReason*: what the seed leaves to the players */
  GPtrArray *squares;       /* char*: the hexes that may try square (11.6b) */
  GPtrArray *pursuits;      /* char*: the hexes a pursuit may go into (24.1-H) */
  GPtrArray *blown;         /* char*: the cavalry that becomes blown and withdraws (24.1-I) */
} VdHexChargeSteps;

/* CHARGERS (counter ids, cavalry and officers) charging TARGET in the game SETUP plays with
 * its first N_APPLIED events, as ASK says. NULL with ERROR for a module without the steps,
 * counters not on the map, no cavalry among the chargers or a target of their side. */
VdHexChargeSteps *vd_hex_bn_charge_steps (const VdBoard *setup, const VdHexRuleset *module,
                                          guint n_applied, const char * const *chargers,
                                          const char *target, const VdHexChargeStepsAsk *ask,
                                          GError **error);
void              vd_hex_charge_steps_free (VdHexChargeSteps *steps);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexChargeSteps, vd_hex_charge_steps_free)

G_END_DECLS
