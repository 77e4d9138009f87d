#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the real vedette-cli (its path in $VEDETTE_CLI) with ARGS and, when ENV is not NULL,
 * extra environment variables as NAME, VALUE, …, NULL; returns its exit status. OUT and ERR
 * (may be NULL) receive its standard output and error. */
int   vd_test_run_cli_env (const char * const *args, const char * const *env, char **out,
                           char **err);
int   vd_test_run_cli     (const char * const *args, char **out, char **err);
/* A path in the source tree: vd_test_source_path ("data", "shevardino.yaml", NULL). */
char *vd_test_source_path (const char *first, ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
