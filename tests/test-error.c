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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/error/position-message", test_position_message);
  g_test_add_func ("/error/has-position", test_has_position);
  return g_test_run ();
}
