/* A combat's result applied as the journal events it comes to. */
#include "vd-hex-outcome.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-combats.h"
#include "vd-hex-turn.h"

typedef struct {
  const VdHexRuleset *module;
  VdBoard            *now;        /* the board as the events so far leave it */
  const char * const *attackers;
  const char * const *defenders;
  const char         *result;
  GHashTable         *picks;
  VdHexOutcome       *outcome;
  GPtrArray          *said;       /* VdHexOddsReason*: the result's own rules, said last */
} Applying;

void
vd_hex_outcome_free (VdHexOutcome *outcome)
{
  if (outcome == NULL)
    return;
  g_ptr_array_unref (outcome->events);
  g_ptr_array_unref (outcome->reasons);
  vd_hex_retreat_free (outcome->pending);
  g_free (outcome->missing);
  g_free (outcome->missing_rule);
  g_free (outcome);
}

static void
add_reason (Applying *a, const char *rule, const char *by, char *what)
{
  vd_hex_odds_add_reason (a->outcome->reasons, rule, by, what);
}

static void
set_missing (Applying *a, const char *rule, char *what)
{
  if (a->outcome->missing != NULL)
    {
      g_free (what);
      return;
    }
  a->outcome->missing = what;
  a->outcome->missing_rule = g_strdup (rule);
}

/* EVENT recorded and applied to the board as it now stands. */
static gboolean
record (Applying *a, VdBoardEvent *event, GError **error)
{
  return vd_board_event_apply_and_keep (event, a->now, a->module, a->outcome->events, error);
}

/* "CODE (RULE)", the note a result's event carries so the journal says why. */
static char *
why_note (Applying *a, const char *rule)
{
  return g_strdup_printf ("%s (%s)", a->result, rule != NULL ? rule : "?");
}

static gboolean
eliminate (Applying *a, const char *id, const char *rule, GError **error)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, a->now);

  event->unit_id = g_strdup (id);
  event->eliminated = TRUE;
  event->note = why_note (a, rule);
  /* Translators: the result applied to a counter: "eliminated". */
  add_reason (a, rule, id, g_strdup (_("eliminated")));
  return record (a, event, error);
}

static gboolean
move_to (Applying *a, const char *id, const VdHex *to, const char *rule, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (a->now, id);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, a->now);

  event->unit_id = g_strdup (id);
  if (to != NULL)
    {
      event->hex = vd_board_format_hex (a->now, *to);
      event->path = g_new0 (char *, 3);
      event->path[0] = vd_board_format_hex (a->now, unit->hex);
      event->path[1] = g_strdup (event->hex);
    }
  event->note = why_note (a, rule);
  return record (a, event, error);
}

/* The state STATE given to ID, or its elimination when it has it already and the reading
 * AGAIN says a second one eliminates (1914-RET-5, reading 1914-i-same-result). */
static gboolean
flip (Applying *a, const char *id, const char *state, const char *rule, const VdYamlNode *again,
      GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (a->now, id);
  VdBoardEvent *event;

  if (g_strcmp0 (unit->state, state) == 0 && again != NULL)
    {
      const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (again, "reading"));
      const char *again_rule = vd_hex_ruleset_word (vd_yaml_lookup (again, "rule"));
      const char *choice = vd_hex_ruleset_choice (a->module, reading);
      const char *then = choice != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (again, choice))
                                        : NULL;

      if (then == NULL)
        {
          /* Translators: "whether f1, disorganized already, is eliminated: reading
           * 1914-i-same-result". */
          set_missing (a, reading,
                       g_strdup_printf (_("whether %s, %s already, is eliminated: reading %s"),
                                        id, state, reading));
          return TRUE;
        }
      if (g_str_equal (then, "eliminate"))
        return eliminate (a, id, again_rule, error);
      /* Translators: "f1 is disorganized already: it stays so (reading …)". */
      add_reason (a, again_rule, id,
                  g_strdup_printf (_("%s already: it stays so (reading %s: %s)"), state,
                                   reading, choice));
      return TRUE;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_STATE, a->now);
  event->unit_id = g_strdup (id);
  event->state = g_strdup (state);
  event->note = why_note (a, rule);
  add_reason (a, rule, id, g_strdup (state));
  return record (a, event, error);
}

/* The hex the chooser picked for ID, or NULL. */
static const char *
pick_of (Applying *a, const char *id)
{
  return a->picks != NULL ? g_hash_table_lookup (a->picks, id) : NULL;
}

/* ID retreated HEXES hexes: its only way out, or the one its chooser picked; with none, what
 * the game says of it (D12, 1914-RET-2, 1914-RET-4). */
static gboolean
retreat (Applying *a, const char *id, int hexes, GError **error)
{
  g_autoptr(VdHexRetreat) retreat = vd_hex_retreat (a->now, a->module, id, hexes, error);
  const VdHexRetreatChoice *choice = NULL;
  const char *pick;

  if (retreat == NULL)
    return FALSE;
  if (retreat->unknown != NULL)
    {
      /* Translators: "how f1 retreats: its facing is not given, so neither is its rear". */
      set_missing (a, retreat->unknown_rule,
                   g_strdup_printf (_("how %s retreats: %s"), id, retreat->unknown));
      return TRUE;
    }
  if (retreat->stays != NULL)
    {
      /* BN 11.6c: a square stays where it is. */
      add_reason (a, retreat->stays_rule, id, g_strdup (retreat->stays));
      return TRUE;
    }
  if (retreat->choices->len == 0)
    {
      if (retreat->failure_eliminates)
        return eliminate (a, id, retreat->failure_rule, error);
      return flip (a, id, retreat->failure_state != NULL ? retreat->failure_state : "?",
                   retreat->failure_rule, NULL, error);
    }
  pick = pick_of (a, id);
  if (pick == NULL && retreat->choices->len > 1)
    {
      a->outcome->pending = g_steal_pointer (&retreat);
      return TRUE;
    }
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *one = retreat->choices->pdata[i];
      g_autofree char *label = one->off_map ? g_strdup ("off")
                                            : vd_board_format_hex (a->now, one->to);
      gboolean fits = pick == NULL || g_str_equal (pick, label);

      /* Into a friend's hex, the friends pushed on go where their own picks say. */
      for (guint n = 0; fits && n < one->pushes->len; n++)
        {
          const VdHexPush *push = one->pushes->pdata[n];
          const char *push_pick = pick_of (a, push->unit);
          g_autofree char *push_to = push->off_map ? g_strdup ("off")
                                                   : vd_board_format_hex (a->now, push->to);

          fits = push_pick == NULL || g_str_equal (push_pick, push_to);
        }
      if (fits && choice != NULL && one->pushes->len > 0)
        {
          /* Translators: "f1 into 0402 pushes friends on in more than one way: give
           * --retreat for each one pushed (f2=HEX)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s into %s pushes friends on in more than one way: give --retreat "
                         "for each one pushed (%s=HEX)"), id, label,
                       ((const VdHexPush *) one->pushes->pdata[0])->unit);
          return FALSE;
        }
      if (fits)
        choice = one;
    }
  if (choice == NULL)
    {
      g_autoptr(GString) open = g_string_new (NULL);
      g_autofree char *shown = vd_error_cut (pick);

      for (guint i = 0; i < retreat->choices->len; i++)
        {
          const VdHexRetreatChoice *one = retreat->choices->pdata[i];
          g_autofree char *label = one->off_map ? g_strdup ("off")
                                                : vd_board_format_hex (a->now, one->to);

          g_string_append_printf (open, "%s%s", i > 0 ? ", " : "", label);
        }
      /* Translators: "f1 cannot retreat into 0505 (its retreats: 0403, 0402)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s cannot retreat into %s (its retreats: %s)"), id, shown, open->str);
      return FALSE;
    }
  /* The friends pushed on first, the farthest first (D11, 1914-RET-3). */
  for (guint n = 0; n < choice->pushes->len; n++)
    {
      const VdHexPush *push = choice->pushes->pdata[n];
      g_autofree char *to = vd_board_format_hex (a->now, push->to);

      if (push->off_map)
        /* Translators: a friend pushed on by a retreat, out of the map (1914-RET-5). */
        add_reason (a, choice->rule, push->unit, g_strdup (_("pushed on off the map")));
      else
        /* Translators: a friend pushed on by a retreat: "pushed on to 0502". */
        add_reason (a, choice->rule, push->unit, g_strdup_printf (_("pushed on to %s"), to));
      if (!move_to (a, push->unit, push->off_map ? NULL : &push->to, choice->rule, error))
        return FALSE;
    }
  if (choice->off_map)
    /* Translators: a retreat off the map (1914-RET-5: it comes back later). */
    add_reason (a, choice->rule, id, g_strdup (_("retreats off the map")));
  else
    {
      g_autofree char *to = vd_board_format_hex (a->now, choice->to);

      /* Translators: "retreats to 0403". */
      add_reason (a, choice->rule, id, g_strdup_printf (_("retreats to %s"), to));
    }
  if (!move_to (a, id, choice->off_map ? NULL : &choice->to, choice->rule, error))
    return FALSE;
  {
    VdBoardEvent *last = a->outcome->events->pdata[a->outcome->events->len - 1];

    /* BN 25.3: a longer retreat passes its hexes; 11.6c: a square leaves it for column. */
    if (choice->path != NULL && last->path != NULL)
      {
        g_autoptr(GStrvBuilder) steps = g_strv_builder_new ();

        g_strv_builder_add (steps, last->path[0]);
        for (guint i = 0; i < choice->path->len; i++)
          {
            g_autofree char *step = vd_board_format_hex (a->now,
                                                         g_array_index (choice->path, VdHex, i));

            g_strv_builder_add (steps, step);
          }
        g_strv_builder_add (steps, last->hex);
        g_strfreev (last->path);
        last->path = g_strv_builder_end (steps);
      }
    if (choice->formation != NULL)
      {
        VdBoardUnit *moved = (VdBoardUnit *) vd_board_find_unit (a->now, id);

        last->formation = g_strdup (choice->formation);
        g_free (moved->formation);
        moved->formation = g_strdup (choice->formation);
      }
  }
  return TRUE;
}

/* The units of SIDE ("attacker", "defender"), or NULL with the reading that decides it still
 * open (named). */
static const char * const *
units_of (Applying *a, const VdYamlNode *side, gboolean *both)
{
  const char *word = vd_hex_ruleset_word (side);

  *both = FALSE;
  if (word == NULL && side != NULL && side->kind == VD_YAML_MAPPING)
    {
      const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (side, "reading"));

      word = vd_hex_ruleset_choice (a->module, reading);
      if (word == NULL)
        {
          /* Translators: "which side the D result flips: reading 1914-i-d-result". */
          set_missing (a, reading,
                       g_strdup_printf (_("which side the %s result strikes: reading %s"),
                                        a->result, reading));
          return NULL;
        }
    }
  if (g_strcmp0 (word, "both") == 0)
    {
      *both = TRUE;
      return a->attackers;
    }
  return g_strcmp0 (word, "attacker") == 0 ? a->attackers
         : g_strcmp0 (word, "defender") == 0 ? a->defenders : NULL;
}

static gboolean
apply_effect (Applying *a, const VdYamlNode *effect, GError **error)
{
  const char *what = vd_hex_ruleset_word (vd_yaml_lookup (effect, "effect"));
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (effect, "rule"));
  const char *hexes = vd_hex_ruleset_word (vd_yaml_lookup (effect, "hexes"));
  const char * const *units;
  gboolean both;

  if (what == NULL)
    {
      const char *side = vd_hex_ruleset_word (vd_yaml_lookup (effect, "side"));

      /* Translators: "what Exchange does to the attacker is not in the seed". */
      set_missing (a, rule,
                   g_strdup_printf (_("what %s does to the %s is not in the seed"), a->result,
                                    g_strcmp0 (side, "attacker") == 0 ? _("attacker")
                                                                      : _("defender")));
      return TRUE;
    }
  if ((units = units_of (a, vd_yaml_lookup (effect, "side"), &both)) == NULL)
    return TRUE;
  for (guint pass = 0; pass < (both ? 2u : 1u); pass++, units = a->defenders)
    for (guint i = 0; units[i] != NULL && a->outcome->pending == NULL; i++)
      {
        const VdBoardUnit *unit = vd_board_find_unit (a->now, units[i]);
        gboolean done;

        /* A counter a chain or an earlier effect took off the map takes nothing more. */
        if (unit == NULL || !unit->placed)
          continue;
        if (g_str_equal (what, "eliminate"))
          done = eliminate (a, units[i], rule, error);
        else if (g_str_equal (what, "state"))
          done = flip (a, units[i], vd_hex_ruleset_word (vd_yaml_lookup (effect, "state")), rule,
                       vd_yaml_lookup (effect, "again"), error);
        else if (g_str_equal (what, "retreat"))
          {
            int n = hexes != NULL ? atoi (hexes) : 1;

            /* The result's own rule (1914-RES-5, -6), said after how the retreat went,
             * unless it is the retreat's own (NaA D11). */
            if (rule != NULL && a->said != NULL &&
                g_strcmp0 (rule, vd_hex_ruleset_lookup_word (a->module,
                                                             "retreat.policy.rule")) != 0)
              /* Translators: "must retreat 1 hex: AR". */
              vd_hex_odds_add_reason (a->said, rule, units[i],
                                      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    "must retreat %d hex: %s",
                                                                    "must retreat %d hexes: %s",
                                                                    n),
                                                       n, a->result));
            done = retreat (a, units[i], n, error);
          }
        else
          {
            g_autofree char *shown = vd_error_cut (what);

            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("the module gives %s an effect Vedette does not know: %s"), a->result,
                         shown);
            return FALSE;
          }
        if (!done)
          return FALSE;
      }
  return TRUE;
}

/* Whether HEX holds a counter of another side than SIDE. */
static gboolean
holds_other_side (const VdBoard *board, VdHex hex, const char *side)
{
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex);

  for (guint i = 0; i < units->len; i++)
    if (g_strcmp0 (((const VdBoardUnit *) units->pdata[i])->side, side) != 0)
      return TRUE;
  return FALSE;
}

/* ADVANCES: the victors into the hexes the losers left (NaA D14-D15, 1914-RET-6), ignoring
 * zones of control; BEFORE is the board before the result. */
/* Whether UNIT (as it stood BEFORE the result) bombarded the defenders: out of contact with
 * them, within its class's range (NaA E1, E2). */
static gboolean
bombarded (const Applying *a, const VdBoard *before, const VdBoardUnit *unit)
{
  for (guint d = 0; a->defenders[d] != NULL; d++)
    {
      const VdBoardUnit *was = vd_board_find_unit (before, a->defenders[d]);

      if (was != NULL && was->placed &&
          vd_hex_odds_bombards (a->module, unit, vd_hex_distance (unit->hex, was->hex)))
        return TRUE;
    }
  return FALSE;
}

static gboolean
advance (Applying *a, const VdBoard *before, const char * const *advances, GError **error)
{
  const char *limit_units = vd_hex_ruleset_lookup_word (a->module, "retreat.advance.units");
  const char *stacking = vd_hex_ruleset_lookup_word (a->module, "retreat.advance.stacking");
  const char *rule = vd_hex_ruleset_lookup_word (a->module, "retreat.advance.rule");
  const char *zoc_rule = vd_hex_ruleset_lookup_word (a->module,
                                                     "retreat.advance.ignores_zoc_rule");
  const char *artillery_rule = vd_hex_ruleset_lookup_word (a->module,
                                                           "retreat.advance.artillery_rule");
  int most = limit_units != NULL ? atoi (limit_units) : 0;

  g_autoptr(VdBoard) after = NULL;

  if (advances == NULL || advances[0] == NULL)
    return TRUE;
  /* The hexes left are those the result emptied, not those an advance empties. */
  after = vd_board_copy (a->now);
  if (vd_hex_ruleset_lookup (a->module, "retreat.advance") == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("this game’s module has no advance after combat"));
      return FALSE;
    }
  if (most > 0 && g_strv_length ((char **) advances) > (guint) most)
    {
      /* Translators: "at most 1 unit advances after combat (D14)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   g_dngettext (GETTEXT_PACKAGE, "at most %d unit advances after combat (%s)",
                                "at most %d units advance after combat (%s)", most),
                   most, rule != NULL ? rule : "?");
      return FALSE;
    }
  for (guint i = 0; advances[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (advances[i], "=", 2);
      const VdBoardUnit *unit = vd_board_find_unit (a->now, parts[0]);
      const VdBoardUnit *stood = vd_board_find_unit (before, parts[0]);
      const char * const *losers = NULL;
      g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (VdHex));
      g_autofree char *shown = vd_error_cut (parts[0]);
      VdHex to;

      if (g_strv_contains (a->attackers, parts[0]))
        losers = a->defenders;
      else if (g_strv_contains (a->defenders, parts[0]))
        losers = a->attackers;
      /* 1914-SET-5: a covering unit defends but does not advance yet. */
      if (unit != NULL && vd_hex_covering_rule (a->now, a->module, unit) != NULL)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is a covering unit: it does not advance after combat yet (%s)"),
                       shown, vd_hex_covering_rule (a->now, a->module, unit));
          return FALSE;
        }
      /* A unit the result moved (retreated) is no victor. */
      if (losers == NULL || unit == NULL || !unit->placed || stood == NULL ||
          !vd_hex_equal (stood->hex, unit->hex))
        {
          /* Translators: "g3 did not win this combat: it cannot advance (D14)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is not a victor of this combat that stands where it fought: it "
                         "cannot advance (%s)"), shown, rule != NULL ? rule : "?");
          return FALSE;
        }
      /* NaA E13: a gun that bombarded stands out of contact and does not advance. */
      if (losers == a->defenders &&
          vd_hex_ruleset_lookup_word (a->module, "retreat.advance.bombarding_artillery_rule") &&
          bombarded (a, before, stood))
        {
          /* Translators: "g1 bombarded: artillery that bombards does not advance (E13)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s bombarded: artillery that bombards does not advance (%s)"), shown,
                       vd_hex_ruleset_lookup_word (a->module,
                                                   "retreat.advance.bombarding_artillery_rule"));
          return FALSE;
        }
      /* The hexes the losers held before the result and hold no longer, next to it. */
      for (guint l = 0; losers[l] != NULL; l++)
        {
          const VdBoardUnit *was = vd_board_find_unit (before, losers[l]);
          gboolean listed = FALSE;

          if (was == NULL || !was->placed || vd_hex_distance (was->hex, unit->hex) != 1 ||
              holds_other_side (after, was->hex, unit->side))
            continue;
          for (guint k = 0; k < open->len; k++)
            listed |= vd_hex_equal (g_array_index (open, VdHex, k), was->hex);
          if (!listed)
            g_array_append_val (open, was->hex);
        }
      if (open->len == 0)
        {
          /* Translators: "g1 has no hex the losers left next to it (1914-RET-6)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s has no hex the losers left next to it (%s)"), shown,
                       rule != NULL ? rule : "?");
          return FALSE;
        }
      if (parts[1] != NULL)
        {
          gboolean found = FALSE;

          if (!vd_hex_grid_parse (a->now->grid, parts[1], &to))
            {
              g_autofree char *hex = vd_error_cut (parts[1]);

              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no hex “%s” on this board"),
                           hex);
              return FALSE;
            }
          for (guint k = 0; k < open->len; k++)
            found |= vd_hex_equal (g_array_index (open, VdHex, k), to);
          if (!found)
            {
              g_autofree char *hex = vd_error_cut (parts[1]);

              /* Translators: "g1 cannot advance into 0505: the losers did not leave it". */
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("%s cannot advance into %s: the losers did not leave it (%s)"),
                           shown, hex, rule != NULL ? rule : "?");
              return FALSE;
            }
        }
      else if (open->len > 1)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s could advance into more than one hex: give UNIT=HEX"), shown);
          return FALSE;
        }
      else
        to = g_array_index (open, VdHex, 0);
      /* 1914-RET-6: the advancing units keep to the stacking limit. */
      if (stacking != NULL)
        {
          g_autoptr(GPtrArray) there = vd_board_units_at (a->now, to);

          if ((int) there->len + 1 > atoi (stacking))
            {
              g_autofree char *hex = vd_board_format_hex (a->now, to);

              /* Translators: "g2 cannot advance into 0403: 2 units at most there
               * (1914-RET-6)". */
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("%s cannot advance into %s: %s units at most there (%s)"), shown,
                           hex, stacking, rule != NULL ? rule : "?");
              return FALSE;
            }
        }
      {
        g_autofree char *hex = vd_board_format_hex (a->now, to);
        VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, a->now);

        event->unit_id = g_strdup (parts[0]);
        event->hex = g_strdup (hex);
        event->path = g_new0 (char *, 3);
        event->path[0] = vd_board_format_hex (a->now, unit->hex);
        event->path[1] = g_strdup (hex);
        /* Translators: the note of an advance after combat: "advance (D14)". */
        event->note = g_strdup_printf (_("advance (%s)"), rule != NULL ? rule : "?");
        if (zoc_rule != NULL)
          {
            /* NaA D15: the one step that ignores zones, even from one enemy zone into
             * another (C5's exception). */
            add_reason (a, rule, parts[0], g_strdup_printf (_("advances into %s"), hex));
            add_reason (a, zoc_rule, parts[0],
                        g_strdup (_("zones of control ignored, even from one enemy zone into "
                                    "another")));
          }
        else
          /* Translators: "advances into 0403, zones of control ignored". */
          add_reason (a, rule, parts[0],
                      g_strdup_printf (_("advances into %s, zones of control ignored"), hex));
        /* NaA E14: artillery that fought in contact advances like any unit. */
        if (artillery_rule != NULL &&
            vd_hex_ruleset_list_has (a->module, "combat.mandatory.bombardment.classes",
                                     unit->unit_class))
          add_reason (a, artillery_rule, parts[0],
                      g_strdup (_("artillery that fought in contact advances like any unit")));
        if (!record (a, event, error))
          return FALSE;
      }
    }
  return TRUE;
}

VdHexOutcome *
vd_hex_outcome (const VdBoard *board, const VdHexRuleset *module, const char * const *attackers,
                const char * const *defenders, const char *result, GHashTable *picks,
                const char * const *advances, GError **error)
{
  g_autoptr(VdHexOdds) odds = NULL;
  g_autoptr(VdHexOutcome) outcome = g_new0 (VdHexOutcome, 1);
  g_autoptr(VdBoard) now = vd_board_copy (board);
  g_autofree char *path = NULL;
  const VdYamlNode *effects;
  g_autoptr(GPtrArray) said = vd_hex_odds_reasons_new ();
  Applying a = { module, now, attackers, defenders, result, picks, outcome, said };

  g_return_val_if_fail (result != NULL, NULL);
  outcome->events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  outcome->reasons = vd_hex_odds_reasons_new ();
  /* The combat as the rules allow it: in a phase that has combats (NaA B12), with the same
   * checks as its odds. */
  if (!vd_hex_combats_phase_allows (board, module, error) ||
      (odds = vd_hex_odds (board, module, attackers, defenders, error)) == NULL)
    return NULL;
  if (g_str_equal (result, "eliminated"))
    {
      /* NaA E11: settled without the table, the defenders are eliminated. */
      if (odds->settled == NULL)
        {
          g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                               _("“eliminated” is the result of a combat the rules settle "
                                 "without the table, and this one is not"));
          return NULL;
        }
      for (guint i = 0; defenders[i] != NULL; i++)
        if (!eliminate (&a, defenders[i], odds->settled_rule, error))
          return NULL;
      return g_steal_pointer (&outcome);
    }
  if (vd_hex_ruleset_lookup (module, "charts.crt") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no combat results table to apply a result from"),
                   vd_text_get (&module->name));
      return NULL;
    }
  path = g_strdup_printf ("charts.crt.legend.%s", result);
  if (strchr (result, '.') != NULL || vd_hex_ruleset_lookup (module, path) == NULL)
    {
      g_autofree char *shown = vd_error_cut (result);

      /* Translators: "the Combat results table has no result “XX” in its legend". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the %s has no result “%s” in its legend"),
                   vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, "charts.crt.name")),
                   shown);
      return NULL;
    }
  g_free (path);
  path = g_strdup_printf ("charts.crt.legend.%s.effects", result);
  effects = vd_hex_ruleset_lookup (module, path);
  if (effects == NULL || effects->kind != VD_YAML_SEQUENCE)
    {
      /* Translators: "what DD does is not in the module: the referee applies it". */
      set_missing (&a, vd_hex_ruleset_lookup_word (module, "charts.crt.rule"),
                   g_strdup_printf (_("what %s does is not in the module: the referee applies "
                                      "it"), result));
      return g_steal_pointer (&outcome);
    }
  for (guint i = 0; i < effects->n_children && outcome->pending == NULL; i++)
    if (!apply_effect (&a, effects->children[i], error))
      return NULL;
  if (outcome->pending != NULL)
    {
      /* Nothing is applied until the chooser has picked. */
      g_ptr_array_set_size (outcome->events, 0);
      g_ptr_array_set_size (outcome->reasons, 0);
      return g_steal_pointer (&outcome);
    }
  if (!advance (&a, board, advances, error))
    return NULL;
  g_ptr_array_extend_and_steal (outcome->reasons, g_steal_pointer (&said));
  return g_steal_pointer (&outcome);
}

/* The entry of the module's `combat.refusal` this combat meets: every defender of its
 * `defenders` class and, where it says, every attacker of its `attackers` class; else NULL with
 * the rules that allow a refusal in RULES. */
static const VdYamlNode *
refusal_met (const VdBoard *board, const VdHexRuleset *module, const char * const *attackers,
             const char * const *defenders, GString *rules)
{
  const VdYamlNode *all = vd_hex_ruleset_lookup (module, "combat.refusal");

  for (guint i = 0; all != NULL && all->kind == VD_YAML_MAPPING && i + 1 < all->n_children;
       i += 2)
    {
      const VdYamlNode *entry = all->children[i + 1];
      const char *defending = vd_hex_ruleset_word (vd_yaml_lookup (entry, "defenders"));
      const char *attacking = vd_hex_ruleset_word (vd_yaml_lookup (entry, "attackers"));
      gboolean met = defending != NULL;

      g_string_append_printf (rules, "%s%s", rules->len > 0 ? ", " : "",
                              vd_hex_ruleset_word (vd_yaml_lookup (entry, "rule")));
      for (guint d = 0; met && defenders[d] != NULL; d++)
        {
          const VdBoardUnit *unit = vd_board_find_unit (board, defenders[d]);

          met = unit != NULL && g_strcmp0 (unit->unit_class, defending) == 0;
        }
      for (guint k = 0; met && attacking != NULL && attackers[k] != NULL; k++)
        {
          const VdBoardUnit *unit = vd_board_find_unit (board, attackers[k]);

          met = unit != NULL && g_strcmp0 (unit->unit_class, attacking) == 0;
        }
      if (met)
        return entry;
    }
  return NULL;
}

VdHexOutcome *
vd_hex_outcome_refusal (const VdBoard *board, const VdHexRuleset *module,
                        const char * const *attackers, const char * const *defenders,
                        GHashTable *picks, const char * const *advances, GError **error)
{
  g_autoptr(VdHexOdds) odds = NULL;
  g_autoptr(VdHexOutcome) outcome = g_new0 (VdHexOutcome, 1);
  g_autoptr(VdBoard) now = vd_board_copy (board);
  g_autoptr(GString) rules = g_string_new (NULL);
  const VdYamlNode *entry;
  const char *rule, *hexes_word;
  int hexes;
  Applying a = { module, now, attackers, defenders, NULL, picks, outcome };

  outcome->events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  outcome->reasons = vd_hex_odds_reasons_new ();
  /* The combat as the rules allow it: the same checks as its odds. */
  if ((odds = vd_hex_odds (board, module, attackers, defenders, error)) == NULL)
    return NULL;
  if ((entry = refusal_met (board, module, attackers, defenders, rules)) == NULL)
    {
      if (rules->len == 0)
        g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                             _("in this game no unit may refuse combat"));
      else
        /* Translators: "this combat may not be refused: only the units its rules name may
         * (1914-CBT-8, 1914-HQ-3)". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("this combat may not be refused: only the units its rules name may "
                       "(%s)"), rules->str);
      return NULL;
    }
  rule = vd_hex_ruleset_word (vd_yaml_lookup (entry, "rule"));
  hexes_word = vd_hex_ruleset_word (vd_yaml_lookup (entry, "retreat_hexes"));
  hexes = hexes_word != NULL ? atoi (hexes_word) : 1;
  a.result = rule;
  for (guint i = 0; defenders[i] != NULL && outcome->pending == NULL; i++)
    {
      g_autoptr(VdHexRetreat) way = vd_hex_retreat (now, module, defenders[i], hexes, error);

      if (way == NULL)
        return NULL;
      /* A unit with nowhere to go cannot refuse: it fights (1914-HQ-3 says so of HQs). */
      if (way->unknown != NULL || way->stays != NULL || way->choices->len == 0)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s has no way back, so it cannot refuse combat: it fights (%s)"),
                       defenders[i], rule);
          return NULL;
        }
      /* Translators: the first reason of a refused combat: "refuses combat, falls back 1 hex". */
      add_reason (&a, rule, defenders[i],
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "refuses combat, falls back %d hex",
                                                "refuses combat, falls back %d hexes", hexes),
                                   hexes));
      if (!retreat (&a, defenders[i], hexes, error))
        return NULL;
      /* The fall-back move names whom it refused: the combat counts as fought (1914-CBT-3). */
      if (outcome->pending == NULL && outcome->events->len > 0)
        {
          VdBoardEvent *last = outcome->events->pdata[outcome->events->len - 1];

          g_strfreev (last->attackers);
          last->attackers = g_strdupv ((char **) attackers);
        }
    }
  if (outcome->pending != NULL)
    {
      /* Nothing is applied until the owner has picked. */
      g_ptr_array_set_size (outcome->events, 0);
      g_ptr_array_set_size (outcome->reasons, 0);
      return g_steal_pointer (&outcome);
    }
  if (advances != NULL && advances[0] != NULL &&
      g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (entry, "attacker_may_advance")),
                 "true") != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("after this refusal the attacker does not advance (%s)"), rule);
      return NULL;
    }
  if (!advance (&a, board, advances, error))
    return NULL;
  return g_steal_pointer (&outcome);
}

void
vd_hex_outcome_moved_again (VdHexOutcome *outcome, const VdBoard *setup,
                            const VdHexRuleset *module, guint n_applied)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.policy.again_rule");
  g_autoptr(GHashTable) said = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; rule != NULL && i < outcome->events->len; i++)
    {
      const VdBoardEvent *event = outcome->events->pdata[i];
      VdHex before;

      if (event->kind != VD_BOARD_EVENT_MOVE || event->unit_id == NULL ||
          g_hash_table_contains (said, event->unit_id) ||
          !vd_board_phase_start_hex (setup, module, n_applied, event->unit_id, &before))
        continue;
      g_hash_table_add (said, event->unit_id);
      /* Translators: NaA D16, a unit that moved already this combat phase moved again. */
      vd_hex_odds_add_reason (outcome->reasons, rule, event->unit_id,
                              g_strdup (_("moved again: chain moves may move a unit several "
                                          "times a phase")));
    }
}
