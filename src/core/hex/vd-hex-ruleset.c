#include "vd-hex-ruleset.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"

typedef struct {
  VdHexRuleset         *module;
  const VdYamlDocument *doc;
  GHashTable           *rule_ids;   /* id → node, the rules the module defines */
  gboolean              skip_mp;    /* walking terrain: its MP gaps are counted apart */
} Reader;

static const char * const module_keys[] = {
  "vedette", "kind", "id", "name", "source", "scale", "grid", "sides", "unit_classes", "options",
  "default_terrain", "sequence", "turn_track", "terrain", "hexsides", "movement", "stacking",
  "zoc", "combat", "retreat", "los", "morale", "victory", "special", "charts", "interpretations",
  "rules", NULL
};
static const char * const module_required[] = {
  "vedette", "kind", "id", "name", "sides", "unit_classes", "default_terrain", "sequence",
  "terrain", "rules", NULL
};
/* The sections the reader leaves free, walked only for their rules and their gaps. */
static const char * const free_sections[] = {
  "source", "scale", "grid", "turn_track", "movement", "stacking", "zoc", "combat", "retreat",
  "los", "morale", "victory", "special", NULL
};

static void
name_free (VdHexName *name)
{
  g_free (name->id);
  vd_text_clear (&name->name);
  g_free (name->side);
  g_clear_pointer (&name->steps, g_ptr_array_unref);
  g_free (name->steps_rule);
  g_free (name);
}

static void
phase_step_free (VdHexPhaseStep *step)
{
  g_free (step->id);
  vd_text_clear (&step->name);
  g_free (step->rule);
  g_free (step);
}

static void
terrain_free (VdHexTerrain *terrain)
{
  g_free (terrain->id);
  vd_text_clear (&terrain->name);
  g_free (terrain->mp);
  g_strfreev (terrain->rules);
  g_free (terrain);
}

static void
rule_free (VdHexRule *rule)
{
  g_free (rule->id);
  g_free (rule->section);
  vd_text_clear (&rule->text);
  g_free (rule);
}

static void
gap_free (VdHexGap *gap)
{
  g_free (gap->where);
  g_free (gap->detail);
  g_strfreev (gap->rules);
  g_free (gap);
}

void
vd_hex_ruleset_free (VdHexRuleset *module)
{
  if (module == NULL)
    return;
  g_free (module->id);
  vd_text_clear (&module->name);
  g_free (module->path);
  g_ptr_array_unref (module->sides);
  g_ptr_array_unref (module->classes);
  g_ptr_array_unref (module->options);
  g_ptr_array_unref (module->phases);
  g_ptr_array_unref (module->terrain);
  g_ptr_array_unref (module->hexsides);
  g_ptr_array_unref (module->rules);
  g_ptr_array_unref (module->gaps);
  vd_hex_entries_free (module->entries);
  g_free (module->default_terrain);
  vd_yaml_document_free (module->doc);
  g_free (module);
}

static VdHexRuleset *
module_new (void)
{
  VdHexRuleset *module = g_new0 (VdHexRuleset, 1);

  module->sides = g_ptr_array_new_with_free_func ((GDestroyNotify) name_free);
  module->classes = g_ptr_array_new_with_free_func ((GDestroyNotify) name_free);
  module->options = g_ptr_array_new_with_free_func ((GDestroyNotify) name_free);
  module->phases = g_ptr_array_new_with_free_func ((GDestroyNotify) name_free);
  module->terrain = g_ptr_array_new_with_free_func ((GDestroyNotify) terrain_free);
  module->hexsides = g_ptr_array_new_with_free_func ((GDestroyNotify) terrain_free);
  module->rules = g_ptr_array_new_with_free_func ((GDestroyNotify) rule_free);
  module->gaps = g_ptr_array_new_with_free_func ((GDestroyNotify) gap_free);
  return module;
}

static VdHexGap *
add_gap (Reader *reader, VdHexGapKind kind, const char *where, const char *detail,
         guint missing, guint total)
{
  VdHexGap *gap = g_new0 (VdHexGap, 1);

  gap->kind = kind;
  gap->where = g_strdup (where);
  gap->detail = g_strdup (detail);
  gap->missing = missing;
  gap->total = total;
  g_ptr_array_add (reader->module->gaps, gap);
  return gap;
}

/* {en: "…", fr: "…"}: both languages, always (our own words, help "Game modules"). */
static gboolean
read_text (Reader *reader, const VdYamlNode *node, const char *what, VdText *out,
           GError **error)
{
  static const char * const keys[] = { "en", "fr", NULL };
  const char *en, *fr;

  if (!vd_yaml_expect_mapping (reader->doc, node, what, error) ||
      !vd_yaml_check_keys (reader->doc, node, what, keys, keys, error) ||
      !vd_yaml_read_string (reader->doc, vd_yaml_lookup (node, "en"), what, &en, error) ||
      !vd_yaml_read_string (reader->doc, vd_yaml_lookup (node, "fr"), what, &fr, error))
    return FALSE;
  out->en = g_strdup (en);
  out->fr = g_strdup (fr);
  return TRUE;
}

static gboolean
check_unique (Reader *reader, GHashTable *seen, const VdYamlNode *node, const char *id,
              GError **error)
{
  const VdYamlNode *first = g_hash_table_lookup (seen, id);

  if (first != NULL)
    {
      vd_yaml_error_at (reader->doc, node, error, _("duplicate id “%s” (first used on line %u)"),
                        id, first->line);
      return FALSE;
    }
  g_hash_table_insert (seen, (gpointer) id, (gpointer) node);
  return TRUE;
}

/* sides, unit_classes, options, sequence: [{id, name, …}]. */
/* The event fields a step's `events` may match (vd-hex-phase-steps.c). */
static const char * const step_event_keys[] = { "kind", "action", "method", "from", "to",
                                                "stragglers", "unit_state", "reading", "chosen",
                                                "test", NULL };

static const char * const step_event_kinds[] = { "move", "formation", "state", "roster", "order",
                                                 "combat", "roll", NULL };

/* A match's `reading` (NODE, may be NULL) names one of the module's interpretations. */
static gboolean
check_reading (Reader *reader, const VdYamlNode *node, GError **error)
{
  const VdYamlNode *list = vd_yaml_lookup (reader->doc->root, "interpretations");
  const char *id;

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_read_word (reader->doc, node, "reading", &id, error))
    return FALSE;
  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (list->children[i], "id")), id) == 0)
      return TRUE;
  {
    g_autofree char *shown = vd_error_cut (id);

    vd_yaml_error_at (reader->doc, node, error, _("unknown interpretation “%s”"), shown);
  }
  return FALSE;
}

/* A list of event matches under KEY: mappings of the keys above, each with a known `kind`. */
static gboolean
read_step_events (Reader *reader, const VdYamlNode *events, const char *key, GError **error)
{
  static const char * const event_required[] = { "kind", NULL };
  const char *word;

  if (!vd_yaml_expect_sequence (reader->doc, events, key, error))
    return FALSE;
  for (guint e = 0; e < events->n_children; e++)
    {
      const VdYamlNode *kind;

      if (!vd_yaml_expect_mapping (reader->doc, events->children[e], "event", error) ||
          !vd_yaml_check_keys (reader->doc, events->children[e], "event", step_event_keys,
                               event_required, error))
        return FALSE;
      kind = vd_yaml_lookup (events->children[e], "kind");
      if (!vd_yaml_read_word (reader->doc, kind, "kind", &word, error))
        return FALSE;
      if (!g_strv_contains (step_event_kinds, word))
        {
          g_autofree char *shown = vd_error_cut (word);

          vd_yaml_error_at (reader->doc, kind, error,
                            _("unknown kind of event “%s” (expected one of: move, "
                              "formation, state, roster, order, combat, roll)"), shown);
          return FALSE;
        }
      if (!check_reading (reader, vd_yaml_lookup (events->children[e], "reading"), error))
        return FALSE;
    }
  return TRUE;
}

/* A phase's `steps` (BN 8.2): each with its id, name and rule, and the events that belong to it. */
static gboolean
read_phase_steps (Reader *reader, const VdYamlNode *item, VdHexName *phase, GError **error)
{
  static const char * const keys[] = { "id", "name", "rule", "events", NULL };
  static const char * const required[] = { "id", "name", "rule", "events", NULL };
  const VdYamlNode *list = vd_yaml_lookup (item, "steps");
  const VdYamlNode *rule_node = vd_yaml_lookup (item, "steps_rule");
  const VdYamlNode *free_node;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const char *word;

  if (list == NULL)
    return TRUE;
  if (!vd_yaml_expect_sequence (reader->doc, list, "steps", error) ||
      !vd_yaml_check_length (reader->doc, list, "steps", 100, error))
    return FALSE;
  if (rule_node != NULL)
    {
      if (!vd_yaml_read_word (reader->doc, rule_node, "steps_rule", &word, error))
        return FALSE;
      phase->steps_rule = g_strdup (word);
    }
  phase->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) phase_step_free);
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *node = list->children[i], *events;
      VdHexPhaseStep *step;
      const char *id;

      if (!vd_yaml_expect_mapping (reader->doc, node, "step", error) ||
          !vd_yaml_check_keys (reader->doc, node, "step", keys, required, error) ||
          !vd_yaml_read_word (reader->doc, vd_yaml_lookup (node, "id"), "id", &id, error) ||
          !check_unique (reader, seen, vd_yaml_lookup (node, "id"), id, error))
        return FALSE;
      step = g_new0 (VdHexPhaseStep, 1);
      step->id = g_strdup (id);
      g_ptr_array_add (phase->steps, step);
      if (!read_text (reader, vd_yaml_lookup (node, "name"), "name", &step->name, error) ||
          !vd_yaml_read_word (reader->doc, vd_yaml_lookup (node, "rule"), "rule", &word, error))
        return FALSE;
      step->rule = g_strdup (word);
      events = vd_yaml_lookup (node, "events");
      if (!read_step_events (reader, events, "events", error))
        return FALSE;
      step->events = events;
    }
  /* Events of the phase that belong to no step, taken at any point of it (BN 10.0a). */
  free_node = vd_yaml_lookup (item, "steps_free");
  if (free_node != NULL && !read_step_events (reader, free_node, "steps_free", error))
    return FALSE;
  phase->steps_free = free_node;
  return TRUE;
}

static gboolean
read_names (Reader *reader, const char *key, const char *what, gboolean with_side,
            gboolean required, GPtrArray *out, GError **error)
{
  static const char * const keys[] = { "id", "name", "rule", "note", NULL };
  static const char * const phase_keys[] = { "id", "name", "side", "rule", "note", "steps",
                                              "steps_rule", "steps_free", NULL };
  static const char * const required_keys[] = { "id", "name", NULL };
  const VdYamlNode *list = vd_yaml_lookup (reader->doc->root, key);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (list == NULL)
    return TRUE;
  if (!vd_yaml_expect_sequence (reader->doc, list, key, error) ||
      !vd_yaml_check_length (reader->doc, list, key, 1000, error))
    return FALSE;
  if (required && list->n_children == 0)
    {
      vd_yaml_error_at (reader->doc, list, error, _("%s must list at least one"), key);
      return FALSE;
    }
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      VdHexName *name;
      const char *id;

      if (!vd_yaml_expect_mapping (reader->doc, item, what, error) ||
          !vd_yaml_check_keys (reader->doc, item, what, with_side ? phase_keys : keys,
                               required_keys, error) ||
          !vd_yaml_read_word (reader->doc, vd_yaml_lookup (item, "id"), "id", &id, error) ||
          !check_unique (reader, seen, vd_yaml_lookup (item, "id"), id, error))
        return FALSE;
      name = g_new0 (VdHexName, 1);
      name->id = g_strdup (id);
      g_ptr_array_add (out, name);
      if (!read_text (reader, vd_yaml_lookup (item, "name"), "name", &name->name, error))
        return FALSE;
      if (with_side && vd_yaml_lookup (item, "side") != NULL &&
          !vd_yaml_node_is_null (vd_yaml_lookup (item, "side")))
        {
          const VdYamlNode *side_node = vd_yaml_lookup (item, "side");
          const char *side;

          if (!vd_yaml_read_word (reader->doc, side_node, "side", &side, error))
            return FALSE;
          if (!g_str_equal (side, "both") &&
              vd_hex_ruleset_find_side (reader->module, side) == NULL)
            {
              g_autofree char *shown = vd_error_cut (side);

              vd_yaml_error_at (reader->doc, side_node, error,
                                _("unknown side “%s” (the module's sides, or both)"), shown);
              return FALSE;
            }
          name->side = g_strdup (side);
        }
      if (with_side && !read_phase_steps (reader, item, name, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_mp_value (Reader *reader, const VdYamlNode *node, VdHexMp *out, GError **error)
{
  if (vd_yaml_node_is_null (node))
    {
      out->status = VD_HEX_MP_MISSING;
      return TRUE;
    }
  if (node->kind == VD_YAML_SCALAR && g_str_equal (node->value, "prohibited"))
    {
      out->status = VD_HEX_MP_PROHIBITED;
      return TRUE;
    }
  if (node->kind != VD_YAML_SCALAR || !node->plain)
    {
      vd_yaml_error_at (reader->doc, node, error, "%s",
                        _("mp must be a number of movement points, “prohibited” or ~ (not given)"));
      return FALSE;
    }
  out->status = VD_HEX_MP_KNOWN;
  return vd_yaml_read_double (reader->doc, node, "mp", 0, 99, &out->mp, error);
}

static gboolean
read_mp (Reader *reader, const VdYamlNode *node, VdHexTerrain *terrain, GError **error)
{
  GPtrArray *classes = reader->module->classes;

  terrain->mp = g_new0 (VdHexMp, classes->len);
  if (node == NULL || node->kind != VD_YAML_MAPPING)
    {
      /* One value for every class, or ~ (none known). */
      VdHexMp all = { VD_HEX_MP_MISSING, 0 };

      if (node != NULL && !read_mp_value (reader, node, &all, error))
        return FALSE;
      for (guint c = 0; c < classes->len; c++)
        terrain->mp[c] = all;
      return TRUE;
    }
  for (guint k = 0; k + 1 < node->n_children; k += 2)
    {
      const VdYamlNode *key = node->children[k];
      gboolean found = FALSE;

      for (guint c = 0; c < classes->len && !found; c++)
        if (g_str_equal (((VdHexName *) g_ptr_array_index (classes, c))->id, key->value))
          {
            found = TRUE;
            if (!read_mp_value (reader, node->children[k + 1], &terrain->mp[c], error))
              return FALSE;
          }
      if (!found)
        {
          g_autofree char *shown = vd_error_cut (key->value);

          vd_yaml_error_at (reader->doc, key, error,
                            _("unknown unit class “%s” (not in the module's unit_classes)"), shown);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_rule_list (Reader *reader, const VdYamlNode *node, GStrv *out, GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (node != NULL)
    {
      if (!vd_yaml_expect_sequence (reader->doc, node, "rules", error))
        return FALSE;
      for (guint i = 0; i < node->n_children; i++)
        {
          const char *id;

          if (!vd_yaml_read_string (reader->doc, node->children[i], "rule", &id, error))
            return FALSE;
          g_strv_builder_add (builder, id);
        }
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

/* terrain: and hexsides: {id: {name, mp, rules, directed, …free values}}. */
static gboolean
read_terrain (Reader *reader, const char *key, gboolean hexsides, GPtrArray *out,
              GError **error)
{
  const VdYamlNode *map = vd_yaml_lookup (reader->doc->root, key);

  if (map == NULL)
    return TRUE;
  if (!vd_yaml_expect_mapping (reader->doc, map, key, error))
    return FALSE;
  for (guint k = 0; k + 1 < map->n_children; k += 2)
    {
      const VdYamlNode *id_node = map->children[k], *entry = map->children[k + 1];
      const VdYamlNode *mp, *name, *directed;
      VdHexTerrain *terrain;
      const char *id;

      if (!vd_yaml_read_word (reader->doc, id_node, "id", &id, error) ||
          !vd_yaml_expect_mapping (reader->doc, entry, id, error))
        return FALSE;
      terrain = g_new0 (VdHexTerrain, 1);
      terrain->id = g_strdup (id);
      g_ptr_array_add (out, terrain);
      name = vd_yaml_lookup (entry, "name");
      if (name == NULL)
        {
          vd_yaml_error_at (reader->doc, entry, error, _("“%s” needs a name: {en, fr}"), id);
          return FALSE;
        }
      if (!read_text (reader, name, "name", &terrain->name, error))
        return FALSE;
      mp = vd_yaml_lookup (entry, "mp");
      if (!read_mp (reader, mp, terrain, error) ||
          !read_rule_list (reader, vd_yaml_lookup (entry, "rules"), &terrain->rules, error))
        return FALSE;
      directed = vd_yaml_lookup (entry, "directed");
      if (directed != NULL &&
          !vd_yaml_read_bool (reader->doc, directed, "directed", &terrain->directed, error))
        return FALSE;
      if (terrain->directed && !hexsides)
        {
          vd_yaml_error_at (reader->doc, directed, error, "%s",
                            _("only a hexside feature can be directed"));
          return FALSE;
        }
      /* A ground without effect on movement costs its ground's (BN 16.2f): nothing to fill. */
      if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (entry, "movement_effect")), "none") == 0)
        continue;
      if (mp == NULL || vd_yaml_node_is_null (mp))
        add_gap (reader, VD_HEX_GAP_MP_ALL, terrain->id, NULL, 0, 0);
      else
        for (guint c = 0; c < reader->module->classes->len; c++)
          if (terrain->mp[c].status == VD_HEX_MP_MISSING)
            {
              VdHexName *unit_class = g_ptr_array_index (reader->module->classes, c);

              add_gap (reader, VD_HEX_GAP_MP, terrain->id, unit_class->id, 0, 0);
            }
    }
  return TRUE;
}

static gboolean
read_rules (Reader *reader, GError **error)
{
  static const char * const keys[] = { "id", "section", "text", NULL };
  static const char * const required[] = { "id", "text", NULL };
  const VdYamlNode *list = vd_yaml_lookup (reader->doc->root, "rules");

  if (!vd_yaml_expect_sequence (reader->doc, list, "rules", error) ||
      !vd_yaml_check_length (reader->doc, list, "rules", 10000, error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      const VdYamlNode *section;
      VdHexRule *rule;
      const char *id, *text;

      if (!vd_yaml_expect_mapping (reader->doc, item, "rule", error) ||
          !vd_yaml_check_keys (reader->doc, item, "rule", keys, required, error) ||
          !vd_yaml_read_string (reader->doc, vd_yaml_lookup (item, "id"), "id", &id, error) ||
          !check_unique (reader, reader->rule_ids, vd_yaml_lookup (item, "id"), id, error))
        return FALSE;
      rule = g_new0 (VdHexRule, 1);
      rule->id = g_strdup (id);
      g_ptr_array_add (reader->module->rules, rule);
      section = vd_yaml_lookup (item, "section");
      if (section != NULL)
        {
          if (!vd_yaml_read_string (reader->doc, section, "section", &text, error))
            return FALSE;
          rule->section = g_strdup (text);
        }
      if (!read_text (reader, vd_yaml_lookup (item, "text"), "text", &rule->text, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_rule_id (Reader *reader, const VdYamlNode *node, GError **error)
{
  g_autofree char *shown = NULL;

  if (node->kind != VD_YAML_SCALAR)
    {
      vd_yaml_error_at (reader->doc, node, error, "%s", _("a rule is named by its id"));
      return FALSE;
    }
  if (vd_yaml_node_is_null (node) || g_hash_table_contains (reader->rule_ids, node->value))
    return TRUE;
  shown = vd_error_cut (node->value);
  vd_yaml_error_at (reader->doc, node, error, _("unknown rule “%s” (not in the module's rules)"),
                    shown);
  return FALSE;
}

/* Every `rule:` and `rules:` names a rule of the module; with GAPS, every `~` below NODE is
 * a gap named by its PATH. */
static gboolean
walk (Reader *reader, const VdYamlNode *node, const char *path, gboolean gaps, GError **error)
{
  if (node->kind == VD_YAML_SCALAR)
    {
      if (gaps && vd_yaml_node_is_null (node))
        add_gap (reader, VD_HEX_GAP_VALUE, path, NULL, 0, 0);
      return TRUE;
    }
  for (guint i = 0; i < node->n_children; i += node->kind == VD_YAML_MAPPING ? 2 : 1)
    {
      g_autofree char *child_path = NULL;
      const VdYamlNode *child;

      if (node->kind == VD_YAML_MAPPING)
        {
          const char *key = node->children[i]->value;

          child = node->children[i + 1];
          child_path = g_strdup_printf ("%s.%s", path, key);
          if (g_str_equal (key, "rule") && !check_rule_id (reader, child, error))
            return FALSE;
          if (g_str_equal (key, "rules") && child->kind == VD_YAML_SEQUENCE)
            for (guint r = 0; r < child->n_children; r++)
              if (!check_rule_id (reader, child->children[r], error))
                return FALSE;
          /* Who wrote a note or chose a reading says so: neither is a chart value. */
          if (g_str_equal (key, "note") || g_str_equal (key, "choice") ||
              (reader->skip_mp && g_str_equal (key, "mp")))
            continue;
        }
      else
        {
          const VdYamlNode *id = node->children[i]->kind == VD_YAML_MAPPING
                                   ? vd_yaml_lookup (node->children[i], "id") : NULL;

          child = node->children[i];
          child_path = id != NULL && id->kind == VD_YAML_SCALAR
                         ? g_strdup_printf ("%s.%s", path, id->value)
                         : g_strdup_printf ("%s[%u]", path, i + 1);
        }
      if (!walk (reader, child, child_path, gaps, error))
        return FALSE;
    }
  return TRUE;
}

/* CHART's `rule` then its `also` (the other rules waiting for it), each a rule of the module;
 * RULES is NULL when it names none. */
static gboolean
read_chart_rules (Reader *reader, const VdYamlNode *chart, GStrv *rules, GError **error)
{
  const VdYamlNode *rule = vd_yaml_lookup (chart, "rule");
  const VdYamlNode *also = vd_yaml_lookup (chart, "also");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n = 0;

  if (rule != NULL)
    {
      if (!check_rule_id (reader, rule, error))
        return FALSE;
      if (!vd_yaml_node_is_null (rule))
        {
          g_strv_builder_add (builder, rule->value);
          n++;
        }
    }
  if (also != NULL)
    {
      if (!vd_yaml_expect_sequence (reader->doc, also, "also", error))
        return FALSE;
      for (guint i = 0; i < also->n_children; i++)
        {
          if (!check_rule_id (reader, also->children[i], error))
            return FALSE;
          if (!vd_yaml_node_is_null (also->children[i]))
            {
              g_strv_builder_add (builder, also->children[i]->value);
              n++;
            }
        }
    }
  *rules = n > 0 ? g_strv_builder_end (builder) : NULL;
  return TRUE;
}

static gboolean
read_charts (Reader *reader, GError **error)
{
  static const char * const keys[] = {
    "name", "rule", "also", "status", "read", "columns", "rows", "cells", "points", "legend",
    "note", NULL
  };
  static const char * const required[] = { "name", "status", NULL };
  const VdYamlNode *map = vd_yaml_lookup (reader->doc->root, "charts");

  if (map == NULL)
    return TRUE;
  if (!vd_yaml_expect_mapping (reader->doc, map, "charts", error))
    return FALSE;
  for (guint k = 0; k + 1 < map->n_children; k += 2)
    {
      const VdYamlNode *chart = map->children[k + 1];
      const VdYamlNode *columns, *rows, *cells, *points, *status;
      VdText name = { NULL, NULL };
      g_auto(GStrv) rules = NULL;
      VdHexGap *gap = NULL;
      guint known = 0;

      if (!vd_yaml_expect_mapping (reader->doc, chart, "chart", error) ||
          !vd_yaml_check_keys (reader->doc, chart, "chart", keys, required, error) ||
          !read_chart_rules (reader, chart, &rules, error) ||
          !read_text (reader, vd_yaml_lookup (chart, "name"), "name", &name, error))
        return FALSE;
      status = vd_yaml_lookup (chart, "status");
      if (status->kind != VD_YAML_SCALAR ||
          !g_strv_contains ((const char * const[]) { "missing", "partial", "given", NULL },
                            status->value))
        {
          vd_text_clear (&name);
          vd_yaml_error_at (reader->doc, status, error, "%s",
                            _("status must be missing, partial or given"));
          return FALSE;
        }
      columns = vd_yaml_lookup (chart, "columns");
      rows = vd_yaml_lookup (chart, "rows");
      cells = vd_yaml_lookup (chart, "cells");
      points = vd_yaml_lookup (chart, "points");
      if (points != NULL)
        {
          if (!vd_yaml_expect_sequence (reader->doc, points, "points", error) ||
              !walk (reader, points, "points", FALSE, error))
            {
              vd_text_clear (&name);
              return FALSE;
            }
          known += points->n_children;
        }
      if (columns != NULL && columns->kind == VD_YAML_SEQUENCE && rows != NULL &&
          rows->kind == VD_YAML_SEQUENCE)
        {
          guint total = columns->n_children * rows->n_children;

          if (cells != NULL && !vd_yaml_node_is_null (cells))
            {
              if (!vd_yaml_expect_sequence (reader->doc, cells, "cells", error) ||
                  cells->n_children != rows->n_children)
                {
                  if (error != NULL && *error == NULL)
                    vd_yaml_error_at (reader->doc, cells, error,
                                      _("cells must hold one list per row (%u rows)"),
                                      rows->n_children);
                  vd_text_clear (&name);
                  return FALSE;
                }
              for (guint r = 0; r < cells->n_children; r++)
                {
                  const VdYamlNode *row = cells->children[r];

                  if (row->kind != VD_YAML_SEQUENCE || row->n_children != columns->n_children)
                    {
                      vd_yaml_error_at (reader->doc, row, error,
                                        _("each row of cells must hold one value per column "
                                          "(%u columns)"), columns->n_children);
                      vd_text_clear (&name);
                      return FALSE;
                    }
                  for (guint c = 0; c < row->n_children; c++)
                    if (!vd_yaml_node_is_null (row->children[c]))
                      known++;
                }
            }
          if (known < total)
            gap = add_gap (reader, VD_HEX_GAP_CHART_CELLS, name.en, name.fr, total - known,
                           total);
        }
      else if (!g_str_equal (status->value, "given"))
        /* What the worked examples give, if anything: the rest is missing, size included. */
        gap = add_gap (reader, VD_HEX_GAP_CHART_SIZE, name.en, name.fr, 0, known);
      if (gap != NULL)
        gap->rules = g_steal_pointer (&rules);
      vd_text_clear (&name);
    }
  return TRUE;
}

static gboolean
read_interpretations (Reader *reader, GError **error)
{
  static const char * const keys[] = { "id", "text", "options", "choice", "rule", "rules", NULL };
  static const char * const required[] = { "id", "text", "options", "choice", NULL };
  const VdYamlNode *list = vd_yaml_lookup (reader->doc->root, "interpretations");
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (list == NULL)
    return TRUE;
  if (!vd_yaml_expect_sequence (reader->doc, list, "interpretations", error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i], *options, *choice;
      VdText text = { NULL, NULL };
      const char *id;
      gboolean ok;

      if (!vd_yaml_expect_mapping (reader->doc, item, "interpretation", error) ||
          !vd_yaml_check_keys (reader->doc, item, "interpretation", keys, required, error) ||
          !vd_yaml_read_word (reader->doc, vd_yaml_lookup (item, "id"), "id", &id, error) ||
          !check_unique (reader, seen, vd_yaml_lookup (item, "id"), id, error))
        return FALSE;
      ok = read_text (reader, vd_yaml_lookup (item, "text"), "text", &text, error);
      vd_text_clear (&text);
      options = vd_yaml_lookup (item, "options");
      if (!ok || !vd_yaml_expect_sequence (reader->doc, options, "options", error) ||
          !walk (reader, item, "interpretations", FALSE, error))
        return FALSE;
      choice = vd_yaml_lookup (item, "choice");
      if (vd_yaml_node_is_null (choice))
        add_gap (reader, VD_HEX_GAP_CHOICE, id, NULL, 0, 0);
      else
        {
          gboolean listed = FALSE;

          for (guint o = 0; o < options->n_children; o++)
            listed |= options->children[o]->kind == VD_YAML_SCALAR &&
                      choice->kind == VD_YAML_SCALAR &&
                      g_str_equal (options->children[o]->value, choice->value);
          if (!listed)
            {
              vd_yaml_error_at (reader->doc, choice, error, "%s",
                                _("the choice must be one of the interpretation's options"));
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
read_module (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  VdHexRuleset *module = reader->module;
  const VdYamlNode *default_node;
  const char *id;

  if (!vd_yaml_check_header (doc, "hex-ruleset", error) ||
      !vd_yaml_check_keys (doc, doc->root, C_("value name", "a game module"), module_keys,
                           module_required, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (doc->root, "id"), "id", &id, error))
    return FALSE;
  module->id = g_strdup (id);
  /* The rules first: every other section names them. */
  if (!read_text (reader, vd_yaml_lookup (doc->root, "name"), "name", &module->name, error) ||
      !read_rules (reader, error) ||
      !read_names (reader, "sides", "side", FALSE, TRUE, module->sides, error) ||
      !read_names (reader, "unit_classes", "unit class", FALSE, TRUE, module->classes, error) ||
      !read_names (reader, "options", "option", FALSE, FALSE, module->options, error) ||
      !read_names (reader, "sequence", "phase", TRUE, TRUE, module->phases, error) ||
      !read_terrain (reader, "terrain", FALSE, module->terrain, error) ||
      !read_terrain (reader, "hexsides", TRUE, module->hexsides, error))
    return FALSE;

  default_node = vd_yaml_lookup (doc->root, "default_terrain");
  if (!vd_yaml_read_word (doc, default_node, "default_terrain", &id, error))
    return FALSE;
  if (vd_hex_ruleset_find_terrain (module, id) == NULL)
    {
      g_autofree char *shown = vd_error_cut (id);

      vd_yaml_error_at (doc, default_node, error,
                        _("unknown terrain “%s” (not in the module's terrain)"), shown);
      return FALSE;
    }
  module->default_terrain = g_strdup (id);

  for (const char * const *key = free_sections; *key != NULL; key++)
    {
      const VdYamlNode *node = vd_yaml_lookup (doc->root, *key);

      if (node != NULL && !walk (reader, node, *key, TRUE, error))
        return FALSE;
    }
  for (const char * const *key = (const char * const[]) { "sides", "unit_classes", "options",
                                                          "sequence", NULL };
       *key != NULL; key++)
    {
      const VdYamlNode *node = vd_yaml_lookup (doc->root, *key);

      if (node != NULL && !walk (reader, node, *key, FALSE, error))
        return FALSE;
    }
  /* The terrain's MP gaps are counted above, its other values (a ZOC it stops, a defence
   * it gives) here. */
  reader->skip_mp = TRUE;
  for (const char * const *key = (const char * const[]) { "terrain", "hexsides", NULL };
       *key != NULL; key++)
    {
      const VdYamlNode *node = vd_yaml_lookup (doc->root, *key);

      if (node != NULL && !walk (reader, node, *key, TRUE, error))
        return FALSE;
    }
  reader->skip_mp = FALSE;
  return read_charts (reader, error) && read_interpretations (reader, error);
}

VdHexRuleset *
vd_hex_ruleset_load_document_with (VdYamlDocument *doc_in, VdHexEntries *entries_in,
                                   GError **error)
{
  g_autoptr(VdYamlDocument) doc = doc_in;
  g_autoptr(VdHexEntries) entries = entries_in;
  g_autoptr(GHashTable) rule_ids = g_hash_table_new (g_str_hash, g_str_equal);
  Reader reader = { NULL, NULL, rule_ids, FALSE };
  guint n_entered = 0;

  if (doc == NULL)
    return NULL;
  if (entries != NULL && !vd_hex_entries_apply (entries, doc, &n_entered, error))
    return NULL;
  reader.module = module_new ();
  reader.doc = doc;
  if (!read_module (&reader, error))
    {
      vd_hex_ruleset_free (reader.module);
      return NULL;
    }
  reader.module->path = g_strdup (doc->file);
  reader.module->doc = g_steal_pointer (&doc);
  reader.module->entries = g_steal_pointer (&entries);
  reader.module->n_entered = n_entered;
  return reader.module;
}

VdHexRuleset *
vd_hex_ruleset_load_document (VdYamlDocument *doc, GError **error)
{
  return vd_hex_ruleset_load_document_with (doc, NULL, error);
}

VdHexRuleset *
vd_hex_ruleset_load_entered (const char *path, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, error);
  const VdYamlNode *id;
  VdHexEntries *entries = NULL;

  if (doc == NULL)
    return NULL;
  /* A module without a readable id has no entries: its reading says what is wrong. */
  id = doc->root->kind == VD_YAML_MAPPING ? vd_yaml_lookup (doc->root, "id") : NULL;
  if (id != NULL && id->kind == VD_YAML_SCALAR &&
      vd_yaml_text_problem (id->value, TRUE) == VD_TEXT_OK)
    {
      GError *local = NULL;

      entries = vd_hex_entries_load_for (id->value, &local);
      if (local != NULL)
        {
          g_propagate_error (error, local);
          return NULL;
        }
    }
  return vd_hex_ruleset_load_document_with (g_steal_pointer (&doc), entries, error);
}

VdHexRuleset *
vd_hex_ruleset_load (const char *path, GError **error)
{
  return vd_hex_ruleset_load_document (vd_yaml_parse_file (path, error), error);
}

VdHexRuleset *
vd_hex_ruleset_load_data (const char *data, gsize length, const char *path, GError **error)
{
  return vd_hex_ruleset_load_document (vd_yaml_parse (data, length, path, error), error);
}

VdHexRuleset *
vd_hex_ruleset_load_named (const char *name, const char *relative_to, GError **error)
{
  g_autofree char *path = NULL;

  /* A plain name is a bundled module; anything with a folder or an extension is a path. */
  if (strchr (name, '/') != NULL || strchr (name, G_DIR_SEPARATOR) != NULL ||
      g_str_has_suffix (name, ".yaml"))
    path = g_path_is_absolute (name) || relative_to == NULL
             ? g_strdup (name) : g_build_filename (relative_to, name, NULL);
  else
    {
      g_autofree char *relative = g_strdup_printf ("terrain%c%s.yaml", G_DIR_SEPARATOR, name);

      path = vd_data_find (relative);
    }
  if (path == NULL || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *shown = vd_error_cut (name);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("game module “%s” not found (no terrain/%s.yaml in the data folders)"),
                   shown, shown);
      return NULL;
    }
  return vd_hex_ruleset_load_entered (path, error);
}

static const VdHexName *
find_name (GPtrArray *names, const char *id)
{
  for (guint i = 0; i < names->len; i++)
    {
      const VdHexName *name = g_ptr_array_index (names, i);

      if (g_str_equal (name->id, id))
        return name;
    }
  return NULL;
}

const VdHexName *
vd_hex_ruleset_find_side (const VdHexRuleset *module, const char *id)
{
  return find_name (module->sides, id);
}

const VdHexName *
vd_hex_ruleset_find_class (const VdHexRuleset *module, const char *id)
{
  return find_name (module->classes, id);
}

const VdHexName *
vd_hex_ruleset_find_option (const VdHexRuleset *module, const char *id)
{
  return find_name (module->options, id);
}

const VdHexName *
vd_hex_ruleset_find_phase (const VdHexRuleset *module, const char *id)
{
  return find_name (module->phases, id);
}

static const VdHexTerrain *
find_terrain (GPtrArray *list, const char *id)
{
  for (guint i = 0; i < list->len; i++)
    {
      const VdHexTerrain *terrain = g_ptr_array_index (list, i);

      if (g_str_equal (terrain->id, id))
        return terrain;
    }
  return NULL;
}

const VdHexTerrain *
vd_hex_ruleset_find_terrain (const VdHexRuleset *module, const char *id)
{
  return find_terrain (module->terrain, id);
}

const char *
vd_hex_ruleset_terrain_name (const VdHexRuleset *module, const char *id, gboolean hexside)
{
  const VdHexTerrain *terrain = NULL;

  if (module != NULL && id != NULL)
    terrain = hexside ? vd_hex_ruleset_find_hexside (module, id)
                      : vd_hex_ruleset_find_terrain (module, id);
  if (terrain == NULL && module != NULL && id != NULL && !hexside)
    terrain = vd_hex_ruleset_find_hexside (module, id);
  return terrain != NULL ? vd_text_get (&terrain->name) : id;
}

const VdHexTerrain *
vd_hex_ruleset_find_hexside (const VdHexRuleset *module, const char *id)
{
  return find_terrain (module->hexsides, id);
}

const VdHexRule *
vd_hex_ruleset_find_rule (const VdHexRuleset *module, const char *id)
{
  for (guint i = 0; i < module->rules->len; i++)
    {
      const VdHexRule *rule = g_ptr_array_index (module->rules, i);

      if (g_str_equal (rule->id, id))
        return rule;
    }
  return NULL;
}

const VdYamlNode *
vd_hex_ruleset_lookup (const VdHexRuleset *module, const char *path)
{
  const VdYamlNode *node = module->doc->root;
  const char *key = path;

  /* Key by key along the path, without copying it: the move engine asks at every step. */
  while (node != NULL)
    {
      const char *dot = strchr (key, '.');
      gsize length = dot != NULL ? (gsize) (dot - key) : strlen (key);
      const VdYamlNode *found = NULL;

      if (node->kind != VD_YAML_MAPPING)
        return NULL;
      for (guint i = 0; i + 1 < node->n_children && found == NULL; i += 2)
        {
          const char *name = node->children[i]->value;

          if (name != NULL && strncmp (name, key, length) == 0 && name[length] == '\0')
            found = node->children[i + 1];
        }
      node = found;
      if (dot == NULL)
        break;
      key = dot + 1;
    }
  return node;
}

gboolean
vd_hex_ruleset_list_has (const VdHexRuleset *module, const char *path, const char *value)
{
  return vd_hex_ruleset_node_has (vd_hex_ruleset_lookup (module, path), value);
}

gboolean
vd_hex_ruleset_node_has (const VdYamlNode *list, const char *value)
{
  if (list == NULL || list->kind != VD_YAML_SEQUENCE || value == NULL)
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    if (list->children[i]->kind == VD_YAML_SCALAR &&
        g_strcmp0 (list->children[i]->value, value) == 0)
      return TRUE;
  return FALSE;
}

int
vd_hex_ruleset_node_index (const VdYamlNode *list, const char *value)
{
  for (guint i = 0; value != NULL && list != NULL && list->kind == VD_YAML_SEQUENCE &&
                    i < list->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (list->children[i]), value) == 0)
      return (int) i;
  return -1;
}

int
vd_hex_ruleset_list_index (const VdHexRuleset *module, const char *path, const char *value)
{
  return vd_hex_ruleset_node_index (vd_hex_ruleset_lookup (module, path), value);
}

const char *
vd_hex_ruleset_word (const VdYamlNode *node)
{
  return node != NULL && node->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (node)
           ? node->value : NULL;
}

const char *
vd_hex_ruleset_lookup_word (const VdHexRuleset *module, const char *path)
{
  return vd_hex_ruleset_word (vd_hex_ruleset_lookup (module, path));
}

const char *
vd_hex_ruleset_word_under (const VdHexRuleset *module, const char *prefix, const char *key)
{
  g_autofree char *path = g_strconcat (prefix, key, NULL);

  return vd_hex_ruleset_lookup_word (module, path);
}

gboolean
vd_hex_ruleset_list_under_has (const VdHexRuleset *module, const char *prefix, const char *key,
                               const char *value)
{
  g_autofree char *path = g_strconcat (prefix, key, NULL);

  return value != NULL && vd_hex_ruleset_list_has (module, path, value);
}

const char *
vd_hex_ruleset_text (const VdYamlNode *node)
{
  const char *text = NULL;

  if (node == NULL || node->kind != VD_YAML_MAPPING)
    return NULL;
  if (g_str_equal (vd_text_language (), "fr"))
    text = vd_hex_ruleset_word (vd_yaml_lookup (node, "fr"));
  return text != NULL ? text : vd_hex_ruleset_word (vd_yaml_lookup (node, "en"));
}

const char *
vd_hex_ruleset_choice (const VdHexRuleset *module, const char *id)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "interpretations");

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const VdYamlNode *item_id = vd_yaml_lookup (list->children[i], "id");
      const VdYamlNode *choice = vd_yaml_lookup (list->children[i], "choice");

      if (item_id != NULL && g_strcmp0 (item_id->value, id) == 0)
        return choice != NULL && !vd_yaml_node_is_null (choice) ? choice->value : NULL;
    }
  return NULL;
}

void
vd_hex_ruleset_by_reading (const VdHexRuleset *module, const VdYamlNode *node,
                           const VdYamlNode **strict, const VdYamlNode **lenient,
                           const char **open)
{
  const VdYamlNode *reading = node != NULL ? vd_yaml_lookup (node, "reading") : NULL;
  const char *chosen;

  *strict = *lenient = node;
  *open = NULL;
  if (reading == NULL || node->kind != VD_YAML_MAPPING)
    return;
  chosen = vd_hex_ruleset_choice (module, reading->value);
  if (chosen != NULL)
    {
      *strict = *lenient = vd_yaml_lookup (node, chosen);
      return;
    }
  *open = reading->value;
  /* The options in the file's order, after `reading`: the module lists the strictest first. */
  *strict = *lenient = NULL;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      if (g_strcmp0 (node->children[i]->value, "reading") == 0)
        continue;
      if (*strict == NULL)
        *strict = node->children[i + 1];
      *lenient = node->children[i + 1];
    }
}

char *
vd_hex_gap_describe (const VdHexRuleset *module, const VdHexGap *gap)
{
  gboolean french = g_str_equal (vd_text_language (), "fr");
  const VdHexTerrain *terrain = NULL;
  g_autofree char *chart = NULL;

  if (gap->kind == VD_HEX_GAP_CHART_CELLS || gap->kind == VD_HEX_GAP_CHART_SIZE)
    {
      const char *name = french && gap->detail != NULL ? gap->detail : gap->where;
      g_autofree char *rules = gap->rules != NULL ? g_strjoinv (", ", gap->rules) : NULL;

      /* The owner learns which rules wait for the chart: "Order of battle (A8)". */
      chart = rules != NULL ? g_strdup_printf ("%s (%s)", name, rules) : g_strdup (name);
    }
  if (gap->kind == VD_HEX_GAP_MP || gap->kind == VD_HEX_GAP_MP_ALL)
    {
      terrain = vd_hex_ruleset_find_terrain (module, gap->where);
      if (terrain == NULL)
        terrain = vd_hex_ruleset_find_hexside (module, gap->where);
    }
  switch (gap->kind)
    {
    case VD_HEX_GAP_MP:
      {
        const VdHexName *unit_class = vd_hex_ruleset_find_class (module, gap->detail);

        /* Translators: "Woods: MP missing for Cavalry". */
        return g_strdup_printf (_("%s: MP missing for %s"),
                                terrain != NULL ? vd_text_get (&terrain->name) : gap->where,
                                unit_class != NULL ? vd_text_get (&unit_class->name)
                                                   : gap->detail);
      }
    case VD_HEX_GAP_MP_ALL:
      return g_strdup_printf (_("%s: MP missing"),
                              terrain != NULL ? vd_text_get (&terrain->name) : gap->where);
    case VD_HEX_GAP_CHART_CELLS:
      /* Translators: "CRT (D8): 70 of 70 cells missing", the rules waiting in brackets. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u of %u cell missing",
                                           "%s: %u of %u cells missing", gap->total),
                              chart, gap->missing, gap->total);
    case VD_HEX_GAP_CHART_SIZE:
      if (gap->total > 0)
        /* Translators: "Fire Table (20.0): only 4 cells given (by examples); the rest and its size
         * are missing". */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s: only %u cell given (by examples); the rest and "
                                             "its size are missing",
                                             "%s: only %u cells given (by examples); the rest "
                                             "and its size are missing", gap->total),
                                chart, gap->total);
      return g_strdup_printf (_("%s: missing, and its size is not given"), chart);
    case VD_HEX_GAP_CHOICE:
      return g_strdup_printf (_("%s: no reading chosen yet"), gap->where);
    case VD_HEX_GAP_VALUE:
    default:
      return g_strdup_printf (_("%s: missing"), gap->where);
    }
}

gboolean
vd_hex_ruleset_has_formations (const VdHexRuleset *module)
{
  return vd_hex_ruleset_lookup (module, "special.formations.by_class") != NULL;
}

gboolean
vd_hex_ruleset_class_formation (const VdHexRuleset *module, const char *unit_class,
                                const char *formation)
{
  g_autofree char *path = g_strdup_printf ("special.formations.by_class.%s", unit_class);

  return vd_hex_ruleset_list_has (module, path, formation);
}

const char *
vd_hex_ruleset_name_under (const VdHexRuleset *module, const char *prefix, const char *word)
{
  g_autofree char *path = NULL;
  const char *name;

  if (module == NULL || word == NULL)
    return word;
  path = g_strconcat (prefix, word, NULL);
  name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, path));
  return name != NULL ? name : word;
}

const char *
vd_hex_ruleset_formation_name (const VdHexRuleset *module, const char *formation)
{
  return vd_hex_ruleset_name_under (module, "special.formations.names.", formation);
}

guint
vd_hex_ruleset_class_index (const VdHexRuleset *module, const char *id)
{
  for (guint c = 0; c < module->classes->len; c++)
    if (g_strcmp0 (((const VdHexName *) module->classes->pdata[c])->id, id) == 0)
      return c;
  return G_MAXUINT;
}
