import LayoutCore
import SwiftSyntax

/// Parsing of SwiftUI's grids (`Grid`, `GridRow`, `LazyVGrid`, `LazyHGrid`) and of their
/// `GridItem`s; the layouts are LayoutCore's (`Sources/LayoutCore/Grids`).
extension Translator {
    /// The node for a grid call, or nil when `name` is not a grid.
    func grid(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard BuiltInViews.family(of: name) == .grid, let call else { return nil }
        var r = ArgumentReader(translator: self, args: CallArguments(call, callee: name), scope: scope)
        r.args.leavesUnreadArguments = options.inputCompiles
        let node: ViewNode
        switch name {
        case "Grid":
            let alignment = try r.take("alignment").map { try self.alignment($0, scope) } ?? .center
            let horizontal = try r.take("horizontalSpacing").map { try optionalNumber($0, scope, "horizontalSpacing") } ?? nil
            let vertical = try r.take("verticalSpacing").map { try optionalNumber($0, scope, "verticalSpacing") } ?? nil
            node = make(GridLayout(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical), try r.closure("content"), at: nameNode)
        case "GridRow":
            let alignment = try r.take("alignment").map { try verticalAlignment($0, scope) }
            node = make(GridRowLayout(alignment: alignment), try r.closure("content"), at: nameNode)
        default:
            let vertical = name == "LazyVGrid"
            guard let itemsExpr = r.take(vertical ? "columns" : "rows") else {
                throw locator.error("\(name) needs \(vertical ? "columns" : "rows"): an array of GridItem", at: nameNode)
            }
            let items = try gridItems(itemsExpr, scope)
            var alignment = Alignment.center
            if let e = r.take("alignment") {
                alignment = vertical
                    ? Alignment(horizontal: try horizontalAlignment(e, scope), vertical: .center)
                    : Alignment(horizontal: .center, vertical: try verticalAlignment(e, scope))
            }
            let spacing = try r.take("spacing").map { try optionalNumber($0, scope, "spacing") } ?? nil
            try r.data(["pinnedViews"])
            node = make(LazyGridLayout(axis: vertical ? .vertical : .horizontal, items: items, alignment: alignment, spacing: spacing), try r.closure("content"), at: nameNode)
        }
        try r.args.finish(locator, expected: r.accepted)
        return node
    }

    /// `[GridItem(.flexible()), GridItem(.fixed(80))]`, `Array(repeating: GridItem(), count: 3)`,
    /// or a property holding either.
    func gridItems(_ expr: ExprSyntax, _ scope: Scope) throws -> [GridItem] {
        let value = try evaluate(expr, scope)
        if let items = try gridItems(value, at: expr) { return items }
        guard options.inputCompiles else {
            throw locator.error("cannot read the grid items `\(SourceIndex.collapsed(expr.sourceText).prefix(60))`: expected an array of GridItem", at: expr)
        }
        assume("grid items `\(SourceIndex.collapsed(expr.sourceText).prefix(40))` are made at run time: assumed one flexible item", at: expr)
        return [GridItem()]
    }

    private func gridItems(_ value: Value, at expr: ExprSyntax) throws -> [GridItem]? {
        switch value {
        case .array(let values):
            var items: [GridItem] = []
            for v in values {
                guard let item = try gridItem(v, at: expr) else { return nil }
                items.append(item)
            }
            return items
        case .record(_, let fields), .memberCall(_, "init", let fields):
            // `Array(repeating: GridItem(…), count: n)`.
            guard let repeated = fields.first(where: { $0.label == "repeating" })?.value,
                  case .number(let n)? = fields.first(where: { $0.label == "count" })?.value,
                  let item = try gridItem(repeated, at: expr) else { return nil }
            guard n >= 0, n <= Double(Self.maximumElements) else {
                throw locator.error("Array(repeating:count: \(Format.number(n))): at most \(Self.maximumElements) grid items are modelled", at: expr)
            }
            return Array(repeating: item, count: Int(n))
        default:
            return nil
        }
    }

    /// One `GridItem(…)` or `.init(…)`.
    private func gridItem(_ value: Value, at expr: ExprSyntax) throws -> GridItem? {
        let fields: [(label: String?, value: Value)]
        switch value {
        case .record("GridItem", let f), .memberCall(_, "init", let f): fields = f
        default: return nil
        }
        func number(_ v: Value?) -> Double? { if case .number(let n)? = v { return n }; return nil }
        var size = GridItem.Size.flexible()
        if let sizeValue = fields.first(where: { $0.label == nil })?.value {
            switch sizeValue {
            case .memberCall(_, "fixed", let a): size = .fixed(number(a.first?.value) ?? 0)
            case .memberCall(_, "flexible", let a):
                size = .flexible(minimum: number(a.first { $0.label == "minimum" }?.value) ?? 10, maximum: number(a.first { $0.label == "maximum" }?.value) ?? .infinity)
            case .memberCall(_, "adaptive", let a):
                size = .adaptive(minimum: number(a.first { $0.label == "minimum" }?.value) ?? 10, maximum: number(a.first { $0.label == "maximum" }?.value) ?? .infinity)
            case .member(_, "flexible"): size = .flexible()
            default:
                guard options.inputCompiles else { throw locator.error("unknown grid item size \(sizeValue.text); expected .fixed, .flexible or .adaptive", at: expr) }
                assume("grid item size \(sizeValue.text.prefix(40)) is made at run time: assumed .flexible()", at: expr)
            }
        }
        let spacing = number(fields.first { $0.label == "spacing" }?.value)
        var alignment: Alignment?
        if let a = fields.first(where: { $0.label == "alignment" })?.value, case .member(_, let name) = a {
            alignment = Alignment.named.first { $0.0 == name }?.1
        }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }
}
