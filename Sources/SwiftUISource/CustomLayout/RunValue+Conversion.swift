import LayoutCore

/// Conversions of run-time values: from the evaluator's constants, to the types the input
/// declares, and to the geometry LayoutCore speaks.
extension RunValue {
    /// The run-time value of a constant the evaluator computed (a stored property's argument, a
    /// top-level constant, a layout value); nil for a value that is not one (a run-time value,
    /// views, a closure).
    init?(constant value: Value) {
        switch value {
        case .number(let n): self = .number(n)
        case .bool(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        case .null: self = .null
        case .member(let type, let name): self = .member(type: type, name: name)
        case .enumCase(let type, let name, _): self = .member(type: type, name: name)
        case .range(let lower, let upper, let closed):
            guard let lo = Int(exactly: lower), let hi = Int(exactly: upper) else { return nil }
            self = .range(lower: lo, upper: hi, closed: closed)
        case .array(let values):
            let elements = values.compactMap(RunValue.init(constant:))
            guard elements.count == values.count else { return nil }
            self = .array(elements)
        case .record(let type, let fields):
            guard let record = Self.record(type, fields) else { return nil }
            self = record
        default:
            return nil
        }
    }

    /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `CGRect(x:y:width:height:)` as the evaluator
    /// records them.
    private static func record(_ type: String, _ fields: [(label: String?, value: Value)]) -> RunValue? {
        func n(_ label: String) -> Double? {
            for field in fields where field.label == label { if case .number(let v) = field.value { return v } }
            return nil
        }
        switch type {
        case "CGSize": return n("width").flatMap { w in n("height").map { .size(Size(width: w, height: $0)) } }
        case "CGPoint": return n("x").flatMap { x in n("y").map { .point(Point(x: x, y: $0)) } }
        case "CGRect":
            guard let x = n("x"), let y = n("y"), let w = n("width"), let h = n("height") else { return nil }
            return .rect(Rect(x: x, y: y, width: w, height: h))
        default:
            return nil
        }
    }

    /// This value as the declared type makes it: an Int literal where a CGFloat is declared is
    /// a CGFloat, `.zero` where a size is declared is a size; a value of another type is kept.
    func converted(to type: DeclaredType) -> RunValue {
        switch (type, self) {
        case (.double, .int(let i)): return .number(Double(i))
        case (.int, .number(let n)) where n == n.rounded() && Swift.abs(n) < 9e15: return .int(Int(n))
        case (.double, .member(_, "zero")): return .number(0)
        case (.double, .member(_, "infinity")): return .number(.infinity)
        case (.double, .member(_, "greatestFiniteMagnitude")): return .number(.greatestFiniteMagnitude)
        case (.size, .member(_, "zero")): return .size(.zero)
        case (.point, .member(_, "zero")): return .point(.zero)
        case (.rect, .member(_, "zero")): return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case (.proposal, .member(_, let name)): return Self.proposal(named: name) ?? self
        case (.proposal, .size(let s)): return .proposal(ProposedViewSize(s))  // `.init(width:height:)`
        case (.unitPoint, .member(_, let name)): return LayoutVocabulary.unitPointValues[name].map { .unitPoint(x: $0.0, y: $0.1) } ?? self
        case (.unitPoint, .point(let p)): return .unitPoint(x: p.x, y: p.y)  // `.init(x:y:)` where a UnitPoint is expected
        case (.angle, .member(_, "zero")): return .angle(0)
        case (.member(let type), .member(nil, let name)): return .member(type: type, name: name)
        case (.array(let element), .array(let values)): return .array(values.map { $0.converted(to: element) })
        case (.optional(let wrapped), _) where !isNull: return converted(to: wrapped)
        default: return self
        }
    }

    /// `.zero`, `.infinity`, `.unspecified` as proposals.
    static func proposal(named name: String) -> RunValue? {
        switch name {
        case "zero": return .proposal(.zero)
        case "infinity": return .proposal(.infinity)
        case "unspecified": return .proposal(.unspecified)
        default: return nil
        }
    }

    /// The alignment guide a value names (`.leading`, `HorizontalAlignment.center`); a bare
    /// `.center` takes `axis`. Nil for a value that names none.
    func guideKey(axis: Axis?) -> AlignmentKey? {
        if case .customGuide(let key) = self { return key }
        guard case .member(let type, let name) = self else { return nil }
        switch name {
        case "leading": return .leading
        case "trailing": return .trailing
        case "top": return .top
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        case "center":
            if type == "VerticalAlignment" || (type == nil && axis == .vertical) { return .verticalCenter }
            return .horizontalCenter
        default:
            let guideAxis: Axis = type == "VerticalAlignment" ? .vertical : type == "HorizontalAlignment" ? .horizontal : (axis ?? .horizontal)
            return .custom(name, guideAxis)
        }
    }

    /// The value a guide key is given to a layout's `explicitAlignment(of:…)`.
    static func guide(_ key: AlignmentKey) -> RunValue {
        if key.customName != nil { return .customGuide(key) }
        let type = key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        return .member(type: type, name: key.customName ?? key.description)
    }
}
