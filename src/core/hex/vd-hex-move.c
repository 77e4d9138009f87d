/* Moving on a hex board: the public API, and the least-cost search over hex, zone and facing. */
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-hex-hexside-lba.h"
#include "vd-hex-leash-bn.h"

void
vd_hex_move_reason_free (VdHexMoveReason *reason)
{
  g_free (reason->rule);
  g_free (reason->by);
  g_free (reason);
}

void
vd_hex_move_add_reason (GPtrArray *reasons, const char *rule, char *by, double mp)
{
  VdHexMoveReason *reason = g_new0 (VdHexMoveReason, 1);

  reason->rule = g_strdup (rule != NULL ? rule : "");
  reason->by = by;
  reason->mp = mp;
  g_ptr_array_add (reasons, reason);
}

static VdHexMoveReason *
reason_copy (const VdHexMoveReason *reason)
{
  VdHexMoveReason *copy = g_new0 (VdHexMoveReason, 1);

  copy->rule = g_strdup (reason->rule);
  copy->by = g_strdup (reason->by);
  copy->mp = reason->mp;
  return copy;
}

/* A state of the search: the hex, whether it has left a zone, and its facing. */
static gint64
state_key (VdHex hex, gboolean left, int facing)
{
  return (vd_hex_move_hex_key (hex, left) << 4) | (facing + 1);
}

/* A binary heap of nodes by cost. */
static void
heap_swap (GPtrArray *heap, guint i, guint j)
{
  gpointer t = heap->pdata[i];

  heap->pdata[i] = heap->pdata[j];
  heap->pdata[j] = t;
  ((Node *) heap->pdata[i])->heap_index = i;
  ((Node *) heap->pdata[j])->heap_index = j;
}

static void
heap_up (GPtrArray *heap, guint i)
{
  while (i > 0 && ((Node *) heap->pdata[(i - 1) / 2])->cost > ((Node *) heap->pdata[i])->cost)
    {
      heap_swap (heap, i, (i - 1) / 2);
      i = (i - 1) / 2;
    }
}

static Node *
heap_pop (GPtrArray *heap)
{
  Node *top = heap->pdata[0];
  guint i = 0;

  heap_swap (heap, 0, heap->len - 1);
  g_ptr_array_set_size (heap, heap->len - 1);
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, best = i;

      if (l < heap->len && ((Node *) heap->pdata[l])->cost < ((Node *) heap->pdata[best])->cost)
        best = l;
      if (r < heap->len && ((Node *) heap->pdata[r])->cost < ((Node *) heap->pdata[best])->cost)
        best = r;
      if (best == i)
        break;
      heap_swap (heap, i, best);
      i = best;
    }
  top->heap_index = G_MAXUINT;
  return top;
}

static void
node_free (Node *node)
{
  if (node->reasons != NULL)
    g_array_unref (node->reasons);
  g_free (node);
}

void
vd_hex_move_blocked_free (VdHexBlocked *blocked)
{
  if (blocked == NULL)
    return;
  g_free (blocked->rule);
  g_free (blocked->why);
  g_free (blocked);
}

static void
search_clear (Search *s)
{
  g_clear_pointer (&s->nodes, g_hash_table_unref);
  g_clear_pointer (&s->settled, g_ptr_array_unref);
  g_clear_pointer (&s->unknown, g_ptr_array_unref);
  g_clear_pointer (&s->forbidden, g_ptr_array_unref);
  vd_hex_move_mover_clear (&s->mover);
}

static void
add_blocked (GPtrArray *list, const Node *from, VdHex hex, Step *step)
{
  VdHexBlocked *blocked;

  /* Once per hex and reason, however many ways lead to it. */
  for (guint i = 0; i < list->len; i++)
    if (vd_hex_equal (((VdHexBlocked *) list->pdata[i])->hex, hex) &&
        g_strcmp0 (((VdHexBlocked *) list->pdata[i])->why, step->why) == 0)
      return;
  blocked = g_new0 (VdHexBlocked, 1);

  blocked->from = from->hex;
  blocked->hex = hex;
  blocked->rule = g_steal_pointer (&step->rule);
  blocked->why = g_steal_pointer (&step->why);
  g_ptr_array_add (list, blocked);
}

/* Dijkstra from START (in state LEFT, facing FACING, at the unit's own hex when AT_START) up to
 * LIMIT MP (infinite when negative). */
static void
search_run (Search *s, VdHex start, gboolean left, int facing, gboolean at_start, double limit)
{
  g_autoptr(GPtrArray) heap = g_ptr_array_new ();
  Node *first = g_new0 (Node, 1);
  gint64 key = state_key (start, left, facing);
  Mover *m = &s->mover;
  const char *off_front_rule =
    vd_hex_ruleset_lookup_word (m->module, "movement.facing.off_front_rule");
  const char *stack_rule = vd_hex_ruleset_lookup_word (m->module, "movement.facing.stack_rule");

  s->nodes = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                    (GDestroyNotify) node_free);
  s->settled = g_ptr_array_new ();
  s->unknown = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_blocked_free);
  s->forbidden = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_blocked_free);
  first->hex = start;
  first->left = left;
  first->facing = m->facing_on ? facing : -1;
  g_hash_table_insert (s->nodes, g_memdup2 (&key, sizeof key), first);
  g_ptr_array_add (heap, first);
  while (heap->len > 0)
    {
      Node *node = heap_pop (heap);

      node->done = TRUE;
      g_ptr_array_add (s->settled, node);
      if (node->stop)
        continue;
      for (int d = 0; d < 6; d++)
        {
          VdHex next = vd_hex_neighbour (node->hex, d);
          Step step;
          Node *other;
          gint64 next_key;
          int options[4];
          guint n_options;

          if (!vd_hex_grid_contains (s->mover.board->grid, next) ||
              !vd_hex_grid_is_playable (s->mover.board->grid, next))
            continue;
          vd_hex_move_step_into (&s->mover, node, at_start && node == first, next, &step);
          if (step.kind != STEP_OK)
            {
              add_blocked (step.kind == STEP_UNKNOWN ? s->unknown : s->forbidden, node, next,
                           &step);
              vd_hex_move_step_clear (&step);
              continue;
            }
          n_options = 1;
          options[0] = -1;
          if (node->facing >= 0)
            {
              /* Along a road facing costs nothing, and the unit faces along it (13.2c). */
              if (step.road)
                options[0] = d;
              else
                n_options = vd_hex_move_facing_options (node->facing, d, options);
            }
          for (guint o = 0; o < n_options; o++)
            {
              int after = options[o];
              double turn = 0, off_front = 0, to_stack = 0, mp;
              gint64 stack_key = vd_hex_move_hex_key (next, FALSE);
              int stack = node->facing >= 0 && m->stack_facing != NULL
                            ? GPOINTER_TO_INT (g_hash_table_lookup (m->stack_facing,
                                                                    &stack_key)) - 1
                            : -1;

              if (node->facing >= 0 && !step.road)
                {
                  /* 13.1: turning first; 13.2a: or the double cost off the front. */
                  turn = m->turn[node->facing][after];
                  off_front = vd_hex_move_facing_front (after, d) ? 0 : step.mp;
                }
              /* 13.2b: into a stack, the unit takes the facing of those already there. */
              if (stack >= 0 && after != stack)
                {
                  to_stack = m->turn[after][stack];
                  after = stack;
                }
              mp = step.mp + turn + off_front + to_stack;
              /* Points too few for the next hex are lost (NaA B6, 1914-MOV-1). */
              if (limit >= 0 && node->cost + mp > limit + 1e-9)
                continue;
              next_key = state_key (next, step.left, after);
              other = g_hash_table_lookup (s->nodes, &next_key);
              if (other == NULL)
                {
                  other = g_new0 (Node, 1);
                  other->hex = next;
                  other->left = step.left;
                  other->facing = after;
                  other->cost = INFINITY;
                  other->heap_index = G_MAXUINT;
                  g_hash_table_insert (s->nodes, g_memdup2 (&next_key, sizeof next_key), other);
                }
              if (!other->done && node->cost + mp < other->cost - 1e-9)
                {
                  /* One way on (no facing): the step's reasons as they are. */
                  GArray *reasons = n_options == 1 ? g_steal_pointer (&step.reasons)
                                                   : g_array_copy (step.reasons);

                  if (turn > 0)
                    vd_hex_move_turn_reasons (m, node->facing, options[o], node->hex, reasons);
                  if (off_front > 0)
                    vd_hex_move_hex_reason (reasons, off_front_rule, next, off_front);
                  if (to_stack > 0)
                    vd_hex_move_hex_reason (reasons, stack_rule, next, to_stack);
                  other->cost = node->cost + mp;
                  other->prev = node;
                  other->stop = step.stop;
                  if (other->reasons != NULL)
                    g_array_unref (other->reasons);
                  other->reasons = reasons;
                  if (other->heap_index == G_MAXUINT)
                    {
                      other->heap_index = heap->len;
                      g_ptr_array_add (heap, other);
                    }
                  heap_up (heap, other->heap_index);
                }
            }
          vd_hex_move_step_clear (&step);
        }
    }
}

static GArray *
path_to (const Node *node)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (VdHex));

  for (const Node *n = node; n != NULL; n = n->prev)
    g_array_prepend_val (path, n->hex);
  return path;
}

/* A hex's or hexside's label, printed once for the whole answer (paths share their hexes). */
static char *
cached_label (GHashTable *labels, const VdBoard *board, const StepReason *reason)
{
  gint64 key = reason->on_side ? vd_hex_move_side_key (reason->side) | ((gint64) 1 << 62)
                               : vd_hex_move_hex_key (reason->hex, FALSE);
  const char *label = labels != NULL ? g_hash_table_lookup (labels, &key) : NULL;
  char *made;

  if (label != NULL)
    return g_strdup (label);
  made = reason->on_side ? vd_hex_grid_format_side (board->grid, reason->side)
                         : vd_board_format_hex (board, reason->hex);
  if (labels != NULL)
    g_hash_table_insert (labels, g_memdup2 (&key, sizeof key), g_strdup (made));
  return made;
}

static GPtrArray *
reasons_to (const VdBoard *board, const Node *node, GHashTable *labels)
{
  GPtrArray *reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reason_free);
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();

  for (const Node *n = node; n != NULL; n = n->prev)
    g_ptr_array_insert (chain, 0, (gpointer) n);
  for (guint i = 0; i < chain->len; i++)
    {
      const Node *n = chain->pdata[i];

      for (guint r = 0; n->reasons != NULL && r < n->reasons->len; r++)
        {
          const StepReason *reason = &g_array_index (n->reasons, StepReason, r);

          vd_hex_move_add_reason (reasons, reason->rule, cached_label (labels, board, reason),
                                  reason->mp);
        }
    }
  return reasons;
}

void
vd_hex_move_reached_free (VdHexReached *reached)
{
  g_array_unref (reached->path);
  g_ptr_array_unref (reached->reasons);
  g_free (reached);
}

void
vd_hex_reach_free (VdHexReach *reach)
{
  if (reach == NULL)
    return;
  g_free (reach->unit_id);
  g_free (reach->allowance_reading);
  if (reach->allowance_reasons != NULL)
    g_ptr_array_unref (reach->allowance_reasons);
  vd_hex_supply_free (reach->supply);
  if (reach->rail != NULL)
    g_ptr_array_unref (reach->rail);
  g_free (reach->forced_note);
  g_free (reach->forced_rule);
  g_free (reach->caveat);
  g_free (reach->caveat_rule);
  g_free (reach->formation);
  g_ptr_array_unref (reach->reached);
  g_ptr_array_unref (reach->unknown);
  g_ptr_array_unref (reach->forbidden);
  if (reach->free_of_radius != NULL)
    g_ptr_array_unref (reach->free_of_radius);
  g_free (reach);
}

/* While the allowance depends on a reading not chosen (CHANGE), the hexes beyond the strict
 * reading's allowance are not known to be reached: out of REACH into UNKNOWN, and out of SEEN. */
static void
reach_split_by_reading (VdHexReach *reach, const AllowanceChange *change, GHashTable *seen,
                        GPtrArray *unknown)
{
  if (change->reading == NULL)
    return;
  /* In the order reached, by cost, as the other unknown steps are listed. */
  for (guint i = 1; i < reach->reached->len;)
    {
      VdHexReached *beyond = reach->reached->pdata[i];
      VdHexBlocked *blocked;
      gint64 key = vd_hex_move_hex_key (beyond->hex, FALSE);

      if (beyond->cost <= reach->allowance_strict + 1e-9)
        {
          i++;
          continue;
        }
      blocked = g_new0 (VdHexBlocked, 1);
      blocked->from = g_array_index (beyond->path, VdHex, beyond->path->len - 2);
      blocked->hex = beyond->hex;
      blocked->rule = g_strdup (change->rule);
      blocked->why = vd_hex_move_allowance_why (change);
      g_hash_table_remove (seen, &key);
      g_ptr_array_add (unknown, blocked);
      g_ptr_array_remove_index (reach->reached, i);
    }
}

VdHexReach *
vd_hex_reach (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
              GError **error)
{
  return vd_hex_reach_forced (board, module, unit_id, 0, error);
}

VdHexReach *
vd_hex_reach_forced (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                     int forced, GError **error)
{
  VdHexMoveAsk ask = { .forced = forced };

  return vd_hex_reach_ask (board, module, unit_id, &ask, error);
}

/* FORMATION is one the unit of M may take, and not the one it is in (BN 11.1); else ERROR. */
static gboolean
formation_takeable (const Mover *m, const char *formation, GError **error)
{
  if (!vd_hex_ruleset_class_formation (m->module, m->unit->unit_class, formation))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("formation “%s” is not one a unit of class %s may take (%s)"), formation,
                   m->unit->unit_class,
                   vd_hex_ruleset_lookup_word (m->module, "special.formations.rule"));
      return FALSE;
    }
  if (g_strcmp0 (m->unit->formation, formation) == 0)
    {
      /* Translators: "fr-1 is already in line". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is already in %s"), m->unit->id,
                   vd_hex_ruleset_formation_name (m->module, formation));
      return FALSE;
    }
  return TRUE;
}

VdHexReach *
vd_hex_reach_ask (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                  const VdHexMoveAsk *ask, GError **error)
{
  g_autofree char *forced_note = NULL, *forced_rule = NULL;
  g_autofree char *change_rule = NULL, *change_why = NULL;
  int forced = ask != NULL ? ask->forced : 0;
  const char *formation = ask != NULL ? ask->formation : NULL;
  Search s = { 0 };
  VdHexReach *reach;
  AllowanceChange change;
  double base = 0;
  gboolean changed = TRUE, minimum = FALSE;
  int start_facing;
  const char *free_rule;
  FreeFacing free;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GHashTable) labels = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                        g_free);

  if (!vd_hex_move_mover_init (&s.mover, board, module, unit_id, error))
    return NULL;
  start_facing = vd_hex_move_start_facing (&s.mover);
  if ((formation != NULL && !formation_takeable (&s.mover, formation, error)) ||
      !vd_hex_move_forced_march (&s.mover, forced, &forced_note, &forced_rule, error))
    {
      search_clear (&s);
      return NULL;
    }
  reach = g_new0 (VdHexReach, 1);
  reach->unit_id = g_strdup (unit_id);
  reach->allowance_reasons =
    g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reason_free);
  reach->has_allowance = vd_hex_move_base_allowance (&s.mover, &base, reach->allowance_reasons);
  /* Once: MAX would count the turn's conditions, and say them, twice. */
  vd_hex_move_allowance_change (&s.mover, reach->allowance_reasons, &change);
  vd_hex_move_allowance_total (&s.mover, base, forced, &change, reach->allowance_reasons,
                               &reach->allowance, &reach->allowance_strict);
  reach->allowance_reading = g_strdup (change.reading);
  /* A formation taken first: its cost paid, the rest rescaled (BN 11.0a, 16.1b). */
  if (formation != NULL)
    {
      double left = reach->has_allowance ? reach->allowance : -1;
      double strict_left = reach->has_allowance ? reach->allowance_strict : -1;
      gboolean differ = strict_left != left;
      double cost = 0;
      g_autoptr(GPtrArray) unsaid = g_ptr_array_new_with_free_func (
        (GDestroyNotify) vd_hex_move_reason_free);
      g_autofree char *unsaid_rule = NULL, *unsaid_why = NULL;

      changed = vd_hex_move_formation_change (&s.mover, formation, forced + change.lenient,
                                              &left, &cost, reach->allowance_reasons,
                                              &change_rule, &change_why) == VD_HEX_MOVE_LEGAL;
      /* The strict reading's points, rescaled alike (said once, with the lenient's). */
      if (changed && differ)
        vd_hex_move_formation_change (&s.mover, formation, forced + change.strict,
                                      &strict_left, &cost, unsaid, &unsaid_rule, &unsaid_why);
      /* Not taken, or not known to be: it goes nowhere, and says why. */
      reach->allowance = changed ? left : 0;
      reach->allowance_strict = changed ? MIN (strict_left, left) : 0;
      reach->has_allowance = reach->has_allowance || !changed;
      /* Out of square, any facing at no cost (BN 11.6e); artillery, its own or the reverse
       * (13.1b). */
      free = changed ? vd_hex_move_formation_free_facing (module, s.mover.formation, formation,
                                                          &free_rule)
                     : FREE_FACING_NONE;
      if (free != FREE_FACING_NONE && start_facing < FACING_ANY)
        {
          if (free == FREE_FACING_ABOUT)
            vd_hex_move_facing_either (&s.mover, start_facing);
          start_facing = FACING_ANY;
          vd_hex_move_add_reason (reach->allowance_reasons, free_rule,
                                  vd_board_format_hex (board, s.mover.unit->hex), 0);
        }
      if (changed)
        s.mover.formation = formation;
    }
  reach->formation = g_strdup (s.mover.formation);
  reach->forced = forced;
  reach->forced_note = g_steal_pointer (&forced_note);
  reach->forced_rule = g_steal_pointer (&forced_rule);
  reach->reached = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reached_free);
  search_run (&s, s.mover.unit->hex, FALSE, start_facing, TRUE,
              reach->has_allowance ? reach->allowance : -1);
  /* Each hex once, at its least cost whatever the zone state it was reached in. */
  for (guint i = 0; i < s.settled->len; i++)
    {
      const Node *node = s.settled->pdata[i];
      gint64 key = vd_hex_move_hex_key (node->hex, FALSE);
      VdHexReached *reached;

      if (g_hash_table_contains (seen, &key))
        continue;
      g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
      reached = g_new0 (VdHexReached, 1);
      reached->hex = node->hex;
      reached->cost = node->cost;
      reached->stop = node->stop;
      reached->path = path_to (node);
      reached->reasons = reasons_to (board, node, labels);
      g_ptr_array_add (reach->reached, reached);
    }
  /* Nothing beside it affordable: one hex all the same, where the game allows it (BN 16.1e). */
  if (reach->has_allowance)
    {
      g_autoptr(GPtrArray) one_hex =
        vd_hex_move_minimum_move (&s, s.settled->pdata[0], reach->allowance);

      while (one_hex->len > 0)
        {
          VdHexReached *one = g_ptr_array_steal_index (one_hex, 0);
          gint64 key = vd_hex_move_hex_key (one->hex, FALSE);

          g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
          g_ptr_array_add (reach->reached, one);
          minimum = TRUE;
        }
    }
  /* BN 10.5a: the hexes beyond its commander's radius are refused, where it is known; on a
   * divisional order they are reached all the same, and said (10.5b); a pinned HQ reaches
   * none (10.1h). */
  {
    g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
    g_autoptr(GPtrArray) radius = NULL;
    gboolean frees;

    for (guint i = 0; i < reach->reached->len; i++)
      g_array_append_val (hexes, ((VdHexReached *) reach->reached->pdata[i])->hex);
    radius = vd_hex_move_command (board, module, unit_id, ask, (const VdHex *) hexes->data,
                                  hexes->len, &frees);
    reach->free_of_radius =
      g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_blocked_free);
    for (guint i = reach->reached->len; i-- > 1;)
      {
        VdHexReached *beyond = reach->reached->pdata[i];
        VdHexBlocked *blocked = g_steal_pointer (&radius->pdata[i]);
        gint64 key = vd_hex_move_hex_key (beyond->hex, FALSE);

        if (blocked == NULL)
          continue;
        blocked->from = g_array_index (beyond->path, VdHex, beyond->path->len - 2);
        if (frees)
          {
            vd_hex_move_add_reason (beyond->reasons, blocked->rule,
                                    vd_board_format_hex (board, beyond->hex), 0);
            g_ptr_array_insert (reach->free_of_radius, 0, blocked);
            continue;
          }
        /* Refused, it is not a hex reached. */
        g_hash_table_remove (seen, &key);
        g_ptr_array_add (s.forbidden, blocked);
        g_ptr_array_remove_index (reach->reached, i);
      }
  }
  /* BN 11.5b: the hexes beyond a skirmisher's leash are refused, save those that bring it
   * back nearer; one the reading decides stays reached, and the move says so. */
  for (guint i = reach->reached->len; i-- > 1;)
    {
      VdHexReached *beyond = reach->reached->pdata[i];
      const char *rule = NULL;
      g_autofree char *why = NULL;
      gboolean open = FALSE;
      VdHexBlocked *blocked;
      gint64 key;

      if (vd_hex_leash_allows (board, module, vd_board_find_unit (board, unit_id), beyond->hex,
                               &rule, &why, &open))
        continue;
      blocked = g_new0 (VdHexBlocked, 1);
      blocked->from = g_array_index (beyond->path, VdHex, beyond->path->len - 2);
      blocked->hex = beyond->hex;
      blocked->rule = g_strdup (rule);
      blocked->why = g_steal_pointer (&why);
      key = vd_hex_move_hex_key (beyond->hex, FALSE);
      g_hash_table_remove (seen, &key);
      g_ptr_array_add (s.forbidden, blocked);
      g_ptr_array_remove_index (reach->reached, i);
    }
  /* The minimum move is made under any reading: nothing beside it is affordable under the
   * lenient one, so neither is it under the strict one. */
  if (reach->has_allowance && !minimum)
    reach_split_by_reading (reach, &change, seen, s.unknown);
  /* A hex reached is not listed again for a way into it the rules refuse; a way of unknown
   * cost stays listed: it might be the cheaper. */
  for (guint i = s.forbidden->len; i-- > 0;)
    {
      gint64 key = vd_hex_move_hex_key (((VdHexBlocked *) s.forbidden->pdata[i])->hex, FALSE);

      if (g_hash_table_contains (seen, &key))
        g_ptr_array_remove_index (s.forbidden, i);
    }
  reach->unknown = g_steal_pointer (&s.unknown);
  reach->forbidden = g_steal_pointer (&s.forbidden);
  if (!changed)
    {
      reach->caveat_rule = g_steal_pointer (&change_rule);
      reach->caveat = g_steal_pointer (&change_why);
    }
  else if (vd_hex_move_start_facing (&s.mover) == FACING_ANY)
    {
      /* Translators: a counter whose facing the board does not give (BN 13). */
      reach->caveat_rule = g_strdup (vd_hex_ruleset_lookup_word (module, "movement.facing.rule"));
      reach->caveat = g_strdup (_("its facing is not given: counted from the best one, so it "
                                  "may reach less"));
    }
  else if (s.mover.supply != NULL && s.mover.supply->status == VD_BOARD_SUPPLY_UNKNOWN)
    {
      /* Counted as operational, and said: out of its line it would reach less (1914-SUP-2). */
      reach->caveat_rule = g_strdup (s.mover.supply->rule);
      /* Translators: "whether it is operational is not known (fr-1: …): counted as if it
       * were; without its line it has fewer points and enters no enemy zone". */
      reach->caveat = g_strdup_printf (_("whether it is operational is not known (%s): counted "
                                         "as if it were; without its line it has fewer points "
                                         "and enters no enemy zone"),
                                       s.mover.supply->why);
    }
  reach->rail = vd_hex_move_rail_destinations (&s.mover);
  reach->supply = g_steal_pointer (&s.mover.supply);
  search_clear (&s);
  return reach;
}

void
vd_hex_move_free (VdHexMove *move)
{
  if (move == NULL)
    return;
  g_free (move->unit_id);
  g_free (move->allowance_reading);
  if (move->allowance_reasons != NULL)
    g_ptr_array_unref (move->allowance_reasons);
  vd_hex_supply_free (move->supply);
  g_free (move->forced_note);
  g_free (move->forced_rule);
  g_free (move->why);
  g_free (move->formation);
  g_free (move->left_hexside);
  g_free (move->left_hexside_rule);
  g_free (move->across);
  g_free (move->seated);
  g_strfreev (move->spread);
  g_free (move->spread_note);
  g_free (move->gathered);
  vd_hex_stack_free (move->stacking);
  g_array_unref (move->path);
  g_ptr_array_unref (move->reasons);
  g_free (move);
}

/* The unit of M, at FROM with LEFT points, takes FORMATION: MOVE says so, or why not. */
static void
move_change_formation (VdHexMove *move, Mover *m, const char *formation, VdHex from,
                       double extra, double *left)
{
  g_autofree char *rule = NULL, *why = NULL;

  double cost = 0;

  move->verdict = vd_hex_move_formation_change (m, formation, extra, left, &cost, move->reasons,
                                                &rule, &why);
  move->cost += cost;
  if (move->verdict != VD_HEX_MOVE_LEGAL)
    {
      g_autofree char *label = vd_board_format_hex (m->board, from);

      vd_hex_move_add_reason (move->reasons, rule, g_strdup (label), 0);
      move->why = g_strdup_printf ("%s: %s", label, why);
      return;
    }
  g_free (move->formation);
  move->formation = g_strdup (formation);
  m->formation = move->formation;
  move->formation_hex = from;
  move->formation_left = *left;
}

/* The settled node of HEX with the least cost, or NULL. */
static const Node *
best_at (const Search *s, VdHex hex)
{
  const Node *best = NULL;

  for (gboolean left = FALSE; left <= TRUE; left++)
    for (int facing = -1; facing <= FACING_ANY; facing++)
      {
        gint64 key = state_key (hex, left, facing);
        const Node *node = g_hash_table_lookup (s->nodes, &key);

        if (node != NULL && node->done && (best == NULL || node->cost < best->cost))
          best = node;
      }
  return best;
}

/* The rule that keeps UNIT_ID from moving in BOARD's phase (`movement.active_side_only`: NaA
 * B10, in a side's movement phase only its counters move), with WHY; NULL when it may move, or
 * in a phase without a side of its own. */
static const char *
inactive_side_rule (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                    char **why)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdHexName *phase, *side;

  if (unit == NULL || board->phase == NULL ||
      !vd_hex_ruleset_list_has (module, "movement.active_side_only.phases", board->phase) ||
      (phase = vd_hex_ruleset_find_phase (module, board->phase)) == NULL ||
      (side = vd_hex_ruleset_find_side (module, phase->side)) == NULL ||
      g_strcmp0 (unit->side, phase->side) == 0)
    return NULL;
  /* Translators: "r1 is not moved in French movement: the French move only their own
   * counters", the phase's name, then its side's. */
  *why = g_strdup_printf (_("%s is not moved in %s: the %s move only their own counters"),
                          unit->id, vd_text_get (&phase->name), vd_text_get (&side->name));
  return vd_hex_ruleset_lookup_word (module, "movement.active_side_only.rule");
}

VdHexMove *
vd_hex_move (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
             const VdHex *via, guint n_via, VdHex to, GError **error)
{
  return vd_hex_move_forced (board, module, unit_id, via, n_via, to, 0, error);
}

VdHexMove *
vd_hex_move_forced (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                    const VdHex *via, guint n_via, VdHex to, int forced, GError **error)
{
  VdHexMoveAsk ask = { .forced = forced };

  return vd_hex_move_ask (board, module, unit_id, via, n_via, to, &ask, error);
}

VdHexMove *
vd_hex_move_ask (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                 const VdHex *via, guint n_via, VdHex to, const VdHexMoveAsk *ask,
                 GError **error)
{
  g_autofree char *forced_note = NULL, *forced_rule = NULL;
  g_autoptr(GPtrArray) allowance_reasons = NULL;
  int forced = ask != NULL ? ask->forced : 0;
  const char *formation = ask != NULL ? ask->formation : NULL;
  guint change_at = ask != NULL ? ask->change_at : 0;
  AllowanceChange change;
  double base = 0, left_mp;
  Mover probe;
  VdHexMove *move;
  VdHex from;
  gboolean left = FALSE, facing_unknown, has_base, minimum = FALSE;
  int facing;

  if (!vd_hex_move_mover_init (&probe, board, module, unit_id, error))
    return NULL;
  if (formation != NULL && change_at > n_via + 1)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a formation change is made at a hex of the move"));
      vd_hex_move_mover_clear (&probe);
      return NULL;
    }
  allowance_reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reason_free);
  has_base = vd_hex_move_base_allowance (&probe, &base, allowance_reasons);
  vd_hex_move_allowance_change (&probe, allowance_reasons, &change);
  if ((formation != NULL && !formation_takeable (&probe, formation, error)) ||
      !vd_hex_move_forced_march (&probe, forced, &forced_note, &forced_rule, error))
    {
      vd_hex_move_mover_clear (&probe);
      return NULL;
    }
  move = g_new0 (VdHexMove, 1);
  move->supply = g_steal_pointer (&probe.supply);
  facing = vd_hex_move_start_facing (&probe);
  facing_unknown = facing == FACING_ANY;
  move->facing = -1;
  vd_hex_move_mover_clear (&probe);
  move->unit_id = g_strdup (unit_id);
  move->has_allowance = has_base;
  vd_hex_move_allowance_total (&probe, base, forced, &change, allowance_reasons,
                               &move->allowance, &move->allowance_strict);
  move->allowance_reading = g_strdup (change.reading);
  move->allowance_reasons = g_steal_pointer (&allowance_reasons);
  move->formation_left = -1;
  left_mp = move->has_allowance ? move->allowance : -1;
  move->forced = forced;
  move->forced_note = g_steal_pointer (&forced_note);
  move->forced_rule = g_steal_pointer (&forced_rule);
  move->path = g_array_new (FALSE, FALSE, sizeof (VdHex));
  move->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reason_free);
  move->verdict = VD_HEX_MOVE_LEGAL;
  from = probe.unit->hex;
  g_array_append_val (move->path, from);
  /* Leg by leg through the hexes given: each the least cost from where the last ended. */
  for (guint leg = 0; leg <= n_via + 1 && move->verdict == VD_HEX_MOVE_LEGAL; leg++)
    {
      VdHex target = leg < n_via ? via[leg] : to;
      Search s = { 0 };
      const Node *end;

      vd_hex_move_mover_init (&s.mover, board, module, unit_id, NULL);
      if (move->formation != NULL)
        s.mover.formation = move->formation;
      /* The formation taken where asked, before the leg from there (BN 11.0a, 16.1b). */
      if (formation != NULL && leg == change_at)
        {
          const char *free_rule;
          FreeFacing free = vd_hex_move_formation_free_facing (module, s.mover.formation,
                                                               formation, &free_rule);

          move_change_formation (move, &s.mover, formation, from, forced + change.lenient,
                                 &left_mp);
          if (move->verdict != VD_HEX_MOVE_LEGAL)
            {
              search_clear (&s);
              break;
            }
          /* Out of square, any facing at no cost (BN 11.6e): the leg starts facing anywhere;
           * artillery, its own facing or the reverse (13.1b). */
          if (free != FREE_FACING_NONE && facing >= 0 && facing < FACING_ANY)
            {
              if (free == FREE_FACING_ABOUT)
                vd_hex_move_facing_either (&s.mover, facing);
              facing = FACING_ANY;
              vd_hex_move_add_reason (move->reasons, free_rule,
                                      vd_board_format_hex (board, from), 0);
            }
        }
      if (leg > n_via)
        {
          search_clear (&s);
          break;
        }
      search_run (&s, from, left, facing, leg == 0, left_mp);
      end = best_at (&s, target);
      if (end == NULL)
        {
          g_autofree char *label = vd_board_format_hex (board, target);
          const VdHexBlocked *why = NULL;

          /* Why not: a way into the target of unknown cost (it may be open), else a refused
           * one, else too far. */
          move->verdict = VD_HEX_MOVE_ILLEGAL;
          for (guint i = 0; why == NULL && i < s.unknown->len; i++)
            if (vd_hex_equal (((VdHexBlocked *) s.unknown->pdata[i])->hex, target))
              {
                why = s.unknown->pdata[i];
                move->verdict = VD_HEX_MOVE_UNKNOWN;
              }
          for (guint i = 0; why == NULL && i < s.forbidden->len; i++)
            if (vd_hex_equal (((VdHexBlocked *) s.forbidden->pdata[i])->hex, target))
              why = s.forbidden->pdata[i];
          /* Not reached, and some step of unknown cost on the way: the referee rules. */
          if (why == NULL && s.unknown->len > 0)
            move->verdict = VD_HEX_MOVE_UNKNOWN;
          /* BN 1.1b: a part-hex the board marks out of play, by the rule the module names. */
          if (!vd_hex_grid_is_playable (board->grid, target) &&
              vd_hex_ruleset_lookup_word (module, "grid.playable_rule") != NULL)
            {
              move->verdict = VD_HEX_MOVE_ILLEGAL;
              vd_hex_move_add_reason (move->reasons,
                                      vd_hex_ruleset_lookup_word (module, "grid.playable_rule"),
                                      g_strdup (label), 0);
              move->why = g_strdup_printf (_("%s: not in play on this board"), label);
            }
          else if (why != NULL)
            {
              vd_hex_move_add_reason (move->reasons, why->rule, g_strdup (label), 0);
              move->why = g_strdup_printf ("%s: %s", label, why->why);
            }
          else if (move->verdict == VD_HEX_MOVE_UNKNOWN)
            {
              const VdHexBlocked *first_unknown = s.unknown->pdata[0];
              g_autofree char *at = vd_board_format_hex (board, first_unknown->hex);

              /* Translators: "0606 is not reached at the costs known; a way through 0205 is of
               * unknown cost: Château: movement points missing for Infantry". */
              move->why = g_strdup_printf (_("%s is not reached at the costs known; a way "
                                             "through %s is of unknown cost: %s"),
                                           label, at, first_unknown->why);
              vd_hex_move_add_reason (move->reasons, first_unknown->rule, g_steal_pointer (&at), 0);
            }
          else
            {
              vd_hex_move_add_reason (move->reasons,
                                      vd_hex_ruleset_lookup_word (module, "movement.allowance_rule"),
                                      g_strdup (label), 0);
              /* NaA B11: no points lent or saved, so nothing beyond this phase's allowance. */
              if (vd_hex_ruleset_lookup_word (module, "movement.allowance_fresh_rule") != NULL)
                vd_hex_move_add_reason (move->reasons,
                                        vd_hex_ruleset_lookup_word (
                                          module, "movement.allowance_fresh_rule"),
                                        g_strdup (label), 0);
              move->why = g_strdup_printf (_("%s: out of reach this phase"), label);
            }
          search_clear (&s);
          break;
        }
      {
        g_autoptr(GArray) path = path_to (end);
        g_autoptr(GPtrArray) reasons = reasons_to (board, end, NULL);

        for (guint i = 1; i < path->len; i++)
          g_array_append_val (move->path, g_array_index (path, VdHex, i));
        for (guint i = 0; i < reasons->len; i++)
          g_ptr_array_add (move->reasons, reason_copy (reasons->pdata[i]));
        move->cost += end->cost;
        if (left_mp >= 0)
          left_mp -= end->cost;
        left = end->left;
        facing = end->facing;
        from = end->hex;
        /* A stop on the way ends the move there (NaA C3, 1914-ZOC-2). */
        if (end->stop && leg < n_via)
          {
            g_autofree char *label = vd_board_format_hex (board, end->hex);

            move->verdict = VD_HEX_MOVE_ILLEGAL;
            move->why = g_strdup_printf (_("%s: the unit must stop in an enemy zone"), label);
            vd_hex_move_add_reason (move->reasons,
                                    vd_hex_ruleset_lookup_word (module, "zoc.effects.stop"),
                                    g_steal_pointer (&label), 0);
          }
      }
      search_clear (&s);
    }
  if (move->verdict == VD_HEX_MOVE_LEGAL && facing >= 0 && facing < FACING_ANY)
    move->facing = facing;
  /* Nothing beside it affordable: one hex all the same, where the game allows it (BN 16.1e). */
  if (move->verdict != VD_HEX_MOVE_LEGAL && n_via == 0 && formation == NULL &&
      move->has_allowance && vd_hex_distance (probe.unit->hex, to) == 1)
    {
      Search s = { 0 };

      if (vd_hex_move_mover_init (&s.mover, board, module, unit_id, NULL))
        {
          g_autoptr(GPtrArray) one_hex = NULL;

          search_run (&s, probe.unit->hex, FALSE, vd_hex_move_start_facing (&s.mover), TRUE,
                      move->allowance);
          one_hex = vd_hex_move_minimum_move (&s, s.settled->pdata[0], move->allowance);
          for (guint i = 0; i < one_hex->len; i++)
            {
              const VdHexReached *one = one_hex->pdata[i];

              if (!vd_hex_equal (one->hex, to))
                continue;
              move->verdict = VD_HEX_MOVE_LEGAL;
              minimum = TRUE;
              move->cost = one->cost;
              g_clear_pointer (&move->why, g_free);
              g_array_set_size (move->path, 0);
              g_array_append_vals (move->path, one->path->data, one->path->len);
              g_ptr_array_set_size (move->reasons, 0);
              g_ptr_array_add (move->reasons, reason_copy (one->reasons->pdata[0]));
            }
        }
      search_clear (&s);
    }
  /* Not on foot: by rail, when the game has it and the unit starts on an HQ (1914-RAIL-1). */
  if (move->verdict != VD_HEX_MOVE_LEGAL && n_via == 0 && formation == NULL)
    {
      Mover m;

      if (vd_hex_move_mover_init (&m, board, module, unit_id, NULL))
        {
          g_autoptr(GPtrArray) rail = vd_hex_move_rail_destinations (&m);

          for (guint i = 0; i < rail->len; i++)
            {
              const VdHexReached *by_rail = rail->pdata[i];

              if (!vd_hex_equal (by_rail->hex, to))
                continue;
              move->verdict = VD_HEX_MOVE_LEGAL;
              move->rail = TRUE;
              move->cost = 0;
              g_clear_pointer (&move->why, g_free);
              g_array_set_size (move->path, 0);
              g_array_append_vals (move->path, by_rail->path->data, by_rail->path->len);
              g_ptr_array_set_size (move->reasons, 0);
              g_ptr_array_add (move->reasons, reason_copy (by_rail->reasons->pdata[0]));
            }
          vd_hex_move_mover_clear (&m);
        }
    }
  /* BN 26.2: an officer moves with no facing, and the answer says by which rule. */
  if (move->verdict == VD_HEX_MOVE_LEGAL)
    vd_hex_move_facing_none_reason (module, vd_board_find_unit (board, unit_id), move->reasons);
  /* NaA B2: a move on foot goes hex to adjacent hex, turning at no cost, said by the unit. */
  if (move->verdict == VD_HEX_MOVE_LEGAL && !move->rail &&
      vd_hex_ruleset_lookup_word (module, "movement.step_rule") != NULL)
    vd_hex_move_add_reason (move->reasons,
                            vd_hex_ruleset_lookup_word (module, "movement.step_rule"),
                            g_strdup (unit_id), 0);
  /* BN 10.5a: not out of its commander's radius of its own will, unless a divisional order
   * frees it of it (10.5b); a pinned HQ not at all, whatever the path costs (10.1h). */
  if (move->verdict == VD_HEX_MOVE_LEGAL || (ask != NULL && ask->pinned != NULL))
    {
      gboolean frees;
      g_autoptr(GPtrArray) held = vd_hex_move_command (board, module, unit_id, ask, &to, 1,
                                                       &frees);
      VdHexBlocked *out = held->pdata[0];

      if (out != NULL && !frees)
        {
          move->verdict = VD_HEX_MOVE_ILLEGAL;
          g_free (move->why);
          move->why = g_steal_pointer (&out->why);
        }
      /* The HQ answers for its pin, the hex for the radius. */
      if (out != NULL)
        vd_hex_move_add_reason (move->reasons, out->rule,
                                ask->pinned != NULL ? g_strdup (unit_id)
                                                    : vd_board_format_hex (board, to), 0);
    }
  /* BN 11.5b: a skirmisher ends no move beyond its leash, save one getting back nearer,
   * whatever the path costs. */
  if (move->verdict != VD_HEX_MOVE_ILLEGAL)
    {
      const char *rule = NULL;
      g_autofree char *why = NULL;
      gboolean open = FALSE;

      if (!vd_hex_leash_allows (board, module, vd_board_find_unit (board, unit_id), to, &rule,
                                &why, &open))
        {
          move->verdict = VD_HEX_MOVE_ILLEGAL;
          g_free (move->why);
          move->why = g_steal_pointer (&why);
          vd_hex_move_add_reason (move->reasons, rule, vd_board_format_hex (board, to), 0);
        }
      else if (open)
        {
          if (move->verdict == VD_HEX_MOVE_LEGAL)
            {
              move->verdict = VD_HEX_MOVE_UNKNOWN;
              g_free (move->why);
              move->why = g_steal_pointer (&why);
            }
          vd_hex_move_add_reason (move->reasons, rule, vd_board_format_hex (board, to), 0);
        }
    }
  /* NaA B10: whatever the path, the enemy's counters are not moved in one's own phase. */
  {
    g_autofree char *why = NULL;
    const char *rule = inactive_side_rule (board, module, unit_id, &why);

    if (rule != NULL)
      {
        move->verdict = VD_HEX_MOVE_ILLEGAL;
        g_free (move->why);
        move->why = g_steal_pointer (&why);
        vd_hex_move_add_reason (move->reasons, rule, g_strdup (unit_id), 0);
      }
  }
  /* Within the lenient reading's allowance, beyond the strict one's: the reading decides. The
   * minimum move (made under any reading) and rail (no cost) are not at stake. Points spent
   * in two formations are not on one scale: with a reading open, the reading decides. */
  if (move->verdict == VD_HEX_MOVE_LEGAL && move->has_allowance && !minimum && !move->rail &&
      (move->formation != NULL ? change.reading != NULL
                               : move->cost > move->allowance_strict + 1e-9))
    {
      g_autofree char *label = vd_board_format_hex (board, to);
      g_autofree char *why = vd_hex_move_allowance_why (&change);

      move->verdict = VD_HEX_MOVE_UNKNOWN;
      move->why = g_strdup_printf ("%s: %s", label, why);
      vd_hex_move_add_reason (move->reasons, change.rule, g_steal_pointer (&label), 0);
    }
  if (move->verdict == VD_HEX_MOVE_LEGAL)
    move->stacking = vd_hex_stacking_at (board, module, to, unit_id);
  /* LBA-DRAG-1: a move the rules may allow takes an Sk regiment off its hexside. */
  if (move->verdict != VD_HEX_MOVE_ILLEGAL)
    {
      const char *rule = NULL;

      move->left_hexside = vd_hex_sk_leaves (board, module, vd_board_find_unit (board, unit_id),
                                             &rule);
      if (move->left_hexside != NULL)
        {
          gboolean defaulted;
          const char *reading = vd_hex_sk_move_reading (module, &defaulted);

          move->left_hexside_rule = g_strdup (rule);
          vd_hex_move_add_reason (move->reasons, rule, g_strdup (unit_id), 0);
          /* lba-i-sk-move: the reading it moved by, ours while the owner has not chosen. */
          if (reading != NULL)
            vd_hex_move_add_reason (move->reasons,
                                    vd_hex_ruleset_lookup_word (module,
                                                                "special.russian_dragoons.sk.move.reading"),
                                    defaulted ? g_strdup_printf (_("%s (our default: not chosen)"),
                                                                 reading)
                                              : g_strdup (reading), 0);
        }
    }
  if (!vd_hex_move_sk_seat (board, module, unit_id, to, ask != NULL ? ask->across : NULL, move,
                            error) ||
      !vd_hex_move_vineyard_spread (board, module, unit_id, to,
                                    ask != NULL ? ask->spread : NULL, move, error))
    {
      vd_hex_move_free (move);
      return NULL;
    }
  /* A counter whose facing the board does not give (BN 13): the cost found is from its best
   * facing, so the verdict is the referee's. */
  if (move->verdict == VD_HEX_MOVE_LEGAL && facing_unknown)
    {
      g_autofree char *label = vd_board_format_hex (board, to);

      move->verdict = VD_HEX_MOVE_UNKNOWN;
      move->why = g_strdup (_("its facing is not given: counted from the best one, so it may "
                              "reach less"));
      vd_hex_move_add_reason (move->reasons,
                              vd_hex_ruleset_lookup_word (module, "movement.facing.rule"),
                              g_steal_pointer (&label), 0);
    }
  return move;
}
