/// Option sets: `contains` on a set the code spells out (`Axis.Set`, an `OptionSet` the input
/// declares, its members read by name or from their `rawValue` bits), decided rather than explored.
extension Translator {
    /// `set.contains(element)` when both are known: an option set written as one member
    /// (`.horizontal`) or an array literal of members (`[.horizontal, .vertical]`), an array of
    /// literals. A member of an `OptionSet` the input declares that is itself an array literal
    /// (`static let all: Options = [.a, .b]`) stands for its members. Nil when either side is a
    /// run-time value, so that it stays a decision to explore.
    func contains(_ element: Value, in set: Value) throws -> Bool? {
        // 1. The set's elements, members expanded.
        guard let elements = try optionElements(set), let wanted = try optionElements(element) else { return nil }
        // 2. Every element of the argument among them (an option set's `contains` of a union).
        // An option set whose members are `Options(rawValue: 1 << n)`: the union of the bits.
        let masks = elements.compactMap(Self.rawMask), wantedMasks = wanted.compactMap(Self.rawMask)
        if masks.count == elements.count, wantedMasks.count == wanted.count, !wanted.isEmpty {
            let mask = masks.reduce(0, |), wantedMask = wantedMasks.reduce(0, |)
            return mask & wantedMask == wantedMask
        }
        guard elements.allSatisfy({ Self.optionKey($0) != nil }) else { return nil }
        let keys = Set(elements.compactMap(Self.optionKey))
        let wantedKeys = wanted.compactMap(Self.optionKey)
        guard wantedKeys.count == wanted.count, !wantedKeys.isEmpty else { return nil }
        return wantedKeys.allSatisfy(keys.contains)
    }

    /// An option built as `Options(rawValue: 4)`: its bits.
    static func rawMask(_ value: Value) -> Int? {
        guard case .record(_, let fields) = value, fields.count == 1, fields[0].label == "rawValue",
              case .number(let n) = fields[0].value, isBitOperand(n) else { return nil }
        return Int(n)
    }

    /// The members or literals `value` stands for; nil when it holds a run-time value.
    private func optionElements(_ value: Value, depth: Int = 0) throws -> [Value]? {
        switch value {
        case .array(let values):
            var out: [Value] = []
            for v in values {
                guard let expanded = try optionElements(v, depth: depth) else { return nil }
                out += expanded
            }
            return out
        case .member(let type, let name):
            // A member of a declared option set: a union of others, or one option's bits.
            if depth < 4, let info = optionSetType(type, declaring: name), let member = try staticMember(name, of: info) {
                if case .array = member { return try optionElements(member, depth: depth + 1) }
                if Self.rawMask(member) != nil { return [member] }
            }
            return [value]
        case .enumCase, .number, .string, .bool:
            return [value]
        case .record where Self.rawMask(value) != nil:
            return [value]
        default:
            return nil
        }
    }

    /// The `OptionSet` the input declares (named `type`, else any) with a static member `name`.
    private func optionSetType(_ type: String?, declaring name: String) -> TypeInfo? {
        if let type { return typeInfo(named: type).flatMap { $0.binding(named: name, isStatic: true) != nil ? $0 : nil } }
        return model.optionSets.first { $0.binding(named: name, isStatic: true) != nil }
    }

    /// What identifies an element of a set: a member's or case's name, a literal's text.
    static func optionKey(_ value: Value) -> String? {
        switch value {
        case .member(_, let name), .enumCase(_, let name, _): return "." + name
        case .number(let n): return "\(n)"
        case .string(let s): return "\"" + s
        case .bool(let b): return "\(b)"
        default: return nil
        }
    }
}
