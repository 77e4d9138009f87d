#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* LBA's special units and the Santon on the command line (help "LBA's special units and the
 * Santon"). `hex info`'s members for them: "santon" for an earthwork hex (its front and rear
 * hexsides, LBA-SANTON-2), "on_hexsides" for Sk dragoons sitting on one of its sides
 * (LBA-DRAG-1); and the same for people, from that JSON. */
void vd_cli_hex_lba_info      (JsonBuilder *builder, const Loaded *loaded, VdHex hex);
void vd_cli_hex_lba_info_text (const Loaded *loaded, JsonObject *info);
/* `check`'s warnings on the earthworks of BOARD, read from DOC at PATH: a work whose fronts
 * are not 2, at its hex's line and column (LBA-SANTON-2). */
void vd_cli_check_santon      (const char *path, const VdYamlDocument *doc, const VdBoard *board,
                               const VdHexRuleset *module);
/* `hex fire BOARD --fire UNIT[,UNIT…] --target UNIT [--lost N [--apply]]` on an LBA board:
 * what the Special Rules say of that fire (vd-hex-fire-lba.h), a Cossack rout recorded as the
 * target's state with --apply. */
int  vd_cli_hex_fire_lba      (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex charge BOARD UNIT --target UNIT`: whether LBA's rules allow that charge
 * (vd-hex-lba-units.h). */
int  vd_cli_hex_charge        (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
