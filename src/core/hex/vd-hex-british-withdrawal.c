/* 1914's option (a), the British withdrawal on turn 5 (1914-OPT-1). */
#include "vd-hex-british-withdrawal.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-grid.h"
#include "vd-hex-odds.h"
#include "vd-hex-stacking.h"
#include "vd-hex-zoc.h"

#define KEY "special.british_withdrawal."

/* Where a counter stands against the line. */
typedef enum {
  PLACE_BEYOND,
  PLACE_ON,
  PLACE_SHORT,
  PLACE_NO_LINE,
} Place;

void
vd_hex_british_test_free (VdHexBritishTest *test)
{
  if (test == NULL)
    return;
  g_free (test->rule);
  g_free (test->why);
  g_clear_pointer (&test->deciding, g_ptr_array_unref);
  g_clear_pointer (&test->readings, g_ptr_array_unref);
  g_strfreev (test->british);
  g_free (test);
}

static const char *
word (const VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat (KEY, key, NULL);

  return vd_hex_ruleset_lookup_word (module, path);
}

/* The value of reading KEY (`special.british_withdrawal.KEY`): the owner's choice, else
 * Vedette's default, added to READINGS either way. */
static const char *
reading_value (const VdHexRuleset *module, const char *key, GPtrArray *readings)
{
  g_autofree char *path = g_strconcat (KEY, key, NULL);
  const VdYamlNode *node = vd_hex_ruleset_lookup (module, path);
  const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (node, "reading"));
  const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const char *option = chosen != NULL ? chosen
                                      : vd_hex_ruleset_word (vd_yaml_lookup (node, "default"));

  if (reading == NULL || option == NULL)
    return NULL;
  vd_hex_odds_add_reason (readings, reading, option,
                          chosen != NULL ? g_strdup (_("chosen"))
                                         : g_strdup (_("our default: not chosen")));
  return vd_hex_ruleset_word (vd_yaml_lookup (node, option));
}

static gboolean
is_hq (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return g_strcmp0 (unit->unit_class,
                    vd_hex_ruleset_lookup_word (module, "special.supply.hq_class")) == 0;
}

static gboolean
withdrawn (const VdBoardUnit *unit)
{
  return g_strcmp0 (unit->state, VD_HEX_BRITISH_WITHDRAWN) == 0;
}

/* Where UNIT stands against the line of hexes whose label ends in ROW (the one of its column
 * nearest it): rows count from the map's top, its north edge; BEHIND "south" or "north". */
static Place
place_of (const VdBoard *board, const VdBoardUnit *unit, const char *row, const char *behind)
{
  int column, at, rows = vd_hex_grid_get_rows (board->grid), line = -1;

  vd_hex_grid_to_offset (board->grid, unit->hex, &column, &at);
  for (int r = 0; r < rows; r++)
    {
      VdHex hex = vd_hex_grid_from_offset (board->grid, column, r);
      g_autofree char *label = NULL;

      if (!vd_hex_grid_contains (board->grid, hex))
        continue;
      label = vd_board_format_hex (board, hex);
      if (label != NULL && g_str_has_suffix (label, row) &&
          (line < 0 || ABS (r - at) < ABS (line - at)))
        line = r;
    }
  if (line < 0)
    return PLACE_NO_LINE;
  if (at == line)
    return PLACE_ON;
  if (g_strcmp0 (behind, "north") == 0)
    return at < line ? PLACE_BEYOND : PLACE_SHORT;
  return at > line ? PLACE_BEYOND : PLACE_SHORT;
}

/* Whether a German (any other side's) zone covers UNIT's hex: the French front. */
static gboolean
at_the_front (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autoptr(VdHexZoc) zoc = vd_hex_zoc_at (board, module, unit->hex);

  return zoc != NULL && vd_hex_zoc_has_enemy (zoc, unit->side, NULL);
}

static GPtrArray *
british_of (const VdBoard *board, const VdHexRuleset *module, gboolean *gone)
{
  GPtrArray *british = g_ptr_array_new ();
  const char *nation = word (module, "withdrawn");

  *gone = FALSE;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (g_strcmp0 (unit->nation, nation) != 0)
        continue;
      if (withdrawn (unit))
        *gone = TRUE;
      else
        g_ptr_array_add (british, (gpointer) unit);
    }
  return british;
}

VdHexBritishTest *
vd_hex_british_test (const VdBoard *board, const VdHexRuleset *module, GError **error)
{
  g_autoptr(VdHexBritishTest) test = NULL;
  g_autoptr(GPtrArray) british = NULL;
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  const char *rule = word (module, "rule"), *option = word (module, "option");
  const char *turn = word (module, "test_turn"), *row = word (module, "line_row");
  const char *nation = word (module, "nation");
  const char *units, *behind, *line, *when;
  const char *side = NULL;
  guint counted = 0, short_of = 0, unknown = 0;
  gboolean gone;

  if (rule == NULL || option == NULL || turn == NULL || row == NULL || nation == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("this game has no British withdrawal (1914’s option (a))"));
      return NULL;
    }
  if (board->options == NULL || !g_strv_contains ((const char * const *) board->options, option))
    {
      /* Translators: "this game does not play option british-withdrawal (1914-OPT-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("this game does not play option %s (%s)"), option, rule);
      return NULL;
    }
  if (board->turn != atoi (turn))
    {
      /* Translators: "the British withdrawal is tested on turn 5, not turn 4 (1914-OPT-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the British withdrawal is tested on turn %s, not turn %d (%s)"), turn,
                   board->turn, rule);
      return NULL;
    }
  test = g_new0 (VdHexBritishTest, 1);
  test->rule = g_strdup (rule);
  test->deciding = vd_hex_odds_reasons_new ();
  test->readings = vd_hex_odds_reasons_new ();
  units = reading_value (module, "units", test->readings);
  behind = reading_value (module, "behind", test->readings);
  line = reading_value (module, "line", test->readings);
  when = reading_value (module, "when", test->readings);
  if (when != NULL && !g_str_equal (when, "any") && g_strcmp0 (board->phase, when) != 0)
    {
      /* Translators: "the British withdrawal is tested in phase status of turn 5, as reading
       * 1914-i-withdrawal-when says (1914-OPT-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the British withdrawal is tested in phase %s of turn %s, as reading %s "
                     "says (%s)"), when, turn, word (module, "when.reading"), rule);
      return NULL;
    }
  british = british_of (board, module, &gone);
  for (guint i = 0; i < british->len; i++)
    g_strv_builder_add (ids, ((const VdBoardUnit *) british->pdata[i])->id);
  test->british = g_strv_builder_end (ids);
  if (gone)
    {
      test->verdict = VD_HEX_BRITISH_GONE;
      test->why = g_strdup (_("the British have left the game already"));
      return g_steal_pointer (&test);
    }
  /* The French player's side: the one the French counters are on. */
  for (guint i = 0; i < board->units->len && side == NULL; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (g_strcmp0 (unit->nation, nation) == 0)
        side = unit->side;
    }
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autofree char *hex = NULL;
      gboolean french = g_strcmp0 (unit->nation, nation) == 0;
      Place place;

      if (!unit->placed || g_strcmp0 (unit->side, side) != 0 ||
          (unit->nation != NULL && !french))
        continue;
      if (g_strcmp0 (units, "combat-units") == 0 && is_hq (module, unit))
        continue;
      if (g_strcmp0 (units, "front") == 0 && !at_the_front (board, module, unit))
        continue;
      place = place_of (board, unit, row, behind);
      if (place == PLACE_BEYOND || (place == PLACE_ON && g_strcmp0 (line, "on") == 0))
        {
          counted += french ? 1 : 0;
          continue;
        }
      hex = vd_board_format_hex (board, unit->hex);
      if (place == PLACE_NO_LINE)
        {
          unknown++;
          /* Translators: "at 2705: no hex of its column ends in 13". */
          vd_hex_odds_add_reason (test->deciding, rule, unit->id,
                                  g_strdup_printf (_("at %s: no hex of its column ends in %s"),
                                                   hex, row));
          continue;
        }
      if (!french)
        {
          unknown++;
          /* Translators: "at 1412, short of the line: its nation is not given (French?)". */
          vd_hex_odds_add_reason (test->deciding, rule, unit->id,
                                  g_strdup_printf (_("at %s, not behind the line: its nation is "
                                                     "not given"), hex));
          continue;
        }
      counted++;
      short_of++;
      vd_hex_odds_add_reason (test->deciding, rule, unit->id,
                              place == PLACE_ON
                                /* Translators: "at 1413: on the line, not behind it". */
                                ? g_strdup_printf (_("at %s: on the line, not behind it"), hex)
                                /* Translators: "at 1412: short of the line". */
                                : g_strdup_printf (_("at %s: short of the line"), hex));
    }
  if (short_of > 0)
    {
      test->verdict = VD_HEX_BRITISH_STAY;
      /* Translators: "2 French counters are not behind the line of hexes whose number ends
       * in 13: the British stay". */
      test->why = g_strdup_printf (g_dngettext (NULL, "%u French counter is not behind the line "
                                                      "of hexes whose number ends in %s: the "
                                                      "British stay",
                                                "%u French counters are not behind the line of "
                                                "hexes whose number ends in %s: the British "
                                                "stay", short_of),
                                   short_of, row);
    }
  else if (unknown > 0 || counted == 0)
    {
      test->verdict = VD_HEX_BRITISH_UNKNOWN;
      test->why = unknown > 0
                    ? g_strdup (_("whether the French stand behind the line is the referee’s: "
                                  "a counter’s nation or the line in its column is not given"))
                    : g_strdup (_("no French counter is counted by the reading: whether the "
                                  "British leave is the referee’s"));
    }
  else
    {
      test->verdict = VD_HEX_BRITISH_LEAVE;
      /* Translators: "the 12 French counters counted stand behind the line of hexes whose
       * number ends in 13: the British leave the front and the game". */
      test->why = g_strdup_printf (g_dngettext (NULL, "the %u French counter counted stands "
                                                      "behind the line of hexes whose number "
                                                      "ends in %s: the British leave the front "
                                                      "and the game",
                                                "the %u French counters counted stand behind the "
                                                "line of hexes whose number ends in %s: the "
                                                "British leave the front and the game", counted),
                                   counted, row);
    }
  return g_steal_pointer (&test);
}

/* The HQs of NATION on the map nearest HEX, by distance. */
static GPtrArray *
nearest_hqs (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
             VdHex hex, int *distance)
{
  GPtrArray *nearest = g_ptr_array_new ();

  *distance = G_MAXINT;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *hq = board->units->pdata[i];
      int d;

      if (!hq->placed || !is_hq (module, hq) || g_strcmp0 (hq->nation, unit->nation) != 0 ||
          g_strcmp0 (hq->side, unit->side) != 0)
        continue;
      d = vd_hex_distance (hq->hex, hex);
      if (d < *distance)
        {
          g_ptr_array_set_size (nearest, 0);
          *distance = d;
        }
      if (d == *distance)
        g_ptr_array_add (nearest, (gpointer) hq);
    }
  return nearest;
}

/* The move of one replacement ("UNIT=HEX" or "UNIT=HEX:HQ"), or NULL with ERROR. */
static VdBoardEvent *
replacement (const VdBoard *board, const VdHexRuleset *module, const char *given,
             GHashTable *taken, GError **error)
{
  const char *rule = word (module, "rule"), *nation = word (module, "nation");
  g_auto(GStrv) parts = g_strsplit_set (given, "=:", 4);
  g_autoptr(GPtrArray) nearest = NULL;
  g_autofree char *shown = vd_error_cut (given);
  const VdBoardUnit *unit, *hq = NULL;
  VdBoardEvent *event;
  int distance;
  VdHex hex;

  if (g_strv_length (parts) < 2 || g_strv_length (parts) > 3 || strchr (given, '=') == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a French unit in the British’s place is UNIT=HEX or UNIT=HEX:HQ, not "
                     "“%s”"), shown);
      return NULL;
    }
  unit = vd_board_find_unit (board, parts[0]);
  if (unit == NULL || g_strcmp0 (unit->nation, nation) != 0 || !unit->placed ||
      is_hq (module, unit))
    {
      /* Translators: "fr-9 is not a French corps or division on the map (1914-OPT-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is not a French corps or division on the map (%s)"), parts[0], rule);
      return NULL;
    }
  if (!g_hash_table_add (taken, g_strdup (unit->id)))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is named twice"), unit->id);
      return NULL;
    }
  if (!vd_hex_grid_parse (board->grid, parts[1], &hex) ||
      !vd_hex_grid_is_playable (board->grid, hex))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not a hex of the map"), parts[1]);
      return NULL;
    }
  {
    g_autoptr(GPtrArray) there = vd_board_units_at (board, hex);

    for (guint i = 0; there != NULL && i < there->len; i++)
      if (g_strcmp0 (((const VdBoardUnit *) there->pdata[i])->side, unit->side) != 0)
        {
          /* Translators: "1110 holds an enemy counter (1914-MOV-3)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s holds an enemy counter"),
                       parts[1]);
          return NULL;
        }
  }
  {
    g_autoptr(VdHexStack) stack = vd_hex_stacking_at (board, module, hex, unit->id);

    if (stack != NULL && stack->verdict == VD_HEX_STACK_OVER)
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", stack->why,
                     stack->rule != NULL ? stack->rule : "?");
        return NULL;
      }
  }
  nearest = nearest_hqs (board, module, unit, hex, &distance);
  for (guint i = 0; parts[2] != NULL && i < nearest->len; i++)
    if (g_str_equal (((const VdBoardUnit *) nearest->pdata[i])->id, parts[2]))
      hq = nearest->pdata[i];
  if (nearest->len == 0)
    {
      /* Translators: "no French HQ is on the map for fr-9 to join (1914-OPT-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("no HQ of its nation is on the map for %s to join (%s)"), unit->id, rule);
      return NULL;
    }
  if (hq == NULL && parts[2] == NULL && nearest->len == 1)
    hq = nearest->pdata[0];
  if (hq == NULL)
    {
      g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
      g_auto(GStrv) list = NULL;
      g_autofree char *joined = NULL;

      for (guint i = 0; i < nearest->len; i++)
        g_strv_builder_add (names, ((const VdBoardUnit *) nearest->pdata[i])->id);
      list = g_strv_builder_end (names);
      joined = g_strjoinv (", ", list);
      /* Translators: "fr-9 in 1110 joins the nearest HQ, one of fr-hq4, fr-hq5 (3 hexes): name it
       * as UNIT=HEX:HQ (1914-OPT-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s in %s joins the nearest HQ, one of %s (%d hex): name it as "
                                "UNIT=HEX:HQ (%s)",
                                "%s in %s joins the nearest HQ, one of %s (%d hexes): name it "
                                "as UNIT=HEX:HQ (%s)", distance),
                   unit->id, parts[1], joined, distance, rule);
      return NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (unit->id);
  event->hex = vd_board_format_hex (board, hex);
  event->army = g_strdup (hq->army != NULL ? hq->army : hq->id);
  /* Translators: "1914-OPT-1: in the British's place, joins the nearest HQ fr-hq5". */
  event->note = g_strdup_printf (_("%s: in the British’s place, joins the nearest HQ %s"), rule,
                                 hq->id);
  return event;
}

GPtrArray *
vd_hex_british_withdraw (const VdBoard *board, const VdHexRuleset *module,
                         const char * const *replacements, GError **error)
{
  g_autoptr(VdHexBritishTest) test = vd_hex_british_test (board, module, error);
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GHashTable) taken = NULL;
  g_autoptr(VdBoard) after = NULL;
  guint on_map = 0, n = replacements != NULL ? g_strv_length ((GStrv) replacements) : 0;

  if (test == NULL)
    return NULL;
  if (test->verdict != VD_HEX_BRITISH_LEAVE)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", test->why, test->rule);
      return NULL;
    }
  if (test->british[0] == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no British counter is on the board (%s)"),
                   test->rule);
      return NULL;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  for (guint i = 0; test->british[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, test->british[i]);
      VdBoardEvent *event;

      /* Off the map first, then out of the game for good: nothing brings it back. */
      if (unit->placed)
        {
          on_map++;
          event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
          event->unit_id = g_strdup (unit->id);
          event->note = g_strdup_printf (_("%s: the British leave the front"), test->rule);
          g_ptr_array_add (events, event);
        }
      event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
      event->unit_id = g_strdup (unit->id);
      event->state = g_strdup (VD_HEX_BRITISH_WITHDRAWN);
      event->note = g_strdup_printf (_("%s: out of the game"), test->rule);
      g_ptr_array_add (events, event);
    }
  if (n > on_map)
    {
      /* Translators: "4 French units named for the 3 British counters that leave (1914-OPT-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%u French units named for the %u British counters that leave the map: as "
                     "many at most (%s)"), n, on_map, test->rule);
      return NULL;
    }
  /* Each French counter judged on the board the British left, and those moved before it. */
  after = vd_board_copy_without_journal (board);
  for (guint i = 0; i < events->len; i++)
    if (!vd_board_event_apply (events->pdata[i], after, module, error))
      return NULL;
  taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < n; i++)
    {
      VdBoardEvent *event = replacement (after, module, replacements[i], taken, error);

      if (event == NULL)
        return NULL;
      g_ptr_array_add (events, event);
      if (!vd_board_event_apply (event, after, module, error))
        return NULL;
    }
  return g_steal_pointer (&events);
}
