/* The line of sight tool over a board: two clicks, the line drawn, its answer told. */
#include "vd-window-private.h"

#include <glib/gi18n.h>

#include "vd-hex-los.h"

static void
say (VdWindow *self, const char *text)
{
  gtk_label_set_text (self->board_sight_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->board_sight_label), text != NULL);
}

void
vd_window_board_sight_stop (VdWindow *self)
{
  self->board_sight = FALSE;
  self->has_sight_from = FALSE;
  if (self->board_view != NULL)
    vd_board_view_set_sight_line (self->board_view, NULL, NULL);
  if (self->board_sight_label != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->board_sight_label), FALSE);
  if (self->board_view != NULL && self->board_panel != NULL)
    vd_window_board_update_tool (self);
}

/* The tool on, or off again when it is on. */
static void
board_sight_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->board_document == NULL)
    return;
  if (self->board_sight)
    {
      vd_window_board_sight_stop (self);
      return;
    }
  self->board_sight = TRUE;
  self->has_sight_from = FALSE;
  vd_window_board_update_tool (self);
  say (self, _("Line of sight: click the hex it is seen from"));
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* LOS told in the user's language: the verdict first, then each reason with its rule. */
static char *
describe (const VdHexLos *los, const VdBoard *board)
{
  g_autofree char *from = vd_board_format_hex (board, los->from);
  g_autofree char *to = vd_board_format_hex (board, los->to);
  GString *text = g_string_new (NULL);

  switch (los->verdict)
    {
    case VD_HEX_LOS_CLEAR:
      /* Translators: "0303 to 0507, 4 hexes: clear". */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s to %s, %d hex: clear",
                                                 "%s to %s, %d hexes: clear", los->range),
                              from, to, los->range);
      break;
    case VD_HEX_LOS_BLOCKED:
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s to %s, %d hex: blocked",
                                                 "%s to %s, %d hexes: blocked", los->range),
                              from, to, los->range);
      break;
    case VD_HEX_LOS_NONE:
      /* Translators: a game without line of sight (1914). */
      g_string_append_printf (text, _("%s to %s: this game has no line of sight"), from, to);
      break;
    case VD_HEX_LOS_UNKNOWN:
    default:
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "%s to %s, %d hex: unknown, supply it",
                                                 "%s to %s, %d hexes: unknown, supply it",
                                                 los->range),
                              from, to, los->range);
      break;
    }
  for (guint i = 0; los->reasons != NULL && i < los->reasons->len; i++)
    {
      const VdHexLosReason *reason = los->reasons->pdata[i];

      g_string_append_printf (text, "\n%s  %s%s%s", reason->rule != NULL ? reason->rule : "?",
                              reason->by != NULL ? reason->by : "",
                              reason->by != NULL ? ": " : "", reason->what);
    }
  if (los->missing != NULL)
    /* Translators: what the answer still needs, and its rule. */
    g_string_append_printf (text, _("\nUnknown, supply it: %s (%s)"), los->missing,
                            los->missing_rule != NULL ? los->missing_rule : "?");
  if (los->unchecked != NULL)
    /* Translators: a limit the answer could not check, and its rule. */
    g_string_append_printf (text, _("\nNot checked: %s (%s)"), los->unchecked,
                            los->unchecked_rule != NULL ? los->unchecked_rule : "?");
  return g_string_free (text, FALSE);
}

gboolean
vd_window_board_sight_click (VdWindow *self, VdHex hex)
{
  g_autoptr(VdBoard) seen = NULL;
  g_autoptr(GError) error = NULL;
  VdBoard *board;
  VdHexLos *los;

  if (!self->board_sight)
    return FALSE;
  /* The side's view sees the line over what it may know. */
  seen = self->board_side != NULL ? vd_window_board_dup_seen (self) : NULL;
  board = seen != NULL ? seen : vd_board_document_get_board (self->board_document);
  if (!self->has_sight_from || vd_board_view_get_sight_line (self->board_view) != NULL)
    {
      g_autofree char *label = vd_board_format_hex (board, hex);
      g_autofree char *text = NULL;

      self->has_sight_from = TRUE;
      self->sight_from = hex;
      vd_board_view_set_sight_line (self->board_view, &hex, NULL);
      /* Translators: the line of sight tool after its first click: "From 0303: click the hex
       * to see". */
      text = g_strdup_printf (_("From %s: click the hex to see"), label);
      say (self, text);
      return TRUE;
    }
  los = vd_hex_los (board, vd_board_document_get_module (self->board_document),
                    self->sight_from, hex, &error);
  if (los == NULL)
    {
      say (self, error->message);
      return TRUE;
    }
  {
    g_autofree char *text = describe (los, board);

    say (self, text);
  }
  vd_board_view_set_sight_line (self->board_view, &self->sight_from, los);
  return TRUE;
}

void
vd_window_board_sight_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.board-sight", NULL, board_sight_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK,
                                       "win.board-sight", NULL);
}
