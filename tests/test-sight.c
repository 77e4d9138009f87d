/* The sight engine against the rule catalogue (rules/004-miniatures-terrain.md): one test per
 * rule ID at least, each asserting the answer and its reasons. Every question is asked of the
 * indexed engine and of the brute-force reference, pair by pair and observer by observer, and
 * their answers must be identical. Tables are 1 mm a pace unless a test says otherwise. */
#include <math.h>

#include "vd-masking.h"
#include "vd-random-table.h"
#include "vd-ruleset.h"
#include "vd-sight.h"
#include "vd-sight-geometry.h"
#include "vd-table.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

/* 1200 mm square, mm a pace left to the ruleset (1). */
static VdTable *
new_table (VdScale scale)
{
  return vd_test_table_new (scale, 0, 1200, 1200);
}

static VdFeature *
add_hill (VdTable *table, const char *id, int level, double x0, double y0, double x1, double y1)
{
  VdFeature *hill = vd_test_add_rect (table, id, VD_TERRAIN_HILL, x0, y0, x1, y1);

  hill->level = level;
  return hill;
}

static void
add_crest (VdFeature *hill, double x0, double y0, double x1, double y1)
{
  const VdPoint points[] = { { x0, y0 }, { x1, y1 } };

  vd_feature_add_crest (hill, points, 2);
}

static const VdSightAnswer *
find_answer (GArray *answers, const char *observer, const char *target)
{
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      if (g_str_equal (answer->observer->id, observer) && g_str_equal (answer->target->id, target))
        return answer;
    }
  g_assert_not_reached ();
}

/* Asks OBSERVER → TARGET of the indexed engine, and checks that the reference, and both
 * engines' answers for all of the observer's pairs, say exactly the same. */
static void
ask (const VdTable *table, const char *observer, const char *target, VdSightAnswer *answer)
{
  g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
  const VdUnit *o = vd_table_find_unit (table, observer), *t = vd_table_find_unit (table, target);
  VdSightAnswer other;

  g_assert_nonnull (o);
  g_assert_nonnull (t);
  vd_sight_answer_init (answer);
  vd_sight_answer_init (&other);
  vd_sight_query (indexed, o, t, answer);
  vd_sight_query (reference, o, t, &other);
  g_assert_true (vd_sight_answer_equal (answer, &other));
  vd_sight_answer_clear (&other);
  for (guint e = 0; e < 2; e++)
    {
      g_autoptr(GArray) row = vd_sight_query_all (e == 0 ? indexed : reference, o);

      g_assert_true (vd_sight_answer_equal (answer, find_answer (row, observer, target)));
    }
}

static char *
reasons_text (const VdSightAnswer *answer)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < answer->n_reasons; i++)
    {
      const VdReason *reason = &answer->reasons[i];

      g_string_append_printf (text, "%s%s %s", i > 0 ? ", " : "", reason->rule, reason->by);
    }
  return g_string_free (text, FALSE);
}

/* OBSERVER → TARGET is VISIBLE or not, with COVER and exactly REASONS ("RULE by, RULE by"). */
static void
check (const VdTable *table, const char *observer, const char *target, gboolean visible,
       VdCover cover, const char *reasons)
{
  VdSightAnswer answer;
  g_autofree char *text = NULL;

  ask (table, observer, target, &answer);
  text = reasons_text (&answer);
  g_test_message ("%s -> %s: %s, share %g, cover %s, [%s]", observer, target,
                  answer.visible ? "visible" : "hidden", answer.visible_share,
                  vd_cover_to_string (answer.cover), text);
  g_assert_cmpint (answer.visible, ==, visible);
  g_assert_cmpstr (vd_cover_to_string (answer.cover), ==, vd_cover_to_string (cover));
  g_assert_cmpstr (text, ==, reasons);
  if (!visible)
    g_assert_cmpfloat (answer.visible_share, ==, 0);
  else
    g_assert_cmpfloat (answer.visible_share, >, 0);
  vd_sight_answer_clear (&answer);
}

static void
check_distance_share (const VdTable *table, const char *observer, const char *target,
                      double distance, double share)
{
  VdSightAnswer answer;

  ask (table, observer, target, &answer);
  g_assert_cmpfloat_with_epsilon (answer.distance, distance, 1e-9);
  g_assert_cmpfloat_with_epsilon (answer.visible_share, share, 1e-9);
  vd_sight_answer_clear (&answer);
}

/* Crests: a hill 100…1100 × 400…800 whose crest runs along y = 600. */
static VdTable *
crest_table (VdScale scale)
{
  VdTable *table = new_table (scale);
  VdFeature *hill = add_hill (table, "hill-1", 1, 100, 400, 1100, 800);

  add_crest (hill, 120, 600, 1080, 600);
  return table;
}

#define CREST_BLOCKS(rule) rule " hill-1, CREST-1 hill-1, SIGHT-3 hill-1"

static void
test_crest_1 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdFeature *hill = add_hill (table, "hill-1", 1, 100, 400, 1100, 800);
  const VdPoint bent[] = { { 120, 560 }, { 600, 640 }, { 1080, 560 } };

  /* Whatever its shape, a crest line between two units far from it blocks sight. */
  vd_feature_add_crest (hill, bent, 3);
  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  check (table, "fr", "au", FALSE, VD_COVER_NONE, CREST_BLOCKS ("CREST-3"));
}

static void
test_crest_2_sees_over (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);

  /* 20 from the crest, within one base length (40): it sees the other side. */
  vd_test_add_line_infantry (table, "fr", "french", 600, 580, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1");
  check_distance_share (table, "fr", "au", 320, 1);
}

static void
test_crest_2_unseen_until_revealed (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);
  VdUnit *near = vd_test_add_line_infantry (table, "au", "austrian", 600, 610, 180);

  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  check (table, "fr", "au", FALSE, VD_COVER_NONE, CREST_BLOCKS ("CREST-2"));
  check (table, "au", "fr", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1");
  near->revealed = TRUE;
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1");
}

/* One base length is 40 mm at 25 mm, 30 mm at 15 mm: a unit 35 from the crest is near, then far. */
static void
test_crest_2_base_length_per_scale (void)
{
  for (VdScale scale = VD_SCALE_25MM; scale <= VD_SCALE_15MM; scale++)
    {
      g_autoptr(VdTable) table = crest_table (scale);

      vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
      vd_test_add_line_infantry (table, "au", "austrian", 600, 635, 180);
      check (table, "fr", "au", FALSE, VD_COVER_NONE,
             scale == VD_SCALE_25MM ? CREST_BLOCKS ("CREST-2") : CREST_BLOCKS ("CREST-3"));
    }
}

static void
test_crest_3 (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);

  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  check (table, "fr", "au", FALSE, VD_COVER_NONE, CREST_BLOCKS ("CREST-3"));
  check (table, "au", "fr", FALSE, VD_COVER_NONE, CREST_BLOCKS ("CREST-3"));
  check_distance_share (table, "fr", "au", 600, 0);
}

/* The seed's example: A (near the crest, not revealed) sees D, D does not see A; B (near,
 * revealed) and D see each other; C and D, both far from the crest, do not. */
static void
test_crest_seed_example (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);
  VdUnit *b;

  vd_test_add_line_infantry (table, "D", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "A", "austrian", 300, 610, 180);
  b = vd_test_add_line_infantry (table, "B", "austrian", 600, 610, 180);
  b->revealed = TRUE;
  vd_test_add_line_infantry (table, "C", "austrian", 900, 900, 180);

  check (table, "A", "D", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1");
  check (table, "D", "A", FALSE, VD_COVER_NONE, CREST_BLOCKS ("CREST-2"));
  check (table, "B", "D", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1");
  check (table, "D", "B", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1");
  check (table, "C", "D", FALSE, VD_COVER_NONE, CREST_BLOCKS ("CREST-3"));
  check (table, "D", "C", FALSE, VD_COVER_NONE, CREST_BLOCKS ("CREST-3"));
}

/* A side's view: the seed's example seen from each side. */
static void
test_hidden_from_side (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(GHashTable) from_french = NULL;
  g_autoptr(GHashTable) from_austrian = NULL;
  VdUnit *b;

  vd_test_add_line_infantry (table, "D", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "A", "austrian", 300, 610, 180);
  b = vd_test_add_line_infantry (table, "B", "austrian", 600, 610, 180);
  b->revealed = TRUE;
  vd_test_add_line_infantry (table, "C", "austrian", 900, 900, 180);
  sight = vd_sight_new (table, ruleset);

  /* D sees only B (near the crest and revealed): A and C are left out of the French view. */
  from_french = vd_sight_hidden_from_side (sight, "french");
  g_assert_cmpuint (g_hash_table_size (from_french), ==, 2);
  g_assert_true (g_hash_table_contains (from_french, "A"));
  g_assert_true (g_hash_table_contains (from_french, "C"));
  g_assert_false (vd_sight_side_sees (sight, "french", vd_table_find_unit (table, "A")));
  g_assert_true (vd_sight_side_sees (sight, "french", vd_table_find_unit (table, "B")));

  /* A and B see D over the crest: the Austrians see every enemy, and own units never hide. */
  from_austrian = vd_sight_hidden_from_side (sight, "austrian");
  g_assert_cmpuint (g_hash_table_size (from_austrian), ==, 0);
  g_assert_false (vd_sight_side_sees (sight, "austrian", vd_table_find_unit (table, "B")));
}

static gboolean
allows_fire (const VdTable *table, const char *observer, const char *target)
{
  VdSightAnswer answer;
  gboolean allowed;

  ask (table, observer, target, &answer);
  allowed = vd_sight_answer_allows_fire (&answer);
  vd_sight_answer_clear (&answer);
  return allowed;
}

/* A battery near the crest, its front edge behind it: it sees the plain below, may not fire. */
static void
test_crest_4_behind (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);

  vd_test_add_unit (table, "bty", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 600, 620, 180,
                    120, 80);
  vd_test_add_line_infantry (table, "inf", "french", 300, 620, 180);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 200, 0);
  check (table, "bty", "au", TRUE, VD_COVER_NONE, "CREST-2 hill-1, CREST-4 hill-1, HILL-4 hill-1");
  g_assert_false (allows_fire (table, "bty", "au"));
  /* Not a battery: CREST-4 says nothing. */
  check (table, "inf", "au", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1");
  g_assert_true (allows_fire (table, "inf", "au"));
}

/* Its whole footprint beyond the crest line (y 500…580, the crest at 600): it fires downhill. */
static void
test_crest_4_beyond (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);

  vd_test_add_unit (table, "bty", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 600, 500, 180,
                    120, 80);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 200, 0);
  check (table, "bty", "au", TRUE, VD_COVER_NONE, "HILL-4 hill-1");
  g_assert_true (allows_fire (table, "bty", "au"));
}

/* Its front edge beyond the crest (y 590), its rear bases behind it (to 670): its lines cross no
 * crest, but not all its bases are beyond: it sees and may not fire. */
static void
test_crest_4_front_only_beyond (void)
{
  g_autoptr(VdTable) table = crest_table (VD_SCALE_25MM);

  vd_test_add_unit (table, "bty", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 600, 590, 180,
                    120, 80);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 200, 0);
  check (table, "bty", "au", TRUE, VD_COVER_NONE, "CREST-4 hill-1, HILL-4 hill-1");
  g_assert_false (allows_fire (table, "bty", "au"));
}

/* On a plateau, behind its edge crest, a battery fires at a plateau of the same level. */
static void
test_crest_4_plateau (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdFeature *plateau = add_hill (table, "hill-1", 1, 100, 600, 1100, 1000);

  plateau->plateau = TRUE;
  add_crest (plateau, 120, 620, 1080, 620);
  add_hill (table, "hill-2", 1, 100, 0, 1100, 300)->plateau = TRUE;
  vd_test_add_unit (table, "bty", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 600, 640, 180,
                    120, 80);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 200, 0);
  check (table, "bty", "au", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1, HILL-4 hill-2");
  g_assert_true (allows_fire (table, "bty", "au"));
}

static void
test_hill_4 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  /* No crest drawn: the hill does not block, it is only told. */
  add_hill (table, "hill-1", 1, 400, 400, 800, 600);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "HILL-4 hill-1");
}

static void
test_unit_level (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdUnit *low, *high, *edge, *off;

  add_hill (table, "hill-1", 1, 100, 100, 700, 700);
  add_hill (table, "hill-2", 2, 300, 300, 500, 500);
  low = vd_test_add_line_infantry (table, "low", "french", 200, 215, 0);
  high = vd_test_add_line_infantry (table, "high", "french", 400, 415, 0);
  /* Footprint centre (600, 700) on the outline: the area holds it. */
  edge = vd_test_add_line_infantry (table, "edge", "french", 600, 715, 0);
  off = vd_test_add_line_infantry (table, "off", "french", 900, 915, 0);
  g_assert_cmpint (vd_table_unit_level (table, low), ==, 1);
  g_assert_cmpint (vd_table_unit_level (table, high), ==, 2);
  g_assert_cmpint (vd_table_unit_level (table, edge), ==, 1);
  g_assert_cmpint (vd_table_unit_level (table, off), ==, 0);
}

/* WOOD-4 and its kin: a target 17 paces away in a wood, field or rocky ground, not revealed,
 * is discovered at 25 mm (20 paces) but not at 15 mm (15 paces). The terrain's edge runs
 * along y = 553, 10 in front of the observer's front edge and 7 in front of the target's. */
static VdTable *
concealment_table (VdScale scale, VdTerrainType type, const char *id, VdFormation formation)
{
  VdTable *table = new_table (scale);

  vd_test_add_rect (table, id, type, 400, 553, 800, 700);
  vd_test_add_line_infantry (table, "fr", "french", 600, 543, 0);
  vd_test_add_unit (table, "au", "austrian", VD_ARM_INFANTRY, formation, 600, 560, 180, 120, 30);
  return table;
}

static void
test_wood_4_25mm (void)
{
  g_autoptr(VdTable) table = concealment_table (VD_SCALE_25MM, VD_TERRAIN_WOOD, "wood-1",
                                                VD_FORMATION_LINE);

  /* Detected; the wood's stretches ending at it are short (WOOD-6), and it has the wood's cover. */
  check (table, "fr", "au", TRUE, VD_COVER_LIGHT, "WOOD-4 wood-1, WOOD-6 wood-1");
  check_distance_share (table, "fr", "au", 17, 1);
}

static void
test_wood_4_15mm (void)
{
  g_autoptr(VdTable) table = concealment_table (VD_SCALE_15MM, VD_TERRAIN_WOOD, "wood-1",
                                                VD_FORMATION_LINE);

  check (table, "fr", "au", FALSE, VD_COVER_LIGHT, "WOOD-4 wood-1");
}

static void
test_wood_4_revealed (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdUnit *au;

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 400, 900, 700);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  au = vd_test_add_line_infantry (table, "au", "austrian", 600, 410, 180);
  check (table, "fr", "au", FALSE, VD_COVER_LIGHT, "WOOD-4 wood-1");
  au->revealed = TRUE;
  check (table, "fr", "au", TRUE, VD_COVER_LIGHT, "WOOD-6 wood-1");
}

/* WOOD-5: the observer's front edge 17 paces inside the wood's edge (y = 600). */
static void
test_wood_5 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 300, 900, 600);
  vd_test_add_line_infantry (table, "fr", "french", 600, 583, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  if (scale == VD_SCALE_25MM)
    check (table, "fr", "au", TRUE, VD_COVER_NONE, "WOOD-5 wood-1");
  else
    check (table, "fr", "au", FALSE, VD_COVER_NONE, "WOOD-5 wood-1");
}

/* WOOD-6: the target (revealed) 17 paces inside the wood's edge (y = 400). */
static void
test_wood_6 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 400, 900, 700);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 417, 180)->revealed = TRUE;
  vd_test_add_line_infantry (table, "deep", "austrian", 800, 500, 180)->revealed = TRUE;
  if (scale == VD_SCALE_25MM)
    check (table, "fr", "au", TRUE, VD_COVER_LIGHT, "WOOD-6 wood-1");
  else
    check (table, "fr", "au", FALSE, VD_COVER_NONE, "WOOD-6 wood-1");
  check (table, "fr", "deep", FALSE, VD_COVER_NONE, "WOOD-6 wood-1");
}

/* WOOD-7: two units 60 paces apart in one wood see each other at 25 mm (80), not at 15 mm (55). */
static void
test_wood_7 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 100, 100, 1100, 1100);
  vd_test_add_line_infantry (table, "fr", "french", 600, 400, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 460, 180)->revealed = TRUE;
  /* Hidden at 15 mm (60 > 55 paces): the reasons are what hides it, not its cover. */
  check (table, "fr", "au", scale == VD_SCALE_25MM, VD_COVER_LIGHT,
         scale == VD_SCALE_25MM ? "WOOD-7 wood-1, WOOD-8 wood-1" : "WOOD-7 wood-1");
  check_distance_share (table, "fr", "au", 60, scale == VD_SCALE_25MM ? 1 : 0);
}

/* WOOD-8: firing at each other inside one wood, both have light cover, even deep inside. */
static void
test_wood_8 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 100, 100, 1100, 1100);
  vd_test_add_line_infantry (table, "fr", "french", 600, 560, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 600, 180)->revealed = TRUE;
  check (table, "fr", "au", TRUE, VD_COVER_LIGHT, "WOOD-7 wood-1, WOOD-8 wood-1");
  vd_test_add_line_infantry (table, "out", "french", 600, 1150, 180);
  /* From outside, deep in the wood: no cover from it (and not seen). */
  check (table, "out", "au", FALSE, VD_COVER_NONE, "WOOD-6 wood-1");
}

static void
test_sight_2_wood (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 400, 400, 800, 600);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  check (table, "fr", "au", FALSE, VD_COVER_NONE, "SIGHT-2 wood-1");
  check (table, "au", "fr", FALSE, VD_COVER_NONE, "SIGHT-2 wood-1");
}

/* SIGHT-2: an observer higher than a wood or a house sees over it. */
static void
test_sight_2_seen_over (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  add_hill (table, "hill-1", 1, 0, 0, 1200, 300);
  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 400, 600, 600);
  vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 600, 450, 900, 550);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_unit (table, "au", "austrian", VD_ARM_INFANTRY, VD_FORMATION_LINE, 600, 800, 180, 400,
                    30);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "HILL-4 hill-1, SIGHT-2 wood-1, SIGHT-2 house-1");
  /* The other way, on level ground with the wood and the house: they block. */
  check (table, "au", "fr", FALSE, VD_COVER_NONE, "SIGHT-2 wood-1, SIGHT-2 house-1");
}

/* Half the target behind the edge of a wood (x < 600 near it): half its positions are seen. */
static void
test_sight_2_half_behind_wood (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 0, 700, 600, 760);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_unit (table, "au", "austrian", VD_ARM_INFANTRY, VD_FORMATION_LINE, 600, 800, 180, 160,
                    30);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "");
  check_distance_share (table, "fr", "au", 600, 0.5);
}

static void
test_sight_2_buildings (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 550, 450, 650, 550);
  vd_test_add_rect (table, "redoubt-1", VD_TERRAIN_REDOUBT, 850, 450, 950, 550);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "fr-2", "french", 900, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  vd_test_add_line_infantry (table, "au-2", "austrian", 900, 800, 180);
  check (table, "fr", "au", FALSE, VD_COVER_NONE, "SIGHT-2 house-1");
  check (table, "fr-2", "au-2", FALSE, VD_COVER_NONE, "SIGHT-2 redoubt-1");
}

/* HOUSE-6: troops holding a village or a redoubt are seen, however deep, and protected. */
static void
test_house_6 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 400, 700, 750, 1000);
  vd_test_add_rect (table, "redoubt-1", VD_TERRAIN_REDOUBT, 850, 750, 1050, 850);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "fr-2", "french", 950, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 850, 180);
  vd_test_add_line_infantry (table, "au-2", "austrian", 950, 780, 180);
  check (table, "fr", "au", TRUE, VD_COVER_BUILDING, "HOUSE-6 house-1");
  check (table, "fr-2", "au-2", TRUE, VD_COVER_REDOUBT, "HOUSE-6 redoubt-1");
  /* And they see out of it. */
  check (table, "au", "fr", TRUE, VD_COVER_NONE, "");
}

static void
test_marsh_4 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 400, 400, 800, 600);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  check (table, "fr", "au", FALSE, VD_COVER_NONE, "MARSH-4 marsh-1");
}

/* MARSH-3: a unit pushed back into a marsh, its front edge on the marsh's edge: seen, no cover. */
static void
test_marsh_3 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 500, 800, 700, 900);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "MARSH-3 marsh-1");
}

static void
test_field_2 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) line = concealment_table (scale, VD_TERRAIN_FIELD, "field-1", VD_FORMATION_LINE);
  g_autoptr(VdTable) column = concealment_table (scale, VD_TERRAIN_FIELD, "field-1",
                                                 VD_FORMATION_COLUMN);

  check (line, "fr", "au", scale == VD_SCALE_25MM, VD_COVER_NONE, "FIELD-2 field-1");
  /* Only a line hides in the crops, and crops do not block sight lines. */
  check (column, "fr", "au", TRUE, VD_COVER_NONE, "");
}

static void
test_rock_2 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) skirmish = concealment_table (scale, VD_TERRAIN_ROCKY, "rocky-1",
                                                   VD_FORMATION_SKIRMISH);
  g_autoptr(VdTable) line = concealment_table (scale, VD_TERRAIN_ROCKY, "rocky-1", VD_FORMATION_LINE);

  check (skirmish, "fr", "au", scale == VD_SCALE_25MM, VD_COVER_LIGHT, "ROCK-2 rocky-1");
  vd_table_edit_unit (skirmish, "au")->revealed = TRUE;
  check (skirmish, "fr", "au", TRUE, VD_COVER_LIGHT, "ROCK-2 rocky-1");
  check (line, "fr", "au", TRUE, VD_COVER_NONE, "");
}

static void
test_sight_1 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200, 400, 1000, 400);
  vd_test_add_line (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 200, 600, 1000, 600);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "SIGHT-1 hedge-1, SIGHT-1 wall-1");
}

/* A hedge along y = 500 and a target standing behind it, its front edge at Y. */
static VdTable *
hedge_table (VdScale scale, VdTerrainType type, const char *id, double y)
{
  VdTable *table = new_table (scale);

  vd_test_add_line (table, id, type, 200, 500, 1000, 500);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, y, 180);
  return table;
}

static void
test_lobs_2 (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1", 505);

  check (table, "fr", "au", TRUE, VD_COVER_LIGHT, "SIGHT-1 hedge-1, LOBS-2 hedge-1");
  /* The hedge behind the observer gives it nothing. */
  check (table, "au", "fr", TRUE, VD_COVER_NONE, "SIGHT-1 hedge-1");
}

/* One base depth is 30 mm at 25 mm and 20 mm at 15 mm. */
static void
test_lobs_2_beyond_base_depth (void)
{
  g_autoptr(VdTable) far = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1", 540);
  g_autoptr(VdTable) at25 = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1", 525);
  g_autoptr(VdTable) at15 = hedge_table (VD_SCALE_15MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1", 525);

  check (far, "fr", "au", TRUE, VD_COVER_NONE, "SIGHT-1 hedge-1");
  check (at25, "fr", "au", TRUE, VD_COVER_LIGHT, "SIGHT-1 hedge-1, LOBS-2 hedge-1");
  check (at15, "fr", "au", TRUE, VD_COVER_NONE, "SIGHT-1 hedge-1");
}

static void
test_hobs_2 (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_25MM, VD_TERRAIN_HARD_OBSTACLE, "wall-1", 510);
  g_autoptr(VdTable) far = hedge_table (VD_SCALE_25MM, VD_TERRAIN_HARD_OBSTACLE, "wall-1", 540);

  check (table, "fr", "au", TRUE, VD_COVER_HARD, "SIGHT-1 wall-1, HOBS-2 wall-1");
  check (far, "fr", "au", TRUE, VD_COVER_NONE, "SIGHT-1 wall-1");
  /* A hedge nearer still: the wall's hard cover is the stronger. */
  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200, 505, 1000, 505);
  check (table, "fr", "au", TRUE, VD_COVER_HARD, "SIGHT-1 wall-1, SIGHT-1 hedge-1, HOBS-2 wall-1");
}

/* Masking: the observer at y 170…200, the target at 800…830, and M, 200 wide, across every
 * line between them at y 500. */
static VdTable *
mask_table (VdArm observer_arm, VdFormation observer_formation, VdArm masker_arm,
            VdFormation masker_formation, VdArm target_arm, VdFormation target_formation)
{
  VdTable *table = new_table (VD_SCALE_25MM);

  vd_test_add_unit (table, "fr", "french", observer_arm, observer_formation, 600, 200, 0, 120, 30);
  vd_test_add_unit (table, "M", "austrian", masker_arm, masker_formation, 600, 500, 180, 200, 30);
  vd_test_add_unit (table, "au", "austrian", target_arm, target_formation, 600, 800, 180, 120, 30);
  return table;
}

#define INF VD_ARM_INFANTRY
#define CAV VD_ARM_CAVALRY
#define ART VD_ARM_ARTILLERY

static void
test_mask_1 (void)
{
  g_autoptr(VdTable) skirmish = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_SKIRMISH,
                                            INF, VD_FORMATION_LINE);
  g_autoptr(VdTable) open = mask_table (INF, VD_FORMATION_LINE, CAV, VD_FORMATION_OPEN, INF,
                                        VD_FORMATION_LINE);
  g_autoptr(VdTable) battery = mask_table (INF, VD_FORMATION_LINE, ART, VD_FORMATION_BATTERY, INF,
                                           VD_FORMATION_LINE);

  check (skirmish, "fr", "au", TRUE, VD_COVER_NONE, "MASK-1 M, SIGHT-8 M");
  check (open, "fr", "au", TRUE, VD_COVER_NONE, "MASK-1 M, SIGHT-8 M");
  check (battery, "fr", "au", TRUE, VD_COVER_NONE, "MASK-1 M");
}

static void
test_mask_2 (void)
{
  g_autoptr(VdTable) table = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_LINE, CAV,
                                         VD_FORMATION_CLOSE);

  check (table, "fr", "au", TRUE, VD_COVER_NONE, "MASK-2 M");
}

static void
test_mask_3 (void)
{
  g_autoptr(VdTable) table = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_LINE, INF,
                                         VD_FORMATION_LINE);

  check (table, "fr", "au", FALSE, VD_COVER_NONE, "MASK-3 M");
}

static void
test_mask_4 (void)
{
  g_autoptr(VdTable) officer = mask_table (VD_ARM_OFFICER, VD_FORMATION_NONE, CAV,
                                           VD_FORMATION_CLOSE, INF, VD_FORMATION_COLUMN);

  check (officer, "fr", "au", FALSE, VD_COVER_NONE, "MASK-4 M");
}

/* Reasons as "RULE by ×count", for answers whose units are counted. */
static char *
counted_text (const VdSightAnswer *answer)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < answer->n_reasons; i++)
    g_string_append_printf (text, "%s%s %s ×%u", i > 0 ? ", " : "", answer->reasons[i].rule,
                            answer->reasons[i].by, answer->reasons[i].count);
  return g_string_free (text, FALSE);
}

/* MASK-3, MASK-4, SIGHT-4 with many units across the lines: each rule once, by the unit nearest
 * the observer (of equals, the first in table order), with how many, in the table order of the
 * units named; both engines agree. */
static void
test_mask_many (void)
{
  g_autoptr(VdTable) table = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_LINE, INF,
                                         VD_FORMATION_LINE);
  static const char * const maskers[] = { "M", "far", "near", "M2" };
  VdSightAnswer answer;
  g_autofree char *hidden = NULL, *visible = NULL, *back = NULL, *stacked = NULL;

  /* M at y 500…530; farther ones first in the file, two at M's place after it. */
  vd_test_add_unit (table, "far", "austrian", CAV, VD_FORMATION_CLOSE, 600, 700, 180, 200, 30);
  vd_test_add_unit (table, "near", "austrian", INF, VD_FORMATION_LINE, 600, 300, 180, 200, 30);
  vd_test_add_unit (table, "M2", "austrian", INF, VD_FORMATION_LINE, 600, 500, 180, 200, 30);
  ask (table, "fr", "au", &answer);
  hidden = counted_text (&answer);
  g_assert_cmpstr (hidden, ==, "MASK-4 far ×1, SIGHT-6 far ×1, MASK-3 near ×3");
  vd_sight_answer_clear (&answer);
  ask (table, "au", "fr", &answer);
  back = counted_text (&answer);
  g_assert_cmpstr (back, ==, "MASK-3 M ×3, MASK-4 far ×1, SIGHT-6 far ×1");
  vd_sight_answer_clear (&answer);

  /* Officers across every line: seen over, one reason however many. */
  for (guint i = 0; i < G_N_ELEMENTS (maskers); i++)
    {
      VdUnit *unit = vd_table_edit_unit (table, maskers[i]);

      unit->arm = VD_ARM_OFFICER;
      unit->formation = VD_FORMATION_NONE;
    }
  ask (table, "fr", "au", &answer);
  visible = counted_text (&answer);
  g_assert_true (answer.visible);
  g_assert_cmpstr (visible, ==, "SIGHT-4 near ×4");
  vd_sight_answer_clear (&answer);

  /* All at one point, ties: the first in table order is named. */
  for (guint i = 0; i < G_N_ELEMENTS (maskers); i++)
    {
      VdUnit *unit = vd_table_edit_unit (table, maskers[i]);

      unit->arm = INF;
      unit->formation = VD_FORMATION_LINE;
      unit->at = vd_point (600, 500);
    }
  ask (table, "fr", "au", &answer);
  stacked = counted_text (&answer);
  g_assert_cmpstr (stacked, ==, "MASK-3 M ×4");
  vd_sight_answer_clear (&answer);
}

/* One rule told by two rows of the masking table, each with its own copy of the rule's ID (the
 * table's row, then the ruleset's): still one reason, counting both units; fails when a rule's
 * group is found by its pointer alone. */
static void
test_mask_rule_copies (void)
{
  g_autoptr(VdTable) table = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_LINE, INF,
                                         VD_FORMATION_LINE);
  static const char * const rules[] = { "MASK-3", NULL };
  VdMaskingRow *row = g_new0 (VdMaskingRow, 1);
  VdSightAnswer answer;
  g_autofree char *hidden = NULL;

  row->rules = g_strdupv ((char **) rules);
  row->masker.arms = 1u << ART;
  row->masks = TRUE;
  g_ptr_array_add (table->masking, row);
  vd_test_add_unit (table, "gun", "austrian", ART, VD_FORMATION_BATTERY, 600, 400, 180, 200, 30);
  ask (table, "fr", "au", &answer);
  hidden = counted_text (&answer);
  g_assert_false (answer.visible);
  g_assert_cmpstr (hidden, ==, "MASK-3 gun ×2");
  vd_sight_answer_clear (&answer);
}

/* MASK-5: from a hill, the observer sees over what stands lower, cavalry included. */
static void
test_mask_5 (void)
{
  g_autoptr(VdTable) table = mask_table (INF, VD_FORMATION_LINE, CAV, VD_FORMATION_CLOSE, INF,
                                         VD_FORMATION_LINE);
  VdFeature *hill = add_hill (table, "hill-1", 1, 0, 0, 1200, 300);

  check (table, "fr", "au", TRUE, VD_COVER_NONE, "HILL-4 hill-1, MASK-5 M");
  /* The masker on the hill too: no longer lower. */
  hill->path.points[2].y = hill->path.points[3].y = 600;
  check (table, "fr", "au", FALSE, VD_COVER_NONE, "MASK-4 M, SIGHT-6 M");
}

static void
test_sight_4 (void)
{
  g_autoptr(VdTable) column = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_COLUMN, INF,
                                          VD_FORMATION_LINE);
  g_autoptr(VdTable) officer = mask_table (INF, VD_FORMATION_LINE, VD_ARM_OFFICER,
                                           VD_FORMATION_NONE, INF, VD_FORMATION_LINE);

  check (column, "fr", "au", FALSE, VD_COVER_NONE, "SIGHT-4 M");
  check (officer, "fr", "au", TRUE, VD_COVER_NONE, "SIGHT-4 M");
}

static void
test_sight_5 (void)
{
  g_autoptr(VdTable) infantry = mask_table (CAV, VD_FORMATION_CLOSE, INF, VD_FORMATION_LINE, INF,
                                            VD_FORMATION_LINE);
  g_autoptr(VdTable) cavalry = mask_table (CAV, VD_FORMATION_CLOSE, CAV, VD_FORMATION_CLOSE, INF,
                                           VD_FORMATION_LINE);

  check (infantry, "fr", "au", TRUE, VD_COVER_NONE, "SIGHT-5 M");
  check (cavalry, "fr", "au", TRUE, VD_COVER_NONE, "SIGHT-5 M");
}

static void
test_sight_6 (void)
{
  g_autoptr(VdTable) infantry = mask_table (INF, VD_FORMATION_LINE, CAV, VD_FORMATION_CLOSE, INF,
                                            VD_FORMATION_COLUMN);
  g_autoptr(VdTable) artillery = mask_table (ART, VD_FORMATION_BATTERY, CAV, VD_FORMATION_CLOSE,
                                             CAV, VD_FORMATION_CLOSE);

  check (infantry, "fr", "au", FALSE, VD_COVER_NONE, "MASK-4 M, SIGHT-6 M");
  check (artillery, "fr", "au", FALSE, VD_COVER_NONE, "MASK-4 M, SIGHT-6 M");
}

static void
test_sight_7 (void)
{
  g_autoptr(VdTable) column = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_LINE, INF,
                                          VD_FORMATION_COLUMN);
  g_autoptr(VdTable) square = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_LINE, INF,
                                          VD_FORMATION_SQUARE);

  check (column, "fr", "au", TRUE, VD_COVER_NONE, "MASK-3 M, SIGHT-7 M");
  check (square, "fr", "au", TRUE, VD_COVER_NONE, "MASK-3 M, SIGHT-7 M");
}

static void
test_sight_8 (void)
{
  g_autoptr(VdTable) dispersed = mask_table (INF, VD_FORMATION_LINE, ART, VD_FORMATION_DISPERSED,
                                             INF, VD_FORMATION_LINE);

  check (dispersed, "fr", "au", TRUE, VD_COVER_NONE, "MASK-1 M, SIGHT-8 M");
}

/* Sampling: 8 positions across the target, at the middles of 8 equal slices. A cavalry unit
 * just in front of the target's left end (x 615…700, its frontage runs 520…680) hides the
 * three positions at x 670, 650 and 630 and leaves the five others: 5/8 of it is seen. */
static void
test_sampling (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_unit (table, "M", "austrian", CAV, VD_FORMATION_CLOSE, 657.5, 770, 0, 85, 20);
  vd_test_add_unit (table, "au", "austrian", INF, VD_FORMATION_LINE, 600, 800, 180, 160, 30);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "");
  check_distance_share (table, "fr", "au", 600, 5.0 / 8);
}

/* Distances are between the closest points of the footprints, in paces. */
static void
test_distance_paces (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(VdTable) diagonal = new_table (VD_SCALE_25MM);

  table->mm_per_pace = 2;
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  check_distance_share (table, "fr", "au", 300, 1);
  /* Detection is in paces too: 34 mm is 17 paces, within 20. */
  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 100, 234, 400, 400);
  vd_test_add_line_infantry (table, "fr-2", "french", 250, 200, 0);
  vd_test_add_line_infantry (table, "au-2", "austrian", 250, 234, 180);
  /* Its front edge on the wood's edge: no stretch of wood to see through; cover within 40 mm. */
  check (table, "fr-2", "au-2", TRUE, VD_COVER_LIGHT, "WOOD-4 wood-1, WOOD-6 wood-1");

  vd_test_add_line_infantry (diagonal, "fr", "french", 100, 100, 0);
  vd_test_add_line_infantry (diagonal, "au", "austrian", 460, 560, 180);
  /* Corner (160, 100) to corner (400, 560): √(240² + 460²). */
  check_distance_share (diagonal, "fr", "au", sqrt (240.0 * 240 + 460.0 * 460), 1);
}

/* The same answer both ways where nothing tells the two apart. */
static void
test_symmetry (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdSightAnswer there, back;

  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200, 500, 1000, 500);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  ask (table, "fr", "au", &there);
  ask (table, "au", "fr", &back);
  g_assert_cmpint (there.visible, ==, back.visible);
  g_assert_cmpfloat (there.distance, ==, back.distance);
  g_assert_cmpfloat (there.visible_share, ==, back.visible_share);
  g_assert_cmpuint (there.n_reasons, ==, back.n_reasons);
  vd_sight_answer_clear (&there);
  vd_sight_answer_clear (&back);
}

/* Touching and overlapping footprints: 0 apart, nothing between, seen. */
static void
test_degenerate (void)
{
  g_autoptr(VdTable) touching = new_table (VD_SCALE_25MM);
  g_autoptr(VdTable) overlapping = new_table (VD_SCALE_25MM);

  /* Front to front along y = 200: the sight lines run along the common edge. */
  vd_test_add_line_infantry (touching, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (touching, "au", "austrian", 600, 200, 180);
  check (touching, "fr", "au", TRUE, VD_COVER_NONE, "");
  check_distance_share (touching, "fr", "au", 0, 1);
  vd_test_add_line_infantry (overlapping, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (overlapping, "au", "austrian", 610, 190, 90);
  check (overlapping, "fr", "au", TRUE, VD_COVER_NONE, "");
  check_distance_share (overlapping, "fr", "au", 0, 1);
}

static void
assert_engines_agree (const VdTable *table, VdSight *indexed, VdSight *reference)
{
  g_autoptr(GArray) a = vd_sight_query_all (indexed, NULL);
  g_autoptr(GArray) b = vd_sight_query_all (reference, NULL);
  g_autoptr(VdSight) fresh = vd_sight_new (table, ruleset);
  g_autoptr(GArray) c = vd_sight_query_all (fresh, NULL);

  g_assert_cmpuint (a->len, ==, b->len);
  g_assert_cmpuint (a->len, ==, c->len);
  for (guint i = 0; i < a->len; i++)
    {
      g_assert_true (vd_sight_answer_equal (&g_array_index (a, VdSightAnswer, i),
                                            &g_array_index (b, VdSightAnswer, i)));
      g_assert_true (vd_sight_answer_equal (&g_array_index (a, VdSightAnswer, i),
                                            &g_array_index (c, VdSightAnswer, i)));
    }
}

static void
test_engines_agree (void)
{
  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (60, 80, seed);
      g_autoptr(VdSight) indexed = NULL;
      g_autoptr(VdSight) reference = NULL;

      table->scale = seed % 2 ? VD_SCALE_25MM : VD_SCALE_15MM;
      indexed = vd_sight_new (table, ruleset);
      reference = vd_sight_new_reference (table, ruleset);
      assert_engines_agree (table, indexed, reference);
    }
}

/* What is wanted is what the full answer says, on random battles: visibility always, the share
 * and the cover when asked, no reasons unless asked; each pair asked alone says the same. */
static void
test_want_agrees (void)
{
  const VdSightWant wants[] = { VD_SIGHT_WANT_VISIBLE, VD_SIGHT_WANT_SHARE, VD_SIGHT_WANT_COVER,
                                VD_SIGHT_WANT_SHARE | VD_SIGHT_WANT_COVER };

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (60, 80, seed);
      g_autoptr(VdSight) sight = NULL;
      g_autoptr(GArray) full = NULL;
      guint n_visible = 0;

      table->scale = seed % 2 ? VD_SCALE_25MM : VD_SCALE_15MM;
      sight = vd_sight_new (table, ruleset);
      full = vd_sight_query_all (sight, NULL);
      for (guint w = 0; w < G_N_ELEMENTS (wants); w++)
        {
          g_autoptr(GArray) some = vd_sight_query_all_want (sight, NULL, wants[w]);
          VdSightAnswer alone;

          vd_sight_answer_init (&alone);
          g_assert_cmpuint (some->len, ==, full->len);
          for (guint i = 0; i < full->len; i++)
            {
              const VdSightAnswer *a = &g_array_index (full, VdSightAnswer, i);
              const VdSightAnswer *b = &g_array_index (some, VdSightAnswer, i);

              g_assert_true (a->observer == b->observer && a->target == b->target);
              g_assert_cmpint (a->visible, ==, b->visible);
              g_assert_cmpfloat_with_epsilon (a->distance, b->distance, 1e-9);
              if (wants[w] & VD_SIGHT_WANT_SHARE)
                g_assert_cmpfloat_with_epsilon (a->visible_share, b->visible_share, 1e-9);
              else
                g_assert_cmpfloat (b->visible_share, ==, a->visible ? 1.0 : 0.0);
              g_assert_cmpint (b->cover, ==, wants[w] & VD_SIGHT_WANT_COVER ? a->cover : VD_COVER_NONE);
              g_assert_cmpuint (b->n_reasons, ==, 0);
              g_assert_null (b->reasons);
              n_visible += a->visible;
              if (i % 7 != 0)
                continue;
              vd_sight_query_want (sight, a->observer, a->target, wants[w], &alone);
              g_assert_cmpint (alone.visible, ==, a->visible);
              g_assert_cmpint (alone.cover, ==, b->cover);
              g_assert_cmpuint (alone.n_reasons, ==, 0);
            }
          vd_sight_answer_clear (&alone);
        }
      /* Both kinds of answer were compared. */
      g_assert_cmpuint (n_visible, >, 0);
      g_assert_cmpuint (n_visible, <, G_N_ELEMENTS (wants) * full->len);
    }
}

/* Moved, turned, changed and revealed units, refreshed in place: as a fresh engine says. */
static void
test_update_unit (void)
{
  g_autoptr(VdTable) table = vd_random_table_new (50, 60, 7);
  g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);

  for (guint i = 0; i < 10; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, (i * 7) % table->units->len);

      unit->at = vd_point (fmod (unit->at.x + 370 * (i + 1), 1700) + 50,
                           fmod (unit->at.y + 230 * (i + 1), 1100) + 50);
      unit->facing = fmod (unit->facing + 75, 360);
      unit->revealed = !unit->revealed;
      if (unit->arm == VD_ARM_INFANTRY)
        unit->formation = unit->formation == VD_FORMATION_LINE ? VD_FORMATION_COLUMN : VD_FORMATION_LINE;
      vd_sight_update_unit (indexed, unit);
      vd_sight_update_unit (reference, unit);
      assert_engines_agree (table, indexed, reference);
    }
}

/* Pairs: every ordered pair of units of different sides, observers then targets in table
 * order; with an observer, its pairs only. */
static void
test_query_all_order (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(GArray) all = NULL, mine = NULL;
  const char *expected[][2] = {
    { "fr-1", "au-1" }, { "fr-1", "au-2" }, { "au-1", "fr-1" }, { "au-1", "fr-2" },
    { "fr-2", "au-1" }, { "fr-2", "au-2" }, { "au-2", "fr-1" }, { "au-2", "fr-2" },
  };

  vd_test_add_line_infantry (table, "fr-1", "french", 200, 200, 0);
  vd_test_add_line_infantry (table, "au-1", "austrian", 200, 800, 180);
  vd_test_add_line_infantry (table, "fr-2", "french", 800, 200, 0);
  vd_test_add_line_infantry (table, "au-2", "austrian", 800, 800, 180);
  sight = vd_sight_new (table, ruleset);
  all = vd_sight_query_all (sight, NULL);
  g_assert_cmpuint (all->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < all->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (all, VdSightAnswer, i);

      g_assert_cmpstr (answer->observer->id, ==, expected[i][0]);
      g_assert_cmpstr (answer->target->id, ==, expected[i][1]);
    }
  mine = vd_sight_query_all (sight, vd_table_find_unit (table, "fr-2"));
  g_assert_cmpuint (mine->len, ==, 2);
  g_assert_true (vd_sight_answer_equal (&g_array_index (mine, VdSightAnswer, 1),
                                        &g_array_index (all, VdSightAnswer, 5)));
}

static void
test_answer_equal (void)
{
  g_autoptr(VdTable) table = mask_table (INF, VD_FORMATION_LINE, INF, VD_FORMATION_LINE, INF,
                                         VD_FORMATION_LINE);
  VdSightAnswer a, b;
  VdReason extra = { "MASK-1", "M" }, more[16];
  const VdReason *kept;

  ask (table, "fr", "au", &a);
  ask (table, "fr", "au", &b);
  g_assert_true (vd_sight_answer_equal (&a, &b));
  b.distance += 1e-10;
  g_assert_true (vd_sight_answer_equal (&a, &b));
  b.distance += 1e-8;
  g_assert_false (vd_sight_answer_equal (&a, &b));
  b.distance = a.distance;
  b.cover = VD_COVER_LIGHT;
  g_assert_false (vd_sight_answer_equal (&a, &b));
  b.cover = a.cover;
  /* One reason more, or one different: b's own reasons are put back before it is cleared. */
  kept = b.reasons;
  g_assert_cmpuint (b.n_reasons, <, G_N_ELEMENTS (more));
  for (guint i = 0; i < b.n_reasons; i++)
    more[i] = b.reasons[i];
  more[b.n_reasons] = extra;
  b.reasons = more;
  b.n_reasons++;
  g_assert_false (vd_sight_answer_equal (&a, &b));
  b.n_reasons--;
  g_assert_true (vd_sight_answer_equal (&a, &b));
  if (b.n_reasons > 0)
    {
      more[0] = (VdReason) { "SIGHT-4", "nobody" };
      g_assert_false (vd_sight_answer_equal (&a, &b));
      more[0] = (VdReason) { b.reasons[0].rule, b.reasons[0].by, b.reasons[0].count + 1 };
      g_assert_false (vd_sight_answer_equal (&a, &b));
    }
  b.reasons = kept;
  vd_sight_answer_clear (&a);
  vd_sight_answer_clear (&b);

  for (VdCover cover = VD_COVER_NONE; cover < VD_N_COVERS; cover++)
    g_assert_nonnull (vd_cover_to_string (cover));
  g_assert_cmpstr (vd_cover_to_string (VD_COVER_REDOUBT), ==, "redoubt");
  g_assert_cmpstr (vd_cover_to_string (VD_COVER_NONE), ==, "none");
}

/* The engine's own clipping, which never allocates, finds the stretches vd_polygon_clip_segment
 * finds, on star-shaped (often concave) polygons and random segments. */
static void
test_clip_agrees (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (VdInterval));

  for (guint round = 0; round < 2000; round++)
    {
      guint n = (guint) g_rand_int_range (rand, 3, 10);
      VdPoint points[10];
      double params[2 * 10 + 4];
      VdInterval intervals[2 * 10 + 4];
      VdSightLine line;
      guint count;

      for (guint i = 0; i < n; i++)
        {
          double angle = 2 * G_PI * i / n, r = g_rand_double_range (rand, 20, 100);

          points[i] = vd_point (500 + r * cos (angle), 500 + r * sin (angle));
        }
      line = vd_sight_line (vd_point (g_rand_double_range (rand, 350, 650), g_rand_double_range (rand, 350, 650)),
                            vd_point (g_rand_double_range (rand, 350, 650), g_rand_double_range (rand, 350, 650)));
      g_array_set_size (expected, 0);
      vd_polygon_clip_segment ((VdPolygon) { points, n }, vd_segment (line.a, line.b), expected);
      count = vd_sight_polygon_clip (points, n, &line, params, intervals);
      g_assert_cmpuint (count, ==, expected->len);
      for (guint i = 0; i < count; i++)
        {
          g_assert_cmpfloat_with_epsilon (intervals[i].t0, g_array_index (expected, VdInterval, i).t0, 1e-9);
          g_assert_cmpfloat_with_epsilon (intervals[i].t1, g_array_index (expected, VdInterval, i).t1, 1e-9);
        }
      g_assert_cmpint (vd_sight_polygon_passes (points, n, &(VdRect) { 0, 0, 1000, 1000 }, &line,
                                                params, intervals), ==, expected->len > 0);
    }
}

/* Distances between footprints are vd_footprint_distance's, to 1e-9. */
static void
test_distance_agrees (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdUnit *a = vd_test_add_line_infantry (table, "a", "french", 0, 0, 0);
  VdUnit *b = vd_test_add_line_infantry (table, "b", "austrian", 0, 0, 0);

  for (guint round = 0; round < 300; round++)
    {
      g_autoptr(VdSight) sight = NULL;
      VdSightAnswer answer;

      a->at = vd_point (g_rand_double_range (rand, 200, 400), g_rand_double_range (rand, 200, 400));
      b->at = vd_point (g_rand_double_range (rand, 200, 400), g_rand_double_range (rand, 200, 400));
      a->facing = g_rand_double_range (rand, 0, 360);
      b->facing = g_rand_double_range (rand, 0, 360);
      a->frontage = g_rand_double_range (rand, 10, 200);
      b->depth = g_rand_double_range (rand, 10, 100);
      sight = vd_sight_new (table, ruleset);
      vd_sight_answer_init (&answer);
      vd_sight_query (sight, a, b, &answer);
      g_assert_cmpfloat_with_epsilon (answer.distance,
                                      vd_footprint_distance (vd_unit_footprint (a), vd_unit_footprint (b)),
                                      1e-9);
      vd_sight_answer_clear (&answer);
    }
}

/* Interpretation "distances": "less than N" is strict. Each boundary test puts the unit exactly
 * N away (not within) and 1 mm (1 pace) nearer (within), at each scale. */

/* CREST-2/3: the target's footprint exactly one base length (40 / 30) from the crest is far. */
static void
test_crest_2_exactly_one_base_length (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double length = VD_TEST_AT (scale, 40, 30);

  for (int nearer = 0; nearer <= 1; nearer++)
    {
      g_autoptr(VdTable) table = crest_table (scale);

      vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
      vd_test_add_line_infantry (table, "au", "austrian", 600, 600 + length - nearer, 180);
      check (table, "fr", "au", FALSE, VD_COVER_NONE,
             nearer ? CREST_BLOCKS ("CREST-2") : CREST_BLOCKS ("CREST-3"));
    }
}

/* WOOD-4: a target in a wood exactly the detection distance (20 / 15) away stays hidden. */
static void
test_wood_4_exactly_detection (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double detection = VD_TEST_AT (scale, 20, 15);

  for (int nearer = 0; nearer <= 1; nearer++)
    {
      g_autoptr(VdTable) table = new_table (scale);

      vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 400, 553, 800, 700);
      vd_test_add_line_infantry (table, "fr", "french", 600, 543, 0);
      vd_test_add_line_infantry (table, "au", "austrian", 600, 543 + detection - nearer, 180);
      check (table, "fr", "au", nearer, VD_COVER_LIGHT,
             nearer ? "WOOD-4 wood-1, WOOD-6 wood-1" : "WOOD-4 wood-1");
    }
}

/* FIELD-2 detection is as strict as the wood's. */
static void
test_field_2_exactly_detection (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double detection = VD_TEST_AT (scale, 20, 15);

  for (int nearer = 0; nearer <= 1; nearer++)
    {
      g_autoptr(VdTable) table = new_table (scale);

      vd_test_add_rect (table, "field-1", VD_TERRAIN_FIELD, 400, 553, 800, 700);
      vd_test_add_line_infantry (table, "fr", "french", 600, 543, 0);
      vd_test_add_line_infantry (table, "au", "austrian", 600, 543 + detection - nearer, 180);
      check (table, "fr", "au", nearer, VD_COVER_NONE, "FIELD-2 field-1");
    }
}

/* WOOD-6: a revealed target exactly the edge distance (20 / 15) inside the wood is not seen. */
static void
test_wood_6_exactly_edge (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double edge = VD_TEST_AT (scale, 20, 15);

  for (int nearer = 0; nearer <= 1; nearer++)
    {
      g_autoptr(VdTable) table = new_table (scale);

      vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 400, 900, 700);
      vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
      vd_test_add_line_infantry (table, "au", "austrian", 600, 400 + edge - nearer, 180)->revealed = TRUE;
      check (table, "fr", "au", nearer, nearer ? VD_COVER_LIGHT : VD_COVER_NONE, "WOOD-6 wood-1");
    }
}

/* WOOD-5: an observer whose footprint is exactly the edge distance inside does not see out. */
static void
test_wood_5_exactly_edge (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double edge = VD_TEST_AT (scale, 20, 15);

  for (int nearer = 0; nearer <= 1; nearer++)
    {
      g_autoptr(VdTable) table = new_table (scale);

      /* Facing the edge at y = 600, its front edge EDGE inside. */
      vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 300, 900, 600);
      vd_test_add_line_infantry (table, "fr", "french", 600, 600 - edge + nearer, 0);
      vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
      check (table, "fr", "au", nearer, VD_COVER_NONE, "WOOD-5 wood-1");
    }
}

/* Interpretation "woods": the band is the unit's distance to the outline, whatever the length of
 * the line inside the wood. A target 5 mm inside the wood's near edge (y = 400), seen from far to
 * the side along lines running 450 mm or more inside the wood, is seen; 100 mm inside, it is not.
 * And the unit near the edge sees out along such lines (WOOD-5). */
static void
test_wood_oblique (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 400, 900, 700);
  vd_test_add_line_infantry (table, "fr", "french", 100, 470, 90);
  vd_test_add_line_infantry (table, "au", "austrian", 820, 405, 180)->revealed = TRUE;
  vd_test_add_line_infantry (table, "deep", "austrian", 700, 600, 180)->revealed = TRUE;
  check (table, "fr", "au", TRUE, VD_COVER_LIGHT, "WOOD-6 wood-1");
  check (table, "au", "fr", TRUE, VD_COVER_NONE, "WOOD-5 wood-1");
  check (table, "fr", "deep", FALSE, VD_COVER_NONE, "WOOD-6 wood-1");
  check (table, "deep", "fr", FALSE, VD_COVER_NONE, "WOOD-5 wood-1");
}

/* WOOD-7: two units in one wood exactly the wood-fire distance (80 / 55) apart do not see each
 * other; 1 nearer they do. */
static void
test_wood_7_exactly_fire (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double fire = VD_TEST_AT (scale, 80, 55);

  for (int nearer = 0; nearer <= 1; nearer++)
    {
      g_autoptr(VdTable) table = new_table (scale);

      vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 100, 100, 1100, 1100);
      vd_test_add_line_infantry (table, "fr", "french", 600, 400, 0);
      vd_test_add_line_infantry (table, "au", "austrian", 600, 400 + fire - nearer, 180)->revealed = TRUE;
      check (table, "fr", "au", nearer, VD_COVER_LIGHT,
             nearer ? "WOOD-7 wood-1, WOOD-8 wood-1" : "WOOD-7 wood-1");
    }
}

/* LOBS-2, HOBS-2: a target exactly one base depth (30 / 20) behind the obstacle has no cover. */
static void
test_obstacle_exactly_base_depth (VdScale scale, VdTerrainType type, const char *id,
                                  VdCover cover, const char *rule)
{
  double depth = VD_TEST_AT (scale, 30, 20);

  for (int nearer = 0; nearer <= 1; nearer++)
    {
      g_autoptr(VdTable) table = hedge_table (scale, type, id, 500 + depth - nearer);
      g_autofree char *with = g_strdup_printf ("SIGHT-1 %s, %s %s", id, rule, id);
      g_autofree char *without = g_strdup_printf ("SIGHT-1 %s", id);

      check (table, "fr", "au", TRUE, nearer ? cover : VD_COVER_NONE, nearer ? with : without);
    }
}

static void
test_lobs_2_exactly_base_depth (gconstpointer data)
{
  test_obstacle_exactly_base_depth (GPOINTER_TO_INT (data), VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1",
                                    VD_COVER_LIGHT, "LOBS-2");
}

static void
test_hobs_2_exactly_base_depth (gconstpointer data)
{
  test_obstacle_exactly_base_depth (GPOINTER_TO_INT (data), VD_TERRAIN_HARD_OBSTACLE, "wall-1",
                                    VD_COVER_HARD, "HOBS-2");
}

/* A battery 20 behind the crest of hill-1 (level LEVEL, PLATEAU) looks at a target on hill-2
 * (level TARGET_LEVEL, TARGET_PLATEAU) across the valley. */
static VdTable *
two_hills_table (int level, gboolean plateau, int target_level, gboolean target_plateau)
{
  VdTable *table = new_table (VD_SCALE_25MM);
  VdFeature *hill = add_hill (table, "hill-1", level, 100, 600, 1100, 1000);

  hill->plateau = plateau;
  add_crest (hill, 120, 620, 1080, 620);
  add_hill (table, "hill-2", target_level, 100, 0, 1100, 300)->plateau = target_plateau;
  vd_test_add_unit (table, "bty", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 600, 640, 180,
                    120, 80);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 200, 0);
  return table;
}

/* HILL-1: the plateau exception is a plateau's; single-crest hills of the same level are not
 * plateaus: the battery must be beyond its crest. */
static void
test_hill_1_single_crest (void)
{
  g_autoptr(VdTable) plateaus = two_hills_table (1, TRUE, 1, TRUE);
  g_autoptr(VdTable) crests = two_hills_table (1, FALSE, 1, FALSE);
  g_autoptr(VdTable) mixed = two_hills_table (1, TRUE, 1, FALSE);

  check (plateaus, "bty", "au", TRUE, VD_COVER_NONE, "CREST-2 hill-1, HILL-4 hill-1, HILL-4 hill-2");
  g_assert_true (allows_fire (plateaus, "bty", "au"));
  check (crests, "bty", "au", TRUE, VD_COVER_NONE,
         "CREST-2 hill-1, CREST-4 hill-1, HILL-4 hill-1, HILL-4 hill-2");
  g_assert_false (allows_fire (crests, "bty", "au"));
  check (mixed, "bty", "au", TRUE, VD_COVER_NONE,
         "CREST-2 hill-1, CREST-4 hill-1, HILL-4 hill-1, HILL-4 hill-2");
  g_assert_false (allows_fire (mixed, "bty", "au"));
}

/* HILL-2: a level-2 plateau is not the same level as a level-1 plateau: that is downhill. */
static void
test_hill_2_plateau_levels (void)
{
  g_autoptr(VdTable) table = two_hills_table (2, TRUE, 1, TRUE);

  check (table, "bty", "au", TRUE, VD_COVER_NONE,
         "CREST-2 hill-1, CREST-4 hill-1, HILL-4 hill-1, HILL-4 hill-2");
  g_assert_false (allows_fire (table, "bty", "au"));
}

/* HILL-2: a unit's level is the highest hill holding its footprint centre; from level 2 it sees
 * over a wood on the level-1 hill, from level 1 it does not. */
static void
test_hill_2_over_wood (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  add_hill (table, "hill-1", 1, 0, 0, 1200, 500);
  add_hill (table, "hill-2", 2, 400, 50, 800, 250);
  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 100, 300, 1100, 400);
  vd_test_add_line_infantry (table, "high", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "low", "french", 200, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  g_assert_cmpint (vd_table_unit_level (table, vd_table_find_unit (table, "high")), ==, 2);
  check (table, "high", "au", TRUE, VD_COVER_NONE, "HILL-4 hill-1, HILL-4 hill-2, SIGHT-2 wood-1");
  check (table, "low", "au", FALSE, VD_COVER_NONE, "SIGHT-2 wood-1");
}

/* MARSH-4 with MARSH-3: a unit pushed back into a marsh is seen (the stretch of the line ending
 * at it does not block), sees out, and has no cover; a marsh between two units still blocks. */
static void
test_marsh_4_unit_in_marsh (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 400, 400, 800, 600);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 500, 480, 180);
  vd_test_add_line_infantry (table, "beyond", "austrian", 720, 800, 180);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "MARSH-3 marsh-1");
  check (table, "au", "fr", TRUE, VD_COVER_NONE, "");
  check (table, "fr", "beyond", FALSE, VD_COVER_NONE, "MARSH-4 marsh-1");
}

/* MARSH-3: in a marsh, deep inside it, no cover, and the reason says so. */
static void
test_marsh_3_deep (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 200, 400, 1000, 1000);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 700, 180);
  check (table, "fr", "au", TRUE, VD_COVER_NONE, "MARSH-3 marsh-1");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();

  g_test_add_func ("/sight/crest/CREST-1-crest-line-blocks", test_crest_1);
  g_test_add_func ("/sight/crest/CREST-2-near-crest-sees-over", test_crest_2_sees_over);
  g_test_add_func ("/sight/crest/CREST-2-near-crest-unseen-until-revealed",
                   test_crest_2_unseen_until_revealed);
  g_test_add_func ("/sight/crest/CREST-2-base-length-both-scales", test_crest_2_base_length_per_scale);
  g_test_add_func ("/sight/crest/CREST-3-both-far-neither-sees", test_crest_3);
  g_test_add_func ("/sight/side/hidden-from-side", test_hidden_from_side);
  g_test_add_func ("/sight/crest/seed-example-A-B-C-D", test_crest_seed_example);
  g_test_add_func ("/sight/crest/CREST-4-battery-behind-crest-may-not-fire", test_crest_4_behind);
  g_test_add_func ("/sight/crest/CREST-4-battery-beyond-crest-fires", test_crest_4_beyond);
  g_test_add_func ("/sight/CREST-4/all-bases-beyond", test_crest_4_front_only_beyond);
  g_test_add_data_func ("/sight/CREST-2/exactly-one-base-length/25mm", VD_TEST_S25, test_crest_2_exactly_one_base_length);
  g_test_add_data_func ("/sight/CREST-2/exactly-one-base-length/15mm", VD_TEST_S15, test_crest_2_exactly_one_base_length);
  g_test_add_data_func ("/sight/WOOD-4/exactly-20-paces/25mm", VD_TEST_S25, test_wood_4_exactly_detection);
  g_test_add_data_func ("/sight/WOOD-4/exactly-15-paces/15mm", VD_TEST_S15, test_wood_4_exactly_detection);
  g_test_add_data_func ("/sight/FIELD-2/exactly-20-paces/25mm", VD_TEST_S25, test_field_2_exactly_detection);
  g_test_add_data_func ("/sight/FIELD-2/exactly-15-paces/15mm", VD_TEST_S15, test_field_2_exactly_detection);
  g_test_add_data_func ("/sight/WOOD-5/exactly-20-paces/25mm", VD_TEST_S25, test_wood_5_exactly_edge);
  g_test_add_data_func ("/sight/WOOD-5/exactly-15-paces/15mm", VD_TEST_S15, test_wood_5_exactly_edge);
  g_test_add_data_func ("/sight/WOOD-6/exactly-20-paces/25mm", VD_TEST_S25, test_wood_6_exactly_edge);
  g_test_add_data_func ("/sight/WOOD-6/exactly-15-paces/15mm", VD_TEST_S15, test_wood_6_exactly_edge);
  g_test_add_data_func ("/sight/WOOD-6/oblique-line-from-edge-band/25mm", VD_TEST_S25, test_wood_oblique);
  g_test_add_data_func ("/sight/WOOD-6/oblique-line-from-edge-band/15mm", VD_TEST_S15, test_wood_oblique);
  g_test_add_data_func ("/sight/WOOD-7/exactly-80-paces/25mm", VD_TEST_S25, test_wood_7_exactly_fire);
  g_test_add_data_func ("/sight/WOOD-7/exactly-55-paces/15mm", VD_TEST_S15, test_wood_7_exactly_fire);
  g_test_add_data_func ("/sight/LOBS-2/exactly-one-base-depth/25mm", VD_TEST_S25, test_lobs_2_exactly_base_depth);
  g_test_add_data_func ("/sight/LOBS-2/exactly-one-base-depth/15mm", VD_TEST_S15, test_lobs_2_exactly_base_depth);
  g_test_add_data_func ("/sight/HOBS-2/exactly-one-base-depth/25mm", VD_TEST_S25, test_hobs_2_exactly_base_depth);
  g_test_add_data_func ("/sight/HOBS-2/exactly-one-base-depth/15mm", VD_TEST_S15, test_hobs_2_exactly_base_depth);
  g_test_add_func ("/sight/HILL-1/single-crest-hills-no-plateau-exception", test_hill_1_single_crest);
  g_test_add_func ("/sight/HILL-2/level-2-plateau-not-level-1", test_hill_2_plateau_levels);
  g_test_add_func ("/sight/HILL-2/level-2-sees-over-wood-on-level-1", test_hill_2_over_wood);
  g_test_add_func ("/sight/MARSH-4/unit-in-marsh-seen", test_marsh_4_unit_in_marsh);
  g_test_add_func ("/sight/MARSH-3/no-cover-deep-in-marsh", test_marsh_3_deep);
  g_test_add_func ("/sight/crest/CREST-4-plateau-same-level", test_crest_4_plateau);
  g_test_add_func ("/sight/hill/HILL-4-hill-without-crest-does-not-block", test_hill_4);
  g_test_add_func ("/sight/hill/unit-level", test_unit_level);
  g_test_add_func ("/sight/wood/WOOD-4-detection-25mm", test_wood_4_25mm);
  g_test_add_func ("/sight/wood/WOOD-4-detection-15mm", test_wood_4_15mm);
  g_test_add_func ("/sight/wood/WOOD-4-revealed", test_wood_4_revealed);
  g_test_add_data_func ("/sight/wood/WOOD-5-sees-out-25mm", VD_TEST_S25, test_wood_5);
  g_test_add_data_func ("/sight/wood/WOOD-5-sees-out-15mm", VD_TEST_S15, test_wood_5);
  g_test_add_data_func ("/sight/wood/WOOD-6-edge-25mm", VD_TEST_S25, test_wood_6);
  g_test_add_data_func ("/sight/wood/WOOD-6-edge-15mm", VD_TEST_S15, test_wood_6);
  g_test_add_data_func ("/sight/wood/WOOD-7-same-wood-25mm", VD_TEST_S25, test_wood_7);
  g_test_add_data_func ("/sight/wood/WOOD-7-same-wood-15mm", VD_TEST_S15, test_wood_7);
  g_test_add_func ("/sight/wood/WOOD-8-both-in-the-wood-light-cover", test_wood_8);
  g_test_add_func ("/sight/sight/SIGHT-1-obstacles-do-not-block", test_sight_1);
  g_test_add_func ("/sight/sight/SIGHT-2-wood-between", test_sight_2_wood);
  g_test_add_func ("/sight/sight/SIGHT-2-seen-over-from-higher", test_sight_2_seen_over);
  g_test_add_func ("/sight/sight/SIGHT-2-half-behind-a-wood", test_sight_2_half_behind_wood);
  g_test_add_func ("/sight/sight/SIGHT-2-houses-and-redoubts", test_sight_2_buildings);
  g_test_add_func ("/sight/sight/SIGHT-3-crest-between", test_crest_3);
  g_test_add_func ("/sight/sight/SIGHT-4-other-units-block", test_sight_4);
  g_test_add_func ("/sight/sight/SIGHT-5-cavalry-sees-over", test_sight_5);
  g_test_add_func ("/sight/sight/SIGHT-6-cavalry-blocks-infantry-and-artillery", test_sight_6);
  g_test_add_func ("/sight/sight/SIGHT-7-line-does-not-hide-masses", test_sight_7);
  g_test_add_func ("/sight/sight/SIGHT-8-dispersed-does-not-mask", test_sight_8);
  g_test_add_func ("/sight/house/HOUSE-6-village-and-redoubt", test_house_6);
  g_test_add_func ("/sight/marsh/MARSH-3-no-cover", test_marsh_3);
  g_test_add_func ("/sight/marsh/MARSH-4-blocks", test_marsh_4);
  g_test_add_data_func ("/sight/field/FIELD-2-detection-25mm", VD_TEST_S25, test_field_2);
  g_test_add_data_func ("/sight/field/FIELD-2-detection-15mm", VD_TEST_S15, test_field_2);
  g_test_add_data_func ("/sight/rock/ROCK-2-detection-25mm", VD_TEST_S25, test_rock_2);
  g_test_add_data_func ("/sight/rock/ROCK-2-detection-15mm", VD_TEST_S15, test_rock_2);
  g_test_add_func ("/sight/cover/LOBS-2-behind-hedge", test_lobs_2);
  g_test_add_func ("/sight/cover/LOBS-2-beyond-base-depth", test_lobs_2_beyond_base_depth);
  g_test_add_func ("/sight/cover/HOBS-2-behind-wall", test_hobs_2);
  g_test_add_func ("/sight/mask/MASK-1-skirmishers-open-order-artillery", test_mask_1);
  g_test_add_func ("/sight/mask/MASK-2-infantry-never-hides-cavalry", test_mask_2);
  g_test_add_func ("/sight/mask/MASK-3-line-masks-line", test_mask_3);
  g_test_add_func ("/sight/mask/MASK-4-cavalry-masks", test_mask_4);
  g_test_add_func ("/sight/mask/MASK-5-from-a-hill", test_mask_5);
  g_test_add_func ("/sight/mask/many-maskers-one-reason-a-rule", test_mask_many);
  g_test_add_func ("/sight/mask/rule-copies-one-reason", test_mask_rule_copies);
  g_test_add_func ("/sight/sampling/eight-positions", test_sampling);
  g_test_add_func ("/sight/distance/paces", test_distance_paces);
  g_test_add_func ("/sight/symmetry", test_symmetry);
  g_test_add_func ("/sight/degenerate/touching-and-overlapping", test_degenerate);
  g_test_add_func ("/sight/engines/reference-agrees", test_engines_agree);
  g_test_add_func ("/sight/engines/update-unit", test_update_unit);
  g_test_add_func ("/sight/engines/want-agrees", test_want_agrees);
  g_test_add_func ("/sight/api/query-all-order", test_query_all_order);
  g_test_add_func ("/sight/geometry/clip-agrees", test_clip_agrees);
  g_test_add_func ("/sight/geometry/distance-agrees", test_distance_agrees);
  g_test_add_func ("/sight/api/answer-equal", test_answer_equal);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
