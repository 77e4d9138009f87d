#pragma once

#include <glib.h>

#include "vd-hex-combats.h"

G_BEGIN_DECLS

/* A plan of combats for the phase (help "Mandatory combats"), read from `--plan` or a file,
 * and checked against what the phase owes (vd-hex-combats.h), each failure with its rule and
 * the unit (or hex) responsible. */

/* One combat of a plan: ATTACKERS against DEFENDERS (ids); LINE in its file, or 0. */
typedef struct {
  GStrv attackers;
  GStrv defenders;
  guint line;
} VdHexPlannedCombat;

typedef struct {
  char     *rule;
  char     *by;       /* the unit (or hex) responsible */
  char     *why;
  /* A failure only under a reading not chosen (its id), or only if a zone the module leaves
   * open holds (what is missing): else NULL. */
  char     *depends_on;
} VdHexPlanFailure;

typedef struct {
  gboolean   satisfied;   /* no failure, whatever the readings not chosen */
  gboolean   unknown;     /* failures only under readings not chosen */
  GPtrArray *failures;    /* VdHexPlanFailure* */
} VdHexPlanCheck;

/* A plan: combats separated by ';' or new lines, each "A1,A2>D1,D2" (ids), '#' to the end of a
 * line a comment. NULL with ERROR naming the line (FILE, may be NULL) and column. */
GPtrArray      *vd_hex_combat_plan_parse  (const char *text, const char *file, GError **error);
/* Whether PLAN (VdHexPlannedCombat*) does what COMBATS owe, the game as it stands:
 * each combat of the phasing side against one hex beside its attackers, no stack split, none
 * fighting twice, every attack and defence owed. A unit not on the board is an ERROR. */
VdHexPlanCheck *vd_hex_combats_check_plan (const VdHexCombats *combats,
                                           const VdHexRuleset *module, GPtrArray *plan,
                                           GError **error);
void            vd_hex_plan_check_free    (VdHexPlanCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexPlanCheck, vd_hex_plan_check_free)

G_END_DECLS
