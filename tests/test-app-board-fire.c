#include <string.h>

#include "vd-board-battle.h"
#include "vd-window-private.h"
#include "vd-test-board.h"

/* BN's fire-side board actions the command line had first, in the app through the real
 * widgets: opportunity fire (15.1), fire shared by levels (20.2e), artillery points (27.3),
 * batteries' points moved (27.1) and skirmishers falling back (11.5e). */

/* FIRER's row of the fire GROUP ticked with POINTS. */
static void
tick (GtkWidget *group, const char *firer, double points)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, firer,
                                                                  GTK_TYPE_SPIN_BUTTON)),
                             points);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, firer,
                                                                     GTK_TYPE_CHECK_BUTTON)),
                               points >= 0);
  vd_test_spin_a_little ();
}

static void
set_switch (GtkWidget *group, const char *title, gboolean on)
{
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, title, GTK_TYPE_SWITCH)), on);
  vd_test_spin_a_little ();
}

/* BN 15.1 in the app: with Opportunity Fire on, fr-c, whose close-fire zone does not cover
 * the mover, is refused (15.1d); fr-b's fire is said with its zone (15.1a) and not counted
 * against its fire phase (15.1e), the players' roll recorded as opportunity fire, one step
 * to undo. Without it, the movement phase refuses a fire at range and records a melee's
 * (20.0). */
static void
test_opportunity (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "opportunity-app-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0507", "Fire at This Hex");
  const VdBoardEvent *event;

  set_switch (group, "Opportunity Fire", TRUE);
  tick (group, "fr-c", 4);
  vd_test_wait_for_label (group, "Not a Fire the Rules Allow", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (group, "fr-c has no close-fire zone over 0507, "
                                                "where al-1 stands: only the batteries whose "
                                                "zone it is may fire (15.1d)", FALSE));
  tick (group, "fr-c", -1);
  tick (group, "fr-b", 4);
  vd_test_wait_for_label (group, "Fire points 4: column 4", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (group, "15.1a", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "fr-b: its close-fire zone covers 0507, "
                                                "where al-1 stands", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "15.1e", FALSE));
  vd_test_read_roll (group, 46);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_COMBAT);
  g_assert_true (event->opportunity);
  g_assert_cmpstr (event->attackers[0], ==, "fr-b");
  g_assert_cmpstr (event->defenders[0], ==, "al-1");
  g_assert_cmpstr (event->result, ==, "1(1)+MC");
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  /* Without the switch, the same fire is an ordinary one: no zone asked. */
  group = vd_test_board_group (window, "0507", "Fire at This Hex");
  set_switch (group, "Opportunity Fire", FALSE);
  vd_test_wait_for_label (group, "Fire points 4: column 4", TRUE);
  g_assert_null (vd_test_find_visible_label (group, "15.1a", FALSE));
  /* 20.0: in this movement phase a fire at range is refused; a melee's or a charge's is
   * recorded as one. */
  vd_test_read_roll (group, 46);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "a fire at range in Second "
                                                "player: movement phase: a movement phase's fire "
                                                "comes only within a melee or a charge (say so) "
                                                "or as opportunity fire (20.0)", TRUE));
  group = vd_test_board_group (window, "0507", "Fire at This Hex");
  set_switch (group, "Within a Melee or a Charge", TRUE);
  vd_test_read_roll (group, 46);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_true (event->melee && event->fire && !event->opportunity);
  vd_test_close_window (window);
}

/* BN 20.2e in the app: fr-1 and fr-b fire at al; their fire at al2 in the same phase is
 * refused (20.2b) until each is a share, said with its rule (fr-b ticked off the shares is
 * refused alone); fr-1's shares typed are judged by whole levels: 2C refused, B + B within its
 * A; the shares' roll recorded, one step to undo. */
static void
test_shared (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "fire-share-app-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0504", "Fire at This Hex");
  const char *shares = "fr-1’s Shares";
  const VdBoardEvent *event;

  tick (group, "fr-1", 4);
  tick (group, "fr-b", 1);
  vd_test_read_roll (group, 46);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  group = vd_test_board_group (window, "0506", "Fire at This Hex");
  tick (group, "fr-1", 4);
  tick (group, "fr-b", 1);
  vd_test_read_roll (group, 46);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "fr-1 has fired in this "
                                                "fire phase already, at al (20.2b)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_null (vd_test_find_visible_label (group, shares, FALSE));
  set_switch (group, "A Share of Their Fire", TRUE);
  vd_test_wait_for_label (group, shares, TRUE);
  g_assert_nonnull (vd_test_find_visible_label (group, "20.2e", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "fr-1: one share of its fire, by whole "
                                                "levels", TRUE));
  /* fr-b ticked off the shares fires all of its fire: its earlier fire refuses it. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, "fr-b’s Shares",
                                                                     GTK_TYPE_CHECK_BUTTON)),
                               FALSE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Fires all of its fire at this target",
                                                FALSE));
  g_assert_null (vd_test_find_visible_label (group, "fr-b: one share of its fire", TRUE));
  vd_test_read_roll (group, 46);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "fr-b has fired in this "
                                                "fire phase already, at al (20.2b)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, "fr-b’s Shares",
                                                                     GTK_TYPE_CHECK_BUTTON)),
                               TRUE);
  vd_test_spin_a_little ();
  gtk_editable_set_text (GTK_EDITABLE (vd_test_row_widget (group, shares, GTK_TYPE_ENTRY)),
                         "2C");
  vd_test_click_in_row (group, shares, "C_heck");
  g_assert_nonnull (vd_test_find_visible_label (group, "May not: “2C” is not a whole level of "
                                                "strength (C, B, A, AB…): fire is shared only "
                                                "by whole levels (20.2e)", FALSE));
  gtk_editable_set_text (GTK_EDITABLE (vd_test_row_widget (group, shares, GTK_TYPE_ENTRY)),
                         "B,B");
  vd_test_click_in_row (group, shares, "C_heck");
  g_assert_nonnull (vd_test_find_visible_label (group, "fr-1 A into B + B: whole levels, 4 C of "
                                                "4 (20.2e)", FALSE));
  vd_test_read_roll (group, 46);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpstr (event->attackers[0], ==, "fr-1");
  g_assert_cmpstr (event->attackers[1], ==, "fr-b");
  g_assert_cmpstr (event->defenders[0], ==, "al2");
  g_assert_false (event->opportunity);
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  vd_test_close_window (window);
}

/* BN 27.3 in the app: the batteries ticked at al, their points added per hex and type and
 * read — the seed's first example, 6 fire points — and, with h7 in h1's hex, their 5 heavy
 * points read together, a cell the seed does not give, named as missing. */
static void
test_artillery (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "battery-app-bn.yaml");
  GtkWidget *group = vd_test_board_group (window, "0808", "Fire at This Hex");

  tick (group, "1b (3Hf)", 2);
  tick (group, "2b (3Hf)", 2);
  tick (group, "3b (3Hf)", 2);
  vd_test_wait_for_label (group, "Artillery Fire Points: 6 (27.3)", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (group, "0805 h1: 3 heavy points at range 3, 2 "
                                                "fire points (27.3-ex)", TRUE));
  tick (group, "8b (2Hf)", 0);
  vd_test_wait_for_label (group, "Artillery Fire Points: Not Known (27.3)", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (group, "missing: h1, h7: 5 heavy points at range "
                                                "3: the cell of the heavy fire-point table is "
                                                "not given (27.3)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "h1, h7 fire from one hex: their 5 heavy "
                                                "points are read together", TRUE));
  vd_test_close_window (window);
}

/* BN 27.1 in the app: g2 (3 heavy foot, 1.4.7) may not give to g3, horse; giving to g1 asks a
 * reading not chosen, named; two points detached as g2-d1, one step to undo. A battery whose
 * name writes no notation says what is missing; a side's view shows none of it. */
static void
test_battery (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "battery-app-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "1615", "Battery");
  GtkDropDown *taker;

  g_assert_nonnull (vd_test_find_visible_label (group, "3 heavy foot points, as its name writes "
                                                "them (1.4.7)", FALSE));
  taker = GTK_DROP_DOWN (vd_test_row_widget (group, "Give Points to a Battery",
                                             GTK_TYPE_DROP_DOWN));
  /* The others of its side in the board's order: h1, h2, h3, h7, g1, g3, plain. */
  gtk_drop_down_set_selected (taker, 5);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "May not: g2 is heavy foot, g3 heavy "
                                                "horse: points move only between batteries of "
                                                "one type and class (27.1)", TRUE));
  vd_test_click_in_row (group, "Give Points to a Battery", "_Give");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  gtk_drop_down_set_selected (taker, 4);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Not known: g1 would hold 6 artillery "
                                                "points", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "(bn-i-battery-cap)", TRUE));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Points to Move",
                                                                  GTK_TYPE_SPIN_BUTTON)), 2);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "g2-d1 a detached battery of 2 points, "
                                                "g2-d1b (2Hf) (27.1)", TRUE));
  vd_test_click_in_row (group, "Detach a Battery", "_Detach");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), >, 0);
  g_assert_true (vd_test_board_unit (window, "g2-d1")->placed);
  g_assert_cmpstr (vd_test_board_unit (window, "g2-d1")->echelon, ==, "detached-battery");
  g_assert_cmpstr (vd_test_board_unit (window, "g2")->strength, ==, "1");
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpstr (vd_test_board_unit (window, "g2")->strength, ==, "3");
  group = vd_test_board_group (window, "1613", "Battery");
  g_assert_nonnull (vd_test_find_visible_label (group, "its name does not write its type and "
                                                "class", TRUE));
  /* The referee's: a side's view shows no battery's steps. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  vd_test_board_click (window, "1615");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "Give Points to a Battery",
                                             FALSE));
  vd_test_close_window (window);
}

/* BN 11.5e in the app: sk-a may fall back before al-2 (not into 0503, where al-2 comes from,
 * refused with the rule), recorded as hex skirmish records it, one step to undo; sk-m,
 * stacked with a line, may not. */
static void
test_fall_back (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "fall-back-app-bn.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0504", "Skirmisher");
  const char *row = "Fall Back Before al-2";
  GtkWidget *entry;

  g_assert_nonnull (vd_test_find_visible_label (group, "0505", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "one hex back as al-2 comes on to melee "
                                                "or charge it; a charge goes on into that hex "
                                                "instead (11.5e)", TRUE));
  entry = vd_test_row_widget (group, row, GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0503");
  vd_test_click_in_row (group, row, "_Fall Back");
  g_assert_nonnull (vd_test_find_visible_label (group, "0503 is the hex the attacker comes from "
                                                "(11.5e)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0505");
  vd_test_click_in_row (group, row, "_Fall Back");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "sk-a")->hex,
                               vd_test_board_hex (window, "0505")));
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "sk-a")->hex,
                               vd_test_board_hex (window, "0504")));
  group = vd_test_board_group (window, "0707", "Skirmisher");
  g_assert_nonnull (vd_test_find_visible_label (group, "Nowhere: it is stacked with counters in "
                                                "other formations (11.5e)", FALSE));
  g_assert_null (vd_test_find_visible_button (group, "_Fall Back"));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("vedette-board-data-XXXXXX", NULL);
  int status;

  /* The owner's chart entries go to a folder of the test's own, not one other tests read. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/board/fire-opportunity-15.1a-15.1d-15.1e", test_opportunity);
  VD_TEST_ADD ("/app/board/fire-split-20.2b-20.2e", test_shared);
  VD_TEST_ADD ("/app/board/artillery-27.3", test_artillery);
  VD_TEST_ADD ("/app/board/battery-27.1-1.4.7", test_battery);
  VD_TEST_ADD ("/app/board/skirmish-fall-back-11.5e", test_fall_back);
  status = g_test_run ();
  vd_test_remove_dir (data_home);
  return status;
}
