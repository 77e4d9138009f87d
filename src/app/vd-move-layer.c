#include <glib/gi18n.h>
#include <math.h>

#include "vd-distance-format.h"
#include "vd-move-layer.h"
#include "vd-render.h"
#include "vd-ruler-layer.h"

#define READOUT_MARGIN_PX 12

struct _VdMoveLayer
{
  VdTableLayer   parent_instance;

  GtkWidget  *readout;

  gboolean    has_move;
  VdFootprint origin;   /* where the dragged unit stood */
  VdPoint     destination;
  GArray     *via;      /* VdPoint: the waypoints between */
  char       *side;
  gboolean    legal;
  gboolean    has_forbidden_at;
  VdPoint     forbidden_at;

  gboolean    has_measure;
  VdPoint     measure_from;  /* table points */
  VdPoint     measure_to;
};

G_DEFINE_FINAL_TYPE (VdMoveLayer, vd_move_layer, VD_TYPE_TABLE_LAYER)

/* A feature in the readout: its name when it has one, else its kind in the middle of a
 * sentence ("light obstacle"); a unit in the way, its name. */
static char *
feature_label (const VdTable *table, const VdRuleset *ruleset, const char *id)
{
  const VdFeature *feature = id != NULL ? vd_table_find_feature (table, id) : NULL;
  const VdUnit *unit = feature == NULL && id != NULL ? vd_table_find_unit (table, id) : NULL;

  if (unit != NULL)
    return g_strdup (unit->name);
  if (feature == NULL)
    return g_strdup (id != NULL ? id : "—");
  if (feature->name != NULL)
    return g_strdup (feature->name);
  return g_utf8_strdown (vd_text_get (&ruleset->terrain[feature->type].name), -1);
}

char *
vd_move_layer_format_answer (const VdMoveAnswer *answer, const VdTable *table,
                             const VdRuleset *ruleset)
{
  const VdMoveEffect *forbidding = vd_move_answer_forbidding (answer);
  GString *out = g_string_new (NULL);
  guint new_conditions = answer->conditions & ~answer->unit->conditions;
  /* A unit that moved already this turn is measured against what is left of its allowance. */
  g_autofree char *allowance = vd_format_allowance (answer->cost,
                                                   MAX (answer->allowance - answer->spent, 0),
                                                   vd_table_mm_per_pace (table, ruleset));

  g_string_append (out, allowance);
  if (answer->spent > 0)
    /* Translators: after "30 of 40 paces": what is left of the turn's allowance. */
    g_string_append_printf (out, " %s", _("left this turn"));
  if (answer->forced)
    g_string_append_printf (out, " %s", _("(forced march)"));
  for (guint i = 0; i < answer->n_effects; i++)
    {
      const VdMoveEffect *effect = &answer->effects[i];

      g_autofree char *label = NULL;

      if (fabs (effect->paces) < 0.5 || effect->forbids)
        continue;
      label = feature_label (table, ruleset, effect->by);
      /* Translators: what a feature takes from the allowance: "hedge −20" (the feature, then
       * the paces it costs, as a signed number). */
      g_string_append_printf (out, _(" — %s %s%.0f"), label, effect->paces > 0 ? "−" : "+",
                              fabs (effect->paces));
    }
  if (new_conditions != 0)
    {
      g_autofree char *conditions = vd_conditions_describe (new_conditions);

      /* Translators: followed by the conditions the unit gets: " — arrives disorganized". */
      g_string_append (out, _(" — arrives"));
      g_string_append_printf (out, " %s", conditions);
    }
  for (guint i = 0; i < answer->n_effects; i++)
    if (g_str_equal (answer->effects[i].rule, VD_MOVE_THROUGH))
      {
        g_autofree char *label = feature_label (table, ruleset, answer->effects[i].by);

        /* Translators: the move passes through a friendly unit's base: " — through 1/57e". */
        g_string_append_printf (out, _(" — through %s"), label);
      }
  if (forbidding != NULL)
    {
      const char *text = vd_move_rule_text (ruleset, forbidding->rule);
      g_autofree char *label = feature_label (table, ruleset, forbidding->by);

      if (g_str_equal (forbidding->rule, VD_MOVE_TURN))
        /* Translators: the move is longer than what the unit has left this turn. */
        g_string_append_printf (out, " — %s", _("beyond what is left this turn (TURN)"));
      else if (g_str_equal (forbidding->rule, "ALLOWANCE"))
        /* Translators: the move is longer than the unit's allowance. */
        g_string_append_printf (out, " — %s", _("beyond the unit’s allowance"));
      else
        /* Translators: the rule that forbids the move, what is responsible, the rule's text:
         * " — not allowed: MARSH-1 Marsh: Impassable to every unit." */
        g_string_append_printf (out, _(" — not allowed: %s %s: %s"), forbidding->rule, label,
                                text != NULL ? text : "");
    }
  return g_string_free (out, FALSE);
}

static void
set_text (VdMoveLayer *self, const char *text, gboolean error)
{
  gtk_label_set_text (GTK_LABEL (self->readout), text != NULL ? text : "");
  gtk_widget_set_visible (self->readout, text != NULL && text[0] != '\0');
  if (error)
    gtk_widget_add_css_class (self->readout, "error");
  else
    gtk_widget_remove_css_class (self->readout, "error");
}

/* Where the unit stood, dashed, and the path to where it is dragged; the unit itself is
 * drawn see-through at its destination by the table layer. */
static void
draw_move (VdMoveLayer *self, cairo_t *cr)
{
  static const double dash[] = { 6, 4 };
  VdColor fill, text;
  VdPoint corners[4];
  VdPoint start = vd_table_layer_to_view (self, self->origin.at);
  VdPoint end = vd_table_layer_to_view (self, self->destination);

  vd_render_side_color (self->side, &fill, &text);
  vd_footprint_corners (self->origin, corners);
  for (int i = 0; i < 4; i++)
    {
      VdPoint p = vd_table_layer_to_view (self, corners[i]);

      if (i == 0)
        cairo_move_to (cr, p.x, p.y);
      else
        cairo_line_to (cr, p.x, p.y);
    }
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, fill.r, fill.g, fill.b, 0.2);
  cairo_fill_preserve (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, 1.5);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, start.x, start.y);
  for (guint i = 0; i < self->via->len; i++)
    {
      VdPoint p = vd_table_layer_to_view (self, g_array_index (self->via, VdPoint, i));

      cairo_line_to (cr, p.x, p.y);
    }
  cairo_line_to (cr, end.x, end.y);
  cairo_set_line_width (cr, 5);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 2.5);
  if (self->legal)
    cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
  else
    cairo_set_source_rgba (cr, 0.85, 0.1, 0.1, 0.95);
  cairo_stroke (cr);

  /* The waypoints, as dots on the path. */
  for (guint i = 0; i < self->via->len; i++)
    {
      VdPoint p = vd_table_layer_to_view (self, g_array_index (self->via, VdPoint, i));

      cairo_new_sub_path (cr);
      cairo_arc (cr, p.x, p.y, 4.5, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 2);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
      cairo_stroke (cr);
    }

  /* Where the rules stop the move: a cross. */
  if (self->has_forbidden_at)
    {
      VdPoint p = vd_table_layer_to_view (self, self->forbidden_at);

      cairo_move_to (cr, p.x - 7, p.y - 7);
      cairo_line_to (cr, p.x + 7, p.y + 7);
      cairo_move_to (cr, p.x + 7, p.y - 7);
      cairo_line_to (cr, p.x - 7, p.y + 7);
      cairo_set_line_width (cr, 5);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 3);
      cairo_set_source_rgba (cr, 0.85, 0.1, 0.1, 1);
      cairo_stroke (cr);
    }
}

static void
vd_move_layer_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VdMoveLayer *self = VD_MOVE_LAYER (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  if ((self->has_move || self->has_measure) && width > 0 && height > 0)
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

      if (self->has_move)
        draw_move (self, cr);
      else
        vd_ruler_layer_draw_line (cr, vd_table_layer_to_view (self, self->measure_from),
                                  vd_table_layer_to_view (self, self->measure_to));
      cairo_destroy (cr);
    }
  gtk_widget_snapshot_child (widget, self->readout, snapshot);
}

static void
vd_move_layer_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                       int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = 0;
}

/* The readout sits at the top centre, as wide as it needs up to the view's width. */
static void
vd_move_layer_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VdMoveLayer *self = VD_MOVE_LAYER (widget);
  int available = MAX (width - 2 * READOUT_MARGIN_PX, 1);
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (self->readout, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  nat_w = CLAMP (nat_w, MIN (min_w, available), available);
  gtk_widget_measure (self->readout, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  gtk_widget_allocate (self->readout, nat_w, nat_h, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((width - nat_w) / 2.0,
                                                                            READOUT_MARGIN_PX)));
}

static void
vd_move_layer_dispose (GObject *object)
{
  VdMoveLayer *self = VD_MOVE_LAYER (object);

  g_clear_pointer (&self->readout, gtk_widget_unparent);
  g_clear_pointer (&self->side, g_free);
  g_clear_pointer (&self->via, g_array_unref);
  G_OBJECT_CLASS (vd_move_layer_parent_class)->dispose (object);
}

static void
vd_move_layer_class_init (VdMoveLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_move_layer_dispose;
  widget_class->snapshot = vd_move_layer_snapshot;
  widget_class->measure = vd_move_layer_measure;
  widget_class->size_allocate = vd_move_layer_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "movelayer");
}

static void
vd_move_layer_init (VdMoveLayer *self)
{
  self->via = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  self->readout = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->readout), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->readout), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->readout, "move-readout");
  gtk_widget_add_css_class (self->readout, "osd");
  gtk_widget_set_visible (self->readout, FALSE);
  gtk_widget_set_parent (self->readout, GTK_WIDGET (self));
}

GtkWidget *
vd_move_layer_new (VdViewport *viewport)
{
  g_return_val_if_fail (VD_IS_VIEWPORT (viewport), NULL);

  return g_object_new (VD_TYPE_MOVE_LAYER, "viewport", viewport, NULL);
}

void
vd_move_layer_show_move (VdMoveLayer *self, const VdUnit *unit, VdPoint start,
                         const VdPoint *via, guint n_via, const VdMoveAnswer *answer,
                         const VdTable *table, const VdRuleset *ruleset)
{
  const VdMoveEffect *forbidding;
  g_autofree char *text = NULL;

  g_return_if_fail (VD_IS_MOVE_LAYER (self));

  self->has_move = TRUE;
  self->has_measure = FALSE;
  self->destination = unit->at;
  self->origin = vd_unit_footprint (unit);
  self->origin.at = start;
  g_array_set_size (self->via, 0);
  g_array_append_vals (self->via, via, n_via);
  g_free (self->side);
  self->side = g_strdup (unit->side);
  self->legal = answer->legal;
  forbidding = vd_move_answer_forbidding (answer);
  self->has_forbidden_at = forbidding != NULL && !g_str_equal (forbidding->rule, "ALLOWANCE");
  if (self->has_forbidden_at)
    self->forbidden_at = forbidding->at;

  text = vd_move_layer_format_answer (answer, table, ruleset);
  set_text (self, text, !answer->legal);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_move_layer_show_text (VdMoveLayer *self, const char *text, gboolean error)
{
  g_return_if_fail (VD_IS_MOVE_LAYER (self));

  self->has_move = FALSE;
  self->has_measure = FALSE;
  set_text (self, text, error);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_move_layer_show_measure (VdMoveLayer *self, VdPoint from, VdPoint to, const char *text)
{
  g_return_if_fail (VD_IS_MOVE_LAYER (self));

  self->has_move = FALSE;
  self->has_measure = TRUE;
  self->measure_from = from;
  self->measure_to = to;
  set_text (self, text, FALSE);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_move_layer_clear (VdMoveLayer *self)
{
  vd_move_layer_show_text (self, NULL, FALSE);
}

const char *
vd_move_layer_get_text (VdMoveLayer *self)
{
  g_return_val_if_fail (VD_IS_MOVE_LAYER (self), NULL);

  if (!gtk_widget_get_visible (self->readout))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->readout));
}

gboolean
vd_move_layer_get_error (VdMoveLayer *self)
{
  g_return_val_if_fail (VD_IS_MOVE_LAYER (self), FALSE);
  return gtk_widget_has_css_class (self->readout, "error");
}
