#pragma once

#include <glib.h>

#include "vd-yaml-reader.h"

G_BEGIN_DECLS

/* The owner's entries for a game module: the chart cells, chart sizes, values and readings he
 * typed from his own copy of the game, each with who entered it and when. They live in his
 * own file (`<user data>/vedette/charts/<module>.yaml`, `kind: hex-module-entries`), never in
 * the bundled module, and are laid over it when a board loads it (help "Filling in the
 * charts"): an entry fills a gap, it never overrides what the seed gives. */

typedef enum {
  VD_HEX_ENTRY_CELL,      /* a cell of chart TARGET at ROW × COLUMN (their printed headings) */
  VD_HEX_ENTRY_SHAPE,     /* the headings of chart TARGET, whose size the seed does not give */
  VD_HEX_ENTRY_VALUE,     /* the value at path TARGET ("terrain.clear.mp.infantry") */
  VD_HEX_ENTRY_CHOICE,    /* the reading chosen for interpretation TARGET */
} VdHexEntryKind;

typedef struct {
  VdHexEntryKind kind;
  char          *target;
  char          *row;       /* cells */
  char          *column;    /* cells */
  char          *value;     /* cells, values: the text; choices: the option */
  GStrv          columns;   /* shapes */
  GStrv          rows;      /* shapes */
  char          *by;        /* who entered it */
  char          *at;        /* when, ISO 8601 */
  guint          line;      /* where in the file (0: not read from one) */
  guint          col;
  /* Set when laid over a module: why it was not used (the module now gives that value, or
   * no longer has that chart), else NULL. Such an entry is kept, never dropped. */
  char          *unused;
} VdHexEntry;

typedef struct {
  char       *module;      /* the module's id */
  char       *path;        /* the file, or NULL before it is saved */
  GPtrArray  *entries;     /* VdHexEntry*, in the file's order */
} VdHexEntries;

VdHexEntries *vd_hex_entries_new          (const char *module_id);
VdHexEntries *vd_hex_entries_copy         (const VdHexEntries *entries);
void          vd_hex_entries_free         (VdHexEntries *entries);
/* Reads PATH (kind hex-module-entries); errors give FILE:LINE:COLUMN. */
VdHexEntries *vd_hex_entries_load         (const char *path, GError **error);
/* The same from DATA (LENGTH bytes); PATH names it in messages. */
VdHexEntries *vd_hex_entries_load_data    (const char *data, gsize length, const char *path,
                                           GError **error);
/* Where the owner's entries for MODULE_ID live (in the user's data folder). */
char         *vd_hex_entries_path_for     (const char *module_id);
/* The owner's entries for MODULE_ID from their usual place: NULL without ERROR when he has
 * none yet, NULL with ERROR when the file is there but unreadable. */
VdHexEntries *vd_hex_entries_load_for     (const char *module_id, GError **error);
/* The entries as their file holds them (NULL with ERROR for a text the reader would refuse). */
char         *vd_hex_entries_write        (const VdHexEntries *entries, gsize *length,
                                           GError **error);
/* Writes the entries to their path (vd_hex_entries_path_for when not set), whole or not at
 * all; the folder is made when missing. */
gboolean      vd_hex_entries_save         (VdHexEntries *entries, GError **error);

/* Sets (VALUE not NULL) or clears an entry, replacing the one of the same cell, chart, path or
 * interpretation; BY and AT say who and when (AT NULL: now). */
void          vd_hex_entries_set_cell     (VdHexEntries *entries, const char *chart,
                                           const char *row, const char *column,
                                           const char *value, const char *by, const char *at);
void          vd_hex_entries_set_shape    (VdHexEntries *entries, const char *chart,
                                           const char * const *columns,
                                           const char * const *rows, const char *by,
                                           const char *at);
void          vd_hex_entries_set_value    (VdHexEntries *entries, const char *path,
                                           const char *value, const char *by, const char *at);
void          vd_hex_entries_set_choice   (VdHexEntries *entries, const char *interpretation,
                                           const char *choice, const char *by, const char *at);
/* The entry for that cell, chart size, path or interpretation, or NULL (ROW and COLUMN only
 * for cells). */
const VdHexEntry *vd_hex_entries_find     (const VdHexEntries *entries, VdHexEntryKind kind,
                                           const char *target, const char *row,
                                           const char *column);
/* VALUE kept as the cell of CHART at ROW × COLUMN in the owner's entries for MODULE_ID (read
 * from their usual place, or begun), entered by the user now, and saved: a referee's ruling
 * kept (help "Combat on a board"). FALSE with ERROR when the file cannot be read or
 * written. */
gboolean      vd_hex_entries_keep_cell    (const char *module_id, const char *chart,
                                           const char *row, const char *column,
                                           const char *value, GError **error);
/* Who the app records as entering a value: the user's real name, else his login. */
const char   *vd_hex_entries_default_author (void);

/* Lays ENTRIES over DOC, a game module's parsed file, before it is read: sets each entry's
 * `unused` (the module gives that value already, or lacks the chart, row, column, path or
 * interpretation) and fails, naming the entries file, line and column, on an entry the module
 * cannot hold (movement points that are not a number, a reading not among the options) or
 * when ENTRIES are for another module. Returns how many entries were laid. */
gboolean      vd_hex_entries_apply        (VdHexEntries *entries, VdYamlDocument *doc,
                                           guint *n_applied, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexEntries, vd_hex_entries_free)

G_END_DECLS
