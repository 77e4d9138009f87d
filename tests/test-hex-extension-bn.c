/* BN's extensions (17.0-17.2c), tests named after the rules: each checks the answer and the
 * rule it gives. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-extension.h"
#include "vd-hex-odds.h"
#include "vd-hex-turn.h"
#include "vd-test-table.h"

static char *folder;

/* A BN board of 9 × 9 flat hexes, turn 2, in PHASE, with BODY (its units); NULL with ERROR
 * when the file is refused. */
static VdBoard *
try_board (const char *phase, const char *body, VdHexRuleset **module, GError **error)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Extensions\"\nruleset: bn\nturn: 2\nphase: %s\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", phase, body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return vd_board_load (path, module, error);
}

static VdBoard *
board_of (const char *phase, const char *body, VdHexRuleset **module)
{
  g_autoptr(GError) error = NULL;
  VdBoard *board = try_board (phase, body, module, &error);

  g_assert_no_error (error);
  return board;
}

static void
choose (const char *reading)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  if (reading != NULL)
    vd_hex_entries_set_choice (entries, "bn-i-extension-split", reading, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("bn");

  g_unlink (path);
}

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *by, const char *part)
{
  for (guint i = 0; reasons != NULL && i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && (by == NULL || g_strcmp0 (reason->by, by) == 0) &&
          strstr (reason->what, part) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* STRENGTH split among N_EXTENSIONS with BN's module: the split's result, PARENT/EACH
 * compared when OK, WHY's PART when not. */
static void
assert_split (const VdHexRuleset *module, const char *strength, guint n_extensions,
              VdHexExtensionSplit expected, const char *parent, const char *each)
{
  g_autofree char *got_parent = NULL, *got_each = NULL, *why = NULL;

  g_assert_cmpint (vd_hex_extension_split (module, strength, n_extensions, &got_parent,
                                           &got_each, &why), ==, expected);
  if (expected == VD_HEX_EXTENSION_SPLIT_OK)
    {
      g_assert_cmpstr (got_parent, ==, parent);
      g_assert_cmpstr (got_each, ==, each);
    }
  else
    g_assert_nonnull (strstr (why, each));
}

#define UNITS \
  "units:\n" \
  "  - {id: fr-1, side: french, class: infantry, hex: \"0505\", strength: %s, facing: 2," \
  " formation: column, state: disorganized, army: fr-d1}\n" \
  "  - {id: fr-d1, side: french, class: officer, hex: \"0101\"}\n" \
  "  - {id: fr-c, side: french, class: cavalry, hex: \"0707\", strength: A}\n" \
  "  - {id: fr-s, side: french, class: skirmisher, hex: \"0709\"}\n" \
  "%s"

static VdHexExtension *
extension_of (const char *phase, const char *strength, const char *more, const char *unit,
              VdBoard **board_out, VdHexRuleset **module_out)
{
  g_autofree char *body = g_strdup_printf (UNITS, strength, more);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (phase, body, &module);
  g_autoptr(GError) error = NULL;
  VdHexExtension *extension = vd_hex_extension (board, module, unit, &error);

  g_assert_no_error (error);
  g_assert_nonnull (extension);
  if (board_out != NULL)
    *board_out = g_steal_pointer (&board);
  if (module_out != NULL)
    *module_out = g_steal_pointer (&module);
  return extension;
}

/* 17.1: who extends, how many, and the equal split with the remainder to the parent. */
static void
test_bn_17_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdHexExtension) a = NULL, cavalry = NULL, skirmisher = NULL, weak = NULL,
                            third = NULL, of_extension = NULL;

  forget ();
  a = extension_of ("fr-movement", "A", "", "fr-1", NULL, &module);
  g_assert_true (a->may);
  g_assert_cmpstr (a->parent_strength, ==, "B");
  g_assert_cmpstr (a->extension_strength, ==, "B");
  g_assert_cmpstr (a->new_id, ==, "fr-1-ex1");
  g_assert_true (has_reason (a->reasons, "17.1", "fr-1", "A split: B for the parent, B for each "
                                                          "of 1 extension"));
  /* 6.5b's example: AB over three hexes is B in each; A with two is C each, B left. */
  assert_split (module, "AB", 2, VD_HEX_EXTENSION_SPLIT_OK, "B", "B");
  assert_split (module, "A", 2, VD_HEX_EXTENSION_SPLIT_OK, "B", "C");
  assert_split (module, "AAA", 2, VD_HEX_EXTENSION_SPLIT_OK, "A", "A");
  assert_split (module, "AA", 2, VD_HEX_EXTENSION_SPLIT_OK, "A", "B");
  assert_split (module, "B", 2, VD_HEX_EXTENSION_SPLIT_TOO_WEAK, NULL, "below C");
  assert_split (module, "D", 1, VD_HEX_EXTENSION_SPLIT_MISSING, NULL, "not a firepower level");
  cavalry = extension_of ("fr-movement", "A", "", "fr-c", NULL, NULL);
  g_assert_false (cavalry->may);
  g_assert_cmpstr (cavalry->why_rule, ==, "17.1");
  g_assert_cmpstr (cavalry->why, ==, "only infantry extends, not class cavalry");
  skirmisher = extension_of ("fr-movement", "A", "", "fr-s", NULL, NULL);
  g_assert_false (skirmisher->may);
  g_assert_cmpstr (skirmisher->why_rule, ==, "17.1");
  weak = extension_of ("fr-movement", "C", "", "fr-1", NULL, NULL);
  g_assert_false (weak->may);
  g_assert_cmpstr (weak->why_rule, ==, "17.1");
  g_assert_cmpstr (weak->why, ==, "the strength of fr-1, C, is below B");
  /* Two extensions already (their strengths count in the whole: B + C + C = A). */
  third = extension_of ("fr-movement", "B",
                        "  - {id: fr-1-ex1, side: french, class: infantry, hex: \"0506\","
                        " strength: C, extends: fr-1}\n"
                        "  - {id: fr-1-ex2, side: french, class: infantry, hex: \"0604\","
                        " strength: C, extends: fr-1}\n", "fr-1", NULL, NULL);
  g_assert_false (third->may);
  g_assert_cmpstr (third->whole, ==, "A");
  g_assert_cmpstr (third->why_rule, ==, "17.1");
  g_assert_cmpstr (third->why, ==, "fr-1 has 2 extensions already, the most a unit may have");
  of_extension = extension_of ("fr-movement", "B",
                               "  - {id: fr-1-ex1, side: french, class: infantry, hex: \"0506\","
                               " strength: B, extends: fr-1}\n", "fr-1-ex1", NULL, NULL);
  g_assert_false (of_extension->may);
  g_assert_cmpstr (of_extension->why_rule, ==, "17.1");
  g_assert_nonnull (strstr (of_extension->why, "extensions do not extend"));
}

/* bn-i-extension-split: AB with one extension shares 3 C, no level: named while open, B for
 * the extension and A for the parent under largest-level-not-above-share. */
static void
test_bn_17_1_split_reading (void)
{
  g_autoptr(VdHexExtension) open = NULL, chosen = NULL;

  forget ();
  open = extension_of ("fr-movement", "AB", "", "fr-1", NULL, NULL);
  g_assert_false (open->may);
  g_assert_cmpstr (open->open, ==, "bn-i-extension-split");
  g_assert_cmpstr (open->why_rule, ==, "17.1");
  g_assert_cmpstr (open->why, ==, "the equal share of AB among 2 parts is no level: reading "
                                  "bn-i-extension-split not chosen");
  choose ("largest-level-not-above-share");
  chosen = extension_of ("fr-movement", "AB", "", "fr-1", NULL, NULL);
  forget ();
  g_assert_true (chosen->may);
  g_assert_null (chosen->open);
  g_assert_cmpstr (chosen->parent_strength, ==, "A");
  g_assert_cmpstr (chosen->extension_strength, ==, "B");
}

/* 6.4: an extension marker is fired on and takes morale results like its parent: the new one
 * says so by 6.4 and starts at its parent's level (disorganized here). */
static void
test_bn_6_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexExtension) extension = NULL;
  g_autoptr(GPtrArray) events = NULL;
  const VdBoardEvent *added;

  forget ();
  extension = extension_of ("fr-movement", "A", "", "fr-1", &board, &module);
  g_assert_true (extension->may);
  g_assert_true (has_reason (extension->reasons, "6.4", "fr-1-ex1",
                             "fired on and checked like its parent, from its level: "
                             "disorganized"));
  events = vd_hex_extension_events (board, extension);
  added = events->pdata[0];
  g_assert_cmpstr (added->state, ==, "disorganized");
}

/* 17.0b-17.0c: created in the movement phase of its side, in its parent's hex, with the
 * parent's facing and formation (and its morale state, 17.0a); the parent's strength shrinks. */
static void
test_bn_17_0b_17_0c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexExtension) extension = NULL, enemy_phase = NULL, fire_phase = NULL,
                            stacked = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  const VdBoardUnit *added, *parent;

  forget ();
  extension = extension_of ("fr-movement", "A", "", "fr-1", &board, &module);
  g_assert_true (extension->may);
  g_assert_true (has_reason (extension->reasons, "17.0c", "fr-movement", "parent’s hex"));
  g_assert_true (has_reason (extension->reasons, "17.0b", "fr-1-ex1", "facing and formation"));
  events = vd_hex_extension_events (board, extension);
  g_assert_cmpuint (events->len, ==, 2);
  for (guint i = 0; i < events->len; i++)
    {
      g_assert_true (vd_board_event_check_writable (events->pdata[i], &error));
      g_assert_true (vd_board_event_apply (events->pdata[i], board, module, &error));
      g_assert_no_error (error);
    }
  added = vd_board_find_unit (board, "fr-1-ex1");
  parent = vd_board_find_unit (board, "fr-1");
  g_assert_nonnull (added);
  g_assert_cmpstr (added->extends, ==, "fr-1");
  g_assert_true (vd_hex_equal (added->hex, parent->hex));
  g_assert_cmpint (added->facing, ==, 2);
  g_assert_cmpstr (added->formation, ==, "column");
  g_assert_cmpstr (added->state, ==, "disorganized");
  g_assert_cmpstr (added->army, ==, "fr-d1");
  g_assert_cmpstr (added->strength, ==, "B");
  g_assert_cmpstr (parent->strength, ==, "B");
  /* A second one while the first is still in the parent's hex would stack them (17.1). */
  stacked = vd_hex_extension (board, module, "fr-1", &error);
  g_assert_no_error (error);
  g_assert_false (stacked->may);
  g_assert_cmpstr (stacked->why_rule, ==, "17.1");
  g_assert_nonnull (strstr (stacked->why, "extensions do not stack together"));
  enemy_phase = extension_of ("al-movement", "A", "", "fr-1", NULL, NULL);
  g_assert_false (enemy_phase->may);
  g_assert_cmpstr (enemy_phase->why_rule, ==, "17.0c");
  g_assert_cmpstr (enemy_phase->why, ==, "created only in the movement phase of its side (now: "
                                         "al-movement)");
  fire_phase = extension_of ("fr-offensive-fire", "A", "", "fr-1", NULL, NULL);
  g_assert_false (fire_phase->may);
  g_assert_cmpstr (fire_phase->why_rule, ==, "17.0c");
}

/* 17.0: an extension not adjacent to its parent is owed as any phase ends. */
static void
test_bn_17_0 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autofree char *body = g_strdup_printf (UNITS, "A",
                                           "  - {id: fr-1-ex1, side: french, class: infantry,"
                                           " hex: \"0508\", strength: B, extends: fr-1}\n"
                                           "  - {id: fr-2, side: french, class: infantry,"
                                           " hex: \"0303\", strength: A}\n"
                                           "  - {id: fr-2-ex1, side: french, class: infantry,"
                                           " hex: \"0304\", strength: B, extends: fr-2}\n");
  g_autoptr(VdBoard) board = board_of ("al-rally", body, &module);
  g_autoptr(GPtrArray) owed = vd_hex_odds_reasons_new ();
  g_autoptr(VdHexTurn) turn = NULL;
  g_autoptr(GError) error = NULL;

  vd_hex_extension_phase_owed (board, module, owed);
  g_assert_cmpuint (owed->len, ==, 1);
  g_assert_true (has_reason (owed, "17.0", "fr-1-ex1", "adjacent to its parent fr-1"));
  turn = vd_hex_turn (board, module, 0, &error);
  g_assert_no_error (error);
  g_assert_true (has_reason (turn->owed, "17.0", "fr-1-ex1", "adjacent to its parent fr-1"));
}

/* 17.2a: a routed part folds every extension back into its parent, owed as the phase ends. */
static void
test_bn_17_2a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autofree char *body = g_strdup_printf (UNITS, "A",
                                           "  - {id: fr-1-ex1, side: french, class: infantry,"
                                           " hex: \"0506\", strength: B, extends: fr-1,"
                                           " state: routed}\n"
                                           "  - {id: fr-2, side: french, class: infantry,"
                                           " hex: \"0303\", strength: A, state: routed}\n"
                                           "  - {id: fr-2-ex1, side: french, class: infantry,"
                                           " hex: \"0304\", strength: B, extends: fr-2}\n"
                                           "  - {id: fr-3, side: french, class: infantry,"
                                           " hex: \"0803\", strength: A}\n"
                                           "  - {id: fr-3-ex1, side: french, class: infantry,"
                                           " hex: \"0804\", strength: B, extends: fr-3}\n");
  g_autoptr(VdBoard) board = board_of ("al-rally", body, &module);
  g_autoptr(GPtrArray) owed = vd_hex_odds_reasons_new ();

  vd_hex_extension_phase_owed (board, module, owed);
  g_assert_cmpuint (owed->len, ==, 2);
  g_assert_true (has_reason (owed, "17.2a", "fr-1-ex1", "a part of fr-1 is routed: this "
                                                         "extension folds back"));
  g_assert_true (has_reason (owed, "17.2a", "fr-2-ex1", "a part of fr-2 is routed"));
}

/* 17.2c: losses reduce the whole unit, split again; extensions it no longer feeds go. */
static void
test_bn_17_2c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("fr-movement", "units: []\n", &module);
  g_autofree char *parent = NULL, *each = NULL, *why = NULL;
  g_autofree char *parent2 = NULL, *each2 = NULL, *why2 = NULL;
  g_autofree char *parent3 = NULL, *each3 = NULL, *why3 = NULL;
  guint kept = 9;

  forget ();
  g_assert_cmpint (vd_hex_extension_resplit (module, "A", 2, &kept, &parent, &each, &why), ==,
                   VD_HEX_EXTENSION_SPLIT_OK);
  g_assert_cmpuint (kept, ==, 2);
  g_assert_cmpstr (parent, ==, "B");
  g_assert_cmpstr (each, ==, "C");
  g_assert_cmpint (vd_hex_extension_resplit (module, "B", 2, &kept, &parent2, &each2, &why2), ==,
                   VD_HEX_EXTENSION_SPLIT_OK);
  g_assert_cmpuint (kept, ==, 1);
  g_assert_cmpstr (parent2, ==, "C");
  g_assert_cmpstr (each2, ==, "C");
  g_assert_cmpint (vd_hex_extension_resplit (module, "C", 2, &kept, &parent3, &each3, &why3), ==,
                   VD_HEX_EXTENSION_SPLIT_OK);
  g_assert_cmpuint (kept, ==, 0);
  g_assert_cmpstr (parent3, ==, "C");
  g_assert_null (each3);
}

/* 17.2c through hex extend: parts out of step with the whole (C + B + C: A, after losses
 * recorded on one part) are told the new split; parts in step are not. */
static void
test_bn_17_2c_told (void)
{
  g_autoptr(VdHexExtension) told = NULL, in_step = NULL;

  forget ();
  told = extension_of ("fr-movement", "C",
                       "  - {id: fr-1-ex1, side: french, class: infantry, hex: \"0506\","
                       " strength: B, extends: fr-1}\n"
                       "  - {id: fr-1-ex2, side: french, class: infantry, hex: \"0604\","
                       " strength: C, extends: fr-1}\n", "fr-1", NULL, NULL);
  g_assert_false (told->may);
  g_assert_cmpstr (told->whole, ==, "A");
  g_assert_true (has_reason (told->reasons, "17.2c", "fr-1", "A split again: B for the parent, C "
                                                            "for each extension kept (2 of 2)"));
  in_step = extension_of ("fr-movement", "B",
                          "  - {id: fr-1-ex1, side: french, class: infantry, hex: \"0506\","
                          " strength: C, extends: fr-1}\n"
                          "  - {id: fr-1-ex2, side: french, class: infantry, hex: \"0604\","
                          " strength: C, extends: fr-1}\n", "fr-1", NULL, NULL);
  g_assert_false (has_reason (in_step->reasons, "17.2c", NULL, ""));
}

/* The board key `extends: PARENT`: read, written back, and checked. */
static void
test_bn_extends_key (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (folder, "again.yaml", NULL);
  g_autofree char *text = NULL;
  static const struct { const char *units; const char *part; } bad[] = {
    { "  - {id: x, side: french, class: infantry, hex: \"0101\", extends: nobody}\n",
      "which is no other counter" },
    { "  - {id: p, side: allied, class: infantry, hex: \"0101\"}\n"
      "  - {id: x, side: french, class: infantry, hex: \"0102\", extends: p}\n",
      "of side allied" },
    { "  - {id: p, side: french, class: cavalry, hex: \"0101\"}\n"
      "  - {id: x, side: french, class: infantry, hex: \"0102\", extends: p}\n",
      "only class infantry extends (17.1)" },
    { "  - {id: p, side: french, class: infantry, hex: \"0101\"}\n"
      "  - {id: y, side: french, class: infantry, hex: \"0103\", extends: x}\n"
      "  - {id: x, side: french, class: infantry, hex: \"0102\", extends: p}\n",
      "itself an extension (17.1)" },
  };

  board = board_of ("fr-movement",
                    "units:\n"
                    "  - {id: x, side: french, class: infantry, hex: \"0102\", extends: p}\n"
                    "  - {id: p, side: french, class: infantry, hex: \"0101\"}\n", &module);
  g_assert_cmpstr (vd_board_find_unit (board, "x")->extends, ==, "p");
  g_assert_true (vd_board_save_file (board, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "extends: p"));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *body = g_strdup_printf ("units:\n%s", bad[i].units);
      g_autoptr(VdHexRuleset) m = NULL;
      g_autoptr(GError) local = NULL;

      g_assert_null (try_board ("fr-movement", body, &m, &local));
      g_assert_nonnull (local);
      g_assert_nonnull (strstr (local->message, bad[i].part));
    }
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-extension-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/17.1", test_bn_17_1);
  g_test_add_func ("/hex/rules/bn/17.1-bn-i-extension-split", test_bn_17_1_split_reading);
  g_test_add_func ("/hex/rules/bn/17.0a-17.0b-17.0c", test_bn_17_0b_17_0c);
  g_test_add_func ("/hex/rules/bn/6.4", test_bn_6_4);
  g_test_add_func ("/hex/rules/bn/17.0", test_bn_17_0);
  g_test_add_func ("/hex/rules/bn/17.2a", test_bn_17_2a);
  g_test_add_func ("/hex/rules/bn/17.2c", test_bn_17_2c);
  g_test_add_func ("/hex/rules/bn/17.2c-hex-extend", test_bn_17_2c_told);
  g_test_add_func ("/hex/bn/extends-key", test_bn_extends_key);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
