#include "build_info.h"

// Package.swift defines TRV_BUILD_COMMIT for this file alone, so a new commit recompiles
// this one file and nothing else.
#ifndef TRV_BUILD_COMMIT
#define TRV_BUILD_COMMIT "unknown"
#endif

const char *trv_build_commit(void) { return TRV_BUILD_COMMIT; }
