/* BN's extensions (17.0-17.2): the split of a unit's strength, whether it may extend, what
 * creating one records, and the phase's end check. */
#include "vd-hex-extension.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"

void
vd_hex_extension_free (VdHexExtension *extension)
{
  if (extension == NULL)
    return;
  g_free (extension->unit_id);
  g_free (extension->why);
  g_free (extension->why_rule);
  g_free (extension->open);
  g_free (extension->whole);
  g_free (extension->parent_strength);
  g_free (extension->extension_strength);
  g_free (extension->new_id);
  g_clear_pointer (&extension->reasons, g_ptr_array_unref);
  g_free (extension);
}

/* LEVEL's weight in C (`stacking.strength_in_c`, 6.5b), or -1 when it is no level. */
static int
level_weight (const VdHexRuleset *module, const char *level)
{
  const char *text = level != NULL
                     ? vd_hex_ruleset_word (vd_yaml_lookup (vd_hex_ruleset_lookup (
                         module, "stacking.strength_in_c"), level))
                     : NULL;
  char *end = NULL;
  gint64 weight;

  if (text == NULL)
    return -1;
  weight = g_ascii_strtoll (text, &end, 10);
  return end != text && *end == '\0' && weight > 0 && weight < G_MAXINT ? (int) weight : -1;
}

/* The level weighing WEIGHT C, or NULL; with AT_MOST, the heaviest not above it. */
static const char *
level_of (const VdHexRuleset *module, int weight, gboolean at_most)
{
  const VdYamlNode *levels = vd_hex_ruleset_lookup (module, "stacking.strength_in_c");
  const char *best = NULL;
  int best_weight = 0;

  for (guint i = 0; levels != NULL && levels->kind == VD_YAML_MAPPING &&
                    i + 1 < levels->n_children; i += 2)
    {
      const char *name = levels->children[i]->value;
      int w = level_weight (module, name);

      if (w == weight)
        return name;
      if (at_most && w > best_weight && w < weight)
        {
          best = name;
          best_weight = w;
        }
    }
  return at_most ? best : NULL;
}

VdHexExtensionSplit
vd_hex_extension_split (const VdHexRuleset *module, const char *strength, guint n_extensions,
                        char **parent, char **each, char **why)
{
  const char *lowest = level_of (module, 1, FALSE);
  int whole = level_weight (module, strength);
  int share;
  const char *share_level, *parent_level;

  if (whole < 0)
    {
      /* Translators: "“D” is not a firepower level (C, B, A…)". */
      *why = g_strdup_printf (_("“%s” is not a firepower level"), strength != NULL ? strength : "?");
      return VD_HEX_EXTENSION_SPLIT_MISSING;
    }
  share = whole / (int) (n_extensions + 1);
  if (share < 1)
    {
      /* Translators: "B shared among 3 parts leaves a part below C". */
      *why = g_strdup_printf (_("%s shared among %u parts leaves a part below %s"), strength,
                              n_extensions + 1, lowest != NULL ? lowest : "C");
      return VD_HEX_EXTENSION_SPLIT_TOO_WEAK;
    }
  share_level = level_of (module, share, FALSE);
  if (share_level == NULL)
    {
      const char *choice = vd_hex_ruleset_choice (module, "bn-i-extension-split");

      if (g_strcmp0 (choice, "largest-level-not-above-share") != 0)
        {
          /* Translators: "the equal share of AB among 2 parts is no level: reading
           * bn-i-extension-split not chosen". */
          *why = g_strdup_printf (choice == NULL
                                  ? _("the equal share of %s among %u parts is no level: "
                                      "reading %s not chosen")
                                  : _("the equal share of %s among %u parts is no level: "
                                      "the owner chooses (%s)"),
                                  strength, n_extensions + 1, "bn-i-extension-split");
          return VD_HEX_EXTENSION_SPLIT_OPEN;
        }
      share_level = level_of (module, share, TRUE);
      share = level_weight (module, share_level);
    }
  parent_level = level_of (module, whole - share * (int) n_extensions, FALSE);
  if (parent_level == NULL)
    {
      /* Translators: "the parent's part of AAB is no level". */
      *why = g_strdup_printf (_("the parent’s part of %s is no level"), strength);
      return VD_HEX_EXTENSION_SPLIT_MISSING;
    }
  *parent = g_strdup (parent_level);
  *each = g_strdup (share_level);
  return VD_HEX_EXTENSION_SPLIT_OK;
}

VdHexExtensionSplit
vd_hex_extension_resplit (const VdHexRuleset *module, const char *strength, guint n_extensions,
                          guint *kept, char **parent, char **each, char **why)
{
  for (guint n = n_extensions; n > 0; n--)
    {
      g_autofree char *reason = NULL;
      VdHexExtensionSplit split = vd_hex_extension_split (module, strength, n, parent, each,
                                                          &reason);

      /* Too weak for N: one extension fewer (17.2c); anything else is the answer. */
      if (split != VD_HEX_EXTENSION_SPLIT_TOO_WEAK)
        {
          *kept = n;
          if (why != NULL && reason != NULL)
            *why = g_steal_pointer (&reason);
          return split;
        }
    }
  *kept = 0;
  if (level_weight (module, strength) < 0)
    {
      *why = g_strdup_printf (_("“%s” is not a firepower level"), strength != NULL ? strength : "?");
      return VD_HEX_EXTENSION_SPLIT_MISSING;
    }
  *parent = g_strdup (strength);
  *each = NULL;
  return VD_HEX_EXTENSION_SPLIT_OK;
}

/* EXTENSION refused by RULE for WHY (taken): FALSE, to return. */
static gboolean
refuse (VdHexExtension *extension, const char *rule, char *why)
{
  extension->may = FALSE;
  extension->why_rule = g_strdup (rule);
  extension->why = why;
  return FALSE;
}

/* 17.1: the whole unit's strength, the parent's and its extensions' weights summed (a parent on
 * a loss roster: its row's, which is the whole unit's, 6.6); NULL (WHY set) when one is not
 * known. */
static char *
whole_strength (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                guint *n_extensions, char **why)
{
  int total = level_weight (module, unit->strength);
  const char *level;

  *n_extensions = 0;
  if (total < 0)
    {
      /* Translators: "the strength of fr-1 is not a firepower level". */
      *why = g_strdup_printf (_("the strength of %s is not a firepower level"), unit->id);
      return NULL;
    }
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *part = board->units->pdata[i];
      int weight;

      if (g_strcmp0 (part->extends, unit->id) != 0)
        continue;
      (*n_extensions)++;
      if (unit->roster != NULL)
        continue;
      if ((weight = level_weight (module, part->strength)) < 0)
        {
          *why = g_strdup_printf (_("the strength of %s is not a firepower level"), part->id);
          return NULL;
        }
      total += weight;
    }
  if ((level = level_of (module, total, FALSE)) == NULL)
    {
      /* Translators: "fr-1 and its extensions weigh 7 C, no level". */
      *why = g_strdup_printf (_("%s and its extensions weigh %d C, no level"), unit->id, total);
      return NULL;
    }
  return g_strdup (level);
}

/* 17.0c: the movement phase of the unit's side (`special.extensions.phases`). */
static gboolean
bn_17_0c_phase (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                VdHexExtension *extension)
{
  const VdHexName *phase = board->phase != NULL ? vd_hex_ruleset_find_phase (module, board->phase)
                                                : NULL;

  if (phase != NULL && vd_hex_ruleset_list_has (module, "special.extensions.phases", phase->id) &&
      g_strcmp0 (phase->side, unit->side) == 0)
    {
      /* Translators: the phase in which an extension is created. */
      vd_hex_odds_add_reason (extension->reasons, "17.0c", board->phase,
                              g_strdup (_("created in its side’s movement phase, in its "
                                          "parent’s hex")));
      return TRUE;
    }
  /* Translators: "created only in the movement phase of its side (now: al-movement)". */
  return refuse (extension, "17.0c",
                 g_strdup_printf (_("created only in the movement phase of its side (now: %s)"),
                                  board->phase != NULL ? board->phase : "?"));
}

/* 17.1: infantry, no extension itself, fewer than the most extensions, none of them still in
 * the parent's hex (extensions never stack together), and a split leaving each part C. */
static gboolean
bn_17_1_limits (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                VdHexExtension *extension)
{
  const VdYamlNode *classes = vd_hex_ruleset_lookup (module, "special.extensions.classes");
  const char *min_parent = vd_hex_ruleset_lookup_word (module, "special.extensions.min_parent");
  const char *max_text = vd_hex_ruleset_lookup_word (module, "special.extensions.max_per_unit");
  guint max = max_text != NULL ? (guint) g_ascii_strtoull (max_text, NULL, 10) : 0;
  g_autofree char *why = NULL;
  VdHexExtensionSplit split;

  if (unit->extends != NULL)
    return refuse (extension, "17.1",
                   g_strdup_printf (_("%s is itself an extension of %s: extensions do not "
                                      "extend"), unit->id, unit->extends));
  if (!vd_hex_ruleset_list_has (module, "special.extensions.classes", unit->unit_class))
    /* Translators: "only infantry extends, not class cavalry". */
    return refuse (extension, "17.1",
                   g_strdup_printf (_("only %s extends, not class %s"),
                                    classes != NULL && classes->n_children > 0
                                    ? vd_hex_ruleset_word (classes->children[0]) : "?",
                                    unit->unit_class));
  if (!unit->placed)
    return refuse (extension, "17.0c",
                   g_strdup_printf (_("%s is not on the map"), unit->id));
  extension->whole = whole_strength (board, module, unit, &extension->n_extensions, &why);
  if (extension->whole == NULL)
    return refuse (extension, "17.1", g_steal_pointer (&why));
  if (extension->n_extensions >= max)
    /* Translators: "fr-1 has 2 extensions already, the most a unit may have". */
    return refuse (extension, "17.1",
                   g_strdup_printf (_("%s has %u extensions already, the most a unit may "
                                      "have"), unit->id, extension->n_extensions));
  if (level_weight (module, extension->whole) < level_weight (module, min_parent))
    /* Translators: "the strength of fr-1, C, is below B". */
    return refuse (extension, "17.1",
                   g_strdup_printf (_("the strength of %s, %s, is below %s"), unit->id,
                                    extension->whole, min_parent));
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *part = board->units->pdata[i];

      if (g_strcmp0 (part->extends, unit->id) == 0 && part->placed &&
          vd_hex_equal (part->hex, unit->hex))
        /* Translators: "fr-1-ex1 is still in its parent's hex: extensions do not stack together". */
        return refuse (extension, "17.1",
                       g_strdup_printf (_("%s is still in its parent’s hex: extensions do not "
                                          "stack together"), part->id));
    }
  split = vd_hex_extension_split (module, extension->whole, extension->n_extensions + 1,
                                  &extension->parent_strength, &extension->extension_strength,
                                  &why);
  if (split == VD_HEX_EXTENSION_SPLIT_OPEN)
    {
      extension->open = g_strdup ("bn-i-extension-split");
      return refuse (extension, "17.1", g_steal_pointer (&why));
    }
  if (split != VD_HEX_EXTENSION_SPLIT_OK)
    return refuse (extension, "17.1", g_steal_pointer (&why));
  /* Translators: "AB split: A for the parent, B for each of 1 extension". */
  vd_hex_odds_add_reason (extension->reasons, "17.1", unit->id,
                          g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "%s split: %s for the parent, %s for "
                                                        "each of %u extension",
                                                        "%s split: %s for the parent, %s for "
                                                        "each of %u extensions",
                                                        extension->n_extensions + 1),
                                           extension->whole, extension->parent_strength,
                                           extension->extension_strength,
                                           extension->n_extensions + 1));
  return TRUE;
}

/* 17.2c: when the parts' strengths are not the split of the whole (after losses), what they
 * should be, and the extensions that must go. */
static void
bn_17_2c_resplit (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                  VdHexExtension *extension)
{
  g_autofree char *parent = NULL, *each = NULL, *why = NULL;
  gboolean same = TRUE;
  guint kept = 0;

  if (extension->whole == NULL || extension->n_extensions == 0 ||
      vd_hex_extension_resplit (module, extension->whole, extension->n_extensions, &kept,
                                &parent, &each, &why) != VD_HEX_EXTENSION_SPLIT_OK)
    return;
  same = kept == extension->n_extensions &&
         (unit->roster != NULL || g_strcmp0 (unit->strength, parent) == 0);
  for (guint i = 0; same && i < board->units->len; i++)
    {
      const VdBoardUnit *part = board->units->pdata[i];

      if (g_strcmp0 (part->extends, unit->id) == 0 && g_strcmp0 (part->strength, each) != 0)
        same = FALSE;
    }
  if (same)
    return;
  if (kept == 0)
    /* Translators: "AB split again: every extension folds back, the parent at C". */
    vd_hex_odds_add_reason (extension->reasons, "17.2c", unit->id,
                            g_strdup_printf (_("%s split again: every extension folds back, "
                                               "the parent at %s"), extension->whole, parent));
  else
    /* Translators: "A split again: B for the parent, C for each extension kept (2 of 2)". */
    vd_hex_odds_add_reason (extension->reasons, "17.2c", unit->id,
                            g_strdup_printf (_("%s split again: %s for the parent, %s for each "
                                               "extension kept (%u of %u)"), extension->whole,
                                             parent, each, kept, extension->n_extensions));
}

VdHexExtension *
vd_hex_extension (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                  GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  g_autoptr(VdHexExtension) extension = NULL;

  if (unit == NULL)
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no counter “%s” on this board"), shown);
      return NULL;
    }
  if (vd_hex_ruleset_lookup (module, "special.extensions.rule") == NULL)
    {
      /* Translators: "naa has no extensions". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no extensions"), module->id);
      return NULL;
    }
  extension = g_new0 (VdHexExtension, 1);
  extension->unit_id = g_strdup (unit->id);
  extension->reasons = vd_hex_odds_reasons_new ();
  if (!bn_17_1_limits (board, module, unit, extension) ||
      !bn_17_0c_phase (board, module, unit, extension))
    {
      bn_17_2c_resplit (board, module, unit, extension);
      return g_steal_pointer (&extension);
    }
  bn_17_2c_resplit (board, module, unit, extension);
  extension->may = TRUE;
  if (unit->roster != NULL)
    /* Translators: "fr-1's strength is its roster row's, the whole unit's: its share, B, is
     * not recorded on it". */
    vd_hex_odds_add_reason (extension->reasons, "6.6", unit->id,
                            g_strdup_printf (_("%s’s strength is its roster row’s, the whole "
                                               "unit’s: its share, %s, is not recorded on it"),
                                             unit->id, extension->parent_strength));
  for (guint n = extension->n_extensions + 1; extension->new_id == NULL; n++)
    {
      char *candidate = g_strdup_printf ("%s-ex%u", unit->id, n);

      if (vd_board_find_unit (board, candidate) == NULL)
        extension->new_id = candidate;
      else
        g_free (candidate);
    }
  /* Translators: 17.0b, what the new extension starts with. */
  vd_hex_odds_add_reason (extension->reasons, "17.0b", extension->new_id,
                          g_strdup (_("starts with its parent’s facing and formation")));
  /* 6.4: an extension marker is fired on and takes morale results as its parent does. */
  if (vd_hex_ruleset_lookup_word (module, "special.extensions.marker_rule") != NULL)
    /* Translators: BN 6.4, "fired on and checked like its parent, from its level: shaken". */
    vd_hex_odds_add_reason (extension->reasons,
                            vd_hex_ruleset_lookup_word (module, "special.extensions.marker_rule"),
                            extension->new_id,
                            g_strdup_printf (_("fired on and checked like its parent, from its "
                                               "level: %s"),
                                             unit->state != NULL ? unit->state : "normal"));
  return g_steal_pointer (&extension);
}

static VdBoardEvent *
strength_event (const VdBoard *board, const char *unit_id, const char *strength)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, board);

  event->unit_id = g_strdup (unit_id);
  event->strength = g_strdup (strength);
  return event;
}

GPtrArray *
vd_hex_extension_events (const VdBoard *board, const VdHexExtension *extension)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  const VdBoardUnit *parent = vd_board_find_unit (board, extension->unit_id);
  VdBoardEvent *event;

  if (!extension->may || parent == NULL)
    return events;
  event = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, board);
  event->unit_id = g_strdup (extension->new_id);
  event->side = g_strdup (parent->side);
  event->unit_class = g_strdup (parent->unit_class);
  event->hex = vd_board_format_hex (board, parent->hex);
  event->strength = g_strdup (extension->extension_strength);
  event->has_movement = parent->has_movement;
  event->movement = parent->movement;
  /* 17.0a: the parent's morale state; 17.0b: its facing and formation. */
  event->state = g_strdup (parent->state);
  event->facing = parent->facing;
  event->army = g_strdup (parent->army);
  event->nation = g_strdup (parent->nation);
  event->echelon = g_strdup (parent->echelon);
  event->formation = g_strdup (parent->formation);
  event->grade = g_strdup (parent->grade);
  event->extends = g_strdup (parent->id);
  g_ptr_array_add (events, event);
  if (parent->roster == NULL && g_strcmp0 (parent->strength, extension->parent_strength) != 0)
    g_ptr_array_add (events, strength_event (board, parent->id, extension->parent_strength));
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *part = board->units->pdata[i];

      if (g_strcmp0 (part->extends, parent->id) == 0 &&
          g_strcmp0 (part->strength, extension->extension_strength) != 0)
        g_ptr_array_add (events, strength_event (board, part->id,
                                                 extension->extension_strength));
    }
  return events;
}

/* 17.2a: a routed part (the parent or one of its extensions) folds every extension back into
 * the parent, which routs. */
static gboolean
bn_17_2a_folds (const VdHexRuleset *module, const VdBoardUnit *part, const VdBoardUnit *parent,
                GPtrArray *owed)
{
  const char *state = vd_hex_ruleset_lookup_word (module, "special.extensions.folds_when.state");
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.extensions.folds_when.rule");

  if (state == NULL || (g_strcmp0 (part->state, state) != 0 &&
                        g_strcmp0 (parent->state, state) != 0))
    return FALSE;
  /* Translators: "a part of fr-1 is routed: this extension folds back into it, which is
   * routed". */
  vd_hex_odds_add_reason (owed, rule, part->id,
                          g_strdup_printf (_("a part of %s is %s: this extension folds back "
                                             "into it, which is %s"), parent->id, state, state));
  return TRUE;
}

void
vd_hex_extension_phase_owed (const VdBoard *board, const VdHexRuleset *module, GPtrArray *owed)
{
  const char *when = vd_hex_ruleset_lookup_word (module, "special.extensions.adjacent_to_parent");

  if (when == NULL)
    return;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *part = board->units->pdata[i];
      const VdBoardUnit *parent = part->extends != NULL
                                  ? vd_board_find_unit (board, part->extends) : NULL;

      if (parent == NULL || !part->placed || !parent->placed ||
          bn_17_2a_folds (module, part, parent, owed) ||
          vd_hex_distance (part->hex, parent->hex) == 1)
        continue;
      /* Translators: what every phase owes: "must end the phase adjacent to its parent fr-1,
       * and is not". */
      vd_hex_odds_add_reason (owed, "17.0", part->id,
                              g_strdup_printf (_("must end the phase adjacent to its parent %s, "
                                                 "and is not"), parent->id));
    }
}
