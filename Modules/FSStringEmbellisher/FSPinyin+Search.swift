extension FSPinyin {
    /// The part of `name` that `query` finds as the user types it: full pinyin, initials or a
    /// mix, with or without spaces — `zhangsan`, `zhang san`, `zhangs`, `zs` and `zhs` all find
    /// 张三 — or the name's own letters; `nil` when it does not.
    ///
    /// ```swift
    /// let name = "通讯录张三丰"
    /// if let range = FSPinyin.match("zsf", in: name) {
    ///     name[range]                                   // "张三丰": highlight it
    /// }
    /// ```
    ///
    /// Each ideograph takes its whole syllable or its first letters (ü typed as v or u),
    /// each Latin letter itself, case aside; the query's letters must cover ideographs and
    /// letters one after another, and other characters of the name (spaces, dots) are passed
    /// over. The first place that matches is returned. Polyphonic characters are read as
    /// ``FSPinyin`` reads the name, in words.
    public static func match(_ query: String, in name: String) -> Range<String.Index>? {
        let typed: [UInt8] = query.unicodeScalars.compactMap { scalar in
            scalar == "ü" || scalar == "Ü" ? UInt8(ascii: "v") : PinyinLexicon.asciiLetter(scalar)
        }
        guard !typed.isEmpty else { return nil }
        // The name's elements: a syllable (with its ü as v and as u) or a letter.
        var elements: [(spellings: [[UInt8]], range: Range<String.Index>)] = []
        forEachReading(of: name, asName: true) { part, reading in
            if let reading {
                let plain = PinyinLexicon.syllables[reading].plain
                let spellings = Set(
                    ["v", "u"].map { letter in
                        Array(plain.unicodeScalars.map { $0 == "ü" ? letter : String($0) }.joined().utf8)
                    })
                elements.append((Array(spellings), part.startIndex..<part.endIndex))
                return
            }
            for index in part.unicodeScalars.indices {
                if let letter = PinyinLexicon.asciiLetter(part.unicodeScalars[index]) {
                    elements.append(([[letter]], index..<part.unicodeScalars.index(after: index)))
                }
            }
        }
        for start in elements.indices {
            var failed = Set<[Int]>()
            if let end = covers(typed, 0, elements.map(\.spellings), start, &failed) {
                return elements[start].range.lowerBound..<elements[end].range.upperBound
            }
        }
        return nil
    }

    /// The last element that `typed[position...]` covers from element `element` on, each
    /// element taking all of a spelling or its first letters; `failed` remembers dead ends.
    private static func covers(
        _ typed: [UInt8], _ position: Int, _ elements: [[[UInt8]]], _ element: Int, _ failed: inout Set<[Int]>
    ) -> Int? {
        guard element < elements.count, !failed.contains([position, element]) else { return nil }
        for spelling in elements[element] {
            var taken = 0
            while taken < spelling.count, position + taken < typed.count, typed[position + taken] == spelling[taken] {
                taken += 1
            }
            // The longest first: a whole syllable before its initials.
            for count in stride(from: taken, through: 1, by: -1) {
                if position + count == typed.count { return element }
                if let end = covers(typed, position + count, elements, element + 1, &failed) { return end }
            }
        }
        failed.insert([position, element])
        return nil
    }
}
