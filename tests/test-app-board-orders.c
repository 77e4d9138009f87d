#include <string.h>

#include "vd-window-private.h"
#include "vd-test-board.h"

/* BN's board actions the command line had alone, in the board panel through the real widgets:
 * a divisional order dropped (10.5b), a wing's stoppage (10.3c), the Desertion Table after an
 * emergency retreat (21.1, 10.4), the melee limits (23.1) and a charge's steps (24.1, 8.4). */

/* The subtitle of the action row in ROOT holding a label with LABEL in it. */
static const char *
row_subtitle (GtkWidget *group, const char *label)
{
  GtkLabel *found = vd_test_find_visible_label (group, label, TRUE);
  GtkWidget *row;

  g_assert_nonnull (found);
  row = gtk_widget_get_ancestor (GTK_WIDGET (found), ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

/* BN 10.5b in the app, as `hex order --drop`: d2's divisional order is refused while whether
 * it is back within its corps' radius waits on a missing cost (10.5a-C), the journal left as it
 * was; back in Ney's hex, it is dropped as one `order` event (action drop, line 1), the sheet
 * says so, and Undo takes it back. */
static void
test_drop_10_5b (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "emergency-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0101", "Orders");
  GtkWidget *expander;
  const VdBoardEvent *event;
  const char *help;

  g_assert_nonnull (vd_test_find_visible_label (group, "Drop the Divisional Order", FALSE));
  expander = vd_test_open_expander (group, "Drop the Divisional Order");
  help = row_subtitle (expander, "within its commander’s radius or not is not known");
  g_assert_nonnull (strstr (help, "(10.5a-C)"));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Drop"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (expander, "waits on what is missing", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  vd_test_close_window (window);

  window = vd_test_board_open_copy (fixture, "orders-drop-bn.yaml");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  group = vd_test_board_group (window, "0909", "Orders");
  expander = vd_test_open_expander (group, "Drop the Divisional Order");
  help = row_subtitle (expander, "it may drop its divisional order");
  g_assert_nonnull (strstr (help, "within 8 officer MP of its commander ney"));
  g_assert_nonnull (strstr (help, "(10.5b)"));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Drop"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpstr (event->order_action, ==, "drop");
  g_assert_cmpint (event->order_line, ==, 1);
  g_assert_cmpstr (event->result, ==, "dropped");
  group = vd_test_board_group (window, "0909", "Orders");
  g_assert_null (vd_test_find_visible_label (group, "Drop the Divisional Order", FALSE));
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  group = vd_test_board_group (window, "0909", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "Drop the Divisional Order", FALSE));
  vd_test_close_window (window);
}

/* BN 10.3c in the app, as `hex stoppage --rank wing`: Ney's corps tested as a wing names the
 * wing's own rules missing, with the corps' answer as far as it goes (quality 3, roll 2: it
 * stops); as a corps, that missing line is not there; nothing is recorded. */
static void
test_stoppage_wing_10_3c (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "stoppage-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0707", "Orders");

  vd_test_open_expander (group, "Attack Stoppage");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Commander’s Quality",
                                                                  GTK_TYPE_SPIN_BUTTON)), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Roll",
                                                                  GTK_TYPE_SPIN_BUTTON)), 2);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Test"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "roll 2: it stops", TRUE));
  g_assert_null (vd_test_find_visible_label (group, "a wing: this game’s own stoppage rules",
                                             TRUE));
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "A Wing", GTK_TYPE_SWITCH)),
                         TRUE);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Test"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "a wing: this game’s own stoppage rules "
                                                "for wings are not in the module", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "(10.3c)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "roll 2: it stops", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  vd_test_close_window (window);
}

/* BN 10.3, 8.2 in the app, as `hex stoppage --apply`: Ney's roll of 7 (quality 3) kept by
 * Record Roll as a `roll` event, the command phase's stoppage step; the journal page lists it
 * in the French view, not in the allied one (a side's own roll); Undo takes it back as one
 * step; a roll of 0 records nothing and says why. */
static void
test_stoppage_recorded_10_3 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "stoppage-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  GtkWidget *group = vd_test_board_group (window, "0707", "Orders");
  const VdBoardEvent *event;
  const char *text = "ney’s attack stoppage roll (10.3b): 7, on 1, 3 or more needed: keeps "
                     "attacking";

  vd_test_open_expander (group, "Attack Stoppage");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Commander’s Quality",
                                                                  GTK_TYPE_SPIN_BUTTON)), 3);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Record Roll"), "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "give the roll of two dice", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Roll",
                                                                  GTK_TYPE_SPIN_BUTTON)), 7);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Record Roll"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  event = vd_battle_get_event (battle, 2);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROLL);
  g_assert_cmpstr (event->test, ==, "stoppage");
  g_assert_cmpstr (event->unit_id, ==, "ney");
  g_assert_cmpint (event->die, ==, 7);
  g_assert_cmpstr (event->result, ==, "keeps-attacking");
  g_assert_cmpuint (vd_board_document_get_board (vd_window_get_board_document (window))
                      ->phase_step, ==, 2);

  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (panel, text, TRUE));
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (panel, text, TRUE));
  vd_window_board_set_side (window, "allied");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "attack stoppage roll", TRUE));
  vd_window_board_set_side (window, NULL);
  vd_test_spin_a_little ();
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  vd_board_panel_set_page (vd_window_get_board_panel (window), "inspector");
  vd_test_close_window (window);
}

/* BN 21.1 after 10.4 in the app, as `hex desertion`: no roll is owed before Ney's emergency
 * retreat; once it is recorded, fr-1 (grade C) owes one die in column C; a 4 names the missing
 * cell and records nothing; Undo of the retreat takes the roll owed away. */
static void
test_desertion_21_1 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "emergency-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  GtkWidget *group, *expander;
  const char *help;

  vd_test_board_click (window, "0907");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Desertion Table", FALSE));
  group = vd_test_board_group (window, "0909", "Orders");
  vd_test_open_expander (group, "Emergency Retreat");
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Fall Back"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);

  group = vd_test_board_group (window, "0907", "Orders");
  g_assert_nonnull (vd_test_find_visible_label (group, "After ney’s emergency retreat (line 2)",
                                                TRUE));
  expander = vd_test_open_expander (group, "Desertion Table");
  help = row_subtitle (expander, "one die, unmodified, in column C");
  g_assert_nonnull (strstr (help, "(21.1)"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Die",
                                                                  GTK_TYPE_SPIN_BUTTON)), 4);
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Read the Die"), "clicked");
  vd_test_spin_a_little ();
  help = row_subtitle (expander, "one die, unmodified, in column C");
  g_assert_nonnull (strstr (help, "Desertion Table: the cell of column C, die 4 is not given"));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  vd_test_board_click (window, "0909");
  vd_test_board_click (window, "0907");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Desertion Table", FALSE));
  vd_test_close_window (window);
}

/* The preferences group holding the visible label TEXT in the board panel of WINDOW. */
static GtkWidget *
group_of (VdWindow *window, const char *text)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));

  vd_test_wait_for_label (panel, text, TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, text, FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* BN 23.1 in the app, as `hex melee` and `hex attack`: at al-1's hex every enemy beside it
 * attacks, fr-3 among them, which joined fr-1's stack during the movement phase: refused
 * (23.1e), nothing to roll; without fr-3 it is within the limits, each limit with its rule,
 * the close-combat column named missing (23.1h) and the flank left to the players (23.1i); a
 * side's view shows none of it. */
static void
test_melee_limits_23_1 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "charge-steps-app-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group;

  vd_test_board_click (window, "0502");
  group = group_of (window, "Melee Refused");
  g_assert_cmpstr (row_subtitle (group, "was not stacked with"), ==,
                   "fr-1 was not stacked with fr-3 as the movement phase began (23.1e)");
  g_assert_null (vd_test_find_visible_label (group, "Roll the Die", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Within the Melee Limits", FALSE));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, "fr-3",
                                                                     GTK_TYPE_CHECK_BUTTON)),
                               FALSE);
  group = group_of (window, "Within the Melee Limits");
  g_assert_null (vd_test_find_visible_label (group, "Melee Refused", FALSE));
  g_assert_cmpstr (row_subtitle (group, "stacked with fr-1 since the phase began"), ==,
                   "fr-2: stacked with fr-1 since the phase began");
  g_assert_nonnull (vd_test_find_visible_label (group, "23.1e", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Missing (23.1h)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Yours to Judge (23.1i)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  /* A side's view: the limits read the journal and both stacks, the referee's only. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  vd_test_board_click (window, "0502");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "Melee Refused", FALSE));
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "Within the Melee Limits",
                                             FALSE));
  vd_test_close_window (window);
}

/* BN 8.4 steps B to I in the app, as `hex charge-steps`: h1's charge at al-1, declared, shows
 * the hex that may try square, who becomes blown, each step with its rule, the Morale Table's
 * square test named missing (8.5) and the square left to its owner (11.6b); a reaction charge
 * adds what follows it (15.2e); recalled, no one becomes blown and a pursuit is refused (24.2);
 * a hex pursued into that is no enemy's next to it is refused (24.1-H); nothing is recorded. */
static void
test_charge_steps_8_4 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "charge-steps-app-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0302", "Cavalry Charge");
  GtkWidget *pursue;

  g_assert_cmpstr (row_subtitle (group, "square may be tried in"), ==,
                   "square may be tried in: 0502; pursuit into: none; blown: h1");
  g_assert_nonnull (vd_test_find_visible_label (group, "Steps B to I (8.4)", FALSE));
  g_assert_cmpstr (row_subtitle (group, "0502 may try square"), ==,
                   "al-1: 0502 may try square (the target's hex): al-1 takes the square test "
                   "for it");
  g_assert_nonnull (vd_test_find_visible_label (group, "24.1-I", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "h1: attacked: becomes blown", TRUE));
  g_assert_cmpstr (row_subtitle (group, "the square test is read on the Morale Table"), ==,
                   "the square test is read on the Morale Table, whose cells are not given");
  g_assert_nonnull (vd_test_find_visible_label (group, "Missing (8.5)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Yours to Judge (11.6b)", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "15.2e", FALSE));
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "Reaction Charge",
                                                         GTK_TYPE_SWITCH)), TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "15.2e", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "the reaction charge cost it none", TRUE));
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "Reaction Charge",
                                                         GTK_TYPE_SWITCH)), FALSE);

  /* 24.2: recalled at step C, no one becomes blown, and a pursuit is refused; 24.1-H: a hex
   * pursued into must be an enemy-held one next to it. */
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "Recalled", GTK_TYPE_SWITCH)),
                         TRUE);
  vd_test_spin_a_little ();
  g_assert_cmpstr (row_subtitle (group, "square may be tried in"), ==,
                   "square may be tried in: 0502; pursuit into: none; blown: none");
  g_assert_cmpstr (row_subtitle (group, "recalled: no one becomes blown"), ==,
                   "h1: recalled: no one becomes blown");
  pursue = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (group, "Pursue Into",
                                                                            FALSE)),
                                    ADW_TYPE_ENTRY_ROW);
  gtk_editable_set_text (GTK_EDITABLE (pursue), "0909");
  g_signal_emit_by_name (pursue, "apply");
  vd_test_spin_a_little ();
  g_assert_cmpstr (row_subtitle (group, "a recalled charge does not pursue"), ==,
                   "a recalled charge does not pursue (24.2)");
  g_assert_nonnull (vd_test_find_visible_label (group, "Pursuit Refused", FALSE));
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "Recalled", GTK_TYPE_SWITCH)),
                         FALSE);
  vd_test_spin_a_little ();
  g_assert_cmpstr (row_subtitle (group, "is no enemy-held hex"), ==,
                   "0909 is no enemy-held hex next to it whose ground allows a charge (24.1-H)");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/board/orders-drop-10.5b", test_drop_10_5b);
  VD_TEST_ADD ("/app/board/stoppage-wing-10.3c", test_stoppage_wing_10_3c);
  VD_TEST_ADD ("/hex/rules/bn/10.3-stoppage-recorded-app", test_stoppage_recorded_10_3);
  VD_TEST_ADD ("/app/board/desertion-21.1", test_desertion_21_1);
  VD_TEST_ADD ("/app/board/melee-limits-23.1", test_melee_limits_23_1);
  VD_TEST_ADD ("/app/board/charge-steps-8.4", test_charge_steps_8_4);
  return g_test_run ();
}
