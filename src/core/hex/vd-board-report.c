#include "vd-board-report.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "vd-board-event.h"
#include "vd-board-losses.h"
#include "vd-board-side.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-victory.h"
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
  g_clear_pointer (&side->track.reasons, g_ptr_array_unref);
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
  g_free (report->view_side);
  g_free (report->hidden_rule);
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

/* The side other than SIDE whose army is demoralized, or NULL. */
static const VdBoardReportSide *
other_side (const VdBoardReport *report, const VdBoardReportSide *side)
{
  for (guint i = 0; i < report->sides->len; i++)
    if (report->sides->pdata[i] != side &&
        ((VdBoardReportSide *) report->sides->pdata[i])->demoralized)
      return report->sides->pdata[i];
  return NULL;
}

/* NaA DEM-1: P forward by the printed strength eliminated (D10, F3), D back by the printed
 * strength gone of its own accord (F4), as the victory count moves them; they meet at the
 * track's length less one, which the owner enters. */
static void
track_losses_flight (VdBoardReport *report, VdBoardReportSide *side,
                     const VdHexSideScore *score)
{
  VdBoardReportTrack *track = &side->track;
  const VdBoardReportSide *demoralized = other_side (report, side);

  track->kind = VD_BOARD_TRACK_LOSSES_FLIGHT;
  track->known = TRUE;
  track->losses = score->losses_marker;
  track->flight = score->flight_marker;
  track->meet_at = MAX (score->meet_at, 0);
  track->met = track->meet_at > 0 && track->losses + track->flight >= track->meet_at;
  /* A strength not printed moves a marker by what no one knows. */
  for (guint i = 0; i < report->counters->len; i++)
    {
      const VdBoardReportCounter *counter = report->counters->pdata[i];
      int strength;

      if (g_strcmp0 (counter->unit->side, side->id) != 0 ||
          (counter->where != VD_BOARD_REPORT_ELIMINATED &&
           counter->where != VD_BOARD_REPORT_OFF_MAP) ||
          vd_board_strength_number (counter->printed, &strength))
        continue;
      track->known = FALSE;
      /* Translators: "the printed strength of ar-3 is not given: P or D moves by it". */
      vd_hex_odds_add_reason (track->reasons, "D10", counter->unit->id,
                              g_strdup_printf (_("the printed strength of %s is not given: P "
                                                 "or D moves by it"), counter->unit->id));
    }
  /* Translators: NaA's losses marker P, forward by the printed strength eliminated. */
  vd_hex_odds_add_reason (track->reasons, "D10", side->id,
                          g_strdup_printf (_("P %d forward: the printed strength of its "
                                             "counters eliminated"), track->losses));
  /* Translators: NaA's flight marker D, back by the printed strength that left the map. */
  vd_hex_odds_add_reason (track->reasons, "F4", side->id,
                          g_strdup_printf (_("D %d back: the printed strength of its counters "
                                             "that left the map of their own accord"),
                                           track->flight));
  if (score->track_reading != NULL)
    vd_hex_odds_add_reason (track->reasons, "F8", side->id,
                            g_strdup_printf (_("whether counters eliminated by an edge their "
                                               "side may not use move P is reading %s, not "
                                               "chosen yet: counted"), score->track_reading));
  if (side->demoralized)
    vd_hex_odds_add_reason (track->reasons, "DEM-1", side->id,
                            g_strdup (_("the army is demoralized, for the rest of the game "
                                        "(DEM-3)")));
  else if (demoralized != NULL)
    /* Translators: "the Austro-Russians' army is demoralized: …". */
    vd_hex_odds_add_reason (track->reasons, "DEM-2", side->id,
                            g_strdup_printf (_("%s: that army is demoralized, so this one can "
                                               "no longer be: its markers are off the track"),
                                             demoralized->name));
  if (track->meet_at == 0)
    vd_hex_odds_add_reason (track->reasons, "DEM-1", side->id,
                            g_strdup (_("where P and D meet is the track’s length less one: "
                                        "the length is missing (the owner enters "
                                        "morale.track_length)")));
  else if (track->met)
    vd_hex_odds_add_reason (track->reasons, "DEM-1", side->id,
                            g_strdup_printf (_("P %d + D %d reach %d: the markers have met"),
                                             track->losses, track->flight, track->meet_at));
  else
    vd_hex_odds_add_reason (track->reasons, "DEM-1", side->id,
                            g_strdup_printf (_("P %d + D %d of %d: %d more before the markers "
                                               "meet"), track->losses, track->flight,
                                             track->meet_at,
                                             track->meet_at - track->losses - track->flight));
}

/* BN 1.1f: the army's casualties, every infantry or cavalry point eliminated — the X marked
 * on those classes' rows since the set-up; stragglers and artillery left out. */
static void
track_casualties (VdBoardReport *report, VdBoardReportSide *side, const VdBoard *reference,
                  const VdYamlNode *count)
{
  VdBoardReportTrack *track = &side->track;
  const VdYamlNode *classes = vd_yaml_lookup (count, "classes");
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (count, "rule"));

  track->kind = VD_BOARD_TRACK_CASUALTIES;
  track->known = TRUE;
  for (guint i = 0; i < report->counters->len; i++)
    {
      const VdBoardReportCounter *counter = report->counters->pdata[i];
      const VdBoardUnit *unit = counter->unit;
      const VdBoardUnit *before = vd_board_find_unit (reference, unit->id);

      if (g_strcmp0 (unit->side, side->id) != 0 ||
          !vd_hex_ruleset_node_has (classes, unit->unit_class))
        continue;
      if (unit->roster == NULL)
        {
          track->known = FALSE;
          /* Translators: "fr-3 has no loss roster row: its casualties are not known". */
          vd_hex_odds_add_reason (track->reasons, "6.6", unit->id,
                                  g_strdup_printf (_("%s has no loss roster row: its "
                                                     "casualties are not known"), unit->id));
          continue;
        }
      track->casualties += (int) unit->roster->casualties -
                           (before != NULL && before->roster != NULL
                              ? (int) before->roster->casualties : 0);
      if (counter->where == VD_BOARD_REPORT_ELIMINATED && !counter->destroyed)
        vd_hex_odds_add_reason (track->reasons, rule, unit->id,
                                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%s was eliminated with %u box of "
                                                              "its row unmarked: not counted, "
                                                              "the rules do not say",
                                                              "%s was eliminated with %u boxes "
                                                              "of its row unmarked: not "
                                                              "counted, the rules do not say",
                                                              unit->roster->n_boxes -
                                                                unit->roster->casualties -
                                                                unit->roster->stragglers),
                                                 unit->id,
                                                 unit->roster->n_boxes -
                                                   unit->roster->casualties -
                                                   unit->roster->stragglers));
    }
  /* Translators: BN's army casualty count and its markers: "12 casualties: x100 at 0, x10 at 1,
   * x1 at 2 (…)". */
  vd_hex_odds_add_reason (track->reasons, rule, side->id,
                          g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "%d casualty — x100 at %d, x10 at %d, "
                                                        "x1 at %d: the infantry and cavalry "
                                                        "points eliminated (X on the rows); "
                                                        "stragglers and artillery left out",
                                                        "%d casualties — x100 at %d, x10 at "
                                                        "%d, x1 at %d: the infantry and "
                                                        "cavalry points eliminated (X on the "
                                                        "rows); stragglers and artillery left "
                                                        "out", track->casualties),
                                           track->casualties, track->casualties / 100,
                                           track->casualties / 10 % 10,
                                           track->casualties % 10));
}

/* Each side's track, where the game keeps one (NaA `morale.model: army-track`, BN
 * `special.map.casualty_count`). */
static gboolean
add_tracks (VdBoardReport *report, const VdBoard *setup, const VdBoard *reference,
            const VdHexRuleset *module, GError **error)
{
  const VdYamlNode *count = module != NULL
                              ? vd_hex_ruleset_lookup (module, "special.map.casualty_count") : NULL;
  g_autoptr(VdHexVictory) victory = NULL;

  for (guint s = 0; s < report->sides->len; s++)
    ((VdBoardReportSide *) report->sides->pdata[s])->track.reasons = vd_hex_odds_reasons_new ();
  if (module != NULL && g_strcmp0 (vd_hex_ruleset_lookup_word (module, "morale.model"),
                                   "army-track") == 0)
    {
      victory = vd_hex_victory (setup, module, setup->journal != NULL ? setup->journal->len : 0,
                                error);
      if (victory == NULL)
        return FALSE;
      for (guint s = 0; s < report->sides->len; s++)
        for (guint v = 0; v < victory->sides->len; v++)
          {
            const VdHexSideScore *score = victory->sides->pdata[v];
            VdBoardReportSide *side = report->sides->pdata[s];

            if (score->has_track && g_strcmp0 (score->side, side->id) == 0)
              track_losses_flight (report, side, score);
          }
    }
  else if (count != NULL && !vd_yaml_node_is_null (count))
    for (guint s = 0; s < report->sides->len; s++)
      track_casualties (report, report->sides->pdata[s], reference, count);
  return TRUE;
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
  if (!add_tracks (report, setup, replay.reference, module, error))
    {
      replay_clear (&replay);
      return NULL;
    }
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

/* The rule that keeps an enemy's losses from a side, whichever form the game's policy takes. */
static char *
hidden_rule (const VdHexRuleset *module)
{
  const char *rule = vd_board_hidden_rule (module);

  if (rule == NULL)
    rule = vd_hex_ruleset_lookup_word (module,
                                       "special.hidden_information.hidden_counters.rule");
  return g_strdup (rule);
}

gboolean
vd_board_report_restrict (VdBoardReport *report, const VdBoard *setup,
                          const VdHexRuleset *module, const char *side, GError **error)
{
  gboolean found = FALSE, secret, track_shown;

  g_return_val_if_fail (report != NULL && side != NULL, FALSE);

  for (guint s = 0; s < report->sides->len; s++)
    found = found || g_strcmp0 (((VdBoardReportSide *) report->sides->pdata[s])->id, side) == 0;
  if (!found)
    {
      g_autofree char *shown = vd_error_cut (side);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no side “%s” in this game"), shown);
      return FALSE;
    }
  g_free (report->view_side);
  report->view_side = g_strdup (side);
  /* A game that keeps nothing from a side shows it everything (1914, NaA's open play). */
  secret = module != NULL &&
           (vd_board_enemy_strength (report->board, module) != VD_BOARD_STRENGTH_SHOWN ||
            vd_board_hidden_state (module) != NULL);
  if (!secret)
    return TRUE;
  g_free (report->hidden_rule);
  report->hidden_rule = hidden_rule (module);
  /* Even how many events there were would tell of the enemy's losses recorded (BN's rows). */
  {
    g_autofree gboolean *sees = vd_board_side_sees_journal (setup, module, side);
    guint n = setup->journal != NULL ? setup->journal->len : 0;

    report->n_events = 0;
    for (guint i = 0; i < n; i++)
      report->n_events += sees[i] ? 1 : 0;
  }
  track_shown = g_strcmp0 (vd_hex_ruleset_lookup_word (module,
                                                       "special.hidden_information.army_track"),
                           "shown") == 0;
  for (guint s = 0; s < report->sides->len; s++)
    {
      VdBoardReportSide *enemy = report->sides->pdata[s];
      int n_turns = report->last_turn - report->first_turn + 1;

      if (g_strcmp0 (enemy->id, side) == 0)
        continue;
      enemy->secret = TRUE;
      enemy->n_counters = 0;
      memset (&enemy->totals, 0, sizeof enemy->totals);
      memset (&report->cumulative[s * n_turns], 0, n_turns * sizeof *report->cumulative);
      if (!track_shown)
        {
          enemy->track.kind = VD_BOARD_TRACK_NONE;
          enemy->track.losses = enemy->track.flight = enemy->track.casualties = 0;
          enemy->track.met = FALSE;
          g_ptr_array_set_size (enemy->track.reasons, 0);
        }
      for (guint i = report->counters->len; i-- > 0;)
        if (g_strcmp0 (((VdBoardReportCounter *) report->counters->pdata[i])->unit->side,
                       enemy->id) == 0)
          g_ptr_array_remove_index (report->counters, i);
      for (guint i = report->divisions->len; i-- > 0;)
        if (g_strcmp0 (((VdBoardReportDivision *) report->divisions->pdata[i])->commander->side,
                       enemy->id) == 0)
          g_ptr_array_remove_index (report->divisions, i);
    }
  return TRUE;
}

VdBoardReport *
vd_board_report_for_side (const VdBoard *setup, const VdHexRuleset *module, const char *side,
                          GError **error)
{
  g_autoptr(VdBoardReport) report = vd_board_report_new (setup, module, error);

  if (report == NULL || !vd_board_report_restrict (report, setup, module, side, error))
    return NULL;
  return g_steal_pointer (&report);
}

gboolean
vd_board_report_has_secret (const VdBoardReport *report)
{
  for (guint s = 0; s < report->sides->len; s++)
    if (((VdBoardReportSide *) report->sides->pdata[s])->secret)
      return TRUE;
  return FALSE;
}
