import LayoutCore

/// A custom `Layout` of the input, compiled from its syntax by ``LayoutCompiler`` into a form
/// ``LayoutInterpreter`` runs with concrete numbers: the layout's own type and every struct of
/// the input its code uses, each with its fields, methods and computed properties.
///
/// A program holds no syntax: only names, operations and the sites (`file:line:column`) that
/// run-time messages quote, so that the layout that carries it is `Sendable`.
final class LayoutProgram: Sendable {
    /// The layout type's name (`FlowLayout`).
    let name: String
    /// The compiled types by name: the layout itself, its cache, rows, layout value keys.
    let types: [String: TypeProgram]
    /// Where the layout type is declared (for messages).
    let site: Site

    init(name: String, types: [String: TypeProgram], site: Site) {
        self.name = name
        self.types = types
        self.site = site
    }

    var layoutType: TypeProgram { types[name] ?? TypeProgram(name: name) }

    /// The layout's implementation of one requirement of SwiftUI's `Layout` protocol, nil when
    /// the layout relies on the protocol's default.
    func requirement(_ requirement: LayoutRequirement) -> FunctionProgram? {
        layoutType.methods[requirement.name]?.first { $0.key == requirement.key }
    }
}

/// The requirements of SwiftUI's `Layout` protocol the model runs.
enum LayoutRequirement: CaseIterable, Sendable {
    case sizeThatFits, placeSubviews, makeCache, updateCache, spacing
    case horizontalAlignment, verticalAlignment

    var name: String {
        switch self {
        case .sizeThatFits: return "sizeThatFits"
        case .placeSubviews: return "placeSubviews"
        case .makeCache: return "makeCache"
        case .updateCache: return "updateCache"
        case .spacing: return "spacing"
        case .horizontalAlignment, .verticalAlignment: return "explicitAlignment"
        }
    }

    /// The function's key: its name, its labels and, for the two `explicitAlignment`s, the
    /// guide's type.
    var key: String {
        switch self {
        case .sizeThatFits: return "sizeThatFits(proposal:subviews:cache:)"
        case .placeSubviews: return "placeSubviews(in:proposal:subviews:cache:)"
        case .makeCache: return "makeCache(subviews:)"
        case .updateCache: return "updateCache(_:subviews:)"
        case .spacing: return "spacing(subviews:cache:)"
        case .horizontalAlignment: return "explicitAlignment(of:in:proposal:subviews:cache:)/HorizontalAlignment"
        case .verticalAlignment: return "explicitAlignment(of:in:proposal:subviews:cache:)/VerticalAlignment"
        }
    }
}

/// A place in the input, as run-time messages quote it.
struct Site: Sendable, Hashable, CustomStringConvertible {
    var fileName: String
    var line: Int
    var column: Int
    /// The code there, on one line and shortened (`subviews[i]`).
    var text: String

    /// `File.swift:12:8`
    var description: String { "\(fileName):\(line):\(column)" }
}

/// What the input declares a value's type to be, where the model needs it: Swift's typing turns
/// the literal `0` of `var x: CGFloat = 0` into a CGFloat and `.zero` into a size or a point;
/// the interpreter, which has no type checker, converts at declarations, assignments, arguments
/// and returns of a declared type.
indirect enum DeclaredType: Sendable, Equatable {
    case unknown
    case int
    case double
    case bool
    case size
    case point
    case rect
    case proposal
    case unitPoint
    case angle
    case array(DeclaredType)
    case optional(DeclaredType)
    /// A struct of the input.
    case instance(String)
    /// A SwiftUI type whose values are members (`VerticalAlignment`, `Axis`): a bare `.center`
    /// where one is declared is that type's.
    case member(String)
}

/// A struct of the input as the interpreter sees it.
struct TypeProgram: Sendable {
    var name: String
    var fields: [FieldProgram] = []
    /// Methods by name (several overloads share a name; `FunctionProgram.key` tells them apart).
    var methods: [String: [FunctionProgram]] = [:]
    /// Computed instance properties, each a getter without parameters.
    var computed: [String: FunctionProgram] = [:]
    /// Static properties, each a getter without parameters (`static let defaultValue = 0`).
    var statics: [String: FunctionProgram] = [:]
    /// The `init`s a struct declares, in its declaration or its extensions, each run as a
    /// mutating method on an instance whose fields hold their defaults.
    var initializers: [FunctionProgram] = []
    /// Whether Swift gives the struct its memberwise initializer: its own declaration has no
    /// `init` (one in an extension keeps it; `TypeInfo.hasMemberwiseInitializer`).
    var hasMemberwiseInitializer = true
    /// For the members an extension adds to a standard type: the kind of value it extends
    /// (``RunValue/kind``); nil for a struct.
    var extendedKind: String? = nil
    /// For an enum of the input: its cases in order, with their raw values.
    var cases: [EnumCaseProgram] = []
}

/// A case of an input enum and its raw value (an Int enum's counts up from 0 or from the last
/// one written, a String enum's is the case's name unless written).
struct EnumCaseProgram: Sendable {
    var name: String
    var rawValue: RunValue?
}

/// A stored property: its type and its default (the memberwise initializer's too).
struct FieldProgram: Sendable {
    var name: String
    var type: DeclaredType
    var defaultValue: LExpr?
}

/// A function, method, computed property or closure body.
struct FunctionProgram: Sendable {
    var name: String
    var parameters: [ParameterProgram]
    var body: [LStmt]
    var returns: DeclaredType
    var isMutating: Bool
    var site: Site
    /// Disambiguates overloads of the requirements (the guide's type of `explicitAlignment`).
    var keySuffix: String = ""

    /// `name(label:label:)`, with the suffix: the key calls are resolved by.
    var key: String {
        "\(name)(\(parameters.map { $0.label + ":" }.joined()))" + (keySuffix.isEmpty ? "" : "/" + keySuffix)
    }
}

struct ParameterProgram: Sendable {
    /// The argument label, `_` for none.
    var label: String
    /// The name the body uses.
    var name: String
    var type: DeclaredType
    var isInout: Bool
    var defaultValue: LExpr?
}

/// A closure of the input (`{ $0.sizeThatFits(.unspecified) }`, `{ total, size in … }`).
struct LayoutClosure: Sendable {
    /// Parameter names; empty when the body uses `$0`, `$1`.
    var parameters: [String]
    var body: [LStmt]
    var site: Site
    /// For a local function, its parameters' and result's declared types.
    var parameterTypes: [DeclaredType] = []
    var returns: DeclaredType = .unknown
}

/// An argument of a call: its label and value.
struct LArg: Sendable {
    var label: String?
    var value: LExpr
}

/// An expression, compiled.
indirect enum LExpr: Sendable {
    case literal(RunValue)
    /// A local variable, parameter or closure parameter.
    case local(String)
    case selfValue
    /// A property of `self`, stored or computed.
    case property(String, Site)
    /// `base.name`; `nilPropagates` when the chain has a `?` (`rows.last?.width`).
    case member(LExpr, String, nilPropagates: Bool, Site)
    /// `Type.name` (`CGFloat.infinity`), or `.name` when `type` is nil (`.zero`).
    case staticMember(type: String?, String, Site)
    /// `name(arguments)`: a standard function or initializer (`max`, `CGSize`), or an input
    /// struct's memberwise initializer.
    case call(String, [LArg], Site)
    /// `helper(arguments)` or `self.helper(arguments)`: a method of `self`, by key.
    case selfCall(String, [LArg], Site)
    /// A mutating method on a place, whose result is the method's (`rows.append(row)`,
    /// `rows.removeLast()`, `spacing.formUnion(…)`, an input struct's `mutating func`).
    case mutatingCall(LValue, String, [LArg], Site)
    /// `base.name(arguments)`.
    case methodCall(LExpr, String, [LArg], nilPropagates: Bool, Site)
    /// `Type.name(arguments)` or `.name(arguments)` (`Angle.degrees(30)`, `.degrees(30)`).
    case staticCall(type: String?, String, [LArg], Site)
    /// A closure called for its value (`closure(x)`).
    case callValue(LExpr, [LArg], Site)
    /// `base[arguments]`.
    case subscripted(LExpr, [LArg], Site)
    case binary(String, LExpr, LExpr, Site)
    /// `&&` (`isAnd`) or `||`, evaluated left to right with short circuit.
    case logical(isAnd: Bool, LExpr, LExpr, Site)
    /// `-x`, `!x`, `+x`.
    case prefix(String, LExpr, Site)
    case ternary(LExpr, LExpr, LExpr, Site)
    /// `a ?? b`.
    case coalesce(LExpr, LExpr)
    /// `a!`.
    case unwrap(LExpr, Site)
    case tuple([LExpr], labels: [String?])
    /// `_` in a case's tuple pattern (`case (_, 1):`): matches any value.
    case wildcard
    case array([LExpr])
    case closure(LayoutClosure)
    /// An operator or standard function used as a value (`+`, `max`).
    case function(String)
    /// `\.width`, `\.height.magnitude`.
    case keyPath([String])
    /// `Key.self`.
    case typeRef(String)
    /// `&x` as an argument for an `inout` parameter.
    case inoutArgument(LValue)
    /// A value converted to a declared type (`x as CGFloat`).
    case converted(LExpr, DeclaredType)
    /// `if`/`switch` used as an expression: the statements, whose last value is the result.
    case statements([LStmt], Site)
}

/// A place an assignment writes to: a variable, a field, an element.
indirect enum LValue: Sendable {
    case local(String)
    /// A stored property of `self` (in a `mutating` method of an input struct).
    case selfProperty(String)
    case member(LValue, String)
    case index(LValue, LExpr)

    /// The variable the place is in (`rows` of `rows[i].width`).
    var root: String {
        switch self {
        case .local(let name): return name
        case .selfProperty: return "self"
        case .member(let base, _), .index(let base, _): return base.root
        }
    }
}

/// A binding pattern: `x`, `_`, `(offset, subview)`.
indirect enum LPattern: Sendable {
    case name(String)
    case ignore
    case tuple([LPattern])
}

/// One condition of an `if`, `guard` or `while`.
enum LCondition: Sendable {
    case expression(LExpr)
    /// `let name = value` (or `let name` for `let name = name`): holds when the value is not nil.
    case binding(String, LExpr)
}

/// One branch of an `if`.
struct LBranch: Sendable {
    var conditions: [LCondition]
    var body: [LStmt]
}

/// One case of a `switch`: it matches when the subject equals one of `values` (or lies in a
/// range among them); a `default` case has none.
struct LCase: Sendable {
    var values: [LExpr]
    var isDefault: Bool
    var body: [LStmt]
}

/// A statement, compiled.
indirect enum LStmt: Sendable {
    case declare(LPattern, LExpr?, DeclaredType, Site)
    /// `target = value` or `target op= value`.
    case assign(LValue, op: String?, LExpr, Site)
    case evaluate(LExpr)
    case conditional([LBranch], otherwise: [LStmt]?)
    case guardElse([LCondition], otherwise: [LStmt], Site)
    case forIn(LPattern, LExpr, filter: LExpr?, body: [LStmt], label: String?, Site)
    case whileLoop([LCondition], body: [LStmt], label: String?, Site)
    case repeatWhile(body: [LStmt], LExpr, label: String?, Site)
    case switchOn(LExpr, [LCase], Site)
    case returnValue(LExpr?)
    case breakLoop(String?)
    case continueLoop(String?)
    case block([LStmt])
    /// The last statement of an `if` or `switch` used as an expression: its value.
    case yield(LExpr)
}
