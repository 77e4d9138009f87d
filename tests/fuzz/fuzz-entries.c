/* The owner's chart entries (vd-hex-entries.h): any bytes are read or refused with a message;
 * entries that read are laid over a module that has every kind of gap, which reads or refuses
 * them with a message; and they are written and read back the same. */
#include <stdlib.h>
#include <string.h>

#include "vd-fuzz.h"
#include "vd-hex-entries.h"
#include "vd-hex-ruleset.h"

/* A small module with a chart of known size, one of unknown size, costs given and not, a free
 * section with a gap and a reading to choose. */
static const char module_text[] =
  "vedette: 1\nkind: hex-ruleset\nid: fuzz\nname: {en: Fuzz, fr: Fuzz}\n"
  "sides: [{id: blue, name: {en: B, fr: B}}, {id: red, name: {en: R, fr: R}}]\n"
  "unit_classes: [{id: infantry, name: {en: I, fr: I}}, {id: cavalry, name: {en: C, fr: C}}]\n"
  "default_terrain: clear\n"
  "sequence: [{id: move, name: {en: M, fr: M}, side: both}]\n"
  "terrain: {clear: {name: {en: C, fr: C}, mp: {infantry: 1}}, woods: {name: {en: W, fr: W}, "
  "mp: ~, zoc: ~}}\n"
  "hexsides: {river: {name: {en: R, fr: R}, mp: ~}}\n"
  "zoc: {costs: {entry: ~, exit: 2}, list: [{id: a, value: ~}, ~]}\n"
  "charts:\n"
  "  crt: {name: {en: CRT, fr: CRT}, status: missing, columns: [\"1:1\", \"2:1\"], rows: [1, 2],"
  " cells: [[~, AE], [~, ~]]}\n"
  "  size: {name: {en: S, fr: S}, status: missing, columns: ~, rows: [a, b], cells: ~}\n"
  "interpretations:\n"
  "  - {id: i-1, text: {en: T, fr: T}, options: [x, y], choice: ~}\n"
  "rules: [{id: R-1, text: {en: x, fr: x}}]\n";

static gboolean
same_entry (const VdHexEntry *a, const VdHexEntry *b)
{
  return a->kind == b->kind && g_strcmp0 (a->target, b->target) == 0 &&
         g_strcmp0 (a->row, b->row) == 0 && g_strcmp0 (a->column, b->column) == 0 &&
         g_strcmp0 (a->value, b->value) == 0 && g_strcmp0 (a->by, b->by) == 0 &&
         g_strcmp0 (a->at, b->at) == 0 &&
         (a->columns == NULL) == (b->columns == NULL) &&
         (a->columns == NULL || g_strv_equal ((const char * const *) a->columns,
                                              (const char * const *) b->columns)) &&
         (a->rows == NULL) == (b->rows == NULL) &&
         (a->rows == NULL || g_strv_equal ((const char * const *) a->rows,
                                           (const char * const *) b->rows));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(VdHexEntries) entries = NULL;
  g_autoptr(VdHexEntries) again = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  if (size > VD_FUZZ_MAX_INPUT)
    return 0;
  entries = vd_hex_entries_load_data ((const char *) data, size, "fuzz.yaml", &error);
  if (entries == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        abort ();
      return 0;
    }

  /* Written and read back: the same entries. */
  text = vd_hex_entries_write (entries, &length, &error);
  if (text == NULL)
    abort ();
  again = vd_hex_entries_load_data (text, length, "written.yaml", &error);
  if (again == NULL || again->entries->len != entries->entries->len ||
      g_strcmp0 (again->module, entries->module) != 0)
    abort ();
  for (guint i = 0; i < entries->entries->len; i++)
    if (!same_entry (entries->entries->pdata[i], again->entries->pdata[i]))
      abort ();

  /* Laid over the module as if they were its owner's: read, or refused with a message. */
  g_free (entries->module);
  entries->module = g_strdup ("fuzz");
  module = vd_hex_ruleset_load_document_with (vd_yaml_parse (module_text, strlen (module_text),
                                                             "fuzz-module.yaml", NULL),
                                              g_steal_pointer (&entries), &error);
  if (module == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        abort ();
      return 0;
    }
  if (module->n_entered > module->entries->entries->len)
    abort ();
  for (guint i = 0; i < module->gaps->len; i++)
    g_free (vd_hex_gap_describe (module, module->gaps->pdata[i]));
  return 0;
}
