// Fixtures that cite a seed must cite one that exists, and the seed's text must hold the
// numbers we attribute to it. Reads ../shared/seeds next to the package; skips where absent.
import Foundation
import XCTest

final class SeedProvenanceTests: XCTestCase {
    func seedText(_ number: String) throws -> String? {
        let dir = FixturePaths.seeds.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        guard let name = names.first(where: { $0.hasPrefix(number + "_") }) else { return nil }
        return try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
    }

    func testCitedSeedsExistAndHoldTheNumbers() throws {
        guard FileManager.default.fileExists(atPath: FixturePaths.seeds.path) else {
            throw XCTSkip("no seeds at \(FixturePaths.seeds.path)")
        }
        for path in FixturePaths.files("fixture") {
            let fixture = try Fixture.load(path)
            for e in fixture.expectations where e.source.hasPrefix("seed ") {
                let number = String(e.source.dropFirst(5).prefix(3))
                XCTAssertNotNil(try seedText(number), "\(fixture.name):\(e.line) cites seed \(number), which is not in \(FixturePaths.seeds.path)")
            }
        }
        // The numbers the seed fixtures attribute to the articles.
        let seed004 = try XCTUnwrap(try seedText("004"))
        for needle in ["620", "= 200", "520", "250", "300", ".layoutPriority(1)"] {
            XCTAssertTrue(seed004.contains(needle), "seed 004 should mention \(needle)")
        }
        let seed001 = try XCTUnwrap(try seedText("001"))
        for needle in ["150×150", ".frame(height: 300)", ".frame(height: 20)", ".layoutPriority(-100)", "topTrailing"] {
            XCTAssertTrue(seed001.contains(needle), "seed 001 should mention \(needle)")
        }
        let seed003 = try XCTUnwrap(try seedText("003"))
        XCTAssertTrue(seed003.contains("Text(\"Hello, world\")"))
        XCTAssertTrue(seed003.contains("least flexible"))
    }
}
