#include "vd-test-json.h"

#include <string.h>

JsonObject *
vd_test_json_object (const char *text, JsonParser **parser)
{
  g_autoptr(GError) error = NULL;

  g_clear_object (parser);
  *parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (*parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (*parser));
}

gboolean
vd_test_json_has_reason (JsonObject *answer, const char *rule, const char *what)
{
  JsonArray *reasons = json_object_get_array_member (answer, "reasons");

  for (guint i = 0; reasons != NULL && i < json_array_get_length (reasons); i++)
    {
      JsonObject *reason = json_array_get_object_element (reasons, i);

      if (g_strcmp0 (json_object_get_string_member (reason, "rule"), rule) == 0 &&
          strstr (json_object_get_string_member (reason, "what"), what) != NULL)
        return TRUE;
    }
  return FALSE;
}
