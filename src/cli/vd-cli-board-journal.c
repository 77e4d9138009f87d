/* vedette-cli record, undo and log for a board file: its journal, as for a table's. */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <json-glib/json-glib.h>

#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-british-withdrawal.h"
#include "vd-hex-dice.h"
#include "vd-hex-exit.h"
#include "vd-hex-ice.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn-move.h"
#include "vd-hex-returns.h"
#include "vd-hex-turn.h"
#include "vd-orders.h"
#include "vd-yaml-reader.h"

gboolean
vd_cli_is_board (const char *path)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, NULL);
  const VdYamlNode *kind = doc != NULL && doc->root != NULL && doc->root->kind == VD_YAML_MAPPING
                             ? vd_yaml_lookup (doc->root, "kind") : NULL;

  return kind != NULL && kind->kind == VD_YAML_SCALAR && g_strcmp0 (kind->value, "board") == 0;
}

static void
add_event_json (JsonBuilder *builder, const VdBoardEvent *event, guint number, const char *text)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "index");
  json_builder_add_int_value (builder, number);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, event->turn);
  json_builder_set_member_name (builder, "event");
  json_builder_add_string_value (builder, vd_board_event_kind_to_string (event->kind));
  json_builder_set_member_name (builder, "unit");
  if (event->unit_id != NULL)
    json_builder_add_string_value (builder, event->unit_id);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "note");
  if (event->note != NULL)
    json_builder_add_string_value (builder, event->note);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "time");
  if (event->time != NULL)
    json_builder_add_string_value (builder, event->time);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "batch");
  json_builder_add_int_value (builder, event->batch);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  json_builder_end_object (builder);
}

static void
print_events (GPtrArray *events, GPtrArray *texts, guint first, gboolean json, const char *what)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (!json)
    {
      for (guint i = 0; i < events->len; i++)
        {
          const VdBoardEvent *event = events->pdata[i];

          g_print ("%s%s%u  %s  %s\n", what != NULL ? what : "", what != NULL ? ": " : "",
                   first + i, vd_board_event_kind_to_string (event->kind),
                   (const char *) texts->pdata[i]);
        }
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < events->len; i++)
    add_event_json (builder, events->pdata[i], first + i, texts->pdata[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  {
    g_autofree char *text = vd_cli_json_text (builder);

    g_print ("%s\n", text);
  }
}

/* BATTLE opened (else ERROR said), saving itself only when asked, and with no changes the app
 * recorded but did not save (they would be lost under ours: said). */
static gboolean
battle_ready (VdBattle *battle, const GError *error, const char *path)
{
  if (battle == NULL)
    {
      vd_cli_print_error (error);
      return FALSE;
    }
  vd_battle_set_autosave (battle, FALSE);
  if (vd_battle_pending_records (battle) > 0)
    {
      g_printerr ("vedette-cli: error: ");
      /* Translators: a board file. */
      g_printerr (_("%s has changes Vedette did not save (it stopped before): open the board "
                    "in Vedette to restore or discard them first"), path);
      g_printerr ("\n");
      return FALSE;
    }
  return TRUE;
}

int
vd_cli_board_undo (const char *path, gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (path, &error);
  g_autoptr(GPtrArray) undone = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint number, first;

  if (!battle_ready (battle, error, path))
    return VD_CLI_INVALID;
  number = vd_battle_get_n_applied (battle);
  if (number == 0 || !vd_battle_can_undo (battle))
    {
      g_printerr ("vedette-cli: error: ");
      g_printerr (_("nothing to undo: the journal of %s is empty"), path);
      g_printerr ("\n");
      return VD_CLI_INVALID;
    }
  if (!vd_battle_undo (battle, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* The step undone (one event, or a batch: a combat's result) stays past the cursor until
   * the save drops it: taken before, and told against the board as it now stands. */
  first = vd_battle_get_n_applied (battle);
  for (guint i = first; i < number; i++)
    {
      const VdBoardEvent *event = vd_battle_get_event (battle, i);

      g_ptr_array_add (undone, vd_board_event_copy (event));
      g_ptr_array_add (texts, vd_board_event_describe (event, vd_battle_get_current (battle),
                                                       vd_battle_get_ruleset (battle)));
    }
  if (!vd_cli_save_battle (battle, NULL))
    return VD_CLI_INVALID;
  /* Translators: before each event dropped: "undone: 3  move  …". */
  print_events (undone, texts, first + 1, json, json ? NULL : _("undone"));
  return VD_CLI_OK;
}

int
vd_cli_board_log (const char *path, gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_board_load (path, &module, &error);
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) events = g_ptr_array_new ();

  if (setup == NULL || !vd_board_check_journal (setup, module, path, &error) ||
      (board = vd_board_replay (setup, module, 0, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* Each event told as the game stood when it was recorded. */
  for (guint i = 0; setup->journal != NULL && i < setup->journal->len; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      g_ptr_array_add (events, (gpointer) event);
      g_ptr_array_add (texts, vd_board_event_describe (event, board, module));
      if (!vd_board_event_apply (event, board, module, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  print_events (events, texts, 1, json, NULL);
  return VD_CLI_OK;
}

/* The counter ID on BOARD, or NULL with an error said. */
static const VdBoardUnit *
find_counter (const VdBoard *board, const char *id)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, id);

  if (unit == NULL)
    {
      g_autofree char *shown = vd_error_cut (id);

      g_printerr ("vedette-cli: error: ");
      g_printerr (_("no counter “%s” on the board"), shown);
      g_printerr ("\n");
    }
  return unit;
}

static gboolean
parse_label (const VdBoard *board, const char *label, VdHex *hex)
{
  g_autofree char *shown = NULL;

  if (vd_hex_grid_parse (board->grid, label, hex))
    return TRUE;
  shown = vd_error_cut (label);
  g_printerr ("vedette-cli: error: ");
  g_printerr (_("no hex “%s” on this board"), shown);
  g_printerr ("\n");
  return FALSE;
}

/* A move judged by the move engine (help "Moving on a board"): a legal one recorded with
 * its path, facing and what it says; one the rules refuse is refused with its rule; one a
 * missing value leaves open is the referee's, recorded and said. FORCED: a forced march of the
 * most the game allows, as the app's Ctrl, kept with the move (BN 18.0b). NULL when refused. */
static VdBoardEvent *
judged_move (VdBattle *battle, const char *unit_id, const char *to_label,
             const char * const *via_labels, gboolean forced, const char *across,
             const char * const *spread)
{
  const VdHexRuleset *module = vd_battle_get_ruleset (battle);
  g_autoptr(VdBoard) board = vd_board_copy_without_journal (vd_battle_get_current (battle));
  g_autoptr(GArray) via = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(VdHexMove) move = NULL;
  g_autoptr(GError) error = NULL;
  VdBoardUnit *unit = (VdBoardUnit *) vd_board_find_unit (board, unit_id);
  VdBoardEvent *event;
  VdHex to, start;

  if (find_counter (board, unit_id) == NULL || !parse_label (board, to_label, &to))
    return NULL;
  /* Moved already in this phase, its move is redone from where it began it (NaA B9), as a
   * second drag in the app is. */
  if (vd_board_phase_start_hex (vd_battle_get_setup (battle), module,
                                vd_battle_get_n_applied (battle), unit_id, &start))
    unit->hex = start;
  for (guint i = 0; via_labels != NULL && via_labels[i] != NULL; i++)
    {
      VdHex hex;

      if (!parse_label (board, via_labels[i], &hex))
        return NULL;
      g_array_append_val (via, hex);
    }
  {
    const char *max = vd_hex_ruleset_lookup_word (module, "movement.forced_march.max");
    VdHexMoveAsk ask = { .forced = forced ? (max != NULL ? atoi (max) : 1) : 0,
                         .across = across, .spread = spread };
    /* BN 10.1h, 10.5b: the order sheet read as hex move reads it. */
    g_autoptr(GPtrArray) orders = vd_hex_orders_move_ask (vd_battle_get_setup (battle),
                                                          vd_battle_get_n_applied (battle), board,
                                                          module, unit_id, &ask);

    move = vd_hex_move_ask (board, module, unit_id, (const VdHex *) via->data, via->len, to,
                            &ask, &error);
  }
  if (move == NULL)
    {
      vd_cli_print_error (error);
      return NULL;
    }
  if (move->verdict == VD_HEX_MOVE_ILLEGAL)
    {
      const VdHexMoveReason *last = move->reasons->len > 0
                                      ? move->reasons->pdata[move->reasons->len - 1] : NULL;

      g_printerr ("vedette-cli: error: ");
      if (last != NULL && last->rule != NULL && *last->rule != '\0')
        /* Translators: "not a legal move: 0505 is beyond its 4 MP (B6)". */
        g_printerr (_("not a legal move: %s (%s)"), move->why, last->rule);
      else
        g_printerr (_("not a legal move: %s"), move->why);
      g_printerr ("\n");
      return NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (unit_id);
  event->hex = vd_board_format_hex (board, to);
  event->path = g_new0 (char *, move->path->len + 1);
  for (guint i = 0; i < move->path->len; i++)
    event->path[i] = vd_board_format_hex (board, g_array_index (move->path, VdHex, i));
  if (move->verdict == VD_HEX_MOVE_LEGAL)
    {
      event->facing = move->facing;
      event->formation = g_strdup (move->formation);
    }
  /* LBA-DRAG-1: seated by its own move, the hexside is the move's. */
  event->hex2 = g_strdup (move->across);
  /* LBA-VIN-3: the vineyard hexes it holds besides its own, the move's. */
  event->spread = g_strdupv (move->spread);
  if (move->verdict == VD_HEX_MOVE_LEGAL && move->rail && move->reasons->len > 0)
    {
      const VdHexMoveReason *through = move->reasons->pdata[0];
      const VdBoardUnit *hq = vd_board_find_unit (board, through->by);

      /* By rail, through an HQ: the counter joins that HQ's army (1914-RAIL-1). */
      event->army = hq != NULL ? g_strdup (hq->army) : NULL;
      event->note = g_strdup_printf (_("by rail through %s, %s"), through->by, through->rule);
    }
  if (move->verdict == VD_HEX_MOVE_UNKNOWN)
    {
      /* Translators: a move the rules cannot price, recorded as the referee's: "the
       * referee's: the cost of Woods for infantry is not given". */
      event->note = g_strdup_printf (_("the referee’s: %s"), move->why);
      g_printerr ("vedette-cli: warning: %s\n", event->note);
    }
  for (guint i = 0; i < 3; i++)
    {
      const char *said = i == 0 ? move->seated : i == 1 ? move->spread_note : move->gathered;
      char *both;

      if (said == NULL)
        continue;
      both = event->note != NULL ? g_strdup_printf ("%s; %s", event->note, said)
                                 : g_strdup (said);
      g_free (event->note);
      event->note = both;
    }
  /* BN 18.0b: the forced march kept with the move, for the Desertion Table roll it owes. */
  if (move->forced_note != NULL)
    {
      g_autofree char *said = g_strdup_printf ("%s, %s", move->forced_note,
                                               move->forced_rule != NULL ? move->forced_rule
                                                                         : "?");
      char *both = event->note != NULL ? g_strdup_printf ("%s; %s", event->note, said)
                                       : g_strdup (said);

      g_free (event->note);
      event->note = both;
      event->forced = move->forced;
    }
  if (move->verdict == VD_HEX_MOVE_LEGAL && move->stacking != NULL &&
      move->stacking->verdict == VD_HEX_STACK_OVER)
    {
      g_printerr ("vedette-cli: warning: ");
      g_printerr (_("%s: one must leave before the phase ends (%s)"), move->stacking->why,
                  move->stacking->rule != NULL ? move->stacking->rule : "?");
      g_printerr ("\n");
    }
  return event;
}

/* UNIT leaving the map of its own accord (help "Leaving the map"), judged from where the
 * phase found it: fled, gone by the Vienna road, or eliminated by an edge its side may not
 * use; NULL, said, when the rules refuse it. */
static VdBoardEvent *
judged_exit (VdBattle *battle, const VdBoardUnit *unit)
{
  const VdHexRuleset *module = vd_battle_get_ruleset (battle);
  const VdBoard *board = vd_battle_get_current (battle);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexExit) exit = NULL;
  VdBoardEvent *event;
  VdHex start = unit->hex;

  vd_board_phase_start_hex (vd_battle_get_setup (battle), module,
                            vd_battle_get_n_applied (battle), unit->id, &start);
  if ((exit = vd_hex_exit (board, module, unit->id, start, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return NULL;
    }
  if (exit->missing != NULL)
    {
      g_printerr ("vedette-cli: warning: ");
      g_printerr ("%s (%s)", exit->missing, exit->missing_rule != NULL ? exit->missing_rule : "?");
      g_printerr ("\n");
    }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->eliminated = exit->kind == VD_HEX_EXIT_ELIMINATED;
  /* The rule first: the count reads it back (NaA F8, reading naa-i-forbidden-exit). */
  event->note = g_strdup_printf ("%s: %s", exit->rule != NULL ? exit->rule : "?", exit->why);
  return event;
}

/* "0604" or "0604|0605": a marker's hex, or its hexside. */
static gboolean
marker_place (const VdBoard *board, const char *text, VdBoardEvent *event)
{
  g_auto(GStrv) pair = g_strsplit (text, "|", 3);
  VdHex hex;

  for (guint i = 0; pair[i] != NULL; i++)
    if (i > 1 || !parse_label (board, pair[i], &hex))
      return FALSE;
  event->hex = g_strdup (pair[0]);
  event->hex2 = g_strdup (pair[1]);
  return TRUE;
}

/* An optional value: `~` for none. */
static char *
value_or_none (const char *text)
{
  return g_strcmp0 (text, "~") == 0 ? NULL : g_strdup (text);
}

static gboolean
read_count (const char *text, int *out)
{
  guint64 n;

  if (!g_ascii_string_to_unsigned (text, 10, 0, VD_BOARD_ROSTER_MAX_BOXES, &n, NULL))
    return FALSE;
  *out = (int) n;
  return TRUE;
}

int
vd_cli_board_record (const char *path, const char * const *args, guint n_args,
                     const char *note, const char * const *via, gboolean forced,
                     const char *across, const char *spread, gboolean json)
{
  static const struct {
    const char *word;
    guint       n_args;
    const char *synopsis;
  } kinds[] = {
    { "move", 2, "UNIT HEX" },
    { "eliminate", 1, "UNIT" },
    { "exit", 1, "UNIT" },
    { "strength", 2, "UNIT STRENGTH" },
    { "state", 2, "UNIT STATE" },
    { "formation", 2, "UNIT FORMATION" },
    { "roster", 3, "UNIT CASUALTIES STRAGGLERS" },
    { "add-marker", 2, "TYPE HEX" },
    { "remove-marker", 2, "TYPE HEX" },
    { "demoralized", 1, "SIDE" },
    { "break-ice", 2, "BATTERY HEX" },
    { "demolish", 2, "UNIT A|B" },
    { "end-phase", 0, "" },
    { "reentry-die", 2, "UNIT DIE|roll" },
    { "reenter", 2, "UNIT HEX" },
    { "rebuild", 2, "UNIT,UNIT UNIT" },
    { "british-withdrawal", 1, "UNIT=HEX[:HQ],…|none" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GPtrArray) recorded = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) step = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GPtrArray) more = NULL;
  const VdHexRuleset *module;
  const VdBoard *board;
  const char *word = n_args > 0 ? args[0] : NULL;
  VdBoardEvent *event = NULL;
  guint kind, first;

  for (kind = 0; word != NULL && kind < G_N_ELEMENTS (kinds); kind++)
    if (g_str_equal (word, kinds[kind].word))
      break;
  if (word == NULL || kind == G_N_ELEMENTS (kinds))
    {
      g_autofree char *shown = vd_error_cut (word != NULL ? word : "");

      return vd_cli_usage_error ("record", _("unknown board event “%s” (expected one of: move, "
                                             "eliminate, exit, strength, state, formation, "
                                             "roster, add-marker, remove-marker, demoralized, "
                                             "break-ice, demolish, end-phase, reentry-die, reenter, "
                                             "rebuild, british-withdrawal)"), shown);
    }
  if (n_args - 1 != kinds[kind].n_args)
    /* Translators: "move takes UNIT HEX". */
    return vd_cli_usage_error ("record", _("%s takes %s"), word, kinds[kind].synopsis);
  if (via != NULL && via[0] != NULL && !g_str_equal (word, "move"))
    return vd_cli_usage_error ("record", "%s", _("--via goes with move"));
  if (forced && !g_str_equal (word, "move"))
    return vd_cli_usage_error ("record", "%s", _("--forced goes with move"));
  if (across != NULL && !g_str_equal (word, "move"))
    return vd_cli_usage_error ("record", "%s", _("--across goes with move"));
  if (spread != NULL && !g_str_equal (word, "move"))
    return vd_cli_usage_error ("record", "%s", _("--spread goes with move"));

  battle = vd_board_battle_open (path, &error);
  if (!battle_ready (battle, error, path))
    return VD_CLI_INVALID;
  board = vd_battle_get_current (battle);
  module = vd_battle_get_ruleset (battle);
  if (g_str_equal (word, "move"))
    {
      g_auto(GStrv) hexes = spread != NULL ? g_strsplit (spread, ",", -1) : NULL;

      if ((event = judged_move (battle, args[1], args[2], via, forced, across,
                                (const char * const *) hexes)) == NULL)
        return VD_CLI_INVALID;
    }
  else if (g_str_equal (word, "end-phase"))
    {
      g_autoptr(VdHexTurn) now = vd_hex_turn (vd_battle_get_setup (battle), module,
                                             vd_battle_get_n_applied (battle), NULL);
      const char *phase;
      int turn;

      if (now != NULL && now->over)
        {
          g_printerr ("vedette-cli: error: ");
          /* Translators: "the game is over: the game ended with turn 12 (A4)". */
          g_printerr (_("the game is over: %s (%s)"), now->over_why,
                      now->over_rule != NULL ? now->over_rule : "?");
          g_printerr ("\n");
          return VD_CLI_INVALID;
        }
      /* What the phase still owes is the referee's to waive: said, not refused. */
      for (guint i = 0; now != NULL && i < now->owed->len; i++)
        {
          const VdHexOddsReason *owed = now->owed->pdata[i];

          g_printerr ("vedette-cli: warning: ");
          /* Translators: a duty left: "fr-1 must attack, and has not yet (D1)". */
          g_printerr (_("%s %s (%s)"), owed->by, owed->what, owed->rule != NULL ? owed->rule : "?");
          g_printerr ("\n");
        }

      event = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
      if (!vd_board_next_phase (board, module, &turn, &phase))
        {
          /* A module without a sequence of play: the turn ends as a whole. */
          turn = board->turn + 1;
          phase = NULL;
        }
      event->to_turn = turn;
      event->to_phase = g_strdup (phase);
    }
  else if (g_str_equal (word, "break-ice"))
    {
      g_autoptr(GError) refused = NULL;
      VdHex hex;

      if (!parse_label (board, args[2], &hex))
        return VD_CLI_INVALID;
      more = vd_hex_break_ice (board, module, args[1], hex, NULL, &refused);
      if (more == NULL)
        {
          vd_cli_print_error (refused);
          return VD_CLI_INVALID;
        }
      event = g_ptr_array_steal_index (more, 0);
    }
  else if (g_str_equal (word, "demolish"))
    {
      g_autoptr(GError) refused = NULL;
      g_auto(GStrv) pair = g_strsplit (args[2], "|", 3);
      VdHex a, b, start;
      VdHexside side;

      if (g_strv_length (pair) != 2 || !parse_label (board, pair[0], &a) ||
          !parse_label (board, pair[1], &b))
        return vd_cli_usage_error ("record", "%s", _("demolish takes UNIT A|B, the bridge's "
                                                     "hexside"));
      if (!vd_hexside_between (a, b, &side))
        return vd_cli_usage_error ("record", _("%s and %s are not neighbours"), pair[0], pair[1]);
      event = vd_hex_demolish (board, module, args[1], side,
                               vd_board_phase_start_hex (vd_battle_get_setup (battle), module,
                                                         vd_battle_get_n_applied (battle),
                                                         args[1], &start),
                               &refused);
      if (event == NULL)
        {
          vd_cli_print_error (refused);
          return VD_CLI_INVALID;
        }
    }
  else if (g_str_equal (word, "reentry-die") || g_str_equal (word, "reenter") ||
           g_str_equal (word, "rebuild"))
    {
      /* 1914's returns (help "Units that come back"): judged by the core, refused with why. */
      const VdBoard *setup = vd_battle_get_setup (battle);
      guint n = vd_battle_get_n_applied (battle);
      g_autoptr(GError) refused = NULL;

      if (g_str_equal (word, "reentry-die"))
        {
          VdHexDice dice;
          guint64 die = 0;

          /* The game's die (1914-CBT-13's, the one the re-entry table reads). */
          vd_hex_dice_from_module (module, "combat.die", &dice);
          if (g_str_equal (args[2], "roll"))
            {
              g_autoptr(GRand) rand = g_rand_new ();

              die = (guint64) MAX (0, vd_hex_dice_roll (&dice, rand));
            }
          else if (!g_ascii_string_to_unsigned (args[2], 10, 1, 1000, &die, NULL) ||
                   !vd_hex_dice_check (&dice, (int) die, &refused))
            return vd_cli_usage_error ("record", "%s", _("reentry-die takes UNIT and the die "
                                                         "rolled, or “roll” for Vedette’s"));
          event = vd_hex_returns_die (setup, module, n, args[1], (int) die, &refused);
        }
      else if (g_str_equal (word, "reenter"))
        event = vd_hex_returns_reenter (setup, module, n, args[1], args[2], &refused);
      else
        {
          g_auto(GStrv) pair = g_strsplit (args[1], ",", 3);

          if (g_strv_length (pair) != 2)
            return vd_cli_usage_error ("record", "%s", _("rebuild takes UNIT,UNIT, the two "
                                                         "eliminated, then the one that "
                                                         "returns"));
          more = vd_hex_returns_rebuild (setup, module, n, pair[0], pair[1], args[2], &refused);
          if (more != NULL)
            event = g_ptr_array_steal_index (more, 0);
        }
      if (event == NULL)
        {
          vd_cli_print_error (refused);
          return VD_CLI_INVALID;
        }
    }
  else if (g_str_equal (word, "british-withdrawal"))
    {
      /* 1914-OPT-1: judged by the core on the game as it stands, refused with why. */
      g_autoptr(GError) refused = NULL;
      g_auto(GStrv) replacements = g_str_equal (args[1], "none") ? g_new0 (char *, 1)
                                                                  : g_strsplit (args[1], ",", -1);

      more = vd_hex_british_withdraw (board, module, (const char * const *) replacements,
                                      &refused);
      if (more == NULL)
        {
          vd_cli_print_error (refused);
          return VD_CLI_INVALID;
        }
      event = g_ptr_array_steal_index (more, 0);
    }
  else if (g_str_equal (word, "demoralized"))
    {
      event = vd_board_event_new (VD_BOARD_EVENT_DEMORALIZED, board);
      event->side = g_strdup (args[1]);
    }
  else if (g_str_equal (word, "add-marker") || g_str_equal (word, "remove-marker"))
    {
      event = vd_board_event_new (g_str_equal (word, "add-marker")
                                    ? VD_BOARD_EVENT_ADD_MARKER : VD_BOARD_EVENT_REMOVE_MARKER,
                                  board);
      event->marker = g_strdup (args[1]);
      if (!marker_place (board, args[2], event))
        {
          vd_board_event_free (event);
          return VD_CLI_INVALID;
        }
    }
  else
    {
      const VdBoardUnit *unit = find_counter (board, args[1]);

      if (unit == NULL)
        return VD_CLI_INVALID;
      if (g_str_equal (word, "eliminate"))
        {
          event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
          event->eliminated = TRUE;
        }
      else if (g_str_equal (word, "exit"))
        {
          if ((event = judged_exit (battle, unit)) == NULL)
            return VD_CLI_INVALID;
        }
      else if (g_str_equal (word, "strength"))
        {
          event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, board);
          event->strength = value_or_none (args[2]);
        }
      else if (g_str_equal (word, "state"))
        {
          event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
          event->state = value_or_none (args[2]);
        }
      else if (g_str_equal (word, "formation"))
        {
          /* A change of formation where it stands (BN 11.0), as the app records it. */
          if (!unit->placed)
            {
              g_printerr ("vedette-cli: error: ");
              g_printerr (_("%s is not on the map"), unit->id);
              g_printerr ("\n");
              return VD_CLI_INVALID;
            }
          event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
          event->hex = vd_board_format_hex (board, unit->hex);
          event->formation = g_strdup (args[2]);
        }
      else
        {
          event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);
          if (!read_count (args[2], &event->casualties) || !read_count (args[3], &event->stragglers))
            {
              vd_board_event_free (event);
              return vd_cli_usage_error ("record", "%s", _("roster takes UNIT CASUALTIES "
                                                           "STRAGGLERS, each a count of boxes"));
            }
        }
      event->unit_id = g_strdup (unit->id);
    }
  if (note != NULL)
    {
      /* The referee's words after what the rules said, when they said something. */
      char *both = event->note != NULL ? g_strdup_printf ("%s; %s", event->note, note)
                                       : g_strdup (note);

      g_free (event->note);
      event->note = both;
    }
  event->time = vd_orders_now ();
  g_ptr_array_add (step, event);
  for (guint i = 0; more != NULL && i < more->len; i++)
    {
      VdBoardEvent *also = vd_board_event_copy (more->pdata[i]);

      also->time = g_strdup (event->time);
      g_ptr_array_add (step, also);
    }
  /* What the rules do as the next phase begins goes in the same step (1914-RES-4). */
  if (event->kind == VD_BOARD_EVENT_END_PHASE)
    {
      g_autoptr(VdBoard) after = vd_board_copy_without_journal (board);
      g_autoptr(GPtrArray) starting = NULL;

      if (vd_board_event_apply (event, after, module, NULL))
        starting = vd_hex_phase_start_events (after, module, NULL);
      for (guint i = 0; starting != NULL && i < starting->len; i++)
        {
          VdBoardEvent *begins = vd_board_event_copy (starting->pdata[i]);

          begins->time = g_strdup (event->time);
          g_ptr_array_add (step, begins);
        }
    }
  /* Told as the game stood when it was recorded, as the log tells it. */
  {
    g_autoptr(VdBoard) told = vd_board_copy_without_journal (board);

    for (guint i = 0; i < step->len; i++)
      {
        g_ptr_array_add (texts, vd_board_event_describe (step->pdata[i], told, module));
        vd_board_event_apply (step->pdata[i], told, module, NULL);
      }
  }
  first = vd_battle_get_n_applied (battle);
  /* The battle takes the events. */
  g_ptr_array_set_free_func (step, NULL);
  if (!(step->len == 1 ? vd_battle_record (battle, step->pdata[0], &error)
                       : vd_battle_record_batch (battle, step->pdata, step->len, &error)))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (!vd_cli_save_battle (battle, NULL))
    return VD_CLI_INVALID;
  for (guint i = first; i < vd_battle_get_n_applied (battle); i++)
    g_ptr_array_add (recorded, vd_board_event_copy (vd_battle_get_event (battle, i)));
  /* Translators: before the event just recorded: "recorded: 3  move  …". */
  print_events (recorded, texts, first + 1, json, json ? NULL : _("recorded"));
  return VD_CLI_OK;
}
