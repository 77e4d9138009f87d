#include <glib/gi18n.h>
#include <math.h>

#include "vd-distance-format.h"
#include "vd-render.h"
#include "vd-morale-rules.h"
#include "vd-morale-situation.h"
#include "vd-side-format.h"
#include "vd-unit-panel-private.h"

G_DEFINE_FINAL_TYPE (VdUnitPanel, vd_unit_panel, ADW_TYPE_BIN)

/* Whole millimetres print without decimals; fractions keep one. */
static char *
format_number (double value)
{
  if (fabs (value - round (value)) < 0.05)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.1f", value);
}

static char *
format_size (double width_mm, double depth_mm, double mm_per_pace)
{
  g_autofree char *width = format_number (width_mm);
  g_autofree char *depth = format_number (depth_mm);
  g_autofree char *width_paces = NULL;
  g_autofree char *depth_paces = NULL;

  if (mm_per_pace <= 0)
    /* Translators: width × depth in millimetres */
    return g_strdup_printf (_("%s × %s mm"), width, depth);

  width_paces = format_number (width_mm / mm_per_pace);
  depth_paces = format_number (depth_mm / mm_per_pace);
  /* Translators: width × depth in millimetres, then in the rules' paces */
  return g_strdup_printf (_("%s × %s mm (%s × %s paces)"), width, depth, width_paces, depth_paces);
}

static const char *
yes_no (gboolean value)
{
  return value ? _("Yes") : _("No");
}

static const char *
arm_name (VdUnitPanel *self, VdArm arm)
{
  const char *name = NULL;

  if (self->ruleset != NULL)
    name = vd_text_get (&self->ruleset->arms[arm].name);
  return name != NULL ? name : vd_arm_to_string (arm);
}

static const char *
formation_name (VdUnitPanel *self, VdFormation formation)
{
  const char *name = NULL;

  if (self->ruleset != NULL)
    name = vd_text_get (&self->ruleset->formations[formation].name);
  return name != NULL ? name : vd_formation_to_string (formation);
}

static double
mm_per_pace (VdUnitPanel *self)
{
  if (self->table == NULL || self->ruleset == NULL)
    return 0;
  return vd_table_mm_per_pace (self->table, self->ruleset);
}

static void
set_value (AdwActionRow *row, const char *value)
{
  adw_action_row_set_subtitle (row, value != NULL ? value : "");
}

static void
set_value_take (AdwActionRow *row, char *value)
{
  set_value (row, value);
  g_free (value);
}

static void
draw_swatch (cairo_t *cr, int width, int height, const char *side)
{
  VdColor fill;
  double size = MIN (width, height) - 1;
  double x = (width - size) / 2.0;
  double y = (height - size) / 2.0;
  double r = 3;

  vd_render_side_color (side, &fill, NULL);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + size - r, y + size - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + size - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, fill.r, fill.g, fill.b, fill.a);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
swatch_draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  draw_swatch (cr, width, height, user_data);
}

static void
unit_swatch_draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  VdUnitPanel *self = user_data;

  if (self->side != NULL)
    draw_swatch (cr, width, height, self->side);
}

/* In a side's view an enemy side counts only the units it shows: its strength is not told. */
static GtkWidget *
create_side_row (const VdTable *table, const char *side, guint n_units,
                 gboolean enemy_in_side_view)
{
  g_autofree char *title = vd_format_side (table, side);
  g_autofree char *count = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *label;

  if (enemy_in_side_view)
    count = g_strdup_printf (ngettext ("%u unit in sight", "%u units in sight", n_units), n_units);
  else
    count = g_strdup_printf (ngettext ("%u unit", "%u units", n_units), n_units);
  label = gtk_label_new (count);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 14);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 14);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), swatch_draw_cb, g_strdup (side), g_free);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch);

  gtk_widget_add_css_class (label, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

/* Undo and redo rebuild the battle as it stands: never keep a table the document replaced. */
static void
refresh_table (VdUnitPanel *self)
{
  self->table = self->document != NULL ? vd_document_get_table (self->document) : NULL;
}

static void
update_table_summary (VdUnitPanel *self)
{
  refresh_table (self);
  const char *view_side = self->sight != NULL ? vd_sight_state_get_side (self->sight) : NULL;
  g_autoptr(GString) key = g_string_new (NULL);
  g_autofree guint *counts = NULL;
  g_auto(GStrv) sides = NULL;
  guint n_sides = 0;

  if (self->table != NULL)
    {
      sides = vd_table_list_sides (self->table);
      n_sides = g_strv_length (sides);
      counts = g_new0 (guint, n_sides);
      for (guint j = 0; j < self->table->units->len; j++)
        {
          const VdUnit *unit = g_ptr_array_index (self->table->units, j);

          if (self->sight != NULL && vd_sight_state_is_hidden (self->sight, unit->id))
            continue;
          for (guint i = 0; i < n_sides; i++)
            if (g_strcmp0 (unit->side, sides[i]) == 0)
              counts[i]++;
        }
      /* What the rows show, not the table itself: each event brings a new copy of it. */
      g_string_append_printf (key, "%s\n%s\n%d\n%.17g %.17g %.17g\n%d\n%u",
                              view_side != NULL ? view_side : "",
                              self->table->title != NULL ? self->table->title : "",
                              (int) self->table->scale, self->table->width, self->table->depth,
                              mm_per_pace (self), self->table->turn, self->table->features->len);
      for (guint i = 0; i < n_sides; i++)
        {
          g_autofree char *name = vd_format_side (self->table, sides[i]);

          g_string_append_printf (key, "\n%s %s %u", sides[i], name, counts[i]);
        }
    }
  /* Units move all the time; the counts seldom change. */
  if (g_strcmp0 (key->str, self->summary_key) == 0)
    return;
  g_free (self->summary_key);
  self->summary_key = g_string_free (g_steal_pointer (&key), FALSE);

  for (guint i = 0; i < self->side_rows->len; i++)
    adw_preferences_group_remove (self->sides_group, g_ptr_array_index (self->side_rows, i));
  g_ptr_array_set_size (self->side_rows, 0);

  if (self->table == NULL)
    return;

  set_value (self->title_row, self->table->title != NULL ? self->table->title : _("Untitled"));
  set_value (self->scale_row, vd_scale_to_string (self->table->scale));
  set_value_take (self->size_row, format_size (self->table->width, self->table->depth, mm_per_pace (self)));
  set_value_take (self->turn_row, g_strdup_printf ("%d", self->table->turn));
  set_value_take (self->features_row, g_strdup_printf ("%u", self->table->features->len));

  for (guint i = 0; i < n_sides; i++)
    {
      GtkWidget *row = create_side_row (self->table, sides[i], counts[i],
                                        view_side != NULL && g_strcmp0 (view_side, sides[i]) != 0);

      adw_preferences_group_add (self->sides_group, row);
      g_ptr_array_add (self->side_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->sides_group), self->side_rows->len > 0);
}

const char *
vd_unit_panel_terrain_name (VdUnitPanel *self, VdTerrainType type)
{
  const char *name = NULL;

  if (self->ruleset != NULL)
    name = vd_text_get (&self->ruleset->terrain[type].name);
  return name != NULL ? name : vd_terrain_type_to_string (type);
}

/* The rule's text wraps and can be selected, so a referee can quote it; no row truncates it.
 * RESPONSIBLE (may be NULL) names what the rule applies to here, beside its ID. */
GtkWidget *
vd_unit_panel_create_rule_row (VdUnitPanel *self, const char *rule_id, const char *responsible)
{
  const VdRule *rule = vd_ruleset_find_rule (self->ruleset, rule_id);
  const char *text = rule != NULL ? vd_text_get (&rule->text) : NULL;
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *id_label = gtk_label_new (rule_id);
  GtkWidget *text_label = gtk_label_new (text);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), rule_id);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "rule");

  gtk_label_set_xalign (GTK_LABEL (id_label), 0);
  gtk_widget_add_css_class (id_label, "rule-id");
  gtk_box_append (GTK_BOX (heading), id_label);
  if (responsible != NULL)
    {
      GtkWidget *by_label = gtk_label_new (responsible);

      gtk_label_set_xalign (GTK_LABEL (by_label), 0);
      gtk_label_set_wrap (GTK_LABEL (by_label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (by_label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_hexpand (by_label, TRUE);
      gtk_widget_add_css_class (by_label, "rule-by");
      gtk_box_append (GTK_BOX (heading), by_label);
    }
  gtk_box_append (GTK_BOX (box), heading);

  gtk_label_set_xalign (GTK_LABEL (text_label), 0);
  gtk_label_set_wrap (GTK_LABEL (text_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (text_label), TRUE);
  gtk_widget_set_visible (text_label, text != NULL);
  gtk_box_append (GTK_BOX (box), text_label);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static GtkWidget *
create_feature_row (VdUnitPanel *self, const VdFeature *feature)
{
  const char *type_name = vd_unit_panel_terrain_name (self, feature->type);
  char **rules = self->ruleset != NULL ? self->ruleset->terrain[feature->type].rules : NULL;
  g_autofree char *kind = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_expander_row_new ();

  if (feature->type == VD_TERRAIN_HILL && feature->plateau)
    /* Translators: a terrain type ("Hill"), the hill's level of height, and that its top is flat */
    kind = g_strdup_printf (_("%s, level %d, plateau"), type_name, feature->level);
  else if (feature->type == VD_TERRAIN_HILL)
    /* Translators: a terrain type ("Hill"), then the hill's level of height */
    kind = g_strdup_printf (_("%s, level %d"), type_name, feature->level);
  else
    kind = g_strdup (type_name);
  /* Translators: a terrain feature's kind ("Wood"), then its identifier in the table file */
  subtitle = g_strdup_printf (_("%s · %s"), kind, feature->id);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 feature->name != NULL ? feature->name : type_name);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);

  for (guint i = 0; rules != NULL && rules[i] != NULL; i++)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (row), vd_unit_panel_create_rule_row (self, rules[i], NULL));
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), rules != NULL && rules[0] != NULL);
  return row;
}

static void
add_terrain_row (VdUnitPanel *self, GtkWidget *row)
{
  adw_preferences_group_add (self->terrain_group, row);
  g_ptr_array_add (self->terrain_rows, row);
}

/* The features under the unit, bottom to top as the table file draws them. */
static void
update_terrain (VdUnitPanel *self, const VdUnit *unit)
{
  g_autoptr(GString) key = g_string_new (vd_text_language ());

  for (guint i = 0; self->table != NULL && i < self->table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (self->table->features, i);

      if (vd_feature_is_under_unit (feature, unit))
        g_string_append_printf (key, "\n%s", feature->id);
    }
  if (g_strcmp0 (key->str, self->terrain_key) == 0)
    return;
  g_free (self->terrain_key);
  self->terrain_key = g_string_free (g_steal_pointer (&key), FALSE);

  for (guint i = 0; i < self->terrain_rows->len; i++)
    adw_preferences_group_remove (self->terrain_group, g_ptr_array_index (self->terrain_rows, i));
  g_ptr_array_set_size (self->terrain_rows, 0);

  for (guint i = 0; self->table != NULL && i < self->table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (self->table->features, i);

      if (vd_feature_is_under_unit (feature, unit))
        add_terrain_row (self, create_feature_row (self, feature));
    }

  if (self->terrain_rows->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Open ground"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("No terrain feature under the unit"));
      add_terrain_row (self, row);
    }
}

/* "disorganized, no formation", or "None". */
static char *
format_conditions (guint conditions)
{
  char *text = vd_conditions_describe (conditions);

  if (text[0] != '\0')
    return text;
  g_free (text);
  /* Translators: a unit without any condition (disorganized, …). */
  return g_strdup (C_("conditions", "None"));
}

static void update (VdUnitPanel *self);

/* Losses are events: recorded through the document, shown back when it says so. */
static void
record_casualties (VdUnitPanel *self, int casualties)
{
  const VdUnit *unit = self->table != NULL && self->unit_id != NULL
                 ? vd_table_find_unit (self->table, self->unit_id) : NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating || unit == NULL || self->document == NULL || casualties == unit->casualties)
    return;
  if (!vd_document_lose_figures (self->document, unit->id, casualties - unit->casualties, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      update (self);
    }
}

/* The morale row lists the ruleset's states, best first; the unit's is selected. */
static void
update_morale (VdUnitPanel *self, const VdUnit *unit)
{
  GPtrArray *states = self->ruleset != NULL ? self->ruleset->morale->states : NULL;
  guint selected = 0;

  self->updating = TRUE;
  if (self->morale_names == NULL)
    {
      self->morale_names = gtk_string_list_new (NULL);
      adw_combo_row_set_model (self->morale_row, G_LIST_MODEL (self->morale_names));
    }
  gtk_string_list_splice (self->morale_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->morale_names)), NULL);
  for (guint i = 0; states != NULL && i < states->len; i++)
    {
      const VdMoraleState *state = g_ptr_array_index (states, i);

      gtk_string_list_append (self->morale_names, vd_text_get (&state->name));
      if (g_strcmp0 (state->id, unit->morale) == 0)
        selected = i;
    }
  adw_combo_row_set_selected (self->morale_row, selected);
  self->updating = FALSE;
}

static void
morale_selected_cb (VdUnitPanel *self)
{
  const VdUnit *unit = self->table != NULL && self->unit_id != NULL
                 ? vd_table_find_unit (self->table, self->unit_id) : NULL;
  GPtrArray *states = self->ruleset != NULL ? self->ruleset->morale->states : NULL;
  guint selected = adw_combo_row_get_selected (self->morale_row);
  const VdMoraleState *state;

  if (self->updating || unit == NULL || states == NULL || selected >= states->len)
    return;
  state = g_ptr_array_index (states, selected);
  /* The first state is every unit's default: it is the same as none. */
  if (g_strcmp0 (state->id, unit->morale) == 0 || (selected == 0 && unit->morale == NULL))
    return;
  if (!vd_document_set_morale (self->document, unit->id, state->id, NULL))
    update (self);
}

/* The referee sets a condition by hand (a failed test, a pushed-back unit): an event too. */
static void
condition_toggled_cb (VdUnitPanel *self)
{
  const VdUnit *unit = self->table != NULL && self->unit_id != NULL
                 ? vd_table_find_unit (self->table, self->unit_id) : NULL;
  guint conditions = 0;

  if (self->updating || unit == NULL || self->document == NULL)
    return;
  if (gtk_check_button_get_active (self->disorganized_check))
    conditions |= 1u << VD_CONDITION_DISORGANIZED;
  if (gtk_check_button_get_active (self->no_formation_check))
    conditions |= 1u << VD_CONDITION_NO_FORMATION;
  if (gtk_check_button_get_active (self->disorder_check))
    conditions |= 1u << VD_CONDITION_DISORDER;
  vd_document_set_unit_conditions (self->document, unit, conditions);
}

static void
casualties_changed_cb (VdUnitPanel *self)
{
  record_casualties (self, gtk_spin_button_get_value_as_int (self->casualties_spin));
}

/* "Battery, 120 paces": the enemy whose footprint comes closest to the unit's, or "None". In a
 * side's view only the enemies that side sees count. */
static char *
format_nearest_enemy (VdUnitPanel *self, const VdUnit *unit)
{
  VdFootprint footprint = vd_unit_footprint (unit);
  const VdUnit *nearest = NULL;
  double best = G_MAXDOUBLE;
  double per_pace = mm_per_pace (self);
  g_autofree char *how_far = NULL;

  for (guint i = 0; self->table != NULL && i < self->table->units->len; i++)
    {
      const VdUnit *other = g_ptr_array_index (self->table->units, i);
      double distance;

      if (g_strcmp0 (other->side, unit->side) == 0)
        continue;
      if (self->sight != NULL && vd_sight_state_is_hidden (self->sight, other->id))
        continue;
      distance = vd_footprint_distance (footprint, vd_unit_footprint (other));
      if (distance < best)
        {
          best = distance;
          nearest = other;
        }
    }
  if (nearest == NULL)
    /* Translators: no enemy unit on the table (or none the side sees). */
    return g_strdup (C_("nearest enemy", "None"));
  how_far = vd_format_distance_short (best / (per_pace > 0 ? per_pace : 1.0), best);
  /* Translators: the nearest enemy unit's name, then how far it is ("Battery, 120 paces"). */
  return g_strdup_printf (_("%s, %s"), nearest->name != NULL ? nearest->name : nearest->id,
                          how_far);
}

/* What only the unit's own side and the referee know: its losses, morale and conditions. */
/* What the table gives the unit's morale test: the terrain's factors (HOUSE-9) and the
 * enemies it may count, only those it sees (MASK-6). */
static char *
format_morale_factors (VdUnitPanel *self, const VdUnit *unit)
{
  g_autoptr(VdMoraleSituation) situation = NULL;
  GString *text = g_string_new (NULL);

  /* A destroyed unit is no longer on the table for sight to answer about. */
  if (self->document == NULL || vd_table_find_unit (self->table, unit->id) != unit)
    return g_string_free (text, FALSE);
  situation = vd_morale_situation_new (self->table, self->ruleset,
                                       vd_document_get_sight (self->document), unit);
  for (guint i = 0; i < situation->findings->len; i++)
    {
      const VdMoraleFinding *f = &g_array_index (situation->findings, VdMoraleFinding, i);

      /* Translators: a morale factor: "In a building +1 (HOUSE-9 by village-1)". */
      g_string_append_printf (text, _("%s %+d (%s by %s)"), vd_text_get (&f->factor->name),
                              f->factor->value, f->rule, f->by);
      g_string_append (text, C_("list", " · "));
    }
  /* Translators: how many enemy units the unit sees, the only ones its morale factors count. */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             "counts the %u enemy unit it sees (MASK-6)",
                                             "counts the %u enemy units it sees (MASK-6)",
                                             situation->seen->len),
                          situation->seen->len);
  return g_string_free (text, FALSE);
}

/* "Moved 80 of 120 paces · declared fire": the turn so far, from the journal. */
static char *
format_this_turn (VdUnitPanel *self, const VdUnit *unit)
{
  const VdTurnState *turn = self->document != NULL
                                ? vd_document_get_turn_state (self->document) : NULL;
  const VdTurnUnit *record = turn != NULL ? vd_turn_state_lookup (turn, unit->id) : NULL;

  return record != NULL ? vd_turn_unit_describe (record) : g_strdup ("");
}

static void
update_state (VdUnitPanel *self, const VdUnit *unit)
{
  vd_unit_panel_update_formation (self, unit);
  set_value_take (self->this_turn_row, format_this_turn (self, unit));
  set_value_take (self->conditions_row, format_conditions (unit->conditions));
  gtk_widget_set_visible (self->reform_button, unit->conditions != 0);
  self->updating = TRUE;
  gtk_check_button_set_active (self->disorganized_check,
                               unit->conditions & (1u << VD_CONDITION_DISORGANIZED));
  gtk_check_button_set_active (self->no_formation_check,
                               unit->conditions & (1u << VD_CONDITION_NO_FORMATION));
  gtk_check_button_set_active (self->disorder_check,
                               unit->conditions & (1u << VD_CONDITION_DISORDER));
  self->updating = FALSE;
  if (unit->casualties == 0)
    set_value_take (self->figures_row, g_strdup_printf ("%d", unit->figures));
  else
    /* Translators: figures left, figures at the start, percent lost. */
    set_value_take (self->figures_row,
                    g_strdup_printf (_("%d left of %d (%.0f %% lost)"),
                                     unit->figures - unit->casualties, unit->figures,
                                     100.0 * unit->casualties / MAX (unit->figures, 1)));
  self->updating = TRUE;
  gtk_adjustment_configure (self->casualties_adjustment, unit->casualties, 0, unit->figures, 1, 5,
                            0);
  self->updating = FALSE;
  update_morale (self, unit);
  set_value (self->revealed_row, yes_no (unit->revealed));
  set_value_take (self->morale_factors_row, format_morale_factors (self, unit));
}

static void
update_unit (VdUnitPanel *self, const VdUnit *unit)
{
  g_autofree char *x = format_number (unit->at.x);
  g_autofree char *y = format_number (unit->at.y);
  g_autofree char *facing = format_number (unit->facing);
  g_autofree char *side = NULL;
  gboolean known = self->document == NULL
                   || vd_side_view_knows_state (vd_document_get_side_view (self->document), unit);

  gtk_label_set_text (self->name_label, unit->name != NULL ? unit->name : unit->id);
  g_free (self->side);
  self->side = g_strdup (unit->side);
  side = vd_format_side (self->document != NULL ? vd_document_get_table (self->document) : NULL, unit->side);
  gtk_label_set_text (self->side_label, side);
  gtk_widget_queue_draw (GTK_WIDGET (self->side_swatch));

  set_value (self->id_row, unit->id);
  set_value (self->arm_row, arm_name (self, unit->arm));
  set_value (self->formation_row, formation_name (self, unit->formation));
  /* A seen enemy in a side's view: what it is, where, its formation; nothing more, and nothing
   * to change (vd-side-view.h). Its state never even reaches the rows. */
  gtk_widget_set_visible (GTK_WIDGET (self->conditions_row), known);
  gtk_widget_set_visible (GTK_WIDGET (self->this_turn_row), known);
  gtk_widget_set_visible (GTK_WIDGET (self->figures_row), known);
  gtk_widget_set_visible (GTK_WIDGET (self->casualties_row), known);
  gtk_widget_set_visible (GTK_WIDGET (self->morale_row), known);
  gtk_widget_set_visible (GTK_WIDGET (self->revealed_row), known);
  gtk_widget_set_visible (GTK_WIDGET (self->morale_factors_row), known);
  vd_unit_panel_update_notes (self, unit, known);
  if (known)
    update_state (self, unit);
  else
    {
      gtk_widget_set_visible (GTK_WIDGET (self->formation_choice), FALSE);
      set_value (self->conditions_row, "");
      set_value (self->this_turn_row, "");
      set_value (self->figures_row, "");
      set_value (self->revealed_row, "");
      set_value (self->morale_factors_row, "");
    }


  /* Translators: a point on the table: across from the left edge, then towards the far edge */
  set_value_take (self->position_row, g_strdup_printf (_("x %s mm, y %s mm"), x, y));
  /* Translators: a direction in degrees, clockwise from the far edge */
  set_value_take (self->facing_row, g_strdup_printf (_("%s°"), facing));
  set_value_take (self->footprint_row, format_size (unit->frontage, unit->depth, mm_per_pace (self)));
  set_value_take (self->nearest_enemy_row, format_nearest_enemy (self, unit));

  if (self->table != NULL && self->ruleset != NULL)
    {
      VdBaseSize base = vd_unit_base (unit, self->table, self->ruleset);
      g_autofree char *size = format_size (base.width, base.depth, 0);

      if (unit->has_base)
        set_value (self->base_row, size);
      else
        /* Translators: a base size, then where it comes from */
        set_value_take (self->base_row, g_strdup_printf (_("%s (ruleset default)"), size));
    }
  else
    {
      set_value (self->base_row, "");
    }

  gtk_widget_set_visible (GTK_WIDGET (self->artillery_group), unit->arm == VD_ARM_ARTILLERY);
  /* Every unit of the view's own may be pushed back (RIVER-2, MARSH-2). */
  gtk_widget_set_visible (GTK_WIDGET (self->orders_group), known);
  /* MASK-6: only arms with a weapon range fire, only those with a charge bonus charge. */
  gtk_widget_set_visible (GTK_WIDGET (self->declare_fire_row),
                          self->table != NULL && self->ruleset != NULL &&
                          vd_unit_fire_range (unit, self->table, self->ruleset) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->declare_charge_row),
                          self->table != NULL && self->ruleset != NULL &&
                          vd_table_charge_bonus (self->table, self->ruleset, unit->arm) > 0);
  /* ROAD-2 is for columns (limbered guns): a refusal says when the road or width is wrong. */
  gtk_widget_set_visible (GTK_WIDGET (self->halve_front_row),
                          unit->arm == VD_ARM_ARTILLERY ? unit->formation == VD_FORMATION_LIMBERED
                          : unit->formation == VD_FORMATION_COLUMN && unit->arm != VD_ARM_OFFICER);
  gtk_widget_set_visible (GTK_WIDGET (self->bombard_row), unit->arm == VD_ARM_ARTILLERY);
  gtk_widget_set_visible (GTK_WIDGET (self->repair_row), unit->arm == VD_ARM_ENGINEERS);
  gtk_widget_set_visible (GTK_WIDGET (self->fire_row),
                          unit->arm == VD_ARM_ARTILLERY && unit->howitzer);
  if (unit->calibre > 0)
    /* Translators: a gun's calibre, by the weight of its shot */
    set_value_take (self->calibre_row, g_strdup_printf (_("%d-pounder"), unit->calibre));
  else
    set_value (self->calibre_row, _("Not given"));
  set_value (self->howitzer_row, yes_no (unit->howitzer));

  vd_unit_panel_update_sight (self, unit);
  update_terrain (self, unit);
}

static void
update (VdUnitPanel *self)
{
  const VdUnit *unit = NULL;

  refresh_table (self);
  if (self->table != NULL && self->unit_id != NULL)
    unit = vd_table_find_unit (self->table, self->unit_id);

  if (unit != NULL)
    {
      update_unit (self, unit);
      gtk_stack_set_visible_child_name (self->stack, "unit");
    }
  else
    {
      gtk_stack_set_visible_child_name (self->stack, "table");
    }
}

static void
sight_changed_cb (VdUnitPanel *self)
{
  update_table_summary (self);
  update (self);
}

static void
vd_unit_panel_dispose (GObject *object)
{
  VdUnitPanel *self = VD_UNIT_PANEL (object);

  if (self->sight != NULL)
    g_signal_handlers_disconnect_by_data (self->sight, self);
  g_clear_object (&self->sight);
  g_clear_object (&self->document);
  g_clear_object (&self->morale_names);
  vd_unit_panel_finalize_formation (self);
  vd_unit_panel_clear_sight (self);

  G_OBJECT_CLASS (vd_unit_panel_parent_class)->dispose (object);
}

static void
vd_unit_panel_finalize (GObject *object)
{
  VdUnitPanel *self = VD_UNIT_PANEL (object);

  g_free (self->unit_id);
  g_free (self->side);
  g_ptr_array_unref (self->side_rows);
  g_ptr_array_unref (self->terrain_rows);
  g_free (self->terrain_key);
  g_free (self->summary_key);
  vd_unit_panel_finalize_sight (self);
  vd_unit_panel_finalize_folds (self);

  G_OBJECT_CLASS (vd_unit_panel_parent_class)->finalize (object);
}

static void
vd_unit_panel_class_init (VdUnitPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* AdwBin unparents its child (the template's stack) itself. */
  object_class->dispose = vd_unit_panel_dispose;
  object_class->finalize = vd_unit_panel_finalize;

  g_signal_new ("show-unit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/vedette/Vedette/vd-unit-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, title_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, scale_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, size_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, turn_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, features_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, sides_group);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, side_swatch);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, side_label);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, id_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, arm_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, formation_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, figures_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, revealed_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, morale_factors_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, position_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, facing_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, footprint_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, base_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, nearest_enemy_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, artillery_group);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, orders_group);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, declare_fire_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, declare_charge_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, halve_front_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, bombard_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, repair_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, fire_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, conditions_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, this_turn_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, casualties_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, casualties_spin);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, casualties_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, casualties_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, morale_row);
  gtk_widget_class_bind_template_callback (widget_class, morale_selected_cb);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, disorganized_check);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, no_formation_check);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, disorder_check);
  gtk_widget_class_bind_template_callback (widget_class, condition_toggled_cb);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, reform_button);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, calibre_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, howitzer_row);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, terrain_group);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, seen_group);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, seen_expander);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, seen_title);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, unseen_expander);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, unseen_title);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, unseen_group);
  gtk_widget_class_bind_template_child (widget_class, VdUnitPanel, secret_group);
}

static void
vd_unit_panel_init (VdUnitPanel *self)
{
  self->side_rows = g_ptr_array_new ();
  self->terrain_rows = g_ptr_array_new ();
  vd_unit_panel_init_sight (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  vd_unit_panel_init_formation (self);
  vd_unit_panel_init_notes (self);
  vd_unit_panel_init_folds (self);

  gtk_drawing_area_set_draw_func (self->side_swatch, unit_swatch_draw_cb, self, NULL);
}

GtkWidget *
vd_unit_panel_new (void)
{
  return g_object_new (VD_TYPE_UNIT_PANEL, NULL);
}

void
vd_unit_panel_set_document (VdUnitPanel *self, VdDocument *document, VdSightState *sight)
{
  g_return_if_fail (VD_IS_UNIT_PANEL (self));
  g_return_if_fail (document == NULL || VD_IS_DOCUMENT (document));
  g_return_if_fail (sight == NULL || vd_sight_state_get_document (sight) == document);

  if (self->sight != NULL)
    g_signal_handlers_disconnect_by_data (self->sight, self);
  g_set_object (&self->sight, sight);
  if (sight != NULL)
    g_signal_connect_object (sight, "changed", G_CALLBACK (sight_changed_cb), self,
                             G_CONNECT_SWAPPED);

  g_set_object (&self->document, document);
  refresh_table (self);
  self->ruleset = document != NULL ? vd_document_get_ruleset (document) : NULL;
  /* Another table: rows are built afresh, none kept open. */
  g_clear_pointer (&self->terrain_key, g_free);
  g_clear_pointer (&self->summary_key, g_free);
  vd_unit_panel_clear_sight (self);
  update_table_summary (self);
  update (self);
}

void
vd_unit_panel_set_unit (VdUnitPanel *self, const char *unit_id)
{
  g_return_if_fail (VD_IS_UNIT_PANEL (self));

  g_free (self->unit_id);
  self->unit_id = g_strdup (unit_id);
  update (self);
}

const char *
vd_unit_panel_get_unit (VdUnitPanel *self)
{
  g_return_val_if_fail (VD_IS_UNIT_PANEL (self), NULL);
  return self->unit_id;
}

void
vd_unit_panel_set_dragging (VdUnitPanel *self, gboolean dragging)
{
  g_return_if_fail (VD_IS_UNIT_PANEL (self));

  dragging = !!dragging;
  if (self->dragging == dragging)
    return;
  self->dragging = dragging;
  if (!dragging)
    update (self);
}
