#include "vd-cli.h"

#include <glib/gi18n.h>

#include "vd-error.h"
#include "vd-order-of-battle.h"
#include "vd-ruleset.h"
#include "vd-table-reader.h"
#include "vd-yaml-reader.h"

/* A one-line summary of what a valid file holds, after "FILE: ok". */
typedef char *(*CheckFunc) (const char *path, const VdYamlDocument *doc, GError **error);

static char *
check_table (const char *path, const VdYamlDocument *doc, GError **error)
{
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = vd_table_load_checked (path, &ruleset, error);
  g_auto(GStrv) sides = NULL;
  g_autofree char *features = NULL, *units = NULL, *side_count = NULL;
  guint n_sides;

  if (table == NULL)
    return NULL;
  sides = vd_table_list_sides (table);
  features = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u terrain feature",
                                           "%u terrain features", table->features->len),
                              table->features->len);
  units = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", table->units->len),
                           table->units->len);
  n_sides = g_strv_length (sides);
  side_count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u side", "%u sides", n_sides),
                                n_sides);
  /* Translators: "table “Shevardino”, 25mm, ruleset napoleonic, 33 terrain features, 89 units,
   * 2 sides"; the counts are translated on their own. */
  if (table->journal != NULL && table->journal->len > 0)
    {
      g_autofree char *events =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u event", "%u events",
                                      table->journal->len), table->journal->len);

      /* Translators: as above, then the events of its journal: "…, 2 sides, 14 events". */
      return g_strdup_printf (_("table “%s”, %s, ruleset %s, %s, %s, %s, %s"), table->title,
                              vd_scale_to_string (table->scale), ruleset->id, features, units,
                              side_count, events);
    }
  return g_strdup_printf (_("table “%s”, %s, ruleset %s, %s, %s, %s"), table->title,
                          vd_scale_to_string (table->scale), ruleset->id, features, units,
                          side_count);
}

static char *
check_ruleset (const char *path, const VdYamlDocument *doc, GError **error)
{
  g_autoptr(VdRuleset) ruleset = vd_ruleset_load (path, error);

  if (ruleset == NULL)
    return NULL;
  return g_strdup_printf (_("ruleset %s, %d terrain types, %u rules, %u distances, units from %s"),
                          ruleset->id, VD_N_TERRAIN_TYPES, ruleset->rules->len,
                          ruleset->distances->len, ruleset->units_path);
}

static char *
check_units (const char *path, const VdYamlDocument *doc, GError **error)
{
  g_autoptr(VdRuleset) ruleset = vd_ruleset_new ();

  if (!vd_ruleset_load_units (ruleset, path, error))
    return NULL;
  return g_strdup_printf (_("units file, %d arms, %d formations"), VD_N_ARMS, VD_N_FORMATIONS);
}

/* An order of battle names no ruleset: it is checked against the default one, at 25mm. */
static char *
check_order_of_battle (const char *path, const VdYamlDocument *doc, GError **error)
{
  g_autoptr(VdRuleset) ruleset = vd_ruleset_load_named ("napoleonic", NULL, error);
  g_autoptr(VdOrderOfBattle) oob = NULL;
  g_autofree char *commands = NULL, *units = NULL;

  if (ruleset == NULL ||
      (oob = vd_order_of_battle_load (path, ruleset, VD_SCALE_25MM, error)) == NULL)
    return NULL;
  commands = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u command", "%u commands",
                                           oob->commands->len), oob->commands->len);
  units = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", oob->units->len),
                           oob->units->len);
  /* Translators: "order of battle “Shevardino”, 12 commands, 89 units". */
  return g_strdup_printf (_("order of battle “%s”, %s, %s"), oob->title, commands, units);
}

static char *
check_board (const char *path, const VdYamlDocument *doc, GError **error)
{
  vd_yaml_error_at (doc, vd_yaml_lookup (doc->root, "kind"), error, "%s",
                    _("board files (hex mode) cannot be checked by this version yet"));
  return NULL;
}

static char *
check_file (const char *path, GError **error)
{
  static const struct {
    const char *kind;
    CheckFunc   check;
  } kinds[] = {
    { "table", check_table },
    { "ruleset", check_ruleset },
    { "units", check_units },
    { "order-of-battle", check_order_of_battle },
    { "board", check_board },
  };
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, error);
  g_autofree char *shown = NULL;
  const VdYamlNode *kind;

  if (doc == NULL)
    return NULL;
  if (!vd_yaml_expect_mapping (doc, doc->root, C_("value name", "a Vedette file"), error))
    return NULL;
  kind = vd_yaml_lookup (doc->root, "kind");
  if (kind == NULL)
    {
      /* The header check explains what is missing, "vedette: 1" first. */
      vd_yaml_check_header (doc, "table", error);
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (kind->kind == VD_YAML_SCALAR && g_str_equal (kind->value, kinds[i].kind))
      return kinds[i].check (path, doc, error);

  shown = vd_error_cut (kind->kind == VD_YAML_SCALAR ? kind->value : "?");
  vd_yaml_error_at (doc, kind, error,
                    _("unknown kind of file “%s” (expected table, ruleset, units, order-of-battle or "
                      "board)"),
                    shown);
  return NULL;
}

int
vd_cli_check (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE… — validate Vedette files"));
  int status = VD_CLI_OK;

  g_option_context_set_summary (context,
                                _("Checks tables, rulesets and units files; prints one line per "
                                  "file, or its first error with file, line and column."));
  if (!vd_cli_parse_options (context, &argc, &argv, "check"))
    return VD_CLI_USAGE;
  if (argc < 2)
    return vd_cli_usage_error ("check", "%s", _("no file to check"));

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *summary = check_file (argv[i], &error);

      if (summary != NULL)
        /* "FILE: ok (…)" is the contract scripts read (formats.md §3): not translated. */
        g_print ("%s: ok (%s)\n", argv[i], summary);
      else
        {
          vd_cli_print_error (error);
          status = VD_CLI_INVALID;
        }
    }
  return status;
}
