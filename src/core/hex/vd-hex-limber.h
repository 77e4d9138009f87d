#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* LBA's limbering roll (help "LBA's carré, recall and limbering"; the module's
 * `special.limbering` and chart `limber`): one die against the battery's row, this or higher
 * limbers (LBA-LIMB-1), the French Guard's row with no roll; leaders' bonuses added to the die
 * (LBA-LIMB-2), summed or the best only as the reading lba-i-limber-bonuses says. When that
 * reading is open and the two ways disagree, the answer is "unknown: supply it", named. */

typedef struct {
  char      *row;           /* the limber chart's row */
  int        needed;        /* the lowest die that limbers; 0 for a row with no roll */
  gboolean   automatic;     /* "no roll needed" (the French Guard) */
  int        roll;          /* 0 when none was needed and none given */
  int        modified;      /* the die with its bonuses; 0 while not known */
  gboolean   limbers;       /* FALSE too while not known */
  char      *rule;
  char      *state;         /* the counter's state once limbered */
  GPtrArray *reasons;       /* VdHexOddsReason*, in the order applied */
  char      *missing;       /* what the answer still needs, or NULL */
  char      *missing_rule;
} VdHexLimber;

/* UNIT's limbering roll: KIND (a row of the chart, or NULL to take the only one its nation
 * leaves), BONUSES (names of `special.limbering.bonuses`, NULL-terminated; may be NULL), ROLL
 * of one die (0 only on a row that needs none). NULL with ERROR for a counter not on the map,
 * not artillery, in a Santon earthwork (LBA-SANTON-1) or not unlimbered; a row not of its
 * nation; a bonus the module does not list or given twice; a roll no die gives. */
VdHexLimber *vd_hex_limber      (const VdBoard *board, const VdHexRuleset *module,
                                 const char *unit, const char *kind,
                                 const char * const *bonuses, int roll, GError **error);
/* The chart's rows a counter of NATION reads (char*, not owned; empty for an unknown one). */
GPtrArray   *vd_hex_limber_rows (const VdHexRuleset *module, const char *nation);
/* The journal's note for a battery limbered: "limbering, die 5, read 7: limbers (LBA-LIMB-1)". */
char        *vd_hex_limber_note (const VdHexLimber *limber);
void         vd_hex_limber_free (VdHexLimber *limber);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexLimber, vd_hex_limber_free)

G_END_DECLS
