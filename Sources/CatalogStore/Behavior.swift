/// Vocabulary shared by every table of the catalog.
///
/// Terminology (seed 002, "Understanding SwiftUI Layout Behaviors"):
/// - *expanding* (`exp`): strives to match the size offered by the parent on that axis;
/// - *hugging* (`hug`): chooses its size from its content, whatever the offer;
/// - *neutral* (`neu`): a composed view that hugs iff all its children hug, otherwise expands.
///
/// The raw values are the texts stored in the database and checked by `schema.sql`.

/// An intrinsic sizing behavior on one axis.
public enum SizingBehavior: String, Sendable, Codable, CaseIterable, Hashable {
    case exp, hug, neu
}

/// One of the two layout axes.
public enum Axis: String, Sendable, Codable, CaseIterable, Hashable {
    case horizontal, vertical
}

/// Whether a view takes another view (or a view builder) as parameter.
public enum ViewCategory: String, Sendable, Codable, CaseIterable, Hashable {
    case simple, composed

    /// The capitalised form used in the article's tables ("Simple", "Composed").
    public var tableCell: String { self == .simple ? "Simple" : "Composed" }
}

/// Where a behavior comes from.
public enum BehaviorProvenance: String, Sendable, Codable, CaseIterable, Hashable {
    /// Published by a source (an article or an Apple page).
    case documented
    /// Derived by the probe through the layout model.
    case derived
}

/// The behaviors of one view on both axes, written `h-exp, v-hug`.
public struct AxisBehaviors: Hashable, Sendable, Codable, CustomStringConvertible {
    public var horizontal: SizingBehavior
    public var vertical: SizingBehavior

    public init(horizontal: SizingBehavior, vertical: SizingBehavior) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The behavior on `axis`.
    public subscript(axis: Axis) -> SizingBehavior {
        axis == .horizontal ? horizontal : vertical
    }

    /// The axes on which `self` and `other` differ, horizontal first.
    public func differingAxes(from other: AxisBehaviors) -> [Axis] {
        Axis.allCases.filter { self[$0] != other[$0] }
    }

    /// The house text form, e.g. `h-exp, v-hug`.
    public var description: String { "h-\(horizontal.rawValue), v-\(vertical.rawValue)" }
}

/// The outcome of comparing a custom view's declared behavior with its derived behavior.
public enum ScanVerdict: String, Sendable, Codable, CaseIterable, Hashable {
    case matches, differs, undocumented, cannotModel
}

/// What kind of declaration a custom view row describes.
public enum CustomViewKind: String, Sendable, Codable, CaseIterable, Hashable {
    /// A `struct … : View`.
    case view
    /// An initializer with `@ViewBuilder` parameters (a dual-category form).
    case initializer
    /// An `extension View` function returning `some View`.
    case modifier
}
