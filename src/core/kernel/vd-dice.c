#include "vd-dice.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"

struct _VdDice {
  GRand *rand;
};

VdDice *
vd_dice_new_seeded (guint32 seed)
{
  VdDice *dice = g_new0 (VdDice, 1);

  dice->rand = g_rand_new_with_seed (seed);
  return dice;
}

VdDice *
vd_dice_new (void)
{
  VdDice *dice = g_new0 (VdDice, 1);

  dice->rand = g_rand_new ();
  return dice;
}

void
vd_dice_free (VdDice *dice)
{
  if (dice == NULL)
    return;
  g_rand_free (dice->rand);
  g_free (dice);
}

static int
d6 (VdDice *dice)
{
  return g_rand_int_range (dice->rand, 1, 7);
}

int
vd_dice_roll (VdDice *dice, VdDieKind kind)
{
  switch (kind)
    {
    case VD_DIE_2D6:
      return d6 (dice) + d6 (dice);
    case VD_DIE_D66:
      {
        int tens = d6 (dice);

        return tens * 10 + d6 (dice);
      }
    case VD_DIE_D6:
    default:
      return d6 (dice);
    }
}

gboolean
vd_die_is_valid (VdDieKind kind, int value)
{
  switch (kind)
    {
    case VD_DIE_2D6:
      return value >= 2 && value <= 12;
    case VD_DIE_D66:
      return value / 10 >= 1 && value / 10 <= 6 && value % 10 >= 1 && value % 10 <= 6;
    case VD_DIE_D6:
    default:
      return value >= 1 && value <= 6;
    }
}

gboolean
vd_die_parse (VdDieKind kind, const char *text, int *value, GError **error)
{
  g_autofree char *shown = vd_error_cut (text);
  gint64 number;

  if (!g_ascii_string_to_signed (text, 10, 0, 99, &number, NULL) ||
      !vd_die_is_valid (kind, (int) number))
    {
      switch (kind)
        {
        case VD_DIE_2D6:
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("“%s” is not a roll of two dice: 2 to 12"), shown);
          break;
        case VD_DIE_D66:
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("“%s” is not a d66 roll: two digits from 1 to 6, tens die first (11 to "
                         "66)"), shown);
          break;
        case VD_DIE_D6:
        default:
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("“%s” is not a roll of one die: 1 to 6"), shown);
          break;
        }
      return FALSE;
    }
  *value = (int) number;
  return TRUE;
}

static const char * const kind_names[] = { "d6", "2d6", "d66" };

const char *
vd_die_kind_to_string (VdDieKind kind)
{
  return kind <= VD_DIE_D66 ? kind_names[kind] : "d6";
}

gboolean
vd_die_kind_from_string (const char *text, VdDieKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_str_equal (text, kind_names[i]))
      {
        *kind = (VdDieKind) i;
        return TRUE;
      }
  return FALSE;
}
