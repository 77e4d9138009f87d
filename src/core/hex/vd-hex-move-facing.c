/* Facing (BN 13): what turning costs, the facing a unit starts with, its front. */
#include "vd-hex-move-private.h"

#include <math.h>

/* The module's facing costs (`movement.facing.costs` names where they are): per hexside turned,
 * hexside to a vertex beside it, vertex to a hexside beside it, about-face. FALSE when one is
 * not given. */
static gboolean
facing_costs (const Mover *m, double costs[4])
{
  const char *path = vd_hex_ruleset_lookup_word (m->module, "movement.facing.costs");
  const char * const keys[] = { "per_hexside_turned", "side_to_adjacent_vertex",
                                "vertex_to_adjacent_side", "about_face" };

  for (guint i = 0; path != NULL && i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *key = g_strdup_printf ("%s.%s", path, keys[i]);
      const VdYamlNode *node = vd_hex_move_lookup (m->module, key);

      if (node == NULL || node->kind != VD_YAML_SCALAR)
        return FALSE;
      costs[i] = g_ascii_strtod (node->value, NULL);
    }
  return path != NULL;
}

/* A single turn from A to B of KIND at COST, kept when it is the cheapest yet. */
static void
single_turn (Mover *m, int a, int b, int kind, double cost)
{
  if (cost < m->turn[a][b])
    {
      m->turn[a][b] = cost;
      m->turn_kind[a][b] = (signed char) kind;
    }
}

/* BN 13.1: the least cost of turning from each facing to each other (0-5 hexsides clockwise,
 * 6-11 the vertices, 6 + k between hexsides k and k + 1), turns chained as the rule allows,
 * each kept with how it is made. */
static void
facing_turns (Mover *m, const double costs[4])
{
  for (int a = 0; a < 12; a++)
    for (int b = 0; b < 12; b++)
      {
        m->turn[a][b] = a == b ? 0 : INFINITY;
        m->turn_kind[a][b] = m->turn_via[a][b] = -1;
      }
  for (int k = 0; k < 6; k++)
    {
      int vertex = 6 + k;

      single_turn (m, k, (k + 1) % 6, 0, costs[0]);
      single_turn (m, k, (k + 5) % 6, 0, costs[0]);
      single_turn (m, k, (k + 3) % 6, 3, costs[3]);
      single_turn (m, k, vertex, 1, costs[1]);
      single_turn (m, k, 6 + (k + 5) % 6, 1, costs[1]);
      single_turn (m, vertex, k, 2, costs[2]);
      single_turn (m, vertex, (k + 1) % 6, 2, costs[2]);
      single_turn (m, vertex, 6 + (k + 3) % 6, 3, costs[3]);
    }
  for (int via = 0; via < 12; via++)
    for (int a = 0; a < 12; a++)
      for (int b = 0; b < 12; b++)
        if (m->turn[a][via] + m->turn[via][b] < m->turn[a][b] - 1e-9)
          {
            m->turn[a][b] = m->turn[a][via] + m->turn[via][b];
            m->turn_via[a][b] = (signed char) via;
          }
  for (int b = 0; b < 12; b++)
    m->turn[FACING_ANY][b] = 0;
}

void
vd_hex_move_turn_reasons (const Mover *m, int from, int to, VdHex hex, GArray *reasons)
{
  int via;

  /* A start facing or its reverse (13.1b): the turn from the cheaper of the two. */
  if (from == FACING_ANY && m->either && to >= 0)
    {
      from = m->turn[m->either_of[0]][to] <= m->turn[m->either_of[1]][to] ? m->either_of[0]
                                                                           : m->either_of[1];
      if (from == to)
        return;
    }
  if (from == to || from == FACING_ANY || from < 0 || to < 0)
    return;
  via = m->turn_via[from][to];
  if (via >= 0)
    {
      vd_hex_move_turn_reasons (m, from, via, hex, reasons);
      vd_hex_move_turn_reasons (m, via, to, hex, reasons);
      return;
    }
  if (m->turn[from][to] > 0 && m->turn_kind[from][to] >= 0)
    vd_hex_move_hex_reason (reasons, m->turn_rules[m->turn_kind[from][to]], hex,
                            m->turn[from][to]);
}

void
vd_hex_move_facing_either (Mover *m, int facing)
{
  int about = facing < 6 ? (facing + 3) % 6 : 6 + (facing - 6 + 3) % 6;

  if (facing < 0 || facing >= FACING_ANY)
    return;
  m->either = TRUE;
  m->either_of[0] = facing;
  m->either_of[1] = about;
  for (int b = 0; b < 12; b++)
    m->turn[FACING_ANY][b] = MIN (m->turn[facing][b], m->turn[about][b]);
}

/* BN 26.2: a class with no facing says so, by the rule the module gives it. */
void
vd_hex_move_facing_none_reason (const VdHexRuleset *module, const VdBoardUnit *unit,
                                GPtrArray *reasons)
{
  g_autofree char *path = NULL;
  const char *rule;

  if (unit == NULL ||
      !vd_hex_ruleset_list_has (module, "movement.facing.none_for", unit->unit_class))
    return;
  path = g_strconcat ("movement.facing.none_rules.", unit->unit_class, NULL);
  rule = vd_hex_ruleset_lookup_word (module, path);
  if (rule != NULL)
    vd_hex_move_add_reason (reasons, rule, g_strdup (unit->id), 0);
}

/* Whether facing counts for the unit of M (BN 13): the game has facing costs, its class has a
 * facing, and it is not a skirmisher alone, whose front is all round (13.0a). */
void
vd_hex_move_facing_init (Mover *m)
{
  double costs[4];
  g_autoptr(GPtrArray) here = NULL;

  if (vd_hex_ruleset_lookup_word (m->module, "movement.facing.rule") == NULL ||
      !facing_costs (m, costs) ||
      vd_hex_ruleset_list_has (m->module, "movement.facing.none_for", m->unit->unit_class))
    return;
  here = vd_board_units_at (m->board, m->unit->hex);
  if (here->len == 1 &&
      vd_hex_ruleset_list_has (m->module, "movement.facing.all_round_front_alone",
                               m->unit->unit_class))
    return;
  m->facing_on = TRUE;
  facing_turns (m, costs);
  {
    const char * const kinds[] = { "per_hexside_turned", "side_to_adjacent_vertex",
                                   "vertex_to_adjacent_side", "about_face" };
    const char *costs_path = vd_hex_ruleset_lookup_word (m->module, "movement.facing.costs");
    const char *whole = vd_hex_ruleset_lookup_word (m->module, "movement.facing.rule");

    /* Each kind of turn by its own rule where the module names one (13.1a, c, d). */
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        g_autofree char *path = g_strdup_printf ("%s.turn_rules.%s", costs_path, kinds[k]);
        const char *rule = vd_hex_ruleset_lookup_word (m->module, path);

        m->turn_rules[k] = rule != NULL ? rule : whole;
      }
  }
  m->stack_facing = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < m->board->units->len; i++)
    {
      const VdBoardUnit *unit = m->board->units->pdata[i];
      gint64 key = vd_hex_move_hex_key (unit->hex, FALSE);

      if (unit != m->unit && unit->placed && unit->facing >= 0 &&
          g_strcmp0 (unit->side, m->unit->side) == 0 &&
          !g_hash_table_contains (m->stack_facing, &key))
        g_hash_table_insert (m->stack_facing, g_memdup2 (&key, sizeof key),
                             GINT_TO_POINTER (unit->facing + 1));
    }
}

/* The facing the unit of M starts with: its own, any when the board does not give it, none when
 * facing does not count for it. */
int
vd_hex_move_start_facing (const Mover *m)
{
  if (!m->facing_on)
    return -1;
  return m->unit->facing >= 0 ? m->unit->facing : FACING_ANY;
}

/* Whether a unit facing FACING moves into the hex beyond hexside D without a double cost: through
 * its front-centre hexside, or from a vertex into either hex beside it (BN 13.2). */
gboolean
vd_hex_move_facing_front (int facing, int d)
{
  if (facing < 6)
    return facing == d;
  return d == facing - 6 || d == (facing - 5) % 6;
}

/* The facings worth taking for a step through hexside D from FACING: as it is, or turned to
 * face D's hexside or a vertex beside it, just before the step (turning earlier never costs
 * less). Returns how many, in OPTIONS. */
guint
vd_hex_move_facing_options (int facing, int d, int options[4])
{
  int wanted[4] = { facing, d, 6 + d, 6 + (d + 5) % 6 };
  guint n = 0;

  for (guint i = facing == FACING_ANY ? 1 : 0; i < G_N_ELEMENTS (wanted); i++)
    {
      gboolean again = FALSE;

      for (guint j = 0; j < n; j++)
        again |= options[j] == wanted[i];
      if (!again)
        options[n++] = wanted[i];
    }
  return n;
}
