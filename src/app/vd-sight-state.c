#include "vd-sight-state.h"

struct _VdSightState
{
  GObject     parent_instance;

  VdDocument *document;
  char       *observer;
  GArray     *answers;   /* VdSightAnswer, or NULL */
  guint       generation;
};

G_DEFINE_FINAL_TYPE (VdSightState, vd_sight_state, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_OBSERVER,
  PROP_SIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VdTable *
table (VdSightState *self)
{
  return vd_document_get_table (self->document);
}

static VdSideView *
side_view (VdSightState *self)
{
  return vd_document_get_side_view (self->document);
}

static void
update_answers (VdSightState *self)
{
  const VdUnit *observer = vd_sight_state_get_observer_unit (self);
  GArray *all;

  g_clear_pointer (&self->answers, g_array_unref);
  if (observer == NULL || vd_sight_state_observer_is_secret (self))
    return;

  all = vd_sight_query_all (vd_document_get_sight (self->document), observer);
  self->generation++;
  /* A side's view keeps quiet about the enemies its side does not see. */
  for (guint i = all->len; i > 0; i--)
    {
      const VdSightAnswer *answer = &g_array_index (all, VdSightAnswer, i - 1);

      if (vd_sight_state_is_hidden (self, answer->target->id))
        g_array_remove_index (all, i - 1);
    }
  self->answers = all;
}

static void
unit_changed_cb (VdSightState *self, const char *unit_id)
{
  update_answers (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Undo, redo: every unit is new, and the answers pointed at the old ones. */
static void
table_replaced_cb (VdSightState *self)
{
  if (self->observer != NULL && vd_table_find_unit (table (self), self->observer) == NULL)
    g_clear_pointer (&self->observer, g_free);
  update_answers (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
view_side_changed_cb (VdSightState *self)
{
  update_answers (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
vd_sight_state_dispose (GObject *object)
{
  VdSightState *self = VD_SIGHT_STATE (object);

  /* The answers point into the document's table. */
  g_clear_pointer (&self->answers, g_array_unref);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (vd_sight_state_parent_class)->dispose (object);
}

static void
vd_sight_state_finalize (GObject *object)
{
  VdSightState *self = VD_SIGHT_STATE (object);

  g_free (self->observer);

  G_OBJECT_CLASS (vd_sight_state_parent_class)->finalize (object);
}

static void
vd_sight_state_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdSightState *self = VD_SIGHT_STATE (object);

  switch (prop_id)
    {
    case PROP_OBSERVER:
      g_value_set_string (value, self->observer);
      break;
    case PROP_SIDE:
      g_value_set_string (value, vd_sight_state_get_side (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_sight_state_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VdSightState *self = VD_SIGHT_STATE (object);

  switch (prop_id)
    {
    case PROP_OBSERVER:
      vd_sight_state_set_observer (self, g_value_get_string (value));
      break;
    case PROP_SIDE:
      vd_sight_state_set_side (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_sight_state_class_init (VdSightStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = vd_sight_state_dispose;
  object_class->finalize = vd_sight_state_finalize;
  object_class->get_property = vd_sight_state_get_property;
  object_class->set_property = vd_sight_state_set_property;

  properties[PROP_OBSERVER] =
    g_param_spec_string ("observer", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE] =
    g_param_spec_string ("side", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vd_sight_state_init (VdSightState *self)
{
}

VdSightState *
vd_sight_state_new (VdDocument *document)
{
  VdSightState *self;

  g_return_val_if_fail (VD_IS_DOCUMENT (document), NULL);

  self = g_object_new (VD_TYPE_SIGHT_STATE, NULL);
  self->document = g_object_ref (document);
  g_signal_connect_object (document, "unit-changed", G_CALLBACK (unit_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "table-replaced", G_CALLBACK (table_replaced_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::view-side", G_CALLBACK (view_side_changed_cb), self,
                           G_CONNECT_SWAPPED);
  return self;
}

VdDocument *
vd_sight_state_get_document (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), NULL);
  return self->document;
}

void
vd_sight_state_set_observer (VdSightState *self, const char *unit_id)
{
  g_return_if_fail (VD_IS_SIGHT_STATE (self));

  if (g_strcmp0 (self->observer, unit_id) == 0)
    return;
  g_free (self->observer);
  self->observer = g_strdup (unit_id);
  update_answers (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OBSERVER]);
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
vd_sight_state_get_observer (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), NULL);
  return self->observer;
}

const VdUnit *
vd_sight_state_get_observer_unit (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), NULL);

  if (self->observer == NULL)
    return NULL;
  return vd_table_find_unit (table (self), self->observer);
}

void
vd_sight_state_set_side (VdSightState *self, const char *side)
{
  g_return_if_fail (VD_IS_SIGHT_STATE (self));
  /* The document holds the view, for every page to read: it notifies back. */
  vd_document_set_view_side (self->document, side);
}

const char *
vd_sight_state_get_side (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), NULL);
  return vd_side_view_get_side (side_view (self));
}

VdSideView *
vd_sight_state_get_side_view (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), NULL);
  return side_view (self);
}

GArray *
vd_sight_state_get_answers (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), NULL);
  return self->answers;
}

GHashTable *
vd_sight_state_get_hidden (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), NULL);
  return vd_side_view_get_hidden (side_view (self));
}

gboolean
vd_sight_state_is_hidden (VdSightState *self, const char *unit_id)
{
  GHashTable *hidden;

  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), FALSE);
  hidden = vd_sight_state_get_hidden (self);
  return hidden != NULL && unit_id != NULL && g_hash_table_contains (hidden, unit_id);
}

gboolean
vd_sight_state_observer_is_secret (VdSightState *self)
{
  const VdUnit *observer;

  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), FALSE);

  observer = vd_sight_state_get_observer_unit (self);
  return observer != NULL && !vd_side_view_knows_state (side_view (self), observer);
}

guint
vd_sight_state_get_generation (VdSightState *self)
{
  g_return_val_if_fail (VD_IS_SIGHT_STATE (self), 0);
  return self->generation;
}
