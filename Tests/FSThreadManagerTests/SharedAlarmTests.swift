import FSTestSupport
import Testing

@testable import FSThreadManager

@Suite struct SharedAlarmTests {
    /// Deadlines scheduled in any order, some cancelled — in odd seeds most of them, so that
    /// the heap sweeps its stale entries: the actions run in deadline order (equal deadlines in
    /// the order they were scheduled), once, and never after their cancellation.
    @Test(arguments: 0..<20)
    func actionsRunInDeadlineOrderUnlessCancelled(seed: UInt64) async {
        var generator = SeededGenerator(seed: seed)
        let clock = TestClock()
        let alarm = SharedAlarm(clock: clock)
        let ran = Locked([Int]())
        var expected: [(deadline: Int, index: Int)] = []
        let cancelledShare = seed.isMultiple(of: 2) ? 0.25 : 0.9
        for index in 0..<400 {
            let deadline = Int.random(in: 1...30, using: &generator)
            let ticket = alarm.schedule(at: clock.now.advanced(by: .seconds(deadline))) {
                ran.withLock { $0.append(index) }
            }
            if Double.random(in: 0..<1, using: &generator) < cancelledShare {
                alarm.cancel(ticket)
            } else {
                expected.append((deadline, index))
            }
        }
        for second in 1...30 {
            // The alarm sleeps while a live deadline is ahead, and only then.
            guard expected.contains(where: { $0.deadline >= second }) else { break }
            #expect(await clock.waitForSleepers(1))
            clock.advance(by: .seconds(1))
            let due = expected.filter { $0.deadline <= second }.count
            #expect(await eventually { ran.value.count >= due })
        }
        #expect(ran.value == expected.sorted { ($0.deadline, $0.index) < ($1.deadline, $1.index) }.map(\.index))
    }

    /// A deadline earlier than the one the alarm sleeps until wakes it in time.
    @Test func anEarlierDeadlineIsNotKeptWaiting() async {
        let clock = TestClock()
        let alarm = SharedAlarm(clock: clock)
        let ran = Locked([String]())
        _ = alarm.schedule(at: clock.now.advanced(by: .seconds(60))) { ran.withLock { $0.append("late") } }
        #expect(await clock.waitForSleepers(1))
        _ = alarm.schedule(at: clock.now.advanced(by: .seconds(1))) { ran.withLock { $0.append("early") } }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(await eventually { !ran.value.isEmpty })
        #expect(ran.value == ["early"])
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(59))
        #expect(await eventually { ran.value.count >= 2 })
        #expect(ran.value == ["early", "late"])
    }

    /// On the continuous clock, a short timeout started while a long one is pending expires
    /// long before the long one's deadline, through the alarm the two share. The bound is half
    /// the long one's hour, not a guess at how late a task may run: under a sanitizer the whole
    /// suite in one process has kept every task of this one waiting for 14 minutes (its two
    /// pool threads busy with other suites), while an alarm kept asleep by the long deadline
    /// cannot end it before the hour.
    @Test func aShortTimeoutBesideALongOneExpiresOnTime() async throws {
        let longDeadline = Duration.seconds(3_600)
        let long = Task {
            try await FSThreadManager.withTimeout(longDeadline) { try await Task.sleep(for: longDeadline) }
        }
        let start = ContinuousClock.now
        await #expect(throws: FSThreadManagerError.timeout(.milliseconds(50))) {
            try await FSThreadManager.withTimeout(.milliseconds(50)) { try await Task.sleep(for: longDeadline) }
        }
        #expect(ContinuousClock.now - start < longDeadline / 2)
        long.cancel()
    }
}
