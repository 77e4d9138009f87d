/* The army and losses pages of the side panel: the order of battle with each command's losses
 * and state against the default thresholds (shaken at 25 %, broken at 50 %), following every
 * event, undo and redo; a unit's row selecting it on the table; the losses per turn; both
 * keeping to a side's own in its view. */
#include <string.h>

#include "vd-table-battle.h"
#include "vd-table-readings.h"
#include "vd-table-sides.h"
#include "vd-test-app.h"

/* French: division Friant (72) of brigades Kister (48: fr-1, fr-2) and Lochet (24: fr-3), and
 * a battery without a command (8). Russian: brigade Kapustin (48: ru-1, ru-2). */
static char *
write_battle (Fixture *fixture)
{
  return vd_test_write_file (fixture, "army.yaml",
                             "vedette: 1\n"
                             "kind: table\n"
                             "title: Army test\n"
                             "scale: 25mm\n"
                             "table: [1200, 800]\n"
                             "commands:\n"
                             "  - {id: fr-div, name: Friant, kind: division, side: french}\n"
                             "  - {id: fr-bde-1, name: Kister, kind: brigade, side: french,"
                             " parent: fr-div}\n"
                             "  - {id: fr-bde-2, name: Lochet, kind: brigade, side: french,"
                             " parent: fr-div}\n"
                             "  - {id: ru-bde, name: Kapustin, kind: brigade, side: russian}\n"
                             "units:\n"
                             "  - {id: fr-1, name: 1st battalion, side: french, arm: infantry,"
                             " formation: column, at: [300, 300], frontage: 60, depth: 90,"
                             " figures: 24, command: fr-bde-1}\n"
                             "  - {id: fr-2, name: 2nd battalion, side: french, arm: infantry,"
                             " formation: column, at: [400, 300], frontage: 60, depth: 90,"
                             " figures: 24, command: fr-bde-1}\n"
                             "  - {id: fr-3, name: 3rd battalion, side: french, arm: infantry,"
                             " formation: line, at: [600, 300], frontage: 120, depth: 30,"
                             " figures: 24, command: fr-bde-2}\n"
                             "  - {id: fr-art, name: Foot battery, side: french, arm: artillery,"
                             " formation: battery, at: [800, 250], frontage: 80, depth: 60,"
                             " figures: 8, calibre: 6}\n"
                             "  - {id: ru-1, name: Jaegers, side: russian, arm: infantry,"
                             " formation: line, at: [300, 700], facing: 180, frontage: 120,"
                             " depth: 30, figures: 24, command: ru-bde}\n"
                             "  - {id: ru-2, name: Grenadiers, side: russian, arm: infantry,"
                             " formation: column, at: [600, 700], facing: 180, frontage: 60,"
                             " depth: 90, figures: 24, command: ru-bde}\n");
}

/* Records a loss of FIGURES for UNIT_ID in the document's current turn, as the panel does. */
static void
record_loss (VdWindow *window, const char *unit_id, int figures)
{
  VdDocument *document = vd_window_get_document (window);
  VdEvent *event = vd_event_new (VD_EVENT_LOSS, vd_document_get_turn (document));
  g_autoptr(GError) error = NULL;

  event->unit_id = g_strdup (unit_id);
  event->figures = figures;
  g_assert_true (vd_document_record (document, event, &error));
  g_assert_no_error (error);
  vd_test_spin_a_little ();
}

static void
record_end_turn (VdWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  vd_test_spin_a_little ();
}

static void
undo (VdWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
}

static void
assert_row (VdWindow *window, const char *id, const char *expected)
{
  g_autofree char *text = vd_army_view_dup_row_text (vd_window_get_army_view (window), id);

  g_assert_cmpstr (text, ==, expected);
}

/* The state's label reads STATE, in the warning colour when shaken and the error's when broken. */
static void
assert_state (VdWindow *window, const char *id, const char *state)
{
  GtkLabel *label = vd_army_view_get_state_label (vd_window_get_army_view (window), id);
  GtkWidget *widget = GTK_WIDGET (label);

  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (label), ==, state);
  g_assert_cmpint (gtk_widget_has_css_class (widget, "warning"), ==, g_str_equal (state, "Shaken"));
  g_assert_cmpint (gtk_widget_has_css_class (widget, "error"), ==, g_str_equal (state, "Broken"));
}

/* The threshold that decided the state, in the tooltip over it. */
static void
assert_reason (VdWindow *window, const char *id, const char *reason)
{
  GtkLabel *label = vd_army_view_get_state_label (vd_window_get_army_view (window), id);
  const char *tooltip = gtk_widget_get_tooltip_text (gtk_widget_get_parent (GTK_WIDGET (label)));

  g_assert_nonnull (tooltip);
  if (!g_str_has_prefix (tooltip, reason))
    g_error ("the tooltip of %s reads “%s”, not “%s…”", id, tooltip, reason);
}

static GtkWidget *
row_of (VdWindow *window, const char *id)
{
  GtkWidget *row = vd_army_view_get_row (vd_window_get_army_view (window), id);

  g_assert_nonnull (row);
  return row;
}

/* The tree: brigades under the division, units under their brigade, the battery without a
 * command straight under its side; every row with its figures, commands with their state. */
static void
test_order_of_battle (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *french = row_of (window, "french");

  vd_window_set_panel_page (window, "army");
  vd_test_spin_a_little ();
  g_assert_true (ADW_IS_PREFERENCES_GROUP (french));
  g_assert_true (gtk_widget_get_mapped (french));
  g_assert_true (gtk_widget_get_ancestor (gtk_widget_get_parent (row_of (window, "fr-1")),
                                          ADW_TYPE_EXPANDER_ROW) == row_of (window, "fr-bde-1"));
  g_assert_true (gtk_widget_get_ancestor (gtk_widget_get_parent (row_of (window, "fr-bde-2")),
                                          ADW_TYPE_EXPANDER_ROW) == row_of (window, "fr-div"));
  g_assert_null (gtk_widget_get_ancestor (row_of (window, "fr-art"), ADW_TYPE_EXPANDER_ROW));
  g_assert_true (gtk_widget_get_ancestor (row_of (window, "fr-art"), ADW_TYPE_PREFERENCES_GROUP)
                 == french);
  g_assert_true (gtk_widget_get_ancestor (row_of (window, "ru-1"), ADW_TYPE_PREFERENCES_GROUP)
                 == row_of (window, "russian"));
  /* The commands open, so every row can be seen. */
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-div"))));
  g_assert_true (gtk_widget_get_mapped (row_of (window, "fr-3")));

  assert_row (window, "french", "French | 4 units · 80 of 80 left · 0 lost | 0 % | Steady");
  assert_row (window, "fr-div", "Friant  Division | 72 of 72 left · 0 lost | 0 % | Steady");
  assert_row (window, "fr-bde-1", "Kister  Brigade | 48 of 48 left · 0 lost | 0 % | Steady");
  /* Units have no thresholds by default: no state. */
  assert_row (window, "fr-1", "1st battalion | 24 of 24 left · 0 lost | 0 %");
  g_assert_null (vd_army_view_get_state_label (vd_window_get_army_view (window), "fr-1"));
  assert_row (window, "fr-art", "Foot battery | 8 of 8 left · 0 lost | 0 %");
  assert_row (window, "ru-bde", "Kapustin  Brigade | 48 of 48 left · 0 lost | 0 % | Steady");
  assert_state (window, "fr-bde-1", "Steady");
  assert_reason (window, "fr-bde-1", "Steady: 0 % lost, below the shaken threshold of 25 %");
  vd_test_close_window (window);
}

/* Shaken at 25 %, broken at 50 %, from the brigade up to the side; undo and redo follow. */
static void
test_states_follow_losses (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  GtkWidget *brigade;

  vd_window_set_panel_page (window, "army");
  brigade = row_of (window, "fr-bde-1");

  /* 11 of Kister's 48 figures: 22.9 %, still steady; 12: 25 %, shaken. */
  record_loss (window, "fr-1", 11);
  assert_row (window, "fr-bde-1", "Kister  Brigade | 37 of 48 left · 11 lost | 22.9 % | Steady");
  assert_state (window, "fr-bde-1", "Steady");
  record_loss (window, "fr-1", 1);
  assert_row (window, "fr-bde-1", "Kister  Brigade | 36 of 48 left · 12 lost | 25 % | Shaken");
  assert_state (window, "fr-bde-1", "Shaken");
  assert_reason (window, "fr-bde-1", "Shaken: 25 % lost, at or above the shaken threshold of 25 %");
  assert_row (window, "fr-1", "1st battalion | 12 of 24 left · 12 lost | 50 %");
  assert_row (window, "fr-div", "Friant  Division | 60 of 72 left · 12 lost | 16.7 % | Steady");
  /* Updated in place: the same row, still open. */
  g_assert_true (row_of (window, "fr-bde-1") == brigade);

  /* 24 of 48: broken; the division (24 of 72) and the side (24 of 80) shaken. */
  record_loss (window, "fr-2", 12);
  assert_row (window, "fr-bde-1", "Kister  Brigade | 24 of 48 left · 24 lost | 50 % | Broken");
  assert_state (window, "fr-bde-1", "Broken");
  assert_reason (window, "fr-bde-1", "Broken: 50 % lost, at or above the broken threshold of 50 %");
  assert_row (window, "fr-div", "Friant  Division | 48 of 72 left · 24 lost | 33.3 % | Shaken");
  assert_state (window, "fr-div", "Shaken");
  assert_row (window, "french", "French | 4 units · 56 of 80 left · 24 lost | 30 % | Shaken");
  assert_state (window, "french", "Shaken");
  assert_row (window, "fr-bde-2", "Lochet  Brigade | 24 of 24 left · 0 lost | 0 % | Steady");
  assert_row (window, "russian", "Russian | 2 units · 48 of 48 left · 0 lost | 0 % | Steady");

  /* Undo: back to shaken, then steady; redo: shaken again. */
  undo (window);
  assert_row (window, "fr-bde-1", "Kister  Brigade | 36 of 48 left · 12 lost | 25 % | Shaken");
  assert_state (window, "fr-bde-1", "Shaken");
  assert_row (window, "fr-div", "Friant  Division | 60 of 72 left · 12 lost | 16.7 % | Steady");
  assert_state (window, "french", "Steady");
  undo (window);
  assert_row (window, "fr-bde-1", "Kister  Brigade | 37 of 48 left · 11 lost | 22.9 % | Steady");
  assert_state (window, "fr-bde-1", "Steady");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  assert_state (window, "fr-bde-1", "Shaken");
  g_assert_true (vd_document_can_redo (document));

  /* A unit's morale state other than the usual one shows beside its figures. */
  {
    VdEvent *event = vd_event_new (VD_EVENT_MORALE, vd_document_get_turn (document));
    g_autoptr(GError) error = NULL;

    event->unit_id = g_strdup ("ru-1");
    event->state = g_strdup ("shaken");
    g_assert_true (vd_document_record (document, event, &error));
    g_assert_no_error (error);
    vd_test_spin_a_little ();
    assert_row (window, "ru-1", "Jaegers | 24 of 24 left · 0 lost · Shaken | 0 %");
  }
  vd_test_close_window (window);
}

/* What GTK does at each setting, counted on the rows an event leaves as they were. */
static void
count_cb (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* An event fills every row again: those it did not change keep their tooltip and their state's
 * style classes untouched (setting either costs GTK work, a tooltip a round trip to the display
 * server: with 400 units, tens of milliseconds an event). */
static void
test_unchanged_rows_untouched (Fixture *fixture, gconstpointer data)
{
  static const char *const unchanged[] = { "fr-bde-2", "russian", "ru-bde" };
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdArmyView *army = vd_window_get_army_view (window);
  guint tooltips = 0, classes = 0;

  vd_window_set_panel_page (window, "army");
  record_loss (window, "fr-1", 11);
  for (guint i = 0; i < G_N_ELEMENTS (unchanged); i++)
    {
      GtkWidget *state = GTK_WIDGET (vd_army_view_get_state_label (army, unchanged[i]));

      g_assert_nonnull (state);
      g_assert_nonnull (gtk_widget_get_tooltip_text (gtk_widget_get_parent (state)));
      g_signal_connect (state, "notify::css-classes", G_CALLBACK (count_cb), &classes);
      g_signal_connect (gtk_widget_get_parent (state), "notify::tooltip-text",
                        G_CALLBACK (count_cb), &tooltips);
    }

  /* Kister shaken; Lochet, the Russians and their side as they were. */
  record_loss (window, "fr-1", 1);
  assert_state (window, "fr-bde-1", "Shaken");
  assert_reason (window, "fr-bde-1", "Shaken: 25 % lost, at or above the shaken threshold of 25 %");
  assert_state (window, "fr-bde-2", "Steady");
  assert_state (window, "russian", "Steady");
  g_assert_cmpuint (tooltips, ==, 0);
  g_assert_cmpuint (classes, ==, 0);

  /* A row whose state changes still changes. */
  record_loss (window, "fr-3", 12);
  assert_state (window, "fr-bde-2", "Broken");
  g_assert_cmpuint (tooltips, ==, 1);
  g_assert_cmpuint (classes, >=, 1);
  vd_test_close_window (window);
}

/* While another page is open, the army page does nothing at each event (400 rows to fill:
 * milliseconds an event); it shows the battle as it stands once it is opened again. */
static void
test_hidden_page_waits (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkLabel *state;
  guint changes = 0;

  vd_window_set_panel_page (window, "army");
  record_loss (window, "fr-1", 11);
  assert_state (window, "fr-bde-1", "Steady");
  state = vd_army_view_get_state_label (vd_window_get_army_view (window), "fr-bde-1");
  g_signal_connect (state, "notify::label", G_CALLBACK (count_cb), &changes);

  vd_window_set_panel_page (window, "unit");
  vd_test_spin_a_little ();
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (vd_window_get_army_view (window))));
  record_loss (window, "fr-1", 1);
  g_assert_cmpuint (changes, ==, 0);

  vd_window_set_panel_page (window, "army");
  vd_test_spin_a_little ();
  g_assert_cmpuint (changes, ==, 1);
  assert_state (window, "fr-bde-1", "Shaken");
  assert_row (window, "fr-bde-1", "Kister  Brigade | 36 of 48 left · 12 lost | 25 % | Shaken");
  vd_test_close_window (window);
}

/* A closed command stays closed while losses come in, and after an undo. */
static void
test_collapsed_stays_collapsed (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);

  vd_window_set_panel_page (window, "army");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-bde-2")), FALSE);
  record_loss (window, "fr-3", 4);
  undo (window);
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-bde-2"))));
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-bde-1"))));
  vd_test_close_window (window);
}

/* Activating a unit's row selects the unit on the table; the panel shows it. */
static void
test_row_selects_unit (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);

  vd_window_set_panel_page (window, "army");
  vd_test_spin_a_little ();
  g_assert_null (vd_table_view_get_selected_unit (view));
  g_assert_true (gtk_widget_activate (row_of (window, "ru-2")));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "ru-2");
  g_assert_cmpstr (vd_unit_panel_get_unit (vd_window_get_unit_panel (window)), ==, "ru-2");
  /* Another unit's row, under a closed brigade's: the selection moves. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-bde-2")), FALSE);
  g_assert_true (gtk_widget_activate (row_of (window, "fr-3")));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "fr-3");
  vd_test_close_window (window);
}

static void
assert_cell (VdWindow *window, const char *side, int turn, const char *expected)
{
  g_autofree char *text = vd_losses_view_dup_cell_text (vd_window_get_losses_view (window),
                                                        side, turn);

  g_assert_cmpstr (text, ==, expected);
}

/* The losses page: nothing to chart at first; then a row per turn with each side's losses that
 * turn and since the start, the chart drawn; undo takes them back. */
static void
test_losses_per_turn (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdLossesView *losses_view = vd_window_get_losses_view (window);
  const VdTurnLosses *losses;
  GtkWidget *chart;

  vd_window_set_panel_page (window, "losses");
  vd_test_wait_for_label (GTK_WIDGET (losses_view), "No Losses Yet", TRUE);

  record_loss (window, "fr-1", 6);
  record_loss (window, "ru-1", 4);
  record_end_turn (window);
  record_loss (window, "fr-2", 12);
  record_end_turn (window);
  record_loss (window, "ru-2", 3);
  record_loss (window, "fr-art", 2);
  vd_test_wait_for_label (GTK_WIDGET (losses_view), "No Losses Yet", FALSE);

  losses = vd_losses_view_get_losses (losses_view);
  g_assert_nonnull (losses);
  g_assert_cmpuint (losses->n_sides, ==, 2);
  g_assert_cmpint (losses->first_turn, ==, 1);
  g_assert_cmpint (losses->last_turn, ==, 3);
  assert_cell (window, "french", 1, "6 (6)");
  assert_cell (window, "russian", 1, "4 (4)");
  assert_cell (window, "french", 2, "12 (18)");
  assert_cell (window, "russian", 2, "0 (4)");
  assert_cell (window, "french", 3, "2 (20)");
  assert_cell (window, "russian", 3, "3 (7)");
  assert_cell (window, "french", 4, NULL);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (losses_view), "French", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (losses_view), "12 (18)", FALSE));

  /* The chart has the room the panel gives it. */
  chart = vd_losses_view_get_chart (losses_view);
  g_assert_true (gtk_widget_get_mapped (chart));
  g_assert_cmpint (gtk_widget_get_width (chart), >=, 260);
  g_assert_cmpint (gtk_widget_get_height (chart), >=, 200);

  /* Undo the battery's loss: turn 3 has the Russians' only. */
  undo (window);
  assert_cell (window, "french", 3, "0 (18)");
  assert_cell (window, "russian", 3, "3 (7)");
  /* Undo back over the end of turn 2: two turns left. */
  undo (window);
  undo (window);
  losses = vd_losses_view_get_losses (losses_view);
  g_assert_cmpint (losses->last_turn, ==, 2);
  assert_cell (window, "french", 3, NULL);
  vd_test_close_window (window);
}

static void
set_view_side (VdWindow *window, const char *side)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", side));
  vd_test_spin_a_little ();
}

/* Enemy units are the referee's to change: the test switches to the referee's view and back,
 * as the referee at the table would. */
static void
as_referee (VdWindow *window, void (*change) (VdWindow *window, const char *unit_id, int figures),
            const char *unit_id, int figures)
{
  g_autofree char *side = g_strdup (vd_window_get_view_side (window));

  set_view_side (window, "");
  change (window, unit_id, figures);
  set_view_side (window, side != NULL ? side : "");
}

static void
undo_change (VdWindow *window, const char *unit_id, int figures)
{
  undo (window);
}

static void
assert_shown_sides (VdWindow *window, const char * const *expected)
{
  const char * const *shown = vd_losses_view_get_shown_sides (vd_window_get_losses_view (window));

  g_assert_nonnull (shown);
  g_assert_cmpstrv (shown, expected);
}

/* In the French view the army page has the French alone: no Russian group, command nor unit,
 * not even their names; the referee's view brings them back, updated meanwhile. */
static void
test_army_side_view (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdArmyView *army = vd_window_get_army_view (window);
  GtkWidget *root = GTK_WIDGET (army);

  vd_window_set_panel_page (window, "army");
  record_loss (window, "ru-1", 6);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-bde-2")), FALSE);
  vd_test_wait_for_label (root, "Russian", TRUE);

  set_view_side (window, "french");
  g_assert_cmpstr (vd_army_view_get_side (army), ==, "french");
  g_assert_null (vd_army_view_get_row (army, "russian"));
  g_assert_null (vd_army_view_get_row (army, "ru-bde"));
  g_assert_null (vd_army_view_get_row (army, "ru-1"));
  g_assert_null (vd_army_view_get_row (army, "ru-2"));
  vd_test_wait_for_label (root, "Russian", FALSE);
  g_assert_null (vd_test_find_visible_label (root, "Kapustin", TRUE));
  g_assert_null (vd_test_find_visible_label (root, "Jaegers", FALSE));
  g_assert_null (vd_test_find_visible_label (root, "Grenadiers", FALSE));
  /* The French as in the referee's view, the brigade closed before still closed. */
  g_assert_true (gtk_widget_get_mapped (row_of (window, "french")));
  g_assert_nonnull (vd_test_find_visible_label (root, "French", FALSE));
  assert_row (window, "french", "French | 4 units · 80 of 80 left · 0 lost | 0 % | Steady");
  assert_row (window, "fr-div", "Friant  Division | 72 of 72 left · 0 lost | 0 % | Steady");
  g_assert_true (gtk_widget_get_mapped (row_of (window, "fr-1")));
  g_assert_true (gtk_widget_get_mapped (row_of (window, "fr-art")));
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-bde-2"))));

  /* Losses on either side in the French view: the French rows follow, no Russian row comes. */
  record_loss (window, "fr-1", 12);
  as_referee (window, record_loss, "ru-2", 12);
  assert_row (window, "fr-bde-1", "Kister  Brigade | 36 of 48 left · 12 lost | 25 % | Shaken");
  g_assert_null (vd_army_view_get_row (army, "russian"));
  g_assert_null (vd_army_view_get_row (army, "ru-2"));
  g_assert_null (vd_test_find_visible_label (root, "Russian", FALSE));

  /* The Russian view: the Russians alone. */
  set_view_side (window, "russian");
  g_assert_null (vd_army_view_get_row (army, "french"));
  g_assert_null (vd_army_view_get_row (army, "fr-div"));
  g_assert_null (vd_army_view_get_row (army, "fr-art"));
  assert_row (window, "russian", "Russian | 2 units · 30 of 48 left · 18 lost | 37.5 % | Shaken");
  vd_test_wait_for_label (root, "French", FALSE);

  /* The referee's view: every side again. */
  set_view_side (window, "");
  g_assert_null (vd_army_view_get_side (army));
  assert_row (window, "russian", "Russian | 2 units · 30 of 48 left · 18 lost | 37.5 % | Shaken");
  assert_row (window, "ru-2", "Grenadiers | 12 of 24 left · 12 lost | 50 %");
  assert_row (window, "french", "French | 4 units · 68 of 80 left · 12 lost | 15 % | Steady");
  g_assert_true (gtk_widget_get_ancestor (row_of (window, "ru-1"), ADW_TYPE_PREFERENCES_GROUP)
                 == row_of (window, "russian"));
  vd_test_wait_for_label (root, "Russian", TRUE);
  vd_test_wait_for_label (root, "French", TRUE);
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row_of (window, "fr-bde-2"))));
  vd_test_close_window (window);
}

/* In the French view the losses page has the French line, legend entry and column alone, and
 * is empty while only the Russians lost; the referee's view shows both again. */
static void
test_losses_side_view (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdLossesView *losses_view = vd_window_get_losses_view (window);
  GtkWidget *root = GTK_WIDGET (losses_view);
  const char * const both[] = { "french", "russian", NULL };
  const char * const french[] = { "french", NULL };

  vd_window_set_panel_page (window, "losses");
  record_loss (window, "ru-1", 4);
  vd_test_wait_for_label (root, "No Losses Yet", FALSE);
  vd_test_wait_for_label (root, "Russian", TRUE);

  /* Only the Russians lost: nothing for the French to see. */
  set_view_side (window, "french");
  g_assert_cmpstr (vd_losses_view_get_side (losses_view), ==, "french");
  vd_test_wait_for_label (root, "No Losses Yet", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (
    root, "The French side’s losses are charted here turn by turn as they are recorded", FALSE));
  g_assert_null (vd_test_find_visible_label (root, "Russian", FALSE));

  record_loss (window, "fr-1", 6);
  record_end_turn (window);
  record_loss (window, "fr-2", 12);
  as_referee (window, record_loss, "ru-2", 3);
  vd_test_wait_for_label (root, "No Losses Yet", FALSE);
  assert_shown_sides (window, french);
  assert_cell (window, "french", 1, "6 (6)");
  assert_cell (window, "french", 2, "12 (18)");
  assert_cell (window, "russian", 1, NULL);
  assert_cell (window, "russian", 2, NULL);
  /* A column for the turns, one for the French: none for the Russians. */
  g_assert_nonnull (vd_test_find_visible_label (root, "French", FALSE));
  g_assert_null (vd_test_find_visible_label (root, "Russian", FALSE));
  g_assert_null (vd_test_find_visible_label (root, "4 (4)", FALSE));
  g_assert_null (vd_test_find_visible_label (root, "3 (7)", FALSE));
  /* The chart is drawn, with the French alone (its options take the shown sides). */
  g_assert_true (gtk_widget_get_mapped (vd_losses_view_get_chart (losses_view)));

  /* Undo and redo are the referee's; the French view keeps to the French after them. */
  g_assert_false (vd_document_can_undo (vd_window_get_document (window)));
  as_referee (window, undo_change, NULL, 0);
  assert_cell (window, "french", 2, "12 (18)");
  assert_cell (window, "russian", 2, NULL);
  as_referee (window, undo_change, NULL, 0);
  assert_cell (window, "french", 2, "0 (6)");
  set_view_side (window, "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  set_view_side (window, "french");
  assert_cell (window, "french", 2, "12 (18)");
  assert_shown_sides (window, french);

  /* The referee's view: both sides' columns, lines and legend entries. */
  set_view_side (window, "");
  g_assert_null (vd_losses_view_get_side (losses_view));
  assert_shown_sides (window, both);
  assert_cell (window, "french", 2, "12 (18)");
  assert_cell (window, "russian", 1, "4 (4)");
  assert_cell (window, "russian", 2, "0 (4)");
  vd_test_wait_for_label (root, "Russian", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (root, "4 (4)", FALSE));

  /* Back in the French view with no French loss left: the referee's description when back. */
  set_view_side (window, "french");
  as_referee (window, undo_change, NULL, 0);
  as_referee (window, undo_change, NULL, 0);
  as_referee (window, undo_change, NULL, 0);
  vd_test_wait_for_label (root, "No Losses Yet", TRUE);
  set_view_side (window, "");
  vd_test_wait_for_label (root, "No Losses Yet", FALSE);
  g_assert_null (vd_test_find_visible_label (root, "The French side’s losses", TRUE));
  vd_test_close_window (window);
}

/* The referee renames a side from its group's pencil: a `name-side` set-up event, shown at once
 * in the group's title, in French for a French user, undone in one step, and written as the
 * file's `sides:` when saved; a side's own view has no pencil. */
static void
test_rename_side (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  g_autofree char *saved = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  GtkWidget *root = GTK_WIDGET (vd_window_get_army_view (window));
  GtkWidget *button, *popover;
  g_autofree char *name = NULL;
  const VdEvent *event;

  vd_window_set_panel_page (window, "army");
  vd_test_spin_a_little ();
  button = vd_test_find_descendant (row_of (window, "french"), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Rename the Side");
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  vd_test_spin_a_little ();
  g_assert_true (gtk_widget_get_visible (popover));
  gtk_editable_set_text (g_object_get_data (G_OBJECT (popover), "vd-name-en"), "Grande Armée");
  gtk_editable_set_text (g_object_get_data (G_OBJECT (popover), "vd-name-fr"),
                         "La Grande Armée");
  g_signal_emit_by_name (vd_test_find_visible_button (popover, "_Rename"), "clicked");
  vd_test_spin_a_little ();
  g_assert_false (gtk_widget_get_visible (popover));

  event = vd_battle_get_event (vd_document_get_battle (document), 0);
  g_assert_cmpint (event->kind, ==, VD_EVENT_NAME_SIDE);
  g_assert_cmpstr (event->side, ==, "french");
  g_assert_cmpstr (event->name.fr, ==, "La Grande Armée");
  name = vd_table_side_name (vd_document_get_table (document), "french");
  g_assert_cmpstr (name, ==, "Grande Armée");
  vd_test_wait_for_label (root, "Grande Armée", TRUE);
  g_assert_null (vd_test_find_visible_label (root, "French", FALSE));

  /* Undone in one step: the plain name again, and the popover offers it empty. */
  undo (window);
  vd_test_wait_for_label (root, "French", TRUE);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  vd_test_spin_a_little ();
  g_assert_cmpstr (gtk_editable_get_text (g_object_get_data (G_OBJECT (popover), "vd-name-en")),
                   ==, "");
  gtk_popover_popdown (GTK_POPOVER (popover));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  vd_test_wait_for_label (root, "Grande Armée", TRUE);

  /* Saved before play: the scenario's own key, no event left. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  vd_test_spin_a_little ();
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "sides:"));
  g_assert_nonnull (strstr (saved, "Grande Armée"));
  g_assert_nonnull (strstr (saved, "La Grande Armée"));
  g_assert_null (strstr (saved, "name-side"));

  /* A side's own view names nothing: no pencil. */
  set_view_side (window, "french");
  g_assert_null (vd_test_find_descendant (row_of (window, "french"), GTK_TYPE_MENU_BUTTON));
  vd_test_close_window (window);
}

/* Issue 22 point 1: the referee switches mini-i-charge-and-fire for this table from the army
 * page's Readings, its question below it: a `set-reading` set-up event, undone in one step,
 * saved as the file's `readings:` before play; read-only once the battle has started; a
 * side's view shows no readings. */
static void
test_readings (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  g_autofree char *saved = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdReadingsGroup *group = vd_army_view_get_readings_group (vd_window_get_army_view (window));
  GtkWidget *row;
  GListModel *options;
  const VdEvent *event;
  g_autofree char *choice = NULL;

  vd_window_set_panel_page (window, "army");
  vd_test_spin_a_little ();
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (group)));
  row = vd_readings_group_get_row (group, "mini-i-charge-and-fire");
  g_assert_nonnull (row);
  g_assert_nonnull (vd_readings_group_get_row (group, "mini-i-battery-once"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "whether a unit that declared a charge this turn may also declare "
                            "fire"));
  options = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  g_assert_cmpuint (g_list_model_get_n_items (options), ==, 2);
  /* Each item is the option's name from the ruleset's `option_names:`, not its file word. */
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (options), 0), ==,
                   "Both may be declared (the ruleset’s choice)");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (options), 1), ==,
                   "A charge or a fire, not both");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  g_assert_true (gtk_widget_get_sensitive (row));

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  vd_test_spin_a_little ();
  event = vd_battle_get_event (vd_document_get_battle (document), 0);
  g_assert_cmpint (event->kind, ==, VD_EVENT_SET_READING);
  g_assert_cmpstr (event->reading, ==, "mini-i-charge-and-fire");
  g_assert_cmpstr (event->option, ==, "refused");
  g_assert_cmpstr (vd_table_reading (vd_document_get_table (document),
                                     vd_document_get_ruleset (document),
                                     "mini-i-charge-and-fire"), ==, "refused");

  /* Undone in one step: the ruleset's choice again, shown. */
  undo (window);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  g_assert_null (vd_table_own_reading (vd_document_get_table (document),
                                       "mini-i-charge-and-fire"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 1);

  /* Saved before play: the scenario's own key, no event left. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  vd_test_spin_a_little ();
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "readings:\n  mini-i-charge-and-fire: refused\n"));
  g_assert_null (strstr (saved, "set-reading"));

  /* Once the battle has started, the readings stay as agreed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-battle", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_document_get_started (document));
  g_assert_false (gtk_widget_get_sensitive (row));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 1);
  g_assert_false (vd_document_set_reading (document, "mini-i-charge-and-fire", NULL, NULL));
  choice = g_strdup (vd_table_reading (vd_document_get_table (document),
                                       vd_document_get_ruleset (document),
                                       "mini-i-charge-and-fire"));
  g_assert_cmpstr (choice, ==, "refused");

  /* A side's view has no readings. */
  set_view_side (window, "french");
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (group)));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/army/order-of-battle", test_order_of_battle);
  VD_TEST_ADD ("/app/army/states-follow-losses", test_states_follow_losses);
  VD_TEST_ADD ("/app/army/collapsed-stays-collapsed", test_collapsed_stays_collapsed);
  VD_TEST_ADD ("/app/army/unchanged-rows-untouched", test_unchanged_rows_untouched);
  VD_TEST_ADD ("/app/army/hidden-page-waits", test_hidden_page_waits);
  VD_TEST_ADD ("/app/army/row-selects-unit", test_row_selects_unit);
  VD_TEST_ADD ("/app/army/losses-per-turn", test_losses_per_turn);
  VD_TEST_ADD ("/app/army/army-side-view", test_army_side_view);
  VD_TEST_ADD ("/app/army/losses-side-view", test_losses_side_view);
  VD_TEST_ADD ("/app/army/rename-side", test_rename_side);
  VD_TEST_ADD ("/app/army/readings/mini-i-charge-and-fire", test_readings);

  return g_test_run ();
}
