#pragma once

#include <glib.h>

#include "vd-hex-outcome.h"

G_BEGIN_DECLS

/* A Fire Table result applied (help "Loss rosters"), for the games whose module keeps loss
 * rosters (`special.roster`, BN): "X(Y)" casualties and stragglers, "+MC" a morale check, "MC"
 * alone. Casualties go on the roster rows of the target's stack as the owner shares them
 * (11.5h; all to the one counter that can take them), an artillery target loses points
 * (20.5), a skirmisher a step (11.5); stragglers go to the target if it takes them, else to
 * the topmost counter of the stack that does, else nowhere (21.0a), and count as casualties
 * in a cavalry charge (21.0b). A row filled destroys its unit (25.2-ex); a row reaching its V
 * wrecks the brigade and checks its division (20.6a, 20.6b). A roll of 55 or 66 kills an
 * officer of the hex (20.4d). The morale check is named: its table is the referee's. */

typedef struct {
  guint    casualties;
  guint    stragglers;
  gboolean morale_check;
} VdHexFireResult;

/* The rule at `special.roster.KEY` ("marks_rule", "steps.rule"…), or "?" when the module
 * gives none: what the rosters' answers cite. */
const char   *vd_hex_roster_rule        (const VdHexRuleset *module, const char *key);

/* CODE read as a Fire Table result; FALSE with ERROR for one that is not ("X(Y)", "X",
 * "X(Y)+MC", "MC"). */
gboolean      vd_hex_fire_result_parse (const char *code, VdHexFireResult *result,
                                        GError **error);

/* The counters of TARGET's stack that share its casualties, top first (VdBoardUnit*, the
 * board's): for an artillery target itself alone, else every counter of the stack on the
 * roster or losing steps. NULL with ERROR for a target not on the map. */
GPtrArray    *vd_hex_fire_losses_takers (const VdBoard *board, const VdHexRuleset *module,
                                         const char *target, GError **error);

/* 20.4d: the officers of TARGET's hex (VdBoardUnit*, BOARD's) of whom ROLL kills one: those
 * of the hex on 55 or 66, none on any other roll. NULL with ERROR for a target not on the map. */
GPtrArray    *vd_hex_fire_losses_officers (const VdBoard *board, const VdHexRuleset *module,
                                           const char *target, int roll, GError **error);

/* RESULT applied to TARGET's stack: SHARES maps a counter id to its casualties as the owner
 * shares them (NULL, or needed only when more than one counter may take them); ROLL the
 * 11-66 roll (0: not given); OFFICER the officer killed on 55 or 66 when the hex holds more
 * than one (NULL: Vedette draws one with RAND); CHARGE in a cavalry charge (21.0b). NULL with
 * ERROR for a target not on the map, a game without rosters, a result that is not one or a
 * share that does not add up. */
VdHexOutcome *vd_hex_fire_losses        (const VdBoard *board, const VdHexRuleset *module,
                                         const char *target, const char *result,
                                         GHashTable *shares, int roll, const char *officer,
                                         gboolean charge, GRand *rand, GError **error);

G_END_DECLS
