#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* What the command line tests read in vedette-cli's JSON answers. */

/* TEXT parsed (it must be JSON), its root object; *PARSER, freed first, holds it. */
JsonObject *vd_test_json_object     (const char *text, JsonParser **parser);
/* Whether ANSWER's "reasons" hold one of RULE whose "what" holds WHAT. */
gboolean    vd_test_json_has_reason (JsonObject *answer, const char *rule, const char *what);

G_END_DECLS
