#include <glib/gi18n.h>

#include "vd-army-view.h"
#include "vd-journal-view.h"
#include "vd-losses-view.h"
#include "vd-side-format.h"
#include "vd-error.h"
#include "vd-widget-state.h"
#include "vd-window-private.h"

G_DEFINE_FINAL_TYPE (VdWindow, vd_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_VIEW_SIDE,
  PROP_EDITING_TERRAIN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
showing_table (VdWindow *self)
{
  return self->document != NULL
         && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0;
}

/* The document shown, table or board: what recovery, closing and saving ask about. */
static gboolean
active_dirty (VdWindow *self)
{
  if (vd_window_showing_board (self))
    return vd_board_document_get_dirty (self->board_document);
  return self->document != NULL && vd_document_get_dirty (self->document);
}

static char *
active_display_name (VdWindow *self)
{
  if (vd_window_showing_board (self))
    return vd_board_document_dup_display_name (self->board_document);
  return vd_document_dup_display_name (self->document);
}

static guint
active_pending_records (VdWindow *self)
{
  if (vd_window_showing_board (self))
    return vd_board_document_get_pending_records (self->board_document);
  return self->document != NULL ? vd_document_get_pending_records (self->document) : 0;
}

static GStrv
active_stale_journals (VdWindow *self)
{
  if (vd_window_showing_board (self))
    return vd_board_document_list_stale_journals (self->board_document);
  return self->document != NULL ? vd_document_list_stale_journals (self->document) : NULL;
}

static void
update_title (VdWindow *self)
{
  g_autofree char *display_name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *window_title = NULL;

  if (vd_window_showing_board (self))
    {
      display_name = vd_board_document_dup_display_name (self->board_document);
      if (vd_board_document_get_dirty (self->board_document))
        title = g_strdup_printf ("• %s", vd_board_document_get_title (self->board_document));
      else
        title = g_strdup (vd_board_document_get_title (self->board_document));
      window_title = g_strdup_printf (_("%s — Vedette"), title);
    }
  else if (showing_table (self))
    {
      display_name = vd_document_dup_display_name (self->document);
      /* The bullet marks unsaved changes, as in GNOME Text Editor. */
      if (vd_document_get_dirty (self->document))
        title = g_strdup_printf ("• %s", vd_document_get_title (self->document));
      else
        title = g_strdup (vd_document_get_title (self->document));
      /* Translators: the window's title: the table's title, then the application's name */
      window_title = g_strdup_printf (_("%s — Vedette"), title);
    }
  else
    {
      display_name = g_strdup (self->failed_name);
      title = g_strdup ("Vedette");
      window_title = g_strdup (title);
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, display_name != NULL ? display_name : "");
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

/* A board shows what applies to boards: saving, zoom, undo and redo, the turn's phases. */
static void
update_board_actions (VdWindow *self)
{
  g_autofree char *turn = vd_board_document_dup_turn_text (self->board_document);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-fit", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.view-number", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.board-charts", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-report", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-turn-record", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-report", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-turn-record", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-roster", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.board-sight", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.board-readings", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 vd_board_document_can_undo (self->board_document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 vd_board_document_can_redo (self->board_document));
  gtk_widget_set_visible (GTK_WIDGET (self->history_box), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_button), TRUE);
  gtk_label_set_text (self->turn_label, turn);
  vd_window_board_update_turn (self);
  gtk_widget_set_visible (GTK_WIDGET (self->panel_button), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->save_button), TRUE);
  gtk_widget_set_visible (self->board_side_button, TRUE);
}

static void
update_actions (VdWindow *self)
{
  gboolean table = showing_table (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-fit", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.view-side", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.view-number", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.board-charts", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-report", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-turn-record", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-report", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-turn-record", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-roster", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.board-sight", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.board-readings", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.bombard", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.repair", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.set-fire", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.push-back", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.declare-fire", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.halve-front", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.melee", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.declare-charge", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.measure", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn", table);
  vd_window_file_update_actions (self, table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 table && vd_document_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 table && vd_document_can_redo (self->document));
  gtk_widget_set_visible (GTK_WIDGET (self->history_box), table);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_button), table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.start-battle",
                                 table && !vd_document_get_started (self->document));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->turn_button), "win.end-turn");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_button), _("End the Turn"));
  if (table && !vd_document_get_started (self->document))
    {
      /* Before play the header's turn button starts the battle (the set-up is over). */
      gtk_label_set_text (self->turn_label, _("Start the Battle"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->turn_button), "win.start-battle");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_button),
                                   _("Setting up: start the battle when the table is ready"));
    }
  else if (table)
    {
      /* Translators: the header bar's turn counter; its button ends the turn. */
      g_autofree char *turn = g_strdup_printf (_("Turn %d"), vd_document_get_turn (self->document));

      gtk_label_set_text (self->turn_label, turn);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->view_button), table);
  gtk_widget_set_visible (GTK_WIDGET (self->panel_button), table);
  gtk_widget_set_visible (GTK_WIDGET (self->save_button), table);
  gtk_widget_set_visible (self->board_side_button, FALSE);
  gtk_widget_set_visible (self->turn_conditions_button, FALSE);
  if (vd_window_showing_board (self))
    update_board_actions (self);
}

static void
show_page (VdWindow *self, const char *name)
{
  gtk_stack_set_visible_child_name (self->stack, name);
  update_title (self);
  update_actions (self);
  /* Focus on the error's label would select all its text. */
  if (g_str_equal (name, "table"))
    gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
  else if (g_str_equal (name, "board"))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->error_open_button));
}

static void offer_recovery (VdWindow *self);

void
vd_window_show_page (VdWindow *self, const char *name)
{
  show_page (self, name);
  if (g_str_equal (name, "board"))
    offer_recovery (self);
}

void
vd_window_update_page (VdWindow *self)
{
  update_title (self);
  update_actions (self);
}

static void
document_changed_cb (VdWindow *self)
{
  update_title (self);
}

static void
history_changed_cb (VdWindow *self)
{
  update_actions (self);
}

/* The header's arrows say what they would take back or bring back. */
static void
update_history_tooltips (VdWindow *self)
{
  g_autofree char *undo = NULL, *redo = NULL;
  g_autofree char *undo_tip = NULL, *redo_tip = NULL;

  if (showing_table (self))
    {
      undo = vd_document_describe_undo (self->document);
      redo = vd_document_describe_redo (self->document);
    }
  /* Translators: the Undo button's tooltip, then the change it would take back. */
  undo_tip = undo != NULL ? g_strdup_printf (_("Undo: %s"), undo) : g_strdup (_("Undo"));
  /* Translators: the Redo button's tooltip, then the change it would bring back. */
  redo_tip = redo != NULL ? g_strdup_printf (_("Redo: %s"), redo) : g_strdup (_("Redo"));
  vd_widget_state_set_quiet_tooltip (self->undo_button, undo_tip);
  vd_widget_state_set_quiet_tooltip (self->redo_button, redo_tip);
}

/* A past moment of the journal shows: the banner says which, and the way back to now. */
static void
viewing_past_cb (VdWindow *self)
{
  guint n = 0;
  gboolean past = self->document != NULL && vd_document_get_viewing_past (self->document, &n);

  if (past && n > 0)
    {
      const VdEvent *event = vd_battle_get_event (vd_document_get_battle (self->document), n - 1);
      g_autoptr(GDateTime) utc = event->time != NULL
                                   ? g_date_time_new_from_iso8601 (event->time, NULL) : NULL;
      g_autoptr(GDateTime) local = utc != NULL ? g_date_time_to_local (utc) : NULL;
      g_autofree char *clock = local != NULL ? g_date_time_format (local, "%H:%M") : NULL;
      int turn = vd_document_get_table (self->document)->turn;
      g_autofree char *text = NULL;

      if (clock != NULL)
        /* Translators: the banner over a past moment of the battle: its turn and time. */
        text = g_strdup_printf (_("Viewing turn %d, %s: the battle as it was then, nothing can "
                                  "be changed"), turn, clock);
      else
        text = g_strdup_printf (_("Viewing turn %d: the battle as it was then, nothing can be "
                                  "changed"), turn);
      gtk_label_set_text (self->past_label, text);
    }
  gtk_revealer_set_reveal_child (self->past_banner, past);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-now", past);
  update_actions (self);
}

/* Each change says what it was, with the way back. */
static void
recorded_cb (VdWindow *self, const char *description)
{
  vd_window_toast_change (self, description);
}

static void
recovery_response_cb (AdwMessageDialog *dialog, const char *response, VdWindow *self)
{
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (vd_window_showing_board (self) && g_strcmp0 (response, "restore") == 0)
    done = vd_board_document_restore (self->board_document, &error);
  else if (vd_window_showing_board (self) && g_strcmp0 (response, "discard") == 0)
    done = vd_board_document_discard_pending (self->board_document, &error);
  else if (self->document == NULL)
    return;
  else if (g_strcmp0 (response, "restore") == 0)
    done = vd_document_restore (self->document, &error);
  else if (g_strcmp0 (response, "discard") == 0)
    done = vd_document_discard_pending (self->document, &error);
  else
    return;  /* closed: the journal stays on disk, the question comes back next time */
  if (!done)
    vd_window_toast_message (self, error->message);
  update_actions (self);
}

static gboolean
has_stale_journals (VdWindow *self)
{
  g_auto(GStrv) list = active_stale_journals (self);

  return list != NULL;
}

static void
stale_response_cb (AdwMessageDialog *dialog, const char *response, VdWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "delete") != 0)
    return;
  if (vd_window_showing_board (self)
        ? !vd_board_document_delete_stale_journals (self->board_document, &error)
        : self->document != NULL && !vd_document_delete_stale_journals (self->document, &error))
    vd_window_toast_message (self, error->message);
}

/* Autosaves of another version of the file (changed since by hand, or by another program):
 * they cannot be restored into this one, and are never deleted without asking. */
static void
offer_stale_journals (VdWindow *self)
{
  g_auto(GStrv) list = active_stale_journals (self);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (list == NULL)
    return;
  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autofree char *base = g_path_get_basename (list[i]);
      g_autofree char *display = g_filename_display_name (base);

      g_string_append_printf (names, "%s“%s”", i > 0 ? ", " : "", display);
    }
  name = active_display_name (self);
  /* Translators: the table's name, then the autosave files' names, quoted and separated by
   * commas */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Beside “%s” lies an autosave of another version of "
                                       "the file, which was changed since: %s. Its changes "
                                       "cannot be restored into this version; a text editor "
                                       "shows them.",
                                       "Beside “%s” lie autosaves of other versions of the "
                                       "file, which was changed since: %s. Their changes "
                                       "cannot be restored into this version; a text editor "
                                       "shows them.", g_strv_length (list)),
                          name, names->str);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Older Autosaves Found"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "delete", _("_Delete Them"),
                                    "keep", _("_Keep Them"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_signal_connect_object (dialog, "response", G_CALLBACK (stale_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
offer_recovery_idle_cb (gpointer data)
{
  offer_recovery (VD_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Once the window has been shown and raised: the question then comes on top of it. */
static void
mapped_offer_recovery_cb (VdWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, mapped_offer_recovery_cb, self);
  g_idle_add_full (G_PRIORITY_LOW, offer_recovery_idle_cb, g_object_ref (self), g_object_unref);
}

/* A crash left changes in the journal beside the file: offer them back before anything else,
 * over the window once it shows (a dialog shown before its window could end up beneath it). */
static void
offer_recovery (VdWindow *self)
{
  guint pending = active_pending_records (self);
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (pending == 0 && !has_stale_journals (self))
    return;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      g_signal_handlers_disconnect_by_func (self, mapped_offer_recovery_cb, self);
      g_signal_connect_swapped (self, "map", G_CALLBACK (mapped_offer_recovery_cb), self);
      return;
    }
  if (pending == 0)
    {
      offer_stale_journals (self);
      return;
    }
  name = active_display_name (self);
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "“%s” was not saved when Vedette stopped. Its journal "
                                       "kept %u change that can be restored.",
                                       "“%s” was not saved when Vedette stopped. Its journal "
                                       "kept %u changes that can be restored.", pending),
                          name, pending);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Restore Unsaved Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard Them"),
                                    "restore", _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (recovery_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The header bar's button and the bar over the table say whose view is shown, so the referee
 * does not turn the screen to the wrong player, nor forget to come back. */
static void
update_view_indicators (VdWindow *self)
{
  gboolean side_view = self->view_side[0] != '\0';

  if (side_view)
    {
      VdTable *table = vd_document_get_table (self->document);
      g_autofree char *view = vd_format_side_view (table, self->view_side);
      g_autofree char *side = vd_format_side (table, self->view_side);
      /* Translators: shown over the table in a side's view; the placeholder is the side's
       * name as the table file writes it, capitalised ("French") */
      g_autofree char *message = g_strdup_printf (_("Enemy units no %s unit sees are hidden"), side);

      gtk_label_set_text (self->view_label, view);
      gtk_label_set_text (self->side_view_label, message);
      gtk_widget_add_css_class (GTK_WIDGET (self->view_button), "side-view");
    }
  else
    {
      gtk_label_set_text (self->view_label, _("Referee"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->view_button), "side-view");
    }
  gtk_widget_set_visible (self->side_view_bar, side_view);
}

static gboolean
table_has_side (VdWindow *self, const char *side)
{
  g_auto(GStrv) sides = NULL;

  if (self->document == NULL)
    return FALSE;
  sides = vd_table_list_sides (vd_document_get_table (self->document));
  return sides != NULL && g_strv_contains ((const char * const *) sides, side);
}

static void
set_view_side (VdWindow *self, const char *side)
{
  g_autofree char *view = NULL;

  if (side == NULL)
    side = "";
  if (g_strcmp0 (self->view_side, side) == 0 || (side[0] != '\0' && !table_has_side (self, side)))
    return;
  g_free (self->view_side);
  self->view_side = g_strdup (side);
  /* The document holds the view: every page reads it from there. */
  if (self->sight != NULL)
    vd_sight_state_set_side (self->sight, side);
  update_view_indicators (self);
  view = vd_format_side_view (vd_document_get_table (self->document), side);
  vd_window_toast_view_changed (self, view);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_SIDE]);
}

/* One menu entry per side of the table, in the order the file first names them. */
static void
update_sides_menu (VdWindow *self)
{
  g_auto(GStrv) sides = vd_table_list_sides (vd_document_get_table (self->document));

  g_menu_remove_all (self->sides_section);
  for (guint i = 0; sides != NULL && sides[i] != NULL; i++)
    {
      g_autofree char *label = vd_format_side_view (vd_document_get_table (self->document),
                                                    sides[i]);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.view-side", g_variant_new_string (sides[i]));
      g_menu_append_item (self->sides_section, item);
    }
}

static void
show_unit_cb (VdWindow *self, const char *unit_id)
{
  vd_table_view_show_unit (self->table_view, unit_id);
  vd_window_narrow_keep_unit_visible (self, unit_id);
}

/* A unit picked in the order of battle: selected on the table, and pointed out there. */
static void
army_show_unit_cb (VdWindow *self, const char *unit_id)
{
  /* A side's view keeps the enemy units it does not see out of reach. */
  if (!vd_table_view_select_unit (self->table_view, unit_id))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  vd_table_view_show_unit (self->table_view, unit_id);
  /* Centred in the whole view, it may be under the folded panel. */
  vd_window_narrow_keep_visible (self);
}

static void
set_document (VdWindow *self, VdDocument *document)
{
  g_autoptr(VdDocument) old = g_steal_pointer (&self->document);

  if (old != NULL)
    g_signal_handlers_disconnect_by_data (old, self);

  self->document = g_object_ref (document);
  g_signal_connect_object (document, "notify::dirty", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::title", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::file", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::turn", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::can-undo", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::started", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::can-redo", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "recorded", G_CALLBACK (recorded_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "refused", G_CALLBACK (vd_window_toast_message), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "table-replaced", G_CALLBACK (update_history_tooltips),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::viewing-past", G_CALLBACK (viewing_past_cb), self,
                           G_CONNECT_SWAPPED);

  /* Another table has other sides: its view starts as the referee's. */
  g_clear_object (&self->sight);
  self->sight = vd_sight_state_new (document);
  set_view_side (self, NULL);
  update_sides_menu (self);

  /* The panel borrows the table: switch it before the old document goes. */
  vd_table_view_set_document (self->table_view, document, self->sight);
  vd_unit_panel_set_document (self->unit_panel, document, self->sight);
  vd_journal_view_set_document (self->journal_view, document);
  vd_army_view_set_document (self->army_view, document);
  vd_losses_view_set_document (self->losses_view, document);
  vd_sight_state_set_observer (self->sight, vd_table_view_get_selected_unit (self->table_view));
  vd_unit_panel_set_unit (self->unit_panel, vd_table_view_get_selected_unit (self->table_view));
  viewing_past_cb (self);
  update_history_tooltips (self);

  g_clear_pointer (&self->failed_name, g_free);
  /* One file shown at a time: a board shown before goes. */
  if (self->board_document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->board_document, self);
      vd_board_view_set_document (self->board_view, NULL);
      vd_board_panel_set_document (self->board_panel, NULL);
      g_clear_object (&self->board_document);
    }
  show_page (self, "table");
  vd_window_file_add_recent (self);
  offer_recovery (self);
}

static void
show_error (VdWindow *self, const char *name, const GError *error)
{
  g_autofree char *title = NULL;

  g_free (self->failed_name);
  self->failed_name = g_strdup (name);

  /* Translators: the error page's title; the placeholder is a file name */
  title = g_strdup_printf (_("Could Not Open “%s”"), name);
  adw_status_page_set_title (self->error_page, title);
  gtk_label_set_text (self->error_label, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), self->document != NULL);
  show_page (self, "error");
}

static void
show_save_error (VdWindow *self, const GError *error)
{
  vd_window_show_error (self, _("Could Not Save the Table"), error->message);
}

static void save_to_full (VdWindow *self, GFile *file, gboolean overwrite_changed);

/* Closing after the save, if asked, waits for the answer too. */
static void
changed_on_disk_response_cb (AdwMessageDialog *dialog, const char *response, VdWindow *self)
{
  if (self->document != NULL && g_str_equal (response, "overwrite"))
    save_to_full (self, NULL, TRUE);
  else if (self->document != NULL && g_str_equal (response, "save-as"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.save-as", NULL);
  else
    self->close_after_save = FALSE;
}

/* Another program changed the file since it was read: saving over it would lose that work
 * without a word, so the referee chooses. */
static void
ask_about_changed_file (VdWindow *self)
{
  g_autofree char *name = vd_document_dup_display_name (self->document);
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("File Changed on Disk"), NULL));
  adw_message_dialog_format_body (dialog, _("“%s” was changed by another program since Vedette "
                                            "read it. Overwriting it loses those changes; "
                                            "saving under another name keeps both."), name);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save-as", _("Save _As…"),
                                    "overwrite", _("_Overwrite"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "overwrite", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "save-as");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (changed_on_disk_response_cb), self,
                           0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_to (VdWindow *self, GFile *file)
{
  save_to_full (self, file, FALSE);
}

static void
save_to_full (VdWindow *self, GFile *file, gboolean overwrite_changed)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!vd_document_save_full (self->document, file, overwrite_changed, &error))
    {
      if (g_error_matches (error, VD_ERROR, VD_ERROR_CHANGED))
        {
          ask_about_changed_file (self);
          return;
        }
      self->close_after_save = FALSE;
      show_save_error (self, error);
      return;
    }
  vd_window_file_add_recent (self);
  if (self->close_after_save)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }

  name = vd_document_dup_display_name (self->document);
  /* Translators: a notification; the placeholder is a file name */
  message = g_strdup_printf (_("Saved “%s”"), name);
  vd_window_toast_message (self, message);
}

static void
add_table_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) tables = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (tables, _("Vedette tables and boards"));
  gtk_file_filter_add_pattern (tables, "*.yaml");
  gtk_file_filter_add_pattern (tables, "*.yml");
  gtk_file_chooser_add_filter (chooser, tables);

  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);

  gtk_file_chooser_set_filter (chooser, tables);
}

/* Starts the chooser in the folder of the table shown, when it has one. */
static void
set_chooser_folder (VdWindow *self, GtkFileChooser *chooser)
{
  g_autoptr(GFile) folder = NULL;
  GFile *file;

  if ((file = vd_window_get_shown_file (self)) == NULL)
    return;
  folder = g_file_get_parent (file);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

static char *
suggest_file_name (VdWindow *self)
{
  gboolean board = vd_window_showing_board (self);
  GFile *file = vd_window_get_shown_file (self);
  const char *title = board ? vd_board_document_get_title (self->board_document)
                            : vd_document_get_title (self->document);
  g_autofree char *base = NULL;

  if (file != NULL)
    return g_file_get_basename (file);
  base = g_strdup (title != NULL && title[0] != '\0' ? title : board ? _("board") : _("table"));
  g_strdelimit (base, "/\\:", '-');
  return g_strconcat (base, ".yaml", NULL);
}

static void
open_response_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        vd_window_open_file (self, file);
    }
  g_object_unref (dialog);
}

static void
save_response_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && vd_window_showing_board (self))
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL && vd_window_board_save (self, file))
        vd_window_update_page (self);
    }
  else if (response == GTK_RESPONSE_ACCEPT && self->document != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        save_to (self, file);
    }
  else
    self->close_after_save = FALSE;
  g_object_unref (dialog);
}

static void
back_button_clicked_cb (VdWindow *self)
{
  if (self->document == NULL)
    return;
  g_clear_pointer (&self->failed_name, g_free);
  show_page (self, "table");
}

static void
selected_unit_changed_cb (VdTableView *view, GParamSpec *pspec, VdWindow *self)
{
  if (self->sight != NULL)
    vd_sight_state_set_observer (self->sight, vd_table_view_get_selected_unit (view));
  vd_unit_panel_set_unit (self->unit_panel, vd_table_view_get_selected_unit (view));
  vd_window_narrow_selection_changed (self);
}

static void
moving_unit_changed_cb (VdTableView *view, GParamSpec *pspec, VdWindow *self)
{
  vd_unit_panel_set_dragging (self->unit_panel, vd_table_view_get_moving_unit (view) != NULL);
}

/* Ctrl+1 and on: the referee's view, then each side's. */
static void
view_number_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  guint number = g_variant_get_uint32 (parameter);
  g_auto(GStrv) sides = NULL;

  /* A board's sides in the module's order, as a table's in the file's. */
  if (vd_window_showing_board (self))
    {
      GPtrArray *module_sides = vd_board_document_get_module (self->board_document)->sides;

      if (number == 0)
        vd_window_board_set_side (self, NULL);
      else if (number <= module_sides->len)
        vd_window_board_set_side (self,
                                  ((VdHexName *) g_ptr_array_index (module_sides,
                                                                    number - 1))->id);
      return;
    }
  if (self->document == NULL)
    return;
  if (number == 0)
    {
      set_view_side (self, NULL);
      return;
    }
  sides = vd_table_list_sides (vd_document_get_table (self->document));
  if (sides != NULL && number <= g_strv_length (sides))
    set_view_side (self, sides[number - 1]);
}

static void
save_as_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;
  gboolean board = vd_window_showing_board (self);

  if (self->document == NULL && !board)
    return;

  chooser = gtk_file_chooser_native_new (board ? _("Save the Board") : _("Save the Table"),
                                         GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_table_filters (GTK_FILE_CHOOSER (chooser));
  set_chooser_folder (self, GTK_FILE_CHOOSER (chooser));
  name = suggest_file_name (self);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (save_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  /* A new board has no file yet: Save asks where, as Save As does. */
  if (vd_window_showing_board (self))
    {
      if (vd_board_document_get_file (self->board_document) == NULL)
        save_as_action (widget, "win.save-as", NULL);
      else
        vd_window_board_save (self, NULL);
      return;
    }
  if (self->document == NULL)
    return;

  /* The demo battle has no file of its own: the bundled copy is never overwritten. */
  if (vd_document_get_file (self->document) == NULL)
    save_as_action (widget, "win.save-as", NULL);
  else
    save_to (self, NULL);
}

static void
zoom_in_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  if (vd_window_showing_board (VD_WINDOW (widget)))
    vd_window_board_zoom (VD_WINDOW (widget), +1);
  else
    vd_table_view_zoom_in (VD_WINDOW (widget)->table_view);
}

static void
zoom_out_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  if (vd_window_showing_board (VD_WINDOW (widget)))
    vd_window_board_zoom (VD_WINDOW (widget), -1);
  else
    vd_table_view_zoom_out (VD_WINDOW (widget)->table_view);
}

static void
zoom_fit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  if (vd_window_showing_board (VD_WINDOW (widget)))
    vd_window_board_zoom (VD_WINDOW (widget), 0);
  else
    vd_table_view_zoom_fit (VD_WINDOW (widget)->table_view);
}

static void
bombard_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  vd_table_view_begin_tool (self->table_view, VD_TABLE_TOOL_BOMBARD);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

static void
set_fire_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  vd_table_view_begin_tool (self->table_view, VD_TABLE_TOOL_FIRE);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

/* The melee calculator, side A the selected unit; the one open is brought forward. */
static void
melee_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->document == NULL || vd_document_get_table (self->document) == NULL)
    return;
  if (self->melee_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->melee_dialog));
      return;
    }
  self->melee_dialog = vd_melee_dialog_new (GTK_WINDOW (self), self->document, self->table_view,
                                            vd_table_view_get_selected_unit (self->table_view));
  g_object_add_weak_pointer (G_OBJECT (self->melee_dialog), (gpointer *) &self->melee_dialog);
  gtk_window_present (GTK_WINDOW (self->melee_dialog));
}

/* ROAD-2: the selected column halves its front for the road; a refusal says why. */
static void
halve_front_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  const char *unit_id = vd_table_view_get_selected_unit (self->table_view);

  if (self->document == NULL || unit_id == NULL)
    return;
  if (!vd_document_halve_front (self->document, unit_id, &error))
    vd_window_toast_message (self, error->message);
}

/* MASK-6: the selected unit declares fire at, or a charge on, the enemy clicked next. */
static void
declare_fire_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  vd_table_view_begin_tool (self->table_view, VD_TABLE_TOOL_DECLARE_FIRE);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

static void
declare_charge_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  vd_table_view_begin_tool (self->table_view, VD_TABLE_TOOL_DECLARE_CHARGE);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

/* RIVER-2, MARSH-2: the selected unit is pushed back where the next click says. */
static void
push_back_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  vd_table_view_begin_tool (self->table_view, VD_TABLE_TOOL_RECOIL);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

static void
repair_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  vd_table_view_begin_tool (self->table_view, VD_TABLE_TOOL_REPAIR);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

/* The ruler: on, or off again when it is on (Escape ends it too). */
static void
measure_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  gboolean on = vd_table_view_get_tool (self->table_view) == VD_TABLE_TOOL_MEASURE;

  vd_table_view_begin_tool (self->table_view, on ? VD_TABLE_TOOL_NONE : VD_TABLE_TOOL_MEASURE);
  gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;

  if (vd_window_showing_board (self))
    {
      vd_window_board_undo (self, TRUE);
      return;
    }
  if (self->document == NULL)
    return;
  description = vd_document_describe_undo (self->document);
  if (vd_document_undo (self->document, &error))
    vd_window_toast_travelled (self, TRUE, description);
  else if (error != NULL)
    vd_window_toast_message (self, error->message);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;

  if (vd_window_showing_board (self))
    {
      vd_window_board_undo (self, FALSE);
      return;
    }
  if (self->document == NULL)
    return;
  description = vd_document_describe_redo (self->document);
  if (vd_document_redo (self->document, &error))
    vd_window_toast_travelled (self, FALSE, description);
  else if (error != NULL)
    vd_window_toast_message (self, error->message);
}

static void
back_to_now_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->document != NULL)
    vd_document_back_to_now (self->document);
}

static void
end_turn_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  /* A board's turn goes by the phases of the game's sequence of play. */
  if (vd_window_showing_board (self))
    {
      vd_window_board_end_phase (self);
      return;
    }
  if (self->document == NULL)
    return;
  /* HOUSE-10: the units left in a burning village go with the end of the turn. */
  if (!vd_document_end_turn (self->document, &error))
    vd_window_toast_message (self, error->message);
}

/* The set-up is over: from now on the journal is the battle's. */
static void
start_battle_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->document != NULL && !vd_document_start_battle (self->document, &error))
    vd_window_toast_message (self, error->message);
}

/* The referee rallies a unit: its conditions go (the rules of rallying are not Vedette's yet). */
static void
reform_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  const VdUnit *unit = vd_table_view_get_selected (self->table_view);

  if (self->document != NULL && unit != NULL)
    vd_document_set_unit_conditions (self->document, unit, 0);
}

/* What an order did, or why the rules refused it, for a few seconds. */
static void
table_message_cb (VdWindow *self, const char *text)
{
  /* An order refused by the turn's limits alone: the referee may allow it anyway. */
  if (vd_table_view_has_refused_order (self->table_view))
    vd_window_toast_offer (self, text, _("_Allow Anyway"), "win.allow-anyway");
  else
    vd_window_toast_message (self, text);
}

static void
allow_anyway_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!vd_table_view_allow_refused_order (self->table_view, &error))
    vd_window_toast_message (self, error->message);
}

static void
vd_window_dispose (GObject *object)
{
  VdWindow *self = VD_WINDOW (object);

  vd_window_toast_dispose (self);
  vd_window_file_dispose (self);
  vd_window_board_dispose (self);

  /* The view and panel borrow the document's table: they go first. */
  gtk_widget_dispose_template (GTK_WIDGET (self), VD_TYPE_WINDOW);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->sight);
  g_clear_object (&self->document);
  if (self->board_document != NULL)
    g_signal_handlers_disconnect_by_data (self->board_document, self);
  g_clear_object (&self->board_document);

  G_OBJECT_CLASS (vd_window_parent_class)->dispose (object);
}

static void
vd_window_finalize (GObject *object)
{
  VdWindow *self = VD_WINDOW (object);

  g_free (self->failed_name);
  g_free (self->view_side);

  G_OBJECT_CLASS (vd_window_parent_class)->finalize (object);
}

static void
vd_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdWindow *self = VD_WINDOW (object);

  switch (prop_id)
    {
    case PROP_VIEW_SIDE:
      g_value_set_string (value, self->view_side);
      break;
    case PROP_EDITING_TERRAIN:
      g_value_set_boolean (value, vd_window_get_editing_terrain (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VdWindow *self = VD_WINDOW (object);

  switch (prop_id)
    {
    case PROP_VIEW_SIDE:
      set_view_side (self, g_value_get_string (value));
      break;
    case PROP_EDITING_TERRAIN:
      vd_window_set_editing_terrain (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
close_after_response_cb (gpointer data)
{
  VdWindow *self = data;

  if (self->discard)
    gtk_window_destroy (GTK_WINDOW (self));
  else if (self->close_after_save)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.save", NULL);
  return G_SOURCE_REMOVE;
}

/* The dialog is still answering when this runs: the window goes once it has closed. */
static void
close_response_cb (AdwMessageDialog *dialog, const char *response, VdWindow *self)
{
  self->discard = g_str_equal (response, "discard");
  self->close_after_save = g_str_equal (response, "save");
  /* The referee chose to drop the changes: their autosave goes with them. */
  if (self->discard && vd_window_showing_board (self))
    vd_board_document_drop_autosave (self->board_document, NULL);
  else if (self->discard && self->document != NULL)
    vd_document_forget_changes (self->document);
  if (self->discard || self->close_after_save)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_after_response_cb, g_object_ref (self),
                     g_object_unref);
}

/* Moved units are the referee's work: closing asks before dropping them. */
static gboolean
vd_window_close_request (GtkWindow *window)
{
  VdWindow *self = VD_WINDOW (window);
  g_autofree char *name = NULL;
  AdwMessageDialog *dialog;

  if (self->discard || !active_dirty (self))
    return GTK_WINDOW_CLASS (vd_window_parent_class)->close_request (window);

  name = active_display_name (self);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window, _("Save Changes?"), NULL));
  /* Translators: the placeholder is the table's file or title */
  adw_message_dialog_format_body (dialog, _("“%s” has unsaved changes. Changes which are not "
                                            "saved will be lost."), name);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Discard"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
vd_window_class_init (VdWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  window_class->close_request = vd_window_close_request;

  object_class->dispose = vd_window_dispose;
  object_class->finalize = vd_window_finalize;
  object_class->get_property = vd_window_get_property;
  object_class->set_property = vd_window_set_property;

  /* The side whose view is shown, "" for the referee's view of every unit. */
  properties[PROP_VIEW_SIDE] =
    g_param_spec_string ("view-side", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The table view edits the terrain (win.edit-terrain). */
  properties[PROP_EDITING_TERRAIN] =
    g_param_spec_boolean ("editing-terrain", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VD_TYPE_TABLE_VIEW);
  g_type_ensure (VD_TYPE_UNIT_PANEL);
  g_type_ensure (VD_TYPE_JOURNAL_VIEW);
  g_type_ensure (VD_TYPE_ARMY_VIEW);
  g_type_ensure (VD_TYPE_LOSSES_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/vedette/Vedette/vd-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VdWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, view_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, view_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, sides_section);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, side_view_bar);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, side_view_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, past_banner);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, past_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, journal_view);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, army_view);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, losses_view);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, turn_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, turn_conditions_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, turn_conditions_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, table_view);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, unit_panel);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, error_open_button);
  gtk_widget_class_bind_template_callback (widget_class, back_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, selected_unit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_unit_cb);
  gtk_widget_class_bind_template_callback (widget_class, army_show_unit_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_message_cb);
  gtk_widget_class_bind_template_callback (widget_class, moving_unit_changed_cb);

  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_fit_action);
  gtk_widget_class_install_action (widget_class, "win.bombard", NULL, bombard_action);
  gtk_widget_class_install_action (widget_class, "win.repair", NULL, repair_action);
  gtk_widget_class_install_action (widget_class, "win.set-fire", NULL, set_fire_action);
  gtk_widget_class_install_action (widget_class, "win.push-back", NULL, push_back_action);
  gtk_widget_class_install_action (widget_class, "win.declare-fire", NULL, declare_fire_action);
  gtk_widget_class_install_action (widget_class, "win.halve-front", NULL, halve_front_action);
  gtk_widget_class_install_action (widget_class, "win.melee", NULL, melee_action);
  gtk_widget_class_install_action (widget_class, "win.declare-charge", NULL,
                                   declare_charge_action);
  gtk_widget_class_install_action (widget_class, "win.reform", NULL, reform_action);
  gtk_widget_class_install_action (widget_class, "win.measure", NULL, measure_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.allow-anyway", NULL, allow_anyway_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "win.start-battle", NULL, start_battle_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-now", NULL, back_to_now_action);
  gtk_widget_class_install_property_action (widget_class, "win.view-side", "view-side");
  gtk_widget_class_install_action (widget_class, "win.view-number", "u", view_number_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  /* Menus show the binding added last: the keypad and "=" variants go first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
  for (guint i = 0; i < N_VIEW_KEYS; i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_CONTROL_MASK,
                                         "win.view-number", "u", i);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "win.bombard", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "win.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.repair", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "win.measure", NULL);

  vd_window_file_class_init (widget_class);
  vd_window_narrow_class_init (widget_class);
  vd_window_roster_class_init (widget_class);
  vd_window_board_class_init (widget_class);
  vd_window_view_class_init (widget_class);
  vd_window_help_class_init (widget_class);
  vd_window_class_add_army_actions (widget_class);
  vd_window_class_add_terrain_actions (widget_class);
}

static void
vd_window_init (VdWindow *self)
{
  GtkIconTheme *icons = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));

  /* The application adds its own icons to the theme; a window made without it (the tests)
   * finds them all the same. */
  if (!gtk_icon_theme_has_icon (icons, "vd-losses-chart-symbolic"))
    gtk_icon_theme_add_resource_path (icons, "/io/github/vedette/Vedette/icons");
  self->view_side = g_strdup ("");
  gtk_widget_init_template (GTK_WIDGET (self));
  vd_window_file_init (self);
  vd_window_view_init (self);
  vd_window_armies_init (self);
  vd_window_init_terrain (self);
  vd_window_board_init (self);
  vd_window_narrow_init (self);
  update_view_indicators (self);

  update_title (self);
  update_actions (self);
}

VdWindow *
vd_window_new (VdApplication *application)
{
  g_return_val_if_fail (application == NULL || VD_IS_APPLICATION (application), NULL);

  return g_object_new (VD_TYPE_WINDOW, "application", application, NULL);
}

void
vd_window_open_file (VdWindow *self, GFile *file)
{
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  GtkApplication *application;

  g_return_if_fail (VD_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  application = gtk_window_get_application (GTK_WINDOW (self));
  /* A table already open is shown where it is: one window per file, which holds its lock. */
  if (application != NULL)
    {
      VdWindow *shown = vd_application_find_window (VD_APPLICATION (application), file);

      if (shown != NULL)
        {
          gtk_window_present (GTK_WINDOW (shown));
          return;
        }
    }
  /* Unsaved changes are never replaced: the file gets a window of its own. */
  if (active_dirty (self) && application != NULL)
    {
      g_application_open (G_APPLICATION (application), &file, 1, "");
      return;
    }

  if (vd_window_is_board_file (file))
    {
      g_autoptr(VdBoardDocument) board = vd_board_document_load (file, &error);

      if (board == NULL)
        {
          g_autofree char *name = g_file_get_basename (file);

          show_error (self, name, error);
          return;
        }
      g_clear_pointer (&self->failed_name, g_free);
      vd_window_show_board (self, board);
      vd_window_file_add_recent (self);
      return;
    }
  document = vd_document_load (file, &error);
  if (document == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      show_error (self, name, error);
      return;
    }
  set_document (self, document);
}

gboolean
vd_window_get_dirty (VdWindow *self)
{
  return active_dirty (self);
}

GFile *
vd_window_get_shown_file (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);

  if (vd_window_showing_board (self))
    return vd_board_document_get_file (self->board_document);
  return self->document != NULL ? vd_document_get_file (self->document) : NULL;
}

void
vd_window_open_demo (VdWindow *self)
{
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (VD_IS_WINDOW (self));

  document = vd_document_load_demo (&error);
  if (document == NULL)
    {
      show_error (self, _("Demo battle"), error);
      return;
    }
  set_document (self, document);
}

void
vd_window_choose_file (VdWindow *self)
{
  GtkFileChooserNative *chooser;

  g_return_if_fail (VD_IS_WINDOW (self));

  chooser = gtk_file_chooser_native_new (_("Open a Table or a Board"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_table_filters (GTK_FILE_CHOOSER (chooser));
  set_chooser_folder (self, GTK_FILE_CHOOSER (chooser));
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A document made elsewhere (a new table): shown here. */
void
vd_window_show_document (VdWindow *self, VdDocument *document)
{
  g_return_if_fail (VD_IS_WINDOW (self));
  g_return_if_fail (VD_IS_DOCUMENT (document));
  set_document (self, document);
}

VdDocument *
vd_window_get_document (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->document;
}

VdTableView *
vd_window_get_table_view (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->table_view;
}

VdSightState *
vd_window_get_sight_state (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->sight;
}

const char *
vd_window_get_view_side (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->view_side[0] != '\0' ? self->view_side : NULL;
}

void
vd_window_set_view_side (VdWindow *self, const char *side)
{
  g_return_if_fail (VD_IS_WINDOW (self));
  set_view_side (self, side);
}

VdUnitPanel *
vd_window_get_unit_panel (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->unit_panel;
}

VdJournalView *
vd_window_get_journal_view (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->journal_view;
}

VdArmyView *
vd_window_get_army_view (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->army_view;
}

VdLossesView *
vd_window_get_losses_view (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->losses_view;
}

void
vd_window_set_panel_page (VdWindow *self, const char *name)
{
  g_return_if_fail (VD_IS_WINDOW (self));
  adw_view_stack_set_visible_child_name (self->panel_stack, name);
}

const char *
vd_window_get_page (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

const char *
vd_window_get_error_message (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "error") != 0)
    return NULL;
  return gtk_label_get_text (self->error_label);
}
