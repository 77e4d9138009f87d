/* LBA's vineyards: a one-hex vineyard holds the whole battalion (LBA-VIN-3). */
#include "vd-hex-vineyard-lba.h"

#include <glib/gi18n-lib.h>

#define SINGLE "special.vineyard.single_hex."

char *
vd_hex_vineyard_whole (const VdBoard *board, const VdHexRuleset *module,
                       const VdBoardUnit *unit, const char **rule)
{
  const char *terrain = vd_hex_ruleset_lookup_word (module, SINGLE "terrain");
  const char *unit_class = vd_hex_ruleset_lookup_word (module, SINGLE "class");

  if (terrain == NULL || unit == NULL || !unit->placed ||
      g_strcmp0 (unit->unit_class, unit_class) != 0 ||
      !vd_board_hex_has_ground (board, module, unit->hex, terrain))
    return NULL;
  *rule = vd_hex_ruleset_lookup_word (module, SINGLE "rule");
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (unit->hex, d);

      if (vd_hex_grid_contains (board->grid, next) &&
          vd_board_hex_has_ground (board, module, next, terrain))
        /* Translators: "a vineyard of several hexes: the board puts the battalion in this
         * one; spread over several, 3 of its increments would count in each: the
         * referee's". */
        return g_strdup (_("a vineyard of several hexes: the board puts the battalion in this "
                           "one; spread over several, up to 3 of its increments would count "
                           "in each: the referee's"));
    }
  return g_strdup (_("a vineyard of one hex: the battalion is wholly in it, so 3 of its "
                     "increments count in all"));
}
