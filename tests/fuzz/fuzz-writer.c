/* The writers: whatever a battle records, from any bytes, and saves reads back as it was.
 *
 * The input is a table, then a NUL byte, then orders; without a NUL byte it is both. A table
 * that loads is written, read back equal and written again the same. The orders, on that table
 * (or on a small one when it does not load), become events of every kind with texts, numbers
 * and ids from the bytes, at and past the bounds of a file, recorded in a battle with its
 * autosave journal, undone and redone. Whatever the battle recorded then saves, reads back as
 * the battle stands and writes again the same, is as big as counted before writing, and (for a
 * quarter of the inputs, the first order's byte a multiple of 4) the autosave journal restores
 * it. An order refused says why and changes nothing. */
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vd-table-battle.h"
#include "vd-fuzz.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"

/* Orders read from the input: more would only repeat them. */
#define MAX_ORDERS 48

static const char fallback_table[] =
  "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800, 1200]\n"
  "terrain:\n"
  "  - {id: hedge, type: light-obstacle, line: [[100, 600], [700, 600]]}\n"
  "  - {id: wall, type: hard-obstacle, line: [[100, 700], [700, 700]]}\n"
  "  - {id: house, type: house, area: [[900, 900], [1000, 900], [1000, 1000], [900, 1000]]}\n"
  "  - {id: hill, type: hill, area: [[0, 0], [300, 0], [300, 300]],\n"
  "     crests: [[[10, 10], [200, 20]]]}\n"
  "commands:\n"
  "  - {id: fr-div, kind: division, side: french}\n"
  "units:\n"
  "  - {id: fr-inf, side: french, arm: infantry, formation: line, at: [900, 300], frontage: 120,"
  " depth: 30, figures: 24, command: fr-div}\n"
  "  - {id: ru-bat, side: russian, arm: artillery, formation: battery, at: [900, 800],"
  " facing: 180, frontage: 80, depth: 40, figures: 6, calibre: 6}\n"
  "  - {id: fr-sap, side: french, arm: engineers, formation: column, at: [400, 500],"
  " frontage: 40, depth: 40, figures: 4}\n";

typedef struct {
  const guint8 *p;
  const guint8 *end;
  const guint8 *start;   /* the orders, where texts take their bytes from */
  gsize         length;
} Bytes;

static guint
next_byte (Bytes *b)
{
  return b->p < b->end ? *b->p++ : 0;
}

static guint
next_u16 (Bytes *b)
{
  guint low = next_byte (b);

  return low | next_byte (b) << 8;
}

/* A number: small ones mostly, sometimes any double (NaN, infinities, 1e300). */
static double
next_number (Bytes *b)
{
  guint kind = next_byte (b);
  double value = 0;

  if (kind < 200)
    return (double) next_u16 (b) / (kind % 8 + 1) - (kind % 2 ? 500 : 0);
  for (guint i = 0; i < sizeof value; i++)
    ((guint8 *) &value)[i] = (guint8) next_byte (b);
  return value;
}

/* A text from the input's bytes, any of them (not UTF-8, control characters, spaces), of a
 * length at or just past the bounds of a word or a text now and then. */
static char *
next_text (Bytes *b)
{
  static const gsize lengths[] = {
    VD_YAML_MAX_WORD, VD_YAML_MAX_WORD + 1, VD_YAML_MAX_SCALAR - 1, VD_YAML_MAX_SCALAR,
    VD_YAML_MAX_SCALAR + 1,
  };
  guint kind = next_byte (b);
  gsize length = kind < 240 ? kind % 24 : lengths[kind % G_N_ELEMENTS (lengths)];
  guint from = next_u16 (b);
  char *text = g_malloc (length + 1);

  for (gsize i = 0; i < length; i++)
    {
      guint8 c = b->length > 0 ? b->start[(from + i) % b->length] : 'x';

      /* The bound's bytes are of one letter or of the input's; a NUL would end the text. */
      text[i] = c != '\0' ? (char) c : 'n';
    }
  text[length] = '\0';
  /* Most texts are plain words, so that events get past the first checks. */
  if (kind % 3 == 0)
    for (gsize i = 0; i < length; i++)
      text[i] = g_ascii_isalnum (text[i]) ? text[i] : (kind < 240 ? 'a' : 'x');
  return text;
}

static const VdUnit *
next_unit (Bytes *b, const VdTable *table)
{
  guint i = next_byte (b);

  return table->units->len > 0 ? g_ptr_array_index (table->units, i % table->units->len) : NULL;
}

static const VdFeature *
next_feature (Bytes *b, const VdTable *table)
{
  guint i = next_byte (b);

  return table->features->len > 0 ? g_ptr_array_index (table->features, i % table->features->len)
                                  : NULL;
}

/* An id: mostly one of the table's, else any text. */
static char *
next_unit_id (Bytes *b, const VdTable *table)
{
  const VdUnit *unit = next_unit (b, table);

  return unit != NULL && next_byte (b) % 4 != 0 ? g_strdup (unit->id) : next_text (b);
}

static char *
next_feature_id (Bytes *b, const VdTable *table)
{
  const VdFeature *feature = next_feature (b, table);

  return feature != NULL && next_byte (b) % 4 != 0 ? g_strdup (feature->id) : next_text (b);
}

static void
next_points (Bytes *b, GArray *points, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      VdPoint p = { next_number (b), next_number (b) };

      g_array_append_val (points, p);
    }
}

static VdUnit *
next_whole_unit (Bytes *b, const VdTable *table, gboolean same_id)
{
  const VdUnit *model = next_unit (b, table);
  VdUnit *unit = model != NULL ? vd_unit_copy (model)
                               : vd_unit_new ("u", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  guint changes = next_byte (b);

  if (!same_id)
    {
      g_free (unit->id);
      unit->id = next_text (b);
    }
  if (changes & 1)
    {
      g_free (unit->name);
      unit->name = next_text (b);
    }
  if (changes & 2)
    {
      g_free (unit->side);
      unit->side = next_text (b);
    }
  if (changes & 4)
    unit->figures = (int) next_u16 (b) * (changes & 8 ? 2 : 1) - 10;
  if (changes & 16)
    unit->frontage = next_number (b);
  if (changes & 32)
    unit->facing = next_number (b);
  if (changes & 64)
    unit->at = (VdPoint) { next_number (b), next_number (b) };
  if (changes & 128)
    {
      g_free (unit->command);
      unit->command = next_byte (b) % 2 ? next_text (b) : NULL;
      unit->calibre = (int) next_byte (b) - 10;
      unit->casualties = (int) next_byte (b) - 10;
    }
  return unit;
}

static VdFeature *
next_whole_feature (Bytes *b, const VdTable *table, gboolean same_id)
{
  const VdFeature *model = next_feature (b, table);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  VdFeature *feature;
  guint changes = next_byte (b);

  if (model != NULL && !(changes & 1))
    feature = vd_feature_copy (model);
  else
    {
      VdTerrainType type = next_byte (b) % VD_N_TERRAIN_TYPES;

      next_points (b, points, next_byte (b) % 6);
      feature = vd_feature_new ("f", type,
                                vd_terrain_type_allows_shape (type, VD_SHAPE_AREA) ? VD_SHAPE_AREA
                                                                                   : VD_SHAPE_LINE,
                                (const VdPoint *) points->data, points->len);
    }
  if (!same_id || model == NULL)
    {
      g_free (feature->id);
      feature->id = next_text (b);
    }
  if (changes & 2)
    {
      g_free (feature->name);
      feature->name = next_text (b);
    }
  if (changes & 4)
    feature->level = (int) next_byte (b) % 12;
  if (changes & 8)
    feature->on_fire = (int) next_u16 (b) - 10;
  return feature;
}

/* One event from the orders, on the battle as it stands; NULL for an undo or a redo. */
static VdEvent *
next_event (Bytes *b, const VdTable *table, guint order)
{
  static const VdEventKind kinds[] = {
    VD_EVENT_MOVE, VD_EVENT_FORMATION, VD_EVENT_CONDITIONS, VD_EVENT_LOSS, VD_EVENT_MORALE,
    VD_EVENT_REVEAL, VD_EVENT_BOMBARD, VD_EVENT_REPAIR, VD_EVENT_FIRE, VD_EVENT_END_TURN,
    VD_EVENT_ADD_UNIT, VD_EVENT_REMOVE_UNIT, VD_EVENT_EDIT_UNIT, VD_EVENT_ADD_FEATURE,
    VD_EVENT_REMOVE_FEATURE, VD_EVENT_EDIT_FEATURE, VD_EVENT_ADD_COMMAND,
  };
  guint choice = order % (G_N_ELEMENTS (kinds) + 2);
  VdEvent *event;

  if (choice >= G_N_ELEMENTS (kinds))
    return NULL;
  event = vd_event_new (kinds[choice], next_byte (b) % 32 == 31 ? (int) next_u16 (b)
                                                                 : table->turn);
  if (next_byte (b) % 3 == 0)
    event->note = next_text (b);
  switch (event->kind)
    {
    case VD_EVENT_MOVE:
      event->unit_id = next_unit_id (b, table);
      event->at = (VdPoint) { next_number (b), next_number (b) };
      next_points (b, event->via, next_byte (b) % 4);
      event->conditions = next_byte (b) % 8;
      break;
    case VD_EVENT_FORMATION:
      event->unit_id = next_unit_id (b, table);
      /* The app and the command line give only formations there are. */
      event->formation = next_byte (b) % VD_N_FORMATIONS;
      event->frontage = next_byte (b) % 2 ? next_number (b) : 0;
      event->depth = next_byte (b) % 2 ? next_number (b) : 0;
      break;
    case VD_EVENT_CONDITIONS:
    case VD_EVENT_REVEAL:
    case VD_EVENT_REMOVE_UNIT:
      event->unit_id = next_unit_id (b, table);
      event->conditions = next_byte (b) % 8;
      event->revealed = next_byte (b) % 2;
      break;
    case VD_EVENT_LOSS:
      event->unit_id = next_unit_id (b, table);
      event->figures = (int) next_byte (b) - 128;
      break;
    case VD_EVENT_MORALE:
      event->unit_id = next_unit_id (b, table);
      event->state = next_byte (b) % 2 ? g_strdup ("shaken") : next_text (b);
      break;
    case VD_EVENT_BOMBARD:
    case VD_EVENT_REPAIR:
      {
        VdStretch stretch = { next_number (b), next_number (b), next_byte (b) % 3 };

        event->unit_id = next_byte (b) % 2 ? next_unit_id (b, table) : NULL;
        event->feature_id = next_feature_id (b, table);
        if (next_byte (b) % 4 != 0)
          g_array_append_val (event->damage, stretch);
        event->rule = next_byte (b) % 2 ? g_strdup ("LOBS-3") : next_text (b);
        event->has_aim = next_byte (b) % 2;
        event->aim = (VdPoint) { next_number (b), next_number (b) };
        event->affected = next_byte (b) % 2 ? next_number (b) : 0;
        break;
      }
    case VD_EVENT_FIRE:
      event->unit_id = next_unit_id (b, table);
      event->feature_id = next_feature_id (b, table);
      event->die = (int) next_byte (b) % 8;
      event->burning = next_byte (b) % 2;
      break;
    case VD_EVENT_ADD_UNIT:
    case VD_EVENT_EDIT_UNIT:
      event->unit = next_whole_unit (b, table, event->kind == VD_EVENT_EDIT_UNIT);
      break;
    case VD_EVENT_REMOVE_FEATURE:
      event->feature_id = next_feature_id (b, table);
      break;
    case VD_EVENT_ADD_FEATURE:
    case VD_EVENT_EDIT_FEATURE:
      event->feature = next_whole_feature (b, table, event->kind == VD_EVENT_EDIT_FEATURE);
      break;
    case VD_EVENT_ADD_COMMAND:
      {
        g_autofree char *id = next_text (b);
        g_autofree char *side = next_byte (b) % 2 ? g_strdup ("french") : next_text (b);

        event->command = vd_command_new (id, side);
        if (next_byte (b) % 2)
          {
            g_free (event->command->name);
            event->command->name = next_text (b);
          }
        event->command->kind = next_byte (b) % 2 ? next_text (b) : NULL;
        event->command->parent = next_byte (b) % 2 ? g_strdup ("fr-div") : NULL;
        break;
      }
    case VD_EVENT_END_TURN:
    default:
      break;
    }
  return event;
}

static void
fail (const char *what, const GError *error, const char *yaml)
{
  g_printerr ("%s%s%s\n%s", what, error != NULL ? ": " : "", error != NULL ? error->message : "",
              yaml != NULL ? yaml : "");
  abort ();
}

/* The table as the input gives it: it writes, reads back equal and writes again the same. */
static void
check_round_trip (const VdTable *table)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL;
  g_autofree char *again_yaml = NULL;
  g_autoptr(VdTable) again = NULL;
  gsize length;

  yaml = vd_table_to_yaml_checked (table, G_MAXUINT, &length, &error);
  if (yaml == NULL)
    fail ("a table read from a file does not write", error, NULL);
  again = vd_table_load_data (yaml, length, "written.yaml", &error);
  if (again == NULL)
    fail ("a table written by Vedette does not load", error, yaml);
  if (!vd_table_equal (table, again))
    fail ("a table changed when written and read back", NULL, yaml);
  again_yaml = vd_table_to_yaml (again, NULL);
  if (!g_str_equal (yaml, again_yaml))
    fail ("a table read back writes differently", NULL, again_yaml);
}

/* Where the battles of the fuzzer keep their files: in memory when the system has a place for
 * that, so that the autosave journal's flushes cost nothing. */
static const char *
work_folder (void)
{
  static char *folder;

  if (folder == NULL)
    {
      g_autofree char *template = g_build_filename (
        g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) ? "/dev/shm" : g_get_tmp_dir (),
        "vedette-fuzz-XXXXXX", NULL);

      folder = g_mkdtemp (g_steal_pointer (&template));
      if (folder == NULL)
        abort ();
    }
  return folder;
}

/* What BATTLE recorded saves, and reads back as it stands; with RESTORE, its autosave journal
 * restores it. */
static void
check_saved (VdBattle *battle, const char *path, gboolean restore)
{
  VdTable *setup = vd_battle_get_setup (battle);
  guint n = vd_battle_get_n_applied (battle);
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL;
  g_autofree char *again_yaml = NULL;
  g_autoptr(VdTable) again = NULL;
  g_autoptr(VdTable) replayed = NULL;
  g_autoptr(VdBattle) reopened = NULL;
  VdFileSize size, journal;
  gsize length;

  yaml = vd_table_to_yaml_checked (setup, n, &length, &error);
  if (yaml == NULL)
    fail ("a battle recorded what it cannot save", error, NULL);
  again = vd_table_load_data (yaml, length, "saved.yaml", &error);
  if (again == NULL || !vd_table_validate (again, vd_fuzz_ruleset (), "saved.yaml", &error) ||
      !vd_journal_check (again, vd_fuzz_ruleset (), "saved.yaml", &error))
    fail ("a battle saved a file that does not load", error, yaml);
  replayed = vd_journal_replay (again, vd_fuzz_ruleset (), G_MAXUINT, &error);
  if (replayed == NULL || !vd_table_equal (replayed, vd_battle_get_current (battle)))
    fail ("a saved battle reads back different from the battle recorded", error, yaml);
  again_yaml = vd_table_to_yaml (again, NULL);
  if (!g_str_equal (yaml, again_yaml))
    fail ("a saved battle read back writes differently", NULL, again_yaml);

  /* What the battle counts of its file before writing it is what it writes. */
  size = vd_table_file_size (setup, 0);
  journal = vd_journal_file_size ((const VdEvent * const *) setup->journal->pdata, n, TRUE);
  if (n > 0)
    size = (VdFileSize) { size.bytes + journal.bytes, size.values + journal.values };
  if (size.bytes != length || size.values != vd_table_file_size (setup, n).values)
    fail ("the size of a file counted before writing it is not its size", NULL, yaml);

  /* Opening the battle again reads its ruleset again: a quarter of the inputs is enough. */
  if (!restore)
    return;
  reopened = vd_table_battle_open (path, &error);
  if (reopened == NULL)
    fail ("the set-up of a battle does not open", error, NULL);
  if (!vd_battle_restore (reopened, &error))
    fail ("the autosave journal of a battle does not restore", error, NULL);
  if (vd_battle_get_n_applied (reopened) != n ||
      !vd_table_equal (vd_battle_get_current (reopened), vd_battle_get_current (battle)))
    fail ("the autosave journal restores a battle different from the one recorded", NULL, NULL);
  for (guint i = 0; i < n; i++)
    if (!vd_event_equal (vd_battle_get_event (reopened, i), vd_battle_get_event (battle, i)))
      fail ("the autosave journal restores an event changed", NULL, NULL);
}

static void
run_orders (VdTable *table, Bytes *orders)
{
  g_autofree char *path = g_build_filename (work_folder (), "battle.yaml", NULL);
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  VdRuleset *ruleset;

  /* The battle's file opens with the bundled ruleset, wherever the table said its own is. */
  g_free (table->ruleset);
  table->ruleset = g_strdup ("napoleonic");
  g_unlink (journal);
  if (!vd_table_save_file (table, path, &error))
    fail ("a table read from a file does not save", error, NULL);
  ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);
  if (ruleset == NULL)
    abort ();
  battle = vd_table_battle_new (vd_table_copy (table), ruleset, path, &error);
  if (battle == NULL)
    fail ("a table that loads does not make a battle", error, NULL);

  for (guint order = 0; order < MAX_ORDERS && orders->p < orders->end; order++)
    {
      const VdTable *current = vd_battle_get_current (battle);
      guint n_events = vd_battle_get_n_events (battle);
      guint n_applied = vd_battle_get_n_applied (battle);
      guint choice = next_byte (orders);
      VdEvent *events[2];
      gboolean ok;

      events[0] = next_event (orders, current, choice);
      if (events[0] == NULL)
        ok = choice % 2 ? vd_battle_undo (battle, &error) : vd_battle_redo (battle, &error);
      else if (choice >= 128)
        {
          events[1] = next_event (orders, current, choice / 2);
          if (events[1] == NULL)
            events[1] = vd_event_new (VD_EVENT_END_TURN, current->turn);
          ok = vd_table_battle_record_batch (battle, events, 2, &error);
        }
      else
        ok = vd_battle_record (battle, events[0], &error);
      if (ok)
        continue;
      /* A refusal says why, and changes nothing. */
      if (error == NULL || error->message[0] == '\0')
        fail ("an order was refused without a reason", NULL, NULL);
      if (vd_battle_get_n_events (battle) != n_events ||
          vd_battle_get_n_applied (battle) != n_applied)
        fail ("an order refused changed the battle", error, NULL);
      g_clear_error (&error);
    }
  check_saved (battle, path, orders->length > 0 && orders->start[0] % 4 == 0);
  g_clear_pointer (&battle, vd_battle_free);
  g_unlink (journal);
  g_unlink (backup);
  g_unlink (path);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const uint8_t *nul = memchr (data, '\0', size);
  gsize table_size = nul != NULL ? (gsize) (nul - data) : size;
  g_autoptr(VdTable) table = NULL;
  Bytes orders;

  if (size > VD_FUZZ_MAX_INPUT)
    return 0;
  table = vd_fuzz_load_table (data, table_size);
  /* A table opens as a battle when its journal applies, as vd_table_load_checked demands. */
  if (table != NULL && !vd_journal_check (table, vd_fuzz_ruleset (), "fuzz.yaml", NULL))
    g_clear_pointer (&table, vd_table_free);
  if (table != NULL)
    check_round_trip (table);
  else
    table = vd_fuzz_load_table ((const uint8_t *) fallback_table, strlen (fallback_table));
  if (table == NULL)
    abort ();
  orders.start = nul != NULL ? nul + 1 : data;
  orders.length = nul != NULL ? size - table_size - 1 : size;
  orders.p = orders.start;
  orders.end = orders.start + orders.length;
  run_orders (table, &orders);
  return 0;
}
