/* LBA's vineyards: a one-hex vineyard holds the whole battalion, a larger one lets it spread
 * (LBA-VIN-3). */
#include "vd-hex-vineyard-lba.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-hex-move-private.h"

#define SINGLE "special.vineyard.single_hex."
#define SPREAD "special.vineyard.spread."

/* UNIT's increments, FALSE when its strength is not a number. */
static gboolean
unit_increments (const VdBoardUnit *unit, guint *increments)
{
  guint64 value;

  if (unit->strength == NULL ||
      !g_ascii_string_to_unsigned (unit->strength, 10, 0, G_MAXUINT, &value, NULL))
    return FALSE;
  *increments = (guint) value;
  return TRUE;
}

static guint
spread_cap (const VdHexRuleset *module)
{
  const char *most = vd_hex_ruleset_lookup_word (module, SPREAD "increments");

  return most != NULL ? (guint) g_ascii_strtoull (most, NULL, 10) : 0;
}

char *
vd_hex_vineyard_whole (const VdBoard *board, const VdHexRuleset *module,
                       const VdBoardUnit *unit, const char **rule)
{
  const char *terrain = vd_hex_ruleset_lookup_word (module, SINGLE "terrain");
  const char *unit_class = vd_hex_ruleset_lookup_word (module, SINGLE "class");

  if (terrain == NULL || unit == NULL || !unit->placed ||
      g_strcmp0 (unit->unit_class, unit_class) != 0 ||
      !vd_board_hex_has_ground (board, module, unit->hex, terrain))
    return NULL;
  *rule = vd_hex_ruleset_lookup_word (module, SINGLE "rule");
  if (unit->spread != NULL && unit->spread->len > 0)
    {
      g_autofree char *own = vd_board_format_hex (board, unit->hex);
      g_auto(GStrv) labels = vd_hex_vineyard_spread_labels (board, unit);
      g_autofree char *others = g_strjoinv (", ", labels);

      /* Translators: "spread over 0505 and 0506, 0606: up to 3 of its increments count in
       * each". */
      return g_strdup_printf (_("spread over %s and %s: up to 3 of its increments count in "
                                "each"), own, others);
    }
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (unit->hex, d);

      if (vd_hex_grid_contains (board->grid, next) &&
          vd_board_hex_has_ground (board, module, next, terrain))
        /* Translators: "a vineyard of several hexes: the battalion holds this one only; spread
         * over more of them, up to 3 of its increments would count in each". */
        return g_strdup (_("a vineyard of several hexes: the battalion holds this one only "
                           "(its spread gives it more, up to 3 of its increments counting in "
                           "each)"));
    }
  return g_strdup (_("a vineyard of one hex: the battalion is wholly in it, so 3 of its "
                     "increments count in all"));
}

const char *
vd_hex_vineyard_spread_reading (const VdHexRuleset *module, gboolean *defaulted)
{
  const char *reading = vd_hex_ruleset_lookup_word (module, SPREAD "reading");
  const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;

  *defaulted = reading != NULL && chosen == NULL;
  return *defaulted ? vd_hex_ruleset_lookup_word (module, SPREAD "default") : chosen;
}

/* Whether every hex of HELD (N, the first the unit's own) is reached from the first through
 * neighbours among them. */
static gboolean
contiguous (const VdHex *held, guint n)
{
  g_autofree gboolean *reached = g_new0 (gboolean, n);
  gboolean grew = TRUE;

  reached[0] = TRUE;
  while (grew)
    {
      grew = FALSE;
      for (guint i = 0; i < n; i++)
        for (guint j = 0; !reached[i] && j < n; j++)
          if (reached[j] && vd_hex_distance (held[i], held[j]) == 1)
            reached[i] = grew = TRUE;
    }
  for (guint i = 0; i < n; i++)
    if (!reached[i])
      return FALSE;
  return TRUE;
}

char *
vd_hex_vineyard_spread_refusal (const VdBoard *board, const VdHexRuleset *module,
                                const VdBoardUnit *unit, VdHex hex, const VdHex *spread,
                                guint n, const char **rule)
{
  const char *terrain = vd_hex_ruleset_lookup_word (module, SPREAD "terrain");
  const char *unit_class = vd_hex_ruleset_lookup_word (module, SPREAD "class");
  const char *echelon = vd_hex_ruleset_lookup_word (module, SPREAD "echelon");
  const char *most_word = vd_hex_ruleset_lookup_word (module, SPREAD "most_hexes");
  guint most = most_word != NULL ? (guint) g_ascii_strtoull (most_word, NULL, 10) : 0;
  g_autofree VdHex *held = NULL;
  g_autofree char *own = NULL;
  gboolean defaulted;
  const char *reading;
  guint increments;

  *rule = NULL;
  if (terrain == NULL)
    return g_strdup_printf (_("%s has no battalions spread over several hexes"),
                            vd_text_get (&module->name));
  if (n > most)
    /* Translators: "a battalion spreads into 6 more hexes at most". */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "a battalion spreads into %u more hex at most",
                                         "a battalion spreads into %u more hexes at most", most),
                            most);
  for (guint i = 0; i < n; i++)
    if (!vd_hex_grid_contains (board->grid, spread[i]))
      return g_strdup (_("a battalion spreads only into hexes of the board"));
  *rule = vd_hex_ruleset_lookup_word (module, SPREAD "battalion_rule");
  if (g_strcmp0 (unit->unit_class, unit_class) != 0)
    /* Translators: "only a counter of class infantry spreads over a vineyard", then its
     * rule. */
    return g_strdup_printf (_("only a counter of class %s spreads over a vineyard"),
                            unit_class);
  if (g_strcmp0 (unit->echelon, echelon) != 0)
    /* Translators: "only a battalion (echelon: battalion) spreads over a vineyard, not a
     * regiment", then its rule. */
    return g_strdup_printf (_("only a battalion (echelon: %s) spreads over a vineyard, not %s"),
                            echelon, unit->echelon != NULL ? unit->echelon
                                                           : _("a counter whose echelon is "
                                                               "not given"));
  *rule = vd_hex_ruleset_lookup_word (module, SPREAD "rule");
  own = vd_board_format_hex (board, hex);
  if (!unit->placed || !vd_board_hex_has_ground (board, module, hex, terrain))
    /* Translators: "0505 is not a vineyard: a battalion spreads only from a vineyard hex". */
    return g_strdup_printf (_("%s is not a vineyard: a battalion spreads only from a vineyard "
                              "hex"), own);
  held = g_new (VdHex, n + 1);
  held[0] = hex;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = vd_board_format_hex (board, spread[i]);

      for (guint j = 0; j <= i; j++)
        if (vd_hex_equal (held[j], spread[i]))
          /* Translators: "0506 is its own hex or named twice: each hex it spreads into
           * once". */
          return g_strdup_printf (_("%s is its own hex or named twice: each hex it spreads "
                                    "into once"), label);
      if (!vd_board_hex_has_ground (board, module, spread[i], terrain))
        /* Translators: "0507 is Clear: a battalion spreads only into its vineyard's hexes". */
        return g_strdup_printf (_("%s is %s: a battalion spreads only into its vineyard’s "
                                  "hexes"), label,
                                vd_hex_ruleset_terrain_name (module,
                                                             vd_board_hex_terrain (board, module,
                                                                                   spread[i]),
                                                             FALSE));
      held[i + 1] = spread[i];
    }
  if (!contiguous (held, n + 1))
    /* Translators: "the hexes it spreads into are not all contiguous with 0505 through the
     * vineyard". */
    return g_strdup_printf (_("the hexes it spreads into are not all contiguous with %s "
                              "through the vineyard"), own);
  reading = vd_hex_vineyard_spread_reading (module, &defaulted);
  if (g_strcmp0 (reading, vd_hex_ruleset_lookup_word (module, SPREAD "three_a_hex")) == 0 &&
      unit_increments (unit, &increments) && spread_cap (module) > 0)
    {
      guint fill = (increments + spread_cap (module) - 1) / spread_cap (module);

      if (n + 1 > MAX (fill, 1))
        {
          *rule = vd_hex_ruleset_lookup_word (module, SPREAD "reading");
          /* Translators: "its 4 increments fill 2 hexes at 3 a hex: it holds no more (reading
           * lba-i-vineyard-spread: three-a-hex, our default: not chosen)". */
          return g_strdup_printf (_("its %u increments fill %u hexes at %u a hex: it holds no "
                                    "more (reading %s: %s%s)"), increments, MAX (fill, 1),
                                  spread_cap (module), *rule, reading,
                                  defaulted ? _(", our default: not chosen") : "");
        }
    }
  *rule = NULL;
  return NULL;
}

gboolean
vd_hex_vineyard_spreads_into (const VdBoardUnit *unit, VdHex hex)
{
  if (unit == NULL || !unit->placed || unit->spread == NULL)
    return FALSE;
  for (guint i = 0; i < unit->spread->len; i++)
    if (vd_hex_equal (g_array_index (unit->spread, VdHex, i), hex))
      return TRUE;
  return FALSE;
}

GArray *
vd_hex_vineyard_held (const VdBoardUnit *unit)
{
  GArray *held;

  if (!unit->placed)
    return NULL;
  held = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_array_append_val (held, unit->hex);
  if (unit->spread != NULL)
    g_array_append_vals (held, unit->spread->data, unit->spread->len);
  return held;
}

GStrv
vd_hex_vineyard_spread_labels (const VdBoard *board, const VdBoardUnit *unit)
{
  g_autoptr(GStrvBuilder) labels = NULL;

  if (!unit->placed || unit->spread == NULL || unit->spread->len == 0)
    return NULL;
  labels = g_strv_builder_new ();
  for (guint i = 0; i < unit->spread->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (board, g_array_index (unit->spread, VdHex,
                                                                          i));

      g_strv_builder_add (labels, label);
    }
  return g_strv_builder_end (labels);
}

guint
vd_hex_vineyard_spread_counted (const VdHexRuleset *module, const VdBoardUnit *unit,
                                guint increments, const VdHex *near, guint *n_hexes)
{
  g_autoptr(GArray) held = vd_hex_vineyard_held (unit);
  guint cap = spread_cap (module), hexes = 0;

  for (guint i = 0; held != NULL && i < held->len; i++)
    if (near == NULL || vd_hex_distance (g_array_index (held, VdHex, i), *near) == 1)
      hexes++;
  if (n_hexes != NULL)
    *n_hexes = hexes;
  if (cap == 0)
    return increments;
  return MIN (increments, cap * hexes);
}

void
vd_hex_vineyard_spread_in_hex (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                               const VdBoardUnit *mover, GPtrArray *units, GPtrArray *owned)
{
  guint cap = spread_cap (module);

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      VdBoardUnit *share;
      guint increments;

      if (unit == mover || !vd_hex_vineyard_spreads_into (unit, hex))
        continue;
      /* A copy counting what stands in this hex; its strings stay the board's but its
       * strength. */
      share = g_memdup2 (unit, sizeof *unit);
      share->strength = unit_increments (unit, &increments) && cap > 0
                          ? g_strdup_printf ("%u", MIN (increments, cap))
                          : g_strdup (unit->strength);
      g_ptr_array_add (owned, share->strength);
      g_ptr_array_add (owned, share);
      g_ptr_array_add (units, share);
    }
}

char *
vd_hex_vineyard_spread_zones (const VdBoard *board, const VdHexRuleset *module,
                              const VdBoardUnit *unit, const char **rule,
                              const char **zones_rule)
{
  g_auto(GStrv) labels = NULL;
  g_autofree char *own = NULL, *others = NULL;

  if (unit == NULL || vd_hex_ruleset_lookup_word (module, SPREAD "rule") == NULL ||
      (labels = vd_hex_vineyard_spread_labels (board, unit)) == NULL)
    return NULL;
  *rule = vd_hex_ruleset_lookup_word (module, SPREAD "rule");
  *zones_rule = vd_hex_ruleset_lookup_word (module, SPREAD "zones_rule");
  own = vd_board_format_hex (board, unit->hex);
  others = g_strjoinv (", ", labels);
  /* Translators: "its zone of influence reaches into and out of each hex it holds (0505, 0506):
   * the zone rules are missing (LBA-GO-2)". */
  return g_strdup_printf (_("its zone of influence reaches into and out of each hex it holds "
                            "(%s, %s): the zone rules are missing (%s)"), own, others,
                          *zones_rule);
}

/* MOVE refused by RULE, WHY taken and added to what it already says. */
static void
refuse_spread (VdHexMove *move, const char *rule, const char *by, char *why)
{
  if (move->why != NULL && move->verdict == VD_HEX_MOVE_ILLEGAL)
    {
      char *both = g_strdup_printf ("%s; %s", move->why, why);

      g_free (why);
      why = both;
    }
  g_free (move->why);
  move->why = why;
  move->verdict = VD_HEX_MOVE_ILLEGAL;
  vd_hex_move_add_reason (move->reasons, rule, g_strdup (by), 0);
}

gboolean
vd_hex_move_vineyard_spread (const VdBoard *board, const VdHexRuleset *module,
                             const char *unit_id, VdHex to, const char * const *spread,
                             VdHexMove *move, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *rule = vd_hex_ruleset_lookup_word (module, SPREAD "rule");
  g_autoptr(GArray) hexes = NULL;
  g_autofree char *why = NULL;
  const char *refused_by = NULL;
  g_autofree char *own = NULL;
  gboolean defaulted;
  VdBoardUnit moved;

  if (spread == NULL || spread[0] == NULL)
    {
      /* Moved, a spread battalion gathers into its hex. */
      if (unit != NULL && unit->spread != NULL && unit->spread->len > 0 &&
          move->verdict != VD_HEX_MOVE_ILLEGAL)
        {
          own = vd_board_format_hex (board, to);
          /* Translators: "b1 gathers into 0505: it holds no other hex of its vineyard". */
          move->gathered = g_strdup_printf (_("%s gathers into %s: it holds no other hex of its "
                                              "vineyard"), unit_id, own);
          vd_hex_move_add_reason (move->reasons, rule, g_strdup (unit_id), 0);
        }
      return TRUE;
    }
  if (rule == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no battalions spread over several hexes"),
                   vd_text_get (&module->name));
      return FALSE;
    }
  hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  for (guint i = 0; spread[i] != NULL; i++)
    {
      VdHex hex;

      if (!vd_hex_grid_parse (board->grid, spread[i], &hex) ||
          !vd_hex_grid_contains (board->grid, hex))
        {
          g_autofree char *shown = vd_error_cut (spread[i]);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no hex “%s” on this board"),
                       shown);
          return FALSE;
        }
      g_array_append_val (hexes, hex);
    }
  if (move->verdict == VD_HEX_MOVE_ILLEGAL)
    return TRUE;
  moved = *unit;
  moved.hex = to;
  moved.placed = TRUE;
  why = vd_hex_vineyard_spread_refusal (board, module, &moved, to, (const VdHex *) hexes->data,
                                        hexes->len, &refused_by);
  if (why != NULL)
    {
      refuse_spread (move, refused_by != NULL ? refused_by : rule, unit_id,
                     g_steal_pointer (&why));
      return TRUE;
    }
  /* A hex the enemy holds is taken by an assault, not by spreading into it. */
  for (guint i = 0; i < hexes->len; i++)
    {
      g_autoptr(GPtrArray) there = vd_board_units_at (board, g_array_index (hexes, VdHex, i));

      for (guint j = 0; j < there->len; j++)
        if (g_strcmp0 (((VdBoardUnit *) there->pdata[j])->side, unit->side) != 0)
          {
            /* Translators: "0506 holds an enemy counter: a battalion spreads only into hexes
             * free of the enemy". */
            refuse_spread (move, rule, unit_id,
                           g_strdup_printf (_("%s holds an enemy counter: a battalion spreads "
                                              "only into hexes free of the enemy"), spread[i]));
            return TRUE;
          }
    }
  move->spread = g_strdupv ((char **) spread);
  own = vd_board_format_hex (board, to);
  {
    g_autofree char *others = g_strjoinv (", ", move->spread);
    const char *reading = vd_hex_vineyard_spread_reading (module, &defaulted);

    /* Translators: "b1 holds 0505 and 0506, 0606 of its vineyard, up to 3 increments counting
     * in each (reading lba-i-vineyard-spread: three-a-hex, our default: not chosen); its zone
     * of influence reaches from each, by the missing zone rules (LBA-GO-2)". */
    move->spread_note = g_strdup_printf (_("%s holds %s and %s of its vineyard, up to 3 "
                                           "increments counting in each (reading %s: %s%s); its "
                                           "zone of influence reaches from each, by the missing "
                                           "zone rules (%s)"),
                                         unit_id, own, others,
                                         vd_hex_ruleset_lookup_word (module, SPREAD "reading"),
                                         reading != NULL ? reading : "-",
                                         defaulted ? _(", our default: not chosen") : "",
                                         vd_hex_ruleset_lookup_word (module,
                                                                     SPREAD "zones_rule"));
  }
  vd_hex_move_add_reason (move->reasons, rule, g_strdup (unit_id), 0);
  return TRUE;
}

VdBoardEvent *
vd_hex_vineyard_spread_event (const VdBoard *board, const VdHexRuleset *module,
                              const VdBoardUnit *unit, const char * const *spread)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, SPREAD "rule");
  VdBoardEvent *event;

  if (unit == NULL || !unit->placed)
    return NULL;
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (unit->id);
  event->hex = vd_board_format_hex (board, unit->hex);
  if (spread != NULL && spread[0] != NULL)
    {
      g_autofree char *others = g_strjoinv (", ", (char **) spread);

      event->spread = g_strdupv ((char **) spread);
      /* Translators: the journal's note: "spread over 0505 and 0506, 0606 (LBA-VIN-3)". */
      event->note = g_strdup_printf (_("spread over %s and %s (%s)"), event->hex, others,
                                     rule != NULL ? rule : "?");
    }
  else
    /* Translators: the journal's note: "gathered into 0505 (LBA-VIN-3)". */
    event->note = g_strdup_printf (_("gathered into %s (%s)"), event->hex,
                                   rule != NULL ? rule : "?");
  return event;
}
