#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* The combats a phase owes (help "Mandatory combats"), by the module's `combat.mandatory`:
 * which units of the phasing side must attack and which enemy units must be attacked, as the
 * zones of control (vd-hex-zoc.h) stood when the combat phase began, each with its rule and the
 * units responsible; which have fought already, from the journal's `combat` events since the
 * phase began (once a phase: NaA D3, 1914-CBT-3); the stacks that fight whole (1914-CBT-5); a
 * plan of combats is checked against them by vd-hex-combat-plan.h. A game without zones has no combat forced (BN 14.0);
 * one whose zones' rules are missing (LBA's zones of influence) is named, unknown. */

typedef enum {
  VD_HEX_COMBATS_OBLIGED,   /* the game forces combats: the duties say which */
  VD_HEX_COMBATS_NONE,      /* no combat is forced (BN 14.0) */
  VD_HEX_COMBATS_UNKNOWN,   /* the rules that would say are missing: "unknown: supply it" */
} VdHexCombatsKind;

typedef enum {
  VD_HEX_DUTY_ATTACK,
  VD_HEX_DUTY_DEFEND,       /* must be attacked */
} VdHexDutyRole;

typedef struct {
  char          *unit;
  char          *hex;       /* where it stood as the phase began */
  VdHexDutyRole  role;
  char          *rule;
  char          *by;        /* the units responsible, comma-separated (the zones it stands in) */
  GStrv          by_units;  /* the same, one id each */
  char          *why;       /* in the user's language */
  gboolean       exempt;    /* it need not: EXEMPT_RULE says why (NaA E11: it cannot fight) */
  char          *exempt_rule;
  gboolean       fought;    /* it has fought this phase (the journal's combat events) */
  gboolean       gone;      /* no longer on the map */
  char          *reading;   /* a reading not chosen that the duty depends on, or NULL */
  char          *doubt;     /* a zone the module leaves open (`zoc: ~`), or NULL */
  GStrv          zone_hexes; /* ATTACK: the hexes of the enemies whose zone holds it */
} VdHexCombatDuty;

typedef struct {
  char          *unit;
  VdHexDutyRole  role;
  guint          event;     /* the journal's event, from 1 */
} VdHexCombatFought;

typedef struct {
  char *hex;
  GStrv units;
  char *rule;
} VdHexCombatStack;

typedef struct {
  VdHexCombatsKind  kind;
  char             *rule;       /* NONE, UNKNOWN: the rule that says so */
  char             *why;
  int               turn;
  char             *phase;      /* the combat phase answered */
  char             *attacker;   /* its side */
  gboolean          preview;    /* the board is not in a combat phase: the next one, as the
                                 * counters stand now */
  GPtrArray        *duties;     /* VdHexCombatDuty*: the attacks owed, then the defences */
  GPtrArray        *fought;     /* VdHexCombatFought* */
  GPtrArray        *stacks;     /* VdHexCombatStack*: stacks of several counters that fight
                                 * whole, among the duties' */
  GPtrArray        *readings;   /* char*: readings not chosen that the answer depends on */
  char             *once_rule;
  VdBoard          *board;      /* the game as it stands, which a plan is checked on */
} VdHexCombats;

/* The combats owed in the phase of SETUP's game after its first N_APPLIED journal events (all:
 * G_MAXUINT), by MODULE. NULL with ERROR when the journal does not replay. */
VdHexCombats   *vd_hex_combats            (const VdBoard *setup, const VdHexRuleset *module,
                                           guint n_applied, GError **error);
/* The duties still owed: not fought, not exempt, on the map. */
guint           vd_hex_combats_count_owed (const VdHexCombats *combats);
void            vd_hex_combats_free       (VdHexCombats *combats);
/* The rule that forbids any combat in BOARD's phase (`combat.none_in`: NaA B12, none in a
 * movement phase), or NULL; the same as an ERROR naming the phase and the rule, FALSE. */
const char     *vd_hex_combats_phase_forbids (const VdBoard *board, const VdHexRuleset *module);
gboolean        vd_hex_combats_phase_allows  (const VdBoard *board, const VdHexRuleset *module,
                                              GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexCombats, vd_hex_combats_free)

G_END_DECLS
