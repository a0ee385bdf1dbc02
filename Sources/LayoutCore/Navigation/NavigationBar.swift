/// The navigation bar a navigation container puts above its root content, sized from the
/// requests (`NavigationBarModifier`) found in that content.
///
/// Dimensions (our model, the heights of UIKit's `UINavigationBar` on iPhone as commonly
/// published; Apple documents none of them for SwiftUI):
/// - 44 pt for a bar with an inline title or no title;
/// - 96 pt with a large title (44 + 52), which is SwiftUI's `automatic` display mode for the
///   root of a stack on iPhone;
/// - 0 when the bar is hidden.
/// The title is drawn as `headline` text centred in an inline bar and as `largeTitle` text at
/// the bar's bottom leading corner (16 pt in, 8 pt up: our model) in a large one.
/// On macOS there is no bar in the view: the title goes to the window's toolbar, outside the
/// view's bounds (our model of macOS's navigation containers), so a column is its content alone.
struct NavigationBar: Hashable, Sendable {
    var title: String?
    var displayMode = "automatic"
    var isHidden = false

    static let inlineHeight = 44.0
    static let largeTitleHeight = 96.0

    /// 1. Reads the requests in `content`, nearest first, not looking into nested navigation
    ///    containers (their bars are their own).
    init(reading content: [ViewNode]) {
        var found: (title: Bool, mode: Bool, hidden: Bool) = (false, false, false)
        var stack = Array(content.reversed())
        while let node = stack.popLast() {
            if node.layout is NavigationStackLayout || node.layout is NavigationSplitViewLayout { continue }
            if let request = (node.layout as? NavigationBarModifier)?.request {
                switch request {
                case .title(let t) where !found.title: title = t; found.title = true
                case .displayMode(let m) where !found.mode: displayMode = m; found.mode = true
                case .hidden(let h) where !found.hidden: isHidden = h; found.hidden = true
                default: break
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// 2. The bar's height.
    var height: Double {
        if isHidden { return 0 }
        return title != nil && displayMode != "inline" ? Self.largeTitleHeight : Self.inlineHeight
    }

    /// 3. The bar as a node (nil when hidden).
    var node: ViewNode? {
        guard !isHidden else { return nil }
        guard let title else { return ContainerParts.bar(height: height) }
        if displayMode == "inline" {
            return ContainerParts.bar(height: height, title: ContainerParts.text(title, font: .headline))
        }
        let large = ControlParts.wrap(PaddingLayout(insets: EdgeInsets(leading: 16, bottom: 8)), ContainerParts.text(title, font: .largeTitle))
        return ContainerParts.bar(height: height, title: large, titleAlignment: .bottomLeading)
    }

    /// 4. A navigation column: the bar above the content, which fills the rest (centred, as a
    ///    root view in a navigation stack is), framed to take exactly the proposal; on macOS the
    ///    content alone.
    static func column(_ content: [ViewNode], platform: Platform = .iOS) -> ViewNode {
        let bar = platform == .macOS ? nil : NavigationBar(reading: content).node
        let root = ContainerParts.filling(ControlParts.label(content))
        return ContainerParts.filling(ContainerParts.column((bar.map { [$0] } ?? []) + [root]), alignment: .top)
    }
}
