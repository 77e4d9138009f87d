/* The board panel's loss roster rows: a brigade's row and its marks, a division's checks. */
#include "vd-board-roster-rows.h"

#include <glib/gi18n.h>

#include "vd-hex-fire-losses.h"
#include "vd-hex-odds.h"
#include "vd-hex-recovery.h"

/* What a button of a brigade's row does. */
typedef struct {
  VdBoardDocument  *document;
  char             *unit;
  int               casualties;  /* marks added (or, negative, erased) */
  int               stragglers;
  VdBoardRosterSaid said;
  gpointer          user_data;
} Marking;

static void
marking_free (Marking *marking)
{
  g_object_unref (marking->document);
  g_free (marking->unit);
  g_free (marking);
}

/* The marks of the button, on the counter's row as the game stands (the referee's board:
 * a side's view only shows its own rows), with its elimination when the row fills (25.2-ex),
 * as one step of undo. */
static void
mark_clicked_cb (GtkButton *button, Marking *marking)
{
  VdBoard *board = vd_board_document_get_board (marking->document);
  VdHexRuleset *module = vd_board_document_get_module (marking->document);
  const VdBoardUnit *unit = vd_board_find_unit (board, marking->unit);
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(VdBoardRoster) row = NULL;
  g_autoptr(GError) error = NULL;
  VdBoardEvent *event;

  if (unit == NULL || unit->roster == NULL)
    return;
  row = vd_board_roster_copy (unit->roster);
  if (marking->stragglers < 0)
    row->stragglers -= MIN (row->stragglers, (guint) -marking->stragglers);
  else
    vd_board_roster_record (row, (guint) marking->casualties, (guint) marking->stragglers);
  if (vd_board_roster_equal (row, unit->roster))
    return;
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);
  event->unit_id = g_strdup (unit->id);
  event->casualties = (int) row->casualties;
  event->stragglers = (int) row->stragglers;
  g_ptr_array_add (events, event);
  if (vd_board_roster_full (row) && unit->placed)
    {
      event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
      event->unit_id = g_strdup (unit->id);
      event->eliminated = TRUE;
      /* Translators: why a counter leaves the map, a rule id follows. */
      event->note = g_strdup_printf (_("every box of its roster marked (%s)"),
                                     vd_hex_roster_rule (module, "destroyed_rule"));
      g_ptr_array_add (events, event);
    }
  if (!vd_board_document_record_batch (marking->document, g_steal_pointer (&events), &error))
    marking->said (error->message, TRUE, marking->user_data);
}

static GtkWidget *
add_button (GtkWidget *box, const char *label, const char *tooltip, VdBoardDocument *document,
            const VdBoardUnit *unit, int casualties, int stragglers, VdBoardRosterSaid said,
            gpointer user_data)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  Marking *marking = g_new0 (Marking, 1);

  marking->document = g_object_ref (document);
  marking->unit = g_strdup (unit->id);
  marking->casualties = casualties;
  marking->stragglers = stragglers;
  marking->said = said;
  marking->user_data = user_data;
  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect_data (button, "clicked", G_CALLBACK (mark_clicked_cb), marking,
                         (GClosureNotify) (void (*) (void)) marking_free, 0);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static GtkWidget *
add_label (GtkWidget *box, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

/* A row of the group holding a title, the roster as a monospace line, and what follows:
 * the box that holds them, for the rest. */
static GtkWidget *
new_row (AdwPreferencesGroup *group, GPtrArray *rows, const char *title, const char *marks)
{
  GtkWidget *row = g_object_new (ADW_TYPE_PREFERENCES_ROW, "title", title, "activatable", FALSE,
                                 NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  add_label (box, title, NULL);
  label = add_label (box, marks, "monospace");
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, group);
  g_ptr_array_add (rows, row);
  return box;
}

/* The classes that take stragglers, by their names ("Infantry"). */
static char *
straggler_classes (VdHexRuleset *module)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "special.roster.stragglers.classes");
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const char *id = vd_hex_ruleset_word (list->children[i]);
      const VdHexName *class = id != NULL ? vd_hex_ruleset_find_class (module, id) : NULL;

      if (id != NULL)
        g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                                class != NULL ? vd_text_get (&class->name) : id);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* What the Recover Stragglers button records: the number in SPIN for UNIT. */
typedef struct {
  VdBoardDocument  *document;
  char             *unit;
  GtkSpinButton    *spin;
  VdBoardRosterSaid said;
  gpointer          user_data;
} Recovering;

static void
recovering_free (Recovering *recovering)
{
  g_object_unref (recovering->document);
  g_free (recovering->unit);
  g_free (recovering);
}

/* The referee's reading of the missing table recorded as `hex recover --result N` does: judged
 * again on the game as it stands, refused with the condition that fails (21.2), one step. */
static void
recover_clicked_cb (GtkButton *button, Recovering *r)
{
  VdBattle *battle = vd_board_document_get_battle (r->document);
  guint recovered = (guint) gtk_spin_button_get_value_as_int (r->spin);
  g_autoptr(VdHexRecovery) recovery = NULL;
  g_autoptr(GError) error = NULL;
  VdBoardEvent *event;

  recovery = vd_hex_recovery (vd_battle_get_setup (battle),
                              vd_board_document_get_module (r->document),
                              vd_battle_get_n_applied (battle), r->unit, &error);
  if (recovery != NULL && recovery->verdict == VD_HEX_RECOVERY_MAY_NOT)
    {
      /* Translators: "fr-1 may not recover stragglers: it moved this turn (21.2)". */
      g_autofree char *why = g_strdup_printf (_("%s may not recover stragglers: %s (%s)"),
                                              r->unit, recovery->why,
                                              recovery->rule != NULL ? recovery->rule : "?");

      r->said (why, TRUE, r->user_data);
      return;
    }
  if (recovery == NULL ||
      (event = vd_hex_recovery_event (vd_board_document_get_board (r->document), r->unit,
                                      recovered, &error)) == NULL ||
      !vd_board_document_record (r->document, event, &error))
    {
      r->said (error->message, TRUE, r->user_data);
      return;
    }
  {
    /* Translators: "fr-1: 2 stragglers recovered (21.2)". */
    g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%s: %u straggler recovered (%s)",
                                                          "%s: %u stragglers recovered (%s)",
                                                          recovered),
                                             r->unit, recovered,
                                             recovery->rule != NULL ? recovery->rule : "21.2");

    r->said (text, FALSE, r->user_data);
  }
}

/* BN 21.2 on a row holding stragglers (the referee's view only: the conditions weigh the
 * enemy's distance): whether the brigade may try and each condition with its rule, as `hex
 * recover` says them, and the number the referee reads on the missing table, to record. */
static void
add_recovery (GtkWidget *box, VdBoardDocument *document, const VdBoardUnit *unit,
              VdBoardRosterSaid said, gpointer user_data)
{
  VdBattle *battle = vd_board_document_get_battle (document);
  g_autoptr(VdHexRecovery) recovery = NULL;
  g_autofree char *verdict = NULL, *conditions = NULL;
  GtkWidget *line, *spin, *button;
  Recovering *r;

  recovery = vd_hex_recovery (vd_battle_get_setup (battle),
                              vd_board_document_get_module (document),
                              vd_battle_get_n_applied (battle), unit->id, NULL);
  if (recovery == NULL)
    return;
  if (recovery->verdict == VD_HEX_RECOVERY_MAY)
    /* Translators: the roster row's straggler recovery; the table's name and its rule. */
    verdict = g_strdup_printf (_("May recover stragglers: one die on the Straggler Recovery "
                                 "Table, which the seed does not give, read by its grade "
                                 "(%s)"), recovery->rule != NULL ? recovery->rule : "21.2");
  else if (recovery->verdict == VD_HEX_RECOVERY_MAY_NOT)
    /* Translators: "May not recover stragglers: it moved this turn (21.2)". */
    verdict = g_strdup_printf (_("May not recover stragglers: %s (%s)"), recovery->why,
                               recovery->rule != NULL ? recovery->rule : "?");
  else
    /* Translators: a condition the board cannot judge, the referee's to give. */
    verdict = g_strdup_printf (_("May recover stragglers if the referee judges it so: %s (%s)"),
                               recovery->why, recovery->rule != NULL ? recovery->rule : "?");
  add_label (box, verdict, recovery->verdict == VD_HEX_RECOVERY_MAY_NOT ? "warning" : NULL);
  /* Each condition with its rule, one a line; the row is the brigade's, no need to name it. */
  {
    g_autoptr(GString) lines = g_string_new (NULL);

    for (guint i = 0; i < recovery->reasons->len; i++)
      {
        const VdHexOddsReason *reason = recovery->reasons->pdata[i];

        if (i > 0)
          g_string_append_c (lines, '\n');
        /* Translators: a reason and its rule: "its level: normal (21.2)". */
        g_string_append_printf (lines, _("%s (%s)"), reason->what,
                                reason->rule != NULL ? reason->rule : "?");
      }
    conditions = g_string_free (g_steal_pointer (&lines), FALSE);
  }
  add_label (box, conditions, "dim-label");
  if (recovery->verdict == VD_HEX_RECOVERY_MAY_NOT)
    return;
  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  spin = gtk_spin_button_new_with_range (1, recovery->stragglers, 1);
  gtk_widget_set_tooltip_text (spin, _("Stragglers that return, as the referee reads the "
                                       "Straggler Recovery Table"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Stragglers recovered"), -1);
  button = gtk_button_new_with_label (_("Recover Stragglers"));
  gtk_widget_set_tooltip_text (button, _("Erase them from the row, one step to undo"));
  r = g_new0 (Recovering, 1);
  r->document = g_object_ref (document);
  r->unit = g_strdup (unit->id);
  r->spin = GTK_SPIN_BUTTON (spin);
  r->said = said;
  r->user_data = user_data;
  g_signal_connect_data (button, "clicked", G_CALLBACK (recover_clicked_cb), r,
                         (GClosureNotify) (void (*) (void)) recovering_free, 0);
  gtk_box_append (GTK_BOX (line), spin);
  gtk_box_append (GTK_BOX (line), button);
  gtk_box_append (GTK_BOX (box), line);
}

static void
add_brigade_row (AdwPreferencesGroup *group, GPtrArray *rows, VdBoardDocument *document,
                 const VdBoardUnit *unit, const char *side, VdBoardRosterSaid said,
                 gpointer user_data)
{
  VdHexRuleset *module = vd_board_document_get_module (document);
  const VdBoardRoster *roster = unit->roster;
  g_autofree char *marks = vd_board_roster_format (roster);
  g_autofree char *status = NULL;
  GtkWidget *box, *buttons;
  gboolean own = side == NULL || g_strcmp0 (side, unit->side) == 0;
  gboolean takes = vd_hex_ruleset_list_has (module, "special.roster.stragglers.classes",
                                            unit->unit_class);

  box = new_row (group, rows, _("Loss Roster"), marks);
  if (vd_board_roster_full (roster))
    /* Translators: a rule id follows. */
    status = g_strdup_printf (_("Destroyed: every box is marked (%s)"),
                              vd_hex_roster_rule (module, "destroyed_rule"));
  else
    /* Translators: "Strength B, 1 X and 1 / (6.6)": the casualties (X) and stragglers (/)
     * marked, and the rule. */
    status = g_strdup_printf (_("Strength %s, %u X and %u / (%s)"),
                              vd_board_roster_strength (roster), roster->casualties,
                              roster->stragglers, vd_hex_roster_rule (module, "rule"));
  add_label (box, status, "dim-label");
  if (vd_board_roster_wrecked (roster) && !vd_board_roster_full (roster))
    {
      /* Translators: a brigade whose marks reached the V of its row; a rule id follows. */
      g_autofree char *wrecked = g_strdup_printf (_("Wrecked (%s)"),
                                                  vd_hex_roster_rule (module, "wreck_rule"));

      add_label (box, wrecked, "warning");
    }
  if (!own || !unit->placed)
    return;
  if (!takes)
    {
      /* Said on the row, not on a greyed button's tooltip, which not every pointer reaches. */
      g_autofree char *classes = straggler_classes (module);
      /* Translators: "No stragglers for this class: only Infantry takes them (21.0a)". */
      g_autofree char *why = g_strdup_printf (_("No stragglers for this class: only %s takes "
                                                "them (%s)"), classes,
                                              vd_hex_roster_rule (module, "stragglers.rule"));

      add_label (box, why, "dim-label");
    }
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), buttons);
  {
    /* Translators: a button's tooltip; a rule id follows. */
    g_autofree char *tip = g_strdup_printf (_("Mark one casualty (X) on the row; the stragglers "
                                              "move right (%s)"),
                                            vd_hex_roster_rule (module, "marks_rule"));

    add_button (buttons, _("Casualty"), tip, document, unit, 1, 0, said, user_data);
  }
  if (takes)
    {
      /* Translators: a button's tooltip; a rule id follows. */
      g_autofree char *tip = g_strdup_printf (_("Mark one straggler (/) after the casualties "
                                                "(%s)"), vd_hex_roster_rule (module, "marks_rule"));

      add_button (buttons, _("Straggler"), tip, document, unit, 0, 1, said, user_data);
    }
  /* Stragglers come back by the referee's recovery (21.2), not by a side's own hand. */
  if (side == NULL && roster->stragglers > 0)
    add_recovery (box, document, unit, said, user_data);
}

/* A division commander's row: a check for each wrecked brigade, as the sheet's (20.6b). */
static void
add_division_row (AdwPreferencesGroup *group, GPtrArray *rows, VdBoardDocument *document,
                  const VdBoard *board, const VdBoardUnit *unit)
{
  VdHexRuleset *module = vd_board_document_get_module (document);
  const VdBoardRoster *roster = unit->division_roster;
  gboolean wrecked;
  guint checked = vd_board_division_checked (board, unit->id, &wrecked);
  g_autoptr(GString) marks = g_string_new (NULL);
  g_autoptr(GString) brigades = g_string_new (NULL);
  g_autofree char *status = NULL;
  GtkWidget *box;

  for (guint i = 0; i < roster->n_boxes; i++)
    {
      g_string_append_printf (marks, "%s%s", i > 0 ? " " : "", i < checked ? "✓" : "_");
      if (roster->wreck == i + 1)
        g_string_append (marks, " V");
    }
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *brigade = board->units->pdata[i];

      if (brigade->roster != NULL && g_strcmp0 (brigade->army, unit->id) == 0 &&
          vd_board_roster_wrecked (brigade->roster))
        g_string_append_printf (brigades, "%s%s", brigades->len > 0 ? ", " : "",
                                brigade->name != NULL ? brigade->name : brigade->id);
    }
  box = new_row (group, rows, _("Division Roster"), marks->str);
  if (checked == 0)
    status = g_strdup (_("No wrecked brigade"));
  else
    /* Translators: "1 box checked: fr-1", the wrecked brigades that check them. */
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u box checked: %s",
                                           "%u boxes checked: %s", checked),
                              checked, brigades->str);
  add_label (box, status, "dim-label");
  if (wrecked)
    {
      /* Translators: a rule id follows. */
      g_autofree char *text = g_strdup_printf (_("The division is wrecked (%s)"),
                                               vd_hex_roster_rule (module, "division_rule"));

      add_label (box, text, "warning");
    }
}

void
vd_board_roster_rows_add (AdwPreferencesGroup *group, GPtrArray *rows,
                          VdBoardDocument *document, const VdBoard *board,
                          const VdBoardUnit *unit, const char *side, VdBoardRosterSaid said,
                          gpointer user_data)
{
  if (unit->roster != NULL)
    add_brigade_row (group, rows, document, unit, side, said, user_data);
  if (unit->division_roster != NULL)
    add_division_row (group, rows, document, board, unit);
}
