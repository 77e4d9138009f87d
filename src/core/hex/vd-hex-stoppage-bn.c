/* BN's corps attack stoppage: who tests, the two tables as far as the seed gives, the roll. */
#include "vd-hex-stoppage-bn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn.h"

#define STOP "special.command.stoppage."

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, STOP, key);
}

void
vd_hex_stoppage_free (VdHexStoppage *stoppage)
{
  if (stoppage == NULL)
    return;
  g_free (stoppage->unit_id);
  g_free (stoppage->column);
  g_free (stoppage->result);
  g_clear_pointer (&stoppage->reasons, g_ptr_array_unref);
  g_clear_pointer (&stoppage->missing, g_ptr_array_unref);
  g_free (stoppage);
}

/* 10.3a: the turns before this one in which fire by infantry, or by artillery at 2 hexes or
 * less, fell on a counter under HEAD's command, from the journal's fires, each judged on the
 * board as it stood (one walk through the journal); the first, or 0. */
static int
last_contact_turn (const VdBoard *setup, guint n, const VdBoard *board,
                   const VdHexRuleset *module, const char *head, int *first)
{
  g_autoptr(VdBoard) then = vd_board_copy_without_journal (setup);
  int last = 0;
  int near = atoi (word (module, "artillery_hexes") ?: "2");

  *first = 0;
  for (guint i = 0; i < n; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];
      gboolean fire = event->kind == VD_BOARD_EVENT_COMBAT && event->turn < board->turn &&
                      event->defenders != NULL && event->attackers != NULL;
      gboolean contact = FALSE;

      for (guint d = 0; fire && event->defenders[d] != NULL && !contact; d++)
        {
          const VdBoardUnit *target = vd_board_find_unit (then, event->defenders[d]);

          if (target == NULL || !vd_board_under_command (then, target, head))
            continue;
          for (guint a = 0; event->attackers[a] != NULL && !contact; a++)
            {
              const VdBoardUnit *firer = vd_board_find_unit (then, event->attackers[a]);

              contact = firer != NULL &&
                        (g_strcmp0 (firer->unit_class, word (module, "infantry_class")) == 0 ||
                         (g_strcmp0 (firer->unit_class, word (module, "artillery_class")) == 0 &&
                          vd_hex_distance (firer->hex, target->hex) <= near));
            }
        }
      if (contact)
        {
          last = MAX (last, event->turn);
          *first = *first == 0 ? event->turn : MIN (*first, event->turn);
        }
      /* The journal was checked as it was loaded: an event that does not apply ends the walk. */
      if (!vd_board_event_apply (event, then, module, NULL))
        break;
    }
  return last;
}

/* 10.3a: it tests while on an accepted attack order, from the command phase after the first
 * turn its attacking units took fire or a charge; every turn after, or after each such turn,
 * as reading bn-i-stoppage-frequency says. */
static void
bn_10_3a_due (VdHexStoppage *stoppage, const VdBoard *setup, guint n, const VdBoard *board,
              const VdHexRuleset *module, const VdHexStoppageAsk *ask)
{
  const char *rule = word (module, "rule");
  const char *reading = word (module, "reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  g_autoptr(VdHexOrderSheet) sheet = vd_hex_order_sheet (setup, n);
  const VdHexOrder *attack = NULL;
  int first, last;

  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (g_strcmp0 (order->receiver, stoppage->unit_id) == 0 &&
          order->state == VD_HEX_ORDER_ACCEPTED &&
          g_strcmp0 (order->type, word (module, "order_type")) == 0)
        attack = order;
    }
  if (attack == NULL)
    {
      stoppage->due_known = TRUE;
      vd_hex_odds_add_reason (stoppage->reasons, rule, stoppage->unit_id,
                              g_strdup (_("no attack order of its is accepted on the order "
                                          "sheet: it does not test")));
      return;
    }
  /* Translators: "on the attack order of line 3". */
  vd_hex_odds_add_reason (stoppage->reasons, rule, stoppage->unit_id,
                          g_strdup_printf (_("on the attack order of line %u"), attack->line));
  last = last_contact_turn (setup, n, board, module, stoppage->unit_id, &first);
  if (ask->charged)
    {
      last = board->turn - 1;
      first = first == 0 ? last : first;
      vd_hex_odds_add_reason (stoppage->reasons, rule, stoppage->unit_id,
                              g_strdup (_("charged in an earlier turn, as the referee says")));
    }
  if (last == 0)
    {
      stoppage->due_known = TRUE;
      vd_hex_odds_add_reason (stoppage->reasons, rule, stoppage->unit_id,
                              g_strdup (_("no unit of it has taken infantry fire, artillery fire "
                                          "at 2 hexes or less, or a charge yet: it does not "
                                          "test")));
      return;
    }
  /* Translators: "under fire first in turn 2, last in turn 3". */
  vd_hex_odds_add_reason (stoppage->reasons, rule, stoppage->unit_id,
                          g_strdup_printf (_("under fire first in turn %d, last in turn %d"),
                                           first, last));
  if (last == board->turn - 1 || g_strcmp0 (choice, "every-turn-after-first-contact") == 0)
    {
      stoppage->due = stoppage->due_known = TRUE;
      return;
    }
  if (g_strcmp0 (choice, "after-each-contact-turn") == 0)
    {
      stoppage->due_known = TRUE;
      vd_hex_odds_add_reason (stoppage->reasons, reading, stoppage->unit_id,
                              g_strdup (_("not under fire last turn: it does not test")));
      return;
    }
  /* Translators: "not under fire last turn: whether it tests is reading bn-i-stoppage-
   * frequency". */
  vd_hex_odds_add_reason (stoppage->missing, reading, stoppage->unit_id,
                          g_strdup_printf (_("not under fire last turn: whether it tests is "
                                             "reading %s"), reading));
}

/* The first table's column (10.3-ex's cells only), for DIVISIONS and WRECKED. */
static char *
first_table (const VdHexRuleset *module, guint divisions, guint wrecked)
{
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, STOP "first");

  for (guint i = 0; cells != NULL && i < cells->n_children; i++)
    {
      const VdYamlNode *cell = cells->children[i];

      if (atoi (vd_hex_ruleset_word (vd_yaml_lookup (cell, "divisions")) ?: "-1") ==
            (int) divisions &&
          atoi (vd_hex_ruleset_word (vd_yaml_lookup (cell, "wrecked")) ?: "-1") == (int) wrecked)
        return g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (cell, "column")));
    }
  return NULL;
}

static int
second_table (const VdHexRuleset *module, const char *column, int quality)
{
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, STOP "second");

  for (guint i = 0; cells != NULL && i < cells->n_children; i++)
    {
      const VdYamlNode *cell = cells->children[i];

      if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cell, "column")), column) == 0 &&
          atoi (vd_hex_ruleset_word (vd_yaml_lookup (cell, "quality")) ?: "-1") == quality)
        return atoi (vd_hex_ruleset_word (vd_yaml_lookup (cell, "minimum")) ?: "0");
    }
  return 0;
}

/* 10.3a, 10.3d, 10.3e: the divisions on the map and the wrecked ones, then the tables. */
static void
bn_10_3a_tables (VdHexStoppage *stoppage, const VdBoard *board, const VdHexRuleset *module,
                 const VdBoardUnit *head, const VdHexStoppageAsk *ask)
{
  const char *rule = word (module, "rule");
  const char *example = word (module, "example_rule");
  g_autofree char *path = g_strdup_printf ("charts.%s.name", word (module, "chart") ?: "");
  const char *chart = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, path));
  gboolean alone = g_strcmp0 (head->unit_class, word (module, "hq_class")) != 0;

  /* 10.3d: the divisions of the corps on the map, by their commanders; 10.3e: one alone. */
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      gboolean wrecked = FALSE;

      if (!unit->placed ||
          (alone ? unit != head
                 : g_strcmp0 (unit->army, head->id) != 0 ||
                   g_strcmp0 (unit->unit_class, word (module, "division_class")) != 0))
        continue;
      stoppage->divisions++;
      vd_board_division_checked (board, unit->id, &wrecked);
      stoppage->wrecked += wrecked;
    }
  vd_hex_odds_add_reason (stoppage->reasons,
                          word (module, alone ? "alone_rule" : "on_map_rule"), head->id,
                          alone
                            ? g_strdup (_("a division testing alone: a corps of one division"))
                            /* Translators: "3 divisions on the map, 1 wrecked". */
                            : g_strdup_printf (_("%u divisions on the map, %u wrecked"),
                                               stoppage->divisions, stoppage->wrecked));
  if (ask->commander_lost)
    {
      stoppage->wrecked += atoi (word (module, "commander_lost_adds") ?: "1");
      vd_hex_odds_add_reason (stoppage->reasons, rule, head->id,
                              g_strdup (_("its first commander is lost: one more")));
    }
  stoppage->column = first_table (module, stoppage->divisions, stoppage->wrecked);
  if (stoppage->column == NULL)
    {
      /* Translators: "Corps Attack Stoppage Tables (two): the first table's column for 2
       * divisions, 1 wrecked is not in the seed". */
      vd_hex_odds_add_reason (stoppage->missing, rule, head->id,
                              g_strdup_printf (_("%s: the first table's column for %u "
                                                 "divisions, %u wrecked is not in the seed"),
                                               chart != NULL ? chart : "?",
                                               stoppage->divisions, stoppage->wrecked));
      return;
    }
  vd_hex_odds_add_reason (stoppage->reasons, example, head->id,
                          g_strdup_printf (_("the first table: column %s"), stoppage->column));
  if (ask->quality < 0)
    {
      vd_hex_odds_add_reason (stoppage->missing, rule, head->id,
                              g_strdup (_("the commander's quality is not on the board: give "
                                          "it")));
      return;
    }
  stoppage->minimum = second_table (module, stoppage->column, ask->quality);
  if (stoppage->minimum == 0)
    {
      vd_hex_odds_add_reason (stoppage->missing, rule, head->id,
                              g_strdup_printf (_("%s: the second table's least roll for column "
                                                 "%s, quality %d is not in the seed"),
                                               chart != NULL ? chart : "?", stoppage->column,
                                               ask->quality));
      return;
    }
  /* Translators: "the second table: 3 or more on two dice (quality 3)". */
  vd_hex_odds_add_reason (stoppage->reasons, example, head->id,
                          g_strdup_printf (_("the second table: %d or more on two dice "
                                             "(quality %d)"), stoppage->minimum, ask->quality));
}

/* 10.3b: passing, it keeps attacking; failing, it stops and waits for new orders. */
static void
bn_10_3b (VdHexStoppage *stoppage, const VdHexRuleset *module, const VdHexStoppageAsk *ask)
{
  const char *rule = word (module, "pass_rule");

  if (!stoppage->due || stoppage->minimum == 0 || ask->roll == 0)
    return;
  if (ask->roll >= stoppage->minimum)
    {
      stoppage->result = g_strdup (_("keeps attacking"));
      /* Translators: "roll 7: it keeps attacking". */
      vd_hex_odds_add_reason (stoppage->reasons, rule, stoppage->unit_id,
                              g_strdup_printf (_("roll %d: it keeps attacking"), ask->roll));
      return;
    }
  stoppage->result = g_strdup (_("stops"));
  /* Translators: "roll 2: it stops and waits for new orders; its HQ falls back…". */
  vd_hex_odds_add_reason (stoppage->reasons, rule, stoppage->unit_id,
                          g_strdup_printf (_("roll %d: it stops and waits for new orders; its "
                                             "HQ falls back 6 hexes or more and stays there, "
                                             "and by the end of the turn every unit of it is "
                                             "3 hexes or more from the nearest enemy"),
                                           ask->roll));
}

/* 10.3c: a wing tests as its game's own rules say, where it has them; the series gives none, so
 * what the corps rules answer is said with that missing. */
static void
bn_10_3c (VdHexStoppage *stoppage, const VdHexRuleset *module, const VdHexStoppageAsk *ask)
{
  const VdYamlNode *own = vd_hex_ruleset_lookup (module, STOP "wings");

  if (g_strcmp0 (ask->rank, word (module, "wing_rank")) != 0)
    return;
  if (own == NULL || vd_yaml_node_is_null (own))
    vd_hex_odds_add_reason (stoppage->missing, word (module, "wing_rule"), stoppage->unit_id,
                            g_strdup (_("a wing: this game’s own stoppage rules for wings are "
                                        "not in the module; the corps rules answer as far as "
                                        "they go")));
}

VdHexStoppage *
vd_hex_stoppage (const VdBoard *setup, guint n_applied, const VdBoard *board,
                 const VdHexRuleset *module, const char *unit_id, const VdHexStoppageAsk *ask,
                 GError **error)
{
  const VdBoardUnit *head = vd_board_find_unit (board, unit_id);
  guint n = setup->journal != NULL ? MIN (n_applied, setup->journal->len) : 0;
  g_autoptr(VdHexStoppage) stoppage = NULL;

  if (word (module, "rule") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no attack stoppage"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (head == NULL || !head->placed ||
      (g_strcmp0 (head->unit_class, word (module, "hq_class")) != 0 &&
       g_strcmp0 (head->unit_class, word (module, "division_class")) != 0))
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is no corps HQ or division commander on the map"), shown);
      return NULL;
    }
  if (ask->roll != 0 && (ask->roll < 2 || ask->roll > 12))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("two dice added give 2 to 12, not %d"), ask->roll);
      return NULL;
    }
  if (ask->rank != NULL &&
      !vd_hex_ruleset_list_has (module, "special.command.orders.ranks", ask->rank))
    {
      g_autofree char *shown = vd_error_cut (ask->rank);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a rank is army, wing, corps or division, not “%s”"), shown);
      return NULL;
    }
  stoppage = g_new0 (VdHexStoppage, 1);
  stoppage->unit_id = g_strdup (unit_id);
  stoppage->reasons = vd_hex_odds_reasons_new ();
  stoppage->missing = vd_hex_odds_reasons_new ();
  bn_10_3a_due (stoppage, setup, n, board, module, ask);
  if (stoppage->due || !stoppage->due_known)
    bn_10_3a_tables (stoppage, board, module, head, ask);
  bn_10_3b (stoppage, module, ask);
  bn_10_3c (stoppage, module, ask);
  return g_steal_pointer (&stoppage);
}

VdBoardEvent *
vd_hex_stoppage_event (const VdHexStoppage *stoppage, const VdBoard *board,
                       const VdHexRuleset *module, int roll, GError **error)
{
  VdBoardEvent *event;

  g_return_val_if_fail (stoppage != NULL && board != NULL, NULL);

  if (roll < 2 || roll > 12)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("nothing to record: give the roll of two dice (2 to 12)"));
      return NULL;
    }
  if (!stoppage->due_known || !stoppage->due)
    {
      /* Translators: "nothing to record: ney does not test for attack stoppage (10.3a)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   stoppage->due_known
                     ? _("nothing to record: %s does not test for attack stoppage (%s)")
                     : _("nothing to record: whether %s tests for attack stoppage waits on "
                         "what is missing (%s)"),
                   stoppage->unit_id, word (module, "rule"));
      return NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_ROLL, board);
  event->test = g_strdup ("stoppage");
  event->unit_id = g_strdup (stoppage->unit_id);
  /* 10.3b says what the roll means once the tables give its least; until then, 10.3a. */
  event->ruling_rule = g_strdup (word (module, stoppage->result != NULL ? "pass_rule" : "rule"));
  event->die = roll;
  event->needed = stoppage->minimum;
  event->odds_column = g_strdup (stoppage->column);
  if (stoppage->result != NULL)
    event->result = g_strdup (roll >= stoppage->minimum ? "keeps-attacking" : "stops");
  return event;
}
