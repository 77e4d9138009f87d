/* Retreats after combat: every hex a unit may be retreated into, friends pushed on. */
#include "vd-hex-retreat.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-retreat-private.h"
#include "vd-hex-zoc.h"

/* A chain no longer than this, and no more choices than this, in any game. */
#define MAX_CHAIN 4
#define MAX_CHOICES 64

typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  const char         *side;
  const char         *zone;      /* "refused", "push-friend" */
  const char         *friends;   /* "push-if-no-empty", "stack" */
  const char         *off_map;   /* "eliminated", "re-entry" */
  const char         *rule;
  const char         *chain_rule;
  const char         *off_map_rule;
  const char         *forced_off_rule; /* NaA F3: also cited where the edge refuses */
  const char         *prohibited_rule;
  int                 max_units; /* -1: no count */
  guint              *n_doubts;  /* the hexes refused as an enemy zone may cover them */
} Policy;

void
push_free (VdHexPush *push)
{
  g_free (push->unit);
  g_free (push);
}

void
choice_free (VdHexRetreatChoice *choice)
{
  g_ptr_array_unref (choice->pushes);
  g_free (choice->note);
  g_free (choice->rule);
  if (choice->path != NULL)
    g_array_unref (choice->path);
  g_free (choice->formation);
  g_free (choice->routs);
  g_free (choice->routs_rule);
  g_free (choice);
}

void
refusal_free (VdHexRetreatRefusal *refusal)
{
  g_free (refusal->rule);
  g_free (refusal->why);
  g_free (refusal);
}

void
vd_hex_retreat_free (VdHexRetreat *retreat)
{
  if (retreat == NULL)
    return;
  g_free (retreat->unit_id);
  g_free (retreat->moved_by);
  g_free (retreat->moved_by_rule);
  g_ptr_array_unref (retreat->choices);
  g_ptr_array_unref (retreat->refused);
  g_free (retreat->failure);
  g_free (retreat->failure_rule);
  g_free (retreat->failure_state);
  g_free (retreat->stays);
  g_free (retreat->stays_rule);
  g_free (retreat->no_reaction);
  g_free (retreat->no_reaction_rule);
  g_free (retreat->unknown);
  g_free (retreat->unknown_rule);
  g_free (retreat->reading);
  g_strfreev (retreat->stack);
  g_free (retreat->stack_rule);
  g_free (retreat);
}

VdHexRetreatChoice *
choice_new (VdHex to, const char *rule)
{
  VdHexRetreatChoice *choice = g_new0 (VdHexRetreatChoice, 1);

  choice->to = to;
  choice->rule = g_strdup (rule);
  choice->pushes = g_ptr_array_new_with_free_func ((GDestroyNotify) push_free);
  return choice;
}

void
refuse (GPtrArray *refused, VdHex hex, const char *rule, char *why)
{
  VdHexRetreatRefusal *refusal;

  if (refused == NULL)
    {
      g_free (why);
      return;
    }
  refusal = g_new0 (VdHexRetreatRefusal, 1);
  refusal->hex = hex;
  refusal->rule = g_strdup (rule);
  refusal->why = why;
  g_ptr_array_add (refused, refusal);
}

VdHexRetreat *
vd_hex_retreat_copy (const VdHexRetreat *retreat)
{
  VdHexRetreat *copy = g_new0 (VdHexRetreat, 1);

  copy->unit_id = g_strdup (retreat->unit_id);
  copy->moved_by = g_strdup (retreat->moved_by);
  copy->moved_by_rule = g_strdup (retreat->moved_by_rule);
  copy->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) choice_free);
  copy->refused = g_ptr_array_new_with_free_func ((GDestroyNotify) refusal_free);
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      VdHexRetreatChoice *same = choice_new (choice->to, choice->rule);

      same->off_map = choice->off_map;
      same->note = g_strdup (choice->note);
      same->formation = g_strdup (choice->formation);
      same->if_reading = choice->if_reading;
      same->routs = g_strdup (choice->routs);
      same->routs_rule = g_strdup (choice->routs_rule);
      if (choice->path != NULL)
        same->path = g_array_copy (choice->path);
      for (guint n = 0; n < choice->pushes->len; n++)
        {
          const VdHexPush *push = choice->pushes->pdata[n];
          VdHexPush *again = g_new0 (VdHexPush, 1);

          again->unit = g_strdup (push->unit);
          again->to = push->to;
          again->off_map = push->off_map;
          g_ptr_array_add (same->pushes, again);
        }
      g_ptr_array_add (copy->choices, same);
    }
  for (guint i = 0; i < retreat->refused->len; i++)
    {
      const VdHexRetreatRefusal *refusal = retreat->refused->pdata[i];

      refuse (copy->refused, refusal->hex, refusal->rule, g_strdup (refusal->why));
    }
  copy->failure = g_strdup (retreat->failure);
  copy->failure_rule = g_strdup (retreat->failure_rule);
  copy->failure_eliminates = retreat->failure_eliminates;
  copy->failure_state = g_strdup (retreat->failure_state);
  copy->stays = g_strdup (retreat->stays);
  copy->stays_rule = g_strdup (retreat->stays_rule);
  copy->no_reaction = g_strdup (retreat->no_reaction);
  copy->no_reaction_rule = g_strdup (retreat->no_reaction_rule);
  copy->unknown = g_strdup (retreat->unknown);
  copy->unknown_rule = g_strdup (retreat->unknown_rule);
  copy->reading = g_strdup (retreat->reading);
  copy->stack = g_strdupv (retreat->stack);
  copy->stack_rule = g_strdup (retreat->stack_rule);
  return copy;
}


static gint64
key_of (VdHex hex)
{
  return ((gint64) (hex.q + (1 << 20)) << 22) | (gint64) (hex.r + (1 << 20));
}

/* The counters of the retreating side in HEX that count for stacking, but MOVER. */
static GPtrArray *
friends_in (const Policy *p, const VdBoardUnit *mover, VdHex hex)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (p->board, hex);
  GPtrArray *friends = g_ptr_array_new ();

  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (unit != mover && g_str_equal (unit->side, p->side))
        g_ptr_array_add (friends, (gpointer) unit);
    }
  return friends;
}

static gboolean
counts_for_stacking (const Policy *p, const VdBoardUnit *unit)
{
  return !vd_hex_ruleset_list_has (p->module, "stacking.exempt_classes", unit->unit_class);
}

static void options_of (const Policy *p, const VdBoardUnit *unit, VdHex from,
                        GHashTable *visited, guint depth, GPtrArray *choices,
                        GPtrArray *refused);

/* The ways FRIEND, pushed out of HEX, may go on (the same rules, one step deeper), each added
 * to CHOICES as a retreat of the first unit into HEX. */
static void
chain_through (const Policy *p, const VdBoardUnit *friend, VdHex hex, GHashTable *visited,
               guint depth, GPtrArray *choices)
{
  g_autoptr(GPtrArray) onward = g_ptr_array_new_with_free_func ((GDestroyNotify) choice_free);
  gint64 key = key_of (hex);

  if (depth + 1 >= MAX_CHAIN)
    return;
  g_hash_table_add (visited, g_memdup2 (&key, sizeof key));
  options_of (p, friend, hex, visited, depth + 1, onward, NULL);
  g_hash_table_remove (visited, &key);
  for (guint i = 0; i < onward->len && choices->len < MAX_CHOICES; i++)
    {
      const VdHexRetreatChoice *next = onward->pdata[i];
      VdHexRetreatChoice *choice = choice_new (hex, p->chain_rule);
      VdHexPush *push = g_new0 (VdHexPush, 1);

      /* The farthest moves first: the friend's own pushes, then the friend. */
      for (guint n = 0; n < next->pushes->len; n++)
        {
          const VdHexPush *deeper = next->pushes->pdata[n];
          VdHexPush *copy = g_new0 (VdHexPush, 1);

          copy->unit = g_strdup (deeper->unit);
          copy->to = deeper->to;
          copy->off_map = deeper->off_map;
          g_ptr_array_add (choice->pushes, copy);
        }
      push->unit = g_strdup (friend->id);
      push->to = next->to;
      push->off_map = next->off_map;
      g_ptr_array_add (choice->pushes, push);
      if (next->off_map)
        /* Translators: a friend pushed off the map in a chain. */
        choice->note = g_strdup_printf (_("%s is pushed off the map"), friend->id);
      g_ptr_array_add (choices, choice);
    }
}

static void
options_of (const Policy *p, const VdBoardUnit *unit, VdHex from, GHashTable *visited,
            guint depth, GPtrArray *choices, GPtrArray *refused)
{
  g_autoptr(GArray) friend_hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  gboolean off_map_seen = FALSE;
  guint plain = 0;

  for (int d = 0; d < 6; d++)
    {
      VdHex hex = vd_hex_neighbour (from, d);
      gint64 key = key_of (hex);
      g_autoptr(GPtrArray) friends = NULL;
      g_autoptr(GPtrArray) stack = NULL;
      g_autoptr(VdHexZoc) zoc = NULL;
      const VdHexTerrain *barred;
      gboolean enemy = FALSE, in_zone;
      VdHexZocEnemy zone;
      guint counted = 0;

      if (!vd_hex_grid_contains (p->board->grid, hex) ||
          !vd_hex_grid_is_playable (p->board->grid, hex))
        {
          if (off_map_seen)
            continue;
          off_map_seen = TRUE;
          if (g_strcmp0 (p->off_map, "re-entry") == 0)
            {
              VdHexRetreatChoice *choice = choice_new (from, p->off_map_rule);

              choice->off_map = TRUE;
              /* Translators: a unit retreated off the map (1914-RET-5). */
              choice->note = g_strdup (_("off the map: it comes back by the hex it left, or "
                                         "one beside it, after a roll"));
              g_ptr_array_add (choices, choice);
              plain++;
            }
          else
            refuse (refused, from, p->off_map_rule,
                    g_strdup (_("off the map: a unit that can only retreat off the map is "
                                "eliminated")));
          if (p->forced_off_rule != NULL)
            refuse (refused, from, p->forced_off_rule,
                    g_strdup (_("forced off the map: eliminated, counted on the losses "
                                "track")));
          continue;
        }
      if (g_hash_table_contains (visited, &key))
        continue;
      stack = vd_board_units_at (p->board, hex);
      for (guint i = 0; i < stack->len; i++)
        enemy |= !g_str_equal (((const VdBoardUnit *) stack->pdata[i])->side, p->side);
      if (enemy)
        {
          refuse (refused, hex, p->rule, g_strdup (_("held by the enemy")));
          continue;
        }
      if ((barred = vd_board_prohibited_ground (
             p->board, p->module, hex,
             vd_hex_ruleset_class_index (p->module, unit->unit_class))) != NULL)
        {
          /* Translators: "Forest: prohibited ground". */
          refuse (refused, hex, p->prohibited_rule,
                  g_strdup_printf (_("%s: prohibited ground"), vd_text_get (&barred->name)));
          continue;
        }
      zoc = vd_hex_zoc_at (p->board, p->module, hex);
      zone = vd_hex_zoc_enemy (zoc, p->board, p->side);
      in_zone = zone == VD_HEX_ZOC_ENEMY_SURE;
      friends = friends_in (p, unit, hex);
      if (zone == VD_HEX_ZOC_ENEMY_DOUBT)
        {
          refuse (refused, hex, p->rule,
                  g_strdup (_("whether an enemy zone covers it is not given: the referee's")));
          *p->n_doubts += 1;
          continue;
        }
      if (in_zone && (g_strcmp0 (p->zone, "push-friend") != 0 || friends->len == 0))
        {
          refuse (refused, hex, p->rule, g_strdup (_("in an enemy zone")));
          continue;
        }
      for (guint i = 0; i < friends->len; i++)
        counted += counts_for_stacking (p, friends->pdata[i]);
      if (friends->len > 0 &&
          (in_zone || g_strcmp0 (p->friends, "push-if-no-empty") == 0))
        {
          /* A friend in the way: pushed on, where the rules allow a chain. */
          g_array_append_val (friend_hexes, hex);
          continue;
        }
      if (p->max_units >= 0 && counts_for_stacking (p, unit) &&
          counted + 1 > (guint) p->max_units)
        {
          /* Translators: "2 counters there already, 2 at most". */
          refuse (refused, hex, vd_hex_ruleset_lookup_word (p->module, "stacking.rule"),
                  g_strdup_printf (_("%u counters there already, %d at most"), counted,
                                   p->max_units));
          continue;
        }
      g_ptr_array_add (choices, choice_new (hex, p->rule));
      plain++;
    }
  /* NaA D11: a friend is pushed only when no empty hex is open; 1914-RET-3: a friend in an
   * enemy zone may always be pushed on. One friend in the way only: a stack is not split. */
  if (g_strcmp0 (p->friends, "push-if-no-empty") == 0 && plain > 0)
    return;
  for (guint i = 0; i < friend_hexes->len && choices->len < MAX_CHOICES; i++)
    {
      VdHex hex = g_array_index (friend_hexes, VdHex, i);
      g_autoptr(GPtrArray) friends = friends_in (p, unit, hex);
      gint64 from_key = key_of (from);

      if (friends->len != 1)
        {
          refuse (refused, hex, p->chain_rule,
                  g_strdup (_("friends there that a chain may not push on together")));
          continue;
        }
      g_hash_table_add (visited, g_memdup2 (&from_key, sizeof from_key));
      {
        guint before = choices->len;

        chain_through (p, friends->pdata[0], hex, visited, depth, choices);
        if (choices->len == before)
          /* Translators: "fr-2 there cannot be pushed on". */
          refuse (refused, hex, p->chain_rule,
                  g_strdup_printf (_("%s there cannot be pushed on"),
                                   ((const VdBoardUnit *) friends->pdata[0])->id));
      }
      g_hash_table_remove (visited, &from_key);
    }
}

VdHexRetreat *
vd_hex_retreat (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                int hexes, GError **error)
{
  return vd_hex_retreat_melee (board, module, unit_id, hexes, NULL, NULL, error);
}

VdHexRetreat *
vd_hex_retreat_melee (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                      int hexes, const VdHex *melee_from, const VdHex *back_to, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdYamlNode *policy = vd_hex_ruleset_lookup (module, "retreat.policy");
  const char *max_units = vd_hex_ruleset_lookup_word (module, "stacking.max_units");
  g_autoptr(GHashTable) visited = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                         NULL);
  VdHexRetreat *retreat;
  Policy p = { 0 };
  guint n_doubts = 0;
  gint64 key;

  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   unit == NULL ? _("no unit “%s” on the board")
                                : _("the unit “%s” is not on the map"), unit_id);
      return NULL;
    }
  if (policy == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s gives no retreat rules yet"),
                   vd_text_get (&module->name));
      return NULL;
    }
  retreat = g_new0 (VdHexRetreat, 1);
  retreat->unit_id = g_strdup (unit_id);
  retreat->moved_by = g_strdup (vd_hex_ruleset_lookup_word (module, "retreat.moved_by"));
  retreat->moved_by_rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (policy,
                                                                           "moved_by_rule")));
  retreat->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) choice_free);
  retreat->refused = g_ptr_array_new_with_free_func ((GDestroyNotify) refusal_free);
  /* A game whose retreat rules the seed lacks (LBA's Premier Rules): named, not guessed. */
  if (vd_yaml_lookup (policy, "unknown") != NULL)
    {
      retreat->unknown_rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (policy, "rule")));
      retreat->unknown = g_strdup (vd_hex_ruleset_text (vd_yaml_lookup (policy, "unknown")));
      return retreat;
    }
  if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (policy, "direction")), "rear") == 0)
    {
      if (!vd_hex_retreat_bn (board, module, policy, unit, hexes, melee_from, back_to, retreat,
                              error))
        g_clear_pointer (&retreat, vd_hex_retreat_free);
      return retreat;
    }
  if (melee_from != NULL || back_to != NULL)
    {
      vd_hex_retreat_free (retreat);
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("in this game a retreat does not depend on where the attack came "
                             "from"));
      return NULL;
    }
  if (hexes != 1)
    {
      vd_hex_retreat_free (retreat);
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a retreat in this game is of 1 hex, not %d"), hexes);
      return NULL;
    }
  p.board = board;
  p.module = module;
  p.side = unit->side;
  p.zone = vd_hex_ruleset_word (vd_yaml_lookup (policy, "zone"));
  p.friends = vd_hex_ruleset_word (vd_yaml_lookup (policy, "friends"));
  p.off_map = vd_hex_ruleset_word (vd_yaml_lookup (policy, "off_map"));
  p.rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "rule"));
  p.chain_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "chain_rule"));
  p.off_map_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "off_map_rule"));
  p.forced_off_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "forced_off_rule"));
  p.prohibited_rule = vd_hex_ruleset_word (vd_yaml_lookup (policy, "prohibited_rule"));
  p.max_units = max_units != NULL ? atoi (max_units) : -1;
  p.n_doubts = &n_doubts;
  key = key_of (unit->hex);
  g_hash_table_add (visited, g_memdup2 (&key, sizeof key));
  options_of (&p, unit, unit->hex, visited, 0, retreat->choices, retreat->refused);
  if (retreat->choices->len == 0)
    {
      const char *failure = vd_hex_ruleset_word (vd_yaml_lookup (policy, "failure"));
      gboolean only_prohibited = retreat->refused->len > 0;

      /* 1914-RET-4: hemmed in by ground it may not enter (or the map's edge) alone, it is
       * eliminated rather than disorganized. */
      for (guint i = 0; i < retreat->refused->len; i++)
        {
          const VdHexRetreatRefusal *refusal = retreat->refused->pdata[i];

          only_prohibited &= g_strcmp0 (refusal->rule, p.prohibited_rule) == 0 ||
                             g_strcmp0 (refusal->rule, p.off_map_rule) == 0 ||
                             g_strcmp0 (refusal->rule, p.forced_off_rule) == 0;
        }
      if (only_prohibited && g_strcmp0 (failure, "disorganized") == 0 &&
          g_strcmp0 (p.prohibited_rule, p.rule) != 0)
        {
          retreat->failure_rule = g_strdup (p.prohibited_rule);
          retreat->failure_eliminates = TRUE;
          retreat->failure = g_strdup (_("no retreat but onto ground it may not enter: it is "
                                         "eliminated"));
          return retreat;
        }

      retreat->failure_rule = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (policy,
                                                                             "failure_rule")));
      retreat->failure_eliminates = g_strcmp0 (failure, "disorganized") != 0;
      if (!retreat->failure_eliminates)
        retreat->failure_state = g_strdup (failure);
      retreat->failure = g_strcmp0 (failure, "disorganized") == 0
                           ? g_strdup (_("no retreat: it is disorganized instead"))
                           : g_strdup (_("no retreat: it is eliminated"));
      /* Not the answer while the referee may open a hex an enemy zone only may cover. */
      if (n_doubts > 0 && retreat->unknown == NULL)
        {
          retreat->unknown_rule = g_strdup (p.rule);
          retreat->unknown = g_strdup (_("whether an enemy zone covers the hexes left around it "
                                         "is not given (what their ground or hexsides do to "
                                         "zones): the referee's; with none open, no retreat"));
        }
    }
  return retreat;
}
