import Foundation

/// A progress bar with the rate and the time left, on stderr, redrawn at most 10 times a
/// second; silent unless `visible`.
final class Progress {
  let total: Int
  var done: Int
  let visible: Bool
  let start = Date()
  var lastDraw = Date.distantPast
  let startedAt: Int

  init(total: Int, already: Int, visible: Bool) {
    self.total = total
    done = already
    startedAt = already
    self.visible = visible
  }

  func advance() {
    done += 1
    guard visible, Date().timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
    lastDraw = Date()
    let elapsed = Date().timeIntervalSince(start)
    let rate = elapsed > 0 ? Double(done - startedAt) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
    let line = String(
      format: "\r[%@] %d/%d  %.1f sessions/s  %d:%02d left ", bar, done, total, rate,
      Int(left) / 60, Int(left) % 60)
    FileHandle.standardError.write(Data(line.utf8))
  }

  func finish() {
    guard visible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
