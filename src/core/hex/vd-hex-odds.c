/* The odds of a combat on a board, for the games that fight by odds (NaA, 1914). */
#include "vd-hex-odds.h"
#include "vd-hex-melee.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-ice.h"
#include "vd-hex-los.h"
#include "vd-hex-turn.h"

static void
reason_free (VdHexOddsReason *reason)
{
  g_free (reason->rule);
  g_free (reason->by);
  g_free (reason->what);
  g_free (reason);
}

GPtrArray *
vd_hex_odds_reasons_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
}

void
vd_hex_odds_add_reason (GPtrArray *reasons, const char *rule, const char *by, char *what)
{
  VdHexOddsReason *reason = g_new0 (VdHexOddsReason, 1);

  reason->rule = g_strdup (rule);
  reason->by = g_strdup (by);
  reason->what = what;
  g_ptr_array_add (reasons, reason);
}

void
vd_hex_odds_free (VdHexOdds *odds)
{
  if (odds == NULL)
    return;
  g_free (odds->odds);
  g_free (odds->column);
  g_ptr_array_unref (odds->reasons);
  g_free (odds->missing);
  g_free (odds->missing_rule);
  g_free (odds->settled);
  g_free (odds->settled_rule);
  g_free (odds);
}

static void
add_reason (VdHexOdds *odds, const char *rule, const char *by, char *what)
{
  vd_hex_odds_add_reason (odds->reasons, rule, by, what);
}

/* The first thing the answer lacks is the one named. */
static void
set_missing (VdHexOdds *odds, const char *rule, char *what)
{
  if (odds->missing != NULL)
    {
      g_free (what);
      return;
    }
  odds->missing = what;
  odds->missing_rule = g_strdup (rule);
}

/* The rule of what TERRAIN (at PATH in the module: "terrain.city") does in combat: its own
 * `defence_rule`, else the module's `combat.terrain_rule`, else its first rule. */
static const char *
combat_rule_of (const VdHexRuleset *module, const char *path, const VdHexTerrain *terrain)
{
  g_autofree char *own = g_strdup_printf ("%s.defence_rule", path);
  const char *rule = vd_hex_ruleset_lookup_word (module, own);

  if (rule == NULL)
    rule = vd_hex_ruleset_lookup_word (module, "combat.terrain_rule");
  return rule != NULL ? rule : terrain->rules[0];
}

const VdHexTerrain *
vd_hex_odds_cannot_fight (const VdBoard *board, const VdHexRuleset *module,
                          const VdBoardUnit *unit, const char **rule)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "combat.cannot_fight_in");
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, unit->hex);

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      const VdYamlNode *terrain = vd_yaml_lookup (item, "terrain");

      if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (item, "class")), unit->unit_class) != 0)
        continue;
      for (guint g = 0; g < grounds->len; g++)
        if (vd_hex_ruleset_node_has (terrain, grounds->pdata[g]))
          {
            *rule = vd_hex_ruleset_word (vd_yaml_lookup (item, "rule"));
            return vd_hex_ruleset_find_terrain (module, grounds->pdata[g]);
          }
    }
  return NULL;
}

/* What the combat's counters are, checked: on the map, one side each. */
static GPtrArray *
units_of (const VdBoard *board, const char * const *ids, const char *role, GError **error)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, ids[i]);

      if (unit == NULL || !unit->placed)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                       unit == NULL ? _("no unit “%s” on the board")
                                    : _("the unit “%s” is not on the map"), ids[i]);
          return NULL;
        }
      if (units->len > 0 &&
          !g_str_equal (((const VdBoardUnit *) units->pdata[0])->side, unit->side))
        {
          /* Translators: "the attackers are not all of one side (fr-1, ar-2)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("the %s are not all of one side (%s, %s)"), role,
                       ((const VdBoardUnit *) units->pdata[0])->id, unit->id);
          return NULL;
        }
      g_ptr_array_add (units, (gpointer) unit);
    }
  if (units->len == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no %s given"), role);
      return NULL;
    }
  return g_steal_pointer (&units);
}

/* A stack may not split (1914-CBT-5, `combat.whole_stacks`): every counter of the side in
 * each hex of UNITS is in UNITS. */
static gboolean
whole_stacks (const VdBoard *board, const VdHexRuleset *module, GPtrArray *units,
              GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "combat.whole_stacks.rule");

  if (rule == NULL)
    return TRUE;
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];
      g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);

      for (guint s = 0; s < stack->len; s++)
        {
          const VdBoardUnit *other = stack->pdata[s];

          if (g_str_equal (other->side, unit->side) && !g_ptr_array_find (units, other, NULL))
            {
              g_autofree char *hex = vd_board_format_hex (board, unit->hex);

              /* Translators: "the stack in 0405 may not split: fr-2 fights with fr-1
               * (1914-CBT-5)". */
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the stack in %s may not split: %s fights with %s (%s)"), hex,
                           other->id, unit->id, rule);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* A printed strength as a number, or FALSE (a letter, not given). */
static gboolean
printed_strength (const VdBoardUnit *unit, double *value)
{
  char *end = NULL;

  if (unit->strength == NULL || unit->strength_hidden)
    return FALSE;
  *value = g_ascii_strtod (unit->strength, &end);
  return end != unit->strength && *end == '\0' && isfinite (*value) && *value >= 0;
}

static double
rounded (double value, gboolean up)
{
  return up ? ceil (value - 1e-9) : floor (value + 1e-9);
}

gboolean
vd_hex_odds_fog_or_night (const VdBoard *board, const VdHexRuleset *module, const char **doubt)
{
  static const char * const lists[] = { "special.fog_and_night.fog_turns",
                                        "special.fog_and_night.night_turns" };
  const char *nightfall = vd_hex_ruleset_lookup_word (module,
                                                      "special.fog_and_night.nightfall_turn");

  *doubt = NULL;
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      const VdYamlNode *turns = vd_hex_ruleset_lookup (module, lists[l]);

      for (guint t = 0; turns != NULL && turns->kind == VD_YAML_SEQUENCE && t < turns->n_children;
           t++)
        if (g_strcmp0 (vd_hex_ruleset_word (turns->children[t]), NULL) != 0 &&
            atoi (turns->children[t]->value) == board->turn)
          return TRUE;
    }
  if (nightfall != NULL && atoi (nightfall) == board->turn)
    {
      const char *chosen = vd_hex_ruleset_choice (module, "naa-i-nightfall");

      if (chosen == NULL)
        *doubt = "naa-i-nightfall";
      return g_strcmp0 (chosen, "turns-11-and-12") == 0;
    }
  return FALSE;
}

gboolean
vd_hex_odds_bombards (const VdHexRuleset *module, const VdBoardUnit *unit, int distance)
{
  const char *range = vd_hex_ruleset_lookup_word (module, "combat.mandatory.bombardment.range");
  const VdYamlNode *classes = vd_hex_ruleset_lookup (module,
                                                     "combat.mandatory.bombardment.classes");

  return range != NULL && distance > 1 && distance <= atoi (range) &&
         vd_hex_ruleset_node_has (classes, unit->unit_class);
}

/* NaA's bombardment refusals, before the contact check that would otherwise name D7: none in
 * fog or at night (FOG-5), one target only (E8). FALSE with ERROR when refused. */
static gboolean
bombardment_allowed (const VdBoard *board, const VdHexRuleset *module, GPtrArray *attackers,
                     GPtrArray *defenders, GError **error)
{
  const char *fog_rule = vd_hex_ruleset_lookup_word (module,
                                                     "special.fog_and_night.bombardment_rule");
  const char *one_rule = vd_hex_ruleset_lookup_word (
    module, "combat.mandatory.bombardment.one_target_rule");
  VdHex target = ((const VdBoardUnit *) defenders->pdata[0])->hex;

  for (guint i = 0; i < attackers->len; i++)
    {
      const VdBoardUnit *unit = attackers->pdata[i];
      const char *doubt = NULL;

      if (!vd_hex_odds_bombards (module, unit, vd_hex_distance (unit->hex, target)))
        continue;
      if (fog_rule != NULL && vd_hex_odds_fog_or_night (board, module, &doubt))
        {
          /* Translators: "g1 may not bombard: no bombardment in fog or at night (FOG-5)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s may not bombard: no bombardment in fog or at night (%s)"),
                       unit->id, fog_rule);
          return FALSE;
        }
      if (fog_rule != NULL && doubt != NULL)
        {
          /* Translators: "whether g1 may bombard on turn 11, night falling (FOG-5), is reading
           * naa-i-nightfall". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("whether %s may bombard on turn %d, night falling (%s), is reading %s"),
                       unit->id, board->turn, fog_rule, doubt);
          return FALSE;
        }
      if (one_rule != NULL && defenders->len > 1)
        {
          /* Translators: "g1 bombards one enemy unit, not 2 (E8)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s bombards one enemy unit, not %u (%s)"), unit->id, defenders->len,
                       one_rule);
          return FALSE;
        }
    }
  return TRUE;
}

/* Whether UNIT, out of contact with DEFENDED, bombards it (NaA E3: a combat like any other)
 * with a line of fire not blocked; FALSE with ERROR when blocked (E10, E16, E17), FALSE alone
 * when it does not bombard. A line the module cannot judge yet is named in the odds. */
static gboolean
bombards_clear (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                VdHex defended, GError **error)
{
  g_autoptr(VdHexLos) los = NULL;
  g_autofree char *label = NULL;
  const VdHexLosReason *why;

  if (vd_hex_ruleset_lookup_word (module, "combat.mandatory.bombardment.combat_rule") == NULL ||
      !vd_hex_odds_bombards (module, unit, vd_hex_distance (unit->hex, defended)))
    return FALSE;
  los = vd_hex_los (board, module, unit->hex, defended, NULL);
  if (los == NULL || los->verdict != VD_HEX_LOS_BLOCKED)
    return TRUE;
  label = vd_board_format_hex (board, defended);
  why = los->reasons->len > 0 ? los->reasons->pdata[los->reasons->len - 1] : NULL;
  /* Translators: "g1 has no line of fire to 0303: a blocking hex between (E10)". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no line of fire to %s: %s (%s)"),
               unit->id, label, why != NULL ? why->what : "?",
               why != NULL && why->rule != NULL ? why->rule : "?");
  return FALSE;
}

/* The bombardments of a combat said, with their rules: each a combat like any other (NaA E3),
 * joined with units in contact (E9); a line of fire the module cannot judge yet is missing. */
static void
bombardment_reasons (VdHexOdds *odds, const VdBoard *board, const VdHexRuleset *module,
                     GPtrArray *attackers, VdHex defended)
{
  const char *combat_rule = vd_hex_ruleset_lookup_word (module,
                                                        "combat.mandatory.bombardment.combat_rule");
  const char *joint_rule = vd_hex_ruleset_lookup_word (module,
                                                       "combat.mandatory.bombardment.joint_rule");
  gboolean contact = FALSE;

  for (guint i = 0; i < attackers->len; i++)
    contact |= vd_hex_distance (((const VdBoardUnit *) attackers->pdata[i])->hex, defended) == 1;
  for (guint i = 0; combat_rule != NULL && i < attackers->len; i++)
    {
      const VdBoardUnit *unit = attackers->pdata[i];
      int distance = vd_hex_distance (unit->hex, defended);
      g_autoptr(VdHexLos) los = NULL;

      /* E1: a gun in contact fights as any other unit does. */
      if (distance == 1 &&
          vd_hex_ruleset_lookup_word (module, "combat.artillery_in_contact_rule") != NULL &&
          vd_hex_odds_bombards (module, unit, 2))
        add_reason (odds, vd_hex_ruleset_lookup_word (module, "combat.artillery_in_contact_rule"),
                    unit->id, g_strdup (_("artillery in contact: it fights like any other unit")));
      if (distance == 1)
        continue;
      /* Translators: "bombards from 2 hexes: a combat like any other". */
      add_reason (odds, combat_rule, unit->id,
                  g_strdup_printf (_("bombards from %d hexes: a combat like any other"),
                                   distance));
      if (contact && joint_rule != NULL)
        add_reason (odds, joint_rule, unit->id,
                    g_strdup (_("bombards in the same combat as the units in contact")));
      los = vd_hex_los (board, module, unit->hex, defended, NULL);
      if (los != NULL && los->verdict == VD_HEX_LOS_UNKNOWN)
        {
          g_autofree char *label = vd_board_format_hex (board, defended);

          /* Translators: "whether g1 can bombard 0303: what Forest does to fire is not
           * given". */
          set_missing (odds, los->missing_rule,
                       g_strdup_printf (_("whether %s can bombard %s: %s"), unit->id, label,
                                        los->missing != NULL ? los->missing : "?"));
        }
    }
}

/* NaA's pointers behind the halving: E15 sends artillery to FOG-5 and FOG-6; at night, FOG-3
 * makes night's effects fog's. */
static void
fog_night_pointers (VdHexOdds *odds, const VdBoard *board, const VdHexRuleset *module,
                    const VdBoardUnit *unit)
{
  const VdYamlNode *night = vd_hex_ruleset_lookup (module, "special.fog_and_night.night_turns");
  const char *nightfall = vd_hex_ruleset_lookup_word (module,
                                                      "special.fog_and_night.nightfall_turn");
  const char *artillery_rule = vd_hex_ruleset_lookup_word (
    module, "special.fog_and_night.artillery_pointer_rule");
  const char *same_rule = vd_hex_ruleset_lookup_word (module,
                                                      "special.fog_and_night.same_effects_rule");
  gboolean at_night = nightfall != NULL && atoi (nightfall) == board->turn;

  for (guint t = 0; night != NULL && night->kind == VD_YAML_SEQUENCE && t < night->n_children; t++)
    if (vd_hex_ruleset_word (night->children[t]) != NULL &&
        atoi (night->children[t]->value) == board->turn)
      at_night = TRUE;
  if (artillery_rule != NULL)
    add_reason (odds, artillery_rule, unit->id,
                g_strdup (_("artillery in fog or at night: as the fog and night rules say")));
  if (same_rule != NULL && at_night)
    add_reason (odds, same_rule, unit->id, g_strdup (_("night has the same effects as fog")));
}

/* One counter's strength in the combat: as printed, its state's share (1914-RES-3), NaA's
 * artillery in fog or at night halved, the attacker's rounded down and the defender's up
 * (FOG-6). FALSE when its printed strength is not a number. */
static gboolean
unit_strength (VdHexOdds *odds, const VdBoard *board, const VdHexRuleset *module,
               const VdBoardUnit *unit, gboolean attacking, gboolean state_first,
               double multiply, gboolean say, double *value)
{
  g_autofree char *path = unit->state != NULL
                            ? g_strdup_printf ("combat.strength_modifiers.%s", unit->state)
                            : NULL;
  const VdYamlNode *by_state = path != NULL ? vd_hex_ruleset_lookup (module, path) : NULL;
  const char *factor = vd_hex_ruleset_word (vd_yaml_lookup (by_state, "multiply"));
  const VdYamlNode *artillery = vd_hex_ruleset_lookup (module,
                                                       "special.fog_and_night.artillery_in_contact");
  double v;

  if (!printed_strength (unit, &v))
    {
      g_autofree char *shown = unit->strength != NULL ? vd_error_cut (unit->strength) : NULL;

      set_missing (odds, vd_hex_ruleset_lookup_word (module, "combat.strength_rule"),
                   shown == NULL || unit->strength_hidden
                     /* Translators: "the strength of fr-1 is not given (a number printed on
                      * its counter)". */
                     ? g_strdup_printf (_("the strength of %s is not given (a number printed on "
                                          "its counter)"), unit->id)
                     /* Translators: "the strength of fr-1, “lots”, is not a number (one
                      * printed on its counter)". */
                     : g_strdup_printf (_("the strength of %s, “%s”, is not a number (one "
                                          "printed on its counter)"), unit->id, shown));
      return FALSE;
    }
  if (factor != NULL && state_first)
    v = rounded (v * g_ascii_strtod (factor, NULL),
                 g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (by_state, "rounding")),
                            "up") == 0);
  v *= multiply;
  if (factor != NULL && !state_first)
    v = rounded (v * g_ascii_strtod (factor, NULL),
                 g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (by_state, "rounding")),
                            "up") == 0);
  if (artillery != NULL && g_strcmp0 (unit->unit_class, "artillery") == 0)
    {
      const char *doubt;
      const char *divide = vd_hex_ruleset_word (vd_yaml_lookup (artillery, "divide"));
      const char *rounding = vd_hex_ruleset_word (
        vd_yaml_lookup (artillery, attacking ? "attacker_rounds" : "defender_rounds"));

      if (vd_hex_odds_fog_or_night (board, module, &doubt) && divide != NULL)
        {
          v = rounded (v / g_ascii_strtod (divide, NULL), g_strcmp0 (rounding, "up") == 0);
          if (say)
            /* Translators: "artillery in fog or at night: ÷2, rounded up" (the defender's). */
            add_reason (odds, vd_hex_ruleset_lookup_word (module,
                                                          "special.fog_and_night.artillery_rule"),
                        unit->id,
                        g_strdup_printf (g_strcmp0 (rounding, "up") == 0
                                           ? _("artillery in fog or at night: ÷%s, rounded up")
                                           : _("artillery in fog or at night: ÷%s, rounded down"),
                                         divide));
          if (say)
            fog_night_pointers (odds, board, module, unit);
        }
      if (doubt != NULL)
        /* Translators: "whether turn 11 is night for fr-art's strength: reading
         * naa-i-nightfall not chosen". */
        set_missing (odds, doubt,
                     g_strdup_printf (_("whether turn %d is night for the strength of %s: "
                                        "reading %s not chosen"), board->turn, unit->id, doubt));
    }
  *value = v;
  return TRUE;
}

/* The defence the ground of HEX gives (`terrain.ID.defence: {multiply, then_add}`, a number to
 * multiply by, `none`; `~` or left out: not known): MULTIPLY and ADD, said in ODDS; FALSE when
 * not known. */
static gboolean
ground_defence (VdHexOdds *odds, const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                double *multiply, double *add)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, hex);
  g_autofree char *label = vd_board_format_hex (board, hex);
  gboolean known = TRUE;

  *multiply = 1;
  *add = 0;
  for (guint g = 0; g < grounds->len; g++)
    {
      const VdHexTerrain *ground = vd_hex_ruleset_find_terrain (module, grounds->pdata[g]);
      g_autofree char *path = g_strdup_printf ("terrain.%s.defence", (char *) grounds->pdata[g]);
      const VdYamlNode *defence = vd_hex_ruleset_lookup (module, path);
      g_autofree char *at = g_strdup_printf ("terrain.%s", (char *) grounds->pdata[g]);
      const char *times, *then_add, *rule;

      if (ground == NULL)
        continue;
      rule = combat_rule_of (module, at, ground);
      if (g_strcmp0 (vd_hex_ruleset_word (defence), "none") == 0)
        continue;
      /* A number is what the defence is multiplied by, as the owner enters it. */
      if (vd_hex_ruleset_word (defence) != NULL && g_ascii_isdigit (defence->value[0]))
        {
          *multiply *= g_ascii_strtod (defence->value, NULL);
          /* Translators: "Forest: ×2". */
          add_reason (odds, rule, label,
                      g_strdup_printf (_("%s: ×%s"), vd_text_get (&ground->name), defence->value));
          continue;
        }
      if (defence == NULL || defence->kind != VD_YAML_MAPPING)
        {
          /* Translators: "what Forest does to the defence is not given (Terrain table)". */
          set_missing (odds, rule,
                       g_strdup_printf (_("what %s does to the defence is not given (%s)"),
                                        vd_text_get (&ground->name),
                                        vd_hex_ruleset_lookup_word (module,
                                                                    "combat.terrain_chart")));
          known = FALSE;
          continue;
        }
      times = vd_hex_ruleset_word (vd_yaml_lookup (defence, "multiply"));
      then_add = vd_hex_ruleset_word (vd_yaml_lookup (defence, "then_add"));
      if (times != NULL)
        *multiply *= g_ascii_strtod (times, NULL);
      if (g_strcmp0 (then_add, "hex-value") == 0)
        {
          if (entry == NULL || !entry->has_value)
            {
              /* Translators: "the value printed in 1711 (a fortress) is not given". */
              set_missing (odds, rule,
                           g_strdup_printf (_("the value printed in %s (%s) is not given"),
                                            label, vd_text_get (&ground->name)));
              known = FALSE;
            }
          else
            *add += entry->value;
        }
      if (times != NULL || then_add != NULL)
        add_reason (odds, rule, label,
                    then_add != NULL && entry != NULL && entry->has_value
                      /* Translators: what a fortress does: "Fortress: ×2, then +2". */
                      ? g_strdup_printf (_("%s: ×%s, then +%d"), vd_text_get (&ground->name),
                                         times != NULL ? times : "1", entry->value)
                      /* Translators: what a city does: "City: ×2". */
                      : g_strdup_printf (_("%s: ×%s"), vd_text_get (&ground->name),
                                         times != NULL ? times : "1"));
      /* 1914-TER-2: "defence doubled" is ×2, said where a ground doubles. */
      if (times != NULL &&
          g_strcmp0 (times, vd_hex_ruleset_lookup_word (module, "combat.doubled.multiply")) == 0)
        add_reason (odds, vd_hex_ruleset_lookup_word (module, "combat.doubled.rule"), label,
                    g_strdup_printf (_("“defence doubled”: the strength ×%s"), times));
    }
  return known;
}

/* The hexside features between the defenders' hex and every attacker that change the defence
 * (`hexsides.ID.defence`): one counts only when every attack crosses it
 * (`benefit_only_if_every_attack_crosses`, 1914-TER-6); its effect, when not given, is named. */
static void
hexside_defence (VdHexOdds *odds, const VdBoard *board, const VdHexRuleset *module,
                 VdHex defended, GPtrArray *attackers)
{
  for (guint h = 0; h < module->hexsides->len; h++)
    {
      const VdHexTerrain *feature = module->hexsides->pdata[h];
      g_autofree char *path = g_strdup_printf ("hexsides.%s", feature->id);
      const VdYamlNode *node = vd_hex_ruleset_lookup (module, path);
      const char *rule = combat_rule_of (module, path, feature);
      guint crossing = 0;

      if (vd_yaml_lookup (node, "defence") == NULL)
        continue;
      for (guint a = 0; a < attackers->len; a++)
        {
          const VdBoardUnit *unit = attackers->pdata[a];
          VdHexside side;
          g_autoptr(GPtrArray) drawn = NULL;
          gboolean crosses = FALSE;

          if (!vd_hexside_between (unit->hex, defended, &side))
            continue;
          drawn = vd_board_hexside_features (board, side);
          for (guint d = 0; d < drawn->len; d++)
            crosses |= g_str_equal (((const VdBoardHexside *) drawn->pdata[d])->feature,
                                    feature->id);
          crossing += crosses;
        }
      if (crossing == 0)
        continue;
      if (crossing < attackers->len &&
          g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (node, "benefit_only_if_every_attack_crosses")),
                     "true") == 0)
        {
          /* Translators: "River: not every attack crosses it, no benefit". */
          add_reason (odds, rule, NULL,
                      g_strdup_printf (_("%s: not every attack crosses it, no benefit"),
                                       vd_text_get (&feature->name)));
          continue;
        }
      /* Translators: "what River does to the defence is not given (Terrain effects table)". */
      set_missing (odds, rule,
                   g_strdup_printf (_("what %s does to the defence is not given (%s)"),
                                    vd_text_get (&feature->name),
                                    vd_hex_ruleset_lookup_word (module, "combat.terrain_chart")));
    }
}

/* The odds ATTACK to DEFENCE by the game's rounding (`combat.odds.rounding`: `down`, NaA D8,
 * x:1 rounded down; `defender`, 1914-CBT-10), as a ratio A:D. */
static void
odds_of (const char *rounding, double attack, double defence, int *a, int *d)
{
  if (defence <= 0)
    {
      *a = G_MAXINT / 2;
      *d = 1;
    }
  else if (attack >= defence || g_strcmp0 (rounding, "defender") != 0)
    {
      /* Bounded as a defence of 0 is: far past any table's last column, never wrapped. */
      *a = attack / defence >= G_MAXINT / 2 ? G_MAXINT / 2 : (int) floor (attack / defence + 1e-9);
      *d = 1;
    }
  else
    {
      *a = 1;
      *d = attack <= 0 || defence / attack >= G_MAXINT / 2 ? G_MAXINT / 2
                                                           : (int) ceil (defence / attack - 1e-9);
    }
}

/* A ratio's place on one scale, worst for the attacker first: 1:d is -d, a:1 is a. */
static int
rank_of (int a, int d)
{
  return d > 1 ? -d : a;
}

static void
ratio_of_rank (int rank, int *a, int *d)
{
  if (rank < 0)
    {
      *a = 1;
      *d = -rank;
    }
  else
    {
      *a = rank;
      *d = 1;
    }
}

static gboolean
parse_ratio (const char *text, int *a, int *d)
{
  return text != NULL && sscanf (text, "%d:%d", a, d) == 2 && *a > 0 && *d > 0;
}

/* One rank up or down the scale: 1:2 after 1:1 going down, 2:1 after 1:1 going up. */
static int
step_rank (int rank, int by)
{
  while (by > 0)
    {
      rank = rank == -2 ? 1 : rank + 1;
      by--;
    }
  while (by < 0)
    {
      rank = rank == 1 ? -2 : rank - 1;
      by++;
    }
  return rank;
}


/* Elite counters' die bonus (1914-ELI-1, the module's `combat.die_modifiers.elite`): the
 * attacker's when its elite give more than half the attacking strength (ELITE, known when
 * ATTACK_KNOWN); elite defenders as the module's reading has it, named while it is open. */
static void
elite_die (VdHexOdds *odds, const VdHexRuleset *module, GPtrArray *attackers,
           GPtrArray *defenders, gboolean attack_known, double elite)
{
  const VdYamlNode *node = vd_hex_ruleset_lookup (module, "combat.die_modifiers.elite");
  const char *bonus = vd_hex_ruleset_word (vd_yaml_lookup (node, "attacker"));
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (node, "rule"));
  const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (node, "defence_reading"));
  g_autoptr(GString) by = g_string_new (NULL);
  gboolean defended = FALSE;

  if (bonus == NULL)
    return;
  for (guint i = 0; i < attackers->len; i++)
    if (((const VdBoardUnit *) attackers->pdata[i])->elite)
      g_string_append_printf (by, "%s%s", by->len > 0 ? "," : "",
                              ((const VdBoardUnit *) attackers->pdata[i])->id);
  if (by->len > 0 && !attack_known)
    {
      odds->die_known = FALSE;
      /* Translators: whether the elite give most of the strength is not known. */
      set_missing (odds, rule, g_strdup_printf (_("whether the elite %s give most of the "
                                                  "attacking strength, a strength not being "
                                                  "given"), by->str));
    }
  else if (by->len > 0 && elite * 2 > odds->attack)
    {
      odds->die_modifier += atoi (bonus);
      /* Translators: "elite, 6 of the attack's 8: die +1". */
      add_reason (odds, rule, by->str,
                  g_strdup_printf (_("elite, %g of the attack's %g: die %+d"), elite,
                                   odds->attack, atoi (bonus)));
    }
  else if (by->len > 0)
    /* Translators: "elite, only 3 of the attack's 8: no die bonus". */
    add_reason (odds, rule, by->str,
                g_strdup_printf (_("elite, only %g of the attack's %g: no die bonus"), elite,
                                 odds->attack));
  for (guint i = 0; i < defenders->len; i++)
    defended |= ((const VdBoardUnit *) defenders->pdata[i])->elite;
  if (!defended || reading == NULL)
    return;
  if (vd_hex_ruleset_choice (module, reading) == NULL)
    {
      odds->die_known = FALSE;
      /* Translators: "whether the elite defenders change the die is reading
       * 1914-i-elite-defence, still open". */
      set_missing (odds, rule, g_strdup_printf (_("whether the elite defenders change the die "
                                                  "is reading %s, still open"), reading));
    }
  else if (g_strcmp0 (vd_hex_ruleset_choice (module, reading),
                      vd_hex_ruleset_word (vd_yaml_lookup (node, "defence_when"))) == 0)
    {
      /* The defender's bonus is a point off the attacker's roll: high rolls favour him. */
      odds->die_modifier -= atoi (bonus);
      /* Translators: "elite defenders, by reading 1914-i-elite-defence: die -1". */
      add_reason (odds, rule, NULL,
                  g_strdup_printf (_("elite defenders, by reading %s: die %+d"), reading,
                                   -atoi (bonus)));
    }
  else
    /* Translators: "elite defenders: no die change, by reading 1914-i-elite-defence". */
    add_reason (odds, rule, NULL,
                g_strdup_printf (_("elite defenders: no die change, by reading %s"), reading));
}
VdHexOdds *
vd_hex_odds (const VdBoard *board, const VdHexRuleset *module, const char * const *attacker_ids,
             const char * const *defender_ids, GError **error)
{
  return vd_hex_odds_reduced (board, module, attacker_ids, defender_ids, NULL, error);
}

/* ID's strength V brought down to what REDUCED gives it (1914-CBT-7), said; FALSE with ERROR for
 * a game without reduced attacks or a strength that is not between 1 and V. */
static gboolean
reduce_attack (VdHexOdds *odds, const VdHexRuleset *module, GHashTable *reduced,
               const char *id, double *v, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "combat.reduced_attack.rule");
  const char *given = reduced != NULL ? g_hash_table_lookup (reduced, id) : NULL;
  char *end = NULL;
  double r;

  if (given == NULL)
    return TRUE;
  if (rule == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no attack at reduced strength"), vd_text_get (&module->name));
      return FALSE;
    }
  r = g_ascii_strtod (given, &end);
  if (end == given || *end != '\0' || r < 1 || r > *v)
    {
      g_autofree char *shown = vd_error_cut (given);

      /* Translators: "g1 may attack with 1 to 8, its strength, not “10” (1914-CBT-7)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s may attack with 1 to %g, its strength, not “%s” (%s)"), id, *v, shown,
                   rule);
      return FALSE;
    }
  if (r < *v)
    /* Translators: "attacks with 4 of its 8" (1914-CBT-7). */
    add_reason (odds, rule, id, g_strdup_printf (_("attacks with %g of its %g"), r, *v));
  *v = r;
  return TRUE;
}

VdHexOdds *
vd_hex_odds_reduced (const VdBoard *board, const VdHexRuleset *module,
                     const char * const *attacker_ids, const char * const *defender_ids,
                     GHashTable *reduced, GError **error)
{
  const char *rounding = vd_hex_ruleset_lookup_word (module, "combat.odds.rounding");
  const char *odds_rule = vd_hex_ruleset_lookup_word (module, "combat.odds.rule");
  const VdYamlNode *odds_rules = vd_hex_ruleset_lookup (module, "combat.odds.rules");
  const char *adjacent_rule = vd_hex_ruleset_lookup_word (module, "combat.adjacent_rule");
  g_autoptr(GPtrArray) attackers = NULL, defenders = NULL;
  g_autoptr(VdHexOdds) odds = NULL;
  const char *order_reading, *shift_rule, *limit_rule;
  const char *chosen_order = NULL;
  double multiply, add, defence_state_first = 0, defence_terrain_first = 0;
  gboolean attack_known = TRUE, defence_known = TRUE;
  double elite_attack = 0;
  int a, d, rank, shift = 0;
  VdHex defended;

  if (reduced != NULL)
    {
      GHashTableIter iter;
      gpointer key;

      /* Only an attacker's strength is reduced. */
      g_hash_table_iter_init (&iter, reduced);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (!g_strv_contains (attacker_ids, key))
          {
            g_autofree char *shown = vd_error_cut (key);

            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("%s does not attack here: only an attacker's strength is reduced"),
                         shown);
            return NULL;
          }
    }
  /* A game that melees by strength letters (BN 23) is checked as the others, then counted by
   * vd-hex-melee.c; a game without either does not fight by odds. */
  if (rounding == NULL && vd_hex_ruleset_lookup (module, "combat.pre_melee.odds") != NULL)
    {
      /* LBA: the odds only modify the pre-melee morale checks (vd-hex-pre-melee.h), and its
       * melee table is missing. */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s does not fight by odds: its odds only modify the two pre-melee morale "
                     "checks (%s), answered apart, and its melee table is missing"),
                   vd_text_get (&module->name), "LBA-PRE-1");
      return NULL;
    }
  if (rounding == NULL &&
      vd_hex_ruleset_lookup_word (module, "combat.melee.odds.strength_cap") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s does not fight by odds"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (adjacent_rule == NULL)
    adjacent_rule = vd_hex_ruleset_lookup_word (module, "combat.melee.odds.adjacent_rule");
  if (odds_rule == NULL && odds_rules != NULL && odds_rules->kind == VD_YAML_SEQUENCE &&
      odds_rules->n_children > 0)
    odds_rule = vd_hex_ruleset_word (odds_rules->children[0]);
  if ((attackers = units_of (board, attacker_ids, _("attackers"), error)) == NULL ||
      (defenders = units_of (board, defender_ids, _("defenders"), error)) == NULL)
    return NULL;
  for (guint i = 0; i < attackers->len; i++)
    {
      const VdBoardUnit *unit = attackers->pdata[i];
      const char *covering = vd_hex_covering_rule (board, module, unit);

      if (covering == NULL && vd_hex_demolisher_held (board, module, unit, &covering))
        {
          /* Translators: "fr-1 demolished a bridge this turn: it attacks nothing now (ICE-4)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s demolished a bridge this turn: it attacks nothing in this combat "
                         "phase (%s)"), unit->id, covering);
          return NULL;
        }
      if (covering != NULL)
        {
          /* Translators: "g-iiir is a covering unit: no offensive before turn 3 (1914-SET-5)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is a covering unit: it does not attack yet (%s)"), unit->id,
                       covering);
          return NULL;
        }
    }
  if (g_str_equal (((const VdBoardUnit *) attackers->pdata[0])->side,
                   ((const VdBoardUnit *) defenders->pdata[0])->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("attackers and defenders are of the same side"));
      return NULL;
    }
  defended = ((const VdBoardUnit *) defenders->pdata[0])->hex;
  for (guint i = 1; i < defenders->len; i++)
    if (!vd_hex_equal (((const VdBoardUnit *) defenders->pdata[i])->hex, defended))
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("the defenders are not in one hex: one combat is against one hex"));
        return NULL;
      }
  if (!bombardment_allowed (board, module, attackers, defenders, error))
    return NULL;
  for (guint i = 0; i < attackers->len; i++)
    if (vd_hex_distance (((const VdBoardUnit *) attackers->pdata[i])->hex, defended) != 1 &&
        !bombards_clear (board, module, attackers->pdata[i], defended, error))
      {
        g_autofree char *hex = NULL;

        if (error != NULL && *error != NULL)
          return NULL;
        hex = vd_board_format_hex (board, defended);
        /* Translators: "fr-1 is not next to 0405: only adjacent units fight (1914-CBT-2)". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("%s is not next to %s: only adjacent units fight (%s)"),
                     ((const VdBoardUnit *) attackers->pdata[i])->id, hex,
                     adjacent_rule != NULL ? adjacent_rule : "?");
        return NULL;
      }
  if (!whole_stacks (board, module, attackers, error) ||
      !whole_stacks (board, module, defenders, error))
    return NULL;
  if (rounding == NULL)
    return vd_hex_melee_odds (board, module, attackers, defenders, error);
  for (guint i = 0; i < attackers->len; i++)
    {
      const char *rule = NULL;
      const VdHexTerrain *ground =
        vd_hex_odds_cannot_fight (board, module, attackers->pdata[i], &rule);

      if (ground != NULL)
        {
          /* Translators: "guns does not fight in Forest (E11)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s does not fight in %s (%s)"),
                       ((const VdBoardUnit *) attackers->pdata[i])->id,
                       vd_text_get (&ground->name), rule != NULL ? rule : "?");
          return NULL;
        }
    }

  odds = g_new0 (VdHexOdds, 1);
  odds->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
  odds->attack_known = odds->defence_known = TRUE;
  /* Defenders that do not fight where they stand are eliminated without a roll (NaA E11). */
  {
    const char *rule = NULL;
    const VdHexTerrain *ground = NULL;
    gboolean all = TRUE;

    for (guint i = 0; i < defenders->len && all; i++)
      all = (ground = vd_hex_odds_cannot_fight (board, module, defenders->pdata[i], &rule)) != NULL;
    if (all && ground != NULL)
      {
        odds->settled_rule = g_strdup (rule);
        /* Translators: "artillery in Forest does not fight: eliminated without a roll". */
        odds->settled = g_strdup_printf (_("it does not fight in %s: eliminated without a "
                                           "roll"), vd_text_get (&ground->name));
        add_reason (odds, rule, ((const VdBoardUnit *) defenders->pdata[0])->id,
                    g_strdup (odds->settled));
        return g_steal_pointer (&odds);
      }
  }
  bombardment_reasons (odds, board, module, attackers, defended);

  /* The attack: each counter's strength, added (1914-CBT-9, NaA D8). */
  for (guint i = 0; i < attackers->len; i++)
    {
      double v;

      if (unit_strength (odds, board, module, attackers->pdata[i], TRUE, TRUE, 1, TRUE, &v))
        {
          if (!reduce_attack (odds, module, reduced,
                              ((const VdBoardUnit *) attackers->pdata[i])->id, &v, error))
            return NULL;
          odds->attack += v;
          if (((const VdBoardUnit *) attackers->pdata[i])->elite)
            elite_attack += v;
        }
      else
        attack_known = odds->attack_known = FALSE;
    }

  /* The defence: the defenders' strengths on their ground, their state's share before or
   * after it as the module reads the order (1914-i-strength-order). */
  defence_known = ground_defence (odds, board, module, defended, &multiply, &add);
  order_reading = vd_hex_ruleset_lookup_word (module, "combat.state_and_terrain.reading");
  if (order_reading != NULL)
    chosen_order = vd_hex_ruleset_choice (module, order_reading);
  for (guint i = 0; i < defenders->len; i++)
    {
      const VdBoardUnit *unit = defenders->pdata[i];
      double first, last;

      if (!unit_strength (odds, board, module, unit, FALSE, TRUE, multiply, TRUE, &first) ||
          !unit_strength (odds, board, module, unit, FALSE, FALSE, multiply, FALSE, &last))
        {
          defence_known = odds->defence_known = FALSE;
          continue;
        }
      defence_state_first += first;
      defence_terrain_first += last;
    }
  defence_state_first += add;
  defence_terrain_first += add;
  if (chosen_order != NULL)
    {
      g_autofree char *path = g_strdup_printf ("combat.state_and_terrain.%s", chosen_order);

      if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, path), "terrain-first") == 0)
        defence_state_first = defence_terrain_first;
    }
  hexside_defence (odds, board, module, defended, attackers);

  /* The states' shares, said once each. */
  for (guint side = 0; side < 2; side++)
    {
      GPtrArray *units = side == 0 ? attackers : defenders;

      for (guint i = 0; i < units->len; i++)
        {
          const VdBoardUnit *unit = units->pdata[i];
          g_autofree char *path = unit->state != NULL
                                    ? g_strdup_printf ("combat.strength_modifiers.%s", unit->state)
                                    : NULL;
          const VdYamlNode *by_state = path != NULL ? vd_hex_ruleset_lookup (module, path) : NULL;

          if (vd_hex_ruleset_word (vd_yaml_lookup (by_state, "multiply")) != NULL)
            /* Translators: "disorganized: ×0.5, rounded up". */
            add_reason (odds, vd_hex_ruleset_word (vd_yaml_lookup (by_state, "rule")), unit->id,
                        g_strdup_printf (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (by_state, "rounding")), "up") == 0
                                           ? _("%s: ×%s, rounded up") : _("%s: ×%s, rounded down"),
                                         unit->state,
                                         vd_hex_ruleset_word (vd_yaml_lookup (by_state, "multiply"))));
        }
    }

  odds->defence = defence_state_first;
  if (!attack_known || !defence_known)
    return g_steal_pointer (&odds);

  /* The odds, and whether the order of state and ground decides them. */
  odds_of (rounding, odds->attack, defence_state_first, &a, &d);
  {
    int a2, d2;

    odds_of (rounding, odds->attack, defence_terrain_first, &a2, &d2);
    if (chosen_order == NULL && order_reading != NULL && (a2 != a || d2 != d))
      /* Translators: "the defence is 9 or 10 as reading 1914-i-strength-order goes, not
       * chosen yet". */
      set_missing (odds, order_reading,
                   g_strdup_printf (_("the defence is %g or %g as reading %s goes, not chosen "
                                      "yet"), defence_state_first, defence_terrain_first,
                                    order_reading));
  }
  if (a == 0)
    {
      const char *below = vd_hex_ruleset_lookup_word (module, "combat.odds.below_one_reading");

      odds->odds = g_strdup_printf ("0:1");
      /* NaA D8: a weaker attack rounds down to 0; the CRT's rows below 1:1 are not known. */
      set_missing (odds, below != NULL ? below : odds_rule,
                   g_strdup_printf (_("odds below 1:1: how they are read is not given (%s)"),
                                    below != NULL ? below : "?"));
      return g_steal_pointer (&odds);
    }
  odds->odds = d > 1000 || a > 1000 ? NULL : g_strdup_printf ("%d:%d", a, d);
  {
    g_autofree char *attack = g_strdup_printf ("%g", odds->attack);
    g_autofree char *defence = g_strdup_printf ("%g", odds->defence);

    add_reason (odds, odds_rule, NULL,
                g_strcmp0 (rounding, "defender") == 0
                  /* Translators: "3 against 2, rounded in the defender's favour: 1:1". */
                  ? g_strdup_printf (_("%s against %s, rounded in the defender's favour: %s"),
                                     attack, defence, odds->odds != NULL ? odds->odds : "∞")
                  /* Translators: "5 against 2, rounded down: 2:1". */
                  : g_strdup_printf (_("%s against %s, rounded down: %s"), attack, defence,
                                     odds->odds != NULL ? odds->odds : "∞"));
  }
  rank = rank_of (a, d);

  /* NaA DEM-6: one row towards the side not demoralized. */
  shift_rule = vd_hex_ruleset_lookup_word (module, "combat.demoralization_shift.rule");
  if (shift_rule != NULL)
    {
      const char *rows = vd_hex_ruleset_lookup_word (module, "combat.demoralization_shift.rows");
      int by = rows != NULL ? atoi (rows) : 1;
      const VdBoardUnit *first_attacker = attackers->pdata[0];
      const VdBoardUnit *first_defender = defenders->pdata[0];

      if (vd_board_is_demoralized (board, first_attacker->side))
        shift = -by;
      else if (vd_board_is_demoralized (board, first_defender->side))
        shift = by;
      if (shift != 0)
        /* Translators: "one row against the demoralized army of french". */
        add_reason (odds, shift_rule,
                    shift < 0 ? first_attacker->side : first_defender->side,
                    g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "%d row against the demoralized army",
                                                  "%d rows against the demoralized army",
                                                  ABS (shift)), ABS (shift)));
    }
  rank = step_rank (rank, shift);
  /* Odds read as x:1 (NaA D8) have no row below 1:1 that the seed gives: shifted there, the
   * reading of such odds decides. */
  if (rank < 1 && g_strcmp0 (rounding, "down") == 0)
    {
      const char *below = vd_hex_ruleset_lookup_word (module, "combat.odds.below_one_reading");

      set_missing (odds, below != NULL ? below : odds_rule,
                   g_strdup_printf (_("odds below 1:1: how they are read is not given (%s)"),
                                    below != NULL ? below : "?"));
      return g_steal_pointer (&odds);
    }

  /* The limits (1914-CBT-12): odds beyond them are read at them. */
  limit_rule = vd_hex_ruleset_lookup_word (module, "combat.odds.limit_rule");
  {
    int lo_a, lo_d, hi_a, hi_d;
    const char *min = vd_hex_ruleset_lookup_word (module, "combat.odds.min");
    const char *max = vd_hex_ruleset_lookup_word (module, "combat.odds.max");

    if (parse_ratio (max, &hi_a, &hi_d) && rank > rank_of (hi_a, hi_d))
      {
        rank = rank_of (hi_a, hi_d);
        /* Translators: "read at 6:1, the best the table has". */
        add_reason (odds, limit_rule, NULL, g_strdup_printf (_("read at %s, the best the table "
                                                               "has"), max));
      }
    if (parse_ratio (min, &lo_a, &lo_d) && rank < rank_of (lo_a, lo_d))
      {
        rank = rank_of (lo_a, lo_d);
        add_reason (odds, limit_rule, NULL, g_strdup_printf (_("read at %s, the worst the table "
                                                               "has"), min));
      }
  }
  if (rank == 0 || rank == -1)
    rank = rank < 0 ? -2 : 1;
  {
    int ca, cd;

    ratio_of_rank (rank, &ca, &cd);
    odds->column = g_strdup_printf ("%d:%d", ca, cd);
    if (odds->odds == NULL)
      odds->odds = g_strdup (odds->column);
  }

  /* The die: the defenders' ground (a fortress, −1 for the attacker, 1914-TER-5), its floor
   * (1914-CBT-13). */
  {
    g_autofree char *label = vd_board_format_hex (board, defended);
    g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, defended);
    const char *floor_word = vd_hex_ruleset_lookup_word (module, "combat.die.modified_min");

    odds->die_known = TRUE;
    for (guint g = 0; g < grounds->len; g++)
      {
        const VdHexTerrain *ground = vd_hex_ruleset_find_terrain (module, grounds->pdata[g]);
        g_autofree char *path = g_strdup_printf ("terrain.%s.attacker_die",
                                                 (char *) grounds->pdata[g]);
        const VdYamlNode *die = vd_hex_ruleset_lookup (module, path);
        const char *word = vd_hex_ruleset_word (die);
        g_autofree char *at = g_strdup_printf ("terrain.%s", (char *) grounds->pdata[g]);
        const char *rule;

        if (ground == NULL)
          continue;
        rule = combat_rule_of (module, at, ground);
        if (word == NULL)
          {
            odds->die_known = FALSE;
            /* Translators: "what Forest does to the die is not given (Terrain table)". */
            set_missing (odds, rule,
                         g_strdup_printf (_("what %s does to the die is not given (%s)"),
                                          vd_text_get (&ground->name),
                                          vd_hex_ruleset_lookup_word (module,
                                                                      "combat.terrain_chart")));
            continue;
          }
        if (atoi (word) != 0)
          {
            odds->die_modifier += atoi (word);
            /* Translators: "Fortress: die −1 for the attacker". */
            add_reason (odds, rule, label,
                        g_strdup_printf (_("%s: die %+d for the attacker"),
                                         vd_text_get (&ground->name), atoi (word)));
            /* 1914-TER-3: how a ground's "die −1 for attacker" entry reads. */
            if (vd_hex_ruleset_lookup_word (module, "combat.die_modifiers.terrain.rule") != NULL)
              add_reason (odds,
                          vd_hex_ruleset_lookup_word (module, "combat.die_modifiers.terrain.rule"),
                          label, g_strdup_printf (_("“die %+d for the attacker”: added to the "
                                                    "attacker's roll"), atoi (word)));
          }
      }
    if (floor_word != NULL)
      {
        odds->has_die_floor = TRUE;
        odds->die_floor = atoi (floor_word);
      }
  }
  elite_die (odds, module, attackers, defenders, attack_known, elite_attack);
  return g_steal_pointer (&odds);
}
