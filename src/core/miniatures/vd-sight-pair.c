#include "vd-sight-private.h"

#include <math.h>

#include "vd-sight-geometry.h"

/* Units across the line between them whose frames are kept while tracing a pair's lines. */
#define MAX_LOCAL_UNITS 8

VdSightScratch *
vd_sight_scratch_new (const VdSight *sight)
{
  VdSightScratch *scratch = g_new0 (VdSightScratch, 1);
  guint room = 2 * sight->max_polygon_points + 4, n_items = vd_sight_n_items (sight) + 1;

  scratch->gather_stamps = g_new0 (guint32, n_items);
  scratch->memo_stamps = g_new0 (guint32, n_items);
  scratch->memo = g_new0 (VdSightCandidate, n_items);
  scratch->row_class_stamps = g_new0 (guint32, n_items);
  scratch->row_class = g_new (VdSightCandidate, n_items);
  scratch->target_stamps = g_new0 (guint32, n_items);
  /* No list ever holds an item twice, so none outgrows the items. */
  scratch->hull.items = g_new (const VdSightCandidate *, n_items);
  scratch->line.items = g_new (const VdSightCandidate *, n_items);
  scratch->between.items = g_new (const VdSightCandidate *, n_items);
  scratch->quick.items = g_new (const VdSightCandidate *, n_items);
  scratch->between_rules = g_new (VdSightRule, n_items);
  scratch->params = g_new (double, room);
  scratch->intervals = g_new (VdInterval, room);
  scratch->fan_owner = -1;
  scratch->side_fan_after = VD_SIGHT_SIDE_FAN_AFTER;
  scratch->target_fan = NULL;
  scratch->may_block = g_new (guint8, n_items);
  scratch->reaching = g_new (guint32, n_items);
  scratch->order = g_new (guint64, sight->n_units + 1);
  scratch->order_sorted = g_new (guint64, sight->n_units + 1);
  scratch->row_offsets = g_new (guint, sight->n_units + 1);
  scratch->near_shapers = g_new (guint, sight->shapers->len + 1);
  scratch->observer_facts = g_new0 (guint8, sight->crests->len + sight->n_features + 1);
  scratch->facts_set = g_new (guint, sight->crests->len + sight->n_features + 1);
  scratch->facts_of = -1;
  scratch->surely_owner = -1;
  scratch->surely_stamps = g_new0 (guint32, n_items * VD_SIGHT_OBSERVER_POINTS);
  scratch->surely = g_new (VdSightSurely, n_items * VD_SIGHT_OBSERVER_POINTS);
  for (guint k = 0; k < VD_SIGHT_OBSERVER_POINTS; k++)
    vd_sight_fan_init (&scratch->own_fans[k]);
  scratch->fans = scratch->own_fans;
  return scratch;
}

void
vd_sight_scratch_free (VdSightScratch *scratch)
{
  if (scratch == NULL)
    return;
  g_free (scratch->surely_stamps);
  g_free (scratch->surely);
  g_free (scratch->gather_stamps);
  g_free (scratch->memo_stamps);
  g_free (scratch->memo);
  g_free (scratch->row_class_stamps);
  g_free (scratch->row_class);
  g_free (scratch->target_stamps);
  g_free (scratch->hull.items);
  g_free (scratch->line.items);
  g_free (scratch->between.items);
  g_free (scratch->quick.items);
  g_free (scratch->may_block);
  g_free (scratch->reaching);
  g_free (scratch->order);
  g_free (scratch->order_sorted);
  g_free (scratch->row);
  g_free (scratch->row_offsets);
  g_free (scratch->near_shapers);
  g_free (scratch->observer_facts);
  g_free (scratch->facts_set);
  g_free (scratch->between_rules);
  g_free (scratch->blocked_reasons.keys);
  g_free (scratch->blocked_reasons.reasons);
  g_free (scratch->shaping_reasons.keys);
  g_free (scratch->shaping_reasons.reasons);
  g_free (scratch->blocked_reasons.groups);
  g_free (scratch->shaping_reasons.groups);
  g_free (scratch->blocked_reasons.id_stamps);
  g_free (scratch->shaping_reasons.id_stamps);
  g_free (scratch->blocked_reasons.id_groups);
  g_free (scratch->shaping_reasons.id_groups);
  g_free (scratch->params);
  g_free (scratch->intervals);
  for (guint k = 0; k < VD_SIGHT_OBSERVER_POINTS; k++)
    vd_sight_fan_clear (&scratch->own_fans[k]);
  g_free (scratch);
}

static inline void
set_fact (VdSightScratch *scratch, guint item, guint8 bits)
{
  if (scratch->observer_facts[item] == 0)
    scratch->facts_set[scratch->n_facts_set++] = item;
  scratch->observer_facts[item] |= bits;
}

const guint8 *
vd_sight_observer_facts (const VdSight *sight, VdSightScratch *scratch, guint observer)
{
  const VdSightUnit *o = &sight->units[observer];
  guint n_crests = sight->crests->len;

  if (scratch->facts_of == (int) observer && scratch->facts_version == o->version)
    return scratch->observer_facts;
  /* Only the previous observer's few items were set. */
  for (guint i = 0; i < scratch->n_facts_set; i++)
    scratch->observer_facts[scratch->facts_set[i]] = 0;
  scratch->n_facts_set = 0;
  for (guint i = 0; i < o->crests->len; i++)
    set_fact (scratch, g_array_index (o->crests, guint, i), VD_SIGHT_OBSERVER_NEAR_CREST);
  for (guint i = 0; i < o->woods->len; i++)
    {
      const VdSightTerrainRef *wood = &g_array_index (o->woods, VdSightTerrainRef, i);

      set_fact (scratch, n_crests + wood->feature,
                VD_SIGHT_OBSERVER_IN |
                (wood->rule == VD_SIGHT_RULE_WOOD_6 ? VD_SIGHT_OBSERVER_EDGE : 0));
    }
  for (guint i = 0; i < o->buildings->len; i++)
    set_fact (scratch, n_crests + g_array_index (o->buildings, guint, i), VD_SIGHT_OBSERVER_IN);
  for (guint i = 0; i < o->marshes->len; i++)
    set_fact (scratch, n_crests + g_array_index (o->marshes, guint, i), VD_SIGHT_OBSERVER_IN);
  scratch->facts_of = (int) observer;
  scratch->facts_version = o->version;
  return scratch->observer_facts;
}

/* Line L (0 … VD_SIGHT_LINES_PER_POSITION − 1) of target position POSITION: from observer
 * point L to the position's end on the target's edge facing the observer. */
static inline VdSightLine
line_of (const VdSightPair *pair, guint position, guint line)
{
  return vd_sight_line (pair->observer->observer_points[line],
                        pair->target->target_points[pair->facing][position]);
}

/* Everything inside the hull of all the pair's lines (the reference: everything): the hull of
 * the observer points and the end positions, the others lying between them. */
static const VdSightList *
hull_candidates (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair)
{
  const VdPoint *o = pair->observer->observer_points;
  const VdPoint points[5] = { o[0], o[1], o[2], pair->target->target_points[pair->facing][0],
                              pair->target->target_points[pair->facing][VD_SIGHT_TARGET_POSITIONS - 1] };
  VdSightHull hull;

  if (scratch->hull_stamp == scratch->pair_stamp)
    return &scratch->hull;
  scratch->hull_stamp = scratch->pair_stamp;
  scratch->hull_gathers++;
  if (sight->grid == NULL)
    vd_sight_gather_all (sight, scratch, pair, &scratch->hull);
  else
    {
      vd_sight_hull_init (&hull, points, G_N_ELEMENTS (points));
      vd_sight_gather (sight, scratch, pair, &hull, FALSE, &scratch->hull);
    }
  return &scratch->hull;
}

/* Builds the fan owner's fan around observer point POINT, the middle one (where the line
 * between starts) with its entries' far2. A kept fan is built in the scratch's room for spans,
 * not its own (kept, it would hold them for nothing), and counted against the engine's budget. */
static VdSightFan *
owner_fan (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair, guint point)
{
  VdSightFan *fan = &scratch->fans[point];
  gboolean kept = fan != &scratch->own_fans[point];
  guint kib;

  if (vd_sight_fan_ready (sight, fan, scratch->fan_owner))
    return fan;
  if (kept && fan->entries == NULL)
    fan->entries = g_array_new (FALSE, FALSE, sizeof (VdSightFanEntry));
  if (kept && fan->far2 == NULL && point == 0)
    fan->far2 = g_array_new (FALSE, FALSE, sizeof (float));
  if (kept)
    fan->spans = scratch->own_fans[0].spans;
  vd_sight_fan_build (sight, fan, pair->observer_index, pair->observer->observer_points[point],
                      scratch->may_block, point == 0);
  if (!kept)
    return fan;
  fan->spans = NULL;
  kib = (guint) (fan->entries->len *
                 (sizeof (VdSightFanEntry) + (point == 0 ? sizeof (float) : 0)) / 1024);
  /* Threads build fans of different observers: only the total is shared. */
  g_atomic_int_add (&((VdSight *) sight)->kept_fan_kib, (gint) kib - (gint) fan->kept_kib);
  fan->kept_kib = kib;
  return fan;
}

static inline gboolean fan_files (const VdSight *sight, const VdSightPair *pair,
                                  const VdSightFan *fan, VdPoint to);
static const VdSightList *scan_fan (const VdSight *sight, VdSightScratch *scratch,
                                    const VdSightPair *pair, const VdSightFan *fan,
                                    const VdSightLine *line);

/* What may block LINE from observer point POINT: when answering all of an observer's pairs,
 * the items of one bin of that point's fan that reach the line's box and may block it
 * (shaping_candidates adds the others); otherwise everything in the pair's hull. The side
 * points' fans are built only once a few pairs have needed their lines: most lines start at
 * the middle one. */
static const VdSightList *
line_candidates (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                 guint point, const VdSightLine *line)
{
  const VdSightFan *fan;

  if (scratch->fan_owner != (int) pair->observer_index ||
      (point > 0 && !vd_sight_fan_ready (sight, &scratch->fans[point], scratch->fan_owner) &&
       (scratch->hull_stamp == scratch->pair_stamp ||
        scratch->hull_gathers < scratch->side_fan_after)))
    return hull_candidates (sight, scratch, pair);
  fan = owner_fan (sight, scratch, pair, point);
  if (!fan_files (sight, pair, fan, line->b))
    return hull_candidates (sight, scratch, pair);
  return scan_fan (sight, scratch, pair, fan, line);
}

/* The hills and obstacles whose boxes meet the box of all the pair's sample points, which
 * holds every line's box: the few a line's box may meet, in order, found once per pair. */
static guint
pair_shapers (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair)
{
  VdRect box = vd_sight_segment_bounds (pair->between.a, pair->between.b);

  if (scratch->shapers_stamp == scratch->pair_stamp)
    return scratch->n_near_shapers;
  scratch->shapers_stamp = scratch->pair_stamp;
  for (guint k = 0; k < VD_SIGHT_OBSERVER_POINTS + VD_SIGHT_TARGET_POSITIONS; k++)
    {
      VdPoint p = k < VD_SIGHT_OBSERVER_POINTS
                  ? pair->observer->observer_points[k]
                  : pair->target->target_points[pair->facing][k - VD_SIGHT_OBSERVER_POINTS];

      box = (VdRect) { MIN (box.x0, p.x), MIN (box.y0, p.y), MAX (box.x1, p.x), MAX (box.y1, p.y) };
    }
  scratch->n_near_shapers = 0;
  for (guint i = 0; i < sight->shapers->len; i++)
    {
      guint item = g_array_index (sight->shapers, guint, i);

      if (vd_sight_rects_meet (sight->boxes[item].bounds, box))
        scratch->near_shapers[scratch->n_near_shapers++] = item;
    }
  return scratch->n_near_shapers;
}

/* Into the scratch's REACHING, the first N entries of BIN near enough and in its line's
 * direction, but for units moved since the fan was built, without branching on each: their
 * items when ITEMS, else their places in BIN; returns how many. Always inlined, so that each
 * caller's constant ITEMS leaves one loop of its own. */
G_ALWAYS_INLINE static inline guint
reaching_entries (const VdSight *sight, VdSightScratch *scratch, const VdSightFanBin *bin, guint n,
                  gboolean items)
{
  const guint8 *moved = sight->moved_item;
  /* Copied: each store into REACHING might change them as far as the compiler knows. */
  const VdSightFanBin line = *bin;
  const VdSightFanEntry *entries = line.entries;
  guint32 *reaching = scratch->reaching;
  guint n_reaching = 0;

  /* Nothing moved, as in a matrix after a matrix: no look-up per entry. */
  if (sight->n_moved == 0)
    for (guint i = 0; i < n; i++)
      {
        reaching[n_reaching] = items ? entries[i].item : i;
        n_reaching += vd_sight_fan_entry_reached (&line, &entries[i]);
      }
  else
    for (guint i = 0; i < n; i++)
      {
        reaching[n_reaching] = items ? entries[i].item : i;
        n_reaching += vd_sight_fan_entry_reached (&line, &entries[i]) & !moved[entries[i].item];
      }
  return n_reaching;
}

/* Into the scratch's REACHING, the items of the first N entries of BIN that reach its line,
 * then the units moved since the fan was built, which it filed where they were, to be tried
 * apart; returns how many. */
static inline guint
reaching_items (const VdSight *sight, VdSightScratch *scratch, const VdSightFanBin *bin, guint n)
{
  guint n_reaching = reaching_entries (sight, scratch, bin, n, TRUE);
  guint first_unit = sight->crests->len + sight->n_features;

  for (guint m = 0; m < sight->n_moved; m++)
    scratch->reaching[n_reaching++] = first_unit + sight->moved[m];
  return n_reaching;
}

/* Whether FAN filed the bin of the line to TO: only the bins of its enemies are, so a target
 * moved since the fan was built may lie in one that is not. */
static inline gboolean
fan_files (const VdSight *sight, const VdSightPair *pair, const VdSightFan *fan, VdPoint to)
{
  VdSightFanBin bin;

  if (!sight->moved_item[sight->crests->len + sight->n_features + pair->target_index])
    return TRUE;
  vd_sight_fan_bin (fan, to, &bin);
  return bin.looked;
}

/* Onto the scratch's line list, what of the first N items of its REACHING does something to
 * PAIR, but what is in mode LEFT_OUT (-1: none left out). No box test: an item reaching a line
 * from the fan's origin nearly always meets the line's box, and the line tests tell the others
 * apart anyway. */
static inline void
list_reaching (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair, guint n,
               int left_out)
{
  for (guint i = 0; i < n; i++)
    {
      const VdSightCandidate *c = vd_sight_classify (sight, scratch, pair, scratch->reaching[i]);

      if (c != NULL && c->mode != left_out)
        scratch->line.items[scratch->line.n++] = c;
    }
}

/* The items of FAN's bin towards LINE's far end (from the fan's origin) that reach LINE
 * and may block it. */
static const VdSightList *
scan_fan (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
          const VdSightFan *fan, const VdSightLine *line)
{
  VdPoint b = vd_point_equal (line->a, fan->origin) ? line->b : line->a;
  guint n_reaching;
  VdSightFanBin bin;

  vd_sight_fan_bin (fan, b, &bin);
  n_reaching = reaching_items (sight, scratch, &bin, bin.n_blockers);
  scratch->line_bin = bin;
  scratch->n_line_reaching = n_reaching;
  /* … then what they do to the pair. */
  scratch->line.n = 0;
  list_reaching (sight, scratch, pair, n_reaching, VD_SIGHT_MODE_SHAPES);
  return &scratch->line;
}

/* Whether a candidate of LIST blocks LINE. *HINT, what blocked the previous line, is tried
 * first: neighbouring lines are mostly blocked by the same thing. */
static inline gboolean
blocked_by_any (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                const VdSightList *list, const VdSightCandidate **hint, const VdSightLine *line)
{
  VdSightRule rule;
  gboolean blocked = FALSE;

  /* The reference keeps no hint and tries everything on every line, blocked or not. */
  if (sight->grid == NULL)
    {
      for (guint j = 0; j < list->n; j++)
        blocked |= list->items[j]->mode != VD_SIGHT_MODE_SHAPES &&
                   vd_sight_line_blocked (sight, pair, scratch, list->items[j], line, &rule);
      return blocked;
    }
  if (*hint != NULL && vd_sight_line_blocked (sight, pair, scratch, *hint, line, &rule))
    return TRUE;
  for (guint j = 0; j < list->n; j++)
    {
      const VdSightCandidate *c = list->items[j];

      if (c != *hint && c->mode != VD_SIGHT_MODE_SHAPES &&
          vd_sight_line_blocked (sight, pair, scratch, c, line, &rule))
        {
          *hint = c;
          return TRUE;
        }
    }
  return FALSE;
}

/* Keeps C, which blocks the line between the two by RULE: in check order for the reasons, and
 * units, the cheapest, first against every other line. Always inlined, so that a constant
 * IN_ORDER leaves no search. */
G_ALWAYS_INLINE static inline void
keep_between (VdSightScratch *scratch, const VdSightCandidate *c, VdSightRule rule,
              gboolean in_order)
{
  guint k;

  /* IN_ORDER: the caller finds them in check order already, as a fan's bin lists its items
   * (were they not, the reasons would still be told sorted, only more slowly). */
  for (k = scratch->between.n; !in_order && k > 0 && scratch->between.items[k - 1]->key > c->key; k--)
    {
      scratch->between.items[k] = scratch->between.items[k - 1];
      scratch->between_rules[k] = scratch->between_rules[k - 1];
    }
  scratch->between.items[k] = c;
  scratch->between_rules[k] = rule;
  scratch->between.n++;
  if (c->check == VD_SIGHT_CHECK_UNIT && scratch->quick.n > 0)
    {
      scratch->quick.items[scratch->quick.n++] = scratch->quick.items[0];
      scratch->quick.items[0] = c;
    }
  else
    scratch->quick.items[scratch->quick.n++] = c;
}

/* Pseudo-angles (as the fans'): how far inside an item's directions a line must lie to be
 * sure it meets it, far more than their rounding (below 1e-15); beyond its points, by
 * VD_SIGHT_SURELY_FAR. */
#define SURELY_ANGLE 1e-7

/* surely_of's SLOT, ITEM seen from ORIGIN, worked out. */
static const VdSightSurely *
surely_work_out (const VdSight *sight, VdSightScratch *scratch, guint slot, guint item,
                 VdPoint origin)
{
  VdSightSurely *s = &scratch->surely[slot];
  const VdSightItemBox *box = &sight->boxes[item];
  double far2, a, b;

  scratch->surely_stamps[slot] = scratch->surely_stamp;
  *s = (VdSightSurely) { 1, 0, 0 };
  /* From outside its box an item lies within less than a half turn. */
  if (box->n_points < 2 ||
      (origin.x >= box->bounds.x0 - VD_SIGHT_SLACK && origin.x <= box->bounds.x1 + VD_SIGHT_SLACK &&
       origin.y >= box->bounds.y0 - VD_SIGHT_SLACK && origin.y <= box->bounds.y1 + VD_SIGHT_SLACK))
    return s;
  vd_sight_outer_directions (box, origin, &a, &b, &far2);
  if (b - a >= 2)
    return s;
  *s = (VdSightSurely) { a + SURELY_ANGLE, b - SURELY_ANGLE,
                         far2 * (1 + VD_SIGHT_SURELY_FAR) + VD_SIGHT_SURELY_FAR };
  return s;
}

/* ITEM as seen from ORIGIN, the scratch's surely owner's observer point POINT: worked out once
 * a row, and looked up inline, as it is asked for line after line. */
static inline const VdSightSurely *
surely_of (const VdSight *sight, VdSightScratch *scratch, guint item, guint point, VdPoint origin)
{
  guint slot = item * VD_SIGHT_OBSERVER_POINTS + point;

  if (G_LIKELY (scratch->surely_stamps[slot] == scratch->surely_stamp))
    return &scratch->surely[slot];
  return surely_work_out (sight, scratch, slot, item, origin);
}

/* Whether candidate C, which blocks what it meets (a unit, a crest, an area that blocks the
 * pair whole), surely meets the line between, of pseudo-angle DIRECTION and squared length
 * LENGTH2 from the owner's front centre: a line strictly between the directions of a connected
 * item's points and past them all crosses it, so the exact test would only say so again. */
static inline gboolean
surely_blocks (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
               const VdSightCandidate *c, guint item, double direction, double length2)
{
  const VdSightSurely *s;

  if (c->mode != VD_SIGHT_MODE_BLOCKS && c->check != VD_SIGHT_CHECK_UNIT)
    return FALSE;
  s = surely_of (sight, scratch, item, 0, pair->between.a);
  if (direction < s->lo)
    direction += 4;
  return direction > s->lo && direction < s->hi && length2 > s->far2;
}

/* Stamps the crests and features PAIR's target stands in (near, for crests) in the scratch's
 * target_stamps: what they do depends on the target; what the others do, on the observer. */
static void
stamp_target_terrain (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair)
{
  const VdSightUnit *t = pair->target;
  guint n_crests = sight->crests->len;

  if (t->holds & VD_SIGHT_HOLDS_CRESTS)
    for (guint i = 0; i < t->crests->len; i++)
      scratch->target_stamps[g_array_index (t->crests, guint, i)] = scratch->pair_stamp;
  if (t->holds & VD_SIGHT_HOLDS_WOODS)
    for (guint i = 0; i < t->woods->len; i++)
      scratch->target_stamps[n_crests + g_array_index (t->woods, VdSightTerrainRef, i).feature] =
        scratch->pair_stamp;
  if (t->holds & VD_SIGHT_HOLDS_BUILDINGS)
    for (guint i = 0; i < t->buildings->len; i++)
      scratch->target_stamps[n_crests + g_array_index (t->buildings, guint, i)] = scratch->pair_stamp;
  if (t->holds & VD_SIGHT_HOLDS_MARSHES)
    for (guint i = 0; i < t->marshes->len; i++)
      scratch->target_stamps[n_crests + g_array_index (t->marshes, guint, i)] = scratch->pair_stamp;
}

/* What ITEM does to PAIR: a unit's worked out at once (a few loads, no call); a crest's or
 * feature's from the row's classifications when IN_ROW (a matrix row's pair) and the target
 * does not stand in it, else the pair's own. */
static inline const VdSightCandidate *
classify_in_row (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                 guint item, guint first_unit, gboolean in_row)
{
  if (item >= first_unit)
    {
      guint unit = item - first_unit;

      if (unit == pair->target_index || unit == pair->observer_index)
        return NULL;
      scratch->memo_stamps[item] = scratch->pair_stamp;
      vd_sight_masker_decide (sight, pair, &sight->info[item], unit, &scratch->memo[item]);
      return &scratch->memo[item];
    }
  if (!in_row || scratch->target_stamps[item] == scratch->pair_stamp)
    return vd_sight_classify (sight, scratch, pair, item);
  if (scratch->row_class_stamps[item] != scratch->surely_stamp)
    return vd_sight_classify_row (sight, scratch, pair, item);
  return scratch->row_class[item].check == VD_SIGHT_CHECK_NONE ? NULL : &scratch->row_class[item];
}

/* What of FAN's bin towards the far end of the line between blocks it, tested as the bin is
 * scanned: the commonest search, kept free of lists. A line from the fan's origin surely meets
 * what blocks the pair whole (a unit, a crest, an area) when its entry says so (a fan built
 * WITH_FAR), or in a matrix row when what the row's observer sees of it says so: the exact
 * test would only say so again. */
static void
between_from_fan (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                  const VdSightFan *fan)
{
  const VdSightLine *line = &pair->between;
  VdPoint d = vd_point (line->b.x - line->a.x, line->b.y - line->a.y);
  gboolean from_origin = vd_point_equal (line->a, fan->origin) && (d.x != 0 || d.y != 0);
  gboolean sure = scratch->surely_owner == (int) pair->observer_index && from_origin;
  double direction = from_origin ? vd_sight_pseudo_angle (d.x, d.y) : 0;
  double length2 = d.x * d.x + d.y * d.y;
  guint first_unit = sight->crests->len + sight->n_features;
  /* In a matrix row, what classifies most crests and features depends on the observer alone. */
  gboolean in_row = scratch->surely_owner == (int) pair->observer_index;
  VdSightFanBin bin;
  guint n_reaching;

  if (in_row)
    stamp_target_terrain (sight, scratch, pair);
  vd_sight_fan_bin (fan, vd_point_equal (line->a, fan->origin) ? line->b : line->a, &bin);
  n_reaching = reaching_entries (sight, scratch, &bin, bin.n_blockers, FALSE);
  /* … then each, as it is found… */
  for (guint i = 0; i < n_reaching; i++)
    {
      guint k = scratch->reaching[i], item = bin.entries[k].item;
      const VdSightCandidate *c;
      VdSightRule rule;

      /* No box test first, as in list_reaching. */
      c = classify_in_row (sight, scratch, pair, item, first_unit, in_row);
      if (c == NULL || c->mode == VD_SIGHT_MODE_SHAPES)
        continue;
      if (from_origin && bin.far2 != NULL &&
          (c->mode == VD_SIGHT_MODE_BLOCKS || c->check == VD_SIGHT_CHECK_UNIT) &&
          vd_sight_fan_surely_meets (&bin.entries[k], bin.far2[k], direction, length2))
        keep_between (scratch, c, c->rule, TRUE);
      else if (vd_sight_line_blocked (sight, pair, scratch, c, line, &rule))
        keep_between (scratch, c, rule, TRUE);
    }
  /* … then the units moved since the fan was built, filed where they were: tried apart. */
  for (guint m = 0; m < sight->n_moved; m++)
    {
      guint item = first_unit + sight->moved[m];
      const VdSightCandidate *c;
      VdSightRule rule;

      if (!vd_sight_rects_meet (sight->boxes[item].bounds, line->bounds))
        continue;
      c = vd_sight_classify (sight, scratch, pair, item);
      if (c == NULL || c->mode == VD_SIGHT_MODE_SHAPES)
        continue;
      if (sure && surely_blocks (sight, scratch, pair, c, item, direction, length2))
        keep_between (scratch, c, c->rule, FALSE);
      else if (vd_sight_line_blocked (sight, pair, scratch, c, line, &rule))
        keep_between (scratch, c, rule, FALSE);
    }
}

/* What blocks the line between the two (the middle of the observer's front edge to the middle
 * of the target's facing edge): the reasons of a hidden target, and the likeliest blockers of
 * every other line. */
static void
find_between (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair)
{
  const VdSightList *list;
  VdSightHull hull;

  scratch->between.n = 0;
  scratch->quick.n = 0;
  if (sight->grid != NULL && scratch->fan_owner == (int) pair->observer_index)
    {
      const VdSightFan *fan = owner_fan (sight, scratch, pair, 0);

      if (fan_files (sight, pair, fan, pair->between.b))
        {
          between_from_fan (sight, scratch, pair, fan);
          return;
        }
    }
  if (scratch->target_fan != NULL && scratch->target_fan->unit == (int) pair->target_index &&
      vd_point_equal (scratch->target_fan->origin, pair->between.b))
    {
      between_from_fan (sight, scratch, pair, scratch->target_fan);
      return;
    }
  if (sight->grid == NULL)
    list = line_candidates (sight, scratch, pair, 0, &pair->between);
  else
    {
      const VdPoint ends[2] = { pair->between.a, pair->between.b };

      vd_sight_hull_init (&hull, ends, 2);
      vd_sight_gather (sight, scratch, pair, &hull, TRUE, &scratch->line);
      /* In check order, as always: the quick list keeps the order things are found in. */
      vd_sight_sort_list (&scratch->line);
      list = &scratch->line;
    }
  for (guint i = 0; i < list->n; i++)
    {
      const VdSightCandidate *c = list->items[i];
      VdSightRule rule;

      if (c->mode != VD_SIGHT_MODE_SHAPES &&
          vd_sight_line_blocked (sight, pair, scratch, c, &pair->between, &rule))
        keep_between (scratch, c, rule, FALSE);
    }
}

/* The four points unit_blocks_all reads, in unit C's frame, into LOCAL (laid out as
 * to_unit_frame's): most units tried are settled by them, and to_unit_frame_rest adds the
 * others only for those that go on to unit_blocks_lines. */
static inline void
to_unit_frame_outer (const VdSight *sight, const VdSightPair *pair, const VdSightCandidate *c,
                     VdPoint local[VD_SIGHT_OBSERVER_POINTS + VD_SIGHT_TARGET_POSITIONS])
{
  const VdSightUnit *u = &sight->units[c->index];
  /* Copied: LOCAL might hold them as far as the compiler knows, which would read them again
   * for each point. */
  const VdPoint centre = u->centre, right = u->right, forward = u->forward;
  const VdPoint *o = pair->observer->observer_points, *t = pair->target->target_points[pair->facing];
  const guint last = VD_SIGHT_TARGET_POSITIONS - 1;

  local[1] = vd_sight_to_box (centre, right, forward, o[1]);
  local[2] = vd_sight_to_box (centre, right, forward, o[2]);
  local[VD_SIGHT_OBSERVER_POINTS] = vd_sight_to_box (centre, right, forward, t[0]);
  local[VD_SIGHT_OBSERVER_POINTS + last] = vd_sight_to_box (centre, right, forward, t[last]);
}

/* The points to_unit_frame_outer left out. */
static inline void
to_unit_frame_rest (const VdSight *sight, const VdSightPair *pair, const VdSightCandidate *c,
                    VdPoint local[VD_SIGHT_OBSERVER_POINTS + VD_SIGHT_TARGET_POSITIONS])
{
  const VdSightUnit *u = &sight->units[c->index];
  const VdPoint centre = u->centre, right = u->right, forward = u->forward;
  const VdPoint *o = pair->observer->observer_points, *t = pair->target->target_points[pair->facing];

  local[0] = vd_sight_to_box (centre, right, forward, o[0]);
  for (guint p = 1; p + 1 < VD_SIGHT_TARGET_POSITIONS; p++)
    local[VD_SIGHT_OBSERVER_POINTS + p] = vd_sight_to_box (centre, right, forward, t[p]);
}

/* The sample points in unit C's frame: observer points, then the target's positions. */
static void
to_unit_frame (const VdSight *sight, const VdSightPair *pair, const VdSightCandidate *c,
               VdPoint local[VD_SIGHT_OBSERVER_POINTS + VD_SIGHT_TARGET_POSITIONS])
{
  to_unit_frame_outer (sight, pair, c, local);
  to_unit_frame_rest (sight, pair, c, local);
}

/* Whether unit C, its points in its frame at LOCAL, blocks every line: being convex, it does
 * when it blocks the four outer ones, from the side observer points to the end positions (a
 * line between two it blocks, from one point or to one point, crosses it too). */
static gboolean
unit_blocks_all (const VdSight *sight, const VdSightCandidate *c, const VdPoint *local)
{
  const VdSightUnit *u = &sight->units[c->index];
  const VdPoint *t = local + VD_SIGHT_OBSERVER_POINTS;
  const guint last = VD_SIGHT_TARGET_POSITIONS - 1;
  double hw = u->half_frontage, hd = u->half_depth;

  G_STATIC_ASSERT (VD_SIGHT_OBSERVER_POINTS == 3 && VD_SIGHT_LINES <= 32);
  return vd_sight_box_meets_local (local[1], t[0], hw, hd) &&
         vd_sight_box_meets_local (local[2], t[last], hw, hd) &&
         vd_sight_box_meets_local (local[2], t[0], hw, hd) &&
         vd_sight_box_meets_local (local[1], t[last], hw, hd);
}

/* The lines from observer point 0, one a position: shifted by l, point l's. */
#define POINT_LINES 0x249249u

/* Which of the OPEN lines (bit p × points + l for line l of position p) unit C blocks, its
 * points in its frame at LOCAL. */
static guint32
unit_blocks_lines (const VdSight *sight, const VdSightCandidate *c, const VdPoint *local,
                   guint32 open)
{
  const VdSightUnit *u = &sight->units[c->index];
  const VdPoint *t = local + VD_SIGHT_OBSERVER_POINTS;
  const guint last = VD_SIGHT_TARGET_POSITIONS - 1;
  double hw = u->half_frontage, hd = u->half_depth;
  guint32 blocked = 0;

  G_STATIC_ASSERT (VD_SIGHT_TARGET_POSITIONS == 8 && VD_SIGHT_LINES_PER_POSITION == 3);
  for (guint l = 0; l < VD_SIGHT_LINES_PER_POSITION; l++)
    {
      /* The lines from a point already all blocked by what came before are left alone. */
      if (!(open & (POINT_LINES << l)))
        continue;
      /* The box being convex, the lines from one point it blocks end on one stretch of the
       * target's edge: blocking those to both end positions, it blocks those between. */
      if (vd_sight_box_meets_local (local[l], t[0], hw, hd) &&
          vd_sight_box_meets_local (local[l], t[last], hw, hd))
        {
          for (guint p = 0; p < VD_SIGHT_TARGET_POSITIONS; p++)
            blocked |= 1u << (p * VD_SIGHT_LINES_PER_POSITION + l);
          continue;
        }
      for (guint p = 0; p < VD_SIGHT_TARGET_POSITIONS; p++)
        {
          guint k = p * VD_SIGHT_LINES_PER_POSITION + l;

          if ((open & (1u << k)) && vd_sight_box_meets_local (local[l], t[p], hw, hd))
            blocked |= 1u << k;
        }
    }
  return blocked & open;
}

/* The item of crest or feature C. */
static inline guint
terrain_item (const VdSight *sight, const VdSightCandidate *c)
{
  return c->check == VD_SIGHT_CHECK_CREST ? c->index : sight->crests->len + c->index;
}

/* The OPEN lines (bit p × points + l for line l of position p) that crest or feature C leaves
 * open, tried lowest first: a bit scan, not a mispredicted test per line. */
static guint32
left_open (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
           const VdSightCandidate *c, guint32 open)
{
  /* In a matrix row, a crest or area blocking the pair whole blocks the lines that surely meet
   * it, seen from their observer point, without the exact test. */
  gboolean sure = scratch->surely_owner == (int) pair->observer_index &&
                  c->mode == VD_SIGHT_MODE_BLOCKS;
  guint item = terrain_item (sight, c);

  for (guint32 left = open; left != 0; left &= left - 1)
    {
      guint k = (guint) __builtin_ctz (left);
      guint p = k / VD_SIGHT_LINES_PER_POSITION, l = k % VD_SIGHT_LINES_PER_POSITION;
      VdSightLine line = line_of (pair, p, l);
      VdSightRule rule;

      if (sure)
        {
          const VdSightSurely *s = surely_of (sight, scratch, item, l, line.a);
          VdPoint d = vd_point (line.b.x - line.a.x, line.b.y - line.a.y);
          double direction = d.x != 0 || d.y != 0 ? vd_sight_pseudo_angle (d.x, d.y) : -1;

          if (direction >= 0 && direction < s->lo)
            direction += 4;
          if (direction > s->lo && direction < s->hi && d.x * d.x + d.y * d.y > s->far2)
            {
              open &= ~(1u << k);
              continue;
            }
        }
      if (vd_sight_line_blocked (sight, pair, scratch, c, &line, &rule))
        open &= ~(1u << k);
    }
  return open;
}

/* Notes C as blocking a line of the pair, when the scratch keeps what blocks (one unit
 * across several lines is noted once). */
static inline void
note_blocker (const VdSight *sight, VdSightScratch *scratch, const VdSightCandidate *c)
{
  VdSightBlockers *b = scratch->blockers;

  if (G_LIKELY (b == NULL))
    return;
  if (c == NULL)  /* the reference's lines: blocked by whatever, not by one thing */
    b->unknown = TRUE;
  else if (c->check != VD_SIGHT_CHECK_UNIT)
    {
      guint item = terrain_item (sight, c);
      VdRect box = sight->boxes[item].bounds;

      /* Rounded outwards: a box in doubt meets more changes, which is safe. */
      if (!b->has_terrain)
        {
          b->terrain[0] = b->terrain[1] = G_MAXFLOAT;
          b->terrain[2] = b->terrain[3] = -G_MAXFLOAT;
        }
      b->terrain[0] = MIN (b->terrain[0], nextafterf ((float) box.x0, -G_MAXFLOAT));
      b->terrain[1] = MIN (b->terrain[1], nextafterf ((float) box.y0, -G_MAXFLOAT));
      b->terrain[2] = MAX (b->terrain[2], nextafterf ((float) box.x1, G_MAXFLOAT));
      b->terrain[3] = MAX (b->terrain[3], nextafterf ((float) box.y1, G_MAXFLOAT));
      b->has_terrain = TRUE;
    }
  else
    {
      for (guint i = 0; i < b->n_units; i++)
        if (b->units[i] == c->index)
          return;
      if (b->n_units < VD_SIGHT_BLOCKER_UNITS)
        b->units[b->n_units++] = c->index;
      else
        b->unknown = TRUE;
    }
}

/* What may shape LINE, a deciding line whose blockers scan_fan has just listed from its bin:
 * what it found reaching the line there, but what blocks (a deciding line meets none of it),
 * then the bin's items that never block, and the hills and obstacles, in no fan. */
static const VdSightList *
shaping_candidates (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                    const VdSightLine *line)
{
  VdSightFanBin rest = scratch->line_bin;
  guint n_reaching;

  scratch->line.n = 0;
  list_reaching (sight, scratch, pair, scratch->n_line_reaching, VD_SIGHT_MODE_BLOCKS);
  rest.entries += rest.n_blockers;
  n_reaching = reaching_entries (sight, scratch, &rest, rest.n - rest.n_blockers, TRUE);
  list_reaching (sight, scratch, pair, n_reaching, -1);
  for (guint i = 0, n_near = pair_shapers (sight, scratch, pair); i < n_near; i++)
    {
      guint item = scratch->near_shapers[i];

      if (vd_sight_rects_meet (sight->boxes[item].bounds, line->bounds))
        scratch->line.items[scratch->line.n++] = vd_sight_classify (sight, scratch, pair, item);
    }
  return &scratch->line;
}

/* The rules that shaped a visible answer, told as each deciding LINE is found, LIST what
 * line_candidates gave for its blockers: whatever it meets without being blocked (crests seen
 * over, hills, woods and buildings seen over or out of, obstacles, units that do not mask).
 * Each is told once, however many lines meet it, whatever their order. */
static void
shape_line (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
            const VdSightList *list, const VdSightLine *line)
{
  /* The hull's list holds everything; a fan's, only what may block. */
  if (list == &scratch->line)
    list = shaping_candidates (sight, scratch, pair, line);
  for (guint i = 0; i < list->n; i++)
    {
      VdSightCandidate *c = (VdSightCandidate *) list->items[i];
      VdSightRule rules[2];
      int n;

      /* Stretches in a wood may give WOOD-5 on one line and WOOD-6 on another. */
      if (c->mode == VD_SIGHT_MODE_BLOCKS || (c->reported && c->mode != VD_SIGHT_MODE_STRETCH))
        continue;
      n = vd_sight_line_shapes (sight, pair, scratch, c, line, rules);
      for (int k = 0; k < n; k++)
        vd_sight_add_reasons (sight, pair, &scratch->shaping_reasons, c, rules[k], FALSE);
      c->reported |= n > 0;
    }
}

/* The four outer lines of PAIR: from the side observer points to the end positions. */
static inline void
outer_lines (const VdSightPair *pair, VdSightLine outer[4])
{
  const VdPoint *o = pair->observer->observer_points;
  const VdPoint *t = pair->target->target_points[pair->facing];

  outer[0] = vd_sight_line (o[1], t[0]);
  outer[1] = vd_sight_line (o[2], t[VD_SIGHT_TARGET_POSITIONS - 1]);
  outer[2] = vd_sight_line (o[2], t[0]);
  outer[3] = vd_sight_line (o[1], t[VD_SIGHT_TARGET_POSITIONS - 1]);
}

/* Whether C, which blocks the line between, blocks every line of PAIR on its own (LOCAL: room
 * for a unit's frame). */
static gboolean
blocks_all (const VdSight *sight, const VdSightPair *pair, const VdSightCandidate *c,
            VdPoint *local)
{
  VdSightLine outer[4];

  if (c->check == VD_SIGHT_CHECK_UNIT)
    {
      to_unit_frame_outer (sight, pair, c, local);
      return unit_blocks_all (sight, c, local);
    }
  outer_lines (pair, outer);
  return vd_sight_feature_blocks_all (sight, c, outer);
}

/* Decides each target position: seen when one of its lines is clear, the first clear line
 * in order being its deciding line (DECISIVE, or -1). The lines are first tried against what
 * blocks the line between the two, which settles most hidden targets without looking further,
 * then against whatever else may meet them; with reasons wanted, what shapes each deciding line
 * is told as it is found (shape_line). Returns the positions seen. */
static guint
trace_lines (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
             int decisive[VD_SIGHT_TARGET_POSITIONS])
{
  gboolean blocked[VD_SIGHT_LINES];
  const VdSightCandidate *hint = NULL;
  guint32 open = (1u << VD_SIGHT_LINES) - 1;
  VdPoint local[MAX_LOCAL_UNITS][VD_SIGHT_OBSERVER_POINTS + VD_SIGHT_TARGET_POSITIONS];
  guint n_seen = 0, n_units;
  /* A matrix row's pair, unless what blocks it is being noted (vd_sight_pair_sees): the row's
   * hint below notes nothing. */
  gboolean in_row = scratch->surely_owner == (int) pair->observer_index && scratch->blockers == NULL;

  find_between (sight, scratch, pair);
  /* In a matrix row, targets come by direction, and neighbours mostly hide behind the same
   * thing: what settled the last one is tried first, when it blocks this line between too. */
  if (in_row && scratch->row_blocker != 0)
    for (guint i = 0; i < scratch->quick.n; i++)
      if (scratch->quick.items[i]->key == scratch->row_blocker)
        {
          if (blocks_all (sight, pair, scratch->quick.items[i], local[0]))
            return 0;
          break;
        }
  /* Against what blocks the line between them: a unit across all the lines settles it; else
   * each, units first, against all the lines still open. The reference skips this and tries
   * everything on every line. */
  for (n_units = 0; sight->grid != NULL && n_units < MIN (scratch->quick.n, MAX_LOCAL_UNITS) &&
                    scratch->quick.items[n_units]->check == VD_SIGHT_CHECK_UNIT; n_units++)
    {
      to_unit_frame_outer (sight, pair, scratch->quick.items[n_units], local[n_units]);
      if (unit_blocks_all (sight, scratch->quick.items[n_units], local[n_units]))
        {
          note_blocker (sight, scratch, scratch->quick.items[n_units]);
          scratch->row_blocker = in_row ? scratch->quick.items[n_units]->key : 0;
          return 0;
        }
    }
  /* A crest or feature across all the lines settles it as well, tried on the four outer ones. */
  if (sight->grid != NULL && n_units < scratch->quick.n)
    {
      VdSightLine outer[4];

      outer_lines (pair, outer);
      for (guint i = 0; i < scratch->quick.n; i++)
        if (scratch->quick.items[i]->check != VD_SIGHT_CHECK_UNIT &&
            vd_sight_feature_blocks_all (sight, scratch->quick.items[i], outer))
          {
            note_blocker (sight, scratch, scratch->quick.items[i]);
            scratch->row_blocker = in_row ? scratch->quick.items[i]->key : 0;
            return 0;
          }
    }
  /* Every unit first, then the crests and features on the lines still open: which lines stay
   * open does not depend on the order, and units cost far less a line. */
  for (guint i = 0; sight->grid != NULL && i < scratch->quick.n && open != 0; i++)
    if (scratch->quick.items[i]->check == VD_SIGHT_CHECK_UNIT)
      {
        guint32 shut;

        if (i >= n_units)
          to_unit_frame (sight, pair, scratch->quick.items[i], local[0]);
        else
          to_unit_frame_rest (sight, pair, scratch->quick.items[i], local[i]);
        shut = unit_blocks_lines (sight, scratch->quick.items[i], local[i < n_units ? i : 0], open);
        if (shut != 0)
          note_blocker (sight, scratch, scratch->quick.items[i]);
        open &= ~shut;
      }
  for (guint i = 0; sight->grid != NULL && i < scratch->quick.n && open != 0; i++)
    if (scratch->quick.items[i]->check != VD_SIGHT_CHECK_UNIT)
      {
        guint32 still = left_open (sight, scratch, pair, scratch->quick.items[i], open);

        if (still != open)
          note_blocker (sight, scratch, scratch->quick.items[i]);
        open = still;
      }
  if (open == 0)
    return 0;
  for (guint k = 0; k < VD_SIGHT_LINES; k++)
    blocked[k] = !(open & (1u << k));

  for (guint p = 0; p < VD_SIGHT_TARGET_POSITIONS; p++)
    {
      decisive[p] = -1;
      for (guint l = 0; l < VD_SIGHT_LINES_PER_POSITION; l++)
        {
          const VdSightList *list;
          VdSightLine line;

          if (blocked[p * VD_SIGHT_LINES_PER_POSITION + l])
            continue;
          line = line_of (pair, p, l);
          list = line_candidates (sight, scratch, pair, l, &line);
          if (!blocked_by_any (sight, scratch, pair, list, &hint, &line))
            {
              decisive[p] = (int) l;
              n_seen++;
              /* Its list is at hand: no other line needs it. */
              if (scratch->want & VD_SIGHT_WANT_REASONS)
                shape_line (sight, scratch, pair, list, &line);
              break;
            }
          note_blocker (sight, scratch, hint);
        }
      /* Visibility alone is settled by the first position seen. */
      if (n_seen > 0 && !(scratch->want & (VD_SIGHT_WANT_SHARE | VD_SIGHT_WANT_REASONS)))
        break;
    }
  return n_seen;
}

/* A hidden pair that terrain blocked in part: whether the units across the line between the
 * two block every line on their own, noted in the scratch's blockers when they do. */
static void
note_units_alone (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair)
{
  VdSightBlockers *b = scratch->blockers;
  const guint32 all = (1u << VD_SIGHT_LINES) - 1;
  VdPoint local[VD_SIGHT_OBSERVER_POINTS + VD_SIGHT_TARGET_POSITIONS];
  guint32 shut = 0;
  guint n = 0;

  for (guint i = 0; i < scratch->quick.n && shut != all; i++)
    {
      const VdSightCandidate *c = scratch->quick.items[i];
      guint32 more;

      if (c->check != VD_SIGHT_CHECK_UNIT)
        continue;
      to_unit_frame (sight, pair, c, local);
      more = unit_blocks_lines (sight, c, local, all & ~shut);
      if (more == 0)
        continue;
      if (n == VD_SIGHT_BLOCKER_UNITS)
        return;
      b->alone[n++] = c->index;
      shut |= more;
    }
  if (shut == all)
    b->n_alone = n;
}

/* Why a hidden target is hidden: what blocks the line between the two; when that line is
 * clear (the target hides behind several things, none of them on it), the first thing in
 * check order blocking each line. */
static void
hidden_reasons (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair)
{
  vd_sight_add_blocked_reasons (sight, pair, &scratch->blocked_reasons, scratch->between.items,
                                scratch->between_rules, scratch->between.n);
  if (scratch->between.n > 0)
    return;
  for (guint p = 0; p < VD_SIGHT_TARGET_POSITIONS; p++)
    for (guint l = 0; l < VD_SIGHT_LINES_PER_POSITION; l++)
      {
        VdSightLine line = line_of (pair, p, l);
        VdSightList *list = (VdSightList *) line_candidates (sight, scratch, pair, l, &line);

        vd_sight_sort_list (list);
        for (guint j = 0; j < list->n; j++)
          {
            VdSightCandidate *c = (VdSightCandidate *) list->items[j];
            VdSightRule rule;

            if (c->mode != VD_SIGHT_MODE_SHAPES &&
                vd_sight_line_blocked (sight, pair, scratch, c, &line, &rule))
              {
                /* A unit across several lines is counted once. */
                if (c->check != VD_SIGHT_CHECK_UNIT || !c->reported)
                  vd_sight_add_reasons (sight, pair, &scratch->blocked_reasons, c, rule, TRUE);
                c->reported = TRUE;
                break;
              }
          }
      }
}

/* Whether crest CREST meets the region between the battery's whole footprint and POINT (their
 * convex hull HULL, N points): some base of the battery is not beyond that crest line. */
static gboolean
crest_between (const VdSight *sight, guint crest, const VdPoint *hull, guint n, VdRect bounds)
{
  const VdSightCrest *c = &g_array_index (sight->crests, VdSightCrest, crest);

  if (!vd_sight_rects_meet (c->bounds, bounds))
    return FALSE;
  if (c->n_points == 1)
    return vd_sight_polygon_contains (hull, n, &c->points[0]);
  for (guint k = 1; k < c->n_points; k++)
    {
      VdSightLine piece = vd_sight_line (c->points[k - 1], c->points[k]);

      if (vd_sight_polygon_meets (hull, n, &piece))
        return TRUE;
    }
  return FALSE;
}

/* The hull of the battery's footprint and POINT, into HULL (room for 5); returns its size. */
static guint
bases_hull (const VdSightUnit *battery, VdPoint point, VdPoint hull[5], VdRect *bounds)
{
  VdPoint points[5] = { battery->corners[0], battery->corners[1], battery->corners[2],
                        battery->corners[3], point };
  guint n = vd_sight_convex_hull (points, 5, hull);

  *bounds = vd_rect_empty ();
  for (guint i = 0; i < n; i++)
    *bounds = vd_rect_union_point (*bounds, hull[i]);
  return n;
}

/* CREST-4: a battery firing downhill must have its bases beyond the crest line: ALL of them,
 * its whole footprint, on the target's side of every crest line. It may see across a crest
 * (CREST-2), but it may fire only if, for some target position it sees, no crest line meets
 * the region between its footprint and that position; otherwise CREST-4, by each hill whose
 * crest lies there, tells that it sees but may not fire. When it applies at all is
 * vd_sight_battery_downhill's (HILL-1: the plateau exception). */
static void
battery_fires_downhill (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                        const int decisive[VD_SIGHT_TARGET_POSITIONS])
{
  guint n_crests = sight->crests->len;
  gboolean few[64] = { FALSE };
  g_autofree gboolean *many = NULL;
  gboolean *between = few;

  if (!vd_sight_battery_downhill (sight, pair) || n_crests == 0)
    return;
  if (n_crests > G_N_ELEMENTS (few))
    between = many = g_new0 (gboolean, n_crests);
  for (guint p = 0; p < VD_SIGHT_TARGET_POSITIONS; p++)
    {
      VdPoint hull[5];
      VdRect bounds;
      guint n;
      gboolean clear = TRUE;

      if (decisive[p] < 0)
        continue;
      n = bases_hull (pair->observer, pair->target->target_points[pair->facing][p], hull, &bounds);
      for (guint c = 0; c < n_crests; c++)
        if (crest_between (sight, c, hull, n, bounds))
          {
            between[c] = TRUE;
            clear = FALSE;
          }
      if (clear)
        return;
    }
  for (guint c = 0; c < n_crests; c++)
    {
      VdSightCandidate crest = { 0 };

      if (!between[c])
        continue;
      crest.check = VD_SIGHT_CHECK_CREST;
      crest.index = c;
      vd_sight_add_reasons (sight, pair, &scratch->shaping_reasons, &crest, VD_SIGHT_RULE_CREST_4,
                            FALSE);
    }
}

/* Onto the row's reasons: the gathered ones, each rule's units by the unit named, then the
 * cover's unless already told; returns how many. */
static guint
emit_reasons (const VdSight *sight, VdSightScratch *scratch, VdSightReasons *entries,
              const VdReason *cover)
{
  gboolean with_cover = cover->rule != NULL;
  VdReason *out;
  guint n;

  for (guint i = 0; with_cover && i < entries->n; i++)
    with_cover = !(entries->reasons[i].by == cover->by && g_str_equal (entries->reasons[i].rule, cover->rule));
  n = entries->n + entries->n_groups + (with_cover ? 1 : 0);
  if (scratch->row == NULL || scratch->row_n + n > scratch->row->capacity)
    scratch->row = vd_sight_reason_block_resize (scratch->row, MAX (2 * (scratch->row_n + n) + 1024,
                                                                    scratch->row_hint));
  out = scratch->row->reasons + scratch->row_n;
  if (entries->n > 0)
    memcpy (out, entries->reasons, entries->n * sizeof (VdReason));
  out += entries->n;
  /* Few rules: an insertion sort. */
  for (guint i = 1; i < entries->n_groups; i++)
    {
      VdSightUnitGroup g = entries->groups[i];
      guint k = i;

      for (; k > 0 && (entries->groups[k - 1].unit > g.unit ||
                       (entries->groups[k - 1].unit == g.unit && entries->groups[k - 1].sub > g.sub)); k--)
        entries->groups[k] = entries->groups[k - 1];
      entries->groups[k] = g;
    }
  for (guint i = 0; i < entries->n_groups; i++)
    *out++ = (VdReason) { entries->groups[i].rule, sight->units[entries->groups[i].unit].id,
                          entries->groups[i].count };
  if (with_cover)
    *out = (VdReason) { cover->rule, cover->by, 1 };
  scratch->row_n += n;
  return n;
}

VdPoint
vd_sight_pair_end (const VdSight *sight, guint observer, guint target, guint *which)
{
  const VdSightUnit *o = &sight->units[observer], *t = &sight->units[target];
  VdPoint towards = vd_point (o->front_centre.x - t->centre.x, o->front_centre.y - t->centre.y);

  *which = towards.x * t->forward.x + towards.y * t->forward.y >= 0 ? 0 : 1;
  return *which == 0 ? t->front_centre : vd_point_lerp (t->corners[3], t->corners[2], 0.5);
}

void
vd_sight_answer_pair (const VdSight *sight, VdSightScratch *scratch, guint observer, guint target,
                      VdSightAnswer *answer)
{
  VdSightPair pair = { observer, target, &sight->units[observer], &sight->units[target] };
  const VdSightUnit *t = pair.target;
  int decisive[VD_SIGHT_TARGET_POSITIONS];
  VdReason cover;
  guint n_seen = 0;

  pair.distance = vd_sight_unit_distance (pair.observer, t) / sight->mm_per_pace;
  pair.masking = &sight->masking_codes[pair.observer->klass * VD_N_ARMS * VD_N_FORMATIONS *
                                       VD_N_ARMS * VD_N_FORMATIONS + t->klass];
  pair.between = vd_sight_line (pair.observer->front_centre,
                                vd_sight_pair_end (sight, observer, target, &pair.facing));
  /* The reference searches the observer's lists for every pair, as it always did. */
  pair.observer_facts = sight->grid != NULL ? vd_sight_observer_facts (sight, scratch, observer)
                                            : NULL;
  vd_sight_reasons_reset (&scratch->blocked_reasons, sight->n_rule_ids);
  vd_sight_reasons_reset (&scratch->shaping_reasons, sight->n_rule_ids);
  if (scratch->blockers != NULL)
    /* The reference tries everything on every line and keeps no one blocker a line. */
    *scratch->blockers = (VdSightBlockers) { .unknown = sight->grid == NULL };
  if (++scratch->pair_stamp == 0)
    {
      memset (scratch->memo_stamps, 0, vd_sight_n_items (sight) * sizeof (guint32));
      memset (scratch->target_stamps, 0, vd_sight_n_items (sight) * sizeof (guint32));
      scratch->hull_stamp = 0;
      scratch->shapers_stamp = 0;
      scratch->pair_stamp = 1;
    }

  answer->observer = pair.observer->unit;
  answer->target = t->unit;
  answer->distance = pair.distance;
  cover = (VdReason) { NULL, NULL };
  answer->cover = scratch->want & (VD_SIGHT_WANT_COVER | VD_SIGHT_WANT_REASONS)
                  ? vd_sight_cover (sight, &pair, &cover) : VD_COVER_NONE;
  /* Concealment is decided before the lines: a hidden target needs none. */
  if (!vd_sight_concealment (sight, &pair, scratch))
    {
      n_seen = trace_lines (sight, scratch, &pair, decisive);
      if (n_seen == 0 && scratch->blockers != NULL && scratch->blockers->has_terrain &&
          sight->grid != NULL)
        note_units_alone (sight, scratch, &pair);
      if (!(scratch->want & VD_SIGHT_WANT_REASONS))
        ;
      /* A visible target's deciding lines told what shaped them as they were found. */
      else if (n_seen > 0)
        battery_fires_downhill (sight, scratch, &pair, decisive);
      else
        hidden_reasons (sight, scratch, &pair);
    }
  answer->visible = n_seen > 0;
  /* Without the share, the first position seen settled it: 1 for seen. */
  answer->visible_share = scratch->want & (VD_SIGHT_WANT_SHARE | VD_SIGHT_WANT_REASONS)
                          ? (double) n_seen / VD_SIGHT_TARGET_POSITIONS : (n_seen > 0 ? 1.0 : 0.0);
  if (!(scratch->want & VD_SIGHT_WANT_REASONS))
    {
      answer->n_reasons = 0;
      return;
    }
  /* A hidden target's reasons are what hides it (formats.md §3); its cover stays in ->cover. */
  if (!answer->visible)
    cover.rule = NULL;
  answer->n_reasons = emit_reasons (sight, scratch, answer->visible ? &scratch->shaping_reasons
                                                                    : &scratch->blocked_reasons,
                                    &cover);
}
