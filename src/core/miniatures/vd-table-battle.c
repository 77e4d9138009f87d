#include "vd-table-battle.h"

#include "vd-table-private.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"

/* The table's side of the kernel's battle: each hook calls the table function it names, with
 * the types the kernel does not know (a call through a cast function pointer would be
 * undefined behaviour). */

static gpointer
load_checked (const char *data, gsize length, const char *path, gpointer *rules,
              GError **error)
{
  VdRuleset *ruleset = NULL;
  VdTable *table = vd_table_load_checked_data (data, length, path, &ruleset, error);

  *rules = ruleset;
  return table;
}

static void
free_rules (gpointer rules)
{
  vd_ruleset_free (rules);
}

static void
free_state (gpointer state)
{
  vd_table_free (state);
}

static gpointer
copy_state (gconstpointer state)
{
  return vd_table_copy (state);
}

static gpointer
copy_without_journal (gconstpointer state)
{
  return vd_table_copy_without_journal (state);
}

static gpointer
copy_for_record (gconstpointer state)
{
  return vd_table_copy_sharing (state);
}

static GPtrArray *
get_journal (gpointer setup)
{
  return ((VdTable *) setup)->journal;
}

/* Finding units and features by id in a hash table while events apply, not by a scan. */
static void
begin_applying (gpointer state)
{
  vd_table_build_index (state);
}

static void
end_applying (gpointer state)
{
  vd_table_drop_index (state);
}

static gpointer
replay (gconstpointer setup, gconstpointer rules, guint n, GError **error)
{
  return vd_journal_replay (setup, rules, n, error);
}

static gboolean
apply (gconstpointer event, gpointer state, gconstpointer rules, GError **error)
{
  return vd_event_apply (event, state, rules, error);
}

static gboolean
check_writable (gconstpointer event, GError **error)
{
  return vd_event_check_writable (event, error);
}

static gpointer
copy_event (gconstpointer event)
{
  return vd_event_copy (event);
}

static void
free_event (gpointer event)
{
  vd_event_free (event);
}

static guint
get_batch (gconstpointer event)
{
  return ((const VdEvent *) event)->batch;
}

static void
set_batch (gpointer event, guint batch)
{
  ((VdEvent *) event)->batch = batch;
}

static void
write_event (VdYamlWriter *writer, gconstpointer event)
{
  vd_event_write_keys (writer, event);
}

/* An autosaved record: recorded, not read from the table file, so no position in it. */
static gpointer
read_event (const VdYamlDocument *doc, const VdYamlNode *map, const char *extra_key,
            GError **error)
{
  VdEvent *event = vd_event_read (doc, map, extra_key, error);

  if (event != NULL)
    event->pos = (VdSourcePos) { 0, 0 };
  return event;
}

static VdFileSize
file_size (gconstpointer setup, guint n_events)
{
  return vd_table_file_size (setup, n_events);
}

static VdFileSize
events_file_size (gconstpointer const *events, guint n_events, gboolean first)
{
  return vd_journal_file_size ((const VdEvent * const *) events, n_events, first);
}

static char *
to_yaml_checked (gconstpointer setup, guint n_events, gsize *length, GError **error)
{
  return vd_table_to_yaml_checked (setup, n_events, length, error);
}

static gpointer
fold_setup (gconstpointer setup, gconstpointer rules, guint n_events, guint *n_folded,
            GError **error)
{
  return vd_journal_fold_setup (setup, rules, n_events, n_folded, error);
}

const VdBattleModel vd_table_battle_model = {
  .file_kind = "table",
  .load_checked = load_checked,
  .free_rules = free_rules,
  .free_state = free_state,
  .copy_state = copy_state,
  .copy_without_journal = copy_without_journal,
  .copy_for_record = copy_for_record,
  .get_journal = get_journal,
  .begin_applying = begin_applying,
  .end_applying = end_applying,
  .replay = replay,
  .apply = apply,
  .check_writable = check_writable,
  .copy_event = copy_event,
  .free_event = free_event,
  .get_batch = get_batch,
  .set_batch = set_batch,
  .write_event = write_event,
  .read_event = read_event,
  .file_size = file_size,
  .events_file_size = events_file_size,
  .fold_setup = fold_setup,
  .to_yaml_checked = to_yaml_checked,
};

VdBattle *
vd_table_battle_open (const char *path, GError **error)
{
  return vd_battle_open (&vd_table_battle_model, path, error);
}

VdBattle *
vd_table_battle_new (VdTable *setup, VdRuleset *ruleset, const char *path, GError **error)
{
  return vd_battle_new (&vd_table_battle_model, setup, ruleset, path, error);
}

VdTable *
vd_table_battle_get_setup (VdBattle *battle)
{
  return vd_battle_get_setup (battle);
}

VdTable *
vd_table_battle_get_current (VdBattle *battle)
{
  return vd_battle_get_current (battle);
}

const VdEvent *
vd_table_battle_get_event (VdBattle *battle, guint i)
{
  return vd_battle_get_event (battle, i);
}

gboolean
vd_table_battle_record_batch (VdBattle *battle, VdEvent **events, guint n_events,
                              GError **error)
{
  return vd_battle_record_batch (battle, (gpointer *) events, n_events, error);
}

gboolean
vd_table_battle_started (VdBattle *battle)
{
  VdTable *setup = vd_table_battle_get_setup (battle);

  return vd_journal_started (setup->journal, vd_battle_get_n_applied (battle));
}

gboolean
vd_table_battle_in_setup (VdBattle *battle, guint i)
{
  VdTable *setup = vd_table_battle_get_setup (battle);

  g_return_val_if_fail (i < setup->journal->len, FALSE);
  return vd_event_is_setup (g_ptr_array_index (setup->journal, i))
         && !vd_journal_started (setup->journal, i);
}
