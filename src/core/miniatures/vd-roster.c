#include "vd-roster.h"

#include <glib/gi18n-lib.h>

#include "vd-table-sides.h"

char *
vd_roster_capitalise (const char *text)
{
  const char *rest;
  g_autofree char *first = NULL;

  if (text == NULL || text[0] == '\0')
    return g_strdup ("");
  rest = g_utf8_next_char (text);
  first = g_utf8_strup (text, rest - text);
  return g_strconcat (first, rest, NULL);
}

void
vd_roster_card_free (VdRosterCard *card)
{
  if (card == NULL)
    return;
  g_free (card->id);
  g_free (card->name);
  g_free (card->side);
  g_free (card->side_name);
  g_free (card->command);
  g_free (card->arm_name);
  g_free (card->formation_name);
  g_free (card->conditions_text);
  g_free (card->morale);
  g_free (card->morale_name);
  g_free (card->notes);
  g_free (card);
}

/* A name of the ruleset, else the keyword: capitalised either way. */
static char *
text_or_keyword (const VdText *text, const char *keyword)
{
  const char *name = text != NULL ? vd_text_get (text) : NULL;

  return vd_roster_capitalise (name != NULL && name[0] != '\0' ? name : keyword);
}

static VdRosterCard *
card_new (const VdUnit *unit, gboolean destroyed, const VdTable *table, const VdRuleset *ruleset,
          const VdMoraleRules *rules)
{
  VdRosterCard *card = g_new0 (VdRosterCard, 1);
  const VdMoraleState *state = unit->morale != NULL ? vd_morale_rules_find_state (rules, unit->morale)
                                                    : vd_morale_rules_default_state (rules);
  g_autofree char *conditions = vd_conditions_describe (unit->conditions);
  VdBaseSize base = vd_unit_base (unit, table, ruleset);

  card->id = g_strdup (unit->id);
  card->name = g_strdup (unit->name != NULL ? unit->name : unit->id);
  card->side = g_strdup (unit->side);
  card->side_name = vd_table_side_name (table, unit->side);
  card->command = g_strdup (unit->command);
  card->arm = unit->arm;
  card->arm_name = text_or_keyword (&ruleset->arms[unit->arm].name, vd_arm_to_string (unit->arm));
  card->formation = unit->formation;
  card->formation_name = text_or_keyword (&ruleset->formations[unit->formation].name,
                                          vd_formation_to_string (unit->formation));
  card->conditions = unit->conditions;
  card->conditions_text = vd_roster_capitalise (conditions);
  card->officer = unit->arm == VD_ARM_OFFICER;
  card->destroyed = destroyed;
  card->figures_start = unit->figures;
  card->figures_now = destroyed ? 0 : unit->figures - unit->casualties;
  card->base_width = base.width;
  card->base_depth = base.depth;
  if (state != NULL)
    {
      card->morale = g_strdup (state->id);
      card->morale_name = text_or_keyword (&state->name, state->id);
    }
  else if (unit->morale != NULL)
    {
      card->morale = g_strdup (unit->morale);
      card->morale_name = vd_roster_capitalise (unit->morale);
    }
  card->notes = unit->notes != NULL && unit->notes[0] != '\0' ? g_strdup (unit->notes) : NULL;
  return card;
}

GPtrArray *
vd_roster_new (const VdTable *table, const VdRuleset *ruleset, const VdMoraleRules *rules,
               const char *side)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_roster_card_free);
  g_auto(GStrv) sides = vd_table_list_sides (table);

  g_return_val_if_fail (table != NULL && ruleset != NULL && rules != NULL, cards);

  for (guint s = 0; sides[s] != NULL; s++)
    {
      /* A side's view: the enemy's units are not his to list. */
      if (side != NULL && !g_str_equal (side, sides[s]))
        continue;
      for (guint i = 0; i < table->units->len + table->destroyed->len; i++)
        {
          gboolean destroyed = i >= table->units->len;
          const VdUnit *unit = destroyed
                                 ? g_ptr_array_index (table->destroyed, i - table->units->len)
                                 : g_ptr_array_index (table->units, i);

          if (g_str_equal (unit->side, sides[s]))
            g_ptr_array_add (cards, card_new (unit, destroyed, table, ruleset, rules));
        }
    }
  return cards;
}
