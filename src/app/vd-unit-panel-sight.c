#include <glib/gi18n.h>
#include <math.h>

#include "vd-sight-explain.h"
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

/* A sentence of a row, kept as long as the row: the answer it came from goes at the next move. */
typedef struct {
  char  *text;
  GStrv  rules;
} RowSentence;

static void
row_sentence_free (RowSentence *sentence)
{
  g_free (sentence->text);
  g_strfreev (sentence->rules);
  g_free (sentence);
}

static RowSentence *
row_sentence_new (const VdSightSentence *sentence)
{
  RowSentence *copy = g_new0 (RowSentence, 1);

  copy->text = g_strdup (sentence->text);
  copy->rules = g_new0 (char *, sentence->rules->len + 1);
  for (guint i = 0; i < sentence->rules->len; i++)
    copy->rules[i] = g_strdup (g_ptr_array_index (sentence->rules, i));
  return copy;
}

/* "240 paces · 60% seen · light cover", or "480 paces · hidden behind the crest of Shevardino
 * hill: … (CREST-3, CREST-1, SIGHT-3)". */
static char *
format_subtitle (VdUnitPanel *self, const VdSightAnswer *answer, GPtrArray *sentences)
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
  /* What hides it, in sentences about this pair (vd-sight-explain.h). */
  for (guint i = 0; !answer->visible && sentences != NULL && i < sentences->len; i++)
    g_ptr_array_add (parts, g_strdup (((VdSightSentence *) g_ptr_array_index (sentences, i))->text));
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
  GPtrArray   *sentences;    /* RowSentence*, as the view may tell them */
  char        *reasons_key;
  GPtrArray   *children;     /* the sentence rows, built when the row is opened */
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
  g_clear_pointer (&sr->sentences, g_ptr_array_unref);
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

/* A sentence about the pair, capitalised as a row's text, then each of its rules: its ID and
 * its full text, as the rule rows had them. */
static GtkWidget *
create_sentence_row (VdUnitPanel *self, const RowSentence *sentence)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *first = g_utf8_strup (sentence->text, g_utf8_next_char (sentence->text) - sentence->text);
  g_autofree char *text = g_strconcat (first, g_utf8_next_char (sentence->text), NULL);
  GtkWidget *label = gtk_label_new (text);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "rule");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "sight-sentence");
  gtk_box_append (GTK_BOX (box), label);
  for (guint i = 0; sentence->rules[i] != NULL; i++)
    {
      const char *id = sentence->rules[i];
      const VdRule *rule = vd_ruleset_find_rule (self->ruleset, id);
      const char *rule_text = rule != NULL ? vd_text_get (&rule->text) : NULL;
      GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *id_label = gtk_label_new (id);

      gtk_label_set_xalign (GTK_LABEL (id_label), 0);
      gtk_label_set_yalign (GTK_LABEL (id_label), 0);
      gtk_widget_add_css_class (id_label, "rule-id");
      gtk_box_append (GTK_BOX (heading), id_label);
      if (rule_text != NULL)
        {
          GtkWidget *text_label = gtk_label_new (rule_text);

          gtk_label_set_xalign (GTK_LABEL (text_label), 0);
          gtk_label_set_wrap (GTK_LABEL (text_label), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (text_label), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_selectable (GTK_LABEL (text_label), TRUE);
          gtk_widget_set_hexpand (text_label, TRUE);
          gtk_widget_add_css_class (text_label, "dim-label");
          gtk_widget_add_css_class (text_label, "caption");
          gtk_box_append (GTK_BOX (heading), text_label);
        }
      gtk_box_append (GTK_BOX (box), heading);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

/* The sentence rows are made when the row is first opened: most rows never are. */
static void
sight_row_build_children (SightRow *sr)
{
  if (sr->children->len > 0 || sr->sentences == NULL)
    return;
  for (guint i = 0; i < sr->sentences->len; i++)
    {
      GtkWidget *child = create_sentence_row (sr->panel, g_ptr_array_index (sr->sentences, i));

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

/* ANSWER's sentences as the panel's view may tell them; NULL when the engine is not at hand. */
static VdSightExplanation *
explain (VdUnitPanel *self, const VdSightAnswer *answer)
{
  VdSight *sight = self->document != NULL ? vd_document_get_sight (self->document) : NULL;

  if (sight == NULL || self->sight == NULL)
    return NULL;
  return vd_sight_explain (sight, answer, vd_sight_state_get_side_view (self->sight),
                           VD_SIGHT_EXPLAIN_USER_LANGUAGE);
}

/* While a unit is dragged, a subtitle and its sentences change only with what is seen:
 * distances change at every step, and relaying out every row then costs more than a frame. */
static void
sight_row_update (VdUnitPanel *self, SightRow *sr, const VdSightAnswer *answer, gboolean fresh)
{
  g_autoptr(GString) key = g_string_new (NULL);
  g_autoptr(VdSightExplanation) explained = NULL;

  if (!(fresh || !self->dragging || sr->visible != answer->visible))
    return;
  explained = explain (self, answer);
  {
    g_autofree char *subtitle = format_subtitle (self, answer,
                                                 explained != NULL ? explained->sentences : NULL);

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

  for (guint i = 0; explained != NULL && i < explained->sentences->len; i++)
    g_string_append_printf (key, "%s\n",
                            ((VdSightSentence *) g_ptr_array_index (explained->sentences, i))->text);
  if (!fresh && g_strcmp0 (key->str, sr->reasons_key) == 0)
    return;
  g_free (sr->reasons_key);
  sr->reasons_key = g_string_free (g_steal_pointer (&key), FALSE);
  g_clear_pointer (&sr->sentences, g_ptr_array_unref);
  sr->sentences = g_ptr_array_new_with_free_func ((GDestroyNotify) row_sentence_free);
  for (guint i = 0; explained != NULL && i < explained->sentences->len; i++)
    g_ptr_array_add (sr->sentences, row_sentence_new (g_ptr_array_index (explained->sentences, i)));
  sight_row_drop_children (sr);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (sr->row),
                                         sr->sentences != NULL && sr->sentences->len > 0);
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
