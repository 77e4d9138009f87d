/* The board panel's Charge and Recall group: LBA's charge followed as `hex charge` does. */
#include "vd-board-charge-lba.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-charge-lba.h"

struct _VdBoardChargeLba
{
  VdBoardGroup  g;
  GPtrArray    *course_rows;  /* GtkWidget*: the answer's rows, redone on each change */
  GPtrArray    *targets;      /* char*: the ids the Target row offers */
  GPtrArray    *kinds;        /* char*: the recall rows the Recall Row offers, or empty */
  char         *target;
  char         *kind;
  char         *side;         /* the side whose view shows it, NULL: the referee's */
  gboolean      personality;
  int           roll;         /* 0: not rolled yet */
};

VdBoardChargeLba *
vd_board_charge_lba_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardChargeLba *charge = g_new0 (VdBoardChargeLba, 1);

  vd_board_group_init (&charge->g, _("Charge and Recall"), said, user_data);
  charge->course_rows = g_ptr_array_new ();
  charge->targets = g_ptr_array_new_with_free_func (g_free);
  charge->kinds = g_ptr_array_new_with_free_func (g_free);
  return charge;
}

void
vd_board_charge_lba_free (VdBoardChargeLba *charge)
{
  if (charge == NULL)
    return;
  vd_panel_rows_clear (charge->g.group, charge->course_rows);
  g_ptr_array_unref (charge->course_rows);
  g_ptr_array_unref (charge->targets);
  g_ptr_array_unref (charge->kinds);
  g_free (charge->target);
  g_free (charge->kind);
  g_free (charge->side);
  vd_board_group_clear (&charge->g);
  g_free (charge);
}

GtkWidget *
vd_board_charge_lba_get_widget (VdBoardChargeLba *charge)
{
  return GTK_WIDGET (charge->g.group);
}

static void update_course (VdBoardChargeLba *charge);

/* The course judged on what the view knows: a side's, only what it may know of the enemy. */
static VdHexChargeCourse *
course_of (VdBoardChargeLba *charge, GError **error)
{
  g_autoptr(VdBoard) seen = vd_board_document_dup_seen (charge->g.document, charge->side);

  return vd_hex_lba_charge_course (seen != NULL ? seen
                                                : vd_board_document_get_board (charge->g.document),
                                   vd_board_document_get_module (charge->g.document),
                                   charge->g.unit, charge->target, charge->kind,
                                   charge->personality, charge->roll, error);
}

/* LBA-REC-1: the recalled charger moved back to the hex typed, one step to undo. */
static void
back_clicked_cb (GtkButton *button, VdBoardChargeLba *charge)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GtkWidget *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChargeCourse) course = course_of (charge, &error);
  const char *hex = gtk_editable_get_text (GTK_EDITABLE (entry));
  GPtrArray *events;
  VdBoardEvent *back;

  back = course != NULL ? vd_hex_lba_charge_back_event (vd_board_document_get_board (
                                                          charge->g.document),
                                                        course, charge->g.unit, hex, &error)
                        : NULL;
  if (back == NULL)
    {
      vd_board_refused (row, error->message, charge->g.said, charge->g.user_data);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, back);
  vd_board_record (charge->g.document, events, row, charge->g.said, charge->g.user_data);
}

/* LBA-REC-1: a side's player rolled the recall die in the app, kept in the journal as his
 * roll (a `roll` event: the row, the die, recalled or not), the referee's to undo. */
static gboolean
record_player_roll (VdBoardChargeLba *charge, GtkWidget *row)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChargeCourse) course = course_of (charge, &error);
  VdBoard *board = vd_board_document_get_board (charge->g.document);
  GPtrArray *events;
  VdBoardEvent *event;

  event = course != NULL ? vd_hex_lba_recall_event (board, course, charge->g.unit, &error)
                         : NULL;
  if (event == NULL)
    {
      vd_board_refused (row, error->message, charge->g.said, charge->g.user_data);
      return FALSE;
    }
  /* Translators: the journal's note: "rolled by the coalition player in the app". */
  event->note = g_strdup_printf (_("rolled by the %s player in the app"), charge->side);
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, event);
  return vd_board_record (charge->g.document, events, row, charge->g.said, charge->g.user_data);
}

/* Vedette rolls the die from the app's dice; in a side's view the player's roll is recorded. */
static void
roll_clicked_cb (GtkButton *button, VdBoardChargeLba *charge)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);

  charge->roll = g_random_int_range (1, 7);
  if (charge->side != NULL && !record_player_roll (charge, row))
    {
      charge->roll = 0;
      return;
    }
  update_course (charge);
}

/* The referee enters the die rolled at the table. */
static void
enter_clicked_cb (GtkButton *button, VdBoardChargeLba *charge)
{
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "vd-die");

  charge->roll = gtk_spin_button_get_value_as_int (spin);
  update_course (charge);
}

static void
course_row (VdBoardChargeLba *charge, const char *title, const char *subtitle)
{
  vd_panel_rows_add (charge->g.group, charge->course_rows, title, subtitle);
}

/* The answer for the target, row and roll chosen, each step a row with its rule. */
static void
update_course (VdBoardChargeLba *charge)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexChargeCourse) course = NULL;

  vd_panel_rows_clear (charge->g.group, charge->course_rows);
  if (charge->target == NULL)
    return;
  course = course_of (charge, &error);
  if (course == NULL)
    {
      course_row (charge, _("Not Judged"), error->message);
      return;
    }
  if (course->charge->refused != NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", course->charge->refused,
                                              course->charge->refused_rule);

      course_row (charge, _("Refused"), why);
      return;
    }
  for (guint i = 0; i < course->steps->len; i++)
    {
      const VdHexChargeStep *step = course->steps->pdata[i];
      g_autofree char *subtitle = step->missing != NULL
        /* Translators: a step's rule, then what is missing: "LBA-CHG-1; unknown, supply it:
         * the morale check's procedure … (LBA-GEN-1)". */
        ? g_strdup_printf (_("%s; unknown, supply it: %s (%s)"), step->rule, step->missing,
                           step->missing_rule)
        : g_strdup (step->rule);

      course_row (charge, step->what, subtitle);
    }
  /* The player rolls the die in his side's view (recorded); the referee rolls it or enters
   * the one rolled at the table; the move back stays the referee's. */
  if (course->recall_row != NULL && course->recall == NULL)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Roll"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Recall Die"));
      gtk_widget_set_tooltip_text (button, charge->side == NULL
                                   ? _("Roll one die for the recall (LBA-REC-1)")
                                   : _("Roll your die for the recall, kept in the journal "
                                       "(LBA-REC-1)"));
      g_signal_connect (button, "clicked", G_CALLBACK (roll_clicked_cb), charge);
      if (charge->side == NULL)
        {
          GtkWidget *spin = gtk_spin_button_new_with_range (1, 6, 1);
          GtkWidget *enter = gtk_button_new_with_mnemonic (_("_Enter"));

          gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (enter, _("Use the die rolled at the table"));
          g_object_set_data (G_OBJECT (enter), "vd-die", spin);
          g_signal_connect (enter, "clicked", G_CALLBACK (enter_clicked_cb), charge);
          vd_panel_row_add_suffix (row, spin);
          vd_panel_row_add_suffix (row, enter);
        }
      vd_panel_row_add_suffix (row, button);
      adw_preferences_group_add (charge->g.group, row);
      g_ptr_array_add (charge->course_rows, row);
    }
  if (charge->side == NULL && course->recall != NULL && course->recall->recalled)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *entry = gtk_entry_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Move Back"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Move Back To"));
      /* Translators: the Premier Rules, missing, would say where a recalled charge goes. */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The hex the referee names (the "
                                                           "seed does not say, LBA-GEN-1)"));
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 5);
      gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Move the recalled charger to this hex, as one "
                                             "step to undo"));
      g_object_set_data (G_OBJECT (button), "vd-entry", entry);
      g_signal_connect (button, "clicked", G_CALLBACK (back_clicked_cb), charge);
      vd_panel_row_add_suffix (row, entry);
      vd_panel_row_add_suffix (row, button);
      adw_preferences_group_add (charge->g.group, row);
      g_ptr_array_add (charge->course_rows, row);
    }
}

static void
target_selected_cb (AdwComboRow *row, GParamSpec *pspec, VdBoardChargeLba *charge)
{
  guint index = adw_combo_row_get_selected (row);

  if (index >= charge->targets->len)
    return;
  g_free (charge->target);
  charge->target = g_strdup (charge->targets->pdata[index]);
  charge->roll = 0;
  update_course (charge);
}

static void
kind_selected_cb (AdwComboRow *row, GParamSpec *pspec, VdBoardChargeLba *charge)
{
  guint index = adw_combo_row_get_selected (row);

  if (index >= charge->kinds->len)
    return;
  g_free (charge->kind);
  charge->kind = g_strdup (charge->kinds->pdata[index]);
  update_course (charge);
}

static void
personality_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardChargeLba *charge)
{
  charge->personality = gtk_switch_get_active (toggle);
  update_course (charge);
}

static int
by_distance (gconstpointer a, gconstpointer b, gpointer hex)
{
  const VdBoardUnit *ua = *(VdBoardUnit * const *) a, *ub = *(VdBoardUnit * const *) b;

  return vd_hex_distance (ua->hex, *(VdHex *) hex) - vd_hex_distance (ub->hex, *(VdHex *) hex);
}

/* A combo row titled TITLE offering ITEMS (its first chosen), kept among the group's rows. */
static GtkWidget *
add_combo (VdBoardChargeLba *charge, const char *title, GtkStringList *items)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (items));
  adw_preferences_group_add (charge->g.group, row);
  g_ptr_array_add (charge->g.rows, row);
  return row;
}

void
vd_board_charge_lba_show (VdBoardChargeLba *charge, VdBoardDocument *document,
                          gboolean has_hex, VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *game = document != NULL ? vd_board_document_get_board (document) : NULL;
  g_autoptr(VdBoard) seen = NULL;
  VdBoard *board;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  g_autoptr(GPtrArray) enemies = g_ptr_array_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autofree char *nation_path = NULL;
  const VdYamlNode *rows;
  const VdBoardUnit *unit;
  GtkWidget *row, *toggle;

  vd_panel_rows_clear (charge->g.group, charge->course_rows);
  vd_board_group_empty (&charge->g);
  if (game == NULL || module == NULL ||
      vd_hex_ruleset_lookup (module, "combat.charge.not_into") == NULL ||
      vd_hex_ruleset_lookup (module, "combat.recall.chart") == NULL)
    return;
  /* A side's view follows its own charges on what it may know of the enemy (hidden counters
   * left out, strengths as shown); the referee's, any charge on the game itself. */
  seen = vd_board_document_dup_seen (document, side);
  board = seen != NULL ? seen : game;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (unit == NULL || !unit->placed || (side != NULL && g_strcmp0 (unit->side, side) != 0) ||
      (g_strcmp0 (unit->unit_class, "cavalry") != 0 &&
       g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module,
                                                                "special.cossacks.class")) != 0))
    return;
  if (g_strcmp0 (charge->g.unit, unit->id) != 0 || g_strcmp0 (charge->side, side) != 0)
    {
      g_clear_pointer (&charge->target, g_free);
      g_clear_pointer (&charge->kind, g_free);
      charge->personality = FALSE;
      charge->roll = 0;
      g_free (charge->side);
      charge->side = g_strdup (side);
    }
  vd_board_group_act_on (&charge->g, document, unit->id);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      /* An unidentified counter (LBA-FD-9) is no target a side can name. */
      if (other->placed && g_strcmp0 (other->side, unit->side) != 0 &&
          vd_board_find_unit (game, other->id) != NULL)
        g_ptr_array_add (enemies, (gpointer) other);
    }
  if (enemies->len == 0)
    return;
  g_ptr_array_sort_with_data (enemies, by_distance, (gpointer) &unit->hex);
  g_ptr_array_set_size (charge->targets, 0);
  for (guint i = 0; i < enemies->len; i++)
    {
      const VdBoardUnit *enemy = enemies->pdata[i];
      g_autofree char *label = vd_board_format_hex (board, enemy->hex);
      /* Translators: a target offered, short: "fd in 0604". */
      g_autofree char *item = g_strdup_printf (_("%s in %s"), enemy->id, label);

      gtk_string_list_append (names, item);
      g_ptr_array_add (charge->targets, g_strdup (enemy->id));
    }
  if (charge->target == NULL)
    charge->target = g_strdup (charge->targets->pdata[0]);
  row = add_combo (charge, _("Target"), names);
  for (guint i = 0; i < charge->targets->len; i++)
    if (g_str_equal (charge->targets->pdata[i], charge->target))
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
  g_signal_connect (row, "notify::selected", G_CALLBACK (target_selected_cb), charge);
  /* LBA-REC-1: light or heavy is not on the counters; the referee picks the row. */
  nation_path = g_strdup_printf ("combat.recall.by_nation.%s",
                                 unit->nation != NULL ? unit->nation : unit->side);
  rows = vd_hex_ruleset_lookup (module, nation_path);
  g_ptr_array_set_size (charge->kinds, 0);
  if (g_strcmp0 (unit->unit_class, "cavalry") == 0 && rows != NULL && rows->n_children > 1)
    {
      for (guint i = 0; i < rows->n_children; i++)
        {
          gtk_string_list_append (kinds, vd_hex_ruleset_word (rows->children[i]));
          g_ptr_array_add (charge->kinds, g_strdup (vd_hex_ruleset_word (rows->children[i])));
        }
      if (charge->kind == NULL)
        charge->kind = g_strdup (charge->kinds->pdata[0]);
      row = add_combo (charge, _("Recall Row"), kinds);
      for (guint i = 0; i < charge->kinds->len; i++)
        if (g_str_equal (charge->kinds->pdata[i], charge->kind))
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
      g_signal_connect (row, "notify::selected", G_CALLBACK (kind_selected_cb), charge);
    }
  row = vd_board_group_add_row (&charge->g, _("With a Personality"),
                                _("A personality with a cavalry modifier adds 1 (LBA-REC-1)"));
  toggle = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (toggle), charge->personality);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (personality_cb), charge);
  vd_panel_row_add_suffix (row, toggle);
  gtk_widget_set_visible (GTK_WIDGET (charge->g.group), TRUE);
  update_course (charge);
}
