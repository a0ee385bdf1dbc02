import Foundation
import XCTest

/// `sizing --generate-completion-script` (the README's install section): the shell offers each
/// command's own formats, as its help lists them (ArgumentParser's fish script, one line per
/// option, is the easiest to read back).
final class CompletionTests: XCTestCase {
    func testEachCommandCompletesItsOwnFormats() throws {
        let db = try ScanRunner.temporaryDirectory(self).appendingPathComponent("catalog.sqlite")
        let run = try ScanRunner.run(["--generate-completion-script", "fish"], in: ScanRunner.fixtures, db: db)
        XCTAssertEqual(run.status, 0, run.stderr)
        func formats(_ command: String) -> String? {
            run.stdout.split(separator: "\n").first { $0.contains("\"sizing \(command)\" format") && $0.contains("-l 'format'") }
                .flatMap { line in line.range(of: "-rfka '").map { String(line[$0.upperBound...].prefix { $0 != "'" }) } }
        }
        XCTAssertEqual(formats("probe"), "text json")
        XCTAssertEqual(formats("layout"), "text json svg")
        XCTAssertEqual(formats("render"), "svg html")
        XCTAssertEqual(formats("export"), "markdown csv json")
    }
}
