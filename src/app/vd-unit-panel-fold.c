#include <glib/gi18n.h>

#include "vd-unit-panel-private.h"

/* In Sight and Out of Sight fold, so that a unit among forty enemies still shows what follows
 * its lists; each title counts its rows. */

typedef enum {
  VD_UNIT_PANEL_FOLD_BY_LENGTH,  /* the user has not chosen: long lists fold */
  VD_UNIT_PANEL_FOLD_OPEN,
  VD_UNIT_PANEL_FOLD_SHUT,
} VdUnitPanelFold;

static void
set_expanded (VdUnitPanel *self, GtkExpander *expander, gboolean expanded)
{
  if (gtk_expander_get_expanded (expander) == expanded)
    return;
  self->folding = TRUE;
  gtk_expander_set_expanded (expander, expanded);
  self->folding = FALSE;
}

/* Opened or folded by the user: every unit's list follows it from then on. */
static void
expanded_cb (GtkExpander *expander, GParamSpec *pspec, VdUnitPanel *self)
{
  VdUnitPanelFold fold = gtk_expander_get_expanded (expander) ? VD_UNIT_PANEL_FOLD_OPEN
                                                              : VD_UNIT_PANEL_FOLD_SHUT;

  if (self->folding)
    return;
  if (expander == self->seen_expander)
    self->seen_fold = fold;
  else
    self->unseen_fold = fold;
}

static void
update_fold (VdUnitPanel *self, GtkExpander *expander, VdUnitPanelFold fold, guint n_rows,
             gboolean new_observer)
{
  if (fold != VD_UNIT_PANEL_FOLD_BY_LENGTH)
    set_expanded (self, expander, fold == VD_UNIT_PANEL_FOLD_OPEN);
  /* Only for another unit: a list that grows during a drag does not fold under the pointer. */
  else if (new_observer)
    set_expanded (self, expander, n_rows <= VD_UNIT_PANEL_FOLD_ROWS);
}

void
vd_unit_panel_update_folds (VdUnitPanel *self, const VdUnit *observer, guint n_seen,
                            guint n_unseen)
{
  gboolean new_observer = g_strcmp0 (self->fold_observer, observer->id) != 0;
  g_autofree char *seen = NULL;
  g_autofree char *unseen = NULL;

  /* Translators: the title of the list of enemy units the unit sees, with their number */
  seen = g_strdup_printf (_("In Sight (%u)"), n_seen);
  gtk_label_set_text (self->seen_title, seen);
  /* Translators: the title of the list of enemy units the unit does not see, with their number */
  unseen = g_strdup_printf (_("Out of Sight (%u)"), n_unseen);
  gtk_label_set_text (self->unseen_title, unseen);

  /* With none in sight, the list holds one row saying so. */
  update_fold (self, self->seen_expander, self->seen_fold, MAX (n_seen, 1), new_observer);
  update_fold (self, self->unseen_expander, self->unseen_fold, n_unseen, new_observer);
  if (new_observer)
    {
      g_free (self->fold_observer);
      self->fold_observer = g_strdup (observer->id);
    }
}

void
vd_unit_panel_init_folds (VdUnitPanel *self)
{
  /* The sight code shows and hides the lists; their expanders follow. */
  g_object_bind_property (self->seen_group, "visible", self->seen_expander, "visible",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->unseen_group, "visible", self->unseen_expander, "visible",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect (self->seen_expander, "notify::expanded", G_CALLBACK (expanded_cb), self);
  g_signal_connect (self->unseen_expander, "notify::expanded", G_CALLBACK (expanded_cb), self);
}

void
vd_unit_panel_finalize_folds (VdUnitPanel *self)
{
  g_free (self->fold_observer);
}
