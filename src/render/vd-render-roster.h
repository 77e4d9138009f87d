#pragma once

#include <glib.h>

#include "vd-pdf.h"
#include "vd-roster.h"

G_BEGIN_DECLS

/* The text of CARD as its card shows it, under its name: side, arm, formation, conditions,
 * figures now and at the start, base, morale state and notes, a line each, in the user's
 * language. The CLI's text roster and the printed cards say the same. */
char *vd_render_roster_card_text (const VdRosterCard *card);

/* Draws the unit roster of CARDS (vd_roster_new) on PDF's A4 pages from its current page:
 * TITLE and SUBTITLE over the first, then one framed card per unit, never cut between pages,
 * names and notes wrapped, never cut. */
void  vd_render_roster           (VdPdf           *pdf,
                                  const char      *title,
                                  const char      *subtitle,
                                  const GPtrArray *cards);

G_END_DECLS
