/* `vedette-cli hex chateau BOARD`: LBA's château in melee (help "LBA's special units and the
 * Santon"). */
#include "vd-cli.h"
#include "vd-cli-hex-chateau.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-chateau-lba.h"
#include "vd-hex-dice.h"

/* The DD's increment lost as the defender's strength, one undo step in the board's journal. */
static gboolean
apply_dd (Loaded *loaded, const char *unit_id, const VdHexChateauDd *dd, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

  g_ptr_array_add (events, vd_hex_chateau_dd_event (loaded->board, loaded->module, unit_id, dd));
  return vd_cli_hex_append_events (loaded, events, error);
}

/* LBA-CHAT-3: a DD on the defender. */
static int
chateau_dd (Loaded *loaded, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChateauDd) dd = vd_hex_chateau_dd (loaded->board, loaded->module, options->defend,
                                                    options->result, &error);
  const char *rule = vd_hex_ruleset_lookup_word (loaded->module, "combat.melee.chateau.dd.rule");
  gboolean applied = FALSE;

  if (dd == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && dd->in_chateau && dd->known)
    {
      if (!apply_dd (loaded, options->defend, dd, &error))
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
      json_builder_add_string_value (builder, options->defend);
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, options->result);
      json_builder_set_member_name (builder, "in_chateau");
      json_builder_add_boolean_value (builder, dd->in_chateau);
      json_builder_set_member_name (builder, "retreat");
      if (dd->in_chateau)
        json_builder_add_boolean_value (builder, FALSE);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "increments_after");
      vd_cli_add_int_or_null (builder, dd->in_chateau && dd->known, dd->after);
      json_builder_set_member_name (builder, "morale_check");
      json_builder_add_boolean_value (builder, dd->in_chateau);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, dd->in_chateau ? rule : "LBA-GEN-1");
      vd_cli_hex_add_odds_reasons (builder, dd->reasons);
      json_builder_set_member_name (builder, "applied");
      json_builder_add_boolean_value (builder, applied);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (!dd->in_chateau)
    /* Translators: "DD on o1: not in the château, the Premier Rules' (LBA-GEN-1)". */
    g_print (_("DD on %s: not in the château, the Premier Rules' (%s)\n"), options->defend,
             "LBA-GEN-1");
  else if (dd->known)
    /* Translators: "DD on o1 in the château: no retreat, 5 increments left, a morale check
     * (LBA-CHAT-3)". */
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "DD on %s in the château: no retreat, %d increment left, a morale "
                          "check (%s)\n",
                          "DD on %s in the château: no retreat, %d increments left, a morale "
                          "check (%s)\n", dd->after), options->defend, dd->after, rule);
  else
    /* Translators: "DD on o1 in the château: no retreat, one increment lost, a morale check
     * (LBA-CHAT-3)". */
    g_print (_("DD on %s in the château: no retreat, one increment lost, a morale check (%s)\n"),
             options->defend, rule);
  vd_cli_hex_print_reasons (dd->reasons, "", TRUE);
  if (applied)
    /* Translators: "recorded: o1 at 5 increments (one undo step)". */
    g_print (g_dngettext (GETTEXT_PACKAGE, "  recorded: %s at %d increment (one undo step)\n",
                          "  recorded: %s at %d increments (one undo step)\n", dd->after),
             options->defend, dd->after);
  return VD_CLI_OK;
}

/* Each defender's multiplier as JSON. */
static void
add_holders (JsonBuilder *builder, const VdHexChateau *chateau)
{
  json_builder_set_member_name (builder, "defenders");
  json_builder_begin_array (builder);
  for (guint i = 0; i < chateau->holders->len; i++)
    {
      const VdHexChateauHolder *holder = chateau->holders->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, holder->unit);
      json_builder_set_member_name (builder, "multiply");
      vd_cli_add_double_or_null (builder, holder->known, holder->multiply);
      json_builder_set_member_name (builder, "entered_turn");
      vd_cli_add_int_or_null (builder, holder->entered > 0, holder->entered);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, holder->rule);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

int
vd_cli_hex_chateau (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChateau) chateau = NULL;
  g_auto(GStrv) attackers = NULL, defenders = NULL;
  const VdHexDice d6 = { VD_HEX_DICE_SUM, 1, 6 };
  VdHexChateauAsk ask = { NULL, NULL, (const char * const *) options->sixth_battalion,
                          options->roll };
  gboolean rolled = FALSE;

  if (argc == 1 && options->result != NULL && options->defend != NULL && options->attack == NULL)
    return chateau_dd (loaded, options);
  if (argc != 1 || options->attack == NULL || options->defend == NULL || options->result != NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex chateau wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…] [--sixth-battalion UNIT]… "
                                              "[--roll N], or BOARD --defend UNIT --result DD "
                                              "[--apply]"));
  if (!vd_cli_hex_combat_units (options, &attackers, &defenders, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  ask.attackers = (const char * const *) attackers;
  ask.defenders = (const char * const *) defenders;
  if (ask.die == 0)
    {
      g_autoptr(GRand) rand = options->seed != 0 ? g_rand_new_with_seed ((guint32) options->seed)
                                                 : g_rand_new ();

      /* Thrown here, used only when an attacker carries sappers (LBA-CHAT-4). */
      ask.die = vd_hex_dice_roll (&d6, rand);
      rolled = TRUE;
    }
  chateau = vd_hex_chateau_melee (loaded->setup, loaded->board, loaded->module,
                                  loaded->setup->journal != NULL ? loaded->setup->journal->len : 0,
                                  &ask, &error);
  if (chateau == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hex");
      vd_cli_hex_add_string_or_null (builder, chateau->hex);
      if (chateau->barred != NULL)
        vd_cli_hex_add_rule_why (builder, "barred", chateau->barred_rule, chateau->barred);
      json_builder_set_member_name (builder, "sappers");
      json_builder_add_boolean_value (builder, chateau->sappers);
      json_builder_set_member_name (builder, "die");
      vd_cli_add_int_or_null (builder, chateau->die > 0, chateau->die);
      json_builder_set_member_name (builder, "rolled");
      json_builder_add_boolean_value (builder, rolled && chateau->die > 0);
      json_builder_set_member_name (builder, "door_broken");
      json_builder_add_boolean_value (builder, chateau->door_broken);
      add_holders (builder, chateau);
      vd_cli_hex_add_odds_reasons (builder, chateau->reasons);
      if (chateau->missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", chateau->missing_rule, chateau->missing);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (chateau->barred != NULL)
    {
      /* Translators: "assault on the château 0303: refused: c1 is not infantry… (LBA-CHAT-1)". */
      g_print (_("assault on the château %s: refused: %s (%s)\n"), chateau->hex, chateau->barred,
               chateau->barred_rule);
      return VD_CLI_OK;
    }
  if (chateau->die > 0)
    /* Translators: "assault on the château 0303, sappers' die 4". */
    g_print (_("assault on the château %s, sappers' die %d\n"), chateau->hex, chateau->die);
  else
    /* Translators: "assault on the château 0303, no sappers' die". */
    g_print (_("assault on the château %s, no sappers' die\n"), chateau->hex);
  for (guint i = 0; i < chateau->holders->len; i++)
    {
      const VdHexChateauHolder *holder = chateau->holders->pdata[i];

      if (holder->known)
        /* Translators: "o1: melee value ×1.5 (LBA-CHAT-6)". */
        g_print (_("%s: melee value ×%g (%s)\n"), holder->unit, holder->multiply, holder->rule);
      else
        /* Translators: "o1: melee value unknown". */
        g_print (_("%s: melee value unknown\n"), holder->unit);
    }
  vd_cli_hex_print_reasons (chateau->reasons, "", TRUE);
  if (rolled && chateau->die > 0)
    g_print (_("  rolled by Vedette (%d)\n"), chateau->die);
  if (chateau->missing != NULL)
    /* Translators: "unknown, supply it: the sappers' die, after the odds (LBA-CHAT-4)". */
    g_print (_("  unknown, supply it: %s (%s)\n"), chateau->missing, chateau->missing_rule);
  /* Translators: the last line; the melee itself is beyond the seed. */
  g_print (_("  The melee values and results table are the Premier Rules' (LBA-GEN-1).\n"));
  return VD_CLI_OK;
}
