/* The fire group's opportunity fire, shared fire and artillery points (BN 15.1, 20.2e, 27.3),
 * asked of the core functions `hex fire`, `hex fire-split` and `hex artillery` ask. */
#include "vd-board-fire-more.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-error.h"
#include "vd-hex-artillery-bn.h"
#include "vd-hex-fire-once.h"
#include "vd-hex-fire-split.h"
#include "vd-hex-odds.h"
#include "vd-hex-opportunity-bn.h"

struct _VdBoardFireMore
{
  gboolean    opportunity;
  gboolean    melee;
  gboolean    shared;       /* the firers ticked fire one share of their fire (20.2e) */
  GHashTable *whole;        /* unit id: a firer ticked off the shares, firing all of its fire */
  GHashTable *splits;       /* unit id -> the shares typed, "B,B" */
  GCallback   changed;
  gpointer    data;
};

VdBoardFireMore *
vd_board_fire_more_new (GCallback changed, gpointer data)
{
  VdBoardFireMore *more = g_new0 (VdBoardFireMore, 1);

  more->splits = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  more->whole = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  more->changed = changed;
  more->data = data;
  return more;
}

void
vd_board_fire_more_free (VdBoardFireMore *more)
{
  if (more == NULL)
    return;
  g_hash_table_unref (more->splits);
  g_hash_table_unref (more->whole);
  g_free (more);
}

void
vd_board_fire_more_reset (VdBoardFireMore *more)
{
  more->opportunity = FALSE;
  more->melee = FALSE;
  more->shared = FALSE;
  g_hash_table_remove_all (more->splits);
  g_hash_table_remove_all (more->whole);
}

/* Whether FIRER fires a share of its fire (20.2e): the switch on, and not ticked off. */
static gboolean
shares (VdBoardFireMore *more, const char *firer)
{
  return more->shared && !g_hash_table_contains (more->whole, firer);
}

gboolean
vd_board_fire_more_opportunity (VdBoardFireMore *more)
{
  return more->opportunity;
}

gboolean
vd_board_fire_more_melee (VdBoardFireMore *more)
{
  return more->melee;
}

static void
changed (VdBoardFireMore *more)
{
  ((void (*) (gpointer)) more->changed) (more->data);
}

static void
opportunity_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardFireMore *more)
{
  more->opportunity = gtk_switch_get_active (toggle);
  changed (more);
}

static void
melee_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardFireMore *more)
{
  more->melee = gtk_switch_get_active (toggle);
  changed (more);
}

static void
shared_cb (GtkSwitch *toggle, GParamSpec *pspec, VdBoardFireMore *more)
{
  more->shared = gtk_switch_get_active (toggle);
  changed (more);
}

static void
add_switch (AdwPreferencesGroup *group, GPtrArray *rows, const char *title,
            const char *subtitle, gboolean active, GCallback callback, VdBoardFireMore *more)
{
  GtkWidget *row = vd_panel_rows_add (group, rows, title, subtitle);
  GtkWidget *toggle = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  vd_panel_row_add_suffix (row, toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_signal_connect (toggle, "notify::active", callback, more);
}

void
vd_board_fire_more_add_switches (VdBoardFireMore *more, AdwPreferencesGroup *group,
                                 GPtrArray *rows)
{
  add_switch (group, rows, _("Opportunity Fire"),
              _("Batteries whose close-fire zone covers the moving target, at it as it stood "
                "before a change of formation; not counted against their fire phase (15.1)"),
              more->opportunity, G_CALLBACK (opportunity_cb), more);
  add_switch (group, rows, _("Within a Melee or a Charge"),
              _("A fire that is part of a melee or a charge, as a movement phase allows; a "
                "fire at range there is refused (20.0)"),
              more->melee, G_CALLBACK (melee_cb), more);
  add_switch (group, rows, _("A Share of Their Fire"),
              _("Each firer ticked in its row below fires one share of its fire, by whole "
                "levels; an earlier share at another hex this phase does not count against it "
                "(20.2e)"),
              more->shared, G_CALLBACK (shared_cb), more);
}

/* BN 15.1, 20.2b, 20.2d, 20.2e, 27.3: the fire as `hex fire` judges it. */
VdHexFire *
vd_board_fire_more_judge (VdBoardFireMore *more, VdBoardDocument *document,
                          const char * const *firers, const double *points, const char *target,
                          gboolean flank, gboolean once, GError **error)
{
  VdBoard *board = vd_board_document_get_board (document);
  VdHexRuleset *module = vd_board_document_get_module (document);
  VdBattle *battle = vd_board_document_get_battle (document);
  const VdBoard *setup = vd_battle_get_setup (battle);
  guint n = vd_battle_get_n_applied (battle);
  g_autoptr(VdHexOpportunity) opportunity = NULL;
  g_autoptr(GPtrArray) shared = g_ptr_array_new ();
  VdHexFire *fire;

  if (more->opportunity)
    {
      opportunity = vd_hex_opportunity (setup, n, board, module, firers, target, error);
      if (opportunity == NULL)
        return NULL;
      if (opportunity->why != NULL)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", opportunity->why,
                       opportunity->rule != NULL ? opportunity->rule : "?");
          return NULL;
        }
    }
  for (guint i = 0; firers[i] != NULL; i++)
    if (shares (more, firers[i]))
      g_ptr_array_add (shared, (gpointer) firers[i]);
  g_ptr_array_add (shared, NULL);
  if (once)
    {
      const char *rule = NULL;
      g_autofree char *why = NULL;

      if (!vd_hex_fire_once_allowed_shared (setup, module, n, board, firers,
                                            (const char * const *) shared->pdata, target, &rule,
                                            &why))
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", why,
                       rule != NULL ? rule : "?");
          return NULL;
        }
    }
  fire = vd_hex_fire (opportunity != NULL && opportunity->before != NULL ? opportunity->before
                                                                       : board,
                      module, firers, points, target, flank, error);
  if (fire == NULL)
    return NULL;
  for (guint i = 0; opportunity != NULL && i < opportunity->reasons->len; i++)
    g_ptr_array_add (fire->reasons, g_ptr_array_steal_index (opportunity->reasons, i--));
  vd_hex_artillery_same_hex (board, module, firers, fire->reasons);
  for (guint i = 0; shared->pdata[i] != NULL; i++)
    vd_hex_odds_add_reason (fire->reasons,
                            vd_hex_ruleset_lookup_word (module, "combat.fire.sharing.rule"),
                            shared->pdata[i],
                            g_strdup (_("one share of its fire, by whole levels: its points "
                                        "read for that share (its shares checked below)")));
  return fire;
}

static void
share_toggled_cb (GtkCheckButton *check, VdBoardFireMore *more)
{
  const char *unit = g_object_get_data (G_OBJECT (check), "vd-unit");

  if (gtk_check_button_get_active (check))
    g_hash_table_remove (more->whole, unit);
  else
    g_hash_table_add (more->whole, g_strdup (unit));
  changed (more);
}

static void
split_clicked_cb (GtkButton *button, VdBoardFireMore *more)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  const char *unit = g_object_get_data (G_OBJECT (button), "vd-unit");

  g_hash_table_replace (more->splits, g_strdup (unit),
                        g_strstrip (g_strdup (gtk_editable_get_text (entry))));
  changed (more);
}

/* BN 20.2e: FIRER's shares as typed, judged by hex fire-split's function. */
static void
add_split_row (VdBoardFireMore *more, AdwPreferencesGroup *group, GPtrArray *rows,
               const VdBoard *board, const VdHexRuleset *module, const char *firer)
{
  const char *typed = g_hash_table_lookup (more->splits, firer);
  g_autofree char *title = NULL, *subtitle = NULL;
  GtkWidget *row, *entry, *button, *check;

  if (!shares (more, firer))
    subtitle = g_strdup (_("Fires all of its fire at this target"));
  else if (typed != NULL && *typed != '\0')
    {
      g_auto(GStrv) parts = g_strsplit (typed, ",", -1);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdHexFireSplit) split = vd_hex_fire_split (board, module, firer,
                                                           (const char * const *) parts,
                                                           &error);

      if (split == NULL)
        subtitle = g_strdup (error->message);
      else if (split->may)
        subtitle = vd_board_reasons_text (split->reasons, NULL);
      else
        /* Translators: why the shares typed may not be: "“2C” is not a whole level… (20.2e)". */
        subtitle = g_strdup_printf (_("May not: %s (%s)"), split->why,
                                    split->why_rule != NULL ? split->why_rule : "?");
    }
  else
    subtitle = g_strdup (_("Type its shares, levels such as B,B or artillery points such as "
                           "3,2, and check them (20.2e)"));
  /* Translators: a row's title: "fr-1's Shares". */
  title = g_strdup_printf (_("%s’s Shares"), firer);
  row = vd_panel_rows_add (group, rows, title, subtitle);
  check = gtk_check_button_new ();
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), shares (more, firer));
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Fires a share"), -1);
  g_object_set_data_full (G_OBJECT (check), "vd-unit", g_strdup (firer), g_free);
  g_signal_connect (check, "toggled", G_CALLBACK (share_toggled_cb), more);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  if (!shares (more, firer))
    return;
  entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "B,B");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  if (typed != NULL)
    gtk_editable_set_text (GTK_EDITABLE (entry), typed);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Its shares"), -1);
  vd_panel_row_add_suffix (row, entry);
  button = gtk_button_new_with_mnemonic (_("C_heck"));
  g_object_set_data (G_OBJECT (button), "vd-entry", entry);
  g_object_set_data_full (G_OBJECT (button), "vd-unit", g_strdup (firer), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (split_clicked_cb), more);
  vd_panel_row_add_suffix (row, button);
}

/* BN 27.3: the batteries among FIRERS, their points added per hex and type and read. */
static void
add_artillery_row (AdwPreferencesGroup *group, GPtrArray *rows, const VdBoard *board,
                   const VdHexRuleset *module, const char * const *firers, const char *target)
{
  const char *class = vd_hex_ruleset_lookup_word (module,
                                                  "special.artillery.notation.class");
  g_autoptr(GPtrArray) batteries = g_ptr_array_new ();
  g_autoptr(VdHexArtilleryFire) fire = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL, *subtitle = NULL;
  GtkWidget *row;

  for (guint i = 0; firers[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, firers[i]);

      if (unit != NULL && class != NULL && g_strcmp0 (unit->unit_class, class) == 0)
        g_ptr_array_add (batteries, (gpointer) firers[i]);
    }
  if (batteries->len == 0)
    return;
  g_ptr_array_add (batteries, NULL);
  fire = vd_hex_artillery_fire (board, module, (const char * const *) batteries->pdata, target,
                                &error);
  if (fire == NULL)
    {
      row = vd_panel_rows_add (group, rows, _("Artillery Points"), error->message);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  title = fire->known
    /* Translators: "Artillery Fire Points: 6 (27.3)". */
    ? g_strdup_printf (_("Artillery Fire Points: %g (%s)"), fire->points, "27.3")
    : g_strdup_printf (_("Artillery Fire Points: Not Known (%s)"), "27.3");
  subtitle = vd_board_reasons_text (fire->reasons, fire->missing);
  row = vd_panel_rows_add (group, rows, title, subtitle);
  if (!fire->known)
    gtk_widget_add_css_class (row, "warning");
}

void
vd_board_fire_more_add_rows (VdBoardFireMore *more, AdwPreferencesGroup *group,
                             GPtrArray *rows, VdBoardDocument *document,
                             const char * const *firers, const char *target)
{
  VdBoard *board = vd_board_document_get_board (document);
  VdHexRuleset *module = vd_board_document_get_module (document);

  if (vd_hex_ruleset_lookup_word (module, "special.artillery.fire.rule") != NULL)
    add_artillery_row (group, rows, board, module, firers, target);
  for (guint i = 0; more->shared && firers[i] != NULL; i++)
    add_split_row (more, group, rows, board, module, firers[i]);
}
