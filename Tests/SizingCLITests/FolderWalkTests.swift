import Foundation
import Testing

/// Walking folders (issue 14, class 4), end to end: a folder this user cannot list is skipped
/// with a warning (as root, the binary runs as another user). The other walks are in-process
/// tests in Tests/SizingScanTests/FolderWalkTests.swift.
@Suite struct FolderWalkTests {
    static let card = "struct Card: View {\n    var body: some View { Text(\"x\") }\n}\n"

    func findings(_ run: SafetyRunner.Run) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(object?["findings"] as? [[String: Any]], "\(run.stdout.prefix(300)) \(run.stderr)")
    }

    func files(_ run: SafetyRunner.Run) -> Int? {
        ((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any])?["files"] as? Int
    }

    /// A folder this user cannot list (as `nobody`, or as a plain user with mode 000).
    @Test func unreadableFolderIsSkippedWithAWarning() throws {
        let sandbox = try CLISandbox()
        let project = sandbox.folder.appendingPathComponent("Project")
        let locked = project.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Data(Self.card.utf8).write(to: project.appendingPathComponent("Card.swift"))
        try Data(Self.card.utf8).write(to: locked.appendingPathComponent("Secret.swift"))
        chmod(locked.path, 0)
        defer { chmod(locked.path, 0o755) }
        let asUser: Int?
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { try Test.cancel("root reads every folder; needs setpriv to scan as another user") }
            chmod(sandbox.folder.path, 0o755)
            asUser = 65534
        } else {
            asUser = nil
        }
        let run = try SafetyRunner.run(["scan", "Project", "--format", "json"], in: sandbox, asUser: asUser)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try findings(run).map { $0["name"] as? String } == ["Card"])
        #expect(run.stderr.contains("warning: Project/Locked: cannot list the folder (Permission denied); skipped"), "\(run.stderr)")
    }
}
