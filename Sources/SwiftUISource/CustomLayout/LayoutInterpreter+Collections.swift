import LayoutCore

/// Methods of values: collections (arrays, ranges, the subviews) with their closures, numbers,
/// rects and proposals, the subviews' own methods (`+Subviews`), input structs' methods, and the
/// mutating methods of places (`rows.append(row)`).
extension LayoutInterpreter {
    /// `value.name(args)`.
    func method(_ name: String, of value: RunValue, _ args: [LArg], _ frame: Frame, _ site: Site) throws -> RunValue {
        if case .instance(let type, _) = value, let f = method(name, of: type, labels: args.map(\.label)) {
            return try invoke(f, on: value, args, frame, site).result
        }
        let evaluated = try values(args, frame)
        if let result = try valueMethod(name, of: value, evaluated, site) { return result }
        if let result = try subviewMethod(name, of: value, evaluated, site) { return result }
        if let result = try collectionMethod(name, of: value, evaluated, site) { return result }
        if let f = function(name, for: value, labels: args.map(\.label)) { return try invoke(f, on: value, args, frame, site).result }
        throw LayoutFault("\(value.text) has no method '\(name)' the layout interpreter knows", at: site)
    }

    /// Methods of numbers, proposals and rects.
    private func valueMethod(_ name: String, of value: RunValue, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue? {
        switch (value, name) {
        case (.number(let n), "rounded"):
            guard let rule = args.first?.value else { return .number(n.rounded()) }
            guard case .member(_, let mode) = rule else { return nil }
            let rules: [String: FloatingPointRoundingRule] = [
                "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
            ]
            guard let r = rules[mode] else { throw LayoutFault("unknown rounding rule .\(mode)", at: site) }
            return .number(n.rounded(r))
        case (.number(let n), "squareRoot"): return .number(n.squareRoot())
        case (.int, "rounded"): return value
        case (.int(let n), "isMultiple"):
            // `isMultiple(of:)`: Swift's, where 0 is a multiple only of 0.
            guard let other = args.first, other.label == "of", case .int(let m) = other.value else { return nil }
            return .bool(m == 0 ? n == 0 : n % m == 0)
        case (.proposal(let p), "replacingUnspecifiedDimensions"):
            let by = try args.first.map { try size($0.value, site) } ?? Size(width: 10, height: 10)
            return .size(p.replacingUnspecifiedDimensions(by: by))
        case (.rect(let r), "insetBy"), (.rect(let r), "offsetBy"):
            let dx = try number(args.first { $0.label == "dx" }?.value ?? .int(0), site)
            let dy = try number(args.first { $0.label == "dy" }?.value ?? .int(0), site)
            if name == "offsetBy" { return .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height)) }
            return .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
        case (.spacing(let s), "union"):
            guard let other = args.first?.value, case .spacing(let o) = other else { return nil }
            return .spacing(try union(s, o, edges: args.first { $0.label == "edges" }?.value, site))
        default:
            return nil
        }
    }

    /// Methods of collections: transforms with closures, reductions, searches and slices.
    private func collectionMethod(_ name: String, of value: RunValue, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue? {
        guard let all = try? elements(of: value, site) else { return nil }
        func function(_ i: Int = 0) throws -> RunFunction {
            guard args.indices.contains(i), case .function(let f) = args[i].value else { throw LayoutFault("\(name) needs a closure", at: site) }
            return f
        }
        func apply(_ f: RunFunction, _ element: RunValue) throws -> RunValue { try call(f, [element], site) }
        switch name {
        case "map": let f = try function(); return .array(try all.map { try apply(f, $0) })
        case "compactMap": let f = try function(); return .array(try all.map { try apply(f, $0) }.filter { !$0.isNull })
        case "flatMap": let f = try function(); return .array(try all.flatMap { try elements(of: try apply(f, $0), site) })
        case "filter": let f = try function(); return rebuilt(value, try all.filter { try truth(try apply(f, $0), site) })
        case "forEach": let f = try function(); for element in all { _ = try apply(f, element) }; return RunValue.null
        case "reduce": return try reduce(all, args, site)
        case "contains":
            if args.first?.label == "where" { let f = try function(); return .bool(try all.contains { try truth(try apply(f, $0), site) }) }
            guard let target = args.first?.value else { return nil }
            return .bool(all.contains { equal($0, target) })
        case "allSatisfy": let f = try function(); return .bool(try all.allSatisfy { try truth(try apply(f, $0), site) })
        case "first", "last", "firstIndex", "lastIndex": return try search(name, all, args, site)
        default: return try orderMethod(name, of: value, all, args, site)
        }
    }

    /// `reduce(initial, f)` and `reduce(into: initial) { $0 += … }`.
    private func reduce(_ all: [RunValue], _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue {
        guard args.count == 2, case .function(let f) = args[1].value else { throw LayoutFault("reduce needs a start value and a closure", at: site) }
        if args[0].label == "into" {
            // `into`: the closure changes its first argument, which is the closure frame's `$0`
            // or first parameter; it is read back after each call.
            guard case .closure(let closure, let captured) = f else { throw LayoutFault("reduce(into:) needs a closure", at: site) }
            var accumulator = args[0].value
            let name = closure.parameters.first ?? "$0"
            for element in all {
                try tick(site)
                let frame = Frame(parent: captured)
                frame.declare(name, accumulator)
                if closure.parameters.count > 1 { frame.declare(closure.parameters[1], element) } else { frame.declare("$1", element) }
                _ = try run(closure.body, in: frame)
                accumulator = frame.lookup(name) ?? accumulator
            }
            return accumulator
        }
        var result = args[0].value
        for element in all { result = try call(f, [result, element], site) }
        return result
    }

    /// `first(where:)`, `last(where:)`, `firstIndex(of:)`, `firstIndex(where:)`, `lastIndex(…)`.
    private func search(_ name: String, _ all: [RunValue], _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue? {
        guard let arg = args.first else { return nil }
        let test: (RunValue) throws -> Bool
        if arg.label == "where", case .function(let f) = arg.value {
            test = { try self.truth(try self.call(f, [$0], site), site) }
        } else {
            test = { self.equal($0, arg.value) }
        }
        let order = name.hasPrefix("first") ? Array(all.indices) : all.indices.reversed()
        for i in order where try test(all[i]) { return name.hasSuffix("Index") ? .int(i) : all[i] }
        return RunValue.null
    }

    /// `max()`, `min(by:)`, `sorted()`, `reversed()`, `enumerated()`, `prefix`, `suffix`,
    /// `dropFirst`, `dropLast`, `joined()`.
    private func orderMethod(_ name: String, of value: RunValue, _ all: [RunValue], _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue? {
        let by: RunFunction? = { if case .function(let f)? = args.first?.value { return f } else { return nil } }()
        func less(_ a: RunValue, _ b: RunValue) throws -> Bool {
            if let by { return try truth(try call(by, [a, b], site), site) }
            return try truth(try binary("<", a, b, site), site)
        }
        switch name {
        case "max", "min":
            guard var best = all.first else { return RunValue.null }
            for element in all.dropFirst() where name == "max" ? try less(best, element) : try less(element, best) { best = element }
            return best
        case "sorted": return rebuilt(value, try mergeSorted(all, less))
        case "reversed": return rebuilt(value, all.reversed())
        case "enumerated": return .array(all.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case "joined": return .array(try all.flatMap { try elements(of: $0, site) })
        case "prefix", "suffix", "dropFirst", "dropLast":
            let n = try args.first.map { try integer($0.value, site) } ?? 1
            guard n >= 0 else { throw LayoutFault("\(name) of a negative count", at: site) }
            let k = min(n, all.count)
            let kept: [RunValue]
            switch name {
            case "prefix": kept = Array(all.prefix(k))
            case "suffix": kept = Array(all.suffix(k))
            case "dropFirst": kept = Array(all.dropFirst(k))
            default: kept = Array(all.dropLast(k))
            }
            return rebuilt(value, kept)
        default:
            return nil
        }
    }

    /// `ViewSpacing.union(_:edges:)`: the larger preference of the two on each of `edges`
    /// (all four when nil), this one's on the others.
    private func union(_ s: ViewSpacing, _ other: ViewSpacing, edges: RunValue?, _ site: Site) throws -> ViewSpacing {
        guard let edges else { return s.union(other) }
        let named: [String: [Edge]] = [
            "top": [.top], "leading": [.leading], "bottom": [.bottom], "trailing": [.trailing],
            "horizontal": [.leading, .trailing], "vertical": [.top, .bottom], "all": Edge.allCases,
        ]
        let members: [RunValue] = { if case .array(let values) = edges { return values } else { return [edges] } }()
        var result = s
        for member in members {
            guard case .member(_, let name) = member, let list = named[name] else { throw LayoutFault("\(member.text) is not an edge set", at: site) }
            for edge in list { result[edge] = s[edge].union(other[edge]) }
        }
        return result
    }

    /// Elements as the collection they came from: subviews stay subviews (`subviews.filter`).
    private func rebuilt(_ original: RunValue, _ elements: [RunValue]) -> RunValue {
        if case .subviews = original {
            let indices = elements.compactMap { if case .subview(let i) = $0 { return i } else { return nil } }
            if indices.count == elements.count { return .subviews(indices) }
        }
        return .array(elements)
    }

    /// A stable sort by `less` (which may fault, so the standard library's sort cannot call it).
    private func mergeSorted(_ values: [RunValue], _ less: (RunValue, RunValue) throws -> Bool) throws -> [RunValue] {
        guard values.count > 1 else { return values }
        let middle = values.count / 2
        let left = try mergeSorted(Array(values[..<middle]), less), right = try mergeSorted(Array(values[middle...]), less)
        var out: [RunValue] = []
        out.reserveCapacity(values.count)
        var i = 0, j = 0
        while i < left.count, j < right.count {
            if try less(right[j], left[i]) { out.append(right[j]); j += 1 } else { out.append(left[i]); i += 1 }
        }
        return out + left[i...] + right[j...]
    }

    // MARK: Mutating methods

    /// `place.name(args)` for a method that changes the value: computes the new value and the
    /// method's result, and writes the new value back.
    func mutatingCall(_ place: LValue, _ name: String, _ args: [LArg], _ frame: Frame, _ site: Site) throws -> RunValue {
        let value = try read(place, frame, site)
        let isInstance: Bool = { if case .instance = value { return true } else { return false } }()
        if isInstance || !LayoutVocabulary.mutatingMethods.contains(name), let f = function(name, for: value, labels: args.map(\.label)) {
            let (result, after) = try invoke(f, on: value, args, frame, site)
            try write(place, after, frame, site)
            return result
        }
        let (new, result) = try mutated(value, name, try values(args, frame), site)
        try write(place, new, frame, site)
        return result
    }

    /// The value after a standard mutating method, and the method's result.
    private func mutated(_ value: RunValue, _ name: String, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> (RunValue, RunValue) {
        if case .spacing(let s) = value, name == "formUnion", let first = args.first?.value, case .spacing(let other) = first {
            return (.spacing(try union(s, other, edges: args.first { $0.label == "edges" }?.value, site)), RunValue.null)
        }
        guard case .array(var all) = value else { throw LayoutFault("\(value.text) has no mutating method '\(name)'", at: site) }
        let first = args.first?.value
        switch name {
        case "append" where args.first?.label == "contentsOf": all += try elements(of: first ?? .array([]), site)
        case "append": all.append(first ?? RunValue.null)
        case "insert":
            let at = try integer(args.first { $0.label == "at" }?.value ?? .int(-1), site)
            guard (0...all.count).contains(at) else { throw LayoutFault("insert at \(at) is out of range (0...\(all.count))", at: site) }
            all.insert(first ?? RunValue.null, at: at)
        case "remove":
            let at = try integer(first ?? .int(-1), site)
            guard all.indices.contains(at) else { throw LayoutFault("remove(at: \(at)) is out of range (0..<\(all.count))", at: site) }
            return (.array(all), all.remove(at: at))
        case "removeAll": all.removeAll()
        case "removeLast", "removeFirst", "popLast":
            guard !all.isEmpty else {
                if name == "popLast" { return (value, RunValue.null) }
                throw LayoutFault("\(name) of an empty array", at: site)
            }
            let removed = name == "removeFirst" ? all.removeFirst() : all.removeLast()
            return (.array(all), removed)
        case "sort": all = try elements(of: try orderMethod("sorted", of: value, all, args, site) ?? value, site)
        case "reverse": all.reverse()
        case "swapAt":
            guard args.count == 2 else { throw LayoutFault("swapAt needs two indices", at: site) }
            let i = try integer(args[0].value, site), j = try integer(args[1].value, site)
            guard all.indices.contains(i), all.indices.contains(j) else { throw LayoutFault("swapAt(\(i), \(j)) is out of range (0..<\(all.count))", at: site) }
            all.swapAt(i, j)
        default:
            throw LayoutFault("\(value.text) has no mutating method '\(name)'", at: site)
        }
        return (.array(all), RunValue.null)
    }
}
