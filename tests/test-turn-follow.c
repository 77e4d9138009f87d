#include "vd-random-table.h"
#include "vd-table-battle.h"
#include "vd-turn-limits.h"

/* The turn state kept with a battle (vd_turn_state_for_battle, folded event by event) must give
 * exactly what a fresh count from the set-up gives, after every event, undo, redo, jump, batch
 * and replaced rules, on random battles; and appending folds only the new events. */

typedef struct {
  VdBattle  *battle;
  GRand     *rand;
  GPtrArray *obstacles;  /* ids of the features a battery may bombard */
  GPtrArray *houses;     /* houses it may try to set on fire */
} Fixture;

static void
fixture_set_up (Fixture *f, guint n_units, guint n_features, guint32 seed)
{
  g_autoptr(GError) error = NULL;
  VdTable *table = vd_random_table_new (n_units, n_features, seed);
  VdRuleset *ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);

  g_assert_no_error (error);
  f->battle = vd_table_battle_new (table, ruleset, NULL, &error);
  g_assert_no_error (error);
  f->rand = g_rand_new_with_seed (seed);
  f->obstacles = g_ptr_array_new_with_free_func (g_free);
  f->houses = g_ptr_array_new_with_free_func (g_free);
  table = vd_table_battle_get_current (f->battle);
  for (guint i = 0; i < table->features->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (table->features, i);

      if (feature->type == VD_TERRAIN_LIGHT_OBSTACLE ||
          feature->type == VD_TERRAIN_HARD_OBSTACLE || feature->type == VD_TERRAIN_HOUSE)
        g_ptr_array_add (f->obstacles, g_strdup (feature->id));
      if (feature->type == VD_TERRAIN_HOUSE)
        g_ptr_array_add (f->houses, g_strdup (feature->id));
    }
  g_assert_cmpuint (f->houses->len, >, 0);
}

static void
fixture_tear_down (Fixture *f)
{
  g_ptr_array_unref (f->obstacles);
  g_ptr_array_unref (f->houses);
  vd_battle_free (f->battle);
  g_rand_free (f->rand);
}

static VdTable *
current (Fixture *f)
{
  return vd_table_battle_get_current (f->battle);
}

static const VdUnit *
any_unit (Fixture *f)
{
  GPtrArray *units = current (f)->units;

  return g_ptr_array_index (units, g_rand_int_range (f->rand, 0, units->len));
}

static const VdUnit *
enemy_of (Fixture *f, const VdUnit *unit)
{
  for (guint tries = 0; tries < 100; tries++)
    {
      const VdUnit *other = any_unit (f);

      if (g_strcmp0 (other->side, unit->side) != 0)
        return other;
    }
  g_assert_not_reached ();
}

/* Every unit's record, field by field: the same operations in the same order, so equal. */
static void
assert_same_turn (const VdTurnState *kept, const VdTurnState *fresh, const VdTable *table,
                  const char *context)
{
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);
      const VdTurnUnit *a = vd_turn_state_lookup (kept, unit->id);
      const VdTurnUnit *b = vd_turn_state_lookup (fresh, unit->id);

      g_assert_nonnull (a);
      g_assert_nonnull (b);
      if (a->distance != b->distance || a->spent != b->spent || a->allowance != b->allowance ||
          a->left != b->left || a->spent_share != b->spent_share ||
          a->spent_paces != b->spent_paces || a->moved != b->moved || a->fired != b->fired ||
          a->charged != b->charged || a->bombarded != b->bombarded ||
          a->set_fire != b->set_fire || g_strcmp0 (a->bombard_rule, b->bombard_rule) != 0)
        g_error ("%s: %s's turn kept (%g paces spent, %g left) differs from a fresh count "
                 "(%g, %g)", context, unit->id, a->spent, a->left, b->spent, b->left);
    }
}

/* The kept state against a fresh one; returns how many events it folded for this call. */
static guint64
assert_follows (Fixture *f, const char *context)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTurnState) fresh = vd_turn_state_new_for_battle (f->battle, &error);
  const VdTurnState *kept;
  guint64 before;

  g_assert_no_error (error);
  kept = vd_battle_get_data (f->battle, "vd-turn-state");
  before = kept != NULL ? vd_turn_state_get_n_folded (kept) : 0;
  kept = vd_turn_state_for_battle (f->battle, &error);
  g_assert_no_error (error);
  g_assert_true (kept == vd_turn_state_for_battle (f->battle, NULL));
  assert_same_turn (kept, fresh, current (f), context);
  return vd_turn_state_get_n_folded (kept) - before;
}

static VdEvent *
unit_event (Fixture *f, VdEventKind kind, const VdUnit *unit)
{
  VdEvent *event = vd_event_new (kind, current (f)->turn);

  event->unit_id = g_strdup (unit->id);
  return event;
}

static VdEvent *
move_event (Fixture *f, const VdUnit *unit)
{
  VdEvent *event = unit_event (f, VD_EVENT_MOVE, unit);
  double dx = g_rand_double_range (f->rand, -80, 80), dy = g_rand_double_range (f->rand, -80, 80);

  event->at = vd_point (CLAMP (unit->at.x + dx, 20, current (f)->width - 20),
                        CLAMP (unit->at.y + dy, 20, current (f)->depth - 20));
  event->conditions = unit->conditions;
  event->forced = g_rand_int_range (f->rand, 0, 4) == 0;
  return event;
}

/* Another formation the unit's arm may take (ROAD-2's now and then), or a move. */
static VdEvent *
formation_event (Fixture *f, const VdUnit *unit)
{
  const VdRuleset *ruleset = vd_battle_get_ruleset (f->battle);

  for (guint k = 1; k < VD_N_FORMATIONS; k++)
    {
      VdFormation formation = (unit->formation + k) % VD_N_FORMATIONS;
      VdEvent *event;

      if (!vd_ruleset_allows_formation (ruleset, unit->arm, formation))
        continue;
      event = unit_event (f, VD_EVENT_FORMATION, unit);
      event->formation = formation;
      if (g_rand_boolean (f->rand))
        event->rule = g_strdup ("ROAD-2");
      return event;
    }
  return move_event (f, unit);
}

static VdEvent *
random_event (Fixture *f)
{
  static const char *bombard_rules[] = { "LOBS-3", "HOBS-4", "HOUSE-7" };
  const VdUnit *unit = any_unit (f);
  guint roll = g_rand_int_range (f->rand, 0, 100);
  VdEvent *event;

  if (roll < 40)
    return move_event (f, unit);
  if (roll < 52)
    return formation_event (f, unit);
  if (roll < 68)
    {
      event = unit_event (f, roll < 60 ? VD_EVENT_DECLARE_FIRE : VD_EVENT_DECLARE_CHARGE, unit);
      event->target_id = g_strdup (enemy_of (f, unit)->id);
      return event;
    }
  if (roll < 78)
    {
      event = unit_event (f, VD_EVENT_BOMBARD, unit);
      event->feature_id = g_strdup (g_ptr_array_index (
        f->obstacles, g_rand_int_range (f->rand, 0, f->obstacles->len)));
      event->rule = g_strdup (bombard_rules[g_rand_int_range (f->rand, 0, 3)]);
      return event;
    }
  if (roll < 83)
    {
      event = unit_event (f, VD_EVENT_FIRE, unit);
      event->feature_id = g_strdup (g_ptr_array_index (
        f->houses, g_rand_int_range (f->rand, 0, f->houses->len)));
      event->die = g_rand_int_range (f->rand, 1, 7);
      return event;
    }
  if (roll < 92)
    {
      event = unit_event (f, VD_EVENT_REVEAL, unit);
      event->revealed = !unit->revealed;
      return event;
    }
  return vd_event_new (VD_EVENT_END_TURN, current (f)->turn);
}

static void
record (Fixture *f, VdEvent *event)
{
  g_autoptr(GError) error = NULL;

  vd_battle_record (f->battle, event, &error);
  g_assert_no_error (error);
}

/* A random battle played, undone, redone, jumped about and batched, checked after each step;
 * an append folds exactly its events. */
static void
play_random_battle (guint n_units, guint n_features, guint32 seed, guint n_steps)
{
  Fixture f;
  g_autoptr(GError) error = NULL;

  fixture_set_up (&f, n_units, n_features, seed);
  assert_follows (&f, "set-up");
  for (guint step = 0; step < n_steps; step++)
    {
      guint roll = g_rand_int_range (f.rand, 0, 100);
      g_autofree char *context = g_strdup_printf ("seed %u step %u", seed, step);

      if (roll < 60)
        {
          record (&f, random_event (&f));
          g_assert_cmpuint (assert_follows (&f, context), ==, 1);
          continue;
        }
      if (roll < 66)
        {
          VdEvent *batch[3];

          for (guint i = 0; i < 3; i++)
            batch[i] = move_event (&f, any_unit (&f));
          vd_table_battle_record_batch (f.battle, batch, 3, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (assert_follows (&f, context), ==, 3);
          continue;
        }
      if (roll < 76 && vd_battle_can_undo (f.battle))
        {
          /* Undone and another event recorded before the state is asked: the events it
           * folded past the cursor are dropped under it. */
          vd_battle_undo (f.battle, &error);
          g_assert_no_error (error);
          record (&f, random_event (&f));
        }
      else if (roll < 82 && vd_battle_can_undo (f.battle))
        vd_battle_undo (f.battle, &error);
      else if (roll < 92 && vd_battle_can_redo (f.battle))
        vd_battle_redo (f.battle, &error);
      else if (roll < 97)
        vd_battle_go_to (f.battle,
                         g_rand_int_range (f.rand, 0, vd_battle_get_n_events (f.battle) + 1),
                         &error);
      else
        {
          /* The same rules read again (the owner's chart entries): from the set-up. */
          VdRuleset *again = vd_ruleset_load_named ("napoleonic", NULL, &error);

          g_assert_no_error (error);
          vd_battle_set_ruleset (f.battle, again);
        }
      g_assert_no_error (error);
      assert_follows (&f, context);
    }
  fixture_tear_down (&f);
}

/* TURN: the kept state equals the fresh count on random battles. */
static void
test_turn_follows_random_battles (void)
{
  for (guint32 seed = 1; seed <= 4; seed++)
    play_random_battle (16, 20, seed, 220);
}

/* TURN: an undo within the turn folds from the turn's start, not from the set-up. */
static void
test_turn_undo_folds_from_turn_start (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;

  fixture_set_up (&f, 10, 14, 7);
  for (guint i = 0; i < 30; i++)
    record (&f, move_event (&f, any_unit (&f)));
  record (&f, vd_event_new (VD_EVENT_END_TURN, current (&f)->turn));
  for (guint i = 0; i < 5; i++)
    record (&f, move_event (&f, any_unit (&f)));
  g_assert_cmpuint (assert_follows (&f, "turn 2"), ==, 36);
  vd_battle_undo (f.battle, &error);
  g_assert_no_error (error);
  /* The four moves of turn 2 left, from the copy of its start. */
  g_assert_cmpuint (assert_follows (&f, "undo in turn 2"), ==, 4);
  record (&f, move_event (&f, any_unit (&f)));
  g_assert_cmpuint (assert_follows (&f, "a move after the undo"), ==, 1);
  /* Back over the end of turn: from the set-up. */
  vd_battle_go_to (f.battle, 20, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (assert_follows (&f, "back in turn 1"), ==, 20);
  fixture_tear_down (&f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/turn/TURN/follows-random-battles", test_turn_follows_random_battles);
  g_test_add_func ("/turn/TURN/undo-folds-from-turn-start",
                   test_turn_undo_folds_from_turn_start);
  return g_test_run ();
}
