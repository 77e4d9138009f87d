#include <math.h>

#include "vd-error.h"
#include "vd-random-table.h"
#include "vd-sight.h"
#include "vd-sight-private.h"
#include "vd-table-battle.h"

/* The engine that follows the battle (vd_sight_refresh, as the app's document keeps it) must
 * answer as one built afresh on the battle as it stands, after every kind of event: the whole
 * enemy matrix and single queries are compared pair by pair on random battles. */

typedef struct {
  VdBattle  *battle;
  VdRuleset *ruleset;   /* the battle's */
  VdSight   *sight;
  GRand     *rand;
} Fixture;

/* A battle of TABLE (taken), its engine, and random numbers from SEED. */
static void
fixture_set_up_table (Fixture *f, VdTable *table, guint32 seed)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);

  g_assert_no_error (error);
  f->battle = vd_table_battle_new (table, ruleset, NULL, &error);
  g_assert_no_error (error);
  f->ruleset = vd_battle_get_ruleset (f->battle);
  f->sight = vd_sight_new (vd_table_battle_get_current (f->battle), f->ruleset);
  f->rand = g_rand_new_with_seed (seed);
}

static void
fixture_set_up (Fixture *f, guint n_units, guint n_features, guint32 seed)
{
  fixture_set_up_table (f, vd_random_table_new (n_units, n_features, seed), seed);
}

static void
fixture_tear_down (Fixture *f)
{
  vd_sight_free (f->sight);
  vd_battle_free (f->battle);
  g_rand_free (f->rand);
}

static VdTable *
current (Fixture *f)
{
  return vd_table_battle_get_current (f->battle);
}

static const VdUnit *
unit_at (Fixture *f, guint i)
{
  return g_ptr_array_index (current (f)->units, i % current (f)->units->len);
}

static void
assert_same_answers (GArray *a, GArray *b, const char *context)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      const VdSightAnswer *x = &g_array_index (a, VdSightAnswer, i);
      const VdSightAnswer *y = &g_array_index (b, VdSightAnswer, i);

      if (x->observer != y->observer || x->target != y->target || !vd_sight_answer_equal (x, y))
        g_error ("%s: %s → %s differs from a fresh engine's answer", context, x->observer->id,
                 x->target->id);
    }
}

/* The followed engine against a fresh one: every pair of the matrix, then single queries (the
 * second round of which goes through the fans kept around targets asked about often). */
static void
assert_follows (Fixture *f, const char *context)
{
  g_autoptr(VdSight) fresh = vd_sight_new (current (f), f->ruleset);
  g_autoptr(GArray) followed = vd_sight_query_all (f->sight, NULL);
  g_autoptr(GArray) built = vd_sight_query_all (fresh, NULL);
  VdSightAnswer a, b;

  assert_same_answers (followed, built, context);
  vd_sight_answer_init (&a);
  vd_sight_answer_init (&b);
  for (guint round = 0; round < 6; round++)
    for (guint i = 0; i + 1 < current (f)->units->len; i += 7)
      {
        const VdUnit *o = unit_at (f, i), *t = unit_at (f, i + 1 + round % 2);

        if (g_str_equal (o->side, t->side))
          continue;
        vd_sight_query (f->sight, o, t, &a);
        vd_sight_query (fresh, o, t, &b);
        if (!vd_sight_answer_equal (&a, &b))
          g_error ("%s: single query %s → %s differs", context, o->id, t->id);
      }
  vd_sight_answer_clear (&a);
  vd_sight_answer_clear (&b);
}

/* Records EVENT as the app does, refreshes the engine, and checks whether it was rebuilt. */
static void
record (Fixture *f, VdEvent *event, gboolean expect_rebuilt, const char *context)
{
  g_autoptr(GError) error = NULL;
  gboolean rebuilt = FALSE;

  vd_battle_record (f->battle, event, &error);
  g_assert_no_error (error);
  f->sight = vd_sight_refresh (f->sight, current (f), f->ruleset, &rebuilt);
  g_assert_cmpint (rebuilt, ==, expect_rebuilt);
  assert_follows (f, context);
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
  double dx = g_rand_double_range (f->rand, -60, 60), dy = g_rand_double_range (f->rand, -60, 60);

  event->at = vd_point (CLAMP (unit->at.x + dx, 20, current (f)->width - 20),
                        CLAMP (unit->at.y + dy, 20, current (f)->depth - 20));
  event->conditions = unit->conditions;
  return event;
}

static VdEvent *
face_event (Fixture *f, const VdUnit *unit)
{
  VdEvent *event = unit_event (f, VD_EVENT_FACE, unit);

  event->facing = g_rand_int_range (f->rand, 0, 360);
  return event;
}

/* Another formation the unit's arm may take, or NULL. */
static VdEvent *
formation_event (Fixture *f, const VdUnit *unit)
{
  for (guint k = 1; k < VD_N_FORMATIONS; k++)
    {
      VdFormation formation = (unit->formation + k) % VD_N_FORMATIONS;
      VdEvent *event;

      if (!vd_ruleset_allows_formation (f->ruleset, unit->arm, formation))
        continue;
      event = unit_event (f, VD_EVENT_FORMATION, unit);
      event->formation = formation;
      return event;
    }
  return NULL;
}

static void
test_move (void)
{
  Fixture f;
  guint updated = 0;

  fixture_set_up (&f, 60, 40, 1);
  for (guint i = 0; i < 4; i++)
    record (&f, move_event (&f, unit_at (&f, i * 13)), FALSE, "move");
  /* A move updates the one unit that moved. */
  vd_battle_record (f.battle, move_event (&f, unit_at (&f, 5)), NULL);
  g_assert_true (vd_sight_follow (f.sight, current (&f), f.ruleset, &updated));
  g_assert_cmpuint (updated, ==, 1);
  assert_follows (&f, "move, one unit updated");
  fixture_tear_down (&f);
}

static void
test_formation (void)
{
  Fixture f;
  guint done = 0;

  fixture_set_up (&f, 60, 40, 2);
  for (guint i = 0; i < current (&f)->units->len && done < 4; i += 5)
    {
      VdEvent *event = formation_event (&f, unit_at (&f, i));

      if (event == NULL)
        continue;
      record (&f, event, FALSE, "formation");
      done++;
    }
  g_assert_cmpuint (done, ==, 4);
  fixture_tear_down (&f);
}

static void
test_facing (void)
{
  Fixture f;

  fixture_set_up (&f, 60, 40, 3);
  for (guint i = 0; i < 4; i++)
    record (&f, face_event (&f, unit_at (&f, i * 11 + 2)), FALSE, "facing");
  fixture_tear_down (&f);
}

/* Losses, morale, notes, a reveal: no footprint changes, nothing is updated but a reveal. */
static void
test_loss (void)
{
  Fixture f;
  VdEvent *event;
  guint updated = 99;

  fixture_set_up (&f, 60, 40, 4);
  event = unit_event (&f, VD_EVENT_LOSS, unit_at (&f, 3));
  event->figures = 1;
  event->note = g_strdup ("a figure falls");
  vd_battle_record (f.battle, event, NULL);
  g_assert_true (vd_sight_follow (f.sight, current (&f), f.ruleset, &updated));
  g_assert_cmpuint (updated, ==, 0);
  assert_follows (&f, "loss");

  event = unit_event (&f, VD_EVENT_MORALE, unit_at (&f, 4));
  event->state = g_strdup ("shaken");
  record (&f, event, FALSE, "morale");
  record (&f, vd_event_new (VD_EVENT_END_TURN, current (&f)->turn), FALSE, "end of turn");

  for (guint i = 0; i < current (&f)->units->len; i++)
    if (!unit_at (&f, i)->revealed)
      {
        event = unit_event (&f, VD_EVENT_REVEAL, unit_at (&f, i));
        event->revealed = TRUE;
        record (&f, event, FALSE, "reveal");
        break;
      }
  fixture_tear_down (&f);
}

static void
test_add_remove_unit (void)
{
  Fixture f;
  VdEvent *event;
  VdUnit *copy;

  fixture_set_up (&f, 60, 40, 5);
  event = vd_event_new (VD_EVENT_ADD_UNIT, current (&f)->turn);
  copy = vd_unit_copy (unit_at (&f, 7));
  g_free (copy->id);
  copy->id = g_strdup ("u-new");
  copy->at = vd_point (copy->at.x + 30, copy->at.y);
  event->unit = copy;
  record (&f, event, TRUE, "add unit");
  record (&f, unit_event (&f, VD_EVENT_REMOVE_UNIT, unit_at (&f, 2)), TRUE, "remove unit");
  /* The engine built afresh follows the next move again. */
  record (&f, move_event (&f, unit_at (&f, 9)), FALSE, "move after remove");
  fixture_tear_down (&f);
}

static VdFeature *
first_feature (Fixture *f, VdTerrainType type)
{
  for (guint i = 0; i < current (f)->features->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (current (f)->features, i);

      if (feature->type == type)
        return feature;
    }
  g_assert_not_reached ();
}

static void
test_terrain_edit (void)
{
  Fixture f;
  VdEvent *event;
  VdFeature *wood;

  fixture_set_up (&f, 60, 40, 6);
  /* A wood grown 20 % about its first point. */
  event = vd_event_new (VD_EVENT_EDIT_FEATURE, current (&f)->turn);
  wood = vd_feature_copy (first_feature (&f, VD_TERRAIN_WOOD));
  for (guint i = 1; i < wood->path.n_points; i++)
    {
      VdPoint o = wood->path.points[0], p = wood->path.points[i];

      wood->path.points[i] = vd_point (o.x + 1.2 * (p.x - o.x), o.y + 1.2 * (p.y - o.y));
    }
  event->feature = wood;
  record (&f, event, FALSE, "edit feature");

  event = vd_event_new (VD_EVENT_REMOVE_FEATURE, current (&f)->turn);
  event->feature_id = g_strdup (first_feature (&f, VD_TERRAIN_HILL)->id);
  record (&f, event, FALSE, "remove feature");

  /* Damage is read where it is: a wall bombarded (lines are at least 50 mm long) needs no new
   * engine. */
  event = vd_event_new (VD_EVENT_BOMBARD, current (&f)->turn);
  event->feature_id = g_strdup (first_feature (&f, VD_TERRAIN_HARD_OBSTACLE)->id);
  event->rule = g_strdup ("HOBS-4");
  g_array_append_val (event->damage, ((VdStretch) { 0, 49, VD_DAMAGE_DESTROYED }));
  record (&f, event, FALSE, "bombard");
  fixture_tear_down (&f);
}

/* A copy of feature INDEX of the table as it stands, for an edit. */
static VdFeature *
feature_copy_at (Fixture *f, guint index)
{
  return vd_feature_copy (g_ptr_array_index (current (f)->features, index));
}

/* A random edit of the terrain, such as the terrain editor records: a point moved, a feature
 * moved whole (crests with it), its type, level or plateau changed, a crest moved, a feature
 * added (a moved copy of another) or removed, or the last edit undone. */
static VdEvent *
terrain_event (Fixture *f, guint step, const char **what)
{
  const VdTable *table = current (f);
  guint index = g_rand_int_range (f->rand, 0, table->features->len);
  VdFeature *feature = feature_copy_at (f, index);
  double dx = g_rand_double_range (f->rand, -80, 80), dy = g_rand_double_range (f->rand, -80, 80);
  VdEvent *event = vd_event_new (VD_EVENT_EDIT_FEATURE, table->turn);
  guint kind = g_rand_int_range (f->rand, 0, 7);

  /* Levels and crests are a hill's: the first from INDEX on, if any. */
  for (guint k = 0; (kind == 3 || kind == 4) && k < table->features->len; k++)
    {
      guint i = (index + k) % table->features->len;

      if (((VdFeature *) g_ptr_array_index (table->features, i))->type == VD_TERRAIN_HILL)
        {
          vd_feature_free (feature);
          feature = feature_copy_at (f, i);
          break;
        }
    }
  switch (kind)
    {
    case 0:
      {
        guint k = g_rand_int_range (f->rand, 0, feature->path.n_points);
        VdPath one = { &feature->path.points[k], 1 };

        *what = "a point moved";
        vd_random_path_shift (&one, dx / 2, dy / 2, table);
        break;
      }
    case 1:
      *what = "a feature moved";
      vd_random_feature_shift (feature, dx, dy, table);
      break;
    case 2:
      {
        VdTerrainType type;

        *what = "a type changed";
        do
          type = g_rand_int_range (f->rand, 0, VD_N_TERRAIN_TYPES);
        while (type == feature->type || !vd_terrain_type_allows_shape (type, feature->shape));
        feature->type = type;
        /* What only a hill has would not read back. */
        if (type != VD_TERRAIN_HILL)
          vd_feature_drop_hill (feature);
        break;
      }
    case 3:
      *what = feature->type == VD_TERRAIN_HILL ? "a level changed" : "a point moved by 1 mm";
      if (feature->type != VD_TERRAIN_HILL)
        {
          feature->path.points[0].x = CLAMP (feature->path.points[0].x + 1, 1, table->width - 1);
          break;
        }
      feature->level = 1 + (feature->level + g_rand_int_range (f->rand, 0, 2)) % 3;
      feature->plateau = g_rand_boolean (f->rand);
      break;
    case 4:
      *what = "a crest moved";
      for (guint c = 0; c < feature->n_crests; c++)
        vd_random_path_shift (&feature->crests[c], dx / 4, dy / 4, table);
      feature->path.points[0].x = CLAMP (feature->path.points[0].x + 1, 1, table->width - 1);
      break;
    case 5:
      *what = "a feature added";
      event->kind = VD_EVENT_ADD_FEATURE;
      g_free (feature->id);
      feature->id = g_strdup_printf ("added-%u", step);
      vd_random_feature_shift (feature, dx, dy, table);
      break;
    default:
      *what = "a feature removed";
      event->kind = VD_EVENT_REMOVE_FEATURE;
      event->feature_id = g_strdup (feature->id);
      g_clear_pointer (&feature, vd_feature_free);
      break;
    }
  event->feature = feature;
  return event;
}

/* Terrain edited at random, mixed with units moving, turning and undoing: after each, the
 * engine follows (vd_sight_follow returns TRUE, counting what changed) and answers every pair,
 * reasons included, as an engine built afresh. Fails when the units near a feature edited keep
 * their old facts, or the kept fans their old entries. */
static void
test_terrain_random_run (void)
{
  Fixture f;
  guint edits = 0;

  fixture_set_up (&f, 70, 45, 21);
  for (guint step = 0; step < 100; step++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *context = NULL;
      const char *what = NULL;
      guint updated = 0;
      gboolean undo = step % 9 == 8;

      if (undo)
        {
          what = "undone";
          g_assert_true (vd_battle_undo (f.battle, &error));
        }
      else if (step % 4 == 3)
        {
          what = "a unit moved";
          vd_battle_record (f.battle, move_event (&f, unit_at (&f, step * 7)), &error);
        }
      else if (!vd_battle_record (f.battle, terrain_event (&f, step, &what), &error))
        {
          /* An outline that would cross itself, refused as the editor refuses it. */
          g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
          continue;
        }
      else
        edits++;
      g_assert_no_error (error);
      context = g_strdup_printf ("step %u, %s", step, what);
      g_test_message ("%s", context);
      if (!vd_sight_follow (f.sight, current (&f), f.ruleset, &updated))
        g_error ("%s: not followed", context);
      /* Every edit changes what sight reads of its feature (a move of a point at least). */
      if (!undo)
        g_assert_cmpuint (updated, >, 0);
      assert_follows (&f, context);
    }
  g_assert_cmpuint (edits, >=, 50);
  fixture_tear_down (&f);
}

/* Features kept but in another order are not followed (the units' lists are in table order):
 * vd_sight_follow refuses and changes nothing, the engine still answering for its own table.
 * A reference engine follows a terrain edit too, and answers as a fresh reference. */
static void
test_terrain_reordered (void)
{
  g_autoptr(VdTable) table = vd_random_table_new (40, 30, 8);
  g_autoptr(VdTable) swapped = vd_table_copy (table);
  g_autoptr(VdTable) moved = vd_table_copy (table);
  g_autoptr(VdRuleset) ruleset = vd_ruleset_load_named ("napoleonic", NULL, NULL);
  g_autoptr(VdSight) sight = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
  g_autoptr(VdSight) fresh = NULL;
  g_autoptr(GArray) before = vd_sight_query_all (sight, NULL);
  g_autoptr(GArray) after = NULL;
  g_autoptr(GArray) followed = NULL;
  g_autoptr(GArray) built = NULL;
  VdFeature *wood = NULL;
  guint updated = 1;

  /* Two features swapped: the same features, another order. */
  g_ptr_array_insert (swapped->features, 0, g_ptr_array_steal_index (swapped->features, 5));
  g_assert_false (vd_sight_follow (sight, swapped, ruleset, &updated));
  g_assert_cmpuint (updated, ==, 0);
  after = vd_sight_query_all (sight, NULL);
  assert_same_answers (after, before, "refused to follow");

  /* The reference: a wood moved 40 mm. */
  /* Every type is on a random table of 14 features or more. */
  for (guint i = 0; wood == NULL || wood->type != VD_TERRAIN_WOOD; i++)
    wood = g_ptr_array_index (moved->features, i);
  for (guint k = 0; k < wood->path.n_points; k++)
    wood->path.points[k].x = CLAMP (wood->path.points[k].x + 40, 1, moved->width - 1);
  g_assert_true (vd_sight_follow (reference, moved, ruleset, &updated));
  g_assert_cmpuint (updated, >, 0);
  fresh = vd_sight_new_reference (moved, ruleset);
  followed = vd_sight_query_all (reference, NULL);
  built = vd_sight_query_all (fresh, NULL);
  assert_same_answers (followed, built, "reference following a wood moved");
}

/* The fans each observer's matrix keeps between calls: after a move or a turn, every observer's
 * row (asked alone, the fans kept from before the change being the ones it would use, the
 * units moved since tried apart) and the whole matrix as a fresh engine's; after a loss, which
 * keeps them, the same again; past VD_SIGHT_MAX_MOVED (8) units moved, all are forgotten. */
static void
test_kept_fans (void)
{
  Fixture f;

  fixture_set_up (&f, 80, 60, 5);
  for (guint i = 0; i < 14; i++)
    {
      g_autoptr(GArray) before = vd_sight_query_all (f.sight, NULL);
      g_autoptr(VdSight) fresh = NULL;
      const VdUnit *unit = unit_at (&f, i * 17 + 3);
      VdEvent *event = i % 3 == 0 ? face_event (&f, unit)
                       : i % 3 == 1 ? move_event (&f, unit) : unit_event (&f, VD_EVENT_LOSS, unit);
      gboolean rebuilt = TRUE;

      if (i % 3 == 2)
        event->figures = 1;
      vd_battle_record (f.battle, event, NULL);
      f.sight = vd_sight_refresh (f.sight, current (&f), f.ruleset, &rebuilt);
      g_assert_false (rebuilt);
      fresh = vd_sight_new (current (&f), f.ruleset);
      for (guint o = i % 3; o < current (&f)->units->len; o += 3)
        {
          g_autoptr(GArray) kept = vd_sight_query_all (f.sight, unit_at (&f, o));
          g_autoptr(GArray) built = vd_sight_query_all (fresh, unit_at (&f, o));

          assert_same_answers (kept, built, "kept fans, one observer");
        }
      assert_follows (&f, "kept fans, whole matrix");
    }
  fixture_tear_down (&f);
}

/* A single query from an observer whose fans a matrix kept looks along those fans: after a move
 * or a turn, the moved unit's column (every enemy asking about it), its row asked pair by pair,
 * and pairs it may stand between, as an engine never asked a matrix answers them (which looks
 * in the pairs' hulls); past VD_SIGHT_MAX_MOVED (8) units moved the fans are forgotten, and a
 * matrix asked now and then keeps them again. Fails when a moved unit is not tried apart, or
 * a side point's fan is built for one pair from a scratch set for another observer. */
static void
test_kept_fans_column (void)
{
  Fixture f;
  VdSightAnswer a, b;

  fixture_set_up (&f, 80, 60, 6);
  vd_sight_answer_init (&a);
  vd_sight_answer_init (&b);
  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(VdSight) fresh = NULL;
      const VdUnit *unit = unit_at (&f, i * 13 + 2);
      g_autofree char *id = g_strdup (unit->id);
      VdEvent *event = i % 2 == 0 ? move_event (&f, unit) : face_event (&f, unit);
      guint n_units;

      if (i % 4 == 0)
        g_array_unref (vd_sight_query_all (f.sight, NULL));
      vd_battle_record (f.battle, event, NULL);
      f.sight = vd_sight_refresh (f.sight, current (&f), f.ruleset, NULL);
      unit = vd_table_find_unit (current (&f), id);
      fresh = vd_sight_new (current (&f), f.ruleset);
      n_units = current (&f)->units->len;
      for (guint o = 0; o < n_units; o++)
        for (guint t = 0; t < n_units; t++)
          {
            const VdUnit *observer = unit_at (&f, o), *target = unit_at (&f, t);

            if (g_str_equal (observer->side, target->side) ||
                (observer != unit && target != unit && (o + t + i) % 3 != 0))
              continue;
            vd_sight_query (f.sight, observer, target, &a);
            vd_sight_query (fresh, observer, target, &b);
            if (!vd_sight_answer_equal (&a, &b))
              g_error ("kept fans, single queries: %s → %s differs after %s changed", observer->id,
                       target->id, id);
          }
    }
  vd_sight_answer_clear (&a);
  vd_sight_answer_clear (&b);
  fixture_tear_down (&f);
}

/* A moved unit's row and column in one call (vd_sight_query_unit, on two threads from 64 pairs:
 * here 80), against single queries of an engine never asked a matrix: every enemy in table
 * order as the target, then as the observer, for every want; a matrix asked now and then keeps
 * the fans the column looks along, and past VD_SIGHT_MAX_MOVED units they are forgotten. */
static void
test_unit_row_column (void)
{
  const VdSightWant wants[] = { VD_SIGHT_WANT_ALL, VD_SIGHT_WANT_VISIBLE, VD_SIGHT_WANT_SHARE };
  Fixture f;
  VdSightAnswer b;

  fixture_set_up (&f, 80, 60, 9);
  vd_sight_answer_init (&b);
  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(VdSight) fresh = NULL;
      g_autoptr(GArray) answers = NULL;
      const VdUnit *unit = unit_at (&f, i * 11 + 5);
      g_autofree char *id = g_strdup (unit->id);
      VdEvent *event = i % 3 == 1 ? face_event (&f, unit) : move_event (&f, unit);
      VdSightWant want = wants[i % G_N_ELEMENTS (wants)];
      guint n = 0;

      if (i % 4 == 0)
        g_array_unref (vd_sight_query_all (f.sight, NULL));
      vd_battle_record (f.battle, event, NULL);
      f.sight = vd_sight_refresh (f.sight, current (&f), f.ruleset, NULL);
      unit = vd_table_find_unit (current (&f), id);
      fresh = vd_sight_new (current (&f), f.ruleset);
      answers = vd_sight_query_unit (f.sight, unit, want);
      for (guint column = 0; column < 2; column++)
        for (guint e = 0; e < current (&f)->units->len; e++)
          {
            const VdUnit *enemy = unit_at (&f, e);
            const VdSightAnswer *a;

            if (g_str_equal (enemy->side, unit->side))
              continue;
            g_assert_cmpuint (n, <, answers->len);
            a = &g_array_index (answers, VdSightAnswer, n++);
            vd_sight_query_want (fresh, column ? enemy : unit, column ? unit : enemy, want, &b);
            if (a->observer != b.observer || a->target != b.target || !vd_sight_answer_equal (a, &b))
              g_error ("unit's row and column: %s → %s differs after %s changed",
                       b.observer->id, b.target->id, id);
          }
      g_assert_cmpuint (n, ==, answers->len);
    }
  vd_sight_answer_clear (&b);
  fixture_tear_down (&f);
}

/* A unit's column, its chunks answered by the two threads' scratches in turn (the row, without
 * its side points' fans, by the second), and as the threads share it, against single queries
 * of a fresh engine and each other, reasons included, on random battles after moves and turns:
 * fails when an answer or its reasons land in another's slot, or a thread's scratch is stale. */
static void
test_unit_column_shared (void)
{
  const VdSightWant wants[] = { VD_SIGHT_WANT_ALL, VD_SIGHT_WANT_VISIBLE, VD_SIGHT_WANT_SHARE };

  for (guint32 seed = 21; seed <= 23; seed++)
    {
      Fixture f;
      VdSightAnswer b;

      fixture_set_up (&f, 90, 60, seed);
      vd_sight_answer_init (&b);
      for (guint i = 0; i < 8; i++)
        {
          g_autoptr(VdSight) fresh = NULL;
          g_autoptr(GArray) dealt = NULL;
          g_autoptr(GArray) shared = NULL;
          const VdUnit *unit = unit_at (&f, g_rand_int_range (f.rand, 0, 1000));
          g_autofree char *id = g_strdup (unit->id);
          VdEvent *event = i % 3 == 1 ? face_event (&f, unit) : move_event (&f, unit);
          VdSightWant want = wants[(i + seed) % G_N_ELEMENTS (wants)];
          guint n = 0;

          if (i % 3 == 0)
            g_array_unref (vd_sight_query_all (f.sight, NULL));
          vd_battle_record (f.battle, event, NULL);
          f.sight = vd_sight_refresh (f.sight, current (&f), f.ruleset, NULL);
          unit = vd_table_find_unit (current (&f), id);
          fresh = vd_sight_new (current (&f), f.ruleset);
          dealt = vd_sight_query_unit_dealt (f.sight, unit, want);
          shared = vd_sight_query_unit (f.sight, unit, want);
          g_assert_cmpuint (dealt->len, ==, shared->len);
          for (guint column = 0; column < 2; column++)
            for (guint e = 0; e < current (&f)->units->len; e++)
              {
                const VdUnit *enemy = unit_at (&f, e);
                const VdSightAnswer *a, *s;

                if (g_str_equal (enemy->side, unit->side))
                  continue;
                g_assert_cmpuint (n, <, dealt->len);
                a = &g_array_index (dealt, VdSightAnswer, n);
                s = &g_array_index (shared, VdSightAnswer, n++);
                vd_sight_query_want (fresh, column ? enemy : unit, column ? unit : enemy, want, &b);
                if (a->observer != b.observer || a->target != b.target ||
                    !vd_sight_answer_equal (a, &b))
                  g_error ("dealt row and column: %s → %s differs after %s changed (seed %u)",
                           b.observer->id, b.target->id, id, seed);
                if (s->observer != b.observer || s->target != b.target ||
                    !vd_sight_answer_equal (s, &b))
                  g_error ("shared row and column: %s → %s differs after %s changed (seed %u)",
                           b.observer->id, b.target->id, id, seed);
              }
          g_assert_cmpuint (n, ==, dealt->len);
        }
      vd_sight_answer_clear (&b);
      fixture_tear_down (&f);
    }
}

/* A long random run of moves, turns, formations and losses, checked after each. */
static void
test_random_run (void)
{
  for (guint32 seed = 11; seed <= 12; seed++)
    {
      Fixture f;

      fixture_set_up (&f, 80, 60, seed);
      for (guint i = 0; i < 24; i++)
        {
          const VdUnit *unit = unit_at (&f, g_rand_int_range (f.rand, 0, 1000));
          VdEvent *event = NULL;

          switch (g_rand_int_range (f.rand, 0, 4))
            {
            case 0:
              event = move_event (&f, unit);
              break;
            case 1:
              event = face_event (&f, unit);
              break;
            case 2:
              event = formation_event (&f, unit);
              break;
            default:
              event = unit_event (&f, VD_EVENT_LOSS, unit);
              event->figures = unit->casualties > 0 ? -1 : 1;
              break;
            }
          if (event != NULL)
            record (&f, event, FALSE, "random run");
        }
      fixture_tear_down (&f);
    }
}

/* The table's own masking rows, tried before the ruleset's: a row of N (NULL-terminated)
 * rules for maskers of ARM, which mask or not. */
static void
add_masking_row (VdTable *table, const char * const *rules, VdArm arm, gboolean masks)
{
  VdMaskingRow *row = g_new0 (VdMaskingRow, 1);

  row->rules = g_strdupv ((char **) rules);
  row->masker.arms = 1u << arm;
  row->masks = masks;
  g_ptr_array_add (table->masking, row);
}

/* A table with masking rows of its own: recorded events share them with the next state, and
 * the engine follows without repointing; undone, the battle is a copy with rows of its own,
 * which the engine must point into. Checked against a fresh engine (reasons included) each
 * time, and the rows' rules reach the answers. */
static void
test_masking_rows_shared (void)
{
  static const char * const guns[] = { "MASK-3", NULL };
  static const char * const horse[] = { "SIGHT-4", "MASK-2", NULL };
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) all = NULL;
  gboolean rebuilt = TRUE, told = FALSE;

  VdTable *table = vd_random_table_new (80, 60, 5);

  add_masking_row (table, guns, VD_ARM_ARTILLERY, TRUE);
  add_masking_row (table, horse, VD_ARM_CAVALRY, FALSE);
  fixture_set_up_table (&f, table, 5);
  for (guint i = 0; i < 8; i++)
    {
      GPtrArray *rows = current (&f)->masking;

      record (&f, move_event (&f, unit_at (&f, i * 13)), FALSE, "masking rows, move");
      g_assert_true (current (&f)->masking == rows);
      g_assert_true (f.sight->masking_table == rows);
    }
  g_assert_true (vd_battle_undo (f.battle, &error));
  g_assert_no_error (error);
  g_assert_true (vd_battle_undo (f.battle, &error));
  g_assert_cmpuint (current (&f)->masking->len, ==, 2);
  f.sight = vd_sight_refresh (f.sight, current (&f), f.ruleset, &rebuilt);
  g_assert_false (rebuilt);
  g_assert_true (f.sight->masking_table == current (&f)->masking);
  assert_follows (&f, "masking rows, undone");
  all = vd_sight_query_all (f.sight, NULL);
  for (guint i = 0; i < all->len; i++)
    {
      const VdSightAnswer *a = &g_array_index (all, VdSightAnswer, i);

      for (guint r = 0; r < a->n_reasons; r++)
        told = told || g_strcmp0 (a->reasons[r].rule, "SIGHT-4") == 0;
    }
  g_assert_true (told);
  fixture_tear_down (&f);
}

/* What each crest and feature is to an observer (near the crest, in the wood, house or marsh,
 * near the wood's edge) is worked out once per observer and kept for its next queries: an
 * observer asked about, then moved, turned or re-formed onto other ground (where another unit
 * stands, in a wood or not), must be seen from its new ground at once, in single queries and
 * in its row. */
static void
test_observer_facts (void)
{
  Fixture f;
  VdSightAnswer a, b;
  guint wood_changes = 0;

  fixture_set_up (&f, 80, 60, 8);
  vd_sight_answer_init (&a);
  vd_sight_answer_init (&b);
  for (guint i = 0; i < 30; i++)
    {
      g_autoptr(VdSight) fresh = NULL;
      g_autoptr(GArray) kept = NULL;
      g_autoptr(GArray) built = NULL;
      const VdUnit *o = unit_at (&f, i * 7 + 1);
      const VdUnit *ground = unit_at (&f, i * 11 + 4);
      g_autofree char *id = g_strdup (o->id);
      const VdFeature *wood_before;
      VdEvent *event;

      /* Its facts worked out where it stands, in both of the engine's scratches. */
      g_array_unref (vd_sight_query_all (f.sight, NULL));
      for (guint t = 0; t < current (&f)->units->len; t += 5)
        vd_sight_query (f.sight, o, unit_at (&f, t), &a);
      wood_before = vd_sight_unit_wood (f.sight, o, NULL);
      if (i % 3 == 0)
        {
          event = unit_event (&f, VD_EVENT_MOVE, o);
          event->at = ground->at;
          event->conditions = o->conditions;
        }
      else if (i % 3 == 1)
        event = face_event (&f, o);
      else
        event = formation_event (&f, o);
      if (event == NULL)
        continue;
      vd_battle_record (f.battle, event, NULL);
      f.sight = vd_sight_refresh (f.sight, current (&f), f.ruleset, NULL);
      o = vd_table_find_unit (current (&f), id);
      g_assert_nonnull (o);
      wood_changes += vd_sight_unit_wood (f.sight, o, NULL) != wood_before;
      fresh = vd_sight_new (current (&f), f.ruleset);
      for (guint t = 0; t < current (&f)->units->len; t++)
        {
          const VdUnit *target = unit_at (&f, t);

          if (target == o)
            continue;
          vd_sight_query (f.sight, o, target, &a);
          vd_sight_query (fresh, o, target, &b);
          if (!vd_sight_answer_equal (&a, &b))
            g_error ("observer facts: %s → %s differs after %s changed", o->id, target->id, id);
        }
      kept = vd_sight_query_all (f.sight, o);
      built = vd_sight_query_all (fresh, o);
      assert_same_answers (kept, built, "observer facts, its row");
      assert_follows (&f, "observer facts, whole matrix");
    }
  /* Some moves took the observer into or out of a wood: the facts did change. */
  g_assert_cmpuint (wood_changes, >, 0);
  vd_sight_answer_clear (&a);
  vd_sight_answer_clear (&b);
  fixture_tear_down (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sight/incremental/move", test_move);
  g_test_add_func ("/sight/incremental/formation", test_formation);
  g_test_add_func ("/sight/incremental/facing", test_facing);
  g_test_add_func ("/sight/incremental/loss", test_loss);
  g_test_add_func ("/sight/incremental/add-remove-unit", test_add_remove_unit);
  g_test_add_func ("/sight/incremental/terrain-edit", test_terrain_edit);
  g_test_add_func ("/sight/incremental/terrain-random-run", test_terrain_random_run);
  g_test_add_func ("/sight/incremental/terrain-reordered", test_terrain_reordered);
  g_test_add_func ("/sight/incremental/random-run", test_random_run);
  g_test_add_func ("/sight/incremental/kept-fans", test_kept_fans);
  g_test_add_func ("/sight/incremental/kept-fans-column", test_kept_fans_column);
  g_test_add_func ("/sight/incremental/unit-row-column", test_unit_row_column);
  g_test_add_func ("/sight/incremental/unit-column-shared", test_unit_column_shared);
  g_test_add_func ("/sight/incremental/observer-facts", test_observer_facts);
  g_test_add_func ("/sight/incremental/masking-rows-shared", test_masking_rows_shared);
  return g_test_run ();
}
