import LayoutCore
import SwiftSyntax

/// dkk's `WrappingHStack`, read from https://github.com/dkk/WrappingHStack at 2.2.11.
///
/// Its body (Sources/WrappingHStack/WrappingHStack.swift) is a `GeometryReader`, framed to the
/// height its content reports: it takes the width it is offered and is as tall as its lines.
/// The lines (InternalWrappingHStack.swift) are `HStack(spacing: 0)`s of the items, separated by
/// the spacing (`.constant(8)` by default), each `.frame(maxWidth: .infinity)`, in a
/// `VStack(alignment:spacing: lineSpacing)`; an item starts a new line when it does not fit.
/// The height is a fixed frame, the lines' height as the content reports it, whatever is
/// offered. The model builds one line (exact while the items fit the width), at its ideal
/// height, framed to take the width:
/// `HStack(spacing:) { items }.fixedSize(horizontal: false, vertical: true).frame(maxWidth: .infinity, alignment:)`;
/// the wrapping onto further lines is not modelled, and the finding says so.
extension SwiftPackage {
    static let wrappingHStack = SwiftPackage(
        name: "WrappingHStack", module: "WrappingHStack", repository: "https://github.com/dkk/WrappingHStack",
        version: "2.2.11", commit: "425d9488ba55f58f0b34498c64c054c77fc2a44b")
}

extension PackageView {
    static let wrappingHStack: [PackageView] = [
        called(
            "WrappingHStack", of: .wrappingHStack, source: "Sources/WrappingHStack/WrappingHStack.swift",
            model: "a GeometryReader as tall as its lines: one line of its items at its ideal height, framed to take the width",
            labels: ["_", "id", "alignment", "spacing", "lineSpacing", "content"],
            catalog: ["wrapping-hstack": "WrappingHStack { CONTENT }"]
        ) { c in
            let alignment = try c.take("alignment").map { try c.translator.alignment($0, c.scope).horizontal } ?? .leading
            let spacing = c.take("spacing").flatMap { Double(SourceIndex.collapsed($0.trimmedDescription).filter { $0.isNumber || $0 == "." }) } ?? 8
            c.ignore(["lineSpacing"])
            let items: [ViewNode]
            if c.args.items.contains(where: { $0.label == nil && !$0.isTrailing }) {
                items = [try c.translator.forEach(&c.args, call: c.call, at: c.at, c.scope)]
            } else {
                items = try c.closure("content")
            }
            c.translator.assume(.approximation, "WrappingHStack", "WrappingHStack is laid out as one line: exact while its items fit the width; its wrapping is not modelled", at: c.at)
            let line = c.make(FixedSizeLayout(horizontal: false, vertical: true), [c.make(HStackLayout(spacing: spacing), items)])
            return c.make(FlexFrameLayout(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)), [line])
        },
    ]
}
