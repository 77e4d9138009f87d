/* vedette-cli hex retreat (formats.md §4): the hexes a stack may retreat to, by the game's
 * rules, and the retreat recorded. */
#include "vd-cli.h"
#include "vd-cli-hex-retreat.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-retreat.h"

/* RETREAT, retreated HEXES hexes, as formats.md §4's object. */
static void
retreat_json (JsonBuilder *builder, const Loaded *loaded, const VdHexRetreat *retreat, int hexes)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, retreat->unit_id);
  json_builder_set_member_name (builder, "retreats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      g_autofree char *to = vd_board_format_hex (loaded->board, choice->to);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "to");
      if (choice->off_map)
        json_builder_add_null_value (builder);
      else
        json_builder_add_string_value (builder, to);
      json_builder_set_member_name (builder, "pushes");
      json_builder_begin_array (builder);
      for (guint n = 0; n < choice->pushes->len; n++)
        {
          const VdHexPush *push = choice->pushes->pdata[n];
          g_autofree char *push_to = vd_board_format_hex (loaded->board, push->to);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "unit");
          json_builder_add_string_value (builder, push->unit);
          json_builder_set_member_name (builder, "to");
          if (push->off_map)
            json_builder_add_null_value (builder);
          else
            json_builder_add_string_value (builder, push_to);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, choice->rule);
      if (choice->note != NULL)
        {
          json_builder_set_member_name (builder, "note");
          json_builder_add_string_value (builder, choice->note);
        }
      if (choice->path != NULL)
        {
          /* BN 25.3: the hexes a longer retreat passes before its end. */
          json_builder_set_member_name (builder, "via");
          json_builder_begin_array (builder);
          for (guint n = 0; n < choice->path->len; n++)
            {
              g_autofree char *via = vd_board_format_hex (loaded->board,
                                                          g_array_index (choice->path,
                                                                         VdHex, n));

              json_builder_add_string_value (builder, via);
            }
          json_builder_end_array (builder);
        }
      if (choice->formation != NULL)
        {
          json_builder_set_member_name (builder, "formation");
          json_builder_add_string_value (builder, choice->formation);
        }
      if (choice->if_reading)
        {
          json_builder_set_member_name (builder, "if_reading");
          json_builder_add_string_value (builder, retreat->reading);
        }
      if (choice->routs != NULL)
        /* BN 25.3d: over the stacking limit there, all rout. */
        vd_cli_hex_add_rule_why (builder, "routs", choice->routs_rule, choice->routs);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < retreat->refused->len; i++)
    {
      const VdHexRetreatRefusal *refusal = retreat->refused->pdata[i];
      g_autofree char *hex = vd_board_format_hex (loaded->board, refusal->hex);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, refusal->rule);
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, hex);
      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, refusal->why);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "moved_by");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "who");
  vd_cli_hex_add_string_or_null (builder, retreat->moved_by);
  json_builder_set_member_name (builder, "rule");
  vd_cli_hex_add_string_or_null (builder, retreat->moved_by_rule);
  json_builder_end_object (builder);
  if (retreat->stack != NULL)
    {
      /* BN 25.3b: the others of its stack go as many hexes. */
      json_builder_set_member_name (builder, "stack");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "units");
      json_builder_begin_array (builder);
      for (guint i = 0; retreat->stack[i] != NULL; i++)
        json_builder_add_string_value (builder, retreat->stack[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "hexes");
      json_builder_add_int_value (builder, hexes);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, retreat->stack_rule);
      json_builder_end_object (builder);
    }
  if (retreat->failure != NULL)
    {
      vd_cli_hex_add_rule_why (builder, "failure", retreat->failure_rule, retreat->failure);
    }
  if (retreat->stays != NULL)
    vd_cli_hex_add_rule_why (builder, "stays", retreat->stays_rule, retreat->stays);
  if (retreat->no_reaction != NULL)
    vd_cli_hex_add_rule_why (builder, "no_reaction", retreat->no_reaction_rule,
                             retreat->no_reaction);
  if (retreat->unknown != NULL)
    {
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, "unknown: supply it");
      vd_cli_hex_add_rule_why (builder, "missing", retreat->unknown_rule, retreat->unknown);
    }
  json_builder_end_object (builder);
}

/* RETREAT, retreated HEXES hexes, in words. */
static void
retreat_text (const Loaded *loaded, const VdHexRetreat *retreat, int hexes)
{
  if (retreat->moved_by == NULL)
    /* Translators: a game whose rules do not say who moves a retreating unit (LBA). */
    g_print (_("%s retreats, moved by whom the rules do not say:\n"), retreat->unit_id);
  else
    /* Translators: "fr-1 retreats, moved by the victor (D11):". */
    g_print (_("%s retreats, moved by the %s (%s):\n"), retreat->unit_id,
             g_strcmp0 (retreat->moved_by, "owner") == 0 ? _("owner") : _("victor"),
             retreat->moved_by_rule != NULL ? retreat->moved_by_rule : "?");
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      g_autofree char *to = choice->off_map ? g_strdup (_("off the map"))
                                            : vd_board_format_hex (loaded->board, choice->to);
      g_autoptr(GString) pushes = g_string_new (NULL);

      for (guint n = 0; n < choice->pushes->len; n++)
        {
          const VdHexPush *push = choice->pushes->pdata[n];
          g_autofree char *push_to = push->off_map ? NULL
                                                   : vd_board_format_hex (loaded->board, push->to);

          /* Translators: ", pushing fr-2 to 0406". */
          if (push->off_map)
            /* Translators: ", pushing fr-2 off the map" (1914-RET-5). */
            g_string_append_printf (pushes, _(", pushing %s off the map"), push->unit);
          else
            g_string_append_printf (pushes, _(", pushing %s to %s"), push->unit, push_to);
        }
      for (guint n = 0; choice->path != NULL && n < choice->path->len; n++)
        {
          g_autofree char *via = vd_board_format_hex (loaded->board,
                                                      g_array_index (choice->path, VdHex, n));

          /* Translators: ", through 0405" (BN 25.3: a 2-hex retreat). */
          g_string_append_printf (pushes, _(", through %s"), via);
        }
      if (choice->if_reading)
        /* Translators: ", only as reading bn-i-rear reads it". */
        g_string_append_printf (pushes, _(", only as reading %s goes"), retreat->reading);
      g_print ("  %s%s (%s)%s%s\n", to, pushes->str, choice->rule != NULL ? choice->rule : "?",
               choice->note != NULL ? ": " : "", choice->note != NULL ? choice->note : "");
      if (choice->routs != NULL)
        /* Translators: BN 25.3d, under a retreat's hex: "    there: over the stacking limit
         * there (…): every unit in it is routed at once (25.3d)". */
        g_print (_("    there: %s (%s)\n"), choice->routs,
                 choice->routs_rule != NULL ? choice->routs_rule : "?");
    }
  if (retreat->stack != NULL && retreat->stack[0] != NULL)
    {
      g_autofree char *mates = g_strjoinv (", ", retreat->stack);

      /* Translators: BN 25.3b, "  its stack goes 2 hexes too, together or apart: fr2 (25.3b)". */
      g_print (g_dngettext (GETTEXT_PACKAGE,
                            "  its stack goes %d hex too, together or apart: %s (%s)\n",
                            "  its stack goes %d hexes too, together or apart: %s (%s)\n",
                            (gulong) hexes),
               hexes, mates, retreat->stack_rule != NULL ? retreat->stack_rule : "?");
    }
  if (retreat->stays != NULL)
    g_print ("  %s (%s)\n", retreat->stays, retreat->stays_rule != NULL ? retreat->stays_rule : "?");
  if (retreat->no_reaction != NULL)
    g_print ("  %s (%s)\n", retreat->no_reaction, retreat->no_reaction_rule);
  if (retreat->unknown != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), retreat->unknown,
             retreat->unknown_rule != NULL ? retreat->unknown_rule : "?");
  if (retreat->failure != NULL)
    g_print ("  %s (%s)\n", retreat->failure,
             retreat->failure_rule != NULL ? retreat->failure_rule : "?");
  for (guint i = 0; i < retreat->refused->len; i++)
    {
      const VdHexRetreatRefusal *refusal = retreat->refused->pdata[i];
      g_autofree char *hex = vd_board_format_hex (loaded->board, refusal->hex);

      /* Translators: "  not 0405: in an enemy zone (D11)". */
      g_print (_("  not %s: %s (%s)\n"), hex, refusal->why,
               refusal->rule != NULL ? refusal->rule : "?");
    }
}

/* ARG, "UNIT[=N][,UNIT[=N]…]", as the counters and the hexes each retreats (DEFAULT_HEXES
 * where not given); FALSE for a distance that is not a number. */
static gboolean
retreat_units (const char *arg, int default_hexes, GStrv *ids, GArray *hexes)
{
  g_auto(GStrv) parts = g_strsplit (arg, ",", -1);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (parts[i], "=", 2);
      gint64 n = default_hexes;

      if (pair[0] == NULL || *pair[0] == '\0' ||
          (pair[1] != NULL && !g_ascii_string_to_signed (pair[1], 10, 1, 99, &n, NULL)))
        return FALSE;
      g_strv_builder_add (names, pair[0]);
      {
        int h = (int) n;

        g_array_append_val (hexes, h);
      }
    }
  *ids = g_strv_builder_end (names);
  return TRUE;
}

/* The retreat of IDS HEXES hexes into --to recorded (--apply), or without --to what having no
 * way out makes of them: one undo step. */
static int
retreat_apply (Loaded *loaded, GStrv ids, int hexes, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) reasons = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) events = NULL;
  VdHex to;

  /* Without --to: the units have no way out, and what that makes of them is recorded. */
  if (options->to == NULL)
    events = vd_hex_retreat_failure_events (loaded->board, loaded->module,
                                            (const char * const *) ids, hexes, reasons, &error);
  else if (!vd_cli_hex_parse_hex (loaded, options->to, &to))
    return VD_CLI_INVALID;
  else
    events = vd_hex_retreat_events (loaded->board, loaded->module, (const char * const *) ids,
                                    hexes, to, reasons, &error);
  if (events == NULL || !vd_cli_hex_append_events (loaded, events, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "units");
      json_builder_begin_array (builder);
      for (guint i = 0; ids[i] != NULL; i++)
        json_builder_add_string_value (builder, ids[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "to");
      if (options->to != NULL)
        json_builder_add_string_value (builder, options->to);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "hexes");
      json_builder_add_int_value (builder, hexes);
      vd_cli_hex_add_odds_reasons (builder, reasons);
      json_builder_set_member_name (builder, "applied");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  g_print (_("retreat applied: kept in the board’s journal, one step to undo\n"));
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      g_print ("  %s  %s  %s\n", reason->by != NULL ? reason->by : "", reason->what,
               reason->rule != NULL ? reason->rule : "?");
    }
  return VD_CLI_OK;
}

/* Every legal retreat of a counter or of several (formats.md §4); BN 25.3b: one stack, one
 * distance; with --to and --apply, the retreat recorded. */
int
vd_cli_hex_retreat (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(JsonBuilder) builder = NULL;
  g_auto(GStrv) ids = NULL;
  VdHex melee_from, back_to;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex retreat wants BOARD UNIT[=N][,UNIT[=N]…] "
                                              "[--hexes N] [--melee-from HEX | --back-to HEX] "
                                              "[--to HEX] [--apply]"));
  if (!retreat_units (argv[1], options->hexes, &ids, hexes))
    return vd_cli_usage_error ("hex", "%s", _("hex retreat takes UNIT[=N][,UNIT[=N]…], N a "
                                              "number of hexes"));
  if ((options->melee_from != NULL &&
       !vd_cli_hex_parse_hex (loaded, options->melee_from, &melee_from)) ||
      (options->back_to != NULL && !vd_cli_hex_parse_hex (loaded, options->back_to, &back_to)))
    return VD_CLI_INVALID;
  if (!vd_hex_retreat_same_distance (loaded->board, loaded->module, (const char * const *) ids,
                                     (const int *) (gpointer) hexes->data, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply || options->to != NULL)
    {
      for (guint i = 1; i < hexes->len; i++)
        if (g_array_index (hexes, int, i) != g_array_index (hexes, int, 0))
          return vd_cli_usage_error ("hex", "%s", _("hex retreat --apply records one distance "
                                                    "for all its units"));
      if (!options->apply || options->melee_from != NULL || options->back_to != NULL)
        return vd_cli_usage_error ("hex", "%s", _("hex retreat records a retreat to the rear "
                                                  "with --apply, and --to HEX where it has a way"));
      return retreat_apply (loaded, ids, g_array_index (hexes, int, 0), options);
    }
  if (options->json)
    {
      builder = json_builder_new ();
      if (ids[1] != NULL)
        json_builder_begin_array (builder);
    }
  for (guint i = 0; ids[i] != NULL; i++)
    {
      int n = g_array_index (hexes, int, i);
      g_autoptr(VdHexRetreat) retreat =
        vd_hex_retreat_melee (loaded->board, loaded->module, ids[i], n,
                              options->melee_from != NULL ? &melee_from : NULL,
                              options->back_to != NULL ? &back_to : NULL, &error);

      if (retreat == NULL)
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      if (builder != NULL)
        retreat_json (builder, loaded, retreat, n);
      else
        retreat_text (loaded, retreat, n);
    }
  if (builder != NULL)
    {
      if (ids[1] != NULL)
        json_builder_end_array (builder);
      vd_cli_hex_print_json (builder);
    }
  return VD_CLI_OK;
}
