/* vedette-cli melee: the melee calculator (HOUSE-EX) on a table's rules, the ruleset's melee
 * factors and loss table with the table file's own `melee:` over them (GEN-1). */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-melee.h"
#include "vd-melee-situation.h"
#include "vd-morale-rules.h"
#include "vd-table-reader.h"

/* The factors given for one side: each option's value is "id", "id=N" or several of them
 * separated by commas ("combat=5,charge"); empty ones ("charge,") are left out. */
static char **
split_factors (char **given)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; given != NULL && given[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (given[i], ",", -1);

      for (guint j = 0; parts[j] != NULL; j++)
        if (*g_strstrip (parts[j]) != '\0')
          g_strv_builder_add (builder, parts[j]);
    }
  return g_strv_builder_end (builder);
}

/* The first of FACTORS whose value ("id=N") is no whole number, or NULL: a usage error, as
 * every number of the command line (its range is the rules', checked with them). */
static const char *
value_not_a_number (char **factors)
{
  for (guint i = 0; factors[i] != NULL; i++)
    {
      const char *eq = strchr (factors[i], '=');

      if (eq != NULL &&
          !g_ascii_string_to_signed (eq + 1, 10, G_MININT64, G_MAXINT64, NULL, NULL))
        return factors[i];
    }
  return NULL;
}

static void
add_rules_json (JsonBuilder *builder, char **rules)
{
  json_builder_begin_array (builder);
  for (guint r = 0; rules != NULL && rules[r] != NULL; r++)
    json_builder_add_string_value (builder, rules[r]);
  json_builder_end_array (builder);
}

static void
add_side_json (JsonBuilder *builder, const char *key, const VdMeleeSide *side,
               const VdMeleeSide *other)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "side");
  json_builder_add_string_value (builder, key);
  json_builder_set_member_name (builder, "label");
  json_builder_add_string_value (builder, side->label);
  json_builder_set_member_name (builder, "factors");
  json_builder_begin_array (builder);
  for (guint i = 0; i < side->terms->len; i++)
    {
      const VdMeleeTerm *term = g_ptr_array_index (side->terms, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, term->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, vd_text_get (&term->name));
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, term->value);
      json_builder_set_member_name (builder, "entered");
      json_builder_add_boolean_value (builder, term->entered);
      json_builder_set_member_name (builder, "assumed");
      json_builder_add_boolean_value (builder, term->assumed);
      json_builder_set_member_name (builder, "from_table");
      json_builder_add_boolean_value (builder, term->from_table);
      json_builder_set_member_name (builder, "rules");
      add_rules_json (builder, term->rules);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, side->total);
  /* What this side inflicts is what the other one suffers: the loss table at this total. */
  json_builder_set_member_name (builder, "inflicts");
  vd_cli_add_int_or_null (builder, side->inflicts_known, side->inflicts);
  json_builder_set_member_name (builder, "inflicts_rules");
  add_rules_json (builder, other->losses_rules);
  json_builder_set_member_name (builder, "inflicts_from_table");
  json_builder_add_boolean_value (builder, other->losses_from_table);
  json_builder_set_member_name (builder, "losses");
  vd_cli_add_int_or_null (builder, side->losses_known, side->losses);
  json_builder_end_object (builder);
}

/* FACTORS (NULL-terminated, owned) with the table's factors for SIDE added, those the referee
 * did not give himself ("house" and "house=…" are the same factor). */
static char **
add_table_factors (char **factors, const GArray *findings, int side)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) given = factors;

  g_strv_builder_addv (builder, (const char **) given);
  for (guint i = 0; findings != NULL && i < findings->len; i++)
    {
      const VdMeleeFinding *f = &g_array_index (findings, VdMeleeFinding, i);
      gboolean already = FALSE;

      if (f->side != side || f->factor == NULL)
        continue;
      for (guint k = 0; given[k] != NULL && !already; k++)
        already = g_str_equal (given[k], f->factor) ||
                  (g_str_has_prefix (given[k], f->factor) && given[k][strlen (f->factor)] == '=');
      if (!already)
        g_strv_builder_add (builder, f->factor);
    }
  return g_strv_builder_end (builder);
}

static void
add_findings_json (JsonBuilder *builder, const GArray *findings)
{
  const char *keys[] = { "a", "b" };

  json_builder_begin_array (builder);
  for (guint i = 0; findings != NULL && i < findings->len; i++)
    {
      const VdMeleeFinding *f = &g_array_index (findings, VdMeleeFinding, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "side");
      if (f->side >= 0)
        json_builder_add_string_value (builder, keys[f->side]);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "factor");
      if (f->factor != NULL)
        json_builder_add_string_value (builder, f->factor);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, f->rule);
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, f->by);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_json (const char *path, const VdMeleeResult *result, const VdMeleeRules *rules,
            const GArray *findings)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;
  const char *keys[] = { "a", "b" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, path);
  json_builder_set_member_name (builder, "language");
  json_builder_add_string_value (builder, vd_text_language ());
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (int s = 0; s < 2; s++)
    add_side_json (builder, keys[s], &result->sides[s], &result->sides[1 - s]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "terrain");
  add_findings_json (builder, findings);
  json_builder_set_member_name (builder, "winner");
  if (result->winner >= 0)
    json_builder_add_string_value (builder, keys[result->winner]);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "complete");
  json_builder_add_boolean_value (builder, result->complete);
  /* The totals the loss table lacks, each once: what the players must supply. */
  json_builder_set_member_name (builder, "missing_totals");
  json_builder_begin_array (builder);
  if (!result->sides[0].inflicts_known)
    json_builder_add_int_value (builder, result->sides[0].total);
  if (!result->sides[1].inflicts_known &&
      (result->sides[1].total != result->sides[0].total || result->sides[0].inflicts_known))
    json_builder_add_int_value (builder, result->sides[1].total);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "loss_table");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rules->losses->len; i++)
    {
      const VdLossPoint *point = g_ptr_array_index (rules->losses, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, point->total);
      json_builder_set_member_name (builder, "losses");
      json_builder_add_int_value (builder, point->losses);
      json_builder_set_member_name (builder, "from_table");
      json_builder_add_boolean_value (builder, point->from_table);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
append_rules (GString *s, char **rules)
{
  g_autofree char *joined = NULL;

  if (rules == NULL || rules[0] == NULL)
    return;
  joined = g_strjoinv (", ", rules);
  g_string_append_printf (s, " (%s)", joined);
}

static void
print_side (const VdMeleeSide *side, const VdMeleeSide *other, const VdMeleeRules *rules)
{
  g_autoptr(GString) s = g_string_new (NULL);
  int width = 0;

  for (guint i = 0; i < side->terms->len; i++)
    width = MAX (width, (int) strlen (((VdMeleeTerm *) g_ptr_array_index (side->terms, i))->id));

  /* Translators: "French: total 4" */
  g_string_append_printf (s, _("%s: total %d"), side->label, side->total);
  g_string_append_c (s, '\n');
  for (guint i = 0; i < side->terms->len; i++)
    {
      const VdMeleeTerm *term = g_ptr_array_index (side->terms, i);

      g_string_append_printf (s, "  %-*s %+3d  %s", width, term->id, term->value,
                              vd_text_get (&term->name));
      append_rules (s, term->rules);
      if (term->from_table)
        g_string_append_printf (s, " [%s]", _("from the table file"));
      if (term->assumed)
        g_string_append_printf (s, " [%s]", _("Vedette’s default: the seed gives no value"));
      g_string_append_c (s, '\n');
    }
  g_string_append (s, "  ");
  if (side->inflicts_known)
    {
      /* Translators: "inflicts 18 losses on Prussian (loss table at total 4)" */
      g_string_append_printf (s, _("inflicts %d losses on %s (loss table at total %d)"),
                              side->inflicts, other->label, side->total);
      append_rules (s, other->losses_rules);
      if (other->losses_from_table)
        g_string_append_printf (s, " [%s]", _("from the table file"));
    }
  else
    {
      g_autofree char *known = vd_melee_rules_list_totals (rules);

      /* Translators: "melee: losses:" is a file key; the list is the totals the loss table
       * has: "inflicts: unknown: supply total 7 under “melee: losses:” in the table file (the
       * loss table has 0, 4)" */
      g_string_append_printf (s, _("inflicts: unknown: supply total %d under “melee: losses:” in "
                                   "the table file (the loss table has %s)"),
                              side->total, known);
    }
  g_string_append_c (s, '\n');
  g_print ("%s", s->str);
}

static void
print_findings (const VdMeleeResult *result, const GArray *findings)
{
  if (findings == NULL || findings->len == 0)
    return;
  g_print ("%s\n", _("From the table:"));
  for (guint i = 0; i < findings->len; i++)
    {
      const VdMeleeFinding *f = &g_array_index (findings, VdMeleeFinding, i);

      if (f->factor != NULL)
        /* Translators: a factor the table gives a side: "  French: house (HOUSE-6 by
         * village-1)". */
        g_print (_("  %s: %s (%s by %s)"), result->sides[f->side].label, f->factor, f->rule,
                 f->by);
      else
        /* Translators: a rule of the melee that gives no factor: "  WOOD-11 by wood-1". */
        g_print (_("  %s by %s"), f->rule, f->by);
      g_print ("\n");
    }
}

static void
print_text (const VdMeleeResult *result, const VdMeleeRules *rules, const GArray *findings)
{
  print_findings (result, findings);
  print_side (&result->sides[0], &result->sides[1], rules);
  print_side (&result->sides[1], &result->sides[0], rules);
  if (result->winner >= 0)
    /* Translators: "Winner: French (4 against 0)" */
    g_print (_("Winner: %s (%d against %d)"), result->sides[result->winner].label,
             result->sides[result->winner].total, result->sides[1 - result->winner].total);
  else
    g_print (_("Equal totals (%d): the rules do not say who wins; the referee decides"),
             result->sides[0].total);
  g_print ("\n");
  if (!result->complete)
    g_print ("%s\n", _("The losses are incomplete: the loss table lacks a total (see above)."));
}

int
vd_cli_melee (int argc, char **argv)
{
  g_auto(GStrv) a_given = NULL;
  g_auto(GStrv) b_given = NULL;
  g_autofree char *a_name = NULL;
  g_autofree char *b_name = NULL;
  g_autofree char *a_unit = NULL;
  g_autofree char *b_unit = NULL;
  g_autoptr(GArray) findings = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a_given,
      N_("A factor of side A: its id, or id=N for a value the referee enters (combat=5); "
         "repeat, or separate with commas"), N_("FACTOR[=N]") },
    { "b", 0, 0, G_OPTION_ARG_STRING_ARRAY, &b_given,
      N_("A factor of side B, as for --a"), N_("FACTOR[=N]") },
    { "a-name", 0, 0, G_OPTION_ARG_STRING, &a_name,
      N_("How the answer names side A (default A)"), N_("NAME") },
    { "b-name", 0, 0, G_OPTION_ARG_STRING, &b_name,
      N_("How the answer names side B (default B)"), N_("NAME") },
    { "a-unit", 0, 0, G_OPTION_ARG_STRING, &a_unit,
      N_("Side A is this unit of the table: the terrain’s factors are added (house, slope…)"),
      N_("UNIT") },
    { "b-unit", 0, 0, G_OPTION_ARG_STRING, &b_unit, N_("Side B is this unit, as for --a-unit"),
      N_("UNIT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE — resolve a melee by the table’s rules"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdMeleeRules) rules = NULL;
  g_autoptr(VdMeleeResult) result = NULL;
  g_auto(GStrv) a_factors = NULL;
  g_auto(GStrv) b_factors = NULL;
  VdMeleeInput a, b;
  const char *not_a_number;

  g_option_context_set_summary (context,
                                _("Sums each side’s melee factors and reads the losses each side "
                                  "inflicts from the loss table (HOUSE-EX): the ruleset’s, with "
                                  "the table file’s own “melee:” over it. A total the loss table "
                                  "lacks is reported as unknown, never guessed."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "melee"))
    return VD_CLI_USAGE;
  if (argc != 2)
    return vd_cli_usage_error ("melee", "%s",
                               argc < 2 ? _("give one table FILE")
                                        : _("give only one table FILE"));
  a_factors = split_factors (a_given);
  b_factors = split_factors (b_given);
  if ((not_a_number = value_not_a_number (a_factors)) != NULL ||
      (not_a_number = value_not_a_number (b_factors)) != NULL)
    {
      g_autofree char *shown = vd_error_cut (not_a_number);

      /* Translators: "“combat=abc”: the value is not a whole number". */
      return vd_cli_usage_error ("melee", _("“%s”: the value is not a whole number"), shown);
    }
  if ((a_unit == NULL) != (b_unit == NULL))
    return vd_cli_usage_error ("melee", "%s", _("give both --a-unit and --b-unit, or neither"));
  if (a_unit == NULL && (a_factors[0] == NULL || b_factors[0] == NULL))
    return vd_cli_usage_error ("melee", "%s",
                               _("give side A’s factors with --a and side B’s with --b"));

  /* The battle as it stands: the units where the journal has left them. */
  table = vd_cli_load_current (argv[1], &ruleset);
  if (table == NULL)
    return VD_CLI_INVALID;
  if (a_unit != NULL)
    {
      const VdUnit *ua = vd_cli_find_unit (table, argv[1], a_unit);
      const VdUnit *ub = ua != NULL ? vd_cli_find_unit (table, argv[1], b_unit) : NULL;

      if (ub == NULL)
        return VD_CLI_INVALID;
      findings = vd_melee_situation (table, ruleset, ua, ub);
      a_factors = add_table_factors (g_steal_pointer (&a_factors), findings, 0);
      b_factors = add_table_factors (g_steal_pointer (&b_factors), findings, 1);
    }
  rules = vd_melee_rules_merge (ruleset->melee, table->melee);
  a = (VdMeleeInput) { a_name != NULL ? a_name : a_unit != NULL ? a_unit : "A",
                       (const char * const *) a_factors };
  b = (VdMeleeInput) { b_name != NULL ? b_name : b_unit != NULL ? b_unit : "B",
                       (const char * const *) b_factors };
  result = vd_melee_resolve (rules, &a, &b, &error);
  if (result == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }

  if (json)
    print_json (argv[1], result, rules, findings);
  else
    print_text (result, rules, findings);
  /* An unknown total is an answer too: it says what to supply. */
  return VD_CLI_OK;
}
