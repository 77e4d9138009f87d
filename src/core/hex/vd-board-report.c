#include "vd-board-report.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-board-losses.h"
#include "vd-error.h"
#include "vd-text.h"

/* The game replayed event by event, and what the report needs to know along the way. */
typedef struct {
  const VdHexRuleset *module;
  VdBoard    *reference;   /* the set-up, with the counters added during play: their printing */
  VdBoard    *board;       /* the game so far */
  GHashTable *left;        /* unit id → the turn its last move took it off the map */
  GHashTable *eliminated;  /* unit ids whose last move off the map eliminated them */
  GPtrArray  *sides;       /* char*, the report's sides in order */
  GArray     *turns;       /* VdBoardReportTotals, n_sides per turn played */
} Replay;

static void
replay_clear (Replay *replay)
{
  g_clear_pointer (&replay->reference, vd_board_free);
  g_clear_pointer (&replay->board, vd_board_free);
  g_clear_pointer (&replay->left, g_hash_table_unref);
  g_clear_pointer (&replay->eliminated, g_hash_table_unref);
  g_clear_pointer (&replay->sides, g_ptr_array_unref);
  g_clear_pointer (&replay->turns, g_array_unref);
}

static void
counter_free (VdBoardReportCounter *counter)
{
  g_free (counter->printed);
  g_free (counter->hex);
  g_free (counter->roster);
  g_free (counter);
}

static void
division_free (VdBoardReportDivision *division)
{
  g_free (division->roster);
  g_free (division);
}

static void
side_free (VdBoardReportSide *side)
{
  g_free (side->id);
  g_free (side->name);
  g_free (side);
}

void
vd_board_report_free (VdBoardReport *report)
{
  if (report == NULL)
    return;
  g_clear_pointer (&report->start, vd_board_free);
  g_clear_pointer (&report->board, vd_board_free);
  g_clear_pointer (&report->counters, g_ptr_array_unref);
  g_clear_pointer (&report->divisions, g_ptr_array_unref);
  g_clear_pointer (&report->sides, g_ptr_array_unref);
  g_free (report->cumulative);
  g_free (report->morale_rule);
  g_free (report->wreck_rule);
  g_free (report->division_rule);
  g_free (report->destroyed_rule);
  g_free (report);
}

const char *
vd_board_report_where_to_string (VdBoardReportWhere where)
{
  static const char * const words[] = { "on-map", "eliminated", "off-map", "not-placed" };

  g_return_val_if_fail (where < G_N_ELEMENTS (words), NULL);
  return words[where];
}

static void
add_side (GPtrArray *sides, const char *side)
{
  for (guint i = 0; i < sides->len; i++)
    if (g_strcmp0 (sides->pdata[i], side) == 0)
      return;
  g_ptr_array_add (sides, g_strdup (side));
}

static int
side_index (const Replay *replay, const char *side)
{
  for (guint i = 0; i < replay->sides->len; i++)
    if (g_strcmp0 (replay->sides->pdata[i], side) == 0)
      return (int) i;
  return -1;
}

/* The sides in order: the module's, then those of the counters, at set-up or added later. */
static GPtrArray *
collect_sides (const VdBoard *setup, const VdHexRuleset *module)
{
  GPtrArray *sides = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; module != NULL && i < module->sides->len; i++)
    add_side (sides, ((const VdHexName *) module->sides->pdata[i])->id);
  for (guint i = 0; i < setup->units->len; i++)
    add_side (sides, ((const VdBoardUnit *) setup->units->pdata[i])->side);
  for (guint i = 0; setup->journal != NULL && i < setup->journal->len; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      if (event->kind == VD_BOARD_EVENT_ADD_UNIT && event->side != NULL)
        add_side (sides, event->side);
    }
  return sides;
}

static gboolean
is_eliminated (const Replay *replay, const VdBoardUnit *unit)
{
  return !unit->placed && g_hash_table_contains (replay->eliminated, unit->id);
}

/* Gone by an edge: off the map by a move that did not eliminate it. */
static gboolean
is_off_map (const Replay *replay, const VdBoardUnit *unit)
{
  return !unit->placed && !is_eliminated (replay, unit) &&
         g_hash_table_contains (replay->left, unit->id);
}

/* Each side's totals as the game stands, appended to the turns. */
static void
snapshot (Replay *replay)
{
  guint n_sides = replay->sides->len;
  g_autofree VdBoardReportTotals *totals = g_new0 (VdBoardReportTotals, MAX (1u, n_sides));
  g_autoptr(GPtrArray) losses = vd_board_losses (replay->board, replay->reference, NULL);

  for (guint i = 0; i < losses->len; i++)
    {
      const VdBoardLoss *loss = losses->pdata[i];
      int s = side_index (replay, loss->unit->side);

      if (s >= 0)
        totals[s].points += loss->points;
    }
  for (guint i = 0; i < replay->board->units->len; i++)
    {
      const VdBoardUnit *unit = replay->board->units->pdata[i];
      const VdBoardUnit *before = vd_board_find_unit (replay->reference, unit->id);
      int s = side_index (replay, unit->side);

      if (s < 0)
        continue;
      if (is_eliminated (replay, unit))
        totals[s].eliminated++;
      else if (is_off_map (replay, unit))
        totals[s].off_map++;
      if (unit->roster == NULL)
        continue;
      /* Marks the set-up already held are not this game's losses. */
      totals[s].casualties += (int) unit->roster->casualties -
                              (before != NULL && before->roster != NULL
                                 ? (int) before->roster->casualties : 0);
      totals[s].stragglers += (int) unit->roster->stragglers -
                              (before != NULL && before->roster != NULL
                                 ? (int) before->roster->stragglers : 0);
      if (vd_board_roster_wrecked (unit->roster))
        totals[s].wrecked++;
    }
  g_array_append_vals (replay->turns, totals, n_sides);
}

static gboolean
apply (const VdBoardEvent *event, guint number, VdBoard *board, const VdHexRuleset *module,
       GError **error)
{
  g_autoptr(GError) cause = NULL;

  if (vd_board_event_apply (event, board, module, &cause))
    return TRUE;
  g_set_error (error, VD_ERROR, cause->code, _("event %u (%s): %s"), number,
               vd_board_event_kind_to_string (event->kind), cause->message);
  return FALSE;
}

/* Where the counter's last move left it. */
static void
follow_move (Replay *replay, const VdBoardEvent *event)
{
  if (event->hex != NULL)
    {
      g_hash_table_remove (replay->left, event->unit_id);
      g_hash_table_remove (replay->eliminated, event->unit_id);
      return;
    }
  g_hash_table_insert (replay->left, g_strdup (event->unit_id), GINT_TO_POINTER (event->turn));
  if (event->eliminated)
    g_hash_table_add (replay->eliminated, g_strdup (event->unit_id));
  else
    g_hash_table_remove (replay->eliminated, event->unit_id);
}

static void
add_counters (VdBoardReport *report, const Replay *replay)
{
  g_autoptr(GPtrArray) losses = vd_board_losses (report->board, replay->reference, NULL);
  g_autoptr(GHashTable) by_unit = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < losses->len; i++)
    g_hash_table_insert (by_unit, (gpointer) ((VdBoardLoss *) losses->pdata[i])->unit,
                         losses->pdata[i]);
  for (guint s = 0; s < replay->sides->len; s++)
    for (guint i = 0; i < replay->reference->units->len; i++)
      {
        const VdBoardUnit *before = replay->reference->units->pdata[i];
        const VdBoardUnit *unit = vd_board_find_unit (report->board, before->id);
        const VdBoardLoss *loss;
        VdBoardReportCounter *counter;
        int now, then;

        /* A counter taken off the board by an edit is not a loss: it is not in the game. */
        if (unit == NULL || g_strcmp0 (unit->side, replay->sides->pdata[s]) != 0)
          continue;
        loss = g_hash_table_lookup (by_unit, unit);
        counter = g_new0 (VdBoardReportCounter, 1);
        counter->unit = unit;
        counter->printed = g_strdup (before->strength);
        if (unit->placed)
          {
            counter->where = VD_BOARD_REPORT_ON_MAP;
            counter->hex = vd_board_format_hex (report->board, unit->hex);
          }
        else if (is_eliminated (replay, unit))
          counter->where = VD_BOARD_REPORT_ELIMINATED;
        else if (is_off_map (replay, unit) || before->placed)
          counter->where = VD_BOARD_REPORT_OFF_MAP;
        else
          counter->where = VD_BOARD_REPORT_NOT_PLACED;
        if (!unit->placed)
          counter->left_turn = GPOINTER_TO_INT (g_hash_table_lookup (replay->left, unit->id));
        counter->has_points = vd_board_strength_number (unit->strength, &now) &&
                              vd_board_strength_number (before->strength, &then);
        counter->points = loss != NULL ? loss->points : 0;
        if (unit->roster != NULL)
          {
            counter->roster = vd_board_roster_format (unit->roster);
            counter->casualties = unit->roster->casualties;
            counter->stragglers = unit->roster->stragglers;
            counter->wrecked = vd_board_roster_wrecked (unit->roster);
            counter->destroyed = vd_board_roster_full (unit->roster);
          }
        g_ptr_array_add (report->counters, counter);

        if (unit->division_roster != NULL)
          {
            VdBoardReportDivision *division = g_new0 (VdBoardReportDivision, 1);

            division->commander = unit;
            g_autoptr(VdBoardRoster) drawn = vd_board_roster_copy (unit->division_roster);

            division->n_boxes = unit->division_roster->n_boxes;
            division->wreck = unit->division_roster->wreck;
            division->checked = vd_board_division_checked (report->board, unit->id,
                                                           &division->wrecked);
            /* The checks are never written: drawn here as X from the left, as on paper. */
            drawn->casualties = division->checked;
            division->roster = vd_board_roster_format (drawn);
            for (guint b = 0; b < report->board->units->len; b++)
              {
                const VdBoardUnit *brigade = report->board->units->pdata[b];

                if (brigade->roster != NULL && g_strcmp0 (brigade->army, unit->id) == 0)
                  division->n_brigades++;
              }
            g_ptr_array_add (report->divisions, division);
          }
      }
}

static void
add_sides (VdBoardReport *report, const Replay *replay)
{
  gboolean has_morale = replay->module != NULL &&
    g_strcmp0 (vd_hex_ruleset_lookup_word (replay->module, "morale.model"), "army-track") == 0;
  const VdYamlNode *rules = replay->module != NULL
                              ? vd_hex_ruleset_lookup (replay->module, "morale.rules") : NULL;
  guint n_turns = report->last_turn - report->first_turn + 1;

  if (replay->module != NULL)
    {
      report->wreck_rule =
        g_strdup (vd_hex_ruleset_lookup_word (replay->module, "special.roster.wreck_rule"));
      report->division_rule =
        g_strdup (vd_hex_ruleset_lookup_word (replay->module, "special.roster.division_rule"));
      report->destroyed_rule =
        g_strdup (vd_hex_ruleset_lookup_word (replay->module, "special.roster.destroyed_rule"));
    }
  if (has_morale && rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0)
    report->morale_rule = g_strdup (vd_hex_ruleset_word (rules->children[0]));
  for (guint s = 0; s < replay->sides->len; s++)
    {
      VdBoardReportSide *side = g_new0 (VdBoardReportSide, 1);
      const VdHexName *name = replay->module != NULL
                                ? vd_hex_ruleset_find_side (replay->module,
                                                            replay->sides->pdata[s]) : NULL;

      side->id = g_strdup (replay->sides->pdata[s]);
      side->name = g_strdup (name != NULL && vd_text_get (&name->name) != NULL
                               ? vd_text_get (&name->name) : side->id);
      for (guint i = 0; i < report->counters->len; i++)
        if (g_strcmp0 (((VdBoardReportCounter *) report->counters->pdata[i])->unit->side,
                       side->id) == 0)
          side->n_counters++;
      side->totals = g_array_index (replay->turns, VdBoardReportTotals,
                                    (n_turns - 1) * replay->sides->len + s);
      side->has_morale = has_morale;
      side->demoralized = vd_board_is_demoralized (report->board, side->id);
      g_ptr_array_add (report->sides, side);
    }
  /* By side then turn, as the chart reads them. */
  report->cumulative = g_new0 (VdBoardReportTotals, MAX (1u, n_turns * replay->sides->len));
  for (guint t = 0; t < n_turns; t++)
    for (guint s = 0; s < replay->sides->len; s++)
      report->cumulative[s * n_turns + t] =
        g_array_index (replay->turns, VdBoardReportTotals, t * replay->sides->len + s);
}

VdBoardReport *
vd_board_report_new (const VdBoard *setup, const VdHexRuleset *module, GError **error)
{
  g_autoptr(VdBoardReport) report = NULL;
  Replay replay = { module };
  guint n_events, first_play = 0;
  int turn;

  g_return_val_if_fail (setup != NULL, NULL);

  n_events = setup->journal != NULL ? setup->journal->len : 0;
  report = g_new0 (VdBoardReport, 1);
  report->n_events = n_events;
  report->counters = g_ptr_array_new_with_free_func ((GDestroyNotify) counter_free);
  report->divisions = g_ptr_array_new_with_free_func ((GDestroyNotify) division_free);
  report->sides = g_ptr_array_new_with_free_func ((GDestroyNotify) side_free);

  /* The set-up is the file's, with the set-up events it opens with (a board being built). */
  report->start = vd_board_copy_without_journal (setup);
  for (; first_play < n_events; first_play++)
    {
      const VdBoardEvent *event = setup->journal->pdata[first_play];

      if (!vd_board_event_is_setup (event))
        break;
      if (!apply (event, first_play + 1, report->start, module, error))
        return NULL;
    }

  replay.reference = vd_board_copy_without_journal (report->start);
  replay.board = vd_board_copy_without_journal (report->start);
  replay.left = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  replay.eliminated = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  replay.sides = collect_sides (setup, module);
  replay.turns = g_array_new (FALSE, TRUE, sizeof (VdBoardReportTotals));

  report->first_turn = report->start->turn;
  for (guint i = first_play; i < n_events; i++)
    report->first_turn = MIN (report->first_turn,
                              ((const VdBoardEvent *) setup->journal->pdata[i])->turn);
  turn = report->first_turn;
  for (guint i = first_play; i < n_events; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      /* The game's turn is the event's: each turn ended is counted as it stood then. */
      for (; turn < event->turn; turn++)
        snapshot (&replay);
      if (!apply (event, i + 1, replay.board, module, error))
        {
          replay_clear (&replay);
          return NULL;
        }
      if (event->kind == VD_BOARD_EVENT_ADD_UNIT)
        {
          g_autoptr(GError) ignored = NULL;

          /* Its printing, for what it loses; the set-up may hold a counter of that id already
           * (taken off, then added again): the first printing stands. */
          vd_board_event_apply (event, replay.reference, module, &ignored);
        }
      else if (event->kind == VD_BOARD_EVENT_MOVE)
        follow_move (&replay, event);
    }
  report->last_turn = MAX (turn, replay.board->turn);
  for (; turn <= report->last_turn; turn++)
    snapshot (&replay);

  report->board = g_steal_pointer (&replay.board);
  add_counters (report, &replay);
  add_sides (report, &replay);
  replay_clear (&replay);
  return g_steal_pointer (&report);
}

const VdBoardReportTotals *
vd_board_report_cumulative (const VdBoardReport *report, guint side, int turn)
{
  static const VdBoardReportTotals none = { 0 };
  int n_turns = report->last_turn - report->first_turn + 1;

  g_return_val_if_fail (side < report->sides->len, &none);
  if (turn < report->first_turn)
    return &none;
  turn = MIN (turn, report->last_turn);
  return &report->cumulative[side * n_turns + (turn - report->first_turn)];
}

void
vd_board_report_in_turn (const VdBoardReport *report, guint side, int turn,
                         VdBoardReportTotals *lost)
{
  const VdBoardReportTotals *end = vd_board_report_cumulative (report, side, turn);
  const VdBoardReportTotals *before = vd_board_report_cumulative (report, side, turn - 1);

  lost->points = end->points - before->points;
  lost->eliminated = end->eliminated - before->eliminated;
  lost->off_map = end->off_map - before->off_map;
  lost->casualties = end->casualties - before->casualties;
  lost->stragglers = end->stragglers - before->stragglers;
  lost->wrecked = end->wrecked - before->wrecked;
}
