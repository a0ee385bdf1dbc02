import LayoutCore
import SwiftSyntax

/// SwiftUI's animator views, `KeyframeAnimator(initialValue:trigger:content:keyframes:)` and
/// `PhaseAnimator(_:trigger:content:animation:)`: each is its content closure's views, built with
/// the value the animation starts from (the initial value; the first phase). The animation
/// changes drawing, not the layout the content's code gives for a value: the model lays out
/// the starting value (Apple's documentation: the content closure is called with each
/// interpolated value; our model takes the first).
extension BuiltInView {
    static let animators: [BuiltInView] = [
        called("KeyframeAnimator", labels: ["initialValue", "repeating", "trigger", "content", "keyframes"]) { c in
            let initial = try c.take("initialValue").map { try c.translator.evaluate($0, c.scope) }
            return try c.animatorContent(startingAt: initial, ignoring: ["repeating", "trigger", "keyframes"])
        },
        called("PhaseAnimator", labels: ["_", "trigger", "content", "animation"]) { c in
            let phases = try c.args.takeUnlabeled().map { try c.translator.evaluate($0, c.scope) }
            return try c.animatorContent(startingAt: phases.flatMap(BuiltInCall.firstElement), ignoring: ["trigger", "animation"])
        },
    ]
}

extension BuiltInCall {
    /// The views of the content closure (`content:` or the trailing one) called with `value`
    /// (a run-time value when the model cannot read it); the other arguments read and set aside.
    mutating func animatorContent(startingAt value: Value?, ignoring labels: [String]) throws -> ViewNode {
        ignore(labels)
        guard let content = args.takeClosure("content")?.as(ClosureExprSyntax.self) else {
            throw error("\(name) needs a content closure: `\(name)(…) { value in … }`")
        }
        let parameter = translator.closureParameterNames(content).first ?? "value"
        let argument = value ?? translator.symbolicValue(parameter, type: nil)
        return single(try translator.closureViews(content, scope, arguments: [argument]))
    }

    /// The first phase of `[.a, .b]` or `Phase.allCases`; nil when the model cannot read it.
    static func firstElement(_ phases: Value) -> Value? {
        if case .array(let elements) = phases { return elements.first }
        return nil
    }
}
