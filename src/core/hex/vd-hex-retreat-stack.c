/* A stack's retreat: its counters go as many hexes (BN 25.3b), recorded as journal events, and
 * a hex it leaves over the stacking limit routs at once (BN 25.3d). */
#include "vd-hex-retreat-private.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-stacking.h"

/* 25.3b: one distance for the counters of one stack. */
gboolean
vd_hex_retreat_same_distance (const VdBoard *board, const VdHexRuleset *module,
                              const char * const *ids, const int *hexes, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.stack_rule");

  if (rule == NULL)
    return TRUE;
  for (guint i = 0; ids[i] != NULL; i++)
    for (guint k = i + 1; ids[k] != NULL; k++)
      {
        const VdBoardUnit *a = vd_board_find_unit (board, ids[i]);
        const VdBoardUnit *b = vd_board_find_unit (board, ids[k]);
        g_autofree char *hex = NULL;

        if (a == NULL || b == NULL || !a->placed || !b->placed ||
            !vd_hex_equal (a->hex, b->hex) || g_strcmp0 (a->side, b->side) != 0 ||
            hexes[i] == hexes[k])
          continue;
        hex = vd_board_format_hex (board, a->hex);
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     /* Translators: BN 25.3b, "a1 and a2, stacked in 0303, are asked 1 and 2
                      * hexes: the units of a stack retreat as many hexes (25.3b)". */
                     _("%s and %s, stacked in %s, are asked %d and %d hexes: the units of a "
                       "stack retreat as many hexes (%s)"),
                     ids[i], ids[k], hex, hexes[i], hexes[k], rule);
        return FALSE;
      }
  return TRUE;
}

/* The choice of RETREAT into TO, or NULL with ERROR listing them. */
static const VdHexRetreatChoice *
choice_into (const VdBoard *board, const VdHexRetreat *retreat, VdHex to, GError **error)
{
  g_autoptr(GString) open = g_string_new (NULL);
  g_autofree char *shown = vd_board_format_hex (board, to);

  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      g_autofree char *hex = NULL;

      if (!choice->off_map && vd_hex_equal (choice->to, to))
        return choice;
      hex = choice->off_map ? g_strdup (_("off the map")) : vd_board_format_hex (board, choice->to);
      g_string_append_printf (open, "%s%s", open->len > 0 ? ", " : "", hex);
    }
  if (retreat->unknown != NULL)
    /* Translators: "how f1 retreats is not known: its facing is not given… (5.2)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("how %s retreats is not known: %s (%s)"),
                 retreat->unit_id, retreat->unknown,
                 retreat->unknown_rule != NULL ? retreat->unknown_rule : "?");
  else if (retreat->stays != NULL)
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s: %s (%s)", retreat->unit_id,
                 retreat->stays, retreat->stays_rule != NULL ? retreat->stays_rule : "?");
  else if (retreat->choices->len == 0)
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s: %s (%s)", retreat->unit_id,
                 retreat->failure != NULL ? retreat->failure : "?",
                 retreat->failure_rule != NULL ? retreat->failure_rule : "?");
  else
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("%s cannot retreat into %s (its retreats: %s)"), retreat->unit_id, shown,
                 open->str);
  return NULL;
}

/* A counter's place in `morale.levels` (the higher the lower), no level read as Normal's. */
static int
level_index (const VdHexRuleset *module, const char *state)
{
  int at = vd_hex_ruleset_list_index (module, "morale.levels", state);

  return at >= 0 ? at : vd_hex_ruleset_list_index (module, "morale.levels", "normal");
}

static gboolean
is_mover (const char * const *movers, const char *id)
{
  return g_strv_contains (movers, id);
}

/* Every counter with a level in HEX (officers apart) that is not at the level of index WORST
 * takes it, a state event each: all of them (WHICH < 0), or only the movers, wherever they are
 * (WHICH > 0), or only the others (WHICH == 0). WHY says it, of the hex and the level. */
static gboolean
align (VdBoard *now, const VdHexRuleset *module, const char * const *movers, VdHex hex,
       int worst, int which, const char *rule, char *(*why) (const char *, const char *),
       GPtrArray *events, GPtrArray *reasons, GError **error)
{
  const VdYamlNode *levels = vd_hex_ruleset_lookup (module, "morale.levels");
  const char *level = vd_hex_ruleset_word (levels->children[worst]);
  g_autoptr(GPtrArray) here = NULL;
  g_autofree char *label = vd_board_format_hex (now, hex);

  if (which > 0)
    {
      here = g_ptr_array_new ();
      for (guint i = 0; movers[i] != NULL; i++)
        if (vd_board_find_unit (now, movers[i]) != NULL)
          g_ptr_array_add (here, (gpointer) vd_board_find_unit (now, movers[i]));
    }
  else
    here = vd_board_units_at (now, hex);
  for (guint i = 0; i < here->len; i++)
    {
      const VdBoardUnit *unit = here->pdata[i];
      VdBoardEvent *event;

      if (vd_hex_ruleset_list_has (module, "retreat.policy.stack_exempt", unit->unit_class) ||
          level_index (module, unit->state) == worst ||
          (which == 0 && is_mover (movers, unit->id)))
        continue;
      event = vd_board_event_new (VD_BOARD_EVENT_STATE, now);
      event->unit_id = g_strdup (unit->id);
      event->state = g_strdup (level);
      event->note = g_strdup (rule);
      vd_hex_odds_add_reason (reasons, rule, unit->id, why (label, level));
      if (!vd_board_event_apply_and_keep (event, now, module, events, error))
        return FALSE;
    }
  return TRUE;
}

static char *
passed_through (const char *hex, const char *level)
{
  /* Translators: BN 25.3c, "in 0405, which the retreat passed through: takes the lowest level
   * there, routed". */
  return g_strdup_printf (_("in %s, which the retreat passed through: takes the lowest level "
                            "there, %s"), hex, level);
}

static char *
lowered_on_the_way (const char *hex, const char *level)
{
  /* Translators: BN 12.4, "in 0405, which it passed through: the lowest level there,
   * disorganized, at this moment of its retreat". */
  return g_strdup_printf (_("in %s, which it passed through: the lowest level there, %s, at "
                            "this moment of its retreat"), hex, level);
}

static char *
at_the_end (const char *hex, const char *level)
{
  /* Translators: BN 25.3c, "in 0812 at the end of the retreat: takes the lowest level there,
   * routed". */
  return g_strdup_printf (_("in %s at the end of the retreat: takes the lowest level there, "
                            "%s"), hex, level);
}

/* The lowest level in HEX among its counters with a level, FLOOR's at least. */
static int
lowest_in (const VdBoard *now, const VdHexRuleset *module, VdHex hex, int floor)
{
  g_autoptr(GPtrArray) here = vd_board_units_at (now, hex);
  int worst = floor;

  for (guint i = 0; i < here->len; i++)
    {
      const VdBoardUnit *unit = here->pdata[i];

      if (!vd_hex_ruleset_list_has (module, "retreat.policy.stack_exempt", unit->unit_class))
        worst = MAX (worst, level_index (module, unit->state));
    }
  return worst;
}

/* 25.3c with reading bn-i-stack-morale-retreat (DN-1): the stacks the retreat passed through
 * take the lowest level there, the retreating units' included (12.4: at any moment of a
 * retreat; also while the reading is not chosen, the rules' text), or keep theirs
 * (end-of-retreat, DN-1). */
static gboolean
bn_25_3c_passed (VdBoard *now, const VdHexRuleset *module, const char * const *movers,
                 GArray *passed, GPtrArray *events, GPtrArray *reasons, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.morale_rule");
  const char *reading = vd_hex_ruleset_lookup_word (module, "retreat.policy.morale_reading");
  const char *during_rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.during_rule");
  const char *end_rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.end_rule");
  const char *how = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const char *who = movers[0];
  gboolean said = FALSE;
  int level = 0;

  if (rule == NULL || vd_hex_ruleset_lookup (module, "morale.levels") == NULL)
    return TRUE;
  for (guint i = 0; movers[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (now, movers[i]);

      if (unit != NULL)
        level = MAX (level, level_index (module, unit->state));
    }
  for (guint n = 0; passed != NULL && n < passed->len; n++)
    {
      VdHex hex = g_array_index (passed, VdHex, n);
      g_autoptr(GPtrArray) here = vd_board_units_at (now, hex);
      g_autofree char *label = vd_board_format_hex (now, hex);
      int worst;

      if (here->len == 0)
        continue;
      if (g_strcmp0 (how, "end-of-retreat") == 0)
        {
          /* Translators: BN DN-1, "0405, which the retreat passed through: its stack keeps
           * its level, aligned only at the end of a retreat (reading bn-i-stack-morale-retreat
           * reads end-of-retreat)". */
          vd_hex_odds_add_reason (reasons, end_rule != NULL ? end_rule : rule, who,
                                  g_strdup_printf (_("%s, which the retreat passed through: its "
                                                     "stack keeps its level, aligned only at the "
                                                     "end of a retreat (reading %s reads "
                                                     "end-of-retreat)"), label, reading));
          continue;
        }
      worst = lowest_in (now, module, hex, level);
      if (!align (now, module, movers, hex, worst, 0, rule, passed_through, events, reasons,
                  error))
        return FALSE;
      if (worst > level &&
          !align (now, module, movers, hex, worst, 1, during_rule != NULL ? during_rule : rule,
                  lowered_on_the_way, events, reasons, error))
        return FALSE;
      level = worst;
      if (how == NULL && reading != NULL && !said)
        /* Translators: BN 25.3c, "reading bn-i-stack-morale-retreat not chosen: the rules'
         * text stands (12.4, 25.3c); read as end-of-retreat (DN-1), the stacks passed through
         * keep their level". */
        vd_hex_odds_add_reason (reasons, rule, who,
                                g_strdup_printf (_("reading %s not chosen: the rules’ text "
                                                   "stands (%s, %s); read as end-of-retreat "
                                                   "(%s), the stacks passed through keep their "
                                                   "level"), reading,
                                                 during_rule != NULL ? during_rule : "?", rule,
                                                 end_rule != NULL ? end_rule : "?"));
      said = TRUE;
    }
  return TRUE;
}

/* 25.3c, either reading: the hex the retreat ends in takes the lowest level there. */
static gboolean
bn_25_3c_end (VdBoard *now, const VdHexRuleset *module, const char * const *movers, VdHex to,
              GPtrArray *events, GPtrArray *reasons, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.morale_rule");

  if (rule == NULL || vd_hex_ruleset_lookup (module, "morale.levels") == NULL)
    return TRUE;
  return align (now, module, movers, to, lowest_in (now, module, to, 0), -1, rule, at_the_end,
                events, reasons, error);
}

/* 25.3d: a hex over the stacking limit once the retreat has come: every counter there that
 * has a level routs at once. */
static gboolean
bn_25_3d_rout (VdBoard *now, const VdHexRuleset *module, VdHex to, GPtrArray *events,
               GPtrArray *reasons, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.over_stack_rule");
  const char *state = vd_hex_ruleset_lookup_word (module, "retreat.policy.over_stack_state");
  g_autoptr(VdHexStack) stack = NULL;
  g_autoptr(GPtrArray) here = NULL;

  if (rule == NULL || state == NULL)
    return TRUE;
  stack = vd_hex_stacking_at (now, module, to, NULL);
  if (stack->verdict != VD_HEX_STACK_OVER)
    return TRUE;
  here = vd_board_units_at (now, to);
  for (guint i = 0; i < here->len; i++)
    {
      const VdBoardUnit *unit = here->pdata[i];
      VdBoardEvent *event;

      if (vd_hex_ruleset_list_has (module, "retreat.policy.stack_exempt", unit->unit_class) ||
          g_strcmp0 (unit->state, state) == 0)
        continue;
      event = vd_board_event_new (VD_BOARD_EVENT_STATE, now);
      event->unit_id = g_strdup (unit->id);
      event->state = g_strdup (state);
      event->note = g_strdup (rule);
      /* Translators: BN 25.3d, "over the stacking limit after the retreat: routed at once
       * (0304 would hold …)". */
      vd_hex_odds_add_reason (reasons, rule, unit->id,
                              g_strdup_printf (_("over the stacking limit after the retreat: "
                                                 "%s at once (%s)"), state,
                                               stack->why != NULL ? stack->why : "?"));
      if (!vd_board_event_apply_and_keep (event, now, module, events, error))
        return FALSE;
    }
  return TRUE;
}

GPtrArray *
vd_hex_retreat_events (const VdBoard *board, const VdHexRuleset *module,
                       const char * const *ids, int hexes, VdHex to, GPtrArray *reasons,
                       GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                vd_board_event_free);
  g_autoptr(VdBoard) now = vd_board_copy_without_journal (board);
  g_autoptr(GArray) passed = g_array_new (FALSE, FALSE, sizeof (VdHex));

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(VdHexRetreat) retreat = vd_hex_retreat (now, module, ids[i], hexes, error);
      const VdHexRetreatChoice *choice;
      const VdBoardUnit *unit;
      VdBoardEvent *event;
      g_autoptr(GStrvBuilder) steps = NULL;
      g_autofree char *from = NULL;

      if (retreat == NULL || (choice = choice_into (now, retreat, to, error)) == NULL)
        return NULL;
      unit = vd_board_find_unit (now, ids[i]);
      from = vd_board_format_hex (now, unit->hex);
      steps = g_strv_builder_new ();
      g_strv_builder_add (steps, from);
      for (guint n = 0; choice->path != NULL && n < choice->path->len; n++)
        {
          VdHex hex = g_array_index (choice->path, VdHex, n);
          g_autofree char *via = vd_board_format_hex (now, hex);
          gboolean known = FALSE;

          g_strv_builder_add (steps, via);
          for (guint k = 0; k < passed->len && !known; k++)
            known = vd_hex_equal (g_array_index (passed, VdHex, k), hex);
          if (!known)
            g_array_append_val (passed, hex);
        }
      event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
      event->unit_id = g_strdup (ids[i]);
      event->hex = vd_board_format_hex (now, to);
      g_strv_builder_add (steps, event->hex);
      event->path = g_strv_builder_end (steps);
      event->formation = g_strdup (choice->formation);
      event->note = g_strdup (choice->rule);
      /* Translators: "retreats 2 hexes to 0305". */
      vd_hex_odds_add_reason (reasons, choice->rule, ids[i],
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "retreats %d hex to %s",
                                                            "retreats %d hexes to %s",
                                                            (gulong) hexes),
                                               hexes, event->hex));
      if (choice->note != NULL)
        vd_hex_odds_add_reason (reasons, choice->rule, ids[i], g_strdup (choice->note));
      if (!vd_board_event_apply_and_keep (event, now, module, events, error))
        return NULL;
    }
  if (!vd_hex_retreat_bn_after (now, module, ids, passed, to, events, reasons, error))
    return NULL;
  return g_steal_pointer (&events);
}

gboolean
vd_hex_retreat_bn_after (VdBoard *now, const VdHexRuleset *module, const char * const *movers,
                         GArray *passed, VdHex to, GPtrArray *events, GPtrArray *reasons,
                         GError **error)
{
  /* 25.3d before the end's 25.3c: an over-stacked hex routs by its own rule. */
  return bn_25_3c_passed (now, module, movers, passed, events, reasons, error) &&
         bn_25_3d_rout (now, module, to, events, reasons, error) &&
         bn_25_3c_end (now, module, movers, to, events, reasons, error);
}

GPtrArray *
vd_hex_retreat_failure_events (const VdBoard *board, const VdHexRuleset *module,
                               const char * const *ids, int hexes, GPtrArray *reasons,
                               GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                vd_board_event_free);
  g_autoptr(VdBoard) now = vd_board_copy_without_journal (board);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(VdHexRetreat) retreat = vd_hex_retreat (now, module, ids[i], hexes, error);
      VdBoardEvent *event;

      if (retreat == NULL)
        return NULL;
      if (retreat->unknown != NULL || retreat->stays != NULL || retreat->choices->len > 0 ||
          retreat->failure == NULL)
        {
          if (retreat->choices->len > 0)
            /* Translators: "fr has a way to retreat: its owner chooses it (--to HEX)". */
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("%s has a way to retreat: its owner chooses it (--to HEX)"), ids[i]);
          else
            choice_into (now, retreat, (VdHex) { 0, 0 }, error);
          return NULL;
        }
      if (retreat->failure_eliminates)
        {
          event = vd_board_event_new (VD_BOARD_EVENT_MOVE, now);
          event->eliminated = TRUE;
        }
      else
        {
          event = vd_board_event_new (VD_BOARD_EVENT_STATE, now);
          event->state = g_strdup (retreat->failure_state);
        }
      event->unit_id = g_strdup (ids[i]);
      event->note = g_strdup (retreat->failure_rule);
      vd_hex_odds_add_reason (reasons, retreat->failure_rule, ids[i],
                              g_strdup (retreat->failure));
      if (!vd_board_event_apply_and_keep (event, now, module, events, error))
        return NULL;
    }
  return g_steal_pointer (&events);
}
