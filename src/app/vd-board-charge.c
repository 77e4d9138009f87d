/* The board panel's cavalry charge group: BN's charge declaration judged for the selected
 * cavalry, at a target the referee picks, with what the rules checked and what they leave him. */
#include "vd-board-charge.h"
#include "vd-board-charge-steps.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "vd-hex-charge-bn.h"
#include "vd-hex-odds.h"

#define DECLARE "combat.charge.declare."

struct _VdBoardCharge
{
  AdwPreferencesGroup *group;
  GPtrArray           *option_rows;  /* GtkWidget*: the target, who charges with it, reaction */
  GPtrArray           *answer_rows;  /* GtkWidget*: the verdict, its reasons, the referee's */
  VdBoardDocument     *document;
  char                *unit;         /* the cavalry declaring */
  GPtrArray           *targets;      /* char*: the enemy counters in reach, nearest first */
  char                *target;       /* the one picked */
  GHashTable          *with;         /* ids of the counters ticked to charge with UNIT */
  gboolean             reaction;
  VdBoardChargeSteps  *steps;        /* what the referee says of the charge as it went */
};

/* A word of the module's `combat.charge.declare` (KEY after it), or NULL. */
static const char *
declare_word (VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat (DECLARE, key, NULL);

  return vd_hex_ruleset_lookup_word (module, path);
}

/* The rule the module names under KEY, "?" where it names none. */
static const char *
rule_of (VdHexRuleset *module, const char *key)
{
  const char *rule = declare_word (module, key);

  return rule != NULL ? rule : "?";
}

static void update_answer (VdBoardCharge *charge);

/* A choice of the steps' changed: the answer shown again. */
static void
steps_changed (gpointer charge)
{
  update_answer (charge);
}

VdBoardCharge *
vd_board_charge_new (void)
{
  VdBoardCharge *charge = g_new0 (VdBoardCharge, 1);

  charge->group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  adw_preferences_group_set_title (charge->group, _("Cavalry Charge"));
  gtk_widget_set_visible (GTK_WIDGET (charge->group), FALSE);
  charge->option_rows = g_ptr_array_new ();
  charge->answer_rows = g_ptr_array_new ();
  charge->targets = g_ptr_array_new_with_free_func (g_free);
  charge->with = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  charge->steps = vd_board_charge_steps_new (steps_changed, charge);
  return charge;
}

void
vd_board_charge_free (VdBoardCharge *charge)
{
  if (charge == NULL)
    return;
  g_ptr_array_unref (charge->option_rows);
  g_ptr_array_unref (charge->answer_rows);
  g_ptr_array_unref (charge->targets);
  g_hash_table_unref (charge->with);
  vd_board_charge_steps_free (charge->steps);
  g_clear_object (&charge->document);
  g_free (charge->unit);
  g_free (charge->target);
  g_object_unref (charge->group);
  g_free (charge);
}

GtkWidget *
vd_board_charge_get_widget (VdBoardCharge *charge)
{
  return GTK_WIDGET (charge->group);
}

/* The counters charging: the one selected first, then those ticked in the board's order (the
 * reasons' order does not hang on a hash); NULL-ended, the caller frees it. */
static char **
chargers (VdBoardCharge *charge)
{
  VdBoard *board = vd_board_document_get_board (charge->document);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  g_strv_builder_add (ids, charge->unit);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (g_hash_table_contains (charge->with, unit->id))
        g_strv_builder_add (ids, unit->id);
    }
  return g_strv_builder_end (ids);
}

static void
add_reason_rows (VdBoardCharge *charge, GPtrArray *reasons)
{
  for (guint i = 0; reasons != NULL && i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];
      g_autofree char *what = reason->by != NULL
                                ? g_strdup_printf ("%s: %s", reason->by, reason->what)
                                : g_strdup (reason->what);

      vd_panel_rows_add (charge->group, charge->answer_rows,
                         reason->rule != NULL ? reason->rule : "?", what);
    }
}

/* The declaration judged: the verdict first, then every rule checked, what happens on
 * contact, and what Vedette leaves to the referee. */
static void
update_answer (VdBoardCharge *charge)
{
  VdBattle *battle = vd_board_document_get_battle (charge->document);
  g_auto(GStrv) ids = chargers (charge);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCharge) answer = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  vd_panel_rows_clear (charge->group, charge->answer_rows);
  if (charge->target == NULL)
    return;
  answer = vd_hex_bn_charge (vd_battle_get_setup (battle),
                             vd_board_document_get_module (charge->document),
                             vd_battle_get_n_applied (battle), (const char * const *) ids,
                             charge->target, charge->reaction, &error);
  if (answer == NULL)
    {
      row = vd_panel_rows_add (charge->group, charge->answer_rows, _("Not a Charge to Judge"),
                               error->message);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  if (answer->refused != NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", answer->refused,
                                  answer->refused_rule != NULL ? answer->refused_rule : "?");
      row = vd_panel_rows_add (charge->group, charge->answer_rows, _("Refused"), subtitle);
      gtk_widget_add_css_class (row, "error");
    }
  else if (answer->missing != NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", answer->missing,
                                  answer->missing_rule != NULL ? answer->missing_rule : "?");
      row = vd_panel_rows_add (charge->group, charge->answer_rows, _("Unknown, Supply It"),
                               subtitle);
      gtk_widget_add_css_class (row, "warning");
    }
  else
    {
      row = vd_panel_rows_add (charge->group, charge->answer_rows, _("Allowed"),
                               answer->unchecked != NULL && answer->unchecked->len > 0
                               ? _("By the rules Vedette knows; what it leaves to you is "
                                   "listed below")
                               : _("By the rules Vedette knows"));
      gtk_widget_add_css_class (row, "success");
    }
  add_reason_rows (charge, answer->reasons);
  if (answer->contact != NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", answer->contact,
                                  answer->contact_rule != NULL ? answer->contact_rule : "?");
      vd_panel_rows_add (charge->group, charge->answer_rows, _("On Contact"), subtitle);
    }
  for (guint i = 0; answer->unchecked != NULL && i < answer->unchecked->len; i++)
    {
      const VdHexOddsReason *open = answer->unchecked->pdata[i];
      g_autofree char *title = NULL, *what = NULL;

      vd_panel_reason_texts (open, VD_PANEL_REASON_JUDGE, &title, &what);
      /* The chargers are the group's own subject: the check's text alone. */
      vd_panel_rows_add (charge->group, charge->answer_rows, title, open->what);
    }
  /* 8.4 B-I: what follows a declaration the rules do not refuse. */
  if (answer->refused == NULL)
    vd_board_charge_steps_show (charge->steps, charge->group, charge->answer_rows,
                                charge->document, (const char * const *) ids, charge->target,
                                charge->reaction);
}

static void
target_selected_cb (AdwComboRow *row, GParamSpec *pspec, VdBoardCharge *charge)
{
  guint index = adw_combo_row_get_selected (row);

  if (index >= charge->targets->len)
    return;
  g_free (charge->target);
  charge->target = g_strdup (charge->targets->pdata[index]);
  update_answer (charge);
}

static void
with_toggled_cb (GtkCheckButton *check, VdBoardCharge *charge)
{
  const char *unit = g_object_get_data (G_OBJECT (check), "vd-unit");

  if (gtk_check_button_get_active (check))
    g_hash_table_add (charge->with, g_strdup (unit));
  else
    g_hash_table_remove (charge->with, unit);
  update_answer (charge);
}

static void
reaction_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardCharge *charge)
{
  charge->reaction = gtk_switch_get_active (toggle);
  update_answer (charge);
}

static int
by_distance (gconstpointer a, gconstpointer b, gpointer hex)
{
  const VdBoardUnit *ua = *(VdBoardUnit * const *) a, *ub = *(VdBoardUnit * const *) b;

  return vd_hex_distance (ua->hex, *(VdHex *) hex) - vd_hex_distance (ub->hex, *(VdHex *) hex);
}

/* The enemy counters within the charge's reach (24.1b), nearest first, as a combo row; the
 * target kept when it is still offered, else the nearest. */
static void
show_targets (VdBoardCharge *charge, VdBoard *board, VdHexRuleset *module,
              const VdBoardUnit *unit)
{
  const char *max = declare_word (module, "max_hexes");
  const char *rule = rule_of (module, "range_rule");
  int reach = max != NULL ? atoi (max) : 0;
  g_autoptr(GPtrArray) enemies = g_ptr_array_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *subtitle = NULL;
  guint chosen = 0;
  GtkWidget *row;

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];
      int distance;

      if (!other->placed || g_strcmp0 (other->side, unit->side) == 0)
        continue;
      distance = vd_hex_distance (other->hex, unit->hex);
      if (distance >= 1 && distance <= reach)
        g_ptr_array_add (enemies, (gpointer) other);
    }
  g_ptr_array_sort_with_data (enemies, by_distance, (gpointer) &unit->hex);
  g_ptr_array_set_size (charge->targets, 0);
  if (enemies->len == 0)
    {
      g_clear_pointer (&charge->target, g_free);
      /* Translators: "No enemy counter 1 to 3 hexes away (24.1b)". */
      subtitle = g_strdup_printf (_("No enemy counter 1 to %d hexes away (%s)"), reach, rule);
      vd_panel_rows_add (charge->group, charge->option_rows, _("No Target in Reach"), subtitle);
      return;
    }
  for (guint i = 0; i < enemies->len; i++)
    {
      const VdBoardUnit *enemy = enemies->pdata[i];
      g_autofree char *label = vd_board_format_hex (board, enemy->hex);
      int distance = vd_hex_distance (enemy->hex, unit->hex);
      g_autofree char *item = NULL;

      /* Translators: a target offered, short (the panel is narrow): "a1 in 0405 (2 hexes)". */
      item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s in %s (%d hex)",
                                           "%s in %s (%d hexes)", distance),
                              enemy->name != NULL ? enemy->name : enemy->id, label, distance);
      gtk_string_list_append (names, item);
      if (g_strcmp0 (enemy->id, charge->target) == 0)
        chosen = i;
      g_ptr_array_add (charge->targets, g_strdup (enemy->id));
    }
  g_free (charge->target);
  charge->target = g_strdup (charge->targets->pdata[chosen]);
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Target"));
  /* No subtitle: the panel is narrow, and the target's name needs the room. */
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), chosen);
  g_signal_connect (row, "notify::selected", G_CALLBACK (target_selected_cb), charge);
  adw_preferences_group_add (charge->group, row);
  g_ptr_array_add (charge->option_rows, row);
}

/* The cavalry and officers of the charger's hex, each ticked to charge with it (24.1e,
 * 24.1k): the rules want them stacked as the phase began, which the answer checks. */
static void
show_companions (VdBoardCharge *charge, VdBoard *board, VdHexRuleset *module,
                 const VdBoardUnit *unit)
{
  const char *cavalry = declare_word (module, "class");
  const char *officer = declare_word (module, "officer_class");
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);

  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *other = stack->pdata[i];
      gboolean is_officer = g_strcmp0 (other->unit_class, officer) == 0;
      g_autofree char *subtitle = NULL;
      GtkWidget *row, *check;

      if (other == unit || g_strcmp0 (other->side, unit->side) != 0 ||
          (!is_officer && g_strcmp0 (other->unit_class, cavalry) != 0))
        continue;
      subtitle = is_officer
                 /* Translators: an officer in the charger's hex: "Officer: joins the charge
                  * (24.1k)". */
                 ? g_strdup_printf (_("Officer: joins the charge (%s)"),
                                    rule_of (module, "officer_rule"))
                 /* Translators: "Cavalry: charges with h1 (24.1e)". */
                 : g_strdup_printf (_("Cavalry: charges with %s (%s)"), unit->id,
                                    rule_of (module, "together_rule"));
      row = vd_panel_rows_add (charge->group, charge->option_rows,
                               other->name != NULL ? other->name : other->id, subtitle);
      check = gtk_check_button_new ();
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   g_hash_table_contains (charge->with, other->id));
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Charges too"), -1);
      g_object_set_data_full (G_OBJECT (check), "vd-unit", g_strdup (other->id), g_free);
      g_signal_connect (check, "toggled", G_CALLBACK (with_toggled_cb), charge);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
    }
}

void
vd_board_charge_show (VdBoardCharge *charge, VdBoardDocument *document, gboolean has_hex,
                      VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;
  g_autofree char *description = NULL, *subtitle = NULL;
  GtkWidget *row, *toggle;

  vd_panel_rows_clear (charge->group, charge->option_rows);
  vd_panel_rows_clear (charge->group, charge->answer_rows);
  gtk_widget_set_visible (GTK_WIDGET (charge->group), FALSE);
  /* The referee's: the answer reads lines of sight and the stack as the phase began. */
  if (board == NULL || side != NULL || !vd_hex_bn_charge_known (module))
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (unit == NULL || !unit->placed ||
      g_strcmp0 (unit->unit_class, declare_word (module, "class")) != 0)
    return;
  if (charge->document != document || g_strcmp0 (charge->unit, unit->id) != 0)
    {
      g_clear_pointer (&charge->target, g_free);
      g_hash_table_remove_all (charge->with);
      charge->reaction = FALSE;
      vd_board_charge_steps_reset (charge->steps);
    }
  g_set_object (&charge->document, document);
  g_free (charge->unit);
  charge->unit = g_strdup (unit->id);
  /* Translators: the group's description: "h1 declares a charge: what the rules ask before it
   * starts". */
  description = g_strdup_printf (_("%s declares a charge: what the rules ask before it starts"),
                                 unit->id);
  adw_preferences_group_set_description (charge->group, description);
  show_targets (charge, board, module, unit);
  show_companions (charge, board, module, unit);
  /* Translators: "Declared in the enemy's movement: the line of sight on declaring only, the
   * stack as it stands (15.2c, 15.2b)". */
  subtitle = g_strdup_printf (_("Declared in the enemy's movement: the line of sight on "
                                "declaring only, the stack as it stands (%s, %s)"),
                              rule_of (module, "reaction_rule"),
                              rule_of (module, "reaction_stack_rule"));
  row = vd_panel_rows_add (charge->group, charge->option_rows, _("Reaction Charge"), subtitle);
  toggle = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (toggle), charge->reaction);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (reaction_cb), charge);
  vd_panel_row_add_suffix (row, toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  vd_board_charge_steps_add_options (charge->steps, charge->group, charge->option_rows, document);
  gtk_widget_set_visible (GTK_WIDGET (charge->group), TRUE);
  update_answer (charge);
}
