import LayoutCore

/// `sizing devices`: the device table as text, JSON, CSV or Markdown, and one device with its
/// sources.
enum DeviceOutput {
    /// `top 59, bottom 34`: the edges that are inset, in SwiftUI's order; `none` when no edge
    /// is, `—` for an orientation the device never shows.
    static func insets(_ insets: EdgeInsets?) -> String {
        guard let insets else { return "—" }
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(Format.number($0.1))" }
        return edges.isEmpty ? "none" : edges.joined(separator: ", ")
    }

    /// `(0, 59, 21, 59)`: the insets in SwiftUI's order (top, leading, bottom, trailing); `—`
    /// for an orientation the device never shows.
    static func edges(_ insets: EdgeInsets?) -> String {
        guard let insets else { return "—" }
        return "(" + [insets.top, insets.leading, insets.bottom, insets.trailing].map(Format.number).joined(separator: ", ") + ")"
    }

    /// `iphone-se-3 (iphone-se)`: the name and its aliases.
    static func names(_ preset: DevicePreset) -> String {
        preset.aliases.isEmpty ? preset.name : "\(preset.name) (\(preset.aliases.joined(separator: ", ")))"
    }

    static func scale(_ preset: DevicePreset) -> String { Format.number(preset.scale) + "×" }

    /// The list, one device a row.
    static func table(_ presets: [DevicePreset], format: OutputFormat) -> String {
        switch format {
        case .json: return JSON.array(presets.map { json($0, citations: false) }).rendered()
        case .csv: return csv(presets)
        case .markdown: return markdown(presets)
        default:
            let rows = presets.map { p in
                [p.name, p.title, p.points.description, scale(p), edges(p.portraitInsets), edges(p.landscapeInsets), p.aliases.joined(separator: ", ")]
            }
            return TextTable.render(rows, header: ["name", "title", "points", "scale", "portrait insets", "landscape insets", "also"])
        }
    }

    /// Markdown: the table, each group of numbers above the sources it comes from, then the
    /// sources those rows cite (what docs/devices.md shows).
    static func markdown(_ presets: [DevicePreset]) -> String {
        func cell(_ value: String, _ sources: [String]) -> String {
            sources.isEmpty ? value : "\(value)<br>_\(sources.joined(separator: ", "))_"
        }
        let header = ["name", "title", "points, scale", "portrait insets", "landscape insets", "note"]
        let rows = presets.map { p in
            ["`\(p.name)`" + p.aliases.map { "<br>`\($0)`" }.joined(), p.title,
             cell("\(p.points) at \(scale(p))", p.pointsSources), cell(edges(p.portraitInsets), p.portraitSources),
             cell(edges(p.landscapeInsets), p.landscapeSources), p.note ?? ""]
        }
        let table = ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: header.count)]
            + rows.map { "| " + $0.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |" }
        let cited = Set(presets.flatMap(keys))
        let sources = DeviceTable.standard.sources.filter { cited.contains($0.key) }.map { source in
            "- `\(source.key)`: \(source.title)" + (source.url.map { ", <\($0)>" } ?? "")
        }
        return (table + [""] + sources).joined(separator: "\n")
    }

    /// Every source key a preset cites, in order, once.
    static func keys(_ preset: DevicePreset) -> [String] {
        var seen: Set<String> = []
        return (preset.pointsSources + preset.portraitSources + preset.landscapeSources).filter { seen.insert($0).inserted }
    }

    /// CSV: one number per column, the insets per edge.
    static func csv(_ presets: [DevicePreset]) -> String {
        let edges = ["top", "leading", "bottom", "trailing"]
        let header = ["name", "aliases", "title", "family", "platform", "width", "height", "scale"]
            + edges.map { "portrait \($0)" } + edges.map { "landscape \($0)" }
            + ["points sources", "portrait sources", "landscape sources", "note"]
        func numbers(_ insets: EdgeInsets?) -> [String] {
            guard let insets else { return ["", "", "", ""] }
            return [insets.top, insets.leading, insets.bottom, insets.trailing].map(Format.number)
        }
        let rows = presets.map { p in
            [p.name, p.aliases.joined(separator: " "), p.title, p.family, p.platform,
             Format.number(p.points.width), Format.number(p.points.height), Format.number(p.scale)]
                + numbers(p.portraitInsets) + numbers(p.landscapeInsets)
                + [p.pointsSources, p.portraitSources, p.landscapeSources].map { $0.joined(separator: " ") } + [p.note ?? ""]
        }
        return ([header] + rows).map { $0.map(EntryOutput.csvField).joined(separator: ",") }.joined(separator: "\n")
    }

    /// One device: each group of numbers beside its sources, then the sources.
    static func text(_ preset: DevicePreset) -> String {
        var lines = ["\(names(preset)): \(preset.title) (\(preset.family), \(preset.platform))"]
        var rows = [["points", "\(preset.points) at \(scale(preset))", preset.pointsSources.joined(separator: ", ")]]
        for orientation in DeviceOrientation.allCases {
            let sources = orientation == .portrait ? preset.portraitSources : preset.landscapeSources
            if let device = preset.device(orientation) {
                rows.append([orientation.rawValue, "\(insets(device.safeAreaInsets)); safe area \(device.safeRect)", sources.joined(separator: ", ")])
            } else {
                rows.append([orientation.rawValue, "— (not shown)", ""])
            }
        }
        rows.append(["features", preset.features.joined(separator: ", "), ""])
        lines.append(TextTable.render(rows))
        if let note = preset.note { lines.append("note: \(note)") }
        lines.append("sources:")
        for source in preset.sources(keys(preset)) {
            lines.append("  \(source.key): \(source.title)" + (source.url.map { " <\($0)>" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    /// A preset as JSON; with `citations`, the sources it cites in full.
    static func json(_ preset: DevicePreset, citations: Bool) -> JSON {
        func orientation(_ orientation: DeviceOrientation, _ sources: [String]) -> JSON {
            guard let device = preset.device(orientation) else { return .null }
            let i = device.safeAreaInsets
            return .object([
                ("screen", .size(device.screen)),
                ("safeAreaInsets", .object([("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)), ("trailing", .number(i.trailing))])),
                ("safeArea", .object([
                    ("x", .number(device.safeRect.minX)), ("y", .number(device.safeRect.minY)),
                    ("width", .number(device.safeRect.width)), ("height", .number(device.safeRect.height)),
                ])),
                ("sources", .array(sources.map(JSON.string))),
            ])
        }
        var fields: [(String, JSON)] = [
            ("name", .string(preset.name)),
            ("aliases", .array(preset.aliases.map(JSON.string))),
            ("title", .string(preset.title)),
            ("family", .string(preset.family)),
            ("platform", .string(preset.platform)),
            ("points", .size(preset.points)),
            ("scale", .number(preset.scale)),
            ("pointsSources", .array(preset.pointsSources.map(JSON.string))),
            ("portrait", orientation(.portrait, preset.portraitSources)),
            ("landscape", orientation(.landscape, preset.landscapeSources)),
            ("features", .array(preset.features.map(JSON.string))),
            ("note", preset.note.map(JSON.string) ?? .null),
        ]
        if citations {
            fields.append(("citations", .array(preset.sources(keys(preset)).map { source in
                .object([("key", .string(source.key)), ("title", .string(source.title)), ("url", source.url.map(JSON.string) ?? .null)])
            })))
        }
        return .object(fields)
    }
}
