/* Issue 22 point 7: a table's `sides:` gives each side its own display name, in English and
 * French; read, copied, compared, written back, checked (a side no unit is on is refused with
 * its line and column), with the capitalised word for a side it does not name. */
#include <string.h>

#include "vd-table-reader.h"
#include "vd-table-sides.h"
#include "vd-table-writer.h"

static const char table_text[] =
  "vedette: 1\n"
  "kind: table\n"
  "scale: 25mm\n"
  "table: [1200, 800]\n"
  "sides:\n"
  "  french: {name: {en: Imperial army, fr: Armée impériale}}\n"
  "  austrian: {name: Kaiserlich}\n"
  "units:\n"
  "  - {id: fr-1, side: french, arm: infantry, formation: line, at: [300, 300], frontage: 120,"
  " depth: 30, figures: 24}\n"
  "  - {id: au-1, side: austrian, arm: infantry, formation: line, at: [600, 600], frontage: 120,"
  " depth: 30, figures: 24}\n"
  "  - {id: ru-1, side: russian, arm: infantry, formation: line, at: [900, 600], frontage: 120,"
  " depth: 30, figures: 24}\n";

static VdTable *
load (const char *text, GError **error)
{
  return vd_table_load_data (text, strlen (text), "sides.yaml", error);
}

static void
test_names (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (table_text, &error);
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *fr_en = NULL, *au_en = NULL, *ru_en = NULL, *fr_fr = NULL, *au_fr = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (table->sides->len, ==, 2);
  g_setenv ("LANGUAGE", "en", TRUE);
  fr_en = vd_table_side_name (table, "french");
  au_en = vd_table_side_name (table, "austrian");
  ru_en = vd_table_side_name (table, "russian");
  g_assert_cmpstr (fr_en, ==, "Imperial army");
  g_assert_cmpstr (au_en, ==, "Kaiserlich");
  /* Not named by the file: its word, capitalised, as before. */
  g_assert_cmpstr (ru_en, ==, "Russian");
  g_setenv ("LANGUAGE", "fr", TRUE);
  fr_fr = vd_table_side_name (table, "french");
  au_fr = vd_table_side_name (table, "austrian");
  g_assert_cmpstr (fr_fr, ==, "Armée impériale");
  /* One name for every language. */
  g_assert_cmpstr (au_fr, ==, "Kaiserlich");
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (table_text, &error);
  g_autoptr(VdTable) copy = NULL;
  g_autoptr(VdTable) again = NULL;
  g_autofree char *written = NULL;
  VdSideName *name;

  g_assert_no_error (error);
  copy = vd_table_copy (table);
  g_assert_true (vd_table_equal (table, copy));
  name = g_ptr_array_index (copy->sides, 0);
  g_free (name->name.fr);
  name->name.fr = g_strdup ("Grande Armée");
  g_assert_false (vd_table_equal (table, copy));

  written = vd_table_to_yaml (table, NULL);
  g_assert_nonnull (strstr (written, "sides:\n"));
  g_assert_nonnull (strstr (written, "french: {name: {en: \"Imperial army\", fr: \"Armée impériale\"}}"));
  g_assert_nonnull (strstr (written, "austrian: {name: \"Kaiserlich\"}"));
  again = load (written, &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, again));
}

/* Saving after the last Austrian left the table drops its name, so the file still loads. */
static void
test_write_drops_gone_side (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (table_text, &error);
  g_autoptr(VdTable) again = NULL;
  g_autofree char *written = NULL;

  g_assert_no_error (error);
  g_ptr_array_remove_index (table->units, 1);
  written = vd_table_to_yaml (table, NULL);
  g_assert_null (strstr (written, "austrian"));
  again = load (written, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->sides->len, ==, 1);
}

static void
test_errors (void)
{
  static const struct { const char *sides, *where, *message; } cases[] = {
    { "sides:\n  prussian: {name: Prussians}\n", "sides.yaml:6:3:",
      "unknown side “prussian”: no unit or command is on it (the table’s sides: french)" },
    { "sides:\n  french: {name: French, colour: blue}\n", "sides.yaml:6:",
      "unknown key “colour”" },
    { "sides:\n  french: {name: {en: French}}\n", "sides.yaml:6:",
      "“fr”" },
    { "sides: [french]\n", "sides.yaml:5:", "sides" },
    { "sides:\n  french: {}\n", "sides.yaml:6:", "“name”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strconcat (
        "vedette: 1\nkind: table\nscale: 25mm\ntable: [1200, 800]\n", cases[i].sides,
        "units:\n  - {id: fr-1, side: french, arm: infantry, formation: line, at: [300, 300],"
        " frontage: 120, depth: 30, figures: 24}\n", NULL);
      g_autoptr(VdTable) table = load (text, &error);

      g_assert_null (table);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].where) == NULL
          || strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: expected “%s … %s”, got “%s”", i, cases[i].where, cases[i].message,
                 error->message);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-sides/names", test_names);
  g_test_add_func ("/table-sides/round-trip", test_round_trip);
  g_test_add_func ("/table-sides/write-drops-gone-side", test_write_drops_gone_side);
  g_test_add_func ("/table-sides/errors", test_errors);
  return g_test_run ();
}
