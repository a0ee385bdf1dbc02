import Foundation

/// The platforms a `Package.swift` declares (`platforms: [.iOS(.v16), .macOS(.v13)]`), read from
/// its text: the manifest is Swift, but the platforms list is always a literal array of these
/// calls. `.macCatalyst` builds the iOS layouts. Nil when the manifest declares none: SwiftPM
/// then builds for every platform, and the scan keeps its default rather than evaluating five
/// (an open question the note of issue 36 names).
enum PackageManifest {
    static let names: [String: String] = [
        "iOS": "iOS", "macCatalyst": "iOS", "macOS": "macOS", "watchOS": "watchOS", "tvOS": "tvOS", "visionOS": "visionOS",
    ]

    /// The folders, relative to the manifest's, whose files the package compiles: `Sources`
    /// (SwiftPM's default) and every target's `path:`.
    static func targetFolders(in text: String) -> [String] {
        var folders = ["Sources"]
        for match in text.matches(of: /path\s*:\s*"([^"]*)"/) {
            var path = String(match.1)
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            if !path.isEmpty, !folders.contains(path) { folders.append(path) }
        }
        return folders
    }

    static func platforms(in text: String) -> [String]? {
        // 1. The array after `platforms:`, to its matching bracket.
        guard let label = text.range(of: #"platforms\s*:\s*\["#, options: .regularExpression) else { return nil }
        var depth = 1
        var end = label.upperBound
        while end < text.endIndex, depth > 0 {
            if text[end] == "[" { depth += 1 } else if text[end] == "]" { depth -= 1 }
            end = text.index(after: end)
        }
        let list = text[label.upperBound..<end]
        // 2. Each `.name(` in it.
        var found: Set<String> = []
        for match in list.matches(of: /\.(\w+)\s*\(/) {
            if let name = names[String(match.1)] { found.insert(name) }
        }
        return found.isEmpty ? nil : ScanPlatforms.ordered(found)
    }
}
