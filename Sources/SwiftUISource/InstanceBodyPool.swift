import LayoutCore
import Synchronization

/// The instance bodies (`InstanceMemo`) of the evaluations of one project, shared by those
/// run one after the other on one thread: a nested view evaluated as a finding of its own
/// (`Cell`, or a navigation page) builds the bodies its callers' evaluations built, and takes
/// them from the memo they left.
///
/// An evaluation takes a memo from the pool (one no other thread holds) and gives it back when
/// it ends, so that each memo is used by one thread at a time. Of the idle memos it takes the one
/// last used for its file, where the bodies it may take are (the file's other views, the same
/// views on the platform evaluated before), whichever thread that was. Memos are kept apart by
/// the probe's placeholder, which a body built inside a container's probe reads; the pool belongs
/// to one project (its files: bodies name their syntax), and is dropped with it or by its owner.
public final class InstanceBodyPool: Sendable {
    private struct Idle {
        var memos: [String: [InstanceMemo]] = [:]
        /// The memo each file was last evaluated with.
        var lastUsed: [String: ObjectIdentifier] = [:]
    }

    private let idle = Mutex(Idle())

    public init() {}

    /// A memo for an evaluation of a declaration of `file` probing with the placeholder
    /// `placeholder` names (empty: none).
    func take(placeholder: String, file: String) -> InstanceMemo {
        idle.withLock { idle -> InstanceMemo? in
            guard var memos = idle.memos[placeholder], !memos.isEmpty else { return nil }
            let last = idle.lastUsed[file]
            let index = memos.lastIndex { ObjectIdentifier($0) == last } ?? memos.count - 1
            let memo = memos.remove(at: index)
            idle.memos[placeholder] = memos
            return memo
        } ?? InstanceMemo()
    }

    /// Gives back a memo ``take(placeholder:file:)`` gave.
    func giveBack(_ memo: InstanceMemo, placeholder: String, file: String) {
        idle.withLock { idle in
            idle.memos[placeholder, default: []].append(memo)
            idle.lastUsed[file] = ObjectIdentifier(memo)
        }
    }

    /// Drops every memo's bodies, spread over `jobs` threads: freeing the trees a large
    /// project's evaluations kept is otherwise the last thing a scan does on one thread. The
    /// pool is empty afterwards.
    public func release(jobs: Int) {
        let memos = idle.withLock { idle in
            defer { idle = Idle() }
            return idle.memos.values.flatMap { $0 }
        }
        var bodies = memos.flatMap { memo in
            defer { memo.bodies = [:] }
            return Array(memo.bodies.values)
        }
        let chunk = max(1, bodies.count / (8 * max(1, jobs)))
        bodies.withUnsafeMutableBufferPointer { bodies in
            _ = DeepTrees.concurrentMap((bodies.count + chunk - 1) / chunk, jobs: jobs) { part in
                for i in part * chunk..<min(bodies.count, (part + 1) * chunk) { bodies[i] = [] }
            }
        }
    }
}
