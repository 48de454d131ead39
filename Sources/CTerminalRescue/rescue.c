#define _GNU_SOURCE
#include "trv_rescue.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const int rescued[] = {SIGTRAP, SIGILL, SIGABRT, SIGSEGV, SIGBUS};
#define RESCUED_COUNT (sizeof(rescued) / sizeof(rescued[0]))

static struct termios saved_modes;
static char reset_bytes[512];
static size_t reset_length;
static volatile sig_atomic_t armed;
static int installed;
static struct sigaction previous[RESCUED_COUNT];
// A stack overflow leaves no stack for a handler: it runs on this one.
static char alternate_stack[64 * 1024];

static void rescue(int signal, siginfo_t *info, void *context) {
  (void)info;
  (void)context;
  if (armed) {
    armed = 0;
    size_t written = 0;
    while (written < reset_length) {
      ssize_t count = write(1, reset_bytes + written, reset_length - written);
      if (count <= 0) break;
      written += (size_t)count;
    }
    tcsetattr(0, TCSANOW, &saved_modes);
  }
  // Hand on: the previous action comes back and the signal is raised again; it is delivered
  // as this handler returns (it is blocked while the handler runs), on the faulting context.
  for (size_t index = 0; index < RESCUED_COUNT; index++) {
    if (rescued[index] == signal) sigaction(signal, &previous[index], NULL);
  }
  raise(signal);
}

int trv_rescue_arm(const struct termios *saved, const char *reset, size_t length) {
  if (length > sizeof(reset_bytes)) return -1;
  armed = 0;
  saved_modes = *saved;
  memcpy(reset_bytes, reset, length);
  reset_length = length;
  if (!installed) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
      stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof(alternate_stack), .ss_flags = 0};
      sigaltstack(&stack, NULL);
    }
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_sigaction = rescue;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < RESCUED_COUNT; index++) {
      sigaction(rescued[index], &action, &previous[index]);
    }
    installed = 1;
  }
  armed = 1;
  return 0;
}

void trv_rescue_disarm(void) { armed = 0; }
