/* The unit roster (vd-roster.h), officers apart in the losses (vd-losses.h) and a unit's notes
 * in the file and the journal. */
#include <glib.h>
#include <string.h>

#include "vd-journal.h"
#include "vd-losses.h"
#include "vd-orders.h"
#include "vd-roster.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

/* Two French units (one an officer) and a Russian one, the infantry with notes. */
static VdTable *
roster_table (void)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  VdUnit *infantry = vd_test_add_line_infantry (table, "fr-1", "french", 600, 300, 0);
  VdUnit *officer = vd_test_add_unit (table, "fr-gen", "french", VD_ARM_OFFICER,
                                      VD_FORMATION_NONE, 700, 250, 0, 30, 30);
  VdUnit *cavalry = vd_test_add_unit (table, "ru-1", "russian", VD_ARM_CAVALRY,
                                      VD_FORMATION_LINE, 600, 900, 180, 100, 40);

  g_free (infantry->name);
  infantry->name = g_strdup ("1er bataillon du 4e régiment d’infanterie de ligne, "
                             "division Friant, IIIe corps");
  infantry->casualties = 3;
  infantry->conditions = 1u << VD_CONDITION_DISORDER;
  infantry->notes = g_strdup ("Eagle bearer wounded");
  officer->figures = 2;
  officer->casualties = 1;
  cavalry->notes = g_strdup ("Secret: will charge on turn 4");
  return table;
}

static const VdRosterCard *
find_card (GPtrArray *cards, const char *id)
{
  for (guint i = 0; i < cards->len; i++)
    {
      const VdRosterCard *card = g_ptr_array_index (cards, i);

      if (g_str_equal (card->id, id))
        return card;
    }
  return NULL;
}

static void
test_cards (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = roster_table ();
  g_autoptr(GPtrArray) cards = vd_roster_new (table, ruleset, ruleset->morale, NULL);
  const VdRosterCard *infantry, *officer, *cavalry;
  VdBaseSize base;

  g_assert_cmpuint (cards->len, ==, 3);
  infantry = find_card (cards, "fr-1");
  officer = find_card (cards, "fr-gen");
  cavalry = find_card (cards, "ru-1");
  g_assert_nonnull (infantry);
  /* The whole name, never cut. */
  g_assert_cmpstr (infantry->name, ==, "1er bataillon du 4e régiment d’infanterie de ligne, "
                                       "division Friant, IIIe corps");
  g_assert_cmpstr (infantry->side_name, ==, "French");
  g_assert_cmpstr (cavalry->side_name, ==, "Russian");
  g_assert_cmpint (infantry->arm, ==, VD_ARM_INFANTRY);
  g_assert_cmpint (infantry->formation, ==, VD_FORMATION_LINE);
  /* One capitalisation: every displayed name begins with a capital. */
  g_assert_true (g_unichar_isupper (g_utf8_get_char (infantry->arm_name)));
  g_assert_true (g_unichar_isupper (g_utf8_get_char (infantry->formation_name)));
  g_assert_true (g_unichar_isupper (g_utf8_get_char (infantry->morale_name)));
  g_assert_true (g_unichar_isupper (g_utf8_get_char (infantry->conditions_text)));
  g_assert_cmpstr (infantry->conditions_text, ==, "Disorder");
  g_assert_cmpstr (cavalry->conditions_text, ==, "");
  g_assert_cmpint (infantry->figures_start, ==, 12);
  g_assert_cmpint (infantry->figures_now, ==, 9);
  base = vd_unit_base (g_ptr_array_index (table->units, 0), table, ruleset);
  g_assert_cmpfloat (infantry->base_width, ==, base.width);
  g_assert_cmpfloat (infantry->base_depth, ==, base.depth);
  g_assert_cmpstr (infantry->morale, ==, vd_morale_rules_default_state (ruleset->morale)->id);
  g_assert_cmpstr (infantry->notes, ==, "Eagle bearer wounded");
  g_assert_true (officer->officer);
  g_assert_false (infantry->officer);
  g_assert_null (officer->notes);
}

/* A side's view: its own cards only, so the enemy's notes never show. */
static void
test_side_view (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = roster_table ();
  g_autoptr(GPtrArray) french = vd_roster_new (table, ruleset, ruleset->morale, "french");
  g_autoptr(GPtrArray) russian = vd_roster_new (table, ruleset, ruleset->morale, "russian");
  const VdRosterCard *card;

  g_assert_cmpuint (french->len, ==, 2);
  g_assert_null (find_card (french, "ru-1"));
  g_assert_cmpuint (russian->len, ==, 1);
  card = find_card (russian, "ru-1");
  g_assert_cmpstr (card != NULL ? card->notes : NULL, ==, "Secret: will charge on turn 4");
  g_assert_null (find_card (russian, "fr-1"));
}

/* An officer is listed but his figures are in no total, nor in the losses per turn. */
static void
test_officers_apart (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = roster_table ();
  g_autoptr(VdLossReport) report = NULL;
  const VdCommandLosses *french;
  VdEvent *loss;
  g_autoptr(VdTurnLosses) turns = NULL;

  for (guint i = 0; i < table->units->len; i++)
    ((VdUnit *) g_ptr_array_index (table->units, i))->casualties = 0;
  report = vd_loss_report_new (table, ruleset->morale);
  french = vd_loss_report_find_side (report, "french");
  g_assert_cmpstr (french->name, ==, "French");
  g_assert_cmpint (french->totals.start, ==, 12);
  g_assert_cmpuint (french->n_units, ==, 1);
  g_assert_cmpuint (french->n_officers, ==, 1);
  g_assert_true (vd_loss_report_find_unit (report, "fr-gen")->officer);

  loss = vd_event_new (VD_EVENT_LOSS, table->turn);
  loss->unit_id = g_strdup ("fr-gen");
  loss->figures = 1;
  g_ptr_array_add (table->journal, loss);
  loss = vd_event_new (VD_EVENT_LOSS, table->turn);
  loss->unit_id = g_strdup ("fr-1");
  loss->figures = 2;
  g_ptr_array_add (table->journal, loss);
  turns = vd_turn_losses_new (table, G_MAXUINT, NULL);
  g_assert_nonnull (turns);
  g_assert_cmpint (vd_turn_losses_get (turns, "french", table->turn), ==, 2);
}

/* `notes:` reads, writes back and reads the same; an edit of the notes is an event the
 * journal keeps and replays. */
static void
test_notes_round_trip (void)
{
  g_autoptr(VdRuleset) ruleset = vd_test_load_ruleset ();
  g_autoptr(VdTable) table = roster_table ();
  g_autoptr(VdTable) again = NULL, replayed = NULL, reread = NULL;
  g_autoptr(VdUnit) edited = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL, *yaml2 = NULL;
  gsize length;

  yaml = vd_table_to_yaml (table, &length);
  g_assert_nonnull (strstr (yaml, "notes: \"Eagle bearer wounded\""));
  again = vd_table_load_data (yaml, length, "notes.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vd_table_find_unit (again, "fr-1")->notes, ==, "Eagle bearer wounded");
  g_assert_null (vd_table_find_unit (again, "fr-gen")->notes);
  g_assert_true (vd_table_equal (table, again));

  edited = vd_unit_copy (vd_table_find_unit (table, "fr-gen"));
  edited->notes = g_strdup ("Rides with the 4e\nlate for orders");
  g_ptr_array_add (table->journal, vd_orders_edit_unit (table, edited));
  replayed = vd_journal_replay (table, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vd_table_find_unit (replayed, "fr-gen")->notes, ==,
                   "Rides with the 4e\nlate for orders");
  /* Undone: the set-up alone has no notes for him. */
  g_assert_null (vd_table_find_unit (table, "fr-gen")->notes);

  yaml2 = vd_table_to_yaml (table, &length);
  reread = vd_table_load_data (yaml2, length, "notes.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, reread));
  g_clear_pointer (&replayed, vd_table_free);
  replayed = vd_journal_replay (reread, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vd_table_find_unit (replayed, "fr-gen")->notes, ==,
                   "Rides with the 4e\nlate for orders");
}

/* A note the file could not hold is refused with the line and column. */
static void
test_notes_bad_value (void)
{
  static const char yaml[] =
    "vedette: 1\nkind: table\ntitle: t\nscale: 25mm\ntable: [1000, 1000]\nunits:\n"
    "  - {id: a, side: french, arm: infantry, formation: line, at: [100, 100], frontage: 100,\n"
    "     depth: 30, figures: 12, notes: [not, a, text]}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (yaml, sizeof yaml - 1, "bad.yaml", &error);

  g_assert_null (table);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "bad.yaml:8:37:"));
  g_assert_nonnull (strstr (error->message, "notes must be a text"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/roster/cards", test_cards);
  g_test_add_func ("/roster/side-view-own-units-only", test_side_view);
  g_test_add_func ("/roster/officers-apart-from-figures", test_officers_apart);
  g_test_add_func ("/roster/notes-round-trip", test_notes_round_trip);
  g_test_add_func ("/roster/notes-bad-value", test_notes_bad_value);
  return g_test_run ();
}
