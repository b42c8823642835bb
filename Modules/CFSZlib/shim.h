#ifndef CFSZLIB_SHIM_H
#define CFSZLIB_SHIM_H
#include <zlib.h>

// zlib's init functions are macros that pass the library version and the stream size;
// these wrappers let Swift call them.
static inline int czlib_deflateInit2(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflateInit2(z_streamp stream) {
    return inflateInit2(stream, -MAX_WBITS);
}
#endif
