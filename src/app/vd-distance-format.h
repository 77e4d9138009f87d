#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The unit distances are shown in first (the "display-units" preference). */
typedef enum {
  VD_DISPLAY_PACES,        /* the rules' paces */
  VD_DISPLAY_MILLIMETRES,  /* a metric tape measure */
  VD_DISPLAY_INCHES,       /* an imperial one */
} VdDisplayUnits;

#define VD_MM_PER_INCH 25.4

VdDisplayUnits vd_display_units_get           (void);

/* A measurement: the preferred unit, then the other in brackets ("312.5 paces (312.5 mm)",
 * "312.5 mm (312.5 paces)", "12.3 in (312.5 paces)"). */
char          *vd_format_distance             (double paces,
                                               double mm);
/* A distance in the preferred unit only, rounded ("120 paces", "120 mm", "4.7 in"). */
char          *vd_format_distance_short       (double paces,
                                               double mm);

/* A move's cost against its allowance, both given in paces ("212 of 240 paces", "212 of 240 mm",
 * "8.3 of 9.4 in"). */
char          *vd_format_allowance            (double used_paces,
                                               double allowance_paces,
                                               double mm_per_pace);

G_END_DECLS
