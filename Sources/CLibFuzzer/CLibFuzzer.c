// Nothing to compile: the header declares libFuzzer's driver (SwiftPM needs one source file).
#include "CLibFuzzer.h"
