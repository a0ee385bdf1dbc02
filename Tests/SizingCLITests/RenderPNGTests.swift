import Foundation
import XCTest

/// `render -o FILE.png` goes through rsvg-convert when it is installed. The failure without it
/// is a golden case (Golden/render/png-without-rsvg-convert).
final class RenderPNGTests: XCTestCase {
    static func rsvgConvert() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func testPNGOutputWhenRsvgConvertIsInstalled() throws {
        guard Self.rsvgConvert() != nil else {
            throw XCTSkip("rsvg-convert is not installed (Debian: apt-get install librsvg2-bin); PNG output is not tested here")
        }
        let sandbox = try CLISandbox()
        let png = sandbox.folder.appendingPathComponent("seed000.png")
        // seed 000's first example in 620 × 80 (seed 000: blue 100, green 250, yellow 250).
        let run = try sandbox.run([
            "render", "HStack(spacing: 10) { Color.blue.relativeProposed(width: 0.5); Color.green; Color.yellow }.frame(height: 80)",
            "--width", "620", "--height", "80", "-o", png.path,
        ])
        XCTAssertEqual(run.exitCode, 0, run.stderrText)
        XCTAssertEqual(sandbox.normalise(run.stderrText), "wrote <tmp>/seed000.png\n")
        XCTAssertEqual(run.stdout, Data())
        let bytes = try Data(contentsOf: png)
        // The PNG signature (ISO/IEC 15948), then the IHDR chunk's width and height.
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertGreaterThanOrEqual(bytes.count, 24)
        let be32 = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(be32(16), 620)  // the SVG's width: our container (model)
        XCTAssertEqual(be32(20), 80)
    }
}
