#include "vd-orders.h"
#include "vd-orders-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-formation.h"
#include "vd-morale-rules.h"
#include "vd-village-fire.h"
#include "vd-yaml-writer.h"

/* Orders into complete events: each function checks the order by its engine on the battle as it
 * stands, and builds the event a file keeps of it. Nothing here changes the caller's table. */

static char *pinned_time;

void
vd_orders_set_clock (const char *time)
{
  g_free (pinned_time);
  pinned_time = g_strdup (time);
}

char *
vd_orders_now (void)
{
  const char *env = g_getenv ("VEDETTE_TEST_TIME");
  g_autoptr(GDateTime) now = NULL;

  if (pinned_time != NULL)
    return g_strdup (pinned_time);
  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  now = g_date_time_new_now_utc ();
  /* By hand: g_date_time_format reads the locale's names for a format that needs none. */
  return g_strdup_printf ("%04d-%02d-%02dT%02d:%02d:%02dZ", g_date_time_get_year (now),
                          g_date_time_get_month (now), g_date_time_get_day_of_month (now),
                          g_date_time_get_hour (now), g_date_time_get_minute (now),
                          g_date_time_get_second (now));
}

/* Every event made here: the table's turn and the one clock. */
VdEvent *
vd_orders_new_event (VdEventKind kind, const VdTable *table, const char *unit_id)
{
  VdEvent *event = vd_event_new (kind, table->turn);

  event->time = vd_orders_now ();
  event->unit_id = g_strdup (unit_id);
  return event;
}

static void
clear_reason (gpointer data)
{
  g_free (((VdOrderReason *) data)->by);
}

static void
add_reason (VdOrderAnswer *answer, const char *rule, const char *by)
{
  VdOrderReason reason = { rule, g_strdup (by) };

  g_array_append_val (answer->reasons, reason);
}

/* Every order starts from a fresh answer (one from an earlier call is cleared), its input kept. */
static void
begin (VdOrderAnswer *answer)
{
  gboolean names = answer->names;

  vd_order_answer_clear (answer);
  answer->names = names;
  answer->reasons = g_array_new (FALSE, TRUE, sizeof (VdOrderReason));
  g_array_set_clear_func (answer->reasons, clear_reason);
}

/* A refusal: reason RULE by BY (when RULE is not NULL), and why for people. */
static gboolean
refuse (VdOrderAnswer *answer, const char *rule, const char *by, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

static gboolean
refuse (VdOrderAnswer *answer, const char *rule, const char *by, const char *format, ...)
{
  va_list args;

  if (rule != NULL)
    add_reason (answer, rule, by);
  answer->legal = FALSE;
  g_clear_pointer (&answer->event, vd_event_free);
  g_clear_error (&answer->refusal);
  va_start (args, format);
  answer->refusal = g_error_new_valist (VD_ERROR, VD_ERROR_ARGUMENT, format, args);
  va_end (args);
  return TRUE;
}

void
vd_orders_add_reason (VdOrderAnswer *answer, const char *rule, const char *by)
{
  add_reason (answer, rule, by);
}

gboolean
vd_orders_refuse (VdOrderAnswer *answer, const char *rule, const char *by, const char *format,
                  ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return refuse (answer, rule, by, "%s", message);
}

static gboolean
accept (VdOrderAnswer *answer, VdEvent *event)
{
  answer->legal = TRUE;
  answer->event = event;
  return TRUE;
}

void
vd_order_answer_clear (VdOrderAnswer *answer)
{
  g_return_if_fail (answer != NULL);
  g_clear_pointer (&answer->event, vd_event_free);
  g_clear_pointer (&answer->reasons, g_array_unref);
  g_clear_error (&answer->refusal);
  vd_move_answer_clear (&answer->move);
  vd_damage_answer_clear (&answer->damage);
  vd_recoil_answer_clear (&answer->recoil);
  vd_declaration_clear (&answer->declaration);
  g_clear_pointer (&answer->consequences, g_ptr_array_unref);
  g_clear_pointer (&answer->after, vd_table_free);
  memset (answer, 0, sizeof *answer);
}

char *
vd_order_answer_name (const VdOrderAnswer *answer, const VdTable *table,
                      const VdRuleset *ruleset, const char *id)
{
  g_return_val_if_fail (answer != NULL, NULL);
  if (id == NULL)
    return g_strdup ("—");
  if (!answer->names || table == NULL)
    return g_strdup (id);
  /* A reason's `by` is a unit or a feature: a unit first, as the journal reads it. */
  if (vd_table_find_unit (table, id) != NULL || vd_table_find_destroyed (table, id) != NULL)
    return g_strdup (vd_journal_unit_name (table, id));
  return vd_journal_feature_name (table, ruleset, id);
}

/* A refusal in an engine's words (vd_damage_*, vd_unit_change_formation), which quote ids:
 * with answer->names the “id” of UNIT_ID and FEATURE_ID (may be NULL) become their names. */
static gboolean
refuse_in_engine_words (VdOrderAnswer *answer, const VdTable *table, const VdRuleset *ruleset,
                        const char *rule, const char *unit_id, const char *feature_id,
                        const GError *why)
{
  g_autoptr(GString) words = g_string_new (why->message);
  const char *ids[] = { unit_id, feature_id };

  for (guint i = 0; answer->names && i < G_N_ELEMENTS (ids); i++)
    if (ids[i] != NULL)
      {
        g_autofree char *quoted = g_strdup_printf ("“%s”", ids[i]);
        g_autofree char *name = vd_order_answer_name (answer, table, ruleset, ids[i]);
        g_autofree char *named = g_strdup_printf ("“%s”", name);

        g_string_replace (words, quoted, named, 0);
      }
  return refuse (answer, rule, unit_id, "%s", words->str);
}

/* Why there is no event to take, into ERROR; NULL. */
static gpointer
copy_refusal (const VdOrderAnswer *answer, GError **error)
{
  if (answer->refusal != NULL)
    g_propagate_error (error, g_error_copy (answer->refusal));
  else
    g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the order was not given"));
  return NULL;
}

VdEvent *
vd_order_answer_take_event (VdOrderAnswer *answer, GError **error)
{
  g_return_val_if_fail (answer != NULL, NULL);
  if (answer->legal && answer->consequences != NULL && answer->consequences->len > 0)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the order brings other events with it: record them all"));
      return NULL;
    }
  if (answer->legal && answer->event != NULL)
    return g_steal_pointer (&answer->event);
  return copy_refusal (answer, error);
}

GPtrArray *
vd_order_answer_take_events (VdOrderAnswer *answer, GError **error)
{
  GPtrArray *events;

  g_return_val_if_fail (answer != NULL, NULL);
  if (!answer->legal || answer->event == NULL)
    return copy_refusal (answer, error);
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
  if (answer->consequences != NULL)
    g_ptr_array_extend_and_steal (events, g_steal_pointer (&answer->consequences));
  g_ptr_array_add (events, g_steal_pointer (&answer->event));
  return events;
}

static const VdUnit *
find_unit (const VdTable *table, const char *id, GError **error)
{
  const VdUnit *unit = id != NULL ? vd_table_find_unit (table, id) : NULL;

  if (unit == NULL)
    {
      g_autofree char *shown = vd_error_cut (id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("there is no unit “%s” on the table"),
                   shown);
    }
  return unit;
}

static const VdFeature *
find_feature (const VdTable *table, const char *id, GError **error)
{
  const VdFeature *feature = id != NULL ? vd_table_find_feature (table, id) : NULL;

  if (feature == NULL)
    {
      g_autofree char *shown = vd_error_cut (id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("there is no terrain feature “%s” on the table"), shown);
    }
  return feature;
}

/* Two convex polygons meet (touching counts) when edges cross or one holds the other. */
static gboolean
convex_meet (const VdPoint *p, guint np, const VdPoint *q, guint nq)
{
  for (guint i = 0; i < np; i++)
    for (guint j = 0; j < nq; j++)
      if (vd_segments_intersect (vd_segment (p[i], p[(i + 1) % np]),
                                 vd_segment (q[j], q[(j + 1) % nq])))
        return TRUE;
  return vd_polygon_contains_point ((VdPolygon) { p, np }, q[0]) ||
         vd_polygon_contains_point ((VdPolygon) { q, nq }, p[0]);
}

/* The footprint moved from FROM by D sweeps the crest segment C when the footprint at FROM meets
 * C swept back by D (a parallelogram): a translation of a convex shape sweeps their sum. */
static gboolean
sweep_meets (VdFootprint fp, VdPoint d, VdPoint c0, VdPoint c1)
{
  VdPoint corners[4];
  VdPoint swept[4] = { c0, c1, vd_point_sub (c1, d), vd_point_sub (c0, d) };

  vd_footprint_corners (fp, corners);
  return convex_meet (corners, 4, swept, 4);
}

/* CREST-2 (the catalogue's "declarations": a unit whose footprint crosses a crest line is
 * revealed): touching a crest line counts, anywhere on the way, the start included. */
const VdFeature *
vd_orders_crossed_crest (const VdTable *table, const VdUnit *unit, const VdEvent *move,
                         guint *crest_out)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  VdFootprint fp = vd_unit_footprint (unit);

  g_return_val_if_fail (move != NULL &&
                        (move->kind == VD_EVENT_MOVE || move->kind == VD_EVENT_RECOIL), NULL);
  g_array_append_val (path, unit->at);
  g_array_append_vals (path, move->via->data, move->via->len);
  g_array_append_val (path, move->at);
  for (guint f = 0; f < table->features->len; f++)
    {
      const VdFeature *hill = g_ptr_array_index (table->features, f);

      for (guint c = 0; hill->type == VD_TERRAIN_HILL && c < hill->n_crests; c++)
        {
          const VdPath *crest = &hill->crests[c];

          for (guint i = 0; i + 1 < path->len; i++)
            {
              VdPoint a = g_array_index (path, VdPoint, i);
              VdPoint d = vd_point_sub (g_array_index (path, VdPoint, i + 1), a);

              fp.at = a;
              for (guint k = 0; k + 1 < crest->n_points; k++)
                if (sweep_meets (fp, d, crest->points[k], crest->points[k + 1]))
                  {
                    if (crest_out != NULL)
                      *crest_out = c;
                    return hill;
                  }
            }
        }
    }
  return NULL;
}

gboolean
vd_orders_move (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                const VdPoint *points, guint n_points, gboolean forced, VdOrderAnswer *answer,
                GError **error)
{
  return vd_orders_move_together (table, ruleset, unit_id, points, n_points, forced, NULL,
                                  answer, error);
}

gboolean
vd_orders_move_together (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                         const VdPoint *points, guint n_points, gboolean forced,
                         const char * const *together, VdOrderAnswer *answer, GError **error)
{
  return vd_orders_move_spent (table, ruleset, unit_id, points, n_points, forced, together, 0, 0,
                               answer, error);
}

gboolean
vd_orders_move_spent (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                      const VdPoint *points, guint n_points, gboolean forced,
                      const char * const *together, double spent_share, double spent_paces,
                      VdOrderAnswer *answer, GError **error)
{
  const VdUnit *unit;
  const VdFeature *hill;
  const VdMoveEffect *forbidding;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL ||
      !vd_move_measure_in_turn (table, ruleset, unit, points, n_points, forced, together,
                                spent_share, spent_paces, &answer->move, error))
    return FALSE;
  for (guint i = 0; i < answer->move.n_effects; i++)
    add_reason (answer, answer->move.effects[i].rule, answer->move.effects[i].by);
  if (!answer->move.legal)
    {
      g_autofree char *who = vd_order_answer_name (answer, table, ruleset, unit->id);
      g_autofree char *by = NULL;

      forbidding = vd_move_answer_forbidding (&answer->move);
      by = vd_order_answer_name (answer, table, ruleset,
                                 forbidding != NULL ? forbidding->by : NULL);
      /* Translators: the unit, the rule that forbids the move and what is responsible. */
      return refuse (answer, NULL, NULL, _("%s may not move there — %s by %s"), who,
                     forbidding != NULL ? forbidding->rule : "ALLOWANCE", by);
    }
  event = vd_orders_new_event (VD_EVENT_MOVE, table, unit->id);
  event->at = points[n_points - 1];
  g_array_append_vals (event->via, points, n_points - 1);
  event->forced = forced;
  event->conditions = answer->move.conditions;
  if ((hill = vd_orders_crossed_crest (table, unit, event, NULL)) != NULL)
    {
      event->revealed = TRUE;
      add_reason (answer, "CREST-2", hill->id);
    }
  return accept (answer, event);
}

gboolean
vd_orders_face (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                double facing, VdOrderAnswer *answer, GError **error)
{
  const VdUnit *unit;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL)
    return FALSE;
  if (!isfinite (facing))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("a facing must be a number"));
      return FALSE;
    }
  /* Degrees in [0, 360) to the hundredth, without the noise of repeated turns. */
  facing = fmod (round (facing * 100) / 100, 360);
  if (facing < 0)
    facing += 360;
  if (facing >= 360)
    facing = 0;
  event = vd_orders_new_event (VD_EVENT_FACE, table, unit->id);
  event->facing = facing;
  return accept (answer, event);
}

gboolean
vd_orders_formation (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                     VdFormation formation, VdOrderAnswer *answer, GError **error)
{
  g_autoptr(VdUnit) formed = NULL;
  g_autoptr(GError) local_error = NULL;
  const VdUnit *unit;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL)
    return FALSE;
  formed = vd_unit_copy (unit);
  if (!vd_unit_change_formation (formed, formation, table, ruleset, &local_error))
    /* The ruleset's formations per arm: no rule of the seed, as ALLOWANCE for moves. */
    return refuse_in_engine_words (answer, table, ruleset, "FORMATION", unit->id, NULL,
                                   local_error);
  event = vd_orders_new_event (VD_EVENT_FORMATION, table, unit->id);
  event->formation = formation;
  event->frontage = formed->frontage;
  event->depth = formed->depth;
  return accept (answer, event);
}

/* ROAD-2: a column too wide for ROAD-1 may halve its front (its depth doubles) on a road. */
gboolean
vd_orders_halve_front (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                       VdOrderAnswer *answer, GError **error)
{
  g_autofree char *who = NULL;
  const VdUnit *unit;
  const VdFeature *road = NULL;
  VdFormation column;
  VdEvent *event;
  double widest, mm_per_pace;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL)
    return FALSE;
  who = vd_order_answer_name (answer, table, ruleset, unit->id);
  /* The road column of each arm, as ROAD-3 has it: guns go limbered. */
  column = unit->arm == VD_ARM_ARTILLERY ? VD_FORMATION_LIMBERED : VD_FORMATION_COLUMN;
  if (unit->arm == VD_ARM_OFFICER || unit->formation != column)
    return refuse (answer, "ROAD-2", unit->id,
                   _("%s is not a column (it is in %s): only a column halves its front for the "
                     "road (ROAD-2)"),
                   who, vd_formation_to_string (unit->formation));
  widest = vd_table_road_column (table, ruleset, unit->arm);
  mm_per_pace = vd_table_mm_per_pace (table, ruleset);
  if (!(unit->frontage > widest) && answer->names && mm_per_pace > 0)
    /* Translators: the unit, its front and the widest column ROAD-1 allows, in paces. */
    return refuse (answer, "ROAD-1", unit->id,
                   _("%s is not too wide for the road: its front of %.0f paces is within the "
                     "%.0f paces ROAD-1 allows (ROAD-2)"),
                   who, unit->frontage / mm_per_pace, widest / mm_per_pace);
  if (!(unit->frontage > widest))
    return refuse (answer, "ROAD-1", unit->id,
                   _("%s is not too wide for the road: its front of %g mm is within the %g mm "
                     "ROAD-1 allows (ROAD-2)"),
                   who, unit->frontage, widest);
  for (guint i = 0; i < table->features->len && road == NULL; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      if (feature->type == VD_TERRAIN_ROAD && vd_feature_is_under_unit (feature, unit))
        road = feature;
    }
  if (road == NULL)
    return refuse (answer, "ROAD-2", unit->id,
                   _("%s is on no road: a column halves its front for a road it stands on "
                     "(ROAD-2)"),
                   who);
  add_reason (answer, "ROAD-2", road->id);
  event = vd_orders_new_event (VD_EVENT_FORMATION, table, unit->id);
  event->formation = unit->formation;
  event->frontage = unit->frontage / 2;
  event->depth = unit->depth * 2;
  event->rule = g_strdup ("ROAD-2");
  return accept (answer, event);
}

gboolean
vd_orders_conditions (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                      guint conditions, VdOrderAnswer *answer, GError **error)
{
  const VdUnit *unit;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL)
    return FALSE;
  event = vd_orders_new_event (VD_EVENT_CONDITIONS, table, unit->id);
  event->conditions = conditions & ((1u << VD_N_CONDITIONS) - 1);
  return accept (answer, event);
}

gboolean
vd_orders_reveal (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                  gboolean revealed, VdOrderAnswer *answer, GError **error)
{
  const VdUnit *unit;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL)
    return FALSE;
  event = vd_orders_new_event (VD_EVENT_REVEAL, table, unit->id);
  event->revealed = revealed;
  return accept (answer, event);
}

gboolean
vd_orders_loss (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                int figures, VdOrderAnswer *answer, GError **error)
{
  g_autofree char *who = NULL;
  const VdUnit *unit;
  VdEvent *event;
  int after;

  g_return_val_if_fail (table != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL)
    return FALSE;
  if (figures == 0)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a loss of 0 figures changes nothing"));
      return FALSE;
    }
  after = unit->casualties + figures;
  who = vd_order_answer_name (answer, table, ruleset, unit->id);
  if (after > unit->figures)
    return refuse (answer, NULL, NULL,
                   _("unit “%s” has %d of its %d figures left: it cannot lose %d"), who,
                   unit->figures - unit->casualties, unit->figures, figures);
  if (after < 0)
    return refuse (answer, NULL, NULL,
                   g_dngettext (GETTEXT_PACKAGE,
                                "unit “%s” has lost %d figure: it cannot get %d back",
                                "unit “%s” has lost %d figures: it cannot get %d back",
                                unit->casualties),
                   who, unit->casualties, -figures);
  event = vd_orders_new_event (VD_EVENT_LOSS, table, unit->id);
  event->figures = figures;
  return accept (answer, event);
}

gboolean
vd_orders_morale (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                  const char *state, VdOrderAnswer *answer, GError **error)
{
  const VdUnit *unit;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL)
    return FALSE;
  if (!vd_ruleset_has_morale_state (ruleset, state))
    {
      g_autofree char *shown = vd_error_cut (state);
      g_autofree char *expected = vd_morale_rules_list_states (ruleset->morale);

      /* The words the journal uses when it refuses such an event. */
      return refuse (answer, NULL, NULL, _("unknown morale state “%s” (expected one of: %s)"),
                     shown, expected);
    }
  event = vd_orders_new_event (VD_EVENT_MORALE, table, unit->id);
  event->state = g_strdup (state);
  return accept (answer, event);
}

/* The rule of a bombardment (REPAIR FALSE) or a repair of FEATURE, by its type. */
static const char *
damage_rule (const VdFeature *feature, gboolean repair)
{
  switch (feature->type)
    {
    case VD_TERRAIN_LIGHT_OBSTACLE: return repair ? "LOBS-4" : "LOBS-3";
    case VD_TERRAIN_HARD_OBSTACLE: return repair ? "HOBS-5" : "HOBS-4";
    case VD_TERRAIN_HOUSE: return repair ? "HOUSE-8" : "HOUSE-7";
    default: return NULL;
    }
}

/* The declaration's reasons become the order's; TRUE when it is legal. */
static gboolean
declaration_reasons (VdOrderAnswer *answer)
{
  const VdDeclaration *d = &answer->declaration;

  for (guint i = 0; i < d->reasons->len; i++)
    {
      const VdDeclarationReason *r = &g_array_index (d->reasons, VdDeclarationReason, i);

      add_reason (answer, r->rule, r->by);
    }
  return d->legal;
}

/* Bombardment and village fire are fire (MASK-6): the battery sees the point it fires at, and
 * it is within range (vd_declaration_fire_at_feature). FALSE, refused, when not. */
static gboolean
battery_reaches (const VdTable *table, const VdRuleset *ruleset, const VdUnit *battery,
                 const VdFeature *feature, const VdPoint *aim, VdOrderAnswer *answer)
{
  const VdDeclaration *d = &answer->declaration;
  g_autofree char *who = NULL;
  g_autofree char *what = NULL;
  char pbuf[2][32];

  /* A feature too short to aim at is the damage engine's to refuse. */
  if (!vd_declaration_fire_at_feature (table, ruleset, battery, feature, aim,
                                       &answer->declaration) ||
      declaration_reasons (answer))
    return TRUE;
  who = vd_order_answer_name (answer, table, ruleset, battery->id);
  what = vd_order_answer_name (answer, table, ruleset, feature->id);
  if (g_strcmp0 (d->refused_rule, "MASK-6") == 0 && answer->names)
    /* Translators: battery, feature: "Russian battery does not see the hedge where it aims
     * (MASK-6): artillery fires only at what it sees". */
    refuse (answer, NULL, NULL, _("%s does not see %s where it aims (MASK-6): artillery fires "
                                  "only at what it sees"), who, what);
  else if (g_strcmp0 (d->refused_rule, "MASK-6") == 0)
    /* Translators: battery, feature, the point aimed at (mm): "ru-bat does not see hedge-1 at
     * 640, 400 (MASK-6): artillery fires only at what it sees". */
    refuse (answer, NULL, NULL, _("%s does not see %s at %s, %s (MASK-6): artillery fires only "
                                  "at what it sees"), who, what,
            vd_yaml_format_number (d->contact.x, pbuf[0]),
            vd_yaml_format_number (d->contact.y, pbuf[1]));
  else
    /* Translators: battery, paces, feature, the battery's range in paces. */
    refuse (answer, NULL, NULL, _("%s is %.0f paces from %s, beyond its range of %.0f (RANGE)"),
            who, d->distance, what, d->range);
  return FALSE;
}

/* Bombard and repair: worked on a copy kept in the answer, so the caller's table stays. */
static gboolean
damage_order (const VdTable *table, const VdRuleset *ruleset, gboolean repair,
              const char *unit_id, const char *feature_id, const VdPoint *aim, int turns,
              VdOrderAnswer *answer, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  const VdUnit *unit;
  const VdFeature *feature;
  VdEventKind kind = repair ? VD_EVENT_REPAIR : VD_EVENT_BOMBARD;
  VdEvent *event;
  gboolean done;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL ||
      (feature = find_feature (table, feature_id, error)) == NULL)
    return FALSE;
  answer->after = vd_table_copy (table);
  if (repair)
    done = vd_damage_repair (answer->after, ruleset, unit->id, feature->id, aim, turns,
                             &answer->damage, &local_error);
  else
    done = vd_damage_bombard (answer->after, ruleset, unit->id, feature->id, aim, turns,
                              &answer->damage, &local_error);
  if (!done)
    return refuse_in_engine_words (answer, table, ruleset, damage_rule (feature, repair),
                                   unit->id, feature->id, local_error);
  if (!repair && !battery_reaches (table, ruleset, unit, feature, aim, answer))
    return TRUE;
  add_reason (answer, answer->damage.rule, unit->id);
  event = vd_orders_new_event (kind, table, unit->id);
  event->feature_id = g_strdup (feature->id);
  feature = vd_table_find_feature (answer->after, feature->id);
  g_array_append_vals (event->damage, feature->damage->data, feature->damage->len);
  event->rule = g_strdup (answer->damage.rule);
  /* Without an aim the unit works at its own nearest point: no `aim` is recorded. */
  event->has_aim = aim != NULL;
  if (aim != NULL)
    event->aim = *aim;
  event->affected = answer->damage.affected;
  return accept (answer, event);
}

gboolean
vd_orders_bombard (const VdTable *table, const VdRuleset *ruleset, const char *battery_id,
                   const char *feature_id, const VdPoint *aim, int turns, VdOrderAnswer *answer,
                   GError **error)
{
  return damage_order (table, ruleset, FALSE, battery_id, feature_id, aim, turns, answer, error);
}

gboolean
vd_orders_repair (const VdTable *table, const VdRuleset *ruleset, const char *engineers_id,
                  const char *feature_id, const VdPoint *aim, int turns, VdOrderAnswer *answer,
                  GError **error)
{
  return damage_order (table, ruleset, TRUE, engineers_id, feature_id, aim, turns, answer, error);
}

gboolean
vd_orders_set_fire (const VdTable *table, const VdRuleset *ruleset, const char *battery_id,
                    const char *house_id, int die, VdOrderAnswer *answer, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  const VdUnit *unit;
  const VdFeature *house;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, battery_id, error)) == NULL ||
      (house = find_feature (table, house_id, error)) == NULL)
    return FALSE;
  answer->after = vd_table_copy (table);
  if (!vd_damage_set_fire (answer->after, ruleset, unit->id, house->id, die, &answer->burning,
                           &local_error))
    return refuse_in_engine_words (answer, table, ruleset, "HOUSE-10", unit->id, house->id,
                                   local_error);
  if (!battery_reaches (table, ruleset, unit, house, NULL, answer))
    return TRUE;
  add_reason (answer, "HOUSE-10", house->id);
  event = vd_orders_new_event (VD_EVENT_FIRE, table, unit->id);
  event->feature_id = g_strdup (house->id);
  event->die = die;
  event->burning = answer->burning;
  vd_village_fire_charge (table, event);
  return accept (answer, event);
}

gboolean
vd_orders_end_turn (const VdTable *table, const VdRuleset *ruleset, VdOrderAnswer *answer,
                    GError **error)
{
  g_autoptr(GArray) victims = NULL;

  g_return_val_if_fail (table != NULL && answer != NULL, FALSE);
  begin (answer);
  victims = vd_village_fire_victims (table);
  answer->consequences = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
  for (guint i = 0; i < victims->len; i++)
    {
      const VdFireVictim *victim = &g_array_index (victims, VdFireVictim, i);
      VdEvent *event = vd_orders_new_event (VD_EVENT_DESTROY, table, victim->unit->id);

      event->feature_id = g_strdup (victim->house->id);
      event->rule = g_strdup ("HOUSE-10");
      event->destroyed = TRUE;
      event->figures = victim->unit->figures - victim->unit->casualties;
      g_ptr_array_add (answer->consequences, event);
      add_reason (answer, "HOUSE-10", victim->unit->id);
    }
  return accept (answer, vd_orders_new_event (VD_EVENT_END_TURN, table, NULL));
}

gboolean
vd_orders_recoil (const VdTable *table, const VdRuleset *ruleset, const char *unit_id,
                  const VdPoint *points, guint n_points, VdOrderAnswer *answer, GError **error)
{
  const VdUnit *unit;
  const VdFeature *hill;
  const VdRecoilAnswer *recoil = &answer->recoil;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL ||
      !vd_recoil_measure (table, ruleset, unit, points, n_points, &answer->recoil, error))
    return FALSE;
  for (guint i = 0; i < recoil->n_reasons; i++)
    add_reason (answer, recoil->reasons[i].rule, recoil->reasons[i].by);
  if (!recoil->possible)
    {
      g_autofree char *who = vd_order_answer_name (answer, table, ruleset, unit->id);

      /* Translators: the unit; TABLE-EDGE is no rule of the game but Vedette's refusal. */
      return refuse (answer, NULL, NULL,
                     _("%s cannot be pushed back there: it would leave the table (TABLE-EDGE)"),
                     who);
    }
  event = vd_orders_new_event (VD_EVENT_RECOIL, table, unit->id);
  event->at = points[n_points - 1];
  g_array_append_vals (event->via, points, n_points - 1);
  event->conditions = recoil->conditions;
  if (recoil->feature != NULL)
    event->feature_id = g_strdup (recoil->feature->id);
  if (recoil->outcome == VD_RECOIL_DESTROYED)
    {
      event->rule = g_strdup ("RIVER-2");
      event->destroyed = TRUE;
      event->figures = recoil->figures;
    }
  else
    {
      if (recoil->outcome == VD_RECOIL_NO_FORMATION)
        event->rule = g_strdup ("MARSH-2");
      if ((hill = vd_orders_crossed_crest (table, unit, event, NULL)) != NULL)
        {
          event->revealed = TRUE;
          add_reason (answer, "CREST-2", hill->id);
        }
    }
  return accept (answer, event);
}

/* A declaration of UNIT on TARGET refused (FIRE, or a charge): the rule and what is
 * responsible, each named as ANSWER asks. */
static gboolean
refuse_declaration (VdOrderAnswer *answer, const VdTable *table, const VdRuleset *ruleset,
                    const VdUnit *unit, const VdUnit *target, gboolean fire)
{
  const char *rule = answer->declaration.refused_rule;
  g_autofree char *who = vd_order_answer_name (answer, table, ruleset, unit->id);
  g_autofree char *whom = vd_order_answer_name (answer, table, ruleset, target->id);
  g_autofree char *by = vd_order_answer_name (answer, table, ruleset,
                                              answer->declaration.refused_by);

  if (fire)
    /* Translators: unit, target, the rule that refuses the fire and what is responsible. */
    return refuse (answer, NULL, NULL, _("%s may not fire at %s — %s by %s"), who, whom, rule,
                   by);
  /* Translators: unit, target, the rule that refuses the charge and what is responsible. */
  return refuse (answer, NULL, NULL, _("%s may not charge %s — %s by %s"), who, whom, rule, by);
}

gboolean
vd_orders_declare_fire (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                        const char *unit_id, const char *target_id, VdOrderAnswer *answer,
                        GError **error)
{
  const VdUnit *unit, *target;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL ||
      (target = find_unit (table, target_id, error)) == NULL ||
      !vd_declaration_fire (table, ruleset, sight, unit, target, &answer->declaration, error))
    return FALSE;
  if (!declaration_reasons (answer))
    return refuse_declaration (answer, table, ruleset, unit, target, TRUE);
  event = vd_orders_new_event (VD_EVENT_DECLARE_FIRE, table, unit->id);
  event->target_id = g_strdup (target->id);
  return accept (answer, event);
}

gboolean
vd_orders_declare_charge (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                          const char *unit_id, const char *target_id, const VdPoint *via,
                          guint n_via, VdOrderAnswer *answer, GError **error)
{
  const VdUnit *unit, *target;
  VdEvent *event;

  g_return_val_if_fail (table != NULL && ruleset != NULL && answer != NULL, FALSE);
  begin (answer);
  if ((unit = find_unit (table, unit_id, error)) == NULL ||
      (target = find_unit (table, target_id, error)) == NULL ||
      !vd_declaration_charge (table, ruleset, sight, unit, target, via, n_via,
                              &answer->declaration, error))
    return FALSE;
  if (!declaration_reasons (answer))
    return refuse_declaration (answer, table, ruleset, unit, target, FALSE);
  event = vd_orders_new_event (VD_EVENT_DECLARE_CHARGE, table, unit->id);
  event->target_id = g_strdup (target->id);
  event->at = answer->declaration.contact;
  g_array_append_vals (event->via, via, n_via);
  event->conditions = answer->declaration.conditions;
  return accept (answer, event);
}
