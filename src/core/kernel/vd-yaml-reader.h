#pragma once

#include <glib.h>

#include "vd-geometry.h"
#include "vd-limits.h"

G_BEGIN_DECLS

typedef enum {
  VD_YAML_SCALAR,
  VD_YAML_SEQUENCE,
  VD_YAML_MAPPING,
} VdYamlKind;

typedef struct _VdYamlNode VdYamlNode;

struct _VdYamlNode {
  VdYamlKind    kind;
  guint         line;       /* 1-based */
  guint         column;     /* 1-based */
  char         *value;      /* scalars: the text */
  gboolean      plain;      /* scalars: unquoted, so it may be a number or a boolean */
  /* sequences: the items; mappings: key, value, key, value, … */
  VdYamlNode  **children;
  guint         n_children;
};

/* A parsed document and the name used in its messages. */
typedef struct {
  char        *file;
  VdYamlNode  *root;
} VdYamlDocument;

/* Parses exactly one YAML document: refuses anchors, aliases, tags, duplicate keys,
 * non-scalar keys, invalid UTF-8, nesting deeper than VD_YAML_MAX_DEPTH and more than one
 * document; a UTF-8 byte order mark at the start is skipped. FILE names the input in messages
 * ("FILE:LINE:COLUMN: error: TEXT"). */
VdYamlDocument *vd_yaml_parse       (const char *data, gsize length, const char *file,
                                     GError **error);
VdYamlDocument *vd_yaml_parse_file  (const char *path, GError **error);
void            vd_yaml_document_free (VdYamlDocument *doc);

/* Building and changing a parsed tree (a module with the owner's entries applied): a new node
 * at LINE and COLUMN, a deep copy, and freeing one that no document holds. */
VdYamlNode     *vd_yaml_node_new    (VdYamlKind kind, guint line, guint column);
VdYamlNode     *vd_yaml_node_copy   (const VdYamlNode *node);
void            vd_yaml_node_free   (VdYamlNode *node);
/* Appends CHILD (taken) to a sequence, or KEY (taken, a scalar) and CHILD to a mapping. */
void            vd_yaml_node_append (VdYamlNode *node, VdYamlNode *key, VdYamlNode *child);

/* For a mapping: the value of KEY, or NULL. */
VdYamlNode     *vd_yaml_lookup      (const VdYamlNode *map, const char *key);
/* For a mapping: the key node of KEY, or NULL (to point at the key in messages). */
VdYamlNode     *vd_yaml_lookup_key  (const VdYamlNode *map, const char *key);

/* Whether NODE is a null: `~`, `null` or nothing, unquoted (a value a file leaves unknown). */
gboolean        vd_yaml_node_is_null (const VdYamlNode *node);

/* Typed reading; each fails with a message at NODE's position. WHAT names the value
 * in the message ("table", "frontage"). */
gboolean vd_yaml_expect_mapping  (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, GError **error);
gboolean vd_yaml_expect_sequence (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, GError **error);
/* Every key of MAP is in ALLOWED, and every key in REQUIRED is present (NULL-terminated). */
gboolean vd_yaml_check_keys      (const VdYamlDocument *doc, const VdYamlNode *map,
                                  const char *what, const char * const *allowed,
                                  const char * const *required, GError **error);
gboolean vd_yaml_read_string     (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, const char **out, GError **error);
/* A non-empty word without spaces or control characters, at most 100 bytes (ids, sides). */
gboolean vd_yaml_read_word       (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, const char **out, GError **error);
/* A finite number with MIN <= value <= MAX; MIN = G_MINDOUBLE asks for a positive one. */
gboolean vd_yaml_read_double     (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, double min, double max, double *out,
                                  GError **error);
gboolean vd_yaml_read_int        (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, int min, int max, int *out,
                                  GError **error);
gboolean vd_yaml_read_bool       (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, gboolean *out, GError **error);
/* [x, y], each within ±VD_YAML_MAX_MAGNITUDE. */
gboolean vd_yaml_read_point      (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, VdPoint *out, GError **error);
/* A list of at most MAX items; beyond, VD_ERROR_LIMIT at the first item too many. */
gboolean vd_yaml_check_length    (const VdYamlDocument *doc, const VdYamlNode *list,
                                  const char *what, guint max, GError **error);
/* [[x, y], …] with at least MIN_POINTS points and at most VD_YAML_MAX_POINTS; appends to
 * POINTS (a GArray of VdPoint). */
gboolean vd_yaml_read_points     (const VdYamlDocument *doc, const VdYamlNode *node,
                                  const char *what, guint min_points, GArray *points,
                                  GError **error);
/* What the reader refuses in a text value (vd_yaml_read_string) and, with WORD, in a word
 * (vd_yaml_read_word), for the writers to refuse it first. */
typedef enum {
  VD_TEXT_OK,
  VD_TEXT_TOO_LONG,     /* more than VD_YAML_MAX_SCALAR bytes */
  VD_TEXT_NOT_UTF8,
  VD_TEXT_CONTROL,      /* a control character other than tab and line feed */
  VD_TEXT_WORD_LENGTH,  /* words: empty, or more than VD_YAML_MAX_WORD bytes */
  VD_TEXT_SPACE,        /* words: a space */
} VdTextProblem;

VdTextProblem vd_yaml_text_problem  (const char *text, gboolean word);
/* For writers: TRUE when TEXT (a word, with WORD) written as the value of KEY reads back; else
 * FALSE with ERROR (VD_ERROR_ARGUMENT, no position) quoting its start, or naming KEY, and the
 * bound. NULL is TRUE. */
gboolean vd_yaml_check_text      (const char *text, gboolean word, const char *key,
                                  GError **error);
/* The same for a text of LENGTH bytes that has PROBLEM (TRUE for VD_TEXT_OK): TEXT is its
 * start, or all of it. */
gboolean vd_yaml_check_text_problem (VdTextProblem problem, const char *text, gsize length,
                                     GError **error);
/* For writers: FALSE with ERROR (VD_ERROR_ARGUMENT) when a file of SIZE would be refused. */
gboolean vd_yaml_check_file_size (VdFileSize size, GError **error);
/* Checks the common header: `vedette: 1` and `kind: KIND`. */
gboolean vd_yaml_check_header    (const VdYamlDocument *doc, const char *kind, GError **error);
/* The document's `kind`, or NULL when the header is missing or malformed. */
const char *vd_yaml_document_kind (const VdYamlDocument *doc);

void     vd_yaml_error_at        (const VdYamlDocument *doc, const VdYamlNode *node,
                                  GError **error, const char *format, ...) G_GNUC_PRINTF (4, 5);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdYamlDocument, vd_yaml_document_free)

G_END_DECLS
