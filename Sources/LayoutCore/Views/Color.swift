/// A colour used as a view (§2.1).
///
/// Child sizing: none (a leaf).
///
/// Preferred size: the proposal, with nil replaced by 10 on each axis (0 → 0, x → x, ∞ → ∞).
/// Expanding on both axes; priority 0; generic spacing.
public struct Color: View, Layout, Hashable {
    /// The SwiftUI name (`blue`) or nil for an RGB colour.
    public var colorName: String?
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.colorName = nil
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    init(_ name: String, _ red: Double, _ green: Double, _ blue: Double) {
        self.colorName = name
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = 1
    }

    /// SwiftUI's named colours with their light-mode sRGB values (for drawing only).
    public static let palette: [Color] = [
        Color("red", 1, 0.231, 0.188), Color("orange", 1, 0.584, 0), Color("yellow", 1, 0.8, 0),
        Color("green", 0.204, 0.78, 0.349), Color("mint", 0, 0.78, 0.745), Color("teal", 0.188, 0.69, 0.78),
        Color("cyan", 0.196, 0.678, 0.902), Color("blue", 0, 0.478, 1), Color("indigo", 0.345, 0.337, 0.839),
        Color("purple", 0.686, 0.322, 0.871), Color("pink", 1, 0.176, 0.333), Color("brown", 0.635, 0.518, 0.369),
        Color("white", 1, 1, 1), Color("gray", 0.557, 0.557, 0.576), Color("black", 0, 0, 0),
        Color("clear", 0, 0, 0).withOpacity(0), Color("primary", 0, 0, 0), Color("secondary", 0.235, 0.235, 0.263),
        Color("accentColor", 0, 0.478, 1),
    ]

    /// The named colour, or nil if SwiftUI has no colour of that name.
    public static func named(_ name: String) -> Color? { palette.first { $0.colorName == name } }

    public static var red: Color { named("red")! }
    public static var orange: Color { named("orange")! }
    public static var yellow: Color { named("yellow")! }
    public static var green: Color { named("green")! }
    public static var blue: Color { named("blue")! }
    public static var purple: Color { named("purple")! }
    public static var pink: Color { named("pink")! }
    public static var gray: Color { named("gray")! }
    public static var black: Color { named("black")! }
    public static var white: Color { named("white")! }
    public static var clear: Color { named("clear")! }
    public static var primary: Color { named("primary")! }

    /// `.opacity(0.8)` on a colour.
    public func withOpacity(_ value: Double) -> Color {
        var copy = self
        copy.opacity = value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 1
        return copy
    }

    /// `#RRGGBB` for drawing.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let n = Int((Swift.min(Swift.max(v.isFinite ? v : 0, 0), 1) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[n / 16], digits[n % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var node: ViewNode { ViewNode(self) }
    public var name: String { "Color" }
    public var label: String {
        let base = colorName.map { "Color.\($0)" }
            ?? "Color(red: \(Format.number(red)), green: \(Format.number(green)), blue: \(Format.number(blue)))"
        return opacity == 1 || colorName == "clear" ? base : "\(base).opacity(\(Format.number(opacity)))"
    }
    public var arguments: [Argument] { [Argument(nil, label)] }
    public var role: LayoutRole { .leaf }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
    public var answersInConstantTime: Bool { true }
    public var hasGenericSpacing: Bool { true }
}
