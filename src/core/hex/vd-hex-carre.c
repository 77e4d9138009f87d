/* LBA's carré attempt (LBA-CAR-1 to 4) and cavalry recall (LBA-REC-1, LBA-COS-3). */
#include "vd-hex-carre.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-lba-marks.h"
#include "vd-hex-levels.h"
#include "vd-hex-odds.h"

void
vd_hex_carre_free (VdHexCarre *carre)
{
  if (carre == NULL)
    return;
  g_free (carre->nation);
  g_free (carre->chart);
  g_free (carre->row);
  g_free (carre->result);
  g_free (carre->result_rule);
  g_free (carre->state);
  g_clear_pointer (&carre->reasons, g_ptr_array_unref);
  g_free (carre->barred);
  g_free (carre->barred_rule);
  g_free (carre->missing);
  g_free (carre->missing_rule);
  g_free (carre);
}

void
vd_hex_recall_free (VdHexRecall *recall)
{
  if (recall == NULL)
    return;
  g_free (recall->row);
  g_free (recall->rule);
  g_clear_pointer (&recall->reasons, g_ptr_array_unref);
  g_free (recall);
}

/* The keys of mapping NODE, comma-separated (for the messages that list what is known). */
static char *
keys_of (const VdYamlNode *node)
{
  g_autoptr(GString) keys = g_string_new (NULL);

  for (guint i = 0; node != NULL && node->kind == VD_YAML_MAPPING && i + 1 < node->n_children;
       i += 2)
    g_string_append_printf (keys, "%s%s", keys->len > 0 ? ", " : "", node->children[i]->value);
  return g_string_free (g_steal_pointer (&keys), FALSE);
}

/* The options of interpretation ID, in the module's order (NULL-terminated, not owned). */
static GPtrArray *
reading_options (const VdHexRuleset *module, const char *id)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "interpretations");
  GPtrArray *options = g_ptr_array_new ();

  for (guint i = 0; list != NULL && i < list->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (list->children[i], "id")), id) == 0)
      {
        const VdYamlNode *items = vd_yaml_lookup (list->children[i], "options");

        for (guint j = 0; items != NULL && j < items->n_children; j++)
          g_ptr_array_add (options, (gpointer) vd_hex_ruleset_word (items->children[j]));
      }
  return options;
}

/* A range "11-43" of a carré cell: FALSE for `none` (it cannot happen) or a blank. */
static gboolean
read_range (const VdYamlNode *cell, int *low, int *high)
{
  const char *text = vd_hex_ruleset_word (cell);

  return text != NULL && sscanf (text, "%d - %d", low, high) == 2;
}

/* One modifier as the command gave it, and what it amounts to. */
typedef struct {
  const char *name;
  const char *rule;
  const char *reading;    /* it applies only under WHEN of READING, */
  const char *when;
  int         amount;
} Modifier;

/* The carré table's result for MODIFIED on ROW of CHART: its column, or NULL when no range of
 * the row holds it (a decimal result between d66 results: 47, 50). */
static const char *
read_cell (const VdHexRuleset *module, const char *chart, int row, int modified, int *low,
           int *high)
{
  g_autofree char *columns_path = g_strdup_printf ("charts.%s.columns", chart);
  g_autofree char *cells_path = g_strdup_printf ("charts.%s.cells", chart);
  const VdYamlNode *columns = vd_hex_ruleset_lookup (module, columns_path);
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, cells_path);
  const VdYamlNode *line;

  if (cells == NULL || (guint) row >= cells->n_children || columns == NULL)
    return NULL;
  line = cells->children[row];
  for (guint i = 0; i < line->n_children && i < columns->n_children; i++)
    if (read_range (line->children[i], low, high) && modified >= *low && modified <= *high)
      return vd_hex_ruleset_word (columns->children[i]);
  return NULL;
}

/* One way of reading the roll: the modifiers under the Austrian reading's option (NULL: the
 * chosen or no reading) and the d66 arithmetic. */
typedef struct {
  const char *austrian;
  const char *arithmetic;
  int         total;
  int         modified;
  const char *result;
  int         low, high;
} Reading;

VdHexCarre *
vd_hex_carre (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
              const VdHexCarreInput *input, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
  g_autoptr(VdHexCarre) carre = g_new0 (VdHexCarre, 1);
  g_autoptr(GArray) modifiers = g_array_new (FALSE, FALSE, sizeof (Modifier));
  g_autoptr(GPtrArray) arithmetics = NULL, austrian_options = NULL;
  g_autoptr(GArray) readings = g_array_new (FALSE, FALSE, sizeof (Reading));
  g_autofree char *chart_path = NULL, *rows_path = NULL, *mods_path = NULL;
  const char *nation, *chart, *arithmetic, *austrian = NULL, *mp_reading, *mp_choice;
  const VdYamlNode *mods, *barred;
  gboolean austrian_open = FALSE, clamped = FALSE, same_number = TRUE;
  const char *with = NULL;
  int row, fixed = 0;
  g_auto(GStrv) all_mods = NULL;
  g_autoptr(GArray) marked = g_array_new (FALSE, FALSE, sizeof (VdHexLbaMarked));
  const VdBoardUnit *charger = NULL;

  carre->reasons = vd_hex_odds_reasons_new ();
  if (vd_hex_ruleset_lookup (module, "combat.carre.charts") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no carré table"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  if (g_strcmp0 (unit->unit_class, "infantry") != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is %s, not infantry: only infantry forms carré (LBA-CAR-1)"), unit_id,
                   unit->unit_class);
      return NULL;
    }
  if (input->charger != NULL)
    {
      g_autofree char *shown = vd_error_cut (input->charger);

      charger = vd_board_find_unit (board, input->charger);
      if (charger == NULL || !charger->placed)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
          return NULL;
        }
      if (g_strcmp0 (charger->unit_class, "cavalry") != 0 &&
          g_strcmp0 (charger->unit_class,
                     vd_hex_ruleset_lookup_word (module, "special.cossacks.class")) != 0)
        {
          /* Translators: "the charger g1 is artillery, not cavalry (LBA-CAR-1)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("the charger %s is %s, not cavalry (LBA-CAR-1)"), shown,
                       charger->unit_class);
          return NULL;
        }
    }
  /* A counter without a nation is its side's (the French); the Coalition's must say. */
  nation = unit->nation != NULL ? unit->nation : unit->side;
  chart_path = g_strdup_printf ("combat.carre.charts.%s", nation);
  chart = vd_hex_ruleset_lookup_word (module, chart_path);
  if (chart == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no nation the carré tables know (french, russian, austrian): give "
                     "the counter its nation (LBA-CAR-1)"), unit_id);
      return NULL;
    }
  if (vd_hex_ruleset_list_index (module, "combat.carre.from", input->from) < 0)
    {
      g_autofree char *shown = vd_error_cut (input->from != NULL ? input->from : "");

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("carré is formed from column or line, not “%s” (LBA-CAR-1)"), shown);
      return NULL;
    }
  if (input->mp < 1 || input->mp > 4)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the carré table's rows are 1 to 4 movement points, not %d (LBA-CAR-1)"),
                   input->mp);
      return NULL;
    }
  if (!vd_hex_dice_check (&d66, input->roll, error))
    return NULL;
  carre->nation = g_strdup (nation);
  carre->chart = g_strdup (chart);
  carre->row = g_strdup_printf ("%s-%dmp", input->from, input->mp);
  carre->roll = input->roll;
  rows_path = g_strdup_printf ("charts.%s.rows", chart);
  row = vd_hex_ruleset_list_index (module, rows_path, carre->row);
  if (row < 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the chart %s has no row %s"), chart,
                   carre->row);
      return NULL;
    }
  vd_hex_odds_add_reason (carre->reasons, "LBA-CAR-1", unit_id,
                          /* Translators: "the carre-french table, row column-2mp". */
                          g_strdup_printf (_("the %s table, row %s"), chart, carre->row));
  /* The board's word on the counter is shown, not overruled: the referee gives the row. */
  if ((unit->formation != NULL && !g_str_equal (unit->formation, input->from)) ||
      unit->state != NULL)
    vd_hex_odds_add_reason (carre->reasons, "LBA-CAR-1", unit_id,
                            /* Translators: "the board has it in line, state disordered;
                             * the row is from column, as given". */
                            unit->formation != NULL
                            ? g_strdup_printf (_("the board has it in %s, state %s; the row is "
                                                 "from %s, as given"), unit->formation,
                                               unit->state != NULL ? unit->state : "-",
                                               input->from)
                            /* Translators: "the board has it disordered; the row is …". */
                            : g_strdup_printf (_("the board has it %s; the row is from %s, as "
                                                 "given"), unit->state, input->from));
  mp_reading = vd_hex_ruleset_lookup_word (module, "combat.carre.mp_reading");
  mp_choice = mp_reading != NULL ? vd_hex_ruleset_choice (module, mp_reading) : NULL;
  if (mp_reading != NULL)
    vd_hex_odds_add_reason (carre->reasons, mp_reading, NULL,
                            mp_choice != NULL
                            /* Translators: what the carré table's movement points measure. */
                            ? g_strdup_printf (_("the movement points read as %s"), mp_choice)
                            : g_strdup (_("what the movement points measure is open (the "
                                          "charger's distance, the infantry's points left…); "
                                          "the row is the one given")));

  /* The modifiers, by name from the nation's list. */
  mods_path = g_strdup_printf ("combat.carre.modifiers.%s", nation);
  mods = vd_hex_ruleset_lookup (module, mods_path);
  barred = vd_hex_ruleset_lookup (module, "combat.carre.barred");
  all_mods = vd_hex_lba_marked_carre_modifiers (module, unit, charger, nation, mods,
                                                input->modifiers, carre->reasons, marked);
  for (guint i = 0; all_mods[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (all_mods[i], "=", 2);
      const char *name = parts[0], *value = parts[1];
      const VdYamlNode *mod = mods != NULL ? vd_yaml_lookup (mods, name) : NULL;
      Modifier modifier = { 0 };
      char *end = NULL;
      long given = 0;

      gboolean twice = FALSE;

      for (guint j = 0; j < modifiers->len; j++)
        twice = twice || g_str_equal (g_array_index (modifiers, Modifier, j).name, name);
      if (twice)
        {
          g_autofree char *shown = vd_error_cut (name);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("the modifier “%s” is given twice"), shown);
          return NULL;
        }
      vd_hex_lba_say_carre_origin (module, carre->reasons, unit_id, name, marked);
      if (barred != NULL &&
          g_strcmp0 (name, vd_hex_ruleset_lookup_word (module, "combat.carre.barred.modifier")) == 0 &&
          g_strcmp0 (nation, vd_hex_ruleset_lookup_word (module, "combat.carre.barred.nation")) == 0 &&
          value == NULL)
        {
          const char *phase = vd_hex_ruleset_lookup_word (module, "combat.carre.barred.phase");
          const char *rule = vd_hex_ruleset_lookup_word (module, "combat.carre.barred.rule");

          if (board->phase == NULL || g_strcmp0 (board->phase, phase) == 0)
            {
              carre->barred = g_strdup (_("a 6th Linie battalion may not try carré during the "
                                          "enemy Charge Phase"));
              carre->barred_rule = g_strdup (rule);
            }
          else
            vd_hex_odds_add_reason (carre->reasons, rule, unit_id,
                                    /* Translators: "…, and the board is in the fire phase". */
                                    g_strdup_printf (_("a 6th Linie battalion is barred only "
                                                       "during the enemy Charge Phase, and the "
                                                       "board is in the %s phase"),
                                                     board->phase));
          modifier.name = vd_hex_ruleset_lookup_word (module, "combat.carre.barred.modifier");
          g_array_append_val (modifiers, modifier);
          continue;
        }
      if (mod == NULL)
        {
          g_autofree char *shown = vd_error_cut (name);
          g_autofree char *known = keys_of (mods);
          gboolean six = barred != NULL &&
                         g_strcmp0 (nation, vd_hex_ruleset_lookup_word (module, "combat.carre.barred.nation")) == 0;

          /* Translators: "“lance” is no carré modifier of a russian counter (…): LBA-CAR-3". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("“%s” is no carré modifier of a %s counter (%s%s%s)"), shown, nation,
                       known, six ? ", " : "",
                       six ? vd_hex_ruleset_lookup_word (module, "combat.carre.barred.modifier")
                           : "");
          return NULL;
        }
      modifier.name = vd_yaml_lookup_key (mods, name)->value;
      modifier.rule = vd_hex_ruleset_word (vd_yaml_lookup (mod, "rule"));
      modifier.reading = vd_hex_ruleset_word (vd_yaml_lookup (mod, "reading"));
      modifier.when = vd_hex_ruleset_word (vd_yaml_lookup (mod, "when"));
      if (value != NULL)
        {
          given = strtol (value, &end, 10);
          if (*value == '\0' || *end != '\0' || given < 0 || given > 99 ||
              vd_yaml_lookup (mod, "value") != NULL)
            {
              g_autofree char *shown = vd_error_cut (all_mods[i]);

              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           vd_yaml_lookup (mod, "value") != NULL
                           ? _("the carré modifier “%s” takes no value")
                           : _("“%s”: the value is a whole number from 0"), shown);
              return NULL;
            }
        }
      if (vd_yaml_lookup (mod, "value") != NULL)
        {
          modifier.amount = atoi (vd_hex_ruleset_word (vd_yaml_lookup (mod, "value")));
          vd_hex_odds_add_reason (carre->reasons, modifier.rule, unit_id,
                                  g_strdup_printf ("%s %+d", name, modifier.amount));
        }
      else if (vd_yaml_lookup (mod, "per_level") != NULL)
        {
          int per = atoi (vd_hex_ruleset_word (vd_yaml_lookup (mod, "per_level")));

          if (value == NULL)
            {
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("%s wants the formation's morale level: %s=N"), name, name);
              return NULL;
            }
          modifier.amount = per * (int) given;
          vd_hex_odds_add_reason (carre->reasons, modifier.rule, unit_id,
                                  /* Translators: "morale-level 2 × +3: +6". */
                                  g_strdup_printf (_("%s %ld × %+d: %+d"), name, given, per,
                                                   modifier.amount));
        }
      else
        {
          const char *max = vd_hex_ruleset_word (vd_yaml_lookup (mod, "max"));
          int capped = (int) given;

          if (value == NULL)
            {
              /* The personalities' morale is a counter value the seed does not hold. */
              modifier.amount = 0;
              g_array_append_val (modifiers, modifier);
              if (carre->missing == NULL)
                {
                  carre->missing = g_strdup_printf (_("the personality's morale, which the "
                                                      "seed's counter values would give: "
                                                      "%s=N"), name);
                  carre->missing_rule = g_strdup (modifier.rule);
                }
              continue;
            }
          if (max != NULL && g_ascii_isdigit (*max) && capped > atoi (max))
            capped = atoi (max);
          modifier.amount = -capped;
          vd_hex_odds_add_reason (carre->reasons, modifier.rule, unit_id,
                                  capped != (int) given
                                  /* Translators: "personality's morale 8, at most 6: -6". */
                                  ? g_strdup_printf (_("%s's morale %ld, at most %d: %+d"), name,
                                                     given, capped, modifier.amount)
                                  : g_strdup_printf (_("%s's morale %ld: %+d"), name, given,
                                                     modifier.amount));
        }
      g_array_append_val (modifiers, modifier);
    }

  /* Which modifiers an open reading leaves in doubt, and the d66 arithmetic. */
  for (guint i = 0; i < modifiers->len; i++)
    {
      const Modifier *modifier = &g_array_index (modifiers, Modifier, i);

      if (modifier->reading == NULL)
        fixed += modifier->amount;
      else
        {
          austrian = vd_hex_ruleset_choice (module, modifier->reading);
          if (austrian == NULL)
            austrian_open = TRUE;
          else if (!g_str_equal (austrian, modifier->when))
            vd_hex_odds_add_reason (carre->reasons, modifier->reading, unit_id,
                                    /* Translators: "light-cavalry not counted: read as
                                     * russians-only". */
                                    g_strdup_printf (_("%s not counted: read as %s"),
                                                     modifier->name, austrian));
        }
    }
  arithmetic = vd_hex_ruleset_choice (module, vd_hex_ruleset_lookup_word (module,
                                                                          "combat.carre.d66_reading"));
  arithmetics = arithmetic != NULL ? g_ptr_array_new ()
                                   : reading_options (module, vd_hex_ruleset_lookup_word (module, "combat.carre.d66_reading"));
  if (arithmetic != NULL)
    g_ptr_array_add (arithmetics, (gpointer) arithmetic);
  /* An open Austrian reading: its options, the one that counts the modifiers first. */
  austrian_options = g_ptr_array_new ();
  if (austrian_open)
    {
      g_autoptr(GPtrArray) options = reading_options (module, "lba-i-austrian-carre");

      for (guint i = 0; i < modifiers->len; i++)
        if (g_array_index (modifiers, Modifier, i).when != NULL)
          with = g_array_index (modifiers, Modifier, i).when;
      g_ptr_array_add (austrian_options, (gpointer) with);
      for (guint i = 0; i < options->len; i++)
        if (g_strcmp0 (options->pdata[i], with) != 0)
          g_ptr_array_add (austrian_options, options->pdata[i]);
    }
  else
    g_ptr_array_add (austrian_options, NULL);
  for (guint a = 0; a < austrian_options->len; a++)
    for (guint d = 0; d < arithmetics->len; d++)
      {
        Reading reading = { austrian_options->pdata[a], arithmetics->pdata[d], fixed };

        for (guint i = 0; i < modifiers->len; i++)
          {
            const Modifier *modifier = &g_array_index (modifiers, Modifier, i);

            if (modifier->reading != NULL &&
                (austrian_open ? g_strcmp0 (reading.austrian, modifier->when) == 0
                               : g_strcmp0 (austrian, modifier->when) == 0))
              reading.total += modifier->amount;
          }
        vd_hex_dice_d66_modify (input->roll, reading.total, reading.arithmetic,
                                &reading.modified);
        /* The table's ends hold every result beyond them: 11 is its best, 66 its worst. */
        clamped = clamped || reading.modified < 11 || reading.modified > 66;
        reading.modified = CLAMP (reading.modified, 11, 66);
        reading.result = carre->missing != NULL ? NULL
                         : read_cell (module, chart, row, reading.modified, &reading.low,
                                      &reading.high);
        g_array_append_val (readings, reading);
      }
  if (carre->barred != NULL || carre->missing != NULL)
    return g_steal_pointer (&carre);
  if (readings->len == 0)
    {
      /* A module whose d66 reading has no options: nothing to read the roll with. */
      carre->missing = g_strdup (_("how a modifier changes a d66 roll"));
      carre->missing_rule = g_strdup (vd_hex_ruleset_lookup_word (module,
                                                                  "combat.carre.d66_reading"));
      return g_steal_pointer (&carre);
    }
  {
    const Reading *first = &g_array_index (readings, Reading, 0);
    gboolean agree = first->result != NULL;
    const char *d66_reading = vd_hex_ruleset_lookup_word (module, "combat.carre.d66_reading");
    g_autoptr(GString) each = g_string_new (NULL);

    for (guint i = 0; i < readings->len; i++)
      {
        const Reading *reading = &g_array_index (readings, Reading, i);

        agree = agree && g_strcmp0 (reading->result, first->result) == 0;
        same_number = same_number && reading->modified == first->modified;
        /* Translators: "decimal-arithmetic: 46 -3 = 43, carre". */
        g_string_append_printf (each, "%s%s%s%s: %d %+d = %d, %s", each->len > 0 ? "; " : "",
                                reading->austrian != NULL ? reading->austrian : "",
                                reading->austrian != NULL ? " " : "",
                                reading->arithmetic, input->roll, reading->total,
                                reading->modified,
                                reading->result != NULL ? reading->result
                                                        : _("between the ranges"));
      }
    if (!agree)
      {
        gboolean d66_open = arithmetic == NULL;

        g_autofree char *open = g_strdup_printf ("%s%s%s", d66_open ? d66_reading : "",
                                                 d66_open && austrian_open ? ", " : "",
                                                 austrian_open ? "lba-i-austrian-carre" : "");

        /* Translators: "the readings not chosen yet (lba-i-d66) give different results: …". */
        carre->missing = g_strdup_printf (_("the readings not chosen yet (%s) give different "
                                            "results: %s"), open, each->str);
        carre->missing_rule = g_strdup (d66_open ? d66_reading : "lba-i-austrian-carre");
        /* One reading may still read between the ranges (decimal 47 on 31-46 / 51-66). */
        if (!d66_open && !austrian_open)
          carre->missing = (g_free (carre->missing),
                            g_strdup_printf (_("%d, the modified roll, lies between the row's "
                                               "ranges as %s reads it"), first->modified,
                                             arithmetic));
        return g_steal_pointer (&carre);
      }
    carre->modified = same_number ? first->modified : 0;
    /* No modifier: the roll reads as it is, whatever the arithmetic. */
    if (fixed == 0 && !austrian_open && first->total == 0)
      ;
    else if (clamped)
      vd_hex_odds_add_reason (carre->reasons, d66_reading, NULL,
                              g_strdup (_("a result beyond 11-66 is read at the table's end, "
                                          "11 its best and 66 its worst")));
    if (fixed != 0 || austrian_open || first->total != 0)
      vd_hex_odds_add_reason (carre->reasons,
                            arithmetic == NULL ? d66_reading
                            : austrian_open ? "lba-i-austrian-carre" : d66_reading, NULL,
                            arithmetic != NULL && !austrian_open
                            /* Translators: "46 -3 = 43 (decimal-arithmetic)". */
                            ? g_strdup_printf (_("%d %+d = %d (%s)"), input->roll, first->total,
                                               first->modified, arithmetic)
                            : g_strdup_printf (_("open, every reading gives the same: %s"),
                                               each->str));
    carre->result = g_strdup (first->result);
    carre->result_rule = g_strdup ("LBA-CAR-1");
    {
      g_autofree char *state_path = g_strdup_printf ("combat.carre.results.%s.state",
                                                     first->result);

      carre->state = g_strdup (vd_hex_ruleset_lookup_word (module, state_path));
    }
    vd_hex_odds_add_reason (carre->reasons, "LBA-CAR-1", unit_id,
                            same_number
                            /* Translators: "43 lies in 11-43: carre". */
                            ? g_strdup_printf (_("%d lies in %d-%d: %s"), first->modified,
                                               first->low, first->high, first->result)
                            /* Translators: "every reading lies in 11-43: carre". */
                            : g_strdup_printf (_("every reading lies in %d-%d: %s"),
                                               first->low, first->high, first->result));
  }
  return g_steal_pointer (&carre);
}

VdHexCarre *
vd_hex_carre_in_game (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                      guint n_applied, const char *unit_id, const VdHexCarreInput *input,
                      GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  g_autoptr(VdHexLevels) levels = NULL;
  g_autoptr(GStrvBuilder) given = g_strv_builder_new ();
  g_auto(GStrv) modifiers = NULL;
  g_autofree char *word = NULL;
  VdHexCarreInput with = *input;
  VdHexCarre *carre;
  const VdHexLevel *found = NULL;

  for (guint i = 0; input->modifiers != NULL && input->modifiers[i] != NULL; i++)
    {
      /* The referee's own level wins over the count. */
      if (g_str_has_prefix (input->modifiers[i], "morale-level"))
        return vd_hex_carre (board, module, unit_id, input, error);
      g_strv_builder_add (given, input->modifiers[i]);
    }
  if (unit != NULL && unit->army != NULL &&
      vd_hex_ruleset_lookup (module, "morale.levels.chart") != NULL)
    levels = vd_hex_levels_now (setup, board, module, n_applied, NULL, NULL);
  for (guint i = 0; levels != NULL && i < levels->formations->len; i++)
    if (g_str_equal (((const VdHexLevel *) levels->formations->pdata[i])->formation,
                     unit->army))
      found = levels->formations->pdata[i];
  if (found == NULL || found->level == 0)
    return vd_hex_carre (board, module, unit_id, input, error);
  word = g_strdup_printf ("morale-level=%d", found->level);
  g_strv_builder_add (given, word);
  modifiers = g_strv_builder_end (given);
  with.modifiers = (const char * const *) modifiers;
  carre = vd_hex_carre (board, module, unit_id, &with, error);
  if (carre != NULL)
    /* Translators: "french-iii-corps is at morale level 1: counted" (LBA-LVL-1). */
    vd_hex_odds_add_reason (carre->reasons, found->rule, found->formation,
                            g_strdup_printf (_("%s is at morale level %d: counted"),
                                             found->formation, found->level));
  return carre;
}

int
vd_hex_recall_marked_index (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autofree char *path = g_strdup_printf ("combat.recall.by_nation.%s",
                                           unit->nation != NULL ? unit->nation : unit->side);
  const VdYamlNode *allowed = vd_hex_ruleset_lookup (module, path);
  g_autoptr(GPtrArray) open = g_ptr_array_new ();
  const char *marked;

  for (guint i = 0; allowed != NULL && i < allowed->n_children; i++)
    g_ptr_array_add (open, (gpointer) vd_hex_ruleset_word (allowed->children[i]));
  marked = vd_hex_lba_marked_row (module, unit, "recall_rows", open, NULL);
  return marked != NULL ? vd_hex_ruleset_node_index (allowed, marked) : -1;
}

VdHexRecall *
vd_hex_recall (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
               const char *kind, gboolean personality, int roll, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *chart = vd_hex_ruleset_lookup_word (module, "combat.recall.chart");
  const char *rule = "LBA-REC-1";
  const char *given_kind = kind;
  const VdHexDice die = { VD_HEX_DICE_SUM, 1, 6 };
  g_autoptr(VdHexRecall) recall = g_new0 (VdHexRecall, 1);
  g_autofree char *rows_path = NULL, *cells_path = NULL, *class_path = NULL, *nation_path = NULL;
  const char *class_row, *nation;
  const VdYamlNode *allowed, *cells;
  int row, low, high;

  recall->reasons = vd_hex_odds_reasons_new ();
  if (chart == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no cavalry recall"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  class_path = g_strdup_printf ("combat.recall.by_class.%s", unit->unit_class);
  class_row = vd_hex_ruleset_lookup_word (module, class_path);
  if (class_row == NULL && g_strcmp0 (unit->unit_class, "cavalry") != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is %s: only cavalry is recalled (LBA-REC-1)"), unit_id,
                   unit->unit_class);
      return NULL;
    }
  nation = unit->nation != NULL ? unit->nation : unit->side;
  nation_path = g_strdup_printf ("combat.recall.by_nation.%s", nation);
  allowed = vd_hex_ruleset_lookup (module, nation_path);
  if (class_row != NULL)
    {
      if (kind != NULL && !g_str_equal (kind, class_row))
        {
          g_autofree char *shown = vd_error_cut (kind);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is a Cossack counter (class %s): it reads the row %s, not “%s” "
                         "(LBA-REC-1)"), unit_id, unit->unit_class, class_row, shown);
          return NULL;
        }
      kind = class_row;
      vd_hex_odds_add_reason (recall->reasons, "LBA-REC-1", unit_id,
                              /* Translators: "class cossack: the row russian-cossacks". */
                              g_strdup_printf (_("class %s: the row %s"), unit->unit_class,
                                               class_row));
    }
  else if (allowed == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no nation the recall chart knows (french, russian, austrian): give "
                     "the counter its nation (LBA-REC-1)"), unit_id);
      return NULL;
    }
  else if (kind == NULL)
    {
      g_autoptr(GString) rows = g_string_new (NULL);
      g_autoptr(GPtrArray) open = g_ptr_array_new ();
      const char *mark = NULL;

      for (guint i = 0; i < allowed->n_children; i++)
        g_ptr_array_add (open, (gpointer) vd_hex_ruleset_word (allowed->children[i]));
      if (allowed->n_children == 1)
        kind = vd_hex_ruleset_word (allowed->children[0]);
      else if ((kind = vd_hex_lba_marked_row (module, unit, "recall_rows", open, &mark)) != NULL)
        /* Translators: "the row russian-light, marked on the counter (light-cavalry)". */
        vd_hex_odds_add_reason (recall->reasons, "LBA-REC-1", unit_id,
                                g_strdup_printf (_("the row %s, marked on the counter (%s)"),
                                                 kind, mark));
      else
        {
          for (guint i = 0; i < allowed->n_children; i++)
            g_string_append_printf (rows, "%s%s", i > 0 ? ", " : "",
                                    vd_hex_ruleset_word (allowed->children[i]));
          /* Translators: "give the row of 2 (light or heavy): russian-light, russian-heavy". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("give %s's row of the recall chart with --kind: %s (LBA-REC-1)"),
                       unit_id, rows->str);
          return NULL;
        }
    }
  else if (!vd_hex_ruleset_node_has (allowed, kind))
    {
      g_autofree char *shown = vd_error_cut (kind);
      gboolean cossacks = g_strcmp0 (kind, vd_hex_ruleset_lookup_word (module,
                                                                       "combat.recall.by_class.cossack")) == 0;

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   cossacks
                   ? _("%s is class cavalry, so it is regular cavalry even as the Guard "
                       "Cossacks, not the row “%s” (LBA-COS-3)")
                   : _("%s is a %s counter: the recall chart's row “%s” is not one of its "
                       "nation's (LBA-REC-1)"),
                   unit_id, cossacks ? shown : nation, shown);
      return NULL;
    }
  if (given_kind != NULL && class_row == NULL && allowed != NULL && allowed->n_children > 1)
    /* Translators: "the row russian-heavy, named by the referee". */
    vd_hex_odds_add_reason (recall->reasons, "LBA-REC-1", unit_id,
                            g_strdup_printf (_("the row %s, named by the referee"), kind));
  if (!vd_hex_dice_check (&die, roll, error))
    return NULL;
  rows_path = g_strdup_printf ("charts.%s.rows", chart);
  row = vd_hex_ruleset_list_index (module, rows_path, kind);
  cells_path = g_strdup_printf ("charts.%s.cells", chart);
  cells = vd_hex_ruleset_lookup (module, cells_path);
  if (row < 0 || cells == NULL || (guint) row >= cells->n_children ||
      cells->children[row]->n_children < 1 ||
      !read_range (cells->children[row]->children[0], &low, &high))
    {
      g_autofree char *shown = vd_error_cut (kind);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the recall chart has no row “%s”"), shown);
      return NULL;
    }
  recall->row = g_strdup (kind);
  recall->needed = low;
  recall->roll = roll;
  recall->modified = roll;
  recall->rule = g_strdup (rule);
  vd_hex_odds_add_reason (recall->reasons, rule, unit_id,
                          /* Translators: "russian-light recalls on 3 or higher". */
                          g_strdup_printf (_("%s recalls on %d or higher"), kind, low));
  if (personality)
    {
      recall->modified += atoi (vd_hex_ruleset_lookup_word (module,
                                                            "combat.recall.personality.value"));
      vd_hex_odds_add_reason (recall->reasons,
                              vd_hex_ruleset_lookup_word (module, "combat.recall.personality.rule"),
                              NULL, g_strdup_printf (_("a personality with a cavalry modifier: "
                                                       "%+d"),
                                                     recall->modified - roll));
    }
  recall->recalled = recall->modified >= low;
  vd_hex_odds_add_reason (recall->reasons, rule, unit_id,
                          recall->recalled
                          /* Translators: "die 3: recalled". */
                          ? g_strdup_printf (_("die %d: recalled"), recall->modified)
                          : g_strdup_printf (_("die %d: not recalled"), recall->modified));
  return g_steal_pointer (&recall);
}
