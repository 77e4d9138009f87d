/* BN's rout move (vd-hex-rout-bn.h), tests named after the rules: a routed stack under 6 hexes
 * from the enemy retreats until 6 or more away (25.1b, 25.5 E), which ways count by reading
 * bn-i-rout-path, none when it is far enough already, and with no way out its empty roster
 * boxes become casualties and it is eliminated. The prohibited forest is the tests' entry, as
 * the owner would make it (the Movement Table is missing). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-hex-rout-bn.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "bn", 2, 15, 15, body, module);
}

static VdHex
hex (const VdBoard *board, const char *label)
{
  VdHex out;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &out));
  return out;
}

static gboolean
has_rule (GPtrArray *reasons, const char *rule, const char *part)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, part) != NULL)
        return TRUE;
    }
  return FALSE;
}

#define ROUTED \
  "phase: fr-rally\nunits:\n" \
  "  - {id: fr, side: french, class: infantry, hex: \"0808\", state: routed, facing: 0}\n" \
  "  - {id: fr2, side: french, class: infantry, hex: \"0808\", state: routed, facing: 0}\n" \
  "  - {id: gen, side: french, class: officer, hex: \"0808\"}\n"

/* 25.1b: 2 hexes from the enemy, it must rout; every end is 6 or more from every enemy and the
 * shortest are 4 hexes long; the longer wait for bn-i-rout-path; applied, the stack's routed
 * counters (not its officer) go there through the way, one step. */
static void
test_bn_25_1b_must_rout (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(VdHexRout) longer = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexRoutEnd *first = NULL, *far = NULL;
  VdHex target;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of (ROUTED "  - {id: en, side: allied, class: infantry, hex: \"0806\"}\n",
                    &module);
  rout = vd_hex_rout_bn (board, module, "fr", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (rout->must_rout);
  g_assert_false (rout->eliminated);
  g_assert_cmpstr (rout->nearest_enemy, ==, "en");
  g_assert_cmpint (rout->nearest_hexes, ==, 2);
  g_assert_cmpstr (rout->rule, ==, "25.1b");
  g_assert_nonnull (strstr (rout->why, "it retreats at once until 6 or more"));
  g_assert_true (has_rule (rout->reasons, "25.1b", "command radius"));
  g_assert_true (has_rule (rout->reasons, "16.2c", "prohibited"));
  g_assert_cmpstr (rout->stack[0], ==, "fr");
  g_assert_cmpstr (rout->stack[1], ==, "fr2");
  g_assert_null (rout->stack[2]);
  g_assert_null (rout->when);
  g_assert_cmpuint (rout->ends->len, >, 0);
  for (guint i = 0; i < rout->ends->len; i++)
    {
      const VdHexRoutEnd *end = rout->ends->pdata[i];

      g_assert_cmpint (vd_hex_distance (end->hex, hex (board, "0806")), >=, 6);
      g_assert_cmpint ((int) end->path->len, ==, end->hexes + 1);
      if (end->hexes == 4 && first == NULL)
        first = end;
      if (end->hexes > 4)
        far = end;
      g_assert_true (end->if_reading == (end->hexes > 4));
    }
  g_assert_nonnull (first);
  g_assert_nonnull (far);
  g_assert_cmpstr (rout->reading, ==, "bn-i-rout-path");
  /* Several ends: the owner chooses. */
  events = vd_hex_rout_bn_events (board, module, rout, &error);
  g_assert_null (events);
  g_assert_nonnull (strstr (error->message, "its owner chooses one (25.1b)"));
  g_clear_error (&error);
  /* A longer way waits for the reading. */
  longer = vd_hex_rout_bn (board, module, "fr", &far->hex, &error);
  g_assert_false (longer->legal);
  g_assert_nonnull (strstr (longer->to_why, "bn-i-rout-path"));
  target = first->hex;
  g_clear_pointer (&rout, vd_hex_rout_free);
  rout = vd_hex_rout_bn (board, module, "fr", &target, &error);
  g_assert_true (rout->legal);
  events = vd_hex_rout_bn_events (board, module, rout, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const VdBoardEvent *event = events->pdata[i];

      g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_MOVE);
      g_assert_cmpstr (event->unit_id, ==, i == 0 ? "fr" : "fr2");
      g_assert_cmpstr (event->note, ==, "25.1b");
      g_assert_cmpuint (g_strv_length (event->path), ==, 5);
      g_assert_cmpstr (event->path[0], ==, "0808");
    }
}

/* 25.1b: chosen first-safe, the longer ways are the owner's too; shortest drops them. */
static void
test_bn_25_1b_reading (void)
{
  g_autoptr(VdHexRuleset) module = NULL, short_module = NULL;
  g_autoptr(VdBoard) board = NULL, short_board = NULL;
  g_autoptr(VdHexRout) rout = NULL, shortest = NULL;

  vd_test_choose_reading ("bn", "bn-i-rout-path", "first-safe");
  board = board_of (ROUTED "  - {id: en, side: allied, class: infantry, hex: \"0806\"}\n",
                    &module);
  rout = vd_hex_rout_bn (board, module, "fr", NULL, NULL);
  vd_test_choose_reading ("bn", "bn-i-rout-path", "shortest");
  short_board = board_of (ROUTED "  - {id: en, side: allied, class: infantry, hex: \"0806\"}\n",
                          &short_module);
  shortest = vd_hex_rout_bn (short_board, short_module, "fr", NULL, NULL);
  vd_test_choose_reading ("bn", NULL, NULL);
  g_assert_null (rout->reading);
  g_assert_null (shortest->reading);
  g_assert_cmpuint (rout->ends->len, >, shortest->ends->len);
  for (guint i = 0; i < rout->ends->len; i++)
    g_assert_false (((const VdHexRoutEnd *) rout->ends->pdata[i])->if_reading);
  for (guint i = 0; i < shortest->ends->len; i++)
    g_assert_cmpint (((const VdHexRoutEnd *) shortest->ends->pdata[i])->hexes, ==, 4);
}

/* 25.1b: 6 or more hexes from every enemy, no rout move; out of its rally phase, none
 * recorded (25.5 E); not routed, no rout at all. */
static void
test_bn_25_1b_far_enough (void)
{
  g_autoptr(VdHexRuleset) module = NULL, phase_module = NULL;
  g_autoptr(VdBoard) board = NULL, phase_board = NULL;
  g_autoptr(VdHexRout) rout = NULL, early = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;

  board = board_of (ROUTED "  - {id: en, side: allied, class: infantry, hex: \"0802\"}\n"
                    "  - {id: ok, side: french, class: infantry, hex: \"0101\"}\n", &module);
  rout = vd_hex_rout_bn (board, module, "fr", NULL, &error);
  g_assert_no_error (error);
  g_assert_false (rout->must_rout);
  g_assert_cmpint (rout->nearest_hexes, ==, 6);
  g_assert_cmpuint (rout->ends->len, ==, 0);
  g_assert_nonnull (strstr (rout->why, "6 hexes from the nearest enemy, en: 6 or more, no rout "
                                       "move"));
  events = vd_hex_rout_bn_events (board, module, rout, &error);
  g_assert_null (events);
  g_assert_nonnull (strstr (error->message, "(25.1b)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_rout_bn (board, module, "ok", NULL, &error));
  g_assert_nonnull (strstr (error->message, "ok is not routed: only a routed stack makes a "
                                            "rout move (25.1b)"));
  g_clear_error (&error);
  phase_board = board_of ("phase: fr-movement\nunits:\n"
                          "  - {id: fr, side: french, class: infantry, hex: \"0808\","
                          " state: routed}\n"
                          "  - {id: en, side: allied, class: infantry, hex: \"0806\"}\n",
                          &phase_module);
  early = vd_hex_rout_bn (phase_board, phase_module, "fr", NULL, NULL);
  g_assert_true (early->must_rout);
  g_assert_cmpstr (early->when_rule, ==, "25.5");
  events = vd_hex_rout_bn_events (phase_board, phase_module, early, &error);
  g_assert_null (events);
  g_assert_nonnull (strstr (error->message, "own rally phase, not in fr-movement (25.5)"));
}

/* The labels of 0101's neighbours on a bare board of this test, but 0102 (the enemy's). */
static GPtrArray *
corner_neighbours_but_0102 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) probe = board_of ("", &module);
  GPtrArray *labels = g_ptr_array_new_with_free_func (g_free);

  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (hex (probe, "0101"), d);
      char *label;

      if (!vd_hex_grid_contains (probe->grid, next))
        continue;
      label = vd_hex_grid_format (probe->grid, next);
      if (g_strcmp0 (label, "0102") != 0)
        g_ptr_array_add (labels, label);
      else
        g_free (label);
    }
  return labels;
}

/* 25.1b: hemmed in by prohibited forest and the enemy, no way out: every box left becomes a
 * casualty (not a straggler) and it is eliminated. */
static void
test_bn_25_1b_eliminated (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GPtrArray) neighbours = NULL;
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) body = g_string_new ("phase: fr-rally\nhexes:\n");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  const VdBoardEvent *roster;

  vd_hex_entries_set_value (entries, "terrain.forest.mp.infantry", "prohibited", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  /* The corner's neighbours in forest, but the one the enemy holds. */
  neighbours = corner_neighbours_but_0102 ();
  for (guint i = 0; i < neighbours->len; i++)
    g_string_append_printf (body, "  \"%s\": {terrain: forest}\n",
                            (const char *) neighbours->pdata[i]);
  g_string_append (body, "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", "
                         "state: routed, roster: \"A X B / _ V _ C _ _ _\"}\n"
                         "  - {id: en, side: allied, class: infantry, hex: \"0102\"}\n");
  board = board_of (body->str, &module);
  rout = vd_hex_rout_bn (board, module, "fr", NULL, &error);
  vd_test_choose_reading ("bn", NULL, NULL);
  g_assert_no_error (error);
  g_assert_true (rout->must_rout);
  g_assert_true (rout->eliminated);
  g_assert_cmpuint (rout->ends->len, ==, 0);
  g_assert_nonnull (strstr (rout->why, "empty roster boxes become casualties and it is "
                                       "eliminated"));
  /* The enemy next to it: one hex, singular. */
  g_assert_true (g_str_has_prefix (rout->why, "1 hex from the nearest enemy, en, and no way to 6 "
                                              "hexes from every enemy"));
  events = vd_hex_rout_bn_events (board, module, rout, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 2);
  roster = events->pdata[0];
  g_assert_cmpint (roster->kind, ==, VD_BOARD_EVENT_ROSTER);
  g_assert_cmpint (roster->casualties, ==, 6);
  g_assert_cmpint (roster->stragglers, ==, 1);
  g_assert_cmpint (((const VdBoardEvent *) events->pdata[1])->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_true (((const VdBoardEvent *) events->pdata[1])->eliminated);
  g_assert_cmpstr (((const VdBoardEvent *) events->pdata[1])->note, ==, "25.1b");
  g_assert_true (has_rule (rout->reasons, "25.1b", "5 boxes left marked as casualties"));
}

/* The first 4-hex way of fr's rout from 0808 away from the enemy in 0806 (ROUTED's stack):
 * its hexes as labels, 0808 first. */
static GStrv
first_way (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();

  board = board_of (ROUTED "  - {id: en, side: allied, class: infantry, hex: \"0806\"}\n",
                    &module);
  rout = vd_hex_rout_bn (board, module, "fr", NULL, NULL);
  for (guint i = 0; i < rout->ends->len; i++)
    {
      const VdHexRoutEnd *end = rout->ends->pdata[i];

      if (end->hexes != 4)
        continue;
      for (guint n = 0; n < end->path->len; n++)
        {
          g_autofree char *label = vd_hex_grid_format (board->grid,
                                                       g_array_index (end->path, VdHex, n));

          g_strv_builder_add (labels, label);
        }
      break;
    }
  return g_strv_builder_end (labels);
}

/* ROUTED's stack routing along WAY (first_way's), friends in its hexes: "p1" (no level) in
 * WAY[1], "p2" (shaken) and an officer in WAY[2], "end" in WAY[4] of strength END_STRENGTH;
 * the events of its rout to WAY[4], the reasons in *ROUT. */
static GPtrArray *
rout_through (GStrv way, const char *end_strength, VdHexRout **rout, GError **error)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autofree char *body = NULL;
  VdHex to;

  body = g_strdup_printf ("phase: fr-rally\nunits:\n"
                          "  - {id: fr, side: french, class: infantry, hex: \"0808\", "
                          "state: routed, facing: 0, strength: C}\n"
                          "  - {id: fr2, side: french, class: infantry, hex: \"0808\", "
                          "state: routed, facing: 0, strength: C}\n"
                          "  - {id: en, side: allied, class: infantry, hex: \"0806\"}\n"
                          "  - {id: p1, side: french, class: infantry, hex: \"%s\"}\n"
                          "  - {id: p2, side: french, class: infantry, hex: \"%s\", "
                          "state: shaken}\n"
                          "  - {id: o2, side: french, class: officer, hex: \"%s\"}\n"
                          "  - {id: end, side: french, class: infantry, hex: \"%s\", "
                          "strength: %s}\n", way[1], way[2], way[2], way[4], end_strength);
  board = board_of (body, &module);
  to = hex (board, way[4]);
  *rout = vd_hex_rout_bn (board, module, "fr", &to, error);
  g_assert_nonnull (*rout);
  g_assert_true ((*rout)->legal);
  return vd_hex_rout_bn_events (board, module, *rout, error);
}

/* The state event EVENTS gives ID, or NULL. */
static const VdBoardEvent *
state_of (GPtrArray *events, const char *id)
{
  for (guint i = 0; i < events->len; i++)
    {
      const VdBoardEvent *event = events->pdata[i];

      if (event->kind == VD_BOARD_EVENT_STATE && g_strcmp0 (event->unit_id, id) == 0)
        return event;
    }
  return NULL;
}

/* The state and the note of ID's state event in EVENTS, or NULL. */
static const char *
state_in (GPtrArray *events, const char *id)
{
  const VdBoardEvent *event = state_of (events, id);

  return event != NULL ? event->state : NULL;
}

static const char *
note_in (GPtrArray *events, const char *id)
{
  const VdBoardEvent *event = state_of (events, id);

  return event != NULL ? event->note : NULL;
}

/* 25.3c on a rout (a retreat, 25.3a): the friendly stacks it passes through take the lowest
 * level there, routed (the officer has none), and so does the stack in the hex it ends in;
 * while bn-i-stack-morale-retreat is not chosen the rules' text stands, the reading named. */
static void
test_bn_25_3c_rout (void)
{
  g_auto(GStrv) way = first_way ();
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("bn", NULL, NULL);
  g_assert_cmpuint (g_strv_length (way), ==, 5);
  events = rout_through (way, "C", &rout, &error);
  g_assert_no_error (error);
  /* Two moves, then p1 and p2 passed through, then the end's stack. */
  g_assert_cmpuint (events->len, ==, 5);
  for (guint i = 0; i < 3; i++)
    {
      const char *id = (const char *[]) { "p1", "p2", "end" }[i];
      g_assert_cmpstr (state_in (events, id), ==, "routed");
      g_assert_cmpstr (note_in (events, id), ==, "25.3c");
    }
  g_assert_null (state_of (events, "o2"));
  g_assert_true (has_rule (rout->reasons, "25.3c", "which the retreat passed through: takes "
                                                   "the lowest level there, routed"));
  g_assert_true (has_rule (rout->reasons, "25.3c", "at the end of the retreat: takes the lowest "
                                                   "level there, routed"));
  g_assert_true (has_rule (rout->reasons, "25.3c", "reading bn-i-stack-morale-retreat not "
                                                   "chosen"));
  g_assert_false (has_rule (rout->reasons, "25.3d", ""));
}

/* DN-1, reading bn-i-stack-morale-retreat's end-of-retreat: the stacks the rout passes through
 * keep their levels, said by DN-1; the hex it ends in still takes the lowest (25.3c).
 * during-retreat aligns them (12.4), the reading not named. */
static void
test_bn_dn_1_end_of_retreat (void)
{
  g_auto(GStrv) way = first_way ();
  g_autoptr(VdHexRout) rout = NULL, during = NULL;
  g_autoptr(GPtrArray) events = NULL, during_events = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("bn", "bn-i-stack-morale-retreat", "end-of-retreat");
  events = rout_through (way, "C", &rout, &error);
  vd_test_choose_reading ("bn", "bn-i-stack-morale-retreat", "during-retreat");
  during_events = rout_through (way, "C", &during, &error);
  vd_test_choose_reading ("bn", NULL, NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 3);
  g_assert_null (state_of (events, "p1"));
  g_assert_null (state_of (events, "p2"));
  g_assert_cmpstr (state_in (events, "end"), ==, "routed");
  g_assert_cmpstr (note_in (events, "end"), ==, "25.3c");
  g_assert_true (has_rule (rout->reasons, "DN-1", "its stack keeps its level, aligned only at "
                                                 "the end of a retreat (reading "
                                                 "bn-i-stack-morale-retreat reads "
                                                 "end-of-retreat)"));
  g_assert_cmpuint (during_events->len, ==, 5);
  g_assert_cmpstr (state_in (during_events, "p2"), ==, "routed");
  g_assert_false (has_rule (during->reasons, "25.3c", "not chosen"));
  g_assert_false (has_rule (during->reasons, "DN-1", ""));
}

/* 25.3d on a rout: the hex it ends in over the stacking limit (C + C + AAA over AAA), every
 * counter there routs at once by 25.3d, before 25.3c's alignment finds nothing left to do. */
static void
test_bn_25_3d_rout (void)
{
  g_auto(GStrv) way = first_way ();
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("bn", NULL, NULL);
  events = rout_through (way, "AAA", &rout, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (state_in (events, "end"), ==, "routed");
  g_assert_cmpstr (note_in (events, "end"), ==, "25.3d");
  g_assert_true (has_rule (rout->reasons, "25.3d", "over the stacking limit after the retreat: "
                                                   "routed at once"));
  g_assert_false (has_rule (rout->reasons, "25.3c", "at the end of the retreat"));
}

/* 16.2c of hexsides in a rout move: the corner's hexsides escarpments the owner made prohibited
 * to infantry, but the one toward the enemy: on open ground, no way out, it is eliminated. */
static void
test_bn_16_2c_hexside_rout (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GPtrArray) neighbours = NULL;
  g_autoptr(VdHexRout) rout = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) body = g_string_new ("phase: fr-rally\nhexsides:\n");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "hexsides.escarpment.mp.infantry", "prohibited", "Test",
                            "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  neighbours = corner_neighbours_but_0102 ();
  for (guint i = 0; i < neighbours->len; i++)
    g_string_append_printf (body, "  - {between: [\"0101\", \"%s\"], feature: escarpment}\n",
                            (const char *) neighbours->pdata[i]);
  g_string_append (body, "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", "
                         "state: routed}\n"
                         "  - {id: en, side: allied, class: infantry, hex: \"0102\"}\n");
  board = board_of (body->str, &module);
  rout = vd_hex_rout_bn (board, module, "fr", NULL, &error);
  vd_test_choose_reading ("bn", NULL, NULL);
  g_assert_no_error (error);
  g_assert_true (rout->must_rout);
  g_assert_true (rout->eliminated);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-rout-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/25.1b-rout-must", test_bn_25_1b_must_rout);
  g_test_add_func ("/hex/rules/bn/25.1b-rout-bn-i-rout-path", test_bn_25_1b_reading);
  g_test_add_func ("/hex/rules/bn/25.1b-rout-far-enough-25.5", test_bn_25_1b_far_enough);
  g_test_add_func ("/hex/rules/bn/25.1b-rout-eliminated", test_bn_25_1b_eliminated);
  g_test_add_func ("/hex/rules/bn/25.3c-rout", test_bn_25_3c_rout);
  g_test_add_func ("/hex/rules/bn/DN-1-bn-i-stack-morale-retreat-end-of-retreat",
                   test_bn_dn_1_end_of_retreat);
  g_test_add_func ("/hex/rules/bn/25.3d-rout", test_bn_25_3d_rout);
  g_test_add_func ("/hex/rules/bn/16.2c-hexside-rout", test_bn_16_2c_hexside_rout);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
