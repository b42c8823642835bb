internal import FSInternal

extension FSZipError: SystemCallFailure {}

/// FSZip's system calls, which throw ``FSZipError``.
typealias SystemCalls = FSInternal.SystemCalls<FSZipError>
