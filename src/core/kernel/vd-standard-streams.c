#include "vd-standard-streams.h"

#include <errno.h>
#include <stdio.h>

static int stdout_failure;

static void
print_utf8 (const char *text)
{
  errno = 0;
  /* The first failure is the one to tell: later writes fail for the same reason. */
  if ((fputs (text, stdout) == EOF || fflush (stdout) == EOF) && stdout_failure == 0)
    stdout_failure = errno != 0 ? errno : EIO;
}

static void
printerr_utf8 (const char *text)
{
  fputs (text, stderr);
  fflush (stderr);
}

void
vd_standard_streams_init (void)
{
  stdout_failure = 0;
  g_set_print_handler (print_utf8);
  g_set_printerr_handler (printerr_utf8);
}

int
vd_standard_streams_failure (void)
{
  errno = 0;
  /* What is still buffered (written with stdio, not g_print) goes now. */
  if ((fflush (stdout) == EOF || ferror (stdout)) && stdout_failure == 0)
    stdout_failure = errno != 0 ? errno : EIO;
  return stdout_failure;
}
