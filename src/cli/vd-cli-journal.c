/* vedette-cli record, undo and log: the battle journal of a table file. */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-formation.h"
#include "vd-orders.h"
#include "vd-table-reader.h"

/* GOption takes "-6" for an option: loss figures and coordinates may be negative. They are
 * marked before parsing and unmarked after. */
#define NEGATIVE_MARK '\x1f'

static GPtrArray *
protect_negatives (int argc, char **argv)
{
  GPtrArray *marked = g_ptr_array_new_with_free_func (g_free);

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--"))
        break;
      if (argv[i][0] == '-' && (g_ascii_isdigit (argv[i][1]) || argv[i][1] == '.'))
        {
          argv[i] = g_strdup_printf ("%c%s", NEGATIVE_MARK, argv[i]);
          g_ptr_array_add (marked, argv[i]);
        }
    }
  return marked;
}

static const char *
unprotect (const char *arg)
{
  return arg != NULL && arg[0] == NEGATIVE_MARK ? arg + 1 : arg;
}

/* The events a referee records; the set-up edits are the app's. */
static const VdEventKind recordable[] = {
  VD_EVENT_LOSS, VD_EVENT_MORALE, VD_EVENT_FORMATION, VD_EVENT_CONDITIONS, VD_EVENT_REVEAL,
  VD_EVENT_END_TURN, VD_EVENT_MOVE, VD_EVENT_BOMBARD, VD_EVENT_REPAIR, VD_EVENT_FIRE,
  VD_EVENT_RECOIL, VD_EVENT_FACE, VD_EVENT_DECLARE_FIRE, VD_EVENT_DECLARE_CHARGE,
  VD_EVENT_START,
};

/* What follows EVENT on the command line. */
static const char *
event_synopsis (VdEventKind kind)
{
  switch (kind)
    {
    /* Translators: the words in capitals are placeholders the user replaces; keep them as
     * they are, the help text uses them. */
    case VD_EVENT_LOSS: return _("UNIT N");
    case VD_EVENT_MORALE: return _("UNIT STATE");
    case VD_EVENT_FORMATION: return _("UNIT FORMATION");
    case VD_EVENT_CONDITIONS: return _("UNIT [CONDITION…]");
    case VD_EVENT_REVEAL: return _("UNIT");
    case VD_EVENT_MOVE: return _("UNIT X,Y");
    case VD_EVENT_BOMBARD: return _("BATTERY FEATURE [X,Y]");
    case VD_EVENT_REPAIR: return _("ENGINEERS FEATURE [X,Y]");
    case VD_EVENT_FIRE: return _("BATTERY HOUSE DIE");
    case VD_EVENT_RECOIL: return _("UNIT X,Y");
    case VD_EVENT_FACE: return _("UNIT DEGREES");
    case VD_EVENT_DECLARE_FIRE:
    case VD_EVENT_DECLARE_CHARGE: return _("UNIT TARGET");
    case VD_EVENT_END_TURN:
    default: return "";
    }
}

static gboolean
is_recordable (VdEventKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (recordable); i++)
    if (recordable[i] == kind)
      return TRUE;
  return FALSE;
}

static char *
recordable_list (void)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (recordable); i++)
    {
      if (i > 0)
        g_string_append (list, ", ");
      g_string_append (list, vd_event_kind_to_string (recordable[i]));
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* The line for people: "3  loss  Turn 2: fr-1-4e loses 6 figures". */
static char *
event_line (guint number, const VdEvent *event, const char *text)
{
  return g_strdup_printf ("%u  %s  %s", number, vd_event_kind_to_string (event->kind), text);
}

static gboolean
parse_int (const char *command, const char *what, const char *text, gint64 min, gint64 max,
           int *out)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, min, max, &value, NULL))
    {
      g_autofree char *shown = vd_error_cut (text);

      /* Translators: what is expected ("N", "DIE"), the bounds, what was given. */
      /* The bounds fit an int (the result is one): a plain %d keeps the message whole for
       * xgettext. */
      vd_cli_usage_error (command, _("%s must be a whole number from %d to %d, not “%s”"), what,
                          (int) min, (int) max, shown);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

static gboolean
parse_conditions (const char * const *args, guint n_args, guint *out)
{
  *out = 0;
  for (guint i = 0; i < n_args; i++)
    {
      g_auto(GStrv) words = g_strsplit (args[i], ",", -1);

      for (guint j = 0; words[j] != NULL; j++)
        {
          const char *word = g_strstrip (words[j]);
          VdCondition condition;

          if (*word == '\0' || g_str_equal (word, "none"))
            continue;
          if (!vd_condition_from_string (word, &condition))
            {
              g_autofree char *list = vd_condition_list ();
              g_autofree char *shown = vd_error_cut (word);

              /* Translators: the condition given, then the list of the known ones. */
              vd_cli_usage_error ("record", _("unknown condition “%s” (expected one of: %s)"),
                                  shown, list);
              return FALSE;
            }
          *out |= 1u << condition;
        }
    }
  return TRUE;
}

/* What record and undo print once the file is saved. */
static void
print_event (const VdEvent *event, guint number, const char *text, gboolean json,
             const char *verb)
{
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *doc = NULL;

      vd_cli_add_event_json (builder, event, number, text, FALSE);
      doc = vd_cli_json_text (builder);
      g_print ("%s\n", doc);
    }
  else
    {
      g_autofree char *line = event_line (number, event, text);

      g_print ("%s: %s\n", verb, line);
    }
}

typedef struct {
  char  *note;
  char **via;
  gboolean forced;
  gboolean json;
  gboolean override;  /* the referee allows it anyway beyond the turn's limits */
} RecordOptions;

/* The --via points (their negative numbers unmarked), then DESTINATION; NULL (a usage error
 * printed) when one is no X,Y. */
static GArray *
parse_path (const RecordOptions *opts, const char *destination)
{
  guint n = opts->via != NULL ? g_strv_length (opts->via) : 0;
  g_autofree const char **via = g_new0 (const char *, n + 1);

  for (guint i = 0; i < n; i++)
    via[i] = unprotect (opts->via[i]);
  return vd_cli_parse_path ("record", via, destination, "X,Y");
}

/* The event of an order vd_orders_* answered (OK its return): NULL, the error or the refusal
 * printed, when it cannot be judged or the rules refuse it. */
static VdEvent *
take_order_event (gboolean ok, VdOrderAnswer *answer, GError *error)
{
  g_autoptr(GError) refusal = NULL;
  VdEvent *event = NULL;

  if (!ok)
    vd_cli_print_error (error);
  else if (!answer->legal && answer->move.unit != NULL)
    vd_cli_print_illegal_move (&answer->move);
  else if ((event = vd_order_answer_take_event (answer, &refusal)) == NULL)
    vd_cli_print_error (refusal);
  vd_order_answer_clear (answer);
  return event;
}

/* Builds, by vd-orders, the event ARGS describe on the battle as it stands; NULL (the error
 * printed) when the order does not apply. *STATUS is the exit status then. */
static VdEvent *
build_event (VdEventKind kind, const char * const *args, guint n_args, const RecordOptions *opts,
             VdBattle *battle, int *status)
{
  const char *path = vd_battle_get_path (battle);
  VdTable *current = vd_battle_get_current (battle);
  VdRuleset *ruleset = vd_battle_get_ruleset (battle);
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  VdEvent *event;
  VdUnit *unit;
  gboolean ok = FALSE;

  *status = VD_CLI_INVALID;
  unit = vd_cli_find_unit (current, path, args[0]);
  if (unit == NULL)
    return NULL;

  switch (kind)
    {
    case VD_EVENT_LOSS:
      {
        int figures;

        if (!parse_int ("record", "N", args[1], -100000, 100000, &figures))
          goto usage;
        if (figures == 0)
          {
            vd_cli_usage_error ("record", "%s", _("N must not be 0: give the figures lost (or, "
                                                  "negative, the figures that come back)"));
            goto usage;
          }
        ok = vd_orders_loss (current, ruleset, unit->id, figures, &answer, &error);
      }
      break;

    case VD_EVENT_MORALE:
      ok = vd_orders_morale (current, ruleset, unit->id, args[1], &answer, &error);
      break;

    case VD_EVENT_FORMATION:
      {
        VdFormation formation;

        /* ROAD-2: a column too wide for the road halves its front, keeping its formation. */
        if (g_str_equal (args[1], "halve-front"))
          {
            ok = vd_orders_halve_front (current, ruleset, unit->id, &answer, &error);
            break;
          }
        if (!vd_formation_from_string (args[1], &formation))
          {
            g_autofree char *list = vd_formation_list ();
            g_autofree char *shown = vd_error_cut (args[1]);

            vd_cli_usage_error ("record", _("unknown formation “%s” (expected one of: %s)"),
                                shown, list);
            goto usage;
          }
        ok = vd_orders_formation (current, ruleset, unit->id, formation, &answer, &error);
      }
      break;

    case VD_EVENT_CONDITIONS:
      {
        guint conditions;

        if (!parse_conditions (args + 1, n_args - 1, &conditions))
          goto usage;
        ok = vd_orders_conditions (current, ruleset, unit->id, conditions, &answer, &error);
      }
      break;

    case VD_EVENT_FACE:
      {
        char *end = NULL;
        double facing = g_ascii_strtod (args[1], &end);

        if (end == args[1] || *end != '\0' || !isfinite (facing))
          {
            g_autofree char *shown = vd_error_cut (args[1]);

            /* Translators: DEGREES stays as it is; then what was given. */
            vd_cli_usage_error ("record", _("DEGREES must be a number, not “%s”"), shown);
            goto usage;
          }
        ok = vd_orders_face (current, ruleset, unit->id, facing, &answer, &error);
      }
      break;

    case VD_EVENT_REVEAL:
      ok = vd_orders_reveal (current, ruleset, unit->id, TRUE, &answer, &error);
      break;

    case VD_EVENT_MOVE:
    case VD_EVENT_RECOIL:
      {
        g_autoptr(GArray) points = parse_path (opts, args[1]);

        if (points == NULL)
          goto usage;
        if (kind == VD_EVENT_MOVE)
          {
            const VdTurnState *turn = vd_turn_state_for_battle (battle, &error);

            ok = turn != NULL &&
                 vd_orders_move_in_turn (current, ruleset, turn, unit->id,
                                         (const VdPoint *) points->data, points->len,
                                         opts->forced, NULL, opts->override, &answer, &error);
          }
        else
          /* RIVER-2, MARSH-2: judged as `vedette-cli recoil` does. */
          ok = vd_orders_recoil (current, ruleset, unit->id, (const VdPoint *) points->data,
                                 points->len, &answer, &error);
      }
      break;

    case VD_EVENT_BOMBARD:
    case VD_EVENT_REPAIR:
      {
        VdPoint aim;

        if (n_args == 3 && !vd_cli_parse_point ("record", "X,Y", args[2], &aim))
          goto usage;
        if (vd_cli_find_feature (current, path, args[1]) == NULL)
          return NULL;
        ok = (kind == VD_EVENT_BOMBARD ? vd_orders_bombard : vd_orders_repair)
               (current, ruleset, unit->id, args[1], n_args == 3 ? &aim : NULL, 1, &answer,
                &error);
      }
      break;

    case VD_EVENT_FIRE:
      {
        int die;

        if (!parse_int ("record", "DIE", args[2], 1, 6, &die))
          goto usage;
        if (vd_cli_find_feature (current, path, args[1]) == NULL)
          return NULL;
        ok = vd_orders_set_fire (current, ruleset, unit->id, args[1], die, &answer, &error);
      }
      break;

    case VD_EVENT_DECLARE_FIRE:
    case VD_EVENT_DECLARE_CHARGE:
      {
        g_autoptr(GArray) via = NULL;

        if (vd_cli_find_unit (current, path, args[1]) == NULL)
          return NULL;
        if (kind == VD_EVENT_DECLARE_FIRE)
          ok = vd_orders_declare_fire (current, ruleset, NULL, unit->id, args[1], &answer,
                                       &error);
        else if ((via = parse_path (opts, NULL)) == NULL)
          goto usage;
        else
          ok = vd_orders_declare_charge (current, ruleset, NULL, unit->id, args[1],
                                         (const VdPoint *) via->data, via->len, &answer, &error);
      }
      break;

    default:
      g_assert_not_reached ();
    }

  /* LOBS-3, HOBS-4, HOUSE-7, HOUSE-10 and the readings: the turn's limits on the others. */
  if (ok && kind != VD_EVENT_MOVE)
    {
      const VdTurnState *turn = vd_turn_state_for_battle (battle, &error);

      ok = turn != NULL && vd_orders_limit_to_turn (turn, ruleset, opts->override, &answer);
    }
  event = take_order_event (ok, &answer, error);
  if (event == NULL)
    return NULL;
  if (opts->note != NULL)
    {
      g_free (event->note);
      event->note = g_strdup (opts->note);
    }
  *status = VD_CLI_OK;
  return event;

usage:
  *status = VD_CLI_USAGE;
  return NULL;
}

/* The end of the turn on the battle as it stands, and before it the units it destroys in a
 * burning village (HOUSE-10), all one step; the note goes with the end of the turn. NULL (the
 * error printed) when it cannot be given. */
static GPtrArray *
end_turn_events (VdBattle *battle, const RecordOptions *opts)
{
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { 0 };
  GPtrArray *events = NULL;

  if (vd_orders_end_turn (vd_battle_get_current (battle), vd_battle_get_ruleset (battle),
                          &answer, &error))
    events = vd_order_answer_take_events (&answer, &error);
  vd_order_answer_clear (&answer);
  if (events == NULL)
    {
      vd_cli_print_error (error);
      return NULL;
    }
  if (opts->note != NULL)
    {
      VdEvent *end = g_ptr_array_index (events, events->len - 1);

      g_free (end->note);
      end->note = g_strdup (opts->note);
    }
  return events;
}

/* What record and undo print of one step, its N EVENTS, the first numbered NUMBER (from 1)
 * in the journal: a line each; with --json one document, the last event's, the others that
 * came with it as its "consequences" (an end of turn's units destroyed, HOUSE-10; empty for an
 * end of turn alone, absent for other events). */
static void
print_step (VdBattle *battle, VdEvent * const *events, guint n, guint number, gboolean json,
            const char *verb)
{
  VdRuleset *ruleset = vd_battle_get_ruleset (battle);
  const VdEvent *last = events[n - 1];
  /* Each event told on the battle just before it, as `log` tells it (a move's paces). */
  g_autoptr(VdTable) before = vd_journal_replay (vd_battle_get_setup (battle), ruleset,
                                                 number - 1, NULL);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *doc = NULL;
  JsonArray *consequences;

  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (texts, vd_event_describe (events[i], before, ruleset));
      if (before != NULL && !vd_event_apply (events[i], before, ruleset, NULL))
        g_clear_pointer (&before, vd_table_free);
    }
  if (!json || (n == 1 && last->kind != VD_EVENT_END_TURN))
    {
      for (guint i = 0; i < n; i++)
        print_event (events[i], number + i, g_ptr_array_index (texts, i), json, verb);
      return;
    }
  vd_cli_add_event_json (builder, last, number + n - 1, g_ptr_array_index (texts, n - 1), FALSE);
  root = json_builder_get_root (builder);
  consequences = json_array_new ();
  for (guint i = 0; i + 1 < n; i++)
    {
      g_autoptr(JsonBuilder) one = json_builder_new ();

      vd_cli_add_event_json (one, events[i], number + i, g_ptr_array_index (texts, i), FALSE);
      json_array_add_element (consequences, json_builder_get_root (one));
    }
  json_object_set_array_member (json_node_get_object (root), "consequences", consequences);
  doc = vd_cli_json_node_text (root);
  g_print ("%s\n", doc);
}

/* Copies of the events FIRST to END (from 0) of BATTLE's journal. */
static GPtrArray *
copy_events (VdBattle *battle, guint first, guint end)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);

  for (guint i = first; i < end; i++)
    g_ptr_array_add (events, vd_event_copy (vd_battle_get_event (battle, i)));
  return events;
}

int
vd_cli_record (int argc, char **argv)
{
  g_autofree char *note = NULL;
  g_auto(GStrv) via = NULL;
  g_autofree char *across = NULL, *spread = NULL;
  gboolean forced = FALSE, json = FALSE, override = FALSE;
  RecordOptions opts = { 0 };
  GOptionEntry entries[] = {
    { "turn-note", 0, 0, G_OPTION_ARG_STRING, &note,
      N_("The referee’s words, kept with the event"), N_("TEXT") },
    { "via", 0, 0, G_OPTION_ARG_STRING_ARRAY, &via,
      N_("move: a waypoint on the way; repeat in order"), N_("X,Y") },
    { "forced", 0, 0, G_OPTION_ARG_NONE, &forced, N_("move: forced march"), NULL },
    { "override", 0, 0, G_OPTION_ARG_NONE, &override,
      N_("Allow it anyway beyond the turn’s limits (recorded as such)"), NULL },
    { "across", 0, 0, G_OPTION_ARG_STRING, &across,
      N_("move (a board, LBA): the neighbour of HEX whose hexside the move seats an Sk "
         "regiment on (LBA-DRAG-1)"), N_("HEX") },
    { "spread", 0, 0, G_OPTION_ARG_STRING, &spread,
      N_("move (a board, LBA): the vineyard hexes an infantry battalion holds besides HEX, "
         "comma-separated (LBA-VIN-3)"), N_("HEX,HEX") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GPtrArray) marked = protect_negatives (argc, argv);
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE EVENT ARGS… — record an event in a battle’s journal"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(VdEvent) event = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) recorded = NULL;
  const char *args[4] = { NULL };
  VdEventKind kind;
  guint n_args, min_args, max_args, first;
  int status = VD_CLI_INVALID;

  g_option_context_set_summary (context,
                                _("Appends one EVENT to FILE’s journal, as it applies to the "
                                  "battle as it stands, and saves FILE (the previous version is "
                                  "kept as FILE~). Events:\n\n"
                                  "  loss UNIT N                    UNIT loses N figures "
                                  "(negative: they come back)\n"
                                  "  morale UNIT STATE              a morale state of the "
                                  "ruleset (steady, shaken…)\n"
                                  "  formation UNIT FORMATION       line, column, square…; "
                                  "halve-front: a column too wide for the road it stands on "
                                  "halves its front (ROAD-2)\n"
                                  "  conditions UNIT [CONDITION…]   disorganized, no-formation, "
                                  "disorder; none clears them\n"
                                  "  reveal UNIT                    the unit is revealed\n"
                                  "  face UNIT DEGREES              the unit turns about its "
                                  "front centre to face DEGREES (clockwise, 0 to the far edge)\n"
                                  "  end-turn                       the turn ends\n"
                                  "  start                          the set-up is over: the "
                                  "battle starts (any event of play starts it too)\n"
                                  "  move UNIT X,Y                  measured by the movement "
                                  "rules (--via, --forced); the unit arrives with the conditions "
                                  "they give\n"
                                  "  bombard BATTERY FEATURE [X,Y]  one turn of fire at a hedge, "
                                  "wall or house, aimed at X,Y (default: its point nearest the "
                                  "battery)\n"
                                  "  repair ENGINEERS FEATURE [X,Y] one turn of work\n"
                                  "  fire BATTERY HOUSE DIE         an attempt to set a village "
                                  "on fire (HOUSE-10), DIE 1 to 6\n"
                                  "  recoil UNIT X,Y                pushed back (--via), as "
                                  "vedette-cli recoil judges it\n"
                                  "  fire UNIT TARGET               declares fire at TARGET, "
                                  "as vedette-cli fire judges it; the unit is revealed\n"
                                  "  charge UNIT TARGET             declares a charge on TARGET "
                                  "(--via), as vedette-cli charge judges it\n\n"
                                  "On a board: move UNIT HEX (--via HEX; judged as vedette-cli "
                                  "hex move judges it), eliminate UNIT, exit UNIT (off the map "
                                  "of its own accord), strength UNIT STRENGTH, "
                                  "state UNIT STATE (~ for none), formation UNIT FORMATION, "
                                  "roster UNIT CASUALTIES STRAGGLERS, add-marker TYPE HEX, "
                                  "remove-marker TYPE HEX (or A|B for a hexside), demoralized "
                                  "SIDE, break-ice BATTERY HEX (ICE-2), demolish UNIT A|B (ICE-4), end-phase.\n\n"
                                  "Prints the event recorded: its number, keyword and what "
                                  "happened."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, one JSON document: {\"event\", \"turn\", "
                                      "\"unit\", \"feature\", the event’s details (\"figures\"; "
                                      "\"state\"; \"formation\"; \"conditions\": []; "
                                      "\"revealed\"; \"at\": [x, y], \"via\", \"forced\"; "
                                      "\"rule\", \"aim\", \"affected\", \"damage\": [{\"from\", "
                                      "\"to\", \"state\"}]; \"die\", \"burning\"), \"note\", "
                                      "\"time\", \"index\" (its number in the journal, from 1), "
                                      "\"text\"}, as “vedette-cli log --json” lists it.\n\n"
                                      "An event that does not apply (an unknown unit, more "
                                      "losses than the figures left, a state the ruleset does "
                                      "not have, a formation the arm may not take, a move the "
                                      "rules forbid…) is refused and FILE is left as it was. So "
                                      "is any change while FILE.journal holds changes Vedette "
                                      "recorded but did not save (it stopped before): open FILE "
                                      "in Vedette to restore or discard them first.\n\n"
                                      "Exit status: 0 recorded, 1 invalid file or an event that "
                                      "does not apply, 2 bad usage (an unknown event, formation "
                                      "or condition, a number or X,Y that is not one)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "record"))
    return VD_CLI_USAGE;
  if (note != NULL && note[0] == NEGATIVE_MARK)
    memmove (note, note + 1, strlen (note));
  opts = (RecordOptions) { note, via, forced, json, override };
  if (argc < 2)
    return vd_cli_usage_error ("record", "%s", _("no table file"));
  if (argc < 3)
    return vd_cli_usage_error ("record", "%s", _("no event"));
  if (vd_cli_is_board (argv[1]))
    {
      g_autofree const char **words = g_new0 (const char *, argc);
      g_autofree const char **hexes = g_new0 (const char *, via != NULL ? g_strv_length (via) + 1 : 1);

      for (int i = 2; i < argc; i++)
        words[i - 2] = unprotect (argv[i]);
      for (guint i = 0; via != NULL && via[i] != NULL; i++)
        hexes[i] = unprotect (via[i]);
      return vd_cli_board_record (argv[1], words, (guint) argc - 2, note,
                                  (const char * const *) hexes, forced, across, spread, json);
    }
  if (across != NULL)
    return vd_cli_usage_error ("record", "%s", _("--across goes with a board’s move"));
  if (spread != NULL)
    return vd_cli_usage_error ("record", "%s", _("--spread goes with a board’s move"));
  /* The words a referee says: "fire UNIT TARGET" declares fire (MASK-6), "fire BATTERY HOUSE
   * DIE" sets a village on fire (HOUSE-10); "charge" declares a charge. */
  if (g_strcmp0 (unprotect (argv[2]), "charge") == 0)
    kind = VD_EVENT_DECLARE_CHARGE;
  else if (!vd_event_kind_from_string (unprotect (argv[2]), &kind) || !is_recordable (kind))
    {
      g_autofree char *list = recordable_list ();
      g_autofree char *shown = vd_error_cut (unprotect (argv[2]));

      return vd_cli_usage_error ("record", _("unknown event “%s” (expected one of: %s)"),
                                 shown, list);
    }

  n_args = (guint) argc - 3;
  switch (kind)
    {
    case VD_EVENT_END_TURN: case VD_EVENT_START: min_args = max_args = 0; break;
    case VD_EVENT_REVEAL: min_args = max_args = 1; break;
    case VD_EVENT_CONDITIONS: min_args = 1; max_args = G_MAXUINT; break;
    case VD_EVENT_BOMBARD: case VD_EVENT_REPAIR: min_args = 2; max_args = 3; break;
    case VD_EVENT_FIRE: min_args = 2; max_args = 3; break;
    default: min_args = max_args = 2; break;
    }
  if (n_args < min_args || n_args > max_args)
    {
      if (kind == VD_EVENT_END_TURN)
        /* Translators: "end-turn" stays as it is. */
        return vd_cli_usage_error ("record", "%s", _("end-turn takes nothing after it"));
      if (kind == VD_EVENT_START)
        /* Translators: "start" stays as it is. */
        return vd_cli_usage_error ("record", "%s", _("start takes nothing after it"));
      /* Translators: the event's keyword, then what it takes: "loss takes UNIT N". */
      return vd_cli_usage_error ("record", _("%s takes %s"), vd_event_kind_to_string (kind),
                                 event_synopsis (kind));
    }
  if (kind == VD_EVENT_FIRE && n_args == 2)
    kind = VD_EVENT_DECLARE_FIRE;
  if ((opts.via != NULL && kind != VD_EVENT_MOVE && kind != VD_EVENT_RECOIL &&
       kind != VD_EVENT_DECLARE_CHARGE) ||
      (opts.forced && kind != VD_EVENT_MOVE))
    return vd_cli_usage_error ("record", "%s", _("--via goes with move, recoil and charge, "
                                                 "--forced with move"));
  for (guint i = 0; i < n_args && i < G_N_ELEMENTS (args); i++)
    args[i] = unprotect (argv[3 + i]);

  battle = vd_cli_open_battle (argv[1], NULL);
  if (battle == NULL)
    return VD_CLI_INVALID;
  if (kind == VD_EVENT_START && vd_table_battle_started (battle))
    {
      g_autoptr(GError) started = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                                               _("%s: the battle has already started"),
                                               argv[1]);

      vd_cli_print_error (started);
      return VD_CLI_INVALID;
    }
  if (kind == VD_EVENT_START)
    {
      events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
      g_ptr_array_add (events, vd_event_new (VD_EVENT_START,
                                             vd_table_battle_get_current (battle)->turn));
    }
  else if (kind == VD_EVENT_END_TURN)
    /* HOUSE-10: the end of a turn may destroy units in a burning village first. */
    events = end_turn_events (battle, &opts);
  else if (kind == VD_EVENT_CONDITIONS)
    {
      /* Any number of conditions: parsed from argv itself. */
      g_autofree const char **all = g_new0 (const char *, n_args + 1);

      for (guint i = 0; i < n_args; i++)
        all[i] = unprotect (argv[3 + i]);
      event = build_event (kind, all, n_args, &opts, battle, &status);
    }
  else
    event = build_event (kind, args, n_args, &opts, battle, &status);
  if (event != NULL)
    {
      events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
      g_ptr_array_add (events, g_steal_pointer (&event));
    }
  if (events == NULL)
    return status;

  first = vd_battle_get_n_applied (battle);
  /* The battle takes the events; the array only carries them here. One event is a step of
   * its own, without a batch. */
  g_ptr_array_set_free_func (events, NULL);
  if (!(events->len == 1
          ? vd_battle_record (battle, g_ptr_array_index (events, 0), &error)
          : vd_battle_record_batch (battle, events->pdata, events->len, &error)))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (!vd_cli_save_battle (battle, NULL))
    return VD_CLI_INVALID;

  recorded = copy_events (battle, first, vd_battle_get_n_applied (battle));
  /* Translators: before the event just recorded: "recorded: 3  turn 2  loss  …". */
  print_step (battle, (VdEvent * const *) recorded->pdata, recorded->len, first + 1, json,
              _("recorded"));
  return VD_CLI_OK;
}

int
vd_cli_undo (int argc, char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE — drop the last event of a battle’s journal"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GPtrArray) undone = NULL;
  guint number;

  g_option_context_set_summary (context,
                                _("Drops the last event of FILE’s journal, so the battle stands "
                                  "as it was before it, saves FILE (the previous version is kept "
                                  "as FILE~) and prints the event dropped."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, the event dropped as one JSON document, as "
                                      "“vedette-cli record --json” prints it.\n\n"
                                      "Exit status: 0 done, 1 invalid file or nothing to undo, 2 "
                                      "bad usage."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "undo"))
    return VD_CLI_USAGE;
  if (argc < 2)
    return vd_cli_usage_error ("undo", "%s", _("no table file"));
  if (argc > 2)
    return vd_cli_usage_error ("undo", "%s", _("undo reads exactly one table file"));
  if (vd_cli_is_board (argv[1]))
    return vd_cli_board_undo (argv[1], json);

  battle = vd_cli_open_battle (argv[1], NULL);
  if (battle == NULL)
    return VD_CLI_INVALID;
  number = vd_battle_get_n_applied (battle);
  if (number == 0 || !vd_battle_can_undo (battle))
    {
      g_printerr ("vedette-cli: error: ");
      g_printerr (_("nothing to undo: the journal of %s is empty"), argv[1]);
      g_printerr ("\n");
      return VD_CLI_INVALID;
    }
  if (!vd_battle_undo (battle, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* The step undone (one event, or an end of turn with what it destroyed) stays past the
   * cursor until the save drops it: taken before. */
  undone = copy_events (battle, vd_battle_get_n_applied (battle), number);
  if (!vd_cli_save_battle (battle, NULL))
    return VD_CLI_INVALID;
  /* Translators: before the event just dropped: "undone: 3  turn 2  loss  …". */
  print_step (battle, (VdEvent * const *) undone->pdata, undone->len, number - undone->len + 1,
              json, _("undone"));
  return VD_CLI_OK;
}

int
vd_cli_log (int argc, char **argv)
{
  gboolean json = FALSE;
  gboolean started = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE — list the events of a battle’s journal"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) setup = NULL;
  g_autoptr(VdTable) current = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  const char *path;

  g_option_context_set_summary (context,
                                _("Lists FILE’s journal, one line per event in the order they "
                                  "were recorded: its number (from 1), the event’s keyword and "
                                  "what happened in which turn:\n\n"
                                  "  1  loss  Turn 1: fr-1-4e loses 6 figures\n"
                                  "  2  end-turn  Turn 1 ends"));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, one JSON document: {\"events\": "
                                      "[{\"index\" (from 1), \"turn\", \"event\", \"unit\", "
                                      "\"feature\", the event’s details as “vedette-cli record "
                                      "--help” lists them, \"note\", \"time\", \"text\"}], "
                                      "\"turn\" (the turn the battle stands at)}; \"unit\" and "
                                      "\"feature\" are null when the event has none.\n\n"
                                      "Exit status: 0 success (also for an empty journal), 1 "
                                      "invalid file or a journal that does not apply, 2 bad "
                                      "usage."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "log"))
    return VD_CLI_USAGE;
  if (argc < 2)
    return vd_cli_usage_error ("log", "%s", _("no table file"));
  if (argc > 2)
    return vd_cli_usage_error ("log", "%s", _("log reads exactly one table file"));
  path = argv[1];
  if (vd_cli_is_board (path))
    return vd_cli_board_log (path, json);

  setup = vd_table_load_checked (path, &ruleset, &error);
  if (setup != NULL)
    /* The battle before the first event; each is described as it stood when it was recorded. */
    current = vd_journal_replay (setup, ruleset, 0, &error);
  if (current == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->journal->len; i++)
    {
      const VdEvent *event = g_ptr_array_index (setup->journal, i);
      /* Set-up edits before the battle starts (an autosave's, or an older file's). */
      gboolean in_setup = !started && vd_event_is_setup (event);
      g_autofree char *text = in_setup
        ? vd_event_describe_setup_batch ((VdEvent * const *) &event, 1, current, ruleset)
        : vd_event_describe (event, current, ruleset);

      started = started || !in_setup;
      if (json)
        vd_cli_add_event_json (builder, event, i + 1, text, TRUE);
      else
        {
          g_autofree char *line = event_line (i + 1, event, text);

          g_string_append_printf (out, "%s\n", line);
        }
      if (!vd_event_apply (event, current, ruleset, &error))
        {
          /* vd_journal_replay names the event and where it is in the file. */
          g_autoptr(VdTable) failed = NULL;

          g_clear_error (&error);
          failed = vd_journal_replay (setup, ruleset, G_MAXUINT, &error);
          if (error == NULL)
            g_set_error (&error, VD_ERROR, VD_ERROR_INVALID, "%s", _("the journal does not apply"));
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, current->turn);
  json_builder_end_object (builder);

  /* Built whole first: one write, never a partial listing. */
  if (json)
    {
      g_autofree char *text = vd_cli_json_text (builder);

      g_print ("%s\n", text);
    }
  else
    g_print ("%s", out->str);
  return VD_CLI_OK;
}
