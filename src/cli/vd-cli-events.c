/* What the commands that change a battle share: the battle as it stands in a file, opening it
 * for a change, turning an order (a move, a bombardment…) into a journal event, and an event
 * as JSON. */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-damage.h"
#include "vd-table-reader.h"
#include "vd-village-fire.h"

VdTable *
vd_cli_load_current (const char *path, VdRuleset **ruleset_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) setup = vd_table_load_checked (path, &ruleset, &error);
  VdTable *current;

  if (setup == NULL)
    {
      vd_cli_print_error (error);
      return NULL;
    }
  if (setup->journal == NULL || setup->journal->len == 0)
    current = g_steal_pointer (&setup);
  else
    {
      current = vd_journal_replay (setup, ruleset, G_MAXUINT, &error);
      if (current == NULL)
        {
          vd_cli_print_error (error);
          return NULL;
        }
    }
  *ruleset_out = g_steal_pointer (&ruleset);
  return current;
}

VdTurnState *
vd_cli_load_turn (const char *path, const VdRuleset *ruleset)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) own = NULL;
  g_autoptr(VdTable) setup = vd_table_load_checked (path, &own, &error);
  VdTurnState *turn;

  if (setup == NULL)
    {
      vd_cli_print_error (error);
      return NULL;
    }
  turn = vd_turn_state_new (setup, ruleset, (VdEvent * const *) setup->journal->pdata,
                            setup->journal->len, &error);
  if (turn == NULL)
    vd_cli_print_error (error);
  return turn;
}

/* Whether A and B name one existing file (a link, another spelling). */
static gboolean
same_file (const char *a, const char *b)
{
  GStatBuf sa, sb;

  if (g_stat (a, &sa) != 0 || g_stat (b, &sb) != 0)
    return FALSE;
  return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

VdBattle *
vd_cli_open_battle (const char *path, const char *output)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;

  if (output == NULL || same_file (path, output))
    {
      g_autofree char *journal = g_strconcat (path, ".journal", NULL);
      guint pending;

      battle = vd_table_battle_open (path, &error);
      if (battle == NULL)
        {
          vd_cli_print_error (error);
          return NULL;
        }
      /* The change is confirmed by the save that follows, or not at all: no journal to leave. */
      vd_battle_set_autosave (battle, FALSE);
      pending = vd_battle_pending_records (battle);
      if (pending > 0)
        {
          g_printerr ("vedette-cli: error: ");
          g_printerr (g_dngettext (GETTEXT_PACKAGE,
                                   /* Translators: FILE.journal, the number of changes, FILE. */
                                   "%s holds %u change not saved in %s (Vedette stopped before "
                                   "saving it): open the table in Vedette to restore or discard "
                                   "it first",
                                   "%s holds %u changes not saved in %s (Vedette stopped before "
                                   "saving them): open the table in Vedette to restore or "
                                   "discard them first", pending),
                      journal, pending, path);
          g_printerr ("\n");
          return NULL;
        }
    }
  else
    {
      /* Written elsewhere: FILE itself, and what lies beside it, are left alone. */
      g_autoptr(VdRuleset) ruleset = NULL;
      VdTable *setup = vd_table_load_checked (path, &ruleset, &error);

      if (setup == NULL)
        {
          vd_cli_print_error (error);
          return NULL;
        }
      battle = vd_table_battle_new (setup, g_steal_pointer (&ruleset), NULL, &error);
      if (battle == NULL)
        {
          vd_cli_print_error (error);
          return NULL;
        }
    }
  return g_steal_pointer (&battle);
}

VdBattle *
vd_cli_open_order_battle (const char *path, const char *output)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *ruleset = NULL;
  VdTable *setup;
  VdBattle *battle = NULL;

  if (output != NULL)
    return vd_cli_open_battle (path, output);
  /* The battle replays the journal itself, once. */
  setup = vd_table_load_checked (path, &ruleset, &error);
  if (setup != NULL)
    battle = vd_table_battle_new (setup, ruleset, NULL, &error);
  if (battle == NULL)
    vd_cli_print_error (error);
  return battle;
}

gboolean
vd_cli_save_battle (VdBattle *battle, const char *output)
{
  g_autoptr(GError) error = NULL;

  /* A battle opened on its file is saved over it, whatever spelling OUTPUT has. */
  if (vd_battle_save (battle, vd_battle_get_path (battle) != NULL ? NULL : output, &error))
    return TRUE;
  vd_cli_print_error (error);
  return FALSE;
}

GArray *
vd_cli_parse_path (const char *command, const char * const *via, const char *to,
                   const char *to_name)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  VdPoint point;

  for (guint i = 0; via != NULL && via[i] != NULL; i++)
    {
      if (!vd_cli_parse_point (command, "--via", via[i], &point))
        return NULL;
      g_array_append_val (points, point);
    }
  if (to == NULL)
    return g_steal_pointer (&points);
  if (!vd_cli_parse_point (command, to_name, to, &point))
    return NULL;
  g_array_append_val (points, point);
  return g_steal_pointer (&points);
}

void
vd_cli_print_illegal_move (const VdMoveAnswer *answer)
{
  const VdMoveEffect *forbidding = vd_move_answer_forbidding (answer);

  g_printerr ("vedette-cli: error: ");
  if (forbidding != NULL)
    /* Translators: unit id, the rule that forbids the move, what is responsible, where (mm):
     * "fr-line may not move there — MARSH-1 by marsh-1 at 600,515: nothing is recorded". */
    g_printerr (_("%s may not move there — %s by %s at %.0f,%.0f: nothing is recorded"),
                answer->unit->id, forbidding->rule,
                forbidding->by != NULL ? forbidding->by : "—", forbidding->at.x,
                forbidding->at.y);
  else
    g_printerr (_("%s may not move there: nothing is recorded"), answer->unit->id);
  g_printerr ("\n");
}

static void
add_conditions_json (JsonBuilder *builder, guint conditions)
{
  json_builder_begin_array (builder);
  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (conditions & (1u << c))
      json_builder_add_string_value (builder, vd_condition_to_string (c));
  json_builder_end_array (builder);
}

static void
add_string_or_null (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

const char *
vd_cli_event_unit (const VdEvent *event)
{
  if (event->unit_id != NULL)
    return event->unit_id;
  if ((event->kind == VD_EVENT_ADD_UNIT || event->kind == VD_EVENT_EDIT_UNIT) &&
      event->unit != NULL)
    return event->unit->id;
  return NULL;
}

const char *
vd_cli_event_feature (const VdEvent *event)
{
  if (event->feature_id != NULL)
    return event->feature_id;
  if ((event->kind == VD_EVENT_ADD_FEATURE || event->kind == VD_EVENT_EDIT_FEATURE) &&
      event->feature != NULL)
    return event->feature->id;
  return NULL;
}

/* MOVE and RECOIL: where the unit went, through where. */
static void
add_path_json (JsonBuilder *builder, const VdEvent *event)
{
  json_builder_set_member_name (builder, "at");
  vd_cli_add_point_json (builder, event->at);
  json_builder_set_member_name (builder, "via");
  json_builder_begin_array (builder);
  for (guint i = 0; event->via != NULL && i < event->via->len; i++)
    vd_cli_add_point_json (builder, g_array_index (event->via, VdPoint, i));
  json_builder_end_array (builder);
}

/* RECOIL and DESTROY (null figures: a recoil that leaves the unit standing). */
static void
add_destruction_json (JsonBuilder *builder, const VdEvent *event)
{
  add_string_or_null (builder, "rule", event->rule);
  json_builder_set_member_name (builder, "destroyed");
  json_builder_add_boolean_value (builder, event->destroyed || event->kind == VD_EVENT_DESTROY);
  json_builder_set_member_name (builder, "figures");
  vd_cli_add_int_or_null (builder, event->destroyed || event->kind == VD_EVENT_DESTROY,
                          event->figures);
}

/* The members that depend on the kind of event. */
static void
add_event_details (JsonBuilder *builder, const VdEvent *event)
{
  switch (event->kind)
    {
    case VD_EVENT_MOVE:
      add_path_json (builder, event);
      json_builder_set_member_name (builder, "forced");
      json_builder_add_boolean_value (builder, event->forced);
      json_builder_set_member_name (builder, "conditions");
      add_conditions_json (builder, event->conditions);
      break;
    case VD_EVENT_RECOIL:
      add_path_json (builder, event);
      json_builder_set_member_name (builder, "conditions");
      add_conditions_json (builder, event->conditions);
      json_builder_set_member_name (builder, "revealed");
      json_builder_add_boolean_value (builder, event->revealed);
      add_destruction_json (builder, event);
      break;
    case VD_EVENT_DESTROY:
      add_destruction_json (builder, event);
      break;
    case VD_EVENT_DECLARE_FIRE:
      add_string_or_null (builder, "target", event->target_id);
      break;
    case VD_EVENT_DECLARE_CHARGE:
      add_string_or_null (builder, "target", event->target_id);
      add_path_json (builder, event);
      json_builder_set_member_name (builder, "conditions");
      add_conditions_json (builder, event->conditions);
      break;
    case VD_EVENT_FORMATION:
      json_builder_set_member_name (builder, "formation");
      json_builder_add_string_value (builder, vd_formation_to_string (event->formation));
      /* null: an older event that kept the unit's footprint */
      json_builder_set_member_name (builder, "frontage");
      vd_cli_add_double_or_null (builder, event->frontage > 0, event->frontage);
      json_builder_set_member_name (builder, "depth");
      vd_cli_add_double_or_null (builder, event->depth > 0, event->depth);
      break;
    case VD_EVENT_FACE:
      json_builder_set_member_name (builder, "facing");
      json_builder_add_double_value (builder, event->facing);
      break;
    case VD_EVENT_CONDITIONS:
      json_builder_set_member_name (builder, "conditions");
      add_conditions_json (builder, event->conditions);
      break;
    case VD_EVENT_LOSS:
      json_builder_set_member_name (builder, "figures");
      json_builder_add_int_value (builder, event->figures);
      break;
    case VD_EVENT_MORALE:
      add_string_or_null (builder, "state", event->state);
      break;
    case VD_EVENT_REVEAL:
      json_builder_set_member_name (builder, "revealed");
      json_builder_add_boolean_value (builder, event->revealed);
      break;
    case VD_EVENT_BOMBARD:
    case VD_EVENT_REPAIR:
      add_string_or_null (builder, "rule", event->rule);
      json_builder_set_member_name (builder, "aim");
      if (event->has_aim)
        vd_cli_add_point_json (builder, event->aim);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "affected");
      json_builder_add_double_value (builder, vd_cli_round (event->affected, 100));
      json_builder_set_member_name (builder, "damage");
      json_builder_begin_array (builder);
      for (guint i = 0; event->damage != NULL && i < event->damage->len; i++)
        {
          const VdStretch *stretch = &g_array_index (event->damage, VdStretch, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "from");
          json_builder_add_double_value (builder, vd_cli_round (stretch->from, 100));
          json_builder_set_member_name (builder, "to");
          json_builder_add_double_value (builder, vd_cli_round (stretch->to, 100));
          json_builder_set_member_name (builder, "state");
          json_builder_add_string_value (builder, vd_damage_to_string (stretch->state));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      break;
    case VD_EVENT_FIRE:
      json_builder_set_member_name (builder, "die");
      json_builder_add_int_value (builder, event->die);
      json_builder_set_member_name (builder, "burning");
      json_builder_add_boolean_value (builder, event->burning);
      add_string_or_null (builder, "side", event->side);
      json_builder_set_member_name (builder, "points_lost");
      json_builder_add_double_value (builder, event->points_lost);
      break;
    case VD_EVENT_NAME_SIDE:
      /* The name in both languages, as `sides:` holds it; null: back to the side's word. */
      add_string_or_null (builder, "side", event->side);
      json_builder_set_member_name (builder, "name");
      if (event->name.en == NULL)
        json_builder_add_null_value (builder);
      else
        {
          json_builder_begin_object (builder);
          add_string_or_null (builder, "en", event->name.en);
          add_string_or_null (builder, "fr", event->name.fr);
          json_builder_end_object (builder);
        }
      break;
    case VD_EVENT_SET_READING:
      /* null: the ruleset's choice again. */
      add_string_or_null (builder, "reading", event->reading);
      add_string_or_null (builder, "option", event->option);
      break;
    case VD_EVENT_ADD_COMMAND:
      /* The whole command, its keys in a table file's order: the event carries no unit. */
      json_builder_set_member_name (builder, "command");
      if (event->command == NULL)
        {
          json_builder_add_null_value (builder);
          break;
        }
      json_builder_begin_object (builder);
      add_string_or_null (builder, "id", event->command->id);
      add_string_or_null (builder, "name", event->command->name);
      add_string_or_null (builder, "kind", event->command->kind);
      add_string_or_null (builder, "side", event->command->side);
      add_string_or_null (builder, "parent", event->command->parent);
      json_builder_end_object (builder);
      break;
    case VD_EVENT_END_TURN:
    case VD_EVENT_ADD_UNIT:
    case VD_EVENT_REMOVE_UNIT:
    case VD_EVENT_EDIT_UNIT:
    case VD_EVENT_ADD_FEATURE:
    case VD_EVENT_REMOVE_FEATURE:
    case VD_EVENT_EDIT_FEATURE:
    case VD_N_EVENT_KINDS:
    default:
      break;
    }
}

void
vd_cli_add_event_json (JsonBuilder *builder, const VdEvent *event, guint number,
                       const char *text, gboolean number_first)
{
  json_builder_begin_object (builder);
  if (number_first)
    {
      /* The log's order: index, turn, event. */
      json_builder_set_member_name (builder, "index");
      json_builder_add_int_value (builder, number);
      json_builder_set_member_name (builder, "turn");
      json_builder_add_int_value (builder, event->turn);
      json_builder_set_member_name (builder, "event");
      json_builder_add_string_value (builder, vd_event_kind_to_string (event->kind));
    }
  else
    {
      /* What record and undo print: event, turn, … */
      json_builder_set_member_name (builder, "event");
      json_builder_add_string_value (builder, vd_event_kind_to_string (event->kind));
      json_builder_set_member_name (builder, "turn");
      json_builder_add_int_value (builder, event->turn);
    }
  add_string_or_null (builder, "unit", vd_cli_event_unit (event));
  add_string_or_null (builder, "feature", vd_cli_event_feature (event));
  add_event_details (builder, event);
  add_string_or_null (builder, "note", event->note);
  add_string_or_null (builder, "time", event->time);
  if (!number_first)
    {
      json_builder_set_member_name (builder, "index");
      json_builder_add_int_value (builder, number);
    }
  add_string_or_null (builder, "text", text);
  json_builder_end_object (builder);
}
