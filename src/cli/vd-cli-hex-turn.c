/* `vedette-cli hex turn BOARD`: the turn and phase, the turn's hours and conditions, the game's
 * length and end, what the phase still owes and what comes next (help "The turn"). */
#include "vd-cli.h"
#include "vd-cli-hex-turn.h"

#include <glib/gi18n.h>

#include "vd-hex-odds.h"
#include "vd-hex-turn.h"

static void
print_json (const VdHexTurn *turn)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, turn->turn);
  json_builder_set_member_name (builder, "phase");
  vd_cli_hex_add_string_or_null (builder, turn->phase);
  json_builder_set_member_name (builder, "phase_name");
  vd_cli_hex_add_string_or_null (builder, turn->phase_name);
  json_builder_set_member_name (builder, "side");
  vd_cli_hex_add_string_or_null (builder, turn->phase_side);
  if (turn->first_why != NULL)
    vd_cli_hex_add_rule_why (builder, "first_player", turn->first_rule, turn->first_why);
  json_builder_set_member_name (builder, "clock");
  vd_cli_hex_add_string_or_null (builder, turn->clock);
  json_builder_set_member_name (builder, "clock_rule");
  vd_cli_hex_add_string_or_null (builder, turn->clock_rule);
  json_builder_set_member_name (builder, "last_turn");
  vd_cli_add_int_or_null (builder, turn->last_turn > 0, turn->last_turn);
  json_builder_set_member_name (builder, "last_rule");
  vd_cli_hex_add_string_or_null (builder, turn->last_rule);
  if (turn->length_missing != NULL)
    vd_cli_hex_add_rule_why (builder, "length_missing", turn->length_rule, turn->length_missing);
  vd_cli_hex_add_reasons_named (builder, "conditions", turn->conditions);
  json_builder_set_member_name (builder, "over");
  if (turn->over)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, turn->over_rule);
      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, turn->over_why);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  vd_cli_hex_add_reasons_named (builder, "owed", turn->owed);
  if (turn->owed_missing != NULL)
    vd_cli_hex_add_rule_why (builder, "owed_missing", NULL, turn->owed_missing);
  json_builder_set_member_name (builder, "next");
  if (turn->next_turn > 0)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "turn");
      json_builder_add_int_value (builder, turn->next_turn);
      json_builder_set_member_name (builder, "phase");
      vd_cli_hex_add_string_or_null (builder, turn->next_phase);
      json_builder_set_member_name (builder, "phase_name");
      vd_cli_hex_add_string_or_null (builder, turn->next_phase_name);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  /* BN 8.2: the phase's steps, those taken or passed done. */
  json_builder_set_member_name (builder, "steps_rule");
  vd_cli_hex_add_string_or_null (builder, turn->steps_rule);
  json_builder_set_member_name (builder, "steps");
  json_builder_begin_array (builder);
  for (guint i = 0; i < turn->steps->len; i++)
    {
      const VdHexTurnStep *step = turn->steps->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, step->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, step->name);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, step->rule);
      json_builder_set_member_name (builder, "done");
      json_builder_add_boolean_value (builder, step->done);
      json_builder_set_member_name (builder, "current");
      json_builder_add_boolean_value (builder, step->current);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_text (const VdHexTurn *turn)
{
  g_autoptr(GString) head = g_string_new (NULL);

  /* Translators: the start of "Turn 11 (17:00–18:00) of 12 (A4) — French movement". */
  g_string_append_printf (head, _("Turn %d"), turn->turn);
  if (turn->clock != NULL && turn->clock_rule != NULL)
    /* Translators: " (18:00–19:00, 28.0a)": a turn longer than the others, with its rule. */
    g_string_append_printf (head, _(" (%s, %s)"), turn->clock, turn->clock_rule);
  else if (turn->clock != NULL)
    g_string_append_printf (head, " (%s)", turn->clock);
  if (turn->last_turn > 0)
    /* Translators: " of 12 (A4)": the game's last turn and its rule. */
    g_string_append_printf (head, _(" of %d (%s)"), turn->last_turn,
                            turn->last_rule != NULL ? turn->last_rule : "?");
  if (turn->phase_name != NULL)
    g_string_append_printf (head, " — %s", turn->phase_name);
  g_print ("%s\n", head->str);
  if (turn->length_missing != NULL && turn->length_rule != NULL)
    g_print ("  %s (%s)\n", turn->length_missing, turn->length_rule);
  else if (turn->length_missing != NULL)
    g_print ("  %s\n", turn->length_missing);
  if (turn->first_why != NULL)
    g_print ("  %s  %s\n", turn->first_rule != NULL ? turn->first_rule : "?", turn->first_why);
  for (guint i = 0; i < turn->conditions->len; i++)
    {
      const VdHexOddsReason *reason = turn->conditions->pdata[i];

      g_print ("  %s  %s\n", reason->rule != NULL ? reason->rule : "?", reason->what);
    }
  if (turn->over)
    {
      /* Translators: "Game over: the game ended with turn 12 (A4)". */
      g_print (_("Game over: %s (%s)\n"), turn->over_why,
               turn->over_rule != NULL ? turn->over_rule : "?");
      return;
    }
  if (turn->owed->len > 0)
    g_print ("%s\n", _("Still owed before the phase ends:"));
  for (guint i = 0; i < turn->owed->len; i++)
    {
      const VdHexOddsReason *reason = turn->owed->pdata[i];

      g_print ("  %s  %s  %s\n", reason->rule != NULL ? reason->rule : "?", reason->by,
               reason->what);
    }
  if (turn->owed_missing != NULL)
    /* Translators: "Owed this phase: unknown: supply it (…why…)". */
    g_print (_("Owed this phase: unknown: supply it (%s)\n"), turn->owed_missing);
  if (turn->steps->len > 0)
    /* Translators: "Steps of the phase, in this order (8.2):". */
    g_print (_("Steps of the phase, in this order (%s):\n"),
             turn->steps_rule != NULL ? turn->steps_rule : "?");
  for (guint i = 0; i < turn->steps->len; i++)
    {
      const VdHexTurnStep *step = turn->steps->pdata[i];

      /* Translators: a step's mark: under way, done (or passed), to come. */
      g_print ("  %s  %s  %s\n", step->current ? _("under way") : step->done ? _("done")
                                                                 : _("to come"),
               step->rule, step->name);
    }
  if (turn->next_phase_name != NULL)
    /* Translators: "Next: turn 11 — French combat". */
    g_print (_("Next: turn %d — %s\n"), turn->next_turn, turn->next_phase_name);
  else
    g_print (_("Next: turn %d\n"), turn->next_turn);
}

int
vd_cli_hex_turn (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexTurn) turn = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

  if (argc != 1)
    return vd_cli_usage_error ("hex", "%s", _("hex turn wants BOARD"));
  turn = vd_hex_turn (loaded->setup, loaded->module, n, &error);
  if (turn == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    print_json (turn);
  else
    print_text (turn);
  return VD_CLI_OK;
}
