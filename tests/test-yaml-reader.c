#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-battle-private.h"
#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-yaml-reader.h"

static VdYamlDocument *
parse (const char *text, GError **error)
{
  return vd_yaml_parse (text, strlen (text), "t.yaml", error);
}

/* Parsing TEXT fails with a message that starts with POSITION and contains FRAGMENT. */
static void
assert_parse_error (const char *text, const char *position, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc = parse (text, &error);
  g_autofree char *prefix = g_strdup_printf ("t.yaml:%s: error: ", position);

  g_assert_null (doc);
  g_assert_nonnull (error);
  g_assert_true (vd_error_has_position (error));
  if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, fragment) == NULL)
    g_error ("expected “%s…%s”, got “%s”", prefix, fragment, error->message);
}

static void
test_tree (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc = parse ("a: 1\nb: [x, \"y\"]\nc:\n  d: true\n", &error);
  const VdYamlNode *b, *c;

  g_assert_no_error (error);
  g_assert_cmpint (doc->root->kind, ==, VD_YAML_MAPPING);
  g_assert_cmpuint (doc->root->n_children, ==, 6);
  g_assert_cmpstr (vd_yaml_lookup (doc->root, "a")->value, ==, "1");
  b = vd_yaml_lookup (doc->root, "b");
  g_assert_cmpint (b->kind, ==, VD_YAML_SEQUENCE);
  g_assert_cmpuint (b->n_children, ==, 2);
  g_assert_true (b->children[0]->plain);
  g_assert_false (b->children[1]->plain);
  g_assert_cmpuint (b->line, ==, 2);
  g_assert_cmpuint (b->column, ==, 4);
  c = vd_yaml_lookup (doc->root, "c");
  g_assert_cmpuint (vd_yaml_lookup (c, "d")->line, ==, 4);
  g_assert_cmpuint (vd_yaml_lookup (c, "d")->column, ==, 6);
  g_assert_null (vd_yaml_lookup (doc->root, "z"));
  g_assert_cmpuint (vd_yaml_lookup_key (doc->root, "c")->line, ==, 3);
}

static void
test_refusals (void)
{
  assert_parse_error ("a: [1, 2\n", "2:1", "invalid YAML");
  assert_parse_error ("a: &x 1\nb: *x\n", "1:4", "anchors");
  assert_parse_error ("a: *x\n", "1:4", "aliases");
  assert_parse_error ("a: !!str 1\n", "1:4", "tags");
  assert_parse_error ("a: 1\nb: 2\na: 3\n", "3:1", "duplicate key “a”");
  assert_parse_error ("? [a, b]\n: 1\n", "1:3", "mapping keys must be plain text");
  assert_parse_error ("a: 1\n---\nb: 2\n", "2:1", "single YAML document");
  assert_parse_error ("", "1:1", "empty");
  assert_parse_error ("# only a comment\n", "1:1", "empty");
  assert_parse_error ("a: \"x\\0y\"\n", "1:4", "NUL");
  /* The byte 0xff on line 2, third character. */
  assert_parse_error ("a: 1\nb:\xff 2\n", "2:3", "UTF-8");
  assert_parse_error ("a: 1\n\xc3\n", "2:1", "UTF-8");
}

static void
test_depth_bound (void)
{
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(GString) ok = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc = NULL;

  for (int i = 0; i < VD_YAML_MAX_DEPTH + 1; i++)
    g_string_append_c (deep, '[');
  for (int i = 0; i < VD_YAML_MAX_DEPTH + 1; i++)
    g_string_append_c (deep, ']');
  assert_parse_error (deep->str, "1:33", "nesting deeper than 32");

  for (int i = 0; i < VD_YAML_MAX_DEPTH; i++)
    g_string_append_c (ok, '[');
  for (int i = 0; i < VD_YAML_MAX_DEPTH; i++)
    g_string_append_c (ok, ']');
  doc = parse (ok->str, &error);
  g_assert_no_error (error);
  g_assert_nonnull (doc);
}

static void
test_scalar_bound (void)
{
  g_autofree char *long_text = g_strnfill (VD_YAML_MAX_SCALAR + 1, 'x');
  g_autofree char *yaml = g_strdup_printf ("a: %s\n", long_text);

  assert_parse_error (yaml, "1:4", "longer than");
}

static void
test_size_bound (void)
{
  g_autoptr(GError) error = NULL;
  /* The length alone decides: the bytes are never looked at. */
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse ("", (gsize) VD_YAML_MAX_FILE_SIZE + 1, "big.yaml",
                                                 &error);

  g_assert_null (doc);
  g_assert_error (error, VD_ERROR, VD_ERROR_LIMIT);
  g_assert_true (g_str_has_prefix (error->message, "big.yaml:1:1: error: "));
}

static void
test_numbers (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc =
    parse ("a: 12\nb: -1.5e2\nc: .nan\nd: -.inf\ne: \"3\"\nf: 0x10\ng: 2.5\nh: 1e400\ni: abc\n",
           &error);
  double value;
  int i;

  g_assert_no_error (error);
  g_assert_true (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "a"), "a", 0, 100, &value,
                                      &error));
  g_assert_cmpfloat (value, ==, 12);
  g_assert_true (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "b"), "b", -1e6, 1e6,
                                      &value, &error));
  g_assert_cmpfloat (value, ==, -150);
  g_assert_true (vd_yaml_read_int (doc, vd_yaml_lookup (doc->root, "a"), "a", 0, 100, &i, &error));
  g_assert_cmpint (i, ==, 12);

  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "c"), "c", -1e6, 1e6,
                                       &value, &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:3:4: error: c must be a finite number"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "d"), "d", -1e6, 1e6,
                                       &value, &error));
  g_assert_nonnull (strstr (error->message, "finite"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "e"), "e", -1e6, 1e6,
                                       &value, &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:5:4: error: e must be a number, not a quoted text"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "f"), "f", -1e6, 1e6,
                                       &value, &error));
  g_assert_nonnull (strstr (error->message, "must be a number, not “0x10”"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_int (doc, vd_yaml_lookup (doc->root, "g"), "g", 0, 10, &i, &error));
  g_assert_nonnull (strstr (error->message, "whole number"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "h"), "h", -1e6, 1e6,
                                       &value, &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:8:4: error: h is 1e400, outside the range"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "a"), "a", 20, 100, &value,
                                       &error));
  g_assert_nonnull (strstr (error->message, "outside the range 20 to 100"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "i"), "i", 0, 1, &value,
                                       &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:9:4: error: i must be a number, not “abc”"));
}

static void
test_bool_word_point (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc =
    parse ("t: true\ny: yes\nw: hello world\np: [1, 2]\nq: [1, 2, 3]\nr: [[0, 0], [1, 1]]\n",
           &error);
  gboolean b;
  const char *s;
  VdPoint p;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));

  g_assert_true (vd_yaml_read_bool (doc, vd_yaml_lookup (doc->root, "t"), "t", &b, &error));
  g_assert_true (b);
  /* YAML 1.1's yes/no are refused: a typo should not silently become a boolean. */
  g_assert_false (vd_yaml_read_bool (doc, vd_yaml_lookup (doc->root, "y"), "y", &b, &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:2:4: error: y must be true or false"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_word (doc, vd_yaml_lookup (doc->root, "w"), "w", &s, &error));
  g_assert_nonnull (strstr (error->message, "must not contain spaces"));
  g_clear_error (&error);
  g_assert_true (vd_yaml_read_point (doc, vd_yaml_lookup (doc->root, "p"), "p", &p, &error));
  g_assert_cmpfloat (p.x, ==, 1);
  g_assert_cmpfloat (p.y, ==, 2);
  g_assert_false (vd_yaml_read_point (doc, vd_yaml_lookup (doc->root, "q"), "q", &p, &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:5:4: error: q must be a point [x, y]"));
  g_clear_error (&error);
  g_assert_true (vd_yaml_read_points (doc, vd_yaml_lookup (doc->root, "r"), "r", 2, points,
                                      &error));
  g_assert_cmpuint (points->len, ==, 2);
  g_assert_false (vd_yaml_read_points (doc, vd_yaml_lookup (doc->root, "r"), "r", 3, points,
                                       &error));
  g_assert_nonnull (strstr (error->message, "r needs at least 3 points, it has 2"));
}

static void
test_check_keys (void)
{
  static const char * const allowed[] = { "id", "type", NULL };
  static const char * const required[] = { "id", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc = parse ("- {id: a, type: b}\n- {type: b}\n- {id: a, typ: b}\n",
                                         &error);
  const VdYamlNode *list = doc->root;

  g_assert_true (vd_yaml_check_keys (doc, list->children[0], "x", allowed, required, &error));
  g_assert_false (vd_yaml_check_keys (doc, list->children[1], "a feature", allowed, required,
                                      &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:2:3: error: a feature is missing the key “id”"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_check_keys (doc, list->children[2], "x", allowed, required, &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:3:11: error: unknown key “typ”"));
}

static void
test_header (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) good = parse ("vedette: 1\nkind: table\n", &error);
  g_autoptr(VdYamlDocument) version = parse ("vedette: 2\nkind: table\n", &error);
  g_autoptr(VdYamlDocument) none = parse ("kind: table\n", &error);
  g_autoptr(VdYamlDocument) other = parse ("vedette: 1\nkind: ruleset\n", &error);

  g_assert_true (vd_yaml_check_header (good, "table", &error));
  g_assert_cmpstr (vd_yaml_document_kind (good), ==, "table");
  g_assert_false (vd_yaml_check_header (version, "table", &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:1:10: error: format version 2"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_check_header (none, "table", &error));
  g_assert_nonnull (strstr (error->message, "vedette: 1"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_check_header (other, "table", &error));
  g_assert_nonnull (strstr (error->message, "t.yaml:2:7: error: this is a “ruleset” file"));
}

static void
test_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file ("/nonexistent/table.yaml", &error);

  g_assert_null (doc);
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  g_assert_false (vd_error_has_position (error));
  g_assert_nonnull (strstr (error->message, "/nonexistent/table.yaml"));
}

/* A file naming /dev/zero (or a FIFO) as its ruleset must not be read forever. */
static void
test_not_a_regular_file (void)
{
  const char *paths[] = { "/dev/zero", "/tmp" };
  const char *kinds[] = { "it is a device", "it is a folder" };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (paths[i], &error);

      g_assert_null (doc);
      g_assert_error (error, VD_ERROR, VD_ERROR_IO);
      g_assert_false (vd_error_has_position (error));
      g_assert_nonnull (strstr (error->message, paths[i]));
      g_assert_nonnull (strstr (error->message, kinds[i]));
    }
}

/* A value of 60 KB is quoted by its first 60 characters, whatever refuses it. */
static void
test_long_values_cut (void)
{
  g_autofree char *huge = g_strnfill (60 * 1024, '7');
  g_autofree char *sixty = g_strnfill (60, '7');
  g_autofree char *shown = g_strconcat (sixty, "…", NULL);
  g_autofree char *text = g_strdup_printf ("? k%s\n: 1\nn: %s\nb: %s\nq: \"%s\"\n", huge,
                                           huge, huge, huge);
  const char *keys[] = { "n", "b", "q", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc = parse (text, &error);
  double number;
  gboolean yes;

  g_assert_no_error (error);
  g_assert_false (vd_yaml_check_keys (doc, doc->root, "a test", keys, NULL, &error));
  g_assert_cmpuint (strlen (error->message), <, 200);
  g_assert_nonnull (strstr (error->message, "“k7777"));
  g_assert_nonnull (strstr (error->message, "7…”"));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "n"), "n", 0, 10, &number,
                                       &error));
  g_assert_cmpuint (strlen (error->message), <, 200);
  g_assert_nonnull (strstr (error->message, shown));
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_bool (doc, vd_yaml_lookup (doc->root, "b"), "b", &yes, &error));
  g_assert_cmpuint (strlen (error->message), <, 200);
  g_clear_error (&error);
  g_assert_false (vd_yaml_read_double (doc, vd_yaml_lookup (doc->root, "q"), "q", 0, 10, &number,
                                       &error));
  g_assert_cmpuint (strlen (error->message), <, 200);
}

/* A byte order mark at the start of a file (as some editors write UTF-8) is skipped: the
 * document reads as without it, and positions on its first line do not count it. */
static void
test_byte_order_mark (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdYamlDocument) doc = parse ("\xef\xbb\xbf" "vedette: 1\nkind: table\n", &error);

  g_assert_no_error (error);
  g_assert_cmpstr (vd_yaml_document_kind (doc), ==, "table");
  g_assert_nonnull (vd_yaml_lookup (doc->root, "vedette"));
  g_assert_true (vd_yaml_check_header (doc, "table", &error));
  assert_parse_error ("\xef\xbb\xbf" "a: [1\n", "2:1", "invalid YAML");
  assert_parse_error ("\xef\xbb\xbf" "a: 1\na: 2\n", "2:1", "duplicate key");
  assert_parse_error ("\xef\xbb\xbf" "a: &x 1\n", "1:4", "anchors");
  /* Only at the start: one further on is a character of the text, and an odd one. */
  assert_parse_error ("a: 1\n\xef\xbb\xbf" "b: 2\n", "2:2", "invalid YAML");
}

/* An autosave journal with a byte order mark before its header (edited by hand, or copied by
 * an editor that writes one) still offers its records back. */
static void
test_byte_order_mark_journal (void)
{
  const char *table = "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800, 1200]\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-bom-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "battle.yaml", NULL);
  g_autofree char *journal_path = g_strconcat (path, ".journal", NULL);
  g_autofree char *digest = vd_autosave_digest (table, strlen (table));
  g_autofree char *header = vd_autosave_header_line (&vd_table_battle_model, digest, path);
  g_autofree char *journal = g_strconcat ("\xef\xbb\xbf", header,
                                          "{record: event, event: end-turn, turn: 1}\n", NULL);
  g_autoptr(VdBattle) battle = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, table, -1, NULL));
  g_assert_true (g_file_set_contents (journal_path, journal, -1, NULL));
  battle = vd_table_battle_open (path, &error);
  g_assert_no_error (error);
  g_assert_false (vd_battle_has_stale_journal (battle));
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 1);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vd_table_battle_get_current (battle)->turn, ==, 2);
  g_clear_pointer (&battle, vd_battle_free);
  g_remove (journal_path);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/yaml-reader/tree", test_tree);
  g_test_add_func ("/yaml-reader/refusals", test_refusals);
  g_test_add_func ("/yaml-reader/depth-bound", test_depth_bound);
  g_test_add_func ("/yaml-reader/scalar-bound", test_scalar_bound);
  g_test_add_func ("/yaml-reader/size-bound", test_size_bound);
  g_test_add_func ("/yaml-reader/numbers", test_numbers);
  g_test_add_func ("/yaml-reader/bool-word-point", test_bool_word_point);
  g_test_add_func ("/yaml-reader/check-keys", test_check_keys);
  g_test_add_func ("/yaml-reader/header", test_header);
  g_test_add_func ("/yaml-reader/missing-file", test_missing_file);
  g_test_add_func ("/yaml-reader/not-a-regular-file", test_not_a_regular_file);
  g_test_add_func ("/yaml-reader/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/yaml-reader/long-values-cut", test_long_values_cut);
  g_test_add_func ("/yaml-reader/byte-order-mark-journal", test_byte_order_mark_journal);
  return g_test_run ();
}
