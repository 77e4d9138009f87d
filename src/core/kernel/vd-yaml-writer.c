#include "vd-yaml-writer.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <yaml.h>

#include "vd-error.h"
#include "vd-yaml-reader.h"

struct _VdYamlWriter {
  yaml_emitter_t emitter;
  GString       *out;
  guint64        n_values;  /* as the reader counts them against VD_YAML_MAX_NODES */
  /* The first text written that the reader would refuse, its length and its start. */
  VdTextProblem  problem;
  gsize          problem_length;
  char          *problem_text;
};

static int
write_cb (void *data, unsigned char *buffer, size_t size)
{
  g_string_append_len (((VdYamlWriter *) data)->out, (const char *) buffer, (gssize) size);
  return 1;
}

/* Events are built by this module only, so a refused one is a bug, not a user error. */
static void
emit (VdYamlWriter *writer, yaml_event_t *event)
{
  if (!yaml_emitter_emit (&writer->emitter, event))
    g_error ("YAML emitter: %s", writer->emitter.problem ? writer->emitter.problem : "failed");
}

static VdYamlWriter *
writer_new (int width)
{
  VdYamlWriter *writer = g_new0 (VdYamlWriter, 1);
  yaml_event_t event;

  writer->out = g_string_new (NULL);
  yaml_emitter_initialize (&writer->emitter);
  yaml_emitter_set_output (&writer->emitter, write_cb, writer);
  yaml_emitter_set_unicode (&writer->emitter, 1);
  yaml_emitter_set_width (&writer->emitter, width);
  yaml_emitter_set_indent (&writer->emitter, 2);

  yaml_stream_start_event_initialize (&event, YAML_UTF8_ENCODING);
  emit (writer, &event);
  yaml_document_start_event_initialize (&event, NULL, NULL, NULL, 1);
  emit (writer, &event);
  return writer;
}

VdYamlWriter *
vd_yaml_writer_new (void)
{
  return writer_new (100);
}

VdYamlWriter *
vd_yaml_writer_new_line (void)
{
  /* libyaml takes a negative width as "never break a line". */
  return writer_new (-1);
}

void
vd_yaml_writer_free (VdYamlWriter *writer)
{
  if (writer == NULL)
    return;
  yaml_emitter_delete (&writer->emitter);
  if (writer->out != NULL)
    g_string_free (writer->out, TRUE);
  g_free (writer->problem_text);
  g_free (writer);
}

void
vd_yaml_writer_begin_mapping (VdYamlWriter *writer, gboolean flow)
{
  yaml_event_t event;

  yaml_mapping_start_event_initialize (&event, NULL, NULL, 1,
                                       flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
  emit (writer, &event);
  writer->n_values++;
}

void
vd_yaml_writer_end_mapping (VdYamlWriter *writer)
{
  yaml_event_t event;

  yaml_mapping_end_event_initialize (&event);
  emit (writer, &event);
}

void
vd_yaml_writer_begin_sequence (VdYamlWriter *writer, gboolean flow)
{
  yaml_event_t event;

  yaml_sequence_start_event_initialize (&event, NULL, NULL, 1,
                                        flow ? YAML_FLOW_SEQUENCE_STYLE
                                             : YAML_BLOCK_SEQUENCE_STYLE);
  emit (writer, &event);
  writer->n_values++;
}

void
vd_yaml_writer_end_sequence (VdYamlWriter *writer)
{
  yaml_event_t event;

  yaml_sequence_end_event_initialize (&event);
  emit (writer, &event);
}

static void
scalar (VdYamlWriter *writer, const char *value, yaml_scalar_style_t style)
{
  g_autofree char *valid = NULL;
  VdTextProblem problem = vd_yaml_text_problem (value, FALSE);
  yaml_event_t event;

  /* Written anyway, so the document stays whole: its caller refuses to save it. */
  if (problem != VD_TEXT_OK && writer->problem == VD_TEXT_OK)
    {
      writer->problem = problem;
      writer->problem_length = strlen (value);
      writer->problem_text = vd_error_cut (value);
    }
  /* libyaml takes nothing but UTF-8. */
  if (problem == VD_TEXT_NOT_UTF8)
    value = valid = g_utf8_make_valid (value, -1);
  yaml_scalar_event_initialize (&event, NULL, NULL, (yaml_char_t *) value, (int) strlen (value),
                                1, 1, style);
  emit (writer, &event);
  writer->n_values++;
}

/* Plain text that a YAML 1.1 reader could take for a number, boolean or null. */
static gboolean
looks_typed (const char *s)
{
  static const char * const words[] = {
    "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~", NULL
  };
  g_autofree char *lower = g_ascii_strdown (s, -1);
  const char *p = s;
  char *end = NULL;

  if (g_strv_contains (words, lower))
    return TRUE;
  g_ascii_strtod (s, &end);
  if (end != s && *end == '\0')
    return TRUE;
  /* 1_000, .5, +3 and the like */
  if (*p == '+' || *p == '-' || *p == '.')
    return TRUE;
  for (; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && *p != '_' && *p != '.')
      return FALSE;
  return TRUE;
}

void
vd_yaml_writer_word (VdYamlWriter *writer, const char *word)
{
  gboolean plain = word[0] != '\0' && !looks_typed (word);

  for (const char *p = word; plain && *p != '\0'; p++)
    plain = g_ascii_isalnum (*p) || *p == '-' || *p == '_' || *p == '.';
  scalar (writer, word, plain ? YAML_PLAIN_SCALAR_STYLE : YAML_DOUBLE_QUOTED_SCALAR_STYLE);
}

void
vd_yaml_writer_null (VdYamlWriter *writer)
{
  scalar (writer, "~", YAML_PLAIN_SCALAR_STYLE);
}

void
vd_yaml_writer_text (VdYamlWriter *writer, const char *text)
{
  scalar (writer, text, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
}

const char *
vd_yaml_format_number (double value, char buf[32])
{
  if (value == 0)
    return strcpy (buf, "0");
  if (value == floor (value) && fabs (value) < 1e15)
    return g_ascii_formatd (buf, 32, "%.0f", value);
  /* When the fewest digits are 15 or less, %.15g writes them, its zeros dropped: a normal
   * double lies within 2^-53 of that shorter number, far less than half of the 15th digit.
   * So one try, not one per digit (3 to 6 times faster on a table's numbers); subnormal
   * numbers have fewer bits, and are searched from one digit up. */
  for (int precision = fabs (value) >= DBL_MIN ? 15 : 1; precision <= 17; precision++)
    {
      char format[8];

      /* g_ascii_formatd, not printf: a French locale must not write "0,5". */
      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buf, 32, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  return buf;
}

void
vd_yaml_writer_number (VdYamlWriter *writer, double value)
{
  char buf[32];

  scalar (writer, vd_yaml_format_number (value, buf), YAML_PLAIN_SCALAR_STYLE);
}

void
vd_yaml_writer_bool (VdYamlWriter *writer, gboolean value)
{
  scalar (writer, value ? "true" : "false", YAML_PLAIN_SCALAR_STYLE);
}

void
vd_yaml_writer_point (VdYamlWriter *writer, VdPoint p)
{
  vd_yaml_writer_begin_sequence (writer, TRUE);
  vd_yaml_writer_number (writer, p.x);
  vd_yaml_writer_number (writer, p.y);
  vd_yaml_writer_end_sequence (writer);
}

void
vd_yaml_writer_points (VdYamlWriter *writer, const VdPoint *points, guint n_points)
{
  vd_yaml_writer_begin_sequence (writer, TRUE);
  for (guint i = 0; i < n_points; i++)
    vd_yaml_writer_point (writer, points[i]);
  vd_yaml_writer_end_sequence (writer);
}

guint64
vd_yaml_writer_get_n_values (VdYamlWriter *writer)
{
  return writer->n_values;
}

VdTextProblem
vd_yaml_writer_get_problem (VdYamlWriter *writer, const char **text, gsize *length)
{
  if (text != NULL)
    *text = writer->problem_text;
  if (length != NULL)
    *length = writer->problem_length;
  return writer->problem;
}

char *
vd_yaml_writer_finish (VdYamlWriter *writer, gsize *length)
{
  yaml_event_t event;

  yaml_document_end_event_initialize (&event, 1);
  emit (writer, &event);
  yaml_stream_end_event_initialize (&event);
  emit (writer, &event);
  yaml_emitter_flush (&writer->emitter);
  if (length != NULL)
    *length = writer->out->len;
  return g_string_free (g_steal_pointer (&writer->out), FALSE);
}
