import LayoutCore
import SwiftSyntax

/// What the package descriptors share: the loaded image of an image-loading view, and the
/// closures they call with the image or with the loading state.
extension BuiltInCall {
    /// `KFImage(url)` as the call spells it (the arguments in parentheses, collapsed, at most 60
    /// characters): the loaded image's name, which `--image-size` can give a natural size.
    var spelling: String {
        let arguments = call.map { SourceIndex.collapsed($0.arguments.trimmedDescription) } ?? ""
        let text = "\(name)(\(arguments))"
        return text.count <= 60 ? text : String(text.prefix(59)) + "…)"
    }

    /// The image an image-loading package view shows once its image has loaded: SwiftUI's
    /// `Image` of the loaded picture, whose natural size the source does not give (the
    /// default, or `--image-size` for ``spelling``), reading the unlabeled source and `data`
    /// as run-time values.
    mutating func loadedImage(reading data: [String]) -> ViewNode {
        let spelling = self.spelling
        if let source = args.takeUnlabeled() { _ = try? translator.evaluate(source, scope) }
        ignore(data)
        let layout = ImageLayout(
            source: .named(spelling), naturalSize: translator.options.imageSizes[spelling], isResizable: false, spelling: spelling)
        return make(layout)
    }

    /// The closure of `label` (or the unlabeled trailing one) called with `arguments`; nil
    /// when there is none.
    mutating func closureCalled(_ label: String, with arguments: [Value]) throws -> [ViewNode]? {
        guard let closure = (args.take(label) ?? args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) else { return nil }
        return try translator.closureViews(closure, scope, arguments: arguments)
    }

    /// `{ state in … }`: the closure's views with its parameter a run-time value of `type`,
    /// whose members and cases the closure's branches explore as any run-time value's
    /// (AsyncImage's phase). Nil when there is no closure.
    mutating func stateClosure(_ label: String, type: String) throws -> [ViewNode]? {
        guard let closure = (args.take(label) ?? args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) else { return nil }
        let state = translator.symbolicValue(translator.closureParameterNames(closure).first ?? "state", type: type)
        return try translator.closureViews(closure, scope, arguments: [state])
    }
}

extension ModifierCall {
    /// `.contentConfigure { image in … }`, `.configure { $0.resizable() }`: the view the closure
    /// makes of the receiver (nil without a closure).
    mutating func receiverClosure() throws -> ViewNode? {
        guard let closure = (args.takeUnlabeled() ?? args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) else { return nil }
        return translator.single(try translator.closureViews(closure, scope, arguments: [.views([receiver])]), at: at)
    }
}
