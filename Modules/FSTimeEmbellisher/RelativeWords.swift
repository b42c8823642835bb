/// The social style's words and the words of durations in one language: the ones chat and
/// feed apps use (刚刚, 前天, たった今, 그저께), which CLDR does not have. The counted units of
/// every style come from CLDR through ``RelativeUnitWords``, generated from Foundation.
///
/// A class, so that handing out a language's words costs one retain, not one per word.
final class RelativeWords: Sendable {
    /// Under a minute ago, and under a minute ahead.
    let justNow: String
    let inAMoment: String
    /// The previous and the next calendar day, before a clock time.
    let yesterday: String
    let tomorrow: String
    /// Two calendar days back and ahead, where the language has a word for them.
    let dayBeforeYesterday: String?
    let dayAfterTomorrow: String?
    /// Days, hours, minutes, seconds for durations, and what joins them.
    let durationUnits: [String]
    let durationSeparator: String
    /// A countdown's text around the time left.
    let countdownPrefix: String
    let countdownSuffix: String

    private init(
        justNow: String, inAMoment: String, yesterday: String, tomorrow: String, dayBeforeYesterday: String?,
        dayAfterTomorrow: String?, durationUnits: [String], durationSeparator: String, countdownPrefix: String,
        countdownSuffix: String
    ) {
        self.justNow = justNow
        self.inAMoment = inAMoment
        self.yesterday = yesterday
        self.tomorrow = tomorrow
        self.dayBeforeYesterday = dayBeforeYesterday
        self.dayAfterTomorrow = dayAfterTomorrow
        self.durationUnits = durationUnits
        self.durationSeparator = durationSeparator
        self.countdownPrefix = countdownPrefix
        self.countdownSuffix = countdownSuffix
    }

    static func of(_ language: FSTimeLanguage) -> RelativeWords {
        switch language {
        case .chinese: chinese
        case .english: english
        case .traditionalChinese: traditionalChinese
        case .japanese: japanese
        case .korean: korean
        }
    }

    private static let chinese = RelativeWords(
        justNow: "刚刚", inAMoment: "即将", yesterday: "昨天 ", tomorrow: "明天 ", dayBeforeYesterday: "前天",
        dayAfterTomorrow: "后天", durationUnits: ["天", "小时", "分", "秒"], durationSeparator: "", countdownPrefix: "还剩 ",
        countdownSuffix: "")
    private static let english = RelativeWords(
        justNow: "just now", inAMoment: "in a moment", yesterday: "yesterday ", tomorrow: "tomorrow ",
        dayBeforeYesterday: nil, dayAfterTomorrow: nil, durationUnits: ["d", "h", "m", "s"], durationSeparator: " ",
        countdownPrefix: "", countdownSuffix: " left")
    private static let traditionalChinese = RelativeWords(
        justNow: "剛剛", inAMoment: "即將", yesterday: "昨天 ", tomorrow: "明天 ", dayBeforeYesterday: "前天",
        dayAfterTomorrow: "後天", durationUnits: ["天", "小時", "分", "秒"], durationSeparator: "", countdownPrefix: "還剩 ",
        countdownSuffix: "")
    private static let japanese = RelativeWords(
        justNow: "たった今", inAMoment: "まもなく", yesterday: "昨日 ", tomorrow: "明日 ", dayBeforeYesterday: "一昨日",
        dayAfterTomorrow: "明後日", durationUnits: ["日", "時間", "分", "秒"], durationSeparator: "", countdownPrefix: "残り ",
        countdownSuffix: "")
    private static let korean = RelativeWords(
        justNow: "방금", inAMoment: "곧", yesterday: "어제 ", tomorrow: "내일 ", dayBeforeYesterday: "그저께",
        dayAfterTomorrow: "모레", durationUnits: ["일", "시간", "분", "초"], durationSeparator: " ",
        countdownPrefix: "남은 시간 ", countdownSuffix: "")
}
