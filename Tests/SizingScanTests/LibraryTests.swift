import CatalogStore
import Foundation
import SizingScan
import Testing

/// The library's own contract: it never prints (every message reaches the caller's closure, in
/// order), the result says what the command does with it, and its errors name the input.
@Suite struct LibraryTests {
    /// A FIFO named `*.swift` is skipped with a warning, handed to `messages`, not printed; the
    /// good file is still scanned. (Color expands on both axes: seed 002.)
    @Test func warningsGoToTheCallersClosureInOrder() throws {
        let folder = try ScanHarness.Folder()
        try "/// Intrinsic sizing behavior: h-hug, v-hug\nstruct Fill: View { var body: some View { Color.red } }\n"
            .write(to: folder.appendingPathComponent("Fill.swift"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        var request = ScanRequest(paths: [folder.path], configuration: ScanConfiguration(base: folder.path))
        request.useCache = false
        request.verbose = true
        request.jobs = 1
        var messages: [String] = []
        let result = try request.run { messages.append($0) }
        #expect(messages.prefix(3) == [
            "warning: \(folder.path)/Pipe.swift: it is a FIFO (named pipe), not a file; skipped",
            // No Xcode project or package declares the file's platforms: the default.
            "files by the platforms they are built for: iOS 1",
            "0 of 1 files from the cache, 1 evaluated on 1 thread",
        ])
        // Then the slowest views and files (their seconds are the machine's).
        #expect(messages.count == 5)
        #expect(messages.dropFirst(3).first?.hasPrefix("slowest views: Fill (\(folder.path)/Fill.swift:2:8) ") == true, "\(messages)")
        #expect(messages.dropFirst(4).first?.hasPrefix("slowest files: \(folder.path)/Fill.swift ") == true, "\(messages)")
        #expect(result.files.map(\.path) == [folder.path + "/Fill.swift"])
        #expect(result.reported.map(\.verdict) == [.differs])
        #expect(result.fails)
        #expect(result.summary == "1 finding in 1 file: 0 match, 1 differ, 0 undocumented, 0 cannot be modelled")
        #expect(result.report(.xcode).hasPrefix("\(folder.path)/Fill.swift:2:8: error: Fill (view): documented h-hug, v-hug, derived h-exp, v-exp"))
    }

    /// A path that does not exist is a ScanError naming it, a usage error (exit status 64, not
    /// the 1 of a finding that differs).
    @Test func aMissingPathIsAnErrorNamingIt() throws {
        let request = ScanRequest(paths: ["/nonexistent/sizing-scan-test"], configuration: ScanConfiguration(base: "/"))
        #expect {
            try request.run { _ in }
        } throws: { error in
            (error as? ScanError)?.message == "/nonexistent/sizing-scan-test: no such file or folder" && (error as? ScanError)?.exitCode == 64
        }
    }

    /// A folder without a Swift file is a usage error naming it (a typo in a CI path must not
    /// pass as "0 findings"), unless the caller accepts an empty scan.
    @Test func aFolderWithoutSwiftFilesIsAnErrorUnlessAllowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# notes\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        var request = ScanRequest(paths: [folder.path], configuration: ScanConfiguration(base: folder.path))
        request.useCache = false
        #expect {
            try request.run { _ in }
        } throws: { error in
            (error as? ScanError)?.message == "\(folder.path): no Swift file to scan; give --allow-empty to accept an empty scan"
                && (error as? ScanError)?.exitCode == 64
        }
        request.allowEmpty = true
        let result = try request.run { _ in }
        #expect(result.summary.hasPrefix("0 findings in 0 files"))
        #expect(!result.fails)
    }

    /// `--platform` and `.sizing.yml`'s `platform` read a name in any case (`macos` is macOS);
    /// an unknown one is a usage error with a did-you-mean.
    @Test func platformNamesAreReadInAnyCase() throws {
        var configuration = ScanConfiguration(base: "/")
        try configuration.apply(platform: "macos", defines: ["DEBUG"], requireDocs: true, strict: false, allowUnknownModifiers: false)
        #expect(configuration.platform.value == "macOS")
        #expect(configuration.failOn.value == [.differs, .undocumented])
        #expect(configuration.defines.value == ["DEBUG"])
        #expect(throws: ScanError.self) {
            try configuration.apply(platform: "iOSS", defines: [], requireDocs: false, strict: false, allowUnknownModifiers: false)
        }
    }
}
