#include "vd-masking.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"

static const char * const row_keys[] = {
  "rules", "observer", "masker", "target", "masks", "assumed", "note", NULL
};
static const char * const row_required[] = { "rules", "masks", NULL };
static const char * const match_keys[] = { "arms", "formations", NULL };

VdMaskingRow *
vd_masking_row_copy (const VdMaskingRow *row)
{
  VdMaskingRow *copy = g_memdup2 (row, sizeof *row);

  copy->rules = g_strdupv (row->rules);
  copy->note = g_strdup (row->note);
  return copy;
}

void
vd_masking_row_free (VdMaskingRow *row)
{
  if (row == NULL)
    return;
  g_strfreev (row->rules);
  g_free (row->note);
  g_free (row);
}

static gboolean
match_equal (VdUnitMatch a, VdUnitMatch b)
{
  return a.arms == b.arms && a.formations == b.formations;
}

gboolean
vd_masking_row_equal (const VdMaskingRow *a, const VdMaskingRow *b)
{
  return g_strv_equal ((const char * const *) a->rules, (const char * const *) b->rules) &&
         match_equal (a->observer, b->observer) && match_equal (a->masker, b->masker) &&
         match_equal (a->target, b->target) && a->masks == b->masks &&
         a->assumed == b->assumed && g_strcmp0 (a->note, b->note) == 0;
}

static gboolean
unit_matches (VdUnitMatch match, const VdUnit *unit)
{
  return (match.arms == 0 || (match.arms & (1u << unit->arm)) != 0) &&
         (match.formations == 0 || (match.formations & (1u << unit->formation)) != 0);
}

gboolean
vd_masking_row_matches (const VdMaskingRow *row, const VdUnit *observer, const VdUnit *masker,
                        const VdUnit *target)
{
  return unit_matches (row->observer, observer) && unit_matches (row->masker, masker) &&
         unit_matches (row->target, target);
}

const VdMaskingRow *
vd_masking_find (const GPtrArray *first, const GPtrArray *second, const VdUnit *observer,
                 const VdUnit *masker, const VdUnit *target)
{
  const GPtrArray *tables[] = { first, second };

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (guint i = 0; tables[t] != NULL && i < tables[t]->len; i++)
      {
        const VdMaskingRow *row = g_ptr_array_index (tables[t], i);

        if (vd_masking_row_matches (row, observer, masker, target))
          return row;
      }
  return NULL;
}

/* A list of arm or formation keywords as a bit mask. */
static gboolean
read_keywords (const VdYamlDocument *doc, const VdYamlNode *node, gboolean arms, guint *out,
               GError **error)
{
  if (!vd_yaml_expect_sequence (doc, node, arms ? "arms" : "formations", error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    {
      const VdYamlNode *item = node->children[i];
      const char *word;
      VdArm arm;
      VdFormation formation;

      if (!vd_yaml_read_word (doc, item, arms ? "arm" : "formation", &word, error))
        return FALSE;
      if (arms && vd_arm_from_string (word, &arm))
        *out |= 1u << arm;
      else if (!arms && vd_formation_from_string (word, &formation))
        *out |= 1u << formation;
      else
        {
          g_autofree char *expected = arms ? vd_arm_list () : vd_formation_list ();

          vd_yaml_error_at (doc, item, error, _("unknown %s “%s” (expected one of: %s)"),
                            arms ? "arm" : "formation", word, expected);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_match (const VdYamlDocument *doc, const VdYamlNode *map, const char *key, VdUnitMatch *match,
            GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);
  const VdYamlNode *list;

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_check_keys (doc, node, key, match_keys, NULL, error))
    return FALSE;
  if ((list = vd_yaml_lookup (node, "arms")) != NULL &&
      !read_keywords (doc, list, TRUE, &match->arms, error))
    return FALSE;
  if ((list = vd_yaml_lookup (node, "formations")) != NULL &&
      !read_keywords (doc, list, FALSE, &match->formations, error))
    return FALSE;
  return TRUE;
}

static VdMaskingRow *
read_row (const VdYamlDocument *doc, const VdYamlNode *map, GError **error)
{
  g_autoptr(VdMaskingRow) row = g_new0 (VdMaskingRow, 1);
  g_autoptr(GStrvBuilder) rules = g_strv_builder_new ();
  const VdYamlNode *node;
  const char *s;

  if (!vd_yaml_check_keys (doc, map, C_("value name", "a masking row"), row_keys, row_required,
                           error))
    return NULL;
  row->pos = (VdSourcePos) { map->line, map->column };

  node = vd_yaml_lookup (map, "rules");
  if (!vd_yaml_expect_sequence (doc, node, "rules", error))
    return NULL;
  if (node->n_children == 0)
    {
      vd_yaml_error_at (doc, node, error, "%s", _("a masking row names at least one rule"));
      return NULL;
    }
  for (guint i = 0; i < node->n_children; i++)
    {
      if (!vd_yaml_read_word (doc, node->children[i], C_("value name", "rule ID"), &s, error))
        return NULL;
      g_strv_builder_add (rules, s);
    }
  row->rules = g_strv_builder_end (rules);

  if (!read_match (doc, map, "observer", &row->observer, error) ||
      !read_match (doc, map, "masker", &row->masker, error) ||
      !read_match (doc, map, "target", &row->target, error) ||
      !vd_yaml_read_bool (doc, vd_yaml_lookup (map, "masks"), "masks", &row->masks, error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "assumed")) != NULL &&
      !vd_yaml_read_bool (doc, node, "assumed", &row->assumed, error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "note")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "note", &s, error))
        return NULL;
      row->note = g_strdup (s);
    }
  return g_steal_pointer (&row);
}

gboolean
vd_masking_read (const VdYamlDocument *doc, const VdYamlNode *list, GPtrArray *rows,
                 GError **error)
{
  if (!vd_yaml_expect_sequence (doc, list, "masking", error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      VdMaskingRow *row = read_row (doc, list->children[i], error);

      if (row == NULL)
        return FALSE;
      g_ptr_array_add (rows, row);
    }
  return TRUE;
}

static void
write_match (VdYamlWriter *w, const char *key, VdUnitMatch match)
{
  if (match.arms == 0 && match.formations == 0)
    return;
  vd_yaml_writer_word (w, key);
  vd_yaml_writer_begin_mapping (w, TRUE);
  if (match.arms != 0)
    {
      vd_yaml_writer_word (w, "arms");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (int a = 0; a < VD_N_ARMS; a++)
        if (match.arms & (1u << a))
          vd_yaml_writer_word (w, vd_arm_to_string ((VdArm) a));
      vd_yaml_writer_end_sequence (w);
    }
  if (match.formations != 0)
    {
      vd_yaml_writer_word (w, "formations");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (int f = 0; f < VD_N_FORMATIONS; f++)
        if (match.formations & (1u << f))
          vd_yaml_writer_word (w, vd_formation_to_string ((VdFormation) f));
      vd_yaml_writer_end_sequence (w);
    }
  vd_yaml_writer_end_mapping (w);
}

void
vd_masking_write (VdYamlWriter *w, const GPtrArray *rows)
{
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < rows->len; i++)
    {
      const VdMaskingRow *row = g_ptr_array_index (rows, i);

      vd_yaml_writer_begin_mapping (w, FALSE);
      vd_yaml_writer_word (w, "rules");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint r = 0; row->rules[r] != NULL; r++)
        vd_yaml_writer_word (w, row->rules[r]);
      vd_yaml_writer_end_sequence (w);
      write_match (w, "observer", row->observer);
      write_match (w, "masker", row->masker);
      write_match (w, "target", row->target);
      vd_yaml_writer_word (w, "masks");
      vd_yaml_writer_bool (w, row->masks);
      if (row->assumed)
        {
          vd_yaml_writer_word (w, "assumed");
          vd_yaml_writer_bool (w, TRUE);
        }
      if (row->note != NULL)
        {
          vd_yaml_writer_word (w, "note");
          vd_yaml_writer_text (w, row->note);
        }
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
}

gboolean
vd_masking_check_rules (const GPtrArray *rows, GHashTable *rules, const char *file,
                        GError **error)
{
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    {
      const VdMaskingRow *row = g_ptr_array_index (rows, i);

      for (guint r = 0; row->rules[r] != NULL; r++)
        if (!g_hash_table_contains (rules, row->rules[r]))
          {
            vd_set_error_at (error, VD_ERROR_INVALID, file, row->pos.line, row->pos.column,
                             _("unknown rule “%s” in a masking row"), row->rules[r]);
            return FALSE;
          }
    }
  return TRUE;
}
