#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The bounds of a Vedette file (help, "Limits"), in one place for the readers that refuse a
 * file past them and for the writers and the journal that keep within them before writing,
 * so that whatever Vedette writes reads back. */

#define VD_YAML_MAX_FILE_SIZE   (64 * 1024 * 1024)
#define VD_YAML_MAX_DEPTH       32
/* Bytes of one text value, once read (escapes decoded). */
#define VD_YAML_MAX_SCALAR      (64 * 1024)
#define VD_YAML_MAX_NODES       (8 * 1024 * 1024)
/* Bytes of a word: an id, a side, a keyword. */
#define VD_YAML_MAX_WORD        100
/* Any coordinate or length beyond this many millimetres is refused as absurd. */
#define VD_YAML_MAX_MAGNITUDE   1e6
/* The lists of a table, bounded so that loading and checking a file stay quick: beyond them
 * a file is refused, and an event that would go past one too, so a saved file reads back. */
#define VD_YAML_MAX_POINTS      10000   /* points of one area, line, crest line or move */
#define VD_YAML_MAX_CRESTS      100     /* crest lines of one hill */
#define VD_YAML_MAX_FEATURES    10000
#define VD_YAML_MAX_UNITS       10000
#define VD_YAML_MAX_COMMANDS    10000
#define VD_YAML_MAX_EVENTS      100000
/* A unit's figures, and a turn's number. */
#define VD_YAML_MAX_FIGURES     100000
#define VD_YAML_MAX_TURN        1000000

/* What a file holds, counted as the reader counts it against VD_YAML_MAX_FILE_SIZE and
 * VD_YAML_MAX_NODES: its bytes, and its values (every scalar, list and mapping). */
typedef struct {
  guint64 bytes;
  guint64 values;
} VdFileSize;

G_END_DECLS
