// libFuzzer target for FSUnitTool's readers of text: unit names, quantities of every
// dimension, and conversions between units named at run time. Any input gives a unit, a
// quantity or a typed error, and:
// - a parsed quantity, written with `description`, parses again to the same amount (to the
//   12 significant digits `description` shows);
// - converting there and back returns the value (within rounding) whenever both units exist;
// - the order of quantities is strict and total against `==`;
// - decoding any JSON gives a quantity or a DecodingError, and a quantity decoded re-encodes
//   to the same quantity;
// - a quantity read in the words of a locale, written in them in any width, reads back as what
//   it wrote (to the three decimals written), and writing any value of any unit never fails.
// Built and run by `Scripts/fuzz FSUnitTool`.

import FSUnitTool
import Foundation

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    switch input.choice(8) {
    case 6: localized(FSMass.self, &input)
    case 7: localized(FSLength.self, &input)
    case 0: quantity(FSMass.self, &input)
    case 1: quantity(FSLength.self, &input)
    case 2: quantity(FSTemperature.self, &input)
    case 3: decoded(FSInformationStorage.self, input.text())
    case 4: decoded(FSMass.self, input.text())
    default: conversion(&input)
    }
    return 0
}

private func quantity<D: FSDimension>(_: D.Type, _ input: inout FuzzInput) {
    let other = input.double()
    let text = input.text()
    _ = try? FSUnit<D>(named: text)
    guard let parsed = try? FSQuantity<D>(parsing: text) else { return }
    guard let again = try? FSQuantity<D>(parsing: parsed.description) else {
        violated("\(parsed.description.debugDescription) (from \(text.debugDescription)) does not parse")
    }
    if again.unit != parsed.unit || !again.value.isClose(to: parsed.value, relativeTolerance: 1e-11) {
        violated("\(text.debugDescription) → \(parsed) → \(again)")
    }
    let second = FSQuantity(other, parsed.unit)
    if !other.isNaN, !parsed.value.isNaN,
        [parsed < second, second < parsed, parsed == second].filter({ $0 }).count != 1
    {
        violated("order of \(parsed) and \(second)")
    }
}

/// Locales with CLDR words, others with Foundation's numbers (Arabic digits, Indian grouping).
private let locales = ["en_US", "en_GB", "zh_CN", "zh_TW", "ja_JP", "ko_KR", "de_DE", "fr_FR", "ar_EG", "hi_IN"]
    .map(Locale.init(identifier:))

private func localized<D: FSDimension>(_: D.Type, _ input: inout FuzzInput) {
    let locale = locales[input.choice(locales.count)]
    let width = FSUnitWidth.allCases[input.choice(FSUnitWidth.allCases.count)]
    let unit = FSAnyUnit.all[input.choice(FSAnyUnit.all.count)]
    _ = unit.formatted(input.double(), locale: locale, width: width)
    let text = input.text()
    guard let parsed = try? FSQuantity<D>(parsing: text, locale: locale) else { return }
    let written = parsed.formatted(locale: locale, width: width)
    guard let again = try? FSQuantity<D>(parsing: written, locale: locale) else {
        violated("\(written.debugDescription) (from \(text.debugDescription)) does not read back")
    }
    let rewritten = again.formatted(locale: locale, width: width)
    if rewritten != written { violated("\(text.debugDescription) → \(written) → \(rewritten)") }
}

/// Any text as JSON for a quantity: one that re-encodes to itself, or a decoding error.
private func decoded<D: FSDimension>(_: D.Type, _ text: String) {
    guard let quantity = try? JSONDecoder().decode(FSQuantity<D>.self, from: Data(text.utf8)) else { return }
    guard let again = try? JSONEncoder().encode(quantity),
        (try? JSONDecoder().decode(FSQuantity<D>.self, from: again)) == quantity
    else { violated("\(text.debugDescription) decodes to \(quantity) but does not round-trip") }
}

private func conversion(_ input: inout FuzzInput) {
    let value = input.double()
    let from = input.text()
    let to = input.text()
    guard let forth = try? FSAnyUnit.convert(value, from: from, to: to) else { return }
    _ = FSAnyUnit.describe(forth.value, forth.symbol)
    guard value.isFinite, forth.value.isFinite, abs(value) < 1e300, abs(value) > 1e-300 || value == 0,
        let back = try? FSAnyUnit.convert(forth.value, from: forth.symbol, to: from)
    else { return }
    if !back.value.isClose(to: value, relativeTolerance: 1e-9, absoluteTolerance: 1e-9) {
        violated("\(value) \(from) → \(forth.value) \(forth.symbol) → \(back.value)")
    }
}

extension Double {
    /// Python's `math.isclose`, as FSNumberTool's `isClose` (not a dependency of this target).
    fileprivate func isClose(to other: Double, relativeTolerance: Double, absoluteTolerance: Double = 0) -> Bool {
        guard isFinite && other.isFinite else { return self == other }
        return abs(self - other) <= max(absoluteTolerance, relativeTolerance * max(abs(self), abs(other)))
    }
}
