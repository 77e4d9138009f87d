/* vedette-cli hex extend: BN's extensions (17.0-17.1). */
#include "vd-cli.h"
#include "vd-cli-hex-extend.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-extension.h"

static void
print_json (const VdHexExtension *extension, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, extension->unit_id);
  json_builder_set_member_name (builder, "may");
  json_builder_add_boolean_value (builder, extension->may);
  json_builder_set_member_name (builder, "extensions");
  json_builder_add_int_value (builder, extension->n_extensions);
  json_builder_set_member_name (builder, "strength");
  vd_cli_hex_add_string_or_null (builder, extension->whole);
  json_builder_set_member_name (builder, "parent_strength");
  vd_cli_hex_add_string_or_null (builder, extension->parent_strength);
  json_builder_set_member_name (builder, "extension_strength");
  vd_cli_hex_add_string_or_null (builder, extension->extension_strength);
  json_builder_set_member_name (builder, "new_unit");
  vd_cli_hex_add_string_or_null (builder, extension->new_id);
  json_builder_set_member_name (builder, "open");
  vd_cli_hex_add_string_or_null (builder, extension->open);
  if (extension->why != NULL)
    vd_cli_hex_add_rule_why (builder, "why", extension->why_rule, extension->why);
  vd_cli_hex_add_odds_reasons (builder, extension->reasons);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

int
vd_cli_hex_extend (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexExtension) extension = NULL;
  gboolean applied = FALSE;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex extend wants BOARD UNIT [--apply]"));
  if (options->to != NULL)
    return vd_cli_usage_error ("hex", "%s", _("an extension appears in its parent’s hex and "
                                              "moves out from there (17.0c): hex extend takes "
                                              "no --to"));
  extension = vd_hex_extension (loaded->board, loaded->module, argv[1], &error);
  if (extension == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && extension->may)
    {
      g_autoptr(GPtrArray) events = vd_hex_extension_events (loaded->board, extension);

      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    {
      print_json (extension, applied);
      return VD_CLI_OK;
    }
  if (extension->may)
    /* Translators: "fr-1 may extend: fr-1-ex1 at B, the parent at A (17.1)". */
    g_print (_("%s may extend: %s at %s, the parent at %s (%s)\n"), extension->unit_id,
             extension->new_id, extension->extension_strength, extension->parent_strength,
             "17.1");
  else if (extension->open != NULL)
    /* Translators: "fr-1: not known: the equal share … (17.1)". */
    g_print (_("%s: not known: %s (%s)\n"), extension->unit_id, extension->why,
             extension->why_rule);
  else
    /* Translators: "fr-1 may not extend: only infantry extends, not class cavalry (17.1)". */
    g_print (_("%s may not extend: %s (%s)\n"), extension->unit_id, extension->why,
             extension->why_rule);
  vd_cli_hex_print_reasons (extension->reasons, "", TRUE);
  if (applied)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}
