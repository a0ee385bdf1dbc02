import LayoutCore
import SwiftSyntax

/// SwiftUI's stacks and the views that arrange or pass on their content: `HStack`, `VStack`,
/// `ZStack`, the lazy stacks, `GeometryReader`, `ScrollView`, `ViewThatFits`, `Group`,
/// `ForEach`, `EmptyView`, `AnyView`, `ScrollViewReader` and `ModifiedContent`. Their layouts
/// are LayoutCore's (`Sources/LayoutCore/Containers`).
extension BuiltInView {
    static let containers: [BuiltInView] = [
        BuiltInView("HStack", labels: ["alignment", "spacing", "content"]) { try $0.stack(.horizontal, lazy: false) },
        BuiltInView("VStack", labels: ["alignment", "spacing", "content"]) { try $0.stack(.vertical, lazy: false) },
        BuiltInView("ZStack", labels: ["alignment", "content"]) { c in
            let alignment = try c.take("alignment").map { try c.translator.alignment($0, c.scope) } ?? .center
            return c.make(ZStackLayout(alignment: alignment), try c.closure("content"))
        },
        BuiltInView("LazyHStack", labels: ["alignment", "spacing", "content"]) { try $0.stack(.horizontal, lazy: true) },
        BuiltInView("LazyVStack", labels: ["alignment", "spacing", "content"]) { try $0.stack(.vertical, lazy: true) },
        BuiltInView("GeometryReader", labels: ["content"]) { try $0.geometryReader() },
        BuiltInView("ScrollView", labels: ["_", "showsIndicators", "content"]) { c in
            let axes = try c.args.takeUnlabeled().map { try c.translator.axisSet($0, c.scope) } ?? .vertical
            if let shows = c.take("showsIndicators") { _ = try c.translator.evaluate(shows, c.scope) }
            return c.make(ScrollViewLayout(axes), try c.closure("content"))
        },
        BuiltInView("ViewThatFits", labels: ["in", "content"]) { c in
            let axes = try c.take("in").map { try c.translator.axisSet($0, c.scope) } ?? .all
            return c.make(ViewThatFitsLayout(in: axes), try c.closure("content"))
        },
        BuiltInView("Group", labels: ["content", "subviews", "transform"]) { c in
            guard c.args.has("subviews") else { return c.make(GroupLayout(), try c.closure("content")) }
            // `Group(subviews: content) { subviews in … }` (Translator+Subviews).
            let subviews = c.translator.subviews(of: try c.views("subviews"))
            guard let transform = c.args.takeClosure("transform")?.as(ClosureExprSyntax.self) else { throw c.error("Group(subviews:) needs a transform closure") }
            return c.make(GroupLayout(), try c.translator.closureViews(transform, c.scope, arguments: [subviews]))
        },
        BuiltInView("ForEach", labels: ["_", "id", "subviews", "content"]) { c in
            guard c.args.has("subviews") else { return try c.translator.forEach(&c.args, call: c.call, at: c.at, c.scope) }
            // `ForEach(subviews: content) { subview in … }` (Translator+Subviews).
            guard case .array(let subviews) = c.translator.subviews(of: try c.views("subviews")),
                  let content = c.args.takeClosure("content")?.as(ClosureExprSyntax.self) else { throw c.error("ForEach(subviews:) needs a content closure") }
            let views = try subviews.flatMap { try c.translator.closureViews(content, c.scope, arguments: [$0]) }
            return c.make(GroupLayout(name: "ForEach", arguments: [Argument(nil, "\(subviews.count) subviews")]), views)
        },
        BuiltInView("EmptyView", labels: []) { c in c.make(EmptyViewLayout()) },
        BuiltInView("AnyView", labels: ["_"]) { c in
            guard let inner = c.args.takeUnlabeled() else { throw c.error("AnyView needs a view") }
            return try c.translator.view(inner, c.scope)
        },
        BuiltInView("ScrollViewReader", labels: ["content"]) { c in
            // The reader is its content; the proxy is a run-time value.
            guard let closure = c.take("content")?.as(ClosureExprSyntax.self) ?? c.args.takeTrailing() else {
                throw c.error("ScrollViewReader needs a content closure")
            }
            let proxy = c.translator.symbolicValue(c.translator.closureParameterNames(closure).first ?? "proxy", type: "ScrollViewProxy")
            return c.single(try c.translator.closureViews(closure, c.scope, arguments: [proxy]))
        },
        BuiltInView("ModifiedContent", labels: ["content", "modifier"]) { c in
            guard let content = c.take("content"), let modifier = c.take("modifier") else {
                throw c.error("ModifiedContent needs content: and modifier:")
            }
            return try c.translator.applyViewModifier(modifier, to: try c.translator.view(content, c.scope), at: c.at, c.scope)
        },
    ]
}

extension BuiltInCall {
    /// `HStack`, `VStack`, `LazyHStack`, `LazyVStack` (`alignment:spacing:content:`): the
    /// alignment is across the stack's axis.
    mutating func stack(_ axis: Axis, lazy: Bool) throws -> ViewNode {
        let alignmentExpr = take("alignment")
        let layout: any Layout
        switch axis {
        case .horizontal:
            let alignment = try alignmentExpr.map { try translator.verticalAlignment($0, scope) } ?? .center
            let spacing = try optionalNumber("spacing")
            layout = lazy ? LazyStackLayout(axis: axis, alignment: alignment.key, spacing: spacing) : HStackLayout(alignment: alignment, spacing: spacing)
        case .vertical:
            let alignment = try alignmentExpr.map { try translator.horizontalAlignment($0, scope) } ?? .center
            let spacing = try optionalNumber("spacing")
            layout = lazy ? LazyStackLayout(axis: axis, alignment: alignment.key, spacing: spacing) : VStackLayout(alignment: alignment, spacing: spacing)
        }
        return make(layout, try closure("content"))
    }

    /// `GeometryReader { proxy in … }`, or `GeometryReader(content: makeContent)`.
    mutating func geometryReader() throws -> ViewNode {
        guard let content = args.takeClosure("content") else { throw error("GeometryReader needs a content closure") }
        guard let closure = content.as(ClosureExprSyntax.self) else {
            // A function of the proxy.
            return make(GeometryReaderLayout(), try translator.fillingContent { try translator.viewsOfArgument(content, scope) })
        }
        let proxy = translator.geometryProxy(closure, reader: at)
        return make(GeometryReaderLayout(), try translator.fillingContent { try translator.closureViews(closure, scope, arguments: [proxy]) })
    }
}
