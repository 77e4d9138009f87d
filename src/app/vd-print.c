#include <glib/gi18n.h>
#include <math.h>

#include "vd-print.h"
#include "vd-pdf.h"
#include "vd-render-board.h"

typedef struct {
  VdDocument      *document;
  VdTable         *table;    /* a copy: the battle may change while the dialog is open */
  /* Or a board's game as it stands, a copy, with its document (which holds the module). */
  VdBoardDocument *board_document;
  VdBoard         *board;
  double           board_mm; /* paper mm per board unit */
  /* What is printed, in mm with y up as a table's plan: at actual size, the tiles cover AREA;
   * fitted, EXTENT fills the page. */
  VdRect           area;
  VdRect           extent;
  VdRenderOptions  options;
  GHashTable      *hidden;   /* the options' hidden units, copied */
  char            *caption;  /* the options' caption, copied; NULL: the table's title */
  VdPrintMode      mode;
  guint            columns;
  guint            rows;
  GtkWidget       *fit_button;  /* in the dialog's "Table" tab, while it is open */
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_clear_object (&job->document);
  g_clear_pointer (&job->table, vd_table_free);
  g_clear_object (&job->board_document);
  g_clear_pointer (&job->board, vd_board_free);
  g_clear_pointer (&job->hidden, g_hash_table_unref);
  g_clear_pointer (&job->caption, g_free);
  g_free (job);
}

void
vd_print_count_tiles (double width, double depth, double page_width, double page_height,
                      guint *columns, guint *rows)
{
  double step_x = page_width - VD_PRINT_OVERLAP_MM;
  double step_y = page_height - VD_PRINT_HEADER_MM - VD_PRINT_OVERLAP_MM;

  /* Each tile adds its width less the overlap with the one before. */
  *columns = step_x > 0 ? (guint) MAX (1.0, ceil ((width - VD_PRINT_OVERLAP_MM) / step_x)) : 1;
  *rows = step_y > 0 ? (guint) MAX (1.0, ceil ((depth - VD_PRINT_OVERLAP_MM) / step_y)) : 1;
}

static GObject *
create_custom_widget_cb (GtkPrintOperation *operation, PrintJob *job)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *fit = gtk_check_button_new_with_mnemonic (_("_Fit to page"));
  GtkWidget *actual = gtk_check_button_new_with_mnemonic (
    _("_Actual size (1:1), across as many pages as it takes"));
  GtkWidget *hint = gtk_label_new (_("At actual size the pages overlap by 1 cm: each says its "
                                     "row and column, and dashed lines show where the next one "
                                     "starts."));

  gtk_check_button_set_group (GTK_CHECK_BUTTON (actual), GTK_CHECK_BUTTON (fit));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (job->mode == VD_PRINT_FIT ? fit : actual), TRUE);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_box_append (GTK_BOX (box), fit);
  gtk_box_append (GTK_BOX (box), actual);
  gtk_box_append (GTK_BOX (box), hint);
  job->fit_button = fit;
  return G_OBJECT (box);
}

static void
custom_widget_apply_cb (GtkPrintOperation *operation, GtkWidget *widget, PrintJob *job)
{
  if (job->fit_button != NULL)
    job->mode = gtk_check_button_get_active (GTK_CHECK_BUTTON (job->fit_button))
                ? VD_PRINT_FIT : VD_PRINT_ACTUAL_SIZE;
  job->fit_button = NULL;
}

static void
begin_print_cb (GtkPrintOperation *operation, GtkPrintContext *context, PrintJob *job)
{
  job->columns = job->rows = 1;
  if (job->mode == VD_PRINT_ACTUAL_SIZE)
    vd_print_count_tiles (job->area.x1 - job->area.x0, job->area.y1 - job->area.y0,
                          gtk_print_context_get_width (context),
                          gtk_print_context_get_height (context), &job->columns, &job->rows);
  gtk_print_operation_set_n_pages (operation, (int) (job->columns * job->rows));
}

/* The caption on the left, the page's place on the right: the place is never cut short. */
static void
draw_header (GtkPrintContext *context, PrintJob *job, const char *place)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  g_autoptr(PangoLayout) caption = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoLayout) where = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  const char *text = job->caption;
  double gap = 4.0, where_width;
  int where_size;

  if (text == NULL && job->board != NULL)
    text = job->board->title != NULL ? job->board->title : _("Board");
  else if (text == NULL)
    text = job->table->title != NULL ? job->table->title : _("Table");
  /* The layouts' sizes are in the context's unit (mm): 3 mm text. */
  pango_font_description_set_absolute_size (font, 3.0 * PANGO_SCALE);
  pango_layout_set_font_description (where, font);
  pango_layout_set_text (where, place, -1);
  pango_layout_get_size (where, &where_size, NULL);
  where_width = MIN ((double) where_size / PANGO_SCALE, width * 2 / 3);
  pango_layout_set_width (where, (int) (where_width * PANGO_SCALE));
  pango_layout_set_ellipsize (where, PANGO_ELLIPSIZE_END);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (caption, font);
  pango_layout_set_width (caption, (int) (MAX (width - where_width - gap, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (caption, PANGO_ELLIPSIZE_END);
  pango_layout_set_text (caption, text, -1);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, 0, 1);
  pango_cairo_show_layout (cr, caption);
  cairo_move_to (cr, width - where_width, 1);
  pango_cairo_show_layout (cr, where);
  cairo_restore (cr);
}

/* The table in its mm, or the board scaled to its printed hexes and turned y up. */
static void
draw_scene (cairo_t *cr, PrintJob *job)
{
  VdRect e;

  if (job->table != NULL)
    {
      vd_render_table (cr, job->table, vd_document_get_ruleset (job->document), NULL,
                       &job->options);
      return;
    }
  e = vd_render_board_extent (job->board);
  cairo_translate (cr, 0, (e.y0 + e.y1) * job->board_mm);
  cairo_scale (cr, job->board_mm, -job->board_mm);
  vd_render_board (cr, job->board, vd_board_document_get_module (job->board_document),
                   &job->options);
}

static void
draw_fit (GtkPrintContext *context, PrintJob *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  VdRect page = { 0, VD_PRINT_HEADER_MM, gtk_print_context_get_width (context),
                  gtk_print_context_get_height (context) };
  cairo_matrix_t matrix;
  double scale = vd_table_matrix_place (&matrix, job->extent, page, 0);
  /* Translators: the print header for a table shrunk to one page; the placeholder is the scale,
   * as in "1:12" */
  g_autofree char *place = g_strdup_printf (_("fitted to the page, 1:%.0f"), 1.0 / scale);

  draw_header (context, job, place);
  cairo_save (cr);
  cairo_transform (cr, &matrix);
  draw_scene (cr, job);
  cairo_restore (cr);
}

/* The table area the tile at COLUMN, ROW shows at 1:1: row 0 along the far edge (the top of
 * the view), column 0 along the left edge; each overlaps the one before by the overlap. */
static VdRect
tile_area (PrintJob *job, double width, double height, guint column, guint row)
{
  double tile_height = height - VD_PRINT_HEADER_MM;
  double x0 = job->area.x0 + column * (width - VD_PRINT_OVERLAP_MM);
  double y1 = job->area.y1 - row * (tile_height - VD_PRINT_OVERLAP_MM);

  return (VdRect) { x0, y1 - tile_height, x0 + width, y1 };
}

/* A registration cross: the same table point on both sheets of an overlap, to lay one on the
 * other exactly. */
static void
draw_cross (cairo_t *cr, double x, double y)
{
  double arm = 3.0;

  cairo_move_to (cr, x - arm, y);
  cairo_line_to (cr, x + arm, y);
  cairo_move_to (cr, x, y - arm);
  cairo_line_to (cr, x, y + arm);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, arm / 2, 0, 2 * G_PI);
}

/* Dashed lines where the neighbouring tiles' drawings end, and crosses in the middle of each
 * overlap at points both neighbours print, so that the sheets can be laid edge to edge. */
static void
draw_overlap_marks (cairo_t *cr, double width, double height, guint column, guint row,
                    PrintJob *job)
{
  double dash[] = { 2.0, 1.5 };
  double top = VD_PRINT_HEADER_MM;
  double half = VD_PRINT_OVERLAP_MM / 2;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 0.25);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  if (column > 0)
    {
      cairo_move_to (cr, VD_PRINT_OVERLAP_MM, top);
      cairo_line_to (cr, VD_PRINT_OVERLAP_MM, height);
    }
  if (column + 1 < job->columns)
    {
      cairo_move_to (cr, width - VD_PRINT_OVERLAP_MM, top);
      cairo_line_to (cr, width - VD_PRINT_OVERLAP_MM, height);
    }
  if (row > 0)
    {
      cairo_move_to (cr, 0, top + VD_PRINT_OVERLAP_MM);
      cairo_line_to (cr, width, top + VD_PRINT_OVERLAP_MM);
    }
  if (row + 1 < job->rows)
    {
      cairo_move_to (cr, 0, height - VD_PRINT_OVERLAP_MM);
      cairo_line_to (cr, width, height - VD_PRINT_OVERLAP_MM);
    }
  cairo_stroke (cr);

  /* Neighbours in a row share its height, in a column its width: the same quarters on both. */
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.2);
  for (int k = 1; k <= 3; k++)
    {
      double y = top + k * (height - top) / 4;
      double x = k * width / 4;

      if (column > 0)
        draw_cross (cr, half, y);
      if (column + 1 < job->columns)
        draw_cross (cr, width - half, y);
      if (row > 0)
        draw_cross (cr, x, top + half);
      if (row + 1 < job->rows)
        draw_cross (cr, x, height - half);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_tile (GtkPrintContext *context, PrintJob *job, int page)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  guint column = (guint) page % job->columns;
  guint row = (guint) page / job->columns;
  VdRect target = { 0, VD_PRINT_HEADER_MM, width, height };
  cairo_matrix_t matrix;
  /* Translators: the print header of one page of a table at actual size: row and column of
   * the page, then its number and the number of pages */
  g_autofree char *place = g_strdup_printf (_("actual size, row %u of %u, column %u of %u "
                                              "(page %d of %u)"),
                                            row + 1, job->rows, column + 1, job->columns,
                                            page + 1, job->rows * job->columns);

  /* One table mm to one paper mm: the tile's area fills the page below the header exactly. */
  vd_table_matrix_place (&matrix, tile_area (job, width, height, column, row), target, 1.0);
  draw_header (context, job, place);
  cairo_save (cr);
  cairo_rectangle (cr, target.x0, target.y0, target.x1 - target.x0, target.y1 - target.y0);
  cairo_clip (cr);
  cairo_transform (cr, &matrix);
  draw_scene (cr, job);
  cairo_restore (cr);
  draw_overlap_marks (cr, width, height, column, row, job);
}

static void
draw_page_cb (GtkPrintOperation *operation, GtkPrintContext *context, int page, PrintJob *job)
{
  if (job->mode == VD_PRINT_FIT)
    draw_fit (context, job);
  else
    draw_tile (context, job, page);
}

static GtkPrintOperation *operation_new (PrintJob *job, const VdRenderOptions *options,
                                         const char *title, const char *tab);

GtkPrintOperation *
vd_print_operation_new (VdDocument *document, const VdRenderOptions *options, VdPrintMode mode)
{
  PrintJob *job;

  g_return_val_if_fail (VD_IS_DOCUMENT (document), NULL);

  job = g_new0 (PrintJob, 1);
  job->document = g_object_ref (document);
  job->table = vd_table_copy (vd_document_get_table (document));
  job->mode = mode;
  job->area = (VdRect) { 0, 0, job->table->width, job->table->depth };
  job->extent = vd_render_table_extent (job->table);
  return operation_new (job, options, job->table->title, _("Table"));
}

double
vd_print_board_mm (const VdBoard *board)
{
  double hex_mm = board->hex_mm > 0 ? board->hex_mm : VD_BOARD_DEFAULT_HEX_MM;

  /* A hex of the drawing is VD_RENDER_HEX_SIZE from centre to corner: sqrt(3) times that
   * across its flats. */
  return hex_mm / (sqrt (3) * VD_RENDER_HEX_SIZE);
}

GtkPrintOperation *
vd_print_operation_new_for_board (VdBoardDocument *document, const VdBoard *seen,
                                  VdPrintMode mode)
{
  VdRenderOptions options;
  PrintJob *job;
  VdRect e;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (document), NULL);

  job = g_new0 (PrintJob, 1);
  job->board_document = g_object_ref (document);
  job->board = vd_board_copy_without_journal (seen != NULL ? seen
                                                          : vd_board_document_get_board (document));
  job->board_mm = vd_print_board_mm (job->board);
  job->mode = mode;
  e = vd_render_board_extent (job->board);
  job->area = (VdRect) { e.x0 * job->board_mm, e.y0 * job->board_mm, e.x1 * job->board_mm,
                         e.y1 * job->board_mm };
  job->extent = job->area;
  vd_render_options_init (&options);
  return operation_new (job, &options, job->board->title, _("Board"));
}

static GtkPrintOperation *
operation_new (PrintJob *job, const VdRenderOptions *options, const char *title,
               const char *tab)
{
  GtkPrintOperation *operation;

  if (options != NULL)
    job->options = *options;
  else
    vd_render_options_init (&job->options);
  job->hidden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (job->options.hidden_units != NULL)
    {
      GHashTableIter iter;
      gpointer key;

      g_hash_table_iter_init (&iter, job->options.hidden_units);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_hash_table_add (job->hidden, g_strdup (key));
      job->options.hidden_units = job->hidden;
    }
  job->caption = g_strdup (job->options.caption);
  job->options.caption = job->caption;
  /* On paper: white around the table, no selection, no scale bar in a view's corner. */
  job->options.selected_unit = NULL;
  job->options.ghost_unit = NULL;
  job->options.scale_bar = FALSE;
  job->options.pixels_per_mm = 0;
  job->options.background = (VdColor) { 1, 1, 1, 0 };

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_unit (operation, GTK_UNIT_MM);
  gtk_print_operation_set_use_full_page (operation, FALSE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_custom_tab_label (operation, tab);
  if (title != NULL)
    gtk_print_operation_set_job_name (operation, title);
  g_object_set_data_full (G_OBJECT (operation), "vd-print-job", job, print_job_free);
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_custom_widget_cb), job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (custom_widget_apply_cb), job);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  return operation;
}

/* A report's page as the PDF has it, on the paper's whole sheet: the PDF's margins are
 * wider than any printer's. */
static void
draw_recorded_page_cb (GtkPrintOperation *operation, GtkPrintContext *context, int page,
                       GPtrArray *pages)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  double scale = MIN (1.0, MIN (width / VD_PDF_PAGE_W, height / VD_PDF_PAGE_H));

  g_return_if_fail (page >= 0 && (guint) page < pages->len);
  cairo_save (cr);
  cairo_translate (cr, (width - VD_PDF_PAGE_W * scale) / 2, (height - VD_PDF_PAGE_H * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, pages->pdata[page], 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

GtkPrintOperation *
vd_print_operation_new_for_pages (GPtrArray *pages, const char *title)
{
  GtkPrintOperation *operation;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);

  g_return_val_if_fail (pages != NULL && pages->len > 0, NULL);

  operation = gtk_print_operation_new ();
  gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_n_pages (operation, (int) pages->len);
  if (title != NULL && title[0] != '\0')
    gtk_print_operation_set_job_name (operation, title);
  g_object_set_data_full (G_OBJECT (operation), "vd-print-pages", g_ptr_array_ref (pages),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_recorded_page_cb), pages);
  return operation;
}

VdPrintMode
vd_print_operation_get_mode (GtkPrintOperation *operation)
{
  PrintJob *job = g_object_get_data (G_OBJECT (operation), "vd-print-job");

  g_return_val_if_fail (job != NULL, VD_PRINT_FIT);
  return job->mode;
}

gboolean
vd_print_operation_export (GtkPrintOperation *operation, const char *path, GError **error)
{
  g_return_val_if_fail (GTK_IS_PRINT_OPERATION (operation), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  gtk_print_operation_set_export_filename (operation, path);
  return gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, error)
         != GTK_PRINT_OPERATION_RESULT_ERROR;
}
