#pragma once

#include "vd-board.h"
#include "vd-test-app.h"

G_BEGIN_DECLS

gboolean            vd_test_board_view_is_allocated (gpointer data);
VdWindow            *vd_test_board_open (const char *path);
VdWindow            *vd_test_board_open_copy (Fixture *fixture, const char *name);
VdWindow            *vd_test_board_open_edited (Fixture *fixture, const char *name,
                                                const char *find, const char *replace);
VdHex               vd_test_board_hex (VdWindow *window, const char *label);
void                vd_test_board_centre (VdWindow *window, const char *label, double *x,
                                          double *y);
void                vd_test_board_click (VdWindow *window, const char *label);
void                vd_test_board_drag (VdWindow *window, const char *from, const char *to);
void                vd_test_board_hover (VdWindow *window, const char *label);
const VdBoardUnit   *vd_test_board_unit (VdWindow *window, const char *id);
gboolean            vd_test_no_message_dialog (gpointer window);
void                vd_test_click_response (AdwMessageDialog *dialog, const char *response);
AdwMessageDialog    *vd_test_wait_for_response (VdWindow *window, const char *response,
                                                const char *what);
GtkWidget           *vd_test_row_widget (GtkWidget *root, const char *title, GType type);
void                vd_test_read_roll (GtkWidget *panel, int roll);
void                vd_test_click_button (GtkWidget *panel, const char *label);
void                vd_test_click_in_row (GtkWidget *group, const char *title, const char *action);
void                vd_test_undo (VdWindow *window);
GtkWidget           *vd_test_board_group (VdWindow *window, const char *label, const char *title);
GtkWidget           *vd_test_open_expander (GtkWidget *root, const char *title);
char                *vd_test_board_write (Fixture *fixture);

G_END_DECLS
