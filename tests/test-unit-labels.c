/* Issue 22 point 6: units are labelled so that regiments can be told apart (a table's own
 * `label:`, else "1/57e" from the name), and their labels never cover one another at any zoom:
 * each is placed whole, or shortened, or deliberately left out. */
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-render.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-unit-label.h"

#define VIEW_W 800
#define VIEW_H 600

static void
test_from_name (void)
{
  static const struct { const char *name, *label; } cases[] = {
    { "1er bataillon, 57e de ligne", "1/57e" },
    { "3e bataillon, 111e de ligne", "3/111e" },
    { "1er bataillon, 12e régiment d'infanterie polonais", "1/12e" },
    { "49th Jäger Regiment, 2nd bn", "2/49th" },
    { "Astrakhan Grenadier Regiment, 1st bn", "1/Astrakhan" },
    { "7e hussards", NULL },
    { "2e brigade, Duppelin (25e, 111e)", NULL },
    { "Batterie à pied de la 5e division (6-pdr)", NULL },
    { "bataillon, 57e", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = vd_unit_label_from_name (cases[i].name);

      g_assert_cmpstr (label, ==, cases[i].label);
    }
}

static const char table_text[] =
  "vedette: 1\n"
  "kind: table\n"
  "scale: 25mm\n"
  "table: [1200, 800]\n"
  "units:\n"
  "  - {id: fr-1, name: \"1er bataillon, 57e de ligne\", side: french, arm: infantry,"
  " formation: line, at: [300, 300], frontage: 120, depth: 30, figures: 24}\n"
  "  - {id: fr-2, name: \"Grenadiers of the guard\", label: \"Gren.\", side: french,"
  " arm: infantry, formation: line, at: [600, 300], frontage: 120, depth: 30, figures: 24}\n"
  "  - {id: fr-3, name: \"7e hussards\", side: french, arm: cavalry, formation: close,"
  " at: [900, 300], frontage: 100, depth: 50, figures: 8}\n";

/* The table's `label:` is read, kept by a copy, written back and read again; a unit without one
 * takes the name's, and a name with no battalion stays itself. */
static void
test_label_key (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (table_text, sizeof table_text - 1, "t.yaml",
                                                 &error);
  g_autoptr(VdTable) copy = NULL;
  g_autoptr(VdTable) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *l1 = NULL, *l2 = NULL, *l3 = NULL;

  g_assert_no_error (error);
  g_assert_null (vd_table_find_unit (table, "fr-1")->label);
  g_assert_cmpstr (vd_table_find_unit (table, "fr-2")->label, ==, "Gren.");
  l1 = vd_unit_short_label (vd_table_find_unit (table, "fr-1"));
  l2 = vd_unit_short_label (vd_table_find_unit (table, "fr-2"));
  l3 = vd_unit_short_label (vd_table_find_unit (table, "fr-3"));
  g_assert_cmpstr (l1, ==, "1/57e");
  g_assert_cmpstr (l2, ==, "Gren.");
  g_assert_cmpstr (l3, ==, "7e hussards");

  copy = vd_table_copy (table);
  g_assert_true (vd_table_equal (table, copy));
  g_free (vd_table_find_unit (copy, "fr-2")->label);
  vd_table_edit_unit (copy, "fr-2")->label = g_strdup ("Gr.");
  g_assert_false (vd_table_equal (table, copy));

  written = vd_table_to_yaml (table, NULL);
  g_assert_nonnull (strstr (written, "label: \"Gren.\""));
  again = vd_table_load_data (written, strlen (written), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, again));
}

static void
test_label_empty (void)
{
  static const char text[] =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [600, 400]\nunits:\n"
    "  - {id: a, label: \"\", side: french, arm: infantry, formation: line, at: [100, 100],"
    " frontage: 100, depth: 30, figures: 24}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (text, sizeof text - 1, "empty.yaml", &error);

  g_assert_null (table);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "empty.yaml:6:"));
  g_assert_nonnull (strstr (error->message, "label must not be empty"));
}

/* 60 battalions of three regiments, shoulder to shoulder in six rows over named fields, and a
 * battery: at every zoom no two placed labels intersect nor cover a terrain name, every unit's label is placed or left out for a reason,
 * and a label placed is the whole name or the short label (a long one without a short form
 * ending in "…"), never an id, and no wider than a drag redraws. */
static void
test_crowded (void)
{
  g_autoptr(GString) text = g_string_new ("vedette: 1\nkind: table\nscale: 25mm\n"
                                          "table: [1800, 1200]\nunits:\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autofree char *ruleset_path = vd_data_find ("terrain/napoleonic.yaml");
  static const double zooms[] = { 0.5, 1, 2, 3, 5, 8 };
  guint seen_short = 0, seen_name = 0, seen_overlap = 0, seen_names = 0;

  for (guint i = 0; i < 60; i++)
    g_string_append_printf (text,
                            "  - {id: u-%u, name: \"%ue bataillon, %ue de ligne\", side: french,"
                            " arm: infantry, formation: line, at: [%u, %u], frontage: 120,"
                            " depth: 30, figures: 24}\n",
                            i, i % 3 + 1, 57 + i / 3, 300 + (i % 10) * 124, 300 + (i / 10) * 40);
  /* A long name with no battalion in it, its own short label. */
  g_string_append (text, "  - {id: bat, name: \"Batterie à pied de la 5e division (6-pdr), "
                         "en réserve derrière la redoute\", side: french, arm: artillery, "
                         "formation: battery, at: [900, 900], frontage: 120, depth: 80, figures: 8}\n");
  /* Named terrain under the crowd: its names are drawn on the terrain layer, which the
   * units' labels must keep clear of too. */
  g_string_append (text, "terrain:\n");
  for (guint i = 0; i < 6; i++)
    g_string_append_printf (text,
                            "  - {id: field-%u, type: field, name: \"Rye fields of the %ue farm\","
                            " area: [[%u, %u], [%u, %u], [%u, %u], [%u, %u]]}\n",
                            i, i + 1, 250 + i * 200, 280, 420 + i * 200, 280, 420 + i * 200,
                            560, 250 + i * 200, 560);
  table = vd_table_load_data (text->str, text->len, "crowded.yaml", &error);
  g_assert_no_error (error);
  ruleset = vd_ruleset_load (ruleset_path, &error);
  g_assert_no_error (error);

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      g_autoptr(VdViewport) viewport = vd_viewport_new ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
      cairo_t *cr = cairo_create (surface);
      g_autoptr(GArray) labels = NULL, names = NULL;
      VdRenderOptions options;

      vd_viewport_set_view_size (viewport, VIEW_W, VIEW_H);
      vd_viewport_fit (viewport, vd_table_bounds (table), 16);
      vd_viewport_zoom_at (viewport, VIEW_W / 2.0, VIEW_H / 2.0, zooms[z]);
      vd_viewport_apply (viewport, cr);
      vd_render_options_init (&options);
      labels = vd_render_place_unit_labels (cr, table, ruleset, viewport, &options);
      names = vd_render_terrain_label_boxes (cr, table, ruleset, viewport, &options);
      seen_names += names->len;
      g_assert_cmpuint (labels->len, ==, table->units->len);
      for (guint i = 0; i < labels->len; i++)
        {
          const VdUnitLabel *a = &g_array_index (labels, VdUnitLabel, i);
          g_autofree char *short_label = vd_unit_short_label (a->unit);

          g_assert_true (a->unit == g_ptr_array_index (table->units, i));
          switch (a->fate)
            {
            case VD_UNIT_LABEL_NAME:
              g_assert_cmpstr (a->text, ==, a->unit->name);
              seen_name++;
              break;
            case VD_UNIT_LABEL_SHORT:
              g_assert_cmpstr (a->text, ==, short_label);
              seen_short++;
              break;
            case VD_UNIT_LABEL_DROPPED_OVERLAP:
              seen_overlap++;
              G_GNUC_FALLTHROUGH;
            case VD_UNIT_LABEL_DROPPED_SMALL:
            case VD_UNIT_LABEL_NOT_SHOWN:
              g_assert_null (a->text);
              continue;
            default:
              g_assert_not_reached ();
            }
          g_assert_cmpstr (a->text, !=, a->unit->id);
          /* Within the width a drag redraws (vd_render_lifted_view_rect). */
          g_assert_cmpfloat ((a->box.x1 - a->box.x0) * vd_viewport_get_scale (viewport), <=,
                             MAX (MAX (a->unit->frontage, a->unit->depth)
                                  * vd_viewport_get_scale (viewport) * 1.5, 80) + 6);
          for (guint j = 0; j < i; j++)
            {
              const VdUnitLabel *b = &g_array_index (labels, VdUnitLabel, j);

              if (b->text != NULL)
                g_assert_false (vd_rect_intersects (a->box, b->box));
            }
          for (guint j = 0; j < names->len; j++)
            g_assert_false (vd_rect_intersects (a->box, g_array_index (names, VdRect, j)));
        }
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  /* The crowd made every case happen: names, short labels, and some left out. */
  g_assert_cmpuint (seen_name, >, 0);
  g_assert_cmpuint (seen_short, >, 0);
  g_assert_cmpuint (seen_overlap, >, 0);
  g_assert_cmpuint (seen_names, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/unit-labels/from-name", test_from_name);
  g_test_add_func ("/unit-labels/label-key", test_label_key);
  g_test_add_func ("/unit-labels/label-empty", test_label_empty);
  g_test_add_func ("/unit-labels/crowded", test_crowded);
  return g_test_run ();
}
