import Foundation
import SizingScan
import Testing

/// `ScanRequest.overlay` (unsaved text scanned instead of the file on disk, for `sizing lsp`)
/// and `ScanFinding.fixed(_:configuration:)` (`--fix` on text held in memory), on a project
/// written here. The behaviors are our probe's (layout-rules §13): a `Color` expands on both
/// axes, a fixed `frame` hugs (seed 002).
@Suite struct ScanOverlayTests {
    static let expanding = """
        import SwiftUI

        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Fill: View {
            var body: some View { Color.red }
        }
        """

    static let fixedFrame = """
        import SwiftUI

        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Fill: View {
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }
        """

    /// A folder holding `Fill.swift` with `text`, and the file's absolute path.
    static func project(_ text: String) throws -> (folder: URL, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Fill.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (folder, file.standardizedFileURL.path)
    }

    static func scan(_ folder: URL, overlay: [String: String]) throws -> ScanResult {
        var request = ScanRequest(paths: [folder.path], configuration: ScanConfiguration(base: folder.path))
        request.useCache = false
        request.jobs = 1
        request.overlay = overlay
        return try request.run { _ in }
    }

    @Test func theOverlaysTextIsScannedAndTheDiskIsNotRead() throws {
        let (folder, file) = try Self.project(Self.expanding)
        defer { try? FileManager.default.removeItem(at: folder) }
        // On disk the view expands and says it hugs: it differs.
        let onDisk = try Self.scan(folder, overlay: [:])
        #expect(onDisk.findings.map(\.verdict) == [.differs])
        // The unsaved text gives it a fixed frame: it matches, and the file is what it was.
        let unsaved = try Self.scan(folder, overlay: [file: Self.fixedFrame])
        #expect(unsaved.findings.map(\.verdict) == [.matches])
        #expect(unsaved.files.first?.text == Self.fixedFrame)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.expanding)
    }

    @Test func anOverlayOfAFileTheWalkDoesNotFindAddsNothing() throws {
        let (folder, _) = try Self.project(Self.expanding)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.scan(folder, overlay: ["/nowhere/Other.swift": Self.fixedFrame])
        #expect(result.files.map(\.path) == [folder.appendingPathComponent("Fill.swift").path])
        #expect(result.findings.map(\.verdict) == [.differs])
    }

    @Test func fixedGivesTheBytesScanFixWouldWrite() throws {
        let (folder, file) = try Self.project(Self.expanding)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.scan(folder, overlay: [:])
        let finding = try #require(result.findings.first)
        #expect(finding.isFixable)
        let configuration = ScanConfiguration(base: folder.path)
        let fixed = try #require(finding.fixed(Array(Self.expanding.utf8), configuration: configuration))
        #expect(String(decoding: fixed, as: UTF8.self) == Self.expanding.replacingOccurrences(of: "h-hug, v-hug", with: "h-exp, v-exp"))
        // `sizing scan --fix` writes the same bytes to the file.
        var request = ScanRequest(paths: [folder.path], configuration: configuration)
        request.useCache = false
        request.fix = true
        _ = try request.run { _ in }
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: file))) == fixed)
        // A matching finding has nothing to fix.
        let matching = try #require(try Self.scan(folder, overlay: [:]).findings.first)
        #expect(!matching.isFixable)
        #expect(matching.fixed(fixed, configuration: configuration) == nil)
    }

    @Test func fixLeavesAFileWhoseDiskTextIsNotTheOverlays() throws {
        let (folder, file) = try Self.project(Self.expanding)
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = ScanRequest(paths: [folder.path], configuration: ScanConfiguration(base: folder.path))
        request.useCache = false
        request.fix = true
        request.overlay = [file: Self.expanding + "\n// unsaved\n"]
        var messages: [String] = []
        let result = try request.run { messages.append($0) }
        #expect(result.refusedFixes == 1, "\(messages)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.expanding)
    }
}
