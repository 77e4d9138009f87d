/* LBA's Pheasantry (Fasanerie) for artillery on the move: in only by prolonge across its wall,
 * one hex, from a battery already unlimbered outside; once in, it stays. */
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>

#define PROLONGE "special.fasanerie.prolonge."

static const char *
word (const Mover *m, const char *key)
{
  return vd_hex_ruleset_word_under (m->module, PROLONGE, key);
}

static gboolean
inside (const Mover *m, VdHex hex)
{
  return vd_board_hex_has_ground (m->board, m->module, hex, word (m, "terrain"));
}

static gboolean
across_wall (const Mover *m, VdHex a, VdHex b)
{
  const char *wall = word (m, "wall");
  VdHexside side;
  g_autoptr(GPtrArray) features = NULL;

  if (wall == NULL || !vd_hexside_between (a, b, &side))
    return FALSE;
  features = vd_board_hexside_features (m->board, side);
  for (guint i = 0; i < features->len; i++)
    if (g_strcmp0 (((const VdBoardHexside *) features->pdata[i])->feature, wall) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
refuse (Step *step, StepKind kind, const char *rule, char *why)
{
  vd_hex_move_set_blocked (step, kind, rule, why);
  return TRUE;
}

gboolean
vd_hex_move_pheasantry_step (Mover *m, VdHex a, VdHex b, Step *step)
{
  const char *states = PROLONGE "states";
  g_autofree char *label = NULL;

  if (word (m, "class") == NULL || g_strcmp0 (m->unit->unit_class, word (m, "class")) != 0)
    return FALSE;
  /* LBA-FAS-4: a battery that prolonged in stays for the rest of the day. */
  if (inside (m, m->unit->hex))
    return refuse (step, STEP_FORBIDDEN, word (m, "stays_rule"),
                   g_strdup_printf (_("%s prolonged into the Pheasantry and stays there until "
                                      "the day is over"), m->unit->id));
  /* LBA-FAS-1: the prolonge ends in the first hex inside. */
  if (inside (m, a))
    return refuse (step, STEP_FORBIDDEN, word (m, "rule"),
                   g_strdup (_("a battery prolongs one hex into the Pheasantry, no further")));
  if (!inside (m, b))
    return FALSE;
  label = vd_board_format_hex (m->board, b);
  /* LBA-STK-9: in only unlimbered outside, prolonging across the wall. */
  if (!across_wall (m, a, b))
    return refuse (step, STEP_FORBIDDEN, word (m, "entry_rule"),
                   /* Translators: "0303 is in the Pheasantry: a battery enters only across its
                    * wall, by prolonge". */
                   g_strdup_printf (_("%s is in the Pheasantry: a battery enters only across its "
                                      "wall, by prolonge"), label));
  if (m->unit->state == NULL || !vd_hex_ruleset_list_has (m->module, states, m->unit->state))
    return refuse (step, STEP_FORBIDDEN, word (m, "entry_rule"),
                   /* Translators: "b1 must unlimber outside before it prolongs into the
                    * Pheasantry (limbered)". */
                   g_strdup_printf (_("%s must unlimber outside before it prolongs into the "
                                      "Pheasantry (%s)"), m->unit->id,
                                    m->unit->state != NULL ? m->unit->state : _("no state given")));
  /* Allowed, whatever the forest or orchard would refuse; what the prolonge costs is the
   * missing Premier Rules'. */
  return refuse (step, STEP_UNKNOWN, word (m, "rule"),
                 /* Translators: "a prolonge across the Pheasantry wall into 0303: allowed, its
                  * cost not given". */
                 g_strdup_printf (_("a prolonge across the Pheasantry wall into %s: allowed, "
                                    "its cost not given"), label));
}
