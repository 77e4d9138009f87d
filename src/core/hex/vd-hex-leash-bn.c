/* BN 11.5b: a skirmisher's 2-hex leash to a friendly unit, on a move and in a set-up. */
#include "vd-hex-leash-bn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-hex-grid.h"
#include "vd-hex-odds.h"

#define LEASH "special.skirmishers.leash."

/* Whether FRIEND holds UNIT's leash: on the map, of its side, of a class NOT leaves counted. */
static gboolean
counts (const VdBoardUnit *unit, const VdBoardUnit *friend, const VdYamlNode *not)
{
  return friend != unit && friend->placed && g_strcmp0 (friend->side, unit->side) == 0 &&
         !vd_hex_ruleset_node_has (not, friend->unit_class);
}

/* The hexes from HEX to UNIT's nearest friend that NOT leaves counted, and its id; -1: none. */
static int
nearest_friend (const VdBoard *board, const VdBoardUnit *unit, VdHex hex, const VdYamlNode *not,
                const char **id)
{
  int best = -1;

  *id = NULL;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *friend = board->units->pdata[i];
      int d;

      if (!counts (unit, friend, not))
        continue;
      d = vd_hex_distance (hex, friend->hex);
      if (best < 0 || d < best)
        {
          best = d;
          *id = friend->id;
        }
    }
  return best;
}

VdHexLeashVerdict
vd_hex_leash_at (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                 VdHex hex, const char **rule, char **why, int *nearest)
{
  const VdYamlNode *not_counted = vd_hex_ruleset_lookup (module, LEASH "not_counted");
  const char *hexes_word = vd_hex_ruleset_lookup_word (module, LEASH "hexes");
  const char *class = vd_hex_ruleset_lookup_word (module, "special.skirmishers.class");
  const char *reading = vd_hex_ruleset_lookup_word (module, LEASH "reading");
  const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const char *strict_id = NULL, *lenient_id = NULL, *strict_option = NULL,
             *lenient_option = NULL;
  int hexes, strict = -1, lenient = -1;
  g_autofree char *label = NULL;

  if (rule != NULL)
    *rule = vd_hex_ruleset_lookup_word (module, LEASH "rule");
  if (why != NULL)
    *why = NULL;
  if (nearest != NULL)
    *nearest = -1;
  if (unit == NULL || hexes_word == NULL || not_counted == NULL ||
      not_counted->kind != VD_YAML_MAPPING || g_strcmp0 (unit->unit_class, class) != 0)
    return VD_HEX_LEASH_FREE;
  hexes = atoi (hexes_word);
  /* Each reading's nearest friend: the farthest is the strictest reading's, the nearest the
   * most lenient's (none on the map is the farthest of all). */
  for (guint i = 0; i + 1 < not_counted->n_children; i += 2)
    {
      const char *option = not_counted->children[i]->value;
      const char *id;
      int d;

      if (chosen != NULL && g_strcmp0 (chosen, option) != 0)
        continue;
      d = nearest_friend (board, unit, hex, not_counted->children[i + 1], &id);
      if (strict_option == NULL || (strict >= 0 && (d < 0 || d > strict)))
        {
          strict = d;
          strict_id = id;
          strict_option = option;
        }
      if (lenient_option == NULL || (d >= 0 && (lenient < 0 || d < lenient)))
        {
          lenient = d;
          lenient_id = id;
          lenient_option = option;
        }
    }
  if (strict_option == NULL)
    return VD_HEX_LEASH_FREE;
  if (nearest != NULL)
    *nearest = strict;
  if (strict >= 0 && strict <= hexes)
    return VD_HEX_LEASH_WITHIN;
  label = vd_board_format_hex (board, hex);
  if (lenient >= 0 && lenient <= hexes)
    {
      if (why != NULL)
        /* Translators: BN 11.5b, "in 0808 sk-1 is 2 hexes from fr-gen only under the reading
         * any-friendly-counter of bn-i-skirmisher-leash, not chosen". */
        *why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "in %s %s is %d hex from %s only under the "
                                             "reading %s of %s, not chosen",
                                             "in %s %s is %d hexes from %s only under the "
                                             "reading %s of %s, not chosen", lenient),
                                label, unit->id, lenient, lenient_id, lenient_option, reading);
      return VD_HEX_LEASH_UNKNOWN;
    }
  if (why != NULL)
    {
      if (strict < 0)
        /* Translators: BN 11.5b, "in 0808 sk-1 has no friendly unit on the map within 2
         * hexes". */
        *why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "in %s %s has no friendly unit on the map within "
                                             "%d hex",
                                             "in %s %s has no friendly unit on the map within "
                                             "%d hexes", hexes),
                                label, unit->id, hexes);
      else
        /* Translators: BN 11.5b, "in 0808 sk-1 is 3 hexes from fr-1, its nearest friend: more
         * than 2". */
        *why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "in %s %s is %d hex from %s, its nearest friend: "
                                             "more than %d",
                                             "in %s %s is %d hexes from %s, its nearest "
                                             "friend: more than %d", strict),
                                label, unit->id, strict, strict_id, hexes);
    }
  return VD_HEX_LEASH_BEYOND;
}

gboolean
vd_hex_leash_allows (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                     VdHex to, const char **rule, char **why, gboolean *open)
{
  int from_nearest = -1, to_nearest = -1;
  VdHexLeashVerdict there = vd_hex_leash_at (board, module, unit, to, rule, why, &to_nearest);

  *open = there == VD_HEX_LEASH_UNKNOWN;
  /* The answer of a move names its rule, as the command radius's does. */
  if (why != NULL && *why != NULL && rule != NULL && *rule != NULL)
    {
      char *said = g_strdup_printf ("%s (%s)", *why, *rule);

      g_free (*why);
      *why = said;
    }
  if (there != VD_HEX_LEASH_BEYOND)
    return TRUE;
  /* Taken beyond by a retreat, it must get back: a move that brings it nearer is that. */
  if (vd_hex_leash_at (board, module, unit, unit->hex, NULL, NULL, &from_nearest) ==
        VD_HEX_LEASH_BEYOND &&
      to_nearest >= 0 && (from_nearest < 0 || to_nearest < from_nearest))
    {
      g_clear_pointer (why, g_free);
      return TRUE;
    }
  return FALSE;
}

void
vd_hex_leash_check (const VdBoard *board, const VdHexRuleset *module, GPtrArray *found)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      const char *rule = NULL;
      g_autofree char *why = NULL;
      VdHexLeashVerdict verdict;

      if (!unit->placed)
        continue;
      verdict = vd_hex_leash_at (board, module, unit, unit->hex, &rule, &why, NULL);
      if (verdict == VD_HEX_LEASH_BEYOND)
        /* Translators: BN 11.5b, after the reason: what the owner must do. */
        vd_hex_odds_add_reason (found, rule, unit->id,
                                g_strdup_printf (_("%s: it must get back within reach in its "
                                                   "side’s next movement phase"), why));
      else if (verdict == VD_HEX_LEASH_UNKNOWN)
        vd_hex_odds_add_reason (found, rule, unit->id, g_steal_pointer (&why));
    }
}
