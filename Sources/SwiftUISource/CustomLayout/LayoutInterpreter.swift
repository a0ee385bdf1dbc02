import LayoutCore

/// Runs a compiled custom layout (``LayoutProgram``) with concrete numbers: the statements of
/// its functions, its expressions (`LayoutInterpreter+Expressions.swift`), the members and
/// methods of values (`+Members`, `+Collections`, `+Functions`) and its subviews (`+Subviews`).
///
/// One interpreter answers one question of the engine (a size, a placement, spacing, a guide),
/// within a budget of ``maximumSteps`` statements and loop iterations: a loop that does not end
/// is a ``LayoutFault``, never a hang. Faults are errors of the interpreter only; the layout
/// that runs it turns them into a warning and the protocol's default answer.
final class LayoutInterpreter {
    let program: LayoutProgram
    /// The node's subviews; nil when a static property is run at translation time.
    let subviews: LayoutSubviews?
    /// Statements and loop iterations run so far in this question.
    private(set) var steps = 0
    /// Statements and iterations one question may run: a flow layout of 1,000 subviews runs
    /// about 20,000; beyond this, the layout is taken not to end.
    static let maximumSteps = 200_000
    private var depth = 0
    /// Nested calls of the layout's own functions beyond this are a fault (runaway recursion).
    static let maximumDepth = 64
    /// The value of `_` in a case pattern (``LExpr/wildcard``), which matches any value: a
    /// member of a type no Swift code can name.
    static let wildcardType = "_ (any value)"
    static let wildcard = RunValue.member(type: wildcardType, name: "_")
    /// Where `place(at:anchor:proposal:)` put each subview, by index (the last call wins).
    var placements: [Int: (origin: Point, proposal: ProposedViewSize)] = [:]
    /// Static properties computed so far (a `static let` is computed once).
    var statics: [String: RunValue] = [:]
    /// The loops and functions running, innermost last: where a budget runs out.
    var sites: [Site] = []

    init(program: LayoutProgram, subviews: LayoutSubviews?) {
        self.program = program
        self.subviews = subviews
    }

    /// How a statement ends: it goes on, or it leaves its loop, function or expression.
    enum Flow {
        case normal
        case breakLoop(String?)
        case continueLoop(String?)
        case returned(RunValue)
        case yielded(RunValue)
    }

    /// Counts one step; beyond the budget, a fault at `site` (or at the innermost loop or
    /// function running).
    func tick(_ site: Site?) throws {
        steps += 1
        if steps > Self.maximumSteps {
            throw LayoutFault("stopped after \(Self.maximumSteps) steps (statements and loop iterations): a loop that does not end?", at: site ?? sites.last)
        }
    }

    /// Runs `body` with `site` as the innermost loop or function.
    func within<T>(_ site: Site, _ body: () throws -> T) rethrows -> T {
        sites.append(site)
        defer { sites.removeLast() }
        return try body()
    }

    // MARK: Functions

    /// Runs `f` with `self` and parameter values in order; returns its result (converted to its
    /// declared type) and the frame it ran in (for `inout` parameters and a mutated `self`).
    func execute(_ f: FunctionProgram, self selfValue: RunValue, values: [RunValue]) throws -> (result: RunValue, frame: Frame) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw LayoutFault("\(f.name) calls itself more than \(Self.maximumDepth) levels deep", at: f.site)
        }
        let frame = Frame(parent: nil)
        frame.declare("self", selfValue)
        for (parameter, value) in zip(f.parameters, values) {
            frame.declare(parameter.name, value.converted(to: parameter.type), type: parameter.type)
        }
        switch try within(f.site, { try run(f.body, in: frame) }) {
        case .returned(let value), .yielded(let value): return (value.converted(to: f.returns), frame)
        default: return (RunValue.null, frame)
        }
    }

    /// Calls `f` of `selfValue` with the call's arguments, evaluated in `caller`: binds them to
    /// the parameters (defaults for the missing ones) and writes `inout` ones back.
    func invoke(_ f: FunctionProgram, on selfValue: RunValue, _ args: [LArg], _ caller: Frame, _ site: Site) throws -> (result: RunValue, self: RunValue) {
        var values: [RunValue] = []
        var targets: [(name: String, place: LValue)] = []
        var remaining = args
        let defaults = Frame(parent: nil)
        defaults.declare("self", selfValue)
        for parameter in f.parameters {
            if let i = remaining.firstIndex(where: { ($0.label ?? "_") == parameter.label }) ?? Self.trailingClosure(remaining, for: parameter) {
                let arg = remaining.remove(at: i)
                if case .inoutArgument(let place) = arg.value {
                    values.append(try read(place, caller, site))
                    targets.append((parameter.name, place))
                } else {
                    values.append(try evaluate(arg.value, caller))
                }
            } else if let d = parameter.defaultValue {
                values.append(try evaluate(d, defaults))
            } else {
                throw LayoutFault("\(f.name) is called without its argument '\(parameter.label)'", at: site)
            }
        }
        let (result, frame) = try execute(f, self: selfValue, values: values)
        for target in targets { try write(target.place, frame.lookup(target.name) ?? RunValue.null, caller, site) }
        return (result, frame.lookup("self") ?? selfValue)
    }

    /// A trailing closure (an unlabeled last closure) given for a labeled closure parameter.
    private static func trailingClosure(_ args: [LArg], for parameter: ParameterProgram) -> Int? {
        guard let last = args.last, last.label == nil, case .closure = last.value, parameter.label != "_" else { return nil }
        return args.count - 1
    }

    /// A method of the input struct `type`, by key (`row(at:)`) or by name and labels.
    func method(_ nameOrKey: String, of type: String, labels: [String?]) -> FunctionProgram? {
        let name = String(nameOrKey.prefix { $0 != "(" })
        guard let candidates = program.types[type]?.methods[name] else { return nil }
        if nameOrKey.contains("(") { return candidates.first { $0.key == nameOrKey } }
        return candidates.first { Self.takes($0, labels: labels) } ?? candidates.first
    }

    /// Whether `f`'s parameters take a call with these argument labels (nil for none): each
    /// label a parameter's, and every parameter without a default given.
    static func takes(_ f: FunctionProgram, labels: [String?]) -> Bool {
        var remaining = labels.map { $0 ?? "_" }
        for p in f.parameters {
            if let i = remaining.firstIndex(of: p.label) { remaining.remove(at: i) } else if p.defaultValue == nil { return false }
        }
        return remaining.isEmpty
    }

    /// A method (by key or by name and labels) the input's extensions add to the kind of
    /// `value`, or, for an instance of an input struct, one of its own.
    func function(_ nameOrKey: String, for value: RunValue, labels: [String?]) -> FunctionProgram? {
        if case .instance(let type, _) = value { return method(nameOrKey, of: type, labels: labels) }
        if case .type(let type) = value { return method(nameOrKey, of: type, labels: labels) }
        if let type = enumProgram(of: value) { return method(nameOrKey, of: type.name, labels: labels) }
        guard let kind = value.kind else { return nil }
        for type in program.types.values.sorted(by: { $0.name < $1.name }) where type.extendedKind == kind {
            if let f = method(nameOrKey, of: type.name, labels: labels) { return f }
        }
        return nil
    }

    /// The input enum a case value belongs to: its written type's, else the one enum with a case
    /// of that name (`.stacked` written without its type).
    func enumProgram(of value: RunValue) -> TypeProgram? {
        guard case .member(let type, let name) = value else { return nil }
        if let type, let program = program.types[type], !program.cases.isEmpty { return program }
        return program.types.values.sorted { $0.name < $1.name }.first { $0.cases.contains { $0.name == name } }
    }

    /// A computed property the input's extensions add to the kind of `value`.
    func extensionProperty(_ name: String, of value: RunValue) -> FunctionProgram? {
        guard let kind = value.kind else { return nil }
        return program.types.values.sorted(by: { $0.name < $1.name }).lazy.compactMap { $0.extendedKind == kind ? $0.computed[name] : nil }.first
    }

    /// Calls a function value (a closure, an operator, `max`, a key path) with `args`.
    func call(_ function: RunFunction, _ args: [RunValue], _ site: Site) throws -> RunValue {
        try tick(site)
        switch function {
        case .closure(let closure, let captured):
            let frame = Frame(parent: captured)
            var values = args
            if closure.parameters.count > 1, args.count == 1, case .tuple(let parts, _) = args[0], parts.count == closure.parameters.count {
                values = parts  // `{ (offset, subview) in … }` over `enumerated()`
            }
            if closure.parameters.isEmpty {
                for (i, value) in values.enumerated() { frame.declare("$\(i)", value) }
            } else {
                for (i, (name, value)) in zip(closure.parameters, values).enumerated() where name != "_" {
                    let type = i < closure.parameterTypes.count ? closure.parameterTypes[i] : .unknown
                    frame.declare(name, value.converted(to: type), type: type)
                }
            }
            switch try run(closure.body, in: frame) {
            case .returned(let value), .yielded(let value): return value.converted(to: closure.returns)
            default: return RunValue.null
            }
        case .named(let name):
            guard args.count == 2 else { throw LayoutFault("`\(name)` is given \(args.count) arguments", at: site) }
            if name == "max" || name == "min" { return try extreme(name == "max", args, site) }
            return try binary(name, args[0], args[1], site)
        case .keyPath(let names):
            guard var value = args.first else { return RunValue.null }
            for name in names { value = try member(name, of: value, site) }
            return value
        }
    }
}

/// A layout's code could not go on: a budget ran out, a value was not what the code needs
/// (an index out of range, `nil` unwrapped). Where it happened, and why.
struct LayoutFault: Error, Sendable, CustomStringConvertible {
    var message: String
    var site: Site?

    init(_ message: String, at site: Site?) {
        self.message = message
        self.site = site
    }

    /// `File.swift:12:8: `rows[i]`: index 3 is out of range (0..<3)`
    var description: String {
        guard let site else { return message }
        return "\(site): `\(site.text)`: \(message)"
    }
}
