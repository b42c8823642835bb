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
    private let normalization: [ChineseLookup]
    private let segmentation: ChineseLookup
    private let chain: [ChineseLookup]
    /// Whether the first step begins with the segmentation's alternatives: a phrase segment
    /// then becomes its entry's value, and a run needs only the step's other alternatives.
    private let firstStepExtendsSegmentation: Bool
    /// The first step's lookup for a run: the segmentation found no key at any place of a run,
    /// so alternatives the step shares with it find none.
    private let firstStepForRuns: ChineseLookup
    /// How many characters a decision may look at: the longest key, or the longest
    /// description sequence OpenCC reads.
    private let horizon: Int

    /// The engine of `plan`, taking its lookups from `lookups` where an engine made before had
    /// the same ones (every plan normalizes alike; many segment alike), adding those it makes.
    init(_ plan: ChineseConversionTable.Plan, sharing lookups: inout [[[Int]]: ChineseLookup]) {
        func lookup(_ indices: some Sequence<[Int]>) -> ChineseLookup {
            let key = Array(indices)
            if let known = lookups[key] { return known }
            let made = ChineseLookup(key.map { $0.map { ChineseDictionaryIndex.all[$0] } })
            lookups[key] = made
            return made
        }
        normalization = plan.normalization.map(lookup)
        chain = plan.chain.map(lookup)
        // Without a segmentation the text is one segment; the one step of such a plan, run over
        // it, cuts it where segmenting by its own lookup would (the generator checks there is
        // one step).
        let segmentationIndices = plan.segmentation ?? plan.chain[0]
        segmentation = lookup(segmentationIndices)
        firstStepExtendsSegmentation = plan.chain[0].starts(with: segmentationIndices)
        firstStepForRuns =
            firstStepExtendsSegmentation ? lookup(plan.chain[0].dropFirst(segmentationIndices.count)) : chain[0]
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
        var normalized: [UInt32] = []
        var spare: [UInt32] = []
        var isNormalized = false
        // The whole text is one segment to a normalization step.
        var ends = [text.count]
        for step in normalization {
            let changed =
                isNormalized
                ? normalized.withUnsafeBufferPointer { apply(step, to: $0, segments: &ends, into: &spare) }
                : apply(step, to: text, segments: &ends, into: &spare)
            if changed {
                swap(&normalized, &spare)
                isNormalized = true
            }
        }
        guard isNormalized else { return segmentAndConvert(text, final: final, into: &output) }
        return normalized.withUnsafeBufferPointer { segmentAndConvert($0, final: final, into: &output) }
    }

    private func segmentAndConvert(_ text: UnsafeBufferPointer<UInt32>, final: Bool, into output: inout [UInt8]) -> Int
    {
        var scratch = Scratch()
        var converted = 0
        var runStart: Int?
        var position = 0
        let decided = final ? text.count : decidedEnd(text)
        while position < decided {
            let scalar = text[position]
            if !segmentation.starts.contains(scalar) {
                // Neither a key nor a description sequence begins here: the run goes on.
                let start = runStart ?? position
                position += 1
                // No key holds a barrier: the run may end after one without changing anything.
                if Self.barriers.contains(scalar) {
                    convertRun(text, start..<position, &scratch, into: &output)
                    runStart = nil
                    converted = position
                } else {
                    runStart = start
                }
            } else if let length = Self.descriptionLength(text, at: position, end: text.count) {
                if let start = runStart { convertRun(text, start..<position, &scratch, into: &output) }
                runStart = nil
                // No step changes a description sequence: it is a segment as it is.
                scratch.current.append(contentsOf: text[position..<position + length])
                endSegment(&scratch, into: &output)
                position += length
                converted = position
            } else if let match = Self.match(segmentation, text, at: position, end: text.count) {
                if let start = runStart { convertRun(text, start..<position, &scratch, into: &output) }
                runStart = nil
                convertPhrase(text, position..<position + match.length, match.entry, &scratch, into: &output)
                position += match.length
                converted = position
            } else {
                runStart = runStart ?? position
                position += 1
            }
        }
        if final {
            if let start = runStart { convertRun(text, start..<text.count, &scratch, into: &output) }
            converted = text.count
        }
        finishChain(&scratch, into: &output)
        return converted
    }

    /// Whether no character dictionary of the chain lists more than one value for `scalar`: a
    /// character with one counterpart, which a conversion and the one back return to itself.
    func hasOneCounterpart(_ scalar: UInt32) -> Bool {
        withUnsafePointer(to: scalar) { pointer in
            let text = UnsafeBufferPointer(start: pointer, count: 1)
            return chain.lazy.map(\.alternatives).joined().joined().filter { $0.dictionary.maxKeyLength == 1 }
                .allSatisfy { index in
                    ChineseLexicon.longestMatch(in: index, text, from: 0, to: 1).map {
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
        guard let barrier = text.lastIndex(where: Self.barriers.contains), barrier >= certain,
            !text[certain...].contains(where: { Self.operandCount($0) > 0 })
        else { return certain }
        return barrier + 1
    }

    /// The segments converted by the first step of the chain and not yet by the others, one
    /// after the other in `current`, each ending at an element of `ends`; and a buffer the
    /// steps write into in turn.
    private struct Scratch {
        var current: [UInt32] = []
        var ends: [Int] = []
        var next: [UInt32] = []
    }

    private func convertPhrase(
        _ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ entry: Int, _ scratch: inout Scratch,
        into output: inout [UInt8]
    ) {
        if firstStepExtendsSegmentation {
            ChineseLexicon.appendValue(of: entry, to: &scratch.current)
        } else {
            apply(chain[0], to: text, range, into: &scratch.current)
        }
        endSegment(&scratch, into: &output)
    }

    private func convertRun(
        _ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ scratch: inout Scratch, into output: inout [UInt8]
    ) {
        apply(firstStepForRuns, to: text, range, into: &scratch.current)
        endSegment(&scratch, into: &output)
    }

    /// Ends the segment being written to `scratch`, and when they fill the batch, takes the
    /// segments through the rest of the chain.
    private func endSegment(_ scratch: inout Scratch, into output: inout [UInt8]) {
        scratch.ends.append(scratch.current.count)
        if scratch.current.count >= Self.batchSize { finishChain(&scratch, into: &output) }
    }

    /// Runs the steps after the first over the segments of `scratch`, encodes the result and
    /// empties `scratch`.
    private func finishChain(_ scratch: inout Scratch, into output: inout [UInt8]) {
        for step in chain.dropFirst() {
            let changed = scratch.current.withUnsafeBufferPointer {
                apply(step, to: $0, segments: &scratch.ends, into: &scratch.next)
            }
            if changed { swap(&scratch.current, &scratch.next) }
        }
        Self.encode(scratch.current, into: &output)
        scratch.current.removeAll(keepingCapacity: true)
        scratch.ends.removeAll(keepingCapacity: true)
    }

    /// One step over each of the segments of `text`, which end at `ends`: written to `output`
    /// (emptied first), with `ends` moved to where they are there; `false`, with nothing
    /// changed, when the step finds no key.
    private func apply(
        _ lookup: ChineseLookup, to text: UnsafeBufferPointer<UInt32>, segments ends: inout [Int],
        into output: inout [UInt32]
    ) -> Bool {
        var changed = false
        // `text[..<copied]` is in `output` once anything has changed.
        var copied = 0
        var start = 0
        for segment in ends.indices {
            let end = ends[segment]
            var position = start
            while let (at, match) = Self.nextMatch(lookup, text, from: position, end: end) {
                if !changed {
                    output.removeAll(keepingCapacity: true)
                    changed = true
                }
                output.append(contentsOf: text[copied..<at])
                ChineseLexicon.appendValue(of: match.entry, to: &output)
                position = at + match.length
                copied = position
            }
            if changed {
                output.append(contentsOf: text[copied..<end])
                copied = end
                ends[segment] = output.count
            }
            start = end
        }
        return changed
    }

    /// One step over `text[range]`: each key found is replaced by its value, all else copied.
    private func apply(
        _ lookup: ChineseLookup, to text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>,
        into output: inout [UInt32]
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
        _ lookup: ChineseLookup, _ text: UnsafeBufferPointer<UInt32>, from position: Int, end: Int
    ) -> (Int, ChineseLexicon.Match)? {
        var position = position
        while position < end {
            if !lookup.starts.contains(text[position]) {
                position += 1
            } else if let length = descriptionLength(text, at: position, end: end) {
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
        _ lookup: ChineseLookup, _ text: UnsafeBufferPointer<UInt32>, at position: Int, end: Int
    ) -> ChineseLexicon.Match? {
        for alternative in lookup.alternatives {
            var best: ChineseLexicon.Match?
            for index in alternative {
                if let match = ChineseLexicon.longestMatch(in: index, text, from: position, to: end),
                    match.length > best?.length ?? 0
                {
                    best = match
                }
            }
            if let best { return best }
        }
        return nil
    }

    /// How many characters the first step converts before the others take them: enough that
    /// a step is set up once for many segments, few enough to stay in the fastest cache.
    private static let batchSize = 1024

    /// Characters no key contains.
    private static let barriers = ChineseScalarSet(ChineseConversionTable.barriers)

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

    /// The ideographic description characters, as OpenCC reads them.
    static let descriptionOperators: ClosedRange<UInt32> = 0x2FF0...0x2FFF

    /// How many operands an ideographic description character takes, 0 for any other
    /// character.
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
    private static func encode(_ scalars: [UInt32], into output: inout [UInt8]) {
        for value in scalars {
            // Every value came from a String or from the tables: all are scalars.
            UTF8.encode(Unicode.Scalar(value) ?? replacementCharacter) { output.append($0) }
        }
    }
}
