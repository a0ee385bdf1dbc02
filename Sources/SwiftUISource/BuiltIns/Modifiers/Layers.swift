import LayoutCore
import SwiftSyntax

/// The modifiers that add space or layers around their view, or move it: `padding`, `border`,
/// `background`, `overlay`, `offset` and `position`. Their layouts are LayoutCore's
/// (`Sources/LayoutCore/Modifiers`).
extension BuiltInModifier {
    static let layers: [BuiltInModifier] = [
        BuiltInModifier("padding", labels: ["_"]) { c in
            let layout = try c.padding()
            return c.wrap(layout)
        },
        BuiltInModifier("border", labels: ["_", "width"]) { c in
            let color = try c.args.takeUnlabeled().map { try c.translator.color($0, c.scope) } ?? .primary
            let width = try c.optionalNumber("width") ?? 1
            try c.finish()
            return c.wrap(BorderLayout(color, width: width))
        },
        BuiltInModifier("background", labels: ["_", "alignment", "in", "ignoresSafeAreaEdges", "content"]) { try $0.secondaryLayer(.background) },
        BuiltInModifier("overlay", labels: ["_", "alignment", "in", "content"]) { try $0.secondaryLayer(.overlay) },
        BuiltInModifier("offset", labels: ["x", "y", "_"]) { try $0.translation() },
        BuiltInModifier("position", labels: ["x", "y", "_"]) { try $0.translation() },
    ]
}

extension ModifierCall {
    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 8)`,
    /// `padding(EdgeInsets(…))`, `padding(.init(top:…))`: the padding's layout (also read by
    /// `safeAreaPadding`).
    mutating func padding() throws -> PaddingLayout {
        guard let first = args.takeUnlabeled() else {
            try finish()
            return PaddingLayout()
        }
        let value = try translator.evaluate(first, scope)
        switch value {
        case .number(let n):
            try finish()
            return PaddingLayout(.all, n)
        case .record("EdgeInsets", let fields), .memberCall("EdgeInsets", "init", let fields):
            try finish()
            return PaddingLayout(insets: Translator.edgeInsets(fields))
        case .memberCall(nil, "init", let fields) where fields.allSatisfy({ ["top", "leading", "bottom", "trailing"].contains($0.label ?? "") }):
            // `.padding(.init(top: 6, leading: 0, bottom: 12, trailing: 0))`, `.padding(.init())`:
            // EdgeInsets.
            try finish()
            return PaddingLayout(insets: Translator.edgeInsets(fields))
        case .member(nil, let name) where !Translator.edgeNames.contains(name):
            // `.padding(.cellPadding)`: a static member of the input's `extension CGFloat`.
            let length = try translator.number(first, scope, "padding")
            try finish()
            return PaddingLayout(.all, length)
        default:
            let edges = try translator.edgeSet(value, at: first)
            let length = try args.takeUnlabeled().map { try translator.optionalNumber($0, scope, "padding") } ?? nil
            try finish()
            return PaddingLayout(edges, length)
        }
    }

    /// `offset(x:y:)`, `offset(CGSize)`, `position(x:y:)`, `position(CGPoint)`; the struct as
    /// `CGPoint(x:y:)`, `.init(x:y:)` or `.zero` (``Translator/structFields(_:as:)``).
    mutating func translation() throws -> ViewNode {
        var x = try optionalNumber("x") ?? 0, y = try optionalNumber("y") ?? 0
        func layout() -> any Layout { name == "offset" ? OffsetLayout(x: x, y: y) : PositionLayout(x: x, y: y) }
        if let unlabeled = args.takeUnlabeled() {
            let value = try translator.evaluate(unlabeled, scope)
            guard let fields = Translator.structFields(value, as: name == "offset" ? "CGSize" : "CGPoint")
                ?? Translator.structFields(value, as: name == "offset" ? "CGPoint" : "CGSize") else {
                if translator.options.inputCompiles {
                    // A size or point computed at run time: a representative, stated.
                    translator.assume(.representative, SourceIndex.collapsed(unlabeled.sourceText), "\(name) = (0, 0) for the run-time value `\(SourceIndex.collapsed(unlabeled.sourceText))`", at: unlabeled)
                    return wrap(layout())
                }
                throw translator.locator.error("\(name) needs x:/y: or a \(name == "offset" ? "CGSize" : "CGPoint"), found \(value.text)", at: unlabeled)
            }
            for field in fields {
                guard case .number(let n) = field.value else { continue }
                switch field.label {
                case "width", "x": x = n
                case "height", "y": y = n
                default: break
                }
            }
        }
        try finish()
        return wrap(layout())
    }

    /// `background`/`overlay`: view form (`{ … }`, `alignment:`), style form (`.red`), and
    /// the deprecated view-argument form (`background(Circle(), alignment: .top)`).
    ///
    /// The layer never changes the size of the view it modifies (LayoutCore's `SecondaryLayerLayout`), so
    /// the run-time values only its arguments decide on are not explored: `.overlay { if
    /// isLoading { ProgressView() } }` is built once, as the author's values have it.
    mutating func secondaryLayer(_ placement: SecondaryLayerLayout.Placement) throws -> ViewNode {
        try translator.withoutExploring { try layer(placement) }
    }

    private mutating func layer(_ placement: SecondaryLayerLayout.Placement) throws -> ViewNode {
        let alignment = try args.take("alignment").map { try translator.alignment($0, scope) } ?? .center
        if let content = args.takeClosure("content") {
            let secondary = try layerContent(placement, at: content) { translator.single(try translator.viewsOfArgument(content, scope), at: content) }
            try finish()
            return wrap(SecondaryLayerLayout(placement, alignment: alignment), secondary)
        }
        guard let first = args.takeUnlabeled() else { return try defaultBackground(placement, alignment: alignment) }
        let shape = args.take("in")
        if let ignores = args.take("ignoresSafeAreaEdges") { _ = try translator.evaluate(ignores, scope) }
        try finish()
        guard let style = styleValue(first) else {
            return wrap(SecondaryLayerLayout(placement, alignment: alignment), try layerContent(placement, at: first) { try translator.view(first, scope) })
        }
        let secondary: ViewNode
        if let shape {
            // `in: .capsule`, `in: .rect(cornerRadius: 8)`: a shape fills the layer either way.
            let member = shape.as(MemberAccessExprSyntax.self)
                ?? shape.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            let isImplicitShape = member != nil && member?.base == nil
            secondary = isImplicitShape ? translator.make(ShapeLayout(.rectangle), at: shape).synthetic() : try translator.view(shape, scope).synthetic()
        } else if let color = translator.colorIfColor(style) {
            secondary = translator.place(color.node, at: first).synthetic()
        } else {
            secondary = translator.make(ShapeLayout(.rectangle), at: first).synthetic()
        }
        let text = translator.colorIfColor(style)?.label ?? style.text
        return wrap(SecondaryLayerLayout(placement, alignment: alignment, style: text), secondary)
    }

    /// The view `build` builds for the layer. In code that compiles, one the model cannot build
    /// is left out, and the answer says so: the layer cannot change the size of the view it
    /// modifies. What its building noted before it stopped is dropped with it.
    private func layerContent(_ placement: SecondaryLayerLayout.Placement, at node: some SyntaxProtocol, _ build: () throws -> ViewNode) throws -> ViewNode {
        let notes = translator.notes, assumptions = translator.assumptions, stoppedAtRecursion = translator.stoppedAtRecursion
        do {
            return try build()
        } catch let error as SourceError where translator.options.inputCompiles && !translator.outOfTime {
            translator.taintInstanceMemo()
            translator.notes = notes
            translator.assumptions = assumptions
            translator.stoppedAtRecursion = stoppedAtRecursion
            let why = error.primary.map { "\($0.fileName):\($0.line):\($0.column): \($0.message)" } ?? "\(error)"
            translator.assume(
                .passedThrough, placement.rawValue,
                "the \(placement.rawValue)'s content at \(translator.locator.describe(node)) is left out (\(why)); it cannot change the size of the view it modifies",
                at: node)
            return translator.make(EmptyViewLayout(), at: node).synthetic()
        }
    }

    /// `background()` / `background(ignoresSafeAreaEdges:)`: the default style, the system
    /// background (iOS 15); `background(in: .circle, fillStyle:)`: that shape filled with it
    /// (iOS 16), which takes the view's size as any background does. `overlay` has no such form.
    private mutating func defaultBackground(_ placement: SecondaryLayerLayout.Placement, alignment: Alignment) throws -> ViewNode {
        guard placement == .background, args.items.allSatisfy({ ["ignoresSafeAreaEdges", "in", "fillStyle"].contains($0.label) }) else {
            throw error("\(placement.rawValue) needs a view, a colour or a style")
        }
        if let ignores = args.take("ignoresSafeAreaEdges") { _ = try translator.evaluate(ignores, scope) }
        _ = args.take("fillStyle")
        let shape = args.take("in")
        try finish()
        let secondary = translator.make(ShapeLayout(.rectangle), at: shape.map(Syntax.init) ?? Syntax(at)).synthetic()
        return wrap(SecondaryLayerLayout(placement, alignment: alignment, style: ".background"), secondary)
    }

    /// A colour or a style (`.red`, `Color.blue`, `.ultraThinMaterial`): the style form. Nil
    /// for a view.
    private func styleValue(_ first: ExprSyntax) -> Value? {
        guard let value = try? translator.evaluate(first, scope) else { return nil }
        switch value {
        case .color, .member: return value
        case .memberCall(_, let name, _) where name == "opacity": return value
        default: return nil
        }
    }
}
