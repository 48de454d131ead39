#ifndef TRV_SPAWN_H
#define TRV_SPAWN_H

#include <sys/types.h>

/// Starts `argv` (argv[0] looked up in PATH unless it holds a '/') in the folder `directory`
/// with `input`, `output` and `error` as its standard streams and no other descriptor of ours,
/// in a process group of its own (so that killing the group ends what it started too), with
/// the signals a shell would reset set back to their default. Returns 0 and sets `pid`, or
/// the errno of what failed (a program that cannot be executed included).
int trv_spawn(const char *const argv[], const char *const envp[], const char *directory,
              int input, int output, int error, pid_t *pid);

/// A pipe whose two ends close on exec (pipe2 with O_CLOEXEC): another bot started meanwhile
/// from another thread does not inherit them. Returns 0, or -1 with errno set.
int trv_pipe_cloexec(int fds[2]);

#endif
