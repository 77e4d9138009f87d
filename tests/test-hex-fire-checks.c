/* LBA's morale checks from fire losses (vd-hex-fire-checks.h), tests named after the rules, each
 * row read from the seed's chart (SR p.5-6): French Ligne at even losses, the Guard at every
 * third, cavalry at every loss; Russian musketeers from the 2nd, the Guard at odd losses from
 * the 3rd; Austrian Linie at odd losses, 6th battalions at every loss; the reading
 * lba-i-loss-count open and chosen; the Cossacks and the château's infantry apart. */
#include <string.h>

#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-fire-checks.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

#define BODY \
  "hexes:\n" \
  "  \"0303\": {terrain: chateau}\n" \
  "units:\n" \
  "  - {id: fl, side: french, class: infantry, hex: \"0101\"}\n" \
  "  - {id: fc, side: french, class: cavalry, hex: \"0102\"}\n" \
  "  - {id: fx, side: french, class: leader, hex: \"0103\"}\n" \
  "  - {id: ch, side: french, class: infantry, hex: \"0303\"}\n" \
  "  - {id: r1, side: coalition, nation: russian, class: infantry, hex: \"0501\"}\n" \
  "  - {id: a1, side: coalition, nation: austrian, class: infantry, hex: \"0502\"}\n" \
  "  - {id: n1, side: coalition, class: infantry, hex: \"0503\"}\n" \
  "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0504\"}\n" \
  "  - {id: gk, name: \"Guard Cossacks\", side: coalition, nation: russian, class: cavalry," \
  " hex: \"0505\"}\n" \
  "  - {id: fg, side: french, class: infantry, hex: \"0201\", mark: guard-infantry}\n" \
  "  - {id: a6, side: coalition, nation: austrian, class: infantry, hex: \"0202\"," \
  " mark: sixth-battalion}\n"

static VdBoard *
board_of (VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "lba", 1, 6, 6, BODY, module);
}

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* UNIT's answer on row KIND for LOST after BEFORE, known, with N checks. */
static VdHexFireChecks *
assert_checks (const VdBoard *board, const VdHexRuleset *module, const char *unit,
               const char *kind, int lost, int before, int n)
{
  g_autoptr(GError) error = NULL;
  VdHexFireChecks *checks = vd_hex_fire_checks (board, module, unit, kind, lost, before, &error);

  g_assert_no_error (error);
  g_assert_null (checks->missing);
  g_assert_true (checks->known);
  g_assert_cmpint (checks->checks, ==, n);
  return checks;
}

/* The refusal of UNIT's answer, its message holding WHAT. */
static void
assert_refused (const VdBoard *board, const VdHexRuleset *module, const char *unit,
                const char *kind, int lost, int before, const char *what)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_fire_checks (board, module, unit, kind, lost, before, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, what) == NULL)
    g_error ("“%s” does not say %s", error->message, what);
}

/* Both the module and the board again, after the owner's choice of lba-i-loss-count. */
static VdBoard *
board_reading (const char *choice, VdBoard *board, VdHexRuleset **module)
{
  vd_board_free (board);
  g_clear_pointer (module, vd_hex_ruleset_free);
  vd_test_choose_reading ("lba", choice != NULL ? "lba-i-loss-count" : NULL, choice);
  return board_of (module);
}

/* LBA-MC-1: French Ligne at even losses, the Guard at every third, cavalry at every loss, the
 * Italian tirailleurs among the French; an infantry's row is given, a row not of its class or
 * nation is refused. */
static void
test_lba_mc_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  VdBoard *board = board_of (&module);
  g_autoptr(VdHexFireChecks) checks = NULL;

  board = board_reading ("per-fire-attack", board, &module);
  checks = assert_checks (board, module, "fl", "french-ligne", 3, -1, 1);
  g_assert_cmpstr (checks->row, ==, "french-ligne");
  g_assert_cmpstr (checks->rule, ==, "LBA-MC-1");
  g_assert_cmpint (checks->first, ==, 2);
  g_assert_cmpint (checks->every, ==, 2);
  g_assert_cmpint (checks->at->len, ==, 1);
  g_assert_cmpint (g_array_index (checks->at, int, 0), ==, 2);
  g_assert_true (has_reason (checks->reasons, "LBA-MC-1", "french-ligne: even losses"));
  g_assert_true (has_reason (checks->reasons, "LBA-MC-1", "1 check (on 2)"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "fl", "french-guard-infantry", 6, -1, 2);
  g_assert_cmpint (g_array_index (checks->at, int, 1), ==, 6);
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "fl", "italian-tirailleurs-po-corse", 2, -1, 1);
  g_assert_cmpstr (checks->rule, ==, "LBA-MC-1");
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  /* Cavalry has one row: no --kind needed. */
  checks = assert_checks (board, module, "fc", NULL, 2, -1, 2);
  g_assert_cmpstr (checks->row, ==, "french-cavalry");
  g_clear_pointer (&checks, vd_hex_fire_checks_free);

  /* The rows offered to choose from: the infantry's five, the cavalry's one, a leader's none. */
  {
    g_autoptr(GPtrArray) infantry = vd_hex_fire_checks_rows (module,
                                                             vd_board_find_unit (board, "fl"));
    g_autoptr(GPtrArray) cavalry = vd_hex_fire_checks_rows (module,
                                                            vd_board_find_unit (board, "fc"));
    g_autoptr(GPtrArray) leader = vd_hex_fire_checks_rows (module,
                                                           vd_board_find_unit (board, "fx"));

    g_assert_cmpuint (infantry->len, ==, 5);
    g_assert_cmpstr (infantry->pdata[0], ==, "french-ligne");
    g_assert_cmpstr (infantry->pdata[4], ==, "italian-tirailleurs-po-corse");
    g_assert_cmpuint (cavalry->len, ==, 1);
    g_assert_cmpstr (cavalry->pdata[0], ==, "french-cavalry");
    g_assert_cmpuint (leader->len, ==, 0);
  }
  assert_refused (board, module, "fl", NULL, 2, -1,
                  "with --kind: french-ligne, french-legere, french-oudinot-gren-volt, "
                  "french-guard-infantry, italian-tirailleurs-po-corse (LBA-MC-1)");
  assert_refused (board, module, "fl", "french-cavalry", 2, -1, "not a row for fl");
  assert_refused (board, module, "fl", "russian-grenadiers", 2, -1, "not a row for fl");
  assert_refused (board, module, "fl", "french-voltigeurs", 2, -1, "not a row for fl");
  assert_refused (board, module, "fx", NULL, 2, -1, "no row for a leader");
  assert_refused (board, module, "n1", NULL, 2, -1, "give the counter its nation");
  assert_refused (board, module, "zz", NULL, 2, -1, "no unit");
  assert_refused (board, module, "fl", "french-ligne", -1, -1, "not -1");
  vd_board_free (board);
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-MC-2: musketeers at every loss from the 2nd on, the Guard at odd losses from the 3rd,
 * the grenadiers' note; counted over the unit's life. */
static void
test_lba_mc_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  VdBoard *board = board_of (&module);
  g_autoptr(VdHexFireChecks) checks = NULL;

  board = board_reading ("cumulative", board, &module);
  checks = assert_checks (board, module, "r1", "russian-musketeers", 1, 0, 0);
  g_assert_cmpstr (checks->rule, ==, "LBA-MC-2");
  g_assert_true (has_reason (checks->reasons, "LBA-MC-2", "russian-grenadiers row"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "r1", "russian-musketeers", 2, 1, 2);
  g_assert_true (has_reason (checks->reasons, "lba-i-loss-count",
                             "over the unit's life, 1 before: increments 2 to 3"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "r1", "russian-guard-infantry", 4, 0, 1);
  g_assert_cmpint (g_array_index (checks->at, int, 0), ==, 3);
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "r1", "russian-guard-infantry", 2, 4, 1);
  g_assert_cmpint (g_array_index (checks->at, int, 0), ==, 5);
  vd_board_free (board);
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-MC-3: Linie at odd losses, 6th battalions at every loss; over the unit's life, what it
 * lost before is needed where it changes the count. */
static void
test_lba_mc_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  VdBoard *board = board_of (&module);
  g_autoptr(VdHexFireChecks) checks = NULL;
  g_autoptr(GError) error = NULL;

  board = board_reading ("cumulative", board, &module);
  checks = assert_checks (board, module, "a1", "austrian-linie", 1, 1, 0);
  g_assert_cmpstr (checks->rule, ==, "LBA-MC-3");
  g_assert_true (has_reason (checks->reasons, "LBA-MC-3", "austrian-linie: odd losses"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "a1", "austrian-linie", 3, 0, 2);
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  /* Every loss calls one, whatever came before. */
  checks = assert_checks (board, module, "a1", "austrian-linie-6th-battalions", 2, -1, 2);
  g_assert_true (has_reason (checks->reasons, "lba-i-loss-count", "changes nothing"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = vd_hex_fire_checks (board, module, "a1", "austrian-linie", 1, -1, &error);
  g_assert_no_error (error);
  g_assert_false (checks->known);
  g_assert_cmpstr (checks->missing_rule, ==, "LBA-MC-3");
  g_assert_nonnull (strstr (checks->missing, "lost before this fire"));
  vd_board_free (board);
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* lba-i-loss-count: open, an answer both readings agree on is given and said; one they
 * disagree on is "unknown", both named; each option chosen settles it. */
static void
test_loss_count (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  VdBoard *board = board_reading (NULL, board_of (&module), &module);
  g_autoptr(VdHexFireChecks) checks = NULL;
  g_autoptr(GError) error = NULL;

  checks = assert_checks (board, module, "fl", "french-ligne", 2, 0, 1);
  g_assert_true (has_reason (checks->reasons, "lba-i-loss-count",
                             "open, both readings give the same"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "fc", NULL, 3, -1, 3);
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = vd_hex_fire_checks (board, module, "fl", "french-ligne", 1, 1, &error);
  g_assert_no_error (error);
  g_assert_false (checks->known);
  g_assert_cmpstr (checks->missing_rule, ==, "lba-i-loss-count");
  g_assert_nonnull (strstr (checks->missing, "over the unit's life (increment 2: 1 check (on 2))"));
  g_assert_nonnull (strstr (checks->missing, "within each fire attack (increment 1: no check)"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = vd_hex_fire_checks (board, module, "fl", "french-ligne", 1, -1, &error);
  g_assert_no_error (error);
  g_assert_false (checks->known);
  g_assert_cmpstr (checks->missing_rule, ==, "lba-i-loss-count");
  g_assert_nonnull (strstr (checks->missing, "lost before are needed"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);

  board = board_reading ("cumulative", board, &module);
  checks = assert_checks (board, module, "fl", "french-ligne", 1, 1, 1);
  g_assert_cmpint (g_array_index (checks->at, int, 0), ==, 2);
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  board = board_reading ("per-fire-attack", board, &module);
  checks = assert_checks (board, module, "fl", "french-ligne", 1, 1, 0);
  g_assert_true (has_reason (checks->reasons, "lba-i-loss-count", "within each fire attack"));
  vd_board_free (board);
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-COS-1: the Cossacks are not read on the chart, named; LBA-COS-3: the Guard Cossacks are
 * regular cavalry, read on it. */
static void
test_lba_cos_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(VdHexFireChecks) checks = NULL;
  g_autoptr(GError) error = NULL;

  checks = vd_hex_fire_checks (board, module, "k1", NULL, 1, -1, &error);
  g_assert_no_error (error);
  g_assert_false (checks->known);
  g_assert_null (checks->missing);
  g_assert_null (checks->row);
  g_assert_cmpstr (checks->rule, ==, "LBA-COS-1");
  g_assert_true (has_reason (checks->reasons, "LBA-COS-1", "not read on the chart"));
  g_clear_pointer (&checks, vd_hex_fire_checks_free);
  checks = assert_checks (board, module, "gk", NULL, 2, -1, 2);
  g_assert_cmpstr (checks->row, ==, "russian-cavalry");
  g_assert_true (has_reason (checks->reasons, "LBA-COS-3", "regular cavalry"));
}

/* LBA-CHAT-2: infantry defending the château makes no check from fire. */
static void
test_lba_chat_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(VdHexFireChecks) checks = NULL;

  checks = assert_checks (board, module, "ch", "french-ligne", 4, -1, 0);
  g_assert_cmpstr (checks->rule, ==, "LBA-CHAT-2");
  g_assert_true (has_reason (checks->reasons, "LBA-CHAT-2", "château"));
}

/* LBA-MC-1, LBA-MC-3 from the board: a counter's mark gives its row without --kind, which
 * still overrides; the reason says which. */
static void
test_marked_rows (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(VdHexFireChecks) guard = assert_checks (board, module, "fg", NULL, 3, 0, 1);
  g_autoptr(VdHexFireChecks) sixth = assert_checks (board, module, "a6", NULL, 1, 0, 1);
  g_autoptr(VdHexFireChecks) named = assert_checks (board, module, "a6", "austrian-linie", 2,
                                                    0, 1);

  g_assert_cmpstr (guard->row, ==, "french-guard-infantry");
  g_assert_true (has_reason (guard->reasons, "LBA-MC-1",
                             "the row french-guard-infantry, marked on the counter "
                             "(guard-infantry)"));
  g_assert_cmpstr (sixth->row, ==, "austrian-linie-6th-battalions");
  g_assert_true (has_reason (sixth->reasons, "LBA-MC-3", "marked on the counter"));
  g_assert_cmpstr (named->row, ==, "austrian-linie");
  g_assert_true (has_reason (named->reasons, "LBA-MC-3",
                             "the row austrian-linie, named by the referee"));
  assert_refused (board, module, "fl", NULL, 1, 0, "--kind");
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-fire-checks-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-MC-1", test_lba_mc_1);
  g_test_add_func ("/hex/rules/lba/LBA-MC-2", test_lba_mc_2);
  g_test_add_func ("/hex/rules/lba/LBA-MC-3", test_lba_mc_3);
  g_test_add_func ("/hex/rules/lba/LBA-MC-1-LBA-MC-3-marked", test_marked_rows);
  g_test_add_func ("/hex/rules/lba/lba-i-loss-count", test_loss_count);
  g_test_add_func ("/hex/rules/lba/LBA-COS-1-fire-checks", test_lba_cos_1);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-2-fire-checks", test_lba_chat_2);
  status = g_test_run ();
  vd_test_choose_reading ("lba", NULL, NULL);
  vd_test_data_folder_remove (folder);
  return status;
}
