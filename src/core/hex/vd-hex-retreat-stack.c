/* A stack's retreat: its counters go as many hexes (BN 25.3b), recorded as journal events, and
 * a hex it leaves over the stacking limit routs at once (BN 25.3d). */
#include "vd-hex-retreat.h"

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

static gboolean
record (VdBoard *now, const VdHexRuleset *module, GPtrArray *events, VdBoardEvent *event,
        GError **error)
{
  if (!vd_board_event_apply (event, now, module, error))
    {
      vd_board_event_free (event);
      return FALSE;
    }
  g_ptr_array_add (events, event);
  return TRUE;
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
      if (!record (now, module, events, event, error))
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
          g_autofree char *via = vd_board_format_hex (now, g_array_index (choice->path, VdHex,
                                                                          n));

          g_strv_builder_add (steps, via);
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
      if (!record (now, module, events, event, error))
        return NULL;
    }
  if (!bn_25_3d_rout (now, module, to, events, reasons, error))
    return NULL;
  return g_steal_pointer (&events);
}
