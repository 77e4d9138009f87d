/* The board report's PDF (vedette-cli report BOARD -o OUT.pdf, the app's Save Report): A4 pages
 * with the same numbers as the CSV and JSON for people — each side's counters, totals, army
 * morale and track, the divisions, the victory count, the losses per turn and a chart of them. */
#include "vd-render-board-report.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-odds.h"
#include "vd-pdf.h"
#include "vd-render-chart.h"

/* The counters' columns, from the left margin; a roster row goes on a line of its own. */
#define COL_X_STRENGTH  155.0
#define COL_X_POINTS    275.0
#define COL_X_WHERE     285.0
#define COL_X_STATE     395.0

static double
text (VdPdf *pdf, double x, const char *value, gboolean bold, VdPdfAlign align, double max_width)
{
  return vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + x, pdf->y, value != NULL ? value : "",
                           VD_PDF_TEXT_PT, bold, align, max_width);
}

static void
need_room (VdPdf *pdf, double height)
{
  if (pdf->y + height > VD_PDF_PAGE_H - VD_PDF_MARGIN)
    vd_pdf_new_page (pdf);
}

static void
heading (VdPdf *pdf, const char *title)
{
  need_room (pdf, 20 + 3 * VD_PDF_ROW_H);
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, title, 12, TRUE, VD_PDF_ALIGN_LEFT, 0);
  pdf->y += 20;
}

static void
rule_line (VdPdf *pdf)
{
  cairo_set_line_width (pdf->cr, 0.6);
  cairo_move_to (pdf->cr, VD_PDF_MARGIN, pdf->y - 2);
  cairo_line_to (pdf->cr, VD_PDF_PAGE_W - VD_PDF_MARGIN, pdf->y - 2);
  cairo_stroke (pdf->cr);
  pdf->y += 2;
}

static void
counters_header (VdPdf *pdf)
{
  /* Translators: the columns of the board's report: a counter; its printed strength and its
   * strength now; the strength points it lost; its hex, or eliminated, or off the map; its
   * state (disorganized…). Keep them short. */
  text (pdf, 0, C_("board report column", "Counter"), TRUE, VD_PDF_ALIGN_LEFT, 0);
  text (pdf, COL_X_STRENGTH, C_("board report column", "Printed → now"), TRUE, VD_PDF_ALIGN_LEFT,
        0);
  text (pdf, COL_X_POINTS, C_("board report column", "Lost"), TRUE, VD_PDF_ALIGN_RIGHT, 0);
  text (pdf, COL_X_WHERE, C_("board report column", "Where"), TRUE, VD_PDF_ALIGN_LEFT, 0);
  text (pdf, COL_X_STATE, C_("board report column", "State"), TRUE, VD_PDF_ALIGN_LEFT, 0);
  pdf->y += VD_PDF_ROW_H;
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
draw_counter (VdPdf *pdf, const VdBoardReportData *data, const VdBoardReportCounter *counter)
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

  need_room (pdf, roster != NULL ? 2 * VD_PDF_ROW_H : VD_PDF_ROW_H);
  if (counter->where == VD_BOARD_REPORT_ELIMINATED)
    cairo_set_source_rgb (pdf->cr, 0.75, 0.05, 0.05);
  text (pdf, 0, label, FALSE, VD_PDF_ALIGN_LEFT, COL_X_STRENGTH - 6);
  cairo_set_source_rgb (pdf->cr, 0, 0, 0);
  text (pdf, COL_X_STRENGTH, strengths, FALSE, VD_PDF_ALIGN_LEFT,
        COL_X_POINTS - COL_X_STRENGTH - 20);
  text (pdf, COL_X_POINTS, points, FALSE, VD_PDF_ALIGN_RIGHT, 0);
  text (pdf, COL_X_WHERE, where, counter->where == VD_BOARD_REPORT_ELIMINATED, VD_PDF_ALIGN_LEFT,
        COL_X_STATE - COL_X_WHERE - 4);
  text (pdf, COL_X_STATE, unit->state, FALSE, VD_PDF_ALIGN_LEFT,
        VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - COL_X_STATE);
  pdf->y += VD_PDF_ROW_H;
  if (roster != NULL)
    {
      if (counter->wrecked)
        cairo_set_source_rgb (pdf->cr, 0.75, 0.4, 0.0);
      text (pdf, 12, roster, FALSE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - 12);
      cairo_set_source_rgb (pdf->cr, 0, 0, 0);
      pdf->y += VD_PDF_ROW_H;
    }
}

/* What a side lost, as the board counts it: "points lost 2 · counters eliminated 1 · off the
 * map 0", and with rosters "roster casualties 2, stragglers 1 · brigades wrecked 1". */
static char *
totals_text (const VdBoardReportData *data, const VdBoardReportTotals *totals)
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
draw_track (VdPdf *pdf, const VdBoardReportSide *side)
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
  need_room (pdf, 2 * VD_PDF_ROW_H);
  text (pdf, 0, track->kind == VD_BOARD_TRACK_LOSSES_FLIGHT
                  /* Translators: before NaA's track in the board's report. */
                  ? _("Losses/flight track:")
                  /* Translators: before BN's army casualty count (1.1f). */
                  : _("Army casualties:"), TRUE, VD_PDF_ALIGN_LEFT, 0);
  text (pdf, 110, line, track->met, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - 110);
  pdf->y += VD_PDF_ROW_H;
  for (guint i = 0; i < track->reasons->len; i++)
    {
      const VdHexOddsReason *reason = track->reasons->pdata[i];
      g_autofree char *said = g_strdup_printf ("%s  (%s)", reason->what,
                                               reason->rule != NULL ? reason->rule : "?");
      double width = VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - 122;
      double height = vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + 122, pdf->y, said,
                                           VD_PDF_TEXT_PT, FALSE, width, FALSE);

      /* Each part whole, however long: it is what the referee checks. */
      need_room (pdf, height + 2);
      vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + 122, pdf->y, said, VD_PDF_TEXT_PT, FALSE, width,
                           TRUE);
      pdf->y += MAX (VD_PDF_ROW_H, height + 3);
    }
}

/* An enemy side in a side's view: why its losses are not shown, and its track where the game
 * shows it. */
static void
draw_secret_side (VdPdf *pdf, const VdBoardReportData *data, const VdBoardReportSide *side)
{
  g_autofree char *why =
    /* Translators: an enemy side in a side's view of the board's report, then the rule. */
    g_strdup_printf (_("Its counters and losses are not this side’s to know (%s)."),
                     data->report->hidden_rule != NULL ? data->report->hidden_rule : "?");

  heading (pdf, side->name);
  text (pdf, 0, why, FALSE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
  pdf->y += VD_PDF_ROW_H;
  draw_track (pdf, side);
  pdf->y += 12;
}

static void
draw_side (VdPdf *pdf, const VdBoardReportData *data, guint s)
{
  const VdBoardReportSide *side = vd_board_report_data_side (data, s);
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
      text (pdf, 0, _("No counter."), FALSE, VD_PDF_ALIGN_LEFT, 0);
      pdf->y += VD_PDF_ROW_H;
    }
  need_room (pdf, 3 * VD_PDF_ROW_H);
  pdf->y += 4;
  /* Translators: before a side's totals in the board's report. */
  text (pdf, 0, _("Since the set-up:"), TRUE, VD_PDF_ALIGN_LEFT, 0);
  text (pdf, 110, totals, FALSE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - 110);
  pdf->y += VD_PDF_ROW_H;
  if (data->has_rosters)
    {
      g_autofree char *marks = roster_totals_text (&side->totals);

      need_room (pdf, VD_PDF_ROW_H);
      text (pdf, 110, marks, FALSE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - 110);
      pdf->y += VD_PDF_ROW_H;
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
      text (pdf, 0, _("Army morale:"), TRUE, VD_PDF_ALIGN_LEFT, 0);
      if (side->demoralized)
        cairo_set_source_rgb (pdf->cr, 0.75, 0.05, 0.05);
      text (pdf, 110, morale, side->demoralized, VD_PDF_ALIGN_LEFT, 0);
      cairo_set_source_rgb (pdf->cr, 0, 0, 0);
      pdf->y += VD_PDF_ROW_H;
    }
  draw_track (pdf, side);
  pdf->y += 12;
}

static void
draw_divisions (VdPdf *pdf, const VdBoardReportData *data)
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
      need_room (pdf, VD_PDF_ROW_H);
      text (pdf, 0, line, division->wrecked, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
      pdf->y += VD_PDF_ROW_H;
    }
  pdf->y += 12;
}

/* LBA's morale levels: each formation's line as `hex levels` says it (LBA-LVL-1 to -3). */
static void
draw_levels (VdPdf *pdf, const VdBoardReportData *data)
{
  if (data->levels == NULL ||
      (data->levels->formations->len == 0 && data->levels->unlisted[0] == NULL))
    return;
  heading (pdf, _("Morale Levels"));
  for (guint i = 0; i < data->levels->formations->len; i++)
    {
      const VdHexLevel *level = data->levels->formations->pdata[i];
      g_autofree char *line = g_strdup_printf ("%s: %s (%s)", level->formation, level->why,
                                               level->rule != NULL ? level->rule : "?");

      need_room (pdf, VD_PDF_ROW_H);
      text (pdf, 0, line, level->level > 0, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
      pdf->y += VD_PDF_ROW_H;
    }
  for (guint i = 0; data->levels->unlisted[i] != NULL; i++)
    {
      g_autofree char *line = g_strdup_printf (_("%s: not in the chart, no morale levels (%s)\n"),
                                               data->levels->unlisted[i], "LBA-LVL-3");

      g_strchomp (line);
      need_room (pdf, VD_PDF_ROW_H);
      text (pdf, 0, line, FALSE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
      pdf->y += VD_PDF_ROW_H;
    }
  pdf->y += 12;
}

/* The victory count: each side's score with its parts, then the result. */
static void
draw_victory (VdPdf *pdf, const VdBoardReportData *data)
{
  const VdHexVictory *victory = data->victory;
  g_autofree char *result = NULL;

  if (victory == NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", vd_board_report_victory_secret (),
                                              data->report->hidden_rule != NULL
                                                ? data->report->hidden_rule : "?");

      heading (pdf, _("Victory"));
      text (pdf, 0, why, FALSE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
      pdf->y += VD_PDF_ROW_H + 12;
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

      need_room (pdf, VD_PDF_ROW_H);
      text (pdf, 0, line, TRUE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
      pdf->y += VD_PDF_ROW_H;
      for (guint p = 0; p < score->parts->len; p++)
        {
          const VdHexOddsReason *part = score->parts->pdata[p];
          g_autofree char *said = g_strdup_printf ("%s  (%s)", part->what,
                                                   part->rule != NULL ? part->rule : "?");

          need_room (pdf, VD_PDF_ROW_H);
          text (pdf, 12, said, FALSE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - 12);
          pdf->y += VD_PDF_ROW_H;
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
  need_room (pdf, VD_PDF_ROW_H);
  text (pdf, 0, result, TRUE, VD_PDF_ALIGN_LEFT, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
  pdf->y += VD_PDF_ROW_H + 12;
}

/* The first side whose losses the report shows. */
static guint
first_shown (const VdBoardReportData *data)
{
  for (guint s = 0; s < data->report->sides->len; s++)
    if (!vd_board_report_data_side (data, s)->secret)
      return s;
  return 0;
}

/* A row per turn and side: each count that turn, and since the start in brackets. */
static void
draw_turns (VdPdf *pdf, const VdBoardReportData *data)
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
  step = (VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - x0) / n;
  heading (pdf, _("Losses per turn (since the start in brackets)"));
  text (pdf, 0, C_("board report column", "Turn"), TRUE, VD_PDF_ALIGN_LEFT, 0);
  text (pdf, 40, C_("board report column", "Side"), TRUE, VD_PDF_ALIGN_LEFT, 0);
  for (guint i = 0; i < n; i++)
    text (pdf, x0 + step * (i + 1) - 6, titles[i], TRUE, VD_PDF_ALIGN_RIGHT, 0);
  pdf->y += VD_PDF_ROW_H;
  rule_line (pdf);
  for (int turn = report->first_turn; turn <= report->last_turn; turn++)
    for (guint s = 0; s < report->sides->len; s++)
      {
        const VdBoardReportTotals *since = vd_board_report_cumulative (report, s, turn);
        VdBoardReportTotals lost;
        int values[6][2];
        g_autofree char *number = g_strdup_printf ("%d", turn);
        guint k = 0;

        if (vd_board_report_data_side (data, s)->secret)
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
        need_room (pdf, VD_PDF_ROW_H);
        if (s == first_shown (data))
          text (pdf, 0, number, FALSE, VD_PDF_ALIGN_LEFT, 0);
        text (pdf, 40, vd_board_report_data_side (data, s)->name, FALSE, VD_PDF_ALIGN_LEFT,
              x0 - 46);
        for (guint i = 0; i < k; i++)
          {
            g_autofree char *cell = g_strdup_printf ("%d (%d)", values[i][0], values[i][1]);

            text (pdf, x0 + step * (i + 1) - 6, cell, FALSE, VD_PDF_ALIGN_RIGHT, 0);
          }
        pdf->y += VD_PDF_ROW_H;
      }
  pdf->y += 12;
}

/* The chart's figures: each side's points lost and counters eliminated in each turn (only
 * the counters where no strength is a number), summed by the chart from the first turn. */
static VdTurnLosses *
chart_losses (const VdBoardReportData *data)
{
  const VdBoardReport *report = data->report;
  VdTurnLosses *losses = g_new0 (VdTurnLosses, 1);
  g_autofree guint *shown = g_new0 (guint, MAX (1u, report->sides->len));
  guint n_sides = 0;
  int n_turns = report->last_turn - report->first_turn + 1;

  /* A secret side has no line: its losses are not the view's to draw. */
  for (guint s = 0; s < report->sides->len; s++)
    if (!vd_board_report_data_side (data, s)->secret)
      shown[n_sides++] = s;
  losses->sides = g_new0 (char *, n_sides + 1);
  for (guint s = 0; s < n_sides; s++)
    losses->sides[s] = g_strdup (vd_board_report_data_side (data, shown[s])->id);
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
draw_chart (VdPdf *pdf, const VdBoardReportData *data)
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
    if (!vd_board_report_data_side (data, s)->secret && n++ < losses->n_sides)
      /* Translators: a side in the chart's legend and what its line counts ("French: points
       * lost + counters eliminated"). */
      g_ptr_array_add (labels, g_strdup_printf (_("%s: %s"),
                                                vd_board_report_data_side (data, s)->name,
                                                measure));
  g_ptr_array_add (labels, NULL);
  vd_render_chart_options_init (&options);
  options.labels = (const char * const *) labels->pdata;
  /* Translators: the left axis of the board report's chart. */
  options.value_title = _("Losses (cumulative)");
  /* The title stays with its chart, which shrinks a little to fit the page's end. */
  height = MIN (280, VD_PDF_PAGE_H - VD_PDF_MARGIN - pdf->y - 20 - 20);
  if (height < 200)
    {
      vd_pdf_new_page (pdf);
      height = 280;
    }
  heading (pdf, _("Cumulative losses per turn"));
  cairo_save (pdf->cr);
  cairo_translate (pdf->cr, VD_PDF_MARGIN, pdf->y);
  vd_render_losses_chart (pdf->cr, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, height, losses, &options);
  cairo_restore (pdf->cr);
  pdf->y += height + 20;
}


/* The whole report on PDF's pages, begun: the saved file and the printed pages alike. */
static void
draw_report (VdPdf *pdf, const VdBoardReportData *data)
{
  const VdBoardReport *report = data->report;
  g_autofree char *subtitle = NULL;
  g_autofree char *turn = NULL;

  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, data->title, 18, TRUE, VD_PDF_ALIGN_LEFT,
                    VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN);
  pdf->y += 28;
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
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, subtitle, 10, FALSE, VD_PDF_ALIGN_LEFT, 0);
  pdf->y += 16;
  for (guint s = 0; report->view_side != NULL && s < report->sides->len; s++)
    if (g_strcmp0 (vd_board_report_data_side (data, s)->id, report->view_side) == 0)
      {
        /* Translators: under the board report's title in a side's view: "Side's view:
         * French". */
        g_autofree char *view = g_strdup_printf (_("Side’s view: %s"),
                                                 vd_board_report_data_side (data, s)->name);

        vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, view, 10, TRUE, VD_PDF_ALIGN_LEFT, 0);
      }
  pdf->y += 14;

  for (guint s = 0; s < report->sides->len; s++)
    draw_side (pdf, data, s);
  draw_divisions (pdf, data);
  draw_levels (pdf, data);
  draw_victory (pdf, data);
  draw_turns (pdf, data);
  draw_chart (pdf, data);
}

GBytes *
vd_render_board_report_pdf (const VdBoardReportData *data, GError **error)
{
  VdPdf pdf = { 0 };

  vd_pdf_begin (&pdf, data->title);
  draw_report (&pdf, data);
  return vd_pdf_end (&pdf, error);
}

GPtrArray *
vd_render_board_report_pages (const VdBoardReportData *data, GError **error)
{
  VdPdf pdf = { 0 };

  vd_pdf_begin_pages (&pdf);
  draw_report (&pdf, data);
  return vd_pdf_end_pages (&pdf, error);
}
