// libFuzzer target for FSNumberTool's readers of text: FSNumberScanner and decimal rounding
// from text, plus rounding to a multiple. Any input gives a value, nil or a typed error, and
// these properties hold:
// - the scanner agrees with itself (first integer = first of all integers) and reads back
//   what Swift writes (any Int, any finite Double: the same value);
// - rounding text is idempotent, its result is a decimal number, and for every input the
//   results order as the modes promise (down ≤ every mode ≤ up);
// - rounding an integer to a multiple gives a multiple less than one unit away.
// Built and run by `Scripts/fuzz FSNumberTool`.

import FSNumberTool

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    switch input.choice(3) {
    case 0: scanner(&input)
    case 1: roundingText(&input)
    default: roundingMultiple(&input)
    }
    return 0
}

private func scanner(_ input: inout FuzzInput) {
    let number = input.int64()
    let double = input.double()
    let text = input.text()
    let all = FSNumberScanner.allIntegers(in: text)
    if FSNumberScanner.firstInteger(in: text) != all.first {
        violated("firstInteger and allIntegers disagree on \(text.debugDescription)")
    }
    _ = FSNumberScanner.firstDecimal(in: text)
    if FSNumberScanner.firstInteger(in: "x \(number) y") != Int(number) {
        violated("\(number) does not read back")
    }
    if double.isFinite, FSNumberScanner.firstDecimal(in: "= \(double)") != double {
        violated("\(double) does not read back")
    }
}

private func roundingText(_ input: inout FuzzInput) {
    let places = input.choice(41) - 20
    let text = input.text()
    var results: [FSRoundingMode: String] = [:]
    for mode in FSRoundingMode.allCases {
        guard let rounded = try? mode.round(text, places: places) else { return }
        guard Double(rounded) != nil || rounded.count > 300 else { violated("\(rounded) is not a number") }
        if (try? mode.round(rounded, places: places)) != rounded {
            violated("rounding \(rounded) again with \(mode) changes it")
        }
        results[mode] = rounded
    }
    // Double(_:) rounds correctly and monotonically, so the decimal order survives it.
    let values = results.mapValues { Double($0) ?? .nan }
    guard let down = values[.down], let up = values[.up], down <= up || down.isNaN || up.isNaN else {
        violated("down > up for \(text.debugDescription) at \(places) places: \(results)")
    }
    for (mode, value) in values where !value.isNaN && (value < down || value > up) {
        violated("\(mode) \(value) outside [\(down), \(up)] for \(text.debugDescription)")
    }
}

private func roundingMultiple(_ input: inout FuzzInput) {
    let value = input.int64()
    let unit = input.int64()
    let mode = FSRoundingMode.allCases[input.choice(FSRoundingMode.allCases.count)]
    guard let rounded = try? value.rounded(toMultipleOf: unit, mode) else { return }
    guard unit > 0, rounded % unit == 0 else { violated("\(rounded) is not a multiple of \(unit)") }
    let distance = rounded > value ? UInt64(bitPattern: rounded &- value) : UInt64(bitPattern: value &- rounded)
    if distance >= unit.magnitude { violated("\(value) → \(rounded) moved a whole unit \(unit)") }
}
