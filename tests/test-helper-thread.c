#include "vd-helper-thread.h"

typedef struct {
  guint   *values;
  guint    from;
  guint    to;
  GThread *ran_on;
} Half;

/* Writes each value's square: plain stores, which the caller must see once the run returns. */
static void
fill_half (gpointer data, gpointer unused)
{
  Half *half = data;

  half->ran_on = g_thread_self ();
  for (guint i = half->from; i < half->to; i++)
    half->values[i] = i * i;
}

/* Each run does both halves, the helper's on another thread, and returns with both written:
 * many short runs in a row, as a dragged unit's sight asks. */
static void
test_helper_thread_runs_both_halves (void)
{
  g_autoptr(VdHelperThread) helper = vd_helper_thread_new ("test-helper");
  g_autofree guint *values = g_new0 (guint, 2048);

  for (guint run = 0; run < 2000; run++)
    {
      Half first = { values, 0, 1024, NULL }, second = { values, 1024, 2048, NULL };

      memset (values, 0, 2048 * sizeof (guint));
      vd_helper_thread_run (helper, fill_half, &first, fill_half, &second);
      for (guint i = 0; i < 2048; i++)
        g_assert_cmpuint (values[i], ==, i * i);
      g_assert_true (second.ran_on == g_thread_self ());
      if (helper != NULL)
        g_assert_true (first.ran_on != g_thread_self ());
      else
        g_assert_true (first.ran_on == g_thread_self ());
    }
}

/* Without a helper (one processor), both halves run on the caller's thread. */
static void
test_helper_thread_none (void)
{
  g_autofree guint *values = g_new0 (guint, 64);
  Half first = { values, 0, 32, NULL }, second = { values, 32, 64, NULL };

  vd_helper_thread_run (NULL, fill_half, &first, fill_half, &second);
  g_assert_true (first.ran_on == g_thread_self () && second.ran_on == g_thread_self ());
  for (guint i = 0; i < 64; i++)
    g_assert_cmpuint (values[i], ==, i * i);
}

/* Freed while it waits, and right after a run, the helper stops and is joined. */
static void
test_helper_thread_free_idle (void)
{
  for (guint i = 0; i < 50; i++)
    {
      VdHelperThread *helper = vd_helper_thread_new ("test-helper");
      guint values[4] = { 0 };
      Half first = { values, 0, 2, NULL }, second = { values, 2, 4, NULL };

      if (i % 2 == 0)
        vd_helper_thread_run (helper, fill_half, &first, fill_half, &second);
      vd_helper_thread_free (helper);
    }
  vd_helper_thread_free (NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/helper-thread/runs-both-halves", test_helper_thread_runs_both_halves);
  g_test_add_func ("/helper-thread/none", test_helper_thread_none);
  g_test_add_func ("/helper-thread/free-idle", test_helper_thread_free_idle);
  return g_test_run ();
}
