/* LBA's fire as far as the Special Rules go: the Santon's sides, Cossacks fired on, Sk dragoons
 * firing, infantry fire factors. */
#include "vd-hex-fire-lba.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-fire-defence-lba.h"
#include "vd-hex-lba-marks.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-vineyard-lba.h"
#include "vd-hex-odds.h"
#include "vd-hex-santon.h"

#define FIRED_ON "special.cossacks.fired_on."
#define FACTORS "combat.fire.infantry_factors."

gboolean
vd_hex_fire_lba_applies (const VdHexRuleset *module)
{
  return vd_hex_ruleset_lookup_word (module, FIRED_ON "rule") != NULL ||
         vd_hex_santon_applies (module);
}

void
vd_hex_fire_lba_free (VdHexFireLba *fire)
{
  if (fire == NULL)
    return;
  g_free (fire->defence_rule);
  g_free (fire->check_rule);
  g_free (fire->casualty_state);
  g_free (fire->casualty_rule);
  g_ptr_array_unref (fire->reasons);
  g_free (fire->missing);
  g_free (fire->missing_rule);
  g_free (fire->factors_missing);
  g_free (fire->factors_missing_rule);
  g_free (fire->ice_rule);
  g_free (fire);
}

static void
set_missing (VdHexFireLba *fire, const char *rule, char *what)
{
  if (fire->missing != NULL)
    {
      g_free (what);
      return;
    }
  fire->missing = what;
  fire->missing_rule = g_strdup (rule);
}

/* The first fire factor the answer lacks (WHAT taken), under RULE. */
static gboolean
factors_missing (VdHexFireLba *fire, const char *rule, char *what)
{
  if (fire->factors_missing != NULL)
    g_free (what);
  else
    {
      fire->factors_missing = what;
      fire->factors_missing_rule = g_strdup (rule);
    }
  return FALSE;
}

/* The troop types of the module whose nations hold NATION, comma-joined into LISTED and each
 * into ALL, and how many. */
static guint
types_of_nation (const VdHexRuleset *module, const char *nation, GString *listed,
                 GPtrArray *all, const char **only)
{
  const VdYamlNode *types = vd_hex_ruleset_lookup (module, FACTORS "types");
  guint n = 0;

  for (guint i = 0; types != NULL && i + 1 < types->n_children; i += 2)
    if (vd_hex_ruleset_node_has (vd_yaml_lookup (types->children[i + 1], "nations"), nation))
      {
        g_string_append_printf (listed, "%s%s", n > 0 ? ", " : "", types->children[i]->value);
        *only = types->children[i]->value;
        g_ptr_array_add (all, types->children[i]->value);
        n++;
      }
  return n;
}

/* LBA-VIN-2: an infantry FIRER in a vineyard fires with at most 3 of its INCREMENTS in each
 * hex it holds (LBA-VIN-3: a spread battalion holds several). */
static guint64
vineyard_increments (VdHexFireLba *fire, const VdBoard *board, const VdHexRuleset *module,
                     const VdBoardUnit *firer, guint64 increments)
{
  const char *terrain = vd_hex_ruleset_lookup_word (module, "combat.fire.vineyard.terrain");
  const char *most = vd_hex_ruleset_lookup_word (module, "combat.fire.vineyard.increments");
  guint64 cap = most != NULL ? g_ascii_strtoull (most, NULL, 10) : 0;
  guint hexes = 1;

  if (terrain == NULL || cap == 0 || increments <= cap ||
      !vd_board_hex_has_ground (board, module, firer->hex, terrain))
    return increments;
  if (firer->spread != NULL && firer->spread->len > 0)
    cap = vd_hex_vineyard_spread_counted (module, firer, (guint) MIN (increments, G_MAXUINT),
                                          NULL, &hexes);
  if (hexes > 1)
    /* Translators: "in a vineyard, over 2 hexes: 6 of its 7 increments count (3 a hex)". */
    vd_hex_odds_add_reason (fire->reasons,
                            vd_hex_ruleset_lookup_word (module, "combat.fire.vineyard.rule"),
                            firer->id,
                            g_strdup_printf (_("in a vineyard, over %u hexes: %d of its %d "
                                               "increments count (%s a hex)"), hexes, (int) cap,
                                             (int) increments, most));
  else
    /* Translators: "in a vineyard: 3 of its 6 increments count". */
    vd_hex_odds_add_reason (fire->reasons,
                            vd_hex_ruleset_lookup_word (module, "combat.fire.vineyard.rule"),
                            firer->id,
                            g_strdup_printf (_("in a vineyard: %d of its %d increments count"),
                                             (int) cap, (int) increments));
  /* LBA-VIN-3: wholly in a one-hex vineyard, or spread over the hexes it holds. */
  {
    const char *rule = NULL;
    g_autofree char *whole = vd_hex_vineyard_whole (board, module, firer, &rule);

    if (whole != NULL)
      vd_hex_odds_add_reason (fire->reasons, rule, firer->id, g_steal_pointer (&whole));
  }
  return cap;
}

/* LBA-FIRE-1, LBA-FIRE-2, LBA-FIRE-3: FIRER's fire factors into *FACTORS, read on its nation's
 * chart in the column of its troop type (SPEC's, or the only one its nation leaves: the
 * counters do not say it; the Po and Corsican tirailleurs in the Légère's, LBA-FIRE-3) and the
 * row of its formation, a disordered firer's at half (LBA-FIRE-2). FALSE with the gap named in
 * FIRE, or with ERROR for a SPEC the module does not know or that does not fit. */
static gboolean
infantry_factors (VdHexFireLba *fire, const VdBoard *board, const VdHexRuleset *module,
                  const VdBoardUnit *firer, const char *spec, double *factors, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, FACTORS "rule");
  const char *disordered = vd_hex_ruleset_lookup_word (module, FACTORS "disordered_state");
  const char *nation = firer->nation != NULL ? firer->nation : firer->side;
  const VdYamlNode *types = vd_hex_ruleset_lookup (module, FACTORS "types");
  const char *type = NULL, *formation = NULL, *chart, *column, *cell = NULL, *type_rule;
  const VdYamlNode *entry, *cells;
  g_auto(GStrv) parts = spec != NULL ? g_strsplit (spec, ":", -1) : NULL;
  g_autofree char *rows_path = NULL, *columns_path = NULL, *cells_path = NULL;
  gboolean half = FALSE;
  guint64 increments;
  int r, c;

  if (g_strcmp0 (firer->unit_class, vd_hex_ruleset_lookup_word (module, FACTORS "class")) != 0)
    {
      const char *artillery = vd_hex_ruleset_lookup_word (module, "charts.artillery-fire-values.rule");

      if (artillery != NULL &&
          g_strcmp0 (firer->unit_class, vd_hex_ruleset_lookup_word (module, FACTORS "artillery_class")) == 0)
        /* Translators: "b1: the artillery's fire values and ranges are missing". */
        return factors_missing (fire, artillery,
                                g_strdup_printf (_("%s: the artillery's fire values and ranges "
                                                   "are missing"), firer->id));
      /* Translators: "d1 (cavalry) is not infantry: its fire factors are the referee's". */
      return factors_missing (fire, rule,
                              g_strdup_printf (_("%s (%s) is not infantry: its fire factors are "
                                                 "the referee's"), firer->id, firer->unit_class));
    }
  for (guint i = 0; parts != NULL && parts[i] != NULL; i++)
    {
      if (*parts[i] == '\0')
        continue;
      if (vd_yaml_lookup (types, parts[i]) != NULL)
        type = parts[i];
      else if (vd_hex_ruleset_list_has (module, FACTORS "rows", parts[i]))
        formation = parts[i];
      else
        {
          g_autofree char *shown = vd_error_cut (parts[i]);

          /* Translators: "“grenadier” is neither a troop type nor a formation for f1's fire
           * (LBA-FIRE-1)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("“%s” is neither a troop type nor a formation for %s's fire (%s)"),
                       shown, firer->id, rule);
          return FALSE;
        }
    }
  if (type == NULL)
    {
      g_autoptr(GString) listed = g_string_new (NULL);
      g_autoptr(GPtrArray) all = g_ptr_array_new ();
      const char *only = NULL, *mark = NULL;
      guint n = types_of_nation (module, nation, listed, all, &only);
      const char *marked = n > 1 ? vd_hex_lba_marked_row (module, firer, "fire_rows", all, &mark)
                                 : NULL;

      if (marked != NULL)
        /* Translators: "the troop type french-legere, marked on the counter (legere)". */
        vd_hex_odds_add_reason (fire->reasons, rule, firer->id,
                                g_strdup_printf (_("the troop type %s, marked on the counter "
                                                   "(%s)"), marked, mark));
      if (marked != NULL)
        only = marked;
      else if (n != 1)
        return factors_missing (fire, rule,
                                n == 0
                                  /* Translators: "no infantry fire chart for f1's nation,
                                   * prussian". */
                                  ? g_strdup_printf (_("no infantry fire chart for %s's "
                                                       "nation, %s"), firer->id, nation)
                                  /* Translators: "f1's troop type, not on the counters: give
                                   * it as f1=TYPE (french-ligne, french-legere, …)". */
                                  : g_strdup_printf (_("%s's troop type, not on the counters: "
                                                       "give it as %s=TYPE (%s)"),
                                                     firer->id, firer->id, listed->str));
      type = only;
    }
  entry = vd_yaml_lookup (types, type);
  if (!vd_hex_ruleset_node_has (vd_yaml_lookup (entry, "nations"), nation))
    {
      /* Translators: "f1 is french: the troop type russian-egerskii is not its nation's
       * (LBA-FIRE-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is %s: the troop type %s is not its nation's (%s)"), firer->id, nation,
                   type, rule);
      return FALSE;
    }
  chart = vd_hex_ruleset_word (vd_yaml_lookup (entry, "chart"));
  column = vd_hex_ruleset_word (vd_yaml_lookup (entry, "column"));
  type_rule = vd_hex_ruleset_word (vd_yaml_lookup (entry, "rule"));
  if (type_rule != NULL)
    /* Translators: "italian-tirailleurs-po-corse: fire as Legere". */
    vd_hex_odds_add_reason (fire->reasons, type_rule, firer->id,
                            g_strdup_printf (_("%s: fire as %s"), type, column));
  if (disordered != NULL && g_strcmp0 (firer->state, disordered) == 0)
    {
      half = TRUE;
      if (formation == NULL)
        return factors_missing (fire,
                                vd_hex_ruleset_lookup_word (module, "combat.fire.disordered.rule"),
                                /* Translators: "fd is disordered: give the formation it fires in
                                 * as fd=TYPE:FORMATION". */
                                g_strdup_printf (_("%s is disordered: give the formation it "
                                                   "fires in as %s=TYPE:FORMATION"),
                                                 firer->id, firer->id));
    }
  else if (firer->state != NULL)
    {
      if (formation != NULL && !g_str_equal (formation, firer->state))
        {
          /* Translators: "f1 is in line on the board, not in column (LBA-FIRE-1)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is in %s on the board, not in %s (%s)"), firer->id, firer->state,
                       formation, rule);
          return FALSE;
        }
      formation = firer->state;
    }
  rows_path = g_strdup_printf ("charts.%s.rows", chart);
  columns_path = g_strdup_printf ("charts.%s.columns", chart);
  cells_path = g_strdup_printf ("charts.%s.cells", chart);
  r = vd_hex_ruleset_list_index (module, rows_path, formation);
  c = vd_hex_ruleset_list_index (module, columns_path, column);
  if (r < 0 || c < 0)
    return factors_missing (fire, rule,
                            /* Translators: "the fire-values-french chart has no row for f1's
                             * formation (road-march)". */
                            g_strdup_printf (_("the %s chart has no row for %s's formation (%s)"),
                                             chart, firer->id,
                                             formation != NULL ? formation : _("not given")));
  cells = vd_hex_ruleset_lookup (module, cells_path);
  if (cells != NULL && (guint) r < cells->n_children &&
      (guint) c < cells->children[r]->n_children)
    cell = vd_hex_ruleset_word (cells->children[r]->children[c]);
  if (cell == NULL)
    return factors_missing (fire, rule,
                            /* Translators: "the fire-values-french chart's cell skirmish ×
                             * Ligne is not given: the owner's to enter". */
                            g_strdup_printf (_("the %s chart's cell %s × %s is not given: the "
                                               "owner's to enter"), chart, formation, column));
  if (g_str_equal (cell, "printed"))
    return factors_missing (fire, rule,
                            /* Translators: "f1 fires its printed value in column (fire-values-
                             * french, Ligne): the counters are missing". */
                            g_strdup_printf (_("%s fires its printed value in %s (%s, %s): the "
                                               "counters are missing"),
                                             firer->id, formation, chart, column));
  if (cell[0] != 'x' || atoi (cell + 1) <= 0)
    return factors_missing (fire, rule,
                            /* Translators: "the fire-values-french chart's cell line × Ligne,
                             * “x3/x4”, is not read". */
                            g_strdup_printf (_("the %s chart's cell %s × %s, “%s”, is not read"),
                                             chart, formation, column, cell));
  if (firer->strength == NULL ||
      !g_ascii_string_to_unsigned (firer->strength, 10, 0, G_MAXINT, &increments, NULL))
    return factors_missing (fire, rule,
                            /* Translators: "f1's increments (its strength) are not given". */
                            g_strdup_printf (_("%s's increments (its strength) are not given"),
                                             firer->id));
  increments = vineyard_increments (fire, board, module, firer, increments);
  *factors = (double) increments * atoi (cell + 1);
  /* Translators: "18 fire factors: 6 increments × 3 (fire-values-french, line × Ligne)". */
  vd_hex_odds_add_reason (fire->reasons, rule, firer->id,
                          g_strdup_printf (_("%g fire factors: %d increments × %d (%s, %s × %s)"),
                                           *factors, (int) increments, atoi (cell + 1), chart,
                                           formation, column));
  if (half)
    {
      const char *multiply = vd_hex_ruleset_lookup_word (module, "combat.fire.disordered.multiply");

      *factors *= multiply != NULL ? g_ascii_strtod (multiply, NULL) : 1.0;
      /* Translators: "disordered: fires at half, 9 fire factors". */
      vd_hex_odds_add_reason (fire->reasons,
                              vd_hex_ruleset_lookup_word (module, "combat.fire.disordered.rule"),
                              firer->id,
                              g_strdup_printf (_("disordered: fires at half, %g fire factors"),
                                               *factors));
    }
  return TRUE;
}

/* LBA-SANTON-5: a battery in an earthwork fires out through its front only. */
static gboolean
check_battery (VdHexFireLba *fire, const VdBoard *board, const VdHexRuleset *module,
               const VdBoardUnit *firer, const VdBoardUnit *target, GError **error)
{
  const char *rule = vd_hex_santon_word (module, "battery_fire.rule");
  g_autofree char *work = NULL;

  if (g_strcmp0 (firer->unit_class, vd_hex_santon_word (module, "battery_fire.class")) != 0 ||
      !vd_hex_santon_is_work (board, module, firer->hex))
    return TRUE;
  work = vd_board_format_hex (board, firer->hex);
  switch (vd_hex_santon_side (board, module, firer->hex, target->hex))
    {
    case VD_HEX_SANTON_FRONT:
      /* Translators: "fires out of the earthwork 0303 through a front hexside". */
      vd_hex_odds_add_reason (fire->reasons, rule, firer->id,
                              g_strdup_printf (_("fires out of the earthwork %s through a front "
                                                 "hexside"), work));
      return TRUE;
    case VD_HEX_SANTON_EITHER:
      set_missing (fire, rule,
                   g_strdup_printf (_("the line leaves the earthwork %s along a front and a "
                                      "rear hexside: whether %s may fire is the referee's"),
                                    work, firer->id));
      return TRUE;
    case VD_HEX_SANTON_REAR:
    case VD_HEX_SANTON_NOT_WORK:
    default:
      /* Translators: "b1 fires only through the front hexsides of its earthwork 0303: t1 lies
       * beyond its rear (LBA-SANTON-5)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s fires only through the front hexsides of its earthwork %s: %s lies "
                     "beyond its rear (%s)"), firer->id, work, target->id, rule);
      return FALSE;
    }
}

/* LBA-SANTON-2: a target in an earthwork defends by the side each fire comes through. */
static void
santon_defence (VdHexFireLba *fire, const VdBoard *board, const VdHexRuleset *module,
                GPtrArray *firers, const VdBoardUnit *target)
{
  VdHexSantonSide through = VD_HEX_SANTON_NOT_WORK;
  g_autofree char *work = vd_board_format_hex (board, target->hex);
  const char *rule = vd_hex_santon_word (module, "fire_defence.rule");
  int value = 0;

  for (guint i = 0; i < firers->len; i++)
    {
      const VdBoardUnit *firer = firers->pdata[i];
      VdHexSantonSide side = vd_hex_santon_side (board, module, target->hex, firer->hex);

      if (side == VD_HEX_SANTON_FRONT || side == VD_HEX_SANTON_REAR)
        vd_hex_odds_add_reason (fire->reasons, rule, firer->id,
                                g_strdup_printf (side == VD_HEX_SANTON_FRONT
                                                   /* Translators: "fires into the earthwork
                                                    * 0303 through a front hexside". */
                                                   ? _("fires into the earthwork %s through a "
                                                       "front hexside")
                                                   : _("fires into the earthwork %s through a "
                                                       "rear hexside"), work));
      through = i == 0 || through == side ? side : VD_HEX_SANTON_EITHER;
    }
  if (vd_hex_santon_fire_defence (module, through, &value, &rule))
    {
      fire->defence_known = TRUE;
      fire->fire_defence = value;
      fire->defence_rule = g_strdup (rule);
      /* Translators: "the target's fire defence 10, through the front". */
      vd_hex_odds_add_reason (fire->reasons, rule, target->id,
                              g_strdup_printf (through == VD_HEX_SANTON_FRONT
                                                 ? _("fire defence %d, through the front")
                                                 : _("fire defence %d, through the rear"),
                                               value));
    }
  else
    set_missing (fire, rule,
                 g_strdup_printf (_("the fire comes into the earthwork %s through front and "
                                    "rear hexsides alike: which of its fire defences counts "
                                    "is not given"), work));
}

/* LBA-COS-1: fired on by infantry not disordered or by artillery, the Cossacks check morale
 * even without a casualty, and any casualty routs them; LBA-COS-3: not the Guard Cossacks. */
static void
cossack_reaction (VdHexFireLba *fire, const VdHexRuleset *module, GPtrArray *firers,
                  const VdBoardUnit *target, int lost)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, FIRED_ON "rule");
  const VdYamlNode *check_by = vd_hex_ruleset_lookup (module, FIRED_ON "check_by");
  const VdYamlNode *not_in = vd_hex_ruleset_lookup (module, FIRED_ON "not_by_infantry_in");
  const char *state = vd_hex_ruleset_lookup_word (module, FIRED_ON "casualty_state");
  const char *infantry = vd_hex_ruleset_lookup_word (module,
                                                     "special.cossacks.charge.infantry_class");

  if (vd_hex_lba_is_guard_cossack (module, target))
    {
      vd_hex_odds_add_reason (fire->reasons,
                              vd_hex_ruleset_lookup_word (module, "special.cossacks.guard.rule"),
                              target->id,
                              g_strdup (_("the Guard Cossacks count as regular cavalry: no "
                                          "check for being fired on, no rout on a casualty")));
      return;
    }
  if (!vd_hex_lba_is_cossack (module, target) || rule == NULL)
    return;
  for (guint i = 0; i < firers->len; i++)
    {
      const VdBoardUnit *firer = firers->pdata[i];

      if (!vd_hex_ruleset_node_has (check_by, firer->unit_class))
        continue;
      if (g_strcmp0 (firer->unit_class, infantry) == 0 &&
          vd_hex_ruleset_node_has (not_in, firer->state))
        {
          /* Translators: "infantry disordered: its fire alone calls no check". */
          vd_hex_odds_add_reason (fire->reasons, rule, firer->id,
                                  g_strdup_printf (_("infantry %s: its fire alone calls no "
                                                     "check"), firer->state));
          continue;
        }
      if (!fire->morale_check)
        {
          fire->morale_check = TRUE;
          fire->check_rule = g_strdup (rule);
        }
      /* Translators: "fired on by Infantry (battalions, regiments): the Cossacks check morale,
       * casualty or not" (the class's name in the module). */
      vd_hex_odds_add_reason (fire->reasons, rule, firer->id,
                              g_strdup_printf (_("fired on by %s: the Cossacks check morale, "
                                                 "casualty or not"),
                                               vd_text_get (&vd_hex_ruleset_find_class (
                                                 module, firer->unit_class)->name)));
    }
  fire->casualty_state = g_strdup (state);
  fire->casualty_rule = g_strdup (rule);
  if (lost > 0)
    {
      fire->routed = TRUE;
      vd_hex_odds_add_reason (fire->reasons, rule, target->id,
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%d increment lost to fire: %s",
                                                            "%d increments lost to fire: %s",
                                                            lost), lost, state));
    }
  else
    vd_hex_odds_add_reason (fire->reasons, rule, target->id,
                            g_strdup_printf (_("any casualty from this fire: %s"), state));
}

VdHexFireLba *
vd_hex_fire_lba (const VdBoard *board, const VdHexRuleset *module, const char * const *firers,
                 const char *target_id, int lost, GError **error)
{
  const VdBoardUnit *target = vd_board_find_unit (board, target_id);
  g_autoptr(VdHexFireLba) fire = g_new0 (VdHexFireLba, 1);
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  const char *results = vd_hex_ruleset_lookup_word (module, "combat.fire.results_table");

  fire->reasons = vd_hex_odds_reasons_new ();
  if (target == NULL || !target->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), target_id);
      return NULL;
    }
  fire->factors_known = TRUE;
  for (guint i = 0; firers != NULL && firers[i] != NULL; i++)
    {
      const char *equals = strchr (firers[i], '=');
      g_autofree char *id = equals != NULL ? g_strndup (firers[i], equals - firers[i])
                                           : g_strdup (firers[i]);
      const VdBoardUnit *unit = vd_board_find_unit (board, id);
      double factors = 0;
      GError *local = NULL;

      if (unit == NULL || !unit->placed)
        {
          g_autofree char *shown = vd_error_cut (id);

          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
          return NULL;
        }
      if (g_str_equal (unit->side, target->side))
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s fires at its own side"),
                       unit->id);
          return NULL;
        }
      if (!check_battery (fire, board, module, unit, target, error))
        return NULL;
      if (infantry_factors (fire, board, module, unit, equals != NULL ? equals + 1 : NULL,
                            &factors, &local))
        fire->factors += factors;
      else if (local != NULL)
        {
          g_propagate_error (error, local);
          return NULL;
        }
      else
        fire->factors_known = FALSE;
      if (vd_hex_lba_is_sk (module, unit))
        vd_hex_odds_add_reason (fire->reasons,
                                vd_hex_ruleset_lookup_word (module,
                                                            "special.russian_dragoons.sk.fire_rule"),
                                unit->id,
                                g_strdup (_("in Sk mode: fires as infantry in skirmish order, 2 "
                                            "factors an increment, its factors at one hex "
                                            "combined")));
      g_ptr_array_add (units, (gpointer) unit);
    }
  if (units->len == 0)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no firer given"));
      return NULL;
    }
  if (vd_hex_santon_is_work (board, module, target->hex))
    santon_defence (fire, board, module, units, target);
  else
    vd_hex_fire_lba_defence (fire, board, module, units, target);
  cossack_reaction (fire, module, units, target, lost);
  if (results != NULL)
    {
      g_autofree char *path = g_strdup_printf ("charts.%s.rule", results);

      set_missing (fire, vd_hex_ruleset_lookup_word (module, path),
                   g_strdup (_("the fire combat results table is in the missing Premier "
                               "Rules")));
    }
  return g_steal_pointer (&fire);
}

gboolean
vd_hex_fire_lba_ice (VdHexFireLba *fire, const VdBoard *board, const VdHexRuleset *module,
                     const char *target_id, int roll, GError **error)
{
  const VdBoardUnit *target = vd_board_find_unit (board, target_id);
  const char *lake = vd_hex_ruleset_lookup_word (module, "combat.fire.ice_break.terrain");
  const char *rule = vd_hex_ruleset_lookup_word (module, "combat.fire.ice_break.rule");
  const VdYamlNode *on = vd_hex_ruleset_lookup (module, "combat.fire.ice_break.on_rolls");
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
  g_autofree char *number = g_strdup_printf ("%d", roll);
  gboolean garbled = FALSE;

  if (!vd_hex_dice_check (&d66, roll, error))
    return FALSE;
  if (target == NULL || !target->placed || lake == NULL ||
      !vd_board_hex_has_ground (board, module, target->hex, lake))
    return TRUE;
  for (guint i = 0; on != NULL && i < on->n_children; i++)
    garbled = garbled || vd_yaml_node_is_null (on->children[i]);
  g_free (fire->ice_rule);
  fire->ice_rule = g_strdup (rule);
  fire->ice_roll = roll;
  fire->ice_broken = vd_hex_ruleset_node_has (on, number);
  if (fire->ice_broken)
    /* Translators: "roll 65 on a frozen lake: the ice breaks, one die (1d6) of increments lost;
     * the lake stays frozen". */
    vd_hex_odds_add_reason (fire->reasons, rule, target->id,
                            g_strdup_printf (_("roll %d on a frozen lake: the ice breaks, one "
                                               "die (1d6) of increments lost; the lake stays "
                                               "frozen"), roll));
  else
    vd_hex_odds_add_reason (fire->reasons, rule, target->id,
                            garbled
                              /* Translators: "roll 43 on a frozen lake: not the 65 that breaks
                               * the ice (the other printed roll is garbled: the referee's)". */
                              ? g_strdup_printf (_("roll %d on a frozen lake: not the 65 that "
                                                   "breaks the ice (the other printed roll is "
                                                   "garbled: the referee's)"), roll)
                              /* Translators: "roll 43 on a frozen lake: the ice holds". */
                              : g_strdup_printf (_("roll %d on a frozen lake: the ice holds"),
                                                 roll));
  return TRUE;
}
