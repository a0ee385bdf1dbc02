import LayoutCore
import SwiftSyntax

/// The modifiers of the safe area and of the container's size: `ignoresSafeArea`,
/// `edgesIgnoringSafeArea`, `safeAreaInset`, `safeAreaPadding` and `containerRelativeFrame`
/// (`Sources/LayoutCore/SafeArea`, [docs/safe-area.md](../../../../docs/safe-area.md)).
extension BuiltInModifier {
    static let safeArea: [BuiltInModifier] = [
        BuiltInModifier("ignoresSafeArea", labels: ["_", "edges"]) { c in
            // `ignoresSafeArea(_ regions: = .all, edges: = .all)`: regions are not distinguished.
            if let regions = c.args.takeUnlabeled() { _ = try c.translator.evaluate(regions, c.scope) }
            let edges = try c.args.take("edges").map { try c.translator.edgeSet(try c.translator.evaluate($0, c.scope), at: $0) } ?? .all
            try c.finish()
            return c.wrap(IgnoresSafeAreaLayout(edges: edges))
        },
        BuiltInModifier("edgesIgnoringSafeArea", labels: ["_"]) { c in
            guard let e = c.args.takeUnlabeled() else { return nil }
            let edges = try c.translator.edgeSet(try c.translator.evaluate(e, c.scope), at: e)
            try c.finish()
            return c.wrap(IgnoresSafeAreaLayout(edges: edges, spelling: "edgesIgnoringSafeArea"))
        },
        BuiltInModifier("safeAreaInset", labels: ["edge", "alignment", "spacing", "content"]) { try $0.safeAreaInset() },
        BuiltInModifier("safeAreaPadding", labels: ["_"]) { c in
            let padded = try c.padding()
            return c.translator.make(SafeAreaPaddingLayout(insets: padded.insets), [c.receiver], at: c.at)
        },
        BuiltInModifier("containerRelativeFrame", labels: ["_", "count", "span", "spacing", "alignment"]) { try $0.containerRelativeFrame() },
    ]
}

extension ModifierCall {
    /// `safeAreaInset(edge:alignment:spacing:content:)`.
    mutating func safeAreaInset() throws -> ViewNode? {
        guard let edgeExpr = args.take("edge") else { return nil }
        let edge: Edge
        switch try translator.evaluate(edgeExpr, scope) {
        case .member(_, "top"): edge = .top
        case .member(_, "bottom"): edge = .bottom
        case .member(_, "leading"): edge = .leading
        case .member(_, "trailing"): edge = .trailing
        case let other: throw translator.locator.error("safeAreaInset(edge:) needs .top, .bottom, .leading or .trailing, found \(other.text)", at: edgeExpr)
        }
        var alignment = Alignment.center
        if let a = args.take("alignment") {
            alignment = edge == .top || edge == .bottom
                ? Alignment(horizontal: try translator.horizontalAlignment(a, scope), vertical: .center)
                : Alignment(horizontal: .center, vertical: try translator.verticalAlignment(a, scope))
        }
        let spacing = try optionalNumber("spacing")
        guard let content = args.takeClosure("content") else { throw callError("safeAreaInset needs a content closure") }
        let inset = translator.single(try translator.viewsOfArgument(content, scope), at: content)
        try finish()
        return translator.make(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing), [receiver, inset], at: at)
    }

    /// `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)`
    /// and `containerRelativeFrame(_:alignment:_:)`, whose closure is read into a length per
    /// axis (`Translator+ContainerRelativeLength`).
    mutating func containerRelativeFrame() throws -> ViewNode? {
        guard let axesExpr = args.takeUnlabeled() else { return nil }
        let axes = try translator.axisSet(axesExpr, scope)
        if let closure = try lengthClosure() {
            let alignment = try args.take("alignment").map { try translator.alignment($0, scope) } ?? .center
            let lengths: ContainerRelativeLength.Closure
            do {
                lengths = try translator.containerRelativeLengths(closure.syntax, axes: axes, closure.scope)
            } catch let error as SourceError where translator.options.inputCompiles {
                // Code that compiles: a closure the model does not read frames the view at the
                // container's length, and the finding says so.
                translator.assume(.approximation, "containerRelativeFrame { … }", "the closure of containerRelativeFrame is read as the container's length (\(error.primary?.message ?? "\(error)"))", at: closure.syntax)
                lengths = ContainerRelativeLength.Closure(horizontal: .container, vertical: .container)
            }
            try finish()
            return wrap(ContainerRelativeFrameLayout(axes, alignment: alignment) { _, axis in lengths[axis] })
        }
        let count = try args.take("count").map { try translator.number($0, scope, "count") } ?? 1
        let span = try args.take("span").map { try translator.number($0, scope, "span") } ?? 1
        let spacing = try args.take("spacing").map { try translator.number($0, scope, "spacing") } ?? 0
        let alignment = try args.take("alignment").map { try translator.alignment($0, scope) } ?? .center
        try finish()
        func whole(_ n: Double) -> Int { n.isFinite && abs(n) < 1e9 ? Int(n) : 1 }
        return wrap(ContainerRelativeFrameLayout(axes, count: whole(count), span: whole(span), spacing: spacing, alignment: alignment))
    }

    /// The closure of `containerRelativeFrame(_:alignment:_:)`: the trailing closure, or a closure
    /// (or a closure held in a value) after the axes; nil for the other forms.
    private mutating func lengthClosure() throws -> (syntax: ClosureExprSyntax, scope: Scope)? {
        if let trailing = args.takeTrailing() { return (trailing, scope) }
        guard let i = args.items.firstIndex(where: { $0.label == nil && !$0.isTrailing }) else { return nil }
        let expr = args.items.remove(at: i).expression
        if let closure = expr.as(ClosureExprSyntax.self) { return (closure, scope) }
        if case .closure(let closure, let closureScope) = try translator.evaluate(expr, scope) { return (closure, closureScope) }
        throw translator.locator.error("containerRelativeFrame's length needs a closure (CGFloat, Axis) -> CGFloat, found `\(SourceIndex.collapsed(expr.sourceText))`", at: expr)
    }
}
