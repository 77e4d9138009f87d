#include "vd-bench-event.h"

#include "vd-orders.h"

VdEvent *
vd_bench_event_new (const VdTable *table, const char *side, guint i)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  const VdUnit *unit;
  VdEvent *event;

  g_return_val_if_fail (table != NULL, NULL);
  for (guint k = 0; k < table->units->len; k++)
    {
      const VdUnit *candidate = g_ptr_array_index (table->units, k);

      if (side == NULL || g_strcmp0 (candidate->side, side) == 0)
        g_ptr_array_add (units, (gpointer) candidate);
    }
  if (units->len == 0)
    return NULL;
  unit = g_ptr_array_index (units, (i / 2) % units->len);
  if (i % 4 < 2)
    {
      event = vd_event_new (VD_EVENT_LOSS, table->turn);
      event->figures = unit->casualties > 0 ? -1 : 1;
    }
  else
    {
      event = vd_event_new (VD_EVENT_MOVE, table->turn);
      event->at = vd_point (unit->at.x + (i % 4 == 2 ? 3 : -3), unit->at.y);
      event->conditions = unit->conditions;
    }
  event->time = vd_orders_now ();
  event->unit_id = g_strdup (unit->id);
  return event;
}
