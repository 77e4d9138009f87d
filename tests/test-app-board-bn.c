#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-charts-window.h"
#include "vd-hex-retreat.h"
#include "vd-new-board-dialog.h"
#include "vd-print.h"
#include "vd-render-board.h"
#include "vd-window-gnome.h"
#include "vd-window-private.h"
#include "vd-test-board.h"
#include "vd-test-cli.h"
#include "vd-test-pdf.h"

/* Brigade Napoléonienne's groups of the board panel, through the real widgets: fire and its
 * losses, the rosters, morale checks and rallies, charges and blown cavalry, a counter's steps,
 * reinforcements, and the command phase's orders. */

/* The seed's 20.4 example at 0505 ticked in the fire group, firer by firer with the points
 * read, from the flank: the group, once it reads column 13. */
static GtkWidget *
tick_20_4_fire (VdWindow *window)
{
  static const char * const firers[] = { "line", "col", "heavy", "light" };
  static const double points[] = { 2, 6, 1, 0.5 };
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  vd_test_board_click (window, "0505");
  vd_test_wait_for_label (panel, "Fire at This Hex", TRUE);
  /* Within the fire group: the counters' names are words found elsewhere in the panel too. */
  panel = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                           "Fire at This Hex",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  for (guint i = 0; i < G_N_ELEMENTS (firers); i++)
    {
      GtkWidget *check = vd_test_row_widget (panel, firers[i], GTK_TYPE_CHECK_BUTTON);

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (panel, firers[i],
                                                                      GTK_TYPE_SPIN_BUTTON)),
                                 points[i]);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    }
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (panel, "From the Flank or Rear",
                                                         GTK_TYPE_SWITCH)), TRUE);
  vd_test_wait_for_label (panel, "Fire points 9.5: column 13", TRUE);
  return panel;
}

/* BN's fire in the app (help "Fire on a board"): the seed's 20.4 example ticked firer by
 * firer with the points read, the flank shot, column 13, and the players' roll of 65 read as
 * 3(2)+MC and kept in the journal; a brigade out of range is not offered. */
static void
test_fire_panel (Fixture *fixture, gconstpointer data)
{
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  VdWindow *window;
  GtkWidget *panel;
  VdBattle *battle;
  const VdBoardEvent *event;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_choice (entries, "bn-i-half-rounding", "up", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  window = vd_test_board_open_copy (fixture, "fire-bn.yaml");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = tick_20_4_fire (window);
  g_assert_null (vd_test_find_visible_label (panel, "far in 0502", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "9½ in all, rounded: 10", TRUE));
  vd_test_read_roll (panel, 65);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
  g_assert_cmpstr (event->odds_column, ==, "13");
  g_assert_cmpint (event->roll, ==, 65);
  g_assert_cmpstr (event->result, ==, "3(2)+MC");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Rolled 65 at column 13: "
                                                "3(2)+MC", TRUE));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* BN 20.4's result applied in the app (help "Loss rosters in the app"): the 20.4 example's
 * 3(2)+MC at a stack of two brigades, the owner sharing the casualties 2 and 1 (11.5f), the
 * stragglers on the target (21.0a), the morale check named for the referee (20.4a); one step
 * to undo, after which the result is offered again. */
static void
test_fire_apply (Fixture *fixture, gconstpointer data)
{
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  VdWindow *window;
  GtkWidget *panel, *extra;
  VdBattle *battle;
  AdwMessageDialog *dialog;
  const VdBoardEvent *event;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_choice (entries, "bn-i-half-rounding", "up", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  /* The example's target on the roster with a second brigade under it. */
  window = vd_test_board_open_edited (fixture, "fire-bn.yaml", "formation: line, facing: 0}",
                                      "formation: line, facing: 0,"
                                      " roster: \"A _ B _ _ V _ C _ _ _\"}\n"
                                      "  - {id: al-2, side: allied, class: infantry, hex: \"0505\","
                                      " formation: line, facing: 0, roster: \"A _ B _ V _ C _\"}");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = tick_20_4_fire (window);
  g_assert_null (vd_test_find_visible_button (panel, "Apply Losses"));
  vd_test_read_roll (panel, 65);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  vd_test_wait_for_label (panel, "The Fire's Result", TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = vd_test_wait_for_response (window, "share", "the owner is asked to share");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "(11.5f)"));
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "share"));
  extra = adw_message_dialog_get_extra_child (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (extra, "al",
                                                                  GTK_TYPE_SPIN_BUTTON)),
                             2);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "share"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (extra, "al-2",
                                                                  GTK_TYPE_SPIN_BUTTON)), 1);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "share"));
  vd_test_click_response (dialog, "share");
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialog is done");
  /* Two casualties and the two stragglers on the target, one casualty on the other. */
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->casualties, ==, 2);
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->stragglers, ==, 2);
  g_assert_cmpuint (vd_test_board_unit (window, "al-2")->roster->casualties, ==, 1);
  g_assert_cmpuint (vd_test_board_unit (window, "al-2")->roster->stragglers, ==, 0);
  g_assert_cmpstr (vd_test_board_unit (window, "al")->strength, ==, "C");
  g_assert_cmpstr (vd_test_board_unit (window, "al-2")->strength, ==, "B");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  for (guint i = 1; i < 3; i++)
    {
      event = vd_battle_get_event (battle, i);
      g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROSTER);
    }
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "3(2)+MC applied: al 2 X, "
                                                "2 /: A X B X / V / C _ _ _ (20.6)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "for the referee: al "
                                                "checks morale for its stack", TRUE));
  /* The target's panel shows its row as the sheet reads it; the result is not offered twice. */
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_wait_for_label (panel, "A X B X / V / C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Wrecked (20.6a)", FALSE));
  g_assert_null (vd_test_find_visible_button (panel, "Apply Losses"));
  /* One step undoes it all. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->casualties, ==, 0);
  g_assert_cmpuint (vd_test_board_unit (window, "al-2")->roster->casualties, ==, 0);
  vd_test_wait_for_label (panel, "The Fire's Result", TRUE);

  /* The same fire in a cavalry charge: the two stragglers are casualties too, five to share
   * (21.0b). */
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (panel, "At a Cavalry Charge",
                                                         GTK_TYPE_SWITCH)),
                         TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = vd_test_wait_for_response (window, "share", "the owner is asked to share");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "5 casualties"));
  extra = adw_message_dialog_get_extra_child (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (extra, "al",
                                                                  GTK_TYPE_SPIN_BUTTON)),
                             3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (extra, "al-2",
                                                                  GTK_TYPE_SPIN_BUTTON)), 2);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "share"));
  vd_test_click_response (dialog, "share");
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialog is done");
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->casualties, ==, 3);
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->stragglers, ==, 0);
  g_assert_cmpuint (vd_test_board_unit (window, "al-2")->roster->casualties, ==, 2);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "count as casualties in a "
                                                "charge", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  vd_test_wait_for_label (panel, "The Fire's Result", TRUE);
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (panel, "At a Cavalry Charge",
                                                         GTK_TYPE_SWITCH)),
                         FALSE);

  /* A roll the Fire Table does not answer: the referee's result, typed, is recorded as his
   * ruling with the losses it makes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  panel = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                           "Fire at This Hex",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  vd_test_read_roll (panel, 23);
  vd_test_wait_for_label (panel, "The Referee's Result", TRUE);
  gtk_editable_set_text (GTK_EDITABLE (vd_test_row_widget (panel, "The Referee's Result",
                                                           GTK_TYPE_ENTRY)), "1(1)");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = vd_test_wait_for_response (window, "share", "the owner is asked to share");
  extra = adw_message_dialog_get_extra_child (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (extra, "al-2",
                                                                  GTK_TYPE_SPIN_BUTTON)), 1);
  vd_test_click_response (dialog, "share");
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialog is done");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 4);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_RULING);
  g_assert_cmpstr (event->decision, ==, "1(1)");
  g_assert_nonnull (strstr (event->question, "roll 23"));
  g_assert_cmpstr (event->ruling_rule, ==, "20.0");
  g_assert_cmpuint (vd_test_board_unit (window, "al-2")->roster->casualties, ==, 1);
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->casualties, ==, 0);
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->stragglers, ==, 1);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* The board of the roster tests: the seed's 20.6 example row on an infantry brigade of a
 * division whose row wrecks at one brigade, a cavalry brigade, and an allied brigade. */
static const char roster_board[] =
  "vedette: 1\nkind: board\ntitle: \"Rosters\"\nruleset: bn\nturn: 1\n"
  "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
  " rows_up: false, stagger: even-down}\n"
  "units:\n"
  "  - {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~,"
  " army: fr-div, roster: \"A _ B _ _ V _ C _ _ _\"}\n"
  "  - {id: fr-div, side: french, class: officer, hex: \"0304\", strength: ~, movement: ~,"
  " division_roster: \"_ V _\"}\n"
  "  - {id: fr-cav, side: french, class: cavalry, hex: \"0306\", strength: ~, movement: ~,"
  " roster: \"B _ _ V C _\"}\n"
  "  - {id: al-1, side: allied, class: infantry, hex: \"0603\", strength: ~, movement: ~,"
  " roster: \"A _ B _ V _ C _\"}\n";

/* BN 20.6a, 20.6b in the panel: the seed's row marked a casualty and a straggler (strength
 * B), then a casualty more reaches its V (wrecked, and its division with it); undone; a
 * straggler recovered (21.2); cavalry takes no stragglers (21.0a); a row filled eliminates
 * its counter in the same step (25.2-ex); a side does not see the enemy's row (9.0). */
static void
test_roster (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "roster.yaml", roster_board);
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const VdBoardEvent *event;

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Loss Roster", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "A _ B _ _ V _ C _ _ _", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Strength A, 0 X and 0 / (6.6)", FALSE));
  vd_test_click_button (panel, "Casualty");
  vd_test_click_button (panel, "Straggler");
  vd_test_wait_for_label (panel, "A X B / _ V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Strength B, 1 X and 1 / (6.6)", FALSE));
  g_assert_cmpstr (vd_test_board_unit (window, "fr-1")->strength, ==, "B");
  g_assert_null (vd_test_find_visible_label (panel, "Wrecked (20.6a)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROSTER);
  g_assert_cmpstr (event->unit_id, ==, "fr-1");
  g_assert_cmpint (event->casualties, ==, 1);
  g_assert_cmpint (event->stragglers, ==, 1);
  /* A casualty goes left of the straggler: the marks reach the V. */
  vd_test_click_button (panel, "Casualty");
  vd_test_wait_for_label (panel, "A X B X / V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Wrecked (20.6a)", FALSE));
  g_assert_cmpstr (vd_test_board_unit (window, "fr-1")->strength, ==, "B");
  g_assert_true (vd_board_roster_wrecked (vd_test_board_unit (window, "fr-1")->roster));
  /* Its division's one box before the V is checked: the division is wrecked. */
  vd_test_board_click (window, "0304");
  vd_test_wait_for_label (panel, "Division Roster", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "✓ V _", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "1 box checked: fr-1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "The division is wrecked (20.6b)",
                                                FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_wait_for_label (panel, "_ V _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "No wrecked brigade", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "The division is wrecked (20.6b)", FALSE));
  g_assert_false (vd_board_roster_wrecked (vd_test_board_unit (window, "fr-1")->roster));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  /* The referee's straggler recovery erases one (21.2): whether it may try is judged first
   * (/app/board/recover-stragglers-21.2). */
  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "A X B / _ V _ C _ _ _", TRUE);
  vd_test_click_button (panel, "Recover Stragglers");
  vd_test_wait_for_label (panel, "A X B _ _ V _ C _ _ _", TRUE);
  g_assert_null (vd_test_find_visible_button (panel, "Recover Stragglers"));
  /* Cavalry: no stragglers (21.0a), said on the row; its row filled, it is eliminated in
   * the same step (25.2-ex). */
  vd_test_board_click (window, "0306");
  vd_test_wait_for_label (panel, "B _ _ V C _", TRUE);
  g_assert_null (vd_test_find_visible_button (panel, "Straggler"));
  g_assert_nonnull (vd_test_find_visible_label (panel, "No stragglers for this class: only "
                                                "Infantry (brigade or regiment, and its "
                                                "extensions) takes them (21.0a)", FALSE));
  vd_test_click_button (panel, "Casualty");
  vd_test_click_button (panel, "Casualty");
  vd_test_wait_for_label (panel, "B X X V C _", TRUE);
  vd_test_click_button (panel, "Casualty");
  g_assert_false (vd_test_board_unit (window, "fr-cav")->placed);
  event = vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_true (event->eliminated);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_test_board_unit (window, "fr-cav")->placed);
  g_assert_cmpuint (vd_test_board_unit (window, "fr-cav")->roster->casualties, ==, 2);

  /* The French see their own row, and may mark it but not recover; not the enemy's. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "A X B _ _ V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_button (panel, "Casualty"));
  g_assert_null (vd_test_find_visible_button (panel, "Recover Stragglers"));
  vd_test_board_click (window, "0603");
  vd_test_wait_for_label (panel, "al-1", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Loss Roster", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "A _ B _ V _ C _", FALSE));
  vd_test_close_window (window);
}

/* BN's morale check in the app (help "Morale on a board"): the seed's 25.2 example — a
 * brigade of grade C (shown read-only in its panel, 25.0) in square checks on row B (25.2-ex);
 * the players' 56 reads Shaken, kept as a `roll` event, the stack is shaken by 25.4, applied
 * as a `state` event on its counter, one step to undo. */
static void
test_morale_check (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "morale-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0303", "Morale Check");
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  GtkWidget *spin, *row;
  const VdBoardEvent *event;

  g_assert_nonnull (vd_test_find_visible_label (panel, "Grade", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "sq checks for the stack (25.2a), "
                                                "grade C; the stack is normal", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "sq: the stack in square: 1 row up", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Row B", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Rally (25.5)", FALSE));
  /* The players' roll, typed in and read. */
  spin = vd_test_row_widget (group, "The Players' Roll", GTK_TYPE_SPIN_BUTTON);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 56);
  g_signal_emit_by_name (vd_test_find_visible_button (row, "R_ead"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Rolled 56: Shaken (25.2-ex)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "The Stack's New Level", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "(25.4)", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Apply"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  /* The players' dice kept first, the record of the check (25.2-ex's cell). */
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROLL);
  g_assert_cmpstr (event->test, ==, "morale");
  g_assert_cmpstr (event->unit_id, ==, "sq");
  g_assert_cmpint (event->die, ==, 56);
  g_assert_cmpstr (event->ruling_rule, ==, "25.2-ex");
  g_assert_cmpstr (event->result, ==, "Shaken");
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event->unit_id, ==, "sq");
  g_assert_cmpstr (vd_test_board_unit (window, "sq")->state, ==, "shaken");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Shaken applied: the stack "
                                                "of sq is shaken", TRUE));
  /* Now shaken, the stack may rally; undo puts it back as it was. */
  group = vd_test_board_group (window, "0303", "Morale Check");
  vd_test_wait_for_label (group, "Rally (25.5)", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_null (vd_test_board_unit (window, "sq")->state);
  vd_test_close_window (window);
}

/* The seed's second check (25.2-ex): the shaken brigade, wrecked in a wrecked division, fired
 * on from its flank, on the bottom row; 66 routs it with 4 stragglers on its roster (25.2e),
 * which mark its last box: off the map before any retreat (25.2d); the retreat of 2 hexes said
 * for the referee. */
static void
test_morale_stragglers (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *group, *spin, *row;
  const VdBoardEvent *event;
  guint stragglers;

  window = vd_test_board_open_edited (fixture, "morale-bn.yaml", "state: shaken}",
                                      "state: shaken, grade: C}");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  stragglers = vd_test_board_unit (window, "br")->roster->stragglers;
  group = vd_test_board_group (window, "0505", "Morale Check");
  /* Whether the side's wrecked division is elite is asked (25.6): none. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Elite Rows",
                                                                  GTK_TYPE_SPIN_BUTTON)), 0);
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "From the Flank or Rear",
                                                         GTK_TYPE_SWITCH)), TRUE);
  vd_test_wait_for_label (group, "The bottom row", TRUE);
  spin = vd_test_row_widget (group, "The Players' Roll", GTK_TYPE_SPIN_BUTTON);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 66);
  g_signal_emit_by_name (vd_test_find_visible_button (row, "R_ead"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Rolled 66: Routed, retreat 2 hexes, "
                                                "4 stragglers (25.2-ex)", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Apply"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 4);
  g_assert_cmpint (((const VdBoardEvent *) vd_battle_get_event (battle, 0))->kind, ==,
                   VD_BOARD_EVENT_ROLL);
  event = vd_battle_get_event (battle, 2);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROSTER);
  g_assert_cmpstr (vd_test_board_unit (window, "br")->state, ==, "routed");
  g_assert_cmpuint (vd_test_board_unit (window, "br")->roster->stragglers, ==, stragglers + 4);
  /* 25.2d: its last box marked, it is off the map before the retreat. */
  event = vd_battle_get_event (battle, 3);
  g_assert_true (event->eliminated);
  g_assert_false (vd_test_board_unit (window, "br")->placed);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "4 stragglers on br's "
                                                "roster (25.2e); br is destroyed, off the map "
                                                "before any retreat (25.2d)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "retreat 2 hexes: the "
                                                "referee moves them", TRUE));
  vd_test_close_window (window);
}

/* 25.5: a shaken brigade with no enemy next to it rallies to Normal by step C, on each of
 * its stack's counters, one step to undo. */
static void
test_morale_rally (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "morale-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0505", "Morale Check");

  g_assert_nonnull (vd_test_find_visible_label (group, "shaken: step C", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Rally"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_cmpstr (vd_test_board_unit (window, "br")->state, ==, "normal");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Rallied: step C, the "
                                                "stack of br is normal (25.5)", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_board_unit (window, "br")->state, ==, "shaken");
  vd_test_close_window (window);
}

/* 25.5 E: the routed stack with its officer rolls one die: without the officer's value it is
 * asked for; with 1, the die 4 makes 5, at least 5: disorganized, by the Rally button on each
 * counter, one step to undo. */
static void
test_morale_rally_25_5e (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "morale-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0707", "Morale Check");
  GtkWidget *spin, *row;

  g_assert_nonnull (vd_test_find_visible_label (group, "routed: step E, the rally roll of one "
                                                "die: give it", TRUE));
  spin = vd_test_row_widget (group, "The Rally Roll", GTK_TYPE_SPIN_BUTTON);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
  g_signal_emit_by_name (vd_test_find_visible_button (row, "Read"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "the value of the officer in the hex, "
                                                "added to the die: give it", TRUE));
  g_assert_null (vd_test_find_visible_button (group, "Rally"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "The Officer's Value",
                                                                  GTK_TYPE_SPIN_BUTTON)), 1);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "the die 4 plus the officer's value 1: "
                                                "5, at least 5", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Rally"), "clicked");
  vd_test_spin_a_little ();
  /* led and gen, the stack's two counters, in one batch. */
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  g_assert_cmpstr (vd_test_board_unit (window, "led")->state, ==, "disorganized");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Rallied: step E, the "
                                                "stack of led is disorganized (25.5)", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpstr (vd_test_board_unit (window, "led")->state, ==, "routed");
  vd_test_close_window (window);
}

/* 25.1b: in the referee's view the routed stack of led, 2 hexes from br on a board too small
 * to get 6 hexes from every enemy, has no way out: Eliminate takes led off the map (its officer
 * stays), one step to undo. */
static void
test_morale_rout_25_1b (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "morale-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0707", "Morale Check");

  vd_test_wait_for_label (group, "Rout Move (25.1b)", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (group, "and no way to 6 hexes from every enemy",
                                                TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Eliminate"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_true (((const VdBoardEvent *) vd_battle_get_event (battle, 0))->eliminated);
  g_assert_false (vd_test_board_unit (window, "led")->placed);
  g_assert_true (vd_test_board_unit (window, "gen")->placed);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Eliminated in its rout, "
                                                "its boxes left as casualties (25.1b)", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_test_board_unit (window, "led")->placed);
  vd_test_close_window (window);
}

/* 25.3c on a rout: on a board large enough, the routed led gets 6 hexes from br; Rout There
 * takes it to the first end, and the shaken friend its way passes through (one of those
 * around 0707) takes its level, routed, in the same step; one undo takes all back. */
static void
test_morale_rout_25_3c (Fixture *fixture, gconstpointer data)
{
  static const char *around[] = { "0706", "0708", "0606", "0607", "0806", "0807" };
  const char *find = "hex: \"0707\", formation: line, strength: A, state: routed}";
  g_autoptr(GString) friends = g_string_new (find);
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *group;
  guint routed = 0;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "morale-bn.yaml",
                                                  NULL);
  g_autofree char *text = NULL, *path = NULL;
  g_autoptr(GString) board = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    g_string_append_printf (friends, "\n  - {id: n%u, side: french, class: infantry, "
                            "hex: \"%s\", state: shaken}", i, around[i]);
  /* The board 20 by 20, room enough to rout 6 hexes from br. */
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  board = g_string_new (text);
  g_assert_cmpint (g_string_replace (board, "columns: 8, rows: 8", "columns: 20, rows: 20", 1),
                   ==, 1);
  g_assert_cmpint (g_string_replace (board, find, friends->str, 1), ==, 1);
  path = vd_test_write_file (fixture, "morale-bn.yaml", board->str);
  window = vd_test_board_open (path);
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  group = vd_test_board_group (window, "0707", "Morale Check");
  vd_test_wait_for_label (group, "Rout Move (25.1b)", TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Rout There"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), >=, 2);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Routed to", TRUE));
  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    {
      g_autofree char *id = g_strdup_printf ("n%u", i);

      if (g_strcmp0 (vd_test_board_unit (window, id)->state, "routed") == 0)
        routed++;
    }
  g_assert_cmpuint (routed, >=, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpstr (vd_test_board_unit (window, "n0")->state, ==, "shaken");
  vd_test_close_window (window);
}

/* 25.5 B, 25.2c: a stack in blood lust next to the enemy rolls on the Blood Lust table, which
 * the seed lacks: the roll's cell is named, nothing recorded. */
static void
test_morale_rally_25_5b (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *group, *spin, *row;

  window = vd_test_board_open_edited (fixture, "morale-bn.yaml", "strength: A, grade: C}",
                                      "strength: A, grade: C, state: blood-lust}\n"
                                      "  - {id: foe, side: allied, class: infantry, "
                                      "hex: \"0304\"}");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  group = vd_test_board_group (window, "0303", "Morale Check");
  g_assert_nonnull (vd_test_find_visible_label (group, "blood-lust: step B, the Blood Lust "
                                                "table, which is missing", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Roll on the Blood Lust Table", FALSE));
  spin = vd_test_row_widget (group, "The Rally Roll", GTK_TYPE_SPIN_BUTTON);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 34);
  g_signal_emit_by_name (vd_test_find_visible_button (row, "Read"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Blood Lust table: the cell of roll 34 "
                                                "is not given (only its two results are "
                                                "known) (25.2c)", TRUE));
  g_assert_null (vd_test_find_visible_button (group, "Rally"));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  vd_test_close_window (window);
}

/* 25.2e: the seed's second check in a cavalry charge: 66's 4 losses go on br's roster as
 * casualties, said with the rule; one step to undo. */
static void
test_morale_charge_25_2e (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *group;
  guint casualties, stragglers;

  window = vd_test_board_open_edited (fixture, "morale-bn.yaml", "state: shaken}",
                                      "state: shaken, grade: C}");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  casualties = vd_test_board_unit (window, "br")->roster->casualties;
  stragglers = vd_test_board_unit (window, "br")->roster->stragglers;
  group = vd_test_board_group (window, "0505", "Morale Check");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Elite Rows",
                                                                  GTK_TYPE_SPIN_BUTTON)), 0);
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "From the Flank or Rear",
                                                         GTK_TYPE_SWITCH)), TRUE);
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "In a Cavalry Charge",
                                                         GTK_TYPE_SWITCH)), TRUE);
  vd_test_wait_for_label (group, "in a cavalry charge: the result's stragglers are casualties",
                          TRUE);
  g_assert_nonnull (vd_test_find_visible_label (group, "25.2e", FALSE));
  vd_test_read_roll (group, 66);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Apply"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_test_board_unit (window, "br")->roster->casualties, ==, casualties + 4);
  g_assert_cmpuint (vd_test_board_unit (window, "br")->roster->stragglers, <=, stragglers);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "4 stragglers as "
                                                "casualties on br's roster, in a charge "
                                                "(25.2e)", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpuint (vd_test_board_unit (window, "br")->roster->casualties, ==, casualties);
  vd_test_close_window (window);
}

/* BN's charge declaration in the app (help "BN's charges"), on the README's board with open
 * ground entered at 1 MP for cavalry: h3, on top in 0205, picks a1 two hexes off and is
 * allowed, the rules checked and the referee's share shown by rule; h1 ticked to charge with
 * it is refused, not stacked with h3 as the phase began (24.1e); as a reaction charge the
 * stack as it stands is enough (15.2b, 15.2c); h1 itself, picked in the stack, charges with
 * h2 and the general. Nothing is recorded; the infantry and a side's view have no group. */
static void
test_charge (Fixture *fixture, gconstpointer data)
{
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *panel, *group, *row;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_value (entries, "terrain.clear.mp.cavalry", "1", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  window = vd_test_board_open_copy (fixture, "charge-bn.yaml");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  group = vd_test_board_group (window, "0205", "Cavalry Charge");
  g_assert_nonnull (vd_test_find_visible_label (group, "h3 declares a charge", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "a1 in 0405 (2 hexes)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Allowed", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "a1: 2 hexes away, target included",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "0205–0305–0405: empty between, 1 MP a "
                                                "hex, no road or bridge used", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "24.1b", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Yours to Judge (28.0c)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "the direction: the Charge direction "
                                                "diagram is not in the seed", FALSE));
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (
    group, "whether h3 passed a hex 4 hexes from a1", TRUE)), ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (vd_test_find_visible_label (row, "Yours to Judge (24.1c)", FALSE));

  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, "h1",
                                                                     GTK_TYPE_CHECK_BUTTON)), TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Refused", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "h1 was not stacked with h3 as the "
                                                "movement phase began (24.1e)", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Allowed", FALSE));
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "Reaction Charge",
                                                         GTK_TYPE_SWITCH)),
                         TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Allowed", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "15.2c", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "a reaction charge: the line of sight "
                                                "on declaring only", TRUE));

  /* h1, picked in the stack, with h2 and the general stacked with it since the phase began. */
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                         "Stack, Top First",
                                                                         FALSE)),
                                 ADW_TYPE_PREFERENCES_GROUP);
  g_signal_emit_by_name (gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (
    row, "h1", FALSE)), ADW_TYPE_ACTION_ROW), "activated");
  vd_test_wait_for_label (panel, "h1 declares a charge: what the rules ask before it starts",
                          TRUE);
  group = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                           "Cavalry Charge",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (vd_test_row_widget (group, "Reaction Charge",
                                                                         GTK_TYPE_SWITCH))));
  g_assert_nonnull (vd_test_find_visible_label (group, "Officer: joins the charge (24.1k)",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Cavalry: charges with h1 (24.1e)",
                                                FALSE));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, "h2",
                                                                     GTK_TYPE_CHECK_BUTTON)), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, "gen",
                                                                     GTK_TYPE_CHECK_BUTTON)), TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Allowed", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "h2: stacked with h1 since the phase "
                                                "began", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "24.1k", FALSE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);

  /* Infantry declares no charge, and a side's view has no group. */
  vd_test_board_click (window, "0405");
  g_assert_null (vd_test_find_visible_label (panel, "Cavalry Charge", FALSE));
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  vd_test_board_click (window, "0205");
  g_assert_null (vd_test_find_visible_label (panel, "Cavalry Charge", FALSE));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* BN 21.2 in the app's loss roster (help "Loss rosters in the app"): fr-1, 7 hexes from
 * the enemy and within its command, may recover: each condition said with its rule; the
 * referee reads 2 on the missing table and both are erased as `hex recover --result 2` does,
 * one roster event of one step; fr-2, next to the enemy, may not, and why; a side's view has
 * neither the conditions (they weigh the enemy's distance) nor the button. */
static void
test_recover_stragglers_21_2 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "recover.yaml",
    "vedette: 1\nkind: board\ntitle: \"Recovery\"\nruleset: bn\nturn: 1\n"
    "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0202\", army: fr-div,"
    " roster: \"A X B / / V _ C _ _ _\"}\n"
    "  - {id: fr-div, side: french, class: officer, hex: \"0202\", army: fr-hq}\n"
    "  - {id: fr-hq, side: french, class: hq, hex: \"0202\"}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0606\", army: fr-div,"
    " roster: \"A / B _ _ V _ C _ _ _\"}\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0607\", roster: \"A / B _ V _ C _\"}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkButton *button;
  GtkWidget *spin;
  const VdBoardEvent *event;

  vd_test_board_click (window, "0202");
  vd_test_wait_for_label (panel, "A X B / / V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "May recover stragglers: one die on the "
                                                "Straggler Recovery Table, which the seed does "
                                                "not give, read by its grade (21.2)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "the nearest enemy 7 hexes away, 4 needed "
                                                "(21.2)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "its 1 casualty stays: casualties are "
                                                "permanent (20.4c)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "within 4 MP of fr-div, who is within 8 "
                                                "MP of fr-hq (10.5a)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "it has not moved this turn (21.2)",
                                                TRUE));
  button = vd_test_find_visible_button (panel, "Recover Stragglers");
  g_assert_nonnull (button);
  spin = vd_test_find_descendant (gtk_widget_get_parent (GTK_WIDGET (button)),
                                  GTK_TYPE_SPIN_BUTTON);
  /* No more than the row holds. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 5);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);
  vd_test_click_button (panel, "Recover Stragglers");
  vd_test_wait_for_label (panel, "A X B _ _ V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "fr-1: 2 stragglers "
                                                "recovered (21.2)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROSTER);
  g_assert_cmpstr (event->unit_id, ==, "fr-1");
  g_assert_cmpint (event->casualties, ==, 1);
  g_assert_cmpint (event->stragglers, ==, 0);
  g_assert_cmpstr (event->note, ==, "21.2");
  g_assert_null (vd_test_find_visible_button (panel, "Recover Stragglers"));
  vd_test_undo (window);
  g_assert_cmpuint (vd_test_board_unit (window, "fr-1")->roster->stragglers, ==, 2);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  /* fr-2 stands next to al-1: refused, with the condition and its rule. */
  vd_test_board_click (window, "0606");
  vd_test_wait_for_label (panel, "A / B _ _ V _ C _ _ _", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "May not recover stragglers: the nearest "
                                                "enemy 1 hex away, 2 needed even at night "
                                                "(21.2)", FALSE));
  g_assert_null (vd_test_find_visible_button (panel, "Recover Stragglers"));
  /* The French see their row, not what the referee weighs. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  vd_test_board_click (window, "0202");
  vd_test_wait_for_label (panel, "A X B / / V _ C _ _ _", TRUE);
  g_assert_null (vd_test_find_visible_button (panel, "Recover Stragglers"));
  g_assert_null (vd_test_find_visible_label (panel, "nearest enemy", TRUE));
  vd_test_close_window (window);
}

/* BN 28.0a in the turn's popover: with the clock's start and night turns entered by the owner,
 * turn 4 (18:00–19:00) is said longer than the others with the core's rule, and the night
 * condition that makes it so with its own; turn 2, by day, is not. */
static void
test_night_turn_28_0a (Fixture *fixture, gconstpointer data)
{
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  g_autofree char *night_path = NULL, *day_path = NULL;
  VdWindow *window;
  const char *text;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_value (entries, "special.clock.start", "16:00", "Test", "T");
    vd_hex_entries_set_value (entries, "special.night.turns", "3-4", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  night_path = vd_test_write_file (fixture, "night.yaml",
    "vedette: 1\nkind: board\ntitle: \"Night\"\nruleset: bn\nturn: 4\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr1, side: french, class: infantry, hex: \"0303\"}\n");
  window = vd_test_board_open (night_path);
  g_assert_nonnull (strstr (gtk_label_get_text (window->turn_label), "18:00–19:00"));
  g_assert_true (gtk_widget_get_visible (window->turn_conditions_button));
  text = gtk_label_get_text (window->turn_conditions_label);
  g_assert_nonnull (strstr (text, "This turn:\n18:00–19:00, a turn longer than the others "
                                  "(28.0a)\n"));
  g_assert_nonnull (strstr (text, "Night: a one-hour turn, sight of one hex, no charges "
                                  "(28.0a-28.0c) (28.0)"));
  /* A side's view: the night is both sides' to know. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "allied"));
  vd_test_spin_a_little ();
  g_assert_nonnull (strstr (gtk_label_get_text (window->turn_conditions_label), "(28.0a)"));
  vd_test_close_window (window);
  day_path = vd_test_write_file (fixture, "day.yaml",
    "vedette: 1\nkind: board\ntitle: \"Day\"\nruleset: bn\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr1, side: french, class: infantry, hex: \"0303\"}\n");
  window = vd_test_board_open (day_path);
  g_assert_nonnull (strstr (gtk_label_get_text (window->turn_label), "16:30–17:00"));
  g_assert_null (strstr (gtk_label_get_text (window->turn_conditions_label), "28.0a"));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* BN 24.2a, 24.2c in the app: h1 withdrawn one hex is refused with the rule; six hexes off it
 * goes there blown, one step to undo; blown in its rally phase h2 may recover, and Recovered
 * forms it again; blown outside it, no button and why. */
static void
test_blown_24_2a_24_2c (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "blown.yaml",
    "vedette: 1\nkind: board\ntitle: \"Blown\"\nruleset: bn\nturn: 2\nphase: fr-rally\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: h1, side: french, class: cavalry, hex: \"0105\", formation: formed}\n"
    "  - {id: h2, side: french, class: cavalry, hex: \"0109\", formation: blown}\n"
    "  - {id: a1, side: allied, class: cavalry, hex: \"0909\", formation: blown}\n");
  VdWindow *window = vd_test_board_open (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0105", "Blown Cavalry");
  GtkWidget *entry = vd_test_row_widget (group, "Withdraw Blown", GTK_TYPE_ENTRY);

  g_assert_null (vd_test_find_visible_label (group, "Recovery", FALSE));
  gtk_editable_set_text (GTK_EDITABLE (entry), "0104");
  vd_test_click_in_row (group, "Withdraw Blown", "_Withdraw");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "0104 is 1 hex away: a "
                                                "withdrawal goes 6 to 12 (24.2a)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0705");
  vd_test_click_in_row (group, "Withdraw Blown", "_Withdraw");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "h1")->hex,
                               vd_test_board_hex (window, "0705")));
  g_assert_cmpstr (vd_test_board_unit (window, "h1")->formation, ==, "blown");
  vd_test_undo (window);
  g_assert_cmpstr (vd_test_board_unit (window, "h1")->formation, ==, "formed");
  group = vd_test_board_group (window, "0109", "Blown Cavalry");
  g_assert_nonnull (vd_test_find_visible_label (group, "One die on the Cavalry Recovery Table, "
                                                "which the seed does not give (24.2c)", FALSE));
  vd_test_click_in_row (group, "Recovery", "R_ecovered");
  g_assert_cmpstr (vd_test_board_unit (window, "h2")->formation, ==, "formed");
  group = vd_test_board_group (window, "0909", "Blown Cavalry");
  g_assert_nonnull (vd_test_find_visible_label (group, "a1 is not the active player's: only his "
                                                "cavalry recovers in his rally phase (24.2c)",
                                                FALSE));
  vd_test_close_window (window);
}

/* BN 17.0c, 17.1 in the app: fr-1 (A) may extend, the split said; Extend places fr-1-ex1 in its
 * hex, both at B, one step to undo. BN 26.4e, 26.4d: o1,
 * overrun, goes to one of two stacks 3 hexes away, the hex typed (one elsewhere refused with
 * the rule); d1, his stack destroyed, goes to br3's hex, no hex to type. BN 11.5a: br4
 * detaches a skirmisher. */
static void
test_counter_steps_17_1_26_4 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "steps.yaml",
    "vedette: 1\nkind: board\ntitle: \"Steps\"\nruleset: bn\nturn: 2\nphase: fr-movement\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr-1, side: french, class: infantry, hex: \"0808\", strength: A,"
    " facing: 1, formation: line}\n"
    "  - {id: o1, side: french, class: officer, hex: \"0304\"}\n"
    "  - {id: a1, side: allied, class: infantry, hex: \"0304\"}\n"
    "  - {id: f1, side: french, class: infantry, hex: \"0301\"}\n"
    "  - {id: f2, side: french, class: cavalry, hex: \"0307\"}\n"
    "  - {id: d1, side: french, class: officer, hex: \"0705\"}\n"
    "  - {id: s1, side: french, class: officer, hex: \"0909\", army: d1}\n"
    "  - {id: br3, side: french, class: infantry, hex: \"0703\", army: s1}\n"
    "  - {id: br4, side: french, class: infantry, hex: \"0101\", formation: line,"
    " roster: \"A _ B _ C _ S\"}\n");
  VdWindow *window = vd_test_board_open (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0808", "Extensions");
  GtkWidget *entry;

  g_assert_nonnull (vd_test_find_visible_label (group, "fr-1-ex1 at B, the unit at B (17.1)",
                                                FALSE));
  vd_test_click_in_row (group, "One More Extension", "E_xtend");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), >, 0);
  g_assert_cmpstr (vd_test_board_unit (window, "fr-1-ex1")->extends, ==, "fr-1");
  g_assert_cmpstr (vd_test_board_unit (window, "fr-1")->strength, ==, "B");
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpstr (vd_test_board_unit (window, "fr-1")->strength, ==, "A");
  group = vd_test_board_group (window, "0304", "Officer Without a Stack");
  g_assert_null (vd_test_find_visible_label (group, "One More Extension", FALSE));
  entry = vd_test_row_widget (group, "Enemy in His Hex", GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0505");
  vd_test_click_in_row (group, "Enemy in His Hex", "_Move Him");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "0505 is not where o1 goes",
                                                TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0307");
  vd_test_click_in_row (group, "Enemy in His Hex", "_Move Him");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "o1")->hex,
                               vd_test_board_hex (window, "0307")));
  group = vd_test_board_group (window, "0705", "Officer Without a Stack");
  g_assert_nonnull (vd_test_find_visible_label (group, "to the nearest stack under his command, 2 "
                                                "hexes away: 0703 (26.4d)", FALSE));
  vd_test_click_in_row (group, "His Stack Destroyed", "_Move Him");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "d1")->hex,
                               vd_test_board_hex (window, "0703")));
  /* BN 11.5a: br4 detaches a skirmisher from its roster row's box, at the bottom of its stack. */
  group = vd_test_board_group (window, "0101", "Extensions and Skirmishers");
  g_assert_nonnull (vd_test_find_visible_label (group, "br4-sk1, full, at the bottom of its "
                                                "stack", TRUE));
  vd_test_click_in_row (group, "Detach a Skirmisher", "_Detach");
  g_assert_true (vd_test_board_unit (window, "br4-sk1")->placed);
  g_assert_cmpuint (vd_test_board_unit (window, "br4")->roster->skirmishers_out, ==, 1);
  vd_test_close_window (window);
}

/* BN 11.5c, 11.5g in the app: sk-r, reduced and disorganized, shows both in its summary (its
 * step apart from its state) and offers to combine with sk-s, reduced too, not to split;
 * combined, it is full again and still disorganized, one step to undo. */
static void
test_skirmisher_step_11_5c_11_5g (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "step.yaml",
    "vedette: 1\nkind: board\ntitle: \"Step\"\nruleset: bn\nturn: 2\nphase: fr-movement\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: sk-r, side: french, class: skirmisher, hex: \"0404\", step: reduced,"
    " state: disorganized}\n"
    "  - {id: sk-s, side: french, class: skirmisher, hex: \"0404\", step: reduced}\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0404\", formation: line}\n");
  VdWindow *window = vd_test_board_open (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0404", "Skirmisher");

  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "· disorganized · reduced",
                                                TRUE));
  g_assert_null (vd_test_find_visible_label (group, "Split in Two Reduced", FALSE));
  vd_test_click_in_row (group, "Combine Into One Full", "_Combine");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), >, 0);
  g_assert_null (vd_test_board_unit (window, "sk-r")->step);
  g_assert_cmpstr (vd_test_board_unit (window, "sk-r")->state, ==, "disorganized");
  g_assert_null (vd_test_board_unit (window, "sk-s"));
  vd_test_undo (window);
  g_assert_cmpstr (vd_test_board_unit (window, "sk-r")->step, ==, "reduced");
  vd_test_close_window (window);
}

/* BN 10.1d in the app: Ney's HQ selected shows his line of the order sheet, accepted; the
 * Allies' view does not show the French orders (9.0). */
static void
test_orders_10_1d (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "orders.yaml",
    "vedette: 1\nkind: board\ntitle: \"Orders\"\nruleset: bn\nturn: 2\nphase: fr-command\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n"
    "  - {id: ney, side: french, class: hq, hex: \"0707\"}\n"
    "journal:\n"
    "  - {event: order, turn: 1, action: preliminary, order: 1, sender: napoleon,"
    " receiver: ney, type: attack, method: written, arrives: 1, result: \"Accepted\"}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *group = vd_test_board_group (window, "0707", "Orders");

  g_assert_nonnull (vd_test_find_visible_label (group, "Line 1: attack, written, by aide", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "napoleon to ney, sent in turn 1: "
                                                "accepted", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "allied"));
  vd_test_spin_a_little ();
  vd_test_board_click (window, "0707");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window),
                                             "Line 1: attack, written, by aide", FALSE));
  vd_test_close_window (window);
}

/* BN 16.4 in the app: a reinforcement due this turn is listed among the units that come (back),
 * with its hexes; brought in by another hex it is refused with the rule, on its hex it is
 * placed, one step to undo. */
static void
test_reinforcement_16_4 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "reinforcement.yaml",
    "vedette: 1\nkind: board\ntitle: \"Reinforcement\"\nruleset: bn\nturn: 2\n"
    "phase: fr-movement\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr1, side: french, class: infantry, hex: \"0303\"}\n"
    "  - {id: fr6, side: french, class: infantry, hex: ~, arrives: {turn: 2, hexes: [\"0601\"]}}\n");
  VdWindow *window = vd_test_board_open (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0101", "Units That Come Back");

  g_assert_nonnull (vd_test_find_visible_label (group, "not on the map yet, may arrive now: a "
                                                "reinforcement, due from turn 2 by 0601 (16.4)",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "By 0601", FALSE));
  vd_test_click_in_row (group, "Bring in fr6", "_Bring In");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "fr6 arrives by 0601, not 0101 (16.4)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  group = vd_test_board_group (window, "0601", "Units That Come Back");
  vd_test_click_in_row (group, "Bring in fr6", "_Bring In");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  g_assert_true (vd_test_board_unit (window, "fr6")->placed);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "fr6")->hex,
                               vd_test_board_hex (window, "0601")));
  vd_test_undo (window);
  g_assert_false (vd_test_board_unit (window, "fr6")->placed);
  /* The turn's header names the arrival to the referee and to the French, not to the Allies. */
  g_assert_true (gtk_widget_get_visible (window->turn_conditions_button));
  g_assert_nonnull (strstr (gtk_label_get_text (window->turn_conditions_label),
                            "\nfr6 arrives by 0601 (16.4)"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "allied"));
  vd_test_spin_a_little ();
  g_assert_false (gtk_widget_get_visible (window->turn_conditions_button));
  vd_test_close_window (window);
}

/* BN 10.1f, 10.1a-c and 10.2 in the app, in 8.2's order: Grouchy writes a non-attack order to
 * Ney, verbal, which becomes line 2 with its words; Ney tries for the initiative (63, quality
 * 2, anti -1: no effect, the seed's example); Davout's line 1, due this command phase, is
 * refused while the qualities are not given (the cell named missing), then rolled 25 with
 * qualities 4 and 1 (column 3: D5, the seed's example) and shows delayed D5; Ney falls back in
 * an emergency retreat (10.4); each one step of the journal. */
static void
test_orders_write_10_1a_10_1f (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "orders.yaml",
    "vedette: 1\nkind: board\ntitle: \"Orders\"\nruleset: bn\nturn: 2\nphase: fr-command\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n"
    "  - {id: grouchy, side: french, class: officer, hex: \"0505\"}\n"
    "  - {id: davout, side: french, class: hq, hex: \"0509\"}\n"
    "  - {id: ney, side: french, class: hq, hex: \"0707\"}\n"
    "journal:\n"
    "  - {event: order, turn: 1, action: send, order: 1, sender: grouchy, receiver: davout,"
    " type: attack, method: written, arrives: 2}\n");
  VdWindow *window = vd_test_board_open (path);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0509", "Orders");
  const VdBoardEvent *event;

  group = vd_test_board_group (window, "0505", "Orders");
  vd_test_open_expander (group, "Write an Order");
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "To", FALSE)), ADW_TYPE_COMBO_ROW)), 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "Type", FALSE)), ADW_TYPE_COMBO_ROW)), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "Method", FALSE)), ADW_TYPE_COMBO_ROW)), 1);
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "The Order’s Words", FALSE)),
    ADW_TYPE_ENTRY_ROW)), "hold Sokolnitz");
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Send"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpstr (event->order_action, ==, "send");
  g_assert_cmpint (event->order_line, ==, 2);
  g_assert_cmpstr (event->order_type, ==, "non-attack");
  g_assert_cmpstr (event->order_method, ==, "verbal");
  g_assert_cmpstr (event->sender, ==, "grouchy");
  g_assert_cmpstr (event->receiver, ==, "ney");
  g_assert_cmpstr (event->order_text, ==, "hold Sokolnitz");
  group = vd_test_board_group (window, "0505", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "Line 2: non-attack, verbal, by aide",
                                                FALSE));

  /* 10.2, 10.2d-e: Ney, a corps commander of quality 2, rolls 63 against an anti-initiative
   * of -1: column 1, no effect, the seed's example. */
  group = vd_test_board_group (window, "0707", "Orders");
  vd_test_open_expander (group, "Try for the Initiative");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Roll",
                                                                  GTK_TYPE_SPIN_BUTTON)),
                             63);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "His Quality",
                                                                  GTK_TYPE_SPIN_BUTTON)), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Anti-Initiative",
                                                                  GTK_TYPE_SPIN_BUTTON)), -1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "His Rank", FALSE)), ADW_TYPE_COMBO_ROW)), 3);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Try"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  event = vd_battle_get_event (battle, 2);
  g_assert_cmpstr (event->order_action, ==, "initiative");
  g_assert_cmpstr (event->sender, ==, "ney");
  g_assert_cmpint (event->roll, ==, 63);
  g_assert_cmpstr (event->result, ==, "no effect");

  /* 8.2: the acceptance roll after the orders written and the initiative tried. */
  group = vd_test_board_group (window, "0509", "Orders");
  vd_test_open_expander (group, "Line 1: attack, written, by aide");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Roll",
                                                                  GTK_TYPE_SPIN_BUTTON)),
                             25);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Roll the Acceptance"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "the referee’s reading is needed", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Receiver’s Quality",
                                                                  GTK_TYPE_SPIN_BUTTON)), 4);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Sender’s Quality",
                                                                  GTK_TYPE_SPIN_BUTTON)), 1);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Roll the Acceptance"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 4);
  event = vd_battle_get_event (battle, 3);
  g_assert_cmpstr (event->order_action, ==, "arrive");
  g_assert_cmpint (event->order_line, ==, 1);
  group = vd_test_board_group (window, "0509", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "delayed D5", TRUE));

  /* 10.4: Ney, with no order in force, falls back; a second retreat this turn is not offered;
   * no stoppage test, his corps on no attack order. */
  group = vd_test_board_group (window, "0707", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "Sheet (10.1h)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "pinned: no order of its is in force",
                                                TRUE));
  g_assert_null (vd_test_find_visible_label (group, "Attack Stoppage", FALSE));
  vd_test_open_expander (group, "Emergency Retreat");
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Fall Back"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 5);
  event = vd_battle_get_event (battle, 4);
  g_assert_cmpstr (event->order_action, ==, "emergency");
  group = vd_test_board_group (window, "0707", "Orders");
  g_assert_null (vd_test_find_visible_label (group, "Emergency Retreat", FALSE));
  vd_test_close_window (window);
}

/* BN 10.3a-b in the app: Ney's corps, on an accepted attack order and fired on in turn 1,
 * shows the stoppage test; quality 3 and a roll of 2 stop it (the seed's least roll, 3), said
 * on the row and in a notification, and nothing is recorded. */
static void
test_orders_stoppage_10_3 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *group;

  window = vd_test_board_open_copy (fixture, "stoppage-bn.yaml");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  group = vd_test_board_group (window, "0707", "Orders");
  vd_test_open_expander (group, "Attack Stoppage");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Commander’s Quality",
                                                                  GTK_TYPE_SPIN_BUTTON)), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Roll",
                                                                  GTK_TYPE_SPIN_BUTTON)),
                             2);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Test"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "roll 2: it stops and waits for new orders",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "the second table: 3 or more on two dice "
                                                "(quality 3) (10.3-ex)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  vd_test_close_window (window);
}

/* BN 20.4d in the app: a roll of 55 at a stack with two officers asks which one it kills, the
 * first choice leaving the draw to Vedette; the one chosen is taken off the map, the other
 * stays (the Fire Table's cell for column 13, 55, missing, given as the referee's result). */
static void
test_fire_officer_20_4d (Fixture *fixture, gconstpointer data)
{
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  VdWindow *window;
  GtkWidget *panel, *extra, *choice;
  AdwMessageDialog *dialog;

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

    vd_hex_entries_set_choice (entries, "bn-i-half-rounding", "up", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  window = vd_test_board_open_edited (fixture, "fire-bn.yaml", "formation: line, facing: 0}",
                                      "formation: line, facing: 0,"
                                      " roster: \"A _ B _ _ V _ C _ _ _\"}\n"
                                      "  - {id: gen-a, name: \"General A\", side: allied,"
                                      " class: officer, hex: \"0505\"}\n"
                                      "  - {id: gen-b, name: \"General B\", side: allied,"
                                      " class: officer, hex: \"0505\"}");
  panel = tick_20_4_fire (window);
  vd_test_read_roll (panel, 55);
  vd_test_wait_for_label (panel, "The Referee's Result", TRUE);
  gtk_editable_set_text (GTK_EDITABLE (vd_test_row_widget (panel, "The Referee's Result",
                                                           GTK_TYPE_ENTRY)), "1(0)");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Apply Losses"), "clicked");
  dialog = vd_test_wait_for_response (window, "share", "the officer killed is asked");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "(20.4d)"));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "share"));
  extra = adw_message_dialog_get_extra_child (dialog);
  choice = vd_test_row_widget (extra, "Officer Killed", GTK_TYPE_DROP_DOWN);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (choice))),
                    ==, 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 2);
  vd_test_click_response (dialog, "share");
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialog is done");
  g_assert_false (vd_test_board_unit (window, "gen-b")->placed);
  g_assert_true (vd_test_board_unit (window, "gen-a")->placed);
  g_assert_cmpuint (vd_test_board_unit (window, "al")->roster->casualties, ==, 1);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("vedette-board-data-XXXXXX", NULL);
  int status;

  /* The owner's chart entries go to a folder of the test's own, not one other tests read. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/board/fire-20.4-ex2", test_fire_panel);
  VD_TEST_ADD ("/app/board/roster-20.6a", test_roster);
  VD_TEST_ADD ("/app/board/recover-stragglers-21.2", test_recover_stragglers_21_2);
  VD_TEST_ADD ("/app/board/night-turn-28.0a", test_night_turn_28_0a);
  VD_TEST_ADD ("/app/board/fire-apply-20.4", test_fire_apply);
  VD_TEST_ADD ("/app/board/fire-officer-20.4d", test_fire_officer_20_4d);
  VD_TEST_ADD ("/app/board/morale-25.2-ex", test_morale_check);
  VD_TEST_ADD ("/app/board/morale-25.5", test_morale_rally);
  VD_TEST_ADD ("/app/board/morale-25.1b-rout-eliminated", test_morale_rout_25_1b);
  VD_TEST_ADD ("/app/board/morale-25.3c-rout-there", test_morale_rout_25_3c);
  VD_TEST_ADD ("/app/board/morale-25.2-ex-stragglers", test_morale_stragglers);
  VD_TEST_ADD ("/app/board/morale-25.5e-rally-die", test_morale_rally_25_5e);
  VD_TEST_ADD ("/app/board/morale-25.5b-25.2c-blood-lust", test_morale_rally_25_5b);
  VD_TEST_ADD ("/app/board/morale-25.2e-charge", test_morale_charge_25_2e);
  VD_TEST_ADD ("/app/board/charge-bn-24.1b-24.1e-15.2c", test_charge);
  VD_TEST_ADD ("/app/board/reinforcement-16.4", test_reinforcement_16_4);
  VD_TEST_ADD ("/app/board/orders-10.1d-9.0", test_orders_10_1d);
  VD_TEST_ADD ("/app/board/orders-write-10.1a-10.1f-10.2-10.4", test_orders_write_10_1a_10_1f);
  VD_TEST_ADD ("/app/board/orders-stoppage-10.3", test_orders_stoppage_10_3);
  VD_TEST_ADD ("/app/board/counter-steps-17.1-26.4-11.5a", test_counter_steps_17_1_26_4);
  VD_TEST_ADD ("/app/board/skirmisher-step-11.5c-11.5g", test_skirmisher_step_11_5c_11_5g);
  VD_TEST_ADD ("/app/board/blown-24.2a-24.2c", test_blown_24_2a_24_2c);
  status = g_test_run ();
  vd_test_remove_dir (data_home);
  return status;
}
