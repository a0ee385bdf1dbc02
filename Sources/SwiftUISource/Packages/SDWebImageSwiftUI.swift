import LayoutCore
import SwiftSyntax

/// SDWebImageSwiftUI's views, `WebImage` and `AnimatedImage`, read from
/// https://github.com/SDWebImage/SDWebImageSwiftUI at 3.1.3.
///
/// `WebImage` (SDWebImageSwiftUI/Classes/WebImage.swift) is a `ZStack` of its content: once the
/// image has loaded, the `Image` with the configurations applied in order (`resizable()`,
/// `renderingMode(_:)`), given to the content closure when there is one; before, the content of
/// the `.empty` phase. Its three initialisers are AsyncImage's: `WebImage(url:)` shows
/// `phase.image ?? Image(platformImage: .empty)`, `WebImage(url:) { image in … } placeholder: { … }`
/// shows `content(image)` once loaded, and `WebImage(url:) { phase in … }` whatever the closure
/// makes of the phase. The model lays out the loaded image, as the view is sized for, and a
/// phase closure with the phase a run-time value whose cases are explored (as AsyncImage's).
///
/// `AnimatedImage` (Classes/AnimatedImage.swift) is a `UIViewRepresentable` whose view's
/// intrinsic size "match[es] the behavior of SwiftUI.Image" (Classes/ImageViewWrapper.swift):
/// the image's size, any size once `resizable()`. The model lays it out as `Image`.
extension SwiftPackage {
    static let sdWebImage = SwiftPackage(
        name: "SDWebImageSwiftUI", module: "SDWebImageSwiftUI", repository: "https://github.com/SDWebImage/SDWebImageSwiftUI",
        version: "3.1.3", commit: "451c6dfd5ecec2cf626d1d9ca81c2d4a60355172")
}

extension PackageView {
    static let sdWebImage: [PackageView] = [
        called(
            "WebImage", of: .sdWebImage, source: "SDWebImageSwiftUI/Classes/WebImage.swift",
            model: "the loaded image, as SwiftUI's Image of unknown natural size (its content closure's views when it has one)",
            labels: ["url", "scale", "options", "context", "isAnimating", "transaction", "content", "placeholder"],
            catalog: ["web-image": "WebImage(url: url)", "web-image-resizable": "WebImage(url: url).resizable()"]
        ) { try $0.webImage() },
        called(
            "AnimatedImage", of: .sdWebImage, source: "SDWebImageSwiftUI/Classes/AnimatedImage.swift",
            model: "the loaded image, as SwiftUI's Image of unknown natural size",
            labels: ["url", "options", "context", "isAnimating", "placeholderImage", "placeholder", "name", "bundle", "data", "scale"],
            catalog: ["animated-image": "AnimatedImage(url: url)"]
        ) { c in
            c.skip(["placeholder"])
            return c.loadedImage(reading: ["url", "options", "context", "isAnimating", "placeholderImage", "name", "bundle", "data", "scale"])
        },
    ]
}

extension BuiltInCall {
    /// `WebImage(url:)`, `WebImage(url:) { image in … } placeholder: { … }`,
    /// `WebImage(url:) { phase in … }`: the loaded image, the content closure called with it,
    /// or the phase closure with a run-time phase.
    mutating func webImage() throws -> ViewNode {
        if args.has("placeholder") {
            skip(["placeholder"])  // on screen only while the image loads
            let image = loadedImage(reading: ["url", "scale", "options", "context", "isAnimating", "transaction"])
            return single(try closureCalled("content", with: [.views([image])]) ?? [image])
        }
        if args.has("content") || args.items.contains(where: { $0.isTrailing && $0.label == nil }) {
            ignore(["url", "scale", "options", "context", "isAnimating", "transaction"])
            return single(try stateClosure("content", type: "WebImagePhase") ?? [])
        }
        return loadedImage(reading: ["url", "scale", "options", "context", "isAnimating", "transaction"])
    }
}

extension PackageModifier {
    /// `WebImage`'s and `AnimatedImage`'s setters, each returning the view with an option
    /// stored (WebImage.swift, AnimatedImage.swift); `indicator(_:)` of `WebImage` overlays an
    /// activity indicator while it loads (Classes/Indicator/Indicator.swift), which does not
    /// change its size. `placeholder(content:)` and `placeholder(_:)` are `WebImage`'s in the
    /// 1.x and 2.x releases (WebImage.swift at 1.5.0 and 2.2.7; 3.0 moved the placeholder into the
    /// initializer): what it shows until the image loads, which the model, laying out the loaded
    /// image, does not build, as it skips the initializer's `placeholder:`.
    static let sdWebImage: [PackageModifier] =
        [
            "onFailure", "onSuccess", "onProgress", "retryOnAppear", "cancelOnDisappear", "customLoopCount",
            "maxBufferSize", "runLoopMode", "pausable", "purgeable", "playbackRate", "playbackMode", "incrementalLoad",
            "onViewCreate", "onViewUpdate", "placeholder",
        ].map { option($0, of: .sdWebImage) } + [neutral("indicator", of: .sdWebImage)]
}
