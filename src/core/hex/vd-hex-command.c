/* BN's command radius (10.5a): whether a counter stands within its commander's reach. */
#include "vd-hex-command.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-move.h"

void
vd_hex_command_free (VdHexCommand *command)
{
  if (command == NULL)
    return;
  g_free (command->commander);
  g_free (command->why);
  g_free (command);
}

gboolean
vd_hex_command_applies (const VdHexRuleset *module)
{
  return module != NULL && vd_hex_ruleset_lookup (module, "movement.command_radius.links") != NULL;
}

/* The radius from a counter of CLASS to a commander of COMMANDER_CLASS, or -1: no link. */
static double
radius_of (const VdHexRuleset *module, const char *unit_class, const char *commander_class)
{
  const VdYamlNode *links = vd_hex_ruleset_lookup (module, "movement.command_radius.links");

  for (guint i = 0; links != NULL && links->kind == VD_YAML_SEQUENCE && i < links->n_children;
       i++)
    {
      const VdYamlNode *link = links->children[i];
      const char *mp = vd_hex_ruleset_word (vd_yaml_lookup (link, "mp"));

      if (mp != NULL && vd_hex_ruleset_node_has (vd_yaml_lookup (link, "classes"), unit_class) &&
          g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (link, "commander")), commander_class) == 0)
        return g_ascii_strtod (mp, NULL);
    }
  return -1;
}

/* The commander's reach at the officer's costs, up to RADIUS: the move engine's, on a copy of
 * BOARD where the commander COMMANDER_ID is of class COUNTED_AS with the radius for allowance. */
static VdHexReach *
commander_reach (const VdBoard *board, const VdHexRuleset *module, const char *commander_id,
                 const char *counted_as, double radius)
{
  g_autoptr(VdBoard) probe = vd_board_copy_without_journal (board);

  for (guint i = 0; i < probe->units->len; i++)
    {
      VdBoardUnit *copy = probe->units->pdata[i];

      if (g_str_equal (copy->id, commander_id))
        {
          g_free (copy->unit_class);
          copy->unit_class = g_strdup (counted_as);
          copy->has_movement = TRUE;
          copy->movement = (int) radius;
          copy->facing = -1;
        }
    }
  return vd_hex_reach (probe, module, commander_id, NULL);
}

static const char *
counted_as_of (const VdHexRuleset *module)
{
  return vd_hex_command_applies (module)
           ? vd_hex_ruleset_lookup_word (module, "movement.command_radius.counted_as")
           : NULL;
}

/* UNIT_ID's commander and radius, and REACH, the commander's reach (NULL when the command is
 * not judged, or when its status is already said). */
static VdHexCommand *
command_reach (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
               VdHexReach **reach)
{
  VdHexCommand *command = g_new0 (VdHexCommand, 1);
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdBoardUnit *commander;
  const char *counted_as = counted_as_of (module);

  *reach = NULL;
  command->rule = vd_hex_command_applies (module)
                    ? vd_hex_ruleset_lookup_word (module, "movement.command_radius.rule")
                    : NULL;
  if (unit == NULL || !unit->placed || unit->army == NULL || counted_as == NULL ||
      vd_hex_ruleset_list_has (module, "movement.command_radius.exempt", unit->unit_class))
    return command;
  command->commander = g_strdup (unit->army);
  commander = vd_board_find_unit (board, unit->army);
  if (commander == NULL || !commander->placed)
    {
      command->status = VD_HEX_COMMAND_UNKNOWN;
      /* Translators: "fr-1: its commander fr-div-2 is not on the map". */
      command->why = g_strdup_printf (_("%s: its commander %s is not on the map"), unit->id,
                                      unit->army);
      return command;
    }
  command->radius = radius_of (module, unit->unit_class, commander->unit_class);
  if (command->radius < 0)
    {
      command->status = VD_HEX_COMMAND_NOT_JUDGED;
      return command;
    }
  *reach = commander_reach (board, module, commander->id, counted_as, command->radius);
  if (*reach == NULL)
    command->status = VD_HEX_COMMAND_UNKNOWN;
  return command;
}

/* Within REACH at HEX, out of it, or not known (a cost on the way missing). */
static VdHexCommandStatus
status_at (const VdHexReach *reach, VdHex hex)
{
  for (guint i = 0; i < reach->reached->len; i++)
    if (vd_hex_equal (((const VdHexReached *) reach->reached->pdata[i])->hex, hex))
      return VD_HEX_COMMAND_IN;
  return reach->unknown->len > 0 ? VD_HEX_COMMAND_UNKNOWN : VD_HEX_COMMAND_OUT;
}

VdHexCommand *
vd_hex_command_of (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                   const VdHex *at)
{
  g_autoptr(VdHexReach) reach = NULL;
  VdHexCommand *command = command_reach (board, module, unit_id, &reach);
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);

  if (reach == NULL)
    return command;
  command->status = status_at (reach, at != NULL ? *at : unit->hex);
  if (command->status == VD_HEX_COMMAND_UNKNOWN)
    {
      const VdHexBlocked *first = reach->unknown->pdata[0];

      /* Translators: "fr-1: within 4 officer MP of fr-div-2 or not: a cost on the way is
       * missing (Woods: movement points missing for Officer)". */
      command->why = g_strdup_printf (_("%s: within %g officer MP of %s or not: a cost on the "
                                        "way is missing (%s)"), unit->id, command->radius,
                                      command->commander, first->why);
    }
  else if (command->status == VD_HEX_COMMAND_OUT)
    /* Translators: "fr-1: more than 4 officer MP from its commander fr-div-2". */
    command->why = g_strdup_printf (_("%s: more than %g officer MP from its commander %s"),
                                    unit->id, command->radius, command->commander);
  return command;
}

char *
vd_hex_command_why_not (const VdBoard *board, const VdHexCommand *command, VdHex to)
{
  g_autofree char *label = vd_board_format_hex (board, to);

  /* Translators: "0507: out of the radius of its commander fr-div-2 (4 officer MP), which it may
   * not leave of its own will". */
  return g_strdup_printf (_("%s: out of the radius of its commander %s (%g officer MP), which it "
                            "may not leave of its own will"), label, command->commander,
                          command->radius);
}

gboolean
vd_hex_command_refuses (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                        VdHex to, char **why)
{
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexCommand) command = NULL;

  *why = NULL;
  if (!vd_hex_command_applies (module))
    return FALSE;
  /* One reach of the commander answers for both hexes. */
  command = command_reach (board, module, unit_id, &reach);
  if (reach == NULL ||
      status_at (reach, vd_board_find_unit (board, unit_id)->hex) != VD_HEX_COMMAND_IN ||
      status_at (reach, to) != VD_HEX_COMMAND_OUT)
    return FALSE;
  *why = vd_hex_command_why_not (board, command, to);
  return TRUE;
}

GArray *
vd_hex_command_area (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                     VdHexCommand **command_out)
{
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexCommand) command = NULL;
  GArray *area;

  if (!vd_hex_command_applies (module))
    return NULL;
  command = command_reach (board, module, unit_id, &reach);
  /* Out of it already, or a cost missing on the way: where the radius ends is not known, so
   * nothing is refused. */
  if (reach == NULL || reach->unknown->len > 0 ||
      status_at (reach, vd_board_find_unit (board, unit_id)->hex) != VD_HEX_COMMAND_IN)
    return NULL;
  area = g_array_new (FALSE, FALSE, sizeof (VdHex));
  for (guint i = 0; i < reach->reached->len; i++)
    g_array_append_val (area, ((const VdHexReached *) reach->reached->pdata[i])->hex);
  if (command_out != NULL)
    *command_out = g_steal_pointer (&command);
  return area;
}
