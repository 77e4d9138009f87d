/* LBA's fire as far as the Special Rules go: the Santon's sides, Cossacks fired on, Sk dragoons
 * firing. */
#include "vd-hex-fire-lba.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-fire-defence-lba.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-odds.h"
#include "vd-hex-santon.h"

#define FIRED_ON "special.cossacks.fired_on."

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
  for (guint i = 0; firers != NULL && firers[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, firers[i]);

      if (unit == NULL || !unit->placed)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"),
                       firers[i]);
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
