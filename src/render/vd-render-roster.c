#include "vd-render-roster.h"

#include <glib/gi18n-lib.h>

#define CARD_PAD      8.0
#define CARD_GAP      10.0
#define CARD_NAME_PT  11.0

char *
vd_render_roster_card_text (const VdRosterCard *card)
{
  GString *out = g_string_new (NULL);
  g_autofree char *base_w = g_strdup_printf ("%g", card->base_width);
  g_autofree char *base_d = g_strdup_printf ("%g", card->base_depth);

  /* Translators: a roster card's lines; the placeholders are a side, an arm, a formation. */
  g_string_append_printf (out, _("Side: %s · Arm: %s · Formation: %s"), card->side_name,
                          card->arm_name, card->formation_name);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, _("Conditions: %s"),
                          card->conditions_text[0] != '\0' ? card->conditions_text
                                                           : C_("conditions", "None"));
  g_string_append_c (out, '\n');
  if (card->officer)
    /* Translators: an officer's card: his figures are not counted with the troops'. */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "Officer: %d figure now, %d at the start (not "
                                              "counted with the troops)",
                                              "Officer: %d figures now, %d at the start (not "
                                              "counted with the troops)",
                                              (gulong) ABS (card->figures_now)),
                            card->figures_now, card->figures_start);
  else if (card->destroyed)
    g_string_append_printf (out, _("Figures: destroyed, %d at the start"), card->figures_start);
  else
    g_string_append_printf (out, _("Figures: %d now, %d at the start"), card->figures_now,
                            card->figures_start);
  g_string_append_c (out, '\n');
  /* Translators: a base's width and depth in millimetres: "Base: 40 × 30 mm". */
  g_string_append_printf (out, _("Base: %s × %s mm"), base_w, base_d);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, _("Morale: %s"),
                          card->morale_name != NULL ? card->morale_name : "—");
  g_string_append_c (out, '\n');
  g_string_append_printf (out, _("Notes: %s"),
                          card->notes != NULL ? card->notes : C_("notes", "None"));
  return g_string_free (out, FALSE);
}

/* Draws CARD's frame and text at Y (with DRAW), returns its height. */
static double
draw_card (VdPdf *pdf, double y, const VdRosterCard *card, gboolean draw)
{
  double width = VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN;
  double inner = width - 2 * CARD_PAD;
  g_autofree char *text = vd_render_roster_card_text (card);
  double name_h, text_h, height;

  name_h = vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + CARD_PAD, y + CARD_PAD, card->name,
                                CARD_NAME_PT, TRUE, inner, draw);
  text_h = vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + CARD_PAD, y + CARD_PAD + name_h + 3,
                                text, VD_PDF_TEXT_PT, FALSE, inner, draw);
  height = CARD_PAD + name_h + 3 + text_h + CARD_PAD;
  if (draw)
    {
      cairo_set_line_width (pdf->cr, 0.8);
      cairo_rectangle (pdf->cr, VD_PDF_MARGIN, y, width, height);
      cairo_stroke (pdf->cr);
    }
  return height;
}

void
vd_render_roster (VdPdf *pdf, const char *title, const char *subtitle, const GPtrArray *cards)
{
  g_return_if_fail (pdf != NULL && cards != NULL);

  cairo_set_source_rgb (pdf->cr, 0, 0, 0);
  pdf->y += vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN, pdf->y, title, 18, TRUE,
                                 VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, TRUE) + 6;
  if (subtitle != NULL)
    pdf->y += vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN, pdf->y, subtitle, 10, FALSE,
                                   VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, TRUE) + 14;
  for (guint i = 0; i < cards->len; i++)
    {
      const VdRosterCard *card = g_ptr_array_index (cards, i);
      double height = draw_card (pdf, pdf->y, card, FALSE);

      /* A card is never cut: on the next page when it does not fit. */
      if (pdf->y + height > VD_PDF_PAGE_H - VD_PDF_MARGIN && pdf->y > VD_PDF_MARGIN + 1)
        vd_pdf_new_page (pdf);
      draw_card (pdf, pdf->y, card, TRUE);
      pdf->y += height + CARD_GAP;
    }
}
