/* LBA's morale checks from fire losses (LBA-MC-1, LBA-MC-2, LBA-MC-3; LBA-COS-1, LBA-CHAT-2). */
#include "vd-hex-fire-checks.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-lba-marks.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-odds.h"

#define CHECKS "morale.fire_loss_checks."
#define PER_FIRE_ATTACK "per-fire-attack"

void
vd_hex_fire_checks_free (VdHexFireChecks *checks)
{
  if (checks == NULL)
    return;
  g_free (checks->row);
  g_free (checks->rule);
  g_free (checks->cell);
  g_clear_pointer (&checks->at, g_array_unref);
  g_clear_pointer (&checks->reasons, g_ptr_array_unref);
  g_free (checks->missing);
  g_free (checks->missing_rule);
  g_free (checks);
}

/* The chart's node WHAT (rows, cells, rule), or NULL. */
static const VdYamlNode *
chart_node (const VdHexRuleset *module, const char *what)
{
  const char *chart = vd_hex_ruleset_lookup_word (module, CHECKS "chart");
  g_autofree char *path = chart != NULL ? g_strdup_printf ("charts.%s.%s", chart, what) : NULL;

  return path != NULL ? vd_hex_ruleset_lookup (module, path) : NULL;
}

/* The class ROW is read by: the class it is named after (french-cavalry), else `other_rows`;
 * NULL when ROW is of none of NATION's prefixes. */
static const char *
row_class (const VdHexRuleset *module, const VdYamlNode *prefixes, const char *row)
{
  for (guint i = 0; prefixes != NULL && i < prefixes->n_children; i++)
    {
      const char *prefix = vd_hex_ruleset_word (prefixes->children[i]);
      gsize n = prefix != NULL ? strlen (prefix) : 0;

      if (n == 0 || !g_str_has_prefix (row, prefix) || row[n] != '-')
        continue;
      if (vd_hex_ruleset_class_index (module, row + n + 1) != G_MAXUINT)
        return vd_hex_ruleset_find_class (module, row + n + 1)->id;
      return vd_hex_ruleset_lookup_word (module, CHECKS "other_rows");
    }
  return NULL;
}

/* The chart's rows a counter of NATION and class UNIT_CLASS reads, in the chart's order. */
static GPtrArray *
rows_of (const VdHexRuleset *module, const char *nation, const char *unit_class)
{
  g_autofree char *path = g_strdup_printf (CHECKS "nations.%s.rows", nation);
  const VdYamlNode *prefixes = vd_hex_ruleset_lookup (module, path);
  const VdYamlNode *rows = chart_node (module, "rows");
  GPtrArray *fit = g_ptr_array_new ();

  for (guint i = 0; rows != NULL && i < rows->n_children; i++)
    {
      const char *row = vd_hex_ruleset_word (rows->children[i]);

      if (row != NULL && g_strcmp0 (row_class (module, prefixes, row), unit_class) == 0)
        g_ptr_array_add (fit, (gpointer) row);
    }
  return fit;
}

GPtrArray *
vd_hex_fire_checks_rows (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return rows_of (module, unit->nation != NULL ? unit->nation : unit->side, unit->unit_class);
}

gboolean
vd_hex_fire_checks_rows_open (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autoptr(GPtrArray) fit = vd_hex_fire_checks_rows (module, unit);

  return fit->len > 1;
}

const char *
vd_hex_fire_checks_marked_row (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autoptr(GPtrArray) fit = vd_hex_fire_checks_rows (module, unit);

  return vd_hex_lba_marked_row (module, unit, "fire_rows", fit, NULL);
}

/* The row KIND, or the only one UNIT's nation and class leave; NULL with ERROR. */
static const char *
choose_row (const VdHexRuleset *module, const VdBoardUnit *unit, const char *nation,
            const char *kind, const char *rule, GError **error)
{
  g_autoptr(GPtrArray) fit = rows_of (module, nation, unit->unit_class);
  g_autoptr(GString) listed = g_string_new (NULL);

  for (guint i = 0; i < fit->len; i++)
    {
      if (kind != NULL && g_str_equal (kind, fit->pdata[i]))
        return fit->pdata[i];
      g_string_append_printf (listed, "%s%s", listed->len > 0 ? ", " : "",
                              (const char *) fit->pdata[i]);
    }
  if (fit->len == 0)
    /* Translators: "the fire-morale-checks chart has no row for a leader of the french
     * (LBA-MC-1)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("the %s chart has no row for a %s of the %s (%s)"),
                 vd_hex_ruleset_lookup_word (module, CHECKS "chart"), unit->unit_class, nation,
                 rule);
  else if (kind == NULL && fit->len == 1)
    return fit->pdata[0];
  else if (kind == NULL && vd_hex_lba_marked_row (module, unit, "fire_rows", fit, NULL) != NULL)
    return vd_hex_lba_marked_row (module, unit, "fire_rows", fit, NULL);
  else if (kind == NULL)
    /* Translators: "give f1's row of the fire-morale-checks chart with --kind: french-ligne,
     * french-legere, … (LBA-MC-1)": the troop type is not on the counters. */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("give %s's row of the %s chart with --kind: %s (%s)"), unit->id,
                 vd_hex_ruleset_lookup_word (module, CHECKS "chart"), listed->str, rule);
  else
    {
      g_autofree char *shown = vd_error_cut (kind);

      /* Translators: "“russian-cavalry” is not a row for f1, a french infantry counter
       * (french-ligne, …) (LBA-MC-1)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is not a row for %s, a %s %s counter (%s) (%s)"), shown, unit->id,
                   nation, unit->unit_class, listed->str, rule);
    }
  return NULL;
}

/* The increments a cell names, "… (2, 4, 6...)": its first and its step; FALSE when it names
 * none or no steady step. */
static gboolean
read_cell (const char *text, int *first, int *every)
{
  const char *open = text != NULL ? strrchr (text, '(') : NULL;
  g_auto(GStrv) parts = NULL;
  int numbers[3] = { 0 }, n = 0;

  if (open == NULL)
    return FALSE;
  parts = g_strsplit (open + 1, ",", 4);
  for (guint i = 0; parts[i] != NULL && n < 3; i++)
    {
      char *end = NULL;
      long value = strtol (parts[i], &end, 10);

      if (end == parts[i] || value < 1 || value > 100)
        break;
      numbers[n++] = (int) value;
    }
  if (n < 2 || numbers[1] <= numbers[0] || (n == 3 && numbers[2] - numbers[1] !=
                                                        numbers[1] - numbers[0]))
    return FALSE;
  *first = numbers[0];
  *every = numbers[1] - numbers[0];
  return TRUE;
}

/* The increments FROM to TO (counted from 1) that call a check, added to AT (may be NULL). */
static int
count_checks (const VdHexFireChecks *checks, int from, int to, GArray *at)
{
  int n = 0;

  for (int k = MAX (from, checks->first); k <= to; k++)
    if ((k - checks->first) % checks->every == 0)
      {
        n++;
        if (at != NULL)
          g_array_append_val (at, k);
      }
  return n;
}

/* Whether the checks LOST increments call over the unit's life depend on what it lost before
 * (every loss does not; even losses do): tried for each offset the chart's step can give. */
static gboolean
depends_on_before (const VdHexFireChecks *checks, int lost)
{
  int once = count_checks (checks, 1, lost, NULL);

  for (int before = 1; before <= checks->first + checks->every; before++)
    if (count_checks (checks, before + 1, before + lost, NULL) != once)
      return TRUE;
  return FALSE;
}

/* "3, 4" or "3 to 6": the increments FROM to TO. */
static char *
span_text (int from, int to)
{
  if (from == to)
    /* Translators: one increment lost, by its number: "increment 3". */
    return g_strdup_printf (_("increment %d"), from);
  /* Translators: the increments lost, by their numbers: "increments 3 to 4". */
  return g_strdup_printf (_("increments %d to %d"), from, to);
}

/* "1 check (on 4)" or "no check". */
static char *
result_text (int n, GArray *at)
{
  g_autoptr(GString) numbers = g_string_new (NULL);

  if (n == 0)
    return g_strdup (_("no check"));
  for (guint i = 0; at != NULL && i < at->len; i++)
    g_string_append_printf (numbers, "%s%d", i > 0 ? ", " : "", g_array_index (at, int, i));
  if (numbers->len == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d check", "%d checks", n), n);
  /* Translators: "2 checks (on 2, 4)": the numbers of the increments lost that call them. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d check (on %s)", "%d checks (on %s)",
                                       n), n, numbers->str);
}

/* The Cossacks and the château's infantry, which the chart does not read; TRUE when UNIT is
 * one of them (CHECKS answered). */
static gboolean
exception (VdHexFireChecks *checks, const VdBoard *board, const VdHexRuleset *module,
           const VdBoardUnit *unit)
{
  const char *chateau = vd_hex_ruleset_lookup_word (module, CHECKS "chateau.terrain");
  g_autoptr(GPtrArray) grounds = NULL;

  if (vd_hex_lba_is_cossack (module, unit))
    {
      checks->rule = g_strdup (vd_hex_ruleset_lookup_word (module, CHECKS "cossacks.rule"));
      vd_hex_odds_add_reason (checks->reasons, checks->rule, unit->id,
                              g_strdup (_("Cossacks are not read on the chart: fired on by "
                                          "infantry not disordered or by artillery they check "
                                          "morale, casualty or not, and any casualty routs "
                                          "them (hex fire answers it)")));
      return TRUE;
    }
  if (chateau == NULL || g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (
                                      module, CHECKS "chateau.class")) != 0)
    return FALSE;
  grounds = vd_board_hex_grounds (board, module, unit->hex);
  for (guint i = 0; i < grounds->len; i++)
    if (g_strcmp0 (grounds->pdata[i], chateau) == 0)
      {
        checks->rule = g_strdup (vd_hex_ruleset_lookup_word (module, CHECKS "chateau.rule"));
        checks->known = TRUE;
        checks->at = g_array_new (FALSE, FALSE, sizeof (int));
        vd_hex_odds_add_reason (checks->reasons, checks->rule, unit->id,
                                g_strdup (_("infantry defending the château makes no morale "
                                            "check from fire")));
        return TRUE;
      }
  return FALSE;
}

/* LBA-MC-1 to 3 under lba-i-loss-count: the reading chosen, or both tried while it is open. */
static void
count_by_reading (VdHexFireChecks *checks, const VdHexRuleset *module, const char *unit_id)
{
  const char *reading = vd_hex_ruleset_lookup_word (module, CHECKS "reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  gboolean depends = depends_on_before (checks, checks->lost);
  g_autofree char *per_span = span_text (1, checks->lost);
  g_autofree char *life_span = checks->before >= 0
                               ? span_text (checks->before + 1, checks->before + checks->lost)
                               : NULL;
  g_autoptr(GArray) per_at = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) life_at = g_array_new (FALSE, FALSE, sizeof (int));
  int per = count_checks (checks, 1, checks->lost, per_at), life = per;
  g_autofree char *per_text = result_text (per, per_at);
  g_autofree char *life_text = NULL;

  if (checks->before >= 0)
    life = count_checks (checks, checks->before + 1, checks->before + checks->lost, life_at);
  life_text = result_text (life, checks->before >= 0 ? life_at : NULL);
  if (g_strcmp0 (choice, PER_FIRE_ATTACK) == 0)
    {
      checks->known = TRUE;
      checks->checks = per;
      checks->at = g_steal_pointer (&per_at);
      /* Translators: "losses counted within each fire attack: increments 1 to 2". */
      vd_hex_odds_add_reason (checks->reasons, reading, NULL,
                              g_strdup_printf (_("losses counted within each fire attack: %s"),
                                               per_span));
    }
  else if (!depends)
    {
      /* Every loss calls one: what came before changes nothing, whichever way it is read. */
      checks->known = TRUE;
      checks->checks = per;
      checks->at = checks->before >= 0 ? g_steal_pointer (&life_at) : g_steal_pointer (&per_at);
      if (checks->before < 0)
        g_array_set_size (checks->at, 0);
      vd_hex_odds_add_reason (checks->reasons, reading, NULL,
                              choice != NULL
                              ? g_strdup (_("losses counted over the unit's life: what it lost "
                                            "before changes nothing here"))
                              : g_strdup (_("open, both readings give the same, whatever was "
                                            "lost before")));
    }
  else if (checks->before < 0)
    {
      /* Over the unit's life, what it lost before decides, and it is not given. */
      checks->missing_rule = g_strdup (choice != NULL ? checks->rule : reading);
      checks->missing = choice != NULL
                        /* Translators: "the increments f1 lost before this fire: losses are
                         * counted over its life". */
                        ? g_strdup_printf (_("the increments %s lost before this fire: losses "
                                             "are counted over its life"), unit_id)
                        /* Translators: "whether losses count within each fire attack (1 check
                         * (on 2)) or over the unit's life (then the increments it lost before
                         * are needed)". */
                        : g_strdup_printf (_("whether losses count within each fire attack (%s) "
                                             "or over the unit's life (then the increments it "
                                             "lost before are needed)"), per_text);
    }
  else if (choice != NULL || per == life)
    {
      checks->known = TRUE;
      checks->checks = life;
      checks->at = g_steal_pointer (&life_at);
      vd_hex_odds_add_reason (checks->reasons, reading, NULL,
                              choice != NULL
                              /* Translators: "losses counted over the unit's life, 2 before:
                               * increments 3 to 4". */
                              ? g_strdup_printf (_("losses counted over the unit's life, %d "
                                                   "before: %s"), checks->before, life_span)
                              /* Translators: "open, both readings give the same: within the
                               * attack 1 check (on 2), over its life 1 check (on 4)". */
                              : g_strdup_printf (_("open, both readings give the same: within "
                                                   "the attack %s, over its life %s"), per_text,
                                                 life_text));
    }
  else
    {
      checks->missing_rule = g_strdup (reading);
      /* Translators: "whether losses count over the unit's life (increments 2 to 2: 1 check
       * (on 2)) or within each fire attack (increment 1: no check)". */
      checks->missing = g_strdup_printf (_("whether losses count over the unit's life (%s: %s) "
                                           "or within each fire attack (%s: %s)"),
                                         life_span, life_text, per_span, per_text);
    }
}

VdHexFireChecks *
vd_hex_fire_checks (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                    const char *kind, int lost, int before, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdYamlNode *rows = chart_node (module, "rows");
  const VdYamlNode *cells = chart_node (module, "cells");
  g_autoptr(VdHexFireChecks) checks = NULL;
  g_autofree char *rule_path = NULL, *note_path = NULL;
  const char *nation, *rule, *row, *note;
  int index;

  if (rows == NULL || cells == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no chart of morale checks from fire losses"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  if (lost < 0 || before < -1)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("increments lost are counted from 0, not %d"), MIN (lost, before));
      return NULL;
    }
  /* A counter without a nation is its side's (the French); the Coalition's must say. */
  nation = unit->nation != NULL ? unit->nation : unit->side;
  rule_path = g_strdup_printf (CHECKS "nations.%s.rule", nation);
  rule = vd_hex_ruleset_lookup_word (module, rule_path);
  checks = g_new0 (VdHexFireChecks, 1);
  checks->reasons = vd_hex_odds_reasons_new ();
  checks->lost = lost;
  checks->before = before;
  if (exception (checks, board, module, unit))
    return g_steal_pointer (&checks);
  if (rule == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no nation the fire-loss chart knows (french, russian, austrian): "
                     "give the counter its nation (%s)"), unit_id,
                   vd_hex_ruleset_word (chart_node (module, "rule")));
      return NULL;
    }
  row = choose_row (module, unit, nation, kind, rule, error);
  if (row == NULL)
    return NULL;
  if (vd_hex_fire_checks_rows_open (module, unit))
    vd_hex_odds_add_reason (checks->reasons, rule, unit_id,
                            kind == NULL
                            /* Translators: "the row french-legere, marked on the counter
                             * (legere)". */
                            ? g_strdup_printf (_("the row %s, marked on the counter (%s)"), row,
                                               vd_hex_lba_mark_listing (module, unit,
                                                                        "fire_rows", row))
                            /* Translators: "the row french-legere, named by the referee". */
                            : g_strdup_printf (_("the row %s, named by the referee"), row));
  index = vd_hex_ruleset_node_index (rows, row);
  checks->row = g_strdup (row);
  checks->rule = g_strdup (rule);
  if (index >= 0 && (guint) index < cells->n_children &&
      cells->children[index]->n_children > 0)
    checks->cell = g_strdup (vd_hex_ruleset_word (cells->children[index]->children[0]));
  if (!read_cell (checks->cell, &checks->first, &checks->every))
    {
      g_autofree char *shown = vd_error_cut (checks->cell);

      /* Translators: "the cell of russian-cavalry, “every loss”, names no increments (…)". */
      g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                   _("the cell of %s, “%s”, names no increments lost (“(2, 4, 6...)”) "
                     "(%s)"),
                   row, shown, rule);
      return NULL;
    }
  if (vd_hex_lba_is_guard_cossack (module, unit))
    vd_hex_odds_add_reason (checks->reasons,
                            vd_hex_ruleset_lookup_word (module, "special.cossacks.guard.rule"),
                            unit_id, g_strdup (_("the Guard Cossacks are regular cavalry: read "
                                                 "on the chart")));
  /* Translators: "the row french-ligne: even losses (2, 4, 6...)". */
  vd_hex_odds_add_reason (checks->reasons, rule, unit_id,
                          g_strdup_printf (_("the row %s: %s"), row, checks->cell));
  note_path = g_strdup_printf (CHECKS "row_notes.%s", row);
  note = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, note_path));
  if (note != NULL)
    vd_hex_odds_add_reason (checks->reasons, rule, NULL, g_strdup (note));
  if (lost == 0)
    {
      checks->known = TRUE;
      checks->at = g_array_new (FALSE, FALSE, sizeof (int));
      vd_hex_odds_add_reason (checks->reasons, rule, unit_id,
                              g_strdup (_("no increment lost to this fire: no check")));
      return g_steal_pointer (&checks);
    }
  count_by_reading (checks, module, unit_id);
  if (checks->known)
    {
      g_autofree char *result = result_text (checks->checks, checks->at);

      /* Translators: "2 increments lost: 1 check (on 2)". */
      vd_hex_odds_add_reason (checks->reasons, rule, unit_id,
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%d increment lost: %s",
                                                            "%d increments lost: %s", lost),
                                               lost, result));
    }
  return g_steal_pointer (&checks);
}
