#pragma once

#include "vd-unit-panel.h"

G_BEGIN_DECLS

struct _VdUnitPanel
{
  AdwBin                parent_instance;

  VdDocument           *document;
  VdTable              *table;      /* the document's, refreshed before each use */
  VdRuleset            *ruleset;
  VdSightState         *sight;
  char                 *unit_id;
  char                 *side;
  GPtrArray            *side_rows;
  char                 *summary_key;  /* what the side rows count, so a move rebuilds them only when it changes */
  GPtrArray            *terrain_rows;

  GtkStack             *stack;

  AdwActionRow         *title_row;
  AdwActionRow         *scale_row;
  AdwActionRow         *size_row;
  AdwActionRow         *turn_row;
  AdwActionRow         *features_row;
  AdwPreferencesGroup  *sides_group;

  GtkLabel             *name_label;
  GtkDrawingArea       *side_swatch;
  GtkLabel             *side_label;
  AdwActionRow         *id_row;
  AdwActionRow         *arm_row;
  AdwActionRow         *formation_row;
  AdwActionRow         *this_turn_row;   /* what the unit did this turn (vd-turn-limits.h) */
  AdwActionRow         *conditions_row;
  GtkWidget            *reform_button;
  GtkCheckButton       *disorganized_check;
  GtkCheckButton       *no_formation_check;
  GtkCheckButton       *disorder_check;
  AdwActionRow         *figures_row;
  AdwActionRow         *casualties_row;
  AdwComboRow          *morale_row;
  GtkStringList        *morale_names;  /* the ruleset's states, best first */
  GtkSpinButton        *casualties_spin;   /* its own − and + are the only ones */
  GtkAdjustment        *casualties_adjustment;
  gboolean              updating;  /* the panel itself sets the controls: no event to record */
  AdwActionRow         *morale_factors_row;
  AdwActionRow         *revealed_row;
  AdwActionRow         *position_row;
  AdwActionRow         *facing_row;
  AdwActionRow         *footprint_row;
  AdwActionRow         *base_row;
  AdwActionRow         *nearest_enemy_row;
  AdwPreferencesGroup  *artillery_group;
  AdwPreferencesGroup  *orders_group;
  AdwActionRow         *declare_fire_row;
  AdwActionRow         *declare_charge_row;
  AdwActionRow         *halve_front_row;
  AdwActionRow         *bombard_row;
  AdwActionRow         *repair_row;
  AdwActionRow         *fire_row;
  AdwActionRow         *calibre_row;
  AdwActionRow         *howitzer_row;
  AdwPreferencesGroup  *terrain_group;
  char                 *terrain_key;  /* what the terrain rows show, so a move rebuilds them only when it changes */

  AdwPreferencesGroup  *seen_group;
  AdwPreferencesGroup  *unseen_group;
  /* vd-unit-panel-fold.c: the two lists fold, titled with their counts. */
  GtkExpander          *seen_expander;
  GtkLabel             *seen_title;
  GtkExpander          *unseen_expander;
  GtkLabel             *unseen_title;
  int                   seen_fold;      /* VdUnitPanelFold: the user's choice, kept for the session */
  int                   unseen_fold;
  char                 *fold_observer;  /* the unit whose lists were last folded by their length */
  gboolean              folding;        /* the panel itself opens or folds a list */
  AdwPreferencesGroup  *secret_group;
  /* Rows are kept and updated in place while units move: building them is what costs. */
  GHashTable           *sight_rows;        /* target id → SightRow (vd-unit-panel-sight.c) */
  GtkWidget            *sight_placeholder; /* "No enemy unit in sight" */
  char                 *sight_observer;    /* the unit the rows were made for */
  char                 *sight_order;       /* which targets are in which list, as last ordered */
  gboolean              dragging;          /* a unit is being dragged on the table */
  /* vd-unit-panel-formation.c: the formations the unit's arm may take, to choose from. */
  GtkDropDown          *formation_choice;
  GArray               *formation_values;  /* VdFormation, in the drop-down's order */
  /* vd-unit-panel-notes.c: the unit's notes, for the referee and its own side. */
  AdwEntryRow          *notes_row;
};

/* vd-unit-panel.c */
GtkWidget *vd_unit_panel_create_rule_row (VdUnitPanel *self, const char *rule_id,
                                          const char *responsible);
/* The ruleset's name for TYPE in the user's language. */
const char *vd_unit_panel_terrain_name   (VdUnitPanel *self, VdTerrainType type);

/* vd-unit-panel-sight.c: the sight section, for the unit shown. */
void       vd_unit_panel_init_sight      (VdUnitPanel *self);
void       vd_unit_panel_update_sight    (VdUnitPanel *self, const VdUnit *unit);
/* Forgets the rows (another table, or the panel goes). */
void       vd_unit_panel_clear_sight     (VdUnitPanel *self);
void       vd_unit_panel_finalize_sight  (VdUnitPanel *self);

/* vd-unit-panel-fold.c: In Sight and Out of Sight fold when long (more than
 * VD_UNIT_PANEL_FOLD_ROWS rows) for each unit shown, unless the user opened or folded one. */
#define VD_UNIT_PANEL_FOLD_ROWS 8
void       vd_unit_panel_init_folds      (VdUnitPanel *self);
void       vd_unit_panel_update_folds    (VdUnitPanel *self, const VdUnit *observer,
                                          guint n_seen, guint n_unseen);
void       vd_unit_panel_finalize_folds  (VdUnitPanel *self);

/* vd-unit-panel-fold.c: In Sight and Out of Sight fold when long (more than
 * VD_UNIT_PANEL_FOLD_ROWS rows) for each unit shown, unless the user opened or folded one. */
#define VD_UNIT_PANEL_FOLD_ROWS 8
void       vd_unit_panel_init_folds      (VdUnitPanel *self);
void       vd_unit_panel_update_folds    (VdUnitPanel *self, const VdUnit *observer,
                                          guint n_seen, guint n_unseen);
void       vd_unit_panel_finalize_folds  (VdUnitPanel *self);

/* vd-unit-panel-formation.c: the Formation row's drop-down, which activates
 * win.change-formation. */
void       vd_unit_panel_init_formation  (VdUnitPanel *self);
void       vd_unit_panel_update_formation (VdUnitPanel *self, const VdUnit *unit);
void       vd_unit_panel_finalize_formation (VdUnitPanel *self);

/* vd-unit-panel-notes.c: the Notes row, applied as an edit of the unit. */
void       vd_unit_panel_init_notes      (VdUnitPanel *self);
void       vd_unit_panel_update_notes    (VdUnitPanel *self, const VdUnit *unit, gboolean known);

G_END_DECLS
