/* The orders in the app: a drag measured by the movement rules (ghost, readout, conditions,
 * refusal), and the bombard and repair tools, through the real gestures and actions. */
#include <math.h>
#include <string.h>

#include "vd-test-app.h"

/* The table of tests/files/orders/crossing.yaml (see it for the numbers), with a named hedge. */
static char *
write_orders_table (Fixture *fixture)
{
  return vd_test_write_file (fixture, "orders.yaml",
                             "vedette: 1\n"
                             "kind: table\n"
                             "title: Orders test\n"
                             "scale: 25mm\n"
                             "table: [1200, 1200]\n"
                             "terrain:\n"
                             "  - {id: hedge-1, type: light-obstacle, name: Hedge,"
                             " line: [[100, 400], [900, 400]]}\n"
                             "  - {id: rise-1, type: hill,"
                             " area: [[380, 100], [620, 100], [620, 230], [380, 230]]}\n"
                             "  - {id: marsh-1, type: marsh,"
                             " area: [[500, 500], [700, 500], [700, 600], [500, 600]]}\n"
                             "  - {id: village-1, type: house,"
                             " area: [[900, 900], [1000, 900], [1000, 1000], [900, 1000]]}\n"
                             "units:\n"
                             "  - {id: fr-col, name: Column, side: french, arm: infantry,"
                             " formation: column, at: [300, 340], frontage: 60, depth: 90,"
                             " figures: 24}\n"
                             "  - {id: fr-col-2, name: Second column, side: french,"
                             " arm: infantry, formation: column, at: [500, 340], frontage: 60,"
                             " depth: 90, figures: 24}\n"
                             "  - {id: fr-line, name: Line, side: french, arm: infantry,"
                             " formation: line, at: [600, 480], frontage: 120, depth: 30,"
                             " figures: 24}\n"
                             "  - {id: fr-sap, name: Sappers, side: french, arm: engineers,"
                             " formation: column, at: [700, 300], frontage: 40, depth: 60,"
                             " figures: 4}\n"
                             "  - {id: ru-bat, name: Battery, side: russian, arm: artillery,"
                             " formation: battery, at: [500, 200], frontage: 120, depth: 80,"
                             " figures: 8, calibre: 6}\n"
                             "  - {id: ru-bat-3, name: Light battery, side: russian,"
                             " arm: artillery, formation: battery, at: [800, 150],"
                             " frontage: 120, depth: 80, figures: 8, calibre: 3}\n"
                             "  - {id: fr-scouts, name: Scouts, side: french, arm: infantry,"
                             " formation: column, at: [740, 470], frontage: 40, depth: 20,"
                             " figures: 12, allowance: 1000}\n"
                             "  - {id: fr-village, name: Garrison, side: french, arm: infantry,"
                             " formation: column, at: [950, 980], frontage: 40, depth: 60,"
                             " figures: 24}\n"
                             "  - {id: ru-how, name: Howitzers, side: russian, arm: artillery,"
                             " formation: battery, at: [1100, 700], facing: 180, frontage: 60,"
                             " depth: 80, figures: 4, calibre: 6, howitzer: true}\n");
}

static void
message_cb (VdTableView *view, const char *text, GPtrArray *messages)
{
  g_ptr_array_add (messages, g_strdup (text));
}

static GPtrArray *
listen_to_messages (VdWindow *window)
{
  GPtrArray *messages = g_ptr_array_new_with_free_func (g_free);

  g_signal_connect (vd_window_get_table_view (window), "message", G_CALLBACK (message_cb),
                    messages);
  return messages;
}

static void
assert_readout_contains (VdWindow *window, const char *text)
{
  const char *readout = vd_table_view_get_readout (vd_window_get_table_view (window));

  if (readout == NULL || strstr (readout, text) == NULL)
    g_error ("the readout “%s” does not say “%s”", readout, text);
}

/* The view point over table point P. */
static VdPoint
view_point (VdWindow *window, VdPoint p)
{
  return vd_viewport_table_to_view (vd_table_view_get_viewport (vd_window_get_table_view (window)), p);
}

/* Through the hedge: the readout tells the cost while dragging, the drop moves the column and
 * LOBS-1 leaves it disorganized, which the panel shows and the file keeps. */
static void
test_drag_readout_and_conditions (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  g_autofree char *copy = g_build_filename (fixture->dir, "moved.yaml", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr(VdBattle) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  VdPoint offset = vd_test_view_offset (window, vd_point (0, 110));

  vd_test_click_unit (window, "fr-col");
  g_assert_null (vd_table_view_get_readout (view));
  vd_test_drag_begin (window, "fr-col");
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (0, 30)));
  /* 30 paces short of the hedge: nothing in the way yet. */
  assert_readout_contains (window, "30 of 160 paces");
  vd_test_drag_update (window, offset);
  vd_test_spin_a_little ();
  assert_readout_contains (window, "130 of 160 paces — Hedge −20 — arrives disorganized");
  g_assert_false (vd_table_view_get_readout_error (view));
  g_assert_cmpstr (vd_table_view_get_moving_unit (view), ==, "fr-col");

  vd_test_drag_end (window, offset);
  g_assert_null (vd_table_view_get_readout (view));
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-col")->at.y, 450, 0.051);
  g_assert_cmpuint (vd_test_unit (window, "fr-col")->conditions, ==, 1u << VD_CONDITION_DISORGANIZED);
  g_assert_true (vd_document_get_dirty (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                                "disorganized", FALSE));

  g_assert_true (vd_document_save (document, copy_file, &error));
  g_assert_no_error (error);
  reloaded = vd_test_read_battle (copy_file);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_table_find_unit (vd_battle_get_current (reloaded), "fr-col")->conditions,
                    ==, 1u << VD_CONDITION_DISORGANIZED);

  /* The referee rallies it: Reform clears the conditions. */
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                                 "Re_form"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.reform", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_test_unit (window, "fr-col")->conditions, ==, 0);
  g_assert_true (vd_document_get_dirty (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                                "None", FALSE));
  g_assert_null (vd_test_find_visible_button (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                              "Re_form"));
  vd_test_close_window (window);
}

/* Into the marsh (MARSH-1) or beyond the allowance: the readout turns red with the reason and
 * the drop puts the unit back where it stood, the table unchanged. */
static void
test_drag_refused (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GPtrArray) messages = listen_to_messages (window);
  VdPoint into_marsh = vd_test_view_offset (window, vd_point (0, 80));
  VdPoint too_far = vd_test_view_offset (window, vd_point (0, 300));

  vd_test_drag_begin (window, "fr-line");
  vd_test_drag_update (window, into_marsh);
  g_assert_true (vd_table_view_get_readout_error (view));
  assert_readout_contains (window, "not allowed: MARSH-1 marsh");
  vd_test_drag_end (window, into_marsh);
  g_assert_cmpfloat (vd_test_unit (window, "fr-line")->at.x, ==, 600);
  g_assert_cmpfloat (vd_test_unit (window, "fr-line")->at.y, ==, 480);
  g_assert_cmpuint (vd_test_unit (window, "fr-line")->conditions, ==, 0);
  g_assert_false (vd_document_get_dirty (document));
  g_assert_cmpuint (messages->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (messages, 0), "Line stays: "));
  g_assert_nonnull (strstr (g_ptr_array_index (messages, 0), "MARSH-1"));

  vd_test_drag_begin (window, "fr-col");
  vd_test_drag_update (window, too_far);
  g_assert_true (vd_table_view_get_readout_error (view));
  assert_readout_contains (window, "beyond the unit’s allowance");
  vd_test_drag_end (window, too_far);
  g_assert_cmpfloat (vd_test_unit (window, "fr-col")->at.y, ==, 340);
  g_assert_false (vd_document_get_dirty (document));
  g_assert_cmpuint (messages->len, ==, 2);

  /* Escape during a drag puts the unit back and clears the readout. */
  vd_test_drag_begin (window, "fr-col");
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (0, 50)));
  g_assert_nonnull (vd_table_view_get_readout (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  g_assert_null (vd_table_view_get_readout (view));
  g_assert_cmpfloat (vd_test_unit (window, "fr-col")->at.y, ==, 340);
  vd_test_drag_end (window, vd_test_view_offset (window, vd_point (0, 50)));
  g_assert_cmpfloat (vd_test_unit (window, "fr-col")->at.y, ==, 340);
  g_assert_false (vd_document_get_dirty (document));
  vd_test_close_window (window);
}

/* Round the marsh: straight through is MARSH-1; Space drops waypoints on the way, and the move
 * round it is measured along them and kept. */
static void
test_drag_waypoints (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdPoint beyond = vd_test_view_offset (window, vd_point (-140, 170));

  vd_test_drag_begin (window, "fr-scouts");
  vd_test_drag_update (window, beyond);
  assert_readout_contains (window, "not allowed: MARSH-1");

  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (0, 170)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.add-waypoint", NULL));
  vd_test_drag_update (window, beyond);
  /* 170 paces up beside the marsh, then 140 across above it. */
  assert_readout_contains (window, "310 of 1000 paces");
  g_assert_false (vd_table_view_get_readout_error (view));
  vd_test_drag_end (window, beyond);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-scouts")->at.x, 600, 0.051);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-scouts")->at.y, 640, 0.051);

  /* A new drag starts without the old waypoints; Space when nothing is dragged does nothing. */
  vd_test_drag_begin (window, "fr-scouts");
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (0, -170)));
  assert_readout_contains (window, "not allowed: MARSH-1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  vd_test_drag_end (window, vd_test_view_offset (window, vd_point (0, -170)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.add-waypoint", NULL));
  g_assert_null (vd_table_view_get_readout (view));
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-scouts")->at.y, 640, 0.051);
  vd_test_close_window (window);
}

/* The battery selected, Ctrl+B's action, a click on the hedge: LOBS-3 destroys 120 paces
 * centred where it was clicked, and a column then crosses the gap freely. */
static void
test_bombard_tool (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GPtrArray) messages = listen_to_messages (window);
  VdPoint offset = vd_test_view_offset (window, vd_point (0, 110));
  const VdStretch *gap;

  vd_test_click_unit (window, "ru-bat");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.bombard", NULL));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_BOMBARD);
  assert_readout_contains (window, "click the hedge, wall or house to fire at");

  /* A click on empty ground does nothing; the tool waits. */
  vd_test_click (view, view_point (window, vd_point (300, 700)));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_BOMBARD);
  g_assert_cmpuint (vd_test_feature (window, "hedge-1")->damage->len, ==, 0);

  vd_test_click (view, view_point (window, vd_point (500, 401)));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
  g_assert_null (vd_table_view_get_readout (view));
  g_assert_cmpuint (messages->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (messages, 0), ==, "Battery damaged 120 paces of Hedge (LOBS-3)");
  g_assert_cmpuint (vd_test_feature (window, "hedge-1")->damage->len, ==, 1);
  gap = &g_array_index (vd_test_feature (window, "hedge-1")->damage, VdStretch, 0);
  g_assert_cmpfloat_with_epsilon (gap->from, 340, 0.5);
  g_assert_cmpfloat_with_epsilon (gap->to, 460, 0.5);
  g_assert_cmpint (gap->state, ==, VD_DAMAGE_DESTROYED);
  g_assert_true (vd_document_get_dirty (document));

  /* Through the gap: no LOBS-1, no disorganization. */
  vd_test_drag_begin (window, "fr-col-2");
  vd_test_drag_update (window, offset);
  assert_readout_contains (window, "110 of 160 paces");
  g_assert_null (strstr (vd_table_view_get_readout (view), "Hedge"));
  vd_test_drag_end (window, offset);
  g_assert_cmpuint (vd_test_unit (window, "fr-col-2")->conditions, ==, 0);

  /* The sappers rebuild 4 × 15 = 60 paces of it (LOBS-4). */
  vd_test_click_unit (window, "fr-sap");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.repair", NULL));
  assert_readout_contains (window, "click the hedge, wall or house to rebuild");
  vd_test_click (view, view_point (window, vd_point (400, 400)));
  g_assert_cmpuint (messages->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (messages, 1), ==, "Sappers rebuilt 60 paces of Hedge (LOBS-4)");
  gap = &g_array_index (vd_test_feature (window, "hedge-1")->damage, VdStretch, 0);
  /* The damaged part nearest the click (x 400) first: 440..500 mm is rebuilt, x 500..560 stays open. */
  g_assert_cmpfloat_with_epsilon (gap->from, 400, 0.5);
  g_assert_cmpfloat_with_epsilon (gap->to, 460, 0.5);
  vd_test_close_window (window);
}

/* Without a battery selected the tool asks for one first; an infantry unit is not one, a
 * 3-pounder is refused by LOBS-3 and the hedge stays whole; Escape ends the tool. */
static void
test_bombard_picks_battery (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GPtrArray) messages = listen_to_messages (window);
  const VdUnit *infantry = vd_test_unit (window, "fr-line");
  const VdUnit *light = vd_test_unit (window, "ru-bat-3");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.bombard", NULL));
  assert_readout_contains (window, "click the battery that fires");
  vd_test_click (view, view_point (window, vd_footprint_centre (vd_unit_footprint (infantry))));
  g_assert_true (vd_table_view_get_readout_error (view));
  assert_readout_contains (window, "Only a battery bombards");

  vd_test_click (view, view_point (window, vd_footprint_centre (vd_unit_footprint (light))));
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "ru-bat-3");
  assert_readout_contains (window, "click the hedge, wall or house to fire at");
  vd_test_click (view, view_point (window, vd_point (800, 400)));
  g_assert_cmpuint (messages->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (messages, 0), "LOBS-3"));
  g_assert_cmpuint (vd_test_feature (window, "hedge-1")->damage->len, ==, 0);
  g_assert_false (vd_document_get_dirty (document));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.repair", NULL));
  assert_readout_contains (window, "click the engineers");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
  g_assert_null (vd_table_view_get_readout (view));
  /* Escape ended the tool, not the selection. */
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "ru-bat-3");
  vd_test_close_window (window);
}

/* HOUSE-10 from the panel: the howitzers try, once a turn (mini-i-battery-once), until the die
 * shows 6 (Vedette rolls it, seeded here); a miss leaves the village as it was, the 6 sets it burning this turn and names the
 * garrison that must leave; the journal keeps every attempt. */
static void
test_set_fire_tool (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GPtrArray) messages = listen_to_messages (window);
  const char *last = NULL;
  guint attempts = 0;

  g_random_set_seed (4);
  vd_test_click_unit (window, "ru-how");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                                "Set a Village on Fire…", FALSE));
  while (vd_test_feature (window, "village-1")->on_fire == 0)
    {
      g_assert_cmpuint (++attempts, <, 100);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-fire", NULL));
      assert_readout_contains (window, "click the village");
      /* A hedge is not a village: the tool waits for one. */
      vd_test_click (view, view_point (window, vd_point (600, 400)));
      g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_FIRE);
      vd_test_click (view, view_point (window, vd_point (920, 920)));
      g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
      g_assert_cmpuint (messages->len, ==, attempts);
      last = g_ptr_array_index (messages, attempts - 1);
      /* Every declared attempt is in the journal, the misses too, with the ends of turn. */
      g_assert_cmpuint (vd_battle_get_n_applied (vd_document_get_battle (document)), ==,
                        2 * attempts - 1);
      if (vd_test_feature (window, "village-1")->on_fire == 0)
        {
          g_assert_nonnull (strstr (last, "Howitzers does not set house on fire (HOUSE-10)"));
          /* mini-i-battery-once: the battery fires its guns once a turn. */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
          vd_test_spin_a_little ();
        }
    }
  g_test_message ("the village caught fire at attempt %u", attempts);
  g_assert_cmpint (vd_test_feature (window, "village-1")->on_fire, ==,
                   vd_document_get_turn (document));
  g_assert_true (g_str_has_prefix (last, "The fire die shows 6: house burns, set on fire by "
                                         "Howitzers"));
  g_assert_nonnull (strstr (last, "Garrison must leave or is destroyed next turn"));
  g_assert_true (vd_document_get_dirty (document));
  vd_test_close_window (window);
}

/* The panel offers the order that fits the selected unit. */
static void
test_panel_orders (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));

  vd_test_click_unit (window, "ru-bat");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Bombard…", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Set a Village on Fire…", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Repair…", FALSE));
  vd_test_click_unit (window, "fr-sap");
  g_assert_null (vd_test_find_visible_label (panel, "Bombard…", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Repair…", FALSE));
  vd_test_click_unit (window, "fr-col");
  g_assert_null (vd_test_find_visible_label (panel, "Bombard…", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "None", FALSE));
  vd_test_close_window (window);
}

/* TURN: a second drag in the turn has only what is left of the allowance: the panel says what
 * the unit did, the readout counts what is left, the drop beyond it is refused with a toast
 * offering Allow Anyway, which records the move marked so. */
static void
test_turn_second_drag (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GPtrArray) messages = listen_to_messages (window);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  VdPoint back = vd_test_view_offset (window, vd_point (0, -90));
  VdPoint short_way = vd_test_view_offset (window, vd_point (0, 40));
  VdPoint too_far = vd_test_view_offset (window, vd_point (0, 100));
  VdBattle *battle;
  const VdEvent *last;

  vd_test_click_unit (window, "fr-col");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Not moved (160 paces)", FALSE));
  vd_test_drag_begin (window, "fr-col");
  vd_test_drag_update (window, back);
  assert_readout_contains (window, "90 of 160 paces");
  vd_test_drag_end (window, back);
  vd_test_spin_a_little ();
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-col")->at.y, 250, 0.051);
  g_assert_nonnull (vd_test_find_visible_label (panel, "Moved 90 of 160 paces", FALSE));

  vd_test_drag_begin (window, "fr-col");
  vd_test_drag_update (window, short_way);
  assert_readout_contains (window, "40 of 70 paces left this turn");
  g_assert_false (vd_table_view_get_readout_error (view));
  vd_test_drag_update (window, too_far);
  g_assert_true (vd_table_view_get_readout_error (view));
  assert_readout_contains (window, "100 of 70 paces left this turn — beyond what is left this "
                                   "turn (TURN)");
  vd_test_drag_end (window, too_far);
  vd_test_spin_a_little ();
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-col")->at.y, 250, 0.051);
  g_assert_cmpuint (messages->len, ==, 1);
  /* Told in plain words: the unit's name and paces, the rule kept, no id. */
  g_assert_cmpstr (g_ptr_array_index (messages, 0), ==,
                   "Column stays: 100 of 70 paces left this turn — beyond what is left this "
                   "turn (TURN)");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Column stays: 100 of 70 "
                                                "paces left this turn", TRUE));
  /* The document's own refusal, as a group move or a script through the app would get it. */
  {
    g_autoptr(GError) error = NULL;
    VdMoveAnswer refused = { 0 };
    const VdPoint there = { 300, 350 };

    g_assert_false (vd_document_apply_move_in_turn (document, vd_test_unit (window, "fr-col"),
                                                    &there, 1, FALSE, FALSE, &refused, &error));
    g_assert_cmpstr (error->message, ==, "Column has 70 paces left this turn of 160 (TURN)");
    vd_move_answer_clear (&refused);
  }
  g_assert_true (vd_table_view_has_refused_move (view));
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Allow Anyway"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.allow-anyway", NULL));
  vd_test_spin_a_little ();
  g_assert_false (vd_table_view_has_refused_move (view));
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-col")->at.y, 350, 0.051);
  battle = vd_document_get_battle (document);
  last = vd_table_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  g_assert_cmpint (last->kind, ==, VD_EVENT_MOVE);
  g_assert_cmpstr (last->overridden, ==, "TURN");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Moved 190 of 160 paces", FALSE));
  vd_test_close_window (window);
}

/* LOBS-3 "per turn": the battery's second bombardment in the turn is refused with a toast
 * offering Allow Anyway, which records it marked `overridden: LOBS-3`. */
static void
test_lobs_3_second_bombard_allow_anyway (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_orders_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdBattle *battle = vd_document_get_battle (vd_window_get_document (window));
  g_autoptr(GPtrArray) messages = listen_to_messages (window);
  const VdEvent *last;

  vd_test_click_unit (window, "ru-bat");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.bombard", NULL));
  vd_test_click (view, view_point (window, vd_point (500, 401)));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_false (vd_table_view_has_refused_order (view));

  vd_test_click_unit (window, "ru-bat");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.bombard", NULL));
  vd_test_click (view, view_point (window, vd_point (300, 401)));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_cmpuint (messages->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (messages, 1), ==,
                   "Battery has already fired its guns this turn (LOBS-3)");
  g_assert_true (vd_table_view_has_refused_order (view));
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Allow Anyway"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.allow-anyway", NULL));
  vd_test_spin_a_little ();
  g_assert_false (vd_table_view_has_refused_order (view));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  last = vd_table_battle_get_event (battle, 1);
  g_assert_cmpint (last->kind, ==, VD_EVENT_BOMBARD);
  g_assert_cmpstr (last->overridden, ==, "LOBS-3");
  g_assert_cmpuint (messages->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (messages, 2), ==,
                   "Battery damaged 120 paces of Hedge (LOBS-3)");
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/orders/drag-readout-and-conditions", test_drag_readout_and_conditions);
  VD_TEST_ADD ("/app/orders/drag-refused", test_drag_refused);
  VD_TEST_ADD ("/app/orders/drag-waypoints", test_drag_waypoints);
  VD_TEST_ADD ("/app/orders/TURN/second-drag-and-allow-anyway", test_turn_second_drag);
  VD_TEST_ADD ("/app/orders/LOBS-3/second-bombard-allow-anyway",
               test_lobs_3_second_bombard_allow_anyway);
  VD_TEST_ADD ("/app/orders/bombard-tool", test_bombard_tool);
  VD_TEST_ADD ("/app/orders/bombard-picks-battery", test_bombard_picks_battery);
  VD_TEST_ADD ("/app/orders/panel-orders", test_panel_orders);
  VD_TEST_ADD ("/app/orders/HOUSE-10-set-fire-tool", test_set_fire_tool);

  return g_test_run ();
}
