/* What the board panel's groups share: their counter, recording a step and saying it,
 * reasons as text. */
#include "vd-board-record.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-odds.h"
#include "vd-panel-rows.h"

void
vd_board_group_init (VdBoardGroup *group, const char *title, VdBoardSaid said,
                     gpointer user_data)
{
  group->group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  if (title != NULL)
    adw_preferences_group_set_title (group->group, title);
  gtk_widget_set_visible (GTK_WIDGET (group->group), FALSE);
  group->rows = g_ptr_array_new ();
  group->said = said;
  group->user_data = user_data;
}

void
vd_board_group_clear (VdBoardGroup *group)
{
  g_clear_pointer (&group->rows, g_ptr_array_unref);
  g_clear_object (&group->document);
  g_clear_pointer (&group->unit, g_free);
  g_clear_object (&group->group);
}

void
vd_board_group_empty (VdBoardGroup *group)
{
  vd_panel_rows_clear (group->group, group->rows);
  gtk_widget_set_visible (GTK_WIDGET (group->group), FALSE);
}

GtkWidget *
vd_board_group_add_row (VdBoardGroup *group, const char *title, const char *subtitle)
{
  return vd_panel_rows_add (group->group, group->rows, title, subtitle);
}

void
vd_board_group_act_on (VdBoardGroup *group, VdBoardDocument *document, const char *unit_id)
{
  g_set_object (&group->document, document);
  g_free (group->unit);
  group->unit = g_strdup (unit_id);
}

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

const VdBoardUnit *
vd_board_selected_unit (const VdBoard *board, gboolean has_hex, VdHex hex, const char *unit_id)
{
  const VdBoardUnit *unit = unit_id != NULL ? vd_board_find_unit (board, unit_id) : NULL;

  if ((unit == NULL || !unit->placed) && has_hex)
    {
      g_autoptr(GPtrArray) stack = vd_board_units_at (board, hex);

      unit = stack->len > 0 ? stack->pdata[0] : NULL;
    }
  return unit;
}

char *
vd_board_reasons_text (const GPtrArray *reasons, const GPtrArray *missing)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* A reinforcement's condition names its counter already (BN 16.4). */
      if (reason->by != NULL && !g_str_has_prefix (reason->what, reason->by))
        g_string_append_printf (text, "%s ", reason->by);
      /* Translators: a reason and its rule: "Fog: sight is limited (FOG-1)". */
      g_string_append_printf (text, _("%s (%s)"), reason->what,
                              reason->rule != NULL ? reason->rule : "?");
    }
  for (guint i = 0; missing != NULL && i < missing->len; i++)
    {
      const VdHexOddsReason *reason = missing->pdata[i];

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: a line of what the charts or the board lack: "missing: … (10.3a)". */
      g_string_append_printf (text, _("missing: %s (%s)"), reason->what,
                              reason->rule != NULL ? reason->rule : "?");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
