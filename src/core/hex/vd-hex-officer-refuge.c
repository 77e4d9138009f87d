/* Officers left without a stack (BN 26.4d, 26.4e): the nearest stack they go to; and the
 * replacement an officer's elimination owes (26.4a-c). */
#include "vd-hex-officer-refuge.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"

void
vd_hex_officer_refuge_free (VdHexOfficerRefuge *refuge)
{
  if (refuge == NULL)
    return;
  g_free (refuge->officer);
  g_free (refuge->rule);
  g_array_unref (refuge->to);
  g_free (refuge->why);
  g_free (refuge);
}

static gboolean
is_officer (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return vd_hex_ruleset_list_has (module, "special.officers.refuge.classes", unit->unit_class);
}

static char *
hexes_text (const VdBoard *board, GArray *hexes)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < hexes->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (board, g_array_index (hexes, VdHex, i));

      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* 26.4e, 26.4d: the nearest stack of the officer's side (26.4d: under his command), counted in
 * hexes, every one at that distance kept. */
VdHexOfficerRefuge *
vd_hex_officer_refuge (const VdBoard *board, const VdHexRuleset *module, const char *officer_id,
                       VdHexOfficerCase when, GError **error)
{
  const char *rule = vd_hex_ruleset_lookup_word (module,
                                                 when == VD_HEX_OFFICER_OVERRUN
                                                   ? "special.officers.refuge.overrun_rule"
                                                   : "special.officers.refuge.destroyed_rule");
  const VdBoardUnit *officer = vd_board_find_unit (board, officer_id);
  g_autofree char *where = NULL;
  VdHexOfficerRefuge *refuge;
  int best = G_MAXINT;

  if (officer == NULL || !officer->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   officer == NULL ? _("no unit “%s” on the board")
                                   : _("the unit “%s” is not on the map"), officer_id);
      return NULL;
    }
  if (rule == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s gives no rule for officers left without a stack"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (!is_officer (module, officer))
    {
      /* Translators: "fr-1 is no officer (class infantry)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is no officer (class %s)"),
                   officer_id, officer->unit_class != NULL ? officer->unit_class : "?");
      return NULL;
    }
  refuge = g_new0 (VdHexOfficerRefuge, 1);
  refuge->officer = g_strdup (officer_id);
  refuge->rule = g_strdup (rule);
  refuge->to = g_array_new (FALSE, FALSE, sizeof (VdHex));
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      gboolean listed = FALSE;
      int d;

      if (!unit->placed || g_strcmp0 (unit->side, officer->side) != 0 ||
          is_officer (module, unit) ||
          (when == VD_HEX_OFFICER_STACK_DESTROYED && !vd_board_under_command (board, unit, officer_id)))
        continue;
      d = vd_hex_distance (officer->hex, unit->hex);
      if (d > best)
        continue;
      if (d < best)
        {
          g_array_set_size (refuge->to, 0);
          best = d;
        }
      for (guint k = 0; k < refuge->to->len; k++)
        listed |= vd_hex_equal (g_array_index (refuge->to, VdHex, k), unit->hex);
      if (!listed)
        g_array_append_val (refuge->to, unit->hex);
    }
  if (refuge->to->len == 0)
    {
      refuge->eliminated = when == VD_HEX_OFFICER_STACK_DESTROYED;
      refuge->why = refuge->eliminated
                      ? g_strdup (_("no stack under his command is left: he is eliminated"))
                      : g_strdup (_("no stack of his side is left on the map: where he goes "
                                    "is the referee's"));
      return refuge;
    }
  refuge->hexes = best;
  where = hexes_text (board, refuge->to);
  if (best == 0)
    /* Translators: "he is with a stack in 0505 already: he stays". */
    refuge->why = g_strdup_printf (_("he is with a stack in %s already: he stays"), where);
  else if (when == VD_HEX_OFFICER_OVERRUN)
    /* Translators: BN 26.4e, "to the nearest friendly stack, 3 hexes away: 0505 or 0707 (the
     * owner's choice); he is not eliminated for being overrun". */
    refuge->why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "to the nearest friendly stack, %d hex away: "
                                                "%s%s; he is not eliminated for being overrun",
                                                "to the nearest friendly stack, %d hexes away: "
                                                "%s%s; he is not eliminated for being overrun",
                                                (gulong) best),
                                   best, where,
                                   refuge->to->len > 1 ? _(" (the owner's choice)") : "");
  else
    /* Translators: BN 26.4d, "to the nearest stack under his command, 2 hexes away: 0505". */
    refuge->why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "to the nearest stack under his command, %d hex "
                                                "away: %s%s",
                                                "to the nearest stack under his command, %d "
                                                "hexes away: %s%s",
                                                (gulong) best),
                                   best, where,
                                   refuge->to->len > 1 ? _(" (the owner's choice)") : "");
  return refuge;
}

GStrv
vd_hex_officers_left_alone (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  g_autoptr(GPtrArray) here = vd_board_units_at (board, hex);
  g_autoptr(GStrvBuilder) alone = g_strv_builder_new ();

  if (vd_hex_ruleset_lookup (module, "special.officers.refuge") == NULL)
    return g_strv_builder_end (alone);
  for (guint i = 0; i < here->len; i++)
    {
      const VdBoardUnit *officer = here->pdata[i];
      gboolean stacked = FALSE;

      if (!is_officer (module, officer))
        continue;
      for (guint k = 0; k < here->len && !stacked; k++)
        {
          const VdBoardUnit *other = here->pdata[k];

          stacked = g_strcmp0 (other->side, officer->side) == 0 && !is_officer (module, other);
        }
      if (!stacked)
        g_strv_builder_add (alone, officer->id);
    }
  return g_strv_builder_end (alone);
}

/* 26.4a-c: the replacement due, who he is and where he goes, as far as the board tells. */
void
vd_hex_officer_replacement (const VdBoard *board, const VdHexRuleset *module,
                            const char *officer_id, GPtrArray *reasons)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.officers.replacement.rule");
  const char *printed = vd_hex_ruleset_lookup_word (module,
                                                    "special.officers.replacement.printed_rule");
  const char *placed = vd_hex_ruleset_lookup_word (module,
                                                   "special.officers.replacement.placed_rule");
  const VdBoardUnit *officer = vd_board_find_unit (board, officer_id);
  g_autoptr(GArray) hexes = NULL;
  g_autoptr(GStrvBuilder) names = NULL;
  g_auto(GStrv) subordinates = NULL;
  g_autofree char *where = NULL;

  if (rule == NULL || printed == NULL || placed == NULL || officer == NULL || !officer->placed)
    return;
  if (vd_hex_ruleset_list_has (module, "special.officers.replacement.subordinate_classes",
                               officer->unit_class))
    {
      g_autofree char *listed = NULL;

      names = g_strv_builder_new ();
      for (guint i = 0; i < board->units->len; i++)
        {
          const VdBoardUnit *unit = board->units->pdata[i];

          if (unit->placed && is_officer (module, unit) && g_strcmp0 (unit->army, officer_id) == 0)
            g_strv_builder_add (names, unit->id);
        }
      subordinates = g_strv_builder_end (names);
      listed = g_strjoinv (", ", subordinates);
      vd_hex_odds_add_reason (reasons, rule, officer_id,
                              subordinates[0] != NULL
                                /* Translators: BN 26.4a, "replaced at once by his highest-
                                 * ranking subordinate, the owner's pick as ranks are not on
                                 * the board: d1, d2". */
                                ? g_strdup_printf (_("replaced at once by his highest-ranking "
                                                     "subordinate, the owner's pick as ranks "
                                                     "are not on the board: %s"), listed)
                                : g_strdup (_("replaced at once by his highest-ranking "
                                              "subordinate: no officer on the board names "
                                              "him, the owner's pick")));
      return;
    }
  vd_hex_odds_add_reason (reasons, rule, officer_id,
                          g_strdup (_("a replacement is due at once")));
  /* Translators: BN 26.4b, the replacement's name and values. */
  vd_hex_odds_add_reason (reasons, printed, officer_id,
                          g_strdup (_("the replacement is printed on the back of his counter "
                                      "(or of a corps commander's), which the rules do not "
                                      "give: the owner's")));
  hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      gboolean listed = FALSE;

      if (!unit->placed || is_officer (module, unit) || !vd_board_under_command (board, unit, officer_id))
        continue;
      for (guint k = 0; k < hexes->len; k++)
        listed |= vd_hex_equal (g_array_index (hexes, VdHex, k), unit->hex);
      if (!listed)
        g_array_append_val (hexes, unit->hex);
    }
  if (hexes->len > 0)
    {
      where = hexes_text (board, hexes);
      /* Translators: BN 26.4c, "his replacement is placed with a counter of his division:
       * 0503, 0508". */
      vd_hex_odds_add_reason (reasons, placed, officer_id,
                              g_strdup_printf (_("his replacement is placed with a counter of "
                                                 "his division: %s"), where));
      return;
    }
  where = vd_board_format_hex (board, officer->hex);
  /* Translators: BN 26.4c, "no counter of his division is left: his replacement appears where
   * he was, 0505". */
  vd_hex_odds_add_reason (reasons, placed, officer_id,
                          g_strdup_printf (_("no counter of his division is left: his "
                                             "replacement appears where he was, %s"), where));
}

VdBoardEvent *
vd_hex_officer_refuge_event (const VdBoard *board, const VdHexOfficerRefuge *refuge,
                             const char *pick_label, const VdHex *pick, GError **error)
{
  VdBoardEvent *event;
  VdHex to;

  if (refuge->eliminated)
    {
      event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
      event->unit_id = g_strdup (refuge->officer);
      event->eliminated = TRUE;
      event->note = g_strdup (refuge->rule);
      return event;
    }
  if (refuge->to->len == 0 || refuge->hexes == 0)
    {
      /* Translators: "nothing to record: he is with a stack in 0505 already: he stays (26.4e)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("nothing to record: %s (%s)"),
                   refuge->why, refuge->rule);
      return NULL;
    }
  if (pick != NULL)
    {
      gboolean listed = FALSE;

      to = *pick;
      for (guint i = 0; i < refuge->to->len; i++)
        listed |= vd_hex_equal (g_array_index (refuge->to, VdHex, i), to);
      if (!listed)
        {
          /* Translators: "0707 is not where o1 goes: to the nearest … (26.4e)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not where %s goes: %s (%s)"),
                       pick_label, refuge->officer, refuge->why, refuge->rule);
          return NULL;
        }
    }
  else if (refuge->to->len > 1)
    {
      /* Translators: "choose the hex: to the nearest friendly stack … (26.4e)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("choose the hex: %s (%s)"), refuge->why,
                   refuge->rule);
      return NULL;
    }
  else
    to = g_array_index (refuge->to, VdHex, 0);
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (refuge->officer);
  event->hex = vd_board_format_hex (board, to);
  event->note = g_strdup (refuge->rule);
  return event;
}
