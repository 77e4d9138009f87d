#include "vd-refused-order.h"

struct _VdRefusedOrder
{
  VdTableTool  tool;
  char        *actor;   /* NULL: no order kept */
  char        *target;
  VdPoint      aim;
  gboolean     aimed;
};

VdRefusedOrder *
vd_refused_order_new (void)
{
  return g_new0 (VdRefusedOrder, 1);
}

void
vd_refused_order_free (VdRefusedOrder *self)
{
  if (self == NULL)
    return;
  vd_refused_order_forget (self);
  g_free (self);
}

void
vd_refused_order_keep (VdRefusedOrder *self, VdTableTool tool, const char *actor,
                       const char *target, const VdPoint *aim)
{
  char *kept_actor, *kept_target;

  g_return_if_fail (self != NULL);

  /* Copied before the old order goes, in case ACTOR or TARGET are its own strings. */
  kept_actor = g_strdup (actor);
  kept_target = g_strdup (target);
  vd_refused_order_forget (self);
  self->tool = tool;
  self->actor = kept_actor;
  self->target = kept_target;
  self->aimed = aim != NULL;
  self->aim = aim != NULL ? *aim : vd_point (0, 0);
}

void
vd_refused_order_forget (VdRefusedOrder *self)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->actor, g_free);
  g_clear_pointer (&self->target, g_free);
}

gboolean
vd_refused_order_is_kept (VdRefusedOrder *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->actor != NULL;
}

gboolean
vd_refused_order_take (VdRefusedOrder *self, VdTableTool *tool, char **actor, char **target,
                       VdPoint *aim, gboolean *aimed)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->actor == NULL)
    return FALSE;
  *tool = self->tool;
  *actor = g_steal_pointer (&self->actor);
  *target = g_steal_pointer (&self->target);
  *aim = self->aim;
  *aimed = self->aimed;
  return TRUE;
}
