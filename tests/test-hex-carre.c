/* LBA's carré attempt and cavalry recall (vd-hex-carre.h), tests named after the rules, each
 * cell read straight from the seed's tables: the French "2 Movement Points 11-43 / 44-61 /
 * 62-66" from column, the Russian "11-66" from line at 4 MP, the Austrian "51- 66" rout from
 * column at 1 MP; the modifiers of SR p.6-7; the recall's "2-6", "3-6" and "5-6". */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-carre.h"
#include "vd-hex-entries.h"
#include "vd-hex-levels.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

#define UNITS \
  "units:\n" \
  "  - {id: f1, side: french, class: infantry, hex: \"0202\"}\n" \
  "  - {id: r1, side: coalition, nation: russian, class: infantry, hex: \"0404\"}\n" \
  "  - {id: a1, side: coalition, nation: austrian, class: infantry, hex: \"0505\"}\n" \
  "  - {id: n1, side: coalition, class: infantry, hex: \"0506\"}\n" \
  "  - {id: c1, side: coalition, nation: russian, class: cavalry, hex: \"0405\"}\n" \
  "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0406\"}\n" \
  "  - {id: fc, side: french, class: cavalry, hex: \"0203\"}\n" \
  "  - {id: f2, side: french, class: infantry, hex: \"0303\", state: disordered}\n" \
  "  - {id: a6, side: coalition, nation: austrian, class: infantry, hex: \"0101\"," \
  " mark: sixth-battalion}\n" \
  "  - {id: fl, side: french, class: infantry, hex: \"0102\", mark: legere}\n" \
  "  - {id: ch, side: coalition, nation: russian, class: cavalry, hex: \"0103\"," \
  " mark: heavy-cavalry}\n" \
  "  - {id: ul, side: coalition, nation: russian, class: cavalry, hex: \"0104\"," \
  " marks: [lancers, light-cavalry]}\n" \
  "  - {id: fu, side: french, class: cavalry, hex: \"0105\", marks: [lancers]}\n"

static VdBoard *
board_of (VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "lba", 1, 6, 6, UNITS, module);
}

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *by, const char *what)
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

/* UNIT trying carré from FROM at MP with ROLL and MODIFIERS (comma-separated, or NULL). */
static VdHexCarre *
carre_of (const VdBoard *board, const VdHexRuleset *module, const char *unit, const char *from,
          int mp, int roll, const char *modifiers, GError **error)
{
  g_auto(GStrv) list = modifiers != NULL ? g_strsplit (modifiers, ",", -1) : NULL;
  VdHexCarreInput input = { from, mp, (const char * const *) list, roll, NULL };

  return vd_hex_carre (board, module, unit, &input, error);
}

/* The same charged by CHARGER. */
static VdHexCarre *
carre_charged (const VdBoard *board, const VdHexRuleset *module, const char *unit,
               const char *charger, int roll, const char *modifiers, GError **error)
{
  g_auto(GStrv) list = modifiers != NULL ? g_strsplit (modifiers, ",", -1) : NULL;
  VdHexCarreInput input = { "column", 2, (const char * const *) list, roll, charger };

  return vd_hex_carre (board, module, unit, &input, error);
}

/* The result of a carré attempt that must be known. */
static void
assert_result (const VdBoard *board, const VdHexRuleset *module, const char *unit,
               const char *from, int mp, int roll, const char *modifiers, const char *result,
               const char *state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) carre = carre_of (board, module, unit, from, mp, roll, modifiers, &error);

  g_assert_no_error (error);
  g_assert_null (carre->missing);
  g_assert_cmpstr (carre->result, ==, result);
  g_assert_cmpstr (carre->result_rule, ==, "LBA-CAR-1");
  g_assert_cmpstr (carre->state, ==, state);
}

/* LBA-CAR-1: the nation's table, by the formation it forms from and the movement points;
 * `none` cells never come up; a counter with no nation, or not infantry, is refused. */
static void
test_lba_car_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) carre = NULL;

  /* French, from column, 2 MP: 11-43 carré, 44-61 disorder, 62-66 rout. */
  assert_result (board, module, "f1", "column", 2, 43, NULL, "carre", "carre");
  assert_result (board, module, "f1", "column", 2, 44, NULL, "disorder", "disordered");
  assert_result (board, module, "f1", "column", 2, 61, NULL, "disorder", "disordered");
  assert_result (board, module, "f1", "column", 2, 62, NULL, "rout", "routed");
  /* French from column at 4 MP and Russian from line at 4 MP: 11-66, never disorder. */
  assert_result (board, module, "f1", "column", 4, 66, NULL, "carre", "carre");
  assert_result (board, module, "r1", "line", 4, 66, NULL, "carre", "carre");
  /* Austrian, from column, 1 MP: 11-26, 31-46, "51- 66". */
  assert_result (board, module, "a1", "column", 1, 26, NULL, "carre", "carre");
  assert_result (board, module, "a1", "column", 1, 31, NULL, "disorder", "disordered");
  assert_result (board, module, "a1", "column", 1, 51, NULL, "rout", "routed");

  carre = carre_of (board, module, "f1", "line", 3, 46, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-1", "f1", "carre-french"));
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-1", "f1", "line-3mp"));
  /* What the movement points are is open: named, the arithmetic unchanged. */
  g_assert_true (has_reason (carre->reasons, "lba-i-carre-mp", NULL, "open"));
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-1", "f1", "46 lies in 46-61"));
  g_clear_pointer (&carre, vd_hex_carre_free);
  /* What the board says of the counter is shown; the row given is read. */
  carre = carre_of (board, module, "f2", "column", 2, 43, NULL, &error);
  g_assert_cmpstr (carre->result, ==, "carre");
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-1", "f2",
                             "the board has it disordered"));
  g_clear_pointer (&carre, vd_hex_carre_free);

  g_assert_null (carre_of (board, module, "n1", "line", 1, 33, NULL, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "nation"));
  g_clear_error (&error);
  g_assert_null (carre_of (board, module, "c1", "line", 1, 33, NULL, &error));
  g_assert_nonnull (strstr (error->message, "not infantry"));
  g_clear_error (&error);
  g_assert_null (carre_of (board, module, "f1", "square", 1, 33, NULL, &error));
  g_clear_error (&error);
  g_assert_null (carre_of (board, module, "f1", "line", 5, 33, NULL, &error));
  g_clear_error (&error);
  g_assert_null (carre_of (board, module, "f1", "line", 1, 37, NULL, &error));
  g_clear_error (&error);
}

/* LBA-CAR-2: the French modifiers, by name; another nation's are refused. */
static void
test_lba_car_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) carre = NULL;

  /* From line at 3 MP, 46 is disorder (46-61); Légère -3 makes it 43 either way: carré. */
  carre = carre_of (board, module, "f1", "line", 3, 46, "legere", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (carre->result, ==, "carre");
  g_assert_cmpint (carre->modified, ==, 43);
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-2", "f1", "legere -3"));
  g_clear_pointer (&carre, vd_hex_carre_free);
  /* Lance-armed cavalry +6 and two morale levels +6. */
  carre = carre_of (board, module, "f1", "line", 3, 11, "lance,morale-level=2", &error);
  g_assert_no_error (error);
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-2", "f1", "lance +6"));
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-2", "f1", "+6"));
  g_clear_pointer (&carre, vd_hex_carre_free);
  /* A personality in the hex and the Guard: -12 from 11, read at the table's best. */
  assert_result (board, module, "f1", "line", 1, 11, "personality,guard", "carre", "carre");
  /* The Egerskii are Russian; a flat modifier takes no value; a modifier given twice. */
  g_assert_null (carre_of (board, module, "f1", "line", 1, 33, "egerskii", &error));
  g_assert_nonnull (strstr (error->message, "egerskii"));
  g_clear_error (&error);
  g_assert_null (carre_of (board, module, "f1", "line", 1, 33, "legere=2", &error));
  g_clear_error (&error);
  g_assert_null (carre_of (board, module, "f1", "line", 1, 33, "legere,legere", &error));
  g_clear_error (&error);
}

/* LBA-CAR-3 and reading lba-i-austrian-carre: Russian personalities subtract their morale up
 * to 6; the lance, light and level modifiers count for Austrians only as the reading says. */
static void
test_lba_car_3 (void)
{
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("lba", NULL, NULL);
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (&module);
    g_autoptr(VdHexCarre) carre = NULL;

    carre = carre_of (board, module, "r1", "column", 3, 56, "personality=8", &error);
    g_assert_no_error (error);
    g_assert_true (has_reason (carre->reasons, "LBA-CAR-3", "r1", "at most 6: -6"));
    g_clear_pointer (&carre, vd_hex_carre_free);
    /* The personality's morale is a counter value the seed lacks: named. */
    carre = carre_of (board, module, "r1", "column", 3, 56, "personality", &error);
    g_assert_no_error (error);
    g_assert_null (carre->result);
    g_assert_cmpstr (carre->missing_rule, ==, "LBA-CAR-3");
    g_clear_pointer (&carre, vd_hex_carre_free);
    /* Austrian from line at 1 MP: 33 is carré (11-34); +6 for a lance is disorder. Open. */
    carre = carre_of (board, module, "a1", "line", 1, 33, "lance", &error);
    g_assert_no_error (error);
    g_assert_null (carre->result);
    g_assert_nonnull (strstr (carre->missing, "lba-i-austrian-carre"));
  }
  vd_test_choose_reading ("lba", "lba-i-austrian-carre", "russians-only");
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (&module);
    g_autoptr(VdHexCarre) carre = carre_of (board, module, "a1", "line", 1, 33, "lance", &error);

    g_assert_cmpstr (carre->result, ==, "carre");
    g_assert_true (has_reason (carre->reasons, "lba-i-austrian-carre", "a1", "not counted"));
  }
  vd_test_choose_reading ("lba", "lba-i-austrian-carre", "russians-and-austrians");
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (&module);

    assert_result (board, module, "a1", "line", 1, 33, "lance", "disorder", "disordered");
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-CAR-4: a 6th Linie battalion, named by the referee, may not try in the Charge Phase. */
static void
test_lba_car_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) carre = carre_of (board, module, "a1", "line", 1, 33,
                                          "sixth-battalion", &error);

  g_assert_no_error (error);
  g_assert_null (carre->result);
  g_assert_cmpstr (carre->barred_rule, ==, "LBA-CAR-4");
  g_assert_null (carre_of (board, module, "r1", "line", 1, 33, "sixth-battalion", &error));
  g_clear_error (&error);
}

/* Reading lba-i-d66: a modifier across a tens digit reads differently as plain numbers or as
 * steps along the 36 results; open, an answer that differs is named, never guessed. */
static void
test_lba_i_d66 (void)
{
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("lba", NULL, NULL);
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (&module);
    /* French from column at 1 MP (11-31, 32-54): 41 - 6 is 35 or 31. */
    g_autoptr(VdHexCarre) carre = carre_of (board, module, "f1", "column", 1, 41, "guard",
                                            &error);

    g_assert_no_error (error);
    g_assert_null (carre->result);
    g_assert_cmpstr (carre->missing_rule, ==, "lba-i-d66");
    g_assert_nonnull (strstr (carre->missing, "decimal-arithmetic: 41 -6 = 35, disorder"));
    g_assert_nonnull (strstr (carre->missing, "steps-of-36-results: 41 -6 = 31, carre"));
  }
  vd_test_choose_reading ("lba", "lba-i-d66", "decimal-arithmetic");
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (&module);
    g_autoptr(VdHexCarre) carre = NULL;

    assert_result (board, module, "f1", "column", 1, 41, "guard", "disorder", "disordered");
    /* Russian from column at 2 MP (31-46, 51-66): 44 + 3 is 47, between the ranges. */
    carre = carre_of (board, module, "r1", "column", 2, 44, "egerskii", &error);
    g_assert_null (carre->result);
    g_assert_nonnull (strstr (carre->missing, "47"));
  }
  vd_test_choose_reading ("lba", "lba-i-d66", "steps-of-36-results");
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (&module);
    g_autoptr(VdHexCarre) carre = NULL;

    assert_result (board, module, "f1", "column", 1, 41, "guard", "carre", "carre");
    assert_result (board, module, "r1", "column", 2, 44, "egerskii", "rout", "routed");
    carre = carre_of (board, module, "f1", "column", 1, 41, "guard", &error);
    g_assert_true (has_reason (carre->reasons, "lba-i-d66", NULL, "41 -6 = 31"));
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-REC-1: one die, this or higher; a personality with a cavalry modifier adds 1. */
static void
test_lba_rec_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRecall) recall = NULL;

  recall = vd_hex_recall (board, module, "c1", "russian-light", FALSE, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (recall->needed, ==, 3);
  g_assert_false (recall->recalled);
  g_assert_cmpstr (recall->rule, ==, "LBA-REC-1");
  g_clear_pointer (&recall, vd_hex_recall_free);
  recall = vd_hex_recall (board, module, "c1", "russian-light", TRUE, 2, &error);
  g_assert_true (recall->recalled);
  g_assert_cmpint (recall->modified, ==, 3);
  g_assert_true (has_reason (recall->reasons, "LBA-REC-1", NULL, "+1"));
  g_clear_pointer (&recall, vd_hex_recall_free);
  recall = vd_hex_recall (board, module, "c1", "russian-heavy", FALSE, 2, &error);
  g_assert_true (recall->recalled);
  g_clear_pointer (&recall, vd_hex_recall_free);
  /* The French have one row: taken without --kind. */
  recall = vd_hex_recall (board, module, "fc", NULL, FALSE, 1, &error);
  g_assert_cmpstr (recall->row, ==, "french");
  g_assert_false (recall->recalled);
  g_clear_pointer (&recall, vd_hex_recall_free);
  /* A Russian regiment's row is light or heavy: asked; an Austrian row refused. */
  g_assert_null (vd_hex_recall (board, module, "c1", NULL, FALSE, 2, &error));
  g_clear_error (&error);
  g_assert_null (vd_hex_recall (board, module, "c1", "austrian-light", FALSE, 2, &error));
  g_clear_error (&error);
  g_assert_null (vd_hex_recall (board, module, "f1", NULL, FALSE, 2, &error));
  g_clear_error (&error);
  g_assert_null (vd_hex_recall (board, module, "fc", NULL, FALSE, 7, &error));
  g_clear_error (&error);
}

/* LBA-COS-3 (and the Cossack row of LBA-REC-1): Cossacks recall on 5-6; the Guard Cossacks,
 * class cavalry, are regular cavalry and never read the Cossack row. */
static void
test_lba_cos_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRecall) recall = vd_hex_recall (board, module, "k1", NULL, FALSE, 4, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (recall->row, ==, "russian-cossacks");
  g_assert_cmpint (recall->needed, ==, 5);
  g_assert_false (recall->recalled);
  g_clear_pointer (&recall, vd_hex_recall_free);
  recall = vd_hex_recall (board, module, "k1", NULL, FALSE, 5, &error);
  g_assert_true (recall->recalled);
  g_assert_null (vd_hex_recall (board, module, "c1", "russian-cossacks", FALSE, 5, &error));
  g_assert_nonnull (strstr (error->message, "LBA-COS-3"));
  g_clear_error (&error);
  g_assert_null (vd_hex_recall (board, module, "k1", "russian-light", FALSE, 5, &error));
  g_clear_error (&error);
}

/* LBA-LVL-1 to -3, the seed's III Corps row (10 battalions; levels at 2, 4 and 6 lost or routed:
 * -3, -6, -9): eliminated and routed battalions count, a cavalry regiment does not, one brought
 * back on the map is no longer lost; Kienmayer's avant-garde, in no row, has no levels. */
static void
test_lba_lvl (void)
{
  static const char body[] =
    "units:\n"
    "  - {id: f1, side: french, class: infantry, hex: \"0202\", army: french-iii-corps}\n"
    "  - {id: f2, side: french, class: infantry, hex: \"0203\", army: french-iii-corps,"
    " state: routed}\n"
    "  - {id: f3, side: french, class: infantry, hex: \"0204\", army: french-iii-corps}\n"
    "  - {id: f4, side: french, class: infantry, hex: \"0302\", army: french-iii-corps,"
    " state: routed}\n"
    "  - {id: f5, side: french, class: infantry, hex: \"0303\", army: french-iii-corps}\n"
    "  - {id: fc, side: french, class: cavalry, hex: \"0205\", army: french-iii-corps,"
    " echelon: regiment, state: routed}\n"
    "  - {id: k1, side: coalition, nation: austrian, class: infantry, hex: \"0605\","
    " army: kienmayer}\n"
    "journal:\n"
    "  - {event: move, turn: 1, unit: f3, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 1, unit: f5, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 1, unit: f5, hex: \"0303\"}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "lba", 1, 6, 6, body, &module);
  g_autoptr(VdHexLevels) now = NULL, before = NULL, coalition = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexLevel *corps;

  now = vd_hex_levels (board, module, G_MAXUINT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (now->formations->len, ==, 1);
  corps = now->formations->pdata[0];
  g_assert_cmpstr (corps->formation, ==, "french-iii-corps");
  g_assert_cmpint (corps->battalions, ==, 10);
  g_assert_cmpint (corps->on_board, ==, 5);
  g_assert_cmpint (corps->eliminated, ==, 1);
  g_assert_cmpint (corps->routed, ==, 2);
  g_assert_cmpint (corps->level, ==, 1);
  g_assert_cmpint (corps->modifier, ==, -3);
  g_assert_cmpint (corps->next_at, ==, 4);
  g_assert_cmpstr (corps->rule, ==, "LBA-LVL-1");
  g_assert_cmpstr (corps->why, ==, "1 eliminated, 2 routed: level 1, -3 to all its morale rolls");
  g_assert_cmpstr (now->unlisted[0], ==, "kienmayer");
  g_assert_null (now->unlisted[1]);
  /* After the first two events f5 is out too: 2 eliminated and 2 routed make level 2. */
  before = vd_hex_levels (board, module, 2, NULL, &error);
  g_assert_no_error (error);
  corps = before->formations->pdata[0];
  g_assert_cmpint (corps->level, ==, 2);
  g_assert_cmpint (corps->modifier, ==, -6);
  /* A side's own formations only. */
  coalition = vd_hex_levels (board, module, G_MAXUINT, "coalition", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (coalition->formations->len, ==, 0);
  g_assert_cmpstr (coalition->unlisted[0], ==, "kienmayer");

  /* LBA-CAR-2: f1's carré counts its corps' level 1 (+3) unless the referee gives one. */
  {
    g_autoptr(VdBoard) stands = vd_board_replay (board, module, G_MAXUINT, &error);
    const char * const none[] = { NULL };
    const char * const given[] = { "morale-level=0", NULL };
    VdHexCarreInput input = { "column", 2, none, 46 };
    g_autoptr(VdHexCarre) counted = NULL, overruled = NULL;

    g_assert_no_error (error);
    counted = vd_hex_carre_in_game (board, stands, module, G_MAXUINT, "f1", &input, &error);
    g_assert_no_error (error);
    g_assert_true (has_reason (counted->reasons, "LBA-CAR-2", "f1", "morale-level 1 × +3: +3"));
    g_assert_true (has_reason (counted->reasons, "LBA-LVL-1", "french-iii-corps",
                               "french-iii-corps is at morale level 1: counted"));
    input.modifiers = given;
    overruled = vd_hex_carre_in_game (board, stands, module, G_MAXUINT, "f1", &input, &error);
    g_assert_no_error (error);
    g_assert_false (has_reason (overruled->reasons, "LBA-LVL-1", "french-iii-corps", "counted"));
    g_assert_cmpint (overruled->modified, ==, 46);
  }
}

/* LBA-CAR-4 from the board: a counter marked sixth-battalion is barred without the referee
 * naming it, and the reason says where it came from; the referee's naming is said too. */
static void
test_lba_car_4_marked (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) carre = carre_of (board, module, "a6", "line", 1, 33, NULL, &error);
  g_autoptr(VdHexCarre) named = NULL;

  g_assert_no_error (error);
  g_assert_null (carre->result);
  g_assert_cmpstr (carre->barred_rule, ==, "LBA-CAR-4");
  g_assert_true (has_reason (carre->reasons, NULL, "a6",
                             "sixth-battalion, marked on the counter (sixth-battalion)"));
  named = carre_of (board, module, "a1", "line", 1, 33, "sixth-battalion", &error);
  g_assert_cmpstr (named->barred_rule, ==, "LBA-CAR-4");
  g_assert_true (has_reason (named->reasons, NULL, "a1", "sixth-battalion, named by the referee"));
}

/* LBA-CAR-2 from the board: a counter marked legere counts -3 once, named or not. */
static void
test_lba_car_2_marked (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) carre = carre_of (board, module, "fl", "column", 2, 46, NULL, &error);
  g_autoptr(VdHexCarre) named = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (carre->result, ==, "carre");
  g_assert_true (has_reason (carre->reasons, "LBA-CAR-2", "fl", "legere -3"));
  g_assert_true (has_reason (carre->reasons, NULL, "fl", "legere, marked on the counter"));
  named = carre_of (board, module, "fl", "column", 2, 46, "legere", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (named->result, ==, "carre");
  g_assert_true (has_reason (named->reasons, NULL, "fl", "legere, named by the referee"));
}

/* LBA-CAR-2 from the charger's marks: a regiment marked `marks: [lancers, light-cavalry]`
 * gives the carré its lance +6 and light cavalry +3 (46 + 9 = 55, disorder on the French
 * column-2mp row's 44-61), each said as the charger's mark; named by the referee it counts
 * once; a French lancer regiment alone gives the lance only (46 + 6 = 52); a charger not on
 * the map or not cavalry is refused. */
static void
test_lba_car_2_lancers_marked (void)
{
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("lba", "lba-i-d66", "decimal-arithmetic");
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (&module);
    g_autoptr(VdHexCarre) carre = carre_charged (board, module, "f1", "ul", 46, NULL, &error);
    g_autoptr(VdHexCarre) named = NULL, lone = NULL;

    g_assert_no_error (error);
    g_assert_cmpint (carre->modified, ==, 55);
    g_assert_cmpstr (carre->result, ==, "disorder");
    g_assert_true (has_reason (carre->reasons, "LBA-CAR-2", "f1", "lance +6"));
    g_assert_true (has_reason (carre->reasons, "LBA-CAR-2", "f1", "light-cavalry +3"));
    g_assert_true (has_reason (carre->reasons, NULL, "ul",
                               "lance, marked on the charger ul (lancers)"));
    g_assert_true (has_reason (carre->reasons, NULL, "ul",
                               "light-cavalry, marked on the charger ul (light-cavalry)"));
    named = carre_charged (board, module, "f1", "ul", 46, "lance", &error);
    g_assert_no_error (error);
    g_assert_cmpint (named->modified, ==, 55);
    g_assert_true (has_reason (named->reasons, NULL, "f1", "lance, named by the referee"));
    lone = carre_charged (board, module, "f1", "fu", 46, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (lone->modified, ==, 52);
    g_assert_true (has_reason (lone->reasons, NULL, "fu",
                               "lance, marked on the charger fu (lancers)"));
    g_assert_false (has_reason (lone->reasons, "LBA-CAR-2", "f1", "light-cavalry"));
    g_assert_null (carre_charged (board, module, "f1", "zz", 46, NULL, &error));
    g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
    g_clear_error (&error);
    g_assert_null (carre_charged (board, module, "f1", "r1", 46, NULL, &error));
    g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "not cavalry"));
    g_clear_error (&error);
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-REC-1 from a counter's second mark: `marks: [lancers, light-cavalry]` reads the light
 * row, said as that mark's. */
static void
test_lba_rec_1_marks (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRecall) recall = vd_hex_recall (board, module, "ul", NULL, FALSE, 2, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (recall->row, ==, "russian-light");
  g_assert_false (recall->recalled);
  g_assert_true (has_reason (recall->reasons, "LBA-REC-1", "ul",
                             "the row russian-light, marked on the counter (light-cavalry)"));
  g_assert_cmpint (vd_hex_recall_marked_index (module, vd_board_find_unit (board, "ul")), ==, 0);
}

/* LBA-REC-1 from the board: a regiment marked heavy-cavalry reads the heavy row without
 * --kind; --kind still overrides, said as the referee's. */
static void
test_lba_rec_1_marked (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRecall) recall = vd_hex_recall (board, module, "ch", NULL, FALSE, 2, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (recall->row, ==, "russian-heavy");
  g_assert_true (recall->recalled);
  g_assert_true (has_reason (recall->reasons, "LBA-REC-1", "ch",
                             "the row russian-heavy, marked on the counter (heavy-cavalry)"));
  g_clear_pointer (&recall, vd_hex_recall_free);
  recall = vd_hex_recall (board, module, "ch", "russian-light", FALSE, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (recall->row, ==, "russian-light");
  g_assert_false (recall->recalled);
  g_assert_true (has_reason (recall->reasons, "LBA-REC-1", "ch",
                             "the row russian-light, named by the referee"));
  g_clear_pointer (&recall, vd_hex_recall_free);
  /* Unmarked, the row is still asked for. */
  g_assert_null (vd_hex_recall (board, module, "c1", NULL, FALSE, 2, &error));
  g_assert_nonnull (strstr (error->message, "--kind"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-carre-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-1", test_lba_car_1);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-2", test_lba_car_2);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-3-lba-i-austrian-carre", test_lba_car_3);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-4", test_lba_car_4);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-4-marked", test_lba_car_4_marked);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-2-marked", test_lba_car_2_marked);
  g_test_add_func ("/hex/rules/lba/LBA-REC-1-marked", test_lba_rec_1_marked);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-2-lancers-marked", test_lba_car_2_lancers_marked);
  g_test_add_func ("/hex/rules/lba/LBA-REC-1-marks", test_lba_rec_1_marks);
  g_test_add_func ("/hex/rules/lba/lba-i-d66", test_lba_i_d66);
  g_test_add_func ("/hex/rules/lba/LBA-REC-1", test_lba_rec_1);
  g_test_add_func ("/hex/rules/lba/LBA-COS-3", test_lba_cos_3);
  g_test_add_func ("/hex/rules/lba/LBA-LVL-1-LVL-3", test_lba_lvl);
  status = g_test_run ();
  vd_test_choose_reading ("lba", NULL, NULL);
  vd_test_data_folder_remove (folder);
  return status;
}
