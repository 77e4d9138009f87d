/* LBA's Santon earthworks: their front and rear hexsides, and what moving into one costs. */
#include "vd-hex-santon.h"
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

const char *
vd_hex_santon_word (const VdHexRuleset *module, const char *path)
{
  g_autofree char *full = g_strconcat ("special.santon.", path, NULL);

  return vd_hex_ruleset_lookup_word (module, full);
}

gboolean
vd_hex_santon_applies (const VdHexRuleset *module)
{
  return vd_hex_santon_word (module, "terrain") != NULL &&
         vd_hex_santon_word (module, "front_feature") != NULL;
}

gboolean
vd_hex_santon_is_work (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  const char *terrain = vd_hex_santon_word (module, "terrain");

  return terrain != NULL && vd_hex_santon_word (module, "front_feature") != NULL &&
         vd_hex_grid_contains (board->grid, hex) &&
         g_strcmp0 (vd_board_hex_terrain (board, module, hex), terrain) == 0;
}

/* The side between WORK and its neighbour NEXT: front when the board marks it so. */
static VdHexSantonSide
side_to_neighbour (const VdBoard *board, const VdHexRuleset *module, VdHex work, VdHex next)
{
  const char *front = vd_hex_santon_word (module, "front_feature");
  g_autoptr(GPtrArray) features = NULL;
  VdHexside side;

  if (!vd_hexside_between (work, next, &side))
    return VD_HEX_SANTON_NOT_WORK;
  features = vd_board_hexside_features (board, side);
  for (guint i = 0; i < features->len; i++)
    if (g_strcmp0 (((const VdBoardHexside *) features->pdata[i])->feature, front) == 0)
      return VD_HEX_SANTON_FRONT;
  return VD_HEX_SANTON_REAR;
}

VdHexSantonSide
vd_hex_santon_side (const VdBoard *board, const VdHexRuleset *module, VdHex work, VdHex other)
{
  g_autoptr(GArray) hexes = NULL;
  g_autoptr(GArray) along = NULL;
  VdHexSantonSide found = VD_HEX_SANTON_NOT_WORK;

  if (!vd_hex_santon_is_work (board, module, work) || vd_hex_equal (work, other))
    return VD_HEX_SANTON_NOT_WORK;
  if (vd_hex_distance (work, other) == 1)
    return side_to_neighbour (board, module, work, other);
  /* Farther away: the hexes next to the work that the line crosses, two where it runs
   * along a hexspine; the sides to them agree or the answer is either. */
  hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  along = g_array_new (FALSE, FALSE, sizeof (VdHexside));
  vd_hex_line (work, other, hexes, along);
  for (guint i = 0; i < along->len; i++)
    {
      VdHex a, b;

      vd_hexside_hexes (g_array_index (along, VdHexside, i), &a, &b);
      g_array_append_val (hexes, a);
      g_array_append_val (hexes, b);
    }
  for (guint i = 0; i < hexes->len; i++)
    {
      VdHex hex = g_array_index (hexes, VdHex, i);
      VdHexSantonSide side;

      if (vd_hex_distance (work, hex) != 1)
        continue;
      side = side_to_neighbour (board, module, work, hex);
      if (found == VD_HEX_SANTON_NOT_WORK)
        found = side;
      else if (found != side)
        found = VD_HEX_SANTON_EITHER;
    }
  return found;
}

void
vd_hex_santon_sides (const VdBoard *board, const VdHexRuleset *module, VdHex work,
                     GArray *front, GArray *rear)
{
  if (!vd_hex_santon_is_work (board, module, work))
    return;
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (work, d);

      g_array_append_val (side_to_neighbour (board, module, work, next) == VD_HEX_SANTON_FRONT
                            ? front : rear, next);
    }
}

gboolean
vd_hex_santon_fire_defence (const VdHexRuleset *module, VdHexSantonSide side, int *value,
                            const char **rule)
{
  const char *word;

  if (side != VD_HEX_SANTON_FRONT && side != VD_HEX_SANTON_REAR)
    return FALSE;
  word = vd_hex_santon_word (module, side == VD_HEX_SANTON_FRONT ? "fire_defence.through_front"
                                                                 : "fire_defence.through_rear");
  if (word == NULL)
    return FALSE;
  *value = atoi (word);
  *rule = vd_hex_santon_word (module, "fire_defence.rule");
  return TRUE;
}

gboolean
vd_hex_santon_battery (const VdBoard *board, const VdHexRuleset *module,
                       const VdBoardUnit *unit, const char **rule)
{
  const char *still = module != NULL ? vd_hex_santon_word (module, "still.class") : NULL;

  if (unit == NULL || !unit->placed || still == NULL ||
      g_strcmp0 (unit->unit_class, still) != 0 || !vd_hex_santon_is_work (board, module, unit->hex))
    return FALSE;
  if (rule != NULL)
    *rule = vd_hex_santon_word (module, "still.rule");
  return TRUE;
}

char *
vd_hex_santon_battery_why (const VdBoardUnit *unit)
{
  /* Translators: "sb is a battery in a Santon earthwork: it never limbers, moves or turns". */
  return g_strdup_printf (_("%s is a battery in a Santon earthwork: it never limbers, moves or "
                            "turns"), unit->id);
}

gboolean
vd_hex_move_santon_still (Mover *m, Step *step)
{
  const char *rule = NULL;

  if (!vd_hex_santon_battery (m->board, m->module, m->unit, &rule))
    return FALSE;
  vd_hex_move_set_blocked (step, STEP_FORBIDDEN, rule, vd_hex_santon_battery_why (m->unit));
  return TRUE;
}

/* Whether the step from A into B enters an earthwork from outside it. */
static gboolean
enters_work (const Mover *m, VdHex a, VdHex b)
{
  return vd_hex_santon_applies (m->module) && vd_hex_santon_is_work (m->board, m->module, b) &&
         !vd_hex_santon_is_work (m->board, m->module, a);
}

gboolean
vd_hex_move_santon_refuses (Mover *m, VdHex a, VdHex b, Step *step)
{
  g_autofree char *label = NULL;

  if (!enters_work (m, a, b) ||
      vd_hex_santon_side (m->board, m->module, b, a) != VD_HEX_SANTON_FRONT)
    return FALSE;
  label = vd_board_format_hex (m->board, b);
  step->kind = STEP_FORBIDDEN;
  step->rule = g_strdup (vd_hex_santon_word (m->module, "entry.rule"));
  /* Translators: "into the earthwork 0202 through a front hexside: only a melee assault
   * enters that way; a move enters through a rear hexside". */
  step->why = g_strdup_printf (_("into the earthwork %s through a front hexside: only a melee "
                                 "assault enters that way; a move enters through a rear "
                                 "hexside"), label);
  return TRUE;
}

/* LBA-SANTON-4: a battalion come in by the rear stands with its side's battery to support it
 * (`support`), said at B; how many may is stacking's (LBA-STK-7). */
static void
santon_support (Mover *m, VdHex b, Step *step)
{
  const char *rule = vd_hex_santon_word (m->module, "support.rule");
  g_autoptr(GPtrArray) there = NULL;

  if (rule == NULL || g_strcmp0 (m->unit->unit_class,
                                 vd_hex_santon_word (m->module, "support.class")) != 0)
    return;
  there = vd_board_units_at (m->board, b);
  for (guint i = 0; i < there->len; i++)
    {
      const VdBoardUnit *unit = there->pdata[i];

      if (g_str_equal (unit->side, m->unit->side) &&
          g_strcmp0 (unit->unit_class, vd_hex_santon_word (m->module, "support.with")) == 0)
        {
          vd_hex_move_hex_reason (step->reasons, rule, b, 0);
          return;
        }
    }
}

void
vd_hex_move_santon_rear (Mover *m, VdHex a, VdHex b, Step *step)
{
  const char *rule = vd_hex_santon_word (m->module, "entry.rule");
  const char *reading = vd_hex_santon_word (m->module, "entry.reading");
  const char *clear_option = vd_hex_santon_word (m->module, "entry.clear_option");
  const VdHexTerrain *work = NULL, *clear = NULL;
  const char *chosen;
  StepReason *ground = NULL;
  double chart, as_clear;

  if (step->kind != STEP_OK || step->road || !enters_work (m, a, b) || reading == NULL)
    return;
  work = vd_hex_ruleset_find_terrain (m->module, vd_board_hex_terrain (m->board, m->module, b));
  clear = vd_hex_ruleset_find_terrain (m->module, vd_hex_santon_word (m->module,
                                                                      "entry.clear_terrain"));
  for (guint i = 0; step->reasons != NULL && i < step->reasons->len; i++)
    {
      StepReason *reason = &g_array_index (step->reasons, StepReason, i);

      if (!reason->on_side && vd_hex_equal (reason->hex, b))
        ground = reason;
    }
  if (work == NULL || clear == NULL || ground == NULL ||
      clear->mp[m->class_index].status != VD_HEX_MP_KNOWN)
    return;
  chart = ground->mp;
  as_clear = clear->mp[m->class_index].mp;
  chosen = vd_hex_ruleset_choice (m->module, reading);
  if (chosen == NULL && chart != as_clear)
    {
      g_autofree char *label = vd_board_format_hex (m->board, b);

      step->kind = STEP_UNKNOWN;
      step->rule = g_strdup (reading);
      /* Translators: "the earthwork 0202 through a rear hexside: 2 MP by the movement chart or
       * 1 as a clear-terrain move (LBA-SANTON-3): reading lba-i-santon-entry not chosen". */
      step->why = g_strdup_printf (_("the earthwork %s through a rear hexside: %g MP by the "
                                     "movement chart or %g as a clear-terrain move (%s): "
                                     "reading %s not chosen"), label, chart, as_clear, rule,
                                   reading);
      return;
    }
  if (g_strcmp0 (chosen, clear_option) == 0)
    {
      step->mp += as_clear - chart;
      ground->mp = as_clear;
      ground->rule = rule;
    }
  else
    /* Entered through the rear, as LBA-SANTON-3 asks: said with its rule, at no extra cost. */
    vd_hex_move_hex_reason (step->reasons, rule, b, 0);
  santon_support (m, b, step);
}
