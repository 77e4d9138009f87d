/* vedette-cli report for a board (formats.md §4): each counter's losses, the divisions'
 * wrecks, each side's totals and army morale, and the losses per turn, as CSV, PDF (with a
 * chart of each side's cumulative losses) and JSON. The numbers are vd-board-report's. */
#include "vd-cli.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-board-battle.h"
#include "vd-board-report.h"
#include "vd-cli-report-private.h"
#include "vd-hex-odds.h"
#include "vd-hex-victory.h"
#include "vd-render-chart.h"

/* ---- What the writers share. ---- */

typedef struct {
  VdBoardReport *report;
  VdHexRuleset  *module;
  char          *title;
  char          *phase;        /* the phase's name, or NULL */
  gboolean       has_points;   /* a counter's two strengths are numbers: points count */
  gboolean       has_rosters;  /* a counter has a roster row: marks count */
  VdHexVictory  *victory;      /* the count as the game stands (README "Victory") */
} BoardReport;

static void
board_report_free (BoardReport *data)
{
  g_clear_pointer (&data->report, vd_board_report_free);
  g_clear_pointer (&data->victory, vd_hex_victory_free);
  g_clear_pointer (&data->module, vd_hex_ruleset_free);
  g_free (data->title);
  g_free (data->phase);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BoardReport, board_report_free)

static BoardReport *
gather (const char *path, const char *side, GError **error)
{
  g_autoptr(BoardReport) data = g_new0 (BoardReport, 1);
  g_autoptr(VdBoard) setup = vd_board_load (path, &data->module, error);
  const VdBoard *board;

  if (setup == NULL || !vd_board_check_journal (setup, data->module, path, error))
    return NULL;
  data->report = vd_board_report_new (setup, data->module, error);
  if (data->report == NULL)
    return NULL;
  data->victory = vd_hex_victory (setup, data->module,
                                  setup->journal != NULL ? setup->journal->len : 0, error);
  if (data->victory == NULL)
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

/* Why a side's view has no victory count. */
static const char *
victory_secret_text (void)
{
  return _("the victory count rests on the enemy’s losses and strengths, which this side may "
           "not know");
}

static const VdBoardReportSide *
side_at (const BoardReport *data, guint s)
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
  COL_LOSSES_MARKER, COL_FLIGHT_MARKER, COL_MEET_AT, COL_ARMY_CASUALTIES,
  N_COLUMNS
};

static const char * const columns[N_COLUMNS] = {
  "section", "id", "name", "side", "class", "army", "printed", "current", "points_lost",
  "state", "where", "hex", "turn", "roster", "casualties", "stragglers", "wrecked", "checked",
  "boxes", "brigades", "counters", "eliminated", "off_map", "brigades_wrecked", "demoralized",
  "rule", "total_points_lost", "total_eliminated", "total_off_map", "total_casualties",
  "total_stragglers", "total_brigades_wrecked", "score", "vp", "level", "known",
  "losses_marker", "flight_marker", "meet_at", "army_casualties",
};

/* Numbers the report counted; every other column holds text (names, ids, strengths, rows). */
static gboolean
column_is_number (guint column)
{
  return column == COL_POINTS_LOST || column == COL_TURN ||
         (column >= COL_CASUALTIES && column <= COL_STRAGGLERS) ||
         (column >= COL_CHECKED && column <= COL_BRIGADES_WRECKED) ||
         (column >= COL_TOTAL_POINTS_LOST && column <= COL_VP) ||
         (column >= COL_LOSSES_MARKER && column <= COL_ARMY_CASUALTIES);
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
      vd_cli_report_csv_field (out, row->values[i], !column_is_number (i));
      g_clear_pointer (&row->values[i], g_free);
    }
  g_string_append (out, "\r\n");
}

/* The counts of TOTALS in their columns, or with SINCE in the total_ ones; points and marks
 * left empty where the board has none to count. */
static void
set_totals (Row *row, const BoardReport *data, const VdBoardReportTotals *totals,
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
csv_counter (GString *out, const BoardReport *data, const VdBoardReportCounter *counter)
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
csv_victory (GString *out, const BoardReport *data)
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
csv_tracks (GString *out, const BoardReport *data)
{
  Row row = { { NULL } };

  for (guint s = 0; s < data->report->sides->len; s++)
    {
      const VdBoardReportSide *side = side_at (data, s);
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

static char *
report_csv (const BoardReport *data, gsize *length)
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
      const VdBoardReportSide *side = side_at (data, s);

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
  for (int turn = report->first_turn; turn <= report->last_turn; turn++)
    for (guint s = 0; s < report->sides->len; s++)
      {
        const VdBoardReportSide *side = side_at (data, s);
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

/* ---- JSON: the same numbers. ---- */

static void
json_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
json_int (JsonBuilder *builder, const char *name, int value, gboolean known)
{
  json_builder_set_member_name (builder, name);
  if (known)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
json_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

/* Points and marks null where the board has none to count, as the CSV leaves them empty. */
static void
json_totals (JsonBuilder *builder, const BoardReport *data, const VdBoardReportTotals *totals)
{
  json_int (builder, "points_lost", totals->points, data->has_points);
  json_int (builder, "eliminated", totals->eliminated, TRUE);
  json_int (builder, "off_map", totals->off_map, TRUE);
  json_int (builder, "casualties", totals->casualties, data->has_rosters);
  json_int (builder, "stragglers", totals->stragglers, data->has_rosters);
  json_int (builder, "brigades_wrecked", totals->wrecked, data->has_rosters);
}

static void
json_counter (JsonBuilder *builder, const BoardReport *data,
              const VdBoardReportCounter *counter)
{
  const VdBoardUnit *unit = counter->unit;

  json_builder_begin_object (builder);
  json_string (builder, "id", unit->id);
  json_string (builder, "name", unit->name);
  json_string (builder, "side", unit->side);
  json_string (builder, "class", unit->unit_class);
  json_string (builder, "army", unit->army);
  json_string (builder, "printed", counter->printed);
  json_string (builder, "current", unit->strength);
  json_int (builder, "points_lost", counter->points, counter->has_points);
  json_string (builder, "state", unit->state);
  json_string (builder, "where", vd_board_report_where_to_string (counter->where));
  json_string (builder, "hex", counter->hex);
  json_int (builder, "turn", counter->left_turn, counter->left_turn > 0);
  json_builder_set_member_name (builder, "roster");
  if (counter->roster != NULL)
    {
      const char *rule = counter->destroyed ? data->report->destroyed_rule
                         : counter->wrecked ? data->report->wreck_rule : NULL;

      json_builder_begin_object (builder);
      json_string (builder, "row", counter->roster);
      json_int (builder, "casualties", counter->casualties, TRUE);
      json_int (builder, "stragglers", counter->stragglers, TRUE);
      json_bool (builder, "wrecked", counter->wrecked);
      json_bool (builder, "destroyed", counter->destroyed);
      json_string (builder, "rule", rule);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

/* "victory": as `hex victory --json` prints it. */
static void
json_victory (JsonBuilder *builder, const VdHexVictory *victory)
{
  json_builder_set_member_name (builder, "victory");
  json_builder_begin_object (builder);
  json_bool (builder, "over", victory->over);
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (guint s = 0; s < victory->sides->len; s++)
    {
      const VdHexSideScore *score = victory->sides->pdata[s];

      json_builder_begin_object (builder);
      json_string (builder, "side", score->side);
      json_int (builder, "total", score->total, TRUE);
      json_int (builder, "vp", score->vp, score->has_track);
      json_bool (builder, "known", score->known);
      json_builder_set_member_name (builder, "reasons");
      json_builder_begin_array (builder);
      for (guint p = 0; p < score->parts->len; p++)
        {
          const VdHexOddsReason *part = score->parts->pdata[p];

          json_builder_begin_object (builder);
          json_string (builder, "rule", part->rule);
          json_string (builder, "what", part->what);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_int (builder, "difference", victory->difference, TRUE);
  json_string (builder, "winner", victory->winner);
  json_string (builder, "level", victory->level);
  json_string (builder, "level_rule", victory->level_rule);
  if (victory->missing != NULL)
    {
      json_string (builder, "result", "unknown: supply it");
      json_builder_set_member_name (builder, "missing");
      json_builder_begin_object (builder);
      json_string (builder, "rule", victory->missing_rule);
      json_string (builder, "why", victory->missing);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

/* The side's track (NaA DEM-1, BN 1.1f), or null where the game keeps none or it is secret:
 * "track": {"kind", "losses_marker", "flight_marker", "meet_at", "met", "army_casualties",
 * "known", "reasons": [{"rule", "what"}]}. */
static void
json_track (JsonBuilder *builder, const VdBoardReportSide *side)
{
  const VdBoardReportTrack *track = &side->track;
  gboolean naa = track->kind == VD_BOARD_TRACK_LOSSES_FLIGHT;

  json_builder_set_member_name (builder, "track");
  if (track->kind == VD_BOARD_TRACK_NONE)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_string (builder, "kind", naa ? "losses-flight" : "casualties");
  json_int (builder, "losses_marker", track->losses, naa);
  json_int (builder, "flight_marker", track->flight, naa);
  json_int (builder, "meet_at", track->meet_at, naa && track->meet_at > 0);
  json_builder_set_member_name (builder, "met");
  if (naa && track->meet_at > 0)
    json_builder_add_boolean_value (builder, track->met);
  else
    json_builder_add_null_value (builder);
  json_int (builder, "army_casualties", track->casualties, !naa);
  json_bool (builder, "known", track->known);
  json_builder_set_member_name (builder, "reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < track->reasons->len; i++)
    {
      const VdHexOddsReason *reason = track->reasons->pdata[i];

      json_builder_begin_object (builder);
      json_string (builder, "rule", reason->rule);
      json_string (builder, "what", reason->what);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static char *
report_json (const BoardReport *data, const char *output)
{
  const VdBoardReport *report = data->report;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_string (builder, "output", output);
  json_string (builder, "title", data->title);
  /* The game's turn is the events' (README "Board journal"): the last one reached. */
  json_int (builder, "turn", report->last_turn, TRUE);
  json_string (builder, "phase", report->board->phase);
  json_int (builder, "events", report->n_events, TRUE);
  json_string (builder, "view", report->view_side);

  json_builder_set_member_name (builder, "counters");
  json_builder_begin_array (builder);
  for (guint i = 0; i < report->counters->len; i++)
    json_counter (builder, data, report->counters->pdata[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < report->divisions->len; i++)
    {
      const VdBoardReportDivision *division = report->divisions->pdata[i];

      json_builder_begin_object (builder);
      json_string (builder, "commander", division->commander->id);
      json_string (builder, "name", division->commander->name);
      json_string (builder, "side", division->commander->side);
      json_string (builder, "row", division->roster);
      json_int (builder, "boxes", division->n_boxes, TRUE);
      json_int (builder, "brigades", division->n_brigades, TRUE);
      json_int (builder, "checked", division->checked, TRUE);
      json_bool (builder, "wrecked", division->wrecked);
      json_string (builder, "rule", division->wrecked ? report->division_rule : NULL);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (guint s = 0; s < report->sides->len; s++)
    {
      const VdBoardReportSide *side = side_at (data, s);

      json_builder_begin_object (builder);
      json_string (builder, "id", side->id);
      json_string (builder, "name", side->name);
      if (side->secret)
        {
          /* A side's view: the enemy's losses are not its to know; only the rule why. */
          json_bool (builder, "secret", TRUE);
          json_string (builder, "rule", report->hidden_rule);
          json_track (builder, side);
          json_builder_end_object (builder);
          continue;
        }
      json_int (builder, "counters", side->n_counters, TRUE);
      json_totals (builder, data, &side->totals);
      json_builder_set_member_name (builder, "demoralized");
      if (side->has_morale)
        json_builder_add_boolean_value (builder, side->demoralized);
      else
        json_builder_add_null_value (builder);
      json_string (builder, "rule", side->demoralized ? report->morale_rule : NULL);
      json_bool (builder, "secret", FALSE);
      json_track (builder, side);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (int turn = report->first_turn; turn <= report->last_turn; turn++)
    for (guint s = 0; s < report->sides->len; s++)
      {
        VdBoardReportTotals lost;

        if (side_at (data, s)->secret)
          continue;
        vd_board_report_in_turn (report, s, turn, &lost);
        json_builder_begin_object (builder);
        json_int (builder, "turn", turn, TRUE);
        json_string (builder, "side", side_at (data, s)->id);
        json_builder_set_member_name (builder, "lost");
        json_builder_begin_object (builder);
        json_totals (builder, data, &lost);
        json_builder_end_object (builder);
        json_builder_set_member_name (builder, "cumulative");
        json_builder_begin_object (builder);
        json_totals (builder, data, vd_board_report_cumulative (report, s, turn));
        json_builder_end_object (builder);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
  if (data->victory != NULL)
    json_victory (builder, data->victory);
  else
    {
      /* In a side's view the count rests on what it may not know: the rule why. */
      json_builder_set_member_name (builder, "victory");
      json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "victory_secret");
      json_builder_begin_object (builder);
      json_string (builder, "rule", report->hidden_rule);
      json_string (builder, "why", victory_secret_text ());
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  return vd_cli_json_text (builder);
}

/* ---- PDF: A4 pages, the same numbers for people. ---- */

/* The counters' columns, from the left margin; a roster row goes on a line of its own. */
#define COL_X_STRENGTH  155.0
#define COL_X_POINTS    275.0
#define COL_X_WHERE     285.0
#define COL_X_STATE     395.0

static double
text (Pdf *pdf, double x, const char *value, gboolean bold, Align align, double max_width)
{
  return vd_cli_report_draw_text (pdf->cr, MARGIN + x, pdf->y, value != NULL ? value : "",
                                  TEXT_PT, bold, align, max_width);
}

static void
need_room (Pdf *pdf, double height)
{
  if (pdf->y + height > PAGE_H - MARGIN)
    vd_cli_report_new_page (pdf);
}

static void
heading (Pdf *pdf, const char *title)
{
  need_room (pdf, 20 + 3 * ROW_H);
  vd_cli_report_draw_text (pdf->cr, MARGIN, pdf->y, title, 12, TRUE, ALIGN_LEFT, 0);
  pdf->y += 20;
}

static void
rule_line (Pdf *pdf)
{
  cairo_set_line_width (pdf->cr, 0.6);
  cairo_move_to (pdf->cr, MARGIN, pdf->y - 2);
  cairo_line_to (pdf->cr, PAGE_W - MARGIN, pdf->y - 2);
  cairo_stroke (pdf->cr);
  pdf->y += 2;
}

static void
counters_header (Pdf *pdf)
{
  /* Translators: the columns of the board's report: a counter; its printed strength and its
   * strength now; the strength points it lost; its hex, or eliminated, or off the map; its
   * state (disorganized…). Keep them short. */
  text (pdf, 0, C_("board report column", "Counter"), TRUE, ALIGN_LEFT, 0);
  text (pdf, COL_X_STRENGTH, C_("board report column", "Printed → now"), TRUE, ALIGN_LEFT, 0);
  text (pdf, COL_X_POINTS, C_("board report column", "Lost"), TRUE, ALIGN_RIGHT, 0);
  text (pdf, COL_X_WHERE, C_("board report column", "Where"), TRUE, ALIGN_LEFT, 0);
  text (pdf, COL_X_STATE, C_("board report column", "State"), TRUE, ALIGN_LEFT, 0);
  pdf->y += ROW_H;
  rule_line (pdf);
}

static char *
where_text (const VdBoardReportCounter *counter)
{
  switch (counter->where)
    {
    case VD_BOARD_REPORT_ON_MAP:
      return g_strdup (counter->hex);
    case VD_BOARD_REPORT_ELIMINATED:
      /* Translators: where a counter is in the board's report: "eliminated (turn 2)". */
      return g_strdup_printf (_("eliminated (turn %d)"), counter->left_turn);
    case VD_BOARD_REPORT_OFF_MAP:
      if (counter->left_turn > 0)
        /* Translators: a counter that left the map by an edge, not eliminated. */
        return g_strdup_printf (_("off the map (turn %d)"), counter->left_turn);
      return g_strdup (_("off the map"));
    case VD_BOARD_REPORT_NOT_PLACED:
    default:
      /* Translators: a counter with no set-up hex, never placed on the map. */
      return g_strdup (_("not placed"));
    }
}

static void
draw_counter (Pdf *pdf, const BoardReport *data, const VdBoardReportCounter *counter)
{
  const VdBoardUnit *unit = counter->unit;
  g_autofree char *label = unit->name != NULL && g_strcmp0 (unit->name, unit->id) != 0
                             ? g_strdup_printf ("%s (%s)", unit->name, unit->id)
                             : g_strdup (unit->id);
  g_autofree char *strengths =
    counter->printed == NULL && unit->strength == NULL
      ? NULL : g_strdup_printf ("%s → %s", counter->printed != NULL ? counter->printed : "?",
                                unit->strength != NULL ? unit->strength : "?");
  g_autofree char *where = where_text (counter);
  g_autofree char *points = counter->has_points ? g_strdup_printf ("%d", counter->points) : NULL;
  g_autofree char *roster = NULL;

  if (counter->roster != NULL && counter->destroyed)
    /* Translators: a counter's loss-roster row every box of which is marked, then the
     * rule. */
    roster = g_strdup_printf (_("roster row %s — destroyed (%s)"), counter->roster,
                              data->report->destroyed_rule != NULL
                                ? data->report->destroyed_rule : "?");
  else if (counter->roster != NULL && counter->wrecked)
    /* Translators: a counter's loss-roster row marked up to its V, then the rule:
     * "roster row A X B X / V _ C _ _ _ — wrecked (20.6a)". */
    roster = g_strdup_printf (_("roster row %s — wrecked (%s)"), counter->roster,
                              data->report->wreck_rule != NULL ? data->report->wreck_rule : "?");
  else if (counter->roster != NULL)
    /* Translators: a counter's loss-roster row: "roster row A X B / _ V _ C _ _ _". */
    roster = g_strdup_printf (_("roster row %s"), counter->roster);

  need_room (pdf, roster != NULL ? 2 * ROW_H : ROW_H);
  if (counter->where == VD_BOARD_REPORT_ELIMINATED)
    cairo_set_source_rgb (pdf->cr, 0.75, 0.05, 0.05);
  text (pdf, 0, label, FALSE, ALIGN_LEFT, COL_X_STRENGTH - 6);
  cairo_set_source_rgb (pdf->cr, 0, 0, 0);
  text (pdf, COL_X_STRENGTH, strengths, FALSE, ALIGN_LEFT, COL_X_POINTS - COL_X_STRENGTH - 20);
  text (pdf, COL_X_POINTS, points, FALSE, ALIGN_RIGHT, 0);
  text (pdf, COL_X_WHERE, where, counter->where == VD_BOARD_REPORT_ELIMINATED, ALIGN_LEFT,
        COL_X_STATE - COL_X_WHERE - 4);
  text (pdf, COL_X_STATE, unit->state, FALSE, ALIGN_LEFT, PAGE_W - 2 * MARGIN - COL_X_STATE);
  pdf->y += ROW_H;
  if (roster != NULL)
    {
      if (counter->wrecked)
        cairo_set_source_rgb (pdf->cr, 0.75, 0.4, 0.0);
      text (pdf, 12, roster, FALSE, ALIGN_LEFT, PAGE_W - 2 * MARGIN - 12);
      cairo_set_source_rgb (pdf->cr, 0, 0, 0);
      pdf->y += ROW_H;
    }
}

/* What a side lost, as the board counts it: "points lost 2 · counters eliminated 1 · off the
 * map 0", and with rosters "roster casualties 2, stragglers 1 · brigades wrecked 1". */
static char *
totals_text (const BoardReport *data, const VdBoardReportTotals *totals)
{
  GString *line = g_string_new (NULL);

  if (data->has_points)
    {
      /* Translators: the parts of a side's totals in the board's report, joined by " · ". */
      g_string_append_printf (line, _("points lost %d"), totals->points);
      g_string_append (line, " · ");
    }
  g_string_append_printf (line, _("counters eliminated %d"), totals->eliminated);
  g_string_append (line, " · ");
  g_string_append_printf (line, _("off the map %d"), totals->off_map);
  return g_string_free (line, FALSE);
}

static char *
roster_totals_text (const VdBoardReportTotals *totals)
{
  g_autofree char *marks = g_strdup_printf (_("roster casualties %d, stragglers %d"),
                                            totals->casualties, totals->stragglers);
  g_autofree char *wrecks = g_strdup_printf (_("brigades wrecked %d"), totals->wrecked);

  return g_strdup_printf ("%s · %s", marks, wrecks);
}

/* The army's track: NaA's P and D and where they meet (DEM-1), BN's casualty count (1.1f),
 * then each part with its rule. */
static void
draw_track (Pdf *pdf, const VdBoardReportSide *side)
{
  const VdBoardReportTrack *track = &side->track;
  g_autofree char *line = NULL;

  if (track->kind == VD_BOARD_TRACK_NONE)
    return;
  if (track->kind == VD_BOARD_TRACK_LOSSES_FLIGHT && track->meet_at > 0)
    /* Translators: NaA's track in the board's report: "P 8, D 2, they meet at 11 (DEM-1)". */
    line = g_strdup_printf (_("P %d, D %d, they meet at %d (%s)"), track->losses, track->flight,
                            track->meet_at, "DEM-1");
  else if (track->kind == VD_BOARD_TRACK_LOSSES_FLIGHT)
    /* Translators: NaA's track when its length is not entered. */
    line = g_strdup_printf (_("P %d, D %d, where they meet: missing (%s)"), track->losses,
                            track->flight, "DEM-1");
  else if (track->known)
    /* Translators: BN's army casualty count in the board's report. */
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d casualty", "%d casualties",
                                         track->casualties), track->casualties);
  else
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d casualty so far, not all known",
                                         "%d casualties so far, not all known",
                                         track->casualties), track->casualties);
  need_room (pdf, 2 * ROW_H);
  text (pdf, 0, track->kind == VD_BOARD_TRACK_LOSSES_FLIGHT
                  /* Translators: before NaA's track in the board's report. */
                  ? _("Losses/flight track:")
                  /* Translators: before BN's army casualty count (1.1f). */
                  : _("Army casualties:"), TRUE, ALIGN_LEFT, 0);
  text (pdf, 110, line, track->met, ALIGN_LEFT, PAGE_W - 2 * MARGIN - 110);
  pdf->y += ROW_H;
  for (guint i = 0; i < track->reasons->len; i++)
    {
      const VdHexOddsReason *reason = track->reasons->pdata[i];
      g_autofree char *said = g_strdup_printf ("%s  (%s)", reason->what,
                                               reason->rule != NULL ? reason->rule : "?");
      double width = PAGE_W - 2 * MARGIN - 122;
      double height = vd_cli_report_draw_wrapped (pdf->cr, MARGIN + 122, pdf->y, said, TEXT_PT,
                                                  FALSE, width, FALSE);

      /* Each part whole, however long: it is what the referee checks. */
      need_room (pdf, height + 2);
      vd_cli_report_draw_wrapped (pdf->cr, MARGIN + 122, pdf->y, said, TEXT_PT, FALSE, width,
                                  TRUE);
      pdf->y += MAX (ROW_H, height + 3);
    }
}

/* An enemy side in a side's view: why its losses are not shown, and its track where the game
 * shows it. */
static void
draw_secret_side (Pdf *pdf, const BoardReport *data, const VdBoardReportSide *side)
{
  g_autofree char *why =
    /* Translators: an enemy side in a side's view of the board's report, then the rule. */
    g_strdup_printf (_("Its counters and losses are not this side’s to know (%s)."),
                     data->report->hidden_rule != NULL ? data->report->hidden_rule : "?");

  heading (pdf, side->name);
  text (pdf, 0, why, FALSE, ALIGN_LEFT, PAGE_W - 2 * MARGIN);
  pdf->y += ROW_H;
  draw_track (pdf, side);
  pdf->y += 12;
}

static void
draw_side (Pdf *pdf, const BoardReport *data, guint s)
{
  const VdBoardReportSide *side = side_at (data, s);
  g_autofree char *totals = NULL;
  gboolean any = FALSE;

  if (side->secret)
    {
      draw_secret_side (pdf, data, side);
      return;
    }
  totals = totals_text (data, &side->totals);
  heading (pdf, side->name);
  counters_header (pdf);
  for (guint i = 0; i < data->report->counters->len; i++)
    {
      const VdBoardReportCounter *counter = data->report->counters->pdata[i];

      if (g_strcmp0 (counter->unit->side, side->id) != 0)
        continue;
      draw_counter (pdf, data, counter);
      any = TRUE;
    }
  if (!any)
    {
      text (pdf, 0, _("No counter."), FALSE, ALIGN_LEFT, 0);
      pdf->y += ROW_H;
    }
  need_room (pdf, 3 * ROW_H);
  pdf->y += 4;
  /* Translators: before a side's totals in the board's report. */
  text (pdf, 0, _("Since the set-up:"), TRUE, ALIGN_LEFT, 0);
  text (pdf, 110, totals, FALSE, ALIGN_LEFT, PAGE_W - 2 * MARGIN - 110);
  pdf->y += ROW_H;
  if (data->has_rosters)
    {
      g_autofree char *marks = roster_totals_text (&side->totals);

      need_room (pdf, ROW_H);
      text (pdf, 110, marks, FALSE, ALIGN_LEFT, PAGE_W - 2 * MARGIN - 110);
      pdf->y += ROW_H;
    }
  if (side->has_morale)
    {
      g_autofree char *morale = NULL;

      if (side->demoralized)
        /* Translators: a side's army in the board's report, then the rule ("DEM-1"). */
        morale = g_strdup_printf (_("demoralized (%s)"),
                                  data->report->morale_rule != NULL
                                    ? data->report->morale_rule : "?");
      else
        morale = g_strdup (_("not demoralized"));
      text (pdf, 0, _("Army morale:"), TRUE, ALIGN_LEFT, 0);
      if (side->demoralized)
        cairo_set_source_rgb (pdf->cr, 0.75, 0.05, 0.05);
      text (pdf, 110, morale, side->demoralized, ALIGN_LEFT, 0);
      cairo_set_source_rgb (pdf->cr, 0, 0, 0);
      pdf->y += ROW_H;
    }
  draw_track (pdf, side);
  pdf->y += 12;
}

static void
draw_divisions (Pdf *pdf, const BoardReport *data)
{
  const VdBoardReport *report = data->report;

  if (report->divisions->len == 0)
    return;
  heading (pdf, _("Divisions"));
  for (guint i = 0; i < report->divisions->len; i++)
    {
      const VdBoardReportDivision *division = report->divisions->pdata[i];
      g_autofree char *line = NULL;

      if (division->wrecked)
        /* Translators: "division of fr-div (french): X V _, 1 of 1 brigades wrecked —
         * wrecked (20.6b)". */
        line = g_strdup_printf (_("division of %s (%s): %s, %u of %u brigades wrecked — "
                                  "wrecked (%s)"),
                                division->commander->id, division->commander->side,
                                division->roster, division->checked, division->n_brigades,
                                report->division_rule != NULL ? report->division_rule : "?");
      else
        line = g_strdup_printf (_("division of %s (%s): %s, %u of %u brigades wrecked"),
                                division->commander->id, division->commander->side,
                                division->roster, division->checked, division->n_brigades);
      need_room (pdf, ROW_H);
      text (pdf, 0, line, division->wrecked, ALIGN_LEFT, PAGE_W - 2 * MARGIN);
      pdf->y += ROW_H;
    }
  pdf->y += 12;
}

/* The victory count: each side's score with its parts, then the result. */
static void
draw_victory (Pdf *pdf, const BoardReport *data)
{
  const VdHexVictory *victory = data->victory;
  g_autofree char *result = NULL;

  if (victory == NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", victory_secret_text (),
                                              data->report->hidden_rule != NULL
                                                ? data->report->hidden_rule : "?");

      heading (pdf, _("Victory"));
      text (pdf, 0, why, FALSE, ALIGN_LEFT, PAGE_W - 2 * MARGIN);
      pdf->y += ROW_H + 12;
      return;
    }
  heading (pdf, victory->over ? _("Victory") : _("Victory, if the game ended now"));
  for (guint s = 0; s < victory->sides->len; s++)
    {
      const VdHexSideScore *score = victory->sides->pdata[s];
      g_autofree char *line = score->has_track
        /* Translators: "French: losses 12, 2 victory points". */
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: losses %d, %d victory point",
                                        "%s: losses %d, %d victory points", score->vp),
                           score->name, score->total, score->vp)
        : g_strdup_printf (_("%s: %d points"), score->name, score->total);

      need_room (pdf, ROW_H);
      text (pdf, 0, line, TRUE, ALIGN_LEFT, PAGE_W - 2 * MARGIN);
      pdf->y += ROW_H;
      for (guint p = 0; p < score->parts->len; p++)
        {
          const VdHexOddsReason *part = score->parts->pdata[p];
          g_autofree char *said = g_strdup_printf ("%s  (%s)", part->what,
                                                   part->rule != NULL ? part->rule : "?");

          need_room (pdf, ROW_H);
          text (pdf, 12, said, FALSE, ALIGN_LEFT, PAGE_W - 2 * MARGIN - 12);
          pdf->y += ROW_H;
        }
    }
  if (victory->missing != NULL)
    /* Translators: "Result: unknown, supply it: … (VIC-3)". */
    result = g_strdup_printf (_("Result: unknown, supply it: %s (%s)"), victory->missing,
                              victory->missing_rule != NULL ? victory->missing_rule : "?");
  else
    /* Translators: "Result: french, tactical (difference 1, VIC-6)". */
    result = g_strdup_printf (_("Result: %s, %s (difference %d, %s)"),
                              victory->winner != NULL ? victory->winner : "—",
                              victory->level != NULL ? victory->level : "?",
                              victory->difference,
                              victory->level_rule != NULL ? victory->level_rule : "?");
  need_room (pdf, ROW_H);
  text (pdf, 0, result, TRUE, ALIGN_LEFT, PAGE_W - 2 * MARGIN);
  pdf->y += ROW_H + 12;
}

/* The first side whose losses the report shows. */
static guint
first_shown (const BoardReport *data)
{
  for (guint s = 0; s < data->report->sides->len; s++)
    if (!side_at (data, s)->secret)
      return s;
  return 0;
}

/* A row per turn and side: each count that turn, and since the start in brackets. */
static void
draw_turns (Pdf *pdf, const BoardReport *data)
{
  const VdBoardReport *report = data->report;
  const char *titles[6];
  guint n = 0;
  double x0 = 190, step;

  /* Translators: the columns of the board's losses per turn; each cell reads "that turn
   * (since the start)". Keep them short. */
  if (data->has_points)
    titles[n++] = C_("board report column", "Points");
  titles[n++] = C_("board report column", "Eliminated");
  titles[n++] = C_("board report column", "Off map");
  if (data->has_rosters)
    {
      titles[n++] = C_("board report column", "Casualties");
      titles[n++] = C_("board report column", "Stragglers");
      titles[n++] = C_("board report column", "Wrecked");
    }
  step = (PAGE_W - 2 * MARGIN - x0) / n;
  heading (pdf, _("Losses per turn (since the start in brackets)"));
  text (pdf, 0, C_("board report column", "Turn"), TRUE, ALIGN_LEFT, 0);
  text (pdf, 40, C_("board report column", "Side"), TRUE, ALIGN_LEFT, 0);
  for (guint i = 0; i < n; i++)
    text (pdf, x0 + step * (i + 1) - 6, titles[i], TRUE, ALIGN_RIGHT, 0);
  pdf->y += ROW_H;
  rule_line (pdf);
  for (int turn = report->first_turn; turn <= report->last_turn; turn++)
    for (guint s = 0; s < report->sides->len; s++)
      {
        const VdBoardReportTotals *since = vd_board_report_cumulative (report, s, turn);
        VdBoardReportTotals lost;
        int values[6][2];
        g_autofree char *number = g_strdup_printf ("%d", turn);
        guint k = 0;

        if (side_at (data, s)->secret)
          continue;
        vd_board_report_in_turn (report, s, turn, &lost);
        if (data->has_points)
          {
            values[k][0] = lost.points;
            values[k++][1] = since->points;
          }
        values[k][0] = lost.eliminated;
        values[k++][1] = since->eliminated;
        values[k][0] = lost.off_map;
        values[k++][1] = since->off_map;
        if (data->has_rosters)
          {
            values[k][0] = lost.casualties;
            values[k++][1] = since->casualties;
            values[k][0] = lost.stragglers;
            values[k++][1] = since->stragglers;
            values[k][0] = lost.wrecked;
            values[k++][1] = since->wrecked;
          }
        need_room (pdf, ROW_H);
        if (s == first_shown (data))
          text (pdf, 0, number, FALSE, ALIGN_LEFT, 0);
        text (pdf, 40, side_at (data, s)->name, FALSE, ALIGN_LEFT, x0 - 46);
        for (guint i = 0; i < k; i++)
          {
            g_autofree char *cell = g_strdup_printf ("%d (%d)", values[i][0], values[i][1]);

            text (pdf, x0 + step * (i + 1) - 6, cell, FALSE, ALIGN_RIGHT, 0);
          }
        pdf->y += ROW_H;
      }
  pdf->y += 12;
}

/* The chart's figures: each side's points lost and counters eliminated in each turn (only
 * the counters where no strength is a number), summed by the chart from the first turn. */
static VdTurnLosses *
chart_losses (const BoardReport *data)
{
  const VdBoardReport *report = data->report;
  VdTurnLosses *losses = g_new0 (VdTurnLosses, 1);
  g_autofree guint *shown = g_new0 (guint, MAX (1u, report->sides->len));
  guint n_sides = 0;
  int n_turns = report->last_turn - report->first_turn + 1;

  /* A secret side has no line: its losses are not the view's to draw. */
  for (guint s = 0; s < report->sides->len; s++)
    if (!side_at (data, s)->secret)
      shown[n_sides++] = s;
  losses->sides = g_new0 (char *, n_sides + 1);
  for (guint s = 0; s < n_sides; s++)
    losses->sides[s] = g_strdup (side_at (data, shown[s])->id);
  losses->n_sides = n_sides;
  losses->first_turn = report->first_turn;
  losses->last_turn = report->last_turn;
  losses->figures = g_new0 (int, MAX (1, (int) n_sides * n_turns));
  losses->points_lost = g_new0 (double, MAX (1u, n_sides));
  for (guint s = 0; s < n_sides; s++)
    for (int t = 0; t < n_turns; t++)
      {
        VdBoardReportTotals lost;

        vd_board_report_in_turn (report, shown[s], report->first_turn + t, &lost);
        losses->figures[s * n_turns + t] = lost.eliminated + (data->has_points ? lost.points : 0);
      }
  return losses;
}

static void
draw_chart (Pdf *pdf, const BoardReport *data)
{
  g_autoptr(VdTurnLosses) losses = chart_losses (data);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  const char *measure = data->has_points
                          /* Translators: what the board report's chart counts. */
                          ? _("points lost + counters eliminated")
                          : _("counters eliminated");
  VdChartOptions options;
  double height;

  for (guint s = 0, n = 0; s < data->report->sides->len; s++)
    if (!side_at (data, s)->secret && n++ < losses->n_sides)
      /* Translators: a side in the chart's legend and what its line counts ("French: points
       * lost + counters eliminated"). */
      g_ptr_array_add (labels, g_strdup_printf (_("%s: %s"), side_at (data, s)->name, measure));
  g_ptr_array_add (labels, NULL);
  vd_render_chart_options_init (&options);
  options.labels = (const char * const *) labels->pdata;
  /* Translators: the left axis of the board report's chart. */
  options.value_title = _("Losses (cumulative)");
  /* The title stays with its chart, which shrinks a little to fit the page's end. */
  height = MIN (280, PAGE_H - MARGIN - pdf->y - 20 - 20);
  if (height < 200)
    {
      vd_cli_report_new_page (pdf);
      height = 280;
    }
  heading (pdf, _("Cumulative losses per turn"));
  cairo_save (pdf->cr);
  cairo_translate (pdf->cr, MARGIN, pdf->y);
  vd_render_losses_chart (pdf->cr, PAGE_W - 2 * MARGIN, height, losses, &options);
  cairo_restore (pdf->cr);
  pdf->y += height + 20;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *bytes, unsigned int length)
{
  g_byte_array_append (closure, bytes, length);
  return CAIRO_STATUS_SUCCESS;
}

static GBytes *
report_pdf (const BoardReport *data, GError **error)
{
  const VdBoardReport *report = data->report;
  GByteArray *bytes = g_byte_array_new ();
  cairo_surface_t *surface =
    cairo_pdf_surface_create_for_stream (append_bytes, bytes, PAGE_W, PAGE_H);
  g_autofree char *subtitle = NULL;
  g_autofree char *turn = NULL;
  cairo_status_t status;
  Pdf pdf = { 0 };

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, data->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Vedette");
  pdf.cr = cairo_create (surface);
  vd_cli_report_new_page (&pdf);

  vd_cli_report_draw_text (pdf.cr, MARGIN, pdf.y, data->title, 18, TRUE, ALIGN_LEFT,
                           PAGE_W - 2 * MARGIN);
  pdf.y += 28;
  if (data->phase != NULL)
    /* Translators: the turn and phase the board's game stands at ("turn 3, French movement"). */
    turn = g_strdup_printf (_("turn %d, %s"), report->last_turn, data->phase);
  else
    turn = g_strdup_printf (_("turn %d"), report->last_turn);
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: under the board report's title. */
                                           "Board report — %s, %u event recorded",
                                           "Board report — %s, %u events recorded",
                                           report->n_events),
                              turn, report->n_events);
  vd_cli_report_draw_text (pdf.cr, MARGIN, pdf.y, subtitle, 10, FALSE, ALIGN_LEFT, 0);
  pdf.y += 16;
  for (guint s = 0; report->view_side != NULL && s < report->sides->len; s++)
    if (g_strcmp0 (side_at (data, s)->id, report->view_side) == 0)
      {
        /* Translators: under the board report's title in a side's view: "Side's view:
         * French". */
        g_autofree char *view = g_strdup_printf (_("Side’s view: %s"), side_at (data, s)->name);

        vd_cli_report_draw_text (pdf.cr, MARGIN, pdf.y, view, 10, TRUE, ALIGN_LEFT, 0);
      }
  pdf.y += 14;

  for (guint s = 0; s < report->sides->len; s++)
    draw_side (&pdf, data, s);
  draw_divisions (&pdf, data);
  draw_victory (&pdf, data);
  draw_turns (&pdf, data);
  draw_chart (&pdf, data);

  cairo_destroy (pdf.cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s",
                   cairo_status_to_string (status));
      g_byte_array_unref (bytes);
      return NULL;
    }
  return g_byte_array_free_to_bytes (bytes);
}

/* ---- The command. ---- */

int
vd_cli_board_report (const char *path, const char *output, gboolean as_pdf, gboolean json,
                     const char *side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BoardReport) data = gather (path, side, &error);
  gboolean ok;

  if (data == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (as_pdf)
    {
      g_autoptr(GBytes) pdf = report_pdf (data, &error);

      ok = pdf != NULL && vd_cli_report_write (output, g_bytes_get_data (pdf, NULL),
                                               g_bytes_get_size (pdf), &error);
    }
  else
    {
      gsize length;
      g_autofree char *csv = report_csv (data, &length);

      ok = vd_cli_report_write (output, csv, length, &error);
    }
  if (!ok)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (json)
    {
      g_autofree char *document = report_json (data, output);

      g_print ("%s\n", document);
    }
  return VD_CLI_OK;
}
