import Foundation

/// The `sizing` executable the build runs: `$SIZING_BINARY` when it is set (a release build a CI
/// image installs), else the first `sizing` in a folder of `$PATH`, then in `/usr/local/bin` and
/// `/opt/homebrew/bin` (where it is usually installed on a Mac, and which the environment Xcode
/// gives its plugins may leave out of `$PATH`).
enum ScanTool {
    /// No tool: what was looked for, and how to give one.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Folders searched after `$PATH`.
    static let installFolders = ["/usr/local/bin", "/opt/homebrew/bin"]

    /// Steps: 1. `$SIZING_BINARY`, which must be an executable file; 2. the folders of `$PATH`,
    /// then ``installFolders``; 3. none: ``Missing``.
    static func find(in environment: [String: String]) throws -> URL {
        if let path = environment["SIZING_BINARY"], !path.isEmpty {
            guard isExecutableFile(path) else {
                throw Missing(description: "sizing-build: SIZING_BINARY is '\(path)', which is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + installFolders
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("sizing")
            if isExecutableFile(candidate.path) { return candidate }
        }
        throw Missing(description: """
            sizing-build: no sizing tool: set SIZING_BINARY to a sizing executable, or put one named \
            sizing in PATH (swift build -c release --product sizing, in a checkout of sizing, builds it)
            """)
    }

    /// A regular file (or a link to one) that this user may run.
    static func isExecutableFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
