/// `output[i] = first[i] ^ second[i]` for every byte of `output`, eight at a time: the
/// keystream step of FSEncrypt's ECB-over-CBC/CFB and of FSZip's WinZip AES. `first` and
/// `second` must be at least as long as `output`; `output` may be either of them.
package func xorBytes(
    _ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
) {
    assert(first.count >= output.count && second.count >= output.count, "xorBytes: inputs shorter than output")
    var offset = 0
    while offset + 8 <= output.count {
        let word =
            first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            ^ second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        output.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
        offset += 8
    }
    while offset < output.count {
        output[offset] = first[offset] ^ second[offset]
        offset += 1
    }
}
