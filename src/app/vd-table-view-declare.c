/* The declaration tools (MASK-6): the unit picked, the pointer over an enemy shows whether it
 * may fire at it or charge it, and why not, with the rule's text; a click records it. */
#include <glib/gi18n.h>

#include "vd-journal.h"
#include "vd-move-layer.h"
#include "vd-orders.h"
#include "vd-table-view-private.h"

static gboolean
is_fire (VdTableView *self)
{
  return vd_table_tool_state_get_tool (self->tool_state) == VD_TABLE_TOOL_DECLARE_FIRE;
}

/* The id of the unit declaring, or NULL before one is picked. */
static const char *
actor_id (VdTableView *self)
{
  return vd_table_tool_state_get_actor (self->tool_state);
}

/* The enemy of the tool's unit shown at view point (X, Y), or NULL. */
static const VdUnit *
target_at (VdTableView *self, double x, double y)
{
  VdTable *table = vd_table_view_get_table (self);
  const VdUnit *unit = vd_table_view_unit_at (self, x, y);
  const VdUnit *actor = table != NULL ? vd_table_find_unit (table, actor_id (self)) : NULL;

  if (unit == NULL || actor == NULL || g_strcmp0 (unit->side, actor->side) == 0)
    return NULL;
  return unit;
}

/* The declaration on TARGET, judged on the battle as it stands with the document's sight. */
static gboolean
judge (VdTableView *self, const VdUnit *target, VdOrderAnswer *answer)
{
  VdTable *table = vd_table_view_get_table (self);
  VdRuleset *ruleset = vd_table_view_get_ruleset (self);
  VdSight *sight = vd_document_get_sight (self->document);

  if (is_fire (self))
    return vd_orders_declare_fire (table, ruleset, sight, actor_id (self), target->id, answer,
                                   NULL);
  return vd_orders_declare_charge (table, ruleset, sight, actor_id (self), target->id, NULL, 0,
                                   answer, NULL);
}

/* Why a declaration is refused, for people: what refuses it and, for a rule of the seed, its
 * text; for RANGE and ALLOWANCE the numbers. */
static char *
refusal_text (VdTableView *self, const VdOrderAnswer *answer)
{
  const VdDeclaration *d = &answer->declaration;
  const char *text = vd_ruleset_rule_text (vd_table_view_get_ruleset (self), d->refused_rule);

  if (text != NULL)
    /* Translators: the refusal, then the rule's ID and text. */
    return g_strdup_printf (_("%s. %s: %s"), answer->refusal->message, d->refused_rule, text);
  if (g_strcmp0 (d->refused_rule, "RANGE") == 0 && d->range > 0)
    /* Translators: the refusal, then the distance and the weapon's range in paces. */
    return g_strdup_printf (_("%s: %.0f paces away, range %.0f"), answer->refusal->message,
                            d->distance, d->range);
  if (g_strcmp0 (d->refused_rule, "ALLOWANCE") == 0)
    /* Translators: the refusal, then the path's cost, the allowance and the charge bonus. */
    return g_strdup_printf (_("%s: the path costs %.0f paces of %.0f + %.0f"),
                            answer->refusal->message, d->move.cost, d->move.allowance,
                            d->move.bonus);
  return g_strdup (answer->refusal->message);
}

/* " (WOOD-7, HOUSE-2)": the rules the declaration's own checks told, each once; "" when none. */
static char *
told_rules (const VdDeclaration *d)
{
  g_autoptr(GString) rules = g_string_new (NULL);
  static const char * const told[] = { "WOOD-7", "WOOD-12", "HOUSE-2", "HOUSE-5", "ROAD-3",
                                       "HILL-6", NULL };

  for (guint i = 0; told[i] != NULL; i++)
    for (guint k = 0; k < d->reasons->len; k++)
      if (g_str_equal (g_array_index (d->reasons, VdDeclarationReason, k).rule, told[i]))
        {
          g_string_append_printf (rules, "%s%s", rules->len > 0 ? ", " : " (", told[i]);
          break;
        }
  if (rules->len > 0)
    g_string_append_c (rules, ')');
  return g_string_free (g_steal_pointer (&rules), FALSE);
}

/* A unit as the readout names it: as the toasts and the journal do. */
static const char *
shown_name (VdTableView *self, const VdUnit *unit)
{
  return vd_journal_unit_name (vd_table_view_get_table (self), unit->id);
}

static char *
describe_allowed (VdTableView *self, const VdOrderAnswer *answer)
{
  const VdDeclaration *d = &answer->declaration;
  g_autofree char *rules = told_rules (d);

  if (is_fire (self))
    /* Translators: the fire tool's readout: unit, target, paces, range, the target's cover,
     * then the rules told (" (WOOD-7, HOUSE-2)", may be empty). */
    return g_strdup_printf (_("%s may fire at %s: %.0f paces, range %.0f, cover %s%s — click to "
                              "record, Esc cancels"), shown_name (self, d->unit),
                            shown_name (self, d->target), d->distance, d->range,
                            vd_cover_to_string (d->cover), rules);
  if (d->conditions != 0)
    {
      g_autofree char *conditions = vd_conditions_describe (d->conditions);

      /* Translators: the charge tool's readout: unit, target, the path's cost, allowance and
       * bonus in paces, the conditions it arrives with, the rules told (may be empty). */
      return g_strdup_printf (_("%s may charge %s: %.0f paces of %.0f + %.0f, arrives %s%s — "
                                "click to record, Esc cancels"), shown_name (self, d->unit),
                              shown_name (self, d->target), d->move.cost, d->move.allowance,
                              d->move.bonus, conditions, rules);
    }
  /* Translators: the charge tool's readout: unit, target, the path's cost, the allowance and
   * the charge bonus in paces, the rules told (" (ROAD-3)", may be empty). */
  return g_strdup_printf (_("%s may charge %s: %.0f paces of %.0f + %.0f%s — click to record, "
                            "Esc cancels"), shown_name (self, d->unit),
                          shown_name (self, d->target), d->move.cost, d->move.allowance,
                          d->move.bonus, rules);
}

void
vd_table_view_declare_hover (VdTableView *self, double x, double y)
{
  VdMoveLayer *layer = VD_MOVE_LAYER (self->move_layer);
  VdOrderAnswer answer = { .names = TRUE };
  g_autofree char *text = NULL;
  const VdUnit *target, *actor;

  if (actor_id (self) == NULL || layer == NULL)
    return;
  target = target_at (self, x, y);
  actor = vd_table_find_unit (vd_table_view_get_table (self), actor_id (self));
  if (target == NULL || actor == NULL || !judge (self, target, &answer))
    {
      vd_order_answer_clear (&answer);
      vd_table_view_tool_prompt (self);
      return;
    }
  text = answer.legal ? describe_allowed (self, &answer)
                      : refusal_text (self, &answer);
  if (answer.legal)
    vd_move_layer_show_measure (layer, actor->at,
                                is_fire (self) ? target->at : answer.declaration.contact, text);
  else
    vd_move_layer_show_text (layer, text, TRUE);
  vd_order_answer_clear (&answer);
}

void
vd_table_view_declare_click (VdTableView *self, double x, double y)
{
  g_autoptr(GError) error = NULL;
  VdOrderAnswer answer = { .names = TRUE };
  g_autofree char *target_id = NULL;
  g_autofree char *why = NULL;
  const VdUnit *target = target_at (self, x, y);
  gboolean done;

  if (target == NULL)
    return;
  /* Judged first, so that a refusal can give the rule's text. */
  if (!judge (self, target, &answer))
    {
      vd_order_answer_clear (&answer);
      return;
    }
  if (!answer.legal)
    {
      why = refusal_text (self, &answer);
      vd_order_answer_clear (&answer);
      vd_move_layer_show_text (VD_MOVE_LAYER (self->move_layer), why, TRUE);
      vd_table_view_emit_message (self, why);
      return;
    }
  vd_order_answer_clear (&answer);
  vd_table_view_forget_refused_move (self);
  /* Recording replaces the document's table: keep the id, not the unit. */
  target_id = g_strdup (target->id);
  done = is_fire (self)
           ? vd_document_declare_fire (self->document, actor_id (self), target_id, &error)
           : vd_document_declare_charge (self->document, actor_id (self), target_id, &error);
  /* Recorded, the change tells itself ("recorded"). */
  if (!done)
    {
      /* The turn's limits alone: the referee may allow it anyway. */
      vd_table_view_keep_refused_order (self, vd_table_tool_state_get_tool (self->tool_state),
                                        actor_id (self), target_id, NULL);
      vd_table_view_emit_message (self, error->message);
      return;
    }
  vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
}
