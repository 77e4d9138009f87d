/* A battery's points detached or given to another battery (BN 27.1), in the counter's steps,
 * through the core's vd_hex_battery_transfer as `hex battery` asks it. */
#include "vd-board-battery.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "vd-hex-artillery-bn.h"

/* The rows' widgets, kept on the points' spin button. */
typedef struct {
  VdBoardGroup  *group;
  GtkSpinButton *spin;
  GtkDropDown   *taker;     /* NULL: no other battery of its side */
  GPtrArray     *takers;    /* char*: the taker ids, in the drop-down's order */
  GtkWidget     *detach_row;
  GtkWidget     *give_row;
} Battery;

static void
battery_free (Battery *battery)
{
  g_ptr_array_unref (battery->takers);
  g_free (battery);
}

static const char *
taker (Battery *battery)
{
  guint chosen = battery->taker != NULL ? gtk_drop_down_get_selected (battery->taker)
                                        : GTK_INVALID_LIST_POSITION;

  return chosen < battery->takers->len ? battery->takers->pdata[chosen] : NULL;
}

/* BN 27.1: the transfer of the points chosen to TO (NULL: detached), as hex battery judges it. */
static VdHexBatteryTransfer *
judge (Battery *battery, const char *to, GError **error)
{
  VdBoardDocument *document = battery->group->document;

  return vd_hex_battery_transfer (vd_board_document_get_board (document),
                                  vd_board_document_get_module (document), battery->group->unit,
                                  to, gtk_spin_button_get_value_as_int (battery->spin), error);
}

/* ROW's help: what the transfer to TO does, or why not, with its rules. */
static void
say (Battery *battery, GtkWidget *row, const char *to)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexBatteryTransfer) transfer = judge (battery, to, &error);
  g_autofree char *help = NULL;

  if (transfer == NULL)
    help = g_strdup (error->message);
  else if (transfer->may)
    help = vd_board_reasons_text (transfer->reasons, NULL);
  else
    {
      g_autofree char *reasons = vd_board_reasons_text (transfer->reasons, NULL);

      help = transfer->open != NULL
        /* Translators: "Not known: … (bn-i-battery-cap)", then the reasons. */
        ? g_strdup_printf (_("Not known: %s (%s)\n%s"), transfer->why, transfer->why_rule,
                           reasons)
        /* Translators: "May not: … (27.1)", then the reasons. */
        : g_strdup_printf (_("May not: %s (%s)\n%s"), transfer->why, transfer->why_rule,
                           reasons);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), help);
}

static void
changed_cb (GObject *widget, GParamSpec *pspec, Battery *battery)
{
  say (battery, battery->detach_row, NULL);
  if (battery->give_row != NULL)
    say (battery, battery->give_row, taker (battery));
}

static void
value_changed_cb (GtkSpinButton *spin, Battery *battery)
{
  changed_cb (NULL, NULL, battery);
}

static void
clicked_cb (GtkButton *button, Battery *battery)
{
  gboolean give = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "vd-give"));
  GtkWidget *row = give ? battery->give_row : battery->detach_row;
  VdBoardGroup *group = battery->group;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexBatteryTransfer) transfer = judge (battery, give ? taker (battery) : NULL,
                                                    &error);

  if (transfer == NULL)
    vd_board_refused (row, error->message, group->said, group->user_data);
  else if (!transfer->may)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", transfer->why, transfer->why_rule);

      vd_board_refused (row, why, group->said, group->user_data);
    }
  else
    vd_board_record (group->document,
                     vd_hex_battery_transfer_events (vd_board_document_get_board (group->document),
                                                     transfer),
                     row, group->said, group->user_data);
}

static GtkWidget *
action (Battery *battery, const char *label, gboolean give)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, _("Record it, as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-give", GINT_TO_POINTER (give));
  g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), battery);
  return button;
}

gboolean
vd_board_battery_show (VdBoardGroup *group, const VdBoard *board, const VdHexRuleset *module,
                       const VdBoardUnit *unit)
{
  const char *class = vd_hex_ruleset_lookup_word (module, "special.artillery.notation.class");
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.artillery.transfer.rule");
  const char *notation = vd_hex_ruleset_lookup_word (module, "special.artillery.notation.rule");
  VdHexBatteryKind kind = { 0 };
  g_autoptr(GtkStringList) names = NULL;
  g_autofree char *help = NULL;
  Battery *battery;
  GtkWidget *row, *spin;
  int points = unit->strength != NULL ? atoi (unit->strength) : 0;

  if (class == NULL || rule == NULL || g_strcmp0 (unit->unit_class, class) != 0)
    return FALSE;
  adw_preferences_group_set_title (group->group, _("Battery"));
  if (vd_hex_battery_kind (unit, module, &kind))
    /* Translators: "3 heavy foot points, as its name writes them (1.4.7)". */
    help = g_strdup_printf (_("%d %s %s points, as its name writes them (%s)"), kind.points,
                            vd_hex_battery_word (kind.type), vd_hex_battery_word (kind.klass),
                            notation);
  else
    /* Translators: "its name does not write its type and class (1.4.7)". */
    help = g_strdup_printf (_("its name does not write its type and class, as “AGb (3Hf)”: "
                              "what 27.1 and 27.3 need is missing (%s)"), notation);
  vd_hex_battery_kind_clear (&kind);
  vd_board_group_add_row (group, _("Its Points"), help);
  if (points < 1)
    return TRUE;
  battery = g_new0 (Battery, 1);
  battery->group = group;
  battery->takers = g_ptr_array_new_with_free_func (g_free);
  row = vd_board_group_add_row (group, _("Points to Move"),
                                _("Detached or given to another battery, at no movement "
                                  "points (27.1)"));
  spin = gtk_spin_button_new_with_range (1, points, 1);
  battery->spin = GTK_SPIN_BUTTON (spin);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Points to move"), -1);
  vd_panel_row_add_suffix (row, spin);
  g_object_set_data_full (G_OBJECT (spin), "vd-battery", battery, (GDestroyNotify) battery_free);
  battery->detach_row = vd_board_group_add_row (group, _("Detach a Battery"), NULL);
  vd_panel_row_add_suffix (battery->detach_row, action (battery, _("_Detach"), FALSE));
  names = gtk_string_list_new (NULL);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (other == unit || !other->placed || g_strcmp0 (other->unit_class, class) != 0 ||
          g_strcmp0 (other->side, unit->side) != 0)
        continue;
      g_ptr_array_add (battery->takers, g_strdup (other->id));
      gtk_string_list_append (names, other->name != NULL ? other->name : other->id);
    }
  if (battery->takers->len > 0)
    {
      battery->give_row = vd_board_group_add_row (group, _("Give Points to a Battery"), NULL);
      battery->taker = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)),
                                                         NULL));
      gtk_accessible_update_property (GTK_ACCESSIBLE (battery->taker),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("The battery taking them"),
                                      -1);
      vd_panel_row_add_suffix (battery->give_row, GTK_WIDGET (battery->taker));
      vd_panel_row_add_suffix (battery->give_row, action (battery, _("_Give"), TRUE));
      g_signal_connect (battery->taker, "notify::selected", G_CALLBACK (changed_cb), battery);
    }
  g_signal_connect (spin, "value-changed", G_CALLBACK (value_changed_cb), battery);
  changed_cb (NULL, NULL, battery);
  return TRUE;
}
