#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex fire BOARD --fire FIRER[=POINTS],… --target UNIT [--roll NN]…`: the fire's points,
 * column and result, BN's and LBA's, the opportunity fire (15.1) included. */
int      vd_cli_hex_fire         (Loaded *loaded, int argc, char **argv,
                                  const HexOptions *options);
/* --fire "g1=2,g2=6": the FIRERS and the POINTS the referee read for each ("g1" alone: not
 * read yet, -1). FALSE after a usage error. */
gboolean vd_cli_hex_parse_firers (const char *text, GStrv *firers, double **points);

G_END_DECLS
