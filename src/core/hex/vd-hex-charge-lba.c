/* LBA's charge, step by step as far as the Special Rules go (LBA-REC-1, LBA-CHG-1, LBA-GEN-1). */
#include "vd-hex-charge-lba.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-grid.h"

/* The Premier Rules hold every morale procedure and result table: missing (LBA-GEN-1). */
#define PREMIER "LBA-GEN-1"

static void
step_free (VdHexChargeStep *step)
{
  g_free (step->step);
  g_free (step->rule);
  g_free (step->what);
  g_free (step->missing);
  g_free (step->missing_rule);
  g_free (step);
}

/* A step of COURSE (WHAT and MISSING taken), MISSING by MISSING_RULE. */
static void
add_step_by (VdHexChargeCourse *course, const char *step, const char *rule, char *what,
             char *missing, const char *missing_rule)
{
  VdHexChargeStep *added = g_new0 (VdHexChargeStep, 1);

  added->step = g_strdup (step);
  added->rule = g_strdup (rule);
  added->what = what;
  added->missing = missing;
  added->missing_rule = missing != NULL ? g_strdup (missing_rule) : NULL;
  g_ptr_array_add (course->steps, added);
}

/* The same, MISSING (or NULL) being the missing Premier Rules'. */
static void
add_step (VdHexChargeCourse *course, const char *step, const char *rule, char *what,
          char *missing)
{
  add_step_by (course, step, rule, what, missing, PREMIER);
}

/* LBA-REC-1: the charger's recall, rolled when ROLL is given, its row and need read anyway. */
static gboolean
add_recall (VdHexChargeCourse *course, const VdBoard *board, const VdHexRuleset *module,
            const char *charger, const char *kind, gboolean personality, int roll,
            GError **error)
{
  const VdHexDice die = { VD_HEX_DICE_SUM, 1, 6 };
  g_autoptr(GError) no_row = NULL;
  g_autoptr(VdHexRecall) probe = NULL;
  char *what;

  if (roll != 0 && !vd_hex_dice_check (&die, roll, error))
    return FALSE;
  /* The row and the die it needs do not depend on the roll: read them with any face. */
  probe = vd_hex_recall (board, module, charger, kind, personality, roll != 0 ? roll : 1,
                         &no_row);
  if (probe == NULL)
    {
      /* Its row not given (light or heavy), or none its class reads: the referee's. */
      add_step_by (course, "recall", "LBA-REC-1",
                   g_strdup (_("after the charge, the charger rolls one die on the recall chart")),
                   g_strdup (no_row->message), "LBA-REC-1");
      return TRUE;
    }
  course->recall_row = g_strdup (probe->row);
  course->recall_needed = probe->needed;
  if (roll == 0)
    /* Translators: "after the charge, c1 rolls one die to recall: russian-light, 3 or higher". */
    what = g_strdup_printf (_("after the charge, %s rolls one die to recall: %s, %d or higher%s"),
                            charger, probe->row, probe->needed,
                            personality ? _(", +1 for its personality") : "");
  else
    {
      what = g_strdup_printf (probe->recalled
                              /* Translators: "after the charge, c1's recall: russian-light,
                               * 3 or higher: die 4, recalled". */
                              ? _("after the charge, %s's recall: %s, %d or higher: die %d, "
                                  "recalled")
                              : _("after the charge, %s's recall: %s, %d or higher: die %d, "
                                  "not recalled"),
                              charger, probe->row, probe->needed, probe->modified);
      course->recall = g_steal_pointer (&probe);
    }
  add_step (course, "recall", "LBA-REC-1", what, NULL);
  return TRUE;
}

VdHexChargeCourse *
vd_hex_lba_charge_course (const VdBoard *board, const VdHexRuleset *module, const char *charger,
                          const char *target_id, const char *kind, gboolean personality,
                          int roll, GError **error)
{
  g_autoptr(VdHexChargeCourse) course = g_new0 (VdHexChargeCourse, 1);
  const VdBoardUnit *target;

  course->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  course->charge = vd_hex_lba_charge (board, module, charger, target_id, error);
  if (course->charge == NULL)
    return NULL;
  if (course->charge->refused != NULL)
    return g_steal_pointer (&course);
  target = vd_board_find_unit (board, target_id);
  /* LBA-CAR-1: infantry charged may try carré first; its result is the state read below. */
  if (g_strcmp0 (target->unit_class, "infantry") == 0 &&
      vd_hex_ruleset_lookup (module, "combat.carre.charts") != NULL &&
      g_strcmp0 (target->state, "carre") != 0)
    add_step (course, "carre", "LBA-CAR-1",
              /* Translators: "t1 may try to form carré first (hex carre): its result is the
               * state its morale check reads". */
              g_strdup_printf (_("%s may try to form carré first (hex carre): its result is the "
                                 "state its morale check reads"), target_id),
              NULL);
  /* LBA-DRAG-3: an Sk regiment checks on contact; the check itself is the Premier Rules'. */
  if (course->charge->contact != NULL)
    add_step (course, "contact", course->charge->contact_rule,
              g_strdup (course->charge->contact),
              g_strdup (_("the morale check's procedure is in the missing Premier Rules")));
  /* LBA-CHG-1: the modifier is the seed's, the roll and its table are not. */
  if (course->charge->morale_rule != NULL)
    {
      char *what = course->charge->morale_known
                   /* Translators: "t1 checks morale, +12 from what the board says". */
                   ? g_strdup_printf (_("%s checks morale, %+d from what the board says, with "
                                        "the rows left to the referee"), target_id,
                                      course->charge->morale_modifier)
                   : g_strdup_printf (_("%s checks morale, its modifier: %s"), target_id,
                                      course->charge->morale_missing);

      add_step (course, "defender-morale", course->charge->morale_rule, what,
                g_strdup (_("the morale check's procedure and table are in the missing Premier "
                            "Rules")));
    }
  /* LBA-PRE-1, LBA-MEL-1: the pre-melee checks and the melee values are `hex odds`'. */
  if (course->charge->contact == NULL)
    add_step (course, "melee", "LBA-PRE-1",
              g_strdup (_("the melee that follows: the pre-melee checks' modifiers and the "
                          "melee values (hex odds)")),
              g_strdup (_("the pre-melee check and the melee results table are in the missing "
                          "Premier Rules")));
  if (!add_recall (course, board, module, charger, kind, personality, roll, error))
    return NULL;
  /* LBA-REC-1 says who recalls, not where to: a recalled charge moves back as the referee
   * rules (the Premier Rules missing). */
  add_step (course, "after-recall", "LBA-REC-1",
            g_strdup (_("a recalled charger moves back to the hex the referee names (--back-to "
                        "HEX --apply); one not recalled goes on as the Premier Rules say")),
            g_strdup (_("where a recalled charge goes, and what one not recalled does, are in "
                        "the missing Premier Rules")));
  return g_steal_pointer (&course);
}

void
vd_hex_lba_charge_course_free (VdHexChargeCourse *course)
{
  if (course == NULL)
    return;
  vd_hex_lba_charge_free (course->charge);
  if (course->steps != NULL)
    g_ptr_array_unref (course->steps);
  vd_hex_recall_free (course->recall);
  g_free (course->recall_row);
  g_free (course);
}

VdBoardEvent *
vd_hex_lba_charge_back_event (const VdBoard *board, const VdHexChargeCourse *course,
                              const char *charger, const char *back_to, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, charger);
  VdBoardEvent *event;
  VdHex hex;

  if (course->recall == NULL || !course->recall->recalled)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is not recalled: only a recalled charge moves back (LBA-REC-1)"),
                   charger);
      return NULL;
    }
  if (!vd_hex_grid_parse (board->grid, back_to, &hex) || !vd_hex_grid_contains (board->grid, hex))
    {
      g_autofree char *shown = vd_error_cut (back_to);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("“%s” is not a hex of the map"), shown);
      return NULL;
    }
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (other->placed && vd_hex_equal (other->hex, hex) &&
          g_strcmp0 (other->side, unit->side) != 0)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is held by the enemy (%s): a recalled charge moves back, not into "
                         "the enemy"), back_to, other->id);
          return NULL;
        }
    }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (charger);
  event->hex = vd_board_format_hex (board, hex);
  event->facing = -1;
  /* Translators: the journal's note: "recalled, die 4, moved back where the referee rules
   * (LBA-REC-1; where to is the missing Premier Rules', LBA-GEN-1)". */
  event->note = g_strdup_printf (_("recalled, die %d, moved back where the referee rules (%s; "
                                   "where to is the missing Premier Rules’, %s)"),
                                 course->recall->modified, course->recall->rule, PREMIER);
  return event;
}

VdBoardEvent *
vd_hex_lba_recall_event (const VdBoard *board, const VdHexChargeCourse *course,
                         const char *charger, GError **error)
{
  VdBoardEvent *event;

  g_return_val_if_fail (board != NULL && course != NULL && charger != NULL, NULL);

  if (course->recall == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no recall die rolled yet (LBA-REC-1)"));
      return NULL;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_ROLL, board);
  event->test = g_strdup ("recall");
  event->unit_id = g_strdup (charger);
  event->ruling_rule = g_strdup (course->recall->rule);
  event->die = course->recall->roll;
  event->has_modified = TRUE;
  event->modified = course->recall->modified;
  event->needed = course->recall->needed;
  event->chart_row = g_strdup (course->recall->row);
  event->result = g_strdup (course->recall->recalled ? "recalled" : "not-recalled");
  return event;
}
