/* BN's straggler recovery: who may try, and the stragglers erased. */
#include "vd-hex-recovery.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-command.h"
#include "vd-hex-odds.h"

void
vd_hex_recovery_free (VdHexRecovery *recovery)
{
  if (recovery == NULL)
    return;
  g_clear_pointer (&recovery->reasons, g_ptr_array_unref);
  g_free (recovery->why);
  g_free (recovery->rule);
  g_free (recovery);
}

/* One condition judged: MET, or not (the verdict falls), or OPEN (unknown unless already
 * refused); said with RULE. */
static void
judge (VdHexRecovery *r, gboolean met, gboolean open, const char *rule, const char *by,
       char *what)
{
  if (!met && !open && r->verdict != VD_HEX_RECOVERY_MAY_NOT)
    {
      r->verdict = VD_HEX_RECOVERY_MAY_NOT;
      g_free (r->why);
      g_free (r->rule);
      r->why = g_strdup (what);
      r->rule = g_strdup (rule);
    }
  else if (open && r->verdict == VD_HEX_RECOVERY_MAY)
    {
      r->verdict = VD_HEX_RECOVERY_UNKNOWN;
      r->why = g_strdup (what);
      r->rule = g_strdup (rule);
    }
  vd_hex_odds_add_reason (r->reasons, rule, by, what);
}

static const char *
word (const VdHexRuleset *module, const char *path)
{
  return vd_hex_ruleset_lookup_word (module, path);
}

/* The hexes to the nearest enemy counter on the map, or -1 when there is none. */
static int
nearest_enemy (const VdBoard *board, const VdBoardUnit *unit)
{
  int nearest = -1;

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];
      int d;

      if (!other->placed || g_strcmp0 (other->side, unit->side) == 0)
        continue;
      d = vd_hex_distance (other->hex, unit->hex);
      if (nearest < 0 || d < nearest)
        nearest = d;
    }
  return nearest;
}

/* 10.5a up the chain: the unit within its commander's radius, and he within his. */
static VdHexCommandStatus
corps_radius (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
              char **why)
{
  g_autoptr(VdHexCommand) own = vd_hex_command_of (board, module, unit->id, NULL);
  g_autoptr(VdHexCommand) chief = NULL;

  if (own == NULL || own->status == VD_HEX_COMMAND_NOT_JUDGED)
    {
      *why = g_strdup (_("its commander is not on the board"));
      return VD_HEX_COMMAND_UNKNOWN;
    }
  if (own->status != VD_HEX_COMMAND_IN)
    {
      *why = g_strdup (own->why);
      return own->status;
    }
  chief = vd_hex_command_of (board, module, own->commander, NULL);
  if (chief == NULL || chief->status == VD_HEX_COMMAND_NOT_JUDGED)
    {
      /* Translators: "the corps HQ of fr-div is not on the board". */
      *why = g_strdup_printf (_("the corps HQ over %s is not on the board"), own->commander);
      return VD_HEX_COMMAND_UNKNOWN;
    }
  *why = chief->status == VD_HEX_COMMAND_IN
           /* Translators: "within 4 MP of fr-div, who is within 8 MP of fr-hq". */
           ? g_strdup_printf (_("within %g MP of %s, who is within %g MP of %s"), own->radius,
                              own->commander, chief->radius, chief->commander)
           : g_strdup (chief->why);
  return chief->status;
}

VdHexRecovery *
vd_hex_recovery (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                 const char *unit_id, GError **error)
{
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "special.stragglers.recovery");
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexRecovery) r = NULL;
  const VdBoardUnit *unit;
  const char *rule = word (module, "special.stragglers.recovery.rule");
  const char *state;
  g_autofree char *radius_why = NULL, *shown = vd_error_cut (unit_id);
  gboolean moved = FALSE, fired = FALSE;
  VdHexCommandStatus radius;
  int day, night, enemy;

  if (rules == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no straggler recovery"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if ((board = vd_board_replay (setup, module, n_applied, error)) == NULL)
    return NULL;
  unit = vd_board_find_unit (board, unit_id);
  if (unit == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on the board"), shown);
      return NULL;
    }
  r = g_new0 (VdHexRecovery, 1);
  r->reasons = vd_hex_odds_reasons_new ();
  r->verdict = VD_HEX_RECOVERY_MAY;
  r->stragglers = unit->roster != NULL ? unit->roster->stragglers : 0;
  /* (d) able to take stragglers, and holding some. */
  judge (r, vd_hex_ruleset_list_has (module, "special.roster.stragglers.classes",
                                     unit->unit_class) && r->stragglers > 0, FALSE, rule,
         unit->id, r->stragglers > 0
                     /* Translators: "2 stragglers on its row". */
                     ? g_strdup_printf (_("%u stragglers on its row"), r->stragglers)
                     : g_strdup (_("no straggler on its row to recover")));
  /* 20.4c: only the stragglers come back; the row's casualties stay. */
  if (unit->roster != NULL && unit->roster->casualties > 0 &&
      word (module, "special.stragglers.recovery.casualties_permanent_rule") != NULL)
    vd_hex_odds_add_reason (r->reasons,
                            word (module, "special.stragglers.recovery.casualties_permanent_rule"),
                            unit->id,
                            /* Translators: "its 2 casualties stay: they are permanent". */
                            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "its %u casualty stays: casualties are "
                                                          "permanent",
                                                          "its %u casualties stay: casualties "
                                                          "are permanent",
                                                          unit->roster->casualties),
                                             unit->roster->casualties));
  /* (a) far enough from the enemy; by day four hexes, at night two, and night is on the
   * missing turn record track. */
  day = atoi (word (module, "special.stragglers.recovery.hexes_from_enemy_day") ?: "4");
  night = atoi (word (module, "special.stragglers.recovery.hexes_from_enemy_night") ?: "2");
  enemy = unit->placed ? nearest_enemy (board, unit) : -1;
  if (enemy < 0 || enemy >= day)
    judge (r, TRUE, FALSE, rule, unit->id,
           enemy < 0 ? g_strdup (_("no enemy on the map"))
                     /* Translators: "the nearest enemy 5 hexes away, 4 needed". */
                     : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "the nearest enemy %d hex away, %d needed",
                                                     "the nearest enemy %d hexes away, %d needed",
                                                     enemy),
                                        enemy, day));
  else if (enemy >= night)
    judge (r, FALSE, TRUE, rule, unit->id,
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "the nearest enemy %d hex away: enough at night (%d), "
                                         "not by day (%d), and whether this turn is night is on "
                                         "the missing turn record track",
                                         "the nearest enemy %d hexes away: enough at night (%d), "
                                         "not by day (%d), and whether this turn is night is on "
                                         "the missing turn record track", enemy),
                            enemy, night, day));
  else
    judge (r, FALSE, FALSE, rule, unit->id,
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "the nearest enemy %d hex away, %d needed even at night",
                                         "the nearest enemy %d hexes away, %d needed even at "
                                         "night", enemy),
                            enemy, night));
  /* (b) Normal or Blood Lust. */
  state = unit->state != NULL ? unit->state : "normal";
  judge (r, vd_hex_ruleset_node_has (vd_yaml_lookup (rules, "level"), state), FALSE, rule,
         unit->id, g_strdup_printf (_("its level: %s"), state));
  /* (c) within its corps' command radius. */
  radius = corps_radius (board, module, unit, &radius_why);
  judge (r, radius == VD_HEX_COMMAND_IN, radius == VD_HEX_COMMAND_UNKNOWN,
         word (module, "movement.command_radius.rule") ?: rule, unit->id,
         g_steal_pointer (&radius_why));
  /* (e) no movement point spent, (f) no fire given or taken, this turn (the journal's). */
  for (guint i = 0; setup->journal != NULL && i < MIN (n_applied, setup->journal->len); i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      if (event->turn != board->turn)
        continue;
      if (event->kind == VD_BOARD_EVENT_MOVE && event->path != NULL &&
          g_strcmp0 (event->unit_id, unit->id) == 0)
        moved = TRUE;
      if (event->kind == VD_BOARD_EVENT_COMBAT &&
          ((event->attackers != NULL &&
            g_strv_contains ((const char * const *) event->attackers, unit->id)) ||
           (event->defenders != NULL &&
            g_strv_contains ((const char * const *) event->defenders, unit->id))))
        fired = TRUE;
    }
  judge (r, !moved, FALSE, rule, unit->id,
         moved ? g_strdup (_("it moved this turn")) : g_strdup (_("it has not moved this turn")));
  judge (r, !fired, FALSE, rule, unit->id,
         fired ? g_strdup (_("it fired or was fired on this turn"))
               : g_strdup (_("no fire given or taken this turn")));
  return g_steal_pointer (&r);
}

VdBoardEvent *
vd_hex_recovery_event (const VdBoard *board, const char *unit_id, guint recovered,
                       GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  g_autofree char *shown = vd_error_cut (unit_id);
  VdBoardEvent *event;

  if (unit == NULL || unit->roster == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no roster row"), shown);
      return NULL;
    }
  if (recovered == 0 || recovered > unit->roster->stragglers)
    {
      /* Translators: "fr-1 has 1 straggler on its row, not 2 to recover". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has %u stragglers on its row, not %u to recover"), shown,
                   unit->roster->stragglers, recovered);
      return NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);
  event->unit_id = g_strdup (unit->id);
  event->casualties = (int) unit->roster->casualties;
  event->stragglers = (int) (unit->roster->stragglers - recovered);
  event->note = g_strdup ("21.2");
  return event;
}
