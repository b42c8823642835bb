import Dispatch
internal import FSInternal

extension RandomAccessCollection {
    /// The results of `transform` on every element, in order, computed on all processors.
    ///
    /// The elements are split into contiguous chunks — four per processor unless `chunkSize`
    /// says otherwise, so that uneven work still spreads — which
    /// `DispatchQueue.concurrentPerform` runs; each chunk writes its results straight into
    /// place. The first error thrown stops chunks not yet started and is rethrown once the
    /// others have stopped.
    ///
    /// ```swift
    /// let thumbnails = photos.concurrentMap { photo in photo.scaled(to: 128) }
    /// let parsed = try lines.concurrentMap(chunkSize: 1_000) { try Record(parsing: $0) }
    /// ```
    ///
    /// - Parameters:
    ///   - chunkSize: Elements per chunk; by default, the count divided into four chunks per
    ///     processor.
    ///   - transform: Called once per element, on several threads at once.
    /// - Complexity: O(*n*) calls of `transform`, spread over the processors.
    public func concurrentMap<Result, Failure: Error>(
        chunkSize: Int? = nil, _ transform: @Sendable (Element) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        let count = self.count
        guard count > 1 else { return try map(transform) }
        let chunks = Chunks(count: count, chunkSize: chunkSize)
        let failure = FSLocked<Failure?>(nil)
        // Each chunk marks itself complete, so that after a failure exactly the results
        // written can be destroyed.
        var completed = [Bool](repeating: false, count: chunks.count)
        let results = try completed.withUnsafeMutableBufferPointer { completedBuffer throws(Failure) -> [Result] in
            let completed = completedBuffer
            return try [Result](unsafeUninitializedCapacity: count) { buffer, initialized throws(Failure) in
                guard let output = buffer.baseAddress else { return }
                withoutActuallyEscaping(transform) { transform in
                    // Only this closure touches the collection; concurrentPerform's workers
                    // get it behind an unchecked wrapper, as each writes only its own chunk.
                    let runChunk = UnsafeSendable { (chunk: Int) in
                        guard failure.withLock({ $0 == nil }) else { return }
                        let range = chunks.range(chunk)
                        var position = index(startIndex, offsetBy: range.lowerBound)
                        for offset in range {
                            do throws(Failure) {
                                (output + offset).initialize(to: try transform(self[position]))
                            } catch {
                                (output + range.lowerBound).deinitialize(count: offset - range.lowerBound)
                                failure.withLock { $0 = $0 ?? error }
                                return
                            }
                            formIndex(after: &position)
                        }
                        completed[chunk] = true
                    }
                    DispatchQueue.concurrentPerform(iterations: chunks.count) { runChunk.value($0) }
                }
                if let error = failure.withLock({ $0 }) {
                    for chunk in 0..<chunks.count where completed[chunk] {
                        let range = chunks.range(chunk)
                        (output + range.lowerBound).deinitialize(count: range.count)
                    }
                    throw error
                }
                initialized = count
            }
        }
        return results
    }

    /// Calls `body` on every element, on all processors: ``concurrentMap(chunkSize:_:)``
    /// without results.
    public func concurrentForEach<Failure: Error>(
        chunkSize: Int? = nil, _ body: @Sendable (Element) throws(Failure) -> Void
    ) throws(Failure) {
        _ = try concurrentMap(chunkSize: chunkSize, body)
    }
}

extension Sequence where Element: Sendable {
    /// The results of the `async` `transform` on every element, in order, with at most
    /// `maxConcurrency` running at once.
    ///
    /// Built on a task group: a child task starts as soon as another ends, so the limit is
    /// always full while elements remain. The first error cancels the other children and is
    /// rethrown. Cancelling the calling task cancels the children, which see
    /// `Task.isCancelled`; elements not yet started still run, already cancelled, so that a
    /// `transform` that checks can stop at once.
    ///
    /// ```swift
    /// let pages = try await urls.concurrentMap(maxConcurrency: 4) { url in
    ///     try await session.data(from: url).0
    /// }
    /// ```
    ///
    /// Inlinable, so it is specialized for the caller's types: generic code called from another
    /// module runs unspecialized, which made it twice as slow as the same task group written
    /// out by hand.
    ///
    /// - Parameters:
    ///   - maxConcurrency: The most `transform` calls running at once (values below 1 mean 1).
    ///   - transform: Called once per element.
    @inlinable
    public func concurrentMap<Result: Sendable, Failure: Error>(
        maxConcurrency: Int, _ transform: @escaping @Sendable (Element) async throws(Failure) -> Result
    ) async throws(Failure) -> [Result] {
        let limit = Swift.max(1, maxConcurrency)
        let outcome = await withTaskGroup(of: (Int, Swift.Result<Result, Failure>).self) {
            group -> Swift.Result<[Result], Failure> in
            var results: [Result?] = []
            var started = 0
            var iterator = makeIterator()
            /// Starts the next element's task; `false` once there is none.
            func startNext(_ group: inout TaskGroup<(Int, Swift.Result<Result, Failure>)>) -> Bool {
                guard let element = iterator.next() else { return false }
                let position = started
                started += 1
                results.append(nil)
                group.addTask {
                    do throws(Failure) {
                        return (position, .success(try await transform(element)))
                    } catch {
                        return (position, .failure(error))
                    }
                }
                return true
            }
            // Stops at the end of the elements, not at the limit, which may be `Int.max`.
            while started < limit && startNext(&group) {}
            while let (position, result) = await group.next() {
                switch result {
                case .success(let value):
                    results[position] = value
                    _ = startNext(&group)
                case .failure(let error):
                    group.cancelAll()
                    return .failure(error)
                }
            }
            return .success(results.compactMap { $0 })
        }
        return try outcome.get()
    }

    /// Calls the `async` `body` on every element with at most `maxConcurrency` running at
    /// once: ``concurrentMap(maxConcurrency:_:)`` without results.
    @inlinable
    public func concurrentForEach<Failure: Error>(
        maxConcurrency: Int, _ body: @escaping @Sendable (Element) async throws(Failure) -> Void
    ) async throws(Failure) {
        _ = try await concurrentMap(maxConcurrency: maxConcurrency, body)
    }
}

/// The split of `count` elements into contiguous chunks of nearly equal size: the first
/// `elements % count` chunks hold one element more. Computed without a product or sum that
/// could overflow, for any count of elements up to `Int.max`.
struct Chunks {
    let count: Int
    private let base: Int
    private let longer: Int

    init(count elements: Int, chunkSize: Int?) {
        let target = 4 * FSThreadManager.activeProcessorCount
        let size = max(1, chunkSize ?? Self.dividing(elements, by: target))
        count = Self.dividing(elements, by: size)
        (base, longer) = elements.quotientAndRemainder(dividingBy: max(1, count))
    }

    /// The offsets of chunk `chunk`.
    func range(_ chunk: Int) -> Range<Int> {
        let lower = chunk * base + min(chunk, longer)
        return lower..<(lower + base + (chunk < longer ? 1 : 0))
    }

    /// `value / divisor`, rounded up.
    private static func dividing(_ value: Int, by divisor: Int) -> Int {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return quotient + (remainder == 0 ? 0 : 1)
    }
}

/// A value handed to `concurrentPerform`'s workers, each of which touches only its own part.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
