/* The combats a phase owes: who must attack, who must be attacked, who has fought. */
#include "vd-hex-combats.h"

#include <glib/gi18n-lib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-ice.h"
#include "vd-hex-odds.h"
#include "vd-hex-turn.h"
#include "vd-hex-zoc.h"

static void
duty_free (VdHexCombatDuty *duty)
{
  g_free (duty->unit);
  g_free (duty->hex);
  g_free (duty->rule);
  g_free (duty->by);
  g_strfreev (duty->by_units);
  g_free (duty->why);
  g_free (duty->exempt_rule);
  g_free (duty->reading);
  g_free (duty->doubt);
  g_strfreev (duty->zone_hexes);
  g_free (duty);
}

static void
fought_free (VdHexCombatFought *fought)
{
  g_free (fought->unit);
  g_free (fought);
}

static void
stack_free (VdHexCombatStack *stack)
{
  g_free (stack->hex);
  g_strfreev (stack->units);
  g_free (stack->rule);
  g_free (stack);
}

void
vd_hex_combats_free (VdHexCombats *combats)
{
  if (combats == NULL)
    return;
  g_free (combats->rule);
  g_free (combats->why);
  g_free (combats->phase);
  g_free (combats->attacker);
  g_free (combats->once_rule);
  g_clear_pointer (&combats->board, vd_board_free);
  g_ptr_array_unref (combats->duties);
  g_ptr_array_unref (combats->fought);
  g_ptr_array_unref (combats->stacks);
  g_ptr_array_unref (combats->readings);
  g_free (combats);
}

static const char *
mandatory_word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, "combat.mandatory.", key);
}

static void
add_reading (VdHexCombats *combats, const char *reading)
{
  for (guint i = 0; i < combats->readings->len; i++)
    if (g_str_equal (combats->readings->pdata[i], reading))
      return;
  g_ptr_array_add (combats->readings, g_strdup (reading));
}

static VdHexCombatDuty *
find_duty (GPtrArray *duties, const char *unit, VdHexDutyRole role)
{
  for (guint i = 0; i < duties->len; i++)
    {
      VdHexCombatDuty *duty = duties->pdata[i];

      if (duty->role == role && g_str_equal (duty->unit, unit))
        return duty;
    }
  return NULL;
}

/* The ids of UNITS (const VdBoardUnit*), without repeats. */
static GStrv
ids_of (GPtrArray *units)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      if (g_hash_table_add (seen, unit->id))
        g_strv_builder_add (builder, unit->id);
    }
  return g_strv_builder_end (builder);
}

/* The labels of the hexes UNITS stand in, without repeats. */
static GStrv
hexes_of (const VdBoard *board, GPtrArray *units)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < units->len; i++)
    {
      char *hex = vd_board_format_hex (board, ((const VdBoardUnit *) units->pdata[i])->hex);

      if (g_hash_table_add (seen, hex))
        g_strv_builder_add (builder, hex);
    }
  return g_strv_builder_end (builder);
}

/* What the module leaves open about the zone over a hex, in words, or NULL. */
static char *
doubt_text (const VdHexRuleset *module, const VdHexZoc *zoc)
{
  const VdHexZocDoubt *doubt;

  if (zoc->doubts->len == 0)
    return NULL;
  doubt = zoc->doubts->pdata[0];
  /* Translators: "whether Clear ground (0203) carries zones of control is not given". */
  return g_strdup_printf (_("whether %s (%s) carries zones of control is not given"),
                          vd_hex_ruleset_terrain_name (module, doubt->feature,
                                                       g_str_equal (doubt->section, "hexsides")),
                          doubt->by);
}

static VdHexCombatDuty *
duty_new (const VdBoard *board, const VdBoardUnit *unit, VdHexDutyRole role, const char *rule,
          GPtrArray *by)
{
  VdHexCombatDuty *duty = g_new0 (VdHexCombatDuty, 1);

  duty->unit = g_strdup (unit->id);
  duty->hex = vd_board_format_hex (board, unit->hex);
  duty->role = role;
  duty->rule = g_strdup (rule);
  duty->by_units = ids_of (by);
  duty->by = g_strjoinv (",", duty->by_units);
  return duty;
}

/* The phasing side's units in an enemy zone on BOARD, each owing an attack (NaA D1,
 * 1914-CBT-2), into INTO; with READING, the duty of a unit come there during the phase, which
 * depends on it. Units INTO already holds are skipped. */
static void
add_attacks (VdHexCombats *combats, const VdBoard *board, const VdHexRuleset *module,
             const char *reading, GPtrArray *into)
{
  const char *rule = mandatory_word (module, "attack_rule");
  const char *several = mandatory_word (module, "several_rule");

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autoptr(VdHexZoc) zoc = NULL;
      g_autoptr(GPtrArray) enemies = g_ptr_array_new ();
      const VdHexTerrain *ground;
      const char *cannot_rule = NULL;
      VdHexCombatDuty *duty;

      if (!unit->placed || g_strcmp0 (unit->side, combats->attacker) != 0 ||
          find_duty (into, unit->id, VD_HEX_DUTY_ATTACK) != NULL)
        continue;
      zoc = vd_hex_zoc_at (board, module, unit->hex);
      if (!vd_hex_zoc_has_enemy (zoc, unit->side, enemies))
        continue;
      duty = duty_new (board, unit, VD_HEX_DUTY_ATTACK, rule, enemies);
      /* A class that ignores zones owes nothing by them (1914-HQ-2); its stack may still take
       * it into a combat (add_stacks). */
      if (vd_hex_ruleset_list_has (module, "zoc.ignored_by", unit->unit_class))
        {
          duty->exempt = TRUE;
          duty->exempt_rule = g_strdup (mandatory_word (module, "ignored_rule"));
          duty->why = g_strdup (_("it ignores enemy zones"));
          g_ptr_array_add (into, duty);
          continue;
        }
      duty->zone_hexes = hexes_of (board, enemies);
      duty->doubt = doubt_text (module, zoc);
      duty->reading = g_strdup (reading);
      if (reading != NULL)
        /* Translators: "it came into the zone of g1 during the phase". */
        duty->why = g_strdup_printf (_("it came into the zone of %s during the phase"), duty->by);
      else if (several != NULL && g_strv_length (duty->zone_hexes) > 1)
        /* Translators: "in the zones of g1,g2, which it attacks all at once (1914-CBT-4)". */
        duty->why = g_strdup_printf (_("in the zones of %s, which it attacks all at once (%s)"),
                                     duty->by, several);
      else
        /* Translators: "in the zone of g1 as the phase began". */
        duty->why = g_strdup_printf (_("in the zone of %s as the phase began"), duty->by);
      if ((cannot_rule = vd_hex_covering_rule (board, module, unit)) != NULL)
        {
          duty->exempt = TRUE;
          duty->exempt_rule = g_strdup (cannot_rule);
          g_free (duty->why);
          /* Translators: a covering unit in turns 1 and 2 (1914-SET-5). */
          duty->why = g_strdup (_("a covering unit, not yet on the offensive"));
        }
      else if (vd_hex_demolisher_held (board, module, unit, &cannot_rule))
        {
          const char *held = vd_hex_ruleset_lookup_word (module, "special.bridges.reading");
          const char *read = held != NULL ? vd_hex_ruleset_choice (module, held) : NULL;

          g_free (duty->why);
          /* ICE-4 against D1: a reading says which gives way. */
          if (g_strcmp0 (read, "exempt-from-d1") == 0)
            {
              duty->exempt = TRUE;
              duty->exempt_rule = g_strdup (cannot_rule);
              duty->why = g_strdup (_("it demolished a bridge this turn and attacks nothing in "
                                      "this combat phase"));
            }
          else if (read != NULL)
            duty->why = g_strdup (_("it demolished a bridge this turn, and should not have "
                                    "ended its move in an enemy zone"));
          else
            {
              g_free (duty->reading);
              duty->reading = g_strdup (held);
              duty->why = g_strdup (_("it demolished a bridge this turn: whether it still owes "
                                      "this attack is a reading"));
            }
        }
      else if ((ground = vd_hex_odds_cannot_fight (board, module, unit, &cannot_rule)) != NULL)
        {
          duty->exempt = TRUE;
          duty->exempt_rule = g_strdup (cannot_rule);
          g_free (duty->why);
          /* Translators: "it cannot fight in Forest". */
          duty->why = g_strdup_printf (_("it cannot fight in %s"), vd_text_get (&ground->name));
        }
      g_ptr_array_add (into, duty);
    }
}

/* The enemy units that must be attacked: NaA's in a phasing unit's zone (D1); 1914's whose
 * zone holds a unit that must attack (1914-CBT-5, all together; 1914-CBT-4). */
static void
add_defences (VdHexCombats *combats, const VdBoard *board, const VdHexRuleset *module)
{
  const char *how = mandatory_word (module, "defend");
  const char *rule = mandatory_word (module, "defend_rule");

  for (guint i = 0; how != NULL && i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autoptr(GPtrArray) by = g_ptr_array_new ();
      g_autofree char *doubt = NULL;
      VdHexCombatDuty *duty;

      if (!unit->placed || g_strcmp0 (unit->side, combats->attacker) == 0 ||
          find_duty (combats->duties, unit->id, VD_HEX_DUTY_DEFEND) != NULL)
        continue;
      if (g_str_equal (how, "zone"))
        {
          g_autoptr(VdHexZoc) zoc = vd_hex_zoc_at (board, module, unit->hex);

          for (guint z = 0; z < zoc->units->len; z++)
            if (g_strcmp0 (((const VdBoardUnit *) zoc->units->pdata[z])->side,
                           combats->attacker) == 0)
              g_ptr_array_add (by, zoc->units->pdata[z]);
          if (by->len > 0)
            doubt = doubt_text (module, zoc);
        }
      else
        for (guint d = 0; d < combats->duties->len; d++)
          {
            const VdHexCombatDuty *attack = combats->duties->pdata[d];

            if (attack->role == VD_HEX_DUTY_ATTACK && !attack->exempt &&
                attack->reading == NULL && g_strv_contains ((const char * const *) attack->by_units,
                                                            unit->id))
              {
                g_ptr_array_add (by, (gpointer) vd_board_find_unit (board, attack->unit));
                if (doubt == NULL && attack->doubt != NULL)
                  doubt = g_strdup (attack->doubt);
              }
          }
      if (by->len == 0)
        continue;
      duty = duty_new (board, unit, VD_HEX_DUTY_DEFEND, rule, by);
      duty->doubt = g_steal_pointer (&doubt);
      if (g_str_equal (how, "zone"))
        /* Translators: "in the zone of f1 as the phase began". */
        duty->why = g_strdup_printf (_("in the zone of %s as the phase began"), duty->by);
      else
        /* Translators: "the units in its zone attack it together: g1,g2". */
        duty->why = g_strdup_printf (_("the units in its zone attack it together: %s"),
                                     duty->by);
      g_ptr_array_add (combats->duties, duty);
    }
}

/* A stack fights whole (1914-CBT-5, `combat.whole_stacks`): the other counters of a stack that
 * owes a combat owe it too, and each such stack is listed. */
static void
add_stacks (VdHexCombats *combats, const VdBoard *board, const VdHexRuleset *module)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "combat.whole_stacks.rule");
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = combats->duties->len;

  if (rule == NULL)
    return;
  for (guint d = 0; d < n; d++)
    {
      const VdHexCombatDuty *duty = combats->duties->pdata[d];
      const VdBoardUnit *unit = vd_board_find_unit (board, duty->unit);
      g_autoptr(GPtrArray) stack = NULL, side = g_ptr_array_new ();

      if (duty->exempt || duty->reading != NULL ||
          !g_hash_table_add (seen, g_strdup_printf ("%d:%s", duty->role, duty->hex)))
        continue;
      stack = vd_board_units_at (board, unit->hex);
      for (guint s = 0; s < stack->len; s++)
        if (g_str_equal (((const VdBoardUnit *) stack->pdata[s])->side, unit->side))
          g_ptr_array_add (side, stack->pdata[s]);
      if (side->len < 2)
        continue;
      {
        VdHexCombatStack *whole = g_new0 (VdHexCombatStack, 1);

        whole->hex = g_strdup (duty->hex);
        whole->units = ids_of (side);
        whole->rule = g_strdup (rule);
        g_ptr_array_add (combats->stacks, whole);
      }
      for (guint s = 0; s < side->len; s++)
        {
          const VdBoardUnit *other = side->pdata[s];
          g_autoptr(GPtrArray) by = g_ptr_array_new ();
          VdHexCombatDuty *more;

          if ((more = find_duty (combats->duties, other->id, duty->role)) != NULL)
            {
              /* An HQ that ignores the zones fights with its stack all the same. */
              if (more->exempt && !duty->exempt && more != duty &&
                  g_strcmp0 (more->exempt_rule, mandatory_word (module, "ignored_rule")) == 0)
                {
                  more->exempt = FALSE;
                  g_clear_pointer (&more->exempt_rule, g_free);
                  g_free (more->rule);
                  more->rule = g_strdup (rule);
                  g_free (more->why);
                  more->why = g_strdup_printf (_("its stack fights whole, with %s"), unit->id);
                  g_free (more->by);
                  more->by = g_strdup (unit->id);
                  g_strfreev (more->by_units);
                  more->by_units = g_strsplit (unit->id, ",", 2);
                  g_clear_pointer (&more->zone_hexes, g_strfreev);
                }
              continue;
            }
          g_ptr_array_add (by, (gpointer) unit);
          more = duty_new (board, other, duty->role, rule, by);
          /* Translators: "its stack fights whole, with g1". */
          more->why = g_strdup_printf (_("its stack fights whole, with %s"), unit->id);
          more->doubt = g_strdup (duty->doubt);
          g_ptr_array_add (combats->duties, more);
        }
    }
}

/* How many events of SETUP's first N open the phase now played: after the last end-phase, or
 * the set-up events the journal begins with. */
static guint
phase_start (const VdBoard *setup, guint n)
{
  guint leading = 0;

  for (guint i = n; i > 0; i--)
    if (((const VdBoardEvent *) setup->journal->pdata[i - 1])->kind == VD_BOARD_EVENT_END_PHASE)
      return i;
  while (leading < n && vd_board_event_is_setup (setup->journal->pdata[leading]))
    leading++;
  return leading;
}

static VdBoard *
replay (const VdBoard *setup, const VdHexRuleset *module, guint n, GError **error)
{
  if (setup->journal == NULL)
    return vd_board_copy_without_journal (setup);
  return vd_board_replay (setup, module, n, error);
}

/* The combat phase answered: BOARD's when it is one of PHASES, else the next one (a preview). */
static const VdHexName *
combat_phase (const VdBoard *board, const VdHexRuleset *module, const VdYamlNode *phases,
              int *turn, gboolean *preview)
{
  guint at = 0, n = module->phases->len;

  *turn = board->turn;
  *preview = FALSE;
  for (guint i = 0; board->phase != NULL && i < n; i++)
    if (g_str_equal (((const VdHexName *) module->phases->pdata[i])->id, board->phase))
      at = i;
  for (guint k = 0; k < n; k++)
    {
      guint i = (at + k) % n;
      const VdHexName *phase = module->phases->pdata[i];

      if (k > 0 && i == 0)
        (*turn)++;
      if (vd_hex_ruleset_node_has (phases, phase->id))
        {
          *preview = k > 0 || board->phase == NULL;
          return phase;
        }
    }
  return NULL;
}

VdHexCombats *
vd_hex_combats (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                GError **error)
{
  g_autoptr(VdHexCombats) combats = g_new0 (VdHexCombats, 1);
  const VdYamlNode *phases = vd_hex_ruleset_lookup (module, "combat.mandatory.phases");
  const char *model_name = NULL;
  VdHexZocModel model = vd_hex_zoc_model (module, &model_name);
  g_autoptr(VdBoard) now = NULL, start = NULL;
  const VdHexName *phase;
  guint n, first;

  combats->duties = g_ptr_array_new_with_free_func ((GDestroyNotify) duty_free);
  combats->fought = g_ptr_array_new_with_free_func ((GDestroyNotify) fought_free);
  combats->stacks = g_ptr_array_new_with_free_func ((GDestroyNotify) stack_free);
  combats->readings = g_ptr_array_new_with_free_func (g_free);
  n = setup->journal != NULL ? MIN (n_applied, setup->journal->len) : 0;
  if ((now = replay (setup, module, n, error)) == NULL)
    return NULL;
  combats->board = vd_board_copy_without_journal (now);
  combats->turn = now->turn;
  combats->phase = g_strdup (now->phase);
  if (model == VD_HEX_ZOC_MODEL_NONE)
    {
      /* BN 14.0: no zones, so none forces a combat. */
      combats->kind = VD_HEX_COMBATS_NONE;
      combats->rule = g_strdup (vd_hex_ruleset_lookup_word (module, "zoc.rule"));
      combats->why = g_strdup (_("the game has no zones of control"));
      return g_steal_pointer (&combats);
    }
  if (phases == NULL || model == VD_HEX_ZOC_MODEL_UNKNOWN || model == VD_HEX_ZOC_MODEL_OTHER)
    {
      const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "zoc.rules");

      combats->kind = VD_HEX_COMBATS_UNKNOWN;
      /* The zones' own rule where they are what is unknown (LBA-GO-2); none for a module that
       * only lacks `combat.mandatory`. */
      if (model != VD_HEX_ZOC_MODEL_OTHER && model != VD_HEX_ZOC_MODEL_UNKNOWN)
        ;
      else if (rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0)
        combats->rule = g_strdup (vd_hex_ruleset_word (rules->children[0]));
      else
        combats->rule = g_strdup (vd_hex_ruleset_lookup_word (module, "zoc.rule"));
      if (model_name != NULL && model == VD_HEX_ZOC_MODEL_OTHER)
        /* Translators: "the rules of its zones (influence) are missing: which combats they
         * force is unknown". */
        combats->why = g_strdup_printf (_("the rules of its zones (%s) are missing: which "
                                          "combats they force is unknown"), model_name);
      else
        combats->why = g_strdup (_("the module does not say which combats are forced"));
      return g_steal_pointer (&combats);
    }
  combats->kind = VD_HEX_COMBATS_OBLIGED;
  combats->once_rule = g_strdup (mandatory_word (module, "once_rule"));
  if ((phase = combat_phase (now, module, phases, &combats->turn, &combats->preview)) == NULL ||
      phase->side == NULL)
    {
      combats->kind = VD_HEX_COMBATS_UNKNOWN;
      combats->why = g_strdup (_("the module's sequence has no combat phase"));
      return g_steal_pointer (&combats);
    }
  g_free (combats->phase);
  combats->phase = g_strdup (phase->id);
  combats->attacker = g_strdup (phase->side);
  /* The zones as the phase began; a preview takes the counters as they stand. */
  first = combats->preview ? n : phase_start (setup, n);
  if ((start = replay (setup, module, first, error)) == NULL)
    return NULL;
  add_attacks (combats, start, module, NULL, combats->duties);
  add_defences (combats, start, module);
  add_stacks (combats, start, module);
  /* A unit come into a zone during the phase (1914-i-zone-in-combat). */
  if (!combats->preview && mandatory_word (module, "entered_reading") != NULL)
    {
      const char *reading = mandatory_word (module, "entered_reading");
      const char *choice = vd_hex_ruleset_choice (module, reading);
      g_autoptr(GPtrArray) entered = g_ptr_array_new_with_free_func ((GDestroyNotify) duty_free);

      if (g_strcmp0 (choice, "phase-start") != 0)
        {
          add_attacks (combats, now, module, reading, entered);
          for (guint i = 0; i < entered->len; i++)
            {
              VdHexCombatDuty *duty = entered->pdata[i];

              if (find_duty (combats->duties, duty->unit, VD_HEX_DUTY_ATTACK) != NULL)
                continue;
              if (choice != NULL)
                g_clear_pointer (&duty->reading, g_free);
              else
                add_reading (combats, reading);
              g_ptr_array_add (combats->duties, g_ptr_array_steal_index (entered, i--));
            }
          /* Read so, the enemies whose zone such a unit came into are owed an attack too. */
          if (choice != NULL)
            add_defences (combats, now, module);
        }
    }
  /* Who has fought: the journal's combat events since the phase began (D3, 1914-CBT-3). */
  for (guint i = first; !combats->preview && i < n; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      /* A combat refused by falling back counts as fought (1914-CBT-8, 1914-HQ-3). */
      const char * const refuser[] = { event->unit_id, NULL };

      if (event->kind != VD_BOARD_EVENT_COMBAT &&
          (event->kind != VD_BOARD_EVENT_MOVE || event->attackers == NULL))
        continue;
      for (guint role = 0; role < 2; role++)
        for (GStrv ids = role == 0 ? event->attackers
                         : event->kind == VD_BOARD_EVENT_MOVE ? (GStrv) refuser
                                                              : event->defenders;
             ids != NULL && *ids; ids++)
          {
            VdHexCombatFought *fought = g_new0 (VdHexCombatFought, 1);

            fought->unit = g_strdup (*ids);
            fought->role = role == 0 ? VD_HEX_DUTY_ATTACK : VD_HEX_DUTY_DEFEND;
            fought->event = i + 1;
            g_ptr_array_add (combats->fought, fought);
          }
    }
  for (guint d = 0; d < combats->duties->len; d++)
    {
      VdHexCombatDuty *duty = combats->duties->pdata[d];
      const VdBoardUnit *unit = vd_board_find_unit (now, duty->unit);

      duty->gone = unit == NULL || !unit->placed;
      for (guint f = 0; f < combats->fought->len; f++)
        duty->fought |= g_str_equal (((VdHexCombatFought *) combats->fought->pdata[f])->unit,
                                     duty->unit);
      if (duty->role == VD_HEX_DUTY_ATTACK && duty->zone_hexes != NULL &&
          g_strv_length (duty->zone_hexes) > 1 && mandatory_word (module, "several_reading") &&
          vd_hex_ruleset_choice (module, mandatory_word (module, "several_reading")) == NULL)
        add_reading (combats, mandatory_word (module, "several_reading"));
    }
  return g_steal_pointer (&combats);
}

guint
vd_hex_combats_count_owed (const VdHexCombats *combats)
{
  guint owed = 0;

  for (guint d = 0; d < combats->duties->len; d++)
    {
      const VdHexCombatDuty *duty = combats->duties->pdata[d];

      owed += !duty->fought && !duty->exempt && !duty->gone;
    }
  return owed;
}

const char *
vd_hex_combats_phase_forbids (const VdBoard *board, const VdHexRuleset *module)
{
  if (board->phase == NULL || !vd_hex_ruleset_list_has (module, "combat.none_in.phases",
                                                        board->phase))
    return NULL;
  return vd_hex_ruleset_lookup_word (module, "combat.none_in.rule");
}

gboolean
vd_hex_combats_phase_allows (const VdBoard *board, const VdHexRuleset *module, GError **error)
{
  const char *rule = vd_hex_combats_phase_forbids (board, module);
  const VdHexName *phase;

  if (rule == NULL)
    return TRUE;
  phase = vd_hex_ruleset_find_phase (module, board->phase);
  /* Translators: "no combat is fought in this phase, French movement (B12)". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no combat is fought in this phase, %s (%s)"),
               phase != NULL ? vd_text_get (&phase->name) : board->phase, rule);
  return FALSE;
}
