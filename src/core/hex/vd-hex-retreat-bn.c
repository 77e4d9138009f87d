/* BN's retreats: to the rear by the unit's facing (5.2, 25.3), out through the hex opposite a
 * melee's attacker or back where a beaten attacker came from (23.1k), squares (11.6c), and
 * what comes of no way out: routed (25.3), destroyed off the map (1.1c). */
#include "vd-hex-retreat-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-reaction.h"
#include "vd-hex-stacking.h"

typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  const VdBoardUnit  *unit;
  const char         *rule;            /* 25.3 */
  const char         *prohibited_rule;
  const char         *off_map_rule;    /* 1.1c */
  gboolean            off_map_seen;
  gboolean            prohibited_seen; /* a way closed by prohibited ground (16.2c) */
} Bn;

/* The direction from A to its neighbour B, or -1. */
static int
direction_to (VdHex a, VdHex b)
{
  for (int d = 0; d < 6; d++)
    if (vd_hex_equal (vd_hex_neighbour (a, d), b))
      return d;
  return -1;
}

/* Whether the unit may step from FROM into HEX: on the map, not held by the enemy, ground it
 * may enter by a hexside it may cross; else refused (into REFUSED, with its rule) and FALSE. */
static gboolean
open_to (Bn *bn, VdHex from, VdHex hex, GPtrArray *refused)
{
  g_autoptr(GPtrArray) stack = NULL;
  const VdHexTerrain *barred;
  guint class_index = vd_hex_ruleset_class_index (bn->module, bn->unit->unit_class);
  gboolean bridged;

  if (!vd_hex_grid_contains (bn->board->grid, hex) ||
      !vd_hex_grid_is_playable (bn->board->grid, hex))
    {
      if (!bn->off_map_seen)
        refuse (refused, bn->unit->hex, bn->off_map_rule,
                g_strdup (_("off the map: a unit forced off it is destroyed")));
      bn->off_map_seen = TRUE;
      return FALSE;
    }
  stack = vd_board_units_at (bn->board, hex);
  for (guint i = 0; i < stack->len; i++)
    if (!g_str_equal (((const VdBoardUnit *) stack->pdata[i])->side, bn->unit->side))
      {
        refuse (refused, hex, bn->rule, g_strdup (_("held by the enemy")));
        return FALSE;
      }
  if ((barred = vd_board_prohibited_ground (
         bn->board, bn->module, hex,
         vd_hex_ruleset_class_index (bn->module, bn->unit->unit_class))) != NULL)
    {
      bn->prohibited_seen = TRUE;
      refuse (refused, hex, bn->prohibited_rule,
              g_strdup_printf (_("%s: prohibited ground"), vd_text_get (&barred->name)));
      return FALSE;
    }
  /* 16.2c: nor across a prohibited hexside; a bridge over it opens it only as the reading
   * says (the seed lets blown cavalry's withdrawal take one, 24.2a, and is silent on retreats). */
  if ((barred = vd_board_prohibited_hexside (bn->board, bn->module, from, hex, class_index,
                                             vd_hex_ruleset_lookup (bn->module,
                                                                    "combat.charge.withdrawal."
                                                                    "bridges"),
                                             &bridged)) != NULL)
    {
      const char *reading = vd_hex_ruleset_lookup_word (bn->module,
                                                        "retreat.policy.bridge_reading");
      const char *how = reading != NULL ? vd_hex_ruleset_choice (bn->module, reading) : NULL;

      if (bridged && g_strcmp0 (how, "allowed") == 0)
        return TRUE;
      bn->prohibited_seen = TRUE;
      refuse (refused, hex, bn->prohibited_rule,
              bridged
              /* Translators: BN 16.2c, "Escarpment: a prohibited hexside crossed; its bridge is
               * not a retreat's (reading bn-i-retreat-bridge: not chosen)". */
              ? g_strdup_printf (_("%s: a prohibited hexside crossed; its bridge is not a "
                                   "retreat’s (reading %s: %s)"),
                                 vd_text_get (&barred->name), reading != NULL ? reading : "?",
                                 how != NULL ? how : _("not chosen"))
              /* Translators: BN 16.2c, "Escarpment: a prohibited hexside crossed". */
              : g_strdup_printf (_("%s: a prohibited hexside crossed"),
                                 vd_text_get (&barred->name)));
      return FALSE;
    }
  return TRUE;
}

gboolean
vd_hex_retreat_bn_open (const VdBoard *board, const VdHexRuleset *module,
                        const VdBoardUnit *unit, VdHex from, VdHex hex, char **rule, char **why)
{
  const VdYamlNode *policy = vd_hex_ruleset_lookup (module, "retreat.policy");
  g_autoptr(GPtrArray) refused = g_ptr_array_new_with_free_func ((GDestroyNotify) refusal_free);
  Bn bn = { board, module, unit, vd_hex_ruleset_word (vd_yaml_lookup (policy, "rule")),
            vd_hex_ruleset_word (vd_yaml_lookup (policy, "prohibited_rule")),
            vd_hex_ruleset_word (vd_yaml_lookup (policy, "off_map_rule")), FALSE, FALSE };
  VdHexRetreatRefusal *refusal;

  if (open_to (&bn, from, hex, refused))
    return TRUE;
  refusal = refused->pdata[0];
  if (rule != NULL)
    *rule = g_strdup (refusal->rule);
  if (why != NULL)
    *why = g_strdup (refusal->why);
  return FALSE;
}

/* How far direction D is from the rear of FACING, in half hexsides (0: straight back; a unit
 * facing a vertex has two hexes straight back, 1 half from it). */
static int
from_rear (int facing, int d)
{
  int rear = facing < 6 ? 2 * facing + 6 : 2 * (facing - 6) + 1 + 6;
  int gap = abs ((2 * d - rear) % 12);

  return MIN (gap, 12 - gap);
}

static gboolean
already_on (GArray *path, VdHex hex)
{
  for (guint i = 0; path != NULL && i < path->len; i++)
    if (vd_hex_equal (g_array_index (path, VdHex, i), hex))
      return TRUE;
  return FALSE;
}

/* The next hexes to the rear of the unit from FROM, each with whether only the lenient reading
 * (rear-half) opens it: straight back, or the nearest to it when that is closed; rear-half,
 * any hex of the rear half. PATH: the hexes already passed, never entered again (no back and
 * forth, 5.2). */
static void
rear_steps (Bn *bn, VdHex from, const char *reading, GArray *path, GArray *steps,
            GArray *lenient, GPtrArray *refused)
{
  int facing = bn->unit->facing;
  int best = -1;

  /* Straight back first; the nearest to it (within the rear half) when that is closed. */
  for (int reach = facing < 6 ? 0 : 1; reach <= 3 && best < 0; reach++)
    for (int d = 0; d < 6; d++)
      {
        VdHex hex = vd_hex_neighbour (from, d);

        if (from_rear (facing, d) != reach || already_on (path, hex))
          continue;
        if (open_to (bn, from, hex, refused))
          {
            g_array_append_val (steps, hex);
            best = reach;
          }
      }
  if (g_strcmp0 (reading, "straight-back") == 0)
    return;
  /* The rear half, as reading bn-i-rear's other option takes it. */
  for (int d = 0; d < 6; d++)
    {
      VdHex hex = vd_hex_neighbour (from, d);
      gboolean listed = FALSE;

      if (from_rear (facing, d) > 2 || already_on (path, hex))
        continue;
      for (guint i = 0; i < steps->len; i++)
        listed |= vd_hex_equal (g_array_index (steps, VdHex, i), hex);
      if (!listed && open_to (bn, from, hex, NULL))
        {
          g_array_append_val (steps, hex);
          if (reading == NULL)
            g_array_append_val (lenient, hex);
        }
    }
}

static void
add_choice (VdHexRetreat *retreat, VdHex to, const char *rule, GArray *path,
            const char *formation, gboolean if_reading)
{
  VdHexRetreatChoice *choice;

  for (guint i = 0; i < retreat->choices->len; i++)
    if (vd_hex_equal (((const VdHexRetreatChoice *) retreat->choices->pdata[i])->to, to))
      return;
  choice = choice_new (to, rule);
  if (path != NULL && path->len > 0)
    {
      choice->path = g_array_new (FALSE, FALSE, sizeof (VdHex));
      g_array_append_vals (choice->path, path->data, path->len);
    }
  choice->formation = g_strdup (formation);
  choice->if_reading = if_reading;
  if (formation != NULL)
    /* Translators: BN 11.6c, a square retreating 2 hexes: "in column". */
    choice->note = g_strdup_printf (_("it leaves its square and retreats in %s"), formation);
  g_ptr_array_add (retreat->choices, choice);
}

static gboolean
in_array (GArray *hexes, VdHex hex)
{
  return already_on (hexes, hex);
}

/* 25.3b: the other counters of the unit's stack go as many hexes (officers, exempt, follow
 * their own rules). */
static void
bn_25_3b_stack (const Bn *bn, const VdYamlNode *policy, VdHexRetreat *retreat)
{
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "stack_rule"));
  g_autoptr(GPtrArray) here = NULL;
  g_autoptr(GStrvBuilder) mates = NULL;

  if (rule == NULL)
    return;
  here = vd_board_units_at (bn->board, bn->unit->hex);
  mates = g_strv_builder_new ();
  for (guint i = 0; i < here->len; i++)
    {
      const VdBoardUnit *other = here->pdata[i];

      if (other != bn->unit && g_strcmp0 (other->side, bn->unit->side) == 0 &&
          !vd_hex_ruleset_list_has (bn->module, "retreat.policy.stack_exempt",
                                    other->unit_class))
        g_strv_builder_add (mates, other->id);
    }
  retreat->stack = g_strv_builder_end (mates);
  retreat->stack_rule = g_strdup (rule);
}

/* 25.3d: a choice whose hex the unit would leave over the stacking limit routs everyone there
 * at once. */
static void
bn_25_3d_over_stack (const Bn *bn, const VdYamlNode *policy, VdHexRetreat *retreat)
{
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "over_stack_rule"));
  const char *state = vd_hex_ruleset_word (vd_yaml_lookup (policy, "over_stack_state"));

  if (rule == NULL || state == NULL ||
      vd_hex_ruleset_list_has (bn->module, "retreat.policy.stack_exempt", bn->unit->unit_class))
    return;
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      g_autoptr(VdHexStack) stack = NULL;

      if (choice->off_map)
        continue;
      stack = vd_hex_stacking_at (bn->board, bn->module, choice->to, bn->unit->id);
      if (stack->verdict != VD_HEX_STACK_OVER)
        continue;
      choice->routs_rule = g_strdup (rule);
      /* Translators: BN 25.3d, "over the stacking limit (0304 would hold 12 artillery
       * points, 10 at most): every unit in it is routed at once". */
      choice->routs = g_strdup_printf (_("over the stacking limit (%s): every unit in it is %s "
                                         "at once"),
                                       stack->why != NULL ? stack->why : "?", state);
    }
}

/* 15.1f: a retreat is involuntary, so leaving the enemy's zones of opportunity fire and
 * reaction charge on it triggers none of them: said when UNIT stands in one. */
static void
bn_15_1f (const VdBoard *board, const VdHexRuleset *module, const VdYamlNode *policy,
          const VdBoardUnit *unit, VdHexRetreat *retreat)
{
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "no_reaction_rule"));
  g_autoptr(GPtrArray) zones = NULL;
  g_autoptr(GString) who = g_string_new (NULL);

  if (rule == NULL)
    return;
  zones = vd_hex_reaction_zones_at (board, module, unit->hex, unit->side);
  for (guint i = 0; i < zones->len; i++)
    g_string_append_printf (who, "%s%s", i > 0 ? ", " : "",
                            ((const VdHexReaction *) zones->pdata[i])->unit);
  if (zones->len == 0)
    return;
  retreat->no_reaction_rule = g_strdup (rule);
  /* Translators: "it leaves the zones of fr-b, h1 in retreat: a retreat, being involuntary,
   * draws no opportunity fire or reaction charge". */
  retreat->no_reaction = g_strdup_printf (_("it leaves the zones of %s in retreat: a retreat, "
                                            "being involuntary, draws no opportunity fire or "
                                            "reaction charge"), who->str);
}

/* 16.2c against 25.3a: a retreat whose way is closed by prohibited ground forces the unit into
 * it, which 16.2c eliminates and 25.3a routs; reading `forced_reading` decides, and while it is
 * not chosen 25.3a's routing stands, the reading named. TRUE when it filled the failure. */
static gboolean
bn_16_2c_forced (const Bn *bn, const VdYamlNode *policy, VdHexRetreat *retreat)
{
  const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (policy, "forced_reading"));
  const char *how = reading != NULL ? vd_hex_ruleset_choice (bn->module, reading) : NULL;
  const char *state = retreat->failure_state != NULL ? retreat->failure_state : "?";

  if (reading == NULL)
    return FALSE;
  if (g_strcmp0 (how, "eliminated") == 0)
    {
      g_autofree char *routs_rule = g_steal_pointer (&retreat->failure_rule);

      retreat->failure_rule = g_strdup (bn->prohibited_rule);
      retreat->failure_eliminates = TRUE;
      /* Translators: BN 16.2c, "its only way is prohibited ground: forced into it, it is
       * eliminated (not routed as 25.3a has it: reading bn-i-forced-prohibited)". */
      retreat->failure = g_strdup_printf (_("its only way is prohibited ground: forced into it, "
                                            "it is eliminated (not %s as %s has it: reading "
                                            "%s)"), state,
                                          routs_rule != NULL ? routs_rule : "?", reading);
      return TRUE;
    }
  /* Translators: BN 25.3a, "its only way is prohibited ground: it is routed instead, not
   * eliminated as 16.2c has it (reading bn-i-forced-prohibited: not chosen)". */
  retreat->failure = g_strdup_printf (_("its only way is prohibited ground: it is %s instead, "
                                        "not eliminated as %s has it (reading %s: %s)"), state,
                                      bn->prohibited_rule != NULL ? bn->prohibited_rule : "?",
                                      reading, how != NULL ? how : _("not chosen"));
  return TRUE;
}

gboolean
vd_hex_retreat_bn (const VdBoard *board, const VdHexRuleset *module, const VdYamlNode *policy,
                   const VdBoardUnit *unit, int hexes, const VdHex *melee_from,
                   const VdHex *back_to, VdHexRetreat *retreat, GError **error)
{
  const char *max_text = vd_hex_ruleset_word (vd_yaml_lookup (policy, "max_hexes"));
  const char *melee_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "melee_rule"));
  const char *rear_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "rear_rule"));
  const char *square = vd_hex_ruleset_word (vd_yaml_lookup (policy, "square_formation"));
  const char *column = vd_hex_ruleset_word (vd_yaml_lookup (policy, "column_formation"));
  const char *reading_id = vd_hex_ruleset_word (vd_yaml_lookup (policy, "rear_reading"));
  const char *reading = reading_id != NULL ? vd_hex_ruleset_choice (module, reading_id) : NULL;
  const char *unlimbered = vd_hex_ruleset_word (vd_yaml_lookup (policy, "unlimbered_formation"));
  const char *limbered = vd_hex_ruleset_word (vd_yaml_lookup (policy, "limbered_formation"));
  const char *battery_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "artillery_rule"));
  const char *battery_reading = vd_hex_ruleset_word (vd_yaml_lookup (policy,
                                                                     "artillery_reading"));
  const char *formation = NULL;
  gboolean battery = FALSE;
  int most = max_text != NULL ? atoi (max_text) : 1;
  Bn bn = { board, module, unit, vd_hex_ruleset_word (vd_yaml_lookup (policy, "rule")),
            vd_hex_ruleset_word (vd_yaml_lookup (policy, "prohibited_rule")),
            vd_hex_ruleset_word (vd_yaml_lookup (policy, "off_map_rule")), FALSE, FALSE };

  bn_15_1f (board, module, policy, unit, retreat);

  if (hexes < 1 || hexes > most)
    {
      /* 25.3a: a retreat counts hexes, not MP, by the rule the module names for it. */
      const char *hexes_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "hexes_rule"));

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a retreat in this game is of 1 to %d hexes, not %d (%s)"), most, hexes,
                   hexes_rule != NULL ? hexes_rule : bn.rule != NULL ? bn.rule : "?");
      return FALSE;
    }
  if ((melee_from != NULL && direction_to (unit->hex, *melee_from) < 0) ||
      (back_to != NULL && direction_to (unit->hex, *back_to) < 0))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a melee's hex is next to the unit"));
      return FALSE;
    }
  if ((melee_from != NULL || back_to != NULL) && hexes != 1)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the loser of a melee retreats 1 hex (%s)"),
                   melee_rule != NULL ? melee_rule : "?");
      return FALSE;
    }
  retreat->failure_state = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (policy, "failure")));
  bn_25_3b_stack (&bn, policy, retreat);
  /* 11.6c: a square ignores a 1-hex retreat, and makes a longer one in column. */
  if (square != NULL && g_strcmp0 (unit->formation, square) == 0)
    {
      if (hexes == 1)
        {
          retreat->stays_rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (policy,
                                                                               "square_rule")));
          retreat->stays = g_strdup (_("in square, it ignores a 1-hex retreat"));
          return TRUE;
        }
      formation = column;
    }

  /* 27.4: artillery retreats limbered; whether an unlimbered battery limbers to go or cannot
   * retreat at all is the reading's. */
  if (unlimbered != NULL && g_strcmp0 (unit->formation, unlimbered) == 0)
    {
      const char *how = battery_reading != NULL ? vd_hex_ruleset_choice (module, battery_reading)
                                                : NULL;

      if (how == NULL)
        {
          retreat->unknown_rule = g_strdup (battery_rule);
          /* Translators: "whether unlimbered artillery limbers to retreat or cannot: reading
           * bn-i-unlimbered-retreat, not chosen". */
          retreat->unknown = g_strdup_printf (_("whether unlimbered artillery limbers to "
                                                "retreat or cannot: reading %s, not chosen"),
                                              battery_reading != NULL ? battery_reading : "?");
          return TRUE;
        }
      if (g_strcmp0 (how, "cannot-retreat") == 0)
        {
          retreat->failure_rule = g_strdup (battery_rule);
          /* Translators: BN 27.4, "unlimbered, it cannot retreat: it is routed instead". */
          retreat->failure = g_strdup_printf (_("unlimbered, it cannot retreat: it is %s "
                                                "instead"),
                                              retreat->failure_state != NULL
                                                ? retreat->failure_state : "?");
          return TRUE;
        }
      formation = limbered;
      battery = TRUE;
    }

  if (back_to != NULL)
    {
      /* 23.1k: a beaten attacker goes back into the hex it came from. */
      if (open_to (&bn, unit->hex, *back_to, retreat->refused))
        add_choice (retreat, *back_to, melee_rule, NULL, formation, FALSE);
    }
  else if (melee_from != NULL)
    {
      /* 23.1k: out through the hex opposite the attack, or the nearest to it. */
      int in = direction_to (unit->hex, *melee_from);

      for (int apart = 0; apart <= 2 && retreat->choices->len == 0; apart++)
        for (int sign = -1; sign <= 1; sign += 2)
          {
            int d = (in + 3 + sign * apart + 6) % 6;
            VdHex hex = vd_hex_neighbour (unit->hex, d);

            if ((apart == 0 && sign > 0) || d == in)
              continue;
            if (open_to (&bn, unit->hex, hex, retreat->refused))
              add_choice (retreat, hex, melee_rule, NULL, formation, FALSE);
          }
    }
  else if (unit->facing < 0)
    {
      retreat->unknown_rule = g_strdup (rear_rule);
      retreat->unknown = g_strdup (_("its facing is not given, so neither is its rear"));
      return TRUE;
    }
  else
    {
      /* 5.2, 25.3: to the rear, hex by hex, never back through a hex already passed. */
      g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (VdHex));
      g_autoptr(GArray) lenient = g_array_new (FALSE, FALSE, sizeof (VdHex));
      g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (VdHex));

      g_array_append_val (path, unit->hex);
      rear_steps (&bn, unit->hex, reading, path, first, lenient, retreat->refused);
      for (guint i = 0; i < first->len; i++)
        {
          VdHex one = g_array_index (first, VdHex, i);
          gboolean one_lenient = in_array (lenient, one);

          if (hexes == 1)
            {
              add_choice (retreat, one, one_lenient ? reading_id : rear_rule, NULL, formation,
                          one_lenient);
              continue;
            }
          {
            g_autoptr(GArray) second = g_array_new (FALSE, FALSE, sizeof (VdHex));
            g_autoptr(GArray) second_lenient = g_array_new (FALSE, FALSE, sizeof (VdHex));
            g_autoptr(GArray) via = g_array_new (FALSE, FALSE, sizeof (VdHex));

            g_array_append_val (path, one);
            g_array_append_val (via, one);
            rear_steps (&bn, one, reading, path, second, second_lenient,
                        i == 0 ? retreat->refused : NULL);
            g_array_set_size (path, 1);
            for (guint k = 0; k < second->len; k++)
              {
                VdHex two = g_array_index (second, VdHex, k);
                gboolean lenient_two = one_lenient || in_array (second_lenient, two);

                add_choice (retreat, two, lenient_two ? reading_id : bn.rule, via, formation,
                            lenient_two);
              }
          }
        }
      if (reading == NULL && lenient->len > 0)
        retreat->reading = g_strdup (reading_id);
    }
  for (guint i = 0; battery && i < retreat->choices->len; i++)
    {
      VdHexRetreatChoice *choice = retreat->choices->pdata[i];

      g_free (choice->note);
      /* Translators: BN 27.4, "it limbers to retreat (27.4)". */
      choice->note = g_strdup_printf (_("it limbers to retreat (%s)"), battery_rule);
    }
  bn_25_3d_over_stack (&bn, policy, retreat);
  if (retreat->choices->len > 0)
    return TRUE;
  /* No way out: off the map it is destroyed (1.1c), else routed (25.3). */
  if (bn.off_map_seen)
    {
      retreat->failure_rule = g_strdup (bn.off_map_rule);
      retreat->failure_eliminates = TRUE;
      retreat->failure = g_strdup (_("no retreat but off the map: it is destroyed"));
      return TRUE;
    }
  retreat->failure_rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (policy,
                                                                         "failure_rule")));
  if (bn.prohibited_seen && bn_16_2c_forced (&bn, policy, retreat))
    return TRUE;
  /* Translators: BN 25.3, "no retreat the full distance: it is routed instead". */
  retreat->failure = g_strdup_printf (_("no retreat the full distance: it is %s instead"),
                                      retreat->failure_state != NULL ? retreat->failure_state
                                                                     : "?");
  return TRUE;
}
