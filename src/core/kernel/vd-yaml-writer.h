#pragma once

#include <glib.h>

#include "vd-geometry.h"
#include "vd-yaml-reader.h"

G_BEGIN_DECLS

/* Writes one YAML document through libyaml's emitter, so quoting is always right. */
typedef struct _VdYamlWriter VdYamlWriter;

VdYamlWriter *vd_yaml_writer_new            (void);
/* A writer that never breaks a line: one flow mapping or sequence gives one line, however
 * long (line breaks inside texts are written as \n), for line-by-line files. */
VdYamlWriter *vd_yaml_writer_new_line       (void);
void          vd_yaml_writer_free           (VdYamlWriter *writer);
void          vd_yaml_writer_begin_mapping  (VdYamlWriter *writer, gboolean flow);
void          vd_yaml_writer_end_mapping    (VdYamlWriter *writer);
void          vd_yaml_writer_begin_sequence (VdYamlWriter *writer, gboolean flow);
void          vd_yaml_writer_end_sequence   (VdYamlWriter *writer);
/* A keyword or id: plain when that reads back as the same text, else double-quoted. */
void          vd_yaml_writer_word           (VdYamlWriter *writer, const char *word);
/* `~`: a value the file leaves unknown (vd_yaml_node_is_null). */
void          vd_yaml_writer_null           (VdYamlWriter *writer);
/* Free text (titles, names): always double-quoted. */
void          vd_yaml_writer_text           (VdYamlWriter *writer, const char *text);
/* The shortest decimal that reads back as exactly VALUE. */
void          vd_yaml_writer_number         (VdYamlWriter *writer, double value);
void          vd_yaml_writer_bool           (VdYamlWriter *writer, gboolean value);
void          vd_yaml_writer_point          (VdYamlWriter *writer, VdPoint p);
void          vd_yaml_writer_points         (VdYamlWriter *writer, const VdPoint *points,
                                             guint n_points);
/* The scalars, lists and mappings written so far: the values the reader will count. */
guint64       vd_yaml_writer_get_n_values   (VdYamlWriter *writer);
/* The first text written that the reader would refuse (too long, not UTF-8, a control
 * character), or VD_TEXT_OK; TEXT its start as a message quotes it, LENGTH its bytes (both
 * may be NULL). Such a text is written all the same (made valid UTF-8), for the caller to
 * refuse the document. */
VdTextProblem vd_yaml_writer_get_problem    (VdYamlWriter *writer, const char **text,
                                             gsize *length);
/* Ends the document; returns the text (UTF-8, newline-terminated). */
char         *vd_yaml_writer_finish         (VdYamlWriter *writer, gsize *length);

/* Formats VALUE as the shortest decimal that reads back exactly (BUF of 32 bytes). */
const char   *vd_yaml_format_number         (double value, char buf[32]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdYamlWriter, vd_yaml_writer_free)

G_END_DECLS
