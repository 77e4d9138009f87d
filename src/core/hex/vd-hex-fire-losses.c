/* A Fire Table result applied to the loss rosters, as the journal events it comes to. */
#include "vd-hex-fire-losses.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-step.h"
#include "vd-error.h"
#include "vd-hex-officer-refuge.h"

typedef struct {
  const VdHexRuleset *module;
  VdBoard            *now;        /* the board as the events so far leave it */
  const char         *result;
  VdHexOutcome       *outcome;
} Applying;

const char *
vd_hex_roster_rule (const VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat ("special.roster.", key, NULL);
  const char *rule = vd_hex_ruleset_lookup_word (module, path);

  return rule != NULL ? rule : "?";
}


static gboolean
in_classes (const VdHexRuleset *module, const char *what, const VdBoardUnit *unit)
{
  g_autofree char *path = g_strconcat ("special.roster.", what, ".classes", NULL);

  return vd_hex_ruleset_list_has (module, path, unit->unit_class);
}

gboolean
vd_hex_fire_result_parse (const char *code, VdHexFireResult *result, GError **error)
{
  const char *p = code;
  char *end;

  memset (result, 0, sizeof *result);
  if (code == NULL)
    goto refused;
  if (g_ascii_isdigit (*p))
    {
      result->casualties = (guint) strtoul (p, &end, 10);
      p = end;
      if (*p == '(')
        {
          if (!g_ascii_isdigit (p[1]))
            goto refused;
          result->stragglers = (guint) strtoul (p + 1, &end, 10);
          if (*end != ')')
            goto refused;
          p = end + 1;
        }
      if (result->casualties > VD_BOARD_ROSTER_MAX_BOXES ||
          result->stragglers > VD_BOARD_ROSTER_MAX_BOXES)
        goto refused;
      if (*p == '+')
        p++;
      else if (*p != '\0')
        goto refused;
    }
  if (g_str_equal (p, "MC"))
    result->morale_check = TRUE;
  else if (*p != '\0' || p == code)
    goto refused;
  return TRUE;

refused:
  {
    g_autofree char *shown = vd_error_cut (code != NULL ? code : "");

    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("“%s” is not a Fire Table result: X(Y) for X casualties and Y stragglers, "
                   "then +MC for a morale check, or MC alone"), shown);
  }
  return FALSE;
}

static const VdBoardUnit *
placed_unit (const VdBoard *board, const char *id, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, id);
  g_autofree char *shown = vd_error_cut (id);

  if (unit == NULL)
    g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on the board"), shown);
  else if (!unit->placed)
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not on the map"), shown);
  else
    return unit;
  return NULL;
}

GPtrArray *
vd_hex_fire_losses_takers (const VdBoard *board, const VdHexRuleset *module,
                           const char *target, GError **error)
{
  const VdBoardUnit *unit = placed_unit (board, target, error);
  g_autoptr(GPtrArray) stack = NULL;
  GPtrArray *takers;

  if (unit == NULL)
    return NULL;
  takers = g_ptr_array_new ();
  /* 20.2d: a hex's artillery is fired on apart from the rest of it. */
  if (in_classes (module, "points", unit))
    {
      g_ptr_array_add (takers, (gpointer) unit);
      return takers;
    }
  stack = vd_board_units_at (board, unit->hex);
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *other = stack->pdata[i];

      if (vd_hex_ruleset_list_has (module, "special.roster.classes", other->unit_class) ||
          in_classes (module, "steps", other))
        g_ptr_array_add (takers, (gpointer) other);
    }
  return takers;
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

static gboolean
record (Applying *a, VdBoardEvent *event, const char *rule, GError **error)
{
  event->note = g_strdup_printf ("%s (%s)", a->result, rule);
  return vd_board_event_apply_and_keep (event, a->now, a->module, a->outcome->events, error);
}

static gboolean
eliminate (Applying *a, const char *id, const char *rule, GError **error)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, a->now);

  event->unit_id = g_strdup (id);
  event->eliminated = TRUE;
  add_reason (a, rule, id, g_strdup (_("eliminated")));
  return record (a, event, rule, error);
}

/* The wrecks CHIEF's division had before and has now, said when they change (20.6b). */
static void
say_division (Applying *a, const char *chief, gboolean before)
{
  gboolean now;

  vd_board_division_checked (a->now, chief, &now);
  if (now && !before)
    /* Translators: a division commander's counter ("the division of fr-legrand is wrecked"). */
    add_reason (a, vd_hex_roster_rule (a->module, "division_rule"), chief,
                g_strdup_printf (_("the division of %s is wrecked"), chief));
  else if (!now && before)
    add_reason (a, vd_hex_roster_rule (a->module, "division_rule"), chief,
                g_strdup_printf (_("the division of %s is no longer wrecked"), chief));
}

/* CASUALTIES and STRAGGLERS more on ID's roster row (20.6), and what they do to it. */
static gboolean
mark_roster (Applying *a, const char *id, guint casualties, guint stragglers, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (a->now, id);
  g_autoptr(VdBoardRoster) row = NULL;
  g_autofree char *army = NULL;
  gboolean was_wrecked, division_was_wrecked;
  VdBoardEvent *event;

  if (unit->roster == NULL)
    {
      /* Translators: "2 casualties and 1 stragglers for fr-1: its roster row is not on the
       * board". */
      set_missing (a, vd_hex_roster_rule (a->module, "rule"),
                   g_strdup_printf (_("%u casualties and %u stragglers for %s: its roster row "
                                      "is not on the board"), casualties, stragglers, id));
      return TRUE;
    }
  army = g_strdup (unit->army);
  was_wrecked = vd_board_roster_wrecked (unit->roster);
  vd_board_division_checked (a->now, army, &division_was_wrecked);
  row = vd_board_roster_copy (unit->roster);
  vd_board_roster_record (row, casualties, stragglers);
  event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, a->now);
  event->unit_id = g_strdup (id);
  event->casualties = (int) row->casualties;
  event->stragglers = (int) row->stragglers;
  {
    g_autofree char *marks = vd_board_roster_format (row);

    /* Translators: what a fire did to a roster row: "2 X, 1 /: A X B X / V _ C _ _ _". */
    add_reason (a, vd_hex_roster_rule (a->module, "marks_rule"), id,
                g_strdup_printf (_("%u X, %u /: %s"), casualties, stragglers, marks));
  }
  if (!record (a, event, vd_hex_roster_rule (a->module, "marks_rule"), error))
    return FALSE;
  if (vd_board_roster_full (row))
    return eliminate (a, id, vd_hex_roster_rule (a->module, "destroyed_rule"), error);
  if (vd_board_roster_wrecked (row) && !was_wrecked)
    {
      add_reason (a, vd_hex_roster_rule (a->module, "wreck_rule"), id, g_strdup (_("wrecked")));
      say_division (a, army, division_was_wrecked);
    }
  return TRUE;
}

/* One step for each casualty (11.5c): the full face flips to its reduced step, then the
 * counter goes; its morale level (state) is not the step and stays. */
static gboolean
lose_steps (Applying *a, const VdBoardUnit *unit, guint casualties, GError **error)
{
  const char *reduced = vd_board_step_word (a->module, unit->unit_class);
  const char *rule = vd_hex_roster_rule (a->module, "steps.rule");
  g_autofree char *id = g_strdup (unit->id);
  VdBoardEvent *event;

  if (casualties == 0)
    return TRUE;
  if (vd_board_step_reduced (unit) || reduced == NULL || casualties > 1)
    return eliminate (a, id, rule, error);
  event = vd_board_event_new (VD_BOARD_EVENT_STEP, a->now);
  event->unit_id = g_strdup (id);
  event->step = g_strdup (reduced);
  /* Translators: a skirmisher losing a step: "reduced". */
  add_reason (a, rule, id, g_strdup (_("one step lost: reduced")));
  return record (a, event, rule, error);
}

/* An artillery's casualties off its points (20.5); none left, it is gone. */
static gboolean
lose_points (Applying *a, const VdBoardUnit *unit, guint casualties, GError **error)
{
  const char *rule = vd_hex_roster_rule (a->module, "points.rule");
  g_autofree char *id = g_strdup (unit->id);
  char *end = NULL;
  long points = unit->strength != NULL ? strtol (unit->strength, &end, 10) : -1;
  VdBoardEvent *event;

  if (casualties == 0)
    return TRUE;
  if (end == NULL || *end != '\0' || points < 0)
    {
      /* Translators: "3 artillery points lost by fr-art: its points are not given". */
      set_missing (a, rule, g_strdup_printf (_("%u artillery points lost by %s: its points are "
                                               "not given"), casualties, id));
      return TRUE;
    }
  if ((long) casualties >= points)
    {
      if (!eliminate (a, id, rule, error))
        return FALSE;
    }
  else
    {
      event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, a->now);
      event->unit_id = g_strdup (id);
      event->strength = g_strdup_printf ("%ld", points - (long) casualties);
      /* Translators: "3 artillery points lost, 2 left". */
      add_reason (a, rule, id, g_strdup_printf (_("%u artillery points lost, %s left"),
                                                casualties, event->strength));
      if (!record (a, event, rule, error))
        return FALSE;
    }
  /* 27.2: the class's own rule, after the roster's. */
  if (vd_hex_ruleset_lookup_word (a->module, "special.roster.points.also_rule") != NULL)
    /* Translators: "3 casualties, one artillery point each". */
    add_reason (a, vd_hex_roster_rule (a->module, "points.also_rule"), id,
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u casualty, one artillery point "
                                              "each", "%u casualties, one artillery point each",
                                              casualties), casualties));
  return TRUE;
}

/* Who takes the stragglers (21.0a): the target if it can, else the topmost of its stack. */
static const VdBoardUnit *
straggler_taker (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *target)
{
  g_autoptr(GPtrArray) stack = NULL;

  if (in_classes (module, "stragglers", target))
    return target;
  stack = vd_board_units_at (board, target->hex);
  for (guint i = 0; i < stack->len; i++)
    if (in_classes (module, "stragglers", stack->pdata[i]))
      return stack->pdata[i];
  return NULL;
}

/* How many casualties each taker gets: all to the one, else the owner's SHARES. */
static GHashTable *
share_casualties (Applying *a, GPtrArray *takers, guint casualties, GHashTable *shares,
                  GError **error)
{
  g_autoptr(GHashTable) got = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;
  guint sum = 0;

  if (casualties == 0)
    return g_steal_pointer (&got);
  if (takers->len == 1 && (shares == NULL || g_hash_table_size (shares) == 0))
    {
      g_hash_table_insert (got, ((VdBoardUnit *) takers->pdata[0])->id,
                           GUINT_TO_POINTER (casualties));
      return g_steal_pointer (&got);
    }
  if (shares == NULL || g_hash_table_size (shares) == 0)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < takers->len; i++)
        g_string_append_printf (names, "%s%s", i > 0 ? ", " : "",
                                ((VdBoardUnit *) takers->pdata[i])->id);
      /* Translators: "the owner shares 3 casualties among fr-1, fr-2 (11.5h): give each its
       * share; nothing was applied". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the owner shares %u casualties among %s (%s): give each its share; "
                     "nothing was applied"), casualties, names->str,
                   vd_hex_roster_rule (a->module, "share_rule"));
      return NULL;
    }
  g_hash_table_iter_init (&iter, shares);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      gboolean found = FALSE;

      for (guint i = 0; i < takers->len && !found; i++)
        found = g_str_equal (((VdBoardUnit *) takers->pdata[i])->id, key);
      if (!found)
        {
          g_autofree char *shown = vd_error_cut (key);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is not in the stack that takes these casualties"), shown);
          return NULL;
        }
      sum += GPOINTER_TO_UINT (value);
      g_hash_table_insert (got, key, value);
    }
  if (sum != casualties)
    {
      /* Translators: "the shares add up to 2 casualties, and the result is 3". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the shares add up to %u casualties, and the result is %u"), sum,
                   casualties);
      return NULL;
    }
  return g_steal_pointer (&got);
}

/* The officers of HEX on BOARD, those a 55 or 66 may kill (20.4d). */
static GPtrArray *
officers_at (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, hex);
  GPtrArray *officers = g_ptr_array_new ();

  for (guint i = 0; i < stack->len; i++)
    if (in_classes (module, "officers", stack->pdata[i]))
      g_ptr_array_add (officers, stack->pdata[i]);
  return officers;
}

GPtrArray *
vd_hex_fire_losses_officers (const VdBoard *board, const VdHexRuleset *module,
                             const char *target, int roll, GError **error)
{
  const VdBoardUnit *unit = placed_unit (board, target, error);

  if (unit == NULL)
    return NULL;
  if (roll != 55 && roll != 66)
    return g_ptr_array_new ();
  return officers_at (board, module, unit->hex);
}

/* 20.4d: on 55 or 66 an officer of the hex is killed, drawn at random among several. */
static gboolean
kill_officer (Applying *a, VdHex hex, const char *officer, GRand *rand, GError **error)
{
  const char *rule = vd_hex_roster_rule (a->module, "officers.rule");
  g_autoptr(GPtrArray) officers = officers_at (a->now, a->module, hex);
  const VdBoardUnit *killed = NULL;

  if (officers->len == 0)
    {
      add_reason (a, rule, NULL, g_strdup (_("no officer in the hex to be killed")));
      return TRUE;
    }
  for (guint i = 0; officer != NULL && i < officers->len; i++)
    if (g_str_equal (((VdBoardUnit *) officers->pdata[i])->id, officer))
      killed = officers->pdata[i];
  if (officer != NULL && killed == NULL)
    {
      g_autofree char *shown = vd_error_cut (officer);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not an officer of the hex"),
                   shown);
      return FALSE;
    }
  if (killed == NULL)
    {
      killed = officers->pdata[officers->len == 1 ? 0
                               : g_rand_int_range (rand, 0, (gint32) officers->len)];
      if (officers->len > 1)
        /* Translators: "drawn among 2 officers". */
        add_reason (a, rule, killed->id, g_strdup_printf (_("drawn among %u officers"),
                                                          officers->len));
    }
  {
    g_autofree char *id = g_strdup (killed->id);
    g_autoptr(GPtrArray) replacement = vd_hex_odds_reasons_new ();

    /* 26.4a-c: what his loss owes, read while he still stands. */
    vd_hex_officer_replacement (a->now, a->module, id, replacement);
    if (!eliminate (a, id, rule, error))
      return FALSE;
    g_ptr_array_extend_and_steal (a->outcome->reasons, g_steal_pointer (&replacement));
    /* 26.4: the officers' own rule, after the fire's and the replacement's. */
    if (vd_hex_ruleset_lookup_word (a->module, "special.roster.officers.also_rule") != NULL)
      add_reason (a, vd_hex_roster_rule (a->module, "officers.also_rule"), id,
                  g_strdup (_("an officer killed by fire is gone for good")));
    return TRUE;
  }
}

VdHexOutcome *
vd_hex_fire_losses (const VdBoard *board, const VdHexRuleset *module, const char *target,
                    const char *result, GHashTable *shares, int roll, const char *officer,
                    gboolean charge, GRand *rand, GError **error)
{
  g_autoptr(VdHexOutcome) outcome = g_new0 (VdHexOutcome, 1);
  g_autoptr(VdBoard) now = NULL;
  g_autoptr(GPtrArray) takers = NULL;
  g_autoptr(GHashTable) got = NULL;
  VdHexFireResult fire;
  const VdBoardUnit *unit, *taker;
  Applying a;
  VdHex hex;
  guint casualties, stragglers = 0;

  g_return_val_if_fail (board != NULL && module != NULL && target != NULL, NULL);

  outcome->events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  outcome->reasons = vd_hex_odds_reasons_new ();
  if (vd_hex_ruleset_lookup (module, "special.roster") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the game module %s keeps no loss rosters"), module->id);
      return NULL;
    }
  if (!vd_hex_fire_result_parse (result, &fire, error) ||
      (unit = placed_unit (board, target, error)) == NULL ||
      (takers = vd_hex_fire_losses_takers (board, module, target, error)) == NULL)
    return NULL;
  now = vd_board_copy_without_journal (board);
  a = (Applying) { module, now, result, outcome };
  hex = unit->hex;
  casualties = fire.casualties;
  if (fire.stragglers > 0 && charge)
    {
      /* Translators: "2 stragglers count as casualties in a charge". */
      add_reason (&a, vd_hex_roster_rule (module, "stragglers.charge_rule"), NULL,
                  g_strdup_printf (_("%u stragglers count as casualties in a charge"),
                                   fire.stragglers));
      casualties += fire.stragglers;
      /* 24.1j: the same of every straggler a charge causes, morale and square tests too. */
      if (vd_hex_roster_rule (module, "stragglers.charge_also_rule") != NULL)
        add_reason (&a, vd_hex_roster_rule (module, "stragglers.charge_also_rule"), target,
                    g_strdup (_("a charge's stragglers are casualties: from the fire, the "
                                "morale checks and the square tests alike")));
    }
  else if (fire.stragglers > 0 && in_classes (module, "points", unit))
    {
      add_reason (&a, vd_hex_roster_rule (module, "stragglers.only_rule"), target,
                  g_strdup (_("artillery takes no stragglers")));
      /* 27.2: the artillery's own rule says it too. */
      if (vd_hex_ruleset_lookup_word (module, "special.roster.points.also_rule") != NULL)
        add_reason (&a, vd_hex_roster_rule (module, "points.also_rule"), target,
                    g_strdup (_("artillery takes no stragglers")));
    }
  else if (fire.stragglers > 0)
    {
      stragglers = fire.stragglers;
      /* 11.5c: a skirmisher takes the Fire Table's losses only; 21.0a says who else may. */
      if (in_classes (module, "steps", unit))
        add_reason (&a, vd_hex_roster_rule (module, "steps.rule"), target,
                    g_strdup (_("a skirmisher never takes stragglers")));
    }
  if ((got = share_casualties (&a, takers, casualties, shares, error)) == NULL)
    return NULL;
  taker = stragglers > 0 ? straggler_taker (board, module, unit) : NULL;
  if (stragglers > 0 && taker == NULL)
    {
      add_reason (&a, vd_hex_roster_rule (module, "stragglers.only_rule"), target,
                  g_strdup (_("no infantry in the stack to take the stragglers")));
      stragglers = 0;
    }
  for (guint i = 0; i < takers->len; i++)
    {
      const VdBoardUnit *each = takers->pdata[i];
      guint share = GPOINTER_TO_UINT (g_hash_table_lookup (got, each->id));
      guint lost = each == taker ? stragglers : 0;
      g_autofree char *id = g_strdup (each->id);
      gboolean done;

      if (share == 0 && lost == 0)
        continue;
      if (in_classes (module, "points", each))
        done = lose_points (&a, vd_board_find_unit (now, id), share, error);
      else if (in_classes (module, "steps", each))
        done = lose_steps (&a, vd_board_find_unit (now, id), share, error);
      else
        done = mark_roster (&a, id, share, lost, error);
      if (!done)
        return NULL;
    }
  if (roll == 55 || roll == 66)
    {
      if (!kill_officer (&a, hex, officer, rand, error))
        return NULL;
    }
  if (fire.morale_check)
    {
      const char *rule = vd_hex_roster_rule (module, "morale_check.rule");
      const char *chart = vd_hex_ruleset_lookup_word (module, "special.roster.morale_check.chart");
      g_autofree char *path = g_strdup_printf ("charts.%s.name", chart != NULL ? chart : "");
      const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, path));
      g_autoptr(GPtrArray) stack = vd_board_units_at (now, hex);
      const VdBoardUnit *top = NULL;

      for (guint i = 0; i < stack->len && top == NULL; i++)
        if (vd_hex_ruleset_list_has (module, "special.roster.classes",
                                     ((VdBoardUnit *) stack->pdata[i])->unit_class))
          top = stack->pdata[i];
      if (top != NULL)
        /* Translators: "fr-1 checks morale for its stack: the Morale Table is not in the
         * seed". */
        set_missing (&a, rule, g_strdup_printf (_("%s checks morale for its stack: the %s is "
                                                  "not in the seed"),
                                                top->id, name != NULL ? name : "?"));
    }
  return g_steal_pointer (&outcome);
}
