#pragma once

#include <glib.h>

#include "vd-morale-rules.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* The unit roster: one card per unit of a battle as it stands, for the report and printing.
 * Every text is the one people read (names in the user's language, one capitalisation: the
 * first letter upper case), the keywords kept beside for scripts. */

typedef struct {
  char        *id;
  char        *name;          /* the unit's name, whole (the id when it has none) */
  char        *side;          /* the side's keyword */
  char        *side_name;     /* as displayed: vd_table_side_name */
  char        *command;       /* may be NULL */
  VdArm        arm;
  char        *arm_name;      /* "Infantry" */
  VdFormation  formation;
  char        *formation_name; /* "Line" */
  guint        conditions;    /* bit mask of VdCondition */
  char        *conditions_text; /* "Disorder, no formation", "" for none */
  gboolean     officer;       /* an officer: his figures are no troops (listed apart) */
  gboolean     destroyed;     /* no longer on the table (RIVER-2, HOUSE-10) */
  int          figures_start;
  int          figures_now;
  double       base_width;    /* mm: the unit's own base, else the ruleset's for arm and scale */
  double       base_depth;
  char        *morale;        /* the morale state's id, NULL when the rules have none */
  char        *morale_name;   /* "Steady" */
  char        *notes;         /* NULL: none, or hidden from the side the roster is for */
} VdRosterCard;

/* TEXT with its first letter upper case, the rest as it is: the report's one capitalisation. */
char        *vd_roster_capitalise  (const char *text);

/* The cards of TABLE's units (on the table, then destroyed ones), grouped by side in
 * vd_table_list_sides order. RULESET names arms and formations and gives the default bases,
 * RULES the morale states (the ruleset's merged with the table's). With SIDE (a side's view),
 * only that side's units: nothing of the enemy shows, his notes least of all. */
GPtrArray   *vd_roster_new         (const VdTable       *table,
                                    const VdRuleset     *ruleset,
                                    const VdMoraleRules *rules,
                                    const char          *side);
void         vd_roster_card_free   (VdRosterCard *card);

G_END_DECLS
