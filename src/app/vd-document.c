#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "vd-table-battle.h"
#include "vd-data-dirs.h"
#include "vd-document.h"
#include "vd-error.h"
#include "vd-file.h"
#include "vd-journal-lines.h"
#include "vd-orders.h"
#include "vd-side-format.h"
#include "vd-table-reader.h"

struct _VdDocument
{
  GObject    parent_instance;

  VdBattle  *battle;
  VdSight   *sight;
  /* What the window's view may show and change (vd-side-view.h): the referee's, or a side's. */
  char       *view_side;
  VdSideView *side_view;
  GFile     *file;
  char      *title;
  gboolean   is_demo;
  gboolean   dirty;
  gboolean   started;
  gboolean   override_turn; /* the next order is allowed anyway (vd_document_set_override) */
  gboolean   turn_refusing; /* limit_to_turn refused the order being recorded */
  gboolean   refused_by_turn; /* the last order recorded was refused by the turn's limits alone */
  /* A past moment shown read-only (vd_document_view_past): the battle after PAST_N events, or
   * NULL for the battle as it stands. */
  VdTable   *past;
  guint      past_n;
  guint      prepare_source;  /* the idle that counts the file ahead of the first record */
};

G_DEFINE_FINAL_TYPE (VdDocument, vd_document, G_TYPE_OBJECT)

/* The demo documents that autosave beside the working copy: one at a time, so that a second
 * one neither offers the first one's changes back nor deletes its journal. */
static GList *copy_users;

enum {
  PROP_0,
  PROP_FILE,
  PROP_TITLE,
  PROP_DIRTY,
  PROP_TURN,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_VIEW_SIDE,
  PROP_STARTED,
  PROP_VIEWING_PAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  UNIT_CHANGED,
  TABLE_REPLACED,
  RECORDED,
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_title (VdDocument *self)
{
  VdTable *table = vd_battle_get_current (self->battle);
  g_autofree char *title = NULL;

  if (table->title != NULL && table->title[0] != '\0')
    title = g_strdup (table->title);
  else
    title = vd_document_dup_display_name (self);

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* After anything that may have changed the journal: the properties that follow it. */
static void
update_state (VdDocument *self, int old_turn, gboolean could_undo, gboolean could_redo)
{
  gboolean dirty = vd_battle_get_dirty (self->battle);

  if (dirty != self->dirty)
    {
      self->dirty = dirty;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
    }
  if (vd_document_get_turn (self) != old_turn)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
  if (vd_document_can_undo (self) != could_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (vd_document_can_redo (self) != could_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (vd_table_battle_started (self->battle) != self->started)
    {
      self->started = !self->started;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
    }
}

/* Who sees whom changed: the view looks again, at the pairs the units that changed concern
 * (all of them when the engine was built anew or the side is another). */
static void
rebuild_side_view (VdDocument *self)
{
  VdSideView *view = vd_side_view_follow (self->side_view, self->sight, self->view_side);

  g_clear_pointer (&self->side_view, vd_side_view_unref);
  self->side_view = view;
}

/* The sight engine borrows the table's units and features: it follows each new table of the
 * battle, updating only the units that changed and, after a terrain edit, the features edited
 * and the units near them; it is built again only when units came or went. */
static void
refresh_sight (VdDocument *self)
{
  VdTable *table = vd_document_get_table (self);
  VdRuleset *ruleset = vd_battle_get_ruleset (self->battle);
  guint updated = 0;

  if (self->sight != NULL && vd_sight_follow (self->sight, table, ruleset, &updated))
    {
      /* No unit moved, turned, changed or was revealed, no feature was edited: each side
       * sees what it saw. */
      if (updated == 0 && self->side_view != NULL)
        return;
    }
  else
    self->sight = vd_sight_refresh (self->sight, table, ruleset, NULL);
  rebuild_side_view (self);
}

/* A side's view records only what it may see (its own units, the turn, the terrain), and
 * leaves undo and redo to the referee: see vd-side-view.h. */
static gboolean
view_may_record (VdDocument *self, VdEvent * const *events, guint n_events, GError **error)
{
  const char *side = vd_side_view_get_side (self->side_view);
  g_autofree char *name = NULL;

  if (self->past != NULL)
    {
      const char *why = _("This is the battle as it was: choose Back to Now to record");

      /* Nothing recorded in the past: the events after it would be lost. */
      g_signal_emit (self, signals[REFUSED], 0, why);
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, why);
      return FALSE;
    }
  for (guint i = 0; i < n_events; i++)
    if (!vd_side_view_shows_event (self->side_view, self->battle, events[i]))
      {
        name = vd_format_side (vd_document_get_table (self), side);
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     /* Translators: the placeholders are a side's name, twice ("French"). */
                     _("The %s view changes only %s units: the referee’s view (Ctrl+1) changes "
                       "the others"), name, name);
        return FALSE;
      }
  return TRUE;
}

static gboolean
view_may_travel (VdDocument *self, GError **error)
{
  if (self->past != NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("This is the battle as it was: choose Back to Now to undo or redo"));
      return FALSE;
    }
  if (vd_side_view_may_travel (self->side_view))
    return TRUE;
  g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("Undo, redo and going back in the journal are for the referee’s view "
                         "(Ctrl+1)"));
  return FALSE;
}

static gboolean
prepare_record_idle (gpointer data)
{
  VdDocument *self = data;

  self->prepare_source = 0;
  vd_battle_prepare_record (self->battle);
  return G_SOURCE_REMOVE;
}

/* The first record after opening would count the whole file (4 ms at 400 units): done while
 * the user looks at the table, so that the first change shows as fast as the next ones. */
static void
prepare_record (VdDocument *self)
{
  if (self->prepare_source == 0)
    self->prepare_source = g_idle_add_full (G_PRIORITY_LOW, prepare_record_idle, self, NULL);
}

static VdDocument *
document_new (VdBattle *battle, GFile *file, gboolean is_demo)
{
  VdDocument *self = g_object_new (VD_TYPE_DOCUMENT, NULL);

  self->battle = battle;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->is_demo = is_demo;
  self->dirty = vd_battle_get_dirty (battle);
  self->started = vd_table_battle_started (battle);
  refresh_sight (self);
  update_title (self);
  prepare_record (self);
  return self;
}

static void
vd_document_finalize (GObject *object)
{
  VdDocument *self = VD_DOCUMENT (object);

  g_clear_handle_id (&self->prepare_source, g_source_remove);
  /* The engine borrows the battle's table and ruleset: it goes first. */
  g_clear_pointer (&self->side_view, vd_side_view_unref);
  g_clear_pointer (&self->sight, vd_sight_free);
  g_clear_pointer (&self->past, vd_table_free);
  g_free (self->view_side);
  copy_users = g_list_remove (copy_users, self);
  g_clear_pointer (&self->battle, vd_battle_free);
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
    case PROP_TURN:
      g_value_set_int (value, vd_document_get_turn (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, vd_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, vd_document_can_redo (self));
      break;
    case PROP_VIEW_SIDE:
      g_value_set_string (value, self->view_side);
      break;
    case PROP_STARTED:
      g_value_set_boolean (value, self->started);
      break;
    case PROP_VIEWING_PAST:
      g_value_set_boolean (value, self->past != NULL);
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

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TURN] =
    g_param_spec_int ("turn", NULL, NULL, 0, G_MAXINT, 1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_SIDE] =
    g_param_spec_string ("view-side", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STARTED] =
    g_param_spec_boolean ("started", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWING_PAST] =
    g_param_spec_boolean ("viewing-past", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[UNIT_CHANGED] =
    g_signal_new ("unit-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[TABLE_REPLACED] =
    g_signal_new ("table-replaced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[RECORDED] =
    g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* A change refused while a past moment shows, told whichever widget asked for it. */
  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
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
  VdBattle *battle;

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
  battle = vd_table_battle_open (path, error);
  if (battle == NULL)
    return NULL;
  return document_new (battle, file, FALSE);
}

static gboolean
copy_in_use (const char *copy)
{
  for (GList *l = copy_users; l != NULL; l = l->next)
    if (g_strcmp0 (vd_battle_get_path (VD_DOCUMENT (l->data)->battle), copy) == 0)
      return TRUE;
  return FALSE;
}

static void
set_write_error (GError **error, const char *path, int saved_errno)
{
  g_autofree char *display = g_filename_display_name (path);

  /* Translators: a file name, then why it could not be written. */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), _("cannot write “%s”: %s"),
               display, g_strerror (saved_errno));
}

/* The demo as the battle of the working copy in FOLDER, autosaved beside it. The copy follows
 * the BUNDLED file, written afresh (atomically) when missing or different, except while its
 * journal holds records not in it: rewriting it then would strand them on a stale journal. */
static VdBattle *
open_working_copy (const char *folder, const char *bundled, GError **error)
{
  g_autofree char *name = g_path_get_basename (bundled);
  g_autofree char *copy = g_build_filename (folder, name, NULL);
  g_autofree char *data = NULL;
  g_autofree char *old = NULL;
  gsize length, old_length;

  if (copy_in_use (copy))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("it is already open in another window"));
      return NULL;
    }
  /* The journal goes beside the copy: a folder that takes no new file takes no change. */
  if (g_mkdir_with_parents (folder, 0700) != 0 || g_access (folder, W_OK) != 0)
    {
      set_write_error (error, folder, errno);
      return NULL;
    }
  if (!g_file_get_contents (bundled, &data, &length, error))
    return NULL;
  if (g_file_get_contents (copy, &old, &old_length, NULL))
    {
      g_autoptr(VdBattle) kept = NULL;

      if (old_length == length && memcmp (old, data, length) == 0)
        return vd_table_battle_open (copy, error);
      /* Another version (the bundled file was updated since): kept for its journal's sake. */
      kept = vd_table_battle_open (copy, NULL);
      if (kept != NULL && vd_battle_pending_records (kept) > 0)
        return g_steal_pointer (&kept);
    }
  if (!vd_file_write_durable (copy, data, length, error))
    return NULL;
  return vd_table_battle_open (copy, error);
}

/* The demo as it was before it had a working copy: no file, no autosave until saved. */
static VdBattle *
open_bundled (const char *bundled, GError **error)
{
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = NULL;

  table = vd_table_load_checked (bundled, &ruleset, error);
  if (table == NULL)
    return NULL;
  return vd_table_battle_new (g_steal_pointer (&table), g_steal_pointer (&ruleset), NULL, error);
}

VdDocument *
vd_document_load_demo_in (const char *folder, GError **error)
{
  static gboolean told;
  g_autofree char *bundled = vd_data_demo_table ();
  g_autoptr(GError) copy_error = NULL;
  VdDocument *self;
  VdBattle *battle;

  g_return_val_if_fail (folder != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (bundled == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("The demo battle is not installed: the file data/shevardino.yaml "
                             "was not found in the data folders"));
      return NULL;
    }
  battle = open_working_copy (folder, bundled, &copy_error);
  if (battle == NULL)
    {
      /* A bundled file that does not load says so itself; anything else only costs the
       * autosave. */
      battle = open_bundled (bundled, error);
      if (battle == NULL)
        return NULL;
      if (!told)
        g_message (_("The demo battle’s changes will not be autosaved: %s"), copy_error->message);
      told = TRUE;
    }
  self = document_new (battle, NULL, TRUE);
  if (vd_battle_get_path (battle) != NULL)
    copy_users = g_list_prepend (copy_users, self);
  return self;
}

VdDocument *
vd_document_new_empty (const char *title, VdScale scale, double width, double depth,
                       double mm_per_pace, GError **error)
{
  g_autoptr(VdTable) table = NULL;
  VdRuleset *ruleset;
  VdBattle *battle;

  g_return_val_if_fail (width > 0 && depth > 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ruleset = vd_ruleset_load_named ("napoleonic", NULL, error);
  if (ruleset == NULL)
    return NULL;
  table = vd_table_new ();
  /* No title is an empty one, as in a new table of the core's: the file writes it. */
  g_free (table->title);
  table->title = g_strdup (title != NULL ? title : "");
  table->scale = scale;
  table->width = width;
  table->depth = depth;
  /* The ruleset's own value stays implicit, so the file follows the ruleset. */
  if (mm_per_pace > 0 && fabs (mm_per_pace - ruleset->mm_per_pace[scale]) > 1e-9)
    table->mm_per_pace = mm_per_pace;
  battle = vd_table_battle_new (g_steal_pointer (&table), ruleset, NULL, error);
  if (battle == NULL)
    return NULL;
  return document_new (battle, NULL, FALSE);
}

VdDocument *
vd_document_load_demo (GError **error)
{
  g_autofree char *folder = g_build_filename (g_get_user_state_dir (), "vedette", "demo", NULL);

  return vd_document_load_demo_in (folder, error);
}

VdTable *
vd_document_get_table (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->past != NULL ? self->past : vd_battle_get_current (self->battle);
}

static void announce (VdDocument *self);

/* Shows PAST (taken; NULL: the battle as it stands) after N events. The sight engine and the
 * views follow the new table before the old one goes: they borrow its units. */
static void
show_moment (VdDocument *self, VdTable *past, guint n)
{
  g_autoptr(VdTable) old = g_steal_pointer (&self->past);
  gboolean was_past = old != NULL;

  self->past = past;
  self->past_n = past != NULL ? n : 0;
  announce (self);
  if (was_past != (past != NULL) || past != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWING_PAST]);
}

gboolean
vd_document_view_past (VdDocument *self, guint n_applied, GError **error)
{
  VdTable *past;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);

  if (!vd_side_view_may_travel (self->side_view))
    return view_may_travel (self, error);
  if (n_applied >= vd_battle_get_n_applied (self->battle))
    {
      vd_document_back_to_now (self);
      return TRUE;
    }
  past = vd_journal_replay (vd_battle_get_setup (self->battle),
                            vd_battle_get_ruleset (self->battle), n_applied, error);
  if (past == NULL)
    return FALSE;
  show_moment (self, past, n_applied);
  return TRUE;
}

void
vd_document_back_to_now (VdDocument *self)
{
  g_return_if_fail (VD_IS_DOCUMENT (self));
  if (self->past != NULL)
    show_moment (self, NULL, 0);
}

gboolean
vd_document_get_viewing_past (VdDocument *self, guint *n_applied)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  if (n_applied != NULL)
    *n_applied = self->past_n;
  return self->past != NULL;
}

VdRuleset *
vd_document_get_ruleset (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return vd_battle_get_ruleset (self->battle);
}

VdSight *
vd_document_get_sight (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->sight;
}

VdBattle *
vd_document_get_battle (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->battle;
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

  if (self->file != NULL)
    return g_file_get_basename (self->file);
  /* Only the bundled demo is the demo: a table begun here has no name yet. */
  if (self->is_demo)
    return g_strdup (_("Demo battle"));
  return g_strdup (_("New table"));
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

int
vd_document_get_turn (VdDocument *self)
{
  const VdTable *current;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), 0);
  current = vd_battle_get_current (self->battle);
  return current->turn;
}

void
vd_document_move_unit (VdDocument *self, const VdUnit *unit, VdPoint at)
{
  VdTable *table;
  VdUnit *moving;
  VdPoint clamped;

  g_return_if_fail (VD_IS_DOCUMENT (self));
  g_return_if_fail (unit != NULL);

  /* A past moment is shown read-only: its units stay where they were. */
  if (self->past != NULL)
    return;
  table = vd_battle_get_current (self->battle);
  g_return_if_fail (g_ptr_array_find (table->units, unit, NULL));

  clamped = vd_point (CLAMP (at.x, 0, table->width), CLAMP (at.y, 0, table->depth));
  if (vd_point_equal (clamped, unit->at))
    return;

  /* A side's view drags its own units only; the enemy stays where the referee put it. */
  if (!vd_side_view_knows_state (self->side_view, unit))
    return;
  moving = vd_table_edit_unit (table, unit->id);
  moving->at = clamped;
  vd_sight_update_unit (self->sight, moving);
  rebuild_side_view (self);
  g_signal_emit (self, signals[UNIT_CHANGED], 0, moving->id);
}

void
vd_document_set_view_side (VdDocument *self, const char *side)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (VD_IS_DOCUMENT (self));

  if (side != NULL && side[0] == '\0')
    side = NULL;
  if (g_strcmp0 (side, self->view_side) == 0)
    return;
  could_undo = vd_document_can_undo (self);
  could_redo = vd_document_can_redo (self);
  g_free (self->view_side);
  self->view_side = g_strdup (side);
  rebuild_side_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_SIDE]);
  update_state (self, vd_document_get_turn (self), could_undo, could_redo);
}

const char *
vd_document_get_view_side (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->view_side;
}

VdSideView *
vd_document_get_side_view (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return self->side_view;
}

/* The battle applies each event to a copy of the table and keeps the copy: every unit and
 * feature is new, so the sight engine follows it and the views look again. */
static void
announce (VdDocument *self)
{
  refresh_sight (self);
  g_signal_emit (self, signals[TABLE_REPLACED], 0);
}

/* The line that tells a step about to be recorded: a set-up edit before the battle starts
 * says so rather than naming a turn of play. */
static char *
describe_step (VdDocument *self, VdEvent * const *events, guint n_events)
{
  VdRuleset *ruleset = vd_battle_get_ruleset (self->battle);

  if (!self->started)
    {
      guint i = 0;

      while (i < n_events && vd_event_is_setup (events[i]))
        i++;
      if (i == n_events)
        return vd_event_describe_setup_batch (events, n_events,
                                              vd_battle_get_current (self->battle), ruleset);
    }
  return vd_event_describe_batch (events, n_events, vd_battle_get_current (self->battle),
                                  ruleset);
}

gboolean
vd_document_record (VdDocument *self, VdEvent *event, GError **error)
{
  g_autoptr(VdEvent) owned = event;
  g_autofree char *description = NULL;
  int old_turn;
  gboolean could_undo, could_redo, lines_kept;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  if (!view_may_record (self, &event, 1, error))
    return FALSE;
  /* The app's events carry their time as the CLI's do. */
  if (event->time == NULL)
    event->time = vd_orders_now ();
  old_turn = vd_document_get_turn (self);
  could_undo = vd_document_can_undo (self);
  could_redo = vd_document_can_redo (self);
  /* The journal's lines, when kept, tell the event once for the toast, the journal page and the
   * Undo button (a move is measured again to be told); else it is told here, before. */
  lines_kept = vd_journal_lines_if_kept (self->battle) != NULL;
  if (!lines_kept)
    description = describe_step (self, &event, 1);
  if (!vd_battle_record (self->battle, g_steal_pointer (&owned), error))
    return FALSE;
  if (lines_kept)
    description = vd_document_describe_undo (self);
  announce (self);
  update_state (self, old_turn, could_undo, could_redo);
  g_signal_emit (self, signals[RECORDED], 0, description);
  return TRUE;
}

/* Records OWNED's events (taken) as one step, told as DESCRIPTION (taken). */
static gboolean
record_step (VdDocument *self, GPtrArray *owned, char *description, GError **error)
{
  g_autofree char *told = description;
  int old_turn = vd_document_get_turn (self);
  gboolean could_undo = vd_document_can_undo (self);
  gboolean could_redo = vd_document_can_redo (self);

  for (guint i = 0; i < owned->len; i++)
    {
      VdEvent *event = g_ptr_array_index (owned, i);

      if (event->time == NULL)
        event->time = vd_orders_now ();
    }
  /* The battle takes the events; the array only carries them here. */
  g_ptr_array_set_free_func (owned, NULL);
  if (!vd_battle_record_batch (self->battle, owned->pdata, owned->len, error))
    return FALSE;
  announce (self);
  update_state (self, old_turn, could_undo, could_redo);
  g_signal_emit (self, signals[RECORDED], 0, told);
  return TRUE;
}

gboolean
vd_document_record_batch (VdDocument *self, GPtrArray *events, GError **error)
{
  g_autoptr(GPtrArray) owned = events;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (events != NULL, FALSE);

  if (owned->len == 0)
    return TRUE;
  /* One event is no batch: the file then reads as the CLI writes it. */
  if (owned->len == 1)
    return vd_document_record (self, g_ptr_array_steal_index (owned, 0), error);
  if (!view_may_record (self, (VdEvent * const *) owned->pdata, owned->len, error))
    return FALSE;
  return record_step (self, owned,
                      describe_step (self, (VdEvent * const *) owned->pdata, owned->len),
                      error);
}

/* Records the event of an order vd-orders answered (OK its return), or tells why not: the
 * engine's error, or the rules' refusal. */
static gboolean
record_order (VdDocument *self, gboolean ok, VdOrderAnswer *answer, GError **error)
{
  VdEvent *event = ok ? vd_order_answer_take_event (answer, error) : NULL;

  self->refused_by_turn = self->turn_refusing && event == NULL;
  self->turn_refusing = FALSE;
  vd_order_answer_clear (answer);
  return event != NULL && vd_document_record (self, event, error);
}

gboolean
vd_document_get_started (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return self->started;
}

gboolean
vd_document_name_side (VdDocument *self, const char *side, const char *en, const char *fr,
                       GError **error)
{
  VdEvent *event;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (side != NULL, FALSE);

  event = vd_event_new (VD_EVENT_NAME_SIDE, vd_document_get_turn (self));
  event->side = g_strdup (side);
  if (en != NULL && en[0] != '\0')
    {
      event->name.en = g_strdup (en);
      event->name.fr = fr != NULL && fr[0] != '\0' ? g_strdup (fr) : NULL;
    }
  return vd_document_record (self, event, error);
}

gboolean
vd_document_set_reading (VdDocument *self, const char *id, const char *option,
                         GError **error)
{
  VdEvent *event;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (self->started)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("The readings are agreed before the battle starts"));
      return FALSE;
    }
  event = vd_event_new (VD_EVENT_SET_READING, vd_document_get_turn (self));
  event->reading = g_strdup (id);
  event->option = g_strdup (option);
  return vd_document_record (self, event, error);
}

gboolean
vd_document_start_battle (VdDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);

  if (self->started)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("The battle has already started"));
      return FALSE;
    }
  return vd_document_record (self, vd_event_new (VD_EVENT_START, vd_document_get_turn (self)),
                             error);
}

gboolean
vd_document_end_turn (VdDocument *self, GError **error)
{
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  VdOrderAnswer answer = { .names = TRUE };
  VdEvent *end;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);

  if (vd_orders_end_turn (vd_battle_get_current (self->battle),
                          vd_battle_get_ruleset (self->battle), &answer, error))
    events = vd_order_answer_take_events (&answer, error);
  vd_order_answer_clear (&answer);
  if (events == NULL)
    return FALSE;
  /* The turn is any view's to end; what the rules destroy with it (HOUSE-10) is the rules'
   * doing, told to a side only for its own units. */
  end = g_ptr_array_index (events, events->len - 1);
  if (!view_may_record (self, &end, 1, error))
    return FALSE;
  for (guint i = 0; i < events->len; i++)
    if (vd_side_view_shows_event (self->side_view, self->battle, g_ptr_array_index (events, i)))
      g_ptr_array_add (shown, g_ptr_array_index (events, i));
  if (events->len == 1)
    {
      g_ptr_array_set_free_func (events, NULL);
      return vd_document_record (self, end, error);
    }
  return record_step (self, events,
                      vd_event_describe_batch ((VdEvent * const *) shown->pdata, shown->len,
                                               vd_battle_get_current (self->battle),
                                               vd_battle_get_ruleset (self->battle)),
                      error);
}

gboolean
vd_document_recoil (VdDocument *self, const char *unit_id, const VdPoint *points,
                    guint n_points, GError **error)
{
  VdOrderAnswer answer = { .names = TRUE };

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_order (self,
                       vd_orders_recoil (vd_battle_get_current (self->battle),
                                         vd_battle_get_ruleset (self->battle), unit_id, points,
                                         n_points, &answer, error),
                       &answer, error);
}

gboolean
vd_document_halve_front (VdDocument *self, const char *unit_id, GError **error)
{
  VdOrderAnswer answer = { .names = TRUE };

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_order (self,
                       vd_orders_halve_front (vd_battle_get_current (self->battle),
                                              vd_battle_get_ruleset (self->battle), unit_id,
                                              &answer, error),
                       &answer, error);
}

static gboolean limit_to_turn (VdDocument *self, VdOrderAnswer *order, GError **error);

gboolean
vd_document_declare_fire (VdDocument *self, const char *unit_id, const char *target_id,
                          GError **error)
{
  VdOrderAnswer answer = { .names = TRUE };

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_order (self,
                       vd_orders_declare_fire (vd_battle_get_current (self->battle),
                                               vd_battle_get_ruleset (self->battle), self->sight,
                                               unit_id, target_id, &answer, error) &&
                       limit_to_turn (self, &answer, error),
                       &answer, error);
}

gboolean
vd_document_declare_charge (VdDocument *self, const char *unit_id, const char *target_id,
                            GError **error)
{
  VdOrderAnswer answer = { .names = TRUE };

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_order (self,
                       vd_orders_declare_charge (vd_battle_get_current (self->battle),
                                                 vd_battle_get_ruleset (self->battle),
                                                 self->sight, unit_id, target_id, NULL, 0,
                                                 &answer, error) &&
                       limit_to_turn (self, &answer, error),
                       &answer, error);
}

/* Undo (-1), redo (+1), or straight to N applied events (any other STEP: 0). */
static gboolean
move_cursor (VdDocument *self, int step, guint n, GError **error)
{
  int old_turn = vd_document_get_turn (self);
  gboolean could_undo = vd_document_can_undo (self);
  gboolean could_redo = vd_document_can_redo (self);
  gboolean moved;

  if (!view_may_travel (self, error))
    return FALSE;
  if (step < 0)
    moved = vd_battle_undo (self->battle, error);
  else if (step > 0)
    moved = vd_battle_redo (self->battle, error);
  else
    moved = vd_battle_go_to (self->battle, n, error);
  if (!moved)
    return FALSE;
  announce (self);
  update_state (self, old_turn, could_undo, could_redo);
  return TRUE;
}

gboolean
vd_document_undo (VdDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return move_cursor (self, -1, 0, error);
}

gboolean
vd_document_redo (VdDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return move_cursor (self, +1, 0, error);
}

gboolean
vd_document_go_to (VdDocument *self, guint n_applied, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  if (n_applied == vd_battle_get_n_applied (self->battle))
    return TRUE;
  return move_cursor (self, 0, n_applied, error);
}

gboolean
vd_document_can_undo (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return vd_side_view_may_travel (self->side_view) && vd_battle_can_undo (self->battle);
}

gboolean
vd_document_can_redo (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return vd_side_view_may_travel (self->side_view) && vd_battle_can_redo (self->battle);
}

void
vd_document_set_unit_conditions (VdDocument *self, const VdUnit *unit, guint conditions)
{
  VdOrderAnswer answer = { .names = TRUE };

  g_return_if_fail (VD_IS_DOCUMENT (self));
  g_return_if_fail (unit != NULL);

  if (unit->conditions == conditions)
    return;
  record_order (self,
                vd_orders_conditions (vd_battle_get_current (self->battle),
                                      vd_battle_get_ruleset (self->battle), unit->id, conditions,
                                      &answer, NULL),
                &answer, NULL);
}

gboolean
vd_document_lose_figures (VdDocument *self, const char *unit_id, int figures, GError **error)
{
  VdOrderAnswer answer = { .names = TRUE };

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_order (self,
                       vd_orders_loss (vd_battle_get_current (self->battle),
                                       vd_battle_get_ruleset (self->battle), unit_id, figures,
                                       &answer, error),
                       &answer, error);
}

gboolean
vd_document_set_morale (VdDocument *self, const char *unit_id, const char *state,
                        GError **error)
{
  VdOrderAnswer answer = { .names = TRUE };

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_order (self,
                       vd_orders_morale (vd_battle_get_current (self->battle),
                                         vd_battle_get_ruleset (self->battle), unit_id, state,
                                         &answer, error),
                       &answer, error);
}

gboolean
vd_document_apply_move (VdDocument *self, const VdUnit *unit, const VdPoint *points, guint n_points,
                        gboolean forced, VdMoveAnswer *answer, GError **error)
{
  return vd_document_apply_move_in_turn (self, unit, points, n_points, forced, FALSE, answer,
                                         error);
}

const VdTurnState *
vd_document_get_turn_state (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  if (self->battle == NULL)
    return NULL;
  return vd_turn_state_for_battle (self->battle, NULL);
}

gboolean
vd_document_apply_move_in_turn (VdDocument *self, const VdUnit *unit, const VdPoint *points,
                                guint n_points, gboolean forced, gboolean override,
                                VdMoveAnswer *answer, GError **error)
{
  const VdTurnState *turn = NULL;
  VdOrderAnswer order = { .names = TRUE };
  gboolean ok;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (n_points > 0, FALSE);

  turn = vd_turn_state_for_battle (self->battle, NULL);
  ok = vd_orders_move_in_turn (vd_battle_get_current (self->battle),
                               vd_battle_get_ruleset (self->battle), turn, unit->id, points,
                               n_points, forced, NULL, override, &order, error);
  /* The measure is the caller's: its readout says what the move cost or what forbade it. */
  *answer = order.move;
  memset (&order.move, 0, sizeof order.move);
  if (ok && !answer->legal)
    {
      const VdMoveEffect *effect = vd_move_answer_forbidding (answer);
      g_autofree char *by = vd_order_answer_name (&order, vd_battle_get_current (self->battle),
                                                  vd_battle_get_ruleset (self->battle),
                                                  effect != NULL ? effect->by : NULL);

      if (effect != NULL && g_str_equal (effect->rule, VD_MOVE_TURN) && order.refusal != NULL)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                             order.refusal->message);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                     /* Translators: the rule ID and what is responsible ("MARSH-1", "the
                      * marsh"). */
                     _("The rules do not allow this move: %s by %s"),
                     effect != NULL ? effect->rule : "ALLOWANCE", by);
      vd_order_answer_clear (&order);
      return FALSE;
    }
  return record_order (self, ok, &order, error);
}

gboolean
vd_document_place_unit (VdDocument *self, const VdUnit *unit, VdPoint at, GError **error)
{
  g_autoptr(VdUnit) placed = NULL;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);

  placed = vd_unit_copy (unit);
  placed->at = at;
  return vd_document_record (self, vd_orders_edit_unit (vd_battle_get_current (self->battle),
                                                        placed),
                             error);
}

/* LOBS-3, HOBS-4, HOUSE-7, HOUSE-10: a battery fires its guns once a turn (vd-turn-limits.h);
 * the referee's "Allow Anyway" is vd_document_set_override. */
static gboolean
limit_to_turn (VdDocument *self, VdOrderAnswer *order, GError **error)
{
  const VdTurnState *turn = vd_turn_state_for_battle (self->battle, error);
  gboolean override = self->override_turn, legal = order->legal, ok;

  self->override_turn = FALSE;
  ok = turn != NULL &&
       vd_orders_limit_to_turn (turn, vd_battle_get_ruleset (self->battle), override, order);
  /* Legal but for the turn's limits: the referee may allow it anyway. */
  self->turn_refusing = ok && legal && !order->legal;
  return ok;
}

gboolean
vd_document_refused_by_turn (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return self->refused_by_turn;
}

void
vd_document_set_override (VdDocument *self, gboolean override)
{
  g_return_if_fail (VD_IS_DOCUMENT (self));
  self->override_turn = override;
}

/* Bombard, repair: worked out by vd-orders on a copy, so a refusal or a failed write changes
 * nothing; ANSWER then describes the feature as the battle has it. */
static gboolean
record_damage (VdDocument *self, gboolean repair, const char *unit_id, const char *feature_id,
               const VdPoint *aim, VdDamageAnswer *answer, GError **error)
{
  VdOrderAnswer order = { .names = TRUE };
  VdTable *current = vd_battle_get_current (self->battle);
  VdRuleset *ruleset = vd_battle_get_ruleset (self->battle);
  const char *rule;
  double affected;
  gboolean ok;

  ok = (repair ? vd_orders_repair : vd_orders_bombard) (current, ruleset, unit_id, feature_id,
                                                        aim, 1, &order, error);
  if (ok && !repair)
    ok = limit_to_turn (self, &order, error);
  rule = order.damage.rule;  /* owned by the ruleset, not by the answer's table */
  affected = order.damage.affected;
  if (!record_order (self, ok, &order, error))
    return FALSE;
  current = vd_battle_get_current (self->battle);
  vd_damage_describe (vd_table_find_feature (current, feature_id), answer);
  answer->by = vd_table_find_unit (current, unit_id);
  answer->rule = rule;
  answer->affected = affected;
  return TRUE;
}

gboolean
vd_document_bombard (VdDocument *self, const char *battery_id, const char *feature_id,
                     const VdPoint *aim, VdDamageAnswer *answer, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_damage (self, FALSE, battery_id, feature_id, aim, answer, error);
}

gboolean
vd_document_repair (VdDocument *self, const char *engineers_id, const char *feature_id,
                    const VdPoint *aim, VdDamageAnswer *answer, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return record_damage (self, TRUE, engineers_id, feature_id, aim, answer, error);
}

gboolean
vd_document_set_fire (VdDocument *self, const char *battery_id, const char *house_id, int die,
                      gboolean *burning, GError **error)
{
  VdOrderAnswer answer = { .names = TRUE };
  gboolean ok;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (burning != NULL, FALSE);

  ok = vd_orders_set_fire (vd_battle_get_current (self->battle),
                           vd_battle_get_ruleset (self->battle), battery_id, house_id, die,
                           &answer, error) &&
       limit_to_turn (self, &answer, error);
  *burning = answer.burning;
  return record_order (self, ok, &answer, error);
}

gboolean
vd_document_save (VdDocument *self, GFile *file, GError **error)
{
  return vd_document_save_full (self, file, FALSE, error);
}

gboolean
vd_document_save_full (VdDocument *self, GFile *file, gboolean overwrite_changed,
                       GError **error)
{
  g_autofree char *path = NULL;
  int old_turn;
  gboolean could_undo, could_redo;

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
  /* The demo's working copy is rewritten from the bundled file: the battle would not stay. */
  if (vd_document_is_demo (self) && g_strcmp0 (path, vd_battle_get_path (self->battle)) == 0)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("“%s” is where Vedette keeps the demo battle and its autosave: save the "
                     "battle to another file"), display);
      return FALSE;
    }

  old_turn = vd_document_get_turn (self);
  could_undo = vd_document_can_undo (self);
  could_redo = vd_document_can_redo (self);
  if (!vd_battle_save_full (self->battle, path,
                            overwrite_changed ? VD_BATTLE_SAVE_OVERWRITE_CHANGED
                                              : VD_BATTLE_SAVE_DEFAULT, error))
    return FALSE;

  if (self->file != file)
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      update_title (self);
    }
  update_state (self, old_turn, could_undo, could_redo);
  return TRUE;
}

guint
vd_document_get_pending_records (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), 0);
  return vd_battle_pending_records (self->battle);
}

gboolean
vd_document_restore (VdDocument *self, GError **error)
{
  int old_turn;
  gboolean could_undo, could_redo;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);

  old_turn = vd_document_get_turn (self);
  could_undo = vd_document_can_undo (self);
  could_redo = vd_document_can_redo (self);
  if (!vd_battle_restore (self->battle, error))
    return FALSE;
  prepare_record (self);
  refresh_sight (self);
  g_signal_emit (self, signals[TABLE_REPLACED], 0);
  update_state (self, old_turn, could_undo, could_redo);
  return TRUE;
}

void
vd_document_forget_changes (VdDocument *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (VD_IS_DOCUMENT (self));
  /* The window is closing: nowhere left to show it but the log. */
  if (!vd_battle_drop_autosave (self->battle, &error))
    g_message ("%s", error->message);
}

GStrv
vd_document_list_stale_journals (VdDocument *self)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), NULL);
  return vd_battle_list_stale_journals (self->battle);
}

gboolean
vd_document_delete_stale_journals (VdDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  return vd_battle_delete_stale_journals (self->battle, error);
}

gboolean
vd_document_discard_pending (VdDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  if (!vd_battle_discard_pending (self->battle, error))
    return FALSE;
  prepare_record (self);
  return TRUE;
}
