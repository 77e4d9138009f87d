/* The board panel's château group: LBA's assault on the château as `hex chateau` judges it,
 * and a DD there recorded as the defender's increment lost. */
#include "vd-board-chateau.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-chateau-lba.h"

#define CHATEAU "combat.melee.chateau."

struct _VdBoardChateau
{
  VdBoardGroup g;            /* its rows: the château, the attackers, the DD */
  GPtrArray   *answer_rows;  /* GtkWidget*: the assault's answer and the die */
  char        *hex;          /* the château the choices below are for */
  VdHex        at;
  GHashTable  *off;          /* ids of the attackers the referee switched off */
  GHashTable  *sixth;        /* ids he names 6th battalions (LBA-CHAT-5) */
  int          die;          /* the sappers' die, 0: none yet */
};

static void update_answer (VdBoardChateau *chateau);

VdBoardChateau *
vd_board_chateau_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardChateau *chateau = g_new0 (VdBoardChateau, 1);

  vd_board_group_init (&chateau->g, _("Château"), said, user_data);
  chateau->answer_rows = g_ptr_array_new ();
  chateau->off = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  chateau->sixth = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return chateau;
}

void
vd_board_chateau_free (VdBoardChateau *chateau)
{
  if (chateau == NULL)
    return;
  g_ptr_array_unref (chateau->answer_rows);
  vd_board_group_clear (&chateau->g);
  g_hash_table_unref (chateau->off);
  g_hash_table_unref (chateau->sixth);
  g_free (chateau->hex);
  g_free (chateau);
}

GtkWidget *
vd_board_chateau_get_widget (VdBoardChateau *chateau)
{
  return GTK_WIDGET (chateau->g.group);
}

/* The counters of BOARD in hex AT of SIDE (NULL: any) or, ENEMY, next to it and of another. */
static GPtrArray *
units_of (const VdBoard *board, VdHex at, const char *side, gboolean enemy)
{
  GPtrArray *units = g_ptr_array_new ();

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (!unit->placed)
        continue;
      if (enemy ? vd_hex_distance (unit->hex, at) == 1 && g_strcmp0 (unit->side, side) != 0
                : vd_hex_equal (unit->hex, at) &&
                  (side == NULL || g_strcmp0 (unit->side, side) == 0))
        g_ptr_array_add (units, (gpointer) unit);
    }
  return units;
}

/* The held château the group is for: UNIT's hex, or one next to it its enemy holds, or HEX
 * itself; FALSE when none. */
static gboolean
find_chateau (const VdBoard *board, const VdHexRuleset *module, const char *terrain,
              const VdBoardUnit *unit, gboolean has_hex, VdHex hex, VdHex *at)
{
  if (unit != NULL && unit->placed)
    {
      if (vd_board_hex_has_ground (board, module, unit->hex, terrain))
        {
          *at = unit->hex;
          return TRUE;
        }
      for (int d = 0; d < 6; d++)
        {
          VdHex next = vd_hex_neighbour (unit->hex, d);
          g_autoptr(GPtrArray) held = NULL;

          if (!vd_hex_grid_contains (board->grid, next) ||
              !vd_board_hex_has_ground (board, module, next, terrain))
            continue;
          held = units_of (board, next, NULL, FALSE);
          if (held->len > 0 && g_strcmp0 (((VdBoardUnit *) held->pdata[0])->side, unit->side) != 0)
            {
              *at = next;
              return TRUE;
            }
        }
      return FALSE;
    }
  *at = hex;
  return has_hex && vd_board_hex_has_ground (board, module, hex, terrain);
}

/* The ids of UNITS as a NULL-ended array (the units' own strings). */
static GPtrArray *
ids_of (GPtrArray *units, GHashTable *leave_out)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      if (leave_out == NULL || !g_hash_table_contains (leave_out, unit->id))
        g_ptr_array_add (ids, unit->id);
    }
  g_ptr_array_add (ids, NULL);
  return ids;
}

static GtkWidget *
add_answer (VdBoardChateau *chateau, const char *title, const char *subtitle, gboolean warning)
{
  GtkWidget *row = vd_panel_rows_add (chateau->g.group, chateau->answer_rows, title, subtitle);

  if (warning)
    gtk_widget_add_css_class (row, "warning");
  return row;
}

static void
roll_clicked_cb (GtkButton *button, VdBoardChateau *chateau)
{
  /* The sappers' one die (LBA-CHAT-4). */
  chateau->die = g_random_int_range (1, 7);
  update_answer (chateau);
}

static void
read_clicked_cb (GtkButton *button, VdBoardChateau *chateau)
{
  chateau->die = gtk_spin_button_get_value_as_int (g_object_get_data (G_OBJECT (button),
                                                                      "vd-roll"));
  update_answer (chateau);
}

/* The die's two rows: Vedette's roll, or the players' read. */
static void
add_die_rows (VdBoardChateau *chateau, const char *rule)
{
  g_autofree char *help = g_strdup_printf (_("One die against the door, after the odds (%s)"),
                                           rule);
  GtkWidget *row = add_answer (chateau, _("Roll the Sappers' Die"), help, FALSE);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Roll"));
  GtkWidget *spin;

  g_signal_connect (button, "clicked", G_CALLBACK (roll_clicked_cb), chateau);
  vd_panel_row_add_suffix (row, button);
  row = add_answer (chateau, _("The Players' Roll"), _("Read as the sappers' die"), FALSE);
  spin = gtk_spin_button_new_with_range (1, 6, 1);
  if (chateau->die != 0)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), chateau->die);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The players' roll"), -1);
  vd_panel_row_add_suffix (row, spin);
  button = gtk_button_new_with_mnemonic (_("R_ead"));
  g_object_set_data (G_OBJECT (button), "vd-roll", spin);
  g_signal_connect (button, "clicked", G_CALLBACK (read_clicked_cb), chateau);
  vd_panel_row_add_suffix (row, button);
}

/* The assault as `hex chateau` answers it with the attackers switched on, the named 6th
 * battalions and the die. */
static void
update_answer (VdBoardChateau *chateau)
{
  VdBoardDocument *document = chateau->g.document;
  VdBoard *board = vd_board_document_get_board (document);
  VdHexRuleset *module = vd_board_document_get_module (document);
  VdBattle *battle = vd_board_document_get_battle (document);
  g_autoptr(GPtrArray) held = units_of (board, chateau->at, NULL, FALSE);
  g_autoptr(GPtrArray) defenders = NULL, attackers = NULL, defender_ids = NULL;
  g_autoptr(GPtrArray) attacker_ids = NULL, sixth = NULL;
  g_autoptr(VdHexChateau) answer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  GHashTableIter iter;
  gpointer id;
  VdHexChateauAsk ask = { 0 };

  vd_panel_rows_clear (chateau->g.group, chateau->answer_rows);
  if (held->len == 0)
    return;
  defenders = units_of (board, chateau->at, ((VdBoardUnit *) held->pdata[0])->side, FALSE);
  attackers = units_of (board, chateau->at, ((VdBoardUnit *) held->pdata[0])->side, TRUE);
  defender_ids = ids_of (defenders, NULL);
  attacker_ids = ids_of (attackers, chateau->off);
  if (attacker_ids->len == 1)
    return;
  sixth = g_ptr_array_new ();
  g_hash_table_iter_init (&iter, chateau->sixth);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    g_ptr_array_add (sixth, id);
  g_ptr_array_add (sixth, NULL);
  ask.attackers = (const char * const *) attacker_ids->pdata;
  ask.defenders = (const char * const *) defender_ids->pdata;
  ask.sixth = (const char * const *) sixth->pdata;
  ask.die = chateau->die;
  answer = vd_hex_chateau_melee (vd_battle_get_setup (battle), board, module,
                                 vd_battle_get_n_applied (battle), &ask, &error);
  if (answer == NULL)
    {
      add_answer (chateau, _("No Assault Here"), error->message, TRUE);
      return;
    }
  if (answer->barred != NULL)
    {
      why = g_strdup_printf ("%s (%s)", answer->barred, answer->barred_rule);
      add_answer (chateau, _("Assault Refused"), why, TRUE);
      return;
    }
  for (guint i = 0; i < answer->holders->len; i++)
    {
      const VdHexChateauHolder *holder = answer->holders->pdata[i];
      g_autofree char *title = g_strdup_printf (_("Defender %s"), holder->unit);
      g_autofree char *value = holder->known
        /* Translators: "melee value ×1.5 (LBA-CHAT-6)". */
        ? g_strdup_printf (_("melee value ×%g (%s)"), holder->multiply, holder->rule)
        : g_strdup (_("melee value unknown"));

      add_answer (chateau, title, value, FALSE);
    }
  why = vd_board_reasons_text (answer->reasons, NULL);
  add_answer (chateau, _("Why"), why, FALSE);
  if (answer->missing != NULL)
    {
      g_autofree char *missing = g_strdup_printf ("%s (%s)", answer->missing,
                                                  answer->missing_rule);

      add_answer (chateau, _("Unknown, Supply It"), missing, TRUE);
    }
  if (answer->sappers)
    add_die_rows (chateau, vd_hex_ruleset_lookup_word (module, CHATEAU "sappers_die.rule"));
  add_answer (chateau, _("Beyond the Pages"),
              _("The melee values and results table are the Premier Rules' (LBA-GEN-1)"), FALSE);
}

static void
attacks_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardChateau *chateau)
{
  const char *id = g_object_get_data (G_OBJECT (toggle), "vd-unit");

  if (gtk_switch_get_active (toggle))
    g_hash_table_remove (chateau->off, id);
  else
    g_hash_table_add (chateau->off, g_strdup (id));
  update_answer (chateau);
}

static void
sixth_cb (GtkCheckButton *check, GParamSpec *pspec, VdBoardChateau *chateau)
{
  const char *id = g_object_get_data (G_OBJECT (check), "vd-unit");

  if (gtk_check_button_get_active (check))
    g_hash_table_add (chateau->sixth, g_strdup (id));
  else
    g_hash_table_remove (chateau->sixth, id);
  update_answer (chateau);
}

static void
dd_clicked_cb (GtkButton *button, VdBoardChateau *chateau)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (chateau->g.document);
  VdHexRuleset *module = vd_board_document_get_module (chateau->g.document);
  g_autoptr(GError) error = NULL;
  const char *result = vd_hex_ruleset_lookup_word (module, CHATEAU "dd.result");
  g_autoptr(VdHexChateauDd) dd = vd_hex_chateau_dd (board, module, chateau->g.unit, result,
                                                    &error);
  GPtrArray *events;
  VdBoardEvent *event;

  if (dd == NULL)
    {
      vd_board_refused (row, error->message, chateau->g.said, chateau->g.user_data);
      return;
    }
  event = vd_hex_chateau_dd_event (board, module, chateau->g.unit, dd);
  if (event == NULL)
    return;
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, event);
  vd_board_record (chateau->g.document, events, row, chateau->g.said, chateau->g.user_data);
}

/* UNIT's row in the château: a DD there as the core reads it, with Apply when it is known. */
static void
add_dd_row (VdBoardChateau *chateau, const VdBoard *board, const VdHexRuleset *module,
            const VdBoardUnit *unit)
{
  const char *result = vd_hex_ruleset_lookup_word (module, CHATEAU "dd.result");
  g_autoptr(VdHexChateauDd) dd = vd_hex_chateau_dd (board, module, unit->id, result, NULL);
  g_autofree char *title = NULL, *why = NULL;
  GtkWidget *row, *button;

  if (dd == NULL)
    return;
  /* Translators: "A DD on o1", the melee result. */
  title = g_strdup_printf (_("A %s on %s"), result, unit->id);
  why = vd_board_reasons_text (dd->reasons, NULL);
  row = vd_board_group_add_row (&chateau->g, title, why);
  if (!dd->in_chateau || !dd->known)
    return;
  button = gtk_button_new_with_mnemonic (_("_Apply"));
  gtk_widget_set_tooltip_text (button, _("The increment lost on the counter's strength, as one "
                                         "step to undo"));
  g_signal_connect (button, "clicked", G_CALLBACK (dd_clicked_cb), chateau);
  vd_panel_row_add_suffix (row, button);
}

/* An enemy next to the château: a switch for whether it attacks, and a 6th battalion's mark
 * when the rules take its sappers away (LBA-CHAT-5). */
static void
add_attacker_row (VdBoardChateau *chateau, const VdBoard *board, const VdHexRuleset *module,
                  const VdBoardUnit *unit)
{
  g_autofree char *hex = vd_board_format_hex (board, unit->hex);
  /* Translators: an attacker's row: "Novgorod 2, from 0203" (or its class). */
  g_autofree char *from = g_strdup_printf (_("%s, from %s"),
                                           unit->name != NULL ? unit->name : unit->unit_class, hex);
  GtkWidget *row = vd_board_group_add_row (&chateau->g, unit->id, from);
  GtkWidget *toggle = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (toggle), !g_hash_table_contains (chateau->off, unit->id));
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Takes part in the assault"), -1);
  g_object_set_data_full (G_OBJECT (toggle), "vd-unit", g_strdup (unit->id), g_free);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (attacks_cb), chateau);
  if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, CHATEAU "sappers.not_sixth_battalions"),
                 "true") == 0 &&
      g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module,
                                                               CHATEAU "sappers.class")) == 0)
    {
      GtkWidget *check = gtk_check_button_new_with_label (_("6th Battalion"));

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   g_hash_table_contains (chateau->sixth, unit->id));
      gtk_widget_set_tooltip_text (check, _("A 6th battalion carries no sappers; the counters do "
                                            "not say which are"));
      g_object_set_data_full (G_OBJECT (check), "vd-unit", g_strdup (unit->id), g_free);
      g_signal_connect (check, "notify::active", G_CALLBACK (sixth_cb), chateau);
      vd_panel_row_add_suffix (row, check);
    }
  vd_panel_row_add_suffix (row, toggle);
}

void
vd_board_chateau_show (VdBoardChateau *chateau, VdBoardDocument *document, gboolean has_hex,
                       VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const char *terrain = module != NULL ? vd_hex_ruleset_lookup_word (module, CHATEAU "terrain")
                                       : NULL;
  const VdBoardUnit *unit = NULL, *holder;
  g_autoptr(GPtrArray) held = NULL, attackers = NULL;
  g_autofree char *label = NULL, *subtitle = NULL;
  VdHex at;

  vd_panel_rows_clear (chateau->g.group, chateau->answer_rows);
  vd_board_group_empty (&chateau->g);
  /* The referee's: the assault names the enemies on both sides. */
  if (board == NULL || side != NULL || terrain == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (!find_chateau (board, module, terrain, unit, has_hex, hex, &at))
    return;
  held = units_of (board, at, NULL, FALSE);
  if (held->len == 0)
    return;
  holder = held->pdata[0];
  label = vd_board_format_hex (board, at);
  if (g_strcmp0 (label, chateau->hex) != 0)
    {
      g_hash_table_remove_all (chateau->off);
      g_hash_table_remove_all (chateau->sixth);
      chateau->die = 0;
      g_free (chateau->hex);
      chateau->hex = g_strdup (label);
    }
  chateau->at = at;
  vd_board_group_act_on (&chateau->g, document, unit != NULL ? unit->id : holder->id);
  attackers = units_of (board, at, holder->side, TRUE);
  /* Translators: "0303, held by o1: only infantry may assault it (LBA-CHAT-1)". */
  subtitle = g_strdup_printf (_("%s, held by %s: only infantry may assault it (%s)"), label,
                              holder->id, vd_hex_ruleset_lookup_word (module,
                                                                      CHATEAU "assault_rule"));
  vd_board_group_add_row (&chateau->g, _("Assault on the Château"), subtitle);
  if (unit != NULL && vd_hex_equal (unit->hex, at))
    add_dd_row (chateau, board, module, unit);
  for (guint i = 0; i < attackers->len; i++)
    add_attacker_row (chateau, board, module, attackers->pdata[i]);
  if (attackers->len == 0)
    vd_board_group_add_row (&chateau->g, _("No Enemy Next to It"),
                            _("An assault comes from a hex next to the château"));
  update_answer (chateau);
  gtk_widget_set_visible (GTK_WIDGET (chateau->g.group), TRUE);
}
