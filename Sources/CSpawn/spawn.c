#define _GNU_SOURCE
#include "trv_spawn.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

extern char **environ;

int trv_spawn(const char *const argv[], const char *const envp[], const char *directory,
              int input, int output, int error, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int status = posix_spawn_file_actions_init(&actions);
  if (status != 0) return status;
  status = posix_spawnattr_init(&attributes);
  if (status != 0) {
    posix_spawn_file_actions_destroy(&actions);
    return status;
  }
  sigset_t defaults;
  sigemptyset(&defaults);
  // The engine may ignore these (SIGPIPE most of all); a bot starts as from a shell.
  int reset[] = {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD};
  for (size_t i = 0; i < sizeof(reset) / sizeof(reset[0]); i++) sigaddset(&defaults, reset[i]);
  sigset_t none;
  sigemptyset(&none);
  if ((status = posix_spawn_file_actions_adddup2(&actions, input, 0)) == 0 &&
      (status = posix_spawn_file_actions_adddup2(&actions, output, 1)) == 0 &&
      (status = posix_spawn_file_actions_adddup2(&actions, error, 2)) == 0 &&
      (status = posix_spawn_file_actions_addclosefrom_np(&actions, 3)) == 0 &&
      (directory == NULL ||
       (status = posix_spawn_file_actions_addchdir_np(&actions, directory)) == 0) &&
      (status = posix_spawnattr_setpgroup(&attributes, 0)) == 0 &&
      (status = posix_spawnattr_setsigdefault(&attributes, &defaults)) == 0 &&
      (status = posix_spawnattr_setsigmask(&attributes, &none)) == 0 &&
      (status = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP |
                                                          POSIX_SPAWN_SETSIGDEF |
                                                          POSIX_SPAWN_SETSIGMASK)) == 0) {
    status = posix_spawnp(pid, argv[0], &actions, &attributes, (char *const *)argv,
                          envp != NULL ? (char *const *)envp : environ);
  }
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return status;
}

int trv_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
