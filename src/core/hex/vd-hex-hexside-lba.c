/* LBA's Sk dragoons on a hexside (LBA-DRAG-1, LBA-DRAG-4). */
#include "vd-hex-hexside-lba.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-move-private.h"
#include "vd-hex-odds.h"

#define SK "special.russian_dragoons.sk."

/* LBA-DRAG-1: whether UNIT may be one of the module's Sk dragoon regiments. A counter without a
 * name is the board's word; a named one must be one of `special.russian_dragoons.regiments`. */
static gboolean
named_dragoon (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *regiments = vd_hex_ruleset_lookup (module,
                                                       "special.russian_dragoons.regiments");

  if (unit->name == NULL || regiments == NULL || regiments->kind != VD_YAML_SEQUENCE)
    return TRUE;
  for (guint i = 0; i < regiments->n_children; i++)
    if (regiments->children[i]->value != NULL &&
        g_ascii_strcasecmp (regiments->children[i]->value, unit->name) == 0)
      return TRUE;
  return FALSE;
}

char *
vd_hex_sk_hexside_refusal (const VdBoard *board, const VdHexRuleset *module,
                           const VdBoardUnit *unit, VdHex across, const char **rule)
{
  const char *unit_class = vd_hex_ruleset_lookup_word (module, SK "class");
  const VdYamlNode *terrain = vd_hex_ruleset_lookup (module, "special.russian_dragoons.terrain");

  *rule = NULL;
  if (vd_hex_ruleset_lookup_word (module, SK "rule") == NULL)
    return g_strdup_printf (_("%s has no counters on hexsides"), vd_text_get (&module->name));
  if (!unit->placed || vd_hex_distance (unit->hex, across) != 1 ||
      !vd_hex_grid_contains (board->grid, across))
    return g_strdup (_("a counter sits across a hexside of its own hex: across names a "
                       "neighbour of its hex"));
  *rule = vd_hex_ruleset_lookup_word (module, SK "rule");
  if (g_strcmp0 (unit->unit_class, unit_class) != 0)
    /* Translators: "only a counter of class cavalry sits on a hexside", then its rule. */
    return g_strdup_printf (_("only a counter of class %s sits on a hexside"), unit_class);
  if (!named_dragoon (module, unit))
    {
      const VdYamlNode *regiments = vd_hex_ruleset_lookup (module,
                                                           "special.russian_dragoons.regiments");
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < regiments->n_children; i++)
        g_string_append_printf (names, "%s%s", i > 0 ? ", " : "",
                                regiments->children[i]->value);
      /* Translators: "Pavlograd Hussars is not one of the dragoon regiments with an Sk side
       * (St Petersberg Dragoner, …)", then its rule. */
      return g_strdup_printf (_("%s is not one of the dragoon regiments with an Sk side (%s)"),
                              unit->name, names->str);
    }
  *rule = vd_hex_ruleset_lookup_word (module, SK "terrain_rule");
  for (guint i = 0; i < 2; i++)
    {
      VdHex hex = i == 0 ? unit->hex : across;
      const char *here = vd_board_hex_terrain (board, module, hex);

      if (terrain != NULL && !vd_hex_ruleset_node_has (terrain, here))
        {
          g_autofree char *label = vd_hex_grid_format (board->grid, hex);

          /* Translators: "0304 is Village: a counter sits on a hexside only between hexes of
           * clear or pine forest", then its rule. */
          return g_strdup_printf (_("%s is %s: a counter sits on a hexside only between hexes "
                                    "of %s"), label,
                                  vd_hex_ruleset_terrain_name (module, here, FALSE),
                                  vd_hex_ruleset_text (vd_hex_ruleset_lookup (
                                    module, SK "terrain_text")));
        }
    }
  *rule = NULL;
  return NULL;
}

void
vd_hex_sk_hexside_free (VdHexSkHexside *answer)
{
  if (answer == NULL)
    return;
  g_free (answer->unit);
  g_free (answer->hex);
  g_free (answer->across);
  g_free (answer->why);
  g_free (answer->rule);
  g_clear_pointer (&answer->reasons, g_ptr_array_unref);
  g_free (answer);
}

VdHexSkHexside *
vd_hex_sk_hexside (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                   const char *across, GError **error)
{
  g_autoptr(VdHexSkHexside) answer = g_new0 (VdHexSkHexside, 1);
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *rule = NULL;
  g_autofree char *why = NULL;
  guint increments = 0;
  VdHex other;

  if (vd_hex_ruleset_lookup_word (module, SK "rule") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no counters on hexsides"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  if (!vd_hex_grid_parse (board->grid, across, &other) ||
      !vd_hex_grid_contains (board->grid, other))
    {
      g_autofree char *shown = vd_error_cut (across);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no hex “%s” on this board"), shown);
      return NULL;
    }
  why = vd_hex_sk_hexside_refusal (board, module, unit, other, &rule);
  if (why != NULL && rule == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, why);
      return NULL;
    }
  answer->unit = g_strdup (unit->id);
  answer->hex = vd_board_format_hex (board, unit->hex);
  answer->across = vd_board_format_hex (board, other);
  answer->legal = why == NULL;
  answer->reasons = vd_hex_odds_reasons_new ();
  if (!answer->legal)
    {
      answer->why = g_steal_pointer (&why);
      answer->rule = g_strdup (rule);
      return g_steal_pointer (&answer);
    }
  rule = vd_hex_ruleset_lookup_word (module, SK "rule");
  answer->rule = g_strdup (rule);
  /* Translators: "Sk mode on the hexside 0505|0506, between clear or pine forest". */
  vd_hex_odds_add_reason (answer->reasons, vd_hex_ruleset_lookup_word (module, SK "terrain_rule"),
                          unit->id,
                          g_strdup_printf (_("Sk mode on the hexside %s|%s, between %s"),
                                           answer->hex, answer->across,
                                           vd_hex_ruleset_text (vd_hex_ruleset_lookup (
                                             module, SK "terrain_text"))));
  if (vd_hex_lba_sk_share (module, unit, &increments))
    {
      answer->increments = (int) increments;
      /* Translators: "counts 3 increments in each of 0505 and 0506". */
      vd_hex_odds_add_reason (answer->reasons, rule, unit->id,
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "counts %d increment in each of %s "
                                                            "and %s",
                                                            "counts %d increments in each of %s "
                                                            "and %s", increments),
                                               (int) increments, answer->hex, answer->across));
    }
  else
    /* Translators: "its share in each hex is not known: its strength is not given". */
    vd_hex_odds_add_reason (answer->reasons, rule, unit->id,
                            g_strdup (_("its share in each hex is not known: its strength is "
                                        "not given")));
  return g_steal_pointer (&answer);
}

VdBoardEvent *
vd_hex_sk_hexside_event (const VdBoard *board, const VdHexSkHexside *answer)
{
  VdBoardEvent *event;

  if (!answer->legal)
    return NULL;
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (answer->unit);
  event->hex = g_strdup (answer->hex);
  event->hex2 = g_strdup (answer->across);
  event->facing = -1;
  /* Translators: the journal's note: "Sk mode on its hexside (LBA-DRAG-1)". */
  event->note = g_strdup_printf (_("Sk mode on its hexside (%s)"), answer->rule);
  return event;
}

char *
vd_hex_sk_leaves (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                  const char **rule)
{
  g_autofree char *hex = NULL, *across = NULL;

  if (unit == NULL || !vd_hex_lba_is_sk (module, unit))
    return NULL;
  *rule = vd_hex_ruleset_lookup_word (module, SK "rule");
  hex = vd_board_format_hex (board, unit->hex);
  across = vd_board_format_hex (board, unit->across);
  /* Translators: "d1 leaves its hexside between 0504 and 0505: it is out of Sk mode". */
  return g_strdup_printf (_("%s leaves its hexside between %s and %s: it is out of Sk mode"),
                          unit->id, hex, across);
}

const char *
vd_hex_sk_move_reading (const VdHexRuleset *module, gboolean *defaulted)
{
  const char *reading = vd_hex_ruleset_lookup_word (module, SK "move.reading");
  const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;

  *defaulted = reading != NULL && chosen == NULL;
  return *defaulted ? vd_hex_ruleset_lookup_word (module, SK "move.default") : chosen;
}

gboolean
vd_hex_move_sk_step (Mover *m, Step *step)
{
  const char *reading = vd_hex_ruleset_lookup_word (m->module, SK "move.reading");
  const char *rule = vd_hex_ruleset_lookup_word (m->module, SK "rule");
  gboolean defaulted;
  const char *chosen;

  if (reading == NULL || !vd_hex_lba_is_sk (m->module, m->unit))
    return FALSE;
  chosen = vd_hex_sk_move_reading (m->module, &defaulted);
  if (chosen != NULL && g_strcmp0 (chosen, vd_hex_ruleset_lookup_word (m->module,
                                                                       SK "move.leaves")) == 0)
    return FALSE;
  if (chosen != NULL && g_strcmp0 (chosen, vd_hex_ruleset_lookup_word (m->module,
                                                                       SK "move.first")) == 0)
    /* Translators: "d1 sits on its hexside in Sk mode: it leaves the mode in its hex before it
     * moves (reading lba-i-sk-move: leave-mode-first)". */
    vd_hex_move_set_blocked (step, STEP_FORBIDDEN, rule,
                             g_strdup_printf (_("%s sits on its hexside in Sk mode: it leaves "
                                                "the mode in its hex before it moves (reading "
                                                "%s: %s)"), m->unit->id, reading, chosen));
  else if (chosen != NULL)
    /* Translators: "d1 moves in Sk mode: what that costs is not given (reading lba-i-sk-move:
     * moves-in-mode)". */
    vd_hex_move_set_blocked (step, STEP_UNKNOWN, rule,
                             g_strdup_printf (_("%s moves in Sk mode: what that costs is not "
                                                "given (reading %s: %s)"), m->unit->id,
                                              reading, chosen));
  else
    /* Translators: "how d1 moves in Sk mode is open (reading lba-i-sk-move): off its hexside
     * as cavalry, out of the mode first, or in the mode". */
    vd_hex_move_set_blocked (step, STEP_UNKNOWN, rule,
                             g_strdup_printf (_("how %s moves in Sk mode is open (reading %s): "
                                                "off its hexside as cavalry, out of the mode "
                                                "first, or in the mode"), m->unit->id, reading));
  return TRUE;
}

/* MOVE refused (or, KIND unknown, left to the referee) by RULE, WHY taken and added to what it
 * already says. */
static void
seat_verdict (VdHexMove *move, VdHexMoveVerdict verdict, const char *rule, const char *by,
              char *why)
{
  if (move->verdict == VD_HEX_MOVE_ILLEGAL && verdict != VD_HEX_MOVE_ILLEGAL)
    {
      g_free (why);
      return;
    }
  if (move->why != NULL && move->verdict == verdict)
    {
      char *both = g_strdup_printf ("%s; %s", move->why, why);

      g_free (move->why);
      g_free (why);
      move->why = both;
    }
  else
    {
      g_free (move->why);
      move->why = why;
    }
  move->verdict = verdict;
  vd_hex_move_add_reason (move->reasons, rule, g_strdup (by), 0);
}

gboolean
vd_hex_move_sk_seat (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                     VdHex to, const char *across, VdHexMove *move, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *rule = vd_hex_ruleset_lookup_word (module, SK "rule");
  const char *reading = vd_hex_ruleset_lookup_word (module, SK "move.reading");
  const char *in_mode = vd_hex_ruleset_lookup_word (module, SK "move.in_mode");
  const char *leave_cost = vd_hex_ruleset_lookup_word (module, SK "move.leave_cost");
  gboolean defaulted = FALSE;
  const char *chosen = reading != NULL ? vd_hex_sk_move_reading (module, &defaulted) : NULL;
  g_autofree char *why = NULL;
  const char *refused_by = NULL;
  VdBoardUnit moved;
  VdHex other;

  if (across == NULL)
    {
      /* Out of the mode by this move: what leaving it costs, the seed does not give. */
      if (move->left_hexside == NULL || move->verdict == VD_HEX_MOVE_ILLEGAL ||
          in_mode == NULL || g_strcmp0 (chosen, in_mode) != 0)
        return TRUE;
      if (leave_cost != NULL && g_ascii_strtod (leave_cost, NULL) > 0)
        {
          move->cost += g_ascii_strtod (leave_cost, NULL);
          vd_hex_move_add_reason (move->reasons, rule, g_strdup (unit_id),
                                  g_ascii_strtod (leave_cost, NULL));
          return TRUE;
        }
      /* Translators: "leaving Sk mode costs what the seed does not give: the owner enters it as
       * special.russian_dragoons.sk.move.leave_cost". */
      seat_verdict (move, VD_HEX_MOVE_UNKNOWN, rule, unit_id,
                    g_strdup_printf (_("leaving Sk mode costs what the seed does not give: the "
                                       "owner enters it as %s"),
                                     "special.russian_dragoons.sk.move.leave_cost"));
      return TRUE;
    }
  if (rule == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no counters on hexsides"),
                   vd_text_get (&module->name));
      return FALSE;
    }
  if (!vd_hex_grid_parse (board->grid, across, &other) ||
      !vd_hex_grid_contains (board->grid, other))
    {
      g_autofree char *shown = vd_error_cut (across);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no hex “%s” on this board"), shown);
      return FALSE;
    }
  if (move->verdict == VD_HEX_MOVE_ILLEGAL)
    return TRUE;
  if (in_mode == NULL || g_strcmp0 (chosen, in_mode) != 0)
    {
      /* Translators: "a move seats d1 on a hexside only under reading lba-i-sk-move's
       * moves-in-mode (read: move-leaves-mode): hex hexside --apply after it". */
      seat_verdict (move, VD_HEX_MOVE_ILLEGAL, reading != NULL ? reading : rule, unit_id,
                    g_strdup_printf (_("a move seats %s on a hexside only under reading %s's "
                                       "%s (read: %s): hex hexside --apply after it"), unit_id,
                                     reading != NULL ? reading : "-",
                                     in_mode != NULL ? in_mode : "-",
                                     chosen != NULL ? chosen : "-"));
      return TRUE;
    }
  moved = *unit;
  moved.hex = to;
  moved.placed = TRUE;
  why = vd_hex_sk_hexside_refusal (board, module, &moved, other, &refused_by);
  if (why != NULL)
    {
      seat_verdict (move, VD_HEX_MOVE_ILLEGAL, refused_by != NULL ? refused_by : rule, unit_id,
                    g_steal_pointer (&why));
      return TRUE;
    }
  move->across = vd_board_format_hex (board, other);
  /* It moved in the mode and stays in it: not taken off. */
  g_clear_pointer (&move->left_hexside, g_free);
  g_clear_pointer (&move->left_hexside_rule, g_free);
  {
    g_autofree char *hex = vd_board_format_hex (board, to);

    /* Translators: "d1 ends in Sk mode on the hexside 0606|0607 (reading lba-i-sk-move:
     * moves-in-mode)". */
    move->seated = g_strdup_printf (_("%s ends in Sk mode on the hexside %s|%s (reading %s: "
                                      "%s)"), unit_id, hex, move->across, reading, in_mode);
  }
  vd_hex_move_add_reason (move->reasons, rule, g_strdup (unit_id), 0);
  return TRUE;
}
