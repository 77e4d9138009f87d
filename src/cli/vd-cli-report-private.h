#pragma once

#include <glib.h>

#include "vd-csv.h"
#include <json-glib/json-glib.h>

#include "vd-pdf.h"
#include "vd-roster.h"

G_BEGIN_DECLS

/* What the table's report (vd-cli-report.c) shares with the board's (vd-cli-board-report.c):
 * the atomic write; the CSV's quoting is vd-csv's, the A4 pages vd-pdf's. */

/* A JSON member NAME holding VALUE, or null when VALUE is NULL. */
void     vd_cli_report_json_string (JsonBuilder *builder, const char *name, const char *value);

/* OUTPUT written atomically (a whole file or none); ERROR names it. */
gboolean vd_cli_report_write     (const char *output, const void *data, gsize length,
                                  GError **error);

/* `report BOARD -o OUT`: the board's report to OUTPUT, a PDF with AS_PDF (else a CSV), and
 * printed as JSON with JSON; with SIDE, as that side may know it. */
int      vd_cli_board_report     (const char *path, const char *output, gboolean as_pdf,
                                  gboolean json, const char *side);
/* `report BOARD --turn-record -o OUT.pdf`: the printable turn record of the board's game
 * (vd-cli-board-turn-record.c), printed as JSON with JSON. */
int      vd_cli_board_turn_record (const char *path, const char *output, gboolean json);

/* vd-cli-report-roster.c: the unit roster of CARDS (vd_roster_new) under TITLE at TURN, as
 * text, as JSON (with OUTPUT, the PDF written or NULL) and as A4 pages (NULL with ERROR). */
char    *vd_cli_roster_text      (const char *title, int turn, const GPtrArray *cards);
char    *vd_cli_roster_json      (const char *title, int turn, const GPtrArray *cards,
                                  const char *output);
GBytes  *vd_cli_roster_pdf       (const char *title, int turn, const GPtrArray *cards,
                                  GError **error);
/* CARD's keys in a unit's JSON object: side_name, arm, formation, formation_name, conditions
 * (keywords) and notes. */
void     vd_cli_roster_json_card (JsonBuilder *builder, const VdRosterCard *card);

G_END_DECLS
