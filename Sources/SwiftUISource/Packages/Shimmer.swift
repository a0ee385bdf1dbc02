import LayoutCore
import SwiftSyntax

/// SwiftUI-Shimmer, read from https://github.com/markiv/SwiftUI-Shimmer at 1.5.0
/// (Sources/Shimmer/Shimmer.swift).
///
/// `.shimmering(active:animation:gradient:bandSize:mode:)` applies the `Shimmer` view modifier,
/// whose body is its content with `.mask(gradient)` or `.overlay(gradient.blendMode(…))`: a
/// mask or an overlay, neither of which changes the content's size.
extension SwiftPackage {
    static let shimmer = SwiftPackage(
        name: "SwiftUI-Shimmer", module: "Shimmer", repository: "https://github.com/markiv/SwiftUI-Shimmer",
        version: "1.5.0", commit: "e3aa4226b0fafe345ca1c920f516b6a2f3e0aacc")
}

extension PackageModifier {
    static let shimmer: [PackageModifier] = [neutral("shimmering", of: .shimmer)]
}
