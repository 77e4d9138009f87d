#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* Units that come (back) into play (help "Units that come back"): a reinforcement due by its
 * board's `arrives` (BN 16.4, the game's schedule) or, for 1914's British without one, by the
 * seed's (1914-SET-3, 1914-OPT-2: `special.british_arrival`); 1914's counter retreated off the map, back through the hex it left by or an edge hex next to it once its die's delay is over
 * (1914-RET-5); an eliminated HQ, back in phase 1 wherever its owner likes (1914-HQ-4); two
 * eliminated counters of one arm, each out two turns, rebuilt as one on its army's HQ in phase
 * 1 (1914-REB-1, 1914-REB-2). The delays, the phase and what a pair shares are the module's
 * (`retreat.off_map`, `special.hq`, `special.rebuild_pairs`), readings named while open. */

typedef enum {
  VD_HEX_OUT_OFF_MAP,      /* retreated off the map, to re-enter */
  VD_HEX_OUT_HQ,           /* an eliminated HQ */
  VD_HEX_OUT_ELIMINATED,   /* in the pool of eliminated counters */
  VD_HEX_OUT_REINFORCEMENT, /* not on the map yet: due by its `arrives` (BN 16.4) */
} VdHexOutKind;

typedef struct {
  char         *unit_id;
  VdHexOutKind  kind;
  int           out_turn;   /* the turn it went out */
  int           die;        /* OFF_MAP: its re-entry die, 0 while not rolled */
  int           back_turn;  /* the turn it may come back from, 0 while unknown */
  gboolean      due;        /* it may come back now */
  char         *exit_hex;   /* OFF_MAP: the hex it left by, or NULL */
  GStrv         hexes;      /* OFF_MAP, REINFORCEMENT: where it may come (back), NULL for anywhere */
  char         *rule;
  char         *why;        /* in the user's language */
} VdHexOut;

typedef struct {
  char     *first;
  char     *second;
  gboolean  due;           /* both out long enough, in the phase of return */
  char     *hq;            /* their army's HQ on the map, or NULL */
  char     *rule;
  char     *why;
} VdHexRebuildPair;

typedef struct {
  int        turn;
  char      *phase;
  GPtrArray *out;          /* VdHexOut*, in the board's counter order */
  GPtrArray *pairs;        /* VdHexRebuildPair* */
  GPtrArray *reasons;      /* VdHexOddsReason*: each one out and each pair, its rule and why */
  char      *missing;      /* a reading still open that a delay or a pairing waits on */
  char      *missing_rule;
} VdHexReturns;

/* Who is out on SETUP's first N_APPLIED events; NULL with ERROR for a game whose module has
 * none of these rules. */
VdHexReturns *vd_hex_returns       (const VdBoard *setup, const VdHexRuleset *module,
                                    guint n_applied, GError **error);
/* UNIT_ID's re-entry die DIE (1–6) recorded: a move off the map carrying the die and the turn
 * it may come back; NULL with ERROR for a counter not off the map or rolled already. */
VdBoardEvent *vd_hex_returns_die   (const VdBoard *setup, const VdHexRuleset *module,
                                    guint n_applied, const char *unit_id, int die,
                                    GError **error);
/* The same, the die rolled with a result not in the journal yet: judged on SETUP's first N_APPLIED
 * events followed by EVENTS (the result's, as `hex apply --reentry-die` and the app's Apply
 * keep them in one step, 1914-RET-5). */
VdBoardEvent *vd_hex_returns_die_after (const VdBoard *setup, const VdHexRuleset *module,
                                        guint n_applied, const GPtrArray *events,
                                        const char *unit_id, int die, GError **error);
/* UNIT_ID back on the map in HEX (a label): the move, or NULL with ERROR saying why not
 * (not out, not due yet, not in the phase of return, not one of its hexes). */
VdBoardEvent *vd_hex_returns_reenter (const VdBoard *setup, const VdHexRuleset *module,
                                      guint n_applied, const char *unit_id, const char *hex,
                                      GError **error);
/* FIRST and SECOND rebuilt as AS (one of them) on their army's HQ: the events (AS placed and
 * on its good face, the other gone for good), or NULL with ERROR saying why not. */
GPtrArray    *vd_hex_returns_rebuild (const VdBoard *setup, const VdHexRuleset *module,
                                      guint n_applied, const char *first, const char *second,
                                      const char *as, GError **error);
void          vd_hex_returns_free  (VdHexReturns *returns);

/* The state a rebuilt pair's other counter is left in: gone for good (1914-REB-1). */
#define VD_HEX_RETURNS_MERGED "merged"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexReturns, vd_hex_returns_free)

G_END_DECLS
