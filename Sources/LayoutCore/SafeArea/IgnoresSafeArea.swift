/// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)`.
///
/// Child sizing: the content is proposed the modifier's proposal; when it is placed, on each
/// ignored edge where the modifier's frame touches the safe area's edge, the frame is extended
/// to the screen's edge and the content is proposed and placed in that larger frame (Apple: "the
/// view extends into the safe area", https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
///
/// Preferred size: exactly the content's for the proposal (the extension happens on placement,
/// so the parent lays the view out as if it did not ignore anything). Without a device screen
/// (no `--device`) there is no inset to extend into and the modifier changes nothing. Regions
/// (`.container`, `.keyboard`) are not distinguished: no keyboard is ever shown.
public struct IgnoresSafeAreaLayout: Layout, Hashable {
    public var edges: Edge.Set
    public var spelling: String
    var safeArea: SafeArea?

    public init(edges: Edge.Set = .all, spelling: String = "ignoresSafeArea") {
        self.edges = edges
        self.spelling = spelling
    }

    public var name: String { spelling }
    public var arguments: [Argument] { edges == .all ? [] : [Argument("edges", Self.spelled(edges))] }

    static func spelled(_ edges: Edge.Set) -> String {
        if edges == .vertical { return ".vertical" }
        if edges == .horizontal { return ".horizontal" }
        let members: [(Edge.Set, String)] = [(.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
        let names = members.filter { edges.contains($0.0) }.map(\.1)
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }

    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        resolving(\.safeArea, to: environment.safeArea)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let content = subviews.first else { return }
        guard let safeArea else {
            content.place(at: bounds.origin, proposal: proposal)
            return
        }
        let extended = safeArea.extending(bounds, on: edges)
        guard extended != bounds else {
            content.place(at: bounds.origin, proposal: proposal)
            return
        }
        // The content is offered the extended frame and centred in it (our model: a view that
        // does not take the extra space stays centred in its region).
        let offer = ProposedViewSize(width: extended.width, height: extended.height)
        let size = content.sizeThatFits(offer)
        content.place(at: Point(x: extended.minX + (extended.width - size.width) / 2, y: extended.minY + (extended.height - size.height) / 2), proposal: offer)
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.first?.priority ?? 0 }
}
