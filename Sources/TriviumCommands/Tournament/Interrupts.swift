import ExternalBots
import Foundation
import Synchronization

/// Set by SIGINT or SIGTERM while a tournament runs. An atomic: the handler runs on whichever
/// thread the signal lands on, and the runner reads it between results on another.
private let interruptRequested = Atomic<Bool>(false)

/// Ctrl-C and SIGTERM during a tournament: no new session starts, the sessions in play finish
/// (an external bot's is abandoned at once, not waited for: it is not a result), the finished
/// ones are saved, and the run stops.
enum Interrupts {
  /// Whether one came since `catching` began.
  static var requested: Bool { interruptRequested.load(ordering: .sequentiallyConsistent) }

  /// Runs `body` with SIGINT and SIGTERM caught, then puts the previous handlers back.
  static func catching<T>(_ body: () throws -> T) rethrows -> T {
    interruptRequested.store(false, ordering: .sequentiallyConsistent)
    ExternalBot.resetStop()
    // Lock-free stores: safe in a signal handler.
    let previousInt = signal(SIGINT) { _ in
      interruptRequested.store(true, ordering: .sequentiallyConsistent)
      ExternalBot.requestStop()
    }
    let previousTerm = signal(SIGTERM) { _ in
      interruptRequested.store(true, ordering: .sequentiallyConsistent)
      ExternalBot.requestStop()
    }
    // A parent may have started us with these blocked; stopping cleanly depends on them.
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    defer {
      signal(SIGINT, previousInt)
      signal(SIGTERM, previousTerm)
      ExternalBot.resetStop()
    }
    return try body()
  }
}
