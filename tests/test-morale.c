#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-journal.h"
#include "vd-losses.h"
#include "vd-morale-rules.h"
#include "vd-morale-situation.h"
#include "vd-ruleset.h"
#include "vd-table-reader.h"
#include "vd-test-table.h"

/* A table's `morale:` override, read from TEXT (the value of the key). */
static VdMoraleRules *
read_override (const char *text, GError **error)
{
  g_autofree char *yaml = g_strconcat ("morale:\n", text, NULL);
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (yaml, strlen (yaml), "table.yaml", error);
  g_autoptr(VdMoraleRules) rules = vd_morale_rules_new ();

  if (doc == NULL ||
      !vd_morale_rules_read (doc, vd_yaml_lookup (doc->root, "morale"), rules, error))
    return NULL;
  return g_steal_pointer (&rules);
}

static void
test_bundled_states (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  const VdMoraleRules *rules = ruleset->morale;
  const char *ids[] = { "steady", "shaken", "wavering", "broken", "routed" };
  const char *fr[] = { "Ferme", "Ébranlée", "Chancelante", "Rompue", "En déroute" };
  g_autofree char *list = vd_morale_rules_list_states (rules);

  g_assert_cmpuint (rules->states->len, ==, G_N_ELEMENTS (ids));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const VdMoraleState *state = g_ptr_array_index (rules->states, i);

      g_assert_cmpstr (state->id, ==, ids[i]);
      g_assert_cmpstr (state->name.fr, ==, fr[i]);
      g_assert_nonnull (state->name.en);
      g_assert_true (vd_morale_rules_find_state (rules, ids[i]) == state);
      g_assert_true (vd_ruleset_has_morale_state (ruleset, ids[i]));
    }
  g_assert_cmpstr (vd_morale_rules_default_state (rules)->id, ==, "steady");
  g_assert_cmpstr (list, ==, "steady, shaken, wavering, broken, routed");
  /* NULL is a unit's default, the first state. */
  g_assert_true (vd_ruleset_has_morale_state (ruleset, NULL));
  g_assert_false (vd_ruleset_has_morale_state (ruleset, "panicked"));
  g_assert_false (vd_ruleset_has_morale_state (ruleset, "Steady"));
  g_assert_null (vd_morale_rules_find_state (rules, "panicked"));
}

static void
test_bundled_thresholds (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  const VdMoraleRules *rules = ruleset->morale;
  const char *applied = "x";
  VdLossThresholds t = vd_morale_rules_thresholds (rules, "corps", &applied);
  const VdFactor *building = vd_morale_rules_find_factor (rules, "building");

  g_assert_cmpfloat (rules->commands.shaken, ==, 25);
  g_assert_cmpfloat (rules->commands.broken, ==, 50);
  g_assert_cmpfloat (t.shaken, ==, 25);
  g_assert_cmpfloat (t.broken, ==, 50);
  g_assert_null (applied);
  g_assert_cmpuint (rules->kinds->len, ==, 0);
  /* No per-unit thresholds by default: a unit's morale is what the referee records. */
  g_assert_true (isnan (rules->units.shaken));
  /* HOUSE-9: the building's morale bonus, its value Vedette's (the seed's page is missing). */
  g_assert_nonnull (building);
  g_assert_true (building->assumed);
  g_assert_cmpint (building->value, ==, 1);
  g_assert_nonnull (building->note);
  g_assert_true (g_strv_contains ((const char * const *) building->rules, "HOUSE-9"));
}

static void
assert_totals (int start, int casualties, VdLossState state, double threshold)
{
  VdLossThresholds t = { 25, 50 };
  VdLossTotals totals = vd_loss_totals (start, casualties, t, NULL);

  g_assert_cmpint (totals.start, ==, start);
  g_assert_cmpint (totals.casualties, ==, casualties);
  g_assert_cmpint (totals.current, ==, start - casualties);
  g_assert_true (totals.has_state);
  if (totals.state != state)
    g_error ("%d of %d lost: expected %s, got %s", casualties, start,
             vd_loss_state_to_string (state), vd_loss_state_to_string (totals.state));
  g_assert_cmpfloat (totals.threshold, ==, threshold);
  g_assert_null (totals.threshold_kind);
  vd_loss_totals_clear (&totals);
}

/* Shaken and broken are reached exactly at the threshold, not a figure later. */
static void
test_threshold_boundaries (void)
{
  VdLossTotals totals;

  assert_totals (100, 0, VD_LOSS_STEADY, 25);
  assert_totals (100, 24, VD_LOSS_STEADY, 25);
  assert_totals (100, 25, VD_LOSS_SHAKEN, 25);
  assert_totals (100, 49, VD_LOSS_SHAKEN, 25);
  assert_totals (100, 50, VD_LOSS_BROKEN, 50);
  assert_totals (100, 100, VD_LOSS_BROKEN, 50);
  assert_totals (12, 2, VD_LOSS_STEADY, 25);
  assert_totals (12, 3, VD_LOSS_SHAKEN, 25);
  assert_totals (12, 5, VD_LOSS_SHAKEN, 25);
  assert_totals (12, 6, VD_LOSS_BROKEN, 50);
  assert_totals (7, 1, VD_LOSS_STEADY, 25);   /* 14.3 % */
  assert_totals (7, 2, VD_LOSS_SHAKEN, 25);   /* 28.6 % */
  assert_totals (7, 3, VD_LOSS_SHAKEN, 25);   /* 42.9 % */
  assert_totals (7, 4, VD_LOSS_BROKEN, 50);   /* 57.1 % */
  assert_totals (0, 0, VD_LOSS_STEADY, 25);

  totals = vd_loss_totals (12, 3, (VdLossThresholds) { 25, 50 }, NULL);
  g_assert_cmpfloat (totals.percent, ==, 25);
  totals = vd_loss_totals (3, 1, (VdLossThresholds) { 100.0 / 3, 50 }, "corps");
  g_assert_cmpfloat_with_epsilon (totals.percent, 33.333, 0.001);
  g_assert_cmpint (totals.state, ==, VD_LOSS_SHAKEN);
  g_assert_cmpstr (totals.threshold_kind, ==, "corps");
  vd_loss_totals_clear (&totals);
  totals = vd_loss_totals (0, 0, (VdLossThresholds) { 25, 50 }, NULL);
  g_assert_cmpfloat (totals.percent, ==, 0);

  /* Without thresholds there is no state. */
  totals = vd_loss_totals (10, 9, (VdLossThresholds) { NAN, NAN }, "corps");
  g_assert_false (totals.has_state);
  g_assert_true (isnan (totals.threshold));
  g_assert_null (totals.threshold_kind);
  g_assert_cmpfloat (totals.percent, ==, 90);

  g_assert_cmpstr (vd_loss_state_to_string (VD_LOSS_STEADY), ==, "steady");
  g_assert_cmpstr (vd_loss_state_to_string (VD_LOSS_SHAKEN), ==, "shaken");
  g_assert_cmpstr (vd_loss_state_to_string (VD_LOSS_BROKEN), ==, "broken");
}

static VdCommand *
add_command (VdTable *table, const char *id, const char *kind, const char *side,
             const char *parent)
{
  VdCommand *command = vd_command_new (id, side);

  command->kind = g_strdup (kind);
  command->parent = g_strdup (parent);
  g_ptr_array_add (table->commands, command);
  return command;
}

static VdUnit *
add_unit (VdTable *table, const char *id, const char *side, const char *command, int figures,
          int casualties, const char *morale)
{
  VdUnit *unit = vd_unit_new (id, side, VD_ARM_INFANTRY, VD_FORMATION_LINE);

  unit->figures = figures;
  unit->casualties = casualties;
  unit->command = g_strdup (command);
  unit->morale = g_strdup (morale);
  g_ptr_array_add (table->units, unit);
  return unit;
}

/* A French corps of one division of two brigades, a battalion under the division itself, one
 * with no command; a Prussian side of one battalion. */
static VdTable *
make_battle (void)
{
  VdTable *table = vd_table_new ();

  add_command (table, "c1", "corps", "fr", NULL);
  add_command (table, "d1", "division", "fr", "c1");
  add_command (table, "b1", "brigade", "fr", "d1");
  add_command (table, "b2", "brigade", "fr", "d1");
  add_command (table, "p-bde", "brigade", "pr", NULL);
  add_unit (table, "fr-1", "fr", "b1", 24, 6, NULL);
  add_unit (table, "fr-2", "fr", "b1", 24, 0, "shaken");
  add_unit (table, "fr-3", "fr", "b2", 12, 6, "wavering");
  add_unit (table, "fr-4", "fr", "d1", 12, 0, NULL);
  add_unit (table, "fr-5", "fr", NULL, 8, 2, NULL);
  add_unit (table, "pr-1", "pr", "p-bde", 20, 10, "routed");
  return table;
}

static void
assert_command (const VdLossReport *report, const char *id, int start, int casualties,
                guint n_units, VdLossState state, double threshold)
{
  const VdCommandLosses *c = vd_loss_report_find_command (report, id);

  if (c == NULL)
    c = vd_loss_report_find_side (report, id);
  if (c == NULL)
    g_error ("no command or side “%s” in the report", id);
  g_assert_cmpint (c->totals.start, ==, start);
  g_assert_cmpint (c->totals.casualties, ==, casualties);
  g_assert_cmpint (c->totals.current, ==, start - casualties);
  g_assert_cmpfloat_with_epsilon (c->totals.percent, casualties * 100.0 / start, 1e-9);
  g_assert_cmpuint (c->n_units, ==, n_units);
  g_assert_true (c->totals.has_state);
  if (c->totals.state != state)
    g_error ("%s: expected %s, got %s", id, vd_loss_state_to_string (state),
             vd_loss_state_to_string (c->totals.state));
  g_assert_cmpfloat (c->totals.threshold, ==, threshold);
}

/* A command counts its own units and every sub-command's; a side counts all of its units. */
static void
test_report (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = make_battle ();
  g_autoptr(VdLossReport) report = vd_loss_report_new (table, ruleset->morale);
  const VdUnitLosses *u;
  const VdCommandLosses *d1;

  g_assert_cmpuint (report->units->len, ==, 6);
  g_assert_cmpuint (report->commands->len, ==, 5);
  g_assert_cmpuint (report->sides->len, ==, 2);

  assert_command (report, "b1", 48, 6, 2, VD_LOSS_STEADY, 25);       /* 12.5 % */
  assert_command (report, "b2", 12, 6, 1, VD_LOSS_BROKEN, 50);       /* 50 % */
  assert_command (report, "d1", 72, 12, 4, VD_LOSS_STEADY, 25);      /* 16.7 % */
  assert_command (report, "c1", 72, 12, 4, VD_LOSS_STEADY, 25);
  assert_command (report, "p-bde", 20, 10, 1, VD_LOSS_BROKEN, 50);
  assert_command (report, "fr", 80, 14, 5, VD_LOSS_STEADY, 25);      /* 17.5 % */
  assert_command (report, "pr", 20, 10, 1, VD_LOSS_BROKEN, 50);

  d1 = vd_loss_report_find_command (report, "d1");
  g_assert_cmpstr (d1->kind, ==, "division");
  g_assert_cmpstr (d1->parent, ==, "c1");
  g_assert_cmpstr (d1->side, ==, "fr");
  g_assert_cmpstr (d1->name, ==, "d1");
  g_assert_null (d1->totals.threshold_kind);
  g_assert_cmpstr (vd_loss_report_find_side (report, "fr")->kind, ==, "side");
  g_assert_null (vd_loss_report_find_command (report, "nosuch"));

  /* Units: figures, casualties, what is left, percent and morale (the first state by default). */
  u = vd_loss_report_find_unit (report, "fr-1");
  g_assert_cmpint (u->totals.start, ==, 24);
  g_assert_cmpint (u->totals.casualties, ==, 6);
  g_assert_cmpint (u->totals.current, ==, 18);
  g_assert_cmpfloat (u->totals.percent, ==, 25);
  g_assert_cmpstr (u->morale, ==, "steady");
  g_assert_cmpstr (u->morale_state->name.en, ==, "Steady");
  g_assert_cmpstr (u->command, ==, "b1");
  g_assert_false (u->totals.has_state);
  u = vd_loss_report_find_unit (report, "fr-3");
  g_assert_cmpstr (u->morale, ==, "wavering");
  g_assert_cmpstr (u->morale_state->name.fr, ==, "Chancelante");
  u = vd_loss_report_find_unit (report, "fr-5");
  g_assert_null (u->command);
  g_assert_null (vd_loss_report_find_unit (report, "nosuch"));
}

/* A table's own thresholds: by kind (a corps, a whole side) and per unit. */
static void
test_report_table_thresholds (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VdMoraleRules) own = read_override (
    "  kinds:\n"
    "    corps: {shaken: 10, broken: 15}\n"
    "    side: {shaken: 17.5, broken: 40}\n"
    "  units: {shaken: 25, broken: 50}\n", &error);
  g_autoptr(VdMoraleRules) rules = NULL;
  g_autoptr(VdTable) table = make_battle ();
  g_autoptr(VdLossReport) report = NULL;
  const VdUnitLosses *u;

  g_assert_no_error (error);
  rules = vd_morale_rules_merge (ruleset->morale, own);
  report = vd_loss_report_new (table, rules);

  assert_command (report, "c1", 72, 12, 4, VD_LOSS_BROKEN, 15);      /* 16.7 % ≥ 15 */
  g_assert_cmpstr (vd_loss_report_find_command (report, "c1")->totals.threshold_kind, ==,
                   "corps");
  assert_command (report, "d1", 72, 12, 4, VD_LOSS_STEADY, 25);      /* the general ones */
  assert_command (report, "fr", 80, 14, 5, VD_LOSS_SHAKEN, 17.5);    /* exactly 17.5 % */
  g_assert_cmpstr (vd_loss_report_find_side (report, "fr")->totals.threshold_kind, ==, "side");

  u = vd_loss_report_find_unit (report, "fr-1");
  g_assert_true (u->totals.has_state);
  g_assert_cmpint (u->totals.state, ==, VD_LOSS_SHAKEN);            /* exactly 25 % */
  u = vd_loss_report_find_unit (report, "fr-3");
  g_assert_cmpint (u->totals.state, ==, VD_LOSS_BROKEN);            /* exactly 50 % */
  u = vd_loss_report_find_unit (report, "fr-2");
  g_assert_cmpint (u->totals.state, ==, VD_LOSS_STEADY);
  g_assert_cmpfloat (u->totals.threshold, ==, 25);
  /* The state the referee recorded is kept as it is. */
  g_assert_cmpstr (u->morale, ==, "shaken");

  /* The ruleset's own rules are untouched. */
  g_assert_cmpuint (ruleset->morale->kinds->len, ==, 0);
}

/* A table file's own thresholds (GEN-1), read with the table and merged over the ruleset's,
 * change where its commands stand; the journal's replay keeps them. */
static const char battle_file[] =
  "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800, 1200]\n"
  "units:\n"
  "  - {id: fr-1, side: fr, arm: infantry, formation: line, at: [100, 100], frontage: 120,"
  " depth: 30, figures: 24, casualties: 5, command: b1}\n"
  "  - {id: fr-2, side: fr, arm: infantry, formation: line, at: [300, 100], frontage: 120,"
  " depth: 30, figures: 24, casualties: 5, command: b1}\n"
  "  - {id: pr-1, side: pr, arm: infantry, formation: line, at: [100, 900], frontage: 120,"
  " depth: 30, figures: 20, casualties: 2}\n"
  "commands:\n"
  "  - {id: b1, side: fr, kind: brigade}\n";

static VdTable *
load_battle (const char *morale, VdRuleset **ruleset, GError **error)
{
  g_autofree char *text = g_strconcat (battle_file, morale, NULL);

  return vd_table_load_checked_data (text, strlen (text), "battle.yaml", ruleset, error);
}

static void
test_report_table_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) plain = load_battle ("", &ruleset, &error);
  g_autoptr(VdTable) own = NULL;
  g_autoptr(VdTable) by_kind = NULL;
  g_autoptr(VdTable) current = NULL;
  g_autoptr(VdMoraleRules) rules = NULL;
  g_autoptr(VdLossReport) report = NULL;

  /* 10 of 48 lost: 20.8 %, steady by the ruleset's 25 and 50. */
  g_assert_no_error (error);
  g_assert_null (plain->morale);
  rules = vd_morale_rules_merge (ruleset->morale, plain->morale);
  report = vd_loss_report_new (plain, rules);
  assert_command (report, "b1", 48, 10, 2, VD_LOSS_STEADY, 25);
  assert_command (report, "pr", 20, 2, 1, VD_LOSS_STEADY, 25);
  g_assert_false (vd_loss_report_find_unit (report, "fr-1")->totals.has_state);
  g_clear_pointer (&report, vd_loss_report_free);
  g_clear_pointer (&rules, vd_morale_rules_free);
  g_clear_pointer (&ruleset, vd_ruleset_free);

  /* The table's general thresholds make the brigade shaken, and give units a loss state. */
  own = load_battle ("morale:\n"
                     "  commands: {shaken: 20, broken: 40}\n"
                     "  units: {shaken: 20, broken: 25}\n"
                     "journal:\n"
                     "  - {event: end-turn, turn: 1}\n", &ruleset, &error);
  g_assert_no_error (error);
  g_assert_nonnull (own->morale);
  rules = vd_morale_rules_merge (ruleset->morale, own->morale);
  report = vd_loss_report_new (own, rules);
  assert_command (report, "b1", 48, 10, 2, VD_LOSS_SHAKEN, 20);
  assert_command (report, "fr", 48, 10, 2, VD_LOSS_SHAKEN, 20);
  assert_command (report, "pr", 20, 2, 1, VD_LOSS_STEADY, 20);
  g_assert_true (vd_loss_report_find_unit (report, "fr-1")->totals.has_state);
  g_assert_cmpint (vd_loss_report_find_unit (report, "fr-1")->totals.state, ==, VD_LOSS_SHAKEN);
  /* The states stay the ruleset's. */
  g_assert_cmpuint (rules->states->len, ==, ruleset->morale->states->len);
  g_assert_cmpfloat (ruleset->morale->commands.shaken, ==, 25);
  /* The battle as it stands after its journal has the table's rules too. */
  current = vd_journal_replay (own, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (current->turn, ==, 2);
  g_assert_true (vd_morale_rules_equal (current->morale, own->morale));
  g_clear_pointer (&report, vd_loss_report_free);
  g_clear_pointer (&rules, vd_morale_rules_free);
  g_clear_pointer (&ruleset, vd_ruleset_free);

  /* Thresholds of its own for brigades break this one; the side keeps the general ones. */
  by_kind = load_battle ("morale:\n"
                         "  kinds:\n"
                         "    brigade: {shaken: 10, broken: 20}\n", &ruleset, &error);
  g_assert_no_error (error);
  rules = vd_morale_rules_merge (ruleset->morale, by_kind->morale);
  report = vd_loss_report_new (by_kind, rules);
  assert_command (report, "b1", 48, 10, 2, VD_LOSS_BROKEN, 20);
  g_assert_cmpstr (vd_loss_report_find_command (report, "b1")->totals.threshold_kind, ==,
                   "brigade");
  assert_command (report, "fr", 48, 10, 2, VD_LOSS_STEADY, 25);
}

/* A table cannot add a morale state: the file is refused, and so is an event for a state the
 * ruleset does not have. */
static void
test_table_cannot_add_states (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = load_battle ("morale:\n"
                                          "  states: [{id: jolly, name: {en: Jolly, fr: Gai}}]\n",
                                          &ruleset, &error);

  g_assert_null (table);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "battle.yaml:12:3: error: a table cannot "
                                                   "change the morale states"));
  g_clear_error (&error);
  table = load_battle ("morale:\n"
                       "  commands: {shaken: 20, broken: 40}\n"
                       "journal:\n"
                       "  - {event: morale, turn: 1, unit: fr-1, state: jolly}\n",
                       &ruleset, &error);
  g_assert_null (table);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "unknown morale state “jolly”"));
}

/* A command whose parents loop is still counted once per unit, and the report ends. */
static void
test_report_parent_loop (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdLossReport) report = NULL;

  add_command (table, "a", "brigade", "fr", "b");
  add_command (table, "b", "division", "fr", "a");
  add_command (table, "lost", "brigade", "fr", "nosuch");
  add_unit (table, "u", "fr", "a", 10, 5, NULL);
  add_unit (table, "v", "fr", "lost", 10, 0, NULL);
  add_unit (table, "w", "fr", "nosuch", 10, 1, NULL);
  report = vd_loss_report_new (table, ruleset->morale);
  assert_command (report, "a", 10, 5, 1, VD_LOSS_BROKEN, 50);
  assert_command (report, "b", 10, 5, 1, VD_LOSS_BROKEN, 50);
  assert_command (report, "lost", 10, 0, 1, VD_LOSS_STEADY, 25);
  assert_command (report, "fr", 30, 6, 3, VD_LOSS_STEADY, 25);
}

/* vd_table_validate refuses a morale state the ruleset does not have, at the unit. */
static void
test_validate (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = make_battle ();
  g_autoptr(GError) error = NULL;
  VdUnit *unit;

  g_assert_true (vd_table_validate (table, ruleset, "battle.yaml", &error));
  g_assert_no_error (error);
  unit = add_unit (table, "fr-9", "fr", "b1", 12, 0, "panicked");
  unit->pos = (VdSourcePos) { 42, 5 };
  g_assert_false (vd_table_validate (table, ruleset, "battle.yaml", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "battle.yaml:42:5: error: unit “fr-9”: unknown morale state “panicked” "
                   "(expected one of: steady, shaken, wavering, broken, routed)");
}

static void
assert_bad_override (const char *text, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdMoraleRules) rules = read_override (text, &error);

  g_assert_null (rules);
  g_assert_nonnull (error);
  g_assert_true (vd_error_has_position (error));
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected “%s”, got “%s”", fragment, error->message);
}

static void
test_table_override (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VdMoraleRules) own = read_override (
    "  commands: {shaken: 30, broken: 60}\n"
    "  factors: [{id: building, value: 2}, {id: eagle, value: 1, name: {en: Eagle, fr: Aigle}}]\n",
    &error);
  g_autoptr(VdMoraleRules) rules = NULL;
  g_autoptr(VdYamlWriter) writer = vd_yaml_writer_new ();
  g_autofree char *text = NULL;
  g_autoptr(VdMoraleRules) again = NULL;

  g_assert_no_error (error);
  g_assert_false (vd_morale_rules_is_empty (own));
  rules = vd_morale_rules_merge (ruleset->morale, own);
  g_assert_cmpfloat (rules->commands.shaken, ==, 30);
  g_assert_cmpfloat (rules->commands.broken, ==, 60);
  g_assert_cmpuint (rules->states->len, ==, 5);
  g_assert_cmpint (vd_morale_rules_find_factor (rules, "building")->value, ==, 2);
  g_assert_true (vd_morale_rules_find_factor (rules, "building")->from_table);
  g_assert_true (g_strv_contains ((const char * const *)
                                  vd_morale_rules_find_factor (rules, "building")->rules, "HOUSE-9"));
  g_assert_cmpstr (vd_morale_rules_find_factor (rules, "eagle")->name.fr, ==, "Aigle");
  g_assert_true (vd_morale_rules_check_rules (own, ruleset->rule_index, "t.yaml", &error));

  /* What the table writer would write reads back the same. */
  vd_yaml_writer_begin_mapping (writer, FALSE);
  vd_yaml_writer_word (writer, "morale");
  vd_morale_rules_write (writer, own);
  vd_yaml_writer_end_mapping (writer);
  text = vd_yaml_writer_finish (writer, NULL);
  again = read_override (text + strlen ("morale:\n"), &error);
  g_assert_no_error (error);
  g_assert_true (vd_morale_rules_equal (own, again));

  assert_bad_override ("  states: [{id: fine, name: {en: Fine, fr: Bien}}]\n",
                       "table.yaml:2:3: error: a table cannot change the morale states");
  assert_bad_override ("  commands: {shaken: 60, broken: 30}\n",
                       "commands: shaken (60 %) must not be above broken (30 %)");
  assert_bad_override ("  commands: {shaken: 0, broken: 30}\n", "shaken");
  assert_bad_override ("  commands: {shaken: 20, broken: 130}\n", "broken");
  assert_bad_override ("  commands: {shaken: 20}\n", "broken");
  assert_bad_override ("  units: {shaken: 20, broken: 30, routed: 60}\n", "unknown key “routed”");
  assert_bad_override ("  kinds: {corps: {shaken: 20}}\n", "broken");
}

/* A ruleset without states, or with a state twice, is refused. */
static void
test_ruleset_states (void)
{
  g_autoptr(GError) error = NULL;
  const char *bad[] = {
    "morale:\n  states: []\n  commands: {shaken: 25, broken: 50}\n",
    "morale:\n  states: [{id: a, name: {en: A, fr: A}}, {id: a, name: {en: B, fr: B}}]\n"
    "  commands: {shaken: 25, broken: 50}\n",
    "morale:\n  commands: {shaken: 25, broken: 50}\n",
  };
  const char *fragments[] = {
    "morale needs at least one state", "duplicate morale state “a”", "“states”",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(VdYamlDocument) doc = vd_yaml_parse (bad[i], strlen (bad[i]), "r.yaml", &error);
      g_autoptr(VdRuleset) ruleset = vd_ruleset_new ();

      g_assert_no_error (error);
      g_assert_false (vd_morale_rules_read_ruleset (doc, doc->root, ruleset, &error));
      if (strstr (error->message, fragments[i]) == NULL)
        g_error ("expected “%s”, got “%s”", fragments[i], error->message);
      g_clear_error (&error);
    }
}

static VdEvent *
loss (int turn, const char *unit, int figures)
{
  VdEvent *event = vd_event_new (VD_EVENT_LOSS, turn);

  event->unit_id = g_strdup (unit);
  event->figures = figures;
  return event;
}

/* Losses per turn by side, from the journal's loss events. */
static void
test_turn_losses (void)
{
  g_autoptr(VdTable) setup = make_battle ();
  g_autoptr(VdTurnLosses) all = NULL;
  g_autoptr(VdTurnLosses) first = NULL;
  g_autoptr(GError) error = NULL;
  VdEvent *event;

  g_ptr_array_add (setup->journal, loss (1, "fr-1", 3));
  g_ptr_array_add (setup->journal, loss (1, "pr-1", 4));
  g_ptr_array_add (setup->journal, vd_event_new (VD_EVENT_END_TURN, 1));
  g_ptr_array_add (setup->journal, loss (2, "fr-3", 6));
  /* An Austrian battalion joins in turn 2 and loses figures; a Prussian figure comes back. */
  event = vd_event_new (VD_EVENT_ADD_UNIT, 2);
  event->unit = vd_unit_new ("au-1", "au", VD_ARM_INFANTRY, VD_FORMATION_COLUMN);
  event->unit->figures = 16;
  g_ptr_array_add (setup->journal, event);
  g_ptr_array_add (setup->journal, loss (2, "au-1", 2));
  g_ptr_array_add (setup->journal, loss (2, "pr-1", -1));
  /* fr-5 goes over to the Prussians (an edit of the set-up): its losses count for them. */
  event = vd_event_new (VD_EVENT_EDIT_UNIT, 2);
  event->unit_id = g_strdup ("fr-5");
  event->unit = vd_unit_new ("fr-5", "pr", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  g_ptr_array_add (setup->journal, event);
  g_ptr_array_add (setup->journal, loss (2, "fr-5", 1));
  g_ptr_array_add (setup->journal, vd_event_new (VD_EVENT_END_TURN, 2));
  g_ptr_array_add (setup->journal, loss (3, "fr-2", 5));

  all = vd_turn_losses_new (setup, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->n_sides, ==, 3);
  g_assert_cmpstr (all->sides[0], ==, "fr");
  g_assert_cmpstr (all->sides[1], ==, "pr");
  g_assert_cmpstr (all->sides[2], ==, "au");
  g_assert_null (all->sides[3]);
  g_assert_cmpint (all->first_turn, ==, 1);
  g_assert_cmpint (all->last_turn, ==, 3);
  g_assert_cmpint (vd_turn_losses_get (all, "fr", 1), ==, 3);
  g_assert_cmpint (vd_turn_losses_get (all, "fr", 2), ==, 6);
  g_assert_cmpint (vd_turn_losses_get (all, "fr", 3), ==, 5);
  g_assert_cmpint (vd_turn_losses_get (all, "pr", 1), ==, 4);
  g_assert_cmpint (vd_turn_losses_get (all, "pr", 2), ==, 0);   /* -1 + 1 */
  g_assert_cmpint (vd_turn_losses_get (all, "au", 1), ==, 0);
  g_assert_cmpint (vd_turn_losses_get (all, "au", 2), ==, 2);
  g_assert_cmpint (vd_turn_losses_cumulative (all, "fr", 1), ==, 3);
  g_assert_cmpint (vd_turn_losses_cumulative (all, "fr", 2), ==, 9);
  g_assert_cmpint (vd_turn_losses_cumulative (all, "fr", 3), ==, 14);
  g_assert_cmpint (vd_turn_losses_cumulative (all, "fr", 99), ==, 14);
  g_assert_cmpint (vd_turn_losses_cumulative (all, "pr", 3), ==, 4);
  g_assert_cmpint (vd_turn_losses_get (all, "nosuch", 1), ==, 0);
  g_assert_cmpint (vd_turn_losses_get (all, "fr", 0), ==, 0);
  g_assert_cmpint (vd_turn_losses_get (all, "fr", 4), ==, 0);

  /* The undo cursor: only the first three events count; the end of turn 1 opens turn 2. */
  first = vd_turn_losses_new (setup, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (first->n_sides, ==, 2);
  g_assert_cmpint (first->last_turn, ==, 2);
  g_assert_cmpint (vd_turn_losses_get (first, "fr", 1), ==, 3);
  g_assert_cmpint (vd_turn_losses_get (first, "fr", 2), ==, 0);
  g_clear_pointer (&first, vd_turn_losses_free);

  /* No events: one turn, no losses. */
  first = vd_turn_losses_new (setup, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (first->first_turn, ==, 1);
  g_assert_cmpint (first->last_turn, ==, 1);
  g_assert_cmpint (vd_turn_losses_cumulative (first, "fr", 1), ==, 0);
  g_clear_pointer (&first, vd_turn_losses_free);

  /* A loss of a unit nobody has is refused, naming the event. */
  g_ptr_array_add (setup->journal, loss (3, "ghost", 1));
  first = vd_turn_losses_new (setup, G_MAXUINT, &error);
  g_assert_null (first);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "event 12: a loss of unknown unit “ghost”");
}

/* HOUSE-9: a unit in a house has the building's morale factor (Vedette's assumed +1), still
 * when artillery has ruined every side of it; one outside has none. */
static void
test_house_9_building (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  VdFeature *house = vd_test_add_rect (table, "village-1", VD_TERRAIN_HOUSE, 400, 400, 800, 700);
  g_autoptr(VdMoraleSituation) inside = NULL;
  g_autoptr(VdMoraleSituation) outside = NULL;
  const VdMoraleFinding *finding;

  vd_test_add_line_infantry (table, "fr-1", "french", 600, 550, 0);
  vd_test_add_line_infantry (table, "fr-2", "french", 600, 200, 0);
  vd_test_add_stretch (house, 0, vd_feature_path_length (house), VD_DAMAGE_DEGRADED);
  inside = vd_morale_situation_new (table, ruleset, NULL, vd_table_find_unit (table, "fr-1"));
  g_assert_cmpuint (inside->findings->len, ==, 1);
  finding = &g_array_index (inside->findings, VdMoraleFinding, 0);
  g_assert_cmpstr (finding->factor->id, ==, "building");
  g_assert_cmpint (finding->factor->value, ==, 1);
  g_assert_true (finding->factor->assumed);
  g_assert_cmpstr (finding->rule, ==, "HOUSE-9");
  g_assert_cmpstr (finding->by, ==, "village-1");
  outside = vd_morale_situation_new (table, ruleset, NULL, vd_table_find_unit (table, "fr-2"));
  g_assert_cmpuint (outside->findings->len, ==, 0);
}

/* MASK-6: a unit counts in its morale factors only the enemies it sees: the cavalry in front
 * hides the Russian line behind it (MASK-4), and the Russian hussars are seen. */
static void
test_mask_6_counts_seen (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
  g_autoptr(VdMoraleSituation) s = NULL;

  vd_test_add_line_infantry (table, "fr-1", "french", 600, 200, 0);
  vd_test_add_unit (table, "ru-hus", "russian", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 600, 300, 180,
                    200, 40);
  vd_test_add_line_infantry (table, "ru-1", "russian", 600, 500, 180);
  s = vd_morale_situation_new (table, ruleset, NULL, vd_table_find_unit (table, "fr-1"));
  g_assert_cmpuint (s->seen->len, ==, 1);
  g_assert_cmpstr (((const VdUnit *) g_ptr_array_index (s->seen, 0))->id, ==, "ru-hus");
  g_assert_cmpuint (s->unseen, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/morale/situation/HOUSE-9-building", test_house_9_building);
  g_test_add_func ("/morale/situation/MASK-6-counts-seen", test_mask_6_counts_seen);
  g_test_add_func ("/morale/bundled/states", test_bundled_states);
  g_test_add_func ("/morale/bundled/thresholds", test_bundled_thresholds);
  g_test_add_func ("/morale/thresholds/boundaries", test_threshold_boundaries);
  g_test_add_func ("/morale/report", test_report);
  g_test_add_func ("/morale/report/table-thresholds", test_report_table_thresholds);
  g_test_add_func ("/morale/report/parent-loop", test_report_parent_loop);
  g_test_add_func ("/morale/report/table-file", test_report_table_file);
  g_test_add_func ("/morale/table-cannot-add-states", test_table_cannot_add_states);
  g_test_add_func ("/morale/validate", test_validate);
  g_test_add_func ("/morale/table-override", test_table_override);
  g_test_add_func ("/morale/ruleset-states", test_ruleset_states);
  g_test_add_func ("/morale/turn-losses", test_turn_losses);
  return g_test_run ();
}
