/* LBA's special units and the Santon in `hex info` (and, below, `hex fire` and `hex charge`). */
#include "vd-cli.h"
#include "vd-cli-hex-lba-special.h"

#include <glib/gi18n.h>

#include "vd-hex-santon.h"

/* The hexsides between WORK and each hex of NEXT, printed, as a JSON array. */
static void
add_sides (JsonBuilder *builder, const Loaded *loaded, VdHex work, GArray *next)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < next->len; i++)
    {
      VdHexside side;
      g_autofree char *name = NULL;

      vd_hexside_between (work, g_array_index (next, VdHex, i), &side);
      name = vd_hex_grid_format_side (loaded->board->grid, side);
      json_builder_add_string_value (builder, name != NULL ? name : "?");
    }
  json_builder_end_array (builder);
}

void
vd_cli_hex_lba_info (JsonBuilder *builder, const Loaded *loaded, VdHex hex)
{
  g_autoptr(GArray) front = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GArray) rear = g_array_new (FALSE, FALSE, sizeof (VdHex));
  const char *rule = vd_hex_santon_word (loaded->module, "fire_defence.rule");
  int value;

  if (!vd_hex_santon_is_work (loaded->board, loaded->module, hex))
    return;
  vd_hex_santon_sides (loaded->board, loaded->module, hex, front, rear);
  json_builder_set_member_name (builder, "santon");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "front");
  add_sides (builder, loaded, hex, front);
  json_builder_set_member_name (builder, "rear");
  add_sides (builder, loaded, hex, rear);
  json_builder_set_member_name (builder, "fire_defence");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "front");
  if (vd_hex_santon_fire_defence (loaded->module, VD_HEX_SANTON_FRONT, &value, &rule))
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "rear");
  if (vd_hex_santon_fire_defence (loaded->module, VD_HEX_SANTON_REAR, &value, &rule))
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "rule");
  vd_cli_hex_add_string_or_null (builder, rule);
  if (front->len != 2)
    {
      /* LBA-SANTON-2 gives every work exactly 2 fronts: the board marks another number. */
      g_autofree char *why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "%u front hexside marked with %s; "
                                                           "an earthwork has 2",
                                                           "%u front hexsides marked with %s; "
                                                           "an earthwork has 2", front->len),
                                              front->len,
                                              vd_hex_santon_word (loaded->module,
                                                                  "front_feature"));

      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, why);
    }
  json_builder_end_object (builder);
}

/* A JSON array of strings, joined by ", ". */
static char *
joined (JsonArray *list)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (list); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", json_array_get_string_element (list, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* MEMBER of OBJECT, a number or null, as text ("?" for null). */
static char *
number_text (JsonObject *object, const char *member)
{
  if (json_object_get_null_member (object, member))
    return g_strdup ("?");
  return g_strdup_printf ("%d", (int) json_object_get_int_member (object, member));
}

void
vd_cli_hex_lba_info_text (const Loaded *loaded, JsonObject *info)
{
  JsonObject *santon, *defence;
  g_autofree char *front = NULL, *rear = NULL, *front_value = NULL, *rear_value = NULL;

  (void) loaded;
  if (!json_object_has_member (info, "santon"))
    return;
  santon = json_object_get_object_member (info, "santon");
  defence = json_object_get_object_member (santon, "fire_defence");
  front = joined (json_object_get_array_member (santon, "front"));
  rear = joined (json_object_get_array_member (santon, "rear"));
  front_value = number_text (defence, "front");
  rear_value = number_text (defence, "rear");
  /* Translators: "  earthwork front: 0303|0402, 0303|0403 (fire defence 10); rear: …
   * (fire defence 6) (LBA-SANTON-2)". */
  g_print (_("  earthwork front: %s (fire defence %s); rear: %s (fire defence %s) (%s)\n"),
           front, front_value, rear, rear_value, json_object_get_string_member (santon, "rule"));
  if (json_object_has_member (santon, "why"))
    g_print ("  %s (%s)\n", json_object_get_string_member (santon, "why"),
             json_object_get_string_member (santon, "rule"));
}
