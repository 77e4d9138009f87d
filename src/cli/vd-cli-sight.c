#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "vd-ruleset.h"
#include "vd-sight-explain.h"
#include "vd-sight.h"
#include "vd-standard-streams.h"

static void
add_pair_json (JsonBuilder *builder, VdSight *sight, const VdSightAnswer *answer)
{
  /* The document reads the same in every language, as scripts compare it: its sentences in
   * English (the text output has them in the user's). */
  g_autoptr(VdSightExplanation) explained = vd_sight_explain (sight, answer, NULL,
                                                              VD_SIGHT_EXPLAIN_ENGLISH);

  json_builder_begin_object (builder);
  /* The contract's keys first, in its order (formats.md §3); additions come after them. */
  json_builder_set_member_name (builder, "observer");
  json_builder_add_string_value (builder, answer->observer->id);
  json_builder_set_member_name (builder, "target");
  json_builder_add_string_value (builder, answer->target->id);
  json_builder_set_member_name (builder, "visible");
  json_builder_add_boolean_value (builder, answer->visible);
  json_builder_set_member_name (builder, "distance");
  json_builder_add_double_value (builder, vd_cli_round (answer->distance, 100));
  json_builder_set_member_name (builder, "cover");
  json_builder_add_string_value (builder, vd_cover_to_string (answer->cover));
  json_builder_set_member_name (builder, "reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < answer->n_reasons; i++)
    {
      const VdReason *reason = &answer->reasons[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, reason->rule);
      json_builder_set_member_name (builder, "by");
      if (reason->by != NULL)
        json_builder_add_string_value (builder, reason->by);
      else
        json_builder_add_null_value (builder);
      /* An addition after the contract's keys: how many units BY stands for. */
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, MAX (reason->count, 1));
      /* An addition: how BY stands to the pair ("seen-over", "masked-by", …). */
      json_builder_set_member_name (builder, "relation");
      json_builder_add_string_value (builder, vd_sight_relation_to_string (
        ((VdSightSentence *) g_ptr_array_index (explained->sentences,
                                                explained->of_reason[i]))->relation));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "visible_share");
  json_builder_add_double_value (builder, vd_cli_round (answer->visible_share, 1000));
  /* An addition: the reasons in sentences, related rules grouped under one. */
  json_builder_set_member_name (builder, "explained");
  json_builder_begin_array (builder);
  for (guint i = 0; i < explained->sentences->len; i++)
    {
      const VdSightSentence *sentence = g_ptr_array_index (explained->sentences, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, sentence->text);
      json_builder_set_member_name (builder, "rules");
      json_builder_begin_array (builder);
      for (guint k = 0; k < sentence->rules->len; k++)
        json_builder_add_string_value (builder, g_ptr_array_index (sentence->rules, k));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "by");
      if (sentence->by != NULL)
        json_builder_add_string_value (builder, sentence->by);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "relation");
      json_builder_add_string_value (builder, vd_sight_relation_to_string (sentence->relation));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Each unit (only the observer with --observer) and what it did this turn. */
static void
add_units_json (JsonBuilder *builder, const VdTable *table, const VdUnit *observer,
                const VdTurnState *turn)
{
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (observer != NULL && !g_str_equal (observer->id, unit->id))
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, unit->id);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, unit->side);
      vd_cli_add_turn_unit_json (builder, turn, unit->id);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The document without its pairs ("pairs" : []), to print them into one at a time. */
static char *
format_json_frame (const VdTable *table, const VdRuleset *ruleset, const VdUnit *observer,
                   const VdTurnState *turn)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "scale");
  json_builder_add_string_value (builder, vd_scale_to_string (table->scale));
  json_builder_set_member_name (builder, "pairs");
  json_builder_begin_array (builder);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "ruleset");
  json_builder_add_string_value (builder, ruleset->id);
  json_builder_set_member_name (builder, "mm_per_pace");
  json_builder_add_double_value (builder,
                                 vd_cli_round (vd_table_mm_per_pace (table, ruleset), 1000));
  add_units_json (builder, table, observer, turn);
  json_builder_end_object (builder);
  return vd_cli_json_text (builder);
}

/* The I-th observer asked: OBSERVER alone, or each unit in table order, whose rows one after
 * the other are the whole matrix in its order; NULL past the last. */
static const VdUnit *
nth_observer (const VdTable *table, const VdUnit *observer, guint i)
{
  if (observer != NULL)
    return i == 0 ? observer : NULL;
  return i < table->units->len ? g_ptr_array_index (table->units, i) : NULL;
}

/* Prints the document a pair at a time, each generated alone and indented to its place, and
 * asks the engine a row at a time: the same text as one tree of the whole matrix would give,
 * which took 1.7 GB at 400 units and would not fit at 1600. */
static void
print_json (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
            const VdUnit *observer, const VdTurnState *turn)
{
  static const char empty[] = "\"pairs\" : []";
  g_autofree char *frame = format_json_frame (table, ruleset, observer, turn);
  /* The first: the scale before it is one of a few fixed words. */
  const char *pairs = strstr (frame, empty);
  const VdUnit *o;
  gboolean any = FALSE;

  g_assert (pairs != NULL);
  /* Standard output refusing the answer (a full disk) ends it: the rest would go nowhere. */
  for (guint r = 0; (o = nth_observer (table, observer, r)) != NULL &&
                    vd_standard_streams_failure () == 0; r++)
    {
      g_autoptr(GArray) row = vd_sight_query_all (sight, o);

      for (guint i = 0; i < row->len; i++)
        {
          g_autoptr(JsonBuilder) builder = json_builder_new ();
          g_autofree char *text = NULL;
          g_auto(GStrv) lines = NULL;
          g_autofree char *indented = NULL;

          add_pair_json (builder, sight, &g_array_index (row, VdSightAnswer, i));
          text = vd_cli_json_text (builder);
          /* Strings hold their line breaks escaped: every break is the generator's. */
          lines = g_strsplit (text, "\n", -1);
          indented = g_strjoinv ("\n    ", lines);
          if (!any)
            /* Up to the opening bracket, kept. */
            g_print ("%.*s\n", (int) (pairs + strlen (empty) - 1 - frame), frame);
          g_print ("%s    %s", any ? ",\n" : "", indented);
          any = TRUE;
        }
    }
  if (any)
    g_print ("\n  ]%s\n", pairs + strlen (empty));
  else
    g_print ("%s\n", frame);
}

static const char *
cover_name (VdCover cover)
{
  static const char * const names[] = {
    NC_("cover", "none"), NC_("cover", "light"), NC_("cover", "hard"),
    NC_("cover", "building"), NC_("cover", "redoubt"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == VD_N_COVERS);
  return g_dpgettext2 (GETTEXT_PACKAGE, "cover", names[cover]);
}

/* The table's ids, looked up once per reason: a scan of the table each time would make the
 * listing quadratic in the units. */
typedef struct {
  GHashTable *units;     /* id → VdUnit */
  GHashTable *features;  /* id → VdFeature */
} Names;

static void
names_init (Names *names, const VdTable *table)
{
  names->units = g_hash_table_new (g_str_hash, g_str_equal);
  names->features = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      g_hash_table_insert (names->units, unit->id, unit);
    }
  for (guint i = 0; i < table->features->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (table->features, i);

      g_hash_table_insert (names->features, feature->id, feature);
    }
}

static void
names_clear (Names *names)
{
  g_clear_pointer (&names->units, g_hash_table_unref);
  g_clear_pointer (&names->features, g_hash_table_unref);
}

/* One reason in words: what kind of thing BY is decides the phrase. */
static void
append_reason (GString *out, const Names *names, const VdSightAnswer *answer,
               const VdReason *reason)
{
  const VdFeature *feature = reason->by != NULL ? g_hash_table_lookup (names->features, reason->by)
                                                : NULL;
  gboolean visible = answer->visible;

  if (reason->by == NULL)
    g_string_append (out, reason->rule);
  /* A third unit between the two; the pair's own units (detection) take the plain phrase. */
  else if (g_hash_table_contains (names->units, reason->by) &&
           !g_str_equal (reason->by, answer->observer->id) &&
           !g_str_equal (reason->by, answer->target->id))
    {
      guint others = reason->count > 1 ? reason->count - 1 : 0;

      if (visible && others == 0)
        /* Translators: a rule that let the observer see past a unit: "SIGHT-5 seen over
         * fr-inf-2" (rule ID, unit id; neither is translated). */
        g_string_append_printf (out, _("%s seen over %s"), reason->rule, reason->by);
      else if (visible)
        /* Translators: a rule that let the observer see past several units, the nearest
         * named: "SIGHT-4 seen over fr-adc-2 and 3 others" (rule ID, unit id, how many
         * more units). */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s seen over %s and %u other",
                                                  "%s seen over %s and %u others", others),
                                reason->rule, reason->by, others);
      else if (others == 0)
        /* Translators: a unit hides the target: "MASK-4 masked by au-hus-2" (rule ID, unit id;
         * neither is translated). */
        g_string_append_printf (out, _("%s masked by %s"), reason->rule, reason->by);
      else
        /* Translators: several units hide the target, the nearest named: "MASK-3 masked by
         * au-2 and 297 others" (rule ID, unit id, how many more units). */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s masked by %s and %u other",
                                                  "%s masked by %s and %u others", others),
                                reason->rule, reason->by, others);
    }
  else if (feature != NULL && feature->type == VD_TERRAIN_HILL)
    /* Translators: a hill's crest line decides: "CREST-3 crest of hill-1" (rule ID, terrain
     * feature id; neither is translated). */
    g_string_append_printf (out, _("%s crest of %s"), reason->rule, reason->by);
  else
    /* Translators: a terrain feature (or one of the pair's units) hides the target, gives it
     * cover or spots it: "WOOD-6 by wood-1", "LOBS-2 by hedge-1" (rule ID, feature or unit id;
     * neither is translated). */
    g_string_append_printf (out, _("%s by %s"), reason->rule, reason->by);
}

static void
append_pair_text (GString *out, const Names *names, VdSight *sight, const VdSightAnswer *answer)
{
  g_autoptr(VdSightExplanation) explained = NULL;
  const char *observer = answer->observer->id, *target = answer->target->id;
  g_autofree char *distance = g_strdup_printf ("%.1f", answer->distance);
  /* Whole percents: a share that rounds to 100 % is told as whole, one seen at all is 1 % or
   * more. */
  int percent = MAX ((int) round (answer->visible_share * 100), 1);
  gboolean partial = answer->visible && percent < 100;
  gboolean covered = answer->cover != VD_COVER_NONE;

  if (!answer->visible)
    /* Translators: one line of "vedette-cli sight": observer id, target id, distance in paces
     * with one decimal; the rules why follow after a dash. */
    g_string_append_printf (out, _("%s → %s: hidden, %s paces"), observer, target, distance);
  else if (partial && covered)
    /* Translators: observer id, target id, distance in paces, percent of the target's
     * frontage in view, the target's cover ("light", "hard", "building", "redoubt"). */
    g_string_append_printf (out, _("%s → %s: visible, %s paces, %d%% seen, cover %s"), observer,
                            target, distance, percent, cover_name (answer->cover));
  else if (partial)
    /* Translators: observer id, target id, distance in paces, percent of the target's
     * frontage in view. */
    g_string_append_printf (out, _("%s → %s: visible, %s paces, %d%% seen"), observer, target,
                            distance, percent);
  else if (covered)
    /* Translators: observer id, target id, distance in paces, the target's cover ("light",
     * "hard", "building", "redoubt"). */
    g_string_append_printf (out, _("%s → %s: visible, %s paces, cover %s"), observer, target,
                            distance, cover_name (answer->cover));
  else
    /* Translators: observer id, target id, distance in paces. */
    g_string_append_printf (out, _("%s → %s: visible, %s paces"), observer, target, distance);

  for (guint i = 0; i < answer->n_reasons; i++)
    {
      if (i == 0)
        /* Translators: between a pair of "vedette-cli sight" and its first rule. */
        g_string_append (out, C_("sight reasons", " — "));
      else
        /* Translators: between two rules of one pair of "vedette-cli sight". */
        g_string_append (out, C_("sight reasons", "; "));
      append_reason (out, names, answer, &answer->reasons[i]);
    }
  g_string_append_c (out, '\n');
  /* Below the pair's line, which scripts read, its reasons in sentences, indented. */
  explained = vd_sight_explain (sight, answer, NULL, VD_SIGHT_EXPLAIN_USER_LANGUAGE);
  for (guint i = 0; i < explained->sentences->len; i++)
    {
      const VdSightSentence *sentence = g_ptr_array_index (explained->sentences, i);

      g_string_append_printf (out, "    %s\n", sentence->text);
    }
}

int
vd_cli_sight (int argc, char **argv)
{
  g_autofree char *observer_id = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "observer", 0, 0, G_OPTION_ARG_STRING, &observer_id,
      N_("Only the pairs whose observer is the unit ID"), N_("ID") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE — who sees whom on a table"));
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdSight) sight = NULL;
  const VdUnit *observer = NULL;
  const char *path;

  g_option_context_set_summary (context,
                                _("Prints, for every ordered pair of units of different sides, "
                                  "whether the observer sees the target, the distance in paces "
                                  "between their footprints, the cover the target would have "
                                  "against the observer’s fire, and the rules why, one line per "
                                  "pair, observers in table order, then targets; below each "
                                  "line, indented, the same reasons in sentences about the "
                                  "pair, related rules grouped under one:\n\n"
                                  "  fr-1 → au-3: hidden, 312.5 paces — MASK-4 masked by au-hus-2\n"
                                  "      masked by au-hus-2: cavalry (close order) between them, "
                                  "not below the observer (MASK-4)\n"
                                  "  fr-1 → au-4: visible, 140.0 paces, cover light — LOBS-2 by "
                                  "hedge-1\n"
                                  "      light cover behind hedge-1: it stands 5 paces from it, "
                                  "within a base depth (LOBS-2)\n\n"
                                  "A hidden pair lists every rule that blocks it; a visible one, "
                                  "the rules that shaped the answer (cover, detection, what it "
                                  "was seen over). Units are told once per rule, however many: "
                                  "the nearest to the observer, and how many others. "
                                  "“vedette-cli rules ID” prints a rule’s text."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, one JSON document: {\"scale\", \"pairs\": "
                                      "[{\"observer\", \"target\", \"visible\", \"distance\", "
                                      "\"cover\", \"reasons\": [{\"rule\", \"by\", "
                                      "\"count\", \"relation\"}], \"visible_share\", "
                                      "\"explained\": [{\"text\", \"rules\", \"by\", "
                                      "\"relation\"}]}], \"ruleset\", "
                                      "\"mm_per_pace\", \"units\": [{\"id\", \"side\", "
                                      "\"this_turn\": {\"moved\", \"allowance\", \"left\", "
                                      "\"fired\", \"charged\", \"bombarded\"}}]}, units "
                                      "only the observer with --observer; this_turn is what "
                                      "the unit did since the last end of turn (paces, as "
                                      "move's JSON has it). Distances are in paces rounded to 0.01, "
                                      "visible_share (0 to 1, the share of the target’s frontage "
                                      "in view) to 0.001; cover is none, light, hard, building or "
                                      "redoubt; count is how many units a reason stands for, by "
                                      "being the nearest of them to the observer (1 for a "
                                      "terrain feature); relation is how BY stands to the pair: "
                                      "hidden-in, spotted-in, behind-crest, hidden-by, "
                                      "masked-by, seen-over, seen-through, no-fire-across, "
                                      "cover-from or by; explained holds the sentences, in "
                                      "English, each with its rules.\n\n"
                                      "Exit status: 0 success (also when no two units are "
                                      "enemies: no lines, or no pairs), 1 invalid file or unknown "
                                      "observer, 2 bad usage."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "sight"))
    return VD_CLI_USAGE;
  if (argc < 2)
    return vd_cli_usage_error ("sight", "%s", _("no table file"));
  if (argc > 2)
    return vd_cli_usage_error ("sight", "%s", _("sight reads exactly one table file"));
  path = argv[1];

  /* The battle as it stands: the set-up with its journal replayed. */
  table = vd_cli_load_current (path, &ruleset);
  if (table == NULL)
    return VD_CLI_INVALID;
  if (observer_id != NULL &&
      (observer = vd_cli_find_unit (table, path, observer_id)) == NULL)
    return VD_CLI_INVALID;

  sight = vd_sight_new (table, ruleset);
  if (json)
    {
      g_autoptr(VdTurnState) turn = vd_cli_load_turn (path, ruleset);

      if (turn == NULL)
        return VD_CLI_INVALID;
      print_json (table, ruleset, sight, observer, turn);
    }
  else
    {
      /* A row at a time, as the JSON: the whole listing at 1600 units is a gigabyte. */
      g_autoptr(GString) out = g_string_new (NULL);
      const VdUnit *o;
      Names names;

      names_init (&names, table);
      for (guint r = 0; (o = nth_observer (table, observer, r)) != NULL &&
                        vd_standard_streams_failure () == 0; r++)
        {
          g_autoptr(GArray) row = vd_sight_query_all (sight, o);

          g_string_truncate (out, 0);
          for (guint i = 0; i < row->len; i++)
            append_pair_text (out, &names, sight, &g_array_index (row, VdSightAnswer, i));
          g_print ("%s", out->str);
        }
      names_clear (&names);
    }
  return VD_CLI_OK;
}
