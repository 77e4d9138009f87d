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

/* The explanation of OBSERVER → TARGET in VIEW (NULL: the referee's) in LANGUAGE; ANSWER
 * keeps the answer. */
static VdSightExplanation *
explain_in (VdSight *sight, const VdTable *table, const char *observer, const char *target,
            const VdSideView *view, VdSightExplainLanguage language, VdSightAnswer *answer)
{
  vd_sight_answer_init (answer);
  vd_sight_query (sight, vd_table_find_unit (table, observer), vd_table_find_unit (table, target),
                  answer);
  return vd_sight_explain (sight, answer, view, language);
}

/* The same in the user's language. */
static VdSightExplanation *
explain (VdSight *sight, const VdTable *table, const char *observer, const char *target,
         const VdSideView *view, VdSightAnswer *answer)
{
  return explain_in (sight, table, observer, target, view, VD_SIGHT_EXPLAIN_USER_LANGUAGE,
                     answer);
}

/* Runs the calling test again in a process started in French (LANGUAGE=fr before its first
 * message, as gettext settles its language then): TRUE in that process, where the test goes
 * on; FALSE here, once it passed. */
static gboolean
in_french_process (void)
{
  g_autofree char *language = NULL;

  if (g_test_subprocess ())
    return TRUE;
  language = g_strdup (g_getenv ("LANGUAGE"));
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_setenv ("LANGUAGE", language != NULL ? language : "en", TRUE);
  g_test_trap_assert_passed ();
  return FALSE;
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

/* CREST-3 on a crest of thousands of points (a zigzag 10 mm deep, a point every 0.5 mm): the
 * distances told are the nearest points', as on a straight crest, though most pieces are
 * never measured (each piece's box is tried against the footprint's first). */
static void
test_crest_3_long_crest (void)
{
  g_autoptr(VdTable) table = new_table ();
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 100, 400, 1100, 800);
  g_autoptr(GArray) crest = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSightExplanation) explained = NULL;
  VdSightAnswer answer;

  hill->level = 1;
  set_name (hill, "Doronino height");
  for (guint i = 0; i <= 1920; i++)
    {
      VdPoint p = { 120 + i * 0.5, i % 2 == 0 ? 595 : 605 };

      g_array_append_val (crest, p);
    }
  vd_feature_add_crest (hill, (const VdPoint *) crest->data, crest->len);
  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  sight = vd_sight_new (table, ruleset);
  explained = explain_in (sight, table, "fr", "au", NULL, VD_SIGHT_EXPLAIN_ENGLISH, &answer);

  g_assert_false (answer.visible);
  g_assert_cmpuint (explained->sentences->len, ==, 1);
  g_assert_cmpstr (sentence_at (explained, 0)->text, ==,
                   "hidden behind the crest of Doronino height: it stands 295 paces from it and "
                   "the observer 295 paces, each more than a base length (CREST-3, CREST-1, "
                   "SIGHT-3)");
  vd_sight_answer_clear (&answer);
}

/* The sentence of test_crest_3_one_sentence's pair in English (the same in an English process
 * and, asked for in English, in a French one), and in French. */
static const char crest_3_english[] =
  "hidden behind the crest of Doronino height: it stands 300 paces from it and the observer 300 "
  "paces, each more than a base length (CREST-3, CREST-1, SIGHT-3)";
static const char crest_3_french[] =
  "caché derrière la crête de Doronino height\u00a0: il se tient à 300 pas d’elle et "
  "l’observateur à 300 pas, chacun à plus d’une longueur de socle (CREST-3, CREST-1, SIGHT-3)";

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
  g_assert_cmpstr (sentence->text, ==, crest_3_english);
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

static void
test_crest_3_french (void)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSightExplanation) explained = NULL;
  VdSightAnswer answer;

  if (!in_french_process ())
    return;
  table = crest_table ();
  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  sight = vd_sight_new (table, ruleset);
  explained = explain (sight, table, "fr", "au", NULL, &answer);
  g_assert_cmpstr (sentence_at (explained, 0)->text, ==, crest_3_french);
  /* The relation stays a token for scripts. */
  g_assert_cmpstr (vd_sight_relation_to_string (sentence_at (explained, 0)->relation), ==,
                   "behind-crest");
  vd_sight_answer_clear (&answer);
}

/* Asked for in English in a French process, the sentence is the English one, and the next one
 * asked for in the user's language is French again: the language is the call's, nothing
 * global. A hill without a name is told by its kind in the ruleset's English ("Hill"). */
static void
test_crest_3_english_in_french (void)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdSight) sight = NULL;
  g_autoptr(VdSightExplanation) french = NULL;
  g_autoptr(VdSightExplanation) english = NULL;
  g_autoptr(VdSightExplanation) again = NULL;
  g_autoptr(VdSightExplanation) unnamed_french = NULL;
  g_autoptr(VdSightExplanation) unnamed_english = NULL;
  g_autofree char *english_rules = NULL, *french_rules = NULL;
  VdSightAnswer a1, a2, a3, a4, a5;

  if (!in_french_process ())
    return;
  table = crest_table ();
  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  sight = vd_sight_new (table, ruleset);
  french = explain (sight, table, "fr", "au", NULL, &a1);
  english = explain_in (sight, table, "fr", "au", NULL, VD_SIGHT_EXPLAIN_ENGLISH, &a2);
  again = explain (sight, table, "fr", "au", NULL, &a3);

  g_assert_cmpstr (sentence_at (english, 0)->text, ==, crest_3_english);
  g_assert_cmpstr (sentence_at (french, 0)->text, ==, crest_3_french);
  g_assert_cmpstr (sentence_at (again, 0)->text, ==, sentence_at (french, 0)->text);
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "fr");
  /* Only the words change: the same sentences, rules, things and relations. */
  g_assert_cmpuint (english->sentences->len, ==, french->sentences->len);
  english_rules = rules_of (sentence_at (english, 0));
  french_rules = rules_of (sentence_at (french, 0));
  g_assert_cmpstr (english_rules, ==, french_rules);
  g_assert_cmpstr (sentence_at (english, 0)->by, ==, "hill-1");
  g_assert_cmpint (sentence_at (english, 0)->relation, ==, VD_SIGHT_RELATION_BEHIND_CREST);

  set_name (g_ptr_array_index (table->features, 0), NULL);
  unnamed_english = explain_in (sight, table, "fr", "au", NULL, VD_SIGHT_EXPLAIN_ENGLISH, &a4);
  unnamed_french = explain (sight, table, "fr", "au", NULL, &a5);
  g_assert_true (g_str_has_prefix (sentence_at (unnamed_english, 0)->text,
                                   "hidden behind the crest of Hill hill-1: "));
  g_assert_true (g_str_has_prefix (sentence_at (unnamed_french, 0)->text,
                                   "caché derrière la crête de Colline hill-1\u00a0: "));
  vd_sight_answer_clear (&a1);
  vd_sight_answer_clear (&a2);
  vd_sight_answer_clear (&a3);
  vd_sight_answer_clear (&a4);
  vd_sight_answer_clear (&a5);
}

/* A thread asking for sentences in one language, again and again. */
typedef struct {
  VdSightExplainLanguage  language;
  const char             *expected;
} Asker;

static gpointer
ask_again_and_again (gpointer data)
{
  const Asker *asker = data;
  g_autoptr(VdTable) table = crest_table ();
  g_autoptr(VdSight) sight = NULL;

  vd_test_add_line_infantry (table, "fr", "french", 600, 300, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 900, 180);
  sight = vd_sight_new (table, ruleset);
  for (guint i = 0; i < 200; i++)
    {
      g_autoptr(VdSightExplanation) explained = NULL;
      VdSightAnswer answer;

      explained = explain_in (sight, table, "fr", "au", NULL, asker->language, &answer);
      g_assert_cmpstr (sentence_at (explained, 0)->text, ==, asker->expected);
      vd_sight_answer_clear (&answer);
    }
  return NULL;
}

/* English and French at once, from two threads of a French process (the app's panel and a
 * script's JSON may ask together): neither changes the other's words. */
static void
test_crest_3_english_and_french_at_once (void)
{
  Asker english = { VD_SIGHT_EXPLAIN_ENGLISH, crest_3_english };
  Asker french = { VD_SIGHT_EXPLAIN_USER_LANGUAGE, crest_3_french };
  GThread *threads[2];

  if (!in_french_process ())
    return;
  threads[0] = g_thread_new ("english", ask_again_and_again, &english);
  threads[1] = g_thread_new ("french", ask_again_and_again, &french);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_thread_join (threads[i]);
}

/* Cavalry across the line, the nearest of two or three named: in English in a French process,
 * the plural is English's and the arm and formation the ruleset's English names. */
static void
test_mask_4_english_in_french (void)
{
  static const struct {
    guint       more;
    const char *english;
    const char *french;
  } cases[] = {
    { 1, "masked by 1er bataillon, 57e de ligne and 1 other unit: cavalry (close order) between "
         "them, not below the observer (MASK-4, SIGHT-6)",
         "masqué par 1er bataillon, 57e de ligne et 1 autre unité\u00a0: cavalerie (ordre serré) "
         "entre eux, pas plus bas que l’observateur (MASK-4, SIGHT-6)" },
    { 2, "masked by 1er bataillon, 57e de ligne and 2 other units: cavalry (close order) between "
         "them, not below the observer (MASK-4, SIGHT-6)",
         "masqué par 1er bataillon, 57e de ligne et 2 autres unités\u00a0: cavalerie (ordre serré) "
         "entre eux, pas plus bas que l’observateur (MASK-4, SIGHT-6)" },
  };

  if (!in_french_process ())
    return;
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(VdTable) table = mask_table (VD_ARM_CAVALRY, VD_FORMATION_CLOSE);
      g_autoptr(VdSight) sight = NULL;
      g_autoptr(VdSightExplanation) french = NULL;
      g_autoptr(VdSightExplanation) english = NULL;
      VdSightAnswer a1, a2;

      /* The others behind the named one, 60 mm apart. */
      for (guint m = 0; m < cases[c].more; m++)
        {
          g_autofree char *id = g_strdup_printf ("M%u", m + 2);

          vd_test_add_unit (table, id, "austrian", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 600,
                            560 + 60 * m, 180, 200, 30);
        }
      sight = vd_sight_new (table, ruleset);
      english = explain_in (sight, table, "fr", "au", NULL, VD_SIGHT_EXPLAIN_ENGLISH, &a1);
      french = explain (sight, table, "fr", "au", NULL, &a2);
      g_assert_cmpuint (english->sentences->len, ==, 1);
      g_assert_cmpstr (sentence_at (english, 0)->text, ==, cases[c].english);
      g_assert_cmpstr (sentence_at (french, 0)->text, ==, cases[c].french);
      g_assert_cmpint (sentence_at (english, 0)->relation, ==, VD_SIGHT_RELATION_MASKED_BY);
      vd_sight_answer_clear (&a1);
      vd_sight_answer_clear (&a2);
    }
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
  g_test_add_func ("/sight/explain/CREST-3/long-crest", test_crest_3_long_crest);
  g_test_add_func ("/sight/explain/CREST-2/hidden-then-seen-over", test_crest_2_unrevealed);
  g_test_add_func ("/sight/explain/MASK-1/seen-over-not-a-block", test_mask_1_seen_over);
  g_test_add_func ("/sight/explain/MASK-4/masked-by", test_mask_4_masked_by);
  g_test_add_func ("/sight/explain/LOBS-2/cover-behind-hedge", test_lobs_2_cover);
  g_test_add_func ("/sight/explain/CREST-3/french", test_crest_3_french);
  g_test_add_func ("/sight/explain/CREST-3/english-in-a-french-process",
                   test_crest_3_english_in_french);
  g_test_add_func ("/sight/explain/CREST-3/english-and-french-at-once",
                   test_crest_3_english_and_french_at_once);
  g_test_add_func ("/sight/explain/MASK-4/english-in-a-french-process",
                   test_mask_4_english_in_french);
  g_test_add_func ("/sight/explain/MASK-4/side-view-names-no-unseen-unit",
                   test_mask_4_side_view_unnamed);

  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
