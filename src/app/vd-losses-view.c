#include <adwaita.h>
#include <glib/gi18n.h>

#include "vd-losses-view.h"
#include "vd-side-format.h"
#include "vd-render.h"
#include "vd-render-chart.h"

/* Inside the chart's card: room between its rounded edge and the axes' titles. */
#define CHART_PADDING 12

struct _VdLossesView
{
  AdwBin          parent_instance;

  GtkStack       *stack;
  AdwStatusPage  *empty_page;
  GtkWidget      *chart;
  GtkGrid        *turns_grid;

  VdDocument     *document;
  char           *every_side_description;  /* the empty page's, from the template */
  VdTurnLosses   *losses;
  char          **labels;   /* the sides' names as shown, in the losses' order */
  /* The sides shown, in the losses' order: every one in the referee's view, else the view's
   * side alone (if the losses have it). NULL-terminated; the strings are the losses'. */
  GPtrArray      *shown;
  gboolean        stale;    /* the document changed while the view was not shown */
};

G_DEFINE_FINAL_TYPE (VdLossesView, vd_losses_view, ADW_TYPE_BIN)

static VdColor
color_of (const GdkRGBA *rgba)
{
  return (VdColor) { rgba->red, rgba->green, rgba->blue, rgba->alpha };
}

/* The chart in the panel's colours and font, a little smaller than the text around it. */
static void
chart_draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VdLossesView *self = data;
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (area));
  PangoFontDescription *font = pango_context_get_font_description (
    gtk_widget_get_pango_context (GTK_WIDGET (area)));
  GdkRGBA fg, card, window;
  VdChartOptions options;
  double size;

  if (self->losses == NULL)
    return;
  vd_render_chart_options_init (&options);
  gtk_style_context_get_color (style, &fg);
  /* A dark style's cards are a veil over the window: the colour seen is both together. */
  if (!gtk_style_context_lookup_color (style, "card_bg_color", &card))
    card = (GdkRGBA) { 1, 1, 1, 1 };
  if (!gtk_style_context_lookup_color (style, "window_bg_color", &window))
    window = (GdkRGBA) { 1, 1, 1, 1 };
  options.foreground = color_of (&fg);
  options.background = (VdColor) {
    window.red + (card.red - window.red) * card.alpha,
    window.green + (card.green - window.green) * card.alpha,
    window.blue + (card.blue - window.blue) * card.alpha,
    1,
  };
  options.grid = options.foreground;
  options.grid.a *= 0.15;
  size = font != NULL ? pango_font_description_get_size (font) / (double) PANGO_SCALE : 11;
  if (font != NULL && !pango_font_description_get_size_is_absolute (font))
    size *= 96.0 / 72.0;
  options.font_size = CLAMP (size * 0.8, 9, 14);
  options.font_family = font != NULL ? pango_font_description_get_family (font) : NULL;
  options.labels = (const char * const *) self->labels;
  /* A side's view charts that side alone. */
  if (vd_losses_view_get_side (self) != NULL)
    options.sides = vd_losses_view_get_shown_sides (self);

  cairo_translate (cr, CHART_PADDING, CHART_PADDING);
  vd_render_losses_chart (cr, width - 2 * CHART_PADDING, height - 2 * CHART_PADDING,
                          self->losses, &options);
}

static void
draw_swatch_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VdColor fill;

  vd_render_side_color (data, &fill, NULL);
  cairo_set_source_rgb (cr, fill.r, fill.g, fill.b);
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
make_cell (const char *text, float xalign, gboolean last_row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "numeric");
  if (last_row)
    gtk_widget_add_css_class (label, "last");
  return label;
}

/* A header per side with its colour, as in the chart's legend. */
static GtkWidget *
make_side_header (const char *side, const char *label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *name = gtk_label_new (label);

  /* The box fills its cell, for the line under the headers; the swatch and name go right. */
  gtk_widget_set_hexpand (swatch, TRUE);
  gtk_widget_set_halign (swatch, GTK_ALIGN_END);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 14);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 8);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch_cb, g_strdup (side),
                                  g_free);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), name);
  gtk_widget_add_css_class (box, "header");
  return box;
}

static gboolean
is_shown (VdLossesView *self, guint s)
{
  return self->document == NULL
         || vd_side_view_knows_side (vd_document_get_side_view (self->document),
                                     self->losses->sides[s]);
}

/* HOUSE-10: whether a side shown lost objective points setting a village on fire. */
static gboolean
lost_points (VdLossesView *self)
{
  for (guint s = 0; s < self->losses->n_sides; s++)
    if (is_shown (self, s) && self->losses->points_lost[s] > 0)
      return TRUE;
  return FALSE;
}

/* HOUSE-10: under the turns, the objective points each side shown lost, at ROW. */
static void
attach_points_row (VdLossesView *self, int row)
{
  /* Translators: the last row of the losses per turn: the objective points a side lost
   * setting villages on fire (HOUSE-10). */
  GtkWidget *header = gtk_label_new (_("Objective points lost"));
  int column = 1;

  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_set_tooltip_text (header, _("Setting a village on fire costs half its points "
                                         "(HOUSE-10)"));
  gtk_grid_attach (self->turns_grid, header, 0, row, 1, 1);
  for (guint s = 0; s < self->losses->n_sides; s++)
    if (is_shown (self, s))
      {
        char text[G_ASCII_DTOSTR_BUF_SIZE];

        g_ascii_formatd (text, sizeof text, "%g", self->losses->points_lost[s]);
        gtk_grid_attach (self->turns_grid, make_cell (text, 1, TRUE), column++, row, 1, 1);
      }
}

/* A row per turn, a column per side shown: "lost that turn (since the start)". */
static void
rebuild_table (VdLossesView *self)
{
  const VdTurnLosses *losses = self->losses;
  GtkWidget *child;
  GtkWidget *turn_header;
  int column;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->turns_grid))) != NULL)
    gtk_grid_remove (self->turns_grid, child);

  /* Translators: the first column of the losses per turn. */
  turn_header = gtk_label_new (C_("losses column", "Turn"));
  gtk_label_set_xalign (GTK_LABEL (turn_header), 0);
  gtk_widget_add_css_class (turn_header, "header");
  gtk_grid_attach (self->turns_grid, turn_header, 0, 0, 1, 1);
  column = 1;
  for (guint s = 0; s < losses->n_sides; s++)
    if (is_shown (self, s))
      gtk_grid_attach (self->turns_grid, make_side_header (losses->sides[s], self->labels[s]),
                       column++, 0, 1, 1);
  for (int turn = losses->first_turn; turn <= losses->last_turn; turn++)
    {
      int row = turn - losses->first_turn + 1;
      gboolean last = turn == losses->last_turn;
      g_autofree char *number = g_strdup_printf ("%d", turn);

      gtk_grid_attach (self->turns_grid, make_cell (number, 0, last), 0, row, 1, 1);
      column = 1;
      for (guint s = 0; s < losses->n_sides; s++)
        if (is_shown (self, s))
          {
            /* Translators: a cell of the losses per turn: figures lost that turn, then since
             * the start. */
            g_autofree char *text =
              g_strdup_printf (C_("losses cell", "%d (%d)"),
                               vd_turn_losses_get (losses, losses->sides[s], turn),
                               vd_turn_losses_cumulative (losses, losses->sides[s], turn));

            gtk_grid_attach (self->turns_grid, make_cell (text, 1, last), column++, row, 1, 1);
          }
    }
  if (lost_points (self))
    attach_points_row (self, losses->last_turn - losses->first_turn + 2);
}

/* Whether a side shown lost any figure: in a side's view the others' losses leave the page
 * empty, as if there were none. */
static gboolean
has_losses (VdLossesView *self)
{
  const VdTurnLosses *losses = self->losses;

  for (guint s = 0; s < losses->n_sides; s++)
    for (int turn = losses->first_turn; turn <= losses->last_turn; turn++)
      if (is_shown (self, s) && vd_turn_losses_get (losses, losses->sides[s], turn) != 0)
        return TRUE;
  return lost_points (self);
}

/* The empty page speaks of the sides the view shows. */
static void
update_empty_page (VdLossesView *self)
{
  g_autofree char *side = NULL;
  g_autofree char *description = NULL;

  if (vd_losses_view_get_side (self) == NULL)
    {
      adw_status_page_set_description (self->empty_page, self->every_side_description);
      return;
    }
  side = vd_format_side (vd_document_get_table (self->document), vd_losses_view_get_side (self));
  /* Translators: the losses page, empty, in a side's view; the placeholder is the side's name
   * as the table file writes it, capitalised ("French") */
  description = g_strdup_printf (_("The %s side’s losses are charted here turn by turn as they "
                                   "are recorded"), side);
  adw_status_page_set_description (self->empty_page, description);
}

static void
update (VdLossesView *self)
{
  VdBattle *battle = self->document != NULL ? vd_document_get_battle (self->document) : NULL;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->losses, vd_turn_losses_free);
  g_clear_pointer (&self->labels, g_strfreev);
  g_ptr_array_set_size (self->shown, 0);
  update_empty_page (self);
  if (battle != NULL)
    self->losses = vd_turn_losses_new (vd_battle_get_setup (battle),
                                       vd_battle_get_n_applied (battle), &error);
  /* The journal applied to build the battle as it stands: it cannot fail here. */
  if (error != NULL)
    g_warning ("cannot count the losses per turn: %s", error->message);
  if (self->losses == NULL)
    {
      g_ptr_array_add (self->shown, NULL);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  for (guint s = 0; s < self->losses->n_sides; s++)
    if (is_shown (self, s))
      g_ptr_array_add (self->shown, self->losses->sides[s]);
  g_ptr_array_add (self->shown, NULL);
  gtk_stack_set_visible_child_name (self->stack, has_losses (self) ? "chart" : "empty");

  self->labels = g_new0 (char *, self->losses->n_sides + 1);
  for (guint s = 0; s < self->losses->n_sides; s++)
    self->labels[s] = vd_format_side (self->document != NULL ? vd_document_get_table (self->document) : NULL, self->losses->sides[s]);
  rebuild_table (self);
  gtk_widget_queue_draw (self->chart);
}

/* The document changed: counted again now if the view shows, else when it next does (the
 * count reads the whole journal: while another page is open, an event costs nothing here). */
static void
changed_cb (VdLossesView *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  update (self);
}

static void
side_changed_cb (VdLossesView *self)
{
  self->stale = FALSE;
  update (self);
}

/* What a caller reads is up to date, shown or not. */
static void
ensure_updated (VdLossesView *self)
{
  if (!self->stale)
    return;
  self->stale = FALSE;
  update (self);
}

static void
vd_losses_view_map (GtkWidget *widget)
{
  ensure_updated (VD_LOSSES_VIEW (widget));
  GTK_WIDGET_CLASS (vd_losses_view_parent_class)->map (widget);
}

static void
vd_losses_view_dispose (GObject *object)
{
  VdLossesView *self = VD_LOSSES_VIEW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (vd_losses_view_parent_class)->dispose (object);
}

static void
vd_losses_view_finalize (GObject *object)
{
  VdLossesView *self = VD_LOSSES_VIEW (object);

  g_clear_pointer (&self->losses, vd_turn_losses_free);
  g_strfreev (self->labels);
  g_ptr_array_unref (self->shown);
  g_free (self->every_side_description);
  G_OBJECT_CLASS (vd_losses_view_parent_class)->finalize (object);
}

static void
vd_losses_view_class_init (VdLossesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_losses_view_dispose;
  object_class->finalize = vd_losses_view_finalize;
  widget_class->map = vd_losses_view_map;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-losses-view.ui");
  gtk_widget_class_bind_template_child (widget_class, VdLossesView, stack);
  gtk_widget_class_bind_template_child (widget_class, VdLossesView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, VdLossesView, chart);
  gtk_widget_class_bind_template_child (widget_class, VdLossesView, turns_grid);
}

static void
vd_losses_view_init (VdLossesView *self)
{
  self->shown = g_ptr_array_new ();
  g_ptr_array_add (self->shown, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->every_side_description = g_strdup (adw_status_page_get_description (self->empty_page));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), chart_draw_cb, self, NULL);
}

GtkWidget *
vd_losses_view_new (void)
{
  return g_object_new (VD_TYPE_LOSSES_VIEW, NULL);
}

void
vd_losses_view_set_document (VdLossesView *self, VdDocument *document)
{
  g_return_if_fail (VD_IS_LOSSES_VIEW (self));
  g_return_if_fail (document == NULL || VD_IS_DOCUMENT (document));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      g_signal_connect_object (document, "table-replaced", G_CALLBACK (changed_cb), self,
                               G_CONNECT_SWAPPED);
      /* At once, shown or not: nothing of another side may stay in the view (even unseen). */
      g_signal_connect_object (document, "notify::view-side", G_CALLBACK (side_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  self->stale = FALSE;
  update (self);
}

const char *
vd_losses_view_get_side (VdLossesView *self)
{
  g_return_val_if_fail (VD_IS_LOSSES_VIEW (self), NULL);
  return self->document != NULL ? vd_document_get_view_side (self->document) : NULL;
}

const VdTurnLosses *
vd_losses_view_get_losses (VdLossesView *self)
{
  g_return_val_if_fail (VD_IS_LOSSES_VIEW (self), NULL);
  ensure_updated (self);
  return self->losses;
}

char *
vd_losses_view_dup_cell_text (VdLossesView *self, const char *side, int turn)
{
  GtkWidget *cell;

  g_return_val_if_fail (VD_IS_LOSSES_VIEW (self), NULL);
  g_return_val_if_fail (side != NULL, NULL);
  ensure_updated (self);

  if (self->losses == NULL || turn < self->losses->first_turn || turn > self->losses->last_turn)
    return NULL;
  /* The table's columns are the sides shown, in order. */
  for (guint s = 0; s + 1 < self->shown->len; s++)
    if (g_str_equal (g_ptr_array_index (self->shown, s), side))
      {
        cell = gtk_grid_get_child_at (self->turns_grid, (int) s + 1,
                                      turn - self->losses->first_turn + 1);
        return cell != NULL && GTK_IS_LABEL (cell)
               ? g_strdup (gtk_label_get_text (GTK_LABEL (cell))) : NULL;
      }
  return NULL;
}

char *
vd_losses_view_dup_points_text (VdLossesView *self, const char *side)
{
  GtkWidget *cell;

  g_return_val_if_fail (VD_IS_LOSSES_VIEW (self), NULL);
  g_return_val_if_fail (side != NULL, NULL);
  ensure_updated (self);

  if (self->losses == NULL || !lost_points (self))
    return NULL;
  for (guint s = 0; s + 1 < self->shown->len; s++)
    if (g_str_equal (g_ptr_array_index (self->shown, s), side))
      {
        cell = gtk_grid_get_child_at (self->turns_grid, (int) s + 1,
                                      self->losses->last_turn - self->losses->first_turn + 2);
        return cell != NULL && GTK_IS_LABEL (cell)
               ? g_strdup (gtk_label_get_text (GTK_LABEL (cell))) : NULL;
      }
  return NULL;
}

const char * const *
vd_losses_view_get_shown_sides (VdLossesView *self)
{
  g_return_val_if_fail (VD_IS_LOSSES_VIEW (self), NULL);
  ensure_updated (self);
  return (const char * const *) self->shown->pdata;
}

GtkWidget *
vd_losses_view_get_chart (VdLossesView *self)
{
  g_return_val_if_fail (VD_IS_LOSSES_VIEW (self), NULL);
  return self->chart;
}
