#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"

static void
test_check_valid (void)
{
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autofree char *terrain = vd_test_source_path ("terrain", "napoleonic.yaml", NULL);
  g_autofree char *units = vd_test_source_path ("units", "napoleonic.yaml", NULL);
  const char *args[] = { "check", demo, terrain, units, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_prefix (lines[0], demo));
  g_assert_nonnull (strstr (lines[0], ": ok (table “Shevardino, 5 September 1812”, 25mm"));
  g_assert_true (g_str_has_prefix (lines[1], terrain));
  g_assert_nonnull (strstr (lines[1], ": ok (ruleset napoleonic, 14 terrain types, 79 rules"));
  g_assert_true (g_str_has_prefix (lines[2], units));
  g_assert_nonnull (strstr (lines[2], ": ok (units file, 5 arms, 10 formations)"));
}

/* "--" ends the options, as everywhere: the operands after it are files, a name starting with
 * "-" among them, and "--" itself is no file. */
static void
test_double_dash (void)
{
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autofree char *dashed = vd_test_scratch_copy (demo, "-x.yaml");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (vd_test_run_cli ((const char *[]) { "check", "--", dashed, NULL }, &out, &err),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "-x.yaml: ok (table"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli ((const char *[]) { "sight", "--observer", "fr-murat", "--",
                                                       dashed, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "fr-murat → "));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli ((const char *[]) { "log", "--", dashed, NULL }, &out, &err),
                   ==, 0);
  vd_test_remove_scratch (dashed);
}

/* Each broken file's first line reads "# expect LINE:COLUMN TEXT". */
static void
test_check_broken (void)
{
  g_autofree char *dir_path = vd_test_source_path ("tests", "files", "broken", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *contents = NULL;
      g_autofree char *out = NULL, *err = NULL;
      g_autofree char *prefix = NULL;
      g_auto(GStrv) expect = NULL;
      const char *args[] = { "check", path, NULL };
      char *newline;

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_true (g_str_has_prefix (contents, "# expect "));
      newline = strchr (contents, '\n');
      *newline = '\0';
      expect = g_strsplit (contents + strlen ("# expect "), " ", 2);

      g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 1);
      g_assert_cmpstr (out, ==, "");
      prefix = g_strdup_printf ("%s:%s: error: ", path, expect[0]);
      if (!g_str_has_prefix (err, prefix) || strstr (err, expect[1]) == NULL)
        g_error ("%s: expected “%s…%s”, got “%s”", name, prefix, expect[1], err);
      /* One line per error, nothing else. */
      g_assert_cmpuint (strlen (err), ==, (gsize) (strchr (err, '\n') - err) + 1);
      n_files++;
    }
  g_assert_cmpuint (n_files, >=, 15);
}

/* Two bases on each other open, but `check` warns at the second one's line; bases in contact
 * (c's back on a's front) are not warned of. */
static void
test_check_overlapping_units (void)
{
  static const char text[] =
    "vedette: 1\nkind: table\ntitle: Overlaps\nscale: 25mm\ntable: [1800, 1200]\nunits:\n"
    "  - {id: a, side: french, arm: infantry, formation: line, at: [300, 300], frontage: 120, "
    "depth: 30, figures: 24}\n"
    "  - {id: c, side: french, arm: infantry, formation: line, at: [300, 330], frontage: 120, "
    "depth: 30, figures: 24}\n"
    "  - {id: b, side: russian, arm: infantry, formation: line, at: [340, 290], frontage: 120, "
    "depth: 30, figures: 24}\n";
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (tmpdir, "overlaps.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL, *expected = NULL;
  const char *args[] = { "check", path, NULL };

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, path));
  g_assert_nonnull (strstr (out, ": ok (table “Overlaps”"));
  expected = g_strdup_printf ("%s:9:5: warning: units “b” and “a” stand on each other: their "
                              "bases overlap (bases may touch, not overlap)\n", path);
  g_assert_cmpstr (err, ==, expected);
  g_unlink (path);
  g_rmdir (tmpdir);
}

static void
test_check_mixed (void)
{
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autofree char *broken = vd_test_source_path ("tests", "files", "broken", "nan-coordinate.yaml", NULL);
  const char *args[] = { "check", broken, demo, "/nonexistent/table.yaml", NULL };
  g_autofree char *out = NULL, *err = NULL;

  /* Every file is checked; one bad file makes the status 1. */
  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 1);
  g_assert_nonnull (strstr (out, ": ok (table"));
  g_assert_nonnull (strstr (err, "nan-coordinate.yaml:12:10: error: "));
  g_assert_nonnull (strstr (err, "vedette-cli: error: "));
  g_assert_nonnull (strstr (err, "/nonexistent/table.yaml"));
}

static void
test_usage (void)
{
  const char *none[] = { NULL };
  const char *unknown[] = { "frobnicate", NULL };
  const char *check_nothing[] = { "check", NULL };
  const char *bad_option[] = { "check", "--frob", "x.yaml", NULL };
  const char *render_no_output[] = { "render", "x.yaml", NULL };
  const char *render_bad_width[] = { "render", "x.yaml", "-o", "x.png", "--width", "0", NULL };
  const char *render_bad_ext[] = { "render", "x.yaml", "-o", "x.gif", NULL };
  const char *help[] = { "--help", NULL };
  const char * const *usage_errors[] = {
    none, unknown, check_nothing, bad_option, render_no_output, render_bad_width, render_bad_ext,
  };
  g_autofree char *out = NULL, *err = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (usage_errors); i++)
    {
      g_autofree char *o = NULL, *e = NULL;

      g_assert_cmpint (vd_test_run_cli (usage_errors[i], &o, &e), ==, 2);
      g_assert_cmpstr (o, ==, "");
      g_assert_cmpstr (e, !=, "");
    }
  g_assert_cmpint (vd_test_run_cli (help, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "check"));
  g_assert_nonnull (strstr (out, "render"));
}

/* Width and height of a PNG, from its IHDR chunk. */
static gboolean
png_size (const char *path, guint *width, guint *height)
{
  g_autofree guchar *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, (char **) &data, &length, NULL) || length < 24 ||
      memcmp (data, "\x89PNG\r\n\x1a\n", 8) != 0 || memcmp (data + 12, "IHDR", 4) != 0)
    return FALSE;
  *width = (guint) data[16] << 24 | (guint) data[17] << 16 | (guint) data[18] << 8 | data[19];
  *height = (guint) data[20] << 24 | (guint) data[21] << 16 | (guint) data[22] << 8 | data[23];
  return TRUE;
}

static void
test_render (void)
{
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-cli-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (tmpdir, "demo.png", NULL);
  g_autofree char *svg = g_build_filename (tmpdir, "demo.svg", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "demo.pdf", NULL);
  const char *png_args[] = { "render", demo, "-o", png, "--width", "900", NULL };
  const char *svg_args[] = { "render", demo, "-o", svg, NULL };
  const char *pdf_args[] = { "render", demo, "-o", pdf, NULL };
  g_autofree char *contents = NULL;
  guint width = 0, height = 0;

  g_assert_cmpint (vd_test_run_cli (png_args, NULL, NULL), ==, 0);
  g_assert_true (png_size (png, &width, &height));
  g_assert_cmpuint (width, ==, 900);
  /* The demo table is 1800 × 1200 mm: the picture keeps roughly its shape. */
  g_assert_cmpuint (height, >, 500);
  g_assert_cmpuint (height, <, 700);

  g_assert_cmpint (vd_test_run_cli (svg_args, NULL, NULL), ==, 0);
  g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));
  g_clear_pointer (&contents, g_free);

  g_assert_cmpint (vd_test_run_cli (pdf_args, NULL, NULL), ==, 0);
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));

  g_remove (png);
  g_remove (svg);
  g_remove (pdf);
  g_rmdir (tmpdir);
}

/* A side's view leaves out the enemies it does not see, so its picture differs. */
static void
test_render_side (void)
{
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-cli-XXXXXX", NULL);
  g_autofree char *all = g_build_filename (tmpdir, "all.png", NULL);
  g_autofree char *french = g_build_filename (tmpdir, "french.png", NULL);
  const char *all_args[] = { "render", demo, "-o", all, "--width", "600", NULL };
  const char *french_args[] = { "render", demo, "-o", french, "--width", "600", "--side", "french", NULL };
  const char *bad_args[] = { "render", demo, "-o", french, "--side", "prussian", NULL };
  g_autofree char *a = NULL, *f = NULL, *err = NULL;
  gsize a_len, f_len;
  guint width, height;

  g_assert_cmpint (vd_test_run_cli (all_args, NULL, NULL), ==, 0);
  g_assert_cmpint (vd_test_run_cli (french_args, NULL, NULL), ==, 0);
  g_assert_true (png_size (french, &width, &height));
  g_assert_cmpuint (width, ==, 600);
  g_assert_true (g_file_get_contents (all, &a, &a_len, NULL));
  g_assert_true (g_file_get_contents (french, &f, &f_len, NULL));
  g_assert_false (a_len == f_len && memcmp (a, f, a_len) == 0);

  g_assert_cmpint (vd_test_run_cli (bad_args, NULL, &err), ==, 1);
  g_assert_true (g_str_has_prefix (err, "vedette-cli: error: "));
  g_assert_nonnull (strstr (err, "prussian"));

  g_remove (all);
  g_remove (french);
  g_rmdir (tmpdir);
}

static void
test_render_broken_writes_nothing (void)
{
  g_autofree char *broken = vd_test_source_path ("tests", "files", "broken", "duplicate-id.yaml", NULL);
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-cli-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (tmpdir, "out.png", NULL);
  g_autofree char *missing = g_build_filename (tmpdir, "no", "such", "out.png", NULL);
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  const char *args[] = { "render", broken, "-o", png, NULL };
  const char *missing_args[] = { "render", demo, "-o", missing, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_autoptr(GDir) dir = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "duplicate-id.yaml:12:9: error: "));
  g_assert_cmpint (vd_test_run_cli (missing_args, &out2, &err2), ==, 1);
  g_assert_true (g_str_has_prefix (err2, "vedette-cli: error: "));
  dir = g_dir_open (tmpdir, 0, NULL);
  g_assert_null (g_dir_read_name (dir));
  g_rmdir (tmpdir);
}

static void
test_rules (void)
{
  const char *by_id[] = { "rules", "CREST-2", "MASK-4", NULL };
  const char *by_type[] = { "rules", "marsh", NULL };
  const char *all[] = { "rules", NULL };
  const char *unknown[] = { "rules", "CREST-99", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_autofree char *out4 = NULL, *err4 = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (vd_test_run_cli (by_id, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (lines[0], "CREST-2 "));
  g_assert_true (g_str_has_prefix (lines[1], "MASK-4 "));
  g_assert_cmpuint (strlen (lines[0]), >, 30);

  g_assert_cmpint (vd_test_run_cli (by_type, &out2, &err2), ==, 0);
  g_assert_true (g_str_has_prefix (out2, "MARSH-1 "));
  g_assert_nonnull (strstr (out2, "\nMARSH-4 "));

  g_assert_cmpint (vd_test_run_cli (all, &out3, &err3), ==, 0);
  g_strfreev (lines);
  lines = g_strsplit (out3, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 79 + 1);

  g_assert_cmpint (vd_test_run_cli (unknown, &out4, &err4), ==, 1);
  g_assert_true (g_str_has_prefix (err4, "vedette-cli: error: "));
  g_assert_nonnull (strstr (err4, "CREST-99"));
}

static void
test_rules_json_french (void)
{
  const char *args[] = { "rules", "--json", "WOOD-7", NULL };
  const char *french[] = { "LANGUAGE", "fr", NULL };
  g_autofree char *out_en = NULL, *out_fr = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *rule;

  g_assert_cmpint (vd_test_run_cli_env (args, french, &out_fr, NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out_fr, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "ruleset"), ==, "napoleonic");
  g_assert_cmpstr (json_object_get_string_member (root, "language"), ==, "fr");
  rule = json_array_get_object_element (json_object_get_array_member (root, "rules"), 0);
  g_assert_cmpstr (json_object_get_string_member (rule, "id"), ==, "WOOD-7");
  /* The French text carries the seed's two numbers in paces. */
  g_assert_nonnull (strstr (json_object_get_string_member (rule, "text"), "pas"));

  g_assert_cmpint (vd_test_run_cli (args, &out_en, NULL), ==, 0);
  g_assert_nonnull (strstr (out_en, "\"language\" : \"en\""));
  g_assert_nonnull (strstr (out_en, "paces"));
}

static void
test_check_in_french (void)
{
  g_autofree char *broken = vd_test_source_path ("tests", "files", "broken", "unknown-arm.yaml", NULL);
  const char *args[] = { "check", broken, NULL };
  const char *french[] = { "LANGUAGE", "fr", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *prefix = g_strdup_printf ("%s:10:10: error: ", broken);

  /* The position and "error:" stay for scripts; the text is the user's language. */
  g_assert_cmpint (vd_test_run_cli_env (args, french, &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (err, prefix));
  g_assert_nonnull (strstr (err, "l’arme «\u00a0dragoons\u00a0» n’existe pas"));
  g_assert_nonnull (strstr (err, "attendu"));
}

/* Under the C locale (cron, CI, a bare container) names, answers and JSON keep their letters:
 * GLib's own printing would write "W?rzburg". */
static void
test_utf8_whatever_the_locale (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-utf8-XXXXXX", &error);
  g_autofree char *source = vd_test_source_path ("tests", "files", "sight", "mask.yaml", NULL);
  g_autofree char *table = g_build_filename (dir, "würzburg.yaml", NULL);
  g_autofree char *missing = g_build_filename (dir, "bataille-été.yaml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) edited = NULL;
  const char *c_locale[] = { "LC_ALL", "C", "LANG", "C", "LANGUAGE", "", NULL };
  const char *check[] = { "check", table, NULL };
  const char *sight[] = { "sight", table, "--observer", "fr-inf", "--json", NULL };
  const char *absent[] = { "check", missing, NULL };
  g_autofree char *out = NULL, *err = NULL, *json = NULL, *json_err = NULL;
  g_autofree char *absent_err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "\"Sight test: cavalry masking\"",
                                      "\"Bataille de Würzburg\"", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (edited, "  - id: au-hus-2\n",
                                      "  - id: au-hus-2\n    name: \"Hussards de Würmser\"\n", 1), ==, 1);
  g_assert_true (g_file_set_contents (table, edited->str, -1, NULL));

  g_assert_cmpint (vd_test_run_cli_env (check, c_locale, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "würzburg.yaml: ok (table “Bataille de Würzburg”"));

  g_assert_cmpint (vd_test_run_cli_env (sight, c_locale, &json, &json_err), ==, 0);
  g_assert_cmpstr (json_err, ==, "");
  g_assert_true (g_utf8_validate (json, -1, NULL));
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (json, "\"text\" : \"masked by Hussards de Würmser: cavalry"));

  /* Errors name the file as it is called. */
  g_assert_cmpint (vd_test_run_cli_env (absent, c_locale, NULL, &absent_err), ==, 1);
  g_assert_nonnull (strstr (absent_err, "bataille-été.yaml"));
  g_assert_null (strchr (absent_err, '?'));

  g_remove (table);
  g_rmdir (dir);
}

/* An answer standard output cannot take whole (a full disk) is an error, exit status 1: a
 * script must not take a cut answer for the whole one. */
static void
test_answer_not_written (void)
{
  g_autofree char *table = vd_test_source_path ("tests", "files", "sight", "mask.yaml", NULL);
  const char *cli = g_getenv ("VEDETTE_CLI");
  const char *const commands[][6] = {
    { "sight", table, "--json", NULL },
    { "rules", "CREST-2", NULL },
    { "--version", NULL },
  };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full here");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *err = NULL;

      g_ptr_array_add (argv, (char *) cli);
      for (guint k = 0; commands[i][k] != NULL; k++)
        g_ptr_array_add (argv, (char *) commands[i][k]);
      g_ptr_array_add (argv, NULL);
      g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
      process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error));
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
      g_assert_cmpstr (err, ==, "vedette-cli: error: the answer could not be written: "
                                "No space left on device\n");
    }
}

static guint
count (const char *text, const char *word)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, word)) != NULL; p += strlen (word))
    n++;
  return n;
}

/* A file that cannot be read (no such file, a device, a folder) or written is told on one line
 * that says "error:" once. */
static void
test_io_errors_once (void)
{
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autofree char *tmp = g_strdup (g_get_tmp_dir ());
  const char *cases[][6] = {
    { "check", "/dev/null", NULL },
    { "check", tmp, NULL },
    { "check", "/nonexistent/table.yaml", NULL },
    { "sight", "/dev/null", NULL },
    { "log", tmp, NULL },
    { "report", demo, "-o", "/nonexistent/report.csv", NULL },
    { "render", demo, "-o", "/nonexistent/table.svg", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *err = NULL;

      g_assert_cmpint (vd_test_run_cli (cases[i], NULL, &err), ==, 1);
      g_test_message ("%s", err);
      g_assert_true (g_str_has_prefix (err, "vedette-cli: error: "));
      g_assert_cmpuint (count (err, "error:"), ==, 1);
      g_assert_cmpuint (count (err, "\n"), ==, 1);
    }
}

/* A value given by mistake, 60 KB long (a file pasted in place of an id), is quoted in the
 * message by its first 60 characters: the message stays one short line. */
static void
test_long_values_cut (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-cut-XXXXXX", &error);
  g_autofree char *fixture = vd_test_source_path ("tests", "files", "journal", "battle.yaml",
                                                   NULL);
  g_autofree char *battle = g_build_filename (dir, "battle.yaml", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.yaml", NULL);
  g_autofree char *huge = g_strnfill (60 * 1024, 'z');
  g_autofree char *sixty = g_strnfill (60, 'z');
  g_autofree char *shown = g_strconcat (sixty, "…", NULL);
  g_autofree char *text = NULL;
  g_autofree char *broken_text = NULL;
  const char *cases[][7] = {
    { huge, NULL },
    { "check", broken, NULL },
    { "record", battle, "morale", "fr-1-4e", huge, NULL },
    { "record", battle, "loss", huge, "2", NULL },
    { "record", battle, "loss", "fr-1-4e", huge, NULL },
    { "record", battle, huge, NULL },
    { "move", battle, "fr-1-4e", "--to", huge, NULL },
    { "bombard", battle, "ru-bat", huge, NULL },
    { "rules", huge, NULL },
  };

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (battle, text, -1, NULL));
  broken_text = g_strdup_printf ("vedette: 1\nkind: table\nscale: %s\ntable: [10, 10]\n",
                                 huge);
  g_assert_true (g_file_set_contents (broken, broken_text, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *err = NULL;

      g_assert_cmpint (vd_test_run_cli (cases[i], NULL, &err), >=, 1);
      g_test_message ("%s", err);
      g_assert_cmpuint (strlen (err), <, 600);
      g_assert_nonnull (strstr (err, shown));
    }
  g_remove (battle);
  g_remove (broken);
  g_rmdir (dir);
}

/* SOURCE without its first comment lines, after a UTF-8 byte order mark, as DIR/NAME. */
static char *
write_with_bom (const char *dir, const char *name, const char *source)
{
  g_autofree char *text = NULL;
  g_autofree char *marked = NULL;
  char *path = g_build_filename (dir, name, NULL);
  const char *start;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  for (start = text; *start == '#'; start = strchr (start, '\n') + 1)
    ;
  marked = g_strconcat ("\xef\xbb\xbf", start, NULL);
  g_assert_true (g_file_set_contents (path, marked, -1, NULL));
  return path;
}

/* Tables and rulesets saved by an editor that begins UTF-8 with a byte order mark are read. */
static void
test_check_byte_order_mark (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-bom-XXXXXX", &error);
  g_autofree char *table_source = vd_test_source_path ("tests", "files", "journal", "battle.yaml",
                                                        NULL);
  g_autofree char *ruleset_source = vd_test_source_path ("terrain", "napoleonic.yaml", NULL);
  g_autofree char *table = write_with_bom (dir, "table.yaml", table_source);
  g_autofree char *ruleset = write_with_bom (dir, "ruleset.yaml", ruleset_source);
  const char *args[] = { "check", table, ruleset, NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "table.yaml: ok (table “Journal test: the crossing”"));
  g_assert_nonnull (strstr (out, "ruleset.yaml: ok (ruleset napoleonic"));
  g_remove (table);
  g_remove (ruleset);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/check/valid", test_check_valid);
  g_test_add_func ("/cli/double-dash", test_double_dash);
  g_test_add_func ("/cli/check/broken", test_check_broken);
  g_test_add_func ("/cli/check/overlapping-units", test_check_overlapping_units);
  g_test_add_func ("/cli/check/mixed", test_check_mixed);
  g_test_add_func ("/cli/check/byte-order-mark", test_check_byte_order_mark);
  g_test_add_func ("/cli/io-errors-once", test_io_errors_once);
  g_test_add_func ("/cli/long-values-cut", test_long_values_cut);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/render", test_render);
  g_test_add_func ("/cli/render/broken-writes-nothing", test_render_broken_writes_nothing);
  g_test_add_func ("/cli/render/side", test_render_side);
  g_test_add_func ("/cli/check/in-french", test_check_in_french);
  g_test_add_func ("/cli/utf-8-whatever-the-locale", test_utf8_whatever_the_locale);
  g_test_add_func ("/cli/answer-not-written", test_answer_not_written);
  g_test_add_func ("/cli/rules", test_rules);
  g_test_add_func ("/cli/rules/json-french", test_rules_json_french);
  return g_test_run ();
}
