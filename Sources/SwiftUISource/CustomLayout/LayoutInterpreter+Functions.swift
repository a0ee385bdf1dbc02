import LayoutCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Functions and initializers called by name: `min`, `max`, the math functions, `zip`,
/// `stride`; `CGSize(width:height:)` and the other geometry, `CGFloat(x)`, `Int(x)`,
/// `Array(repeating:count:)`, `ViewSpacing()`, `LayoutProperties()`, and the initializers of
/// the input's structs (their own `init`s, else the memberwise one).
extension LayoutInterpreter {
    /// `name(args)`.
    func callNamed(_ name: String, _ args: [LArg], _ frame: Frame, _ site: Site) throws -> RunValue {
        let evaluated = try values(args, frame)
        if let result = try mathFunction(name, evaluated.map(\.value), site) { return result }
        if let result = try sequenceFunction(name, evaluated, site) { return result }
        if let result = try geometryInitializer(name, evaluated, site) { return result }
        if let type = program.types[name], !type.cases.isEmpty, evaluated.count == 1, let raw = evaluated.first, raw.label == "rawValue" {
            // `Variant(rawValue: 1)`: the case of that raw value, or nil.
            return type.cases.first { $0.rawValue.map { equal($0, raw.value) } ?? false }.map { .member(type: type.name, name: $0.name) } ?? RunValue.null
        }
        if let type = program.types[name] {
            if let f = type.initializers.first(where: { Self.takes($0, labels: args.map(\.label)) }) { return try initialize(type, f, args, frame, site) }
            if type.hasMemberwiseInitializer { return try memberwise(type, evaluated, frame, site) }
            throw LayoutFault("no init of \(type.name) takes (\(args.map { $0.label ?? "_" }.joined(separator: ", ")))", at: site)
        }
        throw LayoutFault("the layout interpreter knows no function '\(name)' taking these arguments", at: site)
    }

    /// `min`, `max`, `abs`, `ceil`, `floor`, `round`, `sqrt`, trigonometry, `pow`, `hypot`, Core
    /// Graphics' `CGSizeMake`, `CGPointMake`, `CGRectMake`, and the checks (`precondition`, `assert`: a false condition is a fault) and `print` (nothing).
    private func mathFunction(_ name: String, _ args: [RunValue], _ site: Site) throws -> RunValue? {
        switch name {
        case "min", "max":
            let values = args.count == 1 ? try elements(of: args[0], site) : args
            return try extreme(name == "max", values, site)
        case "abs":
            guard let only = args.first else { return nil }
            if case .int(let i) = only {
                guard i != Int.min else { throw LayoutFault("arithmetic overflow in abs(\(i))", at: site) }
                return .int(Swift.abs(i))
            }
            return .number(Swift.abs(try number(only, site)))
        case "print": return RunValue.null
        case "precondition", "assert":
            if let condition = args.first, try !truth(condition, site) { throw LayoutFault("\(name) failed", at: site) }
            return RunValue.null
        case "assertionFailure": throw LayoutFault("assertionFailure", at: site)
        case "CGSizeMake" where args.count == 2:
            return .size(Size(width: try number(args[0], site), height: try number(args[1], site)))
        case "CGPointMake" where args.count == 2:
            return .point(Point(x: try number(args[0], site), y: try number(args[1], site)))
        case "CGRectMake" where args.count == 4:
            let n = try args.map { try number($0, site) }
            return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        default:
            break
        }
        if let f = Self.unaryMath[name], args.count == 1 { return .number(f(try number(args[0], site))) }
        if let f = Self.binaryMath[name], args.count == 2 { return .number(f(try number(args[0], site), try number(args[1], site))) }
        return nil
    }

    private static let unaryMath: [String: @Sendable (Double) -> Double] = [
        "ceil": { $0.rounded(.up) }, "floor": { $0.rounded(.down) }, "round": { $0.rounded() }, "sqrt": { $0.squareRoot() },
        "sin": { sin($0) }, "cos": { cos($0) }, "tan": { tan($0) }, "asin": { asin($0) }, "acos": { acos($0) }, "atan": { atan($0) },
    ]
    private static let binaryMath: [String: @Sendable (Double, Double) -> Double] = [
        "atan2": { atan2($0, $1) }, "pow": { pow($0, $1) }, "hypot": { hypot($0, $1) },
    ]

    /// `zip(a, b)`, `stride(from:to:by:)`, `stride(from:through:by:)`, `Array(…)`.
    private func sequenceFunction(_ name: String, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue? {
        switch name {
        case "zip":
            guard args.count == 2 else { return nil }
            let a = try elements(of: args[0].value, site), b = try elements(of: args[1].value, site)
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        case "stride":
            guard args.count == 3, let start = args[0].value.double, let end = args[1].value.double, let step = args[2].value.double, step != 0 else { return nil }
            let through = args[1].label == "through"
            let allInts = args.allSatisfy { if case .int = $0.value { return true } else { return false } }
            var out: [RunValue] = []
            var x = start
            while step > 0 ? (through ? x <= end : x < end) : (through ? x >= end : x > end) {
                try tick(site)
                out.append(allInts ? .int(Int(x)) : .number(x))
                x += step
            }
            return .array(out)
        case "Array":
            if args.isEmpty { return .array([]) }
            if args.count == 2, args[0].label == "repeating" {
                let count = try integer(args[1].value, site)
                guard count >= 0, count <= Self.maximumSteps else { throw LayoutFault("Array(repeating:count: \(count)) is out of range", at: site) }
                return .array(Array(repeating: args[0].value, count: count))
            }
            if args.count == 1 { return .array(try elements(of: args[0].value, site)) }
            return nil
        default:
            return nil
        }
    }

    /// The initializers of numbers and geometry.
    private func geometryInitializer(_ name: String, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue? {
        func arg(_ label: String?) -> RunValue? { args.first { $0.label == label }?.value }
        func num(_ label: String?) throws -> Double {
            guard let value = arg(label) else { throw LayoutFault("\(name) needs \(label ?? "a value")", at: site) }
            return try number(value, site)
        }
        switch name {
        case "CGFloat", "Double", "Float": return .number(try num(nil))
        case "Int":
            let n = try num(nil)
            guard n.isFinite, Swift.abs(n) < 9.2e18 else { throw LayoutFault("Int(\(Format.number(n))) is not a finite Int", at: site) }
            return .int(Int(n))
        case "Bool": return arg(nil)
        case "String":
            switch arg(nil) {
            case .string(let s)?: return .string(s)
            case let value?: return .string(value.double.map(Format.number) ?? value.text)
            case nil: return .string("")
            }
        case "CGSize": return .size(Size(width: try num("width"), height: try num("height")))
        case "CGPoint": return .point(Point(x: try num("x"), y: try num("y")))
        case "CGRect":
            if let origin = arg("origin"), let size = arg("size") { return .rect(Rect(origin: try point(origin, site), size: try self.size(size, site))) }
            return .rect(Rect(x: try num("x"), y: try num("y"), width: try num("width"), height: try num("height")))
        case "ProposedViewSize":
            if let only = arg(nil) { return .proposal(ProposedViewSize(try self.size(only, site))) }
            return .proposal(ProposedViewSize(width: try optionalNumber(arg("width") ?? RunValue.null, site), height: try optionalNumber(arg("height") ?? RunValue.null, site)))
        case "Angle":
            if arg("degrees") != nil { return .angle(try num("degrees") * .pi / 180) }
            return .angle(try num("radians"))
        case "UnitPoint": return .unitPoint(x: try num("x"), y: try num("y"))
        case "ViewSpacing": return .spacing(ViewSpacing())
        case "LayoutProperties": return .instance(type: "LayoutProperties", fields: ["stackOrientation": RunValue.null])
        case "EdgeInsets":
            var fields: [String: RunValue] = [:]
            for edge in ["top", "leading", "bottom", "trailing"] { fields[edge] = .number(try arg(edge).map { try number($0, site) } ?? 0) }
            return .instance(type: "EdgeInsets", fields: fields)
        default:
            return nil
        }
    }

    /// An input struct's own `init` `f`, which takes the call's labels: run as a mutating
    /// method on an instance whose fields hold their defaults (a field without one is nil until
    /// the `init` sets it, as Swift requires it to).
    private func initialize(_ type: TypeProgram, _ f: FunctionProgram, _ args: [LArg], _ frame: Frame, _ site: Site) throws -> RunValue {
        var fields: [String: RunValue] = [:]
        for field in type.fields { fields[field.name] = try defaultValue(of: field) ?? RunValue.null }
        return try invoke(f, on: RunValue.instance(type: type.name, fields: fields), args, frame, site).1
    }

    /// A field's default value, of the field's type; nil for a field without one.
    private func defaultValue(of field: FieldProgram) throws -> RunValue? {
        try field.defaultValue.map { try evaluate($0, Frame(parent: nil)).converted(to: field.type) }
    }

    /// An input struct's memberwise initializer: each field its argument (by label, in order)
    /// or its default.
    private func memberwise(_ type: TypeProgram, _ args: [(label: String?, value: RunValue)], _ frame: Frame, _ site: Site) throws -> RunValue {
        var fields: [String: RunValue] = [:]
        var remaining = args
        for field in type.fields {
            if let i = remaining.firstIndex(where: { $0.label == field.name }) {
                fields[field.name] = remaining.remove(at: i).value.converted(to: field.type)
            } else if let value = try defaultValue(of: field) {
                fields[field.name] = value
            } else if case .optional = field.type {
                fields[field.name] = RunValue.null
            } else {
                throw LayoutFault("\(type.name)(…) is called without '\(field.name)'", at: site)
            }
        }
        if let extra = remaining.first { throw LayoutFault("\(type.name)(…) has no field '\(extra.label ?? "_")'", at: site) }
        return .instance(type: type.name, fields: fields)
    }
}
