import Foundation
import Testing

/// Issue 44: `probe`, `layout`, `render` and `trace` of a folder, or of a file or standard
/// input with `--project FOLDER`, build the views, extensions and types of the folder's other
/// files rather than 44 × 44 opaque squares, reading the folder as `scan` does.
///
/// The fixture (Golden/input/folder-view/App, shared with the golden cases): `InboxRow.swift`
/// uses `UnreadBadge` (UnreadBadge.swift) and `card()` (an `extension View` function of
/// View+Card.swift); `PromoScreen` uses `Banner` (UnreadBadge.swift).
/// Every number is our model's: `UnreadBadge` is `.frame(width: 60, height: 24)` (a fixed frame
/// answers its size, §5); a view the input does not declare is an opaque 44 × 44 leaf
/// (docs/real-code.md); `Banner` is a ZStack over a Color, which expands on both axes (seed 002).
@Suite struct FolderInputTests {
    static let app = CLIPaths.golden.appendingPathComponent("input/folder-view/App").path
    static let container = ["--width", "300", "--height", "100"]

    /// The line of `layout`'s text output that shows `view`.
    static func line(_ view: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(view) }.map(String.init)
    }

    @Test func layoutOfAFolderBuildsTheOtherFilesViews() throws {
        let run = try CLISandbox().run(["layout", Self.app, "--view", "InboxRow"] + Self.container)
        #expect(run.exitCode == 0, "\(run.stderrText)")
        // UnreadBadge.swift's view, with its real size (its fixed frame), not an opaque 44 × 44.
        let badge = try #require(Self.line("UnreadBadge()", in: run.stdoutText), "\(run.stdoutText)")
        #expect(badge.contains("60 × 24"), "\(badge)")
        #expect(!run.stdoutText.contains("44 × 44"), "\(run.stdoutText)")
        // View+Card.swift's `card()`: padding 12 on a rounded rectangle.
        #expect(Self.line("padding(12)", in: run.stdoutText) != nil, "\(run.stdoutText)")
        #expect(!run.stderrText.contains("opaque"), "\(run.stderrText)")
    }

    @Test func aFileAloneSeesOnlyItselfAndProjectResolvesTheFolder() throws {
        let file = Self.app + "/InboxRow.swift"
        let sandbox = try CLISandbox()
        // Alone, the badge is an opaque square (and `card()` passes through): what issue 44 is about.
        let alone = try sandbox.run(["layout", file, "--view", "InboxRow", "--allow-unknown-modifiers"] + Self.container)
        #expect(alone.exitCode == 0, "\(alone.stderrText)")
        #expect(Self.line("UnreadBadge()", in: alone.stdoutText)?.contains("44 × 44") == true, "\(alone.stdoutText)")
        #expect(alone.stderrText.contains("are opaque 44 × 44 squares; to build those the app's other files declare, add --project \(Self.app)\n"), "\(alone.stderrText)")
        // With --project, the file's root is built with the folder's views.
        let within = try sandbox.run(["layout", file, "--project", Self.app, "--view", "InboxRow"] + Self.container)
        #expect(within.exitCode == 0, "\(within.stderrText)")
        #expect(Self.line("UnreadBadge()", in: within.stdoutText)?.contains("60 × 24") == true, "\(within.stdoutText)")
        // Without --view, the file's own root view struct (InboxRow: no view of the file uses it;
        // PromoScreen neither, so --view is needed as for the file alone).
        let unnamed = try sandbox.run(["layout", file, "--project", Self.app] + Self.container)
        #expect(unnamed.exitCode == 1)
        #expect(unnamed.stderrText.contains("several views that could be the root (InboxRow"), "\(unnamed.stderrText)")
    }

    /// The note of a file alone suggests its package target's folder, the module Xcode's
    /// previews would see.
    @Test func aFileAloneInAPackageSuggestsItsTarget() throws {
        let sandbox = try CLISandbox()
        let views = sandbox.folder.appendingPathComponent("Pkg/Sources/App/Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(to: sandbox.folder.appendingPathComponent("Pkg/Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct Row: View { var body: some View { HStack { Text(\"A\"); Badge() } } }\n"
            .write(to: views.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
        let run = try sandbox.run(["layout", "Pkg/Sources/App/Views/Row.swift"] + Self.container)
        #expect(run.exitCode == 0, "\(run.stderrText)")
        #expect(run.stderrText.hasSuffix("add --project Pkg/Sources/App\n"), "\(run.stderrText)")
    }

    @Test func probeOfAFolderSeesTheOtherFilesBehaviors() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(["probe", Self.app, "--view", "PromoScreen"])
        #expect(run.exitCode == 0, "\(run.stderrText)")
        // Banner (another file) expands on both axes, so does the VStack holding it.
        #expect(run.stdoutText.hasPrefix("h-exp, v-exp"), "\(run.stdoutText)")
        // The file alone: Banner is an opaque 44 × 44 leaf, which hugs.
        let alone = try sandbox.run(["probe", Self.app + "/InboxRow.swift", "--view", "PromoScreen"])
        #expect(alone.exitCode == 0, "\(alone.stderrText)")
        #expect(alone.stdoutText.hasPrefix("h-hug, v-hug"), "\(alone.stdoutText)")
    }

    @Test func renderAndTraceOfAFolder() throws {
        let sandbox = try CLISandbox()
        let render = try sandbox.run(["render", Self.app, "--view", "InboxRow", "-o", "-"] + Self.container)
        #expect(render.exitCode == 0, "\(render.stderrText)")
        #expect(render.stdoutText.contains("<svg"))
        // The badge's capsule is drawn at the badge's size.
        #expect(render.stdoutText.contains("width=\"60\" height=\"24\""), "\(render.stdoutText.prefix(3000))")
        let trace = try sandbox.run(["trace", Self.app, "--view", "InboxRow"] + Self.container)
        #expect(trace.exitCode == 0, "\(trace.stderrText)")
        #expect(trace.stdoutText.contains("UnreadBadge()"))
    }

    @Test func standardInputFollowsTheSameRules() throws {
        let sandbox = try CLISandbox()
        let code = Data("VStack { UnreadBadge(); Text(\"Details\") }".utf8)
        let run = try sandbox.run(["layout", "-", "--project", Self.app] + Self.container, stdin: code)
        #expect(run.exitCode == 0, "\(run.stderrText)")
        #expect(Self.line("UnreadBadge()", in: run.stdoutText)?.contains("60 × 24") == true, "\(run.stdoutText)")
        let missing = try sandbox.run(["layout", "-", "--project", Self.app, "--view", "Inbox"] + Self.container, stdin: code)
        #expect(missing.exitCode == 1)
        #expect(missing.stderrText.contains("no view named 'Inbox' in <stdin> and \(Self.app) (3 files)"), "\(missing.stderrText)")
        let nowhere = try sandbox.run(["layout", "-", "--project", Self.app + "/Nope"] + Self.container, stdin: code)
        #expect(nowhere.exitCode == 64)
        #expect(nowhere.stderrText.contains("\(Self.app)/Nope: no such file or folder"), "\(nowhere.stderrText)")
    }

    @Test func noViewNamedNamesTheFolderAndItsFileCount() throws {
        let run = try CLISandbox().run(["layout", Self.app, "--view", "InboxRwo"] + Self.container)
        #expect(run.exitCode == 1)
        #expect(run.stderrText.contains("no view named 'InboxRwo' in \(Self.app) (3 files); did you mean 'InboxRow'?"), "\(run.stderrText)")
        let file = try CLISandbox().run(["layout", Self.app + "/InboxRow.swift", "--view", "Badge"] + Self.container)
        #expect(file.stderrText.contains("no view named 'Badge' in \(Self.app)/InboxRow.swift"), "\(file.stderrText)")
    }

    @Test func aFolderWithoutViewIsAUsageErrorListingCandidates() throws {
        for command in ["layout", "probe", "render", "trace"] {
            let extra = command == "probe" ? [] : Self.container + (command == "render" ? ["-o", "-"] : [])
            let run = try CLISandbox().run([command, Self.app] + extra)
            #expect(run.exitCode == 64, "\(command): \(run.stderrText)")
            // The views no other file uses first: the likely roots.
            #expect(run.stderrText.contains("\(Self.app) (3 files) declares 4 views; choose the root with --view NAME (InboxRow, PromoScreen, UnreadBadge, Banner)"), "\(command): \(run.stderrText)")
        }
    }

    @Test func aPathThatDoesNotExistOrHoldsNoSwiftIsAUsageError() throws {
        let sandbox = try CLISandbox()
        let empty = sandbox.folder.appendingPathComponent("Empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for command in ["layout", "probe", "render", "trace"] {
            let extra = command == "probe" ? [] : Self.container + (command == "render" ? ["-o", "-"] : [])
            for (path, message) in [
                (Self.app + "/Nope", "\(Self.app)/Nope: no such file or folder"),
                (Self.app + "/Nope.swift", "\(Self.app)/Nope.swift: no such file or folder"),
                (empty, "\(empty): no Swift file in the folder"),
            ] {
                let run = try sandbox.run([command, path, "--view", "InboxRow"] + extra)
                #expect(run.exitCode == 64, "\(command) \(path): \(run.stderrText)")
                #expect(run.stderrText == "error: \(message)\n", "\(command) \(path): \(run.stderrText)")
                let file = try sandbox.run([command, "--file", path, "--view", "InboxRow"] + extra)
                #expect(file.exitCode == 64, "\(command) --file \(path): \(file.stderrText)")
                let project = try sandbox.run([command, "Text(\"a\")", "--project", path] + extra)
                #expect(project.exitCode == 64, "\(command) --project \(path): \(project.stderrText)")
                #expect(project.stderrText == "error: \(message)\n", "\(command) --project \(path): \(project.stderrText)")
            }
        }
    }

    /// `.sizing.yml` is honoured where the scan honours it: `excluded` leaves a file out (its
    /// view is opaque again), `platform` chooses the `#if` branch.
    @Test func theConfigurationFileIsHonoured() throws {
        let sandbox = try CLISandbox()
        let copy = sandbox.folder.appendingPathComponent("App")
        try FileManager.default.copyItem(atPath: Self.app, toPath: copy.path)
        try """
            import SwiftUI

            struct Sidebar: View {
                var body: some View {
            #if os(macOS)
                    Color.clear.frame(width: 220, height: 10)
            #else
                    Color.clear.frame(width: 120, height: 10)
            #endif
                }
            }
            """.write(to: copy.appendingPathComponent("Sidebar.swift"), atomically: true, encoding: .utf8)
        try "excluded: [App/UnreadBadge.swift]\nplatform: macOS\n".write(
            to: sandbox.folder.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8)
        let row = try sandbox.run(["layout", copy.path, "--view", "InboxRow"] + Self.container)
        #expect(row.exitCode == 0, "\(row.stderrText)")
        #expect(Self.line("UnreadBadge()", in: row.stdoutText)?.contains("44 × 44") == true, "\(row.stdoutText)")
        let sidebar = try sandbox.run(["layout", copy.path, "--view", "Sidebar"] + Self.container)
        #expect(Self.line("frame", in: sidebar.stdoutText)?.contains("220 × 10") == true, "\(sidebar.stdoutText)")
        // --platform wins over the file, as in the scan.
        let iOS = try sandbox.run(["layout", copy.path, "--view", "Sidebar", "--platform", "iOS"] + Self.container)
        #expect(Self.line("frame", in: iOS.stdoutText)?.contains("120 × 10") == true, "\(iOS.stdoutText)")
    }
}
