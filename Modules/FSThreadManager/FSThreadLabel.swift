import Dispatch
internal import FSInternal

/// Where work runs: the main queue, a global queue of a quality of service, a serial queue
/// named by a label, or a queue of your own.
///
/// ```swift
/// FSThreadManager.async(on: .global(.userInitiated)) { decodeThumbnails() }
/// FSThreadManager.async(on: .custom("com.example.db")) { writeRow() }   // always the same serial queue
/// FSThreadManager.async(on: .main) { refreshScreen() }
/// ```
///
/// On Linux the main queue runs only under `dispatchMain()`, a running `RunLoop.main`, or
/// an `async` `main` (Swift's main actor drains it); see <doc:Linux>.
public enum FSThreadLabel: Sendable, Hashable {
    /// The main queue.
    case main
    /// The global concurrent queue of a quality of service.
    case global(DispatchQoS.QoSClass = .default)
    /// The serial queue with this label, created on first use and kept for the life of the
    /// process: every use of the same label is the same queue.
    case custom(String)
    /// A queue of your own.
    case queue(DispatchQueue)

    /// The global queue at the default quality of service.
    public static var global: Self { .global(.default) }

    /// The Dispatch queue this label names.
    public var queue: DispatchQueue {
        switch self {
        case .main: DispatchQueue.main
        case .global(let qos): DispatchQueue.global(qos: qos)
        case .custom(let label): NamedQueues.shared.queue(label)
        case .queue(let queue): queue
        }
    }

    /// Labels are equal when they name the same queue.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.main, .main): true
        case (.global(let left), .global(let right)): left == right
        case (.custom(let left), .custom(let right)): left == right
        case (.queue(let left), .queue(let right)): left === right
        default: false
        }
    }

    /// Hashes the queue that `==` compares.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .main: hasher.combine(0)
        case .global(let qos): hasher.combine(qos)
        case .custom(let label): hasher.combine(label)
        case .queue(let queue): hasher.combine(ObjectIdentifier(queue))
        }
    }
}

/// The serial queues of ``FSThreadLabel/custom(_:)``, one per label.
final class NamedQueues: Sendable {
    static let shared = NamedQueues()
    private let queues = FSLocked<[String: DispatchQueue]>([:])

    func queue(_ label: String) -> DispatchQueue {
        queues.withLock { queues in
            if let queue = queues[label] { return queue }
            let queue = DispatchQueue(label: label)
            QueueIdentity.tag(queue)
            queues[label] = queue
            return queue
        }
    }
}
