/* BN's blown cavalry withdrawing 6 to 12 hexes after a charge (24.2a). */
#include "vd-hex-withdrawal.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"

#define WITHDRAWAL "combat.charge.withdrawal."

void
vd_hex_withdrawal_free (VdHexWithdrawal *withdrawal)
{
  if (withdrawal == NULL)
    return;
  g_free (withdrawal->unit_id);
  g_free (withdrawal->rule);
  g_clear_pointer (&withdrawal->hexes, g_array_unref);
  g_clear_pointer (&withdrawal->distances, g_array_unref);
  g_free (withdrawal->why);
  g_free (withdrawal->why_rule);
  g_clear_pointer (&withdrawal->reasons, g_ptr_array_unref);
  g_clear_pointer (&withdrawal->unchecked, g_ptr_array_unref);
  g_free (withdrawal);
}

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, WITHDRAWAL, key);
}

/* Whether HEX holds a counter of another side than SIDE. */
static gboolean
enemy_in (const VdBoard *board, VdHex hex, const char *side)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, hex);

  for (guint i = 0; i < stack->len; i++)
    if (g_strcmp0 (((const VdBoardUnit *) stack->pdata[i])->side, side) != 0)
      return TRUE;
  return FALSE;
}

/* Whether a unit of CLASS_INDEX may cross from A into B: B's ground not prohibited to it, nor
 * the hexside between, unless a bridge spans it (24.2a). */
static gboolean
crossable (const VdBoard *board, const VdHexRuleset *module, guint class_index, VdHex a, VdHex b)
{
  const VdYamlNode *bridges = vd_hex_ruleset_lookup (module, WITHDRAWAL "bridges");
  gboolean bridged;

  if (vd_board_prohibited_ground (board, module, b, class_index) != NULL)
    return FALSE;
  return vd_board_prohibited_hexside (board, module, a, b, class_index, bridges,
                                      &bridged) == NULL || bridged;
}

VdHexWithdrawal *
vd_hex_withdrawal (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                   const VdHex *to, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *class = word (module, "class");
  const VdYamlNode *range = vd_hex_ruleset_lookup (module, WITHDRAWAL "hexes");
  g_autoptr(VdHexWithdrawal) withdrawal = NULL;
  g_autoptr(GHashTable) seen = NULL;
  g_autoptr(GArray) frontier = NULL;
  guint class_index;
  int depth = 0;

  if (class == NULL || range == NULL || range->kind != VD_YAML_SEQUENCE || range->n_children != 2)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no withdrawal of blown cavalry"), vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), unit_id);
      return NULL;
    }
  if (g_strcmp0 (unit->unit_class, class) != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   /* Translators: "inf is not cavalry: only cavalry withdraws blown (24.2a)". */
                   _("%s is not %s: only %s withdraws blown (%s)"), unit->id, class, class,
                   word (module, "rule"));
      return NULL;
    }
  withdrawal = g_new0 (VdHexWithdrawal, 1);
  withdrawal->unit_id = g_strdup (unit->id);
  withdrawal->min_hexes = atoi (vd_hex_ruleset_word (range->children[0]));
  withdrawal->max_hexes = atoi (vd_hex_ruleset_word (range->children[1]));
  withdrawal->rule = g_strdup (word (module, "rule"));
  withdrawal->hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  withdrawal->distances = g_array_new (FALSE, FALSE, sizeof (int));
  withdrawal->reasons = vd_hex_odds_reasons_new ();
  withdrawal->unchecked = vd_hex_odds_reasons_new ();
  withdrawal->distance = -1;
  class_index = vd_hex_ruleset_class_index (module, unit->unit_class);
  /* Breadth first: each hex at the length of its shortest way through hexes it may cross. */
  seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  frontier = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_array_append_val (frontier, unit->hex);
  g_hash_table_add (seen, g_memdup2 (&(gint64) { vd_hex_key (unit->hex) }, sizeof (gint64)));
  while (frontier->len > 0 && depth < withdrawal->max_hexes)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (VdHex));

      depth++;
      for (guint i = 0; i < frontier->len; i++)
        for (int d = 0; d < 6; d++)
          {
            VdHex from = g_array_index (frontier, VdHex, i);
            VdHex hex = vd_hex_neighbour (from, d);
            gint64 key = vd_hex_key (hex);

            if (g_hash_table_contains (seen, &key) ||
                !vd_hex_grid_contains (board->grid, hex) ||
                !vd_hex_grid_is_playable (board->grid, hex) ||
                enemy_in (board, hex, unit->side) ||
                !crossable (board, module, class_index, from, hex))
              continue;
            g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
            g_array_append_val (next, hex);
            if (depth >= withdrawal->min_hexes)
              {
                g_array_append_val (withdrawal->hexes, hex);
                g_array_append_val (withdrawal->distances, depth);
              }
            if (to != NULL && vd_hex_equal (hex, *to))
              withdrawal->distance = depth;
          }
      g_array_set_size (frontier, 0);
      g_array_append_vals (frontier, next->data, next->len);
    }
  vd_hex_odds_add_reason (withdrawal->reasons, withdrawal->rule, unit->id,
                          /* Translators: "blown, it withdraws 6 to 12 hexes, its movement points
                           * aside". */
                          g_strdup_printf (_("blown, it withdraws %d to %d hexes, its movement "
                                             "points aside"), withdrawal->min_hexes,
                                           withdrawal->max_hexes));
  vd_hex_odds_add_reason (withdrawal->reasons, word (module, "enemy_rule"), unit->id,
                          g_strdup (_("never through a hex the enemy holds")));
  if (word (module, "prohibited_path") != NULL &&
      vd_hex_ruleset_lookup_word (module, word (module, "prohibited_path")) == NULL)
    vd_hex_odds_add_reason (withdrawal->unchecked, withdrawal->rule, unit->id,
                            /* Translators: the ground a withdrawal may not cross. */
                            g_strdup (_("the ground cavalry may not enter is the Movement "
                                        "Table's, missing: the referee's")));
  if (to != NULL)
    {
      g_autofree char *label = vd_board_format_hex (board, *to);

      withdrawal->to_given = TRUE;
      withdrawal->to = *to;
      withdrawal->legal = withdrawal->distance >= withdrawal->min_hexes;
      if (!withdrawal->legal)
        {
          withdrawal->why_rule = g_strdup (withdrawal->rule);
          withdrawal->why = withdrawal->distance < 0
            /* Translators: "0202 is not reached in 12 hexes through hexes it may cross". */
            ? g_strdup_printf (_("%s is not reached in %d hexes through hexes it may cross"),
                               label, withdrawal->max_hexes)
            /* Translators: "0403 is 1 hex away: a withdrawal goes 6 to 12". */
            : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s is %d hex away: a withdrawal "
                                            "goes %d to %d", "%s is %d hexes away: a withdrawal "
                                            "goes %d to %d", withdrawal->distance),
                               label, withdrawal->distance, withdrawal->min_hexes,
                               withdrawal->max_hexes);
        }
    }
  return g_steal_pointer (&withdrawal);
}

GPtrArray *
vd_hex_withdrawal_events (const VdBoard *board, const VdHexRuleset *module,
                          const VdHexWithdrawal *withdrawal)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  VdBoardEvent *event;

  if (!withdrawal->to_given || !withdrawal->legal)
    return events;
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (withdrawal->unit_id);
  event->hex = vd_hex_grid_format (board->grid, withdrawal->to);
  event->formation = g_strdup (word (module, "formation"));
  /* Translators: the journal's note: "blown, withdrew 7 hexes (24.2a)". */
  event->note = g_strdup_printf (_("blown, withdrew %d hexes (%s)"), withdrawal->distance,
                                 withdrawal->rule);
  g_ptr_array_add (events, event);
  return events;
}
