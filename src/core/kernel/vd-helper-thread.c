#include "vd-helper-thread.h"

/* Looks at the helper's flag before sleeping: some tens of microseconds. */
#define SPINS 20000

struct _VdHelperThread
{
  GThread *thread;
  GMutex   lock;
  GCond    changed;
  GFunc    job;       /* the job waiting or running, NULL when idle */
  gpointer data;
  gint     busy;      /* from the hand-over until the job returned; read without the lock */
  gboolean waiting;   /* the owner sleeps until the job returns */
  gboolean stopping;
};

static gpointer
helper_main (gpointer data)
{
  VdHelperThread *helper = data;

  g_mutex_lock (&helper->lock);
  for (;;)
    {
      GFunc job;
      gpointer job_data;

      while (!helper->busy && !helper->stopping)
        g_cond_wait (&helper->changed, &helper->lock);
      if (helper->stopping)
        break;
      job = helper->job;
      job_data = helper->data;
      g_mutex_unlock (&helper->lock);
      job (job_data, NULL);
      g_mutex_lock (&helper->lock);
      helper->job = NULL;
      g_atomic_int_set (&helper->busy, FALSE);
      if (helper->waiting)
        g_cond_broadcast (&helper->changed);
    }
  g_mutex_unlock (&helper->lock);
  return NULL;
}

VdHelperThread *
vd_helper_thread_new (const char *name)
{
  VdHelperThread *helper;

  if (g_get_num_processors () < 2)
    return NULL;
  helper = g_new0 (VdHelperThread, 1);
  g_mutex_init (&helper->lock);
  g_cond_init (&helper->changed);
  helper->thread = g_thread_new (name, helper_main, helper);
  return helper;
}

void
vd_helper_thread_free (VdHelperThread *helper)
{
  if (helper == NULL)
    return;
  g_mutex_lock (&helper->lock);
  helper->stopping = TRUE;
  g_cond_broadcast (&helper->changed);
  g_mutex_unlock (&helper->lock);
  g_thread_join (helper->thread);
  g_mutex_clear (&helper->lock);
  g_cond_clear (&helper->changed);
  g_free (helper);
}

void
vd_helper_thread_run (VdHelperThread *helper, GFunc helper_job, gpointer helper_data,
                      GFunc main_job, gpointer main_data)
{
  if (helper == NULL)
    {
      helper_job (helper_data, NULL);
      main_job (main_data, NULL);
      return;
    }
  g_mutex_lock (&helper->lock);
  helper->job = helper_job;
  helper->data = helper_data;
  g_atomic_int_set (&helper->busy, TRUE);
  g_cond_broadcast (&helper->changed);
  g_mutex_unlock (&helper->lock);

  main_job (main_data, NULL);

  /* The halves are about even: the helper's is mostly done by now, and waking a sleeping
   * thread costs more than looking a few times. */
  for (guint i = 0; i < SPINS; i++)
    if (!g_atomic_int_get (&helper->busy))
      return;
  g_mutex_lock (&helper->lock);
  helper->waiting = TRUE;
  while (g_atomic_int_get (&helper->busy))
    g_cond_wait (&helper->changed, &helper->lock);
  helper->waiting = FALSE;
  g_mutex_unlock (&helper->lock);
}
