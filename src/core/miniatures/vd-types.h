#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The closed vocabularies of formats.md §1; their names are the file keywords. */

typedef enum {
  VD_TERRAIN_HILL,
  VD_TERRAIN_WOOD,
  VD_TERRAIN_STREAM,
  VD_TERRAIN_RIVER,
  VD_TERRAIN_ROAD,
  VD_TERRAIN_MARSH,
  VD_TERRAIN_LIGHT_OBSTACLE,
  VD_TERRAIN_HARD_OBSTACLE,
  VD_TERRAIN_HOUSE,
  VD_TERRAIN_REDOUBT,
  VD_TERRAIN_ROCKY,
  VD_TERRAIN_FIELD,
  VD_TERRAIN_BRIDGE,
  VD_TERRAIN_FORD,
  VD_N_TERRAIN_TYPES
} VdTerrainType;

typedef enum {
  VD_ARM_INFANTRY,
  VD_ARM_CAVALRY,
  VD_ARM_ARTILLERY,
  VD_ARM_OFFICER,
  VD_ARM_ENGINEERS,
  VD_N_ARMS
} VdArm;

typedef enum {
  VD_FORMATION_LINE,
  VD_FORMATION_COLUMN,
  VD_FORMATION_SQUARE,
  VD_FORMATION_SKIRMISH,
  VD_FORMATION_CLOSE,
  VD_FORMATION_OPEN,
  VD_FORMATION_BATTERY,
  VD_FORMATION_DISPERSED,
  VD_FORMATION_LIMBERED,
  VD_FORMATION_NONE,
  VD_N_FORMATIONS
} VdFormation;

/* What a unit may suffer from moving or fighting (the catalogue's vocabulary). */
typedef enum {
  VD_CONDITION_DISORGANIZED,
  VD_CONDITION_NO_FORMATION,
  VD_CONDITION_DISORDER,
  VD_N_CONDITIONS
} VdCondition;

typedef enum {
  VD_SCALE_25MM,
  VD_SCALE_15MM,
  VD_N_SCALES
} VdScale;

/* Which shape a terrain feature is drawn with in a table file. */
typedef enum {
  VD_SHAPE_AREA,
  VD_SHAPE_LINE,
} VdShape;

const char *vd_terrain_type_to_string (VdTerrainType type);
gboolean    vd_terrain_type_from_string (const char *s, VdTerrainType *out);
/* Whether a feature of TYPE may be given as an area, as a line, or both. */
gboolean    vd_terrain_type_allows_shape (VdTerrainType type, VdShape shape);

const char *vd_arm_to_string (VdArm arm);
gboolean    vd_arm_from_string (const char *s, VdArm *out);

const char *vd_formation_to_string (VdFormation formation);
gboolean    vd_formation_from_string (const char *s, VdFormation *out);

const char *vd_condition_to_string (VdCondition condition);
gboolean    vd_condition_from_string (const char *s, VdCondition *out);

const char *vd_scale_to_string (VdScale scale);
gboolean    vd_scale_from_string (const char *s, VdScale *out);
/* "25mm", "15mm", NULL: the keys of a per-scale mapping ({25mm: N, 15mm: M}). */
const char * const *vd_scale_keys (void);

/* Comma-separated keyword lists, for error messages ("expected one of: …"). */
char       *vd_terrain_type_list (void);
char       *vd_arm_list (void);
char       *vd_formation_list (void);
char       *vd_scale_list (void);
char       *vd_condition_list (void);
/* The condition's name for people, in the user's language ("no formation"). */
const char *vd_condition_name (VdCondition condition);
/* The conditions of the bit mask CONDITIONS for people, joined by commas; "" for none. */
char       *vd_conditions_describe (guint conditions);

G_END_DECLS
