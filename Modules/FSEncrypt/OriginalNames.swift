/// The original FrameworkStruct name of ``FSEncryptManager``.
public typealias EncryptManager = FSEncryptManager
