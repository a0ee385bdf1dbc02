import LayoutCore
import SwiftSyntax

/// elai950's `AlertToast`, read from https://github.com/elai950/AlertToast at 1.3.9
/// (Sources/AlertToast/AlertToast.swift).
///
/// An `AlertToast` is the content of the `.toast(isPresenting:) { AlertToast(…) }` modifier,
/// which presents it over its view without changing the view's size. Laid out on its own, its
/// body depends on `displayMode`: `.alert` (the default) is `VStack { Spacer(); icon; Spacer();
/// title }.padding()` framed `maxWidth: 175, maxHeight: 175` (`withFrame`); `.hud` is an
/// `HStack` of icon and title, `.fixedSize(horizontal: true, vertical: false)`, padded 24 × 8,
/// `.frame(minHeight: 50)`, `.padding(.top)`; `.banner` is `VStack { Spacer(); <title>
/// .fixedSize(horizontal: true, vertical: false).padding().frame(maxWidth: 400, alignment: .leading)
/// .padding([.horizontal, .bottom]) }`. The model builds those, with the title's text and
/// without the icon.
extension SwiftPackage {
    static let alertToast = SwiftPackage(
        name: "AlertToast", module: "AlertToast", repository: "https://github.com/elai950/AlertToast",
        version: "1.3.9", commit: "b39252eacd159904afd7d718bba0afabb87f2f2f")
}

extension PackageView {
    static let toasts: [PackageView] = [
        called(
            "AlertToast", of: .alertToast, source: "Sources/AlertToast/AlertToast.swift",
            model: "its display mode's stack around the title (the icon not drawn)",
            labels: ["displayMode", "type", "title", "subTitle", "style"],
            catalog: ["alert-toast": "AlertToast(type: .complete(.green), title: \"Saved\")"]
        ) { c in
            let mode = c.take("displayMode").map { SourceIndex.collapsed($0.trimmedDescription) } ?? ".alert"
            let title = try c.string("title") ?? ""
            c.ignore(["type", "subTitle", "style"])
            let text = c.make(TextLayout(title))
            if mode.hasPrefix(".hud") {
                let row = c.make(FixedSizeLayout(horizontal: true, vertical: false), [c.make(HStackLayout(spacing: 16), [text])])
                let padded = c.make(PaddingLayout(.vertical, 8), [c.make(PaddingLayout(.horizontal, 24), [row])])
                return c.make(PaddingLayout(.top, nil), [c.make(FlexFrameLayout(minHeight: 50), [padded])])
            }
            if mode.hasPrefix(".banner") {
                let card = c.make(FlexFrameLayout(maxWidth: 400, alignment: .leading), [c.make(PaddingLayout(), [c.make(FixedSizeLayout(horizontal: true, vertical: false), [text])])])
                return c.make(VStackLayout(), [c.make(SpacerLayout(minLength: nil)), c.make(PaddingLayout([.horizontal, .bottom], nil), [card])])
            }
            let stack = c.make(VStackLayout(), [c.make(SpacerLayout(minLength: nil)), c.make(SpacerLayout(minLength: nil)), text])
            return c.make(FlexFrameLayout(maxWidth: 175, maxHeight: 175), [c.make(PaddingLayout(), [stack])])
        },
    ]
}

extension PackageModifier {
    /// `.toast(isPresenting:duration:tapToDismiss:offsetY:alert:onTap:completion:)`
    /// (AlertToast.swift): `AlertToastModifier` presents the toast in an overlay, over its view.
    static let toasts: [PackageModifier] = [neutral("toast", of: .alertToast)]
}
