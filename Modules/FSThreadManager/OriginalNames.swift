/// The original FrameworkStruct name of ``FSThreadLabel``.
public typealias ThreadLabel = FSThreadLabel

/// The original FrameworkStruct name of ``FSThreadManager``.
public typealias ThreadManager = FSThreadManager
