/// A flexible space along the axis of the enclosing stack (§4.2).
///
/// Child sizing: none (a leaf).
///
/// Preferred size, with mn = minLength ?? 8:
/// - in an HStack: width max(proposal, mn) (nil → mn, ∞ → ∞), height 0;
/// - in a VStack: the mirror;
/// - outside a stack: both axes max(proposal, mn).
/// Priority −∞, so stacks size it last; spacing 0 to its neighbours along its axis.
public struct Spacer: View {
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public var node: ViewNode { ViewNode(SpacerLayout(minLength: minLength)) }
}

public struct SpacerLayout: Layout, Hashable {
    public var minLength: Double?
    /// The axis of the enclosing stack, resolved from the environment.
    public var axis: Axis?
    public var warnings: [String] = []

    /// The platform default minimum length (8 on iOS).
    public static let defaultMinLength: Double = 8

    public init(minLength: Double?, axis: Axis? = nil) {
        if let minLength, !(minLength.isFinite && minLength >= 0) {
            // A negative or non-finite minimum is treated as 0 (normalised, as SwiftUI clamps lengths).
            self.minLength = 0
            warnings = ["minLength \(Format.number(minLength)) is negative or non-finite; using 0"]
        } else {
            self.minLength = minLength
        }
        self.axis = axis
    }

    public var name: String { "Spacer" }
    public var arguments: [Argument] { minLength.map { [Argument("minLength", Format.number($0))] } ?? [] }
    public var label: String { arguments.isEmpty ? "Spacer()" : "Spacer(minLength: \(Format.number(minLength!)))" }
    public var role: LayoutRole { .leaf }

    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        resolving(\.axis, to: environment.stackAxis)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let minimum = minLength ?? Self.defaultMinLength
        func length(_ offer: Double?) -> Double { Swift.max(offer ?? -.infinity, minimum) }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}

    public func layoutPriority(subviews: LayoutSubviews) -> Double { -.infinity }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        let zero = ViewSpacing.EdgeValue(fixed: 0)
        var spacing = ViewSpacing()
        if axis != .vertical {
            spacing.leading = zero
            spacing.trailing = zero
        }
        if axis != .horizontal {
            spacing.top = zero
            spacing.bottom = zero
        }
        return spacing
    }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
    public var answersInConstantTime: Bool { true }
}
