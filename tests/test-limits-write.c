#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-battle-private.h"
#include "vd-error.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"
#include "vd-yaml-reader.h"

/* What we write, we read: at each bound of a file (README, "Limits"), what a battle records and
 * saves at the bound opens again, and what would go past it is refused before anything is
 * written, the table file and its autosave journal left as they were. */

static VdRuleset *ruleset;

typedef struct {
  char *dir;
  char *path;      /* DIR/battle.yaml */
  char *journal;   /* DIR/battle.yaml.journal */
} Fixture;

static VdTable *
small_table (void)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);

  vd_test_add_line_infantry (table, "fr-inf", "french", 900, 300, 0)->figures = 24;
  vd_test_add_line_infantry (table, "ru-inf", "russian", 900, 900, 180);
  return table;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("vedette-limits-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "battle.yaml", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
  g_assert_true (vd_table_save_file (table, f->path, &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (f->dir, name, NULL);

      g_unlink (child);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->journal);
}

static char *
checksum (const char *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &data, &length, NULL))
    return g_strdup ("absent");
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* The table file and its autosave journal, as they are on disk. */
static char *
files_state (Fixture *f)
{
  g_autofree char *table = checksum (f->path);
  g_autofree char *journal = checksum (f->journal);

  return g_strconcat (table, " ", journal, NULL);
}

static VdBattle *
open_battle (const char *path)
{
  g_autoptr(GError) error = NULL;
  VdBattle *battle = vd_battle_open (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (battle);
  return battle;
}

static void
save (VdBattle *battle)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
}

/* The battle saved in PATH opens again with what BATTLE holds. */
static void
assert_reads_back (VdBattle *battle, const char *path)
{
  g_autoptr(VdBattle) again = open_battle (path);

  g_assert_cmpuint (vd_battle_get_n_events (again), ==, vd_battle_get_n_applied (battle));
  for (guint i = 0; i < vd_battle_get_n_events (again); i++)
    g_assert_true (vd_event_equal (vd_battle_get_event (again, i),
                                   vd_battle_get_event (battle, i)));
  g_assert_true (vd_table_equal (vd_battle_get_current (again), vd_battle_get_current (battle)));
}

/* The unit fr-inf revealed, with NOTE. */
static VdEvent *
note_event (VdBattle *battle, const char *note)
{
  VdEvent *event = vd_event_new (VD_EVENT_REVEAL, vd_battle_get_current (battle)->turn);

  event->unit_id = g_strdup ("fr-inf");
  event->revealed = TRUE;
  event->note = g_strdup (note);
  return event;
}

/* EVENT is refused with a message holding TEXT, and nothing is written. */
static void
assert_record_refused (Fixture *f, VdBattle *battle, VdEvent *event, const char *text)
{
  g_autofree char *before = files_state (f);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  guint n_events = vd_battle_get_n_events (battle);

  g_assert_false (vd_battle_record (battle, event, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  if (strstr (error->message, text) == NULL)
    g_error ("“%s” does not say “%s”", error->message, text);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events);
  after = files_state (f);
  g_assert_cmpstr (after, ==, before);
}

static void
record_ok (VdBattle *battle, VdEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_battle_record (battle, event, &error));
  g_assert_no_error (error);
}

static char *
repeat (const char *s, guint n)
{
  GString *out = g_string_sized_new (strlen (s) * n);

  for (guint i = 0; i < n; i++)
    g_string_append (out, s);
  return g_string_free (out, FALSE);
}

/* A note of 64 KiB saves and reads back, in one-byte and two-byte characters; one byte more is
 * refused, quoting its start and naming the bound. */
static void
test_note_at_and_over (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autofree char *ascii = repeat ("n", VD_YAML_MAX_SCALAR);
  g_autofree char *accents = repeat ("é", VD_YAML_MAX_SCALAR / 2);
  g_autofree char *over = repeat ("n", VD_YAML_MAX_SCALAR + 1);
  g_autofree char *start = repeat ("n", VD_ERROR_MAX_QUOTED);
  g_autofree char *says = g_strdup_printf ("the text “%s…” has 65537 bytes, more than the 65536 "
                                           "a text may have in a Vedette file", start);

  record_ok (battle, note_event (battle, ascii));
  record_ok (battle, note_event (battle, accents));
  save (battle);
  assert_reads_back (battle, f->path);
  assert_record_refused (f, battle, note_event (battle, over), says);
}

/* What a file cannot hold in a text is refused, and never reaches the writer. */
static void
test_note_not_text (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);

  assert_record_refused (f, battle, note_event (battle, "caf\xc3"), "is not valid UTF-8");
  assert_record_refused (f, battle, note_event (battle, "one\rtwo"),
                         "the text “one\xef\xbf\xbdtwo” contains a control character");
  record_ok (battle, note_event (battle, "one\ntwo\tthree"));
  save (battle);
  assert_reads_back (battle, f->path);
}

static VdEvent *
add_unit_event (VdBattle *battle, const char *id)
{
  VdEvent *event = vd_event_new (VD_EVENT_ADD_UNIT, vd_battle_get_current (battle)->turn);

  event->unit = vd_unit_copy (vd_table_find_unit (vd_battle_get_current (battle), "fr-inf"));
  g_free (event->unit->id);
  event->unit->id = g_strdup (id);
  event->unit->at.x += 200;
  return event;
}

/* A whole unit that joins the table holds what a file may: its words and texts, its numbers. */
static void
test_whole_unit (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autofree char *word = repeat ("w", VD_YAML_MAX_WORD);
  g_autofree char *long_word = repeat ("w", VD_YAML_MAX_WORD + 1);
  g_autofree char *name = repeat ("x", VD_YAML_MAX_SCALAR);
  g_autofree char *long_name = repeat ("x", VD_YAML_MAX_SCALAR + 1);
  VdEvent *event;

  event = add_unit_event (battle, word);
  g_free (event->unit->name);
  event->unit->name = g_strdup (name);
  record_ok (battle, event);

  assert_record_refused (f, battle, add_unit_event (battle, long_word),
                         "id must have 1 to 100 characters");
  assert_record_refused (f, battle, add_unit_event (battle, "a b"),
                         "id “a b” must not contain spaces");
  event = add_unit_event (battle, "u-name");
  g_free (event->unit->name);
  event->unit->name = g_strdup (long_name);
  assert_record_refused (f, battle, event, "has 65537 bytes");
  event = add_unit_event (battle, "u-side");
  g_free (event->unit->side);
  event->unit->side = g_strdup ("two words");
  assert_record_refused (f, battle, event, "side “two words” must not contain spaces");
  /* Numbers the reader would refuse: each one said in the reader's words. */
  event = add_unit_event (battle, "u-frontage");
  event->unit->frontage = 2e6;
  assert_record_refused (f, battle, event,
                         "the event would not read back from its file: frontage is 2000000, "
                         "outside the range");
  event = add_unit_event (battle, "u-figures");
  event->unit->figures = VD_YAML_MAX_FIGURES + 1;
  assert_record_refused (f, battle, event, "figures is 100001, outside the range");
  event = add_unit_event (battle, "u-facing");
  event->unit->facing = NAN;
  assert_record_refused (f, battle, event, "facing must be a finite number");

  event = add_unit_event (battle, "u-big");
  event->unit->figures = VD_YAML_MAX_FIGURES;
  event->unit->frontage = VD_YAML_MAX_MAGNITUDE;
  record_ok (battle, event);
  save (battle);
  assert_reads_back (battle, f->path);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
#define ADD(path, func) \
  g_test_add ("/limits-write/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("note/at-and-over", test_note_at_and_over);
  ADD ("note/not-text", test_note_not_text);
  ADD ("unit/whole", test_whole_unit);
#undef ADD
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
