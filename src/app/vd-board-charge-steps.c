/* The charge group's steps B to I: BN's charge after its declaration as the command line
 * checks it, step by step with its rule, nothing recorded. */
#include "vd-board-charge-steps.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-battle.h"
#include "vd-hex-charge-steps-bn.h"
#include "vd-hex-odds.h"

/* ITEMS (char*) joined by commas, "none" when empty. */
static char *
joined (const GPtrArray *items)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", (const char *) items->pdata[i]);
  /* Translators: said of an empty list of hexes or counters. */
  return items->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : g_strdup (_("none"));
}

/* How a reason's row is titled: its rule alone, or the rule of something missing or left to the
 * players. */
typedef enum { BY_RULE, MISSING, PLAYERS } Kind;

/* REASONS one a row, titled as KIND says with the rule. */
static void
add_reasons (AdwPreferencesGroup *group, GPtrArray *rows, const GPtrArray *reasons,
             Kind kind)
{
  for (guint i = 0; reasons != NULL && i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];
      const char *rule = reason->rule != NULL ? reason->rule : "?";
      g_autofree char *title = NULL;
      g_autofree char *what = reason->by != NULL
                                ? g_strdup_printf ("%s: %s", reason->by, reason->what)
                                : g_strdup (reason->what);

      if (kind == MISSING)
        /* Translators: a chart or reading a step waits on, by its rule: "Missing (8.5)". */
        title = g_strdup_printf (_("Missing (%s)"), rule);
      else if (kind == PLAYERS)
        /* Translators: a check Vedette leaves to the referee, by its rule: "Yours to Judge
         * (24.1b)". */
        title = g_strdup_printf (_("Yours to Judge (%s)"), rule);
      else
        title = g_strdup (rule);
      vd_panel_rows_add (group, rows, title, what);
    }
}

void
vd_board_charge_steps_show (AdwPreferencesGroup *group, GPtrArray *rows,
                            VdBoardDocument *document, const char * const *chargers,
                            const char *target, gboolean reaction)
{
  VdHexRuleset *module = vd_board_document_get_module (document);
  VdBattle *battle = vd_board_document_get_battle (document);
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "combat.charge.rules");
  const char *rule = rules != NULL && rules->n_children > 0
                       ? vd_hex_ruleset_word (rules->children[0]) : NULL;
  VdHexChargeStepsAsk ask = { .reaction = reaction };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChargeSteps) steps = NULL;
  g_autofree char *title = NULL, *squares = NULL, *pursuits = NULL, *blown = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  if (vd_hex_ruleset_lookup (module, "combat.charge.steps") == NULL)
    return;
  /* Translators: the heading of a charge's steps after its declaration: "Steps B to I (8.4)". */
  title = g_strdup_printf (_("Steps B to I (%s)"), rule != NULL ? rule : "?");
  steps = vd_hex_bn_charge_steps (vd_battle_get_setup (battle), module,
                                  vd_battle_get_n_applied (battle), chargers, target, &ask,
                                  &error);
  if (steps == NULL)
    {
      row = vd_panel_rows_add (group, rows, title, error->message);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  squares = joined (steps->squares);
  pursuits = joined (steps->pursuits);
  blown = joined (steps->blown);
  /* Translators: "square may be tried in: 0503, 0603; pursuit into: 0502; blown: h1, h2". */
  subtitle = g_strdup_printf (_("square may be tried in: %s; pursuit into: %s; blown: %s"),
                              squares, pursuits, blown);
  row = vd_panel_rows_add (group, rows, title, subtitle);
  add_reasons (group, rows, steps->reasons, BY_RULE);
  add_reasons (group, rows, steps->missing, MISSING);
  add_reasons (group, rows, steps->players, PLAYERS);
}
