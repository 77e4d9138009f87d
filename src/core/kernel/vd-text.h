#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A text of the project's own, in English and French (rules, names from data files): shared
 * by every mode. */
typedef struct {
  char *en;
  char *fr;
} VdText;

/* The user's language for texts from data files: "fr" for a French locale, else "en". */
const char *vd_text_language (void);
/* TEXT in the user's language (English when that one is missing). */
const char *vd_text_get      (const VdText *text);
/* Frees both texts and leaves TEXT empty. */
void        vd_text_clear    (VdText *text);

G_END_DECLS
