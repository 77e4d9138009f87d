#include "vd-journal.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "vd-journal-private.h"
#include "vd-morale-rules.h"
#include "vd-movement.h"
#include "vd-table-private.h"
#include "vd-table-sides.h"

/* The journal's lines for people: units and features by their names, distances in paces,
 * what a move cost and what the unit became. TABLE is the battle just before the event, so a
 * move can be measured again from where the unit stood. */

static const VdUnit *
find_unit (const VdTable *table, const char *id)
{
  const VdUnit *unit;

  if (table == NULL || id == NULL)
    return NULL;
  unit = vd_table_find_unit (table, id);
  return unit != NULL ? unit : vd_table_find_destroyed (table, id);
}

const char *
vd_journal_unit_name (const VdTable *table, const char *id)
{
  const VdUnit *unit = find_unit (table, id);

  if (unit != NULL && unit->name != NULL)
    return unit->name;
  return id != NULL ? id : "—";
}

char *
vd_journal_feature_name (const VdTable *table, const VdRuleset *ruleset, const char *id)
{
  const VdFeature *feature = table != NULL && id != NULL ? vd_table_find_feature (table, id)
                                                         : NULL;

  if (feature != NULL && feature->name != NULL)
    return g_strdup (feature->name);
  if (feature != NULL && ruleset != NULL && ruleset->terrain[feature->type].name.en != NULL)
    return g_utf8_strdown (vd_text_get (&ruleset->terrain[feature->type].name), -1);
  return g_strdup (id != NULL ? id : "—");
}

static const char *
formation_name (VdFormation formation, const VdRuleset *ruleset)
{
  if (ruleset != NULL && ruleset->formations[formation].name.en != NULL)
    return vd_text_get (&ruleset->formations[formation].name);
  return vd_formation_to_string (formation);
}

static const char *
morale_state_name (const char *state, const VdRuleset *ruleset)
{
  const VdMoraleState *found = NULL;

  if (ruleset != NULL && ruleset->morale != NULL)
    found = state != NULL ? vd_morale_rules_find_state (ruleset->morale, state)
          : ruleset->morale->states->len > 0 ? g_ptr_array_index (ruleset->morale->states, 0)
          : NULL;
  return found != NULL && found->name.en != NULL ? vd_text_get (&found->name) : state;
}

/* Paces, rounded to the pace: what a referee measures. */
static const char *
format_paces (double paces, char buf[32])
{
  return vd_yaml_format_number (round (paces), buf);
}

/* The points of a move or a push-back: the waypoints, then where it ends. */
static GArray *
event_path (const VdEvent *event)
{
  GArray *points = g_array_copy (event->via);

  g_array_append_val (points, event->at);
  return points;
}

/* "arrives disorganized, no formation": the conditions the unit did not have before. */
static char *
new_conditions_text (guint before, guint after)
{
  g_autofree char *words = NULL;

  if ((after & ~before) == 0)
    return NULL;
  words = vd_conditions_describe (after & ~before);
  /* Translators: what a unit became at the end of a move: "arrives disorganized". */
  return g_strdup_printf (_("arrives %s"), words);
}

/* MOVE: "fr-1 moves 130 paces (of 160): hedge −20 (LOBS-1), arrives disorganized", measured
 * again on the battle before it; only the name when the unit cannot be measured there. */
static char *
describe_move (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset)
{
  const VdUnit *unit = table != NULL ? vd_table_find_unit (table, event->unit_id) : NULL;
  const char *name = vd_journal_unit_name (table, event->unit_id);
  g_autoptr(GArray) points = event_path (event);
  g_autoptr(GPtrArray) details = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *head = NULL;
  g_autofree char *joined = NULL;
  VdMoveAnswer answer;
  char pbuf[2][32];
  char *arrives;

  if (unit == NULL || ruleset == NULL ||
      !vd_move_measure (table, ruleset, unit, (const VdPoint *) points->data, points->len,
                        event->forced, &answer, NULL))
    {
      head = g_strdup_printf (event->forced ? _("%s makes a forced march") : _("%s moves"), name);
    }
  else
    {
      /* Translators: a move: the unit, the paces it went, its allowance: "1er bataillon,
       * 57e de ligne moves 130 paces (of 160)". */
      head = g_strdup_printf (event->forced ? _("%s makes a forced march of %s paces (of %s)")
                                            : _("%s moves %s paces (of %s)"),
                              name, format_paces (answer.distance, pbuf[0]),
                              format_paces (answer.allowance, pbuf[1]));
      for (guint i = 0; i < answer.n_effects; i++)
        {
          const VdMoveEffect *effect = &answer.effects[i];

          g_autofree char *by = NULL;

          if (fabs (effect->paces) < 0.5 || effect->by == NULL)
            continue;
          by = vd_journal_feature_name (table, ruleset, effect->by);
          /* Translators: what a feature cost a move (or gave it, on a road): "hedge −20
           * (LOBS-1)", "Mozhaisk road +30 (ROAD-3)". */
          g_ptr_array_add (details,
                           g_strdup_printf (effect->paces > 0 ? _("%s −%s (%s)")
                                                              : _("%s +%s (%s)"),
                                            by,
                                            format_paces (fabs (effect->paces), pbuf[0]),
                                            effect->rule));
        }
      vd_move_answer_clear (&answer);
    }
  if ((arrives = new_conditions_text (unit != NULL ? unit->conditions : 0,
                                      event->conditions)) != NULL)
    g_ptr_array_add (details, arrives);
  if (event->revealed)
    /* Translators: a move over a crest line shows the unit to the enemy. */
    g_ptr_array_add (details, g_strdup (_("is revealed (CREST-2)")));
  if (details->len == 0)
    return g_steal_pointer (&head);
  g_ptr_array_add (details, NULL);
  /* Translators: between the details of a move ("hedge −20 (LOBS-1), arrives disorganized"). */
  joined = g_strjoinv (_(", "), (char **) details->pdata);
  /* Translators: a move, then what it cost and what the unit became. */
  return g_strdup_printf (_("%s: %s"), head, joined);
}

/* The paces along a push-back, from where the unit stood; -1 when it cannot be told. */
static double
recoil_paces (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset)
{
  const VdUnit *unit = table != NULL ? vd_table_find_unit (table, event->unit_id) : NULL;
  g_autoptr(GArray) points = event_path (event);
  double mm = 0, mm_per_pace;
  VdPoint from;

  if (unit == NULL || ruleset == NULL || (mm_per_pace = vd_table_mm_per_pace (table, ruleset)) <= 0)
    return -1;
  from = unit->at;
  for (guint i = 0; i < points->len; i++)
    {
      VdPoint to = g_array_index (points, VdPoint, i);

      mm += hypot (to.x - from.x, to.y - from.y);
      from = to;
    }
  return mm / mm_per_pace;
}

/* RECOIL: how far the unit was pushed, and what the terrain there did to it. */
static char *
describe_recoil (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset)
{
  const char *unit = vd_journal_unit_name (table, event->unit_id);
  g_autofree char *feature = vd_journal_feature_name (table, ruleset, event->feature_id);
  double paces = recoil_paces (event, table, ruleset);
  g_autofree char *line = NULL;
  char pbuf[32];

  if (event->destroyed)
    /* Translators: "fr-1 is pushed back into the Kolocha river and destroyed: 9 figures lost
     * (RIVER-2)". */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s is pushed back into %s and destroyed: %d figure "
                                         "lost (%s)",
                                         "%s is pushed back into %s and destroyed: %d figures "
                                         "lost (%s)", (gulong) event->figures),
                            unit, feature, event->figures,
                            event->rule != NULL ? event->rule : "RIVER-2");
  if (paces < 0)
    line = g_strdup_printf (_("%s is pushed back"), unit);
  else
    /* Translators: "fr-1 is pushed back 40 paces". */
    line = g_strdup_printf (_("%s is pushed back %s paces"), unit, format_paces (paces, pbuf));
  if (event->rule != NULL && event->feature_id != NULL)
    {
      g_autofree char *plain = g_steal_pointer (&line);

      /* Translators: "fr-1 is pushed back 40 paces into the marsh and has no formation
       * (MARSH-2)". */
      line = g_strdup_printf (_("%s into %s and has no formation (%s)"), plain, feature,
                              event->rule);
    }
  if (!event->revealed)
    return g_steal_pointer (&line);
  /* Translators: a push-back over a crest line: "fr-1 is pushed back 40 paces and is
   * revealed (CREST-2)". */
  return g_strdup_printf (_("%s and is revealed (CREST-2)"), line);
}

/* FIRE: the attempt, and on a burning village the points its side loses (HOUSE-10). */
static char *
describe_fire (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset)
{
  g_autofree char *feature = vd_journal_feature_name (table, ruleset, event->feature_id);
  g_autofree char *line = NULL;
  g_autofree char *side = NULL;
  char pbuf[32];

  if (event->unit_id == NULL)
    line = g_strdup_printf (event->burning ? _("%s catches fire (die %d)")
                                           : _("%s does not catch fire (die %d)"),
                            feature, event->die);
  else
    line = g_strdup_printf (event->burning ? _("%s sets %s on fire (die %d)")
                                           : _("%s fails to set %s on fire (die %d)"),
                            vd_journal_unit_name (table, event->unit_id), feature, event->die);
  if (event->points_lost <= 0 || event->side == NULL)
    return g_steal_pointer (&line);
  /* Translators: a fire, then the side that set it and the objective's points it loses:
   * "Russian howitzers sets Shevardino on fire (die 6): Russian loses 5 objective points
   * (HOUSE-10)"; the side is the table's name for it (`sides:`), else its word capitalised. */
  side = vd_table_side_name (table, event->side);
  return g_strdup_printf (_("%s: %s loses %s objective points (HOUSE-10)"), line, side,
                          vd_yaml_format_number (event->points_lost, pbuf));
}

/* LOSS: the figures lost (or back), and what is left when the unit is known. */
static char *
describe_loss (const VdEvent *event, const VdTable *table)
{
  const VdUnit *unit = find_unit (table, event->unit_id);
  const char *name = vd_journal_unit_name (table, event->unit_id);
  g_autofree char *line = NULL;
  int left;

  if (event->figures < 0)
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s gets %d figure back",
                                         "%s gets %d figures back", (gulong) -event->figures),
                            name, -event->figures);
  else
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s loses %d figure",
                                         "%s loses %d figures", (gulong) event->figures),
                            name, event->figures);
  if (unit == NULL)
    return g_steal_pointer (&line);
  left = MAX (unit->figures - unit->casualties - event->figures, 0);
  /* Translators: a loss, then the figures the unit has left: "fr-1 loses 2 figures: 18
   * left". */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d left", "%s: %d left",
                                       (gulong) left),
                          line, left);
}

/* What happened, without the turn: "1er bataillon, 57e de ligne loses 6 figures: 12 left". */
static char *
describe_body (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset)
{
  const VdUnit *before = find_unit (table, event->unit_id);
  const char *unit = vd_journal_unit_name (table, vd_event_get_unit_id (event));
  g_autofree char *feature = vd_journal_feature_name (table, ruleset,
                                                      vd_event_get_feature_id (event));
  char pbuf[32];

  switch (event->kind)
    {
    case VD_EVENT_MOVE:
      return describe_move (event, table, ruleset);
    case VD_EVENT_FORMATION:
      if (g_strcmp0 (event->rule, "ROAD-2") == 0)
        /* Translators: "fr-1 halves its front for the road (ROAD-2)". */
        return g_strdup_printf (_("%s halves its front for the road (%s)"), unit, event->rule);
      if (before != NULL && before->formation != event->formation)
        /* Translators: "fr-1 forms square (was line)"; the ruleset's names for formations. */
        return g_strdup_printf (_("%s forms %s (was %s)"), unit,
                                formation_name (event->formation, ruleset),
                                formation_name (before->formation, ruleset));
      /* Translators: "fr-1 forms square"; the formation is the ruleset's name for it. */
      return g_strdup_printf (_("%s forms %s"), unit, formation_name (event->formation, ruleset));
    case VD_EVENT_FACE:
      if (before != NULL && before->facing != event->facing)
        {
          char was[32];

          /* Translators: "fr-1 turns to face 90° (was 0°)" (degrees clockwise from the far
           * edge). */
          return g_strdup_printf (_("%s turns to face %s° (was %s°)"), unit,
                                  vd_yaml_format_number (event->facing, pbuf),
                                  vd_yaml_format_number (before->facing, was));
        }
      /* Translators: "fr-1 turns to face 90°" (degrees clockwise from the far edge). */
      return g_strdup_printf (_("%s turns to face %s°"), unit,
                              vd_yaml_format_number (event->facing, pbuf));
    case VD_EVENT_CONDITIONS:
      {
        g_autofree char *words = vd_conditions_describe (event->conditions);

        if (event->conditions == 0)
          return g_strdup_printf (_("%s recovers from every condition"), unit);
        /* Translators: "fr-1 is now disorganized, disorder". */
        return g_strdup_printf (_("%s is now %s"), unit, words);
      }
    case VD_EVENT_LOSS:
      return describe_loss (event, table);
    case VD_EVENT_MORALE:
      if (before != NULL && morale_state_name (before->morale, ruleset) != NULL &&
          g_strcmp0 (morale_state_name (before->morale, ruleset),
                     morale_state_name (event->state, ruleset)) != 0)
        /* Translators: "fr-1’s morale becomes shaken (was steady)". */
        return g_strdup_printf (_("%s’s morale becomes %s (was %s)"), unit,
                                morale_state_name (event->state, ruleset),
                                morale_state_name (before->morale, ruleset));
      /* Translators: "fr-1's morale becomes shaken"; the state is the ruleset's name for it. */
      return g_strdup_printf (_("%s’s morale becomes %s"), unit,
                              morale_state_name (event->state, ruleset));
    case VD_EVENT_REVEAL:
      return g_strdup_printf (event->revealed ? _("%s is revealed") : _("%s is hidden again"),
                              unit);
    case VD_EVENT_BOMBARD:
      if (event->unit_id == NULL)
        return g_strdup_printf (_("%s is bombarded (%s)"), feature, event->rule);
      if (event->affected > 0)
        /* Translators: "Russian battery bombards the abatis (HOBS-4): 20 paces damaged". */
        return g_strdup_printf (_("%s bombards %s (%s): %s paces damaged"), unit, feature,
                                event->rule, format_paces (event->affected, pbuf));
      return g_strdup_printf (_("%s bombards %s (%s)"), unit, feature, event->rule);
    case VD_EVENT_REPAIR:
      if (event->unit_id == NULL)
        return g_strdup_printf (_("%s is repaired (%s)"), feature, event->rule);
      if (event->affected > 0)
        /* Translators: "sappers repair the abatis (HOBS-5): 20 paces rebuilt". */
        return g_strdup_printf (_("%s repairs %s (%s): %s paces rebuilt"), unit, feature,
                                event->rule, format_paces (event->affected, pbuf));
      return g_strdup_printf (_("%s repairs %s (%s)"), unit, feature, event->rule);
    case VD_EVENT_FIRE:
      return describe_fire (event, table, ruleset);
    case VD_EVENT_RECOIL:
      return describe_recoil (event, table, ruleset);
    case VD_EVENT_DECLARE_FIRE:
      /* Translators: "fr-1 declares fire at ru-2 and is revealed (MASK-6)". */
      return g_strdup_printf (_("%s declares fire at %s and is revealed (MASK-6)"), unit,
                              vd_journal_unit_name (table, event->target_id));
    case VD_EVENT_DECLARE_CHARGE:
      {
        g_autofree char *words = vd_conditions_describe (event->conditions);

        if (event->conditions == 0)
          /* Translators: "fr-1 declares a charge on ru-2 (MASK-6)". */
          return g_strdup_printf (_("%s declares a charge on %s (MASK-6)"), unit,
                                  vd_journal_unit_name (table, event->target_id));
        /* Translators: "fr-1 declares a charge on ru-2, to arrive disorganized (MASK-6)". */
        return g_strdup_printf (_("%s declares a charge on %s, to arrive %s (MASK-6)"), unit,
                                vd_journal_unit_name (table, event->target_id), words);
      }
    case VD_EVENT_DESTROY:
      if (event->feature_id != NULL)
        /* Translators: "fr-1 is destroyed in village-1: 9 figures lost (HOUSE-10)". */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s is destroyed in %s: %d figure lost (%s)",
                                             "%s is destroyed in %s: %d figures lost (%s)",
                                             (gulong) event->figures),
                                unit, feature, event->figures, event->rule);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s is destroyed: %d figure lost (%s)",
                                           "%s is destroyed: %d figures lost (%s)",
                                           (gulong) event->figures),
                              unit, event->figures, event->rule);
    case VD_EVENT_ADD_UNIT:
      return g_strdup_printf (_("%s joins the table"),
                              event->unit != NULL && event->unit->name != NULL
                                ? event->unit->name : unit);
    case VD_EVENT_REMOVE_UNIT:
      return g_strdup_printf (_("%s leaves the table"), unit);
    case VD_EVENT_EDIT_UNIT:
      return g_strdup_printf (_("%s is changed"),
                              event->unit != NULL && event->unit->name != NULL
                                ? event->unit->name : unit);
    case VD_EVENT_ADD_FEATURE:
      return g_strdup_printf (_("terrain feature %s is added"),
                              event->feature != NULL && event->feature->name != NULL
                                ? event->feature->name : feature);
    case VD_EVENT_REMOVE_FEATURE:
      return g_strdup_printf (_("terrain feature %s is removed"), feature);
    case VD_EVENT_EDIT_FEATURE:
      return g_strdup_printf (_("terrain feature %s is changed"),
                              event->feature != NULL && event->feature->name != NULL
                                ? event->feature->name : feature);
    case VD_EVENT_ADD_COMMAND:
      /* Translators: "command fr-bde-1 joins the order of battle" (brigade, division…). */
      return g_strdup_printf (_("command %s joins the order of battle"),
                              event->command == NULL ? ""
                              : event->command->name != NULL ? event->command->name
                              : event->command->id);
    case VD_EVENT_NAME_SIDE:
      {
        /* Named as it was just before: "French renamed “Grande Armée”". */
        g_autofree char *was = table != NULL && event->side != NULL
                                 ? vd_table_side_name (table, event->side)
                                 : g_strdup (event->side != NULL ? event->side : "");

        if (event->name.en == NULL)
          /* Translators: a side's own name taken away: "Grande Armée takes back its plain
           * name" (the side's word, capitalised: French). */
          return g_strdup_printf (_("%s takes back its plain name"), was);
        /* Translators: "French renamed “Grande Armée”". */
        return g_strdup_printf (_("%s renamed “%s”"), was, vd_text_get (&event->name));
      }
    case VD_EVENT_SET_READING:
      if (event->option == NULL)
        /* Translators: a table's own reading taken away: "reading mini-i-charge-and-fire as
         * the ruleset chooses". */
        return g_strdup_printf (_("reading %s as the ruleset chooses"), event->reading);
      /* Translators: "reading mini-i-charge-and-fire: refused" (the option, a file word). */
      return g_strdup_printf (_("reading %s: %s"), event->reading, event->option);
    case VD_EVENT_END_TURN:
    case VD_EVENT_START:
    case VD_N_EVENT_KINDS:
    default:
      return NULL;
    }
}

static char *
describe (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset,
          gboolean with_note)
{
  g_autofree char *body = NULL;
  g_autofree char *line = NULL;

  if (event->kind == VD_EVENT_END_TURN)
    line = g_strdup_printf (_("Turn %d ends"), event->turn);
  else if (event->kind == VD_EVENT_START)
    /* Translators: the set-up is over and play begins, on turn 1 as a rule. */
    line = g_strdup_printf (_("Turn %d: the battle starts"), event->turn);
  else
    {
      body = describe_body (event, table, ruleset);
      /* Translators: "Turn 3: fr-1-4e loses 6 figures". */
      line = g_strdup_printf (_("Turn %d: %s"), event->turn, body);
    }
  if (event->overridden != NULL)
    {
      g_autofree char *plain = g_steal_pointer (&line);

      /* Translators: an event the referee allowed against a rule of the turn's limits:
       * "Turn 2: fr-1 moves … (allowed anyway against TURN)". */
      line = g_strdup_printf (_("%s (allowed anyway against %s)"), plain, event->overridden);
    }
  if (with_note && event->note != NULL && event->note[0] != '\0')
    /* Translators: an event, then the referee's note about it. */
    return g_strdup_printf (_("%s — %s"), line, event->note);
  return g_steal_pointer (&line);
}

char *
vd_event_describe (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset)
{
  g_return_val_if_fail (event != NULL, NULL);
  return describe (event, table, ruleset, TRUE);
}

char *
vd_event_describe_without_note (const VdEvent *event, const VdTable *table,
                                const VdRuleset *ruleset)
{
  g_return_val_if_fail (event != NULL, NULL);
  return describe (event, table, ruleset, FALSE);
}

/* What the events of a batch do together, when they all do the same, else "N changes". The
 * commands that come with units (placed from an order of battle) go unsaid: the units say it. */
static char *
describe_batch_body (VdEvent * const *events, guint n_events)
{
  VdEventKind kind = VD_EVENT_ADD_COMMAND;
  guint n_commands = 0;

  for (guint i = 0; i < n_events; i++)
    if (events[i]->kind == VD_EVENT_ADD_COMMAND)
      n_commands++;
    else if (kind == VD_EVENT_ADD_COMMAND)
      kind = events[i]->kind;
    else if (events[i]->kind != kind)
      kind = VD_N_EVENT_KINDS;
  if (kind != VD_EVENT_ADD_UNIT && kind != VD_EVENT_ADD_COMMAND && n_commands > 0)
    kind = VD_N_EVENT_KINDS;
  else if (kind == VD_EVENT_ADD_UNIT)
    n_events -= n_commands;
  switch (kind)
    {
    case VD_EVENT_MOVE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit moves", "%u units move",
                                           n_events), n_events);
    case VD_EVENT_FORMATION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit changes formation",
                                           "%u units change formation", n_events), n_events);
    case VD_EVENT_FACE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit turns", "%u units turn",
                                           n_events), n_events);
    case VD_EVENT_ADD_UNIT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit joins the table",
                                           "%u units join the table", n_events), n_events);
    case VD_EVENT_REMOVE_UNIT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit leaves the table",
                                           "%u units leave the table", n_events), n_events);
    case VD_EVENT_ADD_COMMAND:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u command joins the order of battle",
                                           "%u commands join the order of battle", n_events),
                              n_events);
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u change", "%u changes",
                                           n_events), n_events);
    }
}

/* An end of turn with the units it destroys first (HOUSE-10), or NULL when the batch is not
 * one: "Turn 3 ends — destroyed: 1er bataillon, 57e de ligne (HOUSE-10)". */
static char *
describe_end_of_turn (VdEvent * const *events, guint n_events, const VdTable *table)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  if (n_events < 2 || events[n_events - 1]->kind != VD_EVENT_END_TURN)
    return NULL;
  for (guint i = 0; i + 1 < n_events; i++)
    {
      if (events[i]->kind != VD_EVENT_DESTROY || g_strcmp0 (events[i]->rule, events[0]->rule) != 0)
        return NULL;
      /* Translators: between the units an end of turn destroys ("fr-1, fr-2"). */
      g_string_append_printf (ids, "%s%s", i > 0 ? _(", ") : "",
                              vd_journal_unit_name (table, events[i]->unit_id));
    }
  /* Translators: the turn, the units destroyed as it ends, the rule: "Turn 3 ends — destroyed:
   * fr-1, fr-2 (HOUSE-10)". */
  return g_strdup_printf (_("Turn %d ends — destroyed: %s (%s)"), events[n_events - 1]->turn,
                          ids->str, events[0]->rule);
}

char *
vd_event_describe_batch (VdEvent * const *events, guint n_events, const VdTable *table,
                         const VdRuleset *ruleset)
{
  g_autofree char *body = NULL;
  const VdEvent *other = NULL;
  guint n_others = 0;
  char *end_of_turn;

  g_return_val_if_fail (events != NULL && n_events > 0, NULL);

  if ((end_of_turn = describe_end_of_turn (events, n_events, table)) != NULL)
    return end_of_turn;

  for (guint i = 0; i < n_events; i++)
    if (events[i]->kind != VD_EVENT_ADD_COMMAND)
      {
        other = events[i];
        n_others++;
      }
  if (n_events == 1)
    return vd_event_describe (events[0], table, ruleset);
  /* A unit placed with the commands it needs reads as the unit placed. */
  if (n_others == 1)
    return vd_event_describe (other, table, ruleset);
  body = describe_batch_body (events, n_events);
  return g_strdup_printf (_("Turn %d: %s"), events[0]->turn, body);
}

char *
vd_event_describe_setup_batch (VdEvent * const *events, guint n_events, const VdTable *table,
                               const VdRuleset *ruleset)
{
  g_autofree char *body = NULL;
  const VdEvent *other = NULL;
  guint n_others = 0;

  g_return_val_if_fail (events != NULL && n_events > 0, NULL);

  for (guint i = 0; i < n_events; i++)
    if (events[i]->kind != VD_EVENT_ADD_COMMAND)
      {
        other = events[i];
        n_others++;
      }
  /* A unit placed with the commands it needs reads as the unit placed. */
  if (n_others == 1 || n_events == 1)
    body = describe_body (other != NULL ? other : events[0], table, ruleset);
  else
    body = describe_batch_body (events, n_events);
  if (body == NULL)
    return vd_event_describe_batch (events, n_events, table, ruleset);
  /* Translators: a change made while setting up the table, before the battle starts. */
  return g_strdup_printf (_("Set-up: %s"), body);
}
