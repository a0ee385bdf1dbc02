import LayoutCore

/// Properties, static members and subscripts: of geometry (`CGSize`, `CGPoint`, `CGRect`,
/// `ProposedViewSize`, `ViewDimensions`, `UnitPoint`, `Angle`), numbers, collections, tuples,
/// subviews and the input's structs.
extension LayoutInterpreter {
    /// `value.name`.
    func member(_ name: String, of value: RunValue, _ site: Site?) throws -> RunValue {
        if let result = try geometryMember(name, of: value) { return result }
        if let result = try collectionMember(name, of: value, site) { return result }
        switch value {
        case .int(let i):
            switch name {
            case "magnitude": return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
            case "isZero": return .bool(i == 0)
            case "description": return .string(String(i))
            // An integer literal standing for a CGFloat (`proposal.width ?? 0`): finite.
            case "isFinite": return .bool(true)
            case "isInfinite", "isNaN": return .bool(false)
            default: break
            }
        case .number(let n):
            switch name {
            case "isFinite": return .bool(n.isFinite)
            case "isInfinite": return .bool(n.isInfinite)
            case "isNaN": return .bool(n.isNaN)
            case "isZero": return .bool(n == 0)
            case "magnitude": return .number(n.magnitude)
            case "description": return .string(Format.number(n))
            default: break
            }
        case .tuple(let values, let labels):
            if let i = labels.firstIndex(of: name) ?? Int(name), values.indices.contains(i) { return values[i] }
        case .subview(let index):
            if name == "priority" { return .number(try subview(index, site).priority) }
            if name == "spacing" { return .spacing(try subview(index, site).spacing) }
        case .instance(let type, let fields):
            if let field = fields[name] { return field }
            if let getter = program.types[type]?.computed[name] { return try execute(getter, self: value, values: []).result }
        case .member(_, let caseName):
            if let part = value.alignmentPart(name) { return part }
            if let type = enumProgram(of: value) {
                if name == "rawValue", let raw = type.cases.first(where: { $0.name == caseName })?.rawValue { return raw }
                if let getter = type.computed[name] { return try execute(getter, self: value, values: []).result }
            }
            // `CGSize.zero.width` written as `.zero`: every component of a zero is 0.
            let components = ["width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY"]
            if caseName == "zero", components.contains(name) { return .number(0) }
        default:
            break
        }
        if let getter = extensionProperty(name, of: value) { return try execute(getter, self: value, values: []).result }
        throw LayoutFault("\(value.text) has no property '\(name)' the layout interpreter knows", at: site)
    }

    /// Members of sizes, points, rects, proposals, dimensions, unit points and angles.
    private func geometryMember(_ name: String, of value: RunValue) throws -> RunValue? {
        switch (value, name) {
        case (.size(let s), "width"), (.dimensions(_, let s, _), "width"): return .number(s.width)
        case (.size(let s), "height"), (.dimensions(_, let s, _), "height"): return .number(s.height)
        case (.point(let p), "x"): return .number(p.x)
        case (.point(let p), "y"): return .number(p.y)
        case (.unitPoint(let x, _), "x"): return .number(x)
        case (.unitPoint(_, let y), "y"): return .number(y)
        case (.proposal(let p), "width"): return p.width.map(RunValue.number) ?? RunValue.null
        case (.proposal(let p), "height"): return p.height.map(RunValue.number) ?? RunValue.null
        case (.angle(let r), "radians"): return .number(r)
        case (.angle(let r), "degrees"): return .number(r * 180 / .pi)
        case (.rect(let r), _): return rectMember(name, of: r)
        default: return nil
        }
    }

    /// `minX`, `midX`, `maxX`, `minY`, `midY`, `maxY`, `width`, `height`, `origin`, `size`.
    private func rectMember(_ name: String, of r: Rect) -> RunValue? {
        switch name {
        case "minX": return .number(r.minX)
        case "midX": return .number(r.minX + r.width / 2)
        case "maxX": return .number(r.minX + r.width)
        case "minY": return .number(r.minY)
        case "midY": return .number(r.minY + r.height / 2)
        case "maxY": return .number(r.minY + r.height)
        case "width": return .number(r.width)
        case "height": return .number(r.height)
        case "origin": return .point(r.origin)
        case "size": return .size(r.size)
        default: return nil
        }
    }

    /// `count`, `isEmpty`, `first`, `last`, `indices` … of arrays, ranges, subviews and strings.
    private func collectionMember(_ name: String, of value: RunValue, _ site: Site?) throws -> RunValue? {
        if case .string(let s) = value {
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            default: return nil
            }
        }
        if case .range(let lower, let upper, _) = value, name == "lowerBound" || name == "upperBound" {
            return .int(name == "lowerBound" ? lower : upper)
        }
        guard let elements = try? elements(of: value, site) else { return nil }
        switch name {
        case "count": return .int(elements.count)
        case "isEmpty": return .bool(elements.isEmpty)
        case "first": return elements.first ?? RunValue.null
        case "last": return elements.last ?? RunValue.null
        case "indices": return .range(lower: 0, upper: elements.count, closed: false)
        case "startIndex": return .int(0)
        case "endIndex": return .int(elements.count)
        default: return nil
        }
    }

    /// `Type.name`, or `.name` whose type the use decides (`type` nil).
    func staticMember(_ type: String?, _ name: String, _ site: Site) throws -> RunValue {
        guard let type else { return .member(type: nil, name: name) }
        switch type {
        case "CGFloat", "Double", "Float":
            let constants: [String: Double] = [
                "infinity": .infinity, "pi": .pi, "zero": 0, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
                "leastNormalMagnitude": .leastNormalMagnitude, "ulpOfOne": .ulpOfOne, "nan": .nan,
            ]
            if let n = constants[name] { return .number(n) }
        case "Int":
            if let i = ["max": Int.max, "min": Int.min, "zero": 0][name] { return .int(i) }
        case "CGSize": return .size(.zero)
        case "CGPoint": return .point(.zero)
        case "CGRect": return .rect(Rect(x: 0, y: 0, width: name == "infinite" ? .infinity : 0, height: name == "infinite" ? .infinity : 0))
        case "ProposedViewSize": if let p = RunValue.proposal(named: name) { return p }
        case "Angle": return .angle(0)
        case "UnitPoint": if let (x, y) = LayoutVocabulary.unitPointValues[name] { return .unitPoint(x: x, y: y) }
        case "ViewSpacing": return .spacing(.zero)
        case "HorizontalAlignment", "VerticalAlignment", "Alignment", "Axis", "Edge": return .member(type: type, name: name)
        default:
            return try inputStatic(type, name, site)
        }
        throw LayoutFault("\(type) has no member '\(name)' the layout interpreter knows", at: site)
    }

    /// A static property of an input struct, computed once per question.
    func inputStatic(_ type: String, _ name: String, _ site: Site) throws -> RunValue {
        let key = "\(type).\(name)"
        if let known = statics[key] { return known }
        if name == "allCases", let cases = program.types[type]?.cases, !cases.isEmpty, program.types[type]?.statics[name] == nil {
            return .array(cases.map { .member(type: type, name: $0.name) })
        }
        guard let getter = program.types[type]?.statics[name] else {
            throw LayoutFault("\(type) has no static property '\(name)' in the compiled code", at: site)
        }
        let value = try execute(getter, self: .type(type), values: []).result
        statics[key] = value
        return value
    }

    /// `Angle.degrees(30)`, `.radians(x)`, and `.init(…)` of the geometry its labels name.
    func staticCall(_ type: String?, _ name: String, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue {
        if name == "init" { return try implicitInitializer(args, site) }
        guard let first = args.first?.value else { throw LayoutFault("\(name) needs a value", at: site) }
        switch name {
        case "degrees": return .angle(try number(first, site) * .pi / 180)
        case "radians": return .angle(try number(first, site))
        default: throw LayoutFault("the layout interpreter knows no function '\(type ?? "").\(name)(…)'", at: site)
        }
    }

    /// `.init(…)` where the context decides the type, known here by the labels: `(x:y:)` a
    /// point, `(width:height:)` a size (a proposal when a component is nil; a size stands for
    /// the proposal of its components where a proposal is expected), `(x:y:width:height:)` and
    /// `(origin:size:)` a rect, `(degrees:)` and `(radians:)` an angle.
    private func implicitInitializer(_ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue {
        let labels = args.map { $0.label ?? "_" }
        let name: String
        switch labels {
        case ["x", "y"]: name = "CGPoint"
        case ["width", "height"]: name = args.contains { $0.value.isNull } ? "ProposedViewSize" : "CGSize"
        case ["x", "y", "width", "height"], ["origin", "size"]: name = "CGRect"
        case ["degrees"], ["radians"]: name = "Angle"
        case ["top", "leading", "bottom", "trailing"]: name = "EdgeInsets"
        default: throw LayoutFault(".init(\(labels.map { $0 + ":" }.joined())) names no type the layout interpreter knows", at: site)
        }
        return try callNamed(name, args.map { LArg(label: $0.label, value: .literal($0.value)) }, Frame(parent: nil), site)
    }

    // MARK: Subscripts

    /// `array[i]`, `array[a..<b]`, `subviews[i]`, `subview[Key.self]`, `dimensions[.leading]`,
    /// `dimensions[explicit: .top]`.
    func subscripted(_ base: RunValue, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue {
        guard args.count == 1, let arg = args.first else { throw LayoutFault("a subscript of one value is expected", at: site) }
        switch base {
        case .subview(let index):
            guard case .type(let key) = arg.value else { break }
            return try layoutValue(key, of: index, site)
        case .dimensions(let index, let size, let proposal):
            guard let key = arg.value.guideKey(axis: nil) else { break }
            if arg.label == "explicit" { return try subview(index, site).explicitAlignment(of: key, in: size, proposal: proposal).map(RunValue.number) ?? RunValue.null }
            return .number(try subview(index, site).alignmentValue(key, in: size, proposal: proposal))
        default:
            return try element(of: base, at: arg.value, site)
        }
        throw LayoutFault("cannot subscript \(base.text) with \(arg.value.text)", at: site)
    }

    /// An element (an Int index) or a slice (a range) of an array or of the subviews.
    func element(of base: RunValue, at index: RunValue, _ site: Site?) throws -> RunValue {
        let all = try elements(of: base, site)
        switch index {
        case .int(let i):
            guard all.indices.contains(i) else { throw LayoutFault("index \(i) is out of range (0..<\(all.count))", at: site) }
            return all[i]
        case .range(let lower, let upper, let closed):
            let end = closed ? upper + 1 : upper
            guard lower >= 0, end <= all.count, lower <= end else { throw LayoutFault("range \(index.text) is out of range (0..<\(all.count))", at: site) }
            if case .subviews(let indices) = base { return .subviews(Array(indices[lower..<end])) }
            return .array(Array(all[lower..<end]))
        default:
            throw LayoutFault("cannot index \(base.text) with \(index.text)", at: site)
        }
    }

    /// The elements of an array, a range or the subviews; anything else is a fault.
    func elements(of value: RunValue, _ site: Site?) throws -> [RunValue] {
        switch value {
        case .array(let values): return values
        case .subviews(let indices): return indices.map(RunValue.subview)
        case .range(let lower, let upper, let closed):
            let end = closed ? upper + 1 : upper
            let (count, overflow) = end.subtractingReportingOverflow(lower)
            guard !overflow, count <= Self.maximumSteps else { throw LayoutFault("the range \(value.text) is too long for the layout interpreter", at: site) }
            return (lower..<max(lower, end)).map(RunValue.int)
        default:
            throw LayoutFault("\(value.text) is not a collection", at: site)
        }
    }

    /// Runs `body` for each element, lazily for ranges (a long range stops at the budget, not
    /// at memory); `body` returns false to stop.
    func forEachElement(of value: RunValue, _ site: Site?, _ body: (RunValue) throws -> Bool) throws {
        if case .range(let lower, let upper, let closed) = value {
            var i = lower
            while closed ? i <= upper : i < upper {
                guard try body(.int(i)) else { return }
                if i == Int.max { return }
                i += 1
            }
            return
        }
        for element in try elements(of: value, site) {
            guard try body(element) else { return }
        }
    }
}
