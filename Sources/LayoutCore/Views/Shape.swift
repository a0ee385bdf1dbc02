/// The built-in shapes and custom `Shape`s (§2.2–2.4).
///
/// Child sizing: none (a leaf).
///
/// Preferred size: `proposal.replacingUnspecifiedDimensions()`, as Color. Circle is the
/// exception (see `Circle`). Stroking does not change the size.
/// Expanding on both axes; priority 0; generic spacing.
public struct ShapeLayout: Layout, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case rectangle = "Rectangle"
        case roundedRectangle = "RoundedRectangle"
        case capsule = "Capsule"
        case ellipse = "Ellipse"
        case circle = "Circle"
        /// A custom `Shape` conformance: SwiftUI's default shape sizing.
        case custom = "Shape"
    }
    public var kind: Kind
    /// RoundedRectangle's corner radius (drawing only).
    public var cornerRadius: Double?
    /// The fill colour given by `.fill(…)` / `.foregroundStyle(…)` (drawing only).
    public var fill: Color?

    public init(_ kind: Kind, cornerRadius: Double? = nil, fill: Color? = nil) {
        self.kind = kind
        self.cornerRadius = cornerRadius
        self.fill = fill
    }

    public var name: String { kind.rawValue }
    public var arguments: [Argument] { cornerRadius.map { [Argument("cornerRadius", Format.number($0))] } ?? [] }
    public var label: String { arguments.isEmpty ? "\(name)()" : "\(name)(\(arguments.map(\.description).joined(separator: ", ")))" }
    public var role: LayoutRole { .leaf }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        guard kind == .circle else { return size }
        // Circle (iOS 16+ SDK): a square of side min(w, h) after nil → 10 (§2.3).
        let side = Swift.min(size.width, size.height)
        return Size(width: side, height: side)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
    public var answersInConstantTime: Bool { true }
    public var hasGenericSpacing: Bool { true }
}

/// `Rectangle()`: expanding on both axes.
public struct Rectangle: View {
    public init() {}
    public var node: ViewNode { ViewNode(ShapeLayout(.rectangle)) }
}

/// `RoundedRectangle(cornerRadius:)`: sizes as Rectangle; the corner size is fixed, not scaled.
public struct RoundedRectangle: View {
    public var cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var node: ViewNode { ViewNode(ShapeLayout(.roundedRectangle, cornerRadius: cornerRadius)) }
}

/// `Capsule()`: sizes as Rectangle.
public struct Capsule: View {
    public init() {}
    public var node: ViewNode { ViewNode(ShapeLayout(.capsule)) }
}

/// `Ellipse()`: sizes as Rectangle.
public struct Ellipse: View {
    public init() {}
    public var node: ViewNode { ViewNode(ShapeLayout(.ellipse)) }
}

/// `Circle()`: answers the square of side min(w, h), nil counting as 10, so (300 × nil) → (10 × 10)
/// and (∞ × 200) → (200 × 200) (§2.3; OSU-only, open question 8: we take the sheet's reading).
public struct Circle: View {
    public init() {}
    public var node: ViewNode { ViewNode(ShapeLayout(.circle)) }
}
