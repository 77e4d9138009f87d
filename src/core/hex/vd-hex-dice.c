/* The dice the board games read: summed dice and d66. */
#include "vd-hex-dice.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"

void
vd_hex_dice_from_module (const VdHexRuleset *module, const char *path, VdHexDice *dice)
{
  g_autofree char *read_path = g_strconcat (path, ".read", NULL);
  g_autofree char *count_path = g_strconcat (path, ".count", NULL);
  g_autofree char *faces_path = g_strconcat (path, ".faces", NULL);
  const char *read = vd_hex_ruleset_lookup_word (module, read_path);
  const char *count = vd_hex_ruleset_lookup_word (module, count_path);
  const char *faces = vd_hex_ruleset_lookup_word (module, faces_path);

  dice->kind = g_strcmp0 (read, "d66") == 0 ? VD_HEX_DICE_D66 : VD_HEX_DICE_SUM;
  dice->count = count != NULL && atoi (count) > 0 ? atoi (count) : 1;
  dice->faces = faces != NULL && atoi (faces) > 0 ? atoi (faces) : 0;
  if (dice->kind == VD_HEX_DICE_D66)
    dice->count = 2, dice->faces = 6;
}

char *
vd_hex_dice_name (const VdHexDice *dice)
{
  if (dice->kind == VD_HEX_DICE_D66)
    return g_strdup ("d66");
  if (dice->faces == 0)
    /* Translators: a die whose faces the seed does not give. */
    return g_strdup_printf (dice->count == 1 ? _("%d die") : _("%d dice"), dice->count);
  return g_strdup_printf ("%dd%d", dice->count, dice->faces);
}

gboolean
vd_hex_dice_check (const VdHexDice *dice, int roll, GError **error)
{
  if (dice->kind == VD_HEX_DICE_D66)
    {
      if (roll < 11 || roll > 66 || roll % 10 < 1 || roll % 10 > 6)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("a roll of two dice read 11 to 66 has both digits 1 to 6, not %d"), roll);
          return FALSE;
        }
      return TRUE;
    }
  if (dice->faces == 0)
    {
      /* The faces not given (NaA): any roll from the number of dice; the table says the rest. */
      if (roll < dice->count)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("a roll is %d or more"), dice->count);
          return FALSE;
        }
      return TRUE;
    }
  if (roll < dice->count || roll > dice->count * dice->faces)
    {
      g_autofree char *name = vd_hex_dice_name (dice);

      if (dice->count == 1)
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("a roll is 1 to %d on this game's die"),
                     dice->faces);
      else
        /* Translators: "a roll is 2 to 12 on this game's dice (2d6), not 13". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("a roll is %d to %d on this game's dice (%s), not %d"), dice->count,
                     dice->count * dice->faces, name, roll);
      return FALSE;
    }
  return TRUE;
}

void
vd_hex_dice_cite (const VdHexRuleset *module, const char *path, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, path);
  char *message;

  if (rule == NULL || error == NULL || *error == NULL)
    return;
  message = g_strdup_printf ("%s (%s)", (*error)->message, rule);
  g_free ((*error)->message);
  (*error)->message = message;
}

int
vd_hex_dice_roll (const VdHexDice *dice, GRand *rand)
{
  int roll = 0;

  if (dice->kind == VD_HEX_DICE_D66)
    {
      roll = 10 * g_rand_int_range (rand, 1, 7);
      return roll + g_rand_int_range (rand, 1, 7);
    }
  if (dice->faces == 0)
    return -1;
  for (int i = 0; i < dice->count; i++)
    roll += g_rand_int_range (rand, 1, dice->faces + 1);
  return roll;
}

gboolean
vd_hex_dice_d66_modify (int roll, int modifier, const char *arithmetic, int *result)
{
  if (g_strcmp0 (arithmetic, "decimal-arithmetic") == 0)
    {
      *result = roll + modifier;
      return TRUE;
    }
  if (g_strcmp0 (arithmetic, "steps-of-36-results") == 0)
    {
      /* 11…66 as 0…35, stepped, clamped to the first and last results. */
      int index = (roll / 10 - 1) * 6 + (roll % 10 - 1) + modifier;

      index = CLAMP (index, 0, 35);
      *result = (index / 6 + 1) * 10 + index % 6 + 1;
      return TRUE;
    }
  return FALSE;
}
