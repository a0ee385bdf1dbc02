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
/// there rather than built.
struct InstanceMemo {
    /// An instance's identity and property values, spelled exactly: syntax nodes and colours are
    /// held by identity in side lists and named by their position in the text.
    struct Key: Hashable {
        var type: ObjectIdentifier
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
        var depth: Int
        var delegationDepth: Int
        var unexploredDepth: Int
        var instanceStack: [String]
        var functionStack: [SyntaxIdentifier]
        var applications: [SyntaxIdentifier]
        var alikePlatforms: Set<String>
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
    }

    /// Buildings kept per key, the latest last; at most ``maximumBodies`` each.
    var bodies: [Key: [Body]] = [:]
    static let maximumBodies = 64
    /// Bodies taken rather than built so far (for the tests).
    var bodiesTaken = 0
    /// The provenance of the next instance built.
    var nextProvenance = 0

    /// Spells `values` into `key`'s text; false when one of them cannot be spelled exactly.
    struct Spelling {
        var key: Key
        private var scopes: [ObjectIdentifier: Int] = [:]
        static let maximumLength = 16_384

        init(type: ObjectIdentifier, site: SyntaxIdentifier) {
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
                    key.text += "@\(ObjectIdentifier(instance.type))"
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
        var spelling = InstanceMemo.Spelling(type: ObjectIdentifier(decl), site: site.id)
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
            readsGeometry: readsGeometry, inPlainBody: inPlainBody, depth: depth, delegationDepth: delegationDepth,
            unexploredDepth: exploration.unexploredDepth, instanceStack: instanceStack, functionStack: functionStack,
            applications: applications.flatMap { [$0.function, $0.call] }, alikePlatforms: alikePlatforms,
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
        let start = (events: memoEvents.count, reads: exploration.reads.count, taints: memoTaints, views: viewCount, ordinals: nextViewOrdinal)
        openRecordings += 1
        exploration.recordsReads = true
        defer {
            openRecordings -= 1
            if openRecordings == 0 {
                exploration.recordsReads = false
                exploration.forgetReads()
                memoEvents.removeAll(keepingCapacity: true)
            }
        }
        let node = try build()
        let provenance = memo.instances.newProvenance()
        if memoTaints == start.taints {
            memo.instances.keep(InstanceMemo.Body(
                state: state, reads: Array(exploration.reads[start.reads...]), events: Array(memoEvents[start.events...]),
                node: node, provenance: provenance, views: viewCount - start.views, ordinals: nextViewOrdinal - start.ordinals,
                after: instanceMemoState), for: key)
        }
        return (node, provenance)
    }

    /// A body kept for `key` that this run may take in `state`, with its effects done.
    private func takeInstanceBody(_ key: InstanceMemo.Key, in state: InstanceMemo.State) -> (node: ViewNode, provenance: Int)? {
        guard let bodies = memo.instances.bodies[key] else { return nil }
        for body in bodies.reversed() where body.state == state && viewCount + body.views <= Self.maximumViews {
            // 4. The instances it looked up, kept as they were.
            var kept: [String: Int] = [:]
            var same = true
            for event in body.events {
                switch event {
                case .lookup(let key, let provenance):
                    same = (kept[key] ?? builtInstances[key]?.provenance) == provenance
                case .keep(let key, let instance):
                    kept[key] = instance.provenance
                case .assume, .note:
                    break
                }
                if !same { break }
            }
            guard same else { continue }
            // 3. The decisions it read, taken again (undone when one comes out otherwise).
            let before = exploration.taken
            let depth = exploration.unexploredDepth
            let recording = exploration.recordsReads
            exploration.recordsReads = false
            for read in body.reads {
                exploration.unexploredDepth = read.unexploredDepth
                guard exploration.choose(read.key, read.outcomes) == read.chosen else {
                    same = false
                    break
                }
            }
            exploration.unexploredDepth = depth
            exploration.recordsReads = recording
            guard same else {
                exploration.taken = before
                continue
            }
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
                case .lookup: break
                }
            }
            if openRecordings > 0 { memoEvents += body.events }
            viewCount += body.views
            nextViewOrdinal += body.ordinals
            valueAssumed = body.after.valueAssumed
            textAssumed = body.after.textAssumed
            stoppedAtRecursion = body.after.stoppedAtRecursion
            readsGeometry = body.after.readsGeometry
            alikePlatforms = body.after.alikePlatforms
            container = body.after.container
            memo.instances.bodiesTaken += 1
            return (body.node, body.provenance)
        }
        return nil
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
    mutating func newProvenance() -> Int {
        nextProvenance += 1
        return nextProvenance
    }

    mutating func keep(_ body: Body, for key: Key) {
        var kept = bodies[key] ?? []
        if kept.count >= Self.maximumBodies { kept.removeFirst() }
        kept.append(body)
        bodies[key] = kept
    }
}

