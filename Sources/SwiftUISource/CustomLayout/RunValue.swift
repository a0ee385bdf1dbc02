import LayoutCore

/// A value while a custom `Layout` runs: concrete numbers, the geometry SwiftUI's layout
/// protocol speaks in, and the subviews of the node being laid out.
///
/// The evaluator's `Value` describes source that may depend on run-time data (symbolic values,
/// views, closures over syntax); a layout runs with concrete numbers only, once the subviews have
/// answered, so it has values of its own. Optionals are flattened: `nil` is `.null`, a present
/// value is the value itself (the layouts the model runs never nest optionals).
enum RunValue: Sendable {
    /// An `Int` (integer division and `%` truncate, as Swift's do).
    case int(Int)
    /// A `CGFloat`, `Double` or `Float`.
    case number(Double)
    case bool(Bool)
    case string(String)
    /// `nil`.
    case null
    case size(Size)
    case point(Point)
    case rect(Rect)
    case proposal(ProposedViewSize)
    /// An `Angle`, in radians.
    case angle(Double)
    /// A `UnitPoint`: fractions of a size.
    case unitPoint(x: Double, y: Double)
    /// A member whose type the context decides: `.zero`, `.infinity`, `.unspecified`,
    /// `.leading`, `.horizontal`, an input enum's case (`Direction.up`).
    case member(type: String?, name: String)
    /// A custom alignment guide the input declares, with its `AlignmentID`'s default value
    /// (`.firstThird`): the same key as the views' `alignmentGuide(.firstThird)`.
    case customGuide(AlignmentKey)
    case array([RunValue])
    /// `a..<b` (`closed` for `a...b`), over Ints.
    case range(lower: Int, upper: Int, closed: Bool)
    case tuple([RunValue], labels: [String?])
    /// The subviews of the node being laid out (or a slice of them): their indices.
    case subviews([Int])
    /// One subview, by index.
    case subview(Int)
    /// `subview.dimensions(in:)`: the subview's size for a proposal; guides are read lazily.
    case dimensions(subview: Int, size: Size, proposal: ProposedViewSize)
    case spacing(ViewSpacing)
    /// An instance of a struct the input declares (the layout itself, its cache, a row).
    case instance(type: String, fields: [String: RunValue])
    /// A type used as a value: `Rank.self`.
    case type(String)
    /// A closure or function passed as a value (`{ $0 + $1 }`, `+`, `max`).
    case function(RunFunction)

    /// A description for messages: `(120 × 40)`, `[1, 2]`, `subview 3`.
    var text: String {
        switch self {
        case .int(let i): return String(i)
        case .number(let n): return Format.number(n)
        case .bool(let b): return String(b)
        case .string(let s): return "\"\(s)\""
        case .null: return "nil"
        case .size(let s): return s.description
        case .point(let p): return p.description
        case .rect(let r): return r.description
        case .proposal(let p): return p.description
        case .angle(let radians): return "\(Format.number(radians)) rad"
        case .unitPoint(let x, let y): return "UnitPoint(x: \(Format.number(x)), y: \(Format.number(y)))"
        case .member(let type, let name): return (type ?? "") + "." + name
        case .customGuide(let key): return "." + key.description
        case .array(let values): return "[" + values.prefix(8).map(\.text).joined(separator: ", ") + (values.count > 8 ? ", …" : "") + "]"
        case .range(let lower, let upper, let closed): return "\(lower)\(closed ? "..." : "..<")\(upper)"
        case .tuple(let values, let labels):
            return "(" + zip(values, labels).map { ($1.map { "\($0): " } ?? "") + $0.text }.joined(separator: ", ") + ")"
        case .subviews(let indices): return "subviews (\(indices.count))"
        case .subview(let i): return "subview \(i)"
        case .dimensions(let i, let size, _): return "dimensions of subview \(i) \(size)"
        case .spacing: return "ViewSpacing"
        case .instance(let type, _): return "\(type)(…)"
        case .type(let name): return "\(name).self"
        case .function: return "{ … }"
        }
    }

    /// The number a numeric value stands for (an Int widened); `.zero` is 0, `.infinity` ∞ and
    /// `.greatestFiniteMagnitude` Double's.
    var double: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .number(let n): return n
        case .member(_, "zero"): return 0
        case .member(_, "infinity"): return .infinity
        case .member(_, "greatestFiniteMagnitude"): return .greatestFiniteMagnitude
        default: return nil
        }
    }

    /// The kind of value an extension of a standard type applies to
    /// (`LayoutCompiler.standardKind`): `collection`, `size`, `number`, …; nil for others.
    var kind: String? {
        switch self {
        case .array, .subviews, .range: return "collection"
        case .size: return "size"
        case .point: return "point"
        case .rect: return "rect"
        case .number: return "number"
        case .int: return "int"
        case .proposal: return "proposal"
        case .subview: return "subview"
        case .spacing: return "spacing"
        case .angle: return "angle"
        case .member(Self.horizontalAlignmentType?, _): return Self.horizontalAlignmentKind
        case .member(Self.verticalAlignmentType?, _): return Self.verticalAlignmentKind
        default: return nil
        }
    }

    static let horizontalAlignmentType = "HorizontalAlignment", verticalAlignmentType = "VerticalAlignment"
    static let horizontalAlignmentKind = "horizontalAlignment", verticalAlignmentKind = "verticalAlignment"

    /// `alignment.horizontal` and `alignment.vertical` of an `Alignment` written by name
    /// (`.topLeading`: `.leading` and `.top`), as members of their types; nil for any other value.
    func alignmentPart(_ axis: String) -> RunValue? {
        guard case .member(let type, let name) = self, type == nil || type == "Alignment", let parts = Self.alignmentParts[name] else { return nil }
        switch axis {
        case "horizontal": return .member(type: Self.horizontalAlignmentType, name: parts.horizontal)
        case "vertical": return .member(type: Self.verticalAlignmentType, name: parts.vertical)
        default: return nil
        }
    }

    /// The guides of each `Alignment` SwiftUI names: LayoutCore's (`Alignment.named`) and the
    /// six text-baseline ones (`.leadingFirstTextBaseline`: `.leading` and `.firstTextBaseline`).
    private static let alignmentParts: [String: (horizontal: String, vertical: String)] = {
        var parts = Dictionary(uniqueKeysWithValues: Alignment.named.map { ($0.0, ($0.1.horizontal.description, $0.1.vertical.description)) })
        for horizontal in [HorizontalAlignment.center, .leading, .trailing] {
            for (suffix, vertical) in [("FirstTextBaseline", VerticalAlignment.firstTextBaseline), ("LastTextBaseline", .lastTextBaseline)] {
                parts[horizontal.description + suffix] = (horizontal.description, vertical.description)
            }
        }
        return parts
    }()

    var isNull: Bool { if case .null = self { return true } else { return false } }
}

/// A function value: a closure of the input, an operator or standard function passed by name
/// (`reduce(0, +)`, `reduce(0, max)`), or a key path (`map(\.width)`).
enum RunFunction: Sendable {
    case closure(LayoutClosure, Frame)
    case named(String)
    case keyPath([String])
}

/// The variables of one function call, closure or block while a layout runs. Closures capture
/// their frame, so that they see (and change) the variables of the code around them, as Swift's
/// do. A frame lives only during one question to one layout, on one thread.
final class Frame: @unchecked Sendable {
    private var values: [String: RunValue] = [:]
    /// The declared type of each variable, for the conversions Swift's typing makes
    /// (`var x: CGFloat = 0` holds a CGFloat).
    private var types: [String: DeclaredType] = [:]
    let parent: Frame?

    init(parent: Frame?) { self.parent = parent }

    /// Declares `name` in this frame.
    func declare(_ name: String, _ value: RunValue, type: DeclaredType = .unknown) {
        values[name] = value
        if type != .unknown { types[name] = type }
    }

    /// The value of `name` here or in an enclosing frame.
    func lookup(_ name: String) -> RunValue? {
        var frame: Frame? = self
        while let current = frame {
            if let value = current.values[name] { return value }
            frame = current.parent
        }
        return nil
    }

    /// The declared type of `name` here or in an enclosing frame.
    func type(of name: String) -> DeclaredType {
        var frame: Frame? = self
        while let current = frame {
            if current.values[name] != nil { return current.types[name] ?? .unknown }
            frame = current.parent
        }
        return .unknown
    }

    /// Assigns `name` in the frame that declares it; false when no frame does.
    func assign(_ name: String, _ value: RunValue) -> Bool {
        var frame: Frame? = self
        while let current = frame {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            frame = current.parent
        }
        return false
    }
}
