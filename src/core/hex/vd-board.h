#pragma once

#include <glib.h>

#include "vd-board-roster.h"
#include "vd-hex-grid.h"
#include "vd-hex-ruleset.h"
#include "vd-limits.h"

G_BEGIN_DECLS

/* A board of the hex mode (formats.md §2, `kind: board`; help "Board files"): the grid, what
 * each hex and hexside holds, the roads, the counters and the markers, and the journal of the
 * game played on it (vd-board-event.h). */

typedef struct _VdBoardEvent VdBoardEvent;

typedef struct {
  VdHex     hex;
  char     *terrain;        /* a terrain of the module, or NULL for its default */
  GStrv     features;       /* more terrain of the module in the hex (a village, a fortress) */
  gboolean  has_elevation;
  int       elevation;
  gboolean  has_value;
  int       value;          /* a fortress's value (1914) */
  char     *country;
  char     *name;           /* a printed place name */
  /* `symbol: partial`: the printed symbol of its terrain (BN's forest, orchard, vineyard)
   * covers only part of the hex, so a line of sight may cross the hex and miss it (19.3c). */
  gboolean  symbol_partial;
} VdBoardHex;

typedef struct {
  VdHexside side;
  char     *feature;        /* a hexside feature of the module */
  gboolean  directed;
  VdHex     toward;         /* directed: the hex it rises to or faces */
} VdBoardHexside;

typedef struct {
  char   *type;             /* a terrain or hexside feature of the module (road, trail…) */
  char   *name;
  GArray *hexes;            /* VdHex, each the neighbour of the one before */
} VdBoardRoad;

/* A counter's line of communication (vd-hex-supply.h), as the turn's check judged it. */
typedef enum {
  VD_BOARD_SUPPLY_NOT_JUDGED,   /* not yet this turn, or a game without lines */
  VD_BOARD_SUPPLY_IN,           /* operational */
  VD_BOARD_SUPPLY_OUT,
  VD_BOARD_SUPPLY_UNKNOWN,      /* a reading or a value the answer needs is missing */
} VdBoardSupply;

typedef struct {
  char     *id;
  char     *name;
  char     *side;
  char     *unit_class;
  gboolean  placed;         /* FALSE: `hex: ~`, its set-up is not given */
  VdHex     hex;
  char     *strength;       /* as printed (6, AB), or NULL when not given */
  gboolean  has_movement;
  int       movement;
  char     *state;          /* NULL: the counter's good face (BN: its morale level, 25.x) */
  char     *step;           /* `step`: the reduced face of a class with steps (BN 11.5c: a
                             * skirmisher), apart from its state (vd-board-step.h); NULL: full */
  gboolean  strength_hidden; /* a side's view (vd-board-side.h): its strength is not shown */
  int       facing;         /* -1: none; 0–5 hexsides, 6–11 vertices, clockwise */
  char     *note;
  char     *army;           /* the army (or HQ) it belongs to, 1914's supply; NULL: none */
  char     *nation;         /* within its side (LBA's austrian, russian); NULL: the side's */
  char     *echelon;        /* battalion, regiment, battery… (LBA's stacking); NULL: not said */
  char     *formation;      /* one of its class's (BN 11.1: line, column…); NULL: none, or not said */
  char     *grade;          /* its printed morale grade (BN 25.0: A–E); NULL: not said */
  gboolean  elite;          /* `elite: true`: an elite counter (1914-ELI-1: the Prussian Guard) */
  char     *extends;        /* `extends: PARENT`: an extension of that counter (BN 17.0); NULL: none */
  char    **marks;          /* `mark: WORD` or `marks: [A, B]`: the game's own marks (LBA's
                             * guard-cossacks, troop types), NULL-terminated, or NULL: none */
  /* `across`: it sits on the hexside between HEX and ACROSS and counts in both (LBA's Sk
   * dragoons, LBA-DRAG-1); a move takes it off the hexside. */
  gboolean  on_hexside;
  VdHex     across;
  /* `spread: [HEX, …]`: the vineyard hexes an infantry battalion holds besides its own (LBA's
   * LBA-VIN-3, vd-hex-vineyard-lba.h), VdHex, or NULL: none; a move gathers it. */
  GArray   *spread;
  /* `arrives: {turn, hexes}`: a reinforcement not on the map yet, due from that turn by one
   * of those hexes (labels), as the game's schedule has it (BN 16.4); 0 and NULL: none. */
  int       arrives_turn;
  GStrv     arrives_hexes;
  VdBoardRoster *roster;    /* its row of the loss roster (BN 6.6), or NULL */
  VdBoardRoster *division_roster; /* a division commander's: his division's row, or NULL */
  /* Derived, never written: the turn and phase it demolished a bridge in (NaA ICE-4: fewer
   * points that phase, no attack in the next combat phase), 0 and NULL when it has not. */
  int       demolished_turn;
  /* Derived, never written: the turn it came back rebuilt in (1914-REB-2), 0: not. */
  int       rebuilt_turn;
  char     *demolished_phase;
  /* Derived, never written: the status the turn's check of lines gave it. */
  VdBoardSupply supply;
  char     *supply_hq;
  char     *supply_rule;
  char     *supply_why;
} VdBoardUnit;

typedef struct {
  char      *type;          /* broken-ice, destroyed-bridge, … */
  gboolean   on_hexside;
  VdHex      hex;
  VdHexside  side;
} VdBoardMarker;

/* A calibration point of the background: the centre of HEX is at (X, Y) in the image's
 * pixels. */
typedef struct {
  VdHex  hex;
  double x;
  double y;
} VdBoardPoint;

#define VD_BOARD_CALIBRATION_POINTS 3

/* A printed map joined to the board's first (grid.joins). */
typedef struct {
  char *map;
  int   columns;
  int   rows;
  int   first_column;
  int   first_row;
  int   at_column;
  int   at_row;
} VdBoardJoin;

typedef struct {
  char       *title;
  char       *ruleset;
  GStrv       options;
  GStrv       demoralized;    /* the sides whose army is demoralized (NaA DEM-1), or NULL */
  int         turn;
  char       *phase;
  /* The latest of the phase's steps taken (BN 8.2, vd-hex-phase-steps.h), counted from 1; 0
   * none yet. Derived from the journal, never written. */
  guint       phase_step;
  char       *note;
  /* The grid as written, for writing it back. */
  VdHexShape  shape;
  int         columns;
  int         rows;
  int         first_column;
  int         first_row;
  char       *label;
  char       *map;            /* the first map's {map} prefix, or NULL */
  GPtrArray  *joins;          /* VdBoardJoin* */
  gboolean    rows_up;
  gboolean    even_shifted;
  double      hex_mm;       /* a printed hex across its flats, in mm; 0 when not given */
  GArray     *unplayable;   /* VdHex */
  VdHexGrid  *grid;
  GPtrArray  *hexes;        /* VdBoardHex*, in the file's order */
  GHashTable *hex_index;    /* packed hex → VdBoardHex* */
  GPtrArray  *hexsides;     /* VdBoardHexside* */
  GPtrArray  *roads;        /* VdBoardRoad* */
  GPtrArray  *units;        /* VdBoardUnit*, a stack top first */
  GPtrArray  *markers;      /* VdBoardMarker* */
  GPtrArray  *journal;      /* VdBoardEvent*, in order; NULL for a board as it stands */
  /* The owner's map underneath: an image file (relative to the board's folder, or absolute),
   * never copied into the board, placed by three hexes whose centres are known on it (0
   * points: not calibrated yet). */
  char         *background;
  guint         n_points;
  VdBoardPoint  points[VD_BOARD_CALIBRATION_POINTS];
} VdBoard;

#define VD_BOARD_MAX_FACING 11
/* Bounds of a hex's values and a counter's movement, as the reader checks them. */
#define VD_BOARD_MAX_ELEVATION 10000
#define VD_BOARD_MAX_VALUE 1000
#define VD_BOARD_MAX_MOVEMENT 999
/* A printed strength as a number: more than any counter of the four games prints. */
#define VD_BOARD_MAX_STRENGTH 999
#define VD_BOARD_MAX_FEATURES 100
/* The printed hexes a board may have (grid.hex_mm), and the size printing uses when it gives
 * none: 16 mm, the common 5/8-inch hex of board wargames (Vedette's default, not a game's). */
#define VD_BOARD_MIN_HEX_MM 5.0
#define VD_BOARD_MAX_HEX_MM 100.0
#define VD_BOARD_DEFAULT_HEX_MM 16.0

/* A board with an empty journal. */
VdBoard          *vd_board_new           (void);
void              vd_board_free          (VdBoard *board);
/* A board of no hex described and no counter, for the game module RULESET (its id), on a grid
 * of SHAPE, COLUMNS × ROWS hexes from FIRST_COLUMN and FIRST_ROW, printed by LABEL
 * (vd_hex_grid_new); NULL with ERROR for a grid vd_hex_grid_new refuses. */
VdBoard          *vd_board_new_with_grid (const char *ruleset, VdHexShape shape, int columns,
                                          int rows, int first_column, int first_row,
                                          const char *label, gboolean rows_up,
                                          gboolean even_shifted, GError **error);
/* Deep copies: the set-up with its journal, and a board as it stands (no journal). */
VdBoard          *vd_board_copy          (const VdBoard *board);
VdBoard          *vd_board_copy_without_journal (const VdBoard *board);

/* Whether SIDE's army is demoralized (NaA DEM-1: by the journal's `demoralized` events). */
gboolean          vd_board_is_demoralized (const VdBoard *board, const char *side);

/* A division's checked boxes (BN 20.6a): one per brigade of it (a counter whose `army` is
 * COMMANDER, the division's commander) whose row is wrecked, up to the division row's boxes;
 * *WRECKED set when they reach its V (20.6b). 0 and FALSE for a counter without a division
 * row. */
guint             vd_board_division_checked (const VdBoard *board, const char *commander,
                                             gboolean *wrecked);

/* What the board says of HEX, or NULL when it is the module's default and nothing else. */
const VdBoardHex *vd_board_get_hex       (const VdBoard *board, VdHex hex);
/* HEX's terrain: its own, else the module's default. */
const char       *vd_board_hex_terrain   (const VdBoard *board, const VdHexRuleset *module,
                                          VdHex hex);
/* HEX's grounds, terrain ids: its terrain (the module's default when none), then the features
 * in it; the strings are the board's and the module's. */
GPtrArray        *vd_board_hex_grounds   (const VdBoard *board, const VdHexRuleset *module,
                                          VdHex hex);
/* Whether GROUND (a terrain id) is among HEX's grounds: its terrain or a feature in it. */
gboolean          vd_board_hex_has_ground (const VdBoard *board, const VdHexRuleset *module,
                                           VdHex hex, const char *ground);
/* The first of HEX's grounds whose entry in the module's terrain holds KEY as VALUE (NULL:
 * any value), or NULL: "town" for KEY skirmishers_always_fire, VALUE "true". */
const char       *vd_board_hex_ground_with (const VdBoard *board, const VdHexRuleset *module,
                                            VdHex hex, const char *key, const char *value);
/* The ground of HEX (its terrain or a feature in it) a unit of the module's class CLASS_INDEX
 * may not enter, or NULL. */
const VdHexTerrain *vd_board_prohibited_ground (const VdBoard *board,
                                                const VdHexRuleset *module, VdHex hex,
                                                guint class_index);
/* The hexside feature between neighbours A and B that CLASS_INDEX may not cross (16.2c), or
 * NULL; *BRIDGED (when not NULL) says whether one of BRIDGES (feature ids, or NULL) spans it. */
const VdHexTerrain *vd_board_prohibited_hexside (const VdBoard *board,
                                                 const VdHexRuleset *module, VdHex a, VdHex b,
                                                 guint class_index, const VdYamlNode *bridges,
                                                 gboolean *bridged);
/* The units in HEX, top first: VdBoardUnit*. */
GPtrArray        *vd_board_units_at      (const VdBoard *board, VdHex hex);
/* Whether a marker on FEATURE's hexside takes it away (`special.markers.TYPE.removes_hexside`:
 * NaA's destroyed bridge, ICE-4). */
gboolean          vd_board_marker_removes (const VdBoard *board, const VdHexRuleset *module,
                                           const VdBoardHexside *feature);
/* The hexside features between HEX and its neighbour in DIRECTION: VdBoardHexside*. */
GPtrArray        *vd_board_hexside_features (const VdBoard *board, VdHexside side);
/* The roads crossing SIDE (road-hex to road-hex): VdBoardRoad*. */
GPtrArray        *vd_board_roads_across  (const VdBoard *board, VdHexside side);
const VdBoardUnit *vd_board_find_unit    (const VdBoard *board, const char *id);
/* Whether UNIT carries MARK among its board marks. */
gboolean           vd_board_unit_has_mark (const VdBoardUnit *unit, const char *mark);
/* Whether UNIT is under COMMANDER's command: its `army` names him, or names a counter whose
 * own `army` does, and so on up (BN 26.4d, 10.3a). */
gboolean          vd_board_under_command (const VdBoard *board, const VdBoardUnit *unit,
                                          const char *commander);
/* HEX as printed, or "?" off the grid (for messages). */
char             *vd_board_format_hex    (const VdBoard *board, VdHex hex);

/* Reading (help "Board files"): strict, every error at FILE:LINE:COLUMN; the module the
 * board names is loaded (relative to the board's folder for a path) and every terrain, side,
 * class, option and phase is checked against it. MODULE_OUT may be NULL. */
VdBoard          *vd_board_load          (const char *path, VdHexRuleset **module_out,
                                          GError **error);
VdBoard          *vd_board_load_data     (const char *data, gsize length, const char *path,
                                          VdHexRuleset **module_out, GError **error);
/* The same from a document already parsed (its file names the folder a module path is
 * relative to). */
VdBoard          *vd_board_load_document (const VdYamlDocument *doc, VdHexRuleset **module_out,
                                          GError **error);
/* The same, checked against MODULE rather than the one the board names (NULL: unchecked). */
VdBoard          *vd_board_read_document (const VdYamlDocument *doc, const VdHexRuleset *module,
                                          GError **error);

/* Counters to set up on BOARD, read from the file PATH (`kind: board-counters`: `vedette`,
 * `kind`, `ruleset` — BOARD's game — and `units`, as a board's; help "Board files"), checked
 * against MODULE and BOARD's grid: a new board holding only them (its units), or NULL with
 * ERROR at FILE:LINE:COLUMN. */
VdBoard          *vd_board_read_counters (const char *path, const VdBoard *board,
                                          const VdHexRuleset *module, GError **error);
/* The board as a board file, UTF-8, with its whole journal; NULL with ERROR when the reader
 * would refuse it. */
char             *vd_board_to_yaml       (const VdBoard *board, gsize *length, GError **error);
/* The same with the first N_EVENTS events of the journal only (a battle saved at its cursor). */
char             *vd_board_to_yaml_events (const VdBoard *board, guint n_events, gsize *length,
                                           GError **error);
/* The background image's placement: the affine map from its pixels to the board's drawing
 * (hex centres as vd_hex_grid_centre gives them for hexes of HEX_SIZE), x' = m[0] x + m[1] y
 * + m[2], y' = m[3] x + m[4] y + m[5], solved from the three calibration points. FALSE when
 * the board has no calibration, or three points in a line. */
gboolean          vd_board_background_matrix (const VdBoard *board, double hex_size,
                                              double m[6]);
/* What the file of BOARD with its first N_EVENTS events counts (help "Limits"). */
VdFileSize        vd_board_file_size     (const VdBoard *board, guint n_events);
/* Writes atomically (temporary file, flush, rename): the old file or the new one, never half. */
gboolean          vd_board_save_file     (const VdBoard *board, const char *path,
                                          GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdBoard, vd_board_free)

G_END_DECLS
