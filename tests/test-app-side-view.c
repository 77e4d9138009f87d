/* GUI test of a side's view as a promise (help, "Side views"): in each side's view of the demo
 * battle, after losses, morale changes, conditions, moves and the referee's notes on both sides,
 * no page, panel, list, tooltip or notification of the window shows what that side may not
 * know, and nothing of the enemy can be changed from it. */

#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-side-view.h"
#include "vd-test-app.h"
#include "vd-widget-state.h"
#include "vd-window-private.h"

static const char * const sides[] = { "french", "russian" };
static const char * const pages[] = { "unit", "army", "losses", "journal", "terrain" };

static char *
copy_demo (Fixture *fixture)
{
  g_autofree char *bundled = vd_data_demo_table ();
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (bundled);
  g_file_get_contents (bundled, &contents, NULL, &error);
  g_assert_no_error (error);
  return vd_test_write_file (fixture, "shevardino.yaml", contents);
}

static void
set_view_side (VdWindow *window, const char *side)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", side));
  vd_test_spin_a_little ();
}

static void
record (VdWindow *window, VdEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_document_record (vd_window_get_document (window), event, &error));
  g_assert_no_error (error);
  vd_test_spin_a_little ();
}

static VdEvent *
unit_event (VdWindow *window, VdEventKind kind, const char *unit_id, const char *note)
{
  VdEvent *event = vd_event_new (kind, vd_document_get_turn (vd_window_get_document (window)));

  event->unit_id = g_strdup (unit_id);
  event->note = g_strdup (note);
  return event;
}

/* The first unit of SIDE's enemies that SIDE's view shows (SEEN) or hides, of arm ARM. */
static const char *
enemy_of (VdWindow *window, const char *side, gboolean seen)
{
  g_autoptr(VdSideView) view = vd_side_view_new (vd_document_get_sight (vd_window_get_document (window)),
                                                 side);
  VdTable *table = vd_document_get_table (vd_window_get_document (window));

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_strcmp0 (unit->side, side) != 0 && unit->figures > 4
          && vd_side_view_shows_unit (view, unit) == seen)
        return unit->id;
    }
  g_error ("no enemy of %s %s", side, seen ? "seen" : "hidden");
}

/* The referee's evening on both sides: losses, morale, conditions, moves, notes, the turn. */
static void
play (VdWindow *window)
{
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      /* Each side's enemy, one it sees and one it does not: chosen before anything moves. */
      g_autofree char *seen = g_strdup (enemy_of (window, sides[s], TRUE));
      g_autofree char *hidden = g_strdup (enemy_of (window, sides[s], FALSE));
      g_autofree char *secret = g_strdup_printf ("secret of %s", seen);
      g_autofree char *hidden_secret = g_strdup_printf ("secret of %s", hidden);
      VdEvent *event;

      event = unit_event (window, VD_EVENT_LOSS, seen, secret);
      event->figures = 3 + s;
      record (window, event);
      event = unit_event (window, VD_EVENT_LOSS, hidden, hidden_secret);
      event->figures = 2;
      record (window, event);
      event = unit_event (window, VD_EVENT_MORALE, seen, NULL);
      event->state = g_strdup ("wavering");
      record (window, event);
      event = unit_event (window, VD_EVENT_MORALE, hidden, NULL);
      event->state = g_strdup ("broken");
      record (window, event);
      event = unit_event (window, VD_EVENT_CONDITIONS, seen, NULL);
      event->conditions = 1u << VD_CONDITION_DISORGANIZED;
      record (window, event);
      event = unit_event (window, VD_EVENT_MOVE, hidden, NULL);
      event->at = vd_test_unit (window, hidden)->at;
      event->at.y += 15;
      record (window, event);
    }
  record (window, vd_event_new (VD_EVENT_END_TURN, 1));
}

/* Every text the window holds, shown or not: labels (titles, subtitles, values, the toast),
 * what can be typed in, tooltips, the window's title. */
static void
collect_texts (GtkWidget *widget, GPtrArray *texts)
{
  const char *tooltip = vd_widget_state_get_tooltip (widget);

  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  if (GTK_IS_EDITABLE (widget))
    g_ptr_array_add (texts, g_strdup (gtk_editable_get_text (GTK_EDITABLE (widget))));
  if (GTK_IS_WINDOW (widget) && gtk_window_get_title (GTK_WINDOW (widget)) != NULL)
    g_ptr_array_add (texts, g_strdup (gtk_window_get_title (GTK_WINDOW (widget))));
  if (tooltip != NULL)
    g_ptr_array_add (texts, g_strdup (tooltip));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

static gboolean
appears_in (GPtrArray *strings, const char *text)
{
  for (guint i = 0; i < strings->len; i++)
    if (strstr (g_ptr_array_index (strings, i), text) != NULL)
      return TRUE;
  return FALSE;
}

static void
add_unless_known (GPtrArray *forbidden, GPtrArray *known, const char *text)
{
  if (text != NULL && text[0] != '\0' && !appears_in (known, text))
    g_ptr_array_add (forbidden, g_strdup (text));
}

/* What SIDE may not know, as texts that must appear nowhere: the names and ids of the enemies
 * it does not see and of the enemy's commands, the enemy's losses as the panel would tell
 * them, and every journal line and note it may not read. A text that is also a part of what
 * the side knows (a name within one of its own) is left out. */
static GPtrArray *
forbidden_for (VdWindow *window, const char *side)
{
  VdDocument *document = vd_window_get_document (window);
  VdBattle *battle = vd_document_get_battle (document);
  VdTable *table = vd_document_get_table (document);
  g_autoptr(VdSideView) view = vd_side_view_new (vd_document_get_sight (document), side);
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *forbidden = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (known, g_strdup (table->title));
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (vd_side_view_shows_unit (view, unit))
        {
          g_ptr_array_add (known, g_strdup (unit->id));
          g_ptr_array_add (known, g_strdup (unit->name));
        }
      if (vd_side_view_knows_state (view, unit) && unit->casualties > 0)
        g_ptr_array_add (known, g_strdup_printf ("%d left of %d", unit->figures - unit->casualties,
                                                 unit->figures));
    }
  for (guint i = 0; i < table->commands->len; i++)
    {
      const VdCommand *command = g_ptr_array_index (table->commands, i);

      if (g_strcmp0 (command->side, side) == 0)
        {
          g_ptr_array_add (known, g_strdup (command->id));
          g_ptr_array_add (known, g_strdup (command->name));
        }
    }
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      g_ptr_array_add (known, g_strdup (feature->id));
      g_ptr_array_add (known, g_strdup (feature->name));
    }

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);
      g_autofree char *left = NULL;

      if (vd_side_view_knows_state (view, unit))
        continue;
      if (!vd_side_view_shows_unit (view, unit))
        {
          add_unless_known (forbidden, known, unit->id);
          add_unless_known (forbidden, known, unit->name);
        }
      if (unit->casualties > 0)
        {
          left = g_strdup_printf ("%d left of %d", unit->figures - unit->casualties, unit->figures);
          add_unless_known (forbidden, known, left);
        }
    }
  for (guint i = 0; i < table->commands->len; i++)
    {
      const VdCommand *command = g_ptr_array_index (table->commands, i);

      if (g_strcmp0 (command->side, side) != 0)
        {
          add_unless_known (forbidden, known, command->id);
          add_unless_known (forbidden, known, command->name);
        }
    }
  for (guint i = 0; i < vd_battle_get_n_events (battle); i++)
    {
      const VdEvent *event = vd_battle_get_event (battle, i);
      g_autofree char *line = vd_event_describe (event, table, vd_battle_get_ruleset (battle));
      g_autofree char *shown = vd_side_view_describe_event (view, battle, event);

      if (shown == NULL)
        add_unless_known (forbidden, known, line);
      if (event->note != NULL && (shown == NULL || strstr (shown, event->note) == NULL))
        add_unless_known (forbidden, known, event->note);
    }
  return forbidden;
}

/* None of FORBIDDEN appears in any text of WINDOW, whatever it shows now. */
static void
assert_nothing_forbidden (VdWindow *window, GPtrArray *forbidden, const char *where)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  collect_texts (GTK_WIDGET (window), texts);
  for (guint i = 0; i < texts->len; i++)
    for (guint j = 0; j < forbidden->len; j++)
      if (strstr (g_ptr_array_index (texts, i), g_ptr_array_index (forbidden, j)) != NULL)
        g_error ("%s: “%s” shows “%s”", where, (const char *) g_ptr_array_index (texts, i),
                 (const char *) g_ptr_array_index (forbidden, j));
}

static guint
count_forbidden_shown (VdWindow *window, GPtrArray *forbidden)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint n = 0;

  collect_texts (GTK_WIDGET (window), texts);
  for (guint j = 0; j < forbidden->len; j++)
    n += appears_in (texts, g_ptr_array_index (forbidden, j));
  return n;
}

static void
show_page (VdWindow *window, const char *page)
{
  vd_window_set_panel_page (window, page);
  vd_test_spin_a_little ();
}

/* The journal page lists exactly the events the side may read. */
static void
assert_journal (VdWindow *window, const char *side)
{
  VdDocument *document = vd_window_get_document (window);
  VdBattle *battle = vd_document_get_battle (document);
  guint expected = 0;

  for (guint i = 0; i < vd_battle_get_n_events (battle); i++)
    {
      const VdEvent *event = vd_battle_get_event (battle, i);
      const VdUnit *unit = event->unit_id != NULL ? vd_test_unit (window, event->unit_id) : NULL;

      /* The events of this battle are about a unit on the table, or about none. */
      expected += unit == NULL || g_strcmp0 (unit->side, side) == 0;
    }
  g_assert_cmpuint (vd_journal_view_get_n_rows (vd_window_get_journal_view (window)), ==, expected);
}

/* A seen enemy, selected: what it is, where, its formation; no losses, morale or conditions,
 * and nothing to change it with. */
static void
assert_enemy_panel (VdWindow *window, const char *enemy)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  VdDocument *document = vd_window_get_document (window);
  VdPoint before = vd_test_unit (window, enemy)->at;
  VdEvent *loss = unit_event (window, VD_EVENT_LOSS, enemy, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (vd_test_find_visible_label (panel, "Formation", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Position", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "Not shown in a side’s view", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Casualties", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Figures", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Morale", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Conditions", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "Revealed", FALSE));
  g_assert_null (vd_test_find_visible_button (panel, "Re_form"));

  /* The document refuses it, the drag pans, the turning handle is not there. */
  loss->figures = 1;
  g_assert_false (vd_document_record (document, loss, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  vd_test_drag_begin (window, enemy);
  vd_test_drag_update (window, vd_point (40, 40));
  vd_test_drag_end (window, vd_point (80, 80));
  g_assert_true (vd_point_equal (vd_test_unit (window, enemy)->at, before));
  g_assert_false (vd_table_view_may_change_unit (vd_window_get_table_view (window), enemy));
}

static gboolean
in_journal (VdWindow *window, const char *unit_id)
{
  VdBattle *battle = vd_document_get_battle (vd_window_get_document (window));

  for (guint i = 0; i < vd_battle_get_n_events (battle); i++)
    if (g_strcmp0 (vd_table_battle_get_event (battle, i)->unit_id, unit_id) == 0)
      return TRUE;
  return FALSE;
}

static void
test_side_view_keeps_its_promise (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = copy_demo (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);

  play (window);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GPtrArray) forbidden = forbidden_for (window, sides[s]);
      VdSideView *side_view;
      VdTable *table;
      guint n_seen_enemies = 0;

      g_assert_cmpuint (forbidden->len, >, 10);
      /* The referee's view shows them: the walk finds what a leak would show. */
      set_view_side (window, "");
      show_page (window, "journal");
      g_assert_cmpuint (count_forbidden_shown (window, forbidden), >, 0);

      set_view_side (window, sides[s]);
      g_assert_false (vd_document_can_undo (vd_window_get_document (window)));
      for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
        {
          show_page (window, pages[p]);
          assert_nothing_forbidden (window, forbidden, pages[p]);
        }
      show_page (window, "journal");
      assert_journal (window, sides[s]);

      /* Each unit the view shows that the journal speaks of, and a few more of the enemy's
       * it sees, selected in turn, with its panel: the panel is the same for the others. */
      show_page (window, "unit");
      side_view = vd_document_get_side_view (vd_window_get_document (window));
      table = vd_document_get_table (vd_window_get_document (window));
      for (guint i = 0; i < table->units->len; i++)
        {
          g_autofree char *id = g_strdup (((VdUnit *) g_ptr_array_index (table->units, i))->id);
          const VdUnit *unit = vd_test_unit (window, id);

          if (!vd_side_view_shows_unit (side_view, unit))
            {
              g_assert_false (vd_table_view_select_unit (view, id));
              continue;
            }
          if (!in_journal (window, id)
              && (vd_side_view_knows_state (side_view, unit) || n_seen_enemies >= 4))
            continue;
          g_assert_true (vd_table_view_select_unit (view, id));
          vd_test_spin_a_little ();
          assert_nothing_forbidden (window, forbidden, id);
          if (!vd_side_view_knows_state (side_view, unit) && n_seen_enemies++ == 0)
            assert_enemy_panel (window, id);
          /* The assertions above recorded nothing: the table is the same one. */
          table = vd_document_get_table (vd_window_get_document (window));
          side_view = vd_document_get_side_view (vd_window_get_document (window));
        }
      g_assert_cmpuint (n_seen_enemies, >, 0);
    }
  set_view_side (window, "");
  vd_test_close_window (window);
}

/* A notification of the referee's last change does not stay on when a side's view comes. */
static void
test_toast_goes_with_the_view (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = copy_demo (fixture);
  VdWindow *window = vd_test_open_window (path);
  const char *hidden = enemy_of (window, "french", FALSE);
  g_autofree char *line = NULL;
  VdEvent *event = unit_event (window, VD_EVENT_LOSS, hidden, NULL);

  event->figures = 2;
  line = vd_event_describe (event, vd_document_get_table (vd_window_get_document (window)), NULL);
  record (window, event);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), line, FALSE));
  set_view_side (window, "french");
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), line, TRUE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "French View", FALSE));
  set_view_side (window, "");
  vd_test_close_window (window);
}

static gboolean
menu_has_label (GMenuModel *model, const char *text)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
          && g_str_equal (label, text))
        return TRUE;
    }
  return FALSE;
}

/* Issue 22 point 7: the table's `sides:` names the sides wherever the window shows one (the
 * side's-view menu, the view's toast and indicator, the unit panel); a side it does not name
 * keeps its word capitalised. */
static void
test_side_names_from_file (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "sides.yaml",
    "vedette: 1\n"
    "kind: table\n"
    "title: Named sides\n"
    "scale: 25mm\n"
    "table: [1200, 800]\n"
    "sides:\n"
    "  french: {name: {en: Imperial army, fr: Armée impériale}}\n"
    "units:\n"
    "  - {id: fr-a, name: First column, side: french, arm: infantry, formation: line,"
    " at: [300, 200], frontage: 100, depth: 40, figures: 24}\n"
    "  - {id: ru-a, name: Jägers, side: russian, arm: infantry, formation: line,"
    " at: [900, 600], facing: 180, frontage: 100, depth: 40, figures: 24}\n");
  VdWindow *window = vd_test_open_window (path);

  g_assert_true (menu_has_label (G_MENU_MODEL (window->sides_section), "Imperial army View"));
  g_assert_true (menu_has_label (G_MENU_MODEL (window->sides_section), "Russian View"));
  g_assert_false (menu_has_label (G_MENU_MODEL (window->sides_section), "French View"));

  vd_window_set_panel_page (window, "unit");
  vd_test_click_unit (window, "fr-a");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Imperial army", FALSE));

  set_view_side (window, "french");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Imperial army View", FALSE));
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "French View", TRUE));
  set_view_side (window, "");
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/side-view/keeps-its-promise", test_side_view_keeps_its_promise);
  VD_TEST_ADD ("/app/side-view/toast-goes-with-the-view", test_toast_goes_with_the_view);
  VD_TEST_ADD ("/app/side-view/side-names-from-file", test_side_names_from_file);

  return g_test_run ();
}
