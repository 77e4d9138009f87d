#include "vd-board-losses.h"

#include <stdlib.h>

gboolean
vd_board_strength_number (const char *strength, int *n)
{
  char *end;
  long value;

  if (strength == NULL || !g_ascii_isdigit (strength[0]))
    return FALSE;
  value = strtol (strength, &end, 10);
  if (*end != '\0' || value > G_MAXINT)
    return FALSE;
  *n = (int) value;
  return TRUE;
}

GPtrArray *
vd_board_losses (const VdBoard *board, const VdBoard *setup, const char *side)
{
  GPtrArray *losses = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);
      const VdBoardUnit *before = vd_board_find_unit (setup, unit->id);
      int now = 0, then = 0;
      gboolean off, lower;
      VdBoardLoss *loss;

      if (before == NULL || (side != NULL && g_strcmp0 (unit->side, side) != 0))
        continue;
      off = before->placed && !unit->placed;
      if (vd_board_strength_number (unit->strength, &now) &&
          vd_board_strength_number (before->strength, &then))
        lower = now < then;
      else
        /* Letters changed (BN's AB to B, a flipped face): a loss the points cannot count. */
        lower = unit->strength != NULL && before->strength != NULL &&
                !g_str_equal (unit->strength, before->strength);
      if (!off && !lower)
        continue;
      loss = g_new0 (VdBoardLoss, 1);
      loss->unit = unit;
      loss->printed = before->strength;
      loss->off_map = off;
      if (vd_board_strength_number (unit->strength, &now) &&
          vd_board_strength_number (before->strength, &then))
        loss->points = MAX (0, then - now);
      g_ptr_array_add (losses, loss);
    }
  return losses;
}

int
vd_board_losses_total (GPtrArray *losses)
{
  int total = 0;

  for (guint i = 0; i < losses->len; i++)
    total += ((VdBoardLoss *) g_ptr_array_index (losses, i))->points;
  return total;
}
