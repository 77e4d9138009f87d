#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "vd-table-battle.h"
#include "vd-damage.h"
#include "vd-geometry.h"
#include "vd-journal.h"
#include "vd-movement.h"
#include "vd-table.h"
#include "vd-turn-limits.h"

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
/* The same for a document already built. */
char *vd_cli_json_node_text (JsonNode *root);

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
/* `this_turn`: {moved, allowance, left, fired, charged, bombarded} of UNIT_ID in BATTLE at its
 * cursor (vd-turn-limits.h), as a member of the object being built; nothing for an unknown
 * unit. */
void vd_cli_add_this_turn_json (JsonBuilder *builder, VdBattle *battle, const char *unit_id);
/* The same from TURN (may be NULL: nothing added), for a listing of every unit. */
void vd_cli_add_turn_unit_json (JsonBuilder *builder, const VdTurnState *turn,
                                const char *unit_id);
/* Adds VALUE when KNOWN, else null: a number the seed or the board may not give. */
void vd_cli_add_int_or_null    (JsonBuilder *builder, gboolean known, gint64 value);
void vd_cli_add_double_or_null (JsonBuilder *builder, gboolean known, double value);

/* The battle as it stands in PATH: the table read and checked against its ruleset, its journal
 * replayed (a table with no journal). Prints the error and returns NULL when it cannot. */
VdTable  *vd_cli_load_current (const char *path, VdRuleset **ruleset_out);
/* What each unit of PATH's battle did this turn, counted with RULESET (vd_cli_load_current's,
 * which must outlive it); NULL, the error printed. */
VdTurnState *vd_cli_load_turn  (const char *path, const VdRuleset *ruleset);
/* PATH opened for a change written to OUTPUT: with OUTPUT NULL or PATH itself, the battle of
 * PATH (vd_battle_open: autosaved beside it, saved over it, refused while PATH.journal holds
 * changes a crash left unsaved); else a battle with no file, saved to OUTPUT only. Prints the
 * error and returns NULL when it cannot. */
VdBattle *vd_cli_open_battle  (const char *path, const char *output);
/* Whether PATH is a board file (`kind: board`); undo and log then take the board's journal
 * (vd-cli-board-journal.c). */
gboolean  vd_cli_is_board     (const char *path);
int       vd_cli_board_undo   (const char *path, gboolean json);
int       vd_cli_board_log    (const char *path, gboolean json);
/* `record BOARD EVENT ARGS…` (ARGS the event's word first, N_ARGS of them): one event of play
 * in the board's journal, a move judged by the move engine (through VIA, hex labels; FORCED a
 * forced march of the most the game allows; ACROSS the hexside an Sk regiment ends on, LBA; SPREAD, "HEX,HEX", the vineyard hexes a
 * battalion holds besides HEX, LBA-VIN-3). */
int       vd_cli_board_record (const char *path, const char * const *args, guint n_args,
                               const char *note, const char * const *via, gboolean forced,
                               const char *across, const char *spread, gboolean json);
/* For an order (move, bombard, repair) read from PATH: with OUTPUT, vd_cli_open_battle, where
 * the order is recorded; without, the battle as it stands in a battle with no file, only to
 * answer from (never refused for changes a crash left). Prints the error and returns NULL. */
VdBattle *vd_cli_open_order_battle (const char *path, const char *output);
/* vd_battle_save: over the battle's own file when it has one, else to OUTPUT; prints the error
 * and returns FALSE. */
gboolean  vd_cli_save_battle  (VdBattle *battle, const char *output);

/* The points of a move or a push-back: each of VIA (--via), then TO (the option or word
 * TO_NAME: "--to", "X,Y"; NULL: the waypoints alone, as a charge's), as VdPoint; NULL, a
 * usage error printed, when one is not X,Y. */
GArray   *vd_cli_parse_path   (const char *command, const char * const *via, const char *to,
                               const char *to_name);
/* "vedette-cli: error: fr-line may not move there — MARSH-1 by marsh-1 at 600,515: …" */
void      vd_cli_print_illegal_move (const VdMoveAnswer *answer);
/* The unit and the feature an event is about (whole ones added or edited included), or NULL. */
const char *vd_cli_event_unit    (const VdEvent *event);
const char *vd_cli_event_feature (const VdEvent *event);
/* EVENT as one JSON object: NUMBER_FIRST {"index", "turn", "event", …} (the log), else
 * {"event", "turn", …, "index"} (record, undo); then "unit", "feature", the details of its
 * kind, "note", "time", and "text" (TEXT, the line for people). NUMBER counts from 1. */
void      vd_cli_add_event_json (JsonBuilder *builder, const VdEvent *event, guint number,
                                 const char *text, gboolean number_first);

int vd_cli_check  (int argc, char **argv);
int vd_cli_render (int argc, char **argv);
int vd_cli_rules  (int argc, char **argv);
int vd_cli_sight  (int argc, char **argv);
int vd_cli_bench  (int argc, char **argv);
/* `bench journal` (vd-cli-bench-journal.c): what --help says of it, and the run itself. */
char *vd_cli_bench_journal_summary (void);
int   vd_cli_bench_journal (int n_events, gboolean json);
/* `bench lines` (vd-cli-bench-lines.c): N_EVENTS G_MININT for 100, 1000 and 5000. */
char *vd_cli_bench_lines_summary (void);
int   vd_cli_bench_lines (int n_events, gboolean json);
char *vd_cli_bench_limits_summary (void);
int   vd_cli_bench_limits (gboolean json);
char *vd_cli_bench_hex_summary (void);
int   vd_cli_bench_hex (gboolean json);
/* `bench render` (vd-cli-bench-render.c): PATH NULL for a random table of N_UNITS and
 * N_FEATURES. */
char *vd_cli_bench_render_summary (void);
int   vd_cli_bench_render (const char *path, guint n_units, guint n_features, int width,
                           gboolean json);
int vd_cli_move   (int argc, char **argv);
int vd_cli_recoil (int argc, char **argv);
int vd_cli_fire (int argc, char **argv);
int vd_cli_morale (int argc, char **argv);
int vd_cli_charge (int argc, char **argv);
int vd_cli_bombard (int argc, char **argv);
int vd_cli_repair (int argc, char **argv);
int vd_cli_record (int argc, char **argv);
int vd_cli_undo   (int argc, char **argv);
int vd_cli_log    (int argc, char **argv);
int vd_cli_report (int argc, char **argv);
int vd_cli_melee  (int argc, char **argv);
int vd_cli_hex    (int argc, char **argv);

G_END_DECLS
