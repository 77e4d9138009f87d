#include "vd-sight-private.h"

#include "vd-sight-geometry.h"

static inline const VdFeature *
feature_at (const VdSight *sight, guint index)
{
  return sight->features[index].feature;
}

static inline const VdSightCrest *
crest_at (const VdSight *sight, guint index)
{
  return &g_array_index (sight->crests, VdSightCrest, index);
}

static inline const char *
candidate_by (const VdSight *sight, const VdSightCandidate *candidate)
{
  if (candidate->check == VD_SIGHT_CHECK_UNIT)
    return sight->units[candidate->index].id;
  if (candidate->check == VD_SIGHT_CHECK_CREST)
    return crest_at (sight, candidate->index)->id;
  return sight->features[candidate->index].id;
}

static void
add_reason_slowly (VdSightReasons *reasons, guint64 key, const char *rule, const char *by)
{
  guint i = reasons->n;

  /* One key per rule and thing responsible: kept sorted, each once. */
  for (; i > 0 && reasons->keys[i - 1] >= key; i--)
    if (reasons->keys[i - 1] == key)
      return;
  if (reasons->n == reasons->capacity)
    {
      reasons->capacity = MAX (16, 2 * reasons->capacity);
      reasons->keys = g_renew (guint64, reasons->keys, reasons->capacity);
      reasons->reasons = g_renew (VdReason, reasons->reasons, reasons->capacity);
    }
  memmove (&reasons->keys[i + 1], &reasons->keys[i], (reasons->n - i) * sizeof (guint64));
  memmove (&reasons->reasons[i + 1], &reasons->reasons[i], (reasons->n - i) * sizeof (VdReason));
  reasons->keys[i] = key;
  reasons->reasons[i] = (VdReason) { rule, by, 1 };
  reasons->n++;
}

static inline void
add_reason (VdSightReasons *reasons, VdSightCheck check, guint index, guint sub, const char *rule,
            const char *by)
{
  guint64 key = (guint64) check << 56 | (guint64) index << 16 | sub;
  guint n = reasons->n;

  /* Mostly they come in order. */
  if (G_LIKELY (n < reasons->capacity && (n == 0 || reasons->keys[n - 1] < key)))
    {
      reasons->keys[n] = key;
      reasons->reasons[n] = (VdReason) { rule, by, 1 };
      reasons->n = n + 1;
    }
  else
    add_reason_slowly (reasons, key, rule, by);
}

/* Counts COUNT units, of which UNIT is the nearest (DISTANCE2 from the observer), in group G:
 * named by the nearest. */
static inline void
count_in_group (VdSightUnitGroup *g, guint unit, guint sub, double distance2, guint count)
{
  g->count += count;
  if (distance2 < g->distance2 || (distance2 == g->distance2 && unit < g->unit))
    {
      g->unit = unit;
      g->sub = sub;
      g->distance2 = distance2;
    }
}

/* Counts COUNT units, of which UNIT is the nearest (DISTANCE2 from the observer), under rule
 * RULES[K] (its number ID), the SUB-th of their reasons: a rule's units are few kinds but may
 * be many, so one reason stands for them all. */
static inline void
add_unit_reason (VdSightReasons *reasons, guint id, const char *const *rules, guint k, guint unit,
                 guint sub, double distance2, guint count)
{
  const char *rule;

  if (reasons->id_stamps[id] == reasons->stamp)
    {
      count_in_group (&reasons->groups[reasons->id_groups[id]], unit, sub, distance2, count);
      return;
    }
  if (reasons->n_groups == reasons->groups_capacity)
    {
      reasons->groups_capacity = MAX (8, 2 * reasons->groups_capacity);
      reasons->groups = g_renew (VdSightUnitGroup, reasons->groups, reasons->groups_capacity);
    }
  /* Named by the first unit's row's copy of the rule, as it always was. */
  rule = rules[k];
  reasons->id_stamps[id] = reasons->stamp;
  reasons->id_groups[id] = reasons->n_groups;
  reasons->groups[reasons->n_groups++] = (VdSightUnitGroup) { rule, unit, sub, distance2, count };
}

/* Counts COUNT units blocking by masking row ROW (its place in masking_rows + 1), of which
 * UNIT is the nearest (DISTANCE2 from the observer), under each of the row's rules. */
static inline void
add_row_reasons (const VdSight *sight, VdSightReasons *entries, guint row, guint unit,
                 double distance2, guint count)
{
  const VdMaskingRow *masking = g_ptr_array_index (sight->masking_rows, row - 1);
  guint first = sight->row_rule_start[row - 1], last = sight->row_rule_start[row];

  for (guint k = first; k < last; k++)
    add_unit_reason (entries, sight->row_rule_ids[k], (const char *const *) masking->rules,
                     k - first, unit, 0x100 + (k - first), distance2, count);
}

/* Always inlined: the blocked reasons' loop tells most of a hidden pair's crests and
 * features, and a call would cost as much as telling them. */
G_ALWAYS_INLINE static inline void
add_reasons (const VdSight *sight, const VdSightPair *pair, VdSightReasons *entries,
             const VdSightCandidate *candidate, VdSightRule rule, gboolean blocks)
{
  /* Ordered by what is responsible: a crest's hill, so one reason has one place. */
  guint index = candidate->check == VD_SIGHT_CHECK_CREST ? crest_at (sight, candidate->index)->hill
                                                         : candidate->index;
  const char *by;

  if (candidate->check == VD_SIGHT_CHECK_UNIT)
    {
      VdPoint from = pair->observer->front_centre, at = sight->units[index].centre;
      double d2 = (at.x - from.x) * (at.x - from.x) + (at.y - from.y) * (at.y - from.y);

      if (candidate->row == 0)
        add_unit_reason (entries, sight->engine_rule_ids[rule], sight->rules, rule, index, rule,
                         d2, 1);
      else
        add_row_reasons (sight, entries, candidate->row, index, d2, 1);
      return;
    }
  by = candidate_by (sight, candidate);
  add_reason (entries, candidate->check, index, rule, sight->rules[rule], by);
  /* A crest that blocks does so because crest lines always block (CREST-1, SIGHT-3). */
  if (candidate->check == VD_SIGHT_CHECK_CREST && blocks)
    {
      add_reason (entries, candidate->check, index, VD_SIGHT_RULE_CREST_1,
                  sight->rules[VD_SIGHT_RULE_CREST_1], by);
      add_reason (entries, candidate->check, index, VD_SIGHT_RULE_SIGHT_3,
                  sight->rules[VD_SIGHT_RULE_SIGHT_3], by);
    }
}

void
vd_sight_add_reasons (const VdSight *sight, const VdSightPair *pair, VdSightReasons *entries,
                      const VdSightCandidate *candidate, VdSightRule rule, gboolean blocks)
{
  add_reasons (sight, pair, entries, candidate, rule, blocks);
}

/* Units blocking by one masking row, told together: how many, and the nearest. */
typedef struct {
  guint  row;
  guint  count;
  guint  unit;
  double distance2;
} RowUnits;

#define MAX_ROW_UNITS 8

void
vd_sight_add_blocked_reasons (const VdSight *sight, const VdSightPair *pair,
                              VdSightReasons *entries, const VdSightCandidate *const *candidates,
                              const VdSightRule *rules, guint n)
{
  VdPoint from = pair->observer->front_centre;
  RowUnits rows[MAX_ROW_UNITS];
  guint n_rows = 0;

  /* A row's units add to the same groups: counted by row first, each group is told once a
   * row, not once a unit. Rows are told in the order they first come, so a group is named by
   * the same row's copy of its rule as when its units are told one by one. */
  for (guint i = 0; i < n; i++)
    {
      const VdSightCandidate *c = candidates[i];
      VdPoint at;
      double d2;
      guint r;

      if (c->check != VD_SIGHT_CHECK_UNIT)
        {
          add_reasons (sight, pair, entries, c, rules[i], TRUE);
          continue;
        }
      /* The rows so far are told before a unit of no row (its rule may be theirs) or a row
       * past those kept. */
      if (c->row == 0 || n_rows == MAX_ROW_UNITS)
        {
          for (r = 0; r < n_rows; r++)
            add_row_reasons (sight, entries, rows[r].row, rows[r].unit, rows[r].distance2,
                             rows[r].count);
          n_rows = 0;
        }
      if (c->row == 0)
        {
          add_reasons (sight, pair, entries, c, rules[i], TRUE);
          continue;
        }
      at = sight->units[c->index].centre;
      d2 = (at.x - from.x) * (at.x - from.x) + (at.y - from.y) * (at.y - from.y);
      for (r = n_rows; r > 0 && rows[r - 1].row != c->row; r--)
        ;
      if (r > 0)
        {
          RowUnits *u = &rows[r - 1];

          u->count++;
          if (d2 < u->distance2 || (d2 == u->distance2 && c->index < u->unit))
            {
              u->unit = c->index;
              u->distance2 = d2;
            }
          continue;
        }
      rows[n_rows++] = (RowUnits) { c->row, 1, c->index, d2 };
    }
  for (guint r = 0; r < n_rows; r++)
    add_row_reasons (sight, entries, rows[r].row, rows[r].unit, rows[r].distance2, rows[r].count);
}

/* What FEATURE is to the pair's observer (VD_SIGHT_OBSERVER_*): its facts worked out once, or
 * for the reference its lists searched. */
static inline guint8
observer_facts (const VdSight *sight, const VdSightPair *pair, guint feature)
{
  const VdSightUnit *o = pair->observer;

  if (pair->observer_facts != NULL)
    return pair->observer_facts[sight->crests->len + feature];
  for (guint i = 0; o->in_woods && i < o->woods->len; i++)
    {
      const VdSightTerrainRef *wood = &g_array_index (o->woods, VdSightTerrainRef, i);

      if (wood->feature == feature)
        return VD_SIGHT_OBSERVER_IN |
               (wood->rule == VD_SIGHT_RULE_WOOD_6 ? VD_SIGHT_OBSERVER_EDGE : 0);
    }
  return vd_sight_unit_in (o->buildings, feature) || vd_sight_unit_in (o->marshes, feature)
         ? VD_SIGHT_OBSERVER_IN : 0;
}

/* CREST-1, CREST-2, CREST-3, SIGHT-3: a crest line blocks the lines crossing it, except that a
 * target within one base length of it is seen once it has revealed itself, and, the target
 * being farther, an observer within one base length of it sees over. */
static void
crest_decide (const VdSightPair *pair, guint crest, VdSightCandidate *c)
{
  c->check = VD_SIGHT_CHECK_CREST;
  if ((pair->target->holds & VD_SIGHT_HOLDS_CRESTS) &&
      vd_sight_unit_in (pair->target->crests, crest))
    {
      c->mode = pair->target->unit->revealed ? VD_SIGHT_MODE_SHAPES : VD_SIGHT_MODE_BLOCKS;
      c->rule = VD_SIGHT_RULE_CREST_2;
    }
  else if (pair->observer_facts != NULL
           ? (pair->observer_facts[crest] & VD_SIGHT_OBSERVER_NEAR_CREST) != 0
           : vd_sight_unit_in (pair->observer->crests, crest))
    {
      c->mode = VD_SIGHT_MODE_SHAPES;
      c->rule = VD_SIGHT_RULE_CREST_2;
    }
  else
    {
      c->mode = VD_SIGHT_MODE_BLOCKS;
      c->rule = VD_SIGHT_RULE_CREST_3;
    }
}

/* WOOD-7: the wood-fire distance of WOOD, in paces (one place for a per-feature override). */
static double
wood_fire_paces (const VdSight *sight, guint wood)
{
  return vd_feature_distance_or (feature_at (sight, wood), sight->table->scale, "wood-fire", 1,
                                 sight->wood_fire);
}

/* WOOD-4, FIELD-2, ROCK-2: the detection distance of FEATURE, in paces (one place for a
 * per-feature override). */
static double
detection_paces (const VdSight *sight, guint feature)
{
  return vd_feature_distance_or (feature_at (sight, feature), sight->table->scale,
                                 "wood-detection", 1, sight->detection);
}

/* SIGHT-2, WOOD-7 (the pair's part): an observer higher than the wood sees over it; two units
 * in the same wood see through it within the wood-fire distance; otherwise the stretches of
 * each line inside it decide (wood_stretches). */
static void
wood_decide (const VdSight *sight, const VdSightPair *pair, guint feature, VdSightCandidate *c)
{
  guint8 facts = observer_facts (sight, pair, feature);

  c->check = VD_SIGHT_CHECK_WOOD;
  c->observer_in = (facts & VD_SIGHT_OBSERVER_IN) != 0;
  c->target_in = (pair->target->holds & VD_SIGHT_HOLDS_WOODS) &&
                 vd_sight_unit_in_wood (pair->target, feature);
  c->observer_edge = (facts & VD_SIGHT_OBSERVER_EDGE) != 0;
  c->target_edge = c->target_in && vd_sight_unit_near_wood_edge (pair->target, feature);
  c->rule = VD_SIGHT_RULE_SIGHT_2;
  if (pair->observer->level > sight->features[feature].level)
    c->mode = VD_SIGHT_MODE_SHAPES;
  else if (c->observer_in && c->target_in && pair->distance < wood_fire_paces (sight, feature))
    {
      c->mode = VD_SIGHT_MODE_SHAPES;
      c->rule = VD_SIGHT_RULE_WOOD_7;
    }
  else if (c->observer_in || c->target_in)
    c->mode = VD_SIGHT_MODE_STRETCH;
  else
    c->mode = VD_SIGHT_MODE_BLOCKS;
}

/* SIGHT-2, HOUSE-6 (the pair's part): a house or redoubt is seen over from higher up; one
 * holding the observer or the target leaves clear the stretch ending at it (area_stretches). */
static void
building_decide (const VdSight *sight, const VdSightPair *pair, guint feature, VdSightCandidate *c)
{
  c->check = VD_SIGHT_CHECK_BUILDING;
  c->observer_in = (observer_facts (sight, pair, feature) & VD_SIGHT_OBSERVER_IN) != 0;
  c->target_in = (pair->target->holds & VD_SIGHT_HOLDS_BUILDINGS) &&
                 vd_sight_unit_in (pair->target->buildings, feature);
  c->rule = VD_SIGHT_RULE_SIGHT_2;
  if (pair->observer->level > sight->features[feature].level)
    c->mode = VD_SIGHT_MODE_SHAPES;
  else if (c->observer_in || c->target_in)
    c->mode = VD_SIGHT_MODE_STRETCH;
  else
    c->mode = VD_SIGHT_MODE_BLOCKS;
}

/* MARSH-4, MARSH-3 (the pair's part): a marsh blocks sight; one holding the observer or the
 * target (pushed back into it, MARSH-2) leaves clear the stretch ending at it, as a house does
 * (Interpretation "levels"): a unit in a marsh is seen, and sees out (area_stretches). */
static void
marsh_decide (const VdSight *sight, const VdSightPair *pair, guint feature, VdSightCandidate *c)
{
  c->check = VD_SIGHT_CHECK_MARSH;
  c->rule = VD_SIGHT_RULE_MARSH_4;
  c->observer_in = (observer_facts (sight, pair, feature) & VD_SIGHT_OBSERVER_IN) != 0;
  c->target_in = (pair->target->holds & VD_SIGHT_HOLDS_MARSHES) &&
                 vd_sight_unit_in (pair->target->marshes, feature);
  c->mode = c->observer_in || c->target_in ? VD_SIGHT_MODE_STRETCH : VD_SIGHT_MODE_BLOCKS;
}

gint
vd_sight_masking_code_find (const VdSight *sight, const VdSightPair *pair, guint masker,
                            gint *slot)
{
  const VdMaskingRow *row = vd_masking_find (sight->table->masking, sight->ruleset->masking,
                                             pair->observer->unit, sight->units[masker].unit,
                                             pair->target->unit);
  int row_index = -1;
  gint code;

  for (guint i = 0; row != NULL && i < sight->masking_rows->len; i++)
    if (g_ptr_array_index (sight->masking_rows, i) == row)
      row_index = (int) i;
  code = 1 + (row == NULL || row->masks ? 1 : 0) + 2 * (row_index + 1);
  /* Threads racing here store the same code. */
  g_atomic_int_set (slot, code);
  return code;
}

/* What a crest or feature (INFO, its INDEX) does to the pair's lines; FALSE when nothing. */
static gboolean
feature_decide (const VdSight *sight, const VdSightPair *pair, const VdSightItemInfo *info,
                guint index, VdSightCandidate *out)
{
  *out = (VdSightCandidate) { 0 };
  out->index = index;
  if (info->check == VD_SIGHT_CHECK_CREST)
    crest_decide (pair, index, out);
  else if (info->check == VD_SIGHT_CHECK_WOOD)
    wood_decide (sight, pair, index, out);
  else if (info->check == VD_SIGHT_CHECK_BUILDING)
    building_decide (sight, pair, index, out);
  else if (info->check == VD_SIGHT_CHECK_MARSH)
    marsh_decide (sight, pair, index, out);
  else if (info->check == VD_SIGHT_CHECK_HILL)
    {
      out->check = VD_SIGHT_CHECK_HILL;
      out->rule = VD_SIGHT_RULE_HILL_4;
    }
  else if (info->check == VD_SIGHT_CHECK_OBSTACLE)
    {
      out->check = VD_SIGHT_CHECK_OBSTACLE;
      out->rule = VD_SIGHT_RULE_SIGHT_1;
    }
  else
    return FALSE;
  out->key = (guint32) out->check << 24 | index;
  return TRUE;
}

/* What ITEM does to PAIR, into C; FALSE when nothing. */
static inline gboolean
classify_into (const VdSight *sight, const VdSightPair *pair, guint item, VdSightCandidate *c)
{
  const VdSightItemInfo *info = &sight->info[item];
  guint n_crests = sight->crests->len, first_unit = n_crests + sight->n_features;

  if (info->check == VD_SIGHT_CHECK_UNIT)
    {
      guint unit = item - first_unit;

      if (unit == pair->observer_index || unit == pair->target_index)
        return FALSE;
      vd_sight_masker_decide (sight, pair, info, unit, c);
      return TRUE;
    }
  return feature_decide (sight, pair, info, item < n_crests ? item : item - n_crests, c);
}

/* What ITEM does to PAIR, kept in C, valid from now on where *STAMP_AT holds STAMP. */
static inline const VdSightCandidate *
classify_kept (const VdSight *sight, const VdSightPair *pair, guint item, VdSightCandidate *c,
               guint32 *stamp_at, guint32 stamp)
{
  *stamp_at = stamp;
  if (!classify_into (sight, pair, item, c))
    {
      c->check = VD_SIGHT_CHECK_NONE;
      return NULL;
    }
  return c;
}

const VdSightCandidate *
vd_sight_classify_item (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                        guint item)
{
  return classify_kept (sight, pair, item, &scratch->memo[item], &scratch->memo_stamps[item],
                        scratch->pair_stamp);
}

const VdSightCandidate *
vd_sight_classify_row (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                       guint item)
{
  return classify_kept (sight, pair, item, &scratch->row_class[item],
                        &scratch->row_class_stamps[item], scratch->surely_stamp);
}

static VdRect
candidate_bounds (const VdSight *sight, const VdSightCandidate *c)
{
  switch (c->check)
    {
    case VD_SIGHT_CHECK_CREST:
      return crest_at (sight, c->index)->bounds;
    case VD_SIGHT_CHECK_UNIT:
      return sight->units[c->index].bounds;
    default:
      return sight->features[c->index].bounds;
    }
}

/* Squared distance from CENTRE to LINE. */
static inline double
centre_distance2 (VdPoint centre, const VdSightLine *line)
{
  VdPoint d = vd_point (line->b.x - line->a.x, line->b.y - line->a.y);
  VdPoint w = vd_point (centre.x - line->a.x, centre.y - line->a.y);
  double dd = d.x * d.x + d.y * d.y, t = dd > 0 ? (w.x * d.x + w.y * d.y) / dd : 0;

  t = CLAMP (t, 0.0, 1.0);
  w = vd_point (w.x - t * d.x, w.y - t * d.y);
  return w.x * w.x + w.y * w.y;
}

gboolean
vd_sight_line_crosses_crest (const VdSight *sight, guint crest, const VdSightLine *line)
{
  const VdSightCrest *c = crest_at (sight, crest);

  return vd_sight_rects_meet (c->bounds, line->bounds) &&
         centre_distance2 (c->centre, line) <= c->outer * c->outer &&
         vd_sight_polyline_meets (c->points, c->n_points, line);
}

static inline gboolean
unit_meets (const VdSightUnit *u, const VdSightLine *line)
{
  return vd_sight_box_meets_segment (u->centre, u->right, u->forward, u->half_frontage,
                                     u->half_depth, line->a, line->b);
}

/* What an area's disks tell of LINE: beyond the outer one it misses (−1), through the inner
 * one it passes through (1); otherwise its outline decides (0). */
static inline int
disks_tell (const VdSightFeature *f, const VdSightLine *line)
{
  double d2 = centre_distance2 (f->centre, line);

  if (d2 > f->outer * f->outer)
    return -1;
  return d2 < f->inner * f->inner ? 1 : 0;
}

static gboolean
passes (const VdSight *sight, VdSightScratch *scratch, guint feature, const VdSightLine *line)
{
  const VdSightFeature *f = &sight->features[feature];
  int told = disks_tell (f, line);

  if (told != 0)
    return told > 0;
  return vd_sight_polygon_passes (f->feature->path.points, f->feature->path.n_points, &f->bounds,
                                  line, scratch->params, scratch->intervals);
}

static guint
clip (const VdSight *sight, VdSightScratch *scratch, guint feature, const VdSightLine *line)
{
  const VdSightFeature *f = &sight->features[feature];

  if (!vd_sight_rects_meet (f->bounds, line->bounds) ||
      centre_distance2 (f->centre, line) > f->outer * f->outer)
    return 0;
  return vd_sight_polygon_clip (f->feature->path.points, f->feature->path.n_points, line,
                                scratch->params, scratch->intervals);
}

/* WOOD-5, WOOD-6, WOOD-7, SIGHT-2 (Interpretation "woods"): in a wood holding the observer or
 * the target, the stretch of the line inside the wood that ends at one of them is clear when
 * that unit stands less than the edge distance from the wood's outline (its footprint, not the
 * stretch's length, decides: an oblique line may run far inside): from deeper the observer
 * cannot see out (WOOD-5) nor the target be seen (WOOD-6); a stretch joining two units in the
 * wood is beyond WOOD-7's distance here, and any other stretch is wood between them (SIGHT-2).
 * Returns whether the line is blocked, and the rule: the first blocking stretch's, else in
 * SHAPING the exempt stretches' rules. */
static gboolean
wood_stretches (const VdSight *sight, VdSightScratch *scratch, const VdSightCandidate *c,
                const VdSightLine *line, VdSightRule *rule, guint *shaping)
{
  guint n = clip (sight, scratch, c->index, line);

  for (guint k = 0; k < n; k++)
    {
      VdInterval s = scratch->intervals[k];
      gboolean from_observer = k == 0 && s.t0 == 0 && c->observer_in;
      gboolean to_target = k == n - 1 && s.t1 == 1 && c->target_in;

      if (from_observer && to_target)
        *rule = VD_SIGHT_RULE_WOOD_7;
      else if (from_observer && c->observer_edge)
        {
          *shaping |= 1u << VD_SIGHT_RULE_WOOD_5;
          continue;
        }
      else if (to_target && c->target_edge)
        {
          *shaping |= 1u << VD_SIGHT_RULE_WOOD_6;
          continue;
        }
      else if (from_observer)
        *rule = VD_SIGHT_RULE_WOOD_5;
      else if (to_target)
        *rule = VD_SIGHT_RULE_WOOD_6;
      else
        *rule = VD_SIGHT_RULE_SIGHT_2;
      return TRUE;
    }
  return FALSE;
}

/* HOUSE-6, SIGHT-2 (and MARSH-4 for a marsh): a house or redoubt holding the observer or the
 * target leaves clear the stretch of the line ending at that unit, however long (troops
 * holding a village are seen); any other stretch inside it blocks. */
static gboolean
area_stretches (const VdSight *sight, VdSightScratch *scratch, const VdSightCandidate *c,
                    const VdSightLine *line)
{
  guint n = clip (sight, scratch, c->index, line);

  for (guint k = 0; k < n; k++)
    {
      VdInterval s = scratch->intervals[k];

      if (!(k == 0 && s.t0 == 0 && c->observer_in) && !(k == n - 1 && s.t1 == 1 && c->target_in))
        return TRUE;
    }
  return FALSE;
}

/* MARSH-4: a marsh blocks every line passing through it. */
static gboolean
marsh_blocks (const VdSight *sight, VdSightScratch *scratch, guint feature, const VdSightLine *line)
{
  return passes (sight, scratch, feature, line);
}

gboolean
vd_sight_feature_blocks (const VdSight *sight, VdSightScratch *scratch, const VdSightCandidate *c,
                         const VdSightLine *line, VdSightRule *rule)
{
  guint shaping = 0;

  *rule = c->rule;
  if (c->check == VD_SIGHT_CHECK_CREST)
    return vd_sight_line_crosses_crest (sight, c->index, line);
  if (!vd_sight_rects_meet (sight->features[c->index].bounds, line->bounds))
    return FALSE;
  if (c->mode == VD_SIGHT_MODE_STRETCH)
    return c->check == VD_SIGHT_CHECK_WOOD ? wood_stretches (sight, scratch, c, line, rule, &shaping)
                                           : area_stretches (sight, scratch, c, line);
  if (c->check == VD_SIGHT_CHECK_MARSH)
    return marsh_blocks (sight, scratch, c->index, line);
  return (c->check == VD_SIGHT_CHECK_WOOD || c->check == VD_SIGHT_CHECK_BUILDING) &&
         passes (sight, scratch, c->index, line);
}

/* Whether LINE and the segment P Q cross, each strictly from one side of the other to the
 * other: touching is left to the lines' own tests. */
static inline gboolean
crosses (const VdSightLine *line, VdPoint p, VdPoint q)
{
  double d1 = vd_sight_orient (line->a, line->b, p), d2 = vd_sight_orient (line->a, line->b, q);
  double d3 = vd_sight_orient (p, q, line->a), d4 = vd_sight_orient (p, q, line->b);

  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

gboolean
vd_sight_feature_blocks_all (const VdSight *sight, const VdSightCandidate *c,
                             const VdSightLine outer[4])
{
  if (c->mode != VD_SIGHT_MODE_BLOCKS)
    return FALSE;
  if (c->check == VD_SIGHT_CHECK_CREST)
    {
      const VdSightCrest *crest = crest_at (sight, c->index);

      /* One straight piece is convex: meeting the four outer lines, it meets those between. */
      for (guint i = 1; i < crest->n_points; i++)
        {
          VdPoint p = crest->points[i - 1], q = crest->points[i];
          guint k = 0;

          while (k < 4 && crosses (&outer[k], p, q))
            k++;
          if (k == 4)
            return TRUE;
        }
      return FALSE;
    }
  if (c->check != VD_SIGHT_CHECK_WOOD && c->check != VD_SIGHT_CHECK_BUILDING &&
      c->check != VD_SIGHT_CHECK_MARSH)
    return FALSE;
  /* Through the inner disk (convex, inside the outline) a line passes through the area. */
  for (guint k = 0; k < 4; k++)
    {
      const VdSightFeature *f = &sight->features[c->index];

      if (!(centre_distance2 (f->centre, &outer[k]) < f->inner * f->inner))
        return FALSE;
    }
  return TRUE;
}

/* HILL-4: a hill blocks sight only through its crest lines; a line over it is told. */
static gboolean
hill_shapes (const VdSight *sight, guint feature, const VdSightLine *line)
{
  const VdSightFeature *f = &sight->features[feature];
  /* Its disks first, as passes. */
  int told = disks_tell (f, line);

  if (told != 0)
    return told > 0;
  return vd_sight_polygon_meets (f->feature->path.points, f->feature->path.n_points, line);
}

/* SIGHT-1: light and hard obstacles never block; a line across one is told. */
static gboolean
obstacle_shapes (const VdSight *sight, guint feature, const VdSightLine *line)
{
  const VdFeature *obstacle = feature_at (sight, feature);

  return vd_sight_polyline_meets (obstacle->path.points, obstacle->path.n_points, line);
}

int
vd_sight_line_shapes (const VdSight *sight, const VdSightPair *pair, VdSightScratch *scratch,
                      const VdSightCandidate *c, const VdSightLine *line, VdSightRule rules[2])
{
  VdSightRule rule;
  guint shaping = 0;
  int n = 0;

  if (c->mode == VD_SIGHT_MODE_BLOCKS || !vd_sight_rects_meet (candidate_bounds (sight, c), line->bounds))
    return 0;
  rules[0] = c->rule;
  switch (c->check)
    {
    case VD_SIGHT_CHECK_CREST:
      return vd_sight_line_crosses_crest (sight, c->index, line) ? 1 : 0;
    case VD_SIGHT_CHECK_HILL:
      return hill_shapes (sight, c->index, line) ? 1 : 0;
    case VD_SIGHT_CHECK_WOOD:
      if (c->mode != VD_SIGHT_MODE_STRETCH)
        return passes (sight, scratch, c->index, line) ? 1 : 0;
      if (wood_stretches (sight, scratch, c, line, &rule, &shaping))
        return 0;
      if (shaping & (1u << VD_SIGHT_RULE_WOOD_5))
        rules[n++] = VD_SIGHT_RULE_WOOD_5;
      if (shaping & (1u << VD_SIGHT_RULE_WOOD_6))
        rules[n++] = VD_SIGHT_RULE_WOOD_6;
      return n;
    case VD_SIGHT_CHECK_BUILDING:
      return c->mode == VD_SIGHT_MODE_SHAPES && passes (sight, scratch, c->index, line) ? 1 : 0;
    case VD_SIGHT_CHECK_OBSTACLE:
      return obstacle_shapes (sight, c->index, line) ? 1 : 0;
    case VD_SIGHT_CHECK_UNIT:
      return unit_meets (&sight->units[c->index], line) ? 1 : 0;
    default:
      return 0;
    }
}

/* WOOD-4, FIELD-2, ROCK-2 (who hides): a wood hides any unit, a field of tall crops infantry in
 * line, rocky ground skirmishing infantry, until they reveal themselves. The rule, or
 * VD_SIGHT_N_RULES when TYPE does not hide UNIT. */
VdSightRule
vd_sight_concealing_rule (VdTerrainType type, const VdUnit *unit)
{
  if (unit->revealed)
    return VD_SIGHT_N_RULES;
  if (type == VD_TERRAIN_WOOD)
    return VD_SIGHT_RULE_WOOD_4;
  if (type == VD_TERRAIN_FIELD && unit->arm == VD_ARM_INFANTRY && unit->formation == VD_FORMATION_LINE)
    return VD_SIGHT_RULE_FIELD_2;
  if (type == VD_TERRAIN_ROCKY && vd_sight_rocky_covers (unit))
    return VD_SIGHT_RULE_ROCK_2;
  return VD_SIGHT_N_RULES;
}

/* ROCK-2 (who): skirmishing infantry is at home on rocky ground. */
gboolean
vd_sight_rocky_covers (const VdUnit *unit)
{
  return unit->arm == VD_ARM_INFANTRY && unit->formation == VD_FORMATION_SKIRMISH;
}

/* The distance (paces) within which a target concealed by REFS is detected, strictly: the
 * least of their detection distances. */
static double
detection_within (const VdSight *sight, const GArray *refs)
{
  double within = G_MAXDOUBLE;

  for (guint i = 0; i < refs->len; i++)
    within = MIN (within, detection_paces (sight, g_array_index (refs, VdSightTerrainRef, i).feature));
  return within;
}

gboolean
vd_sight_concealed_from (const VdSight *sight, guint observer, guint target)
{
  const VdSightUnit *t = &sight->units[target];
  double within = t->concealed && t->concealment->len > 0 ? detection_within (sight, t->concealment)
                                                          : G_MAXDOUBLE;

  return within < G_MAXDOUBLE &&
         vd_sight_unit_distance (&sight->units[observer], &sight->units[target]) /
         sight->mm_per_pace >= within;
}

gboolean
vd_sight_concealment (const VdSight *sight, const VdSightPair *pair, VdSightScratch *scratch)
{
  const GArray *refs = pair->target->concealment;
  gboolean detected;

  if (!pair->target->concealed)
    return FALSE;
  /* Less than the distance, strictly; hidden while any of what conceals it is out of reach. */
  detected = pair->distance < detection_within (sight, refs);
  for (guint i = 0; (scratch->want & VD_SIGHT_WANT_REASONS) && i < refs->len; i++)
    {
      const VdSightTerrainRef *ref = &g_array_index (refs, VdSightTerrainRef, i);

      add_reason (detected ? &scratch->shaping_reasons : &scratch->blocked_reasons,
                  VD_SIGHT_CHECK_CONCEALMENT, ref->feature, ref->rule, sight->rules[ref->rule],
                  sight->features[ref->feature].id);
    }
  return refs->len > 0 && !detected;
}

static void
consider_cover (const VdSight *sight, VdCover *best, VdReason *reason, VdCover cover,
                VdSightRule rule, guint feature)
{
  if (cover <= *best)
    return;
  *best = cover;
  reason->rule = sight->rules[rule];
  reason->by = feature_at (sight, feature)->id;
}

/* What artillery left of FEATURE where LINE meets its path nearest LINE's end B (the target):
 * the part of it between the two that stands nearest the target. Intact when LINE misses it. */
static VdDamage
damage_nearest_target (const VdFeature *feature, const VdSightLine *line)
{
  const VdPath *path = &feature->path;
  guint n_edges = feature->shape == VD_SHAPE_AREA ? path->n_points : path->n_points - 1;
  double along = 0, nearest = -1, nearest_along = 0;

  for (guint i = 0; i < n_edges && path->n_points > 1; i++)
    {
      VdPoint p = path->points[i], q = path->points[(i + 1) % path->n_points];
      VdIntersection hit = vd_segment_intersect (vd_segment (line->a, line->b), vd_segment (p, q));

      if (hit.kind != VD_INTERSECTION_NONE)
        {
          /* Of an overlap, its end nearer the target. */
          VdPoint where = hit.kind == VD_INTERSECTION_OVERLAP ? hit.q : hit.p;
          double from_a = vd_point_distance (line->a, where);

          if (from_a > nearest)
            {
              nearest = from_a;
              nearest_along = along + vd_point_distance (p, where);
            }
        }
      along += vd_point_distance (p, q);
    }
  return nearest >= 0 ? vd_feature_damage_at (feature, nearest_along) : VD_DAMAGE_INTACT;
}

/* LOBS-2, HOBS-2, HOBS-4: what a stretch of obstacle in STATE gives: a hedge light cover, a wall
 * hard cover, a wall degraded by artillery light cover (HOBS-4), a destroyed stretch none. */
static VdCover
obstacle_stretch_cover (gboolean hard, VdDamage state, VdSightRule *rule)
{
  if (state == VD_DAMAGE_DESTROYED || (!hard && state != VD_DAMAGE_INTACT))
    return VD_COVER_NONE;
  if (!hard)
    {
      *rule = VD_SIGHT_RULE_LOBS_2;
      return VD_COVER_LIGHT;
    }
  *rule = state == VD_DAMAGE_DEGRADED ? VD_SIGHT_RULE_HOBS_4 : VD_SIGHT_RULE_HOBS_2;
  return state == VD_DAMAGE_DEGRADED ? VD_COVER_LIGHT : VD_COVER_HARD;
}

/* LOBS-2, HOBS-2: an obstacle between the two (crossing the line from the middle of the
 * observer's front edge to the target's centre) within one base depth of the target covers it,
 * as far as the stretch the line crosses nearest the target still stands (HOBS-4). */
static void
obstacle_cover (const VdSight *sight, const VdSightPair *pair, VdCover *best,
                VdReason *reason)
{
  VdSightLine between;

  if (!(pair->target->holds & VD_SIGHT_HOLDS_OBSTACLES))
    return;
  between = vd_sight_line (pair->observer->front_centre, pair->target->centre);
  for (guint i = 0; i < pair->target->obstacles->len; i++)
    {
      guint index = g_array_index (pair->target->obstacles, guint, i);
      const VdFeature *obstacle = feature_at (sight, index);
      VdDamage state = VD_DAMAGE_INTACT;
      VdSightRule rule = VD_SIGHT_RULE_LOBS_2;
      VdCover cover;

      /* Boxes apart, no piece of it can meet the line: the exact test says so too. */
      if (!vd_sight_rects_meet (sight->features[index].bounds, between.bounds) ||
          !vd_sight_polyline_meets (obstacle->path.points, obstacle->path.n_points, &between))
        continue;
      if (obstacle->damage->len > 0)
        state = damage_nearest_target (obstacle, &between);
      cover = obstacle_stretch_cover (obstacle->type == VD_TERRAIN_HARD_OBSTACLE, state, &rule);
      if (cover != VD_COVER_NONE)
        consider_cover (sight, best, reason, cover, rule, index);
    }
}

/* WOOD-6, WOOD-8: light cover in a wood for a target within the edge distance of its outline,
 * and for two units firing at each other inside the same wood. */
static void
wood_cover (const VdSight *sight, const VdSightPair *pair, VdCover *best, VdReason *reason)
{
  for (guint i = 0; (pair->target->holds & VD_SIGHT_HOLDS_WOODS) && i < pair->target->woods->len;
       i++)
    {
      const VdSightTerrainRef *wood = &g_array_index (pair->target->woods, VdSightTerrainRef, i);

      if (observer_facts (sight, pair, wood->feature) & VD_SIGHT_OBSERVER_IN)
        consider_cover (sight, best, reason, VD_COVER_LIGHT, VD_SIGHT_RULE_WOOD_8, wood->feature);
      else if (wood->rule == VD_SIGHT_RULE_WOOD_6)
        consider_cover (sight, best, reason, VD_COVER_LIGHT, VD_SIGHT_RULE_WOOD_6, wood->feature);
    }
}

/* ROCK-2: skirmishing infantry on rocky ground has light cover. */
static void
rocky_cover (const VdSight *sight, const VdSightPair *pair, VdCover *best, VdReason *reason)
{
  if (pair->target->rocky >= 0)
    consider_cover (sight, best, reason, VD_COVER_LIGHT, VD_SIGHT_RULE_ROCK_2,
                    (guint) pair->target->rocky);
}

/* HOUSE-7: the side of a house facing the observer (its outline where the line from the
 * observer's front edge to the target crosses it nearest the target), once artillery degraded
 * it, gives hard cover only; a stretch a table says is destroyed gives none. */
static VdCover
house_side_cover (const VdSightPair *pair, const VdFeature *house, VdSightRule *rule)
{
  VdSightLine between = vd_sight_line (pair->observer->front_centre, pair->target->centre);
  VdDamage state = damage_nearest_target (house, &between);

  *rule = state == VD_DAMAGE_INTACT ? VD_SIGHT_RULE_HOUSE_6 : VD_SIGHT_RULE_HOUSE_7;
  return state == VD_DAMAGE_INTACT ? VD_COVER_BUILDING
         : state == VD_DAMAGE_DEGRADED ? VD_COVER_HARD : VD_COVER_NONE;
}

/* HOUSE-6: a unit in a house has the building's protection, in a redoubt the redoubt's. */
static void
building_cover (const VdSight *sight, const VdSightPair *pair, VdCover *best,
                VdReason *reason)
{
  for (guint i = 0; (pair->target->holds & VD_SIGHT_HOLDS_BUILDINGS) &&
                   i < pair->target->buildings->len; i++)
    {
      guint index = g_array_index (pair->target->buildings, guint, i);
      const VdFeature *building = feature_at (sight, index);
      VdSightRule rule = VD_SIGHT_RULE_HOUSE_6;
      VdCover cover = building->type == VD_TERRAIN_REDOUBT ? VD_COVER_REDOUBT : VD_COVER_BUILDING;

      if (building->type == VD_TERRAIN_HOUSE && building->damage->len > 0)
        cover = house_side_cover (pair, building, &rule);
      if (cover != VD_COVER_NONE)
        consider_cover (sight, best, reason, cover, rule, index);
    }
}

/* MARSH-3: a marsh gives no cover; said when nothing else gives any. */
static void
marsh_cover (const VdSight *sight, const VdSightPair *pair, VdCover *best, VdReason *reason)
{
  if (pair->target->marsh < 0 || *best != VD_COVER_NONE)
    return;
  reason->rule = sight->rules[VD_SIGHT_RULE_MARSH_3];
  reason->by = feature_at (sight, (guint) pair->target->marsh)->id;
}

VdCover
vd_sight_cover (const VdSight *sight, const VdSightPair *pair, VdReason *reason)
{
  VdCover best = VD_COVER_NONE;

  /* The strongest cover wins; among equals, the first found. */
  *reason = (VdReason) { NULL, NULL };
  if (!pair->target->covered)
    return best;
  obstacle_cover (sight, pair, &best, reason);
  wood_cover (sight, pair, &best, reason);
  rocky_cover (sight, pair, &best, reason);
  building_cover (sight, pair, &best, reason);
  marsh_cover (sight, pair, &best, reason);
  return best;
}

/* CREST-4, HILL-1 (when): a battery fires downhill at a target on lower ground, and across its
 * crest at one on a hill of its own level, unless both stand on plateau hills of that level
 * (CREST-4's plateau exception, which single-crest hills do not have). */
gboolean
vd_sight_battery_downhill (const VdSight *sight, const VdSightPair *pair)
{
  const VdSightUnit *o = pair->observer, *t = pair->target;

  (void) sight;
  if (o->unit->arm != VD_ARM_ARTILLERY || t->level > o->level || o->level <= 0)
    return FALSE;
  return t->level < o->level || !(o->on_plateau && t->on_plateau);
}

/* Whether a masker of class MASKER masks some target for an observer of class OBSERVER:
 * units that never do are left out of the searches for what blocks a line. */
static gboolean
masks_some_target (const VdSight *sight, guint observer, guint masker)
{
  gint *slot = &sight->masks_some[observer * VD_N_ARMS * VD_N_FORMATIONS + masker];
  gint known = g_atomic_int_get (slot);

  if (known == 0)
    {
      VdUnit o = { 0 }, m = { 0 }, t = { 0 };

      known = 1;
      o.arm = observer / VD_N_FORMATIONS;
      o.formation = observer % VD_N_FORMATIONS;
      m.arm = masker / VD_N_FORMATIONS;
      m.formation = masker % VD_N_FORMATIONS;
      for (guint k = 0; k < VD_N_ARMS * VD_N_FORMATIONS && known == 1; k++)
        {
          const VdMaskingRow *row;

          t.arm = k / VD_N_FORMATIONS;
          t.formation = k % VD_N_FORMATIONS;
          row = vd_masking_find (sight->table->masking, sight->ruleset->masking, &o, &m, &t);
          if (row == NULL || row->masks)
            known = 2;
        }
      g_atomic_int_set (slot, known);
    }
  return known == 2;
}

gboolean
vd_sight_item_may_block (const VdSight *sight, guint observer, guint item)
{
  const VdSightItemInfo *info = &sight->info[item];
  const VdSightUnit *o = &sight->units[observer];

  switch (info->check)
    {
    case VD_SIGHT_CHECK_UNIT:
      return o->level <= info->level && masks_some_target (sight, o->klass, info->klass);
    case VD_SIGHT_CHECK_WOOD:
    case VD_SIGHT_CHECK_BUILDING:
      return o->level <= info->level;
    case VD_SIGHT_CHECK_CREST:
    case VD_SIGHT_CHECK_MARSH:
      return TRUE;
    default:
      return FALSE;
    }
}
