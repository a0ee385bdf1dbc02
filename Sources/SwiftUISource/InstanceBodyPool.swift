import Synchronization

/// The instance bodies (``InstanceMemo``) of the evaluations of one project, shared by those
/// run one after the other on one thread: a nested view evaluated as a finding of its own
/// (`Cell`, or a navigation page) builds the bodies its callers' evaluations built, and takes
/// them from the memo they left.
///
/// An evaluation takes a memo from the pool (one no other thread holds) and gives it back when
/// it ends, so that each memo is used by one thread at a time. Memos are kept apart by the
/// probe's placeholder, which a body built inside a container's probe reads; the pool belongs to
/// one project (its index: bodies name its types), and is dropped with it or by its owner.
public final class InstanceBodyPool: Sendable {
    private let idle = Mutex<[String: [InstanceMemo]]>([:])

    public init() {}

    /// A memo for an evaluation probing with the placeholder `placeholder` names (empty: none).
    func take(placeholder: String) -> InstanceMemo {
        idle.withLock { memos in memos[placeholder]?.popLast() } ?? InstanceMemo()
    }

    /// Gives back a memo ``take(placeholder:)`` gave.
    func giveBack(_ memo: InstanceMemo, placeholder: String) {
        idle.withLock { memos in memos[placeholder, default: []].append(memo) }
    }
}
