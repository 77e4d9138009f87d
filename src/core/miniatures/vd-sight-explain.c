#include "vd-sight-explain.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-sight-private.h"

/* What a reason is about, which decides its sentence: reasons of one kind and one thing make
 * one sentence. */
typedef enum {
  KIND_CONCEALMENT,
  KIND_CREST,
  KIND_CREST_FIRE,
  KIND_AREA,
  KIND_OBSTACLE,
  KIND_UNIT,
  KIND_COVER,
  KIND_OTHER,
} Kind;

typedef struct {
  Kind            kind;
  const char     *by;
  VdSightRelation relation;
  guint64         rules;      /* VdSightRule bits of the engine's own rules in the group */
  guint           count;      /* units: the most any of its reasons stands for */
  GPtrArray      *ids;        /* const char *: every rule ID, the answer's order */
  guint           sentence;   /* its sentence, once told */
} Group;

/* One pair being explained, with the facts its sentences need. */
typedef struct {
  VdSight             *sight;
  const VdSightAnswer *answer;
  const VdSideView    *view;
  const VdSightUnit   *observer;
  const VdSightUnit   *target;
  VdFootprint          observer_footprint;
  VdFootprint          target_footprint;
  VdSightLine          between;
  VdReason             cover;     /* the reason of the target's cover, for a visible target */
  gboolean             english;   /* the sentences in English, else in the user's language */
} Pair;

/* MESSAGE, a gettext call (_, C_ or g_dngettext, so that xgettext still finds it), in the
 * pair's language: in English its msgid itself, with nothing global (LANGUAGE) changed. */
#define SAY(pair, message) ((pair)->english ? english_##message : message)
#define english__(msgid) (msgid)
#define english_C_(context, msgid) (msgid)
#define english_g_dngettext(domain, singular, plural, n) ((n) == 1 ? (singular) : (plural))

static const char * const relation_names[VD_SIGHT_N_RELATIONS] = {
  [VD_SIGHT_RELATION_HIDDEN_IN] = "hidden-in",
  [VD_SIGHT_RELATION_SPOTTED_IN] = "spotted-in",
  [VD_SIGHT_RELATION_BEHIND_CREST] = "behind-crest",
  [VD_SIGHT_RELATION_HIDDEN_BY] = "hidden-by",
  [VD_SIGHT_RELATION_MASKED_BY] = "masked-by",
  [VD_SIGHT_RELATION_SEEN_OVER] = "seen-over",
  [VD_SIGHT_RELATION_SEEN_THROUGH] = "seen-through",
  [VD_SIGHT_RELATION_NO_FIRE_ACROSS] = "no-fire-across",
  [VD_SIGHT_RELATION_COVER_FROM] = "cover-from",
  [VD_SIGHT_RELATION_BY] = "by",
};

const char *
vd_sight_relation_to_string (VdSightRelation relation)
{
  g_return_val_if_fail (relation < VD_SIGHT_N_RELATIONS, NULL);
  return relation_names[relation];
}

static inline guint64
bit (VdSightRule rule)
{
  return G_GUINT64_CONSTANT (1) << rule;
}

/* The engine's rule RULE is, or VD_SIGHT_N_RULES for a rule of a masking row. */
static VdSightRule
rule_of (const VdSight *sight, const char *rule)
{
  for (guint i = 0; i < VD_SIGHT_N_RULES; i++)
    if (sight->rules[i] == rule || g_strcmp0 (sight->rules[i], rule) == 0)
      return (VdSightRule) i;
  return VD_SIGHT_N_RULES;
}

static int
feature_index (const VdSight *sight, const char *id)
{
  for (guint i = 0; id != NULL && i < sight->n_features; i++)
    if (sight->features[i].id == id || g_str_equal (sight->features[i].id, id))
      return (int) i;
  return -1;
}

static const VdSightUnit *
unit_facts (const VdSight *sight, const VdUnit *unit)
{
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (sight->unit_index, unit));

  return index > 0 ? &sight->units[index - 1] : NULL;
}

static double
paces (const Pair *pair, double mm)
{
  return mm / pair->sight->mm_per_pace;
}

/* A data file's text (a terrain type's, an arm's name) in the pair's language. */
static const char *
text_of (const Pair *pair, const VdText *text)
{
  return pair->english ? text->en : vd_text_get (text);
}

/* Whole paces, or tenths where rounding would blur a limit ("19.6 paces, less than 20"); in
 * English with a point whatever the locale, so that scripts read the same sentence. */
static char *
format_paces (const Pair *pair, double value)
{
  char tenths[G_ASCII_DTOSTR_BUF_SIZE];

  if (fabs (value - round (value)) < 0.05)
    return g_strdup_printf ("%.0f", round (value));
  if (pair->english)
    return g_strdup (g_ascii_formatd (tenths, sizeof tenths, "%.1f", value));
  return g_strdup_printf ("%.1f", value);
}

/* The feature's name, or its kind and id when the table gives it none. */
static char *
feature_name (const Pair *pair, const VdFeature *feature)
{
  const char *kind;

  if (feature->name != NULL && feature->name[0] != '\0')
    return g_strdup (feature->name);
  kind = text_of (pair, &pair->sight->ruleset->terrain[feature->type].name);
  /* Translators: a terrain feature without a name: its kind ("Wood"), then its id */
  return g_strdup_printf (SAY (pair, _("%s %s")),
                          kind != NULL ? kind : vd_terrain_type_to_string (feature->type),
                          feature->id);
}

/* Whether the view may name UNIT at all. */
static gboolean
shows (const Pair *pair, const VdUnit *unit)
{
  return vd_side_view_shows_unit (pair->view, unit);
}

/* Whether the view knows what only the referee knows of the target (revealed or not). */
static gboolean
knows_target_state (const Pair *pair)
{
  return vd_side_view_knows_state (pair->view, pair->answer->target);
}

/* How far apart piece A–B's box is from BOX, squared: never more than the piece's distance. */
static inline double
box_gap2 (VdRect box, VdPoint a, VdPoint b)
{
  double dx = MAX (0, MAX (MIN (a.x, b.x) - box.x1, box.x0 - MAX (a.x, b.x)));
  double dy = MAX (0, MAX (MIN (a.y, b.y) - box.y1, box.y0 - MAX (a.y, b.y)));

  return dx * dx + dy * dy;
}

/* The distance from a footprint to a path, in mm. The piece whose box is nearest the
 * footprint's is measured first, then only the pieces whose boxes are nearer than the best so
 * far: a crest of thousands of points costs two box tests a piece, not four exact distances. */
static double
path_distance (VdFootprint footprint, const VdPoint *points, guint n, gboolean closed)
{
  VdRect box = vd_footprint_bounds (footprint);
  double best, nearest = G_MAXDOUBLE;
  guint first = closed ? 0 : 1, start = first;

  if (n == 1)
    return vd_footprint_point_distance (footprint, points[0]);
  for (guint i = first; i < n; i++)
    {
      double gap2 = box_gap2 (box, points[i == 0 ? n - 1 : i - 1], points[i]);

      if (gap2 < nearest)
        {
          nearest = gap2;
          start = i;
        }
    }
  best = vd_footprint_segment_distance (footprint,
                                        vd_segment (points[start == 0 ? n - 1 : start - 1],
                                                    points[start]));
  for (guint i = first; i < n; i++)
    {
      VdPoint a = points[i == 0 ? n - 1 : i - 1], b = points[i];

      if (i == start || box_gap2 (box, a, b) >= best * best)
        continue;
      best = MIN (best, vd_footprint_segment_distance (footprint, vd_segment (a, b)));
    }
  return best;
}

/* CREST-2, CREST-3: how far FOOTPRINT stands from the crest lines of HILL the line between
 * the two crosses (all of them when it crosses none), in paces. */
static double
crest_paces (const Pair *pair, const VdFeature *hill, VdFootprint footprint)
{
  double crossed = G_MAXDOUBLE, any = G_MAXDOUBLE;

  for (guint c = 0; c < hill->n_crests; c++)
    {
      const VdPath *crest = &hill->crests[c];
      double d;

      if (crest->n_points == 0)
        continue;
      d = path_distance (footprint, crest->points, crest->n_points, FALSE);
      any = MIN (any, d);
      if (vd_sight_polyline_meets (crest->points, crest->n_points, &pair->between))
        crossed = MIN (crossed, d);
    }
  return paces (pair, crossed < G_MAXDOUBLE ? crossed : any);
}

static gboolean
area_holds (const VdFeature *feature, VdPoint p)
{
  return feature->shape == VD_SHAPE_AREA && feature->path.n_points >= 3 &&
         vd_polygon_contains_point (vd_feature_polygon (feature), p);
}

/* WOOD-5, WOOD-6: how far FOOTPRINT stands from the wood's outline, in paces. */
static double
edge_paces (const Pair *pair, const VdFeature *wood, VdFootprint footprint)
{
  return paces (pair, path_distance (footprint, wood->path.points, wood->path.n_points, TRUE));
}

static double
wood_edge_limit (const Pair *pair, const VdFeature *wood)
{
  const VdSight *sight = pair->sight;

  return vd_feature_distance_or (wood, sight->table->scale, "wood-edge", 1,
                                 sight->wood_edge_mm / sight->mm_per_pace);
}

/* A clause in words of its own (a message already in the pair's language). */
static void
add_clause (GPtrArray *clauses, const char *clause)
{
  g_ptr_array_add (clauses, g_strdup (clause));
}

static void add_clause_printf (GPtrArray *clauses, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
add_clause_printf (GPtrArray *clauses, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (clauses, g_strdup_vprintf (format, args));
  va_end (args);
}

/* WOOD-4, FIELD-2, ROCK-2. */
static char *
concealment_sentence (const Pair *pair, const Group *group, const char *name,
                      const VdFeature *feature, GPtrArray *clauses)
{
  g_autofree char *away = format_paces (pair, pair->answer->distance);
  g_autofree char *limit = NULL;
  gboolean knows = knows_target_state (pair);

  limit = format_paces (pair, feature != NULL
                              ? vd_feature_distance_or (feature, pair->sight->table->scale,
                                                        "wood-detection", 1,
                                                        pair->sight->detection)
                              : pair->sight->detection);
  if (pair->answer->visible)
    {
      if (knows)
        add_clause_printf (clauses, SAY (pair, _("it has not revealed itself, but the observer "
                                                 "is only %s paces away, less than %s")),
                           away, limit);
      else
        add_clause_printf (clauses, SAY (pair, _("the observer is only %s paces away, less than "
                                                 "%s")), away, limit);
      /* Translators: a concealed target seen all the same; the terrain feature's name */
      return g_strdup_printf (SAY (pair, _("spotted in %s")), name);
    }
  if (knows)
    add_clause_printf (clauses, SAY (pair, _("it has not revealed itself and the observer is %s "
                                             "paces away, not less than %s")), away, limit);
  else
    add_clause_printf (clauses, SAY (pair, _("the observer is %s paces away, not less than %s")),
                       away, limit);
  if (group->rules & bit (VD_SIGHT_RULE_FIELD_2))
    return g_strdup_printf (SAY (pair, _("hidden in the tall crops of %s")), name);
  if (group->rules & bit (VD_SIGHT_RULE_ROCK_2))
    return g_strdup_printf (SAY (pair, _("hidden among the rocks of %s")), name);
  return g_strdup_printf (SAY (pair, _("hidden in %s")), name);
}

/* CREST-1, CREST-2, CREST-3, SIGHT-3 and HILL-4: one hill, one sentence. */
static char *
crest_sentence (const Pair *pair, const Group *group, const char *name, const VdFeature *hill,
                GPtrArray *clauses)
{
  double target_away = hill != NULL ? crest_paces (pair, hill, pair->target_footprint) : 0;
  double observer_away = hill != NULL ? crest_paces (pair, hill, pair->observer_footprint) : 0;
  g_autofree char *t = format_paces (pair, target_away);
  g_autofree char *o = format_paces (pair, observer_away);
  gboolean knows = knows_target_state (pair);

  if (!pair->answer->visible)
    {
      if (group->rules & bit (VD_SIGHT_RULE_CREST_3))
        add_clause_printf (clauses, SAY (pair, _("it stands %s paces from it and the observer %s "
                                                 "paces, each more than a base length")), t, o);
      if ((group->rules & bit (VD_SIGHT_RULE_CREST_2)) && knows)
        add_clause_printf (clauses, SAY (pair, _("it stands %s paces from it, within a base "
                                                 "length, and has not revealed itself")), t);
      else if (group->rules & bit (VD_SIGHT_RULE_CREST_2))
        add_clause_printf (clauses, SAY (pair, _("it stands %s paces from it, within a base "
                                                 "length")), t);
      /* Translators: a crest line hides the target; the hill's name */
      return g_strdup_printf (SAY (pair, _("hidden behind the crest of %s")), name);
    }
  if (group->rules & bit (VD_SIGHT_RULE_CREST_2))
    {
      /* CREST-2: the target near the crest and revealed, else the observer near it. */
      if (target_away < paces (pair, pair->target->base_width))
        add_clause_printf (clauses, knows ? SAY (pair, _("it stands %s paces from it and has "
                                                         "revealed itself"))
                                          : SAY (pair, _("it stands %s paces from it")), t);
      else
        add_clause_printf (clauses, SAY (pair, _("the observer stands %s paces from it, within a "
                                                 "base length")), o);
      /* Translators: the observer sees across a crest line; the hill's name */
      return g_strdup_printf (SAY (pair, _("seen over the crest of %s")), name);
    }
  if (hill != NULL && area_holds (hill, pair->observer->centre))
    add_clause (clauses, SAY (pair, _("the observer stands on it")));
  else if (hill != NULL && area_holds (hill, pair->target->centre))
    add_clause (clauses, SAY (pair, _("it stands on it")));
  else
    add_clause (clauses, SAY (pair, _("no crest line of it lies between them")));
  /* Translators: HILL-4, a hill a sight line passes over without a crest in the way */
  return g_strdup_printf (SAY (pair, _("seen across %s")), name);
}

/* WOOD-5, WOOD-6, WOOD-7, SIGHT-2, MARSH-4: a wood, house, redoubt or marsh. */
static char *
area_sentence (const Pair *pair, const Group *group, const char *name, const VdFeature *feature,
               int index, GPtrArray *clauses)
{
  const VdSight *sight = pair->sight;
  double edge = feature != NULL ? wood_edge_limit (pair, feature) : 0;
  double fire = feature != NULL ? vd_feature_distance_or (feature, sight->table->scale, "wood-fire",
                                                          1, sight->wood_fire) : 0;
  g_autofree char *edge_text = format_paces (pair, edge);
  g_autofree char *fire_text = format_paces (pair, fire);
  g_autofree char *apart = format_paces (pair, pair->answer->distance);
  int level = index >= 0 ? sight->features[index].level : 0;
  gboolean visible = pair->answer->visible;

  if (group->rules & bit (VD_SIGHT_RULE_SIGHT_2))
    add_clause_printf (clauses, visible
                       ? SAY (pair, _("the observer stands higher, on level %d against %d"))
                       : SAY (pair, _("it lies between them, and the observer does not stand "
                                      "higher, on level %d against %d")),
                       pair->observer->level, level);
  if ((group->rules & bit (VD_SIGHT_RULE_WOOD_5)) && feature != NULL)
    {
      g_autofree char *d = format_paces (pair, edge_paces (pair, feature,
                                                           pair->observer_footprint));

      add_clause_printf (clauses, visible
                         ? SAY (pair, _("the observer stands %s paces from its edge, less than "
                                        "%s"))
                         : SAY (pair, _("the observer stands %s paces inside it, not less than "
                                        "%s from its edge")),
                         d, edge_text);
    }
  if ((group->rules & bit (VD_SIGHT_RULE_WOOD_6)) && feature != NULL)
    {
      g_autofree char *d = format_paces (pair, edge_paces (pair, feature, pair->target_footprint));

      add_clause_printf (clauses, visible
                         ? SAY (pair, _("it stands %s paces from its edge, less than %s"))
                         : SAY (pair, _("it stands %s paces inside it, not less than %s from its "
                                        "edge")),
                         d, edge_text);
    }
  if (group->rules & bit (VD_SIGHT_RULE_WOOD_7))
    add_clause_printf (clauses, visible
                       ? SAY (pair, _("both stand in it, only %s paces apart, less than %s"))
                       : SAY (pair, _("both stand in it, %s paces apart, not less than %s")),
                       apart, fire_text);
  if (group->rules & bit (VD_SIGHT_RULE_MARSH_4))
    add_clause (clauses, SAY (pair, _("a marsh blocks sight")));
  if (!visible)
    /* Translators: a wood, house, redoubt or marsh hides the target; its name */
    return g_strdup_printf (SAY (pair, _("hidden by %s")), name);
  if (group->relation == VD_SIGHT_RELATION_SEEN_THROUGH)
    /* Translators: the edge of a wood, or a wood holding both units; its name */
    return g_strdup_printf (SAY (pair, _("seen through %s")), name);
  return g_strdup_printf (SAY (pair, _("seen over %s")), name);
}

/* A unit's arm and formation in the ruleset's words, lower case inside a sentence. */
static char *
unit_kind (const Pair *pair, const VdUnit *unit, gboolean formation)
{
  const VdRuleset *ruleset = pair->sight->ruleset;
  const char *name = formation ? text_of (pair, &ruleset->formations[unit->formation].name)
                               : text_of (pair, &ruleset->arms[unit->arm].name);

  if (name == NULL)
    name = formation ? vd_formation_to_string (unit->formation) : vd_arm_to_string (unit->arm);
  return g_utf8_strdown (name, -1);
}

/* MASK-1…6, SIGHT-4…8: the unit named is the nearest of COUNT. */
static char *
unit_sentence (const Pair *pair, const Group *group, GPtrArray *clauses)
{
  const VdUnit *unit = vd_table_find_unit (pair->sight->table, group->by);
  const VdSightUnit *facts = unit != NULL ? unit_facts (pair->sight, unit) : NULL;
  gboolean named = unit != NULL && shows (pair, unit);
  /* A side's view counts no unit it may not know of. */
  guint others = vd_side_view_is_referee (pair->view) && group->count > 1 ? group->count - 1 : 0;
  g_autofree char *name = named ? g_strdup (unit->name != NULL ? unit->name : unit->id)
                                : g_strdup (SAY (pair, _("a unit out of sight")));
  gboolean visible = pair->answer->visible;

  if (visible && (group->rules & bit (VD_SIGHT_RULE_MASK_5)) && facts != NULL && named)
    add_clause_printf (clauses, SAY (pair, _("the observer stands higher, on level %d against %d")),
                       pair->observer->level, facts->level);
  else if (named && unit != NULL && unit->formation == VD_FORMATION_NONE)
    {
      g_autofree char *arm = unit_kind (pair, unit, FALSE);

      add_clause_printf (clauses, visible
                         /* Translators: a unit seen over, of no formation: its arm ("officer") */
                         ? SAY (pair, _("%s, which does not mask it"))
                         /* Translators: a unit that masks, of no formation: its arm ("officer") */
                         : SAY (pair, _("%s between them, not below the observer")), arm);
    }
  else if (named && unit != NULL)
    {
      g_autofree char *arm = unit_kind (pair, unit, FALSE);
      g_autofree char *formation = unit_kind (pair, unit, TRUE);

      if (visible)
        /* Translators: a unit seen over: its arm and formation ("infantry", "skirmish order") */
        add_clause_printf (clauses, SAY (pair, _("%s (%s), which does not mask it")), arm,
                           formation);
      else
        /* Translators: a unit that masks: its arm and formation ("cavalry", "close order") */
        add_clause_printf (clauses, SAY (pair, _("%s (%s) between them, not below the observer")),
                           arm, formation);
    }
  if (visible && others > 0)
    return g_strdup_printf (SAY (pair, g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: units seen over, the nearest named, then how many more */
                                                    "seen over %s and %u other unit",
                                                    "seen over %s and %u other units", others)),
                            name, others);
  if (visible)
    /* Translators: a unit seen over; its name */
    return g_strdup_printf (SAY (pair, _("seen over %s")), name);
  if (others > 0)
    return g_strdup_printf (SAY (pair, g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: units that mask the target, the nearest named, then how many more */
                                                    "masked by %s and %u other unit",
                                                    "masked by %s and %u other units", others)),
                            name, others);
  /* Translators: a unit that masks the target; its name */
  return g_strdup_printf (SAY (pair, _("masked by %s")), name);
}

/* LOBS-2, HOBS-2, HOBS-4, WOOD-6, WOOD-8, ROCK-2, HOUSE-6, HOUSE-7, MARSH-3. */
static char *
cover_sentence (const Pair *pair, const Group *group, const char *name, const VdFeature *feature,
                GPtrArray *clauses)
{
  VdSightRule rule = rule_of (pair->sight, pair->cover.rule);

  if (rule == VD_SIGHT_N_RULES && group->ids->len > 0)
    rule = rule_of (pair->sight, g_ptr_array_index (group->ids, 0));
  switch (rule)
    {
    case VD_SIGHT_RULE_LOBS_2:
    case VD_SIGHT_RULE_HOBS_2:
      if (feature != NULL && feature->path.n_points > 0)
        {
          double behind = path_distance (pair->target_footprint, feature->path.points,
                                         feature->path.n_points, FALSE);
          g_autofree char *d = format_paces (pair, paces (pair, behind));

          add_clause_printf (clauses, SAY (pair, _("it stands %s paces from it, within a base "
                                                   "depth")), d);
        }
      return g_strdup_printf (rule == VD_SIGHT_RULE_LOBS_2 ? SAY (pair, _("light cover behind %s"))
                                                           : SAY (pair, _("hard cover behind %s")),
                              name);
    case VD_SIGHT_RULE_HOBS_4:
      add_clause (clauses, SAY (pair, _("artillery has breached it there")));
      return g_strdup_printf (SAY (pair, _("only light cover behind %s")), name);
    case VD_SIGHT_RULE_WOOD_6:
      if (feature != NULL)
        {
          g_autofree char *d = format_paces (pair, edge_paces (pair, feature,
                                                               pair->target_footprint));
          g_autofree char *limit = format_paces (pair, wood_edge_limit (pair, feature));

          add_clause_printf (clauses, SAY (pair, _("it stands %s paces from its edge, less than "
                                                   "%s")), d, limit);
        }
      return g_strdup_printf (SAY (pair, _("light cover in %s")), name);
    case VD_SIGHT_RULE_WOOD_8:
      add_clause (clauses, SAY (pair, _("both stand in it")));
      return g_strdup_printf (SAY (pair, _("light cover in %s")), name);
    case VD_SIGHT_RULE_ROCK_2:
      add_clause (clauses, SAY (pair, _("skirmishers among rocks")));
      return g_strdup_printf (SAY (pair, _("light cover among the rocks of %s")), name);
    case VD_SIGHT_RULE_HOUSE_6:
      return g_strdup_printf (pair->answer->cover == VD_COVER_REDOUBT
                              ? SAY (pair, _("redoubt cover in %s"))
                              : SAY (pair, _("building cover in %s")), name);
    case VD_SIGHT_RULE_HOUSE_7:
      add_clause (clauses, SAY (pair, _("artillery has breached the side facing the observer")));
      return g_strdup_printf (SAY (pair, _("only hard cover in %s")), name);
    case VD_SIGHT_RULE_MARSH_3:
      add_clause (clauses, SAY (pair, _("a marsh gives none")));
      return g_strdup_printf (SAY (pair, _("no cover in %s")), name);
    default:
      /* Translators: the target's cover, from a terrain feature; its name */
      return g_strdup_printf (SAY (pair, _("cover from %s")), name);
    }
}

static char *
group_text (const Pair *pair, const Group *group)
{
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *head = NULL;
  g_autofree char *name = NULL;
  g_autofree char *ids = NULL;
  int index = group->kind != KIND_UNIT ? feature_index (pair->sight, group->by) : -1;
  const VdFeature *feature = index >= 0 ? pair->sight->features[index].feature : NULL;

  if (feature != NULL)
    name = feature_name (pair, feature);
  else if (group->by != NULL)
    name = g_strdup (group->by);
  switch (group->kind)
    {
    case KIND_CONCEALMENT:
      head = concealment_sentence (pair, group, name, feature, clauses);
      break;
    case KIND_CREST:
      head = crest_sentence (pair, group, name, feature, clauses);
      break;
    case KIND_CREST_FIRE:
      add_clause (clauses, SAY (pair, _("not all of the battery’s bases are beyond that crest "
                                        "line")));
      /* Translators: CREST-4, a battery sees downhill over a crest but may not fire; the
       * hill's name */
      head = g_strdup_printf (SAY (pair, _("seen over the crest of %s, but may not be fired at "
                                           "across it")), name);
      break;
    case KIND_AREA:
      head = area_sentence (pair, group, name, feature, index, clauses);
      break;
    case KIND_OBSTACLE:
      add_clause (clauses, SAY (pair, _("hedges, fences and walls do not block sight")));
      head = g_strdup_printf (SAY (pair, _("seen over %s")), name);
      break;
    case KIND_UNIT:
      head = unit_sentence (pair, group, clauses);
      break;
    case KIND_COVER:
      head = cover_sentence (pair, group, name, feature, clauses);
      break;
    case KIND_OTHER:
    default:
      /* Translators: a rule the sentences have no words for, and what it is about */
      head = name != NULL ? g_strdup_printf (SAY (pair, _("by %s")), name) : NULL;
      break;
    }

  g_ptr_array_add (group->ids, NULL);
  ids = g_strjoinv (", ", (char **) group->ids->pdata);
  g_ptr_array_remove_index (group->ids, group->ids->len - 1);
  if (head == NULL)
    return g_strdup_printf ("(%s)", ids);
  g_string_append (text, head);
  for (guint i = 0; i < clauses->len; i++)
    {
      /* Translators: between the head of a sight sentence and its first clause, then between
       * two clauses: "hidden by Elnya wood: the observer …; it …" */
      g_string_append (text, i == 0 ? SAY (pair, C_("sight sentence", ": "))
                                    : SAY (pair, C_("sight sentence", "; ")));
      g_string_append (text, g_ptr_array_index (clauses, i));
    }
  /* Translators: a sight sentence, then the IDs of its rules in brackets */
  return g_strdup_printf (SAY (pair, C_("sight sentence", "%s (%s)")), text->str, ids);
}

/* The kind of the answer's reason REASON, and how its thing stands to the pair. */
static Kind
classify (const Pair *pair, const VdReason *reason, VdSightRule *rule,
          VdSightRelation *relation)
{
  gboolean visible = pair->answer->visible;

  *rule = rule_of (pair->sight, reason->rule);
  if (visible && pair->cover.rule != NULL && g_strcmp0 (pair->cover.rule, reason->rule) == 0 &&
      g_strcmp0 (pair->cover.by, reason->by) == 0)
    {
      *relation = VD_SIGHT_RELATION_COVER_FROM;
      return KIND_COVER;
    }
  switch (*rule)
    {
    case VD_SIGHT_RULE_WOOD_4:
    case VD_SIGHT_RULE_FIELD_2:
    case VD_SIGHT_RULE_ROCK_2:
      *relation = visible ? VD_SIGHT_RELATION_SPOTTED_IN : VD_SIGHT_RELATION_HIDDEN_IN;
      return KIND_CONCEALMENT;
    case VD_SIGHT_RULE_CREST_1:
    case VD_SIGHT_RULE_CREST_2:
    case VD_SIGHT_RULE_CREST_3:
    case VD_SIGHT_RULE_SIGHT_3:
    case VD_SIGHT_RULE_HILL_4:
      *relation = visible ? VD_SIGHT_RELATION_SEEN_OVER : VD_SIGHT_RELATION_BEHIND_CREST;
      return KIND_CREST;
    case VD_SIGHT_RULE_CREST_4:
      *relation = VD_SIGHT_RELATION_NO_FIRE_ACROSS;
      return KIND_CREST_FIRE;
    case VD_SIGHT_RULE_WOOD_5:
    case VD_SIGHT_RULE_WOOD_6:
    case VD_SIGHT_RULE_WOOD_7:
      *relation = visible ? VD_SIGHT_RELATION_SEEN_THROUGH : VD_SIGHT_RELATION_HIDDEN_BY;
      return KIND_AREA;
    case VD_SIGHT_RULE_SIGHT_2:
    case VD_SIGHT_RULE_MARSH_4:
      *relation = visible ? VD_SIGHT_RELATION_SEEN_OVER : VD_SIGHT_RELATION_HIDDEN_BY;
      return KIND_AREA;
    case VD_SIGHT_RULE_SIGHT_1:
      *relation = VD_SIGHT_RELATION_SEEN_OVER;
      return KIND_OBSTACLE;
    case VD_SIGHT_RULE_WOOD_8:
    case VD_SIGHT_RULE_HOUSE_6:
    case VD_SIGHT_RULE_HOUSE_7:
    case VD_SIGHT_RULE_MARSH_3:
    case VD_SIGHT_RULE_LOBS_2:
    case VD_SIGHT_RULE_HOBS_2:
    case VD_SIGHT_RULE_HOBS_4:
      *relation = VD_SIGHT_RELATION_COVER_FROM;
      return KIND_COVER;
    case VD_SIGHT_RULE_MASK_5:
    case VD_SIGHT_RULE_SIGHT_4:
      *relation = visible ? VD_SIGHT_RELATION_SEEN_OVER : VD_SIGHT_RELATION_MASKED_BY;
      return KIND_UNIT;
    case VD_SIGHT_N_RULES:
    default:
      break;
    }
  /* A masking row's rules (MASK-1…4, SIGHT-5…8, or a table's own) about a third unit. */
  if (reason->by != NULL && vd_table_find_unit (pair->sight->table, reason->by) != NULL &&
      g_strcmp0 (reason->by, pair->answer->observer->id) != 0 &&
      g_strcmp0 (reason->by, pair->answer->target->id) != 0)
    {
      *relation = visible ? VD_SIGHT_RELATION_SEEN_OVER : VD_SIGHT_RELATION_MASKED_BY;
      return KIND_UNIT;
    }
  *relation = VD_SIGHT_RELATION_BY;
  return KIND_OTHER;
}

static void
sentence_free (VdSightSentence *sentence)
{
  g_free (sentence->text);
  g_ptr_array_unref (sentence->rules);
  g_free (sentence);
}

VdSightExplanation *
vd_sight_explain (VdSight *sight, const VdSightAnswer *answer, const VdSideView *view,
                  VdSightExplainLanguage language)
{
  VdSightExplanation *explanation;
  g_autoptr(GArray) groups = g_array_new (FALSE, TRUE, sizeof (Group));
  Pair pair = { sight, answer, view };

  g_return_val_if_fail (sight != NULL && answer != NULL, NULL);

  pair.english = language == VD_SIGHT_EXPLAIN_ENGLISH;
  explanation = g_new0 (VdSightExplanation, 1);
  explanation->sentences = g_ptr_array_new_with_free_func ((GDestroyNotify) sentence_free);
  explanation->n_reasons = answer->n_reasons;
  explanation->of_reason = g_new0 (guint, MAX (answer->n_reasons, 1));
  pair.observer = unit_facts (sight, answer->observer);
  pair.target = unit_facts (sight, answer->target);
  if (pair.observer == NULL || pair.target == NULL || answer->n_reasons == 0)
    return explanation;
  pair.observer_footprint = vd_unit_footprint (answer->observer);
  pair.target_footprint = vd_unit_footprint (answer->target);
  {
    guint observer = (guint) (pair.observer - sight->units), target = (guint) (pair.target - sight->units);
    guint which;

    pair.between = vd_sight_line (pair.observer->front_centre,
                                  vd_sight_pair_end (sight, observer, target, &which));
    /* The cover's reason, worked out again: a reason that is also a shaping one is told once. */
    if (answer->visible)
      {
        VdSightPair facts = { observer, target, pair.observer, pair.target };

        facts.distance = answer->distance;
        vd_sight_cover (sight, &facts, &pair.cover);
      }
  }

  for (guint i = 0; i < answer->n_reasons; i++)
    {
      const VdReason *reason = &answer->reasons[i];
      VdSightRelation relation;
      VdSightRule rule;
      Kind kind = classify (&pair, reason, &rule, &relation);
      Group *group = NULL;
      guint g;

      for (g = 0; g < groups->len; g++)
        {
          group = &g_array_index (groups, Group, g);
          if (group->kind == kind && g_strcmp0 (group->by, reason->by) == 0)
            break;
        }
      if (g == groups->len)
        {
          Group fresh = { kind, reason->by, relation, 0, 0, g_ptr_array_new (), 0 };

          g_array_append_val (groups, fresh);
          group = &g_array_index (groups, Group, g);
        }
      if (rule != VD_SIGHT_N_RULES)
        group->rules |= bit (rule);
      if (rule == VD_SIGHT_RULE_WOOD_5 || rule == VD_SIGHT_RULE_WOOD_6 || rule == VD_SIGHT_RULE_WOOD_7)
        group->relation = relation;
      group->count = MAX (group->count, MAX (reason->count, 1));
      g_ptr_array_add (group->ids, (gpointer) reason->rule);
      explanation->of_reason[i] = g;
    }

  for (guint g = 0; g < groups->len; g++)
    {
      Group *group = &g_array_index (groups, Group, g);
      g_autofree char *text = group_text (&pair, group);
      VdSightSentence *sentence = NULL;
      guint k;

      /* Features that share a name (the houses of one village) say the same: said once. */
      for (k = 0; k < explanation->sentences->len; k++)
        {
          sentence = g_ptr_array_index (explanation->sentences, k);
          if (g_str_equal (sentence->text, text))
            break;
        }
      if (k == explanation->sentences->len)
        {
          sentence = g_new0 (VdSightSentence, 1);
          sentence->text = g_steal_pointer (&text);
          sentence->rules = g_ptr_array_ref (group->ids);
          sentence->by = group->by;
          sentence->relation = group->relation;
          g_ptr_array_add (explanation->sentences, sentence);
        }
      g_ptr_array_unref (group->ids);
      group->sentence = k;
    }
  for (guint i = 0; i < answer->n_reasons; i++)
    explanation->of_reason[i] = g_array_index (groups, Group, explanation->of_reason[i]).sentence;
  return explanation;
}

void
vd_sight_explanation_free (VdSightExplanation *explanation)
{
  if (explanation == NULL)
    return;
  g_ptr_array_unref (explanation->sentences);
  g_free (explanation->of_reason);
  g_free (explanation);
}
