/* The steps within a phase (BN 7.0, 8.2): which step an event of play belongs to, and the
 * order they are taken in. */
#include "vd-hex-phase-steps.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"

/* Whether VALUE is what NODE asks: no NODE asks nothing; a word, or a list of words. */
static gboolean
value_matches (const VdYamlNode *node, const char *value)
{
  if (node == NULL)
    return TRUE;
  if (node->kind == VD_YAML_SCALAR)
    return g_strcmp0 (node->value, value) == 0;
  for (guint i = 0; node->kind == VD_YAML_SEQUENCE && i < node->n_children; i++)
    if (node->children[i]->kind == VD_YAML_SCALAR &&
        g_strcmp0 (node->children[i]->value, value) == 0)
      return TRUE;
  return FALSE;
}

/* The kind of EVENT as a step's `events` name it, on BOARD before it; NULL for none. */
static const char *
event_kind (const VdBoard *board, const VdBoardEvent *event, const VdBoardUnit *unit)
{
  switch (event->kind)
    {
    case VD_BOARD_EVENT_MOVE:
      if (unit == NULL)
        return NULL;
      /* A change of formation in place (11.0) is recorded as a move to the counter's hex. */
      if (event->formation != NULL && !event->eliminated && event->hex != NULL &&
          unit->placed)
        {
          g_autofree char *here = vd_board_format_hex (board, unit->hex);

          if (g_str_equal (here, event->hex))
            return "formation";
        }
      return "move";
    case VD_BOARD_EVENT_STATE:
      return "state";
    case VD_BOARD_EVENT_ROSTER:
      return "roster";
    case VD_BOARD_EVENT_ORDER:
      return "order";
    case VD_BOARD_EVENT_COMBAT:
      return "combat";
    case VD_BOARD_EVENT_ROLL:
      return "roll";
    default:
      return NULL;
    }
}

/* Whether EVENT, of kind KIND on UNIT (may be NULL), is what MATCH asks; a match with a
 * `reading` holds only while MODULE's reading is `chosen` so. */
static gboolean
event_matches (const VdHexRuleset *module, const VdYamlNode *match, const char *kind,
               const VdBoardEvent *event, const VdBoardUnit *unit)
{
  const VdYamlNode *fewer = vd_yaml_lookup (match, "stragglers");
  const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (match, "reading"));

  if (!value_matches (vd_yaml_lookup (match, "kind"), kind))
    return FALSE;
  if (reading != NULL)
    {
      const char *choice = vd_hex_ruleset_choice (module, reading);

      if (choice == NULL || !value_matches (vd_yaml_lookup (match, "chosen"), choice))
        return FALSE;
    }
  if (g_str_equal (kind, "order"))
    return value_matches (vd_yaml_lookup (match, "action"), event->order_action) &&
           (vd_yaml_lookup (match, "method") == NULL ||
            (event->order_method != NULL &&
             value_matches (vd_yaml_lookup (match, "method"), event->order_method)));
  /* A bare roll belongs to the step of what it tested (10.3's stoppage). */
  if (g_str_equal (kind, "roll"))
    return value_matches (vd_yaml_lookup (match, "test"), event->test);
  if (g_str_equal (kind, "state"))
    return unit != NULL && value_matches (vd_yaml_lookup (match, "from"), unit->state) &&
           value_matches (vd_yaml_lookup (match, "to"), event->state);
  if (g_str_equal (kind, "formation"))
    return value_matches (vd_yaml_lookup (match, "from"), unit->formation) &&
           value_matches (vd_yaml_lookup (match, "to"), event->formation);
  if (g_str_equal (kind, "move"))
    return value_matches (vd_yaml_lookup (match, "unit_state"), unit->state);
  /* 21.2: stragglers taken back leave fewer on the row, no more casualties. */
  if (g_str_equal (kind, "roster") && fewer != NULL)
    return unit != NULL && unit->roster != NULL && value_matches (fewer, "fewer") &&
           event->stragglers >= 0 && (guint) event->stragglers < unit->roster->stragglers &&
           event->casualties >= 0 && (guint) event->casualties <= unit->roster->casualties;
  return TRUE;
}

guint
vd_hex_phase_step_of (const VdBoard *board, const VdHexRuleset *module,
                      const VdBoardEvent *event)
{
  const VdHexName *phase;
  const VdBoardUnit *unit;
  const char *kind;

  if (module == NULL || board->phase == NULL ||
      (phase = vd_hex_ruleset_find_phase (module, board->phase)) == NULL ||
      phase->steps == NULL)
    return 0;
  unit = event->unit_id != NULL ? vd_board_find_unit (board, event->unit_id) : NULL;
  if ((kind = event_kind (board, event, unit)) == NULL)
    return 0;
  /* BN 10.0a: an event the phase takes at any point belongs to no step. */
  for (guint e = 0; phase->steps_free != NULL && e < phase->steps_free->n_children; e++)
    if (event_matches (module, phase->steps_free->children[e], kind, event, unit))
      return 0;
  for (guint s = 0; s < phase->steps->len; s++)
    {
      const VdHexPhaseStep *step = phase->steps->pdata[s];

      for (guint e = 0; e < step->events->n_children; e++)
        if (event_matches (module, step->events->children[e], kind, event, unit))
          return s + 1;
    }
  return 0;
}

gboolean
vd_hex_phase_step_check (const VdBoard *board, const VdHexRuleset *module,
                         const VdBoardEvent *event, GError **error)
{
  guint at = vd_hex_phase_step_of (board, module, event);
  const VdHexName *phase;
  const VdHexPhaseStep *step, *taken;

  if (at == 0 || at >= board->phase_step)
    return TRUE;
  phase = vd_hex_ruleset_find_phase (module, board->phase);
  step = phase->steps->pdata[at - 1];
  taken = phase->steps->pdata[board->phase_step - 1];
  /* Translators: BN 8.2, "straggler recovery (21.2) comes before rally (25.5), already under
   * way in this phase (8.2)". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("%s (%s) comes before %s (%s), already under way in this phase (%s)"),
               vd_text_get (&step->name), step->rule, vd_text_get (&taken->name), taken->rule,
               phase->steps_rule != NULL ? phase->steps_rule : "?");
  return FALSE;
}
