/* LBA's limbering roll (LBA-LIMB-1, LBA-LIMB-2, LBA-SANTON-1). */
#include "vd-hex-limber.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-odds.h"
#include "vd-hex-santon.h"

#define LIMBERING "special.limbering."
#define BONUS_RULE "LBA-LIMB-2"
#define SANTON_RULE "LBA-SANTON-1"
#define READING "lba-i-limber-bonuses"

void
vd_hex_limber_free (VdHexLimber *limber)
{
  if (limber == NULL)
    return;
  g_free (limber->row);
  g_free (limber->rule);
  g_free (limber->state);
  g_clear_pointer (&limber->reasons, g_ptr_array_unref);
  g_free (limber->missing);
  g_free (limber->missing_rule);
  g_free (limber);
}

char *
vd_hex_limber_note (const VdHexLimber *limber)
{
  if (limber->automatic)
    /* Translators: the journal's note: "limbering, no roll needed (LBA-LIMB-1)". */
    return g_strdup_printf (_("limbering, no roll needed (%s)"), limber->rule);
  if (limber->modified != 0 && limber->modified != limber->roll)
    /* Translators: the journal's note: "limbering, die 3, read 6: limbers (LBA-LIMB-1)". */
    return g_strdup_printf (_("limbering, die %d, read %d: limbers (%s)"), limber->roll,
                            limber->modified, limber->rule);
  /* Translators: the journal's note: "limbering, die 5: limbers (LBA-LIMB-1)". */
  return g_strdup_printf (_("limbering, die %d: limbers (%s)"), limber->roll, limber->rule);
}

/* The chart's rows, the node of its cells, and its rule. */
static const VdYamlNode *
chart_node (const VdHexRuleset *module, const char *what)
{
  const char *chart = vd_hex_ruleset_lookup_word (module, LIMBERING "chart");
  g_autofree char *path = chart != NULL ? g_strdup_printf ("charts.%s.%s", chart, what) : NULL;

  return path != NULL ? vd_hex_ruleset_lookup (module, path) : NULL;
}

GPtrArray *
vd_hex_limber_rows (const VdHexRuleset *module, const char *nation)
{
  const VdYamlNode *rows = chart_node (module, "rows");
  g_autofree char *prefix = g_strconcat (nation != NULL ? nation : "", "-", NULL);
  GPtrArray *found = g_ptr_array_new ();

  /* The rows are named nation-kind: russian-light, french-de-la-garde… */
  for (guint i = 0; nation != NULL && rows != NULL && i < rows->n_children; i++)
    if (g_str_has_prefix (vd_hex_ruleset_word (rows->children[i]), prefix))
      g_ptr_array_add (found, (gpointer) vd_hex_ruleset_word (rows->children[i]));
  return found;
}

/* Row ROW's cell: "5-6" or "6" (the lowest die that limbers), or "no roll needed". */
static gboolean
read_cell (const VdHexRuleset *module, const char *row, int *needed, gboolean *automatic)
{
  const VdYamlNode *rows = chart_node (module, "rows");
  const VdYamlNode *cells = chart_node (module, "cells");
  const char *text = NULL;
  int high;

  for (guint i = 0; rows != NULL && cells != NULL && i < rows->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (rows->children[i]), row) == 0 &&
        i < cells->n_children && cells->children[i]->n_children > 0)
      text = vd_hex_ruleset_word (cells->children[i]->children[0]);
  *automatic = FALSE;
  if (text == NULL)
    return FALSE;
  if (sscanf (text, "%d - %d", needed, &high) == 2 || sscanf (text, "%d", needed) == 1)
    return *needed >= 1 && *needed <= 6;
  /* The Guard's cell says it in words; the module names that `automatic`. */
  *automatic = g_strcmp0 (vd_hex_ruleset_lookup_word (module, LIMBERING "guard_french"),
                          "automatic") == 0 && g_str_equal (text, "no roll needed");
  *needed = 0;
  return *automatic;
}

/* The bonuses' names the module lists, comma-separated, for the messages. */
static char *
bonus_names (const VdYamlNode *bonuses)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; bonuses != NULL && bonuses->kind == VD_YAML_MAPPING &&
       i + 1 < bonuses->n_children; i += 2)
    g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                            bonuses->children[i]->value);
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* The row KIND, checked against NATION's rows, or the only one; NULL with ERROR. */
static const char *
choose_row (const VdHexRuleset *module, const char *unit_id, const char *nation,
            const char *kind, const char *rule, GError **error)
{
  g_autoptr(GPtrArray) rows = vd_hex_limber_rows (module, nation);
  g_autoptr(GString) listed = g_string_new (NULL);

  for (guint i = 0; i < rows->len; i++)
    {
      if (kind != NULL && g_str_equal (kind, rows->pdata[i]))
        return rows->pdata[i];
      g_string_append_printf (listed, "%s%s", i > 0 ? ", " : "", (char *) rows->pdata[i]);
    }
  if (rows->len == 0)
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("%s has no nation the limber chart knows (french, russian, austrian): give "
                   "the counter its nation (%s)"), unit_id, rule);
  else if (kind == NULL && rows->len == 1)
    return rows->pdata[0];
  else if (kind == NULL)
    /* Translators: "give g1's row of the limber chart with --kind: russian-light, … (…)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("give %s's row of the limber chart with --kind: %s (%s)"), unit_id,
                 listed->str, rule);
  else
    {
      g_autofree char *shown = vd_error_cut (kind);

      /* Translators: "g1 is a russian counter: the limber chart's row “french-a-pied” is not
       * one of its nation's (russian-light, …) (LBA-LIMB-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is a %s counter: the limber chart's row “%s” is not one of its "
                     "nation's (%s) (%s)"), unit_id, nation, shown, listed->str, rule);
    }
  return NULL;
}

/* Whether the counter may try at all: on the map, artillery, not in the Santon, unlimbered. */
static gboolean
check_unit (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
            const VdBoardUnit *unit, const char *rule, GError **error)
{
  const char *limbered = "limbered", *unlimbered = "unlimbered";

  if (unit == NULL || !unit->placed)
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return FALSE;
    }
  if (g_strcmp0 (unit->unit_class, "artillery") != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is %s: only artillery limbers (%s)"), unit_id, unit->unit_class, rule);
      return FALSE;
    }
  if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, LIMBERING "santon_batteries"),
                 "never") == 0 && vd_hex_santon_is_work (board, module, unit->hex))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is a battery in a Santon earthwork: those never limber (%s)"), unit_id,
                   SANTON_RULE);
      return FALSE;
    }
  /* LBA keeps an artillery's formation as its state: limbered, unlimbered or prolonge. */
  if (g_strcmp0 (unit->state, limbered) == 0)
    {
      /* Translators: "g1 is already limbered: nothing to limber (LBA-LIMB-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is already limbered: nothing to limber (%s)"), unit_id, rule);
      return FALSE;
    }
  if (g_strcmp0 (unit->state, unlimbered) != 0)
    {
      /* Translators: "g1 is not unlimbered (the board has it prolonge): only an unlimbered
       * battery limbers (LBA-LIMB-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is not unlimbered (the board has it %s): only an unlimbered battery "
                     "limbers (%s)"),
                   unit_id, unit->state != NULL ? unit->state : _("without a state"), rule);
      return FALSE;
    }
  return TRUE;
}

VdHexLimber *
vd_hex_limber (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
               const char *kind, const char * const *bonuses, int roll, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdYamlNode *listed = vd_hex_ruleset_lookup (module, LIMBERING "bonuses");
  const VdHexDice die = { VD_HEX_DICE_SUM, 1, 6 };
  const char *rule, *row, *nation, *choice;
  g_autoptr(VdHexLimber) limber = NULL;
  int sum = 0, best = 0, given = 0, add_up, best_only;

  rule = chart_node (module, "rule") != NULL
         ? vd_hex_ruleset_word (chart_node (module, "rule")) : NULL;
  if (rule == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no limbering roll"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (!check_unit (board, module, unit_id, unit, rule, error))
    return NULL;
  nation = unit->nation != NULL ? unit->nation : unit->side;
  row = choose_row (module, unit_id, nation, kind, rule, error);
  if (row == NULL)
    return NULL;
  for (guint i = 0; bonuses != NULL && bonuses[i] != NULL; i++)
    {
      const VdYamlNode *value = listed != NULL ? vd_yaml_lookup (listed, bonuses[i]) : NULL;
      g_autofree char *shown = vd_error_cut (bonuses[i]);

      for (guint j = 0; j < i; j++)
        if (g_str_equal (bonuses[i], bonuses[j]))
          {
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("the limbering bonus “%s” is given twice (%s)"), shown, BONUS_RULE);
            return NULL;
          }
      if (value == NULL || vd_hex_ruleset_word (value) == NULL)
        {
          g_autofree char *known = bonus_names (listed);

          /* Translators: "“murat” is no limbering bonus (napoleon, …) (LBA-LIMB-2)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("“%s” is no limbering bonus (%s) (%s)"), shown, known, BONUS_RULE);
          return NULL;
        }
    }
  limber = g_new0 (VdHexLimber, 1);
  limber->reasons = vd_hex_odds_reasons_new ();
  limber->row = g_strdup (row);
  limber->rule = g_strdup (rule);
  limber->state = g_strdup ("limbered");
  if (!read_cell (module, row, &limber->needed, &limber->automatic))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the limber chart has no cell for the row %s"), row);
      return NULL;
    }
  if (limber->automatic)
    {
      /* No die is read: one given is only checked to be one. */
      if (roll != 0 && !vd_hex_dice_check (&die, roll, error))
        return NULL;
      limber->roll = roll;
      limber->limbers = TRUE;
      vd_hex_odds_add_reason (limber->reasons, rule, unit_id,
                              /* Translators: "french-de-la-garde limbers with no roll". */
                              g_strdup_printf (_("%s limbers with no roll"), row));
      if (bonuses != NULL && bonuses[0] != NULL)
        vd_hex_odds_add_reason (limber->reasons, BONUS_RULE, NULL,
                                g_strdup (_("no roll: the bonuses are not counted")));
      return g_steal_pointer (&limber);
    }
  if (!vd_hex_dice_check (&die, roll, error))
    return NULL;
  limber->roll = roll;
  vd_hex_odds_add_reason (limber->reasons, rule, unit_id,
                          /* Translators: "russian-light limbers on 5 or higher". */
                          g_strdup_printf (_("%s limbers on %d or higher"), row, limber->needed));
  for (guint i = 0; bonuses != NULL && bonuses[i] != NULL; i++)
    {
      int amount = atoi (vd_hex_ruleset_word (vd_yaml_lookup (listed, bonuses[i])));

      sum += amount;
      best = MAX (best, amount);
      given++;
      vd_hex_odds_add_reason (limber->reasons, BONUS_RULE, NULL,
                              g_strdup_printf ("%s %+d", bonuses[i], amount));
    }
  add_up = roll + sum;
  best_only = roll + best;
  choice = given > 1 ? vd_hex_ruleset_choice (module, READING) : NULL;
  if (given > 1 && choice == NULL && (add_up >= limber->needed) != (best_only >= limber->needed))
    {
      /* Translators: "whether the bonuses add up (die 3 +4 = 7: limbers) or only the best
       * counts (die 3 +3 = 6: …)". */
      limber->missing = g_strdup_printf (_("whether limbering bonuses add up (die %d %+d = %d: "
                                           "%s) or only the best counts (die %d %+d = %d: %s)"),
                                         roll, sum, add_up,
                                         add_up >= limber->needed ? _("limbers")
                                                                  : _("does not limber"),
                                         roll, best, best_only,
                                         best_only >= limber->needed ? _("limbers")
                                                                     : _("does not limber"));
      limber->missing_rule = g_strdup (READING);
      return g_steal_pointer (&limber);
    }
  if (given > 1 && choice == NULL)
    {
      limber->limbers = add_up >= limber->needed;
      /* Translators: "open: added up 3 +4 = 7, the best only 3 +3 = 6; both limber". */
      vd_hex_odds_add_reason (limber->reasons, READING, NULL,
                              g_strdup_printf (_("open, both readings give the same: added up "
                                                 "%d %+d = %d, the best only %d %+d = %d"),
                                               roll, sum, add_up, roll, best, best_only));
    }
  else
    {
      limber->modified = g_strcmp0 (choice, "best-only") == 0 ? best_only : add_up;
      limber->limbers = limber->modified >= limber->needed;
      if (given > 1)
        vd_hex_odds_add_reason (limber->reasons, READING, NULL,
                                /* Translators: "the bonuses read as best-only: 3 +3 = 6". */
                                g_strdup_printf (_("the bonuses read as %s: %d %+d = %d"),
                                                 choice, roll, limber->modified - roll,
                                                 limber->modified));
    }
  vd_hex_odds_add_reason (limber->reasons, rule, unit_id,
                          limber->modified == 0
                          ? g_strdup (limber->limbers ? _("limbers") : _("does not limber"))
                          : limber->limbers
                          /* Translators: "die 5: limbers". */
                          ? g_strdup_printf (_("die %d: limbers"), limber->modified)
                          : g_strdup_printf (_("die %d: does not limber"), limber->modified));
  return g_steal_pointer (&limber);
}
