/* LBA's château in melee (vd-hex-chateau-lba.h), tests named after the rules: SR p.15 as the
 * seed gives it. */
#include <string.h>

#include "vd-board-battle.h"
#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-chateau-lba.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

/* The château in 0303, held by the Russian battalion o1; the French beside it in 0203 and
 * 0302, the Russian Egerskii e1 in 0403 (for the other side's assault). */
#define CHATEAU \
  "hexes:\n  \"0303\": {terrain: chateau}\n" \
  "units:\n" \
  "  - {id: o1, name: \"Novgorod 2\", side: coalition, nation: russian, class: infantry," \
  " hex: \"0303\", strength: \"6\"}\n" \
  "  - {id: f1, side: french, nation: french, class: infantry, hex: \"0203\", strength: \"6\"}\n" \
  "  - {id: f2, side: french, nation: french, class: infantry, hex: \"0302\", strength: \"6\"}\n" \
  "  - {id: fc, side: french, nation: french, class: cavalry, hex: \"0302\", strength: \"4\"}\n"

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && (by == NULL || g_strcmp0 (reason->by, by) == 0) &&
          strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

static VdHexChateau *
melee (const char *body, int turn, const char * const *attackers, const char * const *defenders,
       const char * const *sixth, int die, GError **error)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "lba", turn, 6, 6, body, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, error);
  VdHexChateauAsk ask = { attackers, defenders, sixth, die };

  g_assert_nonnull (board);
  return vd_hex_chateau_melee (setup, board, module, G_MAXUINT, &ask, error);
}

static const VdHexChateauHolder *
holder (const VdHexChateau *chateau, guint i)
{
  g_assert_cmpuint (chateau->holders->len, >, i);
  return chateau->holders->pdata[i];
}

/* LBA-CHAT-4: the attackers' die; 1 breaks the door (no bonus), 2 to 6 the defender ×1.5. */
static void
test_lba_chat_4 (void)
{
  static const char * const attackers[] = { "f1", NULL }, * const defenders[] = { "o1", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChateau) one = melee (CHATEAU, 1, attackers, defenders, NULL, 1, &error);
  g_autoptr(VdHexChateau) four = NULL, none = NULL;

  g_assert_no_error (error);
  g_assert_null (one->barred);
  g_assert_true (one->sappers);
  g_assert_cmpint (one->die, ==, 1);
  g_assert_true (one->door_broken);
  g_assert_true (holder (one, 0)->known);
  g_assert_cmpfloat (holder (one, 0)->multiply, ==, 1);
  g_assert_cmpstr (holder (one, 0)->rule, ==, "LBA-CHAT-4");
  g_assert_true (has_reason (one->reasons, "LBA-CHAT-4", "0303", "door gives way"));

  four = melee (CHATEAU, 1, attackers, defenders, NULL, 4, &error);
  g_assert_no_error (error);
  g_assert_false (four->door_broken);
  g_assert_true (holder (four, 0)->known);
  g_assert_cmpfloat (holder (four, 0)->multiply, ==, 1.5);
  g_assert_true (has_reason (four->reasons, "LBA-CHAT-4", "0303", "door holds"));
  g_assert_true (has_reason (four->reasons, "LBA-CHAT-6", "o1", "from the set-up"));

  /* Without the die the answer names it. */
  none = melee (CHATEAU, 1, attackers, defenders, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (none->missing_rule, ==, "LBA-CHAT-4");
  g_assert_false (holder (none, 0)->known);

  /* A die beyond 6, a defender outside the château, an attacker not beside it: refused. */
  g_assert_null (melee (CHATEAU, 1, attackers, defenders, NULL, 7, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  {
    static const char * const outside[] = { "f2", NULL }, * const by[] = { "o1", NULL };

    g_assert_null (melee (CHATEAU, 1, by, outside, NULL, 4, &error));
    g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "not a château hex"));
    g_clear_error (&error);
  }
}

/* LBA-CHAT-1: only infantry may assault the château. */
static void
test_lba_chat_1_assault (void)
{
  static const char * const attackers[] = { "f1", "fc", NULL }, * const defenders[] = { "o1", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChateau) chateau = melee (CHATEAU, 1, attackers, defenders, NULL, 4, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (chateau->barred_rule, ==, "LBA-CHAT-1");
  g_assert_nonnull (strstr (chateau->barred, "fc"));
  g_assert_cmpuint (chateau->holders->len, ==, 0);
}

/* LBA-CHAT-5: only infantry carry sappers, not the Egerskii nor 6th battalions; without any,
 * no die is thrown and the door holds. */
static void
test_lba_chat_5 (void)
{
  const char *body =
    "hexes:\n  \"0303\": {terrain: chateau}\n"
    "units:\n"
    "  - {id: fr, side: french, nation: french, class: infantry, hex: \"0303\", strength: \"6\"}\n"
    "  - {id: e1, name: \"1/7. Egerskii\", side: coalition, nation: russian, class: infantry,"
    " hex: \"0403\", strength: \"6\"}\n"
    "  - {id: a6, name: \"6/20. Kaunitz\", side: coalition, nation: austrian, class: infantry,"
    " hex: \"0304\", strength: \"6\"}\n";
  static const char * const attackers[] = { "e1", "a6", NULL }, * const defenders[] = { "fr", NULL };
  static const char * const sixth[] = { "a6", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChateau) without = melee (body, 1, attackers, defenders, sixth, 1, &error);
  g_autoptr(VdHexChateau) with = NULL;

  g_assert_no_error (error);
  g_assert_false (without->sappers);
  g_assert_cmpint (without->die, ==, 0);
  g_assert_false (without->door_broken);
  g_assert_cmpfloat (holder (without, 0)->multiply, ==, 1.5);
  g_assert_true (has_reason (without->reasons, "LBA-CHAT-5", "e1", "Egerskii"));
  g_assert_true (has_reason (without->reasons, "LBA-CHAT-5", "a6", "6th battalion"));
  g_assert_true (has_reason (without->reasons, "LBA-CHAT-5", "0303", "no die is thrown"));

  /* The Austrian not named a 6th battalion carries sappers, and its die of 1 breaks in. */
  with = melee (body, 1, attackers, defenders, NULL, 1, &error);
  g_assert_no_error (error);
  g_assert_true (with->sappers);
  g_assert_true (with->door_broken);
  g_assert_true (has_reason (with->reasons, "LBA-CHAT-5", "a6", "carries sappers"));
}

/* LBA-CHAT-6: a holder who came in waits one complete turn for the ×1.5; when that turn is
 * over is reading lba-i-chateau-hold (open: named where the two differ). */
static void
test_lba_chat_6 (void)
{
  /* f1 takes the château on turn 2 (o1 gone); the game is then on turn 3, or on turn 4. */
  const char *taken =
    "hexes:\n  \"0303\": {terrain: chateau}\n"
    "units:\n"
    "  - {id: f1, side: french, nation: french, class: infantry, hex: \"0203\", strength: \"6\"}\n"
    "  - {id: r1, side: coalition, nation: russian, class: infantry, hex: \"0403\","
    " strength: \"6\"}\n"
    "journal:\n"
    "  - {event: move, turn: 2, phase: charge-phase, unit: f1, hex: \"0303\"}\n";
  g_autofree char *turn_3 = g_strconcat (taken, "  - {event: end-phase, turn: 2, phase: "
                                         "charge-phase, to_turn: 3, to_phase: charge-phase}\n",
                                         NULL);
  g_autofree char *turn_4 = g_strconcat (turn_3, "  - {event: end-phase, turn: 3, phase: "
                                         "charge-phase, to_turn: 4, to_phase: charge-phase}\n",
                                         NULL);
  static const char * const attackers[] = { "r1", NULL }, * const defenders[] = { "f1", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChateau) same = melee (taken, 2, attackers, defenders, NULL, 3, &error);
  g_autoptr(VdHexChateau) open = NULL, later = NULL;

  g_assert_no_error (error);
  /* Its own turn: no ×1.5, whatever the reading. */
  g_assert_true (holder (same, 0)->known);
  g_assert_cmpint (holder (same, 0)->entered, ==, 2);
  g_assert_cmpfloat (holder (same, 0)->multiply, ==, 1);
  g_assert_true (has_reason (same->reasons, "LBA-CHAT-6", "f1", "not over"));

  /* The next turn: the readings differ, named. */
  open = melee (turn_3, 2, attackers, defenders, NULL, 3, &error);
  g_assert_no_error (error);
  g_assert_false (holder (open, 0)->known);
  g_assert_cmpstr (open->missing_rule, ==, "lba-i-chateau-hold");
  g_assert_true (has_reason (open->reasons, "lba-i-chateau-hold", "f1", "from-next-turn"));

  /* The turn after: the ×1.5 whatever the reading. */
  later = melee (turn_4, 2, attackers, defenders, NULL, 3, &error);
  g_assert_no_error (error);
  g_assert_true (holder (later, 0)->known);
  g_assert_cmpfloat (holder (later, 0)->multiply, ==, 1.5);
  g_assert_true (has_reason (later->reasons, "LBA-CHAT-6", "f1", "both readings agree"));

  /* Each option chosen decides the next turn. */
  vd_test_choose_reading ("lba", "lba-i-chateau-hold", "from-next-turn");
  {
    g_autoptr(VdHexChateau) read = melee (turn_3, 2, attackers, defenders, NULL, 3, &error);

    g_assert_no_error (error);
    g_assert_true (holder (read, 0)->known);
    g_assert_cmpfloat (holder (read, 0)->multiply, ==, 1.5);
    g_assert_true (has_reason (read->reasons, "LBA-CHAT-6", "f1", "from-next-turn"));
  }
  vd_test_choose_reading ("lba", "lba-i-chateau-hold", "after-next-turn");
  {
    g_autoptr(VdHexChateau) read = melee (turn_3, 2, attackers, defenders, NULL, 3, &error);

    g_assert_no_error (error);
    g_assert_true (holder (read, 0)->known);
    g_assert_cmpfloat (holder (read, 0)->multiply, ==, 1);
    g_assert_true (has_reason (read->reasons, "LBA-CHAT-6", "f1", "after-next-turn"));
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-CHAT-3: a DD in the château: no retreat, one increment lost, a morale check. */
static void
test_lba_chat_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "lba", 1, 6, 6, CHATEAU, &module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChateauDd) dd = vd_hex_chateau_dd (board, module, "o1", "DD", &error);
  g_autoptr(VdHexChateauDd) outside = NULL;

  g_assert_no_error (error);
  g_assert_true (dd->in_chateau);
  g_assert_true (dd->known);
  g_assert_cmpint (dd->before, ==, 6);
  g_assert_cmpint (dd->after, ==, 5);
  g_assert_true (has_reason (dd->reasons, "LBA-CHAT-3", "o1", "no retreat"));
  g_assert_true (has_reason (dd->reasons, "LBA-CHAT-3", "o1", "6 to 5"));
  g_assert_true (has_reason (dd->reasons, "LBA-CHAT-3", "o1", "morale"));

  outside = vd_hex_chateau_dd (board, module, "f1", "DD", &error);
  g_assert_no_error (error);
  g_assert_false (outside->in_chateau);
  g_assert_true (has_reason (outside->reasons, "LBA-GEN-1", "f1", "Premier Rules"));

  g_assert_null (vd_hex_chateau_dd (board, module, "o1", "DR", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-lba-chateau-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-1-assault", test_lba_chat_1_assault);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-3", test_lba_chat_3);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-4", test_lba_chat_4);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-5", test_lba_chat_5);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-6-lba-i-chateau-hold", test_lba_chat_6);
  status = g_test_run ();
  vd_test_choose_reading ("lba", NULL, NULL);
  vd_test_data_folder_remove (folder);
  return status;
}
