import Foundation

/// The `*.swift` files under the paths given to `sizing scan`, with their bytes.
///
/// Steps:
/// 1. each path: a file is taken as is (any extension, since it was named); a folder is walked;
///    a path that does not exist is an error;
/// 2. the walk reads folders with `opendir`/`readdir` (names as bytes), skips `.build` and
///    hidden entries, keeps `*.swift`, follows symbolic links, and visits each folder and file
///    once (by device and inode: a link back to a parent folder is cut, hard links and links to
///    a file already found are not scanned twice), removes the temporary files a killed `--fix`
///    or `-o` left (`.NAME.sizing-XXXXXX`: ``TemporaryFiles/removeAbandoned(_:)``), and notes
///    the manifests it meets
///    (`Package.swift`, `*.xcodeproj/project.pbxproj`) for ``ScanPlatforms``; the dependencies
///    checked out in `.build/checkouts` and `SourcePackages/checkouts` are noted, and read
///    apart, never as the project's (``ScanFiles/collectSources(_:dependencies:keep:warn:)``);
/// 3. what cannot be scanned is skipped with a warning each (to the caller's `warn`), naming it and why: a
///    FIFO, device or socket named `*.swift`, a broken link, a folder or file that cannot be
///    read, a name that is not UTF-8 (shown with `\xNN` escapes), a file larger than
///    ``ScanFiles/sizeLimit``, a file that is not UTF-8 text;
/// 4. the files the configuration excludes (``ScanConfiguration/keeps(_:)``) are dropped;
/// 5. the others are sorted by path and read (the bytes are kept for `--fix`). A file is opened
///    without blocking and checked to be regular after opening, so a FIFO never stalls the scan.
///
/// - Complexity: one `stat` per entry, one read per file.
public struct ScanFile: Sendable {
    /// The path as the scan prints it (relative paths stay relative).
    public var path: String
    /// The bytes on disk; `--fix` edits these, nothing else.
    public var bytes: [UInt8]
    public var text: String

    public init(path: String, bytes: [UInt8], text: String) {
        self.path = path
        self.bytes = bytes
        self.text = text
    }

    /// The absolute, standardized path (the catalog's key).
    public var absolutePath: String { ScanFiles.absolute(path) }
}

public enum ScanFiles {
    /// Files larger than this are skipped (no hand-written view file comes near it).
    public static let sizeLimit = 8 << 20

    /// A device and inode: what makes a file or folder the same one under two paths.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// The state of one collection: what was seen, what was kept.
    struct Walk {
        var folders = Set<Identity>()
        var files = Set<Identity>()
        var found: [String] = []
        /// The `Package.swift` and `*.xcodeproj/project.pbxproj` files met on the way, for
        /// ``ScanPlatforms`` (the walk that finds the sources finds them).
        var manifests: [String] = []
        /// Dependencies' checkouts met on the way (`.build/checkouts`, `SourcePackages/checkouts`),
        /// walked apart (``ScanFiles/collectSources(_:dependencies:keep:warn:)``).
        var dependencyRoots: [String] = []
        /// Whether the walk is of dependencies: their tests, demos and examples are not read.
        var readsDependencies = false
        /// The folders `.sizing.yml` lists as dependencies: the project's walk leaves them out.
        var dependencyFolders = Set<Identity>()
        /// Temporary files of sizing met on the way (`.NAME.sizing-XXXXXX`), handled after the
        /// walk when the run that made them has ended (``TemporaryFiles/removeAbandoned(_:)``).
        var temporaryFiles: [String] = []
    }

    /// `path` absolute and standardized (the catalog's key, and what `included` and `excluded`
    /// match).
    public static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// A path as messages show it: relative to this folder when it is below it.
    public static func shown(_ path: String) -> String {
        let absolute = Self.absolute(path)
        let here = Self.absolute(".")
        let prefix = here == "/" ? "/" : here + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// Steps 1–5; `keep` decides step 4 from the file's absolute path; `warn` is given each
    /// warning of step 3 (`warning: PATH: why; skipped`).
    public static func collect(_ paths: [String], keep: (String) -> Bool = { _ in true }, warn: (String) -> Void) throws -> [ScanFile] {
        var walk = Walk()
        try walkPaths(paths, into: &walk, warn: warn)
        return walk.found.filter { keep(absolute($0)) }.sorted().compactMap { readOrWarn($0, warn) }
    }

    /// Steps 1–3: each path, a file as is, a folder walked.
    static func walkPaths(_ paths: [String], into walk: inout Walk, warn: (String) -> Void) throws {
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw ScanError(message: "\(path): no such file or folder", exitCode: 64)
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if walk.folders.insert(Identity(info)).inserted { self.walk(Array(path.utf8), into: &walk, warn: warn) }
            case S_IFREG:
                if walk.files.insert(Identity(info)).inserted { walk.found.append(path) }
            default:
                warning(path, "it is \(FileDescriptorIO.kind(info.st_mode)), not a file", warn)
            }
        }
        for leftover in TemporaryFiles.removeAbandoned(walk.temporaryFiles) { warn(leftover.message) }
    }

    static func warning(_ path: String, _ why: String, _ warn: (String) -> Void) {
        warn("warning: \(path): \(why); skipped")
    }

    /// `bad\xFF.swift`: a path for messages, with each byte that is not UTF-8 escaped.
    static func printable(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var out = ""
        var index = 0
        while index < bytes.count {
            var matched = false
            for length in (1...4).reversed() where index + length <= bytes.count {
                if let scalar = String(validating: bytes[index..<(index + length)], as: UTF8.self), scalar.unicodeScalars.count == 1 {
                    out += scalar
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                out += "\\x" + String(format: "%02X", bytes[index])
                index += 1
            }
        }
        return out
    }

    /// Step 2: a folder's `*.swift` files, recursively.
    static func walk(_ folder: [UInt8], into walk: inout Walk, warn: (String) -> Void) {
        let folderText = printable(folder)
        guard let directory = folder.withUnsafeBufferPointer({ buffer in
            (Array(buffer) + [0]).withUnsafeBufferPointer { opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
        }) else {
            warning(folderText, "cannot list the folder (\(FileDescriptorIO.Errno(errno)))", warn)
            return
        }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == Array(".build".utf8) { noteCheckouts(in: folder, name, into: &walk) }
            if name.first == UInt8(ascii: ".") {  // ., .., hidden entries, .build
                if !walk.readsDependencies, TemporaryFiles.owner(ofTemporary: name) != nil, let path = String(validating: folder + [UInt8(ascii: "/")] + name, as: UTF8.self) {
                    walk.temporaryFiles.append(path)
                }
                continue
            }
            if name == Array("SourcePackages".utf8), noteCheckouts(in: folder, name, into: &walk) { continue }
            if walk.readsDependencies, Self.isDependencyExtra(name) { continue }
            names.append(name)
        }
        closedir(directory)
        let swift = Array(".swift".utf8)
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            // `sizing scan` without paths walks "." and prints `Screens/Profile.swift`.
            let path = folder == [UInt8(ascii: ".")] ? name : (folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")]) + name
            let pathText = printable(path)
            let isSwift = name.count > swift.count && name.suffix(swift.count).elementsEqual(swift)
            var info = stat()
            let statted = (path + [0]).withUnsafeBufferPointer { stat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) } == 0
            guard statted else {
                if isSwift { warning(pathText, "cannot be read (\(FileDescriptorIO.Errno(errno)); a broken link?)", warn) }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if walk.dependencyFolders.contains(Identity(info)) { continue }  // read apart, as a dependency
                guard walk.folders.insert(Identity(info)).inserted else {
                    warning(pathText, "a link to a folder already scanned", warn)
                    continue
                }
                guard String(validating: path, as: UTF8.self) != nil else {
                    warning(pathText, "the folder's name is not valid UTF-8; rename it to scan it", warn)
                    continue
                }
                self.walk(path, into: &walk, warn: warn)
            case S_IFREG where isSwift:
                guard let text = String(validating: path, as: UTF8.self) else {
                    warning(pathText, "the file's name is not valid UTF-8; rename it to scan it", warn)
                    continue
                }
                if walk.files.insert(Identity(info)).inserted { walk.found.append(text) }
                if name.elementsEqual("Package.swift".utf8) { walk.manifests.append(text) }
            case S_IFREG:
                if name.elementsEqual("project.pbxproj".utf8), folder.suffix(10).elementsEqual(".xcodeproj".utf8),
                   let text = String(validating: path, as: UTF8.self) {
                    walk.manifests.append(text)
                }
            default:
                if isSwift { warning(pathText, "it is \(FileDescriptorIO.kind(info.st_mode)), not a file", warn) }
            }
        }
    }

    /// Step 5, for the walk: nil (with a warning) for a file that cannot be scanned.
    static func readOrWarn(_ path: String, _ warn: (String) -> Void) -> ScanFile? {
        do {
            return try read(path)
        } catch {
            warn("warning: \((error as? ScanError)?.message ?? "\(path): \(error)"); skipped")
            return nil
        }
    }

    /// Reads one file: regular (checked after a non-blocking open), at most ``sizeLimit`` bytes,
    /// UTF-8 text.
    public static func read(_ path: String) throws -> ScanFile {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw ScanError(message: "\(path): cannot read the file (\(FileDescriptorIO.Errno(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ScanError(message: "\(path): it is \(FileDescriptorIO.kind(info.st_mode)), not a file")
        }
        guard info.st_size <= sizeLimit else {
            throw ScanError(message: "\(path): larger than \(sizeLimit >> 20) MiB (\(info.st_size) bytes), not a hand-written view file")
        }
        let bytes: [UInt8]
        switch FileDescriptorIO.readAll(fd) {
        case .success(let read): bytes = read
        case .failure(let error): throw ScanError(message: "\(path): cannot read the file (\(error))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScanError(message: "\(path): not valid UTF-8 text (a binary file?)")
        }
        return ScanFile(path: path, bytes: bytes, text: text)
    }
}
