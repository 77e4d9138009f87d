#include <glib/gi18n.h>
#include <math.h>

#include "vd-distance-format.h"
#include "vd-settings.h"

VdDisplayUnits
vd_display_units_get (void)
{
  GSettings *settings = vd_settings_get_default ();

  if (settings == NULL)
    return VD_DISPLAY_PACES;
  return (VdDisplayUnits) g_settings_get_enum (settings, "display-units");
}

char *
vd_format_distance (double paces, double mm)
{
  switch (vd_display_units_get ())
    {
    case VD_DISPLAY_MILLIMETRES:
      /* Translators: a distance measured on the table, in millimetres then in the rules' paces */
      return g_strdup_printf (_("%.1f mm (%.1f paces)"), mm, paces);
    case VD_DISPLAY_INCHES:
      /* Translators: a distance measured on the table, in inches then in the rules' paces */
      return g_strdup_printf (_("%.1f in (%.1f paces)"), mm / VD_MM_PER_INCH, paces);
    case VD_DISPLAY_PACES:
    default:
      /* Translators: a distance measured on the table, in the rules' paces then in millimetres. */
      return g_strdup_printf (_("%.1f paces (%.1f mm)"), paces, mm);
    }
}

char *
vd_format_distance_short (double paces, double mm)
{
  int whole;

  switch (vd_display_units_get ())
    {
    case VD_DISPLAY_MILLIMETRES:
      whole = (int) lround (mm);
      /* Translators: a distance in millimetres */
      return g_strdup_printf (_("%d mm"), whole);
    case VD_DISPLAY_INCHES:
      /* Translators: a distance in inches */
      return g_strdup_printf (_("%.1f in"), mm / VD_MM_PER_INCH);
    case VD_DISPLAY_PACES:
    default:
      whole = (int) lround (paces);
      return g_strdup_printf (ngettext ("%d pace", "%d paces", whole), whole);
    }
}

char *
vd_format_allowance (double used_paces, double allowance_paces, double mm_per_pace)
{
  switch (vd_display_units_get ())
    {
    case VD_DISPLAY_MILLIMETRES:
      /* Translators: millimetres of allowance the move uses, then the unit's allowance */
      return g_strdup_printf (_("%.0f of %.0f mm"), used_paces * mm_per_pace,
                              allowance_paces * mm_per_pace);
    case VD_DISPLAY_INCHES:
      /* Translators: inches of allowance the move uses, then the unit's allowance */
      return g_strdup_printf (_("%.1f of %.1f in"), used_paces * mm_per_pace / VD_MM_PER_INCH,
                              allowance_paces * mm_per_pace / VD_MM_PER_INCH);
    case VD_DISPLAY_PACES:
    default:
      /* Translators: paces of allowance the move uses, then the unit's allowance ("212 of 240
       * paces"). */
      return g_strdup_printf (_("%.0f of %.0f paces"), used_paces, allowance_paces);
    }
}
