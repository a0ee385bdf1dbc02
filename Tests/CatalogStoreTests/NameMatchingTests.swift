import XCTest

@testable import CatalogStore

/// `NameMatching.normalized` takes a byte-by-byte path for ASCII names; it must give exactly
/// what the Unicode path (lowercasing, dropping backticks, collapsing whitespace) gives.
final class NameMatchingTests: XCTestCase {
    func testTheASCIIPathAgreesWithTheUnicodePath() {
        var names = [
            "Text", "frame(width:height:)", "`HStack`", "  Color   .red ", "Toggle\t(isOn:)\n", "a ` b", "`", "",
            "   ", "LazyVGrid", "GeometryReader ` ", "\r\nList\r\n", "Spacer\u{0B}\u{0C}minLength",
        ]
        // Every printable ASCII character and the ASCII whitespace, in random strings.
        let alphabet = Array(" \t\n\r\u{0B}\u{0C}`" + (33...126).map { String(UnicodeScalar(UInt8($0))) }.joined())
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            names.append(String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for name in names {
            XCTAssertEqual(NameMatching.asciiNormalized(name), NameMatching.unicodeNormalized(name), "\(name.debugDescription)")
        }
    }

    func testOtherTextTakesTheUnicodePath() {
        XCTAssertNil(NameMatching.asciiNormalized("Ärger"))
        XCTAssertEqual(NameMatching.normalized(" ÄRGER\u{00A0}Text "), "ärger text")
        XCTAssertEqual(NameMatching.normalized("  `Color`   RED "), "color red")
    }
}
