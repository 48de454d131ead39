#ifndef TRV_BUILD_INFO_H
#define TRV_BUILD_INFO_H

/// The git commit this build was made from (with "+changes" when the work tree differed from
/// it), or "unknown" for a build made outside a git checkout. Set by Package.swift.
const char *trv_build_commit(void);

#endif
