import LayoutCore
import SwiftSyntax

/// SwiftUI's colours, shapes and gradients: views that take the size they are proposed
/// (layout-rules §13.1). `Color`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse` and
/// `Circle` have layouts of their own (`Sources/LayoutCore/Views/Color.swift`, `Shape.swift`);
/// the other shapes and the gradients fill their proposal as a rectangle does (our model).
extension BuiltInView {
    static let shapes: [BuiltInView] = [
        BuiltInView("Color", labels: ["_", "red", "green", "blue", "opacity", "white"]) { try $0.color() },
        called("Rectangle", labels: []) { c in try c.shape(.rectangle) },
        called("RoundedRectangle", labels: ["cornerRadius", "cornerSize", "style"]) { c in try c.roundedRectangle() },
        called("Capsule", labels: ["style"]) { c in try c.shape(.capsule) },
        called("Ellipse", labels: []) { c in try c.shape(.ellipse) },
        called("Circle", labels: []) { c in try c.shape(.circle) },
    ] + fillingViews.map { name in
        called(name, labels: []) { c in try c.fillingView() }
    }

    /// SwiftUI views that fill their proposal like a shape, without a layout of their own.
    static let fillingViews = [
        "UnevenRoundedRectangle", "ContainerRelativeShape", "Path",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
    ]
}

extension BuiltInCall {
    /// `Color.red` spelled as a call (`Color(red:green:blue:)`, `Color("brand")`, `Color(.systemGray)`).
    mutating func color() throws -> ViewNode? {
        guard let call else { return nil }
        let value = try translator.evaluate(ExprSyntax(call), scope)
        args = CallArguments(nil, callee: name)
        guard case .color(let color) = value else {
            if translator.options.inputCompiles {
                // A colour made at run time (`Color(.systemGroupedBackground)`): colours do not
                // change layout.
                translator.note("colour `\(SourceIndex.collapsed(call.sourceText))` is made at run time; drawn as gray (colours do not change layout)", at: call)
                return translator.place(Color.gray.node, at: at)
            }
            throw translator.locator.error("cannot read the colour `\(call.sourceText)`", at: call)
        }
        return translator.place(color.node, at: at)
    }

    /// `Rectangle()`, `Capsule(style:)`, `Ellipse()`, `Circle()`.
    mutating func shape(_ kind: ShapeLayout.Kind) throws -> ViewNode {
        if let style = take("style") { _ = try translator.evaluate(style, scope) }
        return make(ShapeLayout(kind))
    }

    /// `RoundedRectangle(cornerRadius:style:)`, `RoundedRectangle(cornerSize:style:)`: the
    /// corners do not change its size.
    mutating func roundedRectangle() throws -> ViewNode {
        if let style = take("style") { _ = try translator.evaluate(style, scope) }
        if let size = take("cornerSize") {
            var radius = 0.0
            if let fields = Translator.structFields(try translator.evaluate(size, scope), as: "CGSize"),
               let width = Translator.numberField("width", of: fields) { radius = width }
            return make(ShapeLayout(.roundedRectangle, cornerRadius: radius))
        }
        guard let radius = take("cornerRadius") else { throw error("RoundedRectangle needs cornerRadius: or cornerSize:") }
        return make(ShapeLayout(.roundedRectangle, cornerRadius: try translator.number(radius, scope, "cornerRadius")))
    }

    /// A view that fills its proposal like a shape: its arguments (colours, corner radii, stops)
    /// do not change its size, and are read so that the values they use are noted.
    mutating func fillingView() throws -> ViewNode {
        for item in args.items where !item.expression.is(ClosureExprSyntax.self) { _ = try? translator.evaluate(item.expression, scope) }
        args.items.removeAll()
        return translator.make(CustomViewLayout(name), [make(ShapeLayout(.rectangle)).synthetic()], at: at)
    }
}
