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

    /// Pretty output: two spaces a level, after the caller's indent; empty containers stay on
    /// their line. Checked against the text written out by hand.
    @Test func prettyOutputIndentsTwoSpacesALevel() {
        let value = JSON.object([("a", .array([.number(1), .object([("b", .null)])])), ("c", .array([])), ("d", .object([]))])
        #expect(value.rendered(indent: "> ") == "{\n>   \"a\": [\n>     1,\n>     {\n>       \"b\": null\n>     }\n>   ],\n>   \"c\": [],\n>   \"d\": {}\n> }")
        #expect(value.rendered(pretty: false) == #"{"a":[1,{"b":null}],"c":[],"d":{}}"#)
        let deep = (0..<40).reduce(JSON.null) { inner, _ in .array([inner]) }
        let lines = deep.rendered().split(separator: Character("\n"))
        #expect(lines.map { line in line.prefix(while: { $0 == " " }).count }.max() == 80)
    }
}
