/* `vedette-cli hex carre BOARD UNIT`, `hex recall BOARD UNIT`, `hex limber BOARD UNIT` and
 * `hex fire-checks BOARD UNIT`: LBA's carré attempt, its cavalry recall roll, its limbering
 * roll (help "LBA's carré, recall and limbering") and its morale checks from fire losses
 * (help "LBA's fire-loss morale checks"). */
#include "vd-cli.h"
#include "vd-cli-hex-lba.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-carre.h"
#include "vd-hex-dice.h"
#include "vd-hex-fire-checks.h"
#include "vd-hex-limber.h"
#include "vd-hex-odds.h"

/* Vedette's roll of DICE (--seed: repeatable for scripts). */
static int
roll_of (const VdHexDice *dice, const HexOptions *options)
{
  g_autoptr(GRand) rand = options->seed != 0 ? g_rand_new_with_seed ((guint32) options->seed)
                                             : g_rand_new ();

  return vd_hex_dice_roll (dice, rand);
}

static void
print_reasons (GPtrArray *reasons)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
}

/* The carré result as the unit's state, one undo step in the board's journal. */
static gboolean
apply_carre (Loaded *loaded, const char *unit_id, const VdHexCarre *carre, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STATE, loaded->board);

  event->unit_id = g_strdup (unit_id);
  event->state = g_strdup (carre->state);
  /* Translators: the journal's note: "carré attempt, roll 46: carre (LBA-CAR-1)". */
  event->note = g_strdup_printf (_("carré attempt, roll %d: %s (%s)"), carre->roll,
                                 carre->result, carre->result_rule);
  g_ptr_array_add (events, event);
  return vd_cli_hex_append_events (loaded, events, error);
}

int
vd_cli_hex_carre (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) carre = NULL;
  g_autofree char *hex = NULL;
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
  VdHexCarreInput input = { options->from, options->mp,
                            (const char * const *) options->modifier, options->roll,
                            options->charger };
  gboolean applied = FALSE;

  if (argc != 2 || options->from == NULL || options->mp == 0)
    return vd_cli_usage_error ("hex", "%s", _("hex carre wants BOARD UNIT --from column|line "
                                              "--mp N [--modifier NAME[=VALUE]]… [--charger "
                                              "UNIT] [--roll NN] [--apply]"));
  if (input.roll == 0)
    input.roll = roll_of (&d66, options);
  carre = vd_hex_carre_in_game (loaded->setup, loaded->board, loaded->module,
                                loaded->setup->journal != NULL ? loaded->setup->journal->len : 0,
                                argv[1], &input, &error);
  if (carre == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && carre->result != NULL)
    {
      if (!apply_carre (loaded, argv[1], carre, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  hex = vd_board_format_hex (loaded->board, vd_board_find_unit (loaded->board, argv[1])->hex);
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, argv[1]);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, hex);
      json_builder_set_member_name (builder, "nation");
      json_builder_add_string_value (builder, carre->nation);
      json_builder_set_member_name (builder, "chart");
      json_builder_add_string_value (builder, carre->chart);
      json_builder_set_member_name (builder, "row");
      json_builder_add_string_value (builder, carre->row);
      json_builder_set_member_name (builder, "roll");
      json_builder_add_int_value (builder, carre->roll);
      json_builder_set_member_name (builder, "modified");
      vd_cli_add_int_or_null (builder, carre->modified != 0, carre->modified);
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, carre->result != NULL ? carre->result
                                              : carre->barred != NULL ? "barred"
                                              : "unknown: supply it");
      json_builder_set_member_name (builder, "result_rule");
      vd_cli_hex_add_string_or_null (builder, carre->result != NULL ? carre->result_rule
                                              : carre->barred_rule);
      json_builder_set_member_name (builder, "state");
      vd_cli_hex_add_string_or_null (builder, carre->state);
      vd_cli_hex_add_odds_reasons (builder, carre->reasons);
      if (carre->barred != NULL)
        vd_cli_hex_add_rule_why (builder, "barred", carre->barred_rule, carre->barred);
      if (carre->missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", carre->missing_rule, carre->missing);
      if (options->roll == 0)
        {
          json_builder_set_member_name (builder, "rolled");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_set_member_name (builder, "applied");
      json_builder_add_boolean_value (builder, applied);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  /* Translators: "carré attempt of f1 in 0303 (carre-french, row column-2mp), roll 46". */
  g_print (_("carré attempt of %s in %s (%s, row %s), roll %d"), argv[1], hex, carre->chart,
           carre->row, carre->roll);
  if (carre->result != NULL && carre->modified != 0)
    /* Translators: ", read 43: carre (LBA-CAR-1)". */
    g_print (_(", read %d: %s (%s)"), carre->modified, carre->result, carre->result_rule);
  else if (carre->result != NULL)
    g_print (_(": %s (%s)"), carre->result, carre->result_rule);
  else if (carre->barred != NULL)
    g_print (_(": barred (%s)"), carre->barred_rule);
  else
    g_print (_(": unknown"));
  g_print ("\n");
  print_reasons (carre->reasons);
  if (options->roll == 0)
    g_print (_("  rolled by Vedette (%d)\n"), carre->roll);
  if (carre->barred != NULL)
    g_print (_("  barred: %s (%s)\n"), carre->barred, carre->barred_rule);
  if (carre->missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), carre->missing,
             carre->missing_rule != NULL ? carre->missing_rule : "?");
  if (applied)
    /* Translators: "recorded: f1 becomes carre (one undo step)". */
    g_print (_("  recorded: %s becomes %s (one undo step)\n"), argv[1], carre->state);
  else if (options->apply)
    g_print ("%s\n", _("  nothing recorded: the result is not known"));
  return VD_CLI_OK;
}

int
vd_cli_hex_recall (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRecall) recall = NULL;
  const VdHexDice die = { VD_HEX_DICE_SUM, 1, 6 };
  int roll = options->roll;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex recall wants BOARD UNIT [--kind ROW] "
                                              "[--personality] [--roll N]"));
  if (roll == 0)
    roll = roll_of (&die, options);
  recall = vd_hex_recall (loaded->board, loaded->module, argv[1], options->kind,
                          options->personality, roll, &error);
  if (recall == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, argv[1]);
      json_builder_set_member_name (builder, "row");
      json_builder_add_string_value (builder, recall->row);
      json_builder_set_member_name (builder, "needed");
      json_builder_add_int_value (builder, recall->needed);
      json_builder_set_member_name (builder, "roll");
      json_builder_add_int_value (builder, recall->roll);
      json_builder_set_member_name (builder, "modified");
      json_builder_add_int_value (builder, recall->modified);
      json_builder_set_member_name (builder, "recalled");
      json_builder_add_boolean_value (builder, recall->recalled);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, recall->rule);
      vd_cli_hex_add_odds_reasons (builder, recall->reasons);
      if (options->roll == 0)
        {
          json_builder_set_member_name (builder, "rolled");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  g_print (recall->recalled
           /* Translators: "recall of c1 (russian-light, 3 or higher): die 4, recalled (LBA-REC-1)". */
           ? _("recall of %s (%s, %d or higher): die %d, recalled (%s)\n")
           : _("recall of %s (%s, %d or higher): die %d, not recalled (%s)\n"),
           argv[1], recall->row, recall->needed, recall->modified, recall->rule);
  print_reasons (recall->reasons);
  if (options->roll == 0)
    g_print (_("  rolled by Vedette (%d)\n"), recall->roll);
  return VD_CLI_OK;
}

/* The battery limbered as its state (LBA keeps an artillery's formation there), one undo step. */
static gboolean
apply_limber (Loaded *loaded, const char *unit_id, const VdHexLimber *limber, GError **error)
{
  g_autoptr(GPtrArray) events =
    g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STATE, loaded->board);

  event->unit_id = g_strdup (unit_id);
  event->state = g_strdup (limber->state);
  event->note = vd_hex_limber_note (limber);
  g_ptr_array_add (events, event);
  return vd_cli_hex_append_events (loaded, events, error);
}

int
vd_cli_hex_limber (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLimber) limber = NULL;
  const VdHexDice die = { VD_HEX_DICE_SUM, 1, 6 };
  const char * const *bonuses = (const char * const *) options->bonus;
  gboolean applied = FALSE, rolled = FALSE;
  int roll = options->roll;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex limber wants BOARD UNIT [--kind ROW] "
                                              "[--bonus NAME]… [--roll N] [--apply]"));
  /* A row with no roll needs no die: Vedette rolls only when the answer reads one. */
  limber = vd_hex_limber (loaded->board, loaded->module, argv[1], options->kind, bonuses,
                          roll != 0 ? roll : 1, &error);
  if (limber != NULL && roll == 0 && !limber->automatic)
    {
      g_clear_pointer (&limber, vd_hex_limber_free);
      roll = roll_of (&die, options);
      rolled = TRUE;
      limber = vd_hex_limber (loaded->board, loaded->module, argv[1], options->kind, bonuses,
                              roll, &error);
    }
  else if (limber != NULL && roll == 0)
    limber->roll = 0;   /* the stand-in die above was never rolled */
  if (limber == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && limber->limbers && limber->missing == NULL)
    {
      if (!apply_limber (loaded, argv[1], limber, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, argv[1]);
      json_builder_set_member_name (builder, "row");
      json_builder_add_string_value (builder, limber->row);
      json_builder_set_member_name (builder, "needed");
      if (limber->automatic)
        json_builder_add_string_value (builder, "automatic");
      else
        json_builder_add_int_value (builder, limber->needed);
      json_builder_set_member_name (builder, "roll");
      vd_cli_add_int_or_null (builder, limber->roll != 0, limber->roll);
      json_builder_set_member_name (builder, "modified");
      vd_cli_add_int_or_null (builder, limber->modified != 0, limber->modified);
      json_builder_set_member_name (builder, "limbers");
      if (limber->missing != NULL)
        json_builder_add_null_value (builder);
      else
        json_builder_add_boolean_value (builder, limber->limbers);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, limber->rule);
      vd_cli_hex_add_odds_reasons (builder, limber->reasons);
      if (limber->missing != NULL)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "unknown: supply it");
          vd_cli_hex_add_rule_why (builder, "missing", limber->missing_rule, limber->missing);
        }
      if (rolled)
        {
          json_builder_set_member_name (builder, "rolled");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_set_member_name (builder, "applied");
      json_builder_add_boolean_value (builder, applied);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (limber->automatic)
    /* Translators: "limbering of g1 (french-de-la-garde): no roll needed, limbers (LBA-LIMB-1)". */
    g_print (_("limbering of %s (%s): no roll needed, limbers (%s)\n"), argv[1], limber->row,
             limber->rule);
  else if (limber->missing != NULL)
    g_print (_("limbering of %s (%s, %d or higher): die %d, unknown\n"), argv[1], limber->row,
             limber->needed, limber->roll);
  else
    g_print (limber->limbers
             /* Translators: "limbering of g1 (russian-light, 5 or higher): die 6, limbers
              * (LBA-LIMB-1)"; the die is the modified one when the reading is known. */
             ? _("limbering of %s (%s, %d or higher): die %d, limbers (%s)\n")
             : _("limbering of %s (%s, %d or higher): die %d, does not limber (%s)\n"),
             argv[1], limber->row, limber->needed,
             limber->modified != 0 ? limber->modified : limber->roll, limber->rule);
  print_reasons (limber->reasons);
  if (rolled)
    g_print (_("  rolled by Vedette (%d)\n"), limber->roll);
  if (limber->missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), limber->missing, limber->missing_rule);
  if (applied)
    g_print (_("  recorded: %s becomes %s (one undo step)\n"), argv[1], limber->state);
  else if (options->apply)
    g_print ("%s\n", limber->missing != NULL ? _("  nothing recorded: the result is not known")
                                             : _("  nothing recorded: the battery did not "
                                                 "limber"));
  return VD_CLI_OK;
}

int
vd_cli_hex_fire_checks (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFireChecks) checks = NULL;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex fire-checks wants BOARD UNIT --lost N "
                                              "[--before N] [--kind ROW]"));
  /* No loss calls no check from the chart: the command answers a fire that cost some. */
  if (options->lost < 1)
    {
      g_set_error_literal (&error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("hex fire-checks wants --lost N, the increments the fire cost, 1 "
                             "or more"));
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  checks = vd_hex_fire_checks (loaded->board, loaded->module, argv[1], options->kind,
                               options->lost, options->before, &error);
  if (checks == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, argv[1]);
      json_builder_set_member_name (builder, "row");
      vd_cli_hex_add_string_or_null (builder, checks->row);
      json_builder_set_member_name (builder, "cell");
      vd_cli_hex_add_string_or_null (builder, checks->cell);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, checks->rule);
      json_builder_set_member_name (builder, "lost");
      json_builder_add_int_value (builder, checks->lost);
      json_builder_set_member_name (builder, "before");
      vd_cli_add_int_or_null (builder, checks->before >= 0, checks->before);
      json_builder_set_member_name (builder, "checks");
      vd_cli_add_int_or_null (builder, checks->known, checks->checks);
      json_builder_set_member_name (builder, "at");
      json_builder_begin_array (builder);
      for (guint i = 0; checks->at != NULL && i < checks->at->len; i++)
        json_builder_add_int_value (builder, g_array_index (checks->at, int, i));
      json_builder_end_array (builder);
      vd_cli_hex_add_odds_reasons (builder, checks->reasons);
      if (checks->missing != NULL)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "unknown: supply it");
          vd_cli_hex_add_rule_why (builder, "missing", checks->missing_rule, checks->missing);
        }
      else if (!checks->known)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "not read on the chart");
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (checks->known)
    {
      g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "%d morale check",
                                                             "%d morale checks",
                                                             checks->checks), checks->checks);

      /* Translators: "fire losses of f1 (french-ligne), 2 increments lost: 1 morale check
       * (LBA-MC-1)". */
      g_print (g_dngettext (GETTEXT_PACKAGE,
                            "fire losses of %s (%s), %d increment lost: %s (%s)\n",
                            "fire losses of %s (%s), %d increments lost: %s (%s)\n",
                            checks->lost),
               argv[1], checks->row != NULL ? checks->row : "-", checks->lost, count,
               checks->rule);
    }
  else if (checks->missing != NULL)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "fire losses of %s (%s), %d increment lost: unknown\n",
                          "fire losses of %s (%s), %d increments lost: unknown\n", checks->lost),
             argv[1], checks->row, checks->lost);
  else
    /* Translators: "fire losses of k1: not read on the chart (LBA-COS-1)". */
    g_print (_("fire losses of %s: not read on the chart (%s)\n"), argv[1], checks->rule);
  print_reasons (checks->reasons);
  if (checks->missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), checks->missing, checks->missing_rule);
  return VD_CLI_OK;
}
