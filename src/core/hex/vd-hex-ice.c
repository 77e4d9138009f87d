/* Artillery fire breaking a frozen pond's ice (NaA ICE-2). */
#include "vd-hex-ice.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-los.h"
#include "vd-hex-odds.h"
#include "vd-hex-zoc.h"

static const char *
word (const VdHexRuleset *module, const char *path)
{
  return vd_hex_ruleset_lookup_word (module, path);
}

static gboolean
refuse (GError **error, char *message)
{
  g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, message);
  g_free (message);
  return FALSE;
}

/* Whether the board's turn is in the list (or the single turn) at PATH. */
static gboolean
turn_in (const VdBoard *board, const VdHexRuleset *module, const char *path)
{
  const VdYamlNode *turns = vd_hex_ruleset_lookup (module, path);
  const char *one = vd_hex_ruleset_word (turns);

  if (one != NULL)
    return atoi (one) == board->turn;
  for (guint i = 0; turns != NULL && turns->kind == VD_YAML_SEQUENCE && i < turns->n_children;
       i++)
    if (vd_hex_ruleset_word (turns->children[i]) != NULL &&
        atoi (turns->children[i]->value) == board->turn)
      return TRUE;
  return FALSE;
}

/* FOG-5: no artillery fire in fog or at night; the turn night falls is a reading (FOG-2). */
static gboolean
fire_allowed (const VdBoard *board, const VdHexRuleset *module, GError **error)
{
  const char *rule = word (module, "special.ice.fog_rule");

  if (turn_in (board, module, "special.fog_and_night.fog_turns") ||
      turn_in (board, module, "special.fog_and_night.night_turns"))
    /* Translators: "no artillery fire in fog or at night (FOG-5)". */
    return refuse (error, g_strdup_printf (_("no artillery fire in fog or at night (%s)"),
                                           rule != NULL ? rule : "?"));
  if (turn_in (board, module, "special.fog_and_night.nightfall_turn"))
    {
      const char *night = vd_hex_ruleset_choice (module, "naa-i-nightfall");

      if (night == NULL)
        return refuse (error, g_strdup_printf (_("whether this turn is played at night, when no "
                                                 "artillery fires (%s), is reading %s"),
                                               rule != NULL ? rule : "?", "naa-i-nightfall"));
      if (g_str_equal (night, "turns-11-and-12"))
        return refuse (error, g_strdup_printf (_("no artillery fire in fog or at night (%s)"),
                                               rule != NULL ? rule : "?"));
    }
  return TRUE;
}

GPtrArray *
vd_hex_break_ice (const VdBoard *board, const VdHexRuleset *module, const char *battery,
                  VdHex hex, GPtrArray *reasons, GError **error)
{
  const VdBoardUnit *gun = vd_board_find_unit (board, battery);
  const char *pond = word (module, "special.ice.terrain");
  const char *reading = word (module, "special.ice.reading");
  const char *range = word (module, "combat.mandatory.bombardment.range");
  const char *range_rule = word (module, "combat.mandatory.bombardment.range_rule");
  g_autofree char *label = vd_board_format_hex (board, hex);
  g_autofree char *shown = vd_error_cut (battery);
  g_autoptr(GPtrArray) there = NULL;
  g_autoptr(VdHexLos) los = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(VdBoard) now = NULL;
  gboolean enemy = FALSE;
  VdBoardEvent *event;
  int distance;

  if (pond == NULL)
    return refuse (error, g_strdup_printf (_("%s has no ice to break"),
                                           vd_text_get (&module->name))), NULL;
  if (gun == NULL || !gun->placed)
    return refuse (error, g_strdup_printf (_("no unit “%s” on the map"), shown)), NULL;
  if (!vd_hex_ruleset_list_has (module, "combat.mandatory.bombardment.classes", gun->unit_class))
    return refuse (error, g_strdup_printf (_("%s is not artillery: only artillery fire breaks "
                                             "the ice (ICE-2)"), gun->id)), NULL;
  if (g_strcmp0 (vd_board_hex_terrain (board, module, hex), pond) != 0)
    /* Translators: "0405 is not a frozen pond (ICE-2)". */
    return refuse (error, g_strdup_printf (_("%s is not a frozen pond (ICE-2)"), label)), NULL;
  distance = vd_hex_distance (gun->hex, hex);
  if (range != NULL && (distance < 1 || distance > atoi (range)))
    return refuse (error, g_strdup_printf (_("%s is %d hexes from %s, beyond its range of %s "
                                             "(%s)"), label, distance, gun->id, range,
                                           range_rule != NULL ? range_rule : "?")), NULL;
  if (!fire_allowed (board, module, error))
    return NULL;
  if (distance > 1)
    {
      los = vd_hex_los (board, module, gun->hex, hex, NULL);
      if (los != NULL && los->verdict == VD_HEX_LOS_BLOCKED)
        return refuse (error, g_strdup_printf (_("%s has no clear line of fire to %s (E17)"),
                                               gun->id, label)), NULL;
      if (los != NULL && los->verdict == VD_HEX_LOS_UNKNOWN)
        return refuse (error, g_strdup_printf (_("whether %s has a line of fire to %s is not "
                                                 "known: %s (%s)"), gun->id, label,
                                               los->missing != NULL ? los->missing : "?",
                                               los->missing_rule != NULL ? los->missing_rule
                                                                         : "?")), NULL;
    }
  there = vd_board_units_at (board, hex);
  for (guint i = 0; i < there->len; i++)
    enemy = enemy || g_strcmp0 (((VdBoardUnit *) there->pdata[i])->side, gun->side) != 0;
  /* Firing at an empty pond only to break it: the readings differ. */
  if (!enemy && reading != NULL)
    {
      const char *chosen = vd_hex_ruleset_choice (module, reading);

      if (chosen == NULL)
        return refuse (error, g_strdup_printf (_("whether artillery may fire at an empty pond "
                                                 "to break its ice is reading %s"), reading)),
               NULL;
      if (g_str_equal (chosen, "only-by-bombarding-a-unit-there"))
        return refuse (error, g_strdup_printf (_("%s holds no enemy to bombard: the ice breaks "
                                                 "only under fire at a unit there (%s)"), label,
                                               reading)), NULL;
    }
  now = vd_board_copy_without_journal (board);
  event = vd_board_event_new (VD_BOARD_EVENT_ADD_MARKER, now);
  event->marker = g_strdup (word (module, "special.ice.marker"));
  event->hex = g_strdup (label);
  event->note = g_strdup_printf ("ICE-2: %s", gun->id);
  if (!vd_board_event_apply_and_keep (event, now, module, events, error))
    return NULL;
  if (reasons != NULL)
    /* Translators: "the ice of 0405 breaks under f-art's fire: prohibited to both armies". */
    vd_hex_odds_add_reason (reasons, "ICE-2", label,
                            g_strdup_printf (_("the ice breaks under %s’s fire: the hex is "
                                               "prohibited to both armies for good"), gun->id));
  for (guint i = 0; i < there->len; i++)
    {
      const VdBoardUnit *unit = there->pdata[i];

      event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
      event->unit_id = g_strdup (unit->id);
      event->eliminated = TRUE;
      event->note = g_strdup ("ICE-2");
      if (!vd_board_event_apply_and_keep (event, now, module, events, error))
        return NULL;
      if (reasons != NULL)
        vd_hex_odds_add_reason (reasons, "ICE-6", unit->id,
                                g_strdup (_("eliminated with the ice, whichever its side")));
    }
  return g_steal_pointer (&events);
}

static gboolean
enemy_zone (const VdBoard *board, const VdHexRuleset *module, VdHex hex, const char *side)
{
  g_autoptr(VdHexZoc) zoc = vd_hex_zoc_at (board, module, hex);

  return vd_hex_zoc_has_enemy (zoc, side, NULL);
}

VdBoardEvent *
vd_hex_demolish (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                 VdHexside side, gboolean moved, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *rule = word (module, "special.bridges.rule");
  const char *feature = word (module, "special.bridges.feature");
  const VdHexName *phase = board->phase != NULL ? vd_hex_ruleset_find_phase (module, board->phase)
                                                : NULL;
  g_autoptr(GPtrArray) features = NULL;
  g_autofree char *shown = vd_error_cut (unit_id);
  g_autofree char *a = NULL, *b = NULL;
  const VdBoardHexside *bridge = NULL;
  gboolean destroyed = FALSE;
  VdHex other = vd_hex_neighbour (side.hex, side.direction);
  VdBoardEvent *event;

  if (feature == NULL)
    return refuse (error, g_strdup_printf (_("%s has no bridges to demolish"),
                                           vd_text_get (&module->name))), NULL;
  if (unit == NULL || !unit->placed)
    return refuse (error, g_strdup_printf (_("no unit “%s” on the map"), shown)), NULL;
  a = vd_board_format_hex (board, side.hex);
  b = vd_board_format_hex (board, other);
  if (!vd_hex_equal (unit->hex, side.hex) && !vd_hex_equal (unit->hex, other))
    /* Translators: "fr-1 holds neither end of the bridge between 0202 and 0203 (ICE-4)". */
    return refuse (error, g_strdup_printf (_("%s holds neither end of the bridge between %s and "
                                             "%s (%s)"), unit->id, a, b,
                                           rule != NULL ? rule : "?")), NULL;
  if (phase == NULL || g_strcmp0 (phase->side, unit->side) != 0 ||
      !vd_hex_ruleset_list_has (module, "special.bridges.phases", phase->id))
    return refuse (error, g_strdup_printf (_("a bridge is demolished at the start of its side's "
                                             "movement phase (%s)"),
                                           rule != NULL ? rule : "?")), NULL;
  if (moved)
    return refuse (error, g_strdup_printf (_("%s has moved this phase: a bridge is demolished "
                                             "at its start (%s)"), unit->id,
                                           rule != NULL ? rule : "?")), NULL;
  features = vd_board_hexside_features (board, side);
  for (guint i = 0; i < features->len && bridge == NULL; i++)
    if (g_strcmp0 (((VdBoardHexside *) features->pdata[i])->feature, feature) == 0)
      {
        if (!vd_board_marker_removes (board, module, features->pdata[i]))
          bridge = features->pdata[i];
        else
          destroyed = TRUE;
      }
  /* ICE-5: a destroyed bridge stays destroyed for the rest of the game. */
  if (bridge == NULL && destroyed && word (module, "special.bridges.stays_rule") != NULL)
    /* Translators: "no standing bridge between 0202 and 0203: destroyed, it stays so (ICE-5)". */
    return refuse (error, g_strdup_printf (_("no standing bridge between %s and %s: destroyed, "
                                             "it stays so (%s)"), a, b,
                                           word (module, "special.bridges.stays_rule"))), NULL;
  if (bridge == NULL)
    return refuse (error, g_strdup_printf (_("no standing bridge between %s and %s"), a, b)),
           NULL;
  if (enemy_zone (board, module, side.hex, unit->side) ||
      enemy_zone (board, module, other, unit->side))
    return refuse (error, g_strdup_printf (_("an end of the bridge between %s and %s lies in an "
                                             "enemy zone (%s)"), a, b,
                                           rule != NULL ? rule : "?")), NULL;
  event = vd_board_event_new (VD_BOARD_EVENT_ADD_MARKER, board);
  event->marker = g_strdup (word (module, "special.bridges.marker"));
  event->unit_id = g_strdup (unit->id);
  event->hex = g_steal_pointer (&a);
  event->hex2 = g_steal_pointer (&b);
  event->note = g_strdup (rule);
  return event;
}

gboolean
vd_hex_demolisher_held (const VdBoard *board, const VdHexRuleset *module,
                        const VdBoardUnit *unit, const char **rule)
{
  if (unit->demolished_turn == 0 || unit->demolished_turn != board->turn ||
      g_strcmp0 (word (module, "special.bridges.demolisher_may_attack"), "false") != 0 ||
      g_strcmp0 (unit->demolished_phase, board->phase) == 0)
    return FALSE;
  *rule = word (module, "special.bridges.rule");
  return TRUE;
}
