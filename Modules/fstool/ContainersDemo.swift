import FrameworkStruct

/// FSQueue, FSStack, FSVector, FSHeap, FSPriorityQueue, FSLRUCache and FSCache on a small job list.
@Sendable
func containersDemo() -> [String] {
    var lines: [String] = []
    var jobs: FSQueue = ["resize photo", "upload", "notify"]
    lines.append("FSQueue \(jobs): pop → \(jobs.pop() ?? "-"), peek → \(jobs.peek ?? "-")")

    var recent = FSQueue<Int>(maxCount: 3)
    for event in 1...5 { recent.push(event) }
    lines.append("FSQueue(maxCount: 3) after pushing 1...5 keeps \(recent)")

    var undo = FSStack<String>()
    for edit in ["type a", "type b", "bold"] { undo.push(edit) }
    lines.append("FSStack peek → \(undo.peek ?? "-"); popAll (top first) → \(undo.popAll())")

    var tabs: FSVector = ["home", "search"]
    tabs.pushFront("login")
    tabs.pushBack("profile")
    let cursor = [tabs.next(), tabs.next()].compactMap { $0 }
    lines.append(
        "FSVector \(tabs): cursor reads \(cursor), firstIndex(of: \"search\") → \(tabs.firstIndex(of: "search") ?? -1)")

    var scores: FSHeap = [72, 95, 60, 88]
    scores.insert(99)
    lines.append(
        "FSHeap \(scores): min \(scores.min ?? 0), max \(scores.max ?? 0); popMax → \(scores.popMax() ?? 0), popMin → \(scores.popMin() ?? 0)"
    )

    var work = FSPriorityQueue<String, Int>(order: .highestFirst)
    for (job, urgency) in [("sync", 0), ("feed", 1), ("photo", 2), ("avatars", 1)] {
        work.insert(job, priority: urgency)
    }
    var served: [String] = []
    while let job = work.popFirst() { served.append(job) }
    lines.append("FSPriorityQueue (highest first, ties in arrival order) serves \(served)")

    var documents = FSLRUCache<String, Int>(countLimit: 2)
    documents.setValue(120, forKey: "notes.txt", cost: 120)
    documents.setValue(4_096, forKey: "photo.jpg", cost: 4_096)
    _ = documents.value(forKey: "notes.txt")
    let evicted = documents.setValue(800, forKey: "todo.md", cost: 800).map(\.key)
    lines.append(
        "FSLRUCache(countLimit: 2) read notes.txt, then stored todo.md: evicted \(evicted), holds \(documents)")

    let thumbnails = FSCache<String, [UInt8]>(totalCostLimit: 1_024, purgesOnMemoryWarning: false)
    var decoded = 0
    for _ in 1...3 {
        _ = thumbnails.value(forKey: "avatar.png", cost: { $0.count }) {
            decoded += 1
            return [UInt8](repeating: 0, count: 600)
        }
    }
    thumbnails.setValue([UInt8](repeating: 1, count: 500), forKey: "banner.png", cost: 500)
    lines.append(
        "FSCache(totalCostLimit: 1024) asked 3× for avatar.png decoded it \(decoded)×; storing banner.png (500) evicted it: \(thumbnails.value(forKey: "avatar.png") == nil)"
    )
    return lines
}
