import ArgumentParser
import Foundation
import LayoutCore

/// Options shared by every command that touches the catalog or prints.
struct GlobalOptions: ParsableArguments {
    @Option(help: "Use the catalog database at PATH instead of the default.")
    var db: String?

    @Option(help: "Colour the output: auto, always or never (NO_COLOR disables auto).")
    var color: ColorMode = .auto
}

enum ColorMode: String, CommandLineChoice {
    case auto, always, never
}

/// The output formats; each command accepts the ones that make sense for it.
enum OutputFormat: String, CommandLineChoice {
    case text, json, markdown, csv, svg, html
}

/// Where SwiftUI code comes from: an argument, `--file`, or standard input (`-`).
struct InputOptions: ParsableArguments {
    @ArgumentParser.Argument(help: "Read this SwiftUI code, a .swift file, a folder of Swift files (the view named with --view), or standard input for -.")
    var code: String?

    @Option(help: "Read the SwiftUI code from FILE (a view expression, or a file of View structs), or from the Swift files of a folder.")
    var file: String?

    @Option(help: ArgumentHelp(
        "Resolve the views, extensions and types the input uses in the Swift files of FOLDER, read as scan reads them (.sizing.yml, platform).",
        valueName: "folder"))
    var project: String?

    @Option(help: "Use the View struct NAME from the input as the root (in a folder, from any of its files).")
    var view: String?

    @Option(help: "Override a @State value, as name=value (repeatable).")
    var state: [String] = []

    @Option(help: "Set the natural size of an image, as name=WxH (repeatable).")
    var imageSize: [String] = []

    @Flag(help: "Pass unknown modifiers through without changing layout, with a warning each.")
    var allowUnknownModifiers = false

    @OptionGroup var conditions: ConditionOptions

    /// The file or folder to read: `--file`, or an argument that is a path: it ends in `.swift`
    /// (`sizing probe ProfileRow.swift --view ProfileRow`), holds a `/`, or names a folder
    /// (`sizing layout Sources/App --view Row`). Code is never a bare path: it has no `(`, `{`
    /// or line break.
    var filePath: String? {
        if let file { return file }
        guard let code, code != "-", !code.contains(where: { "({\n".contains($0) }) else { return nil }
        var isFolder: ObjCBool = false
        let names = code.hasSuffix(".swift") || code.contains("/")
            || (FileManager.default.fileExists(atPath: code, isDirectory: &isFolder) && isFolder.boolValue)
        return names ? code : nil
    }
}

/// `--language`: the strings `Text` shows (docs/stress.md).
enum TextLanguageChoice: String, CommandLineChoice {
    case source, pseudo

    /// The environment's language: none for the source's strings.
    var language: TextLanguage? { self == .pseudo ? .pseudo() : nil }
}

/// The container a layout is proposed.
struct ContainerOptions: ParsableArguments {
    @Option(help: "Propose this width to the root (a number, inf or nil).")
    var width: ProposalComponent?

    @Option(help: "Propose this height to the root (a number, inf or nil).")
    var height: ProposalComponent?

    @Option(help: ArgumentHelp(
        "Lay the view out on a device screen, inside its safe area: iphone-13, ipad-air-13, apple-watch-45mm, … (sizing devices lists them), or none for a plain rectangle.",
        valueName: "name"))
    var device: DeviceOption?

    @Option(help: "Hold the device screen portrait or landscape (default: the device's own, portrait where it turns).")
    var orientation: DeviceOrientation?

    /// The device screen chosen with `--device` and `--orientation`, nil for a plain rectangle.
    var screen: Device? { device?.preset?.device(orientation) }

    @Option(help: "Measure Text with the real font's advances (system) or the 8-pt model font (model).")
    var textMetrics: TextMetrics = LayoutEnvironment().textMetrics

    @OptionGroup var dynamicType: DynamicTypeOptions

    @Option(help: "Show Text in the source's strings (source, the default) or a pseudo-translation 40 % longer (pseudo), as `sizing scan --stress` lays them out.")
    var language: TextLanguageChoice = .source

    /// The root's environment for these options.
    var environment: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.textMetrics = textMetrics
        environment.dynamicTypeSize = dynamicType.size
        environment.language = language.language
        return environment
    }

    func validate() throws {
        try DeviceOption.validate(device, orientation)
    }
}

/// A `--device` name: a preset's name or alias (``DevicePreset/named(_:)``), or `none` for a
/// plain rectangle. Any name parses; ``validate(_:_:)`` rejects an unknown one with a
/// did-you-mean, where ArgumentParser would list every name.
struct DeviceOption: ExpressibleByArgument {
    var name: String
    /// The preset named, nil for `none` or an unknown name.
    var preset: DevicePreset?

    init?(argument: String) {
        name = argument
        preset = DevicePreset.named(argument)
    }

    var isNone: Bool { ["none", "rectangle"].contains(name.lowercased()) }

    /// Completion offers every name; the help lists none (`sizing devices` does).
    static var allValueStrings: [String] { [] }
    static var defaultCompletionKind: CompletionKind { .list(DevicePreset.names + ["none"]) }
    static var defaultValueDescription: String { "none" }

    /// Throws a usage error for an unknown device, an orientation without a device, or an
    /// orientation the device never shows.
    static func validate(_ device: DeviceOption?, _ orientation: DeviceOrientation?) throws {
        guard let device, !device.isNone else {
            if let orientation { throw ValidationError("--orientation \(orientation.rawValue) needs --device: a plain rectangle has no orientation") }
            return
        }
        guard let preset = device.preset else {
            let suggestion = Suggestions.didYouMean(device.name.lowercased(), in: DevicePreset.names)
            throw ValidationError("--device \(device.name): no such device\(suggestion) (`sizing devices` lists them)")
        }
        if let orientation, preset.device(orientation) == nil {
            throw ValidationError("--device \(preset.name) has no \(orientation.rawValue) orientation: \(preset.title) shows \(preset.naturalOrientation.rawValue) only")
        }
    }
}

extension DeviceOrientation: CommandLineChoice {}

extension TextMetrics: CommandLineChoice {}

/// A proposal component typed on the command line: `200`, `inf`, `nil`.
struct ProposalComponent: ExpressibleByArgument {
    var value: Double?
    init?(argument: String) {
        switch argument.lowercased() {
        case "nil", "none", "unspecified": value = nil
        case "inf", "infinity", "∞", ".infinity": value = .infinity
        default:
            guard let number = Double(argument), number.isFinite, number >= 0 else { return nil }
            value = number
        }
    }
    static var defaultValueDescription: String { "a number ≥ 0, inf or nil" }
}
