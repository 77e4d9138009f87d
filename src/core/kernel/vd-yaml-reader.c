#include "vd-yaml-reader.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <yaml.h>

#include "vd-error.h"
#include "vd-file.h"

typedef struct {
  VdYamlNode *node;
  GPtrArray  *children;
  GHashTable *keys;     /* mappings: the keys seen so far, to refuse duplicates */
} Frame;

typedef struct {
  const char *file;
  GArray     *stack;    /* Frame */
  VdYamlNode *root;
  guint       n_nodes;
  guint       n_documents;
} Parse;

static void
node_free (VdYamlNode *node)
{
  if (node == NULL)
    return;
  for (guint i = 0; i < node->n_children; i++)
    node_free (node->children[i]);
  g_free (node->children);
  g_free (node->value);
  g_free (node);
}

VdYamlNode *
vd_yaml_node_new (VdYamlKind kind, guint line, guint column)
{
  VdYamlNode *node = g_new0 (VdYamlNode, 1);

  node->kind = kind;
  node->line = line;
  node->column = column;
  return node;
}

VdYamlNode *
vd_yaml_node_copy (const VdYamlNode *node)
{
  VdYamlNode *copy = vd_yaml_node_new (node->kind, node->line, node->column);

  copy->value = g_strdup (node->value);
  copy->plain = node->plain;
  copy->n_children = node->n_children;
  copy->children = g_new0 (VdYamlNode *, MAX (node->n_children, 1));
  for (guint i = 0; i < node->n_children; i++)
    copy->children[i] = vd_yaml_node_copy (node->children[i]);
  return copy;
}

void
vd_yaml_node_free (VdYamlNode *node)
{
  node_free (node);
}

void
vd_yaml_node_append (VdYamlNode *node, VdYamlNode *key, VdYamlNode *child)
{
  guint added = key != NULL ? 2 : 1;

  g_return_if_fail ((node->kind == VD_YAML_MAPPING) == (key != NULL));
  node->children = g_renew (VdYamlNode *, node->children, node->n_children + added);
  if (key != NULL)
    node->children[node->n_children++] = key;
  node->children[node->n_children++] = child;
}

void
vd_yaml_document_free (VdYamlDocument *doc)
{
  if (doc == NULL)
    return;
  node_free (doc->root);
  g_free (doc->file);
  g_free (doc);
}

static void
frame_clear (Frame *frame)
{
  if (frame->children != NULL)
    {
      /* An unfinished collection still owns the items read so far. */
      for (guint i = 0; i < frame->children->len; i++)
        node_free (g_ptr_array_index (frame->children, i));
      g_ptr_array_unref (frame->children);
    }
  if (frame->keys != NULL)
    g_hash_table_unref (frame->keys);
  /* A frame still on the stack owns its unfinished node. */
  node_free (frame->node);
}

/* Line and column (1-based, in characters) of byte OFFSET of DATA. */
static void
position_of_offset (const char *data, gsize offset, guint *line, guint *column)
{
  const char *p = data;
  const char *end = data + offset;

  *line = 1;
  *column = 1;
  while (p < end)
    {
      if (*p == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if (((guchar) *p & 0xC0) != 0x80)
        (*column)++;
      p++;
    }
}

static gboolean
set_position_error (Parse *parse, yaml_mark_t mark, VdError code, GError **error,
                    const char *message)
{
  vd_set_error_at (error, code, parse->file, (guint) mark.line + 1, (guint) mark.column + 1,
                   "%s", message);
  return FALSE;
}

/* Anchors, aliases and tags are refused: no alias bombs, no surprises in types. */
static gboolean
check_node_properties (Parse *parse, yaml_event_t *event, const yaml_char_t *anchor,
                       const yaml_char_t *tag, GError **error)
{
  if (anchor != NULL)
    return set_position_error (parse, event->start_mark, VD_ERROR_INVALID, error,
                               _("anchors (&name) are not allowed in Vedette files"));
  if (tag != NULL)
    return set_position_error (parse, event->start_mark, VD_ERROR_INVALID, error,
                               _("tags (!tag) are not allowed in Vedette files"));
  return TRUE;
}

static VdYamlNode *
node_new (Parse *parse, VdYamlKind kind, yaml_mark_t mark)
{
  VdYamlNode *node = g_new0 (VdYamlNode, 1);

  node->kind = kind;
  node->line = (guint) mark.line + 1;
  node->column = (guint) mark.column + 1;
  parse->n_nodes++;
  return node;
}

/* Hands a finished NODE to the collection being read, or makes it the root. */
static gboolean
attach_node (Parse *parse, VdYamlNode *node, GError **error)
{
  Frame *top;

  if (parse->stack->len == 0)
    {
      parse->root = node;
      return TRUE;
    }

  top = &g_array_index (parse->stack, Frame, parse->stack->len - 1);
  if (top->node->kind == VD_YAML_MAPPING && top->children->len % 2 == 0)
    {
      if (node->kind != VD_YAML_SCALAR)
        {
          vd_set_error_at (error, VD_ERROR_INVALID, parse->file, node->line, node->column,
                           "%s", _("mapping keys must be plain text"));
          node_free (node);
          return FALSE;
        }
      if (g_hash_table_contains (top->keys, node->value))
        {
          g_autofree char *shown = vd_error_cut (node->value);

          vd_set_error_at (error, VD_ERROR_INVALID, parse->file, node->line, node->column,
                           _("duplicate key “%s”"), shown);
          node_free (node);
          return FALSE;
        }
      g_hash_table_add (top->keys, g_strdup (node->value));
    }
  g_ptr_array_add (top->children, node);
  return TRUE;
}

static gboolean
push_collection (Parse *parse, yaml_event_t *event, VdYamlKind kind, GError **error)
{
  Frame frame = { 0 };

  if (parse->stack->len >= VD_YAML_MAX_DEPTH)
    {
      g_autofree char *message =
        g_strdup_printf (_("nesting deeper than %d levels is not allowed"), VD_YAML_MAX_DEPTH);
      return set_position_error (parse, event->start_mark, VD_ERROR_LIMIT, error, message);
    }
  frame.node = node_new (parse, kind, event->start_mark);
  frame.children = g_ptr_array_new ();
  if (kind == VD_YAML_MAPPING)
    frame.keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_array_append_val (parse->stack, frame);
  return TRUE;
}

static gboolean
pop_collection (Parse *parse, GError **error)
{
  Frame *top = &g_array_index (parse->stack, Frame, parse->stack->len - 1);
  VdYamlNode *node = g_steal_pointer (&top->node);

  node->n_children = top->children->len;
  node->children = (VdYamlNode **) g_ptr_array_free (g_steal_pointer (&top->children), FALSE);
  g_array_set_size (parse->stack, parse->stack->len - 1);
  return attach_node (parse, node, error);
}

static gboolean
handle_event (Parse *parse, yaml_event_t *event, GError **error)
{
  switch (event->type)
    {
    case YAML_DOCUMENT_START_EVENT:
      if (++parse->n_documents > 1)
        return set_position_error (parse, event->start_mark, VD_ERROR_INVALID, error,
                                   _("a Vedette file holds a single YAML document"));
      return TRUE;

    case YAML_ALIAS_EVENT:
      return set_position_error (parse, event->start_mark, VD_ERROR_INVALID, error,
                                 _("aliases (*name) are not allowed in Vedette files"));

    case YAML_SCALAR_EVENT:
      {
        VdYamlNode *node;

        if (!check_node_properties (parse, event, event->data.scalar.anchor,
                                    event->data.scalar.tag, error))
          return FALSE;
        if (event->data.scalar.length > VD_YAML_MAX_SCALAR)
          {
            g_autofree char *message =
              g_strdup_printf (_("text longer than %d bytes is not allowed"), VD_YAML_MAX_SCALAR);
            return set_position_error (parse, event->start_mark, VD_ERROR_LIMIT, error, message);
          }
        if (strlen ((const char *) event->data.scalar.value) != event->data.scalar.length)
          return set_position_error (parse, event->start_mark, VD_ERROR_INVALID, error,
                                     _("text must not contain NUL characters"));
        node = node_new (parse, VD_YAML_SCALAR, event->start_mark);
        node->value = g_strndup ((const char *) event->data.scalar.value,
                                 event->data.scalar.length);
        node->plain = event->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
        return attach_node (parse, node, error);
      }

    case YAML_SEQUENCE_START_EVENT:
      return check_node_properties (parse, event, event->data.sequence_start.anchor,
                                    event->data.sequence_start.tag, error) &&
             push_collection (parse, event, VD_YAML_SEQUENCE, error);

    case YAML_MAPPING_START_EVENT:
      return check_node_properties (parse, event, event->data.mapping_start.anchor,
                                    event->data.mapping_start.tag, error) &&
             push_collection (parse, event, VD_YAML_MAPPING, error);

    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT:
      return pop_collection (parse, error);

    case YAML_NO_EVENT:
    case YAML_STREAM_START_EVENT:
    case YAML_STREAM_END_EVENT:
    case YAML_DOCUMENT_END_EVENT:
    default:
      return TRUE;
    }
}

static void
set_parser_error (Parse *parse, yaml_parser_t *parser, const char *data, GError **error)
{
  guint line, column;
  const char *problem = parser->problem != NULL ? parser->problem : "unknown problem";

  if (parser->error == YAML_READER_ERROR)
    position_of_offset (data, parser->problem_offset, &line, &column);
  else
    {
      line = (guint) parser->problem_mark.line + 1;
      column = (guint) parser->problem_mark.column + 1;
    }

  if (parser->context != NULL)
    vd_set_error_at (error, VD_ERROR_SYNTAX, parse->file, line, column,
                     _("invalid YAML: %s %s"), parser->context, problem);
  else
    vd_set_error_at (error, VD_ERROR_SYNTAX, parse->file, line, column,
                     _("invalid YAML: %s"), problem);
}

VdYamlDocument *
vd_yaml_parse (const char *data, gsize length, const char *file, GError **error)
{
  yaml_parser_t parser;
  Parse parse = { 0 };
  const char *invalid = NULL;
  gboolean ok = TRUE;
  VdYamlDocument *doc;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  parse.file = file != NULL ? file : "<input>";

  if (length > VD_YAML_MAX_FILE_SIZE)
    {
      vd_set_error_at (error, VD_ERROR_LIMIT, parse.file, 1, 1,
                       _("the file is larger than the %d MiB a Vedette file may be"),
                       VD_YAML_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  /* Some editors begin a UTF-8 file with a byte order mark: a mark, not a character of it. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }
  if (!g_utf8_validate (data, (gssize) length, &invalid))
    {
      guint line, column;

      position_of_offset (data, (gsize) (invalid - data), &line, &column);
      vd_set_error_at (error, VD_ERROR_SYNTAX, parse.file, line, column, "%s",
                       _("the file is not valid UTF-8 text"));
      return NULL;
    }

  parse.stack = g_array_new (FALSE, TRUE, sizeof (Frame));
  g_array_set_clear_func (parse.stack, (GDestroyNotify) frame_clear);

  yaml_parser_initialize (&parser);
  yaml_parser_set_input_string (&parser, (const unsigned char *) data, length);
  yaml_parser_set_encoding (&parser, YAML_UTF8_ENCODING);

  while (ok)
    {
      yaml_event_t event;
      gboolean done;

      if (!yaml_parser_parse (&parser, &event))
        {
          set_parser_error (&parse, &parser, data, error);
          ok = FALSE;
          break;
        }
      done = event.type == YAML_STREAM_END_EVENT;
      ok = handle_event (&parse, &event, error);
      if (ok && parse.n_nodes > VD_YAML_MAX_NODES)
        {
          g_autofree char *message =
            g_strdup_printf (_("more than %d values in one file is not allowed"),
                             VD_YAML_MAX_NODES);
          ok = set_position_error (&parse, event.start_mark, VD_ERROR_LIMIT, error, message);
        }
      yaml_event_delete (&event);
      if (done)
        break;
    }

  yaml_parser_delete (&parser);
  g_array_unref (parse.stack);

  if (ok && parse.root == NULL)
    {
      vd_set_error_at (error, VD_ERROR_INVALID, parse.file, 1, 1, "%s",
                       _("the file is empty"));
      ok = FALSE;
    }
  if (!ok)
    {
      node_free (parse.root);
      return NULL;
    }

  doc = g_new0 (VdYamlDocument, 1);
  doc->file = g_strdup (parse.file);
  doc->root = parse.root;
  return doc;
}

VdYamlDocument *
vd_yaml_parse_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  /* A device or a pipe (/dev/zero, a FIFO) would be read forever, or block: files only, and
   * no larger than the limit, checked before reading, on the very file opened. */
  if (!vd_file_read (path, VD_YAML_MAX_FILE_SIZE, &data, &length, error))
    return NULL;
  return vd_yaml_parse (data, length, path, error);
}

VdYamlNode *
vd_yaml_lookup_key (const VdYamlNode *map, const char *key)
{
  if (map == NULL || map->kind != VD_YAML_MAPPING)
    return NULL;
  for (guint i = 0; i + 1 < map->n_children; i += 2)
    if (g_str_equal (map->children[i]->value, key))
      return map->children[i];
  return NULL;
}

VdYamlNode *
vd_yaml_lookup (const VdYamlNode *map, const char *key)
{
  if (map == NULL || map->kind != VD_YAML_MAPPING)
    return NULL;
  for (guint i = 0; i + 1 < map->n_children; i += 2)
    if (g_str_equal (map->children[i]->value, key))
      return map->children[i + 1];
  return NULL;
}

gboolean
vd_yaml_node_is_null (const VdYamlNode *node)
{
  return node->kind == VD_YAML_SCALAR && node->plain &&
         (node->value[0] == '\0' || g_str_equal (node->value, "~") ||
          g_ascii_strcasecmp (node->value, "null") == 0);
}

void
vd_yaml_error_at (const VdYamlDocument *doc, const VdYamlNode *node, GError **error,
                  const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  vd_set_error_at (error, VD_ERROR_INVALID, doc->file, node != NULL ? node->line : 1,
                   node != NULL ? node->column : 1, "%s", text);
}

static const char *
kind_name (const VdYamlNode *node)
{
  switch (node->kind)
    {
    case VD_YAML_SEQUENCE:
      return C_("value kind", "a list");
    case VD_YAML_MAPPING:
      return C_("value kind", "a mapping");
    case VD_YAML_SCALAR:
    default:
      return node->plain ? C_("value kind", "a value") : C_("value kind", "a quoted text");
    }
}

gboolean
vd_yaml_expect_mapping (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                        GError **error)
{
  if (node->kind == VD_YAML_MAPPING)
    return TRUE;
  vd_yaml_error_at (doc, node, error, _("%s must be a mapping of keys to values, not %s"),
                    what, kind_name (node));
  return FALSE;
}

gboolean
vd_yaml_expect_sequence (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                         GError **error)
{
  if (node->kind == VD_YAML_SEQUENCE)
    return TRUE;
  vd_yaml_error_at (doc, node, error, _("%s must be a list, not %s"), what, kind_name (node));
  return FALSE;
}

static gboolean
strv_contains (const char * const *strv, const char *s)
{
  return strv != NULL && g_strv_contains (strv, s);
}

gboolean
vd_yaml_check_keys (const VdYamlDocument *doc, const VdYamlNode *map, const char *what,
                    const char * const *allowed, const char * const *required, GError **error)
{
  if (!vd_yaml_expect_mapping (doc, map, what, error))
    return FALSE;

  for (guint i = 0; i + 1 < map->n_children; i += 2)
    {
      const VdYamlNode *key = map->children[i];

      if (!strv_contains (allowed, key->value))
        {
          g_autofree char *expected = g_strjoinv (", ", (char **) allowed);
          g_autofree char *shown = vd_error_cut (key->value);

          vd_yaml_error_at (doc, key, error, _("unknown key “%s” in %s (expected one of: %s)"),
                            shown, what, expected);
          return FALSE;
        }
    }
  for (guint i = 0; required != NULL && required[i] != NULL; i++)
    if (vd_yaml_lookup (map, required[i]) == NULL)
      {
        vd_yaml_error_at (doc, map, error, _("%s is missing the key “%s”"), what, required[i]);
        return FALSE;
      }
  return TRUE;
}

VdTextProblem
vd_yaml_text_problem (const char *text, gboolean word)
{
  gsize length = strlen (text);

  if (length > VD_YAML_MAX_SCALAR)
    return VD_TEXT_TOO_LONG;
  if (!g_utf8_validate (text, (gssize) length, NULL))
    return VD_TEXT_NOT_UTF8;
  for (const char *p = text; *p != '\0';)
    {
      guchar byte = (guchar) *p;

      /* ASCII, most of any text, without decoding it. */
      if (byte < 0x80)
        {
          if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7f)
            return VD_TEXT_CONTROL;
          p++;
          continue;
        }
      if (g_unichar_iscntrl (g_utf8_get_char (p)))
        return VD_TEXT_CONTROL;
      p = g_utf8_next_char (p);
    }
  if (!word)
    return VD_TEXT_OK;
  if (length == 0 || length > VD_YAML_MAX_WORD)
    return VD_TEXT_WORD_LENGTH;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_isspace (g_utf8_get_char (p)))
      return VD_TEXT_SPACE;
  return VD_TEXT_OK;
}

gboolean
vd_yaml_check_text_problem (VdTextProblem problem, const char *text, gsize length,
                            GError **error)
{
  g_autofree char *shown = vd_error_cut (text);

  switch (problem)
    {
    case VD_TEXT_OK:
    case VD_TEXT_WORD_LENGTH:
    case VD_TEXT_SPACE:
      return TRUE;
    case VD_TEXT_TOO_LONG:
      /* Translators: the start of the text, its length, then the bound (65536). */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the text “%s” has %u bytes, more than the %d a text may have in a "
                     "Vedette file"),
                   shown, (guint) MIN (length, G_MAXUINT), VD_YAML_MAX_SCALAR);
      return FALSE;
    case VD_TEXT_NOT_UTF8:
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the text “%s” is not valid UTF-8"),
                   shown);
      return FALSE;
    case VD_TEXT_CONTROL:
    default:
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the text “%s” contains a control character"), shown);
      return FALSE;
    }
}

gboolean
vd_yaml_check_text (const char *text, gboolean word, const char *key, GError **error)
{
  VdTextProblem problem = text != NULL ? vd_yaml_text_problem (text, word) : VD_TEXT_OK;
  g_autofree char *shown = NULL;

  switch (problem)
    {
    case VD_TEXT_OK:
      return TRUE;
    case VD_TEXT_WORD_LENGTH:
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s must have 1 to 100 characters"),
                   key);
      return FALSE;
    case VD_TEXT_SPACE:
      shown = vd_error_cut (text);
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s “%s” must not contain spaces"), key,
                   shown);
      return FALSE;
    case VD_TEXT_TOO_LONG:
    case VD_TEXT_NOT_UTF8:
    case VD_TEXT_CONTROL:
    default:
      return vd_yaml_check_text_problem (problem, text, strlen (text), error);
    }
}

gboolean
vd_yaml_check_file_size (VdFileSize size, GError **error)
{
  if (size.bytes > VD_YAML_MAX_FILE_SIZE)
    {
      /* Translators: the bound (64), then the size the file would have, in MiB. */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the file would be larger than the %d MiB a Vedette file may be (%.1f MiB)"),
                   VD_YAML_MAX_FILE_SIZE / (1024 * 1024), size.bytes / (1024.0 * 1024.0));
      return FALSE;
    }
  if (size.values > VD_YAML_MAX_NODES)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the file would hold more than the %d values a Vedette file may hold"),
                   VD_YAML_MAX_NODES);
      return FALSE;
    }
  return TRUE;
}

gboolean
vd_yaml_read_string (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                     const char **out, GError **error)
{
  if (node->kind != VD_YAML_SCALAR)
    {
      vd_yaml_error_at (doc, node, error, _("%s must be a text, not %s"), what, kind_name (node));
      return FALSE;
    }
  /* The parser has bounded the length and checked UTF-8 already. */
  if (vd_yaml_text_problem (node->value, FALSE) == VD_TEXT_CONTROL)
    {
      vd_yaml_error_at (doc, node, error, _("%s contains a control character"), what);
      return FALSE;
    }
  *out = node->value;
  return TRUE;
}

gboolean
vd_yaml_read_word (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                   const char **out, GError **error)
{
  const char *s;
  g_autofree char *shown = NULL;

  if (!vd_yaml_read_string (doc, node, what, &s, error))
    return FALSE;
  switch (vd_yaml_text_problem (s, TRUE))
    {
    case VD_TEXT_WORD_LENGTH:
      vd_yaml_error_at (doc, node, error, _("%s must have 1 to 100 characters"), what);
      return FALSE;
    case VD_TEXT_SPACE:
      shown = vd_error_cut (s);
      vd_yaml_error_at (doc, node, error, _("%s “%s” must not contain spaces"), what, shown);
      return FALSE;
    case VD_TEXT_OK:
    case VD_TEXT_TOO_LONG:
    case VD_TEXT_NOT_UTF8:
    case VD_TEXT_CONTROL:
    default:
      *out = s;
      return TRUE;
    }
}

/* A decimal number as YAML writes one: [-+]digits[.digits][e[-+]digits]. */
static gboolean
is_decimal (const char *s, gboolean integer)
{
  const char *p = s;
  gboolean digits = FALSE;

  if (*p == '-' || *p == '+')
    p++;
  while (g_ascii_isdigit (*p))
    p++, digits = TRUE;
  if (integer)
    return digits && *p == '\0';
  if (*p == '.')
    {
      p++;
      while (g_ascii_isdigit (*p))
        p++, digits = TRUE;
    }
  if (!digits)
    return FALSE;
  if (*p == 'e' || *p == 'E')
    {
      p++;
      if (*p == '-' || *p == '+')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  return *p == '\0';
}

static gboolean
is_non_finite (const char *s)
{
  const char *p = s;

  if (*p == '-' || *p == '+')
    p++;
  if (*p == '.')
    p++;
  return g_ascii_strcasecmp (p, "nan") == 0 || g_ascii_strcasecmp (p, "inf") == 0 ||
         g_ascii_strcasecmp (p, "infinity") == 0;
}

static gboolean
read_number (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
             gboolean integer, double min, double max, double *out, GError **error)
{
  g_autofree char *shown = NULL;
  double value;

  if (node->kind != VD_YAML_SCALAR || !node->plain)
    {
      vd_yaml_error_at (doc, node, error, _("%s must be a number, not %s"), what,
                        kind_name (node));
      return FALSE;
    }
  if (is_non_finite (node->value))
    {
      shown = vd_error_cut (node->value);
      vd_yaml_error_at (doc, node, error, _("%s must be a finite number, not “%s”"), what,
                        shown);
      return FALSE;
    }
  if (!is_decimal (node->value, integer))
    {
      shown = vd_error_cut (node->value);
      if (integer && is_decimal (node->value, FALSE))
        vd_yaml_error_at (doc, node, error, _("%s must be a whole number, not “%s”"), what,
                          shown);
      else
        vd_yaml_error_at (doc, node, error, _("%s must be a number, not “%s”"), what, shown);
      return FALSE;
    }
  value = g_ascii_strtod (node->value, NULL);
  if (min == G_MINDOUBLE && value <= 0)
    {
      shown = vd_error_cut (node->value);
      vd_yaml_error_at (doc, node, error, _("%s must be more than 0, not %s"), what, shown);
      return FALSE;
    }
  if (!isfinite (value) || value < min || value > max)
    {
      shown = vd_error_cut (node->value);
      vd_yaml_error_at (doc, node, error, _("%s is %s, outside the range %g to %g"), what,
                        shown, min, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

gboolean
vd_yaml_read_double (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                     double min, double max, double *out, GError **error)
{
  return read_number (doc, node, what, FALSE, min, max, out, error);
}

gboolean
vd_yaml_read_int (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                  int min, int max, int *out, GError **error)
{
  double value;

  if (!read_number (doc, node, what, TRUE, min, max, &value, error))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

gboolean
vd_yaml_read_bool (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                   gboolean *out, GError **error)
{
  g_autofree char *shown = NULL;

  if (node->kind == VD_YAML_SCALAR && node->plain)
    {
      if (g_str_equal (node->value, "true"))
        return (*out = TRUE, TRUE);
      if (g_str_equal (node->value, "false"))
        return (*out = FALSE, TRUE);
    }
  shown = vd_error_cut (node->kind == VD_YAML_SCALAR ? node->value : kind_name (node));
  vd_yaml_error_at (doc, node, error, _("%s must be true or false, not “%s”"), what, shown);
  return FALSE;
}

gboolean
vd_yaml_read_point (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                    VdPoint *out, GError **error)
{
  if (node->kind != VD_YAML_SEQUENCE || node->n_children != 2)
    {
      vd_yaml_error_at (doc, node, error, _("%s must be a point [x, y]"), what);
      return FALSE;
    }
  {
    /* Translators: names a point's first coordinate in messages: "the x of an area is …" */
    g_autofree char *x = g_strdup_printf (_("the x of %s"), what);
    /* Translators: names a point's second coordinate in messages */
    g_autofree char *y = g_strdup_printf (_("the y of %s"), what);

    return vd_yaml_read_double (doc, node->children[0], x, -VD_YAML_MAX_MAGNITUDE,
                                VD_YAML_MAX_MAGNITUDE, &out->x, error) &&
           vd_yaml_read_double (doc, node->children[1], y, -VD_YAML_MAX_MAGNITUDE,
                                VD_YAML_MAX_MAGNITUDE, &out->y, error);
  }
}

gboolean
vd_yaml_check_length (const VdYamlDocument *doc, const VdYamlNode *list, const char *what,
                      guint max, GError **error)
{
  const VdYamlNode *extra;

  if (list == NULL || list->kind != VD_YAML_SEQUENCE || list->n_children <= max)
    return TRUE;
  extra = list->children[max];
  /* Translators: "units may have at most 10000 entries; this is entry 10001"; the first %s is
   * a file keyword (units, terrain, commands, journal, crests). */
  vd_set_error_at (error, VD_ERROR_LIMIT, doc->file, extra->line, extra->column,
                   g_dngettext (GETTEXT_PACKAGE, "“%s” may have at most %u entry; this is entry %u",
                                "“%s” may have at most %u entries; this is entry %u", max),
                   what, max, max + 1);
  return FALSE;
}

gboolean
vd_yaml_read_points (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                     guint min_points, GArray *points, GError **error)
{
  if (node->kind != VD_YAML_SEQUENCE)
    {
      vd_yaml_error_at (doc, node, error, _("%s must be a list of points [[x, y], …]"), what);
      return FALSE;
    }
  if (node->n_children > VD_YAML_MAX_POINTS)
    {
      vd_set_error_at (error, VD_ERROR_LIMIT, doc->file, node->children[VD_YAML_MAX_POINTS]->line,
                       node->children[VD_YAML_MAX_POINTS]->column,
                       _("%s may have at most %u points; this is point %u"), what,
                       VD_YAML_MAX_POINTS, VD_YAML_MAX_POINTS + 1);
      return FALSE;
    }
  if (node->n_children < min_points)
    {
      vd_yaml_error_at (doc, node, error,
                        g_dngettext (GETTEXT_PACKAGE, "%s needs at least %u point, it has %u",
                                     "%s needs at least %u points, it has %u", min_points),
                        what, min_points, node->n_children);
      return FALSE;
    }
  for (guint i = 0; i < node->n_children; i++)
    {
      VdPoint p;

      if (!vd_yaml_read_point (doc, node->children[i], what, &p, error))
        return FALSE;
      g_array_append_val (points, p);
    }
  return TRUE;
}

const char *
vd_yaml_document_kind (const VdYamlDocument *doc)
{
  const VdYamlNode *kind = vd_yaml_lookup (doc->root, "kind");

  return kind != NULL && kind->kind == VD_YAML_SCALAR ? kind->value : NULL;
}

gboolean
vd_yaml_check_header (const VdYamlDocument *doc, const char *kind, GError **error)
{
  const VdYamlNode *version_node, *kind_node;
  int version;

  if (!vd_yaml_expect_mapping (doc, doc->root, C_("value name", "a Vedette file"), error))
    return FALSE;
  version_node = vd_yaml_lookup (doc->root, "vedette");
  if (version_node == NULL)
    {
      vd_yaml_error_at (doc, doc->root, error, "%s",
                        _("not a Vedette file: the key “vedette: 1” is missing"));
      return FALSE;
    }
  if (!vd_yaml_read_int (doc, version_node, "vedette", 0, G_MAXINT, &version, error))
    return FALSE;
  if (version != 1)
    {
      vd_yaml_error_at (doc, version_node, error,
                        _("format version %d is not supported (this Vedette reads version 1)"),
                        version);
      return FALSE;
    }
  kind_node = vd_yaml_lookup (doc->root, "kind");
  if (kind_node == NULL)
    {
      vd_yaml_error_at (doc, doc->root, error, _("the key “kind” is missing (expected “%s”)"),
                        kind);
      return FALSE;
    }
  if (kind_node->kind != VD_YAML_SCALAR || !g_str_equal (kind_node->value, kind))
    {
      g_autofree char *shown = vd_error_cut (kind_node->kind == VD_YAML_SCALAR
                                             ? kind_node->value : "?");

      vd_yaml_error_at (doc, kind_node, error, _("this is a “%s” file, expected “%s”"), shown,
                        kind);
      return FALSE;
    }
  return TRUE;
}
