/* vedette-cli report: the order of battle with its losses, the losses per turn by side, and (PDF)
 * a chart of the cumulative losses per turn. */
#include "vd-cli.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "vd-file.h"
#include "vd-losses.h"
#include "vd-morale-rules.h"
#include "vd-cli-report-private.h"
#include "vd-render-chart.h"
#include "vd-roster.h"
#include "vd-table-reader.h"

/* NAME: VALUE, or null when there is none. */
void
vd_cli_report_json_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/* ---- The data: everything the writers show, gathered in one place. ---- */

typedef struct {
  char          *title;
  int            turn;       /* the turn the battle stands at */
  guint          n_events;
  VdLossReport  *losses;     /* of the battle as it stands */
  VdTurnLosses  *turns;      /* of the whole journal */
  VdMoraleRules *rules;      /* for the morale states' names */
  GPtrArray     *roster;     /* VdRosterCard*: every unit's card, as it stands */
  VdTurnState   *this_turn;  /* what each unit did this turn, counted with RULESET */
  VdRuleset     *ruleset;
} Report;

/* SIDE as the table names it (`sides:`), as the losses report and the app show it. */
static char *
side_name (const Report *report, const char *side)
{
  const VdCommandLosses *found = vd_loss_report_find_side (report->losses, side);

  return found != NULL ? g_strdup (found->name) : vd_roster_capitalise (side);
}

static void
report_free (Report *report)
{
  g_free (report->title);
  g_clear_pointer (&report->losses, vd_loss_report_free);
  g_clear_pointer (&report->turns, vd_turn_losses_free);
  g_clear_pointer (&report->rules, vd_morale_rules_free);
  g_clear_pointer (&report->roster, g_ptr_array_unref);
  g_clear_pointer (&report->this_turn, vd_turn_state_free);
  g_clear_pointer (&report->ruleset, vd_ruleset_free);
  g_free (report);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Report, report_free)

static const VdRosterCard *
find_card (const Report *report, const char *id)
{
  for (guint i = 0; i < report->roster->len; i++)
    {
      const VdRosterCard *card = g_ptr_array_index (report->roster, i);

      if (g_str_equal (card->id, id))
        return card;
    }
  return NULL;
}

/* Reads PATH and works out its report; NULL with ERROR. The only function that knows where
 * the numbers come from. */
static Report *
gather_report (const char *path, GError **error)
{
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) setup = vd_table_load_checked (path, &ruleset, error);
  g_autoptr(VdTable) current = NULL;
  g_autoptr(Report) report = NULL;

  if (setup == NULL)
    return NULL;
  current = vd_journal_replay (setup, ruleset, G_MAXUINT, error);
  if (current == NULL)
    return NULL;

  report = g_new0 (Report, 1);
  report->title = g_strdup (setup->title != NULL ? setup->title : "");
  report->turn = current->turn;
  report->n_events = setup->journal->len;
  /* The ruleset's thresholds with the table's own `morale:` over them (GEN-1). */
  report->rules = vd_morale_rules_merge (ruleset->morale, setup->morale);
  report->losses = vd_loss_report_new (current, report->rules);
  report->roster = vd_roster_new (current, ruleset, report->rules, NULL);
  report->turns = vd_turn_losses_new (setup, G_MAXUINT, error);
  if (report->turns == NULL)
    return NULL;
  report->this_turn = vd_turn_state_new (setup, ruleset, (VdEvent * const *) setup->journal->pdata,
                                         setup->journal->len, error);
  if (report->this_turn == NULL)
    return NULL;
  report->ruleset = g_steal_pointer (&ruleset);
  return g_steal_pointer (&report);
}

/* One line of the order of battle: a side, a command or a unit, DEPTH levels down. */
typedef struct {
  const VdCommandLosses *command;  /* a side or a command, or NULL */
  const VdUnitLosses    *unit;     /* or a unit */
  guint                  depth;
  const VdCommandLosses *officers; /* or the heading of this side's officers */
} Line;

static void
add_command_lines (const Report *report, GArray *lines, const VdCommandLosses *command,
                   guint depth, GHashTable *done)
{
  Line line = { command, NULL, depth, NULL };

  if (g_hash_table_contains (done, command))
    return;  /* a loop of parents: each command once */
  g_hash_table_add (done, (gpointer) command);
  g_array_append_val (lines, line);
  for (guint i = 0; i < report->losses->commands->len; i++)
    {
      const VdCommandLosses *child = g_ptr_array_index (report->losses->commands, i);

      if (g_strcmp0 (child->parent, command->id) == 0)
        add_command_lines (report, lines, child, depth + 1, done);
    }
  for (guint i = 0; i < report->losses->units->len; i++)
    {
      const VdUnitLosses *unit = g_ptr_array_index (report->losses->units, i);
      Line unit_line = { NULL, unit, depth + 1, NULL };

      if (g_strcmp0 (unit->command, command->id) == 0 && !unit->officer)
        g_array_append_val (lines, unit_line);
    }
}

/* The order of battle from the top: each side, its commands from the highest, under each its
 * sub-commands then its own units; units without a (known) command last under their side. */
static GArray *
order_of_battle (const Report *report)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GHashTable) done = g_hash_table_new (NULL, NULL);

  for (guint s = 0; s < report->losses->sides->len; s++)
    {
      const VdCommandLosses *side = g_ptr_array_index (report->losses->sides, s);
      Line line = { side, NULL, 0, NULL };
      Line heading = { NULL, NULL, 1, side };

      g_array_append_val (lines, line);
      for (guint i = 0; i < report->losses->commands->len; i++)
        {
          const VdCommandLosses *command = g_ptr_array_index (report->losses->commands, i);

          if (g_strcmp0 (command->side, side->id) == 0 &&
              (command->parent == NULL ||
               vd_loss_report_find_command (report->losses, command->parent) == NULL))
            add_command_lines (report, lines, command, 1, done);
        }
      for (guint i = 0; i < report->losses->units->len; i++)
        {
          const VdUnitLosses *unit = g_ptr_array_index (report->losses->units, i);
          Line unit_line = { NULL, unit, 1, NULL };

          if (g_strcmp0 (unit->side, side->id) == 0 && !unit->officer &&
              (unit->command == NULL ||
               vd_loss_report_find_command (report->losses, unit->command) == NULL))
            g_array_append_val (lines, unit_line);
        }
      /* Officers apart, after the troops: their figures are in no total. */
      if (side->n_officers > 0)
        g_array_append_val (lines, heading);
      for (guint i = 0; i < report->losses->units->len; i++)
        {
          const VdUnitLosses *unit = g_ptr_array_index (report->losses->units, i);
          Line unit_line = { NULL, unit, 2, NULL };

          if (g_strcmp0 (unit->side, side->id) == 0 && unit->officer)
            g_array_append_val (lines, unit_line);
        }
    }
  return lines;
}

static const char *
loss_state_name (VdLossState state)
{
  static const char * const names[] = {
    NC_("loss state", "steady"), NC_("loss state", "shaken"), NC_("loss state", "broken"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == VD_N_LOSS_STATES);
  return g_dpgettext2 (GETTEXT_PACKAGE, "loss state", names[state]);
}

/* The report's one capitalisation: every name and state begins with a capital. */
static char *
morale_name (const VdUnitLosses *unit)
{
  if (unit->morale_state != NULL)
    return vd_roster_capitalise (vd_text_get (&unit->morale_state->name));
  return vd_roster_capitalise (unit->morale != NULL ? unit->morale : "");
}

static char *
format_percent (double percent)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%.1f", vd_cli_round (percent, 10)));
}

/* CARD's conditions as keywords joined by SEPARATOR ("disorder no-formation"), "" for none. */
static char *
card_conditions (const VdRosterCard *card, const char *separator)
{
  GString *out = g_string_new (NULL);

  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (card->conditions & (1u << c))
      {
        if (out->len > 0)
          g_string_append (out, separator);
        g_string_append (out, vd_condition_to_string (c));
      }
  return g_string_free (out, FALSE);
}

/* ---- CSV (RFC 4180): one table, a `section` column says what each row is. ---- */

static const char * const csv_columns[] = {
  "section", "id", "name", "kind", "side", "parent", "units", "start", "casualties", "current",
  "percent", "state", "morale", "turn", "cumulative", "destroyed", "points_lost", "officers",
  "arm", "formation", "conditions", "notes",
};

/* The numbers the report counts; every other column holds text: names, ids, keywords. */
static gboolean
csv_column_is_number (guint column)
{
  static const char * const numbers[] = {
    "units", "start", "casualties", "current", "percent", "turn", "cumulative", "points_lost",
    "officers", NULL
  };

  return g_strv_contains (numbers, csv_columns[column]);
}


/* Appends one record: VALUES (NULL: empty), as many as the columns. */
static void
csv_row (GString *out, const char * const *values)
{
  for (guint i = 0; i < G_N_ELEMENTS (csv_columns); i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      vd_csv_append_field (out, values[i], !csv_column_is_number (i));
    }
  g_string_append (out, "\r\n");
}

static void
csv_totals (const VdLossTotals *totals, char **start, char **casualties, char **current,
            char **percent, const char **state)
{
  *start = g_strdup_printf ("%d", totals->start);
  *casualties = g_strdup_printf ("%d", totals->casualties);
  *current = g_strdup_printf ("%d", totals->current);
  *percent = format_percent (totals->percent);
  *state = totals->has_state ? vd_loss_state_to_string (totals->state) : NULL;
}

/* HOUSE-10: the objective points a side lost setting villages on fire, as a number. */
static char *
format_points (const Report *report, const char *side)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%g",
                                    vd_turn_losses_points_lost (report->turns, side)));
}

/* A command's row, or a side's (POINTS_LOST: the side's objective points lost, else NULL). */
static void
csv_command_row (GString *out, const char *section, const VdCommandLosses *command,
                 const char *points_lost)
{
  g_autofree char *units = g_strdup_printf ("%u", command->n_units);
  g_autofree char *officers = g_strdup_printf ("%u", command->n_officers);
  g_autofree char *start = NULL, *casualties = NULL, *current = NULL, *percent = NULL;
  const char *state;

  csv_totals (&command->totals, &start, &casualties, &current, &percent, &state);
  csv_row (out, (const char *[]) { section, command->id, command->name, command->kind,
                                    command->side, command->parent, units, start, casualties,
                                    current, percent, state, NULL, NULL, NULL, NULL,
                                    points_lost, officers, NULL, NULL, NULL, NULL });
}

static char *
report_csv (const Report *report, gsize *length)
{
  GString *out = g_string_new (NULL);
  const VdTurnLosses *turns = report->turns;

  csv_row (out, csv_columns);
  for (guint i = 0; i < report->losses->units->len; i++)
    {
      const VdUnitLosses *unit = g_ptr_array_index (report->losses->units, i);
      const VdRosterCard *card = find_card (report, unit->id);
      g_autofree char *start = NULL, *casualties = NULL, *current = NULL, *percent = NULL;
      g_autofree char *conditions = card_conditions (card, " ");
      const char *state;

      csv_totals (&unit->totals, &start, &casualties, &current, &percent, &state);
      csv_row (out, (const char *[]) { "unit", unit->id, unit->name, NULL, unit->side,
                                        unit->command, unit->officer ? "0" : "1", start,
                                        casualties, current, percent, state, unit->morale, NULL,
                                        NULL, unit->destroyed ? "yes" : NULL, NULL,
                                        unit->officer ? "1" : "0",
                                        vd_arm_to_string (card->arm),
                                        vd_formation_to_string (card->formation), conditions,
                                        card->notes });
    }
  for (guint i = 0; i < report->losses->commands->len; i++)
    csv_command_row (out, "command", g_ptr_array_index (report->losses->commands, i), NULL);
  for (guint i = 0; i < report->losses->sides->len; i++)
    {
      const VdCommandLosses *side = g_ptr_array_index (report->losses->sides, i);
      g_autofree char *points = format_points (report, side->id);

      csv_command_row (out, "side", side, points);
    }
  for (int turn = turns->first_turn; turn <= turns->last_turn; turn++)
    for (guint s = 0; s < turns->n_sides; s++)
      {
        const char *side = turns->sides[s];
        g_autofree char *lost = g_strdup_printf ("%d", vd_turn_losses_get (turns, side, turn));
        g_autofree char *sum = g_strdup_printf ("%d",
                                                vd_turn_losses_cumulative (turns, side, turn));
        g_autofree char *number = g_strdup_printf ("%d", turn);
        g_autofree char *name = side_name (report, side);

        csv_row (out, (const char *[]) { "turn", side, name, NULL, side, NULL, NULL, NULL, lost,
                                          NULL, NULL, NULL, NULL, number, sum, NULL, NULL, NULL,
                                          NULL, NULL, NULL, NULL });
      }
  *length = out->len;
  return g_string_free (out, FALSE);
}

/* ---- JSON: the same numbers. ---- */

static void
json_totals (JsonBuilder *builder, const VdLossTotals *totals)
{
  json_builder_set_member_name (builder, "start");
  json_builder_add_int_value (builder, totals->start);
  json_builder_set_member_name (builder, "casualties");
  json_builder_add_int_value (builder, totals->casualties);
  json_builder_set_member_name (builder, "current");
  json_builder_add_int_value (builder, totals->current);
  json_builder_set_member_name (builder, "percent");
  json_builder_add_double_value (builder, vd_cli_round (totals->percent, 10));
  json_builder_set_member_name (builder, "state");
  if (totals->has_state)
    json_builder_add_string_value (builder, vd_loss_state_to_string (totals->state));
  else
    json_builder_add_null_value (builder);
}


/* Commands, or with TURNS the sides and the objective points each lost (HOUSE-10). */
static void
json_commands (JsonBuilder *builder, const char *name, const GPtrArray *commands,
               const VdTurnLosses *turns)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < commands->len; i++)
    {
      const VdCommandLosses *command = g_ptr_array_index (commands, i);

      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "id", command->id);
      vd_cli_report_json_string (builder, "name", command->name);
      vd_cli_report_json_string (builder, "kind", command->kind);
      vd_cli_report_json_string (builder, "side", command->side);
      vd_cli_report_json_string (builder, "parent", command->parent);
      json_builder_set_member_name (builder, "units");
      json_builder_add_int_value (builder, command->n_units);
      json_totals (builder, &command->totals);
      json_builder_set_member_name (builder, "officers");
      json_builder_add_int_value (builder, command->n_officers);
      if (turns != NULL)
        {
          json_builder_set_member_name (builder, "points_lost");
          json_builder_add_double_value (builder,
                                         vd_turn_losses_points_lost (turns, command->id));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static char *
report_json (const Report *report, const char *output)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const VdTurnLosses *turns = report->turns;

  json_builder_begin_object (builder);
  vd_cli_report_json_string (builder, "output", output);
  vd_cli_report_json_string (builder, "title", report->title);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, report->turn);
  json_builder_set_member_name (builder, "events");
  json_builder_add_int_value (builder, report->n_events);
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < report->losses->units->len; i++)
    {
      const VdUnitLosses *unit = g_ptr_array_index (report->losses->units, i);

      json_builder_begin_object (builder);
      vd_cli_report_json_string (builder, "id", unit->id);
      vd_cli_report_json_string (builder, "name", unit->name);
      vd_cli_report_json_string (builder, "side", unit->side);
      vd_cli_report_json_string (builder, "command", unit->command);
      json_totals (builder, &unit->totals);
      vd_cli_report_json_string (builder, "morale", unit->morale);
      json_builder_set_member_name (builder, "destroyed");
      json_builder_add_boolean_value (builder, unit->destroyed);
      json_builder_set_member_name (builder, "officer");
      json_builder_add_boolean_value (builder, unit->officer);
      vd_cli_add_turn_unit_json (builder, report->this_turn, unit->id);
      vd_cli_roster_json_card (builder, find_card (report, unit->id));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_commands (builder, "commands", report->losses->commands, NULL);
  json_commands (builder, "sides", report->losses->sides, turns);
  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (int turn = turns->first_turn; turn <= turns->last_turn; turn++)
    for (guint s = 0; s < turns->n_sides; s++)
      {
        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "turn");
        json_builder_add_int_value (builder, turn);
        vd_cli_report_json_string (builder, "side", turns->sides[s]);
        {
          g_autofree char *name = side_name (report, turns->sides[s]);

          vd_cli_report_json_string (builder, "side_name", name);
        }
        json_builder_set_member_name (builder, "casualties");
        json_builder_add_int_value (builder, vd_turn_losses_get (turns, turns->sides[s], turn));
        json_builder_set_member_name (builder, "cumulative");
        json_builder_add_int_value (builder,
                                    vd_turn_losses_cumulative (turns, turns->sides[s], turn));
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return vd_cli_json_text (builder);
}

/* ---- PDF: A4 pages drawn with cairo and Pango. ---- */


/* The columns of the order of battle, from the left margin: the name, then four numbers
 * right-aligned at these edges, then the loss state and the morale state from these. */
static const double oob_numbers[] = { 275, 315, 355, 400 };
#define OOB_STATE   412.0
#define OOB_MORALE  458.0

static void
draw_oob_header (VdPdf *pdf)
{
  /* Translators: the columns of the report's order of battle: a unit or command; figures at
   * the start; figures lost; figures now; percent lost; where it stands against its loss
   * thresholds (steady, shaken, broken); a unit's morale state. Keep them short. */
  const char *numbers[] = {
    C_("report column", "Start"), C_("report column", "Lost"), C_("report column", "Now"),
    C_("report column", "%"),
  };

  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, C_("report column", "Unit or command"),
                    VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_LEFT, 0);
  for (guint i = 0; i < G_N_ELEMENTS (oob_numbers); i++)
    vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + oob_numbers[i], pdf->y, numbers[i], VD_PDF_TEXT_PT,
                      TRUE, VD_PDF_ALIGN_RIGHT, 0);
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + OOB_STATE, pdf->y, C_("report column", "Losses"),
                    VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_LEFT, OOB_MORALE - OOB_STATE - 4);
  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + OOB_MORALE, pdf->y, C_("report column", "Morale"),
                    VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_LEFT,
                    VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - OOB_MORALE);
  pdf->y += VD_PDF_ROW_H;
  cairo_set_line_width (pdf->cr, 0.6);
  cairo_move_to (pdf->cr, VD_PDF_MARGIN, pdf->y - 2);
  cairo_line_to (pdf->cr, VD_PDF_PAGE_W - VD_PDF_MARGIN, pdf->y - 2);
  cairo_stroke (pdf->cr);
  pdf->y += 2;
}

/* LINE's label: a unit's name (and id), a command's name and kind, a side's display name;
 * and for a unit, DETAIL its formation and conditions. */
static char *
oob_label (const Report *report, const Line *line, char **detail)
{
  const char *name;
  char *label;

  *detail = NULL;
  if (line->officers != NULL)
    /* Translators: the heading of a side's officers in the report's order of battle. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u officer (not counted in the figures)",
                                         "%u officers (not counted in the figures)",
                                         line->officers->n_officers),
                            line->officers->n_officers);
  if (line->unit != NULL)
    {
      const VdRosterCard *card = find_card (report, line->unit->id);

      name = line->unit->name != NULL ? line->unit->name : line->unit->id;
      label = g_strcmp0 (name, line->unit->id) == 0 ? g_strdup (name)
              : g_strdup_printf ("%s (%s)", name, line->unit->id);
      if (line->unit->destroyed)
        {
          /* Translators: a unit of the report destroyed in play (RIVER-2, HOUSE-10). */
          char *marked = g_strdup_printf (_("%s — destroyed"), label);

          g_free (label);
          label = marked;
        }
      if (card != NULL)
        *detail = card->conditions_text[0] != '\0'
                  /* Translators: a unit's formation and conditions in the report ("Line ·
                   * Disorder, no formation"). */
                  ? g_strdup_printf (_("%s · %s"), card->formation_name, card->conditions_text)
                  : g_strdup (card->formation_name);
      return label;
    }
  name = line->command->name != NULL ? line->command->name : line->command->id;
  if (line->depth == 0 && vd_turn_losses_points_lost (report->turns, line->command->id) > 0)
    {
      char points[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (points, sizeof points, "%g",
                       vd_turn_losses_points_lost (report->turns, line->command->id));
      /* Translators: a side of the report and the objective points it lost setting
       * villages on fire: "Russian — 5 objective points lost (HOUSE-10)". */
      return g_strdup_printf (_("%s — %s objective points lost (HOUSE-10)"), name, points);
    }
  if (line->depth == 0 || line->command->kind == NULL)
    return g_strdup (name);
  /* Translators: a command in the report: its name and kind ("Friant, division"). */
  return g_strdup_printf (_("%s, %s"), name, line->command->kind);
}

#define OOB_DETAIL_PT 7.5

/* The height of LINE's row: its label and detail wrapped, never cut. */
static double
oob_row_height (VdPdf *pdf, const Report *report, const Line *line)
{
  double width = oob_numbers[0] - 40 - 12.0 * line->depth;
  g_autofree char *detail = NULL;
  g_autofree char *label = oob_label (report, line, &detail);
  double height = vd_pdf_draw_wrapped (pdf->cr, 0, 0, label, VD_PDF_TEXT_PT,
                                       line->command != NULL, width, FALSE);

  if (detail != NULL)
    height += vd_pdf_draw_wrapped (pdf->cr, 0, 0, detail, OOB_DETAIL_PT, FALSE, width, FALSE);
  return MAX (VD_PDF_ROW_H, height + 4);
}

static void
draw_oob_row (VdPdf *pdf, const Report *report, const Line *line)
{
  const VdLossTotals *totals = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *label = oob_label (report, line, &detail);
  gboolean bold = line->command != NULL || line->officers != NULL;
  double indent = 12.0 * line->depth;
  double width = oob_numbers[0] - 40 - indent;
  double height = oob_row_height (pdf, report, line);
  double label_h;

  if (line->unit != NULL)
    totals = &line->unit->totals;
  else if (line->command != NULL)
    totals = &line->command->totals;

  if (line->depth == 0)
    {
      cairo_set_source_rgb (pdf->cr, 0.92, 0.92, 0.92);
      cairo_rectangle (pdf->cr, VD_PDF_MARGIN - 2, pdf->y - 1,
                       VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN + 4, height);
      cairo_fill (pdf->cr);
    }
  cairo_set_source_rgb (pdf->cr, 0, 0, 0);
  label_h = vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + indent, pdf->y, label, VD_PDF_TEXT_PT,
                                 bold, width, TRUE);
  if (detail != NULL)
    {
      cairo_set_source_rgb (pdf->cr, 0.3, 0.3, 0.3);
      vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + indent, pdf->y + label_h, detail,
                           OOB_DETAIL_PT, FALSE, width, TRUE);
      cairo_set_source_rgb (pdf->cr, 0, 0, 0);
    }
  /* An officer's figures are no troops': his row shows his morale alone. */
  if (totals != NULL && !(line->unit != NULL && line->unit->officer))
    {
      g_autofree char *start = g_strdup_printf ("%d", totals->start);
      g_autofree char *lost = g_strdup_printf ("%d", totals->casualties);
      g_autofree char *now = g_strdup_printf ("%d", totals->current);
      g_autofree char *percent = format_percent (totals->percent);
      const char *values[] = { start, lost, now, percent };

      for (guint i = 0; i < G_N_ELEMENTS (values); i++)
        vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + oob_numbers[i], pdf->y, values[i],
                          VD_PDF_TEXT_PT, bold, VD_PDF_ALIGN_RIGHT, 0);
    }
  if (totals != NULL && totals->has_state && !(line->unit != NULL && line->unit->officer))
    {
      g_autofree char *state = vd_roster_capitalise (loss_state_name (totals->state));

      /* Shaken in dark orange, broken in red: what a referee looks for first. */
      if (totals->state == VD_LOSS_BROKEN)
        cairo_set_source_rgb (pdf->cr, 0.75, 0.05, 0.05);
      else if (totals->state == VD_LOSS_SHAKEN)
        cairo_set_source_rgb (pdf->cr, 0.75, 0.4, 0.0);
      vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + OOB_STATE, pdf->y, state, VD_PDF_TEXT_PT,
                           totals->state != VD_LOSS_STEADY, OOB_MORALE - OOB_STATE - 4, TRUE);
      cairo_set_source_rgb (pdf->cr, 0, 0, 0);
    }
  if (line->unit != NULL)
    {
      g_autofree char *morale = morale_name (line->unit);

      vd_pdf_draw_wrapped (pdf->cr, VD_PDF_MARGIN + OOB_MORALE, pdf->y, morale, VD_PDF_TEXT_PT,
                           FALSE, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - OOB_MORALE, TRUE);
    }
  pdf->y += height;
}

/* Losses per turn: a row per turn, two columns per side (that turn, since the start). */
static void
draw_turn_table (VdPdf *pdf, const Report *report)
{
  const VdTurnLosses *turns = report->turns;
  double col_w = MIN (110, (VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN - 50) / MAX (1u, turns->n_sides));

  vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, C_("report column", "Turn"), VD_PDF_TEXT_PT,
                    TRUE, VD_PDF_ALIGN_LEFT, 0);
  for (guint s = 0; s < turns->n_sides; s++)
    {
      g_autofree char *name = side_name (report, turns->sides[s]);
      /* Translators: a side's column in the losses per turn: "French: lost (since the
       * start)". */
      g_autofree char *title = g_strdup_printf (_("%s: lost (total)"), name);

      vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + 50 + col_w * (s + 1) - 6, pdf->y, title,
                        VD_PDF_TEXT_PT, TRUE, VD_PDF_ALIGN_RIGHT, 0);
    }
  pdf->y += VD_PDF_ROW_H;
  cairo_set_line_width (pdf->cr, 0.6);
  cairo_move_to (pdf->cr, VD_PDF_MARGIN, pdf->y - 2);
  cairo_line_to (pdf->cr, VD_PDF_MARGIN + 50 + col_w * turns->n_sides, pdf->y - 2);
  cairo_stroke (pdf->cr);
  pdf->y += 2;
  for (int turn = turns->first_turn; turn <= turns->last_turn; turn++)
    {
      g_autofree char *number = g_strdup_printf ("%d", turn);

      if (pdf->y > VD_PDF_PAGE_H - VD_PDF_MARGIN - VD_PDF_ROW_H)
        vd_pdf_new_page (pdf);
      vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN, pdf->y, number, VD_PDF_TEXT_PT, FALSE,
                        VD_PDF_ALIGN_LEFT, 0);
      for (guint s = 0; s < turns->n_sides; s++)
        {
          g_autofree char *cell =
            g_strdup_printf ("%d (%d)", vd_turn_losses_get (turns, turns->sides[s], turn),
                             vd_turn_losses_cumulative (turns, turns->sides[s], turn));

          vd_pdf_draw_text (pdf->cr, VD_PDF_MARGIN + 50 + col_w * (s + 1) - 6, pdf->y, cell,
                            VD_PDF_TEXT_PT, FALSE, VD_PDF_ALIGN_RIGHT, 0);
        }
      pdf->y += VD_PDF_ROW_H;
    }
}


static GBytes *
report_pdf (const Report *report, GError **error)
{
  g_autoptr(GArray) lines = order_of_battle (report);
  g_autofree char *subtitle = NULL;
  VdPdf pdf = { 0 };

  vd_pdf_begin (&pdf, report->title);

  pdf.y += vd_pdf_draw_wrapped (pdf.cr, VD_PDF_MARGIN, pdf.y, report->title, 18, TRUE,
                                VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, TRUE) + 6;
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: under the report's title. */
                                           "Losses report — turn %d, %u event recorded",
                                           "Losses report — turn %d, %u events recorded",
                                           report->n_events),
                              report->turn, report->n_events);
  vd_pdf_draw_text (pdf.cr, VD_PDF_MARGIN, pdf.y, subtitle, 10, FALSE, VD_PDF_ALIGN_LEFT, 0);
  pdf.y += 30;

  vd_pdf_draw_text (pdf.cr, VD_PDF_MARGIN, pdf.y, _("Cumulative losses per turn"), 12, TRUE,
                    VD_PDF_ALIGN_LEFT, 0);
  pdf.y += 20;
  cairo_save (pdf.cr);
  cairo_translate (pdf.cr, VD_PDF_MARGIN, pdf.y);
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
    VdChartOptions options;

    /* The legend names the sides as the app does. */
    for (guint s = 0; s < report->turns->n_sides; s++)
      g_ptr_array_add (labels, side_name (report, report->turns->sides[s]));
    g_ptr_array_add (labels, NULL);
    vd_render_chart_options_init (&options);
    options.labels = (const char * const *) labels->pdata;
    vd_render_losses_chart (pdf.cr, VD_PDF_PAGE_W - 2 * VD_PDF_MARGIN, 280, report->turns,
                            &options);
  }
  cairo_restore (pdf.cr);
  pdf.y += 300;

  vd_pdf_draw_text (pdf.cr, VD_PDF_MARGIN, pdf.y, _("Losses per turn"), 12, TRUE, VD_PDF_ALIGN_LEFT,
                    0);
  pdf.y += 20;
  draw_turn_table (&pdf, report);

  /* The order of battle follows, on a new page when little of this one is left. */
  pdf.y += 24;
  if (pdf.y > VD_PDF_PAGE_H - VD_PDF_MARGIN - 8 * VD_PDF_ROW_H)
    vd_pdf_new_page (&pdf);
  vd_pdf_draw_text (pdf.cr, VD_PDF_MARGIN, pdf.y, _("Order of battle"), 12, TRUE, VD_PDF_ALIGN_LEFT,
                    0);
  pdf.y += 20;
  draw_oob_header (&pdf);
  for (guint i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      if (pdf.y > VD_PDF_PAGE_H - VD_PDF_MARGIN - oob_row_height (&pdf, report, line))
        {
          vd_pdf_new_page (&pdf);
          draw_oob_header (&pdf);
        }
      draw_oob_row (&pdf, report, line);
    }

  return vd_pdf_end (&pdf, error);
}

/* `report TABLE --roster [-o OUT.pdf] [--json]`: the cards as text (no OUT), a PDF, JSON. */
static int
report_roster (const char *path, const char *output, gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(Report) report = gather_report (path, &error);

  if (report == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (output != NULL)
    {
      g_autoptr(GBytes) pdf = vd_cli_roster_pdf (report->title, report->turn, report->roster,
                                                 &error);

      if (pdf == NULL || !vd_cli_report_write (output, g_bytes_get_data (pdf, NULL),
                                               g_bytes_get_size (pdf), &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  if (json)
    {
      g_autofree char *text = vd_cli_roster_json (report->title, report->turn, report->roster,
                                                  output);

      g_print ("%s\n", text);
    }
  else if (output == NULL)
    {
      g_autofree char *text = vd_cli_roster_text (report->title, report->turn, report->roster);

      g_print ("%s", text);
    }
  return VD_CLI_OK;
}

/* ---- The command. ---- */

typedef enum {
  FORMAT_PDF,
  FORMAT_CSV,
} Format;

/* Temporary file beside OUT, flushed, renamed over it: a whole file or none. */
gboolean
vd_cli_report_write (const char *output, const void *data, gsize length, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (vd_file_write_durable (output, data, length, &local))
    return TRUE;
  g_set_error (error, local->domain, local->code,
               /* Translators: "cannot write “report.pdf”: No such file or directory" */
               _("cannot write “%s”: %s"), output, local->message);
  return FALSE;
}

int
vd_cli_report (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *side = NULL;
  gboolean json = FALSE, turn_record = FALSE, roster = FALSE;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the report to OUT (.pdf or .csv)"), N_("OUT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Also print the report as one JSON document"),
      NULL },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side,
      N_("A board’s report as SIDE may know it: the enemy’s secret losses left out"),
      N_("SIDE") },
    { "turn-record", 0, 0, G_OPTION_ARG_NONE, &turn_record,
      N_("Write a board’s printable turn record (a PDF) instead of its report"), NULL },
    { "roster", 0, 0, G_OPTION_ARG_NONE, &roster,
      N_("A table’s unit roster instead: a card per unit, printed as text, or to OUT.pdf"),
      NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE -o OUT.pdf|OUT.csv — the losses of a battle"));
  g_autoptr(GError) error = NULL;
  g_autoptr(Report) report = NULL;
  g_autofree char *lower = NULL;
  g_autofree char *description = NULL;
  gboolean ok;
  Format format;

  g_option_context_set_summary (context,
                                _("Writes the report of the battle as it stands (FILE’s journal "
                                  "replayed): the order of battle, from each side down through "
                                  "its commands (corps, division, brigade…) to its units, each "
                                  "with its figures at the start, its casualties, the figures "
                                  "left, the percent lost and where it stands against the "
                                  "ruleset’s loss thresholds (steady, shaken, broken), with each "
                                  "unit’s morale state; and the figures each side lost in each "
                                  "turn. A PDF (A4) adds a chart of each side’s cumulative losses "
                                  "per turn, in the sides’ colours."));
  description = g_strconcat (
                                    /* Translators: the CSV columns and section names, and the
                                     * JSON keys, stay as they are: scripts read them. */
                                    _("The CSV file (RFC 4180: comma-separated, CRLF line ends, "
                                      "quoted when needed) is one table with a header line; its "
                                      "first column, section, says what a row is:\n\n"
                                      "  section,id,name,kind,side,parent,units,start,casualties,"
                                      "current,percent,state,morale,turn,cumulative\n\n"
                                      "  unit: a unit; kind empty, parent its command, units 1, "
                                      "morale its morale state\n"
                                      "  command: a command; kind (brigade, division…), parent the "
                                      "command above it, units how many it counts\n"
                                      "  side: a whole side; id, name and side the side, kind side\n"
                                      "  turn: the figures a side (id) lost in a turn (turn): "
                                      "casualties that turn, cumulative since the first turn\n\n"
                                      "start, casualties and current are figures; percent is "
                                      "casualties × 100 / start with one decimal; state is steady, "
                                      "shaken or broken, empty when no thresholds apply.\n\n"
                                      "With --json, the same numbers are printed as one JSON "
                                      "document: {\"output\", \"title\", \"turn\", \"events\", "
                                      "\"units\": [{\"id\", \"name\", \"side\", \"command\", "
                                      "\"start\", \"casualties\", \"current\", \"percent\", "
                                      "\"state\", \"morale\", \"this_turn\" (as move's, for a unit "
                                      "still on the table)}], \"commands\" and \"sides\": "
                                      "[{\"id\", \"name\", \"kind\", \"side\", \"parent\", "
                                      "\"units\", \"start\", \"casualties\", \"current\", "
                                      "\"percent\", \"state\"}], \"turns\": [{\"turn\", \"side\", "
                                      "\"casualties\", \"cumulative\"}]}.\n\n"
                                      "OUT is written atomically: a whole file or none.\n\n"
                                      "Exit status: 0 written, 1 invalid file or OUT cannot be "
                                      "written, 2 bad usage."), "\n\n",
                                    /* Translators: the CSV column and JSON keys stay as they
                                     * are. */
                                    _("Units destroyed in play (pushed into a river, RIVER-2, or "
                                      "left in a burning village, HOUSE-10) count with every "
                                      "figure lost: CSV column destroyed “yes”, JSON "
                                      "\"destroyed\": true. A side’s objective points lost "
                                      "setting villages on fire (HOUSE-10) are its CSV column "
                                      "points_lost and its JSON \"points_lost\"; both columns "
                                      "come after cumulative."), "\n\n",
                                    /* Translators: the CSV columns, JSON keys and options
                                     * stay as they are. */
                                    _("Sides are named as the app names them (JSON "
                                      "\"side_name\"). Officers are listed apart: their "
                                      "figures are in no command's or side's totals (CSV "
                                      "column officers, JSON \"officers\" and \"officer\"). "
                                      "Each unit's arm, formation, conditions and notes follow "
                                      "in the CSV columns arm, formation, conditions and notes "
                                      "and the JSON keys of the same names; the PDF writes the "
                                      "formation and conditions under each unit's name. With "
                                      "--roster, the report is the unit roster instead: a card "
                                      "per unit (name, side, arm, formation, conditions, "
                                      "figures now and at the start, base, morale state, "
                                      "notes), printed as text, or written to OUT.pdf with -o, "
                                      "and printed as JSON with --json: {\"output\", "
                                      "\"title\", \"turn\", \"cards\": [...]}."), "\n\n",
                                    /* Translators: "kind: board" and the section names stay
                                     * as they are. */
                                    _("FILE may be a board (kind: board): the report is then "
                                      "the board's, counted from its journal — each counter's "
                                      "printed and current strength, where it is (or "
                                      "eliminated, or off the map), the points it lost and its "
                                      "loss-roster row; each division's checks; each side's "
                                      "totals and its army's morale; and what each side lost "
                                      "each turn and since the start. Its CSV's sections are "
                                      "counter, division, side and turn (the help’s page “The "
                                      "board’s report”)."), "\n\n",
                                    /* Translators: the options, section names and JSON keys
                                     * stay as they are. */
                                    _("A board's report also has each army's track where the "
                                      "game keeps one: NaA's losses/flight track (P, D and where "
                                      "they meet, DEM-1) and BN's army casualty count (1.1f), "
                                      "CSV sections track and track-reason, JSON \"track\". "
                                      "With --side SIDE it is the report as that side may know "
                                      "it: where the game keeps the enemy's losses secret (BN "
                                      "9.0, NaA's semi-blind play OPT-2) his counters, "
                                      "divisions, losses and the victory count are left out, "
                                      "his side row reading secret with the rule. With "
                                      "--turn-record, OUT.pdf is the game's turn record to "
                                      "print instead: a row per turn with its time and "
                                      "conditions, a box per phase to tick, the turns played "
                                      "ticked already."),
                                    NULL);
  g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "report"))
    return VD_CLI_USAGE;
  if (argc < 2)
    return vd_cli_usage_error ("report", "%s", _("no table file"));
  if (argc > 2)
    return vd_cli_usage_error ("report", "%s", _("report reads exactly one table file"));
  if (roster)
    {
      g_autofree char *lower_out = output != NULL ? g_ascii_strdown (output, -1) : NULL;

      if (vd_cli_is_board (argv[1]) || side != NULL || turn_record)
        return vd_cli_usage_error ("report", "%s", _("--roster is for tables, alone"));
      if (lower_out != NULL && !g_str_has_suffix (lower_out, ".pdf"))
        return vd_cli_usage_error ("report", "%s", _("--roster writes a PDF: OUT must end in "
                                                     ".pdf"));
      return report_roster (argv[1], output, json);
    }
  if (output == NULL)
    return vd_cli_usage_error ("report", "%s", _("missing -o OUT"));
  if ((side != NULL || turn_record) && !vd_cli_is_board (argv[1]))
    return vd_cli_usage_error ("report", "%s", _("--side and --turn-record are for boards"));
  if (side != NULL && turn_record)
    return vd_cli_usage_error ("report", "%s",
                               _("--turn-record has no side's view: it holds no losses"));
  lower = g_ascii_strdown (output, -1);
  if (turn_record && !g_str_has_suffix (lower, ".pdf"))
    return vd_cli_usage_error ("report", "%s", _("--turn-record writes a PDF: OUT must end in "
                                                 ".pdf"));
  if (turn_record)
    return vd_cli_board_turn_record (argv[1], output, json);
  if (g_str_has_suffix (lower, ".pdf"))
    format = FORMAT_PDF;
  else if (g_str_has_suffix (lower, ".csv"))
    format = FORMAT_CSV;
  else
    return vd_cli_usage_error ("report", "%s", _("OUT must end in .pdf or .csv"));

  /* formats.md §4: a board takes the same command, with a report of its own. */
  if (vd_cli_is_board (argv[1]))
    return vd_cli_board_report (argv[1], output, format == FORMAT_PDF, json, side);

  report = gather_report (argv[1], &error);
  if (report == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }

  if (format == FORMAT_CSV)
    {
      gsize length;
      g_autofree char *csv = report_csv (report, &length);

      ok = vd_cli_report_write (output, csv, length, &error);
    }
  else
    {
      g_autoptr(GBytes) pdf = report_pdf (report, &error);

      ok = pdf != NULL && vd_cli_report_write (output, g_bytes_get_data (pdf, NULL),
                                            g_bytes_get_size (pdf), &error);
    }
  if (!ok)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (json)
    {
      g_autofree char *text = report_json (report, output);

      g_print ("%s\n", text);
    }
  return VD_CLI_OK;
}
