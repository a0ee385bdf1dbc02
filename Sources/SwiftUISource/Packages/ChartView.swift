import LayoutCore
import SwiftSyntax

/// The charts of AppPear's ChartView (module `SwiftUICharts`), read from
/// https://github.com/AppPear/ChartView at 1.5.5 (Sources/SwiftUICharts/).
///
/// The card charts end in a frame of their `form` (`ChartForm`, Helpers.swift: small 180 × 120,
/// medium 180 × 240, large 360 × 120, extraLarge 360 × 240, detail 180 × 120; on watchOS
/// 120 × 90, 120 × 160, 180 × 90, 180 × 90, 180 × 160), `ChartForm.medium` by default:
/// `LineChartView` and `MultiLineChartView` `.frame(width:height:)` of it, `PieChartView` too
/// (a `large` form becoming `extraLarge`), `BarChartView`
/// `.frame(minWidth: w, maxWidth: large ? .infinity : w, minHeight: h, maxHeight: h)`. Their
/// content (a rounded card, the title, the chart drawn in shapes) fills that frame, so the model
/// lays each out as the frame around a rectangle. `LineView` is a `GeometryReader`: it takes
/// the size it is offered, as the model's rectangle does.
extension SwiftPackage {
    static let chartView = SwiftPackage(
        name: "ChartView", module: "SwiftUICharts", repository: "https://github.com/AppPear/ChartView",
        version: "1.5.5", commit: "9115a992c91fa19cbb4f2241084240d38654a1fc")
}

extension PackageView {
    static let charts: [PackageView] = [
        card("LineChartView", "LineChart/LineChartView.swift", ["data", "title", "legend", "style", "form", "rateValue", "dropShadow", "valueSpecifier"],
             catalog: ["line-chart-view": "LineChartView(data: data, title: \"Visits\")"]),
        card("MultiLineChartView", "LineChart/MultiLineChartView.swift", ["data", "title", "legend", "style", "form", "rateValue", "dropShadow", "valueSpecifier"],
             catalog: ["multi-line-chart-view": "MultiLineChartView(data: [(data, GradientColors.green)], title: \"Visits\")"]),
        card("PieChartView", "PieChart/PieChartView.swift", ["data", "title", "legend", "style", "form", "dropShadow", "valueSpecifier"],
             catalog: ["pie-chart-view": "PieChartView(data: data, title: \"Share\")"]),
        card("BarChartView", "BarChart/BarChartView.swift", ["data", "title", "legend", "style", "form", "dropShadow", "cornerImage", "valueSpecifier", "animatedToBack"],
             catalog: [
                "bar-chart-view": "BarChartView(data: ChartData(points: data), title: \"Sales\")",
                "bar-chart-view-large": "BarChartView(data: ChartData(points: data), title: \"Sales\", form: ChartForm.large)",
             ]),
        called(
            "LineView", of: .chartView, source: "Sources/SwiftUICharts/LineChart/LineView.swift",
            model: "a GeometryReader: a rectangle taking the size it is offered",
            labels: ["data", "title", "legend", "style", "valueSpecifier", "legendSpecifier"],
            catalog: ["line-view": "LineView(data: data)"]
        ) { c in
            c.ignore(["data", "title", "legend", "style", "valueSpecifier", "legendSpecifier"])
            return c.make(ShapeLayout(.rectangle))
        },
    ]

    /// A card chart: its form's frame around a rectangle.
    private static func card(_ name: String, _ file: String, _ labels: [String], catalog: [String: String]) -> PackageView {
        called(
            name, of: .chartView, source: "Sources/SwiftUICharts/\(file)",
            model: name == "BarChartView" ? "its form's frame (the full width for ChartForm.large) around a rectangle" : "its form's fixed frame around a rectangle",
            labels: labels, catalog: catalog
        ) { c in
            let form = c.chartForm()
            c.ignore(labels)
            let platform = c.translator.options.conditions.platform
            let (size, wide) = Self.formSize(form, chart: name, platform: platform)
            c.translator.keepPlatforms { Self.formSize(form, chart: name, platform: $0) == (size, wide) }
            let frame = name == "BarChartView"
                ? FlexFrameLayout(minWidth: size.width, maxWidth: wide ? .infinity : size.width, minHeight: size.height, maxHeight: size.height)
                : FlexFrameLayout(minWidth: size.width, maxWidth: size.width, minHeight: size.height, maxHeight: size.height)
            return c.make(frame, [c.make(ShapeLayout(.rectangle)).synthetic()])
        }
    }

    /// `ChartForm.<form>`'s size on `platform` (Helpers.swift), and whether it is `large`;
    /// `PieChartView` takes `extraLarge` for `large` (PieChartView.swift).
    static func formSize(_ form: String, chart: String, platform: String) -> (Size, Bool) {
        let watch = platform == "watchOS"
        let sizes: [String: Size] = watch
            ? ["small": Size(width: 120, height: 90), "medium": Size(width: 120, height: 160), "large": Size(width: 180, height: 90),
               "extraLarge": Size(width: 180, height: 90), "detail": Size(width: 180, height: 160)]
            : ["small": Size(width: 180, height: 120), "medium": Size(width: 180, height: 240), "large": Size(width: 360, height: 120),
               "extraLarge": Size(width: 360, height: 240), "detail": Size(width: 180, height: 120)]
        let name = chart == "PieChartView" && form == "large" ? "extraLarge" : form
        return (sizes[name] ?? sizes["medium"]!, form == "large")
    }
}

extension BuiltInCall {
    /// The `form:` argument's `ChartForm` member (`ChartForm.large`, `.small`); `medium`, the
    /// default, when absent. A form made at run time is taken as `medium`, stated.
    mutating func chartForm() -> String {
        guard let expr = take("form") else { return "medium" }
        let text = SourceIndex.collapsed(expr.trimmedDescription)
        let member = String(text.split(separator: ".").last ?? "")
        guard ["small", "medium", "large", "extraLarge", "detail"].contains(member) else {
            translator.assume(.representative, text, "form = ChartForm.medium for the run-time value `\(text)`", at: expr)
            return "medium"
        }
        return member
    }
}
