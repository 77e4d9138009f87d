/* The board panel's carré and recall group: LBA's carré attempt of the selected infantry, its
 * result applied as the counter's state, a cavalry's recall roll, and an unlimbered battery's
 * limbering roll, applied the same way. */
#include "vd-board-carre.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "vd-hex-carre.h"
#include "vd-hex-limber.h"
#include "vd-hex-odds.h"

struct _VdBoardCarre
{
  AdwPreferencesGroup *group;
  GPtrArray           *option_rows;  /* GtkWidget*: what the referee gives */
  GPtrArray           *answer_rows;  /* GtkWidget*: the rolls, the reasons, the result */
  VdBoardDocument     *document;
  char                *unit;
  gboolean             cavalry;      /* the recall, not the carré */
  gboolean             artillery;    /* the limbering roll (then the modifiers are its bonuses) */
  guint                from;         /* index in the module's `combat.carre.from` */
  int                  mp;
  GHashTable          *modifiers;    /* name → value given (1 for a flat one), 0 or none: off */
  GHashTable          *counted;      /* the modifiers given as NAME=VALUE, not NAME */
  guint                kind;         /* the row chosen, index in the rows offered */
  GPtrArray           *kinds;        /* char*: the recall or limber rows the counter may read */
  gboolean             personality;
  gboolean             modifiers_open; /* the modifiers' expander, as the referee left it */
  int                  roll;         /* 0: none yet */
  VdBoardCarreSaid     said;
  gpointer             user_data;
};

static void update_answer (VdBoardCarre *carre);

VdBoardCarre *
vd_board_carre_new (VdBoardCarreSaid said, gpointer user_data)
{
  VdBoardCarre *carre = g_new0 (VdBoardCarre, 1);

  carre->group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  adw_preferences_group_set_title (carre->group, _("Carré and Recall"));
  gtk_widget_set_visible (GTK_WIDGET (carre->group), FALSE);
  carre->option_rows = g_ptr_array_new ();
  carre->answer_rows = g_ptr_array_new ();
  carre->modifiers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  carre->counted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  carre->kinds = g_ptr_array_new_with_free_func (g_free);
  carre->mp = 1;
  carre->said = said;
  carre->user_data = user_data;
  return carre;
}

void
vd_board_carre_free (VdBoardCarre *carre)
{
  if (carre == NULL)
    return;
  g_ptr_array_unref (carre->option_rows);
  g_ptr_array_unref (carre->answer_rows);
  g_hash_table_unref (carre->modifiers);
  g_hash_table_unref (carre->counted);
  g_ptr_array_unref (carre->kinds);
  g_clear_object (&carre->document);
  g_free (carre->unit);
  g_object_unref (carre->group);
  g_free (carre);
}

GtkWidget *
vd_board_carre_get_widget (VdBoardCarre *carre)
{
  return GTK_WIDGET (carre->group);
}

static GtkWidget *
add_warning (VdBoardCarre *carre, const char *title, const char *subtitle)
{
  GtkWidget *row = vd_panel_rows_add (carre->group, carre->answer_rows, title, subtitle);

  gtk_widget_add_css_class (row, "warning");
  return row;
}

static void
add_reasons (VdBoardCarre *carre, GPtrArray *reasons)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];
      g_autofree char *what = reason->by != NULL
                                ? g_strdup_printf ("%s: %s", reason->by, reason->what)
                                : g_strdup (reason->what);

      vd_panel_rows_add (carre->group, carre->answer_rows, reason->rule != NULL ? reason->rule : "?", what);
    }
}

/* The modifiers given, as the core takes them: NAME, or NAME=VALUE for a counted one. */
static GPtrArray *
modifier_words (VdBoardCarre *carre)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer name, value;

  g_hash_table_iter_init (&iter, carre->modifiers);
  while (g_hash_table_iter_next (&iter, &name, &value))
    {
      int given = GPOINTER_TO_INT (value);

      if (given == 0)
        continue;
      g_ptr_array_add (words, g_hash_table_contains (carre->counted, name)
                                ? g_strdup_printf ("%s=%d", (char *) name, given)
                                : g_strdup (name));
    }
  g_ptr_array_sort (words, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (words, NULL);
  return words;
}

/* The carré as the core answers it with what is given, ROLL the d66 (a stand-in before any). */
static VdHexCarre *
judge_carre (VdBoardCarre *carre, int roll, GError **error)
{
  VdHexRuleset *module = vd_board_document_get_module (carre->document);
  const VdYamlNode *from = vd_hex_ruleset_lookup (module, "combat.carre.from");
  g_autoptr(GPtrArray) words = modifier_words (carre);
  VdBattle *battle = vd_board_document_get_battle (carre->document);
  VdHexCarreInput input = { 0 };

  input.from = from != NULL && carre->from < from->n_children
               ? vd_hex_ruleset_word (from->children[carre->from]) : NULL;
  input.mp = carre->mp;
  input.modifiers = (const char * const *) words->pdata;
  input.roll = roll;
  /* The formation's morale level counted from the game when the referee gives none. */
  return vd_hex_carre_in_game (vd_battle_get_setup (battle),
                               vd_board_document_get_board (carre->document), module,
                               vd_battle_get_n_applied (battle), carre->unit, &input, error);
}

static void
apply_clicked_cb (GtkButton *button, VdBoardCarre *carre)
{
  VdBoard *board = vd_board_document_get_board (carre->document);
  g_autoptr(VdHexCarre) answer = judge_carre (carre, carre->roll, NULL);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  VdBoardEvent *event;

  if (answer == NULL || answer->result == NULL || answer->state == NULL)
    return;
  event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
  event->unit_id = g_strdup (carre->unit);
  event->state = g_strdup (answer->state);
  /* The note the CLI's --apply writes, so the journal reads the same from both. */
  event->note = g_strdup_printf (_("carré attempt, roll %d: %s (%s)"), answer->roll,
                                 answer->result, answer->result_rule);
  g_ptr_array_add (events, event);
  carre->roll = 0;
  if (!vd_board_document_record_batch (carre->document, g_ptr_array_ref (events), &error))
    {
          carre->said (error->message, TRUE, carre->user_data);
      return;
    }
  /* Translators: "f1 becomes carre: carré attempt, roll 46 … (LBA-CAR-1)". */
  said = g_strdup_printf (_("%s becomes %s: carré attempt, roll %d, %s (%s)"), carre->unit,
                          answer->state, answer->roll, answer->result, answer->result_rule);
  carre->said (said, FALSE, carre->user_data);
}

/* The carré's answer: the unit refused, the reasons, then the result with Apply. */
static void
show_carre_answer (VdBoardCarre *carre)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCarre) answer = judge_carre (carre, carre->roll != 0 ? carre->roll : 11, &error);
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *button;

  if (answer == NULL)
    {
      add_warning (carre, carre->roll != 0 ? _("Not a Carré Attempt") : _("No Carré Here"),
                   error->message);
      return;
    }
  if (carre->roll == 0)
    return;
  add_reasons (carre, answer->reasons);
  if (answer->barred != NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", answer->barred, answer->barred_rule);
      add_warning (carre, _("Barred"), subtitle);
      return;
    }
  if (answer->result == NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", answer->missing != NULL ? answer->missing : "?",
                                  answer->missing_rule != NULL ? answer->missing_rule : "?");
      add_warning (carre, _("Unknown, Supply It"), subtitle);
      return;
    }
  subtitle = answer->modified != 0
             /* Translators: "Rolled 46, read 43: carre (LBA-CAR-1); the counter becomes carre". */
             ? g_strdup_printf (_("Rolled %d, read %d: %s (%s); the counter becomes %s"),
                                answer->roll, answer->modified, answer->result,
                                answer->result_rule, answer->state)
             : g_strdup_printf (_("Rolled %d: %s (%s); the counter becomes %s"), answer->roll,
                                answer->result, answer->result_rule, answer->state);
  row = vd_panel_rows_add (carre->group, carre->answer_rows, _("The Carré Table's Result"), subtitle);
  button = gtk_button_new_with_label (_("Apply"));
  gtk_widget_set_tooltip_text (button, _("Put the result on the counter as its state, as one "
                                         "step to undo"));
  g_signal_connect (button, "clicked", G_CALLBACK (apply_clicked_cb), carre);
  vd_panel_row_add_suffix (row, button);
}

static void
show_recall_answer (VdBoardCarre *carre)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRecall) recall = NULL;
  g_autofree char *subtitle = NULL;
  const char *kind = carre->kind < carre->kinds->len ? carre->kinds->pdata[carre->kind] : NULL;

  const VdBoardUnit *unit = vd_board_find_unit (vd_board_document_get_board (carre->document),
                                                carre->unit);

  /* The row its mark names is the counter's, not the referee's. */
  if (unit != NULL && (int) carre->kind == vd_hex_recall_marked_index (
                        vd_board_document_get_module (carre->document), unit))
    kind = NULL;
  recall = vd_hex_recall (vd_board_document_get_board (carre->document),
                          vd_board_document_get_module (carre->document), carre->unit, kind,
                          carre->personality, carre->roll != 0 ? carre->roll : 1, &error);
  if (recall == NULL)
    {
      add_warning (carre, _("No Recall Here"), error->message);
      return;
    }
  if (carre->roll == 0)
    return;
  add_reasons (carre, recall->reasons);
  /* Translators: "Die 4, needs 5 or higher: not recalled (LBA-REC-1)". */
  subtitle = g_strdup_printf (_("Die %d, needs %d or higher (%s)"), recall->modified,
                              recall->needed, recall->rule);
  vd_panel_rows_add (carre->group, carre->answer_rows, recall->recalled ? _("Recalled") : _("Not Recalled"),
           subtitle);
}

/* The limbering roll as the core answers it with the row and bonuses given, ROLL the die. */
static VdHexLimber *
judge_limber (VdBoardCarre *carre, int roll, GError **error)
{
  g_autoptr(GPtrArray) words = modifier_words (carre);
  const char *kind = carre->kind < carre->kinds->len ? carre->kinds->pdata[carre->kind] : NULL;

  return vd_hex_limber (vd_board_document_get_board (carre->document),
                        vd_board_document_get_module (carre->document), carre->unit, kind,
                        (const char * const *) words->pdata, roll, error);
}

static void
limber_clicked_cb (GtkButton *button, VdBoardCarre *carre)
{
  VdBoard *board = vd_board_document_get_board (carre->document);
  g_autoptr(VdHexLimber) answer = judge_limber (carre, carre->roll, NULL);
  g_autoptr(GPtrArray) events =
    g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *note = NULL, *said = NULL;
  VdBoardEvent *event;

  if (answer == NULL || !answer->limbers || answer->missing != NULL)
    return;
  /* The note the CLI's --apply writes, so the journal reads the same from both. */
  note = vd_hex_limber_note (answer);
  event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
  event->unit_id = g_strdup (carre->unit);
  event->state = g_strdup (answer->state);
  event->note = g_strdup (note);
  g_ptr_array_add (events, event);
  carre->roll = 0;
  if (!vd_board_document_record_batch (carre->document, g_ptr_array_ref (events), &error))
    {
      carre->said (error->message, TRUE, carre->user_data);
      return;
    }
  /* Translators: "g1 becomes limbered: limbering, die 5: limbers (LBA-LIMB-1)". */
  said = g_strdup_printf (_("%s becomes %s: %s"), carre->unit, answer->state, note);
  carre->said (said, FALSE, carre->user_data);
}

/* The limbering's answer: the battery refused, the reasons, then the result with Limber. */
static void
show_limber_answer (VdBoardCarre *carre)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLimber) answer = judge_limber (carre, carre->roll != 0 ? carre->roll : 1,
                                                &error);
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *button;

  if (answer == NULL)
    {
      add_warning (carre, _("No Limbering Here"), error->message);
      return;
    }
  /* The Guard's row needs no die: its answer shows before any roll. */
  if (carre->roll == 0 && !answer->automatic)
    return;
  add_reasons (carre, answer->reasons);
  if (answer->missing != NULL)
    {
      subtitle = g_strdup_printf ("%s (%s)", answer->missing, answer->missing_rule);
      add_warning (carre, _("Unknown, Supply It"), subtitle);
      return;
    }
  subtitle = answer->automatic
             ? g_strdup_printf (_("No roll needed (%s)"), answer->rule)
             : answer->modified != 0
             /* Translators: "Die 6, needs 6 or higher (LBA-LIMB-1)". */
             ? g_strdup_printf (_("Die %d, needs %d or higher (%s)"), answer->modified,
                                answer->needed, answer->rule)
             /* Translators: "Die 3 with its bonuses, needs 6 or higher (LBA-LIMB-1)". */
             : g_strdup_printf (_("Die %d with its bonuses, needs %d or higher (%s)"),
                                answer->roll, answer->needed, answer->rule);
  row = vd_panel_rows_add (carre->group, carre->answer_rows,
                           answer->limbers ? _("Limbers") : _("Does Not Limber"), subtitle);
  if (!answer->limbers)
    return;
  button = gtk_button_new_with_mnemonic (_("_Limber"));
  gtk_widget_set_tooltip_text (button, _("Put the battery limbered, as one step to undo"));
  g_signal_connect (button, "clicked", G_CALLBACK (limber_clicked_cb), carre);
  vd_panel_row_add_suffix (row, button);
}

static void
roll_clicked_cb (GtkButton *button, VdBoardCarre *carre)
{
  /* The carré's two dice read as tens and units (LBA-CAR-1), the recall's and the limbering's
   * one (LBA-REC-1, LBA-LIMB-1). */
  carre->roll = carre->cavalry || carre->artillery ? g_random_int_range (1, 7)
                               : 10 * g_random_int_range (1, 7) + g_random_int_range (1, 7);
  update_answer (carre);
}

static void
read_clicked_cb (GtkButton *button, VdBoardCarre *carre)
{
  carre->roll = gtk_spin_button_get_value_as_int (g_object_get_data (G_OBJECT (button),
                                                                     "vd-roll"));
  update_answer (carre);
}

static void
update_answer (VdBoardCarre *carre)
{
  GtkWidget *row, *button, *spin;

  vd_panel_rows_clear (carre->group, carre->answer_rows);
  row = vd_panel_rows_add (carre->group, carre->answer_rows, _("Roll the Dice"),
                 carre->artillery ? _("One die on the limber chart")
                 : carre->cavalry ? _("One die on the recall chart")
                                  : _("Two dice read 11 to 66 on the carré table"));
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  g_signal_connect (button, "clicked", G_CALLBACK (roll_clicked_cb), carre);
  vd_panel_row_add_suffix (row, button);
  row = vd_panel_rows_add (carre->group, carre->answer_rows, _("The Players' Roll"),
                 carre->artillery ? _("Read on the limber chart")
                 : carre->cavalry ? _("Read on the recall chart") : _("Read on the carré table"));
  spin = carre->cavalry || carre->artillery ? gtk_spin_button_new_with_range (1, 6, 1)
                                            : gtk_spin_button_new_with_range (11, 66, 1);
  if (carre->roll != 0)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), carre->roll);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The players' roll"), -1);
  vd_panel_row_add_suffix (row, spin);
  button = gtk_button_new_with_mnemonic (_("R_ead"));
  g_object_set_data (G_OBJECT (button), "vd-roll", spin);
  g_signal_connect (button, "clicked", G_CALLBACK (read_clicked_cb), carre);
  vd_panel_row_add_suffix (row, button);
  if (carre->artillery)
    show_limber_answer (carre);
  else if (carre->cavalry)
    show_recall_answer (carre);
  else
    show_carre_answer (carre);
}

/* A change in what is given: the roll read before no longer answers it. */
static void
given_changed (VdBoardCarre *carre)
{
  carre->roll = 0;
  update_answer (carre);
}

static void
from_selected_cb (AdwComboRow *row, GParamSpec *pspec, VdBoardCarre *carre)
{
  guint *index = g_object_get_data (G_OBJECT (row), "vd-index");

  *index = adw_combo_row_get_selected (row);
  given_changed (carre);
}

static void
mp_changed_cb (GtkSpinButton *spin, VdBoardCarre *carre)
{
  carre->mp = gtk_spin_button_get_value_as_int (spin);
  given_changed (carre);
}

static void
modifier_switch_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardCarre *carre)
{
  g_hash_table_insert (carre->modifiers,
                       g_strdup (g_object_get_data (G_OBJECT (toggle), "vd-name")),
                       GINT_TO_POINTER (gtk_switch_get_active (toggle) ? 1 : 0));
  given_changed (carre);
}

static void
modifier_spin_cb (GtkSpinButton *spin, VdBoardCarre *carre)
{
  g_hash_table_insert (carre->modifiers, g_strdup (g_object_get_data (G_OBJECT (spin), "vd-name")),
                       GINT_TO_POINTER (gtk_spin_button_get_value_as_int (spin)));
  given_changed (carre);
}

static void
personality_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardCarre *carre)
{
  carre->personality = gtk_switch_get_active (toggle);
  given_changed (carre);
}

/* A combo row of WORDS (a YAML sequence's, or char*), INDEX the one chosen. */
static void
add_combo (VdBoardCarre *carre, const char *title, const char *subtitle, GPtrArray *words,
           guint *index)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < words->len; i++)
    gtk_string_list_append (list, words->pdata[i]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), *index < words->len ? *index : 0);
  g_object_set_data (G_OBJECT (row), "vd-index", index);
  g_signal_connect (row, "notify::selected", G_CALLBACK (from_selected_cb), carre);
  adw_preferences_group_add (carre->group, row);
  g_ptr_array_add (carre->option_rows, row);
}

/* One of the nation's modifiers (LBA-CAR-2, LBA-CAR-3): a switch for a flat amount, a number
 * for one counted by a level or a personality's morale (0: not given). */
static void
add_modifier (VdBoardCarre *carre, AdwExpanderRow *expander, const char *name,
              const VdYamlNode *modifier, const VdYamlNode *barred, const char *rule)
{
  const char *title;
  const char *value = vd_hex_ruleset_word (vd_yaml_lookup (modifier, "value"));
  const char *per_level = vd_hex_ruleset_word (vd_yaml_lookup (modifier, "per_level"));
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *widget;
  int given = GPOINTER_TO_INT (g_hash_table_lookup (carre->modifiers, name));

  if (modifier != NULL && rule == NULL)
    rule = vd_hex_ruleset_word (vd_yaml_lookup (modifier, "rule"));
  /* Translators: a carré modifier: "-3 (LBA-CAR-2)"; "+3 a level (LBA-CAR-2)". */
  subtitle = value != NULL ? g_strdup_printf ("%+d (%s)", atoi (value), rule != NULL ? rule : "?")
             : per_level != NULL ? g_strdup_printf (_("%+d a level given; 0: none (%s)"),
                                                    atoi (per_level), rule != NULL ? rule : "?")
             : modifier != NULL ? g_strdup_printf (_("minus the personality's morale given; 0: "
                                                     "none (%s)"), rule != NULL ? rule : "?")
             : g_strdup_printf (_("named by the referee: barred in the enemy Charge Phase "
                                  "(%s)"), rule != NULL ? rule : "?");
  row = adw_action_row_new ();
  /* The module's words for it, its key where it has none. */
  title = vd_hex_ruleset_text (vd_yaml_lookup (modifier != NULL ? modifier : barred, "name"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title != NULL ? title : name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_expander_row_add_row (expander, row);
  if (value != NULL || modifier == NULL)
    {
      widget = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (widget), given != 0);
      g_signal_connect (widget, "notify::active", G_CALLBACK (modifier_switch_cb), carre);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
    }
  else
    {
      widget = gtk_spin_button_new_with_range (0, 20, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), given);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title != NULL ? title : name, -1);
      g_signal_connect (widget, "value-changed", G_CALLBACK (modifier_spin_cb), carre);
      /* Counted: the core takes it as NAME=VALUE. */
      g_hash_table_add (carre->counted, g_strdup (name));
    }
  g_object_set_data_full (G_OBJECT (widget), "vd-name", g_strdup (name), g_free);
  vd_panel_row_add_suffix (row, widget);
}

static void
expanded_cb (AdwExpanderRow *expander, GParamSpec *pspec, VdBoardCarre *carre)
{
  carre->modifiers_open = adw_expander_row_get_expanded (expander);
}

static void
show_carre_options (VdBoardCarre *carre, VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *from = vd_hex_ruleset_lookup (module, "combat.carre.from");
  const char *nation = unit->nation != NULL ? unit->nation : unit->side;
  g_autofree char *path = g_strdup_printf ("combat.carre.modifiers.%s", nation);
  const VdYamlNode *mods = vd_hex_ruleset_lookup (module, path);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  GtkWidget *row, *spin, *expander;

  for (guint i = 0; from != NULL && i < from->n_children; i++)
    g_ptr_array_add (words, (gpointer) vd_hex_ruleset_word (from->children[i]));
  add_combo (carre, _("Formed From"), _("The formation the row is read for (LBA-CAR-1)"), words,
             &carre->from);
  row = vd_panel_rows_add (carre->group, carre->option_rows, _("Movement Points"),
                 _("The row's movement points, 1 to 4 (LBA-CAR-1)"));
  spin = gtk_spin_button_new_with_range (1, 4, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), carre->mp);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Movement Points"), -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (mp_changed_cb), carre);
  vd_panel_row_add_suffix (row, spin);
  /* A long list, folded away until the referee needs it. */
  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Modifiers"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander),
                                 _("The nation's, as the module lists them (LBA-CAR-2, "
                                   "LBA-CAR-3)"));
  adw_preferences_group_add (carre->group, expander);
  g_ptr_array_add (carre->option_rows, expander);
  for (guint i = 0; mods != NULL && mods->kind == VD_YAML_MAPPING && i + 1 < mods->n_children;
       i += 2)
    add_modifier (carre, ADW_EXPANDER_ROW (expander), mods->children[i]->value,
                  mods->children[i + 1], NULL, NULL);
  /* LBA-CAR-4's battalions are the referee's to name: the counters do not say. */
  if (g_strcmp0 (nation, vd_hex_ruleset_lookup_word (module, "combat.carre.barred.nation")) == 0)
    add_modifier (carre, ADW_EXPANDER_ROW (expander),
                  vd_hex_ruleset_lookup_word (module, "combat.carre.barred.modifier"), NULL,
                  vd_hex_ruleset_lookup (module, "combat.carre.barred"),
                  vd_hex_ruleset_lookup_word (module, "combat.carre.barred.rule"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), carre->modifiers_open);
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (expanded_cb), carre);
}

static void
show_recall_options (VdBoardCarre *carre, VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autofree char *class_path = g_strdup_printf ("combat.recall.by_class.%s", unit->unit_class);
  g_autofree char *nation_path = g_strdup_printf ("combat.recall.by_nation.%s",
                                                  unit->nation != NULL ? unit->nation
                                                                       : unit->side);
  const char *class_row = vd_hex_ruleset_lookup_word (module, class_path);
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, nation_path);
  GtkWidget *row, *toggle;

  g_ptr_array_set_size (carre->kinds, 0);
  if (class_row != NULL)
    g_ptr_array_add (carre->kinds, g_strdup (class_row));
  for (guint i = 0; class_row == NULL && rows != NULL && i < rows->n_children; i++)
    g_ptr_array_add (carre->kinds, g_strdup (vd_hex_ruleset_word (rows->children[i])));
  /* Light or heavy is not on the counters: the referee picks the row (LBA-REC-1). */
  if (carre->kinds->len > 0)
    add_combo (carre, _("Row of the Recall Chart"),
               _("The counter's class and nation leave these (LBA-REC-1)"), carre->kinds,
               &carre->kind);
  row = vd_panel_rows_add (carre->group, carre->option_rows, _("With a Personality"),
                 _("One with a cavalry modifier: +1 (LBA-REC-1)"));
  toggle = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (toggle), carre->personality);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (personality_cb), carre);
  vd_panel_row_add_suffix (row, toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
}

/* The battery's rows of the limber chart, and each leader's bonus as a switch (LBA-LIMB-2). */
static void
show_limber_options (VdBoardCarre *carre, VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autoptr(GPtrArray) rows = vd_hex_limber_rows (module, unit->nation != NULL ? unit->nation
                                                                             : unit->side);
  const VdYamlNode *bonuses = vd_hex_ruleset_lookup (module, "special.limbering.bonuses");

  g_ptr_array_set_size (carre->kinds, 0);
  for (guint i = 0; i < rows->len; i++)
    g_ptr_array_add (carre->kinds, g_strdup (rows->pdata[i]));
  /* Foot, horse or position is not on the counters: the referee picks the row. */
  if (carre->kinds->len > 0)
    add_combo (carre, _("Row of the Limber Chart"),
               _("The battery's nation leaves these (LBA-LIMB-1)"), carre->kinds, &carre->kind);
  for (guint i = 0; bonuses != NULL && bonuses->kind == VD_YAML_MAPPING &&
       i + 1 < bonuses->n_children; i += 2)
    {
      const char *name = bonuses->children[i]->value;
      int amount = atoi (vd_hex_ruleset_word (bonuses->children[i + 1]));
      g_autofree char *subtitle = g_strdup_printf ("%+d (LBA-LIMB-2)", amount);
      GtkWidget *row = vd_panel_rows_add (carre->group, carre->option_rows, name, subtitle);
      GtkWidget *toggle = gtk_switch_new ();

      gtk_switch_set_active (GTK_SWITCH (toggle),
                             GPOINTER_TO_INT (g_hash_table_lookup (carre->modifiers, name)) != 0);
      g_object_set_data_full (G_OBJECT (toggle), "vd-name", g_strdup (name), g_free);
      g_signal_connect (toggle, "notify::active", G_CALLBACK (modifier_switch_cb), carre);
      vd_panel_row_add_suffix (row, toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
    }
}

void
vd_board_carre_show (VdBoardCarre *carre, VdBoardDocument *document, gboolean has_hex, VdHex hex,
                     const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;
  g_autofree char *class_path = NULL;

  vd_panel_rows_clear (carre->group, carre->option_rows);
  vd_panel_rows_clear (carre->group, carre->answer_rows);
  g_hash_table_remove_all (carre->counted);
  gtk_widget_set_visible (GTK_WIDGET (carre->group), FALSE);
  if (board == NULL || vd_hex_ruleset_lookup (module, "combat.carre.charts") == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  /* A side tries carré and recalls with its own counters only. */
  if (unit == NULL || !unit->placed || (side != NULL && g_strcmp0 (unit->side, side) != 0))
    return;
  class_path = g_strdup_printf ("combat.recall.by_class.%s", unit->unit_class);
  /* Only an unlimbered battery has a limbering to roll (LBA-LIMB-1). */
  if (g_strcmp0 (unit->unit_class, "infantry") != 0 &&
      g_strcmp0 (unit->unit_class, "cavalry") != 0 &&
      vd_hex_ruleset_lookup (module, class_path) == NULL &&
      !(g_strcmp0 (unit->unit_class, "artillery") == 0 &&
        g_strcmp0 (unit->state, "unlimbered") == 0 &&
        vd_hex_ruleset_lookup (module, "special.limbering.chart") != NULL))
    return;
  if (carre->document != document || g_strcmp0 (carre->unit, unit->id) != 0)
    {
      g_hash_table_remove_all (carre->modifiers);
      carre->from = 0;
      carre->mp = 1;
      /* A regiment marked light or heavy starts on its row (LBA-REC-1). */
      carre->kind = (guint) MAX (vd_hex_recall_marked_index (module, unit), 0);
      carre->personality = FALSE;
      carre->modifiers_open = FALSE;
      carre->roll = 0;
    }
  g_set_object (&carre->document, document);
  g_free (carre->unit);
  carre->unit = g_strdup (unit->id);
  carre->artillery = g_strcmp0 (unit->unit_class, "artillery") == 0;
  carre->cavalry = !carre->artillery && g_strcmp0 (unit->unit_class, "infantry") != 0;
  adw_preferences_group_set_title (carre->group, carre->artillery ? _("Limbering")
                                                                  : _("Carré and Recall"));
  /* Translators: the group's description: "f1 tries carré (LBA-CAR-1)". */
  {
    g_autofree char *description = carre->artillery
                                   /* Translators: "g1's limbering roll (LBA-LIMB-1)". */
                                   ? g_strdup_printf (_("%s's limbering roll (LBA-LIMB-1)"),
                                                      unit->id)
                                   : carre->cavalry
                                   ? g_strdup_printf (_("%s's recall roll (LBA-REC-1)"), unit->id)
                                   : g_strdup_printf (_("%s tries carré (LBA-CAR-1)"), unit->id);

    adw_preferences_group_set_description (carre->group, description);
  }
  if (carre->artillery)
    show_limber_options (carre, module, unit);
  else if (carre->cavalry)
    show_recall_options (carre, module, unit);
  else
    show_carre_options (carre, module, unit);
  gtk_widget_set_visible (GTK_WIDGET (carre->group), TRUE);
  update_answer (carre);
}
