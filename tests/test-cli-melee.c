/* vedette-cli melee end to end: HOUSE-EX reproduced exactly, a table file supplying a point of
 * the loss table the seed lacks, an unknown total answered as such, and the refusals. */
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"

static const char * const french[] = { "LANGUAGE", "fr", NULL };

/* HOUSE-EX, word for word: French combat 5, charge, house, fresh troops → 4 → 18 losses on the
 * Prussians; Prussians combat 3, no formation → 0 → 10 losses on the French. */
static const char house_ex[] =
  "French: total 4\n"
  "  combat        +5  Combat value (HOUSE-EX)\n"
  "  charge        +2  Charge (HOUSE-EX)\n"
  "  house         -4  Enemy in a house (HOUSE-EX, HOUSE-6, HOUSE-12)\n"
  "  fresh-troops  +1  Fresh troops (HOUSE-EX)\n"
  "  inflicts 18 losses on Prussian (loss table at total 4) (HOUSE-EX)\n"
  "Prussian: total 0\n"
  "  combat        +3  Combat value (HOUSE-EX)\n"
  "  no-formation  -3  No formation (HOUSE-EX, HOUSE-12, WOOD-10)\n"
  "  inflicts 10 losses on French (loss table at total 0) (HOUSE-EX)\n"
  "Winner: French (4 against 0)\n";

static char *
fixture (const char *name)
{
  return vd_test_source_path ("tests", "files", "melee", name, NULL);
}

/* Runs ARGS, which must exit 0 with nothing on stderr; returns stdout. */
static char *
run_ok (const char * const *args, const char * const *env)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = vd_test_run_cli_env (args, env, &out, &err);

  if (status != 0)
    g_error ("vedette-cli melee: exit %d: %s", status, err);
  g_assert_cmpstr (err, ==, "");
  return g_steal_pointer (&out);
}

static JsonObject *
parse_json (const char *text, JsonParser **parser)
{
  g_autoptr(GError) error = NULL;

  *parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (*parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (*parser));
}

static JsonObject *
side_at (JsonObject *root, guint i)
{
  return json_array_get_object_element (json_object_get_array_member (root, "sides"), i);
}

static void
test_house_ex (void)
{
  g_autofree char *path = fixture ("village.yaml");
  const char *args[] = {
    "melee", path, "--a-name", "French", "--b-name", "Prussian",
    "--a", "combat=5", "--a", "charge", "--a", "house", "--a", "fresh-troops",
    "--b", "combat=3", "--b", "no-formation", NULL
  };
  /* The same factors separated by commas, the options in another order. */
  const char *commas[] = {
    "melee", "--b", "combat=3,no-formation", "--a", "combat=5,charge,house,fresh-troops",
    "--a-name", "French", path, "--b-name", "Prussian", NULL
  };
  g_autofree char *out = run_ok (args, NULL);
  g_autofree char *again = run_ok (commas, NULL);

  g_assert_cmpstr (out, ==, house_ex);
  g_assert_cmpstr (again, ==, house_ex);
}

static void
test_house_ex_json (void)
{
  g_autofree char *path = fixture ("village.yaml");
  const char *args[] = {
    "melee", path, "--a-name", "French", "--b-name", "Prussian", "--json",
    "--a", "combat=5,charge,house,fresh-troops", "--b", "combat=3,no-formation", NULL
  };
  const struct {
    const char *id;
    const char *name;
    gint64      value;
    gboolean    entered;
  } fr_factors[] = {
    { "combat", "Combat value", 5, TRUE },
    { "charge", "Charge", 2, FALSE },
    { "house", "Enemy in a house", -4, FALSE },
    { "fresh-troops", "Fresh troops", 1, FALSE },
  }, pr_factors[] = {
    { "combat", "Combat value", 3, TRUE },
    { "no-formation", "No formation", -3, FALSE },
  };
  g_autofree char *out = run_ok (args, NULL);
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *root = parse_json (out, &parser);
  JsonObject *fr = side_at (root, 0), *pr = side_at (root, 1);
  JsonArray *factors;

  g_assert_cmpstr (json_object_get_string_member (root, "file"), ==, path);
  g_assert_cmpstr (json_object_get_string_member (fr, "side"), ==, "a");
  g_assert_cmpstr (json_object_get_string_member (fr, "label"), ==, "French");
  factors = json_object_get_array_member (fr, "factors");
  g_assert_cmpuint (json_array_get_length (factors), ==, G_N_ELEMENTS (fr_factors));
  for (guint i = 0; i < G_N_ELEMENTS (fr_factors); i++)
    {
      JsonObject *f = json_array_get_object_element (factors, i);

      g_assert_cmpstr (json_object_get_string_member (f, "id"), ==, fr_factors[i].id);
      g_assert_cmpstr (json_object_get_string_member (f, "name"), ==, fr_factors[i].name);
      g_assert_cmpint (json_object_get_int_member (f, "value"), ==, fr_factors[i].value);
      g_assert_cmpint (json_object_get_boolean_member (f, "entered"), ==, fr_factors[i].entered);
      g_assert_false (json_object_get_boolean_member (f, "assumed"));
      g_assert_false (json_object_get_boolean_member (f, "from_table"));
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (f, "rules"), 0),
                       ==, "HOUSE-EX");
    }
  factors = json_object_get_array_member (pr, "factors");
  g_assert_cmpuint (json_array_get_length (factors), ==, G_N_ELEMENTS (pr_factors));
  for (guint i = 0; i < G_N_ELEMENTS (pr_factors); i++)
    {
      JsonObject *f = json_array_get_object_element (factors, i);

      g_assert_cmpstr (json_object_get_string_member (f, "id"), ==, pr_factors[i].id);
      g_assert_cmpstr (json_object_get_string_member (f, "name"), ==, pr_factors[i].name);
      g_assert_cmpint (json_object_get_int_member (f, "value"), ==, pr_factors[i].value);
    }
  g_assert_cmpint (json_object_get_int_member (fr, "total"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (fr, "inflicts"), ==, 18);
  g_assert_cmpint (json_object_get_int_member (fr, "losses"), ==, 10);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (fr, "inflicts_rules"), 0),
                   ==, "HOUSE-EX");
  g_assert_false (json_object_get_boolean_member (fr, "inflicts_from_table"));
  g_assert_cmpint (json_object_get_int_member (pr, "total"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (pr, "inflicts"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (pr, "losses"), ==, 18);
  g_assert_cmpstr (json_object_get_string_member (root, "winner"), ==, "a");
  g_assert_true (json_object_get_boolean_member (root, "complete"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "missing_totals")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "loss_table")), ==, 2);
}

/* French combat 4, charge, house → 2; Prussians combat 3, no formation → 0. The seed has no
 * total 2: the answer says to supply it, and still exits 0. */
static void
test_unknown_total (void)
{
  g_autofree char *path = fixture ("village.yaml");
  const char *args[] = {
    "melee", path, "--a-name", "French", "--b-name", "Prussian",
    "--a", "combat=4,charge,house", "--b", "combat=3,no-formation", NULL
  };
  const char *json_args[] = {
    "melee", path, "--json", "--a", "combat=4,charge,house", "--b", "combat=3,no-formation",
    NULL
  };
  g_autofree char *out = run_ok (args, NULL);
  g_autofree char *json = run_ok (json_args, NULL);
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *root = parse_json (json, &parser);
  JsonArray *missing;

  g_assert_nonnull (strstr (out, "French: total 2\n"));
  g_assert_nonnull (strstr (out, "  inflicts: unknown: supply total 2 under “melee: losses:” in "
                                 "the table file (the loss table has 0, 4)\n"));
  g_assert_nonnull (strstr (out, "  inflicts 10 losses on French (loss table at total 0) (HOUSE-EX)\n"));
  g_assert_nonnull (strstr (out, "Winner: French (2 against 0)\n"));
  g_assert_true (g_str_has_suffix (out, "The losses are incomplete: the loss table lacks a total "
                                        "(see above).\n"));

  g_assert_false (json_object_get_boolean_member (root, "complete"));
  g_assert_true (json_object_get_null_member (side_at (root, 0), "inflicts"));
  g_assert_true (json_object_get_null_member (side_at (root, 1), "losses"));
  g_assert_cmpint (json_object_get_int_member (side_at (root, 0), "losses"), ==, 10);
  missing = json_object_get_array_member (root, "missing_totals");
  g_assert_cmpuint (json_array_get_length (missing), ==, 1);
  g_assert_cmpint (json_array_get_int_element (missing, 0), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (side_at (root, 0), "label"), ==, "A");
}

/* The table file supplies total 2 → 14 and a factor of its own: the same melee is answered. */
static void
test_table_supplies_total (void)
{
  g_autofree char *path = fixture ("supplied.yaml");
  const char *args[] = {
    "melee", path, "--a-name", "French", "--b-name", "Prussian",
    "--a", "combat=4,charge,house", "--b", "combat=3,no-formation,guard", NULL
  };
  const char *json_args[] = {
    "melee", path, "--json", "--a", "combat=4,charge,house", "--b", "combat=3,no-formation",
    NULL
  };
  const char *equal_args[] = {
    "melee", path, "--a", "combat=2", "--b", "combat=1,guard", NULL
  };
  g_autofree char *out = run_ok (args, NULL);
  g_autofree char *json = run_ok (json_args, NULL);
  g_autofree char *equal = run_ok (equal_args, NULL);
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *root = parse_json (json, &parser);
  JsonArray *table;

  g_assert_cmpstr (out, ==,
                   "French: total 2\n"
                   "  combat  +4  Combat value (HOUSE-EX)\n"
                   "  charge  +2  Charge (HOUSE-EX)\n"
                   "  house   -4  Enemy in a house (HOUSE-EX, HOUSE-6, HOUSE-12)\n"
                   "  inflicts 14 losses on Prussian (loss table at total 2) [from the table file]\n"
                   "Prussian: total 1\n"
                   "  combat        +3  Combat value (HOUSE-EX)\n"
                   "  no-formation  -3  No formation (HOUSE-EX, HOUSE-12, WOOD-10)\n"
                   "  guard         +1  Guard [from the table file]\n"
                   "  inflicts: unknown: supply total 1 under “melee: losses:” in the table file "
                   "(the loss table has 0, 2, 4)\n"
                   "Winner: French (2 against 1)\n"
                   "The losses are incomplete: the loss table lacks a total (see above).\n");

  g_assert_true (json_object_get_boolean_member (root, "complete"));
  g_assert_cmpint (json_object_get_int_member (side_at (root, 0), "inflicts"), ==, 14);
  g_assert_true (json_object_get_boolean_member (side_at (root, 0), "inflicts_from_table"));
  g_assert_cmpint (json_object_get_int_member (side_at (root, 1), "losses"), ==, 14);
  g_assert_cmpint (json_object_get_int_member (side_at (root, 1), "inflicts"), ==, 10);
  table = json_object_get_array_member (root, "loss_table");
  g_assert_cmpuint (json_array_get_length (table), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 1), "total"),
                   ==, 2);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (table, 1),
                                                 "from_table"));

  /* Equal totals: both sides take the table's 14, and the referee decides. */
  g_assert_nonnull (strstr (equal, "A: total 2\n"));
  g_assert_nonnull (strstr (equal, "B: total 2\n"));
  g_assert_nonnull (strstr (equal, "  inflicts 14 losses on B (loss table at total 2)"));
  g_assert_nonnull (strstr (equal, "Equal totals (2): the rules do not say who wins; the referee "
                                   "decides\n"));
  g_assert_null (strstr (equal, "incomplete"));
}

/* The names of the factors are the user's language's. */
static void
test_french_names (void)
{
  g_autofree char *path = fixture ("village.yaml");
  const char *args[] = {
    "melee", path, "--a", "combat=5,charge,house,fresh-troops", "--b", "combat=3,no-formation",
    NULL
  };
  g_autofree char *out = run_ok (args, french);

  g_assert_nonnull (strstr (out, "  combat        +5  Le combat (HOUSE-EX)\n"));
  g_assert_nonnull (strstr (out, "  house         -4  La maison (HOUSE-EX, HOUSE-6, HOUSE-12)\n"));
  g_assert_nonnull (strstr (out, "  no-formation  -3  Sans formation (HOUSE-EX, HOUSE-12, WOOD-10)\n"));
}

static void
assert_fails (const char * const *args, int status, const char *fragment)
{
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, status);
  g_assert_cmpstr (out, ==, "");
  if (strstr (err, fragment) == NULL)
    g_error ("expected “%s”, got “%s”", fragment, err);
}

static void
test_refusals (void)
{
  g_autofree char *path = fixture ("village.yaml");
  g_autofree char *broken = vd_test_source_path ("tests", "files", "broken",
                                                 "table-melee-unknown-rule.yaml", NULL);
  const char *unknown[] = { "melee", path, "--a", "combat=5,bayonet", "--b", "combat=3", NULL };
  const char *no_value[] = { "melee", path, "--a", "combat", "--b", "combat=3", NULL };
  const char *fixed_value[] = { "melee", path, "--a", "combat=5", "--b", "charge=2", NULL };
  const char *twice[] = { "melee", path, "--a", "combat=5,charge", "--a", "charge", "--b",
                          "combat=3", NULL };
  const char *table_factor[] = { "melee", path, "--a", "combat=5,guard", "--b", "combat=3",
                                 NULL };
  const char *bad_table[] = { "melee", broken, "--a", "combat=5", "--b", "combat=3", NULL };
  const char *missing[] = { "melee", "/nonexistent/table.yaml", "--a", "combat=5", "--b",
                            "combat=3", NULL };
  const char *no_file[] = { "melee", "--a", "combat=5", "--b", "combat=3", NULL };
  const char *two_files[] = { "melee", path, path, "--a", "combat=5", "--b", "combat=3", NULL };
  const char *no_b[] = { "melee", path, "--a", "combat=5", NULL };
  const char *empty_a[] = { "melee", path, "--a", "", "--b", "combat=3", NULL };
  const char *bad_option[] = { "melee", path, "--c", "combat=5", NULL };
  const char *not_a_number[] = { "melee", path, "--a", "combat=5", "--b", "combat=abc", NULL };

  assert_fails (unknown, 1, "vedette-cli: error: A: unknown melee factor “bayonet” (known: "
                            "combat=N, charge, house, fresh-troops, no-formation, above-slope, "
                            "engineers)\n");
  assert_fails (no_value, 1, "A: give the value of “combat” (combat=N)");
  assert_fails (fixed_value, 1, "B: “charge” has the value +2 in the rules; it takes no value");
  assert_fails (twice, 1, "A: melee factor “charge” given twice");
  /* The supplied table's factor is not the ruleset's. */
  assert_fails (table_factor, 1, "A: unknown melee factor “guard”");
  assert_fails (bad_table, 1, ":10:7: error: unknown rule “HOUSE-99” in the loss table’s total 7");
  assert_fails (missing, 1, "/nonexistent/table.yaml");
  /* A number that is not one is bad usage, as everywhere; one out of range, the rules'. */
  assert_fails (not_a_number, 2, "“combat=abc”: the value is not a whole number");
  assert_fails (no_file, 2, "give one table FILE");
  assert_fails (two_files, 2, "give only one table FILE");
  assert_fails (no_b, 2, "give side A’s factors with --a and side B’s with --b");
  assert_fails (empty_a, 2, "give side A’s factors with --a and side B’s with --b");
  assert_fails (bad_option, 2, "--c");
}

/* HOUSE-EX with the units of the table: the "enemy in a house" factor comes from the table
 * (HOUSE-6: the Prussians stand in the village), the rest from the referee; the result is the
 * seed's. A factor the referee gives himself is not counted twice. JSON names each terrain
 * finding. */
static void
test_house_6_from_units (void)
{
  g_autofree char *path = fixture ("village.yaml");
  const char *args[] = { "melee", path, "--a-unit", "fr-1", "--b-unit", "pr-1",
                         "--a", "combat=5,charge,fresh-troops", "--b", "combat=3,no-formation",
                         NULL };
  const char *given[] = { "melee", path, "--a-unit", "fr-1", "--b-unit", "pr-1",
                          "--a", "combat=5,charge,house,fresh-troops",
                          "--b", "combat=3,no-formation", "--json", NULL };
  const char *half[] = { "melee", path, "--a-unit", "fr-1", "--a", "combat=5", "--b", "combat=3",
                         NULL };
  g_autofree char *out = run_ok (args, NULL);
  g_autofree char *json = run_ok (given, NULL);
  g_autofree char *half_out = NULL, *half_err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *root = parse_json (json, &parser);
  JsonArray *terrain = json_object_get_array_member (root, "terrain");
  JsonObject *house = json_array_get_object_element (terrain, 0);

  g_assert_true (g_str_has_prefix (out, "From the table:\n"
                                        "  fr-1: house (HOUSE-6 by village)\n"
                                        "  HOUSE-11 by village\n"
                                        "fr-1: total 4\n"));
  g_assert_nonnull (strstr (out, "inflicts 18 losses on pr-1 (loss table at total 4)"));
  g_assert_nonnull (strstr (out, "Winner: fr-1 (4 against 0)"));
  g_assert_cmpstr (json_object_get_string_member (house, "side"), ==, "a");
  g_assert_cmpstr (json_object_get_string_member (house, "factor"), ==, "house");
  g_assert_cmpstr (json_object_get_string_member (house, "rule"), ==, "HOUSE-6");
  g_assert_cmpstr (json_object_get_string_member (house, "by"), ==, "village");
  /* "house" given and found: once. */
  g_assert_cmpint (json_object_get_int_member (side_at (root, 0), "total"), ==, 4);
  g_assert_cmpint (vd_test_run_cli (half, &half_out, &half_err), ==, 2);
  g_assert_nonnull (strstr (half_err, "give both --a-unit and --b-unit"));
}

/* vedette-cli morale: the Prussians in the village have the building's factor (HOUSE-9,
 * Vedette's default value) and count the French they see (MASK-6); the French have none. */
static void
test_morale_house_9 (void)
{
  g_autofree char *path = fixture ("village.yaml");
  const char *prussians[] = { "morale", path, "pr-1", NULL };
  const char *french_json[] = { "morale", path, "fr-1", "--json", NULL };
  const char *no_unit[] = { "morale", path, NULL };
  g_autofree char *out = run_ok (prussians, NULL);
  g_autofree char *json = run_ok (french_json, NULL);
  g_autofree char *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *root = parse_json (json, &parser);

  g_assert_cmpstr (out, ==, "pr-1: Steady, 0 of 24 figures lost (0%)\n"
                            "  building +1 In a building (HOUSE-9 by village) [Vedette’s default: "
                            "the seed gives no value]\n"
                            "  counts only the enemies it sees (MASK-6): fr-1\n");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "factors")), ==,
                    0);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (root, "sees"),
                                                  0), ==, "pr-1");
  g_assert_cmpint (json_object_get_int_member (root, "unseen"), ==, 0);
  g_assert_cmpint (vd_test_run_cli (no_unit, NULL, &err), ==, 2);
  g_assert_nonnull (strstr (err, "no unit"));
}

static void
test_help (void)
{
  const char *help[] = { "--help", NULL };
  const char *melee_help[] = { "melee", "--help", NULL };
  g_autofree char *out = run_ok (help, NULL);
  g_autofree char *own = run_ok (melee_help, NULL);

  g_assert_nonnull (strstr (out, "  melee      "));
  g_assert_nonnull (strstr (own, "vedette-cli melee [OPTION…] FILE"));
  g_assert_nonnull (strstr (own, "--a=FACTOR[=N]"));
  g_assert_nonnull (strstr (own, "--b=FACTOR[=N]"));
  g_assert_nonnull (strstr (own, "--json"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/melee/HOUSE-EX", test_house_ex);
  g_test_add_func ("/cli/melee/HOUSE-EX/json", test_house_ex_json);
  g_test_add_func ("/cli/melee/unknown-total", test_unknown_total);
  g_test_add_func ("/cli/melee/table-supplies-total", test_table_supplies_total);
  g_test_add_func ("/cli/melee/french-names", test_french_names);
  g_test_add_func ("/cli/melee/refusals", test_refusals);
  g_test_add_func ("/cli/melee/HOUSE-6-from-units", test_house_6_from_units);
  g_test_add_func ("/cli/morale/HOUSE-9", test_morale_house_9);
  g_test_add_func ("/cli/melee/help", test_help);
  return g_test_run ();
}
