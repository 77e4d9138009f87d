#pragma once

#include <glib.h>

#include "vd-morale-rules.h"

G_BEGIN_DECLS

/* The melee calculator (HOUSE-EX). Each side lists its factors; their values are summed into the
 * side's total, and the loss table gives, for each total, the losses that side INFLICTS on the
 * other one. So a side suffers the losses the table gives for the other side's total: in
 * HOUSE-EX the French total 4 inflicts 18 losses on the Prussians, and the Prussian total 0
 * inflicts 10 on the French. The higher total wins; equal totals are left to the referee.
 *
 * The seed gives only two points of the loss table (4 → 18, 0 → 10). A total the table does not
 * have is never guessed: its losses are unknown and the answer says to supply it (a table file
 * may give more points, or the whole table, under `melee: losses:`). */

/* What the referee gives for one side. */
typedef struct {
  const char         *label;    /* how the answer names the side: "French", a unit id… */
  /* NULL-terminated: a factor id ("charge"), or "id=VALUE" for a factor the referee enters
   * ("combat=5"); a fixed factor takes no value, an entered one needs it. */
  const char * const *factors;
} VdMeleeInput;

/* One factor as it counted. */
typedef struct {
  char     *id;
  VdText    name;
  int       value;
  gboolean  entered;      /* the value is the referee's (combat value) */
  gboolean  assumed;      /* a Vedette default: the seed gives no value */
  gboolean  from_table;   /* the table's own factor or value */
  char    **rules;
} VdMeleeTerm;

typedef struct {
  char        *label;
  GPtrArray   *terms;            /* VdMeleeTerm*, in the order given */
  int          total;
  /* What this side inflicts: the loss table at its own total. */
  gboolean     inflicts_known;
  int          inflicts;         /* -1 when unknown */
  /* What this side suffers: the loss table at the other side's total. */
  gboolean     losses_known;
  int          losses;           /* -1 when unknown */
  char       **losses_rules;     /* the rules of the table point used ("HOUSE-EX"), or NULL */
  gboolean     losses_from_table; /* the point is the table file's, not the ruleset's */
} VdMeleeSide;

typedef struct {
  VdMeleeSide  sides[2];
  int          winner;           /* 0 or 1, the higher total; -1 for equal totals */
  gboolean     complete;         /* both sides' losses are known */
} VdMeleeResult;

/* Sums both sides' factors from RULES (the ruleset's, or vd_melee_rules_merge of the ruleset's
 * and a table's) and reads their losses. NULL with ERROR (VD_ERROR_ARGUMENT) for a factor id
 * RULES does not have (listing the known ones), a factor given twice, a value missing for an
 * entered factor or given for a fixed one. An unknown total is not an error: see losses_known. */
VdMeleeResult *vd_melee_resolve          (const VdMeleeRules *rules, const VdMeleeInput *a,
                                          const VdMeleeInput *b, GError **error);
void           vd_melee_result_free      (VdMeleeResult *result);

/* The losses a side with TOTAL inflicts; FALSE with ERROR (VD_ERROR_NOT_FOUND) saying that the
 * loss table does not have it and must be supplied. */
gboolean       vd_melee_losses_for_total (const VdMeleeRules *rules, int total, int *losses,
                                          GError **error);

/* The answer for people, in the user's language, one line per factor, total, losses and the
 * winner; an unknown loss says which total to supply. */
char          *vd_melee_result_describe  (const VdMeleeResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdMeleeResult, vd_melee_result_free)

G_END_DECLS
