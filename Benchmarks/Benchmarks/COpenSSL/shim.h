// The system OpenSSL's EVP interface: the peer FSEncrypt's ciphers are measured against, the
// same code `openssl speed -evp` times.
#include <openssl/evp.h>
#include <openssl/provider.h>
