/* BN's once-per-phase limits on fire (20.2b, 20.2d), from the board's journal, and whose fire
 * phase it is (8.2). */
#include "vd-hex-fire-once.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"

#define ONCE "combat.fire.once_per_phase."

/* Whether UNIT_ID is artillery (the module's class for 20.2d). */
static gboolean
is_artillery (const VdBoard *board, const VdHexRuleset *module, const char *unit_id)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);

  return unit != NULL &&
         g_strcmp0 (unit->unit_class,
                    vd_hex_ruleset_lookup_word (module, ONCE "artillery_class")) == 0;
}

gboolean
vd_hex_fire_once_allowed (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                          const VdBoard *board, const char * const *firers, const char *target,
                          const char **rule, char **why)
{
  return vd_hex_fire_once_allowed_shared (setup, module, n_applied, board, firers, NULL, target,
                                          rule, why);
}

/* Whether EVENT's first defender stood in the hex of AIMED, on BOARD. */
static gboolean
same_target_hex (const VdBoard *board, const VdBoardEvent *event, const VdBoardUnit *aimed)
{
  const VdBoardUnit *earlier = event->defenders != NULL && event->defenders[0] != NULL
                                 ? vd_board_find_unit (board, event->defenders[0]) : NULL;

  return aimed == NULL || earlier == NULL || !earlier->placed ||
         vd_hex_equal (earlier->hex, aimed->hex);
}

gboolean
vd_hex_fire_once_allowed_shared (const VdBoard *setup, const VdHexRuleset *module,
                                 guint n_applied, const VdBoard *board,
                                 const char * const *firers, const char * const *shared,
                                 const char *target, const char **rule, char **why)
{
  const VdBoardUnit *aimed = vd_board_find_unit (board, target);
  gboolean at_artillery = is_artillery (board, module, target);
  guint n = setup->journal != NULL ? MIN (n_applied, setup->journal->len) : 0;

  if (board->phase == NULL ||
      !vd_hex_ruleset_list_has (module, ONCE "phases", board->phase))
    return TRUE;
  /* BN 8.2: in a fire phase only its side fires (the inactive player first, then the active). */
  if (vd_hex_ruleset_lookup_word (module, ONCE "side_rule") != NULL)
    {
      const VdHexName *phase = vd_hex_ruleset_find_phase (module, board->phase);

      for (guint f = 0; phase != NULL && phase->side != NULL && firers != NULL && firers[f] != NULL;
           f++)
        {
          const VdBoardUnit *firer = vd_board_find_unit (board, firers[f]);

          if (firer != NULL && g_strcmp0 (firer->side, phase->side) != 0)
            {
              *rule = vd_hex_ruleset_lookup_word (module, ONCE "side_rule");
              /* Translators: BN 8.2, "fr-1 is not on the side that fires in
               * fr-defensive-fire". */
              *why = g_strdup_printf (_("%s is not on the side that fires in %s"), firers[f],
                                      board->phase);
              return FALSE;
            }
        }
    }
  for (guint i = 0; i < n; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];
      const VdBoardUnit *earlier;

      /* BN 15.1e: an opportunity fire is extra, never counted against the fire phase's. */
      if (event->kind != VD_BOARD_EVENT_COMBAT || event->opportunity ||
          event->turn != board->turn || g_strcmp0 (event->phase, board->phase) != 0)
        continue;
      /* 20.2b: each firer once. */
      for (guint f = 0; firers != NULL && firers[f] != NULL; f++)
        if (event->attackers != NULL &&
            g_strv_contains ((const char * const *) event->attackers, firers[f]) &&
            /* 20.2e: a share of its fire, at another hex, is not a second fire. */
            !(shared != NULL && g_strv_contains (shared, firers[f]) &&
              !same_target_hex (board, event, aimed)))
          {
            *rule = vd_hex_ruleset_lookup_word (module, ONCE "rule");
            /* Translators: "fr-1 has fired in this fire phase already, at al-1". */
            *why = g_strdup_printf (_("%s has fired in this fire phase already, at %s"),
                                    firers[f],
                                    event->defenders != NULL && event->defenders[0] != NULL
                                      ? event->defenders[0] : "?");
            return FALSE;
          }
      /* 20.2d: its hex once at its artillery, once at the rest. */
      if (aimed == NULL || event->defenders == NULL || event->defenders[0] == NULL ||
          (earlier = vd_board_find_unit (board, event->defenders[0])) == NULL ||
          !earlier->placed || !vd_hex_equal (earlier->hex, aimed->hex) ||
          is_artillery (board, module, earlier->id) != at_artillery)
        continue;
      {
        g_autofree char *label = vd_board_format_hex (board, aimed->hex);

        *rule = vd_hex_ruleset_lookup_word (module, ONCE "target_hex_rule");
        *why = at_artillery
          /* Translators: "0505 has been fired at already this phase at its artillery (b1)". */
          ? g_strdup_printf (_("%s has been fired at already this phase at its artillery (%s)"),
                             label, earlier->id)
          /* Translators: "0505 has been fired at already this phase at its top unit (al-1)". */
          : g_strdup_printf (_("%s has been fired at already this phase at its units other than "
                               "artillery (%s)"), label, earlier->id);
        return FALSE;
      }
    }
  return TRUE;
}
