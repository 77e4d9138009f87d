/* A board's set-up against the module's set-up rules (BN 1.4.2, 1.4.4, 11.5h-A). */
#include "vd-hex-setup-check.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-lba-units.h"
#include "vd-hex-odds.h"
#include "vd-hex-skirmish-bn.h"
#include "vd-hex-stacking.h"

#define SETUP "special.setup."

/* 1.4.4: each hex holding counters, once, within the stacking limit for every side. */
static void
check_stacking (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, SETUP "stacking_rule");
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  if (rule == NULL)
    return;
  for (guint i = 0; i < setup->units->len; i++)
    {
      const VdBoardUnit *unit = setup->units->pdata[i];
      gint64 key = vd_hex_key (unit->hex);
      g_autoptr(VdHexStack) stack = NULL;
      g_autofree char *label = NULL;

      if (!unit->placed || g_hash_table_contains (seen, &key))
        continue;
      g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
      stack = vd_hex_stacking_at (setup, module, unit->hex, NULL);
      label = vd_board_format_hex (setup, unit->hex);
      if (stack->verdict == VD_HEX_STACK_OVER)
        vd_hex_odds_add_reason (found, rule, label,
                                /* Translators: "starts over the stacking limit: …". */
                                g_strdup_printf (_("starts over the stacking limit: %s"),
                                                 stack->why != NULL ? stack->why : ""));
    }
}

/* 1.4.2: an officer some counters name as their commander starts stacked with one of them. */
static void
check_officers (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *class = vd_hex_ruleset_lookup_word (module, SETUP "officer_with_units.class");
  const char *rule = vd_hex_ruleset_lookup_word (module, SETUP "officer_with_units.rule");

  for (guint i = 0; class != NULL && i < setup->units->len; i++)
    {
      const VdBoardUnit *officer = setup->units->pdata[i];
      gboolean commands = FALSE, with_one = FALSE;

      if (!officer->placed || g_strcmp0 (officer->unit_class, class) != 0)
        continue;
      for (guint j = 0; j < setup->units->len && !with_one; j++)
        {
          const VdBoardUnit *unit = setup->units->pdata[j];

          if (unit == officer || !unit->placed || g_strcmp0 (unit->army, officer->id) != 0)
            continue;
          commands = TRUE;
          with_one = vd_hex_equal (unit->hex, officer->hex);
        }
      if (commands && !with_one)
        {
          g_autofree char *label = vd_board_format_hex (setup, officer->hex);

          vd_hex_odds_add_reason (found, rule, officer->id,
                                  /* Translators: "starts in 0303 with none of the counters he
                                   * commands, which the rules ask unless the scenario says
                                   * otherwise". */
                                  g_strdup_printf (_("starts in %s with none of the counters he "
                                                     "commands, which the rules ask unless the "
                                                     "scenario says otherwise"), label));
        }
    }
}

GPtrArray *
vd_hex_setup_check (const VdBoard *setup, const VdHexRuleset *module)
{
  GPtrArray *found = vd_hex_odds_reasons_new ();

  check_stacking (setup, module, found);
  check_officers (setup, module, found);
  vd_hex_skirmish_positions (setup, module, found);
  vd_hex_lba_formations_check (setup, module, found);
  vd_hex_lba_options_check (setup, module, found);
  vd_hex_lba_hamlets_check (setup, module, found);
  return found;
}
