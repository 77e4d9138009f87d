/* The melee calculator in the app: Melee… from the unit panel opens it with the selected unit
 * as side A; choosing side B ticks the factors the terrain gives (HOUSE-6, told why) and tells
 * the rules without a factor (HOUSE-11); with the referee's own factors it gives HOUSE-EX's
 * result; unticked or unchosen, the table's factors go. */
#include <string.h>

#include "vd-melee-dialog.h"
#include "vd-test-app.h"

static char *
write_village (Fixture *fixture)
{
  g_autofree char *source = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "files", "melee",
                                              "village.yaml", NULL);
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  return vd_test_write_file (fixture, "village.yaml", contents);
}

static VdMeleeDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (VD_IS_MELEE_DIALOG (window))
        return VD_MELEE_DIALOG (window);
    }
  return NULL;
}

static void
assert_result_contains (VdMeleeDialog *dialog, const char *text)
{
  const char *result = vd_melee_dialog_get_result (dialog);

  if (strstr (result, text) == NULL)
    g_error ("the melee result “%s” does not say “%s”", result, text);
}

static void
test_melee_house_6 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_village (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdMeleeDialog *dialog;

  vd_test_click_unit (window, "fr-1");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                                "Melee…", FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.melee", NULL));
  vd_test_spin_a_little ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_false (vd_melee_dialog_get_factor (dialog, 0, "house"));

  g_assert_true (vd_melee_dialog_select_unit (dialog, 1, "pr-1"));
  g_assert_true (vd_melee_dialog_get_factor (dialog, 0, "house"));
  g_assert_false (vd_melee_dialog_get_factor (dialog, 1, "house"));
  g_assert_cmpstr (vd_melee_dialog_get_factor_note (dialog, 0, "house"), ==,
                   "From the table: HOUSE-6 by village");
  assert_result_contains (dialog, "HOUSE-11 by village: ");

  vd_melee_dialog_set_combat (dialog, 0, 5);
  vd_melee_dialog_set_combat (dialog, 1, 3);
  g_assert_true (vd_melee_dialog_set_factor (dialog, 0, "charge", TRUE));
  g_assert_true (vd_melee_dialog_set_factor (dialog, 0, "fresh-troops", TRUE));
  g_assert_true (vd_melee_dialog_set_factor (dialog, 1, "no-formation", TRUE));
  assert_result_contains (dialog, "fr-1: total 4");
  assert_result_contains (dialog, "pr-1: total 0");
  assert_result_contains (dialog, "Winner: fr-1 (4 against 0)");

  /* The referee may overrule the table. */
  g_assert_true (vd_melee_dialog_set_factor (dialog, 0, "house", FALSE));
  assert_result_contains (dialog, "fr-1: total 8");
  /* The battle changes under the open dialog: the Prussians leave the village. */
  {
    VdDocument *document = vd_window_get_document (window);
    const VdPoint out = { 600, 720 };
    g_autoptr(GError) error = NULL;

    g_assert_true (vd_document_recoil (document, "pr-1", &out, 1, &error));
    g_assert_no_error (error);
    vd_test_spin_a_little ();
    g_assert_false (vd_melee_dialog_get_factor (dialog, 0, "house"));
    g_assert_true (vd_document_undo (document, &error));
    vd_test_spin_a_little ();
    g_assert_true (vd_melee_dialog_get_factor (dialog, 0, "house"));
  }
  /* Without side B's unit, the table's factor goes with the reason. */
  g_assert_true (vd_melee_dialog_set_factor (dialog, 0, "house", TRUE));
  g_assert_true (vd_melee_dialog_select_unit (dialog, 1, NULL));
  g_assert_false (vd_melee_dialog_get_factor (dialog, 0, "house"));
  g_assert_cmpstr (vd_melee_dialog_get_factor_note (dialog, 0, "house"), ==,
                   "-4 · HOUSE-EX, HOUSE-6, HOUSE-12");
  gtk_window_destroy (GTK_WINDOW (dialog));
  vd_test_close_window (window);
}

/* HOUSE-9 and MASK-6 in the unit panel: the Prussians in the village have the building's
 * morale factor, and count the one enemy they see; the French have no factor. */
static void
test_morale_factors_house_9 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_village (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));

  vd_test_click_unit (window, "pr-1");
  g_assert_nonnull (vd_test_find_visible_label (panel, "In a building +1 (HOUSE-9 by village) · "
                                                       "counts the 1 enemy unit it sees (MASK-6)",
                                                FALSE));
  vd_test_click_unit (window, "fr-1");
  g_assert_nonnull (vd_test_find_visible_label (panel, "counts the 1 enemy unit it sees (MASK-6)",
                                                FALSE));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);
  VD_TEST_ADD ("/app/melee/HOUSE-6-from-the-table", test_melee_house_6);
  VD_TEST_ADD ("/app/morale/HOUSE-9-building-factor", test_morale_factors_house_9);
  return g_test_run ();
}
