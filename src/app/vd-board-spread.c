/* The board panel's Vineyard Spread group: LBA's battalion over several hexes of its vineyard,
 * as the board's `spread` judges and a move records it (LBA-VIN-3). */
#include "vd-board-spread.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-vineyard-lba.h"

#define SPREAD "special.vineyard.spread."

struct _VdBoardSpread
{
  VdBoardGroup g;
};

VdBoardSpread *
vd_board_spread_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardSpread *spread = g_new0 (VdBoardSpread, 1);

  vd_board_group_init (&spread->g, _("Vineyard Spread"), said, user_data);
  return spread;
}

void
vd_board_spread_free (VdBoardSpread *spread)
{
  if (spread == NULL)
    return;
  vd_board_group_clear (&spread->g);
  g_free (spread);
}

GtkWidget *
vd_board_spread_get_widget (VdBoardSpread *spread)
{
  return GTK_WIDGET (spread->g.group);
}

/* Records the move to its own hex holding LABELS (NULL: gathered), one step to undo. */
static void
record_spread (VdBoardSpread *spread, GtkWidget *row, const char * const *labels)
{
  VdBoard *board = vd_board_document_get_board (spread->g.document);
  const VdBoardUnit *unit = vd_board_find_unit (board, spread->g.unit);
  VdBoardEvent *event = vd_hex_vineyard_spread_event (board,
                                                      vd_board_document_get_module (
                                                        spread->g.document),
                                                      unit, labels);
  GPtrArray *events;

  if (event == NULL)
    return;
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, event);
  vd_board_record (spread->g.document, events, row, spread->g.said, spread->g.user_data);
}

static void
into_clicked_cb (GtkButton *button, VdBoardSpread *spread)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GStrv labels = g_object_get_data (G_OBJECT (button), "vd-spread");

  record_spread (spread, row, (const char * const *) labels);
}

static void
gather_clicked_cb (GtkButton *button, VdBoardSpread *spread)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);

  record_spread (spread, row, NULL);
}

/* Whether HEX is one UNIT holds. */
static gboolean
holds (const VdBoardUnit *unit, VdHex hex)
{
  return vd_hex_equal (unit->hex, hex) || vd_hex_vineyard_spreads_into (unit, hex);
}

/* The vineyard hex NEXT beside what UNIT holds: the core's answer, with Spread Into where the
 * rules allow it. */
static void
add_into_row (VdBoardSpread *spread, GtkWidget *expander, const VdBoard *board,
              const VdHexRuleset *module, const VdBoardUnit *unit, VdHex next)
{
  g_autofree char *label = vd_board_format_hex (board, next);
  g_autofree char *title = g_strdup_printf (_("Into %s"), label);
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *why = NULL;
  const char *rule = NULL;
  GtkWidget *row, *button;

  if (unit->spread != NULL)
    g_array_append_vals (hexes, unit->spread->data, unit->spread->len);
  g_array_append_val (hexes, next);
  for (guint i = 0; i < hexes->len; i++)
    {
      g_autofree char *one = vd_board_format_hex (board, g_array_index (hexes, VdHex, i));

      g_strv_builder_add (builder, one);
    }
  why = vd_hex_vineyard_spread_refusal (board, module, unit, unit->hex,
                                        (const VdHex *) hexes->data, hexes->len, &rule);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (why != NULL)
    {
      g_autofree char *subtitle = g_strdup_printf ("%s (%s)", why, rule != NULL ? rule : "?");

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
      return;
    }
  /* Translators: "up to 3 more of its increments count there (LBA-VIN-3)". */
  {
    g_autofree char *subtitle = g_strdup_printf (_("up to %s more of its increments count "
                                                   "there (%s)"),
                                                 vd_hex_ruleset_lookup_word (module,
                                                                             SPREAD "increments"),
                                                 vd_hex_ruleset_lookup_word (module,
                                                                             SPREAD "rule"));

    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  }
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  button = gtk_button_new_with_mnemonic (_("_Spread Into"));
  gtk_widget_set_tooltip_text (button, _("Let the battalion hold this hex of its vineyard too, "
                                         "as one step to undo"));
  g_object_set_data_full (G_OBJECT (button), "vd-spread", g_strv_builder_end (builder),
                          (GDestroyNotify) g_strfreev);
  g_signal_connect (button, "clicked", G_CALLBACK (into_clicked_cb), spread);
  vd_panel_row_add_suffix (row, button);
}

void
vd_board_spread_show (VdBoardSpread *spread, VdBoardDocument *document, gboolean has_hex,
                      VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const char *rule = module != NULL ? vd_hex_ruleset_lookup_word (module, SPREAD "rule") : NULL;
  g_autoptr(GArray) held = NULL;
  g_autoptr(GHashTable) seen = NULL;
  const VdBoardUnit *unit;
  const char *whole_rule = NULL;
  g_autofree char *whole = NULL, *subtitle = NULL;
  GtkWidget *expander;

  vd_board_group_empty (&spread->g);
  /* The referee's: how the battalion stands is his to set. */
  if (board == NULL || side != NULL || rule == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (unit == NULL || !unit->placed ||
      g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module, SPREAD "class")) != 0 ||
      !vd_board_hex_has_ground (board, module, unit->hex,
                                vd_hex_ruleset_lookup_word (module, SPREAD "terrain")))
    return;
  vd_board_group_act_on (&spread->g, document, unit->id);
  whole = vd_hex_vineyard_whole (board, module, unit, &whole_rule);
  if (unit->spread != NULL && unit->spread->len > 0)
    {
      const char *zones_rule = NULL, *spread_rule = NULL;
      g_autofree char *zones = vd_hex_vineyard_spread_zones (board, module, unit, &spread_rule,
                                                             &zones_rule);
      GtkWidget *row, *button;

      subtitle = g_strdup_printf ("%s (%s); %s", whole, whole_rule, zones);
      row = vd_board_group_add_row (&spread->g, _("Spread"), subtitle);
      button = gtk_button_new_with_mnemonic (_("_Gather"));
      gtk_widget_set_tooltip_text (button, _("Gather the battalion into its own hex, as one "
                                             "step to undo"));
      g_signal_connect (button, "clicked", G_CALLBACK (gather_clicked_cb), spread);
      vd_panel_row_add_suffix (row, button);
    }
  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Spread Into"));
  g_free (subtitle);
  /* Translators: "a battalion may hold more hexes of its vineyard, up to 3 of its increments
   * counting in each (LBA-VIN-3)". */
  subtitle = g_strdup_printf (_("a battalion may hold more hexes of its vineyard, up to %s of "
                                "its increments counting in each (%s)"),
                              vd_hex_ruleset_lookup_word (module, SPREAD "increments"), rule);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_preferences_group_add (spread->g.group, expander);
  g_ptr_array_add (spread->g.rows, expander);
  held = vd_hex_vineyard_held (unit);
  seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < held->len; i++)
    for (int d = 0; d < 6; d++)
      {
        VdHex next = vd_hex_neighbour (g_array_index (held, VdHex, i), d);
        gpointer key = GINT_TO_POINTER ((next.q & 0xffff) << 16 | (next.r & 0xffff));

        if (!vd_hex_grid_contains (board->grid, next) || holds (unit, next) ||
            g_hash_table_contains (seen, key) ||
            !vd_board_hex_has_ground (board, module, next,
                                      vd_hex_ruleset_lookup_word (module, SPREAD "terrain")))
          continue;
        g_hash_table_add (seen, key);
        add_into_row (spread, expander, board, module, unit, next);
      }
  gtk_widget_set_visible (GTK_WIDGET (spread->g.group), TRUE);
}
