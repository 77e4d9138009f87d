/* LBA's special units and the Santon in `hex info` (and, below, `hex fire` and `hex charge`). */
#include "vd-cli.h"
#include "vd-cli-hex-lba-special.h"

#include <glib/gi18n.h>
#include <string.h>

#include "vd-board-event.h"
#include "vd-hex-charge-bn.h"
#include "vd-hex-charge-lba.h"
#include "vd-hex-fire-lba.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-odds.h"
#include "vd-hex-santon.h"
#include "vd-hex-vineyard-lba.h"
#include "vd-yaml-reader.h"

/* MEMBER of OBJECT, a number or null, as text ("?" for null). */
static char *
number_text (JsonObject *object, const char *member)
{
  if (json_object_get_null_member (object, member))
    return g_strdup ("?");
  return g_strdup_printf ("%d", (int) json_object_get_int_member (object, member));
}

/* The hexsides between WORK and each hex of NEXT, printed, as a JSON array. */
static void
add_sides (JsonBuilder *builder, const Loaded *loaded, VdHex work, GArray *next)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < next->len; i++)
    {
      VdHexside side;
      g_autofree char *name = NULL;

      vd_hexside_between (work, g_array_index (next, VdHex, i), &side);
      name = vd_hex_grid_format_side (loaded->board->grid, side);
      json_builder_add_string_value (builder, name != NULL ? name : "?");
    }
  json_builder_end_array (builder);
}

/* "on_hexsides": the Sk regiments sitting on a side of HEX, each with its share here
 * (LBA-DRAG-1); left out when there are none. */
static void
add_on_hexsides (JsonBuilder *builder, const Loaded *loaded, VdHex hex)
{
  gboolean any = FALSE;

  for (guint i = 0; i < loaded->board->units->len; i++)
    {
      const VdBoardUnit *unit = loaded->board->units->pdata[i];
      g_autofree char *name = NULL;
      VdHexside side;
      guint share = 0;
      gboolean known;

      if (!vd_hex_lba_is_sk (loaded->module, unit) ||
          !(vd_hex_equal (unit->hex, hex) || vd_hex_equal (unit->across, hex)))
        continue;
      if (!any)
        {
          json_builder_set_member_name (builder, "on_hexsides");
          json_builder_begin_array (builder);
          any = TRUE;
        }
      vd_hexside_between (unit->hex, unit->across, &side);
      name = vd_hex_grid_format_side (loaded->board->grid, side);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, unit->id);
      json_builder_set_member_name (builder, "hexside");
      json_builder_add_string_value (builder, name != NULL ? name : "?");
      known = vd_hex_lba_sk_share (loaded->module, unit, &share);
      json_builder_set_member_name (builder, "increments_here");
      vd_cli_add_int_or_null (builder, known, share);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder,
                                     vd_hex_ruleset_lookup_word (loaded->module,
                                                                 "special.russian_dragoons.sk.rule"));
      json_builder_end_object (builder);
    }
  if (any)
    json_builder_end_array (builder);
}

/* "spread_in": the battalions spread into HEX from their own, each with the hexes it holds and
 * the increments that count here (LBA-VIN-3); left out when there are none. */
static void
add_spread_in (JsonBuilder *builder, const Loaded *loaded, VdHex hex)
{
  const char *most = vd_hex_ruleset_lookup_word (loaded->module,
                                                 "special.vineyard.spread.increments");
  gboolean any = FALSE;

  for (guint i = 0; i < loaded->board->units->len; i++)
    {
      const VdBoardUnit *unit = loaded->board->units->pdata[i];
      g_autofree char *own = NULL;
      guint64 increments;

      if (!vd_hex_vineyard_spreads_into (unit, hex))
        continue;
      if (!any)
        {
          json_builder_set_member_name (builder, "spread_in");
          json_builder_begin_array (builder);
          any = TRUE;
        }
      own = vd_board_format_hex (loaded->board, unit->hex);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, unit->id);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, own);
      json_builder_set_member_name (builder, "increments_here");
      if (unit->strength != NULL && most != NULL &&
          g_ascii_string_to_unsigned (unit->strength, 10, 0, G_MAXUINT, &increments, NULL))
        json_builder_add_int_value (builder, MIN (increments, g_ascii_strtoull (most, NULL, 10)));
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder,
                                     vd_hex_ruleset_lookup_word (loaded->module,
                                                                 "special.vineyard.spread.rule"));
      json_builder_end_object (builder);
    }
  if (any)
    json_builder_end_array (builder);
}

void
vd_cli_hex_lba_info (JsonBuilder *builder, const Loaded *loaded, VdHex hex)
{
  g_autoptr(GArray) front = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GArray) rear = g_array_new (FALSE, FALSE, sizeof (VdHex));
  const char *rule = vd_hex_santon_word (loaded->module, "fire_defence.rule");
  int front_value = 0, rear_value = 0;
  gboolean front_known, rear_known;

  add_on_hexsides (builder, loaded, hex);
  add_spread_in (builder, loaded, hex);
  if (!vd_hex_santon_is_work (loaded->board, loaded->module, hex))
    return;
  vd_hex_santon_sides (loaded->board, loaded->module, hex, front, rear);
  json_builder_set_member_name (builder, "santon");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "front");
  add_sides (builder, loaded, hex, front);
  json_builder_set_member_name (builder, "rear");
  add_sides (builder, loaded, hex, rear);
  json_builder_set_member_name (builder, "fire_defence");
  json_builder_begin_object (builder);
  front_known = vd_hex_santon_fire_defence (loaded->module, VD_HEX_SANTON_FRONT, &front_value,
                                            &rule);
  rear_known = vd_hex_santon_fire_defence (loaded->module, VD_HEX_SANTON_REAR, &rear_value,
                                           &rule);
  json_builder_set_member_name (builder, "front");
  vd_cli_add_int_or_null (builder, front_known, front_value);
  json_builder_set_member_name (builder, "rear");
  vd_cli_add_int_or_null (builder, rear_known, rear_value);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "rule");
  vd_cli_hex_add_string_or_null (builder, rule);
  if (front->len != 2)
    {
      /* LBA-SANTON-2 gives every work exactly 2 fronts: the board marks another number. */
      g_autofree char *why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "%u front hexside marked with %s; "
                                                           "an earthwork has 2",
                                                           "%u front hexsides marked with %s; "
                                                           "an earthwork has 2", front->len),
                                              front->len,
                                              vd_hex_santon_word (loaded->module,
                                                                  "front_feature"));

      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, why);
    }
  json_builder_end_object (builder);
}

void
vd_cli_check_santon (const char *path, const VdYamlDocument *doc, const VdBoard *board,
                     const VdHexRuleset *module)
{
  const VdYamlNode *hexes = vd_yaml_lookup (doc->root, "hexes");

  for (guint i = 0; hexes != NULL && i < board->hexes->len; i++)
    {
      const VdBoardHex *entry = board->hexes->pdata[i];
      g_autoptr(GArray) front = g_array_new (FALSE, FALSE, sizeof (VdHex));
      g_autoptr(GArray) rear = g_array_new (FALSE, FALSE, sizeof (VdHex));
      g_autofree char *label = NULL;
      const VdYamlNode *node;

      if (!vd_hex_santon_is_work (board, module, entry->hex))
        continue;
      vd_hex_santon_sides (board, module, entry->hex, front, rear);
      if (front->len == 2)
        continue;
      label = vd_board_format_hex (board, entry->hex);
      node = vd_yaml_lookup (hexes, label);
      /* Translators: "FILE:LINE:COLUMN: warning: 0303: 1 front hexside marked with
       * earthwork-front; an earthwork has 2 (LBA-SANTON-2)". */
      g_printerr (g_dngettext (GETTEXT_PACKAGE,
                               "%s:%u:%u: warning: %s: %u front hexside marked with %s; an "
                               "earthwork has 2 (%s)\n",
                               "%s:%u:%u: warning: %s: %u front hexsides marked with %s; an "
                               "earthwork has 2 (%s)\n", front->len),
                  path, node != NULL ? node->line : 0, node != NULL ? node->column : 0, label,
                  front->len, vd_hex_santon_word (module, "front_feature"),
                  vd_hex_santon_word (module, "fire_defence.rule"));
    }
}

/* A JSON array of strings, joined by ", ". */
static char *
joined (JsonArray *list)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (list); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", json_array_get_string_element (list, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
vd_cli_hex_lba_info_text (const Loaded *loaded, JsonObject *info)
{
  JsonObject *santon, *defence;
  g_autofree char *front = NULL, *rear = NULL, *front_value = NULL, *rear_value = NULL;

  (void) loaded;
  if (json_object_has_member (info, "on_hexsides"))
    {
      JsonArray *list = json_object_get_array_member (info, "on_hexsides");

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *entry = json_array_get_object_element (list, i);
          g_autofree char *share = number_text (entry, "increments_here");

          /* Translators: "  d1 in Sk mode on the hexside 0505|0506: 3 increments here
           * (LBA-DRAG-1)". */
          g_print (_("  %s in Sk mode on the hexside %s: %s increments here (%s)\n"),
                   json_object_get_string_member (entry, "unit"),
                   json_object_get_string_member (entry, "hexside"), share,
                   json_object_get_string_member (entry, "rule"));
        }
    }
  if (json_object_has_member (info, "spread_in"))
    {
      JsonArray *list = json_object_get_array_member (info, "spread_in");

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *entry = json_array_get_object_element (list, i);
          g_autofree char *share = number_text (entry, "increments_here");

          /* Translators: "  b7 spread here from 0605: up to 3 increments here (LBA-VIN-3)". */
          g_print (_("  %s spread here from %s: up to %s increments here (%s)\n"),
                   json_object_get_string_member (entry, "unit"),
                   json_object_get_string_member (entry, "hex"), share,
                   json_object_get_string_member (entry, "rule"));
        }
    }
  if (!json_object_has_member (info, "santon"))
    return;
  santon = json_object_get_object_member (info, "santon");
  defence = json_object_get_object_member (santon, "fire_defence");
  front = joined (json_object_get_array_member (santon, "front"));
  rear = joined (json_object_get_array_member (santon, "rear"));
  front_value = number_text (defence, "front");
  rear_value = number_text (defence, "rear");
  /* Translators: "  earthwork front: 0303|0402, 0303|0403 (fire defence 10); rear: …
   * (fire defence 6) (LBA-SANTON-2)". */
  g_print (_("  earthwork front: %s (fire defence %s); rear: %s (fire defence %s) (%s)\n"),
           front, front_value, rear, rear_value, json_object_get_string_member (santon, "rule"));
  if (json_object_has_member (santon, "why"))
    g_print ("  %s (%s)\n", json_object_get_string_member (santon, "why"),
             json_object_get_string_member (santon, "rule"));
}

static void
print_reasons (GPtrArray *reasons)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
}

/* LBA-COS-1: the Cossacks' rout as the target's state, one undo step in the board's journal. */
static gboolean
apply_rout (Loaded *loaded, const char *target, const VdHexFireLba *fire, int lost,
            GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STATE, loaded->board);

  event->unit_id = g_strdup (target);
  event->state = g_strdup (fire->casualty_state);
  /* Translators: the journal's note: "fire, 1 increment lost: routed (LBA-COS-1)". */
  event->note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "fire, %d increment lost: %s (%s)",
                                              "fire, %d increments lost: %s (%s)", lost),
                                 lost, fire->casualty_state, fire->casualty_rule);
  g_ptr_array_add (events, event);
  return vd_cli_hex_append_events (loaded, events, error);
}

int
vd_cli_hex_fire_lba (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFireLba) fire = NULL;
  g_auto(GStrv) firers = NULL;
  gboolean applied = FALSE;

  (void) argv;
  if (argc != 1 || options->fire == NULL || options->target == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex fire wants BOARD --fire UNIT[=TYPE[:FORMATION]]"
                                              "[,…] --target UNIT [--roll NN] [--lost N "
                                              "[--apply]] on this game's board"));
  /* ID=TYPE:FORMATION: an infantry firer's troop type and a disordered one's formation. */
  firers = g_strsplit (options->fire, ",", -1);
  fire = vd_hex_fire_lba (loaded->board, loaded->module, (const char * const *) firers,
                          options->target, options->lost > 0 ? options->lost : -1, &error);
  if (fire == NULL ||
      (options->roll != 0 &&
       !vd_hex_fire_lba_ice (fire, loaded->board, loaded->module, options->target, options->roll,
                             &error)))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && fire->routed)
    {
      if (!apply_rout (loaded, options->target, fire, options->lost, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "target");
      json_builder_add_string_value (builder, options->target);
      json_builder_set_member_name (builder, "fire_defence");
      vd_cli_add_int_or_null (builder, fire->defence_known, fire->fire_defence);
      json_builder_set_member_name (builder, "fire_defence_rule");
      vd_cli_hex_add_string_or_null (builder, fire->defence_rule);
      json_builder_set_member_name (builder, "fire_factors");
      vd_cli_add_double_or_null (builder, fire->factors_known, fire->factors);
      if (fire->factors_missing != NULL)
        vd_cli_hex_add_rule_why (builder, "fire_factors_missing", fire->factors_missing_rule,
                                 fire->factors_missing);
      vd_cli_hex_add_odds_reasons (builder, fire->reasons);
      if (fire->ice_rule != NULL)
        {
          json_builder_set_member_name (builder, "ice");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "roll");
          json_builder_add_int_value (builder, fire->ice_roll);
          json_builder_set_member_name (builder, "broken");
          json_builder_add_boolean_value (builder, fire->ice_broken);
          json_builder_set_member_name (builder, "rule");
          json_builder_add_string_value (builder, fire->ice_rule);
          json_builder_end_object (builder);
        }
      if (fire->casualty_rule != NULL)
        {
          json_builder_set_member_name (builder, "cossacks");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "morale_check");
          json_builder_add_boolean_value (builder, fire->morale_check);
          json_builder_set_member_name (builder, "on_casualty");
          vd_cli_hex_add_string_or_null (builder, fire->casualty_state);
          json_builder_set_member_name (builder, "routed");
          json_builder_add_boolean_value (builder, fire->routed);
          json_builder_set_member_name (builder, "applied");
          json_builder_add_boolean_value (builder, applied);
          json_builder_set_member_name (builder, "rule");
          json_builder_add_string_value (builder, fire->casualty_rule);
          json_builder_end_object (builder);
        }
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, "unknown: supply it");
      if (fire->missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", fire->missing_rule, fire->missing);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (fire->defence_known)
    /* Translators: "fire at k1: fire defence 10 (LBA-SANTON-2)". */
    g_print (_("fire at %s: fire defence %d (%s)\n"), options->target, fire->fire_defence,
             fire->defence_rule);
  else
    g_print (_("fire at %s: fire defence unknown\n"), options->target);
  if (fire->factors_known)
    /* Translators: "  fire factors 27 (LBA-FIRE-1)". */
    g_print (_("  fire factors %g (%s)\n"), fire->factors,
             vd_hex_ruleset_lookup_word (loaded->module, "combat.fire.infantry_factors.rule"));
  else if (fire->factors_missing != NULL)
    /* Translators: "  fire factors unknown, supply them: fd is disordered: … (LBA-FIRE-2)". */
    g_print (_("  fire factors unknown, supply them: %s (%s)\n"), fire->factors_missing,
             fire->factors_missing_rule != NULL ? fire->factors_missing_rule : "?");
  print_reasons (fire->reasons);
  if (fire->ice_broken)
    /* Translators: "  the ice breaks under k1: one die of increments lost (LBA-ICE-4)". */
    g_print (_("  the ice breaks under %s: one die of increments lost (%s)\n"), options->target,
             fire->ice_rule);
  if (fire->morale_check)
    /* Translators: "  k1 checks morale, casualty or not (LBA-COS-1)". */
    g_print (_("  %s checks morale, casualty or not (%s)\n"), options->target, fire->check_rule);
  if (fire->routed)
    g_print (_("  %s: %s (%s)\n"), options->target, fire->casualty_state, fire->casualty_rule);
  if (applied)
    /* Translators: "  recorded: k1 becomes routed (one undo step)". */
    g_print (_("  recorded: %s becomes %s (one undo step)\n"), options->target,
             fire->casualty_state);
  else if (options->apply)
    g_print ("%s\n", _("  nothing recorded: no rout to apply"));
  if (fire->missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), fire->missing,
             fire->missing_rule != NULL ? fire->missing_rule : "?");
  return VD_CLI_OK;
}

/* The charge's course (LBA): "course" step by step, "recall" as rolled (null: not rolled),
 * "applied" for a recalled charger moved back. */
static void
add_course_json (JsonBuilder *builder, const VdHexChargeCourse *course, gboolean applied)
{
  json_builder_set_member_name (builder, "course");
  json_builder_begin_array (builder);
  for (guint i = 0; i < course->steps->len; i++)
    {
      const VdHexChargeStep *step = course->steps->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "step");
      json_builder_add_string_value (builder, step->step);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, step->rule);
      json_builder_set_member_name (builder, "what");
      json_builder_add_string_value (builder, step->what);
      if (step->missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", step->missing_rule, step->missing);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "recall");
  if (course->recall_row == NULL)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "row");
      json_builder_add_string_value (builder, course->recall_row);
      json_builder_set_member_name (builder, "needed");
      json_builder_add_int_value (builder, course->recall_needed);
      json_builder_set_member_name (builder, "roll");
      vd_cli_add_int_or_null (builder, course->recall != NULL,
                              course->recall != NULL ? course->recall->roll : 0);
      json_builder_set_member_name (builder, "modified");
      vd_cli_add_int_or_null (builder, course->recall != NULL,
                              course->recall != NULL ? course->recall->modified : 0);
      json_builder_set_member_name (builder, "recalled");
      if (course->recall != NULL)
        json_builder_add_boolean_value (builder, course->recall->recalled);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, "LBA-REC-1");
      json_builder_end_object (builder);
    }
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
}

int
vd_cli_hex_charge (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCharge) charge = NULL;
  g_autoptr(VdHexChargeCourse) course = NULL;
  gboolean applied = FALSE;
  gboolean recorded_roll = FALSE;
  const char *verdict;

  if (vd_hex_bn_charge_known (loaded->module) && argc >= 2 && options->target != NULL)
    {
      g_autoptr(GStrvBuilder) chargers = g_strv_builder_new ();
      g_auto(GStrv) ids = NULL;

      for (int i = 1; i < argc; i++)
        g_strv_builder_add (chargers, argv[i]);
      ids = g_strv_builder_end (chargers);
      charge = vd_hex_bn_charge (loaded->setup, loaded->module, G_MAXUINT,
                                 (const char * const *) ids, options->target, options->reaction,
                                 &error);
    }
  else if (argc != 2 || options->target == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex charge wants BOARD UNIT --target UNIT"));
  else
    {
      course = vd_hex_lba_charge_course (loaded->board, loaded->module, argv[1], options->target,
                                         options->kind, options->personality, options->roll,
                                         &error);
      if (course != NULL)
        charge = g_steal_pointer (&course->charge);
    }
  if (charge == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* LBA-REC-1: with --apply the recall die rolled is kept as a `roll` event and a recalled
   * charger moved back where the referee says, both one undo step. */
  if (course != NULL && (options->back_to != NULL || options->apply))
    {
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (
        (GDestroyNotify) vd_board_event_free);

      if (options->apply && course->recall != NULL)
        {
          VdBoardEvent *roll = vd_hex_lba_recall_event (loaded->board, course, argv[1], &error);

          if (roll == NULL)
            {
              vd_cli_print_error (error);
              return VD_CLI_INVALID;
            }
          g_ptr_array_add (events, roll);
        }
      if (options->back_to != NULL)
        {
          VdBoardEvent *back = vd_hex_lba_charge_back_event (loaded->board, course, argv[1],
                                                             options->back_to, &error);

          if (back == NULL)
            {
              vd_cli_print_error (error);
              return VD_CLI_INVALID;
            }
          g_ptr_array_add (events, back);
        }
      /* Worked out first: appending takes the events. */
      applied = options->apply && events->len > 0;
      recorded_roll = applied && course->recall != NULL;
      if (applied && !vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  verdict = charge->refused != NULL ? "refused" : charge->missing != NULL ? "unknown" : "allowed";
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, argv[1]);
      if (vd_hex_bn_charge_known (loaded->module))
        {
          json_builder_set_member_name (builder, "chargers");
          json_builder_begin_array (builder);
          for (int i = 1; i < argc; i++)
            json_builder_add_string_value (builder, argv[i]);
          json_builder_end_array (builder);
        }
      json_builder_set_member_name (builder, "target");
      json_builder_add_string_value (builder, options->target);
      json_builder_set_member_name (builder, "legal");
      if (charge->refused != NULL)
        json_builder_add_boolean_value (builder, FALSE);
      else if (charge->missing != NULL)
        json_builder_add_null_value (builder);
      else
        json_builder_add_boolean_value (builder, TRUE);
      vd_cli_hex_add_odds_reasons (builder, charge->reasons);
      if (charge->refused != NULL)
        vd_cli_hex_add_rule_why (builder, "refused", charge->refused_rule, charge->refused);
      if (charge->missing != NULL)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "unknown: supply it");
          vd_cli_hex_add_rule_why (builder, "missing", charge->missing_rule, charge->missing);
        }
      if (charge->contact != NULL)
        vd_cli_hex_add_rule_why (builder, "contact", charge->contact_rule, charge->contact);
      if (charge->morale_rule != NULL)
        {
          json_builder_set_member_name (builder, "defender_morale");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "modifier");
          vd_cli_add_int_or_null (builder, charge->morale_known, charge->morale_modifier);
          json_builder_set_member_name (builder, "rule");
          json_builder_add_string_value (builder, charge->morale_rule);
          if (charge->morale_missing != NULL)
            vd_cli_hex_add_rule_why (builder, "missing", charge->morale_rule,
                                     charge->morale_missing);
          json_builder_end_object (builder);
        }
      if (charge->unchecked != NULL)
        vd_cli_hex_add_reasons_named (builder, "unchecked", charge->unchecked);
      if (course != NULL)
        add_course_json (builder, course, applied);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (g_str_equal (verdict, "refused"))
    /* Translators: "charge of k1 at r1: refused, Cossacks charge no infantry … (LBA-COS-2)". */
    g_print (_("charge of %s at %s: refused, %s (%s)\n"), argv[1], options->target,
             charge->refused, charge->refused_rule);
  else if (g_str_equal (verdict, "unknown"))
    g_print (_("charge of %s at %s: unknown, supply it: %s (%s)\n"), argv[1], options->target,
             charge->missing, charge->missing_rule);
  else
    g_print (_("charge of %s at %s: allowed by the rules Vedette knows\n"), argv[1],
             options->target);
  print_reasons (charge->reasons);
  if (charge->contact != NULL)
    g_print ("  %s  %s\n", charge->contact_rule, charge->contact);
  if (charge->morale_rule != NULL && charge->morale_known)
    /* Translators: "  r1's morale roll when charged: +12 from what the board says (LBA-CHG-1)". */
    g_print (_("  %s's morale roll when charged: %+d from what the board says (%s)\n"),
             options->target, charge->morale_modifier, charge->morale_rule);
  else if (charge->morale_rule != NULL)
    g_print (_("  %s's morale roll when charged: unknown, supply it: %s (%s)\n"),
             options->target, charge->morale_missing, charge->morale_rule);
  for (guint i = 0; charge->unchecked != NULL && i < charge->unchecked->len; i++)
    {
      const VdHexOddsReason *open = charge->unchecked->pdata[i];

      /* Translators: "  the referee's: the direction: … (24.1b)". */
      g_print (_("  the referee's: %s (%s)\n"), open->what, open->rule);
    }
  for (guint i = 0; course != NULL && i < course->steps->len; i++)
    {
      const VdHexChargeStep *step = course->steps->pdata[i];

      /* Translators: "  then: t1 checks morale, +12 … (LBA-CHG-1)". */
      g_print (_("  then: %s (%s)\n"), step->what, step->rule);
      if (step->missing != NULL)
        g_print (_("    unknown, supply it: %s (%s)\n"), step->missing, step->missing_rule);
    }
  if (recorded_roll && options->back_to == NULL)
    g_print ("%s\n", _("  the recall die kept in the board’s journal, one step to undo"));
  else if (recorded_roll)
    g_print (_("  the recall die kept and moved back to %s in the board’s journal, one step "
               "to undo\n"), options->back_to);
  else if (applied)
    g_print (_("  moved back to %s, kept in the board’s journal, one step to undo\n"),
             options->back_to);
  return VD_CLI_OK;
}
