#pragma once

#include <glib.h>

#include "vd-battle.h"
#include "vd-journal.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* A table's battle (vd-battle.h) in the miniatures' terms: the set-up and the battle as it
 * stands are VdTables, the rules a VdRuleset, the events VdEvents (vd-journal.h). */
extern const VdBattleModel vd_table_battle_model;

/* vd_battle_open and vd_battle_new for a table file. */
VdBattle *vd_table_battle_open (const char *path, GError **error);
VdBattle *vd_table_battle_new  (VdTable *setup, VdRuleset *ruleset, const char *path,
                                GError **error);

/* vd_battle_get_setup, _get_current and _get_event, typed: where a table's field is read
 * straight from them. */
VdTable       *vd_table_battle_get_setup   (VdBattle *battle);
VdTable       *vd_table_battle_get_current (VdBattle *battle);
const VdEvent *vd_table_battle_get_event   (VdBattle *battle, guint i);
/* vd_battle_record_batch for an array of VdEvent*. */
gboolean       vd_table_battle_record_batch (VdBattle *battle, VdEvent **events, guint n_events,
                                             GError **error);

/* Whether the battle as it stands has started (vd_journal_started): before, every edit is
 * the scenario's set-up. */
gboolean       vd_table_battle_started     (VdBattle *battle);
/* Whether the journal's event I is a set-up edit made before the battle started. */
gboolean       vd_table_battle_in_setup    (VdBattle *battle, guint i);

G_END_DECLS
