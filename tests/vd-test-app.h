#pragma once

#include <adwaita.h>

#include "vd-table-battle.h"
#include "vd-table.h"
#include "vd-viewport.h"
#include "vd-window.h"

G_BEGIN_DECLS

/* Helpers of the GUI tests: they drive the real windows and gesture controllers under Xvfb. */

typedef struct {
  char *dir;   /* a fresh folder for the files a test writes, removed after it */
} Fixture;

void                vd_test_fixture_set_up    (Fixture *fixture, gconstpointer data);
void                vd_test_fixture_tear_down (Fixture *fixture, gconstpointer data);
/* Adds the test FUNC at PATH, with a Fixture. */
#define VD_TEST_ADD(path, func) \
  g_test_add (path, Fixture, NULL, vd_test_fixture_set_up, func, vd_test_fixture_tear_down)

/* The test program's start: g_test_init, then libadwaita. Without ANIMATIONS, page transitions
 * end at once, so the checks do not depend on the machine's speed. */
void                vd_test_app_init          (int *argc, char ***argv, gboolean animations);

/* Runs the main loop until CONDITION holds; fails the test after 20 s. */
void                vd_test_spin_until        (gboolean (*condition) (gpointer data), gpointer data,
                                               const char *what);
/* Lets pending redraws and idles run. */
void                vd_test_spin_a_little     (void);

/* Conditions for vd_test_spin_until: the window's table view has its size; *DATA is NULL. */
gboolean            vd_test_view_is_allocated (gpointer window);
gboolean            vd_test_pointer_is_null   (gpointer data);
void                vd_test_present           (VdWindow *window);
/* As the application opens a file: a new window, the file, then present. */
VdWindow           *vd_test_open_window       (const char *path);
/* FILE's battle as another program reads it while a window holds the file's writer lock: the
 * set-up and the journal replayed, with no lock and no autosave of its own. */
VdBattle           *vd_test_read_battle       (GFile *file);
/* Closes WINDOW and checks that it and its document are freed. */
void                vd_test_close_window      (VdWindow *window);
/* The message dialog WINDOW shows over itself, or NULL; the wait fails the test after 20 s. */
AdwMessageDialog   *vd_test_find_message_dialog (VdWindow *window);
AdwMessageDialog   *vd_test_wait_for_message_dialog (VdWindow *window, const char *what);
/* A4 portrait with 10 mm margins: 190 × 277 mm printable, for the print tests. */
GtkPageSetup       *vd_test_a4_setup          (void);
/* Removes DIR and everything in it. */
void                vd_test_remove_dir        (const char *dir);
/* Writes CONTENTS to NAME in the fixture's folder; returns the path. */
char               *vd_test_write_file        (Fixture *fixture, const char *name,
                                               const char *contents);

GtkEventController *vd_test_find_controller   (GtkWidget *widget, GType type);
/* A label the user can see inside ROOT reading TEXT (or containing it), or NULL. */
GtkLabel           *vd_test_find_visible_label (GtkWidget *root, const char *text,
                                                gboolean substring);
/* Page transitions keep the old page on screen for a moment: waits for them to end. */
void                vd_test_wait_for_label    (GtkWidget *root, const char *text, gboolean shown);
GtkButton          *vd_test_find_visible_button (GtkWidget *root, const char *label);
/* The unit panel's casualties field under ROOT (the panel), whose own − and + record a loss. */
GtkSpinButton      *vd_test_casualties_spin (GtkWidget *root);
/* The first widget of TYPE inside ROOT (ROOT included), depth first, or NULL. */
GtkWidget          *vd_test_find_descendant (GtkWidget *root, GType type);
/* One figure lost (GTK_SPIN_STEP_FORWARD) or given back, as the field's own + and − do. */
void                vd_test_spin_casualties (GtkWidget *panel, GtkSpinType direction);
/* A click at view point P, through the view's click gesture. */
void                vd_test_click             (VdTableView *view, VdPoint p);
/* Clicks the unit ID and waits for the panel to show it. */
void                vd_test_click_unit        (VdWindow *window, const char *id);

/* The window's unit (feature) ID in the battle as it stands. Each recorded change gives the
 * document a new table: look things up after it, never keep them. */
const VdUnit       *vd_test_unit              (VdWindow *window, const char *id);
const VdFeature    *vd_test_feature           (VdWindow *window, const char *id);
/* A valid table of 96 units in two lines facing each other, with a wood and a road. */
char               *vd_test_write_small_table (Fixture *fixture);
/* A point of the view over the table but over no unit. */
VdPoint             vd_test_find_empty_point  (VdTableView *view);

/* A drag of the unit ID from its centre, through the view's gestures: press, then steps to
 * view OFFSETs from the start, then the drop. */
void                vd_test_drag_begin        (VdWindow *window, const char *id);
void                vd_test_drag_update       (VdWindow *window, VdPoint offset);
void                vd_test_drag_end          (VdWindow *window, VdPoint offset);
/* Where table point TABLE_POINT is in WINDOW's table view. */
VdPoint             vd_test_view_point        (VdWindow *window, VdPoint table_point);
/* A drag through the view's gestures from view point FROM to view point TO: press, a step
 * half-way, the end, the drop and the release. */
void                vd_test_drag_view         (VdWindow *window, VdPoint from, VdPoint to);
/* The view offset that moves a point by TABLE_DELTA mm. */
VdPoint             vd_test_view_offset       (VdWindow *window, VdPoint table_delta);

G_END_DECLS
