/* Formations on the move (BN 11.0-11.2, 16.1b): what a formation may cross, whether it moves
 * at all, its allowance, and the points left after a change on the way. */
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"

/* How far from a whole number a rescaled allowance may be and still count as one. */
#define EPSILON 1e-9

/* The cost of TERRAIN (a hex terrain or a hexside feature) for the formation the unit is in,
 * where the module gives one (`by_formation`: BN's bridges, 11.2). FALSE when it gives none,
 * and the class's cost applies. */
gboolean
vd_hex_move_formation_mp (const Mover *m, const VdHexTerrain *terrain, StepKind *kind,
                          double *mp, char **why)
{
  const VdYamlNode *value = NULL;
  const char *word;

  if (m->formation == NULL || terrain == NULL)
    return FALSE;
  for (guint i = 0; i < 2 && value == NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.%s.by_formation.%s",
                                               i == 0 ? "hexsides" : "terrain", terrain->id,
                                               m->formation);

      value = vd_hex_move_lookup (m->module, path);
    }
  if ((word = vd_hex_ruleset_word (value)) == NULL)
    return FALSE;
  if (g_str_equal (word, "prohibited"))
    {
      /* Translators: "Bridge: not for a unit in line". */
      *why = g_strdup_printf (_("%s: not for a unit in %s"), vd_text_get (&terrain->name),
                              vd_hex_ruleset_formation_name (m->module, m->formation));
      *kind = STEP_FORBIDDEN;
      return TRUE;
    }
  *mp = g_ascii_strtod (word, NULL);
  *kind = STEP_OK;
  return TRUE;
}

/* Whether the unit's formation keeps it in place (BN 11.2: square, unlimbered artillery), with
 * the rule and why, for a step refused. */
gboolean
vd_hex_move_formation_stuck (const Mover *m, const char **rule, char **why)
{
  if (m->formation == NULL ||
      !vd_hex_ruleset_list_has (m->module, "special.formations.cannot_move", m->formation))
    return FALSE;
  *rule = vd_hex_ruleset_lookup_word (m->module, "special.formations.cannot_move_rule");
  /* Translators: "a unit in square does not move; it may only change formation or facing". */
  *why = g_strdup_printf (_("a unit in %s does not move; it may only change formation or "
                            "facing"),
                          vd_hex_ruleset_formation_name (m->module, m->formation));
  return TRUE;
}

/* Whether the unit's state keeps it from moving of its own will (BN 25.1b: a routed unit only
 * flees, `movement.no_voluntary_move`), with the rule and why, for a step refused. */
gboolean
vd_hex_move_state_stuck (const Mover *m, const char **rule, char **why)
{
  if (m->unit->state == NULL ||
      !vd_hex_ruleset_list_has (m->module, "movement.no_voluntary_move.states", m->unit->state))
    return FALSE;
  *rule = vd_hex_ruleset_lookup_word (m->module, "movement.no_voluntary_move.rule");
  /* Translators: "b1 is routed: it moves only as its rout or a retreat takes it". */
  *why = g_strdup_printf (_("%s is %s: it moves only as its rout or a retreat takes it"),
                          m->unit->id, m->unit->state);
  return TRUE;
}

/* A whole number of points from the module's `special.movement.KEY.NAME` (NAME the class and
 * formations, "infantry_column"), or -1 when the module leaves it out or `~`. */
static double
points_of (const VdHexRuleset *module, const char *key, const char *name)
{
  g_autofree char *path = g_strdup_printf ("special.movement.%s.%s", key, name);
  const char *word = vd_hex_ruleset_lookup_word (module, path);

  return word != NULL && g_ascii_isdigit (word[0]) ? g_ascii_strtod (word, NULL) : -1;
}

double
vd_hex_move_formation_allowance (const VdHexRuleset *module, const char *unit_class,
                                 const char *formation)
{
  g_autofree char *name = NULL;

  if (formation == NULL)
    return -1;
  name = g_strdup_printf ("%s_%s", unit_class, formation);
  return points_of (module, "movement_allowance", name);
}

/* The printed allowance of the unit of M: its own `movement`, else its formation's from the
 * module (the Movement Table's, 11.0a), said in REASONS; FALSE when neither is given. */
gboolean
vd_hex_move_base_allowance (const Mover *m, double *allowance, GPtrArray *reasons)
{
  double by_formation;

  if (m->unit->has_movement)
    {
      *allowance = m->unit->movement;
      return TRUE;
    }
  by_formation = vd_hex_move_formation_allowance (m->module, m->unit->unit_class, m->formation);
  if (by_formation < 0)
    return FALSE;
  *allowance = by_formation;
  /* Translators: where a unit's allowance comes from: "in column". */
  vd_hex_move_add_reason (reasons,
                          vd_hex_ruleset_lookup_word (m->module,
                                                      "special.movement.movement_allowance.rule"),
                          g_strdup_printf (_("in %s"),
                                           vd_hex_ruleset_formation_name (m->module,
                                                                          m->formation)),
                          by_formation);
  return TRUE;
}

/* LEFT points of an allowance of OLD rescaled to one of NEW (16.1b): a fraction above .5 up,
 * below .49 down; between, as reading `between` says (bn-i-half-rounding). FALSE with WHY when
 * that reading is not chosen. */
static gboolean
rescale (const VdHexRuleset *module, double left, double old, double new, double *out,
         char **rule, char **why)
{
  const char *up_above = vd_hex_ruleset_lookup_word (
    module, "special.movement.rescale_on_formation_change.round_up_above");
  const char *down_below = vd_hex_ruleset_lookup_word (
    module, "special.movement.rescale_on_formation_change.round_down_below");
  const char *reading = vd_hex_ruleset_lookup_word (
    module, "special.movement.rescale_on_formation_change.between");
  double exact = old > 0 ? left / old * new : 0;
  double fraction = exact - floor (exact + EPSILON);
  const char *chosen;

  if (fraction < EPSILON || fraction > 1 - EPSILON)
    {
      *out = round (exact);
      return TRUE;
    }
  if (up_above != NULL && fraction > g_ascii_strtod (up_above, NULL) + EPSILON)
    {
      *out = ceil (exact);
      return TRUE;
    }
  if (down_below != NULL && fraction < g_ascii_strtod (down_below, NULL) - EPSILON)
    {
      *out = floor (exact);
      return TRUE;
    }
  chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  if (g_strcmp0 (chosen, "up") == 0 || g_strcmp0 (chosen, "down") == 0)
    {
      *out = g_str_equal (chosen, "up") ? ceil (exact) : floor (exact);
      return TRUE;
    }
  *rule = g_strdup (reading != NULL ? reading : "16.1b");
  /* Translators: "2.5 points left, and how a half is rounded is not given: reading
   * bn-i-half-rounding not chosen". */
  *why = g_strdup_printf (_("%g points left, and how a half is rounded is not given: reading "
                            "%s not chosen"),
                          exact, reading != NULL ? reading : "?");
  return FALSE;
}

/* The formations of LIST by name, "line or column". */
static char *
formation_names (const VdHexRuleset *module, const VdYamlNode *list)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      if (i > 0)
        /* Translators: between the last two formations of a list, "line or column". */
        g_string_append (names, i + 1 == list->n_children ? _(" or ") : ", ");
      g_string_append (names, vd_hex_ruleset_formation_name (module, list->children[i]->value));
    }
  return g_string_free (names, FALSE);
}

char *
vd_hex_move_formation_refusal (const VdHexRuleset *module, const VdBoardUnit *unit,
                               const char *from, const char *to, const char **rule)
{
  g_autofree char *base = g_strdup_printf ("special.formations.forming.%s", to);
  g_autofree char *from_path = g_strconcat (base, ".from", NULL);
  g_autofree char *states_path = g_strconcat (base, ".not_states", NULL);
  g_autofree char *rule_path = g_strconcat (base, ".rule", NULL);
  char *why;

  if (vd_hex_move_lookup (module, base) == NULL)
    return NULL;
  if (unit->state != NULL && vd_hex_ruleset_list_has (module, states_path, unit->state))
    /* Translators: "inf is disorganized: it may not form square". */
    why = g_strdup_printf (_("%s is %s: it may not form %s"), unit->id, unit->state,
                           vd_hex_ruleset_formation_name (module, to));
  else if (from != NULL && vd_hex_move_lookup (module, from_path) != NULL &&
           !vd_hex_ruleset_list_has (module, from_path, from))
    {
      g_autofree char *names = formation_names (module, vd_hex_move_lookup (module, from_path));

      /* Translators: "inf is in skirmish order: only a unit in line or column forms square". */
      why = g_strdup_printf (_("%s is in %s: only a unit in %s forms %s"), unit->id,
                             vd_hex_ruleset_formation_name (module, from), names,
                             vd_hex_ruleset_formation_name (module, to));
    }
  else
    return NULL;
  *rule = vd_hex_ruleset_lookup_word (module, rule_path);
  return why;
}

VdHexMoveVerdict
vd_hex_move_formation_change (const Mover *m, const char *to, double extra, double *left,
                              double *cost_out, GPtrArray *reasons, char **rule, char **why)
{
  const char *from = m->formation;
  const char *cost_rule =
    vd_hex_ruleset_lookup_word (m->module, "special.movement.formation_change.rule");
  const char *rescale_rule = "16.1b";
  const VdYamlNode *rules =
    vd_hex_move_lookup (m->module, "special.movement.rescale_on_formation_change.rules");
  g_autofree char *name = g_strdup_printf ("%s_%s_to_%s", m->unit->unit_class,
                                           from != NULL ? from : "none", to);
  g_autofree char *by = g_strdup_printf ("%s → %s",
                                         from != NULL
                                           ? vd_hex_ruleset_formation_name (m->module, from)
                                           : "–",
                                         vd_hex_ruleset_formation_name (m->module, to));
  double cost = from != NULL ? points_of (m->module, "formation_change", name) : -1;
  double old_allowance = vd_hex_move_formation_allowance (m->module, m->unit->unit_class, from);
  double new_allowance = vd_hex_move_formation_allowance (m->module, m->unit->unit_class, to);
  double rescaled;

  *cost_out = 0;
  /* From the formation it moves in, which a change on the way may have made (BN 11.6a). */
  {
    const char *refusal_rule = NULL;

    if ((*why = vd_hex_move_formation_refusal (m->module, m->unit, m->formation, to,
                                               &refusal_rule)) != NULL)
      {
        *rule = g_strdup (refusal_rule);
        return VD_HEX_MOVE_ILLEGAL;
      }
  }
  if (rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0)
    rescale_rule = rules->children[rules->n_children - 1]->value;
  if (cost_rule == NULL)
    cost_rule = rescale_rule;
  if (m->unit->has_movement)
    old_allowance = m->unit->movement;
  if (cost < 0)
    {
      *rule = g_strdup (cost_rule);
      /* Translators: "what column → line costs is not given (Movement Table)". */
      *why = g_strdup_printf (_("what %s costs is not given (Movement Table)"), by);
      return VD_HEX_MOVE_UNKNOWN;
    }
  vd_hex_move_add_reason (reasons, cost_rule, g_strdup (by), cost);
  *cost_out = cost;
  if (*left < 0)
    return VD_HEX_MOVE_LEGAL;    /* no allowance known: only the cost counts */
  if (cost > *left + EPSILON)
    {
      *rule = g_strdup (cost_rule);
      /* Translators: "column → line costs 1 MP, 0.5 left". */
      *why = g_strdup_printf (_("%s costs %g MP, %g left"), by, cost, *left);
      return VD_HEX_MOVE_ILLEGAL;
    }
  *left -= cost;
  if (old_allowance < 0 || new_allowance < 0)
    {
      *rule = g_strdup (rescale_rule);
      /* Translators: "the allowance in line is not given (Movement Table)". */
      *why = g_strdup_printf (_("the allowance in %s is not given (Movement Table)"),
                              vd_hex_ruleset_formation_name (m->module,
                                                             old_allowance < 0 ? from : to));
      return VD_HEX_MOVE_UNKNOWN;
    }
  /* The turn's changes (a forced march, the weather) count in both allowances alike. */
  if (!rescale (m->module, *left, old_allowance + extra, new_allowance + extra, &rescaled, rule,
                why))
    return VD_HEX_MOVE_UNKNOWN;
  /* Translators: MP left before and after a formation change: "2 of 8 MP, then 1 of 5". */
  vd_hex_move_add_reason (reasons, rescale_rule,
                          g_strdup_printf (_("%g of %g MP, then %g of %g"), *left,
                                           old_allowance + extra, rescaled,
                                           new_allowance + extra),
                          0);
  *left = rescaled;
  return VD_HEX_MOVE_LEGAL;
}

FreeFacing
vd_hex_move_formation_free_facing (const VdHexRuleset *module, const char *from, const char *to,
                                   const char **rule)
{
  g_autofree char *base = NULL, *any_path = NULL, *about_path = NULL, *rule_path = NULL;
  FreeFacing free = FREE_FACING_NONE;

  *rule = NULL;
  if (from == NULL || to == NULL)
    return FREE_FACING_NONE;
  base = g_strdup_printf ("special.formations.leaving.%s", from);
  any_path = g_strconcat (base, ".any_facing_to", NULL);
  about_path = g_strconcat (base, ".about_face_to", NULL);
  rule_path = g_strconcat (base, ".rule", NULL);
  if (vd_hex_ruleset_list_has (module, any_path, to))
    free = FREE_FACING_ANY;
  else if (vd_hex_ruleset_list_has (module, about_path, to))
    free = FREE_FACING_ABOUT;
  if (free != FREE_FACING_NONE)
    *rule = vd_hex_ruleset_lookup_word (module, rule_path);
  return free;
}
