#include "vd-journal.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-feature-overrides.h"
#include "vd-journal-private.h"
#include "vd-morale-rules.h"
#include "vd-orders.h"
#include "vd-table-private.h"
#include "vd-table-readings.h"
#include "vd-table-sides.h"

/* Applying an event to the battle as it stands: each kind checks everything first, then
 * changes the table, so a refused event leaves it untouched. Whatever applies here can be
 * written to a file and read back: the checks refuse what the reader would. */

typedef gboolean (*ApplyFunc) (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                               GError **error);

static const VdUnit *
find_unit (const VdTable *table, const char *id, GError **error)
{
  const VdUnit *unit;

  g_autofree char *shown = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  unit = vd_table_find_unit (table, id);
  if (unit == NULL)
    {
      shown = vd_error_cut (id);
      if (vd_table_find_destroyed (table, id) != NULL)
        g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                     _("unit “%s” was destroyed: it is no longer on the table"), shown);
      else
        g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                     _("there is no unit “%s” on the table"), shown);
    }
  return unit;
}

static const VdFeature *
find_feature (const VdTable *table, const char *id, GError **error)
{
  const VdFeature *feature;

  g_autofree char *shown = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  feature = vd_table_find_feature (table, id);
  if (feature == NULL)
    {
      shown = vd_error_cut (id);
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("there is no terrain feature “%s” on the table"), shown);
    }
  return feature;
}

/* A feature the event changes: the table's own first, in a list of its own. */
static VdFeature *
change_feature (VdTable *table, const char *id, GError **error)
{
  const VdFeature *feature;

  vd_table_own_terrain (table);
  feature = find_feature (table, id, error);
  return feature != NULL ? vd_table_own_feature (table, feature) : NULL;
}

/* A feature that leaves the list or is replaced in it: the list the table's own first. */
static const VdFeature *
find_feature_to_replace (VdTable *table, const char *id, GError **error)
{
  vd_table_own_terrain (table);
  return find_feature (table, id, error);
}

/* A unit the event changes: the table's own first (vd_table_own_unit). */
static VdUnit *
change_unit (VdTable *table, const char *id, GError **error)
{
  const VdUnit *unit = find_unit (table, id, error);

  return unit != NULL ? vd_table_own_unit (table, unit) : NULL;
}

/* The unit that did it (a battery, engineers) is optional, but must exist when named. */
static gboolean
check_optional_unit (const VdTable *table, const char *id, GError **error)
{
  return id == NULL || find_unit (table, id, error) != NULL;
}

/* Ids are unique among units, terrain and commands, as in a table file. */
static gboolean
check_id_free (const VdTable *table, const char *id, GError **error)
{
  if (vd_table_find_unit (table, id) == NULL && vd_table_find_feature (table, id) == NULL &&
      vd_table_find_command (table, id) == NULL && vd_table_find_destroyed (table, id) == NULL)
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the id “%s” is already taken on the table"),
               id);
  return FALSE;
}

/* A table never grows past what a file may hold (VD_YAML_MAX_*): what is saved reads back.
 * VD_ERROR_ARGUMENT, as for any event refused: the message has no file position. */
static gboolean
check_room (const GPtrArray *list, guint max, const char *key, GError **error)
{
  if (list->len < max)
    return TRUE;
  /* Translators: "the table already has 10000 units, the most a table may have"; %s is a
   * file keyword (units, terrain, commands). */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("the table already has %u “%s”, the most a table may have"), max, key);
  return FALSE;
}

/* A state must be one of the ruleset's (vd-morale-rules.h). The states are the ruleset's alone:
 * a table's `morale:` may change thresholds and factors but not the states (its reader refuses
 * `states:`), so the ruleset's list is the merged rules' list and the table is not needed. */
static gboolean
event_check_morale_state (const VdRuleset *ruleset, const char *state, GError **error)
{
  g_autofree char *expected = NULL;
  g_autofree char *shown = NULL;

  if (vd_ruleset_has_morale_state (ruleset, state))
    return TRUE;
  expected = vd_morale_rules_list_states (ruleset->morale);
  shown = vd_error_cut (state);
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("unknown morale state “%s” (expected one of: %s)"), shown, expected);
  return FALSE;
}

static gboolean
check_formation (const VdRuleset *ruleset, const char *unit_id, VdArm arm, VdFormation formation,
                 GError **error)
{
  if (formation < VD_N_FORMATIONS && vd_ruleset_allows_formation (ruleset, arm, formation))
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("unit “%s”: %s cannot be in formation %s (ruleset %s)"), unit_id,
               vd_arm_to_string (arm), vd_formation_to_string (formation), ruleset->id);
  return FALSE;
}

/* Casualties stay between none and every figure the unit started with. */
static gboolean
check_casualties (const VdUnit *unit, int casualties, GError **error)
{
  if (casualties >= 0 && casualties <= unit->figures)
    return TRUE;
  if (casualties > unit->figures)
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("unit “%s” has %d of its %d figures left: it cannot lose %d"), unit->id,
                 unit->figures - unit->casualties, unit->figures,
                 casualties - unit->casualties);
  else
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 g_dngettext (GETTEXT_PACKAGE,
                              "unit “%s” has lost %d figure: it cannot get %d back",
                              "unit “%s” has lost %d figures: it cannot get %d back",
                              unit->casualties),
                 unit->id, unit->casualties, unit->casualties - casualties);
  return FALSE;
}

/* A unit's command is a command of the table and of its side, as in a table file. */
static gboolean
check_command (const VdTable *table, const VdUnit *unit, GError **error)
{
  const VdCommand *command;

  if (unit->command == NULL)
    return TRUE;
  command = vd_table_find_command (table, unit->command);
  if (command == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("unit “%s” is in command “%s”, which is not a command of the table"),
                   unit->id, unit->command);
      return FALSE;
    }
  if (!g_str_equal (command->side, unit->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("unit “%s” (%s) cannot be in command “%s” (%s): both must be of the "
                     "same side"),
                   unit->id, unit->side, command->id, command->side);
      return FALSE;
    }
  return TRUE;
}

/* What the file and the ruleset demand of a whole unit that joins or changes. */
static gboolean
check_whole_unit (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                  GError **error)
{
  return vd_yaml_check_text (unit->id, TRUE, "id", error) &&
         vd_yaml_check_text (unit->side, TRUE, "side", error) &&
         vd_yaml_check_text (unit->name, FALSE, "name", error) &&
         vd_yaml_check_text (unit->morale, TRUE, "morale", error) &&
         vd_yaml_check_text (unit->command, TRUE, "command", error) &&
         vd_yaml_check_text (unit->notes, FALSE, "notes", error) &&
         check_formation (ruleset, unit->id, unit->arm, unit->formation, error) &&
         check_casualties (unit, unit->casualties, error) &&
         (unit->morale == NULL || event_check_morale_state (ruleset, unit->morale, error)) &&
         check_command (table, unit, error);
}

static gboolean
check_point (VdPoint p, GError **error)
{
  if (isfinite (p.x) && isfinite (p.y) && fabs (p.x) <= VD_YAML_MAX_MAGNITUDE &&
      fabs (p.y) <= VD_YAML_MAX_MAGNITUDE)
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s",
               _("a point of the event is not a finite position on the table"));
  return FALSE;
}

/* LOBS-3, HOBS-4, HOUSE-7: the damage an event leaves is a valid `damage` for the feature. */
static gboolean
check_damage (const VdFeature *feature, const GArray *damage, GError **error)
{
  double length = vd_feature_path_length (feature);
  double last_to = 0;

  if (feature->type != VD_TERRAIN_LIGHT_OBSTACLE && feature->type != VD_TERRAIN_HARD_OBSTACLE &&
      feature->type != VD_TERRAIN_HOUSE)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("only obstacles and houses can be damaged (this is a %s)"),
                   vd_terrain_type_to_string (feature->type));
      return FALSE;
    }
  for (guint i = 0; i < damage->len; i++)
    {
      const VdStretch *stretch = &g_array_index (damage, VdStretch, i);

      if (stretch->state == VD_DAMAGE_INTACT || stretch->state >= VD_N_DAMAGES ||
          (stretch->state == VD_DAMAGE_DEGRADED && feature->type == VD_TERRAIN_LIGHT_OBSTACLE))
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s",
                       feature->type == VD_TERRAIN_LIGHT_OBSTACLE
                         ? _("a light obstacle is destroyed, never degraded")
                         : _("a damaged stretch is “degraded” or “destroyed”"));
          return FALSE;
        }
      if (!(stretch->from >= last_to && stretch->to > stretch->from && stretch->to <= length))
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("the damaged stretches of “%s” must go along its %g mm in order, "
                         "without overlapping"),
                       feature->id, length);
          return FALSE;
        }
      last_to = stretch->to;
    }
  return TRUE;
}

/* Every event carries the turn it happened in, so the history by turn is never wrong. */
static gboolean
check_common (const VdEvent *event, const VdTable *table, GError **error)
{
  g_autoptr(GDateTime) time = NULL;

  if (event->turn != table->turn)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the event is for turn %d but the battle is at turn %d"), event->turn,
                   table->turn);
      return FALSE;
    }
  if (event->time != NULL && (time = g_date_time_new_from_iso8601 (event->time, NULL)) == NULL)
    {
      g_autofree char *shown = vd_error_cut (event->time);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("time “%s” is not a date and time with its time zone (ISO 8601)"), shown);
      return FALSE;
    }
  return vd_yaml_check_text (event->note, FALSE, "note", error);
}

/* MOVE and RECOIL: `via` and `at` are points a file can hold. */
static gboolean
check_path (const VdEvent *event, GError **error)
{
  if (!check_point (event->at, error))
    return FALSE;
  if (event->via->len > VD_YAML_MAX_POINTS)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a move may go through at most %u points"), VD_YAML_MAX_POINTS);
      return FALSE;
    }
  for (guint i = 0; i < event->via->len; i++)
    if (!check_point (g_array_index (event->via, VdPoint, i), error))
      return FALSE;
  return TRUE;
}

/* MOVE: the unit ends at `at` with the conditions it arrives with; it keeps its facing. A
 * footprint that crossed a crest line on the way reveals the unit (CREST-2): said by the event,
 * or found again for a move of a file older than `revealed`. */
static gboolean
apply_move (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);
  gboolean crossed;

  if (unit == NULL || !check_path (event, error))
    return FALSE;
  crossed = event->revealed || vd_orders_crossed_crest (table, unit, event, NULL) != NULL;
  unit->at = event->at;
  unit->conditions = event->conditions;
  if (crossed)
    unit->revealed = TRUE;
  return TRUE;
}

/* An event's `rule` is one of the ruleset's (OPTIONAL: it may have none). */
static gboolean
check_rule (const VdRuleset *ruleset, const char *rule, gboolean optional, GError **error)
{
  g_autofree char *shown = NULL;

  if ((rule == NULL && optional) ||
      (rule != NULL && vd_ruleset_find_rule (ruleset, rule) != NULL))
    return TRUE;
  shown = vd_error_cut (rule);
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("unknown rule “%s” (ruleset %s)"), shown,
               ruleset->id);
  return FALSE;
}

/* A footprint the event leaves is what a file could hold: 0 (keep the unit's), or a size. */
static gboolean
check_size (double size, GError **error)
{
  if (size == 0 || (isfinite (size) && size > 0 && size <= VD_YAML_MAX_MAGNITUDE))
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("a frontage or depth of the event is not a size on the table (%g mm)"), size);
  return FALSE;
}

/* FORMATION: the front centre stays where it is; only a formation the arm may take. The
 * footprint is the one recorded, so a replay never depends on the units file's footprints. */
static gboolean
apply_formation (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  if (unit == NULL || !check_formation (ruleset, unit->id, unit->arm, event->formation, error) ||
      !check_size (event->frontage, error) || !check_size (event->depth, error) ||
      !check_rule (ruleset, event->rule, TRUE, error))
    return FALSE;
  unit->formation = event->formation;
  if (event->frontage > 0)
    unit->frontage = event->frontage;
  if (event->depth > 0)
    unit->depth = event->depth;
  return TRUE;
}

/* FACE: in play the unit turns about its front centre (`at` stays), nothing else changes. */
static gboolean
apply_face (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  if (unit == NULL)
    return FALSE;
  if (!isfinite (event->facing) || event->facing < 0 || event->facing > 360)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a facing is from 0 to 360 degrees, not %g"), event->facing);
      return FALSE;
    }
  unit->facing = event->facing;
  return TRUE;
}

static gboolean
apply_conditions (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                  GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  if (unit == NULL)
    return FALSE;
  unit->conditions = event->conditions;
  return TRUE;
}

/* LOSS: casualties move by `figures` and stay within the figures the unit started with. */
static gboolean
apply_loss (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  if (unit == NULL)
    return FALSE;
  if (event->figures == 0)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a loss of 0 figures changes nothing"));
      return FALSE;
    }
  if (!check_casualties (unit, unit->casualties + event->figures, error))
    return FALSE;
  unit->casualties += event->figures;
  return TRUE;
}

static gboolean
apply_morale (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  g_return_val_if_fail (event->state != NULL, FALSE);
  if (unit == NULL || !event_check_morale_state (ruleset, event->state, error))
    return FALSE;
  g_free (unit->morale);
  unit->morale = g_strdup (event->state);
  return TRUE;
}

static gboolean
apply_reveal (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  if (unit == NULL)
    return FALSE;
  unit->revealed = event->revealed;
  return TRUE;
}

/* BOMBARD and REPAIR record what is left of the feature, so replaying needs no engine. */
static gboolean
apply_damage (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdFeature *feature = change_feature (table, event->feature_id, error);

  if (feature == NULL || !check_optional_unit (table, event->unit_id, error) ||
      !check_damage (feature, event->damage, error) ||
      (event->has_aim && !check_point (event->aim, error)))
    return FALSE;
  if (!check_rule (ruleset, event->rule, FALSE, error))
    return FALSE;
  if (!isfinite (event->affected) || event->affected < 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s",
                   _("the paces affected cannot be negative"));
      return FALSE;
    }
  g_array_set_size (feature->damage, 0);
  g_array_append_vals (feature->damage, event->damage->data, event->damage->len);
  return TRUE;
}

/* HOUSE-10: points are lost only when the village catches fire now, by the side of the
 * battery that set it, and never more than the objective is worth. */
static gboolean
check_points_lost (const VdEvent *event, const VdTable *table, const VdFeature *house,
                   GError **error)
{
  const VdUnit *battery = event->unit_id != NULL ? vd_table_find_unit (table, event->unit_id)
                                                 : NULL;

  if (event->points_lost == 0 && event->side == NULL)
    return TRUE;
  if (!isfinite (event->points_lost) || event->points_lost <= 0 || event->side == NULL ||
      !event->burning || house->on_fire != 0 || event->points_lost > house->points ||
      (battery != NULL && g_strcmp0 (battery->side, event->side) != 0))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the side that sets “%s” on fire loses at most its %d objective points, "
                     "once, as it catches fire (HOUSE-10)"),
                   house->id, house->points);
      return FALSE;
    }
  return vd_yaml_check_text (event->side, TRUE, "side", error);
}

/* HOUSE-10: on a burning result the house burns from this turn; one already burning keeps
 * the turn it caught fire, as vd_damage_set_fire does. */
static gboolean
apply_fire (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdFeature *feature = change_feature (table, event->feature_id, error);

  if (feature == NULL || !check_optional_unit (table, event->unit_id, error))
    return FALSE;
  if (feature->type != VD_TERRAIN_HOUSE)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("only houses burn (this is a %s)"),
                   vd_terrain_type_to_string (feature->type));
      return FALSE;
    }
  if (event->die < 1 || event->die > 6)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the fire die shows 1 to 6, not %d"),
                   event->die);
      return FALSE;
    }
  if (!check_points_lost (event, table, feature, error))
    return FALSE;
  if (event->burning && feature->on_fire == 0)
    feature->on_fire = event->turn;
  return TRUE;
}

/* RECOIL and DESTROY: the figures lost with the unit are all it had left. */
static gboolean
check_figures_left (const VdEvent *event, const VdUnit *unit, GError **error)
{
  if (event->figures == unit->figures - unit->casualties)
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               g_dngettext (GETTEXT_PACKAGE,
                            "unit “%s” has %d figure left: it cannot be destroyed with %d",
                            "unit “%s” has %d figures left: it cannot be destroyed with %d",
                            unit->figures - unit->casualties),
               unit->id, unit->figures - unit->casualties, event->figures);
  return FALSE;
}

/* The unit leaves the table with every figure lost, for the losses to count it still. */
static void
destroy_unit (VdTable *table, VdUnit *unit)
{
  guint index;

  unit->casualties = unit->figures;
  g_ptr_array_find (table->units, unit, &index);
  vd_table_index_unit (table, unit->id, NULL);
  g_ptr_array_add (table->destroyed, g_ptr_array_steal_index (table->units, index));
}

/* RECOIL (RIVER-2, MARSH-2): the unit ends at `at` with the conditions the push left it, or is
 * destroyed there; the rule and the feature responsible are the ruleset's and the table's. */
static gboolean
apply_recoil (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  if (unit == NULL || !check_path (event, error) ||
      !check_rule (ruleset, event->rule, !event->destroyed, error) ||
      (event->feature_id != NULL && find_feature (table, event->feature_id, error) == NULL) ||
      (event->destroyed && !check_figures_left (event, unit, error)))
    return FALSE;
  unit->at = event->at;
  unit->conditions = event->conditions;
  if (event->revealed)
    unit->revealed = TRUE;
  if (event->destroyed)
    destroy_unit (table, unit);
  return TRUE;
}

/* DESTROY (HOUSE-10): the unit leaves the table where it stands, every figure lost. */
static gboolean
apply_destroy (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit = change_unit (table, event->unit_id, error);

  if (unit == NULL || !check_rule (ruleset, event->rule, FALSE, error) ||
      (event->feature_id != NULL && find_feature (table, event->feature_id, error) == NULL) ||
      !check_figures_left (event, unit, error))
    return FALSE;
  destroy_unit (table, unit);
  return TRUE;
}

static gboolean
apply_end_turn (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  table->turn++;
  return TRUE;
}

/* The start changes nothing on the table: it only ends the set-up (vd_journal_started). */
static gboolean
apply_start (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  return TRUE;
}

/* NAME_SIDE: only a side the table has may be named (as its `sides:` key is checked). */
static gboolean
apply_name_side (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                 GError **error)
{
  if (event->side == NULL || !vd_table_has_side (table, event->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("unknown side “%s”: no unit or command is on it"),
                   event->side != NULL ? event->side : "");
      return FALSE;
    }
  if (event->name.en != NULL && (!vd_yaml_check_text (event->name.en, FALSE, "name", error) ||
                                 !vd_yaml_check_text (event->name.fr, FALSE, "name", error)))
    return FALSE;
  vd_table_set_side_name (table, event->side, &event->name);
  return TRUE;
}

/* SET_READING: only an interpretation of the ruleset, read as one of its options (as the
 * table's `readings:` is checked). */
static gboolean
apply_set_reading (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                   GError **error)
{
  const VdInterpretation *interpretation =
    event->reading != NULL ? vd_ruleset_find_interpretation (ruleset, event->reading) : NULL;

  if (interpretation == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("unknown reading “%s” (ruleset %s)"),
                   event->reading != NULL ? event->reading : "", ruleset->id);
      return FALSE;
    }
  if (event->option != NULL &&
      !g_strv_contains ((const char * const *) interpretation->options, event->option))
    {
      g_autofree char *options = g_strjoinv (", ", interpretation->options);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("reading “%s”: “%s” is not one of its options (%s)"), event->reading,
                   event->option, options);
      return FALSE;
    }
  vd_table_set_reading (table, event->reading, event->option);
  return TRUE;
}

static gboolean
apply_add_unit (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  VdUnit *unit;

  g_return_val_if_fail (event->unit != NULL, FALSE);
  if (!check_room (table->units, VD_YAML_MAX_UNITS, "units", error) ||
      !check_id_free (table, event->unit->id, error) ||
      !check_whole_unit (table, ruleset, event->unit, error))
    return FALSE;
  unit = vd_unit_copy (event->unit);
  g_ptr_array_add (table->units, unit);
  vd_table_index_unit (table, unit->id, unit);
  return TRUE;
}

static gboolean
apply_remove_unit (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                   GError **error)
{
  const VdUnit *unit = find_unit (table, event->unit_id, error);

  if (unit == NULL)
    return FALSE;
  vd_table_index_unit (table, unit->id, NULL);
  g_ptr_array_remove (table->units, (gpointer) unit);
  return TRUE;
}

/* The unit keeps its place in the list: drawing order and file order do not change. */
static gboolean
apply_edit_unit (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  const VdUnit *unit;
  VdUnit *edited;
  guint index;

  g_return_val_if_fail (event->unit != NULL, FALSE);
  unit = find_unit (table, event->unit->id, error);
  if (unit == NULL || !check_whole_unit (table, ruleset, event->unit, error))
    return FALSE;
  g_ptr_array_find (table->units, unit, &index);
  vd_table_index_unit (table, unit->id, NULL);
  vd_unit_free (g_ptr_array_steal_index (table->units, index));
  edited = vd_unit_copy (event->unit);
  g_ptr_array_insert (table->units, (gint) index, edited);
  vd_table_index_unit (table, edited->id, edited);
  return TRUE;
}

/* A whole feature that joins or changes has a path of its shape and damage it can take. */
static gboolean
check_whole_feature (const VdFeature *feature, GError **error)
{
  guint min_points = feature->shape == VD_SHAPE_AREA ? 3 : 2;

  if (!vd_yaml_check_text (feature->id, TRUE, "id", error) ||
      !vd_yaml_check_text (feature->name, FALSE, "name", error))
    return FALSE;
  if (!vd_terrain_type_allows_shape (feature->type, feature->shape) ||
      feature->path.n_points < min_points)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("terrain feature “%s” needs an outline of 3 points or a line of 2 "
                     "for a %s"),
                   feature->id, vd_terrain_type_to_string (feature->type));
      return FALSE;
    }
  if (feature->path.n_points > VD_YAML_MAX_POINTS || feature->n_crests > VD_YAML_MAX_CRESTS)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("terrain feature “%s” may have at most %u points and %u crest lines"),
                   feature->id, VD_YAML_MAX_POINTS, VD_YAML_MAX_CRESTS);
      return FALSE;
    }
  for (guint i = 0; i < feature->n_crests; i++)
    if (feature->crests[i].n_points > VD_YAML_MAX_POINTS)
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("terrain feature “%s” may have at most %u points and %u crest lines"),
                     feature->id, VD_YAML_MAX_POINTS, VD_YAML_MAX_CRESTS);
        return FALSE;
      }
  if ((feature->on_fire != 0 || feature->points != 0) && feature->type != VD_TERRAIN_HOUSE)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("only houses burn (this is a %s)"),
                   vd_terrain_type_to_string (feature->type));
      return FALSE;
    }
  return feature->damage->len == 0 || check_damage (feature, feature->damage, error);
}

static gboolean
apply_add_feature (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                   GError **error)
{
  VdFeature *feature;

  g_return_val_if_fail (event->feature != NULL, FALSE);
  if (!check_room (table->features, VD_YAML_MAX_FEATURES, "terrain", error) ||
      !check_id_free (table, event->feature->id, error) ||
      !check_whole_feature (event->feature, error) ||
      !vd_feature_overrides_check (event->feature, ruleset, NULL, error))
    return FALSE;
  vd_table_own_terrain (table);
  feature = vd_feature_copy (event->feature);
  g_ptr_array_add (table->features, feature);
  vd_table_index_feature (table, feature->id, feature);
  return TRUE;
}

static gboolean
apply_remove_feature (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                      GError **error)
{
  const VdFeature *feature = find_feature_to_replace (table, event->feature_id, error);

  if (feature == NULL)
    return FALSE;
  vd_table_index_feature (table, feature->id, NULL);
  g_ptr_array_remove (table->features, (gpointer) feature);
  return TRUE;
}

static gboolean
apply_edit_feature (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                    GError **error)
{
  const VdFeature *feature;
  VdFeature *edited;
  guint index;

  g_return_val_if_fail (event->feature != NULL, FALSE);
  feature = find_feature_to_replace (table, event->feature->id, error);
  if (feature == NULL || !check_whole_feature (event->feature, error) ||
      !vd_feature_overrides_check (event->feature, ruleset, NULL, error))
    return FALSE;
  g_ptr_array_find (table->features, feature, &index);
  vd_table_index_feature (table, feature->id, NULL);
  vd_feature_free (g_ptr_array_steal_index (table->features, index));
  edited = vd_feature_copy (event->feature);
  g_ptr_array_insert (table->features, (gint) index, edited);
  vd_table_index_feature (table, edited->id, edited);
  return TRUE;
}

/* The order of battle's checks of a table file (vd-table-commands.c): a command joins under a
 * parent of its side that is already there, so the commands stay a tree. */
static gboolean
apply_add_command (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                   GError **error)
{
  VdCommand *command;

  g_return_val_if_fail (event->command != NULL, FALSE);
  if (!vd_yaml_check_text (event->command->id, TRUE, "id", error) ||
      !vd_yaml_check_text (event->command->side, TRUE, "side", error) ||
      !vd_yaml_check_text (event->command->name, FALSE, "name", error) ||
      !vd_yaml_check_text (event->command->kind, TRUE, "kind", error) ||
      !vd_yaml_check_text (event->command->parent, TRUE, "parent", error) ||
      !check_room (table->commands, VD_YAML_MAX_COMMANDS, "commands", error) ||
      !check_id_free (table, event->command->id, error) ||
      !vd_table_check_command (table, event->command, error))
    return FALSE;
  command = vd_command_copy (event->command);
  g_ptr_array_add (table->commands, command);
  vd_table_index_command (table, command->id, command);
  return TRUE;
}

/* DECLARE_FIRE, DECLARE_CHARGE: the unit and its target are on the table, on two sides. */
static const VdUnit *
find_declaring (const VdEvent *event, const VdTable *table, GError **error)
{
  const VdUnit *unit = find_unit (table, event->unit_id, error);
  const VdUnit *target;

  if (unit == NULL || (target = find_unit (table, event->target_id, error)) == NULL)
    return NULL;
  if (g_strcmp0 (unit->side, target->side) == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s and %s are on the same side: a declaration targets an enemy"),
                   unit->id, target->id);
      return NULL;
    }
  return unit;
}

/* A unit that fires is revealed (CREST-2, WOOD-4, FIELD-2, ROCK-2). */
static gboolean
apply_declare_fire (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                    GError **error)
{
  const VdUnit *unit = find_declaring (event, table, error);

  if (unit == NULL)
    return FALSE;
  vd_table_own_unit (table, unit)->revealed = TRUE;
  return TRUE;
}

/* A declared charge moves nothing: the move that follows is an event of its own. */
static gboolean
apply_declare_charge (const VdEvent *event, VdTable *table, const VdRuleset *ruleset,
                      GError **error)
{
  return find_declaring (event, table, error) != NULL && check_path (event, error);
}

static const ApplyFunc appliers[VD_N_EVENT_KINDS] = {
  [VD_EVENT_MOVE] = apply_move,
  [VD_EVENT_FORMATION] = apply_formation,
  [VD_EVENT_FACE] = apply_face,
  [VD_EVENT_CONDITIONS] = apply_conditions,
  [VD_EVENT_LOSS] = apply_loss,
  [VD_EVENT_MORALE] = apply_morale,
  [VD_EVENT_REVEAL] = apply_reveal,
  [VD_EVENT_BOMBARD] = apply_damage,
  [VD_EVENT_REPAIR] = apply_damage,
  [VD_EVENT_FIRE] = apply_fire,
  [VD_EVENT_END_TURN] = apply_end_turn,
  [VD_EVENT_ADD_UNIT] = apply_add_unit,
  [VD_EVENT_REMOVE_UNIT] = apply_remove_unit,
  [VD_EVENT_EDIT_UNIT] = apply_edit_unit,
  [VD_EVENT_ADD_FEATURE] = apply_add_feature,
  [VD_EVENT_REMOVE_FEATURE] = apply_remove_feature,
  [VD_EVENT_EDIT_FEATURE] = apply_edit_feature,
  [VD_EVENT_ADD_COMMAND] = apply_add_command,
  [VD_EVENT_RECOIL] = apply_recoil,
  [VD_EVENT_DESTROY] = apply_destroy,
  [VD_EVENT_DECLARE_FIRE] = apply_declare_fire,
  [VD_EVENT_DECLARE_CHARGE] = apply_declare_charge,
  [VD_EVENT_START] = apply_start,
  [VD_EVENT_NAME_SIDE] = apply_name_side,
  [VD_EVENT_SET_READING] = apply_set_reading,
};

gboolean
vd_event_apply (const VdEvent *event, VdTable *table, const VdRuleset *ruleset, GError **error)
{
  g_return_val_if_fail (event != NULL && event->kind < VD_N_EVENT_KINDS, FALSE);
  g_return_val_if_fail (table != NULL && ruleset != NULL, FALSE);

  return check_common (event, table, error) && appliers[event->kind] (event, table, ruleset, error);
}
