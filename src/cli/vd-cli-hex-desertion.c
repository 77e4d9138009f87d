/* vedette-cli hex desertion: BN's Desertion Table (21.1). */
#include "vd-cli.h"
#include "vd-cli-hex-desertion.h"

#include <glib/gi18n.h>

#include "vd-error.h"
#include "vd-hex-desertion-bn.h"

int
vd_cli_hex_desertion (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexDesertion) desertion = NULL;
  int forced;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex desertion wants BOARD UNIT [--roll N]"));
  desertion = vd_hex_desertion (loaded->board, loaded->module, argv[1], options->roll, &error);
  if (desertion == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* 18.0b: a forced march this turn, as the journal's move records it, owes the roll. */
  forced = vd_hex_desertion_forced (loaded->setup,
                                    loaded->setup->journal != NULL ? loaded->setup->journal->len
                                                                   : 0,
                                    loaded->board->turn, loaded->module, argv[1],
                                    desertion->reasons);
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, desertion->unit_id);
      json_builder_set_member_name (builder, "takes_stragglers");
      json_builder_add_boolean_value (builder, desertion->takes);
      json_builder_set_member_name (builder, "column");
      vd_cli_hex_add_string_or_null (builder, desertion->column);
      json_builder_set_member_name (builder, "die");
      vd_cli_add_int_or_null (builder, desertion->die > 0, desertion->die);
      json_builder_set_member_name (builder, "forced_march");
      vd_cli_add_int_or_null (builder, forced > 0, forced);
      json_builder_set_member_name (builder, "stragglers");
      vd_cli_add_int_or_null (builder, desertion->known, desertion->stragglers);
      vd_cli_hex_add_odds_reasons (builder, desertion->reasons);
      if (desertion->missing->len > 0)
        vd_cli_hex_add_reasons_named (builder, "missing", desertion->missing);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (desertion->known)
    /* Translators: "fr-1: 2 stragglers (21.1)". */
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %d straggler (%s)\n", "%s: %d stragglers (%s)\n",
                          desertion->stragglers),
             desertion->unit_id, desertion->stragglers, "21.1");
  else
    /* Translators: "fr-1: stragglers not known (21.1)". */
    g_print (_("%s: stragglers not known (%s)\n"), desertion->unit_id, "21.1");
  vd_cli_hex_print_reasons (desertion->reasons, "", TRUE);
  vd_cli_hex_print_reasons (desertion->missing, _("missing: "), TRUE);
  return VD_CLI_OK;
}
