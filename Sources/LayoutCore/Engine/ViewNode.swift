/// A location in source text (1-based), attached by the front end to the nodes it builds, with
/// the file's name where the front end read several files (a view of another file placed in this
/// one: `sizing scan --stress` names the file of the view that breaks).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var file: String?
    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }
    /// `line:column`, without the file.
    public var description: String { "\(line):\(column)" }
}

/// Anything that can stand in a view tree: SwiftUI's `View`, reduced to its layout.
public protocol View: Sendable {
    /// The tree node this view builds.
    var node: ViewNode { get }
}

/// One node of the value-typed view tree: a layout behavior and its children.
///
/// Modifiers are nodes that wrap their content (`children[0]`); `overlay` and `background`
/// carry their secondary view as `children[1]`. Containers hold their (unflattened) content;
/// `Group`, `ForEach` and `EmptyView` are flattened into the enclosing list when laid out.
public struct ViewNode: View, Sendable {
    /// The layout behavior, boxed once: every engine that lays this tree out shares the box
    /// rather than copying the value (issue 18: engine bytes per node).
    var box: LayoutBox
    public var layout: any Layout {
        get { box.layout }
        set { box = LayoutBox(newValue) }
    }
    public var children: [ViewNode]
    /// The name given by `.id("…")` or `.tag("…")`.
    public var id: String?
    /// Where the front end found this view or modifier.
    public var location: SourceLocation?
    /// True for the nodes a control adds to model itself (a Toggle's switch), as opposed to the
    /// views the user wrote.
    public var isSynthetic: Bool
    /// True for a node built from a value the front end assumed for one the input does not
    /// give (a run-time width laid out as 100): where it lies, a measured size is the model's
    /// guess, not the view's (`sizing scan --stress` reports no break that depends on one).
    public var isAssumed = false
    /// True for a `Text` showing a run-time string the input does not give, laid out as a word
    /// of a typical length: whether it is cut depends on the string (`sizing scan --stress` calls
    /// such a break borderline).
    public var isRunTimeText = false

    public init(
        _ layout: any Layout, children: [ViewNode] = [], id: String? = nil,
        location: SourceLocation? = nil, isSynthetic: Bool = false
    ) {
        self.box = LayoutBox(layout)
        self.children = children
        self.id = id
        self.location = location
        self.isSynthetic = isSynthetic
    }

    public var node: ViewNode { self }

    /// The object holding this node's layout: the same object for a node and its copies (a
    /// tree built once and taken again), another one for every node made. Holding it keeps
    /// the identity from being reused, so a cache keyed by `ObjectIdentifier` of it that
    /// keeps it alive is safe.
    public var layoutObject: AnyObject { box }

    /// Marks this node and every node below it as part of a control's model.
    public func synthetic() -> ViewNode {
        var copy = self
        copy.isSynthetic = true
        copy.children = children.map { $0.synthetic() }
        return copy
    }

    /// The number of nodes in this tree.
    /// - Complexity: O(n) in the number of nodes.
    public var nodeCount: Int {
        var count = 0
        var stack: [ViewNode] = [self]
        while let next = stack.popLast() {
            count += 1
            stack.append(contentsOf: next.children)
        }
        return count
    }
}

extension ViewNode {
    /// The modifiers of type `T` wrapping this view, outermost first: what a container reads
    /// from its rows or cells (`listRowInsets`, `gridCellColumns`).
    func modifiers<T>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var node = self
        while node.layout.role == .modifier {
            if let modifier = node.layout as? T { found.append(modifier) }
            guard let content = node.children.first else { break }
            node = content
        }
        return found
    }
}

/// Builds lists of views from SwiftUI-style closures (`HStack { Color.red; Text("x") }`).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first: [ViewNode]) -> [ViewNode] { first }
    public static func buildEither(second: [ViewNode]) -> [ViewNode] { second }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}

/// Wraps several views into one node: a single view stays itself, several become a `Group`.
func single(_ views: [ViewNode]) -> ViewNode {
    views.count == 1 ? views[0] : ViewNode(GroupLayout(), children: views)
}

extension ViewNode {
    /// An indented description of the tree as written (before flattening): one node per line,
    /// modifiers above the view they wrap, `#id` after named nodes.
    /// - Complexity: O(n).
    public var treeDescription: String {
        var lines: [String] = []
        func walk(_ node: ViewNode, _ depth: Int) {
            let id = node.id.map { " #\($0)" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + node.layout.label + id)
            for child in node.children { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}
