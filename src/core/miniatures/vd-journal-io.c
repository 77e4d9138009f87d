#include "vd-journal.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-journal-private.h"
#include "vd-table-sides.h"
#include "vd-table-private.h"

/* The `journal:` key of a table file, and one event as the autosave journal writes it: each
 * event a mapping {event: KIND, turn: N, time?, note?, …the keys of its kind}. */

#define MAX_SIZE VD_YAML_MAX_MAGNITUDE
#define KIND_KEYS 10
/* The common keys (7), a kind's own (fewer than KIND_KEYS), an extra one and the NULL. */
#define MAX_KEYS (7 + KIND_KEYS + 1)

typedef gboolean (*ReadFunc) (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                              GError **error);
typedef void (*WriteFunc) (VdYamlWriter *w, const VdEvent *event);

typedef struct {
  const char *keys[KIND_KEYS]; /* the kind's own keys, NULL-terminated */
  const char *required[4];
  ReadFunc    read;
  WriteFunc   write;
} KindSyntax;

static const char * const common_keys[] = { "event", "turn", "time", "note", "batch", "override",
                                             "overridden", NULL };
G_STATIC_ASSERT (G_N_ELEMENTS (common_keys) == 8);
static const char * const common_required[] = { "event", "turn", NULL };

static gboolean
read_word_key (const VdYamlDocument *doc, const VdYamlNode *map, const char *key, char **out,
               GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);
  const char *word;

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_read_word (doc, node, key, &word, error))
    return FALSE;
  *out = g_strdup (word);
  return TRUE;
}

static gboolean
read_bool_key (const VdYamlDocument *doc, const VdYamlNode *map, const char *key,
               gboolean *out, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);

  return node == NULL || vd_yaml_read_bool (doc, node, key, out, error);
}

static void
write_word_key (VdYamlWriter *w, const char *key, const char *word)
{
  if (word == NULL)
    return;
  vd_yaml_writer_word (w, key);
  vd_yaml_writer_word (w, word);
}

static void
write_refs (VdYamlWriter *w, const VdEvent *event)
{
  write_word_key (w, "unit", event->unit_id);
  write_word_key (w, "feature", event->feature_id);
}

static gboolean
read_refs (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  return read_word_key (doc, map, "unit", &event->unit_id, error) &&
         read_word_key (doc, map, "feature", &event->feature_id, error);
}

static gboolean
read_move (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  const VdYamlNode *node;

  /* `revealed` (CREST-2) is absent from files older than it: the move reveals nothing more. */
  if (!read_refs (doc, map, event, error) ||
      !vd_yaml_read_point (doc, vd_yaml_lookup (map, "at"), "at", &event->at, error) ||
      !read_bool_key (doc, map, "forced", &event->forced, error) ||
      !read_bool_key (doc, map, "revealed", &event->revealed, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "via")) != NULL &&
      !vd_yaml_read_points (doc, node, "via", 0, event->via, error))
    return FALSE;
  return (node = vd_yaml_lookup (map, "conditions")) == NULL ||
         vd_table_read_conditions (doc, node, &event->conditions, error);
}

static void
write_move (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  vd_yaml_writer_word (w, "at");
  vd_yaml_writer_point (w, event->at);
  if (event->via->len > 0)
    {
      vd_yaml_writer_word (w, "via");
      vd_yaml_writer_points (w, (const VdPoint *) event->via->data, event->via->len);
    }
  if (event->forced)
    {
      vd_yaml_writer_word (w, "forced");
      vd_yaml_writer_bool (w, TRUE);
    }
  if (event->conditions != 0)
    {
      vd_yaml_writer_word (w, "conditions");
      vd_table_write_conditions (w, event->conditions);
    }
  if (event->revealed)
    {
      vd_yaml_writer_word (w, "revealed");
      vd_yaml_writer_bool (w, TRUE);
    }
}

static gboolean
read_formation (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, "formation");
  const char *word;

  if (!read_refs (doc, map, event, error) ||
      !vd_yaml_read_word (doc, node, "formation", &word, error))
    return FALSE;
  if (!vd_formation_from_string (word, &event->formation))
    {
      g_autofree char *expected = vd_formation_list ();

      vd_yaml_error_at (doc, node, error, _("unknown %s “%s” (expected one of: %s)"),
                        C_("value name", "formation"), word, expected);
      return FALSE;
    }
  if (!read_word_key (doc, map, "rule", &event->rule, error))
    return FALSE;
  /* Files written before formation events carried the footprint keep the unit's own. */
  return ((node = vd_yaml_lookup (map, "frontage")) == NULL ||
          vd_yaml_read_double (doc, node, "frontage", G_MINDOUBLE, MAX_SIZE, &event->frontage,
                               error)) &&
         ((node = vd_yaml_lookup (map, "depth")) == NULL ||
          vd_yaml_read_double (doc, node, "depth", G_MINDOUBLE, MAX_SIZE, &event->depth,
                               error));
}

static void
write_formation (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  write_word_key (w, "formation", vd_formation_to_string (event->formation));
  if (event->frontage > 0)
    {
      vd_yaml_writer_word (w, "frontage");
      vd_yaml_writer_number (w, event->frontage);
    }
  if (event->depth > 0)
    {
      vd_yaml_writer_word (w, "depth");
      vd_yaml_writer_number (w, event->depth);
    }
  write_word_key (w, "rule", event->rule);
}

static gboolean
read_face (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  return read_refs (doc, map, event, error) &&
         vd_yaml_read_double (doc, vd_yaml_lookup (map, "facing"), "facing", 0, 360,
                              &event->facing, error);
}

static void
write_face (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  vd_yaml_writer_word (w, "facing");
  vd_yaml_writer_number (w, event->facing);
}

static gboolean
read_conditions (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                 GError **error)
{
  return read_refs (doc, map, event, error) &&
         vd_table_read_conditions (doc, vd_yaml_lookup (map, "conditions"), &event->conditions,
                                   error);
}

static void
write_conditions (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  vd_yaml_writer_word (w, "conditions");
  vd_table_write_conditions (w, event->conditions);
}

static gboolean
read_loss (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, "figures");

  if (!read_refs (doc, map, event, error) ||
      !vd_yaml_read_int (doc, node, "figures", -VD_YAML_MAX_FIGURES, VD_YAML_MAX_FIGURES,
                         &event->figures, error))
    return FALSE;
  /* A loss of nothing is a slip of the hand, not an event worth a line of the history. */
  if (event->figures == 0)
    {
      vd_yaml_error_at (doc, node, error, "%s", _("a loss of 0 figures changes nothing"));
      return FALSE;
    }
  return TRUE;
}

static void
write_loss (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  vd_yaml_writer_word (w, "figures");
  vd_yaml_writer_number (w, event->figures);
}

static gboolean
read_morale (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  return read_refs (doc, map, event, error) &&
         read_word_key (doc, map, "state", &event->state, error);
}

static void
write_morale (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  write_word_key (w, "state", event->state);
}

static gboolean
read_reveal (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  return read_refs (doc, map, event, error) &&
         read_bool_key (doc, map, "revealed", &event->revealed, error);
}

static void
write_reveal (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  vd_yaml_writer_word (w, "revealed");
  vd_yaml_writer_bool (w, event->revealed);
}

/* The feature's length is not known here: the stretches are checked against it on apply. */
static gboolean
read_damage (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  const VdYamlNode *node;

  if (!read_refs (doc, map, event, error) ||
      !vd_table_read_stretches (doc, vd_yaml_lookup (map, "damage"), MAX_SIZE, FALSE,
                                event->damage, error) ||
      !read_word_key (doc, map, "rule", &event->rule, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "aim")) != NULL)
    {
      if (!vd_yaml_read_point (doc, node, "aim", &event->aim, error))
        return FALSE;
      event->has_aim = TRUE;
    }
  return (node = vd_yaml_lookup (map, "affected")) == NULL ||
         vd_yaml_read_double (doc, node, "affected", 0, MAX_SIZE, &event->affected, error);
}

static void
write_damage (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  vd_yaml_writer_word (w, "damage");
  vd_table_write_stretches (w, event->damage);
  write_word_key (w, "rule", event->rule);
  if (event->has_aim)
    {
      vd_yaml_writer_word (w, "aim");
      vd_yaml_writer_point (w, event->aim);
    }
  if (event->affected != 0)
    {
      vd_yaml_writer_word (w, "affected");
      vd_yaml_writer_number (w, event->affected);
    }
}

/* HOUSE-10: `side` and `points_lost` are absent from files older than them, and from fires
 * that cost nothing (no burning, no objective points). */
static gboolean
read_fire (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  const VdYamlNode *node;

  return read_refs (doc, map, event, error) &&
         vd_yaml_read_int (doc, vd_yaml_lookup (map, "die"), "die", 1, 6, &event->die, error) &&
         read_bool_key (doc, map, "burning", &event->burning, error) &&
         read_word_key (doc, map, "side", &event->side, error) &&
         ((node = vd_yaml_lookup (map, "points_lost")) == NULL ||
          vd_yaml_read_double (doc, node, "points_lost", 0, VD_YAML_MAX_FIGURES,
                               &event->points_lost, error));
}

static void
write_fire (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  vd_yaml_writer_word (w, "die");
  vd_yaml_writer_number (w, event->die);
  vd_yaml_writer_word (w, "burning");
  vd_yaml_writer_bool (w, event->burning);
  write_word_key (w, "side", event->side);
  if (event->points_lost != 0)
    {
      vd_yaml_writer_word (w, "points_lost");
      vd_yaml_writer_number (w, event->points_lost);
    }
}

/* RECOIL: a move's path and conditions, and what the terrain did (MARSH-2, RIVER-2). */
static gboolean
read_recoil (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  const VdYamlNode *node;

  if (!read_refs (doc, map, event, error) ||
      !vd_yaml_read_point (doc, vd_yaml_lookup (map, "at"), "at", &event->at, error) ||
      !read_bool_key (doc, map, "revealed", &event->revealed, error) ||
      !read_bool_key (doc, map, "destroyed", &event->destroyed, error) ||
      !read_word_key (doc, map, "rule", &event->rule, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "via")) != NULL &&
      !vd_yaml_read_points (doc, node, "via", 0, event->via, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "conditions")) != NULL &&
      !vd_table_read_conditions (doc, node, &event->conditions, error))
    return FALSE;
  node = vd_yaml_lookup (map, "figures");
  /* The figures lost go with a destroyed unit, and only with it. */
  if (event->destroyed != (node != NULL))
    {
      vd_yaml_error_at (doc, node != NULL ? node : map, error, "%s",
                        event->destroyed
                          ? _("a recoil that destroys the unit says how many “figures” it lost")
                          : _("only a recoil that destroys the unit loses “figures”"));
      return FALSE;
    }
  return node == NULL || vd_yaml_read_int (doc, node, "figures", 0, VD_YAML_MAX_FIGURES,
                                           &event->figures, error);
}

static void
write_recoil (VdYamlWriter *w, const VdEvent *event)
{
  write_move (w, event);
  write_word_key (w, "rule", event->rule);
  if (event->destroyed)
    {
      vd_yaml_writer_word (w, "destroyed");
      vd_yaml_writer_bool (w, TRUE);
      vd_yaml_writer_word (w, "figures");
      vd_yaml_writer_number (w, event->figures);
    }
}

/* DESTROY: the unit, the rule and what is responsible, the figures lost with it. */
static gboolean
read_destroy (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  event->destroyed = TRUE;
  return read_refs (doc, map, event, error) &&
         read_word_key (doc, map, "rule", &event->rule, error) &&
         vd_yaml_read_int (doc, vd_yaml_lookup (map, "figures"), "figures", 0,
                           VD_YAML_MAX_FIGURES, &event->figures, error);
}

static void
write_destroy (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  write_word_key (w, "rule", event->rule);
  vd_yaml_writer_word (w, "figures");
  vd_yaml_writer_number (w, event->figures);
}

static gboolean
read_nothing (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  return TRUE;
}

static void
write_nothing (VdYamlWriter *w, const VdEvent *event)
{
}

static gboolean
read_whole_unit (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                 GError **error)
{
  event->unit = vd_table_read_unit (doc, vd_yaml_lookup (map, "unit"), NULL, error);
  return event->unit != NULL;
}

static void
write_whole_unit (VdYamlWriter *w, const VdEvent *event)
{
  vd_yaml_writer_word (w, "unit");
  vd_table_write_unit (w, event->unit);
}

static gboolean
read_whole_feature (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                    GError **error)
{
  event->feature = vd_table_read_feature (doc, vd_yaml_lookup (map, "feature"), NULL, error);
  return event->feature != NULL;
}

static void
write_whole_feature (VdYamlWriter *w, const VdEvent *event)
{
  vd_yaml_writer_word (w, "feature");
  vd_table_write_feature (w, event->feature);
}

/* The command as under a table's `commands:`; its id, parent and side are checked on apply. */
static gboolean
read_whole_command (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                    GError **error)
{
  event->command = vd_table_read_command (doc, vd_yaml_lookup (map, "command"), NULL, error);
  return event->command != NULL;
}

static void
write_whole_command (VdYamlWriter *w, const VdEvent *event)
{
  vd_yaml_writer_word (w, "command");
  vd_table_write_command (w, event->command);
}

/* DECLARE_FIRE: the unit and its target; the fire reveals it (applied, not stored). */
static gboolean
read_declare_fire (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                   GError **error)
{
  return read_refs (doc, map, event, error) &&
         read_word_key (doc, map, "target", &event->target_id, error);
}

static void
write_declare_fire (VdYamlWriter *w, const VdEvent *event)
{
  write_refs (w, event);
  write_word_key (w, "target", event->target_id);
}

/* DECLARE_CHARGE: the unit, its target and the way to contact as a move has it. */
static gboolean
read_declare_charge (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                     GError **error)
{
  return read_move (doc, map, event, error) &&
         read_word_key (doc, map, "target", &event->target_id, error);
}

static void
write_declare_charge (VdYamlWriter *w, const VdEvent *event)
{
  write_word_key (w, "unit", event->unit_id);
  write_word_key (w, "target", event->target_id);
  vd_yaml_writer_word (w, "at");
  vd_yaml_writer_point (w, event->at);
  if (event->via->len > 0)
    {
      vd_yaml_writer_word (w, "via");
      vd_yaml_writer_points (w, (const VdPoint *) event->via->data, event->via->len);
    }
  if (event->conditions != 0)
    {
      vd_yaml_writer_word (w, "conditions");
      vd_table_write_conditions (w, event->conditions);
    }
}

/* NAME_SIDE: the side and its new name, as the table's `sides:` writes one; without `name`
 * the side is shown by its word again. */
static gboolean
read_name_side (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                GError **error)
{
  const VdYamlNode *name = vd_yaml_lookup (map, "name");

  return read_word_key (doc, map, "side", &event->side, error) &&
         (name == NULL || vd_side_name_read_text (doc, name, &event->name, error));
}

static void
write_name_side (VdYamlWriter *w, const VdEvent *event)
{
  write_word_key (w, "side", event->side);
  if (event->name.en == NULL)
    return;
  vd_yaml_writer_word (w, "name");
  vd_side_name_write_text (w, &event->name);
}

/* SET_READING: the interpretation and its option, as the table's `readings:` writes one;
 * without `option` the ruleset's choice applies again. */
static gboolean
read_set_reading (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
                  GError **error)
{
  return read_word_key (doc, map, "reading", &event->reading, error) &&
         read_word_key (doc, map, "option", &event->option, error);
}

static void
write_set_reading (VdYamlWriter *w, const VdEvent *event)
{
  write_word_key (w, "reading", event->reading);
  write_word_key (w, "option", event->option);
}

static const KindSyntax syntax[VD_N_EVENT_KINDS] = {
  [VD_EVENT_MOVE] = { { "unit", "at", "via", "forced", "conditions", "revealed" },
                      { "unit", "at" }, read_move, write_move },
  [VD_EVENT_FORMATION] = { { "unit", "formation", "frontage", "depth", "rule" },
                           { "unit", "formation" }, read_formation, write_formation },
  [VD_EVENT_FACE] = { { "unit", "facing" }, { "unit", "facing" }, read_face, write_face },
  [VD_EVENT_CONDITIONS] = { { "unit", "conditions" }, { "unit", "conditions" },
                            read_conditions, write_conditions },
  [VD_EVENT_LOSS] = { { "unit", "figures" }, { "unit", "figures" }, read_loss, write_loss },
  [VD_EVENT_MORALE] = { { "unit", "state" }, { "unit", "state" }, read_morale, write_morale },
  [VD_EVENT_REVEAL] = { { "unit", "revealed" }, { "unit", "revealed" },
                        read_reveal, write_reveal },
  [VD_EVENT_BOMBARD] = { { "unit", "feature", "damage", "rule", "aim", "affected" },
                         { "feature", "damage", "rule" }, read_damage, write_damage },
  [VD_EVENT_REPAIR] = { { "unit", "feature", "damage", "rule", "aim", "affected" },
                        { "feature", "damage", "rule" }, read_damage, write_damage },
  [VD_EVENT_FIRE] = { { "unit", "feature", "die", "burning", "side", "points_lost" },
                      { "feature", "die", "burning" }, read_fire, write_fire },
  [VD_EVENT_END_TURN] = { { NULL }, { NULL }, read_nothing, write_nothing },
  [VD_EVENT_ADD_UNIT] = { { "unit" }, { "unit" }, read_whole_unit, write_whole_unit },
  [VD_EVENT_REMOVE_UNIT] = { { "unit" }, { "unit" }, read_refs, write_refs },
  [VD_EVENT_EDIT_UNIT] = { { "unit" }, { "unit" }, read_whole_unit, write_whole_unit },
  [VD_EVENT_ADD_FEATURE] = { { "feature" }, { "feature" }, read_whole_feature,
                             write_whole_feature },
  [VD_EVENT_REMOVE_FEATURE] = { { "feature" }, { "feature" }, read_refs, write_refs },
  [VD_EVENT_EDIT_FEATURE] = { { "feature" }, { "feature" }, read_whole_feature,
                              write_whole_feature },
  [VD_EVENT_ADD_COMMAND] = { { "command" }, { "command" }, read_whole_command,
                             write_whole_command },
  [VD_EVENT_RECOIL] = { { "unit", "feature", "at", "via", "conditions", "revealed", "rule",
                          "destroyed", "figures" },
                        { "unit", "at" }, read_recoil, write_recoil },
  [VD_EVENT_DESTROY] = { { "unit", "feature", "rule", "figures" }, { "unit", "rule", "figures" },
                         read_destroy, write_destroy },
  [VD_EVENT_DECLARE_FIRE] = { { "unit", "target" }, { "unit", "target" }, read_declare_fire,
                              write_declare_fire },
  [VD_EVENT_DECLARE_CHARGE] = { { "unit", "target", "at", "via", "conditions" },
                                { "unit", "target", "at" }, read_declare_charge,
                                write_declare_charge },
  [VD_EVENT_START] = { { NULL }, { NULL }, read_nothing, write_nothing },
  [VD_EVENT_NAME_SIDE] = { { "side", "name" }, { "side" }, read_name_side, write_name_side },
  [VD_EVENT_SET_READING] = { { "reading", "option" }, { "reading" }, read_set_reading,
                             write_set_reading },
};

/* KEYS then MORE (each NULL-terminated) and EXTRA into OUT, NULL-terminated. */
static void
join_keys (const char * const *keys, const char * const *more, const char *extra,
           const char *out[MAX_KEYS])
{
  guint n = 0;

  for (guint i = 0; keys[i] != NULL; i++)
    out[n++] = keys[i];
  for (guint i = 0; i < KIND_KEYS && more[i] != NULL; i++)
    out[n++] = more[i];
  if (extra != NULL)
    out[n++] = extra;
  out[n] = NULL;
}

static gboolean
read_kind (const VdYamlDocument *doc, const VdYamlNode *map, VdEventKind *kind,
           GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, "event");
  const char *word;

  /* Translated only for the error: every event of a journal comes through here. */
  if (map->kind != VD_YAML_MAPPING &&
      !vd_yaml_expect_mapping (doc, map, C_("value name", "an event"), error))
    return FALSE;
  if (node == NULL)
    {
      vd_yaml_error_at (doc, map, error, _("%s is missing the key “%s”"),
                        C_("value name", "an event"), "event");
      return FALSE;
    }
  if (!vd_yaml_read_word (doc, node, "event", &word, error))
    return FALSE;
  if (!vd_event_kind_from_string (word, kind))
    {
      g_autofree char *expected = vd_event_kind_list ();

      vd_yaml_error_at (doc, node, error, _("unknown %s “%s” (expected one of: %s)"),
                        C_("value name", "event"), word, expected);
      return FALSE;
    }
  return TRUE;
}

/* `override: true` comes with the rule it set aside, and only with it. */
static gboolean
read_override (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event,
               GError **error)
{
  gboolean override = FALSE;

  if (!read_bool_key (doc, map, "override", &override, error) ||
      !read_word_key (doc, map, "overridden", &event->overridden, error))
    return FALSE;
  if (override != (event->overridden != NULL))
    {
      vd_yaml_error_at (doc, map, error, "%s",
                        _("“override: true” and “overridden: RULE” go together"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_common (const VdYamlDocument *doc, const VdYamlNode *map, VdEvent *event, GError **error)
{
  const VdYamlNode *node;
  const char *text;

  if (!vd_yaml_read_int (doc, vd_yaml_lookup (map, "turn"), "turn", 1, VD_YAML_MAX_TURN,
                         &event->turn, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "time")) != NULL)
    {
      g_autoptr(GDateTime) time = NULL;

      if (!vd_yaml_read_string (doc, node, "time", &text, error))
        return FALSE;
      /* Only a full date and time with its zone says when, wherever the file is read. */
      if ((time = g_date_time_new_from_iso8601 (text, NULL)) == NULL)
        {
          g_autofree char *shown = vd_error_cut (text);

          vd_yaml_error_at (doc, node, error,
                            _("time “%s” is not a date and time with its time zone (ISO 8601)"),
                            shown);
          return FALSE;
        }
      event->time = g_strdup (text);
    }
  if ((node = vd_yaml_lookup (map, "note")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "note", &text, error))
        return FALSE;
      event->note = g_strdup (text);
    }
  if ((node = vd_yaml_lookup (map, "batch")) != NULL)
    {
      int batch;

      if (!vd_yaml_read_int (doc, node, "batch", 1, G_MAXINT, &batch, error))
        return FALSE;
      event->batch = (guint) batch;
    }
  return read_override (doc, map, event, error);
}

VdEvent *
vd_event_read (const VdYamlDocument *doc, const VdYamlNode *map, const char *extra_key,
               GError **error)
{
  g_autoptr(VdEvent) event = NULL;
  g_autofree char *what = NULL;
  const char *allowed[MAX_KEYS], *required[MAX_KEYS];
  VdEventKind kind;

  if (!read_kind (doc, map, &kind, error))
    return NULL;
  join_keys (common_keys, syntax[kind].keys, extra_key, allowed);
  join_keys (common_required, syntax[kind].required, NULL, required);
  /* Translators: "unknown key “at” in a “loss” event (expected one of: …)". */
  what = g_strdup_printf (_("a “%s” event"), vd_event_kind_to_string (kind));
  if (!vd_yaml_check_keys (doc, map, what, allowed, required, error))
    return NULL;
  event = vd_event_new (kind, 1);
  event->pos = (VdSourcePos) { map->line, map->column };
  if (!read_common (doc, map, event, error) || !syntax[kind].read (doc, map, event, error))
    return NULL;
  return g_steal_pointer (&event);
}

gboolean
vd_event_check_writable (const VdEvent *event, GError **error)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new_line ();
  g_autoptr(VdYamlDocument) doc = NULL;
  g_autoptr(VdEvent) again = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *line = NULL;
  const char *bad_text;
  gsize length, bad_length;
  VdTextProblem problem;

  vd_yaml_writer_begin_mapping (w, TRUE);
  vd_event_write_keys (w, event);
  vd_yaml_writer_end_mapping (w);
  problem = vd_yaml_writer_get_problem (w, &bad_text, &bad_length);
  if (!vd_yaml_check_text_problem (problem, bad_text, bad_length, error))
    return FALSE;
  line = vd_yaml_writer_finish (w, &length);
  doc = vd_yaml_parse (line, length, "event", &local_error);
  if (doc != NULL)
    again = vd_event_read (doc, doc->root, NULL, &local_error);
  if (again != NULL && vd_event_equal (event, again))
    return TRUE;
  if (again == NULL)
    /* Translators: what the reader would say of the event: "figures is 0, outside …". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("the event would not read back from its file: %s"),
                 vd_error_get_text (local_error));
  else
    g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("the event would read back from its file different from what was "
                           "recorded"));
  return FALSE;
}

void
vd_event_write_keys (VdYamlWriter *writer, const VdEvent *event)
{
  g_return_if_fail (event != NULL && event->kind < VD_N_EVENT_KINDS);

  vd_yaml_writer_word (writer, "event");
  vd_yaml_writer_word (writer, vd_event_kind_to_string (event->kind));
  vd_yaml_writer_word (writer, "turn");
  vd_yaml_writer_number (writer, event->turn);
  if (event->time != NULL)
    {
      vd_yaml_writer_word (writer, "time");
      vd_yaml_writer_text (writer, event->time);
    }
  syntax[event->kind].write (writer, event);
  if (event->note != NULL)
    {
      vd_yaml_writer_word (writer, "note");
      vd_yaml_writer_text (writer, event->note);
    }
  if (event->batch > 0)
    {
      vd_yaml_writer_word (writer, "batch");
      vd_yaml_writer_number (writer, event->batch);
    }
  if (event->overridden != NULL)
    {
      vd_yaml_writer_word (writer, "override");
      vd_yaml_writer_bool (writer, TRUE);
      vd_yaml_writer_word (writer, "overridden");
      vd_yaml_writer_word (writer, event->overridden);
    }
}

gboolean
vd_journal_read (const VdYamlDocument *doc, const VdYamlNode *node, GPtrArray *journal,
                 GError **error)
{
  /* "journal:" with nothing after it is an empty journal. */
  if (node->kind == VD_YAML_SCALAR && node->plain && node->value[0] == '\0')
    return TRUE;
  if (!vd_yaml_expect_sequence (doc, node, "journal", error) ||
      !vd_yaml_check_length (doc, node, "journal", VD_YAML_MAX_EVENTS, error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    {
      VdEvent *event = vd_event_read (doc, node->children[i], NULL, error);

      if (event == NULL)
        return FALSE;
      g_ptr_array_add (journal, event);
    }
  return TRUE;
}

void
vd_journal_write (VdYamlWriter *writer, const VdEvent * const *events, guint n_events)
{
  vd_yaml_writer_begin_sequence (writer, n_events == 0);
  for (guint i = 0; i < n_events; i++)
    {
      const VdEvent *event = events[i];

      /* One line per event, but a whole unit, feature or command reads better as a block. */
      vd_yaml_writer_begin_mapping (writer, event->unit == NULL && event->feature == NULL &&
                                              event->command == NULL);
      vd_event_write_keys (writer, event);
      vd_yaml_writer_end_mapping (writer);
    }
  vd_yaml_writer_end_sequence (writer);
}
