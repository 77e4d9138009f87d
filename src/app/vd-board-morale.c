/* The board panel's morale group: BN's morale check of the selected counter's stack, and its
 * rally. */
#include "vd-board-morale.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>
#include <string.h>

#include "vd-board-roster.h"
#include "vd-hex-morale-check.h"
#include "vd-hex-rout-bn.h"

struct _VdBoardMorale
{
  AdwPreferencesGroup *group;
  GPtrArray           *option_rows;  /* GtkWidget*: the referee's modifiers */
  GPtrArray           *answer_rows;  /* GtkWidget*: the reasons, the roll, the result */
  VdBoardDocument     *document;
  char                *unit;         /* the counter whose stack checks */
  VdHexMoraleInput     input;
  int                  roll;         /* the roll read, 0 none yet */
  int                  rally_roll;   /* the rally's roll read (25.5 B, E), 0 none yet */
  gboolean             referee;      /* the referee's view: the rout move's rows (25.1b) */
  VdBoardMoraleSaid    said;
  gpointer             user_data;
};

static void update_answer (VdBoardMorale *morale);

VdBoardMorale *
vd_board_morale_new (VdBoardMoraleSaid said, gpointer user_data)
{
  VdBoardMorale *morale = g_new0 (VdBoardMorale, 1);

  morale->group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  adw_preferences_group_set_title (morale->group, _("Morale Check"));
  gtk_widget_set_visible (GTK_WIDGET (morale->group), FALSE);
  morale->option_rows = g_ptr_array_new ();
  morale->answer_rows = g_ptr_array_new ();
  morale->input.officer_value = -1;
  morale->input.elite = -1;
  morale->said = said;
  morale->user_data = user_data;
  return morale;
}

void
vd_board_morale_free (VdBoardMorale *morale)
{
  if (morale == NULL)
    return;
  g_ptr_array_unref (morale->option_rows);
  g_ptr_array_unref (morale->answer_rows);
  g_clear_object (&morale->document);
  g_free (morale->unit);
  g_object_unref (morale->group);
  g_free (morale);
}

GtkWidget *
vd_board_morale_get_widget (VdBoardMorale *morale)
{
  return GTK_WIDGET (morale->group);
}

/* Whether an enemy counter stands next to UNIT (25.5 A, B). */
static gboolean
enemy_adjacent (const VdBoard *board, const VdBoardUnit *unit)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (other->placed && g_strcmp0 (other->side, unit->side) != 0 &&
          vd_hex_distance (other->hex, unit->hex) == 1)
        return TRUE;
    }
  return FALSE;
}

static void
record (VdBoardMorale *morale, GPtrArray *events, const char *said)
{
  g_autoptr(GError) error = NULL;

  morale->roll = 0;
  morale->rally_roll = 0;
  if (events->len > 0 &&
      !vd_board_document_record_batch (morale->document, g_ptr_array_ref (events), &error))
    {
      morale->said (error->message, TRUE, morale->user_data);
      return;
    }
  morale->said (said, FALSE, morale->user_data);
  update_answer (morale);
}

/* RESULT (the Morale Table's, or the referee's ruling RULING, taken, may be NULL) applied to
 * the stack: its new level by 25.4 on each counter, the stragglers on the checking unit's
 * roster, the retreat said for the referee; one step to undo. */
static void
apply_result (VdBoardMorale *morale, const char *result, const char *rule,
              VdBoardEvent *ruling)
{
  VdBoard *board = vd_board_document_get_board (morale->document);
  VdHexRuleset *module = vd_board_document_get_module (morale->document);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(VdHexMorale) check = vd_hex_morale_check (board, module, morale->unit,
                                                      &morale->input, NULL);
  g_autoptr(GPtrArray) applied = NULL;
  g_autoptr(GError) error = NULL;
  const char *new_level = NULL, *combine_rule = NULL;
  g_autofree char *why = NULL;
  g_autoptr(GString) said = g_string_new (NULL);
  guint retreat = 0;
  VdHexMoraleStragglers stragglers = { 0 };
  const VdBoardEvent *destroyed = NULL;

  if (ruling != NULL)
    g_ptr_array_add (events, ruling);
  if (check != NULL)
    applied = vd_hex_morale_events (board, module, check, result, &new_level, &combine_rule,
                                    &why, &retreat, &stragglers, &error);
  if (applied == NULL)
    {
      morale->said (error != NULL ? error->message : _("The stack's new level is not known "
                                                       "(25.4)"),
                    TRUE, morale->user_data);
      return;
    }
  for (guint i = 0; i < applied->len; i++)
    {
      const VdBoardEvent *event = applied->pdata[i];

      if (event->kind == VD_BOARD_EVENT_MOVE && event->eliminated)
        destroyed = event;
    }
  /* The dice read, the record of the check the new level follows from. */
  if (morale->roll != 0)
    g_ptr_array_add (events, vd_hex_morale_roll_event (board, check, morale->roll, result, rule));
  g_ptr_array_extend_and_steal (events, g_steal_pointer (&applied));
  /* Translators: "Shaken applied: the stack of br is shaken — normal + shaken … (25.4)". */
  g_string_printf (said, _("%s applied: the stack of %s is %s — %s (%s)"), result,
                   check->checker, new_level, why, combine_rule);
  /* 25.2e: on the roster, none without a row, or none for a class other than infantry. */
  if (stragglers.why != NULL)
    g_string_append_printf (said, "; %s (%s)", stragglers.why,
                            stragglers.rule != NULL ? stragglers.rule : "?");
  g_free (stragglers.why);
  if (destroyed != NULL)
    /* Translators: BN 25.2d, "; br is destroyed, off the map before any retreat (25.2d)". */
    g_string_append_printf (said, _("; %s is destroyed, off the map before any retreat (%s)"),
                            destroyed->unit_id, destroyed->note != NULL ? destroyed->note : "?");
  if (retreat > 0)
    /* Translators: "; retreat 2 hexes: yours to move, hex retreat helps (25.2-ex)". */
    g_string_append_printf (said, g_dngettext (GETTEXT_PACKAGE,
                                               "; retreat %u hex: the referee moves it (hex "
                                               "retreat) (%s)",
                                               "; retreat %u hexes: the referee moves them "
                                               "(hex retreat) (%s)", retreat),
                            retreat, rule != NULL ? rule : "?");
  record (morale, events, said->str);
}

static void
roll_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  /* Two dice read 11 to 66, the tens die first (BN 5.3). */
  morale->roll = 10 * g_random_int_range (1, 7) + g_random_int_range (1, 7);
  update_answer (morale);
}

static void
read_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "vd-roll");

  morale->roll = gtk_spin_button_get_value_as_int (spin);
  update_answer (morale);
}

static void
apply_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  apply_result (morale, g_object_get_data (G_OBJECT (button), "vd-result"),
                g_object_get_data (G_OBJECT (button), "vd-rule"), NULL);
}

/* The referee's ruling on a cell the seed lacks, typed: recorded as a ruling, then applied. */
static void
ruled_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  g_autofree char *decision = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  VdBoard *board = vd_board_document_get_board (morale->document);
  VdHexRuleset *module = vd_board_document_get_module (morale->document);
  VdBoardEvent *ruling;

  if (vd_hex_morale_result_level (module, decision) == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("“%s” names no morale level (blood-lust, "
                                                 "normal, shaken, disorganized, routed)"),
                                               decision);

      morale->said (text, TRUE, morale->user_data);
      return;
    }
  ruling = vd_board_event_new (VD_BOARD_EVENT_RULING, board);
  ruling->ruling_rule = g_strdup (g_object_get_data (G_OBJECT (button), "vd-rule"));
  ruling->question = g_strdup (g_object_get_data (G_OBJECT (button), "vd-question"));
  ruling->decision = g_strdup (decision);
  apply_result (morale, decision, ruling->ruling_rule, ruling);
}

/* 25.5 B: two dice read 11 to 66 on the Blood Lust table; E: one die. */
static void
rally_roll_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  morale->rally_roll = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "vd-two-dice"))
                         ? 10 * g_random_int_range (1, 7) + g_random_int_range (1, 7)
                         : g_random_int_range (1, 7);
  update_answer (morale);
}

static void
rally_read_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "vd-roll");

  morale->rally_roll = gtk_spin_button_get_value_as_int (spin);
  update_answer (morale);
}

/* The rally's roll, Vedette's or the players': one die (E) or two read 11-66 (B). */
static void
add_rally_roll (VdBoardMorale *morale, gboolean two_dice)
{
  GtkWidget *row, *button, *spin;

  row = vd_panel_rows_add (morale->group, morale->answer_rows,
                           two_dice ? _("Roll on the Blood Lust Table")
                                    : _("Roll the Rally Die"),
                           two_dice ? _("Two dice read 11 to 66, no modifier (25.2c)")
                                    : _("One die plus the officer's value in the hex (25.5)"));
  button = gtk_button_new_with_label (_("Roll"));
  g_object_set_data (G_OBJECT (button), "vd-two-dice", GINT_TO_POINTER (two_dice));
  g_signal_connect (button, "clicked", G_CALLBACK (rally_roll_clicked_cb), morale);
  vd_panel_row_add_suffix (row, button);
  row = vd_panel_rows_add (morale->group, morale->answer_rows, _("The Rally Roll"),
                           two_dice ? _("Read on the Blood Lust table")
                                    : _("The die read, 1 to 6"));
  spin = two_dice ? gtk_spin_button_new_with_range (11, 66, 1)
                  : gtk_spin_button_new_with_range (1, 6, 1);
  if (morale->rally_roll != 0)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), morale->rally_roll);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The rally roll"), -1);
  button = gtk_button_new_with_label (_("Read"));
  g_object_set_data (G_OBJECT (button), "vd-roll", spin);
  g_signal_connect (button, "clicked", G_CALLBACK (rally_read_clicked_cb), morale);
  vd_panel_row_add_suffix (row, spin);
  vd_panel_row_add_suffix (row, button);
}

static void
rally_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  VdBoard *board = vd_board_document_get_board (morale->document);
  const VdBoardUnit *unit = vd_board_find_unit (board, morale->unit);
  const char *level = g_object_get_data (G_OBJECT (button), "vd-level");
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autofree char *said = NULL;

  if (unit == NULL)
    return;
  vd_hex_morale_level_events (board, unit, level, events);
  /* Translators: "Rallied: step C, the stack of br is normal (25.5)". */
  said = g_strdup_printf (_("Rallied: step %s, the stack of %s is %s (%s)"),
                          (const char *) g_object_get_data (G_OBJECT (button), "vd-step"),
                          morale->unit, level, "25.5");
  record (morale, events, said);
}

/* 25.5: the rally step of a stack that is not Normal, with its button when the step or its
 * roll decides: B rolls on the Blood Lust table (missing: its cell named, 25.2c), E one die
 * plus the value of an officer in the hex, as `hex morale --rally --roll` does. */
static void
show_rally (VdBoardMorale *morale, VdBoard *board, VdHexRuleset *module,
            const VdHexMorale *check)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, morale->unit);
  const char *step = NULL, *level, *cell_rule = NULL;
  g_autofree char *why = NULL, *missing = NULL, *subtitle = NULL, *cell = NULL;
  gboolean adjacent, rolls;
  GtkWidget *row, *button;

  if (g_strcmp0 (check->level, "normal") == 0 || unit == NULL)
    return;
  adjacent = enemy_adjacent (board, unit);
  level = vd_hex_morale_rally (module, check->level, adjacent, -1, -1, &step, &why, &missing);
  rolls = g_strcmp0 (step, "B") == 0 || g_strcmp0 (step, "E") == 0;
  if (rolls && morale->rally_roll != 0)
    {
      g_clear_pointer (&why, g_free);
      g_clear_pointer (&missing, g_free);
      if (g_str_equal (step, "E") && vd_hex_morale_officer_in_hex (board, unit) &&
          morale->input.officer_value < 0)
        missing = g_strdup (_("the value of the officer in the hex, added to the die: give it"));
      else
        level = vd_hex_morale_rally (module, check->level, adjacent, morale->rally_roll,
                                     morale->input.officer_value, &step, &why, &missing);
      /* B: the Blood Lust table's cell for the roll, which the seed does not give (25.2c). */
      if (g_str_equal (step, "B") && check->blood_lust)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *result = vd_hex_morale_read (check, module, morale->rally_roll,
                                                        &cell, &cell_rule, &error);

          if (result == NULL && cell == NULL && error != NULL)
            cell = g_strdup (error->message);
        }
    }
  /* Translators: "shaken: step C, no enemy adjacent: back to Normal". */
  subtitle = g_strdup_printf (_("%s: step %s, %s"), check->level, step != NULL ? step : "?",
                              level != NULL ? why : missing != NULL ? missing : "?");
  row = vd_panel_rows_add (morale->group, morale->answer_rows, _("Rally (25.5)"), subtitle);
  if (rolls)
    add_rally_roll (morale, g_str_equal (step, "B"));
  if (cell != NULL)
    {
      g_autofree char *what = g_strdup_printf ("%s (%s)", cell,
                                               cell_rule != NULL ? cell_rule : "?");

      gtk_widget_add_css_class (vd_panel_rows_add (morale->group, morale->answer_rows,
                                                   _("Unknown, Supply It"), what), "warning");
    }
  if (level == NULL || g_strcmp0 (level, check->level) == 0)
    {
      if (level == NULL)
        gtk_widget_add_css_class (row, "warning");
      return;
    }
  button = gtk_button_new_with_label (_("Rally"));
  gtk_widget_set_tooltip_text (button, _("Put the step's level on each counter of the stack, "
                                         "as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-level", (gpointer) level);
  g_object_set_data_full (G_OBJECT (button), "vd-step", g_strdup (step), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (rally_clicked_cb), morale);
  vd_panel_row_add_suffix (row, button);
}

/* 25.1b: the rout move recorded, to the hex typed (or its only end), or the elimination. */
static void
rout_clicked_cb (GtkButton *button, VdBoardMorale *morale)
{
  VdBoard *board = vd_board_document_get_board (morale->document);
  VdHexRuleset *module = vd_board_document_get_module (morale->document);
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  g_autofree char *text = entry != NULL ? g_strstrip (g_strdup (gtk_editable_get_text (entry)))
                                        : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autofree char *said = NULL;
  VdHex to;

  if (text != NULL && !vd_hex_grid_parse (board->grid, text, &to))
    {
      g_autofree char *why = g_strdup_printf (_("no hex “%s” on this board"), text);

      morale->said (why, TRUE, morale->user_data);
      return;
    }
  rout = vd_hex_rout_bn (board, module, morale->unit, text != NULL ? &to : NULL, &error);
  if (rout != NULL)
    events = vd_hex_rout_bn_events (board, module, rout, &error);
  if (events == NULL)
    {
      morale->said (error->message, TRUE, morale->user_data);
      return;
    }
  said = rout->eliminated
    /* Translators: "Eliminated in its rout, its boxes left as casualties (25.1b)". */
    ? g_strdup_printf (_("Eliminated in its rout, its boxes left as casualties (%s)"), rout->rule)
    /* Translators: "Routed to 0812 (25.1b)". */
    : g_strdup_printf (_("Routed to %s (%s)"), text != NULL ? text : "?", rout->rule);
  record (morale, events, said);
}

/* 25.1b, 25.5 E: a routed stack's rout move, in the referee's view (it names the nearest
 * enemy): must it rout, where it may end, and Rout There or Eliminate, one step to undo. */
static void
show_rout (VdBoardMorale *morale, VdBoard *board, VdHexRuleset *module)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, morale->unit);
  const char *routed = vd_hex_ruleset_lookup_word (module, "retreat.rout_move.state");
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GString) ends = g_string_new (NULL);
  g_autofree char *subtitle = NULL, *first = NULL;
  GtkWidget *row, *button, *entry;

  if (!morale->referee || unit == NULL || routed == NULL || g_strcmp0 (unit->state, routed) != 0)
    return;
  rout = vd_hex_rout_bn (board, module, unit->id, NULL, NULL);
  if (rout == NULL)
    return;
  subtitle = rout->when != NULL ? g_strdup_printf ("%s; %s (%s)", rout->why, rout->when,
                                                   rout->when_rule != NULL ? rout->when_rule
                                                                           : "?")
                                : g_strdup (rout->why);
  row = vd_panel_rows_add (morale->group, morale->answer_rows, _("Rout Move (25.1b)"), subtitle);
  if (!rout->must_rout)
    return;
  if (rout->when != NULL)
    {
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  if (rout->eliminated)
    {
      button = gtk_button_new_with_label (_("Eliminate"));
      gtk_widget_set_tooltip_text (button, _("Mark its boxes left as casualties and eliminate "
                                             "the stack's routed counters, as one step to undo"));
      g_signal_connect (button, "clicked", G_CALLBACK (rout_clicked_cb), morale);
      vd_panel_row_add_suffix (row, button);
      return;
    }
  for (guint i = 0; i < rout->ends->len; i++)
    {
      const VdHexRoutEnd *end = rout->ends->pdata[i];
      g_autofree char *label = vd_board_format_hex (board, end->hex);

      if (end->if_reading)
        continue;
      if (first == NULL)
        first = g_strdup (label);
      g_string_append_printf (ends, "%s%s", ends->len > 0 ? ", " : "", label);
    }
  if (rout->reading != NULL)
    /* Translators: appended to the rout's ends: "; longer ways wait for reading
     * bn-i-rout-path". */
    g_string_append_printf (ends, _("; longer ways wait for reading %s"), rout->reading);
  row = vd_panel_rows_add (morale->group, morale->answer_rows, _("Where the Rout May End"),
                           ends->str);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), first != NULL ? first : "");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The hex the rout ends in"), -1);
  vd_panel_row_add_suffix (row, entry);
  button = gtk_button_new_with_label (_("Rout There"));
  gtk_widget_set_tooltip_text (button, _("Move the stack's routed counters there through their "
                                         "way, as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-entry", entry);
  g_signal_connect (button, "clicked", G_CALLBACK (rout_clicked_cb), morale);
  vd_panel_row_add_suffix (row, button);
}

/* The roll's result on the Morale Table, or the referee's ruling to type, and Apply. */
static void
show_result (VdBoardMorale *morale, VdHexRuleset *module, const VdHexMorale *check)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = NULL, *result = NULL, *subtitle = NULL, *why = NULL;
  const char *rule = NULL, *result_level, *new_level = NULL, *combine_rule = NULL;
  GtkWidget *row, *button;

  result = vd_hex_morale_read (check, module, morale->roll, &missing, &rule, &error);
  if (result == NULL && missing == NULL)
    {
      row = vd_panel_rows_add (morale->group, morale->answer_rows, _("Not a Roll"), error->message);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  if (result == NULL)
    {
      GtkWidget *entry = gtk_entry_new ();

      /* Translators: "Rolled 23: not in the seed — type your ruling (row B, roll 23 …)". */
      subtitle = g_strdup_printf (_("Rolled %d: not in the seed — type your ruling (%s)"),
                                  morale->roll, missing);
      row = vd_panel_rows_add (morale->group, morale->answer_rows, _("The Referee's Result"), subtitle);
      gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Shaken"));
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 10);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("The referee's result"), -1);
      vd_panel_row_add_suffix (row, entry);
      button = gtk_button_new_with_label (_("Apply"));
      gtk_widget_set_tooltip_text (button, _("Record your ruling and put the stack's new level "
                                             "on its counters, as one step to undo"));
      g_object_set_data (G_OBJECT (button), "vd-entry", entry);
      g_object_set_data_full (G_OBJECT (button), "vd-rule",
                              g_strdup (rule != NULL ? rule : "?"), g_free);
      g_object_set_data_full (G_OBJECT (button), "vd-question", g_strdup (missing), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (ruled_clicked_cb), morale);
      vd_panel_row_add_suffix (row, button);
      return;
    }
  /* Translators: "Rolled 56: Shaken (25.2-ex)". */
  subtitle = g_strdup_printf (_("Rolled %d: %s (%s)"), morale->roll, result,
                              rule != NULL ? rule : "?");
  vd_panel_rows_add (morale->group, morale->answer_rows, _("The Morale Table's Result"), subtitle);
  result_level = vd_hex_morale_result_level (module, result);
  if (result_level != NULL)
    new_level = vd_hex_morale_combine (module, check->level, result_level, &combine_rule, &why);
  if (new_level == NULL)
    return;
  g_clear_pointer (&subtitle, g_free);
  /* Translators: "shaken — normal + shaken: the worse … (25.4)". */
  subtitle = g_strdup_printf (_("%s — %s (%s)"), new_level, why, combine_rule);
  row = vd_panel_rows_add (morale->group, morale->answer_rows, _("The Stack's New Level"), subtitle);
  button = gtk_button_new_with_label (_("Apply"));
  gtk_widget_set_tooltip_text (button, _("Put the new level on each counter of the stack and "
                                         "the stragglers on the roster, as one step to undo"));
  g_object_set_data_full (G_OBJECT (button), "vd-result", g_strdup (result), g_free);
  g_object_set_data_full (G_OBJECT (button), "vd-rule", g_strdup (rule), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (apply_clicked_cb), morale);
  vd_panel_row_add_suffix (row, button);
}

/* The check with the modifiers ticked: who checks, the reasons, the row, the rolls, the
 * result; and the rally. */
static void
update_answer (VdBoardMorale *morale)
{
  VdBoard *board = vd_board_document_get_board (morale->document);
  VdHexRuleset *module = vd_board_document_get_module (morale->document);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexMorale) check = NULL;
  g_autofree char *summary = NULL, *row_text = NULL;
  GtkWidget *row, *button, *spin, *read;

  vd_panel_rows_clear (morale->group, morale->answer_rows);
  check = vd_hex_morale_check (board, module, morale->unit, &morale->input, &error);
  if (check == NULL)
    {
      adw_preferences_group_set_description (morale->group, NULL);
      row = vd_panel_rows_add (morale->group, morale->answer_rows, _("No Morale Check Here"), error->message);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  /* Translators: "br checks for the stack (25.2a), grade C; the stack is shaken". */
  summary = g_strdup_printf (_("%s checks for the stack (25.2a), grade %s; the stack is %s"),
                             check->checker, check->grade != NULL ? check->grade : "?",
                             check->level);
  adw_preferences_group_set_description (morale->group, summary);
  show_rally (morale, board, module, check);
  show_rout (morale, board, module);
  for (guint i = 0; i < check->reasons->len; i++)
    {
      const VdHexOddsReason *reason = check->reasons->pdata[i];
      g_autofree char *what = reason->by != NULL
                                ? g_strdup_printf ("%s: %s", reason->by, reason->what)
                                : g_strdup (reason->what);

      vd_panel_rows_add (morale->group, morale->answer_rows, reason->rule != NULL ? reason->rule : "?", what);
    }
  if (check->missing != NULL)
    {
      g_autofree char *what = g_strdup_printf ("%s (%s)", check->missing,
                                               check->missing_rule != NULL
                                                 ? check->missing_rule : "?");

      row = vd_panel_rows_add (morale->group, morale->answer_rows, _("Unknown, Supply It"), what);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  row_text = check->blood_lust ? g_strdup (_("The Blood Lust table (25.2c)"))
             : g_str_equal (check->row, "the bottom row") ? g_strdup (_("The bottom row"))
             /* Translators: a row of the Morale Table, "Row B". */
             : g_strdup_printf (_("Row %s"), check->row);
  /* Translators: "grade C moved by +1". */
  summary = (g_free (summary), g_strdup_printf (_("grade %s moved by %+d (25.2)"),
                                                check->grade, check->shift));
  vd_panel_rows_add (morale->group, morale->answer_rows, row_text, summary);
  row = vd_panel_rows_add (morale->group, morale->answer_rows, _("Roll the Dice"),
                 _("Two dice read 11 to 66 on the Morale Table"));
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  g_signal_connect (button, "clicked", G_CALLBACK (roll_clicked_cb), morale);
  vd_panel_row_add_suffix (row, button);
  row = vd_panel_rows_add (morale->group, morale->answer_rows, _("The Players' Roll"),
                 _("Read on the Morale Table"));
  spin = gtk_spin_button_new_with_range (11, 66, 1);
  if (morale->roll != 0)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), morale->roll);
  read = gtk_button_new_with_mnemonic (_("R_ead"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The players' roll"), -1);
  g_object_set_data (G_OBJECT (read), "vd-roll", spin);
  g_signal_connect (read, "clicked", G_CALLBACK (read_clicked_cb), morale);
  vd_panel_row_add_suffix (row, spin);
  vd_panel_row_add_suffix (row, read);
  if (morale->roll != 0)
    show_result (morale, module, check);
}

static void
switch_changed_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardMorale *morale)
{
  gboolean *flag = g_object_get_data (G_OBJECT (toggle), "vd-flag");

  *flag = gtk_switch_get_active (toggle);
  update_answer (morale);
}

static void
spin_changed_cb (GtkSpinButton *spin, VdBoardMorale *morale)
{
  int *value = g_object_get_data (G_OBJECT (spin), "vd-value");

  *value = gtk_spin_button_get_value_as_int (spin);
  update_answer (morale);
}

static void
add_switch (VdBoardMorale *morale, const char *title, const char *subtitle, gboolean *flag)
{
  GtkWidget *row = vd_panel_rows_add (morale->group, morale->option_rows, title, subtitle);
  GtkWidget *toggle = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (toggle), *flag);
  g_object_set_data (G_OBJECT (toggle), "vd-flag", flag);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (switch_changed_cb), morale);
  vd_panel_row_add_suffix (row, toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
}

static void
add_spin (VdBoardMorale *morale, const char *title, const char *subtitle, int low, int high,
          int *value)
{
  GtkWidget *row = vd_panel_rows_add (morale->group, morale->option_rows, title, subtitle);
  GtkWidget *spin = gtk_spin_button_new_with_range (low, high, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), *value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  g_object_set_data (G_OBJECT (spin), "vd-value", value);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), morale);
  vd_panel_row_add_suffix (row, spin);
}

/* Whether the check asks for RULE's figure (26.3a, 25.6) with INPUT. */
static gboolean
asks_for (VdBoard *board, VdHexRuleset *module, const char *unit, const VdHexMoraleInput *input,
          const char *rule)
{
  g_autoptr(VdHexMorale) check = vd_hex_morale_check (board, module, unit, input, NULL);

  return check != NULL && g_strcmp0 (check->missing_rule, rule) == 0;
}

/* Whether UNIT's stack is routed with an officer in its hex: his value joins the die (25.5 E). */
static gboolean
rally_asks_officer (VdBoard *board, VdHexRuleset *module, const VdBoardUnit *unit,
                    const VdHexMoraleInput *input)
{
  g_autoptr(VdHexMorale) check = vd_hex_morale_check (board, module, unit->id, input, NULL);

  return check != NULL && g_strcmp0 (check->level, "routed") == 0 &&
         vd_hex_morale_officer_in_hex (board, unit);
}

void
vd_board_morale_show (VdBoardMorale *morale, VdBoardDocument *document, gboolean has_hex,
                      VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;
  VdHexMoraleInput officer;

  vd_panel_rows_clear (morale->group, morale->option_rows);
  vd_panel_rows_clear (morale->group, morale->answer_rows);
  gtk_widget_set_visible (GTK_WIDGET (morale->group), FALSE);
  if (board == NULL || vd_hex_ruleset_lookup (module, "morale.check") == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  /* A side checks its own stacks only. */
  if (unit == NULL || !unit->placed || (side != NULL && g_strcmp0 (unit->side, side) != 0))
    return;
  if (morale->document != document || g_strcmp0 (morale->unit, unit->id) != 0)
    {
      memset (&morale->input, 0, sizeof morale->input);
      morale->input.officer_value = -1;
      morale->input.elite = -1;
      morale->roll = 0;
      morale->rally_roll = 0;
    }
  g_set_object (&morale->document, document);
  g_free (morale->unit);
  morale->unit = g_strdup (unit->id);
  morale->referee = side == NULL;
  add_switch (morale, _("From the Flank or Rear"),
              _("Fired on by a non-skirmisher from its flank or rear: 3 rows down (13.0b)"),
              &morale->input.flank);
  add_spin (morale, _("Rows Up"), _("The fire result's “1 up” or “2 up” (20.4a)"), 0, 2,
            &morale->input.up);
  add_switch (morale, _("In a Melee"), _("A check during a melee (23.1l)"),
              &morale->input.melee);
  add_switch (morale, _("By Night"), _("A check by night (28.0d)"), &morale->input.night);
  add_switch (morale, _("In a Cavalry Charge"),
              _("The result's stragglers are casualties (25.2e)"), &morale->input.charge);
  /* The officer's value and the elite rows, when the check or the rally asks for them. */
  if (morale->input.officer_value >= 0 ||
      asks_for (board, module, unit->id, &morale->input, "26.3a") ||
      rally_asks_officer (board, module, unit, &morale->input))
    {
      add_spin (morale, _("The Officer's Value"),
                _("The officer that counts, less 1, in rows; −1 while not given (26.3a)"), -1, 9,
                &morale->input.officer_value);
    }
  officer = morale->input;
  if (officer.officer_value < 0)
    officer.officer_value = 0;
  if (morale->input.elite >= 0 || asks_for (board, module, unit->id, &officer, "25.6"))
    {
      add_spin (morale, _("Elite Rows"),
                _("The rows the side's wrecked elite divisions take; −1 while not given "
                  "(25.6)"), -1, 9,
                &morale->input.elite);
    }
  gtk_widget_set_visible (GTK_WIDGET (morale->group), TRUE);
  update_answer (morale);
}
