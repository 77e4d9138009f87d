#include <string.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-window-private.h"
#include "vd-test-board.h"

/* La Bataille d'Austerlitz's château and Sk dragoons in the board panel, through the real
 * widgets: what `hex chateau` answers, a DD there recorded, an Sk regiment set on a hexside. */

/* The château board (tests/files/hex/chateau-lba.yaml) and its "Château" group with LABEL's
 * counter selected. */
static GtkWidget *
chateau_group (Fixture *fixture, VdWindow **window, const char *label)
{
  if (*window == NULL)
    *window = vd_test_board_open_copy (fixture, "chateau-lba.yaml");
  return vd_test_board_group (*window, label, "Château");
}

/* The switch of the attacker ID's row set to ON. */
static void
set_attacks (GtkWidget *group, const char *id, gboolean on)
{
  gtk_switch_set_active (GTK_SWITCH (vd_test_row_widget (group, id, GTK_TYPE_SWITCH)), on);
  vd_test_spin_a_little ();
}

/* LBA-CHAT-1 in the app: with the French cavalry fc among the enemies next to the Russian-held
 * château, the assault is refused with the rule; switched off, the infantry's assault is
 * judged. Selecting an attacker next to the château shows the same group. */
static void
test_chateau_1 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = chateau_group (fixture, &window, "0203");

  g_assert_nonnull (vd_test_find_visible_label (group, "0303, held by o1: only infantry may "
                                                "assault it (LBA-CHAT-1)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Assault Refused", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "fc is not infantry: only infantry may "
                                                "assault the château (LBA-CHAT-1)", FALSE));
  set_attacks (group, "fc", FALSE);
  g_assert_null (vd_test_find_visible_label (group, "Assault Refused", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Defender o1", FALSE));
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);
  vd_test_close_window (window);
}

/* LBA-CHAT-4 in the app: the French infantry carry sappers, the die is named missing until
 * read; 1 breaks the door (no bonus), 4 leaves it whole (the holder's ×1.5). */
static void
test_chateau_4 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = chateau_group (fixture, &window, "0303");

  set_attacks (group, "fc", FALSE);
  g_assert_nonnull (vd_test_find_visible_label (group, "Unknown, Supply It", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "the sappers' die, after the odds "
                                                "(LBA-CHAT-4)", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "melee value unknown", FALSE));
  vd_test_read_roll (group, 1);
  g_assert_null (vd_test_find_visible_label (group, "Unknown, Supply It", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "0303 sappers' die 1: the door gives way, "
                                                "the defender has no melee bonus (LBA-CHAT-4)",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "melee value ×1 (LBA-CHAT-4)", FALSE));
  vd_test_read_roll (group, 4);
  g_assert_nonnull (vd_test_find_visible_label (group, "sappers' die 4: the door holds", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "holds the château from the set-up: ×1.5 "
                                                "(LBA-CHAT-6)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "melee value ×1.5 (LBA-CHAT-6)", FALSE));
  vd_test_close_window (window);
}

/* LBA-CHAT-5 in the app: at the French-held 0305 the Egerskii e1 carries no sappers; the
 * Austrian a6 does until the referee names it a 6th battalion, then no die is thrown. */
static void
test_chateau_5 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = chateau_group (fixture, &window, "0305");

  g_assert_nonnull (vd_test_find_visible_label (group, "e1 Egerskii: no sappers (LBA-CHAT-5)",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "a6 infantry: carries sappers (LBA-CHAT-5)",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "Roll the Sappers' Die", FALSE));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vd_test_row_widget (group, "a6",
                                                                     GTK_TYPE_CHECK_BUTTON)),
                               TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "a6 a 6th battalion, as the referee names "
                                                "it: no sappers (LBA-CHAT-5)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "no attacker carries sappers: no die is "
                                                "thrown", TRUE));
  g_assert_null (vd_test_find_visible_label (group, "Roll the Sappers' Die", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "melee value ×1.5 (LBA-CHAT-6)", FALSE));
  vd_test_close_window (window);
}

/* One move of UNIT to LABEL recorded in WINDOW's game. */
static void
record_move (VdWindow *window, const char *unit, const char *label)
{
  VdBoardDocument *document = vd_window_get_board_document (window);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE,
                                            vd_board_document_get_board (document));
  g_autoptr(GError) error = NULL;

  event->unit_id = g_strdup (unit);
  event->hex = g_strdup (label);
  event->facing = -1;
  g_ptr_array_add (events, event);
  g_assert_true (vd_board_document_record_batch (document, events, &error));
  g_assert_no_error (error);
  vd_test_spin_a_little ();
}

/* LBA-CHAT-6 in the app: o1 left the château and came back this turn: the complete turn is not
 * over under both readings of lba-i-chateau-hold, so no ×1.5 with the door holding. */
static void
test_chateau_6 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "chateau-lba.yaml");
  GtkWidget *group;

  record_move (window, "o1", "0304");
  record_move (window, "o1", "0303");
  group = chateau_group (fixture, &window, "0303");
  set_attacks (group, "fc", FALSE);
  vd_test_read_roll (group, 4);
  g_assert_nonnull (vd_test_find_visible_label (group, "o1 came in on turn 1, now turn 1: the "
                                                "complete turn is not over, no ×1.5 (both "
                                                "readings agree) (LBA-CHAT-6)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "melee value ×1 (LBA-CHAT-6)", FALSE));
  vd_test_close_window (window);
}

/* LBA-CHAT-3 in the app: a DD on o1 in the château: no retreat, 6 increments to 5, recorded as
 * its strength with the CLI's note, one step to undo. A side's view shows no château group. */
static void
test_chateau_3 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = chateau_group (fixture, &window, "0303");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *panel;
  const VdBoardEvent *event;

  g_assert_nonnull (vd_test_find_visible_label (group, "A DD on o1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "o1 DD in the château 0303: no retreat "
                                                "(LBA-CHAT-3)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "loses 1 increment: 6 to 5 (LBA-CHAT-3)",
                                                TRUE));
  vd_test_click_in_row (group, "A DD on o1", "_Apply");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STRENGTH);
  g_assert_cmpstr (event->unit_id, ==, "o1");
  g_assert_cmpstr (event->strength, ==, "5");
  g_assert_cmpstr (event->note, ==, "DD in the château: one increment lost, no retreat "
                                    "(LBA-CHAT-3)");
  g_assert_cmpstr (vd_test_board_unit (window, "o1")->strength, ==, "5");
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpstr (vd_test_board_unit (window, "o1")->strength, ==, "6");
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0303");
  g_assert_null (vd_test_find_visible_label (panel, "Château", FALSE));
  vd_test_close_window (window);
}

/* The Sk board (tests/files/hex/hexside-lba.yaml) and its "Sk Mode" group for the dragoons
 * d1 in 0404, the sides of its hex shown. */
static GtkWidget *
hexside_group (Fixture *fixture, VdWindow **window)
{
  GtkWidget *group;

  if (*window == NULL)
    *window = vd_test_board_open_copy (fixture, "hexside-lba.yaml");
  group = vd_test_board_group (*window, "0404", "Sk Mode");
  vd_test_open_expander (group, "Set on a Hexside");
  return group;
}

/* LBA-DRAG-1 in the app: the dragoons d1 (7 increments) set toward 0504 count 3 increments in
 * each hex; Set records the CLI's move event with `across`, one step to undo; the group then
 * says where it sits, and a move takes it off the hexside. */
static void
test_hexside_drag_1 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = hexside_group (fixture, &window);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const VdBoardEvent *event;
  GtkWidget *panel;

  g_assert_nonnull (vd_test_find_visible_label (group, "d1 counts 3 increments in each of 0404 "
                                                "and 0504 (LBA-DRAG-1)", TRUE));
  vd_test_click_in_row (group, "Toward 0504", "_Set");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->unit_id, ==, "d1");
  g_assert_cmpstr (event->hex, ==, "0404");
  g_assert_cmpstr (event->hex2, ==, "0504");
  g_assert_cmpstr (event->note, ==, "Sk mode on its hexside (LBA-DRAG-1)");
  g_assert_true (vd_test_board_unit (window, "d1")->on_hexside);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Tver Dragoner sits on the hexside 0404|0504",
                                                TRUE));
  group = vd_test_board_group (window, "0404", "Sk Mode");
  g_assert_nonnull (vd_test_find_visible_label (group, "0404|0504: in both hexes; a move takes "
                                                "it off (LBA-DRAG-1)", FALSE));
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_false (vd_test_board_unit (window, "d1")->on_hexside);
  group = hexside_group (fixture, &window);
  vd_test_click_in_row (group, "Toward 0504", "_Set");
  g_assert_true (vd_test_board_unit (window, "d1")->on_hexside);
  record_move (window, "d1", "0504");
  g_assert_false (vd_test_board_unit (window, "d1")->on_hexside);
  /* A side's view: no group. */
  vd_window_board_set_side (window, "coalition");
  vd_test_spin_a_little ();
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0504");
  g_assert_null (vd_test_find_visible_label (panel, "Sk Mode", FALSE));
  vd_test_close_window (window);
}

/* LBA-DRAG-4 in the app: toward the village 0405 refused with the rule and no Set; toward the
 * pine forest 0403 allowed. Infantry has no Sk group. */
static void
test_hexside_drag_4 (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = hexside_group (fixture, &window);
  GtkWidget *row;

  g_assert_nonnull (vd_test_find_visible_label (group, "0405 is Village: a counter sits on a "
                                                "hexside only between hexes of clear or pine "
                                                "forest (LBA-DRAG-4)", FALSE));
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (group, "Toward 0405",
                                                                         FALSE)),
                                 ADW_TYPE_ACTION_ROW);
  g_assert_null (vd_test_find_visible_button (row, "_Set"));
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (group, "Toward 0403",
                                                                         FALSE)),
                                 ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (vd_test_find_visible_button (row, "_Set"));
  g_assert_cmpuint (vd_battle_get_n_events (vd_board_document_get_battle (
                      vd_window_get_board_document (window))), ==, 0);
  vd_test_board_click (window, "0202");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_board_panel (window)),
                                             "Sk Mode", FALSE));
  vd_test_close_window (window);
}

/* LBA-DRAG-1 in the app: d1 set toward 0504 and dragged from the middle of its hexside to 0304
 * leaves it: the move's journal note says so with the rule, and it sits in 0304 alone. */
static void
test_drag_leaves_hexside (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = hexside_group (fixture, &window);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *view = GTK_WIDGET (vd_window_get_board_view (window));
  GtkEventController *click = vd_test_find_controller (view, GTK_TYPE_GESTURE_CLICK);
  GtkEventController *drag = vd_test_find_controller (view, GTK_TYPE_GESTURE_DRAG);
  const VdBoardEvent *event;
  double ax, ay, bx, by, x0, y0, x1, y1;

  vd_test_click_in_row (group, "Toward 0504", "_Set");
  g_assert_true (vd_test_board_unit (window, "d1")->on_hexside);
  /* Picked where the map draws it, over the middle of its hexside. */
  vd_test_board_centre (window, "0404", &ax, &ay);
  vd_test_board_centre (window, "0504", &bx, &by);
  vd_test_board_centre (window, "0304", &x1, &y1);
  x0 = (ax + bx) / 2;
  y0 = (ay + by) / 2;
  g_signal_emit_by_name (click, "pressed", 1, x0, y0);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", (x1 - x0) / 2, (y1 - y0) / 2);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  g_signal_emit_by_name (click, "released", 1, x1, y1);
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpstr (event->unit_id, ==, "d1");
  g_assert_cmpstr (event->hex, ==, "0304");
  g_assert_null (event->hex2);
  g_assert_nonnull (strstr (event->note, "d1 leaves its hexside between 0404 and 0504: it is "
                                         "out of Sk mode (LBA-DRAG-1)"));
  g_assert_false (vd_test_board_unit (window, "d1")->on_hexside);
  vd_test_close_window (window);
}

/* The seed that makes Vedette's next die FACE. */
static guint32
seed_for (int face)
{
  for (guint32 seed = 1; seed < 1000; seed++)
    {
      g_random_set_seed (seed);
      if (g_random_int_range (1, 7) == face)
        return seed;
    }
  g_assert_not_reached ();
}

/* LBA-REC-1, LBA-CHG-1, LBA-GEN-1 in the app: the Guard Cossacks gk charging the disordered fd
 * on tests/files/hex/special-lba.yaml: the course as `hex charge` gives it, the morale check
 * named missing; the recall rolled (a 6 on the light row) and the charger moved back to 0705,
 * one step to undo; the Coalition's view shows its course and its die, not the move back. */
static void
test_charge_course (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "special-lba.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group = vd_test_board_group (window, "0805", "Charge and Recall");
  GtkWidget *target = vd_test_row_widget (group, "Target", ADW_TYPE_COMBO_ROW);
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (target));
  GtkWidget *entry, *panel;
  const VdBoardEvent *event;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "fd in 0604"))
      adw_combo_row_set_selected (ADW_COMBO_ROW (target), i);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (group, "fd checks morale, -6 from what the board "
                                                "says, with the rows left to the referee",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-CHG-1; unknown, supply it: the "
                                                "morale check's procedure and table are in the "
                                                "missing Premier Rules (LBA-GEN-1)", TRUE));
  g_random_set_seed (seed_for (6));
  vd_test_click_in_row (group, "Recall Die", "_Roll");
  g_assert_nonnull (vd_test_find_visible_label (group, "after the charge, gk's recall: "
                                                "russian-light, 3 or higher: die 6, recalled",
                                                TRUE));
  entry = vd_test_row_widget (group, "Move Back To", GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0705");
  vd_test_click_in_row (group, "Move Back To", "_Move Back");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpstr (event->unit_id, ==, "gk");
  g_assert_cmpstr (event->hex, ==, "0705");
  g_assert_nonnull (strstr (event->note, "(LBA-REC-1;"));
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  /* The Coalition's view follows its own charge, the die and the move back left to the
   * referee; the French view has no group for the Coalition's charger. */
  vd_window_board_set_side (window, "coalition");
  vd_test_spin_a_little ();
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0805");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (panel, "Charge and Recall", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "LBA-CHG-1; unknown, supply it: the "
                                                "morale check's procedure and table are in the "
                                                "missing Premier Rules (LBA-GEN-1)", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Recall Die", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Move Back To", FALSE));
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  vd_test_board_click (window, "0805");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (panel, "Charge and Recall", FALSE));
  vd_test_close_window (window);
}

/* The charge's course in a side's view leaks nothing the side may not know: r1 hidden
 * (versteckt, LBA-FD-9), the French view's Charge and Recall for fc offers no target for it,
 * neither by its id nor as an unidentified counter, while the referee's view offers it. */
static void
test_charge_side_view (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_edited (fixture, "special-lba.yaml",
                                                "strength: 6, movement: 3}",
                                                "strength: 6, movement: 3, state: versteckt}");
  GtkWidget *group = vd_test_board_group (window, "0506", "Charge and Recall");
  GtkWidget *target = vd_test_row_widget (group, "Target", ADW_TYPE_COMBO_ROW);
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (target));
  gboolean offered = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    offered |= g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                            "r1 in 0403");
  g_assert_true (offered);
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  group = vd_test_board_group (window, "0506", "Charge and Recall");
  target = vd_test_row_widget (group, "Target", ADW_TYPE_COMBO_ROW);
  model = adw_combo_row_get_model (ADW_COMBO_ROW (target));
  g_assert_cmpuint (g_list_model_get_n_items (model), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      const char *item = gtk_string_list_get_string (GTK_STRING_LIST (model), i);

      g_assert_null (strstr (item, "r1"));
      g_assert_null (strstr (item, "hidden"));
      g_assert_null (strstr (item, "0403"));
    }
  g_assert_null (vd_test_find_visible_label (group, "r1", FALSE));
  vd_test_close_window (window);
}

/* LBA-REC-1 in a side's view: the Coalition's player charging fd with gk rolls the recall die
 * himself (the app's dice: a 6 on the light row, recalled), kept in the journal as his roll (a
 * `roll` event, test recall), which his journal page lists and the French one does not, one
 * step the referee undoes; the move back is still not his; in the referee's view the die
 * rolled at the table is entered (a 2: not recalled) and nothing is recorded. */
static void
test_recall_rolled_by_player (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "special-lba.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  GtkWidget *group, *target, *spin;
  GListModel *model;
  const VdBoardEvent *event;

  vd_window_board_set_side (window, "coalition");
  vd_test_spin_a_little ();
  group = vd_test_board_group (window, "0805", "Charge and Recall");
  target = vd_test_row_widget (group, "Target", ADW_TYPE_COMBO_ROW);
  model = adw_combo_row_get_model (ADW_COMBO_ROW (target));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "fd in 0604"))
      adw_combo_row_set_selected (ADW_COMBO_ROW (target), i);
  vd_test_spin_a_little ();
  g_assert_null (vd_test_row_widget (group, "Recall Die", GTK_TYPE_SPIN_BUTTON));
  g_random_set_seed (seed_for (6));
  vd_test_click_in_row (group, "Recall Die", "_Roll");
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ROLL);
  g_assert_cmpstr (event->test, ==, "recall");
  g_assert_cmpstr (event->unit_id, ==, "gk");
  g_assert_cmpstr (event->ruling_rule, ==, "LBA-REC-1");
  g_assert_cmpstr (event->chart_row, ==, "russian-light");
  g_assert_cmpint (event->die, ==, 6);
  g_assert_cmpint (event->needed, ==, 3);
  g_assert_cmpstr (event->result, ==, "recalled");
  g_assert_nonnull (strstr (event->note, "rolled by the coalition player in the app"));
  group = vd_test_board_group (window, "0805", "Charge and Recall");
  g_assert_nonnull (vd_test_find_visible_label (group, "after the charge, gk's recall: "
                                                "russian-light, 3 or higher: die 6, recalled",
                                                TRUE));
  g_assert_null (vd_test_find_visible_label (group, "Move Back To", FALSE));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "journal");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_board_panel (window)),
                                                "recall roll (LBA-REC-1): 6", TRUE));
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_board_panel (window)),
                                             "recall roll", TRUE));
  vd_board_panel_set_page (vd_window_get_board_panel (window), "inspector");

  vd_window_board_set_side (window, NULL);
  vd_test_spin_a_little ();
  vd_test_undo (window);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  group = vd_test_board_group (window, "0805", "Charge and Recall");
  target = vd_test_row_widget (group, "Target", ADW_TYPE_COMBO_ROW);
  model = adw_combo_row_get_model (ADW_COMBO_ROW (target));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "fd in 0604"))
      adw_combo_row_set_selected (ADW_COMBO_ROW (target), i);
  vd_test_spin_a_little ();
  spin = vd_test_row_widget (group, "Recall Die", GTK_TYPE_SPIN_BUTTON);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 2);
  vd_test_click_in_row (group, "Recall Die", "_Enter");
  g_assert_nonnull (vd_test_find_visible_label (group, "after the charge, gk's recall: "
                                                "russian-light, 3 or higher: die 2, not recalled",
                                                TRUE));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  vd_test_close_window (window);
}

/* LBA-DRAG-1, lba-i-sk-move in the app: d1 set toward 0504 and taken out of Sk mode in its
 * hex with Leave: a move to 0404 without a path, its note naming the rule, one step to undo. */
static void
test_hexside_leave (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = hexside_group (fixture, &window);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const VdBoardEvent *event;

  vd_test_click_in_row (group, "Toward 0504", "_Set");
  g_assert_true (vd_test_board_unit (window, "d1")->on_hexside);
  group = vd_test_board_group (window, "0404", "Sk Mode");
  vd_test_click_in_row (group, "On a Hexside", "_Leave");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->hex, ==, "0404");
  g_assert_null (event->hex2);
  g_assert_cmpstr (event->note, ==, "out of Sk mode in its hex (LBA-DRAG-1)");
  g_assert_false (vd_test_board_unit (window, "d1")->on_hexside);
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "d1")->hex,
                               vd_test_board_hex (window, "0404")));
  vd_test_undo (window);
  g_assert_true (vd_test_board_unit (window, "d1")->on_hexside);
  vd_test_close_window (window);
}

/* LBA-SANTON-1 in the app: the Santon battery sb dragged out of its work stays there, nothing
 * recorded, the toast saying why with the rule. */
static void
test_santon_1_drag (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = vd_test_board_open_copy (fixture, "special-lba.yaml");
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));

  vd_test_board_drag (window, "0303", "0302");
  vd_test_spin_a_little ();
  g_assert_true (vd_hex_equal (vd_test_board_unit (window, "sb")->hex,
                               vd_test_board_hex (window, "0303")));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "sb is a battery in a "
                                                "Santon earthwork: it never limbers, moves or "
                                                "turns (LBA-SANTON-1)", TRUE));
  vd_test_close_window (window);
}

/* The vineyard board (tests/files/hex/vineyard-spread-lba.yaml) and its "Vineyard Spread" group
 * for the battalion b7 in 0403, the vineyard hexes beside it shown. */
static GtkWidget *
spread_group (Fixture *fixture, VdWindow **window)
{
  GtkWidget *group;

  if (*window == NULL)
    *window = vd_test_board_open_copy (fixture, "vineyard-spread-lba.yaml");
  group = vd_test_board_group (*window, "0403", "Vineyard Spread");
  vd_test_open_expander (group, "Spread Into");
  return group;
}

/* LBA-VIN-3 in the app: b7 (7 increments) spreads into 0404, then 0405, each a move event to its
 * own hex with `spread`, one step to undo; a fourth hex is refused by lba-i-vineyard-spread (our
 * default, three-a-hex) with no button; Gather takes it back into 0403; a side's view has no
 * group. */
static void
test_vineyard_spread (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = NULL;
  GtkWidget *group = spread_group (fixture, &window);
  VdBattle *battle = vd_board_document_get_battle (vd_window_get_board_document (window));
  const VdBoardEvent *event;
  GtkWidget *row, *panel;

  vd_test_click_in_row (group, "Into 0404", "_Spread Into");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->hex, ==, "0403");
  g_assert_cmpstr (event->spread[0], ==, "0404");
  g_assert_cmpstr (event->note, ==, "spread over 0403 and 0404 (LBA-VIN-3)");
  g_assert_cmpuint (vd_test_board_unit (window, "b7")->spread->len, ==, 1);
  /* 0404's stack lists it, spread there from 0403. */
  vd_test_board_click (window, "0404");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_board_panel (window)),
                                                "spread here from 0403 (LBA-VIN-3)", FALSE));
  group = spread_group (fixture, &window);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_board_panel (window)),
                                                "Spread Over Its Vineyard", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (group, "spread over 0403 and 0404: up to 3 of "
                                                "its increments count in each (LBA-VIN-3)",
                                                TRUE));
  g_assert_nonnull (vd_test_find_visible_label (group, "LBA-GO-2", TRUE));
  vd_test_click_in_row (group, "Into 0405", "_Spread Into");
  g_assert_cmpuint (vd_test_board_unit (window, "b7")->spread->len, ==, 2);
  group = spread_group (fixture, &window);
  g_assert_nonnull (vd_test_find_visible_label (group, "its 7 increments fill 3 hexes at 3 a "
                                                "hex", TRUE));
  row = gtk_widget_get_ancestor (GTK_WIDGET (vd_test_find_visible_label (group, "Into 0406",
                                                                         FALSE)),
                                 ADW_TYPE_ACTION_ROW);
  g_assert_null (vd_test_find_visible_button (row, "_Spread Into"));
  vd_test_undo (window);
  g_assert_cmpuint (vd_test_board_unit (window, "b7")->spread->len, ==, 1);
  /* Dragged into 0404, it gathers there, kept in the move's note. */
  vd_test_board_drag (window, "0403", "0404");
  vd_test_spin_a_little ();
  g_assert_null (vd_test_board_unit (window, "b7")->spread);
  event = vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  g_assert_cmpstr (event->hex, ==, "0404");
  g_assert_nonnull (strstr (event->note, "b7 gathers into 0404"));
  vd_test_undo (window);
  g_assert_cmpuint (vd_test_board_unit (window, "b7")->spread->len, ==, 1);
  group = spread_group (fixture, &window);
  vd_test_click_in_row (group, "Spread", "_Gather");
  g_assert_null (vd_test_board_unit (window, "b7")->spread);
  event = vd_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1);
  g_assert_cmpstr (event->note, ==, "gathered into 0403 (LBA-VIN-3)");
  /* A side's view: no group. */
  vd_window_board_set_side (window, "french");
  vd_test_spin_a_little ();
  panel = GTK_WIDGET (vd_window_get_board_panel (window));
  vd_test_board_click (window, "0403");
  g_assert_null (vd_test_find_visible_label (panel, "Vineyard Spread", FALSE));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/board/chateau-LBA-CHAT-1", test_chateau_1);
  VD_TEST_ADD ("/app/board/chateau-LBA-CHAT-3", test_chateau_3);
  VD_TEST_ADD ("/app/board/chateau-LBA-CHAT-4", test_chateau_4);
  VD_TEST_ADD ("/app/board/chateau-LBA-CHAT-5", test_chateau_5);
  VD_TEST_ADD ("/app/board/chateau-LBA-CHAT-6-lba-i-chateau-hold", test_chateau_6);
  VD_TEST_ADD ("/app/board/hexside-LBA-DRAG-1", test_hexside_drag_1);
  VD_TEST_ADD ("/app/board/hexside-LBA-DRAG-4", test_hexside_drag_4);
  VD_TEST_ADD ("/app/board/hexside-LBA-DRAG-1-drag-leaves", test_drag_leaves_hexside);
  VD_TEST_ADD ("/app/board/charge-course-LBA-REC-1-LBA-CHG-1", test_charge_course);
  VD_TEST_ADD ("/app/board/charge-side-view-LBA-FD-9", test_charge_side_view);
  VD_TEST_ADD ("/app/board/recall-LBA-REC-1-rolled-by-player", test_recall_rolled_by_player);
  VD_TEST_ADD ("/app/board/LBA-SANTON-1-drag", test_santon_1_drag);
  VD_TEST_ADD ("/app/board/hexside-LBA-DRAG-1-leave", test_hexside_leave);
  VD_TEST_ADD ("/app/board/LBA-VIN-3-spread", test_vineyard_spread);
  return g_test_run ();
}
