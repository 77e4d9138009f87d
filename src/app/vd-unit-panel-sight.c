#include <glib/gi18n.h>
#include <math.h>

#include "vd-unit-panel-private.h"

static const char *
cover_name (VdCover cover)
{
  switch (cover)
    {
    case VD_COVER_NONE:
      return _("no cover");
    case VD_COVER_LIGHT:
      return _("light cover");
    case VD_COVER_HARD:
      return _("hard cover");
    case VD_COVER_BUILDING:
      return _("building cover");
    case VD_COVER_REDOUBT:
      return _("redoubt cover");
    case VD_N_COVERS:
    default:
      return vd_cover_to_string (cover);
    }
}

static gboolean
is_partial (const VdSightAnswer *answer)
{
  return answer->visible && answer->visible_share < 1 - 1e-6;
}

/* The feature or unit a reason names, for people; an enemy the side's view hides stays
 * unnamed. */
static char *
describe_responsible (VdUnitPanel *self, const char *by)
{
  const VdUnit *unit;
  const VdFeature *feature;

  if (by == NULL || self->table == NULL)
    return NULL;
  unit = vd_table_find_unit (self->table, by);
  if (unit != NULL)
    {
      if (self->sight != NULL && vd_sight_state_is_hidden (self->sight, by))
        return g_strdup (_("a unit out of sight"));
      return g_strdup (unit->name != NULL ? unit->name : unit->id);
    }
  feature = vd_table_find_feature (self->table, by);
  if (feature != NULL && feature->name != NULL)
    return g_strdup (feature->name);
  if (feature != NULL)
    /* Translators: a terrain feature's kind ("Wood"), then its identifier in the table file */
    return g_strdup_printf (_("%s · %s"), vd_unit_panel_terrain_name (self, feature->type), feature->id);
  return g_strdup (by);
}

/* "240 paces · 60% seen · light cover", or "480 paces · CREST-3: Shevardino hill". */
static char *
format_subtitle (VdUnitPanel *self, const VdSightAnswer *answer)
{
  int paces = (int) lround (answer->distance);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d pace", "%d paces", paces), paces));
  if (answer->visible)
    {
      if (is_partial (answer))
        /* Translators: how much of the target's frontage the observer sees, in percent */
        g_ptr_array_add (parts, g_strdup_printf (_("%d%% seen"),
                                                 (int) lround (answer->visible_share * 100)));
      g_ptr_array_add (parts, g_strdup (cover_name (answer->cover)));
      /* CREST-4: a battery that sees downhill across a crest may not fire there. */
      if (!vd_sight_answer_allows_fire (answer))
        g_ptr_array_add (parts, g_strdup (_("cannot fire across the crest")));
    }
  /* The rules that hide it, by what is responsible: "CREST-1, SIGHT-3: Shevardino hill". */
  if (!answer->visible)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) rules = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < answer->n_reasons; i++)
        {
          const VdReason *reason = &answer->reasons[i];
          char *by = describe_responsible (self, reason->by);
          guint k;

          if (by == NULL)
            by = g_strdup ("");
          if (g_ptr_array_find_with_equal_func (names, by, g_str_equal, &k))
            {
              g_auto(GStrv) listed = g_strsplit (g_ptr_array_index (rules, k), ", ", -1);

              /* Two features may share a name (the houses of one village): a rule once. */
              if (!g_strv_contains ((const char * const *) listed, reason->rule))
                {
                  char *ids = g_strconcat (g_ptr_array_index (rules, k), ", ", reason->rule, NULL);

                  g_free (g_ptr_array_index (rules, k));
                  g_ptr_array_index (rules, k) = ids;
                }
              g_free (by);
              continue;
            }
          g_ptr_array_add (names, by);
          g_ptr_array_add (rules, g_strdup (reason->rule));
        }
      for (guint k = 0; k < names->len; k++)
        {
          const char *by = g_ptr_array_index (names, k);
          const char *ids = g_ptr_array_index (rules, k);

          if (by[0] != '\0')
            /* Translators: why a unit is not seen: rule IDs ("CREST-1, SIGHT-3"), then the
             * terrain feature or unit they are about */
            g_ptr_array_add (parts, g_strdup_printf (C_("sight reasons", "%s: %s"), ids, by));
          else
            g_ptr_array_add (parts, g_strdup (ids));
        }
    }
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

static void
show_clicked_cb (GtkButton *button, VdUnitPanel *self)
{
  g_signal_emit_by_name (self, "show-unit", g_object_get_data (G_OBJECT (button), "unit-id"));
}

static GtkWidget *
create_show_button (VdUnitPanel *self, const VdUnit *target)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("find-location-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Show on the Table"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Show on the Table"), -1);
  g_object_set_data_full (G_OBJECT (button), "unit-id", g_strdup (target->id), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (show_clicked_cb), self);
  return button;
}

typedef struct {
  VdUnitPanel *panel;
  char        *target_id;
  GtkWidget   *row;          /* AdwExpanderRow, referenced so that it outlives a reordering */
  GtkWidget   *icon;
  AdwPreferencesGroup *group; /* where it is shown, or NULL */
  gboolean     visible;
  GArray      *reasons;      /* VdReason; the strings belong to the ruleset and the table */
  char        *reasons_key;
  GPtrArray   *children;     /* the rule rows, built when the row is opened */
} SightRow;

static void
sight_row_unshow (SightRow *sr)
{
  if (sr->group != NULL)
    adw_preferences_group_remove (sr->group, sr->row);
  sr->group = NULL;
}

static void
sight_row_free (SightRow *sr)
{
  sight_row_unshow (sr);
  g_signal_handlers_disconnect_by_data (sr->row, sr);
  g_object_unref (sr->row);
  g_free (sr->target_id);
  g_array_unref (sr->reasons);
  g_free (sr->reasons_key);
  g_ptr_array_unref (sr->children);
  g_free (sr);
}

static void
sight_row_drop_children (SightRow *sr)
{
  for (guint i = 0; i < sr->children->len; i++)
    adw_expander_row_remove (ADW_EXPANDER_ROW (sr->row), g_ptr_array_index (sr->children, i));
  g_ptr_array_set_size (sr->children, 0);
}

/* The rule rows are made when the row is first opened: most rows never are. */
static void
sight_row_build_children (SightRow *sr)
{
  if (sr->children->len > 0)
    return;
  for (guint i = 0; i < sr->reasons->len; i++)
    {
      const VdReason *reason = &g_array_index (sr->reasons, VdReason, i);
      g_autofree char *by = describe_responsible (sr->panel, reason->by);
      GtkWidget *child = vd_unit_panel_create_rule_row (sr->panel, reason->rule, by);

      adw_expander_row_add_row (ADW_EXPANDER_ROW (sr->row), child);
      g_ptr_array_add (sr->children, child);
    }
}

static void
expanded_cb (AdwExpanderRow *row, GParamSpec *pspec, SightRow *sr)
{
  if (adw_expander_row_get_expanded (row))
    sight_row_build_children (sr);
}

static SightRow *
sight_row_new (VdUnitPanel *self, const VdUnit *target)
{
  SightRow *sr = g_new0 (SightRow, 1);

  sr->panel = self;
  sr->target_id = g_strdup (target->id);
  sr->reasons = g_array_new (FALSE, FALSE, sizeof (VdReason));
  sr->children = g_ptr_array_new ();
  sr->row = g_object_ref_sink (adw_expander_row_new ());
  /* Names come from the table file: an "&" is text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (sr->row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sr->row),
                                 target->name != NULL ? target->name : target->id);
  sr->icon = gtk_image_new ();
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (sr->row), sr->icon);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (sr->row), create_show_button (self, target));
  g_signal_connect (sr->row, "notify::expanded", G_CALLBACK (expanded_cb), sr);
  return sr;
}

/* While a unit is dragged, a subtitle changes only with what is seen: distances change at
 * every step, and relaying out every row then costs more than a frame. */
static void
sight_row_update (VdUnitPanel *self, SightRow *sr, const VdSightAnswer *answer, gboolean fresh)
{
  g_autoptr(GString) key = g_string_new (NULL);

  if (fresh || !self->dragging || sr->visible != answer->visible)
    {
      g_autofree char *subtitle = format_subtitle (self, answer);

      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (sr->row), subtitle);
    }
  if (fresh || sr->visible != answer->visible)
    {
      /* An eye, open or struck through: whether the target is seen reads before its name. */
      gtk_image_set_from_icon_name (GTK_IMAGE (sr->icon), answer->visible ? "view-reveal-symbolic"
                                                                         : "view-conceal-symbolic");
      gtk_widget_remove_css_class (sr->icon, answer->visible ? "unseen" : "seen");
      gtk_widget_add_css_class (sr->icon, answer->visible ? "seen" : "unseen");
      sr->visible = answer->visible;
    }

  for (guint i = 0; i < answer->n_reasons; i++)
    {
      const VdReason *reason = &answer->reasons[i];
      g_autofree char *by = describe_responsible (self, reason->by);

      g_string_append_printf (key, "%s:%s\n", reason->rule, by != NULL ? by : "");
    }
  if (!fresh && g_strcmp0 (key->str, sr->reasons_key) == 0)
    return;
  g_free (sr->reasons_key);
  sr->reasons_key = g_string_free (g_steal_pointer (&key), FALSE);
  g_array_set_size (sr->reasons, 0);
  g_array_append_vals (sr->reasons, answer->reasons, answer->n_reasons);
  sight_row_drop_children (sr);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (sr->row), sr->reasons->len > 0);
  if (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (sr->row)))
    sight_row_build_children (sr);
}

static void
unshow_all (VdUnitPanel *self)
{
  GHashTableIter iter;
  SightRow *sr;

  g_hash_table_iter_init (&iter, self->sight_rows);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &sr))
    sight_row_unshow (sr);
  if (gtk_widget_get_parent (self->sight_placeholder) != NULL)
    adw_preferences_group_remove (self->seen_group, self->sight_placeholder);
  g_clear_pointer (&self->sight_order, g_free);
}

static void
show_placeholder (VdUnitPanel *self, gboolean show, gboolean any_enemy)
{
  gboolean shown = gtk_widget_get_parent (self->sight_placeholder) != NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->sight_placeholder),
                                 any_enemy ? _("No enemy unit in sight")
                                           : _("No enemy unit on the table"));
  if (show && !shown)
    adw_preferences_group_add (self->seen_group, self->sight_placeholder);
  else if (!show && shown)
    adw_preferences_group_remove (self->seen_group, self->sight_placeholder);
}

/* While a unit is dragged, a target that changed lists goes to the end of its new one; the
 * order is set right at the drop. */
static void
move_changed_rows (VdUnitPanel *self, GPtrArray *sorted, guint n_seen)
{
  for (guint i = 0; i < sorted->len; i++)
    {
      const VdSightAnswer *answer = g_ptr_array_index (sorted, i);
      SightRow *sr = g_hash_table_lookup (self->sight_rows, answer->target->id);
      AdwPreferencesGroup *group = answer->visible ? self->seen_group : self->unseen_group;

      if (sr->group == group)
        continue;
      sight_row_unshow (sr);
      sr->group = group;
      adw_preferences_group_add (group, sr->row);
      /* Matches no order: the drop puts the lists in order again. */
      g_free (self->sight_order);
      self->sight_order = g_strdup ("");
    }
  show_placeholder (self, n_seen == 0, sorted->len > 0);
}

/* Nearest first in each list; only when a target changed lists, so rows do not jump about. */
static void
order_rows (VdUnitPanel *self, GPtrArray *sorted, guint n_seen)
{
  g_autoptr(GString) order = g_string_new (NULL);

  if (self->dragging && self->sight_order != NULL)
    {
      move_changed_rows (self, sorted, n_seen);
      return;
    }

  for (guint i = 0; i < sorted->len; i++)
    {
      const VdSightAnswer *answer = g_ptr_array_index (sorted, i);

      g_string_append_printf (order, "%s %d\n", answer->target->id, answer->visible);
    }
  if (g_strcmp0 (order->str, self->sight_order) == 0)
    return;

  unshow_all (self);
  self->sight_order = g_string_free (g_steal_pointer (&order), FALSE);
  for (guint i = 0; i < sorted->len; i++)
    {
      const VdSightAnswer *answer = g_ptr_array_index (sorted, i);
      SightRow *sr = g_hash_table_lookup (self->sight_rows, answer->target->id);

      sr->group = answer->visible ? self->seen_group : self->unseen_group;
      adw_preferences_group_add (sr->group, sr->row);
    }
  show_placeholder (self, n_seen == 0, sorted->len > 0);
}

static int
compare_seen_first (gconstpointer a, gconstpointer b)
{
  const VdSightAnswer *x = *(const VdSightAnswer * const *) a;
  const VdSightAnswer *y = *(const VdSightAnswer * const *) b;

  if (x->visible != y->visible)
    return x->visible ? -1 : 1;
  return (x->distance > y->distance) - (x->distance < y->distance);
}

/* The enemy units the unit sees, nearest first, then those it does not see, each with the
 * rules that decide it. */
void
vd_unit_panel_update_sight (VdUnitPanel *self, const VdUnit *unit)
{
  GArray *answers = self->sight != NULL ? vd_sight_state_get_answers (self->sight) : NULL;
  gboolean secret = self->sight != NULL && vd_sight_state_observer_is_secret (self->sight);
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  g_autoptr(GHashTable) current = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  SightRow *sr;
  guint n_seen = 0;

  gtk_widget_set_visible (GTK_WIDGET (self->secret_group), secret);
  gtk_widget_set_visible (GTK_WIDGET (self->seen_group), !secret && answers != NULL);
  if (secret || answers == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->unseen_group), FALSE);
      vd_unit_panel_clear_sight (self);
      return;
    }

  /* Another observer: its rows start closed. */
  if (g_strcmp0 (self->sight_observer, unit->id) != 0)
    {
      vd_unit_panel_clear_sight (self);
      self->sight_observer = g_strdup (unit->id);
    }

  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);
      gboolean fresh = FALSE;

      sr = g_hash_table_lookup (self->sight_rows, answer->target->id);
      if (sr == NULL)
        {
          sr = sight_row_new (self, answer->target);
          g_hash_table_insert (self->sight_rows, sr->target_id, sr);
          fresh = TRUE;
        }
      sight_row_update (self, sr, answer, fresh);
      g_hash_table_add (current, sr->target_id);
      g_ptr_array_add (sorted, (gpointer) answer);
      n_seen += answer->visible;
    }
  /* Targets a side's view no longer shows. */
  g_hash_table_iter_init (&iter, self->sight_rows);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &sr))
    if (!g_hash_table_contains (current, sr->target_id))
      {
        g_clear_pointer (&self->sight_order, g_free);
        g_hash_table_iter_remove (&iter);
      }

  g_ptr_array_sort (sorted, compare_seen_first);
  order_rows (self, sorted, n_seen);

  vd_unit_panel_update_folds (self, unit, n_seen, answers->len - n_seen);
  gtk_widget_set_visible (GTK_WIDGET (self->unseen_group), n_seen < answers->len);
}

void
vd_unit_panel_init_sight (VdUnitPanel *self)
{
  self->sight_rows = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                            (GDestroyNotify) sight_row_free);
  self->sight_placeholder = g_object_ref_sink (adw_action_row_new ());
  gtk_widget_add_css_class (self->sight_placeholder, "dim-label");
}

void
vd_unit_panel_clear_sight (VdUnitPanel *self)
{
  unshow_all (self);
  g_hash_table_remove_all (self->sight_rows);
  g_clear_pointer (&self->sight_observer, g_free);
}

void
vd_unit_panel_finalize_sight (VdUnitPanel *self)
{
  g_hash_table_unref (self->sight_rows);
  g_object_unref (self->sight_placeholder);
  g_free (self->sight_observer);
  g_free (self->sight_order);
}
