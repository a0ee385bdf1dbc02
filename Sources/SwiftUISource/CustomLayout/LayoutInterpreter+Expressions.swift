import LayoutCore

/// Expressions: values, operators, calls dispatched to the members, functions and subviews
/// files, and the conversions the code's typed parameters need.
extension LayoutInterpreter {
    /// The value of `e` in `frame`.
    func evaluate(_ e: LExpr, _ frame: Frame) throws -> RunValue {
        switch e {
        case .literal(let value): return value
        case .local(let name):
            guard let value = frame.lookup(name) else { throw LayoutFault("'\(name)' has no value here", at: nil) }
            return value
        case .selfValue: return frame.lookup("self") ?? RunValue.null
        case .property(let name, let site): return try member(name, of: frame.lookup("self") ?? RunValue.null, site)
        case .member(let base, let name, let nilPropagates, let site):
            let value = try evaluate(base, frame)
            if nilPropagates, value.isNull { return RunValue.null }
            return try member(name, of: value, site)
        case .staticMember(let type, let name, let site): return try staticMember(type, name, site)
        case .call(let name, let args, let site): return try callNamed(name, args, frame, site)
        case .selfCall(let key, let args, let site): return try selfCall(key, args, frame, site)
        case .mutatingCall(let place, let name, let args, let site): return try mutatingCall(place, name, args, frame, site)
        case .methodCall(let base, let name, let args, let nilPropagates, let site):
            let value = try evaluate(base, frame)
            if nilPropagates, value.isNull { return RunValue.null }
            return try method(name, of: value, args, frame, site)
        case .staticCall(let type, let name, let args, let site):
            if let type, let f = method(name, of: type, labels: args.map(\.label)) { return try invoke(f, on: .type(type), args, frame, site).result }
            return try staticCall(type, name, try values(args, frame), site)
        case .callValue(let callee, let args, let site):
            guard case .function(let f) = try evaluate(callee, frame) else { throw LayoutFault("this is not a function", at: site) }
            return try call(f, try values(args, frame).map(\.value), site)
        case .subscripted(let base, let args, let site): return try subscripted(try evaluate(base, frame), try values(args, frame), site)
        default: return try evaluateOperator(e, frame)
        }
    }

    /// The operators, groupings and function values of `evaluate`.
    private func evaluateOperator(_ e: LExpr, _ frame: Frame) throws -> RunValue {
        switch e {
        case .binary(let op, let l, let r, let site): return try binary(op, try evaluate(l, frame), try evaluate(r, frame), site)
        case .logical(let isAnd, let l, let r, let site):
            let left = try truth(try evaluate(l, frame), site)
            if left != isAnd { return .bool(left) }
            return .bool(try truth(try evaluate(r, frame), site))
        case .prefix(let op, let operand, let site): return try prefix(op, try evaluate(operand, frame), site)
        case .ternary(let c, let a, let b, let site): return try evaluate(try truth(try evaluate(c, frame), site) ? a : b, frame)
        case .coalesce(let a, let b):
            let value = try evaluate(a, frame)
            return value.isNull ? try evaluate(b, frame) : value
        case .unwrap(let x, let site):
            let value = try evaluate(x, frame)
            if value.isNull { throw LayoutFault("found nil while unwrapping", at: site) }
            return value
        case .tuple(let parts, let labels): return .tuple(try parts.map { try evaluate($0, frame) }, labels: labels)
        case .wildcard: return Self.wildcard
        case .array(let parts): return .array(try parts.map { try evaluate($0, frame) })
        case .closure(let closure): return .function(.closure(closure, frame))
        case .function(let name): return .function(.named(name))
        case .keyPath(let names): return .function(.keyPath(names))
        case .typeRef(let name): return .type(name)
        case .inoutArgument(let place): return try read(place, frame, program.site)
        case .converted(let x, let type): return try evaluate(x, frame).converted(to: type)
        case .statements(let statements, let site):
            switch try run(statements, in: Frame(parent: frame)) {
            case .yielded(let value), .returned(let value): return value
            default: throw LayoutFault("this `if` or `switch` gives no value", at: site)
            }
        default: throw LayoutFault("this expression is not evaluated", at: nil)
        }
    }

    /// The arguments of a call, evaluated (an `inout` one is read).
    func values(_ args: [LArg], _ frame: Frame) throws -> [(label: String?, value: RunValue)] {
        try args.map { (label: $0.label, value: try evaluate($0.value, frame)) }
    }

    /// `helper(…)`: a method of `self`.
    private func selfCall(_ key: String, _ args: [LArg], _ frame: Frame, _ site: Site) throws -> RunValue {
        let selfValue = frame.lookup("self") ?? RunValue.null
        guard let f = function(key, for: selfValue, labels: args.map(\.label)) else { throw LayoutFault("no method \(key) here", at: site) }
        return try invoke(f, on: selfValue, args, frame, site).result
    }

    // MARK: Operators

    /// `+ - * / %` on Ints (truncating, overflow a fault) and numbers, comparisons, `==`,
    /// ranges, and `+` on arrays and strings.
    func binary(_ op: String, _ l: RunValue, _ r: RunValue, _ site: Site?) throws -> RunValue {
        switch op {
        case "==": return .bool(equal(l, r))
        case "!=": return .bool(!equal(l, r))
        case "..<", "...":
            guard case .int(let lower) = l, case .int(let upper) = r else { break }
            guard lower <= upper else { throw LayoutFault("the range \(lower)\(op)\(upper) has its bounds reversed", at: site) }
            guard op == "..<" || upper < Int.max else { throw LayoutFault("the range \(lower)...\(upper) is too long", at: site) }
            return .range(lower: lower, upper: upper, closed: op == "...")
        default:
            break
        }
        switch (l, r) {
        case (.int(let a), .int(let b)): return try integer(op, a, b, site)
        case (.array(let a), .array(let b)) where op == "+": return .array(a + b)
        case (.string(let a), .string(let b)) where op == "+": return .string(a + b)
        default:
            guard let a = l.double, let b = r.double else { break }
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "%": return .number(a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        throw LayoutFault("cannot apply `\(op)` to \(l.text) and \(r.text)", at: site)
    }

    /// Int arithmetic as Swift does it: truncating division, overflow and division by zero
    /// faults (Swift traps).
    private func integer(_ op: String, _ a: Int, _ b: Int, _ site: Site?) throws -> RunValue {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> RunValue {
            if result.overflow { throw LayoutFault("arithmetic overflow in \(a) \(op) \(b)", at: site) }
            return .int(result.partialValue)
        }
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/", "%":
            guard b != 0 else { throw LayoutFault("division by zero", at: site) }
            return try checked(op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: throw LayoutFault("cannot apply `\(op)` to \(a) and \(b)", at: site)
        }
    }

    /// `!b`, `-x`, `+x`.
    private func prefix(_ op: String, _ value: RunValue, _ site: Site) throws -> RunValue {
        switch (op, value) {
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .int(let i)):
            let (negated, overflow) = 0.subtractingReportingOverflow(i)
            if overflow { throw LayoutFault("arithmetic overflow in -(\(i))", at: site) }
            return .int(negated)
        case ("+", .int), ("+", .number): return value
        case ("-", _):
            if let n = value.double { return .number(-n) }
        default: break
        }
        throw LayoutFault("cannot apply `\(op)` to \(value.text)", at: site)
    }

    /// Swift's `==` on the values the interpreter has; `.zero` equals a zero size, point or rect.
    func equal(_ l: RunValue, _ r: RunValue) -> Bool {
        switch (l, r) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.member(_, let a), .member(_, let b)): return a == b
        case (.customGuide(let a), .customGuide(let b)): return a == b
        case (.customGuide(let a), .member(_, let b)), (.member(_, let b), .customGuide(let a)): return a.customName == b
        case (.size(let a), .size(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.proposal(let a), .proposal(let b)): return a == b
        case (.angle(let a), .angle(let b)): return a == b
        case (.unitPoint(let ax, let ay), .unitPoint(let bx, let by)): return ax == bx && ay == by
        case (.subview(let a), .subview(let b)): return a == b
        case (.array(let a), .array(let b)), (.tuple(let a, _), .tuple(let b, _)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.instance(let ta, let fa), .instance(let tb, let fb)):
            return ta == tb && fa.keys == fb.keys && fa.allSatisfy { key, value in fb[key].map { equal(value, $0) } ?? false }
        case (.member(_, "zero"), let other), (let other, .member(_, "zero")):
            return isZero(other)
        default:
            if let a = l.double, let b = r.double { return a == b }
            return false
        }
    }

    /// Whether a value is its kind's `.zero` (a number, size, point, rect or proposal).
    private func isZero(_ value: RunValue) -> Bool {
        switch value {
        case .size(let s): return s == .zero
        case .point(let p): return p == .zero
        case .rect(let r): return r.origin == .zero && r.size == .zero
        case .proposal(let p): return p == .zero
        case .angle(let a): return a == 0
        default: return value.double == 0
        }
    }

    /// The larger (or smaller) of numbers, Ints or comparable values.
    func extreme(_ isMax: Bool, _ values: [RunValue], _ site: Site?) throws -> RunValue {
        guard var best = values.first else { throw LayoutFault("\(isMax ? "max" : "min") of nothing", at: site) }
        for value in values.dropFirst() {
            let greater = try truth(try binary(">", value, best, site), site)
            if greater == isMax && !equal(value, best) { best = value }
        }
        if values.contains(where: { if case .number = $0 { return true } else { return false } }), let n = best.double { return .number(n) }
        return best
    }

    // MARK: Conversions for typed parameters

    /// A number (an Int widened); anything else is a fault.
    func number(_ value: RunValue, _ site: Site?) throws -> Double {
        guard let n = value.double else { throw LayoutFault("\(value.text) is not a number", at: site) }
        return n
    }

    /// A number or nil (a proposal's component).
    func optionalNumber(_ value: RunValue, _ site: Site?) throws -> Double? {
        value.isNull ? nil : try number(value, site)
    }

    /// An Int; anything else is a fault.
    func integer(_ value: RunValue, _ site: Site?) throws -> Int {
        guard case .int(let i) = value else { throw LayoutFault("\(value.text) is not an Int", at: site) }
        return i
    }

    /// A CGSize (`.zero` too); anything else is a fault.
    func size(_ value: RunValue, _ site: Site?) throws -> Size {
        switch value.converted(to: .size) {
        case .size(let s): return s
        default: throw LayoutFault("\(value.text) is not a CGSize", at: site)
        }
    }

    /// A CGPoint (`.zero` too); anything else is a fault.
    func point(_ value: RunValue, _ site: Site?) throws -> Point {
        switch value.converted(to: .point) {
        case .point(let p): return p
        default: throw LayoutFault("\(value.text) is not a CGPoint", at: site)
        }
    }

    /// A ProposedViewSize (`.zero`, `.infinity`, `.unspecified`, a size); anything else is a fault.
    func proposal(_ value: RunValue, _ site: Site?) throws -> ProposedViewSize {
        switch value.converted(to: .proposal) {
        case .proposal(let p): return p
        default: throw LayoutFault("\(value.text) is not a ProposedViewSize", at: site)
        }
    }

    /// A UnitPoint (`.center`, `.topLeading`, …); anything else is a fault.
    func unitPoint(_ value: RunValue, _ site: Site?) throws -> (x: Double, y: Double) {
        switch value.converted(to: .unitPoint) {
        case .unitPoint(let x, let y): return (x, y)
        default: throw LayoutFault("\(value.text) is not a UnitPoint", at: site)
        }
    }
}
