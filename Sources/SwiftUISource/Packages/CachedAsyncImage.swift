import LayoutCore
import SwiftSyntax

/// `CachedAsyncImage`, read from https://github.com/lorenzofiamingo/swiftui-cached-async-image
/// at 2.1.1 (Sources/CachedAsyncImage/CachedAsyncImage.swift): AsyncImage's API and
/// implementation with a `URLCache`.
///
/// Its body is `content(phase)`. Without a content closure the content is
/// `phase.image ?? Image(uiImage: .init())`: the loaded image (an empty image, zero by zero,
/// while loading, unlike AsyncImage's filling placeholder); with `content:placeholder:` it is
/// `content(image)` once loaded, the placeholder before; with `content:` alone the closure
/// receives SwiftUI's `AsyncImagePhase`. The model lays out the loaded image (and what the
/// content closure makes of it), as the view is sized for, and a phase closure with a run-time
/// phase whose cases are explored, as AsyncImage's.
extension SwiftPackage {
    static let cachedAsyncImage = SwiftPackage(
        name: "swiftui-cached-async-image", module: "CachedAsyncImage",
        repository: "https://github.com/lorenzofiamingo/swiftui-cached-async-image",
        version: "2.1.1", commit: "467a3d17479887943ab917a379e62bbaff60ac8a")
}

extension PackageView {
    static let cachedAsyncImage: [PackageView] = [
        called(
            "CachedAsyncImage", of: .cachedAsyncImage, source: "Sources/CachedAsyncImage/CachedAsyncImage.swift",
            model: "the loaded image, as SwiftUI's Image of unknown natural size (its content closure's views when it has one)",
            labels: ["url", "urlRequest", "urlCache", "scale", "transaction", "content", "placeholder"],
            catalog: ["cached-async-image": "CachedAsyncImage(url: url)"]
        ) { c in
            let data = ["url", "urlRequest", "urlCache", "scale", "transaction"]
            if c.args.has("placeholder") {
                c.skip(["placeholder"])  // on screen only while the image loads
                let image = c.loadedImage(reading: data)
                return c.single(try c.closureCalled("content", with: [.views([image])]) ?? [image])
            }
            if c.args.has("content") || c.args.items.contains(where: { $0.isTrailing && $0.label == nil }) {
                c.ignore(data)
                return c.single(try c.stateClosure("content", type: "AsyncImagePhase") ?? [])
            }
            return c.loadedImage(reading: data)
        },
    ]
}
