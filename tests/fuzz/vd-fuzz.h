#pragma once

/* Shared by the fuzz harnesses: libFuzzer calls LLVMFuzzerTestOneInput with each input; the
 * replay program (vd-fuzz-replay.c) calls it with every file of the seed corpus, in the normal
 * test suite. */

#include <stddef.h>
#include <stdint.h>

#include "vd-ruleset.h"

/* Inputs past this size are skipped: the loaders refuse larger files anyway (VD_YAML_MAX_FILE_SIZE)
 * and the fuzzer's time is better spent on small ones. */
#define VD_FUZZ_MAX_INPUT (256 * 1024)

int        LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The bundled Napoleonic ruleset, loaded once; aborts when it cannot be (a broken build). */
VdRuleset *vd_fuzz_ruleset        (void);
/* A table from DATA, checked against the bundled ruleset like the app's open: NULL when it is
 * refused, which must then come with an error message. */
VdTable   *vd_fuzz_load_table     (const uint8_t *data, size_t size);
