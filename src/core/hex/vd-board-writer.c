#include "vd-board.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-file.h"
#include "vd-yaml-writer.h"

static void
key (VdYamlWriter *w, const char *name)
{
  vd_yaml_writer_word (w, name);
}

/* KEY: VALUE, left out when VALUE is NULL. */
static void
write_optional_word (VdYamlWriter *w, const char *name, const char *value)
{
  if (value == NULL)
    return;
  key (w, name);
  vd_yaml_writer_word (w, value);
}

static void
write_hex (VdYamlWriter *w, const VdBoard *board, VdHex hex)
{
  g_autofree char *label = vd_board_format_hex (board, hex);

  vd_yaml_writer_word (w, label);
}

static void
write_hexside (VdYamlWriter *w, const VdBoard *board, VdHexside side)
{
  VdHex a, b;

  vd_hexside_hexes (side, &a, &b);
  vd_yaml_writer_begin_sequence (w, TRUE);
  write_hex (w, board, a);
  write_hex (w, board, b);
  vd_yaml_writer_end_sequence (w);
}

static void
write_grid (VdYamlWriter *w, const VdBoard *board)
{
  key (w, "grid");
  vd_yaml_writer_begin_mapping (w, FALSE);
  key (w, "hexes");
  vd_yaml_writer_word (w, board->shape == VD_HEX_FLAT ? "flat" : "pointy");
  key (w, "columns");
  vd_yaml_writer_number (w, board->columns);
  key (w, "rows");
  vd_yaml_writer_number (w, board->rows);
  key (w, "first");
  vd_yaml_writer_begin_sequence (w, TRUE);
  vd_yaml_writer_number (w, board->first_column);
  vd_yaml_writer_number (w, board->first_row);
  vd_yaml_writer_end_sequence (w);
  key (w, "label");
  vd_yaml_writer_text (w, board->label);
  key (w, "rows_up");
  vd_yaml_writer_bool (w, board->rows_up);
  key (w, "stagger");
  vd_yaml_writer_word (w, board->even_shifted ? "even-down" : "odd-down");
  if (board->hex_mm > 0)
    {
      key (w, "hex_mm");
      vd_yaml_writer_number (w, board->hex_mm);
    }
  if (board->map != NULL)
    {
      key (w, "map");
      vd_yaml_writer_word (w, board->map);
    }
  if (board->joins->len > 0)
    {
      key (w, "joins");
      vd_yaml_writer_begin_sequence (w, FALSE);
      for (guint i = 0; i < board->joins->len; i++)
        {
          const VdBoardJoin *join = g_ptr_array_index (board->joins, i);

          vd_yaml_writer_begin_mapping (w, TRUE);
          key (w, "map");
          vd_yaml_writer_word (w, join->map);
          key (w, "columns");
          vd_yaml_writer_number (w, join->columns);
          key (w, "rows");
          vd_yaml_writer_number (w, join->rows);
          key (w, "first");
          vd_yaml_writer_begin_sequence (w, TRUE);
          vd_yaml_writer_number (w, join->first_column);
          vd_yaml_writer_number (w, join->first_row);
          vd_yaml_writer_end_sequence (w);
          key (w, "at");
          vd_yaml_writer_begin_sequence (w, TRUE);
          vd_yaml_writer_number (w, join->at_column);
          vd_yaml_writer_number (w, join->at_row);
          vd_yaml_writer_end_sequence (w);
          vd_yaml_writer_end_mapping (w);
        }
      vd_yaml_writer_end_sequence (w);
    }
  if (board->unplayable->len > 0)
    {
      key (w, "unplayable");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint i = 0; i < board->unplayable->len; i++)
        write_hex (w, board, g_array_index (board->unplayable, VdHex, i));
      vd_yaml_writer_end_sequence (w);
    }
  vd_yaml_writer_end_mapping (w);
}

static void
write_hexes (VdYamlWriter *w, const VdBoard *board)
{
  if (board->hexes->len == 0)
    return;
  key (w, "hexes");
  vd_yaml_writer_begin_mapping (w, FALSE);
  for (guint i = 0; i < board->hexes->len; i++)
    {
      const VdBoardHex *hex = g_ptr_array_index (board->hexes, i);

      write_hex (w, board, hex->hex);
      vd_yaml_writer_begin_mapping (w, TRUE);
      if (hex->terrain != NULL)
        {
          key (w, "terrain");
          vd_yaml_writer_word (w, hex->terrain);
        }
      if (hex->features != NULL)
        {
          key (w, "features");
          vd_yaml_writer_begin_sequence (w, TRUE);
          for (guint f = 0; hex->features[f] != NULL; f++)
            vd_yaml_writer_word (w, hex->features[f]);
          vd_yaml_writer_end_sequence (w);
        }
      if (hex->has_elevation)
        {
          key (w, "elevation");
          vd_yaml_writer_number (w, hex->elevation);
        }
      if (hex->has_value)
        {
          key (w, "value");
          vd_yaml_writer_number (w, hex->value);
        }
      if (hex->country != NULL)
        {
          key (w, "country");
          vd_yaml_writer_word (w, hex->country);
        }
      if (hex->name != NULL)
        {
          key (w, "name");
          vd_yaml_writer_text (w, hex->name);
        }
      if (hex->symbol_partial)
        {
          key (w, "symbol");
          vd_yaml_writer_word (w, "partial");
        }
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_mapping (w);
}

static void
write_hexsides (VdYamlWriter *w, const VdBoard *board)
{
  if (board->hexsides->len == 0)
    return;
  key (w, "hexsides");
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < board->hexsides->len; i++)
    {
      const VdBoardHexside *side = g_ptr_array_index (board->hexsides, i);

      vd_yaml_writer_begin_mapping (w, TRUE);
      key (w, "between");
      write_hexside (w, board, side->side);
      key (w, "feature");
      vd_yaml_writer_word (w, side->feature);
      if (side->directed)
        {
          key (w, "toward");
          write_hex (w, board, side->toward);
        }
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
}

static void
write_roads (VdYamlWriter *w, const VdBoard *board)
{
  if (board->roads->len == 0)
    return;
  key (w, "roads");
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < board->roads->len; i++)
    {
      const VdBoardRoad *road = g_ptr_array_index (board->roads, i);

      vd_yaml_writer_begin_mapping (w, TRUE);
      key (w, "type");
      vd_yaml_writer_word (w, road->type);
      if (road->name != NULL)
        {
          key (w, "name");
          vd_yaml_writer_text (w, road->name);
        }
      key (w, "hexes");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint h = 0; h < road->hexes->len; h++)
        write_hex (w, board, g_array_index (road->hexes, VdHex, h));
      vd_yaml_writer_end_sequence (w);
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
}

static void
write_unit (VdYamlWriter *w, const VdBoard *board, const VdBoardUnit *unit)
{
  vd_yaml_writer_begin_mapping (w, TRUE);
  key (w, "id");
  vd_yaml_writer_word (w, unit->id);
  if (unit->name != NULL)
    {
      key (w, "name");
      vd_yaml_writer_text (w, unit->name);
    }
  key (w, "side");
  vd_yaml_writer_word (w, unit->side);
  key (w, "class");
  vd_yaml_writer_word (w, unit->unit_class);
  key (w, "hex");
  if (unit->placed)
    write_hex (w, board, unit->hex);
  else
    vd_yaml_writer_null (w);
  if (unit->placed && unit->on_hexside)
    {
      key (w, "across");
      write_hex (w, board, unit->across);
    }
  if (unit->placed && unit->spread != NULL && unit->spread->len > 0)
    {
      key (w, "spread");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint i = 0; i < unit->spread->len; i++)
        write_hex (w, board, g_array_index (unit->spread, VdHex, i));
      vd_yaml_writer_end_sequence (w);
    }
  if (unit->arrives_turn > 0 && unit->arrives_hexes != NULL)
    {
      key (w, "arrives");
      vd_yaml_writer_begin_mapping (w, TRUE);
      key (w, "turn");
      vd_yaml_writer_number (w, unit->arrives_turn);
      key (w, "hexes");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint i = 0; unit->arrives_hexes[i] != NULL; i++)
        vd_yaml_writer_word (w, unit->arrives_hexes[i]);
      vd_yaml_writer_end_sequence (w);
      vd_yaml_writer_end_mapping (w);
    }
  key (w, "strength");
  if (unit->strength != NULL)
    vd_yaml_writer_word (w, unit->strength);
  else
    vd_yaml_writer_null (w);
  key (w, "movement");
  if (unit->has_movement)
    vd_yaml_writer_number (w, unit->movement);
  else
    vd_yaml_writer_null (w);
  if (unit->state != NULL)
    {
      key (w, "state");
      vd_yaml_writer_word (w, unit->state);
    }
  if (unit->step != NULL)
    {
      key (w, "step");
      vd_yaml_writer_word (w, unit->step);
    }
  if (unit->facing >= 0)
    {
      key (w, "facing");
      vd_yaml_writer_number (w, unit->facing);
    }
  if (unit->note != NULL)
    {
      key (w, "note");
      vd_yaml_writer_text (w, unit->note);
    }
  write_optional_word (w, "army", unit->army);
  write_optional_word (w, "nation", unit->nation);
  write_optional_word (w, "echelon", unit->echelon);
  write_optional_word (w, "formation", unit->formation);
  write_optional_word (w, "grade", unit->grade);
  write_optional_word (w, "extends", unit->extends);
  /* One mark is written as boards always had it; several as a list. */
  if (unit->marks != NULL && g_strv_length (unit->marks) == 1)
    write_optional_word (w, "mark", unit->marks[0]);
  else if (unit->marks != NULL)
    {
      key (w, "marks");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint i = 0; unit->marks[i] != NULL; i++)
        vd_yaml_writer_word (w, unit->marks[i]);
      vd_yaml_writer_end_sequence (w);
    }
  if (unit->elite)
    {
      key (w, "elite");
      vd_yaml_writer_bool (w, TRUE);
    }
  for (guint i = 0; i < 2; i++)
    {
      const VdBoardRoster *roster = i == 0 ? unit->roster : unit->division_roster;
      g_autofree char *row = roster != NULL ? vd_board_roster_format (roster) : NULL;

      if (row == NULL)
        continue;
      key (w, i == 0 ? "roster" : "division_roster");
      vd_yaml_writer_text (w, row);
    }
  vd_yaml_writer_end_mapping (w);
}

static void
write_markers (VdYamlWriter *w, const VdBoard *board)
{
  if (board->markers->len == 0)
    return;
  key (w, "markers");
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < board->markers->len; i++)
    {
      const VdBoardMarker *marker = g_ptr_array_index (board->markers, i);

      vd_yaml_writer_begin_mapping (w, TRUE);
      key (w, "type");
      vd_yaml_writer_word (w, marker->type);
      if (marker->on_hexside)
        {
          key (w, "hexside");
          write_hexside (w, board, marker->side);
        }
      else
        {
          key (w, "hex");
          write_hex (w, board, marker->hex);
        }
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
}

static void
write_background (VdYamlWriter *w, const VdBoard *board)
{
  if (board->background == NULL)
    return;
  key (w, "background");
  vd_yaml_writer_begin_mapping (w, FALSE);
  key (w, "image");
  vd_yaml_writer_text (w, board->background);
  if (board->n_points == VD_BOARD_CALIBRATION_POINTS)
    {
      key (w, "points");
      vd_yaml_writer_begin_sequence (w, FALSE);
      for (guint i = 0; i < board->n_points; i++)
        {
          g_autofree char *label = vd_hex_grid_format (board->grid, board->points[i].hex);

          vd_yaml_writer_begin_mapping (w, TRUE);
          key (w, "hex");
          vd_yaml_writer_text (w, label);
          key (w, "at");
          vd_yaml_writer_point (w, vd_point (board->points[i].x, board->points[i].y));
          vd_yaml_writer_end_mapping (w);
        }
      vd_yaml_writer_end_sequence (w);
    }
  vd_yaml_writer_end_mapping (w);
}

static void
write_journal (VdYamlWriter *w, const VdBoard *board, guint n_events)
{
  n_events = board->journal != NULL ? MIN (n_events, board->journal->len) : 0;
  if (n_events == 0)
    return;
  key (w, "journal");
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < n_events; i++)
    {
      vd_yaml_writer_begin_mapping (w, TRUE);
      vd_board_event_write_keys (w, g_ptr_array_index (board->journal, i));
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
}

char *
vd_board_to_yaml (const VdBoard *board, gsize *length, GError **error)
{
  return vd_board_to_yaml_events (board, G_MAXUINT, length, error);
}

/* The whole file, its journal cut at N_EVENTS. */
static void
write_board (VdYamlWriter *w, const VdBoard *board, guint n_events)
{
  vd_yaml_writer_begin_mapping (w, FALSE);
  key (w, "vedette");
  vd_yaml_writer_number (w, 1);
  key (w, "kind");
  vd_yaml_writer_word (w, "board");
  if (board->title != NULL)
    {
      key (w, "title");
      vd_yaml_writer_text (w, board->title);
    }
  key (w, "ruleset");
  vd_yaml_writer_word (w, board->ruleset);
  if (board->options != NULL)
    {
      key (w, "options");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint i = 0; board->options[i] != NULL; i++)
        vd_yaml_writer_word (w, board->options[i]);
      vd_yaml_writer_end_sequence (w);
    }
  if (board->demoralized != NULL && board->demoralized[0] != NULL)
    {
      key (w, "demoralized");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint i = 0; board->demoralized[i] != NULL; i++)
        vd_yaml_writer_word (w, board->demoralized[i]);
      vd_yaml_writer_end_sequence (w);
    }
  key (w, "turn");
  vd_yaml_writer_number (w, board->turn);
  if (board->phase != NULL)
    {
      key (w, "phase");
      vd_yaml_writer_word (w, board->phase);
    }
  if (board->note != NULL)
    {
      key (w, "note");
      vd_yaml_writer_text (w, board->note);
    }
  write_grid (w, board);
  write_hexes (w, board);
  write_hexsides (w, board);
  write_roads (w, board);
  if (board->units->len > 0)
    {
      key (w, "units");
      vd_yaml_writer_begin_sequence (w, FALSE);
      for (guint i = 0; i < board->units->len; i++)
        write_unit (w, board, g_ptr_array_index (board->units, i));
      vd_yaml_writer_end_sequence (w);
    }
  write_markers (w, board);
  write_background (w, board);
  write_journal (w, board, n_events);
  vd_yaml_writer_end_mapping (w);
}

VdFileSize
vd_board_file_size (const VdBoard *board, guint n_events)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();
  g_autofree char *text = NULL;
  VdFileSize size;
  gsize n;

  write_board (w, board, n_events);
  size.values = vd_yaml_writer_get_n_values (w);
  text = vd_yaml_writer_finish (w, &n);
  size.bytes = n;
  return size;
}

char *
vd_board_to_yaml_events (const VdBoard *board, guint n_events, gsize *length, GError **error)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();
  g_autoptr(VdYamlDocument) doc = NULL;
  g_autoptr(VdBoard) check = NULL;
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;
  gsize n;

  write_board (w, board, n_events);
  text = vd_yaml_writer_finish (w, &n);

  /* Written only if it reads back: the reader is the one judge of what a board may hold. */
  doc = vd_yaml_parse (text, n, "board", error);
  if (doc == NULL || (check = vd_board_read_document (doc, NULL, error)) == NULL)
    {
      g_autoptr(GError) cause = error != NULL ? g_steal_pointer (error) : NULL;

      shown = g_strdup (cause != NULL ? vd_error_get_text (cause) : "");
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("this board cannot be saved: %s"),
                   shown);
      return NULL;
    }
  if (length != NULL)
    *length = n;
  return g_steal_pointer (&text);
}

gboolean
vd_board_save_file (const VdBoard *board, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = vd_board_to_yaml (board, &length, error);
  if (data == NULL)
    return FALSE;
  return vd_file_write_durable (path, data, length, error);
}
