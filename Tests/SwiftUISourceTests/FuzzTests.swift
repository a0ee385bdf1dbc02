// Front-end fuzzing (issue 9, "Front end"): seeded and bounded in time. Inputs: mutated and
// truncated versions of the fixture files and snippets, random bytes (invalid UTF-8 decoded the
// way the CLI's String(decoding:) fallback would), and 1 MB single-line inputs.
// Laws: parse never crashes or hangs; every failure is a SourceError whose diagnostics all have a
// location inside the input (line ≥ 1, column ≥ 1, line ≤ number of lines + 1) and the input's
// file name, and renders with its caret; every success lays out without a crash.
// Parses run on a thread with the main thread's 8 MiB stack (what the CLI gets), one at a time,
// each with a 30 s watchdog: a hang is a failure with the case's seed, not a stuck test run.
// Reproduce one case: SIZING_FUZZ_SEED=<hex> swift test --filter FuzzTests.
import Foundation
import LayoutCore
import SwiftUISource
import XCTest

/// SplitMix64, the same on every platform.
private struct FuzzGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The outcome of one parse, checked on the test thread.
private enum Outcome: Sendable {
    case parsed(nodes: Int)
    case failed(SourceError)
}

/// Runs one job at a time on a thread with an 8 MiB stack and waits for it up to `timeout`.
private final class FuzzRunner: @unchecked Sendable {
    private let lock = NSCondition()
    private var job: (@Sendable () -> Outcome)?
    private var result: Outcome?
    private var thread: Thread?

    init() {
        let thread = Thread { [unowned self] in self.loop() }
        thread.stackSize = 8 << 20
        thread.start()
        self.thread = thread
    }

    private func loop() {
        while true {
            lock.lock()
            while job == nil { lock.wait() }
            let work = job!
            lock.unlock()
            let outcome = work()
            lock.lock()
            job = nil
            result = outcome
            lock.broadcast()
            lock.unlock()
        }
    }

    /// The outcome, or nil when the job did not finish within `timeout` seconds (a hang: the
    /// runner is then stuck and must not be used again).
    func run(timeout: TimeInterval, _ work: @escaping @Sendable () -> Outcome) -> Outcome? {
        lock.lock()
        defer { lock.unlock() }
        result = nil
        job = work
        lock.broadcast()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while result == nil {
            if !lock.wait(until: deadline) { return nil }
        }
        return result
    }
}

final class FuzzTests: XCTestCase {
    /// The whole run stops starting new cases after this many seconds.
    static let budget: Duration = .seconds(8)
    static let perCaseTimeout: TimeInterval = 30

    /// Every fixture file and every snippet of the fixture data files.
    static func corpus() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path).sorted()
        var texts: [String] = []
        for name in names where name.hasSuffix(".swift") { texts.append(try Fixtures.text(name)) }
        for name in names where name.hasSuffix(".txt") { texts += try Fixtures.cases(name).map(\.input) }
        return texts.filter { !$0.isEmpty }
    }

    /// Tokens that stress the grammar and the evaluator.
    static let tokens = [
        "{", "}", "(", ")", "[", "]", ",", ".", ":", "\"", "\\", "#", "@", "$0", "\u{0}", "\n", "\t", "/*", "*/", "//",
        ".frame(width: 1e308)", ".frame(width: -1)", ".padding(.nan)", ".frame(width: .infinity / 0)", "VStack {",
        "HStack(spacing: -.infinity) {", "Text(\"", "\")", ".aspectRatio(0, contentMode: .fill)", "ForEach(0..<1000000) { _ in ",
        "struct A: View { var body: some View { ", "#Preview {", "@State var x = ", "1 / 0", "Int.max + 1", "\u{202E}", "👩‍👩‍👧‍👦",
        "\u{FEFF}", "\r\n", "if true {", "} else {", "switch x {", "case", "default:", ".alignmentGuide(.leading) { d in d.width }",
    ]

    /// One mutation of `text`.
    private static func mutate(_ text: String, _ g: inout FuzzGenerator) -> String {
        var bytes = Array(text.utf8)
        let rounds = Int.random(in: 1...4, using: &g)
        for _ in 0..<rounds {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &g)
            switch Int.random(in: 0..<7, using: &g) {
            case 0: bytes = Array(bytes.prefix(at))  // truncate
            case 1: if !bytes.isEmpty { bytes[at] = UInt8.random(in: 0...255, using: &g) }  // flip a byte (may break UTF-8)
            case 2: bytes.removeSubrange(at..<Swift.min(bytes.count, at + Int.random(in: 1...20, using: &g)))
            case 3: bytes.insert(contentsOf: Array(tokens.randomElement(using: &g)!.utf8), at: at)
            case 4:
                let end = Swift.min(bytes.count, at + Int.random(in: 1...40, using: &g))
                bytes.insert(contentsOf: bytes[at..<end], at: at)  // duplicate a range
            case 5: bytes = Array(bytes.suffix(from: at))  // drop the start
            default:
                if let i = bytes.indices.randomElement(using: &g), i != at { bytes.swapAt(i, at) }
            }
        }
        // Invalid UTF-8 is decoded as the CLI would if it accepted it (U+FFFD replacements).
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func randomBytes(_ g: inout FuzzGenerator) -> String {
        let count = Int.random(in: 0...2_000, using: &g)
        return String(decoding: (0..<count).map { _ in UInt8.random(in: 0...255, using: &g) }, as: UTF8.self)
    }

    /// Checks one input; returns a failure message or nil.
    private static func check(_ text: String, name: String, runner: FuzzRunner) -> String? {
        let fileName = "fuzz.swift"
        let outcome = runner.run(timeout: perCaseTimeout) {
            let result: Result<ParsedSource, SourceError> = Result { () throws(SourceError) in
                try SwiftUISource.parse(text, fileName: fileName)
            }
            _ = SwiftUISource.declarations(in: text, fileName: fileName)
            switch result {
            case .success(let parsed):
                let engine = LayoutEngine(parsed.root)
                _ = engine.place(in: ProposedViewSize(width: 320, height: 480))
                _ = engine.sizeThatFits(.unspecified)
                return .parsed(nodes: engine.nodeCount)
            case .failure(let error):
                _ = error.rendered(source: text)
                return .failed(error)
            }
        }
        guard let outcome else { return "\(name): no answer within \(perCaseTimeout) s (hang)" }
        guard case .failed(let error) = outcome else { return nil }
        // swift-syntax also ends lines at \r (and \r\n); Character.isNewline covers those and more.
        let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        if error.diagnostics.isEmpty { return "\(name): an error without diagnostics" }
        for d in error.diagnostics {
            if d.fileName != fileName || d.line < 1 || d.column < 1 || d.line > lineCount + 1 || d.message.isEmpty {
                return "\(name): diagnostic without a proper location: \(d)"
            }
        }
        if error.primary?.severity != .error { return "\(name): failure whose first diagnostic is not an error: \(error)" }
        return nil
    }

    func testFuzzedInputsNeverCrashAndFailWithLocatedDiagnostics() throws {
        let corpus = try Self.corpus()
        XCTAssertGreaterThan(corpus.count, 20, "the fixtures hold the corpus")
        let runner = FuzzRunner()
        let only = ProcessInfo.processInfo.environment["SIZING_FUZZ_SEED"].flatMap { UInt64($0, radix: 16) }
        let start = ContinuousClock.now
        var counts = (mutated: 0, random: 0, parsed: 0, failed: 0)
        var failures: [String] = []
        var seed: UInt64 = only ?? 0xF022_0000
        while ContinuousClock.now - start < Self.budget {
            var g = FuzzGenerator(state: seed)
            let text: String
            if Int.random(in: 0..<8, using: &g) == 0 {
                text = Self.randomBytes(&g)
                counts.random += 1
            } else {
                text = Self.mutate(corpus.randomElement(using: &g)!, &g)
                counts.mutated += 1
            }
            if let failure = Self.check(text, name: "seed \(String(seed, radix: 16))", runner: runner) {
                failures.append(failure + "\n  input: \(String(reflecting: String(text.prefix(300))))")
                if failure.hasSuffix("(hang)") || failures.count >= 10 { break }
            }
            seed += 1
            if only != nil { break }
        }
        print("fuzz: \(counts.mutated) mutated + \(counts.random) random-byte inputs in \(ContinuousClock.now - start); \(failures.count) failing")
        XCTAssertGreaterThan(counts.mutated + counts.random, 200, "the budget allows hundreds of cases")
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    /// 1 MB single-line inputs: a long string literal, a long modifier chain, a long run of
    /// opening brackets, a long identifier, random printable text. Each finishes within the
    /// per-case timeout with a tree or located diagnostics.
    func testOneMegabyteSingleLineInputs() {
        let megabyte = 1 << 20
        var g = FuzzGenerator(state: 0x1_0000)
        let printable = String(decoding: (0..<megabyte).map { _ in UInt8.random(in: 32...126, using: &g) }, as: UTF8.self)
        let inputs: [(String, String)] = [
            ("string literal", "Text(\"" + String(repeating: "a", count: megabyte) + "\")"),
            ("modifier chain", "Color.red" + String(repeating: ".padding(1)", count: megabyte / 11)),
            // Runs of brackets: 10 KB each (swift-syntax's debug diagnostics for unmatched
            // brackets take ≈ 0.5 ms per bracket; linear, so 1 MB would only be slower).
            ("open parentheses (10 KB)", String(repeating: "(", count: 10_000)),
            ("open braces (10 KB)", "VStack " + String(repeating: "{", count: 10_000)),
            ("identifier", String(repeating: "x", count: megabyte)),
            ("number", "Color.red.frame(width: " + String(repeating: "9", count: megabyte) + ")"),
            ("printable noise", printable),
            ("wide HStack", "HStack { " + String(repeating: "Text(\"a\"); ", count: megabyte / 11) + "}"),
        ]
        // The slowest five in a debug build (3–22 s each, swift-syntax's own time) run only with
        // SIZING_FUZZ_LONG=1; docs/reliability.md gives their timings.
        let long = ProcessInfo.processInfo.environment["SIZING_FUZZ_LONG"] == "1"
        let slow: Set<String> = ["modifier chain", "wide HStack", "open braces (10 KB)", "open parentheses (10 KB)", "number"]
        let runner = FuzzRunner()
        for (name, text) in inputs where long || !slow.contains(name) {
            let start = ContinuousClock.now
            let failure = Self.check(text, name: name, runner: runner)
            XCTAssertNil(failure)
            print("fuzz: one line, \(name), \(text.utf8.count) bytes: \(ContinuousClock.now - start)")
            if failure?.hasSuffix("(hang)") == true { return }
        }
    }

    /// Nesting deeper than the limits: swift-syntax's nesting limit and the translator's 500
    /// levels both give one clear, located error.
    func testNestingDeeperThanTheLimitIsAClearError() {
        let runner = FuzzRunner()
        for (name, text) in [
            ("10,000 VStacks", String(repeating: "VStack { ", count: 10_000) + "Text(\"x\")" + String(repeating: " }", count: 10_000)),
            // swift-syntax's diagnostics take ≈ 0.5 ms per unmatched level in a debug build: 1,000 is enough.
            ("1,000 parentheses", "Text(" + String(repeating: "(", count: 1_000) + "\"x\"" + String(repeating: ")", count: 1_000) + ")"),
            ("20,000 modifiers", "Text(\"x\")" + String(repeating: ".padding(1)", count: 20_000)),
            ("600 paddings", "Text(\"x\")" + String(repeating: ".padding(1)", count: 600)),
        ] {
            let outcome = runner.run(timeout: Self.perCaseTimeout) {
                let result: Result<ParsedSource, SourceError> = Result { () throws(SourceError) in try SwiftUISource.parse(text, fileName: "deep.swift") }
                if case .failure(let error) = result { return .failed(error) }
                return .parsed(nodes: 0)
            }
            guard case .failed(let error)? = outcome else { XCTFail("\(name): \(String(describing: outcome))"); continue }
            let message = error.primary?.description ?? ""
            XCTAssertTrue(message.hasPrefix("deep.swift:1:"), "\(name): \(message)")
            XCTAssertTrue(message.contains("nest"), "\(name): says it is about nesting: \(message)")
        }
    }
}
