import LayoutCore

/// Statements: declarations, assignments, conditions, loops, `switch`, and the places
/// assignments read and write.
extension LayoutInterpreter {
    /// Runs `statements` in order until one leaves (`return`, `break`, `continue`).
    func run(_ statements: [LStmt], in frame: Frame) throws -> Flow {
        for statement in statements {
            let flow = try run(statement, frame)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// One statement, counted against the budget.
    private func run(_ statement: LStmt, _ frame: Frame) throws -> Flow {
        try tick(nil)
        switch statement {
        case .declare(let pattern, let value, let type, let site):
            let v = try value.map { try evaluate($0, frame).converted(to: type) } ?? RunValue.null
            try bind(pattern, v, type: type, in: frame, site)
        case .assign(let target, let op, let value, let site):
            var new = try evaluate(value, frame)
            if let op { new = try binary(op, try read(target, frame, site), new, site) }
            try write(target, new, frame, site)
        case .evaluate(let e):
            _ = try evaluate(e, frame)
        case .conditional(let branches, let otherwise):
            return try conditional(branches, otherwise, frame)
        case .guardElse(let conditions, let otherwise, let site):
            if try holds(conditions, frame) { return .normal }
            let flow = try run(otherwise, in: Frame(parent: frame))
            if case .normal = flow { throw LayoutFault("the `else` of this guard does not leave", at: site) }
            return flow
        case .forIn(let pattern, let sequence, let filter, let body, let label, let site):
            return try within(site) { try forIn(pattern, sequence, filter, body, label, site, frame) }
        case .whileLoop(let conditions, let body, let label, let site):
            return try within(site) { try whileLoop(conditions, body, label, site, frame) }
        case .repeatWhile(let body, let condition, let label, let site):
            return try within(site) { try repeatWhile(body, condition, label, site, frame) }
        case .switchOn(let subject, let cases, let site):
            return try switchOn(subject, cases, site, frame)
        case .returnValue(let value):
            return .returned(try value.map { try evaluate($0, frame) } ?? RunValue.null)
        case .breakLoop(let label):
            return .breakLoop(label)
        case .continueLoop(let label):
            return .continueLoop(label)
        case .block(let statements):
            return try run(statements, in: Frame(parent: frame))
        case .yield(let value):
            return .yielded(try evaluate(value, frame))
        }
        return .normal
    }

    /// Binds a pattern's names in `frame`: a name, `_`, or a tuple's parts.
    func bind(_ pattern: LPattern, _ value: RunValue, type: DeclaredType, in frame: Frame, _ site: Site?) throws {
        switch pattern {
        case .name(let name):
            frame.declare(name, value, type: type)
        case .ignore:
            break
        case .tuple(let parts):
            guard case .tuple(let values, _) = value, values.count == parts.count else {
                throw LayoutFault("\(value.text) is not a tuple of \(parts.count) values", at: site)
            }
            for (part, element) in zip(parts, values) { try bind(part, element, type: .unknown, in: frame, site) }
        }
    }

    /// Whether every condition holds, binding the names of `let x = value` in `frame`.
    func holds(_ conditions: [LCondition], _ frame: Frame) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let e):
                if try !truth(try evaluate(e, frame), nil) { return false }
            case .binding(let name, let e):
                let value = try evaluate(e, frame)
                if value.isNull { return false }
                frame.declare(name, value)
            }
        }
        return true
    }

    /// A Bool's value; anything else is a fault.
    func truth(_ value: RunValue, _ site: Site?) throws -> Bool {
        guard case .bool(let b) = value else { throw LayoutFault("\(value.text) is not a Bool", at: site) }
        return b
    }

    /// `if … else if … else`: the first branch whose conditions hold, its bindings in scope.
    private func conditional(_ branches: [LBranch], _ otherwise: [LStmt]?, _ frame: Frame) throws -> Flow {
        for branch in branches {
            let scope = Frame(parent: frame)
            if try holds(branch.conditions, scope) { return try run(branch.body, in: Frame(parent: scope)) }
        }
        guard let otherwise else { return .normal }
        return try run(otherwise, in: Frame(parent: frame))
    }

    /// What a loop does after one pass: nil to go on, else the flow it ends with.
    private func leaves(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .normal: return nil
        case .continueLoop(let l) where l == nil || l == label: return nil
        case .breakLoop(let l) where l == nil || l == label: return .normal
        default: return flow
        }
    }

    /// `for pattern in sequence where filter`: each element bound in a scope of its own.
    private func forIn(_ pattern: LPattern, _ sequence: LExpr, _ filter: LExpr?, _ body: [LStmt], _ label: String?, _ site: Site, _ frame: Frame) throws -> Flow {
        var result = Flow.normal
        try forEachElement(of: try evaluate(sequence, frame), site) { element in
            try tick(site)
            let scope = Frame(parent: frame)
            try bind(pattern, element, type: .unknown, in: scope, site)
            if let filter, try !truth(try evaluate(filter, scope), site) { return true }
            if let end = leaves(try run(body, in: Frame(parent: scope)), label: label) {
                result = end
                return false
            }
            return true
        }
        return result
    }

    /// `while conditions`, each pass counted against the budget.
    private func whileLoop(_ conditions: [LCondition], _ body: [LStmt], _ label: String?, _ site: Site, _ frame: Frame) throws -> Flow {
        while true {
            try tick(site)
            let scope = Frame(parent: frame)
            guard try holds(conditions, scope) else { return .normal }
            if let end = leaves(try run(body, in: Frame(parent: scope)), label: label) { return end }
        }
    }

    /// `repeat { } while condition`, each pass counted against the budget.
    private func repeatWhile(_ body: [LStmt], _ condition: LExpr, _ label: String?, _ site: Site, _ frame: Frame) throws -> Flow {
        repeat {
            try tick(site)
            if let end = leaves(try run(body, in: Frame(parent: frame)), label: label) { return end }
        } while try truth(try evaluate(condition, frame), site)
        return .normal
    }

    /// The first case whose values match the subject (equal to one, or a range holding it), else
    /// the `default`.
    private func switchOn(_ subject: LExpr, _ cases: [LCase], _ site: Site, _ frame: Frame) throws -> Flow {
        let value = try evaluate(subject, frame)
        for c in cases where !c.isDefault {
            for candidate in c.values where try matches(value, try evaluate(candidate, frame)) {
                return try run(c.body, in: Frame(parent: frame))
            }
        }
        if let fallback = cases.first(where: \.isDefault) { return try run(fallback.body, in: Frame(parent: frame)) }
        throw LayoutFault("no case of this switch matches \(value.text)", at: site)
    }

    /// Whether a `case` value matches the subject: equal, a range holding it, `_`, or a tuple
    /// whose elements match one by one.
    private func matches(_ value: RunValue, _ pattern: RunValue) throws -> Bool {
        if case .range(let lower, let upper, let closed) = pattern, let n = value.double {
            return n >= Double(lower) && (closed ? n <= Double(upper) : n < Double(upper))
        }
        if case .member(let type, let name) = pattern, type == Self.wildcardType, name == "_" { return true }
        if case .tuple(let patterns, _) = pattern, case .tuple(let values, _) = value, patterns.count == values.count {
            return try zip(values, patterns).allSatisfy { try matches($0, $1) }
        }
        return equal(value, pattern)
    }

    // MARK: Places

    /// The value at a place.
    func read(_ place: LValue, _ frame: Frame, _ site: Site) throws -> RunValue {
        switch place {
        case .local(let name):
            guard let value = frame.lookup(name) else { throw LayoutFault("'\(name)' has no value here", at: site) }
            return value
        case .selfProperty(let name):
            return try member(name, of: try read(.local("self"), frame, site), site)
        case .member(let base, let name):
            return try member(name, of: try read(base, frame, site), site)
        case .index(let base, let index):
            return try element(of: try read(base, frame, site), at: try evaluate(index, frame), site)
        }
    }

    /// Writes `value` at a place, rebuilding the values it is part of (arrays and structs are
    /// values: `rows[i].width = w` makes a new row and a new array).
    func write(_ place: LValue, _ value: RunValue, _ frame: Frame, _ site: Site) throws {
        switch place {
        case .local(let name):
            guard frame.assign(name, value.converted(to: frame.type(of: name))) else { throw LayoutFault("'\(name)' is not a variable here", at: site) }
        case .selfProperty(let name):
            try write(.member(.local("self"), name), value, frame, site)
        case .member(let base, let name):
            try write(base, try setting(name, of: try read(base, frame, site), to: value, site), frame, site)
        case .index(let base, let indexExpr):
            let container = try read(base, frame, site)
            let index = try evaluate(indexExpr, frame)
            guard case .array(var values) = container, case .int(let i) = index else {
                throw LayoutFault("cannot assign an element of \(container.text) at \(index.text)", at: site)
            }
            guard values.indices.contains(i) else { throw LayoutFault("index \(i) is out of range (0..<\(values.count))", at: site) }
            values[i] = value
            try write(base, .array(values), frame, site)
        }
    }

    /// `value` with its field or component `name` set.
    private func setting(_ name: String, of value: RunValue, to new: RunValue, _ site: Site) throws -> RunValue {
        switch (value, name) {
        case (.instance(let type, var fields), _) where fields[name] != nil || type == "LayoutProperties":
            let declared = program.types[type]?.fields.first { $0.name == name }?.type ?? .unknown
            fields[name] = new.converted(to: declared)
            return .instance(type: type, fields: fields)
        case (.size(var s), "width"): s.width = try number(new, site); return .size(s)
        case (.size(var s), "height"): s.height = try number(new, site); return .size(s)
        case (.point(var p), "x"): p.x = try number(new, site); return .point(p)
        case (.point(var p), "y"): p.y = try number(new, site); return .point(p)
        case (.rect(var r), "origin"): r.origin = try point(new, site); return .rect(r)
        case (.rect(var r), "size"): r.size = try size(new, site); return .rect(r)
        case (.proposal(var p), "width"): p.width = try optionalNumber(new, site); return .proposal(p)
        case (.proposal(var p), "height"): p.height = try optionalNumber(new, site); return .proposal(p)
        case (.tuple(var values, let labels), _):
            guard let i = labels.firstIndex(of: name) ?? Int(name), values.indices.contains(i) else { break }
            values[i] = new
            return .tuple(values, labels: labels)
        default:
            break
        }
        throw LayoutFault("cannot set '\(name)' of \(value.text)", at: site)
    }
}
