#include "vd-journal.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-journal-private.h"
#include "vd-table-private.h"

/* The events themselves: making, copying, comparing, naming and replaying them. Describing
 * one is vd-journal-describe.c, applying one vd-journal-apply.c, reading and writing them
 * vd-journal-io.c. */

static const char * const kind_names[VD_N_EVENT_KINDS] = {
  [VD_EVENT_MOVE] = "move",
  [VD_EVENT_FORMATION] = "formation",
  [VD_EVENT_FACE] = "face",
  [VD_EVENT_CONDITIONS] = "conditions",
  [VD_EVENT_LOSS] = "loss",
  [VD_EVENT_MORALE] = "morale",
  [VD_EVENT_REVEAL] = "reveal",
  [VD_EVENT_BOMBARD] = "bombard",
  [VD_EVENT_REPAIR] = "repair",
  [VD_EVENT_FIRE] = "fire",
  [VD_EVENT_END_TURN] = "end-turn",
  [VD_EVENT_ADD_UNIT] = "add-unit",
  [VD_EVENT_REMOVE_UNIT] = "remove-unit",
  [VD_EVENT_EDIT_UNIT] = "edit-unit",
  [VD_EVENT_ADD_FEATURE] = "add-feature",
  [VD_EVENT_REMOVE_FEATURE] = "remove-feature",
  [VD_EVENT_EDIT_FEATURE] = "edit-feature",
  [VD_EVENT_ADD_COMMAND] = "add-command",
  [VD_EVENT_RECOIL] = "recoil",
  [VD_EVENT_DESTROY] = "destroy",
  [VD_EVENT_DECLARE_FIRE] = "declare-fire",
  [VD_EVENT_DECLARE_CHARGE] = "declare-charge",
  [VD_EVENT_START] = "start",
  [VD_EVENT_NAME_SIDE] = "name-side",
  [VD_EVENT_SET_READING] = "set-reading",
};

gboolean
vd_event_is_setup (const VdEvent *event)
{
  switch (event->kind)
    {
    case VD_EVENT_ADD_UNIT:
    case VD_EVENT_REMOVE_UNIT:
    case VD_EVENT_EDIT_UNIT:
    case VD_EVENT_ADD_FEATURE:
    case VD_EVENT_REMOVE_FEATURE:
    case VD_EVENT_EDIT_FEATURE:
    case VD_EVENT_ADD_COMMAND:
    case VD_EVENT_NAME_SIDE:
    case VD_EVENT_SET_READING:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
vd_journal_started (const GPtrArray *journal, guint n)
{
  g_return_val_if_fail (journal != NULL, FALSE);

  n = MIN (n, journal->len);
  for (guint i = 0; i < n; i++)
    if (!vd_event_is_setup (g_ptr_array_index (journal, i)))
      return TRUE;
  return FALSE;
}

const char *
vd_event_kind_to_string (VdEventKind kind)
{
  g_return_val_if_fail (kind < VD_N_EVENT_KINDS, NULL);
  return kind_names[kind];
}

gboolean
vd_event_kind_from_string (const char *s, VdEventKind *out)
{
  for (int k = 0; k < VD_N_EVENT_KINDS; k++)
    if (g_strcmp0 (kind_names[k], s) == 0)
      {
        *out = (VdEventKind) k;
        return TRUE;
      }
  return FALSE;
}

char *
vd_event_kind_list (void)
{
  GString *list = g_string_new (NULL);

  for (int k = 0; k < VD_N_EVENT_KINDS; k++)
    g_string_append_printf (list, "%s%s", k > 0 ? ", " : "", kind_names[k]);
  return g_string_free (list, FALSE);
}

VdEvent *
vd_event_new (VdEventKind kind, int turn)
{
  VdEvent *event = g_new0 (VdEvent, 1);

  g_return_val_if_fail (kind < VD_N_EVENT_KINDS, NULL);
  event->kind = kind;
  event->turn = turn;
  event->via = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  event->damage = g_array_new (FALSE, FALSE, sizeof (VdStretch));
  return event;
}

VdEvent *
vd_event_copy (const VdEvent *event)
{
  VdEvent *copy = g_memdup2 (event, sizeof *event);

  copy->time = g_strdup (event->time);
  copy->unit_id = g_strdup (event->unit_id);
  copy->feature_id = g_strdup (event->feature_id);
  copy->target_id = g_strdup (event->target_id);
  copy->note = g_strdup (event->note);
  copy->overridden = g_strdup (event->overridden);
  copy->state = g_strdup (event->state);
  copy->rule = g_strdup (event->rule);
  copy->side = g_strdup (event->side);
  copy->name.en = g_strdup (event->name.en);
  copy->name.fr = g_strdup (event->name.fr);
  copy->reading = g_strdup (event->reading);
  copy->option = g_strdup (event->option);
  copy->via = g_array_copy (event->via);
  copy->damage = g_array_copy (event->damage);
  copy->unit = event->unit != NULL ? vd_unit_copy (event->unit) : NULL;
  copy->feature = event->feature != NULL ? vd_feature_copy (event->feature) : NULL;
  copy->command = event->command != NULL ? vd_command_copy (event->command) : NULL;
  return copy;
}

void
vd_event_free (VdEvent *event)
{
  if (event == NULL)
    return;
  g_free (event->time);
  g_free (event->unit_id);
  g_free (event->feature_id);
  g_free (event->target_id);
  g_free (event->note);
  g_free (event->overridden);
  g_free (event->state);
  g_free (event->rule);
  g_free (event->side);
  vd_text_clear (&event->name);
  g_free (event->reading);
  g_free (event->option);
  g_array_unref (event->via);
  g_array_unref (event->damage);
  vd_unit_free (event->unit);
  vd_feature_free (event->feature);
  vd_command_free (event->command);
  g_free (event);
}

static gboolean
points_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!vd_point_equal (g_array_index (a, VdPoint, i), g_array_index (b, VdPoint, i)))
      return FALSE;
  return TRUE;
}

static gboolean
stretches_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const VdStretch *sa = &g_array_index (a, VdStretch, i);
      const VdStretch *sb = &g_array_index (b, VdStretch, i);

      if (sa->from != sb->from || sa->to != sb->to || sa->state != sb->state)
        return FALSE;
    }
  return TRUE;
}

static gboolean
units_equal (const VdUnit *a, const VdUnit *b)
{
  return (a == NULL || b == NULL) ? a == b : vd_unit_equal (a, b);
}

static gboolean
features_equal (const VdFeature *a, const VdFeature *b)
{
  return (a == NULL || b == NULL) ? a == b : vd_feature_equal (a, b);
}

static gboolean
commands_equal (const VdCommand *a, const VdCommand *b)
{
  return (a == NULL || b == NULL) ? a == b : vd_command_equal (a, b);
}

/* Only what the file stores for the kind counts, so an event equals itself read back. */
gboolean
vd_event_equal (const VdEvent *a, const VdEvent *b)
{
  if (a->kind != b->kind || a->turn != b->turn || g_strcmp0 (a->time, b->time) != 0 ||
      g_strcmp0 (a->note, b->note) != 0 || a->batch != b->batch ||
      g_strcmp0 (a->overridden, b->overridden) != 0)
    return FALSE;
  switch (a->kind)
    {
    case VD_EVENT_MOVE:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 && vd_point_equal (a->at, b->at) &&
             points_equal (a->via, b->via) && !a->forced == !b->forced &&
             a->conditions == b->conditions && !a->revealed == !b->revealed;
    case VD_EVENT_FORMATION:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 && a->formation == b->formation &&
             a->frontage == b->frontage && a->depth == b->depth &&
             g_strcmp0 (a->rule, b->rule) == 0;
    case VD_EVENT_FACE:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 && a->facing == b->facing;
    case VD_EVENT_CONDITIONS:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 && a->conditions == b->conditions;
    case VD_EVENT_LOSS:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 && a->figures == b->figures;
    case VD_EVENT_MORALE:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 && g_strcmp0 (a->state, b->state) == 0;
    case VD_EVENT_REVEAL:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 && !a->revealed == !b->revealed;
    case VD_EVENT_BOMBARD:
    case VD_EVENT_REPAIR:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 &&
             g_strcmp0 (a->feature_id, b->feature_id) == 0 &&
             stretches_equal (a->damage, b->damage) && g_strcmp0 (a->rule, b->rule) == 0 &&
             !a->has_aim == !b->has_aim && (!a->has_aim || vd_point_equal (a->aim, b->aim)) &&
             a->affected == b->affected;
    case VD_EVENT_FIRE:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 &&
             g_strcmp0 (a->feature_id, b->feature_id) == 0 && a->die == b->die &&
             !a->burning == !b->burning && g_strcmp0 (a->side, b->side) == 0 &&
             a->points_lost == b->points_lost;
    case VD_EVENT_RECOIL:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 &&
             g_strcmp0 (a->feature_id, b->feature_id) == 0 && vd_point_equal (a->at, b->at) &&
             points_equal (a->via, b->via) && a->conditions == b->conditions &&
             !a->revealed == !b->revealed && !a->destroyed == !b->destroyed &&
             a->figures == b->figures && g_strcmp0 (a->rule, b->rule) == 0;
    case VD_EVENT_DESTROY:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 &&
             g_strcmp0 (a->feature_id, b->feature_id) == 0 && a->figures == b->figures &&
             g_strcmp0 (a->rule, b->rule) == 0;
    case VD_EVENT_DECLARE_FIRE:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 &&
             g_strcmp0 (a->target_id, b->target_id) == 0;
    case VD_EVENT_DECLARE_CHARGE:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0 &&
             g_strcmp0 (a->target_id, b->target_id) == 0 && vd_point_equal (a->at, b->at) &&
             points_equal (a->via, b->via) && a->conditions == b->conditions;
    case VD_EVENT_ADD_UNIT:
    case VD_EVENT_EDIT_UNIT:
      return units_equal (a->unit, b->unit);
    case VD_EVENT_REMOVE_UNIT:
      return g_strcmp0 (a->unit_id, b->unit_id) == 0;
    case VD_EVENT_ADD_FEATURE:
    case VD_EVENT_EDIT_FEATURE:
      return features_equal (a->feature, b->feature);
    case VD_EVENT_REMOVE_FEATURE:
      return g_strcmp0 (a->feature_id, b->feature_id) == 0;
    case VD_EVENT_ADD_COMMAND:
      return commands_equal (a->command, b->command);
    case VD_EVENT_NAME_SIDE:
      return g_strcmp0 (a->side, b->side) == 0 && g_strcmp0 (a->name.en, b->name.en) == 0 &&
             g_strcmp0 (a->name.fr, b->name.fr) == 0;
    case VD_EVENT_SET_READING:
      return g_strcmp0 (a->reading, b->reading) == 0 && g_strcmp0 (a->option, b->option) == 0;
    case VD_EVENT_END_TURN:
    case VD_EVENT_START:
    case VD_N_EVENT_KINDS:
    default:
      return TRUE;
    }
}

const char *
vd_event_get_unit_id (const VdEvent *event)
{
  if ((event->kind == VD_EVENT_ADD_UNIT || event->kind == VD_EVENT_EDIT_UNIT) &&
      event->unit != NULL)
    return event->unit->id;
  return event->unit_id;
}

const char *
vd_event_get_feature_id (const VdEvent *event)
{
  if ((event->kind == VD_EVENT_ADD_FEATURE || event->kind == VD_EVENT_EDIT_FEATURE) &&
      event->feature != NULL)
    return event->feature->id;
  return event->feature_id;
}

VdTable *
vd_journal_fold_setup (const VdTable *setup, const VdRuleset *ruleset, guint n, guint *n_folded,
                       GError **error)
{
  g_autoptr(VdTable) folded = NULL;
  guint k = 0;

  g_return_val_if_fail (setup != NULL && setup->journal != NULL && ruleset != NULL, NULL);
  g_return_val_if_fail (n_folded != NULL, NULL);

  *n_folded = 0;
  n = MIN (n, setup->journal->len);
  while (k < n && vd_event_is_setup (g_ptr_array_index (setup->journal, k)))
    k++;
  if (k == 0)
    return NULL;
  folded = vd_table_copy_without_journal (setup);
  for (guint i = 0; i < k; i++)
    if (!vd_event_apply (g_ptr_array_index (setup->journal, i), folded, ruleset, error))
      return NULL;
  for (guint i = k; i < setup->journal->len; i++)
    g_ptr_array_add (folded->journal, vd_event_copy (g_ptr_array_index (setup->journal, i)));
  *n_folded = k;
  return g_steal_pointer (&folded);
}

/* The replay, telling which event failed (its index in *FAILED) with ITS error unchanged. */
static VdTable *
replay (const VdTable *setup, const VdRuleset *ruleset, guint n, guint *failed, GError **error)
{
  g_autoptr(VdTable) table = NULL;

  g_return_val_if_fail (setup != NULL && ruleset != NULL, NULL);

  table = vd_table_copy_without_journal (setup);
  n = MIN (n, setup->journal->len);
  /* The copy is ours alone: lookups by id in constant time, so a replay stays linear. */
  vd_table_build_index (table);
  for (guint i = 0; i < n; i++)
    if (!vd_event_apply (g_ptr_array_index (setup->journal, i), table, ruleset, error))
      {
        *failed = i;
        return NULL;
      }
  vd_table_drop_index (table);
  return g_steal_pointer (&table);
}

VdTable *
vd_journal_replay (const VdTable *setup, const VdRuleset *ruleset, guint n, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  guint failed = 0;
  VdTable *table = replay (setup, ruleset, n, &failed, &local_error);
  const VdEvent *event;

  if (table != NULL)
    return table;
  event = g_ptr_array_index (setup->journal, failed);
  if (event->pos.line > 0)
    /* Translators: "event 3 (loss, line 40): unit “fr-1” cannot lose …". */
    g_set_error (error, VD_ERROR, local_error->code, _("event %u (%s, line %u): %s"), failed + 1,
                 vd_event_kind_to_string (event->kind), event->pos.line, local_error->message);
  else
    g_set_error (error, VD_ERROR, local_error->code, _("event %u (%s): %s"), failed + 1,
                 vd_event_kind_to_string (event->kind), local_error->message);
  return NULL;
}

gboolean
vd_journal_check (const VdTable *setup, const VdRuleset *ruleset, const char *file,
                  GError **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(VdTable) table = NULL;
  guint failed = 0;

  table = replay (setup, ruleset, G_MAXUINT, &failed, &local_error);
  if (table == NULL)
    {
      const VdEvent *event = g_ptr_array_index (setup->journal, failed);

      vd_set_error_at (error, VD_ERROR_INVALID, file, event->pos.line, event->pos.column,
                       _("event %u (%s): %s"), failed + 1, vd_event_kind_to_string (event->kind),
                       local_error->message);
      return FALSE;
    }
  return TRUE;
}
