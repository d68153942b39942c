#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver, linked in only when building with -sanitize=fuzzer. Declared here so
// that a Swift @main can hand control to it (SwiftPM links `main` to `<Module>_main`, so
// a bare LLVMFuzzerTestOneInput does not link).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
