/* The printable turn record of a board's game (vedette-cli report BOARD --turn-record, the
 * app's Save Turn Record): a row per turn of the module's turn track with its hours and
 * conditions, a box per phase for the referee to tick, the turns played ticked already. */
#include "vd-render-turn-record.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-odds.h"
#include "vd-pdf.h"

/* The columns, from the left margin: the turn, its hours, the phase boxes, the events
 * recorded, then its conditions to the right margin. */
#define X_TIME        34.0
#define X_BOXES       108.0
#define BOX           10.0
#define BOX_STEP      16.0
#define EVENTS_W      40.0
#define LINE_H        11.0

typedef struct {
  const char            *title;
  const VdHexRuleset    *module;
  const VdHexTurnRecord *record;
} TurnRecord;

/* TEXT wrapped to WIDTH at X (from the left margin), drawn when DRAW; returns its height.
 * Titles (above 12 pt) are bold. */
static double
wrapped (VdPdf *pdf, double x, const char *text, double width, double size, gboolean draw)
{
  return vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + x, pdf->y, text, size, size > 12, width,
                              draw);
}

static double
conditions_x (const TurnRecord *data)
{
  return X_BOXES + MAX (1u, data->module->phases->len) * BOX_STEP + 6;
}

static double
conditions_width (const TurnRecord *data)
{
  return VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - conditions_x (data) - EVENTS_W - 6;
}

static void
table_header (VdPdf *pdf, const TurnRecord *data)
{
  guint n_boxes = MAX (1u, data->module->phases->len);

  /* Translators: the columns of the printed turn record; the phase boxes are numbered, their
   * names in the legend above. Keep them short. */
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, C_("turn record column", "Turn"),
                    VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_LEFT, 0);
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + X_TIME, pdf->y, C_("turn record column", "Time"),
                    VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_LEFT, 0);
  for (guint i = 0; i < n_boxes; i++)
    {
      g_autofree char *number = data->module->phases->len > 0
                                  ? g_strdup_printf ("%u", i + 1)
                                  /* Translators: the one box of a game without phases. */
                                  : g_strdup (C_("turn record column", "Done"));

      vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + X_BOXES + i * BOX_STEP + BOX / 2, pdf->y, number,
                        VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_CENTER, 0);
    }
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + conditions_x (data), pdf->y,
                    C_("turn record column", "Conditions and arrivals"), VD_PDF_TEXT_PT, TRUE,
                    VD_PDF_ALIGN_LEFT, 0);
  vd_pdf_draw_text (pdf->cr, VD_PDF_PAGE_W - VD_PDF_MARGIN, pdf->y,
                    C_("turn record column", "Events"), VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_RIGHT,
                    0);
  pdf->y += VD_PDF_ROW_H;
  cairo_set_line_width (pdf->cr, 0.8);
  cairo_move_to (pdf->cr, VD_PDF_MARGIN, pdf->y - 2);
  cairo_line_to (pdf->cr, VD_PDF_PAGE_W - VD_PDF_MARGIN, pdf->y - 2);
  cairo_stroke (pdf->cr);
  pdf->y += 2;
}

/* A box at X, ticked when DONE. */
static void
draw_box (VdPdf *pdf, double x, gboolean done)
{
  double top = pdf->y + 1;

  cairo_set_line_width (pdf->cr, 0.7);
  cairo_rectangle (pdf->cr, VD_PDF_MARGIN + x, top, BOX, BOX);
  cairo_stroke (pdf->cr);
  if (!done)
    return;
  cairo_set_line_width (pdf->cr, 1.4);
  cairo_move_to (pdf->cr, VD_PDF_MARGIN + x + 2, top + BOX / 2);
  cairo_line_to (pdf->cr, VD_PDF_MARGIN + x + BOX / 2 - 0.5, top + BOX - 2);
  cairo_line_to (pdf->cr, VD_PDF_MARGIN + x + BOX - 1.5, top + 1.5);
  cairo_stroke (pdf->cr);
}

/* The conditions of ROW as lines "text (RULE)"; none, an empty string. */
static char *
conditions_text (const VdHexTurnRecordRow *row)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < row->conditions->len; i++)
    {
      const VdHexOddsReason *condition = row->conditions->pdata[i];

      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "%s (%s)", condition->what,
                              condition->rule != NULL ? condition->rule : "?");
    }
  return g_string_free (text, FALSE);
}

/* A row of the table: its boxes ticked as far as the journal went; NULL ROW, a blank row for a
 * turn the track does not give. */
static void
draw_row (VdPdf *pdf, const TurnRecord *data, const VdHexTurnRecordRow *row)
{
  guint n_boxes = MAX (1u, data->module->phases->len);
  g_autofree char *conditions = row != NULL ? conditions_text (row) : g_strdup ("");
  double height = MAX (VD_PDF_ROW_H + 3, wrapped (pdf, conditions_x (data), conditions,
                                                  conditions_width (data), 8, FALSE) + 5);

  if (pdf->y + height > VD_PDF_PAGE_H - VD_PDF_MARGIN)
    {
      vd_pdf_new_page (pdf);
      table_header (pdf, data);
    }
  if (row != NULL && row->current)
    {
      /* The turn under way, shaded. */
      cairo_set_source_rgb (pdf->cr, 1.0, 0.95, 0.75);
      cairo_rectangle (pdf->cr, VD_PDF_MARGIN - 2, pdf->y - 2,
                       VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN + 4, height);
      cairo_fill (pdf->cr);
      cairo_set_source_rgb (pdf->cr, 0, 0, 0);
    }
  if (row != NULL)
    {
      g_autofree char *number = g_strdup_printf ("%d", row->turn);

      vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, number, VD_PDF_TEXT_PT + 1, row->current,
                        VD_PDF_ALIGN_LEFT, 0);
      if (row->clock != NULL)
        vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + X_TIME, pdf->y, row->clock, VD_PDF_TEXT_PT,
                          FALSE, VD_PDF_ALIGN_LEFT, X_BOXES - X_TIME - 4);
      wrapped (pdf, conditions_x (data), conditions, conditions_width (data), 8, TRUE);
      if (row->n_events > 0)
        {
          g_autofree char *events = g_strdup_printf ("%u", row->n_events);

          vd_pdf_draw_text (pdf->cr, VD_PDF_PAGE_W - VD_PDF_MARGIN, pdf->y, events, VD_PDF_TEXT_PT,
                            FALSE, VD_PDF_ALIGN_RIGHT, 0);
        }
    }
  for (guint i = 0; i < n_boxes; i++)
    draw_box (pdf, X_BOXES + i * BOX_STEP, row != NULL && i < row->phases_done);
  pdf->y += height;
  cairo_set_source_rgb (pdf->cr, 0.7, 0.7, 0.7);
  cairo_set_line_width (pdf->cr, 0.4);
  cairo_move_to (pdf->cr, VD_PDF_MARGIN, pdf->y - 2);
  cairo_line_to (pdf->cr, VD_PDF_PAGE_W - VD_PDF_MARGIN, pdf->y - 2);
  cairo_stroke (pdf->cr);
  cairo_set_source_rgb (pdf->cr, 0, 0, 0);
}


/* What the record says above its table: the length and its rule (or why it is missing),
 * where the game stands, and the phases the boxes stand for. */
static void
draw_head (VdPdf *pdf, const TurnRecord *data)
{
  const VdHexTurn *turn = data->record->turn;
  g_autofree char *length = NULL;
  g_autofree char *stands = NULL;
  GString *legend = g_string_new (NULL);

  pdf->y += wrapped (pdf, 0, data->title, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, 16, TRUE) + 8;
  /* Translators: under the title of the printed turn record. */
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, _("Turn record"), 12, TRUE, VD_PDF_ALIGN_LEFT,
                    0);
  pdf->y += 20;
  if (turn->last_turn > 0)
    /* Translators: "12 turns (A4)". */
    length = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game has %d turn (%s).",
                                           "The game has %d turns (%s).", turn->last_turn),
                              turn->last_turn, turn->last_rule != NULL ? turn->last_rule : "?");
  else
    /* Translators: "The game's length is missing: … (1.1d). The rows below are the turns
     * played; the blank ones are for the referee." */
    length = g_strdup_printf (_("The game’s length is missing: %s (%s). The numbered rows are "
                                "the turns reached; the blank ones are the referee’s to fill."),
                              turn->length_missing != NULL ? turn->length_missing : "?",
                              turn->length_rule != NULL ? turn->length_rule : "?");
  pdf->y += wrapped (pdf, 0, length, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, VD_PDF_TEXT_PT, TRUE) + 3;
  if (turn->over)
    /* Translators: "Game over: the game ended with turn 12 (A4)." */
    stands = g_strdup_printf (_("Game over: %s (%s)."), turn->over_why,
                              turn->over_rule != NULL ? turn->over_rule : "?");
  else if (turn->phase_name != NULL)
    /* Translators: "The journal stands at turn 3, French movement: the boxes of the phases
     * ended are ticked." */
    stands = g_strdup_printf (_("The journal stands at turn %d, %s: the boxes of the phases "
                                "ended are ticked."), turn->turn, turn->phase_name);
  else
    stands = g_strdup_printf (_("The journal stands at turn %d: the boxes of the turns ended "
                                "are ticked."), turn->turn);
  pdf->y += wrapped (pdf, 0, stands, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, VD_PDF_TEXT_PT, TRUE) + 3;
  for (guint i = 0; i < data->module->phases->len; i++)
    {
      const VdHexName *phase = data->module->phases->pdata[i];

      g_string_append_printf (legend, "%s%u %s", i > 0 ? " · " : "", i + 1,
                              vd_text_get (&phase->name));
    }
  if (legend->len > 0)
    {
      /* Translators: before the numbered phases of the turn record's boxes. */
      g_autofree char *phases = g_strdup_printf (_("Phases: %s"), legend->str);

      pdf->y += wrapped (pdf, 0, phases, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, VD_PDF_TEXT_PT,
                         TRUE) + 3;
    }
  g_string_free (legend, TRUE);
  pdf->y += 12;
}

/* The whole record on PDF's pages, begun: the saved file and the printed pages alike. */
static void
draw_record (VdPdf *pdf, const TurnRecord *data)
{
  draw_head (pdf, data);
  table_header (pdf, data);
  for (guint r = 0; r < data->record->rows->len; r++)
    draw_row (pdf, data, data->record->rows->pdata[r]);
  /* Without the track's length, blank rows to the page's end for the turns still to come. */
  if (data->record->turn->last_turn == 0)
    while (pdf->y + VD_PDF_ROW_H + 3 <= VD_PDF_PAGE_H - VD_PDF_MARGIN)
      draw_row (pdf, data, NULL);
}

GBytes *
vd_render_turn_record_pdf (const char *title, const VdHexRuleset *module,
                           const VdHexTurnRecord *record, GError **error)
{
  const TurnRecord data = { title, module, record };
  VdPdf pdf = { 0 };

  vd_pdf_begin (&pdf, data.title);
  draw_record (&pdf, &data);
  return vd_pdf_end (&pdf, error);
}

GPtrArray *
vd_render_turn_record_pages (const char *title, const VdHexRuleset *module,
                             const VdHexTurnRecord *record, GError **error)
{
  const TurnRecord data = { title, module, record };
  VdPdf pdf = { 0 };

  vd_pdf_begin_pages (&pdf);
  draw_record (&pdf, &data);
  return vd_pdf_end_pages (&pdf, error);
}
