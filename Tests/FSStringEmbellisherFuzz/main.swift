// libFuzzer target for FSStringEmbellisher's readers of text: Chinese numerals, ID card
// numbers, and the maskers, groupers and width functions every text passes through. Any
// input gives a value or a typed error, and:
// - a numeral that parses, and any Int64, survive a round trip through every written style;
// - truncation and padding respect the width asked for;
// - pinyin pieces put back together are the text, one piece an ideograph with a syllable;
//   every syllable's letters, typed, find the text they came from; sort keys order totally;
// - 简繁 conversion of any text in any configuration gives the same whole or streamed in two
//   pieces, and s2t then t2s gives back every character that has one counterpart each way.
// Built and run by `Scripts/fuzz FSStringEmbellisher`.

// Testable: the round trip asks which characters have one counterpart, which only the
// tables know.
@testable import FSStringEmbellisher

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    switch input.choice(5) {
    case 0: numerals(&input)
    case 1: identity(&input)
    case 2: pinyin(&input)
    case 3: conversion(&input)
    default: widths(&input)
    }
    return 0
}

private func numerals(_ input: inout FuzzInput) {
    let number = input.int64()
    let text = input.text()
    for value in [number, (try? FSChineseNumeral.value(of: text)) ?? 0] {
        for style in FSChineseNumeral.Style.allCases {
            for traditional in [false, true] {
                let written = FSChineseNumeral.string(from: value, style: style, traditional: traditional)
                guard (try? FSChineseNumeral.value(of: written)) == value else {
                    violated("\(value) → \(written) (\(style), traditional \(traditional)) does not read back")
                }
            }
        }
    }
}

private func identity(_ input: inout FuzzInput) {
    let text = input.text()
    if let holder = try? FSValidation.idCard(text) {
        guard (try? FSValidation.idCard(holder.number18))?.number18 == holder.number18 else {
            violated("\(holder.number18) (from \(text.debugDescription)) is not valid itself")
        }
    }
    _ = FSValidation.isMobileNumber(text)
    _ = FSValidation.passesLuhn(text)
    _ = FSMask.phone(text)
    _ = FSMask.idCard(text)
    _ = FSMask.email(text)
    _ = FSMask.bankCard(text)
    _ = FSMask.chineseName(text)
    _ = FSGrouping.phone(text)
    _ = FSGrouping.bankCard(text)
}

private func widths(_ input: inout FuzzInput) {
    let width = input.choice(64) - 8
    let head = input.choice(8) - 2
    let tail = input.choice(8) - 2
    let text = input.text()
    let total = FSDisplayWidth.of(text)
    let truncated = FSDisplayWidth.truncate(text, to: width)
    if FSDisplayWidth.of(truncated) > max(width, 0) && total > max(width, 0) {
        violated("truncate(\(text.debugDescription), to: \(width)) is \(FSDisplayWidth.of(truncated)) wide")
    }
    let padded = FSDisplayWidth.pad(text, to: width)
    if FSDisplayWidth.of(padded) < min(width, total) {
        violated("pad(\(text.debugDescription), to: \(width)) is narrower than asked")
    }
    _ = FSDisplayWidth.toHalfWidth(FSDisplayWidth.toFullWidth(text))
    _ = FSMask.keep(head: head, tail: tail, in: text)
    _ = FSMask.replace(text, start: head, length: tail, replaceCount: width / 8)
    _ = FSGrouping.group(text, pattern: [head, tail, width])
}

private func pinyin(_ input: inout FuzzInput) {
    // Random bytes seldom spell an ideograph: most become ones, some letters and the rest.
    var text = ""
    for _ in 0..<input.choice(12) {
        switch input.choice(4) {
        case 0, 1:
            // 0x4E00 plus 14 bits stays within the Unified Ideographs.
            let offset = UInt32(input.byte()) << 6 | UInt32(input.byte() & 0x3F)
            if let scalar = Unicode.Scalar(0x4E00 + offset) { text.unicodeScalars.append(scalar) }
        case 2: text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "a") + input.byte() % 26))
        default: text += input.text().prefix(3)
        }
    }
    let style = FSPinyin.Style.allCases[input.choice(FSPinyin.Style.allCases.count)]
    let asName = input.choice(2) == 0
    let pieces = FSPinyin(style: style).pieces(of: text, asName: asName)
    guard pieces.map({ String($0.text) }).joined() == text else {
        violated("the pieces of \(text.debugDescription) lose text")
    }
    for piece in pieces where piece.pinyin != nil {
        guard piece.text.unicodeScalars.count == 1, piece.pinyin?.isEmpty == false else {
            violated("\(piece) of \(text.debugDescription) is not one ideograph with a syllable")
        }
    }
    let typed = FSPinyin(style: .none, umlaut: .v).pieces(of: text, asName: true).map {
        $0.pinyin
            ?? String(
                String.UnicodeScalarView($0.text.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }))
    }.joined()
    if !typed.isEmpty, FSPinyin.match(typed, in: text) == nil {
        violated("\(typed) does not find \(text.debugDescription)")
    }
    let other = input.text()
    let (a, b) = (FSPinyinSortKey(text), FSPinyinSortKey(other))
    guard !(a < a), (a == b) == (text == other), a < b || b < a || text == other else {
        violated("the sort keys of \(text.debugDescription) and \(other.debugDescription) do not order")
    }
}

private func conversion(_ input: inout FuzzInput) {
    // Ideographs (most of them with counterparts), description characters, compatibility
    // ideographs and some of anything.
    var text = ""
    for _ in 0..<input.choice(16) {
        switch input.choice(6) {
        case 0, 1, 2:
            let offset = UInt32(input.byte()) << 6 | UInt32(input.byte() & 0x3F)
            if let scalar = Unicode.Scalar(0x4E00 + offset) { text.unicodeScalars.append(scalar) }
        case 3:
            if let scalar = Unicode.Scalar(0x2FF0 + UInt32(input.byte() % 16)) { text.unicodeScalars.append(scalar) }
        case 4:
            if let scalar = Unicode.Scalar(0xF900 + UInt32(input.byte())) { text.unicodeScalars.append(scalar) }
        default: text += input.text().prefix(3)
        }
    }
    let configurations = FSChineseConverter.Configuration.allCases
    let converter = FSChineseConverter(configurations[input.choice(configurations.count)])
    let whole = converter.convert(text)
    let cut = text.index(text.startIndex, offsetBy: input.choice(text.count + 1))
    var stream = FSChineseConverter.Stream(converter)
    let streamed = stream.convert(text[..<cut]) + stream.finish(text[cut...])
    // Scalars compared, not Strings: those compare canonical equivalents (a compatibility
    // ideograph and its ideograph) as equal.
    guard streamed.unicodeScalars.elementsEqual(whole.unicodeScalars) else {
        violated("\(converter.configuration) of \(text.debugDescription) streamed is \(streamed), whole \(whole)")
    }

    let (there, back) = (FSChineseConverter(.s2t), FSChineseConverter(.t2s))
    let original = Array(text.unicodeScalars)
    let converted = Array(there.convert(text).unicodeScalars)
    let returned = Array(back.convert(String(String.UnicodeScalarView(converted))).unicodeScalars)
    // Both directions replace a key by a value as long: the characters stay in their places.
    guard converted.count == original.count, returned.count == original.count else {
        violated("s2t and t2s of \(text.debugDescription) change its length")
    }
    for (index, scalar) in original.enumerated() where there.hasOneCounterpart(scalar) {
        let alone = Array(there.convert(String(scalar)).unicodeScalars)
        guard alone.count == 1, back.hasOneCounterpart(alone[0]),
            back.convert(String(alone[0])).unicodeScalars.elementsEqual([scalar])
        else { continue }
        guard returned[index] == scalar else {
            violated("\(scalar) in \(text.debugDescription) comes back from s2t and t2s as \(returned[index])")
        }
    }
}
