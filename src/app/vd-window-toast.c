/* The window's one toast: what the last change was, with Undo, or a message.
 *
 * libadwaita 1.2 frees a toast that is dismissed while it still slides in, then writes to it
 * when the slide ends (a crash valgrind shows whenever frames come slowly). So a new message
 * rewrites the toast shown instead of queueing behind it, and the window, not libadwaita,
 * times the toast out. It dismisses the toast in the second frame after the time is up: the
 * first one ends the slide if it still runs. */

#include <glib/gi18n.h>

#include "vd-window-private.h"

#define CHANGE_SECONDS  5
#define MESSAGE_SECONDS 6

static void
stop_timing (VdWindow *self)
{
  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
  if (self->toast_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->toast_overlay), self->toast_tick_id);
  self->toast_tick_id = 0;
  self->toast_frames_due = 0;
}

static gboolean
dismiss_after_a_frame_cb (GtkWidget *overlay, GdkFrameClock *clock, gpointer data)
{
  VdWindow *self = data;
  AdwToast *toast = self->toast;

  /* The first frame ends the slide if it still runs; the toast goes in the next. */
  if (++self->toast_frames_due < 2)
    return G_SOURCE_CONTINUE;
  self->toast_tick_id = 0;
  self->toast_frames_due = 0;
  g_clear_weak_pointer (&self->toast);
  if (toast != NULL)
    adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

static gboolean
time_is_up_cb (gpointer data)
{
  VdWindow *self = data;

  self->toast_timeout_id = 0;
  self->toast_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->toast_overlay),
                                                      dismiss_after_a_frame_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

static void
toast_dismissed_cb (AdwToast *toast, VdWindow *self)
{
  if (self->toast != toast)
    return;
  /* Closed by the user, or by its own button. */
  g_clear_weak_pointer (&self->toast);
  stop_timing (self);
}

/* Shows TITLE for SECONDS, with the Undo button if UNDO, else BUTTON for ACTION when not NULL:
 * in the toast shown, or a new one. */
static void
show_with_button (VdWindow *self, const char *title, gboolean undo, const char *button,
                  const char *action, guint seconds)
{
  /* libadwaita 1.2 reads a toast's title as Pango markup: names and paths may hold & or <. */
  g_autofree char *markup = g_markup_escape_text (title, -1);
  gboolean is_new = self->toast == NULL;

  if (is_new)
    {
      AdwToast *toast = adw_toast_new (markup);

      adw_toast_set_timeout (toast, 0);  /* timed here */
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
      g_set_weak_pointer (&self->toast, toast);
    }
  adw_toast_set_title (self->toast, markup);
  adw_toast_set_button_label (self->toast, undo ? _("_Undo") : button);
  adw_toast_set_action_name (self->toast, undo ? "win.undo" : action);
  self->toast_tells_change = undo;
  stop_timing (self);
  self->toast_timeout_id = g_timeout_add_seconds (seconds, time_is_up_cb, self);
  if (is_new)
    adw_toast_overlay_add_toast (self->toast_overlay, self->toast);
}

static void
show (VdWindow *self, const char *title, gboolean undo, guint seconds)
{
  show_with_button (self, title, undo, NULL, NULL, seconds);
}

void
vd_window_toast_offer (VdWindow *self, const char *text, const char *button, const char *action)
{
  g_return_if_fail (VD_IS_WINDOW (self));
  g_return_if_fail (text != NULL && button != NULL && action != NULL);

  self->n_undone = 0;
  show_with_button (self, text, FALSE, button, action, MESSAGE_SECONDS * 2);
}

void
vd_window_toast_message (VdWindow *self, const char *text)
{
  g_return_if_fail (VD_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  self->n_undone = 0;
  show (self, text, FALSE, MESSAGE_SECONDS);
}

void
vd_window_toast_change (VdWindow *self, const char *description)
{
  g_return_if_fail (VD_IS_WINDOW (self));
  g_return_if_fail (description != NULL);

  g_free (self->change_description);
  self->change_description = g_strdup (description);
  self->n_undone = 0;
  show (self, description, TRUE, CHANGE_SECONDS);
}

void
vd_window_toast_undo_step (VdWindow *self, int step)
{
  g_autofree char *title = NULL;

  g_return_if_fail (VD_IS_WINDOW (self));

  /* Only a toast that tells of the changes follows undo and redo. */
  if (self->toast == NULL || self->change_description == NULL
      || (!self->toast_tells_change && self->n_undone == 0)
      || (int) self->n_undone + step < 0)
    return;
  self->n_undone += step;
  if (self->n_undone == 0)
    {
      show (self, self->change_description, TRUE, CHANGE_SECONDS);
      return;
    }
  if (self->n_undone == 1)
    title = g_strdup_printf (_("Undone: %s"), self->change_description);
  else
    title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u change undone",
                                          "%u changes undone", self->n_undone),
                             self->n_undone);
  show (self, title, FALSE, CHANGE_SECONDS);
}

void
vd_window_toast_travelled (VdWindow *self, gboolean undone, const char *description)
{
  g_autofree char *title = NULL;

  g_return_if_fail (VD_IS_WINDOW (self));

  g_clear_pointer (&self->change_description, g_free);
  self->n_undone = 0;
  if (description == NULL)
    title = g_strdup (undone ? _("Undone") : _("Redone"));
  else
    /* Translators: after Ctrl+Z: "Undone: Turn 1: 1er bataillon … moves 130 paces (of 160)". */
    title = g_strdup_printf (undone ? _("Undone: %s") : _("Redone: %s"), description);
  /* The way back: Redo after an undo, Undo after a redo. */
  show_with_button (self, title, FALSE, undone ? _("_Redo") : _("_Undo"),
                    undone ? "win.redo" : "win.undo", CHANGE_SECONDS);
}

void
vd_window_toast_view_changed (VdWindow *self, const char *text)
{
  g_return_if_fail (VD_IS_WINDOW (self));

  g_clear_pointer (&self->change_description, g_free);
  self->n_undone = 0;
  if (self->toast != NULL)
    show (self, text, FALSE, MESSAGE_SECONDS);
}

void
vd_window_toast_dispose (VdWindow *self)
{
  stop_timing (self);
  g_clear_weak_pointer (&self->toast);
  g_clear_pointer (&self->change_description, g_free);
}
