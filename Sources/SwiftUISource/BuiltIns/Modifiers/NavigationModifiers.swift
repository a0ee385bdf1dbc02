import LayoutCore
import SwiftSyntax

/// The modifiers a navigation container reads from its content: `navigationTitle`,
/// `navigationBarTitleDisplayMode`, `navigationBarHidden` and `toolbar(_:for:)`
/// (`Sources/LayoutCore/Navigation/NavigationBarModifier.swift`).
extension BuiltInModifier {
    static let navigation: [BuiltInModifier] = [
        BuiltInModifier("navigationTitle", labels: ["_"]) { c in
            guard let e = c.args.takeUnlabeled() else { return nil }
            if case .views = try c.translator.evaluate(e, c.scope) {
                try c.finish()
                return c.wrap(PassThroughModifier(c.name))
            }
            let title = try c.translator.text(e, c.scope, in: "navigationTitle")
            try c.finish()
            return c.wrap(NavigationBarModifier(.title(title)))
        },
        BuiltInModifier("navigationBarTitleDisplayMode", labels: ["_"]) { c in
            guard let e = c.args.takeUnlabeled() else { return nil }
            let mode: String
            switch try c.translator.evaluate(e, c.scope) {
            case .member(_, let n): mode = n
            default: mode = "automatic"
            }
            try c.finish()
            return c.wrap(NavigationBarModifier(.displayMode(mode)))
        },
        BuiltInModifier("navigationBarHidden", labels: ["_"]) { c in
            guard let e = c.args.takeUnlabeled() else { return nil }
            let hidden = (try? c.translator.bool(e, c.scope, "navigationBarHidden")) ?? false
            try c.finish()
            return c.wrap(NavigationBarModifier(.hidden(hidden)))
        },
        BuiltInModifier("toolbar", labels: ["_", "for"]) { c in
            // `toolbar(.hidden, for: .navigationBar)`: the bar's visibility. Its other forms add
            // items, which do not change the content's layout.
            guard c.args.has("for"), let visibility = c.args.takeUnlabeled(), let bars = c.args.take("for") else { return nil }
            let hides = visibility.sourceText.contains("hidden") && bars.sourceText.contains("navigationBar")
            try c.finish()
            return hides ? c.wrap(NavigationBarModifier(.hidden(true))) : c.wrap(PassThroughModifier(c.name))
        },
    ]
}
