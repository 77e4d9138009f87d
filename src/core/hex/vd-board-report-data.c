/* The board report as its writers show it (help "The board's report"): the numbers of
 * vd-board-report with the victory count, LBA's morale levels, the title and phase, for a side's
 * view or the referee's; and its CSV (RFC 4180). The command line and the app write the same. */
#include "vd-board-report-data.h"

#include <glib/gi18n-lib.h>

#include "vd-csv.h"
#include "vd-hex-odds.h"

void
vd_board_report_data_free (VdBoardReportData *data)
{
  g_clear_pointer (&data->report, vd_board_report_free);
  g_clear_pointer (&data->victory, vd_hex_victory_free);
  g_clear_pointer (&data->levels, vd_hex_levels_free);
  g_free (data->title);
  g_free (data->phase);
  g_free (data);
}

VdBoardReportData *
vd_board_report_data_new (const VdBoard *setup, const VdHexRuleset *module, const char *side,
                          GError **error)
{
  g_autoptr(VdBoardReportData) data = g_new0 (VdBoardReportData, 1);
  const VdBoard *board;

  data->module = module;
  data->report = vd_board_report_new (setup, data->module, error);
  if (data->report == NULL)
    return NULL;
  data->victory = vd_hex_victory (setup, data->module,
                                  setup->journal != NULL ? setup->journal->len : 0, error);
  if (data->victory == NULL)
    return NULL;
  /* LBA's morale levels, a side's own formations in its view (a game without them: none). */
  if (vd_hex_ruleset_lookup (data->module, "morale.levels.chart") != NULL &&
      (data->levels = vd_hex_levels_now (setup, data->report->board, data->module,
                                         setup->journal != NULL ? setup->journal->len : 0,
                                         side, error)) == NULL)
    return NULL;
  if (side != NULL)
    {
      if (!vd_board_report_restrict (data->report, setup, data->module, side, error))
        return NULL;
      if (vd_board_report_has_secret (data->report))
        g_clear_pointer (&data->victory, vd_hex_victory_free);
    }
  board = data->report->board;
  data->title = g_strdup (setup->title != NULL ? setup->title : "");
  for (guint i = 0; board->phase != NULL && i < data->module->phases->len; i++)
    {
      const VdHexName *phase = data->module->phases->pdata[i];

      if (g_strcmp0 (phase->id, board->phase) == 0)
        data->phase = g_strdup (vd_text_get (&phase->name));
    }
  if (data->phase == NULL)
    data->phase = g_strdup (board->phase);
  for (guint i = 0; i < data->report->counters->len; i++)
    {
      const VdBoardReportCounter *counter = data->report->counters->pdata[i];

      data->has_points |= counter->has_points;
      data->has_rosters |= counter->roster != NULL;
    }
  return g_steal_pointer (&data);
}

const char *
vd_board_report_victory_secret (void)
{
  return _("the victory count rests on the enemy’s losses and strengths, which this side may "
           "not know");
}

const VdBoardReportSide *
vd_board_report_data_side (const VdBoardReportData *data, guint s)
{
  return data->report->sides->pdata[s];
}

/* ---- CSV (RFC 4180): one table, its first column says what a row is. ---- */

enum {
  COL_SECTION, COL_ID, COL_NAME, COL_SIDE, COL_CLASS, COL_ARMY, COL_PRINTED, COL_CURRENT,
  COL_POINTS_LOST, COL_STATE, COL_WHERE, COL_HEX, COL_TURN, COL_ROSTER, COL_CASUALTIES,
  COL_STRAGGLERS, COL_WRECKED, COL_CHECKED, COL_BOXES, COL_BRIGADES, COL_COUNTERS,
  COL_ELIMINATED, COL_OFF_MAP, COL_BRIGADES_WRECKED, COL_DEMORALIZED, COL_RULE,
  COL_TOTAL_POINTS_LOST, COL_TOTAL_ELIMINATED, COL_TOTAL_OFF_MAP, COL_TOTAL_CASUALTIES,
  COL_TOTAL_STRAGGLERS, COL_TOTAL_BRIGADES_WRECKED, COL_SCORE, COL_VP, COL_LEVEL, COL_KNOWN,
  COL_LOSSES_MARKER, COL_FLIGHT_MARKER, COL_MEET_AT, COL_ARMY_CASUALTIES, COL_ROUTED,
  COL_MODIFIER,
  N_COLUMNS
};

static const char * const columns[N_COLUMNS] = {
  "section", "id", "name", "side", "class", "army", "printed", "current", "points_lost",
  "state", "where", "hex", "turn", "roster", "casualties", "stragglers", "wrecked", "checked",
  "boxes", "brigades", "counters", "eliminated", "off_map", "brigades_wrecked", "demoralized",
  "rule", "total_points_lost", "total_eliminated", "total_off_map", "total_casualties",
  "total_stragglers", "total_brigades_wrecked", "score", "vp", "level", "known",
  "losses_marker", "flight_marker", "meet_at", "army_casualties", "routed", "modifier",
};

/* Numbers the report counted; every other column holds text (names, ids, strengths, rows). */
static gboolean
column_is_number (guint column)
{
  return column == COL_POINTS_LOST || column == COL_TURN ||
         (column >= COL_CASUALTIES && column <= COL_STRAGGLERS) ||
         (column >= COL_CHECKED && column <= COL_BRIGADES_WRECKED) ||
         (column >= COL_TOTAL_POINTS_LOST && column <= COL_VP) ||
         (column >= COL_LOSSES_MARKER && column <= COL_MODIFIER);
}

typedef struct {
  char *values[N_COLUMNS];
} Row;

static void
set_text (Row *row, guint column, const char *value)
{
  g_free (row->values[column]);
  row->values[column] = g_strdup (value);
}

static void
set_int (Row *row, guint column, int value)
{
  g_free (row->values[column]);
  row->values[column] = g_strdup_printf ("%d", value);
}

static void
set_yes_no (Row *row, guint column, gboolean value)
{
  set_text (row, column, value ? "yes" : "no");
}

/* Appends ROW as a record and empties it for the next. */
static void
write_row (GString *out, Row *row)
{
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      vd_csv_append_field (out, row->values[i], !column_is_number (i));
      g_clear_pointer (&row->values[i], g_free);
    }
  g_string_append (out, "\r\n");
}

/* The counts of TOTALS in their columns, or with SINCE in the total_ ones; points and marks
 * left empty where the board has none to count. */
static void
set_totals (Row *row, const VdBoardReportData *data, const VdBoardReportTotals *totals,
            gboolean since)
{
  static const guint plain[] = {
    COL_POINTS_LOST, COL_ELIMINATED, COL_OFF_MAP, COL_CASUALTIES, COL_STRAGGLERS,
    COL_BRIGADES_WRECKED,
  };
  static const guint sums[] = {
    COL_TOTAL_POINTS_LOST, COL_TOTAL_ELIMINATED, COL_TOTAL_OFF_MAP, COL_TOTAL_CASUALTIES,
    COL_TOTAL_STRAGGLERS, COL_TOTAL_BRIGADES_WRECKED,
  };
  int values[] = {
    totals->points, totals->eliminated, totals->off_map, totals->casualties, totals->stragglers,
    totals->wrecked,
  };
  gboolean known[] = {
    data->has_points, TRUE, TRUE, data->has_rosters, data->has_rosters, data->has_rosters,
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (plain) == G_N_ELEMENTS (sums));
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    if (known[i])
      set_int (row, since ? sums[i] : plain[i], values[i]);
}

static void
csv_counter (GString *out, const VdBoardReportData *data, const VdBoardReportCounter *counter)
{
  const VdBoardUnit *unit = counter->unit;
  Row row = { { NULL } };

  set_text (&row, COL_SECTION, "counter");
  set_text (&row, COL_ID, unit->id);
  set_text (&row, COL_NAME, unit->name);
  set_text (&row, COL_SIDE, unit->side);
  set_text (&row, COL_CLASS, unit->unit_class);
  set_text (&row, COL_ARMY, unit->army);
  set_text (&row, COL_PRINTED, counter->printed);
  set_text (&row, COL_CURRENT, unit->strength);
  if (counter->has_points)
    set_int (&row, COL_POINTS_LOST, counter->points);
  set_text (&row, COL_STATE, unit->state);
  set_text (&row, COL_WHERE, vd_board_report_where_to_string (counter->where));
  set_text (&row, COL_HEX, counter->hex);
  if (counter->left_turn > 0)
    set_int (&row, COL_TURN, counter->left_turn);
  if (counter->roster != NULL)
    {
      set_text (&row, COL_ROSTER, counter->roster);
      set_int (&row, COL_CASUALTIES, counter->casualties);
      set_int (&row, COL_STRAGGLERS, counter->stragglers);
      set_yes_no (&row, COL_WRECKED, counter->wrecked);
      if (counter->destroyed)
        set_text (&row, COL_RULE, data->report->destroyed_rule);
      else if (counter->wrecked)
        set_text (&row, COL_RULE, data->report->wreck_rule);
    }
  write_row (out, &row);
}

/* The victory count: a `victory` row per side (its score: NaA's losses and victory points,
 * 1914's points), then the `result` (the winner, the level, its rule; `known` no while a part
 * is missing, the rule and what then in `rule` and `name`). */
static void
csv_victory (GString *out, const VdBoardReportData *data)
{
  const VdHexVictory *victory = data->victory;
  Row row = { { NULL } };

  for (guint s = 0; s < victory->sides->len; s++)
    {
      const VdHexSideScore *score = victory->sides->pdata[s];

      set_text (&row, COL_SECTION, "victory");
      set_text (&row, COL_ID, score->side);
      set_text (&row, COL_NAME, score->name);
      set_text (&row, COL_SIDE, score->side);
      set_int (&row, COL_SCORE, score->total);
      if (score->has_track)
        set_int (&row, COL_VP, score->vp);
      set_yes_no (&row, COL_KNOWN, score->known);
      write_row (out, &row);
    }
  set_text (&row, COL_SECTION, "result");
  set_text (&row, COL_ID, victory->winner);
  set_text (&row, COL_SIDE, victory->winner);
  set_text (&row, COL_LEVEL, victory->missing == NULL ? victory->level : NULL);
  set_text (&row, COL_RULE, victory->missing != NULL ? victory->missing_rule
                                                     : victory->level_rule);
  set_text (&row, COL_NAME, victory->missing);
  set_yes_no (&row, COL_KNOWN, victory->missing == NULL);
  write_row (out, &row);
}

/* Each army's track (NaA DEM-1, BN 1.1f): a `track` row with its markers, then a
 * `track-reason` row for each part, its rule in `rule` and what it says in `name`. */
static void
csv_tracks (GString *out, const VdBoardReportData *data)
{
  Row row = { { NULL } };

  for (guint s = 0; s < data->report->sides->len; s++)
    {
      const VdBoardReportSide *side = vd_board_report_data_side (data, s);
      const VdBoardReportTrack *track = &side->track;

      if (track->kind == VD_BOARD_TRACK_NONE)
        continue;
      set_text (&row, COL_SECTION, "track");
      set_text (&row, COL_ID, side->id);
      set_text (&row, COL_NAME, side->name);
      set_text (&row, COL_SIDE, side->id);
      if (track->kind == VD_BOARD_TRACK_LOSSES_FLIGHT)
        {
          set_int (&row, COL_LOSSES_MARKER, track->losses);
          set_int (&row, COL_FLIGHT_MARKER, track->flight);
          if (track->meet_at > 0)
            set_int (&row, COL_MEET_AT, track->meet_at);
          set_yes_no (&row, COL_DEMORALIZED, side->demoralized);
          set_text (&row, COL_RULE, "DEM-1");
        }
      else
        {
          set_int (&row, COL_ARMY_CASUALTIES, track->casualties);
          set_text (&row, COL_RULE, ((VdHexOddsReason *) g_ptr_array_index (track->reasons,
                                                                            track->reasons->len
                                                                              - 1))->rule);
        }
      /* Known: every part counted, and for NaA where the markers meet. */
      set_yes_no (&row, COL_KNOWN, track->known &&
                                   (track->kind != VD_BOARD_TRACK_LOSSES_FLIGHT ||
                                    track->meet_at > 0));
      write_row (out, &row);
      for (guint i = 0; i < track->reasons->len; i++)
        {
          const VdHexOddsReason *reason = track->reasons->pdata[i];

          set_text (&row, COL_SECTION, "track-reason");
          set_text (&row, COL_ID, side->id);
          set_text (&row, COL_NAME, reason->what);
          set_text (&row, COL_SIDE, side->id);
          set_text (&row, COL_RULE, reason->rule);
          write_row (out, &row);
        }
    }
}

/* LBA's morale levels (LBA-LVL-1): a `morale-level` row for each formation, the formation in
 * `army`, the chart's battalions in `counters`; one `no-morale-levels` row for each formation
 * the chart does not list (LBA-LVL-3). */
static void
csv_levels (GString *out, const VdBoardReportData *data)
{
  Row row = { { NULL } };

  if (data->levels == NULL)
    return;
  for (guint i = 0; i < data->levels->formations->len; i++)
    {
      const VdHexLevel *level = data->levels->formations->pdata[i];

      set_text (&row, COL_SECTION, "morale-level");
      set_text (&row, COL_SIDE, level->side);
      set_text (&row, COL_ARMY, level->formation);
      set_int (&row, COL_COUNTERS, level->battalions);
      set_int (&row, COL_ELIMINATED, level->eliminated);
      set_int (&row, COL_ROUTED, level->routed);
      set_int (&row, COL_LEVEL, level->level);
      set_int (&row, COL_MODIFIER, level->modifier);
      set_text (&row, COL_RULE, level->rule);
      write_row (out, &row);
    }
  for (guint i = 0; data->levels->unlisted[i] != NULL; i++)
    {
      set_text (&row, COL_SECTION, "no-morale-levels");
      set_text (&row, COL_ARMY, data->levels->unlisted[i]);
      set_text (&row, COL_RULE, "LBA-LVL-3");
      write_row (out, &row);
    }
}

char *
vd_board_report_data_csv (const VdBoardReportData *data, gsize *length)
{
  const VdBoardReport *report = data->report;
  GString *out = g_string_new (NULL);
  Row row = { { NULL } };

  for (guint i = 0; i < N_COLUMNS; i++)
    set_text (&row, i, columns[i]);
  write_row (out, &row);
  for (guint i = 0; i < report->counters->len; i++)
    csv_counter (out, data, report->counters->pdata[i]);
  for (guint i = 0; i < report->divisions->len; i++)
    {
      const VdBoardReportDivision *division = report->divisions->pdata[i];

      set_text (&row, COL_SECTION, "division");
      set_text (&row, COL_ID, division->commander->id);
      set_text (&row, COL_NAME, division->commander->name);
      set_text (&row, COL_SIDE, division->commander->side);
      set_text (&row, COL_ROSTER, division->roster);
      set_yes_no (&row, COL_WRECKED, division->wrecked);
      set_int (&row, COL_CHECKED, division->checked);
      set_int (&row, COL_BOXES, division->n_boxes);
      set_int (&row, COL_BRIGADES, division->n_brigades);
      if (division->wrecked)
        set_text (&row, COL_RULE, report->division_rule);
      write_row (out, &row);
    }
  for (guint s = 0; s < report->sides->len; s++)
    {
      const VdBoardReportSide *side = vd_board_report_data_side (data, s);

      set_text (&row, COL_SECTION, side->secret ? "secret" : "side");
      set_text (&row, COL_ID, side->id);
      set_text (&row, COL_NAME, side->name);
      set_text (&row, COL_SIDE, side->id);
      if (side->secret)
        {
          /* Nothing of the enemy's losses: the rule that keeps them from this side. */
          set_text (&row, COL_RULE, report->hidden_rule);
          write_row (out, &row);
          continue;
        }
      set_int (&row, COL_COUNTERS, side->n_counters);
      set_totals (&row, data, &side->totals, FALSE);
      if (side->has_morale)
        set_yes_no (&row, COL_DEMORALIZED, side->demoralized);
      if (side->demoralized)
        set_text (&row, COL_RULE, report->morale_rule);
      write_row (out, &row);
    }
  csv_tracks (out, data);
  csv_levels (out, data);
  for (int turn = report->first_turn; turn <= report->last_turn; turn++)
    for (guint s = 0; s < report->sides->len; s++)
      {
        const VdBoardReportSide *side = vd_board_report_data_side (data, s);
        VdBoardReportTotals lost;

        if (side->secret)
          continue;
        vd_board_report_in_turn (report, s, turn, &lost);
        set_text (&row, COL_SECTION, "turn");
        set_text (&row, COL_ID, side->id);
        set_text (&row, COL_NAME, side->name);
        set_text (&row, COL_SIDE, side->id);
        set_int (&row, COL_TURN, turn);
        set_totals (&row, data, &lost, FALSE);
        set_totals (&row, data, vd_board_report_cumulative (report, s, turn), TRUE);
        write_row (out, &row);
      }
  if (data->victory != NULL)
    csv_victory (out, data);
  *length = out->len;
  return g_string_free (out, FALSE);
}
