#ifndef TRV_UNNAMED_H
#define TRV_UNNAMED_H

#include <sys/types.h>

/// Opens a new regular file with no name, for reading and writing, on the file system of
/// `folder` (Linux's O_TMPFILE): nothing appears in the folder, and the file vanishes with its
/// last descriptor unless `trv_unnamed_link` names it. Returns the descriptor, or -1 with
/// errno set: EOPNOTSUPP, EISDIR or EINVAL where the kernel or the file system has no unnamed
/// files, ENOSYS on systems other than Linux.
int trv_unnamed_open(const char *folder, mode_t mode);

/// Gives the unnamed file open on `descriptor` the name `path`, never replacing anything:
/// EEXIST when the name is taken, EXDEV when `path` is on another file system, ENOENT when
/// /proc is not mounted (the link goes through /proc/self/fd, as an unprivileged process
/// must). Returns 0, or -1 with errno set.
int trv_unnamed_link(int descriptor, const char *path);

#endif
