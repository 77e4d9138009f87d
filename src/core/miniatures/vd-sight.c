#include "vd-sight-private.h"

#include <math.h>

/* Below this many pairs a second thread costs more than it saves. */
#define MIN_PAIRS_FOR_THREADS 2048
/* A unit's row and column: a hand-over to the helper thread against some 1 µs a pair. */
#define MIN_PAIRS_FOR_UNIT_THREADS 64
/* Single queries about one target before a fan around its end of the line between is built:
 * at least this many, and one per 64 items, as a fan costs in proportion to them (at 10 000
 * units one costs some 3 million instructions, a query about 100 000). */
#define END_FAN_AFTER 4
#define END_FAN_ITEMS_PER_QUERY 64

/* Engines made so far: each one's identity, so that what follows one is never taken for another's. */
static gint engines_made;

static const char * const rule_ids[VD_SIGHT_N_RULES] = {
  [VD_SIGHT_RULE_WOOD_4] = "WOOD-4",
  [VD_SIGHT_RULE_FIELD_2] = "FIELD-2",
  [VD_SIGHT_RULE_ROCK_2] = "ROCK-2",
  [VD_SIGHT_RULE_CREST_2] = "CREST-2",
  [VD_SIGHT_RULE_CREST_3] = "CREST-3",
  [VD_SIGHT_RULE_CREST_1] = "CREST-1",
  [VD_SIGHT_RULE_SIGHT_3] = "SIGHT-3",
  [VD_SIGHT_RULE_CREST_4] = "CREST-4",
  [VD_SIGHT_RULE_HILL_4] = "HILL-4",
  [VD_SIGHT_RULE_WOOD_5] = "WOOD-5",
  [VD_SIGHT_RULE_WOOD_6] = "WOOD-6",
  [VD_SIGHT_RULE_WOOD_7] = "WOOD-7",
  [VD_SIGHT_RULE_WOOD_8] = "WOOD-8",
  [VD_SIGHT_RULE_SIGHT_2] = "SIGHT-2",
  [VD_SIGHT_RULE_HOUSE_6] = "HOUSE-6",
  [VD_SIGHT_RULE_HOUSE_7] = "HOUSE-7",
  [VD_SIGHT_RULE_MARSH_3] = "MARSH-3",
  [VD_SIGHT_RULE_MARSH_4] = "MARSH-4",
  [VD_SIGHT_RULE_SIGHT_1] = "SIGHT-1",
  [VD_SIGHT_RULE_LOBS_2] = "LOBS-2",
  [VD_SIGHT_RULE_HOBS_2] = "HOBS-2",
  [VD_SIGHT_RULE_HOBS_4] = "HOBS-4",
  [VD_SIGHT_RULE_MASK_5] = "MASK-5",
  [VD_SIGHT_RULE_SIGHT_4] = "SIGHT-4",
};

/* A distance of the ruleset in paces; a ruleset without it gives the rule no reach. */
static double
ruleset_paces (const VdRuleset *ruleset, const char *key, VdScale scale)
{
  double paces = vd_ruleset_distance (ruleset, key, scale);

  return paces >= 0 ? paces : 0;
}

/* TEXT's number in IDS, a new one (*N of them so far) when it has none yet. */
static guint16
rule_id (GHashTable *ids, const char *text, guint *n)
{
  gpointer id = g_hash_table_lookup (ids, text);

  if (id == NULL)
    {
      g_assert (*n < G_MAXUINT16);
      id = GUINT_TO_POINTER (++*n);
      g_hash_table_insert (ids, (gpointer) text, id);
    }
  return (guint16) (GPOINTER_TO_UINT (id) - 1);
}

void
vd_sight_rule_ids_init (VdSight *sight)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = 0, total = 0;

  for (guint i = 0; i < VD_SIGHT_N_RULES; i++)
    sight->engine_rule_ids[i] = rule_id (ids, sight->rules[i], &n);
  g_free (sight->row_rule_start);
  sight->row_rule_start = g_new (guint, sight->masking_rows->len + 1);
  for (guint r = 0; r < sight->masking_rows->len; r++)
    {
      const VdMaskingRow *row = g_ptr_array_index (sight->masking_rows, r);

      sight->row_rule_start[r] = total;
      total += row->rules != NULL ? g_strv_length (row->rules) : 0;
    }
  sight->row_rule_start[sight->masking_rows->len] = total;
  g_free (sight->row_rule_ids);
  sight->row_rule_ids = g_new (guint16, total + 1);
  for (guint r = 0; r < sight->masking_rows->len; r++)
    {
      const VdMaskingRow *row = g_ptr_array_index (sight->masking_rows, r);

      for (guint k = 0; row->rules != NULL && row->rules[k] != NULL; k++)
        sight->row_rule_ids[sight->row_rule_start[r] + k] = rule_id (ids, row->rules[k], &n);
    }
  sight->n_rule_ids = n;
}

void
vd_sight_items_init (VdSight *sight)
{
  guint n_items = vd_sight_n_items (sight);

  g_free (sight->boxes);
  g_free (sight->info);
  sight->boxes = g_new0 (VdSightItemBox, n_items + 1);
  sight->info = g_new0 (VdSightItemInfo, n_items + 1);
  if (sight->shapers == NULL)
    {
      sight->shapers = g_array_new (FALSE, FALSE, sizeof (guint));
      sight->fan_items = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  g_array_set_size (sight->shapers, 0);
  g_array_set_size (sight->fan_items, 0);
  for (guint i = 0; i < n_items; i++)
    {
      vd_sight_item_init (sight, i);
      if (sight->info[i].check == VD_SIGHT_CHECK_HILL || sight->info[i].check == VD_SIGHT_CHECK_OBSTACLE)
        g_array_append_val (sight->shapers, i);
    }
  /* In check order, so what blocks a line is found in the order its reasons are told. */
  for (guint check = VD_SIGHT_CHECK_CREST; check < VD_SIGHT_CHECK_UNIT; check++)
    for (guint i = 0; i < n_items; i++)
      if (sight->info[i].check == check && check != VD_SIGHT_CHECK_HILL && check != VD_SIGHT_CHECK_OBSTACLE)
        g_array_append_val (sight->fan_items, i);
}

static VdSight *
sight_new (const VdTable *table, const VdRuleset *ruleset, gboolean reference)
{
  const guint n_classes = VD_N_ARMS * VD_N_FORMATIONS;
  VdSight *sight;

  g_return_val_if_fail (table != NULL && ruleset != NULL, NULL);

  sight = g_new0 (VdSight, 1);
  sight->identity = g_atomic_int_add (&engines_made, 1) + 1;
  sight->table = table;
  sight->ruleset = ruleset;
  sight->mm_per_pace = vd_table_mm_per_pace (table, ruleset);
  if (!(sight->mm_per_pace > 0))
    sight->mm_per_pace = 1;
  sight->detection = ruleset_paces (ruleset, "wood-detection", table->scale);
  sight->wood_fire = ruleset_paces (ruleset, "wood-fire", table->scale);
  sight->wood_edge_mm = ruleset_paces (ruleset, "wood-edge", table->scale) * sight->mm_per_pace;
  /* Reasons point at the ruleset's own copy of each ID when it has one. */
  for (guint i = 0; i < VD_SIGHT_N_RULES; i++)
    {
      const VdRule *rule = vd_ruleset_find_rule (ruleset, rule_ids[i]);

      sight->rules[i] = rule != NULL ? rule->id : rule_ids[i];
    }
  sight->masking_codes = g_new0 (gint, n_classes * n_classes * n_classes);
  sight->masking_rows = g_ptr_array_new ();
  sight->masks_some = g_new0 (gint, n_classes * n_classes);
  for (guint i = 0; table->masking != NULL && i < table->masking->len; i++)
    g_ptr_array_add (sight->masking_rows, g_ptr_array_index (table->masking, i));
  for (guint i = 0; ruleset->masking != NULL && i < ruleset->masking->len; i++)
    g_ptr_array_add (sight->masking_rows, g_ptr_array_index (ruleset->masking, i));
  sight->masking_table = table->masking != NULL ? g_ptr_array_ref (table->masking) : NULL;
  /* Masking codes keep a row's index in 15 bits (VdSightCandidate's row_index). */
  g_assert (sight->masking_rows->len < G_MAXINT16);
  vd_sight_rule_ids_init (sight);

  vd_sight_features_init (sight, reference);
  sight->n_units = table->units->len;
  /* Observers' targets are packed with their slots in 28 bits each. */
  g_assert (sight->n_units < (1u << 28));
  sight->units = g_new0 (VdSightUnit, MAX (sight->n_units, 1));
  sight->unit_index = g_hash_table_new (NULL, NULL);
  sight->sides = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < sight->n_units; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      vd_sight_unit_init (sight, &sight->units[i], unit);
      g_hash_table_insert (sight->unit_index, (gpointer) unit, GUINT_TO_POINTER (i + 1));
    }
  vd_sight_items_init (sight);
  if (!reference)
    {
      /* Kept fans of generation 0 were never built. */
      sight->fans_generation = 1;
      sight->grid = vd_sight_grid_new (sight);
      for (guint i = 0; i < sight->n_units; i++)
        vd_sight_grid_add_unit (sight->grid, &sight->units[i], i);
    }
  vd_sight_keep_ground (sight);
  sight->scratch[0] = vd_sight_scratch_new (sight);
  sight->target_queries = g_new0 (guint, sight->n_units + 1);
  sight->moved_item = g_new0 (guint8, vd_sight_n_items (sight) + 1);
  for (guint i = 0; i < G_N_ELEMENTS (sight->end_fans); i++)
    vd_sight_fan_init (&sight->end_fans[i]);
  return sight;
}

VdSight *
vd_sight_new (const VdTable *table, const VdRuleset *ruleset)
{
  return sight_new (table, ruleset, FALSE);
}

VdSight *
vd_sight_new_reference (const VdTable *table, const VdRuleset *ruleset)
{
  return sight_new (table, ruleset, TRUE);
}

void
vd_sight_free (VdSight *sight)
{
  if (sight == NULL)
    return;
  vd_helper_thread_free (sight->helper);
  for (guint i = 0; i < G_N_ELEMENTS (sight->scratch); i++)
    vd_sight_scratch_free (sight->scratch[i]);
  for (guint i = 0; i < G_N_ELEMENTS (sight->end_fans); i++)
    vd_sight_fan_clear (&sight->end_fans[i]);
  g_free (sight->target_queries);
  g_free (sight->moved_item);
  for (guint i = 0; sight->kept_fans != NULL && i < sight->n_units * VD_SIGHT_OBSERVER_POINTS; i++)
    {
      if (sight->kept_fans[i].entries != NULL)
        g_array_unref (sight->kept_fans[i].entries);
      if (sight->kept_fans[i].far2 != NULL)
        g_array_unref (sight->kept_fans[i].far2);
    }
  g_free (sight->kept_fans);
  vd_sight_grid_free (sight->grid);
  vd_sight_terrain_index_free (sight->terrain);
  vd_sight_drop_ground (sight);
  for (guint i = 0; i < sight->n_units; i++)
    vd_sight_unit_clear (&sight->units[i]);
  g_free (sight->units);
  g_hash_table_unref (sight->unit_index);
  g_hash_table_unref (sight->sides);
  g_free (sight->features);
  g_free (sight->boxes);
  g_free (sight->info);
  g_array_unref (sight->shapers);
  g_array_unref (sight->fan_items);
  g_array_unref (sight->crests);
  g_free (sight->masking_codes);
  g_ptr_array_unref (sight->masking_rows);
  g_clear_pointer (&sight->masking_table, g_ptr_array_unref);
  g_free (sight->row_rule_ids);
  g_free (sight->row_rule_start);
  g_free (sight->masks_some);
  g_free (sight);
}

static gboolean
unit_index (const VdSight *sight, const VdUnit *unit, guint *index)
{
  guint found = GPOINTER_TO_UINT (g_hash_table_lookup (sight->unit_index, unit));

  if (found == 0)
    return FALSE;
  *index = found - 1;
  return TRUE;
}

const VdFeature *
vd_sight_unit_wood (VdSight *sight, const VdUnit *unit, gboolean *in_edge_band)
{
  const VdSightUnit *facts;
  const VdSightTerrainRef *ref;
  guint i = 0;

  g_return_val_if_fail (sight != NULL && unit != NULL, NULL);
  if (in_edge_band != NULL)
    *in_edge_band = FALSE;
  if (!unit_index (sight, unit, &i))
    g_return_val_if_reached (NULL);
  facts = &sight->units[i];
  if (!facts->in_woods || facts->woods->len == 0)
    return NULL;
  ref = &g_array_index (facts->woods, VdSightTerrainRef, 0);
  if (in_edge_band != NULL)
    *in_edge_band = ref->rule == VD_SIGHT_RULE_WOOD_6;
  return sight->features[ref->feature].feature;
}

void
vd_sight_update_unit (VdSight *sight, const VdUnit *unit)
{
  guint i = 0;
  gboolean known;
  VdRect before;

  g_return_if_fail (sight != NULL);
  known = unit_index (sight, unit, &i);
  g_return_if_fail (known);

  before = sight->units[i].bounds;
  if (sight->grid != NULL)
    vd_sight_grid_remove_unit (sight->grid, &sight->units[i], i);
  vd_sight_unit_init (sight, &sight->units[i], unit);
  vd_sight_item_init (sight, sight->crests->len + sight->n_features + i);
  vd_sight_note_change (sight, i, before);
  /* Every fan kept holds the unit where it was. */
  vd_sight_fans_unit_moved (sight, i);
  memset (sight->end_fan_keys, 0, sizeof sight->end_fan_keys);
  memset (sight->target_queries, 0, sight->n_units * sizeof (guint));
  if (sight->grid != NULL)
    vd_sight_grid_add_unit (sight->grid, &sight->units[i], i);
}

/* A fan around the end of the line between O and T at the target, kept for the next queries
 * about T, once T has been asked about a few times since the last change. */
static const VdSightFan *
end_fan (VdSight *sight, guint o, guint t)
{
  guint which, key, slot;
  VdPoint end;

  if (sight->grid == NULL
      || ++sight->target_queries[t] < MAX (END_FAN_AFTER,
                                           vd_sight_n_items (sight) / END_FAN_ITEMS_PER_QUERY))
    return NULL;
  end = vd_sight_pair_end (sight, o, t, &which);
  key = 2 * t + which + 1;
  for (slot = 0; slot < G_N_ELEMENTS (sight->end_fans); slot++)
    if (sight->end_fan_keys[slot] == key)
      return &sight->end_fans[slot];
  slot = sight->end_fan_next++ % G_N_ELEMENTS (sight->end_fans);
  vd_sight_fan_build (sight, &sight->end_fans[slot], t, end, NULL, FALSE);
  sight->end_fan_keys[slot] = key;
  return &sight->end_fans[slot];
}

VdSightReasonBlock *
vd_sight_reason_block_resize (VdSightReasonBlock *block, guint capacity)
{
  block = g_realloc (block, sizeof (VdSightReasonBlock) + capacity * sizeof (VdReason));
  block->capacity = capacity;
  return block;
}

/* A single answer's reasons, from the start of the scratch's row into a block of its own, kept
 * from one query to the next while it has room. */
static void
place_reasons (VdSightAnswer *answer, const VdSightScratch *scratch)
{
  VdSightReasonBlock *block = answer->storage;
  guint n = answer->n_reasons;

  if (block != NULL && (g_atomic_int_get (&block->refs) != 1 || block->capacity < n))
    {
      vd_sight_answer_clear (answer);
      answer->n_reasons = n;
      block = NULL;
    }
  if (block == NULL && n > 0)
    {
      answer->storage = block = vd_sight_reason_block_resize (NULL, MAX (n, 16));
      block->refs = 1;
    }
  if (n > 0)
    memcpy (block->reasons, scratch->row->reasons, n * sizeof (VdReason));
  answer->reasons = n > 0 ? block->reasons : NULL;
}

/* An observer whose fans a matrix kept looks along them in a single query too, as in the
 * matrix: a moved unit's column (every enemy asking about it) costs what its pairs cost in a
 * matrix. The caller sets the scratch back (fan_owner -1, its own fans) after the pair. */
static gboolean
use_kept_fans (const VdSight *sight, VdSightScratch *scratch, guint o)
{
  if (sight->kept_fans == NULL ||
      !vd_sight_fan_ready (sight, &sight->kept_fans[o * VD_SIGHT_OBSERVER_POINTS], (int) o))
    return FALSE;
  scratch->fan_owner = (int) o;
  scratch->fans = &sight->kept_fans[o * VD_SIGHT_OBSERVER_POINTS];
  /* No side point's fan is built for one pair: those not kept leave it to the hull. */
  scratch->hull_gathers = 0;
  return TRUE;
}

/* Answers the pair of units O and T (by index) on the first thread's scratch. */
static void
query_pair (VdSight *sight, guint o, guint t, VdSightWant want, VdSightAnswer *answer)
{
  VdSightScratch *scratch = sight->scratch[0];

  scratch->want = want;
  scratch->row_n = 0;
  if (!use_kept_fans (sight, scratch, o))
    scratch->target_fan = end_fan (sight, o, t);
  vd_sight_answer_pair (sight, scratch, o, t, answer);
  scratch->target_fan = NULL;
  scratch->fan_owner = -1;
  scratch->fans = scratch->own_fans;
  place_reasons (answer, scratch);
}

void
vd_sight_query_want (VdSight *sight, const VdUnit *observer, const VdUnit *target,
                     VdSightWant want, VdSightAnswer *answer)
{
  guint o = 0, t = 0;
  gboolean known;

  g_return_if_fail (sight != NULL && answer != NULL);
  known = unit_index (sight, observer, &o) && unit_index (sight, target, &t);
  g_return_if_fail (known);

  query_pair (sight, o, t, want, answer);
}

gboolean
vd_sight_pair_sees (VdSight *sight, guint observer, guint target, VdSightBlockers *blockers)
{
  VdSightAnswer answer;
  gboolean seen;

  vd_sight_answer_init (&answer);
  sight->scratch[0]->blockers = blockers;
  query_pair (sight, observer, target, VD_SIGHT_WANT_VISIBLE, &answer);
  sight->scratch[0]->blockers = NULL;
  seen = answer.visible;
  vd_sight_answer_clear (&answer);
  return seen;
}

void
vd_sight_query (VdSight *sight, const VdUnit *observer, const VdUnit *target, VdSightAnswer *answer)
{
  vd_sight_query_want (sight, observer, target, VD_SIGHT_WANT_ALL, answer);
}

/* Where each unit's lines start and its side, together: every observer of a matrix reads them
 * all to order its targets, and a unit's facts spread over many cache lines. */
typedef struct {
  VdPoint front_centre;
  guint   side;
} UnitSpot;

typedef struct {
  VdSight    *sight;
  GArray     *answers;
  const UnitSpot *spots;
  guint      *first_answer;   /* per observer: index of its first pair in ANSWERS */
  gint        next_observer;
  VdSightWant want;
} QueryAllJob;

/* What the fans kept between calls of vd_sight_query_all may hold, over all observers: 400
 * units' take some 10 MiB; past it, observers' fans are built for each call, as before. */
#define KEPT_FAN_BUDGET_KIB (64 * 1024)

/* Directions the observer's targets are ordered by: a counting sort, exact enough. */
#define ORDER_BUCKETS 256

/* The reasons of N answers of a row (ANSWERS, at SLOTS, or the first N for NULL), gathered in
 * the scratch's row block: the block, cut to size, becomes theirs. */
static void
share_row_reasons (VdSightScratch *scratch, VdSightAnswer *answers, const guint *slots, guint n)
{
  VdSightReasonBlock *block = NULL;
  gint refs = 0;

  for (guint i = 0; i < n; i++)
    refs += answers[slots != NULL ? slots[i] : i].n_reasons > 0;
  if (refs > 0)
    {
      /* The most a row has needed: a unit's row and its part of the column, given in turn,
       * differ; growing a block copies it. */
      scratch->row_hint = MAX (scratch->row_hint, scratch->row_n + scratch->row_n / 4);
      block = vd_sight_reason_block_resize (g_steal_pointer (&scratch->row), scratch->row_n);
      block->refs = refs;
    }
  for (guint i = 0; i < n; i++)
    {
      guint slot = slots != NULL ? slots[i] : i;
      gboolean any = answers[slot].n_reasons > 0;

      answers[slot].reasons = any ? block->reasons + scratch->row_offsets[slot] : NULL;
      answers[slot].storage = any ? block : NULL;
    }
}

static void
answer_observer (const VdSight *sight, VdSightScratch *scratch, GArray *answers,
                 const UnitSpot *spots, guint first, guint o)
{
  guint starts[ORDER_BUCKETS + 1] = { 0 };
  guint64 *keys = scratch->order;
  guint n = 0;

  /* The observer's lines may use fans around its points, built when first needed; the
   * reference tries everything on every line. */
  scratch->fan_owner = sight->grid != NULL ? (int) o : -1;
  scratch->fans = scratch->own_fans;
  if (sight->kept_fans != NULL &&
      (vd_sight_fan_ready (sight, &sight->kept_fans[o * VD_SIGHT_OBSERVER_POINTS], (int) o) ||
       g_atomic_int_get (&sight->kept_fan_kib) < KEPT_FAN_BUDGET_KIB))
    scratch->fans = &sight->kept_fans[o * VD_SIGHT_OBSERVER_POINTS];
  for (guint i = 0; i < VD_SIGHT_OBSERVER_POINTS; i++)
    scratch->own_fans[i].unit = -1;
  memset (scratch->may_block, 2, vd_sight_n_items (sight));
  scratch->hull_gathers = 0;
  /* What the lines between reach is seen anew from each row's observer. */
  scratch->surely_owner = sight->grid != NULL ? (int) o : -1;
  scratch->row_blocker = 0;
  if (++scratch->surely_stamp == 0)
    {
      memset (scratch->surely_stamps, 0,
              vd_sight_n_items (sight) * VD_SIGHT_OBSERVER_POINTS * sizeof (guint32));
      memset (scratch->row_class_stamps, 0, vd_sight_n_items (sight) * sizeof (guint32));
      scratch->surely_stamp = 1;
    }

  /* Targets in order of direction, so that neighbours in time look along the same things. */
  for (guint t = 0; t < sight->n_units; t++)
    {
      const UnitSpot *target = &spots[t];
      VdPoint d = vd_point (target->front_centre.x - spots[o].front_centre.x,
                            target->front_centre.y - spots[o].front_centre.y);
      double p = d.x / (fabs (d.x) + fabs (d.y) + 1e-300);
      /* A pseudo-angle, as in the fans. */
      guint bucket = MIN ((guint) ((d.y < 0 ? 3 + p : 1 - p) * (ORDER_BUCKETS / 4)), ORDER_BUCKETS - 1);

      if (spots[o].side == target->side)
        continue;
      /* Its answer's slot after the observer's first, and the target. */
      keys[n] = (guint64) bucket << 56 | (guint64) n << 28 | t;
      starts[bucket + 1]++;
      n++;
    }
  for (guint b = 0; b < ORDER_BUCKETS; b++)
    starts[b + 1] += starts[b];
  for (guint i = 0; i < n; i++)
    scratch->order_sorted[starts[keys[i] >> 56]++] = keys[i];
  scratch->row_n = 0;
  for (guint i = 0; i < n; i++)
    {
      guint64 key = scratch->order_sorted[i];
      guint slot = (guint) ((key >> 28) & 0xfffffff);

      scratch->row_offsets[slot] = scratch->row_n;
      vd_sight_answer_pair (sight, scratch, o, (guint) (key & 0xfffffff),
                            &g_array_index (answers, VdSightAnswer, first + slot));
    }
  scratch->fan_owner = -1;
  scratch->surely_owner = -1;
  scratch->fans = scratch->own_fans;
  share_row_reasons (scratch, &g_array_index (answers, VdSightAnswer, first), NULL, n);
}

static void
query_all_work (QueryAllJob *job, VdSightScratch *scratch)
{
  gint o;

  scratch->want = job->want;
  while ((o = g_atomic_int_add (&job->next_observer, 1)) < (gint) job->sight->n_units)
    answer_observer (job->sight, scratch, job->answers, job->spots, job->first_answer[o],
                     (guint) o);
}

static void
query_all_main (gpointer data, gpointer unused)
{
  QueryAllJob *job = data;

  query_all_work (job, job->sight->scratch[0]);
}

static void
query_all_helper (gpointer data, gpointer unused)
{
  QueryAllJob *job = data;

  query_all_work (job, job->sight->scratch[1]);
}

/* Whether the work may be split with the helper thread, which is made (with its scratch) at
 * the first split: an engine only ever asked single queries keeps to one thread. */
static gboolean
split_ready (VdSight *sight)
{
  if (g_get_num_processors () < 2)
    return FALSE;
  if (sight->scratch[1] == NULL)
    sight->scratch[1] = vd_sight_scratch_new (sight);
  if (sight->helper == NULL)
    sight->helper = vd_helper_thread_new ("vd-sight");
  return sight->helper != NULL;
}

GArray *
vd_sight_query_all (VdSight *sight, const VdUnit *observer)
{
  return vd_sight_query_all_want (sight, observer, VD_SIGHT_WANT_ALL);
}

GArray *
vd_sight_query_all_want (VdSight *sight, const VdUnit *observer, VdSightWant want)
{
  /* Not cleared: every answer is written in full by its observer's thread. */
  GArray *all = g_array_new (FALSE, FALSE, sizeof (VdSightAnswer));
  g_autofree guint *first = NULL;
  g_autofree guint *per_side = NULL;
  g_autofree UnitSpot *spots = NULL;
  guint total = 0, only = 0;
  gboolean known;

  g_array_set_clear_func (all, (GDestroyNotify) vd_sight_answer_clear);
  g_return_val_if_fail (sight != NULL, all);
  known = observer == NULL || unit_index (sight, observer, &only);
  g_return_val_if_fail (known, all);

  first = g_new0 (guint, sight->n_units + 1);
  per_side = g_new0 (guint, g_hash_table_size (sight->sides) + 1);
  spots = g_new (UnitSpot, sight->n_units + 1);
  for (guint t = 0; t < sight->n_units; t++)
    {
      per_side[sight->units[t].side]++;
      spots[t] = (UnitSpot) { sight->units[t].front_centre, sight->units[t].side };
    }
  for (guint o = 0; o < sight->n_units; o++)
    {
      first[o] = total;
      if (observer == NULL || o == only)
        total += sight->n_units - per_side[sight->units[o].side];
    }
  g_array_set_size (all, total);
  /* On first use, zeroed (generation 0: none built), so that an engine only ever asked single
   * queries pays nothing for them. */
  if (sight->grid != NULL && sight->kept_fans == NULL)
    sight->kept_fans = g_new0 (VdSightFan, MAX (sight->n_units, 1) * VD_SIGHT_OBSERVER_POINTS);

  if (observer != NULL)
    {
      sight->scratch[0]->want = want;
      answer_observer (sight, sight->scratch[0], all, spots, first[only], only);
    }
  else
    {
      QueryAllJob job = { sight, all, spots, first, 0, want };

      if (total >= MIN_PAIRS_FOR_THREADS && split_ready (sight))
        vd_helper_thread_run (sight->helper, query_all_helper, &job, query_all_main, &job);
      else
        query_all_main (&job, NULL);
    }
  return all;
}

/* Column pairs a thread claims at a time: a few, so that the thread done first takes its share,
 * and the two seldom write the answers of one cache line (72 bytes an answer). */
#define COLUMN_CHUNK 4

typedef struct {
  VdSight        *sight;
  GArray         *answers;
  const UnitSpot *spots;
  guint           unit;
  guint           n_enemies;  /* where the column's answers start */
  const guint    *enemies;    /* the column's observers, in table order */
  guint          *taken;      /* per thread, N_ENEMIES each: the column slots it answered */
  gint            row_taken;
  gint            next_chunk;
  gboolean        dealt;      /* chunks dealt in turn, first to the helper's, not claimed */
} UnitRowJob;

/* The column's pair in SLOT: enemy O about the unit, along O's kept fans when it has them (a
 * single query's path otherwise, without the fans kept around targets). */
static void
answer_column_pair (const VdSight *sight, VdSightScratch *scratch, VdSightAnswer *answers,
                    guint o, guint t, guint slot)
{
  use_kept_fans (sight, scratch, o);
  scratch->row_offsets[slot] = scratch->row_n;
  vd_sight_answer_pair (sight, scratch, o, t, &answers[slot]);
  scratch->fan_owner = -1;
  scratch->fans = scratch->own_fans;
}

/* One thread's part of a unit's row and column: the row, if the other thread has not taken
 * it, then column pairs a chunk at a time until none is left, so that the thread done first
 * (the row builds the unit's fans; the other thread starts late) answers more of the column.
 * Each thread's column answers share one block of reasons, as a row's do. Dealt (the tests),
 * thread 1 takes the row and the even chunks, thread 0 the odd ones, whatever their speed. */
static void
unit_work (UnitRowJob *job, guint thread)
{
  VdSight *sight = job->sight;
  VdSightScratch *scratch = sight->scratch[thread];
  /* Read once: the counter's line moves between the threads at each claim. */
  const guint n_enemies = job->n_enemies, unit = job->unit, *enemies = job->enemies;
  const gboolean dealt = job->dealt;
  VdSightAnswer *column = &g_array_index (job->answers, VdSightAnswer, n_enemies);
  guint *taken = &job->taken[thread * n_enemies];
  guint n_taken = 0;

  if (g_atomic_int_compare_and_exchange (&job->row_taken, FALSE, TRUE))
    {
      /* One row does not repay the side points' fans (some 0.5 million instructions of 4.8 at
       * 400 units): their lines take the pair's hull; a matrix builds them if it needs them. */
      scratch->side_fan_after = G_MAXUINT;
      answer_observer (sight, scratch, job->answers, job->spots, 0, job->unit);
      scratch->side_fan_after = VD_SIGHT_SIDE_FAN_AFTER;
    }
  scratch->row_n = 0;
  for (guint k = 0;; k++)
    {
      guint chunk = dealt ? 2 * k + (1 - thread) : (guint) g_atomic_int_add (&job->next_chunk, 1);

      if (chunk * COLUMN_CHUNK >= n_enemies)
        break;
      for (guint slot = chunk * COLUMN_CHUNK;
           slot < MIN (chunk * COLUMN_CHUNK + COLUMN_CHUNK, n_enemies); slot++)
        {
          answer_column_pair (sight, scratch, column, enemies[slot], unit, slot);
          taken[n_taken++] = slot;
        }
    }
  share_row_reasons (scratch, column, taken, n_taken);
}

static void
unit_main (gpointer data, gpointer unused)
{
  unit_work (data, 0);
}

static void
unit_helper (gpointer data, gpointer unused)
{
  unit_work (data, 1);
}

static GArray *
query_unit (VdSight *sight, const VdUnit *unit, VdSightWant want, gboolean dealt)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (VdSightAnswer));
  g_autofree UnitSpot *spots = NULL;
  g_autofree guint *enemies = NULL;
  g_autofree guint *taken = NULL;
  guint u = 0, n_enemies = 0;
  gboolean known;

  g_array_set_clear_func (all, (GDestroyNotify) vd_sight_answer_clear);
  g_return_val_if_fail (sight != NULL, all);
  known = unit_index (sight, unit, &u);
  g_return_val_if_fail (known, all);

  spots = g_new (UnitSpot, sight->n_units + 1);
  enemies = g_new (guint, sight->n_units + 1);
  for (guint i = 0; i < sight->n_units; i++)
    {
      spots[i] = (UnitSpot) { sight->units[i].front_centre, sight->units[i].side };
      enemies[n_enemies] = i;
      n_enemies += sight->units[i].side != sight->units[u].side;
    }
  taken = g_new (guint, 2 * n_enemies + 1);
  g_array_set_size (all, 2 * n_enemies);
  if (sight->grid != NULL && sight->kept_fans == NULL)
    sight->kept_fans = g_new0 (VdSightFan, MAX (sight->n_units, 1) * VD_SIGHT_OBSERVER_POINTS);
  if (sight->scratch[1] == NULL)
    sight->scratch[1] = vd_sight_scratch_new (sight);
  sight->scratch[0]->want = want;
  sight->scratch[1]->want = want;
  /* The row builds the unit's own fans, the column reads the other observers' only: apart,
   * they share nothing but the kept fans' total, which is atomic, and the column's counter. */
  {
    UnitRowJob job = { sight, all, spots, u, n_enemies, enemies, taken, FALSE, 0, dealt };

    if (dealt)
      {
        unit_helper (&job, NULL);
        unit_main (&job, NULL);
      }
    else if (2 * n_enemies >= MIN_PAIRS_FOR_UNIT_THREADS && split_ready (sight))
      vd_helper_thread_run (sight->helper, unit_helper, &job, unit_main, &job);
    else
      unit_main (&job, NULL);
  }
  return all;
}

GArray *
vd_sight_query_unit (VdSight *sight, const VdUnit *unit, VdSightWant want)
{
  return query_unit (sight, unit, want, FALSE);
}

GArray *
vd_sight_query_unit_dealt (VdSight *sight, const VdUnit *unit, VdSightWant want)
{
  return query_unit (sight, unit, want, TRUE);
}

void
vd_sight_answer_init (VdSightAnswer *answer)
{
  *answer = (VdSightAnswer) { 0 };
}

void
vd_sight_answer_clear (VdSightAnswer *answer)
{
  VdSightReasonBlock *block = answer->storage;

  if (block != NULL && g_atomic_int_dec_and_test (&block->refs))
    g_free (block);
  answer->storage = NULL;
  answer->reasons = NULL;
  answer->n_reasons = 0;
}

static gboolean
near (double a, double b)
{
  return fabs (a - b) <= 1e-9;
}

gboolean
vd_sight_answer_equal (const VdSightAnswer *a, const VdSightAnswer *b)
{
  if (a->visible != b->visible || a->cover != b->cover || !near (a->visible_share, b->visible_share) ||
      !near (a->distance, b->distance) || a->n_reasons != b->n_reasons)
    return FALSE;
  if ((a->observer == NULL) != (b->observer == NULL) || (a->target == NULL) != (b->target == NULL) ||
      (a->observer != NULL && g_strcmp0 (a->observer->id, b->observer->id) != 0) ||
      (a->target != NULL && g_strcmp0 (a->target->id, b->target->id) != 0))
    return FALSE;
  for (guint i = 0; i < a->n_reasons; i++)
    if (g_strcmp0 (a->reasons[i].rule, b->reasons[i].rule) != 0 ||
        g_strcmp0 (a->reasons[i].by, b->reasons[i].by) != 0 ||
        a->reasons[i].count != b->reasons[i].count)
      return FALSE;
  return TRUE;
}

gboolean
vd_sight_answer_allows_fire (const VdSightAnswer *answer)
{
  g_return_val_if_fail (answer != NULL, FALSE);

  if (!answer->visible)
    return FALSE;
  for (guint i = 0; i < answer->n_reasons; i++)
    if (g_strcmp0 (answer->reasons[i].rule, "CREST-4") == 0)
      return FALSE;
  return TRUE;
}

const char *
vd_cover_to_string (VdCover cover)
{
  static const char * const names[] = { "none", "light", "hard", "building", "redoubt" };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == VD_N_COVERS);
  g_return_val_if_fail (cover < VD_N_COVERS, NULL);
  return names[cover];
}

int
vd_table_unit_level (const VdTable *table, const VdUnit *unit)
{
  g_return_val_if_fail (table != NULL && unit != NULL, 0);

  return vd_sight_level_at (table, vd_footprint_centre (vd_unit_footprint (unit)));
}
