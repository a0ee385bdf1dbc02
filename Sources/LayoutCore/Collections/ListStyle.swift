/// The styles of `List` and `Form` on iOS, with the metrics the rows are laid out with.
///
/// Apple documents the rule (`EnvironmentValues.defaultMinListRowHeight`: "The height of list
/// rows is bounded below by this default value, and is otherwise determined by the height of
/// the row's content and the row insets",
/// https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistrowheight)
/// but none of the numbers. Ours (our model, to be checked against real SwiftUI):
/// - minimum row height 44 pt: iOS's standard table row height and the minimum hit target of
///   Apple's Human Interface Guidelines;
/// - row insets 11 pt above and below the content: UIKit's default layout margins of a table
///   cell's content view, commonly measured;
/// - 20 pt before and after the content: `plain` and `grouped` rows span the list's width;
///   `insetGrouped` (and `inset`, `sidebar`) sections are cards inset 16 pt from the list's
///   edges, so their content starts 36 pt in;
/// - grouped styles leave 35 pt above a section without a header; a header is `footnote` text,
///   17 pt below the previous section and 7 pt above its rows; a footer is `footnote` text 7 pt
///   below its rows;
/// - a `plain` section header is a 28 pt high band (at least) with the header 20 pt in.
public enum ListStyle: String, Hashable, Sendable, CaseIterable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// The style named by `.listStyle(.x)` (`automatic` and unknown names → the default).
    /// On iOS, `List`'s automatic style draws inset-grouped sections (our model of iOS 16+);
    /// on macOS it is the `inset` style (`ListMetrics`).
    public init(listStyle name: String?, platform: Platform = .iOS) {
        self = name.flatMap(ListStyle.init(rawValue:)) ?? (platform == .macOS ? .inset : .insetGrouped)
    }

    /// The lengths this style lays rows out with on `platform`: macOS's (`ListMetrics.macOS`),
    /// or iOS's everywhere else (our model: watchOS's, tvOS's and visionOS's lists are not
    /// modelled apart).
    func metrics(on platform: Platform) -> ListMetrics {
        platform == .macOS ? .macOS(self) : .iOS(self)
    }

    /// Whether sections are separated by gaps and headers sit above cards (grouped styles).
    var isGrouped: Bool { self != .plain }
    /// The distance from the list's edge to a section's card.
    var sectionMargin: Double {
        switch self {
        case .plain, .grouped: return 0
        case .insetGrouped, .inset, .sidebar: return 16
        }
    }

    static let minRowHeight = 44.0
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let gapWithoutHeader = 35.0
    static let gapAboveHeader = 17.0
    static let headerToRows = 7.0
    static let rowsToFooter = 7.0
    static let plainHeaderMinHeight = 28.0
    static let cardCornerRadius = 10.0
}
