/* BN's Desertion Table (vd-hex-desertion-bn.h), tests named after the rules: 21.1 one die,
 * unmodified, in the column of the unit's grade, the cell named while the table is missing
 * and read once the owner has entered it; 21.0a cavalry never takes stragglers. */
#include <string.h>

#include "vd-board.h"
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

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-desertion-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/21.1-21.0a", test_21_1);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
