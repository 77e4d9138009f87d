#include "vd-id-set.h"

gboolean
vd_id_set_equal (GHashTable *a, GHashTable *b)
{
  guint n_a = a != NULL ? g_hash_table_size (a) : 0, n_b = b != NULL ? g_hash_table_size (b) : 0;
  GHashTableIter iter;
  gpointer id;

  if (n_a != n_b)
    return FALSE;
  if (n_a == 0)
    return TRUE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    if (!g_hash_table_contains (b, id))
      return FALSE;
  return TRUE;
}
