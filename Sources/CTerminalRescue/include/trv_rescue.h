#ifndef TRV_RESCUE_H
#define TRV_RESCUE_H

#include <stddef.h>
#include <termios.h>

/// Gives the terminal back when the process dies of a fault or a trap (SIGTRAP, SIGILL,
/// SIGABRT, SIGSEGV, SIGBUS): the handler writes `reset` to standard output and sets `saved`
/// on standard input, both prepared here in advance (only async-signal-safe calls in the
/// handler), then hands the signal on to the handler that was there before (Swift's
/// backtracer, or the default action), so the crash still reports and ends as it would.
/// Returns 0, or -1 when `reset` is longer than the buffer kept for it.
int trv_rescue_arm(const struct termios *saved, const char *reset, size_t length);

/// The terminal is restored already (or about to be by its owner): faults restore nothing.
void trv_rescue_disarm(void);

#endif
