import Foundation

/// The `*.swift` files under the paths given to `sizing scan`, with their bytes.
///
/// Steps:
/// 1. each path: a file is taken as is (any extension, since it was named); a folder is walked;
/// 2. the walk skips `.build` and hidden folders (and hidden files), keeps `*.swift`;
/// 3. the files are sorted by path and read as UTF-8 (the bytes are kept for `--fix`).
struct ScanFile {
    /// The path as the scan prints it (relative paths stay relative).
    var path: String
    /// The bytes on disk; `--fix` edits these, nothing else.
    var bytes: [UInt8]
    var text: String

    /// The absolute, standardized path (the catalog's key).
    var absolutePath: String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}

enum ScanFiles {
    /// Steps 1–3.
    static func collect(_ paths: [String]) throws -> [ScanFile] {
        var found: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError(message: "\(path): no such file or folder")
            }
            if isDirectory.boolValue {
                found += try walk(path)
            } else {
                found.append(path)
            }
        }
        var seen = Set<String>()
        return try found.sorted().filter { seen.insert($0).inserted }.map(read)
    }

    /// Step 2: a folder's `*.swift` files, recursively, skipping `.build` and hidden entries.
    static func walk(_ folder: String) throws -> [String] {
        let fm = FileManager.default
        let entries: [String]
        do {
            entries = try fm.contentsOfDirectory(atPath: folder)
        } catch {
            throw CLIError(message: "\(folder): cannot list the folder (permission denied?)")
        }
        var out: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                out += try walk(path)
            } else if entry.hasSuffix(".swift") {
                out.append(path)
            }
        }
        return out
    }

    /// Step 3.
    static func read(_ path: String) throws -> ScanFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(message: "\(path): cannot read the file (permission denied?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(message: "\(path): not valid UTF-8 text")
        }
        return ScanFile(path: path, bytes: [UInt8](data), text: text)
    }
}
