import Foundation
import Testing

/// The examples in README.md and docs/**/*.md print what they say, and the documentation's
/// relative links lead somewhere.
///
/// An example is a ```console block: each line starting with `$ ` is a command, and the lines
/// after it, up to the next command, are its output (stdout, then stderr, then `[exit N]` when
/// the exit code is not 0). A block preceded by `<!-- example: not checked (reason) -->` is
/// skipped. The conventions are those of scripts/refresh-readme-examples.py, which rewrites the
/// blocks after a deliberate change (docs/testing.md describes both).
@Suite struct DocExamplesTests {
    static let files = DocExamples.markdownFiles()

    @Test(arguments: files)
    func examplesPrintWhatTheySay(_ file: String) throws {
        let failures = try DocExamples.check(file: file)
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    /// The documentation has examples at all: README.md and the command pages (a parser that
    /// found no block would pass every file).
    @Test func theManualHasCheckedExamples() throws {
        let text = try String(contentsOf: DocExamples.root.appendingPathComponent("README.md"), encoding: .utf8)
        let checked = DocExamples.blocks(in: text).filter { $0.skipReason == nil }
        #expect(checked.count >= 4, "README.md should show its examples in checked ```console blocks")
        for command in ["show", "list", "export", "layout", "trace", "probe", "resolve", "render", "check", "scan", "devices"] {
            let page = try String(contentsOf: DocExamples.root.appendingPathComponent("docs/commands/\(command).md"), encoding: .utf8)
            let commands = DocExamples.blocks(in: page).filter { $0.skipReason == nil }.flatMap(\.commands)
            #expect(commands.contains { $0.command.hasPrefix("sizing \(command)") }, "docs/commands/\(command).md has no checked `$ sizing \(command)` example")
        }
    }

    /// A drifting block fails with its file and line: the checker run on a page whose example
    /// claims the wrong output (Stacks has 5 rows in seed 002's taxonomy, not "nothing").
    @Test func aDriftingExampleIsReportedAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-docexample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.md")
        try """
            # A page

            ```console
            $ sizing list --section Stacks --format csv | head -2
            nothing
            ```

            <!-- example: not checked (this one would fail too) -->
            ```console
            $ sizing show NoSuchView
            ```
            """.write(to: page, atomically: true, encoding: .utf8)
        let failures = try DocExamples.check(file: page.path, displayName: "page.md")
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.hasPrefix("page.md:4: "), "\(failure)")
        #expect(failure.contains("HStack,composed,Stacks"), "the actual output is shown: \(failure)")
    }

    /// The link check can fail: a missing file and a missing heading are reported at their lines;
    /// a good anchor, a link in code and a web address are not.
    @Test func aBrokenLinkIsReportedAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-doclinks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.md")
        try """
            # A page: `sizing` § 1

            [gone](missing.md), [there](page.md#a-page-sizing--1), [web](https://example.com/x.md)
            [no such heading](page.md#nope) and `[in code](missing.md)`
            """.write(to: page, atomically: true, encoding: .utf8)
        let problems = try DocLinks.problems(in: "page.md", at: page)
        #expect(problems == ["page.md:3: missing.md: no such file", "page.md:4: page.md#nope: no heading with that anchor"])
    }

    @Test func relativeLinksLeadToFilesAndHeadings() throws {
        var problems: [String] = []
        for file in DocExamples.markdownFiles() + ["CONTRIBUTING.md"] {
            problems += try DocLinks.problems(in: file)
        }
        #expect(problems.isEmpty, "broken links:\n\(problems.joined(separator: "\n"))")
    }
}

/// Reading and running the documentation's console blocks.
enum DocExamples {
    static let root = CLIPaths.packageRoot
    static let notChecked = "<!-- example: not checked"

    struct Command {
        var line: Int
        var command: String
        var expected: [String]
    }

    struct Block {
        var line: Int
        /// The reason given in `<!-- example: not checked (reason) -->`, or nil when checked.
        var skipReason: String?
        var commands: [Command]
    }

    /// README.md and docs/**/*.md, relative to the package root, sorted.
    static func markdownFiles() -> [String] {
        var files = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in walker where path.hasSuffix(".md") {
                files.append("docs/" + path)
            }
        }
        return files.sorted()
    }

    /// The ```console blocks of `text`, with their line numbers (1-based, the fence's line).
    static func blocks(in text: String) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```console" else { index += 1; continue }
            let fence = index
            var previous = fence - 1
            while previous >= 0, lines[previous].isEmpty { previous -= 1 }
            var reason: String?
            if previous >= 0, lines[previous].hasPrefix(notChecked) {
                reason = String(lines[previous].dropFirst(notChecked.count)).replacingOccurrences(of: "-->", with: "")
                    .trimmingCharacters(in: .whitespaces)
            }
            var commands: [Command] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                let line = lines[index]
                if line.hasPrefix("$ ") {
                    commands.append(Command(line: index + 1, command: String(line.dropFirst(2)), expected: []))
                } else if !commands.isEmpty {
                    commands[commands.count - 1].expected.append(line)
                }
                index += 1
            }
            blocks.append(Block(line: fence + 1, skipReason: reason, commands: commands))
            index += 1
        }
        return blocks
    }

    /// Runs every checked block of `file` (relative to the package root, or absolute) in one
    /// scratch folder; returns one message per command whose output differs.
    static func check(file: String, displayName: String? = nil) throws -> [String] {
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
        let name = displayName ?? file
        let blocks = blocks(in: try String(contentsOf: url, encoding: .utf8)).filter { $0.skipReason == nil }
        guard !blocks.isEmpty else { return [] }
        let scratch = try Scratch()
        defer { scratch.remove() }
        var failures: [String] = []
        for block in blocks {
            for command in block.commands {
                let actual = try scratch.run(command.command)
                if actual != command.expected {
                    failures.append("""
                        \(name):\(command.line): the example's output drifted (after a deliberate change, \
                        refresh it with scripts/refresh-readme-examples.py)
                        $ \(command.command)
                        --- the documentation says
                        \(command.expected.joined(separator: "\n"))
                        --- sizing prints
                        \(actual.joined(separator: "\n"))
                        """)
                }
            }
        }
        return failures
    }

    /// One Markdown file's scratch folder: copies of docs/ and the scan fixtures, a fresh HOME
    /// whose catalog the first command creates.
    final class Scratch {
        let base: URL
        let home: URL
        let work: URL
        let environment: [String: String]

        init() throws {
            let fm = FileManager.default
            base = fm.temporaryDirectory.appendingPathComponent("sizing-examples-\(UUID().uuidString)")
            home = base.appendingPathComponent("home")
            work = base.appendingPathComponent("work")
            try fm.createDirectory(at: home, withIntermediateDirectories: true)
            try fm.createDirectory(at: work, withIntermediateDirectories: true)
            try fm.copyItem(at: root.appendingPathComponent("docs"), to: work.appendingPathComponent("docs"))
            let fixtures = "Tests/SizingCLITests/ScanFixtures"
            try fm.createDirectory(at: work.appendingPathComponent("Tests/SizingCLITests"), withIntermediateDirectories: true)
            try fm.copyItem(at: root.appendingPathComponent(fixtures), to: work.appendingPathComponent(fixtures))
            let binaryFolder = try CLIPaths.binary().deletingLastPathComponent().path
            environment = [
                "PATH": binaryFolder + ":/usr/local/bin:/usr/bin:/bin",
                "HOME": home.path,
                "SIZING_DB": home.appendingPathComponent(".local/share/sizing/catalog.sqlite").path,
                "NO_COLOR": "1",
                "COLUMNS": "100",
                "LANG": "C.UTF-8",
            ]
        }

        /// Runs `command` with bash in the scratch folder: its stdout, then stderr, then
        /// `[exit N]`, with HOME written `~` and the scratch folder's path removed.
        func run(_ command: String) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = work
            process.environment = environment
            let outURL = base.appendingPathComponent("stdout")
            let errURL = base.appendingPathComponent("stderr")
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            let out = try FileHandle(forWritingTo: outURL)
            let err = try FileHandle(forWritingTo: errURL)
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            // A hanging example fails instead of hanging the suite.
            let deadline = Date().addingTimeInterval(300)
            while process.isRunning {
                if Date() > deadline { process.terminate() }
                Thread.sleep(forTimeInterval: 0.01)
            }
            try out.close()
            try err.close()
            var text = try String(contentsOf: outURL, encoding: .utf8) + String(contentsOf: errURL, encoding: .utf8)
            text = text.replacingOccurrences(of: home.path, with: "~")
                .replacingOccurrences(of: work.path + "/", with: "")
                .replacingOccurrences(of: work.path, with: ".")
            var lines: [String] = []
            if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                var trimmed = Substring(text)
                while trimmed.hasSuffix("\n") { trimmed = trimmed.dropLast() }
                lines = trimmed.components(separatedBy: "\n")
            }
            if process.terminationStatus != 0 { lines.append("[exit \(process.terminationStatus)]") }
            return lines
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }
}

/// The relative links of a Markdown file: each must name a file that exists, and a `#fragment`
/// a heading of that file (GitHub's anchors: lowercased, punctuation dropped, spaces as `-`).
enum DocLinks {
    static func problems(in file: String, at given: URL? = nil) throws -> [String] {
        let url = given ?? DocExamples.root.appendingPathComponent(file)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var problems: [String] = []
        var inFence = false
        for (number, rawLine) in lines.enumerated() {
            if rawLine.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            for target in targets(in: withoutCode(rawLine)) {
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let destination = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: destination.path) else {
                    problems.append("\(file):\(number + 1): \(target): no such file")
                    continue
                }
                if parts.count == 2, destination.pathExtension == "md" {
                    let anchors = try self.anchors(of: destination)
                    if !anchors.contains(String(parts[1])) {
                        problems.append("\(file):\(number + 1): \(target): no heading with that anchor")
                    }
                }
            }
        }
        return problems
    }

    /// The line with its `code spans` removed (a link inside one is not a link).
    static func withoutCode(_ line: String) -> String {
        var result = ""
        var inCode = false
        for character in line {
            if character == "`" { inCode.toggle(); continue }
            if !inCode { result.append(character) }
        }
        return result
    }

    /// The targets of `[text](target)` and `![alt](target)` on a line.
    static func targets(in line: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(line)
        while let close = rest.range(of: "](") {
            let after = rest[close.upperBound...]
            guard let end = after.firstIndex(of: ")") else { break }
            targets.append(String(after[..<end]).trimmingCharacters(in: .whitespaces))
            rest = after[end...]
        }
        return targets
    }

    static func anchors(of file: URL) throws -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
