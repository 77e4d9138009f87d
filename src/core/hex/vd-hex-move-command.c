/* BN's command rules on a move or a reach (10.1h, 10.5a, 10.5b): one judge for both. */
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-command.h"

/* 10.1h, 10.5a, 10.5b: a pinned HQ goes nowhere; out of the radius, refused unless freed. */
GPtrArray *
vd_hex_move_command (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                     const VdHexMoveAsk *ask, const VdHex *to, guint n_to, gboolean *frees)
{
  const char *free_of_radius = ask != NULL ? ask->free_of_radius : NULL;
  GPtrArray *out = g_ptr_array_new_full (n_to, (GDestroyNotify) vd_hex_move_blocked_free);
  g_autoptr(GPtrArray) whys = NULL;

  g_ptr_array_set_size (out, n_to);
  *frees = FALSE;
  /* 10.1h: a corps HQ with no order in force does not move at all. */
  if (ask != NULL && ask->pinned != NULL)
    {
      for (guint i = 0; i < n_to; i++)
        {
          VdHexBlocked *blocked = g_new0 (VdHexBlocked, 1);

          blocked->hex = to[i];
          blocked->rule = g_strdup (ask->pinned);
          /* Translators: BN 10.1h, "corps-hq: pinned: no order of its is in force; …". */
          blocked->why = g_strdup_printf (_("%s: %s"), unit_id,
                                          ask->pinned_why != NULL ? ask->pinned_why : "");
          out->pdata[i] = blocked;
        }
      return out;
    }
  whys = vd_hex_command_refuses_each (board, module, unit_id, to, n_to);
  *frees = free_of_radius != NULL;
  for (guint i = 0; i < n_to; i++)
    {
      VdHexBlocked *blocked;

      if (whys->pdata[i] == NULL)
        continue;
      blocked = g_new0 (VdHexBlocked, 1);
      blocked->hex = to[i];
      if (free_of_radius != NULL)
        {
          blocked->rule = g_strdup (free_of_radius);
          /* Translators: BN 10.5b, "0101: out of the radius of its commander div (4 officer
           * MP), which it may not leave of its own will; its divisional order frees it of it". */
          blocked->why = g_strdup_printf (_("%s; its divisional order frees it of it"),
                                          (const char *) whys->pdata[i]);
        }
      else
        {
          blocked->rule = g_strdup (vd_hex_ruleset_lookup_word (module,
                                                                "movement.command_radius.rule"));
          blocked->why = g_steal_pointer (&whys->pdata[i]);
        }
      out->pdata[i] = blocked;
    }
  return out;
}
