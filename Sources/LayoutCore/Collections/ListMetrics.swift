/// The lengths a `List` or `Form` lays its rows and sections out with, for one style on one
/// platform (`ListStyle.metrics(on:)`).
///
/// iOS's are `ListStyle`'s (our model, documented there). macOS's are our model too (Apple
/// publishes no row metrics for either): rows at least 24 pt tall (the medium row size of
/// AppKit's table views, commonly measured) with 4 pt above and below the content and 8 pt before
/// and after it; the `inset` style (macOS's default: a published observation, "also available in
/// macOS but produce same results as the default", https://github.com/SomuYadav/ListStyles) and
/// `sidebar` keep their rows 10 pt in from the list's edges without cards; `insetGrouped`
/// (a Form in the `grouped` style) draws cards 20 pt in, with iOS's gaps.
struct ListMetrics: Hashable, Sendable {
    var minRowHeight: Double
    var rowInsets: EdgeInsets
    /// Whether sections are cards separated by gaps, headers above them (grouped styles).
    var isGrouped: Bool
    /// The distance from the list's edge to a section's card (or rows).
    var sectionMargin: Double
    var gapWithoutHeader: Double
    var gapAboveHeader: Double
    var headerToRows: Double
    var rowsToFooter: Double
    var plainHeaderMinHeight: Double
    var cardCornerRadius: Double

    /// iOS's metrics of `style` (`ListStyle`'s numbers).
    static func iOS(_ style: ListStyle) -> ListMetrics {
        ListMetrics(
            minRowHeight: ListStyle.minRowHeight, rowInsets: ListStyle.rowInsets, isGrouped: style.isGrouped,
            sectionMargin: style.sectionMargin, gapWithoutHeader: ListStyle.gapWithoutHeader,
            gapAboveHeader: ListStyle.gapAboveHeader, headerToRows: ListStyle.headerToRows,
            rowsToFooter: ListStyle.rowsToFooter, plainHeaderMinHeight: ListStyle.plainHeaderMinHeight,
            cardCornerRadius: ListStyle.cardCornerRadius)
    }

    /// macOS's metrics of `style` (our model).
    static func macOS(_ style: ListStyle) -> ListMetrics {
        var metrics = iOS(style)
        metrics.minRowHeight = 24
        metrics.rowInsets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        metrics.isGrouped = style == .insetGrouped || style == .grouped
        switch style {
        case .plain: metrics.sectionMargin = 0
        case .inset, .sidebar: metrics.sectionMargin = 10
        case .grouped, .insetGrouped: metrics.sectionMargin = 20
        }
        metrics.plainHeaderMinHeight = metrics.minRowHeight
        metrics.cardCornerRadius = MacMetrics.bezelCornerRadius
        return metrics
    }
}
