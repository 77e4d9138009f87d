#include <glib/gi18n.h>

#include "vd-hex-ruleset.h"
#include "vd-new-board-dialog.h"

/* The games bundled with Vedette (terrain/<id>.yaml); the owner's own modules come with the
 * chart editor. */
static const char * const games[] = { "naa", "bn", "1914", "lba" };

/* How printed maps number their hexes, as the board's `grid.label` writes it. */
static const char * const labels[] = { "{col:02}{row:02}", "{col}{row:02}", "{col}.{row:02}",
                                       "{col:02}.{row:02}" };

struct _VdNewBoardDialog
{
  AdwMessageDialog  parent_instance;

  AdwComboRow      *game_row;
  AdwEntryRow      *title_row;
  GtkSpinButton    *columns_spin;
  GtkSpinButton    *rows_spin;
  AdwComboRow      *label_row;
  AdwComboRow      *shape_row;
  AdwComboRow      *stagger_row;
  GtkSpinButton    *first_column_spin;
  GtkSpinButton    *first_row_spin;
  GtkSwitch        *rows_up_switch;
};

G_DEFINE_FINAL_TYPE (VdNewBoardDialog, vd_new_board_dialog, ADW_TYPE_MESSAGE_DIALOG)

static GtkSpinButton *
add_spin_row (AdwPreferencesGroup *group, const char *title, double lower, double upper,
              double value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  return GTK_SPIN_BUTTON (spin);
}

static AdwComboRow *
add_combo_row (AdwPreferencesGroup *group, const char *title, GtkStringList *items)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (row, G_LIST_MODEL (items));
  adw_preferences_group_add (group, GTK_WIDGET (row));
  return row;
}

static void
vd_new_board_dialog_class_init (VdNewBoardDialogClass *klass)
{
}

static void
vd_new_board_dialog_init (VdNewBoardDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autoptr(GtkStringList) game_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) label_names = gtk_string_list_new (NULL);
  const char *shapes[] = { _("Flat-topped, in columns"), _("Pointy-topped, in rows"), NULL };
  const char *staggers[] = { _("Even ones half a hex lower"), _("Odd ones half a hex lower"),
                             NULL };
  g_autoptr(GtkStringList) shape_names = gtk_string_list_new (shapes);
  g_autoptr(GtkStringList) stagger_names = gtk_string_list_new (staggers);
  GtkWidget *rows_up = adw_action_row_new ();

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(VdHexRuleset) module = vd_hex_ruleset_load_named (games[i], NULL, NULL);

      gtk_string_list_append (game_names, module != NULL ? vd_text_get (&module->name)
                                                         : games[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, 12, 12, 1, 1, FALSE, TRUE,
                                                   labels[i], NULL, NULL);
      g_autofree char *first = vd_hex_grid_format (grid, vd_hex_grid_from_offset (grid, 0, 0));
      g_autofree char *last = vd_hex_grid_format (grid, vd_hex_grid_from_offset (grid, 11, 11));
      /* Translators: two hex numbers as a map prints them: "0101 … 1212". */
      g_autofree char *example = g_strdup_printf (_("%s … %s"), first, last);

      gtk_string_list_append (label_names, example);
    }

  adw_message_dialog_set_heading (dialog, _("New Board"));
  adw_message_dialog_set_body (dialog, _("An empty map of hexes for a board game, numbered as "
                                         "the printed map numbers them: paint its terrain and "
                                         "set up its counters on the Build page."));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "create", _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "create");
  adw_message_dialog_set_close_response (dialog, "cancel");

  self->game_row = add_combo_row (group, _("_Game"), game_names);
  self->title_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->title_row), _("_Title"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->title_row), TRUE);
  adw_entry_row_set_activates_default (self->title_row, TRUE);
  adw_preferences_group_add (group, GTK_WIDGET (self->title_row));
  self->columns_spin = add_spin_row (group, _("_Columns"), 1, 999, 20);
  self->rows_spin = add_spin_row (group, _("_Rows"), 1, 999, 15);
  self->label_row = add_combo_row (group, _("_Numbering"), label_names);
  self->shape_row = add_combo_row (group, _("_Hexes"), shape_names);
  self->stagger_row = add_combo_row (group, _("Columns or Rows _Shifted"), stagger_names);
  self->first_column_spin = add_spin_row (group, _("_First Column Number"), 0, 999, 1);
  self->first_row_spin = add_spin_row (group, _("First Ro_w Number"), 0, 999, 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows_up), _("Rows Count _Up"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (rows_up), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (rows_up), _("From the bottom edge of the map"));
  self->rows_up_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->rows_up_switch), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (rows_up), GTK_WIDGET (self->rows_up_switch));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (rows_up),
                                         GTK_WIDGET (self->rows_up_switch));
  adw_preferences_group_add (group, rows_up);

  adw_message_dialog_set_extra_child (dialog, GTK_WIDGET (group));
}

GtkWidget *
vd_new_board_dialog_new (GtkWindow *parent)
{
  return g_object_new (VD_TYPE_NEW_BOARD_DIALOG, "transient-for", parent, "modal", TRUE, NULL);
}

VdBoard *
vd_new_board_dialog_create (VdNewBoardDialog *self, VdHexRuleset **module, GError **error)
{
  guint game = adw_combo_row_get_selected (self->game_row);
  guint label = adw_combo_row_get_selected (self->label_row);
  const char *title = gtk_editable_get_text (GTK_EDITABLE (self->title_row));
  g_autoptr(VdHexRuleset) loaded = NULL;
  VdBoard *board;

  g_return_val_if_fail (VD_IS_NEW_BOARD_DIALOG (self), NULL);

  game = MIN (game, G_N_ELEMENTS (games) - 1);
  loaded = vd_hex_ruleset_load_named (games[game], NULL, error);
  if (loaded == NULL)
    return NULL;
  board = vd_board_new_with_grid (games[game],
                                  adw_combo_row_get_selected (self->shape_row) == 1
                                    ? VD_HEX_POINTY : VD_HEX_FLAT,
                                  gtk_spin_button_get_value_as_int (self->columns_spin),
                                  gtk_spin_button_get_value_as_int (self->rows_spin),
                                  gtk_spin_button_get_value_as_int (self->first_column_spin),
                                  gtk_spin_button_get_value_as_int (self->first_row_spin),
                                  labels[MIN (label, G_N_ELEMENTS (labels) - 1)],
                                  gtk_switch_get_active (self->rows_up_switch),
                                  adw_combo_row_get_selected (self->stagger_row) == 0, error);
  if (board == NULL)
    return NULL;
  board->title = title[0] != '\0' ? g_strdup (title) : NULL;
  /* The module's first phase: the game starts at its beginning. */
  if (loaded->phases->len > 0)
    board->phase = g_strdup (((VdHexName *) g_ptr_array_index (loaded->phases, 0))->id);
  *module = g_steal_pointer (&loaded);
  return board;
}

void
vd_new_board_dialog_set_values (VdNewBoardDialog *self, const char *game, const char *title,
                                int columns, int rows, const char *label, gboolean pointy)
{
  g_return_if_fail (VD_IS_NEW_BOARD_DIALOG (self));

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i], game))
      adw_combo_row_set_selected (self->game_row, i);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_equal (labels[i], label))
      adw_combo_row_set_selected (self->label_row, i);
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title);
  gtk_spin_button_set_value (self->columns_spin, columns);
  gtk_spin_button_set_value (self->rows_spin, rows);
  adw_combo_row_set_selected (self->shape_row, pointy ? 1 : 0);
}
