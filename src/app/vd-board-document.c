#include "vd-board-document.h"

#include <glib/gi18n.h>

#include "vd-board-battle.h"
#include "vd-board-side.h"
#include "vd-error.h"
#include "vd-hex-turn.h"
#include "vd-orders.h"

struct _VdBoardDocument
{
  GObject   parent_instance;

  VdBattle *battle;
  GFile    *file;
  char     *title;
  gboolean  dirty;
};

G_DEFINE_FINAL_TYPE (VdBoardDocument, vd_board_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_TITLE,
  PROP_DIRTY,
  PROP_TURN_TEXT,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  RECORDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_title (VdBoardDocument *self)
{
  VdBoard *board = vd_board_document_get_board (self);
  g_autofree char *title = board->title != NULL && board->title[0] != '\0'
                             ? g_strdup (board->title)
                             : vd_board_document_dup_display_name (self);

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* After anything that may have changed the game: everything that follows it is told. */
static void
changed (VdBoardDocument *self)
{
  gboolean dirty = vd_battle_get_dirty (self->battle);

  if (dirty != self->dirty)
    {
      self->dirty = dirty;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_TEXT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
vd_board_document_finalize (GObject *object)
{
  VdBoardDocument *self = VD_BOARD_DOCUMENT (object);

  g_clear_pointer (&self->battle, vd_battle_free);
  g_clear_object (&self->file);
  g_free (self->title);
  G_OBJECT_CLASS (vd_board_document_parent_class)->finalize (object);
}

static void
vd_board_document_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  VdBoardDocument *self = VD_BOARD_DOCUMENT (object);

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
    case PROP_TURN_TEXT:
      g_value_take_string (value, vd_board_document_dup_turn_text (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, vd_board_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, vd_board_document_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_board_document_class_init (VdBoardDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vd_board_document_finalize;
  object_class->get_property = vd_board_document_get_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TURN_TEXT] =
    g_param_spec_string ("turn-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The game changed (an event, undo, redo, a restore): what shows it looks again. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /* An event was recorded: its description, for a toast. */
  signals[RECORDED] =
    g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
vd_board_document_init (VdBoardDocument *self)
{
}

VdBoardDocument *
vd_board_document_load (GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  VdBoardDocument *self;
  VdBattle *battle;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("“%s” cannot be opened: only files on this computer can"), uri);
      return NULL;
    }
  battle = vd_board_battle_open (path, error);
  if (battle == NULL)
    return NULL;
  self = g_object_new (VD_TYPE_BOARD_DOCUMENT, NULL);
  self->battle = battle;
  self->file = g_object_ref (file);
  self->dirty = vd_battle_get_dirty (battle);
  update_title (self);
  return self;
}

VdBoardDocument *
vd_board_document_new (VdBoard *board, VdHexRuleset *module, GError **error)
{
  VdBoardDocument *self;
  VdBattle *battle;

  g_return_val_if_fail (board != NULL && module != NULL, NULL);

  battle = vd_board_battle_new (board, module, NULL, error);
  if (battle == NULL)
    return NULL;
  self = g_object_new (VD_TYPE_BOARD_DOCUMENT, NULL);
  self->battle = battle;
  update_title (self);
  return self;
}

VdBattle *
vd_board_document_get_battle (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);
  return self->battle;
}

VdBoard *
vd_board_document_get_board (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);
  return vd_battle_get_current (self->battle);
}

VdHexRuleset *
vd_board_document_get_module (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);
  return vd_battle_get_ruleset (self->battle);
}

gboolean
vd_board_document_reload_module (VdBoardDocument *self, GError **error)
{
  VdBoard *board = vd_board_document_get_board (self);
  g_autofree char *folder = NULL;
  VdHexRuleset *module;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  /* A module named by a path is found beside the board, as when it was opened. */
  if (self->file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (self->file);

      folder = parent != NULL ? g_file_get_path (parent) : NULL;
    }
  module = vd_hex_ruleset_load_named (board->ruleset, folder, error);
  if (module == NULL)
    return FALSE;
  vd_battle_set_ruleset (self->battle, module);
  changed (self);
  return TRUE;
}

VdBoard *
vd_board_document_dup_seen (VdBoardDocument *self, const char *side)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);

  if (side == NULL)
    return NULL;
  return vd_board_side_view (vd_battle_get_current (self->battle),
                             vd_battle_get_setup (self->battle),
                             vd_battle_get_ruleset (self->battle), side);
}

GFile *
vd_board_document_get_file (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);
  return self->file;
}

const char *
vd_board_document_get_title (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);
  return self->title;
}

char *
vd_board_document_dup_display_name (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);
  if (self->file == NULL)
    return g_strdup (_("New board"));
  return g_file_get_basename (self->file);
}

gboolean
vd_board_document_get_dirty (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  return self->dirty;
}

VdHexTurn *
vd_board_document_dup_turn (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);

  return vd_hex_turn (vd_battle_get_setup (self->battle), vd_board_document_get_module (self),
                      vd_battle_get_n_applied (self->battle), NULL);
}

char *
vd_board_document_dup_turn_text (VdBoardDocument *self)
{
  g_autoptr(VdHexTurn) now = NULL;
  VdBoard *board;
  const VdHexName *phase;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);

  board = vd_board_document_get_board (self);
  now = vd_board_document_dup_turn (self);
  if (now != NULL && now->over)
    /* Translators: the header once the game has ended: "Game over: the game ended with turn
     * 12 (A4)". */
    return g_strdup_printf (_("Game over: %s (%s)"), now->over_why,
                            now->over_rule != NULL ? now->over_rule : "?");
  phase = board->phase != NULL
            ? vd_hex_ruleset_find_phase (vd_board_document_get_module (self), board->phase)
            : NULL;
  if (now != NULL && now->clock != NULL && phase != NULL)
    /* Translators: the header's turn, its hours and the phase: "Turn 11, 17:00–18:00 —
     * French movement". */
    return g_strdup_printf (_("Turn %d, %s — %s"), board->turn, now->clock,
                            vd_text_get (&phase->name));
  if (now != NULL && now->clock != NULL)
    /* Translators: the header's turn and its hours: "Turn 11, 17:00–18:00". */
    return g_strdup_printf (_("Turn %d, %s"), board->turn, now->clock);
  if (phase == NULL)
    return g_strdup_printf (_("Turn %d"), board->turn);
  /* Translators: the header's turn and phase: "Turn 3 — French movement". */
  return g_strdup_printf (_("Turn %d — %s"), board->turn, vd_text_get (&phase->name));
}

gboolean
vd_board_document_record (VdBoardDocument *self, VdBoardEvent *event, GError **error)
{
  g_autoptr(VdBoardEvent) owned = event;
  g_autofree char *description = NULL;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  if (owned->time == NULL)
    owned->time = vd_orders_now ();
  description = vd_board_event_describe (owned, vd_board_document_get_board (self),
                                         vd_board_document_get_module (self));
  if (!vd_battle_record (self->battle, g_steal_pointer (&owned), error))
    return FALSE;
  changed (self);
  g_signal_emit (self, signals[RECORDED], 0, description);
  return TRUE;
}

gboolean
vd_board_document_record_batch (VdBoardDocument *self, GPtrArray *events, GError **error)
{
  g_autoptr(GPtrArray) owned = events;
  g_autofree char *first = NULL;
  g_autofree char *description = NULL;
  g_autofree char *now = NULL;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);

  if (owned->len == 0)
    return TRUE;
  if (owned->len == 1)
    return vd_board_document_record (self, g_ptr_array_steal_index (owned, 0), error);
  now = vd_orders_now ();
  for (guint i = 0; i < owned->len; i++)
    {
      VdBoardEvent *event = g_ptr_array_index (owned, i);

      if (event->time == NULL)
        event->time = g_strdup (now);
    }
  first = vd_board_event_describe (g_ptr_array_index (owned, 0),
                                   vd_board_document_get_board (self),
                                   vd_board_document_get_module (self));
  /* Translators: the first change of a step, then how many more it made ("Turn 1: 0405
   * becomes Woods, and 4 more changes"). */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, and %u more change",
                                              "%s, and %u more changes", owned->len - 1),
                                 first, owned->len - 1);
  /* The battle takes the events; the array only carries them. */
  g_ptr_array_set_free_func (owned, NULL);
  if (!vd_battle_record_batch (self->battle, owned->pdata, owned->len, error))
    return FALSE;
  changed (self);
  g_signal_emit (self, signals[RECORDED], 0, description);
  return TRUE;
}

gboolean
vd_board_document_move_unit (VdBoardDocument *self, const char *unit_id, VdHex hex,
                             GError **error)
{
  return vd_board_document_move_unit_noted (self, unit_id, hex, NULL, NULL, -1, 0, error);
}

gboolean
vd_board_document_move_unit_noted (VdBoardDocument *self, const char *unit_id, VdHex hex,
                                   const char *note, const char *army, int facing,
                                   int forced, GError **error)
{
  VdBoard *board;
  VdBoardEvent *event;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);

  board = vd_board_document_get_board (self);
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (unit_id);
  event->note = g_strdup (note);
  event->army = g_strdup (army);
  event->facing = facing;
  event->forced = forced;
  event->hex = vd_hex_grid_format (board->grid, hex);
  if (event->hex == NULL)
    {
      vd_board_event_free (event);
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("That is off the map"));
      return FALSE;
    }
  return vd_board_document_record (self, event, error);
}

gboolean
vd_board_document_end_phase (VdBoardDocument *self, GError **error)
{
  VdBoard *board;
  VdBoardEvent *event;
  const char *phase;
  int turn;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);

  board = vd_board_document_get_board (self);
  if (!vd_board_next_phase (board, vd_board_document_get_module (self), &turn, &phase))
    {
      /* A module without a sequence of play: the turn ends as a whole. */
      turn = board->turn + 1;
      phase = NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
  event->to_turn = turn;
  event->to_phase = g_strdup (phase);
  /* What the rules do as the next phase begins is the same step (1914-RES-4). */
  {
    g_autoptr(VdBoard) after = vd_board_copy_without_journal (board);
    g_autoptr(GPtrArray) starting = NULL;
    GPtrArray *step;

    if (!vd_board_event_apply (event, after, vd_board_document_get_module (self), NULL) ||
        (starting = vd_hex_phase_start_events (after, vd_board_document_get_module (self),
                                               NULL))->len == 0)
      return vd_board_document_record (self, event, error);
    step = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
    g_ptr_array_add (step, event);
    for (guint i = 0; i < starting->len; i++)
      g_ptr_array_add (step, vd_board_event_copy (starting->pdata[i]));
    return vd_board_document_record_batch (self, step, error);
  }
}

gboolean
vd_board_document_can_undo (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  return vd_battle_can_undo (self->battle);
}

gboolean
vd_board_document_can_redo (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  return vd_battle_can_redo (self->battle);
}

gboolean
vd_board_document_undo (VdBoardDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  if (!vd_battle_undo (self->battle, error))
    return FALSE;
  changed (self);
  return TRUE;
}

gboolean
vd_board_document_redo (VdBoardDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  if (!vd_battle_redo (self->battle, error))
    return FALSE;
  changed (self);
  return TRUE;
}

gboolean
vd_board_document_save (VdBoardDocument *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

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
  if (!vd_battle_save (self->battle, path, error))
    return FALSE;
  if (self->file == NULL || !g_file_equal (file, self->file))
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      update_title (self);
    }
  changed (self);
  return TRUE;
}

guint
vd_board_document_get_pending_records (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), 0);
  return vd_battle_pending_records (self->battle);
}

gboolean
vd_board_document_restore (VdBoardDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  if (!vd_battle_restore (self->battle, error))
    return FALSE;
  changed (self);
  return TRUE;
}

gboolean
vd_board_document_discard_pending (VdBoardDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  return vd_battle_discard_pending (self->battle, error);
}

GStrv
vd_board_document_list_stale_journals (VdBoardDocument *self)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), NULL);
  return vd_battle_list_stale_journals (self->battle);
}

gboolean
vd_board_document_delete_stale_journals (VdBoardDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  return vd_battle_delete_stale_journals (self->battle, error);
}

gboolean
vd_board_document_drop_autosave (VdBoardDocument *self, GError **error)
{
  g_return_val_if_fail (VD_IS_BOARD_DOCUMENT (self), FALSE);
  return vd_battle_drop_autosave (self->battle, error);
}
