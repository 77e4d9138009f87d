/* vedette-cli report BOARD --turn-record -o OUT.pdf: the game's turn record to print (help
 * "The board's report"), a row per turn of the module's turn track with its hours and
 * conditions, a box per phase for the referee to tick, the turns the journal has played
 * ticked already. The rows are vd-hex-turn's (vd_hex_turn_record), the PDF
 * vd-render-turn-record's; the JSON is here. */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-board-battle.h"
#include "vd-cli-report-private.h"
#include "vd-hex-odds.h"
#include "vd-hex-turn.h"
#include "vd-render-turn-record.h"

typedef struct {
  char            *title;
  VdHexRuleset    *module;
  VdHexTurnRecord *record;
} TurnRecord;

static void
turn_record_free (TurnRecord *data)
{
  g_clear_pointer (&data->record, vd_hex_turn_record_free);
  g_clear_pointer (&data->module, vd_hex_ruleset_free);
  g_free (data->title);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TurnRecord, turn_record_free)

static TurnRecord *
gather (const char *path, GError **error)
{
  g_autoptr(TurnRecord) data = g_new0 (TurnRecord, 1);
  g_autoptr(VdBoard) setup = vd_board_load (path, &data->module, error);

  if (setup == NULL || !vd_board_check_journal (setup, data->module, path, error))
    return NULL;
  data->record = vd_hex_turn_record (setup, data->module, error);
  if (data->record == NULL)
    return NULL;
  data->title = g_strdup (setup->title != NULL ? setup->title : "");
  return g_steal_pointer (&data);
}

/* ---- JSON ---- */


static void
json_int (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
json_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

static char *
record_json (const TurnRecord *data, const char *output)
{
  const VdHexTurn *turn = data->record->turn;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  vd_cli_report_json_string (builder, "output", output);
  vd_cli_report_json_string (builder, "title", data->title);
  json_int (builder, "turn", turn->turn);
  vd_cli_report_json_string (builder, "phase", turn->phase);
  json_bool (builder, "over", turn->over);
  json_builder_set_member_name (builder, "last_turn");
  vd_cli_add_int_or_null (builder, turn->last_turn > 0, turn->last_turn);
  vd_cli_report_json_string (builder, "last_rule", turn->last_rule);
  json_builder_set_member_name (builder, "length_missing");
  if (turn->length_missing != NULL)
    {
      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "rule", turn->length_rule);
      vd_cli_report_json_string (builder, "why", turn->length_missing);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "phases");
  json_builder_begin_array (builder);
  for (guint i = 0; i < data->module->phases->len; i++)
    {
      const VdHexName *phase = data->module->phases->pdata[i];

      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "id", phase->id);
      vd_cli_report_json_string (builder, "name", vd_text_get (&phase->name));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (guint r = 0; r < data->record->rows->len; r++)
    {
      const VdHexTurnRecordRow *row = data->record->rows->pdata[r];

      json_builder_begin_object (builder);
      json_int (builder, "turn", row->turn);
      vd_cli_report_json_string (builder, "clock", row->clock);
      vd_cli_report_json_string (builder, "clock_rule", row->clock_rule);
      json_builder_set_member_name (builder, "conditions");
      json_builder_begin_array (builder);
      for (guint i = 0; i < row->conditions->len; i++)
        {
          const VdHexOddsReason *condition = row->conditions->pdata[i];

          json_builder_begin_object (builder);
          vd_cli_report_json_string (builder, "rule", condition->rule);
          vd_cli_report_json_string (builder, "what", condition->what);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_bool (builder, "played", row->played);
      json_bool (builder, "current", row->current);
      json_int (builder, "phases_done", row->phases_done);
      json_int (builder, "events", row->n_events);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return vd_cli_json_text (builder);
}

int
vd_cli_board_turn_record (const char *path, const char *output, gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TurnRecord) data = gather (path, &error);
  g_autoptr(GBytes) pdf = NULL;

  if (data == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  pdf = vd_render_turn_record_pdf (data->title, data->module, data->record, &error);
  if (pdf == NULL || !vd_cli_report_write (output, g_bytes_get_data (pdf, NULL),
                                           g_bytes_get_size (pdf), &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (json)
    {
      g_autofree char *document = record_json (data, output);

      g_print ("%s\n", document);
    }
  return VD_CLI_OK;
}
