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

/* A board's combats in the app, through the real widgets: the odds group and its attackers, the
 * CRT's column, a result applied or refused, retreats shaded, the combats owed and the line of
 * sight. */

/* 1914-TER-5 in the panel: a hex's counters show the odds of every enemy beside them, each
 * modifier with its rule (formats.md's 21 against a 4 in a fortress worth 2). */
static void
test_odds_panel (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", "odds-1914.yaml",
                                                   NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  VdWindow *window;
  GtkWidget *panel;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "odds.yaml", text);
  window = vd_test_board_open (path);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Odds Against This Hex", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Every enemy beside it attacking: 21 "
                                                "against 10, 2:1, column 2:1, die -1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Fortress or fortified zone: ×2, then +2",
                                                FALSE));
  /* Vedette rolls: the roll goes in the journal as a combat, said, and undone like any event. */
  {
    VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
    const VdBoardEvent *event;

    g_signal_emit_by_name (vd_test_find_visible_button (panel, "_Roll"), "clicked");
    vd_test_spin_a_little ();
    g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
    event = vd_battle_get_event (battle, 0);
    g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
    g_assert_cmpint (event->roll, >=, 1);
    g_assert_cmpint (event->roll, <=, 6);
    g_assert_cmpint (event->die, ==, MAX (0, event->roll - 1));
    g_assert_cmpstr (event->odds_column, ==, "2:1");
    g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "the result is not in the "
                                                  "chart yet", TRUE));
    /* The cell is missing: the referee is asked to rule, and may leave it for now. */
    vd_test_click_response (vd_test_wait_for_message_dialog (window, "the ruling is asked"),
                            "later");
    vd_test_spin_a_little ();
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    vd_test_spin_a_little ();
    g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
    /* The players' own roll, typed in: 4, the fortress's −1 reads row 3. */
    {
      GtkButton *read = vd_test_find_visible_button (panel, "R_ead");
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (read), ADW_TYPE_ACTION_ROW);
      GtkWidget *spin = vd_test_find_descendant (row, GTK_TYPE_SPIN_BUTTON);

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
      g_signal_emit_by_name (read, "clicked");
      vd_test_spin_a_little ();
      g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
      event = vd_battle_get_event (battle, vd_battle_get_n_events (battle) - 1);
      g_assert_cmpint (event->roll, ==, 4);
      g_assert_cmpint (event->die, ==, 3);
      g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Rolled 4 (die 3) at "
                                                    "2:1: the result is not in the chart yet",
                                                    TRUE));
      vd_test_click_response (vd_test_wait_for_message_dialog (window, "the ruling is asked"),
                              "later");
      vd_test_spin_a_little ();
    }
  }
  /* A city: the die's modifier is missing, and named. */
  vd_test_board_click (window, "0505");
  vd_test_wait_for_label (panel, "Unknown, Supply It", TRUE);
  /* No enemy beside it: no odds. */
  vd_test_board_click (window, "0101");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Odds Against This Hex", FALSE));
  vd_test_close_window (window);
}

/* After the players' roll, a cell the CRT lacks is ruled (1914-CBT-11), kept as the cell, and
 * the result applied: the owner picks the retreat (1914-RET-7), the victor advances
 * (1914-RET-6), all one step to undo. */
static void
test_apply_result (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "apply.yaml",
    "vedette: 1\nkind: board\ntitle: \"Apply\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0303\": {terrain: fortress, value: 1}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"10\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"2\"}\n");
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  g_autofree char *kept = NULL;
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwMessageDialog *dialog;
  GtkWidget *entry, *keep;
  const VdBoardEvent *event;

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 10 against 5, 2:1, column "
                          "2:1, die -1", TRUE);
  {
    GtkButton *read = vd_test_find_visible_button (panel, "R_ead");
    GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (read), ADW_TYPE_ACTION_ROW);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_find_descendant (row,
                                                                         GTK_TYPE_SPIN_BUTTON)), 4);
    g_signal_emit_by_name (read, "clicked");
  }
  dialog = vd_test_wait_for_response (window, "rule", "the ruling is asked");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rule"));
  entry = vd_test_find_descendant (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_ENTRY);
  keep = vd_test_find_descendant (adw_message_dialog_get_extra_child (dialog),
                                  GTK_TYPE_CHECK_BUTTON);
  gtk_editable_set_text (GTK_EDITABLE (entry), "DR");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "rule"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (keep), TRUE);
  vd_test_click_response (dialog, "rule");
  vd_test_spin_a_little ();
  event = vd_battle_get_event (battle, vd_battle_get_n_events (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_RULING);
  g_assert_cmpstr (event->ruling_rule, ==, "1914-CBT-11");
  g_assert_cmpstr (event->decision, ==, "DR");
  g_assert_cmpstr (event->chart_row, ==, "3");
  g_assert_true (g_file_get_contents (entries_path, &kept, NULL, NULL));
  g_assert_nonnull (strstr (kept, "DR"));

  /* DR is a code of the chart: offered to apply. */
  dialog = vd_test_wait_for_response (window, "apply", "the result is offered");
  vd_test_click_response (dialog, "apply");
  vd_test_spin_a_little ();
  dialog = vd_test_wait_for_response (window, "choice-0", "the retreat is asked");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "its owner (1914-RET-7)"));
  /* The hexes it may go to are shaded on the map while the owner picks. */
  g_assert_nonnull (vd_board_view_get_retreats (vd_window_get_board_view (window)));
  g_assert_cmpstr (vd_board_view_get_retreats (vd_window_get_board_view (window))->unit_id, ==,
                   "f1");
  {
    guint chosen = 0;

    /* The choice into 0403, whatever its place. */
    for (guint i = 0; i < 8; i++)
      {
        g_autofree char *id = g_strdup_printf ("choice-%u", i);

        if (adw_message_dialog_has_response (dialog, id) &&
            g_str_equal (adw_message_dialog_get_response_label (dialog, id), "0403"))
          chosen = i;
      }
    {
      g_autofree char *id = g_strdup_printf ("choice-%u", chosen);

      g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, id), ==, "0403");
      vd_test_click_response (dialog, id);
    }
  }
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_retreats (vd_window_get_board_view (window)));
  dialog = vd_test_wait_for_response (window, "advance-0", "the advance is offered");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "1914-RET-6"));
  vd_test_click_response (dialog, "advance-0");
  vd_test_spin_a_little ();
  /* g1 alone took part: no one else may advance, and the step is recorded. */
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialogs are done");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "DR applied: f1 retreats to "
                                                "0403 (1914-RET-2); g1 advances into 0303",
                                                TRUE));
  {
    VdBoard *board = vd_board_document_get_board (vd_window_get_board_document (window));
    VdHex at;

    g_assert_true (vd_hex_grid_parse (board->grid, "0303", &at));
    g_assert_true (vd_hex_equal (vd_board_find_unit (board, "g1")->hex, at));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  event = vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_RULING);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* 1914-RET-5 in the app: a result that puts a counter off the map asks its re-entry die with
 * it, the die typed kept in the same step as the retreat (one undo takes both back), as
 * `hex apply --reentry-die` does. */
static void
test_apply_reentry_die (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "reentry.yaml",
    "vedette: 1\nkind: board\ntitle: \"Off the map\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0103\": {terrain: fortress, value: 1}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0203\", strength: \"8\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0102\", strength: \"2\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0103\", strength: \"4\"}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  AdwMessageDialog *dialog;
  GtkWidget *spin;
  const VdBoardEvent *event;
  guint n_applied;
  VdBoard *board;
  VdHex at;

  vd_test_board_click (window, "0103");
  vd_test_wait_for_label (panel, "Odds Against This Hex", TRUE);
  {
    GtkButton *read = vd_test_find_visible_button (panel, "R_ead");
    GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (read), ADW_TYPE_ACTION_ROW);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_find_descendant (row,
                                                                         GTK_TYPE_SPIN_BUTTON)), 4);
    g_signal_emit_by_name (read, "clicked");
  }
  /* The CRT's cell is missing: the referee rules DR, then applies it. */
  dialog = vd_test_wait_for_response (window, "rule", "the ruling is asked");
  gtk_editable_set_text (GTK_EDITABLE (vd_test_find_descendant (
                           adw_message_dialog_get_extra_child (dialog), GTK_TYPE_ENTRY)), "DR");
  vd_test_click_response (dialog, "rule");
  vd_test_spin_a_little ();
  dialog = vd_test_wait_for_response (window, "apply", "the result is offered");
  vd_test_click_response (dialog, "apply");
  vd_test_spin_a_little ();
  n_applied = vd_battle_get_n_applied (battle);
  dialog = vd_test_wait_for_response (window, "none", "the advance is offered");
  vd_test_click_response (dialog, "none");
  vd_test_spin_a_little ();
  /* f1's only way back is off the map: its die is asked with the result. */
  dialog = vd_test_wait_for_response (window, "record", "the re-entry die is asked");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "(1914-RET-5)"));
  g_assert_true (adw_message_dialog_has_response (dialog, "roll"));
  g_assert_true (adw_message_dialog_has_response (dialog, "later"));
  spin = vd_test_find_descendant (adw_message_dialog_get_extra_child (dialog),
                                  GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_adjustment_get_upper (
                       gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin))), ==, 6);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, n_applied);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
  vd_test_click_response (dialog, "record");
  vd_test_spin_a_little ();
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialogs are done");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "rolls 4: back from turn 4",
                                                TRUE));
  /* The retreat and the die, one step. */
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, n_applied + 2);
  event = vd_battle_get_event (battle, n_applied);
  g_assert_cmpstr (event->unit_id, ==, "f1");
  g_assert_null (event->hex);
  g_assert_cmpint (event->die, ==, 0);
  event = vd_battle_get_event (battle, n_applied + 1);
  g_assert_cmpstr (event->unit_id, ==, "f1");
  g_assert_cmpint (event->die, ==, 4);
  g_assert_cmpint (event->to_turn, ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, n_applied);
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_true (vd_hex_grid_parse (board->grid, "0103", &at));
  g_assert_true (vd_hex_equal (vd_board_find_unit (board, "f1")->hex, at));
  vd_test_close_window (window);
}

/* 1914-CBT-8 in the app: cavalry attacked by infantry alone gets a Refuse Combat row, the odds
 * not needed; refused, it falls back as a retreat, the attacker is offered the hex left, all
 * one step, the move naming whom it refused; undone, it stands again. Infantry has no such row. */
static void
test_refuse_combat (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "refuse.yaml",
    "vedette: 1\nkind: board\ntitle: \"Refuse\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0304\": {terrain: sea}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: fc, side: allied, class: cavalry, hex: \"0303\", strength: \"2\"}\n"
    "  - {id: gi, side: german, class: infantry, hex: \"0504\", strength: \"3\"}\n"
    "  - {id: fi, side: allied, class: infantry, hex: \"0505\", strength: \"3\"}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  VdBoard *board;
  AdwMessageDialog *dialog;
  const VdBoardEvent *event;
  guint n_events = vd_battle_get_n_events (battle);
  VdHex at;

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Refuse Combat", TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Re_fuse"), "clicked");
  /* 0403 is in gi's zone (1914-RET-2): 0203 is its only way back, no choice to ask. */
  dialog = vd_test_wait_for_response (window, "advance-0", "the advance is offered");
  vd_test_click_response (dialog, "advance-0");
  vd_test_spin_a_little ();
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialogs are done");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Combat refused: fc "
                                                "refuses combat, falls back 1 hex (1914-CBT-8); "
                                                "fc retreats to 0203 (1914-RET-2); g1 advances "
                                                "into 0303", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events + 2);
  event = vd_battle_get_event (battle, n_events);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->unit_id, ==, "fc");
  g_assert_cmpstr (event->attackers[0], ==, "g1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_true (vd_hex_grid_parse (board->grid, "0303", &at));
  g_assert_true (vd_hex_equal (vd_board_find_unit (board, "fc")->hex, at));
  /* Infantry defending: no refusal offered. */
  vd_test_board_click (window, "0505");
  vd_test_wait_for_label (panel, "gi in 0504", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Refuse Combat", FALSE));
  vd_test_close_window (window);
}

/* 1914-CBT-7 in the app: the attacker's row has the strength it attacks with; lowered, the
 * odds fall with the rule said, and the players' roll is read and recorded at the lower odds. */
static void
test_reduce_attack (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "reduce.yaml",
    "vedette: 1\nkind: board\ntitle: \"Reduce\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0303\": {terrain: fortress, value: 1}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"20\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\"}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *row, *spin;
  const VdBoardEvent *event;

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 20 against 9, 2:1, column "
                          "2:1, die -1", TRUE);
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, "g1 in 0302",
                                                                         FALSE)),
                                 ADW_TYPE_ACTION_ROW);
  spin = vd_test_find_descendant (row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 20);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 9);
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 9 against 9, 1:1, column "
                          "1:1, die -1", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "attacks with 9 of its 20", FALSE));
  {
    GtkButton *read = vd_test_find_visible_button (panel, "R_ead");
    GtkWidget *roll_row = gtk_widget_get_ancestor (GTK_WIDGET (read), ADW_TYPE_ACTION_ROW);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_find_descendant (roll_row,
                                                                         GTK_TYPE_SPIN_BUTTON)), 4);
    g_signal_emit_by_name (read, "clicked");
  }
  vd_test_spin_a_little ();
  event = vd_battle_get_event (battle, vd_battle_get_n_events (battle) - 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
  g_assert_cmpstr (event->odds_column, ==, "1:1");
  /* The cell of 1:1 is not entered: the ruling is offered, and left for later. */
  vd_test_click_response (vd_test_wait_for_response (window, "later", "the ruling is offered"),
                          "later");
  vd_test_spin_until (vd_test_no_message_dialog, window, "the dialogs are done");
  vd_test_close_window (window);
}

/* Combats This Phase (vd-hex-combats.h): the referee sees who must still attack and be
 * attacked in the phase the journal has reached, with the rule; a counter that fought is no
 * longer listed; a side's view does not show the group. */
static void
test_combats_panel (Fixture *fixture, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "combats-1914.yaml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  VdWindow *window;
  VdBoardPanel *board_panel;
  GtkWidget *panel;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = vd_test_write_file (fixture, "combats.yaml", text);
  window = vd_test_board_open (path);
  board_panel = vd_window_get_board_panel (window);
  panel = GTK_WIDGET (board_panel);
  vd_board_panel_set_page (board_panel, "losses");
  vd_test_wait_for_label (panel, "Combats This Phase", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "German combat, turn 2: 4 still to fight, "
                                                "each once a phase (1914-CBT-3)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "g1 must attack", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "0202: in the zone of f1,f2 as the phase "
                                                "began (1914-CBT-2)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "f2 must be attacked", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "g3 must attack", FALSE));
  vd_board_panel_set_side (board_panel, "german");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Combats This Phase", FALSE));
  vd_board_panel_set_side (board_panel, NULL);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (panel, "Combats This Phase", FALSE));
  vd_test_close_window (window);
}

/* The line of sight tool (help "Line of sight on a board"): two clicks draw the line, its
 * answer told with the rule (19.2b: two hills along the hexside 0604|0605 block 0505 to 0705),
 * the blocking hexside marked; a third click starts again; off again, nothing is drawn. */
static void
test_line_of_sight (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  VdBoardView *view;
  const VdHexLos *los;
  VdBoard *board;
  VdHexside side;
  VdHex a, b;

  window = vd_test_board_open_copy (fixture, "los-bn.yaml");
  view = vd_window_get_board_view (window);
  board = vd_board_document_get_board (vd_window_get_board_document (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-sight", NULL));
  g_assert_cmpint (vd_board_view_get_tool (view), ==, VD_BOARD_TOOL_HEX);
  vd_test_wait_for_label (GTK_WIDGET (window), "Line of sight: click the hex it is seen from",
                          TRUE);
  vd_test_board_click (window, "0505");
  vd_test_wait_for_label (GTK_WIDGET (window), "From 0505: click the hex to see", TRUE);
  g_assert_null (vd_board_view_get_sight_line (view));
  vd_test_board_click (window, "0705");
  vd_test_spin_a_little ();
  los = vd_board_view_get_sight_line (view);
  g_assert_nonnull (los);
  g_assert_cmpint (los->verdict, ==, VD_HEX_LOS_BLOCKED);
  g_assert_true (los->has_blocking_side);
  g_assert_true (vd_hex_grid_parse (board->grid, "0604", &a));
  g_assert_true (vd_hex_grid_parse (board->grid, "0605", &b));
  g_assert_true (vd_hexside_between (a, b, &side));
  g_assert_true (vd_hexside_equal (los->blocking_side, side));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "0505 to 0705, 2 hexes: "
                                                "blocked", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "19.2b  0604|0605: ", TRUE));
  /* A third click starts a new line from its hex. */
  vd_test_board_click (window, "0505");
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_sight_line (view));
  vd_test_board_click (window, "0506");
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_board_view_get_sight_line (view)->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "19.3f", TRUE));
  /* Off: the line goes, the clicks are play again, and no counter was moved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-sight", NULL));
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_sight_line (view));
  g_assert_cmpint (vd_board_view_get_tool (view), ==, VD_BOARD_TOOL_PLAY);
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);
  vd_test_close_window (window);
}

/* The check button of the attacker row titled TITLE in the odds group. */
static GtkCheckButton *
attacker_check (GtkWidget *panel, const char *title)
{
  GtkLabel *label = vd_test_find_visible_label (panel, title, FALSE);
  GtkWidget *row;

  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (row);
  return GTK_CHECK_BUTTON (vd_test_find_descendant (row, GTK_TYPE_CHECK_BUTTON));
}

/* The referee chooses the attackers (1914-CBT-9: their strengths added): unticking one gives
 * the odds without it, the roll is theirs alone; the CRT's column is shown die by die
 * (1914-CBT-11), each cell the seed lacks marked. */
static void
test_odds_attackers (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  GtkWidget *panel;
  VdBattle *battle;
  const VdBoardEvent *event;

  window = vd_test_board_open_copy (fixture, "odds-1914.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 21 against 10, 2:1, column "
                          "2:1, die -1", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Column 2:1 of the Combat results table",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "g2 in 0203", FALSE));
  gtk_check_button_set_active (attacker_check (panel, "g2"), FALSE);
  vd_test_wait_for_label (panel, "The ticked attackers: 8 against 10, 1:2, column 1:2, die -1",
                          TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Column 1:2 of the Combat results table",
                                                FALSE));
  /* The roll is g1's alone. */
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "_Roll"), "clicked");
  vd_test_click_response (vd_test_wait_for_message_dialog (window, "the ruling is asked"), "later");
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
  g_assert_cmpuint (g_strv_length (event->attackers), ==, 1);
  g_assert_cmpstr (event->attackers[0], ==, "g1");
  g_assert_cmpstr (event->odds_column, ==, "1:2");
  /* None ticked: no combat, no roll. */
  gtk_check_button_set_active (attacker_check (panel, "g1"), FALSE);
  vd_test_wait_for_label (panel, "No attacker chosen: tick those who attack", TRUE);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vd_test_find_visible_button (panel,
                                                                                    "_Roll"))));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vd_test_find_visible_button (panel,
                                                                                    "R_ead"))));
  /* Another hex and back: every enemy attacks again. */
  vd_test_board_click (window, "0101");
  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking: 21 against 10, 2:1, column "
                          "2:1, die -1", TRUE);
  vd_test_close_window (window);
}

/* A stack fights whole (1914-CBT-5): unticking one counter of a stack beside the hex is refused
 * in the odds group with the rule, not dropped silently, and nothing can be rolled. */
static void
test_odds_whole_stack (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "stack.yaml",
    "vedette: 1\nkind: board\ntitle: \"Stack\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0302\", strength: \"5\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\"}\n");
  VdWindow *window = vd_test_board_open (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Every enemy beside it attacking", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Not a Combat the Rules Allow", FALSE));
  gtk_check_button_set_active (attacker_check (panel, "g2"), FALSE);
  vd_test_wait_for_label (panel, "Not a Combat the Rules Allow", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "may not split", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "(1914-CBT-5)", TRUE));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vd_test_find_visible_button (panel,
                                                                                    "_Roll"))));
  vd_test_close_window (window);
}

/* The CRT's column (1914-CBT-11), roll by roll: the die modifier and floor applied as a Roll
 * would, a cell the owner entered shown with its meaning, the others to be supplied. */
static void
test_crt_column (Fixture *fixture, gconstpointer data)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  VdWindow *window;
  GtkWidget *panel;
  GtkLabel *label;
  GtkWidget *row;

  /* Column 2:1, die -1: a roll of 3 is read on row 2. */
  vd_hex_entries_set_cell (entries, "crt", "2", "2:1", "DR", "Test", NULL);
  g_assert_true (vd_hex_entries_save (entries, NULL));
  window = vd_test_board_open_copy (fixture, "odds-1914.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Column 2:1 of the Combat results table", TRUE);
  label = vd_test_find_visible_label (panel, "Column 2:1 of the Combat results table", FALSE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_ancestor (
                                   GTK_WIDGET (label), ADW_TYPE_EXPANDER_ROW)), TRUE);
  vd_test_wait_for_label (panel, "Roll 3, row 2", TRUE);
  label = vd_test_find_visible_label (panel, "Roll 3, row 2", FALSE);
  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "DR: The defender retreats one hex.");
  /* A roll of 1 is floored on row 0 (1914-CBT-13); its cell is not given. */
  label = vd_test_find_visible_label (panel, "Roll 1, row 0", TRUE);
  g_assert_nonnull (label);
  row = gtk_widget_get_ancestor (GTK_WIDGET (label), ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Unknown, supply it (1914-CBT-11)");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Roll 6, row 5", TRUE));
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

/* A counter's Retreats row shades on the map the hexes it may be retreated into, as the core
 * lists them (1914-RET-2, -3), and says who chooses (1914-RET-7); another hex clears them. */
static void
test_retreat_shading (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  GtkWidget *panel;
  VdBoardView *view;
  const VdHexRetreat *shaded;
  g_autoptr(VdHexRetreat) listed = NULL;

  window = vd_test_board_open_copy (fixture, "retreat-1914.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  view = vd_window_get_board_view (window);
  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Retreats", TRUE);
  /* Who chooses, in the counter's details before the map is shaded. */
  vd_test_wait_for_label (panel, "Chosen by its owner (1914-RET-7)", TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Show on the _Map"), "clicked");
  vd_test_spin_a_little ();
  shaded = vd_board_view_get_retreats (view);
  g_assert_nonnull (shaded);
  listed = vd_hex_retreat (vd_board_document_get_board (vd_window_get_board_document (window)),
                           vd_board_document_get_module (vd_window_get_board_document (window)),
                           "f1", 1, NULL);
  g_assert_cmpuint (shaded->choices->len, ==, listed->choices->len);
  g_assert_cmpuint (shaded->refused->len, ==, listed->refused->len);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "chosen by its owner "
                                                "(1914-RET-7)", TRUE));
  vd_test_board_click (window, "0101");
  vd_test_spin_a_little ();
  g_assert_null (vd_board_view_get_retreats (view));
  /* Escape clears them too. */
  vd_test_board_click (window, "0303");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Show on the _Map"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_board_view_get_retreats (view));
  gtk_widget_activate_action (GTK_WIDGET (view), "board.clear-selection", NULL);
  g_assert_null (vd_board_view_get_retreats (view));
  /* Worked out on the whole board, they are never a side's: a side's view drops them. */
  vd_test_board_click (window, "0303");
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Show on the _Map"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_board_view_get_retreats (view));
  vd_board_view_set_side (view, "german");
  g_assert_null (vd_board_view_get_retreats (view));
  vd_board_view_set_retreats (view, g_steal_pointer (&listed));
  g_assert_null (vd_board_view_get_retreats (view));
  vd_test_close_window (window);
}

/* BN 25.3a, 25.3 in the Retreats row: the hexes retreated asked (1 or 2), and a 2-hex retreat
 * shaded as `hex retreat --hexes 2` lists it, the hex it passes through told as on its way. */
static void
test_retreat_shading_bn_25_3a (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "retreat-bn.yaml");
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  VdBoardView *view = vd_window_get_board_view (window);
  VdBoardDocument *document = vd_window_get_board_document (window);
  g_autoptr(VdHexRetreat) listed = NULL;
  const VdHexRetreat *shaded;
  GtkWidget *spin;

  vd_test_board_click (window, "0303");
  vd_test_wait_for_label (panel, "Retreats", TRUE);
  spin = vd_test_row_widget (panel, "Retreats", GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (spin), ==, "Hexes retreated, 1 to 2 (25.3a)");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 2);
  g_signal_emit_by_name (vd_test_find_visible_button (panel, "Show on the _Map"), "clicked");
  vd_test_spin_a_little ();
  shaded = vd_board_view_get_retreats (view);
  g_assert_nonnull (shaded);
  listed = vd_hex_retreat (vd_board_document_get_board (document),
                           vd_board_document_get_module (document), "fr", 2, NULL);
  g_assert_cmpuint (shaded->choices->len, ==, listed->choices->len);
  g_assert_nonnull (((const VdHexRetreatChoice *) shaded->choices->pdata[0])->path);
  vd_test_board_hover (window, "0305");
  g_assert_nonnull (strstr (vd_window_get_board_status (window), " — a retreat (25.3)"));
  vd_test_board_hover (window, "0403");
  g_assert_nonnull (strstr (vd_window_get_board_status (window),
                            " — on a retreat’s way (bn-i-rear)"));
  vd_test_close_window (window);
}

/* The odds group in the games that do not fight by a CRT: LBA's odds as the two pre-melee
 * checks' modifiers (LBA-PRE-1, LBA-PRE-2), BN's melee by strength letters up to its missing
 * Odds Table (23.1j); neither offers a roll. */
static void
test_odds_other_games (Fixture *fixture, gconstpointer data)
{
  static const char * const files[] = { "pre-melee-lba.yaml", "melee-bn.yaml" };
  static const char * const hexes[] = { "0303", "0102" };
  static const char * const said[] = {
    "Every enemy beside it attacking: 7 against 3, 2/1: pre-melee checks, attacker +0, "
    "defender +0",
    "Every enemy beside it attacking: 8 against 5" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex", files[i],
                                                       NULL);
      g_autofree char *text = NULL, *path = NULL;
      VdWindow *window;
      GtkWidget *panel, *odds;

      g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
      path = vd_test_write_file (fixture, files[i], text);
      window = vd_test_board_open (path);
      panel = GTK_WIDGET (vd_window_get_board_panel (window));
      vd_test_board_click (window, hexes[i]);
      vd_test_wait_for_label (panel, "Odds Against This Hex", TRUE);
      g_assert_nonnull (vd_test_find_visible_label (panel, said[i], TRUE));
      g_assert_nonnull (vd_test_find_visible_label (panel, i == 0 ? "LBA-PRE-2" : "23.1j",
                                                    FALSE));
      /* No result table to roll on (the carré group below has its own dice). */
      odds = gtk_widget_get_ancestor (
        GTK_WIDGET (vd_test_find_visible_label (panel, "Odds Against This Hex", FALSE)),
        ADW_TYPE_PREFERENCES_GROUP);
      g_assert_null (vd_test_find_visible_button (odds, "_Roll"));
      vd_test_close_window (window);
    }
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("vedette-board-data-XXXXXX", NULL);
  int status;

  /* The owner's chart entries go to a folder of the test's own, not one other tests read. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/board/odds-1914-TER-5", test_odds_panel);
  VD_TEST_ADD ("/app/board/apply-result-1914-CBT-11-RET-6", test_apply_result);
  VD_TEST_ADD ("/app/board/apply-reentry-die-1914-RET-5", test_apply_reentry_die);
  VD_TEST_ADD ("/app/board/refuse-combat-1914-CBT-8", test_refuse_combat);
  VD_TEST_ADD ("/app/board/reduce-attack-1914-CBT-7", test_reduce_attack);
  VD_TEST_ADD ("/app/board/odds-attackers-1914-CBT-9-CBT-11", test_odds_attackers);
  VD_TEST_ADD ("/app/board/odds-LBA-PRE-1-bn-23.1j", test_odds_other_games);
  VD_TEST_ADD ("/app/board/odds-whole-stack-1914-CBT-5", test_odds_whole_stack);
  VD_TEST_ADD ("/app/board/crt-column-1914-CBT-11-CBT-13", test_crt_column);
  VD_TEST_ADD ("/app/board/retreat-shading-1914-RET-2-RET-7", test_retreat_shading);
  VD_TEST_ADD ("/app/board/retreat-shading-bn-25.3a", test_retreat_shading_bn_25_3a);
  VD_TEST_ADD ("/app/board/line-of-sight-19.2b-19.3f", test_line_of_sight);
  VD_TEST_ADD ("/app/board/combats-1914-CBT-2-CBT-5", test_combats_panel);
  status = g_test_run ();
  vd_test_remove_dir (data_home);
  return status;
}
