#pragma once

#include "vd-army-view.h"
#include "vd-journal-view.h"
#include "vd-losses-view.h"
#include "vd-window.h"

G_BEGIN_DECLS

/* Ctrl+1 is the referee's view, Ctrl+2 to Ctrl+9 the sides in the table's order. */
#define N_VIEW_KEYS 9

struct _VdWindow
{
  AdwApplicationWindow  parent_instance;

  VdDocument           *document;
  VdSightState         *sight;
  char                 *failed_name;
  char                 *view_side;   /* "" for the referee's view */
  gboolean              close_after_save; /* the user chose Save when closing */
  gboolean              discard;          /* the user chose to close without saving */

  AdwWindowTitle       *window_title;
  GtkMenuButton        *view_button;
  GtkLabel             *view_label;
  GMenu                *sides_section;
  GtkWidget            *side_view_bar;
  GtkLabel             *side_view_label;
  GtkToggleButton      *panel_button;
  GtkButton            *save_button;
  AdwToastOverlay      *toast_overlay;
  GtkWidget            *history_box;
  VdJournalView        *journal_view;
  VdArmyView           *army_view;
  VdLossesView         *losses_view;
  AdwViewStack         *panel_stack;
  GtkWidget            *turn_button;
  GtkLabel             *turn_label;
  AdwToast             *change_toast;  /* weak: the toast of the last change, while shown */
  GtkStack             *stack;
  VdTableView          *table_view;
  VdUnitPanel          *unit_panel;
  AdwStatusPage        *error_page;
  GtkLabel             *error_label;
  GtkButton            *back_button;
  GtkButton            *error_open_button;
};

G_END_DECLS
