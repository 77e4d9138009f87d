#include "vd-board-roster.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "vd-error.h"

/* 6.5b: C = 1, B = 2C, A = 2B, and the levels above A by the same steps (BN's table of
 * levels, the rule notes' 3.2). */
static const struct {
  const char *name;
  guint       weight;
} levels[] = {
  { "C", 1 }, { "B", 2 }, { "A", 4 }, { "AB", 6 }, { "AA", 8 }, { "AAB", 10 }, { "AAA", 12 },
};

gboolean
vd_board_roster_is_level (const char *text, guint *weight)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (levels); i++)
    if (g_str_equal (text, levels[i].name))
      {
        if (weight != NULL)
          *weight = levels[i].weight;
        return TRUE;
      }
  return FALSE;
}

void
vd_board_roster_free (VdBoardRoster *roster)
{
  if (roster == NULL)
    return;
  g_strfreev (roster->labels);
  g_free (roster);
}

VdBoardRoster *
vd_board_roster_copy (const VdBoardRoster *roster)
{
  VdBoardRoster *copy;

  if (roster == NULL)
    return NULL;
  copy = g_memdup2 (roster, sizeof *roster);
  copy->labels = g_strdupv (roster->labels);
  return copy;
}

gboolean
vd_board_roster_equal (const VdBoardRoster *a, const VdBoardRoster *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->n_boxes != b->n_boxes || a->wreck != b->wreck || a->casualties != b->casualties ||
      a->skirmisher_boxes != b->skirmisher_boxes || a->skirmishers_out != b->skirmishers_out ||
      a->stragglers != b->stragglers || (a->labels == NULL) != (b->labels == NULL))
    return FALSE;
  for (guint i = 0; a->labels != NULL && i < a->n_boxes; i++)
    if (g_strcmp0 (a->labels[i], b->labels[i]) != 0)
      return FALSE;
  return TRUE;
}

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, VD_ERROR, VD_ERROR_INVALID, message);
  return FALSE;
}

/* One box: its mark ('_', 'X' or '/') after the MARKS before it, which must fill the row from
 * the left, casualties first. */
static gboolean
add_box (VdBoardRoster *roster, GPtrArray *labels, const char *label, char mark,
         gboolean division, GError **error)
{
  if (roster->n_boxes >= VD_BOARD_ROSTER_MAX_BOXES)
    return refuse (error, _("a roster row has at most 100 boxes"));
  if (mark != '_' && division)
    return refuse (error, _("a division's boxes are checked by its wrecked brigades: write "
                            "them empty (_)"));
  if ((mark == 'X' && (roster->stragglers > 0 || roster->casualties < roster->n_boxes)) ||
      (mark == '/' && roster->casualties + roster->stragglers < roster->n_boxes))
    return refuse (error, _("marks fill a roster row from the left: casualties (X) first, "
                            "then stragglers (/), then empty boxes (_)"));
  if (mark == 'X')
    roster->casualties++;
  else if (mark == '/')
    roster->stragglers++;
  if (!division)
    g_ptr_array_add (labels, g_strdup (label));
  roster->n_boxes++;
  return TRUE;
}

VdBoardRoster *
vd_board_roster_parse (const char *text, gboolean division, GError **error)
{
  g_autoptr(VdBoardRoster) roster = g_new0 (VdBoardRoster, 1);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *label = NULL;
  guint label_weight = G_MAXUINT, boxes_under_label = 0;
  gboolean has_wreck = FALSE;

  g_return_val_if_fail (text != NULL, NULL);

  for (const char *p = text; *p != '\0';)
    {
      if (*p == ' ' || *p == '\t' || *p == '|')
        p++;
      else if (*p == 'A' || *p == 'B' || *p == 'C')
        {
          size_t n = strspn (p, "ABC");
          g_autofree char *level = g_strndup (p, n);
          guint weight;

          if (division)
            return refuse (error, _("a division's row has boxes and its V only")), NULL;
          if (!vd_board_roster_is_level (level, &weight))
            {
              g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                           _("“%s” is not a strength of the rosters (C, B, A, AB, AA, AAB, "
                             "AAA: 6.5a)"), level);
              return NULL;
            }
          if (label != NULL && boxes_under_label == 0)
            {
              g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                           _("strength %s has no box under it"), label);
              return NULL;
            }
          if (weight >= label_weight)
            /* 6.5a: the levels weakest first; a row reads from its starting level down. */
            return refuse (error, _("a roster's strengths fall from left to right (6.5a)")),
                   NULL;
          g_free (label);
          label = g_steal_pointer (&level);
          label_weight = weight;
          boxes_under_label = 0;
          p += n;
        }
      else if (*p == 'S' || *p == 's')
        {
          if (division)
            return refuse (error, _("a division's row has boxes and its V only")), NULL;
          if (roster->n_boxes == 0)
            return refuse (error, _("skirmisher boxes (S, s) close a roster row, after its "
                                    "boxes")), NULL;
          if (roster->skirmisher_boxes >= VD_BOARD_ROSTER_MAX_BOXES)
            return refuse (error, _("a roster row has at most 100 boxes")), NULL;
          roster->skirmisher_boxes++;
          roster->skirmishers_out += *p == 's';
          p++;
        }
      else if (*p == '_' || *p == 'X' || *p == '/')
        {
          if (roster->skirmisher_boxes > 0)
            return refuse (error, _("skirmisher boxes (S, s) close a roster row, after its "
                                    "boxes")), NULL;
          if (!division && label == NULL)
            return refuse (error, _("a roster row begins with its strength (C to AAA)")), NULL;
          if (!add_box (roster, labels, label, *p, division, error))
            return NULL;
          boxes_under_label++;
          p++;
        }
      else if (*p == 'V')
        {
          if (has_wreck)
            return refuse (error, _("a roster row has one wreck mark (V)")), NULL;
          if (roster->skirmisher_boxes > 0)
            return refuse (error, _("skirmisher boxes (S, s) close a roster row, after its "
                                    "boxes")), NULL;
          if (roster->n_boxes == 0)
            return refuse (error, _("the wreck mark (V) follows at least one box")), NULL;
          roster->wreck = roster->n_boxes;
          has_wreck = TRUE;
          p++;
        }
      else
        {
          g_autofree char *shown = g_strndup (p, g_utf8_next_char (p) - p);

          g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                       _("“%s” is not part of a roster row: a strength (C to AAA), _ for a "
                         "box, X a casualty, / a straggler, V the wreck mark, S a skirmisher "
                         "box (s checked)"), shown);
          return NULL;
        }
    }
  if (roster->n_boxes == 0)
    return refuse (error, _("a roster row has at least one box")), NULL;
  if (label != NULL && boxes_under_label == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_INVALID, _("strength %s has no box under it"),
                   label);
      return NULL;
    }
  if (!division)
    {
      g_ptr_array_add (labels, NULL);
      roster->labels = (char **) g_ptr_array_steal (labels, NULL);
    }
  return g_steal_pointer (&roster);
}

char *
vd_board_roster_format (const VdBoardRoster *roster)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < roster->n_boxes; i++)
    {
      char mark = i < roster->casualties ? 'X'
                  : i < roster->casualties + roster->stragglers ? '/' : '_';

      if (roster->labels != NULL && (i == 0 || !g_str_equal (roster->labels[i],
                                                              roster->labels[i - 1])))
        g_string_append_printf (text, "%s%s ", i > 0 ? " " : "", roster->labels[i]);
      else if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append_c (text, mark);
      if (roster->wreck == i + 1)
        g_string_append (text, " V");
    }
  for (guint i = 0; i < roster->skirmisher_boxes; i++)
    g_string_append (text, i < roster->skirmishers_out ? " s" : " S");
  return g_string_free (text, FALSE);
}

guint
vd_board_roster_marked (const VdBoardRoster *roster)
{
  return roster->casualties + roster->stragglers;
}

const char *
vd_board_roster_strength (const VdBoardRoster *roster)
{
  guint first_empty = vd_board_roster_marked (roster);

  if (roster->labels == NULL || first_empty >= roster->n_boxes)
    return NULL;
  return roster->labels[first_empty];
}

gboolean
vd_board_roster_wrecked (const VdBoardRoster *roster)
{
  return roster->wreck > 0 && vd_board_roster_marked (roster) >= roster->wreck;
}

gboolean
vd_board_roster_full (const VdBoardRoster *roster)
{
  return vd_board_roster_marked (roster) >= roster->n_boxes;
}

void
vd_board_roster_record (VdBoardRoster *roster, guint casualties, guint stragglers)
{
  roster->casualties = MIN (roster->n_boxes, roster->casualties + casualties);
  /* A casualty pushes the stragglers right: those pushed past the last box are lost. */
  roster->stragglers = MIN (roster->n_boxes - roster->casualties,
                            roster->stragglers + stragglers);
}
