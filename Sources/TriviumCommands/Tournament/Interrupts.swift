import Foundation
import Synchronization

/// Set by SIGINT or SIGTERM while a tournament runs. An atomic: the handler runs on whichever
/// thread the signal lands on, and the runner reads it between results on another.
private let interruptRequested = Atomic<Bool>(false)

/// Ctrl-C and SIGTERM during a tournament: finish the sessions in play, save them, stop.
enum Interrupts {
  /// Whether one came since `catching` began.
  static var requested: Bool { interruptRequested.load(ordering: .sequentiallyConsistent) }

  /// Runs `body` with SIGINT and SIGTERM caught, then puts the previous handlers back.
  static func catching<T>(_ body: () throws -> T) rethrows -> T {
    interruptRequested.store(false, ordering: .sequentiallyConsistent)
    // A lock-free store: safe in a signal handler.
    let previousInt = signal(SIGINT) { _ in
      interruptRequested.store(true, ordering: .sequentiallyConsistent)
    }
    let previousTerm = signal(SIGTERM) { _ in
      interruptRequested.store(true, ordering: .sequentiallyConsistent)
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
    }
    return try body()
  }
}
