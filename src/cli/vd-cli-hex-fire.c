/* vedette-cli hex fire (help "Fire on a board"): a fire's points, column and result at a
 * target, the firers' points as the referee reads them, BN's opportunity fire, LBA's fire. */
#include "vd-cli.h"
#include "vd-cli-hex-fire.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "vd-board-event.h"
#include "vd-cli-hex-lba-special.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-fire.h"
#include "vd-hex-fire-lba.h"
#include "vd-hex-fire-once.h"
#include "vd-hex-opportunity-bn.h"
#include "vd-hex-artillery-bn.h"
#include "vd-hex-dice.h"

/* --fire "g1=2,g2=6": the firers and the points the referee read for each ("g1" alone: not
 * read yet, -1). FALSE after a usage error. */
gboolean
vd_cli_hex_parse_firers (const char *text, GStrv *firers, double **points)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  guint n = g_strv_length (parts);

  *firers = g_new0 (char *, n + 1);
  *points = g_new0 (double, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) pair = g_strsplit (parts[i], "=", 2);
      char *end = NULL;

      (*firers)[i] = g_strdup (pair[0]);
      (*points)[i] = -1;
      if (pair[0][0] == '\0')
        return FALSE;
      if (pair[1] != NULL)
        {
          /* "½" and ".5" both mean a half, as the seed prints it. */
          g_autofree char *value = g_strdup (pair[1]);
          g_autoptr(GString) plain = g_string_new (value);

          g_string_replace (plain, "½", ".5", 0);
          (*points)[i] = g_ascii_strtod (plain->str, &end);
          if (end == plain->str || *end != '\0' || !isfinite ((*points)[i]) ||
              (*points)[i] < 0 || (*points)[i] > 1000)
            return FALSE;
        }
    }
  return TRUE;
}

/* BN's fire (help "Fire on a board"): the column, and the Fire Table's result for a roll. */
int
vd_cli_hex_fire (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFire) fire = NULL;
  g_auto(GStrv) firers = NULL;
  g_autofree double *points = NULL;
  g_autofree char *result = NULL, *missing = NULL;
  g_autoptr(VdHexOpportunity) opportunity = NULL;
  const char *rule = NULL;
  int roll = options->roll;

  /* LBA: no fire table in its pages, only what they say of a fire (LBA-SANTON-2, LBA-COS-1). */
  if (vd_hex_ruleset_lookup (loaded->module, "combat.fire.table") == NULL &&
      vd_hex_fire_lba_applies (loaded->module))
    return vd_cli_hex_fire_lba (loaded, argc, argv, options);
  if (argc != 1 || options->fire == NULL || options->target == NULL ||
      !vd_cli_hex_parse_firers (options->fire, &firers, &points))
    return vd_cli_usage_error ("hex", "%s", _("hex fire wants BOARD --fire UNIT=POINTS[,UNIT=POINTS…] "
                                              "--target UNIT [--flank] [--opportunity] [--melee] [--roll NN]"));
  /* BN 15.1: an opportunity fire, by batteries whose zone covers the mover, at the mover as
   * it stood before a change of formation (15.1c). */
  if (options->opportunity)
    {
      guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

      opportunity = vd_hex_opportunity (loaded->setup, n, loaded->board, loaded->module,
                                        (const char * const *) firers, options->target, &error);
      if (opportunity == NULL || opportunity->why != NULL)
        {
          if (opportunity != NULL)
            g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", opportunity->why,
                         opportunity->rule != NULL ? opportunity->rule : "?");
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  /* BN 20.2b, 20.2d: the fires the journal holds for this fire phase. */
  {
    guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;
    const char *once_rule = NULL;
    g_autofree char *once_why = NULL;

    for (guint i = 0; options->shared != NULL && options->shared[i] != NULL; i++)
      if (!g_strv_contains ((const char * const *) firers, options->shared[i]))
        return vd_cli_usage_error ("hex", _("--shared names a firer: %s is not one"),
                                   options->shared[i]);
    if (!vd_hex_fire_once_allowed_shared (loaded->setup, loaded->module, n, loaded->board,
                                          (const char * const *) firers,
                                          (const char * const *) options->shared,
                                          options->target, &once_rule, &once_why))
      {
        g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", once_why,
                     once_rule != NULL ? once_rule : "?");
        vd_cli_print_error (error);
        return VD_CLI_INVALID;
      }
  }
  fire = vd_hex_fire (opportunity != NULL && opportunity->before != NULL ? opportunity->before
                                                                       : loaded->board,
                      loaded->module, (const char * const *) firers, points, options->target,
                      options->flank, &error);
  if (fire == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  for (guint i = 0; opportunity != NULL && i < opportunity->reasons->len; i++)
    g_ptr_array_add (fire->reasons, g_ptr_array_steal_index (opportunity->reasons, i--));
  /* BN 27.3: batteries of one type in one hex are read on the table together. */
  vd_hex_artillery_same_hex (loaded->board, loaded->module, (const char * const *) firers,
                             fire->reasons);
  /* BN 20.2e: a share of a firer's fire, its points read for that share's level. */
  for (guint i = 0; options->shared != NULL && options->shared[i] != NULL; i++)
    vd_hex_odds_add_reason (fire->reasons,
                            vd_hex_ruleset_lookup_word (loaded->module,
                                                        "combat.fire.sharing.rule"),
                            options->shared[i],
                            g_strdup (_("one share of its fire, by whole levels: its points "
                                        "read for that share (hex fire-split checks the "
                                        "shares)")));
  if (roll == 0 && !fire->no_effect)
    {
      /* Vedette's roll of two dice read 11-66 (--seed: repeatable for scripts). */
      const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
      g_autoptr(GRand) rand = options->seed != 0 ? g_rand_new_with_seed ((guint32) options->seed)
                                                 : g_rand_new ();

      roll = vd_hex_dice_roll (&d66, rand);
    }
  if (roll != 0 && !fire->no_effect)
    {
      result = vd_hex_fire_read (fire, loaded->module, roll, &missing, &rule, &error);
      if (result == NULL && missing == NULL)
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  if (options->roll == 0 && !fire->no_effect)
    {
      /* Vedette's roll kept in the board's journal, as a combat: the firers, the target, the
       * column, the roll and the result. */
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
      VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_COMBAT, loaded->board);

      event->attackers = g_strdupv (firers);
      event->defenders = g_new0 (char *, 2);
      event->defenders[0] = g_strdup (options->target);
      event->odds_column = g_strdup (fire->column);
      event->roll = roll;
      event->die = roll;
      event->result = g_strdup (result);
      event->opportunity = opportunity != NULL;
      event->fire = TRUE;
      event->melee = options->melee;
      g_ptr_array_add (events, event);
      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "points");
      json_builder_add_double_value (builder, fire->points);
      json_builder_set_member_name (builder, "column");
      vd_cli_hex_add_string_or_null (builder, fire->column);
      json_builder_set_member_name (builder, "shift");
      json_builder_add_int_value (builder, fire->shift);
      vd_cli_hex_add_odds_reasons (builder, fire->reasons);
      if (roll != 0 && !fire->no_effect)
        {
          json_builder_set_member_name (builder, "roll");
          json_builder_add_int_value (builder, roll);
        }
      if (fire->no_effect || fire->missing != NULL || missing != NULL || result != NULL)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, fire->no_effect ? "no effect"
                                                  : result != NULL ? result
                                                  : "unknown: supply it");
        }
      if (fire->missing != NULL || missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", fire->missing != NULL ? fire->missing_rule : rule,
                      fire->missing != NULL ? fire->missing : missing);
      if (options->roll == 0 && !fire->no_effect)
        {
          json_builder_set_member_name (builder, "recorded");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (fire->no_effect)
    g_print (_("no fire: no fire points (20.2f)\n"));
  else
    {
      g_autofree char *shown = g_strdup_printf ("%g", fire->points);

      /* Translators: "fire points 9.5: column 13". */
      g_print (_("fire points %s: column %s"), shown, fire->column != NULL ? fire->column : "?");
      if (result != NULL)
        /* Translators: after the column: ", roll 65: 3(2)+MC (20.4)". */
        g_print (_(", roll %d: %s (%s)"), roll, result, rule != NULL ? rule : "?");
      g_print ("\n");
    }
  for (guint i = 0; i < fire->reasons->len; i++)
    {
      const VdHexOddsReason *reason = fire->reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
  if (options->roll == 0 && !fire->no_effect)
    /* Translators: Vedette rolled the dice and kept the roll. */
    g_print (_("  rolled by Vedette (%d), kept in the board's journal\n"), roll);
  if (fire->missing != NULL || missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), fire->missing != NULL ? fire->missing : missing,
             fire->missing != NULL ? (fire->missing_rule != NULL ? fire->missing_rule : "?")
                                   : (rule != NULL ? rule : "?"));
  return VD_CLI_OK;
}
