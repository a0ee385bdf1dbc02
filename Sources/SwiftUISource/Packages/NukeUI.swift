import LayoutCore
import SwiftSyntax

/// NukeUI's `LazyImage`, read from https://github.com/kean/Nuke at 13.2.0
/// (Sources/NukeUI/LazyImage.swift).
///
/// Its body is a `ZStack` of `makeContent(state)`, or without a content closure of the default
/// content: `if let image = state.image { image } else { Color(.secondarySystemBackground) }`.
/// `LazyImage(url:)` is laid out as its loaded image (SwiftUI's `Image`, not resizable: the
/// default content does not call `resizable()`), as the view is sized for;
/// `LazyImage(url:) { state in … }` as its content closure with the state a run-time value
/// (`LazyImageState`: `image: Image?`, `error`, `isLoading`), whose branches are explored as
/// AsyncImage's phase is.
extension SwiftPackage {
    static let nuke = SwiftPackage(
        name: "Nuke", module: "NukeUI", repository: "https://github.com/kean/Nuke",
        version: "13.2.0", commit: "30f7a7e72e0607d304fbf69c799474bd5fb6d1ce")
}

extension PackageView {
    static let nuke: [PackageView] = [
        called(
            "LazyImage", of: .nuke, source: "Sources/NukeUI/LazyImage.swift",
            model: "the loaded image, as SwiftUI's Image of unknown natural size (its content closure's views, with the state a run-time value, when it has one)",
            labels: ["url", "request", "transaction", "content"], catalog: ["lazy-image": "LazyImage(url: url)"]
        ) { c in
            if c.args.has("content") || c.args.items.contains(where: { $0.isTrailing && $0.label == nil }) {
                c.ignore(["url", "request", "transaction"])
                return c.single(try c.stateClosure("content", type: "LazyImageState") ?? [])
            }
            return c.loadedImage(reading: ["url", "request", "transaction"])
        },
    ]
}

extension PackageModifier {
    /// `LazyImage`'s `consuming func … -> Self` options (LazyImage.swift); its
    /// `onDisappear(_:)` is SwiftUI's name, which passes through as SwiftUI's does.
    static let nuke: [PackageModifier] =
        ["processors", "priority", "pipeline", "onStart", "onCompletion"].map { option($0, of: .nuke) }
}
