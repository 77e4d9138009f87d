/* vedette-cli morale: what the table says for a unit's morale test — its state and losses, the
 * tactical morale factors the terrain gives it (HOUSE-9) and the enemies it may count (MASK-6). */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-losses.h"
#include "vd-morale-situation.h"

static void
print_json (const VdMoraleSituation *s, const VdUnitLosses *losses)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, s->unit->id);
  json_builder_set_member_name (builder, "morale");
  json_builder_add_string_value (builder, losses->morale);
  json_builder_set_member_name (builder, "figures");
  json_builder_add_int_value (builder, losses->totals.start);
  json_builder_set_member_name (builder, "casualties");
  json_builder_add_int_value (builder, losses->totals.casualties);
  json_builder_set_member_name (builder, "factors");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->findings->len; i++)
    {
      const VdMoraleFinding *f = &g_array_index (s->findings, VdMoraleFinding, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, f->factor->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, vd_text_get (&f->factor->name));
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, f->factor->value);
      json_builder_set_member_name (builder, "assumed");
      json_builder_add_boolean_value (builder, f->factor->assumed);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, f->rule);
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, f->by);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "sees");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->seen->len; i++)
    json_builder_add_string_value (builder, ((const VdUnit *) g_ptr_array_index (s->seen, i))->id);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "unseen");
  json_builder_add_int_value (builder, s->unseen);
  json_builder_end_object (builder);
  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
print_text (const VdMoraleSituation *s, const VdUnitLosses *losses)
{
  const char *state = losses->morale_state != NULL ? vd_text_get (&losses->morale_state->name)
                                                   : losses->morale;

  /* Translators: unit, its morale state, figures lost, at the start, percent: "fr-1: Steady,
   * 6 of 24 figures lost (25%)". */
  g_print (_("%s: %s, %d of %d figures lost (%.0f%%)"), s->unit->id, state,
           losses->totals.casualties, losses->totals.start, losses->totals.percent);
  g_print ("\n");
  for (guint i = 0; i < s->findings->len; i++)
    {
      const VdMoraleFinding *f = &g_array_index (s->findings, VdMoraleFinding, i);

      /* Translators: a morale factor from the table: "  building +1 In a building (HOUSE-9 by
       * village-1)". */
      g_print (_("  %s %+d %s (%s by %s)"), f->factor->id, f->factor->value,
               vd_text_get (&f->factor->name), f->rule, f->by);
      if (f->factor->assumed)
        g_print (" [%s]", _("Vedette’s default: the seed gives no value"));
      g_print ("\n");
    }
  if (s->seen->len == 0)
    g_print ("  %s", _("sees no enemy: none counts in its morale factors (MASK-6)"));
  else
    {
      g_autoptr(GString) ids = g_string_new (NULL);

      for (guint i = 0; i < s->seen->len; i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                                ((const VdUnit *) g_ptr_array_index (s->seen, i))->id);
      /* Translators: the enemies the unit sees, ids separated by commas. */
      g_print (_("  counts only the enemies it sees (MASK-6): %s"), ids->str);
    }
  g_print ("\n");
  if (s->unseen > 0)
    {
      g_print ("  ");
      g_print (g_dngettext (GETTEXT_PACKAGE, "%u enemy unit it does not see is not counted",
                            "%u enemy units it does not see are not counted", s->unseen),
               s->unseen);
      g_print ("\n");
    }
}

int
vd_cli_morale (int argc, char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE UNIT — what the table says for a unit’s morale test"));
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdMoraleSituation) situation = NULL;
  g_autoptr(VdLossReport) report = NULL;
  g_autoptr(VdMoraleRules) rules = NULL;
  const VdUnitLosses *losses;
  const VdUnit *unit;

  g_option_context_set_summary (context,
                                _("Gives UNIT’s morale state and losses as the journal leaves "
                                  "them, the tactical morale factors the terrain gives it "
                                  "(HOUSE-9: in a house or redoubt, even a ruined one) and the "
                                  "enemy units it may count in its factors: only those it sees "
                                  "(MASK-6). The seed’s page of morale factors is missing: "
                                  "their values are Vedette’s defaults, which a table may "
                                  "change."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys stay as they are. */
                                    _("With --json, one JSON document: {\"unit\", \"morale\", "
                                      "\"figures\", \"casualties\", \"factors\": [{\"id\", "
                                      "\"name\", \"value\", \"assumed\", \"rule\", \"by\"}], "
                                      "\"sees\": [ids], \"unseen\"}."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "morale"))
    return VD_CLI_USAGE;
  if (argc != 3)
    return vd_cli_usage_error ("morale", "%s", argc < 2 ? _("no table file")
                                               : argc < 3 ? _("no unit")
                                               : _("give one table file and one unit"));
  table = vd_cli_load_current (argv[1], &ruleset);
  if (table == NULL || (unit = vd_cli_find_unit (table, argv[1], argv[2])) == NULL)
    return VD_CLI_INVALID;
  situation = vd_morale_situation_new (table, ruleset, NULL, unit);
  rules = vd_morale_rules_merge (ruleset->morale, table->morale);
  report = vd_loss_report_new (table, rules);
  losses = vd_loss_report_find_unit (report, unit->id);
  if (json)
    print_json (situation, losses);
  else
    print_text (situation, losses);
  return VD_CLI_OK;
}
