#pragma once

#include "vd-morale-rules.h"

G_BEGIN_DECLS

/* Shared by the data (vd-morale-rules.c) and its reading and writing (vd-morale-rules-yaml.c). */
void vd_morale_state_free  (VdMoraleState *state);
void vd_factor_free        (VdFactor *factor);
void vd_loss_point_free    (VdLossPoint *point);
/* For g_ptr_array_sort of VdLossPoint*: by total. */
int  vd_loss_point_compare (gconstpointer a, gconstpointer b);

G_END_DECLS
