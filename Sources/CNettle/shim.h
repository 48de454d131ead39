// Debian's Nettle, for SHA-256 only: the digest that identifies an external bot's program and
// the files it names (a well-kept implementation rather than one of our own).
#ifndef TRIVIUM_CNETTLE_SHIM_H
#define TRIVIUM_CNETTLE_SHIM_H

#include <nettle/sha2.h>

#endif
