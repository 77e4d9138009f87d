#include "vd-text.h"

const char *
vd_text_language (void)
{
  const char * const *names = g_get_language_names ();

  /* The first language the user prefers that we have texts for; English otherwise. */
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_has_prefix (names[i], "fr"))
        return "fr";
      if (g_str_has_prefix (names[i], "en") || g_str_equal (names[i], "C"))
        return "en";
    }
  return "en";
}

const char *
vd_text_get (const VdText *text)
{
  if (g_str_equal (vd_text_language (), "fr") && text->fr != NULL)
    return text->fr;
  return text->en;
}

void
vd_text_clear (VdText *text)
{
  g_clear_pointer (&text->en, g_free);
  g_clear_pointer (&text->fr, g_free);
}
