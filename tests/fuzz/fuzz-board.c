/* The board and game module readers: any bytes are read or refused with a message, a module's
 * gaps can all be described, a board that loads is written and read back unchanged, copied
 * as it is, and its journal replayed (or refused) at every point. */
#include <stdlib.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-fuzz.h"
#include "vd-hex-move.h"

/* A small module for boards to be checked against: sides, classes, terrain, hexsides. */
static const char module_text[] =
  "vedette: 1\nkind: hex-ruleset\nid: fuzz\nname: {en: Fuzz, fr: Fuzz}\n"
  "sides: [{id: blue, name: {en: B, fr: B}}, {id: red, name: {en: R, fr: R}}]\n"
  "unit_classes: [{id: infantry, name: {en: I, fr: I}}, {id: cavalry, name: {en: C, fr: C}}]\n"
  "options: [{id: night, name: {en: N, fr: N}}]\n"
  "default_terrain: clear\n"
  "sequence: [{id: move, name: {en: M, fr: M}, side: both}]\n"
  "terrain: {clear: {name: {en: C, fr: C}, mp: 1}, woods: {name: {en: W, fr: W}, mp: ~},\n"
  "          village: {name: {en: V, fr: V}, mp: 2}, road: {name: {en: R, fr: R}, mp: 0.5}}\n"
  "hexsides: {river: {name: {en: R, fr: R}, mp: ~}, slope: {name: {en: S, fr: S}, mp: 1,\n"
  "           directed: true}}\n"
  "zoc: {model: rigid, effects: {stop: R-1, enter: R-1, leave: R-1, zoc_to_zoc: R-1}}\n"
  "movement: {into_enemy: {allowed: false, rule: R-1}, road_through_prohibited: {rule: R-1}}\n"
  "stacking: {max_units: 2, rule: R-1}\n"
  "rules: [{id: R-1, text: {en: x, fr: x}}]\n";

static VdHexRuleset *
fuzz_module (void)
{
  static VdHexRuleset *module;

  if (module == NULL)
    {
      g_autoptr(GError) error = NULL;

      module = vd_hex_ruleset_load_data (module_text, strlen (module_text), "fuzz-module.yaml",
                                         &error);
      if (module == NULL)
        {
          g_printerr ("the fuzzers' module does not load: %s\n", error->message);
          abort ();
        }
    }
  return module;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(VdYamlDocument) doc = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdBoard) again = NULL;
  g_autoptr(VdYamlDocument) written = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL, *yaml_again = NULL;
  const char *kind;
  gsize length = 0;
  gboolean checked;

  if (size > VD_FUZZ_MAX_INPUT)
    return 0;
  doc = vd_yaml_parse ((const char *) data, size, "fuzz.yaml", &error);
  if (doc == NULL)
    {
      if (error == NULL)
        abort ();
      return 0;
    }
  kind = vd_yaml_document_kind (doc);
  if (kind != NULL && strcmp (kind, "hex-ruleset") == 0)
    {
      g_autoptr(VdHexRuleset) module =
        vd_hex_ruleset_load_data ((const char *) data, size, "fuzz.yaml", &error);

      if (module == NULL && error == NULL)
        abort ();
      for (guint i = 0; module != NULL && i < module->gaps->len; i++)
        g_free (vd_hex_gap_describe (module, module->gaps->pdata[i]));
      return 0;
    }
  board = vd_board_read_document (doc, fuzz_module (), &error);
  checked = board != NULL;
  if (board == NULL)
    {
      if (error == NULL)
        abort ();
      g_clear_error (&error);
      /* Unchecked against a module, as the writer reads back what it wrote. */
      board = vd_board_read_document (doc, NULL, &error);
      if (board == NULL)
        return 0;
    }
  yaml = vd_board_to_yaml (board, &length, &error);
  if (yaml == NULL)
    {
      g_printerr ("a board that loads cannot be written: %s\n", error->message);
      abort ();
    }
  written = vd_yaml_parse (yaml, length, "written.yaml", &error);
  if (written == NULL || (again = vd_board_read_document (written, NULL, &error)) == NULL)
    {
      g_printerr ("a board written by Vedette does not load: %s\n%s",
                  error != NULL ? error->message : "", yaml);
      abort ();
    }
  yaml_again = vd_board_to_yaml (again, NULL, &error);
  if (yaml_again == NULL || strcmp (yaml, yaml_again) != 0)
    {
      g_printerr ("a board changed when written and read back:\n%s", yaml);
      abort ();
    }
  {
    g_autoptr(VdBoard) copy = vd_board_copy (board);
    g_autofree char *yaml_copy = vd_board_to_yaml (copy, NULL, NULL);

    if (yaml_copy == NULL || strcmp (yaml, yaml_copy) != 0)
      {
        g_printerr ("a board's copy is not the board:\n%s", yaml);
        abort ();
      }
  }
  /* Bounded, so that a long journal does not make one input take seconds. */
  for (guint n = 0; n <= MIN (board->journal->len, 64); n++)
    {
      g_autoptr(GError) replay_error = NULL;
      g_autoptr(VdBoard) at = vd_board_replay (board, fuzz_module (), n, &replay_error);

      if (at == NULL && replay_error == NULL)
        abort ();
    }
  /* The move engine on a board checked against the module: a few counters' reach, and a move
   * to the far corner, answered or refused with a message. */
  for (guint i = 0; checked && i < MIN (board->units->len, 4); i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);
      g_autoptr(GError) move_error = NULL;
      g_autoptr(VdHexReach) reach = vd_hex_reach (board, fuzz_module (), unit->id, &move_error);
      g_autoptr(VdHexMove) move = NULL;
      VdHex corner = unit->hex;

      if (reach == NULL && move_error == NULL)
        abort ();
      g_clear_error (&move_error);
      corner.q += 2;
      move = vd_hex_move (board, fuzz_module (), unit->id, NULL, 0, corner, &move_error);
      if (move == NULL && move_error == NULL)
        abort ();
    }
  return 0;
}
