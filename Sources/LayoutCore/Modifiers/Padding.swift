/// `padding()`, `padding(_ length:)`, `padding(_ edges:_ length:)`, `padding(_ insets:)` (§8.1).
///
/// Child sizing: proposed the proposal inset by the padding, never below 0 (nil stays nil,
/// ∞ stays ∞).
///
/// Preferred size: the child's size plus the insets, never below 0 (negative padding shrinks).
/// The default length is 16 on every listed edge (iOS). Priority 0; padded edges report a
/// generic view's spacing.
public struct PaddingLayout: Layout, Hashable {
    public var insets: EdgeInsets
    let spelled: [Argument]
    public var warnings: [String] = []

    /// The platform default padding (16 on iOS, §8.1).
    public static let defaultLength: Double = 16

    public init(_ edges: Edge.Set = .all, _ length: Double? = nil) {
        let value = Self.validated(length ?? Self.defaultLength, &warnings)
        insets = EdgeInsets(edges, value)
        var args: [Argument] = []
        if edges != .all { args.append(Argument(nil, Self.edgeName(edges))) }
        if let length { args.append(Argument(nil, Format.number(length))) }
        spelled = args
    }

    public init(insets: EdgeInsets) {
        var warnings: [String] = []
        self.insets = EdgeInsets(
            top: Self.validated(insets.top, &warnings), leading: Self.validated(insets.leading, &warnings),
            bottom: Self.validated(insets.bottom, &warnings), trailing: Self.validated(insets.trailing, &warnings))
        self.warnings = warnings
        spelled = [Argument(nil, "EdgeInsets(top: \(Format.number(insets.top)), leading: \(Format.number(insets.leading)), bottom: \(Format.number(insets.bottom)), trailing: \(Format.number(insets.trailing)))")]
    }

    /// Non-finite padding is treated as 0 (negative padding is allowed, as in SwiftUI).
    static func validated(_ value: Double, _ warnings: inout [String]) -> Double {
        guard value.isFinite else {
            warnings.append("padding \(Format.number(value)) is not finite; using 0")
            return 0
        }
        return value
    }

    static func edgeName(_ edges: Edge.Set) -> String {
        let named: [(String, Edge.Set)] = [
            (".all", .all), (".horizontal", .horizontal), (".vertical", .vertical), (".top", .top),
            (".leading", .leading), (".bottom", .bottom), (".trailing", .trailing),
        ]
        if let name = named.first(where: { $0.1 == edges })?.0 { return name }
        return "[" + named.dropFirst(3).filter { edges.contains($0.1) }.map(\.0).joined(separator: ", ") + "]"
    }

    public var name: String { "padding" }
    public var arguments: [Argument] { spelled }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let inner = proposal.inset(by: insets)
        let child = subviews.first?.sizeThatFits(inner) ?? .zero
        return Size(
            width: Swift.max(0, child.width + insets.leading + insets.trailing),
            height: Swift.max(0, child.height + insets.top + insets.bottom))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        subviews.first?.place(
            at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: proposal.inset(by: insets))
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return (subviews.first?.spacing ?? .generic).resettingToGeneric(edges)
    }
}
