#include "vd-journal.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-journal-private.h"
#include "vd-morale-rules.h"
#include "vd-table-private.h"
#include "vd-table-sides.h"

/* The events themselves: making, copying, comparing, naming, describing and replaying them.
 * Applying one is vd-journal-apply.c, reading and writing them vd-journal-io.c. */

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
  const VdMoraleState *found = ruleset != NULL && state != NULL
                                 ? vd_morale_rules_find_state (ruleset->morale, state) : NULL;

  return found != NULL && found->name.en != NULL ? vd_text_get (&found->name) : state;
}

static char *
conditions_text (guint conditions)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new ();

  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (conditions & (1u << c))
      g_ptr_array_add (words, (gpointer) vd_condition_to_string ((VdCondition) c));
  g_ptr_array_add (words, NULL);
  return g_strjoinv (", ", (char **) words->pdata);
}

/* RECOIL: where the unit was pushed, and what the terrain there did to it. */
static char *
describe_recoil (const VdEvent *event)
{
  g_autofree char *line = NULL;
  char pbuf[2][32];

  if (event->destroyed)
    /* Translators: "fr-1 is pushed back into river-1 and destroyed: 9 figures lost
     * (RIVER-2)". */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s is pushed back into %s and destroyed: %d figure "
                                         "lost (%s)",
                                         "%s is pushed back into %s and destroyed: %d figures "
                                         "lost (%s)", (gulong) event->figures),
                            event->unit_id, event->feature_id != NULL ? event->feature_id : "—",
                            event->figures, event->rule != NULL ? event->rule : "RIVER-2");
  vd_yaml_format_number (event->at.x, pbuf[0]);
  vd_yaml_format_number (event->at.y, pbuf[1]);
  if (event->rule != NULL && event->feature_id != NULL)
    /* Translators: "fr-1 is pushed back to 300, 400 into marsh-1 and has no formation
     * (MARSH-2)". */
    line = g_strdup_printf (_("%s is pushed back to %s, %s into %s and has no formation (%s)"),
                            event->unit_id, pbuf[0], pbuf[1], event->feature_id, event->rule);
  else
    /* Translators: "fr-1 is pushed back to 300, 400". */
    line = g_strdup_printf (_("%s is pushed back to %s, %s"), event->unit_id, pbuf[0], pbuf[1]);
  if (!event->revealed)
    return g_steal_pointer (&line);
  /* Translators: a push-back over a crest line: "fr-1 is pushed back to 300, 400 and is
   * revealed (CREST-2)". */
  return g_strdup_printf (_("%s and is revealed (CREST-2)"), line);
}

/* FIRE: the attempt, and on a burning village the points its side loses (HOUSE-10). */
static char *
describe_fire (const VdEvent *event, const VdTable *table)
{
  const char *unit = event->unit_id, *feature = event->feature_id;
  g_autofree char *line = NULL;
  g_autofree char *side = NULL;
  char pbuf[32];

  if (unit == NULL)
    line = g_strdup_printf (event->burning ? _("%s catches fire (die %d)")
                                           : _("%s does not catch fire (die %d)"),
                            feature, event->die);
  else
    line = g_strdup_printf (event->burning ? _("%s sets %s on fire (die %d)")
                                           : _("%s fails to set %s on fire (die %d)"),
                            unit, feature, event->die);
  if (event->points_lost <= 0 || event->side == NULL)
    return g_steal_pointer (&line);
  /* Translators: a fire, then the side that set it and the objective's points it loses:
   * "ru-how sets village-1 on fire (die 6): Russian loses 5 objective points (HOUSE-10)"; the
   * side is the table's name for it (`sides:`), else its word capitalised. */
  side = vd_table_side_name (table, event->side);
  return g_strdup_printf (_("%s: %s loses %s objective points (HOUSE-10)"), line, side,
                          vd_yaml_format_number (event->points_lost, pbuf));
}

/* What happened, without the turn: "fr-1-4e loses 6 figures". */
static char *
describe_body (const VdEvent *event, const VdTable *table, const VdRuleset *ruleset)
{
  const char *unit = vd_event_get_unit_id (event);
  const char *feature = vd_event_get_feature_id (event);
  char pbuf[2][32];

  switch (event->kind)
    {
    case VD_EVENT_MOVE:
      if (event->revealed)
        /* Translators: a move over a crest line: "fr-1 moves to 300, 400 and is revealed
         * (CREST-2)". */
        return g_strdup_printf (event->forced
                                  ? _("%s makes a forced march to %s, %s and is revealed "
                                      "(CREST-2)")
                                  : _("%s moves to %s, %s and is revealed (CREST-2)"),
                                unit, vd_yaml_format_number (event->at.x, pbuf[0]),
                                vd_yaml_format_number (event->at.y, pbuf[1]));
      return g_strdup_printf (event->forced ? _("%s makes a forced march to %s, %s")
                                            : _("%s moves to %s, %s"),
                              unit, vd_yaml_format_number (event->at.x, pbuf[0]),
                              vd_yaml_format_number (event->at.y, pbuf[1]));
    case VD_EVENT_FORMATION:
      if (g_strcmp0 (event->rule, "ROAD-2") == 0)
        /* Translators: "fr-1 halves its front for the road (ROAD-2)". */
        return g_strdup_printf (_("%s halves its front for the road (%s)"), unit, event->rule);
      /* Translators: "fr-1 forms square"; the formation is the ruleset's name for it. */
      return g_strdup_printf (_("%s forms %s"), unit, formation_name (event->formation, ruleset));
    case VD_EVENT_FACE:
      /* Translators: "fr-1 turns to face 90°" (degrees clockwise from the far edge). */
      return g_strdup_printf (_("%s turns to face %s°"), unit,
                              vd_yaml_format_number (event->facing, pbuf[0]));
    case VD_EVENT_CONDITIONS:
      {
        g_autofree char *words = conditions_text (event->conditions);

        if (event->conditions == 0)
          return g_strdup_printf (_("%s recovers from every condition"), unit);
        /* Translators: "fr-1 is now disorganized, disorder" (file keywords). */
        return g_strdup_printf (_("%s is now %s"), unit, words);
      }
    case VD_EVENT_LOSS:
      if (event->figures < 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s gets %d figure back",
                                             "%s gets %d figures back",
                                             (gulong) -event->figures),
                                unit, -event->figures);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s loses %d figure",
                                           "%s loses %d figures", (gulong) event->figures),
                              unit, event->figures);
    case VD_EVENT_MORALE:
      /* Translators: "fr-1's morale becomes shaken"; the state is the ruleset's name for it. */
      return g_strdup_printf (_("%s’s morale becomes %s"), unit,
                              morale_state_name (event->state, ruleset));
    case VD_EVENT_REVEAL:
      return g_strdup_printf (event->revealed ? _("%s is revealed") : _("%s is hidden again"),
                              unit);
    case VD_EVENT_BOMBARD:
      if (unit == NULL)
        return g_strdup_printf (_("%s is bombarded (%s)"), feature, event->rule);
      return g_strdup_printf (_("%s bombards %s (%s)"), unit, feature, event->rule);
    case VD_EVENT_REPAIR:
      if (unit == NULL)
        return g_strdup_printf (_("%s is repaired (%s)"), feature, event->rule);
      return g_strdup_printf (_("%s repairs %s (%s)"), unit, feature, event->rule);
    case VD_EVENT_FIRE:
      return describe_fire (event, table);
    case VD_EVENT_RECOIL:
      return describe_recoil (event);
    case VD_EVENT_DECLARE_FIRE:
      /* Translators: "fr-1 declares fire at ru-2 and is revealed (MASK-6)". */
      return g_strdup_printf (_("%s declares fire at %s and is revealed (MASK-6)"), unit,
                              event->target_id);
    case VD_EVENT_DECLARE_CHARGE:
      {
        g_autofree char *words = conditions_text (event->conditions);

        if (event->conditions == 0)
          /* Translators: "fr-1 declares a charge on ru-2 (MASK-6)". */
          return g_strdup_printf (_("%s declares a charge on %s (MASK-6)"), unit,
                                  event->target_id);
        /* Translators: "fr-1 declares a charge on ru-2, to arrive disorganized (MASK-6)". */
        return g_strdup_printf (_("%s declares a charge on %s, to arrive %s (MASK-6)"), unit,
                                event->target_id, words);
      }
    case VD_EVENT_DESTROY:
      if (feature != NULL)
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
      return g_strdup_printf (_("%s joins the table"), unit);
    case VD_EVENT_REMOVE_UNIT:
      return g_strdup_printf (_("%s leaves the table"), unit);
    case VD_EVENT_EDIT_UNIT:
      return g_strdup_printf (_("%s is changed"), unit);
    case VD_EVENT_ADD_FEATURE:
      return g_strdup_printf (_("terrain feature %s is added"), feature);
    case VD_EVENT_REMOVE_FEATURE:
      return g_strdup_printf (_("terrain feature %s is removed"), feature);
    case VD_EVENT_EDIT_FEATURE:
      return g_strdup_printf (_("terrain feature %s is changed"), feature);
    case VD_EVENT_ADD_COMMAND:
      /* Translators: "command fr-bde-1 joins the order of battle" (brigade, division…). */
      return g_strdup_printf (_("command %s joins the order of battle"),
                              event->command != NULL ? event->command->id : "");
    case VD_EVENT_NAME_SIDE:
      if (event->name.en == NULL)
        /* Translators: a side's own name taken away: "side french takes back its plain name"
         * (the side's word, capitalised: French). */
        return g_strdup_printf (_("side %s takes back its plain name"), event->side);
      /* Translators: "side french renamed “Grande Armée”". */
      return g_strdup_printf (_("side %s renamed “%s”"), event->side, vd_text_get (&event->name));
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
 * one: "Turn 3 ends — destroyed: fr-1, fr-2 (HOUSE-10)". */
static char *
describe_end_of_turn (VdEvent * const *events, guint n_events)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  if (n_events < 2 || events[n_events - 1]->kind != VD_EVENT_END_TURN)
    return NULL;
  for (guint i = 0; i + 1 < n_events; i++)
    {
      if (events[i]->kind != VD_EVENT_DESTROY || g_strcmp0 (events[i]->rule, events[0]->rule) != 0)
        return NULL;
      /* Translators: between the units an end of turn destroys ("fr-1, fr-2"). */
      g_string_append_printf (ids, "%s%s", i > 0 ? _(", ") : "", events[i]->unit_id);
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

  if ((end_of_turn = describe_end_of_turn (events, n_events)) != NULL)
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
