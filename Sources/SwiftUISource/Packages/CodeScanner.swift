import LayoutCore
import SwiftSyntax

/// twostraws' `CodeScannerView`, read from https://github.com/twostraws/CodeScanner at 2.5.2
/// (Sources/CodeScanner/CodeScanner.swift).
///
/// A `UIViewControllerRepresentable` showing `ScannerViewController`'s camera preview, which has
/// no intrinsic size: it takes the size it is offered. The model lays it out as a rectangle,
/// which does the same (iOS only: `#if os(iOS)`).
extension SwiftPackage {
    static let codeScanner = SwiftPackage(
        name: "CodeScanner", module: "CodeScanner", repository: "https://github.com/twostraws/CodeScanner",
        version: "2.5.2", commit: "5e886430238944c7200fc9e10dbf2d9550dba865")
}

extension PackageView {
    static let codeScanner: [PackageView] = [
        called(
            "CodeScannerView", of: .codeScanner, source: "Sources/CodeScanner/CodeScanner.swift",
            model: "a camera preview without intrinsic size: a rectangle taking the size it is offered",
            labels: [
                "codeTypes", "scanMode", "manualSelect", "scanInterval", "showViewfinder", "requiresPhotoOutput", "simulatedData",
                "shouldVibrateOnSuccess", "isTorchOn", "isPaused", "isGalleryPresented", "videoCaptureDevice", "completion",
            ],
            platforms: [.iOS], catalog: ["code-scanner-view": "CodeScannerView(codeTypes: [.qr]) { _ in }"]
        ) { c in
            c.ignore([
                "codeTypes", "scanMode", "manualSelect", "scanInterval", "showViewfinder", "requiresPhotoOutput", "simulatedData",
                "shouldVibrateOnSuccess", "isTorchOn", "isPaused", "isGalleryPresented", "videoCaptureDevice", "completion",
            ])
            _ = c.args.takeTrailing()  // the completion
            return c.make(ShapeLayout(.rectangle))
        },
    ]
}
