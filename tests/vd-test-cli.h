#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the real vedette-cli (its path in $VEDETTE_CLI) with ARGS and, when ENV is not NULL,
 * extra environment variables as NAME, VALUE, …, NULL; returns its exit status. OUT and ERR
 * (may be NULL) receive its standard output and error. */
int   vd_test_run_cli_env (const char * const *args, const char * const *env, char **out,
                           char **err);
int   vd_test_run_cli     (const char * const *args, char **out, char **err);
/* Runs ARGS, which must exit with STATUS: its output, its error in *ERR when not NULL. */
char *vd_test_run_cli_expect (const char * const *args, int status, char **err);
/* A path in the source tree: vd_test_source_path ("data", "shevardino.yaml", NULL). */
char *vd_test_source_path (const char *first, ...) G_GNUC_NULL_TERMINATED;

/* A copy of SOURCE as NAME in a new temporary folder, to record into: its path. Remove the
 * folder, and whatever the commands left in it (FILE~, FILE.journal), with
 * vd_test_remove_scratch. */
char *vd_test_scratch_copy    (const char *source, const char *name);
void  vd_test_remove_scratch  (const char *path);

G_END_DECLS
