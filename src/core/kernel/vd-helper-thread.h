#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A second thread kept waiting between jobs, so that splitting a short piece of work in two
 * costs a hand-over instead of a thread's creation and join (some 70 µs on a 2-core machine,
 * a third of a one-unit sight update). One job at a time, one owner: not for sharing. */
typedef struct _VdHelperThread VdHelperThread;

/* NULL when the machine has a single processor: callers then do all the work themselves. */
VdHelperThread *vd_helper_thread_new  (const char *name);
void            vd_helper_thread_free (VdHelperThread *helper);

/* Runs HELPER_JOB (HELPER_DATA) on the helper thread while MAIN_JOB (MAIN_DATA) runs on the
 * caller's, and returns once both are done. With a NULL helper, runs both here in turn. */
void            vd_helper_thread_run  (VdHelperThread *helper,
                                       GFunc           helper_job,
                                       gpointer        helper_data,
                                       GFunc           main_job,
                                       gpointer        main_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHelperThread, vd_helper_thread_free)

G_END_DECLS
