#include "vd-movement-private.h"

/* Other units on a move's way. The seed is silent: these are Vedette's own checks, cited like
 * ALLOWANCE by words of their own. Officers are lone riders: they neither stop nor are
 * stopped. Bases touching or overlapping where the move starts (a melee going on, a set-up
 * slip) are not the move's doing and are let be. */

static gboolean
is_officer (const VdUnit *unit)
{
  return unit->arm == VD_ARM_OFFICER;
}

/* The first place along the path (mm from its start) where the base meets OTHER's, or -1. */
static double
first_meeting (const VdMoveContext *ctx, VdFootprint other, gboolean overlap)
{
  for (guint k = 0; k + 1 < ctx->n_path; k++)
    {
      VdFootprint fp = { ctx->path[k], ctx->unit->facing, ctx->unit->frontage,
                         ctx->unit->depth };
      double t;

      if (vd_footprint_sweep_meets (fp, vd_point_sub (ctx->path[k + 1], ctx->path[k]), other,
                                    overlap, &t))
        return ctx->start[k] + t * (ctx->start[k + 1] - ctx->start[k]);
    }
  return -1;
}

/* How far a base reaches from its front edge's centre: half its frontage across and its depth
 * back, so no more than their sum. */
static double
footprint_reach (VdFootprint fp)
{
  return fp.frontage / 2.0 + fp.depth;
}

/* A box holding the base wherever it is along the path: every point the sweep passes is within
 * the base's reach of a point of the path, and so of the box of the path's points. */
static VdRect
path_sweep_bounds (const VdMoveContext *ctx, VdFootprint fp)
{
  VdRect bounds = vd_rect_empty ();

  for (guint k = 0; k < ctx->n_path; k++)
    bounds = vd_rect_union_point (bounds, ctx->path[k]);
  /* A millimetre more: bases that touch still meet. */
  return vd_rect_inflate (bounds, footprint_reach (fp) + 1.0);
}

void
vd_move_rule_contact (VdMoveContext *ctx, const char * const *together)
{
  VdFootprint here = { ctx->path[0], ctx->unit->facing, ctx->unit->frontage, ctx->unit->depth };
  VdFootprint there = { vd_move_destination (ctx), ctx->unit->facing, ctx->unit->frontage,
                        ctx->unit->depth };
  VdRect swept = path_sweep_bounds (ctx, here);

  if (is_officer (ctx->unit))
    return;
  for (guint i = 0; i < ctx->table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (ctx->table->units, i);
      VdFootprint other = vd_unit_footprint (unit);
      VdPoint corners[4];
      VdPolygon box = { corners, 4 };
      double s;

      /* Most bases are far from the path: only those within reach are measured. */
      if (!vd_rect_contains_point (vd_rect_inflate (swept, footprint_reach (other)), other.at))
        continue;
      if (g_strcmp0 (unit->id, ctx->unit->id) == 0 || is_officer (unit) ||
          (together != NULL && g_strv_contains (together, unit->id)))
        continue;
      vd_footprint_corners (other, corners);
      if (g_strcmp0 (unit->side, ctx->unit->side) != 0)
        {
          /* An enemy's base touched is a melee or a charge, declared as such, not a move. */
          if (vd_footprint_distance (here, other) > 0 &&
              (s = first_meeting (ctx, other, FALSE)) >= 0)
            vd_move_forbid (ctx, VD_MOVE_CONTACT, unit->id, s);
          continue;
        }
      if (vd_footprint_overlaps_polygon (here, box))
        continue;
      /* Through a friend on the way is told; ending on its base is not a place to stand. */
      s = first_meeting (ctx, other, TRUE);
      if (vd_footprint_overlaps_polygon (there, box))
        vd_move_forbid (ctx, VD_MOVE_OVERLAP, unit->id, s >= 0 ? s : ctx->length);
      else if (s >= 0)
        vd_move_effect (ctx, VD_MOVE_THROUGH, unit->id, s);
    }
}
