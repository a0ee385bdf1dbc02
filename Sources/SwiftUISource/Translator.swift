import LayoutCore
import SwiftParser
import SwiftSyntax

/// Turns syntax into LayoutCore trees: views, modifiers, builder bodies, custom views.
final class Translator {
    let locator: Locator
    let model: SourceIndex
    let options: SourceOptions
    let fileScope: Scope
    var notes: [Diagnostic] = []
    var container: Size?
    private(set) var depth = 0
    /// Nesting beyond this is an error rather than a stack overflow.
    static let maximumDepth = 500
    /// ForEach copies beyond this are an error.
    static let maximumElements = 10_000
    /// Views one evaluation may build (a view used twice by a view used twice … doubles each
    /// level); beyond it the evaluation stops with a "too large" error.
    static let maximumViews = 100_000

    /// The outcomes this evaluation takes for the symbolic values it decides on.
    var exploration: Exploration
    /// Representatives this evaluation used where layout needed a value the input never gives.
    var assumptions: [Assumption] = []
    /// A value that sizes a view (a run-time number, font or edge set) was laid out as a
    /// representative since the last node was made: the next node made, the one it sizes (or,
    /// for a container's argument read before its content, a view inside it), is marked
    /// `ViewNode.isAssumed`.
    var valueAssumed = false
    /// A run-time string was laid out as a placeholder since the last node was made: the next
    /// node made (the `Text` showing it) is marked `ViewNode.isRunTimeText`.
    var textAssumed = false
    /// The custom views being built, outermost first (recursion is reported, not followed).
    var instanceStack: [String] = []
    /// The app's own font expressions being read (``appFont(_:_:_:)``): one defined by itself
    /// is not followed round.
    var appFontsFollowed: Set<SyntaxIdentifier> = []
    /// How many `self.init` calls deep the initializer being run has delegated.
    var delegationDepth = 0
    /// Whether this evaluation stopped at a view building itself again: the run-time values
    /// chose the branch that recurses, and another combination may end (a cycle of actions
    /// shown by its first action's icon).
    var stoppedAtRecursion = false
    /// The platforms the sources are built for on which this evaluation would build the same
    /// (`Translator+Platforms`).
    lazy var alikePlatforms = Set(model.conditions.builtFor)
    /// Instances already built in this evaluation, by view and arguments: a view used many
    /// times is built once.
    var builtInstances: [String: BuiltInstance] = [:]
    /// What the runs of this evaluation read from the same syntax (parameters, stored
    /// properties, spelled arguments), read once.
    let memo: EvaluationMemo
    /// Views built so far (a memoised instance counts its whole size each time it is used).
    var viewCount = 0
    /// The child that stands for a container's content while probing (`Badge { CHILD }`).
    var placeholder: ViewNode?
    /// The initializer (an index into its declaration's) the probed root view is built with.
    var probeInitializer: Int?
    /// The `extension View` functions being applied (one calling SwiftUI's modifier of its own
    /// name is not applied again).
    var functionStack: [SyntaxIdentifier] = []
    /// The input's view functions being applied, each with the call that applies it
    /// (`Translator+Modifiers`' `mayApply`).
    var applications: [(function: SyntaxIdentifier, call: SyntaxIdentifier)] = []
    /// Whether the statements being built belong to a plain body, one with an explicit `return`
    /// of a value (``builder(_:_:returned:)``): their expression statements are effects.
    var inPlainBody = false
    /// Per reader location, how many of its proxies (``SourceOptions/geometry``) were handed out.
    var proxiesTaken: [LayoutCore.SourceLocation: Int] = [:]
    /// Whether some reader's content read a proxy whose values were not known.
    var readsGeometry = false
    /// The ordinal of the next view expression this run enters (``reusingEarlierRuns(_:_:)``).
    var nextViewOrdinal = 0
    /// What the instance bodies being built did, in order, from the outermost's start
    /// (``InstanceMemo/Event``); empty while none is being built.
    var memoEvents: [InstanceMemo.Event] = []
    /// How many instance bodies whose building is kept are being built (``instanceBody(_:_:)``).
    var openRecordings = 0
    /// How many times the run's state was set rather than built (``taintInstanceMemo()``).
    var memoTaints = 0
    /// How many times a limit stopped the building (recursion, nesting, view budget, time):
    /// a body inside which one did is not kept (``InstanceMemo``).
    var limitStops = 0
    /// The deepest nesting reached since the body being built started (``nested(_:_:)``).
    var deepestDepth = 0
    /// How many times the platform's name was read where no adaptation of the tree to another
    /// platform says it (an assumption naming it): a body inside which it was is taken on its
    /// own platform only (``InstanceMemo``).
    var platformReads = 0
    /// The Dynamic Type size in effect where views are being built, held as the environment the
    /// layout would give them (``dynamicTypeSize``, `Translator+DynamicType`).
    var dynamicTypeEnvironment = LayoutEnvironment()

    init(locator: Locator, model: SourceIndex, options: SourceOptions, exploration: Exploration = Exploration(), memo: EvaluationMemo = EvaluationMemo()) {
        self.memo = memo
        self.locator = locator
        self.model = model
        self.options = options
        self.fileScope = Scope(parent: nil)
        self.exploration = exploration
        self.dynamicTypeEnvironment.dynamicTypeSize = options.dynamicTypeSize
    }

    /// Runs `body` one level deeper; beyond `maximumDepth` levels it is an error.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > deepestDepth { deepestDepth = depth }
        guard depth <= Self.maximumDepth else {
            limitStops += 1
            throw locator.error("the input nests deeper than \(Self.maximumDepth) levels here; the model stops at \(Self.maximumDepth)", at: node)
        }
        try checkDeadline(at: node)
        return try body()
    }

    /// The moment this evaluation must stop (`SourceProject.evaluate`'s time limit), if any.
    var deadline: SourceProject.Deadline?
    /// Whether the deadline was met: every later check throws again, so that code catching
    /// an error to try another reading does not go on for long.
    private(set) var outOfTime = false
    /// Checks left before the clock is read again (a read per nesting would cost more than the
    /// nesting itself).
    private var checksUntilClock = 63

    /// Throws once the deadline has passed, reading the clock at every 64th check (so a small
    /// run never reads it, and a limit of zero stops a view between its first two runs).
    func checkDeadline(at node: some SyntaxProtocol) throws {
        guard let deadline else { return }
        if !outOfTime {
            guard checksUntilClock == 0 else {
                checksUntilClock -= 1
                return
            }
            checksUntilClock = 63
            guard deadline.passed else { return }
            outOfTime = true
        }
        limitStops += 1
        throw locator.error("out of time: the exploration's time budget ran out here", at: node)
    }

    func place(_ node: ViewNode, at syntax: some SyntaxProtocol) -> ViewNode {
        var copy = node
        copy.location = locator.location(syntax)
        return copy
    }

    func make(_ layout: any Layout, _ children: [ViewNode] = [], at syntax: some SyntaxProtocol) -> ViewNode {
        viewCount += 1
        var node = ViewNode(layout, children: children, location: locator.location(syntax))
        if valueAssumed {
            node.isAssumed = true
            valueAssumed = false
        }
        if textAssumed {
            node.isRunTimeText = true
            textAssumed = false
        }
        return node
    }

    /// Throws once the views built exceed `maximumViews`.
    func checkViewBudget(at node: some SyntaxProtocol) throws {
        guard viewCount > Self.maximumViews else { return }
        limitStops += 1
        throw locator.error(
            "too large: the view expands to more than \(Self.maximumViews) views here (views that use other views many times multiply); the model stops at \(Self.maximumViews)",
            at: node)
    }

    func note(_ message: String, at node: some SyntaxProtocol) {
        appendNote(locator.diagnostic(.note, message, at: node))
    }
}
