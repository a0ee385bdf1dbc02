import Foundation
import LayoutCore
import Testing

/// `JSON`, the project's one writer: a string comes back from any JSON reader as it was written,
/// and the escapes are the short ones JSON defines, `\u00XX` for the other control characters.
/// Expectations follow from RFC 8259; Foundation's reader is the check.
@Suite struct JSONTests {
    @Test(arguments: [
        "plain", "say \"hi\"", "back\\slash", "line\nbreak", "tab\tand\rreturn", "\r\n", "bell\u{07}",
        "café 👍 \"quoted\"\n", "e\u{301}\u{01}", "",
    ])
    func aStringReadsBackAsItWas(text: String) throws {
        let written = JSON.array([.string(text)]).rendered(pretty: false)
        let read = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String]
        #expect(read == [text], "\(written)")
    }

    @Test func escapesAreTheShortOnes() {
        #expect(JSON.quote("a\"b\\c\nd\te\rf\u{01}") == #""a\"b\\c\nd\te\rf\u0001""#)
        #expect(JSON.quote("café") == "\"café\"")
    }
}
