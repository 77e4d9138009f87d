#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-hex-ruleset.h"
#include "vd-ruleset.h"

/* Adds the rules named by ARG: a rule ID, or a terrain type for all of its rules. */
static gboolean
collect (const VdRuleset *ruleset, const char *arg, GPtrArray *rules)
{
  const VdRule *rule = vd_ruleset_find_rule (ruleset, arg);
  VdTerrainType type;

  if (rule != NULL)
    {
      g_ptr_array_add (rules, (gpointer) rule);
      return TRUE;
    }
  if (!vd_terrain_type_from_string (arg, &type))
    return FALSE;
  for (guint i = 0; ruleset->terrain[type].rules[i] != NULL; i++)
    g_ptr_array_add (rules, (gpointer) vd_ruleset_find_rule (ruleset, ruleset->terrain[type].rules[i]));
  return TRUE;
}

/* One rule to print: its id and its text, from a miniatures ruleset or a game module. */
typedef struct {
  const char   *id;
  const VdText *text;
} RuleText;

/* RULES (RuleText) of OWNER, one line each or as one JSON document. */
static void
print_rules (const char *owner, GArray *rules, gboolean json)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  if (!json)
    {
      for (guint i = 0; i < rules->len; i++)
        {
          const RuleText *rule = &g_array_index (rules, RuleText, i);

          g_print ("%-9s %s\n", rule->id, vd_text_get (rule->text));
        }
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "ruleset");
  json_builder_add_string_value (builder, owner);
  json_builder_set_member_name (builder, "language");
  json_builder_add_string_value (builder, vd_text_language ());
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rules->len; i++)
    {
      const RuleText *rule = &g_array_index (rules, RuleText, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, rule->id);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, vd_text_get (rule->text));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
add_module_rule (GArray *rules, const VdHexRule *rule)
{
  RuleText entry = { rule->id, &rule->text };

  g_array_append_val (rules, entry);
}

/* NAME as a board game's module (kind: hex-ruleset), or NULL when it names a miniatures
 * ruleset or nothing readable (the ruleset loader then says why). */
static VdHexRuleset *
load_game_module (const char *name)
{
  g_autofree char *relative = g_strdup_printf ("terrain%c%s.yaml", G_DIR_SEPARATOR, name);
  g_autofree char *path = strchr (name, '/') != NULL || g_str_has_suffix (name, ".yaml")
                            ? g_strdup (name) : vd_data_find (relative);
  g_autoptr(VdYamlDocument) doc = path != NULL ? vd_yaml_parse_file (path, NULL) : NULL;
  const char *kind = doc != NULL ? vd_yaml_document_kind (doc) : NULL;

  if (kind == NULL || !g_str_equal (kind, "hex-ruleset"))
    return NULL;
  return vd_hex_ruleset_load_document (g_steal_pointer (&doc), NULL);
}

/* The rules of a game module: all, or those given by id or by a terrain or hexside id. */
static int
print_module_rules (const VdHexRuleset *module, int argc, char **argv, gboolean json)
{
  g_autoptr(GArray) rules = g_array_new (FALSE, FALSE, sizeof (RuleText));

  for (guint r = 0; argc < 2 && r < module->rules->len; r++)
    add_module_rule (rules, g_ptr_array_index (module->rules, r));
  for (int i = 1; i < argc; i++)
    {
      const VdHexRule *rule = vd_hex_ruleset_find_rule (module, argv[i]);
      const VdHexTerrain *terrain = vd_hex_ruleset_find_terrain (module, argv[i]);

      if (terrain == NULL)
        terrain = vd_hex_ruleset_find_hexside (module, argv[i]);
      if (rule != NULL)
        add_module_rule (rules, rule);
      else if (terrain != NULL)
        for (guint r = 0; terrain->rules[r] != NULL; r++)
          {
            const VdHexRule *named = vd_hex_ruleset_find_rule (module, terrain->rules[r]);

            if (named != NULL)
              add_module_rule (rules, named);
          }
      else
        {
          g_autofree char *shown = vd_error_cut (argv[i]);

          g_printerr ("vedette-cli: error: ");
          g_printerr (_("“%s” is neither a rule ID nor a terrain of game module %s"), shown,
                      module->id);
          g_printerr ("\n");
          return VD_CLI_INVALID;
        }
    }
  print_rules (module->id, rules, json);
  return VD_CLI_OK;
}

int
vd_cli_rules (int argc, char **argv)
{
  g_autofree char *ruleset_name = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "ruleset", 0, 0, G_OPTION_ARG_FILENAME, &ruleset_name,
      N_("Read the rules of NAME (default napoleonic; a board game’s module: naa, bn, 1914, "
         "lba) or of a ruleset file"), N_("NAME") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("[RULE-ID|TERRAIN-TYPE…] — print rule texts"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(GPtrArray) rules = g_ptr_array_new ();

  g_option_context_set_summary (context,
                                _("Prints the ruleset’s text of each rule, in the user’s language: "
                                  "all of them, the rules given by ID (CREST-2), or those of a "
                                  "terrain type (wood)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "rules"))
    return VD_CLI_USAGE;

  if (ruleset_name != NULL)
    {
      g_autoptr(VdHexRuleset) module = load_game_module (ruleset_name);

      if (module != NULL)
        return print_module_rules (module, argc, argv, json);
    }
  ruleset = vd_ruleset_load_named (ruleset_name != NULL ? ruleset_name : "napoleonic", ".", &error);
  if (ruleset == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }

  if (argc < 2)
    g_ptr_array_extend (rules, ruleset->rules, NULL, NULL);
  for (int i = 1; i < argc; i++)
    if (!collect (ruleset, argv[i], rules))
      {
        g_autofree char *shown = vd_error_cut (argv[i]);

        g_printerr ("vedette-cli: error: ");
        g_printerr (_("“%s” is neither a rule ID nor a terrain type of ruleset %s"), shown,
                    ruleset->id);
        g_printerr ("\n");
        return VD_CLI_INVALID;
      }

  {
    g_autoptr(GArray) texts = g_array_new (FALSE, FALSE, sizeof (RuleText));

    for (guint i = 0; i < rules->len; i++)
      {
        const VdRule *rule = g_ptr_array_index (rules, i);
        RuleText entry = { rule->id, &rule->text };

        g_array_append_val (texts, entry);
      }
    print_rules (ruleset->id, texts, json);
  }
  return VD_CLI_OK;
}
