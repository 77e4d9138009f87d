/* Linked into the GUI test programs: a module they load stays loaded until they exit.
 *
 * GDK unloads Mesa's driver (swrast_dri.so, with libexpat, libdrm and the others it brought) when
 * it closes its display, before the program ends. LeakSanitizer checks at exit: whatever that
 * driver still held was then reachable only from data that is gone, and is reported as a leak "in
 * <unknown module>", with no name a suppression could match. With the driver still mapped, what it
 * holds is reachable, and a real leak in it carries the library's name. Our own code is never in
 * a module, so nothing of ours is hidden. */

#include <dlfcn.h>

int dlclose (void *handle);

/* Overrides the C library's dlclose for every library of the process (the program comes first
 * in the lookup order); the handle stays valid, so a later dlopen of the same file finds it. */
int
dlclose (void *handle)
{
  (void) handle;
  return 0;
}
