import FSTestSupport
import Testing

@testable import FSContainers

@Suite struct FSStackTests {
    @Test(arguments: 0..<500)
    func randomPushPopMatchesArray(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var stack = FSStack<Int>()
        var model: [Int] = []
        for step in 0..<Int.random(in: 1...200, using: &rng) {
            if rng.next() % 5 < 3 {
                stack.push(step); model.append(step)
            } else {
                #expect(stack.pop() == model.popLast(), "seed \(seed) step \(step)")
            }
            #expect(stack.peek == model.last && stack.count == model.count, "seed \(seed) step \(step)")
        }
        #expect(Array(stack) == model, "seed \(seed)")
    }

    @Test func popAllIsTopFirst() {
        var stack = FSStack<String>()
        for item in ["bottom", "middle", "top"] { stack.push(item) }
        #expect(stack.popAll() == ["top", "middle", "bottom"])
        #expect(stack.isEmpty && stack.popAll() == [])
    }

    @Test func literalAndInitializerPushInOrder() {
        let literal: FSStack = [1, 2, 3]
        #expect(literal.peek == 3 && literal.top == 3)
        #expect(FSStack([1, 2, 3]) == literal)
        #expect(Array(literal) == [1, 2, 3])
    }
}
