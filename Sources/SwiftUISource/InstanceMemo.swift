import LayoutCore
import SwiftSyntax

/// The bodies of custom view instances, built once and taken again by the runs of one
/// evaluation that build the same instance in the same state and take the same outcomes inside
/// it (``Translator/instanceBody(_:_:)``).
///
/// A run of an evaluation is a function of the outcomes it takes (``Exploration``), so an
/// instance's body is a function of what it starts from and of the outcomes it reads while it is
/// built: its properties' values (``Key``), the translator's state (``State``), and the outcomes
/// of the decisions read inside it, which need not be all of the run's. A `ForEach` over a
/// run-time collection builds the same row several times in one run, and the runs that change a
/// value the row never reads build it again as it was: each such body is taken from the memo.
///
/// What a body's building did besides making its node is kept with it (``Event``, the
/// decisions read, the state after it) and done again when it is taken, so that a run that takes
/// a body ends in the state a run building it would: the same decisions in the same order, the
/// same assumptions and notes, the same instances kept for later uses in the run.
///
/// A body is taken only when each of these holds, else built again:
/// 1. the same instance (type, call site, spelled arguments) with the same property values
///    (``Key``: a closure's values are those of the scopes it captures; views or a layout held by
///    a property make the instance's body not kept);
/// 2. the same translator state (``State``);
/// 3. each decision it read gives the same outcome now (an outcome taken before the body in this
///    run, or the plan's for a value new to the run);
/// 4. each instance its building looked up among those kept in the run is kept now as it was
///    then (the same building of it, ``Translator/BuiltInstance/provenance``), or not kept if it
///    was not.
/// A body whose building took views from an earlier run (``Translator/reusingEarlierRuns(_:_:)``),
/// or inside which a layer dropped what its content noted, is not kept: the run's state was set
/// there rather than built; nor one inside which a limit stopped the building (recursion, nesting,
/// the view budget, the time limit), even if the error was caught: it would read the state around it.
///
/// A memo may also be shared by the evaluations of one project run one after the other on one
/// thread (``InstanceBodyPool``): a nested view evaluated as its own finding builds the same
/// bodies as the views that place it. What a body reads of the instances being built around it
/// is then part of what must hold, not the whole stack (``Body/outerCounts``), and how deep it
/// nests is checked against the nesting limit where it is taken (``Body/reach``).
final class InstanceMemo: @unchecked Sendable {
    /// An instance's identity and property values, spelled exactly: syntax nodes and colours are
    /// held by identity in side lists and named by their position in the text. Types are named
    /// by their declaration's syntax, the same in every platform's index of the same files.
    struct Key: Hashable {
        var type: SyntaxIdentifier
        var site: SyntaxIdentifier
        var text: String
        var syntax: [SyntaxIdentifier]
        var colors: [Color]
    }

    /// The translator's state a body's building reads, besides the decisions and kept instances.
    struct State: Equatable {
        var valueAssumed: Bool
        var textAssumed: Bool
        var stoppedAtRecursion: Bool
        var readsGeometry: Bool
        var inPlainBody: Bool
        var delegationDepth: Int
        var unexploredDepth: Int
        var functionStack: [SyntaxIdentifier]
        var applications: [SyntaxIdentifier]
        var container: Size?
        var dynamicTypeEnvironment: LayoutEnvironment
    }

    /// Something a body's building did to the run besides deciding, in order.
    enum Event {
        /// It looked up an instance kept in the run, found with this provenance or not found.
        case lookup(key: String, provenance: Int?)
        /// It kept an instance for later uses in the run.
        case keep(key: String, instance: Translator.BuiltInstance)
        /// It made an assumption (kept once), with its note.
        case assume(Assumption, Diagnostic)
        /// It noted something.
        case note(Diagnostic)
        /// It checked how often a type is among the instances being built (recursion).
        case recursionCheck(String)
    }

    /// One building of a body, and all it did.
    struct Body {
        let state: State
        let reads: [Exploration.Read]
        let events: [Event]
        let node: ViewNode
        let provenance: Int
        /// Views counted and view expressions entered.
        let views: Int
        let ordinals: Int
        /// The state after it.
        let after: State
        /// For each type its building checked for recursion (``Event/recursionCheck(_:)``), how
        /// often it was among the instances being built around the body, counted up to 2 (the
        /// check's bound): the body reads nothing else of that stack.
        let outerCounts: [String: Int]
        /// How many levels of nesting its building went below the level it started at: taken
        /// only where that stays within ``Translator/maximumDepth``.
        let reach: Int
        /// The platform it was built for, and those on which it builds the same: its building
        /// narrowed the platforms from all those the sources are built for to these
        /// (`Translator+Platforms`), so a run takes them with it.
        let platform: String
        let alike: Set<String>
        /// Whether it read the platform only where ``ViewNode/adapted(to:)`` adapts what it read:
        /// then, on another platform of ``alike``, it is its node adapted to that platform.
        let crossesPlatforms: Bool

        /// This building as the same on `platform`, one of ``alike``: the views it made and kept
        /// adapted to it.
        func adapted(to platform: String) -> Body {
            guard let target = Platform(named: platform) else { return self }
            let events = events.map { event -> Event in
                guard case .keep(let key, var instance) = event else { return event }
                instance.node = instance.node.adapted(to: target)
                return .keep(key: key, instance: instance)
            }
            return Body(
                state: state, reads: reads, events: events, node: node.adapted(to: target), provenance: provenance, views: views,
                ordinals: ordinals, after: after, outerCounts: outerCounts, reach: reach, platform: platform, alike: alike, crossesPlatforms: true)
        }
    }

    /// Buildings kept per key, the latest last; at most ``maximumBodies`` each.
    var bodies: [Key: [Body]] = [:]
    static let maximumBodies = 64
    /// Buildings kept in all; past ``maximumTotal`` the memo starts again empty (a memo shared
    /// by a large module's evaluations would otherwise hold every tree they built).
    private var total = 0
    static let maximumTotal = 100_000
    /// Bodies taken rather than built so far (for the tests).
    var bodiesTaken = 0
    /// The provenance of the next instance built.
    var nextProvenance = 0

    /// Spells `values` into `key`'s text; false when one of them cannot be spelled exactly.
    struct Spelling {
        var key: Key
        private var scopes: [ObjectIdentifier: Int] = [:]
        static let maximumLength = 16_384

        init(type: SyntaxIdentifier, site: SyntaxIdentifier) {
            key = Key(type: type, site: site, text: "", syntax: [], colors: [])
        }

        mutating func syntax(_ id: SyntaxIdentifier) {
            key.text += "#\(key.syntax.count)"
            key.syntax.append(id)
        }

        mutating func string(_ s: String) {
            key.text += "\(s.utf8.count):"
            key.text += s
        }

        mutating func optional(_ s: String?) {
            if let s { string(s) } else { key.text += "~" }
        }

        /// A scope and the scopes around it, each once (a closure may be held by the scope it
        /// captures).
        mutating func scope(_ scope: Scope) -> Bool {
            var next: Scope? = scope
            while let s = next {
                if let seen = scopes[ObjectIdentifier(s)] {
                    key.text += "^\(seen)"
                    return true
                }
                scopes[ObjectIdentifier(s)] = scopes.count
                key.text += "{"
                if let instance = s.instance {
                    string(instance.name)
                    key.text += "@"
                    syntax(instance.type.decl.id)
                }
                for name in s.localizedKeys.sorted() { key.text += "L"; string(name) }
                for (name, value) in s.values.sorted(by: { $0.key < $1.key }) {
                    string(name)
                    guard self.value(value) else { return false }
                }
                key.text += "}"
                guard key.text.utf8.count <= Self.maximumLength else { return false }
                next = s.parent
            }
            key.text += "."
            return true
        }

        mutating func value(_ value: Value) -> Bool {
            switch value {
            case .number(let n): key.text += "n\(n.bitPattern)"
            case .bool(let b): key.text += b ? "T" : "F"
            case .string(let s): key.text += "s"; string(s)
            case .null: key.text += "0"
            case .member(let type, let name): key.text += "m"; optional(type); string(name)
            case .memberCall(let type, let name, let arguments):
                key.text += "c"; optional(type); string(name)
                return fields(arguments)
            case .record(let type, let fields):
                key.text += "r"; string(type)
                return self.fields(fields)
            case .enumCase(let type, let name, let raw): key.text += "e"; string(type); string(name); optional(raw)
            case .color(let color):
                key.text += "k\(key.colors.count)"
                key.colors.append(color)
            case .array(let values):
                key.text += "a\(values.count)["
                for v in values { guard self.value(v) else { return false } }
                key.text += "]"
            case .range(let lower, let upper, let closed): key.text += "g\(lower.bitPattern),\(upper.bitPattern),\(closed)"
            case .typeName(let t): key.text += "t"; string(t)
            case .closure(let closure, let captured):
                key.text += "f"
                syntax(closure.id)
                return scope(captured)
            case .symbolic(let s):
                key.text += "y"; string(s.name); optional(s.type); optional(s.placeholder)
                if let operands = s.operands {
                    // A Bool not decided yet decides its operands as they are.
                    key.text += "o\(operands.unexploredDepth)"; string(operands.op)
                    guard self.value(.symbolic(operands.lhs)), self.value(.symbolic(operands.rhs)) else { return false }
                }
                if let initial = s.initial {
                    key.text += "i"
                    return self.value(initial)
                }
                key.text += "~"
            case .views, .layout:
                return false
            }
            return true
        }

        private mutating func fields(_ fields: [(label: String?, value: Value)]) -> Bool {
            key.text += "(\(fields.count)"
            for field in fields {
                optional(field.label)
                guard value(field.value) else { return false }
            }
            key.text += ")"
            return true
        }
    }
}

extension Translator {
    /// An instance kept for later uses in a run (``builtInstances``): its node, the views it
    /// counts, and which building made it (a body taken from ``InstanceMemo`` keeps the
    /// provenance it was built with).
    struct BuiltInstance {
        var node: ViewNode
        var views: Int
        var provenance: Int
    }

    /// The key of an instance's body in ``InstanceMemo``: its type, call site, spelled arguments
    /// and the values of its scope; nil when one cannot be spelled exactly, or when readers are
    /// given proxies (each use of a reader takes the next one).
    func instanceMemoKey(_ decl: TypeInfo, name: String, site: some SyntaxProtocol, arguments: [Argument], scope: Scope) -> InstanceMemo.Key? {
        guard options.geometry.isEmpty else { return nil }
        var spelling = InstanceMemo.Spelling(type: decl.decl.id, site: site.id)
        spelling.string(name)
        for argument in arguments {
            spelling.optional(argument.label)
            spelling.string(argument.value)
        }
        guard spelling.scope(scope) else { return nil }
        return spelling.key
    }

    var instanceMemoState: InstanceMemo.State {
        InstanceMemo.State(
            valueAssumed: valueAssumed, textAssumed: textAssumed, stoppedAtRecursion: stoppedAtRecursion,
            readsGeometry: readsGeometry, inPlainBody: inPlainBody, delegationDepth: delegationDepth,
            unexploredDepth: exploration.unexploredDepth, functionStack: functionStack,
            applications: applications.flatMap { [$0.function, $0.call] },
            container: container, dynamicTypeEnvironment: dynamicTypeEnvironment)
    }

    /// The body `build` builds for the instance `key` names, taken from an earlier building when
    /// the memo's conditions hold (``InstanceMemo``), else built and kept; with its provenance.
    func instanceBody(_ key: InstanceMemo.Key?, _ build: () throws -> ViewNode) throws -> (node: ViewNode, provenance: Int) {
        guard let key, memo.reusesViews else {
            let node = try build()
            return (node, memo.instances.newProvenance())
        }
        // 1.–4.
        let state = instanceMemoState
        if let taken = takeInstanceBody(key, in: state) { return taken }
        // Built, with what it does recorded.
        let start = (events: memoEvents.count, reads: exploration.reads.count, taints: memoTaints, views: viewCount, ordinals: nextViewOrdinal,
                     stops: limitStops, deepest: deepestDepth, platformReads: platformReads, alike: alikePlatforms)
        openRecordings += 1
        exploration.recordsReads = true
        deepestDepth = depth
        // The platforms its own reads keep, from all of them (what the run had kept before is
        // put back below).
        alikePlatforms = Set(model.conditions.builtFor)
        defer {
            alikePlatforms.formIntersection(start.alike)
            deepestDepth = max(deepestDepth, start.deepest)
            openRecordings -= 1
            if openRecordings == 0 {
                exploration.recordsReads = false
                exploration.forgetReads()
                memoEvents.removeAll(keepingCapacity: true)
            }
        }
        let node = try build()
        let provenance = memo.instances.newProvenance()
        if memoTaints == start.taints && limitStops == start.stops {
            let events = Array(memoEvents[start.events...])
            memo.instances.keep(InstanceMemo.Body(
                state: state, reads: Array(exploration.reads[start.reads...]), events: events,
                node: node, provenance: provenance, views: viewCount - start.views, ordinals: nextViewOrdinal - start.ordinals,
                after: instanceMemoState, outerCounts: outerCounts(checkedBy: events), reach: deepestDepth - depth,
                platform: model.conditions.platform, alike: alikePlatforms, crossesPlatforms: platformReads == start.platformReads), for: key)
        }
        return (node, provenance)
    }

    /// A body kept for `key` that this run may take in `state`, with its effects done.
    private func takeInstanceBody(_ key: InstanceMemo.Key, in state: InstanceMemo.State) -> (node: ViewNode, provenance: Int)? {
        guard let bodies = memo.instances.bodies[key] else { return nil }
        let platform = model.conditions.platform
        for kept in bodies.reversed() where kept.state == state && viewCount + kept.views <= Self.maximumViews
            && depth + kept.reach <= Self.maximumDepth && outerCounts(of: kept.outerCounts.keys) == kept.outerCounts
            && (kept.platform == platform || kept.crossesPlatforms && kept.alike.contains(platform)) {
            // 4. The instances it looked up, kept as they were.
            var keptNow: [String: Int] = [:]
            var same = true
            for event in kept.events {
                switch event {
                case .lookup(let key, let provenance):
                    same = (keptNow[key] ?? builtInstances[key]?.provenance) == provenance
                case .keep(let key, let instance):
                    keptNow[key] = instance.provenance
                case .assume, .note, .recursionCheck:
                    break
                }
                if !same { break }
            }
            guard same else { continue }
            // 3. The decisions it read, taken again (undone when one comes out otherwise).
            let before = exploration.taken
            let unexplored = exploration.unexploredDepth
            let recording = exploration.recordsReads
            exploration.recordsReads = false
            for read in kept.reads {
                exploration.unexploredDepth = read.unexploredDepth
                guard exploration.choose(read.key, read.outcomes) == read.chosen else {
                    same = false
                    break
                }
            }
            exploration.unexploredDepth = unexplored
            exploration.recordsReads = recording
            guard same else {
                exploration.taken = before
                continue
            }
            // 5. Built for another platform on which it builds the same: adapted to this one.
            let body = kept.platform == platform ? kept : kept.adapted(to: platform)
            // Its effects, as its building had them.
            if recording { exploration.recordAgain(body.reads) }
            for event in body.events {
                switch event {
                case .keep(let key, let instance): builtInstances[key] = instance
                case .assume(let assumption, let note):
                    if !assumptions.contains(assumption) {
                        assumptions.append(assumption)
                        notes.append(note)
                    }
                case .note(let note): notes.append(note)
                case .lookup, .recursionCheck: break
                }
            }
            if openRecordings > 0 { memoEvents += body.events }
            viewCount += body.views
            nextViewOrdinal += body.ordinals
            deepestDepth = max(deepestDepth, depth + body.reach)
            valueAssumed = body.after.valueAssumed
            textAssumed = body.after.textAssumed
            stoppedAtRecursion = body.after.stoppedAtRecursion
            readsGeometry = body.after.readsGeometry
            alikePlatforms.formIntersection(body.alike)
            container = body.after.container
            if !body.crossesPlatforms { platformReads += 1 }
            if body.platform != kept.platform { memo.instances.keep(body, for: key) }
            memo.instances.bodiesTaken += 1
            return (body.node, body.provenance)
        }
        return nil
    }

    /// How often each type `events` checked for recursion is among the instances being built
    /// now, up to 2 (``InstanceMemo/Body/outerCounts``).
    private func outerCounts(checkedBy events: [InstanceMemo.Event]) -> [String: Int] {
        var types: Set<String> = []
        for case .recursionCheck(let type) in events { types.insert(type) }
        return outerCounts(of: types)
    }

    private func outerCounts(of types: some Sequence<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for type in types { counts[type] = 0 }
        guard !counts.isEmpty else { return counts }
        for type in instanceStack where (counts[type] ?? 2) < 2 { counts[type]! += 1 }
        return counts
    }

    /// Records `event` for the bodies being built.
    func recordForInstanceMemo(_ event: @autoclosure () -> InstanceMemo.Event) {
        if openRecordings > 0 { memoEvents.append(event()) }
    }

    /// The run's state was set rather than built (views taken from an earlier run, a layer's
    /// notes dropped): the bodies being built are not kept.
    func taintInstanceMemo() {
        memoTaints += 1
    }

    /// `notes.append(note)`, recorded for the bodies being built.
    func appendNote(_ note: Diagnostic) {
        notes.append(note)
        recordForInstanceMemo(.note(note))
    }
}

extension InstanceMemo {
    func newProvenance() -> Int {
        nextProvenance += 1
        return nextProvenance
    }

    func keep(_ body: Body, for key: Key) {
        if total >= Self.maximumTotal {
            bodies = [:]
            total = 0
        }
        var kept = bodies[key] ?? []
        if kept.count >= Self.maximumBodies { kept.removeFirst() } else { total += 1 }
        kept.append(body)
        bodies[key] = kept
    }
}

