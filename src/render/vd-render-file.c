#include "vd-render-private.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vd-error.h"
#include "vd-file.h"

#define PNG_MIN_WIDTH   16
#define PNG_MAX_WIDTH   16384
/* cairo's own limit on an image side. */
#define PNG_MAX_HEIGHT  32767
/* An A3 page in points, and its margin. */
#define PAGE_LONG_PT    1190.55
#define PAGE_SHORT_PT   841.89
#define PAGE_MARGIN_PT  28.0
/* A caption's text height: a share of a PNG's or SVG's width, or points on the PDF page; its
 * band above the table is taller by half as much again, for air. */
#define CAPTION_SHARE   (1.0 / 60)
#define CAPTION_MIN_PX  8.0
#define CAPTION_PDF_PT  16.0
#define CAPTION_BAND    1.75

typedef enum {
  FORMAT_PNG,
  FORMAT_SVG,
  FORMAT_PDF,
} Format;

/* Where cairo's output goes: the temporary file, remembering the first write error. */
typedef struct {
  int fd;
  int saved_errno;
} Sink;

static gboolean
format_from_path (const char *path, Format *format)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".png"))
    *format = FORMAT_PNG;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = FORMAT_SVG;
  else if (g_str_has_suffix (lower, ".pdf"))
    *format = FORMAT_PDF;
  else
    return FALSE;
  return TRUE;
}

static cairo_status_t
sink_write_cb (void *closure, const unsigned char *data, unsigned int length)
{
  Sink *sink = closure;

  while (length > 0)
    {
      ssize_t written = write (sink->fd, data, length);

      if (written < 0)
        {
          if (errno == EINTR)
            continue;
          if (sink->saved_errno == 0)
            sink->saved_errno = errno;
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += written;
      length -= (unsigned int) written;
    }
  return CAIRO_STATUS_SUCCESS;
}

static void
set_write_error (GError **error, const char *path, int saved_errno)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               /* Translators: "cannot write “map.png”: No space left on device" */
               _("cannot write “%s”: %s"), path, g_strerror (saved_errno));
}

/* The caption's text height on a target WIDTH wide, or 0 without a caption. */
static double
caption_size (Format format, const VdRenderOptions *options, double width)
{
  if (options->caption == NULL || options->caption[0] == '\0')
    return 0;
  if (format == FORMAT_PDF)
    return CAPTION_PDF_PT;
  return MAX (CAPTION_MIN_PX, width * CAPTION_SHARE);
}

/* Whole target units, so that a PNG's table keeps its pixel grid below the band. */
static double
caption_band (double size)
{
  return size > 0 ? ceil (size * CAPTION_BAND) : 0;
}

/* The caption in the band along the top, on the background, in a colour that reads on it. */
static void
draw_caption (cairo_t *cr, const VdRenderOptions *options, double width, double margin,
              double size)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans Bold");
  double band = caption_band (size);
  double x = MAX (margin, size * 0.6);
  VdColor ink = vd_color_rgb (0x1a1a1a);
  int text_height;

  if (options->background.a > 0.5 && vd_color_luminance (options->background) < 0.5)
    ink = vd_color_rgb (0xf2f2f2);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (MAX (width - 2 * x, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_single_paragraph_mode (layout, TRUE);
  pango_layout_set_text (layout, options->caption, -1);
  pango_layout_get_pixel_size (layout, NULL, &text_height);
  cairo_save (cr);
  vd_render_set_color (cr, ink);
  cairo_move_to (cr, x, margin + (band - text_height) / 2);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* The scene fitted in WIDTH × HEIGHT less MARGIN, below a band of the caption of text height
 * CAPTION (0: no band, the whole target for the drawing). */
static void
draw_scene (cairo_surface_t *surface, const VdRenderScene *scene, const VdRenderOptions *options,
            double width, double height, double margin, double caption)
{
  g_autoptr(VdViewport) viewport = vd_viewport_new ();
  cairo_t *cr = cairo_create (surface);
  double band = caption_band (caption);

  cairo_save (cr);
  if (band > 0)
    cairo_translate (cr, 0, band);
  vd_viewport_set_view_size (viewport, (int) ceil (width), (int) ceil (height - band));
  vd_viewport_fit (viewport, scene->extent, margin);
  vd_viewport_apply (viewport, cr);
  scene->draw (cr, viewport, options, scene->data);
  cairo_restore (cr);
  /* After the drawing: its background covers the whole target, band included. */
  if (band > 0)
    draw_caption (cr, options, width, margin, caption);
  cairo_destroy (cr);
}

/* Renders into SINK; returns cairo's status (a write error has its errno in SINK). */
static cairo_status_t
render_format (Format format, Sink *sink, const VdRenderScene *scene,
               const VdRenderOptions *options, int width_px)
{
  VdRect extent = scene->extent;
  double ew = extent.x1 - extent.x0, eh = extent.y1 - extent.y0;
  cairo_surface_t *surface;
  cairo_status_t status;

  switch (format)
    {
    case FORMAT_PNG:
      {
        double caption = caption_size (format, options, width_px);
        int height = MAX (1, (int) lround (width_px * eh / ew)) + (int) caption_band (caption);

        surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width_px, height);
        if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
          draw_scene (surface, scene, options, width_px, height, 0, caption);
        status = cairo_surface_status (surface);
        if (status == CAIRO_STATUS_SUCCESS)
          status = cairo_surface_write_to_png_stream (surface, sink_write_cb, sink);
      }
      break;

    case FORMAT_SVG:
      /* One SVG pixel per table millimetre: the file shows the table at its real proportions
       * and opens at a sensible size. */
      {
        double caption = caption_size (format, options, ceil (ew));
        double height = ceil (eh) + caption_band (caption);

        surface = cairo_svg_surface_create_for_stream (sink_write_cb, sink, ceil (ew), height);
        cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
        draw_scene (surface, scene, options, ceil (ew), height, 0, caption);
      }
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
      break;

    case FORMAT_PDF:
    default:
      {
        gboolean landscape = ew >= eh;
        double pw = landscape ? PAGE_LONG_PT : PAGE_SHORT_PT;
        double ph = landscape ? PAGE_SHORT_PT : PAGE_LONG_PT;

        surface = cairo_pdf_surface_create_for_stream (sink_write_cb, sink, pw, ph);
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                        scene->title != NULL ? scene->title : "");
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Vedette");
        draw_scene (surface, scene, options, pw, ph, PAGE_MARGIN_PT,
                    caption_size (format, options, pw));
        cairo_surface_finish (surface);
        status = cairo_surface_status (surface);
      }
      break;
    }
  cairo_surface_destroy (surface);
  return status;
}

/* Temporary files of a render killed before its rename, ".BASE.XXXXXX" beside the target: one
 * untouched for ten minutes is no render at work (a whole table takes seconds), and goes. */
static void
remove_old_temps (const char *dir, const char *base)
{
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = g_strdup_printf (".%s.", base);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *temp = NULL;
      GStatBuf st;

      if (!vd_file_is_temp_name (name, prefix))
        continue;
      temp = g_build_filename (dir, name, NULL);
      if (g_lstat (temp, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == getuid () &&
          now - st.st_mtime > 600)
        g_unlink (temp);
    }
}

gboolean
vd_render_to_file (const VdTable   *table,
                   const VdRuleset *ruleset,
                   const char      *path,
                   int              width_px,
                   GError         **error)
{
  return vd_render_to_file_with_options (table, ruleset, NULL, path, width_px, error);
}

static void
draw_table_scene (cairo_t *cr, const VdViewport *viewport, const VdRenderOptions *options,
                  gpointer data)
{
  const VdTable *table = ((gconstpointer *) data)[0];
  const VdRuleset *ruleset = ((gconstpointer *) data)[1];

  vd_render_table (cr, table, ruleset, viewport, options);
}

gboolean
vd_render_to_file_with_options (const VdTable         *table,
                                const VdRuleset       *ruleset,
                                const VdRenderOptions *options,
                                const char            *path,
                                int                    width_px,
                                GError               **error)
{
  gconstpointer data[2] = { table, ruleset };
  VdRenderScene scene = { { 0, 0, 0, 0 }, NULL, draw_table_scene, data };

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (ruleset != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!(table->width > 0) || !(table->depth > 0) || !isfinite (table->width) ||
      !isfinite (table->depth))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("cannot render “%s”: the table has no size"), path);
      return FALSE;
    }
  scene.extent = vd_render_table_extent (table);
  scene.title = table->title;
  return vd_render_scene_to_file (&scene, options, path, width_px, error);
}

gboolean
vd_render_scene_to_file (const VdRenderScene   *scene,
                         const VdRenderOptions *options,
                         const char            *path,
                         int                    width_px,
                         GError               **error)
{
  VdRenderOptions file_options;
  Format format;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp_name = NULL;
  g_autofree char *temp_path = NULL;
  Sink sink = { -1, 0 };
  cairo_status_t status;

  g_return_val_if_fail (scene != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!format_from_path (path, &format))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("cannot render “%s”: unknown file type; the name must end in .png, .svg or .pdf"),
                   path);
      return FALSE;
    }
  if (format == FORMAT_PNG)
    {
      VdRect extent = scene->extent;
      double height = width_px * (extent.y1 - extent.y0) / (extent.x1 - extent.x0)
                      + (options != NULL ? caption_band (caption_size (format, options, width_px)) : 0);

      if (width_px < PNG_MIN_WIDTH || width_px > PNG_MAX_WIDTH)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("cannot render “%s”: the width must be between %d and %d pixels, not %d"),
                       path, PNG_MIN_WIDTH, PNG_MAX_WIDTH, width_px);
          return FALSE;
        }
      if (height > PNG_MAX_HEIGHT)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("cannot render “%s”: the image would be %.0f pixels high, more than %d; choose a smaller width"),
                       path, height, PNG_MAX_HEIGHT);
          return FALSE;
        }
    }

  if (options != NULL)
    file_options = *options;
  else
    vd_render_options_init (&file_options);
  file_options.pixels_per_mm = 0;

  /* A folder, a device or a pipe is not an image to replace (as root, not even /dev/null). */
  if (!vd_file_check_writable_target (path, error))
    return FALSE;
  /* A hidden temporary file beside the target, renamed over it only once complete. */
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  remove_old_temps (dir, base);
  temp_name = g_strdup_printf (".%s.XXXXXX", base);
  temp_path = g_build_filename (dir, temp_name, NULL);
  sink.fd = g_mkstemp_full (temp_path, O_WRONLY, 0666);
  if (sink.fd < 0)
    {
      set_write_error (error, path, errno);
      return FALSE;
    }

  status = render_format (format, &sink, scene, &file_options, width_px);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      if (sink.saved_errno != 0)
        set_write_error (error, path, sink.saved_errno);
      else
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                     _("cannot write “%s”: %s"), path, cairo_status_to_string (status));
      close (sink.fd);
      g_unlink (temp_path);
      return FALSE;
    }
  if (fsync (sink.fd) != 0 && errno != EINVAL && errno != EROFS)
    {
      set_write_error (error, path, errno);
      close (sink.fd);
      g_unlink (temp_path);
      return FALSE;
    }
  if (close (sink.fd) != 0)
    {
      set_write_error (error, path, errno);
      g_unlink (temp_path);
      return FALSE;
    }
  if (g_rename (temp_path, path) != 0)
    {
      int saved_errno = errno;

      g_unlink (temp_path);
      set_write_error (error, path, saved_errno);
      return FALSE;
    }
  /* The rename is only durable once the folder is flushed too. */
  {
    int dir_fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

    if (dir_fd < 0 || (fsync (dir_fd) != 0 && errno != EINVAL))
      {
        set_write_error (error, path, errno);
        if (dir_fd >= 0)
          close (dir_fd);
        return FALSE;
      }
    close (dir_fd);
  }
  return TRUE;
}
