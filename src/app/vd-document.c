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
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->is_demo = is_demo;
  update_title (self);
  return self;
}

static void
vd_document_finalize (GObject *object)
{
  VdDocument *self = VD_DOCUMENT (object);

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
