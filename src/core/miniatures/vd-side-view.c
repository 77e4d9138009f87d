#include "vd-side-view.h"

#include "vd-journal.h"

struct _VdSideView
{
  gatomicrefcount   ref_count;
  char             *side;       /* NULL: the referee's view */
  GHashTable       *hidden;     /* unit ids (owned) of the enemies the side does not see */
  VdSightWitnesses *witnesses;  /* which unit sees each enemy, for the next view to follow */
};

/* SIDE's view from WITNESSES, worked out on SIGHT as it stands. */
static VdSideView *
view_from_witnesses (VdSight *sight, const char *side, VdSightWitnesses *witnesses)
{
  VdSideView *view = g_new0 (VdSideView, 1);
  g_autoptr(GHashTable) hidden = NULL;
  GHashTableIter iter;
  gpointer id;

  g_atomic_ref_count_init (&view->ref_count);
  view->side = g_strdup (side);
  view->witnesses = witnesses;
  view->hidden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* The engine's set borrows the table's ids; the view outlives a replaced table. */
  hidden = vd_sight_witnesses_hidden (witnesses, sight);
  g_hash_table_iter_init (&iter, hidden);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    g_hash_table_add (view->hidden, g_strdup (id));
  return view;
}

VdSideView *
vd_side_view_new (VdSight *sight, const char *side)
{
  VdSideView *view;

  if (side == NULL || side[0] == '\0')
    {
      view = g_new0 (VdSideView, 1);
      g_atomic_ref_count_init (&view->ref_count);
      return view;
    }
  g_return_val_if_fail (sight != NULL, vd_side_view_new (NULL, NULL));
  return view_from_witnesses (sight, side, vd_sight_witnesses_new (sight, side));
}

VdSideView *
vd_side_view_follow (VdSideView *before, VdSight *sight, const char *side)
{
  if (before == NULL || before->witnesses == NULL || side == NULL || side[0] == '\0'
      || g_strcmp0 (before->side, side) != 0)
    return vd_side_view_new (sight, side);
  g_return_val_if_fail (sight != NULL, vd_side_view_new (NULL, NULL));
  return view_from_witnesses (sight, side, vd_sight_witnesses_follow (sight, before->witnesses));
}

VdSideView *
vd_side_view_ref (VdSideView *view)
{
  g_return_val_if_fail (view != NULL, NULL);
  g_atomic_ref_count_inc (&view->ref_count);
  return view;
}

void
vd_side_view_unref (VdSideView *view)
{
  g_return_if_fail (view != NULL);
  if (!g_atomic_ref_count_dec (&view->ref_count))
    return;
  g_free (view->side);
  g_clear_pointer (&view->hidden, g_hash_table_unref);
  vd_sight_witnesses_free (view->witnesses);
  g_free (view);
}

const char *
vd_side_view_get_side (const VdSideView *view)
{
  return view != NULL ? view->side : NULL;
}

gboolean
vd_side_view_is_referee (const VdSideView *view)
{
  return view == NULL || view->side == NULL;
}

VdKnowledge
vd_side_view_knows_unit (const VdSideView *view, const VdUnit *unit)
{
  g_return_val_if_fail (unit != NULL, VD_KNOWS_NOTHING);

  if (vd_side_view_is_referee (view) || g_strcmp0 (unit->side, view->side) == 0)
    return VD_KNOWS_EVERYTHING;
  if (g_hash_table_contains (view->hidden, unit->id))
    return VD_KNOWS_NOTHING;
  return VD_KNOWS_APPEARANCE;
}

gboolean
vd_side_view_shows_unit (const VdSideView *view, const VdUnit *unit)
{
  return vd_side_view_knows_unit (view, unit) != VD_KNOWS_NOTHING;
}

gboolean
vd_side_view_knows_state (const VdSideView *view, const VdUnit *unit)
{
  return vd_side_view_knows_unit (view, unit) == VD_KNOWS_EVERYTHING;
}

gboolean
vd_side_view_knows_side (const VdSideView *view, const char *side)
{
  return vd_side_view_is_referee (view) || g_strcmp0 (side, view->side) == 0;
}

GHashTable *
vd_side_view_get_hidden (const VdSideView *view)
{
  return vd_side_view_is_referee (view) ? NULL : view->hidden;
}

/* The side of the unit ID at any point of BATTLE: on the table now, at the set-up, or as an
 * event of the journal brought it (a unit placed, then removed). */
static const char *
unit_side (VdBattle *battle, const char *id)
{
  const VdUnit *unit = vd_table_find_unit (vd_battle_get_current (battle), id);

  if (unit == NULL)
    unit = vd_table_find_unit (vd_battle_get_setup (battle), id);
  for (guint i = 0; unit == NULL && i < vd_battle_get_n_events (battle); i++)
    {
      const VdEvent *event = vd_battle_get_event (battle, i);

      if (event->unit != NULL && g_strcmp0 (event->unit->id, id) == 0)
        unit = event->unit;
    }
  return unit != NULL ? unit->side : NULL;
}

static gboolean
own_or_new (const VdSideView *view, VdBattle *battle, const char *id)
{
  const char *side = unit_side (battle, id);

  return side == NULL || g_strcmp0 (side, view->side) == 0;
}

/* Whether EVENT is about some unit or command at all, and all of them the side's own. */
static gboolean
is_about_own (const VdSideView *view, VdBattle *battle, const VdEvent *event, gboolean *about)
{
  *about = event->unit_id != NULL || event->unit != NULL || event->command != NULL;
  if (event->unit_id != NULL && g_strcmp0 (unit_side (battle, event->unit_id), view->side) != 0)
    return FALSE;
  /* An edited unit is the side's own before and after: no side takes over an enemy's. */
  if (event->unit != NULL && (g_strcmp0 (event->unit->side, view->side) != 0 ||
                              !own_or_new (view, battle, event->unit->id)))
    return FALSE;
  if (event->command != NULL && g_strcmp0 (event->command->side, view->side) != 0)
    return FALSE;
  return TRUE;
}

gboolean
vd_side_view_shows_event (const VdSideView *view, VdBattle *battle, const VdEvent *event)
{
  gboolean about;

  g_return_val_if_fail (battle != NULL && event != NULL, FALSE);

  return vd_side_view_is_referee (view) || is_about_own (view, battle, event, &about);
}

char *
vd_side_view_describe_event (const VdSideView *view, VdBattle *battle, const VdEvent *event)
{
  g_return_val_if_fail (battle != NULL && event != NULL, NULL);
  return vd_side_view_describe_event_on (view, battle, event, vd_battle_get_current (battle));
}

char *
vd_side_view_describe_event_on (const VdSideView *view, VdBattle *battle, const VdEvent *event,
                                const VdTable *before)
{
  VdRuleset *ruleset;
  gboolean with_note = FALSE;

  g_return_val_if_fail (battle != NULL && event != NULL, NULL);

  ruleset = vd_battle_get_ruleset (battle);
  if (!vd_side_view_shows_note (view, battle, event, &with_note))
    return NULL;
  return with_note ? vd_event_describe (event, before, ruleset)
                   : vd_event_describe_without_note (event, before, ruleset);
}

gboolean
vd_side_view_shows_note (const VdSideView *view, VdBattle *battle, const VdEvent *event,
                         gboolean *with_note)
{
  g_return_val_if_fail (battle != NULL && event != NULL && with_note != NULL, FALSE);

  *with_note = TRUE;
  if (vd_side_view_is_referee (view))
    return TRUE;
  return is_about_own (view, battle, event, with_note);
}

gboolean
vd_side_view_may_travel (const VdSideView *view)
{
  return vd_side_view_is_referee (view);
}
