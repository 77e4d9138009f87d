/* BN's skirmishers (vd-hex-skirmish-bn.h), tests named after the rules: 11.5a detaching from an
 * open box of the roster row, at the bottom of the stack; 11.5d taking a full one back; 11.5g
 * two reduced combining, a full one splitting; 11.5h-A a skirmisher entering a stack at its
 * bottom, and one between other counters named; 11.5h-B top to bottom freely, up only with no
 * enemy next to the stack, officers aside for top and bottom; a brigade entering goes under a
 * skirmisher on top. */
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-entries.h"
#include "vd-hex-leash-bn.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-hex-setup-check.h"
#include "vd-hex-skirmish-bn.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "bn", 2, 9, 9, body, module);
}

static gboolean
said (const GPtrArray *reasons, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0 &&
          strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* STEP's events applied to BOARD. */
static void
apply (VdBoard *board, const VdHexRuleset *module, const VdHexSkirmish *skirmish)
{
  g_autoptr(GPtrArray) events = vd_hex_skirmish_events (board, module, skirmish);

  g_assert_cmpuint (events->len, >, 0);
  for (guint i = 0; i < events->len; i++)
    g_assert_true (vd_board_event_apply (events->pdata[i], board, module, NULL));
}

/* The id of the counter at PLACE (0: top) of the stack in LABEL. */
static const char *
in_stack (const VdBoard *board, const char *label, guint place)
{
  g_autoptr(GPtrArray) stack = NULL;
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  stack = vd_board_units_at (board, hex);
  g_assert_cmpuint (place, <, stack->len);
  return ((const VdBoardUnit *) stack->pdata[place])->id;
}

#define BRIGADES \
  "units:\n" \
  "  - {id: fr-1, side: french, class: infantry, hex: \"0505\", formation: line," \
  " roster: \"A _ _ B _ V _ C _ S S\"}\n" \
  "  - {id: fr-2, side: french, class: infantry, hex: \"0505\", formation: column," \
  " roster: \"A _ _ B _ V _ C _ s\"}\n" \
  "  - {id: fr-3, side: french, class: infantry, hex: \"0303\", formation: line, state: routed," \
  " roster: \"B _ C _ S\"}\n" \
  "  - {id: fr-4, side: french, class: infantry, hex: \"0707\", formation: line}\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0909\", formation: line}\n"

/* 11.5a: fr-1 detaches fr-1-sk1, full, at the bottom of its stack, one box checked; with its
 * last box checked it may not again; a routed brigade may not (11.5); outside its movement
 * phase not; a brigade without a roster row is not known. */
static void
test_11_5a (void)
{
  g_autoptr(VdHexRuleset) module = NULL, late_module = NULL;
  g_autoptr(VdBoard) board = board_of ("phase: fr-movement\n" BRIGADES, &module);
  g_autoptr(VdBoard) late = board_of ("phase: fr-defensive-fire\n" BRIGADES, &late_module);
  g_autoptr(VdHexSkirmish) detach = NULL, second = NULL, third = NULL, routed = NULL;
  g_autoptr(VdHexSkirmish) no_row = NULL, too_late = NULL;
  const VdBoardUnit *parent, *sk;

  detach = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_DETACH, "fr-1", NULL, NULL);
  g_assert_true (detach->may);
  g_assert_cmpstr (detach->new_id, ==, "fr-1-sk1");
  g_assert_true (said (detach->reasons, "11.5a", "fr-1", "fr-1-sk1, full, at the bottom of its "
                                                         "stack, one box checked"));
  apply (board, module, detach);
  sk = vd_board_find_unit (board, "fr-1-sk1");
  parent = vd_board_find_unit (board, "fr-1");
  g_assert_cmpstr (sk->unit_class, ==, "skirmisher");
  g_assert_null (sk->state);
  g_assert_cmpstr (sk->formation, ==, "skirmish");
  g_assert_cmpstr (in_stack (board, "0505", 2), ==, "fr-1-sk1");
  g_assert_cmpuint (parent->roster->skirmishers_out, ==, 1);
  second = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_DETACH, "fr-1", NULL, NULL);
  g_assert_true (second->may);
  g_assert_cmpstr (second->new_id, ==, "fr-1-sk2");
  apply (board, module, second);
  third = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_DETACH, "fr-1", NULL, NULL);
  g_assert_false (third->may);
  g_assert_cmpstr (third->why, ==, "every skirmisher box of its roster row is checked");
  g_assert_cmpstr (third->why_rule, ==, "11.5a");
  routed = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_DETACH, "fr-3", NULL, NULL);
  g_assert_false (routed->may);
  g_assert_cmpstr (routed->why, ==, "a unit in state routed detaches no skirmishers");
  g_assert_cmpstr (routed->why_rule, ==, "11.5");
  no_row = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_DETACH, "fr-4", NULL, NULL);
  g_assert_false (no_row->may);
  g_assert_true (no_row->missing);
  g_assert_cmpstr (no_row->why_rule, ==, "6.6");
  too_late = vd_hex_skirmish (late, late_module, VD_HEX_SKIRMISH_DETACH, "fr-1", NULL, NULL);
  g_assert_false (too_late->may);
  g_assert_nonnull (strstr (too_late->why, "only in the movement phase of its side"));
}

/* 11.5d: fr-2 (one box checked) takes back a full skirmisher of its hex and unchecks the box;
 * a reduced one it may not; a skirmisher elsewhere not. */
static void
test_11_5d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "phase: fr-movement\n" BRIGADES
    "  - {id: sk-a, side: french, class: skirmisher, hex: \"0505\"}\n"
    "  - {id: sk-b, side: french, class: skirmisher, hex: \"0505\", step: reduced}\n"
    "  - {id: sk-c, side: french, class: skirmisher, hex: \"0606\"}\n", &module);
  g_autoptr(VdHexSkirmish) recall = NULL, reduced = NULL, away = NULL;

  reduced = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_RECALL, "fr-2", "sk-b", NULL);
  g_assert_false (reduced->may);
  g_assert_cmpstr (reduced->why_rule, ==, "11.5d");
  g_assert_nonnull (strstr (reduced->why, "sk-b is reduced: only a full one is taken back"));
  away = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_RECALL, "fr-2", "sk-c", NULL);
  g_assert_false (away->may);
  g_assert_cmpstr (away->why, ==, "sk-c is no skirmisher of its side stacked with it");
  recall = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_RECALL, "fr-2", "sk-a", NULL);
  g_assert_true (recall->may);
  g_assert_true (said (recall->reasons, "11.5d", "fr-2", "sk-a taken back"));
  apply (board, module, recall);
  g_assert_null (vd_board_find_unit (board, "sk-a"));
  g_assert_cmpuint (vd_board_find_unit (board, "fr-2")->roster->skirmishers_out, ==, 0);
}

/* 11.5g: two reduced skirmishers of one hex combine into one full; a full one splits into two
 * reduced; a full and a reduced one do not combine. Combining and splitting set the step, never
 * the state: a disorganized pair stays disorganized, a disorganized one's halves too. */
static void
test_11_5g (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "phase: fr-movement\n" BRIGADES
    "  - {id: sk-a, side: french, class: skirmisher, hex: \"0404\", step: reduced,"
    " state: disorganized}\n"
    "  - {id: sk-b, side: french, class: skirmisher, hex: \"0404\", step: reduced}\n"
    "  - {id: sk-c, side: french, class: skirmisher, hex: \"0404\", state: disorganized}\n",
    &module);
  g_autoptr(VdHexSkirmish) combine = NULL, mixed = NULL, split = NULL;

  mixed = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_COMBINE, "sk-a", "sk-c", NULL);
  g_assert_false (mixed->may);
  g_assert_cmpstr (mixed->why_rule, ==, "11.5g");
  combine = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_COMBINE, "sk-a", "sk-b", NULL);
  g_assert_true (combine->may);
  g_assert_true (said (combine->reasons, "11.5g", "sk-a", "sk-a full again, sk-b taken off"));
  {
    g_autoptr(GPtrArray) events = vd_hex_skirmish_events (board, module, combine);
    const VdBoardEvent *first = events->pdata[0];

    g_assert_cmpint (first->kind, ==, VD_BOARD_EVENT_STEP);
    g_assert_null (first->step);
    g_assert_cmpstr (first->note, ==, "11.5g");
  }
  apply (board, module, combine);
  g_assert_null (vd_board_find_unit (board, "sk-a")->step);
  g_assert_cmpstr (vd_board_find_unit (board, "sk-a")->state, ==, "disorganized");
  g_assert_null (vd_board_find_unit (board, "sk-b"));
  split = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_SPLIT, "sk-c", NULL, NULL);
  g_assert_true (split->may);
  apply (board, module, split);
  g_assert_cmpstr (vd_board_find_unit (board, "sk-c")->step, ==, "reduced");
  g_assert_cmpstr (vd_board_find_unit (board, "sk-c-sk1")->step, ==, "reduced");
  g_assert_cmpstr (vd_board_find_unit (board, "sk-c")->state, ==, "disorganized");
  g_assert_cmpstr (vd_board_find_unit (board, "sk-c-sk1")->state, ==, "disorganized");
}

/* 11.5c: a skirmisher's step is kept apart from its morale level (25.x): reduced and
 * disorganized, it keeps both, written and read back; a step its class does not have, or a
 * word that is no step, is refused at its line. */
static void
test_11_5c_step (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "phase: fr-movement\n" BRIGADES
    "  - {id: sk-r, side: french, class: skirmisher, hex: \"0404\", step: reduced,"
    " state: disorganized}\n", &module);
  g_autoptr(VdBoard) again = NULL, bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *header = "vedette: 1\nkind: board\ntitle: \"T\"\nruleset: bn\nturn: 1\n"
                       "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: "
                       "\"{col:02}{row:02}\", rows_up: false, stagger: even-down}\nunits:\n";
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autofree char *wrong_class = NULL, *wrong_word = NULL;

  g_assert_cmpstr (vd_board_find_unit (board, "sk-r")->step, ==, "reduced");
  g_assert_cmpstr (vd_board_find_unit (board, "sk-r")->state, ==, "disorganized");
  text = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "step: reduced"));
  again = vd_board_load_data (text, strlen (text), path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vd_board_find_unit (again, "sk-r")->step, ==, "reduced");
  g_assert_cmpstr (vd_board_find_unit (again, "sk-r")->state, ==, "disorganized");
  wrong_class = g_strconcat (header, "  - {id: fr-9, side: french, class: infantry, hex: \"0101\","
                             " step: reduced}\n", NULL);
  bad = vd_board_load_data (wrong_class, strlen (wrong_class), path, NULL, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "board.yaml:8:"));
  g_assert_nonnull (strstr (error->message, "class infantry has no steps"));
  g_assert_nonnull (strstr (error->message, "11.5c"));
  g_clear_error (&error);
  wrong_word = g_strconcat (header, "  - {id: sk-9, side: french, class: skirmisher, hex: \"0101\","
                            " step: half}\n", NULL);
  bad = vd_board_load_data (wrong_word, strlen (wrong_word), path, NULL, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "step “half”"));
}

/* 11.5c, migration: a board written before the `step` key kept a reduced skirmisher in its
 * state. `state: reduced` in the file, or in a journal's state or add-unit event, reads as the
 * step reduced with the morale level normal; an old combine (`state: ~` noted 11.5g) makes it
 * full again; a morale level set later leaves the step alone. */
static void
test_11_5c_old_state (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "phase: fr-movement\n" BRIGADES
    "  - {id: sk-old, side: french, class: skirmisher, hex: \"0404\", state: reduced}\n"
    "  - {id: sk-j, side: french, class: skirmisher, hex: \"0404\"}\n", &module);
  g_autoptr(VdBoardEvent) flip = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
  g_autoptr(VdBoardEvent) level = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
  g_autoptr(VdBoardEvent) combine = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
  g_autoptr(VdBoardEvent) added = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, board);

  g_assert_cmpstr (vd_board_find_unit (board, "sk-old")->step, ==, "reduced");
  g_assert_null (vd_board_find_unit (board, "sk-old")->state);
  flip->unit_id = g_strdup ("sk-j");
  flip->state = g_strdup ("reduced");
  g_assert_true (vd_board_event_apply (flip, board, module, NULL));
  g_assert_cmpstr (vd_board_find_unit (board, "sk-j")->step, ==, "reduced");
  g_assert_null (vd_board_find_unit (board, "sk-j")->state);
  /* A level set afterwards is the level only. */
  level->unit_id = g_strdup ("sk-j");
  level->state = g_strdup ("disorganized");
  g_assert_true (vd_board_event_apply (level, board, module, NULL));
  g_assert_cmpstr (vd_board_find_unit (board, "sk-j")->step, ==, "reduced");
  g_assert_cmpstr (vd_board_find_unit (board, "sk-j")->state, ==, "disorganized");
  /* The old combine's `state: ~`, noted 11.5g: full again, the level normal. */
  combine->unit_id = g_strdup ("sk-old");
  combine->note = g_strdup ("11.5g");
  g_assert_true (vd_board_event_apply (combine, board, module, NULL));
  g_assert_null (vd_board_find_unit (board, "sk-old")->step);
  added->unit_id = g_strdup ("sk-new");
  added->side = g_strdup ("french");
  added->unit_class = g_strdup ("skirmisher");
  added->hex = g_strdup ("0404");
  added->state = g_strdup ("reduced");
  g_assert_true (vd_board_event_apply (added, board, module, NULL));
  g_assert_cmpstr (vd_board_find_unit (board, "sk-new")->step, ==, "reduced");
  g_assert_null (vd_board_find_unit (board, "sk-new")->state);
}

/* 11.5h-A: a skirmisher moving into a stack goes to its bottom; one found between the other
 * counters of its stack is named by the set-up check. 11.5h-B: from top to bottom freely; from
 * bottom to top only with no enemy next to the stack. */
static void
test_11_5h_a_11_5h_b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "phase: fr-movement\n" BRIGADES
    "  - {id: sk-a, side: french, class: skirmisher, hex: \"0504\"}\n"
    "  - {id: sk-m, side: french, class: skirmisher, hex: \"0707\"}\n"
    "  - {id: fr-5, side: french, class: infantry, hex: \"0707\", formation: line}\n"
    "  - {id: sk-e, side: french, class: skirmisher, hex: \"0107\"}\n"
    "  - {id: fr-6, side: french, class: infantry, hex: \"0106\", formation: line}\n"
    "  - {id: off-1, side: french, class: officer, hex: \"0202\"}\n"
    "  - {id: sk-t, side: french, class: skirmisher, hex: \"0202\"}\n"
    "  - {id: fr-7, side: french, class: infantry, hex: \"0202\", formation: line}\n"
    "  - {id: sk-o, side: french, class: skirmisher, hex: \"0202\"}\n"
    "  - {id: off-2, side: french, class: officer, hex: \"0202\"}\n"
    "  - {id: fr-8, side: french, class: infantry, hex: \"0506\", formation: line}\n", &module);
  g_autoptr(VdBoardEvent) move = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  g_autoptr(GPtrArray) found = vd_hex_setup_check (board, module);
  g_autoptr(VdHexSkirmish) down = NULL, up = NULL, blocked = NULL, at_bottom = NULL;
  g_autoptr(VdHexSkirmish) over_officer = NULL, under_officer = NULL;
  gboolean between = FALSE;

  for (guint i = 0; i < found->len; i++)
    {
      const VdHexOddsReason *reason = found->pdata[i];

      between |= g_strcmp0 (reason->rule, "11.5h-A") == 0 &&
                 g_strcmp0 (reason->by, "sk-m") == 0;
    }
  g_assert_true (between);
  /* Officers aside (11.5h-A): sk-t under off-1 is on top, sk-o over off-2 at the bottom. */
  over_officer = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_TO_BOTTOM, "sk-o", NULL, NULL);
  g_assert_false (over_officer->may);
  g_assert_cmpstr (over_officer->why_rule, ==, "11.5h-B");
  g_assert_cmpstr (over_officer->why, ==, "it is at the bottom already");
  under_officer = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_TO_TOP, "sk-t", NULL, NULL);
  g_assert_false (under_officer->may);
  g_assert_cmpstr (under_officer->why_rule, ==, "11.5h-B");
  g_assert_cmpstr (under_officer->why, ==, "it is on top already");
  move->unit_id = g_strdup ("sk-a");
  move->hex = g_strdup ("0505");
  move->path = g_strsplit ("0504 0505", " ", -1);
  g_assert_true (vd_board_event_apply (move, board, module, NULL));
  g_assert_cmpstr (in_stack (board, "0505", 2), ==, "sk-a");
  up = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_TO_TOP, "sk-a", NULL, NULL);
  g_assert_true (up->may);
  g_assert_true (said (up->reasons, "11.5h-B", "sk-a", "no enemy next to it"));
  apply (board, module, up);
  g_assert_cmpstr (in_stack (board, "0505", 0), ==, "sk-a");
  /* fr-8 entering goes under sk-a, which stays on top. */
  g_clear_pointer (&move, vd_board_event_free);
  move = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  move->unit_id = g_strdup ("fr-8");
  move->hex = g_strdup ("0505");
  move->path = g_strsplit ("0506 0505", " ", -1);
  g_assert_true (vd_board_event_apply (move, board, module, NULL));
  g_assert_cmpstr (in_stack (board, "0505", 0), ==, "sk-a");
  g_assert_cmpstr (in_stack (board, "0505", 1), ==, "fr-8");
  down = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_TO_BOTTOM, "sk-a", NULL, NULL);
  g_assert_true (down->may);
  apply (board, module, down);
  g_assert_cmpstr (in_stack (board, "0505", 3), ==, "sk-a");
  /* sk-e, under fr-6 moved in on top of it, may not go up once al-1 stands next to them. */
  g_clear_pointer (&move, vd_board_event_free);
  move = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  move->unit_id = g_strdup ("fr-6");
  move->hex = g_strdup ("0107");
  move->path = g_strsplit ("0106 0107", " ", -1);
  g_assert_true (vd_board_event_apply (move, board, module, NULL));
  g_assert_cmpstr (in_stack (board, "0107", 1), ==, "sk-e");
  at_bottom = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_TO_BOTTOM, "sk-e", NULL, NULL);
  g_assert_false (at_bottom->may);
  g_assert_cmpstr (at_bottom->why, ==, "it is at the bottom already");
  g_clear_pointer (&move, vd_board_event_free);
  move = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  move->unit_id = g_strdup ("al-1");
  move->hex = g_strdup ("0108");
  g_assert_true (vd_board_event_apply (move, board, module, NULL));
  blocked = vd_hex_skirmish (board, module, VD_HEX_SKIRMISH_TO_TOP, "sk-e", NULL, NULL);
  g_assert_false (blocked->may);
  g_assert_cmpstr (blocked->why_rule, ==, "11.5h-B");
  g_assert_nonnull (strstr (blocked->why, "an enemy counter stands next to its stack"));
}

/* 11.5e: sk-a, alone, falls back one hex before al-1 next to it: not into al-1's hex, nor a
 * hex the enemy holds, nor two hexes away; into fr-1's hex, the friends there join the fight,
 * and it goes to the bottom of their stack (11.5h-A). sk-m, stacked with fr-5, may not. */
static void
test_11_5e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "phase: al-movement\n" BRIGADES
    "  - {id: sk-a, side: french, class: skirmisher, hex: \"0504\"}\n"
    "  - {id: al-2, side: allied, class: infantry, hex: \"0503\", formation: column}\n"
    "  - {id: al-3, side: allied, class: cavalry, hex: \"0604\"}\n"
    "  - {id: sk-m, side: french, class: skirmisher, hex: \"0707\"}\n"
    "  - {id: fr-5, side: french, class: infantry, hex: \"0707\", formation: line}\n"
    "  - {id: al-4, side: allied, class: infantry, hex: \"0708\", formation: line}\n",
    &module);
  struct { const char *to; const char *why; } refused[] = {
    { "0503", "0503 is the hex the attacker comes from" },
    { "0604", "the enemy holds 0604 (al-3)" },
    { "0502", "0502 is not next to it: it falls back one hex" },
  };
  g_autoptr(VdHexSkirmish) back = NULL, stacked = NULL;
  VdHex hex;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(VdHexSkirmish) no = NULL;

      g_assert_true (vd_hex_grid_parse (board->grid, refused[i].to, &hex));
      no = vd_hex_skirmish_fall_back (board, module, "sk-a", "al-2", hex, NULL);
      g_assert_false (no->may);
      g_assert_cmpstr (no->why_rule, ==, "11.5e");
      g_assert_cmpstr (no->why, ==, refused[i].why);
    }
  g_assert_true (vd_hex_grid_parse (board->grid, "0505", &hex));
  back = vd_hex_skirmish_fall_back (board, module, "sk-a", "al-2", hex, NULL);
  g_assert_true (back->may);
  g_assert_true (said (back->reasons, "11.5e", "sk-a", "one hex back to 0505 before al-2: a "
                                                       "charge goes on into 0505 instead"));
  g_assert_true (said (back->reasons, "11.5e", "0505", "the friends there all take part"));
  apply (board, module, back);
  g_assert_cmpstr (in_stack (board, "0505", 2), ==, "sk-a");
  g_assert_true (vd_hex_grid_parse (board->grid, "0706", &hex));
  stacked = vd_hex_skirmish_fall_back (board, module, "sk-m", "al-4", hex, NULL);
  g_assert_false (stacked->may);
  g_assert_cmpstr (stacked->why, ==, "it is stacked with counters in other formations");
}

/* The row's skirmisher boxes read and written back (S open, s checked, after the boxes). */
static void
test_roster_boxes (void)
{
  g_autoptr(VdBoardRoster) row = vd_board_roster_parse ("A X B _ V _ C _ s S", FALSE, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (row);
  g_assert_cmpuint (row->skirmisher_boxes, ==, 2);
  g_assert_cmpuint (row->skirmishers_out, ==, 1);
  text = vd_board_roster_format (row);
  g_assert_cmpstr (text, ==, "A X B _ V _ C _ s S");
  g_assert_null (vd_board_roster_parse ("A _ S _", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "skirmisher boxes (S, s) close a roster row"));
}

#define LEASHED \
  "phase: fr-movement\n" \
  "units:\n" \
  "  - {id: fr-a, side: french, class: infantry, hex: \"0505\", formation: line}\n" \
  "  - {id: sk-n, side: french, class: skirmisher, hex: \"0507\"}\n" \
  "  - {id: sk-far, side: french, class: skirmisher, hex: \"0909\"}\n" \
  "  - {id: off-1, side: french, class: officer, hex: \"0102\"}\n" \
  "  - {id: sk-o, side: french, class: skirmisher, hex: \"0103\"}\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0908\", formation: line}\n"

static VdHex
at (const VdBoard *board, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

/* 11.5b: a skirmisher stays within 2 hexes of a friendly unit, counted as ranges are (an
 * enemy is no friend); the set-up check names one beyond, which must get back, and one only an
 * officer holds while bn-i-skirmisher-leash is open; hex move refuses a move that ends beyond,
 * save one getting back nearer; the reading chosen decides the officer's case. */
static void
test_11_5b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (LEASHED, &module);
  g_autoptr(GPtrArray) found = vd_hex_setup_check (board, module);
  g_autoptr(VdHexMove) beyond = NULL, within = NULL;
  const VdBoardUnit *far = vd_board_find_unit (board, "sk-far");
  const char *rule = NULL;
  g_autofree char *why = NULL;
  gboolean open = FALSE;
  int start = -1, nearer = -1;

  g_assert_cmpint (vd_hex_leash_at (board, module, vd_board_find_unit (board, "sk-n"),
                                    at (board, "0507"), &rule, NULL, NULL),
                   ==, VD_HEX_LEASH_WITHIN);
  g_assert_cmpstr (rule, ==, "11.5b");
  g_assert_cmpint (vd_hex_leash_at (board, module, vd_board_find_unit (board, "fr-a"),
                                    at (board, "0909"), NULL, NULL, NULL),
                   ==, VD_HEX_LEASH_FREE);
  g_assert_cmpint (vd_hex_leash_at (board, module, far, far->hex, NULL, NULL, &start),
                   ==, VD_HEX_LEASH_BEYOND);
  g_assert_cmpint (start, >, 2);
  /* The set-up check: sk-far beyond (al-1 next to it is no friend), sk-o held by off-1 only
   * under one reading, sk-n within. */
  g_assert_true (said (found, "11.5b", "sk-far", "its nearest friend: more than 2"));
  g_assert_true (said (found, "11.5b", "sk-far", "must get back within reach"));
  g_assert_true (said (found, "11.5b", "sk-o", "bn-i-skirmisher-leash, not chosen"));
  g_assert_false (said (found, "11.5b", "sk-n", ""));
  /* hex move: 0508 is 3 hexes from fr-a, refused whatever the costs; 0506 is not refused. */
  beyond = vd_hex_move (board, module, "sk-n", NULL, 0, at (board, "0508"), NULL);
  g_assert_nonnull (beyond);
  g_assert_cmpint (beyond->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (beyond->why, "in 0508 sk-n is 3 hexes from fr-a, its nearest "
                                         "friend: more than 2 (11.5b)"));
  within = vd_hex_move (board, module, "sk-n", NULL, 0, at (board, "0506"), NULL);
  g_assert_nonnull (within);
  g_assert_true (within->why == NULL || strstr (within->why, "11.5b") == NULL);
  /* Beyond after a retreat, it gets back: a hex nearer a friend is allowed, a farther not. */
  g_assert_true (vd_hex_leash_allows (board, module, far, at (board, "0807"), &rule, &why,
                                      &open));
  g_assert_cmpint (vd_hex_leash_at (board, module, far, at (board, "0807"), NULL, NULL, &nearer),
                   ==, VD_HEX_LEASH_BEYOND);
  g_assert_cmpint (nearer, <, start);
  g_assert_false (vd_hex_leash_allows (board, module, vd_board_find_unit (board, "sk-n"),
                                       at (board, "0509"), &rule, &why, &open));
  /* The reading chosen: an officer holds the leash, or only a fighting unit does. */
  vd_test_choose_reading ("bn", "bn-i-skirmisher-leash", "any-friendly-counter");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of (LEASHED, &read);

    g_assert_cmpint (vd_hex_leash_at (again, read, vd_board_find_unit (again, "sk-o"),
                                      at (again, "0103"), NULL, NULL, NULL),
                     ==, VD_HEX_LEASH_WITHIN);
  }
  vd_test_choose_reading ("bn", "bn-i-skirmisher-leash", "fighting-units");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of (LEASHED, &read);
    g_autofree char *reason = NULL;

    g_assert_cmpint (vd_hex_leash_at (again, read, vd_board_find_unit (again, "sk-o"),
                                      at (again, "0103"), NULL, &reason, NULL),
                     ==, VD_HEX_LEASH_BEYOND);
    g_assert_nonnull (strstr (reason, "from fr-a, its nearest friend"));
  }
  vd_test_choose_reading ("bn", NULL, NULL);
}

/* 11.5b in the reach (the app's drag): with clear ground entered at 1 (the owner's value; BN's
 * Movement Table is missing), sk-n reaches 0506, 1 hex from fr-a, and not 0508, 3 hexes from
 * it, refused with the rule. */
static void
test_11_5b_reach (void)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  gboolean near = FALSE, far = FALSE;
  VdHex there, refused;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.skirmisher", "1", "Test", "T");
  vd_hex_entries_set_choice (entries, "bn-i-skirmisher-leash", "fighting-units", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("phase: fr-movement\nunits:\n"
                    "  - {id: fr-a, side: french, class: infantry, hex: \"0505\"}\n"
                    "  - {id: sk-n, side: french, class: skirmisher, hex: \"0507\", movement: 4,"
                    " facing: 0}\n", &module);
  there = at (board, "0506");
  refused = at (board, "0508");
  reach = vd_hex_reach (board, module, "sk-n", NULL);
  g_assert_nonnull (reach);
  for (guint i = 0; i < reach->reached->len; i++)
    {
      const VdHexReached *one = reach->reached->pdata[i];

      near |= vd_hex_equal (one->hex, there);
      g_assert_false (vd_hex_equal (one->hex, refused));
    }
  for (guint i = 0; i < reach->forbidden->len; i++)
    {
      const VdHexBlocked *blocked = reach->forbidden->pdata[i];

      if (vd_hex_equal (blocked->hex, refused))
        {
          far = TRUE;
          g_assert_cmpstr (blocked->rule, ==, "11.5b");
          g_assert_nonnull (strstr (blocked->why, "3 hexes from fr-a"));
        }
    }
  g_assert_true (near);
  g_assert_true (far);
  vd_test_choose_reading ("bn", NULL, NULL);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-skirmish-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/11.5a", test_11_5a);
  g_test_add_func ("/hex/rules/bn/11.5d", test_11_5d);
  g_test_add_func ("/hex/rules/bn/11.5e", test_11_5e);
  g_test_add_func ("/hex/rules/bn/11.5g", test_11_5g);
  g_test_add_func ("/hex/rules/bn/11.5c-step-apart-from-state", test_11_5c_step);
  g_test_add_func ("/hex/rules/bn/11.5c-old-state-reduced", test_11_5c_old_state);
  g_test_add_func ("/hex/rules/bn/11.5h-A-11.5h-B", test_11_5h_a_11_5h_b);
  g_test_add_func ("/hex/rules/bn/11.5b-leash", test_11_5b);
  g_test_add_func ("/hex/rules/bn/11.5b-leash-reach", test_11_5b_reach);
  g_test_add_func ("/hex/rules/bn/11.5a-roster-boxes", test_roster_boxes);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
