/* Ice and bridges (help "Ice and bridges"), tests named after the rules: artillery fire
 * breaks a frozen pond's ice, the hex broken ice for good and every counter in it eliminated,
 * whichever side (NaA ICE-2, ICE-3, ICE-6), within the bombardment's range (E2), never in fog or
 * at night (FOG-5), an empty pond as reading naa-i-ice-breaking says; a destroyed bridge's
 * marker takes the bridge off its hexside (ICE-4). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-combats.h"
#include "vd-hex-ice.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

#define POND(turn_units) \
  "hexes:\n  \"0404\": {terrain: pond}\n  \"0406\": {terrain: pond}\n" \
  "hexsides:\n  - {between: [\"0202\", \"0203\"], feature: bridge}\n" \
  "units:\n" \
  "  - {id: fr-art, side: french, class: artillery, hex: \"0403\", strength: \"3\"}\n" \
  "  - {id: fr-inf, side: french, class: infantry, hex: \"0303\", strength: \"3\"}\n" \
  "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0404\", strength: \"6\"}\n" \
  "  - {id: fr-2, side: french, class: infantry, hex: \"0404\", strength: \"2\"}\n" turn_units

static VdHex
hex_of (const VdBoard *board, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

static VdBoard *
applied (const VdBoard *board, const VdHexRuleset *module, GPtrArray *events)
{
  VdBoard *now = vd_board_copy_without_journal (board);

  for (guint i = 0; i < events->len; i++)
    g_assert_true (vd_board_event_apply (events->pdata[i], now, module, NULL));
  return now;
}

/* ICE-2, ICE-6, ICE-3: fired on from next door, the pond's ice breaks; both armies' counters
 * in it are eliminated; the hex is broken ice, prohibited, and cannot break again. */
static void
test_naa_ice_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 4, 8, 8, POND (""), &module);
  g_autoptr(GPtrArray) reasons = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) events = vd_hex_break_ice (board, module, "fr-art",
                                                  hex_of (board, "0404"), reasons, NULL);
  g_autoptr(VdBoard) now = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexOddsReason *reason;

  g_assert_nonnull (events);
  g_assert_cmpuint (events->len, ==, 3);
  g_assert_cmpint (((VdBoardEvent *) events->pdata[0])->kind, ==, VD_BOARD_EVENT_ADD_MARKER);
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[0])->marker, ==, "broken-ice");
  g_assert_true (((VdBoardEvent *) events->pdata[1])->eliminated);
  g_assert_true (((VdBoardEvent *) events->pdata[2])->eliminated);
  reason = reasons->pdata[0];
  g_assert_cmpstr (reason->rule, ==, "ICE-2");
  g_assert_cmpstr (reason->by, ==, "0404");
  reason = reasons->pdata[2];
  g_assert_cmpstr (reason->rule, ==, "ICE-6");
  g_assert_cmpstr (reason->by, ==, "fr-2");
  now = applied (board, module, events);
  g_assert_cmpstr (vd_board_hex_terrain (now, module, hex_of (now, "0404")), ==, "broken-ice");
  g_assert_false (vd_board_find_unit (now, "ar-1")->placed);
  again = vd_hex_break_ice (now, module, "fr-art", hex_of (now, "0404"), NULL, &error);
  g_assert_null (again);
  g_assert_nonnull (strstr (error->message, "is not a frozen pond (ICE-2)"));
}

/* E2, FOG-5, ICE-2: out of range, in fog, or fired by infantry, the ice holds. */
static void
test_naa_fog_5_e2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, fog_module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 4, 8, 8, POND (""), &module);
  g_autoptr(VdBoard) fog = vd_test_hex_board (folder, "naa", 1, 8, 8, POND (""), &fog_module);
  g_autoptr(GError) far = NULL, foggy = NULL, infantry = NULL;

  g_assert_null (vd_hex_break_ice (board, module, "fr-art", hex_of (board, "0406"), NULL, &far));
  g_assert_nonnull (strstr (far->message, "beyond its range of 2 (E2)"));
  g_assert_null (vd_hex_break_ice (fog, fog_module, "fr-art", hex_of (fog, "0404"), NULL,
                                   &foggy));
  g_assert_nonnull (strstr (foggy->message, "no artillery fire in fog or at night (FOG-5)"));
  g_assert_null (vd_hex_break_ice (board, module, "fr-inf", hex_of (board, "0404"), NULL,
                                   &infantry));
  g_assert_nonnull (strstr (infantry->message, "only artillery fire breaks the ice (ICE-2)"));
}

/* naa-i-ice-breaking: an empty pond next to the battery breaks only as the owner reads it. */
static void
test_naa_i_ice_breaking (void)
{
  g_autoptr(VdHexRuleset) module = NULL, read_module = NULL;
  g_autoptr(VdBoard) board = NULL, read = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  const char *empty = POND ("  - {id: fr-far, side: french, class: artillery, hex: \"0407\", "
                            "strength: \"3\"}\n");

  board = vd_test_hex_board (folder, "naa", 4, 8, 8, empty, &module);
  g_assert_null (vd_hex_break_ice (board, module, "fr-far", hex_of (board, "0406"), NULL,
                                   &error));
  g_assert_nonnull (strstr (error->message, "reading naa-i-ice-breaking"));
  vd_test_choose_reading ("naa", "naa-i-ice-breaking",
                          "any-pond-hex-in-range-as-its-combat-no-roll");
  read = vd_test_hex_board (folder, "naa", 4, 8, 8, empty, &read_module);
  events = vd_hex_break_ice (read, read_module, "fr-far", hex_of (read, "0406"), NULL, NULL);
  g_assert_nonnull (events);
  g_assert_cmpuint (events->len, ==, 1);
  vd_test_choose_reading ("naa", NULL, NULL);
}

/* ICE-4: a destroyed-bridge marker on the bridge's hexside takes the bridge away. */
static void
test_naa_ice_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 4, 8, 8,
                                                POND ("markers:\n  - {type: destroyed-bridge, "
                                                      "hexside: [\"0202\", \"0203\"]}\n"),
                                                &module);
  g_autoptr(VdBoard) intact = vd_test_hex_board (folder, "naa", 4, 8, 8, POND (""), NULL);

  g_assert_true (vd_board_marker_removes (board, module, board->hexsides->pdata[0]));
  g_assert_false (vd_board_marker_removes (intact, module, intact->hexsides->pdata[0]));
}

/* ICE-5: a bridge destroyed earlier in the game is still destroyed turns later: no unit
 * demolishes it again, the refusal citing the rule, and it still costs nothing to no one. */
static void
test_naa_ice_5 (void)
{
  static const char body[] =
    "phase: french-move\n"
    "hexsides:\n  - {between: [\"0202\", \"0203\"], feature: bridge}\n"
    "markers:\n  - {type: destroyed-bridge, hexside: [\"0202\", \"0203\"]}\n"
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0202\", strength: \"4\", movement: 4}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 10, 8, 8, body, &module);
  g_autoptr(GError) error = NULL;
  VdHexside side;

  g_assert_true (vd_hexside_between (hex_of (board, "0202"), hex_of (board, "0203"), &side));
  g_assert_true (vd_board_marker_removes (board, module, board->hexsides->pdata[0]));
  g_assert_null (vd_hex_demolish (board, module, "fr-1", side, FALSE, &error));
  g_assert_nonnull (strstr (error->message, "no standing bridge between "));
  g_assert_nonnull (strstr (error->message, ": destroyed, it stays so (ICE-5)"));
}

/* ICE-4: at the start of its movement phase, from an end of the bridge, neither end in an
 * enemy zone, a unit demolishes it: the marker is the unit's, its points this phase are 2 fewer,
 * and in the next combat phase it attacks nothing (D1's duty then depends on reading
 * naa-i-demolisher-d1); a moved unit, another side's phase, a zone at an end or no standing
 * bridge refuse it. */
static void
test_naa_ice_4_demolition (void)
{
  static const char body[] =
    "phase: french-move\n"
    "hexsides:\n  - {between: [\"0202\", \"0203\"], feature: bridge}\n"
    "  - {between: [\"0505\", \"0506\"], feature: bridge}\n"
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0202\", strength: \"4\", movement: 4}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0505\", strength: \"4\", movement: 4}\n"
    "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0507\", strength: \"4\"}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 4, 8, 8, body, &module);
  g_autoptr(VdBoardEvent) done = NULL, end = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(GError) moved = NULL, zone = NULL, again = NULL, odds_error = NULL;
  g_autoptr(VdHexCombats) combats = NULL;
  VdHexside side, zoned;
  const char * const defenders[] = { "ar-1", NULL };

  g_assert_true (vd_hexside_between (hex_of (board, "0202"), hex_of (board, "0203"), &side));
  g_assert_true (vd_hexside_between (hex_of (board, "0505"), hex_of (board, "0506"), &zoned));
  g_assert_null (vd_hex_demolish (board, module, "fr-1", side, TRUE, &moved));
  g_assert_nonnull (strstr (moved->message, "has moved this phase"));
  g_assert_null (vd_hex_demolish (board, module, "fr-2", zoned, FALSE, &zone));
  g_assert_nonnull (strstr (zone->message, "lies in an enemy zone (ICE-4)"));
  done = vd_hex_demolish (board, module, "fr-1", side, FALSE, NULL);
  g_assert_nonnull (done);
  g_assert_cmpstr (done->unit_id, ==, "fr-1");
  g_assert_cmpstr (done->marker, ==, "destroyed-bridge");
  g_assert_true (vd_board_event_apply (done, board, module, NULL));
  g_assert_null (vd_hex_demolish (board, module, "fr-1", side, FALSE, &again));
  g_assert_nonnull (strstr (again->message, "no standing bridge"));
  /* ICE-5: destroyed, it stays so. */
  g_assert_nonnull (strstr (again->message, "destroyed, it stays so (ICE-5)"));
  reach = vd_hex_reach (board, module, "fr-1", NULL);
  g_assert_cmpfloat (reach->allowance, ==, 2);
  g_assert_true (vd_board_marker_removes (board, module, board->hexsides->pdata[0]));

  /* The next combat phase: fr-1 may not attack; fr-2, which demolished nothing, is not held. */
  ((VdBoardUnit *) vd_board_find_unit (board, "fr-1"))->hex = hex_of (board, "0506");
  end = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
  end->to_turn = 4;
  end->to_phase = g_strdup ("french-combat");
  g_assert_true (vd_board_event_apply (end, board, module, NULL));
  {
    const char * const demolisher[] = { "fr-1", NULL };
    g_autoptr(VdHexOdds) refused = vd_hex_odds (board, module, demolisher, defenders,
                                                &odds_error);

    g_assert_null (refused);
    g_assert_nonnull (strstr (odds_error->message, "demolished a bridge this turn"));
  }
  {
    const char *rule = NULL;

    g_assert_false (vd_hex_demolisher_held (board, module, vd_board_find_unit (board, "fr-2"),
                                            &rule));
  }
  combats = vd_hex_combats (board, module, 0, NULL);
  g_assert_nonnull (combats);
  {
    guint found = 0;

    for (guint i = 0; i < combats->duties->len; i++)
      {
        const VdHexCombatDuty *duty = combats->duties->pdata[i];

        if (g_strcmp0 (duty->unit, "fr-1") == 0 && duty->role == VD_HEX_DUTY_ATTACK)
          {
            g_assert_cmpstr (duty->reading, ==, "naa-i-demolisher-d1");
            found++;
          }
      }
    g_assert_cmpuint (found, ==, 1);
  }
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-ice-XXXXXX");
  g_test_add_func ("/hex/rules/naa/ICE-2-ICE-3-ICE-6", test_naa_ice_2);
  g_test_add_func ("/hex/rules/naa/FOG-5-E2", test_naa_fog_5_e2);
  g_test_add_func ("/hex/rules/naa/naa-i-ice-breaking", test_naa_i_ice_breaking);
  g_test_add_func ("/hex/rules/naa/ICE-4", test_naa_ice_4);
  g_test_add_func ("/hex/rules/naa/ICE-4-demolition", test_naa_ice_4_demolition);
  g_test_add_func ("/hex/rules/naa/ICE-5", test_naa_ice_5);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
