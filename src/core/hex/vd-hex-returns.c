/* 1914's units that come back: off the map, eliminated HQs, rebuilt pairs. */
#include "vd-hex-returns.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-board-private.h"
#include "vd-error.h"
#include "vd-hex-british-withdrawal.h"
#include "vd-hex-odds.h"

/* What the journal says of a counter out of the map. */
typedef struct {
  int       out_turn;
  gboolean  eliminated;
  gboolean  merged;
  gboolean  has_exit;
  VdHex     exit;
  int       die;
  int       back_turn;
} Story;

static void
out_free (VdHexOut *out)
{
  g_free (out->unit_id);
  g_free (out->exit_hex);
  g_strfreev (out->hexes);
  g_free (out->rule);
  g_free (out->why);
  g_free (out);
}

static void
pair_free (VdHexRebuildPair *pair)
{
  g_free (pair->first);
  g_free (pair->second);
  g_free (pair->hq);
  g_free (pair->rule);
  g_free (pair->why);
  g_free (pair);
}

void
vd_hex_returns_free (VdHexReturns *returns)
{
  if (returns == NULL)
    return;
  g_free (returns->phase);
  g_ptr_array_unref (returns->out);
  g_ptr_array_unref (returns->pairs);
  g_ptr_array_unref (returns->reasons);
  g_free (returns->missing);
  g_free (returns->missing_rule);
  g_free (returns);
}

static int
int_at (const VdHexRuleset *module, const char *path, int otherwise)
{
  const char *word = vd_hex_ruleset_lookup_word (module, path);

  return word != NULL ? atoi (word) : otherwise;
}

/* The turns DIE puts off a return by (`retreat.off_map.delay_by_die`, "1-2": 3), 0 when the
 * module's table has no row for it (1914-RET-5). */
static int
delay_of_die (const VdHexRuleset *module, int die)
{
  const VdYamlNode *table = vd_hex_ruleset_lookup (module, "retreat.off_map.delay_by_die");

  for (guint i = 0; table != NULL && i + 1 < table->n_children; i += 2)
    {
      const char *row = table->children[i]->value;
      const char *dash = row != NULL ? strchr (row, '-') : NULL;
      int low = row != NULL ? atoi (row) : 0;
      int high = dash != NULL ? atoi (dash + 1) : low;

      if (die >= low && die <= high)
        return atoi (vd_hex_ruleset_word (table->children[i + 1]));
    }
  return 0;
}

/* Each counter's story to the N-th event, replayed from the set-up. */
static GHashTable *
stories (const VdBoard *setup, const VdHexRuleset *module, guint n, VdBoard **now,
         GError **error)
{
  g_autoptr(GHashTable) told = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, 0, error);

  if (board == NULL)
    return NULL;
  for (guint i = 0; setup->journal != NULL && i < MIN (n, setup->journal->len); i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];
      const VdBoardUnit *unit = event->unit_id != NULL ? vd_board_find_unit (board,
                                                                             event->unit_id)
                                                       : NULL;

      if (unit != NULL && event->kind == VD_BOARD_EVENT_MOVE && event->hex == NULL)
        {
          Story *story = g_hash_table_lookup (told, unit->id);

          /* A die on a counter already out is its re-entry roll, not a new exit. */
          if (story != NULL && !unit->placed && event->die > 0)
            {
              story->die = event->die;
              story->back_turn = event->to_turn;
            }
          else
            {
              story = g_new0 (Story, 1);
              story->out_turn = event->turn;
              story->eliminated = event->eliminated;
              story->has_exit = unit->placed;
              story->exit = unit->hex;
              story->die = event->die;
              story->back_turn = event->to_turn;
              g_hash_table_insert (told, g_strdup (unit->id), story);
            }
        }
      else if (unit != NULL && event->kind == VD_BOARD_EVENT_MOVE)
        g_hash_table_remove (told, unit->id);
      else if (unit != NULL && event->kind == VD_BOARD_EVENT_STATE &&
               g_strcmp0 (event->state, VD_HEX_RETURNS_MERGED) == 0)
        {
          Story *story = g_hash_table_lookup (told, unit->id);

          if (story != NULL)
            story->merged = TRUE;
        }
      if (!vd_board_event_apply (event, board, module, error))
        return NULL;
    }
  *now = g_steal_pointer (&board);
  return g_steal_pointer (&told);
}

/* A hex on the map's edge: one of its neighbours is not playable. */
static gboolean
on_edge (const VdBoard *board, VdHex hex)
{
  for (int d = 0; d < 6; d++)
    if (!vd_hex_grid_is_playable (board->grid, vd_hex_neighbour (hex, d)))
      return TRUE;
  return FALSE;
}

/* The exit hex and the edge hexes next to it (1914-RET-5). */
static GStrv
reentry_hexes (const VdBoard *board, VdHex exit)
{
  g_autoptr(GStrvBuilder) hexes = g_strv_builder_new ();

  g_autofree char *label = vd_board_format_hex (board, exit);

  g_strv_builder_add (hexes, label);
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (exit, d);

      if (vd_hex_grid_is_playable (board->grid, next) && on_edge (board, next))
        {
          g_autofree char *near = vd_board_format_hex (board, next);

          g_strv_builder_add (hexes, near);
        }
    }
  return g_strv_builder_end (hexes);
}

static const char *
hq_class (const VdHexRuleset *module)
{
  return vd_hex_ruleset_lookup_word (module, "special.supply.hq_class");
}

/* The turns after its elimination an HQ comes back, or 0 with the reading named. */
static int
hq_after (const VdHexRuleset *module, const char **open)
{
  const VdYamlNode *strict, *lenient;

  vd_hex_ruleset_by_reading (module, vd_hex_ruleset_lookup (module, "special.hq.return_after"),
                             &strict, &lenient, open);
  return *open == NULL && lenient != NULL ? atoi (vd_hex_ruleset_word (lenient)) : 0;
}

static void
set_missing (VdHexReturns *returns, const char *rule, char *what)
{
  if (returns->missing != NULL)
    {
      g_free (what);
      return;
    }
  returns->missing = what;
  returns->missing_rule = g_strdup (rule);
}

/* What a rebuilt pair must share besides the arm ("side", "nation", "army"), or NULL with the
 * reading named. */
static const char *
pair_key (const VdHexRuleset *module, const char **open)
{
  const VdYamlNode *strict, *lenient;

  vd_hex_ruleset_by_reading (module, vd_hex_ruleset_lookup (module, "special.rebuild_pairs.same"),
                             &strict, &lenient, open);
  return *open == NULL && lenient != NULL ? vd_hex_ruleset_word (lenient) : NULL;
}

static const char *
shared (const VdBoardUnit *unit, const char *key)
{
  if (g_strcmp0 (key, "army") == 0)
    return unit->army;
  if (g_strcmp0 (key, "nation") == 0)
    return unit->nation != NULL ? unit->nation : unit->side;
  return unit->side;
}

/* The HQ of UNIT's army on the map, or NULL. */
static const VdBoardUnit *
army_hq (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  for (guint i = 0; unit->army != NULL && i < board->units->len; i++)
    {
      const VdBoardUnit *hq = board->units->pdata[i];

      if (hq->placed && g_strcmp0 (hq->unit_class, hq_class (module)) == 0 &&
          g_strcmp0 (hq->army, unit->army) == 0 && g_strcmp0 (hq->side, unit->side) == 0)
        return hq;
    }
  return NULL;
}

/* The longest out first, then by id: a list that does not follow the stacks' order. */
static int
by_out_turn (gconstpointer a, gconstpointer b)
{
  const VdHexOut *x = *(VdHexOut * const *) a, *y = *(VdHexOut * const *) b;

  if (x->out_turn != y->out_turn)
    return x->out_turn < y->out_turn ? -1 : 1;
  return strcmp (x->unit_id, y->unit_id);
}

static const char *
first_phase (const VdHexRuleset *module, const char *path)
{
  return vd_hex_ruleset_lookup_word (module, path);
}

static gboolean
has_option (const VdBoard *board, const char *option)
{
  return option != NULL && board->options != NULL &&
         g_strv_contains ((const char * const *) board->options, option);
}

/* A counter's arrival: its board's `arrives`, else the game's schedule for its nation
 * (`special.british_arrival`: 1914-SET-3, or option (b)'s turn by any sea hex, 1914-OPT-2);
 * FALSE for a counter with neither. */
static gboolean
arrival_of (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
            int *turn, GStrv *hexes, char **rule)
{
  const VdYamlNode *schedule = vd_hex_ruleset_lookup (module, "special.british_arrival");
  const VdYamlNode *list, *late;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (unit->arrives_turn > 0)
    {
      *turn = unit->arrives_turn;
      *hexes = g_strdupv (unit->arrives_hexes);
      *rule = g_strdup (vd_hex_ruleset_lookup_word (module, "special.reinforcements.rule"));
      return TRUE;
    }
  if (schedule == NULL || unit->nation == NULL ||
      g_strcmp0 (unit->nation, vd_hex_ruleset_word (vd_yaml_lookup (schedule, "nation"))) != 0 ||
      has_option (board, vd_hex_ruleset_word (vd_yaml_lookup (schedule, "not_in"))))
    return FALSE;
  late = vd_yaml_lookup (schedule, "late");
  if (late != NULL && has_option (board, vd_hex_ruleset_word (vd_yaml_lookup (late, "option"))))
    {
      const char *terrain = vd_hex_ruleset_word (vd_yaml_lookup (late, "terrain"));

      /* Option (b): any hex of that terrain on the board (1914-OPT-2). */
      for (guint i = 0; board->hexes != NULL && i < board->hexes->len; i++)
        {
          const VdBoardHex *hex = board->hexes->pdata[i];

          if (vd_board_hex_has_ground (board, module, hex->hex, terrain))
            {
              g_autofree char *label = vd_board_format_hex (board, hex->hex);

              g_strv_builder_add (builder, label);
            }
        }
      *turn = atoi (vd_hex_ruleset_word (vd_yaml_lookup (late, "turn")));
      *rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (late, "rule")));
    }
  else
    {
      list = vd_yaml_lookup (schedule, "hexes");
      for (guint i = 0; list != NULL && i < list->n_children; i++)
        g_strv_builder_add (builder, vd_hex_ruleset_word (list->children[i]));
      *turn = atoi (vd_hex_ruleset_word (vd_yaml_lookup (schedule, "turn")));
      *rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (schedule, "rule")));
    }
  *hexes = g_strv_builder_end (builder);
  return *turn > 0;
}

static VdHexReturns *
returns_on (const VdBoard *setup, const VdHexRuleset *module, guint n, VdBoard **now_out,
            GError **error)
{
  g_autoptr(VdBoard) now = NULL;
  g_autoptr(GHashTable) told = NULL;
  g_autoptr(VdHexReturns) returns = NULL;
  const char *rebuild_rule = vd_hex_ruleset_lookup_word (module, "special.rebuild_pairs.rule");
  const char *return_rule = vd_hex_ruleset_lookup_word (module,
                                                        "special.rebuild_pairs.return_rule");
  const char *pair_phase = first_phase (module, "special.rebuild_pairs.phase");
  int turns_out = int_at (module, "special.rebuild_pairs.turns_out", 2);
  g_autoptr(GPtrArray) pool = g_ptr_array_new ();
  const char *open = NULL;
  const char *key;

  if (vd_hex_ruleset_lookup (module, "retreat.off_map.delay_by_die") == NULL &&
      vd_hex_ruleset_lookup (module, "special.rebuild_pairs") == NULL &&
      vd_hex_ruleset_lookup (module, "special.reinforcements") == NULL)
    {
      const char *never = vd_hex_ruleset_lookup_word (module, "special.off_map.never_return_rule");

      /* NaA F6: a unit that left the map never returns, which is why nothing comes back. */
      if (never != NULL)
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("in this game a unit that left the map never comes back (%s)"), never);
      else
        g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                             _("this game has no units that come back (1914’s re-entry, HQs "
                               "and rebuilt units)"));
      return NULL;
    }
  if ((told = stories (setup, module, n, &now, error)) == NULL)
    return NULL;
  returns = g_new0 (VdHexReturns, 1);
  returns->turn = now->turn;
  returns->phase = g_strdup (now->phase);
  returns->out = g_ptr_array_new_with_free_func ((GDestroyNotify) out_free);
  returns->pairs = g_ptr_array_new_with_free_func ((GDestroyNotify) pair_free);
  returns->reasons = vd_hex_odds_reasons_new ();
  for (guint i = 0; i < now->units->len; i++)
    {
      const VdBoardUnit *unit = now->units->pdata[i];
      const Story *story = g_hash_table_lookup (told, unit->id);
      VdHexOut *out;

      int arrives_turn = 0;
      g_auto(GStrv) arrives_hexes = NULL;
      g_autofree char *arrives_rule = NULL;

      /* Withdrawn with the British (1914-OPT-1): out of the game, nothing brings it back. */
      if (g_strcmp0 (unit->state, VD_HEX_BRITISH_WITHDRAWN) == 0)
        continue;
      /* A reinforcement not come yet (BN 16.4, 1914-SET-3): due from its turn, by its hexes. */
      if (!unit->placed && story == NULL &&
          arrival_of (now, module, unit, &arrives_turn, &arrives_hexes, &arrives_rule))
        {
          g_autofree char *by = g_strjoinv (", ", arrives_hexes);

          out = g_new0 (VdHexOut, 1);
          out->unit_id = g_strdup (unit->id);
          out->kind = VD_HEX_OUT_REINFORCEMENT;
          out->rule = g_steal_pointer (&arrives_rule);
          out->back_turn = arrives_turn;
          out->hexes = g_steal_pointer (&arrives_hexes);
          out->due = now->turn >= arrives_turn;
          if (out->hexes[0] == NULL)
            /* Translators: "a reinforcement, due from turn 4 by any sea hex: none is on the
             * board" — option (b)'s hexes not drawn yet. */
            out->why = g_strdup_printf (_("a reinforcement, due from turn %d by a hex of the "
                                          "game’s schedule: none is on the board"),
                                        arrives_turn);
          else
            /* Translators: "a reinforcement, due from turn 3 by 0101, 0102". */
            out->why = g_strdup_printf (_("a reinforcement, due from turn %d by %s"),
                                        arrives_turn, by);
          g_ptr_array_add (returns->out, out);
          vd_hex_odds_add_reason (returns->reasons, out->rule, out->unit_id, g_strdup (out->why));
          continue;
        }
      if (unit->placed || story == NULL || story->merged)
        continue;
      out = g_new0 (VdHexOut, 1);
      out->unit_id = g_strdup (unit->id);
      out->out_turn = story->out_turn;
      if (!story->eliminated)
        {
          out->kind = VD_HEX_OUT_OFF_MAP;
          out->rule = g_strdup (vd_hex_ruleset_lookup_word (module, "retreat.off_map.rule"));
          out->die = story->die;
          out->back_turn = story->back_turn;
          if (story->has_exit)
            {
              out->exit_hex = vd_board_format_hex (now, story->exit);
              out->hexes = reentry_hexes (now, story->exit);
            }
          out->due = out->back_turn > 0 && now->turn >= out->back_turn;
          if (out->die == 0)
            /* Translators: "left the map in turn 3; its re-entry die is not rolled yet". */
            out->why = g_strdup_printf (_("left the map in turn %d; its re-entry die is not "
                                          "rolled yet"), out->out_turn);
          else
            /* Translators: "left the map in turn 3, die 4: back from turn 5". */
            out->why = g_strdup_printf (_("left the map in turn %d, die %d: back from turn %d"),
                                        out->out_turn, out->die, out->back_turn);
        }
      else if (g_strcmp0 (unit->unit_class, hq_class (module)) == 0)
        {
          const char *reading = NULL;
          int after = hq_after (module, &reading);

          out->kind = VD_HEX_OUT_HQ;
          out->rule = g_strdup (vd_hex_ruleset_lookup_word (module, "special.hq.return_rule"));
          if (reading != NULL)
            {
              /* Translators: "eliminated in turn 3; the turn it comes back waits on reading
               * 1914-i-hq-return-turn". */
              out->why = g_strdup_printf (_("eliminated in turn %d; the turn it comes back "
                                            "waits on reading %s"), out->out_turn, reading);
              set_missing (returns, reading, g_strdup (out->why));
            }
          else
            {
              const char *phase = first_phase (module, "special.hq.return_phase");

              out->back_turn = out->out_turn + after;
              out->due = now->turn >= out->back_turn && g_strcmp0 (now->phase, phase) == 0;
              /* Translators: "eliminated in turn 3, its army not operational meanwhile: back
               * in phase status of turn 4, anywhere its owner likes". */
              out->why = g_strdup_printf (_("eliminated in turn %d, its army not operational "
                                            "meanwhile: back in phase %s of turn %d or later, "
                                            "anywhere its owner likes"), out->out_turn,
                                          phase != NULL ? phase : "?", out->back_turn);
            }
        }
      else
        {
          out->kind = VD_HEX_OUT_ELIMINATED;
          out->rule = g_strdup (rebuild_rule);
          out->back_turn = out->out_turn + turns_out;
          out->due = now->turn >= out->back_turn;
          /* Translators: "eliminated in turn 3: may be paired from turn 5". */
          out->why = g_strdup_printf (_("eliminated in turn %d: may be paired from turn %d"),
                                      out->out_turn, out->back_turn);
          g_ptr_array_add (pool, out);
        }
      g_ptr_array_add (returns->out, out);
    }
  g_ptr_array_sort (returns->out, by_out_turn);
  g_ptr_array_sort (pool, by_out_turn);
  for (guint i = 0; i < returns->out->len; i++)
    {
      const VdHexOut *out = returns->out->pdata[i];

      vd_hex_odds_add_reason (returns->reasons, out->rule, out->unit_id, g_strdup (out->why));
    }
  key = pair_key (module, &open);
  if (open != NULL && pool->len > 1)
    /* Translators: "which eliminated units may pair: reading 1914-i-rebuild-pair". */
    set_missing (returns, open, g_strdup_printf (_("which eliminated units may pair: reading "
                                                   "%s"), open));
  for (guint i = 0; key != NULL && i < pool->len; i++)
    for (guint j = i + 1; j < pool->len; j++)
      {
        const VdHexOut *a = pool->pdata[i], *b = pool->pdata[j];
        const VdBoardUnit *ua = vd_board_find_unit (now, a->unit_id);
        const VdBoardUnit *ub = vd_board_find_unit (now, b->unit_id);
        const VdBoardUnit *hq;
        VdHexRebuildPair *pair;

        if (g_strcmp0 (ua->unit_class, ub->unit_class) != 0 ||
            g_strcmp0 (ua->side, ub->side) != 0 ||
            g_strcmp0 (shared (ua, key), shared (ub, key)) != 0)
          continue;
        pair = g_new0 (VdHexRebuildPair, 1);
        pair->first = g_strdup (a->unit_id);
        pair->second = g_strdup (b->unit_id);
        pair->rule = g_strdup (rebuild_rule);
        hq = army_hq (now, module, ua);
        pair->hq = hq != NULL ? g_strdup (hq->id) : NULL;
        if (!a->due || !b->due)
          /* Translators: "not before turn 6: each must be out 2 turns". */
          pair->why = g_strdup_printf (_("not before turn %d: each must be out %d turns"),
                                       MAX (a->back_turn, b->back_turn), turns_out);
        else if (g_strcmp0 (now->phase, pair_phase) != 0)
          {
            g_free (pair->rule);
            pair->rule = g_strdup (return_rule);
            /* Translators: "out long enough; rebuilt in phase status only". */
            pair->why = g_strdup_printf (_("out long enough; rebuilt in phase %s only"),
                                         pair_phase != NULL ? pair_phase : "?");
          }
        else
          {
            pair->due = TRUE;
            g_free (pair->rule);
            pair->rule = g_strdup (return_rule);
            /* Translators: "may be rebuilt now, one of the two, on HQ ger-hq1, operational
             * at once" (or: "on its army's HQ, which is not on the map"). */
            pair->why = hq != NULL
                          ? g_strdup_printf (_("may be rebuilt now, one of the two, on HQ %s, "
                                               "operational at once"), hq->id)
                          : g_strdup (_("out long enough, but its army’s HQ is not on the "
                                        "map"));
            pair->due = hq != NULL;
          }
        g_ptr_array_add (returns->pairs, pair);
        vd_hex_odds_add_reason (returns->reasons, pair->rule, pair->first,
                                g_strdup_printf ("+ %s: %s", pair->second, pair->why));
      }
  if (now_out != NULL)
    *now_out = g_steal_pointer (&now);
  return g_steal_pointer (&returns);
}

VdHexReturns *
vd_hex_returns (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                GError **error)
{
  g_return_val_if_fail (setup != NULL && module != NULL, NULL);

  return returns_on (setup, module, n_applied, NULL, error);
}

static const VdHexOut *
find_out (const VdHexReturns *returns, const char *unit_id, GError **error)
{
  for (guint i = 0; i < returns->out->len; i++)
    {
      const VdHexOut *out = returns->out->pdata[i];

      if (g_str_equal (out->unit_id, unit_id))
        return out;
    }
  /* Translators: "fr-1 is not out of play: nothing to come back". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not out of play: nothing to come "
                                                     "back"), unit_id);
  return NULL;
}

VdBoardEvent *
vd_hex_returns_die (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                    const char *unit_id, int die, GError **error)
{
  g_autoptr(VdBoard) now = NULL;
  g_autoptr(VdHexReturns) returns = returns_on (setup, module, n_applied, &now, error);
  const VdHexOut *out;
  VdBoardEvent *event;
  int delay;

  if (returns == NULL || (out = find_out (returns, unit_id, error)) == NULL)
    return NULL;
  if (out->kind != VD_HEX_OUT_OFF_MAP)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s did not retreat off the map: "
                                                         "no re-entry die (%s)"), unit_id,
                   vd_hex_ruleset_lookup_word (module, "retreat.off_map.rule"));
      return NULL;
    }
  if (out->die > 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s rolled its re-entry die already: "
                                                         "%d (%s)"), unit_id, out->die,
                   out->rule);
      return NULL;
    }
  if ((delay = delay_of_die (module, die)) <= 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no re-entry delay for a die of %d "
                                                         "(%s)"), die, out->rule);
      return NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
  event->unit_id = g_strdup (unit_id);
  event->die = die;
  event->to_turn = out->out_turn + delay;
  event->note = g_strdup_printf ("%s: %d → +%d", out->rule, die, delay);
  return event;
}

VdBoardEvent *
vd_hex_returns_die_after (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                          const GPtrArray *events, const char *unit_id, int die, GError **error)
{
  g_autoptr(VdBoard) after = vd_board_copy_without_journal (setup);

  g_return_val_if_fail (setup != NULL && module != NULL && events != NULL, NULL);

  after->journal = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  for (guint i = 0; setup->journal != NULL && i < MIN (n_applied, setup->journal->len); i++)
    g_ptr_array_add (after->journal, vd_board_event_copy (setup->journal->pdata[i]));
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (after->journal, vd_board_event_copy (events->pdata[i]));
  return vd_hex_returns_die (after, module, after->journal->len, unit_id, die, error);
}

/* Whether the board stands in PHASE (a phase id), else ERROR naming RULE. */
static gboolean
check_phase (const VdBoard *now, const char *phase, const char *unit_id, const char *rule,
             GError **error)
{
  if (phase == NULL || g_strcmp0 (now->phase, phase) == 0)
    return TRUE;
  /* Translators: "fr-hq5 comes back in phase status only, not in french-move (1914-HQ-4)". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s comes back in phase %s only, not in "
                                                     "%s (%s)"), unit_id, phase,
               now->phase != NULL ? now->phase : "?", rule != NULL ? rule : "?");
  return FALSE;
}

/* BN 1.1e: the entry hex of ENTRIES an enemy counter holds, within the module's shift of HEX on
 * the map's edge, that lets UNIT_ID in by HEX instead; NULL when none does. */
static const char *
blocked_entry (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
               GStrv entries, VdHex hex, int *shift)
{
  const char *within = vd_hex_ruleset_lookup_word (module,
                                                   "special.map.reinforcement_blocked_shift_hexes");
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);

  if (within == NULL || unit == NULL || !on_edge (board, hex) ||
      vd_hex_ruleset_lookup_word (module, "special.map.blocked_entry_rule") == NULL)
    return NULL;
  *shift = atoi (within);
  for (guint i = 0; entries != NULL && entries[i] != NULL; i++)
    {
      g_autoptr(GPtrArray) there = NULL;
      VdHex entry;

      if (!vd_hex_grid_parse (board->grid, entries[i], &entry) ||
          vd_hex_distance (entry, hex) > *shift)
        continue;
      there = vd_board_units_at (board, entry);
      for (guint k = 0; k < there->len; k++)
        if (g_strcmp0 (((const VdBoardUnit *) there->pdata[k])->side, unit->side) != 0)
          return entries[i];
    }
  return NULL;
}

VdBoardEvent *
vd_hex_returns_reenter (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                        const char *unit_id, const char *label, GError **error)
{
  g_autoptr(VdBoard) now = NULL;
  g_autoptr(VdHexReturns) returns = returns_on (setup, module, n_applied, &now, error);
  const VdHexOut *out;
  VdBoardEvent *event;
  VdHex hex;
  const char *blocked;
  int shift = 0;

  if (returns == NULL || (out = find_out (returns, unit_id, error)) == NULL)
    return NULL;
  if (!vd_board_parse_label (now, label, TRUE, &hex, error))
    return NULL;
  if (out->kind == VD_HEX_OUT_ELIMINATED)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is eliminated: it comes back only "
                                                         "rebuilt with another (%s)"), unit_id,
                   out->rule);
      return NULL;
    }
  if (out->kind == VD_HEX_OUT_OFF_MAP && out->die == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has not rolled its re-entry die "
                                                         "yet (%s)"), unit_id, out->rule);
      return NULL;
    }
  if (out->back_turn == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s: %s (%s)", unit_id, out->why,
                   returns->missing_rule != NULL ? returns->missing_rule : out->rule);
      return NULL;
    }
  if (now->turn < out->back_turn && out->kind == VD_HEX_OUT_REINFORCEMENT)
    {
      /* Translators: "fr-5 arrives from turn 3, not in turn 2 (16.4)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s arrives from turn %d, not in turn "
                                                         "%d (%s)"), unit_id, out->back_turn,
                   now->turn, out->rule != NULL ? out->rule : "?");
      return NULL;
    }
  if (now->turn < out->back_turn)
    {
      /* Translators: "fr-1 may come back from turn 5, not in turn 4 (1914-RET-5)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s may come back from turn %d, not "
                                                         "in turn %d (%s)"), unit_id,
                   out->back_turn, now->turn, out->rule);
      return NULL;
    }
  if (out->kind == VD_HEX_OUT_HQ &&
      !check_phase (now, first_phase (module, "special.hq.return_phase"), unit_id, out->rule,
                    error))
    return NULL;
  if (out->kind == VD_HEX_OUT_REINFORCEMENT &&
      !g_strv_contains ((const char * const *) out->hexes, label) &&
      (blocked = blocked_entry (now, module, unit_id, out->hexes, hex, &shift)) != NULL)
    {
      event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
      event->unit_id = g_strdup (unit_id);
      event->hex = g_strdup (label);
      /* Translators: BN 1.1e, "1.1e: 0601 is blocked by the enemy; by an edge hex within 10
       * of it". */
      event->note = g_strdup_printf (_("%s: %s is blocked by the enemy; by an edge hex within "
                                       "%d of it"),
                                     vd_hex_ruleset_lookup_word (module,
                                                                 "special.map.blocked_entry_rule"),
                                     blocked, shift);
      return event;
    }
  if (out->kind == VD_HEX_OUT_REINFORCEMENT &&
      !g_strv_contains ((const char * const *) out->hexes, label))
    {
      g_autofree char *open = g_strjoinv (", ", out->hexes);

      /* Translators: "fr-5 arrives by 0101, 0102, not 0505 (16.4)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s arrives by %s, not %s (%s)"),
                   unit_id, open, label, out->rule != NULL ? out->rule : "?");
      return NULL;
    }
  if (out->hexes != NULL && !g_strv_contains ((const char * const *) out->hexes, label))
    {
      g_autofree char *open = g_strjoinv (", ", out->hexes);

      /* Translators: "fr-1 comes back by 0101 or an edge hex next to it (0101, 0201), not
       * 0505 (1914-RET-5)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s comes back by %s or an edge hex "
                                                         "next to it (%s), not %s (%s)"),
                   unit_id, out->exit_hex, open, label, out->rule);
      return NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
  event->unit_id = g_strdup (unit_id);
  event->hex = g_strdup (label);
  event->note = g_strdup_printf ("%s: %s", out->rule, out->why);
  return event;
}

GPtrArray *
vd_hex_returns_rebuild (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                        const char *first, const char *second, const char *as, GError **error)
{
  g_autoptr(VdBoard) now = NULL;
  g_autoptr(VdHexReturns) returns = returns_on (setup, module, n_applied, &now, error);
  g_autoptr(GPtrArray) events = NULL;
  const VdHexRebuildPair *pair = NULL;
  const char *other;
  const VdBoardUnit *hq;
  VdBoardEvent *event;

  if (returns == NULL)
    return NULL;
  if (g_strcmp0 (as, first) != 0 && g_strcmp0 (as, second) != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not one of the pair %s, %s"),
                   as, first, second);
      return NULL;
    }
  for (guint i = 0; i < returns->pairs->len && pair == NULL; i++)
    {
      const VdHexRebuildPair *one = returns->pairs->pdata[i];

      if ((g_str_equal (one->first, first) && g_str_equal (one->second, second)) ||
          (g_str_equal (one->first, second) && g_str_equal (one->second, first)))
        pair = one;
    }
  if (pair == NULL)
    {
      const char *rule = vd_hex_ruleset_lookup_word (module, "special.rebuild_pairs.rule");

      const char *open = NULL;

      pair_key (module, &open);
      if (open != NULL)
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("which eliminated units may pair: "
                                                           "reading %s"), open);
      else
        /* Translators: "fr-1 and fr-2 are no pair: two eliminated units of one arm (1914-REB-1)". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s and %s are no pair: two "
                                                           "eliminated units of one arm and "
                                                           "army, as the reading says (%s)"),
                     first, second, rule != NULL ? rule : "?");
      return NULL;
    }
  if (!pair->due)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s, %s: %s (%s)", first, second,
                   pair->why, pair->rule);
      return NULL;
    }
  hq = vd_board_find_unit (now, pair->hq);
  other = g_str_equal (as, first) ? second : first;
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
  event->unit_id = g_strdup (as);
  event->hex = vd_board_format_hex (now, hq->hex);
  event->note = g_strdup_printf ("%s: %s + %s", pair->rule, as, other);
  event->rebuilt = TRUE;
  g_ptr_array_add (events, event);
  if (vd_board_find_unit (now, as)->state != NULL)
    {
      event = vd_board_event_new (VD_BOARD_EVENT_STATE, now);
      event->unit_id = g_strdup (as);
      event->note = g_strdup (pair->rule);
      g_ptr_array_add (events, event);
    }
  event = vd_board_event_new (VD_BOARD_EVENT_STATE, now);
  event->unit_id = g_strdup (other);
  event->state = g_strdup (VD_HEX_RETURNS_MERGED);
  event->note = g_strdup_printf ("%s: %s", pair->rule, as);
  g_ptr_array_add (events, event);
  return g_steal_pointer (&events);
}
