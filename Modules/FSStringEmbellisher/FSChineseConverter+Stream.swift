extension FSChineseConverter {
    /// Converts a text that arrives in pieces — lines of a file, chunks of a download — giving
    /// back as much of each piece as can be converted already, and exactly what converting the
    /// whole text at once gives: a phrase that crosses from one piece to the next is held back
    /// until it is complete.
    ///
    /// ```swift
    /// var stream = FSChineseConverter.Stream(FSChineseConverter(.s2t))
    /// var converted = stream.convert("我的头")
    /// converted += stream.convert("发干净了")
    /// converted += stream.finish()               // "我的頭髮乾淨了", as if given at once
    /// ```
    ///
    /// What is held back is the end of the text given so far: what follows its last line break,
    /// space or Chinese punctuation mark (places no phrase crosses), or without one there, its
    /// last eighty or so characters — as far as the longest phrase, or an ideographic
    /// description sequence, could reach.
    public struct Stream: Sendable {
        private let engine: ChineseConversionEngine
        private var pending: [UInt32] = []

        /// A stream through `converter`.
        public init(_ converter: FSChineseConverter) {
            engine = converter.engine
        }

        /// Adds `piece` and returns the conversion of what is now certain.
        public mutating func convert(_ piece: some StringProtocol) -> String {
            run(piece, final: false)
        }

        /// Returns the conversion of all that is left; the stream is then empty and may start a
        /// new text.
        public mutating func finish() -> String {
            run("", final: true)
        }

        /// Adds the last `piece` and returns the conversion of all that is left, as
        /// ``convert(_:)`` then ``finish()`` do.
        public mutating func finish(_ piece: some StringProtocol) -> String {
            run(piece, final: true)
        }

        private mutating func run(_ piece: some StringProtocol, final: Bool) -> String {
            pending.reserveCapacity(pending.count + piece.utf8.count)
            for scalar in piece.unicodeScalars { pending.append(scalar.value) }
            var output: [UInt8] = []
            output.reserveCapacity(pending.count * Self.bytesPerScalarEstimate)
            let converted = pending.withUnsafeBufferPointer { engine.convert($0, final: final, into: &output) }
            pending.removeFirst(converted)
            return String(decoding: output, as: UTF8.self)
        }

        /// Most Chinese characters take three bytes in UTF-8 and convert to one character.
        private static let bytesPerScalarEstimate = 3
    }
}
