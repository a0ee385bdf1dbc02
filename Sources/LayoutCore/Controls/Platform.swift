/// The platform SwiftUI builds a view for (`--platform`, the `os(…)` of `#if`): its controls and
/// containers take that platform's layout. A `Toggle` is a switch row on iOS and a checkbox on
/// macOS; a `Form` is a grouped list on iOS and columns of labels and values on macOS.
///
/// Each layout that differs keeps its platform in its value (`ToggleLayout(title:platform:)`),
/// so one layout type serves every platform, parameterised by the platform and by the style the
/// environment holds (`toggleStyle(…)`): an explicit style wins over the platform's default.
/// The front end builds each control with the platform of its compilation conditions. iOS is
/// the default everywhere: it is what the seed articles describe.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// The platform `--platform` and `os(…)` name (`macOS`, also spelled `macos`); nil when
    /// unknown.
    public init?(named name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }
}

/// A layout whose model differs by platform: a control or container that keeps the platform it
/// was built for.
public protocol PlatformAdaptive: Layout {
    /// The platform whose layout this value models.
    var platform: Platform { get set }
}

extension ViewNode {
    /// This tree as SwiftUI builds it for `platform`: every control and container that differs
    /// by platform (``PlatformAdaptive``) takes that platform's layout; every other node is kept.
    /// The front end builds its nodes for a platform already; this serves trees built with the
    /// DSL (the probe's subjects, the fixtures' notation).
    /// - Complexity: O(n) in the number of nodes; iterative, so deep trees do not exhaust the
    ///   stack.
    public func adapted(to platform: Platform) -> ViewNode {
        // 1. Walk the tree depth first, keeping each node with the children adapted so far.
        var pending: [(node: ViewNode, adapted: [ViewNode])] = [(self, [])]
        var result: ViewNode?
        while var top = pending.popLast() {
            if top.adapted.count < top.node.children.count {
                let next = top.node.children[top.adapted.count]
                pending.append(top)
                pending.append((next, []))
                continue
            }
            // 2. Every child is adapted: adapt the node itself and hand it to its parent.
            top.node.children = top.adapted
            if var layout = top.node.layout as? any PlatformAdaptive, layout.platform != platform {
                layout.platform = platform
                top.node.layout = layout
            }
            if pending.isEmpty {
                result = top.node
            } else {
                pending[pending.count - 1].adapted.append(top.node)
            }
        }
        return result ?? self
    }
}
