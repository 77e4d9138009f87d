#include "vd-damage.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"

/* Ends of stretches closer than this (mm) are one point: no slivers from rounding. */
#define SAME_POINT 1e-9

typedef enum {
  ACTION_BOMBARD,
  ACTION_REPAIR,
} Action;

/* What artillery and engineers do to one type of feature: the rule and the ruleset's rate. */
typedef struct {
  VdTerrainType type;
  const char   *rule[2];   /* by Action */
  const char   *rate[2];
} DamageKind;

static const DamageKind damage_kinds[] = {
  { VD_TERRAIN_LIGHT_OBSTACLE, { "LOBS-3", "LOBS-4" },
    { "light-obstacle-demolition", "light-obstacle-rebuild" } },
  { VD_TERRAIN_HARD_OBSTACLE, { "HOBS-4", "HOBS-5" },
    { "hard-obstacle-demolition", "hard-obstacle-rebuild" } },
  { VD_TERRAIN_HOUSE, { "HOUSE-7", "HOUSE-8" }, { "house-demolition", "house-rebuild" } },
};

/* A part of the path within reach, as the distances from the aim it spans (monotone inside). */
typedef struct {
  double near;
  double far;
} Reach;

static const DamageKind *
find_kind (VdTerrainType type)
{
  for (guint i = 0; i < G_N_ELEMENTS (damage_kinds); i++)
    if (damage_kinds[i].type == type)
      return &damage_kinds[i];
  return NULL;
}

static gboolean
is_closed (const VdFeature *feature)
{
  return feature->shape == VD_SHAPE_AREA;
}

/* The feature's path as an open polyline: an area's outline gets its first point again at the
 * end, so lengths and points along it go all the way round. Free POINTS with g_free. */
static VdPolyline
walk_path (const VdFeature *feature, VdPoint **points)
{
  const VdPath *path = &feature->path;

  *points = NULL;
  if (!is_closed (feature) || path->n_points < 2)
    return (VdPolyline) { path->points, path->n_points };
  *points = g_new (VdPoint, path->n_points + 1);
  memcpy (*points, path->points, sizeof (VdPoint) * path->n_points);
  (*points)[path->n_points] = path->points[0];
  return (VdPolyline) { *points, path->n_points + 1 };
}

/* LOBS-3, HOBS-4, HOUSE-7: what one turn of fire leaves of a stretch in STATE: a hedge is
 * destroyed, a wall degraded to light cover then destroyed, a building degraded to hard cover
 * and no further. Returns STATE itself when fire changes nothing there. */
static VdDamage
bombarded_state (VdTerrainType type, VdDamage state)
{
  switch (type)
    {
    case VD_TERRAIN_LIGHT_OBSTACLE:
      return VD_DAMAGE_DESTROYED;
    case VD_TERRAIN_HARD_OBSTACLE:
      return state == VD_DAMAGE_INTACT ? VD_DAMAGE_DEGRADED : VD_DAMAGE_DESTROYED;
    case VD_TERRAIN_HOUSE:
      return state == VD_DAMAGE_INTACT ? VD_DAMAGE_DEGRADED : state;
    default:
      return state;
    }
}

/* LOBS-4, HOBS-5, HOUSE-8: engineers rebuild a damaged stretch whole. */
static VdDamage
repaired_state (VdDamage state)
{
  return state != VD_DAMAGE_INTACT ? VD_DAMAGE_INTACT : state;
}

static VdDamage
next_state (Action action, VdTerrainType type, VdDamage state)
{
  return action == ACTION_BOMBARD ? bombarded_state (type, state) : repaired_state (state);
}

/* LOBS-3, HOBS-4, HOUSE-7: only a battery of calibre 6 or more damages obstacles and
 * buildings; an unknown calibre (0) is refused too. */
static gboolean
battery_can_bombard (const VdUnit *unit, const char *rule, GError **error)
{
  if (unit->arm != VD_ARM_ARTILLERY)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is not artillery: %s needs a battery of calibre 6 or more"),
                   unit->id, rule);
      return FALSE;
    }
  if (unit->calibre <= 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("battery “%s” has no calibre given: %s needs a calibre of 6 or more"),
                   unit->id, rule);
      return FALSE;
    }
  if (unit->calibre < 6)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("battery “%s” has calibre %d: %s needs a calibre of 6 or more"),
                   unit->id, unit->calibre, rule);
      return FALSE;
    }
  return TRUE;
}

/* LOBS-4, HOBS-5, HOUSE-8: only engineers or sappers rebuild. */
static gboolean
unit_can_repair (const VdUnit *unit, const char *rule, GError **error)
{
  if (unit->arm == VD_ARM_ENGINEERS)
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("“%s” is not engineers: %s needs engineers or sappers"), unit->id, rule);
  return FALSE;
}

/* Appends S to ALL, merged with the last stretch when they are in the same state. */
static void
append_merged (GArray *all, VdStretch s)
{
  if (all->len > 0 && g_array_index (all, VdStretch, all->len - 1).state == s.state)
    g_array_index (all, VdStretch, all->len - 1).to = s.to;
  else
    g_array_append_val (all, s);
}

/* The whole path, 0 to LENGTH, as consecutive stretches, intact ones included. */
static GArray *
all_stretches (const VdFeature *feature, double length)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (VdStretch));
  double at = 0;

  for (guint i = 0; i < feature->damage->len; i++)
    {
      VdStretch s = g_array_index (feature->damage, VdStretch, i);

      s.from = MAX (s.from, at);
      s.to = MIN (s.to, length);
      if (s.to - s.from <= SAME_POINT)
        continue;
      if (s.from - at > SAME_POINT)
        append_merged (all, (VdStretch) { at, s.from, VD_DAMAGE_INTACT });
      else
        s.from = at;
      append_merged (all, s);
      at = s.to;
    }
  if (length - at > SAME_POINT || all->len == 0)
    append_merged (all, (VdStretch) { at, length, VD_DAMAGE_INTACT });
  else
    g_array_index (all, VdStretch, all->len - 1).to = length;
  return all;
}

/* Moves every changeable part of ALL within [FROM, TO] one step on; returns the mm changed. */
static double
advance (GArray **all, double from, double to, Action action, VdTerrainType type)
{
  GArray *next = g_array_sized_new (FALSE, FALSE, sizeof (VdStretch), (*all)->len + 2);
  double changed = 0;

  for (guint i = 0; i < (*all)->len; i++)
    {
      VdStretch s = g_array_index (*all, VdStretch, i);
      VdDamage state = next_state (action, type, s.state);
      double lo = MAX (s.from, from), hi = MIN (s.to, to);

      if (state == s.state || hi - lo <= SAME_POINT)
        {
          append_merged (next, s);
          continue;
        }
      if (lo - s.from <= SAME_POINT)
        lo = s.from;
      if (s.to - hi <= SAME_POINT)
        hi = s.to;
      if (lo > s.from)
        append_merged (next, (VdStretch) { s.from, lo, s.state });
      append_merged (next, (VdStretch) { lo, hi, state });
      if (hi < s.to)
        append_merged (next, (VdStretch) { hi, s.to, s.state });
      changed += hi - lo;
    }
  g_array_unref (*all);
  *all = next;
  return changed;
}

/* How far from AIM (mm along the path; round the outline when CLOSED) the point ALONG is. */
static double
distance_along (double along, double aim, double length, gboolean closed)
{
  double d = fabs (along - aim);

  return closed ? MIN (d, length - d) : d;
}

/* The parts of ALL that one more step would change, as what distances from AIM they span. */
static GArray *
reach_of (const GArray *all, double aim, double length, gboolean closed, Action action,
          VdTerrainType type)
{
  GArray *reach = g_array_new (FALSE, FALSE, sizeof (Reach));
  /* Where the distance turns: at the aim, and opposite it round a closed outline. */
  double turns[3] = { aim, 0, 0 };
  guint n_turns = 1;

  if (closed)
    turns[n_turns++] = aim >= length / 2 ? aim - length / 2 : aim + length / 2;
  if (n_turns == 2 && turns[1] < turns[0])
    {
      turns[2] = turns[0];
      turns[0] = turns[1];
      turns[1] = turns[2];
    }
  for (guint i = 0; i < all->len; i++)
    {
      const VdStretch *s = &g_array_index (all, VdStretch, i);
      double a = s->from;

      if (next_state (action, type, s->state) == s->state)
        continue;
      for (guint k = 0; k <= n_turns; k++)
        {
          double b = k < n_turns ? MIN (turns[k], s->to) : s->to;
          double da, db;

          if (b - a <= SAME_POINT)
            continue;
          da = distance_along (a, aim, length, closed);
          db = distance_along (b, aim, length, closed);
          g_array_append_val (reach, ((Reach) { MIN (da, db), MAX (da, db) }));
          a = b;
        }
    }
  return reach;
}

/* How much of REACH lies within R of the aim. */
static double
reached (const GArray *reach, double r)
{
  double total = 0;

  for (guint i = 0; i < reach->len; i++)
    {
      const Reach *p = &g_array_index (reach, Reach, i);

      total += CLAMP (r - p->near, 0, p->far - p->near);
    }
  return total;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The smallest distance from the aim within which REACH holds AMOUNT mm; INFINITY when it holds
 * less altogether. Every part grows by 1 mm per mm of distance, so between two ends of parts
 * the amount grows linearly. */
static double
reach_radius (const GArray *reach, double amount)
{
  g_autoptr(GArray) ends = g_array_sized_new (FALSE, FALSE, sizeof (double), 2 * reach->len);
  double previous = 0, previous_amount = 0;

  if (reached (reach, INFINITY) <= amount)
    return INFINITY;
  for (guint i = 0; i < reach->len; i++)
    {
      g_array_append_val (ends, g_array_index (reach, Reach, i).near);
      g_array_append_val (ends, g_array_index (reach, Reach, i).far);
    }
  g_array_sort (ends, compare_doubles);
  for (guint i = 0; i < ends->len; i++)
    {
      double r = g_array_index (ends, double, i), got = reached (reach, r);

      if (got >= amount && r > previous)
        return previous + (r - previous) * (amount - previous_amount) / (got - previous_amount);
      previous = r;
      previous_amount = got;
    }
  return previous;
}

/* One turn: AMOUNT mm of the changeable parts nearest AIM move one step; returns mm changed. */
static double
work_one_turn (GArray **all, double aim, double length, gboolean closed, double amount,
               Action action, VdTerrainType type)
{
  g_autoptr(GArray) reach = reach_of (*all, aim, length, closed, action, type);
  double r, changed = 0;

  if (reach->len == 0 || !(amount > 0))
    return 0;
  r = reach_radius (reach, amount);
  if (!closed)
    return advance (all, aim - r, aim + r, action, type);
  if (2 * r >= length)
    return advance (all, 0, length, action, type);
  /* Round the outline, past its first point. */
  if (aim - r < 0)
    changed += advance (all, aim - r + length, length, action, type);
  if (aim + r > length)
    changed += advance (all, 0, aim + r - length, action, type);
  return changed + advance (all, MAX (aim - r, 0), MIN (aim + r, length), action, type);
}

/* Where AIM (or, without one, the middle of UNIT's front edge) falls along the feature's path. */
static double
aim_along (const VdFeature *feature, const VdUnit *unit, const VdPoint *aim, double length)
{
  g_autofree VdPoint *points = NULL;
  VdPolyline line = walk_path (feature, &points);
  double along = 0;

  vd_polyline_closest_point (line, aim != NULL ? *aim : unit->at, &along);
  along = CLAMP (along, 0, length);
  /* The end of a closed outline is its first point. */
  if (is_closed (feature) && length - along <= SAME_POINT)
    along = 0;
  return along;
}

/* Stores ALL into the feature: damaged stretches only, merged, split at the first point. */
static void
store_stretches (VdFeature *feature, const GArray *all)
{
  g_array_set_size (feature->damage, 0);
  for (guint i = 0; i < all->len; i++)
    {
      const VdStretch *s = &g_array_index (all, VdStretch, i);

      if (s->state != VD_DAMAGE_INTACT)
        g_array_append_val (feature->damage, *s);
    }
}

static void
fill_answer (VdDamageAnswer *answer, const VdFeature *feature, const GArray *all)
{
  g_autofree VdPoint *points = NULL;
  VdPolyline line = walk_path (feature, &points);

  vd_damage_answer_clear (answer);
  answer->feature = feature;
  answer->storage = g_array_sized_new (FALSE, FALSE, sizeof (VdDamageStretch), all->len);
  for (guint i = 0; i < all->len; i++)
    {
      const VdStretch *s = &g_array_index (all, VdStretch, i);
      VdDamageStretch out = {
        vd_polyline_point_at (line, s->from), vd_polyline_point_at (line, s->to), s->from,
        s->to, s->state,
      };

      g_array_append_val (answer->storage, out);
    }
  answer->stretches = (const VdDamageStretch *) answer->storage->data;
  answer->n_stretches = answer->storage->len;
}

static gboolean
find_unit_and_feature (const VdTable *table, const char *unit_id, const char *feature_id,
                       const VdUnit **unit, const VdFeature **feature, GError **error)
{
  g_autofree char *shown = NULL;

  *unit = vd_table_find_unit (table, unit_id);
  if (*unit == NULL)
    {
      shown = vd_error_cut (unit_id);
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s”"), shown);
      return FALSE;
    }
  *feature = vd_table_find_feature (table, feature_id);
  if (*feature == NULL)
    {
      shown = vd_error_cut (feature_id);
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no terrain feature “%s”"), shown);
      return FALSE;
    }
  return TRUE;
}

static gboolean
damage_work (VdTable *table, const VdRuleset *ruleset, Action action, const char *unit_id,
             const char *feature_id, const VdPoint *aim, int turns, VdDamageAnswer *answer,
             GError **error)
{
  g_autoptr(GArray) all = NULL;
  const DamageKind *kind;
  const VdUnit *unit;
  const VdFeature *feature;
  VdFeature *changing;
  double rate, mm_per_pace, length, along, changed = 0;
  int figures;

  g_return_val_if_fail (table != NULL && ruleset != NULL, FALSE);
  g_return_val_if_fail (unit_id != NULL && feature_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!find_unit_and_feature (table, unit_id, feature_id, &unit, &feature, error))
    return FALSE;
  kind = find_kind (feature->type);
  if (kind == NULL)
    {
      if (action == ACTION_BOMBARD)
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("“%s” is a %s: only light and hard obstacles and houses can be "
                       "bombarded (LOBS-3, HOBS-4, HOUSE-7)"),
                     feature->id, vd_terrain_type_to_string (feature->type));
      else
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("“%s” is a %s: only light and hard obstacles and houses can be "
                       "rebuilt (LOBS-4, HOBS-5, HOUSE-8)"),
                     feature->id, vd_terrain_type_to_string (feature->type));
      return FALSE;
    }
  if (action == ACTION_BOMBARD ? !battery_can_bombard (unit, kind->rule[action], error)
                               : !unit_can_repair (unit, kind->rule[action], error))
    return FALSE;
  if (turns < 1)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%d turns: give 1 turn or more"), turns);
      return FALSE;
    }
  rate = vd_ruleset_distance (ruleset, kind->rate[action], table->scale);
  if (rate < 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("the ruleset has no “%s” distance for %s"), kind->rate[action],
                   kind->rule[action]);
      return FALSE;
    }
  length = vd_feature_path_length (feature);
  if (feature->path.n_points < 2 || !(length > 0))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("“%s” has no length to work on"),
                   feature->id);
      return FALSE;
    }
  mm_per_pace = vd_table_mm_per_pace (table, ruleset);
  if (!(mm_per_pace > 0))
    mm_per_pace = 1;

  /* "par figurine": the figures the unit has now, its casualties gone (LOBS-3/4, HOBS-4/5,
   * HOUSE-7/8) */
  figures = unit->figures - unit->casualties;
  along = aim_along (feature, unit, aim, length);
  all = all_stretches (feature, length);
  for (int turn = 0; turn < turns; turn++)
    changed += work_one_turn (&all, along, length, is_closed (feature),
                              figures * rate * mm_per_pace, action, feature->type);
  /* Checked through the read lookup: only an order carried out changes (and so owns) it. */
  changing = vd_table_edit_feature (table, feature_id);
  store_stretches (changing, all);

  if (answer != NULL)
    {
      fill_answer (answer, changing, all);
      answer->by = unit;
      answer->rule = kind->rule[action];
      answer->affected = changed / mm_per_pace;
    }
  return TRUE;
}

gboolean
vd_damage_bombard (VdTable *table, const VdRuleset *ruleset, const char *battery_id,
                   const char *feature_id, const VdPoint *aim, int turns,
                   VdDamageAnswer *answer, GError **error)
{
  return damage_work (table, ruleset, ACTION_BOMBARD, battery_id, feature_id, aim, turns, answer,
                      error);
}

gboolean
vd_damage_repair (VdTable *table, const VdRuleset *ruleset, const char *engineers_id,
                  const char *feature_id, const VdPoint *aim, int turns,
                  VdDamageAnswer *answer, GError **error)
{
  return damage_work (table, ruleset, ACTION_REPAIR, engineers_id, feature_id, aim, turns, answer,
                      error);
}

/* HOUSE-10: a battery with a howitzer may try to set a house on fire; it burns on a 6. */
gboolean
vd_damage_set_fire (VdTable *table, const VdRuleset *ruleset, const char *battery_id,
                    const char *house_id, int die, gboolean *burning, GError **error)
{
  const VdUnit *battery;
  const VdFeature *house;

  g_return_val_if_fail (table != NULL && ruleset != NULL, FALSE);
  g_return_val_if_fail (battery_id != NULL && house_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!find_unit_and_feature (table, battery_id, house_id, &battery, &house, error))
    return FALSE;
  if (battery->arm != VD_ARM_ARTILLERY)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is not artillery: HOUSE-10 needs a battery with a howitzer"),
                   battery->id);
      return FALSE;
    }
  if (!battery->howitzer)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("battery “%s” has no howitzer: HOUSE-10 needs one to set a village on fire"),
                   battery->id);
      return FALSE;
    }
  if (house->type != VD_TERRAIN_HOUSE || house->shape != VD_SHAPE_AREA)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is a %s: HOUSE-10 sets only houses on fire"), house->id,
                   vd_terrain_type_to_string (house->type));
      return FALSE;
    }
  if (die < 1 || die > 6)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the fire die shows 1 to 6, not %d (HOUSE-10)"), die);
      return FALSE;
    }
  /* Checked through the read lookup: only a fire set changes (and so owns) the house. */
  if (die == 6 && house->on_fire == 0)
    {
      VdFeature *burnt = vd_table_edit_feature (table, house_id);

      burnt->on_fire = MAX (table->turn, 1);
      house = burnt;
    }
  if (burning != NULL)
    *burning = house->on_fire > 0;
  return TRUE;
}

gboolean
vd_damage_unit_in_fire (const VdTable *table, const VdFeature *house, const VdUnit *unit)
{
  g_return_val_if_fail (table != NULL && house != NULL && unit != NULL, FALSE);

  return house->type == VD_TERRAIN_HOUSE && house->on_fire > 0 &&
         house->shape == VD_SHAPE_AREA &&
         vd_polygon_contains_point (vd_feature_polygon (house),
                                    vd_footprint_centre (vd_unit_footprint (unit)));
}

GPtrArray *
vd_damage_units_in_fire (const VdTable *table, const VdFeature *house)
{
  GPtrArray *units = g_ptr_array_new ();

  g_return_val_if_fail (table != NULL && house != NULL, units);

  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (vd_damage_unit_in_fire (table, house, unit))
        g_ptr_array_add (units, unit);
    }
  return units;
}

guint
vd_damage_path_points (const VdFeature *feature, double from, double to, GArray *points)
{
  g_autofree VdPoint *closed = NULL;
  VdPolyline line = walk_path (feature, &closed);
  guint first = points->len;
  double along = 0;
  VdPoint p;

  if (line.n_points < 2 || to < from)
    return 0;
  p = vd_polyline_point_at (line, from);
  g_array_append_val (points, p);
  for (gsize k = 0; k + 1 < line.n_points; k++)
    {
      along += vd_point_distance (line.points[k], line.points[k + 1]);
      if (along > from && along < to)
        g_array_append_val (points, line.points[k + 1]);
    }
  p = vd_polyline_point_at (line, to);
  g_array_append_val (points, p);
  return points->len - first;
}

void
vd_damage_describe (const VdFeature *feature, VdDamageAnswer *answer)
{
  g_autoptr(GArray) all = NULL;
  double length;

  g_return_if_fail (feature != NULL && answer != NULL);

  length = vd_feature_path_length (feature);
  all = length > 0 ? all_stretches (feature, length)
                   : g_array_new (FALSE, FALSE, sizeof (VdStretch));
  fill_answer (answer, feature, all);
}

void
vd_damage_answer_clear (VdDamageAnswer *answer)
{
  g_return_if_fail (answer != NULL);

  g_clear_pointer (&answer->storage, g_array_unref);
  *answer = (VdDamageAnswer) { 0 };
}
