#ifndef CFSICONV_SHIM_H
#define CFSICONV_SHIM_H
// iconv_open, iconv and iconv_close, as POSIX declares them: in the C library on Linux (glibc,
// musl), in libiconv on Apple platforms, which FSZip links there (Package.swift). Both sides
// read the same <iconv.h> declarations through this module, so no Swift code names Glibc or
// Darwin for them.
#include <iconv.h>
#endif
