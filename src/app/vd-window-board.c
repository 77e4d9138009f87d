#include <glib/gi18n.h>

#include "vd-board-edit.h"
#include "vd-board-panel.h"
#include "vd-board-record.h"
#include "vd-render-board.h"
#include "vd-board-view.h"
#include "vd-charts-window.h"
#include "vd-hex-odds.h"
#include "vd-side-format.h"
#include "vd-window-private.h"
#include "vd-yaml-reader.h"

/* The window's board page: a board of the hex mode opened, played and saved in the same
 * window as tables, its view, its panel and the status line under the pointer. */

gboolean
vd_window_is_board_file (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(VdYamlDocument) doc = NULL;

  if (path == NULL)
    return FALSE;
  /* Whatever does not parse is for the table reader to explain. */
  doc = vd_yaml_parse_file (path, NULL);
  return doc != NULL && g_strcmp0 (vd_yaml_document_kind (doc), "board") == 0;
}

gboolean
vd_window_showing_board (VdWindow *self)
{
  return self->board_document != NULL &&
         g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "board") == 0;
}

/* "0405 — Woods, elevation 1 — 2 counters" under the pointer. */
static void
update_status (VdWindow *self)
{
  /* A side's view counts only the counters that side may see. */
  g_autoptr(VdBoard) seen = self->board_side != NULL ? vd_window_board_dup_seen (self) : NULL;
  VdBoard *board = seen != NULL ? seen : vd_board_document_get_board (self->board_document);
  VdHexRuleset *module = vd_board_document_get_module (self->board_document);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) stack = NULL;
  g_autofree char *label = NULL;
  const VdBoardHex *entry;
  const VdHexTerrain *terrain;
  VdHex hex;

  if (!vd_board_view_get_hover_hex (self->board_view, &hex))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->board_status), FALSE);
      return;
    }
  label = vd_board_format_hex (board, hex);
  terrain = vd_hex_ruleset_find_terrain (module, vd_board_hex_terrain (board, module, hex));
  entry = vd_board_get_hex (board, hex);
  g_string_append (text, label);
  if (terrain != NULL)
    g_string_append_printf (text, " — %s", vd_text_get (&terrain->name));
  if (entry != NULL && entry->name != NULL)
    g_string_append_printf (text, " (%s)", entry->name);
  if (entry != NULL && entry->has_elevation)
    /* Translators: after a hex's terrain in the status line. */
    g_string_append_printf (text, _(", elevation %d"), entry->elevation);
  stack = vd_board_units_at (board, hex);
  if (stack->len > 0)
    {
      g_string_append (text, " — ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u counter", "%u counters",
                                                 stack->len),
                              stack->len);
    }
  {
    g_auto(GStrv) zones = vd_board_view_dup_zone_sides (self->board_view, hex);

    for (guint i = 0; zones != NULL && zones[i] != NULL; i++)
      {
        const VdHexName *side = vd_hex_ruleset_find_side (module, zones[i]);

        /* Translators: after a hex in the status line, a side whose zone of control covers it:
         * "— zone of control: French". */
        g_string_append_printf (text, _(" — zone of control: %s"),
                                side != NULL ? vd_text_get (&side->name) : zones[i]);
      }
  }
  {
    g_autofree char *answer = vd_board_view_dup_drag_answer (self->board_view);

    if (answer != NULL)
      g_string_append_printf (text, " — %s", answer);
  }
  /* Retreats shaded: what the hex under the pointer is to them, with the rule. */
  {
    const VdHexRetreat *retreat = vd_board_view_get_retreats (self->board_view);

    for (guint i = 0; retreat != NULL && i < retreat->refused->len; i++)
      {
        const VdHexRetreatRefusal *refusal = retreat->refused->pdata[i];

        if (vd_hex_equal (refusal->hex, hex))
          /* Translators: after a hex in the status line: "— no retreat: in an enemy zone
           * (D11)". */
          g_string_append_printf (text, _(" — no retreat: %s (%s)"), refusal->why,
                                  refusal->rule != NULL ? refusal->rule : "?");
      }
    for (guint i = 0; retreat != NULL && i < retreat->choices->len; i++)
      {
        const VdHexRetreatChoice *choice = retreat->choices->pdata[i];

        if (!choice->off_map && vd_hex_equal (choice->to, hex))
          {
            /* Translators: "— a retreat (1914-RET-2)". */
            g_string_append_printf (text, _(" — a retreat (%s)"),
                                    choice->rule != NULL ? choice->rule : "?");
            break;
          }
      }
    /* A hex a longer retreat only passes through (BN 25.3), shaded lighter. */
    for (guint i = 0; retreat != NULL && i < retreat->choices->len; i++)
      {
        const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
        gboolean on = FALSE;

        for (guint k = 0; choice->path != NULL && k < choice->path->len && !on; k++)
          on = vd_hex_equal (g_array_index (choice->path, VdHex, k), hex);
        if (on)
          {
            /* Translators: "— on a retreat's way (25.3)". */
            g_string_append_printf (text, _(" — on a retreat’s way (%s)"),
                                    choice->rule != NULL ? choice->rule : "?");
            break;
          }
      }
  }
  gtk_label_set_text (self->board_status, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->board_status), TRUE);
}

static void
board_hover_changed_cb (VdWindow *self)
{
  if (self->board_document != NULL)
    update_status (self);
}

static void
board_selection_changed_cb (VdWindow *self)
{
  VdHex hex = { 0, 0 };
  gboolean has_hex = vd_board_view_get_selected_hex (self->board_view, &hex);

  vd_board_panel_set_selection (self->board_panel, has_hex, hex,
                                vd_board_view_get_selected_unit (self->board_view));
  vd_window_narrow_selection_changed (self);
}

static void
board_unit_activated_cb (VdWindow *self, const char *unit_id)
{
  vd_board_view_select_unit (self->board_view, unit_id);
}

static void
board_message_cb (VdWindow *self, const char *message)
{
  vd_window_toast_message (self, message);
}

/* The counter's retreats shaded on the map, and who chooses and why the other hexes are
 * refused told (help "Combat on a board"). */
static void
board_show_retreats_cb (VdWindow *self, const char *unit_id, int hexes_retreated)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  guint hexes = 0;
  VdHexRetreat *retreat = vd_hex_retreat (board,
                                          vd_board_document_get_module (self->board_document),
                                          unit_id, hexes_retreated, &error);

  if (retreat == NULL)
    {
      vd_window_toast_message (self, error->message);
      return;
    }
  /* Several ways into one friend's hex (its pushes) are one hex it may go to. */
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      gboolean again = FALSE;

      for (guint k = 0; k < i; k++)
        again |= vd_hex_equal (((const VdHexRetreatChoice *) retreat->choices->pdata[k])->to,
                               choice->to) &&
                 ((const VdHexRetreatChoice *) retreat->choices->pdata[k])->off_map ==
                   choice->off_map;
      hexes += !again;
    }
  /* Translators: "f1: 3 hexes it may go to, chosen by its owner (1914-RET-7)". */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             "%s: %u hex it may go to, chosen by %s (%s)",
                                             "%s: %u hexes it may go to, chosen by %s (%s)",
                                             hexes),
                          unit_id, hexes,
                          g_strcmp0 (retreat->moved_by, "owner") == 0 ? _("its owner")
                                                                      : _("the victor"),
                          retreat->moved_by_rule != NULL ? retreat->moved_by_rule : "?");
  if (retreat->failure != NULL)
    g_string_append_printf (text, "; %s (%s)", retreat->failure,
                            retreat->failure_rule != NULL ? retreat->failure_rule : "?");
  if (retreat->stays != NULL)
    g_string_append_printf (text, "; %s (%s)", retreat->stays,
                            retreat->stays_rule != NULL ? retreat->stays_rule : "?");
  if (retreat->unknown != NULL)
    /* Translators: "; unknown, supply it: … (LBA-GEN-1)". */
    g_string_append_printf (text, _("; unknown, supply it: %s (%s)"), retreat->unknown,
                            retreat->unknown_rule != NULL ? retreat->unknown_rule : "?");
  vd_board_view_set_retreats (self->board_view, retreat);
  vd_window_toast_message (self, text->str);
}

/* The view's gesture for the Build page's tool. */
static void
board_build_changed_cb (VdWindow *self)
{
  static const VdBoardTool tools[] = {
    [VD_BOARD_BUILD_TERRAIN] = VD_BOARD_TOOL_HEXES,
    [VD_BOARD_BUILD_ELEVATION] = VD_BOARD_TOOL_HEXES,
    [VD_BOARD_BUILD_HEXSIDE] = VD_BOARD_TOOL_HEXSIDES,
    [VD_BOARD_BUILD_ROAD] = VD_BOARD_TOOL_PATH,
    [VD_BOARD_BUILD_COUNTER] = VD_BOARD_TOOL_HEX,
    [VD_BOARD_BUILD_REMOVE_COUNTER] = VD_BOARD_TOOL_HEX,
    [VD_BOARD_BUILD_CALIBRATE] = VD_BOARD_TOOL_IMAGE,
  };

  if (self->board_view == NULL || self->board_panel == NULL)
    return;
  /* The line of sight tool takes the clicks while it is on. */
  if (self->board_sight)
    {
      vd_board_view_set_tool (self->board_view, VD_BOARD_TOOL_HEX);
      return;
    }
  vd_board_view_set_tool (self->board_view,
                          vd_board_panel_is_building (self->board_panel)
                            ? tools[vd_board_panel_get_build_tool (self->board_panel)]
                            : VD_BOARD_TOOL_PLAY);
}

void
vd_window_board_update_tool (VdWindow *self)
{
  board_build_changed_cb (self);
}

/* Records what a gesture of the editor made (EVENTS, taken), as one step. */
static void
record_edits (VdWindow *self, GPtrArray *events)
{
  g_autoptr(GError) error = NULL;

  if (events->len == 0)
    {
      g_ptr_array_unref (events);
      return;
    }
  if (!vd_board_document_record_batch (self->board_document, events, &error))
    vd_window_toast_message (self, error->message);
}

static void
board_hexes_painted_cb (VdWindow *self, GArray *hexes)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  gboolean elevation = vd_board_panel_get_build_tool (self->board_panel)
                       == VD_BOARD_BUILD_ELEVATION;

  for (guint i = 0; i < hexes->len; i++)
    {
      VdHex hex = g_array_index (hexes, VdHex, i);
      VdBoardEvent *event = elevation
        ? vd_board_edit_set_elevation (board, hex, TRUE,
                                       vd_board_panel_get_elevation (self->board_panel))
        : vd_board_edit_paint_terrain (board, hex, vd_board_panel_get_terrain (self->board_panel));

      if (event != NULL)
        g_ptr_array_add (events, event);
    }
  record_edits (self, events);
}

static void
board_hexsides_drawn_cb (VdWindow *self, GArray *pairs)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  VdHexRuleset *module = vd_board_document_get_module (self->board_document);
  const char *feature = vd_board_panel_get_hexside (self->board_panel);
  const VdHexTerrain *known = feature != NULL ? vd_hex_ruleset_find_hexside (module, feature)
                                              : NULL;
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  /* A click toggles the feature; a drag along sides only puts it on. */
  gboolean toggle = pairs->len == 2;

  if (known == NULL)
    {
      g_ptr_array_unref (events);
      return;
    }
  for (guint i = 0; i + 1 < pairs->len; i += 2)
    {
      VdBoardEvent *event = vd_board_edit_hexside (board, g_array_index (pairs, VdHex, i),
                                                   g_array_index (pairs, VdHex, i + 1),
                                                   feature, known->directed, toggle);

      if (event != NULL)
        g_ptr_array_add (events, event);
    }
  record_edits (self, events);
}

static void
board_path_drawn_cb (VdWindow *self, GArray *hexes)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  const char *type = vd_board_panel_get_road (self->board_panel);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  VdBoardEvent *event = type != NULL ? vd_board_edit_add_road (board, type, hexes) : NULL;

  if (event != NULL)
    g_ptr_array_add (events, event);
  record_edits (self, events);
}

static void
board_hex_clicked_cb (VdWindow *self, GArray *hexes)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  VdHex hex = g_array_index (hexes, VdHex, 0);
  GPtrArray *events;
  VdBoardEvent *event = NULL;

  if (vd_window_board_sight_click (self, hex))
    return;
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

  if (vd_board_panel_get_build_tool (self->board_panel) == VD_BOARD_BUILD_REMOVE_COUNTER)
    event = vd_board_edit_remove_top_unit (board, hex);
  else if (vd_board_panel_get_side (self->board_panel) != NULL &&
           vd_board_panel_get_class (self->board_panel) != NULL)
    event = vd_board_edit_add_unit (board, vd_board_panel_get_side (self->board_panel),
                                    vd_board_panel_get_class (self->board_panel), hex,
                                    vd_board_panel_get_counter_name (self->board_panel));
  if (event != NULL)
    g_ptr_array_add (events, event);
  record_edits (self, events);
}

static void
clear_calibration (VdWindow *self)
{
  for (guint i = 0; i < VD_BOARD_CALIBRATION_POINTS; i++)
    g_clear_pointer (&self->calibration_hexes[i], g_free);
  self->n_calibration = 0;
}

gboolean
vd_window_board_set_background (VdWindow *self, const char *path)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  GFile *file = vd_board_document_get_file (self->board_document);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_SET_BACKGROUND, board);
  g_autoptr(GError) error = NULL;

  clear_calibration (self);
  /* Beside the board (or below its folder), the file names it relatively: the folder may
   * move with both. */
  if (path != NULL && file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autoptr(GFile) image = g_file_new_for_path (path);
      g_autofree char *relative = g_file_get_relative_path (folder, image);

      event->image = relative != NULL ? g_steal_pointer (&relative) : g_strdup (path);
    }
  else
    event->image = g_strdup (path);
  if (!vd_board_document_record (self->board_document, event, &error))
    {
      vd_window_toast_message (self, error->message);
      return FALSE;
    }
  return TRUE;
}

static void
image_chosen_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->board_document != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        vd_window_board_set_background (self, path);
    }
  g_object_unref (dialog);
}

static void
board_choose_image_cb (VdWindow *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) images = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Choose the Map Image"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (images, _("PNG and JPEG images"));
  gtk_file_filter_add_mime_type (images, "image/png");
  gtk_file_filter_add_mime_type (images, "image/jpeg");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), images);
  g_signal_connect_object (chooser, "response", G_CALLBACK (image_chosen_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

gboolean
vd_window_board_add_counters (VdWindow *self, const char *path)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) counters = vd_board_read_counters (path, board,
                                                        vd_board_document_get_module (
                                                          self->board_document),
                                                        &error);
  GPtrArray *events;

  if (counters == NULL)
    {
      vd_window_toast_message (self, error->message);
      return FALSE;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  /* Each goes on top of its stack: the last of the file first keeps its stacks' order. */
  for (guint i = counters->units->len; i-- > 0;)
    {
      const VdBoardUnit *unit = g_ptr_array_index (counters->units, i);
      VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, board);

      event->unit_id = g_strdup (unit->id);
      event->name = g_strdup (unit->name);
      event->side = g_strdup (unit->side);
      event->unit_class = g_strdup (unit->unit_class);
      event->hex = unit->placed ? vd_hex_grid_format (board->grid, unit->hex) : NULL;
      event->strength = g_strdup (unit->strength);
      event->has_movement = unit->has_movement;
      event->movement = unit->movement;
      event->state = g_strdup (unit->state);
      event->step = g_strdup (unit->step);
      event->facing = unit->facing;
      event->unit_note = g_strdup (unit->note);
      event->army = g_strdup (unit->army);
      event->nation = g_strdup (unit->nation);
      event->echelon = g_strdup (unit->echelon);
      event->formation = g_strdup (unit->formation);
      event->grade = g_strdup (unit->grade);
      g_ptr_array_add (events, event);
    }
  if (events->len == 0)
    {
      g_ptr_array_unref (events);
      return TRUE;
    }
  if (!vd_board_document_record_batch (self->board_document, events, &error))
    {
      vd_window_toast_message (self, error->message);
      return FALSE;
    }
  return TRUE;
}

static void
counters_chosen_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->board_document != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        vd_window_board_add_counters (self, path);
    }
  g_object_unref (dialog);
}

static void
board_choose_counters_cb (VdWindow *self)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Set Up Counters from a File"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Set Up"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (counters_chosen_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
board_remove_image_cb (VdWindow *self)
{
  vd_window_board_set_background (self, NULL);
}

/* The third point placed: the image is calibrated on the three hexes, in one event. */
static void
finish_calibration (VdWindow *self)
{
  VdBoard *board = vd_board_document_get_board (self->board_document);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_SET_BACKGROUND, board);
  g_autoptr(VdBoard) trial = vd_board_copy_without_journal (board);
  g_autoptr(GError) error = NULL;
  double m[6];

  event->image = g_strdup (board->background);
  event->n_points = VD_BOARD_CALIBRATION_POINTS;
  for (guint i = 0; i < VD_BOARD_CALIBRATION_POINTS; i++)
    {
      event->point_hexes[i] = g_strdup (self->calibration_hexes[i]);
      event->point_x[i] = self->calibration_x[i];
      event->point_y[i] = self->calibration_y[i];
    }
  clear_calibration (self);
  /* Three hexes in a line place nothing: said, and nothing recorded. */
  if (!vd_board_event_apply (event, trial, NULL, &error) ||
      !vd_board_background_matrix (trial, VD_RENDER_HEX_SIZE, m))
    {
      vd_window_toast_message (self, error != NULL ? error->message
                                                   : _("These three points lie in a line: "
                                                       "choose three hexes far apart"));
      vd_board_event_free (event);
      return;
    }
  if (!vd_board_document_record (self->board_document, event, &error))
    vd_window_toast_message (self, error->message);
}

static void
label_response_cb (AdwMessageDialog *dialog, const char *response, VdWindow *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "vd-entry");
  double *at = g_object_get_data (G_OBJECT (dialog), "vd-at");
  const char *label = gtk_editable_get_text (entry);
  VdBoard *board;
  VdHex hex;

  if (!g_str_equal (response, "set") || self->board_document == NULL)
    return;
  board = vd_board_document_get_board (self->board_document);
  if (!vd_hex_grid_parse (board->grid, label, &hex))
    {
      g_autofree char *message = g_strdup_printf (_("No hex “%s” on this board"), label);

      vd_window_toast_message (self, message);
      return;
    }
  self->calibration_hexes[self->n_calibration] = g_strdup (label);
  self->calibration_x[self->n_calibration] = at[0];
  self->calibration_y[self->n_calibration] = at[1];
  self->n_calibration++;
  if (self->n_calibration == VD_BOARD_CALIBRATION_POINTS)
    finish_calibration (self);
  else
    {
      /* Translators: how many hexes of the three are placed. */
      g_autofree char *message = g_strdup_printf (_("%u of 3 hexes placed: click the next"),
                                                  self->n_calibration);

      vd_window_toast_message (self, message);
    }
}

/* A point of the image clicked: which printed hex is it the centre of? */
static void
board_image_clicked_cb (VdWindow *self, double x, double y)
{
  AdwMessageDialog *dialog;
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *entry = adw_entry_row_new ();
  double *at = g_new (double, 2);

  at[0] = x;
  at[1] = y;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Which Hex Is This?"),
                                                       _("Type the number the map prints in "
                                                         "the hex whose centre you clicked")));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _("Hex"));
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (entry), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), entry);
  adw_message_dialog_set_extra_child (dialog, group);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "set", _("_Place"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "set", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "set");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "vd-entry", entry);
  g_object_set_data_full (G_OBJECT (dialog), "vd-at", at, g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (label_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
board_recorded_cb (VdWindow *self, const char *description)
{
  vd_window_toast_change (self, description);
}

static void
board_changed_cb (VdWindow *self)
{
  vd_window_update_page (self);
  update_status (self);
}

void
vd_window_board_set_side (VdWindow *self, const char *side)
{
  VdHexRuleset *module = vd_board_document_get_module (self->board_document);
  const VdHexName *name = NULL;
  g_autofree char *view = NULL;

  if (side != NULL && side[0] == '\0')
    side = NULL;
  if (side != NULL && (name = vd_hex_ruleset_find_side (module, side)) == NULL)
    return;
  /* A line drawn from what one view knows is not the other's. */
  if (g_strcmp0 (side, self->board_side) != 0)
    vd_window_board_sight_stop (self);
  /* A toast shown may tell of what the new view may not know: it says the view instead. */
  if (g_strcmp0 (side, self->board_side) != 0)
    {
      view = vd_format_side_view (NULL, side);
      vd_window_toast_view_changed (self, view);
    }
  g_free (self->board_side);
  self->board_side = g_strdup (side);
  vd_board_view_set_side (self->board_view, side);
  vd_board_panel_set_side (self->board_panel, side);
  gtk_label_set_text (self->board_side_label, name != NULL ? vd_text_get (&name->name)
                                                           : _("Referee"));
  if (side != NULL)
    gtk_widget_add_css_class (self->board_side_button, "side-view");
  else
    gtk_widget_remove_css_class (self->board_side_button, "side-view");
  /* The line under the pointer counts what the new view may see; the turn's conditions, what
   * it may know. */
  update_status (self);
  vd_window_board_update_turn (self);
}

VdBoard *
vd_window_board_dup_seen (VdWindow *self)
{
  VdBoard *seen = vd_board_document_dup_seen (self->board_document, self->board_side);

  return seen != NULL
    ? seen
    : vd_board_copy_without_journal (vd_board_document_get_board (self->board_document));
}

static void
board_side_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->board_document != NULL)
    vd_window_board_set_side (self, g_variant_get_string (parameter, NULL));
}

/* One entry per side of the game, by the module's names. */
static void
update_board_sides (VdWindow *self)
{
  VdHexRuleset *module = vd_board_document_get_module (self->board_document);

  g_menu_remove_all (self->board_sides_section);
  for (guint i = 0; i < module->sides->len; i++)
    {
      const VdHexName *side = g_ptr_array_index (module->sides, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (vd_text_get (&side->name), NULL);

      g_menu_item_set_action_and_target_value (item, "win.board-side",
                                               g_variant_new_string (side->id));
      g_menu_append_item (self->board_sides_section, item);
    }
}

static void point_out_readings (VdWindow *self);

void
vd_window_show_board (VdWindow *self, VdBoardDocument *document)
{
  if (self->board_document != NULL)
    g_signal_handlers_disconnect_by_data (self->board_document, self);
  g_set_object (&self->board_document, document);
  g_signal_connect_object (document, "changed", G_CALLBACK (board_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::title", G_CALLBACK (board_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "recorded", G_CALLBACK (board_recorded_cb), self,
                           G_CONNECT_SWAPPED);
  vd_window_board_sight_stop (self);
  vd_board_view_set_document (self->board_view, document);
  vd_board_panel_set_document (self->board_panel, document);
  /* Another game has other sides: the view starts as the referee's. */
  update_board_sides (self);
  vd_window_board_set_side (self, NULL);
  board_build_changed_cb (self);
  vd_window_show_page (self, "board");
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  point_out_readings (self);
}

gboolean
vd_window_board_undo (VdWindow *self, gboolean undo)
{
  g_autoptr(GError) error = NULL;
  gboolean done;

  /* What undo takes back may be the other side's: the referee's to do, as for tables. */
  if (self->board_side != NULL)
    {
      vd_window_toast_message (self, _("Undo, redo and going back in the journal are for the "
                                       "referee’s view (Ctrl+1)"));
      return FALSE;
    }
  done = undo ? vd_board_document_undo (self->board_document, &error)
              : vd_board_document_redo (self->board_document, &error);

  if (done)
    vd_window_toast_undo_step (self, undo ? +1 : -1);
  else if (error != NULL)
    vd_window_toast_message (self, error->message);
  return done;
}

void
vd_window_board_update_turn (VdWindow *self)
{
  g_autoptr(VdHexTurn) turn = vd_board_document_dup_turn (self->board_document);
  gboolean over = turn != NULL && turn->over;

  /* Once the game is over no phase comes: the button says why it cannot. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn", !over);
  if (over)
    {
      /* Translators: the greyed Next Phase's tooltip: "The game is over: the game ended with
       * turn 12 (A4)". */
      g_autofree char *why = g_strdup_printf (_("The game is over: %s (%s)"), turn->over_why,
                                              turn->over_rule != NULL ? turn->over_rule : "?");

      gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_button), why);
    }
  else
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_button), _("End the Phase"));
  /* A side's view: nothing said of the other side's counters (their reinforcements, BN 16.4). */
  if (turn != NULL && self->board_side != NULL)
    {
      VdBoard *board = vd_board_document_get_board (self->board_document);

      for (guint i = turn->conditions->len; i-- > 0;)
        {
          const VdHexOddsReason *reason = turn->conditions->pdata[i];
          const VdBoardUnit *unit = reason->by != NULL ? vd_board_find_unit (board, reason->by)
                                                       : NULL;

          if (unit != NULL && g_strcmp0 (unit->side, self->board_side) != 0)
            g_ptr_array_remove_index (turn->conditions, i);
        }
    }
  if (turn != NULL && (turn->conditions->len > 0 || turn->clock_rule != NULL))
    {
      g_autoptr(GString) list = g_string_new (NULL);
      g_autofree char *text = NULL;

      /* A turn longer than the others (BN 28.0a: night) says so with the core's rule, as
       * `hex turn` does; what makes it so is among the conditions that follow. */
      if (turn->clock != NULL && turn->clock_rule != NULL)
        /* Translators: "18:00–19:00, a turn longer than the others (28.0a)". */
        g_string_append_printf (list, _("%s, a turn longer than the others (%s)"), turn->clock,
                                turn->clock_rule);
      if (turn->conditions->len > 0)
        {
          g_autofree char *conditions = vd_board_reasons_text (turn->conditions, NULL);

          g_string_append_printf (list, "%s%s", list->len > 0 ? "\n" : "", conditions);
        }
      /* Translators: the turn's conditions, one a line, each with its rule. */
      text = g_strdup_printf (_("This turn:\n%s"), list->str);

      gtk_label_set_text (self->turn_conditions_label, text);
      gtk_widget_set_tooltip_text (self->turn_conditions_button, text);
      gtk_widget_set_visible (self->turn_conditions_button, TRUE);
    }
  else
    gtk_widget_set_visible (self->turn_conditions_button, FALSE);
}

static void
end_phase_response_cb (AdwMessageDialog *dialog, const char *response, VdWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "end") || self->board_document == NULL)
    return;
  if (!vd_board_document_end_phase (self->board_document, &error))
    vd_window_toast_message (self, error->message);
}

void
vd_window_board_end_phase (VdWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexTurn) turn = vd_board_document_dup_turn (self->board_document);

  if (turn != NULL && turn->over)
    {
      g_autofree char *why = g_strdup_printf (_("The game is over: %s (%s)"), turn->over_why,
                                              turn->over_rule != NULL ? turn->over_rule : "?");

      vd_window_toast_message (self, why);
      return;
    }
  /* What the phase owes (mandatory combats, BN 10.0a's division commanders): the referee may
   * waive it, as the CLI warns; asked. */
  if (turn != NULL && turn->owed->len > 0)
    {
      g_autofree char *list = NULL;
      g_autofree char *body = NULL;
      GtkWidget *dialog;

      /* Who is left in whose zone is the referee's to see, not a side's. */
      if (self->board_side == NULL)
        {
          list = vd_board_reasons_text (turn->owed, NULL);
          /* Translators: the duties follow, one a line, each with its rule. */
          body = g_strdup_printf (_("The rules still ask for these before the phase ends:\n%s"
                                    "\n\nThe referee may waive them."), list);
        }
      else
        body = g_strdup (_("The rules still ask for more before this phase ends; the "
                           "referee’s view lists it. The referee may waive it."));
      dialog = adw_message_dialog_new (GTK_WINDOW (self), _("End the Phase With Duties Owed?"),
                                       body);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        "cancel", _("_Cancel"),
                                        "end", _("_End the Phase Anyway"),
                                        NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "end",
                                                  ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      g_signal_connect_object (dialog, "response", G_CALLBACK (end_phase_response_cb), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  if (!vd_board_document_end_phase (self->board_document, &error))
    vd_window_toast_message (self, error->message);
}

void
vd_window_board_zoom (VdWindow *self, int direction)
{
  if (direction > 0)
    vd_board_view_zoom_in (self->board_view);
  else if (direction < 0)
    vd_board_view_zoom_out (self->board_view);
  else
    vd_board_view_zoom_fit (self->board_view);
}

gboolean
vd_window_board_save (VdWindow *self, GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!vd_board_document_save (self->board_document, file, &error))
    {
      vd_window_show_error (self, _("Could Not Save the Board"), error->message);
      return FALSE;
    }
  vd_window_file_add_recent (self);
  name = vd_board_document_dup_display_name (self->board_document);
  message = g_strdup_printf (_("Saved “%s”"), name);
  vd_window_toast_message (self, message);
  return TRUE;
}

/* The chart editor over the board's game module; win.board-readings opens it on the readings
 * the rules leave open. */
static void
board_charts_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  VdChartsWindow *charts;

  if (self->board_document == NULL)
    return;
  charts = vd_charts_window_new (GTK_WINDOW (self), self->board_document, &error);
  if (charts == NULL)
    {
      vd_window_toast_message (self, error->message);
      return;
    }
  if (g_str_equal (name, "win.board-readings"))
    vd_charts_window_show_page (charts, "readings");
  gtk_window_present (GTK_WINDOW (charts));
}

/* The first board of a game whose rules leave readings open says so, once: the owner chooses
 * them in the chart editor, and they are kept. */
static void
point_out_readings (VdWindow *self)
{
  VdHexRuleset *module = vd_board_document_get_module (self->board_document);
  g_auto(GStrv) pointed = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_autofree char *text = NULL;
  guint open = 0;

  for (guint i = 0; i < module->gaps->len; i++)
    open += ((const VdHexGap *) module->gaps->pdata[i])->kind == VD_HEX_GAP_CHOICE;
  if (open == 0 || self->settings == NULL)
    return;
  pointed = g_settings_get_strv (self->settings, "readings-pointed-out");
  if (g_strv_contains ((const char * const *) pointed, module->id))
    return;
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) pointed);
  g_strv_builder_add (builder, module->id);
  g_strfreev (pointed);
  pointed = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "readings-pointed-out", (const char * const *) pointed);
  /* Translators: said once per game, on opening its first board: "1914 leaves 17 readings
   * open: choose yours once". */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s leaves %u reading open: choose yours "
                                       "once", "%s leaves %u readings open: choose yours once",
                                       open),
                          vd_text_get (&module->name), open);
  vd_window_toast_offer (self, text, _("_Choose…"), "win.board-readings");
}

void
vd_window_board_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (VD_TYPE_BOARD_VIEW);
  g_type_ensure (VD_TYPE_BOARD_PANEL);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_panel);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_status);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_sight_label);
  vd_window_board_sight_class_init (widget_class);
  vd_window_board_report_class_init (widget_class);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_side_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_side_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_sides_section);
  gtk_widget_class_install_action (widget_class, "win.board-side", "s", board_side_action);
  gtk_widget_class_install_action (widget_class, "win.board-charts", NULL, board_charts_action);
  gtk_widget_class_install_action (widget_class, "win.board-readings", NULL,
                                   board_charts_action);
  gtk_widget_class_bind_template_callback (widget_class, board_selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_hover_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_unit_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_message_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_build_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_hexes_painted_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_hexsides_drawn_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_path_drawn_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_hex_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_show_retreats_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_image_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_choose_image_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_choose_counters_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_remove_image_cb);
}

/* The layers menu over the board: the view's show-* properties as actions. */
void
vd_window_board_init (VdWindow *self)
{
  static const char * const layers[] = { "show-background", "show-terrain", "show-grid",
                                         "show-labels", "show-counters", "show-zones" };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  for (guint i = 0; i < G_N_ELEMENTS (layers); i++)
    {
      g_autoptr(GPropertyAction) action = g_property_action_new (layers[i], self->board_view,
                                                                 layers[i]);

      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "board-layers", G_ACTION_GROUP (group));
}

void
vd_window_board_dispose (VdWindow *self)
{
  clear_calibration (self);
  g_clear_pointer (&self->board_side, g_free);
  /* The layers' actions hold the view: they go before it, and the view lets the board go. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "board-layers", NULL);
  if (self->board_view != NULL)
    vd_board_view_set_document (self->board_view, NULL);
  if (self->board_panel != NULL)
    vd_board_panel_set_document (self->board_panel, NULL);
}

VdBoardDocument *
vd_window_get_board_document (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->board_document;
}

VdBoardView *
vd_window_get_board_view (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->board_view;
}

VdBoardPanel *
vd_window_get_board_panel (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->board_panel;
}

const char *
vd_window_get_board_status (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->board_status))
           ? gtk_label_get_text (self->board_status)
           : NULL;
}
