/// SHA-2's compression function (FIPS 180-4 §6.2.2, §6.4.2) over either word size, for the
/// members of the family swift-crypto does not offer: SHA-224 and SHA-512/224.
enum SHA2Compression<Word: SHA2Word> {
    /// The eight words of the chaining value, held inline.
    typealias Words = (Word, Word, Word, Word, Word, Word, Word, Word)

    /// The block length: sixteen words.
    static var blockByteCount: Int { 16 * Word.bitWidth / 8 }

    /// Compresses one block into `state`.
    static func compress(_ state: inout Words, _ block: UnsafeRawBufferPointer) {
        let rounds = Word.roundConstants.count
        let wordBytes = Word.bitWidth / 8
        let (bigA, bigE) = (Word.bigSigma0, Word.bigSigma1)
        let (smallA, smallB) = (Word.smallSigma0, Word.smallSigma1)
        Word.roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: Word.self, capacity: rounds) { w in
                for t in 0..<16 {
                    w[t] = Word(bigEndian: block.loadUnaligned(fromByteOffset: wordBytes * t, as: Word.self))
                }
                for t in 16..<rounds {
                    let s0 = rotate(w[t - 15], smallA.0) ^ rotate(w[t - 15], smallA.1) ^ (w[t - 15] &>> smallA.2)
                    let s1 = rotate(w[t - 2], smallB.0) ^ rotate(w[t - 2], smallB.1) ^ (w[t - 2] &>> smallB.2)
                    w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                }
                let v = state
                var (a, b, c, d, e, f, g, h) = v
                for t in 0..<rounds {
                    let sigmaE = rotate(e, bigE.0) ^ rotate(e, bigE.1) ^ rotate(e, bigE.2)
                    let t1 = h &+ sigmaE &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
                    let sigmaA = rotate(a, bigA.0) ^ rotate(a, bigA.1) ^ rotate(a, bigA.2)
                    let t2 = sigmaA &+ ((a & b) ^ (a & c) ^ (b & c))
                    (h, g, f, e) = (g, f, e, d &+ t1)
                    (d, c, b, a) = (c, b, a, t1 &+ t2)
                }
                state = (v.0 &+ a, v.1 &+ b, v.2 &+ c, v.3 &+ d, v.4 &+ e, v.5 &+ f, v.6 &+ g, v.7 &+ h)
            }
        }
    }

    /// The chaining value's bytes.
    static func bytes(_ state: Words) -> [UInt8] {
        [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7].flatMap(bigEndianBytes)
    }

    @inline(__always) private static func rotate(_ x: Word, _ count: Word) -> Word {
        x &>> count | x &<< (Word(Word.bitWidth) &- count)
    }
}
