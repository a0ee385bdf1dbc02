import LayoutCore

/// Vocabulary shared by every table of the catalog.
///
/// Terminology (seed 002, "Understanding SwiftUI Layout Behaviors"):
/// - *expanding* (`exp`): strives to match the size offered by the parent on that axis;
/// - *hugging* (`hug`): chooses its size from its content, whatever the offer;
/// - *neutral* (`neu`): a composed view that hugs iff all its children hug, otherwise expands.
///
/// The raw values are the texts stored in the database and checked by `schema.sql`. The
/// behaviors themselves (`Behavior`, `AxisBehaviors`) are LayoutCore's, shared with the probe.

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

/// The outcome of comparing a custom view's declared behavior with its derived behavior, or
/// (`stress`) a way the view breaks on a device, at a text size or in a language
/// (`sizing scan --stress`), which the catalog never stores.
public enum ScanVerdict: String, Sendable, Codable, CaseIterable, Hashable {
    case matches, differs, undocumented, cannotModel, stress
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
