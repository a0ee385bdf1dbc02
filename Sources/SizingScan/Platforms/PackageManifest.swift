import Foundation
import SwiftParser
import SwiftSyntax

/// What the scan reads from a `Package.swift`: its `platforms:` and its targets. The manifest is
/// Swift, read as syntax and not run: the platforms list and the targets' `name:` and `path:` are
/// literals in every manifest we have met; a target declared any other way is not found.
enum PackageManifest {
    static let names: [String: String] = [
        "iOS": "iOS", "macCatalyst": "iOS", "macOS": "macOS", "watchOS": "watchOS", "tvOS": "tvOS", "visionOS": "visionOS",
    ]

    /// One target of the manifest: the module it builds and the folder of its sources,
    /// relative to the manifest's.
    struct Target: Equatable {
        var name: String
        var folder: String
    }

    /// The calls that declare a target whose sources are Swift files of the package.
    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    /// The targets of the manifest at `root` (its folder): each `.target(name:…, path:…)`,
    /// `.executableTarget`, `.testTarget` and `.macro` call with a literal `name:`. Without a
    /// `path:`, SwiftPM's default: `Tests/<name>` for a test target, else the first of
    /// `Sources`, `Source`, `src`, `srcs` holding a folder of that name (`Sources/<name>` when none does).
    static func targets(in text: String, root: String) -> [Target] {
        let finder = TargetCallFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.calls.map { kind, name, path in
            if let path { return Target(name: name, folder: normalised(path)) }
            if kind == "testTarget" { return Target(name: name, folder: "Tests/" + name) }
            let folder = ["Sources", "Source", "src", "srcs"].first { FileManager.default.fileExists(atPath: root + "/" + $0 + "/" + name) } ?? "Sources"
            return Target(name: name, folder: folder + "/" + name)
        }
    }

    /// The folders, relative to the manifest's, whose files the package compiles: `Sources`
    /// (SwiftPM's default) and every target's `path:`.
    static func targetFolders(in text: String, root: String) -> [String] {
        var folders = ["Sources"]
        for target in targets(in: text, root: root) where !folders.contains(target.folder) && !target.folder.hasPrefix("Sources/") {
            folders.append(target.folder)
        }
        return folders
    }

    /// `./Sources/App/` → `Sources/App`.
    static func normalised(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
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

/// The target calls of a manifest: `.target(name: "App", path: "Sources/App")` or
/// `Target.target(…)`, with their literal `name:` and `path:`.
private final class TargetCallFinder: SyntaxVisitor {
    var calls: [(kind: String, name: String, path: String?)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              PackageManifest.targetKinds.contains(member.declName.baseName.text) else { return .visitChildren }
        func literal(_ label: String) -> String? {
            guard let argument = node.arguments.first(where: { $0.label?.text == label }),
                  let string = argument.expression.as(StringLiteralExprSyntax.self),
                  string.segments.count == 1, let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
            return segment.content.text
        }
        if let name = literal("name") { calls.append((member.declName.baseName.text, name, literal("path"))) }
        return .visitChildren
    }
}
