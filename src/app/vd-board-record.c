/* Recording a group's step in the board's journal and saying it. */
#include "vd-board-record.h"

#include "vd-board-event.h"

void
vd_board_refused (GtkWidget *row, const char *why, VdBoardSaid said, gpointer user_data)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why);
  said (why, TRUE, user_data);
}

gboolean
vd_board_record (VdBoardDocument *document, GPtrArray *events, GtkWidget *row,
                 VdBoardSaid said, gpointer user_data)
{
  VdBoard *board = vd_board_document_get_board (document);
  VdHexRuleset *module = vd_board_document_get_module (document);
  g_autoptr(GString) told = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  /* Described before they apply: the board then is the one they were judged on. */
  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *line = vd_board_event_describe (events->pdata[i], board, module);

      g_string_append_printf (told, "%s%s", i > 0 ? "; " : "", line);
    }
  if (!vd_board_document_record_batch (document, events, &error))
    {
      vd_board_refused (row, error->message, said, user_data);
      return FALSE;
    }
  said (told->str, FALSE, user_data);
  return TRUE;
}
