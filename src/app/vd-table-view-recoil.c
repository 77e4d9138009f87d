/* The push-back tool (RIVER-2, MARSH-2): the unit picked, the pointer shows where it would be
 * pushed and what the terrain does to it there; a click records it. */
#include <glib/gi18n.h>

#include "vd-journal.h"
#include "vd-move-layer.h"
#include "vd-orders.h"
#include "vd-table-view-private.h"

/* The push-back of the tool's unit to view point (X, Y), judged on the battle as it stands;
 * FALSE when the unit is gone or the point is where it stands. */
static gboolean
judge (VdTableView *self, double x, double y, VdPoint *to, VdOrderAnswer *answer)
{
  VdTable *table = vd_table_view_get_table (self);
  VdRuleset *ruleset = vd_table_view_get_ruleset (self);
  const char *actor = vd_table_tool_state_get_actor (self->tool_state);

  *to = vd_viewport_view_to_table (self->viewport, vd_point (x, y));
  return table != NULL && ruleset != NULL && actor != NULL &&
         vd_orders_recoil (table, ruleset, actor, to, 1, answer, NULL);
}

void
vd_table_view_recoil_hover (VdTableView *self, double x, double y)
{
  VdOrderAnswer answer = { .names = TRUE };
  g_autofree char *feature = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *text = NULL;
  VdPoint to;

  if (vd_table_tool_state_get_actor (self->tool_state) == NULL || self->move_layer == NULL)
    return;
  if (!judge (self, x, y, &to, &answer))
    {
      vd_order_answer_clear (&answer);
      vd_table_view_tool_prompt (self);
      return;
    }
  if (answer.recoil.feature != NULL)
    feature = vd_journal_feature_name (vd_table_view_get_table (self),
                                       vd_table_view_get_ruleset (self),
                                       answer.recoil.feature->id);
  outcome = vd_recoil_describe_outcome (&answer.recoil, feature);
  /* Translators: the push-back tool's readout: the unit, then what would happen to it there:
   * "Push back fr-1: destroyed in river-1 (RIVER-2) — click to record, Esc cancels". */
  text = g_strdup_printf (_("Push back %s: %s — click to record, Esc cancels"),
                          vd_journal_unit_name (vd_table_view_get_table (self),
                                                answer.recoil.unit->id),
                          outcome);
  vd_move_layer_show_measure (VD_MOVE_LAYER (self->move_layer), answer.recoil.unit->at, to, text);
  if (!answer.recoil.possible)
    vd_move_layer_show_text (VD_MOVE_LAYER (self->move_layer), text, TRUE);
  vd_order_answer_clear (&answer);
}

void
vd_table_view_recoil_click (VdTableView *self, double x, double y)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *unit_id = g_strdup (vd_table_tool_state_get_actor (self->tool_state));
  VdPoint to = vd_viewport_view_to_table (self->viewport, vd_point (x, y));

  /* Recorded, the change tells itself ("recorded"); a refusal is said here. */
  if (!vd_document_recoil (self->document, unit_id, &to, 1, &error))
    {
      vd_move_layer_show_text (VD_MOVE_LAYER (self->move_layer), error->message, TRUE);
      vd_table_view_emit_message (self, error->message);
      return;
    }
  vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
}
