/* BN's batteries and shared fire (vd-hex-artillery-bn.h, vd-hex-fire-split.h), tests named
 * after the rules: the seed's 27.3 examples played on a board (three batteries of 3 heavy
 * points at 3 hexes: 6 fire points; two of 4: 4; 3 heavy at 4 and 3 light at 5: 1 in all),
 * points added per hex and type before the missing cell is named (27.3); points moved between
 * batteries of one type and class, detached batteries of 5 points at most (27.1); the set-up's
 * battery notation (1.4.7); fire shared only by whole levels, an A into two B (20.2e). */
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-artillery-bn.h"
#include "vd-hex-fire-once.h"
#include "vd-hex-fire-split.h"
#include "vd-board-battle.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

static gboolean
said (const GPtrArray *reasons, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && (by == NULL || g_strcmp0 (reason->by, by) == 0) &&
          strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* al at 0808; 0805, 0811, 0507, 1107, 0510 are 3 hexes from it, 0804 4, 0803 5. */
#define BATTERIES \
  "units:\n" \
  "  - {id: al, side: allied, class: infantry, hex: \"0808\", formation: line, strength: A}\n" \
  "  - {id: h1, name: \"1b (3Hf)\", side: french, class: artillery, hex: \"0805\", strength: \"3\"}\n" \
  "  - {id: h2, name: \"2b (3Hf)\", side: french, class: artillery, hex: \"0811\", strength: \"3\"}\n" \
  "  - {id: h3, name: \"3b (3Hf)\", side: french, class: artillery, hex: \"0507\", strength: \"3\"}\n" \
  "  - {id: h4, name: \"4b (4Hf)\", side: french, class: artillery, hex: \"1107\", strength: \"4\"}\n" \
  "  - {id: h5, name: \"5b (4Hf)\", side: french, class: artillery, hex: \"0510\", strength: \"4\"}\n" \
  "  - {id: h6, name: \"6b (3Hf)\", side: french, class: artillery, hex: \"0804\", strength: \"3\"}\n" \
  "  - {id: l1, name: \"7b (3Lf)\", side: french, class: artillery, hex: \"0803\", strength: \"3\"}\n" \
  "  - {id: h7, name: \"8b (2Hf)\", side: french, class: artillery, hex: \"0805\", strength: \"2\"}\n" \
  "  - {id: h8, name: \"9b (Hf)\", side: french, class: artillery, hex: \"0805\", strength: \"5\"}\n" \
  "  - {id: g1, name: \"AGb (Hf)\", side: french, class: artillery, hex: \"0201\", strength: \"5\"}\n" \
  "  - {id: g2, name: \"AGb (3Hf)\", side: french, class: artillery, hex: \"0202\", strength: \"3\"}\n" \
  "  - {id: g3, name: \"AGb (2Hh)\", side: french, class: artillery, hex: \"0203\", strength: \"2\"}\n" \
  "  - {id: g4, name: \"AGb (1Hf)\", side: french, class: artillery, hex: \"0204\", strength: \"1\"}\n" \
  "  - {id: d1, name: \"AGb (2Hf)\", side: french, class: artillery, hex: \"0205\", strength: \"2\"," \
  " echelon: detached-battery}\n" \
  "  - {id: plain, side: french, class: artillery, hex: \"0206\", strength: \"4\"}\n" \
  "  - {id: fr, side: french, class: infantry, hex: \"0207\", formation: line, strength: AB}\n"

static VdHexArtilleryFire *
fire_of (const VdBoard *board, const VdHexRuleset *module, const char *firers)
{
  g_auto(GStrv) ids = g_strsplit (firers, ",", -1);
  g_autoptr(GError) error = NULL;
  VdHexArtilleryFire *fire = vd_hex_artillery_fire (board, module, (const char * const *) ids,
                                                    "al", &error);

  g_assert_no_error (error);
  return fire;
}

static void
test_27_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 1, 16, 16, BATTERIES, &module);
  g_autoptr(VdHexArtilleryFire) three = fire_of (board, module, "h1,h2,h3");
  g_autoptr(VdHexArtilleryFire) two = fire_of (board, module, "h4,h5");
  g_autoptr(VdHexArtilleryFire) mixed = fire_of (board, module, "h6,l1");
  g_autoptr(VdHexArtilleryFire) one_hex = fire_of (board, module, "h1,h7");
  g_autoptr(GError) error = NULL;
  const char * const too_many[] = { "h1", "h8", NULL };
  const char * const infantry[] = { "fr", NULL };

  /* 27.3-ex: three batteries of 3 heavy points at 3 hexes, 6 fire points. */
  g_assert_true (three->known);
  g_assert_cmpfloat (three->points, ==, 6);
  g_assert_true (said (three->reasons, "27.3", "0805", "3 heavy points at range 3, 2 fire points "
                                                      "(27.3-ex)"));
  g_assert_true (said (three->reasons, "27.3", NULL, "fire points of the hexes added: 6"));
  /* Two batteries of 4 heavy points at 3: 4. */
  g_assert_cmpfloat (two->points, ==, 4);
  /* 3 heavy at 4 and 3 light at 5: 1 point in all, the two cells not given apart. */
  g_assert_true (mixed->known);
  g_assert_cmpfloat (mixed->points, ==, 1);
  g_assert_cmpuint (mixed->missing->len, ==, 0);
  g_assert_true (said (mixed->reasons, "27.3-ex", NULL, "27.3-ex gives their sum, 1"));
  /* 27.3: two batteries of one type in one hex are added before the table is read: 5 heavy
   * points at 3, a cell the seed lacks, named. */
  g_assert_false (one_hex->known);
  g_assert_true (said (one_hex->missing, "27.3", "0805", "h1, h7: 5 heavy points at range 3"));
  /* 12.3: a hex fires 5 artillery points at most. */
  g_assert_null (vd_hex_artillery_fire (board, module, too_many, "al", &error));
  g_assert_nonnull (strstr (error->message, "8 artillery points would fire: 5 at most (12.3)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_artillery_fire (board, module, infantry, "al", &error));
  g_assert_nonnull (strstr (error->message, "fr is not artillery (27.3)"));
}

static VdHexBatteryTransfer *
transfer_of (const VdBoard *board, const VdHexRuleset *module, const char *from,
             const char *to, int points)
{
  g_autoptr(GError) error = NULL;
  VdHexBatteryTransfer *transfer = vd_hex_battery_transfer (board, module, from, to, points,
                                                            &error);

  g_assert_no_error (error);
  return transfer;
}

/* 6.8: a battery's points are those its marker shows (the counter's strength): a transfer says
 * so by 6.8, and more than the marker shows cannot be given. */
static void
test_6_8 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexBatteryTransfer) give = NULL, too_many = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = vd_test_hex_board (folder, "bn", 1, 16, 16,
    "units:\n"
    "  - {id: b1, name: \"1b (4Hf)\", side: french, class: artillery, hex: \"0805\", strength: \"4\"}\n"
    "  - {id: b2, name: \"2b (2Hf)\", side: french, class: artillery, hex: \"0806\", strength: \"2\"}\n",
    &module);
  give = transfer_of (board, module, "b1", "b2", 1);
  g_assert_true (said (give->reasons, "6.8", NULL, "b1 holds 4 artillery points (its marker), b2 2"));
  too_many = vd_hex_battery_transfer (board, module, "b1", "b2", 5, &error);
  g_assert_null (too_many);
  g_assert_cmpstr (error->message, ==, "b1 holds 4 artillery points: give 1 to 4");
}

static void
test_27_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, chosen_module = NULL;
  g_autoptr(VdBoard) board = NULL, chosen = NULL;
  g_autoptr(VdHexBatteryTransfer) give = NULL, other_class = NULL, detach = NULL, rebuilt = NULL;
  g_autoptr(VdHexBatteryTransfer) open = NULL, capped = NULL, unknown = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  const VdBoardEvent *added;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = vd_test_hex_board (folder, "bn", 1, 16, 16, BATTERIES, &module);
  /* Same type and class: the points move, at no MP. */
  give = transfer_of (board, module, "g2", "g4", 2);
  g_assert_true (give->may);
  g_assert_cmpint (give->to_after, ==, 3);
  g_assert_cmpint (give->from_after, ==, 1);
  g_assert_true (said (give->reasons, "27.1", NULL, "no movement points are spent"));
  /* Heavy foot to heavy horse: refused. */
  other_class = transfer_of (board, module, "g2", "g3", 1);
  g_assert_false (other_class->may);
  g_assert_cmpstr (other_class->why_rule, ==, "27.1");
  g_assert_nonnull (strstr (other_class->why, "heavy foot, g3 heavy horse"));
  /* A detached battery, its counter keeping the notation that the real one does not show. */
  detach = transfer_of (board, module, "g1", NULL, 3);
  g_assert_true (detach->may);
  g_assert_cmpstr (detach->new_id, ==, "g1-d1");
  g_assert_cmpstr (detach->new_name, ==, "g1-d1b (3Hf)");
  events = vd_hex_battery_transfer_events (board, detach);
  g_assert_cmpuint (events->len, ==, 2);
  added = events->pdata[0];
  g_assert_cmpint (added->kind, ==, VD_BOARD_EVENT_ADD_UNIT);
  g_assert_cmpstr (added->strength, ==, "3");
  g_assert_cmpstr (added->echelon, ==, "detached-battery");
  g_assert_cmpstr (((const VdBoardEvent *) events->pdata[1])->strength, ==, "2");
  /* Taking a detached battery back: 5 points at most. */
  rebuilt = transfer_of (board, module, "d1", "g2", 2);
  g_assert_true (rebuilt->may);
  g_clear_pointer (&rebuilt, vd_hex_battery_transfer_free);
  rebuilt = transfer_of (board, module, "d1", "g1", 1);
  g_assert_false (rebuilt->may);
  g_assert_cmpstr (rebuilt->why_rule, ==, "27.1");
  g_assert_nonnull (strstr (rebuilt->why, "g1 would hold 6 artillery points"));
  /* A printed battery over 5 from another: reading bn-i-battery-cap, named while open. */
  open = transfer_of (board, module, "g2", "g1", 1);
  g_assert_false (open->may);
  g_assert_cmpstr (open->open, ==, "bn-i-battery-cap");
  vd_test_choose_reading ("bn", "bn-i-battery-cap", "every-battery");
  chosen = vd_test_hex_board (folder, "bn", 1, 16, 16, BATTERIES, &chosen_module);
  capped = transfer_of (chosen, chosen_module, "g2", "g1", 1);
  g_assert_false (capped->may);
  g_assert_null (capped->open);
  g_assert_cmpstr (capped->why_rule, ==, "bn-i-battery-cap");
  vd_test_choose_reading ("bn", NULL, NULL);
  /* A battery whose name carries no notation: the referee's. */
  unknown = transfer_of (board, module, "g1", "plain", 1);
  g_assert_false (unknown->may);
  g_assert_cmpstr (unknown->why_rule, ==, "1.4.7");
  /* More than it holds, or not artillery: errors. */
  g_assert_null (vd_hex_battery_transfer (board, module, "g4", "g2", 2, &error));
  g_clear_error (&error);
  g_assert_null (vd_hex_battery_transfer (board, module, "fr", "g2", 1, &error));
  g_assert_nonnull (strstr (error->message, "fr is not artillery (27.1)"));
}

static void
test_1_4_7 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 1, 16, 16, BATTERIES, &module);
  VdHexBatteryKind kind;
  VdBoardUnit unit = { 0 };

  /* "AGb (Hf)": heavy foot, 5 points when no number is written. */
  g_assert_true (vd_hex_battery_kind (vd_board_find_unit (board, "g1"), module, &kind));
  g_assert_cmpstr (kind.type, ==, "heavy");
  g_assert_cmpstr (kind.klass, ==, "foot");
  g_assert_cmpint (kind.points, ==, 5);
  vd_hex_battery_kind_clear (&kind);
  /* "AGb (3Hh)": three points of heavy horse artillery. */
  unit.id = (char *) "x";
  unit.name = (char *) "AGb (3Hh)";
  g_assert_true (vd_hex_battery_kind (&unit, module, &kind));
  g_assert_cmpstr (kind.klass, ==, "horse");
  g_assert_cmpint (kind.points, ==, 3);
  vd_hex_battery_kind_clear (&kind);
  /* "AGb (Lf)", read from the id when the name says nothing. */
  unit.name = (char *) "Left wing";
  unit.id = (char *) "AGb (Lf)";
  g_assert_true (vd_hex_battery_kind (&unit, module, &kind));
  g_assert_cmpstr (kind.type, ==, "light");
  vd_hex_battery_kind_clear (&kind);
  /* No "b" before the brackets, or letters the notation does not know: none. */
  unit.id = (char *) "AG (Hf)";
  g_assert_false (vd_hex_battery_kind (&unit, module, &kind));
  unit.id = (char *) "AGb (Xf)";
  g_assert_false (vd_hex_battery_kind (&unit, module, &kind));
  g_assert_false (vd_hex_battery_kind (vd_board_find_unit (board, "plain"), module, &kind));
}

static VdHexFireSplit *
split_of (const VdBoard *board, const VdHexRuleset *module, const char *unit, const char *into)
{
  g_auto(GStrv) parts = g_strsplit (into, ",", -1);
  g_autoptr(GError) error = NULL;
  VdHexFireSplit *split = vd_hex_fire_split (board, module, unit, (const char * const *) parts,
                                             &error);

  g_assert_no_error (error);
  return split;
}

static void
test_20_2e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 1, 16, 16, BATTERIES, &module);
  g_autoptr(VdHexFireSplit) two_b = split_of (board, module, "al", "B,B");
  g_autoptr(VdHexFireSplit) not_level = split_of (board, module, "al", "2C");
  g_autoptr(VdHexFireSplit) too_much = split_of (board, module, "al", "A,B");
  g_autoptr(VdHexFireSplit) capped = split_of (board, module, "fr", "A,B");
  g_autoptr(VdHexFireSplit) guns = split_of (board, module, "g1", "3,2");
  g_autoptr(VdHexFireSplit) half_gun = split_of (board, module, "g1", "2.5");

  /* The seed's own: an A shared as two B. */
  g_assert_true (two_b->may);
  g_assert_cmpint (two_b->used, ==, 4);
  g_assert_true (said (two_b->reasons, "20.2e", "al", "A into B + B: whole levels"));
  g_assert_false (not_level->may);
  g_assert_cmpstr (not_level->why_rule, ==, "20.2e");
  g_assert_false (too_much->may);
  g_assert_cmpstr (too_much->why_rule, ==, "20.2e");
  /* AB shared as A + B: more than a hex fires (20.2a). */
  g_assert_false (capped->may);
  g_assert_cmpstr (capped->why_rule, ==, "20.2a");
  g_assert_true (guns->may);
  g_assert_false (half_gun->may);
}

#define SHARED \
  "phase: fr-offensive-fire\n" \
  "units:\n" \
  "  - {id: al, side: allied, class: infantry, hex: \"0505\", strength: A}\n" \
  "  - {id: al-b, side: allied, class: infantry, hex: \"0505\", strength: A}\n" \
  "  - {id: al2, side: allied, class: infantry, hex: \"0404\", strength: A}\n" \
  "  - {id: f1, side: french, class: infantry, hex: \"0504\", formation: line, strength: A}\n" \
  "journal:\n" \
  "  - {event: combat, turn: 1, phase: fr-offensive-fire, attackers: [f1], defenders: [al]," \
  " column: \"1\", roll: 33, die: 33, result: ~}\n"

/* 20.2e with 20.2b: f1 fired at al this phase; a share of its fire at al2, in another hex,
 * is allowed once said to be a share, never a second fire at al's hex. */
static void
test_20_2e_20_2b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 1, 9, 9, SHARED, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);
  const char * const f1[] = { "f1", NULL };
  const char *rule = NULL;
  g_autofree char *why = NULL, *again = NULL;

  g_assert_nonnull (board);
  g_assert_false (vd_hex_fire_once_allowed (setup, module, G_MAXUINT, board, f1, "al2", &rule,
                                            &why));
  g_assert_cmpstr (rule, ==, "20.2b");
  g_assert_true (vd_hex_fire_once_allowed_shared (setup, module, G_MAXUINT, board, f1, f1,
                                                  "al2", &rule, NULL));
  g_assert_false (vd_hex_fire_once_allowed_shared (setup, module, G_MAXUINT, board, f1, f1,
                                                   "al-b", &rule, &again));
  g_assert_cmpstr (rule, ==, "20.2b");
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-artillery-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/27.3-27.3-ex", test_27_3);
  g_test_add_func ("/hex/rules/bn/27.1", test_27_1);
  g_test_add_func ("/hex/rules/bn/6.8", test_6_8);
  g_test_add_func ("/hex/rules/bn/1.4.7", test_1_4_7);
  g_test_add_func ("/hex/rules/bn/20.2e-20.2a", test_20_2e);
  g_test_add_func ("/hex/rules/bn/20.2e-20.2b", test_20_2e_20_2b);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
