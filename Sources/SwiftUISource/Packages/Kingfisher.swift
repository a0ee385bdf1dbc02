import LayoutCore
import SwiftSyntax

/// Kingfisher's SwiftUI views, `KFImage` and `KFAnimatedImage`, read from
/// https://github.com/onevcat/Kingfisher at 8.11.0.
///
/// Both render through `KFImageRenderer` (Sources/SwiftUI/KFImageRenderer.swift): a `ZStack`
/// holding the configured image, framed 0 × 0 while no image has loaded, and, until it loads,
/// the `placeholder` (else `Color.clear`). The model lays out the loaded image, as the view is
/// sized for: `KFImage`'s is SwiftUI's `Image` with the configurations applied in order
/// (`resizable()`, `renderingMode(_:)`: Sources/SwiftUI/KFImage.swift), so `.resizable()`,
/// `.aspectRatio`, `.scaledToFit/Fill` and `.frame` act on it as on `Image`; its natural size is
/// the picture's, which the source does not give (the default, or `--image-size`).
/// `KFAnimatedImage`'s is `KFAnimatedImageViewRepresenter`, a `UIViewRepresentable` whose view
/// lowers its compression resistance "to allow SwiftUI scale (fit/fill)"
/// (Sources/SwiftUI/KFAnimatedImage.swift): it takes the size it is offered, as a resizable image.
extension SwiftPackage {
    static let kingfisher = SwiftPackage(
        name: "Kingfisher", module: "Kingfisher", repository: "https://github.com/onevcat/Kingfisher",
        version: "8.11.0", commit: "410984bf301f4fa224fe56277b3f8672cc465c79")
}

extension PackageView {
    static let kingfisher: [PackageView] = [
        // `init(_ url: URL?)`, `init(source:)` (KFImageProtocol.swift); `url(_:cacheKey:)`,
        // `resource(_:)`, `source(_:)`, `dataProvider(_:)`, `data(_:cacheKey:)` (KFImageOptions.swift).
        called(
            "KFImage", of: .kingfisher, source: "Sources/SwiftUI/KFImageRenderer.swift",
            model: "the loaded image, as SwiftUI's Image of unknown natural size",
            labels: ["_", "source", "cacheKey"], constructors: ["url", "source", "resource", "dataProvider", "data"],
            catalog: ["kfimage": "KFImage(url)", "kfimage-resizable": "KFImage(url).resizable()"]
        ) { c in
            return c.loadedImage(reading: ["source", "cacheKey"])
        },
        // Not on watchOS (`#if … && !os(watchOS)`, KFAnimatedImage.swift).
        called(
            "KFAnimatedImage", of: .kingfisher, source: "Sources/SwiftUI/KFAnimatedImage.swift",
            model: "the loaded image, as a resizable Image (its UIView takes the size it is offered)",
            labels: ["_", "source", "cacheKey"], platforms: [.iOS, .macOS, .tvOS, .visionOS],
            constructors: ["url", "source", "resource", "dataProvider", "data"], catalog: ["kf-animated-image": "KFAnimatedImage(url)"]
        ) { c in
            var image = c.loadedImage(reading: ["source", "cacheKey"])
            if var layout = image.layout as? ImageLayout {
                layout.isResizable = true
                image.layout = layout
            }
            return image
        },
    ]
}

extension PackageModifier {
    /// `KFImageProtocol`'s and `KFOptionSetter`'s setters (KFImageOptions.swift,
    /// Sources/General/KFOptionsSetter.swift): each returns the view with an option stored in
    /// its context, which only the loading reads. `resizable`, `renderingMode`, `interpolation`
    /// and `antialiased` are `Image`'s, applied to the loaded image (SwiftUI's modifiers of
    /// those names act on the image node).
    static let kingfisher: [PackageModifier] =
        [
            "placeholder", "onFailureView", "onFailureImage", "cancelOnDisappear", "reducePriorityOnDisappear", "fade",
            "startLoadingBeforeViewAppear", "loadTransition", "loadImmediately", "onSuccess", "onFailure", "onProgress",
            "alternativeSources", "appendProcessor", "backgroundDecode", "blackWhite", "cacheMemoryOnly",
            "cacheOriginalImage", "callbackQueue", "cropping", "diskCacheAccessExtending", "diskCacheExpiration",
            "diskStoreWriteOptions", "downloadPriority", "downloader", "downsampling", "forceRefresh", "forceTransition",
            "fromMemoryCacheOrRefresh", "imageModifier", "loadDiskFileSynchronously", "lowDataModeSource",
            "memoryCacheAccessExtending", "memoryCacheExpiration", "onlyFromCache", "originalCache", "processingQueue",
            "progressiveJPEG", "redirectHandler", "requestModifier", "resizing", "retry", "roundCorner", "scaleFactor",
            "serialize", "setProcessor", "setProcessors", "targetCache", "waitForCache", "purgeFramesOnBackground",
        ].map { option($0, of: .kingfisher) } + [
            // `configure { $0.resizable() }` applies the block to the loaded image;
            // `contentConfigure { image in … }` makes a view of it (KFImageProtocol.swift).
            PackageModifier(package: .kingfisher, modifier: BuiltInModifier("configure", labels: ["_"]) { c in
                try c.receiverClosure()
            }),
            PackageModifier(package: .kingfisher, modifier: BuiltInModifier("contentConfigure", labels: ["_"]) { c in
                try c.receiverClosure()
            }),
        ]
}
