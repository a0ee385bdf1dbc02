import LayoutCore
import SwiftSyntax

/// SwiftUI's grids: `Grid`, `GridRow`, `LazyVGrid`, `LazyHGrid`, and their `GridItem`s. The
/// layouts are LayoutCore's (`Sources/LayoutCore/Grids`).
extension BuiltInView {
    static let grids: [BuiltInView] = [
        called("Grid", labels: ["_", "alignment", "horizontalSpacing", "verticalSpacing", "content"]) { c in
            let alignment = try c.take("alignment").map { try c.translator.alignment($0, c.scope) } ?? .center
            let horizontal = try c.optionalNumber("horizontalSpacing")
            let vertical = try c.optionalNumber("verticalSpacing")
            return c.make(GridLayout(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical), try c.closure("content"))
        },
        called("GridRow", labels: ["_", "alignment", "content"]) { c in
            let alignment = try c.take("alignment").map { try c.translator.verticalAlignment($0, c.scope) }
            return c.make(GridRowLayout(alignment: alignment), try c.closure("content"))
        },
        called("LazyVGrid", labels: ["_", "columns", "alignment", "spacing", "pinnedViews", "content"]) { try $0.lazyGrid(.vertical) },
        called("LazyHGrid", labels: ["_", "rows", "alignment", "spacing", "pinnedViews", "content"]) { try $0.lazyGrid(.horizontal) },
    ]
}

extension BuiltInCall {
    /// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)` and its horizontal twin.
    mutating func lazyGrid(_ axis: Axis) throws -> ViewNode {
        let vertical = axis == .vertical
        guard let itemsExpr = take(vertical ? "columns" : "rows") else {
            throw error("\(name) needs \(vertical ? "columns" : "rows"): an array of GridItem")
        }
        let items = try translator.gridItems(itemsExpr, scope)
        var alignment = Alignment.center
        if let e = take("alignment") {
            alignment = vertical
                ? Alignment(horizontal: try translator.horizontalAlignment(e, scope), vertical: .center)
                : Alignment(horizontal: .center, vertical: try translator.verticalAlignment(e, scope))
        }
        let spacing = try optionalNumber("spacing")
        try data(["pinnedViews"])
        return make(LazyGridLayout(axis: axis, items: items, alignment: alignment, spacing: spacing), try closure("content"))
    }
}

/// Reading `GridItem`s.
extension Translator {
    /// `[GridItem(.flexible()), GridItem(.fixed(80))]`, `Array(repeating: GridItem(), count: 3)`,
    /// or a property holding either.
    func gridItems(_ expr: ExprSyntax, _ scope: Scope) throws -> [GridItem] {
        let value = try evaluate(expr, scope)
        if let items = try gridItems(value, at: expr) { return items }
        guard options.inputCompiles else {
            throw locator.error("cannot read the grid items `\(SourceIndex.collapsed(expr.sourceText).prefix(60))`: expected an array of GridItem", at: expr)
        }
        assume(.representative, SourceIndex.collapsed(expr.sourceText), "grid items `\(SourceIndex.collapsed(expr.sourceText).prefix(40))` are made at run time: assumed one flexible item", at: expr)
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
                assume(.representative, sizeValue.text, "grid item size \(sizeValue.text.prefix(40)) is made at run time: assumed .flexible()", at: expr)
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
