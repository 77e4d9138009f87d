/* Sight answers in sentences (vd-sight-explain.h): one sentence per thing, its rules grouped
 * under it, naming the feature or unit by its name and saying how the rule applied; a side's
 * view names nothing it may not know. Tables are 1 mm a pace. */

#include "vd-i18n.h"
#include "vd-ruleset.h"
#include "vd-side-view.h"
#include "vd-sight-explain.h"
#include "vd-sight.h"
#include "vd-table.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

static VdTable *
new_table (void)
{
  return vd_test_table_new (VD_SCALE_25MM, 0, 1200, 1200);
}

static void
set_name (VdFeature *feature, const char *name)
{
  g_free (feature->name);
  feature->name = g_strdup (name);
}

static void
set_unit_name (VdUnit *unit, const char *name)
{
  g_free (unit->name);
  unit->name = g_strdup (name);
}

/* A hill "Doronino height" (100…1100 × 400…800) whose crest runs along y = 600. */
static VdTable *
crest_table (void)
{
  VdTable *table = new_table ();
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 100, 400, 1100, 800);
  const VdPoint crest[] = { { 120, 600 }, { 1080, 600 } };

  hill->level = 1;
  set_name (hill, "Doronino height");
  vd_feature_add_crest (hill, crest, 2);
  return table;
}

/* The explanation of OBSERVER → TARGET in VIEW (NULL: the referee's); ANSWER keeps the answer. */
static VdSightExplanation *
explain (VdSight *sight, const VdTable *table, const char *observer, const char *target,
         const VdSideView *view, VdSightAnswer *answer)
{
  vd_sight_answer_init (answer);
  vd_sight_query (sight, vd_table_find_unit (table, observer), vd_table_find_unit (table, target),
                  answer);
  return vd_sight_explain (sight, answer, view, VD_SIGHT_EXPLAIN_USER_LANGUAGE);
}

static const VdSightSentence *
sentence_at (const VdSightExplanation *explanation, guint i)
{
  g_assert_cmpuint (i, <, explanation->sentences->len);
  return g_ptr_array_index (explanation->sentences, i);
}

/* The sentence's rule IDs, ", "-joined. */
static char *
rules_of (const VdSightSentence *sentence)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < sentence->rules->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                            (const char *) g_ptr_array_index (sentence->rules, i));
  return g_string_free (text, FALSE);
}

static void
test_crest_3_one_sentence (void)
{
  g_autoptr(VdTable) table = crest_table ();
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSightExplanation) explained = NULL;
  g_autofree char *rules = NULL;
  const VdSightSentence *sentence;
  VdSightAnswer answer;

  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  sight = vd_sight_new (table, ruleset);
  explained = explain (sight, table, "fr", "au", NULL, &answer);

  /* Three rules by one crest: one sentence, naming the hill, with both distances. */
  g_assert_false (answer.visible);
  g_assert_cmpuint (answer.n_reasons, ==, 3);
  g_assert_cmpuint (explained->sentences->len, ==, 1);
  sentence = sentence_at (explained, 0);
  rules = rules_of (sentence);
  g_assert_cmpstr (rules, ==, "CREST-3, CREST-1, SIGHT-3");
  g_assert_cmpstr (sentence->by, ==, "hill-1");
  g_assert_cmpint (sentence->relation, ==, VD_SIGHT_RELATION_BEHIND_CREST);
  g_assert_cmpstr (vd_sight_relation_to_string (sentence->relation), ==, "behind-crest");
  g_assert_cmpstr (sentence->text, ==,
                   "hidden behind the crest of Doronino height: it stands 300 paces from it and "
                   "the observer 300 paces, each more than a base length "
                   "(CREST-3, CREST-1, SIGHT-3)");
  for (guint i = 0; i < answer.n_reasons; i++)
    g_assert_cmpuint (explained->of_reason[i], ==, 0);
  vd_sight_answer_clear (&answer);
}

static void
test_crest_2_unrevealed (void)
{
  g_autoptr(VdTable) table = crest_table ();
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSightExplanation) hidden = NULL;
  g_autoptr(VdSightExplanation) seen = NULL;
  VdSightAnswer answer, back;

  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 610, 180);
  sight = vd_sight_new (table, ruleset);
  hidden = explain (sight, table, "fr", "au", NULL, &answer);
  g_assert_cmpuint (hidden->sentences->len, ==, 1);
  g_assert_cmpstr (sentence_at (hidden, 0)->text, ==,
                   "hidden behind the crest of Doronino height: it stands 10 paces from it, within "
                   "a base length, and has not revealed itself (CREST-2, CREST-1, SIGHT-3)");
  /* The other way, the unit near the crest sees over it: said as seen over, not as a block. */
  seen = explain (sight, table, "au", "fr", NULL, &back);
  g_assert_true (back.visible);
  g_assert_cmpuint (seen->sentences->len, ==, 1);
  g_assert_cmpstr (sentence_at (seen, 0)->text, ==,
                   "seen over the crest of Doronino height: the observer stands 10 paces from it, "
                   "within a base length (CREST-2, HILL-4)");
  g_assert_cmpint (sentence_at (seen, 0)->relation, ==, VD_SIGHT_RELATION_SEEN_OVER);
  vd_sight_answer_clear (&answer);
  vd_sight_answer_clear (&back);
}

/* The observer at y 170…200, the target at 800…830, the masker M across every line at 500. */
static VdTable *
mask_table (VdArm arm, VdFormation formation)
{
  VdTable *table = new_table ();

  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  set_unit_name (vd_test_add_unit (table, "M", "austrian", arm, formation, 600, 500, 180, 200, 30),
                 "1er bataillon, 57e de ligne");
  vd_test_add_line_infantry (table, "au", "austrian", 600, 800, 180);
  return table;
}

static void
test_mask_1_seen_over (void)
{
  g_autoptr(VdTable) table = mask_table (VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH);
  g_autoptr(VdSight) sight = vd_sight_new (table, ruleset);
  g_autoptr(VdSightExplanation) explained = NULL;
  const VdSightSentence *sentence;
  VdSightAnswer answer;

  explained = explain (sight, table, "fr", "au", NULL, &answer);
  g_assert_true (answer.visible);
  g_assert_cmpuint (explained->sentences->len, ==, 1);
  sentence = sentence_at (explained, 0);
  g_assert_cmpstr (sentence->text, ==,
                   "seen over 1er bataillon, 57e de ligne: infantry (skirmish order), which does "
                   "not mask it (MASK-1, SIGHT-8)");
  g_assert_cmpint (sentence->relation, ==, VD_SIGHT_RELATION_SEEN_OVER);
  g_assert_cmpstr (vd_sight_relation_to_string (sentence->relation), ==, "seen-over");
  g_assert_null (strstr (sentence->text, "masked"));
  vd_sight_answer_clear (&answer);
}

static void
test_mask_4_masked_by (void)
{
  g_autoptr(VdTable) table = mask_table (VD_ARM_CAVALRY, VD_FORMATION_CLOSE);
  g_autoptr(VdSight) sight = vd_sight_new (table, ruleset);
  g_autoptr(VdSightExplanation) explained = NULL;
  const VdSightSentence *sentence;
  VdSightAnswer answer;

  explained = explain (sight, table, "fr", "au", NULL, &answer);
  g_assert_false (answer.visible);
  g_assert_cmpuint (explained->sentences->len, ==, 1);
  sentence = sentence_at (explained, 0);
  g_assert_true (g_str_has_prefix (sentence->text, "masked by 1er bataillon, 57e de ligne: "
                                                   "cavalry (close order) between them, not below "
                                                   "the observer (MASK-4"));
  g_assert_cmpint (sentence->relation, ==, VD_SIGHT_RELATION_MASKED_BY);
  vd_sight_answer_clear (&answer);
}

static void
test_lobs_2_cover (void)
{
  g_autoptr(VdTable) table = new_table ();
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSightExplanation) explained = NULL;
  g_autofree char *last_rules = NULL;
  VdSightAnswer answer;

  set_name (vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200, 500, 1000, 500),
            "Doronino hedges");
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 505, 180);
  sight = vd_sight_new (table, ruleset);
  explained = explain (sight, table, "fr", "au", NULL, &answer);
  g_assert_cmpint (answer.cover, ==, VD_COVER_LIGHT);
  g_assert_cmpuint (explained->sentences->len, ==, 2);
  g_assert_cmpstr (sentence_at (explained, 0)->text, ==,
                   "seen over Doronino hedges: hedges, fences and walls do not block sight "
                   "(SIGHT-1)");
  g_assert_cmpstr (sentence_at (explained, 1)->text, ==,
                   "light cover behind Doronino hedges: it stands 5 paces from it, within a base "
                   "depth (LOBS-2)");
  g_assert_cmpint (sentence_at (explained, 1)->relation, ==, VD_SIGHT_RELATION_COVER_FROM);
  g_assert_cmpstr (vd_sight_relation_to_string (sentence_at (explained, 1)->relation), ==,
                   "cover-from");
  last_rules = rules_of (sentence_at (explained, 1));
  g_assert_cmpstr (last_rules, ==, "LOBS-2");
  vd_sight_answer_clear (&answer);
}

/* In a process started in French: gettext settles its language at the first message. */
static void
test_crest_3_french (void)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSightExplanation) explained = NULL;
  g_autofree char *language = NULL;
  VdSightAnswer answer;

  if (!g_test_subprocess ())
    {
      language = g_strdup (g_getenv ("LANGUAGE"));
      g_setenv ("LANGUAGE", "fr", TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_setenv ("LANGUAGE", language != NULL ? language : "en", TRUE);
      g_test_trap_assert_passed ();
      return;
    }
  table = crest_table ();
  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  sight = vd_sight_new (table, ruleset);
  explained = explain (sight, table, "fr", "au", NULL, &answer);
  g_assert_cmpstr (sentence_at (explained, 0)->text, ==,
                   "caché derrière la crête de Doronino height\u00a0: il se tient à 300 pas "
                   "d’elle et l’observateur à 300 pas, chacun à plus d’une longueur de socle "
                   "(CREST-3, CREST-1, SIGHT-3)");
  /* The relation stays a token for scripts. */
  g_assert_cmpstr (vd_sight_relation_to_string (sentence_at (explained, 0)->relation), ==,
                   "behind-crest");
  vd_sight_answer_clear (&answer);
}

/* A side's view: the enemy cavalry masking the target stands unrevealed in a wood that no
 * French unit comes near, so the French do not see it; the target, seen by another French
 * unit, is shown, and why the observer does not see it may not name the cavalry. */
static void
test_mask_4_side_view_unnamed (void)
{
  g_autoptr(VdTable) table = new_table ();
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSideView) view = NULL;
  g_autoptr(VdSightExplanation) referee = NULL;
  g_autoptr(VdSightExplanation) french = NULL;
  VdSightAnswer answer, again;
  gboolean masked = FALSE;

  set_name (vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 520, 560, 680, 700), "Elnya wood");
  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "fr-2", "french", 100, 915, 90);
  set_unit_name (vd_test_add_unit (table, "hus", "austrian", VD_ARM_CAVALRY, VD_FORMATION_CLOSE,
                                   600, 600, 180, 100, 40), "Kaiser hussars");
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  sight = vd_sight_new (table, ruleset);
  view = vd_side_view_new (sight, "french");
  g_assert_false (vd_side_view_shows_unit (view, vd_table_find_unit (table, "hus")));
  g_assert_true (vd_side_view_shows_unit (view, vd_table_find_unit (table, "au")));

  referee = explain (sight, table, "fr", "au", NULL, &answer);
  french = explain (sight, table, "fr", "au", view, &again);
  g_assert_false (answer.visible);
  g_assert_cmpuint (referee->sentences->len, ==, french->sentences->len);
  for (guint i = 0; i < french->sentences->len; i++)
    {
      const VdSightSentence *seen = sentence_at (french, i);

      g_test_message ("referee: %s; French: %s", sentence_at (referee, i)->text, seen->text);
      g_assert_null (strstr (seen->text, "Kaiser hussars"));
      g_assert_null (strstr (seen->text, "hus"));
      g_assert_null (strstr (seen->text, "cavalry"));
      if (seen->relation != VD_SIGHT_RELATION_MASKED_BY)
        continue;
      masked = TRUE;
      g_assert_true (g_str_has_prefix (seen->text, "masked by a unit out of sight ("));
      g_assert_true (g_str_has_prefix (sentence_at (referee, i)->text,
                                       "masked by Kaiser hussars: cavalry (close order)"));
    }
  g_assert_true (masked);
  vd_sight_answer_clear (&answer);
  vd_sight_answer_clear (&again);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* After g_test_init, which may set the locale its own way. */
  vd_i18n_init ();
  /* English unless a French subprocess (test_crest_3_french). */
  if (g_getenv ("LANGUAGE") == NULL)
    g_setenv ("LANGUAGE", "en", TRUE);
  ruleset = vd_test_load_ruleset ();

  g_test_add_func ("/sight/explain/CREST-3/one-sentence-names-the-crest", test_crest_3_one_sentence);
  g_test_add_func ("/sight/explain/CREST-2/hidden-then-seen-over", test_crest_2_unrevealed);
  g_test_add_func ("/sight/explain/MASK-1/seen-over-not-a-block", test_mask_1_seen_over);
  g_test_add_func ("/sight/explain/MASK-4/masked-by", test_mask_4_masked_by);
  g_test_add_func ("/sight/explain/LOBS-2/cover-behind-hedge", test_lobs_2_cover);
  g_test_add_func ("/sight/explain/CREST-3/french", test_crest_3_french);
  g_test_add_func ("/sight/explain/MASK-4/side-view-names-no-unseen-unit",
                   test_mask_4_side_view_unnamed);

  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
