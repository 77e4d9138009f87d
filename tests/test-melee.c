#include <glib/gstdio.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-melee.h"
#include "vd-morale-rules.h"
#include "vd-ruleset.h"
#include "vd-table-reader.h"
#include "vd-test-table.h"
#include "vd-yaml-writer.h"

/* A table's `melee:` override, read from TEXT (the value of the key). */
static VdMeleeRules *
read_override (const char *text, GError **error)
{
  g_autofree char *yaml = g_strconcat ("melee:\n", text, NULL);
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (yaml, strlen (yaml), "table.yaml", error);
  g_autoptr(VdMeleeRules) rules = vd_melee_rules_new ();

  if (doc == NULL ||
      !vd_melee_rules_read (doc, vd_yaml_lookup (doc->root, "melee"), rules, error))
    return NULL;
  return g_steal_pointer (&rules);
}

static const VdMeleeTerm *
term_at (const VdMeleeSide *side, guint i)
{
  g_assert_cmpuint (i, <, side->terms->len);
  return g_ptr_array_index (side->terms, i);
}

/* Every factor the seed names, with its value, its names and whether Vedette assumed it. */
static void
test_bundled_factors (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  const struct {
    const char *id;
    gboolean    entered;
    int         value;
    gboolean    assumed;
    const char *en;
    const char *fr;
    const char *rule;
  } expected[] = {
    { "combat", TRUE, 0, FALSE, "Combat value", "Le combat", "HOUSE-EX" },
    { "charge", FALSE, 2, FALSE, "Charge", "La charge", "HOUSE-EX" },
    { "house", FALSE, -4, FALSE, "Enemy in a house", "La maison", "HOUSE-EX" },
    { "fresh-troops", FALSE, 1, FALSE, "Fresh troops", "Troupe fraîche", "HOUSE-EX" },
    { "no-formation", FALSE, -3, FALSE, "No formation", "Sans formation", "HOUSE-EX" },
    { "above-slope", FALSE, 1, TRUE, "Above the slope", "Au-dessus de la pente", "HILL-5" },
    { "engineers", FALSE, 1, TRUE, "Engineers at a building", "Génie à la construction",
      "HOUSE-8" },
  };

  g_assert_cmpuint (ruleset->melee->factors->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const VdFactor *factor = vd_melee_rules_find_factor (ruleset->melee, expected[i].id);

      g_assert_nonnull (factor);
      g_assert_true (factor == g_ptr_array_index (ruleset->melee->factors, i));
      g_assert_cmpint (factor->entered, ==, expected[i].entered);
      g_assert_cmpint (factor->value, ==, expected[i].value);
      g_assert_cmpint (factor->assumed, ==, expected[i].assumed);
      g_assert_cmpstr (factor->name.en, ==, expected[i].en);
      g_assert_cmpstr (factor->name.fr, ==, expected[i].fr);
      g_assert_true (g_strv_contains ((const char * const *) factor->rules, expected[i].rule));
      /* An assumed value says why. */
      g_assert_true (!factor->assumed || factor->note != NULL);
      g_assert_false (factor->from_table);
    }
  g_assert_true (g_strv_contains ((const char * const *)
                                  vd_melee_rules_find_factor (ruleset->melee, "no-formation")->rules,
                                  "HOUSE-12"));
  g_assert_true (g_strv_contains ((const char * const *)
                                  vd_melee_rules_find_factor (ruleset->melee, "no-formation")->rules,
                                  "WOOD-10"));
  g_assert_null (vd_melee_rules_find_factor (ruleset->melee, "bayonet"));
}

/* The loss table holds the seed's two points and nothing else. */
static void
test_bundled_losses (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autofree char *totals = vd_melee_rules_list_totals (ruleset->melee);
  int losses = -1;

  g_assert_cmpuint (ruleset->melee->losses->len, ==, 2);
  g_assert_cmpstr (totals, ==, "0, 4");
  for (guint i = 0; i < ruleset->melee->losses->len; i++)
    {
      const VdLossPoint *point = g_ptr_array_index (ruleset->melee->losses, i);

      g_assert_true (g_strv_contains ((const char * const *) point->rules, "HOUSE-EX"));
      g_assert_false (point->from_table);
    }
  g_assert_cmpint (vd_melee_rules_find_losses (ruleset->melee, 4)->losses, ==, 18);
  g_assert_cmpint (vd_melee_rules_find_losses (ruleset->melee, 0)->losses, ==, 10);
  g_assert_true (vd_melee_losses_for_total (ruleset->melee, 4, &losses, NULL));
  g_assert_cmpint (losses, ==, 18);
  for (int total = -10; total <= 10; total++)
    if (total != 0 && total != 4)
      g_assert_null (vd_melee_rules_find_losses (ruleset->melee, total));
}

/* HOUSE-EX: French veterans charge Prussian landwehr in a village. */
static const char * const french[] = { "combat=5", "charge", "house", "fresh-troops", NULL };
static const char * const prussian[] = { "combat=3", "no-formation", NULL };

static void
test_house_ex (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(GError) error = NULL;
  const VdMeleeInput a = { "French", french };
  const VdMeleeInput b = { "Prussian", prussian };
  g_autoptr(VdMeleeResult) result = vd_melee_resolve (ruleset->melee, &a, &b, &error);
  const struct {
    const char *id;
    int         value;
    const char *en;
    const char *fr;
  } french_terms[] = {
    { "combat", 5, "Combat value", "Le combat" },
    { "charge", 2, "Charge", "La charge" },
    { "house", -4, "Enemy in a house", "La maison" },
    { "fresh-troops", 1, "Fresh troops", "Troupe fraîche" },
  }, prussian_terms[] = {
    { "combat", 3, "Combat value", "Le combat" },
    { "no-formation", -3, "No formation", "Sans formation" },
  };
  const VdMeleeSide *fr, *pr;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (result);
  fr = &result->sides[0];
  pr = &result->sides[1];
  g_assert_cmpstr (fr->label, ==, "French");
  g_assert_cmpstr (pr->label, ==, "Prussian");

  g_assert_cmpuint (fr->terms->len, ==, G_N_ELEMENTS (french_terms));
  for (guint i = 0; i < G_N_ELEMENTS (french_terms); i++)
    {
      const VdMeleeTerm *term = term_at (fr, i);

      g_assert_cmpstr (term->id, ==, french_terms[i].id);
      g_assert_cmpint (term->value, ==, french_terms[i].value);
      g_assert_cmpstr (term->name.en, ==, french_terms[i].en);
      g_assert_cmpstr (term->name.fr, ==, french_terms[i].fr);
      g_assert_false (term->assumed);
      g_assert_true (g_strv_contains ((const char * const *) term->rules, "HOUSE-EX"));
    }
  g_assert_true (term_at (fr, 0)->entered);
  g_assert_cmpuint (pr->terms->len, ==, G_N_ELEMENTS (prussian_terms));
  for (guint i = 0; i < G_N_ELEMENTS (prussian_terms); i++)
    {
      const VdMeleeTerm *term = term_at (pr, i);

      g_assert_cmpstr (term->id, ==, prussian_terms[i].id);
      g_assert_cmpint (term->value, ==, prussian_terms[i].value);
      g_assert_cmpstr (term->name.en, ==, prussian_terms[i].en);
      g_assert_cmpstr (term->name.fr, ==, prussian_terms[i].fr);
    }

  g_assert_cmpint (fr->total, ==, 4);
  g_assert_cmpint (pr->total, ==, 0);
  /* The French total 4 inflicts 18 losses; the Prussian total 0 inflicts 10. */
  g_assert_true (fr->inflicts_known);
  g_assert_cmpint (fr->inflicts, ==, 18);
  g_assert_true (pr->inflicts_known);
  g_assert_cmpint (pr->inflicts, ==, 10);
  g_assert_true (pr->losses_known);
  g_assert_cmpint (pr->losses, ==, 18);
  g_assert_true (fr->losses_known);
  g_assert_cmpint (fr->losses, ==, 10);
  g_assert_true (g_strv_contains ((const char * const *) fr->losses_rules, "HOUSE-EX"));
  g_assert_false (fr->losses_from_table);
  g_assert_true (result->complete);
  g_assert_cmpint (result->winner, ==, 0);

  text = vd_melee_result_describe (result);
  g_assert_nonnull (strstr (text, "French: total 4\n"));
  g_assert_nonnull (strstr (text, "  Combat value +5 (HOUSE-EX)\n"));
  g_assert_nonnull (strstr (text, "  Enemy in a house -4 (HOUSE-EX, HOUSE-6, HOUSE-12)\n"));
  g_assert_nonnull (strstr (text, "Prussian: total 0\n"));
  g_assert_nonnull (strstr (text, "losses: 18 (the other side’s total 4) (HOUSE-EX)"));
  g_assert_nonnull (strstr (text, "Winner: French (4 against 0)"));

  /* The order of the sides does not change the answer. */
  {
    g_autoptr(VdMeleeResult) swapped = vd_melee_resolve (ruleset->melee, &b, &a, &error);

    g_assert_no_error (error);
    g_assert_cmpint (swapped->winner, ==, 1);
    g_assert_cmpint (swapped->sides[0].losses, ==, 18);
    g_assert_cmpint (swapped->sides[1].losses, ==, 10);
  }
}

/* A total the seed does not give is unknown, never made up. */
static void
test_unknown_total (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(GError) error = NULL;
  const char * const attacker[] = { "combat=5", "charge", NULL };     /* 7 */
  const char * const defender[] = { "combat=3", "above-slope", NULL }; /* 4 */
  const VdMeleeInput a = { "French", attacker };
  const VdMeleeInput b = { "Austrian", defender };
  g_autoptr(VdMeleeResult) result = vd_melee_resolve (ruleset->melee, &a, &b, &error);
  g_autofree char *text = NULL;
  int losses = 12345;

  g_assert_no_error (error);
  g_assert_cmpint (result->sides[0].total, ==, 7);
  g_assert_cmpint (result->sides[1].total, ==, 4);
  g_assert_true (term_at (&result->sides[1], 1)->assumed);
  /* The Austrians' 4 is in the table: the French take 18; the French 7 is not. */
  g_assert_true (result->sides[0].losses_known);
  g_assert_cmpint (result->sides[0].losses, ==, 18);
  g_assert_false (result->sides[1].losses_known);
  g_assert_cmpint (result->sides[1].losses, ==, -1);
  g_assert_false (result->sides[0].inflicts_known);
  g_assert_cmpint (result->sides[0].inflicts, ==, -1);
  g_assert_null (result->sides[1].losses_rules);
  g_assert_false (result->complete);
  g_assert_cmpint (result->winner, ==, 0);

  text = vd_melee_result_describe (result);
  g_assert_nonnull (strstr (text, "losses: unknown — total 7 is not in the loss table: supply it "
                                  "under “melee: losses:” in the table file"));
  g_assert_nonnull (strstr (text, "[Vedette’s default: the seed gives no value]"));

  g_assert_false (vd_melee_losses_for_total (ruleset->melee, 7, &losses, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  g_assert_cmpint (losses, ==, 12345);
  g_assert_cmpstr (error->message, ==,
                   "total 7 is not in the ruleset’s loss table (it has: 0, 4): supply it under "
                   "“melee: losses:” in the table file");
}

static void
test_equal_totals (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  const char * const one[] = { "combat=4", NULL };
  const char * const other[] = { "combat=2", "charge", NULL };
  const VdMeleeInput a = { "A", one };
  const VdMeleeInput b = { "B", other };
  g_autoptr(VdMeleeResult) result = vd_melee_resolve (ruleset->melee, &a, &b, NULL);
  g_autofree char *text = vd_melee_result_describe (result);

  g_assert_cmpint (result->winner, ==, -1);
  g_assert_cmpint (result->sides[0].losses, ==, 18);
  g_assert_cmpint (result->sides[1].losses, ==, 18);
  g_assert_nonnull (strstr (text, "Equal totals (4): the rules do not say who wins"));
}

static void
assert_refused (const VdMeleeRules *rules, const char * const *factors, const char *message)
{
  g_autoptr(GError) error = NULL;
  const char * const fine[] = { "combat=3", NULL };
  const VdMeleeInput a = { "French", factors };
  const VdMeleeInput b = { "Prussian", fine };
  g_autoptr(VdMeleeResult) result = vd_melee_resolve (rules, &a, &b, &error);

  g_assert_null (result);
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  if (strstr (error->message, message) == NULL)
    g_error ("expected “%s”, got “%s”", message, error->message);
}

static void
test_refusals (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  const char * const unknown[] = { "combat=5", "bayonet", NULL };
  const char * const no_value[] = { "combat", "charge", NULL };
  const char * const fixed_value[] = { "combat=5", "charge=3", NULL };
  const char * const twice[] = { "combat=5", "charge", "charge", NULL };
  const char * const bad_number[] = { "combat=five", NULL };
  const char * const too_big[] = { "combat=1000", NULL };
  const char * const empty_id[] = { "=5", NULL };

  assert_refused (ruleset->melee, unknown,
                  "French: unknown melee factor “bayonet” (known: combat=N, charge, house, "
                  "fresh-troops, no-formation, above-slope, engineers)");
  assert_refused (ruleset->melee, no_value, "French: give the value of “combat” (combat=N)");
  assert_refused (ruleset->melee, fixed_value,
                  "French: “charge” has the value +2 in the rules; it takes no value");
  assert_refused (ruleset->melee, twice, "French: melee factor “charge” given twice");
  assert_refused (ruleset->melee, bad_number,
                  "the value of “combat” must be a whole number from -100 to 100, not “five”");
  assert_refused (ruleset->melee, too_big, "not “1000”");
  assert_refused (ruleset->melee, empty_id, "unknown melee factor “”");
}

/* A table file supplies more of the loss table, and changes or adds factors (GEN-1). */
static void
test_table_override (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VdMeleeRules) own = read_override (
    "  factors:\n"
    "    - {id: above-slope, value: 2, note: \"the players agreed on 2\"}\n"
    "    - {id: guard, value: 2, name: {en: Guard, fr: Garde}}\n"
    "    - {id: square, value: -2}\n"
    "  losses:\n"
    "    - {total: 7, losses: 24, note: \"from the players' copy of the rules\"}\n"
    "    - {total: 5, losses: 20}\n"
    "    - {total: 3, losses: 14}\n", &error);
  g_autoptr(VdMeleeRules) rules = NULL;
  g_autoptr(VdMeleeResult) result = NULL;
  const char * const attacker[] = { "combat=5", "charge", NULL };           /* 7 */
  const char * const defender[] = { "combat=3", "above-slope", "guard", NULL }; /* 7 */
  const char * const other[] = { "combat=3", "above-slope", "square", NULL };   /* 3 */
  const VdMeleeInput a = { "French", attacker };
  const VdMeleeInput b = { "Austrian", defender };
  const VdMeleeInput c = { "Russian", other };
  const VdFactor *slope, *square;
  g_autofree char *totals = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (own->losses->len, ==, 3);
  /* Read sorted by total. */
  g_assert_cmpint (((VdLossPoint *) g_ptr_array_index (own->losses, 0))->total, ==, 3);

  rules = vd_melee_rules_merge (ruleset->melee, own);
  totals = vd_melee_rules_list_totals (rules);
  g_assert_cmpstr (totals, ==, "0, 3, 4, 5, 7");
  g_assert_false (vd_melee_rules_find_losses (rules, 4)->from_table);
  g_assert_true (vd_melee_rules_find_losses (rules, 7)->from_table);
  /* The ruleset is untouched. */
  g_assert_cmpuint (ruleset->melee->losses->len, ==, 2);

  /* A new value keeps the ruleset's name and rules; a new factor without a name has its id. */
  slope = vd_melee_rules_find_factor (rules, "above-slope");
  g_assert_cmpint (slope->value, ==, 2);
  g_assert_true (slope->from_table);
  g_assert_cmpstr (slope->name.en, ==, "Above the slope");
  g_assert_true (g_strv_contains ((const char * const *) slope->rules, "HILL-5"));
  g_assert_cmpstr (slope->note, ==, "the players agreed on 2");
  square = vd_melee_rules_find_factor (rules, "square");
  g_assert_cmpstr (square->name.en, ==, "square");
  g_assert_cmpuint (rules->factors->len, ==, 9);
  g_assert_cmpint (vd_melee_rules_find_factor (ruleset->melee, "above-slope")->value, ==, 1);

  result = vd_melee_resolve (rules, &a, &b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->sides[1].total, ==, 7);
  g_assert_true (result->complete);
  g_assert_cmpint (result->sides[0].losses, ==, 24);
  g_assert_true (result->sides[0].losses_from_table);
  g_assert_true (term_at (&result->sides[1], 1)->from_table);
  text = vd_melee_result_describe (result);
  g_assert_nonnull (strstr (text, "losses: 24 (the other side’s total 7) [from the table file]"));
  g_clear_pointer (&result, vd_melee_result_free);

  result = vd_melee_resolve (rules, &a, &c, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->sides[1].total, ==, 3);
  g_assert_cmpint (result->sides[0].losses, ==, 14);
  g_assert_cmpint (result->sides[1].losses, ==, 24);

  /* HOUSE-EX still holds with the table's points beside the seed's. */
  {
    const VdMeleeInput fr = { "French", french };
    const VdMeleeInput pr = { "Prussian", prussian };
    g_autoptr(VdMeleeResult) ex = vd_melee_resolve (rules, &fr, &pr, &error);

    g_assert_no_error (error);
    g_assert_cmpint (ex->sides[1].losses, ==, 18);
    g_assert_cmpint (ex->sides[0].losses, ==, 10);
    g_assert_false (ex->sides[1].losses_from_table);
  }

  /* A table may even replace one of the seed's points, and the answer says it is the table's. */
  {
    g_autoptr(VdMeleeRules) replace = read_override ("  losses: [{total: 4, losses: 16}]\n",
                                                     &error);
    g_autoptr(VdMeleeRules) merged = vd_melee_rules_merge (ruleset->melee, replace);

    g_assert_no_error (error);
    g_assert_cmpint (vd_melee_rules_find_losses (merged, 4)->losses, ==, 16);
    g_assert_true (vd_melee_rules_find_losses (merged, 4)->from_table);
    g_assert_cmpuint (merged->losses->len, ==, 2);
  }
}

/* A table file's own `melee:`, read with the table and checked against its ruleset, supplies
 * the loss-table points the seed lacks; the merge hands them to the calculator. */
static void
test_table_file (void)
{
  static const char text[] =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800, 1200]\n"
    "melee:\n"
    "  factors:\n"
    "    - {id: guard, value: 3, name: {en: Guard, fr: Garde}}\n"
    "  losses:\n"
    "    - {total: 7, losses: 24, rules: [HOUSE-EX], note: \"the players' copy\"}\n"
    "    - {total: 2, losses: 14}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = vd_table_load_checked_data (text, strlen (text), "battle.yaml",
                                                         &ruleset, &error);
  g_autoptr(VdMeleeRules) rules = NULL;
  g_autoptr(VdMeleeResult) result = NULL;
  g_autoptr(VdMeleeResult) without = NULL;
  const char * const attacker[] = { "combat=5", "charge", NULL };  /* 7 */
  const char * const defender[] = { "combat=2", "no-formation", "guard", NULL };  /* 2 */
  const char * const plain_defender[] = { "combat=2", NULL };  /* 2 */
  const VdMeleeInput a = { "French", attacker };
  const VdMeleeInput b = { "Russian", defender };
  const VdMeleeInput c = { "Russian", plain_defender };
  g_autofree char *totals = NULL;
  g_autofree char *described = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (table->melee);
  rules = vd_melee_rules_merge (ruleset->melee, table->melee);
  totals = vd_melee_rules_list_totals (rules);
  g_assert_cmpstr (totals, ==, "0, 2, 4, 7");

  result = vd_melee_resolve (rules, &a, &b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->sides[0].total, ==, 7);
  g_assert_cmpint (result->sides[1].total, ==, 2);
  g_assert_true (term_at (&result->sides[1], 2)->from_table);
  g_assert_cmpstr (term_at (&result->sides[1], 2)->name.fr, ==, "Garde");
  g_assert_true (result->complete);
  g_assert_cmpint (result->sides[0].inflicts, ==, 24);
  g_assert_cmpint (result->sides[1].losses, ==, 24);
  g_assert_true (result->sides[1].losses_from_table);
  g_assert_cmpint (result->sides[1].inflicts, ==, 14);
  g_assert_cmpint (result->sides[0].losses, ==, 14);
  g_assert_cmpint (result->winner, ==, 0);
  described = vd_melee_result_describe (result);
  g_assert_nonnull (strstr (described, "losses: 14 (the other side’s total 2) [from the table file]"));

  /* Without the table's points the same melee has no answer for either total. */
  without = vd_melee_resolve (ruleset->melee, &a, &c, &error);
  g_assert_no_error (error);
  g_assert_false (without->complete);
  g_assert_false (without->sides[0].losses_known);
  g_assert_false (without->sides[1].losses_known);
  /* And the table's own factor is not the ruleset's. */
  g_assert_null (vd_melee_resolve (ruleset->melee, &a, &b, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);

  /* HOUSE-EX is the same through the merge. */
  {
    const VdMeleeInput fr = { "French", french };
    const VdMeleeInput pr = { "Prussian", prussian };
    g_autoptr(VdMeleeResult) ex = vd_melee_resolve (rules, &fr, &pr, &error);

    g_assert_no_error (error);
    g_assert_cmpint (ex->sides[0].inflicts, ==, 18);
    g_assert_cmpint (ex->sides[1].inflicts, ==, 10);
  }
}

static void
assert_bad_override (const char *text, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdMeleeRules) rules = read_override (text, &error);

  g_assert_null (rules);
  g_assert_nonnull (error);
  g_assert_true (vd_error_has_position (error));
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected “%s”, got “%s”", fragment, error->message);
}

static void
test_override_errors (void)
{
  assert_bad_override ("  losses: [{total: 1, losses: 5}, {total: 1, losses: 6}]\n",
                       "table.yaml:2:43: error: the loss table gives total 1 twice");
  assert_bad_override ("  losses: [{total: 1, losses: -5}]\n", "losses");
  assert_bad_override ("  losses: [{total: 1}]\n", "losses");
  assert_bad_override ("  factors: [{id: guard}]\n",
                       "factor “guard” needs either a value or entered: true");
  assert_bad_override ("  factors: [{id: guard, value: 1, entered: true}]\n",
                       "factor “guard” needs either a value or entered: true");
  assert_bad_override ("  factors: [{id: a, value: 1}, {id: a, value: 2}]\n",
                       "duplicate factor “a”");
  assert_bad_override ("  table: []\n", "unknown key “table”");
}

/* Rule IDs of a table's override are checked against the ruleset's rules. */
static void
test_override_rules (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VdMeleeRules) good = read_override ("  losses: [{total: 1, losses: 5, rules: [HOUSE-EX]}]\n",
                                                &error);
  g_autoptr(VdMeleeRules) bad = read_override ("  factors: [{id: x, value: 1, rules: [HILL-55]}]\n",
                                               &error);

  g_assert_no_error (error);
  g_assert_true (vd_melee_rules_check_rules (good, ruleset->rule_index, "table.yaml", &error));
  g_assert_no_error (error);
  g_assert_false (vd_melee_rules_check_rules (bad, ruleset->rule_index, "table.yaml", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "table.yaml:2:13: error: unknown rule “HILL-55” in factor “x”");
}

/* The table writer can write an override that reads back the same. */
static void
test_override_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdMeleeRules) own = read_override (
    "  factors:\n"
    "    - {id: guard, value: 2, name: {en: Guard, fr: Garde}, rules: [HOUSE-EX]}\n"
    "    - {id: elan, entered: true, assumed: true, note: \"agreed\"}\n"
    "  losses:\n"
    "    - {total: -2, losses: 3, note: \"players\"}\n"
    "    - {total: 5, losses: 20, rules: [HOUSE-EX]}\n", &error);
  g_autoptr(VdYamlWriter) writer = vd_yaml_writer_new ();
  g_autofree char *text = NULL;
  g_autofree char *body = NULL;
  g_autoptr(VdMeleeRules) again = NULL;

  g_assert_no_error (error);
  vd_yaml_writer_begin_mapping (writer, FALSE);
  vd_yaml_writer_word (writer, "melee");
  vd_melee_rules_write (writer, own);
  vd_yaml_writer_end_mapping (writer);
  text = vd_yaml_writer_finish (writer, NULL);
  g_assert_true (g_str_has_prefix (text, "melee:\n"));
  again = read_override (text + strlen ("melee:\n"), &error);
  g_assert_no_error (error);
  g_assert_true (vd_melee_rules_equal (own, again));
  g_assert_false (vd_melee_rules_is_empty (again));
  {
    g_autoptr(VdMeleeRules) copy = vd_melee_rules_copy (own);
    g_autoptr(VdMeleeRules) empty = vd_melee_rules_new ();

    g_assert_true (vd_melee_rules_equal (own, copy));
    g_assert_false (vd_melee_rules_equal (own, empty));
    g_assert_true (vd_melee_rules_is_empty (empty));
  }
}

/* A broken ruleset: each of these is refused with its position. */
static void
test_ruleset_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = vd_data_find ("terrain/napoleonic.yaml");
  g_autofree char *original = NULL;
  const struct {
    const char *from;
    const char *to;
    const char *fragment;
  } cases[] = {
    { "{id: charge, value: 2, name: {en: \"Charge\", fr: \"La charge\"},",
      "{id: charge, value: 2,", "factor “charge” has no name" },
    { "{id: charge, value: 2,", "{id: charge,", "needs either a value or entered: true" },
    { "rules: [HILL-5, HOUSE-3, STREAM-2]", "rules: [HILL-55]",
      "unknown rule “HILL-55” in factor “above-slope”" },
    { "{total: 4, losses: 18, rules: [HOUSE-EX]}", "{total: 0, losses: 18, rules: [HOUSE-EX]}",
      "the loss table gives total 0 twice" },
    { "\n  losses:\n", "\n  loss_table:\n", "unknown key “loss_table”" },
  };

  g_assert_true (g_file_get_contents (path, &original, NULL, &error));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = g_string_new (original);
      g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
      g_autofree char *broken = g_build_filename (tmpdir, "broken.yaml", NULL);
      g_autoptr(VdRuleset) ruleset = NULL;

      g_assert_cmpuint (g_string_replace (text, cases[i].from, cases[i].to, 1), ==, 1);
      g_assert_true (g_file_set_contents (broken, text->str, -1, &error));
      ruleset = vd_ruleset_load (broken, &error);
      g_assert_null (ruleset);
      g_assert_true (vd_error_has_position (error));
      if (strstr (error->message, cases[i].fragment) == NULL)
        g_error ("expected “%s”, got “%s”", cases[i].fragment, error->message);
      g_clear_error (&error);
      g_remove (broken);
      g_rmdir (tmpdir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/melee/bundled/factors", test_bundled_factors);
  g_test_add_func ("/melee/bundled/losses", test_bundled_losses);
  g_test_add_func ("/melee/HOUSE-EX", test_house_ex);
  g_test_add_func ("/melee/unknown-total", test_unknown_total);
  g_test_add_func ("/melee/equal-totals", test_equal_totals);
  g_test_add_func ("/melee/refusals", test_refusals);
  g_test_add_func ("/melee/table-override", test_table_override);
  g_test_add_func ("/melee/table-file", test_table_file);
  g_test_add_func ("/melee/table-override/errors", test_override_errors);
  g_test_add_func ("/melee/table-override/rules", test_override_rules);
  g_test_add_func ("/melee/table-override/round-trip", test_override_round_trip);
  g_test_add_func ("/melee/ruleset-errors", test_ruleset_errors);
  return g_test_run ();
}
