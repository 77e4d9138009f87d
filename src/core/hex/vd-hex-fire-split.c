/* BN's fire shared among targets by whole levels (20.2e), within the hex's cap (20.2a). */
#include "vd-hex-fire-split.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-yaml-reader.h"

#define SHARE "combat.fire.sharing."

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, SHARE, key);
}

void
vd_hex_fire_split_free (VdHexFireSplit *split)
{
  if (split == NULL)
    return;
  g_free (split->unit_id);
  g_free (split->why);
  g_free (split->why_rule);
  g_clear_pointer (&split->reasons, g_ptr_array_unref);
  g_free (split);
}

/* LEVEL's weight in C from the module's table, or -1 when it is no level of it. */
static int
weight (const VdHexRuleset *module, const char *level)
{
  const char *path = word (module, "weights");
  g_autofree char *key = NULL;
  const char *value;

  if (path == NULL || level == NULL || *level == '\0' || strchr (level, '.') != NULL)
    return -1;
  key = g_strconcat (path, ".", level, NULL);
  value = vd_hex_ruleset_lookup_word (module, key);
  return value != NULL ? atoi (value) : -1;
}

/* A whole number of points from 1, or -1. */
static int
whole_points (const char *text)
{
  if (text == NULL || *text == '\0' || strspn (text, "0123456789") != strlen (text) ||
      strlen (text) > 3)
    return -1;
  return atoi (text) > 0 ? atoi (text) : -1;
}

/* 20.2e: fire shared among targets only by whole levels; 20.2a: within the hex's cap. */
VdHexFireSplit *
vd_hex_fire_split (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                   const char * const *parts, GError **error)
{
  g_autoptr(VdHexFireSplit) split = NULL;
  const char *rule = word (module, "rule");
  const char *cap_rule = word (module, "cap_rule");
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  gboolean artillery;
  int cap, own;
  GString *shown = g_string_new (NULL);

  if (rule == NULL)
    {
      g_string_free (shown, TRUE);
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("this game does not share a unit’s fire among targets by levels"));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_string_free (shown, TRUE);
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on the map"),
                   unit_id);
      return NULL;
    }
  artillery = g_strcmp0 (unit->unit_class, word (module, "artillery_class")) == 0;
  own = artillery ? whole_points (unit->strength) : weight (module, unit->strength);
  if (own <= 0)
    {
      g_string_free (shown, TRUE);
      /* Translators: "sk1 has no strength level to share (20.2e)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no strength level or artillery points to share (%s)"), unit_id,
                   rule);
      return NULL;
    }
  if (parts == NULL || parts[0] == NULL)
    {
      g_string_free (shown, TRUE);
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("give the parts of the fire"));
      return NULL;
    }
  split = g_new0 (VdHexFireSplit, 1);
  split->unit_id = g_strdup (unit_id);
  split->reasons = vd_hex_odds_reasons_new ();
  split->may = TRUE;
  /* 20.2a: a hex fires A at most, and 5 artillery points. */
  cap = artillery
    ? whole_points (vd_hex_ruleset_lookup_word (module,
                                                "stacking.fire_cap_per_hex.and_artillery_points"))
    : weight (module, vd_hex_ruleset_lookup_word (module, "stacking.fire_cap_per_hex.firepower"));
  split->of = cap > 0 ? MIN (own, cap) : own;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      int part = artillery ? whole_points (parts[i]) : weight (module, parts[i]);

      g_string_append_printf (shown, "%s%s", i > 0 ? " + " : "", parts[i]);
      if (part <= 0 && split->may)
        {
          split->may = FALSE;
          split->why_rule = g_strdup (rule);
          split->why = artillery
            /* Translators: "1.5 is not a whole number of artillery points". */
            ? g_strdup_printf (_("“%s” is not a whole number of artillery points"), parts[i])
            /* Translators: "“2C” is not a whole level of strength (C, B, A, AB…)". */
            : g_strdup_printf (_("“%s” is not a whole level of strength (C, B, A, AB…): fire "
                                 "is shared only by whole levels"), parts[i]);
        }
      split->used += MAX (part, 0);
    }
  if (split->may && split->used > own)
    {
      split->may = FALSE;
      split->why_rule = g_strdup (rule);
      /* Translators: "A + B is 6 C: fr-1 has A, 4 C". */
      split->why = artillery
        ? g_strdup_printf (_("%s is %d points: %s has %d"), shown->str, split->used, unit_id,
                           own)
        : g_strdup_printf (_("%s is %d C: %s has %s, %d C"), shown->str, split->used, unit_id,
                           unit->strength, own);
    }
  else if (split->may && split->used > split->of)
    {
      split->may = FALSE;
      split->why_rule = g_strdup (cap_rule);
      /* Translators: "A + A is 8 C: all the targets together take A (4 C) at most from one
       * hex". */
      split->why = artillery
        ? g_strdup_printf (_("%s is %d points: all the targets together take %d artillery "
                             "points at most from one hex"), shown->str, split->used, cap)
        : g_strdup_printf (_("%s is %d C: all the targets together take %s (%d C) at most "
                             "from one hex"), shown->str, split->used,
                           vd_hex_ruleset_lookup_word (module,
                                                       "stacking.fire_cap_per_hex.firepower"),
                           cap);
    }
  if (split->may)
    vd_hex_odds_add_reason (split->reasons, rule, unit_id,
                            artillery
                              /* Translators: "5 points into 3 + 2: whole points". */
                              ? g_strdup_printf (_("%d points into %s: whole points, %d of %d"),
                                                 own, shown->str, split->used, split->of)
                              /* Translators: "A into B + B: whole levels, 4 C of 4". */
                              : g_strdup_printf (_("%s into %s: whole levels, %d C of %d"),
                                                 unit->strength, shown->str, split->used,
                                                 split->of));
  if (split->may && split->of < own)
    vd_hex_odds_add_reason (split->reasons, cap_rule, unit_id,
                            artillery
                              /* Translators: "its hex fires 5 of its 6 points at most". */
                              ? g_strdup_printf (_("its hex fires %d of its %d points at most, "
                                                   "whatever the targets"), split->of, own)
                              /* Translators: "its hex fires 4 C of its 6 C at most". */
                              : g_strdup_printf (_("its hex fires %d C of its %d C at most, "
                                                   "whatever the targets"), split->of, own));
  g_string_free (shown, TRUE);
  return g_steal_pointer (&split);
}
