/* The board report's and turn record's pages for a printer (src/render/vd-render-board-report.c,
 * vd-render-turn-record.c, vd-pdf.c's recording pages): paginated as their PDFs, page for page,
 * in the referee's view and a side's. */
#include <poppler.h>

#include "vd-board-report-data.h"
#include "vd-hex-turn.h"
#include "vd-render-board-report.h"
#include "vd-render-turn-record.h"
#include "vd-test-table.h"

static char *folder;

static int
count_pdf_pages (GBytes *bytes)
{
  g_autoptr(GError) error = NULL;
  PopplerDocument *document = poppler_document_new_from_bytes (bytes, NULL, &error);
  int n;

  g_assert_no_error (error);
  n = poppler_document_get_n_pages (document);
  g_object_unref (document);
  return n;
}

/* Each page an A4 recording surface in PDF points. */
static void
assert_a4_pages (GPtrArray *pages)
{
  for (guint i = 0; i < pages->len; i++)
    {
      cairo_rectangle_t extents;

      g_assert_true (cairo_recording_surface_get_extents (pages->pdata[i], &extents));
      g_assert_cmpfloat_with_epsilon (extents.width, 595.28, 0.01);
      g_assert_cmpfloat_with_epsilon (extents.height, 841.89, 0.01);
    }
}

/* A BN board of forty French brigades with rows and an allied one: the report runs over
 * several pages, fewer in the French view, which leaves the allied counters out (9.0). */
static void
test_report_pages (void)
{
  g_autoptr(GString) body = g_string_new ("units:\n"
    "- {id: al-1, side: allied, class: infantry, hex: \"0909\", strength: ~, movement: ~,"
    " roster: \"A _ B _ C _\"}\n");
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = NULL;
  const char *sides[] = { NULL, "french", "allied" };

  for (int i = 1; i <= 40; i++)
    g_string_append_printf (body, "- {id: fr-%d, side: french, class: infantry, hex: \"%02d%02d\","
                            " strength: ~, movement: ~, roster: \"A _ B _ _ V _ C _ _ _\"}\n",
                            i, 1 + (i - 1) % 8, 1 + (i - 1) / 8);
  g_string_append (body, "journal:\n"
                         "  - {event: roster, turn: 2, unit: fr-1, casualties: 1, stragglers: 0}\n");
  setup = vd_test_hex_board (folder, "bn", 1, 9, 9, body->str, &module);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdBoardReportData) data = vd_board_report_data_new (setup, module, sides[s],
                                                                    &error);
      g_autoptr(GBytes) pdf = NULL;
      g_autoptr(GPtrArray) pages = NULL;

      g_assert_no_error (error);
      pdf = vd_render_board_report_pdf (data, &error);
      g_assert_no_error (error);
      pages = vd_render_board_report_pages (data, &error);
      g_assert_no_error (error);
      g_assert_cmpint ((int) pages->len, ==, count_pdf_pages (pdf));
      /* The referee's and the French reports hold the forty rows: three pages or more; the
       * allied one, its brigade and the French secret, fewer. */
      if (sides[s] == NULL || g_strcmp0 (sides[s], "french") == 0)
        g_assert_cmpuint (pages->len, >=, 3);
      else
        g_assert_cmpuint (pages->len, <, 3);
      assert_a4_pages (pages);
    }
}

/* BN's track is missing (1.1d): blank rows fill the turn record's page, its one page. */
static void
test_turn_record_pages (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 3, 6, 6, "", &module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexTurnRecord) record = vd_hex_turn_record (board, module, &error);
  g_autoptr(GBytes) pdf = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  g_assert_no_error (error);
  pdf = vd_render_turn_record_pdf ("Test", module, record, &error);
  pages = vd_render_turn_record_pages ("Test", module, record, &error);
  g_assert_no_error (error);
  g_assert_cmpint ((int) pages->len, ==, count_pdf_pages (pdf));
  g_assert_cmpuint (pages->len, ==, 1);
  assert_a4_pages (pages);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-render-board-report-XXXXXX");
  g_test_add_func ("/render/board-report/pages-as-the-pdf", test_report_pages);
  g_test_add_func ("/render/board-report/turn-record-pages-as-the-pdf", test_turn_record_pages);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
