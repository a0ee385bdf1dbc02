/// The outcome one evaluation took for a run-time value it decided on (`user.bio = nil`): what
/// a finding's exceptions name as their conditions.
public struct Choice: Hashable, Sendable, CustomStringConvertible {
    /// The value decided on: `user.bio`, `isOn`, `items`, or `arguments` for a preview's.
    public var value: String
    /// The outcome taken: `some`, `nil`; `true`, `false`; `.a`; `as in the preview`.
    public var outcome: String

    public init(value: String, outcome: String) {
        self.value = value
        self.outcome = outcome
    }

    /// `user.bio = nil`
    public var description: String { "\(value) = \(outcome)" }
}

/// The choices one evaluation made on symbolic values, and the plan of the next evaluation.
///
/// A view is a function of run-time data; each place where the tree depends on a symbolic value
/// (`if let bio = user.bio`, `switch state`, `isOn ? a : b`, `ForEach(items)`) is a decision
/// with a few outcomes. One evaluation takes the outcome the plan says (the first, past the
/// plan's end) and records it; `next()` gives the plan of the next combination, depth-first,
/// so that repeated evaluations visit every combination the view can reach, each once.
///
/// A decision is keyed by the value's name: the same value met twice in one evaluation (two
/// `if user.bio != nil`) takes the same outcome both times.
///
/// Inside content whose outcomes cannot change the size of the view being probed (a background's
/// or an overlay's: SwiftUI sizes the modified view by its content alone), a value met for the
/// first time takes the author's outcome and is not explored (``unexploredDepth``).
final class Exploration {
    /// A run-time value the evaluation decided on, its outcomes and the one taken.
    struct Decision {
        /// The value decided on: `user.bio`, `isOn`, `items`.
        var key: String
        /// The outcomes, the author's value first: `some`, `nil`; `true`, `false`; `.a`, `.b`.
        var outcomes: [String]
        var chosen: Int

        /// The outcome taken, as data: `user.bio = nil`.
        var choice: Choice { Choice(value: key, outcome: outcomes[chosen]) }
    }

    private(set) var decisions: [Decision] = []
    private var indexByKey: [String: Int] = [:]
    private let plan: [Int]

    init(plan: [Int] = [], fixed: [String: String] = [:]) {
        self.plan = plan
        self.fixed = fixed
    }

    /// Outcomes given by the caller (`--state`-like): never explored.
    let fixed: [String: String]

    /// How many layers of content that cannot change the probed view's size the run is inside
    /// (``Translator/withoutExploring(_:)``). Above zero, a value not decided yet takes its first
    /// outcome (the author's) without becoming a decision: it is not explored, not kept for the
    /// rest of the run, and not named by the answer.
    var unexploredDepth = 0

    /// A decision read while ``recordsReads``: the value, its outcomes, how deep in unexplored
    /// content it was read, and the outcome given (``InstanceMemo``).
    struct Read {
        let key: String
        let outcomes: [String]
        let unexploredDepth: Int
        let chosen: Int
    }

    /// Whether ``choose(_:_:)`` records what it reads in ``reads`` (while an instance's body
    /// whose building is kept is built).
    var recordsReads = false
    private(set) var reads: [Read] = []

    func forgetReads() { reads.removeAll(keepingCapacity: true) }

    /// Records reads a body taken from ``InstanceMemo`` made when it was built.
    func recordAgain(_ earlier: [Read]) { reads += earlier }

    /// The outcome to take for `key` among `outcomes` (an index into `outcomes`).
    func choose(_ key: String, _ outcomes: [String]) -> Int {
        let chosen = outcome(key, outcomes)
        if recordsReads { reads.append(Read(key: key, outcomes: outcomes, unexploredDepth: unexploredDepth, chosen: chosen)) }
        return chosen
    }

    private func outcome(_ key: String, _ outcomes: [String]) -> Int {
        if let i = indexByKey[key] {
            let earlier = decisions[i]
            // The same value asked with other outcomes (an optional Bool tested both ways):
            // keep the same label where it exists.
            return outcomes.firstIndex(of: earlier.outcomes[earlier.chosen]) ?? min(earlier.chosen, outcomes.count - 1)
        }
        if let forced = fixed[key], let i = outcomes.firstIndex(of: forced) { return i }
        if unexploredDepth > 0 { return 0 }
        let position = decisions.count
        let chosen = position < plan.count ? min(plan[position], outcomes.count - 1) : 0
        indexByKey[key] = position
        decisions.append(Decision(key: key, outcomes: outcomes, chosen: chosen))
        return chosen
    }

    /// The decisions taken so far, as a value a later run restores (``Translator/RunState``).
    struct Taken {
        fileprivate var decisions: [Decision]
        fileprivate var indexByKey: [String: Int]
        var count: Int { decisions.count }
    }

    var taken: Taken {
        get { Taken(decisions: decisions, indexByKey: indexByKey) }
        set {
            // A run restores only what an earlier run took with the same plan.
            assert(zip(newValue.decisions.indices, newValue.decisions).allSatisfy { i, d in
                i < decisions.count || d.chosen == (i < plan.count ? min(plan[i], d.outcomes.count - 1) : 0)
            })
            decisions = newValue.decisions
            indexByKey = newValue.indexByKey
        }
    }

    /// The plan of the next combination, or nil when every combination was visited.
    func next() -> [Int]? {
        var plan = decisions.map(\.chosen)
        while let last = plan.indices.last {
            if plan[last] + 1 < decisions[last].outcomes.count {
                plan[last] += 1
                return plan
            }
            plan.removeLast()
        }
        return nil
    }
}
