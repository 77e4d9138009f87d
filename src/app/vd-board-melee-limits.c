/* The odds group's melee limits: BN 23.1 as the command line judges it, shown rule by rule,
 * a melee breaking one refused. */
#include "vd-board-melee-limits.h"

#include <glib/gi18n.h>

#include "vd-battle.h"
#include "vd-hex-melee-limits-bn.h"
#include "vd-hex-odds.h"
#include "vd-panel-rows.h"

/* A row TITLE with SUBTITLE in GROUP, kept in PAIRS with its group; CSS its class, or NULL. */
static GtkWidget *
add_row (AdwPreferencesGroup *group, GPtrArray *pairs, const char *title, const char *subtitle,
         const char *css)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (css != NULL)
    gtk_widget_add_css_class (row, css);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (pairs, group);
  g_ptr_array_add (pairs, row);
  return row;
}

/* REASONS one a row, titled as KIND says with the rule. */
static void
add_reasons (AdwPreferencesGroup *group, GPtrArray *pairs, const GPtrArray *reasons,
             VdPanelReasonKind kind)
{
  for (guint i = 0; reasons != NULL && i < reasons->len; i++)
    {
      g_autofree char *title = NULL, *what = NULL;

      vd_panel_reason_texts (reasons->pdata[i], kind, &title, &what);
      add_row (group, pairs, title, what, NULL);
    }
}

gboolean
vd_board_melee_limits_show (AdwPreferencesGroup *group, GPtrArray *pairs,
                            VdBoardDocument *document, const char *side,
                            const char * const *attackers, const char * const *defenders)
{
  VdHexRuleset *module = vd_board_document_get_module (document);
  VdBattle *battle = vd_board_document_get_battle (document);
  g_autoptr(VdHexMeleeLimits) limits = NULL;
  g_autofree char *subtitle = NULL;

  if (side != NULL || vd_hex_ruleset_lookup (module, "combat.melee.limits") == NULL)
    return FALSE;
  limits = vd_hex_bn_melee_limits (vd_battle_get_setup (battle), module,
                                   vd_battle_get_n_applied (battle), attackers, defenders, NULL);
  /* A counter the limits cannot judge is left to the odds' own checks, as hex attack does. */
  if (limits == NULL)
    return FALSE;
  if (limits->refused != NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", limits->refused, limits->refused_rule);
      add_row (group, pairs, _("Melee Refused"), subtitle, "error");
    }
  else if (limits->unknown != NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", limits->unknown, limits->unknown_rule);
      add_row (group, pairs, _("Melee Limits Not Known Yet"), subtitle, "warning");
    }
  else
    {
      subtitle = g_strdup_printf (_("As far as Vedette knows them (%s)"),
                                  vd_hex_ruleset_lookup_word (module,
                                                              "combat.melee.limits.once_rule"));
      add_row (group, pairs, _("Within the Melee Limits"), subtitle, "success");
    }
  add_reasons (group, pairs, limits->reasons, VD_PANEL_REASON_RULE);
  add_reasons (group, pairs, limits->missing, VD_PANEL_REASON_MISSING);
  add_reasons (group, pairs, limits->players, VD_PANEL_REASON_JUDGE);
  return limits->refused != NULL;
}
