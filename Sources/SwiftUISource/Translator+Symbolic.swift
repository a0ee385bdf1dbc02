import LayoutCore
import SwiftSyntax

/// Symbolic values: deciding the outcomes layout depends on, and the representatives that stand
/// in where layout needs a concrete value.
extension Translator {
    // MARK: Decisions (explored)

    /// Whether a symbolic Bool holds in this evaluation. `!x` decides on `x`; `a && b` and
    /// `a || b` decide on `a`, then on `b` where `a` does not settle it (``Symbol/operands``).
    func decideBool(_ s: Symbol) -> Bool {
        if let operands = s.operands {
            let depth = exploration.unexploredDepth
            exploration.unexploredDepth = operands.unexploredDepth
            defer { exploration.unexploredDepth = depth }
            return operands.op == "&&" ? decideBool(operands.lhs) && decideBool(operands.rhs)
                : decideBool(operands.lhs) || decideBool(operands.rhs)
        }
        if s.name.hasPrefix("!") {
            return !decideBool(Symbol(String(s.name.dropFirst()), type: "Bool", initial: s.initial.map(Self.negated)))
        }
        let outcomes = (s.initial.flatMap { if case .bool(false) = $0 { return true } else { return nil } } ?? false) ? ["false", "true"] : ["true", "false"]
        return outcomes[exploration.choose(s.name, outcomes)] == "true"
    }

    /// What `build` builds, the values it meets first taking the author's outcome unexplored
    /// (``Exploration/unexploredDepth``): for content that cannot change the probed view's size.
    func withoutExploring<T>(_ build: () throws -> T) rethrows -> T {
        exploration.unexploredDepth += 1
        defer { exploration.unexploredDepth -= 1 }
        return try build()
    }

    /// What `build` builds as the content of a container that takes its whole proposal on both
    /// axes (LayoutCore's `ListLayout`, `NavigationStackLayout`, `TabViewLayout`,
    /// `GeometryReaderLayout`): its content can change its ideal size only, so the values it
    /// meets first are not explored unless ``SourceOptions/exploresFillingContent`` asks.
    func fillingContent<T>(_ build: () throws -> T) rethrows -> T {
        options.exploresFillingContent ? try build() : try withoutExploring(build)
    }

    static func negated(_ value: Value) -> Value {
        if case .bool(let b) = value { return .bool(!b) }
        return value
    }

    /// Whether a symbolic optional holds a value in this evaluation.
    func decideSome(_ s: Symbol) -> Bool {
        let outcomes = (s.initial.map { if case .null = $0 { return true } else { return false } } ?? false) ? ["nil", "some"] : ["some", "nil"]
        return outcomes[exploration.choose(s.name, outcomes)] == "some"
    }

    /// How many elements a symbolic collection has in this evaluation: several, one or none.
    func decideCount(_ s: Symbol) -> Int {
        let outcomes = ["several", "one", "empty"]
        switch outcomes[exploration.choose(s.name, outcomes)] {
        case "several": return Self.severalElements
        case "one": return 1
        default: return 0
        }
    }

    /// The number of elements that stands for "several".
    static let severalElements = 3

    /// The case a symbolic enum value holds in this evaluation, among `cases`.
    func decideCase(_ s: Symbol, cases: [String]) -> Int {
        var outcomes = cases
        if let first = s.initial?.caseName, let i = outcomes.firstIndex(of: first) {
            outcomes.remove(at: i)
            outcomes.insert(first, at: 0)
        }
        // Outcomes read as the code spells them: `state = .loading`.
        let chosen = outcomes[exploration.choose(s.name, outcomes.map { "." + $0 })]
        return cases.firstIndex(of: chosen) ?? 0
    }

    /// The cases of the enum a symbol is typed with, when the input or SwiftUI declares it.
    func enumCases(of s: Symbol) -> [String]? {
        guard let type = s.type.map(TypeText.wrapped) else { return nil }
        let simple = String(type.split(separator: ".").last ?? Substring(type))
        if let info = model.enums[type] ?? model.enums[simple] { return info.cases.map(\.name) }
        return TypeText.systemEnums[simple]
    }

    // MARK: Representatives (assumed)

    /// Records what the layout took for something the input does not show (and a note at
    /// `node`): a representative of a run-time value, an opaque view, a modifier passed through.
    func assume(_ kind: Assumption.Kind, _ subject: String, _ message: String, at node: some SyntaxProtocol) {
        let assumption = Assumption(kind, subject, message)
        let isNew = !assumptions.contains(assumption)
        guard isNew || openRecordings > 0 else { return }
        let note = locator.diagnostic(.note, message, at: node)
        recordForInstanceMemo(.assume(assumption, note))
        guard isNew else { return }
        assumptions.append(assumption)
        notes.append(note)
    }

    /// A number for a symbolic value where layout needs one: the author's value, else `fallback`.
    func representativeNumber(_ s: Symbol, fallback: Double, for what: String, at node: some SyntaxProtocol) -> Double {
        if case .number(let n)? = s.initial { return n }
        valueAssumed = true
        assume(.representative, s.name, "\(what) = \(Format.number(fallback)) for the run-time value `\(s.name)`", at: node)
        return fallback
    }

    /// The text a `Text` shows for a symbolic string: the author's, else a placeholder of a
    /// typical length (``TypeText/placeholder(for:)``), said once for the whole view.
    func representativeText(_ s: Symbol, at node: some SyntaxProtocol) -> String {
        if let shown = s.initial?.displayString { return shown }
        textAssumed = true
        assume(.representative, "run-time text", Self.placeholderAssumption, at: node)
        return s.placeholder ?? TypeText.placeholder(for: s.type)
    }

    static let placeholderAssumption = "run-time text is laid out as placeholder text of a typical length "
        + "(\"\(TypeText.placeholder(for: nil))\", a number as \"\(TypeText.placeholder(for: "Int"))\")"


    // MARK: Members

    /// `s.member`: the member's declared type when the symbol's type is declared in the input,
    /// a standard member's type, or an untyped symbol.
    func member(_ name: String, of s: Symbol) -> Value {
        noteProxyRead(s)
        if let initial = s.initial {
            switch initial {
            case .record(_, let fields):
                if let field = fields.first(where: { $0.label == name }) { return field.value }
            case .null:
                break
            default:
                break
            }
        }
        let baseType = s.type.map(TypeText.wrapped)
        var memberType: String?
        if let baseType, let t = typeInfo(named: baseType) ?? typeInfo(named: String(baseType.split(separator: ".").last ?? "")) {
            memberType = t.memberType(name)
        }
        memberType = memberType ?? TypeText.standardMember(name, of: baseType)
        if name == "rawValue", let baseType, model.enums[baseType] != nil { memberType = "String" }
        // Through an optional base (`user?.bio`), the member is optional too.
        if let t = memberType, let type = s.type, TypeText.isOptional(type), !TypeText.isOptional(t) { memberType = t + "?" }
        return .symbolic(s.member(name, type: memberType, initial: declaredInitial(name, of: s)))
    }

    /// The author's value of `s.name` when `s` starts as an instance the view makes itself
    /// (`@State var model = DropModel()`): the member's initializer in its type's declaration
    /// when it is a Bool, nil or a case (`var isDragOver = false`), or nil for an optional `var`
    /// without one (`var result: Bool?`). Nil otherwise: the run time decides.
    private func declaredInitial(_ name: String, of s: Symbol) -> Value? {
        guard case .record(let typeName, _)? = s.initial, let type = typeInfo(named: typeName),
              let (binding, variable) = type.binding(named: name, isStatic: false) else { return nil }
        guard let initializer = binding.initializer?.value else {
            let optional = binding.typeAnnotation.map { TypeText.isOptional($0.type.trimmedDescription) } ?? false
            return optional && variable.bindingSpecifier.text == "var" ? .null : nil
        }
        guard let value = try? evaluate(initializer, fileScope), isExplorable(value, type: binding.typeAnnotation?.type.trimmedDescription) else { return nil }
        return value
    }

    /// The symbolic value standing for a declared value nobody gave: a stored property or a
    /// parameter, of its declared type.
    func symbolicValue(_ name: String, type: String?, initial: Value? = nil) -> Value {
        .symbolic(Symbol(name, type: type, initial: initial))
    }
}
