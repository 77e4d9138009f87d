/* What the stacking files share: a side's stack, what a limit says of it, the helpers. */
#pragma once

#include "vd-hex-stacking.h"

G_BEGIN_DECLS

/* What a limit says of a stack, the worst last: a stack over one limit is over, whatever
 * another cannot tell. */
typedef enum {
  FIT_WITHIN,
  FIT_UNKNOWN,
  FIT_OVER,
} Fit;

typedef struct {
  Fit         fit;
  const char *rule;   /* the module's */
  char       *why;
} Verdict;

/* One side's counters in a hex, as they would stand: those that count, top first. */
typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  VdHex               hex;
  const char         *label;
  const char         *side;
  GPtrArray          *units;   /* const VdBoardUnit* */
} Stack;

/* Keeps the worse of V and (FIT, RULE, WHY), the first of equals; takes WHY. A stack within
 * its limits still names the first rule that weighed it. */
void        vd_hex_stacking_verdict_note   (Verdict *v, Fit fit, const char *rule, char *why);
void        vd_hex_stacking_verdict_merge  (Verdict *v, Verdict *other);
/* A whole number as printed on a counter (LBA's increments, BN's artillery points). */
gboolean    vd_hex_stacking_printed_number (const char *text, guint *value);
char       *vd_hex_stacking_reading_unread (const char *label, const char *reading);

/* vd-hex-stacking-bn.c: BN 12.1, at most three A of firepower, 10 artillery points and one full
 * skirmisher a side in a hex; each class adds to one of `stacking.per_hex` as `stacking.counts`
 * says, and a reduced skirmisher weighs as the reading `bn-i-reduced-skirmishers` says. */
void        vd_hex_stacking_bn_12_1_weigh  (const Stack *s, Verdict *v);
/* vd-hex-stacking-lba.c: LBA, the terrain's row of `stacking.by_terrain` (LBA-STK-1 to -9),
 * and the Austro-Russian ban (LBA-COAL-1). */
void        vd_hex_stacking_lba_weigh      (const Stack *s, Verdict *v);

G_END_DECLS
