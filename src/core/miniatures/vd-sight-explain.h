#pragma once

#include <glib.h>

#include "vd-side-view.h"
#include "vd-sight.h"

G_BEGIN_DECLS

/* How the thing a sentence names stands to the pair: what a visible target was seen over or
 * through, what hides a hidden one, what covers it. A stable English token in `sight --json`. */
typedef enum {
  VD_SIGHT_RELATION_HIDDEN_IN,      /* a wood, field or rocky ground conceals the target */
  VD_SIGHT_RELATION_SPOTTED_IN,     /* concealed, but the observer is near enough */
  VD_SIGHT_RELATION_BEHIND_CREST,   /* a crest line between them blocks */
  VD_SIGHT_RELATION_HIDDEN_BY,      /* a wood, house, redoubt or marsh between them blocks */
  VD_SIGHT_RELATION_MASKED_BY,      /* a unit between them masks */
  VD_SIGHT_RELATION_SEEN_OVER,      /* a crest, hill, wood, building, obstacle or unit seen over */
  VD_SIGHT_RELATION_SEEN_THROUGH,   /* the edge of a wood, or a wood holding both */
  VD_SIGHT_RELATION_NO_FIRE_ACROSS, /* a battery sees over a crest it may not fire across */
  VD_SIGHT_RELATION_COVER_FROM,     /* the target's cover (or its lack, in a marsh) */
  VD_SIGHT_RELATION_BY,             /* a rule the explanation has no words for (a table's own) */
  VD_SIGHT_N_RELATIONS
} VdSightRelation;

/* The language of the sentences: the user's (the app, the text output), or English whatever
 * the user's (sight --json, which scripts compare across languages). */
typedef enum {
  VD_SIGHT_EXPLAIN_USER_LANGUAGE,
  VD_SIGHT_EXPLAIN_ENGLISH,
} VdSightExplainLanguage;

/* One sentence about the pair: related rules grouped under it. */
typedef struct {
  char            *text;      /* in the language asked for, e.g. "hidden behind the crest of
                               * Doronino height: … (CREST-3, CREST-1, SIGHT-3)" */
  GPtrArray       *rules;     /* const char *: the rule IDs, the answer's order */
  const char      *by;        /* the feature's or unit's id (the answer's string), or NULL */
  VdSightRelation  relation;
} VdSightSentence;

typedef struct {
  GPtrArray *sentences;   /* VdSightSentence*, in the order of their first reason */
  guint     *of_reason;   /* per reason of the answer: the index of its sentence */
  guint      n_reasons;
} VdSightExplanation;

/* ANSWER (an answer SIGHT gave, with its reasons, still current) in sentences about this pair:
 * each names the feature or unit by its name and says how the rule applied, with the paces
 * where the rule is about distance. The facts a sentence needs beyond the reasons are worked
 * out here, for this pair only. VIEW (NULL: the referee's) keeps to what its side may know:
 * an enemy unit it does not see is "a unit out of sight", with no count, arm or formation, and
 * what only the referee knows of the target (whether it revealed itself) is left out.
 * LANGUAGE chooses each message (and a data file's names) for this call only: nothing global
 * changes, so threads and other messages are untouched. */
VdSightExplanation *vd_sight_explain            (VdSight *sight, const VdSightAnswer *answer,
                                                 const VdSideView *view,
                                                 VdSightExplainLanguage language);
void                vd_sight_explanation_free   (VdSightExplanation *explanation);

const char         *vd_sight_relation_to_string (VdSightRelation relation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdSightExplanation, vd_sight_explanation_free)

G_END_DECLS
