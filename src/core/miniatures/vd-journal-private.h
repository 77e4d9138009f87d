#pragma once

#include "vd-journal.h"

G_BEGIN_DECLS

/* "move, formation, …": the kind names, for messages. */
char       *vd_event_kind_list      (void);
/* The unit (feature) the event is about: the id of its whole unit (feature) for the add and
 * edit events, else its unit_id (feature_id); NULL when it names none. */
const char *vd_event_get_unit_id    (const VdEvent *event);
const char *vd_event_get_feature_id (const VdEvent *event);

G_END_DECLS
