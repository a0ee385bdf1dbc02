import Foundation
@testable import SizingScan
import Testing

/// The platforms each file is built for, read from the project without `--platform`: an Xcode
/// project's targets (Sources phase or synchronised folder, SDKROOT / SUPPORTED_PLATFORMS), a
/// package's `platforms:`. The projects here are written by hand in the formats Xcode and
/// SwiftPM write (our fixtures, not copied from an app).
@Suite struct ScanPlatformsTests {
    /// A watch app target (SDKROOT watchos) compiling Watch/Face.swift from its Sources phase,
    /// an iOS app target (SUPPORTED_PLATFORMS iphoneos macosx) with a synchronised App folder,
    /// one file of which it excludes, and a unit-test target that does not count.
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); buildConfigurationList = L0; };
                L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
                C0 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                G0 = { isa = PBXGroup; children = (G1, S1); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = (F1); path = Watch; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Face.swift; sourceTree = "<group>"; };
                S1 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1); path = App; sourceTree = "<group>"; };
                X1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift); target = T2; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                PH1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = { isa = PBXNativeTarget; name = Watch; buildPhases = (PH1); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Debug; };
                T2 = { isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S1); buildConfigurationList = L2; productType = "com.apple.product-type.application"; };
                L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                C2 = { isa = XCBuildConfiguration; buildSettings = { SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
                T3 = { isa = PBXNativeTarget; name = Tests; buildPhases = (PH1); fileSystemSynchronizedGroups = (S1); buildConfigurationList = L1; productType = "com.apple.product-type.bundle.unit-test"; };
            };
            rootObject = P1;
        }
        """

    static func file(_ path: String) -> ScanFile {
        ScanFile(path: path, bytes: Array("struct V {}".utf8), text: "struct V {}")
    }

    @Test func xcodeTargetsDecideEachFilesPlatforms() throws {
        let dir = try ScanHarness.Folder()
        let fm = FileManager.default
        for folder in ["Demo.xcodeproj", "Watch", "App/Screens"] {
            try fm.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.pbxproj.write(to: dir.appendingPathComponent("Demo.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        // The manifests the scan's own walk meets, then those above the scanned folder.
        let manifests = try ScanFiles.collectSources([dir.path], warn: { _ in }).manifests
        #expect(manifests == [dir.path + "/Demo.xcodeproj/project.pbxproj"])
        let found = ScanPlatforms(paths: [dir.path], manifests: manifests)
        #expect(found.platforms(of: Self.file(dir.path + "/Watch/Face.swift")) == ["watchOS"])
        #expect(found.platforms(of: Self.file(dir.path + "/App/Screens/Home.swift")) == ["iOS", "macOS"])
        // Excluded from the App target, compiled by the test target only: the project's platforms.
        #expect(found.platforms(of: Self.file(dir.path + "/App/Old.swift")) == ["iOS", "macOS", "watchOS"])
        #expect(found.platforms(of: Self.file("/elsewhere/Other.swift")) == nil)
    }

    @Test func packagePlatformsAndTheirAbsence() {
        #expect(PackageManifest.platforms(in: """
            let package = Package(name: "Kit", platforms: [.iOS(.v16), .macOS("13.0"), .macCatalyst(.v16), .watchOS(.v9)], products: [])
            """) == ["iOS", "macOS", "watchOS"])
        // The folders it compiles: SwiftPM's default and each target's own path (a file beside
        // them, such as a test fixture, is not the package's).
        #expect(PackageManifest.targetFolders(in: #".target(name: "A", path: "./Lib/A/"), .target(name: "B")"#, root: "/nonexistent") == ["Sources", "Lib/A"])
        #expect(PackageManifest.platforms(in: "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])") == nil)
    }

    /// A package `Kit` built for iOS and macOS, with an empty `Sources/Kit`.
    static func kitPackage() throws -> ScanHarness.Folder {
        let dir = try ScanHarness.Folder()
        try """
            let package = Package(name: "Kit", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "Kit")])
            """.write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        return dir
    }

    /// A view named `name` showing a `Color` on macOS and a `Text` elsewhere.
    static func branching(_ name: String) -> String {
        """
        struct \(name): View {
            var body: some View {
                #if os(macOS)
                Color.red
                #else
                Text("Hi")
                #endif
            }
        }
        """
    }

    /// A view whose `#if os(macOS)` branch expands gets both answers, in every format; a view
    /// without one gets one answer (its trees are the same on both platforms: not classified
    /// twice). Seed 002: Color expands, Text hugs.
    @Test func aFileBuiltForTwoPlatformsGetsPerPlatformAnswers() throws {
        let dir = try Self.kitPackage()
        try """
            import SwiftUI

            \(Self.branching("Banner"))

            struct Label2: View {
                var body: some View { Text("Same") }
            }
            """.write(to: dir.appendingPathComponent("Sources/Kit/Banner.swift"), atomically: true, encoding: .utf8)
        let run = ScanHarness.scan(["Sources", "--format", "json"], in: dir.url)
        let findings = try ScanHarness.findings(run.stdout)
        let banner = try #require(findings.first { $0["name"] as? String == "Banner" })
        #expect(banner["derived"] as? String == "h-hug, v-hug", "\(banner)")
        let answers = (banner["platforms"] as? [[String: Any]] ?? []).map { "\($0["platform"] ?? ""): \($0["derived"] ?? "")" }
        #expect(answers == ["iOS: h-hug, v-hug", "macOS: h-exp, v-exp"])
        let same = try #require(findings.first { $0["name"] as? String == "Label2" })
        #expect((same["platforms"] as? [Any])?.isEmpty == true)
        let text = ScanHarness.scan(["Sources"], in: dir.url)
        #expect(text.stdout.contains("  platforms iOS: h-hug, v-hug; macOS: h-exp, v-exp"), "\(text.stdout)")
        // `--platform` still decides alone.
        let forced = try ScanHarness.findings(ScanHarness.scan(["Sources", "--format", "json", "--platform", "macOS"], in: dir.url).stdout)
        #expect(forced.first { $0["name"] as? String == "Banner" }?["derived"] as? String == "h-exp, v-exp")
    }

    /// A view whose file has no platform `#if` is not built again on the other platforms unless
    /// a file it depends on has one (a helper in another file); a tree holding a control that
    /// SwiftUI lays out by platform (macOS's Toggle is a checkbox) is adapted to each platform
    /// and classified there. Seed 002: Color expands, Text hugs; docs/platforms.md: iOS's
    /// Toggle fills the width, macOS's hugs.
    @Test func aViewIsBuiltAgainOnlyWhereThePlatformCanChangeIt() throws {
        let dir = try Self.kitPackage()
        try """
            import SwiftUI

            \(Self.branching("Helper"))
            """.write(to: dir.appendingPathComponent("Sources/Kit/Helper.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct Screen: View {
                var body: some View { VStack { Helper() } }
            }

            struct Settings: View {
                @State private var on = true
                var body: some View { Toggle("On", isOn: $on) }
            }

            struct Plain: View {
                var body: some View { Text("Same") }
            }
            """.write(to: dir.appendingPathComponent("Sources/Kit/Screen.swift"), atomically: true, encoding: .utf8)
        let findings = try ScanHarness.findings(ScanHarness.scan(["Sources", "--format", "json"], in: dir.url).stdout)
        func answers(_ name: String) -> [String] {
            let finding = findings.first { $0["name"] as? String == name }
            return (finding?["platforms"] as? [[String: Any]] ?? []).map { "\($0["platform"] ?? ""): \($0["derived"] ?? "")" }
        }
        #expect(answers("Screen") == ["iOS: h-hug, v-hug", "macOS: h-exp, v-exp"])
        #expect(answers("Settings") == ["iOS: h-exp, v-hug", "macOS: h-hug, v-hug"])
        #expect(answers("Plain") == [])
    }
}

