/* LBA's château in melee (LBA-CHAT-1, LBA-CHAT-3 to LBA-CHAT-6). */
#include "vd-hex-chateau-lba.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-lba-marks.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-odds.h"

#define CHATEAU "combat.melee.chateau."

static void
holder_free (VdHexChateauHolder *holder)
{
  g_free (holder->unit);
  g_free (holder->rule);
  g_free (holder);
}

void
vd_hex_chateau_free (VdHexChateau *chateau)
{
  if (chateau == NULL)
    return;
  g_free (chateau->hex);
  g_free (chateau->barred);
  g_free (chateau->barred_rule);
  g_clear_pointer (&chateau->holders, g_ptr_array_unref);
  g_clear_pointer (&chateau->reasons, g_ptr_array_unref);
  g_free (chateau->missing);
  g_free (chateau->missing_rule);
  g_free (chateau);
}

void
vd_hex_chateau_dd_free (VdHexChateauDd *dd)
{
  if (dd == NULL)
    return;
  g_clear_pointer (&dd->reasons, g_ptr_array_unref);
  g_free (dd);
}

/* The module's number at PATH, or FALLBACK when it has none. */
static double
number_at (const VdHexRuleset *module, const char *path, double fallback)
{
  const char *word = vd_hex_ruleset_lookup_word (module, path);

  return word != NULL ? g_ascii_strtod (word, NULL) : fallback;
}

/* The first thing the answer lacks is the one named. */
static void
set_missing (VdHexChateau *chateau, const char *rule, char *what)
{
  if (chateau->missing != NULL)
    {
      g_free (what);
      return;
    }
  chateau->missing = what;
  chateau->missing_rule = g_strdup (rule);
}

/* LBA-CHAT-5: whether UNIT carries sappers — infantry, but not the Egerskii (known by name) nor
 * a 6th battalion (SIXTH, as the referee names them, or marked); WHY says which, when it does not. */
static gboolean
carries_sappers (const VdHexRuleset *module, const VdBoardUnit *unit, const char * const *sixth,
                 char **why)
{
  const char *mark = NULL;

  if (g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module,
                                                               CHATEAU "sappers.class")) != 0)
    {
      *why = g_strdup (_("not infantry: no sappers"));
      return FALSE;
    }
  if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, CHATEAU "sappers.not_egerskii"), "true") == 0 &&
      vd_hex_lba_is_egerskii (module, unit))
    {
      *why = g_strdup (_("Egerskii: no sappers"));
      return FALSE;
    }
  if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, CHATEAU "sappers.not_sixth_battalions"),
                 "true") == 0 && sixth != NULL && g_strv_contains (sixth, unit->id))
    {
      *why = g_strdup (_("a 6th battalion, as the referee names it: no sappers"));
      return FALSE;
    }
  if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, CHATEAU "sappers.not_sixth_battalions"),
                 "true") == 0 && vd_hex_lba_is_sixth (module, unit, &mark))
    {
      /* Translators: "a 6th battalion, marked on the counter (sixth-battalion): no sappers". */
      *why = g_strdup_printf (_("a 6th battalion, marked on the counter (%s): no sappers"),
                              mark);
      return FALSE;
    }
  *why = g_strdup (_("infantry: carries sappers"));
  return TRUE;
}

/* LBA-CHAT-4: the sappers' DIE against the door; TRUE when it breaks (no bonus for anyone). */
static gboolean
door_breaks (VdHexChateau *chateau, const VdHexRuleset *module, int die)
{
  const VdYamlNode *broken = vd_hex_ruleset_lookup (module, CHATEAU "sappers_die.door_broken");
  const char *rule = vd_hex_ruleset_lookup_word (module, CHATEAU "sappers_die.rule");
  g_autofree char *face = g_strdup_printf ("%d", die);

  if (vd_hex_ruleset_node_has (broken, face))
    {
      /* Translators: "sappers' die 1: the door gives way, the defender has no melee bonus". */
      vd_hex_odds_add_reason (chateau->reasons, rule, chateau->hex,
                              g_strdup_printf (_("sappers' die %d: the door gives way, the "
                                                 "defender has no melee bonus"), die));
      return TRUE;
    }
  /* Translators: "sappers' die 4: the door holds, the defender's melee value ×1.5". */
  vd_hex_odds_add_reason (chateau->reasons, rule, chateau->hex,
                          g_strdup_printf (_("sappers' die %d: the door holds, the defender's "
                                             "melee value ×%g"), die,
                                           number_at (module, CHATEAU "sappers_die.defender_multiply",
                                                      1)));
  return FALSE;
}

/* The turn UNIT_ID last came into CHATEAU by SETUP's first N moves; 0 when it stood there from
 * the set-up and never left. */
static int
entered_turn (const VdBoard *setup, guint n, const char *unit_id, VdHex chateau)
{
  const VdBoardUnit *start = vd_board_find_unit (setup, unit_id);
  gboolean inside = start != NULL && start->placed && vd_hex_equal (start->hex, chateau);
  int entered = 0;

  for (guint i = 0; setup->journal != NULL && i < MIN (n, setup->journal->len); i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];
      VdHex to;
      gboolean now;

      if (event->kind != VD_BOARD_EVENT_MOVE || g_strcmp0 (event->unit_id, unit_id) != 0)
        continue;
      now = event->hex != NULL && vd_hex_grid_parse (setup->grid, event->hex, &to) &&
            vd_hex_equal (to, chateau);
      if (now && !inside)
        entered = event->turn;
      inside = now;
    }
  return entered;
}

/* LBA-CHAT-6: whether HOLDER, who came in on its `entered` turn, has waited the complete turn
 * by TURN, as reading lba-i-chateau-hold counts it (both tried while it is open). */
static void
holder_waits (VdHexChateau *chateau, const VdHexRuleset *module, VdHexChateauHolder *holder,
              int turn, double bonus)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, CHATEAU "new_occupier.rule");
  const char *reading = vd_hex_ruleset_lookup_word (module, CHATEAU "new_occupier.reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  int wait = (int) number_at (module, CHATEAU "new_occupier.wait_turns", 1);
  gboolean from_next = turn >= holder->entered + wait;   /* from-next-turn */
  gboolean after_next = turn > holder->entered + wait;   /* after-next-turn */

  holder->rule = g_strdup (rule);
  if (holder->entered == 0)
    {
      holder->known = TRUE;
      holder->multiply = bonus;
      /* Translators: "holds the château from the set-up: ×1.5". */
      vd_hex_odds_add_reason (chateau->reasons, rule, holder->unit,
                              g_strdup_printf (_("holds the château from the set-up: ×%g"), bonus));
      return;
    }
  if (choice != NULL || from_next == after_next)
    {
      gboolean held = g_strcmp0 (choice, "after-next-turn") == 0 ? after_next : from_next;

      holder->known = TRUE;
      holder->multiply = held ? bonus : 1;
      /* Translators: "came in on turn 3, now turn 4: the complete turn is not over, no ×1.5
       * (reading lba-i-chateau-hold: after-next-turn)"; the last part names the reading or
       * says both agree. */
      vd_hex_odds_add_reason (chateau->reasons, rule, holder->unit,
                              g_strdup_printf (held ? _("came in on turn %d, now turn %d: the "
                                                        "complete turn is over, ×%g (%s)")
                                                    : _("came in on turn %d, now turn %d: the "
                                                        "complete turn is not over, no ×%g (%s)"),
                                               holder->entered, turn, bonus,
                                               choice != NULL ? choice
                                                              : _("both readings agree")));
      return;
    }
  holder->known = FALSE;
  /* Translators: "came in on turn 3, now turn 4: ×1.5 a turn after it came in
   * (from-next-turn), none before the whole next turn is over (after-next-turn)". */
  vd_hex_odds_add_reason (chateau->reasons, reading, holder->unit,
                          g_strdup_printf (_("came in on turn %d, now turn %d: ×%g a turn after "
                                             "it came in (from-next-turn), none before the whole "
                                             "next turn is over (after-next-turn)"),
                                           holder->entered, turn, bonus));
  /* Translators: "whether o1 has held the château long enough for ×1.5". */
  set_missing (chateau, reading,
               g_strdup_printf (_("whether %s has held the château long enough for ×%g"),
                                holder->unit, bonus));
}

/* The counters of IDS on BOARD, checked: on the map, the defenders in one hex of one side, the
 * attackers enemies next to them; FALSE with ERROR otherwise. */
static gboolean
check_counters (const VdBoard *board, const VdHexChateauAsk *ask, const VdBoardUnit **first,
                GError **error)
{
  *first = NULL;
  for (guint side = 0; side < 2; side++)
    for (const char * const *ids = side == 0 ? ask->defenders : ask->attackers; ids != NULL && *ids;
         ids++)
      {
        const VdBoardUnit *unit = vd_board_find_unit (board, *ids);

        if (unit == NULL || !unit->placed)
          {
            g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), *ids);
            return FALSE;
          }
        if (*first == NULL && side == 0)
          *first = unit;
        else if (side == 0 && (!vd_hex_equal (unit->hex, (*first)->hex) ||
                               g_strcmp0 (unit->side, (*first)->side) != 0))
          {
            g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                                 _("the defenders stand in one hex, of one side"));
            return FALSE;
          }
        else if (side == 1 && (*first == NULL || g_strcmp0 (unit->side, (*first)->side) == 0 ||
                               vd_hex_distance (unit->hex, (*first)->hex) != 1))
          {
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("%s is not an enemy next to the defenders"), unit->id);
            return FALSE;
          }
      }
  if (*first == NULL || ask->attackers == NULL || ask->attackers[0] == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("an assault needs attackers and defenders"));
      return FALSE;
    }
  return TRUE;
}

VdHexChateau *
vd_hex_chateau_melee (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                      guint n_applied, const VdHexChateauAsk *ask, GError **error)
{
  g_autoptr(VdHexChateau) chateau = g_new0 (VdHexChateau, 1);
  const char *terrain = vd_hex_ruleset_lookup_word (module, CHATEAU "terrain");
  const char *sappers_rule = vd_hex_ruleset_lookup_word (module, CHATEAU "sappers.rule");
  double bonus = number_at (module, CHATEAU "sappers_die.defender_multiply", 1);
  const VdBoardUnit *first;
  gboolean broken = FALSE;

  if (terrain == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no château melee"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (ask->die < 0 || ask->die > 6)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the die is 1 to 6, not %d"), ask->die);
      return NULL;
    }
  if (!check_counters (board, ask, &first, error))
    return NULL;
  if (!vd_board_hex_has_ground (board, module, first->hex, terrain))
    {
      g_autofree char *hex = vd_board_format_hex (board, first->hex);

      /* Translators: "0303 is not a château hex". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not a château hex"), hex);
      return NULL;
    }
  chateau->hex = vd_board_format_hex (board, first->hex);
  chateau->reasons = vd_hex_odds_reasons_new ();
  chateau->holders = g_ptr_array_new_with_free_func ((GDestroyNotify) holder_free);
  /* LBA-CHAT-1: only infantry may assault the château. */
  for (const char * const *id = ask->attackers; *id != NULL; id++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, *id);

      if (g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module,
                                                                   CHATEAU "assault_class")) != 0)
        {
          chateau->barred_rule = g_strdup (vd_hex_ruleset_lookup_word (module,
                                                                       CHATEAU "assault_rule"));
          /* Translators: "c1 is not infantry: only infantry may assault the château". */
          chateau->barred = g_strdup_printf (_("%s is not infantry: only infantry may assault "
                                               "the château"), unit->id);
          return g_steal_pointer (&chateau);
        }
    }
  for (const char * const *id = ask->attackers; *id != NULL; id++)
    {
      g_autofree char *why = NULL;

      if (carries_sappers (module, vd_board_find_unit (board, *id), ask->sixth, &why))
        chateau->sappers = TRUE;
      vd_hex_odds_add_reason (chateau->reasons, sappers_rule, *id, g_steal_pointer (&why));
    }
  if (!chateau->sappers)
    /* Translators: "no attacker carries sappers: no die is thrown, the door holds, the
     * defender's melee value ×1.5". */
    vd_hex_odds_add_reason (chateau->reasons, sappers_rule, chateau->hex,
                            g_strdup_printf (_("no attacker carries sappers: no die is thrown, "
                                               "the door holds, the defender's melee value ×%g"),
                                             bonus));
  else if (ask->die == 0)
    set_missing (chateau, vd_hex_ruleset_lookup_word (module, CHATEAU "sappers_die.rule"),
                 g_strdup (_("the sappers' die, after the odds")));
  else
    {
      chateau->die = ask->die;
      broken = chateau->door_broken = door_breaks (chateau, module, ask->die);
    }
  for (const char * const *id = ask->defenders; *id != NULL; id++)
    {
      VdHexChateauHolder *holder = g_new0 (VdHexChateauHolder, 1);

      holder->unit = g_strdup (*id);
      g_ptr_array_add (chateau->holders, holder);
      if (broken)
        {
          holder->known = TRUE;
          holder->multiply = 1;
          holder->rule = g_strdup (vd_hex_ruleset_lookup_word (module,
                                                               CHATEAU "sappers_die.rule"));
          continue;
        }
      if (chateau->sappers && ask->die == 0)
        continue;
      holder->entered = entered_turn (setup, n_applied, *id, first->hex);
      holder_waits (chateau, module, holder, board->turn, bonus);
    }
  return g_steal_pointer (&chateau);
}

VdHexChateauDd *
vd_hex_chateau_dd (const VdBoard *board, const VdHexRuleset *module, const char *defender,
                   const char *result, GError **error)
{
  g_autoptr(VdHexChateauDd) dd = g_new0 (VdHexChateauDd, 1);
  const char *terrain = vd_hex_ruleset_lookup_word (module, CHATEAU "terrain");
  const char *code = vd_hex_ruleset_lookup_word (module, CHATEAU "dd.result");
  const char *rule = vd_hex_ruleset_lookup_word (module, CHATEAU "dd.rule");
  const VdBoardUnit *unit = vd_board_find_unit (board, defender);
  int lost = (int) number_at (module, CHATEAU "dd.increments_lost", 1);
  g_autofree char *hex = NULL;
  char *end = NULL;
  double strength;

  if (terrain == NULL || code == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no château melee"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (g_strcmp0 (result, code) != 0)
    {
      g_autofree char *shown = vd_error_cut (result);

      /* Translators: "only DD has a château rule, not “DR”". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("only %s has a château rule, not “%s”"),
                   code, shown);
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), defender);
      return NULL;
    }
  dd->reasons = vd_hex_odds_reasons_new ();
  hex = vd_board_format_hex (board, unit->hex);
  dd->in_chateau = vd_board_hex_has_ground (board, module, unit->hex, terrain);
  if (!dd->in_chateau)
    {
      /* Translators: "0202 is not the château: a DD there is the Premier Rules', which the seed
       * does not hold". */
      vd_hex_odds_add_reason (dd->reasons, "LBA-GEN-1", defender,
                              g_strdup_printf (_("%s is not the château: a DD there is the "
                                                 "Premier Rules', which the seed does not hold"),
                                               hex));
      return g_steal_pointer (&dd);
    }
  /* LBA-CHAT-3: the defender stays, loses an increment and checks its morale. */
  vd_hex_odds_add_reason (dd->reasons, rule, defender,
                          g_strdup_printf (_("DD in the château %s: no retreat"), hex));
  strength = unit->strength != NULL ? g_ascii_strtod (unit->strength, &end) : 0;
  dd->known = unit->strength != NULL && end != unit->strength && *end == '\0' && strength >= 0;
  if (dd->known)
    {
      dd->before = (int) strength;
      dd->after = MAX (dd->before - lost, 0);
      /* Translators: "loses 1 increment: 6 to 5". */
      vd_hex_odds_add_reason (dd->reasons, rule, defender,
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "loses %d increment: %d to %d",
                                                            "loses %d increments: %d to %d",
                                                            lost),
                                               lost, dd->before, dd->after));
    }
  else
    /* Translators: "loses 1 increment; its increments are not given (the counter values are
     * missing)". */
    vd_hex_odds_add_reason (dd->reasons, rule, defender,
                            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "loses %d increment; its increments "
                                                          "are not given (the counter values "
                                                          "are missing)",
                                                          "loses %d increments; its increments "
                                                          "are not given (the counter values "
                                                          "are missing)", lost), lost));
  vd_hex_odds_add_reason (dd->reasons, rule, defender,
                          g_strdup (_("checks its morale; the check is the Premier Rules', which "
                                      "the seed does not hold")));
  return g_steal_pointer (&dd);
}

VdBoardEvent *
vd_hex_chateau_dd_event (const VdBoard *board, const VdHexRuleset *module, const char *defender,
                         const VdHexChateauDd *dd)
{
  VdBoardEvent *event;

  if (!dd->in_chateau || !dd->known)
    return NULL;
  event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, board);
  event->unit_id = g_strdup (defender);
  event->strength = g_strdup_printf ("%d", dd->after);
  /* Translators: the journal's note: "DD in the château: one increment lost, no retreat
   * (LBA-CHAT-3)". */
  event->note = g_strdup_printf (_("DD in the château: one increment lost, no retreat (%s)"),
                                 vd_hex_ruleset_lookup_word (module, CHATEAU "dd.rule"));
  return event;
}
