/// `border(_:width:)` (§8.2): an overlay of a rectangle stroked inside the view's bounds.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's (so are its priority, spacing and guides). The width
/// (default 1) is for drawing only.
public struct BorderLayout: TransparentLayout, Hashable {
    public var color: Color
    public var width: Double
    public var warnings: [String] = []

    public init(_ color: Color = .primary, width: Double = 1) {
        self.color = color
        if width.isFinite && width >= 0 {
            self.width = width
        } else {
            self.width = 0
            warnings = ["border width \(Format.number(width)) is negative or non-finite; using 0"]
        }
    }

    public var name: String { "border" }
    public var arguments: [Argument] {
        var args = [Argument(nil, color.colorName.map { ".\($0)" } ?? color.label)]
        if width != 1 { args.append(Argument("width", Format.number(width))) }
        return args
    }
}
