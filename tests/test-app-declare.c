/* Declarations in the app (MASK-6): Declare Fire… and Declare a Charge… from the unit panel, the
 * readout over an enemy (allowed, or refused with the rule and its text) before the click, the
 * click that records it, a refusal that records nothing, and the panel offering each order only
 * to the arms that have it. */
#include <string.h>

#include "vd-test-app.h"

/* tests/files/orders/declare.yaml (see tests/test-cli-declare.c for the numbers). */
static char *
write_declare_table (Fixture *fixture)
{
  g_autofree char *source = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "files", "orders",
                                              "declare.yaml", NULL);
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  return vd_test_write_file (fixture, "declare.yaml", contents);
}

static void
activate (VdWindow *window, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  vd_test_spin_a_little ();
}

/* The pointer over table point P, through the view's motion controller. */
static void
hover (VdWindow *window, VdPoint p)
{
  VdTableView *view = vd_window_get_table_view (window);
  GtkEventController *motion = vd_test_find_controller (GTK_WIDGET (view),
                                                        GTK_TYPE_EVENT_CONTROLLER_MOTION);
  VdPoint at = vd_test_view_point (window, p);

  g_signal_emit_by_name (motion, "motion", at.x, at.y);
}

static void
assert_readout_contains (VdWindow *window, const char *text)
{
  const char *readout = vd_table_view_get_readout (vd_window_get_table_view (window));

  if (readout == NULL || strstr (readout, text) == NULL)
    g_error ("the readout “%s” does not say “%s”", readout, text);
}

/* The readout names units and features as people do: none of the table's ids. */
static void
assert_readout_has_no_id (VdWindow *window)
{
  const char *readout = vd_table_view_get_readout (vd_window_get_table_view (window));
  static const char * const ids[] = { "fr-1", "fr-hus", "ru-wood", "wood-1", "ru-far", NULL };

  g_assert_nonnull (readout);
  for (guint i = 0; ids[i] != NULL; i++)
    if (strstr (readout, ids[i]) != NULL)
      g_error ("the readout “%s” names %s by its id", readout, ids[i]);
}

/* MASK-6 through the panel: the line may fire at the grenadiers 130 paces away; the click
 * records a declare-fire event that reveals it. Over the Jägers out of range the readout says
 * RANGE, in red, and a click there records nothing. */
static void
test_declare_fire_mask_6 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_declare_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  VdBattle *battle = vd_document_get_battle (document);
  const VdEvent *event;

  vd_test_click_unit (window, "fr-1");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (vd_window_get_unit_panel (window)),
                                                "Declare Fire…", FALSE));
  activate (window, "win.declare-fire");
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_DECLARE_FIRE);
  assert_readout_contains (window, "point at the enemy to fire at");

  hover (window, vd_point (800, 510));
  assert_readout_contains (window, "1er de ligne may not fire at Jägers — RANGE by 1er de ligne: "
                                   "350 paces away, range 160");
  g_assert_true (vd_table_view_get_readout_error (view));
  vd_test_click (view, vd_test_view_point (window, vd_point (800, 510)));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_DECLARE_FIRE);

  hover (window, vd_point (500, 340));
  assert_readout_contains (window, "1er de ligne may fire at Grenadiers: 130 paces, range 160, cover none — "
                                   "click to record");
  g_assert_false (vd_table_view_get_readout_error (view));
  vd_test_click (view, vd_test_view_point (window, vd_point (500, 340)));
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_EVENT_DECLARE_FIRE);
  g_assert_cmpstr (event->target_id, ==, "ru-1");
  g_assert_nonnull (event->time);
  g_assert_true (vd_test_unit (window, "fr-1")->revealed);
  vd_test_close_window (window);
}

/* WOOD-12: the hussars may not charge the chasseurs in the wood, and the readout gives the
 * rule's text; ROAD-3: the column charges down the road and the click records it. Cavalry has
 * no fire order (no weapon range). */
static void
test_declare_charge_wood_12 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_declare_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdBattle *battle = vd_document_get_battle (vd_window_get_document (window));
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  const VdEvent *event;

  vd_test_click_unit (window, "fr-hus");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Declare a Charge…", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Declare Fire…", FALSE));
  activate (window, "win.declare-charge");
  hover (window, vd_point (1150, 320));
  assert_readout_contains (window, "7e hussards may not charge Chasseurs — WOOD-12 by Bois de "
                                   "Saint-Pierre. WOOD-12: Cavalry may not charge into a wood");
  assert_readout_has_no_id (window);
  g_assert_true (vd_table_view_get_readout_error (view));
  vd_test_click (view, vd_test_view_point (window, vd_point (1150, 320)));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  /* The click's toast says the same, in the same words. */
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "7e hussards may not charge "
                                                "Chasseurs — WOOD-12 by Bois de Saint-Pierre",
                                                TRUE));
  vd_table_view_begin_tool (view, VD_TABLE_TOOL_NONE);

  vd_test_click_unit (window, "fr-col");
  activate (window, "win.declare-charge");
  hover (window, vd_point (100, 520));
  assert_readout_contains (window, "2e léger may charge Opolchenie: 200 paces of 160 + 40 (ROAD-3) — ");
  vd_test_click (view, vd_test_view_point (window, vd_point (100, 520)));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  event = vd_battle_get_event (battle, 0);
  g_assert_cmpint (event->kind, ==, VD_EVENT_DECLARE_CHARGE);
  vd_test_close_window (window);
}

/* Reading mini-i-charge-and-fire `refused`: fr-1 fired at the grenadiers this turn, so its
 * charge on them is refused with a toast offering Allow Anyway, which records the charge
 * marked `overridden: mini-i-charge-and-fire`. */
static void
test_charge_after_fire_allow_anyway (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_declare_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdDocument *document = vd_window_get_document (window);
  VdBattle *battle = vd_document_get_battle (document);
  const VdEvent *event;

  g_assert_true (vd_ruleset_set_reading (vd_document_get_ruleset (document),
                                         "mini-i-charge-and-fire", "refused"));
  vd_test_click_unit (window, "fr-1");
  activate (window, "win.declare-fire");
  vd_test_click (view, vd_test_view_point (window, vd_point (500, 340)));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_false (vd_table_view_has_refused_order (view));

  vd_test_click_unit (window, "fr-1");
  activate (window, "win.declare-charge");
  vd_test_click (view, vd_test_view_point (window, vd_point (500, 340)));
  vd_test_spin_a_little ();
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_true (vd_table_view_has_refused_order (view));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "1er de ligne may not both charge and fire in "
                                                "one turn "
                                                "(mini-i-charge-and-fire)", TRUE));
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Allow Anyway"));

  activate (window, "win.allow-anyway");
  g_assert_false (vd_table_view_has_refused_order (view));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
  event = vd_battle_get_event (battle, 1);
  g_assert_cmpint (event->kind, ==, VD_EVENT_DECLARE_CHARGE);
  g_assert_cmpstr (event->target_id, ==, "ru-1");
  g_assert_cmpstr (event->overridden, ==, "mini-i-charge-and-fire");
  vd_test_close_window (window);
}

/* ROAD-2 from the panel: the wide column on the road halves its front (the footprint follows);
 * the panel does not offer it to a line. */
static void
test_halve_front_road_2 (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_declare_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  VdBattle *battle = vd_document_get_battle (vd_window_get_document (window));

  vd_test_click_unit (window, "fr-1");
  g_assert_null (vd_test_find_visible_label (panel, "Halve the Front for the Road", FALSE));
  vd_test_click_unit (window, "fr-wide");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Halve the Front for the Road", FALSE));
  activate (window, "win.halve-front");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  g_assert_cmpstr (vd_table_battle_get_event (battle, 0)->rule, ==, "ROAD-2");
  g_assert_cmpfloat (vd_test_unit (window, "fr-wide")->frontage, ==, 40);
  g_assert_cmpfloat (vd_test_unit (window, "fr-wide")->depth, ==, 120);
  /* Halved once, it is narrow enough: a second time is refused and records nothing. */
  activate (window, "win.halve-front");
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/declare/fire/MASK-6", test_declare_fire_mask_6);
  VD_TEST_ADD ("/app/declare/charge/WOOD-12", test_declare_charge_wood_12);
  VD_TEST_ADD ("/app/declare/mini-i-charge-and-fire/allow-anyway",
               test_charge_after_fire_allow_anyway);
  VD_TEST_ADD ("/app/orders/ROAD-2-halve-front", test_halve_front_road_2);
  return g_test_run ();
}
