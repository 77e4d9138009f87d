#include "vd-board-side.h"

#include <stdlib.h>

#include "vd-hex-los.h"

static const VdYamlNode *
policy (const VdHexRuleset *module)
{
  return module != NULL ? vd_hex_ruleset_lookup (module, "special.hidden_information") : NULL;
}

VdBoardStrengthView
vd_board_enemy_strength (const VdBoard *board, const VdHexRuleset *module)
{
  const VdYamlNode *rule = policy (module);
  const VdYamlNode *option, *strength;

  if (rule == NULL || (strength = vd_yaml_lookup (rule, "enemy_strength")) == NULL ||
      strength->value == NULL)
    return VD_BOARD_STRENGTH_SHOWN;
  /* An optional rule hides nothing unless the players chose it. */
  option = vd_yaml_lookup (rule, "option");
  if (option != NULL && option->value != NULL &&
      (board->options == NULL ||
       !g_strv_contains ((const char * const *) board->options, option->value)))
    return VD_BOARD_STRENGTH_SHOWN;
  if (g_str_equal (strength->value, "hidden"))
    return VD_BOARD_STRENGTH_HIDDEN;
  if (g_str_equal (strength->value, "as-printed"))
    return VD_BOARD_STRENGTH_AS_PRINTED;
  return VD_BOARD_STRENGTH_SHOWN;
}

const char *
vd_board_hidden_state (const VdHexRuleset *module)
{
  const VdYamlNode *rule = policy (module);
  const VdYamlNode *counters = rule != NULL ? vd_yaml_lookup (rule, "hidden_counters") : NULL;
  const VdYamlNode *state = counters != NULL ? vd_yaml_lookup (counters, "state") : NULL;

  return state != NULL && state->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (state)
           ? state->value : NULL;
}

/* The reading chosen for how a hidden counter shows (its `reading`, an interpretation), or
 * NULL while none is. */
static const char *
hidden_reading (const VdHexRuleset *module)
{
  const VdYamlNode *rule = policy (module);
  const VdYamlNode *counters = rule != NULL ? vd_yaml_lookup (rule, "hidden_counters") : NULL;
  const VdYamlNode *reading = counters != NULL ? vd_yaml_lookup (counters, "reading") : NULL;

  return reading != NULL && reading->value != NULL
           ? vd_hex_ruleset_choice (module, reading->value) : NULL;
}

/* Whether SIDE may not know UNIT is there at all, or what it is (LBA-FD-9's Versteckt). */
static gboolean
hidden_from (const VdBoardUnit *unit, const char *hidden_state, const char *side)
{
  return unit != NULL && side != NULL && hidden_state != NULL &&
         g_strcmp0 (unit->side, side) != 0 && g_strcmp0 (unit->state, hidden_state) == 0;
}

const char *
vd_board_hidden_rule (const VdHexRuleset *module)
{
  const VdYamlNode *rule = policy (module);
  const VdYamlNode *id = rule != NULL ? vd_yaml_lookup (rule, "rule") : NULL;

  return id != NULL ? id->value : NULL;
}

/* Nothing of what UNIT is, only that a counter is there (LBA-FD-9's unidentified view, BN
 * 9.0's stacks not inspected): no name, class, strength, facing, note, army, nation, echelon,
 * formation, grade, step, roster or spread, an id of no meaning. */
static void
unidentify (VdBoardUnit *unit, guint *n_unidentified)
{
  g_free (unit->id);
  unit->id = g_strdup_printf ("hidden-%u", ++*n_unidentified);
  g_clear_pointer (&unit->name, g_free);
  g_free (unit->unit_class);
  unit->unit_class = g_strdup ("–");
  g_clear_pointer (&unit->strength, g_free);
  g_clear_pointer (&unit->note, g_free);
  g_clear_pointer (&unit->army, g_free);
  g_clear_pointer (&unit->nation, g_free);
  g_clear_pointer (&unit->echelon, g_free);
  g_clear_pointer (&unit->formation, g_free);
  g_clear_pointer (&unit->grade, g_free);
  g_clear_pointer (&unit->step, g_free);
  /* The vineyard hexes a battalion holds would say it is one (LBA-VIN-3). */
  g_clear_pointer (&unit->spread, g_array_unref);
  unit->elite = FALSE;
  g_clear_pointer (&unit->supply_hq, g_free);
  g_clear_pointer (&unit->roster, vd_board_roster_free);
  g_clear_pointer (&unit->division_roster, vd_board_roster_free);
  unit->supply = VD_BOARD_SUPPLY_NOT_JUDGED;
  unit->strength_hidden = TRUE;
  unit->has_movement = FALSE;
  unit->facing = -1;
}

/* Whether one of SIDE's counters of the classes that inspect (BN 9.0's officers) stands within
 * RANGE hexes of HEX and sees it; a line the rules leave open is not a sight. */
static gboolean
inspected (const VdBoard *board, const VdHexRuleset *module, const VdYamlNode *inspection,
           const char *side, VdHex hex)
{
  const VdYamlNode *range = vd_yaml_lookup (inspection, "hexes");
  int hexes = range != NULL && range->value != NULL ? atoi (range->value) : 0;

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autoptr(VdHexLos) los = NULL;

      if (!unit->placed || g_strcmp0 (unit->side, side) != 0 ||
          !vd_hex_ruleset_node_has (vd_yaml_lookup (inspection, "by_classes"), unit->unit_class) ||
          vd_hex_distance (unit->hex, hex) > hexes)
        continue;
      los = vd_hex_los (board, module, unit->hex, hex, NULL);
      if (los != NULL && los->verdict == VD_HEX_LOS_CLEAR)
        return TRUE;
    }
  return FALSE;
}

/* The inspection policy when its option is in force on BOARD (BN 9.0), or NULL. */
static const VdYamlNode *
limited_inspection (const VdBoard *board, const VdHexRuleset *module)
{
  const VdYamlNode *rule = policy (module);
  const VdYamlNode *inspection = rule != NULL ? vd_yaml_lookup (rule, "inspection") : NULL;
  const VdYamlNode *option = inspection != NULL ? vd_yaml_lookup (inspection, "option") : NULL;

  if (option == NULL || option->value == NULL || board->options == NULL ||
      !g_strv_contains ((const char * const *) board->options, option->value))
    return NULL;
  return inspection;
}

/* BN 9.0's option: an enemy stack no officer of SIDE inspects shows its top counter alone, the
 * others unidentified. */
static void
limit_inspection (VdBoard *view, const VdBoard *board, const VdHexRuleset *module,
                  const char *side, guint *n_unidentified)
{
  const VdYamlNode *inspection = limited_inspection (board, module);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  if (inspection == NULL)
    return;
  for (guint i = 0; i < view->units->len; i++)
    {
      VdBoardUnit *unit = view->units->pdata[i];
      int column, row;
      gpointer key;

      if (!unit->placed || g_strcmp0 (unit->side, side) == 0 || unit->strength_hidden)
        continue;
      vd_hex_grid_to_offset (view->grid, unit->hex, &column, &row);
      key = GINT_TO_POINTER (((column + 1) << 16) | (row & 0xffff));
      /* The first of a stack (its top) is seen on the map; the next ones only if inspected. */
      if (!g_hash_table_contains (seen, key))
        {
          g_hash_table_add (seen, key);
          continue;
        }
      if (!inspected (board, module, inspection, side, unit->hex))
        unidentify (unit, n_unidentified);
    }
}

VdBoard *
vd_board_side_view (const VdBoard *board, const VdBoard *setup, const VdHexRuleset *module,
                    const char *side)
{
  VdBoard *view = vd_board_copy_without_journal (board);
  VdBoardStrengthView strength = vd_board_enemy_strength (board, module);
  const char *hidden = vd_board_hidden_state (module);
  gboolean unidentified = g_strcmp0 (hidden_reading (module), "unidentified") == 0;
  guint n_unidentified = 0;

  if (side == NULL)
    return view;
  for (guint i = view->units->len; i-- > 0;)
    {
      VdBoardUnit *unit = g_ptr_array_index (view->units, i);

      if (!hidden_from (unit, hidden, side))
        continue;
      if (!unidentified)
        {
          /* Until the owner reads it otherwise, a hidden counter is not on the enemy's map. */
          g_ptr_array_remove_index (view->units, i);
          continue;
        }
      /* On the map, but nothing of what it is. */
      unidentify (unit, &n_unidentified);
    }
  limit_inspection (view, board, module, side, &n_unidentified);
  /* The enemy's roster rows, his losses and wrecks, are his own (BN 9.0). */
  for (guint i = 0; i < view->units->len; i++)
    {
      VdBoardUnit *unit = g_ptr_array_index (view->units, i);

      if (g_strcmp0 (unit->side, side) == 0)
        continue;
      g_clear_pointer (&unit->roster, vd_board_roster_free);
      g_clear_pointer (&unit->division_roster, vd_board_roster_free);
    }
  if (strength == VD_BOARD_STRENGTH_SHOWN)
    return view;
  for (guint i = 0; i < view->units->len; i++)
    {
      VdBoardUnit *unit = g_ptr_array_index (view->units, i);
      const VdBoardUnit *printed;

      if (g_strcmp0 (unit->side, side) == 0 || unit->strength_hidden)
        continue;
      g_clear_pointer (&unit->strength, g_free);
      if (strength == VD_BOARD_STRENGTH_HIDDEN)
        unit->strength_hidden = TRUE;
      else if ((printed = setup != NULL ? vd_board_find_unit (setup, unit->id) : NULL) != NULL)
        unit->strength = g_strdup (printed->strength);
      else
        /* A counter set up in play: its printed strength is its first. */
        unit->strength_hidden = TRUE;
    }
  return view;
}

gboolean
vd_board_side_sees_event (const VdBoardEvent *event, const VdBoard *board,
                          const VdHexRuleset *module, const char *side)
{
  const VdBoardUnit *unit;

  /* BN 9.0: orders, their acceptance and initiative are the side's secret. */
  if (side != NULL && event->kind == VD_BOARD_EVENT_ORDER)
    {
      unit = vd_board_find_unit (board, event->sender != NULL ? event->sender : event->receiver);
      return unit != NULL && g_strcmp0 (unit->side, side) == 0;
    }
  if (side == NULL || event->unit_id == NULL)
    return TRUE;
  unit = vd_board_find_unit (board, event->unit_id);
  /* Nothing of a counter hidden from the side: neither its moves nor its changes. */
  if (hidden_from (unit, vd_board_hidden_state (module), side) ||
      (event->kind == VD_BOARD_EVENT_STATE && unit != NULL && g_strcmp0 (unit->side, side) != 0 &&
       g_strcmp0 (event->state, vd_board_hidden_state (module)) == 0))
    return FALSE;
  /* A bare roll (a stoppage test, 10.3; a recall, LBA-REC-1) is its side's: the other side
   * learns only what follows from it, the counters it moves. */
  if (event->kind == VD_BOARD_EVENT_ROSTER || event->kind == VD_BOARD_EVENT_ROLL)
    return unit != NULL && g_strcmp0 (unit->side, side) == 0;
  /* BN 9.0's option: the journal would name the counters a stack keeps from view. */
  if (limited_inspection (board, module) && unit != NULL && g_strcmp0 (unit->side, side) != 0)
    return FALSE;
  if (event->kind != VD_BOARD_EVENT_STRENGTH ||
      vd_board_enemy_strength (board, module) == VD_BOARD_STRENGTH_SHOWN)
    return TRUE;
  return unit != NULL && g_strcmp0 (unit->side, side) == 0;
}

gboolean *
vd_board_side_sees_journal (const VdBoard *setup, const VdHexRuleset *module, const char *side)
{
  guint n = setup->journal != NULL ? setup->journal->len : 0;
  gboolean *sees = g_new0 (gboolean, MAX (n, 1));
  g_autoptr(VdBoard) board = vd_board_copy_without_journal (setup);
  gboolean replaying = TRUE;

  for (guint i = 0; i < n; i++)
    {
      const VdBoardEvent *event = g_ptr_array_index (setup->journal, i);

      /* Each as the game stood when it was recorded: a counter hidden then stays so. */
      sees[i] = vd_board_side_sees_event (event, board, module, side);
      if (replaying)
        replaying = vd_board_event_apply (event, board, module, NULL);
    }
  return sees;
}
