#ifndef CFSZLIB_SHIM_H
#define CFSZLIB_SHIM_H
#include <zlib.h>

// zlib's init functions are macros that pass the library version and the stream size;
// these wrappers let Swift call them. `windowBits` follows zlib: 8…15 for a zlib stream,
// −15…−8 for raw deflate.
static inline int czlib_deflateInit2(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflateInit2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
#endif
