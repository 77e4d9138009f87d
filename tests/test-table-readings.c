/* Issue 22 point 1: a table's `readings:` switches the ruleset's interpretations for one
 * battle; read, copied, compared, written back only when set, checked against the ruleset
 * (an unknown reading or option refused with its line and column), and recorded in the app
 * as a `set-reading` set-up event folded into the key before play. */
#include <string.h>

#include "vd-error.h"
#include "vd-journal.h"
#include "vd-table-readings.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"
#include "vd-turn-limits.h"

static VdRuleset *ruleset;

static const char head[] =
  "vedette: 1\n"
  "kind: table\n"
  "scale: 25mm\n"
  "table: [1200, 800]\n";
static const char units[] =
  "units:\n"
  "  - {id: fr-1, side: french, arm: infantry, formation: line, at: [300, 300], frontage: 120,"
  " depth: 30, figures: 24}\n";

static VdTable *
load (const char *readings, const char *journal, GError **error)
{
  g_autofree char *text = g_strconcat (head, readings, units, journal, NULL);

  return vd_table_load_data (text, strlen (text), "readings.yaml", error);
}

/* Omitted: the ruleset's choice; set: the table's; vd_table_reads agrees. */
static void
test_reading (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) plain = load ("", "", &error);
  g_autoptr(VdTable) table = NULL;

  g_assert_no_error (error);
  table = load ("readings:\n  mini-i-charge-and-fire: refused\n", "", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_validate (table, ruleset, "readings.yaml", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vd_table_reading (plain, ruleset, VD_READING_CHARGE_AND_FIRE), ==,
                   "allowed");
  g_assert_cmpstr (vd_table_reading (table, ruleset, VD_READING_CHARGE_AND_FIRE), ==,
                   "refused");
  g_assert_true (vd_table_reads (table, ruleset, VD_READING_CHARGE_AND_FIRE, "refused"));
  /* The others keep the ruleset's choice. */
  g_assert_cmpstr (vd_table_reading (table, ruleset, VD_READING_BATTERY_ONCE), ==, "one-fire");
  g_assert_null (vd_table_own_reading (table, VD_READING_BATTERY_ONCE));
  g_assert_null (vd_table_reading (table, ruleset, "no-such-reading"));
  /* The ruleset's own choice is left alone. */
  g_assert_cmpstr (vd_ruleset_find_interpretation (ruleset, VD_READING_CHARGE_AND_FIRE)->choice,
                   ==, "allowed");
}

/* Copied, compared, written back; a table that sets none writes no key. */
static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load ("readings:\n  mini-i-charge-and-fire: refused\n"
                                   "  mini-i-battery-once: each-once\n", "", &error);
  g_autoptr(VdTable) plain = NULL, copy = NULL, again = NULL;
  g_autofree char *written = NULL, *plain_written = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (table->readings->len, ==, 2);
  copy = vd_table_copy (table);
  g_assert_true (vd_table_equal (table, copy));
  vd_table_set_reading (copy, VD_READING_BATTERY_ONCE, "one-fire");
  g_assert_false (vd_table_equal (table, copy));
  vd_table_set_reading (copy, VD_READING_BATTERY_ONCE, NULL);
  g_assert_cmpuint (copy->readings->len, ==, 1);

  written = vd_table_to_yaml (table, NULL);
  g_assert_nonnull (strstr (written, "readings:\n  mini-i-charge-and-fire: refused\n"
                                     "  mini-i-battery-once: each-once\n"));
  again = vd_table_load_data (written, strlen (written), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, again));

  plain = load ("", "", &error);
  g_assert_no_error (error);
  plain_written = vd_table_to_yaml (plain, NULL);
  g_assert_null (strstr (plain_written, "readings"));
}

static void
test_errors (void)
{
  static const struct { const char *readings, *where, *message; } cases[] = {
    { "readings:\n  mini-i-charge-or-fire: refused\n", "readings.yaml:6:3:",
      "unknown reading “mini-i-charge-or-fire” (ruleset napoleonic’s: mini-i-allowance-carry, "
      "mini-i-formation-change, mini-i-charge-and-fire, mini-i-battery-once)" },
    { "readings:\n  mini-i-charge-and-fire: never\n", "readings.yaml:6:27:",
      "reading “mini-i-charge-and-fire”: “never” is not one of its options (allowed, refused)" },
  };
  static const struct { const char *readings, *where, *message; } syntax[] = {
    { "readings: [mini-i-charge-and-fire]\n", "readings.yaml:5:", "readings" },
    { "readings:\n  mini-i-charge-and-fire: [refused]\n", "readings.yaml:6:", "option" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = load (cases[i].readings, "", &error);

      g_assert_no_error (error);
      g_assert_false (vd_table_validate (table, ruleset, "readings.yaml", &error));
      g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
      if (strstr (error->message, cases[i].where) == NULL
          || strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: expected “%s … %s”, got “%s”", i, cases[i].where, cases[i].message,
                 error->message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (syntax); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = load (syntax[i].readings, "", &error);

      g_assert_null (table);
      g_assert_nonnull (error);
      if (strstr (error->message, syntax[i].where) == NULL
          || strstr (error->message, syntax[i].message) == NULL)
        g_error ("syntax %u: expected “%s … %s”, got “%s”", i, syntax[i].where,
                 syntax[i].message, error->message);
    }
}

/* The app's switch: a `set-reading` set-up event, read and written back, applied (then taken
 * back to the ruleset's choice), refused for an unknown reading or option, described, and
 * folded into `readings:` before play. */
static void
test_set_reading_event (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load ("", "journal:\n"
                                   "  - {event: set-reading, turn: 1, reading: "
                                   "mini-i-charge-and-fire, option: refused}\n"
                                   "  - {event: set-reading, turn: 1, reading: "
                                   "mini-i-battery-once, option: each-once}\n"
                                   "  - {event: set-reading, turn: 1, reading: "
                                   "mini-i-battery-once}\n", &error);
  g_autoptr(VdTable) again = NULL, battle = NULL, folded = NULL;
  g_autoptr(VdEvent) unknown = NULL, bad = NULL;
  g_autofree char *written = NULL, *line = NULL, *back = NULL, *refolded = NULL;
  const VdEvent *set;
  guint n_folded = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (table->journal->len, ==, 3);
  set = g_ptr_array_index (table->journal, 0);
  g_assert_cmpint (set->kind, ==, VD_EVENT_SET_READING);
  g_assert_true (vd_event_is_setup (set));
  g_assert_false (vd_journal_started (table->journal, 3));
  g_assert_cmpstr (set->reading, ==, "mini-i-charge-and-fire");
  g_assert_cmpstr (set->option, ==, "refused");
  line = vd_event_describe (set, table, ruleset);
  g_assert_nonnull (strstr (line, "reading mini-i-charge-and-fire: refused"));
  back = vd_event_describe (g_ptr_array_index (table->journal, 2), table, ruleset);
  g_assert_nonnull (strstr (back, "reading mini-i-battery-once as the ruleset chooses"));

  written = vd_table_to_yaml (table, NULL);
  g_assert_nonnull (strstr (written, "event: set-reading"));
  again = vd_table_load_data (written, strlen (written), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, again));

  battle = vd_journal_replay (table, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vd_table_reading (battle, ruleset, VD_READING_CHARGE_AND_FIRE), ==,
                   "refused");
  g_assert_null (vd_table_own_reading (battle, VD_READING_BATTERY_ONCE));

  unknown = vd_event_new (VD_EVENT_SET_READING, 1);
  unknown->reading = g_strdup ("mini-i-charge-or-fire");
  unknown->option = g_strdup ("refused");
  g_assert_false (vd_event_apply (unknown, battle, ruleset, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "unknown reading “mini-i-charge-or-fire”"));
  g_clear_error (&error);
  bad = vd_event_new (VD_EVENT_SET_READING, 1);
  bad->reading = g_strdup ("mini-i-charge-and-fire");
  bad->option = g_strdup ("never");
  g_assert_false (vd_event_apply (bad, battle, ruleset, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "“never” is not one of its options"));
  g_clear_error (&error);

  /* Before play the readings are the scenario's: folded into `readings:`, no event left. */
  folded = vd_journal_fold_setup (table, ruleset, 3, &n_folded, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_folded, ==, 3);
  g_assert_cmpuint (folded->journal->len, ==, 0);
  refolded = vd_table_to_yaml (folded, NULL);
  g_assert_nonnull (strstr (refolded, "readings:\n  mini-i-charge-and-fire: refused\n"));
  g_assert_null (strstr (refolded, "mini-i-battery-once"));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_func ("/table-readings/reading", test_reading);
  g_test_add_func ("/table-readings/round-trip", test_round_trip);
  g_test_add_func ("/table-readings/errors", test_errors);
  g_test_add_func ("/table-readings/set-reading-event", test_set_reading_event);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
