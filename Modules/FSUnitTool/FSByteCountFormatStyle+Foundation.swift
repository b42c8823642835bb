internal import FSInternal
import Foundation

/// Writes byte counts as Foundation's `ByteCountFormatStyle` does — byte for byte the same
/// text, for the same options and locale — several times faster.
///
/// The unit and the rounding are Foundation's: the largest allowed unit the count reaches
/// (1000 bytes to the kB in the `file` and `decimal` styles, 1024 in `memory` and `binary`),
/// no decimals in bytes and kB, one in MB, two from GB up, rounded half to even and written
/// without trailing zeros. The words, spaces and separators are the locale's, read from what
/// Foundation writes the first time a locale is used, and kept.
///
/// ```swift
/// let style = FSByteCountFormatStyle(style: .file, locale: Locale(identifier: "en_US"))
/// style.format(1_234_567)         // "1.2 MB"
/// style.format(0)                 // "Zero kB"
/// style.format(1)                 // "1 byte"
/// FSByteCountFormatStyle(style: .memory, includesActualByteCount: true, locale: Locale(identifier: "zh_CN"))
///     .format(1_048_576)          // "1 MB（1,048,576字节）"
/// ```
public struct FSByteCountFormatStyle: FormatStyle, Sendable {
    /// How many bytes a kilobyte is: as Foundation's `ByteCountFormatStyle.Style`.
    public enum Style: Int, Codable, Hashable, Sendable {
        /// File sizes: 1000 bytes to the kB.
        case file
        /// Memory sizes: 1024 bytes to the kB.
        case memory
        /// 1000 bytes to the kB.
        case decimal
        /// 1024 bytes to the kB.
        case binary
    }

    /// The units a count may be written in. Foundation writes nothing larger than PB.
    public struct Units: OptionSet, Codable, Hashable, Sendable {
        /// The bits: bit 0 for bytes … bit 5 for PB, as Foundation numbers them.
        public let rawValue: UInt

        /// Units from their bits; no bit set means every unit, as in Foundation.
        public init(rawValue: UInt) {
            self.rawValue = rawValue == 0 ? Self.allBits : rawValue & Self.allBits
        }

        private static let allBits: UInt = 1 << ByteCountLayout.unitCount - 1

        /// Bytes.
        public static let bytes = Units(rawValue: 1 << 0)
        /// Kilobytes (kB).
        public static let kilobytes = Units(rawValue: 1 << 1)
        /// Megabytes (MB).
        public static let megabytes = Units(rawValue: 1 << 2)
        /// Gigabytes (GB).
        public static let gigabytes = Units(rawValue: 1 << 3)
        /// Terabytes (TB).
        public static let terabytes = Units(rawValue: 1 << 4)
        /// Petabytes (PB).
        public static let petabytes = Units(rawValue: 1 << 5)
        /// Every unit.
        public static let all = Units(rawValue: allBits)
    }

    /// 1000 or 1024 bytes to the kB.
    public var style: Style
    /// The units the count may be written in.
    public var allowedUnits: Units
    /// Whether zero is written as a word (`Zero kB`) rather than `0 bytes`.
    public var spellsOutZero: Bool
    /// Whether the exact count follows in parentheses: `1.2 MB (1,234,567 bytes)`.
    public var includesActualByteCount: Bool
    /// The locale whose words and separators are used.
    public var locale: Locale

    /// A style with Foundation's options and defaults.
    public init(
        style: Style = .file, allowedUnits: Units = .all, spellsOutZero: Bool = true,
        includesActualByteCount: Bool = false, locale: Locale = .autoupdatingCurrent
    ) {
        self.style = style
        self.allowedUnits = allowedUnits
        self.spellsOutZero = spellsOutZero
        self.includesActualByteCount = includesActualByteCount
        self.locale = locale
    }

    /// `count` bytes as Foundation writes it with these options.
    ///
    /// - Complexity: O(digits) once the locale has been read; its first use reads a few dozen
    ///   counts formatted by Foundation.
    public func format(_ count: Int64) -> String {
        guard let pattern = LocaleByteCountPattern.resolved(locale: locale) else {
            return foundationStyle.format(count)
        }
        return pattern.format(
            count, binary: style == .memory || style == .binary, allowed: allowedUnits.rawValue,
            spellsOutZero: spellsOutZero, includesActualByteCount: includesActualByteCount)
    }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> FSByteCountFormatStyle {
        var copy = self
        copy.locale = locale
        return copy
    }

    /// Foundation's style with the same options: what this one writes like.
    public var foundationStyle: ByteCountFormatStyle {
        ByteCountFormatStyle(
            style: ByteCountFormatStyle.Style(rawValue: style.rawValue) ?? .file,
            allowedUnits: ByteCountFormatStyle.Units(rawValue: allowedUnits.rawValue), spellsOutZero: spellsOutZero,
            includesActualByteCount: includesActualByteCount, locale: locale)
    }
}
