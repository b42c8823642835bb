// libFuzzer target for FSStringEmbellisher's readers of text: Chinese numerals, ID card
// numbers, and the maskers, groupers and width functions every text passes through. Any
// input gives a value or a typed error, and:
// - a numeral that parses, and any Int64, survive a round trip through every written style;
// - truncation and padding respect the width asked for.
// Built and run by `Scripts/fuzz FSStringEmbellisher`.

import FSStringEmbellisher

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    switch input.choice(3) {
    case 0: numerals(&input)
    case 1: identity(&input)
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
