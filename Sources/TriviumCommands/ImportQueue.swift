import Foundation

/// A queue between two threads of an import that holds at most `capacity` items: the one that
/// puts waits while it is full, so a fast stage never runs ahead of a slow one by more than
/// that (an import's memory stays bounded whatever the speed of each stage). The one that
/// takes gets the items in the order they were put, then nil once it is closed.
final class ImportQueue<Item: Sendable>: @unchecked Sendable {
  private let capacity: Int
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var items: [Item] = []
  private var closed = false

  /// An empty queue for at most `capacity` items (at least 1).
  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// Adds `item` at the end, waiting while the queue is full.
  func put(_ item: Item) {
    condition.lock()
    defer { condition.unlock() }
    while items.count >= capacity { condition.wait() }
    items.append(item)
    condition.broadcast()
  }

  /// Says that nothing more comes: `take` returns nil once the items are taken.
  func close() {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    condition.broadcast()
  }

  /// The first item not taken yet, waiting for one; nil once the queue is closed and empty.
  func take() -> Item? {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty && !closed { condition.wait() }
    guard !items.isEmpty else { return nil }
    // A few items at most: taking the first moves no more than that.
    let item = items.removeFirst()
    condition.broadcast()
    return item
  }
}
