#include <glib/gi18n.h>

#include "vd-melee-dialog.h"
#include "vd-melee-situation.h"
#include "vd-melee.h"

/* One factor's row on one side: a spin button for a value the referee enters, else a check. */
typedef struct {
  const VdFactor *factor;     /* the merged rules' */
  AdwActionRow   *row;
  GtkCheckButton *check;      /* fixed factors */
  GtkSpinButton  *spin;       /* entered factors (the combat value) */
  char           *plain;      /* the subtitle when the table does not tick it */
  gboolean        from_table; /* ticked by the table's rules */
} FactorRow;

struct _VdMeleeDialog
{
  AdwWindow            parent_instance;

  VdDocument          *document;
  VdTableView         *view;
  VdMeleeRules        *rules;       /* the ruleset's with the table's over them */
  GPtrArray           *unit_ids;    /* char*: NULL (none), then the units offered */
  AdwComboRow         *unit_rows[2];
  GPtrArray           *factor_rows[2]; /* FactorRow* */
  GArray              *findings;    /* VdMeleeFinding, for the units chosen; NULL without both */
  gboolean             updating;

  AdwPreferencesGroup *side_a_group;
  AdwPreferencesGroup *side_b_group;
  GtkLabel            *result_label;
};

G_DEFINE_FINAL_TYPE (VdMeleeDialog, vd_melee_dialog, ADW_TYPE_WINDOW)

static void
factor_row_free (FactorRow *row)
{
  g_free (row->plain);
  g_free (row);
}

static const char *
chosen_unit (VdMeleeDialog *self, int side)
{
  guint selected = adw_combo_row_get_selected (self->unit_rows[side]);

  return selected < self->unit_ids->len ? g_ptr_array_index (self->unit_ids, selected) : NULL;
}

static FactorRow *
find_row (VdMeleeDialog *self, int side, const char *factor_id)
{
  for (guint i = 0; i < self->factor_rows[side]->len; i++)
    {
      FactorRow *row = g_ptr_array_index (self->factor_rows[side], i);

      if (g_str_equal (row->factor->id, factor_id))
        return row;
    }
  return NULL;
}

/* The table's factors for the units chosen: ticked, their rows saying why; those it ticked
 * before and no longer gives are unticked. */
static void
apply_findings (VdMeleeDialog *self)
{
  VdTable *table = vd_document_get_table (self->document);
  const char *ids[2] = { chosen_unit (self, 0), chosen_unit (self, 1) };
  const VdUnit *a = ids[0] != NULL ? vd_table_find_unit (table, ids[0]) : NULL;
  const VdUnit *b = ids[1] != NULL ? vd_table_find_unit (table, ids[1]) : NULL;

  g_clear_pointer (&self->findings, g_array_unref);
  /* A unit destroyed or removed since it was chosen gives the table nothing to say. */
  if (a != NULL && b != NULL && a != b)
    self->findings = vd_melee_situation (table, vd_document_get_ruleset (self->document), a, b);
  for (int s = 0; s < 2; s++)
    for (guint i = 0; i < self->factor_rows[s]->len; i++)
      {
        FactorRow *row = g_ptr_array_index (self->factor_rows[s], i);
        g_autofree char *why = NULL;

        for (guint k = 0; self->findings != NULL && k < self->findings->len && why == NULL; k++)
          {
            const VdMeleeFinding *f = &g_array_index (self->findings, VdMeleeFinding, k);

            if (f->side == s && g_strcmp0 (f->factor, row->factor->id) == 0)
              /* Translators: why the table ticks a melee factor: "From the table: HOUSE-6 by
               * village-1". */
              why = g_strdup_printf (_("From the table: %s by %s"), f->rule, f->by);
          }
        if (row->check == NULL)
          continue;
        if (why != NULL)
          gtk_check_button_set_active (row->check, TRUE);
        else if (row->from_table)
          gtk_check_button_set_active (row->check, FALSE);
        row->from_table = why != NULL;
        adw_action_row_set_subtitle (row->row, why != NULL ? why : row->plain);
      }
}

/* SIDE's factors as vd_melee_resolve takes them: "combat=5", "charge"… */
static char **
side_factors (VdMeleeDialog *self, int side)
{
  g_autoptr(GStrvBuilder) factors = g_strv_builder_new ();

  for (guint i = 0; i < self->factor_rows[side]->len; i++)
    {
      FactorRow *row = g_ptr_array_index (self->factor_rows[side], i);

      if (row->spin != NULL)
        {
          g_autofree char *given = g_strdup_printf ("%s=%d", row->factor->id,
                                                    gtk_spin_button_get_value_as_int (row->spin));

          g_strv_builder_add (factors, given);
        }
      else if (gtk_check_button_get_active (row->check))
        g_strv_builder_add (factors, row->factor->id);
    }
  return g_strv_builder_end (factors);
}

static void
update_result (VdMeleeDialog *self)
{
  g_auto(GStrv) a_factors = side_factors (self, 0);
  g_auto(GStrv) b_factors = side_factors (self, 1);
  g_autoptr(VdMeleeResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *described = NULL;
  VdMeleeInput inputs[2] = {
    { chosen_unit (self, 0) != NULL ? chosen_unit (self, 0) : _("Side A"),
      (const char * const *) a_factors },
    { chosen_unit (self, 1) != NULL ? chosen_unit (self, 1) : _("Side B"),
      (const char * const *) b_factors },
  };

  result = vd_melee_resolve (self->rules, &inputs[0], &inputs[1], &error);
  if (result == NULL)
    {
      gtk_label_set_text (self->result_label, error->message);
      return;
    }
  described = vd_melee_result_describe (result);
  g_string_append (text, described);
  for (guint k = 0; self->findings != NULL && k < self->findings->len; k++)
    {
      const VdMeleeFinding *f = &g_array_index (self->findings, VdMeleeFinding, k);

      if (f->factor != NULL)
        continue;
      /* Translators: a rule of the melee that gives no factor, and its text. */
      g_string_append_printf (text, _("%s by %s: %s"), f->rule, f->by,
                              vd_ruleset_rule_text (vd_document_get_ruleset (self->document),
                                                    f->rule));
      g_string_append_c (text, '\n');
    }
  gtk_label_set_text (self->result_label, g_strstrip (text->str));
}

static void
changed_cb (VdMeleeDialog *self)
{
  if (self->updating)
    return;
  update_result (self);
}

static void
unit_changed_cb (VdMeleeDialog *self)
{
  if (self->updating)
    return;
  self->updating = TRUE;
  apply_findings (self);
  self->updating = FALSE;
  update_result (self);
}

/* The battle changed (a move, a loss, undo): the table's factors follow it. */
static void
table_replaced_cb (VdMeleeDialog *self)
{
  unit_changed_cb (self);
}

static void
fill_units (VdMeleeDialog *self, int side)
{
  VdTable *table = vd_document_get_table (self->document);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; i < self->unit_ids->len; i++)
    {
      const char *id = g_ptr_array_index (self->unit_ids, i);
      const VdUnit *unit = id != NULL ? vd_table_find_unit (table, id) : NULL;
      g_autofree char *label = NULL;

      if (unit == NULL)
        label = g_strdup (_("None"));
      else if (g_strcmp0 (unit->name, unit->id) != 0)
        /* Translators: a unit in the melee's list: its name, then its id. */
        label = g_strdup_printf (_("%s (%s)"), unit->name, unit->id);
      else
        label = g_strdup (unit->id);
      gtk_string_list_append (names, label);
    }
  self->unit_rows[side] = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->unit_rows[side]), _("_Unit"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->unit_rows[side]), TRUE);
  adw_combo_row_set_model (self->unit_rows[side], G_LIST_MODEL (names));
  g_signal_connect_swapped (self->unit_rows[side], "notify::selected",
                            G_CALLBACK (unit_changed_cb), self);
  adw_preferences_group_add (side == 0 ? self->side_a_group : self->side_b_group,
                             GTK_WIDGET (self->unit_rows[side]));
}

static char *
factor_plain_note (const VdFactor *factor)
{
  g_autofree char *rules = factor->rules != NULL ? g_strjoinv (", ", factor->rules) : NULL;

  if (factor->entered)
    /* Translators: an entered melee factor's rules: "Entered for each melee · HOUSE-EX". */
    return g_strdup_printf (_("Entered for each melee · %s"), rules != NULL ? rules : "");
  if (factor->assumed)
    /* Translators: value, rules: "+1 · HILL-5, HOUSE-3 · Vedette’s default". */
    return g_strdup_printf (_("%+d · %s · Vedette’s default"), factor->value,
                            rules != NULL ? rules : "");
  return g_strdup_printf ("%+d · %s", factor->value, rules != NULL ? rules : "");
}

static void
fill_factors (VdMeleeDialog *self, int side)
{
  AdwPreferencesGroup *group = side == 0 ? self->side_a_group : self->side_b_group;

  self->factor_rows[side] = g_ptr_array_new_with_free_func ((GDestroyNotify) factor_row_free);
  for (guint i = 0; i < self->rules->factors->len; i++)
    {
      const VdFactor *factor = g_ptr_array_index (self->rules->factors, i);
      FactorRow *row = g_new0 (FactorRow, 1);

      row->factor = factor;
      row->plain = factor_plain_note (factor);
      row->row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), vd_text_get (&factor->name));
      adw_action_row_set_subtitle (row->row, row->plain);
      if (factor->entered)
        {
          row->spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-20, 20, 1));
          gtk_widget_set_valign (GTK_WIDGET (row->spin), GTK_ALIGN_CENTER);
          g_signal_connect_swapped (row->spin, "value-changed", G_CALLBACK (changed_cb), self);
          adw_action_row_add_suffix (row->row, GTK_WIDGET (row->spin));
        }
      else
        {
          row->check = GTK_CHECK_BUTTON (gtk_check_button_new ());
          gtk_widget_set_valign (GTK_WIDGET (row->check), GTK_ALIGN_CENTER);
          g_signal_connect_swapped (row->check, "toggled", G_CALLBACK (changed_cb), self);
          adw_action_row_add_prefix (row->row, GTK_WIDGET (row->check));
          adw_action_row_set_activatable_widget (row->row, GTK_WIDGET (row->check));
        }
      adw_preferences_group_add (group, GTK_WIDGET (row->row));
      g_ptr_array_add (self->factor_rows[side], row);
    }
}

static void
vd_melee_dialog_dispose (GObject *object)
{
  VdMeleeDialog *self = VD_MELEE_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VD_TYPE_MELEE_DIALOG);
  G_OBJECT_CLASS (vd_melee_dialog_parent_class)->dispose (object);
}

static void
vd_melee_dialog_finalize (GObject *object)
{
  VdMeleeDialog *self = VD_MELEE_DIALOG (object);

  g_clear_object (&self->document);
  g_clear_object (&self->view);
  g_clear_pointer (&self->rules, vd_melee_rules_free);
  g_clear_pointer (&self->unit_ids, g_ptr_array_unref);
  g_clear_pointer (&self->factor_rows[0], g_ptr_array_unref);
  g_clear_pointer (&self->factor_rows[1], g_ptr_array_unref);
  g_clear_pointer (&self->findings, g_array_unref);
  G_OBJECT_CLASS (vd_melee_dialog_parent_class)->finalize (object);
}

static void
vd_melee_dialog_class_init (VdMeleeDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_melee_dialog_dispose;
  object_class->finalize = vd_melee_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-melee-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VdMeleeDialog, side_a_group);
  gtk_widget_class_bind_template_child (widget_class, VdMeleeDialog, side_b_group);
  gtk_widget_class_bind_template_child (widget_class, VdMeleeDialog, result_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vd_melee_dialog_init (VdMeleeDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

VdMeleeDialog *
vd_melee_dialog_new (GtkWindow *parent, VdDocument *document, VdTableView *view,
                     const char *unit_id)
{
  VdMeleeDialog *self;
  VdTable *table;

  g_return_val_if_fail (VD_IS_DOCUMENT (document), NULL);

  self = g_object_new (VD_TYPE_MELEE_DIALOG, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  self->view = view != NULL ? g_object_ref (view) : NULL;
  table = vd_document_get_table (document);
  self->rules = vd_melee_rules_merge (vd_document_get_ruleset (document)->melee, table->melee);
  self->unit_ids = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->unit_ids, NULL);
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      /* A side's view offers only the units it sees. */
      if (view == NULL || vd_table_view_shows_unit (view, unit->id))
        g_ptr_array_add (self->unit_ids, g_strdup (unit->id));
    }
  self->updating = TRUE;
  for (int s = 0; s < 2; s++)
    {
      fill_units (self, s);
      fill_factors (self, s);
    }
  self->updating = FALSE;
  g_signal_connect_object (document, "table-replaced", G_CALLBACK (table_replaced_cb), self,
                           G_CONNECT_SWAPPED);
  if (unit_id == NULL || !vd_melee_dialog_select_unit (self, 0, unit_id))
    update_result (self);
  return self;
}

gboolean
vd_melee_dialog_select_unit (VdMeleeDialog *self, int side, const char *unit_id)
{
  g_return_val_if_fail (VD_IS_MELEE_DIALOG (self) && (side == 0 || side == 1), FALSE);

  if (unit_id == NULL)
    {
      adw_combo_row_set_selected (self->unit_rows[side], 0);
      return TRUE;
    }
  for (guint i = 1; i < self->unit_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->unit_ids, i), unit_id) == 0)
      {
        adw_combo_row_set_selected (self->unit_rows[side], i);
        return TRUE;
      }
  return FALSE;
}

void
vd_melee_dialog_set_combat (VdMeleeDialog *self, int side, int value)
{
  FactorRow *row;

  g_return_if_fail (VD_IS_MELEE_DIALOG (self) && (side == 0 || side == 1));
  row = find_row (self, side, "combat");
  if (row != NULL && row->spin != NULL)
    gtk_spin_button_set_value (row->spin, value);
}

gboolean
vd_melee_dialog_get_factor (VdMeleeDialog *self, int side, const char *factor_id)
{
  FactorRow *row;

  g_return_val_if_fail (VD_IS_MELEE_DIALOG (self) && (side == 0 || side == 1), FALSE);
  row = find_row (self, side, factor_id);
  return row != NULL && row->check != NULL && gtk_check_button_get_active (row->check);
}

gboolean
vd_melee_dialog_set_factor (VdMeleeDialog *self, int side, const char *factor_id,
                            gboolean active)
{
  FactorRow *row;

  g_return_val_if_fail (VD_IS_MELEE_DIALOG (self) && (side == 0 || side == 1), FALSE);
  row = find_row (self, side, factor_id);
  if (row == NULL || row->check == NULL)
    return FALSE;
  gtk_check_button_set_active (row->check, active);
  return TRUE;
}

const char *
vd_melee_dialog_get_factor_note (VdMeleeDialog *self, int side, const char *factor_id)
{
  FactorRow *row;

  g_return_val_if_fail (VD_IS_MELEE_DIALOG (self) && (side == 0 || side == 1), NULL);
  row = find_row (self, side, factor_id);
  return row != NULL ? adw_action_row_get_subtitle (row->row) : NULL;
}

const char *
vd_melee_dialog_get_result (VdMeleeDialog *self)
{
  g_return_val_if_fail (VD_IS_MELEE_DIALOG (self), NULL);
  return gtk_label_get_text (self->result_label);
}
