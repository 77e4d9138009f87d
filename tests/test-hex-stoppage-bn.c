/* BN's corps attack stoppage (vd-hex-stoppage-bn.h), tests named after the rules: 10.3a a corps
 * on an accepted attack order, fired on by infantry last turn, tests; the tables as the seed's
 * example gives them (10.3-ex); 10.3b passing keeps it attacking, failing stops it; 10.3d only
 * divisions on the map count; 10.3e a division testing alone; no test without an attack
 * order or without fire. */
#include <string.h>

#include "vd-board.h"
#include "vd-battle.h"
#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-board-side.h"
#include "vd-error.h"
#include "vd-hex-phase-steps.h"
#include "vd-hex-odds.h"
#include "vd-hex-stoppage-bn.h"
#include "vd-test-table.h"

static char *folder;

static gboolean
said (const GPtrArray *reasons, const char *rule, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

#define CORPS \
  "phase: fr-command\n" \
  "units:\n" \
  "  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0707\"}\n" \
  "  - {id: d1, side: french, class: officer, hex: \"0706\", army: ney}\n" \
  "  - {id: d2, side: french, class: officer, hex: \"0708\", army: ney}\n" \
  "  - {id: d3, side: french, class: officer, hex: \"0709\", army: ney}\n" \
  "  - {id: d4, side: french, class: officer, hex: ~, army: ney}\n" \
  "  - {id: fr-1, side: french, class: infantry, hex: \"0705\", army: d1}\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0704\"}\n" \
  "journal:\n" \
  "  - {event: order, turn: 1, action: preliminary, order: 1, sender: napoleon, receiver: ney," \
  " type: attack, method: written, arrives: 1, result: \"Accepted\"}\n" \
  "  - {event: order, turn: 1, action: preliminary, order: 2, sender: napoleon, receiver: d1," \
  " type: attack, method: written, arrives: 1, result: \"Accepted\"}\n"

#define FIRED \
  "  - {event: combat, turn: 1, phase: al-offensive-fire, attackers: [al-1], defenders: [fr-1]," \
  " column: \"2\", roll: 33, die: 33, result: ~}\n"

static VdHexStoppage *
test_of (const char *body, const char *head, const VdHexStoppageAsk *ask)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, body, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);
  g_autoptr(GError) error = NULL;
  VdHexStoppage *stoppage;

  g_assert_nonnull (board);
  stoppage = vd_hex_stoppage (setup, G_MAXUINT, board, module, head, ask, &error);
  g_assert_no_error (error);
  return stoppage;
}

/* 10.3a, 10.3d, 10.3-ex, 10.3b: Ney's corps, three divisions on the map (d4 is not), none
 * wrecked, quality 3: column 1, 3 or more; a 2 stops it, a 7 keeps it attacking. */
static void
test_10_3a_10_3b_10_3d (void)
{
  VdHexStoppageAsk fail = { FALSE, 3, 2, FALSE }, pass = { FALSE, 3, 7, FALSE };
  g_autoptr(VdHexStoppage) stops = test_of (CORPS FIRED, "ney", &fail);
  g_autoptr(VdHexStoppage) goes = test_of (CORPS FIRED, "ney", &pass);

  g_assert_true (stops->due);
  g_assert_true (said (stops->reasons, "10.3a", "on the attack order of line 1"));
  g_assert_true (said (stops->reasons, "10.3a", "under fire first in turn 1, last in turn 1"));
  g_assert_cmpuint (stops->divisions, ==, 3);
  g_assert_true (said (stops->reasons, "10.3d", "3 divisions on the map, 0 wrecked"));
  g_assert_cmpstr (stops->column, ==, "1");
  g_assert_cmpint (stops->minimum, ==, 3);
  g_assert_true (said (stops->reasons, "10.3-ex", "3 or more on two dice (quality 3)"));
  g_assert_cmpstr (stops->result, ==, "stops");
  g_assert_true (said (stops->reasons, "10.3b", "its HQ falls back 6 hexes or more"));
  g_assert_cmpstr (goes->result, ==, "keeps attacking");
}

/* 10.3a: without fire on the corps, or on its attack order, no test; a lost commander adds
 * one wrecked division, whose column the seed does not give: named. 10.3e: d1 on its own
 * attack order tests as a corps of one division. */
static void
test_10_3a_10_3e (void)
{
  VdHexStoppageAsk ask = { FALSE, -1, 0, FALSE }, lost = { TRUE, 1, 0, FALSE };
  g_autoptr(VdHexStoppage) quiet = test_of (CORPS, "ney", &ask);
  g_autoptr(VdHexStoppage) after_loss = test_of (CORPS FIRED, "ney", &lost);
  g_autoptr(VdHexStoppage) alone = test_of (CORPS FIRED, "d1", &ask);

  g_assert_false (quiet->due);
  g_assert_true (quiet->due_known);
  g_assert_true (said (quiet->reasons, "10.3a", "it does not test"));
  g_assert_true (after_loss->due);
  g_assert_cmpuint (after_loss->wrecked, ==, 1);
  g_assert_null (after_loss->column);
  g_assert_true (said (after_loss->missing, "10.3a", "the first table's column for 3 divisions, "
                                                     "1 wrecked is not in the seed"));
  g_assert_true (alone->due);
  g_assert_cmpuint (alone->divisions, ==, 1);
  g_assert_true (said (alone->reasons, "10.3e", "a corps of one division"));
}

/* 10.2b: an attack order Ney gave himself by initiative is followed like any other: his corps,
 * fired on, tests for stoppage on it. */
static void
test_10_2b (void)
{
  VdHexStoppageAsk ask = { FALSE, 3, 0, FALSE };
  g_autoptr(VdHexStoppage) stoppage = test_of (
    "phase: fr-command\n"
    "units:\n"
    "  - {id: ney, side: french, class: hq, hex: \"0707\"}\n"
    "  - {id: d1, side: french, class: officer, hex: \"0706\", army: ney}\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0705\", army: d1}\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0704\"}\n"
    "journal:\n"
    "  - {event: order, turn: 1, action: initiative, order: 1, sender: ney, type: attack,"
    " text: \"take the farm\", roll: 65, column: \"1\", result: initiative}\n"
    FIRED, "ney", &ask);

  g_assert_true (stoppage->due);
  g_assert_true (said (stoppage->reasons, "10.3a", "on the attack order of line 1"));
}

/* 10.3c: Ney's HQ said to be a wing's tests as the corps rules go, and the game's own rules for
 * wings, not in the series, are named missing; as a corps, nothing of the kind. */
static void
test_10_3c (void)
{
  VdHexStoppageAsk wing = { FALSE, 3, 0, FALSE, "wing" }, corps = { FALSE, 3, 0, FALSE, NULL };
  g_autoptr(VdHexStoppage) as_wing = test_of (CORPS FIRED, "ney", &wing);
  g_autoptr(VdHexStoppage) as_corps = test_of (CORPS FIRED, "ney", &corps);

  g_assert_true (as_wing->due);
  g_assert_cmpint (as_wing->minimum, ==, 3);
  g_assert_true (said (as_wing->missing, "10.3c", "own stoppage rules for wings are not in the "
                                                  "module"));
  g_assert_false (said (as_corps->missing, "10.3c", "wings"));
}

/* 10.3, 8.2: Ney's roll of 7 kept as a `roll` event (test stoppage, 10.3b, column 1, 3 or more
 * needed, keeps-attacking), the command phase's stoppage step; written and read back the same,
 * replayed, undone as one step; the allied side does not see it (a side's own roll); after an
 * initiative (10.2) a stoppage roll is refused with 8.2, both steps' rules said; an HQ that
 * does not test, or no roll, records nothing. */
static void
test_10_3_stoppage_recorded (void)
{
  VdHexStoppageAsk ask = { FALSE, 3, 7, FALSE };
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, CORPS FIRED, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);
  g_autoptr(VdHexStoppage) stoppage = vd_hex_stoppage (setup, G_MAXUINT, board, module, "ney",
                                                       &ask, NULL);
  g_autoptr(VdHexStoppage) quiet = test_of (CORPS, "ney", &ask);
  g_autoptr(VdBoardEvent) event = vd_hex_stoppage_event (stoppage, board, module, 7, NULL);
  g_autoptr(VdBoardEvent) initiative = vd_board_event_new (VD_BOARD_EVENT_ORDER, board);
  g_autoptr(VdBoard) again = NULL, replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autofree char *text = NULL, *said_text = NULL;
  g_autofree gboolean *allied = NULL, *french = NULL;
  g_autoptr(VdBattle) battle = NULL;
  gsize length;

  g_assert_nonnull (event);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROLL);
  g_assert_cmpstr (event->test, ==, "stoppage");
  g_assert_cmpstr (event->unit_id, ==, "ney");
  g_assert_cmpstr (event->ruling_rule, ==, "10.3b");
  g_assert_cmpint (event->die, ==, 7);
  g_assert_cmpint (event->needed, ==, 3);
  g_assert_cmpstr (event->odds_column, ==, "1");
  g_assert_cmpstr (event->result, ==, "keeps-attacking");
  said_text = vd_board_event_describe (event, board, module);
  g_assert_cmpstr (said_text, ==, "Turn 2: ney’s attack stoppage roll (10.3b): 7, on 1, 3 or "
                   "more needed: keeps attacking");
  /* 8.2: the stoppage step (10.3), the second of the command phase. */
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, event), ==, 2);
  g_assert_true (vd_board_check_record (board, module, event, NULL));

  /* Kept, written, read back the same and replayed: nothing moves. */
  g_ptr_array_add (setup->journal, vd_board_event_copy (event));
  text = vd_board_to_yaml (setup, &length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "event: roll"));
  g_assert_nonnull (strstr (text, "test: stoppage"));
  again = vd_board_load_data (text, length, path, NULL, &error);
  g_assert_no_error (error);
  {
    VdBoardEvent *back = g_ptr_array_index (again->journal, again->journal->len - 1);

    back->line = back->column = 0;
    g_assert_true (vd_board_event_equal (back, event));
  }
  replayed = vd_board_replay (again, module, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (replayed->phase_step, ==, 2);
  g_assert_cmpstr (vd_board_find_unit (replayed, "ney")->state, ==,
                   vd_board_find_unit (board, "ney")->state);
  /* A side's own roll: the allies do not see it, the French do. */
  allied = vd_board_side_sees_journal (again, module, "allied");
  french = vd_board_side_sees_journal (again, module, "french");
  g_assert_false (allied[again->journal->len - 1]);
  g_assert_true (french[again->journal->len - 1]);

  /* After the initiative (10.2), the stoppage roll (10.3) is refused with 8.2. */
  initiative->order_action = g_strdup ("initiative");
  initiative->sender = g_strdup ("ney");
  initiative->order_line = 3;
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, initiative), ==, 3);
  g_assert_true (vd_board_event_apply (initiative, board, module, NULL));
  g_assert_false (vd_board_check_record (board, module, event, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpstr (error->message, ==, "Corps attack stoppage checks (10.3) comes before "
                   "Initiative (10.2), already under way in this phase (8.2)");
  g_clear_error (&error);

  /* Nothing to keep: no fire on the corps, or no roll. */
  g_assert_null (vd_hex_stoppage_event (quiet, board, module, 7, &error));
  g_assert_nonnull (strstr (error->message, "ney does not test for attack stoppage (10.3a)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_stoppage_event (stoppage, board, module, 0, &error));
  g_assert_nonnull (strstr (error->message, "give the roll"));
  g_clear_error (&error);

  /* Recorded in the battle, one step to undo. */
  battle = vd_board_battle_open (path, &error);
  g_assert_no_error (error);
  g_assert_true (vd_battle_record (battle, vd_board_event_copy (event), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-stoppage-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/10.3a-10.3b-10.3d-10.3-ex", test_10_3a_10_3b_10_3d);
  g_test_add_func ("/hex/rules/bn/10.3a-10.3e", test_10_3a_10_3e);
  g_test_add_func ("/hex/rules/bn/10.2b", test_10_2b);
  g_test_add_func ("/hex/rules/bn/10.3c", test_10_3c);
  g_test_add_func ("/hex/rules/bn/10.3-stoppage-recorded", test_10_3_stoppage_recorded);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
