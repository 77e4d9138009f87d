#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* The odds of a combat on a board (help "Combat on a board"), for the games that fight by
 * odds (`combat.odds`: NaA, 1914): each side's strength after the game's modifiers in its order
 * (a counter's state, the defender's ground, a hexside every attack crosses, NaA's fog and night
 * artillery), the odds by the game's rounding and limits, the column once shifted (NaA's
 * demoralization, DEM-6), the die modifiers and their floor. Every step carries its rule; what
 * the module does not hold (a strength, a terrain effect, a reading) is named, never guessed. */

typedef struct {
  char *rule;
  char *by;      /* the unit, hex, hexside or side that brings it in */
  char *what;    /* what it does, in the user's language ("×2, then +2: 10") */
} VdHexOddsReason;

typedef struct {
  double     attack;        /* strengths after every modifier known */
  double     defence;
  /* Every counter's strength on that side known: else ATTACK or DEFENCE adds up only those
   * that are, and is no answer (a ground whose effect is missing leaves DEFENCE the strengths
   * before it, the missing named). */
  gboolean   attack_known;
  gboolean   defence_known;
  char      *odds;          /* "2:1", "1:2"; NULL while a strength is not known */
  char      *column;        /* the CRT's, after shifts and limits; NULL while not known */
  gboolean   die_known;
  int        die_modifier;
  gboolean   has_die_floor;
  int        die_floor;     /* a modified die below it counts as it (1914-CBT-13) */
  GPtrArray *reasons;       /* VdHexOddsReason*, in the order applied */
  /* A combat the rules settle without the table (NaA E11: artillery in a forest attacked is
   * eliminated without a roll), in the user's language, and its rule; else NULL. */
  char      *settled;
  char      *settled_rule;
  /* What the answer still needs, in the user's language, with the rule or reading that names
   * it; NULL when the answer is whole. */
  char      *missing;
  char      *missing_rule;
} VdHexOdds;

/* ATTACKERS against DEFENDERS (counter ids, NULL-ended), or NULL with ERROR for a combat the
 * rules do not allow as asked: a counter not on the map, both sides mixed, defenders in more
 * than one hex, an attacker not next to them, a stack split (1914-CBT-5), or a game that does
 * not fight by odds. */
VdHexOdds *vd_hex_odds      (const VdBoard *board, const VdHexRuleset *module,
                             const char * const *attackers, const char * const *defenders,
                             GError **error);
/* The same with some attackers at less than their strength (1914-CBT-7): REDUCED maps an
 * attacker's id to the strength it attacks with, as text, from 1 to its own; NULL for none. */
VdHexOdds *vd_hex_odds_reduced (const VdBoard *board, const VdHexRuleset *module,
                                const char * const *attackers, const char * const *defenders,
                                GHashTable *reduced, GError **error);
void       vd_hex_odds_free (VdHexOdds *odds);
/* An array of VdHexOddsReason*, freeing them with it: the reasons of every combat answer
 * (odds, fire, pre-melee checks, results applied). */
GPtrArray *vd_hex_odds_reasons_new (void);
/* A reason added to REASONS: RULE and BY copied, WHAT taken. */
void       vd_hex_odds_add_reason  (GPtrArray *reasons, const char *rule, const char *by,
                                    char *what);
/* The ground of UNIT's hex where its class does not fight (`combat.cannot_fight_in`, NaA E11),
 * with its RULE; NULL when it fights there. */
const VdHexTerrain *vd_hex_odds_cannot_fight (const VdBoard *board, const VdHexRuleset *module,
                                              const VdBoardUnit *unit, const char **rule);

/* Whether BOARD's turn is one of fog or night (NaA FOG-1, FOG-2: `special.fog_and_night`),
 * DOUBT the reading that decides for the turn night falls in while it is not chosen (else
 * NULL). */
gboolean   vd_hex_odds_fog_or_night (const VdBoard *board, const VdHexRuleset *module,
                                     const char **doubt);
/* Whether UNIT attacking from DISTANCE hexes bombards (`combat.mandatory.bombardment`: NaA's
 * artillery out of contact within range, E1, E2). */
gboolean   vd_hex_odds_bombards (const VdHexRuleset *module, const VdBoardUnit *unit,
                                 int distance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexOdds, vd_hex_odds_free)

G_END_DECLS
