/* BN's Desertion Table: the unit's column, the die, the stragglers when the table is entered. */
#include "vd-hex-desertion-bn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-yaml-reader.h"

#define DESERT "special.stragglers.desertion."

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, DESERT, key);
}

void
vd_hex_desertion_free (VdHexDesertion *desertion)
{
  if (desertion == NULL)
    return;
  g_free (desertion->unit_id);
  g_free (desertion->column);
  g_clear_pointer (&desertion->reasons, g_ptr_array_unref);
  g_clear_pointer (&desertion->missing, g_ptr_array_unref);
  g_free (desertion);
}

/* `charts.CHART.KEY`. */
static const VdYamlNode *
chart_key (const VdHexRuleset *module, const char *chart, const char *key)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.%s", chart, key);

  return vd_hex_ruleset_lookup (module, path);
}

/* The cell of CHART at ROW and COLUMN, the seed's or the owner's, or NULL. */
static const char *
chart_cell (const VdHexRuleset *module, const char *chart, const char *row, const char *column)
{
  const VdYamlNode *rows = chart_key (module, chart, "rows");
  const VdYamlNode *columns = chart_key (module, chart, "columns");
  const VdYamlNode *cells = chart_key (module, chart, "cells");
  int r = vd_hex_ruleset_node_index (rows, row);
  int c = vd_hex_ruleset_node_index (columns, column);

  if (cells == NULL || cells->kind != VD_YAML_SEQUENCE || r < 0 || c < 0 ||
      (guint) r >= cells->n_children || cells->children[r]->kind != VD_YAML_SEQUENCE ||
      (guint) c >= cells->children[r]->n_children)
    return NULL;
  return vd_hex_ruleset_word (cells->children[r]->children[c]);
}

/* 21.1: one die, unmodified, in the column of the unit's morale grade. */
VdHexDesertion *
vd_hex_desertion (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                  int die, GError **error)
{
  g_autoptr(VdHexDesertion) desertion = NULL;
  const char *rule = word (module, "rule");
  const char *chart = word (module, "chart");
  int faces = atoi (word (module, "faces") ?: "6");
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *name;
  const VdYamlNode *used = vd_hex_ruleset_lookup (module, DESERT "used_for");
  g_autoptr(GString) uses = g_string_new (NULL);

  if (rule == NULL || chart == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("this game has no Desertion Table"));
      return NULL;
    }
  if (unit == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on the board"),
                   unit_id);
      return NULL;
    }
  if (die < 0 || die > faces)
    {
      /* Translators: "the Desertion Table takes one die, 1 to 6, not 7". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the Desertion Table takes one die, 1 to %d, not %d (%s)"), faces, die,
                   rule);
      return NULL;
    }
  name = vd_hex_ruleset_text (chart_key (module, chart, "name")) ?: chart;
  desertion = g_new0 (VdHexDesertion, 1);
  desertion->unit_id = g_strdup (unit_id);
  desertion->die = die;
  desertion->reasons = vd_hex_odds_reasons_new ();
  desertion->missing = vd_hex_odds_reasons_new ();
  for (guint i = 0; used != NULL && used->kind == VD_YAML_SEQUENCE && i < used->n_children; i++)
    g_string_append_printf (uses, "%s%s", i > 0 ? ", " : "",
                            vd_hex_ruleset_word (used->children[i]));
  /* Translators: "the Desertion Table serves only forced marches and emergency retreats
   * (18.0b, 10.4); the Fire and Morale Tables give their stragglers themselves". */
  vd_hex_odds_add_reason (desertion->reasons, rule, NULL,
                          g_strdup_printf (_("the %s serves only forced marches and emergency "
                                             "retreats (%s); the Fire and Morale Tables give "
                                             "their stragglers themselves"), name, uses->str));
  desertion->takes =
    vd_hex_ruleset_list_has (module, "special.roster.stragglers.classes", unit->unit_class);
  if (!desertion->takes)
    {
      /* 21.0a: artillery, cavalry and skirmishers ignore stragglers: no roll to make. */
      desertion->known = TRUE;
      vd_hex_odds_add_reason (desertion->reasons, word (module, "classes_rule"), unit_id,
                              g_strdup_printf (_("a counter of class %s never takes stragglers: "
                                                 "none"), unit->unit_class));
      return g_steal_pointer (&desertion);
    }
  desertion->column = g_strdup (unit->grade);
  if (desertion->column == NULL)
    {
      vd_hex_odds_add_reason (desertion->missing, rule, unit_id,
                              g_strdup (_("its morale grade is not on the board: the table’s "
                                          "column is read by it")));
      return g_steal_pointer (&desertion);
    }
  /* Translators: "one die, unmodified, in column C (its morale grade)". */
  vd_hex_odds_add_reason (desertion->reasons, rule, unit_id,
                          g_strdup_printf (_("one die, unmodified, in column %s (its morale "
                                             "grade)"), desertion->column));
  if (die == 0)
    return g_steal_pointer (&desertion);
  {
    g_autofree char *row = g_strdup_printf ("%d", die);
    const char *cell = chart_cell (module, chart, row, desertion->column);

    if (cell != NULL && strspn (cell, "0123456789") == strlen (cell) && *cell != '\0')
      {
        desertion->known = TRUE;
        desertion->stragglers = atoi (cell);
        /* Translators: "die 4: 1 straggler(s) on its roster row". */
        vd_hex_odds_add_reason (desertion->reasons, rule, unit_id,
                                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "die %d: %d straggler on its "
                                                              "roster row",
                                                              "die %d: %d stragglers on its "
                                                              "roster row",
                                                              desertion->stragglers),
                                                 die, desertion->stragglers));
      }
    else
      /* Translators: "Desertion Table: the cell of column C, die 4 is not given". */
      vd_hex_odds_add_reason (desertion->missing, rule, chart,
                              g_strdup_printf (_("%s: the cell of column %s, die %d is not "
                                                 "given"), name, desertion->column, die));
  }
  return g_steal_pointer (&desertion);
}

/* 18.0b, 18.0c: the journal's last forced march of the unit this turn, and the rolls it owes. */
int
vd_hex_desertion_forced (const VdBoard *setup, guint n_applied, int turn,
                         const VdHexRuleset *module, const char *unit_id, GPtrArray *reasons)
{
  const char *per_roll = vd_hex_ruleset_lookup_word (module, "movement.forced_march.per_roll");
  const char *chart = word (module, "chart");
  const char *name;
  const char *phase = NULL;
  int forced = 0, each, rolls;

  for (guint i = 0; setup->journal != NULL && i < MIN (n_applied, setup->journal->len); i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      if (event->kind != VD_BOARD_EVENT_MOVE || event->turn != turn ||
          g_strcmp0 (event->unit_id, unit_id) != 0)
        continue;
      /* Moved again in the phase it force-marched in, the move is redone from its start. */
      if (event->forced > 0)
        {
          forced = event->forced;
          phase = event->phase;
        }
      else if (forced > 0 && g_strcmp0 (event->phase, phase) == 0)
        forced = 0;
    }
  if (forced == 0)
    return 0;
  each = per_roll != NULL ? atoi (per_roll) : 0;
  rolls = each > 0 ? (forced + each - 1) / each : 1;
  name = chart != NULL ? vd_hex_ruleset_text (chart_key (module, chart, "name")) : NULL;
  /* Translators: BN 18.0b, "force-marched +4 this turn: 2 rolls on the Desertion Table". */
  vd_hex_odds_add_reason (reasons,
                          vd_hex_ruleset_lookup_word (module, "movement.forced_march.roll_rule"),
                          unit_id,
                          g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "force-marched +%d this turn: %d roll "
                                                        "on the %s",
                                                        "force-marched +%d this turn: %d rolls "
                                                        "on the %s", rolls),
                                           forced, rolls, name != NULL ? name
                                                          : chart != NULL ? chart : "?"));
  return forced;
}
