import LayoutCore
import SwiftSyntax

/// SwiftUI's layout types used as views (`HStackLayout(spacing: 4) { … }`) and `AnyLayout`
/// (`AnyLayout(VStackLayout()) { … }`, `AnyLayout(FlowLayout()) { … }`): a layout's content is
/// its trailing closure (`Layout.callAsFunction`). Their layouts are LayoutCore's stacks and
/// grid, or an input's custom layout run by the model (`CustomLayout/`). The same types used as
/// values (`let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) are
/// read by `Translator.layoutValue`.
extension BuiltInView {
    static let layouts: [BuiltInView] = [
        called("HStackLayout", labels: ["alignment", "spacing"]) { try $0.layoutView() },
        called("VStackLayout", labels: ["alignment", "spacing"]) { try $0.layoutView() },
        called("ZStackLayout", labels: ["alignment"]) { try $0.layoutView() },
        called("GridLayout", labels: ["alignment", "horizontalSpacing", "verticalSpacing"]) { try $0.layoutView() },
        called("AnyLayout", labels: ["_"]) { try $0.layoutView() },
    ]
}

extension BuiltInCall {
    /// A layout type called with its content: the layout of the arguments, over the views of
    /// the trailing closure.
    mutating func layoutView() throws -> ViewNode {
        guard let call else { throw error("\(name) needs its content: `\(name)() { … }`") }
        let content = try translator.layoutContent(call, scope)
        _ = args.takeTrailing()
        let layout = try translator.builtInLayout(name, &args, at: at, scope)
        return try translator.layoutContainer(layout, content: content, at: at)
    }
}
