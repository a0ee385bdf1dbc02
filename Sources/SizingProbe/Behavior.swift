import LayoutCore

/// A sizing behavior on one axis, as seed 002 defines them.
///
/// - `exp` (expanding): the view strives to match the size its parent offers;
/// - `hug` (hugging): the view picks a size from its content, whatever the offer;
/// - `neu` (neutral): a composed view that hugs iff all its children hug, otherwise expands.
///   Neutral is intrinsic only: in a concrete hierarchy it resolves to `exp` or `hug`.
public enum Behavior: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case exp, hug, neu
    /// `exp`, `hug`, `neu`.
    public var description: String { rawValue }
}

/// One behavior per axis, printed `h-exp, v-hug` (house style).
public struct AxisBehaviors: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: Behavior
    public var vertical: Behavior

    public init(_ horizontal: Behavior, _ vertical: Behavior) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> Behavior {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    /// `h-exp, v-hug`.
    public var description: String { "h-\(horizontal), v-\(vertical)" }

    /// Reads the house text form back (`h-exp, v-hug`); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",").map { $0.trimmingSpaces }
        guard parts.count == 2, parts[0].hasPrefix("h-"), parts[1].hasPrefix("v-"),
            let h = Behavior(rawValue: String(parts[0].dropFirst(2))),
            let v = Behavior(rawValue: String(parts[1].dropFirst(2)))
        else { return nil }
        self.init(h, v)
    }
}

extension Axis {
    /// `h` or `v`, the prefix of the behavior notation.
    var letter: String { self == .horizontal ? "h" : "v" }
    /// `width` or `height`.
    var lengthName: String { self == .horizontal ? "width" : "height" }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
