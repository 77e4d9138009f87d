/* One place for orders: the same orders given in the app (through its document, as its widgets
 * give them) and through vedette-cli record leave byte-identical files, every event with its
 * time and the bombardment and repair with their aim. */
#include <string.h>

#include "vd-document.h"
#include "vd-test-app.h"
#include "vd-test-cli.h"

#define PINNED "2026-12-03T10:00:00Z"

static const char table_text[] =
  "vedette: 1\n"
  "kind: table\n"
  "title: Orders through both\n"
  "scale: 25mm\n"
  "table: [1200, 1200]\n"
  "terrain:\n"
  "  - {id: hedge-1, type: light-obstacle, name: Hedge, line: [[100, 400], [900, 400]]}\n"
  "  - {id: village-1, type: house,"
  " area: [[900, 900], [1000, 900], [1000, 1000], [900, 1000]]}\n"
  "units:\n"
  "  - {id: fr-col, name: Column, side: french, arm: infantry, formation: column,"
  " at: [300, 300], frontage: 60, depth: 90, figures: 24}\n"
  "  - {id: fr-line, name: Line, side: french, arm: infantry, formation: line,"
  " at: [600, 200], frontage: 120, depth: 30, figures: 24}\n"
  "  - {id: fr-sap, name: Sappers, side: french, arm: engineers, formation: column,"
  " at: [700, 300], frontage: 40, depth: 60, figures: 4}\n"
  "  - {id: ru-bat, name: Battery, side: russian, arm: artillery, formation: battery,"
  " at: [500, 550], facing: 180, frontage: 120, depth: 80, figures: 8, calibre: 6}\n"
  "  - {id: ru-how, name: Howitzers, side: russian, arm: artillery, formation: battery,"
  " at: [1100, 700], facing: 180, frontage: 60, depth: 80, figures: 4, calibre: 6,"
  " howitzer: true}\n";

static void
record (const char *path, const char * const *words)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  g_ptr_array_add (args, (gpointer) "record");
  g_ptr_array_add (args, (gpointer) path);
  for (guint i = 0; words[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) words[i]);
  g_ptr_array_add (args, NULL);
  status = vd_test_run_cli ((const char * const *) args->pdata, &out, &err);
  if (status != 0)
    g_error ("vedette-cli record %s: exit %d: %s", words[0], status, err);
}

#define RECORD(path, ...) record (path, (const char * const[]) { __VA_ARGS__, NULL })

static void
test_same_orders_same_file (Fixture *fixture, gconstpointer data)
{
  g_autofree char *app_path = vd_test_write_file (fixture, "app.yaml", table_text);
  g_autofree char *cli_path = vd_test_write_file (fixture, "cli.yaml", table_text);
  g_autoptr(GFile) app_file = g_file_new_for_path (app_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *app_bytes = NULL;
  g_autofree char *cli_bytes = NULL;
  const VdPoint path[] = { { 300, 320 }, { 250, 340 } };
  const VdPoint aim = { 400, 400 };
  const char *ids[] = { "fr-col" };
  VdDamageAnswer damage = { 0 };
  VdMoveAnswer move = { 0 };
  VdDocument *document;
  VdWindow *window;
  gboolean burning = FALSE;

  g_setenv ("VEDETTE_TEST_TIME", PINNED, TRUE);

  window = vd_test_open_window (app_path);
  document = vd_window_get_document (window);
  g_assert_true (vd_document_apply_move (document, vd_test_unit (window, "fr-col"), path,
                                         G_N_ELEMENTS (path), FALSE, &move, &error));
  g_assert_no_error (error);
  vd_move_answer_clear (&move);
  /* In play (a move is in the journal): turning is a `face` order, not a set-up edit. */
  g_assert_true (vd_document_rotate_units (document, ids, 1, 15, &error));
  g_assert_no_error (error);
  g_assert_true (vd_document_change_formation (document, (const char *[]) { "fr-line" }, 1,
                                               VD_FORMATION_COLUMN, &error));
  g_assert_no_error (error);
  g_assert_true (vd_document_lose_figures (document, "fr-line", 3, &error));
  g_assert_true (vd_document_set_morale (document, "fr-line", "shaken", &error));
  vd_document_set_unit_conditions (document, vd_test_unit (window, "fr-line"),
                                   1u << VD_CONDITION_DISORDER);
  g_assert_true (vd_document_bombard (document, "ru-bat", "hedge-1", &aim, &damage, &error));
  g_assert_no_error (error);
  vd_damage_answer_clear (&damage);
  g_assert_true (vd_document_repair (document, "fr-sap", "hedge-1", &aim, &damage, &error));
  g_assert_no_error (error);
  vd_damage_answer_clear (&damage);
  g_assert_true (vd_document_set_fire (document, "ru-how", "village-1", 6, &burning, &error));
  g_assert_no_error (error);
  g_assert_true (burning);
  g_assert_true (vd_document_end_turn (document, &error));
  g_assert_no_error (error);
  g_assert_true (vd_document_save (document, app_file, &error));
  g_assert_no_error (error);
  vd_test_close_window (window);

  RECORD (cli_path, "move", "fr-col", "250,340", "--via", "300,320");
  RECORD (cli_path, "face", "fr-col", "15");
  RECORD (cli_path, "formation", "fr-line", "column");
  RECORD (cli_path, "loss", "fr-line", "3");
  RECORD (cli_path, "morale", "fr-line", "shaken");
  RECORD (cli_path, "conditions", "fr-line", "disorder");
  RECORD (cli_path, "bombard", "ru-bat", "hedge-1", "400,400");
  RECORD (cli_path, "repair", "fr-sap", "hedge-1", "400,400");
  RECORD (cli_path, "fire", "ru-how", "village-1", "6");
  RECORD (cli_path, "end-turn");
  g_unsetenv ("VEDETTE_TEST_TIME");

  g_assert_true (g_file_get_contents (app_path, &app_bytes, NULL, &error));
  g_assert_true (g_file_get_contents (cli_path, &cli_bytes, NULL, &error));
  /* Every event is stamped, and the aim of both damage orders is kept. */
  g_assert_nonnull (strstr (app_bytes, "time: \"" PINNED "\""));
  g_assert_null (strstr (app_bytes, "event: edit-unit"));
  g_assert_nonnull (strstr (app_bytes, "event: face"));
  g_assert_nonnull (strstr (app_bytes, "aim: [400, 400]"));
  g_assert_cmpstr (app_bytes, ==, cli_bytes);
}

/* Before the first order of the battle, turning units is setting up: an edit of the unit. */
static void
test_setup_turn_is_an_edit (Fixture *fixture, gconstpointer data)
{
  g_autofree char *app_path = vd_test_write_file (fixture, "app.yaml", table_text);
  g_autoptr(GError) error = NULL;
  const char *ids[] = { "fr-col" };
  VdDocument *document;
  VdWindow *window;
  VdBattle *battle;

  window = vd_test_open_window (app_path);
  document = vd_window_get_document (window);
  battle = vd_document_get_battle (document);
  g_assert_true (vd_document_rotate_units (document, ids, 1, 15, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_cmpint (vd_table_battle_get_event (battle, 0)->kind, ==, VD_EVENT_EDIT_UNIT);
  g_assert_nonnull (vd_table_battle_get_event (battle, 0)->time);
  g_assert_cmpfloat (vd_test_unit (window, "fr-col")->facing, ==, 15);
  vd_test_close_window (window);
}

int
main (int argc, char **argv)
{
  vd_test_app_init (&argc, &argv, FALSE);
  VD_TEST_ADD ("/app/orders/same-file-through-cli", test_same_orders_same_file);
  VD_TEST_ADD ("/app/orders/setup-turn-is-an-edit", test_setup_turn_is_an_edit);
  return g_test_run ();
}
