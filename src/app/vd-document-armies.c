#include <glib/gi18n.h>
#include <math.h>

#include "vd-document.h"
#include "vd-formation.h"
#include "vd-journal.h"
#include "vd-orders.h"

static GPtrArray *
new_events (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
}

static const VdUnit *
find_unit (VdDocument *self, const char *id, GError **error)
{
  const VdUnit *unit = vd_table_find_unit (vd_document_get_table (self), id);

  if (unit == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("The table has no unit “%s”"), id);
  return unit;
}

/* An edit of the set-up: the unit becomes COPY (taken). */
static VdEvent *
edit_event (VdDocument *self, VdUnit *copy)
{
  g_autoptr(VdUnit) owned = copy;

  return vd_orders_edit_unit (vd_document_get_table (self), copy);
}

/* The event of an order vd-orders answered (OK its return), or NULL with ERROR. */
static VdEvent *
order_event (gboolean ok, VdOrderAnswer *answer, GError **error)
{
  VdEvent *event = ok ? vd_order_answer_take_event (answer, error) : NULL;

  vd_order_answer_clear (answer);
  return event;
}

/* Where a unit moved by OFFSET goes: kept within the table, as a drag keeps it. */
static VdPoint
offset_within (const VdTable *table, VdPoint at, VdPoint offset)
{
  VdPoint to = vd_point_add (at, offset);

  return vd_point (round (CLAMP (to.x, 0, table->width) * 10) / 10,
                   round (CLAMP (to.y, 0, table->depth) * 10) / 10);
}

gboolean
vd_document_move_units (VdDocument *self, const char * const *ids, guint n_ids, VdPoint offset,
                        const VdPoint *via, guint n_via, gboolean forced, gboolean free_placement,
                        GError **error)
{
  g_autoptr(GPtrArray) events = new_events ();
  g_autoptr(GString) refused = g_string_new (NULL);
  /* The group moves as one: its units do not stand in each other's way. */
  g_autoptr(GPtrArray) together = g_ptr_array_new ();
  const VdTurnState *turn = NULL;
  VdTable *table;
  VdRuleset *ruleset;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (ids != NULL || n_ids == 0, FALSE);

  for (guint i = 0; i < n_ids; i++)
    g_ptr_array_add (together, (gpointer) ids[i]);
  g_ptr_array_add (together, NULL);

  table = vd_document_get_table (self);
  ruleset = vd_document_get_ruleset (self);
  /* Each unit of the group gets what is left of its own allowance this turn. */
  turn = vd_document_get_turn_state (self);
  for (guint i = 0; i < n_ids; i++)
    {
      const VdUnit *unit = find_unit (self, ids[i], error);
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
      VdOrderAnswer answer = { .names = TRUE };
      VdPoint to;

      if (unit == NULL)
        return FALSE;
      to = offset_within (table, unit->at, offset);
      if (free_placement)
        {
          VdUnit *copy = vd_unit_copy (unit);

          copy->at = to;
          g_ptr_array_add (events, edit_event (self, copy));
          continue;
        }
      for (guint v = 0; v < n_via; v++)
        {
          VdPoint p = offset_within (table, unit->at, via[v]);

          g_array_append_val (points, p);
        }
      g_array_append_val (points, to);
      if (!vd_orders_move_in_turn (table, ruleset, turn, unit->id, (const VdPoint *) points->data,
                                   points->len, forced, (const char * const *) together->pdata,
                                   FALSE, &answer, error))
        return FALSE;
      if (!answer.legal)
        {
          const VdMoveEffect *effect = vd_move_answer_forbidding (&answer.move);
          g_autofree char *by = vd_order_answer_name (&answer, table, ruleset,
                                                      effect != NULL ? effect->by : NULL);

          if (refused->len > 0)
            g_string_append (refused, "; ");
          /* Translators: a unit, then the rule ID and what is responsible ("MARSH-1",
           * "the marsh"). */
          g_string_append_printf (refused, _("%s: %s by %s"),
                                  vd_journal_unit_name (table, unit->id),
                                  effect != NULL ? effect->rule : "ALLOWANCE", by);
          vd_order_answer_clear (&answer);
          continue;
        }
      g_ptr_array_add (events, order_event (TRUE, &answer, NULL));
    }
  if (refused->len > 0)
    {
      /* Translators: the units the rules keep where they are, each with the rule. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("Nothing moved: the rules do not allow %s"), refused->str);
      return FALSE;
    }
  if (events->len == 0)
    return TRUE;
  return vd_document_record_batch (self, g_steal_pointer (&events), error);
}

gboolean
vd_document_rotate_units (VdDocument *self, const char * const *ids, guint n_ids, double degrees,
                          GError **error)
{
  g_autoptr(GPtrArray) events = new_events ();
  VdTable *table;
  gboolean in_play;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (ids != NULL || n_ids == 0, FALSE);

  table = vd_document_get_table (self);
  in_play = vd_document_get_started (self);
  for (guint i = 0; i < n_ids; i++)
    {
      const VdUnit *unit = find_unit (self, ids[i], error);
      VdOrderAnswer answer = { .names = TRUE };
      VdEvent *event;

      if (unit == NULL)
        return FALSE;
      /* The front-edge centre is the unit's `at`: turning about it keeps `at`. */
      event = order_event (vd_orders_face (table, vd_document_get_ruleset (self), unit->id,
                                           unit->facing + degrees, &answer, error),
                           &answer, error);
      if (event == NULL)
        return FALSE;
      if (event->facing == unit->facing)
        {
          vd_event_free (event);
          continue;
        }
      if (!in_play)
        {
          /* Setting up: the unit as it will start, not an order of the battle. */
          VdUnit *copy = vd_unit_copy (unit);

          copy->facing = event->facing;
          vd_event_free (event);
          event = edit_event (self, copy);
        }
      g_ptr_array_add (events, event);
    }
  if (events->len == 0)
    return TRUE;
  return vd_document_record_batch (self, g_steal_pointer (&events), error);
}

gboolean
vd_document_change_formation (VdDocument *self, const char * const *ids, guint n_ids,
                              VdFormation formation, GError **error)
{
  g_autoptr(GPtrArray) events = new_events ();

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (ids != NULL || n_ids == 0, FALSE);

  for (guint i = 0; i < n_ids; i++)
    {
      const VdUnit *unit = find_unit (self, ids[i], error);
      g_autoptr(GError) local_error = NULL;
      VdOrderAnswer answer = { .names = TRUE };
      VdEvent *event;

      if (unit == NULL)
        return FALSE;
      if (unit->formation == formation)
        continue;
      event = order_event (vd_orders_formation (vd_document_get_table (self),
                                                vd_document_get_ruleset (self), unit->id,
                                                formation, &answer, &local_error),
                           &answer, &local_error);
      if (event == NULL)
        {
          /* Translators: a unit, then why it cannot take the formation. */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("%s: %s"),
                       vd_journal_unit_name (vd_document_get_table (self), unit->id),
                       local_error->message);
          return FALSE;
        }
      g_ptr_array_add (events, event);
    }
  if (events->len == 0)
    return TRUE;
  return vd_document_record_batch (self, g_steal_pointer (&events), error);
}

gboolean
vd_document_add_unit (VdDocument *self, const VdUnit *unit, GError **error)
{
  return vd_document_add_unit_with_commands (self, unit, NULL, error);
}

static const VdCommand *
find_command_in (const GPtrArray *commands, const char *id)
{
  for (guint i = 0; commands != NULL && i < commands->len; i++)
    {
      const VdCommand *command = g_ptr_array_index (commands, i);

      if (g_strcmp0 (command->id, id) == 0)
        return command;
    }
  return NULL;
}

/* The commands of COMMANDS above UNIT that TABLE lacks, from the highest down. A command
 * COMMANDS does not have either is left to the unit's event to refuse. */
static GPtrArray *
missing_commands (const VdTable *table, const VdUnit *unit, const GPtrArray *commands)
{
  GPtrArray *missing = g_ptr_array_new ();
  const char *id = unit->command;

  /* Each command once at most: a loop ends the walk, and the events say what is wrong. */
  while (id != NULL && commands != NULL && missing->len < commands->len &&
         vd_table_find_command (table, id) == NULL)
    {
      const VdCommand *command = find_command_in (commands, id);

      if (command == NULL)
        break;
      g_ptr_array_insert (missing, 0, (gpointer) command);
      id = command->parent;
    }
  return missing;
}

gboolean
vd_document_add_unit_with_commands (VdDocument *self, const VdUnit *unit,
                                    const GPtrArray *commands, GError **error)
{
  g_autoptr(GPtrArray) events = new_events ();
  g_autoptr(GPtrArray) missing = NULL;
  VdEvent *event;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (unit != NULL, FALSE);

  missing = missing_commands (vd_document_get_table (self), unit, commands);
  for (guint i = 0; i < missing->len; i++)
    {
      g_ptr_array_add (events, vd_orders_add_command (vd_document_get_table (self),
                                                      g_ptr_array_index (missing, i)));
    }
  event = vd_orders_add_unit (vd_document_get_table (self), unit);
  if (events->len == 0)
    return vd_document_record (self, event, error);
  /* The unit and its commands: one step of undo, all or nothing. */
  g_ptr_array_add (events, event);
  return vd_document_record_batch (self, g_steal_pointer (&events), error);
}

gboolean
vd_document_remove_units (VdDocument *self, const char * const *ids, guint n_ids, GError **error)
{
  g_autoptr(GPtrArray) events = new_events ();

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (ids != NULL || n_ids == 0, FALSE);

  for (guint i = 0; i < n_ids; i++)
    {
      if (find_unit (self, ids[i], error) == NULL)
        return FALSE;
      g_ptr_array_add (events, vd_orders_remove_unit (vd_document_get_table (self), ids[i]));
    }
  if (events->len == 0)
    return TRUE;
  return vd_document_record_batch (self, g_steal_pointer (&events), error);
}

gboolean
vd_document_set_unit_notes (VdDocument *self, const char *id, const char *notes, GError **error)
{
  const VdUnit *unit;
  VdUnit *copy;

  g_return_val_if_fail (VD_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  unit = find_unit (self, id, error);
  if (unit == NULL)
    return FALSE;
  if (notes != NULL && notes[0] == '\0')
    notes = NULL;
  if (g_strcmp0 (unit->notes, notes) == 0)
    return TRUE;
  copy = vd_unit_copy (unit);
  g_free (copy->notes);
  copy->notes = g_strdup (notes);
  /* The whole unit as it stands with its new notes: undone, saved and replayed as an edit. */
  return vd_document_record (self, edit_event (self, copy), error);
}
