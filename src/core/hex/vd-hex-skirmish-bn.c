/* BN's skirmishers: detaching, taking back, combining and their place in the stack (11.5). */
#include "vd-hex-skirmish-bn.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-board-step.h"
#include "vd-error.h"
#include "vd-hex-odds.h"

#define SK "special.skirmishers."

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, SK, key);
}

static gboolean
is_skirmisher (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return g_strcmp0 (unit->unit_class, word (module, "class")) == 0;
}

/* Whether UNIT counts as a non-skirmisher for top and bottom (officers and HQs do not). */
static gboolean
is_other (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return !is_skirmisher (module, unit) &&
         !vd_hex_ruleset_list_has (module, SK "position_ignores", unit->unit_class);
}

/* 11.5c: its step, never its state (the morale level, which a reduced one has too). */
static gboolean
is_reduced (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return vd_board_step_reduced (unit);
}

/* The word of a skirmisher's reduced face (roster.steps). */
static const char *
reduced_word (const VdHexRuleset *module)
{
  return vd_board_step_word (module, word (module, "class"));
}

void
vd_hex_skirmish_free (VdHexSkirmish *skirmish)
{
  if (skirmish == NULL)
    return;
  g_free (skirmish->unit_id);
  g_free (skirmish->other);
  g_free (skirmish->why);
  g_free (skirmish->why_rule);
  g_free (skirmish->new_id);
  g_clear_pointer (&skirmish->reasons, g_ptr_array_unref);
  g_free (skirmish);
}

/* The step refused (or, MISSING, not known) for WHY under RULE; FALSE to stop the checks. */
static gboolean
refuse (VdHexSkirmish *skirmish, const char *rule, char *why, gboolean missing)
{
  skirmish->may = FALSE;
  skirmish->missing = missing;
  skirmish->why = why;
  skirmish->why_rule = g_strdup (rule);
  return FALSE;
}

static void
said (VdHexSkirmish *skirmish, const char *rule, const char *by, char *what)
{
  vd_hex_odds_add_reason (skirmish->reasons, rule, by, what);
}

/* The counters of UNIT's side in its hex other than skirmishers. */
static guint
others_in_hex (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);
  guint n = 0;

  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *other = stack->pdata[i];

      n += g_strcmp0 (other->side, unit->side) == 0 && is_other (module, other);
    }
  return n;
}

/* 11.5a, 11.5g, 11.5h-B: every step is taken in the movement phase of the unit's side. */
static gboolean
in_movement_phase (VdHexSkirmish *skirmish, const VdBoard *board, const VdHexRuleset *module,
                   const VdBoardUnit *unit, const char *rule)
{
  const VdHexName *phase = board->phase != NULL ? vd_hex_ruleset_find_phase (module, board->phase)
                                                : NULL;

  if (phase != NULL && vd_hex_ruleset_list_has (module, SK "phases", phase->id) &&
      g_strcmp0 (phase->side, unit->side) == 0)
    return TRUE;
  /* Translators: "only in the movement phase of its side (now: al-fire)". */
  return refuse (skirmish, rule,
                 g_strdup_printf (_("only in the movement phase of its side (now: %s)"),
                                  board->phase != NULL ? board->phase : "?"), FALSE);
}

/* The first id PARENT-skN free on BOARD. */
static char *
free_id (const VdBoard *board, const char *parent)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-sk%u", parent, n);

      if (vd_board_find_unit (board, id) == NULL)
        return g_steal_pointer (&id);
    }
}

/* 11.5a (and 11.5 for who): UNIT detaches a full skirmisher from one of its open boxes. */
static gboolean
bn_11_5a_detach (VdHexSkirmish *skirmish, const VdBoard *board, const VdHexRuleset *module,
                 const VdBoardUnit *unit)
{
  const char *rule = word (module, "detach_rule");

  if (!vd_hex_ruleset_list_has (module, SK "parents", unit->unit_class))
    /* Translators: "only infantry detaches skirmishers, not class cavalry". */
    return refuse (skirmish, word (module, "parent_rule"),
                   g_strdup_printf (_("only infantry detaches skirmishers, not class %s"),
                                    unit->unit_class), FALSE);
  if (unit->state != NULL &&
      vd_hex_ruleset_list_has (module, SK "parent_not_states", unit->state))
    /* Translators: "a unit in state routed detaches no skirmishers". */
    return refuse (skirmish, word (module, "parent_rule"),
                   g_strdup_printf (_("a unit in state %s detaches no skirmishers"),
                                    unit->state), FALSE);
  if (!in_movement_phase (skirmish, board, module, unit, rule))
    return FALSE;
  if (unit->roster == NULL)
    return refuse (skirmish, word (module, "roster_rule"),
                   g_strdup (_("its skirmisher boxes are on its loss roster row, which the board "
                               "does not give")), TRUE);
  if (unit->roster->skirmishers_out >= unit->roster->skirmisher_boxes)
    return refuse (skirmish, rule,
                   unit->roster->skirmisher_boxes == 0
                     ? g_strdup (_("its roster row has no skirmisher box"))
                     : g_strdup (_("every skirmisher box of its roster row is checked")), FALSE);
  skirmish->new_id = free_id (board, unit->id);
  /* Translators: "fr-1-sk1, full, at the bottom of its stack, one box checked; no movement
   * points spent, and it moves on with those its parent has left". */
  said (skirmish, rule, unit->id,
        g_strdup_printf (_("%s, full, at the bottom of its stack, one box checked; no movement "
                           "points spent, and it moves on with those its parent has left"),
                         skirmish->new_id));
  return TRUE;
}

/* 11.5d: UNIT takes back OTHER, a full skirmisher stacked with it, unchecking a box. */
static gboolean
bn_11_5d_recall (VdHexSkirmish *skirmish, const VdBoard *board, const VdHexRuleset *module,
                 const VdBoardUnit *unit, const VdBoardUnit *other)
{
  const char *rule = word (module, "recall_rule");

  if (!in_movement_phase (skirmish, board, module, unit, rule))
    return FALSE;
  if (!is_skirmisher (module, other) || g_strcmp0 (other->side, unit->side) != 0 ||
      !other->placed || !vd_hex_equal (other->hex, unit->hex))
    /* Translators: "fr-2 is no skirmisher of its side stacked with it". */
    return refuse (skirmish, rule, g_strdup_printf (_("%s is no skirmisher of its side stacked "
                                                      "with it"), other->id), FALSE);
  if (is_reduced (module, other))
    /* Translators: "fr-1-sk1 is reduced: only a full one is taken back, two reduced ones
     * combining first as 11.5g allows". */
    return refuse (skirmish, rule,
                   g_strdup_printf (_("%s is reduced: only a full one is taken back, two reduced "
                                      "ones combining first as %s allows"), other->id,
                                    word (module, "combine_rule")), FALSE);
  if (unit->roster == NULL)
    return refuse (skirmish, word (module, "roster_rule"),
                   g_strdup (_("its skirmisher boxes are on its loss roster row, which the board "
                               "does not give")), TRUE);
  if (unit->roster->skirmishers_out == 0)
    return refuse (skirmish, rule, g_strdup (_("no skirmisher box of its roster row is checked")),
                   FALSE);
  /* Translators: "fr-1-sk1 taken back at the end of its movement phase, one box unchecked". */
  said (skirmish, rule, unit->id,
        g_strdup_printf (_("%s taken back at the end of its movement phase, one box unchecked"),
                         other->id));
  return TRUE;
}

/* 11.5g: UNIT and OTHER (COMBINE, both reduced) or UNIT alone (SPLIT, full), in one hex. */
static gboolean
bn_11_5g (VdHexSkirmish *skirmish, const VdBoard *board, const VdHexRuleset *module,
          const VdBoardUnit *unit, const VdBoardUnit *other)
{
  const char *rule = word (module, "combine_rule");

  if (!is_skirmisher (module, unit))
    return refuse (skirmish, rule, g_strdup_printf (_("%s is no skirmisher"), unit->id), FALSE);
  if (!in_movement_phase (skirmish, board, module, unit, rule))
    return FALSE;
  if (skirmish->step == VD_HEX_SKIRMISH_SPLIT)
    {
      if (is_reduced (module, unit))
        return refuse (skirmish, rule,
                       g_strdup_printf (_("%s is reduced already: only a full one splits"),
                                        unit->id), FALSE);
      skirmish->new_id = free_id (board, unit->id);
      /* Translators: "two reduced skirmishers, fr-1-sk1 and fr-1-sk1-sk1, in its hex, at no
       * movement point". */
      said (skirmish, rule, unit->id,
            g_strdup_printf (_("two reduced skirmishers, %s and %s, in its hex, at no movement "
                               "point"), unit->id, skirmish->new_id));
      return TRUE;
    }
  if (!is_skirmisher (module, other) || g_strcmp0 (other->side, unit->side) != 0 ||
      other == unit || !other->placed || !vd_hex_equal (other->hex, unit->hex))
    return refuse (skirmish, rule, g_strdup_printf (_("%s is no other skirmisher of its side in "
                                                      "its hex"), other->id), FALSE);
  if (!is_reduced (module, unit) || !is_reduced (module, other))
    return refuse (skirmish, rule,
                   g_strdup_printf (_("only two reduced skirmishers combine: %s and %s are not "
                                      "both reduced"), unit->id, other->id), FALSE);
  /* Translators: "fr-1-sk1 full again, fr-2-sk1 taken off, at no movement point". */
  said (skirmish, rule, unit->id,
        g_strdup_printf (_("%s full again, %s taken off, at no movement point"), unit->id,
                         other->id));
  return TRUE;
}

/* Whether an enemy counter stands next to HEX. */
static gboolean
enemy_adjacent (const VdBoard *board, const VdBoardUnit *unit)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (other->placed && g_strcmp0 (other->side, unit->side) != 0 &&
          vd_hex_distance (other->hex, unit->hex) == 1)
        return TRUE;
    }
  return FALSE;
}

/* Whether counters other than skirmishers (officers aside, 11.5h-A) stand above and below UNIT
 * in its hex, as `check` reads top and bottom. */
static void
others_around (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
               gboolean *above, gboolean *below)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);
  gboolean seen = FALSE;

  *above = *below = FALSE;
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *other = stack->pdata[i];

      if (other == unit)
        seen = TRUE;
      else if (is_other (module, other))
        *(seen ? below : above) = TRUE;
    }
}

/* 11.5h-B: a skirmisher goes from top to bottom freely in its movement phase, from bottom to
 * top only when no enemy stands next to its stack. */
static gboolean
bn_11_5h_b (VdHexSkirmish *skirmish, const VdBoard *board, const VdHexRuleset *module,
            const VdBoardUnit *unit)
{
  const char *rule = word (module, "shift_rule");
  gboolean up = skirmish->step == VD_HEX_SKIRMISH_TO_TOP;
  gboolean above, below;

  if (!is_skirmisher (module, unit))
    return refuse (skirmish, rule, g_strdup_printf (_("%s is no skirmisher"), unit->id), FALSE);
  if (!in_movement_phase (skirmish, board, module, unit, rule))
    return FALSE;
  if (others_in_hex (board, module, unit) == 0)
    return refuse (skirmish, word (module, "position_rule"),
                   g_strdup (_("top and bottom count only in a hex with counters other than "
                               "skirmishers")), FALSE);
  others_around (board, module, unit, &above, &below);
  if ((up && !above) || (!up && !below))
    return refuse (skirmish, rule, up ? g_strdup (_("it is on top already"))
                                      : g_strdup (_("it is at the bottom already")), FALSE);
  if (up && enemy_adjacent (board, unit))
    return refuse (skirmish, rule,
                   g_strdup (_("an enemy counter stands next to its stack: from the bottom it "
                               "may not go up")), FALSE);
  said (skirmish, rule, unit->id,
        up ? g_strdup (_("to the top of its stack: no enemy next to it"))
           : g_strdup (_("to the bottom of its stack, which it may do freely")));
  return TRUE;
}

/* 11.5e: UNIT, a skirmisher not stacked with counters in other formations, falls back one hex
 * before ATTACKER's melee or charge: to any neighbour but the attacker's hex and those the
 * enemy holds; the cavalry then charges that hex, and friends there join the fight. */
static gboolean
bn_11_5e_fall_back (VdHexSkirmish *skirmish, const VdBoard *board, const VdHexRuleset *module,
                    const VdBoardUnit *unit, const VdBoardUnit *attacker)
{
  const char *rule = word (module, "fall_back_rule");
  g_autofree char *to = vd_board_format_hex (board, skirmish->to);
  guint friends = 0;

  if (!is_skirmisher (module, unit))
    return refuse (skirmish, rule, g_strdup_printf (_("%s is no skirmisher"), unit->id), FALSE);
  if (others_in_hex (board, module, unit) > 0)
    return refuse (skirmish, rule,
                   g_strdup (_("it is stacked with counters in other formations")), FALSE);
  if (g_strcmp0 (attacker->side, unit->side) == 0 ||
      vd_hex_distance (attacker->hex, unit->hex) != 1)
    /* Translators: "al-1 is no enemy next to it". */
    return refuse (skirmish, rule, g_strdup_printf (_("%s is no enemy next to it"), attacker->id),
                   FALSE);
  if (vd_hex_distance (skirmish->to, unit->hex) != 1 ||
      !vd_hex_grid_contains (board->grid, skirmish->to))
    /* Translators: "0707 is not next to it: it falls back one hex". */
    return refuse (skirmish, rule, g_strdup_printf (_("%s is not next to it: it falls back one "
                                                      "hex"), to), FALSE);
  if (vd_hex_equal (skirmish->to, attacker->hex))
    return refuse (skirmish, rule,
                   g_strdup_printf (_("%s is the hex the attacker comes from"), to), FALSE);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (!other->placed || !vd_hex_equal (other->hex, skirmish->to) || other == unit)
        continue;
      if (g_strcmp0 (other->side, unit->side) != 0)
        /* Translators: "the enemy holds 0707 (al-2)". */
        return refuse (skirmish, rule, g_strdup_printf (_("the enemy holds %s (%s)"), to,
                                                        other->id), FALSE);
      friends++;
    }
  /* Translators: "one hex back to 0504 before al-1: a charge goes on into 0504 instead". */
  said (skirmish, rule, unit->id,
        g_strdup_printf (_("one hex back to %s before %s: a charge goes on into %s instead"), to,
                         attacker->id, to));
  if (friends > 0)
    said (skirmish, rule, to, g_strdup (_("the friends there all take part in the fight")));
  if (board->phase != NULL && vd_hex_ruleset_find_phase (module, board->phase) != NULL &&
      vd_hex_ruleset_list_has (module, SK "phases", board->phase) &&
      g_strcmp0 (vd_hex_ruleset_find_phase (module, board->phase)->side, unit->side) == 0)
    said (skirmish, rule, unit->id,
          g_strdup (_("in its own movement phase: it moves no more this phase")));
  return TRUE;
}

VdHexSkirmish *
vd_hex_skirmish_fall_back (const VdBoard *board, const VdHexRuleset *module,
                           const char *unit_id, const char *attacker_id, VdHex to,
                           GError **error)
{
  VdHexSkirmish *skirmish = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_FALL_BACK, unit_id,
                                             attacker_id, error);

  if (skirmish == NULL)
    return NULL;
  skirmish->to = to;
  skirmish->may = bn_11_5e_fall_back (skirmish, board, module,
                                      vd_board_find_unit (board, unit_id),
                                      vd_board_find_unit (board, attacker_id));
  return skirmish;
}

VdHexSkirmish *
vd_hex_skirmish (const VdBoard *board, const VdHexRuleset *module, VdHexSkirmishStep step,
                 const char *unit_id, const char *other_id, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdBoardUnit *other = other_id != NULL ? vd_board_find_unit (board, other_id) : NULL;
  g_autoptr(VdHexSkirmish) skirmish = NULL;

  if (word (module, "class") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no skirmishers to detach"),
                   vd_text_get (&module->name));
      return NULL;
    }
  for (guint i = 0; i < 2; i++)
    {
      const char *id = i == 0 ? unit_id : other_id;
      const VdBoardUnit *found = i == 0 ? unit : other;

      if (id != NULL && (found == NULL || !found->placed))
        {
          g_autofree char *shown = vd_error_cut (id);

          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
          return NULL;
        }
    }
  if ((step == VD_HEX_SKIRMISH_RECALL || step == VD_HEX_SKIRMISH_COMBINE ||
       step == VD_HEX_SKIRMISH_FALL_BACK) && other == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           step == VD_HEX_SKIRMISH_FALL_BACK ? _("name the attacker")
                                                             : _("name the other skirmisher"));
      return NULL;
    }
  skirmish = g_new0 (VdHexSkirmish, 1);
  skirmish->step = step;
  skirmish->unit_id = g_strdup (unit_id);
  skirmish->other = g_strdup (other_id);
  skirmish->reasons = vd_hex_odds_reasons_new ();
  switch (step)
    {
    case VD_HEX_SKIRMISH_DETACH:
      skirmish->may = bn_11_5a_detach (skirmish, board, module, unit);
      break;
    case VD_HEX_SKIRMISH_RECALL:
      skirmish->may = bn_11_5d_recall (skirmish, board, module, unit, other);
      break;
    case VD_HEX_SKIRMISH_COMBINE:
    case VD_HEX_SKIRMISH_SPLIT:
      skirmish->may = bn_11_5g (skirmish, board, module, unit, other);
      break;
    case VD_HEX_SKIRMISH_FALL_BACK:
      /* Judged once its hex is known (vd_hex_skirmish_fall_back). */
      break;
    case VD_HEX_SKIRMISH_TO_TOP:
    case VD_HEX_SKIRMISH_TO_BOTTOM:
    default:
      skirmish->may = bn_11_5h_b (skirmish, board, module, unit);
      break;
    }
  return g_steal_pointer (&skirmish);
}

/* UNIT's roster row with its checked skirmisher boxes changed by BY. */
static VdBoardEvent *
boxes_event (const VdBoard *board, const VdBoardUnit *unit, int by, const char *rule)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);

  event->unit_id = g_strdup (unit->id);
  event->casualties = (int) unit->roster->casualties;
  event->stragglers = (int) unit->roster->stragglers;
  event->has_skirmishers = TRUE;
  event->skirmishers = (int) unit->roster->skirmishers_out + by;
  event->note = g_strdup (rule);
  return event;
}

/* A new skirmisher ID like LIKE (its side, hex, army), full or REDUCED, at the stack's bottom. */
static VdBoardEvent *
new_skirmisher (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *like,
                const char *id, gboolean reduced, const char *rule)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, board);

  event->unit_id = g_strdup (id);
  event->side = g_strdup (like->side);
  event->unit_class = g_strdup (word (module, "class"));
  event->hex = vd_board_format_hex (board, like->hex);
  event->step = reduced ? g_strdup (reduced_word (module)) : NULL;
  /* A split's half keeps the full one's morale level (12.4: one level to a stack). */
  event->state = reduced ? g_strdup (like->state) : NULL;
  event->facing = -1;
  event->army = g_strdup (like->army);
  event->nation = g_strdup (like->nation);
  event->formation = g_strdup (word (module, "formation"));
  event->bottom = TRUE;
  event->note = g_strdup (rule);
  return event;
}

static VdBoardEvent *
removed (const VdBoard *board, const char *id, const char *rule)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_REMOVE_UNIT, board);

  event->unit_id = g_strdup (id);
  event->note = g_strdup (rule);
  return event;
}

/* 11.5g: ID's step becomes STEP (NULL: full); its morale level stays. */
static VdBoardEvent *
step_event (const VdBoard *board, const char *id, const char *step, const char *rule)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STEP, board);

  event->unit_id = g_strdup (id);
  event->step = g_strdup (step);
  event->note = g_strdup (rule);
  return event;
}

GPtrArray *
vd_hex_skirmish_events (const VdBoard *board, const VdHexRuleset *module,
                        const VdHexSkirmish *skirmish)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  const VdBoardUnit *unit = vd_board_find_unit (board, skirmish->unit_id);
  const VdBoardUnit *other = skirmish->other != NULL ? vd_board_find_unit (board, skirmish->other)
                                                     : NULL;
  VdBoardEvent *event;

  if (!skirmish->may || unit == NULL)
    return events;
  switch (skirmish->step)
    {
    case VD_HEX_SKIRMISH_DETACH:
      g_ptr_array_add (events, new_skirmisher (board, module, unit, skirmish->new_id, FALSE,
                                               word (module, "detach_rule")));
      g_ptr_array_add (events, boxes_event (board, unit, 1, word (module, "detach_rule")));
      break;
    case VD_HEX_SKIRMISH_RECALL:
      g_ptr_array_add (events, removed (board, other->id, word (module, "recall_rule")));
      g_ptr_array_add (events, boxes_event (board, unit, -1, word (module, "recall_rule")));
      break;
    case VD_HEX_SKIRMISH_COMBINE:
      g_ptr_array_add (events, step_event (board, unit->id, NULL, word (module, "combine_rule")));
      g_ptr_array_add (events, removed (board, other->id, word (module, "combine_rule")));
      break;
    case VD_HEX_SKIRMISH_SPLIT:
      g_ptr_array_add (events, step_event (board, unit->id, reduced_word (module),
                                            word (module, "combine_rule")));
      g_ptr_array_add (events, new_skirmisher (board, module, unit, skirmish->new_id, TRUE,
                                               word (module, "combine_rule")));
      break;
    case VD_HEX_SKIRMISH_FALL_BACK:
      event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
      event->unit_id = g_strdup (unit->id);
      event->hex = vd_board_format_hex (board, skirmish->to);
      event->path = g_new0 (char *, 3);
      event->path[0] = vd_board_format_hex (board, unit->hex);
      event->path[1] = g_strdup (event->hex);
      event->note = g_strdup (word (module, "fall_back_rule"));
      g_ptr_array_add (events, event);
      break;
    case VD_HEX_SKIRMISH_TO_TOP:
    case VD_HEX_SKIRMISH_TO_BOTTOM:
    default:
      /* A move where it stands, without a path: only its place in the stack changes. */
      event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
      event->unit_id = g_strdup (unit->id);
      event->hex = vd_board_format_hex (board, unit->hex);
      event->bottom = skirmish->step == VD_HEX_SKIRMISH_TO_BOTTOM;
      event->note = g_strdup (word (module, "shift_rule"));
      g_ptr_array_add (events, event);
      break;
    }
  return events;
}

gboolean
vd_hex_skirmish_enters_at_bottom (const VdBoard *board, const VdHexRuleset *module,
                                  const VdBoardUnit *unit, VdHex hex)
{
  if (module == NULL || word (module, "position_rule") == NULL || !is_skirmisher (module, unit))
    return FALSE;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (other != unit && other->placed && vd_hex_equal (other->hex, hex) &&
          g_strcmp0 (other->side, unit->side) == 0 && is_other (module, other))
        return TRUE;
    }
  return FALSE;
}

guint
vd_hex_skirmish_joining_place (const VdBoard *board, const VdHexRuleset *module,
                               const VdBoardUnit *unit, VdHex hex)
{
  guint place = 0;

  if (module == NULL || word (module, "position_rule") == NULL || !is_other (module, unit))
    return 0;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (!other->placed || !vd_hex_equal (other->hex, hex) ||
          g_strcmp0 (other->side, unit->side) != 0)
        continue;
      if (is_skirmisher (module, other))
        place = i + 1;
      else if (is_other (module, other))
        return place;
    }
  /* Only skirmishers (and officers) there: top and bottom do not apply yet. */
  return 0;
}

void
vd_hex_skirmish_positions (const VdBoard *board, const VdHexRuleset *module, GPtrArray *found)
{
  const char *rule = word (module, "position_rule");

  if (rule == NULL)
    return;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autoptr(GPtrArray) stack = NULL;
      gboolean above = FALSE, below = FALSE, seen = FALSE;

      if (!unit->placed || !is_skirmisher (module, unit))
        continue;
      stack = vd_board_units_at (board, unit->hex);
      for (guint j = 0; j < stack->len; j++)
        {
          const VdBoardUnit *other = stack->pdata[j];

          if (other == unit)
            seen = TRUE;
          else if (is_other (module, other))
            *(seen ? &below : &above) = TRUE;
        }
      if (above && below)
        /* Translators: "fr-1-sk1 stands between the other counters of its stack: a skirmisher
         * is on top or at the bottom". */
        vd_hex_odds_add_reason (found, rule, unit->id,
                                g_strdup_printf (_("%s stands between the other counters of its "
                                                   "stack: a skirmisher is on top or at the "
                                                   "bottom"), unit->id));
    }
}
