#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Where the pointer is over the table view, as its motion controller last told it: the wheel
 * zooms there, the unit being placed follows it and the cursor tells what lies under it. */
typedef struct {
  double   x;       /* view pixels */
  double   y;
  gboolean inside;  /* FALSE once it left the view: X and Y are stale */
} VdTablePointer;

G_END_DECLS
