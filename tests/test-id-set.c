#include "vd-id-set.h"

static GHashTable *
set_of (const char *first, ...)
{
  GHashTable *set = g_hash_table_new (g_str_hash, g_str_equal);
  va_list args;

  va_start (args, first);
  for (const char *id = first; id != NULL; id = va_arg (args, const char *))
    g_hash_table_add (set, (gpointer) id);
  va_end (args);
  return set;
}

/* Same ids whatever the order they came in, not the same when one differs or is missing, and
 * NULL stands for the empty set on either side. */
static void
test_id_set_equal (void)
{
  g_autoptr(GHashTable) ab = set_of ("a", "b", NULL);
  g_autoptr(GHashTable) ba = set_of ("b", "a", NULL);
  g_autoptr(GHashTable) ac = set_of ("a", "c", NULL);
  g_autoptr(GHashTable) a = set_of ("a", NULL);
  g_autoptr(GHashTable) none = set_of (NULL, NULL);
  g_autofree char *copy = g_strdup ("b");
  g_autoptr(GHashTable) a_copy = set_of ("a", copy, NULL);

  g_assert_true (vd_id_set_equal (ab, ba));
  g_assert_true (vd_id_set_equal (ab, a_copy));
  g_assert_false (vd_id_set_equal (ab, ac));
  g_assert_false (vd_id_set_equal (ab, a));
  g_assert_false (vd_id_set_equal (a, ab));
  g_assert_true (vd_id_set_equal (NULL, NULL));
  g_assert_true (vd_id_set_equal (NULL, none));
  g_assert_true (vd_id_set_equal (none, NULL));
  g_assert_false (vd_id_set_equal (NULL, a));
  g_assert_false (vd_id_set_equal (a, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/id-set/equal", test_id_set_equal);
  return g_test_run ();
}
