import Testing
@testable import FSContainers
@Test func smoke() { var q = FSQueue<Int>(); q.push(1); #expect(q.pop() == 1) }
