import LayoutCore
import SwiftSyntax

/// Lottie's SwiftUI views, read from https://github.com/airbnb/lottie-ios at 4.6.1.
///
/// `LottieView` (Sources/Public/Animation/LottieView.swift) hosts a `LottieAnimationView` in
/// Epoxy's `SwiftUIMeasurementContainer`
/// (Sources/Private/EmbeddedLibraries/EpoxyCore/SwiftUI/LayoutUtilities/SwiftUIMeasurementContainer.swift):
/// with the default `.automatic` sizing the view answers the animation's intrinsic size (the
/// animation's bounds, which the source does not give); `resizable()` sets `.proposed`, so it
/// takes the size it is offered; `intrinsicSize()` sets `.intrinsic`. That is SwiftUI's `Image`
/// of unknown natural size, and the model lays it out as one (`resizable()` acting on it as on
/// `Image`). Its placeholder is an overlay shown only while the animation loads.
/// `LottieButton` and `LottieSwitch` (Sources/Public/Controls/) host an animated control the
/// same way with the default sizing: the animation's intrinsic size.
extension SwiftPackage {
    static let lottie = SwiftPackage(
        name: "lottie-ios", module: "Lottie", repository: "https://github.com/airbnb/lottie-ios",
        version: "4.6.1", commit: "f4db77d7feacba0c2360b84a40c38a6ce8ff399d")
}

extension PackageView {
    static let lottie: [PackageView] = [
        called(
            "LottieView", of: .lottie, source: "Sources/Public/Animation/LottieView.swift",
            model: "the animation, as SwiftUI's Image of unknown natural size (resizable with resizable())",
            labels: ["_", "animation", "dotLottieFile", "placeholder"],
            catalog: ["lottie-view": "LottieView(animation: .named(\"confetti\"))", "lottie-view-resizable": "LottieView(animation: .named(\"confetti\")).resizable()"]
        ) { c in
            c.skip(["placeholder"])
            _ = c.args.takeTrailing()  // `LottieView { try await … }`: the loading closure
            return c.loadedImage(reading: ["animation", "dotLottieFile"])
        },
        called(
            "LottieButton", of: .lottie, source: "Sources/Public/Controls/LottieButton.swift",
            model: "the animation at its intrinsic size, as SwiftUI's Image of unknown natural size",
            labels: ["animation", "action"], catalog: ["lottie-button": "LottieButton(animation: .named(\"like\")) {}"]
        ) { c in
            _ = c.args.takeTrailing()  // the action
            return c.loadedImage(reading: ["animation", "action"])
        },
        called(
            "LottieSwitch", of: .lottie, source: "Sources/Public/Controls/LottieSwitch.swift",
            model: "the animation at its intrinsic size, as SwiftUI's Image of unknown natural size",
            labels: ["animation"], catalog: ["lottie-switch": "LottieSwitch(animation: .named(\"toggle\"))"]
        ) { c in c.loadedImage(reading: ["animation"]) },
    ]
}

extension PackageModifier {
    /// The `-> Self` setters of `LottieView`, `LottieButton` and `LottieSwitch`; `resizable()`
    /// is SwiftUI's modifier of that name acting on the image node, `accessibilityLabel` and
    /// `onAnimation` SwiftUI's or the package's, none changing the size.
    static let lottie: [PackageModifier] =
        [
            "configure", "intrinsicSize", "play", "looping", "playing", "paused", "playbackMode", "animationSpeed",
            "animationDidLoad", "animationDidFinish", "backgroundBehavior", "windowBackgroundBehavior", "configuration",
            "logger", "imageProvider", "textProvider", "fontProvider", "valueProvider", "currentProgress", "currentFrame",
            "currentTime", "reloadAnimationTrigger", "getRealtimeAnimationProgress", "getRealtimeAnimationFrame",
            "dotLottieConfigurationComponents", "animate", "isOn", "onAnimation", "offAnimation",
        ].map { option($0, of: .lottie) }
}
