/* The table view's state kept in objects of its own (issue 21), checked without a window: the
 * drag gesture's press, the tool on with its unit, and the order kept for Allow Anyway. */
#include "vd-refused-order.h"
#include "vd-table-press.h"
#include "vd-table-tool-state.h"
#include "vd-test-app.h"

static void
assert_point (VdPoint p, double x, double y)
{
  g_assert_cmpfloat (p.x, ==, x);
  g_assert_cmpfloat (p.y, ==, y);
}

/* The press gives the view point at an offset, the pan step since the last offset, and marks
 * itself moved once past the threshold, until the next press. */
static void
test_press (void)
{
  g_autoptr(VdTablePress) press = vd_table_press_new ();
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));

  vd_table_press_begin (press, 100, 50, VD_DRAG_PAN);
  g_assert_cmpint (vd_table_press_get_mode (press), ==, VD_DRAG_PAN);
  assert_point (vd_table_press_get_start (press), 100, 50);
  assert_point (vd_table_press_at (press, 10, -5), 110, 45);

  /* Each step is what the drag went since the offset it last reached. */
  assert_point (vd_table_press_move_to (press, 3, 4), 3, 4);
  assert_point (vd_table_press_move_to (press, 10, 4), 7, 0);
  assert_point (vd_table_press_move_to (press, 10, 4), 0, 0);

  /* GTK's threshold is a few pixels: one is a click, fifty a drag, and a drag stays one. */
  g_assert_false (vd_table_press_passes_threshold (press, widget, 1, 1));
  g_assert_false (vd_table_press_get_moved (press));
  g_assert_true (vd_table_press_passes_threshold (press, widget, 50, 0));
  g_assert_true (vd_table_press_get_moved (press));
  g_assert_true (vd_table_press_passes_threshold (press, widget, 1, 1));

  /* The click gesture's press forgets the drag; a new drag starts from nothing. */
  vd_table_press_forget_moved (press);
  g_assert_false (vd_table_press_get_moved (press));
  vd_table_press_set_mode (press, VD_DRAG_BAND);
  g_assert_cmpint (vd_table_press_get_mode (press), ==, VD_DRAG_BAND);
  vd_table_press_begin (press, 0, 0, VD_DRAG_MEASURE);
  g_assert_cmpint (vd_table_press_get_mode (press), ==, VD_DRAG_MEASURE);
  assert_point (vd_table_press_move_to (press, 2, 2), 2, 2);
  g_object_unref (widget);
}

static VdUnit *
make_unit (VdArm arm, gboolean howitzer)
{
  VdUnit *unit = vd_unit_new ("u", "fr", arm, VD_FORMATION_LINE);

  unit->howitzer = howitzer;
  return unit;
}

static VdFeature *
make_feature (VdTerrainType type)
{
  static const VdPoint points[] = { { 0, 0 }, { 10, 0 }, { 10, 10 } };

  return vd_feature_new ("f", type, VD_SHAPE_LINE, points, G_N_ELEMENTS (points));
}

/* Each tool takes the units and features it works with; starting a tool forgets its unit. */
static void
test_tool_state (void)
{
  g_autoptr(VdTableToolState) state = vd_table_tool_state_new ();
  g_autoptr(VdUnit) infantry = make_unit (VD_ARM_INFANTRY, FALSE);
  g_autoptr(VdUnit) gun = make_unit (VD_ARM_ARTILLERY, FALSE);
  g_autoptr(VdUnit) howitzer = make_unit (VD_ARM_ARTILLERY, TRUE);
  g_autoptr(VdUnit) engineers = make_unit (VD_ARM_ENGINEERS, FALSE);
  g_autoptr(VdFeature) hedge = make_feature (VD_TERRAIN_LIGHT_OBSTACLE);
  g_autoptr(VdFeature) wall = make_feature (VD_TERRAIN_HARD_OBSTACLE);
  g_autoptr(VdFeature) house = make_feature (VD_TERRAIN_HOUSE);
  g_autoptr(VdFeature) wood = make_feature (VD_TERRAIN_WOOD);

  g_assert_cmpint (vd_table_tool_state_get_tool (state), ==, VD_TABLE_TOOL_NONE);
  g_assert_false (vd_table_tool_state_fits_actor (state, gun));

  vd_table_tool_state_begin (state, VD_TABLE_TOOL_BOMBARD);
  g_assert_null (vd_table_tool_state_get_actor (state));
  g_assert_true (vd_table_tool_state_fits_actor (state, gun));
  g_assert_false (vd_table_tool_state_fits_actor (state, infantry));
  g_assert_true (vd_table_tool_state_fits_target (state, hedge));
  g_assert_true (vd_table_tool_state_fits_target (state, wall));
  g_assert_true (vd_table_tool_state_fits_target (state, house));
  g_assert_false (vd_table_tool_state_fits_target (state, wood));
  g_assert_false (vd_table_tool_state_declares (state));
  vd_table_tool_state_set_actor (state, "ru-bat");
  g_assert_cmpstr (vd_table_tool_state_get_actor (state), ==, "ru-bat");

  /* HOUSE-10: a howitzer sets a village on fire, and only a village. */
  vd_table_tool_state_begin (state, VD_TABLE_TOOL_FIRE);
  g_assert_null (vd_table_tool_state_get_actor (state));
  g_assert_false (vd_table_tool_state_fits_actor (state, gun));
  g_assert_true (vd_table_tool_state_fits_actor (state, howitzer));
  g_assert_true (vd_table_tool_state_fits_target (state, house));
  g_assert_false (vd_table_tool_state_fits_target (state, hedge));

  vd_table_tool_state_begin (state, VD_TABLE_TOOL_REPAIR);
  g_assert_true (vd_table_tool_state_fits_actor (state, engineers));
  g_assert_false (vd_table_tool_state_fits_actor (state, gun));

  vd_table_tool_state_begin (state, VD_TABLE_TOOL_DECLARE_CHARGE);
  g_assert_true (vd_table_tool_state_declares (state));
  g_assert_true (vd_table_tool_state_fits_actor (state, infantry));
  vd_table_tool_state_begin (state, VD_TABLE_TOOL_MEASURE);
  g_assert_false (vd_table_tool_state_declares (state));
  g_assert_false (vd_table_tool_state_fits_actor (state, infantry));
}

/* The order kept is handed over whole, once, with its aim or without one. */
static void
test_refused_order (void)
{
  g_autoptr(VdRefusedOrder) order = vd_refused_order_new ();
  const VdPoint aim = { 300, 401 };
  g_autofree char *actor = NULL;
  g_autofree char *target = NULL;
  VdTableTool tool = VD_TABLE_TOOL_NONE;
  VdPoint got = { 0, 0 };
  gboolean aimed = FALSE;

  g_assert_false (vd_refused_order_is_kept (order));
  g_assert_false (vd_refused_order_take (order, &tool, &actor, &target, &got, &aimed));
  g_assert_null (actor);

  vd_refused_order_keep (order, VD_TABLE_TOOL_BOMBARD, "ru-bat", "hedge-1", &aim);
  g_assert_true (vd_refused_order_is_kept (order));
  g_assert_true (vd_refused_order_take (order, &tool, &actor, &target, &got, &aimed));
  g_assert_cmpint (tool, ==, VD_TABLE_TOOL_BOMBARD);
  g_assert_cmpstr (actor, ==, "ru-bat");
  g_assert_cmpstr (target, ==, "hedge-1");
  g_assert_true (aimed);
  assert_point (got, 300, 401);
  g_assert_false (vd_refused_order_is_kept (order));
  g_clear_pointer (&actor, g_free);
  g_clear_pointer (&target, g_free);

  /* A new order takes the place of the one kept; a declaration has no aim. */
  vd_refused_order_keep (order, VD_TABLE_TOOL_BOMBARD, "ru-bat", "hedge-1", &aim);
  vd_refused_order_keep (order, VD_TABLE_TOOL_DECLARE_FIRE, "fr-1", "ru-2", NULL);
  g_assert_true (vd_refused_order_take (order, &tool, &actor, &target, &got, &aimed));
  g_assert_cmpint (tool, ==, VD_TABLE_TOOL_DECLARE_FIRE);
  g_assert_cmpstr (actor, ==, "fr-1");
  g_assert_cmpstr (target, ==, "ru-2");
  g_assert_false (aimed);

  vd_refused_order_keep (order, VD_TABLE_TOOL_FIRE, "ru-bat", "house-1", NULL);
  vd_refused_order_forget (order);
  g_assert_false (vd_refused_order_is_kept (order));
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  g_test_add_func ("/app/table-state/press", test_press);
  g_test_add_func ("/app/table-state/tool-state", test_tool_state);
  g_test_add_func ("/app/table-state/refused-order", test_refused_order);

  return g_test_run ();
}
