internal import FSInternal

extension FSZipError: SystemCallFailure {}

/// FSZip's system calls, which throw ``FSZipError``.
typealias SystemCalls = FSInternal.SystemCalls<FSZipError>

/// FSZip's files written whole or not at all.
typealias AtomicFile = FSInternal.AtomicFile<FSZipError>
