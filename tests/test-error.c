#include <string.h>

#include "vd-error.h"

static void
test_position_message (void)
{
  g_autoptr(GError) error = NULL;

  vd_set_error_at (&error, VD_ERROR_INVALID, "table.yaml", 12, 7, "unknown arm “%s”", "dragoons");
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "table.yaml:12:7: error: unknown arm “dragoons”");
  g_assert_true (vd_error_has_position (error));

  /* A NULL error pointer is allowed, as with g_set_error. */
  vd_set_error_at (NULL, VD_ERROR_INVALID, "table.yaml", 1, 1, "ignored");
}

static void
test_has_position (void)
{
  g_autoptr(GError) not_found = g_error_new_literal (VD_ERROR, VD_ERROR_NOT_FOUND, "no such file");
  g_autoptr(GError) io = g_error_new_literal (VD_ERROR, VD_ERROR_IO, "disk full");
  g_autoptr(GError) foreign = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOENT, "x");
  g_autoptr(GError) syntax = NULL;
  g_autoptr(GError) limit = NULL;

  vd_set_error_at (&syntax, VD_ERROR_SYNTAX, NULL, 3, 4, "bad");
  vd_set_error_at (&limit, VD_ERROR_LIMIT, "f", 1, 1, "too deep");
  g_assert_cmpstr (syntax->message, ==, "<input>:3:4: error: bad");
  g_assert_true (vd_error_has_position (syntax));
  g_assert_true (vd_error_has_position (limit));
  g_assert_false (vd_error_has_position (not_found));
  g_assert_false (vd_error_has_position (io));
  g_assert_false (vd_error_has_position (foreign));
  g_assert_false (vd_error_has_position (NULL));
}

static void
assert_cut (const char *value, const char *expected)
{
  g_autofree char *shown = vd_error_cut (value);

  g_assert_cmpstr (shown, ==, expected);
}

/* A value a message quotes keeps its first 60 characters (not bytes), on one line, in UTF-8. */
static void
test_cut (void)
{
  g_autofree char *sixty = g_strnfill (VD_ERROR_MAX_QUOTED, 'x');
  g_autofree char *sixty_one = g_strnfill (VD_ERROR_MAX_QUOTED + 1, 'x');
  g_autofree char *huge = g_strnfill (60 * 1024, 'y');
  g_autofree char *cut = g_strconcat (sixty, "…", NULL);
  GString *accents = g_string_new (NULL);
  g_autofree char *accents_cut = NULL;

  assert_cut (NULL, "");
  assert_cut ("fr-1-4e", "fr-1-4e");
  assert_cut (sixty, sixty);
  assert_cut (sixty_one, cut);
  for (guint i = 0; i < 100; i++)
    g_string_append (accents, "é");
  accents_cut = vd_error_cut (accents->str);
  g_assert_cmpuint (g_utf8_strlen (accents_cut, -1), ==, VD_ERROR_MAX_QUOTED + 1);
  g_assert_true (g_str_has_suffix (accents_cut, "é…"));
  g_string_free (accents, TRUE);
  {
    g_autofree char *shown = vd_error_cut (huge);

    g_assert_cmpuint (strlen (shown), ==, VD_ERROR_MAX_QUOTED + strlen ("…"));
  }
  /* A line break, a control character or bytes that are not UTF-8 would spoil the message. */
  assert_cut ("two\nlines", "two\xef\xbf\xbdlines");
  assert_cut ("bell\a", "bell\xef\xbf\xbd");
  assert_cut ("caf\xc3", "caf\xef\xbf\xbd");
}

static void
test_get_text (void)
{
  g_autoptr(GError) positioned = NULL;
  g_autoptr(GError) plain = g_error_new_literal (VD_ERROR, VD_ERROR_IO, "a: error: b");

  vd_set_error_at (&positioned, VD_ERROR_INVALID, "t.yaml", 3, 4, "figures is 0");
  g_assert_cmpstr (vd_error_get_text (positioned), ==, "figures is 0");
  g_assert_cmpstr (vd_error_get_text (plain), ==, "a: error: b");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/error/position-message", test_position_message);
  g_test_add_func ("/error/has-position", test_has_position);
  g_test_add_func ("/error/cut", test_cut);
  g_test_add_func ("/error/get-text", test_get_text);
  return g_test_run ();
}
