#include "vd-board-panel.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-board-losses.h"
#include "vd-board-report.h"
#include "vd-board-side.h"
#include "vd-hex-command.h"
#include "vd-hex-attack.h"
#include "vd-board-blown.h"
#include "vd-board-british.h"
#include "vd-board-counter-steps.h"
#include "vd-board-orders.h"
#include "vd-board-charge.h"
#include "vd-board-fire.h"
#include "vd-board-fire-checks.h"
#include "vd-board-carre.h"
#include "vd-board-chateau.h"
#include "vd-board-sk-mode.h"
#include "vd-board-spread.h"
#include "vd-hex-vineyard-lba.h"
#include "vd-board-charge-lba.h"
#include "vd-board-morale.h"
#include "vd-board-returns.h"
#include "vd-board-special.h"
#include "vd-board-result.h"
#include "vd-board-melee-limits.h"
#include "vd-hex-outcome.h"
#include "vd-board-roster-rows.h"
#include "vd-board-reach.h"
#include "vd-hex-combats.h"
#include "vd-hex-odds.h"
#include "vd-hex-move.h"
#include "vd-hex-pre-melee.h"
#include "vd-hex-retreat.h"
#include "vd-hex-supply.h"
#include "vd-hex-victory.h"
#include "vd-hex-zoc.h"
#include "vd-hex-levels.h"

struct _VdBoardPanel
{
  AdwBin              parent_instance;

  AdwViewStack       *view_stack;
  GtkStack           *inspector_stack;
  AdwPreferencesGroup *counter_group;
  AdwEntryRow        *strength_row;
  AdwEntryRow        *state_row;
  AdwComboRow        *formation_row;
  GPtrArray          *formation_ids;  /* char*: the ids behind formation_row's names */
  gboolean            showing;        /* filling the rows: a selection is not the user's */
  AdwPreferencesGroup *stack_group;
  AdwPreferencesGroup *odds_group;
  GStrv               odds_attackers;  /* the combat the odds group shows, for its Roll */
  GStrv               odds_defenders;
  GHashTable         *left_out;        /* the adjacent enemies the referee unticked */
  GHashTable         *reduced;         /* an attacker's id -> the strength it attacks with */
  VdBoardFire        *fire;            /* the fire group, BN's (vd-board-fire.h) */
  VdBoardMorale      *morale;          /* the morale group, BN's (vd-board-morale.h) */
  VdBoardCharge      *charge;          /* a charge declared: BN's (vd-board-charge.h) */
  VdBoardBlown       *blown;           /* blown cavalry withdrawn, recovered: BN's */
  VdBoardCounterSteps *counter_steps;  /* extensions, officers left alone: BN's */
  VdBoardOrders      *orders;          /* an officer's lines of the order sheet: BN's */
  VdBoardCarre       *carre;           /* carré and recall: LBA's (vd-board-carre.h) */
  VdBoardChateau     *chateau;         /* LBA's château (vd-board-chateau.h) */
  VdBoardSkMode      *sk_mode;         /* LBA's Sk dragoons (vd-board-sk-mode.h) */
  VdBoardSpread      *spread;          /* LBA's vineyard battalions (vd-board-spread.h) */
  VdBoardChargeLba   *charge_lba;      /* LBA's charge and recall (vd-board-charge-lba.h) */
  VdBoardFireChecks  *fire_checks;     /* fire-loss checks: LBA's (vd-board-fire-checks.h) */
  VdBoardSpecial     *special;         /* exit, ice, bridges: NaA's (vd-board-special.h) */
  VdBoardReturns     *returns;         /* units that come back: 1914's (vd-board-returns.h) */
  VdBoardBritish     *british;         /* 1914's option (a) (vd-board-british.h) */
  AdwPreferencesGroup *hex_group;
  AdwPreferencesGroup *rules_group;
  AdwPreferencesGroup *markers_group;
  AdwEntryRow        *marker_row;
  AdwComboRow        *marker_place_row;
  GArray             *marker_places;  /* VdHex: the hex across each side offered, after "in
                                       * the hex" */
  GtkBox             *losses_box;
  AdwPreferencesGroup *combats_group;
  GPtrArray          *combat_rows;    /* GtkWidget*: the rows of combats_group */
  GtkStack           *journal_stack;
  GtkListBox         *journal_list;
  AdwComboRow        *tool_row;
  AdwComboRow        *terrain_row;
  GtkWidget          *elevation_row;
  GtkSpinButton      *elevation_spin;
  AdwComboRow        *hexside_row;
  AdwComboRow        *road_row;
  AdwComboRow        *side_row;
  AdwComboRow        *class_row;
  AdwEntryRow        *name_row;
  GtkWidget          *counters_file_row;
  GtkLabel           *build_hint;
  AdwActionRow       *image_row;
  AdwActionRow       *charts_row;
  GtkWidget          *remove_image_button;
  /* The module's ids behind each list of the Build page, in its order (char*; NULL for the
   * terrain list's "module's default"). */
  GPtrArray          *terrain_ids;
  GPtrArray          *hexside_ids;
  GPtrArray          *road_ids;
  GPtrArray          *side_ids;
  GPtrArray          *class_ids;

  VdBoardDocument    *document;
  char               *side;        /* the side whose view is shown, or NULL */
  gboolean            has_hex;
  VdHex               hex;
  char               *unit_id;
  /* The rows made for the selection, taken away at the next. */
  GPtrArray          *rows;         /* { AdwPreferencesGroup*, GtkWidget* } pairs */
};

G_DEFINE_FINAL_TYPE (VdBoardPanel, vd_board_panel, ADW_TYPE_BIN)

enum {
  UNIT_ACTIVATED,
  FAILED,
  SAID,
  SHOW_RETREATS,
  BUILD_CHANGED,
  CHOOSE_IMAGE,
  REMOVE_IMAGE,
  CHOOSE_COUNTERS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_rows (VdBoardPanel *self)
{
  for (guint i = 0; i + 1 < self->rows->len; i += 2)
    adw_preferences_group_remove (g_ptr_array_index (self->rows, i),
                                  g_ptr_array_index (self->rows, i + 1));
  g_ptr_array_set_size (self->rows, 0);
}

static GtkWidget *
add_row (VdBoardPanel *self, AdwPreferencesGroup *group, const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, group);
  g_ptr_array_add (self->rows, row);
  return row;
}

/* The module's rules of terrain ID, each once. */
static void
add_rules (VdBoardPanel *self, VdHexRuleset *module, const char *id, gboolean hexside,
           GHashTable *seen)
{
  const VdHexTerrain *terrain = hexside ? vd_hex_ruleset_find_hexside (module, id)
                                        : vd_hex_ruleset_find_terrain (module, id);

  for (guint i = 0; terrain != NULL && terrain->rules[i] != NULL; i++)
    {
      const VdHexRule *rule = vd_hex_ruleset_find_rule (module, terrain->rules[i]);

      if (rule == NULL || !g_hash_table_add (seen, (gpointer) rule->id))
        continue;
      add_row (self, self->rules_group, rule->id, vd_text_get (&rule->text));
    }
}

static char *
unit_summary (VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdHexName *side = vd_hex_ruleset_find_side (module, unit->side);
  const VdHexName *class = vd_hex_ruleset_find_class (module, unit->unit_class);
  g_autofree char *movement = unit->has_movement ? g_strdup_printf ("%d", unit->movement)
                                                 : g_strdup ("?");
  const char *strength = unit->strength_hidden ? "–" : unit->strength != NULL ? unit->strength
                                                                               : "?";

  /* A counter, as a wargamer reads it in any language: its side, its class, strength-movement
   * as printed, its formation, its state and its step apart ("French · Skirmishers · 1-6 ·
   * skirmish · shaken · reduced", BN 11.5c); "?" is a value the seed does not give, "–" one
   * the side shown may not know. */
  return g_strdup_printf ("%s · %s · %s-%s%s%s%s%s%s%s",
                          side != NULL ? vd_text_get (&side->name) : unit->side,
                          class != NULL ? vd_text_get (&class->name) : unit->unit_class,
                          strength, movement,
                          unit->formation != NULL ? " · " : "",
                          unit->formation != NULL
                            ? vd_hex_ruleset_formation_name (module, unit->formation) : "",
                          unit->state != NULL ? " · " : "",
                          unit->state != NULL ? unit->state : "",
                          unit->step != NULL ? " · " : "",
                          unit->step != NULL ? unit->step : "");
}

static void
stack_row_activated_cb (AdwActionRow *row, VdBoardPanel *self)
{
  g_signal_emit (self, signals[UNIT_ACTIVATED], 0,
                 g_object_get_data (G_OBJECT (row), "vd-unit-id"));
}

/* The counter's line of communication (1914-SUP-1), in a game that has them. */
static void
show_supply (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autoptr(VdHexSupply) supply = NULL;
  g_autofree char *detail = NULL;
  const char *title;
  GtkWidget *row;

  if (!vd_hex_supply_applies (module) || !unit->placed)
    return;
  supply = vd_hex_supply_of (board, module, unit);
  switch (supply->status)
    {
    case VD_BOARD_SUPPLY_IN:
      title = _("Operational");
      /* Translators: the HQ a counter's line of communication reaches. */
      detail = supply->hq != NULL ? g_strdup_printf (_("Line to %s (%s)"), supply->hq,
                                                     supply->rule)
                                  : g_strdup_printf (_("Line to its edge (%s)"), supply->rule);
      break;
    case VD_BOARD_SUPPLY_OUT:
      title = _("Not Operational");
      detail = g_strdup_printf ("%s (%s)", supply->why, supply->rule);
      break;
    case VD_BOARD_SUPPLY_UNKNOWN:
    case VD_BOARD_SUPPLY_NOT_JUDGED:
    default:
      title = _("Operational Status Unknown");
      detail = supply->why != NULL ? g_strdup_printf ("%s (%s)", supply->why,
                                                      supply->rule != NULL ? supply->rule : "?")
                                   : NULL;
      break;
    }
  row = add_row (self, self->counter_group, title, detail);
  if (supply->status == VD_BOARD_SUPPLY_OUT)
    gtk_widget_add_css_class (row, "warning");
}

/* The counter's place in its commander's radius (BN 10.5a), when it has a commander. */
static void
show_command (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autoptr(VdHexCommand) command = NULL;
  g_autofree char *detail = NULL;
  const char *title;
  GtkWidget *row;

  if (!vd_hex_command_applies (module))
    return;
  command = vd_hex_command_of (board, module, unit->id, NULL);
  switch (command->status)
    {
    case VD_HEX_COMMAND_IN:
      title = _("In Command Radius");
      /* Translators: "Within 4 officer MP of fr-div-2 (10.5a)". */
      detail = g_strdup_printf (_("Within %g officer MP of %s (%s)"), command->radius,
                                command->commander, command->rule);
      break;
    case VD_HEX_COMMAND_OUT:
      title = _("Out of Command Radius");
      detail = g_strdup_printf ("%s (%s)", command->why, command->rule);
      break;
    case VD_HEX_COMMAND_UNKNOWN:
      title = _("Command Radius Unknown");
      detail = g_strdup_printf ("%s (%s)", command->why != NULL ? command->why : "?",
                                command->rule != NULL ? command->rule : "?");
      break;
    case VD_HEX_COMMAND_NOT_JUDGED:
    default:
      return;
    }
  row = add_row (self, self->counter_group, title, detail);
  if (command->status == VD_HEX_COMMAND_OUT)
    gtk_widget_add_css_class (row, "warning");
}

static void
show_retreats_clicked_cb (GtkButton *button, VdBoardPanel *self)
{
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "vd-hexes");

  g_signal_emit (self, signals[SHOW_RETREATS], 0,
                 (const char *) g_object_get_data (G_OBJECT (button), "vd-unit"),
                 spin != NULL ? gtk_spin_button_get_value_as_int (spin) : 1);
}

/* The referee's question "where may it retreat?", answered on the map (the window shades the
 * hexes); in a game whose module gives retreats, for a counter on the map. */
static void
show_retreats_row (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module,
                   const VdBoardUnit *unit)
{
  g_autoptr(VdHexRetreat) retreat = NULL;
  g_autofree char *chooser = NULL;
  const char *most = vd_hex_ruleset_lookup_word (module, "retreat.policy.max_hexes");
  GtkWidget *row, *button, *spin = NULL;

  if (self->side != NULL || !unit->placed ||
      vd_hex_ruleset_lookup (module, "retreat.policy") == NULL)
    return;
  /* Who chooses the hex, said before the map is shaded (NaA D11: the victor; 1914-RET-7). */
  retreat = vd_hex_retreat (board, module, unit->id, 1, NULL);
  if (retreat != NULL && retreat->moved_by != NULL)
    /* Translators: "Chosen by its owner (1914-RET-7)", of a retreat's hex. */
    chooser = g_strdup_printf (_("Chosen by %s (%s)"),
                               g_strcmp0 (retreat->moved_by, "owner") == 0 ? _("its owner")
                                                                           : _("the victor"),
                               retreat->moved_by_rule != NULL ? retreat->moved_by_rule : "?");
  row = add_row (self, self->counter_group, _("Retreats"),
                 chooser != NULL ? chooser : _("Where it may be retreated, and who chooses"));
  /* A game whose retreats go further (BN 25.3a: 1 or 2 hexes) asks how far, as `hex retreat
   * --hexes` does. */
  if (most != NULL && atoi (most) > 1)
    {
      const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.hexes_rule");
      /* Translators: the Retreats row's number of hexes; a rule id follows. */
      g_autofree char *tip = g_strdup_printf (_("Hexes retreated, 1 to %d (%s)"), atoi (most),
                                              rule != NULL ? rule : "?");

      spin = gtk_spin_button_new_with_range (1, atoi (most), 1);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (spin, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Hexes retreated"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
    }
  button = gtk_button_new_with_mnemonic (_("Show on the _Map"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (button), "vd-unit", g_strdup (unit->id), g_free);
  if (spin != NULL)
    g_object_set_data (G_OBJECT (button), "vd-hexes", spin);
  g_signal_connect (button, "clicked", G_CALLBACK (show_retreats_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

/* The formations the counter's class may take (BN 11.1), its own chosen; hidden in a game
 * without, for a class without, or for the other side's counter. */
static void
show_formation (VdBoardPanel *self, VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autofree char *path = g_strdup_printf ("special.formations.by_class.%s", unit->unit_class);
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, path);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  guint chosen = GTK_INVALID_LIST_POSITION;
  gboolean same = TRUE;

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const char *id = vd_hex_ruleset_word (list->children[i]);

      if (id == NULL)
        continue;
      if (g_strcmp0 (id, unit->formation) == 0)
        chosen = ids->len;
      same = same && ids->len < self->formation_ids->len &&
             g_str_equal (id, self->formation_ids->pdata[ids->len]);
      g_ptr_array_add (ids, g_strdup (id));
    }
  self->showing = TRUE;
  /* The same list is kept: a choice being recorded comes back here from the row's own
   * signal, while its model is in use. */
  if (!same || ids->len != self->formation_ids->len)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      for (guint i = 0; i < ids->len; i++)
        gtk_string_list_append (names, vd_hex_ruleset_formation_name (module, ids->pdata[i]));
      g_ptr_array_unref (self->formation_ids);
      self->formation_ids = g_steal_pointer (&ids);
      adw_combo_row_set_model (self->formation_row, G_LIST_MODEL (names));
    }
  if (adw_combo_row_get_selected (self->formation_row) != chosen)
    adw_combo_row_set_selected (self->formation_row, chosen);
  self->showing = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->formation_row),
                          self->formation_ids->len > 0 && unit->placed &&
                          (self->side == NULL || g_strcmp0 (unit->side, self->side) == 0));
}

/* A formation chosen: the counter takes it where it stands, a move event in place (11.0). */
static void
formation_selected_cb (VdBoardPanel *self)
{
  guint selected = adw_combo_row_get_selected (self->formation_row);
  g_autoptr(GError) error = NULL;
  const VdBoardUnit *unit;
  VdBoardEvent *event;
  VdBoard *board;

  if (self->showing || self->document == NULL || self->unit_id == NULL ||
      selected >= self->formation_ids->len)
    return;
  board = vd_board_document_get_board (self->document);
  unit = vd_board_find_unit (board, self->unit_id);
  if (unit == NULL || !unit->placed ||
      g_strcmp0 (unit->formation, self->formation_ids->pdata[selected]) == 0)
    return;
  /* BN 11.6a: a formation the unit may not take is refused, and the row shows its own again. */
  {
    VdHexRuleset *module = vd_board_document_get_module (self->document);
    const char *rule = NULL;
    g_autofree char *why = vd_hex_move_formation_refusal (module, unit, unit->formation,
                                                          self->formation_ids->pdata[selected],
                                                          &rule);

    if (why != NULL)
      {
        /* Translators: "inf is disorganized: it may not form square (11.6a)". */
        g_autofree char *text = g_strdup_printf (_("%s (%s)"), why, rule != NULL ? rule : "?");

        show_formation (self, module, unit);
        g_signal_emit (self, signals[FAILED], 0, text);
        return;
      }
  }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (self->unit_id);
  event->hex = vd_hex_grid_format (board->grid, unit->hex);
  event->formation = g_strdup (self->formation_ids->pdata[selected]);
  if (!vd_board_document_record (self->document, event, &error))
    g_signal_emit (self, signals[FAILED], 0, error->message);
}

static void result_said_cb (const char *text, gboolean failed, gpointer user_data);

static void
show_counter (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module)
{
  const VdBoardUnit *unit = self->unit_id != NULL ? vd_board_find_unit (board, self->unit_id)
                                                  : NULL;
  g_autofree char *summary = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->counter_group), unit != NULL);
  if (unit == NULL)
    return;
  /* A side's view changes its own counters only. */
  /* A counter on a loss roster has its row's strength, changed by the row's marks (6.6). */
  gtk_widget_set_visible (GTK_WIDGET (self->strength_row),
                          (self->side == NULL || g_strcmp0 (unit->side, self->side) == 0) &&
                          unit->roster == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->state_row),
                          self->side == NULL || g_strcmp0 (unit->side, self->side) == 0);
  summary = unit_summary (module, unit);
  adw_preferences_group_set_title (self->counter_group,
                                   unit->name != NULL ? unit->name : unit->id);
  adw_preferences_group_set_description (self->counter_group, summary);
  gtk_editable_set_text (GTK_EDITABLE (self->strength_row),
                         unit->strength != NULL ? unit->strength : "");
  gtk_editable_set_text (GTK_EDITABLE (self->state_row), unit->state != NULL ? unit->state : "");
  show_formation (self, module, unit);
  /* BN's morale grade, printed on the counter and never changing (25.0): shown, not edited. */
  if (vd_hex_ruleset_lookup (module, "morale.grades") != NULL)
    add_row (self, self->counter_group, _("Grade"),
             unit->grade != NULL ? unit->grade
                                 : _("Not on the board: give it in the set-up (grade key)"));
  /* 1914's elite counters (1914-ELI-1): marked in the set-up, shown, not edited. */
  if (vd_hex_ruleset_lookup (module, "combat.die_modifiers.elite") != NULL && unit->elite)
    add_row (self, self->counter_group, _("Elite"),
             _("Its attacks may add 1 to the die (1914-ELI-1)"));
  /* BN's loss roster: a side's view has its own rows only (9.0). */
  vd_board_roster_rows_add (self->counter_group, self->rows, self->document, board, unit,
                            self->side, result_said_cb, self);
  show_supply (self, board, module, unit);
  show_command (self, board, module, unit);
  /* LBA-VIN-3: the vineyard hexes a battalion holds besides its own. */
  if (unit->spread != NULL && unit->spread->len > 0)
    {
      const char *rule = NULL;
      g_autofree char *whole = vd_hex_vineyard_whole (board, module, unit, &rule);

      if (whole != NULL)
        {
          g_autofree char *detail = g_strdup_printf ("%s (%s)", whole, rule);

          add_row (self, self->counter_group, _("Spread Over Its Vineyard"), detail);
        }
    }
  vd_board_reach_rows_add (self->counter_group, self->rows, self->document, board, unit,
                           self->side);
  show_retreats_row (self, board, module, unit);
}

static void
show_stack (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module)
{
  g_autoptr(GPtrArray) stack = self->has_hex ? vd_board_units_at (board, self->hex)
                                             : g_ptr_array_new ();

  guint n_own = stack->len;

  /* LBA-VIN-3: the battalions spread into the hex from their own stand in it too. */
  for (guint i = 0; self->has_hex && i < board->units->len; i++)
    if (vd_hex_vineyard_spreads_into (board->units->pdata[i], self->hex))
      g_ptr_array_add (stack, board->units->pdata[i]);
  gtk_widget_set_visible (GTK_WIDGET (self->stack_group), stack->len > 0);
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (stack, i);
      g_autofree char *own = i >= n_own ? vd_board_format_hex (board, unit->hex) : NULL;
      g_autofree char *summary = i < n_own ? unit_summary (module, unit)
                                           /* Translators: "spread here from 0404 (LBA-VIN-3)". */
                                           : g_strdup_printf (_("spread here from %s (%s)"), own,
                                                              vd_hex_ruleset_lookup_word (
                                                                module,
                                                                "special.vineyard.spread.rule"));
      GtkWidget *row = add_row (self, self->stack_group,
                                unit->name != NULL ? unit->name : unit->id, summary);

      g_object_set_data_full (G_OBJECT (row), "vd-unit-id", g_strdup (unit->id), g_free);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_signal_connect (row, "activated", G_CALLBACK (stack_row_activated_cb), self);
      if (g_strcmp0 (unit->id, self->unit_id) == 0)
        gtk_widget_add_css_class (row, "property");
    }
}

static void
remove_marker_clicked_cb (GtkButton *button, VdBoardPanel *self)
{
  VdBoardEvent *event = g_object_get_data (G_OBJECT (button), "vd-event");
  g_autoptr(GError) error = NULL;

  if (self->document == NULL || event == NULL)
    return;
  if (!vd_board_document_record (self->document, vd_board_event_copy (event), &error))
    g_signal_emit (self, signals[FAILED], 0, error->message);
}

/* A marker of the hex (or on one of its sides), with the button that takes it away. */
static void
add_marker_row (VdBoardPanel *self, VdBoard *board, const VdBoardMarker *marker)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_REMOVE_MARKER, board);
  g_autofree char *where = NULL;
  GtkWidget *row, *button;

  event->marker = g_strdup (marker->type);
  if (marker->on_hexside)
    {
      VdHex a, b;

      vd_hexside_hexes (marker->side, &a, &b);
      event->hex = vd_board_format_hex (board, a);
      event->hex2 = vd_board_format_hex (board, b);
      /* Translators: two hexes as printed, the sides of a hexside. */
      where = g_strdup_printf (_("between %s and %s"), event->hex, event->hex2);
    }
  else
    event->hex = vd_board_format_hex (board, marker->hex);
  row = add_row (self, self->markers_group, marker->type, where);
  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Take the Marker Away"));
  g_object_set_data_full (G_OBJECT (button), "vd-event", event,
                          (GDestroyNotify) vd_board_event_free);
  g_signal_connect (button, "clicked", G_CALLBACK (remove_marker_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static void
marker_apply_cb (VdBoardPanel *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->marker_row));
  g_autofree char *type = g_strstrip (g_strdup (text));
  g_autoptr(GError) error = NULL;
  VdBoard *board;
  VdBoardEvent *event;
  guint place;

  if (self->document == NULL || !self->has_hex || type[0] == '\0')
    return;
  board = vd_board_document_get_board (self->document);
  event = vd_board_event_new (VD_BOARD_EVENT_ADD_MARKER, board);
  event->marker = g_strdelimit (g_steal_pointer (&type), " ", '-');
  event->hex = vd_board_format_hex (board, self->hex);
  place = adw_combo_row_get_selected (self->marker_place_row);
  if (place > 0 && place <= self->marker_places->len)
    event->hex2 = vd_board_format_hex (board, g_array_index (self->marker_places, VdHex,
                                                             place - 1));
  if (!vd_board_document_record (self->document, event, &error))
    g_signal_emit (self, signals[FAILED], 0, error->message);
  else
    gtk_editable_set_text (GTK_EDITABLE (self->marker_row), "");
}

/* Where a marker may be placed: in the hex, or on one of its sides by the hex across. */
static void
fill_marker_places (VdBoardPanel *self, VdBoard *board)
{
  g_autoptr(GtkStringList) places = gtk_string_list_new (NULL);

  g_array_set_size (self->marker_places, 0);
  gtk_string_list_append (places, _("In the hex"));
  for (int d = 0; d < 6; d++)
    {
      VdHex across = vd_hex_neighbour (self->hex, d);
      g_autofree char *label = NULL;
      g_autofree char *title = NULL;

      if (!vd_hex_grid_contains (board->grid, across))
        continue;
      label = vd_board_format_hex (board, across);
      title = g_strdup_printf (_("Side toward %s"), label);
      gtk_string_list_append (places, title);
      g_array_append_val (self->marker_places, across);
    }
  adw_combo_row_set_model (self->marker_place_row, G_LIST_MODEL (places));
}

/* Whether each counter beside the hex controls it, and why (1914-ZOC-1, -5, -6; NaA C1, C8, C9,
 * E11): the hex mode's answer to "may I walk past him?". */
static void
add_zone_rows (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module)
{
  g_autoptr(VdHexZoc) zoc = vd_hex_zoc_at (board, module, self->hex);

  for (guint i = 0; i < zoc->reasons->len; i++)
    {
      const VdHexZocReason *reason = zoc->reasons->pdata[i];
      g_autofree char *why = reason->rule != NULL
                               ? g_strdup_printf ("%s (%s)", reason->why, reason->rule)
                               : g_strdup (reason->why);

      add_row (self, self->hex_group, reason->controls ? _("Zone of Control")
                                                       : _("No Zone of Control"), why);
    }
}

static void
show_hex (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const VdBoardHex *entry = vd_board_get_hex (board, self->hex);
  const char *terrain = vd_board_hex_terrain (board, module, self->hex);
  g_autofree char *label = vd_board_format_hex (board, self->hex);
  g_autofree char *title = g_strdup_printf (_("Hex %s"), label);

  adw_preferences_group_set_title (self->hex_group, title);
  fill_marker_places (self, board);
  adw_preferences_group_set_description (self->hex_group,
                                         entry != NULL && entry->name != NULL ? entry->name
                                                                              : NULL);
  add_row (self, self->hex_group, _("Terrain"),
           vd_hex_ruleset_terrain_name (module, terrain, FALSE));
  add_rules (self, module, terrain, FALSE, seen);
  for (guint i = 0; entry != NULL && entry->features != NULL && entry->features[i] != NULL; i++)
    {
      add_row (self, self->hex_group, _("Also in the hex"),
               vd_hex_ruleset_terrain_name (module, entry->features[i], FALSE));
      add_rules (self, module, entry->features[i], FALSE, seen);
    }
  if (entry != NULL && entry->has_elevation)
    {
      g_autofree char *level = g_strdup_printf ("%d", entry->elevation);

      add_row (self, self->hex_group, _("Elevation"), level);
    }
  if (entry != NULL && entry->has_value)
    {
      g_autofree char *value = g_strdup_printf ("%d", entry->value);

      add_row (self, self->hex_group, _("Fortress value"), value);
    }
  if (entry != NULL && entry->country != NULL)
    add_row (self, self->hex_group, _("Country"), entry->country);
  /* Each side of the hex with what runs along it, named by the neighbour across. */
  for (int d = 0; d < 6; d++)
    {
      VdHex across = vd_hex_neighbour (self->hex, d);
      g_autofree char *other = vd_board_format_hex (board, across);
      g_autoptr(GPtrArray) features = NULL;
      g_autoptr(GPtrArray) roads = NULL;
      VdHexside side;

      if (!vd_hexside_between (self->hex, across, &side))
        continue;
      features = vd_board_hexside_features (board, side);
      roads = vd_board_roads_across (board, side);
      for (guint i = 0; i < features->len; i++)
        {
          const VdBoardHexside *feature = g_ptr_array_index (features, i);
          g_autofree char *row_title = g_strdup_printf (_("Side toward %s"), other);
          g_autofree char *what = NULL;

          if (feature->directed)
            {
              g_autofree char *toward = vd_board_format_hex (board, feature->toward);

              /* Translators: a hexside feature, and the hex it rises to or faces. */
              what = g_strdup_printf (_("%s, toward %s"),
                                      vd_hex_ruleset_terrain_name (module, feature->feature,
                                                                   TRUE),
                                      toward);
            }
          else
            what = g_strdup (vd_hex_ruleset_terrain_name (module, feature->feature, TRUE));
          add_row (self, self->hex_group, row_title, what);
          add_rules (self, module, feature->feature, TRUE, seen);
        }
      for (guint i = 0; i < roads->len; i++)
        {
          const VdBoardRoad *road = g_ptr_array_index (roads, i);
          g_autofree char *row_title = g_strdup_printf (_("Side toward %s"), other);

          add_row (self, self->hex_group, row_title,
                   road->name != NULL ? road->name
                                      : vd_hex_ruleset_terrain_name (module, road->type, FALSE));
          add_rules (self, module, road->type, FALSE, seen);
        }
    }
  add_zone_rows (self, board, module);
  for (guint i = 0; i < board->markers->len; i++)
    {
      const VdBoardMarker *marker = g_ptr_array_index (board->markers, i);
      VdHex a, b;

      if (marker->on_hexside)
        vd_hexside_hexes (marker->side, &a, &b);
      if (marker->on_hexside ? (vd_hex_equal (a, self->hex) || vd_hex_equal (b, self->hex))
                             : vd_hex_equal (marker->hex, self->hex))
        add_marker_row (self, board, marker);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->rules_group), g_hash_table_size (seen) > 0);
}

/* What came of a result applied or ruled on: a notification, or the error. */
static void
result_said_cb (const char *text, gboolean failed, gpointer user_data)
{
  VdBoardPanel *self = user_data;

  g_signal_emit (self, signals[failed ? FAILED : SAID], 0, text);
}

/* ROLL for the combat the odds group shows: read on the CRT and recorded as a combat event
 * (undone like any other), said in a notification. */
static void
record_roll (VdBoardPanel *self, int roll)
{
  VdBoard *board;
  VdHexRuleset *module;
  g_autoptr(VdHexAttack) attack = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  VdBoardEvent *event;

  if (self->document == NULL || self->odds_attackers == NULL)
    return;
  board = vd_board_document_get_board (self->document);
  module = vd_board_document_get_module (self->document);
  attack = vd_hex_attack_reduced (board, module, (const char * const *) self->odds_attackers,
                                  (const char * const *) self->odds_defenders, self->reduced,
                                  roll, &error);
  if (attack == NULL)
    {
      g_signal_emit (self, signals[FAILED], 0, error->message);
      return;
    }
  event = vd_hex_attack_event (attack, board, (const char * const *) self->odds_attackers,
                               (const char * const *) self->odds_defenders);
  said = attack->result != NULL
           /* Translators: "Rolled 4 (die 3) at 2:1: DR — The defender retreats one hex." */
           ? g_strdup_printf (_("Rolled %d (die %d) at %s: %s — %s"), attack->roll, attack->die,
                              attack->odds->column, attack->result,
                              attack->meaning != NULL ? attack->meaning : "")
           /* Translators: "Rolled 4 (die 3) at 2:1: the result is not in the chart yet". */
           : g_strdup_printf (_("Rolled %d (die %d) at %s: the result is not in the chart yet"),
                              attack->roll, attack->die, attack->odds->column);
  if (!vd_board_document_record (self->document, event, &error))
    {
      g_signal_emit (self, signals[FAILED], 0, error->message);
      return;
    }
  g_signal_emit (self, signals[SAID], 0, said);
  /* Then the result: applied, or the missing cell ruled on. */
  vd_board_result_offer (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->document,
                         (const char * const *) self->odds_attackers,
                         (const char * const *) self->odds_defenders, attack, result_said_cb,
                         g_object_ref (self), g_object_unref);
}

/* The defenders fall back instead of fighting (1914-CBT-8, 1914-HQ-3). */
static void
refuse_clicked_cb (VdBoardPanel *self)
{
  if (self->document == NULL || self->odds_attackers == NULL)
    return;
  vd_board_result_refuse (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->document,
                          (const char * const *) self->odds_attackers,
                          (const char * const *) self->odds_defenders, result_said_cb,
                          g_object_ref (self), g_object_unref);
}

/* Vedette rolls the game's die. */
static void
roll_clicked_cb (VdBoardPanel *self)
{
  const char *faces = self->document != NULL
                        ? vd_hex_ruleset_lookup_word (vd_board_document_get_module (self->document),
                                                      "combat.die.faces")
                        : NULL;

  if (faces != NULL && atoi (faces) > 0)
    record_roll (self, g_random_int_range (1, atoi (faces) + 1));
}

/* The players rolled their own die: its face as typed. */
static void
read_roll_clicked_cb (GtkButton *button, VdBoardPanel *self)
{
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "vd-roll");

  record_roll (self, gtk_spin_button_get_value_as_int (spin));
}

static void update_inspector (VdBoardPanel *self);

/* An enemy beside the hex ticked or unticked: the odds again, without or with it. */
static void
attacker_toggled_cb (GtkCheckButton *check, VdBoardPanel *self)
{
  const char *unit = g_object_get_data (G_OBJECT (check), "vd-unit");

  if (gtk_check_button_get_active (check))
    g_hash_table_remove (self->left_out, unit);
  else
    g_hash_table_add (self->left_out, g_strdup (unit));
  update_inspector (self);
}

static gboolean
update_inspector_idle (gpointer data)
{
  update_inspector (data);
  return G_SOURCE_REMOVE;
}

/* The strength an attacker attacks with changed (1914-CBT-7): its full strength is no
 * reduction. */
static void
reduced_changed_cb (GtkSpinButton *spin, VdBoardPanel *self)
{
  const char *unit = g_object_get_data (G_OBJECT (spin), "vd-unit");
  int full = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "vd-full"));
  int value = gtk_spin_button_get_value_as_int (spin);

  if (value >= full)
    g_hash_table_remove (self->reduced, unit);
  else
    g_hash_table_replace (self->reduced, g_strdup (unit), g_strdup_printf ("%d", value));
  /* The rows (this spin among them) are rebuilt once the spin has finished with its change. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, update_inspector_idle, g_object_ref (self),
                   g_object_unref);
}

/* The column roll by roll, each face of the game's die read as vd_hex_attack reads it (the
 * modifier, the floor, the owner's cells): what the Roll button would give for each. */
static void
show_crt_faces (AdwExpanderRow *expander, VdBoard *board, VdHexRuleset *module,
                const char * const *attackers, const char * const *defenders,
                GHashTable *reduced, int faces)
{
  for (int roll = 1; roll <= faces; roll++)
    {
      g_autoptr(VdHexAttack) attack = vd_hex_attack_reduced (board, module, attackers,
                                                             defenders, reduced, roll, NULL);
      g_autofree char *label = NULL, *answer = NULL;
      GtkWidget *row;

      if (attack == NULL)
        return;
      if (attack->die != roll)
        /* Translators: a die face and the CRT row it is read on once modified, "Roll 3, row 2". */
        label = g_strdup_printf (_("Roll %d, row %d"), roll, attack->die);
      else
        label = g_strdup_printf (_("Roll %d"), roll);
      if (attack->result != NULL && attack->meaning != NULL)
        /* Translators: a CRT cell and its meaning, "DR: The defender retreats one hex.". */
        answer = g_strdup_printf (_("%s: %s"), attack->result, attack->meaning);
      else if (attack->result != NULL)
        answer = g_strdup (attack->result);
      else
        /* Translators: "Unknown, supply it (1914-CBT-11)". */
        answer = g_strdup_printf (_("Unknown, supply it (%s)"),
                                  attack->missing_rule != NULL ? attack->missing_rule : "?");
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), answer);
      if (attack->result == NULL)
        gtk_widget_add_css_class (row, "warning");
      adw_expander_row_add_row (expander, row);
    }
}

/* The CRT's column for ODDS (help "Combat on a board"): each die's result, or what is
 * missing, so the referee sees what every roll would give before he rolls. */
static void
show_crt_column (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module, const VdHexOdds *odds,
                 const char * const *attackers, const char * const *defenders)
{
  const char *faces = vd_hex_ruleset_lookup_word (module, "combat.die.faces");
  const char *by_row = vd_hex_ruleset_lookup_word (module, "charts.crt.read.row");
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, "charts.crt.rows");
  const VdYamlNode *columns = vd_hex_ruleset_lookup (module, "charts.crt.columns");
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, "charts.crt.cells");
  gboolean odds_in_rows = g_strcmp0 (by_row, "odds") == 0;
  const VdYamlNode *dice = odds_in_rows ? columns : rows;
  const VdYamlNode *lines = odds_in_rows ? rows : columns;
  g_autofree char *title = NULL;
  GtkWidget *expander;
  int at = -1;

  if (odds->column == NULL || vd_hex_ruleset_lookup (module, "charts.crt") == NULL)
    return;
  /* Translators: "Column 2:1 of the Combat results table". */
  title = g_strdup_printf (_("Column %s of the %s"), odds->column,
                           vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, "charts.crt.name")));
  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_preferences_group_add (self->odds_group, expander);
  g_ptr_array_add (self->rows, self->odds_group);
  g_ptr_array_add (self->rows, expander);
  if (faces != NULL && atoi (faces) > 0 && odds->die_known)
    {
      show_crt_faces (ADW_EXPANDER_ROW (expander), board, module, attackers, defenders,
                      self->reduced, atoi (faces));
      return;
    }
  for (guint i = 0; lines != NULL && lines->kind == VD_YAML_SEQUENCE && i < lines->n_children;
       i++)
    if (g_strcmp0 (vd_hex_ruleset_word (lines->children[i]), odds->column) == 0)
      at = (int) i;
  if (dice == NULL || dice->kind != VD_YAML_SEQUENCE || at < 0)
    {
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander),
                                     _("The table's size is not given: enter it under Game "
                                       "Charts…"));
      return;
    }
  for (guint d = 0; d < dice->n_children; d++)
    {
      guint r = odds_in_rows ? (guint) at : d, c = odds_in_rows ? d : (guint) at;
      const char *cell = cells != NULL && cells->kind == VD_YAML_SEQUENCE &&
                           r < cells->n_children &&
                           cells->children[r]->kind == VD_YAML_SEQUENCE &&
                           c < cells->children[r]->n_children
                           ? vd_hex_ruleset_word (cells->children[r]->children[c]) : NULL;
      g_autofree char *label = g_strdup_printf (_("Die %s"),
                                                vd_hex_ruleset_word (dice->children[d]));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   cell != NULL ? cell : _("Unknown, supply it"));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }
}

/* The Roll and The Players' Roll rows (the referee's view, a die whose faces are known),
 * insensitive while there is nothing to roll for (no attacker ticked). */
static void
show_roll_rows (VdBoardPanel *self, VdHexRuleset *module, gboolean can_roll)
{
  const char *faces = vd_hex_ruleset_lookup_word (module, "combat.die.faces");
  GtkWidget *row, *button, *spin, *read;

  if (self->side != NULL || faces == NULL)
    return;
  row = add_row (self, self->odds_group, _("Roll the Die"),
                 _("The roll and the table's result go in the journal"));
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  spin = gtk_spin_button_new_with_range (1, MAX (1, atoi (faces)), 1);
  read = gtk_button_new_with_mnemonic (_("R_ead"));
  gtk_widget_set_sensitive (button, can_roll);
  gtk_widget_set_sensitive (spin, can_roll);
  gtk_widget_set_sensitive (read, can_roll);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (roll_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  /* Or the players' own die, typed in: read and recorded the same way. */
  row = add_row (self, self->odds_group, _("The Players' Roll"),
                 _("Read on the table and kept in the journal"));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (read, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The players' roll"), -1);
  g_object_set_data (G_OBJECT (read), "vd-roll", spin);
  g_signal_connect (read, "clicked", G_CALLBACK (read_roll_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), read);
}

/* The Refuse Combat row (the referee's view), where the rules let these defenders refuse the
 * combat (1914-CBT-8, 1914-HQ-3): no odds are needed to fall back. */
static void
show_refusal_row (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module)
{
  g_autoptr(VdHexOutcome) trial = NULL;
  GtkWidget *row, *refuse;

  if (self->side != NULL || vd_hex_ruleset_lookup (module, "combat.refusal") == NULL)
    return;
  trial = vd_hex_outcome_refusal (board, module, (const char * const *) self->odds_attackers,
                                  (const char * const *) self->odds_defenders, NULL, NULL, NULL);
  if (trial == NULL)
    return;
  row = add_row (self, self->odds_group, _("Refuse Combat"),
                 _("The defenders fall back one hex instead of fighting"));
  refuse = gtk_button_new_with_mnemonic (_("Re_fuse"));
  gtk_widget_set_valign (refuse, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (refuse, "clicked", G_CALLBACK (refuse_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), refuse);
}

/* LBA: the odds shift both pre-melee checks (vd-hex-pre-melee.h); the melee table is
 * missing, so there is no roll to offer. */
static void
show_pre_melee (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module,
                const char * const *attackers, const char * const *defenders, gboolean every)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexPreMelee) pre = vd_hex_pre_melee (board, module, attackers, defenders, NULL,
                                                   &error);
  g_autofree char *attacker = NULL, *defender = NULL, *summary = NULL;

  if (pre == NULL)
    {
      GtkWidget *row = add_row (self, self->odds_group, _("Not a Combat the Rules Allow"),
                                error->message);

      gtk_widget_add_css_class (row, "warning");
      adw_preferences_group_set_description (self->odds_group, NULL);
      return;
    }
  attacker = pre->attacker_known ? g_strdup_printf ("%+d", pre->attacker) : g_strdup ("?");
  defender = pre->defender_exempt != NULL ? g_strdup_printf (_("no check (%s)"),
                                                             pre->defender_exempt)
             : pre->defender_known ? g_strdup_printf ("%+d", pre->defender) : g_strdup ("?");
  /* Translators: "Every enemy beside it attacking: 7 against 3, 2/1: pre-melee checks,
   * attacker +0, defender +0". */
  summary = g_strdup_printf (_("%s: %g against %g, %s: pre-melee checks, attacker %s, "
                               "defender %s"),
                             every ? _("Every enemy beside it attacking")
                                   : _("The ticked attackers"),
                             pre->attack, pre->defence, pre->odds != NULL ? pre->odds : "?",
                             attacker, defender);
  adw_preferences_group_set_description (self->odds_group, summary);
  for (guint i = 0; i < pre->reasons->len; i++)
    {
      const VdHexOddsReason *reason = pre->reasons->pdata[i];

      add_row (self, self->odds_group, reason->rule != NULL ? reason->rule : "?", reason->what);
    }
  if (pre->missing != NULL)
    {
      GtkWidget *row = add_row (self, self->odds_group, _("Unknown, Supply It"), pre->missing);

      gtk_widget_add_css_class (row, "warning");
    }
}

/* In a game that fights by odds, the odds against the hex's counters of every enemy counter
 * next to them (vd-hex-odds.h): the referee's first question once moves are done. Hidden when
 * the hex holds no counter, or none of the enemy is beside it. */
static void
show_odds (VdBoardPanel *self, VdBoard *board, VdHexRuleset *module)
{
  g_autoptr(GPtrArray) stack = self->has_hex ? vd_board_units_at (board, self->hex)
                                             : g_ptr_array_new ();
  g_autoptr(GPtrArray) attackers = g_ptr_array_new ();
  g_autoptr(GPtrArray) candidates = g_ptr_array_new ();
  g_autoptr(GPtrArray) defenders = g_ptr_array_new ();
  g_autoptr(VdHexOdds) odds = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = NULL, *attack = NULL, *defence = NULL;
  const char *side = NULL, *opening;
  gboolean every = TRUE;

  gtk_widget_set_visible (GTK_WIDGET (self->odds_group), FALSE);
  /* The games that fight by odds (NaA, 1914), BN's melee by strength letters, and LBA whose
   * odds shift the pre-melee checks. */
  if (stack->len == 0 ||
      (vd_hex_ruleset_lookup_word (module, "combat.odds.rounding") == NULL &&
       vd_hex_ruleset_lookup_word (module, "combat.melee.odds.strength_cap") == NULL &&
       vd_hex_ruleset_lookup (module, "charts.pre-melee-odds") == NULL))
    return;
  side = ((const VdBoardUnit *) stack->pdata[0])->side;
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (!g_str_equal (unit->side, side))
        return;
      g_ptr_array_add (defenders, unit->id);
    }
  for (int d = 0; d < 6; d++)
    {
      g_autoptr(GPtrArray) around = vd_board_units_at (board, vd_hex_neighbour (self->hex, d));

      for (guint i = 0; i < around->len; i++)
        if (!g_str_equal (((const VdBoardUnit *) around->pdata[i])->side, side))
          g_ptr_array_add (candidates, (gpointer) around->pdata[i]);
    }
  if (candidates->len == 0)
    return;
  /* Each enemy beside it, ticked to attack: the referee leaves some out. */
  for (guint i = 0; i < candidates->len; i++)
    {
      const VdBoardUnit *unit = candidates->pdata[i];
      g_autofree char *hex = vd_board_format_hex (board, unit->hex);
      g_autofree char *title = g_strdup_printf ("%s", unit->name != NULL ? unit->name : unit->id);
      /* Translators: an attacker's row: its id and hex, "g1 in 0302". */
      g_autofree char *where = g_strdup_printf (_("%s in %s"), unit->id, hex);
      GtkWidget *row = add_row (self, self->odds_group, title, where);
      GtkWidget *check = gtk_check_button_new ();
      gboolean attacks = !g_hash_table_contains (self->left_out, unit->id);

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), attacks);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Attacks"), -1);
      g_object_set_data_full (G_OBJECT (check), "vd-unit", g_strdup (unit->id), g_free);
      g_signal_connect (check, "toggled", G_CALLBACK (attacker_toggled_cb), self);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      /* 1914-CBT-7: the strength it attacks with, from 1 to its printed strength. */
      if (attacks && self->side == NULL &&
          vd_hex_ruleset_lookup (module, "combat.reduced_attack") != NULL &&
          unit->strength != NULL && atoi (unit->strength) > 1)
        {
          const char *given = g_hash_table_lookup (self->reduced, unit->id);
          GtkWidget *spin = gtk_spin_button_new_with_range (1, atoi (unit->strength), 1);

          gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), given != NULL
                                                               ? atoi (given)
                                                               : atoi (unit->strength));
          gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (spin, _("The strength it attacks with (1914-CBT-7)"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Attacks with"), -1);
          g_object_set_data_full (G_OBJECT (spin), "vd-unit", g_strdup (unit->id), g_free);
          g_object_set_data (G_OBJECT (spin), "vd-full", GINT_TO_POINTER (atoi (unit->strength)));
          g_signal_connect (spin, "value-changed", G_CALLBACK (reduced_changed_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
        }
      else
        g_hash_table_remove (self->reduced, unit->id);
      if (attacks)
        g_ptr_array_add (attackers, unit->id);
      else
        every = FALSE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->odds_group), TRUE);
  g_clear_pointer (&self->odds_attackers, g_strfreev);
  if (attackers->len == 0)
    {
      adw_preferences_group_set_description (self->odds_group,
                                             _("No attacker chosen: tick those who attack"));
      show_roll_rows (self, module, FALSE);
      return;
    }
  g_ptr_array_add (attackers, NULL);
  g_ptr_array_add (defenders, NULL);
  if (vd_hex_ruleset_lookup_word (module, "combat.odds.rounding") == NULL &&
      vd_hex_ruleset_lookup (module, "charts.pre-melee-odds") != NULL)
    {
      show_pre_melee (self, board, module, (const char * const *) attackers->pdata,
                      (const char * const *) defenders->pdata, every);
      return;
    }
  /* BN 23.1: a melee breaking a limit refused, nothing to roll, as hex attack refuses it. */
  if (vd_board_melee_limits_show (self->odds_group, self->rows, self->document, self->side,
                                  (const char * const *) attackers->pdata,
                                  (const char * const *) defenders->pdata))
    {
      adw_preferences_group_set_description (self->odds_group, NULL);
      return;
    }
  /* A combat the rules refuse as chosen (a stack split, 1914-CBT-5): said, with its rule. */
  odds = vd_hex_odds_reduced (board, module, (const char * const *) attackers->pdata,
                              (const char * const *) defenders->pdata, self->reduced, &error);
  if (odds == NULL)
    {
      GtkWidget *row = add_row (self, self->odds_group, _("Not a Combat the Rules Allow"),
                                error->message);

      gtk_widget_add_css_class (row, "warning");
      adw_preferences_group_set_description (self->odds_group, NULL);
      show_roll_rows (self, module, FALSE);
      return;
    }
  attack = odds->attack_known ? g_strdup_printf ("%g", odds->attack) : g_strdup ("?");
  defence = odds->defence_known ? g_strdup_printf ("%g", odds->defence) : g_strdup ("?");
  opening = every ? _("Every enemy beside it attacking") : _("The ticked attackers");
  if (odds->column != NULL && odds->die_known)
    /* Translators: "Every enemy beside it attacking: 21 against 10, 2:1, column 2:1, die −1". */
    summary = g_strdup_printf (_("%s: %s against %s, %s, column %s, die %+d"), opening, attack,
                               defence, odds->odds, odds->column, odds->die_modifier);
  else if (odds->column != NULL)
    summary = g_strdup_printf (_("%s: %s against %s, %s, column %s"), opening, attack, defence,
                               odds->odds, odds->column);
  else if (vd_hex_ruleset_lookup_word (module, "combat.melee.odds.strength_cap") != NULL)
    /* BN's melee: the strengths, up to the missing Odds Table. */
    summary = g_strdup_printf (_("%s: %s against %s"), opening, attack, defence);
  else
    summary = g_strdup (opening);
  adw_preferences_group_set_description (self->odds_group, summary);
  for (guint i = 0; i < odds->reasons->len; i++)
    {
      const VdHexOddsReason *reason = odds->reasons->pdata[i];

      add_row (self, self->odds_group, reason->rule != NULL ? reason->rule : "?", reason->what);
    }
  if (odds->missing != NULL)
    {
      GtkWidget *row = add_row (self, self->odds_group, _("Unknown, Supply It"), odds->missing);

      gtk_widget_add_css_class (row, "warning");
    }
  show_crt_column (self, board, module, odds, (const char * const *) attackers->pdata,
                   (const char * const *) defenders->pdata);
  /* The referee's side only: Vedette rolls the game's die, and the roll is recorded. */
  g_strfreev (self->odds_attackers);
  g_strfreev (self->odds_defenders);
  self->odds_attackers = g_strdupv ((char **) attackers->pdata);
  self->odds_defenders = g_strdupv ((char **) defenders->pdata);
  if (odds->column != NULL && odds->die_known)
    show_roll_rows (self, module, TRUE);
  show_refusal_row (self, board, module);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_group), TRUE);
}

static void
update_inspector (VdBoardPanel *self)
{
  VdBoard *board;
  VdHexRuleset *module;

  g_autoptr(VdBoard) seen = NULL;

  clear_rows (self);
  if (self->document == NULL || (!self->has_hex && self->unit_id == NULL))
    {
      gtk_stack_set_visible_child_name (self->inspector_stack, "empty");
      return;
    }
  module = vd_board_document_get_module (self->document);
  /* The board as the side shown may know it. */
  seen = vd_board_document_dup_seen (self->document, self->side);
  board = seen != NULL ? seen : vd_board_document_get_board (self->document);
  show_counter (self, board, module);
  show_stack (self, board, module);
  show_odds (self, board, module);
  vd_board_fire_show (self->fire, self->document, self->has_hex, self->hex, self->side);
  vd_board_morale_show (self->morale, self->document, self->has_hex, self->hex, self->unit_id,
                        self->side);
  vd_board_charge_show (self->charge, self->document, self->has_hex, self->hex, self->unit_id,
                        self->side);
  vd_board_blown_show (self->blown, self->document, self->has_hex, self->hex, self->unit_id,
                       self->side);
  vd_board_counter_steps_show (self->counter_steps, self->document, self->has_hex, self->hex,
                               self->unit_id, self->side);
  vd_board_orders_show (self->orders, self->document, self->has_hex, self->hex, self->unit_id,
                        self->side);
  vd_board_carre_show (self->carre, self->document, self->has_hex, self->hex, self->unit_id,
                       self->side);
  vd_board_chateau_show (self->chateau, self->document, self->has_hex, self->hex, self->unit_id,
                         self->side);
  vd_board_sk_mode_show (self->sk_mode, self->document, self->has_hex, self->hex, self->unit_id,
                         self->side);
  vd_board_spread_show (self->spread, self->document, self->has_hex, self->hex, self->unit_id,
                        self->side);
  vd_board_charge_lba_show (self->charge_lba, self->document, self->has_hex, self->hex,
                            self->unit_id, self->side);
  vd_board_fire_checks_show (self->fire_checks, self->document, self->has_hex, self->hex,
                             self->unit_id, self->side);
  vd_board_special_show (self->special, self->document, self->has_hex, self->hex, self->unit_id,
                         self->side);
  vd_board_returns_show (self->returns, self->document, self->has_hex, self->hex, self->side);
  vd_board_british_show (self->british, self->document, self->side);
  gtk_widget_set_visible (GTK_WIDGET (self->hex_group), self->has_hex);
  gtk_widget_set_visible (GTK_WIDGET (self->markers_group), self->has_hex);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_group), FALSE);
  if (self->has_hex)
    show_hex (self, board, module);
  gtk_stack_set_visible_child_name (self->inspector_stack, "hex");
}

static void
update_journal (VdBoardPanel *self)
{
  VdBattle *battle = self->document != NULL ? vd_board_document_get_battle (self->document)
                                            : NULL;
  GtkWidget *child;
  guint n = battle != NULL ? vd_battle_get_n_events (battle) : 0;
  g_autofree gboolean *sees = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->journal_list))) != NULL)
    gtk_list_box_remove (self->journal_list, child);
  gtk_stack_set_visible_child_name (self->journal_stack, n > 0 ? "list" : "empty");
  if (n > 0)
    sees = vd_board_side_sees_journal (vd_battle_get_setup (battle),
                                       vd_board_document_get_module (self->document), self->side);
  /* The newest first, as the referee reads back what just happened; a side's view leaves out
   * what the side may not know. */
  for (guint i = n; i-- > 0;)
    {
      VdBoard *board = vd_board_document_get_board (self->document);
      VdHexRuleset *module = vd_board_document_get_module (self->document);
      const VdBoardEvent *event = vd_battle_get_event (battle, i);
      g_autofree char *text = NULL;
      GtkWidget *label;

      if (!sees[i])
        continue;
      text = vd_board_event_describe (event, board, module);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      /* Undone, redo brings it back: shown, greyed. */
      if (i >= vd_battle_get_n_applied (battle))
        gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_append (self->journal_list, label);
    }
}

/* The referee records that SIDE's army is demoralized (NaA DEM-1: its track's markers met). */
static void
demoralize_clicked_cb (GtkButton *button, VdBoardPanel *self)
{
  const char *side = g_object_get_data (G_OBJECT (button), "vd-side");
  g_autoptr(GError) error = NULL;
  VdBoardEvent *event;

  if (self->document == NULL)
    return;
  event = vd_board_event_new (VD_BOARD_EVENT_DEMORALIZED,
                              vd_board_document_get_board (self->document));
  event->side = g_strdup (side);
  if (!vd_board_document_record (self->document, event, &error))
    g_signal_emit (self, signals[FAILED], 0, error->message);
}

/* Where the game demoralizes an army as a whole (`morale.model: army-track`, NaA): whether
 * SIDE's is, and, in the referee's view, a button to record it. */
static void
add_morale_row (VdBoardPanel *self, GtkWidget *group, VdBoard *board, VdHexRuleset *module,
                const char *side)
{
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "morale.rules");
  const char *rule = rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0
                       ? vd_hex_ruleset_word (rules->children[0]) : NULL;
  gboolean one_only = g_strcmp0 (vd_hex_ruleset_lookup_word (module, "morale.one_army_only"),
                                 "true") == 0;
  GtkWidget *row;
  g_autofree char *subtitle = NULL;

  if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, "morale.model"), "army-track") != 0)
    return;
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Army Morale"));
  if (vd_board_is_demoralized (board, side))
    /* Translators: a rule id follows ("Demoralized, for the rest of the game (DEM-1)"). */
    subtitle = g_strdup_printf (_("Demoralized, for the rest of the game (%s)"),
                                rule != NULL ? rule : "?");
  else
    subtitle = g_strdup (_("Not demoralized"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (self->side == NULL && !vd_board_is_demoralized (board, side) &&
      !(one_only && board->demoralized != NULL && board->demoralized[0] != NULL))
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Demoralized"));

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Record that this army's losses and flight have "
                                             "met on its track"));
      g_object_set_data_full (G_OBJECT (button), "vd-side", g_strdup (side), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (demoralize_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

/* Whether the side whose view it is may not know the victory count (it rests on the enemy's
 * losses and strengths, BN 9.0, NaA OPT-2): then said in a group, with the rule, and TRUE. */
static gboolean
add_victory_secret (VdBoardPanel *self, VdBattle *battle)
{
  g_autoptr(VdBoardReport) report = NULL;
  g_autofree char *why = NULL;
  GtkWidget *group, *row;

  if (self->side == NULL)
    return FALSE;
  report = vd_board_report_for_side (vd_battle_get_setup (battle),
                                     vd_board_document_get_module (self->document), self->side,
                                     NULL);
  if (report != NULL && !vd_board_report_has_secret (report))
    return FALSE;
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Victory"));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("The Referee's Count"));
  /* Translators: why a side's view has no victory count, then the rule ("(9.0)"). */
  why = g_strdup_printf (_("It rests on the enemy's losses and strengths, which this side may "
                           "not know (%s)"),
                         report != NULL && report->hidden_rule != NULL ? report->hidden_rule
                                                                       : "?");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_box_append (self->losses_box, group);
  return TRUE;
}

/* What the victory count stands at (vd-hex-victory.h): each side's count, its parts with their
 * rules, and the result, or what it lacks. A side's view has it only where the game keeps
 * nothing of the enemy's losses from it; else the group says the count is the referee's. */
static void
add_victory_group (VdBoardPanel *self)
{
  VdBattle *battle = vd_board_document_get_battle (self->document);
  g_autoptr(VdHexVictory) victory = NULL;
  g_autofree char *result = NULL;
  GtkWidget *group, *row;

  if (add_victory_secret (self, battle))
    return;
  victory = vd_hex_victory (vd_battle_get_setup (battle),
                            vd_board_document_get_module (self->document),
                            vd_battle_get_n_applied (battle), NULL);
  if (victory == NULL)
    return;
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Victory"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         victory->over ? _("The game is over")
                                                       : _("If the game ended now"));
  for (guint i = 0; i < victory->sides->len; i++)
    {
      const VdHexSideScore *score = victory->sides->pdata[i];
      g_autofree char *count = NULL;
      GtkWidget *expander = adw_expander_row_new ();

      if (score->has_track)
        /* Translators: a side's count in NaA: "Losses 70, 1 victory point". */
        count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Losses %d, %d victory point",
                                              "Losses %d, %d victory points", score->vp),
                                 score->total, score->vp);
      else
        /* Translators: a side's score in 1914: "54 points". */
        count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                              score->total), score->total);
      if (!score->known)
        {
          /* Translators: the count is only the part known so far. */
          char *more = g_strdup_printf (_("%s, so far (a part is unknown)"), count);

          g_free (count);
          count = more;
        }
      if (score->track_reading != NULL)
        {
          /* Translators: the count depends on a reading of the rules not chosen yet. */
          char *more = g_strdup_printf (_("%s — depends on reading %s, not chosen yet"), count,
                                        score->track_reading);

          g_free (count);
          count = more;
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), score->name);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), count);
      for (guint p = 0; p < score->parts->len; p++)
        {
          const VdHexOddsReason *part = score->parts->pdata[p];

          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), part->what);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                       part->rule != NULL ? part->rule : "?");
          adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
        }
      if (score->has_track)
        {
          g_autofree char *track = NULL;

          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         _("Losses and flight track"));
          if (score->meet_at > 0)
            /* Translators: NaA's track: "Losses at 3, flight at 1, they meet at 10 (DEM-1)". */
            track = g_strdup_printf (_("Losses at %d, flight at %d, they meet at %d (%s)"),
                                     score->losses_marker, score->flight_marker, score->meet_at,
                                     "DEM-1");
          else
            /* Translators: the track's length is not entered in the game module. */
            track = g_strdup_printf (_("Losses at %d, flight at %d; where they meet is unknown, "
                                       "supply it (%s)"),
                                     score->losses_marker, score->flight_marker, "DEM-1");
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), track);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
  if (victory->missing != NULL)
    /* Translators: "Unknown — supply it: …what is missing… (VIC-3)". */
    result = g_strdup_printf (_("Unknown — supply it: %s (%s)"), victory->missing,
                              victory->missing_rule != NULL ? victory->missing_rule : "?");
  else if (victory->winner != NULL)
    {
      const char *name = victory->winner;

      for (guint i = 0; i < victory->sides->len; i++)
        if (g_str_equal (((VdHexSideScore *) victory->sides->pdata[i])->side, victory->winner))
          name = ((VdHexSideScore *) victory->sides->pdata[i])->name;
      /* Translators: "French, tactical success (difference 1, VIC-6)". */
      result = g_strdup_printf (_("%s, %s (difference %d, %s)"), name,
                                vd_hex_victory_level_name (victory->level), victory->difference,
                                victory->level_rule != NULL ? victory->level_rule : "?");
    }
  else
    /* Translators: "Draw (difference 0, 1914-VIC-2)". */
    result = g_strdup_printf (_("%s (difference %d, %s)"), vd_hex_victory_level_name (victory->level),
                              victory->difference,
                              victory->level_rule != NULL ? victory->level_rule : "?");
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Result"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), result);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_box_append (self->losses_box, group);
}

/* LBA's morale levels (vd-hex-levels.h): each formation's battalions lost or routed, its level
 * and modifier, with the rule; a side's view has its own formations only. */
static void
add_levels_group (VdBoardPanel *self)
{
  VdBattle *battle = vd_board_document_get_battle (self->document);
  g_autoptr(VdHexLevels) levels =
    vd_hex_levels_now (vd_battle_get_setup (battle),
                       vd_board_document_get_board (self->document),
                       vd_board_document_get_module (self->document),
                       vd_battle_get_n_applied (battle), self->side, NULL);
  GtkWidget *group, *row;

  if (levels == NULL || (levels->formations->len == 0 && levels->unlisted[0] == NULL))
    return;
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Morale Levels"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Battalions lost or routed; the routed count as they "
                                           "stand, the rules counting them at the start of each "
                                           "hour (LBA-LVL-2)"));
  for (guint i = 0; i < levels->formations->len; i++)
    {
      const VdHexLevel *level = levels->formations->pdata[i];
      g_autofree char *title = NULL, *subtitle = NULL;

      /* Translators: "french-iv-corps, level 1". */
      title = level->level > 0 ? g_strdup_printf (_("%s, level %d"), level->formation,
                                                  level->level)
                               : g_strdup (level->formation);
      subtitle = g_strdup_printf ("%s (%s)", level->why, level->rule != NULL ? level->rule : "?");
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  for (guint i = 0; levels->unlisted[i] != NULL; i++)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), levels->unlisted[i]);
      /* Translators: a formation the chart does not list (LBA-LVL-3: Kienmayer's). */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Not in the chart: no morale levels (LBA-LVL-3)"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (self->losses_box, group);
}

/* Each side's losses: the counters below their printed strength or off the map, and the
 * points lost; a side's view shows its own only (the enemy's are its secret, BN 9.0, or its
 * strengths hidden, NaA OPT-2). */
static void
update_losses (VdBoardPanel *self)
{
  VdBoard *board, *setup;
  VdHexRuleset *module;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->losses_box))) != NULL)
    gtk_box_remove (self->losses_box, child);
  if (self->document == NULL)
    return;
  board = vd_board_document_get_board (self->document);
  setup = vd_battle_get_setup (vd_board_document_get_battle (self->document));
  module = vd_board_document_get_module (self->document);
  add_victory_group (self);
  add_levels_group (self);
  for (guint s = 0; s < module->sides->len; s++)
    {
      const VdHexName *side = g_ptr_array_index (module->sides, s);
      g_autoptr(GPtrArray) losses = NULL;
      g_autofree char *summary = NULL;
      GtkWidget *group;

      if (self->side != NULL && !g_str_equal (self->side, side->id) &&
          vd_board_enemy_strength (board, module) != VD_BOARD_STRENGTH_SHOWN)
        continue;
      losses = vd_board_losses (board, setup, side->id);
      group = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), vd_text_get (&side->name));
      summary = losses->len == 0
        ? g_strdup (_("No losses"))
        /* Translators: counters that lost strength or left the map, then strength points. */
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u counter hit, %d points lost",
                                        "%u counters hit, %d points lost", losses->len),
                           losses->len, vd_board_losses_total (losses));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), summary);
      add_morale_row (self, group, board, module, side->id);
      for (guint i = 0; i < losses->len; i++)
        {
          const VdBoardLoss *loss = g_ptr_array_index (losses, i);
          GtkWidget *row = adw_action_row_new ();
          g_autofree char *what = NULL;

          if (loss->off_map)
            what = g_strdup (_("off the map"));
          else
            /* Translators: a counter's strength at set-up, then now ("6 → 4"). */
            what = g_strdup_printf (_("%s → %s"), loss->printed != NULL ? loss->printed : "?",
                                    loss->unit->strength != NULL ? loss->unit->strength : "?");
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         loss->unit->name != NULL ? loss->unit->name
                                                                  : loss->unit->id);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), what);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
      gtk_box_append (self->losses_box, group);
    }
}

/* The combats the phase owes (vd-hex-combats.h), for the referee: who must still attack and
 * who must still be attacked, each with its rule; a side's view does not show them. */
static void
update_combats (VdBoardPanel *self)
{
  g_autoptr(VdHexCombats) combats = NULL;
  g_autofree char *description = NULL;
  VdBattle *battle;
  VdHexRuleset *module;

  for (guint i = 0; i < self->combat_rows->len; i++)
    adw_preferences_group_remove (self->combats_group, self->combat_rows->pdata[i]);
  g_ptr_array_set_size (self->combat_rows, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->combats_group), FALSE);
  if (self->document == NULL || self->side != NULL)
    return;
  battle = vd_board_document_get_battle (self->document);
  module = vd_board_document_get_module (self->document);
  combats = vd_hex_combats (vd_battle_get_setup (battle), module,
                            vd_battle_get_n_applied (battle), NULL);
  if (combats == NULL)
    return;
  if (combats->kind != VD_HEX_COMBATS_OBLIGED && combats->rule == NULL)
    description = g_strdup_printf (_("Unknown, supply it: %s"), combats->why);
  else if (combats->kind != VD_HEX_COMBATS_OBLIGED)
    /* Translators: "No combat is forced: the game has no zones of control (14.0)"; "Unknown,
     * supply it: the rules of its zones (influence) are missing (LBA-GO-2)". */
    description = g_strdup_printf (combats->kind == VD_HEX_COMBATS_NONE
                                     ? _("No combat is forced: %s (%s)")
                                     : _("Unknown, supply it: %s (%s)"),
                                   combats->why, combats->rule != NULL ? combats->rule : "?");
  else
    {
      const VdHexName *phase = vd_hex_ruleset_find_phase (module, combats->phase);
      guint owed = vd_hex_combats_count_owed (combats);

      /* Translators: "German combat, turn 2: 4 still to fight, each once a phase
       * (1914-CBT-3)"; "Next: …" when the board is not in a combat phase yet. */
      description = g_strdup_printf (combats->preview
                                       ? _("Next: %s, turn %d: %u to fight, each once a phase "
                                           "(%s)")
                                       : _("%s, turn %d: %u still to fight, each once a phase "
                                           "(%s)"),
                                     phase != NULL ? vd_text_get (&phase->name) : combats->phase,
                                     combats->turn, owed,
                                     combats->once_rule != NULL ? combats->once_rule : "?");
      for (guint i = 0; i < combats->duties->len; i++)
        {
          const VdHexCombatDuty *duty = combats->duties->pdata[i];
          const VdBoardUnit *unit =
            vd_board_find_unit (vd_board_document_get_board (self->document), duty->unit);
          const char *name = unit != NULL && unit->name != NULL ? unit->name : duty->unit;
          g_autofree char *title = NULL, *subtitle = NULL;
          GtkWidget *row;

          if (duty->fought || duty->exempt || duty->gone)
            continue;
          /* Translators: "g1 must attack", "f1 must be attacked". */
          title = g_strdup_printf (duty->role == VD_HEX_DUTY_ATTACK ? _("%s must attack")
                                                                    : _("%s must be attacked"),
                                   name);
          /* Translators: "0202: in the zone of f1 as the phase began (1914-CBT-2)". */
          subtitle = g_strdup_printf (_("%s: %s (%s)"), duty->hex, duty->why,
                                      duty->rule != NULL ? duty->rule : "?");
          if (duty->reading != NULL || duty->doubt != NULL)
            {
              /* Translators: the duty holds only as a reading goes, or if a zone holds. */
              char *more = g_strdup_printf (_("%s — if: %s"), subtitle,
                                            duty->reading != NULL ? duty->reading : duty->doubt);

              g_free (subtitle);
              subtitle = more;
            }
          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
          adw_preferences_group_add (self->combats_group, row);
          g_ptr_array_add (self->combat_rows, row);
        }
    }
  adw_preferences_group_set_description (self->combats_group, description);
  gtk_widget_set_visible (GTK_WIDGET (self->combats_group), TRUE);
}

static void update_image_row (VdBoardPanel *self);
static void update_charts_row (VdBoardPanel *self);

static void
document_changed_cb (VdBoardPanel *self)
{
  update_inspector (self);
  update_journal (self);
  update_losses (self);
  update_combats (self);
  update_image_row (self);
  update_charts_row (self);
}

/* A counter's field from its entry row, as a journal event. */
static void
apply_unit_field (VdBoardPanel *self, VdBoardEventKind kind, AdwEntryRow *row)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  g_autofree char *value = g_strstrip (g_strdup (text));
  g_autoptr(GError) error = NULL;
  VdBoardEvent *event;

  if (self->document == NULL || self->unit_id == NULL)
    return;
  event = vd_board_event_new (kind, vd_board_document_get_board (self->document));
  event->unit_id = g_strdup (self->unit_id);
  if (kind == VD_BOARD_EVENT_STRENGTH)
    event->strength = value[0] != '\0' ? g_strdup (value) : NULL;
  else
    event->state = value[0] != '\0' ? g_strdup (value) : NULL;
  if (!vd_board_document_record (self->document, event, &error))
    g_signal_emit (self, signals[FAILED], 0, error->message);
}

static void
strength_apply_cb (VdBoardPanel *self)
{
  apply_unit_field (self, VD_BOARD_EVENT_STRENGTH, self->strength_row);
}

static void
state_apply_cb (VdBoardPanel *self)
{
  apply_unit_field (self, VD_BOARD_EVENT_STATE, self->state_row);
}

/* Fills COMBO with the NAMES of the module's things, their ids in IDS. */
static void
fill_list (AdwComboRow *combo, GPtrArray *ids, GPtrArray *names_of, gboolean with_default,
           const char *preferred)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint chosen = 0;

  g_ptr_array_set_size (ids, 0);
  if (with_default)
    {
      gtk_string_list_append (names, _("The module’s default"));
      g_ptr_array_add (ids, NULL);
    }
  for (guint i = 0; names_of != NULL && i < names_of->len; i += 2)
    {
      const char *id = g_ptr_array_index (names_of, i);

      if (preferred != NULL && chosen == 0 && strstr (id, preferred) != NULL)
        chosen = ids->len;
      gtk_string_list_append (names, g_ptr_array_index (names_of, i + 1));
      g_ptr_array_add (ids, g_strdup (id));
    }
  adw_combo_row_set_model (combo, G_LIST_MODEL (names));
  adw_combo_row_set_selected (combo, chosen);
}

/* (id, name) pairs of a module's terrain or hexside features. */
static GPtrArray *
terrain_pairs (GPtrArray *terrain)
{
  GPtrArray *pairs = g_ptr_array_new ();

  for (guint i = 0; terrain != NULL && i < terrain->len; i++)
    {
      const VdHexTerrain *t = g_ptr_array_index (terrain, i);

      g_ptr_array_add (pairs, t->id);
      g_ptr_array_add (pairs, (gpointer) vd_text_get (&t->name));
    }
  return pairs;
}

static GPtrArray *
name_pairs (GPtrArray *names_of)
{
  GPtrArray *pairs = g_ptr_array_new ();

  for (guint i = 0; names_of != NULL && i < names_of->len; i++)
    {
      const VdHexName *n = g_ptr_array_index (names_of, i);

      g_ptr_array_add (pairs, n->id);
      g_ptr_array_add (pairs, (gpointer) vd_text_get (&n->name));
    }
  return pairs;
}

static void
fill_build_lists (VdBoardPanel *self)
{
  VdHexRuleset *module = self->document != NULL
                           ? vd_board_document_get_module (self->document) : NULL;
  g_autoptr(GPtrArray) terrain = terrain_pairs (module != NULL ? module->terrain : NULL);
  g_autoptr(GPtrArray) hexsides = terrain_pairs (module != NULL ? module->hexsides : NULL);
  g_autoptr(GPtrArray) sides = name_pairs (module != NULL ? module->sides : NULL);
  g_autoptr(GPtrArray) classes = name_pairs (module != NULL ? module->classes : NULL);

  fill_list (self->terrain_row, self->terrain_ids, terrain, TRUE, NULL);
  fill_list (self->hexside_row, self->hexside_ids, hexsides, FALSE, NULL);
  /* A road is drawn as one of the module's terrain: a road, where it has one. */
  fill_list (self->road_row, self->road_ids, terrain, FALSE, "road");
  fill_list (self->side_row, self->side_ids, sides, FALSE, NULL);
  fill_list (self->class_row, self->class_ids, classes, FALSE, NULL);
}

static const char * const build_hints[] = {
  [VD_BOARD_BUILD_TERRAIN] = N_("Click a hex, or drag across hexes, to paint them"),
  [VD_BOARD_BUILD_ELEVATION] = N_("Click a hex, or drag across hexes, to give them this "
                                  "elevation"),
  [VD_BOARD_BUILD_HEXSIDE] = N_("Click near a hexside to put the feature on it or take it "
                                "off; drag along a river to draw it. A slope rises toward "
                                "the hex you click in"),
  [VD_BOARD_BUILD_ROAD] = N_("Drag from hex to hex to draw a road"),
  [VD_BOARD_BUILD_COUNTER] = N_("Click a hex to set up a counter of this side and class "
                                "there, on top of its stack"),
  [VD_BOARD_BUILD_REMOVE_COUNTER] = N_("Click a hex to take its top counter off the board"),
  [VD_BOARD_BUILD_CALIBRATE] = N_("Click the centres of three hexes on the map image, far "
                                  "apart, and type the number each has on the map: the grid "
                                  "is then laid on the printed one"),
};

/* The rows the tool uses, and what its gesture is. */
static void
update_build_rows (VdBoardPanel *self)
{
  VdBoardBuildTool tool = vd_board_panel_get_build_tool (self);

  gtk_widget_set_visible (GTK_WIDGET (self->terrain_row), tool == VD_BOARD_BUILD_TERRAIN);
  gtk_widget_set_visible (self->elevation_row, tool == VD_BOARD_BUILD_ELEVATION);
  gtk_widget_set_visible (GTK_WIDGET (self->hexside_row), tool == VD_BOARD_BUILD_HEXSIDE);
  gtk_widget_set_visible (GTK_WIDGET (self->road_row), tool == VD_BOARD_BUILD_ROAD);
  gtk_widget_set_visible (GTK_WIDGET (self->side_row), tool == VD_BOARD_BUILD_COUNTER);
  gtk_widget_set_visible (GTK_WIDGET (self->class_row), tool == VD_BOARD_BUILD_COUNTER);
  gtk_widget_set_visible (GTK_WIDGET (self->name_row), tool == VD_BOARD_BUILD_COUNTER);
  gtk_widget_set_visible (self->counters_file_row, tool == VD_BOARD_BUILD_COUNTER);
  gtk_label_set_text (self->build_hint, _(build_hints[tool]));
}

static void
choose_image_clicked_cb (VdBoardPanel *self)
{
  g_signal_emit (self, signals[CHOOSE_IMAGE], 0);
}

static void
choose_counters_clicked_cb (VdBoardPanel *self)
{
  g_signal_emit (self, signals[CHOOSE_COUNTERS], 0);
}

static void
remove_image_clicked_cb (VdBoardPanel *self)
{
  g_signal_emit (self, signals[REMOVE_IMAGE], 0);
}

/* The image's file and whether it is placed on the grid yet. */
static void
update_image_row (VdBoardPanel *self)
{
  VdBoard *board = self->document != NULL ? vd_board_document_get_board (self->document) : NULL;
  gboolean has = board != NULL && board->background != NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->image_row),
                                 has ? board->background : _("No Image"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->image_row),
                               !has ? "" : board->n_points > 0 ? _("Calibrated")
                                                               : _("Not calibrated yet"));
  gtk_widget_set_sensitive (self->remove_image_button, has);
}

/* How much of the game's charts the owner still has to fill in. */
static void
update_charts_row (VdBoardPanel *self)
{
  VdHexRuleset *module = self->document != NULL ? vd_board_document_get_module (self->document)
                                                : NULL;
  g_autofree char *subtitle = NULL;

  if (module == NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->charts_row), "");
      return;
    }
  subtitle = module->gaps->len == 0
               ? g_strdup (_("Complete"))
               /* Translators: the game's charts in the board panel: "43 gaps left, 2 values
                * entered by you" (a gap: a whole chart, a cost, a reading); the second half is
                * translated on its own. */
               : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gap left",
                                               "%u gaps left", module->gaps->len),
                                  module->gaps->len);
  if (module->n_entered > 0)
    {
      g_autofree char *entered =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u value entered by you",
                                      "%u values entered by you", module->n_entered),
                         module->n_entered);
      char *both = g_strdup_printf ("%s, %s", subtitle, entered);

      g_free (subtitle);
      subtitle = both;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->charts_row), subtitle);
}

static void
build_changed_cb (VdBoardPanel *self)
{
  update_build_rows (self);
  g_signal_emit (self, signals[BUILD_CHANGED], 0);
}

gboolean
vd_board_panel_is_building (VdBoardPanel *self)
{
  g_return_val_if_fail (VD_IS_BOARD_PANEL (self), FALSE);
  return g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "build") == 0;
}

VdBoardBuildTool
vd_board_panel_get_build_tool (VdBoardPanel *self)
{
  guint selected;

  g_return_val_if_fail (VD_IS_BOARD_PANEL (self), VD_BOARD_BUILD_TERRAIN);
  selected = adw_combo_row_get_selected (self->tool_row);
  return selected <= VD_BOARD_BUILD_CALIBRATE ? (VdBoardBuildTool) selected
                                              : VD_BOARD_BUILD_TERRAIN;
}

void
vd_board_panel_set_build_tool (VdBoardPanel *self, VdBoardBuildTool tool)
{
  g_return_if_fail (VD_IS_BOARD_PANEL (self));
  adw_combo_row_set_selected (self->tool_row, tool);
}

static const char *
chosen_id (AdwComboRow *combo, GPtrArray *ids)
{
  guint selected = adw_combo_row_get_selected (combo);

  return selected < ids->len ? g_ptr_array_index (ids, selected) : NULL;
}

const char *
vd_board_panel_get_terrain (VdBoardPanel *self)
{
  return chosen_id (self->terrain_row, self->terrain_ids);
}

int
vd_board_panel_get_elevation (VdBoardPanel *self)
{
  return gtk_spin_button_get_value_as_int (self->elevation_spin);
}

const char *
vd_board_panel_get_hexside (VdBoardPanel *self)
{
  return chosen_id (self->hexside_row, self->hexside_ids);
}

const char *
vd_board_panel_get_road (VdBoardPanel *self)
{
  return chosen_id (self->road_row, self->road_ids);
}

const char *
vd_board_panel_get_side (VdBoardPanel *self)
{
  return chosen_id (self->side_row, self->side_ids);
}

const char *
vd_board_panel_get_class (VdBoardPanel *self)
{
  return chosen_id (self->class_row, self->class_ids);
}

const char *
vd_board_panel_get_counter_name (VdBoardPanel *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}

gboolean
vd_board_panel_choose (VdBoardPanel *self, const char *what, const char *id)
{
  struct { const char *what; AdwComboRow *combo; GPtrArray *ids; } lists[] = {
    { "terrain", self->terrain_row, self->terrain_ids },
    { "hexside", self->hexside_row, self->hexside_ids },
    { "road", self->road_row, self->road_ids },
    { "side", self->side_row, self->side_ids },
    { "class", self->class_row, self->class_ids },
  };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    if (g_str_equal (lists[l].what, what))
      for (guint i = 0; i < lists[l].ids->len; i++)
        if (g_strcmp0 (g_ptr_array_index (lists[l].ids, i), id) == 0)
          {
            adw_combo_row_set_selected (lists[l].combo, i);
            return TRUE;
          }
  return FALSE;
}

void
vd_board_panel_set_document (VdBoardPanel *self, VdBoardDocument *document)
{
  g_return_if_fail (VD_IS_BOARD_PANEL (self));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_object (document, "changed", G_CALLBACK (document_changed_cb), self,
                             G_CONNECT_SWAPPED);
  self->has_hex = FALSE;
  g_clear_pointer (&self->unit_id, g_free);
  fill_build_lists (self);
  update_inspector (self);
  update_journal (self);
  update_losses (self);
  update_combats (self);
  update_image_row (self);
  update_charts_row (self);
}

void
vd_board_panel_set_selection (VdBoardPanel *self, gboolean has_hex, VdHex hex,
                              const char *unit_id)
{
  g_return_if_fail (VD_IS_BOARD_PANEL (self));

  /* Another hex: every enemy beside it attacks again until the referee unticks one. */
  if (has_hex != self->has_hex || !vd_hex_equal (hex, self->hex))
    {
      g_hash_table_remove_all (self->left_out);
      g_hash_table_remove_all (self->reduced);
    }
  self->has_hex = has_hex;
  self->hex = hex;
  g_free (self->unit_id);
  self->unit_id = g_strdup (unit_id);
  update_inspector (self);
}

void
vd_board_panel_set_side (VdBoardPanel *self, const char *side)
{
  g_return_if_fail (VD_IS_BOARD_PANEL (self));
  g_free (self->side);
  self->side = g_strdup (side);
  update_inspector (self);
  update_journal (self);
  update_losses (self);
  update_combats (self);
}

void
vd_board_panel_set_page (VdBoardPanel *self, const char *name)
{
  g_return_if_fail (VD_IS_BOARD_PANEL (self));
  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

static void
vd_board_panel_dispose (GObject *object)
{
  VdBoardPanel *self = VD_BOARD_PANEL (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->unit_id, g_free);
  g_clear_pointer (&self->side, g_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->combat_rows, g_ptr_array_unref);
  g_clear_pointer (&self->marker_places, g_array_unref);
  g_clear_pointer (&self->terrain_ids, g_ptr_array_unref);
  g_clear_pointer (&self->hexside_ids, g_ptr_array_unref);
  g_clear_pointer (&self->road_ids, g_ptr_array_unref);
  g_clear_pointer (&self->side_ids, g_ptr_array_unref);
  g_clear_pointer (&self->class_ids, g_ptr_array_unref);
  g_clear_pointer (&self->formation_ids, g_ptr_array_unref);
  g_clear_pointer (&self->odds_attackers, g_strfreev);
  g_clear_pointer (&self->odds_defenders, g_strfreev);
  g_clear_pointer (&self->left_out, g_hash_table_unref);
  g_clear_pointer (&self->reduced, g_hash_table_unref);
  g_clear_pointer (&self->fire, vd_board_fire_free);
  g_clear_pointer (&self->morale, vd_board_morale_free);
  g_clear_pointer (&self->charge, vd_board_charge_free);
  g_clear_pointer (&self->blown, vd_board_blown_free);
  g_clear_pointer (&self->counter_steps, vd_board_counter_steps_free);
  g_clear_pointer (&self->orders, vd_board_orders_free);
  g_clear_pointer (&self->special, vd_board_special_free);
  g_clear_pointer (&self->carre, vd_board_carre_free);
  g_clear_pointer (&self->chateau, vd_board_chateau_free);
  g_clear_pointer (&self->sk_mode, vd_board_sk_mode_free);
  g_clear_pointer (&self->spread, vd_board_spread_free);
  g_clear_pointer (&self->charge_lba, vd_board_charge_lba_free);
  g_clear_pointer (&self->fire_checks, vd_board_fire_checks_free);
  g_clear_pointer (&self->returns, vd_board_returns_free);
  g_clear_pointer (&self->british, vd_board_british_free);
  G_OBJECT_CLASS (vd_board_panel_parent_class)->dispose (object);
}

static void
vd_board_panel_class_init (VdBoardPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_board_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-board-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, view_stack);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, inspector_stack);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, counter_group);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, strength_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, state_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, formation_row);
  gtk_widget_class_bind_template_callback (widget_class, formation_selected_cb);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, stack_group);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, odds_group);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, hex_group);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, rules_group);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, markers_group);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, marker_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, marker_place_row);
  gtk_widget_class_bind_template_callback (widget_class, marker_apply_cb);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, losses_box);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, combats_group);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, journal_stack);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, journal_list);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, tool_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, terrain_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, elevation_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, elevation_spin);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, hexside_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, road_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, side_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, class_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, name_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, build_hint);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, image_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, charts_row);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, remove_image_button);
  gtk_widget_class_bind_template_callback (widget_class, choose_image_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_counters_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, VdBoardPanel, counters_file_row);
  gtk_widget_class_bind_template_callback (widget_class, remove_image_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, build_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, strength_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, state_apply_cb);

  /* A counter of the stack was chosen: the view selects it. */
  signals[UNIT_ACTIVATED] =
    g_signal_new ("unit-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* A change from the panel was refused: why, for a toast. */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  /* Something done from the panel the user should hear of (a roll and its result). */
  signals[SAID] =
    g_signal_new ("said", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The counter's Retreats row: its id and the hexes retreated, for the window to shade them
   * on the map. */
  signals[SHOW_RETREATS] =
    g_signal_new ("show-retreats", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_INT);
  /* The Build page's Choose… and Take the Image Away buttons. */
  signals[CHOOSE_IMAGE] =
    g_signal_new ("choose-image", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  /* The Build page's Counters from a File. */
  signals[CHOOSE_COUNTERS] =
    g_signal_new ("choose-counters", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 0);
  signals[REMOVE_IMAGE] =
    g_signal_new ("remove-image", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  /* The Build page was shown or left, or its tool changed. */
  signals[BUILD_CHANGED] =
    g_signal_new ("build-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
vd_board_panel_init (VdBoardPanel *self)
{
  self->rows = g_ptr_array_new ();
  self->left_out = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->reduced = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->combat_rows = g_ptr_array_new ();
  self->marker_places = g_array_new (FALSE, FALSE, sizeof (VdHex));
  self->terrain_ids = g_ptr_array_new_with_free_func (g_free);
  self->hexside_ids = g_ptr_array_new_with_free_func (g_free);
  self->road_ids = g_ptr_array_new_with_free_func (g_free);
  self->side_ids = g_ptr_array_new_with_free_func (g_free);
  self->class_ids = g_ptr_array_new_with_free_func (g_free);
  self->formation_ids = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* BN's fire, under the odds group. */
  self->fire = vd_board_fire_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_fire_get_widget (self->fire),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           GTK_WIDGET (self->odds_group));
  /* BN's morale check, under the fire. */
  self->morale = vd_board_morale_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_morale_get_widget (self->morale),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_fire_get_widget (self->fire));
  /* BN's charge declaration, under the morale check. */
  self->charge = vd_board_charge_new ();
  gtk_widget_insert_after (vd_board_charge_get_widget (self->charge),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_morale_get_widget (self->morale));
  /* BN's blown cavalry after the charge, under it. */
  self->blown = vd_board_blown_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_blown_get_widget (self->blown),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_charge_get_widget (self->charge));
  /* BN's extensions and officers left without a stack, under it. */
  self->counter_steps = vd_board_counter_steps_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_counter_steps_get_widget (self->counter_steps),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_blown_get_widget (self->blown));
  /* BN's order sheet for an officer, under it. */
  self->orders = vd_board_orders_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_orders_get_widget (self->orders),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_counter_steps_get_widget (self->counter_steps));
  /* NaA's exit, ice and bridges, under them. */
  self->special = vd_board_special_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_special_get_widget (self->special),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_orders_get_widget (self->orders));
  /* LBA's carré and recall, under them. */
  self->carre = vd_board_carre_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_carre_get_widget (self->carre),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_special_get_widget (self->special));
  /* LBA's château, under them. */
  self->chateau = vd_board_chateau_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_chateau_get_widget (self->chateau),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_carre_get_widget (self->carre));
  /* LBA's Sk dragoons, under it. */
  self->sk_mode = vd_board_sk_mode_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_sk_mode_get_widget (self->sk_mode),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_chateau_get_widget (self->chateau));
  /* LBA's vineyard battalions, under it. */
  self->spread = vd_board_spread_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_spread_get_widget (self->spread),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_sk_mode_get_widget (self->sk_mode));
  /* LBA's charge and recall, under it. */
  self->charge_lba = vd_board_charge_lba_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_charge_lba_get_widget (self->charge_lba),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_spread_get_widget (self->spread));
  /* LBA's morale checks from fire losses, under them. */
  self->fire_checks = vd_board_fire_checks_new ();
  gtk_widget_insert_after (vd_board_fire_checks_get_widget (self->fire_checks),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_charge_lba_get_widget (self->charge_lba));
  /* 1914's units that come back, under them. */
  self->returns = vd_board_returns_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_returns_get_widget (self->returns),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_fire_checks_get_widget (self->fire_checks));
  /* 1914's British withdrawal, under them. */
  self->british = vd_board_british_new (result_said_cb, self);
  gtk_widget_insert_after (vd_board_british_get_widget (self->british),
                           gtk_widget_get_parent (GTK_WIDGET (self->odds_group)),
                           vd_board_returns_get_widget (self->returns));
  update_build_rows (self);
  update_image_row (self);
}

GtkWidget *
vd_board_panel_new (void)
{
  return g_object_new (VD_TYPE_BOARD_PANEL, NULL);
}
