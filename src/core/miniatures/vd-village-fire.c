#include "vd-village-fire.h"

#include <glib/gi18n-lib.h>

#include "vd-damage.h"
#include "vd-table-sides.h"
#include "vd-yaml-writer.h"

/* HOUSE-10 after the die: the occupants at the end of the turn after, and the objective's
 * points. The reading of the seed is vd-village-fire.h's. */

/* HOUSE-10: the unit inside must leave or be destroyed next turn; a turn after the one the
 * village caught fire in, whoever is still inside as it ends is destroyed. */
GArray *
vd_village_fire_victims (const VdTable *table)
{
  GArray *victims = g_array_new (FALSE, FALSE, sizeof (VdFireVictim));

  g_return_val_if_fail (table != NULL, victims);

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      for (guint f = 0; f < table->features->len; f++)
        {
          const VdFeature *house = g_ptr_array_index (table->features, f);
          VdFireVictim victim = { unit, house };

          if (house->on_fire > 0 && house->on_fire < table->turn &&
              vd_damage_unit_in_fire (table, house, unit))
            {
              g_array_append_val (victims, victim);
              break;
            }
        }
    }
  return victims;
}

/* Whether FIRE sets HOUSE (as it stands before it) burning now: not when it fails, or when
 * the house burns already. */
static gboolean
catches_fire (const VdFeature *house, const VdEvent *fire)
{
  return house != NULL && fire->kind == VD_EVENT_FIRE && fire->burning &&
         g_strcmp0 (fire->feature_id, house->id) == 0 && house->type == VD_TERRAIN_HOUSE &&
         house->on_fire == 0;
}

/* HOUSE-10: the player who sets the village on fire loses half the objective's points. */
void
vd_village_fire_charge (const VdTable *table, VdEvent *fire)
{
  const VdFeature *house;
  const VdUnit *battery;

  g_return_if_fail (table != NULL && fire != NULL);

  g_clear_pointer (&fire->side, g_free);
  fire->points_lost = 0;
  house = fire->feature_id != NULL ? vd_table_find_feature (table, fire->feature_id) : NULL;
  battery = fire->unit_id != NULL ? vd_table_find_unit (table, fire->unit_id) : NULL;
  if (!catches_fire (house, fire) || battery == NULL || house->points <= 0)
    return;
  fire->side = g_strdup (battery->side);
  fire->points_lost = house->points / 2.0;
}

char *
vd_village_fire_describe_points (const VdTable *table, const VdFeature *house,
                                 const VdEvent *fire)
{
  char lost[32], all[32];
  g_autofree char *side = NULL;

  g_return_val_if_fail (fire != NULL, NULL);

  if (!catches_fire (house, fire))
    return NULL;
  if (fire->side == NULL || fire->points_lost <= 0)
    /* Translators: "village-1 has no objective points: nothing is lost (HOUSE-10)"; points is
     * the house's key in a table file. */
    return g_strdup_printf (_("%s has no objective points: nothing is lost (HOUSE-10)"),
                            house->id);
  vd_yaml_format_number (fire->points_lost, lost);
  vd_yaml_format_number (house->points, all);
  /* Translators: side, points lost, the house's points, the house: "russian loses 5 of the 10
   * objective points of village-1 (HOUSE-10)". */
  side = vd_table_side_name (table, fire->side);
  return g_strdup_printf (_("%s loses %s of the %s objective points of %s (HOUSE-10)"),
                          side, lost, all, house->id);
}
