#include <glib/gi18n.h>
#include <math.h>

#include "vd-journal.h"
#include "vd-unit-drag.h"

struct _VdUnitDrag
{
  VdMoveLayer *layer;        /* not owned: the view's */
  VdDocument  *document;     /* from the press until the drag is cleared */

  char        *unit_id;      /* the unit pressed */
  VdPoint      start_at;     /* where it stood */
  VdPoint      grab;         /* from its front-edge centre to the point pressed */
  gboolean     free;         /* Shift: placed where dropped, without the movement rules */
  gboolean     forced;       /* Ctrl: a forced march */
  GArray      *via;          /* VdPoint: the waypoints of the move so far (Space) */
  /* What the unit spent earlier this turn (vd-turn-limits.h), read at the press. */
  double       spent_share;
  double       spent_paces;
  GPtrArray   *group_ids;    /* char*: the other selected units, which go with it */
  GArray      *group_starts; /* VdPoint: where each of them stood */

  /* A drop refused by TURN alone: the unit, its points (VdPoint, the destination last), forced
   * march; NULL unit: none. */
  char        *refused_unit;
  GArray      *refused_points;
  gboolean     refused_forced;
};

/* Table files keep positions to a tenth of a millimetre, finer than anyone measures. */
static double
snap (double mm)
{
  return round (mm * 10) / 10;
}

static const VdUnit *
dragged_unit (VdUnitDrag *self)
{
  if (self->unit_id == NULL || self->document == NULL)
    return NULL;
  return vd_table_find_unit (vd_document_get_table (self->document), self->unit_id);
}

VdUnitDrag *
vd_unit_drag_new (VdMoveLayer *layer)
{
  VdUnitDrag *self = g_new0 (VdUnitDrag, 1);

  self->layer = layer;
  self->via = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  self->group_ids = g_ptr_array_new_with_free_func (g_free);
  self->group_starts = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  return self;
}

void
vd_unit_drag_free (VdUnitDrag *self)
{
  if (self == NULL)
    return;
  vd_unit_drag_clear (self);
  vd_unit_drag_forget_refused (self);
  g_array_unref (self->via);
  g_ptr_array_unref (self->group_ids);
  g_array_unref (self->group_starts);
  g_free (self);
}

/* The group: the other selected units of the table, in the table's order. */
static void
group_begin (VdUnitDrag *self, GHashTable *selection)
{
  VdTable *table = vd_document_get_table (self->document);

  if (selection == NULL || !g_hash_table_contains (selection, self->unit_id)
      || g_hash_table_size (selection) < 2)
    return;
  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (!g_hash_table_contains (selection, unit->id) || g_str_equal (unit->id, self->unit_id))
        continue;
      g_ptr_array_add (self->group_ids, g_strdup (unit->id));
      g_array_append_val (self->group_starts, unit->at);
    }
}

/* The group follows the unit, by OFFSET from where each stood. */
static void
group_follow (VdUnitDrag *self, VdPoint offset)
{
  VdTable *table = vd_document_get_table (self->document);

  for (guint i = 0; i < self->group_ids->len; i++)
    {
      const VdUnit *unit = vd_table_find_unit (table, g_ptr_array_index (self->group_ids, i));

      if (unit != NULL)
        vd_document_move_unit (self->document, unit,
                               vd_point_add (g_array_index (self->group_starts, VdPoint, i), offset));
    }
}

void
vd_unit_drag_press (VdUnitDrag *self, VdDocument *document, const VdUnit *unit, VdPoint pressed,
                    GHashTable *selection)
{
  const VdTurnState *turn;
  const VdTurnUnit *record;

  g_return_if_fail (self != NULL);
  g_return_if_fail (VD_IS_DOCUMENT (document));
  g_return_if_fail (unit != NULL);

  vd_unit_drag_clear (self);
  g_set_object (&self->document, document);
  self->unit_id = g_strdup (unit->id);
  self->start_at = unit->at;
  self->grab = vd_point_sub (pressed, unit->at);
  g_array_set_size (self->via, 0);
  turn = vd_document_get_turn_state (document);
  record = turn != NULL ? vd_turn_state_lookup (turn, unit->id) : NULL;
  self->spent_share = record != NULL ? record->spent_share : 0;
  self->spent_paces = record != NULL ? record->spent_paces : 0;
  group_begin (self, selection);
}

void
vd_unit_drag_start (VdUnitDrag *self, gboolean free)
{
  g_return_if_fail (self != NULL);
  self->free = free;
}

/* The move's points: the waypoints, then where the unit is now. */
static GArray *
move_points (VdUnitDrag *self, const VdUnit *unit)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (VdPoint));

  g_array_append_vals (points, self->via->data, self->via->len);
  g_array_append_val (points, unit->at);
  return points;
}

/* Measures the move again and shows it. */
static void
show_move (VdUnitDrag *self, const VdUnit *unit)
{
  g_autoptr(GArray) points = move_points (self, unit);
  VdMoveAnswer answer = { 0 };
  VdUnit before;

  /* The engine measures from the unit's `at`: a copy of it where it stood. */
  before = *unit;
  before.at = self->start_at;
  /* The readout shows what is left of the turn's allowance, not the whole of it. */
  if (vd_move_measure_in_turn (vd_document_get_table (self->document),
                               vd_document_get_ruleset (self->document), &before,
                               (const VdPoint *) points->data, points->len, self->forced,
                               NULL, self->spent_share, self->spent_paces, &answer, NULL))
    vd_move_layer_show_move (self->layer, unit, self->start_at,
                             (const VdPoint *) self->via->data, self->via->len, &answer,
                             vd_document_get_table (self->document),
                             vd_document_get_ruleset (self->document));
  vd_move_answer_clear (&answer);
}

/* The unit follows the pointer, so the sight overlay and a side's view follow it too. Unless
 * Shift placed it freely (setting up the table), it is drawn as a ghost there and the readout
 * tells what the move from where it stood costs by the rules. */
static void
follow (VdUnitDrag *self, const VdUnit *unit, VdPoint pointer)
{
  VdPoint at = vd_point_sub (pointer, self->grab);

  vd_document_move_unit (self->document, unit, vd_point (snap (at.x), snap (at.y)));
  /* Moved in place, or in a copy of its own if the table shared it. */
  if ((unit = dragged_unit (self)) == NULL)
    return;
  group_follow (self, vd_point_sub (unit->at, self->start_at));
  if (!self->free)
    show_move (self, unit);
}

void
vd_unit_drag_update (VdUnitDrag *self, VdPoint pointer, gboolean forced)
{
  const VdUnit *unit;

  g_return_if_fail (self != NULL);

  self->forced = forced;
  unit = dragged_unit (self);
  if (unit != NULL)
    follow (self, unit, pointer);
}

gboolean
vd_unit_drag_add_waypoint (VdUnitDrag *self)
{
  const VdUnit *unit;

  g_return_val_if_fail (self != NULL, FALSE);

  unit = dragged_unit (self);
  if (unit == NULL || self->free)
    return FALSE;
  g_array_append_val (self->via, unit->at);
  show_move (self, unit);
  return TRUE;
}

/* The group's move, all or nothing, its waypoints as offsets from where each unit stood. */
static char *
drop_group (VdUnitDrag *self, VdPoint destination)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GArray) via = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < self->via->len; i++)
    {
      VdPoint p = vd_point_sub (g_array_index (self->via, VdPoint, i), self->start_at);

      g_array_append_val (via, p);
    }
  group_follow (self, vd_point (0, 0));
  g_ptr_array_add (ids, self->unit_id);
  g_ptr_array_extend (ids, self->group_ids, NULL, NULL);
  if (!vd_document_move_units (self->document, (const char * const *) ids->pdata, ids->len,
                               vd_point_sub (destination, self->start_at),
                               (const VdPoint *) via->data, via->len, self->forced, self->free,
                               &error))
    return g_strdup (error->message);
  return NULL;
}

/* The unit's move by the rules; refused, why, and kept when the turn's limit alone refused it. */
static char *
drop_unit (VdUnitDrag *self, const VdUnit *unit, GArray *points)
{
  VdMoveAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  const VdMoveEffect *forbidding;
  g_autofree char *readout = NULL;
  char *text = NULL;

  if (vd_document_apply_move (self->document, unit, (const VdPoint *) points->data, points->len,
                              self->forced, &answer, &error))
    {
      vd_move_answer_clear (&answer);
      return NULL;
    }
  forbidding = answer.unit != NULL ? vd_move_answer_forbidding (&answer) : NULL;
  /* Refused by the turn's limit alone: the referee may allow it anyway. */
  if (forbidding != NULL && g_str_equal (forbidding->rule, VD_MOVE_TURN))
    {
      self->refused_unit = g_strdup (unit->id);
      self->refused_points = g_array_ref (points);
      self->refused_forced = self->forced;
    }
  if (answer.unit != NULL)
    {
      readout = vd_move_layer_format_answer (&answer, vd_document_get_table (self->document),
                                             vd_document_get_ruleset (self->document));
      /* Translators: the unit's name, then the readout of the move ("212 of 240 paces — not
       * allowed: MARSH-1 …"). */
      text = g_strdup_printf (_("%s stays: %s"),
                              vd_journal_unit_name (vd_document_get_table (self->document),
                                                    unit->id),
                              readout);
    }
  vd_move_answer_clear (&answer);
  return text != NULL ? text : g_strdup (error->message);
}

gboolean
vd_unit_drag_drop (VdUnitDrag *self, VdPoint pointer, char **message)
{
  const VdUnit *unit;
  g_autoptr(GArray) points = NULL;
  g_autoptr(GError) error = NULL;
  VdPoint destination;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (message != NULL && *message == NULL, FALSE);

  unit = dragged_unit (self);
  if (unit == NULL)
    return FALSE;
  follow (self, unit, pointer);
  vd_unit_drag_forget_refused (self);
  points = move_points (self, unit);
  destination = g_array_index (points, VdPoint, points->len - 1);
  /* The drag moved the unit for the eye; the journal records the move from where it stood. */
  vd_document_move_unit (self->document, unit, self->start_at);
  if (vd_unit_drag_moves_group (self))
    *message = drop_group (self, destination);
  else if (self->free)
    {
      if (!vd_document_place_unit (self->document, unit, destination, &error))
        *message = g_strdup (error->message);
    }
  else
    *message = drop_unit (self, unit, points);
  return TRUE;
}

gboolean
vd_unit_drag_restore (VdUnitDrag *self)
{
  const VdUnit *unit;

  g_return_val_if_fail (self != NULL, FALSE);

  unit = dragged_unit (self);
  if (unit == NULL)
    return FALSE;
  vd_document_move_unit (self->document, unit, self->start_at);
  group_follow (self, vd_point (0, 0));
  return TRUE;
}

void
vd_unit_drag_clear (VdUnitDrag *self)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->unit_id, g_free);
  g_clear_object (&self->document);
  g_ptr_array_set_size (self->group_ids, 0);
  g_array_set_size (self->group_starts, 0);
  self->free = FALSE;
  self->forced = FALSE;
}

const char *
vd_unit_drag_get_unit (VdUnitDrag *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->unit_id;
}

gboolean
vd_unit_drag_get_free (VdUnitDrag *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->free;
}

gboolean
vd_unit_drag_moves_group (VdUnitDrag *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->group_ids->len > 0;
}

gboolean
vd_unit_drag_has_refused (VdUnitDrag *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->refused_unit != NULL;
}

gboolean
vd_unit_drag_allow_refused (VdUnitDrag *self, VdDocument *document, GError **error)
{
  g_autofree char *unit_id = NULL;
  g_autoptr(GArray) points = NULL;
  VdMoveAnswer answer = { 0 };
  const VdUnit *unit;
  gboolean ok;

  g_return_val_if_fail (self != NULL, FALSE);

  unit_id = g_steal_pointer (&self->refused_unit);
  points = g_steal_pointer (&self->refused_points);
  unit = unit_id != NULL && document != NULL
         ? vd_table_find_unit (vd_document_get_table (document), unit_id) : NULL;
  if (unit == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("There is no refused move to allow"));
      return FALSE;
    }
  ok = vd_document_apply_move_in_turn (document, unit, (const VdPoint *) points->data,
                                       points->len, self->refused_forced, TRUE, &answer, error);
  vd_move_answer_clear (&answer);
  return ok;
}

void
vd_unit_drag_forget_refused (VdUnitDrag *self)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->refused_unit, g_free);
  g_clear_pointer (&self->refused_points, g_array_unref);
}
