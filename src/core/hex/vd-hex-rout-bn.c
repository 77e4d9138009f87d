/* BN's rout move: a routed stack retreating until 6 hexes from the enemy (25.1b, 25.5 E). */
#include "vd-hex-rout-bn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-retreat-private.h"

#define ROUT "retreat.rout_move."
/* No rout searches more hexes than this (its inner hexes are all near an enemy anyway). */
#define MAX_SEEN 20000

static void
end_free (VdHexRoutEnd *end)
{
  g_array_unref (end->path);
  g_free (end);
}

void
vd_hex_rout_free (VdHexRout *rout)
{
  if (rout == NULL)
    return;
  g_free (rout->unit_id);
  g_strfreev (rout->stack);
  g_free (rout->rule);
  g_free (rout->nearest_enemy);
  g_free (rout->why);
  g_clear_pointer (&rout->ends, g_ptr_array_unref);
  g_free (rout->reading);
  g_free (rout->when);
  g_free (rout->when_rule);
  g_free (rout->to_why);
  g_clear_pointer (&rout->reasons, g_ptr_array_unref);
  g_free (rout);
}

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, ROUT, key);
}

/* The hexes from HEX to the nearest enemy of SIDE, and which it is (NULL: none on the map). */
static int
nearest_enemy (const VdBoard *board, VdHex hex, const char *side, const VdBoardUnit **enemy)
{
  int best = -1;

  *enemy = NULL;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];
      int d;

      if (!other->placed || g_strcmp0 (other->side, side) == 0)
        continue;
      d = vd_hex_distance (hex, other->hex);
      if (best < 0 || d < best)
        {
          best = d;
          *enemy = other;
        }
    }
  return best;
}

/* Whether every counter of STACK may go from FROM into HEX (the retreat's checks: 25.3, 16.2c,
 * 1.1c). */
static gboolean
open_to_all (const VdBoard *board, const VdHexRuleset *module, GPtrArray *stack, VdHex from,
             VdHex hex)
{
  for (guint i = 0; i < stack->len; i++)
    if (!vd_hex_retreat_bn_open (board, module, stack->pdata[i], from, hex, NULL, NULL))
      return FALSE;
  return TRUE;
}

/* The way to HEX by PARENTS (key -> VdHex), from the start to HEX. */
static GArray *
way_to (GHashTable *parents, VdHex hex)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (VdHex));
  const VdHex *from;
  gint64 key = vd_hex_key (hex);

  g_array_prepend_val (path, hex);
  while ((from = g_hash_table_lookup (parents, &key)) != NULL)
    {
      g_array_prepend_val (path, *from);
      key = vd_hex_key (*from);
    }
  return path;
}

/* Breadth first from the unit's hex through hexes its stack may enter, on only from hexes under
 * MIN_HEXES from an enemy: each hex at least that far is an end, at the length of its shortest
 * way. */
static void
search (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
        GPtrArray *stack, VdHexRout *rout)
{
  g_autoptr(GHashTable) parents = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                         g_free);
  g_autoptr(GArray) frontier = g_array_new (FALSE, FALSE, sizeof (VdHex));
  const VdBoardUnit *enemy;
  guint seen = 1;
  int depth = 0;

  g_hash_table_insert (parents, g_memdup2 (&(gint64) { vd_hex_key (unit->hex) },
                                           sizeof (gint64)), NULL);
  g_array_append_val (frontier, unit->hex);
  while (frontier->len > 0 && seen < MAX_SEEN)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (VdHex));

      depth++;
      for (guint i = 0; i < frontier->len; i++)
        for (int d = 0; d < 6; d++)
          {
            VdHex from = g_array_index (frontier, VdHex, i);
            VdHex hex = vd_hex_neighbour (from, d);
            gint64 key = vd_hex_key (hex);

            if (g_hash_table_contains (parents, &key) ||
                !open_to_all (board, module, stack, from, hex))
              continue;
            g_hash_table_insert (parents, g_memdup2 (&key, sizeof key),
                                 g_memdup2 (&from, sizeof from));
            seen++;
            if (nearest_enemy (board, hex, unit->side, &enemy) >= rout->min_hexes ||
                enemy == NULL)
              {
                VdHexRoutEnd *end = g_new0 (VdHexRoutEnd, 1);

                end->hex = hex;
                end->hexes = depth;
                end->path = way_to (parents, hex);
                g_ptr_array_add (rout->ends, end);
              }
            else
              g_array_append_val (next, hex);
          }
      g_array_set_size (frontier, 0);
      g_array_append_vals (frontier, next->data, next->len);
    }
}

/* bn-i-rout-path: shortest keeps the ends the fewest hexes reach; first-safe keeps them all;
 * not chosen, the longer ones wait for it. */
static void
by_reading (const VdHexRuleset *module, VdHexRout *rout)
{
  const char *reading = word (module, "path_reading");
  const char *how = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  int fewest = rout->ends->len > 0 ? ((const VdHexRoutEnd *) rout->ends->pdata[0])->hexes : 0;

  if (g_strcmp0 (how, "first-safe") == 0 || reading == NULL)
    return;
  for (guint i = rout->ends->len; i-- > 0;)
    {
      VdHexRoutEnd *end = rout->ends->pdata[i];

      if (end->hexes == fewest)
        continue;
      if (how != NULL)
        g_ptr_array_remove_index (rout->ends, i);
      else
        {
          end->if_reading = TRUE;
          g_free (rout->reading);
          rout->reading = g_strdup (reading);
        }
    }
}

/* 25.1b happens in the owner's rally phase (25.5 E): said when the board is in another. */
static void
bn_when (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
         VdHexRout *rout)
{
  const VdHexName *phase = board->phase != NULL ? vd_hex_ruleset_find_phase (module, board->phase)
                                                : NULL;

  if (board->phase == NULL || vd_hex_ruleset_lookup (module, ROUT "phases") == NULL)
    return;
  if (phase != NULL && vd_hex_ruleset_list_has (module, ROUT "phases", board->phase) &&
      g_strcmp0 (phase->side, unit->side) == 0)
    return;
  rout->when_rule = g_strdup (word (module, "rally_rule"));
  /* Translators: BN 25.5 E, "a rout move is made in its side's own rally phase, not in
   * fr-movement". */
  rout->when = g_strdup_printf (_("a rout move is made in its side’s own rally phase, not in "
                                  "%s"), board->phase);
}

static void
judge_to (const VdBoard *board, VdHexRout *rout, VdHex to)
{
  g_autofree char *label = vd_board_format_hex (board, to);

  rout->to_given = TRUE;
  rout->to = to;
  for (guint i = 0; i < rout->ends->len; i++)
    {
      const VdHexRoutEnd *end = rout->ends->pdata[i];

      if (!vd_hex_equal (end->hex, to))
        continue;
      rout->legal = !end->if_reading;
      if (!rout->legal)
        /* Translators: "0210 is a longer way than the shortest: open only as reading
         * bn-i-rout-path reads first-safe, not chosen". */
        rout->to_why = g_strdup_printf (_("%s is a longer way than the shortest: open only as "
                                          "reading %s reads first-safe, not chosen"), label,
                                        rout->reading);
      return;
    }
  rout->legal = FALSE;
  rout->to_why = !rout->must_rout
    ? g_strdup (rout->why)
    /* Translators: "0405 is not where the rout may end: 6 or more hexes from every enemy, by
     * hexes its stack may enter". */
    : g_strdup_printf (_("%s is not where the rout may end: %d or more hexes from every enemy, "
                         "by hexes its stack may enter"), label, rout->min_hexes);
}

VdHexRout *
vd_hex_rout_bn (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                const VdHex *to, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *rule = word (module, "rule");
  const char *state = word (module, "state");
  const char *hexes = vd_hex_ruleset_lookup_word (module, ROUT "until_hexes_from_enemy");
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GPtrArray) here = NULL;
  g_autoptr(GPtrArray) stack = NULL;
  g_autoptr(GStrvBuilder) ids = NULL;
  const VdBoardUnit *enemy;

  if (rule == NULL || state == NULL || hexes == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no rout move"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), unit_id);
      return NULL;
    }
  if (g_strcmp0 (unit->state, state) != 0)
    {
      /* Translators: "inf is not routed: only a routed stack makes a rout move (25.1b)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is not %s: only a %s stack makes a rout move (%s)"), unit->id, state,
                   state, rule);
      return NULL;
    }
  rout = g_new0 (VdHexRout, 1);
  rout->unit_id = g_strdup (unit->id);
  rout->rule = g_strdup (rule);
  rout->min_hexes = atoi (hexes);
  rout->ends = g_ptr_array_new_with_free_func ((GDestroyNotify) end_free);
  rout->reasons = vd_hex_odds_reasons_new ();
  /* The stack's routed counters go together, the one named first; officers have no level. */
  here = vd_board_units_at (board, unit->hex);
  stack = g_ptr_array_new ();
  ids = g_strv_builder_new ();
  g_ptr_array_add (stack, (gpointer) unit);
  g_strv_builder_add (ids, unit->id);
  for (guint i = 0; i < here->len; i++)
    {
      const VdBoardUnit *other = here->pdata[i];

      if (other != unit && g_strcmp0 (other->side, unit->side) == 0 &&
          g_strcmp0 (other->state, state) == 0 &&
          !vd_hex_ruleset_list_has (module, ROUT "exempt", other->unit_class))
        {
          g_ptr_array_add (stack, (gpointer) other);
          g_strv_builder_add (ids, other->id);
        }
    }
  rout->stack = g_strv_builder_end (ids);
  rout->nearest_hexes = nearest_enemy (board, unit->hex, unit->side, &enemy);
  rout->nearest_enemy = enemy != NULL ? g_strdup (enemy->id) : NULL;
  rout->must_rout = enemy != NULL && rout->nearest_hexes < rout->min_hexes;
  bn_when (board, module, unit, rout);
  if (enemy == NULL)
    rout->why = g_strdup (_("no enemy counter on the map: no rout move"));
  else if (!rout->must_rout)
    /* Translators: "7 hexes from the nearest enemy, fr-a: 6 or more, no rout move". */
    rout->why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%d hex from the nearest enemy, %s: %d or more, "
                                              "no rout move",
                                              "%d hexes from the nearest enemy, %s: %d or more, "
                                              "no rout move", rout->nearest_hexes),
                                 rout->nearest_hexes, enemy->id, rout->min_hexes);
  else
    {
      search (board, module, unit, stack, rout);
      by_reading (module, rout);
      rout->eliminated = rout->ends->len == 0;
      rout->why = rout->eliminated
        /* Translators: "2 hexes from the nearest enemy, fr-a, and no way to 6 hexes from every
         * enemy through hexes it may enter: its empty roster boxes become casualties and it is
         * eliminated". */
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%d hex from the nearest enemy, %s, and no way to %d "
                                        "hexes from every enemy through hexes it may enter: its "
                                        "empty roster boxes become casualties and it is "
                                        "eliminated",
                                        "%d hexes from the nearest enemy, %s, and no way to %d "
                                        "hexes from every enemy through hexes it may enter: its "
                                        "empty roster boxes become casualties and it is "
                                        "eliminated", rout->nearest_hexes),
                           rout->nearest_hexes, enemy->id, rout->min_hexes)
        /* Translators: "2 hexes from the nearest enemy, fr-a: it retreats at once until 6 or
         * more from every enemy". */
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%d hex from the nearest enemy, %s: it retreats at once "
                                        "until %d or more from every enemy",
                                        "%d hexes from the nearest enemy, %s: it retreats at "
                                        "once until %d or more from every enemy",
                                        rout->nearest_hexes),
                           rout->nearest_hexes, enemy->id, rout->min_hexes);
    }
  vd_hex_odds_add_reason (rout->reasons, rule, unit->id, g_strdup (rout->why));
  if (rout->must_rout)
    {
      const char *prohibited = vd_hex_ruleset_lookup_word (module,
                                                           "retreat.policy.prohibited_rule");

      vd_hex_odds_add_reason (rout->reasons,
                              vd_hex_ruleset_lookup_word (module, "retreat.policy.rule"), unit->id,
                              g_strdup (_("counted in hexes, never into a hex the enemy holds")));
      if (prohibited != NULL)
        vd_hex_odds_add_reason (rout->reasons, prohibited, unit->id,
                                g_strdup (_("never onto prohibited ground")));
      vd_hex_odds_add_reason (rout->reasons, rule, unit->id,
                              g_strdup (_("its command radius does not hold it back")));
    }
  if (to != NULL)
    judge_to (board, rout, *to);
  return g_steal_pointer (&rout);
}

/* 25.1b: the boxes left on ID's roster marked as casualties (not stragglers), and it gone. */
static void
eliminate (const VdBoard *board, const VdHexRout *rout, const char *id, GPtrArray *events)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, id);
  VdBoardEvent *event;

  if (unit->roster != NULL)
    {
      g_autoptr(VdBoardRoster) row = vd_board_roster_copy (unit->roster);
      guint left = row->n_boxes - vd_board_roster_marked (row);

      vd_board_roster_record (row, left, 0);
      event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);
      event->unit_id = g_strdup (id);
      event->casualties = (int) row->casualties;
      event->stragglers = (int) row->stragglers;
      event->note = g_strdup (rout->rule);
      g_ptr_array_add (events, event);
      /* Translators: "3 boxes left marked as casualties on br's roster". */
      vd_hex_odds_add_reason (rout->reasons, rout->rule, id,
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u box left marked as a casualty "
                                                            "on %s’s roster",
                                                            "%u boxes left marked as casualties "
                                                            "on %s’s roster", left),
                                               left, id));
    }
  else
    vd_hex_odds_add_reason (rout->reasons, rout->rule, id,
                            g_strdup_printf (_("%s has no roster row on the board: its boxes are "
                                               "the referee’s to mark"), id));
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (id);
  event->eliminated = TRUE;
  event->note = g_strdup (rout->rule);
  g_ptr_array_add (events, event);
}

GPtrArray *
vd_hex_rout_bn_events (const VdBoard *board, const VdHexRuleset *module,
                       const VdHexRout *rout, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                vd_board_event_free);
  g_autoptr(VdBoard) now = NULL;
  g_autoptr(GArray) passed = NULL;
  const VdHexRoutEnd *end = NULL;

  if (!rout->must_rout)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s: %s (%s)", rout->unit_id, rout->why,
                   rout->rule);
      return NULL;
    }
  if (rout->when != NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s: %s (%s)", rout->unit_id, rout->when,
                   rout->when_rule != NULL ? rout->when_rule : "?");
      return NULL;
    }
  if (rout->eliminated)
    {
      for (guint i = 0; rout->stack[i] != NULL; i++)
        eliminate (board, rout, rout->stack[i], events);
      return g_steal_pointer (&events);
    }
  if (rout->to_given && !rout->legal)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s: %s (%s)", rout->unit_id,
                   rout->to_why, rout->rule);
      return NULL;
    }
  if (rout->to_given)
    for (guint i = 0; i < rout->ends->len && end == NULL; i++)
      if (vd_hex_equal (((const VdHexRoutEnd *) rout->ends->pdata[i])->hex, rout->to))
        end = rout->ends->pdata[i];
  if (end == NULL && rout->ends->len == 1 &&
      !((const VdHexRoutEnd *) rout->ends->pdata[0])->if_reading)
    end = rout->ends->pdata[0];
  if (end == NULL)
    {
      /* Translators: BN 25.1b, "inf may rout to 4 hexes: its owner chooses one (--to)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   g_dngettext (GETTEXT_PACKAGE, "%s may rout to %u hex: its owner chooses one "
                                "(%s)", "%s may rout to %u hexes: its owner chooses one (%s)",
                                rout->ends->len),
                   rout->unit_id, rout->ends->len, rout->rule);
      return NULL;
    }
  now = vd_board_copy_without_journal (board);
  for (guint i = 0; rout->stack[i] != NULL; i++)
    {
      VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
      g_autoptr(GStrvBuilder) steps = g_strv_builder_new ();

      for (guint n = 0; n < end->path->len; n++)
        {
          g_autofree char *via = vd_board_format_hex (now, g_array_index (end->path, VdHex, n));

          g_strv_builder_add (steps, via);
        }
      event->unit_id = g_strdup (rout->stack[i]);
      event->hex = vd_board_format_hex (now, end->hex);
      event->path = g_strv_builder_end (steps);
      event->note = g_strdup (rout->rule);
      /* Translators: "routs 3 hexes to 0210". */
      vd_hex_odds_add_reason (rout->reasons, rout->rule, rout->stack[i],
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "routs %d hex to %s",
                                                            "routs %d hexes to %s",
                                                            (gulong) end->hexes),
                                               end->hexes, event->hex));
      if (!vd_board_event_apply_and_keep (event, now, module, events, error))
        return NULL;
    }
  /* A rout move is a retreat (25.3a): 25.3c for the stacks it passes and ends in, 25.3d. */
  passed = g_array_new (FALSE, FALSE, sizeof (VdHex));
  if (end->path->len > 2)
    g_array_append_vals (passed, &g_array_index (end->path, VdHex, 1), end->path->len - 2);
  if (!vd_hex_retreat_bn_after (now, module, (const char * const *) rout->stack, passed,
                                end->hex, events, rout->reasons, error))
    return NULL;
  return g_steal_pointer (&events);
}
