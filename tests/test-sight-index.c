#include <math.h>

#include "vd-random-table.h"
#include "vd-sight.h"

/* The spatial index must never change an answer: the indexed engine and the brute-force
 * reference are compared pair by pair on random tables, before and after units move. */

typedef struct {
  guint   n_units;
  guint   n_features;
  guint32 seed;
} Size;

static const Size sizes[] = {
  { 60, 40, 1 }, { 60, 40, 2 }, { 120, 90, 3 }, { 120, 90, 4 }, { 200, 150, 5 },
};

static VdRuleset *
load_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);

  g_assert_no_error (error);
  return ruleset;
}

static char *
describe (const VdSightAnswer *answer)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "%s, share %.6f, %.6f paces, cover %s, reasons [",
                          answer->visible ? "visible" : "hidden", answer->visible_share,
                          answer->distance, vd_cover_to_string (answer->cover));
  for (guint i = 0; i < answer->n_reasons; i++)
    {
      const VdReason *reason = &answer->reasons[i];

      g_string_append_printf (s, "%s%s by %s", i > 0 ? ", " : "", reason->rule, reason->by);
    }
  g_string_append (s, "]");
  return g_string_free (s, FALSE);
}

static gboolean
are_enemies (const VdUnit *a, const VdUnit *b)
{
  return !g_str_equal (a->side, b->side);
}

/* The pairs query_all promises: observers in table order, then targets in table order. */
static GPtrArray *
expected_pairs (const VdTable *table, const VdUnit *observer)
{
  GPtrArray *pairs = g_ptr_array_new ();

  for (guint i = 0; i < table->units->len; i++)
    for (guint j = 0; j < table->units->len; j++)
      {
        VdUnit *o = g_ptr_array_index (table->units, i);
        VdUnit *t = g_ptr_array_index (table->units, j);

        if ((observer == NULL || o == observer) && are_enemies (o, t))
          {
            g_ptr_array_add (pairs, o);
            g_ptr_array_add (pairs, t);
          }
      }
  return pairs;
}

static void
assert_pairs_in_order (const VdTable *table, const VdUnit *observer, GArray *answers,
                       const char *context)
{
  g_autoptr(GPtrArray) pairs = expected_pairs (table, observer);

  if (answers->len != pairs->len / 2)
    g_error ("%s: %u answers, expected %u pairs", context, answers->len, pairs->len / 2);
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      if (answer->observer != g_ptr_array_index (pairs, 2 * i) ||
          answer->target != g_ptr_array_index (pairs, 2 * i + 1))
        g_error ("%s: answer %u is %s -> %s, expected %s -> %s", context, i, answer->observer->id,
                 answer->target->id, ((VdUnit *) g_ptr_array_index (pairs, 2 * i))->id,
                 ((VdUnit *) g_ptr_array_index (pairs, 2 * i + 1))->id);
    }
}

/* A and B list the same pairs in the same order; every pair has the same answer. */
static void
assert_same_answers (GArray *a, const char *a_name, GArray *b, const char *b_name,
                     const char *context)
{
  guint differing = 0;

  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      const VdSightAnswer *x = &g_array_index (a, VdSightAnswer, i);
      const VdSightAnswer *y = &g_array_index (b, VdSightAnswer, i);

      g_assert_true (x->observer == y->observer);
      g_assert_true (x->target == y->target);
      if (!vd_sight_answer_equal (x, y))
        {
          g_autofree char *dx = describe (x);
          g_autofree char *dy = describe (y);

          /* Print a few, then fail once with the count. */
          if (differing++ < 5)
            g_printerr ("%s: %s -> %s:\n  %-9s %s\n  %-9s %s\n", context, x->observer->id,
                        x->target->id, a_name, dx, b_name, dy);
        }
    }
  if (differing > 0)
    g_error ("%s: %s and %s differ on %u of %u pairs", context, a_name, b_name, differing,
             a->len);
}

/* Indexed and reference ENGINES (already told of every change) agree with each other and
 * with engines built afresh on TABLE as it is now. */
static void
assert_engines_agree (const VdTable *table, const VdRuleset *ruleset, VdSight *indexed,
                      VdSight *reference, const char *context)
{
  g_autoptr(GArray) by_index = vd_sight_query_all (indexed, NULL);
  g_autoptr(GArray) by_reference = vd_sight_query_all (reference, NULL);
  g_autoptr(VdSight) fresh = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) fresh_reference = vd_sight_new_reference (table, ruleset);
  g_autoptr(GArray) by_fresh = vd_sight_query_all (fresh, NULL);
  g_autoptr(GArray) by_fresh_reference = vd_sight_query_all (fresh_reference, NULL);

  assert_pairs_in_order (table, NULL, by_index, context);
  assert_pairs_in_order (table, NULL, by_reference, context);
  assert_same_answers (by_index, "indexed", by_reference, "reference", context);
  assert_same_answers (by_index, "updated", by_fresh, "fresh", context);
  assert_same_answers (by_reference, "updated reference", by_fresh_reference,
                       "fresh reference", context);
}

static void
test_agree_on_random_tables (void)
{
  g_autoptr(VdRuleset) ruleset = load_ruleset ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (sizes[i].n_units, sizes[i].n_features,
                                                      sizes[i].seed);
      g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
      g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
      g_autoptr(GArray) by_index = vd_sight_query_all (indexed, NULL);
      g_autoptr(GArray) by_reference = vd_sight_query_all (reference, NULL);
      g_autofree char *context = g_strdup_printf ("%u units, %u features, seed %u",
                                                  sizes[i].n_units, sizes[i].n_features,
                                                  sizes[i].seed);
      guint n_blue = (sizes[i].n_units + 1) / 2, n_red = sizes[i].n_units / 2;

      g_assert_cmpuint (by_index->len, ==, 2 * n_blue * n_red);
      assert_pairs_in_order (table, NULL, by_index, context);
      assert_pairs_in_order (table, NULL, by_reference, context);
      assert_same_answers (by_index, "indexed", by_reference, "reference", context);
    }
}

/* Another formation the arm allows, with the footprint turned from wide to deep or back. */
static gboolean
change_formation (const VdRuleset *ruleset, VdUnit *unit)
{
  for (guint step = 1; step < VD_N_FORMATIONS; step++)
    {
      VdFormation formation = (unit->formation + step) % VD_N_FORMATIONS;
      double frontage = unit->frontage;

      if (!vd_ruleset_allows_formation (ruleset, unit->arm, formation))
        continue;
      unit->formation = formation;
      unit->frontage = unit->depth;
      unit->depth = frontage;
      return TRUE;
    }
  return FALSE;
}

/* Puts UNIT's footprint centre on P, keeping its facing. */
static void
centre_unit_on (VdUnit *unit, VdPoint p)
{
  unit->at = vd_point_add (p, vd_point_scale (vd_direction_from_facing (unit->facing),
                                              unit->depth / 2));
}

static const VdFeature *
first_feature (const VdTable *table, VdTerrainType type, VdShape shape)
{
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      if (feature->type == type && feature->shape == shape)
        return feature;
    }
  return NULL;
}

static void
move_and_update (VdSight *indexed, VdSight *reference, VdUnit *unit)
{
  vd_sight_update_unit (indexed, unit);
  vd_sight_update_unit (reference, unit);
}

static void
test_agree_after_moves (void)
{
  g_autoptr(VdRuleset) ruleset = load_ruleset ();

  /* The brute-force reference is slow: two tables, one small and one larger, are enough. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (sizes[i + 1].n_units,
                                                      sizes[i + 1].n_features,
                                                      sizes[i + 1].seed);
      g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
      g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
      g_autoptr(GRand) rand = g_rand_new_with_seed (sizes[i + 1].seed);
      g_autofree char *context = NULL;
      const VdFeature *hill = first_feature (table, VD_TERRAIN_HILL, VD_SHAPE_AREA);
      const VdFeature *wood = first_feature (table, VD_TERRAIN_WOOD, VD_SHAPE_AREA);
      VdUnit *nudged = g_ptr_array_index (table->units, 0);
      VdUnit *jumped = g_ptr_array_index (table->units, 1);
      VdUnit *reformed = g_ptr_array_index (table->units, 2);
      VdUnit *climber = g_ptr_array_index (table->units, 3);
      VdUnit *hidden = g_ptr_array_index (table->units, 4);

      g_assert_nonnull (hill);
      g_assert_nonnull (wood);
      assert_engines_agree (table, ruleset, indexed, reference, "before moves");

      /* A small step and turn, a jump to the far side (a point reflection through the table's
       * centre keeps the footprint on the table), a change of formation, a climb onto a hill,
       * a move into a wood. */
      nudged->at = vd_point_add (nudged->at, vd_point (4.5, -3));
      nudged->facing += 7;
      move_and_update (indexed, reference, nudged);
      jumped->at = vd_point (table->width - jumped->at.x, table->depth - jumped->at.y);
      jumped->facing = fmod (jumped->facing + 180, 360);
      move_and_update (indexed, reference, jumped);
      g_assert_true (change_formation (ruleset, reformed));
      move_and_update (indexed, reference, reformed);
      centre_unit_on (climber, vd_polygon_centroid (vd_feature_polygon (hill)));
      move_and_update (indexed, reference, climber);
      centre_unit_on (hidden, vd_polygon_centroid (vd_feature_polygon (wood)));
      hidden->revealed = !hidden->revealed;
      move_and_update (indexed, reference, hidden);
      context = g_strdup_printf ("seed %u after five moves", sizes[i + 1].seed);
      assert_engines_agree (table, ruleset, indexed, reference, context);

      /* Then many moves in a row, some units moved twice, before asking again. */
      for (guint m = 0; m < 20; m++)
        {
          VdUnit *unit = g_ptr_array_index (table->units,
                                            g_rand_int_range (rand, 0, (gint32) table->units->len));

          unit->at = vd_point (CLAMP (unit->at.x + g_rand_double_range (rand, -250, 250), 0,
                                      table->width),
                               CLAMP (unit->at.y + g_rand_double_range (rand, -250, 250), 0,
                                      table->depth));
          unit->facing = g_rand_double_range (rand, 0, 360);
          if (g_rand_boolean (rand))
            change_formation (ruleset, unit);
          move_and_update (indexed, reference, unit);
        }
      g_free (context);
      context = g_strdup_printf ("seed %u after twenty random moves", sizes[i + 1].seed);
      assert_engines_agree (table, ruleset, indexed, reference, context);
    }
}

static void
test_one_observer (void)
{
  g_autoptr(VdRuleset) ruleset = load_ruleset ();
  g_autoptr(VdTable) table = vd_random_table_new (121, 90, 6);
  g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
  VdSight *engines[] = { indexed, reference };
  const char *names[] = { "indexed", "reference" };
  guint observers[] = { 0, 1, 60, 119, 120 };

  for (guint e = 0; e < G_N_ELEMENTS (engines); e++)
    {
      g_autoptr(GArray) all = vd_sight_query_all (engines[e], NULL);

      for (guint k = 0; k < G_N_ELEMENTS (observers); k++)
        {
          const VdUnit *observer = g_ptr_array_index (table->units, observers[k]);
          g_autoptr(GArray) mine = vd_sight_query_all (engines[e], observer);
          g_autoptr(GArray) from_all = g_array_new (FALSE, FALSE, sizeof (VdSightAnswer));
          g_autofree char *context = g_strdup_printf ("%s engine, observer %s", names[e],
                                                      observer->id);

          assert_pairs_in_order (table, observer, mine, context);
          /* The same answers as the observer's rows of the full matrix (borrowed, not copied). */
          for (guint i = 0; i < all->len; i++)
            if (g_array_index (all, VdSightAnswer, i).observer == observer)
              g_array_append_val (from_all, g_array_index (all, VdSightAnswer, i));
          assert_same_answers (mine, "one observer", from_all, "full matrix", context);
        }
    }
}

/* vd_sight_query for one pair answers as query_all does (the benchmark relies on both). */
static void
test_single_query (void)
{
  g_autoptr(VdRuleset) ruleset = load_ruleset ();
  g_autoptr(VdTable) table = vd_random_table_new (60, 40, 8);
  g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
  g_autoptr(GArray) all = vd_sight_query_all (indexed, NULL);
  VdSightAnswer one, other;

  vd_sight_answer_init (&one);
  vd_sight_answer_init (&other);
  for (guint i = 0; i < all->len; i++)
    {
      const VdSightAnswer *expected = &g_array_index (all, VdSightAnswer, i);

      vd_sight_query (indexed, expected->observer, expected->target, &one);
      vd_sight_query (reference, expected->observer, expected->target, &other);
      g_assert_true (one.observer == expected->observer && one.target == expected->target);
      if (!vd_sight_answer_equal (&one, expected) || !vd_sight_answer_equal (&other, expected))
        {
          g_autofree char *d1 = describe (expected);
          g_autofree char *d2 = describe (&one);
          g_autofree char *d3 = describe (&other);

          g_error ("%s -> %s:\n  query_all %s\n  query     %s\n  reference %s",
                   expected->observer->id, expected->target->id, d1, d2, d3);
        }
    }
  vd_sight_answer_clear (&one);
  vd_sight_answer_clear (&other);
}

static void
test_no_enemies (void)
{
  g_autoptr(VdRuleset) ruleset = load_ruleset ();
  g_autoptr(VdTable) table = vd_random_table_new (1, 30, 2);
  g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
  g_autoptr(GArray) by_index = vd_sight_query_all (indexed, NULL);
  g_autoptr(GArray) by_reference = vd_sight_query_all (reference, NULL);

  g_assert_cmpuint (by_index->len, ==, 0);
  g_assert_cmpuint (by_reference->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sight-index/agree-on-random-tables", test_agree_on_random_tables);
  g_test_add_func ("/sight-index/agree-after-moves", test_agree_after_moves);
  g_test_add_func ("/sight-index/one-observer", test_one_observer);
  g_test_add_func ("/sight-index/single-query", test_single_query);
  g_test_add_func ("/sight-index/no-enemies", test_no_enemies);
  return g_test_run ();
}
