#pragma once

#include <json-glib/json-glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* What the `hex` subcommands' files share (vd-cli-hex.c dispatches; a subject's commands may
 * live in a file of their own, vd-cli-hex-*.c). */

typedef struct {
  const char   *path;
  VdBoard      *setup;    /* as the file holds it, with its journal */
  VdBoard      *board;    /* the game as it stands: the journal replayed */
  VdHexRuleset *module;
} Loaded;

/* The options of every command: --json, and move's --to and --via. */
typedef struct {
  gboolean  json;
  char     *to;
  char    **via;
  int       forced;
  char     *formation;
  char     *change_at;
  char     *attack;
  char     *defend;
  int       roll;
  int       hexes;
  int       seed;
  char     *result;
  char    **retreat;
  char    **advance;
  char    **reentry_die;     /* apply: UNIT=DIE|roll, a re-entry die (1914-RET-5) */
  char    **reduce;          /* odds, attack, ruling: UNIT=N, a reduced attack (1914-CBT-7) */
  gboolean  keep;
  char     *melee_from;
  char     *back_to;
  char     *plan;
  char     *plan_file;
  char     *fire;
  char     *target;
  gboolean  flank;
  gboolean  opportunity;   /* fire: an opportunity fire at the mover, the target (BN 15.1) */
  char    **condition;
  char     *casualties;
  char     *officer;
  gboolean  charge;
  gboolean  reaction;        /* charge (BN): a reaction charge, 15.2c */
  char     *unit;
  int       lost;
  int       defender_morale;
  int       attacker_morale;
  char     *grade;           /* morale: the checking unit's grade */
  int       up;              /* morale: the fire result's "1 up" / "2 up" */
  char     *level;           /* morale: the stack's level now */
  int       officer_value;   /* morale: the officer's value, -1 not given */
  int       elite;           /* morale: the side's wrecked elite divisions' rows, -1 not given */
  gboolean  melee;           /* morale: during a melee; fire: within a melee or a charge */
  gboolean  night;
  gboolean  rally;
  char     *from;            /* carre: the formation it forms from */
  int       mp;              /* carre: the table row's movement points */
  char    **modifier;        /* carre: NAME[=VALUE], repeatable */
  char     *charger;         /* carre: the charging cavalry, whose marks give its modifiers */
  char     *across;          /* move (LBA): the neighbour of --to whose hexside it ends on */
  char     *spread;          /* move (LBA): the vineyard hexes it holds besides --to, HEX,HEX */
  gboolean  apply;           /* carre: record the result */
  char     *kind;            /* recall: the chart's row */
  gboolean  personality;     /* recall: a personality with a cavalry modifier */
  char    **bonus;           /* limber: a limbering bonus's name, repeatable */
  int       before;          /* fire-checks: increments lost before this fire, -1 not given */
  char     *side;            /* victory: the side whose view it is */
  gboolean  overrun;         /* officer (BN): enemies entered his hex of officers, 26.4e */
  gboolean  stack_destroyed; /* officer (BN): the stack he was with is destroyed, 26.4d */
  char     *order_type;      /* order (BN): attack or other, 10.1a */
  char     *method;          /* order (BN): person, written or verbal, 10.1a */
  char     *text;            /* order (BN): the order's words */
  int       arrive;          /* order (BN): the line arriving, 10.1f; 0: none */
  int       release;         /* order (BN): the delayed line rolling, 10.1f; 0: none */
  int       drop;            /* order (BN): the divisional line dropped, 10.5b; 0: none */
  int       die;             /* order --release (BN): the die, 0: not given */
  char     *column;          /* order --arrive (BN): the acceptance column read */
  int       quality;         /* order, initiative (BN): the receiver's or officer's, -1 */
  int       sender_quality;  /* order (BN): the sender's quality, -1 not given */
  int       anti;            /* initiative (BN): anti-initiative, G_MININT not given */
  char     *rank;            /* initiative (BN): army, wing, corps or division */
  char     *order;           /* initiative (BN): the order he gives himself */
  gboolean  preliminary;     /* order (BN): a preliminary order, 10.1i */
  gboolean  commander_lost;  /* stoppage (BN): the corps' first commander is lost, 10.3a */
  gboolean  charged;         /* stoppage (BN): a unit of it was charged in an earlier turn */
  gboolean  recalled;        /* charge-steps (BN): the charge was recalled, 24.2 */
  gboolean  forced_back;     /* charge-steps (BN): the chargers' morale check forced them back */
  gboolean  fell_back;       /* charge-steps (BN): the skirmisher charged fell back, 15.2g */
  char     *pursue;          /* charge-steps (BN): the hex the pursuit goes into, 24.1-H */
  int       points;          /* battery (BN): the artillery points moved, 27.1 */
  char     *into;            /* fire-split (BN): the parts of a unit's fire, 20.2e */
  char    **shared;          /* fire (BN): firers sharing their fire among targets, 20.2e */
  char    **sixth_battalion; /* chateau (LBA): a counter the referee names a 6th battalion */
} HexOptions;

/* VALUE, or null when there is none. */
void     vd_cli_hex_add_string_or_null (JsonBuilder *builder, const char *value);
void     vd_cli_hex_print_json         (JsonBuilder *builder);
/* "reasons": [{"rule", "by", "what"}] of a combat answer (VdHexOddsReason*); the same under
 * another NAME. */
void     vd_cli_hex_add_odds_reasons   (JsonBuilder *builder, GPtrArray *reasons);
void     vd_cli_hex_add_reasons_named  (JsonBuilder *builder, const char *name,
                                        GPtrArray *reasons);
/* REASONS (VdHexOddsReason*) as text, one a line: "  HEADRULE  BY  WHAT", or with WITH_BY
 * FALSE "  HEADRULE  WHAT". */
void     vd_cli_hex_print_reasons      (GPtrArray *reasons, const char *head, gboolean with_by);
/* NAME: {"rule", "why"}, what settles, refuses or is missing from an answer. */
void     vd_cli_hex_add_rule_why       (JsonBuilder *builder, const char *name,
                                        const char *rule, const char *why);
/* LABEL as a hex of the loaded board, or FALSE (said). */
/* --attack and --defend split at their commas into *ATTACKERS and *DEFENDERS; FALSE with ERROR
 * when a counter is named twice (it would count twice). */
gboolean vd_cli_hex_combat_units       (const HexOptions *options, GStrv *attackers,
                                        GStrv *defenders, GError **error);
gboolean vd_cli_hex_parse_hex          (const Loaded *loaded, const char *label, VdHex *hex);
/* EVENTS (taken, their time and batch set here: one undo step) appended to the journal of the
 * board file, the file as it was kept beside it as FILE~. */
gboolean vd_cli_hex_append_events      (Loaded *loaded, GPtrArray *events, GError **error);

/* The start of formats.md §4's answers about two hexes: {"from": FROM, "to": TO, then the
 * caller's members. */
void     vd_cli_hex_begin_from_to (JsonBuilder *builder, const char *from, const char *to);

G_END_DECLS
