/// Converts Chinese text between Simplified and Traditional characters, and between the
/// standards of mainland China, Taiwan, Hong Kong and Japan, exactly as OpenCC does.
///
/// Words are converted before characters, so that a character with several counterparts takes
/// the one its word needs (头发 → 頭髮, 发展 → 發展; 干净 → 乾淨, 干部 → 幹部), and the
/// configurations with phrases use the words of the region (软件 → 軟體, 鼠标 → 滑鼠 in Taiwan):
///
/// ```swift
/// let taiwan = FSChineseConverter(.s2twp)
/// taiwan.convert("鼠标和软件")      // "滑鼠和軟體"
/// FSChineseConverter(.s2t).convert("头发干净了")    // "頭髮乾淨了"
/// FSChineseConverter(.t2s).convert("頭髮乾了")      // "头发干了"
/// ```
///
/// The dictionaries and configurations are OpenCC's own, generated into string literals by
/// `Scripts/gen-chinese-conversion` (the OpenCC release is ``openCCVersion``): nothing is
/// loaded from a file (the first conversion of a process indexes the dictionaries' first
/// characters in memory, in about 2 ms), and the output is OpenCC's for the same configuration —
/// phrases found by the same longest-match segmentation, then characters, then the regional
/// variants, in OpenCC's order. Text that is not Chinese (Latin, emoji, digits) passes through
/// unchanged, ideographs outside the Basic Multilingual Plane included; an ideographic
/// description sequence (⿰讠兑) is kept as it is.
///
/// For text that arrives in pieces, ``Stream`` converts each piece as it comes without
/// breaking a phrase that crosses from one to the next.
public struct FSChineseConverter: Hashable, Sendable {
    /// The configuration: which standard to convert from and to.
    public let configuration: Configuration

    /// A converter for `configuration`.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// The OpenCC release whose dictionaries and configurations the converter uses: "1.4.2".
    public static var openCCVersion: String { ChineseConversionTable.openCCVersion }

    /// `text` converted.
    public func convert(_ text: some StringProtocol) -> String {
        var stream = Stream(self)
        return stream.finish(text)
    }

    /// Whether the configuration's character dictionaries give `character` one counterpart
    /// only (发 has two Traditional ones, 發 and 髮; 们 one, 們): the characters whose round
    /// trip the fuzz target checks.
    func hasOneCounterpart(_ character: Unicode.Scalar) -> Bool {
        engine.hasOneCounterpart(character.value)
    }

    /// Two converters are equal when their configurations are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.configuration == rhs.configuration }

    /// Hashes the configuration.
    public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }

    /// The configuration's engine.
    var engine: ChineseConversionEngine { Self.engines[configuration.planIndex] }

    /// Every configuration's engine, made at the first conversion of the process (once,
    /// whichever thread comes first).
    private static let engines = {
        var lookups: [[[Int]]: ChineseLookup] = [:]
        return ChineseConversionTable.plans.map { ChineseConversionEngine($0, sharing: &lookups) }
    }()
}
