/* The combats a phase owes, and a plan of combats checked against them. */
#include "vd-hex-combats.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
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
  g_autofree char *path = g_strconcat ("combat.mandatory.", key, NULL);

  return vd_hex_ruleset_lookup_word (module, path);
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
      if ((ground = vd_hex_odds_cannot_fight (board, module, unit, &cannot_rule)) != NULL)
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

      if (event->kind != VD_BOARD_EVENT_COMBAT)
        continue;
      for (guint role = 0; role < 2; role++)
        for (GStrv ids = role == 0 ? event->attackers : event->defenders; ids != NULL && *ids;
             ids++)
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

/* Plans. */

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
  const char *range = mandatory_word (module, "bombardment.range");
  const VdYamlNode *bombard_classes =
    vd_hex_ruleset_lookup (module, "combat.mandatory.bombardment.classes");
  VdHex target = ((const VdBoardUnit *) defenders->pdata[0])->hex;
  gboolean contact = FALSE;

  for (guint i = 0; i < attackers->len; i++)
    {
      const VdBoardUnit *unit = attackers->pdata[i];
      PlanRole *role = role_of (roles, unit->id);
      int distance = G_MAXINT;

      for (guint d = 0; d < defenders->len; d++)
        distance = MIN (distance,
                        vd_hex_distance (unit->hex, ((const VdBoardUnit *) defenders->pdata[d])->hex));
      role->attacks++;
      role->target = target;
      if (g_strcmp0 (unit->side, combats->attacker) != 0)
        /* Translators: "g1 is not of the attacking side (german)". */
        fail (check, side_rule, unit->id, NULL,
              g_strdup_printf (_("%s is not of the attacking side (%s)"), unit->id,
                               combats->attacker));
      if (distance == 1)
        contact = TRUE;
      else if (bombard_rule != NULL && range != NULL &&
               vd_hex_ruleset_node_has (bombard_classes, unit->unit_class) &&
               distance <= atoi (range))
        role->bombards = TRUE;
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
  if (combats->kind != VD_HEX_COMBATS_OBLIGED)
    {
      /* Nothing forced (BN 14.0), or unknown (LBA): said, no duty checked. */
      if (combats->kind == VD_HEX_COMBATS_UNKNOWN)
        fail (check, combats->rule, NULL, combats->rule, g_strdup (combats->why));
      check->unknown = combats->kind == VD_HEX_COMBATS_UNKNOWN;
      check->satisfied = combats->kind == VD_HEX_COMBATS_NONE;
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

      if (role->attacks + role->defences > 1)
        /* Translators: "g1 fights in 2 combats: once a phase". An artillery unit that bombards
         * too: one bombardment or one combat in contact (NaA E6). */
        fail (check, role->bombards ? mandatory_word (module, "bombardment.rule")
                                    : combats->once_rule, key, NULL,
              g_strdup_printf (_("%s fights in %u combats: once a phase"), (const char *) key,
                               role->attacks + role->defences));
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
