/// A sizing behavior on one axis, as seed 002 ("Understanding SwiftUI Layout Behaviors")
/// defines them: the one vocabulary of the probe, the catalog and the command line.
///
/// - `exp` (expanding): the view strives to match the size its parent offers;
/// - `hug` (hugging): the view picks a size from its content, whatever the offer;
/// - `neu` (neutral): a composed view that hugs iff all its children hug, otherwise expands.
///   Neutral is intrinsic only: in a concrete hierarchy it resolves to `exp` or `hug`.
///
/// The raw values are the texts the catalog stores (checked by `schema.sql`).
public enum Behavior: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case exp, hug, neu
    /// `exp`, `hug`, `neu`.
    public var description: String { rawValue }
    /// `expanding`, `hugging`, `neutral`: the long form a doc comment may use.
    public var word: String {
        switch self {
        case .exp: "expanding"
        case .hug: "hugging"
        case .neu: "neutral"
        }
    }
}

/// One behavior per axis, written `h-exp, v-hug` (house style).
public struct AxisBehaviors: Hashable, Sendable, Codable, CustomStringConvertible {
    public var horizontal: Behavior
    public var vertical: Behavior

    public init(_ horizontal: Behavior, _ vertical: Behavior) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init(horizontal: Behavior, vertical: Behavior) {
        self.init(horizontal, vertical)
    }

    public subscript(axis: Axis) -> Behavior {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    /// The axes on which `self` and `other` differ, horizontal first.
    public func differingAxes(from other: AxisBehaviors) -> [Axis] {
        Axis.allCases.filter { self[$0] != other[$0] }
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

extension Axis: Codable {
    /// `h` or `v`, the prefix of the behavior notation.
    public var letter: String { self == .horizontal ? "h" : "v" }
    /// `width` or `height`.
    public var lengthName: String { self == .horizontal ? "width" : "height" }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
