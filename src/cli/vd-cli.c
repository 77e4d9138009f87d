#include "vd-cli.h"
#include "vd-file.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "vd-config.h"
#include "vd-error.h"
#include "vd-i18n.h"
#include "vd-standard-streams.h"
#include "vd-yaml-writer.h"

typedef struct {
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "check", vd_cli_check, N_("validate tables, boards, rulesets and game modules") },
  { "render", vd_cli_render, N_("draw a table or a board to PNG, SVG or PDF") },
  { "rules", vd_cli_rules, N_("print the texts of rules, by ID or terrain type") },
  { "sight", vd_cli_sight, N_("who sees whom, with distance, cover and the rules why") },
  { "move", vd_cli_move, N_("measure a move by the movement rules") },
  { "fire", vd_cli_fire, N_("may a unit declare fire at an enemy, and why (not)") },
  { "charge", vd_cli_charge, N_("may a unit declare a charge on an enemy, and why (not)") },
  { "recoil", vd_cli_recoil, N_("a unit pushed back: destroyed in a river, no formation in a marsh") },
  { "bombard", vd_cli_bombard, N_("a battery fires at a hedge, wall or house") },
  { "repair", vd_cli_repair, N_("engineers rebuild a hedge, wall or house") },
  { "record", vd_cli_record, N_("record an event (losses, morale, a move…) in a battle’s journal") },
  { "undo", vd_cli_undo, N_("drop the last event of a battle’s journal") },
  { "log", vd_cli_log, N_("list the events of a battle’s journal") },
  { "report", vd_cli_report, N_("losses by unit, command, side and turn, to PDF or CSV") },
  { "morale", vd_cli_morale, N_("a unit’s morale test: its state, the terrain’s factors, the enemies it sees") },
  { "melee", vd_cli_melee, N_("the melee calculator: factors, totals and losses by the table’s rules") },
  { "hex", vd_cli_hex, N_("hex mode: a hex’s contents, distances and lines on a board") },
  { "bench", vd_cli_bench, N_("time the sight engine and the battle journal") },
};

void
vd_cli_print_error (const GError *error)
{
  if (vd_error_has_position (error))
    g_printerr ("%s\n", error->message);
  else
    g_printerr ("vedette-cli: error: %s\n", error->message);
}

int
vd_cli_usage_error (const char *command, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("vedette-cli: error: %s\n", text);
  if (command != NULL)
    g_printerr (_("Try “vedette-cli %s --help”.\n"), command);
  else
    g_printerr ("%s\n", _("Try “vedette-cli --help”."));
  return VD_CLI_USAGE;
}

gboolean
vd_cli_parse_options (GOptionContext *context, int *argc, char ***argv, const char *command)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      vd_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  /* GLib stops at "--" but leaves it in: what follows is operands (a file named -x.yaml). */
  for (int i = 1; i < *argc; i++)
    if (g_str_equal ((*argv)[i], "--"))
      {
        memmove (&(*argv)[i], &(*argv)[i + 1], (*argc - i) * sizeof (char *));
        (*argc)--;
        break;
      }
  return TRUE;
}

double
vd_cli_round (double value, double scale)
{
  return round (value * scale) / scale;
}

gboolean
vd_cli_parse_point (const char *command, const char *option, const char *text, VdPoint *out)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  g_autofree char *shown = NULL;
  double values[2];

  if (g_strv_length (parts) == 2)
    {
      for (int i = 0; i < 2; i++)
        {
          char *end = NULL;
          const char *start = g_strstrip (parts[i]);

          values[i] = g_ascii_strtod (start, &end);
          if (*start == '\0' || *end != '\0' || !isfinite (values[i]) || fabs (values[i]) > 1e6)
            goto bad;
        }
      *out = vd_point (values[0], values[1]);
      return TRUE;
    }
bad:
  shown = vd_error_cut (text);
  /* Translators: --to, "12,x"; X,Y stays as it is. */
  vd_cli_usage_error (command, _("%s wants X,Y in millimetres, not “%s”"), option, shown);
  return FALSE;
}

VdUnit *
vd_cli_find_unit (VdTable *table, const char *path, const char *id)
{
  VdUnit *unit = vd_table_edit_unit (table, id);
  g_autofree char *shown = NULL;

  if (unit != NULL)
    return unit;
  shown = vd_error_cut (id);
  g_printerr ("vedette-cli: error: ");
  if (vd_table_find_feature (table, id) != NULL)
    /* Translators: "hill-1" in FILE, given where a unit was expected. */
    g_printerr (_("“%s” in %s is a terrain feature, not a unit"), shown, path);
  else if (vd_table_find_destroyed (table, id) != NULL)
    /* Translators: RIVER-2, HOUSE-10: "unit “fr-1” in FILE was destroyed: …". */
    g_printerr (_("unit “%s” in %s was destroyed: it is no longer on the table"), shown, path);
  else
    g_printerr (_("no unit “%s” in %s"), shown, path);
  g_printerr ("\n");
  return NULL;
}

VdFeature *
vd_cli_find_feature (VdTable *table, const char *path, const char *id)
{
  VdFeature *feature = vd_table_edit_feature (table, id);
  g_autofree char *shown = NULL;

  if (feature != NULL)
    return feature;
  shown = vd_error_cut (id);
  g_printerr ("vedette-cli: error: ");
  if (vd_table_find_unit (table, id) != NULL)
    /* Translators: "fr-1" in FILE, given where a terrain feature was expected. */
    g_printerr (_("“%s” in %s is a unit, not a terrain feature"), shown, path);
  else
    g_printerr (_("no terrain feature “%s” in %s"), shown, path);
  g_printerr ("\n");
  return NULL;
}

void
vd_cli_add_point_json (JsonBuilder *builder, VdPoint p)
{
  json_builder_begin_array (builder);
  json_builder_add_double_value (builder, vd_cli_round (p.x, 100));
  json_builder_add_double_value (builder, vd_cli_round (p.y, 100));
  json_builder_end_array (builder);
}

void
vd_cli_add_this_turn_json (JsonBuilder *builder, VdBattle *battle, const char *unit_id)
{
  vd_cli_add_turn_unit_json (builder, vd_turn_state_for_battle (battle, NULL), unit_id);
}

void
vd_cli_add_turn_unit_json (JsonBuilder *builder, const VdTurnState *turn, const char *unit_id)
{
  const VdTurnUnit *record = turn != NULL ? vd_turn_state_lookup (turn, unit_id) : NULL;

  if (record == NULL)
    return;
  json_builder_set_member_name (builder, "this_turn");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "moved");
  json_builder_add_double_value (builder, vd_cli_round (record->spent, 100));
  json_builder_set_member_name (builder, "allowance");
  json_builder_add_double_value (builder, vd_cli_round (record->allowance, 100));
  json_builder_set_member_name (builder, "left");
  json_builder_add_double_value (builder, vd_cli_round (record->left, 100));
  json_builder_set_member_name (builder, "fired");
  json_builder_add_boolean_value (builder, record->fired);
  json_builder_set_member_name (builder, "charged");
  json_builder_add_boolean_value (builder, record->charged);
  json_builder_set_member_name (builder, "bombarded");
  json_builder_add_boolean_value (builder, record->bombarded || record->set_fire);
  json_builder_end_object (builder);
}

void
vd_cli_add_int_or_null (JsonBuilder *builder, gboolean known, gint64 value)
{
  if (known)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
vd_cli_add_double_or_null (JsonBuilder *builder, gboolean known, double value)
{
  if (known)
    json_builder_add_double_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

char *
vd_cli_json_text (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  return vd_cli_json_node_text (root);
}

char *
vd_cli_json_node_text (JsonNode *root)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *raw = NULL;
  GString *tidy;
  gboolean in_string = FALSE;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  raw = json_generator_to_data (generator, NULL);

  tidy = g_string_sized_new (strlen (raw));
  for (const char *p = raw; *p != '\0';)
    {
      if (in_string)
        {
          /* An escaped character never ends the string. */
          if (*p == '\\' && p[1] != '\0')
            g_string_append_c (tidy, *p++);
          else if (*p == '"')
            in_string = FALSE;
          g_string_append_c (tidy, *p++);
        }
      else if (*p == '"')
        {
          in_string = TRUE;
          g_string_append_c (tidy, *p++);
        }
      else if (*p == '-' || g_ascii_isdigit (*p))
        {
          char buf[32];
          char *end = NULL;
          double value = g_ascii_strtod (p, &end);

          g_string_append (tidy, vd_yaml_format_number (value, buf));
          p = end;
        }
      else
        g_string_append_c (tidy, *p++);
    }
  return g_string_free (tidy, FALSE);
}

/* STATUS, unless the answer did not reach standard output whole (a full disk): a script must
 * not take a cut answer for the whole one. */
static int
finish_output (int status)
{
  int failure = vd_standard_streams_failure ();

  if (failure == 0)
    return status;
  g_printerr ("vedette-cli: error: %s: %s\n", _("the answer could not be written"),
              g_strerror (failure));
  return status == VD_CLI_OK ? VD_CLI_INVALID : status;
}

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: vedette-cli COMMAND [OPTION…] FILE…"));
  fprintf (out, "%s\n\n", _("Answers a referee’s questions about a Vedette battle table."));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “vedette-cli COMMAND --help” for a command’s options."));
  fprintf (out, "%s\n", _("Exit status: 0 success, 1 invalid file or impossible query, 2 bad usage."));
}

int
main (int argc, char **argv)
{
  vd_file_init_process ();
  vd_i18n_init ();
  vd_standard_streams_init ();

  if (argc < 2)
    {
      print_help (stderr);
      return VD_CLI_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      print_help (stdout);
      return finish_output (VD_CLI_OK);
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("vedette-cli %s\n", VD_VERSION);
      return finish_output (VD_CLI_OK);
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        g_autofree char *prgname = g_strdup_printf ("vedette-cli %s", commands[i].name);

        /* A command's --help then reads "vedette-cli check [OPTION…]". */
        g_set_prgname (prgname);
        return finish_output (commands[i].run (argc - 1, argv + 1));
      }

  {
    g_autofree char *shown = vd_error_cut (argv[1]);

    return vd_cli_usage_error (NULL, _("unknown command “%s”"), shown);
  }
}
