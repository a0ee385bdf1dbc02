import Foundation

/// A path or glob of `.sizing.yml`'s `included` and `excluded`, relative to the configuration
/// file's folder.
///
/// - `*` matches any run of characters within one path component, `?` one character;
/// - `**` as a whole component matches any number of components (none included);
/// - a pattern matches a folder's contents too: `Sources/Generated` matches every file below it;
/// - a pattern without `/` matches at any depth, like `.gitignore`: `*.generated.swift`.
///
/// Steps of `matches`:
/// 1. the path is made relative to the pattern's folder (a path outside it never matches);
/// 2. both are cut into components;
/// 3. the components are matched left to right, `**` trying each number of components it can
///    take, and a pattern that runs out before the path matches (the folder's contents).
public struct PathPattern: CustomStringConvertible, Sendable {
    /// The pattern as written.
    public var text: String
    /// The absolute folder it is relative to (no trailing `/`).
    public var base: String
    var components: [String]

    public init(_ text: String, relativeTo base: String) {
        self.text = text
        self.base = base.count > 1 && base.hasSuffix("/") ? String(base.dropLast()) : base
        var trimmed = text
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !trimmed.contains("/") { parts.insert("**", at: 0) }
        self.components = parts
    }

    public var description: String { text }

    /// Step 1–3: whether `absolutePath` (standardized) is this pattern's file or below it.
    public func matches(_ absolutePath: String) -> Bool {
        let prefix = base == "/" ? "/" : base + "/"
        guard absolutePath.hasPrefix(prefix) else { return false }
        let path = absolutePath.dropFirst(prefix.count).split(separator: "/").map(String.init)
        return Self.match(components[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return true }  // a folder's contents
        if first == "**" {
            let rest = pattern.dropFirst()
            return path.indices.contains { match(rest, path[$0...]) } || match(rest, path[path.endIndex...])
        }
        guard let name = path.first, component(first, matches: name) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    static func component(_ pattern: String, matches name: String) -> Bool {
        let p = Array(pattern), n = Array(name)
        var pi = 0, ni = 0
        var star: Int?, starMatch = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || p[pi] == n[ni] {
                pi += 1; ni += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; starMatch = ni; pi += 1
            } else if let s = star {
                pi = s + 1; starMatch += 1; ni = starMatch
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
