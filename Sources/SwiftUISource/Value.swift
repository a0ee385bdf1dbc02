import LayoutCore
import SwiftSyntax

/// A value the front end computed from constant source: literals, constant arithmetic,
/// enum shorthands, colours, properties with known values.
indirect enum Value {
    case number(Double)
    case bool(Bool)
    case string(String)
    case null
    /// `.center`, `Alignment.center`, `.segmented`: a member the context interprets.
    case member(type: String?, name: String)
    /// `.system(size: 20)`, `.fixed(width: 100, height: 100)`, `.constant(true)`.
    case memberCall(type: String?, name: String, arguments: [(label: String?, value: Value)])
    /// `CGSize(width: 1, height: 2)`, `EdgeInsets(…)`, `Alignment(horizontal:vertical:)`.
    case record(type: String, fields: [(label: String?, value: Value)])
    /// A case of an enum declared in the input.
    case enumCase(type: String, name: String, rawValue: String?)
    case color(Color)
    case array([Value])
    case range(lower: Double, upper: Double, closed: Bool)
    /// A type name used as a value (`Selection` in `Selection.allCases`, `Color`).
    case typeName(String)
    /// A closure, evaluated where it is used (a view builder, an alignment guide).
    case closure(ClosureExprSyntax, Scope)
    /// Views (`self` in an `extension View` function, a stored `content`).
    case views([ViewNode])
    /// A layout used as a value: `HStackLayout()`, `AnyLayout(VStackLayout())`, an input's
    /// custom `Layout` (`FlowLayout(spacing: 8)`); `layout { … }` makes a container of it.
    case layout(any Layout)
    /// A value that exists only at run time (a parameter, a model's property, an environment
    /// value): carried by name and type, explored where layout depends on it.
    case symbolic(Symbol)

    var symbol: Symbol? { if case .symbolic(let s) = self { return s } else { return nil } }

    /// The name of an enum-like value: `.a` → `a`, `Selection.a` → `a`.
    var caseName: String? {
        switch self {
        case .member(_, let name): return name
        case .enumCase(_, let name, _): return name
        default: return nil
        }
    }

    /// Source-like text for descriptions and pass-through arguments.
    var text: String {
        switch self {
        case .number(let n): return Format.number(n)
        case .bool(let b): return String(b)
        case .string(let s): return "\"\(s)\""
        case .null: return "nil"
        case .member(let type, let name): return (type ?? "") + "." + name
        case .memberCall(let type, let name, let args):
            return (type ?? "") + "." + name + "(" + args.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
        case .record(let type, let fields):
            return type + "(" + fields.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
        case .enumCase(_, let name, _): return "." + name
        case .color(let c): return c.label
        case .array(let values): return "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .range(let lo, let hi, let closed): return Format.number(lo) + (closed ? "..." : "..<") + Format.number(hi)
        case .typeName(let t): return t
        case .closure: return "{ … }"
        case .views(let nodes): return nodes.map(\.layout.label).joined(separator: ", ")
        case .layout(let layout): return layout.label
        case .symbolic(let s): return s.name
        }
    }

    /// The text a `Text(value)`, `.id(value)` or `.tag(value)` shows.
    var displayString: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return Format.number(n)
        case .bool(let b): return String(b)
        case .enumCase(_, let name, let raw): return raw ?? name
        case .member(_, let name): return name
        default: return nil
        }
    }
}

/// Names visible while evaluating: parameters, closure arguments, a view's properties.
final class Scope {
    var values: [String: Value]
    let parent: Scope?
    /// The custom view whose body is being built (for its computed properties and functions).
    let instance: Instance?

    init(_ values: [String: Value] = [:], parent: Scope?, instance: Instance? = nil) {
        self.values = values
        self.parent = parent
        self.instance = instance ?? parent?.instance
    }

    func lookup(_ name: String) -> Value? { values[name] ?? parent?.lookup(name) }

    /// The names bound here to a `LocalizedStringKey` parameter: SwiftUI translates the string a
    /// `Text` or a control's title gets from one (`init(footer: LocalizedStringKey)` then
    /// `Text(footer)`), where a `String` one is shown as it is.
    var localizedKeys: Set<String> = []

    /// Whether `name`, where it is bound, is a `LocalizedStringKey` parameter.
    func isLocalizedKey(_ name: String) -> Bool {
        if values[name] != nil { return localizedKeys.contains(name) }
        return parent?.isLocalizedKey(name) ?? false
    }

    var allNames: [String] { Array(values.keys) + (parent?.allNames ?? []) }
}

/// One instance of a custom view (or view modifier): its type and its properties' values.
final class Instance {
    let name: String
    let type: TypeInfo
    init(name: String, type: TypeInfo) {
        self.name = name
        self.type = type
    }
}
