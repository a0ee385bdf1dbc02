@testable import LayoutCore
import Testing

/// A localized text's inline Markdown is styling, not text: SwiftUI shows `Text("**Bold**")` as
/// "Bold" and a link by its label (Apple, Text: "you can use Markdown",
/// https://developer.apple.com/documentation/swiftui/text#Styling-the-views-text); a `String`
/// value and `Text(verbatim:)` are shown as they are. Widths are our metrics' (the same text
/// measured both ways), not published numbers.
@Suite struct TextMarkdownTests {
    @Test func theMarkersAndTheLinksURLAreNotShown() {
        #expect(TextLayout.markdownShown("**Bold**, *italic*, _too_, ~~gone~~ and `code`") == "Bold, italic, too, gone and code")
        #expect(TextLayout.markdownShown("See [SmartTube](https://github.com/milika/SmartTubeIOS) for more") == "See SmartTube for more")
        #expect(TextLayout.markdownShown(#"A literal \*star\* and 2*3*4"#) == "A literal *star* and 2*3*4")
        // Underscores inside a word are not emphasis.
        #expect(TextLayout.markdownShown("snake_case_name") == "snake_case_name")
    }

    @Test func aLocalizedTextIsMeasuredAsItIsShown() {
        let link = TextLayout("See [SmartTube](https://github.com/milika/SmartTubeIOS) for more")
        let plain = TextLayout("See SmartTube for more")
        #expect(link.model.measure(.unspecified).size == plain.model.measure(.unspecified).size)
        #expect(link.longestWordWidth() == plain.longestWordWidth())
        // Its label keeps the source's form.
        #expect(link.label == #"Text("See [SmartTube](https://github.com/milika/SmartTubeIOS) for more")"#)
        // A `String` value is shown, and measured, with its brackets and URL.
        let verbatim = TextLayout("See [SmartTube](https://github.com/milika/SmartTubeIOS) for more", isLocalized: false)
        #expect(verbatim.model.measure(.unspecified).size.width > plain.model.measure(.unspecified).size.width)
    }
}
