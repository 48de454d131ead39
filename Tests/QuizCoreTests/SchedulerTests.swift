import QuizCore
import Testing

@Suite("Virtual scheduler")
struct SchedulerTests {
  @Test("events come out by due time, then in the order they were scheduled")
  func ordering() {
    var scheduler = VirtualScheduler<String>()
    scheduler.schedule(1, after: .milliseconds(500), "a")
    scheduler.schedule(2, after: .milliseconds(100), "b")
    scheduler.schedule(3, after: .milliseconds(500), "c")
    scheduler.schedule(4, after: .milliseconds(100), "d")
    #expect(scheduler.pending.map(\.payload) == ["b", "d", "a", "c"])
    #expect(scheduler.nextDue == .milliseconds(100))
    let cancelled = scheduler.cancel(3)
    let again = scheduler.cancel(3)
    #expect(cancelled)
    #expect(!again)
    scheduler.schedule(4, after: .milliseconds(50), "e")
    #expect(scheduler.pending.map(\.payload) == ["e", "b", "a"])
  }

  @Test("advance fires what is due in order, including what firing schedules")
  func advance() {
    var scheduler = VirtualScheduler<String>()
    scheduler.schedule(1, after: .milliseconds(100), "first")
    scheduler.schedule(2, after: .milliseconds(300), "third")
    scheduler.schedule(3, after: .milliseconds(900), "later")
    var fired: [(String, VirtualTime)] = []
    scheduler.advance(to: .milliseconds(400)) { scheduler, entry in
      fired.append((entry.payload, scheduler.now))
      if entry.payload == "first" { scheduler.schedule(4, after: .milliseconds(100), "second") }
    }
    #expect(fired.map(\.0) == ["first", "second", "third"])
    #expect(fired.map(\.1) == [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
    #expect(scheduler.now == .milliseconds(400))
    #expect(scheduler.pending.map(\.payload) == ["later"])

    let count = scheduler.runUntilIdle { _, entry in fired.append((entry.payload, .zero)) }
    #expect(count == 1)
    #expect(scheduler.now == .milliseconds(900))
    #expect(scheduler.isIdle)
  }

  @Test("run until idle stops at its limit; time never goes back")
  func limitsAndTime() {
    var scheduler = VirtualScheduler<Int>(now: .seconds(2))
    scheduler.schedule(1, at: .seconds(1), 0)
    #expect(scheduler.nextDue == .seconds(2))
    let fired = scheduler.runUntilIdle(limit: 5) { scheduler, entry in
      scheduler.schedule(TimerID(entry.payload + 2), after: .milliseconds(10), entry.payload + 1)
    }
    #expect(fired == 5)
    #expect(scheduler.pending.count == 1)
    scheduler.moveClock(to: .seconds(1))
    #expect(scheduler.now == .milliseconds(2040))
    #expect(Delay.milliseconds(500).description == "0.500s")
    #expect(VirtualTime.seconds(1.25) - .milliseconds(250) == .seconds(1))
  }

  @Test("the runtime's clock drives timers: advance(to:) fires nothing early")
  func runtimeClock() {
    let runtime = SessionRuntime(
      session: Session(game: fruitGame, seed: 1), environment: environment())
    runtime.send(.start)
    runtime.send(pick1)
    runtime.send(pick2)
    runtime.advance(to: .milliseconds(250))
    #expect(runtime.session.position == 0)
    #expect(runtime.now == .milliseconds(250))
    runtime.advance(to: .seconds(3))
    #expect(runtime.session.position == 1)
    #expect(runtime.session.now == .milliseconds(500))
    runtime.send(pick1)
    #expect(runtime.session.now == .seconds(3))
    #expect(runtime.scheduler.isIdle)
  }
}
