/* BN's batteries: the set-up notation, points moved between batteries, artillery fire points. */
#include "vd-hex-artillery-bn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-yaml-reader.h"

#define ART "special.artillery."

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, ART, key);
}

void
vd_hex_battery_kind_clear (VdHexBatteryKind *kind)
{
  g_clear_pointer (&kind->type, g_free);
  g_clear_pointer (&kind->klass, g_free);
  kind->points = 0;
}

/* The word the module's map at KEY gives LETTER ("H" → "heavy"), or NULL. */
static const char *
letter_word (const VdHexRuleset *module, const char *key, char letter)
{
  g_autofree char *path = g_strdup_printf (ART "notation.%s.%c", key, letter);

  return vd_hex_ruleset_lookup_word (module, path);
}

/* The letter the module's map at KEY gives for WORD ("heavy" → 'H'), or '?'. */
static char
word_letter (const VdHexRuleset *module, const char *key, const char *word)
{
  g_autofree char *path = g_strdup_printf (ART "notation.%s", key);
  const VdYamlNode *map = vd_hex_ruleset_lookup (module, path);

  for (guint i = 0; map != NULL && map->kind == VD_YAML_MAPPING && i + 1 < map->n_children;
       i += 2)
    if (g_strcmp0 (vd_hex_ruleset_word (map->children[i + 1]), word) == 0 &&
        map->children[i]->value != NULL)
      return map->children[i]->value[0];
  return '?';
}

/* 1.4.7: "IDb (NTC)" in TEXT, N the points (5 when not written), T the type, C the class. */
static gboolean
read_notation (const char *text, const VdHexRuleset *module, VdHexBatteryKind *kind)
{
  const char *suffix = word (module, "notation.suffix");
  const char *open = text != NULL ? strrchr (text, '(') : NULL;
  const char *p;
  g_autofree char *head = NULL;
  const char *type, *klass;
  int points = 0;

  if (open == NULL || suffix == NULL)
    return FALSE;
  head = g_strstrip (g_strndup (text, open - text));
  if (!g_str_has_suffix (head, suffix) || strlen (head) <= strlen (suffix))
    return FALSE;
  for (p = open + 1; g_ascii_isdigit (*p) && points < 100; p++)
    points = points * 10 + (*p - '0');
  if (p[0] == '\0' || p[1] == '\0' || p[2] != ')' || p[3] != '\0')
    return FALSE;
  type = letter_word (module, "types", p[0]);
  klass = letter_word (module, "classes", p[1]);
  if (type == NULL || klass == NULL)
    return FALSE;
  if (p == open + 1)
    points = atoi (word (module, "notation.default_points") ?: "0");
  if (points <= 0)
    return FALSE;
  kind->type = g_strdup (type);
  kind->klass = g_strdup (klass);
  kind->points = points;
  return TRUE;
}

gboolean
vd_hex_battery_kind (const VdBoardUnit *unit, const VdHexRuleset *module, VdHexBatteryKind *kind)
{
  *kind = (VdHexBatteryKind) { NULL, NULL, 0 };
  return read_notation (unit->name, module, kind) || read_notation (unit->id, module, kind);
}

/* The artillery counter ID, on the map, or NULL with ERROR. */
static const VdBoardUnit *
battery (const VdBoard *board, const VdHexRuleset *module, const char *id, const char *rule,
         GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, id);

  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on the map"), id);
      return NULL;
    }
  if (g_strcmp0 (unit->unit_class, word (module, "notation.class")) != 0)
    {
      /* Translators: "fr-1 is not artillery (27.1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not artillery (%s)"), id,
                   rule);
      return NULL;
    }
  return unit;
}

const char *
vd_hex_battery_word (const char *word)
{
  if (g_strcmp0 (word, "heavy") == 0)
    return C_("artillery", "heavy");
  if (g_strcmp0 (word, "light") == 0)
    return C_("artillery", "light");
  if (g_strcmp0 (word, "foot") == 0)
    return C_("artillery", "foot");
  if (g_strcmp0 (word, "horse") == 0)
    return C_("artillery", "horse");
  return word;
}

/* A battery's points: its printed strength, a whole number (27.1). */
static int
battery_points (const VdBoardUnit *unit)
{
  return unit->strength != NULL ? atoi (unit->strength) : 0;
}

void
vd_hex_battery_transfer_free (VdHexBatteryTransfer *transfer)
{
  if (transfer == NULL)
    return;
  g_free (transfer->from);
  g_free (transfer->to);
  g_free (transfer->new_id);
  g_free (transfer->new_name);
  g_free (transfer->new_echelon);
  g_free (transfer->open);
  g_free (transfer->why);
  g_free (transfer->why_rule);
  g_clear_pointer (&transfer->reasons, g_ptr_array_unref);
  g_free (transfer);
}

static gboolean
is_detached (const VdBoardUnit *unit, const VdHexRuleset *module)
{
  return g_strcmp0 (unit->echelon, word (module, "transfer.detached_echelon")) == 0;
}

/* A free id for a battery detached from FROM: FROM-d1, FROM-d2… */
static char *
detached_id (const VdBoard *board, const char *from)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-d%u", from, n);

      if (vd_board_find_unit (board, id) == NULL)
        return g_steal_pointer (&id);
    }
}

static void
refuse (VdHexBatteryTransfer *transfer, const char *rule, char *why)
{
  transfer->may = FALSE;
  transfer->why_rule = g_strdup (rule);
  transfer->why = why;
}

/* 27.1: points moved between batteries of one type and class; detached batteries up to 5. */
VdHexBatteryTransfer *
vd_hex_battery_transfer (const VdBoard *board, const VdHexRuleset *module, const char *from,
                         const char *to, int points, GError **error)
{
  g_autoptr(VdHexBatteryTransfer) transfer = g_new0 (VdHexBatteryTransfer, 1);
  const char *rule = word (module, "transfer.rule");
  const char *reading = word (module, "transfer.reading");
  int max = atoi (word (module, "transfer.max_points") ?: "0");
  const VdBoardUnit *giver, *taker = NULL;
  VdHexBatteryKind a = { 0 }, b = { 0 };
  gboolean known_a, known_b = TRUE;

  if (rule == NULL || max <= 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("this game does not move points between batteries"));
      return NULL;
    }
  if ((giver = battery (board, module, from, rule, error)) == NULL ||
      (to != NULL && (taker = battery (board, module, to, rule, error)) == NULL))
    return NULL;
  if (taker == giver)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s cannot give points to itself"), from);
      return NULL;
    }
  if (points < 1 || points > battery_points (giver))
    {
      /* Translators: "b1 holds 3 artillery points: give 1 to 3". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s holds %d artillery points: give 1 to %d"), from,
                   battery_points (giver), battery_points (giver));
      return NULL;
    }
  transfer->reasons = vd_hex_odds_reasons_new ();
  transfer->from = g_strdup (from);
  transfer->to = g_strdup (to);
  transfer->points = points;
  transfer->from_after = battery_points (giver) - points;
  transfer->to_after = (taker != NULL ? battery_points (taker) : 0) + points;
  transfer->may = TRUE;
  known_a = vd_hex_battery_kind (giver, module, &a);
  if (taker != NULL)
    known_b = vd_hex_battery_kind (taker, module, &b);
  /* 6.8: a battery's points are those its marker shows, the counter's strength. */
  if (word (module, "transfer.points_rule") != NULL)
    /* Translators: BN 6.8, "b1 holds 5 artillery points (its marker), b2 3". */
    vd_hex_odds_add_reason (transfer->reasons, word (module, "transfer.points_rule"), NULL,
                            taker != NULL
                              ? g_strdup_printf (_("%s holds %d artillery points (its marker), "
                                                   "%s %d"), from, battery_points (giver), to,
                                                 battery_points (taker))
                              : g_strdup_printf (_("%s holds %d artillery points (its marker)"),
                                                 from, battery_points (giver)));
  vd_hex_odds_add_reason (transfer->reasons, rule, NULL,
                          g_strdup (_("no movement points are spent")));
  if (taker != NULL && (!known_a || !known_b))
    refuse (transfer, word (module, "notation.rule"),
            /* Translators: "the type and class of b2 are not written on its name (AGb (Hf))". */
            g_strdup_printf (_("the type and class of %s are not written on its name (as "
                               "“AGb (Hf)”): the referee judges whether they match"),
                             known_a ? to : from));
  else if (taker != NULL &&
           (g_strcmp0 (a.type, b.type) != 0 || g_strcmp0 (a.klass, b.klass) != 0))
    /* Translators: "b1 is heavy foot, b2 light foot: points move only between batteries of one
     * type and class". */
    refuse (transfer, rule,
            g_strdup_printf (_("%s is %s %s, %s %s %s: points move only between batteries of "
                               "one type and class"), from, vd_hex_battery_word (a.type),
                             vd_hex_battery_word (a.klass), to, vd_hex_battery_word (b.type),
                             vd_hex_battery_word (b.klass)));
  else if (taker == NULL && points > max)
    /* Translators: "a detached battery holds 5 artillery points at most, not 6". */
    refuse (transfer, rule, g_strdup_printf (_("a detached battery holds %d artillery points "
                                               "at most, not %d"), max, points));
  else if (taker != NULL && transfer->to_after > max &&
           (is_detached (taker, module) || is_detached (giver, module)))
    /* Translators: "b2 would hold 6 artillery points: a detached battery, or one rebuilt by
     * taking one back, holds 5 at most". */
    refuse (transfer, rule,
            g_strdup_printf (_("%s would hold %d artillery points: a detached battery, or one "
                               "rebuilt by taking one back, holds %d at most"), to,
                             transfer->to_after, max));
  else if (taker != NULL && transfer->to_after > max)
    {
      const char *choice = vd_hex_ruleset_choice (module, reading);

      if (choice == NULL)
        {
          transfer->may = FALSE;
          transfer->open = g_strdup (reading);
          transfer->why_rule = g_strdup (reading);
          /* Translators: "b2 would hold 6 artillery points: whether a printed battery may is
           * reading bn-i-battery-cap, not chosen". */
          transfer->why = g_strdup_printf (_("%s would hold %d artillery points: whether a "
                                             "printed battery may is reading %s, not chosen"),
                                           to, transfer->to_after, reading);
        }
      else if (g_strcmp0 (choice, "every-battery") == 0)
        refuse (transfer, reading,
                g_strdup_printf (_("%s would hold %d artillery points: every battery holds %d "
                                   "at most, as reading %s goes"), to, transfer->to_after, max,
                                 reading));
      else
        vd_hex_odds_add_reason (transfer->reasons, reading, to,
                                g_strdup_printf (_("a printed battery may hold %d points, as "
                                                   "reading %s goes"), transfer->to_after,
                                                 reading));
    }
  if (transfer->may && taker == NULL)
    {
      transfer->new_id = detached_id (board, from);
      /* 27.1: the detached counter does not show type and class; its name keeps them. */
      if (known_a)
        transfer->new_name = g_strdup_printf ("%s%s (%d%c%c)", transfer->new_id,
                                              word (module, "notation.suffix"), points,
                                              word_letter (module, "types", a.type),
                                              word_letter (module, "classes", a.klass));
      transfer->new_echelon = g_strdup (word (module, "transfer.detached_echelon"));
      vd_hex_odds_add_reason (transfer->reasons, rule, transfer->new_id,
                              g_strdup_printf (_("a detached battery of %d points, %s"), points,
                                               known_a ? transfer->new_name
                                                       : _("its type and class the players’ "
                                                           "to remember")));
    }
  else if (transfer->may)
    vd_hex_odds_add_reason (transfer->reasons, rule, to,
                            g_strdup_printf (_("%s %s: %d points, %s keeps %d"),
                                             vd_hex_battery_word (a.type),
                                             vd_hex_battery_word (a.klass),
                                             transfer->to_after, from, transfer->from_after));
  vd_hex_battery_kind_clear (&a);
  vd_hex_battery_kind_clear (&b);
  return g_steal_pointer (&transfer);
}

static VdBoardEvent *
strength_event (const VdBoard *board, const char *id, int points)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, board);

  event->unit_id = g_strdup (id);
  event->strength = g_strdup_printf ("%d", points);
  return event;
}

GPtrArray *
vd_hex_battery_transfer_events (const VdBoard *board, const VdHexBatteryTransfer *transfer)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  const VdBoardUnit *giver = vd_board_find_unit (board, transfer->from);

  if (!transfer->may || giver == NULL)
    return events;
  if (transfer->to == NULL)
    {
      VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, board);

      event->unit_id = g_strdup (transfer->new_id);
      event->name = g_strdup (transfer->new_name);
      event->side = g_strdup (giver->side);
      event->unit_class = g_strdup (giver->unit_class);
      event->hex = vd_board_format_hex (board, giver->hex);
      event->strength = g_strdup_printf ("%d", transfer->points);
      event->has_movement = giver->has_movement;
      event->movement = giver->movement;
      event->state = g_strdup (giver->state);
      event->facing = giver->facing;
      event->army = g_strdup (giver->army);
      event->nation = g_strdup (giver->nation);
      event->echelon = g_strdup (transfer->new_echelon);
      event->formation = g_strdup (giver->formation);
      event->grade = g_strdup (giver->grade);
      g_ptr_array_add (events, event);
    }
  else
    g_ptr_array_add (events, strength_event (board, transfer->to, transfer->to_after));
  /* A battery left with no point leaves the board. */
  if (transfer->from_after == 0)
    {
      VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_REMOVE_UNIT, board);

      event->unit_id = g_strdup (transfer->from);
      g_ptr_array_add (events, event);
    }
  else
    g_ptr_array_add (events, strength_event (board, transfer->from, transfer->from_after));
  return events;
}

void
vd_hex_artillery_fire_free (VdHexArtilleryFire *fire)
{
  if (fire == NULL)
    return;
  g_clear_pointer (&fire->reasons, g_ptr_array_unref);
  g_clear_pointer (&fire->missing, g_ptr_array_unref);
  g_free (fire);
}

/* The cell of TABLE, ROW, COLUMN among the module's known cells of CHART: TRUE with *RESULT and
 * *RULE when it holds it. */
static gboolean
known_cell (const VdHexRuleset *module, const char *chart, const char *table, int row,
            const char *column, double *result, const char **rule)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.points", chart);
  const VdYamlNode *points = vd_hex_ruleset_lookup (module, path);
  g_autofree char *row_text = g_strdup_printf ("%d", row);

  for (guint i = 0; points != NULL && points->kind == VD_YAML_SEQUENCE &&
                    i < points->n_children; i++)
    {
      const VdYamlNode *cell = points->children[i];

      if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cell, "table")), table) == 0 &&
          g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cell, "row")), row_text) == 0 &&
          g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cell, "column")), column) == 0)
        {
          *result = g_ascii_strtod (vd_hex_ruleset_word (vd_yaml_lookup (cell, "result")) ?: "0",
                                    NULL);
          *rule = vd_hex_ruleset_word (vd_yaml_lookup (cell, "rule"));
          return TRUE;
        }
    }
  return FALSE;
}

/* One hex's sum of one type: its points and range, the cell read or not. */
typedef struct {
  VdHex     hex;
  char     *type;
  int       points;
  int       range;
  guint     batteries;
  GString  *who;
  gboolean  known;
  double    result;
} Group;

static void
group_free (Group *group)
{
  g_free (group->type);
  g_string_free (group->who, TRUE);
  g_free (group);
}

/* Whether the missing GROUPS are exactly the cells of a sum the module gives (27.3-ex). */
static gboolean
known_sum (const VdHexRuleset *module, GPtrArray *groups, double *result, const char **rule)
{
  const VdYamlNode *sums = vd_hex_ruleset_lookup (module, ART "known_sums");
  const char *format = word (module, "fire.range_column") ?: "range %d";

  for (guint s = 0; sums != NULL && sums->kind == VD_YAML_SEQUENCE && s < sums->n_children; s++)
    {
      const VdYamlNode *cells = vd_yaml_lookup (sums->children[s], "cells");
      guint missing = 0, matched = 0;

      if (cells == NULL || cells->kind != VD_YAML_SEQUENCE)
        continue;
      for (guint g = 0; g < groups->len; g++)
        {
          Group *group = groups->pdata[g];
          g_autofree char *column = NULL;
          g_autofree char *row = g_strdup_printf ("%d", group->points);

          if (group->known)
            continue;
          missing++;
          /* The format is the module's own, "range %d". */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
          column = g_strdup_printf (format, group->range);
#pragma GCC diagnostic pop
          for (guint c = 0; c < cells->n_children; c++)
            {
              const VdYamlNode *cell = cells->children[c];

              if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cell, "table")),
                             group->type) == 0 &&
                  g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cell, "row")), row) == 0 &&
                  g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cell, "column")),
                             column) == 0)
                {
                  matched++;
                  break;
                }
            }
        }
      if (missing > 0 && missing == matched && matched == cells->n_children)
        {
          *result = g_ascii_strtod (vd_hex_ruleset_word (vd_yaml_lookup (sums->children[s],
                                                                         "result")) ?: "0",
                                    NULL);
          *rule = vd_hex_ruleset_word (vd_yaml_lookup (sums->children[s], "rule"));
          return TRUE;
        }
    }
  return FALSE;
}

/* 12.3: a hex fires 5 artillery points at most, whatever their types; FALSE with ERROR. */
static gboolean
hex_within_cap (const VdBoard *board, const VdHexRuleset *module, GPtrArray *groups, VdHex hex,
                GError **error)
{
  const char *cap = vd_hex_ruleset_lookup_word (module,
                                                "stacking.fire_cap_per_hex.and_artillery_points");
  int points = 0;

  for (guint g = 0; g < groups->len; g++)
    {
      Group *group = groups->pdata[g];

      if (vd_hex_equal (group->hex, hex))
        points += group->points;
    }
  if (cap == NULL || points <= atoi (cap))
    return TRUE;
  {
    g_autofree char *label = vd_board_format_hex (board, hex);
    const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "stacking.fire_cap_per_hex.rules");

    /* Translators: "from 0805, 6 artillery points would fire: 5 at most (12.3)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("from %s, %d artillery points would fire: %s at most (%s)"), label, points,
                 cap, rules != NULL && rules->n_children > 0
                        ? vd_hex_ruleset_word (rules->children[0]) : "");
    return FALSE;
  }
}

/* 27.3: artillery points added per hex and type, converted, then the hexes' points added. */
VdHexArtilleryFire *
vd_hex_artillery_fire (const VdBoard *board, const VdHexRuleset *module,
                       const char * const *firers, const char *target, GError **error)
{
  g_autoptr(VdHexArtilleryFire) fire = g_new0 (VdHexArtilleryFire, 1);
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  const char *rule = word (module, "fire.rule");
  const char *chart = word (module, "fire.chart");
  const char *format = word (module, "fire.range_column") ?: "range %d";
  int max_range = atoi (vd_hex_ruleset_lookup_word (module, "combat.fire.ranges.artillery")
                        ?: "0");
  const VdBoardUnit *aimed = vd_board_find_unit (board, target);
  double sum = 0;
  const char *sum_rule = NULL;

  if (rule == NULL || chart == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("this game does not add artillery points by hex and type"));
      return NULL;
    }
  if (aimed == NULL || !aimed->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on the map"), target);
      return NULL;
    }
  if (firers == NULL || firers[0] == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("name the batteries that fire"));
      return NULL;
    }
  fire->reasons = vd_hex_odds_reasons_new ();
  fire->missing = vd_hex_odds_reasons_new ();
  for (guint f = 0; firers[f] != NULL; f++)
    {
      const VdBoardUnit *unit = battery (board, module, firers[f], rule, error);
      VdHexBatteryKind kind = { 0 };
      Group *group = NULL;
      int range;

      if (unit == NULL)
        return NULL;
      if (g_strcmp0 (unit->side, aimed->side) == 0)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s and %s are on the same side"),
                       unit->id, target);
          return NULL;
        }
      range = vd_hex_distance (unit->hex, aimed->hex);
      if (range < 1 || (max_range > 0 && range > max_range))
        {
          /* Translators: "b1 is 9 hexes from al: artillery fires at 1 to 8 (20.2c)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is %d hexes from %s: artillery fires at 1 to %d (%s)"), unit->id,
                       range, target, max_range,
                       vd_hex_ruleset_lookup_word (module, "combat.fire.ranges.rule") ?: "");
          return NULL;
        }
      if (!vd_hex_battery_kind (unit, module, &kind))
        {
          /* Translators: "the type of b1 is not written on its name (as “AGb (Hf)”)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("the type of %s is not written on its name (as “AGb (Hf)”, %s)"),
                       unit->id, word (module, "notation.rule"));
          return NULL;
        }
      for (guint g = 0; g < groups->len && group == NULL; g++)
        {
          Group *other = groups->pdata[g];

          if (vd_hex_equal (other->hex, unit->hex) && g_strcmp0 (other->type, kind.type) == 0)
            group = other;
        }
      if (group == NULL)
        {
          group = g_new0 (Group, 1);
          group->hex = unit->hex;
          group->type = g_strdup (kind.type);
          group->range = range;
          group->who = g_string_new (NULL);
          g_ptr_array_add (groups, group);
        }
      group->points += battery_points (unit);
      if (!hex_within_cap (board, module, groups, unit->hex, error))
        {
          vd_hex_battery_kind_clear (&kind);
          return NULL;
        }
      g_string_append_printf (group->who, "%s%s", group->who->len > 0 ? ", " : "", unit->id);
      vd_hex_battery_kind_clear (&kind);
    }
  for (guint g = 0; g < groups->len; g++)
    {
      Group *group = groups->pdata[g];
      g_autofree char *label = vd_board_format_hex (board, group->hex);
      g_autofree char *column = NULL;
      const char *cell_rule = NULL;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      column = g_strdup_printf (format, group->range);
#pragma GCC diagnostic pop
      group->known = known_cell (module, chart, group->type, group->points, column,
                                 &group->result, &cell_rule);
      if (group->known)
        {
          fire->points += group->result;
          /* Translators: "0511 (b1, b2): 6 heavy points at range 3, 4 fire points (27.3-ex)". */
          vd_hex_odds_add_reason (fire->reasons, rule, label,
                                  g_strdup_printf (_("%s: %d %s points at range %d, %g fire "
                                                     "points (%s)"), group->who->str,
                                                   group->points, vd_hex_battery_word (group->type),
                                                   group->range, group->result,
                                                   cell_rule ?: rule));
        }
      else
        vd_hex_odds_add_reason (fire->missing, rule, label,
                                /* Translators: "b3: 3 heavy points at range 4: the cell of the
                                 * heavy fire-point table is not given". */
                                g_strdup_printf (_("%s: %d %s points at range %d: the cell of "
                                                   "the %s fire-point table is not given"),
                                                 group->who->str, group->points,
                                                 vd_hex_battery_word (group->type), group->range,
                                                 vd_hex_battery_word (group->type)));
    }
  fire->known = fire->missing->len == 0;
  if (!fire->known && known_sum (module, groups, &sum, &sum_rule))
    {
      g_autoptr(GString) parts = g_string_new (NULL);

      for (guint g = 0; g < groups->len; g++)
        {
          Group *group = groups->pdata[g];

          if (!group->known)
            {
              if (parts->len > 0)
                g_string_append (parts, ", ");
              /* Translators: "h6: 3 heavy at range 4". */
              g_string_append_printf (parts, _("%s: %d %s at range %d"), group->who->str,
                                      group->points, vd_hex_battery_word (group->type),
                                      group->range);
            }
        }
      fire->points += sum;
      fire->known = TRUE;
      g_ptr_array_set_size (fire->missing, 0);
      /* Translators: "h6: 3 heavy at range 4, l1: 3 light at range 5: cells not given apart;
       * 27.3-ex gives their sum, 1". */
      vd_hex_odds_add_reason (fire->reasons, sum_rule, NULL,
                              g_strdup_printf (_("%s: cells not given apart; %s gives their "
                                                 "sum, %g"), parts->str, sum_rule, sum));
    }
  if (fire->known)
    /* Translators: "fire points of the hexes added: 6". */
    vd_hex_odds_add_reason (fire->reasons, rule, NULL,
                            g_strdup_printf (_("fire points of the hexes added: %g"),
                                             fire->points));
  return g_steal_pointer (&fire);
}

/* 27.3: batteries of one type in one hex are read on the table together, not one by one. */
void
vd_hex_artillery_same_hex (const VdBoard *board, const VdHexRuleset *module,
                           const char * const *firers, GPtrArray *reasons)
{
  const char *rule = word (module, "fire.rule");
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);

  for (guint f = 0; rule != NULL && firers != NULL && firers[f] != NULL; f++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, firers[f]);
      VdHexBatteryKind kind;
      Group *group = NULL;

      if (unit == NULL || !unit->placed ||
          g_strcmp0 (unit->unit_class, word (module, "notation.class")) != 0 ||
          !vd_hex_battery_kind (unit, module, &kind))
        continue;
      for (guint g = 0; g < groups->len && group == NULL; g++)
        {
          Group *other = groups->pdata[g];

          if (vd_hex_equal (other->hex, unit->hex) && g_strcmp0 (other->type, kind.type) == 0)
            group = other;
        }
      if (group == NULL)
        {
          group = g_new0 (Group, 1);
          group->hex = unit->hex;
          group->type = g_strdup (kind.type);
          group->who = g_string_new (NULL);
          g_ptr_array_add (groups, group);
        }
      group->batteries++;
      group->points += battery_points (unit);
      g_string_append_printf (group->who, "%s%s", group->who->len > 0 ? ", " : "", unit->id);
      vd_hex_battery_kind_clear (&kind);
    }
  for (guint g = 0; g < groups->len; g++)
    {
      Group *group = groups->pdata[g];
      g_autofree char *label = NULL;

      if (group->batteries < 2)
        continue;
      label = vd_board_format_hex (board, group->hex);
      /* Translators: "h1, h7 fire from one hex: their 5 heavy points are read together on the
       * fire-point table (hex artillery), their fire points given once". */
      vd_hex_odds_add_reason (reasons, rule, label,
                              g_strdup_printf (_("%s fire from one hex: their %d %s points are "
                                                 "read together on the fire-point table (hex "
                                                 "artillery), their fire points given once"),
                                               group->who->str, group->points,
                                               vd_hex_battery_word (group->type)));
    }
}
