/* LBA's counter marks: the troop types a board's `mark:` or `marks:` gives a counter
 * (special.troop_marks). */
#include "vd-hex-lba-marks.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-odds.h"

#define MARKS "special.troop_marks"

const VdYamlNode *
vd_hex_lba_mark_entry (const VdHexRuleset *module, const char *mark)
{
  const VdYamlNode *marks = vd_hex_ruleset_lookup (module, MARKS);

  if (mark == NULL || marks == NULL || marks->kind != VD_YAML_MAPPING)
    return NULL;
  for (guint i = 0; i + 1 < marks->n_children; i += 2)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (marks->children[i + 1], "mark")),
                   mark) == 0)
      return marks->children[i + 1];
  return NULL;
}

const VdYamlNode *
vd_hex_lba_troop_mark (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                       const char **mark)
{
  for (guint i = 0; unit != NULL && unit->marks != NULL && unit->marks[i] != NULL; i++)
    {
      const VdYamlNode *entry = vd_hex_lba_mark_entry (module, unit->marks[i]);

      if (entry != NULL && (key == NULL || vd_yaml_lookup (entry, key) != NULL))
        {
          if (mark != NULL)
            *mark = unit->marks[i];
          return entry;
        }
    }
  return NULL;
}

const char *
vd_hex_lba_marked_row (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                       GPtrArray *rows, const char **mark)
{
  for (guint m = 0; unit != NULL && unit->marks != NULL && unit->marks[m] != NULL; m++)
    {
      const VdYamlNode *entry = vd_hex_lba_mark_entry (module, unit->marks[m]);
      const VdYamlNode *listed = entry != NULL ? vd_yaml_lookup (entry, key) : NULL;

      for (guint i = 0; listed != NULL && i < rows->len; i++)
        if (vd_hex_ruleset_node_has (listed, rows->pdata[i]))
          {
            if (mark != NULL)
              *mark = unit->marks[m];
            return rows->pdata[i];
          }
    }
  return NULL;
}

const char *
vd_hex_lba_mark_listing (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                         const char *row)
{
  for (guint m = 0; unit != NULL && unit->marks != NULL && unit->marks[m] != NULL; m++)
    {
      const VdYamlNode *entry = vd_hex_lba_mark_entry (module, unit->marks[m]);
      const VdYamlNode *listed = entry != NULL ? vd_yaml_lookup (entry, key) : NULL;

      /* A key holds a list (fire_rows) or one word (charge_row). */
      if (vd_hex_ruleset_node_has (listed, row) ||
          (listed != NULL && listed->kind == VD_YAML_SCALAR && g_strcmp0 (listed->value, row) == 0))
        return unit->marks[m];
    }
  return NULL;
}

const char *
vd_hex_lba_mark_word (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                      const char **mark)
{
  const VdYamlNode *entry = vd_hex_lba_troop_mark (module, unit, key, mark);

  return entry != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (entry, key)) : NULL;
}

gboolean
vd_hex_lba_is_sixth (const VdHexRuleset *module, const VdBoardUnit *unit, const char **mark)
{
  return g_strcmp0 (vd_hex_lba_mark_word (module, unit, "sixth_battalion", mark), "true") == 0;
}

gboolean
vd_hex_lba_is_weight_row (const VdHexRuleset *module, const char *row)
{
  const VdYamlNode *marks = vd_hex_ruleset_lookup (module, MARKS);

  for (guint i = 0; marks != NULL && marks->kind == VD_YAML_MAPPING && i + 1 < marks->n_children;
       i += 2)
    if (vd_yaml_lookup (marks->children[i + 1], "recall_rows") != NULL &&
        g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (marks->children[i + 1], "charge_row")),
                   row) == 0)
      return TRUE;
  return FALSE;
}

gboolean
vd_hex_lba_some_mark_says (const VdHexRuleset *module, const char *key, const char *word)
{
  const VdYamlNode *marks = vd_hex_ruleset_lookup (module, MARKS);

  for (guint i = 0; marks != NULL && marks->kind == VD_YAML_MAPPING && i + 1 < marks->n_children;
       i += 2)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (marks->children[i + 1], key)), word) == 0)
      return TRUE;
  return FALSE;
}

GStrv
vd_hex_lba_marked_carre_modifiers (const VdHexRuleset *module, const VdBoardUnit *unit,
                       const VdBoardUnit *charger, const char *nation, const VdYamlNode *mods,
                       const char * const *given, GPtrArray *reasons, GArray *marked)
{
  g_autoptr(GStrvBuilder) all = g_strv_builder_new ();

  for (guint i = 0; given != NULL && given[i] != NULL; i++)
    g_strv_builder_add (all, given[i]);
  for (guint c = 0; c < 2; c++)
    {
      const VdBoardUnit *counter = c == 0 ? unit : charger;
      const char *key = c == 0 ? "carre_modifier" : "charger_carre_modifier";

      for (guint m = 0; counter != NULL && counter->marks != NULL && counter->marks[m] != NULL;
           m++)
        {
          const VdYamlNode *entry = vd_hex_lba_mark_entry (module, counter->marks[m]);
          const char *word = entry != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (entry, key))
                                           : NULL;
          gboolean named = FALSE, sixth;

          if (word == NULL)
            continue;
          for (guint i = 0; given != NULL && given[i] != NULL; i++)
            {
              g_auto(GStrv) parts = g_strsplit (given[i], "=", 2);

              named = named || g_strcmp0 (parts[0], word) == 0;
            }
          for (guint i = 0; i < marked->len; i++)
            named = named || g_str_equal (g_array_index (marked, VdHexLbaMarked, i).name, word);
          if (named)
            continue;
          sixth = c == 0 &&
                  g_strcmp0 (word, vd_hex_ruleset_lookup_word (module,
                                                               "combat.carre.barred.modifier")) == 0 &&
                  g_strcmp0 (nation, vd_hex_ruleset_lookup_word (module,
                                                                 "combat.carre.barred.nation")) == 0;
          if (sixth || (mods != NULL && vd_yaml_lookup (mods, word) != NULL))
            {
              VdHexLbaMarked one = { word, counter->marks[m], c == 0 ? NULL : counter->id };

              g_strv_builder_add (all, word);
              g_array_append_val (marked, one);
            }
          else
            /* Translators: "the counter's mark legere carries “legere”, no carré modifier of a
             * russian counter: not counted". */
            vd_hex_odds_add_reason (reasons, vd_hex_ruleset_word (vd_yaml_lookup (entry, "rule")),
                                    counter->id,
                                    g_strdup_printf (_("the counter’s mark %s carries “%s”, no "
                                                       "carré modifier of a %s counter: not "
                                                       "counted"),
                                                     counter->marks[m], word, nation));
        }
    }
  return g_strv_builder_end (all);
}

void
vd_hex_lba_say_carre_origin (const VdHexRuleset *module, GPtrArray *reasons, const char *unit_id,
            const char *name, GArray *marked)
{
  if (!vd_hex_lba_some_mark_says (module, "carre_modifier", name) &&
      !vd_hex_lba_some_mark_says (module, "charger_carre_modifier", name))
    return;
  for (guint i = 0; i < marked->len; i++)
    {
      const VdHexLbaMarked *one = &g_array_index (marked, VdHexLbaMarked, i);

      if (!g_str_equal (one->name, name))
        continue;
      vd_hex_odds_add_reason (reasons, NULL, one->charger != NULL ? one->charger : unit_id,
                              one->charger != NULL
                              /* Translators: "lance, marked on the charger c1 (lancers)". */
                              ? g_strdup_printf (_("%s, marked on the charger %s (%s)"), name,
                                                 one->charger, one->mark)
                              /* Translators: "legere, marked on the counter (legere)". */
                              : g_strdup_printf (_("%s, marked on the counter (%s)"), name,
                                                 one->mark));
      return;
    }
  /* Translators: "sixth-battalion, named by the referee". */
  vd_hex_odds_add_reason (reasons, NULL, unit_id,
                          g_strdup_printf (_("%s, named by the referee"), name));
}
