/* A plan of combats checked against what the phase owes. */
#include "vd-hex-combat-plan.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-los.h"
#include "vd-hex-odds.h"
#include "vd-hex-zoc.h"

static const char *
mandatory_word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, "combat.mandatory.", key);
}

static void
planned_free (VdHexPlannedCombat *planned)
{
  g_strfreev (planned->attackers);
  g_strfreev (planned->defenders);
  g_free (planned);
}

/* The ids of TEXT, separated by commas, trimmed; NULL when one is empty. */
static GStrv
plan_ids (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (*g_strstrip (parts[i]) == '\0')
      return NULL;
  return g_steal_pointer (&parts);
}

GPtrArray *
vd_hex_combat_plan_parse (const char *text, const char *file, GError **error)
{
  g_autoptr(GPtrArray) plan = g_ptr_array_new_with_free_func ((GDestroyNotify) planned_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint l = 0; lines[l] != NULL; l++)
    {
      char *comment = strchr (lines[l], '#');
      g_auto(GStrv) combats = NULL;
      guint column = 1;

      if (comment != NULL)
        *comment = '\0';
      combats = g_strsplit (lines[l], ";", -1);
      for (guint c = 0; combats[c] != NULL; column += strlen (combats[c]) + 1, c++)
        {
          g_autofree char *item = g_strstrip (g_strdup (combats[c]));
          char *arrow = strchr (item, '>');
          VdHexPlannedCombat *planned;
          GStrv attackers, defenders;

          guint at = column + strspn (combats[c], " \t");

          if (*item == '\0')
            continue;
          if (arrow == NULL || strchr (arrow + 1, '>') != NULL)
            {
              g_autofree char *shown = vd_error_cut (item);

              /* Translators: "a combat is ATTACKERS>DEFENDERS, not “a1 d1”". */
              vd_set_error_at (error, VD_ERROR_INVALID, file != NULL ? file : "--plan", l + 1,
                               at, _("a combat is ATTACKERS>DEFENDERS, not “%s”"), shown);
              return NULL;
            }
          *arrow = '\0';
          if ((attackers = plan_ids (item)) == NULL)
            {
              vd_set_error_at (error, VD_ERROR_INVALID, file != NULL ? file : "--plan", l + 1,
                               at, _("an attacker of this combat is empty"));
              return NULL;
            }
          if ((defenders = plan_ids (arrow + 1)) == NULL)
            {
              g_strfreev (attackers);
              vd_set_error_at (error, VD_ERROR_INVALID, file != NULL ? file : "--plan", l + 1,
                               at, _("a defender of this combat is empty"));
              return NULL;
            }
          planned = g_new0 (VdHexPlannedCombat, 1);
          planned->attackers = attackers;
          planned->defenders = defenders;
          planned->line = l + 1;
          g_ptr_array_add (plan, planned);
        }
    }
  return g_steal_pointer (&plan);
}

static void
failure_free (VdHexPlanFailure *failure)
{
  g_free (failure->rule);
  g_free (failure->by);
  g_free (failure->why);
  g_free (failure->depends_on);
  g_free (failure);
}

void
vd_hex_plan_check_free (VdHexPlanCheck *check)
{
  if (check == NULL)
    return;
  g_ptr_array_unref (check->failures);
  g_free (check);
}

static void
fail (VdHexPlanCheck *check, const char *rule, const char *by, const char *depends_on,
      char *why)
{
  VdHexPlanFailure *failure = g_new0 (VdHexPlanFailure, 1);

  failure->rule = g_strdup (rule);
  failure->by = g_strdup (by);
  failure->why = why;
  failure->depends_on = g_strdup (depends_on);
  g_ptr_array_add (check->failures, failure);
}

/* What the plan does with one unit. */
typedef struct {
  guint        attacks;
  guint        defences;
  gboolean     bombards;    /* its attack is a bombardment, out of contact */
  gboolean     bombarded;   /* attacked by bombardment only */
  gboolean     shelled;     /* a bombardment is among its attackers (NaA E7) */
  VdHex        target;      /* the hex it attacks */
} PlanRole;

static PlanRole *
role_of (GHashTable *roles, const char *id)
{
  PlanRole *role = g_hash_table_lookup (roles, id);

  if (role == NULL)
    g_hash_table_insert (roles, (gpointer) id, role = g_new0 (PlanRole, 1));
  return role;
}

/* The units of IDS on BOARD; NULL with ERROR for one not there. */
static GPtrArray *
plan_units (const VdBoard *board, GStrv ids, guint line, GError **error)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, ids[i]);

      if (unit == NULL || !unit->placed)
        {
          g_autofree char *shown = vd_error_cut (ids[i]);

          /* Translators: "combat 2: no unit “x9” on the map". */
          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("combat %u: no unit “%s” on the map"),
                       line, shown);
          return NULL;
        }
      g_ptr_array_add (units, (gpointer) unit);
    }
  return g_steal_pointer (&units);
}

/* Whether the stacks of UNITS are all in COMBAT (1914-CBT-5); a split is a failure, once a
 * hex. */
static void
check_whole (VdHexPlanCheck *check, const VdBoard *board, const char *rule, GPtrArray *units,
             GPtrArray *combat, GHashTable *reported)
{
  for (guint i = 0; rule != NULL && i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];
      g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);

      for (guint s = 0; s < stack->len; s++)
        {
          const VdBoardUnit *other = stack->pdata[s];
          char *hex;

          if (!g_str_equal (other->side, unit->side) || g_ptr_array_find (combat, other, NULL))
            continue;
          hex = vd_board_format_hex (board, unit->hex);
          if (!g_hash_table_add (reported, hex))
            break;
          /* Translators: "the stack in 0405 may not split: g1 fights without g2". */
          fail (check, rule, hex, NULL,
                g_strdup_printf (_("the stack in %s may not split: %s fights without %s"), hex,
                                 unit->id, other->id));
          break;
        }
    }
}

/* Whether UNIT's zone reaches OTHER's hex. */
static gboolean
zone_reaches (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
              const VdBoardUnit *other)
{
  g_autoptr(VdHexZoc) zoc = vd_hex_zoc_at (board, module, other->hex);

  return g_ptr_array_find (zoc->units, unit, NULL);
}

/* D7: a combat in contact is between units each in the other's zone; where ground or a
 * hexside keeps a zone out, reading naa-i-contact-without-zoc says whether they may fight. */
static void
check_contact (VdHexPlanCheck *check, const VdBoard *board, const VdHexRuleset *module,
               const VdBoardUnit *attacker, const VdBoardUnit *defender)
{
  const char *rule = mandatory_word (module, "contact.rule");
  const char *reading = mandatory_word (module, "contact.reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const char *cannot_rule = NULL;

  if (rule == NULL || g_strcmp0 (choice, "may-fight") == 0 ||
      vd_hex_distance (attacker->hex, defender->hex) != 1 ||
      vd_hex_odds_cannot_fight (board, module, defender, &cannot_rule) != NULL ||
      (zone_reaches (board, module, attacker, defender) &&
       zone_reaches (board, module, defender, attacker)))
    return;
  /* Translators: "f1 and r1 are not each in the other's zone". */
  fail (check, rule, attacker->id, choice == NULL ? reading : NULL,
        g_strdup_printf (_("%s and %s are not each in the other's zone"), attacker->id,
                         defender->id));
}

/* A bombardment needs a line of fire to its target (E10, E16, E17: vd-hex-los.h); one the
 * module cannot yet judge leaves the plan unknown, naming what is missing. */
static void
check_line_of_fire (VdHexPlanCheck *check, const VdBoard *board, const VdHexRuleset *module,
                    const VdBoardUnit *unit, VdHex target)
{
  g_autoptr(VdHexLos) los = vd_hex_los (board, module, unit->hex, target, NULL);
  g_autofree char *label = vd_board_format_hex (board, target);

  if (los == NULL || los->verdict == VD_HEX_LOS_CLEAR || los->verdict == VD_HEX_LOS_NONE)
    return;
  if (los->verdict == VD_HEX_LOS_UNKNOWN)
    {
      /* Translators: "whether g1 can bombard 0303: what Forest does to fire is not given". */
      fail (check, los->missing_rule, unit->id,
            los->missing_rule != NULL ? los->missing_rule : "?",
            g_strdup_printf (_("whether %s can bombard %s: %s"), unit->id, label,
                             los->missing != NULL ? los->missing : "?"));
      return;
    }
  {
    const VdHexLosReason *why = los->reasons->len > 0
                                  ? los->reasons->pdata[los->reasons->len - 1] : NULL;

    /* Translators: "g1 has no line of fire to 0303: a blocking hex between (E10)". */
    fail (check, why != NULL ? why->rule : NULL, unit->id, NULL,
          g_strdup_printf (_("%s has no line of fire to %s: %s"), unit->id, label,
                           why != NULL ? why->what : "?"));
  }
}

/* The checks of one combat: sides, one hex, contact or bombardment, whole stacks. */
static void
check_combat (VdHexPlanCheck *check, const VdHexCombats *combats, const VdBoard *board,
              const VdHexRuleset *module, GPtrArray *attackers, GPtrArray *defenders,
              GHashTable *roles, GHashTable *reported)
{
  const char *side_rule = mandatory_word (module, "side_rule");
  const char *one_hex_rule = mandatory_word (module, "one_hex_rule");
  const char *adjacent_rule = vd_hex_ruleset_lookup_word (module, "combat.adjacent_rule");
  const char *bombard_rule = mandatory_word (module, "bombardment.rule");
  const char *attacker_rule = mandatory_word (module, "bombardment.attacker_rule");
  const char *one_target_rule = mandatory_word (module, "bombardment.one_target_rule");
  const char *fog_rule = vd_hex_ruleset_lookup_word (module,
                                                     "special.fog_and_night.bombardment_rule");
  VdHex target = ((const VdBoardUnit *) defenders->pdata[0])->hex;
  gboolean contact = FALSE, shelled = FALSE;

  for (guint i = 0; i < attackers->len; i++)
    {
      const VdBoardUnit *unit = attackers->pdata[i];
      PlanRole *role = role_of (roles, unit->id);
      int distance = G_MAXINT;
      gboolean bombards;

      for (guint d = 0; d < defenders->len; d++)
        distance = MIN (distance,
                        vd_hex_distance (unit->hex, ((const VdBoardUnit *) defenders->pdata[d])->hex));
      bombards = bombard_rule != NULL && vd_hex_odds_bombards (module, unit, distance);
      role->attacks++;
      role->target = target;
      /* The defender's side bombards no one (NaA E4: bombardment is offensive only). */
      if (g_strcmp0 (unit->side, combats->attacker) != 0)
        /* Translators: "g1 is not of the attacking side (german)". */
        fail (check, bombards && attacker_rule != NULL ? attacker_rule : side_rule, unit->id,
              NULL, g_strdup_printf (_("%s is not of the attacking side (%s)"), unit->id,
                                     combats->attacker));
      if (distance == 1)
        contact = TRUE;
      else if (bombards)
        {
          const char *doubt = NULL;

          role->bombards = shelled = TRUE;
          check_line_of_fire (check, board, module, unit, target);
          if (fog_rule != NULL && vd_hex_odds_fog_or_night (board, module, &doubt))
            /* Translators: "g1 may not bombard: no bombardment in fog or at night". */
            fail (check, fog_rule, unit->id, NULL,
                  g_strdup_printf (_("%s may not bombard: no bombardment in fog or at night"),
                                   unit->id));
          else if (fog_rule != NULL && doubt != NULL)
            /* Translators: "g1 may not bombard if night has fallen" (on the turn it falls). */
            fail (check, fog_rule, unit->id, doubt,
                  g_strdup_printf (_("%s may not bombard if night has fallen"), unit->id));
          if (one_target_rule != NULL && defenders->len > 1)
            /* Translators: "g1 bombards one enemy unit, not 2". */
            fail (check, one_target_rule, unit->id, NULL,
                  g_strdup_printf (_("%s bombards one enemy unit, not %u"), unit->id,
                                   defenders->len));
        }
      else
        /* Translators: "f1 is not next to the defenders: only adjacent units fight (D7)". */
        fail (check, adjacent_rule, unit->id, NULL,
              g_strdup_printf (_("%s is not next to the defenders: only adjacent units fight"),
                               unit->id));
    }
  for (guint a = 0; a < attackers->len; a++)
    for (guint d = 0; d < defenders->len; d++)
      check_contact (check, board, module, attackers->pdata[a], defenders->pdata[d]);
  for (guint d = 0; d < defenders->len; d++)
    {
      const VdBoardUnit *unit = defenders->pdata[d];
      PlanRole *role = role_of (roles, unit->id);

      role->defences++;
      role->bombarded = role->defences == 1 && !contact;
      role->shelled |= shelled;
      if (g_strcmp0 (unit->side, combats->attacker) == 0)
        /* Translators: "f1 is of the attacking side (french): it does not defend". */
        fail (check, side_rule, unit->id, NULL,
              g_strdup_printf (_("%s is of the attacking side (%s): it does not defend"),
                               unit->id, combats->attacker));
      if (one_hex_rule != NULL && !vd_hex_equal (unit->hex, target))
        {
          g_autofree char *hex = vd_board_format_hex (board, unit->hex);
          g_autofree char *first = vd_board_format_hex (board, target);

          /* Translators: "one combat is against one hex: f2 is in 0304, not 0303". */
          fail (check, one_hex_rule, unit->id, NULL,
                g_strdup_printf (_("one combat is against one hex: %s is in %s, not %s"),
                                 unit->id, hex, first));
        }
    }
  {
    const char *rule = vd_hex_ruleset_lookup_word (module, "combat.whole_stacks.rule");

    check_whole (check, board, rule, attackers, attackers, reported);
    check_whole (check, board, rule, defenders, defenders, reported);
  }
}

/* A duty the plan does not meet, or meets only by bombardment (NaA: naa-i-bombardment-d1). */
static void
check_duty (VdHexPlanCheck *check, const VdBoard *board, const VdHexRuleset *module,
            const VdHexCombatDuty *duty, GHashTable *roles)
{
  const PlanRole *role = g_hash_table_lookup (roles, duty->unit);
  const char *depends = duty->reading != NULL ? duty->reading : duty->doubt;
  const char *bombard_reading = mandatory_word (module, "bombardment.reading");
  gboolean attack = duty->role == VD_HEX_DUTY_ATTACK;
  guint done = role == NULL ? 0 : attack ? role->attacks : role->defences;

  if (done == 0)
    {
      if (attack)
        /* Translators: "g1 must attack: in the zone of f1 as the phase began". */
        fail (check, duty->rule, duty->unit, depends,
              g_strdup_printf (_("%s must attack: %s"), duty->unit, duty->why));
      else
        /* Translators: "f1 must be attacked: in the zone of g1 as the phase began". */
        fail (check, duty->rule, duty->unit, depends,
              g_strdup_printf (_("%s must be attacked: %s"), duty->unit, duty->why));
      return;
    }
  if (bombard_reading != NULL && (attack ? role->bombards : role->bombarded))
    {
      const char *choice = vd_hex_ruleset_choice (module, bombard_reading);

      if (g_strcmp0 (choice, "bombardment-counts") != 0)
        fail (check, duty->rule, duty->unit, choice == NULL ? bombard_reading : NULL,
              g_strdup_printf (attack ? _("%s only bombards: its duty is a combat in contact "
                                          "as reading %s goes")
                                      : _("%s is only bombarded: its duty is a combat in contact "
                                          "as reading %s goes"),
                               duty->unit, bombard_reading));
    }
  /* 1914-CBT-5 and -4: it attacks the enemies whose zone holds it, with the others there. */
  if (attack && duty->zone_hexes != NULL && mandatory_word (module, "combine_rule") != NULL)
    {
      g_autofree char *target = vd_board_format_hex (board, role->target);
      const char *reading = mandatory_word (module, "several_reading");
      const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
      g_autofree char *hexes = g_strjoinv (", ", duty->zone_hexes);

      if (!g_strv_contains ((const char * const *) duty->zone_hexes, target))
        /* Translators: "g1 attacks 0304, but its duty is against the units whose zone holds it,
         * in 0303". */
        fail (check, mandatory_word (module, "combine_rule"), duty->unit, depends,
              g_strdup_printf (_("%s attacks %s, but its duty is against the units whose zone "
                                 "holds it, in %s"), duty->unit, target, hexes));
      else if (g_strv_length (duty->zone_hexes) > 1 && g_strcmp0 (choice, "each-hex-this-phase") != 0)
        /* Translators: "g1 stands in the zones of units in 0303, 0304: one combat of them all
         * cannot be against one hex (1914-CBT-9); the referee rules". */
        fail (check, mandatory_word (module, "several_rule"), duty->unit,
              choice == NULL ? reading : NULL,
              g_strdup_printf (_("%s stands in the zones of units in %s: one combat of them all "
                                 "cannot be against one hex (%s); the referee rules"),
                               duty->unit, hexes,
                               mandatory_word (module, "one_hex_rule") != NULL
                                 ? mandatory_word (module, "one_hex_rule") : "?"));
    }
}

VdHexPlanCheck *
vd_hex_combats_check_plan (const VdHexCombats *combats, const VdHexRuleset *module,
                           GPtrArray *plan, GError **error)
{
  const VdBoard *board = combats->board;
  g_autoptr(VdHexPlanCheck) check = g_new0 (VdHexPlanCheck, 1);
  g_autoptr(GHashTable) roles = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr(GHashTable) reported = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer key, value;

  check->failures = g_ptr_array_new_with_free_func ((GDestroyNotify) failure_free);
  /* NaA B12: combats planned while a movement phase is played are none: its combat phase has
   * not begun. */
  if (plan->len > 0 && vd_hex_combats_phase_forbids (board, module) != NULL)
    {
      const VdHexName *phase = vd_hex_ruleset_find_phase (module, board->phase);

      /* Translators: "no combat is fought in this phase, French movement: end it first". */
      fail (check, vd_hex_combats_phase_forbids (board, module), board->phase, NULL,
            g_strdup_printf (_("no combat is fought in this phase, %s: end it first"),
                             phase != NULL ? vd_text_get (&phase->name) : board->phase));
    }
  if (combats->kind != VD_HEX_COMBATS_OBLIGED)
    {
      /* Nothing forced (BN 14.0), or unknown (LBA): said, no duty checked. */
      if (combats->kind == VD_HEX_COMBATS_UNKNOWN)
        fail (check, combats->rule, NULL, combats->rule, g_strdup (combats->why));
      check->unknown = combats->kind == VD_HEX_COMBATS_UNKNOWN;
      check->satisfied = combats->kind == VD_HEX_COMBATS_NONE && check->failures->len == 0;
      return g_steal_pointer (&check);
    }
  for (guint c = 0; c < plan->len; c++)
    {
      const VdHexPlannedCombat *planned = plan->pdata[c];
      g_autoptr(GPtrArray) attackers = NULL, defenders = NULL;

      if ((attackers = plan_units (board, planned->attackers, c + 1, error)) == NULL ||
          (defenders = plan_units (board, planned->defenders, c + 1, error)) == NULL)
        return NULL;
      check_combat (check, combats, board, module, attackers, defenders, roles, reported);
    }
  /* Once a phase (NaA D3, 1914-CBT-3), counting the combats already fought. */
  for (guint f = 0; f < combats->fought->len; f++)
    {
      const VdHexCombatFought *fought = combats->fought->pdata[f];

      if (g_hash_table_contains (roles, fought->unit))
        /* Translators: "g1 has fought this phase already (event 12)". */
        fail (check, combats->once_rule, fought->unit, NULL,
              g_strdup_printf (_("%s has fought this phase already (event %u)"), fought->unit,
                               fought->event));
    }
  g_hash_table_iter_init (&iter, roles);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const PlanRole *role = value;
      const char *target_once_rule = mandatory_word (module, "bombardment.target_once_rule");

      if (role->attacks + role->defences > 1)
        /* Translators: "g1 fights in 2 combats: once a phase". An artillery unit that bombards
         * too: one bombardment or one combat in contact (NaA E6); a unit bombarded, once a
         * phase however many guns fire together (E7). */
        fail (check, role->bombards ? mandatory_word (module, "bombardment.rule")
                     : role->shelled && target_once_rule != NULL ? target_once_rule
                     : combats->once_rule, key, NULL,
              g_strdup_printf (_("%s fights in %u combats: once a phase"), (const char *) key,
                               role->attacks + role->defences));
      /* NaA D9: its strength is never shared out between combats. */
      if (role->attacks > 1 && !role->bombards && mandatory_word (module, "split_rule") != NULL)
        /* Translators: "f1 attacks in 2 combats: its strength is never split between them". */
        fail (check, mandatory_word (module, "split_rule"), key, NULL,
              g_strdup_printf (_("%s attacks in %u combats: its strength is never split between "
                                 "them"), (const char *) key, role->attacks));
    }
  for (guint d = 0; d < combats->duties->len; d++)
    {
      const VdHexCombatDuty *duty = combats->duties->pdata[d];

      if (!duty->fought && !duty->exempt && !duty->gone)
        check_duty (check, board, module, duty, roles);
    }
  check->satisfied = TRUE;
  check->unknown = FALSE;
  for (guint i = 0; i < check->failures->len; i++)
    {
      const VdHexPlanFailure *failure = check->failures->pdata[i];

      check->satisfied = FALSE;
      if (failure->depends_on == NULL)
        {
          check->unknown = FALSE;
          break;
        }
      check->unknown = TRUE;
    }
  return g_steal_pointer (&check);
}
