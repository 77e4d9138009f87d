/* What BN's order sheet means for a counter's move in the app (10.1h, 10.5b): asked as the
 * command line asks it, for the drag, its shading and the panel. */
#include "vd-board-reach.h"

#include <glib/gi18n.h>

#include "vd-board-battle.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn-move.h"

GPtrArray *
vd_board_reach_orders (VdBoardDocument *document, const VdBoard *known, const char *unit_id,
                       VdHexMoveAsk *ask)
{
  VdBattle *battle = vd_board_document_get_battle (document);

  return vd_hex_orders_move_ask (vd_battle_get_setup (battle), vd_battle_get_n_applied (battle),
                                 known, vd_board_document_get_module (document), unit_id, ask);
}

void
vd_board_reach_rows_add (AdwPreferencesGroup *group, GPtrArray *rows, VdBoardDocument *document,
                         const VdBoard *board, const VdBoardUnit *unit, const char *side)
{
  VdHexMoveAsk ask = { 0 };
  g_autoptr(GPtrArray) reasons = NULL;
  g_autofree char *detail = NULL;
  GtkWidget *row;

  if (side != NULL && g_strcmp0 (unit->side, side) != 0)
    return;
  reasons = vd_board_reach_orders (document, board, unit->id, &ask);

  if (ask.pinned != NULL)
    {
      row = adw_action_row_new ();
      /* Translators: BN 10.1h, "pinned: no order of its is in force; … (10.1h)". */
      detail = g_strdup_printf (_("%s (%s)"), ask.pinned_why != NULL ? ask.pinned_why : "?",
                                ask.pinned);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Pinned: It Does Not Move"));
      gtk_widget_add_css_class (row, "warning");
    }
  else if (ask.free_of_radius != NULL)
    {
      row = adw_action_row_new ();
      /* Translators: BN 10.5b, the rule that frees a unit of its commander's radius. */
      detail = g_strdup_printf (_("On a divisional order, it may move beyond its commander’s "
                                  "radius (%s)"), ask.free_of_radius);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Free of Its Command Radius"));
    }
  else
    return;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), detail);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, group);
  g_ptr_array_add (rows, row);
}
