/// The language of generated text.
public enum FSTimeLanguage: String, Sendable, Hashable, CaseIterable, Codable {
    /// Simplified Chinese (`zh_Hans`): 3分钟前, 还剩 2天 03:04:05.
    case chinese
    /// English (`en_US`): 3 minutes ago, 2d 03:04:05 left.
    case english
    /// Traditional Chinese as written in Taiwan (`zh_Hant`): 3分鐘前, 還剩 2天 03:04:05.
    case traditionalChinese
    /// Japanese (`ja`): 3分前, 残り 2日 03:04:05.
    case japanese
    /// Korean (`ko`): 3분 전, 남은 시간 2일 03:04:05.
    case korean

    /// The locale whose `Date.RelativeFormatStyle` text the numeric and short styles match.
    public var localeIdentifier: String {
        switch self {
        case .chinese: "zh_Hans"
        case .english: "en_US"
        case .traditionalChinese: "zh_Hant"
        case .japanese: "ja"
        case .korean: "ko"
        }
    }
}
