/* LBA's corps morale levels: battalions lost or routed against the chart's thresholds. */
#include "vd-hex-levels.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"

static void
level_free (VdHexLevel *level)
{
  g_free (level->formation);
  g_free (level->side);
  g_free (level->rule);
  g_free (level->why);
  g_free (level);
}

void
vd_hex_levels_free (VdHexLevels *levels)
{
  if (levels == NULL)
    return;
  g_ptr_array_unref (levels->formations);
  g_strfreev (levels->unlisted);
  g_free (levels);
}

/* The number in ROW's cell of COLUMN (a column's name), or 0. */
static int
cell_of (const VdYamlNode *columns, const VdYamlNode *row, const char *column)
{
  int c = vd_hex_ruleset_node_index (columns, column);
  const char *word = c >= 0 && row != NULL && row->kind == VD_YAML_SEQUENCE &&
                       (guint) c < row->n_children
                       ? vd_hex_ruleset_word (row->children[c]) : NULL;

  return word != NULL ? atoi (word) : 0;
}

/* A battalion, as the chart counts them: a counter said to be one, or infantry whose echelon
 * is not said (LBA's infantry counters are battalions). */
static gboolean
is_battalion (const VdBoardUnit *unit)
{
  if (unit->echelon != NULL)
    return g_str_equal (unit->echelon, "battalion");
  return g_strcmp0 (unit->unit_class, "infantry") == 0;
}

/* The counters SETUP's first N events eliminated and did not bring back. */
static GHashTable *
eliminated_of (const VdBoard *setup, guint n)
{
  GHashTable *out = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; setup->journal != NULL && i < MIN (n, setup->journal->len); i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      if (event->kind != VD_BOARD_EVENT_MOVE || event->unit_id == NULL)
        continue;
      if (event->hex == NULL && event->eliminated)
        g_hash_table_add (out, g_strdup (event->unit_id));
      else if (event->hex != NULL)
        g_hash_table_remove (out, event->unit_id);
    }
  return out;
}

VdHexLevels *
vd_hex_levels (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
               const char *side, GError **error)
{
  g_autoptr(VdBoard) now = NULL;

  if (vd_hex_ruleset_lookup_word (module, "morale.levels.chart") != NULL &&
      (now = vd_board_replay (setup, module, n_applied, error)) == NULL)
    return NULL;
  return vd_hex_levels_now (setup, now, module, n_applied, side, error);
}

VdHexLevels *
vd_hex_levels_now (const VdBoard *setup, const VdBoard *now, const VdHexRuleset *module,
                   guint n_applied, const char *side, GError **error)
{
  const char *chart = vd_hex_ruleset_lookup_word (module, "morale.levels.chart");
  const VdYamlNode *rows, *columns, *cells;
  const char *rule;
  g_autofree char *path = NULL;
  g_autoptr(GHashTable) eliminated = NULL;
  g_autoptr(GHashTable) listed = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GStrvBuilder) unlisted = g_strv_builder_new ();
  g_autoptr(GHashTable) seen_unlisted = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(VdHexLevels) levels = NULL;

  if (chart == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no morale levels of its formations"), vd_text_get (&module->name));
      return NULL;
    }
  path = g_strdup_printf ("charts.%s.rows", chart);
  rows = vd_hex_ruleset_lookup (module, path);
  g_free (path);
  path = g_strdup_printf ("charts.%s.columns", chart);
  columns = vd_hex_ruleset_lookup (module, path);
  g_free (path);
  path = g_strdup_printf ("charts.%s.cells", chart);
  cells = vd_hex_ruleset_lookup (module, path);
  g_free (path);
  path = g_strdup_printf ("charts.%s.rule", chart);
  rule = vd_hex_ruleset_lookup_word (module, path);
  if (rows == NULL || rows->kind != VD_YAML_SEQUENCE || cells == NULL ||
      cells->kind != VD_YAML_SEQUENCE)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the morale levels chart of %s is not given"), vd_text_get (&module->name));
      return NULL;
    }
  eliminated = eliminated_of (setup, n_applied);
  levels = g_new0 (VdHexLevels, 1);
  levels->formations = g_ptr_array_new_with_free_func ((GDestroyNotify) level_free);
  for (guint r = 0; r < rows->n_children && r < cells->n_children; r++)
    {
      const char *formation = vd_hex_ruleset_word (rows->children[r]);
      const VdYamlNode *row = cells->children[r];
      const char *found_side = NULL;
      VdHexLevel *level;
      int count, at[3];

      if (formation == NULL)
        continue;
      g_hash_table_add (listed, (gpointer) formation);
      level = g_new0 (VdHexLevel, 1);
      for (guint i = 0; i < setup->units->len; i++)
        {
          const VdBoardUnit *unit = setup->units->pdata[i];
          const VdBoardUnit *stands = vd_board_find_unit (now, unit->id);

          if (g_strcmp0 (unit->army, formation) != 0)
            continue;
          found_side = unit->side;
          if (!is_battalion (unit))
            continue;
          level->on_board++;
          if (g_hash_table_contains (eliminated, unit->id) &&
              (stands == NULL || !stands->placed))
            level->eliminated++;
          else if (stands != NULL && stands->placed &&
                   (g_strcmp0 (stands->state, "routed") == 0 ||
                    g_strcmp0 (stands->formation, "routed") == 0))
            level->routed++;
        }
      if (found_side == NULL || (side != NULL && g_strcmp0 (found_side, side) != 0))
        {
          level_free (level);
          continue;
        }
      level->formation = g_strdup (formation);
      level->side = g_strdup (found_side);
      level->rule = g_strdup (rule);
      level->battalions = cell_of (columns, row, "battalions");
      for (int k = 0; k < 3; k++)
        {
          g_autofree char *name = g_strdup_printf ("level-%d-at", k + 1);

          at[k] = cell_of (columns, row, name);
        }
      count = level->eliminated + level->routed;
      for (int k = 0; k < 3; k++)
        if (at[k] > 0 && count >= at[k])
          level->level = k + 1;
      if (level->level > 0)
        {
          g_autofree char *name = g_strdup_printf ("level-%d-modifier", level->level);

          level->modifier = cell_of (columns, row, name);
        }
      level->next_at = level->level < 3 ? at[level->level] : 0;
      if (level->level == 0)
        /* Translators: "2 eliminated, 1 routed: 3 of the 4 that make level 1". */
        level->why = g_strdup_printf (_("%d eliminated, %d routed: %d of the %d that make "
                                        "level 1"), level->eliminated, level->routed, count,
                                      level->next_at);
      else
        /* Translators: "4 eliminated, 1 routed: level 1, -3 to all its morale rolls". */
        level->why = g_strdup_printf (_("%d eliminated, %d routed: level %d, %+d to all its "
                                        "morale rolls"), level->eliminated, level->routed,
                                      level->level, level->modifier);
      g_ptr_array_add (levels->formations, level);
    }
  /* Formations the chart does not list have no levels (LBA-LVL-3). */
  for (guint i = 0; i < setup->units->len; i++)
    {
      const VdBoardUnit *unit = setup->units->pdata[i];

      if (unit->army == NULL || g_hash_table_contains (listed, unit->army) ||
          g_hash_table_contains (seen_unlisted, unit->army) ||
          (side != NULL && g_strcmp0 (unit->side, side) != 0))
        continue;
      g_hash_table_add (seen_unlisted, unit->army);
      g_strv_builder_add (unlisted, unit->army);
    }
  levels->unlisted = g_strv_builder_end (unlisted);
  return g_steal_pointer (&levels);
}
