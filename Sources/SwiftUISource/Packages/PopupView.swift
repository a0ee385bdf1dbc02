import LayoutCore
import SwiftSyntax

/// exyte's `PopupView`, read from https://github.com/exyte/PopupView at 5.0.2.
///
/// `.popup(isPresented:view:customize:)` and `.popup(item:…)` (Sources/PopupView/PublicAPI.swift)
/// apply `FullscreenPopup`/`PopupModifier` (PopupModifier.swift), which present the popup in an
/// overlay or a window above the view: the view keeps its size.
extension SwiftPackage {
    static let popupView = SwiftPackage(
        name: "PopupView", module: "PopupView", repository: "https://github.com/exyte/PopupView",
        version: "5.0.2", commit: "e56e89614d86b4bc21ffb36bf435cc52c60a8c13")
}

extension PackageModifier {
    static let popup: [PackageModifier] = [neutral("popup", of: .popupView)]
}
