/* BN's Desertion Table (vd-hex-desertion-bn.h), tests named after the rules: 21.1 one die,
 * unmodified, in the column of the unit's grade, the cell named while the table is missing
 * and read once the owner has entered it; 21.0a cavalry never takes stragglers; 18.0b a forced
 * march, kept with its move in the journal, owes the roll. */
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-desertion-bn.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
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

#define UNITS \
  "units:\n" \
  "  - {id: fr, side: french, class: infantry, hex: \"0202\", formation: column, strength: A," \
  " grade: C}\n" \
  "  - {id: cav, side: french, class: cavalry, hex: \"0203\", strength: A, grade: B}\n" \
  "  - {id: nog, side: french, class: infantry, hex: \"0204\", strength: A}\n"

static void
test_21_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, entered_module = NULL;
  g_autoptr(VdBoard) board = NULL, entered = NULL;
  g_autoptr(VdHexDesertion) missing = NULL, cavalry = NULL, no_grade = NULL, read = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = vd_test_hex_board (folder, "bn", 1, 8, 8, UNITS, &module);
  missing = vd_hex_desertion (board, module, "fr", 4, &error);
  g_assert_no_error (error);
  g_assert_false (missing->known);
  g_assert_cmpstr (missing->column, ==, "C");
  g_assert_true (said (missing->reasons, "21.1", "only forced marches and emergency retreats "
                                                 "(18.0b, 10.4)"));
  g_assert_true (said (missing->reasons, "21.1", "one die, unmodified, in column C"));
  g_assert_true (said (missing->missing, "21.1", "the cell of column C, die 4 is not given"));
  /* 21.0a: cavalry ignores stragglers, whatever the table. */
  cavalry = vd_hex_desertion (board, module, "cav", 4, NULL);
  g_assert_true (cavalry->known);
  g_assert_false (cavalry->takes);
  g_assert_cmpint (cavalry->stragglers, ==, 0);
  g_assert_true (said (cavalry->reasons, "21.0a", "never takes stragglers"));
  no_grade = vd_hex_desertion (board, module, "nog", 4, NULL);
  g_assert_true (said (no_grade->missing, "21.1", "its morale grade is not on the board"));
  g_assert_null (vd_hex_desertion (board, module, "fr", 7, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  /* The owner enters the cell: it is read. */
  g_assert_true (vd_hex_entries_keep_cell ("bn", "desertion-table", "4", "C", "2", &error));
  g_assert_no_error (error);
  entered = vd_test_hex_board (folder, "bn", 1, 8, 8, UNITS, &entered_module);
  read = vd_hex_desertion (entered, entered_module, "fr", 4, &error);
  g_assert_no_error (error);
  g_assert_true (read->known);
  g_assert_cmpint (read->stragglers, ==, 2);
  g_assert_true (said (read->reasons, "21.1", "die 4: 2 stragglers"));
  vd_test_choose_reading ("bn", NULL, NULL);
}

#define FORCED \
  "units:\n" \
  "  - {id: fr, side: french, class: infantry, hex: \"0202\", formation: column, grade: C}\n" \
  "  - {id: again, side: french, class: infantry, hex: \"0204\", formation: column}\n" \
  "  - {id: far, side: french, class: infantry, hex: \"0206\", formation: column}\n" \
  "journal:\n" \
  "  - {event: move, turn: 1, phase: fr-movement, unit: fr, hex: \"0402\", forced: 3}\n" \
  "  - {event: move, turn: 1, phase: fr-movement, unit: again, hex: \"0404\", forced: 2}\n" \
  "  - {event: move, turn: 1, phase: fr-movement, unit: again, hex: \"0304\"}\n" \
  "  - {event: move, turn: 1, phase: fr-movement, unit: far, hex: \"0606\", forced: 5}\n" \
  "  - {event: move, turn: 1, phase: fr-defensive-fire, unit: fr, hex: \"0502\"}\n"

/* 18.0b: fr force-marched 3 points this turn (its move's `forced`, read and written again):
 * one roll on the Desertion Table owed, said with 18.0b, though it fell back later in the
 * turn; far's 5 owe two rolls; again's forced move made again in the same phase without one
 * owes none; next turn, none; a `forced` of 0 is refused. */
static void
test_18_0b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = NULL, reread = NULL;
  g_autoptr(GPtrArray) owed = vd_hex_odds_reasons_new (), none = vd_hex_odds_reasons_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (folder, "forced.yaml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *bad_path = g_build_filename (folder, "bad.yaml", NULL);
  g_autoptr(VdBoard) bad = NULL;

  vd_test_choose_reading ("bn", NULL, NULL);
  setup = vd_test_hex_board (folder, "bn", 1, 8, 8, FORCED, &module);
  g_assert_cmpint (vd_hex_desertion_forced (setup, G_MAXUINT, 1, module, "fr", owed), ==, 3);
  g_assert_true (said (owed, "18.0b", "force-marched +3 this turn: 1 roll on the Desertion "
                                      "Table"));
  g_assert_cmpint (vd_hex_desertion_forced (setup, G_MAXUINT, 1, module, "far", owed), ==, 5);
  g_assert_true (said (owed, "18.0b", "force-marched +5 this turn: 2 rolls on the Desertion "
                                      "Table"));
  g_assert_cmpint (vd_hex_desertion_forced (setup, G_MAXUINT, 1, module, "again", none), ==, 0);
  g_assert_cmpint (vd_hex_desertion_forced (setup, G_MAXUINT, 2, module, "fr", none), ==, 0);
  /* Before its move is applied (undone), nothing is owed. */
  g_assert_cmpint (vd_hex_desertion_forced (setup, 0, 1, module, "fr", none), ==, 0);
  g_assert_cmpuint (none->len, ==, 0);

  /* Written with its `forced`, read back the same. */
  g_assert_true (vd_board_save_file (setup, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "forced: 3"));
  reread = vd_board_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (((VdBoardEvent *) reread->journal->pdata[0])->forced, ==, 3);

  g_assert_true (g_file_set_contents (bad_path, "vedette: 1\nkind: board\ntitle: \"T\"\n"
                                      "ruleset: bn\ngrid: {hexes: flat, columns: 4, rows: 4, first: [1, 1], "
                                      "label: \"{col:02}{row:02}\", rows_up: false, "
                                      "stagger: even-down}\n"
                                      "units:\n  - {id: fr, side: french, class: infantry, hex: "
                                      "\"0101\"}\njournal:\n  - {event: move, turn: 1, unit: fr, "
                                      "hex: \"0102\", forced: 0}\n", -1, NULL));
  bad = vd_board_load (bad_path, NULL, &error);
  g_assert_null (bad);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "forced"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-desertion-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/21.1-21.0a", test_21_1);
  g_test_add_func ("/hex/rules/bn/18.0b-desertion", test_18_0b);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
