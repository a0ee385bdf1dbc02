/// A thin line across the stack axis (§4.3).
///
/// Child sizing: none (a leaf).
///
/// Preferred size: in an HStack a vertical line, 1 pt wide (the pixel length of our 1×
/// display) with the 10-placeholder behaviour vertically; elsewhere a horizontal line, 1 pt
/// tall, with the 10-placeholder behaviour horizontally. Priority 0; generic spacing.
public struct Divider: View {
    public init() {}
    public var node: ViewNode { ViewNode(DividerLayout()) }
}

public struct DividerLayout: Layout, Hashable {
    /// The environment's divider thickness: the pixel length, 1 pt on a 1× display.
    public static let thickness: Double = 1
    /// True inside an HStack.
    public var isVertical = false

    public init(isVertical: Bool = false) { self.isVertical = isVertical }

    public var name: String { "Divider" }
    public var label: String { "Divider()" }
    public var role: LayoutRole { .leaf }

    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        resolving(\.isVertical, to: environment.stackAxis == .horizontal)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return isVertical
            ? Size(width: Self.thickness, height: size.height)
            : Size(width: size.width, height: Self.thickness)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
    public var answersInConstantTime: Bool { true }
}
