import FrameworkStruct

/// WeakSet, WeakArray, WeakDictionary and WeakKeyDictionary watching objects come and go.
@Sendable
func weakCollectionsDemo() -> [String] {
    final class Screen: CustomStringConvertible {
        let name: String
        init(_ name: String) { self.name = name }
        var description: String { name }
    }
    var lines: [String] = []
    let settings = Screen("settings")
    let observers: WeakSet = [settings]
    let tabs: WeakArray = [settings]
    let byName: WeakDictionary = ["settings": settings]
    let badges: WeakKeyDictionary = [settings: 1]
    do {
        let home = Screen("home")
        observers.insert(home)
        tabs.insert(home, at: 0)
        byName["home"] = home
        badges[home] = 3
        lines.append("observers \(observers.count), tabs \(tabs.allObjects), badges \(badges.count)")
    }
    lines.append("after `home` is released, with no reap call:")
    lines.append("  WeakSet count \(observers.count); members \(observers.allObjects)")
    lines.append("  WeakArray slots \(tabs.count), live \(tabs.liveCount), slot 0 \(tabs[0].map(\.name) ?? "nil")")
    lines.append("  WeakDictionary keys \(byName.keys)")
    lines.append("  WeakKeyDictionary values \(badges.values) (the dead key's badge is released)")
    tabs.compact()
    lines.append("  WeakArray after compact(): slots \(tabs.count)")
    withExtendedLifetime(settings) {}
    return lines
}
