import FSTestSupport
import Foundation

/// Every regular file under `root`, by relative path, with its contents.
func contents(of root: String) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return result }
    while let relative = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let full = root + "/" + relative
        let attributes = try? FileManager.default.attributesOfItem(atPath: full)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
            FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue
        else { continue }
        result[relative] = FileManager.default.contents(atPath: full)
    }
    return result
}

/// A sample tree: text that deflates well, random bytes that do not, an empty file, UTF-8
/// names, and nesting.
func sampleFiles(seed: UInt64 = 1) -> [String: Data] {
    var rng = SeededGenerator(seed: seed)
    let random = Data(rng.bytes(70_000))
    let text = Data(String(repeating: "FrameworkStruct 压缩测试 ", count: 2_000).utf8)
    return [
        "README.md": Data("# sample\n".utf8), "docs/长文本.txt": text, "bin/random.dat": random, "empty.txt": Data(),
        "a/b/c/deep.txt": Data("deep".utf8),
    ]
}
