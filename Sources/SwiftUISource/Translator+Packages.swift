import LayoutCore
import SwiftSyntax

/// Views and modifiers from Swift packages the scanned files do not hold (``PackageRegistry``),
/// and the reason given for a view that stays opaque.
extension Translator {
    /// Step 7 of ``construct(_:call:nameNode:_:)``: the descriptor of a package view whose
    /// module the file imports.
    ///
    /// Steps:
    /// 1. `assumed_views` naming the view wins: nil (the view is opaque, as configured);
    /// 2. the descriptor of a module the file imports (or some file re-exports), else nil;
    /// 3. its node, built from the call as a SwiftUI view's is, and an assumption of kind
    ///    `packageView` naming the package, its version and what the model built.
    func packageView(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        // 1.
        guard options.assumedViews[name] == nil else { return nil }
        // 2.
        guard let package = PackageRegistry.view(named: name, imports: model.imports(at: nameNode, locator: locator)) else { return nil }
        // 3.
        return try build(package, call: call, nameNode: nameNode, scope)
    }

    /// `KFImage.url(url)`: a package view made by one of its static functions
    /// (``PackageView/constructors``), read as a call of the view with the function's
    /// arguments. Nil when `baseName` is no imported package view or `name` none of its
    /// constructors.
    func packageConstructor(_ name: String, baseName: String, base: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard options.assumedViews[baseName] == nil,
              let package = PackageRegistry.view(named: baseName, imports: model.imports(at: base, locator: locator)),
              package.constructors.contains(name) else { return nil }
        return try build(package, call: call, nameNode: base, scope)
    }

    private func build(_ package: PackageView, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard let node = try builtInView(package.view, call: call, nameNode: nameNode, scope, declarer: package.package.name) else { return nil }
        assume(.packageView, package.name, "\(package.name) is built from the descriptor of \(package.package.title): \(package.model) (\(package.source))", at: nameNode)
        return node
    }

    /// A modifier of a package whose module the file imports, when neither the input nor
    /// SwiftUI has one that takes the call (``PackageModifier``); nil otherwise.
    func packageModifier(_ name: String, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, receiver: ViewNode, _ scope: Scope) throws -> ViewNode? {
        guard let package = PackageRegistry.modifier(named: name, imports: model.imports(at: nameNode, locator: locator)) else { return nil }
        var c = ModifierCall(package.modifier, translator: self, call: call, at: nameNode, receiver: receiver, scope: scope)
        return try package.modifier.build(&c)
    }

    /// Why a view the input does not declare stays opaque, from the modules its file imports:
    /// 1. `assumed_views` names it: it is not declared in the scanned files (the configured
    ///    behavior says the rest);
    /// 2. the file imports modules that are neither Apple's nor a package with descriptors: the
    ///    view may come from them, and the scan has neither their source nor a descriptor;
    /// 3. it imports packages with descriptors: none of them has this view;
    /// 4. it imports Apple frameworks besides SwiftUI's own: the view may be one of theirs,
    ///    which the model does not build;
    /// 5. otherwise it is declared nowhere the scan can see (another target of the app, say).
    func undeclaredReason(_ name: String, at node: some SyntaxProtocol) -> String {
        let base = "is not declared in the scanned files"
        // 1.
        if options.assumedViews[name] != nil { return base }
        let imports = model.imports(at: node, locator: locator)
        // 2.
        if let unknown = unseenModules(at: node) {
            return "\(base); it may come from \(Self.listed(unknown)), whose source the scan does not have and for which it has no descriptor"
        }
        // 3.
        let packages = imports.intersection(PackageRegistry.modules)
        if !packages.isEmpty {
            return "\(base), and the descriptors of \(Self.listed(packages)) do not have it"
        }
        // 4.
        let frameworks = imports.subtracting(AppleFrameworks.withoutViews)
        if !frameworks.isEmpty {
            return "\(base); it may come from \(Self.listed(frameworks)) (Apple's), whose views the model does not build"
        }
        // 5.
        return "\(base), and its file imports no module besides Apple's"
    }

    /// The modules the file holding `node` imports that are neither Apple's nor a package with
    /// descriptors (whose source, when checked out, the scan reads as its own); nil when none.
    func unseenModules(at node: some SyntaxProtocol) -> Set<String>? {
        let unknown = model.imports(at: node, locator: locator).subtracting(AppleFrameworks.modules).subtracting(PackageRegistry.modules)
        return unknown.isEmpty ? nil : unknown
    }

    /// `Backend`, `Backend and UI`, `A, B and C` (sorted).
    static func listed(_ modules: Set<String>) -> String {
        let sorted = modules.sorted()
        guard sorted.count > 1 else { return sorted.first ?? "" }
        return sorted.dropLast().joined(separator: ", ") + " and " + sorted.last!
    }
}

/// The modules of Apple's SDKs that a SwiftUI file imports: a name a file does not declare is
/// not from a package when these are all its file imports.
enum AppleFrameworks {
    /// Views of Apple's frameworks that draw their content (a plot, a map, a video, a scene) to
    /// fit the frame they are given, with no size of their own: they take what they are offered
    /// on both axes, as a shape does, when the file imports their module. Our model: Apple's
    /// documentation gives these views no intrinsic size, and its samples size each with a frame.
    static let fillingViews: [String: String] = [
        "Chart": "Charts", "Map": "MapKit", "VideoPlayer": "AVKit", "SpriteView": "SpriteKit",
        "SceneView": "SceneKit", "RealityView": "RealityKit",
    ]

    /// Apple's frameworks that declare no SwiftUI view the model lacks (SwiftUI's own views are
    /// ``BuiltInRegistry``'s).
    static let withoutViews: Set<String> = [
        "SwiftUI", "SwiftUICore", "Foundation", "UIKit", "AppKit", "Cocoa", "Combine", "CoreGraphics", "CoreData",
        "SwiftData", "Observation", "os", "OSLog", "UserNotifications", "CloudKit", "CoreLocation", "Contacts",
        "EventKit", "Vision", "CoreML", "CoreImage", "CoreText", "UniformTypeIdentifiers", "Security", "CryptoKit",
        "Network", "CoreSpotlight", "CoreMotion", "CoreHaptics", "Intents", "AppIntents", "Accessibility", "XCTest",
        "Testing", "Darwin", "Dispatch", "CoreFoundation", "QuartzCore", "Metal", "GameController", "Symbols",
        "RegexBuilder", "JavaScriptCore", "BackgroundTasks", "PassKit", "Speech", "NaturalLanguage",
        "CoreTransferable", "DeveloperToolsSupport", "PackageDescription", "WatchKit", "LinkPresentation",
        "MediaPlayer", "AVFoundation", "Photos", "HealthKit", "StoreKitTest", "math_h", "Glibc", "ActivityKit",
        "WidgetKit", "GameKit", "MusicKit", "_Concurrency", "Synchronization", "System", "SystemConfiguration",
    ]

    /// Every module of Apple's SDKs the scan recognises: ``withoutViews`` and those declaring
    /// SwiftUI views of their own (`Map`, `VideoPlayer`, `PhotosPicker`, `SignInWithAppleButton`,
    /// `Chart`, `SpriteView`, `ProductView`, `TipView`, …).
    static let modules: Set<String> = withoutViews.union([
        "MapKit", "AVKit", "PhotosUI", "AuthenticationServices", "Charts", "SpriteKit", "SceneKit", "RealityKit",
        "ARKit", "QuickLook", "WebKit", "SafariServices", "StoreKit", "CoreLocationUI", "TipKit", "MessageUI",
        "ContactsUI", "EventKitUI", "PDFKit", "VisionKit", "HealthKitUI", "_MapKit_SwiftUI", "_AuthenticationServices_SwiftUI",
        "_AVKit_SwiftUI", "_PhotosUI_SwiftUI", "_StoreKit_SwiftUI", "_SpriteKit_SwiftUI", "_SceneKit_SwiftUI",
        "_QuickLook_SwiftUI", "_WebKit_SwiftUI", "_CoreLocationUI_SwiftUI",
    ])
}
