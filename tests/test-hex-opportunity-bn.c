/* BN's opportunity fire (vd-hex-opportunity-bn.h), tests named after the rules: 15.1a, 15.1d
 * only a battery whose close-fire zone covers the mover fires; 15.1c at the mover as it stood
 * before its change of formation; 15.1e an opportunity fire leaves the battery its fire in
 * its fire phase. */
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-hex-fire-once.h"
#include "vd-hex-odds.h"
#include "vd-hex-opportunity-bn.h"
#include "vd-test-table.h"

static char *folder;

static gboolean
said (const GPtrArray *reasons, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0 &&
          strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

#define BATTERIES \
  "units:\n" \
  "  - {id: fr-b, side: french, class: artillery, hex: \"0505\", formation: unlimbered," \
  " facing: 3, strength: \"4\"}\n" \
  "  - {id: fr-c, side: french, class: artillery, hex: \"0101\", formation: unlimbered," \
  " facing: 3, strength: \"4\"}\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0507\", formation: line, facing: 0}\n"

/* 15.1a, 15.1d, 15.1c: fr-c, far away, may not fire; fr-b, whose zone covers al-1, may, at
 * al-1 in line, as it stood before it formed column. */
static void
test_15_1a_15_1c_15_1d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9,
    "phase: al-movement\n" BATTERIES
    "journal:\n"
    "  - {event: move, turn: 2, phase: al-movement, unit: al-1, hex: \"0507\", formation: column}\n",
    &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, 1, NULL);
  const char * const far[] = { "fr-c", NULL };
  const char * const near[] = { "fr-b", NULL };
  g_autoptr(VdHexOpportunity) refused = NULL, fired = NULL, before_change = NULL;

  g_assert_cmpstr (vd_board_find_unit (board, "al-1")->formation, ==, "column");
  refused = vd_hex_opportunity (setup, 1, board, module, far, "al-1", NULL);
  g_assert_cmpstr (refused->rule, ==, "15.1d");
  g_assert_cmpstr (refused->why, ==, "fr-c has no close-fire zone over 0507, where al-1 stands: "
                                     "only the batteries whose zone it is may fire");
  fired = vd_hex_opportunity (setup, 1, board, module, near, "al-1", NULL);
  g_assert_null (fired->why);
  g_assert_true (said (fired->reasons, "15.1a", "fr-b", "its close-fire zone covers 0507"));
  g_assert_true (said (fired->reasons, "15.1c", "al-1", "before its change: in line"));
  g_assert_nonnull (fired->before);
  g_assert_cmpstr (vd_board_find_unit (fired->before, "al-1")->formation, ==, "line");
  /* Asked before the change is recorded, the board as it stands is the one. */
  before_change = vd_hex_opportunity (setup, 0, setup, module, near, "al-1", NULL);
  g_assert_null (before_change->before);
  g_assert_false (said (before_change->reasons, "15.1c", "al-1", "before its change"));
}

/* 15.1e: fr-b fired at al-1 in the Allies' movement phase; in the fire phase that follows it
 * may still fire, the opportunity fire not being counted. */
static void
test_15_1e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9,
    "phase: al-movement\n" BATTERIES
    "journal:\n"
    "  - {event: combat, turn: 2, phase: al-movement, attackers: [fr-b], defenders: [al-1],"
    " column: \"2\", roll: 33, die: 33, result: ~}\n"
    "  - {event: end-phase, turn: 2, phase: al-movement, to_turn: 2,"
    " to_phase: al-cavalry-withdrawal}\n"
    "  - {event: end-phase, turn: 2, phase: al-cavalry-withdrawal, to_turn: 2,"
    " to_phase: al-defensive-fire}\n", &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, 3, NULL);
  g_autoptr(VdHexOpportunity) fired = NULL;
  const char * const near[] = { "fr-b", NULL };
  const char *rule = NULL;
  g_autofree char *why = NULL;

  g_assert_nonnull (board);
  g_assert_cmpstr (board->phase, ==, "al-defensive-fire");
  g_assert_true (vd_hex_fire_once_allowed (setup, module, 3, board, near, "al-1", &rule, &why));
  g_assert_null (why);
  fired = vd_hex_opportunity (setup, 0, setup, module, near, "al-1", NULL);
  g_assert_true (said (fired->reasons, "15.1e", NULL, "the batteries keep their fire for their "
                                                      "fire phase"));
}

/* 15.1e both ways: in the fire phase, a fire recorded as opportunity fire leaves fr-b its fire;
 * the same fire not so recorded uses it up (20.2b). */
static void
test_15_1e_recorded (void)
{
  const char *const flags[] = { "opportunity: true", "opportunity: false" };
  const char * const near[] = { "fr-b", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autoptr(VdHexRuleset) module = NULL;
      g_autofree char *journal = g_strdup_printf (
        "phase: al-defensive-fire\n" BATTERIES
        "journal:\n"
        "  - {event: combat, turn: 2, phase: al-defensive-fire, attackers: [fr-b],"
        " defenders: [al-1], column: \"2\", roll: 33, die: 33, result: ~, %s}\n", flags[i]);
      g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, journal, &module);
      g_autoptr(VdBoard) board = vd_board_replay (setup, module, 1, NULL);
      const char *rule = NULL;
      g_autofree char *why = NULL;
      gboolean allowed;

      g_assert_nonnull (board);
      g_assert_cmpint (((VdBoardEvent *) setup->journal->pdata[0])->opportunity, ==, i == 0);
      allowed = vd_hex_fire_once_allowed (setup, module, 1, board, near, "al-1", &rule, &why);
      if (i == 0)
        {
          g_assert_true (allowed);
          g_assert_null (why);
        }
      else
        {
          g_assert_false (allowed);
          g_assert_cmpstr (rule, ==, "20.2b");
          g_assert_cmpstr (why, ==, "fr-b has fired in this fire phase already, at al-1");
        }
    }
}

/* 15.1f: al-1's last move was a retreat (its note names 25.3): fr-b may not fire; a move of
 * its own would let it. */
static void
test_15_1f (void)
{
  const char *const notes[] = { "note: \"25.3\"", "note: \"DR (25.3b)\"", "note: \"15.2\"" };
  const char * const near[] = { "fr-b", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (notes); i++)
    {
      g_autoptr(VdHexRuleset) module = NULL;
      g_autofree char *journal = g_strdup_printf (
        "phase: al-movement\n" BATTERIES
        "journal:\n"
        "  - {event: move, turn: 2, phase: al-movement, unit: al-1, hex: \"0507\","
        " path: [\"0506\", \"0507\"], %s}\n", notes[i]);
      g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, journal, &module);
      g_autoptr(VdBoard) board = vd_board_replay (setup, module, 1, NULL);
      g_autoptr(VdHexOpportunity) fire = vd_hex_opportunity (setup, 1, board, module, near,
                                                             "al-1", NULL);

      if (i < 2)
        {
          g_assert_cmpstr (fire->rule, ==, "15.1f");
          g_assert_nonnull (strstr (fire->why, "was a retreat it did not choose (25.3"));
        }
      else
        g_assert_null (fire->why);
    }
}

/* 15.1h: al-1 only turned in 0507: the fire is not judged before it, as for a change of
 * formation (15.1c), and the reason says a facing alone draws none. */
static void
test_15_1h (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9,
    "phase: al-movement\n" BATTERIES
    "journal:\n"
    "  - {event: move, turn: 2, phase: al-movement, unit: al-1, hex: \"0507\", facing: 2}\n",
    &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, 1, NULL);
  const char * const near[] = { "fr-b", NULL };
  g_autoptr(VdHexOpportunity) fire = vd_hex_opportunity (setup, 1, board, module, near, "al-1",
                                                         NULL);

  g_assert_null (fire->why);
  g_assert_null (fire->before);
  g_assert_true (said (fire->reasons, "15.1h", "al-1", "only changed its facing (to 2): that "
                                                       "alone draws no fire"));
  g_assert_false (said (fire->reasons, "15.1c", "al-1", "before its change"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-opportunity-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/15.1a-15.1c-15.1d", test_15_1a_15_1c_15_1d);
  g_test_add_func ("/hex/rules/bn/15.1e", test_15_1e);
  g_test_add_func ("/hex/rules/bn/15.1e-recorded", test_15_1e_recorded);
  g_test_add_func ("/hex/rules/bn/15.1f", test_15_1f);
  g_test_add_func ("/hex/rules/bn/15.1h", test_15_1h);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
