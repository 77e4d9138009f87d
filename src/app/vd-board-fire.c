/* The board panel's fire group: BN's fire at the selected hex, its column and its roll. */
#include "vd-board-fire.h"
#include "vd-panel-rows.h"
#include "vd-board-fire-more.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "vd-hex-fire.h"
#include "vd-hex-fire-losses.h"

struct _VdBoardFire
{
  AdwPreferencesGroup *group;
  GPtrArray           *firer_rows;   /* GtkWidget*: the firers and the flank row */
  GPtrArray           *answer_rows;  /* GtkWidget*: the reasons and the rolls */
  GHashTable          *points;       /* unit id -> double*: the firers ticked, their points */
  GHashTable          *spins;        /* unit id -> GtkSpinButton*, while shown */
  gboolean             flank;
  gboolean             charge;       /* the fire of a cavalry charge (21.0b) */
  VdBoardFireMore     *more;         /* opportunity, shared fire, artillery points */
  VdBoardDocument     *document;
  gboolean             has_hex;
  VdHex                hex;
  char                *target;
  VdBoardFireSaid      said;
  gpointer             user_data;
};

static void update_answer (VdBoardFire *fire);

VdBoardFire *
vd_board_fire_new (VdBoardFireSaid said, gpointer user_data)
{
  VdBoardFire *fire = g_new0 (VdBoardFire, 1);

  fire->group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  adw_preferences_group_set_title (fire->group, _("Fire at This Hex"));
  gtk_widget_set_visible (GTK_WIDGET (fire->group), FALSE);
  fire->firer_rows = g_ptr_array_new ();
  fire->answer_rows = g_ptr_array_new ();
  fire->points = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  fire->spins = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  fire->said = said;
  fire->user_data = user_data;
  fire->more = vd_board_fire_more_new (G_CALLBACK (update_answer), fire);
  return fire;
}

void
vd_board_fire_free (VdBoardFire *fire)
{
  if (fire == NULL)
    return;
  g_ptr_array_unref (fire->firer_rows);
  g_ptr_array_unref (fire->answer_rows);
  g_hash_table_unref (fire->points);
  g_hash_table_unref (fire->spins);
  vd_board_fire_more_free (fire->more);
  g_clear_object (&fire->document);
  g_free (fire->target);
  g_object_unref (fire->group);
  g_free (fire);
}

GtkWidget *
vd_board_fire_get_widget (VdBoardFire *fire)
{
  return GTK_WIDGET (fire->group);
}

/* The firers ticked, NULL-ended, in the board's order (the journal's and the reasons' order
 * does not hang on a hash), and their points (the caller frees both). */
static char **
ticked (VdBoardFire *fire, double **points)
{
  VdBoard *board = vd_board_document_get_board (fire->document);
  GPtrArray *ids = g_ptr_array_new ();
  guint n = 0;

  *points = g_new0 (double, g_hash_table_size (fire->points) + 1);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      const double *value = g_hash_table_lookup (fire->points, unit->id);

      if (value == NULL || n >= g_hash_table_size (fire->points))
        continue;
      g_ptr_array_add (ids, g_strdup (unit->id));
      (*points)[n++] = *value;
    }
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

static void
record_roll (VdBoardFire *fire, int roll)
{
  VdBoard *board = vd_board_document_get_board (fire->document);
  VdHexRuleset *module = vd_board_document_get_module (fire->document);
  g_autofree double *points = NULL;
  g_auto(GStrv) firers = ticked (fire, &points);
  g_autoptr(GError) error = NULL;
  /* BN 15.1; 20.2b, 20.2d: a counter once a fire phase, a hex once at its artillery and once
   * not, save a share (20.2e). */
  g_autoptr(VdHexFire) answer = vd_board_fire_more_judge (fire->more, fire->document,
                                                          (const char * const *) firers, points,
                                                          fire->target, fire->flank, TRUE,
                                                          &error);
  g_autofree char *result = NULL, *missing = NULL, *said = NULL;
  const char *rule = NULL;
  VdBoardEvent *event;

  if (answer != NULL)
    result = vd_hex_fire_read (answer, module, roll, &missing, &rule, &error);
  if (answer == NULL || (result == NULL && missing == NULL))
    {
      fire->said (error->message, TRUE, fire->user_data);
      return;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_COMBAT, board);
  event->attackers = g_strdupv (firers);
  event->defenders = g_new0 (char *, 2);
  event->defenders[0] = g_strdup (fire->target);
  event->odds_column = g_strdup (answer->column);
  event->roll = roll;
  event->die = roll;
  event->result = g_strdup (result);
  event->opportunity = vd_board_fire_more_opportunity (fire->more);
  event->fire = TRUE;
  event->melee = vd_board_fire_more_melee (fire->more);
  said = result != NULL
           /* Translators: "Rolled 65 at column 13: 3(2)+MC". */
           ? g_strdup_printf (_("Rolled %d at column %s: %s"), roll, answer->column, result)
           /* Translators: "Rolled 23: unknown, supply it: Fire Table: the cell …". */
           : g_strdup_printf (_("Rolled %d: unknown, supply it: %s"), roll, missing);
  if (!vd_board_document_record (fire->document, event, &error))
    {
      fire->said (error->message, TRUE, fire->user_data);
      return;
    }
  fire->said (said, FALSE, fire->user_data);
}

static void
roll_clicked_cb (GtkButton *button, VdBoardFire *fire)
{
  /* Two dice read 11 to 66, the tens die first (BN 5.3). */
  record_roll (fire, 10 * g_random_int_range (1, 7) + g_random_int_range (1, 7));
}

static void
read_clicked_cb (GtkButton *button, VdBoardFire *fire)
{
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "vd-roll");

  record_roll (fire, gtk_spin_button_get_value_as_int (spin));
}

/* The fire of the firers ticked: its column, its reasons, what is missing, the rolls. */
static void
show_answer (VdBoardFire *fire)
{
  g_autofree double *points = NULL;
  g_auto(GStrv) firers = ticked (fire, &points);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFire) answer = NULL;
  g_autofree char *summary = NULL;
  GtkWidget *row, *button, *spin, *read;

  if (firers[0] == NULL)
    {
      adw_preferences_group_set_description (fire->group,
                                             _("Tick the counters that fire, with the points "
                                               "you read on your fire-point table"));
      return;
    }
  answer = vd_board_fire_more_judge (fire->more, fire->document, (const char * const *) firers,
                                     points, fire->target, fire->flank, FALSE, &error);
  if (answer == NULL)
    {
      adw_preferences_group_set_description (fire->group, NULL);
      row = vd_panel_rows_add (fire->group, fire->answer_rows, _("Not a Fire the Rules Allow"), error->message);
      gtk_widget_add_css_class (row, "warning");
      vd_board_fire_more_add_rows (fire->more, fire->group, fire->answer_rows, fire->document,
                                   (const char * const *) firers, fire->target);
      return;
    }
  if (answer->no_effect)
    summary = g_strdup (_("No fire points: no effect (20.2f)"));
  else
    /* Translators: "Fire points 9.5: column 13". */
    summary = g_strdup_printf (_("Fire points %g: column %s"), answer->points,
                               answer->column != NULL ? answer->column : "?");
  adw_preferences_group_set_description (fire->group, summary);
  for (guint i = 0; i < answer->reasons->len; i++)
    {
      const VdHexOddsReason *reason = answer->reasons->pdata[i];
      g_autofree char *what = reason->by != NULL
                                ? g_strdup_printf ("%s: %s", reason->by, reason->what)
                                : g_strdup (reason->what);

      vd_panel_rows_add (fire->group, fire->answer_rows, reason->rule != NULL ? reason->rule : "?", what);
    }
  if (answer->missing != NULL)
    {
      row = vd_panel_rows_add (fire->group, fire->answer_rows, _("Unknown, Supply It"), answer->missing);
      gtk_widget_add_css_class (row, "warning");
    }
  /* 15.1, 20.2e, 27.3: the batteries' points and the shares, under the reasons. */
  vd_board_fire_more_add_rows (fire->more, fire->group, fire->answer_rows, fire->document,
                               (const char * const *) firers, fire->target);
  if (answer->no_effect || answer->column == NULL || answer->missing != NULL)
    return;
  row = vd_panel_rows_add (fire->group, fire->answer_rows, _("Roll the Dice"),
                 _("Two dice read 11 to 66; the roll and the result go in the journal"));
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (roll_clicked_cb), fire);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  row = vd_panel_rows_add (fire->group, fire->answer_rows, _("The Players' Roll"),
                 _("Read on the Fire Table and kept in the journal"));
  spin = gtk_spin_button_new_with_range (11, 66, 1);
  read = gtk_button_new_with_mnemonic (_("R_ead"));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (read, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The players' roll"), -1);
  g_object_set_data (G_OBJECT (read), "vd-roll", spin);
  g_signal_connect (read, "clicked", G_CALLBACK (read_clicked_cb), fire);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), read);
}

/* A result waiting to be applied to the target's stack: the owner shares its casualties. */
typedef struct {
  VdBoardDocument *document;
  char            *target;
  char            *result;
  int              roll;
  gboolean         charge;   /* stragglers as casualties (21.0b) */
  VdBoardEvent    *ruling;   /* the referee's ruling on the roll's cell, recorded with it */
  GHashTable      *spins;    /* unit id -> GtkSpinButton*: the owner's shares */
  guint            casualties;
  GtkDropDown     *officer;  /* 20.4d: who the roll kills, first "drawn"; NULL: no choice */
  GPtrArray       *officer_ids;
  VdBoardFireSaid  said;
  gpointer         user_data;
} Applying;

static void
applying_free (Applying *applying)
{
  g_object_unref (applying->document);
  g_free (applying->target);
  g_free (applying->result);
  vd_board_event_free (applying->ruling);
  g_clear_pointer (&applying->spins, g_hash_table_unref);
  g_clear_pointer (&applying->officer_ids, g_ptr_array_unref);
  g_free (applying);
}

/* The result applied with SHARES (NULL: no sharing needed): the ruling, if any, and the
 * outcome's events as one step of undo; what it did said, with the morale check the referee
 * must make. */
static void
apply_with_shares (Applying *applying, GHashTable *shares)
{
  VdBoard *board = vd_board_document_get_board (applying->document);
  VdHexRuleset *module = vd_board_document_get_module (applying->document);
  g_autoptr(GRand) rand = g_rand_new ();
  g_autoptr(GError) error = NULL;
  guint chosen = applying->officer != NULL ? gtk_drop_down_get_selected (applying->officer) : 0;
  /* The first choice leaves the draw to Vedette (20.4d). */
  const char *officer = chosen > 0 && chosen <= applying->officer_ids->len
                          ? applying->officer_ids->pdata[chosen - 1] : NULL;
  g_autoptr(VdHexOutcome) outcome = vd_hex_fire_losses (board, module, applying->target,
                                                        applying->result, shares,
                                                        applying->roll, officer,
                                                        applying->charge, rand,
                                                        &error);
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GString) said = NULL;

  if (outcome == NULL)
    {
      applying->said (error->message, TRUE, applying->user_data);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  if (applying->ruling != NULL)
    g_ptr_array_add (events, g_steal_pointer (&applying->ruling));
  for (guint i = 0; i < outcome->events->len; i++)
    g_ptr_array_add (events, vd_board_event_copy (outcome->events->pdata[i]));
  said = g_string_new (NULL);
  /* Translators: a Fire Table result, then what it did: "3(2)+MC applied: …". */
  g_string_printf (said, _("%s applied"), applying->result);
  for (guint i = 0; i < outcome->reasons->len; i++)
    {
      const VdHexOddsReason *reason = outcome->reasons->pdata[i];

      g_string_append (said, i == 0 ? ": " : "; ");
      if (reason->by != NULL)
        g_string_append_printf (said, "%s ", reason->by);
      g_string_append_printf (said, "%s (%s)", reason->what,
                              reason->rule != NULL ? reason->rule : "?");
    }
  if (outcome->missing != NULL)
    /* Translators: what the referee must still do, and its rule: "— for the referee: fr-1
     * checks morale for its stack: the Morale Table is not in the seed (20.4a)". */
    g_string_append_printf (said, _(" — for the referee: %s (%s)"), outcome->missing,
                            outcome->missing_rule != NULL ? outcome->missing_rule : "?");
  if (events->len > 0 &&
      !vd_board_document_record_batch (applying->document, g_steal_pointer (&events), &error))
    {
      applying->said (error->message, TRUE, applying->user_data);
      return;
    }
  applying->said (said->str, FALSE, applying->user_data);
}

static void
share_changed_cb (GtkSpinButton *spin, AdwMessageDialog *dialog)
{
  Applying *applying = g_object_get_data (G_OBJECT (dialog), "vd-applying");
  GHashTableIter iter;
  gpointer value;
  guint sum = 0;

  g_hash_table_iter_init (&iter, applying->spins);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    sum += (guint) gtk_spin_button_get_value_as_int (value);
  adw_message_dialog_set_response_enabled (dialog, "share", sum == applying->casualties);
}

static void
share_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  Applying *applying = g_object_get_data (G_OBJECT (dialog), "vd-applying");
  g_autoptr(GHashTable) shares = NULL;
  GHashTableIter iter;
  gpointer key, value;

  if (g_strcmp0 (response, "share") != 0)
    return;
  shares = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_iter_init (&iter, applying->spins);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      int share = gtk_spin_button_get_value_as_int (value);

      if (share > 0)
        g_hash_table_insert (shares, g_strdup (key), GINT_TO_POINTER (share));
    }
  apply_with_shares (applying, shares);
}

/* 20.4d: the officer the roll kills, one of OFFICERS, chosen in a row of LIST; the first
 * choice leaves the draw to Vedette, as the command line does without --officer. */
static void
add_officer_row (Applying *applying, GtkListBox *list, const GPtrArray *officers,
                 const char *rule)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  /* Translators: under "Officer Killed": "On 55 or 66, one of the hex's officers (20.4d)". */
  g_autofree char *help = g_strdup_printf (_("On 55 or 66, one of the hex’s officers (%s)"),
                                           rule != NULL ? rule : "?");
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *choice;

  applying->officer_ids = g_ptr_array_new_with_free_func (g_free);
  gtk_string_list_append (names, _("Drawn by Vedette"));
  for (guint i = 0; i < officers->len; i++)
    {
      const VdBoardUnit *unit = officers->pdata[i];

      g_ptr_array_add (applying->officer_ids, g_strdup (unit->id));
      gtk_string_list_append (names, unit->name != NULL ? unit->name : unit->id);
    }
  choice = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
  applying->officer = GTK_DROP_DOWN (choice);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Officer Killed"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), help);
  gtk_widget_set_valign (choice, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Officer Killed"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), choice);
  gtk_list_box_append (list, row);
}

/* RESULT for ROLL applied to the target's stack (vd-hex-fire-losses.h), after the owner
 * shares the casualties when more than one counter may take them (11.5f). RULING (taken, may
 * be NULL) is recorded with it. */
static void
apply_losses (VdBoardFire *fire, GtkWidget *parent, const char *result, int roll,
              VdBoardEvent *ruling)
{
  VdBoard *board = vd_board_document_get_board (fire->document);
  VdHexRuleset *module = vd_board_document_get_module (fire->document);
  Applying *applying = g_new0 (Applying, 1);
  g_autoptr(GPtrArray) takers = NULL;
  g_autoptr(GPtrArray) officers = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  VdHexFireResult parsed;
  guint casualties;
  gboolean share;
  GtkWidget *dialog, *list;

  applying->document = g_object_ref (fire->document);
  applying->target = g_strdup (fire->target);
  applying->result = g_strdup (result);
  applying->roll = roll;
  applying->charge = fire->charge;
  applying->ruling = ruling;
  applying->said = fire->said;
  applying->user_data = fire->user_data;
  if (!vd_hex_fire_result_parse (result, &parsed, &error) ||
      (takers = vd_hex_fire_losses_takers (board, module, fire->target, &error)) == NULL ||
      (officers = vd_hex_fire_losses_officers (board, module, fire->target, roll,
                                               &error)) == NULL)
    {
      fire->said (error->message, TRUE, fire->user_data);
      applying_free (applying);
      return;
    }
  /* In a charge the stragglers are casualties too, shared with them (21.0b). */
  casualties = parsed.casualties + (fire->charge ? parsed.stragglers : 0);
  share = casualties > 0 && takers->len >= 2;
  if (!share && officers->len < 2)
    {
      apply_with_shares (applying, NULL);
      applying_free (applying);
      return;
    }
  /* The owner shares them among his counters (11.5f): a spin for each, all to be given. */
  applying->casualties = casualties;
  applying->spins = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (share)
    /* Translators: "3 casualties for the stack of al-1: its owner shares them among its
     * counters (11.5f)". */
    body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u casualty for the stack of %s: its owner gives it "
                                         "to one of its counters (%s)",
                                         "%u casualties for the stack of %s: its owner shares "
                                         "them among its counters (%s)", casualties),
                            casualties, fire->target, vd_hex_roster_rule (module, "share_rule"));
  else
    /* Translators: "A roll of 55 kills an officer of the stack of al-1: which one (20.4d)". */
    body = g_strdup_printf (_("A roll of %d kills an officer of the stack of %s: which one "
                              "(%s)"), roll, fire->target,
                            vd_hex_roster_rule (module, "officers.rule"));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (parent)),
                                   share ? _("Share the Casualties") : _("The Officer Killed"),
                                   body);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; share && i < takers->len; i++)
    {
      const VdBoardUnit *unit = takers->pdata[i];
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, casualties, 1);
      g_autofree char *marks = unit->roster != NULL ? vd_board_roster_format (unit->roster)
                                                    : NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     unit->name != NULL ? unit->name : unit->id);
      if (marks != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), marks);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Casualties"), -1);
      g_signal_connect (spin, "value-changed", G_CALLBACK (share_changed_cb), dialog);
      g_hash_table_insert (applying->spins, g_strdup (unit->id), spin);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  if (officers->len >= 2)
    add_officer_row (applying, GTK_LIST_BOX (list), officers,
                     vd_hex_roster_rule (module, "officers.rule"));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "share", _("_Apply"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "share",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "share", !share);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "share");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "vd-applying", applying,
                          (GDestroyNotify) applying_free);
  g_signal_connect (dialog, "response", G_CALLBACK (share_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The fire's roll at the target the journal's last step holds, and its result: the Fire
 * Table's, or the referee's ruling recorded right after it; NULL once the game has moved on
 * (the result applied, another change), so a result is offered once. */
static const VdBoardEvent *
last_roll (VdBoardFire *fire, const char **result)
{
  VdBattle *battle = vd_board_document_get_battle (fire->document);
  guint n = vd_battle_get_n_applied (battle);
  const VdBoardEvent *last, *combat;

  *result = NULL;
  if (n == 0)
    return NULL;
  last = combat = vd_battle_get_event (battle, n - 1);
  if (last->kind == VD_BOARD_EVENT_RULING && n >= 2)
    combat = vd_battle_get_event (battle, n - 2);
  if (combat->kind != VD_BOARD_EVENT_COMBAT || combat->defenders == NULL ||
      g_strcmp0 (combat->defenders[0], fire->target) != 0 || combat->defenders[1] != NULL ||
      combat->roll < 11 || combat->roll > 66 || combat->odds_column == NULL)
    return NULL;
  *result = last->kind == VD_BOARD_EVENT_RULING ? last->decision : combat->result;
  return combat;
}

static void
apply_clicked_cb (GtkButton *button, VdBoardFire *fire)
{
  const char *result;
  const VdBoardEvent *combat = last_roll (fire, &result);

  if (combat != NULL && result != NULL)
    apply_losses (fire, GTK_WIDGET (button), result, combat->roll, NULL);
}

/* The referee's ruling on a roll the Fire Table does not answer, typed: recorded as a ruling
 * with the losses it makes. */
static void
ruled_clicked_cb (GtkButton *button, VdBoardFire *fire)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  g_autofree char *decision = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  VdBoard *board = vd_board_document_get_board (fire->document);
  VdHexRuleset *module = vd_board_document_get_module (fire->document);
  const char *result, *rule = NULL;
  const VdBoardEvent *combat = last_roll (fire, &result);
  g_autofree double *points = NULL;
  g_auto(GStrv) firers = ticked (fire, &points);
  g_autoptr(VdHexFire) answer = NULL;
  g_autofree char *missing = NULL, *read = NULL;
  VdHexFireResult parsed;
  g_autoptr(GError) error = NULL;
  VdBoardEvent *ruling;

  if (combat == NULL || result != NULL)
    return;
  if (!vd_hex_fire_result_parse (decision, &parsed, &error))
    {
      fire->said (error->message, TRUE, fire->user_data);
      return;
    }
  /* The question the roll left open, as the fire ticked reads it. */
  if (firers[0] != NULL)
    answer = vd_board_fire_more_judge (fire->more, fire->document, (const char * const *) firers,
                                       points, fire->target, fire->flank, FALSE, NULL);
  if (answer != NULL && answer->column != NULL)
    read = vd_hex_fire_read (answer, module, combat->roll, &missing, &rule, NULL);
  ruling = vd_board_event_new (VD_BOARD_EVENT_RULING, board);
  ruling->ruling_rule = g_strdup (rule != NULL ? rule : "?");
  ruling->question = missing != NULL
    ? g_strdup (missing)
    /* Translators: the Fire Table's cell a ruling decides: "column 10, roll 23". */
    : g_strdup_printf (_("the Fire Table's cell of column %s, roll %d"), combat->odds_column,
                       combat->roll);
  ruling->decision = g_strdup (decision);
  apply_losses (fire, GTK_WIDGET (button), decision, combat->roll, ruling);
}

/* Once the roll's result is known (the Fire Table's or the referee's ruling), Apply Losses;
 * a roll the table does not answer takes the referee's result, typed. */
static void
show_apply (VdBoardFire *fire)
{
  const char *result;
  const VdBoardEvent *combat = last_roll (fire, &result);
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *button;

  if (combat == NULL)
    return;
  if (result != NULL)
    {
      /* Translators: "3(2)+MC, rolled 65: on the rosters of the target's stack". */
      subtitle = g_strdup_printf (_("%s, rolled %d: casualties and stragglers on the rosters of "
                                    "the target's stack, the morale check named"), result,
                                  combat->roll);
      row = vd_panel_rows_add (fire->group, fire->answer_rows, _("The Fire's Result"), subtitle);
      button = gtk_button_new_with_label (_("Apply Losses"));
      gtk_widget_set_tooltip_text (button, _("Mark the result on the loss rosters, as one step "
                                             "to undo"));
      g_signal_connect (button, "clicked", G_CALLBACK (apply_clicked_cb), fire);
    }
  else
    {
      GtkWidget *entry = gtk_entry_new ();

      subtitle = g_strdup_printf (_("Rolled %d: the Fire Table does not give it; type your "
                                    "ruling, as 3(2)+MC"), combat->roll);
      row = vd_panel_rows_add (fire->group, fire->answer_rows, _("The Referee's Result"), subtitle);
      gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "3(2)+MC");
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
      gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("The referee's result"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
      button = gtk_button_new_with_label (_("Apply Losses"));
      gtk_widget_set_tooltip_text (button, _("Record your ruling and mark it on the loss "
                                             "rosters, as one step to undo"));
      g_object_set_data (G_OBJECT (button), "vd-entry", entry);
      g_signal_connect (button, "clicked", G_CALLBACK (ruled_clicked_cb), fire);
    }
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

/* The fire of the firers ticked: its column, its reasons, what is missing, the rolls. */
static void
update_answer (VdBoardFire *fire)
{
  vd_panel_rows_clear (fire->group, fire->answer_rows);
  show_answer (fire);
  if (vd_hex_ruleset_lookup (vd_board_document_get_module (fire->document),
                             "special.roster") != NULL)
    show_apply (fire);
}

static void
firer_changed (VdBoardFire *fire, const char *unit, gboolean on, double value)
{
  if (on)
    {
      double *kept = g_new (double, 1);

      *kept = value;
      g_hash_table_replace (fire->points, g_strdup (unit), kept);
    }
  else
    g_hash_table_remove (fire->points, unit);
  update_answer (fire);
}

static void
check_toggled_cb (GtkCheckButton *check, VdBoardFire *fire)
{
  const char *unit = g_object_get_data (G_OBJECT (check), "vd-unit");
  GtkSpinButton *spin = g_hash_table_lookup (fire->spins, unit);

  firer_changed (fire, unit, gtk_check_button_get_active (check),
                 spin != NULL ? gtk_spin_button_get_value (spin) : 0);
}

static void
spin_changed_cb (GtkSpinButton *spin, VdBoardFire *fire)
{
  const char *unit = g_object_get_data (G_OBJECT (spin), "vd-unit");

  if (g_hash_table_contains (fire->points, unit))
    firer_changed (fire, unit, TRUE, gtk_spin_button_get_value (spin));
}

static void
flank_changed_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardFire *fire)
{
  fire->flank = gtk_switch_get_active (toggle);
  update_answer (fire);
}

/* The charge changes what the result does, not the fire's column: no answer to redo. */
static void
charge_changed_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardFire *fire)
{
  fire->charge = gtk_switch_get_active (toggle);
}

void
vd_board_fire_show (VdBoardFire *fire, VdBoardDocument *document, gboolean has_hex, VdHex hex,
                    const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  g_autoptr(GPtrArray) stack = NULL;
  const VdBoardUnit *target;
  GtkWidget *row, *toggle;

  vd_panel_rows_clear (fire->group, fire->firer_rows);
  vd_panel_rows_clear (fire->group, fire->answer_rows);
  g_hash_table_remove_all (fire->spins);
  gtk_widget_set_visible (GTK_WIDGET (fire->group), FALSE);
  /* The referee's: the fire points are read from his own copy of the tables. */
  if (board == NULL || !has_hex || side != NULL ||
      vd_hex_ruleset_lookup_word (module, "combat.fire.table") == NULL)
    return;
  stack = vd_board_units_at (board, hex);
  if (stack->len == 0)
    return;
  /* Only the top counter is fired at (12.3). */
  target = stack->pdata[0];
  if (fire->document != document || !fire->has_hex || !vd_hex_equal (fire->hex, hex) ||
      g_strcmp0 (fire->target, target->id) != 0)
    {
      g_hash_table_remove_all (fire->points);
      fire->flank = FALSE;
      fire->charge = FALSE;
      vd_board_fire_more_reset (fire->more);
    }
  g_set_object (&fire->document, document);
  fire->has_hex = TRUE;
  fire->hex = hex;
  g_free (fire->target);
  fire->target = g_strdup (target->id);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      g_autofree char *path = g_strdup_printf ("combat.fire.ranges.%s", unit->unit_class);
      const char *range = vd_hex_ruleset_lookup_word (module, path);
      g_autofree char *where = NULL;
      int distance;
      GtkWidget *check, *spin;
      double *points;

      if (!unit->placed || g_str_equal (unit->side, target->side) || range == NULL)
        continue;
      distance = vd_hex_distance (unit->hex, hex);
      if (distance > atoi (range))
        continue;
      {
        g_autofree char *label = vd_board_format_hex (board, unit->hex);

        /* Translators: a firer's row: "line in 0504, 1 hex away". */
        where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s in %s, %d hex away",
                                              "%s in %s, %d hexes away", distance),
                                 unit->id, label, distance);
      }
      row = vd_panel_rows_add (fire->group, fire->firer_rows, unit->name != NULL ? unit->name : unit->id, where);
      points = g_hash_table_lookup (fire->points, unit->id);
      check = gtk_check_button_new ();
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), points != NULL);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Fires"), -1);
      g_object_set_data_full (G_OBJECT (check), "vd-unit", g_strdup (unit->id), g_free);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      spin = gtk_spin_button_new_with_range (0, 100, 0.5);
      gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), points != NULL ? *points : 0);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Fire points"), -1);
      g_object_set_data_full (G_OBJECT (spin), "vd-unit", g_strdup (unit->id), g_free);
      g_hash_table_insert (fire->spins, g_strdup (unit->id), spin);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      g_signal_connect (check, "toggled", G_CALLBACK (check_toggled_cb), fire);
      g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), fire);
    }
  if (fire->firer_rows->len == 0)
    return;
  row = vd_panel_rows_add (fire->group, fire->firer_rows, _("From the Flank or Rear"),
                 _("A firer that is not a skirmisher, in the target's flank or rear (13.0b)"));
  toggle = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (toggle), fire->flank);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (flank_changed_cb), fire);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  row = vd_panel_rows_add (fire->group, fire->firer_rows, _("At a Cavalry Charge"),
                           _("Fire in a cavalry charge: its stragglers count as casualties (21.0b)"));
  toggle = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (toggle), fire->charge);
  vd_panel_row_add_suffix (row, toggle);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (charge_changed_cb), fire);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  vd_board_fire_more_add_switches (fire->more, fire->group, fire->firer_rows);
  gtk_widget_set_visible (GTK_WIDGET (fire->group), TRUE);
  update_answer (fire);
}

void
vd_board_fire_set_firer (VdBoardFire *fire, const char *firer, double points)
{
  GtkSpinButton *spin = g_hash_table_lookup (fire->spins, firer);

  if (spin != NULL && points >= 0)
    gtk_spin_button_set_value (spin, points);
  firer_changed (fire, firer, points >= 0, points);
}

void
vd_board_fire_set_flank (VdBoardFire *fire, gboolean flank)
{
  fire->flank = flank;
  update_answer (fire);
}
