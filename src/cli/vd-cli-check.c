#include "vd-cli.h"

#include <glib/gi18n.h>

#include "vd-board-battle.h"
#include "vd-cli-hex-lba-special.h"
#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-setup-check.h"
#include "vd-order-of-battle.h"
#include "vd-ruleset.h"
#include "vd-table-reader.h"
#include "vd-yaml-reader.h"

/* A one-line summary of what a valid file holds, after "FILE: ok"; with GAPS, what it leaves
 * to the owner is added to GAPS (one line each). */
typedef char *(*CheckFunc) (const char *path, const VdYamlDocument *doc, GPtrArray *gaps,
                            GError **error);

/* A crest line off its hill opens (the app draws what the file says) but is refused here
 * (HILL-4), at the crest's own line and column. */
static gboolean
check_crests (const VdYamlDocument *doc, const VdTable *table, GError **error)
{
  const VdYamlNode *terrain = vd_yaml_lookup (doc->root, "terrain");

  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = table->features->pdata[i];

      for (guint c = 0; c < feature->n_crests; c++)
        {
          const VdYamlNode *crests;
          VdPoint where;

          if (!vd_feature_crest_leaves_hill (feature, c, &where))
            continue;
          crests = terrain != NULL && i < terrain->n_children
                     ? vd_yaml_lookup (terrain->children[i], "crests") : NULL;
          /* Translators: "a crest line of “Shevardino hill” leaves the hill at (1300, 480)
           * mm: …"; HILL-4 is the rule's ID. */
          vd_yaml_error_at (doc, crests != NULL && c < crests->n_children ? crests->children[c]
                                                                         : terrain,
                            error, _("a crest line of “%s” leaves the hill at (%.0f, %.0f) mm: "
                                     "draw it within the hill's outline (HILL-4)"),
                            feature->name != NULL ? feature->name : feature->id, where.x,
                            where.y);
          return FALSE;
        }
    }
  return TRUE;
}

/* Two bases on each other are a slip of the set-up, not a rule's matter: warned, at the second
 * unit's line. */
static void
warn_overlaps (const char *path, const VdTable *table)
{
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (guint[2]));

  vd_table_overlapping_units (table, pairs);
  for (guint p = 0; p < pairs->len; p++)
    {
      const guint *pair = &g_array_index (pairs, guint, 2 * p);
      const VdUnit *a = table->units->pdata[pair[0]], *b = table->units->pdata[pair[1]];

      /* Translators: "FILE:LINE:COLUMN: warning: units “b2” and “b1” stand on each other: …". */
      g_printerr (_("%s:%u:%u: warning: units “%s” and “%s” stand on each other: their bases "
                    "overlap (bases may touch, not overlap)\n"),
                  path, b->pos.line, b->pos.column, b->id, a->id);
    }
}

static char *
check_table (const char *path, const VdYamlDocument *doc, GPtrArray *gaps,
             GError **error)
{
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = vd_table_load_checked (path, &ruleset, error);
  g_auto(GStrv) sides = NULL;
  g_autofree char *features = NULL, *units = NULL, *side_count = NULL;
  guint n_sides;

  if (table == NULL || !check_crests (doc, table, error))
    return NULL;
  warn_overlaps (path, table);
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
check_ruleset (const char *path, const VdYamlDocument *doc, GPtrArray *gaps,
               GError **error)
{
  g_autoptr(VdRuleset) ruleset = vd_ruleset_load (path, error);

  if (ruleset == NULL)
    return NULL;
  return g_strdup_printf (_("ruleset %s, %d terrain types, %u rules, %u distances, units from %s"),
                          ruleset->id, VD_N_TERRAIN_TYPES, ruleset->rules->len,
                          ruleset->distances->len, ruleset->units_path);
}

static char *
check_units (const char *path, const VdYamlDocument *doc, GPtrArray *gaps,
             GError **error)
{
  g_autoptr(VdRuleset) ruleset = vd_ruleset_new ();

  if (!vd_ruleset_load_units (ruleset, path, error))
    return NULL;
  return g_strdup_printf (_("units file, %d arms, %d formations"), VD_N_ARMS, VD_N_FORMATIONS);
}

/* An order of battle names no ruleset: it is checked against the default one, at 25mm. */
static char *
check_order_of_battle (const char *path, const VdYamlDocument *doc, GPtrArray *gaps,
                       GError **error)
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

static void
add_module_gaps (const VdHexRuleset *module, GPtrArray *gaps)
{
  for (guint i = 0; gaps != NULL && i < module->gaps->len; i++)
    g_ptr_array_add (gaps, vd_hex_gap_describe (module, module->gaps->pdata[i]));
}

/* The owner's entries that fill no gap are kept, and said so where they are. */
static void
warn_unused_entries (const VdHexEntries *entries)
{
  for (guint i = 0; entries != NULL && i < entries->entries->len; i++)
    {
      const VdHexEntry *entry = entries->entries->pdata[i];

      if (entry->unused != NULL)
        /* Translators: "FILE:LINE:COLUMN: warning: this entry is not used: the module gives
         * this value". */
        g_printerr (_("%s:%u:%u: warning: this entry is not used: %s\n"), entries->path,
                    entry->line, entry->col, entry->unused);
    }
}

/* "SUMMARY, 2 values entered by the owner" when his entries fill any gap. */
static char *
with_entries (char *summary, const VdHexRuleset *module)
{
  char *longer;

  warn_unused_entries (module->entries);
  if (module->n_entered == 0)
    return summary;
  /* Translators: a file's summary, then how many of the module's gaps the owner filled. */
  longer = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u value entered by the owner",
                                         "%s, %u values entered by the owner", module->n_entered),
                            summary, module->n_entered);
  g_free (summary);
  return longer;
}

static char *
check_entries (const char *path, const VdYamlDocument *doc, GPtrArray *gaps, GError **error)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_load (path, error);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autofree char *relative = NULL, *module_path = NULL, *count = NULL;
  guint n_entries;

  if (entries == NULL)
    return NULL;
  n_entries = entries->entries->len;
  relative = g_strdup_printf ("terrain%c%s.yaml", G_DIR_SEPARATOR, entries->module);
  module_path = vd_data_find (relative);
  if (module_path == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("%s: error: game module “%s” not found (no terrain/%s.yaml in the data "
                     "folders)"), path, entries->module, entries->module);
      return NULL;
    }
  module = vd_hex_ruleset_load_document_with (vd_yaml_parse_file (module_path, error),
                                              g_steal_pointer (&entries), error);
  if (module == NULL)
    return NULL;
  add_module_gaps (module, gaps);
  warn_unused_entries (module->entries);
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry", "%u entries", n_entries),
                           n_entries);
  /* Translators: "the owner's entries for game module 1914, 4 entries, 3 filling a gap". */
  return g_strdup_printf (_("the owner's entries for game module %s, %s, %u filling a gap"),
                          module->id, count, module->n_entered);
}

static char *
check_module (const char *path, const VdYamlDocument *doc, GPtrArray *gaps, GError **error)
{
  g_autoptr(VdHexRuleset) module = vd_hex_ruleset_load_entered (path, error);
  g_autofree char *rules = NULL, *missing = NULL;

  if (module == NULL)
    return NULL;
  add_module_gaps (module, gaps);
  rules = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u rule", "%u rules", module->rules->len),
                           module->rules->len);
  missing = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gap for the owner to fill",
                                          "%u gaps for the owner to fill", module->gaps->len),
                             module->gaps->len);
  /* Translators: "game module naa, 2 sides, 3 unit classes, 9 terrain, 6 hexside features,
   * 84 rules, 40 gaps for the owner to fill". */
  return with_entries (g_strdup_printf (_("game module %s, %u sides, %u unit classes, %u "
                                          "terrain, %u hexside features, %s, %s"),
                                        module->id, module->sides->len, module->classes->len,
                                        module->terrain->len, module->hexsides->len, rules,
                                        missing),
                       module);
}

/* The node of the counter BY names in DOC's `units:`, of the first counter in hex BY, or of
 * the option BY. */
static const VdYamlNode *
unit_node (const VdYamlDocument *doc, const char *by)
{
  const VdYamlNode *units = vd_yaml_lookup (doc->root, "units");

  for (guint i = 0; units != NULL && units->kind == VD_YAML_SEQUENCE && i < units->n_children;
       i++)
    {
      const VdYamlNode *item = units->children[i];
      const VdYamlNode *id = vd_yaml_lookup (item, "id");
      const VdYamlNode *hex = vd_yaml_lookup (item, "hex");

      if ((id != NULL && g_strcmp0 (id->value, by) == 0) ||
          (hex != NULL && g_strcmp0 (hex->value, by) == 0))
        return item;
    }
  /* Else an option BY names (LBA-COAL-3): its place in `options:`. */
  units = vd_yaml_lookup (doc->root, "options");
  for (guint i = 0; units != NULL && units->kind == VD_YAML_SEQUENCE && i < units->n_children;
       i++)
    if (g_strcmp0 (units->children[i]->value, by) == 0)
      return units->children[i];
  return NULL;
}

/* The set-up rules the board's counters break (BN 1.4.2, 1.4.4): warnings with their line. */
static void
warn_setup (const char *path, const VdYamlDocument *doc, const VdBoard *board,
            const VdHexRuleset *module)
{
  g_autoptr(GPtrArray) found = vd_hex_setup_check (board, module);

  for (guint i = 0; i < found->len; i++)
    {
      const VdHexOddsReason *reason = found->pdata[i];
      const VdYamlNode *node = unit_node (doc, reason->by);

      /* Translators: "FILE:LINE:COLUMN: warning: gen: starts in 0303 with none of the counters
       * he commands, … (1.4.2)". */
      g_printerr (_("%s:%u:%u: warning: %s: %s (%s)\n"), path, node != NULL ? node->line : 0,
                  node != NULL ? node->column : 0, reason->by, reason->what,
                  reason->rule != NULL ? reason->rule : "?");
    }
}

static char *
check_board (const char *path, const VdYamlDocument *doc, GPtrArray *gaps, GError **error)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_board_load_document (doc, &module, error);
  g_autofree char *units = NULL, *sides = NULL, *roads = NULL, *summary = NULL;

  if (board == NULL || !vd_board_check_journal (board, module, path, error))
    return NULL;
  /* The image is the owner's file beside the board: not there, the board is still whole. */
  if (board->background != NULL)
    {
      g_autofree char *folder = g_path_get_dirname (path);
      g_autofree char *image = g_path_is_absolute (board->background)
                                 ? g_strdup (board->background)
                                 : g_build_filename (folder, board->background, NULL);

      if (!g_file_test (image, G_FILE_TEST_IS_REGULAR))
        /* Translators: a board file, then its background image as the board names it. */
        g_printerr (_("%s: warning: the map image “%s” is not there; the board is checked "
                      "without it\n"), path, board->background);
    }
  vd_cli_check_santon (path, doc, board, module);
  warn_setup (path, doc, board, module);
  add_module_gaps (module, gaps);
  for (guint i = 0; gaps != NULL && i < board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);

      if (!unit->placed)
        g_ptr_array_add (gaps, g_strdup_printf (_("%s: set-up hex missing"), unit->id));
      if (unit->strength == NULL)
        g_ptr_array_add (gaps, g_strdup_printf (_("%s: strength missing"), unit->id));
      if (!unit->has_movement)
        g_ptr_array_add (gaps, g_strdup_printf (_("%s: movement missing"), unit->id));
      if (unit->roster == NULL &&
          vd_hex_ruleset_list_has (module, "special.roster.classes", unit->unit_class))
        /* Translators: "fr-3: loss roster row missing (6.6)". */
        g_ptr_array_add (gaps, g_strdup_printf (_("%s: loss roster row missing (%s)"), unit->id,
                                                vd_hex_ruleset_lookup_word (module,
                                                                            "special.roster.rule")));
    }
  units = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", board->units->len),
                           board->units->len);
  sides = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hexside feature",
                                       "%u hexside features", board->hexsides->len),
                           board->hexsides->len);
  roads = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u road", "%u roads", board->roads->len),
                           board->roads->len);
  /* Translators: "board “1914 — Nord”, game 1914, 30 × 20 hexes, 14 hexes described,
   * 6 hexside features, 2 roads, 12 units". */
  summary = g_strdup_printf (_("board “%s”, game %s, %d × %d hexes, %u hexes described, "
                               "%s, %s, %s"),
                             board->title != NULL ? board->title : "", module->id,
                             board->columns, board->rows, board->hexes->len, sides, roads, units);
  if (board->journal->len > 0)
    {
      char *longer =
        /* Translators: the board's summary above, then "12 events in the journal". */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u event in the journal",
                                      "%s, %u events in the journal", board->journal->len),
                         summary, board->journal->len);

      g_free (summary);
      summary = longer;
    }
  return with_entries (g_steal_pointer (&summary), module);
}

static char *
check_file (const char *path, GPtrArray *gaps, GError **error)
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
    { "hex-ruleset", check_module },
    { "hex-module-entries", check_entries },
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
      return kinds[i].check (path, doc, gaps, error);

  shown = vd_error_cut (kind->kind == VD_YAML_SCALAR ? kind->value : "?");
  vd_yaml_error_at (doc, kind, error,
                    _("unknown kind of file “%s” (expected table, ruleset, units, order-of-battle, "
                      "board, hex-ruleset or hex-module-entries)"),
                    shown);
  return NULL;
}

int
vd_cli_check (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE… — validate Vedette files"));
  gboolean completeness = FALSE;
  GOptionEntry entries[] = {
    { "completeness", 0, 0, G_OPTION_ARG_NONE, &completeness,
      N_("For boards and game modules, list every value the seeds leave to the owner"), NULL },
    { NULL }
  };
  int status = VD_CLI_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Checks tables, boards, rulesets, game modules and units files; "
                                  "prints one line per file, or its first error with file, line "
                                  "and column."));
  if (!vd_cli_parse_options (context, &argc, &argv, "check"))
    return VD_CLI_USAGE;
  if (argc < 2)
    return vd_cli_usage_error ("check", "%s", _("no file to check"));

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) gaps = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *summary = check_file (argv[i], completeness ? gaps : NULL, &error);

      if (summary != NULL)
        {
          /* "FILE: ok (…)" is the contract scripts read (formats.md §3): not translated. */
          g_print ("%s: ok (%s)\n", argv[i], summary);
          for (guint g = 0; g < gaps->len; g++)
            g_print ("  - %s\n", (char *) gaps->pdata[g]);
        }
      else
        {
          vd_cli_print_error (error);
          status = VD_CLI_INVALID;
        }
    }
  return status;
}
