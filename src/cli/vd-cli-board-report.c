/* vedette-cli report for a board (formats.md §4): each counter's losses, the divisions'
 * wrecks, each side's totals and army morale, and the losses per turn, as CSV
 * (vd-board-report-data.c), PDF (with a chart of each side's cumulative losses,
 * vd-render-board-report.c) and JSON (here). The numbers are vd-board-report's. */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-board-battle.h"
#include "vd-board-report-data.h"
#include "vd-cli-report-private.h"
#include "vd-hex-odds.h"
#include "vd-render-board-report.h"

/* ---- JSON: the same numbers. ---- */


static void
json_int (JsonBuilder *builder, const char *name, int value, gboolean known)
{
  json_builder_set_member_name (builder, name);
  vd_cli_add_int_or_null (builder, known, value);
}

static void
json_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

/* Points and marks null where the board has none to count, as the CSV leaves them empty. */
static void
json_totals (JsonBuilder *builder, const VdBoardReportData *data, const VdBoardReportTotals *totals)
{
  json_int (builder, "points_lost", totals->points, data->has_points);
  json_int (builder, "eliminated", totals->eliminated, TRUE);
  json_int (builder, "off_map", totals->off_map, TRUE);
  json_int (builder, "casualties", totals->casualties, data->has_rosters);
  json_int (builder, "stragglers", totals->stragglers, data->has_rosters);
  json_int (builder, "brigades_wrecked", totals->wrecked, data->has_rosters);
}

static void
json_counter (JsonBuilder *builder, const VdBoardReportData *data,
              const VdBoardReportCounter *counter)
{
  const VdBoardUnit *unit = counter->unit;

  json_builder_begin_object (builder);
  vd_cli_report_json_string (builder, "id", unit->id);
  vd_cli_report_json_string (builder, "name", unit->name);
  vd_cli_report_json_string (builder, "side", unit->side);
  vd_cli_report_json_string (builder, "class", unit->unit_class);
  vd_cli_report_json_string (builder, "army", unit->army);
  vd_cli_report_json_string (builder, "printed", counter->printed);
  vd_cli_report_json_string (builder, "current", unit->strength);
  json_int (builder, "points_lost", counter->points, counter->has_points);
  vd_cli_report_json_string (builder, "state", unit->state);
  vd_cli_report_json_string (builder, "where", vd_board_report_where_to_string (counter->where));
  vd_cli_report_json_string (builder, "hex", counter->hex);
  json_int (builder, "turn", counter->left_turn, counter->left_turn > 0);
  json_builder_set_member_name (builder, "roster");
  if (counter->roster != NULL)
    {
      const char *rule = counter->destroyed ? data->report->destroyed_rule
                         : counter->wrecked ? data->report->wreck_rule : NULL;

      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "row", counter->roster);
      json_int (builder, "casualties", counter->casualties, TRUE);
      json_int (builder, "stragglers", counter->stragglers, TRUE);
      json_bool (builder, "wrecked", counter->wrecked);
      json_bool (builder, "destroyed", counter->destroyed);
      vd_cli_report_json_string (builder, "rule", rule);
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
      vd_cli_report_json_string (builder, "side", score->side);
      json_int (builder, "total", score->total, TRUE);
      json_int (builder, "vp", score->vp, score->has_track);
      json_bool (builder, "known", score->known);
      json_builder_set_member_name (builder, "reasons");
      json_builder_begin_array (builder);
      for (guint p = 0; p < score->parts->len; p++)
        {
          const VdHexOddsReason *part = score->parts->pdata[p];

          json_builder_begin_object (builder);
          vd_cli_report_json_string (builder, "rule", part->rule);
          vd_cli_report_json_string (builder, "what", part->what);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_int (builder, "difference", victory->difference, TRUE);
  vd_cli_report_json_string (builder, "winner", victory->winner);
  vd_cli_report_json_string (builder, "level", victory->level);
  vd_cli_report_json_string (builder, "level_rule", victory->level_rule);
  if (victory->missing != NULL)
    {
      vd_cli_report_json_string (builder, "result", "unknown: supply it");
      json_builder_set_member_name (builder, "missing");
      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "rule", victory->missing_rule);
      vd_cli_report_json_string (builder, "why", victory->missing);
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
  vd_cli_report_json_string (builder, "kind", naa ? "losses-flight" : "casualties");
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
      vd_cli_report_json_string (builder, "rule", reason->rule);
      vd_cli_report_json_string (builder, "what", reason->what);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static char *
report_json (const VdBoardReportData *data, const char *output)
{
  const VdBoardReport *report = data->report;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  vd_cli_report_json_string (builder, "output", output);
  vd_cli_report_json_string (builder, "title", data->title);
  /* The game's turn is the events' (help "Board journal"): the last one reached. */
  json_int (builder, "turn", report->last_turn, TRUE);
  vd_cli_report_json_string (builder, "phase", report->board->phase);
  json_int (builder, "events", report->n_events, TRUE);
  vd_cli_report_json_string (builder, "view", report->view_side);

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
      vd_cli_report_json_string (builder, "commander", division->commander->id);
      vd_cli_report_json_string (builder, "name", division->commander->name);
      vd_cli_report_json_string (builder, "side", division->commander->side);
      vd_cli_report_json_string (builder, "row", division->roster);
      json_int (builder, "boxes", division->n_boxes, TRUE);
      json_int (builder, "brigades", division->n_brigades, TRUE);
      json_int (builder, "checked", division->checked, TRUE);
      json_bool (builder, "wrecked", division->wrecked);
      vd_cli_report_json_string (builder, "rule", division->wrecked ? report->division_rule : NULL);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (guint s = 0; s < report->sides->len; s++)
    {
      const VdBoardReportSide *side = vd_board_report_data_side (data, s);

      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "id", side->id);
      vd_cli_report_json_string (builder, "name", side->name);
      if (side->secret)
        {
          /* A side's view: the enemy's losses are not its to know; only the rule why. */
          json_bool (builder, "secret", TRUE);
          vd_cli_report_json_string (builder, "rule", report->hidden_rule);
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
      vd_cli_report_json_string (builder, "rule", side->demoralized ? report->morale_rule : NULL);
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

        if (vd_board_report_data_side (data, s)->secret)
          continue;
        vd_board_report_in_turn (report, s, turn, &lost);
        json_builder_begin_object (builder);
        json_int (builder, "turn", turn, TRUE);
        vd_cli_report_json_string (builder, "side", vd_board_report_data_side (data, s)->id);
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
  /* LBA's morale levels (LBA-LVL-1 to -3), null in a game without them. */
  json_builder_set_member_name (builder, "morale_levels");
  if (data->levels == NULL)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "formations");
      json_builder_begin_array (builder);
      for (guint i = 0; i < data->levels->formations->len; i++)
        {
          const VdHexLevel *level = data->levels->formations->pdata[i];

          json_builder_begin_object (builder);
          vd_cli_report_json_string (builder, "formation", level->formation);
          vd_cli_report_json_string (builder, "side", level->side);
          json_int (builder, "battalions", level->battalions, TRUE);
          json_int (builder, "eliminated", level->eliminated, TRUE);
          json_int (builder, "routed", level->routed, TRUE);
          json_int (builder, "level", level->level, TRUE);
          json_int (builder, "modifier", level->modifier, TRUE);
          vd_cli_report_json_string (builder, "rule", level->rule);
          vd_cli_report_json_string (builder, "why", level->why);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "unlisted");
      json_builder_begin_array (builder);
      for (guint i = 0; data->levels->unlisted[i] != NULL; i++)
        json_builder_add_string_value (builder, data->levels->unlisted[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  if (data->victory != NULL)
    json_victory (builder, data->victory);
  else
    {
      /* In a side's view the count rests on what it may not know: the rule why. */
      json_builder_set_member_name (builder, "victory");
      json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "victory_secret");
      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "rule", report->hidden_rule);
      vd_cli_report_json_string (builder, "why", vd_board_report_victory_secret ());
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  return vd_cli_json_text (builder);
}

/* ---- The command. ---- */

int
vd_cli_board_report (const char *path, const char *output, gboolean as_pdf, gboolean json,
                     const char *side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_board_load (path, &module, &error);
  g_autoptr(VdBoardReportData) data = NULL;
  gboolean ok;

  if (setup == NULL || !vd_board_check_journal (setup, module, path, &error) ||
      (data = vd_board_report_data_new (setup, module, side, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (as_pdf)
    {
      g_autoptr(GBytes) pdf = vd_render_board_report_pdf (data, &error);

      ok = pdf != NULL && vd_cli_report_write (output, g_bytes_get_data (pdf, NULL),
                                               g_bytes_get_size (pdf), &error);
    }
  else
    {
      gsize length;
      g_autofree char *csv = vd_board_report_data_csv (data, &length);

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
