import LayoutCore
import SwiftSyntax

/// MarkdownUI's `Markdown`, read from https://github.com/gonzalezreal/swift-markdown-ui at 2.4.1.
///
/// `Markdown(_:)` (Sources/MarkdownUI/Views/Markdown.swift) shows its blocks in a
/// `BlockSequence`: `VStack(alignment: <the text alignment>, spacing: 0)` of the blocks
/// (Views/Blocks/BlockSequence.swift); with the default theme (`Theme.basic`,
/// Theme/Theme+Basic.swift) a paragraph is its `InlineText`, a `Text` (Views/Blocks/ParagraphView.swift).
/// The model lays the markdown out as one paragraph: `VStack(alignment: .leading, spacing: 0)`
/// holding a `Text` of the markdown source, which wraps as any text and, as a localized text
/// does, shows its inline styling without the markers (`**bold**` as "bold", a link by its
/// label); headings, lists, code blocks and tables, with their margins, are not told apart.
extension SwiftPackage {
    static let markdown = SwiftPackage(
        name: "swift-markdown-ui", module: "MarkdownUI", repository: "https://github.com/gonzalezreal/swift-markdown-ui",
        version: "2.4.1", commit: "5f613358148239d0292c0cef674a3c2314737f9e")
}

extension PackageView {
    static let markdown: [PackageView] = [
        called(
            "Markdown", of: .markdown, source: "Sources/MarkdownUI/Views/Markdown.swift",
            model: "one paragraph: a Text of the markdown in a VStack(alignment: .leading, spacing: 0)",
            labels: ["_", "baseURL", "imageBaseURL", "content"],
            catalog: ["markdown": "Markdown(\"**Sizing** derives the behavior of *every* view\")"]
        ) { c in
            c.ignore(["baseURL", "imageBaseURL"])
            let text: String
            if let source = c.args.takeUnlabeled() {
                text = (try? c.translator.text(source, c.scope, in: "Markdown")) ?? SourceIndex.collapsed(source.trimmedDescription)
            } else {
                // `Markdown { Heading … Paragraph … }`: the DSL's blocks, laid out as their source text.
                let content = c.args.take("content") ?? c.args.takeTrailing().map(ExprSyntax.init)
                text = content.map { SourceIndex.collapsed($0.as(ClosureExprSyntax.self)?.statements.trimmedDescription ?? $0.trimmedDescription) } ?? ""
            }
            return c.make(VStackLayout(alignment: .leading, spacing: 0), [c.make(TextLayout(text))])
        },
    ]
}

extension PackageModifier {
    /// `markdownTheme(_:)`, `markdownTextStyle`, `markdownBlockStyle`, `markdownImageProvider`,
    /// … (Sources/MarkdownUI/Views/Environment/): environment values for the blocks, which the
    /// one-paragraph model does not read.
    static let markdown: [PackageModifier] =
        [
            "markdownTheme", "markdownTextStyle", "markdownBlockStyle", "markdownImageProvider",
            "markdownInlineImageProvider", "markdownCodeSyntaxHighlighter", "markdownSoftBreakMode",
            "markdownTableBorderStyle", "markdownTableBackgroundStyle", "markdownBulletedListMarker",
            "markdownNumberedListMarker", "markdownTaskListMarker", "markdownMargin",
        ].map { neutral($0, of: .markdown) }
}
