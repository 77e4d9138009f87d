#include <glib/gi18n.h>

#include "vd-data-dirs.h"
#include "vd-document.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"

struct _VdDocument
{
  GObject    parent_instance;

  VdTable   *table;
  VdRuleset *ruleset;
  VdSight   *sight;
  GFile     *file;
  char      *title;
  gboolean   is_demo;
  gboolean   dirty;
};

G_DEFINE_FINAL_TYPE (VdDocument, vd_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_TITLE,
  PROP_DIRTY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  UNIT_CHANGED,
  FEATURE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_title (VdDocument *self)
{
  g_autofree char *title = NULL;

  if (self->table->title != NULL && self->table->title[0] != '\0')
    title = g_strdup (self->table->title);
  else
    title = vd_document_dup_display_name (self);

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static VdDocument *
load_path (const char *path, GFile *file, gboolean is_demo, GError **error)
{
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = NULL;
  VdDocument *self;

  table = vd_table_load_checked (path, &ruleset, error);
  if (table == NULL)
    return NULL;

  self = g_object_new (VD_TYPE_DOCUMENT, NULL);
  self->table = g_steal_pointer (&table);
  self->ruleset = g_steal_pointer (&ruleset);
  self->sight = vd_sight_new (self->table, self->ruleset);
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->is_demo = is_demo;
  update_title (self);
  return self;
}

static void
vd_document_finalize (GObject *object)
{
  VdDocument *self = VD_DOCUMENT (object);

  /* The engine borrows the table and ruleset: it goes first. */
  g_clear_pointer (&self->sight, vd_sight_free);
  g_clear_pointer (&self->table, vd_table_free);
  g_clear_pointer (&self->ruleset, vd_ruleset_free);
  g_clear_object (&self->file);
  g_free (self->title);

  G_OBJECT_CLASS (vd_document_parent_class)->finalize (object);
}

static void
vd_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdDocument *self = VD_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_document_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VdDocument *self = VD_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_DIRTY:
      vd_document_set_dirty (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_document_class_init (VdDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vd_document_finalize;
  object_class->get_property = vd_document_get_property;
  object_class->set_property = vd_document_set_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[UNIT_CHANGED] =
    g_signal_new ("unit-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[FEATURE_CHANGED] =
    g_signal_new ("feature-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
vd_document_init (VdDocument *self)
{
}

VdDocument *
vd_document_load (GFile *file, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("“%s” cannot be opened: only files on this computer can"), uri);
      return NULL;
    }
  return load_path (path, file, FALSE, error);
}

VdDocument *
vd_document_load_demo (GError **error)
{
  g_autofree char *path = vd_data_demo_table ();

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("The demo battle is not installed: the file data/shevardino.yaml "
                             "was not found in the data folders"));
      return NULL;
    }
  return load_path (path, NULL, TRUE, error);
}

VdTable *
vd_document_get_table (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->table;
}

VdRuleset *
vd_document_get_ruleset (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->ruleset;
}

VdSight *
vd_document_get_sight (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->sight;
}

GFile *
vd_document_get_file (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->file;
}

const char *
vd_document_get_title (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->title;
}

char *
vd_document_dup_display_name (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);

  if (self->file == NULL)
    return g_strdup (_("Demo battle"));
  return g_file_get_basename (self->file);
}

gboolean
vd_document_is_demo (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return self->is_demo && self->file == NULL;
}

gboolean
vd_document_get_dirty (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return self->dirty;
}

void
vd_document_set_dirty (VdDocument *self, gboolean dirty)
{
  g_return_if_fail (VD_IS_DOCUMENT (self));

  dirty = !!dirty;
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

void
vd_document_move_unit (VdDocument *self, VdUnit *unit, VdPoint at)
{
  VdPoint clamped;

  g_return_if_fail (VD_IS_DOCUMENT (self));
  g_return_if_fail (unit != NULL);
  g_return_if_fail (g_ptr_array_find (self->table->units, unit, NULL));

  clamped = vd_point (CLAMP (at.x, 0, self->table->width), CLAMP (at.y, 0, self->table->depth));
  if (vd_point_equal (clamped, unit->at))
    return;

  unit->at = clamped;
  vd_sight_update_unit (self->sight, unit);
  vd_document_set_dirty (self, TRUE);
  g_signal_emit (self, signals[UNIT_CHANGED], 0, unit->id);
}

void
vd_document_set_unit_conditions (VdDocument *self, VdUnit *unit, guint conditions)
{
  g_return_if_fail (VD_IS_DOCUMENT (self));
  g_return_if_fail (unit != NULL);
  g_return_if_fail (g_ptr_array_find (self->table->units, unit, NULL));

  if (unit->conditions == conditions)
    return;
  unit->conditions = conditions;
  vd_document_set_dirty (self, TRUE);
  g_signal_emit (self, signals[UNIT_CHANGED], 0, unit->id);
}

gboolean
vd_document_apply_move (VdDocument *self, VdUnit *unit, const VdPoint *points, guint n_points,
                        gboolean forced, VdMoveAnswer *answer, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (n_points > 0, FALSE);

  if (!vd_move_measure (self->table, self->ruleset, unit, points, n_points, forced, answer,
                        error))
    return FALSE;
  if (!answer->legal)
    {
      const VdMoveEffect *effect = vd_move_answer_forbidding (answer);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   /* Translators: the rule ID and what is responsible ("MARSH-1", "marsh-2"). */
                   _("The rules do not allow this move: %s by %s"), effect->rule,
                   effect->by != NULL ? effect->by : "—");
      return FALSE;
    }
  if (vd_point_equal (unit->at, points[n_points - 1]))
    {
      vd_document_set_unit_conditions (self, unit, answer->conditions);
      return TRUE;
    }
  /* The conditions first, so the one "unit-changed" of the move shows both. */
  if (unit->conditions != answer->conditions)
    vd_document_set_dirty (self, TRUE);
  unit->conditions = answer->conditions;
  vd_document_move_unit (self, unit, points[n_points - 1]);
  return TRUE;
}

static void
feature_changed (VdDocument *self, const VdFeature *feature)
{
  vd_document_set_dirty (self, TRUE);
  g_signal_emit (self, signals[FEATURE_CHANGED], 0, feature->id);
}

gboolean
vd_document_bombard (VdDocument *self, const char *battery_id, const char *feature_id,
                     const VdPoint *aim, VdDamageAnswer *answer, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);

  if (!vd_damage_bombard (self->table, self->ruleset, battery_id, feature_id, aim, 1, answer,
                          error))
    return FALSE;
  feature_changed (self, answer->feature);
  return TRUE;
}

gboolean
vd_document_repair (VdDocument *self, const char *engineers_id, const char *feature_id,
                    const VdPoint *aim, VdDamageAnswer *answer, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);

  if (!vd_damage_repair (self->table, self->ruleset, engineers_id, feature_id, aim, 1, answer,
                         error))
    return FALSE;
  feature_changed (self, answer->feature);
  return TRUE;
}

gboolean
vd_document_set_fire (VdDocument *self, const char *battery_id, const char *house_id, int die,
                      gboolean *burning, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (burning != NULL, FALSE);

  if (!vd_damage_set_fire (self->table, self->ruleset, battery_id, house_id, die, burning, error))
    return FALSE;
  if (*burning)
    feature_changed (self, vd_table_find_feature (self->table, house_id));
  return TRUE;
}

gboolean
vd_document_save (VdDocument *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (file == NULL)
    file = self->file;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot save to “%s”: only files on this computer can be written"), uri);
      return FALSE;
    }

  if (!vd_table_save_file (self->table, path, error))
    return FALSE;

  if (self->file != file)
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      update_title (self);
    }
  vd_document_set_dirty (self, FALSE);
  return TRUE;
}
