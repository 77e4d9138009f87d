#include "vd-table-writer.h"

#include <string.h>

#include "vd-feature-overrides.h"
#include "vd-file.h"
#include "vd-journal.h"
#include "vd-masking.h"
#include "vd-morale-rules.h"
#include "vd-table-private.h"
#include "vd-table-readings.h"
#include "vd-table-sides.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

static void
write_number_key (VdYamlWriter *w, const char *key, double value)
{
  vd_yaml_writer_word (w, key);
  vd_yaml_writer_number (w, value);
}

void
vd_table_write_stretches (VdYamlWriter *w, const GArray *damage)
{
  vd_yaml_writer_begin_sequence (w, damage->len == 0);
  for (guint i = 0; i < damage->len; i++)
    {
      const VdStretch *stretch = &g_array_index (damage, VdStretch, i);

      vd_yaml_writer_begin_mapping (w, TRUE);
      write_number_key (w, "from", stretch->from);
      write_number_key (w, "to", stretch->to);
      vd_yaml_writer_word (w, "state");
      vd_yaml_writer_word (w, vd_damage_to_string (stretch->state));
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
}

void
vd_table_write_conditions (VdYamlWriter *w, guint conditions)
{
  vd_yaml_writer_begin_sequence (w, TRUE);
  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (conditions & (1u << c))
      vd_yaml_writer_word (w, vd_condition_to_string ((VdCondition) c));
  vd_yaml_writer_end_sequence (w);
}

void
vd_table_write_feature (VdYamlWriter *w, const VdFeature *feature)
{
  vd_yaml_writer_begin_mapping (w, FALSE);
  vd_yaml_writer_word (w, "id");
  vd_yaml_writer_word (w, feature->id);
  vd_yaml_writer_word (w, "type");
  vd_yaml_writer_word (w, vd_terrain_type_to_string (feature->type));
  if (feature->name != NULL)
    {
      vd_yaml_writer_word (w, "name");
      vd_yaml_writer_text (w, feature->name);
    }
  vd_yaml_writer_word (w, feature->shape == VD_SHAPE_AREA ? "area" : "line");
  vd_yaml_writer_points (w, feature->path.points, feature->path.n_points);
  if (feature->type == VD_TERRAIN_HILL)
    {
      vd_yaml_writer_word (w, "level");
      vd_yaml_writer_number (w, feature->level);
      vd_yaml_writer_word (w, "plateau");
      vd_yaml_writer_bool (w, feature->plateau);
      if (feature->n_crests > 0)
        {
          vd_yaml_writer_word (w, "crests");
          vd_yaml_writer_begin_sequence (w, FALSE);
          for (guint i = 0; i < feature->n_crests; i++)
            vd_yaml_writer_points (w, feature->crests[i].points, feature->crests[i].n_points);
          vd_yaml_writer_end_sequence (w);
        }
    }
  if (feature->damage->len > 0)
    {
      vd_yaml_writer_word (w, "damage");
      vd_table_write_stretches (w, feature->damage);
    }
  if (feature->on_fire > 0)
    write_number_key (w, "on_fire", feature->on_fire);
  if (feature->points > 0)
    write_number_key (w, "points", feature->points);
  if (!vd_feature_overrides_is_empty (feature->overrides))
    {
      vd_yaml_writer_word (w, "overrides");
      vd_feature_overrides_write (w, feature->overrides);
    }
  vd_yaml_writer_end_mapping (w);
}

void
vd_table_write_unit (VdYamlWriter *w, const VdUnit *unit)
{
  vd_yaml_writer_begin_mapping (w, FALSE);
  vd_yaml_writer_word (w, "id");
  vd_yaml_writer_word (w, unit->id);
  if (g_strcmp0 (unit->name, unit->id) != 0)
    {
      vd_yaml_writer_word (w, "name");
      vd_yaml_writer_text (w, unit->name);
    }
  if (unit->label != NULL)
    {
      vd_yaml_writer_word (w, "label");
      vd_yaml_writer_text (w, unit->label);
    }
  vd_yaml_writer_word (w, "side");
  vd_yaml_writer_word (w, unit->side);
  vd_yaml_writer_word (w, "arm");
  vd_yaml_writer_word (w, vd_arm_to_string (unit->arm));
  vd_yaml_writer_word (w, "formation");
  vd_yaml_writer_word (w, vd_formation_to_string (unit->formation));
  vd_yaml_writer_word (w, "at");
  vd_yaml_writer_point (w, unit->at);
  write_number_key (w, "facing", unit->facing);
  write_number_key (w, "frontage", unit->frontage);
  write_number_key (w, "depth", unit->depth);
  if (unit->has_base)
    {
      vd_yaml_writer_word (w, "base");
      vd_yaml_writer_point (w, (VdPoint) { unit->base_width, unit->base_depth });
    }
  write_number_key (w, "figures", unit->figures);
  if (unit->revealed)
    {
      vd_yaml_writer_word (w, "revealed");
      vd_yaml_writer_bool (w, TRUE);
    }
  if (unit->calibre > 0)
    write_number_key (w, "calibre", unit->calibre);
  if (unit->howitzer)
    {
      vd_yaml_writer_word (w, "howitzer");
      vd_yaml_writer_bool (w, TRUE);
    }
  if (unit->conditions != 0)
    {
      vd_yaml_writer_word (w, "conditions");
      vd_table_write_conditions (w, unit->conditions);
    }
  if (unit->has_allowance)
    write_number_key (w, "allowance", unit->allowance);
  if (unit->casualties != 0)
    write_number_key (w, "casualties", unit->casualties);
  if (unit->morale != NULL)
    {
      vd_yaml_writer_word (w, "morale");
      vd_yaml_writer_word (w, unit->morale);
    }
  if (unit->command != NULL)
    {
      vd_yaml_writer_word (w, "command");
      vd_yaml_writer_word (w, unit->command);
    }
  if (unit->notes != NULL && unit->notes[0] != '\0')
    {
      vd_yaml_writer_word (w, "notes");
      vd_yaml_writer_text (w, unit->notes);
    }
  vd_yaml_writer_end_mapping (w);
}

/* The journal is the last key, its events one list item each: what an event adds to the file
 * does not depend on what comes before it (vd_journal_file_size). */
static void
write_table (VdYamlWriter *w, const VdTable *table, guint n_events)
{
  vd_yaml_writer_begin_mapping (w, FALSE);
  write_number_key (w, "vedette", 1);
  vd_yaml_writer_word (w, "kind");
  vd_yaml_writer_word (w, "table");
  vd_yaml_writer_word (w, "title");
  /* A table made without one (NULL) is untitled, as an empty title says. */
  vd_yaml_writer_text (w, table->title != NULL ? table->title : "");
  vd_yaml_writer_word (w, "scale");
  vd_yaml_writer_word (w, vd_scale_to_string (table->scale));
  if (table->mm_per_pace > 0)
    write_number_key (w, "mm_per_pace", table->mm_per_pace);
  vd_yaml_writer_word (w, "table");
  vd_yaml_writer_point (w, (VdPoint) { table->width, table->depth });
  vd_yaml_writer_word (w, "ruleset");
  vd_yaml_writer_word (w, table->ruleset);
  write_number_key (w, "turn", table->turn);
  vd_table_write_sides (w, table);
  vd_table_write_readings (w, table);

  vd_yaml_writer_word (w, "terrain");
  vd_yaml_writer_begin_sequence (w, table->features->len == 0);
  for (guint i = 0; i < table->features->len; i++)
    vd_table_write_feature (w, g_ptr_array_index (table->features, i));
  vd_yaml_writer_end_sequence (w);

  vd_yaml_writer_word (w, "units");
  vd_yaml_writer_begin_sequence (w, table->units->len == 0);
  for (guint i = 0; i < table->units->len; i++)
    vd_table_write_unit (w, g_ptr_array_index (table->units, i));
  vd_yaml_writer_end_sequence (w);

  if (table->masking->len > 0)
    {
      vd_yaml_writer_word (w, "masking");
      vd_masking_write (w, table->masking);
    }
  if (!vd_movement_rules_is_empty (&table->movement))
    {
      vd_yaml_writer_word (w, "movement");
      vd_movement_rules_write (w, &table->movement);
    }
  if (!vd_fire_rules_is_empty (&table->fire))
    {
      vd_yaml_writer_word (w, "fire");
      vd_fire_rules_write (w, &table->fire);
    }
  if (table->morale != NULL && !vd_morale_rules_is_empty (table->morale))
    {
      vd_yaml_writer_word (w, "morale");
      vd_morale_rules_write (w, table->morale);
    }
  if (table->melee != NULL && !vd_melee_rules_is_empty (table->melee))
    {
      vd_yaml_writer_word (w, "melee");
      vd_melee_rules_write (w, table->melee);
    }
  if (table->commands->len > 0)
    {
      vd_yaml_writer_word (w, "commands");
      vd_table_write_commands (w, table->commands);
    }
  if (n_events > 0)
    {
      vd_yaml_writer_word (w, "journal");
      vd_journal_write (w, (const VdEvent * const *) table->journal->pdata, n_events);
    }
  vd_yaml_writer_end_mapping (w);
}

static char *
finish_table (VdYamlWriter *w, VdFileSize *size)
{
  char *text;
  gsize bytes;

  size->values = vd_yaml_writer_get_n_values (w);
  text = vd_yaml_writer_finish (w, &bytes);
  size->bytes = bytes;
  return text;
}

char *
vd_table_to_yaml (const VdTable *table, gsize *length)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();

  write_table (w, table, table->journal->len);
  return vd_yaml_writer_finish (w, length);
}

char *
vd_table_to_yaml_checked (const VdTable *table, guint n_events, gsize *length, GError **error)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();
  g_autofree char *text = NULL;
  const char *bad_text;
  VdTextProblem problem;
  VdFileSize size;
  gsize bad_length;

  write_table (w, table, MIN (n_events, table->journal->len));
  problem = vd_yaml_writer_get_problem (w, &bad_text, &bad_length);
  if (!vd_yaml_check_text_problem (problem, bad_text, bad_length, error))
    return NULL;
  text = finish_table (w, &size);
  if (!vd_yaml_check_file_size (size, error))
    return NULL;
  if (length != NULL)
    *length = size.bytes;
  return g_steal_pointer (&text);
}

VdFileSize
vd_table_file_size (const VdTable *table, guint n_events)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();
  g_autofree char *text = NULL;
  VdFileSize size;

  write_table (w, table, MIN (n_events, table->journal->len));
  text = finish_table (w, &size);
  return size;
}

VdFileSize
vd_journal_file_size (const VdEvent * const *events, guint n_events, gboolean with_key)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();
  g_autofree char *text = NULL;
  VdFileSize size;
  gsize bytes;

  /* The same list at the same place as in a table: "journal:\n" then one item per event. */
  vd_yaml_writer_begin_mapping (w, FALSE);
  vd_yaml_writer_word (w, "journal");
  vd_journal_write (w, events, n_events);
  vd_yaml_writer_end_mapping (w);
  size.values = vd_yaml_writer_get_n_values (w) - (with_key ? 1 : 3);
  text = vd_yaml_writer_finish (w, &bytes);
  size.bytes = bytes - (with_key ? 0 : strlen ("journal:\n"));
  return size;
}

gboolean
vd_table_save_file (const VdTable *table, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = vd_table_to_yaml_checked (table, G_MAXUINT, &length, error);
  if (data == NULL)
    return FALSE;
  return vd_file_write_durable (path, data, length, error);
}
