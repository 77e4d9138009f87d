#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "vd-geometry.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* Exit statuses of formats.md §3. */
enum {
  VD_CLI_OK = 0,
  VD_CLI_INVALID = 1,
  VD_CLI_USAGE = 2,
};

/* Prints ERROR as the contract wants: "FILE:LINE:COLUMN: error: TEXT" when it has a
 * position, else "vedette-cli: error: TEXT". */
void vd_cli_print_error (const GError *error);
/* Prints "vedette-cli: error: TEXT" and the usage hint; returns VD_CLI_USAGE. */
int  vd_cli_usage_error (const char *command, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* Parses a subcommand's options; on failure prints the problem and returns FALSE. */
gboolean vd_cli_parse_options (GOptionContext *context, int *argc, char ***argv,
                               const char *command);

/* BUILDER's document as pretty JSON, every number in its shortest exact decimal (json-glib
 * alone writes 312.47 as 312.47000000000003). */
char *vd_cli_json_text (JsonBuilder *builder);

/* VALUE rounded to 1/SCALE, so float noise in the engines never changes the output. */
double vd_cli_round (double value, double scale);
/* Parses "X,Y" (mm, plain decimals) for OPTION; prints a usage error and returns FALSE when it
 * is not two finite numbers. */
gboolean vd_cli_parse_point (const char *command, const char *option, const char *text,
                             VdPoint *out);
/* The unit ID of TABLE (read from PATH); prints "no unit" (or "is a terrain feature") and
 * returns NULL when there is none. */
VdUnit    *vd_cli_find_unit    (VdTable *table, const char *path, const char *id);
VdFeature *vd_cli_find_feature (VdTable *table, const char *path, const char *id);
/* Adds [x, y] rounded to 0.01 mm. */
void vd_cli_add_point_json (JsonBuilder *builder, VdPoint p);

int vd_cli_check  (int argc, char **argv);
int vd_cli_render (int argc, char **argv);
int vd_cli_rules  (int argc, char **argv);
int vd_cli_sight  (int argc, char **argv);
int vd_cli_bench  (int argc, char **argv);
int vd_cli_move   (int argc, char **argv);
int vd_cli_bombard (int argc, char **argv);
int vd_cli_repair (int argc, char **argv);

G_END_DECLS
