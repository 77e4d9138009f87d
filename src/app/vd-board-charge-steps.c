/* The charge group's steps B to I: BN's charge after its declaration as the command line
 * checks it, step by step with its rule, nothing recorded. */
#include "vd-board-charge-steps.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-battle.h"
#include "vd-hex-charge-steps-bn.h"
#include "vd-hex-odds.h"

#define STEPS "combat.charge.steps."

struct _VdBoardChargeSteps
{
  VdBoardChargeStepsChanged changed;
  gpointer   user_data;
  gboolean   recalled;     /* at step C (24.2) */
  gboolean   forced_back;  /* the attacking cavalry's morale check made it retreat (24.1l) */
  gboolean   fell_back;    /* a reaction charge at a skirmisher falling back (15.2g) */
  char      *pursue;       /* the hex label pursued into (24.1-H), or NULL */
};

VdBoardChargeSteps *
vd_board_charge_steps_new (VdBoardChargeStepsChanged changed, gpointer user_data)
{
  VdBoardChargeSteps *steps = g_new0 (VdBoardChargeSteps, 1);

  steps->changed = changed;
  steps->user_data = user_data;
  return steps;
}

void
vd_board_charge_steps_free (VdBoardChargeSteps *steps)
{
  if (steps == NULL)
    return;
  g_free (steps->pursue);
  g_free (steps);
}

void
vd_board_charge_steps_reset (VdBoardChargeSteps *steps)
{
  steps->recalled = steps->forced_back = steps->fell_back = FALSE;
  g_clear_pointer (&steps->pursue, g_free);
}

static void
switched_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardChargeSteps *steps)
{
  gboolean *choice = g_object_get_data (G_OBJECT (toggle), "vd-choice");

  *choice = gtk_switch_get_active (toggle);
  steps->changed (steps->user_data);
}

static void
pursue_cb (AdwEntryRow *row, VdBoardChargeSteps *steps)
{
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  g_free (steps->pursue);
  steps->pursue = label[0] != '\0' ? g_steal_pointer (&label) : NULL;
  steps->changed (steps->user_data);
}

/* A switch row TITLE, SUBTITLE naming the module's rule at KEY, for CHOICE. */
static void
add_switch (VdBoardChargeSteps *steps, AdwPreferencesGroup *group, GPtrArray *rows,
            VdHexRuleset *module, const char *title, const char *subtitle, const char *key,
            gboolean *choice)
{
  g_autofree char *path = g_strconcat (STEPS, key, NULL);
  const char *rule = vd_hex_ruleset_lookup_word (module, path);
  g_autofree char *help = g_strdup_printf ("%s (%s)", subtitle, rule != NULL ? rule : "?");
  GtkWidget *row = vd_panel_rows_add (group, rows, title, help);
  GtkWidget *toggle = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (toggle), *choice);
  g_object_set_data (G_OBJECT (toggle), "vd-choice", choice);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (switched_cb), steps);
  vd_panel_row_add_suffix (row, toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
}

void
vd_board_charge_steps_add_options (VdBoardChargeSteps *steps, AdwPreferencesGroup *group,
                                   GPtrArray *rows, VdBoardDocument *document)
{
  VdHexRuleset *module = vd_board_document_get_module (document);
  GtkWidget *entry;

  if (vd_hex_ruleset_lookup (module, "combat.charge.steps") == NULL)
    return;
  add_switch (steps, group, rows, module, _("Recalled"),
              _("At step C: no one becomes blown, no pursuit"), "end_rule", &steps->recalled);
  add_switch (steps, group, rows, module, _("Forced Back"),
              _("Its morale check made the cavalry retreat"), "failed_rule",
              &steps->forced_back);
  add_switch (steps, group, rows, module, _("The Skirmisher Fell Back"),
              _("A reaction charge at skirmishers that fell back"), "fall_back_rule",
              &steps->fell_back);
  entry = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _("Pursue Into"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (entry), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), steps->pursue != NULL ? steps->pursue : "");
  g_signal_connect (entry, "apply", G_CALLBACK (pursue_cb), steps);
  adw_preferences_group_add (group, entry);
  g_ptr_array_add (rows, entry);
}

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

/* REASONS one a row, titled as KIND says with the rule. */
static void
add_reasons (AdwPreferencesGroup *group, GPtrArray *rows, const GPtrArray *reasons,
             VdPanelReasonKind kind)
{
  for (guint i = 0; reasons != NULL && i < reasons->len; i++)
    {
      g_autofree char *title = NULL, *what = NULL;

      vd_panel_reason_texts (reasons->pdata[i], kind, &title, &what);
      vd_panel_rows_add (group, rows, title, what);
    }
}

void
vd_board_charge_steps_show (VdBoardChargeSteps *steps_asked, AdwPreferencesGroup *group,
                            GPtrArray *rows, VdBoardDocument *document,
                            const char * const *chargers, const char *target, gboolean reaction)
{
  VdHexRuleset *module = vd_board_document_get_module (document);
  VdBattle *battle = vd_board_document_get_battle (document);
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "combat.charge.rules");
  const char *rule = rules != NULL && rules->n_children > 0
                       ? vd_hex_ruleset_word (rules->children[0]) : NULL;
  VdHexChargeStepsAsk ask = { reaction, steps_asked->recalled, steps_asked->forced_back,
                              steps_asked->fell_back, steps_asked->pursue };
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
  if (steps->refused != NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", steps->refused, steps->refused_rule);

      row = vd_panel_rows_add (group, rows, _("Pursuit Refused"), why);
      gtk_widget_add_css_class (row, "error");
    }
  squares = joined (steps->squares);
  pursuits = joined (steps->pursuits);
  blown = joined (steps->blown);
  /* Translators: "square may be tried in: 0503, 0603; pursuit into: 0502; blown: h1, h2". */
  subtitle = g_strdup_printf (_("square may be tried in: %s; pursuit into: %s; blown: %s"),
                              squares, pursuits, blown);
  row = vd_panel_rows_add (group, rows, title, subtitle);
  add_reasons (group, rows, steps->reasons, VD_PANEL_REASON_RULE);
  add_reasons (group, rows, steps->missing, VD_PANEL_REASON_MISSING);
  add_reasons (group, rows, steps->players, VD_PANEL_REASON_JUDGE);
}
