import Foundation
import LayoutCore
import SizingScan
import SwiftUISource

/// Reads SwiftUI code from an argument, `--file`, a folder or standard input, and builds its tree.
struct InputLoader {
    /// The text and where it came from.
    struct Text {
        var source: String
        /// The name used in diagnostics: the file path, `<argument>` or `<stdin>` (a folder's
        /// path for a folder).
        var fileName: String
        /// The files the input's names are resolved in: a folder given as the input, or
        /// `--project`; nil for the text alone.
        var scope: InputScope? = nil
    }

    /// Steps:
    /// 1. the input: an argument that is a path (``InputOptions/filePath``) or `--file`; the
    ///    code as an argument; `-` for standard input;
    /// 2. a path that does not exist is a usage error naming it (exit 64), as in `scan`;
    /// 3. a folder is read as `scan` reads it (``ScanScope``), the view named with `--view`;
    /// 4. with `--project FOLDER`, the file or text read is the entry of that folder's files.
    static func readText(_ input: InputOptions) throws -> Text {
        // 1.
        var text: Text
        if input.file == nil, let path = input.filePath {
            text = try readPath(path, input: input)
        } else {
            switch (input.code, input.file) {
            case (nil, nil):
                throw CLIError(message: "no SwiftUI code given: pass it as an argument, with --file FILE, a folder, or as - to read standard input", exitCode: 64)
            case (.some, .some):
                throw CLIError(message: "give the SwiftUI code either as an argument or with --file, not both", exitCode: 64)
            case ("-"?, nil):
                let data = Output.readStandardInput()
                text = Text(source: try decode(data, name: "<stdin>"), fileName: "<stdin>")
            case (let code?, nil):
                text = Text(source: try decode(Data(code.utf8), name: "<argument>"), fileName: "<argument>")
            case (nil, let path?):
                text = try readPath(path, input: input)
            }
        }
        // 4.
        if let folder = input.project {
            guard text.scope == nil else {
                throw CLIError(message: "\(text.fileName) is a folder: give it as the input or as --project \(folder), not both", exitCode: 64)
            }
            let scope = try InputScope.read(folder, input: input)
            text.scope = InputScope(scope: scope, entry: SourceProject.File(path: text.fileName, text: text.source))
        }
        return text
    }

    /// Steps 2–3 for a path.
    static func readPath(_ path: String, input: InputOptions) throws -> Text {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(message: "\(path): no such file or folder", exitCode: 64)
        }
        guard isDirectory.boolValue else { return Text(source: try readFile(path), fileName: path) }
        return Text(source: "", fileName: path, scope: InputScope(scope: try InputScope.read(path, input: input), entry: nil))
    }

    static func readFile(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(message: "\(path): no such file or folder", exitCode: 64)
        }
        guard !isDirectory.boolValue else { throw CLIError(message: "\(path): is a directory, not a .swift file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(message: "\(path): cannot read the file (permission denied?)")
        }
        return try decode(data, name: path)
    }

    static func decode(_ data: Data, name: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(message: "\(name): not valid UTF-8 text")
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw CLIError(message: "\(name): empty input, expected SwiftUI code")
        }
        return text
    }

    /// `name=value` pairs of a repeatable option.
    static func pairs(_ values: [String], option: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for value in values {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw CLIError(message: "--\(option) \(value): expected name=value", exitCode: 64)
            }
            result[String(value[..<equals])] = String(value[value.index(after: equals)...])
        }
        return result
    }

    /// `name=101x92` pairs for `--image-size`.
    static func imageSizes(_ values: [String]) throws -> [String: Size] {
        try pairs(values, option: "image-size").mapValues { text in
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w >= 0, h >= 0 else {
                throw CLIError(message: "--image-size \(text): expected WxH with two numbers ≥ 0, e.g. 101x92", exitCode: 64)
            }
            return Size(width: w, height: h)
        }
    }
}

/// A parsed input ready to lay out.
struct LoadedInput {
    var root: ViewNode
    var text: InputLoader.Text
    /// The container given by `.previewLayout(.fixed(width:height:))`, if any.
    var previewContainer: Size?
    /// Notes and warnings from the front end, already rendered.
    var notes: [String]

    /// The container proposal: the command line wins, then the preview layout; a missing
    /// component is an error naming the option.
    func container(_ options: ContainerOptions) throws -> ProposedViewSize {
        if let device = options.screen {
            if options.width != nil || options.height != nil {
                throw CLIError(message: "--device \(device.name) sets the container (\(Format.number(device.screen.width)) × \(Format.number(device.screen.height))); drop --width and --height", exitCode: 64)
            }
            return ProposedViewSize(width: device.screen.width, height: device.screen.height)
        }
        let width = options.width?.value ?? previewContainer?.width
        let height = options.height?.value ?? previewContainer?.height
        if options.width == nil && previewContainer == nil {
            throw CLIError(message: "no container width: pass --width W (a number, inf or nil)", exitCode: 64)
        }
        if options.height == nil && previewContainer == nil {
            throw CLIError(message: "no container height: pass --height H (a number, inf or nil)", exitCode: 64)
        }
        return ProposedViewSize(width: width, height: height)
    }

    /// The root to lay out: the input's, on the device's screen when `--device` names one.
    func root(on options: ContainerOptions) -> ViewNode { Self.wrapped(root, on: options) }

    /// `view` on the device's screen when `--device` names one.
    static func wrapped(_ view: ViewNode, on options: ContainerOptions) -> ViewNode {
        guard let device = options.screen else { return view }
        return ViewNode(SafeAreaRootLayout(device: device), children: [view], isSynthetic: true)
    }

    /// Prints the front end's notes and the layout's warnings to stderr.
    func reportNotes(_ engine: LayoutEngine) {
        for message in messages(engine) { Output.message(message) }
    }

    /// The front end's notes and the layout's warnings, rendered.
    func messages(_ engine: LayoutEngine) -> [String] {
        notes + engine.warnings.map { warning in
            warning.location.map { "\(text.fileName):\($0): warning: \(warning.message)" } ?? "warning: \(warning.message)"
        }
    }
}

extension LoadedInput {
    /// The front end's result; `sources` are the texts its diagnostics point into.
    init(_ parsed: ParsedSource, text: InputLoader.Text, sources: SourceTexts) {
        var notes = parsed.notes.map(sources.rendered)
        // A file alone took the views of the app's other files for opaque squares: say how to see them.
        if text.scope == nil, !text.fileName.hasPrefix("<"),
           parsed.assumptions.contains(where: { $0.kind == .opaqueView && $0.message.contains("is not declared") }) {
            notes.append("note: the views \(text.fileName) uses but does not declare are opaque 44 × 44 squares; to build those the app's other files declare, add --project \(Self.projectFolder(of: text.fileName))")
        }
        self.init(root: parsed.root, text: text, previewContainer: parsed.container, notes: notes)
    }

    /// The folder `--project` is suggested for a file: its package target's (`Sources/App` of the
    /// nearest `Package.swift` above it), else the nearest folder above it holding a `.sizing.yml`
    /// or an Xcode project, else its own folder. Only a suggestion: nothing reads it unasked.
    static func projectFolder(of file: String) -> String {
        let fm = FileManager.default
        var folder = (file as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        var current = folder
        for _ in 0..<12 {
            let parent = (current as NSString).deletingLastPathComponent
            let names = (try? fm.contentsOfDirectory(atPath: current)) ?? []
            if (parent as NSString).lastPathComponent == "Sources",
               fm.fileExists(atPath: ((parent as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Package.swift")) {
                return current
            }
            if names.contains(".sizing.yml") || names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return current }
            guard !parent.isEmpty, parent != current, !(parent == "." && current == ".") else { break }
            current = parent
        }
        return folder
    }
}
