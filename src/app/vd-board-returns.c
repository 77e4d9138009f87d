/* The board panel's units that come back: 1914's counters out of play, their re-entry die,
 * their return on a hex and the rebuilt pairs, through the core's judgement and its events. */
#include "vd-board-returns.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-hex-dice.h"
#include "vd-hex-returns.h"

struct _VdBoardReturns
{
  AdwPreferencesGroup *group;
  GPtrArray           *rows;      /* GtkWidget*: the rows shown */
  VdBoardDocument     *document;
  VdBoardReturnsSaid   said;
  gpointer             user_data;
};

VdBoardReturns *
vd_board_returns_new (VdBoardReturnsSaid said, gpointer user_data)
{
  VdBoardReturns *returns = g_new0 (VdBoardReturns, 1);

  returns->group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  adw_preferences_group_set_title (returns->group, _("Units That Come Back"));
  gtk_widget_set_visible (GTK_WIDGET (returns->group), FALSE);
  returns->rows = g_ptr_array_new ();
  returns->said = said;
  returns->user_data = user_data;
  return returns;
}

void
vd_board_returns_free (VdBoardReturns *returns)
{
  if (returns == NULL)
    return;
  g_ptr_array_unref (returns->rows);
  g_clear_object (&returns->document);
  g_object_unref (returns->group);
  g_free (returns);
}

GtkWidget *
vd_board_returns_get_widget (VdBoardReturns *returns)
{
  return GTK_WIDGET (returns->group);
}

/* The refusal shown where the action was asked for, in place of the row's help, and told. */
static void
refused (VdBoardReturns *returns, GtkWidget *row, const char *why)
{
  vd_board_refused (row, why, returns->said, returns->user_data);
}

/* EVENTS (taken) recorded as one step, said as the journal describes them. */
static void
record (VdBoardReturns *returns, GPtrArray *events, GtkWidget *row)
{
  vd_board_record (returns->document, events, row, returns->said, returns->user_data);
}

static GPtrArray *
one_event (VdBoardEvent *event)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

  g_ptr_array_add (events, event);
  return events;
}

/* UNIT's re-entry die DIE judged by the core (1914-RET-5) and recorded, or refused on ROW. */
static void
record_die (VdBoardReturns *returns, GtkWidget *row, const char *unit, int die)
{
  VdBattle *battle = vd_board_document_get_battle (returns->document);
  VdHexRuleset *module = vd_board_document_get_module (returns->document);
  g_autoptr(GError) error = NULL;
  VdBoardEvent *event;
  VdHexDice dice;

  /* The game's die (1914-CBT-13's, the one the re-entry table reads), as the CLI's. */
  vd_hex_dice_from_module (module, "combat.die", &dice);
  if (!vd_hex_dice_check (&dice, die, &error))
    {
      refused (returns, row, error->message);
      return;
    }
  event = vd_hex_returns_die (vd_battle_get_setup (battle), module,
                              vd_battle_get_n_applied (battle), unit, die, &error);
  if (event == NULL)
    {
      refused (returns, row, error->message);
      return;
    }
  record (returns, one_event (event), row);
}

/* The players rolled the die: its face as typed. */
static void
read_die_clicked_cb (GtkButton *button, VdBoardReturns *returns)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "vd-die");

  record_die (returns, row, g_object_get_data (G_OBJECT (button), "vd-unit"),
              gtk_spin_button_get_value_as_int (spin));
}

/* Vedette rolls the game's die. */
static void
roll_die_clicked_cb (GtkButton *button, VdBoardReturns *returns)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdHexRuleset *module = vd_board_document_get_module (returns->document);
  g_autoptr(GRand) rand = g_rand_new ();
  VdHexDice dice;
  int die;

  vd_hex_dice_from_module (module, "combat.die", &dice);
  if ((die = vd_hex_dice_roll (&dice, rand)) < 0)
    {
      refused (returns, row, _("Vedette cannot roll this game’s die: its faces are not known"));
      return;
    }
  record_die (returns, row, g_object_get_data (G_OBJECT (button), "vd-unit"), die);
}

static void
reenter_clicked_cb (GtkButton *button, VdBoardReturns *returns)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBattle *battle = vd_board_document_get_battle (returns->document);
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr(GError) error = NULL;
  VdBoardEvent *event;

  event = vd_hex_returns_reenter (vd_battle_get_setup (battle),
                                  vd_board_document_get_module (returns->document),
                                  vd_battle_get_n_applied (battle),
                                  g_object_get_data (G_OBJECT (button), "vd-unit"), label,
                                  &error);
  if (event == NULL)
    {
      refused (returns, row, error->message);
      return;
    }
  record (returns, one_event (event), row);
}

static void
rebuild_clicked_cb (GtkButton *button, VdBoardReturns *returns)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBattle *battle = vd_board_document_get_battle (returns->document);
  GtkDropDown *choice = g_object_get_data (G_OBJECT (button), "vd-choice");
  const char *first = g_object_get_data (G_OBJECT (button), "vd-first");
  const char *second = g_object_get_data (G_OBJECT (button), "vd-second");
  g_autoptr(GError) error = NULL;
  GPtrArray *events;

  events = vd_hex_returns_rebuild (vd_battle_get_setup (battle),
                                   vd_board_document_get_module (returns->document),
                                   vd_battle_get_n_applied (battle), first, second,
                                   gtk_drop_down_get_selected (choice) == 1 ? second : first,
                                   &error);
  if (events == NULL)
    {
      refused (returns, row, error->message);
      return;
    }
  record (returns, events, row);
}

/* The unit's id kept on the button, for its callback. */
static GtkWidget *
unit_button (const char *mnemonic, const char *unit, const char *tooltip, GCallback clicked,
             VdBoardReturns *returns)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  g_object_set_data_full (G_OBJECT (button), "vd-unit", g_strdup (unit), g_free);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect (button, "clicked", clicked, returns);
  return button;
}

/* The die typed (the game's faces) or rolled by Vedette, for OUT off the map. */
static void
add_die_row (VdBoardReturns *returns, const VdHexOut *out, const VdHexDice *dice)
{
  g_autofree char *title = NULL, *label = NULL, *help = NULL;
  GtkWidget *row, *spin, *button;
  int low = dice->kind == VD_HEX_DICE_D66 ? 11 : MAX (1, dice->count);
  int high = dice->kind == VD_HEX_DICE_D66 ? 66 : dice->faces > 0 ? dice->count * dice->faces : 6;

  /* Translators: a row's title, "ger-a's Re-entry Die". */
  title = g_strdup_printf (_("%s’s Re-entry Die"), out->unit_id);
  /* Translators: the die row's help: the players' die typed, or Vedette's roll. */
  help = g_strdup_printf (_("Typed or rolled (%s)"), out->rule != NULL ? out->rule : "?");
  row = vd_panel_rows_add (returns->group, returns->rows, title, help);
  spin = gtk_spin_button_new_with_range (low, high, 1);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  /* Translators: the spin button's accessible name, "ger-a's re-entry die". */
  label = g_strdup_printf (_("%s’s re-entry die"), out->unit_id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  vd_panel_row_add_suffix (row, spin);
  button = unit_button (_("R_ecord"), out->unit_id,
                        _("Keep the die typed as the counter’s re-entry die, as one step to undo"),
                        G_CALLBACK (read_die_clicked_cb), returns);
  g_object_set_data (G_OBJECT (button), "vd-die", spin);
  vd_panel_row_add_suffix (row, button);
  button = unit_button (_("_Roll"), out->unit_id,
                        _("Vedette rolls the game’s die and keeps it, as one step to undo"),
                        G_CALLBACK (roll_die_clicked_cb), returns);
  vd_panel_row_add_suffix (row, button);
}

/* A hex typed (the selected one offered) and the button that brings OUT back on it. */
static void
add_reenter_row (VdBoardReturns *returns, const VdHexOut *out, const char *offered)
{
  g_autofree char *title = NULL, *help = NULL, *hexes = NULL;
  GtkWidget *row, *entry, *button;

  if (out->kind == VD_HEX_OUT_REINFORCEMENT)
    /* Translators: a row's title, "Bring in fr-5": a reinforcement (BN 16.4). */
    title = g_strdup_printf (_("Bring in %s"), out->unit_id);
  else
    /* Translators: a row's title, "Re-enter ger-a". */
    title = g_strdup_printf (_("Re-enter %s"), out->unit_id);
  if (out->hexes != NULL)
    {
      hexes = g_strjoinv (", ", out->hexes);
      /* Translators: the re-enter row's help: "By 0604, 0603, 0605". */
      help = g_strdup_printf (_("By %s"), hexes);
    }
  else
    help = g_strdup (_("Anywhere its owner likes"));
  row = vd_panel_rows_add (returns->group, returns->rows, title, help);
  entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Hex"));
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  if (offered != NULL)
    gtk_editable_set_text (GTK_EDITABLE (entry), offered);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The hex it comes back on"), -1);
  button = out->kind == VD_HEX_OUT_REINFORCEMENT
             ? unit_button (_("_Bring In"), out->unit_id,
                            _("Put the reinforcement on the hex, as one step to undo"),
                            G_CALLBACK (reenter_clicked_cb), returns)
             : unit_button (_("Re-_enter"), out->unit_id,
                            _("Put the counter back on the hex, as one step to undo"),
                            G_CALLBACK (reenter_clicked_cb), returns);
  g_object_set_data (G_OBJECT (button), "vd-entry", entry);
  g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), button);
  vd_panel_row_add_suffix (row, entry);
  vd_panel_row_add_suffix (row, button);
}

/* PAIR, why and when it may be rebuilt, with the choice of the one that returns. */
static void
add_pair_row (VdBoardReturns *returns, const VdHexRebuildPair *pair)
{
  const char * const ids[] = { pair->first, pair->second, NULL };
  g_autofree char *title = NULL, *subtitle = NULL;
  GtkWidget *row, *choice, *button;

  /* Translators: a row's title, "Rebuild ger-b + ger-c". */
  title = g_strdup_printf (_("Rebuild %s + %s"), pair->first, pair->second);
  subtitle = g_strdup_printf ("%s (%s)", pair->why, pair->rule != NULL ? pair->rule : "?");
  row = vd_panel_rows_add (returns->group, returns->rows, title, subtitle);
  choice = gtk_drop_down_new_from_strings (ids);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The one that comes back"), -1);
  button = gtk_button_new_with_mnemonic (_("Re_build"));
  gtk_widget_set_tooltip_text (button, _("Put the one chosen on its army’s HQ and the other out "
                                         "for good, as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-choice", choice);
  g_object_set_data_full (G_OBJECT (button), "vd-first", g_strdup (pair->first), g_free);
  g_object_set_data_full (G_OBJECT (button), "vd-second", g_strdup (pair->second), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (rebuild_clicked_cb), returns);
  vd_panel_row_add_suffix (row, choice);
  vd_panel_row_add_suffix (row, button);
}

/* Whether SIDE (NULL: the referee) may know of UNIT_ID out of play: its own counters only. */
static gboolean
known_to (VdBoard *board, const char *unit_id, const char *side)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);

  return side == NULL || (unit != NULL && g_strcmp0 (unit->side, side) == 0);
}

/* OUT's row: how it is out, why and when it returns, with its rule, as `hex returns` says. */
static void
add_out_row (VdBoardReturns *returns, VdBoard *board, const VdHexOut *out)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, out->unit_id);
  /* Translators: how a counter is out of play, in `hex returns`. */
  const char *how = out->kind == VD_HEX_OUT_OFF_MAP ? _("off the map")
                    : out->kind == VD_HEX_OUT_HQ ? _("eliminated HQ")
                    : out->kind == VD_HEX_OUT_REINFORCEMENT ? _("not on the map yet")
                    : _("eliminated");
  /* Translators: after how it is out, when the time it waits is over. */
  const char *due = !out->due ? ""
                    : out->kind == VD_HEX_OUT_ELIMINATED ? _(", out long enough")
                    : out->kind == VD_HEX_OUT_REINFORCEMENT ? _(", may arrive now")
                    : _(", may come back now");
  g_autofree char *title = NULL, *subtitle = NULL;

  title = unit != NULL && unit->name != NULL
            ? g_strdup_printf ("%s — %s", out->unit_id, unit->name)
            : g_strdup (out->unit_id);
  subtitle = g_strdup_printf ("%s%s: %s (%s)", how, due, out->why,
                              out->rule != NULL ? out->rule : "?");
  vd_panel_rows_add (returns->group, returns->rows, title, subtitle);
}

void
vd_board_returns_show (VdBoardReturns *returns, VdBoardDocument *document, gboolean has_hex,
                       VdHex hex, const char *side)
{
  VdBattle *battle = document != NULL ? vd_board_document_get_battle (document) : NULL;
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  g_autoptr(VdHexReturns) out = NULL;
  g_autofree char *offered = NULL, *description = NULL;
  gboolean open_shown = side == NULL;
  guint shown = 0, pooled = 0;
  VdHexDice dice;

  vd_panel_rows_clear (returns->group, returns->rows);
  gtk_widget_set_visible (GTK_WIDGET (returns->group), FALSE);
  if (board == NULL)
    return;
  /* A game without these rules has no group: the core says so by refusing. */
  out = vd_hex_returns (vd_battle_get_setup (battle), module, vd_battle_get_n_applied (battle),
                        NULL);
  if (out == NULL)
    return;
  g_set_object (&returns->document, document);
  vd_hex_dice_from_module (module, "combat.die", &dice);
  if (has_hex && vd_hex_grid_is_playable (board->grid, hex))
    offered = vd_board_format_hex (board, hex);
  for (guint i = 0; i < out->out->len; i++)
    {
      const VdHexOut *one = out->out->pdata[i];

      /* A side's view must not show what that side may not know: the enemy's losses. */
      if (!known_to (board, one->unit_id, side))
        continue;
      shown++;
      pooled += one->kind == VD_HEX_OUT_ELIMINATED;
      /* The reading an own HQ's return waits on. */
      open_shown |= one->kind == VD_HEX_OUT_HQ && one->back_turn == 0;
      add_out_row (returns, board, one);
      if (one->kind == VD_HEX_OUT_OFF_MAP && one->die == 0)
        add_die_row (returns, one, &dice);
      else if (one->kind != VD_HEX_OUT_ELIMINATED)
        add_reenter_row (returns, one, offered);
    }
  for (guint i = 0; i < out->pairs->len; i++)
    {
      const VdHexRebuildPair *pair = out->pairs->pdata[i];

      if (known_to (board, pair->first, side))
        add_pair_row (returns, pair);
    }
  if (shown == 0)
    {
      vd_panel_rows_clear (returns->group, returns->rows);
      return;
    }
  /* The pairing's reading counts every side's eliminated: a side hears of it for its own. */
  if (out->missing != NULL && (open_shown || pooled > 1))
    {
      g_autofree char *subtitle = g_strdup_printf ("%s (%s)", out->missing,
                                                   out->missing_rule != NULL ? out->missing_rule
                                                                             : "?");
      GtkWidget *row = vd_panel_rows_add (returns->group, returns->rows,
                                          _("Unknown, Supply It"), subtitle);

      gtk_widget_add_css_class (row, "warning");
    }
  /* Translators: the group's description, "Turn 3, phase status: 4 out of play". */
  description = g_strdup_printf (_("Turn %d, phase %s: %u out of play"), out->turn,
                                 out->phase != NULL ? out->phase : "?", shown);
  adw_preferences_group_set_description (returns->group, description);
  gtk_widget_set_visible (GTK_WIDGET (returns->group), TRUE);
}
