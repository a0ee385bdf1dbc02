import Foundation
import LayoutCore
import SwiftUISource

/// Reads SwiftUI code from an argument, `--file` or standard input, and builds its tree.
struct InputLoader {
    /// The text and where it came from.
    struct Text {
        var source: String
        /// The name used in diagnostics: the file path, `<argument>` or `<stdin>`.
        var fileName: String
    }

    static func readText(_ input: InputOptions) throws -> Text {
        if input.file == nil, let path = input.filePath {
            return Text(source: try readFile(path), fileName: path)
        }
        switch (input.code, input.file) {
        case (nil, nil):
            throw CLIError(message: "no SwiftUI code given: pass it as an argument, with --file FILE, or as - to read standard input", exitCode: 64)
        case (.some, .some):
            throw CLIError(message: "give the SwiftUI code either as an argument or with --file, not both", exitCode: 64)
        case ("-"?, nil):
            let data = Output.readStandardInput()
            return Text(source: try decode(data, name: "<stdin>"), fileName: "<stdin>")
        case (let code?, nil):
            return Text(source: try decode(Data(code.utf8), name: "<argument>"), fileName: "<argument>")
        case (nil, let path?):
            return Text(source: try readFile(path), fileName: path)
        }
    }

    static func readFile(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(message: "\(path): no such file")
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
    /// The front end's result; `source` is the text its diagnostics point into.
    init(_ parsed: ParsedSource, text: InputLoader.Text, source: String) {
        self.init(root: parsed.root, text: text, previewContainer: parsed.container, notes: parsed.notes.map { $0.rendered(source: source) })
    }
}
