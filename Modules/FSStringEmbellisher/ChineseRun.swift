/// A run of ideographs being read: their code points and where each starts in the text, kept
/// between runs so that reading a long text allocates once.
struct ChineseRun {
    private(set) var scalars: [UInt32] = []
    private(set) var starts: [String.Index] = []
    /// The characters' default readings.
    private var readings: [Int] = []

    var isEmpty: Bool { scalars.isEmpty }

    mutating func append(_ scalar: UInt32, reading: Int, at index: String.Index) {
        scalars.append(scalar)
        readings.append(reading)
        starts.append(index)
    }

    /// Calls `body` with each ideograph and its reading — a surname first when `asName`, then
    /// phrases by longest match, then single characters — and empties the run, which ends at
    /// `end` in `text`.
    mutating func read(_ text: String, upTo end: String.Index, asName: Bool, _ body: (Substring, Int?) -> Void) {
        var position = 0
        func character(_ offset: Int) -> Substring {
            text[starts[offset]..<(offset + 1 < starts.count ? starts[offset + 1] : end)]
        }
        if asName, let surname = PinyinLexicon.surname(in: scalars) {
            for (offset, reading) in surname.readings.enumerated() { body(character(offset), reading) }
            position = surname.length
        }
        while position < scalars.count {
            if let phrase = PinyinLexicon.longestPhrase(in: scalars, at: position) {
                for offset in 0..<phrase.length {
                    let reading = PinyinLexicon.reading(ofPhrase: phrase.entry, at: offset)
                    body(character(position + offset), reading ?? readings[position + offset])
                }
                position += phrase.length
            } else {
                body(character(position), readings[position])
                position += 1
            }
        }
        scalars.removeAll(keepingCapacity: true)
        readings.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
    }
}
