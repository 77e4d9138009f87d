/* Order of battle files (kind: order-of-battle): the bundled one and broken ones. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-order-of-battle.h"
#include "vd-table-reader.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

static VdOrderOfBattle *
load_bundled (VdScale scale)
{
  g_autofree char *path = vd_data_find ("units/shevardino-oob.yaml");
  g_autoptr(GError) error = NULL;
  VdOrderOfBattle *oob;

  g_assert_nonnull (path);
  oob = vd_order_of_battle_load (path, ruleset, scale, &error);
  g_assert_no_error (error);
  g_assert_nonnull (oob);
  return oob;
}

static guint
count_side (const GPtrArray *units, const char *side)
{
  guint n = 0;

  for (guint i = 0; i < units->len; i++)
    n += g_str_equal (((const VdUnit *) g_ptr_array_index (units, i))->side, side) ? 1 : 0;
  return n;
}

/* The bundled order of battle is the demo battle's, unit for unit, without the places. */
static void
test_bundled_is_the_demo (void)
{
  g_autoptr(VdOrderOfBattle) oob = load_bundled (VD_SCALE_25MM);
  g_autofree char *demo_path = vd_data_find ("data/shevardino.yaml");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) demo = vd_table_load_file (demo_path, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (oob->title, ==, "Shevardino, 5 September 1812");
  g_assert_cmpuint (oob->units->len, ==, demo->units->len);
  g_assert_cmpuint (oob->commands->len, ==, demo->commands->len);
  g_assert_cmpuint (count_side (oob->units, "french"), ==, count_side (demo->units, "french"));
  g_assert_cmpuint (count_side (oob->units, "russian"), ==, count_side (demo->units, "russian"));
  g_assert_cmpuint (count_side (oob->units, "french") + count_side (oob->units, "russian"), ==,
                    oob->units->len);
  g_assert_cmpuint (count_side (oob->units, "french"), >, 0);
  g_assert_cmpuint (count_side (oob->units, "russian"), >, 0);
  for (guint i = 0; i < oob->commands->len; i++)
    g_assert_true (vd_command_equal (g_ptr_array_index (oob->commands, i),
                                     g_ptr_array_index (demo->commands, i)));
  for (guint i = 0; i < oob->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (oob->units, i);
      const VdUnit *placed = g_ptr_array_index (demo->units, i);

      g_assert_cmpstr (unit->id, ==, placed->id);
      g_assert_cmpstr (unit->name, ==, placed->name);
      g_assert_cmpstr (unit->side, ==, placed->side);
      g_assert_cmpstr (unit->command, ==, placed->command);
      g_assert_cmpint (unit->arm, ==, placed->arm);
      g_assert_cmpint (unit->formation, ==, placed->formation);
      g_assert_cmpint (unit->figures, ==, placed->figures);
      g_assert_cmpint (unit->calibre, ==, placed->calibre);
      g_assert_cmpint (unit->howitzer, ==, placed->howitzer);
      /* Not placed: the app puts it on the table. */
      g_assert_true (vd_point_equal (unit->at, vd_point (0, 0)));
      g_assert_cmpfloat (unit->facing, ==, 0);
      g_assert_cmpfloat (unit->frontage, >, 0);
      g_assert_cmpfloat (unit->depth, >, 0);
    }
}

static const VdUnit *
find (const VdOrderOfBattle *oob, const char *id)
{
  for (guint i = 0; i < oob->units->len; i++)
    if (g_str_equal (((const VdUnit *) g_ptr_array_index (oob->units, i))->id, id))
      return g_ptr_array_index (oob->units, i);
  g_error ("no unit %s", id);
  return NULL;
}

/* The footprints follow from the figures and the formation at the scale asked for. */
static void
test_bundled_footprints (void)
{
  g_autoptr(VdOrderOfBattle) at25 = load_bundled (VD_SCALE_25MM);
  g_autoptr(VdOrderOfBattle) at15 = load_bundled (VD_SCALE_15MM);
  static const struct {
    const char *id;
    double frontage25, depth25, frontage15, depth15;
  } cases[] = {
    { "fr-murat", 50, 50, 30, 30 },              /* an officer: one base */
    { "fr-57-2", 80, 90, 60, 60 },              /* 24 figures in column: 2 abreast, 3 deep */
    { "ru-pos-gren", 60, 240, 40, 150 },         /* two limbered guns, one behind the other */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const VdUnit *u25 = find (at25, cases[i].id);
      const VdUnit *u15 = find (at15, cases[i].id);

      g_assert_cmpfloat (u25->frontage, ==, cases[i].frontage25);
      g_assert_cmpfloat (u25->depth, ==, cases[i].depth25);
      g_assert_cmpfloat (u15->frontage, ==, cases[i].frontage15);
      g_assert_cmpfloat (u15->depth, ==, cases[i].depth15);
    }
}

/* `bases` gives the count; `base` the base's size. */
static void
test_bases_and_base (void)
{
  static const char text[] =
    "vedette: 1\n"
    "kind: order-of-battle\n"
    "units:\n"
    "  - {id: a, side: french, arm: infantry, formation: line, figures: 24, bases: 3}\n"
    "  - {id: b, side: french, arm: infantry, formation: line, figures: 24, base: [20, 15]}\n"
    "  - {id: c, side: russian, arm: artillery, formation: battery, figures: 8, calibre: 12,\n"
    "     howitzer: true}\n";
  g_autofree char *dir = g_dir_make_tmp ("vedette-oob-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "oob.yaml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdOrderOfBattle) oob = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  oob = vd_order_of_battle_load (path, ruleset, VD_SCALE_25MM, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (oob->title, ==, "");
  g_assert_cmpuint (oob->commands->len, ==, 0);
  g_assert_cmpfloat (find (oob, "a")->frontage, ==, 120);
  g_assert_cmpfloat (find (oob, "b")->frontage, ==, 120);
  g_assert_cmpfloat (find (oob, "b")->depth, ==, 15);
  g_assert_true (find (oob, "b")->has_base);
  g_assert_cmpint (find (oob, "c")->calibre, ==, 12);
  g_assert_true (find (oob, "c")->howitzer);
  g_assert_cmpfloat (find (oob, "c")->frontage, ==, 120);
  g_remove (path);
  g_rmdir (dir);
}

/* Each tests/files/broken/oob-*.yaml reads "# expect LINE:COLUMN TEXT" on its first line. */
static void
test_broken (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "files", "broken", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *contents = NULL;
      g_autofree char *prefix = NULL;
      g_auto(GStrv) expect = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(VdOrderOfBattle) oob = NULL;

      if (!g_str_has_prefix (name, "oob-"))
        continue;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_true (g_str_has_prefix (contents, "# expect "));
      *strchr (contents, '\n') = '\0';
      expect = g_strsplit (contents + strlen ("# expect "), " ", 2);
      oob = vd_order_of_battle_load (path, ruleset, VD_SCALE_25MM, &error);
      g_assert_null (oob);
      g_assert_nonnull (error);
      prefix = g_strdup_printf ("%s:%s: error: ", path, expect[0]);
      if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, expect[1]) == NULL)
        g_error ("%s: expected “%s…%s”, got “%s”", name, prefix, expect[1], error->message);
      n_files++;
    }
  g_assert_cmpuint (n_files, >=, 7);
}

/* A table is not an order of battle. */
static void
test_wrong_kind (void)
{
  g_autofree char *demo_path = vd_data_find ("data/shevardino.yaml");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdOrderOfBattle) oob = vd_order_of_battle_load (demo_path, ruleset, VD_SCALE_25MM,
                                                            &error);

  g_assert_null (oob);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "order-of-battle"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_func ("/order-of-battle/bundled-is-the-demo", test_bundled_is_the_demo);
  g_test_add_func ("/order-of-battle/bundled-footprints", test_bundled_footprints);
  g_test_add_func ("/order-of-battle/bases-and-base", test_bases_and_base);
  g_test_add_func ("/order-of-battle/broken", test_broken);
  g_test_add_func ("/order-of-battle/wrong-kind", test_wrong_kind);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
