/// The original FrameworkStruct name of ``FSTimerManager``.
public typealias TimerManager = FSTimerManager
