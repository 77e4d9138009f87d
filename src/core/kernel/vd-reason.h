#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One rule that decided or shaped an answer, and what is responsible for it: every mode's
 * answers carry their reasons this way (a sight pair, a move, a hex's ZOC). */
typedef struct {
  const char *rule;   /* rule ID ("MASK-4", "C5"), owned by the ruleset or module */
  const char *by;     /* what is responsible: a terrain feature, a unit, a hex or a hexside */
  guint       count;  /* how many units the rule is told for, BY the nearest; 1 for a feature */
} VdReason;

G_END_DECLS
