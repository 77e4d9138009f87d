/* LBA's Sk dragoons on their hexside and the Cossacks, and what a charge may do to them. */
#include "vd-hex-lba-units.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-lba-marks.h"
#include "vd-hex-odds.h"
#include "vd-hex-santon.h"

#define SK "special.russian_dragoons.sk."
#define COSSACKS "special.cossacks."

gboolean
vd_hex_lba_is_sk (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return unit->placed && unit->on_hexside &&
         vd_hex_ruleset_lookup_word (module, SK "rule") != NULL;
}

gboolean
vd_hex_lba_sk_share (const VdHexRuleset *module, const VdBoardUnit *unit, guint *increments)
{
  const char *up_to = vd_hex_ruleset_lookup_word (module, SK "increments_per_hex.up_to");
  const char *small = vd_hex_ruleset_lookup_word (module, SK "increments_per_hex.small");
  const char *large = vd_hex_ruleset_lookup_word (module, SK "increments_per_hex.large");
  guint64 strength;

  if (up_to == NULL || small == NULL || large == NULL || unit->strength == NULL ||
      !g_ascii_string_to_unsigned (unit->strength, 10, 0, G_MAXUINT, &strength, NULL))
    return FALSE;
  *increments = (guint) atoi (strength <= (guint64) atoi (up_to) ? small : large);
  return TRUE;
}

void
vd_hex_lba_sk_in_hex (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                      const VdBoardUnit *mover, GPtrArray *units, GPtrArray *owned)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      VdBoardUnit *share;
      guint increments, at;

      if (unit == mover || !vd_hex_lba_is_sk (module, unit) ||
          !(vd_hex_equal (unit->hex, hex) || vd_hex_equal (unit->across, hex)) ||
          !vd_hex_lba_sk_share (module, unit, &increments))
        continue;
      /* A copy counting its share; its strings stay the board's but its strength. */
      share = g_memdup2 (unit, sizeof *unit);
      share->strength = g_strdup_printf ("%u", increments);
      g_ptr_array_add (owned, share->strength);
      g_ptr_array_add (owned, share);
      if (g_ptr_array_find (units, unit, &at))
        units->pdata[at] = share;
      else
        g_ptr_array_add (units, share);
    }
}

gboolean
vd_hex_lba_is_cossack (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const char *cossack = vd_hex_ruleset_lookup_word (module, COSSACKS "class");

  return cossack != NULL && g_strcmp0 (unit->unit_class, cossack) == 0;
}

gboolean
vd_hex_lba_is_guard_cossack (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autofree char *name = NULL;

  if (vd_hex_ruleset_lookup_word (module, COSSACKS "guard.rule") == NULL ||
      vd_hex_lba_is_cossack (module, unit) ||
      g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module, SK "class")) != 0)
    return FALSE;
  /* Their mark on the board (`mark: guard-cossacks`) says it whatever the name. */
  if (vd_board_unit_has_mark (unit, vd_hex_ruleset_lookup_word (module, COSSACKS "guard.mark")))
    return TRUE;
  if (unit->name == NULL)
    return FALSE;
  /* The order of battle prints them "Guard Cossacks": their class is cavalry (LBA-COS-3). */
  name = g_utf8_strdown (unit->name, -1);
  return strstr (name, "cossack") != NULL || strstr (name, "cosaque") != NULL;
}

void
vd_hex_lba_charge_free (VdHexCharge *charge)
{
  if (charge == NULL)
    return;
  g_free (charge->refused);
  g_free (charge->refused_rule);
  g_free (charge->missing);
  g_free (charge->missing_rule);
  g_free (charge->contact);
  g_free (charge->contact_rule);
  g_ptr_array_unref (charge->reasons);
  g_clear_pointer (&charge->unchecked, g_ptr_array_unref);
  g_free (charge->morale_rule);
  g_free (charge->morale_missing);
  g_free (charge);
}

static void
refuse (VdHexCharge *charge, const char *rule, char *why)
{
  if (charge->refused != NULL)
    {
      g_free (why);
      return;
    }
  charge->refused = why;
  charge->refused_rule = g_strdup (rule);
}

static void
wait_for (VdHexCharge *charge, const char *rule, char *why)
{
  if (charge->missing != NULL)
    {
      g_free (why);
      return;
    }
  charge->missing = why;
  charge->missing_rule = g_strdup (rule);
}

/* The terrain bans: no charge into the grounds `combat.charge.not_into` names, nor out of the
 * Fasanerie (LBA-GO-4, LBA-FAS-6); the vineyard as the owner reads lba-i-vineyard-charge. */
static void
check_ground (VdHexCharge *charge, const VdBoard *board, const VdHexRuleset *module,
              const VdBoardUnit *charger, const VdBoardUnit *target)
{
  const VdYamlNode *not_into = vd_hex_ruleset_lookup (module, "combat.charge.not_into");
  const VdYamlNode *not_out = vd_hex_ruleset_lookup (module, "combat.charge.not_out_of.terrain");
  const char *vineyard = vd_hex_ruleset_lookup_word (module, "combat.charge.vineyard_terrain");
  g_autoptr(GPtrArray) into = vd_board_hex_grounds (board, module, target->hex);
  g_autoptr(GPtrArray) from = vd_board_hex_grounds (board, module, charger->hex);
  g_autofree char *label = vd_board_format_hex (board, target->hex);

  for (guint i = 0; i < from->len; i++)
    if (vd_hex_ruleset_node_has (not_out, from->pdata[i]))
      /* Translators: "no charge out of Fasanerie (pheasantry)". */
      refuse (charge, vd_hex_ruleset_lookup_word (module, "combat.charge.not_out_of.rule"),
              g_strdup_printf (_("no charge out of %s"),
                               vd_hex_ruleset_terrain_name (module, from->pdata[i], FALSE)));
  for (guint i = 0; i < into->len; i++)
    {
      const char *ground = into->pdata[i];
      g_autofree char *own = g_strconcat ("combat.charge.not_into_rules.", ground, NULL);
      const char *rule = vd_hex_ruleset_lookup_word (module, own);

      if (rule == NULL)
        rule = vd_hex_ruleset_lookup_word (module, "combat.charge.not_into_rule");
      if (vd_hex_ruleset_node_has (not_into, ground))
        /* Translators: "no charge into 0302: Village". */
        refuse (charge, rule, g_strdup_printf (_("no charge into %s: %s"), label,
                                               vd_hex_ruleset_terrain_name (module, ground,
                                                                            FALSE)));
      else if (vineyard != NULL && g_str_equal (ground, vineyard))
        {
          const char *reading = vd_hex_ruleset_lookup_word (module,
                                                            "combat.charge.vineyard_reading.id");
          const char *refused = vd_hex_ruleset_lookup_word (module,
                                                            "combat.charge.vineyard_reading.refused");
          const char *vin_rule = vd_hex_ruleset_lookup_word (module,
                                                             "combat.charge.vineyard_reading.rule");
          const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;

          if (chosen == NULL)
            /* Translators: "a charge into the vineyard 0505: reading lba-i-vineyard-charge not
             * chosen". */
            wait_for (charge, reading, g_strdup_printf (_("a charge into the vineyard %s: "
                                                          "reading %s not chosen"), label,
                                                        reading));
          else if (g_strcmp0 (chosen, refused) == 0)
            refuse (charge, vin_rule, g_strdup_printf (_("no charge into the vineyard %s, as "
                                                         "read (%s)"), label, reading));
          else
            vd_hex_odds_add_reason (charge->reasons, vin_rule, target->id,
                                    g_strdup_printf (_("a charge into the vineyard %s, as read "
                                                       "(%s)"), label, reading));
        }
    }
  {
    const VdHexTerrain *barred =
      vd_board_prohibited_ground (board, module, target->hex,
                                  vd_hex_ruleset_class_index (module, charger->unit_class));

    const VdHexTerrain *ground =
      vd_hex_ruleset_find_terrain (module, vd_board_hex_terrain (board, module, target->hex));
    guint arm = vd_hex_ruleset_class_index (module, charger->unit_class);

    if (barred != NULL)
      refuse (charge, barred->rules[0],
              g_strdup_printf (_("no charge into %s: %s, which it may not enter"), label,
                               vd_text_get (&barred->name)));
    else if (ground != NULL && arm < module->classes->len &&
             ground->mp[arm].status == VD_HEX_MP_MISSING)
      /* Translators: "whether a cossack may enter 0303 (Santon redoubt): its cost is not
       * given". */
      wait_for (charge, ground->rules[0],
                g_strdup_printf (_("whether a %s may enter %s (%s): its cost is not given"),
                                 charger->unit_class, label, vd_text_get (&ground->name)));
  }
}

char *
vd_hex_lba_cossack_bars (const VdHexRuleset *module, const VdBoardUnit *charger,
                         const VdBoardUnit *target, const char **rule)
{
  const VdYamlNode *disorder = vd_hex_ruleset_lookup (module, COSSACKS "charge.infantry_only_in");

  *rule = vd_hex_ruleset_lookup_word (module, COSSACKS "charge.rule");
  if (*rule == NULL || !vd_hex_lba_is_cossack (module, charger) ||
      g_strcmp0 (target->unit_class,
                 vd_hex_ruleset_lookup_word (module, COSSACKS "charge.infantry_class")) != 0 ||
      vd_hex_ruleset_node_has (disorder, target->state))
    return NULL;
  /* Translators: "Cossacks charge no infantry in good order, from any side: r1 is". */
  return g_strdup_printf (_("Cossacks charge no infantry in good order, from any side: %s is"),
                          target->id);
}

/* LBA-COS-2: no good-order infantry, no unlimbered artillery through its front; the front of
 * a battery in an earthwork is the board's, elsewhere the facing rules are missing. */
static void
check_cossack (VdHexCharge *charge, const VdBoard *board, const VdHexRuleset *module,
               const VdBoardUnit *charger, const VdBoardUnit *target)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, COSSACKS "charge.rule");
  const char *unlimbered = vd_hex_ruleset_lookup_word (module, COSSACKS "charge.artillery_state");
  const char *battery = vd_hex_santon_word (module, "battery_fire.class");

  if (vd_hex_lba_is_guard_cossack (module, charger))
    {
      vd_hex_odds_add_reason (charge->reasons,
                              vd_hex_ruleset_lookup_word (module, COSSACKS "guard.rule"),
                              charger->id,
                              g_strdup (_("the Guard Cossacks count as regular cavalry: the "
                                          "Cossacks' limits do not bind them")));
      return;
    }
  if (!vd_hex_lba_is_cossack (module, charger) || rule == NULL)
    return;
  if (g_strcmp0 (target->unit_class,
                 vd_hex_ruleset_lookup_word (module, COSSACKS "charge.infantry_class")) == 0)
    {
      const char *bar_rule;
      char *bars = vd_hex_lba_cossack_bars (module, charger, target, &bar_rule);

      if (bars != NULL)
        refuse (charge, bar_rule, bars);
      else
        vd_hex_odds_add_reason (charge->reasons, rule, target->id,
                                g_strdup_printf (_("infantry %s: not in good order"),
                                                 target->state));
      return;
    }
  if (g_strcmp0 (target->unit_class, battery != NULL ? battery : "artillery") != 0 ||
      g_strcmp0 (target->state, unlimbered) != 0)
    return;
  switch (vd_hex_santon_side (board, module, target->hex, charger->hex))
    {
    case VD_HEX_SANTON_FRONT:
      refuse (charge, rule, g_strdup_printf (_("Cossacks charge no unlimbered artillery "
                                               "through its front: %s would come through a "
                                               "front hexside of its earthwork"), charger->id));
      break;
    case VD_HEX_SANTON_REAR:
      vd_hex_odds_add_reason (charge->reasons, rule, target->id,
                              g_strdup (_("unlimbered artillery charged through a rear "
                                          "hexside of its earthwork")));
      break;
    case VD_HEX_SANTON_EITHER:
      wait_for (charge, rule, g_strdup (_("the charge comes along a front and a rear hexside "
                                          "of the earthwork: through its front or not is the "
                                          "referee's")));
      break;
    case VD_HEX_SANTON_NOT_WORK:
    default:
      /* Translators: "whether the charge comes through the front of unlimbered g1: the facing
       * rules are in the missing Premier Rules". */
      wait_for (charge, rule, g_strdup_printf (_("whether the charge comes through the front "
                                                 "of unlimbered %s: the facing rules are in the "
                                                 "missing Premier Rules"), target->id));
      break;
    }
}

#define DEFENDER "combat.charge.defender_morale."

/* The charge-morale-modifiers chart's value on ROW, or FALSE. */
static gboolean
charge_row (const VdHexRuleset *module, const char *row, int *value)
{
  const char *chart = vd_hex_ruleset_lookup_word (module, DEFENDER "chart");
  g_autofree char *rows_path = g_strdup_printf ("charts.%s.rows", chart);
  g_autofree char *cells_path = g_strdup_printf ("charts.%s.cells", chart);
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, cells_path);
  int r = vd_hex_ruleset_list_index (module, rows_path, row);
  const char *cell;

  if (r < 0 || cells == NULL || (guint) r >= cells->n_children ||
      cells->children[r]->n_children == 0 ||
      (cell = vd_hex_ruleset_word (cells->children[r]->children[0])) == NULL)
    return FALSE;
  *value = atoi (cell);
  return TRUE;
}

/* LBA-CHG-1: TARGET's morale modifier when charged, from its formation on the board (the line's
 * as reading lba-i-line-charge goes); the rows the board cannot judge left to the referee. */
static void
charge_morale (VdHexCharge *charge, const VdHexRuleset *module, const VdBoardUnit *charger,
               const VdBoardUnit *target)
{
  gboolean weighed = vd_hex_lba_troop_mark (module, charger, "recall_rows", NULL) != NULL;
  const char *rule = vd_hex_ruleset_lookup_word (module, DEFENDER "rule");
  const char *line_row = vd_hex_ruleset_lookup_word (module, DEFENDER "line.row");
  const char *reading = vd_hex_ruleset_lookup_word (module, DEFENDER "line.reading");
  const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const VdYamlNode *referee = vd_hex_ruleset_lookup (module, DEFENDER "referee_rows");
  g_autofree char *state_path = NULL;
  const char *row = NULL;
  int value = 0;

  if (rule == NULL || !vd_hex_ruleset_list_has (module, DEFENDER "classes", target->unit_class))
    return;
  charge->morale_rule = g_strdup (rule);
  charge->morale_known = TRUE;
  if (target->state != NULL)
    {
      state_path = g_strdup_printf (DEFENDER "states.%s", target->state);
      row = vd_hex_ruleset_lookup_word (module, state_path);
    }
  if (row != NULL && charge_row (module, row, &value))
    {
      if (g_strcmp0 (row, line_row) == 0 && g_strcmp0 (chosen, "misprint") == 0)
        value = atoi (vd_hex_ruleset_lookup_word (module, DEFENDER "line.misprint"));
      else if (g_strcmp0 (row, line_row) == 0 && chosen == NULL)
        {
          charge->morale_known = FALSE;
          /* Translators: "in line: +3 as printed or -3 as a misprint, as reading
           * lba-i-line-charge goes, not chosen". */
          charge->morale_missing = g_strdup_printf (_("in line: %+d as printed or %+d as a "
                                                      "misprint, as reading %s goes, not "
                                                      "chosen"), value,
                                                    atoi (vd_hex_ruleset_lookup_word (
                                                      module, DEFENDER "line.misprint")),
                                                    reading);
        }
      if (charge->morale_known)
        {
          charge->morale_modifier += value;
          /* Translators: "charged in-line: +3 to its morale roll". */
          vd_hex_odds_add_reason (charge->reasons, rule, target->id,
                                  g_strdup_printf (_("charged %s: %+d to its morale roll"), row,
                                                   value));
        }
    }
  if (charge->unchecked == NULL)
    charge->unchecked = vd_hex_odds_reasons_new ();
  /* The charger's marks say its lances and whether it is heavy cavalry (a light one is not). */
  for (guint m = 0; charger->marks != NULL && charger->marks[m] != NULL; m++)
    {
      const VdYamlNode *entry = vd_hex_lba_mark_entry (module, charger->marks[m]);
      const char *marked_row = entry != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (entry,
                                                                                  "charge_row"))
                                             : NULL;

      if (marked_row == NULL ||
          g_strcmp0 (vd_hex_lba_mark_listing (module, charger, "charge_row", marked_row),
                     charger->marks[m]) != 0 ||
          !charge_row (module, marked_row, &value))
        continue;
      charge->morale_modifier += value;
      /* Translators: "charged-by-heavy-cavalry: -3 to its morale roll, the charger c1 marked
       * on the counter (heavy-cavalry)". */
      vd_hex_odds_add_reason (charge->reasons, rule, target->id,
                              g_strdup_printf (_("%s: %+d to its morale roll, the charger %s "
                                                 "marked on the counter (%s)"), marked_row, value,
                                               charger->id, charger->marks[m]));
    }
  for (guint i = 0; referee != NULL && i < referee->n_children; i++)
    {
      const char *name = referee->children[i]->value;

      /* A row a mark gives is the charger's when it carries that mark, or, for the heavy
       * cavalry's, when it is marked light or heavy: never the referee's then. */
      if (name == NULL ||
          vd_hex_lba_mark_listing (module, charger, "charge_row", name) != NULL ||
          (weighed && vd_hex_lba_is_weight_row (module, name)) ||
          !charge_row (module, name, &value))
        continue;
      /* Translators: "charged-by-lancers: -6 to the target's morale roll, if so". */
      vd_hex_odds_add_reason (charge->unchecked, rule, target->id,
                              g_strdup_printf (_("%s: %+d to the target's morale roll, if so"),
                                               name, value));
    }
}

VdHexCharge *
vd_hex_lba_charge (const VdBoard *board, const VdHexRuleset *module, const char *charger_id,
                   const char *target_id, GError **error)
{
  const VdBoardUnit *charger = vd_board_find_unit (board, charger_id);
  const VdBoardUnit *target = vd_board_find_unit (board, target_id);
  const char *cavalry = vd_hex_ruleset_lookup_word (module, SK "class");
  const char *cossack = vd_hex_ruleset_lookup_word (module, COSSACKS "class");
  const char *no_charge = vd_hex_ruleset_lookup_word (module, SK "no_charge_rule");
  g_autoptr(VdHexCharge) charge = NULL;

  if (vd_hex_ruleset_lookup (module, "combat.charge.not_into") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no charge rules Vedette reads"),
                   vd_text_get (&module->name));
      return NULL;
    }
  for (guint i = 0; i < 2; i++)
    {
      const VdBoardUnit *unit = i == 0 ? charger : target;

      if (unit == NULL || !unit->placed)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"),
                       i == 0 ? charger_id : target_id);
          return NULL;
        }
    }
  if (g_str_equal (charger->side, target->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s charges its own side"), charger->id);
      return NULL;
    }
  if (g_strcmp0 (charger->unit_class, cavalry) != 0 && g_strcmp0 (charger->unit_class, cossack) != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not cavalry: only cavalry "
                                                         "charges"), charger->id);
      return NULL;
    }
  charge = g_new0 (VdHexCharge, 1);
  charge->reasons = vd_hex_odds_reasons_new ();
  if (vd_hex_lba_is_sk (module, charger))
    refuse (charge, no_charge, g_strdup_printf (_("%s sits on a hexside in Sk mode: it takes "
                                                  "part in no charge, reaction or opportunity "
                                                  "charge, and no melee"), charger->id));
  check_ground (charge, board, module, charger, target);
  check_cossack (charge, board, module, charger, target);
  if (charge->refused == NULL)
    charge_morale (charge, module, charger, target);
  if (vd_hex_lba_is_sk (module, target))
    {
      charge->contact_rule = g_strdup (no_charge);
      charge->contact = g_strdup_printf (_("%s checks morale on contact: on a pass it may fall "
                                           "back up to its movement allowance and ends in "
                                           "column; on a failure it routs its full allowance "
                                           "away"), target->id);
    }
  return g_steal_pointer (&charge);
}

#define BAND "morale.rout_recovery.guard_band."

gboolean
vd_hex_lba_rally_applies (const VdHexRuleset *module)
{
  return vd_hex_ruleset_lookup_word (module, BAND "rule") != NULL;
}

void
vd_hex_lba_rally_free (VdHexLbaRally *rally)
{
  if (rally == NULL)
    return;
  g_free (rally->band);
  g_free (rally->rule);
  g_ptr_array_unref (rally->reasons);
  g_free (rally->missing);
  g_free (rally);
}

/* Whether UNIT is the Guard band: of the band's side, its name holding one of `band_names`. */
static gboolean
is_band (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *names = vd_hex_ruleset_lookup (module, BAND "band_names");
  g_autofree char *name = NULL;

  if (unit->name == NULL || g_strcmp0 (unit->side, vd_hex_ruleset_lookup_word (module,
                                                                              BAND "side")) != 0)
    return FALSE;
  name = g_utf8_strdown (unit->name, -1);
  for (guint i = 0; names != NULL && i < names->n_children; i++)
    if (names->children[i]->value != NULL && strstr (name, names->children[i]->value) != NULL)
      return TRUE;
  return FALSE;
}

/* LBA-BAND-1: a French counter recovering from rout within 4 hexes of the Guard's marching
 * band adds 6 to its roll; the band routed is eliminated. */
VdHexLbaRally *
vd_hex_lba_rally (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                  GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *rule = vd_hex_ruleset_lookup_word (module, BAND "rule");
  const char *routed = vd_hex_ruleset_lookup_word (module, BAND "routed_state");
  const char *bonus = vd_hex_ruleset_lookup_word (module, BAND "roll");
  int reach = atoi (vd_hex_ruleset_lookup_word (module, BAND "hexes") != NULL
                      ? vd_hex_ruleset_lookup_word (module, BAND "hexes") : "0");
  g_autoptr(VdHexLbaRally) rally = NULL;

  if (rule == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no rout recovery"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  rally = g_new0 (VdHexLbaRally, 1);
  rally->rule = g_strdup (rule);
  rally->reasons = vd_hex_odds_reasons_new ();
  rally->routed = g_strcmp0 (unit->state, routed) == 0;
  if (!rally->routed)
    {
      /* Translators: "not routed: nothing to recover from". */
      vd_hex_odds_add_reason (rally->reasons, rule, unit->id,
                              g_strdup (_("not routed: nothing to recover from")));
      return g_steal_pointer (&rally);
    }
  if (is_band (module, unit))
    {
      rally->eliminated = TRUE;
      rally->routed = FALSE;
      vd_hex_odds_add_reason (rally->reasons, rule, unit->id,
                              g_strdup (_("the Guard band routed is eliminated: it does not "
                                          "recover")));
      return g_steal_pointer (&rally);
    }
  if (g_strcmp0 (unit->side, vd_hex_ruleset_lookup_word (module, BAND "side")) != 0)
    vd_hex_odds_add_reason (rally->reasons, rule, unit->id,
                            g_strdup (_("not French: the Guard band gives nothing")));
  else
    {
      for (guint i = 0; i < board->units->len && rally->band == NULL; i++)
        {
          const VdBoardUnit *band = board->units->pdata[i];

          if (band->placed && is_band (module, band) && g_strcmp0 (band->state, routed) != 0 &&
              vd_hex_distance (band->hex, unit->hex) <= reach)
            rally->band = g_strdup (band->id);
        }
      if (rally->band != NULL)
        {
          rally->modifier = bonus != NULL ? atoi (bonus) : 0;
          /* Translators: "the Guard band within 4 hexes: +6 to the recovery roll". */
          vd_hex_odds_add_reason (rally->reasons, rule, rally->band,
                                  g_strdup_printf (_("the Guard band within %d hexes: %+d to "
                                                     "the recovery roll"), reach,
                                                   rally->modifier));
        }
      else
        /* Translators: "no Guard band within 4 hexes". */
        vd_hex_odds_add_reason (rally->reasons, rule, unit->id,
                                g_strdup_printf (_("no Guard band within %d hexes"), reach));
    }
  rally->missing = g_strdup (_("the rout recovery roll and its table are in the missing "
                               "Premier Rules (how a modifier acts on a d66 roll: reading "
                               "lba-i-d66)"));
  return g_steal_pointer (&rally);
}

#define GO "special.formations.general_order."
#define EGER "special.egerskii."
#define VINEYARD_ORDER "special.formations.vineyard."

static const char *ground_in (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                              const char *path);

/* Whether UNIT is a Russian Egerskii counter, known by its name (LBA-EGER-1). */
static gboolean
is_egerskii (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *names = vd_hex_ruleset_lookup (module, EGER "names");
  g_autofree char *name = NULL;

  if (unit->name == NULL ||
      g_strcmp0 (unit->nation, vd_hex_ruleset_lookup_word (module, EGER "nation")) != 0 ||
      g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module, EGER "class")) != 0)
    return FALSE;
  name = g_utf8_strdown (unit->name, -1);
  for (guint i = 0; names != NULL && i < names->n_children; i++)
    if (names->children[i]->value != NULL && strstr (name, names->children[i]->value) != NULL)
      return TRUE;
  return FALSE;
}

gboolean
vd_hex_lba_is_egerskii (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return is_egerskii (module, unit);
}

void
vd_hex_lba_hamlets_check (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *hamlet = vd_hex_ruleset_lookup_word (module, "special.hamlet.terrain");

  for (guint i = 0; hamlet != NULL && i < setup->hexes->len; i++)
    {
      const VdBoardHex *entry = setup->hexes->pdata[i];

      if (!vd_board_hex_has_ground (setup, module, entry->hex, hamlet))
        continue;
      for (int d = 0; d < 6; d++)
        {
          VdHex next = vd_hex_neighbour (entry->hex, d);
          const char *ground = ground_in (setup, module, next, "special.hamlet.lone_among");
          g_autofree char *here = NULL, *there = NULL;

          if (ground == NULL)
            continue;
          here = vd_board_format_hex (setup, entry->hex);
          there = vd_board_format_hex (setup, next);
          /* Translators: "a hamlet is a lone village hex, and 0304 beside it is a village". */
          vd_hex_odds_add_reason (found, vd_hex_ruleset_lookup_word (module,
                                                                     "special.hamlet.rule"),
                                  here,
                                  g_strdup_printf (_("a hamlet is a lone village hex, and %s "
                                                     "beside it is a %s"), there, ground));
          break;
        }
    }
}

void
vd_hex_lba_options_check (const VdBoard *setup, const VdHexRuleset *module, GPtrArray *found)
{
  const char *option = vd_hex_ruleset_lookup_word (module,
                                                   "special.coalition.coordination.option");

  if (option == NULL || setup->options == NULL ||
      !g_strv_contains ((const char * const *) setup->options, option))
    return;
  /* Said of the option (by its id): its rules are in the missing scenarios. */
  vd_hex_odds_add_reason (found, vd_hex_ruleset_lookup_word (module,
                                                             "special.coalition.coordination.rule"),
                          option,
                          g_strdup (_("the option is on: its rules are in the scenarios, which "
                                      "the seed does not hold")));
}

/* The first ground of HEX in the list at PATH, or NULL. */
static const char *
ground_in (const VdBoard *board, const VdHexRuleset *module, VdHex hex, const char *path)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, path);

  for (guint i = 0; list != NULL && i < list->n_children; i++)
    if (list->children[i]->value != NULL &&
        vd_board_hex_has_ground (board, module, hex, list->children[i]->value))
      return list->children[i]->value;
  return NULL;
}

/* LBA-EGER-1: the Egerskii in village HEX, more than the limit as the reading counts them. */
static void
egerskii_crowd (const VdBoard *board, const VdHexRuleset *module, VdHex hex, GPtrArray *found)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, EGER "rule");
  const char *reading = vd_hex_ruleset_lookup_word (module, EGER "reading");
  const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const char *max_word = vd_hex_ruleset_lookup_word (module, EGER "max_per_built_up_hex");
  int limit = max_word != NULL ? atoi (max_word) : 0, counters = 0, increments = 0;
  gboolean over_counters, over_increments;
  g_autofree char *label = vd_board_format_hex (board, hex);

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (unit->placed && vd_hex_equal (unit->hex, hex) && is_egerskii (module, unit))
        {
          counters++;
          increments += unit->strength != NULL ? atoi (unit->strength) : 0;
        }
    }
  over_counters = counters > limit;
  over_increments = increments > limit;
  if (g_strcmp0 (chosen, "counters") == 0 ? over_counters
      : g_strcmp0 (chosen, "increments") == 0 ? over_increments
      : over_counters && over_increments)
    /* Translators: "Egerskii in this village hex, counters 4, increments 8; at most 3 a
     * hex". */
    vd_hex_odds_add_reason (found, rule, label,
                            g_strdup_printf (_("Egerskii in this village hex, counters %d, "
                                               "increments %d; at most %d a hex"), counters,
                                             increments, limit));
  else if (chosen == NULL && over_counters != over_increments)
    /* Translators: "Egerskii in this village hex, counters 1, increments 6; at most 3 a hex,
     * of what is reading lba-i-egerskii-per-hex, not chosen". */
    vd_hex_odds_add_reason (found, rule, label,
                            g_strdup_printf (_("Egerskii in this village hex, counters %d, "
                                               "increments %d; at most %d a hex, of what is "
                                               "reading %s, not chosen"), counters, increments,
                                             limit, reading));
}

void
vd_hex_lba_formations_check (const VdBoard *board, const VdHexRuleset *module, GPtrArray *found)
{
  const char *go_rule = vd_hex_ruleset_lookup_word (module, GO "rule");
  const char *eger_rule = vd_hex_ruleset_lookup_word (module, EGER "rule");
  const char *skirmish = vd_hex_ruleset_lookup_word (module, EGER "state");
  g_autoptr(GHashTable) villages = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                          NULL);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (VdHex));

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      const char *ground;

      if (!unit->placed)
        continue;
      if (eger_rule != NULL && is_egerskii (module, unit) &&
          (ground = ground_in (board, module, unit->hex, EGER "terrain")) != NULL)
        {
          gint64 key = vd_hex_key (unit->hex);

          if (!g_hash_table_contains (villages, &key))
            {
              g_hash_table_add (villages, g_memdup2 (&key, sizeof key));
              g_array_append_val (order, unit->hex);
            }
          if (g_strcmp0 (unit->state, skirmish) != 0 &&
              !vd_hex_ruleset_list_has (module, EGER "not_formations", unit->state))
            /* Translators: "in a village in general-order: Egerskii there must be in skirmish
             * order" (the state as the board writes it, "not given" when it says none). */
            vd_hex_odds_add_reason (found, eger_rule, unit->id,
                                    g_strdup_printf (_("in a %s in %s: Egerskii there must be "
                                                       "in %s order"), ground,
                                                     unit->state != NULL ? unit->state
                                                                         : _("no formation given"),
                                                     skirmish));
          continue;
        }
      /* LBA-VIN-1, LBA-VIN-2: general or skirmish order only in a vineyard. */
      if ((ground = ground_in (board, module, unit->hex, VINEYARD_ORDER "terrain")) != NULL)
        {
          g_autofree char *path = g_strdup_printf (VINEYARD_ORDER "classes.%s",
                                                   unit->unit_class);
          const char *rule = vd_hex_ruleset_lookup_word (module, path);

          /* LBA-VIN-4: a battery forced or routed into a vineyard is eliminated. */
          if (g_strcmp0 (unit->unit_class,
                         vd_hex_ruleset_lookup_word (module, VINEYARD_ORDER "eliminated.class")) == 0)
            /* Translators: "a battery in a vineyard: one forced or routed in is eliminated". */
            vd_hex_odds_add_reason (found, vd_hex_ruleset_lookup_word (module,
                                                                       VINEYARD_ORDER "eliminated.rule"),
                                    unit->id,
                                    g_strdup_printf (_("a battery in a %s: one forced or routed "
                                                       "in is eliminated"), ground));
          else if (rule != NULL && vd_hex_ruleset_list_has (module, VINEYARD_ORDER "replaced",
                                                            unit->state))
            /* Translators: "in line in a vineyard: only general or skirmish order there". */
            vd_hex_odds_add_reason (found, rule, unit->id,
                                    g_strdup_printf (_("in %s in a %s: only general or skirmish "
                                                       "order there"), unit->state, ground));
          continue;
        }
      if (go_rule != NULL &&
          vd_hex_ruleset_list_has (module, GO "classes", unit->unit_class) &&
          vd_hex_ruleset_list_has (module, GO "replaced", unit->state) &&
          (ground = ground_in (board, module, unit->hex,
                               "special.formations.forced_general_order_in")) != NULL)
        /* Translators: "in line in a village: infantry and cavalry take general order there
         * (skirmish order if able)". */
        vd_hex_odds_add_reason (found, go_rule, unit->id,
                                g_strdup_printf (_("in %s in a %s: infantry and cavalry take "
                                                   "general order there (skirmish order if "
                                                   "able)"), unit->state, ground));
    }
  for (guint i = 0; i < order->len; i++)
    egerskii_crowd (board, module, g_array_index (order, VdHex, i), found);
}
