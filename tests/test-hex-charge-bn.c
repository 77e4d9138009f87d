/* BN's charge declarations (24.1, 24.2b, 28.0c, 15.2b-c), tests named after the rules: each
 * checks the answer and the rule it gives. The Movement Table is missing: the tests enter
 * open ground at 1 MP for cavalry and the night turns as an owner would; those values are the
 * tests', not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-cavalry-recovery.h"
#include "vd-hex-charge-bn.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-hex-withdrawal.h"
#include "vd-test-table.h"

static char *folder;

/* A BN board of 9 × 9 flat hexes numbered {col:02}{row:02}, turn 2, French movement, with
 * BODY (its hexes, units and journal). */
static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Charge\"\nruleset: bn\nturn: 2\nphase: fr-movement\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

/* The owner's entries: open ground at 1 MP for cavalry, and NIGHT (NULL: none) as the night
 * turns. */
static void
enter (const char *night)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.cavalry", "1", "Test", "T");
  if (night != NULL)
    vd_hex_entries_set_value (entries, "special.night.turns", night, "Test", "T");
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

/* The charge of CHARGERS (comma-separated) at TARGET on BODY's board, every event applied. */
static VdHexCharge *
charge_of (const char *body, const char *chargers, const char *target, gboolean reaction)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);
  g_auto(GStrv) ids = g_strsplit (chargers, ",", -1);
  g_autoptr(GError) error = NULL;
  VdHexCharge *charge;

  charge = vd_hex_bn_charge (board, module, G_MAXUINT, (const char * const *) ids, target,
                             reaction, &error);
  g_assert_no_error (error);
  g_assert_nonnull (charge);
  return charge;
}

#define TWO_AWAY \
  "units:\n" \
  "  - {id: h1, side: french, class: cavalry, hex: \"0205\", formation: formed%s}\n" \
  "  - {id: a1, side: allied, class: infantry, hex: \"0405\"}\n"

/* 24.1b: 1 to 3 hexes, target included, through 1-MP hexes; a charge allowed says its path. */
static void
test_bn_24_1b (void)
{
  g_autoptr(VdHexCharge) allowed = NULL, far = NULL, wood = NULL, bridge = NULL, orchard = NULL;
  g_autofree char *body = g_strdup_printf (TWO_AWAY, "");

  enter (NULL);
  allowed = charge_of (body, "h1", "a1", FALSE);
  g_assert_null (allowed->refused);
  g_assert_null (allowed->missing);
  g_assert_true (has_reason (allowed->reasons, "24.1b", "a1", "2 hexes away, target included"));
  g_assert_true (has_reason (allowed->reasons, "24.1b", "0205–0305–0405", "1 MP a hex"));
  /* The direction diagram is missing: left to the referee, with the chart's name. */
  g_assert_true (has_reason (allowed->unchecked, "24.1b", "a1", "Charge direction diagram"));
  far = charge_of ("units:\n"
                   "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                   "  - {id: a1, side: allied, class: infantry, hex: \"0605\"}\n",
                   "h1", "a1", FALSE);
  g_assert_cmpstr (far->refused_rule, ==, "24.1b");
  g_assert_cmpstr (far->refused, ==, "a1 is 4 hexes away, target included: a charge reaches 1 "
                                     "to 3");
  /* The forest's cost is on the missing Movement Table: the answer waits for it. */
  wood = charge_of ("hexes:\n  \"0305\": {terrain: forest}\n  \"0306\": {terrain: forest}\n"
                    "units:\n"
                    "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                    "  - {id: a1, side: allied, class: infantry, hex: \"0405\"}\n",
                    "h1", "a1", FALSE);
  g_assert_null (wood->refused);
  g_assert_nonnull (wood->missing);
  g_assert_nonnull (strstr (wood->missing, "costs cavalry (the Movement Table)"));
  /* An orchard costs what open ground does (16.2f): its hex is no bar to the path (it hides
   * the target, half a level across its symbol: 19.3c). */
  orchard = charge_of ("hexes:\n  \"0204\": {terrain: orchard}\n"
                       "units:\n"
                       "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                       "  - {id: a1, side: allied, class: infantry, hex: \"0203\"}\n",
                       "h1", "a1", FALSE);
  g_assert_true (has_reason (orchard->reasons, "24.1b", "0205–0204–0203", "1 MP a hex"));
  /* No charge across a bridge (hexsides of 0205 toward 0305 and 0306). */
  bridge = charge_of ("hexsides:\n"
                      "  - {between: [\"0205\", \"0305\"], feature: bridge}\n"
                      "  - {between: [\"0205\", \"0306\"], feature: bridge}\n"
                      "units:\n"
                      "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                      "  - {id: a1, side: allied, class: infantry, hex: \"0405\"}\n",
                      "h1", "a1", FALSE);
  g_assert_cmpstr (bridge->refused_rule, ==, "24.1b");
  g_assert_nonnull (strstr (bridge->refused, "may not cross a Bridge"));
  forget ();
}

/* 24.1d: no unit, friend or foe, between the chargers and the target. */
static void
test_bn_24_1d (void)
{
  g_autoptr(VdHexCharge) charge = NULL;

  enter (NULL);
  charge = charge_of ("units:\n"
                      "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                      "  - {id: inf, side: french, class: infantry, hex: \"0204\"}\n"
                      "  - {id: a3, side: allied, class: infantry, hex: \"0203\"}\n",
                      "h1", "a3", FALSE);
  g_assert_cmpstr (charge->refused_rule, ==, "24.1d");
  g_assert_cmpstr (charge->refused, ==, "0204 holds inf: no unit may stand between chargers "
                                        "and target");
  g_assert_true (has_reason (charge->reasons, "24.1d", "0205–0204–0203", "0204 holds inf"));
  forget ();
}

/* 24.1a: only a stack at Normal or Blood Lust charges. */
static void
test_bn_24_1a (void)
{
  g_autofree char *shaken = g_strdup_printf (TWO_AWAY, ", state: shaken");
  g_autofree char *eager = g_strdup_printf (TWO_AWAY, ", state: blood-lust");
  g_autoptr(VdHexCharge) refused = NULL, allowed = NULL;

  enter (NULL);
  refused = charge_of (shaken, "h1", "a1", FALSE);
  g_assert_cmpstr (refused->refused_rule, ==, "24.1a");
  g_assert_cmpstr (refused->refused, ==, "h1's stack is shaken: only Normal or Blood Lust "
                                         "cavalry charges");
  allowed = charge_of (eager, "h1", "a1", FALSE);
  g_assert_null (allowed->refused);
  g_assert_true (has_reason (allowed->reasons, "24.1a", "h1", "stack blood-lust"));
  forget ();
}

/* 24.2b: blown cavalry does not charge. */
static void
test_bn_24_2b (void)
{
  g_autofree char *body = g_strdup_printf (TWO_AWAY, "");
  g_autoptr(VdHexCharge) charge = NULL;
  char *blown = strstr (body, "formed");

  enter (NULL);
  memcpy (blown, "blown ", 6);
  charge = charge_of (body, "h1", "a1", FALSE);
  g_assert_cmpstr (charge->refused_rule, ==, "24.2b");
  g_assert_cmpstr (charge->refused, ==, "h1 is blown: blown cavalry does not charge");
  forget ();
}

/* 24.1f: a brigade whose roster is marked up to its V is wrecked and does not charge. */
static void
test_bn_24_1f (void)
{
  g_autofree char *wrecked = g_strdup_printf (TWO_AWAY, ", roster: \"A X B X V _ C _\"");
  g_autofree char *whole = g_strdup_printf (TWO_AWAY, ", roster: \"A X B _ V _ C _\"");
  g_autoptr(VdHexCharge) refused = NULL, allowed = NULL;

  enter (NULL);
  refused = charge_of (wrecked, "h1", "a1", FALSE);
  g_assert_cmpstr (refused->refused_rule, ==, "24.1f");
  g_assert_cmpstr (refused->refused, ==, "h1 is wrecked: wrecked cavalry does not charge");
  allowed = charge_of (whole, "h1", "a1", FALSE);
  g_assert_null (allowed->refused);
  forget ();
}

/* 24.1c: (B) seen on declaring; (A) seen as the phase began, else the referee's for a charger
 * that moved (it may have passed a hex 4 away with a clear line), refused for one that did not.
 * 15.2c: a reaction charge needs B only. */
static void
test_bn_24_1c (void)
{
  /* A forest between (its symbol where the line crosses it: half a level, 19.3c). */
  const char *hidden = "hexes:\n  \"0204\": {terrain: forest}\n"
                       "units:\n"
                       "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                       "  - {id: a1, side: allied, class: infantry, hex: \"0203\"}\n";
  /* a2 stood in the way as the phase began (units too add half a level), then moved off. */
  const char *cleared = "units:\n"
                        "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                        "  - {id: a2, side: allied, class: infantry, hex: \"0204\"}\n"
                        "  - {id: a1, side: allied, class: infantry, hex: \"0203\"}\n"
                        "journal:\n"
                        "  - {event: move, turn: 2, phase: fr-movement, unit: a2, hex: \"0808\"}\n";
  const char *moved = "units:\n"
                      "  - {id: h1, side: french, class: cavalry, hex: \"0206\"}\n"
                      "  - {id: a2, side: allied, class: infantry, hex: \"0204\"}\n"
                      "  - {id: a1, side: allied, class: infantry, hex: \"0203\"}\n"
                      "journal:\n"
                      "  - {event: move, turn: 2, phase: fr-movement, unit: a2, hex: \"0808\"}\n"
                      "  - {event: move, turn: 2, phase: fr-movement, unit: h1, hex: \"0205\"}\n";
  g_autoptr(VdHexCharge) blocked = NULL, unmoved = NULL, passed = NULL, reaction = NULL;

  enter (NULL);
  blocked = charge_of (hidden, "h1", "a1", FALSE);
  g_assert_cmpstr (blocked->refused_rule, ==, "24.1c");
  g_assert_cmpstr (blocked->refused, ==, "h1 does not see a1 on declaring");
  unmoved = charge_of (cleared, "h1", "a1", FALSE);
  g_assert_cmpstr (unmoved->refused_rule, ==, "24.1c");
  g_assert_cmpstr (unmoved->refused, ==, "h1 did not see a1 as the phase began and has not "
                                         "moved since");
  g_assert_true (has_reason (unmoved->reasons, "24.1c", "a1", "clear line of sight on declaring"));
  passed = charge_of (moved, "h1", "a1", FALSE);
  g_assert_null (passed->refused);
  g_assert_true (has_reason (passed->unchecked, "24.1c", "a1",
                             "whether h1 passed a hex 4 hexes from a1 with a clear line"));
  reaction = charge_of (cleared, "h1", "a1", TRUE);
  g_assert_null (reaction->refused);
  g_assert_true (has_reason (reaction->reasons, "15.2c", "h1", "on declaring only"));
  forget ();
}

/* 15.2d, 15.1: h1's charge out of the battery ab's close-fire zone gives ab its chance of
 * opportunity fire, a reaction charge too; 15.2f: after a1 only turned, said that the turn
 * alone triggers none (its next move may). */
static void
test_bn_15_2d_15_2f (void)
{
  const char *zone = "units:\n"
                     "  - {id: h1, side: french, class: cavalry, hex: \"0204\"}\n"
                     "  - {id: a1, side: allied, class: infantry, hex: \"0202\"}\n"
                     "  - {id: ab, side: allied, class: artillery, hex: \"0207\","
                     " formation: unlimbered}\n";
  g_autofree char *turned = g_strconcat (zone, "journal:\n"
                                         "  - {event: move, turn: 2, phase: fr-movement, unit: a1,"
                                         " hex: \"0202\", facing: 3}\n", NULL);
  g_autoptr(VdHexCharge) charge = NULL, reaction = NULL, after_turn = NULL;

  enter (NULL);
  charge = charge_of (zone, "h1", "a1", FALSE);
  g_assert_true (has_reason (charge->reasons, "15.1", "ab", "leaving 0204 on its way, it gives "
                                                            "ab its chance of opportunity fire"));
  reaction = charge_of (zone, "h1", "a1", TRUE);
  g_assert_null (reaction->refused);
  g_assert_true (has_reason (reaction->reasons, "15.2d", "ab", "its chance of opportunity fire"));
  after_turn = charge_of (turned, "h1", "a1", TRUE);
  g_assert_null (after_turn->refused);
  g_assert_true (has_reason (after_turn->reasons, "15.2f", "a1", "a1 only changed its facing: "
                                                                "that alone triggers no reaction "
                                                                "charge"));
  forget ();
}

/* 24.1e, 24.1k: cavalry charging together, and officers joining, were stacked together as
 * the movement phase began; 15.2b: a reaction charge asks it as the charge is declared. */
static void
test_bn_24_1e_24_1k (void)
{
  const char *body = "units:\n"
                     "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                     "  - {id: h2, side: french, class: cavalry, hex: \"0205\"}\n"
                     "  - {id: gen, side: french, class: officer, hex: \"0205\"}\n"
                     "  - {id: h3, side: french, class: cavalry, hex: \"0105\"}\n"
                     "  - {id: a1, side: allied, class: infantry, hex: \"0405\"}\n"
                     "journal:\n"
                     "  - {event: move, turn: 2, phase: fr-movement, unit: h3, hex: \"0205\"}\n";
  g_autoptr(VdHexCharge) together = NULL, late = NULL, reacting = NULL;

  enter (NULL);
  together = charge_of (body, "h1,h2,gen", "a1", FALSE);
  g_assert_null (together->refused);
  g_assert_true (has_reason (together->reasons, "24.1e", "h2", "stacked with h1 since the phase "
                                                               "began"));
  g_assert_true (has_reason (together->reasons, "24.1k", "gen", "stacked with h1 since the "
                                                                "phase began"));
  late = charge_of (body, "h1,h3", "a1", FALSE);
  g_assert_cmpstr (late->refused_rule, ==, "24.1e");
  g_assert_cmpstr (late->refused, ==, "h3 was not stacked with h1 as the movement phase began");
  reacting = charge_of (body, "h1,h3", "a1", TRUE);
  g_assert_null (reacting->refused);
  g_assert_true (has_reason (reacting->reasons, "15.2b", "h3", "as the charge is declared"));
  forget ();
}

/* 28.0c: no charge on a night turn of the track the owner entered; until he does, the
 * referee's. */
static void
test_bn_28_0c (void)
{
  g_autofree char *body = g_strdup_printf (TWO_AWAY, "");
  g_autoptr(VdHexCharge) night = NULL, day = NULL, open = NULL;

  enter ("1-2,9");
  night = charge_of (body, "h1", "a1", FALSE);
  g_assert_cmpstr (night->refused_rule, ==, "28.0c");
  g_assert_cmpstr (night->refused, ==, "turn 2 is a night turn: cavalry does not charge at night");
  enter ("3-8");
  day = charge_of (body, "h1", "a1", FALSE);
  g_assert_null (day->refused);
  g_assert_true (has_reason (day->reasons, "28.0c", NULL, "turn 2 is a day turn"));
  enter (NULL);
  open = charge_of (body, "h1", "a1", FALSE);
  g_assert_null (open->refused);
  g_assert_true (has_reason (open->unchecked, "28.0c", NULL, "enter them as special.night.turns"));
  forget ();
}

/* 24.2a, 16.3a: blown cavalry withdraws 6 to 12 hexes, counted round the enemy's hexes: 0705,
 * six hexes off in the open, is twelve round a line of enemies, 0905 out of reach; one hex is
 * too near; the withdrawal goes to the hex, blown; an infantry counter does not withdraw. */
static void
test_bn_24_2a (void)
{
  g_autoptr(GString) body = g_string_new (
    "units:\n  - {id: h1, side: french, class: cavalry, hex: \"0105\", formation: formed}\n");
  g_autoptr(VdHexRuleset) module = NULL, open_module = NULL;
  g_autoptr(VdBoard) board = NULL, open = NULL;
  g_autoptr(VdHexWithdrawal) around = NULL, beyond = NULL, near = NULL, clear = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  const VdBoardEvent *event;
  VdHex hex;

  open = board_of (body->str, &open_module);
  for (int row = 1; row <= 8; row++)
    g_string_append_printf (body, "  - {id: e%d, side: allied, class: infantry, hex: \"02%02d\"}\n",
                            row, row);
  board = board_of (body->str, &module);
  g_assert_true (vd_hex_grid_parse (board->grid, "0705", &hex));
  clear = vd_hex_withdrawal (open, open_module, "h1", &hex, NULL);
  g_assert_true (clear->legal);
  g_assert_cmpint (clear->distance, ==, 6);
  around = vd_hex_withdrawal (board, module, "h1", &hex, NULL);
  g_assert_true (around->legal);
  g_assert_cmpint (around->distance, ==, 12);
  g_assert_true (has_reason (around->reasons, "24.2a", "h1", "withdraws 6 to 12 hexes"));
  g_assert_true (has_reason (around->reasons, "16.3a", "h1", "never through a hex the enemy "
                                                             "holds"));
  g_assert_true (has_reason (around->unchecked, "24.2a", "h1", "Movement Table"));
  events = vd_hex_withdrawal_events (board, module, around);
  g_assert_cmpuint (events->len, ==, 1);
  event = events->pdata[0];
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event->hex, ==, "0705");
  g_assert_cmpstr (event->formation, ==, "blown");
  g_assert_true (vd_hex_grid_parse (board->grid, "0905", &hex));
  beyond = vd_hex_withdrawal (board, module, "h1", &hex, NULL);
  g_assert_false (beyond->legal);
  g_assert_cmpstr (beyond->why_rule, ==, "24.2a");
  g_assert_true (vd_hex_grid_parse (board->grid, "0104", &hex));
  near = vd_hex_withdrawal (board, module, "h1", &hex, NULL);
  g_assert_false (near->legal);
  g_assert_cmpstr (near->why, ==, "0104 is 1 hex away: a withdrawal goes 6 to 12");
  for (guint i = 0; i < around->hexes->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (board, g_array_index (around->hexes, VdHex,
                                                                          i));

      g_assert_false (g_str_has_prefix (label, "02"));
    }
  g_assert_null (vd_hex_withdrawal (board, module, "e1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "only cavalry withdraws blown (24.2a)"));
}

/* 24.2c: in the French rally phase blown French cavalry at Normal may try to recover, on the
 * missing Cavalry Recovery Table; shaken, formed, or the other side's may not; a success read
 * by the referee forms it again in place. */
static void
test_bn_24_2c (void)
{
  static const char body[] =
    "units:\n"
    "  - {id: h1, side: french, class: cavalry, hex: \"0105\", formation: blown}\n"
    "  - {id: h2, side: french, class: cavalry, hex: \"0305\", formation: blown, state: shaken}\n"
    "  - {id: h3, side: french, class: cavalry, hex: \"0505\", formation: formed}\n"
    "  - {id: a1, side: allied, class: cavalry, hex: \"0705\", formation: blown}\n"
    "  - {id: i1, side: french, class: infantry, hex: \"0707\"}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);
  g_autoptr(VdHexCavalryRecovery) may = NULL, shaken = NULL, formed = NULL, enemy = NULL;
  g_autoptr(VdHexCavalryRecovery) movement = NULL;
  g_autoptr(VdBoardEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  g_free (board->phase);
  board->phase = g_strdup ("fr-rally");
  may = vd_hex_cavalry_recovery (board, module, "h1", NULL);
  g_assert_true (may->may);
  g_assert_cmpstr (may->chart, ==, "Cavalry Recovery Table");
  g_assert_true (has_reason (may->reasons, "24.2c", "h1", "blown, at normal"));
  shaken = vd_hex_cavalry_recovery (board, module, "h2", NULL);
  g_assert_false (shaken->may);
  g_assert_cmpstr (shaken->why, ==, "h2 is shaken: only cavalry at Normal or better recovers");
  formed = vd_hex_cavalry_recovery (board, module, "h3", NULL);
  g_assert_cmpstr (formed->why, ==, "h3 is not blown");
  enemy = vd_hex_cavalry_recovery (board, module, "a1", NULL);
  g_assert_nonnull (strstr (enemy->why, "not the active player's"));
  event = vd_hex_cavalry_recovery_event (board, module, "h1");
  g_assert_cmpstr (event->formation, ==, "formed");
  g_assert_cmpstr (event->hex, ==, "0105");
  g_free (board->phase);
  board->phase = g_strdup ("fr-movement");
  movement = vd_hex_cavalry_recovery (board, module, "h1", NULL);
  g_assert_cmpstr (movement->why, ==, "cavalry recovers only in the rally phase");
  g_assert_null (vd_hex_cavalry_recovery (board, module, "i1", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

/* Errors: a charger not cavalry, counters of mixed sides, a target of one's own side. */
static void
test_bn_charge_errors (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("units:\n"
                                       "  - {id: h1, side: french, class: cavalry, hex: \"0205\"}\n"
                                       "  - {id: inf, side: french, class: infantry, hex: \"0204\"}\n"
                                       "  - {id: a1, side: allied, class: cavalry, hex: \"0405\"}\n",
                                       &module);
  const char * const infantry[] = { "inf", NULL };
  const char * const mixed[] = { "h1", "a1", NULL };
  const char * const own[] = { "h1", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_bn_charge (board, module, G_MAXUINT, infantry, "a1", FALSE, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "only cavalry charges"));
  g_clear_error (&error);
  g_assert_null (vd_hex_bn_charge (board, module, G_MAXUINT, mixed, "inf", FALSE, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (vd_hex_bn_charge (board, module, G_MAXUINT, own, "inf", FALSE, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

/* 10.5d: cavalry 4 hexes from its division commander charges a target 3 hexes off, beyond the
 * commander's 4 officer MP: not refused for it, and said. */
static void
test_bn_10_5d (void)
{
  g_autoptr(VdHexCharge) charge = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.cavalry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  charge = charge_of ("units:\n"
                      "  - {id: div, side: french, class: officer, hex: \"0101\"}\n"
                      "  - {id: h1, side: french, class: cavalry, hex: \"0105\", army: div,"
                      " formation: formed}\n"
                      "  - {id: a1, side: allied, class: infantry, hex: \"0405\"}\n",
                      "h1", "a1", FALSE);
  forget ();
  g_assert_null (charge->refused);
  g_assert_true (has_reason (charge->reasons, "10.5d", "a1", "lies beyond 4 officer MP of div, "
                                                             "h1’s commander: a charge may "
                                                             "leave the command radius"));
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-charge-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/24.1b", test_bn_24_1b);
  g_test_add_func ("/hex/rules/bn/10.5d", test_bn_10_5d);
  g_test_add_func ("/hex/rules/bn/24.1d", test_bn_24_1d);
  g_test_add_func ("/hex/rules/bn/24.1a", test_bn_24_1a);
  g_test_add_func ("/hex/rules/bn/24.2b", test_bn_24_2b);
  g_test_add_func ("/hex/rules/bn/24.1f", test_bn_24_1f);
  g_test_add_func ("/hex/rules/bn/24.1c-15.2c", test_bn_24_1c);
  g_test_add_func ("/hex/rules/bn/24.1e-24.1k-15.2b", test_bn_24_1e_24_1k);
  g_test_add_func ("/hex/rules/bn/15.2d-15.2f", test_bn_15_2d_15_2f);
  g_test_add_func ("/hex/rules/bn/28.0-28.0c", test_bn_28_0c);
  g_test_add_func ("/hex/rules/bn/24.2a-16.3a", test_bn_24_2a);
  g_test_add_func ("/hex/rules/bn/24.2c", test_bn_24_2c);
  g_test_add_func ("/hex/bn/charge-errors", test_bn_charge_errors);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
