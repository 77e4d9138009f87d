#include <glib/gi18n.h>

#include "vd-application.h"
#include "vd-file.h"
#include "vd-i18n.h"
#include "vd-standard-streams.h"

int
main (int argc, char *argv[])
{
  g_autoptr(VdApplication) application = NULL;

  vd_file_init_process ();
  vd_i18n_init ();
  vd_standard_streams_init ();
  g_set_application_name ("Vedette");

  application = vd_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
