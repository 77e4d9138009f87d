/* Fire and charge declarations (vd-declaration.h, vd_orders_declare_*): MASK-6's gate of sight,
 * the weapon's range (RANGE), WOOD-7, CREST-4, the charge bonus (CHARGE, ROAD-3), WOOD-12,
 * HILL-6, and the `declare-fire` and `declare-charge` events. */
#include "vd-error.h"
#include "vd-orders.h"
#include "vd-test-table.h"

#define PINNED "2026-12-03T12:00:00Z"

static VdRuleset *ruleset;

/* A 1800 × 1200 table at SCALE, 1 mm a pace, and a French line fr-1 facing the far edge with
 * its front at (600, 200): its footprint spans y 170…200. */
static VdTable *
new_table (VdScale scale)
{
  VdTable *table = vd_test_table_new (scale, 1, 1800, 1200);

  vd_test_add_line_infantry (table, "fr-1", "french", 600, 200, 0);
  return table;
}

static void
fire (const VdTable *table, const char *unit, const char *target, VdOrderAnswer *answer)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_orders_declare_fire (table, ruleset, NULL, unit, target, answer, &error));
  g_assert_no_error (error);
}

static void
charge (const VdTable *table, const char *unit, const char *target, const VdPoint *via,
        guint n_via, VdOrderAnswer *answer)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_orders_declare_charge (table, ruleset, NULL, unit, target, via, n_via,
                                           answer, &error));
  g_assert_no_error (error);
}

/* A refusal by RULE by BY, told among the reasons, with no event. */
static void
assert_refused (const VdOrderAnswer *answer, const char *rule, const char *by)
{
  g_assert_false (answer->legal);
  g_assert_null (answer->event);
  g_assert_nonnull (answer->refusal);
  g_assert_cmpstr (answer->declaration.refused_rule, ==, rule);
  g_assert_cmpstr (answer->declaration.refused_by, ==, by);
  g_assert_true (vd_test_has_reason (answer, rule, by));
}

/* MASK-6: a target seen 130 paces away, within the musket's range, may be fired at; the event
 * reveals the unit that fires, and carries its time and target. */
static void
test_fire_mask_6_seen (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };

  vd_test_add_line_infantry (table, "ru-1", "russian", 600, 330, 180);
  fire (table, "fr-1", "ru-1", &answer);
  g_assert_true (answer.legal);
  g_assert_true (answer.declaration.visible);
  g_assert_cmpfloat_with_epsilon (answer.declaration.distance, 130, 1e-9);
  g_assert_cmpfloat_with_epsilon (answer.declaration.range, 160, 1e-9);
  g_assert_cmpint (answer.declaration.cover, ==, VD_COVER_NONE);
  g_assert_cmpint (answer.event->kind, ==, VD_EVENT_DECLARE_FIRE);
  g_assert_cmpstr (answer.event->unit_id, ==, "fr-1");
  g_assert_cmpstr (answer.event->target_id, ==, "ru-1");
  g_assert_cmpstr (answer.event->time, ==, PINNED);
  g_assert_true (vd_event_check_writable (answer.event, &error));
  g_assert_no_error (error);
  g_assert_false (vd_table_find_unit (table, "fr-1")->revealed);
  vd_test_apply_ok (answer.event, table, ruleset);
  g_assert_true (vd_table_find_unit (table, "fr-1")->revealed);
  vd_order_answer_clear (&answer);
}

/* MASK-6: cavalry between the two hides the target (MASK-4): no fire, no charge, and the
 * answer says what hides it. */
static void
test_mask_6_not_seen (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_line_infantry (table, "ru-1", "russian", 600, 330, 180);
  vd_test_add_unit (table, "fr-hus", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 600, 270, 0,
                    200, 40);
  fire (table, "fr-1", "ru-1", &answer);
  assert_refused (&answer, "MASK-6", "ru-1");
  g_assert_false (answer.declaration.visible);
  g_assert_true (vd_test_has_reason (&answer, "MASK-4", "fr-hus"));
  g_assert_nonnull (g_strstr_len (answer.refusal->message, -1, "MASK-6"));

  charge (table, "fr-1", "ru-1", NULL, 0, &answer);
  assert_refused (&answer, "MASK-6", "ru-1");
  vd_order_answer_clear (&answer);
}

/* RANGE: a target exactly at the weapon's range is within it; one pace further is not. The
 * ranges are the ruleset's assumed ones, per scale (160 and 120 paces). */
static void
test_fire_range (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double range = VD_TEST_AT (scale, 160, 120);
  VdOrderAnswer answer = { 0 };

  for (guint beyond = 0; beyond <= 1; beyond++)
    {
      g_autoptr(VdTable) table = new_table (scale);

      vd_test_add_line_infantry (table, "ru-1", "russian", 600, 200 + range + beyond, 180);
      fire (table, "fr-1", "ru-1", &answer);
      g_assert_true (answer.declaration.visible);
      g_assert_cmpfloat_with_epsilon (answer.declaration.distance, range + beyond, 1e-9);
      g_assert_cmpfloat_with_epsilon (answer.declaration.range, range, 1e-9);
      if (beyond)
        assert_refused (&answer, "RANGE", "fr-1");
      else
        g_assert_true (answer.legal);
    }
  vd_order_answer_clear (&answer);
}

/* RANGE: cavalry has no fire range in the ruleset: it does not fire. */
static void
test_fire_range_cavalry (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_unit (table, "fr-hus", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 1000, 200, 0,
                    100, 40);
  vd_test_add_line_infantry (table, "ru-1", "russian", 1000, 300, 180);
  fire (table, "fr-hus", "ru-1", &answer);
  assert_refused (&answer, "RANGE", "fr-hus");
  vd_order_answer_clear (&answer);
}

/* WOOD-7: from a wood's edge band a unit sees out, but fires only less than the wood-fire
 * distance (80 and 55 paces), however far its musket carries: exactly at it is refused. */
static void
test_fire_wood_7 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double limit = VD_TEST_AT (scale, 80, 55);
  VdOrderAnswer answer = { 0 };

  for (int at = -1; at <= 0; at++)
    {
      g_autoptr(VdTable) table = vd_test_table_new (scale, 1, 1800, 1200);

      /* The wood ends at y 200; fr-w's footprint (y 191…199) is inside, by its edge. */
      vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 0, 0, 1800, 200);
      vd_test_add_unit (table, "fr-w", "french", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 600, 199,
                        0, 120, 8);
      vd_table_edit_unit (table, "fr-w")->revealed = TRUE;
      vd_test_add_line_infantry (table, "ru-1", "russian", 600, 199 + limit + at, 180);
      fire (table, "fr-w", "ru-1", &answer);
      g_assert_true (answer.declaration.visible);
      g_assert_cmpfloat_with_epsilon (answer.declaration.range, limit, 1e-9);
      if (at == 0)
        assert_refused (&answer, "WOOD-7", "wood-1");
      else
        {
          g_assert_true (answer.legal);
          g_assert_true (vd_test_has_reason (&answer, "WOOD-7", "wood-1"));
        }
    }
  vd_order_answer_clear (&answer);
}

/* CREST-4: a battery with its front behind the crest sees the plain below but may not fire at
 * it; infantry beside it may. */
static void
test_fire_crest_4 (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 100, 400, 1100, 800);
  const VdPoint crest[] = { { 120, 600 }, { 1080, 600 } };
  VdOrderAnswer answer = { 0 };

  vd_feature_add_crest (hill, crest, 2);
  vd_test_add_unit (table, "bty", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 600, 620, 180,
                    120, 80);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 200, 0);
  fire (table, "bty", "au", &answer);
  assert_refused (&answer, "CREST-4", "hill-1");
  g_assert_true (answer.declaration.visible);
  vd_order_answer_clear (&answer);
}

/* MASK-6 and the charge bonus: the path to the point of the target nearest the unit, within
 * allowance + bonus (cavalry 240 + 80 at 25mm); the event keeps contact and waypoints. */
static void
test_charge_mask_6_contact (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(GError) error = NULL;
  const VdPoint via[] = { { 900, 250 } };
  VdOrderAnswer answer = { 0 };

  vd_test_add_unit (table, "fr-hus", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 900, 200, 0,
                    100, 40);
  vd_test_add_line_infantry (table, "ru-1", "russian", 900, 500, 180);
  charge (table, "fr-hus", "ru-1", via, 1, &answer);
  g_assert_true (answer.legal);
  g_assert_cmpfloat_with_epsilon (answer.declaration.contact.x, 900, 1e-9);
  g_assert_cmpfloat_with_epsilon (answer.declaration.contact.y, 500, 1e-9);
  g_assert_cmpfloat_with_epsilon (answer.declaration.move.cost, 300, 1e-9);
  g_assert_cmpfloat_with_epsilon (answer.declaration.move.bonus, 80, 1e-9);
  g_assert_cmpint (answer.event->kind, ==, VD_EVENT_DECLARE_CHARGE);
  g_assert_cmpstr (answer.event->target_id, ==, "ru-1");
  g_assert_cmpuint (answer.event->via->len, ==, 1);
  g_assert_cmpuint (answer.event->conditions, ==, 0);
  g_assert_true (vd_event_check_writable (answer.event, &error));
  g_assert_no_error (error);
  /* Declared, not moved. */
  vd_test_apply_ok (answer.event, table, ruleset);
  g_assert_cmpfloat_with_epsilon (vd_table_find_unit (table, "fr-hus")->at.y, 200, 1e-9);
  vd_order_answer_clear (&answer);
}

/* ALLOWANCE: 330 paces are beyond 240 + 80; CHARGE: a battery has no charge bonus. */
static void
test_charge_allowance_and_arm (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_unit (table, "fr-hus", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 900, 200, 0,
                    100, 40);
  vd_test_add_unit (table, "fr-bty", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 1300, 200,
                    0, 120, 80);
  vd_test_add_line_infantry (table, "ru-1", "russian", 900, 530, 180);
  charge (table, "fr-hus", "ru-1", NULL, 0, &answer);
  assert_refused (&answer, "ALLOWANCE", "fr-hus");
  charge (table, "fr-bty", "ru-1", NULL, 0, &answer);
  assert_refused (&answer, "CHARGE", "fr-bty");
  vd_order_answer_clear (&answer);
}

/* ROAD-3: a column narrow enough for ROAD-1 charging along a road goes 1.5 times as far with
 * its bonus too: 300 paces on the road cost 200, the allowance 160 and the bonus 40; the same
 * charge off the road is refused. */
static void
test_charge_road_3 (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1800, 1200);
  VdOrderAnswer answer = { 0 };

  vd_test_add_line (table, "road-1", VD_TERRAIN_ROAD, 100, 0, 100, 1200);
  vd_test_add_unit (table, "fr-col", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 100, 200, 0,
                    40, 60);
  vd_test_add_unit (table, "ru-road", "russian", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 100, 500,
                    180, 40, 60);
  vd_test_add_unit (table, "fr-off", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 1000, 200, 0,
                    40, 60);
  vd_test_add_unit (table, "ru-off", "russian", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 1000, 500,
                    180, 40, 60);
  charge (table, "fr-col", "ru-road", NULL, 0, &answer);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "ROAD-3", "road-1"));
  g_assert_cmpfloat_with_epsilon (answer.declaration.move.cost, 200, 1e-6);
  charge (table, "fr-off", "ru-off", NULL, 0, &answer);
  assert_refused (&answer, "ALLOWANCE", "fr-off");
  vd_order_answer_clear (&answer);
}

/* WOOD-12: cavalry may not charge a unit in a wood (infantry may), nor through a wood on the
 * way; from a wood's edge band it charges out. */
static void
test_charge_wood_12 (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1800, 1200);
  const VdPoint through[] = { { 1500, 450 } };
  VdOrderAnswer answer = { 0 };

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 400, 400, 800, 700);
  vd_test_add_rect (table, "wood-2", VD_TERRAIN_WOOD, 1400, 400, 1600, 500);
  vd_test_add_unit (table, "fr-hus", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 600, 250, 0,
                    100, 40);
  vd_test_add_line_infantry (table, "fr-inf", "french", 450, 340, 0);
  /* Revealed, its footprint (y 410…440) within 20 paces of the wood's edge: seen. */
  vd_test_add_line_infantry (table, "ru-wood", "russian", 600, 410, 180);
  vd_table_edit_unit (table, "ru-wood")->revealed = TRUE;
  charge (table, "fr-hus", "ru-wood", NULL, 0, &answer);
  assert_refused (&answer, "WOOD-12", "wood-1");
  g_assert_true (answer.declaration.visible);
  charge (table, "fr-inf", "ru-wood", NULL, 0, &answer);
  g_assert_true (answer.legal);

  /* Out of the edge band of wood-1 at a unit in the open. */
  vd_test_add_unit (table, "fr-hus-w", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 750, 690, 0,
                    80, 8);
  vd_table_edit_unit (table, "fr-hus-w")->revealed = TRUE;
  vd_test_add_line_infantry (table, "ru-open", "russian", 750, 800, 180);
  charge (table, "fr-hus-w", "ru-open", NULL, 0, &answer);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "WOOD-12", "wood-1"));

  /* Through wood-2 on the way to a unit in the open. */
  vd_test_add_unit (table, "fr-hus-2", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 1350, 250, 0,
                    100, 40);
  vd_test_add_line_infantry (table, "ru-2", "russian", 1250, 530, 180);
  charge (table, "fr-hus-2", "ru-2", through, 1, &answer);
  assert_refused (&answer, "WOOD-12", "wood-2");
  charge (table, "fr-hus-2", "ru-2", NULL, 0, &answer);
  g_assert_true (answer.legal);
  vd_order_answer_clear (&answer);
}

/* HILL-6: cavalry charging on the slope of a single-crest hill arrives disorganized; on a
 * plateau's flat top it does not, over its edge (a crest line) it does; infantry never. */
static void
test_charge_hill_6 (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1800, 1200);
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 0, 300, 700, 800);
  VdFeature *plateau = vd_test_add_rect (table, "plateau-1", VD_TERRAIN_HILL, 900, 100, 1700,
                                         1100);
  const VdPoint ridge[] = { { 0, 550 }, { 700, 550 } };
  const VdPoint edge[] = { { 950, 700 }, { 1650, 700 } };
  VdOrderAnswer answer = { 0 };

  vd_feature_add_crest (hill, ridge, 2);
  plateau->plateau = TRUE;
  vd_feature_add_crest (plateau, edge, 2);
  vd_test_add_unit (table, "fr-hus", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 300, 350, 0,
                    100, 40);
  vd_test_add_line_infantry (table, "fr-inf", "french", 500, 350, 0);
  vd_test_add_line_infantry (table, "ru-1", "russian", 400, 500, 180);
  charge (table, "fr-hus", "ru-1", NULL, 0, &answer);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "HILL-6", "hill-1"));
  g_assert_cmpuint (answer.event->conditions, ==, 1u << VD_CONDITION_DISORGANIZED);
  charge (table, "fr-inf", "ru-1", NULL, 0, &answer);
  g_assert_true (answer.legal);
  g_assert_false (vd_test_has_reason (&answer, "HILL-6", "hill-1"));
  g_assert_cmpuint (answer.event->conditions, ==, 0);

  vd_test_add_unit (table, "fr-top", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 1100, 200, 0,
                    100, 40);
  vd_test_add_line_infantry (table, "ru-top", "russian", 1100, 450, 180);
  charge (table, "fr-top", "ru-top", NULL, 0, &answer);
  g_assert_true (answer.legal);
  g_assert_cmpuint (answer.declaration.conditions, ==, 0);
  /* Both near the plateau's edge (y 700), the target revealed: seen across it (CREST-2). */
  vd_test_add_unit (table, "fr-edge", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 1400, 690, 0,
                    100, 40);
  vd_test_add_line_infantry (table, "ru-over", "russian", 1400, 730, 180);
  vd_table_edit_unit (table, "ru-over")->revealed = TRUE;
  charge (table, "fr-edge", "ru-over", NULL, 0, &answer);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "HILL-6", "plateau-1"));
  vd_order_answer_clear (&answer);
}

/* Bombardment is fire (MASK-6): a battery behind its own column does not see the hedge it
 * would fire at (SIGHT-4 by the column), and nothing is damaged; on a rise it sees over the
 * column (MASK-5) and fires. */
static void
test_bombard_mask_6 (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  VdUnit *battery;

  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 100, 400, 900, 400);
  battery = vd_test_add_unit (table, "ru-bat", "russian", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY,
                              500, 200, 0, 120, 80);
  battery->calibre = 6;
  battery->figures = 8;
  vd_test_add_unit (table, "ru-col", "russian", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 500, 340, 0,
                    160, 90);
  g_assert_true (vd_orders_bombard (table, ruleset, "ru-bat", "hedge-1", NULL, 1, &answer,
                                    &error));
  g_assert_no_error (error);
  assert_refused (&answer, "MASK-6", "hedge-1");
  g_assert_true (vd_test_has_reason (&answer, "SIGHT-4", "ru-col"));
  g_assert_nonnull (g_strstr_len (answer.refusal->message, -1, "does not see hedge-1"));

  vd_test_add_rect (table, "rise-1", VD_TERRAIN_HILL, 380, 100, 620, 230);
  g_assert_true (vd_orders_bombard (table, ruleset, "ru-bat", "hedge-1", NULL, 1, &answer,
                                    &error));
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "LOBS-3", "ru-bat"));
  vd_order_answer_clear (&answer);
}

/* RANGE: a 6-pounder reaches 800 paces (the ruleset's assumed range at 25mm): a hedge exactly
 * that far is bombarded, one a pace further is not. */
static void
test_bombard_range (void)
{
  VdOrderAnswer answer = { 0 };

  for (guint beyond = 0; beyond <= 1; beyond++)
    {
      g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
      g_autoptr(GError) error = NULL;
      VdUnit *battery;

      vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 100, 1000 + beyond, 900,
                        1000 + beyond);
      battery = vd_test_add_unit (table, "ru-bat", "russian", VD_ARM_ARTILLERY,
                                  VD_FORMATION_BATTERY, 500, 200, 0, 120, 80);
      battery->calibre = 6;
      g_assert_true (vd_orders_bombard (table, ruleset, "ru-bat", "hedge-1", NULL, 1, &answer,
                                        &error));
      g_assert_cmpfloat_with_epsilon (answer.declaration.distance, 800 + beyond, 1e-9);
      if (beyond)
        assert_refused (&answer, "RANGE", "ru-bat");
      else
        g_assert_true (answer.legal);
    }
  vd_order_answer_clear (&answer);
}

/* HOUSE-10 is fire too: howitzers behind a column do not see the village to set it alight. */
static void
test_village_fire_mask_6 (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  VdUnit *battery;

  vd_test_add_rect (table, "village-1", VD_TERRAIN_HOUSE, 400, 600, 600, 700);
  battery = vd_test_add_unit (table, "ru-how", "russian", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY,
                              500, 200, 0, 120, 80);
  battery->calibre = 6;
  battery->howitzer = TRUE;
  vd_test_add_unit (table, "ru-col", "russian", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 500, 400, 0,
                    160, 90);
  g_assert_true (vd_orders_set_fire (table, ruleset, "ru-how", "village-1", 6, &answer, &error));
  g_assert_no_error (error);
  assert_refused (&answer, "MASK-6", "village-1");
  g_assert_cmpint (vd_table_find_feature (table, "village-1")->on_fire, ==, 0);
  vd_order_answer_clear (&answer);
}

/* HOUSE-2, HOUSE-5: a unit in a house that may fire is told that every figure fires from the
 * side it stands on, and that its companies fire while others move; outside, it is not. */
static void
test_fire_house_2_house_5 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdOrderAnswer answer = { 0 };

  vd_test_add_rect (table, "village-1", VD_TERRAIN_HOUSE, 500, 300, 700, 450);
  vd_test_add_line_infantry (table, "fr-in", "french", 600, 400, 0);
  vd_test_add_line_infantry (table, "ru-1", "russian", 600, 260, 0);
  fire (table, "fr-in", "ru-1", &answer);
  g_assert_true (answer.legal);
  g_assert_true (vd_test_has_reason (&answer, "HOUSE-2", "village-1"));
  g_assert_true (vd_test_has_reason (&answer, "HOUSE-5", "village-1"));
  fire (table, "fr-1", "ru-1", &answer);
  g_assert_true (answer.legal);
  g_assert_false (vd_test_has_reason (&answer, "HOUSE-2", "village-1"));
  vd_order_answer_clear (&answer);
}

/* Declarations target an enemy; the events check both units when they apply. */
static void
test_declaration_bad_targets (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdEvent) event = vd_event_new (VD_EVENT_DECLARE_FIRE, 1);
  VdOrderAnswer answer = { 0 };

  vd_test_add_line_infantry (table, "fr-2", "french", 600, 330, 180);
  g_assert_false (vd_orders_declare_fire (table, ruleset, NULL, "fr-1", "fr-2", &answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (vd_orders_declare_charge (table, ruleset, NULL, "fr-1", "ru-none", NULL, 0,
                                            &answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  vd_order_answer_clear (&answer);

  event->unit_id = g_strdup ("fr-1");
  event->target_id = g_strdup ("fr-2");
  vd_test_assert_refused (event, table, ruleset, VD_ERROR_ARGUMENT, "same side", FALSE);
  g_free (event->target_id);
  event->target_id = g_strdup ("ru-none");
  vd_test_assert_refused (event, table, ruleset, VD_ERROR_NOT_FOUND, "ru-none", FALSE);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  vd_orders_set_clock (PINNED);

  g_test_add_func ("/declare/fire/MASK-6-seen", test_fire_mask_6_seen);
  g_test_add_func ("/declare/MASK-6-not-seen", test_mask_6_not_seen);
  g_test_add_data_func ("/declare/fire/RANGE/25mm", VD_TEST_S25, test_fire_range);
  g_test_add_data_func ("/declare/fire/RANGE/15mm", VD_TEST_S15, test_fire_range);
  g_test_add_func ("/declare/fire/RANGE-cavalry", test_fire_range_cavalry);
  g_test_add_data_func ("/declare/fire/WOOD-7/25mm", VD_TEST_S25, test_fire_wood_7);
  g_test_add_data_func ("/declare/fire/WOOD-7/15mm", VD_TEST_S15, test_fire_wood_7);
  g_test_add_func ("/declare/fire/CREST-4", test_fire_crest_4);
  g_test_add_func ("/declare/charge/MASK-6-contact", test_charge_mask_6_contact);
  g_test_add_func ("/declare/charge/ALLOWANCE-and-CHARGE", test_charge_allowance_and_arm);
  g_test_add_func ("/declare/charge/ROAD-3", test_charge_road_3);
  g_test_add_func ("/declare/charge/WOOD-12", test_charge_wood_12);
  g_test_add_func ("/declare/charge/HILL-6", test_charge_hill_6);
  g_test_add_func ("/declare/fire/HOUSE-2/HOUSE-5-in-a-house", test_fire_house_2_house_5);
  g_test_add_func ("/declare/bombard/MASK-6", test_bombard_mask_6);
  g_test_add_func ("/declare/bombard/RANGE", test_bombard_range);
  g_test_add_func ("/declare/village-fire/MASK-6", test_village_fire_mask_6);
  g_test_add_func ("/declare/bad-targets", test_declaration_bad_targets);
  status = g_test_run ();
  vd_orders_set_clock (NULL);
  vd_ruleset_free (ruleset);
  return status;
}
