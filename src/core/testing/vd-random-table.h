#pragma once

#include <glib.h>

#include "vd-table.h"

G_BEGIN_DECLS

/* A random but valid table, for the benchmarks and for tests that compare engines.
 *
 * The same N_UNITS, N_FEATURES and SEED always give the same table (a GRand seeded with SEED,
 * never the clock). The table is 1800 × 1200 mm at 25mm scale, ruleset napoleonic, titled
 * "Random table (seed SEED)".
 *
 * Units "u-1" … "u-N" alternate between side "blue" and side "red" (with an odd count, blue
 * has one more). Blue stands mostly in the near half facing the far edge (facing about 0), red
 * mostly in the far half facing back (about 180); a few of each stand anywhere, facing anywhere.
 * The first fifteen units take every arm and formation the bundled ruleset allows, the others
 * are drawn by how common they are; footprints and figures follow the ruleset's 25mm bases for
 * the formation, artillery has a calibre of 4, 6, 8 or 12 (some howitzers), and about one unit
 * in ten is revealed. A unit that overlaps another is placed again, up to twenty times, then
 * left overlapping: generation never fails. Few overlap on a table with room to spare (60
 * units); at 400 units the footprints add up to more than the table, and most overlap.
 *
 * Features "f-1" … "f-M" cycle through the fourteen terrain types in VdTerrainType order, so
 * every type is present from M = 14. Each has a shape its type allows: areas are simple
 * star-shaped polygons of 5 to 9 vertices (radii 20 to 150 mm), lines are polylines of 2 to 6
 * points, 50 to 600 mm long; rivers and bridges are either. Hills have level 1 or 2, some a
 * plateau, and one or two crest lines inside them.
 *
 * Every footprint and every point lies inside the table, coordinates are multiples of 0.1 mm,
 * facings whole degrees in [0, 360). The table saves, loads back equal, and passes
 * vd_table_validate against the bundled napoleonic ruleset. Free with vd_table_free. */
VdTable *vd_random_table_new (guint n_units, guint n_features, guint32 seed);

/* For random terrain edits of such a table: PATH moved by DX, DY rounded to whole tenths of a
 * millimetre (as a file keeps them), each point kept a millimetre inside TABLE's edges. */
void      vd_random_path_shift    (VdPath *path, double dx, double dy, const VdTable *table);
/* FEATURE moved whole the same way, its crests with it. */
void      vd_random_feature_shift (VdFeature *feature, double dx, double dy, const VdTable *table);

G_END_DECLS
