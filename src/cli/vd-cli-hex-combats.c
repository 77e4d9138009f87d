/* `vedette-cli hex combats BOARD [--plan PLAN | --plan-file FILE]`: the combats the phase owes
 * (help "Mandatory combats"), and whether a plan of combats does them. */
#include "vd-cli.h"
#include "vd-cli-hex-combats.h"
#include "vd-cli-hex-private.h"

#include <glib/gi18n.h>

#include "vd-hex-combat-plan.h"
#include "vd-error.h"

static void
add_member (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  vd_cli_hex_add_string_or_null (builder, value);
}

static void
add_duties_json (JsonBuilder *builder, const VdHexCombats *combats, VdHexDutyRole role)
{
  json_builder_set_member_name (builder, role == VD_HEX_DUTY_ATTACK ? "must_attack"
                                                                     : "must_be_attacked");
  json_builder_begin_array (builder);
  for (guint i = 0; i < combats->duties->len; i++)
    {
      const VdHexCombatDuty *duty = combats->duties->pdata[i];

      if (duty->role != role)
        continue;
      json_builder_begin_object (builder);
      add_member (builder, "unit", duty->unit);
      add_member (builder, "hex", duty->hex);
      add_member (builder, "rule", duty->rule);
      add_member (builder, "by", duty->by);
      add_member (builder, "why", duty->why);
      json_builder_set_member_name (builder, "fought");
      json_builder_add_boolean_value (builder, duty->fought);
      json_builder_set_member_name (builder, "owed");
      json_builder_add_boolean_value (builder, !duty->fought && !duty->exempt && !duty->gone);
      if (duty->exempt)
        vd_cli_hex_add_rule_why (builder, "exempt", duty->exempt_rule, duty->why);
      if (duty->gone)
        {
          json_builder_set_member_name (builder, "gone");
          json_builder_add_boolean_value (builder, TRUE);
        }
      if (duty->reading != NULL)
        add_member (builder, "reading", duty->reading);
      if (duty->doubt != NULL)
        add_member (builder, "doubt", duty->doubt);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_plan_json (JsonBuilder *builder, const VdHexPlanCheck *check)
{
  json_builder_set_member_name (builder, "plan");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "satisfied");
  if (check->unknown)
    json_builder_add_null_value (builder);
  else
    json_builder_add_boolean_value (builder, check->satisfied);
  if (check->unknown)
    add_member (builder, "result", "unknown: supply it");
  json_builder_set_member_name (builder, "failures");
  json_builder_begin_array (builder);
  for (guint i = 0; i < check->failures->len; i++)
    {
      const VdHexPlanFailure *failure = check->failures->pdata[i];

      json_builder_begin_object (builder);
      add_member (builder, "rule", failure->rule);
      add_member (builder, "by", failure->by);
      add_member (builder, "why", failure->why);
      if (failure->depends_on != NULL)
        add_member (builder, "depends_on", failure->depends_on);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
print_json (const VdHexCombats *combats, const VdHexPlanCheck *check)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, combats->turn);
  add_member (builder, "phase", combats->phase);
  json_builder_set_member_name (builder, "forced");
  if (combats->kind == VD_HEX_COMBATS_UNKNOWN)
    json_builder_add_null_value (builder);
  else
    json_builder_add_boolean_value (builder, combats->kind == VD_HEX_COMBATS_OBLIGED);
  if (combats->kind == VD_HEX_COMBATS_NONE)
    {
      json_builder_set_member_name (builder, "reasons");
      json_builder_begin_array (builder);
      json_builder_begin_object (builder);
      add_member (builder, "rule", combats->rule);
      add_member (builder, "why", combats->why);
      json_builder_end_object (builder);
      json_builder_end_array (builder);
    }
  else if (combats->kind == VD_HEX_COMBATS_UNKNOWN)
    {
      add_member (builder, "result", "unknown: supply it");
      vd_cli_hex_add_rule_why (builder, "missing", combats->rule, combats->why);
    }
  else
    {
      add_member (builder, "attacker", combats->attacker);
      json_builder_set_member_name (builder, "preview");
      json_builder_add_boolean_value (builder, combats->preview);
      add_duties_json (builder, combats, VD_HEX_DUTY_ATTACK);
      add_duties_json (builder, combats, VD_HEX_DUTY_DEFEND);
      json_builder_set_member_name (builder, "fought");
      json_builder_begin_array (builder);
      for (guint i = 0; i < combats->fought->len; i++)
        {
          const VdHexCombatFought *fought = combats->fought->pdata[i];

          json_builder_begin_object (builder);
          add_member (builder, "unit", fought->unit);
          add_member (builder, "as", fought->role == VD_HEX_DUTY_ATTACK ? "attacker"
                                                                        : "defender");
          json_builder_set_member_name (builder, "event");
          json_builder_add_int_value (builder, fought->event);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "stacks");
      json_builder_begin_array (builder);
      for (guint i = 0; i < combats->stacks->len; i++)
        {
          const VdHexCombatStack *stack = combats->stacks->pdata[i];

          json_builder_begin_object (builder);
          add_member (builder, "hex", stack->hex);
          json_builder_set_member_name (builder, "units");
          json_builder_begin_array (builder);
          for (guint u = 0; stack->units[u] != NULL; u++)
            json_builder_add_string_value (builder, stack->units[u]);
          json_builder_end_array (builder);
          add_member (builder, "rule", stack->rule);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "owed");
      json_builder_add_int_value (builder, vd_hex_combats_count_owed (combats));
      add_member (builder, "once_rule", combats->once_rule);
      json_builder_set_member_name (builder, "readings");
      json_builder_begin_array (builder);
      for (guint i = 0; i < combats->readings->len; i++)
        json_builder_add_string_value (builder, combats->readings->pdata[i]);
      json_builder_end_array (builder);
    }
  if (check != NULL)
    add_plan_json (builder, check);
  json_builder_end_object (builder);
  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
print_duties_text (const VdHexCombats *combats, VdHexDutyRole role)
{
  gboolean any = FALSE;

  for (guint i = 0; i < combats->duties->len; i++)
    {
      const VdHexCombatDuty *duty = combats->duties->pdata[i];

      if (duty->role != role)
        continue;
      if (!any)
        g_print ("%s\n", role == VD_HEX_DUTY_ATTACK ? _("Must attack:") : _("Must be attacked:"));
      any = TRUE;
      /* Translators: "  f1 (0202): in the zone of r1 as the phase began (D1)". */
      g_print (_("  %s (%s): %s (%s)"), duty->unit, duty->hex, duty->why,
               duty->exempt ? duty->exempt_rule : duty->rule);
      if (duty->exempt)
        g_print (_(" — need not"));
      else if (duty->fought)
        g_print (_(" — fought"));
      else if (duty->gone)
        g_print (_(" — no longer on the map"));
      else
        g_print (_(" — still to fight"));
      if (duty->reading != NULL)
        /* Translators: " — as reading 1914-i-zone-in-combat goes". */
        g_print (_(" — as reading %s goes"), duty->reading);
      if (duty->doubt != NULL)
        /* Translators: " — if the zone holds: whether Clear ground … is not given". */
        g_print (_(" — if the zone holds: %s"), duty->doubt);
      g_print ("\n");
    }
}

static void
print_text (const VdHexCombats *combats, const VdHexRuleset *module,
            const VdHexPlanCheck *check)
{
  if (combats->kind == VD_HEX_COMBATS_NONE)
    /* Translators: "no combat is forced: the game has no zones of control … (14.0)". */
    g_print (_("no combat is forced: %s (%s)\n"), combats->why,
             combats->rule != NULL ? combats->rule : "?");
  else if (combats->kind == VD_HEX_COMBATS_UNKNOWN && combats->rule != NULL)
    g_print (_("unknown, supply it: %s (%s)\n"), combats->why, combats->rule);
  else if (combats->kind == VD_HEX_COMBATS_UNKNOWN)
    g_print (_("unknown, supply it: %s\n"), combats->why);
  else
    {
      const VdHexName *phase = vd_hex_ruleset_find_phase (module, combats->phase);
      const char *name = phase != NULL ? vd_text_get (&phase->name) : combats->phase;

      if (combats->preview)
        /* Translators: "Next: French combat, turn 2 (as the counters stand now)". */
        g_print (_("Next: %s, turn %d (as the counters stand now)\n"), name, combats->turn);
      else
        /* Translators: "French combat, turn 2". */
        g_print (_("%s, turn %d\n"), name, combats->turn);
      if (combats->duties->len == 0)
        g_print (_("No combat is owed.\n"));
      print_duties_text (combats, VD_HEX_DUTY_ATTACK);
      print_duties_text (combats, VD_HEX_DUTY_DEFEND);
      for (guint i = 0; i < combats->stacks->len; i++)
        {
          const VdHexCombatStack *stack = combats->stacks->pdata[i];
          g_autofree char *units = g_strjoinv (", ", stack->units);

          /* Translators: "The stack in 0202 fights whole: g1, g2 (1914-CBT-5)". */
          g_print (_("The stack in %s fights whole: %s (%s)\n"), stack->hex, units, stack->rule);
        }
      /* Translators: "2 still to fight, each once a phase (D3)". */
      g_print (_("%u still to fight, each once a phase (%s)\n"),
               vd_hex_combats_count_owed (combats),
               combats->once_rule != NULL ? combats->once_rule : "?");
      for (guint i = 0; i < combats->readings->len; i++)
        /* Translators: "The answer depends on reading 1914-i-several-zones: choose it under
         * Game Charts…, Readings". */
        g_print (_("The answer depends on reading %s: choose it under Game Charts…, Readings\n"),
                 (const char *) combats->readings->pdata[i]);
    }
  if (check == NULL)
    return;
  if (check->satisfied)
    g_print (_("The plan does what the phase owes.\n"));
  else if (check->unknown)
    g_print (_("The plan: unknown, supply it:\n"));
  else
    g_print (_("The plan does not do what the phase owes:\n"));
  for (guint i = 0; i < check->failures->len; i++)
    {
      const VdHexPlanFailure *failure = check->failures->pdata[i];

      g_print ("  %s (%s)", failure->why, failure->rule != NULL ? failure->rule : "?");
      if (failure->depends_on != NULL)
        /* Translators: " — if: 1914-i-several-zones". */
        g_print (_(" — if: %s"), failure->depends_on);
      g_print ("\n");
    }
}

int
vd_cli_hex_combats (const VdBoard *setup, const VdHexRuleset *module, int argc,
                    gboolean json, const char *plan, const char *plan_file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCombats) combats = NULL;
  g_autoptr(VdHexPlanCheck) check = NULL;
  g_autoptr(GPtrArray) planned = NULL;

  if (argc != 1)
    return vd_cli_usage_error ("hex", "%s", _("hex combats wants BOARD [--plan PLAN | "
                                              "--plan-file FILE]"));
  if (plan != NULL && plan_file != NULL)
    return vd_cli_usage_error ("hex", "%s", _("give --plan or --plan-file, not both"));
  if ((combats = vd_hex_combats (setup, module, G_MAXUINT, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (plan_file != NULL)
    {
      g_autofree char *text = NULL;

      if (!g_file_get_contents (plan_file, &text, NULL, &error) ||
          (planned = vd_hex_combat_plan_parse (text, plan_file, &error)) == NULL)
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  else if (plan != NULL && (planned = vd_hex_combat_plan_parse (plan, NULL, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (planned != NULL &&
      (check = vd_hex_combats_check_plan (combats, module, planned, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (json)
    print_json (combats, check);
  else
    print_text (combats, module, check);
  return VD_CLI_OK;
}
