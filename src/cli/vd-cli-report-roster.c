/* vedette-cli report --roster: the unit roster, a card per unit, as text, JSON or A4 pages;
 * and the roster's keys the report's JSON gives each unit. */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-cli-report-private.h"
#include "vd-render-roster.h"


/* The roster's keys of CARD: its arm, formation, conditions (keywords and as displayed),
 * side as displayed and notes. */
void
vd_cli_roster_json_card (JsonBuilder *builder, const VdRosterCard *card)
{
  vd_cli_report_json_string (builder, "side_name", card->side_name);
  vd_cli_report_json_string (builder, "arm", vd_arm_to_string (card->arm));
  vd_cli_report_json_string (builder, "formation", vd_formation_to_string (card->formation));
  vd_cli_report_json_string (builder, "formation_name", card->formation_name);
  json_builder_set_member_name (builder, "conditions");
  json_builder_begin_array (builder);
  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (card->conditions & (1u << c))
      json_builder_add_string_value (builder, vd_condition_to_string (c));
  json_builder_end_array (builder);
  vd_cli_report_json_string (builder, "notes", card->notes);
}

static char *
roster_subtitle (int turn, const GPtrArray *cards)
{
  /* Translators: under the roster's title. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unit roster — turn %d, %u unit",
                                       "Unit roster — turn %d, %u units", cards->len),
                          turn, cards->len);
}

char *
vd_cli_roster_text (const char *title, int turn, const GPtrArray *cards)
{
  GString *out = g_string_new (NULL);
  g_autofree char *subtitle = roster_subtitle (turn, cards);
  const char *side = NULL;

  g_string_append_printf (out, "%s\n%s\n", title, subtitle);
  for (guint i = 0; i < cards->len; i++)
    {
      const VdRosterCard *card = g_ptr_array_index (cards, i);
      g_autofree char *text = vd_render_roster_card_text (card);
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

      if (g_strcmp0 (side, card->side) != 0)
        g_string_append_printf (out, "\n%s\n", card->side_name);
      side = card->side;
      g_string_append_printf (out, "\n  %s (%s)\n", card->name, card->id);
      for (guint l = 0; lines[l] != NULL; l++)
        g_string_append_printf (out, "    %s\n", lines[l]);
    }
  return g_string_free (out, FALSE);
}

char *
vd_cli_roster_json (const char *title, int turn, const GPtrArray *cards, const char *output)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  vd_cli_report_json_string (builder, "output", output);
  vd_cli_report_json_string (builder, "title", title);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, turn);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < cards->len; i++)
    {
      const VdRosterCard *card = g_ptr_array_index (cards, i);

      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "id", card->id);
      vd_cli_report_json_string (builder, "name", card->name);
      vd_cli_report_json_string (builder, "side", card->side);
      vd_cli_report_json_string (builder, "command", card->command);
      vd_cli_report_json_string (builder, "arm_name", card->arm_name);
      vd_cli_roster_json_card (builder, card);
      vd_cli_report_json_string (builder, "conditions_name", card->conditions_text);
      json_builder_set_member_name (builder, "officer");
      json_builder_add_boolean_value (builder, card->officer);
      json_builder_set_member_name (builder, "destroyed");
      json_builder_add_boolean_value (builder, card->destroyed);
      json_builder_set_member_name (builder, "figures");
      json_builder_add_int_value (builder, card->figures_now);
      json_builder_set_member_name (builder, "figures_start");
      json_builder_add_int_value (builder, card->figures_start);
      json_builder_set_member_name (builder, "base");
      json_builder_begin_array (builder);
      json_builder_add_double_value (builder, card->base_width);
      json_builder_add_double_value (builder, card->base_depth);
      json_builder_end_array (builder);
      vd_cli_report_json_string (builder, "morale", card->morale);
      vd_cli_report_json_string (builder, "morale_name", card->morale_name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return vd_cli_json_text (builder);
}

GBytes *
vd_cli_roster_pdf (const char *title, int turn, const GPtrArray *cards, GError **error)
{
  g_autofree char *subtitle = roster_subtitle (turn, cards);
  VdPdf pdf = { 0 };

  vd_pdf_begin (&pdf, title);
  vd_render_roster (&pdf, title, subtitle, cards);
  return vd_pdf_end (&pdf, error);
}
