#pragma once

#include "vd-movement.h"

G_BEGIN_DECLS

/* Positions on a move are millimetres along its path from the unit's `at` (the same on the
 * path of the footprint centre, which is that path translated). */

/* Closer than this (mm) is the same place. */
#define VD_MOVE_EPSILON 1e-9

/* A stretch of the path, S0 <= S1 mm from its start. */
typedef struct {
  double s0;
  double s1;
} VdMoveSpan;

/* Where the centre's path meets a feature's line: S on the path, ALONG on the feature's line. */
typedef struct {
  double s;
  double along;
} VdMoveCrossing;

/* A stretch where a rule sets the cost of a pace to FACTOR, charged to the effect EFFECT. */
typedef struct {
  double s0;
  double s1;
  double factor;
  guint  effect;
} VdMoveRate;

/* Paces paid at one place (an obstacle crossed), charged to the effect EFFECT. */
typedef struct {
  double s;
  double paces;
  guint  effect;
} VdMoveCharge;

/* An effect while it is being built: S is its first place on the path. */
typedef struct {
  VdMoveEffect effect;
  double       s;
} VdMoveItem;

typedef struct {
  const VdTable   *table;
  const VdRuleset *ruleset;
  const VdUnit    *unit;
  gboolean         forced;
  /* the path of `at`: the unit's own, then the points; START[i] is mm along it at point i */
  VdPoint         *path;
  double          *start;
  guint            n_path;
  double           length;
  VdPoint          offset;      /* from `at` to the footprint centre */
  double           mm_per_pace;
  double           allowance;   /* this turn, forced march included */
  double           bonus;       /* a charge's bonus paces, spent after the allowance */
  double           spent;       /* paces of the allowance gone earlier this turn */
  /* the unit's kind, as the movement rules see it (engineers move as infantry) */
  gboolean         officer;
  gboolean         infantry;
  gboolean         cavalry;
  gboolean         artillery;
  gboolean         skirmishers;     /* infantry in skirmish order */
  gboolean         open_cavalry;    /* cavalry in open order */
  GArray          *items;       /* VdMoveItem, in the order they were made */
  GArray          *rates;       /* VdMoveRate: the slowing rules' stretches */
  GArray          *roads;       /* VdMoveRate: the stretches near a road, EFFECT being the
                                 * road's index in the table (ROAD-3 is made where it applies) */
  GArray          *charges;     /* VdMoveCharge */
  GArray          *whole_move;  /* guint: effects that make the whole move half speed */
  guint            conditions;  /* the new ones, VdCondition bits */
} VdMoveContext;

/* Paths and stretches (vd-movement.c). */
VdPoint  vd_move_centre_at       (const VdMoveContext *ctx, double s);
VdPoint  vd_move_at_point        (const VdMoveContext *ctx, double s);
VdPoint  vd_move_destination     (const VdMoveContext *ctx);
/* Appends to SPANS (VdMoveSpan) the merged stretches of the centre's path inside POLY. */
void     vd_move_area_spans      (const VdMoveContext *ctx, VdPolygon poly, GArray *spans);
/* Appends to SPANS the merged stretches of the centre's path within RADIUS mm of LINE. */
void     vd_move_near_line_spans (const VdMoveContext *ctx, VdPolyline line, double radius,
                                  GArray *spans);
/* Appends to CROSSINGS (VdMoveCrossing), in path order, where the centre's path meets the
 * feature's line or outline; a point touched counts, the start of the path does not. */
void     vd_move_line_crossings  (const VdMoveContext *ctx, const VdFeature *feature,
                                  GArray *crossings);
/* Appends to CROSSINGS (double, mm along the path) where the centre's path meets LINE. */
void     vd_move_path_crossings  (const VdMoveContext *ctx, const VdPath *line, GArray *crossings);
gboolean vd_move_spans_contain   (const GArray *spans, double s);
/* TRUE when the footprint at the destination overlaps the area (touching does not count). */
gboolean vd_move_destination_overlaps (const VdMoveContext *ctx, const VdFeature *area);

/* Effects (vd-movement.c): the effect of RULE by BY, made at S or moved back to S when it is
 * already there farther on; returns its index in ctx->items. */
guint    vd_move_effect          (VdMoveContext *ctx, const char *rule, const char *by, double s);
VdMoveEffect *vd_move_effect_at  (VdMoveContext *ctx, guint index);
void     vd_move_forbid          (VdMoveContext *ctx, const char *rule, const char *by, double s);
void     vd_move_inflict         (VdMoveContext *ctx, const char *rule, const char *by, double s,
                                  VdCondition condition);
void     vd_move_add_rate        (VdMoveContext *ctx, double s0, double s1, double factor,
                                  guint effect);
void     vd_move_add_charge      (VdMoveContext *ctx, double s, double paces, guint effect);

/* Every terrain rule, feature by feature (vd-movement-terrain.c). */
void     vd_move_apply_rules     (VdMoveContext *ctx);
/* Other units in the way, but those of TOGETHER: CONTACT, OVERLAP, THROUGH
 * (vd-movement-contact.c). */
void     vd_move_rule_contact    (VdMoveContext *ctx, const char * const *together);

G_END_DECLS
