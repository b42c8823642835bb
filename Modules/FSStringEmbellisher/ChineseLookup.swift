/// One lookup of an OpenCC configuration — alternatives tried in order, the first that matches
/// winning; an alternative the longest match among its dictionaries — with the characters at
/// which it can find anything: those keys begin with, and the operators of description
/// sequences, which it passes over whole. Text elsewhere is passed by one test a character.
final class ChineseLookup: Sendable {
    let alternatives: [[ChineseDictionaryIndex]]
    /// The characters at which the lookup can find anything.
    let starts: ChineseScalarSet

    /// The lookup of `alternatives`.
    init(_ alternatives: [[ChineseDictionaryIndex]]) {
        self.alternatives = alternatives
        var starts = ChineseScalarSet(ChineseConversionEngine.descriptionOperators)
        for index in alternatives.joined() { starts.formUnion(index.firstCharacters) }
        self.starts = starts
    }
}
