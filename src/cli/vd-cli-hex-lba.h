#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex carre BOARD UNIT --from F --mp N`: LBA infantry trying carré (LBA-CAR-1 to 4), its
 * result recorded as the counter's state with --apply. */
int vd_cli_hex_carre  (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex recall BOARD UNIT`: LBA's cavalry recall roll (LBA-REC-1, LBA-COS-3). */
int vd_cli_hex_recall (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex limber BOARD UNIT`: LBA's limbering roll (LBA-LIMB-1, LBA-LIMB-2, LBA-SANTON-1), the
 * battery limbered as its state with --apply. */
int vd_cli_hex_limber (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex fire-checks BOARD UNIT --lost N`: LBA's morale checks from fire losses (LBA-MC-1 to 3,
 * lba-i-loss-count; LBA-COS-1 and LBA-CHAT-2 named). */
int vd_cli_hex_fire_checks (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
