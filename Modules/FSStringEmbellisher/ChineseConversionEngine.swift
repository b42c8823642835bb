/// Runs one OpenCC configuration (a ``ChineseConversionTable/Plan``) over Unicode scalars, as
/// OpenCC does: the normalization pass over the whole text; then segmentation by longest match
/// from the left, into the phrases found, ideographic description sequences (kept as they
/// are) and the runs of characters between them; then each segment through every step of the
/// chain, each step replacing the longest key at each place, left to right.
///
/// A caller holding only part of a text asks for the part whose conversion the rest cannot
/// change: segments that end where a phrase, a description sequence or a barrier character
/// ends, and whose decisions looked at no character past the end of what was given.
struct ChineseConversionEngine: Sendable {
    private typealias Lookup = [[ChineseConversionTable.Dictionary]]

    private let normalization: [Lookup]
    private let segmentation: Lookup
    private let chain: [Lookup]
    /// Whether the first step begins with the segmentation's alternatives: a phrase segment
    /// then becomes its entry's value, and a run needs only the step's other alternatives.
    private let firstStepExtendsSegmentation: Bool
    /// The first step's lookup for a run: the segmentation found no key at any place of a run,
    /// so alternatives the step shares with it find none.
    private let firstStepForRuns: ArraySlice<[ChineseConversionTable.Dictionary]>
    /// How many characters a decision may look at: the longest key, or the longest
    /// description sequence OpenCC reads.
    private let horizon: Int

    init(_ plan: ChineseConversionTable.Plan) {
        func lookup(_ indices: [[Int]]) -> Lookup {
            indices.map { $0.map { ChineseConversionTable.dictionaries[$0] } }
        }
        normalization = plan.normalization.map(lookup)
        chain = plan.chain.map(lookup)
        // Without a segmentation the text is one segment; the one step of such a plan, run over
        // it, cuts it where segmenting by its own lookup would (the generator checks there is
        // one step).
        let segmentationIndices = plan.segmentation ?? plan.chain[0]
        segmentation = lookup(segmentationIndices)
        firstStepExtendsSegmentation = plan.chain[0].starts(with: segmentationIndices)
        firstStepForRuns = firstStepExtendsSegmentation ? chain[0].dropFirst(segmentation.count) : chain[0][...]
        let longestKey =
            (plan.normalization + [segmentationIndices] + plan.chain).joined().joined()
            .map { ChineseConversionTable.dictionaries[$0].maxKeyLength }.max() ?? 1
        horizon = Self.descriptionLimit + longestKey
    }

    /// Converts `text`, appending the result to `output` as UTF-8, and returns how many
    /// characters it converted: all of them when `final`, else those whose conversion no text
    /// after them could change (the caller keeps the rest for the next call).
    func convert(_ text: UnsafeBufferPointer<UInt32>, final: Bool, into output: inout [UInt8]) -> Int {
        // Most texts have nothing to normalize: they are read where they are, and a copy is
        // made only from a step that changes something.
        var normalized: [UInt32]?
        for step in normalization {
            let changed =
                if let normalized {
                    normalized.withUnsafeBufferPointer { apply(step[...], to: $0) }
                } else {
                    apply(step[...], to: text)
                }
            if let changed { normalized = changed }
        }
        guard let normalized else { return segmentAndConvert(text, final: final, into: &output) }
        return normalized.withUnsafeBufferPointer { segmentAndConvert($0, final: final, into: &output) }
    }

    /// One step over the whole of `text`, `nil` when it changes nothing.
    private func apply(
        _ lookup: ArraySlice<[ChineseConversionTable.Dictionary]>, to text: UnsafeBufferPointer<UInt32>
    ) -> [UInt32]? {
        guard let (start, _) = Self.nextMatch(lookup, text, from: 0, end: text.count) else { return nil }
        // The text before the first key is copied as it is; the scan goes on from that key.
        var output = Array(text[..<start])
        output.reserveCapacity(text.count)
        apply(lookup, to: text, start..<text.count, into: &output)
        return output
    }

    private func segmentAndConvert(_ text: UnsafeBufferPointer<UInt32>, final: Bool, into output: inout [UInt8]) -> Int
    {
        var scratch = Scratch()
        var converted = 0
        var runStart: Int?
        var position = 0
        let decided = final ? text.count : decidedEnd(text)
        while position < decided {
            if let length = Self.descriptionLength(text, at: position, end: text.count) {
                if let start = runStart { convertRun(text, start..<position, &scratch, into: &output) }
                runStart = nil
                Self.encode(text[position..<position + length], into: &output)
                position += length
                converted = position
            } else if let match = Self.match(segmentation[...], text, at: position, end: text.count) {
                if let start = runStart { convertRun(text, start..<position, &scratch, into: &output) }
                runStart = nil
                convertPhrase(text, position..<position + match.length, match.entry, &scratch, into: &output)
                position += match.length
                converted = position
            } else {
                let start = runStart ?? position
                position += 1
                // No key holds a barrier: the run may end after one without changing anything.
                if ChineseConversionTable.barriers.contains(text[position - 1]) {
                    convertRun(text, start..<position, &scratch, into: &output)
                    runStart = nil
                    converted = position
                } else {
                    runStart = start
                }
            }
        }
        guard final else { return converted }
        if let start = runStart { convertRun(text, start..<text.count, &scratch, into: &output) }
        return text.count
    }

    /// Whether no character dictionary of the chain lists more than one value for `scalar`: a
    /// character with one counterpart, which a conversion and the one back return to itself.
    func hasOneCounterpart(_ scalar: UInt32) -> Bool {
        withUnsafePointer(to: scalar) { pointer in
            let text = UnsafeBufferPointer(start: pointer, count: 1)
            return chain.joined().joined().filter { $0.maxKeyLength == 1 }.allSatisfy { dictionary in
                ChineseLexicon.longestMatch(in: dictionary, text, from: 0, to: 1).map {
                    !ChineseLexicon.hasAlternatives($0.entry)
                } ?? true
            }
        }
    }

    /// Where the decisions of a part of a text stop being certain: a horizon before its end,
    /// or after its last barrier if no description sequence starts in that horizon (a key
    /// ends before a barrier; a description sequence may take anything for an operand).
    private func decidedEnd(_ text: UnsafeBufferPointer<UInt32>) -> Int {
        let certain = max(0, text.count - horizon)
        guard let barrier = text.lastIndex(where: ChineseConversionTable.barriers.contains), barrier >= certain,
            !text[certain...].contains(where: { Self.operandCount($0) > 0 })
        else { return certain }
        return barrier + 1
    }

    /// Two buffers the steps of the chain write into in turn.
    private struct Scratch {
        var current: [UInt32] = []
        var next: [UInt32] = []
    }

    private func convertPhrase(
        _ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ entry: Int, _ scratch: inout Scratch,
        into output: inout [UInt8]
    ) {
        scratch.current.removeAll(keepingCapacity: true)
        if firstStepExtendsSegmentation {
            ChineseLexicon.appendValue(of: entry, to: &scratch.current)
        } else {
            apply(chain[0][...], to: text, range, into: &scratch.current)
        }
        finishChain(&scratch, into: &output)
    }

    private func convertRun(
        _ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ scratch: inout Scratch, into output: inout [UInt8]
    ) {
        scratch.current.removeAll(keepingCapacity: true)
        apply(firstStepForRuns, to: text, range, into: &scratch.current)
        finishChain(&scratch, into: &output)
    }

    /// Runs the steps after the first over `scratch.current` and encodes the result.
    private func finishChain(_ scratch: inout Scratch, into output: inout [UInt8]) {
        for step in chain.dropFirst() {
            scratch.next.removeAll(keepingCapacity: true)
            scratch.current.withUnsafeBufferPointer { apply(step[...], to: $0, 0..<$0.count, into: &scratch.next) }
            swap(&scratch.current, &scratch.next)
        }
        Self.encode(scratch.current[...], into: &output)
    }

    /// One step over `text[range]`: each key found is replaced by its value, all else copied.
    private func apply(
        _ lookup: ArraySlice<[ChineseConversionTable.Dictionary]>, to text: UnsafeBufferPointer<UInt32>,
        _ range: Range<Int>, into output: inout [UInt32]
    ) {
        var position = range.lowerBound
        while let (start, match) = Self.nextMatch(lookup, text, from: position, end: range.upperBound) {
            output.append(contentsOf: text[position..<start])
            ChineseLexicon.appendValue(of: match.entry, to: &output)
            position = start + match.length
        }
        output.append(contentsOf: text[position..<range.upperBound])
    }

    /// The first place from `position` where a step replaces a key, and the key: a step goes
    /// left to right, taking the longest key at each place and passing over description
    /// sequences whole.
    @inline(__always)
    private static func nextMatch(
        _ lookup: ArraySlice<[ChineseConversionTable.Dictionary]>, _ text: UnsafeBufferPointer<UInt32>,
        from position: Int, end: Int
    ) -> (Int, ChineseLexicon.Match)? {
        var position = position
        while position < end {
            if let length = descriptionLength(text, at: position, end: end) {
                position += length
            } else if let match = match(lookup, text, at: position, end: end) {
                return (position, match)
            } else {
                position += 1
            }
        }
        return nil
    }

    /// The match of a lookup: the first alternative with any match, its longest (the first
    /// dictionary's on a tie).
    @inline(__always)
    private static func match(
        _ lookup: ArraySlice<[ChineseConversionTable.Dictionary]>, _ text: UnsafeBufferPointer<UInt32>,
        at position: Int,
        end: Int
    ) -> ChineseLexicon.Match? {
        for alternative in lookup {
            var best: ChineseLexicon.Match?
            for dictionary in alternative {
                if let match = ChineseLexicon.longestMatch(in: dictionary, text, from: position, to: end),
                    match.length > best?.length ?? 0
                {
                    best = match
                }
            }
            if let best { return best }
        }
        return nil
    }

    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    /// OpenCC reads a description sequence up to this many characters deep or long.
    private static let descriptionLimit = 64
    private static let descriptionDepthLimit = 16

    /// The length of the complete ideographic description sequence at `position` (an operator
    /// and its operands, which may be sequences themselves), `nil` if none starts there or it
    /// is cut off by `end` or OpenCC's limits.
    @inline(__always)
    private static func descriptionLength(_ text: UnsafeBufferPointer<UInt32>, at position: Int, end: Int) -> Int? {
        guard operandCount(text[position]) > 0 else { return nil }
        var count = 0
        func consume(_ position: Int, depthLeft: Int) -> Int? {
            guard position < end, depthLeft > 0, count < descriptionLimit else { return nil }
            count += 1
            var next = position + 1
            for _ in 0..<operandCount(text[position]) {
                guard let after = consume(next, depthLeft: depthLeft - 1) else { return nil }
                next = after
            }
            return next
        }
        return consume(position, depthLeft: descriptionDepthLimit).map { $0 - position }
    }

    /// How many operands an ideographic description character takes (U+2FF0…U+2FFF as OpenCC
    /// reads them), 0 for any other character.
    @inline(__always)
    private static func operandCount(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x2FF2, 0x2FF3: 3
        case 0x2FFE, 0x2FFF: 1
        case 0x2FF0...0x2FFD: 2
        default: 0
        }
    }

    /// Appends `scalars` to `output` in UTF-8.
    @inline(__always)
    private static func encode(_ scalars: some Sequence<UInt32>, into output: inout [UInt8]) {
        for value in scalars {
            // Every value came from a String or from the tables: all are scalars.
            output.append(contentsOf: (Unicode.Scalar(value) ?? replacementCharacter).utf8)
        }
    }
}
