#include <string.h>

#include "vd-board.h"
#include "vd-error.h"

/* The four board games as data (README "Hex mode"): each module loads, names what its seed
 * leaves out, and carries the facts its seed gives with their rule; each demonstration board
 * loads against its module. */

typedef struct {
  const char *id;
  const char *board;
} Game;

static const Game games[] = {
  { "naa", "demo-naa.yaml" },
  { "bn", "demo-bn.yaml" },
  { "1914", "demo-1914.yaml" },
  { "lba", "demo-lba.yaml" },
};

static VdHexRuleset *
load_module (const char *id)
{
  g_autoptr(GError) error = NULL;
  VdHexRuleset *module = vd_hex_ruleset_load_named (id, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (module);
  return module;
}

static gboolean
has_chart_gap (const VdHexRuleset *module)
{
  for (guint i = 0; i < module->gaps->len; i++)
    {
      const VdHexGap *gap = g_ptr_array_index (module->gaps, i);

      if (gap->kind == VD_HEX_GAP_CHART_CELLS || gap->kind == VD_HEX_GAP_CHART_SIZE)
        return TRUE;
    }
  return FALSE;
}

/* Every module loads, has its sides, classes, phases and rules, each rule in both languages,
 * and reports at least one missing chart: none of the seeds holds all its charts. */
static void
test_games_modules_load (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(VdHexRuleset) module = load_module (games[g].id);

      g_test_message ("%s: %u rules, %u gaps", games[g].id, module->rules->len, module->gaps->len);
      g_assert_cmpstr (module->id, ==, games[g].id);
      g_assert_cmpuint (module->sides->len, >=, 2);
      g_assert_cmpuint (module->classes->len, >=, 1);
      g_assert_cmpuint (module->phases->len, >=, 1);
      g_assert_cmpuint (module->rules->len, >=, 10);
      g_assert_cmpuint (module->terrain->len, >=, 1);
      for (guint r = 0; r < module->rules->len; r++)
        {
          const VdHexRule *rule = g_ptr_array_index (module->rules, r);

          g_assert_cmpuint (strlen (rule->text.en), >, 0);
          g_assert_cmpuint (strlen (rule->text.fr), >, 0);
        }
      g_assert_true (has_chart_gap (module));
      for (guint i = 0; i < module->gaps->len; i++)
        g_free (vd_hex_gap_describe (module, module->gaps->pdata[i]));
    }
}

/* Every demonstration board loads against its module, says it is one, and its counters are
 * the module's sides and classes (the reader checks them). */
static void
test_games_demo_boards (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", games[g].board,
                                                     NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = vd_board_load (path, &module, &error);
      g_autofree char *title = NULL;
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      g_assert_cmpstr (module->id, ==, games[g].id);
      title = g_utf8_strdown (board->title, -1);
      g_assert_true (strstr (title, "demonstration") != NULL ||
                     strstr (title, "démonstration") != NULL);
      text = vd_board_to_yaml (board, NULL, &error);
      g_assert_no_error (error);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/games/modules-load", test_games_modules_load);
  g_test_add_func ("/hex/games/demo-boards", test_games_demo_boards);
  return g_test_run ();
}
