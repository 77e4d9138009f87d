#include "vd-losses.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-table-sides.h"
#include "vd-roster.h"

static const char * const loss_state_names[VD_N_LOSS_STATES] = { "steady", "shaken", "broken" };

const char *
vd_loss_state_to_string (VdLossState state)
{
  g_return_val_if_fail (state < VD_N_LOSS_STATES, NULL);
  return loss_state_names[state];
}

VdLossTotals
vd_loss_totals (int start, int casualties, VdLossThresholds thresholds, const char *kind)
{
  VdLossTotals totals = { 0 };

  totals.start = start;
  totals.casualties = casualties;
  totals.current = start - casualties;
  totals.percent = start > 0 ? casualties * 100.0 / start : 0;
  totals.threshold = NAN;
  totals.has_state = !isnan (thresholds.shaken) && !isnan (thresholds.broken);
  if (!totals.has_state)
    return totals;
  totals.threshold_kind = g_strdup (kind);
  /* Compared without dividing, so 25 % of 100 figures is exactly at a 25 % threshold. */
  if (start > 0 && casualties * 100.0 >= thresholds.broken * start)
    {
      totals.state = VD_LOSS_BROKEN;
      totals.threshold = thresholds.broken;
    }
  else if (start > 0 && casualties * 100.0 >= thresholds.shaken * start)
    {
      totals.state = VD_LOSS_SHAKEN;
      totals.threshold = thresholds.shaken;
    }
  else
    {
      totals.state = VD_LOSS_STEADY;
      totals.threshold = thresholds.shaken;
    }
  return totals;
}

void
vd_loss_totals_clear (VdLossTotals *totals)
{
  g_clear_pointer (&totals->threshold_kind, g_free);
}

static void
unit_losses_free (VdUnitLosses *losses)
{
  g_free (losses->id);
  g_free (losses->name);
  g_free (losses->side);
  g_free (losses->command);
  g_free (losses->morale);
  vd_loss_totals_clear (&losses->totals);
  g_free (losses);
}

static void
command_losses_free (VdCommandLosses *losses)
{
  g_free (losses->id);
  g_free (losses->name);
  g_free (losses->kind);
  g_free (losses->side);
  g_free (losses->parent);
  vd_loss_totals_clear (&losses->totals);
  g_free (losses);
}

void
vd_loss_report_free (VdLossReport *report)
{
  if (report == NULL)
    return;
  g_ptr_array_unref (report->units);
  g_ptr_array_unref (report->commands);
  g_ptr_array_unref (report->sides);
  g_free (report);
}

static VdUnitLosses *
unit_losses_new (const VdUnit *unit, gboolean destroyed, const VdMoraleRules *rules)
{
  VdUnitLosses *losses = g_new0 (VdUnitLosses, 1);
  const VdMoraleState *first = vd_morale_rules_default_state (rules);

  losses->destroyed = destroyed;
  losses->id = g_strdup (unit->id);
  losses->name = g_strdup (unit->name);
  losses->side = g_strdup (unit->side);
  losses->command = g_strdup (unit->command);
  losses->officer = unit->arm == VD_ARM_OFFICER;
  if (unit->morale != NULL)
    {
      losses->morale = g_strdup (unit->morale);
      losses->morale_state = vd_morale_rules_find_state (rules, unit->morale);
    }
  else if (first != NULL)
    {
      losses->morale = g_strdup (first->id);
      losses->morale_state = first;
    }
  losses->totals = vd_loss_totals (unit->figures, unit->casualties, rules->units, NULL);
  return losses;
}

/* Figures and casualties summed while the report is built. */
typedef struct {
  int   start;
  int   casualties;
  guint n_units;
  guint n_officers;
} Sums;

static void
add_unit (Sums *sums, const VdUnit *unit)
{
  /* An officer is a figure on the table but not a soldier of the totals. */
  if (unit->arm == VD_ARM_OFFICER)
    {
      sums->n_officers++;
      return;
    }
  sums->start += unit->figures;
  sums->casualties += unit->casualties;
  sums->n_units++;
}

static VdCommandLosses *
command_losses_new (const char *id, const char *name, const char *kind, const char *side,
                    const char *parent, const Sums *sums, const VdMoraleRules *rules)
{
  VdCommandLosses *losses = g_new0 (VdCommandLosses, 1);
  const char *applied = NULL;
  VdLossThresholds thresholds = vd_morale_rules_thresholds (rules, kind, &applied);

  losses->id = g_strdup (id);
  losses->name = g_strdup (name != NULL ? name : id);
  losses->kind = g_strdup (kind);
  losses->side = g_strdup (side);
  losses->parent = g_strdup (parent);
  losses->n_units = sums->n_units;
  losses->n_officers = sums->n_officers;
  losses->totals = vd_loss_totals (sums->start, sums->casualties, thresholds, applied);
  return losses;
}

/* Adds UNIT to its command and every command above it, each once even if the parents loop. */
static void
add_to_commands (const VdTable *table, GHashTable *index, Sums *sums, const VdUnit *unit)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const char *id = unit->command;

  while (id != NULL && g_hash_table_contains (index, id) && !g_hash_table_contains (seen, id))
    {
      guint at = GPOINTER_TO_UINT (g_hash_table_lookup (index, id));
      const VdCommand *command = g_ptr_array_index (table->commands, at);

      g_hash_table_add (seen, (gpointer) id);
      add_unit (&sums[at], unit);
      id = command->parent;
    }
}

VdLossReport *
vd_loss_report_new (const VdTable *table, const VdMoraleRules *rules)
{
  VdLossReport *report = g_new0 (VdLossReport, 1);
  g_autoptr(GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) sides = vd_table_list_sides (table);
  guint n_commands = table->commands != NULL ? table->commands->len : 0;
  g_autofree Sums *command_sums = g_new0 (Sums, n_commands + 1);
  g_autofree Sums *side_sums = g_new0 (Sums, g_strv_length (sides) + 1);
  const char *side_kind = "side";

  report->units = g_ptr_array_new_with_free_func ((GDestroyNotify) unit_losses_free);
  report->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) command_losses_free);
  report->sides = g_ptr_array_new_with_free_func ((GDestroyNotify) command_losses_free);

  for (guint i = 0; i < n_commands; i++)
    g_hash_table_insert (index, ((VdCommand *) g_ptr_array_index (table->commands, i))->id,
                         GUINT_TO_POINTER (i));
  /* The units on the table, then those destroyed (RIVER-2, HOUSE-10): all their figures lost. */
  for (guint i = 0; i < table->units->len + table->destroyed->len; i++)
    {
      gboolean destroyed = i >= table->units->len;
      const VdUnit *unit = destroyed
                             ? g_ptr_array_index (table->destroyed, i - table->units->len)
                             : g_ptr_array_index (table->units, i);

      g_ptr_array_add (report->units, unit_losses_new (unit, destroyed, rules));
      add_to_commands (table, index, command_sums, unit);
      for (guint s = 0; sides[s] != NULL; s++)
        if (g_str_equal (sides[s], unit->side))
          add_unit (&side_sums[s], unit);
    }
  for (guint i = 0; i < n_commands; i++)
    {
      const VdCommand *command = g_ptr_array_index (table->commands, i);

      g_ptr_array_add (report->commands,
                       command_losses_new (command->id, command->name, command->kind,
                                           command->side, command->parent, &command_sums[i],
                                           rules));
    }
  for (guint s = 0; sides[s] != NULL; s++)
    {
      /* The side as the table names it (`sides:`), as the app shows it. */
      g_autofree char *name = vd_table_side_name (table, sides[s]);

      g_ptr_array_add (report->sides, command_losses_new (sides[s], name, side_kind, sides[s],
                                                          NULL, &side_sums[s], rules));
    }
  return report;
}

const VdUnitLosses *
vd_loss_report_find_unit (const VdLossReport *report, const char *id)
{
  for (guint i = 0; i < report->units->len; i++)
    {
      const VdUnitLosses *losses = g_ptr_array_index (report->units, i);

      if (g_str_equal (losses->id, id))
        return losses;
    }
  return NULL;
}

static const VdCommandLosses *
find_in (const GPtrArray *array, const char *id)
{
  for (guint i = 0; i < array->len; i++)
    {
      const VdCommandLosses *losses = g_ptr_array_index (array, i);

      if (g_str_equal (losses->id, id))
        return losses;
    }
  return NULL;
}

const VdCommandLosses *
vd_loss_report_find_command (const VdLossReport *report, const char *id)
{
  return find_in (report->commands, id);
}

const VdCommandLosses *
vd_loss_report_find_side (const VdLossReport *report, const char *side)
{
  return find_in (report->sides, side);
}

/* Losses per turn */

typedef struct {
  guint side;
  int   turn;
  int   figures;
} LossRecord;

/* The figures EVENT costs its unit's side: a loss, or a unit destroyed (RIVER-2, HOUSE-10). */
static gboolean
event_figures (const VdEvent *event, int *figures)
{
  *figures = event->figures;
  return event->kind == VD_EVENT_LOSS || event->kind == VD_EVENT_DESTROY ||
         (event->kind == VD_EVENT_RECOIL && event->destroyed);
}

static guint
side_index (GPtrArray *sides, const char *side)
{
  for (guint i = 0; i < sides->len; i++)
    if (g_str_equal (g_ptr_array_index (sides, i), side))
      return i;
  g_ptr_array_add (sides, g_strdup (side));
  return sides->len - 1;
}

void
vd_turn_losses_free (VdTurnLosses *losses)
{
  if (losses == NULL)
    return;
  g_strfreev (losses->sides);
  g_free (losses->figures);
  g_free (losses->points_lost);
  g_free (losses);
}

VdTurnLosses *
vd_turn_losses_new (const VdTable *setup, guint n_events, GError **error)
{
  g_autoptr(GHashTable) unit_sides = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                            g_free);
  g_autoptr(GHashTable) officers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) sides = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) records = g_array_new (FALSE, FALSE, sizeof (LossRecord));
  g_autoptr(GArray) points = g_array_new (FALSE, TRUE, sizeof (double));
  g_auto(GStrv) setup_sides = vd_table_list_sides (setup);
  guint n = setup->journal != NULL ? MIN (n_events, setup->journal->len) : 0;
  VdTurnLosses *losses;
  int first = setup->turn, last = setup->turn;
  guint n_turns;

  for (guint s = 0; setup_sides[s] != NULL; s++)
    side_index (sides, setup_sides[s]);
  for (guint i = 0; i < setup->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (setup->units, i);

      g_hash_table_replace (unit_sides, g_strdup (unit->id), g_strdup (unit->side));
      if (unit->arm == VD_ARM_OFFICER)
        g_hash_table_add (officers, g_strdup (unit->id));
    }

  for (guint i = 0; i < n; i++)
    {
      const VdEvent *event = g_ptr_array_index (setup->journal, i);
      const char *side;
      int figures;

      first = MIN (first, event->turn);
      last = MAX (last, event->turn);
      switch (event->kind)
        {
        case VD_EVENT_ADD_UNIT:
        case VD_EVENT_EDIT_UNIT:
          if (event->unit != NULL)
            {
              g_hash_table_replace (unit_sides, g_strdup (event->unit->id),
                                    g_strdup (event->unit->side));
              if (event->unit->arm == VD_ARM_OFFICER)
                g_hash_table_add (officers, g_strdup (event->unit->id));
              else
                g_hash_table_remove (officers, event->unit->id);
            }
          break;
        case VD_EVENT_END_TURN:
          last = MAX (last, event->turn + 1);
          break;
        case VD_EVENT_FIRE:
          /* HOUSE-10: the side that set the village on fire loses half its points. */
          if (event->side != NULL && event->points_lost > 0)
            {
              guint at = side_index (sides, event->side);

              g_array_set_size (points, sides->len);
              g_array_index (points, double, at) += event->points_lost;
            }
          break;
        case VD_EVENT_LOSS:
        case VD_EVENT_RECOIL:
        case VD_EVENT_DESTROY:
          if (!event_figures (event, &figures))
            break;
          side = event->unit_id != NULL ? g_hash_table_lookup (unit_sides, event->unit_id) : NULL;
          if (side == NULL)
            {
              g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                           /* Translators: "event 7: a loss of unknown unit “fr-9”" */
                           _("event %u: a loss of unknown unit “%s”"), i + 1,
                           event->unit_id != NULL ? event->unit_id : "");
              return NULL;
            }
          /* An officer lost is no figure of the troops' losses. */
          if (g_hash_table_contains (officers, event->unit_id))
            break;
          g_array_append_val (records, ((LossRecord) { side_index (sides, side), event->turn,
                                                       figures }));
          break;
        default:
          break;
        }
    }

  losses = g_new0 (VdTurnLosses, 1);
  losses->first_turn = first;
  losses->last_turn = last;
  losses->n_sides = sides->len;
  n_turns = (guint) (last - first + 1);
  losses->figures = g_new0 (int, MAX (1, losses->n_sides * n_turns));
  for (guint i = 0; i < records->len; i++)
    {
      const LossRecord *r = &g_array_index (records, LossRecord, i);

      losses->figures[r->side * n_turns + (guint) (r->turn - first)] += r->figures;
    }
  g_array_set_size (points, MAX (sides->len, 1));
  losses->points_lost = (double *) g_array_free (g_steal_pointer (&points), FALSE);
  g_ptr_array_add (sides, NULL);
  losses->sides = (char **) g_ptr_array_steal (sides, NULL);
  return losses;
}

static int
find_side (const VdTurnLosses *losses, const char *side)
{
  for (guint i = 0; i < losses->n_sides; i++)
    if (g_str_equal (losses->sides[i], side))
      return (int) i;
  return -1;
}

int
vd_turn_losses_get (const VdTurnLosses *losses, const char *side, int turn)
{
  int s = find_side (losses, side);
  guint n_turns = (guint) (losses->last_turn - losses->first_turn + 1);

  if (s < 0 || turn < losses->first_turn || turn > losses->last_turn)
    return 0;
  return losses->figures[(guint) s * n_turns + (guint) (turn - losses->first_turn)];
}

double
vd_turn_losses_points_lost (const VdTurnLosses *losses, const char *side)
{
  int s = find_side (losses, side);

  return s < 0 ? 0 : losses->points_lost[s];
}

int
vd_turn_losses_cumulative (const VdTurnLosses *losses, const char *side, int turn)
{
  int sum = 0;

  for (int t = losses->first_turn; t <= MIN (turn, losses->last_turn); t++)
    sum += vd_turn_losses_get (losses, side, t);
  return sum;
}
