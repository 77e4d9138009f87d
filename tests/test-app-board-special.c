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

/* The special rules groups of the board panel, through the real widgets: NaA's exits, ice and
 * bridges, LBA's carré, recall, limbering and fire checks, 1914's units that come back. */

/* A NaA board for the special rules group: a French move phase with frozen ponds, a bridge and
 * counters by the edges (tests/test-hex-ice.c's and test-cli-hex.c's). */
static VdWindow *
open_special (Fixture *fixture)
{
  g_autofree char *path = vd_test_write_file (fixture, "special.yaml",
    "vedette: 1\nkind: board\ntitle: \"Special\"\nruleset: naa\nturn: 4\nphase: french-move\n"
    "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0404\": {terrain: pond}\n  \"0406\": {terrain: pond}\n"
    "hexsides:\n  - {between: [\"0202\", \"0203\"], feature: bridge}\n"
    "units:\n"
    "  - {id: fr-art, side: french, class: artillery, hex: \"0403\", strength: \"3\"}\n"
    "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0404\", strength: \"6\"}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0404\", strength: \"2\"}\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0202\", strength: \"4\", movement: 4}\n"
    "  - {id: fr-w, side: french, class: infantry, hex: \"0106\", strength: \"5\", movement: 3}\n"
    "  - {id: fr-c, side: french, class: infantry, hex: \"0606\", strength: \"4\", movement: 3}\n");

  return vd_test_board_open (path);
}

/* The button labelled ACTION in the row titled TITLE, after HEX typed in its entry. */
static void
act_on_hex (GtkWidget *group, const char *title, const char *hex, const char *action)
{
  GtkWidget *entry = vd_test_row_widget (group, title, GTK_TYPE_ENTRY);
  GtkWidget *row = gtk_widget_get_ancestor (entry, ADW_TYPE_ACTION_ROW);

  gtk_editable_set_text (GTK_EDITABLE (entry), hex);
  g_signal_emit_by_name (vd_test_find_visible_button (row, action), "clicked");
  vd_test_spin_a_little ();
}

/* NaA F4, F8 in the app: a French counter on the west edge flees, recorded as the CLI's exit
 * (a move off the map, the rule first in its note), one step to undo; one in the middle of the
 * map is refused with F8's reason, nothing recorded. */
static void
test_exit_map (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_special (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0606", "Special Rules");
  const VdBoardEvent *event;

  g_assert_nonnull (vd_test_find_visible_label (group, "fr-c is in 0606, on no edge of the map",
                                                TRUE));
  g_assert_null (vd_test_find_visible_button (group, "Exit"));
  group = vd_test_board_group (window, "0106", "Special Rules");
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map by the west edge", TRUE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Exit"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->unit_id, ==, "fr-w");
  g_assert_false (event->eliminated);
  g_assert_true (g_str_has_prefix (event->note, "F4: off the map by the west edge from 0106"));
  g_assert_false (vd_test_board_unit (window, "fr-w")->placed);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "fr-w left the map", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_test_board_unit (window, "fr-w")->placed);
  vd_test_close_window (window);
}

/* NaA ICE-2, ICE-6 in the app: the battery fires at the frozen pond next to it, the ice breaks
 * (the marker) and both armies' counters in it are eliminated, one step to undo; a pond out of
 * range is refused with E2's reason. A side's view is not offered the ice. */
static void
test_break_ice (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_special (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0403", "Special Rules");
  const VdBoardEvent *event;

  act_on_hex (group, "Break the Ice", "0406", "Fire");
  g_assert_nonnull (vd_test_find_visible_label (group, "beyond its range of 2 (E2)", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  act_on_hex (group, "Break the Ice", "0404", "Fire");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ADD_MARKER);
  g_assert_cmpstr (event->marker, ==, "broken-ice");
  g_assert_false (vd_test_board_unit (window, "ar-1")->placed);
  g_assert_false (vd_test_board_unit (window, "fr-2")->placed);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "The ice breaks", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_true (vd_test_board_unit (window, "ar-1")->placed);
  vd_window_board_set_side (window, "french");
  group = vd_test_board_group (window, "0403", "Special Rules");
  g_assert_null (vd_test_find_visible_label (group, "Break the Ice", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Exit the Map", FALSE));
  vd_test_close_window (window);
}

/* NaA ICE-4 in the app: a unit at one end of the bridge demolishes it, the destroyed-bridge
 * marker the unit's, one step to undo; a hex that is no neighbour, then a second demolition
 * of the same bridge, are refused with their reasons. */
static void
test_demolish_bridge (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_special (fixture);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0202", "Special Rules");
  const VdBoardEvent *event;

  act_on_hex (group, "Demolish a Bridge", "0505", "Demolish");
  g_assert_nonnull (vd_test_find_visible_label (group, "0202 and 0505 are not neighbours", TRUE));
  act_on_hex (group, "Demolish a Bridge", "0203", "Demolish");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ADD_MARKER);
  g_assert_cmpstr (event->marker, ==, "destroyed-bridge");
  g_assert_cmpstr (event->unit_id, ==, "fr-1");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "fr-1 demolished the "
                                                "bridge 0202|0203", TRUE));
  group = vd_test_board_group (window, "0202", "Special Rules");
  act_on_hex (group, "Demolish a Bridge", "0203", "Demolish");
  g_assert_nonnull (vd_test_find_visible_label (group, "no standing bridge", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  vd_test_close_window (window);
}

/* The seed's carré board (tests/files/hex/carre-lba.yaml), opened from a copy, and the carré
 * and recall group of the counter at LABEL. */
static GtkWidget *
carre_group (Fixture *fixture, VdWindow **window, const char *label)
{
  GtkWidget *panel;

  if (*window == NULL)
    *window = vd_test_board_open_copy (fixture, "carre-lba.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (*window));
  vd_test_board_click (*window, label);
  vd_test_wait_for_label (panel, "Carré and Recall", TRUE);
  return gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel,
                                                                          "Carré and Recall",
                                                                          FALSE)),
                                  ADW_TYPE_PREFERENCES_GROUP);
}

/* LBA-CAR-1, LBA-CAR-2 in the app: the French battalion from column at 2 MP, Légère -3, the
 * players' 46 read 43: carré, applied as the counter's `state` with the CLI's note, one step
 * to undo; a Coalition counter without a nation is refused, the reason shown. */
static void
test_carre (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = carre_group (fixture, &window, "0202");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const VdBoardEvent *event;

  g_assert_nonnull (vd_test_find_visible_label (group, "f1 tries carré (LBA-CAR-1)", FALSE));
  adw_combo_row_set_selected (ADW_COMBO_ROW (vd_test_row_widget (group, "Formed From",
                                                                 ADW_TYPE_COMBO_ROW)), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Movement Points",
                                                                  GTK_TYPE_SPIN_BUTTON)), 2);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_ancestor (
    GTK_WIDGET (vd_test_find_visible_label (group, "Modifiers", FALSE)), ADW_TYPE_EXPANDER_ROW)),
                                 TRUE);
  vd_test_spin_a_little ();
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "Légère battalion",
                                                         GTK_TYPE_SWITCH)), TRUE);
  vd_test_read_roll (group, 46);
  g_assert_nonnull (vd_test_find_visible_label (group, "legere -3", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Rolled 46, read 43: carre (LBA-CAR-1); "
                                                "the counter becomes carre", FALSE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "Apply"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event->unit_id, ==, "f1");
  g_assert_cmpstr (event->note, ==, "carré attempt, roll 46: carre (LBA-CAR-1)");
  g_assert_cmpstr (vd_test_board_unit (window, "f1")->state, ==, "carre");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "f1 becomes carre", TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_null (vd_test_board_unit (window, "f1")->state);
  group = carre_group (fixture, &window, "0506");
  g_assert_nonnull (vd_test_find_visible_label (group, "No Carré Here", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "n1 has no nation the carré tables know",
                                                TRUE));
  vd_test_read_roll (group, 33);
  g_assert_null (vd_test_find_visible_button (group, "Apply"));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  vd_test_close_window (window);
}

/* LBA-REC-1 in the app: the Cossacks read their own row, 4 does not recall them; the Russian
 * regiment's row is the referee's pick, and 2 with a personality recalls it. The answer is
 * said, nothing recorded. A side's view offers the group for its own counters only. */
static void
test_recall (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = carre_group (fixture, &window, "0406");
  GtkWidget *panel;

  vd_test_read_roll (group, 4);
  g_assert_nonnull (vd_test_find_visible_label (group, "class cossack: the row russian-cossacks",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Not Recalled", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Die 4, needs 5 or higher (LBA-REC-1)",
                                                FALSE));
  group = carre_group (fixture, &window, "0405");
  adw_combo_row_set_selected (ADW_COMBO_ROW (vd_test_row_widget (group, "Row of the Recall Chart",
                                                                 ADW_TYPE_COMBO_ROW)), 0);
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "With a Personality",
                                                         GTK_TYPE_SWITCH)),
                         TRUE);
  vd_test_read_roll (group, 2);
  g_assert_nonnull (vd_test_find_visible_label (group, "Recalled", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Die 3, needs 3 or higher", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0405");
  g_assert_null (vd_test_find_visible_label (panel, "Carré and Recall", FALSE));
  vd_test_close_window (window);
}

/* LBA-LIMB-1, LBA-LIMB-2 in the app: the Russian battery's row picked, Napoleon's +3 switched
 * on, the players' 3 read 6 on the position row: it limbers, applied as the counter's `state`
 * with the CLI's note, one step to undo; the Santon's battery is refused with LBA-SANTON-1. */
static void
test_limber (Fixture *fixture, gconstpointer data)
{
  VdWindow *window;
  VdBattle *battle;
  GtkWidget *panel, *group;
  const VdBoardEvent *event;

  window = vd_test_board_open_copy (fixture, "limber-lba.yaml");
  battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0202");
  vd_test_wait_for_label (panel, "Limbering", TRUE);
  group = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (panel, "Limbering",
                                                                           FALSE)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  g_assert_nonnull (vd_test_find_visible_label (group, "g1's limbering roll (LBA-LIMB-1)",
                                                FALSE));
  /* russian-light, russian-horse, russian-position, russian-guard */
  adw_combo_row_set_selected (ADW_COMBO_ROW (vd_test_row_widget (group, "Row of the Limber Chart",
                                                                 ADW_TYPE_COMBO_ROW)), 2);
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, "napoleon",
                                                         GTK_TYPE_SWITCH)), TRUE);
  vd_test_spin_a_little ();
  vd_test_read_roll (group, 3);
  g_assert_nonnull (vd_test_find_visible_label (group, "russian-position limbers on 6 or higher",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "napoleon +3", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Limbers", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Die 6, needs 6 or higher (LBA-LIMB-1)",
                                                FALSE));
  g_signal_emit_by_name (vd_test_find_visible_button (group, "_Limber"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event->unit_id, ==, "g1");
  g_assert_cmpstr (event->state, ==, "limbered");
  g_assert_cmpstr (event->note, ==, "limbering, die 3, read 6: limbers (LBA-LIMB-1)");
  g_assert_cmpstr (vd_test_board_unit (window, "g1")->state, ==, "limbered");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "g1 becomes limbered",
                                                TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_board_unit (window, "g1")->state, ==, "unlimbered");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  /* The Santon's battery: the group says why not, and offers no Limber. */
  vd_test_board_click (window, "0505");
  vd_test_wait_for_label (panel, "No Limbering Here", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "never limber (LBA-SANTON-1)", TRUE));
  g_assert_null (vd_test_find_visible_button (panel, "_Limber"));
  vd_test_close_window (window);
}

/* LBA-MC-1 in the app (help "LBA's fire-loss morale checks"), lba-i-loss-count open: the
 * French battalion on the Ligne row losing 2 increments to a fire makes 1 check whichever way
 * losses count; losing 1, it hangs on the reading, and with 1 lost before both counts are
 * named; the Russian cavalry's one row needs no pick and checks at every loss (LBA-MC-2); the
 * Cossacks are not read on the chart (LBA-COS-1); a counter without a nation is told why not.
 * Nothing is recorded; a side's view has the group for its own counters only. */
static void
test_fire_checks (Fixture *fixture, gconstpointer data)
{
  const char *title = "Morale Checks from Fire Losses";
  VdWindow *window;
  GtkWidget *panel, *group, *expander;

  window = vd_test_board_open_copy (fixture, "carre-lba.yaml");
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  group = vd_test_board_group (window, "0202", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "The checks f1 makes for the increments "
                                                "a fire attack cost it", FALSE));
  /* french-ligne, french-legere, …: the first. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (vd_test_row_widget (group, "Row of the Chart",
                                                                 ADW_TYPE_COMBO_ROW)), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Increments Lost",
                                                                  GTK_TYPE_SPIN_BUTTON)), 2);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "1 Morale Check", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-MC-1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "f1: the row french-ligne: even losses "
                                                "(2, 4, 6...)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "lba-i-loss-count", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "open, both readings give the same, "
                                                "whatever was lost before", FALSE));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Increments Lost",
                                                                  GTK_TYPE_SPIN_BUTTON)), 1);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "Unknown, Supply It", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "then the increments it lost before are "
                                                "needed) (lba-i-loss-count)", TRUE));
  expander = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (
    group, "Lost Before This Fire", FALSE)), ADW_TYPE_EXPANDER_ROW);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (expander), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  vd_test_spin_a_little ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Increments Lost Before",
                                                                  GTK_TYPE_SPIN_BUTTON)), 1);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "whether losses count over the unit's "
                                                "life (increment 2: 1 check (on 2)) or within "
                                                "each fire attack (increment 1: no check) "
                                                "(lba-i-loss-count)", FALSE));

  group = vd_test_board_group (window, "0405", title);
  g_assert_null (vd_test_find_visible_label (group, "Row of the Chart", FALSE));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "Increments Lost",
                                                                  GTK_TYPE_SPIN_BUTTON)), 2);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "2 Morale Checks", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "c1: the row russian-cavalry", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-MC-2", FALSE));
  group = vd_test_board_group (window, "0406", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "Not Read on the Chart", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-COS-1", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Increments Lost", FALSE));
  group = vd_test_board_group (window, "0506", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "No Fire-Loss Checks Here", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "give the counter its nation", TRUE));
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);

  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  vd_test_board_click (window, "0405");
  g_assert_null (vd_test_find_visible_label (panel, title, FALSE));
  group = vd_test_board_group (window, "0203", title);
  g_assert_nonnull (vd_test_find_visible_label (group, "fc: the row french-cavalry", TRUE));
  vd_test_close_window (window);
}

/* 1914-RET-5, 1914-HQ-4, 1914-REB-1/2 in the app (help "Units that come back"): ger-a, off
 * the map, is listed with its rule; its die typed (1: back from turn 4, re-entry refused in
 * turn 3) or rolled by Vedette, each one step to undo; with 5 it re-enters on the hex selected
 * (another refused with the rule), and undo takes it off again. The HQ waits on its reading;
 * with the readings entered, ger-b and ger-c are rebuilt as ger-c on ger-hq1, one step. A
 * side's view lists its own counters only; NaA has no such group. */
static void
test_returns (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "returns-1914.yaml");
  VdBoardDocument *document = vd_window_get_board_document (window);
  VdBattle *battle = vd_board_document_get_battle (document);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  g_autoptr(GError) error = NULL;
  GtkWidget *group = vd_test_board_group (window, "0603", "Units That Come Back");
  GtkWidget *entry;
  const VdBoardEvent *event;

  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 5);
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map: left the map in turn 1; its "
                                                "re-entry die is not rolled yet (1914-RET-5)",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "eliminated in turn 1; the turn it comes "
                                                "back waits on reading 1914-i-hq-return-turn",
                                                TRUE));
  g_assert_null (vd_test_find_visible_label (group, "Rebuild ger-b + ger-c", FALSE));

  /* The players' 1: back from turn 4, not now. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "ger-a’s Re-entry Die",
                                                                  GTK_TYPE_SPIN_BUTTON)), 1);
  vd_test_click_in_row (group, "ger-a’s Re-entry Die", "R_ecord");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  event = vd_battle_get_event (battle, 5);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpint (event->die, ==, 1);
  g_assert_cmpint (event->to_turn, ==, 4);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "ger-a off the map rolls 1: "
                                                "back from turn 4", TRUE));
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map: left the map in turn 1, die "
                                                "1: back from turn 4 (1914-RET-5)", FALSE));
  entry = vd_test_row_widget (group, "Re-enter ger-a", GTK_TYPE_ENTRY);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "0603");
  vd_test_click_in_row (group, "Re-enter ger-a", "Re-_enter");
  g_assert_nonnull (vd_test_find_visible_label (group, "ger-a may come back from turn 4, not in "
                                                "turn 3 (1914-RET-5)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 5);

  /* Vedette's roll, kept the same way. */
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  vd_test_click_in_row (group, "ger-a’s Re-entry Die", "_Roll");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  event = vd_battle_get_event (battle, 5);
  g_assert_cmpint (event->die, >=, 1);
  g_assert_cmpint (event->die, <=, 6);
  vd_test_undo (window);

  /* 5: back from turn 2, by 0604 or an edge hex next to it. */
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vd_test_row_widget (group, "ger-a’s Re-entry Die",
                                                                  GTK_TYPE_SPIN_BUTTON)), 5);
  vd_test_click_in_row (group, "ger-a’s Re-entry Die", "R_ecord");
  group = vd_test_board_group (window, "0303", "Units That Come Back");
  g_assert_nonnull (vd_test_find_visible_label (group, "off the map, may come back now: left the "
                                                "map in turn 1, die 5: back from turn 2 "
                                                "(1914-RET-5)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "By 0604, 0603, 0605", FALSE));
  vd_test_click_in_row (group, "Re-enter ger-a", "Re-_enter");
  g_assert_nonnull (vd_test_find_visible_label (group, "ger-a comes back by 0604 or an edge hex "
                                                "next to it (0604, 0603, 0605), not 0303 "
                                                "(1914-RET-5)", FALSE));
  g_assert_false (vd_test_board_unit (window, "ger-a")->placed);
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  vd_test_click_in_row (group, "Re-enter ger-a", "Re-_enter");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 7);
  g_assert_true (vd_test_board_unit (window, "ger-a")->placed);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "ger-a")->hex,
                               vd_test_board_hex (window, "0603")));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "ger-a moves to 0603",
                                                TRUE));
  vd_test_undo (window);
  g_assert_false (vd_test_board_unit (window, "ger-a")->placed);
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  g_assert_nonnull (vd_test_find_visible_label (group, "Re-enter ger-a", FALSE));

  /* The HQ's return waits on its reading: refused with it. */
  vd_test_click_in_row (group, "Re-enter ger-hq2", "Re-_enter");
  g_assert_nonnull (vd_test_find_visible_label (group, "ger-hq2: eliminated in turn 1; the turn "
                                                "it comes back waits on reading", TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);

  /* A side's view: the Allies know nothing of the Germans' losses. */
  vd_window_board_set_side (window, "allied");
  vd_test_board_click (window, "0603");
  g_assert_null (vd_test_find_visible_label (panel, "Units That Come Back", FALSE));
  vd_window_board_set_side (window, "german");
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  g_assert_nonnull (vd_test_find_visible_label (group, "Re-enter ger-a", FALSE));
  vd_window_board_set_side (window, NULL);

  /* The owner's readings: the pair is offered, rebuilt as ger-c on ger-hq1, one step. */
  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");

    vd_hex_entries_set_choice (entries, "1914-i-hq-return-turn", "next-turn", "Test", "T");
    vd_hex_entries_set_choice (entries, "1914-i-rebuild-pair", "same-army", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  g_assert_true (vd_board_document_reload_module (document, &error));
  g_assert_no_error (error);
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  g_assert_nonnull (vd_test_find_visible_label (group, "may be rebuilt now, one of the two, on HQ "
                                                "ger-hq1, operational at once (1914-REB-2)",
                                                FALSE));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (vd_test_row_widget (group, "Rebuild ger-b + ger-c",
                                                                 GTK_TYPE_DROP_DOWN)), 1);
  vd_test_click_in_row (group, "Rebuild ger-b + ger-c", "Re_build");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 8);
  g_assert_true (vd_test_board_unit (window, "ger-c")->placed);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "ger-c")->hex,
                               vd_test_board_hex (window, "0606")));
  g_assert_cmpstr (vd_test_board_unit (window, "ger-b")->state, ==, "merged");
  group = vd_test_board_group (window, "0603", "Units That Come Back");
  g_assert_null (vd_test_find_visible_label (group, "Rebuild ger-b + ger-c", FALSE));
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  g_assert_false (vd_test_board_unit (window, "ger-c")->placed);
  g_assert_null (vd_test_board_unit (window, "ger-b")->state);
  vd_test_close_window (window);
  g_assert_cmpint (g_unlink (entries_path), ==, 0);

  /* A game without these rules (NaA) has no such group. */
  window = open_special (fixture);
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0106");
  vd_test_wait_for_label (panel, "Special Rules", TRUE);
  g_assert_null (vd_test_find_visible_label (panel, "Units That Come Back", FALSE));
  vd_test_close_window (window);
}

/* 1914-OPT-1 in the app: the board panel's British Withdrawal group says the test's answer on
 * turn 5 with its readings and the counters that decide it; with the owner's readings the
 * British leave, fr-1 taking br-1's hex, one step undone whole; a refusal is said in the row;
 * a side's view has no group. */
static void
test_british_withdrawal (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "withdrawal-1914.yaml");
  VdBoardDocument *document = vd_window_get_board_document (window);
  VdBattle *battle = vd_board_document_get_battle (document);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_board_panel (window));
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  g_autoptr(GError) error = NULL;
  GtkWidget *group = vd_test_board_group (window, "0101", "British Withdrawal");

  g_assert_nonnull (vd_test_find_visible_label (group, "2 French counters are not behind the "
                                                "line of hexes whose number ends in 13: the "
                                                "British stay (1914-OPT-1)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Read as south: our default: not chosen",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "at 0413: on the line, not behind it "
                                                "(1914-OPT-1)", FALSE));
  g_assert_null (vd_test_find_visible_label (group, "Withdraw the British", FALSE));

  /* A side's view: the answer names French counters where they stand. */
  vd_window_board_set_side (window, "german");
  vd_test_board_click (window, "0101");
  g_assert_null (vd_test_find_visible_label (panel, "British Withdrawal", FALSE));
  vd_window_board_set_side (window, NULL);

  {
    g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");

    vd_hex_entries_set_choice (entries, "1914-i-withdrawal-units", "combat-units", "Test", "T");
    vd_hex_entries_set_choice (entries, "1914-i-withdrawal-line", "on-or-beyond", "Test", "T");
    g_assert_true (vd_hex_entries_save (entries, NULL));
  }
  g_assert_true (vd_board_document_reload_module (document, &error));
  g_assert_no_error (error);
  group = vd_test_board_group (window, "0101", "British Withdrawal");
  g_assert_nonnull (vd_test_find_visible_label (group, "br-1, br-2, br-hq out of the game; the "
                                                "French typed as UNIT=HEX go in their place "
                                                "(1914-OPT-1)", FALSE));
  gtk_editable_set_text (GTK_EDITABLE (vd_test_row_widget (group, "Withdraw the British",
                                                           GTK_TYPE_ENTRY)), "fr-1=0214");
  vd_test_click_in_row (group, "Withdraw the British", "_Withdraw");
  g_assert_nonnull (vd_test_find_visible_label (group, "name it as UNIT=HEX:HQ (1914-OPT-1)",
                                                TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (vd_test_row_widget (group, "Withdraw the British",
                                                           GTK_TYPE_ENTRY)), "fr-1=0110");
  vd_test_click_in_row (group, "Withdraw the British", "_Withdraw");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 7);
  g_assert_false (vd_test_board_unit (window, "br-1")->placed);
  g_assert_cmpstr (vd_test_board_unit (window, "br-hq")->state, ==, "withdrawn");
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "fr-1")->hex,
                               vd_test_board_hex (window, "0110")));
  g_assert_cmpstr (vd_test_board_unit (window, "fr-1")->army, ==, "5");
  group = vd_test_board_group (window, "0101", "British Withdrawal");
  g_assert_nonnull (vd_test_find_visible_label (group, "the British have left the game already "
                                                "(1914-OPT-1)", FALSE));
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_true (vd_test_board_unit (window, "br-1")->placed);
  g_assert_null (vd_test_board_unit (window, "br-hq")->state);
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

  VD_TEST_ADD ("/app/board/exit-F4-F8", test_exit_map);
  VD_TEST_ADD ("/app/board/break-ice-ICE-2-ICE-6", test_break_ice);
  VD_TEST_ADD ("/app/board/demolish-ICE-4", test_demolish_bridge);
  VD_TEST_ADD ("/app/board/carre-LBA-CAR-1-LBA-CAR-2", test_carre);
  VD_TEST_ADD ("/app/board/recall-LBA-REC-1", test_recall);
  VD_TEST_ADD ("/app/board/limber-LBA-LIMB-1", test_limber);
  VD_TEST_ADD ("/app/board/fire-checks-LBA-MC-1-LBA-MC-2-LBA-COS-1", test_fire_checks);
  VD_TEST_ADD ("/app/board/returns-1914-RET-5-REB-1", test_returns);
  VD_TEST_ADD ("/app/board/british-withdrawal-1914-OPT-1", test_british_withdrawal);
  status = g_test_run ();
  vd_test_remove_dir (data_home);
  return status;
}
