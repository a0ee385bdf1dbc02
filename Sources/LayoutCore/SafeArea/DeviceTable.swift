/// The device table: `devices.tsv` read into ``DevicePreset``s and the ``DeviceSource``s they
/// cite. SwiftPM embeds the file in the code (`PackageResources.devices_tsv`), so no bundle or
/// Foundation is needed to read it; the file's header describes its columns.
///
/// Reading never traps: a row that does not read is left out and described in ``problems``,
/// which `DeviceTableTests` requires to be empty for the shipped file.
///
/// Steps of ``init(text:)``:
/// 1. split the text into rows, skipping blank lines and `#` comments;
/// 2. read each `source` row into a ``DeviceSource``;
/// 3. read each `device` row into a ``DevicePreset``;
/// 4. check the table as a whole: names unique, every cited source defined.
public struct DeviceTable: Sendable {
    public private(set) var sources: [DeviceSource] = []
    public private(set) var presets: [DevicePreset] = []
    /// What could not be read, as `devices.tsv:LINE: what`.
    public private(set) var problems: [String] = []

    /// The table compiled into the program.
    public static let standard = DeviceTable(text: String(decoding: PackageResources.devices_tsv, as: UTF8.self))

    /// The columns of a `device` row, the kind first.
    static let deviceColumns = 15
    static let sourceColumns = 4

    public init(text: String) {
        // 1.
        for (number, fields) in Self.rows(text) {
            switch fields[0] {
            // 2.
            case "source": readSource(fields, line: number)
            // 3.
            case "device": readDevice(fields, line: number)
            default: problems.append("devices.tsv:\(number): a row starts with `source` or `device`, not `\(fields[0])`")
            }
        }
        // 4.
        checkTable()
    }

    /// Step 1: the rows that are not blank or comments, with their line numbers, split at tabs.
    static func rows(_ text: String) -> [(number: Int, fields: [String])] {
        var rows: [(number: Int, fields: [String])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.hasSuffix("\r") ? line.dropLast() : line[...]
            if trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) || trimmed.hasPrefix("#") { continue }
            rows.append((index + 1, trimmed.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
        return rows
    }

    /// Step 2: `source KEY TITLE URL`.
    mutating func readSource(_ fields: [String], line: Int) {
        guard fields.count == Self.sourceColumns else {
            problems.append("devices.tsv:\(line): a source row has \(Self.sourceColumns) columns, this one \(fields.count)")
            return
        }
        sources.append(DeviceSource(key: fields[1], title: fields[2], url: fields[3] == "-" ? nil : fields[3]))
    }

    /// Step 3: `device NAME ALIASES TITLE FAMILY PLATFORM POINTS SCALE PORTRAIT LANDSCAPE
    /// FEATURES POINTS-SOURCE PORTRAIT-SOURCE LANDSCAPE-SOURCE NOTE`.
    mutating func readDevice(_ fields: [String], line: Int) {
        guard fields.count == Self.deviceColumns else {
            problems.append("devices.tsv:\(line): a device row has \(Self.deviceColumns) columns, this one \(fields.count)")
            return
        }
        func fail(_ what: String) { problems.append("devices.tsv:\(line): \(fields[1]): \(what)") }
        guard Self.isName(fields[1]) else { return fail("a name is lower-case letters, digits, dots and dashes") }
        guard let points = Self.size(fields[6]) else { return fail("points `\(fields[6])` are not W×H") }
        guard let scale = Double(fields[7]), scale > 0 else { return fail("scale `\(fields[7])` is not a number > 0") }
        guard let portrait = Self.insets(fields[8]), let landscape = Self.insets(fields[9]) else {
            return fail("insets are four numbers ≥ 0 (top leading bottom trailing) or -")
        }
        guard portrait != nil || landscape != nil else { return fail("a device shows at least one orientation") }
        let preset = DevicePreset(
            name: fields[1], aliases: Self.list(fields[2]), title: fields[3], family: fields[4], platform: fields[5],
            points: points, scale: scale, portraitInsets: portrait, landscapeInsets: landscape,
            features: Self.list(fields[10]), pointsSources: Self.list(fields[11]), portraitSources: Self.list(fields[12]),
            landscapeSources: Self.list(fields[13]), note: fields[14] == "-" ? nil : fields[14])
        for orientation in preset.orientations {
            guard let screen = preset.screen(orientation), let insets = preset.insets(orientation),
                  insets.total(.horizontal) < screen.width, insets.total(.vertical) < screen.height else {
                return fail("the \(orientation.rawValue) insets leave no safe area")
            }
            guard !(orientation == .portrait ? preset.portraitSources : preset.landscapeSources).isEmpty else {
                return fail("the \(orientation.rawValue) insets cite no source")
            }
        }
        guard !preset.pointsSources.isEmpty else { return fail("the points cite no source") }
        presets.append(preset)
    }

    /// Step 4: every name and alias names one preset; every cited key is a source row.
    mutating func checkTable() {
        var seen: [String: String] = [:]
        for preset in presets {
            for name in [preset.name] + preset.aliases {
                if let other = seen[name] { problems.append("devices.tsv: `\(name)` names both \(other) and \(preset.name)") }
                guard Self.isName(name) else {
                    problems.append("devices.tsv: \(preset.name): alias `\(name)` is not lower-case letters, digits, dots and dashes")
                    continue
                }
                seen[name] = preset.name
            }
            let keys = Set(sources.map(\.key))
            for key in preset.pointsSources + preset.portraitSources + preset.landscapeSources where !keys.contains(key) {
                problems.append("devices.tsv: \(preset.name) cites `\(key)`, which no source row defines")
            }
        }
    }

    // MARK: Fields

    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
    }

    /// `a,b,c`, or `-` for none.
    static func list(_ text: String) -> [String] {
        text == "-" ? [] : text.split(separator: ",").map { String($0).trimmedSpaces }
    }

    /// `393×852`.
    static func size(_ text: String) -> Size? {
        let parts = text.split(separator: "×")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0 else { return nil }
        return Size(width: width, height: height)
    }

    /// `59 0 34 0` (top leading bottom trailing) → insets; `-` → .some(nil); anything else → nil.
    static func insets(_ text: String) -> EdgeInsets?? {
        if text == "-" { return .some(nil) }
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4, text.split(separator: " ").count == 4, numbers.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        return .some(EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3]))
    }
}

private extension String {
    var trimmedSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
