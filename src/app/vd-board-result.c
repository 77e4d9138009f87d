/* A combat's result, after the roll: applied, its retreat and advance chosen, or ruled on. */
#include "vd-board-result.h"

#include <glib/gi18n.h>
#include <string.h>

#include "vd-battle.h"
#include "vd-hex-dice.h"
#include "vd-hex-entries.h"
#include "vd-hex-returns.h"
#include "vd-window.h"
#include "vd-hex-outcome.h"

typedef struct {
  GtkWindow         *parent;
  VdBoardDocument   *document;
  GStrv              attackers;
  GStrv              defenders;
  char              *result;       /* the code to apply, NULL while the chart lacks it */
  char              *column;
  int                roll;
  int                die;
  char              *meaning;
  char              *missing;      /* what the chart lacks for this roll */
  char              *missing_rule;
  char              *cell_row;     /* where a ruling may be kept, or NULL */
  char              *cell_column;
  GHashTable        *picks;        /* unit id -> hex label: the chooser's retreats */
  GPtrArray         *advances;     /* char*, NULL-terminated: the victors advancing */
  gboolean           advance_asked;
  gboolean           refusal;      /* a combat refused, not a result (1914-CBT-8, 1914-HQ-3) */
  GHashTable        *dice;         /* unit id -> its re-entry die (1914-RET-5), 0: later */
  VdBoardResultSaid  said;
  gpointer           user_data;
  GDestroyNotify     destroy;
} Offer;

static void
offer_free (Offer *offer)
{
  g_clear_object (&offer->parent);
  g_clear_object (&offer->document);
  g_strfreev (offer->attackers);
  g_strfreev (offer->defenders);
  g_free (offer->result);
  g_free (offer->column);
  g_free (offer->meaning);
  g_free (offer->missing);
  g_free (offer->missing_rule);
  g_free (offer->cell_row);
  g_free (offer->cell_column);
  g_hash_table_unref (offer->picks);
  g_hash_table_unref (offer->dice);
  g_ptr_array_unref (offer->advances);
  if (offer->destroy != NULL)
    offer->destroy (offer->user_data);
  g_free (offer);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Offer, offer_free)

/* An offer for the combat of ATTACKERS against DEFENDERS, nothing picked yet. */
static Offer *
offer_new (GtkWindow *parent, VdBoardDocument *document, const char * const *attackers,
           const char * const *defenders, VdBoardResultSaid said, gpointer user_data,
           GDestroyNotify destroy)
{
  Offer *offer = g_new0 (Offer, 1);

  offer->parent = parent != NULL ? g_object_ref (parent) : NULL;
  offer->document = g_object_ref (document);
  offer->attackers = g_strdupv ((char **) attackers);
  offer->defenders = g_strdupv ((char **) defenders);
  offer->picks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  offer->dice = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  offer->advances = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (offer->advances, NULL);
  offer->said = said;
  offer->user_data = user_data;
  offer->destroy = destroy;
  return offer;
}

static void apply (Offer *offer);

/* The board's view under the dialogs, to shade a retreat's hexes on, or NULL. */
static VdBoardView *
view_of (Offer *offer)
{
  return offer->parent != NULL && VD_IS_WINDOW (offer->parent)
           ? vd_window_get_board_view (VD_WINDOW (offer->parent)) : NULL;
}
static void ask_first (Offer *offer);

static AdwMessageDialog *
dialog_new (Offer *offer, const char *heading, const char *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (offer->parent, heading,
                                                                         body));

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  return dialog;
}

static const char * const *
advances_of (Offer *offer)
{
  return (const char * const *) offer->advances->pdata;
}

/* The result's events recorded as one step; what it did said. */
static void
record (Offer *offer, VdHexOutcome *outcome)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GString) said = g_string_new (NULL);

  for (guint i = 0; i < outcome->events->len; i++)
    g_ptr_array_add (events, vd_board_event_copy (outcome->events->pdata[i]));
  for (guint i = 0; i < outcome->reasons->len; i++)
    {
      const VdHexOddsReason *reason = outcome->reasons->pdata[i];

      /* Translators: one effect of a result: "f1 retreats to 0403 (1914-RET-2)". */
      g_string_append_printf (said, "%s%s %s (%s)", i > 0 ? "; " : "",
                              reason->by != NULL ? reason->by : "", reason->what,
                              reason->rule != NULL ? reason->rule : "?");
    }
  if (outcome->missing != NULL)
    /* Translators: after a result's effects: "; the referee's: what Exchange does to the
     * attacker is not in the seed (E12)". */
    g_string_append_printf (said, _("%sthe referee’s: %s (%s)"), said->len > 0 ? "; " : "",
                            outcome->missing,
                            outcome->missing_rule != NULL ? outcome->missing_rule : "?");
  if (!vd_board_document_record_batch (offer->document, g_steal_pointer (&events), &error))
    {
      offer->said (error->message, TRUE, offer->user_data);
      return;
    }
  {
    /* Translators: "DR applied: f1 retreats to 0403 (1914-RET-2)"; "Combat refused: fc refuses
     * combat, falls back 1 hex (1914-CBT-8); …". */
    g_autofree char *text = offer->refusal
                              ? g_strdup_printf (_("Combat refused: %s"), said->str)
                              : g_strdup_printf (_("%s applied: %s"), offer->result, said->str);

    offer->said (text, FALSE, offer->user_data);
  }
}

static void
retreat_response_cb (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  g_autoptr(Offer) offer = data;
  VdHexRetreat *retreat = g_object_get_data (G_OBJECT (dialog), "vd-retreat");
  VdBoard *board = vd_board_document_get_board (offer->document);
  guint index;

  if (view_of (offer) != NULL)
    vd_board_view_set_retreats (view_of (offer), NULL);
  if (!g_str_has_prefix (response, "choice-"))
    return;
  index = (guint) g_ascii_strtoull (response + 7, NULL, 10);
  if (retreat == NULL || index >= retreat->choices->len)
    return;
  {
    const VdHexRetreatChoice *choice = retreat->choices->pdata[index];

    g_hash_table_replace (offer->picks, g_strdup (retreat->unit_id),
                          choice->off_map ? g_strdup ("off")
                                          : vd_board_format_hex (board, choice->to));
    for (guint n = 0; n < choice->pushes->len; n++)
      {
        const VdHexPush *push = choice->pushes->pdata[n];

        g_hash_table_replace (offer->picks, g_strdup (push->unit),
                              push->off_map ? g_strdup ("off")
                                            : vd_board_format_hex (board, push->to));
      }
  }
  apply (g_steal_pointer (&offer));
}

/* A retreat with a choice: the player who chooses picks (NaA D11 the victor, 1914-RET-7 the
 * owner, BN 5.2 the owner), as the referee is told. */
static void
ask_retreat (Offer *offer, VdHexRetreat *retreat)
{
  VdBoard *board = vd_board_document_get_board (offer->document);
  const VdBoardUnit *unit = vd_board_find_unit (board, retreat->unit_id);
  g_autofree char *heading = g_strdup_printf (_("Where Does %s Retreat?"),
                                              unit != NULL && unit->name != NULL ? unit->name
                                                                                 : retreat->unit_id);
  g_autofree char *body = g_strdup_printf (
    /* Translators: who chooses the retreat, and the rule: "Chosen by the owner (1914-RET-7)". */
    _("Chosen by %s (%s)."),
    g_strcmp0 (retreat->moved_by, "owner") == 0 ? _("its owner") : _("the victor"),
    retreat->moved_by_rule != NULL ? retreat->moved_by_rule : "?");
  AdwMessageDialog *dialog = dialog_new (offer, heading, body);

  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      g_autofree char *id = g_strdup_printf ("choice-%u", i);
      g_autofree char *to = choice->off_map ? g_strdup (_("Off the Map"))
                                            : vd_board_format_hex (board, choice->to);
      g_autoptr(GString) label = g_string_new (to);

      for (guint n = 0; n < choice->pushes->len; n++)
        {
          const VdHexPush *push = choice->pushes->pdata[n];
          g_autofree char *push_to = push->off_map ? NULL
                                                   : vd_board_format_hex (board, push->to);

          /* Translators: ", pushing fr-2 to 0406". */
          if (push->off_map)
            /* Translators: ", pushing fr-2 off the map" (1914-RET-5). */
            g_string_append_printf (label, _(", pushing %s off the map"), push->unit);
          else
            g_string_append_printf (label, _(", pushing %s to %s"), push->unit, push_to);
        }
      adw_message_dialog_add_response (dialog, id, label->str);
    }
  adw_message_dialog_set_close_response (dialog, "cancel");
  /* The hexes shaded on the board while the chooser picks. */
  if (view_of (offer) != NULL)
    vd_board_view_set_retreats (view_of (offer), vd_hex_retreat_copy (retreat));
  g_object_set_data_full (G_OBJECT (dialog), "vd-retreat", retreat,
                          (GDestroyNotify) vd_hex_retreat_free);
  g_signal_connect (dialog, "response", G_CALLBACK (retreat_response_cb), offer);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
advance_response_cb (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  g_autoptr(Offer) offer = data;
  const char *unit = g_object_get_data (G_OBJECT (dialog), response);

  if (unit != NULL)
    g_ptr_array_insert (offer->advances, offer->advances->len - 1, g_strdup (unit));
  else
    offer->advance_asked = TRUE;
  apply (g_steal_pointer (&offer));
}

/* The result (or the refusal) with the picks so far and ADVANCES. */
static VdHexOutcome *
outcome_of (Offer *offer, const VdBoard *board, const VdHexRuleset *module,
            const char * const *advances, GError **error)
{
  if (offer->refusal)
    return vd_hex_outcome_refusal (board, module, (const char * const *) offer->attackers,
                                   (const char * const *) offer->defenders, offer->picks,
                                   advances, error);
  return vd_hex_outcome (board, module, (const char * const *) offer->attackers,
                         (const char * const *) offer->defenders, offer->result, offer->picks,
                         advances, error);
}

/* The victors who may still advance, as the rules allow it (NaA D14, 1914-RET-6): each one tried
 * on top of those already advancing. */
static GPtrArray *
advance_candidates (Offer *offer)
{
  VdBoard *board = vd_board_document_get_board (offer->document);
  VdHexRuleset *module = vd_board_document_get_module (offer->document);
  GPtrArray *candidates = g_ptr_array_new ();

  for (guint side = 0; side < 2; side++)
    for (GStrv ids = side == 0 ? offer->attackers : offer->defenders; *ids != NULL; ids++)
      {
        g_autoptr(GPtrArray) tried = g_ptr_array_new ();
        g_autoptr(VdHexOutcome) trial = NULL;
        gboolean already = FALSE;

        for (guint i = 0; i + 1 < offer->advances->len; i++)
          {
            already |= g_str_equal (offer->advances->pdata[i], *ids);
            g_ptr_array_add (tried, offer->advances->pdata[i]);
          }
        if (already)
          continue;
        g_ptr_array_add (tried, *ids);
        g_ptr_array_add (tried, NULL);
        trial = outcome_of (offer, board, module, (const char * const *) tried->pdata, NULL);
        if (trial != NULL && trial->pending == NULL)
          g_ptr_array_add (candidates, *ids);
      }
  return candidates;
}

static gboolean
ask_advance (Offer *offer)
{
  VdBoard *board = vd_board_document_get_board (offer->document);
  VdHexRuleset *module = vd_board_document_get_module (offer->document);
  g_autoptr(GPtrArray) candidates = advance_candidates (offer);
  const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.advance.rule");
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (candidates->len == 0)
    return FALSE;
  /* Translators: the rule that lets victors advance (D14, 1914-RET-6). */
  body = g_strdup_printf (_("A victor may move into the hex the losers left, zones of control "
                            "ignored (%s)."), rule != NULL ? rule : "?");
  dialog = dialog_new (offer, _("Advance After Combat?"), body);
  adw_message_dialog_add_response (dialog, "none", _("_No Advance"));
  for (guint i = 0; i < candidates->len; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, candidates->pdata[i]);
      g_autofree char *id = g_strdup_printf ("advance-%u", i);
      /* Translators: a response: "Advance 1st Guards". */
      g_autofree char *label = g_strdup_printf (_("Advance %s"),
                                                unit != NULL && unit->name != NULL
                                                  ? unit->name
                                                  : (const char *) candidates->pdata[i]);

      adw_message_dialog_add_response (dialog, id, label);
      g_object_set_data_full (G_OBJECT (dialog), id, g_strdup (candidates->pdata[i]), g_free);
    }
  adw_message_dialog_set_close_response (dialog, "none");
  g_signal_connect (dialog, "response", G_CALLBACK (advance_response_cb), offer);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* The counter OUTCOME puts off the map whose re-entry die is not asked yet (1914-RET-5), or
 * NULL; none in a game without the re-entry table. */
static const char *
off_map_unasked (Offer *offer, const VdHexOutcome *outcome)
{
  VdHexRuleset *module = vd_board_document_get_module (offer->document);

  if (vd_hex_ruleset_lookup (module, "retreat.off_map.delay_by_die") == NULL)
    return NULL;
  for (guint i = 0; i < outcome->events->len; i++)
    {
      const VdBoardEvent *event = outcome->events->pdata[i];

      if (event->kind == VD_BOARD_EVENT_MOVE && event->hex == NULL && !event->eliminated &&
          event->die == 0 && !g_hash_table_contains (offer->dice, event->unit_id))
        return event->unit_id;
    }
  return NULL;
}

static void
die_response_cb (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  g_autoptr(Offer) offer = data;
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (dialog), "vd-die");
  const char *unit = g_object_get_data (G_OBJECT (dialog), "vd-unit");
  VdHexRuleset *module = vd_board_document_get_module (offer->document);
  int die = 0;

  if (g_str_equal (response, "cancel"))
    return;
  if (g_str_equal (response, "record"))
    die = gtk_spin_button_get_value_as_int (spin);
  else if (g_str_equal (response, "roll"))
    {
      g_autoptr(GRand) rand = g_rand_new ();
      VdHexDice dice;

      vd_hex_dice_from_module (module, "combat.die", &dice);
      if ((die = vd_hex_dice_roll (&dice, rand)) < 0)
        {
          offer->said (_("Vedette cannot roll this game’s die: its faces are not known"), TRUE,
                       offer->user_data);
          return;
        }
    }
  g_hash_table_replace (offer->dice, g_strdup (unit), GINT_TO_POINTER (die));
  apply (g_steal_pointer (&offer));
}

/* A counter the result puts off the map rolls its re-entry die with the result, one step
 * (1914-RET-5, as `hex apply --reentry-die`): typed, rolled by Vedette, or left for later. */
static gboolean
ask_reentry_die (Offer *offer, const VdHexOutcome *outcome)
{
  VdHexRuleset *module = vd_board_document_get_module (offer->document);
  VdBoard *board = vd_board_document_get_board (offer->document);
  const char *unit_id = off_map_unasked (offer, outcome);
  const char *rule = vd_hex_ruleset_lookup_word (module, "retreat.off_map.rule");
  const VdBoardUnit *unit;
  g_autofree char *heading = NULL, *body = NULL, *label = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *spin;
  VdHexDice dice;

  if (unit_id == NULL)
    return FALSE;
  unit = vd_board_find_unit (board, unit_id);
  vd_hex_dice_from_module (module, "combat.die", &dice);
  /* Translators: "Re-entry Die of 3rd Corps". */
  heading = g_strdup_printf (_("Re-entry Die of %s"),
                             unit != NULL && unit->name != NULL ? unit->name : unit_id);
  /* Translators: the re-entry die's dialog: its rule. */
  body = g_strdup_printf (_("It leaves the map: its die says the turn it may come back from "
                            "(%s). Typed, rolled by Vedette, or rolled later from the Units "
                            "That Come Back group."), rule != NULL ? rule : "?");
  dialog = dialog_new (offer, heading, body);
  spin = gtk_spin_button_new_with_range (dice.kind == VD_HEX_DICE_D66 ? 11 : MAX (1, dice.count),
                                         dice.kind == VD_HEX_DICE_D66 ? 66
                                         : dice.faces > 0 ? dice.count * dice.faces : 6, 1);
  /* Translators: the spin button's accessible name, "ger-a's re-entry die". */
  label = g_strdup_printf (_("%s’s re-entry die"), unit_id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  adw_message_dialog_set_extra_child (dialog, spin);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, "later", _("Roll _Later"));
  adw_message_dialog_add_response (dialog, "roll", _("_Roll"));
  adw_message_dialog_add_response (dialog, "record", _("_Record Die"));
  adw_message_dialog_set_response_appearance (dialog, "record", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "record");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "vd-die", spin);
  g_object_set_data_full (G_OBJECT (dialog), "vd-unit", g_strdup (unit_id), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (die_response_cb), offer);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* The re-entry dice given added to OUTCOME's step, each judged by the core after the result
 * (1914-RET-5); FALSE with ERROR for one refused, nothing recorded. */
static gboolean
add_reentry_dice (Offer *offer, VdHexOutcome *outcome, GError **error)
{
  VdBattle *battle = vd_board_document_get_battle (offer->document);
  VdHexRuleset *module = vd_board_document_get_module (offer->document);
  VdBoard *board = vd_board_document_get_board (offer->document);
  GHashTableIter iter;
  gpointer unit, die;

  g_hash_table_iter_init (&iter, offer->dice);
  while (g_hash_table_iter_next (&iter, &unit, &die))
    {
      VdBoardEvent *event;

      if (GPOINTER_TO_INT (die) == 0 || battle == NULL)
        continue;
      event = vd_hex_returns_die_after (vd_battle_get_setup (battle), module,
                                        vd_battle_get_n_applied (battle), outcome->events, unit,
                                        GPOINTER_TO_INT (die), error);
      if (event == NULL)
        return FALSE;
      vd_hex_odds_add_reason (outcome->reasons,
                              vd_hex_ruleset_lookup_word (module, "retreat.off_map.rule"), unit,
                              vd_board_event_describe (event, board, module));
      g_ptr_array_add (outcome->events, event);
    }
  return TRUE;
}

/* The result applied with the picks and advances so far: a retreat to choose, an advance to
 * offer, or the events recorded. */
static void
apply (Offer *offer)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOutcome) outcome = outcome_of (offer,
                                                vd_board_document_get_board (offer->document),
                                                vd_board_document_get_module (offer->document),
                                                advances_of (offer), &error);

  if (outcome == NULL)
    {
      offer->said (error->message, TRUE, offer->user_data);
      offer_free (offer);
      return;
    }
  if (outcome->pending != NULL)
    {
      ask_retreat (offer, g_steal_pointer (&outcome->pending));
      return;
    }
  if (!offer->advance_asked && ask_advance (offer))
    return;
  if (ask_reentry_die (offer, outcome))
    return;
  if (!add_reentry_dice (offer, outcome, &error))
    {
      offer->said (error->message, TRUE, offer->user_data);
      offer_free (offer);
      return;
    }
  /* NaA D16: a counter the phase moved already, moved again by this result, is said. */
  if (vd_board_document_get_battle (offer->document) != NULL)
    {
      VdBattle *battle = vd_board_document_get_battle (offer->document);

      vd_hex_outcome_moved_again (outcome, vd_battle_get_setup (battle),
                                  vd_board_document_get_module (offer->document),
                                  vd_battle_get_n_applied (battle));
    }
  record (offer, outcome);
  offer_free (offer);
}

static void
first_response_cb (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  g_autoptr(Offer) offer = data;
  g_autoptr(GError) error = NULL;
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "vd-ruling");
  GtkCheckButton *keep = g_object_get_data (G_OBJECT (dialog), "vd-keep");
  VdHexRuleset *module = vd_board_document_get_module (offer->document);
  VdBoardEvent *event;
  g_autofree char *decision = NULL, *legend = NULL;

  if (g_str_equal (response, "apply"))
    {
      apply (g_steal_pointer (&offer));
      return;
    }
  if (!g_str_equal (response, "rule") || entry == NULL)
    return;
  decision = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  if (decision[0] == '\0')
    return;
  event = vd_board_event_new (VD_BOARD_EVENT_RULING, vd_board_document_get_board (offer->document));
  event->ruling_rule = g_strdup (offer->missing_rule != NULL ? offer->missing_rule : "?");
  event->question = g_strdup (offer->missing);
  event->decision = g_strdup (decision);
  if (keep != NULL && gtk_check_button_get_active (keep) && offer->cell_row != NULL)
    {
      /* Kept as the cell in the owner's entries, as Game Charts… would. */
      if (!vd_hex_entries_keep_cell (module->id, "crt", offer->cell_row, offer->cell_column,
                                     decision, &error))
        {
          vd_board_event_free (event);
          offer->said (error->message, TRUE, offer->user_data);
          return;
        }
      event->chart = g_strdup ("crt");
      event->chart_row = g_strdup (offer->cell_row);
      event->chart_column = g_strdup (offer->cell_column);
    }
  if (!vd_board_document_record (offer->document, event, &error) ||
      (keep != NULL && gtk_check_button_get_active (keep) &&
       !vd_board_document_reload_module (offer->document, &error)))
    {
      offer->said (error->message, TRUE, offer->user_data);
      return;
    }
  /* Translators: "Ruling recorded: DR". */
  {
    g_autofree char *said = g_strdup_printf (_("Ruling recorded: %s"), decision);

    offer->said (said, FALSE, offer->user_data);
  }
  /* A ruling that is one of the chart's codes is then a result to apply. */
  module = vd_board_document_get_module (offer->document);
  legend = g_strdup_printf ("charts.crt.legend.%s", decision);
  if (strchr (decision, '.') == NULL && vd_hex_ruleset_lookup (module, legend) != NULL)
    {
      offer->result = g_steal_pointer (&decision);
      g_free (offer->meaning);
      offer->meaning = g_strdup (vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, legend)));
      ask_first (g_steal_pointer (&offer));
    }
}

static void
entry_changed_cb (GtkEditable *entry, AdwMessageDialog *dialog)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "rule", text[0] != '\0');
}

/* The result to apply, or the missing cell to rule on. */
static void
ask_first (Offer *offer)
{
  AdwMessageDialog *dialog;

  if (offer->result != NULL)
    {
      /* Translators: a result and its odds: "DR at 2:1". */
      g_autofree char *heading = g_strdup_printf (_("%s at %s"), offer->result,
                                                  offer->column != NULL ? offer->column : "?");

      dialog = dialog_new (offer, heading, offer->meaning != NULL ? offer->meaning : "");
      adw_message_dialog_add_response (dialog, "later", _("_Not Now"));
      adw_message_dialog_add_response (dialog, "apply", _("_Apply Result"));
      adw_message_dialog_set_response_appearance (dialog, "apply", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "apply");
    }
  else
    {
      /* Translators: the body of the ruling dialog: what the chart lacks, and its rule. */
      g_autofree char *body = g_strdup_printf (_("%s (%s). What do you rule?"), offer->missing,
                                               offer->missing_rule != NULL ? offer->missing_rule
                                                                           : "?");
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkWidget *entry = gtk_entry_new ();
      GtkWidget *keep = gtk_check_button_new_with_mnemonic (_("_Keep as the Chart’s Cell"));

      dialog = dialog_new (offer, _("Not in the Chart Yet"), body);
      gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("The ruling, as the chart would print it"));
      gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
      gtk_widget_set_sensitive (keep, offer->cell_row != NULL);
      gtk_box_append (GTK_BOX (box), entry);
      gtk_box_append (GTK_BOX (box), keep);
      adw_message_dialog_set_extra_child (dialog, box);
      adw_message_dialog_add_response (dialog, "later", _("_Not Now"));
      adw_message_dialog_add_response (dialog, "rule", _("_Record Ruling"));
      adw_message_dialog_set_response_appearance (dialog, "rule", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_response_enabled (dialog, "rule", FALSE);
      adw_message_dialog_set_default_response (dialog, "rule");
      g_object_set_data (G_OBJECT (dialog), "vd-ruling", entry);
      g_object_set_data (G_OBJECT (dialog), "vd-keep", keep);
      g_signal_connect (entry, "changed", G_CALLBACK (entry_changed_cb), dialog);
    }
  adw_message_dialog_set_close_response (dialog, "later");
  g_signal_connect (dialog, "response", G_CALLBACK (first_response_cb), offer);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
vd_board_result_offer (GtkWindow *parent, VdBoardDocument *document,
                       const char * const *attackers, const char * const *defenders,
                       const VdHexAttack *attack, VdBoardResultSaid said, gpointer user_data,
                       GDestroyNotify destroy)
{
  Offer *offer;

  g_return_if_fail (VD_IS_BOARD_DOCUMENT (document));
  g_return_if_fail (attack != NULL && said != NULL);

  offer = offer_new (parent, document, attackers, defenders, said, user_data, destroy);
  offer->result = g_strdup (attack->result);
  offer->column = g_strdup (attack->odds->column);
  offer->roll = attack->roll;
  offer->die = attack->die;
  offer->meaning = g_strdup (attack->meaning);
  offer->missing = g_strdup (attack->missing);
  offer->missing_rule = g_strdup (attack->missing_rule);
  offer->cell_row = g_strdup (attack->cell_row);
  offer->cell_column = g_strdup (attack->cell_column);
  /* A ruling on something before the cell (a terrain's effect) is not a chart's result. */
  if (offer->result == NULL && offer->missing == NULL)
    {
      offer_free (offer);
      return;
    }
  ask_first (offer);
}

void
vd_board_result_refuse (GtkWindow *parent, VdBoardDocument *document,
                        const char * const *attackers, const char * const *defenders,
                        VdBoardResultSaid said, gpointer user_data, GDestroyNotify destroy)
{
  Offer *offer;

  g_return_if_fail (VD_IS_BOARD_DOCUMENT (document));
  g_return_if_fail (said != NULL);

  offer = offer_new (parent, document, attackers, defenders, said, user_data, destroy);
  offer->refusal = TRUE;
  apply (offer);
}
