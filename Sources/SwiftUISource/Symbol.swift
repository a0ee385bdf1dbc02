/// A value that exists only at run time: a parameter, a stored property nobody set, a model's
/// property, an environment value, a function's result. It has a name that findings quote
/// (`user.bio`), the type it was declared with (or inferred from use), and, where the author
/// gave one (a `@State` default, a preview's argument), the value seen first.
///
/// Layout never needs most values: a `Text(user.name)` is a text whatever the name is. Where it
/// does, the translator either explores the value's representatives (`Exploration`) or takes
/// one representative and records it as an assumption.
struct Symbol {
    /// `user.bio`, `ProfileRow.user.bio` inside a nested view, `isOn`.
    var name: String
    /// The type as written (`String?`, `[Item]`, `User`), nil when unknown.
    var type: String?
    /// The author's value, tried first.
    var initial: Value?
    /// The text a `Text` of it shows when laid out, where it is not ``TypeText/placeholder(for:)``:
    /// an interpolated string's literal parts with each run-time part's placeholder
    /// (`"Show \(count) New Results"` shows "Show 12 New Results").
    var placeholder: String?
    /// For `a && b` or `a || b` of two run-time Bools, the operands: nothing is decided until
    /// a branch reads the value (``Translator/decideBool(_:)``), and then each operand as the
    /// operator reads it, so that a value passed on and never tested (a modifier's
    /// `wantsRemoval: a || b`) is not explored.
    var operands: Operands?

    /// The operator and the operands of a Bool not decided yet, and how deep in content whose
    /// values are not explored it was made (``Exploration/unexploredDepth``): its operands are
    /// decided as they would have been there.
    final class Operands {
        let op: String
        let lhs: Symbol
        let rhs: Symbol
        let unexploredDepth: Int

        init(_ op: String, _ lhs: Symbol, _ rhs: Symbol, unexploredDepth: Int) {
            self.op = op
            self.lhs = lhs
            self.rhs = rhs
            self.unexploredDepth = unexploredDepth
        }
    }

    /// `!self`: a Bool named with `!` before its name; `a && b` as `!a || !b` and `a || b` as
    /// `!a && !b`, so that its operands are decided as they are.
    var negated: Symbol {
        var result = Symbol("!" + name, type: "Bool", initial: initial.map(Translator.negated))
        if let operands {
            result.operands = Operands(operands.op == "&&" ? "||" : "&&", operands.lhs.negated, operands.rhs.negated,
                                       unexploredDepth: operands.unexploredDepth)
        }
        return result
    }

    init(_ name: String, type: String?, initial: Value? = nil, placeholder: String? = nil) {
        self.name = name
        self.type = type.map(TypeText.normalised)
        // An iPhone or iPad app running on a Mac is the exception: false first, so that a value
        // held at its first outcome is the device's (sample 8: Unwatched's `Device.isMac`, held
        // true past the exploration's budget, left its chapter screen laid out on the Mac only).
        self.initial = initial == nil && IdiomCondition.asksIfOnMac(name) ? .bool(false) : initial
        self.placeholder = placeholder
    }

    /// The symbol for `name.member`, of the member's type. `isEmpty` is false first: a
    /// run-time collection is explored with several elements first, and a run-time text is
    /// shown as its name.
    /// `initial` is the member's author's value where its declaration gives one. A member of a
    /// value that starts as nil (`config?.error`, `@State var selection: Item? = nil`) starts as
    /// nil too: the optional chain's first outcome is the base's.
    func member(_ member: String, type: String?, initial: Value? = nil) -> Symbol {
        if case .null? = self.initial { return Symbol("\(name).\(member)", type: type, initial: .null) }
        return Symbol("\(name).\(member)", type: type, initial: initial ?? (member == "isEmpty" ? .bool(false) : nil))
    }
}

/// Reading types as written: optionals, collections, numbers.
enum TypeText {
    /// Without attributes, `some`/`any` and surrounding spaces; `Optional<T>` as `T?`.
    static func normalised(_ text: String) -> String {
        var t = text.trimmingSpaces
        for prefix in ["@escaping ", "@MainActor ", "@Sendable ", "some ", "any ", "inout "] where t.hasPrefix(prefix) {
            t.removeFirst(prefix.count)
        }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") { t = String(t.dropFirst(9).dropLast()) + "?" }
        if t.hasPrefix("SwiftUI.") { t.removeFirst(8) }
        return t
    }

    /// The text laid out for a run-time value of type `t` (nil: unknown) that the code does not
    /// show: a word of a typical length, not the expression's spelling (a `message.formattedTimestamp`
    /// laid out as its 26 characters made a row 174 pt wide). A number shows two digits. Our
    /// model: a run-time text's length is unknowable; "Placeholder" (11 characters) is about a
    /// name's or a short title's.
    static func placeholder(for t: String?) -> String {
        if let t, isNumber(wrapped(t)) { return "12" }
        return "Placeholder"
    }

    static func isOptional(_ t: String) -> Bool { t.hasSuffix("?") || t.hasSuffix("!") }

    /// `String?` → `String`.
    static func wrapped(_ t: String) -> String { isOptional(t) ? String(t.dropLast()) : t }

    static let numbers: Set<String> = ["Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32", "TimeInterval", "Decimal"]
    static func isNumber(_ t: String) -> Bool { numbers.contains(t) }
    static func isBool(_ t: String) -> Bool { t == "Bool" }
    static func isString(_ t: String) -> Bool { ["String", "LocalizedStringKey", "Substring", "AttributedString"].contains(t) }

    /// The element type of a collection type: `[Item]`, `Array<Item>`, `Set<Item>`,
    /// `IdentifiedArrayOf<Item>`; `(key: K, value: V)` for a dictionary. Nil when not a collection.
    static func element(_ t: String) -> String? {
        let t = wrapped(t)
        if t.hasPrefix("["), t.hasSuffix("]") {
            let inner = String(t.dropFirst().dropLast())
            if let colon = topLevelColon(inner) {
                return "(key: \(inner[..<colon].trimmingSpaces), value: \(inner[inner.index(after: colon)...].trimmingSpaces))"
            }
            return inner
        }
        for generic in ["Array<", "Set<", "ArraySlice<", "IdentifiedArrayOf<", "OrderedSet<", "Results<", "FetchedResults<"] where t.hasPrefix(generic) && t.hasSuffix(">") {
            return String(t.dropFirst(generic.count).dropLast())
        }
        if t == "Range<Int>" || t == "ClosedRange<Int>" { return "Int" }
        return nil
    }

    private static func topLevelColon(_ s: String) -> String.Index? {
        var depth = 0
        for i in s.indices {
            switch s[i] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }

    /// The types of standard members whose type layout might need (`count`, `isEmpty`), and of
    /// the loading states' members (``loadingStateMembers``).
    static func standardMember(_ member: String, of type: String?) -> String? {
        if let type, let known = loadingStateMembers[wrapped(type)]?[member] { return known }
        switch member {
        case "count", "endIndex", "startIndex": return "Int"
        case "isEmpty", "isOn", "isEnabled", "isLoading", "isSelected", "isPresented": return "Bool"
        case "first", "last", "randomElement": return type.flatMap(element).map { $0 + "?" }
        case "description", "debugDescription", "uppercased", "lowercased", "localizedDescription": return "String"
        case "width", "height", "x", "y", "minX", "minY", "maxX", "maxY", "midX", "midY": return "CGFloat"
        default: return nil
        }
    }

    /// The members of the states an image-loading view gives its content closure: SwiftUI's
    /// `AsyncImagePhase` (Apple's documentation), SDWebImageSwiftUI's `WebImagePhase`
    /// (WebImage.swift at 3.1.3) and NukeUI's `LazyImageState` (LazyImageState.swift at 13.2.0):
    /// `if let image = phase.image { image.resizable() }` builds an image.
    static let loadingStateMembers: [String: [String: String]] = [
        "AsyncImagePhase": ["image": "Image?", "error": "Error?"],
        "WebImagePhase": ["image": "Image?", "error": "Error?"],
        "LazyImageState": ["image": "Image?", "error": "Error?", "isLoading": "Bool"],
    ]

    /// The associated values of those states' cases, by case (`.success(let image)`).
    static let associatedValues: [String: [String: [String]]] = [
        "AsyncImagePhase": ["success": ["Image"], "failure": ["Error"]],
        "WebImagePhase": ["success": ["Image"], "failure": ["Error"]],
    ]

    /// System enums whose cases change layout and that the model knows by name.
    static let systemEnums: [String: [String]] = [
        "ColorScheme": ["light", "dark"],
        "UserInterfaceSizeClass": ["compact", "regular"],
        "ControlSize": ["regular", "small", "mini", "large", "extraLarge"],
        "LayoutDirection": ["leftToRight", "rightToLeft"],
        "Axis": ["horizontal", "vertical"],
        "Edge": ["top", "leading", "bottom", "trailing"],
        "HorizontalEdge": ["leading", "trailing"],
        "VerticalEdge": ["top", "bottom"],
        "EditMode": ["inactive", "active", "transient"],
    ]

    /// The type of a well-known environment key path (`\.colorScheme`).
    static let environmentTypes: [String: String] = [
        "colorScheme": "ColorScheme", "horizontalSizeClass": "UserInterfaceSizeClass?",
        "verticalSizeClass": "UserInterfaceSizeClass?", "layoutDirection": "LayoutDirection",
        "isEnabled": "Bool", "isSearching": "Bool", "controlSize": "ControlSize", "editMode": "EditMode?",
        "dynamicTypeSize": "DynamicTypeSize", "sizeCategory": "ContentSizeCategory", "locale": "Locale",
        "dismiss": "DismissAction", "openURL": "OpenURLAction", "managedObjectContext": "NSManagedObjectContext",
        "modelContext": "ModelContext", "scenePhase": "ScenePhase", "displayScale": "CGFloat",
    ]
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\n" || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\n" || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
