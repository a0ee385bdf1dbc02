import LayoutCore
import SwiftSyntax

/// `SwiftyCropView`, read from https://github.com/benedom/SwiftyCrop at v2.2.0.
///
/// Its body is `CropView` (Sources/SwiftyCrop/View/CropView.swift): a full-screen `ZStack` of a
/// `VStack` with `Spacer`s around the image being cropped, framed
/// `.frame(maxWidth: .infinity, maxHeight: .infinity)`: it takes the size it is offered. The
/// model lays it out as a rectangle, which does the same.
extension SwiftPackage {
    static let swiftyCrop = SwiftPackage(
        name: "SwiftyCrop", module: "SwiftyCrop", repository: "https://github.com/benedom/SwiftyCrop",
        version: "v2.2.0", commit: "0374ffb9862ccb1473abeedbc24e6c9f9a8d25e4")
}

extension PackageView {
    static let crop: [PackageView] = [
        called(
            "SwiftyCropView", of: .swiftyCrop, source: "Sources/SwiftyCrop/View/CropView.swift",
            model: "a full-screen cropper: a rectangle taking the size it is offered",
            labels: ["imageToCrop", "maskShape", "configuration", "onCancel", "onComplete"],
            catalog: ["swifty-crop-view": "SwiftyCropView(imageToCrop: image, maskShape: .square) { _ in }"]
        ) { c in
            c.ignore(["imageToCrop", "maskShape", "configuration", "onCancel", "onComplete"])
            _ = c.args.takeTrailing()
            return c.make(ShapeLayout(.rectangle))
        },
    ]
}
