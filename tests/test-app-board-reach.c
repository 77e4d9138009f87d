/* BN's order sheet in the app's drag, as hex move and hex reach read it (vd_hex_orders_move_ask),
 * tests named after the rules: 10.5b a unit on a divisional order may leave its commander's
 * radius, 10.1h a corps HQ with no order in force is pinned; 18.0b a forced march kept with its
 * move owes a Desertion Table roll. Officers' and HQs' clear-ground
 * cost is the test's entry (the seed's Movement Table is missing), not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-window-private.h"
#include "vd-test-board.h"

/* The owner's entry: clear ground costs 1 MP to officers and HQs. */
static void
enter_officer_costs (void)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.hq", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

/* UNIT picked up at FROM and held over OVER: the status line's answer there, then dropped. */
static char *
status_over (VdWindow *window, const char *from, const char *over)
{
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  double x0, y0, x1, y1;
  char *status;

  vd_test_board_centre (window, from, &x0, &y0);
  vd_test_board_centre (window, over, &x1, &y1);
  g_signal_emit_by_name (click, "pressed", 1, x0, y0);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", (x1 - x0) / 2 + 1, (y1 - y0) / 2 + 1);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  vd_test_spin_a_little ();
  status = g_strdup (vd_window_get_board_status (window));
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  g_signal_emit_by_name (click, "released", 1, x1, y1);
  vd_test_spin_a_little ();
  return status;
}

/* 10.5b: d1, on a divisional order of his own, is dragged to 0102, beyond 8 officer MP from
 * ney his corps HQ: shaded as reached, moved, and the move kept in the journal with the rule;
 * the panel says he is free of his radius. Without the sheet the app refused it (10.5a). */
static void
test_reach_10_5b (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  GtkWidget *panel;
  VdBattle *battle;
  const VdBoardEvent *event;
  g_autofree char *status = NULL;

  enter_officer_costs ();
  window = vd_test_board_open_copy (fixture, "reach-orders-bn.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);

  vd_test_board_click (window, "0907");
  vd_test_wait_for_label (panel, "Free of Its Command Radius", TRUE);
  vd_test_wait_for_label (panel, "On a divisional order, it may move beyond its commander’s "
                          "radius (10.5b)", TRUE);

  /* Over 0102 it is reached: its cost said, not a refusal. */
  status = status_over (window, "0907", "0102");
  g_assert_nonnull (strstr (status, "0102"));
  g_assert_null (strstr (status, "refused"));
  g_assert_nonnull (strstr (status, " MP"));
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "d1")->hex,
                               vd_test_board_hex (window, "0102")));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  event = vd_battle_get_event (battle, 2);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->unit_id, ==, "d1");
  g_assert_cmpstr (event->note, ==, "beyond its commander’s radius on its divisional order, 10.5b");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "beyond its commander’s "
                                                "radius on its divisional order, 10.5b", TRUE));
  vd_test_close_window (window);
}

/* 10.1h: soult, a corps HQ with no order in force, reaches no hex: over 0506 the status line
 * says it is refused, pinned, with the rule; dropped there, it stays, and why is said; nothing
 * is recorded. The panel says it is pinned. */
static void
test_pinned_hq_10_1h (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  GtkWidget *panel;
  VdBattle *battle;
  g_autofree char *status = NULL;

  enter_officer_costs ();
  window = vd_test_board_open_copy (fixture, "reach-orders-bn.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));

  vd_test_board_click (window, "0505");
  vd_test_wait_for_label (panel, "Pinned: It Does Not Move", TRUE);
  vd_test_wait_for_label (panel, "pinned: no order of its is in force; it moves only on a new "
                          "order, an initiative or an emergency retreat (10.1h)", TRUE);

  status = status_over (window, "0505", "0506");
  g_assert_nonnull (strstr (status, "refused: soult: pinned: no order of its is in force"));
  g_assert_nonnull (strstr (status, "(10.1h)"));
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "soult")->hex,
                               vd_test_board_hex (window, "0505")));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "soult: pinned: no order of "
                                                "its is in force", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "emergency retreat (10.1h); "
                                                "hold Shift", TRUE));

  /* ney, on his corps' order, is not pinned: he moves. */
  vd_test_board_drag (window, "0909", "0908");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "ney")->hex,
                               vd_test_board_hex (window, "0908")));
  vd_test_close_window (window);
}

/* The subtitle of the row under ROOT whose subtitle holds TEXT, or NULL. */
static const char *
subtitle_with (GtkWidget *root, const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found;

      if (ADW_IS_ACTION_ROW (child) &&
          strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (child)) ?: "", text) != NULL)
        return adw_action_row_get_subtitle (ADW_ACTION_ROW (child));
      if (ADW_IS_EXPANDER_ROW (child) &&
          strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (child)) ?: "", text) != NULL)
        return adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (child));
      if ((found = subtitle_with (child, text)) != NULL)
        return found;
    }
  return NULL;
}

/* 18.0b: fr, with 4 MP, force-marched (Ctrl: the most BN allows, 6) six hexes: the move is kept
 * with `forced: 6`, and the Orders group then offers the Desertion Table, two rolls, said with
 * 18.0b, as hex desertion does; before the march, and after its Undo, none is offered. */
static void
test_desertion_18_0b (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  GtkWidget *group, *panel;
  VdBattle *battle;
  const VdBoardEvent *event;
  const char *subtitle;

  enter_officer_costs ();
  window = vd_test_board_open_copy (fixture, "forced-desertion-bn.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  vd_test_board_click (window, "0103");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Desertion Table", FALSE));

  vd_board_view_set_forced_march (vd_window_get_board_view (window), TRUE);
  vd_test_board_drag (window, "0103", "0703");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "fr")->hex,
                               vd_test_board_hex (window, "0703")));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpint (event->forced, ==, 6);

  vd_test_board_click (window, "0703");
  group = vd_test_board_group (window, "0703", "Orders");
  subtitle = subtitle_with (group, "After its forced march");
  g_assert_nonnull (subtitle);
  g_assert_cmpstr (subtitle, ==, "After its forced march: force-marched +6 this turn: 2 rolls "
                   "on the Desertion Table (18.0b, 21.1)");
  vd_test_open_expander (group, "Desertion Table");
  g_assert_nonnull (subtitle_with (group, "one die, unmodified, in column C"));

  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  vd_test_board_click (window, "0103");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Desertion Table", FALSE));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("vedette-board-reach-XXXXXX", NULL);
  int status;

  /* The owner's chart entries go to a folder of the test's own, not one other tests read. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/board/reach-10.5b", test_reach_10_5b);
  VD_TEST_ADD ("/app/board/pinned-hq-10.1h", test_pinned_hq_10_1h);
  VD_TEST_ADD ("/app/board/desertion-18.0b", test_desertion_18_0b);
  status = g_test_run ();
  vd_test_remove_dir (data_home);
  return status;
}
