/* vedette-cli fire and charge, and record fire|charge, end to end on
 * tests/files/orders/declare.yaml: MASK-6's declarations with their reasons, RANGE, ROAD-3's
 * charge bonus on a road, WOOD-12's refusal, and a referee's turn recorded through the CLI. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

static char *
fixture (void)
{
  return vd_test_source_path ("tests", "files", "orders", "declare.yaml", NULL);
}

static gboolean
has_reason (JsonObject *answer, const char *rule, const char *by)
{
  JsonArray *reasons = json_object_get_array_member (answer, "reasons");

  for (guint i = 0; i < json_array_get_length (reasons); i++)
    {
      JsonObject *reason = json_array_get_object_element (reasons, i);

      if (g_str_equal (json_object_get_string_member (reason, "rule"), rule) &&
          g_str_equal (json_object_get_string_member (reason, "by"), by))
        return TRUE;
    }
  return FALSE;
}

/* MASK-6: fire at a unit seen within range, in words and JSON; RANGE refuses one beyond. */
static void
test_fire_mask_6 (void)
{
  g_autofree char *path = fixture ();
  const char *args[] = { "fire", path, "fr-1", "ru-1", NULL };
  const char *json_args[] = { "fire", path, "fr-1", "ru-far", "--json", NULL };
  g_autofree char *text = vd_test_run_cli_expect (args, 0, NULL);
  g_autofree char *json = vd_test_run_cli_expect (json_args, 0, NULL);
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer = vd_test_json_object (json, &parser);
  JsonObject *refused;

  g_assert_cmpstr (text, ==, "fr-1 may fire at ru-1: 130.0 paces, range 160.0, cover none\n"
                             "  declaring it reveals the unit\n");
  g_assert_cmpstr (json_object_get_string_member (answer, "declaration"), ==, "fire");
  g_assert_false (json_object_get_boolean_member (answer, "allowed"));
  g_assert_true (json_object_get_boolean_member (answer, "visible"));
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (answer, "range"), 160, 1e-9);
  refused = json_object_get_object_member (answer, "refused");
  g_assert_cmpstr (json_object_get_string_member (refused, "rule"), ==, "RANGE");
  g_assert_cmpstr (json_object_get_string_member (refused, "by"), ==, "fr-1");
  g_assert_true (has_reason (answer, "RANGE", "fr-1"));
}

/* ROAD-3: a narrow column charges 300 paces along the road for 200 of its 160 + 40;
 * WOOD-12: hussars may not charge a unit in a wood, and the rule's text says why. */
static void
test_charge_road_3_and_wood_12 (void)
{
  g_autofree char *path = fixture ();
  const char *road_args[] = { "charge", path, "fr-col", "ru-road", "--json", NULL };
  const char *wood_args[] = { "charge", path, "fr-hus", "ru-wood", NULL };
  g_autofree char *json = vd_test_run_cli_expect (road_args, 0, NULL);
  g_autofree char *text = vd_test_run_cli_expect (wood_args, 0, NULL);
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer = vd_test_json_object (json, &parser);

  g_assert_true (json_object_get_boolean_member (answer, "allowed"));
  g_assert_true (json_object_get_null_member (answer, "refused"));
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (answer, "path"), 300, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (answer, "cost"), 200, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (answer, "bonus"), 40, 1e-9);
  g_assert_true (has_reason (answer, "ROAD-3", "road-1"));

  g_assert_true (g_str_has_prefix (text, "fr-hus may not charge ru-wood — WOOD-12 by wood-1\n"
                                         "  WOOD-12: Cavalry may not charge into a wood"));
  g_assert_nonnull (strstr (text, "\n  WOOD-12 by wood-1\n"));
}

/* Bad usage is exit 2, a target of one's own side exit 1, both with a message. */
static void
test_declare_errors (void)
{
  g_autofree char *path = fixture ();
  const char *no_target[] = { "fire", path, "fr-1", NULL };
  const char *own_side[] = { "charge", path, "fr-1", "fr-hus", NULL };
  const char *bad_via[] = { "charge", path, "fr-hus", "ru-1", "--via", "here", NULL };
  g_autofree char *out1 = NULL, *out2 = NULL, *out3 = NULL;
  g_autofree char *err1 = NULL, *err2 = NULL, *err3 = NULL;

  out1 = vd_test_run_cli_expect (no_target, 2, &err1);
  g_assert_nonnull (strstr (err1, "no target"));
  out2 = vd_test_run_cli_expect (own_side, 1, &err2);
  g_assert_nonnull (strstr (err2, "same side"));
  out3 = vd_test_run_cli_expect (bad_via, 2, &err3);
  g_assert_nonnull (strstr (err3, "--via"));
  g_assert_cmpstr (out1, ==, "");
  g_assert_cmpstr (out2, ==, "");
}

/* A referee's turn: fire declared (the unit revealed), a charge declared on the road through
 * a waypoint, a charge into the wood refused with the file untouched, -o refused likewise, the
 * log in JSON, and undo. */
static void
test_referee_turn (void)
{
  g_autofree char *source = fixture ();
  g_autofree char *path = vd_test_scratch_copy (source, "battle.yaml");
  g_autofree char *before = NULL, *after = NULL;
  g_autofree char *fired = NULL, *charged = NULL, *refused = NULL, *refused_o = NULL;
  g_autofree char *log = NULL, *undone = NULL, *err = NULL, *err_o = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonArray *events;
  JsonObject *charge;

  fired = vd_test_run_cli_expect ((const char *[]) { "record", path, "fire", "fr-1", "ru-1", NULL }, 0, NULL);
  g_assert_cmpstr (fired, ==, "recorded: 1  declare-fire  Turn 1: 1er de ligne declares fire at "
                              "Grenadiers and is revealed (MASK-6)\n");
  charged = vd_test_run_cli_expect ((const char *[]) { "record", path, "charge", "fr-col", "ru-road", "--via",
                                    "100,300", NULL }, 0, NULL);
  g_assert_cmpstr (charged, ==, "recorded: 2  declare-charge  Turn 1: 2e léger declares a charge "
                                "on Opolchenie (MASK-6)\n");

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  refused = vd_test_run_cli_expect ((const char *[]) { "record", path, "charge", "fr-hus", "ru-wood", NULL }, 1,
                 &err);
  g_assert_nonnull (strstr (err, "fr-hus may not charge ru-wood — WOOD-12 by wood-1"));
  refused_o = vd_test_run_cli_expect ((const char *[]) { "charge", path, "fr-hus", "ru-wood", "-o", path, NULL }, 1,
                   &err_o);
  g_assert_nonnull (strstr (err_o, "WOOD-12"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (refused, ==, "");

  log = vd_test_run_cli_expect ((const char *[]) { "log", path, "--json", NULL }, 0, NULL);
  events = json_object_get_array_member (vd_test_json_object (log, &parser), "events");
  g_assert_cmpuint (json_array_get_length (events), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (events, 0),
                                                  "target"), ==, "ru-1");
  charge = json_array_get_object_element (events, 1);
  g_assert_cmpstr (json_object_get_string_member (charge, "event"), ==, "declare-charge");
  g_assert_cmpstr (json_object_get_string_member (charge, "target"), ==, "ru-road");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (charge, "via")), ==, 1);

  g_assert_nonnull (strstr (after, "{event: declare-fire, turn: 1, time: "));
  undone = vd_test_run_cli_expect ((const char *[]) { "undo", path, NULL }, 0, NULL);
  g_assert_true (g_str_has_prefix (undone, "undone: 2  declare-charge"));
  vd_test_remove_scratch (path);
}

/* The turn's limits in the listings: after fr-1's fire and fr-col's move are recorded, `sight
 * --json` and `report --json` give each unit's this_turn as move's JSON does; `fire
 * --override` is accepted, and with nothing to set aside records no `overridden`. */
static void
test_this_turn_in_sight_and_report (void)
{
  g_autofree char *source = fixture ();
  g_autofree char *path = vd_test_scratch_copy (source, "battle.yaml");
  g_autofree char *pdf = g_strconcat (path, ".pdf", NULL);
  g_autofree char *fired = NULL, *moved = NULL, *sight = NULL, *observer = NULL, *report = NULL;
  g_autofree char *declared = NULL;
  g_autoptr(JsonParser) sight_parser = NULL;
  g_autoptr(JsonParser) observer_parser = NULL;
  g_autoptr(JsonParser) report_parser = NULL;
  g_autoptr(JsonParser) declared_parser = NULL;
  JsonArray *units;
  JsonObject *turn = NULL, *answer;

  fired = vd_test_run_cli_expect ((const char *[]) { "record", path, "fire", "fr-1", "ru-1", NULL }, 0, NULL);
  moved = vd_test_run_cli_expect ((const char *[]) { "record", path, "move", "fr-col", "100,300", NULL }, 0, NULL);
  sight = vd_test_run_cli_expect ((const char *[]) { "sight", path, "--json", NULL }, 0, NULL);
  units = json_object_get_array_member (vd_test_json_object (sight, &sight_parser), "units");
  g_assert_cmpuint (json_array_get_length (units), ==, 8);
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);
      JsonObject *this_turn = json_object_get_object_member (unit, "this_turn");
      const char *id = json_object_get_string_member (unit, "id");

      g_assert_cmpint (json_object_get_boolean_member (this_turn, "fired"), ==,
                       g_str_equal (id, "fr-1"));
      if (g_str_equal (id, "fr-col"))
        turn = this_turn;
    }
  /* 100 paces down the road at two thirds of a pace each (ROAD-1). */
  g_assert_nonnull (turn);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (turn, "moved"), 66.67, 0.01);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (turn, "allowance"), 160, 0.01);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (turn, "left"), 93.33, 0.01);

  observer = vd_test_run_cli_expect ((const char *[]) { "sight", path, "--json", "--observer", "fr-1", NULL }, 0,
                  NULL);
  units = json_object_get_array_member (vd_test_json_object (observer, &observer_parser), "units");
  g_assert_cmpuint (json_array_get_length (units), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (units, 0), "id"),
                   ==, "fr-1");

  report = vd_test_run_cli_expect ((const char *[]) { "report", path, "-o", pdf, "--json", NULL }, 0, NULL);
  units = json_object_get_array_member (vd_test_json_object (report, &report_parser), "units");
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);

      if (g_str_equal (json_object_get_string_member (unit, "id"), "fr-col"))
        g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
          json_object_get_object_member (unit, "this_turn"), "left"), 93.33, 0.01);
    }

  declared = vd_test_run_cli_expect ((const char *[]) { "fire", path, "fr-1", "ru-1", "--override", "--json",
                                     NULL }, 0, NULL);
  answer = vd_test_json_object (declared, &declared_parser);
  g_assert_true (json_object_get_boolean_member (answer, "allowed"));
  g_assert_true (json_object_get_null_member (answer, "overridden"));
  g_unlink (pdf);
  vd_test_remove_scratch (path);
}

/* ROAD-2 through record: a column wider than ROAD-1 allows, on the road, halves its front; the
 * line cannot, and says why. */
static void
test_record_road_2_halve_front (void)
{
  g_autofree char *source = fixture ();
  g_autofree char *path = vd_test_scratch_copy (source, "battle.yaml");
  g_autofree char *halved = NULL, *refused = NULL, *err = NULL, *after = NULL;

  halved = vd_test_run_cli_expect ((const char *[]) { "record", path, "formation", "fr-wide", "halve-front", NULL },
                0, NULL);
  g_assert_cmpstr (halved, ==, "recorded: 1  formation  Turn 1: 3e léger halves its front for the "
                               "road (ROAD-2)\n");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "unit: fr-wide, formation: column, frontage: 40,"));
  g_assert_nonnull (strstr (after, "depth: 120, rule: ROAD-2}"));
  refused = vd_test_run_cli_expect ((const char *[]) { "record", path, "formation", "fr-1", "halve-front", NULL }, 1,
                 &err);
  g_assert_nonnull (strstr (err, "fr-1 is not a column (it is in line)"));
  vd_test_remove_scratch (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/declare/fire/MASK-6", test_fire_mask_6);
  g_test_add_func ("/cli/declare/TURN/this-turn-in-sight-and-report",
                   test_this_turn_in_sight_and_report);
  g_test_add_func ("/cli/declare/charge/ROAD-3-and-WOOD-12", test_charge_road_3_and_wood_12);
  g_test_add_func ("/cli/declare/errors", test_declare_errors);
  g_test_add_func ("/cli/declare/referee-turn", test_referee_turn);
  g_test_add_func ("/cli/record/ROAD-2-halve-front", test_record_road_2_halve_front);
  return g_test_run ();
}
