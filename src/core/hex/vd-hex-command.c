/* BN's command radius (10.5a): whether a counter stands within its commander's reach. */
#include "vd-hex-command.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-move.h"
#include "vd-hex-odds.h"

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

/* One way a counter is within command: a commander's counter, the radius from it, the rule,
 * and the commander's reach up to that radius. */
typedef struct {
  const VdBoardUnit *commander;
  double             radius;
  const char        *rule;
  VdHexReach        *reach;
} Reach;

static void
reach_clear (gpointer data)
{
  Reach *reach = data;

  vd_hex_reach_free (reach->reach);
}

/* 10.5a-B: the other commanders a counter of UNIT's class may stand near instead, as its
 * link's `also` says (corps artillery within 4 MP of any division commander of its corps):
 * each placed counter of class `also.commanders` whose own commander is COMMANDER. */
static void
add_alternatives (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                  const VdBoardUnit *commander, const char *counted_as, GArray *reaches)
{
  const VdYamlNode *links = vd_hex_ruleset_lookup (module, "movement.command_radius.links");

  for (guint i = 0; links != NULL && links->kind == VD_YAML_SEQUENCE && i < links->n_children;
       i++)
    {
      const VdYamlNode *link = links->children[i];
      const VdYamlNode *also = vd_yaml_lookup (link, "also");
      const char *classes = vd_hex_ruleset_word (vd_yaml_lookup (also, "commanders"));
      const char *mp = vd_hex_ruleset_word (vd_yaml_lookup (also, "mp"));

      if (also == NULL || classes == NULL || mp == NULL ||
          !vd_hex_ruleset_node_has (vd_yaml_lookup (link, "classes"), unit->unit_class) ||
          g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (link, "commander")),
                     commander->unit_class) != 0)
        continue;
      for (guint u = 0; u < board->units->len; u++)
        {
          const VdBoardUnit *near = board->units->pdata[u];
          Reach alternative = { near, g_ascii_strtod (mp, NULL),
                                vd_hex_ruleset_word (vd_yaml_lookup (also, "rule")), NULL };

          if (!near->placed || g_strcmp0 (near->unit_class, classes) != 0 ||
              g_strcmp0 (near->army, commander->id) != 0)
            continue;
          alternative.reach = commander_reach (board, module, near->id, counted_as,
                                               alternative.radius);
          if (alternative.reach != NULL)
            g_array_append_val (reaches, alternative);
        }
    }
}

/* UNIT_ID's commander and radius, and REACHES, the Reach of its commander first, then those of
 * the commanders it may stand near instead (empty when the command is not judged, or when its
 * status is already said). */
static VdHexCommand *
command_reach (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
               GArray *reaches)
{
  VdHexCommand *command = g_new0 (VdHexCommand, 1);
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdBoardUnit *commander;
  const char *counted_as = counted_as_of (module);
  Reach own = { 0 };

  command->rule = vd_hex_command_applies (module)
                    ? vd_hex_ruleset_lookup_word (module, "movement.command_radius.rule")
                    : NULL;
  if (unit != NULL && unit->placed && unit->army == NULL && counted_as != NULL &&
      vd_hex_ruleset_list_has (module, "movement.command_radius.independent.classes",
                               unit->unit_class))
    {
      /* 10.5c: a fighting counter that names no commander is independent. */
      command->rule = vd_hex_ruleset_lookup_word (module,
                                                  "movement.command_radius.independent.rule");
      /* Translators: BN 10.5c, "fr-guard: names no commander: independent, held to no radius
       * and needing no orders". */
      command->why = g_strdup_printf (_("%s: names no commander: independent, held to no "
                                        "radius and needing no orders"), unit->id);
      return command;
    }
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
  own.commander = commander;
  own.radius = command->radius;
  own.rule = command->rule;
  own.reach = commander_reach (board, module, commander->id, counted_as, command->radius);
  if (own.reach == NULL)
    {
      command->status = VD_HEX_COMMAND_UNKNOWN;
      return command;
    }
  g_array_append_val (reaches, own);
  add_alternatives (board, module, unit, commander, counted_as, reaches);
  return command;
}

static GArray *
reaches_new (void)
{
  GArray *reaches = g_array_new (FALSE, TRUE, sizeof (Reach));

  g_array_set_clear_func (reaches, reach_clear);
  return reaches;
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

/* Within any of REACHES at HEX (the first that has it in *WHICH), out of all, or not known. */
static VdHexCommandStatus
status_among (GArray *reaches, VdHex hex, guint *which)
{
  VdHexCommandStatus status = VD_HEX_COMMAND_OUT;

  for (guint i = 0; i < reaches->len; i++)
    switch (status_at (g_array_index (reaches, Reach, i).reach, hex))
      {
      case VD_HEX_COMMAND_IN:
        if (which != NULL)
          *which = i;
        return VD_HEX_COMMAND_IN;
      case VD_HEX_COMMAND_UNKNOWN:
        status = VD_HEX_COMMAND_UNKNOWN;
        break;
      case VD_HEX_COMMAND_OUT:
      case VD_HEX_COMMAND_NOT_JUDGED:
      default:
        break;
      }
  return status;
}

/* 10.5a-A: an extended unit is within its radius when one of its hexes is: UNIT at HEX, or any
 * of its extensions where it stands (ONLY_EXTENSIONS: these alone); the extension that is in
 * *BY, else NULL. */
static VdHexCommandStatus
status_with_extensions (const VdBoard *board, GArray *reaches, const VdBoardUnit *unit,
                        VdHex hex, guint *which, const VdBoardUnit **by)
{
  VdHexCommandStatus status = status_among (reaches, hex, which);

  *by = NULL;
  for (guint i = 0; i < board->units->len && status != VD_HEX_COMMAND_IN; i++)
    {
      const VdBoardUnit *extension = board->units->pdata[i];
      VdHexCommandStatus there;

      if (!extension->placed || g_strcmp0 (extension->extends, unit->id) != 0)
        continue;
      there = status_among (reaches, extension->hex, which);
      if (there == VD_HEX_COMMAND_IN)
        *by = extension;
      if (there == VD_HEX_COMMAND_IN || there == VD_HEX_COMMAND_UNKNOWN)
        status = there;
    }
  return status;
}

/* The first reach of REACHES with a cost missing on the way. */
static const VdHexReach *
first_unknown (GArray *reaches)
{
  for (guint i = 0; i < reaches->len; i++)
    if (g_array_index (reaches, Reach, i).reach->unknown->len > 0)
      return g_array_index (reaches, Reach, i).reach;
  return NULL;
}

VdHexCommand *
vd_hex_command_of (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                   const VdHex *at)
{
  g_autoptr(GArray) reaches = reaches_new ();
  VdHexCommand *command = command_reach (board, module, unit_id, reaches);
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdHexReach *unknown;
  guint which = 0;
  const VdBoardUnit *extension = NULL;

  if (reaches->len == 0)
    return command;
  command->status = status_with_extensions (board, reaches, unit, at != NULL ? *at : unit->hex,
                                            &which, &extension);
  if (extension != NULL)
    {
      const char *rule = vd_hex_ruleset_lookup_word (module,
                                                     "movement.command_radius.extensions_rule");

      /* Translators: BN 10.5a-A, "fr-1: within by its extension fr-1-x (0505)". */
      command->rule = rule != NULL ? rule : command->rule;
      command->why = g_strdup_printf (_("%s: within by its extension %s"), unit->id,
                                      extension->id);
    }
  if (command->status == VD_HEX_COMMAND_IN && which > 0)
    {
      const Reach *near = &g_array_index (reaches, Reach, which);

      /* In radius by the other way (10.5a-B): said with that commander and its rule. */
      g_free (command->commander);
      command->commander = g_strdup (near->commander->id);
      command->radius = near->radius;
      command->rule = near->rule != NULL ? near->rule : command->rule;
    }
  else if (command->status == VD_HEX_COMMAND_UNKNOWN && (unknown = first_unknown (reaches)) != NULL)
    {
      const VdHexBlocked *first = unknown->unknown->pdata[0];

      /* Translators: "fr-1: within 4 officer MP of fr-div-2 or not: a cost on the way is
       * missing (Woods: movement points missing for Officer)". */
      command->why = g_strdup_printf (_("%s: within %g officer MP of %s or not: a cost on the "
                                        "way is missing (%s)"), unit->id, command->radius,
                                      command->commander, first->why);
    }
  else if (command->status == VD_HEX_COMMAND_OUT && reaches->len > 1)
    {
      const Reach *near = &g_array_index (reaches, Reach, 1);

      /* Translators: "fr-art: more than 8 officer MP from its commander corps, and more than
       * 4 from each commander under it (10.5a-B)". */
      command->why = g_strdup_printf (_("%s: more than %g officer MP from its commander %s, "
                                        "and more than %g from each commander under it (%s)"),
                                      unit->id, command->radius, command->commander,
                                      near->radius, near->rule != NULL ? near->rule : "?");
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
  g_autoptr(GPtrArray) whys = vd_hex_command_refuses_each (board, module, unit_id, &to, 1);

  *why = g_steal_pointer (&whys->pdata[0]);
  return *why != NULL;
}

GPtrArray *
vd_hex_command_refuses_each (const VdBoard *board, const VdHexRuleset *module,
                             const char *unit_id, const VdHex *to, guint n_to)
{
  g_autoptr(GArray) reaches = reaches_new ();
  g_autoptr(VdHexCommand) command = NULL;
  GPtrArray *whys = g_ptr_array_new_full (n_to, g_free);
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdBoardUnit *extension;

  g_ptr_array_set_size (whys, n_to);
  if (!vd_hex_command_applies (module))
    return whys;
  /* The commander's reaches once, for every hex asked. */
  command = command_reach (board, module, unit_id, reaches);
  if (reaches->len == 0 || status_among (reaches, unit->hex, NULL) != VD_HEX_COMMAND_IN)
    return whys;
  for (guint i = 0; i < n_to; i++)
    if (status_with_extensions (board, reaches, unit, to[i], NULL, &extension) ==
        VD_HEX_COMMAND_OUT)
      whys->pdata[i] = vd_hex_command_why_not (board, command, to[i]);
  return whys;
}

/* Whether a placed counter other than OFFICER names it as its commander and stands in its hex. */
static gboolean
with_own_unit (const VdBoard *board, const VdBoardUnit *officer, gboolean *has_units)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (unit == officer || !unit->placed || g_strcmp0 (unit->army, officer->id) != 0)
        continue;
      *has_units = TRUE;
      if (vd_hex_equal (unit->hex, officer->hex))
        return TRUE;
    }
  return FALSE;
}

void
vd_hex_command_phase_owed (const VdBoard *board, const VdHexRuleset *module, GPtrArray *owed)
{
  const char *class = vd_hex_ruleset_lookup_word (module,
                                                  "movement.command_radius.end_with_unit.class");
  const char *rule = vd_hex_ruleset_lookup_word (module,
                                                 "movement.command_radius.end_with_unit.rule");
  const VdHexName *phase;

  if (class == NULL || board->phase == NULL ||
      !vd_hex_ruleset_list_has (module, "movement.command_radius.end_with_unit.phases",
                                board->phase) ||
      (phase = vd_hex_ruleset_find_phase (module, board->phase)) == NULL)
    return;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *officer = board->units->pdata[i];
      gboolean has_units = FALSE;

      if (!officer->placed || g_strcmp0 (officer->unit_class, class) != 0 ||
          g_strcmp0 (officer->side, phase->side) != 0 ||
          with_own_unit (board, officer, &has_units) || !has_units)
        continue;
      /* Translators: what a movement phase still owes: a division commander alone. */
      vd_hex_odds_add_reason (owed, rule, officer->id,
                              g_strdup (_("must end the movement phase stacked with a unit of "
                                          "his division, and is not")));
    }
}
