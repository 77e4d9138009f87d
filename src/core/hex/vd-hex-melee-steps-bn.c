/* BN's melee, steps A to F (8.3, 23.0, 23.1), each by its rule. */
#include "vd-hex-melee-steps-bn.h"

#include <glib/gi18n-lib.h>

#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-melee-limits-bn.h"
#include "vd-hex-odds.h"

#define PROCEDURE "combat.melee.procedure."

typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  GPtrArray          *attackers;   /* VdBoardUnit* */
  GPtrArray          *defenders;
  VdHexSteps         *steps;
} Melee;

static const char *
word (const Melee *m, const char *key)
{
  return vd_hex_ruleset_word_under (m->module, PROCEDURE, key);
}

static gboolean
listed (const Melee *m, const char *key, const char *value)
{
  return vd_hex_ruleset_list_under_has (m->module, PROCEDURE, key, value);
}

/* The counters of IDS on the board, or NULL with ERROR. */
static GPtrArray *
units_of (const VdBoard *board, const char * const *ids, GError **error)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, ids[i]);

      if (unit == NULL || !unit->placed)
        {
          g_autofree char *shown = vd_error_cut (ids[i]);

          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"),
                       shown);
          return NULL;
        }
      g_ptr_array_add (units, (gpointer) unit);
    }
  return g_steal_pointer (&units);
}

/* The first of UNITS whose class is listed under KEY, else the first. */
static const VdBoardUnit *
first_of (const Melee *m, GPtrArray *units, const char *key)
{
  for (guint i = 0; i < units->len; i++)
    if (listed (m, key, ((const VdBoardUnit *) units->pdata[i])->unit_class))
      return units->pdata[i];
  return units->pdata[0];
}

/* 23.0 A: into the defender's hex at its terrain's cost plus 2 MP. */
static void
bn_23_0_a_entry (Melee *m, VdHex hex, const char *label)
{
  const VdBoardUnit *mover = first_of (m, m->attackers, "fire_classes");
  const char *terrain = vd_board_hex_terrain (m->board, m->module, hex);
  const VdHexTerrain *ground = vd_hex_ruleset_find_terrain (m->module, terrain);
  guint index = vd_hex_ruleset_class_index (m->module, mover->unit_class);
  const char *name = vd_hex_ruleset_terrain_name (m->module, terrain, FALSE);
  const char *rule = word (m, "entry_rule");
  int extra = (int) g_ascii_strtoll (word (m, "entry_mp") != NULL ? word (m, "entry_mp") : "0",
                                     NULL, 10);

  if (ground != NULL && index != G_MAXUINT && ground->mp[index].status == VD_HEX_MP_KNOWN)
    /* Translators: BN 23.0 A, "A: fr-1 enters 0505 (Open ground): 1 MP, plus 2: 3 MP". */
    vd_hex_steps_say (m->steps, "A", rule, mover->id,
                      g_strdup_printf (_("%s enters %s (%s): %g MP, plus %d: %g MP"), mover->id,
                                       label, name, ground->mp[index].mp, extra,
                                       ground->mp[index].mp + extra));
  else
    {
      /* Translators: BN 23.0 A, "A: fr-1 enters 0505 (Open ground): its cost, plus 2 MP". */
      vd_hex_steps_say (m->steps, "A", rule, mover->id,
                        g_strdup_printf (_("%s enters %s (%s): its cost, plus %d MP"), mover->id,
                                         label, name, extra));
      const VdHexName *class = vd_hex_ruleset_find_class (m->module, mover->unit_class);

      /* Translators: "Open ground: movement points missing for Infantry". */
      vd_hex_odds_add_reason (m->steps->missing, rule, label,
                              g_strdup_printf (_("%s: movement points missing for %s"), name,
                                               class != NULL ? vd_text_get (&class->name)
                                                             : mover->unit_class));
    }
}

/* 23.0 B, C, 23.1h: who of UNITS fires at close-combat range, morale results ignored. */
static void
bn_23_0_fire (Melee *m, const char *letter, GPtrArray *units, const char *classes_key)
{
  guint fired = 0;

  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      if (!listed (m, classes_key, unit->unit_class) ||
          (unit->formation != NULL && listed (m, "no_fire_formations", unit->formation)))
        continue;
      fired++;
      /* Translators: BN 23.0 B, "B: al-1 fires at close-combat range; losses and stragglers
       * taken, the Fire Table's morale results ignored". */
      vd_hex_steps_say (m->steps, letter, word (m, "steps_rule"), unit->id,
                        g_strdup_printf (_("%s fires at close-combat range; losses and "
                                           "stragglers taken, the Fire Table's morale results "
                                           "ignored"), unit->id));
    }
  /* The fire points at close-combat range are named missing once, by the limits (23.1h). */
  if (fired == 0)
    vd_hex_steps_say (m->steps, letter, word (m, "no_fire_rule"), NULL,
                      g_strdup (_("no one of this side fires")));
}

/* 23.0 D, E: a side's morale check in the melee (23.1l), its end on a retreat. */
static gboolean
bn_23_0_check (Melee *m, const char *letter, GPtrArray *units, GError **error)
{
  const VdBoardUnit *checker = first_of (m, units, "fire_classes");
  g_autofree char *result = vd_hex_steps_morale (m->steps, m->board, m->module, letter,
                                                 word (m, "melee_check_rule"), checker->id,
                                                 TRUE, 0, NULL, error);

  if (result == NULL && error != NULL && *error != NULL)
    return FALSE;
  /* Translators: BN 23.0 D, E, "D: a result that makes it retreat ends the melee". */
  vd_hex_steps_say (m->steps, letter, word (m, "steps_rule"), checker->id,
                    g_strdup (_("a result that makes it retreat ends the melee")));
  return TRUE;
}

/* 23.0 F, 23.1j, 23.1k, 11.6c: the Odds Table, and the loser's hex of retreat. */
static gboolean
bn_23_0_f_odds (Melee *m, const char * const *attackers, const char * const *defenders,
                const char *label, GError **error)
{
  g_autoptr(VdHexOdds) odds = vd_hex_odds (m->board, m->module, attackers, defenders, error);
  const VdBoardUnit *top = m->defenders->pdata[0];

  if (odds == NULL)
    return FALSE;
  /* Translators: BN 23.0 F, "F: not ended: AA against B on the Odds Table, one die". */
  vd_hex_steps_say (m->steps, "F", word (m, "odds_rule"), NULL,
                    g_strdup_printf (_("not ended: %g against %g (in C, each side at most AA) "
                                       "on the Odds Table"), odds->attack, odds->defence));
  for (guint i = 0; i < odds->reasons->len; i++)
    {
      const VdHexOddsReason *why = odds->reasons->pdata[i];

      vd_hex_odds_add_reason (m->steps->steps, why->rule, why->by,
                              g_strdup_printf ("  %s", why->what));
    }
  if (odds->missing != NULL)
    vd_hex_odds_add_reason (m->steps->missing, odds->missing_rule, "F", g_strdup (odds->missing));
  /* Translators: BN 23.1k, "F: the loser retreats 1 hex: the attacker into the hex it came
   * from, the defender out across the hexside opposite the entry (or the nearest open)". */
  vd_hex_steps_say (m->steps, "F", word (m, "retreat_rule"), label,
                    g_strdup_printf (_("the loser retreats %s hex: the attacker into the hex it "
                                       "came from, the defender out across the hexside "
                                       "opposite the entry (or the nearest open)"),
                                     word (m, "retreat_hexes")));
  if (g_strcmp0 (top->formation, word (m, "square_formation")) == 0)
    /* Translators: BN 11.6c, "al-1 is in square: it ignores a one-hex retreat". */
    vd_hex_steps_say (m->steps, "F", word (m, "square_rule"), top->id,
                      g_strdup_printf (_("%s is in square: it ignores a one-hex retreat"),
                                       top->id));
  return TRUE;
}

/* 8.3: the melee's procedure A to F (23.0), each step with what the board shows. */
VdHexSteps *
vd_hex_bn_melee_steps (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                       const char * const *attackers, const char * const *defenders,
                       GError **error)
{
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMeleeLimits) limits = NULL;
  g_autoptr(GPtrArray) attacking = NULL, defending = NULL;
  g_autoptr(VdHexSteps) steps = NULL;
  g_autofree char *label = NULL;
  Melee m;

  if (vd_hex_ruleset_lookup (module, "combat.melee.procedure") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no melee steps Vedette reads"),
                   vd_text_get (&module->name));
      return NULL;
    }
  board = vd_board_replay (setup, module, n_applied, error);
  if (board == NULL || (attacking = units_of (board, attackers, error)) == NULL ||
      (defending = units_of (board, defenders, error)) == NULL)
    return NULL;
  if (attacking->len == 0 || defending->len == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s",
                   _("a melee wants attackers and defenders"));
      return NULL;
    }
  /* 23.1: the limits as hex melee checks them, before anything moves. */
  limits = vd_hex_bn_melee_limits (setup, module, n_applied, attackers, defenders, error);
  if (limits == NULL)
    return NULL;
  steps = vd_hex_steps_new ();
  m = (Melee) { board, module, attacking, defending, steps };
  label = vd_board_format_hex (board, ((const VdBoardUnit *) defending->pdata[0])->hex);
  if (limits->refused != NULL)
    {
      steps->refused = g_strdup (limits->refused);
      steps->refused_rule = g_strdup (limits->refused_rule);
    }
  bn_23_0_a_entry (&m, ((const VdBoardUnit *) defending->pdata[0])->hex, label);
  for (guint i = 0; i < limits->reasons->len; i++)
    {
      const VdHexOddsReason *why = limits->reasons->pdata[i];

      vd_hex_odds_add_reason (steps->steps, why->rule, why->by, g_strdup_printf ("  %s",
                                                                                 why->what));
    }
  for (guint i = 0; i < limits->missing->len; i++)
    {
      const VdHexOddsReason *why = limits->missing->pdata[i];

      vd_hex_odds_add_reason (steps->missing, why->rule, why->by, g_strdup (why->what));
    }
  for (guint i = 0; i < limits->players->len; i++)
    {
      const VdHexOddsReason *why = limits->players->pdata[i];

      vd_hex_odds_add_reason (steps->players, why->rule, why->by, g_strdup (why->what));
    }
  bn_23_0_fire (&m, "B", defending, "defender_fire_classes");
  bn_23_0_fire (&m, "C", attacking, "fire_classes");
  if (!bn_23_0_check (&m, "D", attacking, error) || !bn_23_0_check (&m, "E", defending, error) ||
      !bn_23_0_f_odds (&m, attackers, defenders, label, error))
    return NULL;
  /* Translators: BN 23.0, "the attacker stops there, whatever MP it has left". */
  vd_hex_odds_add_reason (steps->players, word (&m, "stop_rule"), NULL,
                          g_strdup (_("the attacker moves no further this phase, whatever MP it "
                                      "has left; a melee's retreats cost no MP")));
  return g_steal_pointer (&steps);
}
