/* vd-test-resident.c: a module a GUI test loads stays loaded. Under the sanitizers, the check at
 * exit then finds the 128 bytes the module holds reachable; were it unloaded, they would be
 * reported as a leak "in <unknown module>", and this test would fail. */

#include <dlfcn.h>
#include <gmodule.h>

/* Closed through GModule, as GIO and GDK close theirs: the dlclose that libgmodule calls is ours. */
static void
test_module_stays_loaded (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "libvd-test-module.so", NULL);
  GModule *module = g_module_open (path, G_MODULE_BIND_LOCAL);
  gpointer (*kept) (void) = NULL;
  gpointer held = NULL;
  void *again = NULL;

  g_assert_nonnull (module);
  g_assert_true (g_module_symbol (module, "vd_test_module_kept", (gpointer *) &kept));
  held = kept ();
  g_assert_nonnull (held);
  g_assert_true (g_module_close (module));

  /* Still mapped, with its data: found without loading, holding the same memory. */
  again = dlopen (path, RTLD_LAZY | RTLD_NOLOAD);
  g_assert_nonnull (again);
  kept = (gpointer (*) (void)) dlsym (again, "vd_test_module_kept");
  g_assert_true (kept () == held);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/resident/module-stays-loaded", test_module_stays_loaded);
  return g_test_run ();
}
