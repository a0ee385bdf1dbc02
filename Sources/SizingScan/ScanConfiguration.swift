import CatalogStore
import Foundation
import LayoutCore
import SwiftUISource

/// What `sizing scan` is told to do: the defaults, then `.sizing.yml`
/// (``ScanConfigurationFile``), then the command line, each value remembering where it came
/// from (`--print-config` shows it).
///
/// | key | value | default |
/// |---|---|---|
/// | `included` | paths or globs (``PathPattern``) a file must match to be scanned | every file |
/// | `excluded` | paths or globs of files not scanned | none |
/// | `dependencies` | folders of the dependencies' sources, read but never reported, fixed or written (besides `.build/checkouts` and `SourcePackages/checkouts`, always read) | none |
/// | `platform` | the platform whose `#if` branches are compiled | `iOS` |
/// | `defines` | compilation conditions set, as with `-D` | none |
/// | `assumed_views` | behaviors of views the scan cannot see (`LazyImage: h-exp, v-exp`) | `h-hug, v-hug` each |
/// | `report_undocumented` | whether a view without a doc comment is a finding | `true` |
/// | `fail_on` | the kinds that fail the run: `differs`, `undocumented`, `cannot-model` | `[differs]` |
/// | `doc_comment` | the line `--fix` writes, `{behavior}` standing for `h-exp, v-hug` | `/// Intrinsic sizing behavior: {behavior}` |
/// | `allow_unknown_modifiers` | unknown modifiers pass through instead of failing the view | `false` |
/// | `dynamic_type` | the Dynamic Type size views are probed at (`xSmall` … `accessibility5`) | `large` |
/// | `view_time_limit` | seconds one view's evaluation may take before it is reported "cannot model: exploration budget" | `10` |
/// | `stress` | `--stress`'s matrix (``StressMatrix``): `devices`, `orientations`, `text_sizes`, `languages`; the section alone turns stress on | off; see docs/stress.md |
/// | `targets` | modules and the folders of their files (`App: [Sources/App]`), besides those the Xcode projects and packages declare (`ScanModules`) | none |
public struct ScanConfiguration {
    /// Where a value came from.
    public enum Origin: Equatable, CustomStringConvertible {
        case defaultValue
        /// A key of the configuration file (its line:column).
        case file(String, line: Int, column: Int)
        /// A command-line option.
        case option(String)
        /// The configuration file's value, then an option adding to it.
        indirect case both(Origin, Origin)

        public var description: String {
            switch self {
            case .defaultValue: return "default"
            case let .file(path, line, column): return "\(path):\(line):\(column)"
            case .option(let name): return name
            case let .both(a, b): return "\(a), then \(b)"
            }
        }
    }

    /// A value and where it came from.
    public struct Setting<Value> {
        public var value: Value
        public var origin: Origin = .defaultValue

        public init(value: Value, origin: Origin = .defaultValue) {
            self.value = value
            self.origin = origin
        }
    }

    /// The configuration file read, if any.
    public var file: String?
    /// The folder `included` and `excluded` are relative to: the file's, else the current one.
    public var base: String

    public var included = Setting<[PathPattern]>(value: [])
    public var excluded = Setting<[PathPattern]>(value: [])
    /// Folders of dependencies' sources, as written (relative to ``base``).
    public var dependencies = Setting<[String]>(value: [])
    public var platform = Setting(value: "iOS")
    public var defines = Setting<[String]>(value: [])
    /// `targets:` each module's name and its folders as written (relative to ``base``), in the
    /// file's order (`ScanModules`).
    public var targets: [(name: String, folders: Setting<[String]>)] = []
    /// By view name, in the file's order.
    public var assumedViews: [(name: String, behaviors: Setting<AxisBehaviors>)] = []
    public var reportUndocumented = Setting(value: true)
    public var failOn = Setting<Set<ScanVerdict>>(value: [.differs])
    public var docComment = Setting(value: SizingComment.defaultTemplate)
    public var allowUnknownModifiers = Setting(value: false)
    public var dynamicType = Setting(value: DynamicTypeSize.large)
    /// `stress:` or `--stress`: the matrix views are laid out in; nil: no stress.
    public var stress = Setting<StressMatrix?>(value: nil)

    /// Seconds one view's evaluation may take (every combination it explores, on one platform).
    public var viewTimeLimit = Setting(value: ScanConfiguration.defaultViewTimeLimit)

    /// 10 s: our choice, generous. The slowest view of the large apps the scan was tried on
    /// took about a second (docs/performance.md); ten times that is a runaway, not a big view.
    public static let defaultViewTimeLimit = 10.0

    /// Every key, in the order `--print-config` lists them.
    public static let keys = ["included", "excluded", "dependencies", "platform", "defines", "assumed_views", "report_undocumented", "fail_on", "doc_comment", "allow_unknown_modifiers", "dynamic_type", "view_time_limit", "targets", "stress"]

    /// The name the configuration file has.
    public static let fileName = ".sizing.yml"

    public init(base: String) {
        self.base = base
    }

    // MARK: Use

    /// Whether a scanned file (absolute, standardized path) is kept.
    public func keeps(_ absolutePath: String) -> Bool {
        if !included.value.isEmpty, !included.value.contains(where: { $0.matches(absolutePath) }) { return false }
        return !excluded.value.contains { $0.matches(absolutePath) }
    }

    /// ``dependencies`` as paths: absolute ones as written, relative ones below ``base``.
    public var dependencyFolders: [String] {
        dependencies.value.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: base).appendingPathComponent($0).standardizedFileURL.path }
    }

    /// ``targets`` with absolute, standardised folders.
    public var targetFolders: [(name: String, folders: [String])] {
        targets.map { target in
            (target.name, target.folders.value.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: base).appendingPathComponent($0).standardizedFileURL.path })
        }
    }

    /// What the front end is told.
    public var sourceOptions: SourceOptions {
        var options = SourceOptions(
            unknownModifiersPassThrough: allowUnknownModifiers.value,
            conditions: CompilationConditions(platform: platform.value, defines: Set(defines.value)),
            inputCompiles: true)
        options.assumedViews = Dictionary(assumedViews.map { ($0.name, $0.behaviors.value) }, uniquingKeysWith: { _, last in last })
        options.dynamicTypeSize = dynamicType.value
        options.undecidedViews = true
        return options
    }

    public var policy: ScanPolicy { ScanPolicy(failing: failOn.value) }

    /// ``viewTimeLimit`` as the front end takes it.
    public var timeLimit: Duration { .milliseconds(Int64((viewTimeLimit.value * 1000).rounded())) }

    /// `10 s`, `0.5 s`: a limit as messages write it.
    static func seconds(_ duration: Duration) -> String {
        number(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) + " s"
    }

    /// `10`, `0.5`: a number of seconds as `.sizing.yml` spells it.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    /// Why `seconds` cannot be a time limit, or nil: a number of seconds, not negative, at most a day.
    static func problem(withTimeLimit seconds: Double) -> String? {
        guard seconds.isFinite, seconds >= 0, seconds <= 86_400 else { return "expected seconds from 0 to 86400 (`10`, `0.5`), found \(seconds)" }
        return nil
    }

    /// The settings the findings depend on, as text (part of the scan cache's keys); the others
    /// (`fail_on`, `report_undocumented`, `doc_comment`, the paths) apply after the analysis.
    public var analysisSettings: String {
        let assumed = sourceOptions.assumedViews.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // The Dynamic Type size only when it is not the default, so that earlier keys stay valid.
        let dynamicTypeSetting = dynamicType.value == .large ? "" : " dynamicType=\(dynamicType.value)"
        let stressSetting = stress.value.map { " stress=\($0.description)" } ?? ""
        return "platform=\(platform.value) defines=\(defines.value.sorted()) assumed=\(assumed) unknownModifiers=\(allowUnknownModifiers.value)" + dynamicTypeSetting + stressSetting
    }

    /// The line `--fix` writes above a declaration without a statement.
    public func docCommentLine(_ behaviors: AxisBehaviors) -> String {
        Self.render(docComment.value, behaviors)
    }

    static func render(_ template: String, _ behaviors: AxisBehaviors) -> String {
        template.replacingOccurrences(of: "{behavior}", with: behaviors.description)
    }

    /// Why a `doc_comment` template cannot be used, or nil: it must be one `///` line that the
    /// scan reads back as the behavior it was given, for every behavior.
    static func problem(withDocComment template: String) -> String? {
        guard template.hasPrefix("///") else { return "must start with `///` (a doc comment line)" }
        guard !template.contains("\n"), !template.contains("\r") else { return "must be one line" }
        guard template.contains("{behavior}") else { return "must contain {behavior}, which --fix replaces with `h-exp, v-hug`" }
        for h in Behavior.allCases {
            for v in Behavior.allCases {
                let behaviors = AxisBehaviors(h, v)
                let line = render(template, behaviors)
                guard SizingComment.declared(in: line) == behaviors else {
                    return "the scan would read `\(line)` as \(SizingComment.declared(in: line).map { "\($0)" } ?? "no behavior"), not \(behaviors)"
                }
            }
        }
        return nil
    }

    // MARK: The command line

    /// Applies the options given on the command line over the file's values.
    public mutating func apply(platform: String?, defines: [String], requireDocs: Bool, strict: Bool, allowUnknownModifiers: Bool, viewTimeLimit: Double? = nil) throws {
        if let viewTimeLimit {
            if let why = Self.problem(withTimeLimit: viewTimeLimit) {
                throw ScanError(message: "--view-time-limit \(viewTimeLimit): \(why)", exitCode: 64)
            }
            self.viewTimeLimit = Setting(value: viewTimeLimit, origin: .option("--view-time-limit"))
        }
        if let platform {
            self.platform = Setting(value: try Self.platformName(platform, origin: "--platform"), origin: .option("--platform"))
        }
        if !defines.isEmpty {
            let union = self.defines.value + defines.filter { !self.defines.value.contains($0) }
            self.defines = Setting(value: union, origin: self.defines.origin == .defaultValue ? .option("--define") : .both(self.defines.origin, .option("--define")))
        }
        func addFailing(_ kinds: Set<ScanVerdict>, _ option: String) {
            guard !kinds.isSubset(of: failOn.value) else { return }
            failOn = Setting(value: failOn.value.union(kinds), origin: failOn.origin == .defaultValue ? .option(option) : .both(failOn.origin, .option(option)))
        }
        if requireDocs { addFailing([.undocumented], "--require-docs") }
        if strict { addFailing(Set(ScanVerdict.problems), "--strict") }
        if allowUnknownModifiers, !self.allowUnknownModifiers.value {
            self.allowUnknownModifiers = Setting(value: true, origin: .option("--allow-unknown-modifiers"))
        }
    }

    /// The platform as `CompilationConditions` spells it.
    /// `--stress`: the file's `stress:` matrix, else the default one.
    public mutating func applyStress() {
        guard stress.value == nil else { return }
        stress = Setting(value: StressMatrix(), origin: .option("--stress"))
    }

    /// `--dynamic-type SIZE`: replaces the file's `dynamic_type`.
    public mutating func apply(dynamicType name: String?) throws {
        guard let name else { return }
        dynamicType = Setting(value: try Self.dynamicTypeSize(name, origin: "--dynamic-type"), origin: .option("--dynamic-type"))
    }

    /// The Dynamic Type size `name` spells (`xLarge`), else an error with a did-you-mean.
    static func dynamicTypeSize(_ name: String, origin: String) throws(ScanError) -> DynamicTypeSize {
        guard let size = DynamicTypeSize.named(name) else {
            let names = DynamicTypeSize.allCases.map(\.rawValue)
            let close = Suggestions.didYouMean(name, in: names)
            throw ScanError(message: "\(origin) \(name): not a Dynamic Type size\(close.isEmpty ? "; expected one of \(names.joined(separator: ", "))" : close)", exitCode: 64)
        }
        return size
    }

    static func platformName(_ name: String, origin: String) throws(ScanError) -> String {
        guard let known = CompilationConditions.platform(named: name) else {
            throw ScanError(message: "\(origin) \(name): expected one of \(CompilationConditions.platforms.joined(separator: ", "))\(Suggestions.didYouMean(name, in: CompilationConditions.platforms))", exitCode: 64)
        }
        return known
    }

    // MARK: --print-config

    /// The effective configuration as a `.sizing.yml` that would give it, each value followed
    /// by a comment saying where it came from.
    public var printed: String {
        var lines = ["# sizing scan: the effective configuration (\(file.map { "from \($0)" } ?? "no \(Self.fileName) found"))"]
        func line(_ key: String, _ value: String, _ origin: Origin) {
            let setting = "\(key): \(value)"
            let padding = String(repeating: " ", count: max(1, 48 - setting.count))
            lines.append(setting + padding + "# \(origin)")
        }
        func list(_ items: [String]) -> String { "[" + items.map(Self.quoted).joined(separator: ", ") + "]" }
        line("included", list(included.value.map(\.text)), included.origin)
        line("excluded", list(excluded.value.map(\.text)), excluded.origin)
        line("dependencies", list(dependencies.value), dependencies.origin)
        line("platform", platform.value, platform.origin)
        line("defines", list(defines.value), defines.origin)
        if assumedViews.isEmpty {
            line("assumed_views", "{}", .defaultValue)
        } else {
            lines.append("assumed_views:")
            for (name, setting) in assumedViews {
                line("  \(Self.quoted(name))", Self.quoted(setting.value.description), setting.origin)
            }
        }
        line("report_undocumented", "\(reportUndocumented.value)", reportUndocumented.origin)
        line("fail_on", list(ScanVerdict.problems.filter(failOn.value.contains).map(\.kindName)), failOn.origin)
        line("doc_comment", Self.quoted(docComment.value), docComment.origin)
        line("allow_unknown_modifiers", "\(allowUnknownModifiers.value)", allowUnknownModifiers.origin)
        line("dynamic_type", dynamicType.value.rawValue, dynamicType.origin)
        if let matrix = stress.value {
            let fields = [("devices", matrix.devices), ("orientations", matrix.orientations.map(\.rawValue)),
                          ("text_sizes", matrix.textSizes.map(\.rawValue)), ("languages", matrix.languages)]
            line("stress", "{" + fields.map { "\($0.0): \(list($0.1))" }.joined(separator: ", ") + "}", stress.origin)
        } else {
            line("stress", "off", stress.origin)
        }
        line("view_time_limit", Self.number(viewTimeLimit.value), viewTimeLimit.origin)
        if targets.isEmpty {
            line("targets", "{}", .defaultValue)
        } else {
            lines.append("targets:")
            for (name, setting) in targets {
                line("  \(Self.quoted(name))", list(setting.value), setting.origin)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML scalar: plain when it reads back as the same string, else double-quoted.
    static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "_-./".contains($0) }
            && !text.isEmpty && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased())
            && !(text.first?.isNumber ?? false)
        return plain ? text : JSON.quote(text)
    }
}
