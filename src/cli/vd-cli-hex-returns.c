/* `vedette-cli hex returns`: 1914's units that come back (help "Units that come back"). */
#include "vd-cli-hex-returns.h"

#include <glib/gi18n.h>

#include "vd-cli.h"
#include "vd-hex-returns.h"

static const char * const kinds[] = { "off-map", "hq", "eliminated", "reinforcement" };

static void
print_json (const VdHexReturns *returns)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, returns->turn);
  json_builder_set_member_name (builder, "phase");
  vd_cli_hex_add_string_or_null (builder, returns->phase);
  json_builder_set_member_name (builder, "out");
  json_builder_begin_array (builder);
  for (guint i = 0; i < returns->out->len; i++)
    {
      const VdHexOut *out = returns->out->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, out->unit_id);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kinds[out->kind]);
      json_builder_set_member_name (builder, "out_turn");
      json_builder_add_int_value (builder, out->out_turn);
      json_builder_set_member_name (builder, "die");
      vd_cli_add_int_or_null (builder, out->die > 0, out->die);
      json_builder_set_member_name (builder, "back_turn");
      vd_cli_add_int_or_null (builder, out->back_turn > 0, out->back_turn);
      json_builder_set_member_name (builder, "due");
      json_builder_add_boolean_value (builder, out->due);
      json_builder_set_member_name (builder, "exit_hex");
      vd_cli_hex_add_string_or_null (builder, out->exit_hex);
      json_builder_set_member_name (builder, "hexes");
      if (out->hexes != NULL)
        {
          json_builder_begin_array (builder);
          for (guint h = 0; out->hexes[h] != NULL; h++)
            json_builder_add_string_value (builder, out->hexes[h]);
          json_builder_end_array (builder);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, out->rule);
      json_builder_set_member_name (builder, "why");
      vd_cli_hex_add_string_or_null (builder, out->why);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "pairs");
  json_builder_begin_array (builder);
  for (guint i = 0; i < returns->pairs->len; i++)
    {
      const VdHexRebuildPair *pair = returns->pairs->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "units");
      json_builder_begin_array (builder);
      json_builder_add_string_value (builder, pair->first);
      json_builder_add_string_value (builder, pair->second);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "due");
      json_builder_add_boolean_value (builder, pair->due);
      json_builder_set_member_name (builder, "hq");
      vd_cli_hex_add_string_or_null (builder, pair->hq);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, pair->rule);
      json_builder_set_member_name (builder, "why");
      vd_cli_hex_add_string_or_null (builder, pair->why);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  vd_cli_hex_add_odds_reasons (builder, returns->reasons);
  if (returns->missing != NULL)
    {
      /* formats.md §4: what waits on the owner is named, never guessed. */
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, "unknown: supply it");
      vd_cli_hex_add_rule_why (builder, "missing", returns->missing_rule, returns->missing);
    }
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_text (const VdHexReturns *returns)
{
  /* Translators: "Turn 4, phase status: 2 out of play". */
  g_print (_("Turn %d, phase %s: %u out of play\n"), returns->turn,
           returns->phase != NULL ? returns->phase : "?", returns->out->len);
  for (guint i = 0; i < returns->out->len; i++)
    {
      const VdHexOut *out = returns->out->pdata[i];
      /* Translators: how a counter is out of play, in `hex returns`. */
      const char *how = out->kind == VD_HEX_OUT_OFF_MAP ? _("off the map")
                        : out->kind == VD_HEX_OUT_HQ ? _("eliminated HQ")
                        : out->kind == VD_HEX_OUT_REINFORCEMENT ? _("not on the map yet")
                        : _("eliminated");

      /* Translators: after how it is out, when the time it waits is over. */
      const char *due = !out->due ? ""
                        : out->kind == VD_HEX_OUT_ELIMINATED ? _(", out long enough")
                        : out->kind == VD_HEX_OUT_REINFORCEMENT ? _(", may arrive now")
                        : _(", may come back now");

      g_print ("  %s  %s%s: %s (%s)\n", out->unit_id, how, due, out->why,
               out->rule != NULL ? out->rule : "?");
      if (out->hexes != NULL)
        {
          g_autofree char *hexes = g_strjoinv (", ", out->hexes);

          if (out->kind == VD_HEX_OUT_REINFORCEMENT)
            /* Translators: the hexes a reinforcement may arrive by. */
            g_print (_("      by: %s\n"), hexes);
          else
            /* Translators: the hexes an off-map counter may come back by. */
            g_print (_("      back by: %s\n"), hexes);
        }
    }
  for (guint i = 0; i < returns->pairs->len; i++)
    {
      const VdHexRebuildPair *pair = returns->pairs->pdata[i];

      /* Translators: "  pair fr-1 + fr-2: may be rebuilt now … (1914-REB-2)". */
      g_print (_("  pair %s + %s: %s (%s)\n"), pair->first, pair->second, pair->why,
               pair->rule != NULL ? pair->rule : "?");
    }
  if (returns->missing != NULL)
    /* Translators: "missing: …  (1914-i-rebuild-pair)". */
    g_print (_("missing: %s (%s)\n"), returns->missing,
             returns->missing_rule != NULL ? returns->missing_rule : "?");
}

int
vd_cli_hex_returns (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexReturns) returns = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

  if (argc != 1)
    return vd_cli_usage_error ("hex", "%s", _("hex returns wants BOARD"));
  returns = vd_hex_returns (loaded->setup, loaded->module, n, &error);
  if (returns == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    print_json (returns);
  else
    print_text (returns);
  return VD_CLI_OK;
}
