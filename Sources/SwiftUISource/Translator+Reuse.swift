import LayoutCore
import SwiftSyntax

/// The views a run takes from the runs before it rather than building them again.
///
/// An evaluation builds a view once per combination of run-time values, depth-first: each run
/// takes the same outcomes as the run before it up to the decision it changes
/// (``Exploration/next()``). A run is a function of the outcomes it takes and nothing else, so it
/// repeats the earlier run step for step until that decision is taken. Every view expression
/// the earlier run entered and finished before then comes out the same: its node, and the run's
/// state after it (``RunState``), are taken instead of built.
///
/// Views are numbered in the order a run enters them (their ordinal). Two runs that agree on
/// the outcomes taken so far enter the same expression under the same ordinal in the same state.
extension Translator {
    /// Views that build fewer than this many views are built again: their state costs more to
    /// keep than they cost to build.
    static let minimumReusedViews = 2

    /// Everything a view's building changes in a run, as it stands after the view.
    struct RunState {
        var notes: [Diagnostic]
        var assumptions: [Assumption]
        var valueAssumed: Bool
        var textAssumed: Bool
        var taken: Exploration.Taken
        var stoppedAtRecursion: Bool
        var alikePlatforms: Set<String>
        var builtInstances: [String: BuiltInstance]
        var viewCount: Int
        var proxiesTaken: [LayoutCore.SourceLocation: Int]
        var readsGeometry: Bool
        var container: Size?
        var nextViewOrdinal: Int
    }

    var runState: RunState {
        get {
            RunState(
                notes: notes, assumptions: assumptions, valueAssumed: valueAssumed, textAssumed: textAssumed, taken: exploration.taken, stoppedAtRecursion: stoppedAtRecursion,
                alikePlatforms: alikePlatforms, builtInstances: builtInstances,
                viewCount: viewCount, proxiesTaken: proxiesTaken, readsGeometry: readsGeometry, container: container,
                nextViewOrdinal: nextViewOrdinal)
        }
        set {
            taintInstanceMemo()
            notes = newValue.notes
            assumptions = newValue.assumptions
            valueAssumed = newValue.valueAssumed
            textAssumed = newValue.textAssumed
            exploration.taken = newValue.taken
            stoppedAtRecursion = newValue.stoppedAtRecursion
            alikePlatforms = newValue.alikePlatforms
            builtInstances = newValue.builtInstances
            viewCount = newValue.viewCount
            proxiesTaken = newValue.proxiesTaken
            readsGeometry = newValue.readsGeometry
            container = newValue.container
            nextViewOrdinal = newValue.nextViewOrdinal
        }
    }

    /// The view `expr` denotes, taken from an earlier run when that run built it in the same
    /// state, else built by `build` (and kept for the runs after this one).
    func reusingEarlierRuns(_ expr: ExprSyntax, _ build: () throws -> ViewNode) throws -> ViewNode {
        // 1. Number the view.
        let ordinal = nextViewOrdinal
        nextViewOrdinal += 1
        // 2. Take it from an earlier run.
        if let earlier = memo.view(at: ordinal, of: expr.id) {
            runState = earlier.after
            return earlier.node
        }
        // 3. Build it, and keep it when it is worth keeping.
        let before = viewCount
        let node = try build()
        if viewCount - before >= Self.minimumReusedViews {
            memo.keep(EvaluationMemo.BuiltView(expression: expr.id, node: node, after: runState), at: ordinal)
        }
        return node
    }
}
