#include "vd-cli.h"

#include <glib/gi18n.h>

#include "vd-error.h"
#include "vd-render.h"
#include "vd-board-battle.h"
#include "vd-render-board.h"
#include "vd-yaml-reader.h"
#include "vd-sight.h"

/* PATH parsed, when it is a board (hex mode) rather than a table: its `kind`. */
static VdYamlDocument *
parse_board (const char *path)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, NULL);
  const char *kind = doc != NULL ? vd_yaml_document_kind (doc) : NULL;

  return kind != NULL && g_str_equal (kind, "board") ? g_steal_pointer (&doc) : NULL;
}

int
vd_cli_render (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *side = NULL;
  int width = 1800;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the drawing to OUT (.png, .svg or .pdf)"), N_("OUT") },
    { "width", 0, 0, G_OPTION_ARG_INT, &width, N_("Width of a PNG in pixels (default 1800)"),
      N_("PX") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side,
      N_("Draw the table as SIDE sees it: enemy units none of its units sees are left out"),
      N_("SIDE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE -o OUT — draw a table or a board"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autoptr(GHashTable) hidden = NULL;
  g_autoptr(VdYamlDocument) board_doc = NULL;
  VdRenderOptions options;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "render"))
    return VD_CLI_USAGE;
  if (argc != 2)
    return vd_cli_usage_error ("render", "%s", _("give exactly one table or board file"));
  if (output == NULL)
    return vd_cli_usage_error ("render", "%s", _("missing -o OUT"));
  if (width < 16 || width > 16384)
    return vd_cli_usage_error ("render", _("--width must be between 16 and 16384, not %d"),
                               width);
  if (!g_str_has_suffix (output, ".png") && !g_str_has_suffix (output, ".svg") &&
      !g_str_has_suffix (output, ".pdf"))
    return vd_cli_usage_error ("render", "%s", _("OUT must end in .png, .svg or .pdf"));

  board_doc = parse_board (argv[1]);
  if (board_doc != NULL)
    {
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) setup = vd_board_load_document (board_doc, &module, &error);
      g_autoptr(VdBoard) board = NULL;

      /* The game as it stands: the set-up with its journal replayed. */
      if (setup == NULL || !vd_board_check_journal (setup, module, argv[1], &error) ||
          (board = vd_board_replay (setup, module, G_MAXUINT, &error)) == NULL ||
          !vd_render_board_to_file (board, module, output, width, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      if (side != NULL)
        g_printerr ("%s\n", _("vedette-cli: warning: --side is for tables; the whole board was drawn"));
      return VD_CLI_OK;
    }

  /* The battle as it stands: the set-up with its journal replayed. */
  table = vd_cli_load_current (argv[1], &ruleset);
  if (table == NULL)
    return VD_CLI_INVALID;
  vd_render_options_init (&options);
  if (side != NULL)
    {
      g_auto(GStrv) sides = vd_table_list_sides (table);
      g_autoptr(VdSight) sight = NULL;

      if (!g_strv_contains ((const char * const *) sides, side))
        {
          g_autofree char *shown = vd_error_cut (side);

          g_printerr ("vedette-cli: error: ");
          g_printerr (_("no unit of side “%s” in %s"), shown, argv[1]);
          g_printerr ("\n");
          return VD_CLI_INVALID;
        }
      sight = vd_sight_new (table, ruleset);
      hidden = vd_sight_hidden_from_side (sight, side);
      options.hidden_units = hidden;
    }
  if (!vd_render_to_file_with_options (table, ruleset, &options, output, width, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  return VD_CLI_OK;
}
