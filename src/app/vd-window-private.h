#pragma once

#include "vd-army-view.h"
#include "vd-feature-panel.h"
#include "vd-journal-view.h"
#include "vd-losses-view.h"
#include "vd-reserve-view.h"
#include "vd-melee-dialog.h"
#include "vd-unit-dialog.h"
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
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkRevealer          *past_banner;
  GtkLabel             *past_label;
  VdJournalView        *journal_view;
  VdArmyView           *army_view;
  VdLossesView         *losses_view;
  AdwViewStack         *panel_stack;
  GtkWidget            *turn_button;
  GtkLabel             *turn_label;
  GtkWidget            *turn_conditions_button; /* a board turn's conditions (fog, night) */
  GtkLabel             *turn_conditions_label;
  GtkStack             *stack;
  VdTableView          *table_view;
  VdUnitPanel          *unit_panel;
  AdwStatusPage        *error_page;
  GtkLabel             *error_label;
  GtkButton            *back_button;
  GtkButton            *error_open_button;

  /* vd-window-file.c and vd-window-view.c: GNOME conventions (preferences, recent files,
   * drag and drop, printing, export, layers, the window's size). */
  GSettings            *settings;      /* NULL when the schema is missing */
  GMenu                *recent_menu;
  GtkRecentManager     *recent_manager;

  /* vd-window-armies.c */
  VdReserveView        *reserve_view;
  VdUnitDialog         *unit_dialog;   /* weak: New Unit, while open */
  VdMeleeDialog        *melee_dialog;  /* weak: Melee, while open */

  /* vd-window-toast.c */
  AdwToast             *toast;               /* weak: the one toast, while shown */
  guint                 toast_timeout_id;
  guint                 toast_tick_id;
  guint                 toast_frames_due;
  gboolean              toast_tells_change;  /* with Undo */
  char                 *change_description;  /* the last change recorded */
  guint                 n_undone;            /* changes undone since */

  /* vd-window-terrain.c */
  VdFeaturePanel       *feature_panel;
  GtkMenuButton        *draw_button;
  GtkWidget            *edit_button;

  /* vd-window-board.c: the board page */
  VdBoardDocument      *board_document;
  VdBoardView          *board_view;
  VdBoardPanel         *board_panel;
  GtkLabel             *board_status;
  GtkWidget            *board_side_button;
  GtkLabel             *board_side_label;
  GMenu                *board_sides_section;
  char                 *board_side;     /* the side whose view the board shows, or NULL */
  /* Calibrating the map image: the points clicked so far, their labels as typed. */
  guint                 n_calibration;
  char                 *calibration_hexes[VD_BOARD_CALIBRATION_POINTS];
  double                calibration_x[VD_BOARD_CALIBRATION_POINTS];
  double                calibration_y[VD_BOARD_CALIBRATION_POINTS];
  /* The line of sight tool (vd-window-board-sight.c): on, its first hex, what it answered. */
  gboolean              board_sight;
  gboolean              has_sight_from;
  VdHex                 sight_from;
  GtkLabel             *board_sight_label;

  /* vd-window-narrow.c: the side panel in a narrow window. */
  AdwFlap              *flap;
  AdwFlap              *board_flap;
  GtkWidget            *map_tools;   /* the map's tool buttons, in a column beside it */
  GtkWidget            *board_map_tools; /* the board's, in the same column */
  GtkMenuButton        *board_layers_button;
  gboolean              narrow;
  gboolean              panel_shown_for_selection;  /* folded, the panel opened for a unit */
};

/* vd-window.c: shows DOCUMENT (a new table) in the window. */
void vd_window_show_document     (VdWindow       *self,
                                  VdDocument     *document);
/* vd-window-file.c: new table, recent files, drag and drop, print, export, preferences. */
void vd_window_file_class_init   (GtkWidgetClass *widget_class);
/* An error told in a dialog over SELF: HEADING, and BODY (the error's message). */
void vd_window_show_error        (VdWindow       *self,
                                  const char     *heading,
                                  const char     *body);
void vd_window_file_init         (VdWindow       *self);
void vd_window_file_dispose      (VdWindow       *self);
/* After a table was opened or saved: it goes to the recent files. */
void vd_window_file_add_recent   (VdWindow       *self);
void vd_window_file_update_actions (VdWindow     *self,
                                    gboolean      table);
/* vd-window-view.c: layers, zoom to selection, the window's size kept in the settings. */
void vd_window_view_class_init   (GtkWidgetClass *widget_class);
/* vd-window-help.c: the help (win.help, F1) opens vd_window_help_uri () with LAUNCHER,
 * gtk_show_uri_full unless a test set another (NULL restores it); a launch that failed is told
 * in a toast with where the pages are. The URI is help:vedette, or ghelp:FOLDER of the
 * sources' pages when they are not installed. */
typedef void (*VdWindowHelpLauncher) (VdWindow *self, const char *uri);
void vd_window_help_class_init   (GtkWidgetClass *widget_class);
char *vd_window_help_uri         (void);
void vd_window_help_set_launcher (VdWindowHelpLauncher launcher);
void vd_window_help_not_shown    (VdWindow       *self,
                                  const GError   *error);
void vd_window_view_init         (VdWindow       *self);
/* vd-window-armies.c: placing and arranging armies (win.place-units, win.new-unit,
 * win.change-formation, win.cycle-formation, win.delete-units) and the Reserve page. */
void vd_window_class_add_army_actions (GtkWidgetClass *widget_class);
void vd_window_armies_init       (VdWindow       *self);

/* vd-window-toast.c: the window's one toast. Each message rewrites it, for 6 s; a change
 * says what it was, with Undo, for 5 s; undo and redo (STEP -1 or +1 changes undone) then
 * say what was undone. */
/* TEXT with BUTTON for ACTION (a window action), shown twice as long as a message. */
void     vd_window_toast_offer       (VdWindow       *self,
                                      const char     *text,
                                      const char     *button,
                                      const char     *action);
void     vd_window_toast_message     (VdWindow       *self,
                                      const char     *text);
void     vd_window_toast_change      (VdWindow       *self,
                                      const char     *description);
void     vd_window_toast_undo_step   (VdWindow       *self,
                                      int             step);
/* Another view: a toast shown is rewritten to TEXT at once (it may tell of what the new view
 * may not know), and the change it told of is forgotten. */
/* After undo (UNDONE) or redo: "Undone: DESCRIPTION", with the way back (Redo, Undo). */
void     vd_window_toast_travelled   (VdWindow       *self,
                                      gboolean        undone,
                                      const char     *description);
void     vd_window_toast_view_changed (VdWindow      *self,
                                       const char    *text);
void     vd_window_toast_dispose     (VdWindow       *self);

/* vd-window-terrain.c: terrain editing (win.edit-terrain, win.draw-terrain, win.draw-crest,
 * win.remove-crests, win.duplicate-feature, win.delete-feature, win.remove-point) and the
 * Terrain page; "editing-terrain" is the window's property behind win.edit-terrain. */
void     vd_window_class_add_terrain_actions (GtkWidgetClass *widget_class);
void     vd_window_init_terrain      (VdWindow       *self);
gboolean vd_window_get_editing_terrain (VdWindow     *self);
void     vd_window_set_editing_terrain (VdWindow     *self,
                                        gboolean      editing);

/* vd-window.c: the page shown ("table", "board", "error") and what follows it (title,
 * actions, the header's turn); after a board changed, the same without changing page. */
void     vd_window_show_page         (VdWindow       *self,
                                      const char     *name);
void     vd_window_update_page       (VdWindow       *self);

/* vd-window-narrow.c: the panel folds over the map below a width, and win.clear-selection
 * (Escape anywhere in the window). After the selection changed (a unit or a feature, a hex or
 * a counter): the folded panel opens or closes, and what it tells of is kept in sight. */
void     vd_window_narrow_class_init (GtkWidgetClass *widget_class);
void     vd_window_narrow_init       (VdWindow       *self);
void     vd_window_narrow_selection_changed (VdWindow *self);
/* The map pans, never zooms, so that the folded panel open over it does not hide the selection
 * (the table's unit or feature, the board's counter or hex); nothing in a wide window. */
void     vd_window_narrow_keep_visible (VdWindow     *self);
/* The same for the table's unit UNIT_ID, shown from the panel (a unit it sees). */
void     vd_window_narrow_keep_unit_visible (VdWindow *self,
                                             const char *unit_id);

/* vd-window-board.c: the board page. A board file is told by its `kind: board`. */
gboolean vd_window_is_board_file     (GFile          *file);
gboolean vd_window_showing_board     (VdWindow       *self);
/* The file shown has unsaved changes. */
gboolean vd_window_get_dirty         (VdWindow       *self);
void     vd_window_board_class_init  (GtkWidgetClass *widget_class);
/* The board as SIDE may see it (NULL or "": the referee's view): map, panel, journal, print
 * and export. */
void     vd_window_board_set_side    (VdWindow       *self,
                                      const char     *side);
/* The game as the side shown may see it: a copy. */
VdBoard *vd_window_board_dup_seen    (VdWindow       *self);
void     vd_window_board_init        (VdWindow       *self);
void     vd_window_board_dispose     (VdWindow       *self);
/* The view's gesture: the line of sight tool's, or the Build page's tool's. */
void     vd_window_board_update_tool (VdWindow       *self);
/* vd-window-board-sight.c: the line of sight tool over a board. */
void     vd_window_board_sight_class_init (GtkWidgetClass *widget_class);
/* vd-window-board-report.c: the board's report (PDF or CSV) and turn record (PDF) saved, as the
 * side shown may know it. */
typedef enum {
  VD_WINDOW_REPORT_PDF,
  VD_WINDOW_REPORT_CSV,
  VD_WINDOW_TURN_RECORD,
} VdWindowReportKind;

void     vd_window_board_report_class_init (GtkWidgetClass *widget_class);
/* The board's game as it stands (the steps undone left out) written to PATH as KIND; FALSE
 * with ERROR, and nothing written, when it cannot be. */
gboolean vd_window_board_save_report (VdWindow          *self,
                                      VdWindowReportKind kind,
                                      const char        *path,
                                      GError           **error);
/* Prints KIND (the report, VD_WINDOW_REPORT_PDF, or the turn record) as its saved PDF has it,
 * page for page, to the PDF file PATH through GTK's print export, without a dialog. */
gboolean vd_window_board_print_report (VdWindow          *self,
                                       VdWindowReportKind kind,
                                       const char        *path,
                                       GError           **error);
/* vd-window-roster.c: win.print-roster, the unit roster of the table as it stands (a side's
 * view: its own units only). */
void     vd_window_roster_class_init  (GtkWidgetClass *widget_class);
/* Prints the roster to the PDF file PATH through GTK's print export, without a dialog. */
gboolean vd_window_print_roster       (VdWindow       *self,
                                       const char     *path,
                                       GError        **error);
/* A click on HEX while the tool is on: the first hex, or the line's answer; FALSE when the
 * tool is off (the click is the editor's). */
gboolean vd_window_board_sight_click (VdWindow       *self,
                                      VdHex           hex);
/* The tool off, its line taken away (another board, a side's view changed). */
void     vd_window_board_sight_stop  (VdWindow       *self);
/* The counters of the file PATH (`kind: board-counters`) set up on the board, as one step;
 * FALSE, with the reason in a toast, when the file or one of them is refused. */
gboolean vd_window_board_add_counters (VdWindow      *self,
                                       const char    *path);
/* The board's map image becomes PATH (NULL: none), not calibrated yet: a set-up event. */
gboolean vd_window_board_set_background (VdWindow    *self,
                                         const char  *path);
void     vd_window_show_board        (VdWindow       *self,
                                      VdBoardDocument *document);
/* Undo (UNDO) or redo a step, with the toast that tells it. */
gboolean vd_window_board_undo        (VdWindow       *self,
                                      gboolean        undo);
/* Next Phase: asks first when the phase still owes combats (the referee may waive them). */
void     vd_window_board_end_phase   (VdWindow       *self);
/* The header's turn: Next Phase's state and tooltip, the turn's conditions. */
void     vd_window_board_update_turn (VdWindow       *self);
/* In (DIRECTION > 0), out (< 0), or to fit (0). */
void     vd_window_board_zoom        (VdWindow       *self,
                                      int             direction);
/* To FILE (NULL: its own); a dialog says why it could not. */
gboolean vd_window_board_save        (VdWindow       *self,
                                      GFile          *file);

G_END_DECLS
