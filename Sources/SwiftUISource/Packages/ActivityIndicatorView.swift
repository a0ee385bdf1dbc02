import LayoutCore
import SwiftSyntax

/// exyte's `ActivityIndicatorView`, read from https://github.com/exyte/ActivityIndicatorView at
/// 2.0.0.
///
/// Its body switches on `type` to one indicator view (Sources/ActivityIndicatorView/
/// ActivityIndicatorView.swift), each a `GeometryReader` drawing its dots, arcs or bars in the
/// size it is given (Indicators/DefaultIndicatorView.swift and the others): it takes the size
/// it is offered, and apps frame it. The model lays it out as a rectangle, which does the same.
extension SwiftPackage {
    static let activityIndicatorView = SwiftPackage(
        name: "ActivityIndicatorView", module: "ActivityIndicatorView", repository: "https://github.com/exyte/ActivityIndicatorView",
        version: "2.0.0", commit: "15384b0f9ca3a9b072e12ab779d545e9717adba4")
}

extension PackageView {
    static let indicators: [PackageView] = [
        called(
            "ActivityIndicatorView", of: .activityIndicatorView, source: "Sources/ActivityIndicatorView/ActivityIndicatorView.swift",
            model: "a GeometryReader drawing the indicator: a rectangle taking the size it is offered",
            // `isVisible:` is 1.x's initialiser, read so that apps on it are modelled the same.
            labels: ["type", "isVisible"], catalog: ["activity-indicator-view": "ActivityIndicatorView(type: .default())"]
        ) { c in
            c.ignore(["type", "isVisible"])
            return c.make(ShapeLayout(.rectangle))
        },
    ]
}
