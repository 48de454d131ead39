    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
H    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
Q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
z    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
C    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
T    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
B    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
`    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
`    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
W    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
C    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
B    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
R    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
D    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
B    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
I    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
[    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
Q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
R    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
]    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
-    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
>    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
D    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
?    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
?    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
?    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
@    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
S    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
"    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
H    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
"    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
C    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
R    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
T    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
@    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
T    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
"    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
'    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
"    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
[    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
D    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
2    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
D    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
6    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
]    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
A    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
C    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
B    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
D    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
W    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
C    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
B    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
H    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
R    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
1    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
1    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
C    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
B    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
#    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
S    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
1    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
1    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
#    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
F    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
&    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
&    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
E    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
#    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
>    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
"    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
"    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
E    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
v    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
;    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
,    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
!    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
[    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
]    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
[    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
]    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
$    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
<    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
C    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
y    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
?    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
#    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
B    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
A    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
#    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
$    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
>    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
&    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
&    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
[    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
$    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
]    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
/    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
A    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
h    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
:    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
k    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
b    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
w    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
L    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
[    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
<    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
$    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
]    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
[    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
$    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
]    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
2    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
#    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
L    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
$    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
<    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
g    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
q    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
#    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
x    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
p    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
(    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
o    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
n    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
c    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
.    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
m    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
F    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
i    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
d    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
=    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
$    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
0    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
t    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
r    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
u    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
{    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
f    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
a    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
l    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
s    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
e    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
)    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
     // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
}    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))

    // A short step passes while the bot plays on: its timers fire. A long one outlasts the
    // session, and the end brings the questions back.
    let fired = session.actions.contains { if case .timerFired = $0 { true } else { false } }
    #expect(fired == (step == .seconds(2)))
