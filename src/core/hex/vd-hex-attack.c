/* A combat's result on the game's CRT, for a roll given. */
#include "vd-hex-attack.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-combats.h"
#include "vd-hex-dice.h"

void
vd_hex_attack_free (VdHexAttack *attack)
{
  if (attack == NULL)
    return;
  vd_hex_odds_free (attack->odds);
  g_free (attack->result);
  g_free (attack->meaning);
  g_free (attack->rule);
  g_free (attack->missing);
  g_free (attack->missing_rule);
  g_free (attack->cell_row);
  g_free (attack->cell_column);
  g_free (attack);
}

static void
set_missing (VdHexAttack *attack, const char *rule, char *what)
{
  if (attack->missing != NULL)
    {
      g_free (what);
      return;
    }
  attack->missing = what;
  attack->missing_rule = g_strdup (rule);
}

/* A modified die above the dice's faces (1914's Guard +1 on a 6) read as the module's
 * `combat.die.modified_max` reading says: its value is the ceiling, `~` reads the row as it is;
 * FALSE, with the reading named as missing, while it is open. */
static gboolean
die_ceiling (VdHexAttack *attack, const VdHexRuleset *module, const VdHexDice *dice)
{
  const VdYamlNode *node = vd_hex_ruleset_lookup (module, "combat.die.modified_max");
  const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (node, "reading"));
  const char *choice, *ceiling;

  if (reading == NULL || dice->kind != VD_HEX_DICE_SUM || dice->faces <= 0 ||
      attack->die <= dice->count * dice->faces)
    return TRUE;
  if ((choice = vd_hex_ruleset_choice (module, reading)) == NULL)
    {
      /* Translators: "how a modified die of 7 is read is reading 1914-i-die-7, still open". */
      set_missing (attack, vd_hex_ruleset_lookup_word (module, "combat.die.rule"),
                   g_strdup_printf (_("how a modified die of %d is read is reading %s, "
                                      "still open"), attack->die, reading));
      return FALSE;
    }
  ceiling = vd_hex_ruleset_word (vd_yaml_lookup (node, choice));
  if (ceiling != NULL && attack->die > atoi (ceiling))
    attack->die = atoi (ceiling);
  return TRUE;
}

VdHexAttack *
vd_hex_attack (const VdBoard *board, const VdHexRuleset *module, const char * const *attackers,
               const char * const *defenders, int roll, GError **error)
{
  return vd_hex_attack_reduced (board, module, attackers, defenders, NULL, roll, error);
}

VdHexAttack *
vd_hex_attack_reduced (const VdBoard *board, const VdHexRuleset *module,
                       const char * const *attackers, const char * const *defenders,
                       GHashTable *reduced, int roll, GError **error)
{
  const char *by_row = vd_hex_ruleset_lookup_word (module, "charts.crt.read.row");
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, "charts.crt.rows");
  const VdYamlNode *columns = vd_hex_ruleset_lookup (module, "charts.crt.columns");
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, "charts.crt.cells");
  const VdYamlNode *name = vd_hex_ruleset_lookup (module, "charts.crt.name");
  g_autoptr(VdHexAttack) attack = NULL;
  g_autofree char *die_text = NULL;
  VdHexDice dice;
  const char *row_heading, *column_heading, *cell;
  int r, c;

  /* A roll the game's dice cannot give is refused (1d6 1 to 6, 2d6 2 to 12, d66 both digits 1
   * to 6); a die whose faces the seed does not give (NaA) takes any roll from 1, and the CRT's
   * headings say the rest. */
  vd_hex_dice_from_module (module, "combat.die", &dice);
  if (!vd_hex_dice_check (&dice, roll, error))
    return NULL;
  /* NaA B12: a combat recorded in a movement phase is none. */
  if (!vd_hex_combats_phase_allows (board, module, error))
    return NULL;
  attack = g_new0 (VdHexAttack, 1);
  if ((attack->odds = vd_hex_odds_reduced (board, module, attackers, defenders, reduced,
                                           error)) == NULL)
    return NULL;
  attack->roll = roll;
  attack->rule = g_strdup (vd_hex_ruleset_lookup_word (module, "charts.crt.rule"));
  /* Settled without the table (NaA E11): no roll is read. */
  if (attack->odds->settled != NULL)
    {
      attack->result = g_strdup ("eliminated");
      attack->meaning = g_strdup (attack->odds->settled);
      g_free (attack->rule);
      attack->rule = g_strdup (attack->odds->settled_rule);
      return g_steal_pointer (&attack);
    }
  /* What the odds still need comes first: no cell is read from odds not known. */
  if (attack->odds->missing != NULL)
    {
      set_missing (attack, attack->odds->missing_rule, g_strdup (attack->odds->missing));
      return g_steal_pointer (&attack);
    }
  attack->die = roll + attack->odds->die_modifier;
  if (attack->odds->has_die_floor && attack->die < attack->odds->die_floor)
    attack->die = attack->odds->die_floor;
  if (!die_ceiling (attack, module, &dice))
    return g_steal_pointer (&attack);

  /* The cell: the odds' column and the die's row, or the other way round. */
  die_text = g_strdup_printf ("%d", attack->die);
  row_heading = g_strcmp0 (by_row, "odds") == 0 ? attack->odds->column : die_text;
  column_heading = g_strcmp0 (by_row, "odds") == 0 ? die_text : attack->odds->column;
  if (rows == NULL || columns == NULL || rows->kind != VD_YAML_SEQUENCE ||
      columns->kind != VD_YAML_SEQUENCE)
    {
      /* Translators: "the size of the Combat results table is not given". */
      set_missing (attack, attack->rule,
                   g_strdup_printf (_("the size of the %s is not given"),
                                    vd_hex_ruleset_text (name) != NULL
                                      ? vd_hex_ruleset_text (name) : "CRT"));
      return g_steal_pointer (&attack);
    }
  r = vd_hex_ruleset_node_index (rows, row_heading);
  c = vd_hex_ruleset_node_index (columns, column_heading);
  if (r < 0 || c < 0)
    {
      /* Translators: "the Combat results table has no row 7 or no column 2:1" (NaA's die
       * faces, 1914's die 7 with the Guard). */
      set_missing (attack, attack->rule,
                   g_strdup_printf (_("the %s has no row %s or no column %s"),
                                    vd_hex_ruleset_text (name), row_heading, column_heading));
      return g_steal_pointer (&attack);
    }
  cell = cells != NULL && cells->kind == VD_YAML_SEQUENCE && (guint) r < cells->n_children &&
             cells->children[r]->kind == VD_YAML_SEQUENCE &&
             (guint) c < cells->children[r]->n_children
           ? vd_hex_ruleset_word (cells->children[r]->children[c])
           : NULL;
  if (cell == NULL)
    {
      attack->cell_row = g_strdup (row_heading);
      attack->cell_column = g_strdup (column_heading);
      /* Translators: "Combat results table: the cell of row 3, column 2:1 is not given". */
      set_missing (attack, attack->rule,
                   g_strdup_printf (_("%s: the cell of row %s, column %s is not given"),
                                    vd_hex_ruleset_text (name), row_heading, column_heading));
      return g_steal_pointer (&attack);
    }
  attack->result = g_strdup (cell);
  {
    g_autofree char *path = g_strdup_printf ("charts.crt.legend.%s", cell);

    attack->meaning = g_strdup (vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, path)));
  }
  return g_steal_pointer (&attack);
}

VdBoardEvent *
vd_hex_attack_event (const VdHexAttack *attack, const VdBoard *board,
                     const char * const *attackers, const char * const *defenders)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_COMBAT, board);

  event->attackers = g_strdupv ((char **) attackers);
  event->defenders = g_strdupv ((char **) defenders);
  event->odds_column = g_strdup (attack->odds->column);
  event->roll = attack->roll;
  event->die = attack->die;
  event->result = g_strdup (attack->result);
  return event;
}
