/* The board panel's fire-loss checks group: LBA's morale checks that the increments a counter
 * lost to one fire attack call, by its nation's chart. */
#include "vd-board-fire-checks.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-hex-fire-checks.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-odds.h"

#define CHECKS "morale.fire_loss_checks."

struct _VdBoardFireChecks
{
  AdwPreferencesGroup *group;
  GPtrArray           *option_rows;  /* GtkWidget*: the row, the losses */
  GPtrArray           *answer_rows;  /* GtkWidget*: the checks and their reasons */
  VdBoardDocument     *document;
  char                *unit;
  GPtrArray           *rows;         /* char*: the chart's rows the counter may read */
  guint                row;          /* the one chosen, index in ROWS */
  int                  lost;         /* increments lost to this fire, 1 or more */
  gboolean             before_known; /* whether the referee gives what it lost before */
  int                  before;
};

VdBoardFireChecks *
vd_board_fire_checks_new (void)
{
  VdBoardFireChecks *checks = g_new0 (VdBoardFireChecks, 1);

  checks->group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  adw_preferences_group_set_title (checks->group, _("Morale Checks from Fire Losses"));
  gtk_widget_set_visible (GTK_WIDGET (checks->group), FALSE);
  checks->option_rows = g_ptr_array_new ();
  checks->answer_rows = g_ptr_array_new ();
  checks->rows = g_ptr_array_new_with_free_func (g_free);
  checks->lost = 1;
  return checks;
}

void
vd_board_fire_checks_free (VdBoardFireChecks *checks)
{
  if (checks == NULL)
    return;
  g_ptr_array_unref (checks->option_rows);
  g_ptr_array_unref (checks->answer_rows);
  g_ptr_array_unref (checks->rows);
  g_clear_object (&checks->document);
  g_free (checks->unit);
  g_object_unref (checks->group);
  g_free (checks);
}

GtkWidget *
vd_board_fire_checks_get_widget (VdBoardFireChecks *checks)
{
  return GTK_WIDGET (checks->group);
}

/* "2, 4": the numbers of the increments lost that call the checks. */
static char *
numbers_text (GArray *at)
{
  GString *numbers = g_string_new (NULL);

  for (guint i = 0; at != NULL && i < at->len; i++)
    g_string_append_printf (numbers, "%s%d", i > 0 ? ", " : "", g_array_index (at, int, i));
  return g_string_free (numbers, FALSE);
}

/* The checks the losses given call: the count first, then the row, the reading and the rules
 * that decide it. */
static void
update_answer (VdBoardFireChecks *checks)
{
  const char *kind = checks->row < checks->rows->len ? checks->rows->pdata[checks->row] : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFireChecks) answer = NULL;
  g_autofree char *title = NULL, *subtitle = NULL;
  GtkWidget *row;

  vd_panel_rows_clear (checks->group, checks->answer_rows);
  const VdBoardUnit *unit = vd_board_find_unit (vd_board_document_get_board (checks->document),
                                                checks->unit);

  /* The row its mark names is the counter's, not the referee's. */
  if (unit != NULL && g_strcmp0 (kind, vd_hex_fire_checks_marked_row (
                                   vd_board_document_get_module (checks->document), unit)) == 0)
    kind = NULL;
  answer = vd_hex_fire_checks (vd_board_document_get_board (checks->document),
                               vd_board_document_get_module (checks->document), checks->unit,
                               kind, checks->lost, checks->before_known ? checks->before : -1,
                               &error);
  if (answer == NULL)
    {
      row = vd_panel_rows_add (checks->group, checks->answer_rows,
                               _("No Fire-Loss Checks Here"), error->message);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  if (answer->missing != NULL)
    {
      title = g_strdup (_("Unknown, Supply It"));
      subtitle = g_strdup_printf ("%s (%s)", answer->missing,
                                  answer->missing_rule != NULL ? answer->missing_rule : "?");
    }
  else if (!answer->known)
    {
      title = g_strdup (_("Not Read on the Chart"));
      subtitle = g_strdup_printf (_("Its own rule says when it checks (%s)"),
                                  answer->rule != NULL ? answer->rule : "?");
    }
  else
    {
      g_autofree char *numbers = numbers_text (answer->at);

      title = answer->checks == 0
              ? g_strdup (_("No Morale Check"))
              /* Translators: the group's verdict: "1 Morale Check", "2 Morale Checks". */
              : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Morale Check",
                                              "%d Morale Checks", answer->checks),
                                 answer->checks);
      subtitle = numbers[0] != '\0'
                 /* Translators: "Called by the increments lost numbered 2, 4 (LBA-MC-1)". */
                 ? g_strdup_printf (_("Called by the increments lost numbered %s (%s)"), numbers,
                                    answer->rule)
                 /* Translators: the rule that decides the checks: "Rule LBA-MC-2". */
                 : g_strdup_printf (_("Rule %s"), answer->rule != NULL ? answer->rule : "?");
    }
  row = vd_panel_rows_add (checks->group, checks->answer_rows, title, subtitle);
  if (answer->missing != NULL)
    gtk_widget_add_css_class (row, "warning");
  for (guint i = 0; i < answer->reasons->len; i++)
    {
      const VdHexOddsReason *reason = answer->reasons->pdata[i];
      g_autofree char *what = reason->by != NULL
                                ? g_strdup_printf ("%s: %s", reason->by, reason->what)
                                : g_strdup (reason->what);

      vd_panel_rows_add (checks->group, checks->answer_rows,
                         reason->rule != NULL ? reason->rule : "?", what);
    }
}

static void
row_selected_cb (AdwComboRow *row, GParamSpec *pspec, VdBoardFireChecks *checks)
{
  checks->row = adw_combo_row_get_selected (row);
  update_answer (checks);
}

static void
lost_changed_cb (GtkSpinButton *spin, VdBoardFireChecks *checks)
{
  checks->lost = gtk_spin_button_get_value_as_int (spin);
  update_answer (checks);
}

static void
before_changed_cb (GtkSpinButton *spin, VdBoardFireChecks *checks)
{
  checks->before = gtk_spin_button_get_value_as_int (spin);
  if (checks->before_known)
    update_answer (checks);
}

static void
before_enabled_cb (AdwExpanderRow *expander, GParamSpec *pspec, VdBoardFireChecks *checks)
{
  checks->before_known = adw_expander_row_get_enable_expansion (expander);
  update_answer (checks);
}

/* A spin button of 0 or 1 to 30 increments at the end of ROW, named LABEL for screen readers. */
static GtkWidget *
add_count (GtkWidget *row, int from, int value, const char *label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (from, 30, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  vd_panel_row_add_suffix (row, spin);
  return spin;
}

static void
show_options (VdBoardFireChecks *checks, VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autofree char *rule_path = g_strdup_printf (CHECKS "nations.%s.rule",
                                                unit->nation != NULL ? unit->nation : unit->side);
  const char *rule = vd_hex_ruleset_lookup_word (module, rule_path);
  const char *reading = vd_hex_ruleset_lookup_word (module, CHECKS "reading");
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *spin, *expander;

  /* Ligne, Légère or Guard is not on the counters: the referee picks the row. */
  if (checks->rows->len > 1)
    {
      g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

      for (guint i = 0; i < checks->rows->len; i++)
        gtk_string_list_append (list, checks->rows->pdata[i]);
      row = adw_combo_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Row of the Chart"));
      /* Translators: "The counter's nation and class leave these (LBA-MC-1)". */
      subtitle = g_strdup_printf (_("The counter's nation and class leave these (%s)"),
                                  rule != NULL ? rule : "?");
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), checks->row);
      g_signal_connect (row, "notify::selected", G_CALLBACK (row_selected_cb), checks);
      adw_preferences_group_add (checks->group, row);
      g_ptr_array_add (checks->option_rows, row);
    }
  row = vd_panel_rows_add (checks->group, checks->option_rows, _("Increments Lost"),
                           _("To this fire attack"));
  spin = add_count (row, 1, checks->lost, _("Increments Lost"));
  g_signal_connect (spin, "value-changed", G_CALLBACK (lost_changed_cb), checks);
  /* Not counted from the journal, which does not say which losses came from fire. */
  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Lost Before This Fire"));
  g_free (subtitle);
  /* Translators: "Needed where losses count over the unit's life (lba-i-loss-count)". */
  subtitle = g_strdup_printf (_("Needed where losses count over the unit's life (%s)"),
                              reading != NULL ? reading : "?");
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (expander), TRUE);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (expander), checks->before_known);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), checks->before_known);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Increments Lost Before"));
  spin = add_count (row, 0, checks->before, _("Increments Lost Before"));
  g_signal_connect (spin, "value-changed", G_CALLBACK (before_changed_cb), checks);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  g_signal_connect (expander, "notify::enable-expansion", G_CALLBACK (before_enabled_cb),
                    checks);
  adw_preferences_group_add (checks->group, expander);
  g_ptr_array_add (checks->option_rows, expander);
}

void
vd_board_fire_checks_show (VdBoardFireChecks *checks, VdBoardDocument *document,
                           gboolean has_hex, VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *nation_path = NULL, *description = NULL;

  vd_panel_rows_clear (checks->group, checks->option_rows);
  vd_panel_rows_clear (checks->group, checks->answer_rows);
  gtk_widget_set_visible (GTK_WIDGET (checks->group), FALSE);
  if (board == NULL || vd_hex_ruleset_lookup (module, CHECKS "chart") == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  /* A side reads the checks of its own counters only. */
  if (unit == NULL || !unit->placed || (side != NULL && g_strcmp0 (unit->side, side) != 0))
    return;
  rows = vd_hex_fire_checks_rows (module, unit);
  nation_path = g_strdup_printf (CHECKS "nations.%s",
                                 unit->nation != NULL ? unit->nation : unit->side);
  /* A class the chart does not read (a leader) has no group; a counter without the nation the
   * chart needs, or a Cossack, has one that says so. */
  if (rows->len == 0 && !vd_hex_lba_is_cossack (module, unit) &&
      vd_hex_ruleset_lookup (module, nation_path) != NULL)
    return;
  if (checks->document != document || g_strcmp0 (checks->unit, unit->id) != 0)
    {
      guint marked = 0;

      /* A counter whose mark names its row starts on it. */
      if (vd_hex_fire_checks_marked_row (module, unit) != NULL)
        g_ptr_array_find_with_equal_func (rows, vd_hex_fire_checks_marked_row (module, unit),
                                          g_str_equal, &marked);
      checks->row = marked;
      checks->lost = 1;
      checks->before_known = FALSE;
      checks->before = 0;
    }
  g_set_object (&checks->document, document);
  g_free (checks->unit);
  checks->unit = g_strdup (unit->id);
  g_ptr_array_set_size (checks->rows, 0);
  for (guint i = 0; i < rows->len; i++)
    g_ptr_array_add (checks->rows, g_strdup (rows->pdata[i]));
  /* Translators: the group's description: "The checks f1 makes for the increments a fire
   * attack cost it". */
  description = g_strdup_printf (_("The checks %s makes for the increments a fire attack cost "
                                   "it"), unit->id);
  adw_preferences_group_set_description (checks->group, description);
  /* The losses given change nothing for a counter the chart does not read. */
  if (rows->len > 0)
    show_options (checks, module, unit);
  gtk_widget_set_visible (GTK_WIDGET (checks->group), TRUE);
  update_answer (checks);
}
