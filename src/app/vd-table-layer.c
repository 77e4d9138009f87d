#include "vd-table-layer.h"

typedef struct
{
  VdViewport *viewport;
} VdTableLayerPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (VdTableLayer, vd_table_layer, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_VIEWPORT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
viewport_changed_cb (VdTableLayer *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
vd_table_layer_dispose (GObject *object)
{
  VdTableLayerPrivate *priv = vd_table_layer_get_instance_private (VD_TABLE_LAYER (object));

  if (priv->viewport != NULL)
    g_signal_handlers_disconnect_by_data (priv->viewport, object);
  g_clear_object (&priv->viewport);
  G_OBJECT_CLASS (vd_table_layer_parent_class)->dispose (object);
}

static void
vd_table_layer_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdTableLayerPrivate *priv = vd_table_layer_get_instance_private (VD_TABLE_LAYER (object));

  switch (prop_id)
    {
    case PROP_VIEWPORT:
      g_value_set_object (value, priv->viewport);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_table_layer_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  VdTableLayerPrivate *priv = vd_table_layer_get_instance_private (VD_TABLE_LAYER (object));

  switch (prop_id)
    {
    case PROP_VIEWPORT:
      /* Construct-only: set once, before anything draws. */
      priv->viewport = g_value_dup_object (value);
      if (priv->viewport != NULL)
        g_signal_connect_swapped (priv->viewport, "changed", G_CALLBACK (viewport_changed_cb),
                                  object);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_table_layer_class_init (VdTableLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = vd_table_layer_dispose;
  object_class->get_property = vd_table_layer_get_property;
  object_class->set_property = vd_table_layer_set_property;

  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, VD_TYPE_VIEWPORT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vd_table_layer_init (VdTableLayer *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
}

VdViewport *
vd_table_layer_get_viewport (VdTableLayer *self)
{
  VdTableLayerPrivate *priv;

  g_return_val_if_fail (VD_IS_TABLE_LAYER (self), NULL);
  priv = vd_table_layer_get_instance_private (self);
  return priv->viewport;
}

VdPoint
vd_table_layer_to_view (gpointer self, VdPoint point)
{
  g_return_val_if_fail (VD_IS_TABLE_LAYER (self), point);
  return vd_viewport_table_to_view (vd_table_layer_get_viewport (self), point);
}
