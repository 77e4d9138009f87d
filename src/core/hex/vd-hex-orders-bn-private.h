#pragma once

#include "vd-hex-orders-bn.h"

G_BEGIN_DECLS

/* What the files of BN's orders share (vd-hex-orders-bn.c, -sheet.c, -acceptance.c,
 * -initiative.c): the module's `special.command.orders` and its charts. */

#define ORDERS "special.command.orders."

/* `special.command.orders.rules.KEY`, the rule of that step. */
const char       *vd_hex_orders_rule       (const VdHexRuleset *module, const char *key);
/* `special.command.orders.KEY`. */
const char       *vd_hex_orders_word       (const VdHexRuleset *module, const char *key);
/* The id of the chart `special.command.orders.charts.KEY`. */
const char       *vd_hex_orders_chart      (const VdHexRuleset *module, const char *key);
/* Chart ID's name in the user's language, or ID. */
const char       *vd_hex_orders_chart_name (const VdHexRuleset *module, const char *id);
/* `charts.ID.KEY`. */
const VdYamlNode *vd_hex_orders_chart_key  (const VdHexRuleset *module, const char *id,
                                            const char *key);
/* The seed's or the owner's cell of chart ID at ROW × COLUMN (NULL: its first column), or NULL. */
const char       *vd_hex_orders_chart_cell (const VdHexRuleset *module, const char *id,
                                            const char *row, const char *column);
/* The cell of CHART at COLUMN and the 11-66 ROLL: a point of the seed or the owner's cell, its
 * reason added to ANSWER; NULL with the missing cell named. */
char             *vd_hex_orders_roll_cell  (const VdHexRuleset *module, const char *chart,
                                            const char *column, int roll, const char *rule,
                                            VdHexOrderAnswer *answer);
/* ASK's --result, the referee's reading of a missing cell, checked against WORDS. */
gboolean          vd_hex_orders_referee_result (const VdHexOrderAsk *ask,
                                                const char * const *words, const char *rule,
                                                VdHexOrderAnswer *answer, GError **error);
VdHexOrderAnswer *vd_hex_orders_answer_new (void);
/* ANSWER not legal by RULE, WHY (taken); the first refusal stays. */
void              vd_hex_orders_refuse     (VdHexOrderAnswer *answer, const char *rule, char *why);
/* FALSE with ERROR for a module without order sheet. */
gboolean          vd_hex_orders_check_module (const VdHexRuleset *module, GError **error);
/* ID, an officer or HQ on BOARD, else NULL with ERROR. */
const VdBoardUnit *vd_hex_orders_officer   (const VdBoard *board, const VdHexRuleset *module,
                                            const char *id, GError **error);
/* ID, an officer or HQ on BOARD, or a cavalry or artillery unit taking a divisional order
 * straight (10.5b, its reason added to ANSWER), else NULL with ERROR. */
const VdBoardUnit *vd_hex_orders_receiver  (const VdBoard *board, const VdHexRuleset *module,
                                            const char *id, VdHexOrderAnswer *answer,
                                            GError **error);
/* 10.5b: ASK for an order to RECEIVER_ID, with the receiver quality of a cavalry brigade or an
 * artillery unit taking a divisional order straight (2) when the owner gives none, said in
 * ANSWER. */
VdHexOrderAsk     vd_hex_orders_divisional_ask (const VdBoard *board, const VdHexRuleset *module,
                                                const char *receiver_id,
                                                const VdHexOrderAsk *ask,
                                                VdHexOrderAnswer *answer);
guint             vd_hex_orders_next_line  (const VdHexOrderSheet *sheet);
/* 4 to 6 for a result D4 to D6, else 0. */
int               vd_hex_orders_delay_of   (const char *result);

G_END_DECLS
