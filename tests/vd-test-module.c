/* A module that keeps memory for as long as it is loaded, as Mesa's driver does: test-resident
 * loads and closes it. */

#include <stdlib.h>

void *vd_test_module_kept (void);

static void *kept;

__attribute__((constructor)) static void
keep (void)
{
  kept = malloc (128);
}

void *
vd_test_module_kept (void)
{
  return kept;
}
