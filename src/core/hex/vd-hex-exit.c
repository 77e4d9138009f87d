/* A counter leaving the map of its own accord: where it may, what it costs, what it becomes. */
#include "vd-hex-exit.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-move.h"

void
vd_hex_exit_free (VdHexExit *exit)
{
  if (exit == NULL)
    return;
  g_free (exit->rule);
  g_free (exit->why);
  g_free (exit->missing);
  g_free (exit->missing_rule);
  g_free (exit);
}

static const char *
off_map_word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, "special.off_map.", key);
}

/* The edges HEX lies on: "west", "east", "north", "south" (a corner, two). */
static GPtrArray *
edges_of (const VdBoard *board, VdHex hex)
{
  GPtrArray *edges = g_ptr_array_new ();
  int column, row;

  vd_hex_grid_to_offset (board->grid, hex, &column, &row);
  if (column == 0)
    g_ptr_array_add (edges, "west");
  if (column == vd_hex_grid_get_columns (board->grid) - 1)
    g_ptr_array_add (edges, "east");
  if (row == 0)
    g_ptr_array_add (edges, "north");
  if (row == vd_hex_grid_get_rows (board->grid) - 1)
    g_ptr_array_add (edges, "south");
  return edges;
}

/* An edge's name in the user's language. */
static const char *
edge_name (const char *edge)
{
  if (g_str_equal (edge, "west"))
    return C_("map edge", "west");
  if (g_str_equal (edge, "east"))
    return C_("map edge", "east");
  if (g_str_equal (edge, "north"))
    return C_("map edge", "north");
  return C_("map edge", "south");
}

/* F7: the point it costs, within what the phase left it — its allowance less the cost of its
 * way here from START, where the phase found it. FALSE with ERROR when it has not got it; a
 * way of unknown cost leaves the question to the referee (EXIT->missing). */
static gboolean
has_the_point (VdHexExit *exit, const VdBoard *board, const VdHexRuleset *module,
               const VdBoardUnit *unit, VdHex start, GError **error)
{
  g_autoptr(VdBoard) at_start = vd_board_copy_without_journal (board);
  g_autoptr(VdHexReach) reach = NULL;
  const char *rule = off_map_word (module, "exit_mp_rule");
  double mp = atof (off_map_word (module, "exit_mp") != NULL ? off_map_word (module, "exit_mp")
                                                              : "1");
  VdBoardUnit *moved = (VdBoardUnit *) vd_board_find_unit (at_start, unit->id);

  moved->hex = start;
  reach = vd_hex_reach (at_start, module, unit->id, NULL);
  if (reach == NULL || !reach->has_allowance)
    {
      exit->missing = g_strdup (_("whether it has the point to leave is not known: its "
                                  "movement allowance is not given"));
      exit->missing_rule = g_strdup (rule);
      return TRUE;
    }
  for (guint i = 0; i < reach->reached->len; i++)
    {
      const VdHexReached *here = reach->reached->pdata[i];

      if (!vd_hex_equal (here->hex, unit->hex))
        continue;
      if (here->stop)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s stopped in an enemy zone and moves no more this phase"), unit->id);
          return FALSE;
        }
      if (here->cost + mp > reach->allowance)
        {
          /* Translators: "fr-1 has spent 4 of its 4 points: leaving costs 1 more (F7)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s has spent %g of its %g points: leaving costs %g more (%s)"),
                       unit->id, here->cost, reach->allowance, mp, rule != NULL ? rule : "?");
          return FALSE;
        }
      return TRUE;
    }
  exit->missing = g_strdup (_("whether it has the point to leave is not known: its way here "
                              "this phase is of unknown cost"));
  exit->missing_rule = g_strdup (rule);
  return TRUE;
}

VdHexExit *
vd_hex_exit (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
             VdHex start, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  g_autoptr(VdHexExit) exit = g_new0 (VdHexExit, 1);
  g_autoptr(GPtrArray) edges = NULL;
  g_autofree char *key = NULL, *label = NULL, *shown = vd_error_cut (unit_id);
  const VdYamlNode *allowed;
  gboolean may = FALSE;

  if (vd_hex_ruleset_lookup (module, "special.off_map") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no movement off the map"), vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  edges = edges_of (board, unit->hex);
  label = vd_board_format_hex (board, unit->hex);
  if (edges->len == 0)
    {
      /* Translators: "fr-1 is in 0505, on no edge of the map". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is in %s, on no edge of the map"),
                   unit->id, label);
      return NULL;
    }
  if (!has_the_point (exit, board, module, unit, start, error))
    return NULL;
  /* F5: the Vienna road's arrowed hexes, for the side that takes it. */
  if (g_strcmp0 (off_map_word (module, "vienna_road_side"), unit->side) == 0 &&
      vd_hex_ruleset_node_has (vd_hex_ruleset_lookup (module, "special.off_map.vienna_road_hexes"),
                               label))
    {
      exit->kind = VD_HEX_EXIT_VIENNA;
      exit->rule = g_strdup (off_map_word (module, "vienna_rule"));
      /* Translators: "by the Vienna road from 0130". */
      exit->why = g_strdup_printf (_("by the Vienna road from %s"), label);
      return g_steal_pointer (&exit);
    }
  key = g_strdup_printf ("special.off_map.%s_exit_edges", unit->side);
  for (char *p = key; *p != '\0'; p++)
    if (*p == '-')
      *p = '_';
  allowed = vd_hex_ruleset_lookup (module, key);
  for (guint i = 0; i < edges->len && !may; i++)
    may = vd_hex_ruleset_node_has (allowed, edges->pdata[i]);
  if (may)
    {
      exit->kind = VD_HEX_EXIT_FLED;
      exit->rule = g_strdup (off_map_word (module, "fled_rule"));
      /* Translators: "off the map by the west edge from 0101". */
      exit->why = g_strdup_printf (_("off the map by the %s edge from %s, of its own accord"),
                                   edge_name (edges->pdata[0]), label);
      return g_steal_pointer (&exit);
    }
  exit->kind = VD_HEX_EXIT_ELIMINATED;
  exit->rule = g_strdup (off_map_word (module, "edges_rule"));
  /* Translators: "off the map by the east edge from 0801, which its side may not use:
   * eliminated". */
  exit->why = g_strdup_printf (_("off the map by the %s edge from %s, which its side may not "
                                 "use: eliminated"), edge_name (edges->pdata[0]), label);
  return g_steal_pointer (&exit);
}
