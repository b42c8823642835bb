import FrameworkStruct

/// FSQueue, FSStack and FSVector on a small job list.
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
    return lines
}
