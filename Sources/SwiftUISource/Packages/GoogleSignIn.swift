import LayoutCore
import SwiftSyntax

/// `GoogleSignInButton` of GoogleSignInSwift, read from https://github.com/google/GoogleSignIn-iOS
/// at 9.1.0 (GoogleSignInSwift/Sources/).
///
/// Its body is a `Button` whose label, for the `.standard` and `.wide` styles, is
/// `HStack { ZStack { 38 × 38 icon }; Text(buttonText).fixedSize().padding(.trailing, 14) …; Spacer() }`
/// (GoogleSignInButton.swift), and whose style frames the label
/// `.frame(minWidth: <icon, text and paddings>, maxWidth: .infinity, minHeight: 40, maxHeight: 40)`
/// (GoogleSignInButtonStyling.swift): as wide as it is offered, 40 pt tall. The `.icon` style is
/// 40 × 40. The model builds that label and frame; the button text is "Sign in" or "Sign in with
/// Google" (GoogleSignInButtonStrings.swift), measured in the model's body font, not Roboto.
extension SwiftPackage {
    static let googleSignIn = SwiftPackage(
        name: "GoogleSignIn-iOS", module: "GoogleSignInSwift", repository: "https://github.com/google/GoogleSignIn-iOS",
        version: "9.1.0", commit: "913b4005ea26aebe1c97d54e35ad82a515924c71")
}

extension PackageView {
    static let signIn: [PackageView] = [
        called(
            "GoogleSignInButton", of: .googleSignIn, source: "GoogleSignInSwift/Sources/GoogleSignInButton.swift",
            model: "its label, icon, text and Spacer, framed as wide as offered and 40 pt tall (40 × 40 for .icon)",
            labels: ["viewModel", "scheme", "style", "state", "action"],
            catalog: ["google-sign-in-button": "GoogleSignInButton {}"]
        ) { c in
            let style = c.take("style").map { SourceIndex.collapsed($0.trimmedDescription) } ?? ".standard"
            c.ignore(["viewModel", "scheme", "state", "action"])
            _ = c.args.takeTrailing()  // the action
            if style.hasSuffix("icon") {
                return c.make(FrameLayout(width: 40, height: 40), [c.make(ShapeLayout(.rectangle)).synthetic()])
            }
            let icon = c.make(FrameLayout(width: 38, height: 38), [c.make(ShapeLayout(.rectangle))])
            let text = c.make(PaddingLayout(.trailing, 14), [c.make(FixedSizeLayout(), [c.make(TextLayout(style.hasSuffix("wide") ? "Sign in with Google" : "Sign in"))])])
            let label = c.make(HStackLayout(), [icon, text, c.make(SpacerLayout(minLength: nil))])
            return c.make(FlexFrameLayout(maxWidth: .infinity, minHeight: 40, maxHeight: 40), [label])
        },
    ]
}
