import FrameworkStruct

/// FSWeakSet, FSWeakArray, FSWeakDictionary and FSWeakKeyDictionary watching objects come and go.
@Sendable
func weakCollectionsDemo() -> [String] {
    final class Screen: CustomStringConvertible {
        let name: String
        init(_ name: String) { self.name = name }
        var description: String { name }
    }
    var lines: [String] = []
    let settings = Screen("settings")
    let observers: FSWeakSet = [settings]
    let tabs: FSWeakArray = [settings]
    let byName: FSWeakDictionary = ["settings": settings]
    let badges: FSWeakKeyDictionary = [settings: 1]
    do {
        let home = Screen("home")
        observers.insert(home)
        tabs.insert(home, at: 0)
        byName["home"] = home
        badges[home] = 3
        lines.append("observers \(observers.count), tabs \(tabs.allObjects), badges \(badges.count)")
    }
    lines.append("after `home` is released, with no reap call:")
    lines.append("  FSWeakSet count \(observers.count); members \(observers.allObjects)")
    lines.append("  FSWeakArray slots \(tabs.count), live \(tabs.liveCount), slot 0 \(tabs[0].map(\.name) ?? "nil")")
    lines.append("  FSWeakDictionary keys \(byName.keys)")
    lines.append("  FSWeakKeyDictionary values \(badges.values) (the dead key's badge is released)")
    tabs.compact()
    lines.append("  FSWeakArray after compact(): slots \(tabs.count)")
    withExtendedLifetime(settings) {}
    return lines
}
