#ifndef HITCHAIN_CZLIB_SHIM_H
#define HITCHAIN_CZLIB_SHIM_H

#include <zlib.h>

// deflateInit2 and inflateInit2 are macros Swift cannot import; these wrap them.
static inline int czlib_deflateInit2(z_streamp strm, int level, int windowBits) {
    return deflateInit2(strm, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

// The same with a memory level: small inputs need a small window and hash table, and
// setting up the default ones (about 256 KiB) costs more than deflating a few hundred bytes.
static inline int czlib_deflateInit2Sized(z_streamp strm, int level, int windowBits, int memLevel) {
    return deflateInit2(strm, level, Z_DEFLATED, windowBits, memLevel, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflateInit2(z_streamp strm, int windowBits) {
    return inflateInit2(strm, windowBits);
}

#endif
