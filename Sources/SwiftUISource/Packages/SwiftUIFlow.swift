import LayoutCore
import SwiftSyntax

/// tevelee's `HFlow` and `VFlow` (module `Flow`), read from https://github.com/tevelee/SwiftUI-Flow
/// at 3.4.0.
///
/// Both are custom `Layout`s (Sources/Flow/HFlow.swift, Internal/Layout.swift): the items in
/// rows (columns for `VFlow`) as long as the proposal allows, a new row when the next item does
/// not fit; the answer is the widest row by the rows' heights and spacing, the proposed width
/// when `justified`. When the items fit one row (the probe's large and unspecified proposals)
/// that is an `HStack` of them with the item spacing, which is what the model builds; the
/// wrapping onto further rows at narrow widths is not modelled, and the finding says so.
extension SwiftPackage {
    static let flow = SwiftPackage(
        name: "SwiftUI-Flow", module: "Flow", repository: "https://github.com/tevelee/SwiftUI-Flow",
        version: "3.4.0", commit: "798364823cdfc6afb4aff43eff5a3ddbca89b54f")
}

extension PackageView {
    static let flow: [PackageView] = [
        flowView("HFlow", .horizontal), flowView("VFlow", .vertical),
        // `LazyHFlow(data:) { item in … }` (LazyHFlow.swift, LazyVFlow.swift): the same layouts,
        // their items a `ForEach` over the data.
        flowView("LazyHFlow", .horizontal), flowView("LazyVFlow", .vertical),
    ]

    private static func flowView(_ name: String, _ axis: Axis) -> PackageView {
        let id = name.replacing("Lazy", with: "lazy-").lowercased()  // hflow, lazy-hflow
        let call = name.hasPrefix("Lazy") ? "\(name)(data: data) { _ in CONTENT }" : "\(name) { CONTENT }"
        return called(
            name, of: .flow, source: "Sources/Flow/\(name).swift",
            model: "one \(axis == .horizontal ? "row" : "column") of its items (an \(axis == .horizontal ? "HStack" : "VStack")), taking the proposal along it when justified",
            labels: ["data", "alignment", "itemSpacing", "rowSpacing", "columnSpacing", "spacing", "horizontalAlignment", "verticalAlignment",
                     "horizontalSpacing", "verticalSpacing", "justified", "distributeItemsEvenly", "content"],
            catalog: [id: call]
        ) { c in
            let spacing = try c.optionalNumber("itemSpacing") ?? c.optionalNumber("spacing")
                ?? c.optionalNumber(axis == .horizontal ? "horizontalSpacing" : "verticalSpacing")
            let justified = try c.flag("justified")
            c.ignore(["alignment", "rowSpacing", "columnSpacing", "horizontalAlignment", "verticalAlignment", "horizontalSpacing", "verticalSpacing", "distributeItemsEvenly"])
            let items = try c.flowItems(of: name)
            c.translator.assume(.approximation, name, "\(name) is laid out as one \(axis == .horizontal ? "row" : "column"): exact while its items fit; its wrapping is not modelled", at: c.at)
            let stack = axis == .horizontal ? c.make(HStackLayout(spacing: spacing), items) : c.make(VStackLayout(spacing: spacing), items)
            guard justified else { return stack }
            return c.make(axis == .horizontal ? FlexFrameLayout(maxWidth: .infinity) : FlexFrameLayout(maxHeight: .infinity), [stack])
        }
    }
}

extension BuiltInCall {
    /// A flow's items: its content closure's views, or for `data:` the closure's views for
    /// each element, as `ForEach`'s.
    mutating func flowItems(of name: String) throws -> [ViewNode] {
        guard let data = take("data") else { return try closure("content") }
        let elements = try translator.elements(of: try translator.evaluate(data, scope), from: data, for: name)
        guard let content = (args.take("content") ?? args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) else {
            throw error("\(name) needs a content closure")
        }
        var items: [ViewNode] = []
        for element in elements { items += try translator.closureViews(content, scope, arguments: [element]) }
        return [make(GroupLayout(name: "ForEach", arguments: [Argument(nil, "\(elements.count) elements")]), items)]
    }
}
