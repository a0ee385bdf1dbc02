import LayoutCore
import SwiftSyntax

/// SwiftUI's text, images and spacing views: `Text`, `Image`, `Spacer`, `Divider`. Their
/// layouts are LayoutCore's (`Sources/LayoutCore/Views`).
extension BuiltInView {
    static let primitives: [BuiltInView] = [
        called("Text", labels: ["_", "verbatim", "timerInterval", "pauseTime", "countsDown", "showsHours"]) { c in
            if let interval = c.take("timerInterval") {
                // `Text(timerInterval:pauseTime:countsDown:showsHours:)` (iOS 16): a timer whose
                // range is a run-time value, shown as minutes and seconds.
                for label in ["pauseTime", "countsDown", "showsHours"] { _ = c.take(label) }
                c.translator.assume(.representative, SourceIndex.collapsed(interval.sourceText), "Text(timerInterval:) is laid out as \"\(Self.timerText)\" (a timer's minutes and seconds)", at: interval)
                return c.make(TextLayout(Self.timerText))
            }
            let verbatim = c.take("verbatim")
            guard let string = verbatim ?? c.args.takeUnlabeled() else { throw c.error("Text needs a string") }
            // A literal is a `LocalizedStringKey`, translated, as is a string made translated
            // (`String(localized:)`) or a `LocalizedStringKey` property; another `String` value
            // and `verbatim:` are shown as they are. An interpolated literal translates its format (``TextFormat``), not the values
            // put in it, written in the `Text` or as the key of a string made translated
            // (`String(localized: "\(count) followers")`).
            let literal = verbatim == nil ? string.as(StringLiteralExprSyntax.self) ?? BuiltInCall.localizedKey(string) : nil
            let format = try literal.flatMap { try c.format(of: $0) }
            let isLocalized = literal.map { format != nil || $0.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
                ?? (verbatim == nil && c.isTranslated(string))
            return c.make(TextLayout(try c.translator.text(string, c.scope, in: "Text"), isLocalized: isLocalized, format: format))
        },
        called("Image", labels: ["_", "systemName", "decorative", "bundle", "label", "uiImage", "nsImage", "cgImage", "scale", "orientation"]) { c in
            try c.image()
        },
        called("Spacer", labels: ["minLength"]) { c in c.make(SpacerLayout(minLength: try c.optionalNumber("minLength"))) },
        called("Divider", labels: []) { c in c.make(DividerLayout()) },
    ]

    /// The text a timer is laid out with: minutes and seconds of a typical length (our model).
    static let timerText = "10:00"
}

extension BuiltInCall {
    /// An interpolated literal's key (`%@` for each interpolation) and values as the model shows
    /// them; nil for a literal without interpolation.
    mutating func format(of literal: StringLiteralExprSyntax) throws -> TextFormat? {
        guard literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return nil }
        var key = ""
        var arguments: [String] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                key += TextFormat.escaped(text.content.text)
            } else if let value = segment.as(ExpressionSegmentSyntax.self), let expression = value.expressions.first?.expression {
                key += "%@"
                arguments.append(try translator.text(expression, scope, in: "Text"))
            }
        }
        return TextFormat(key: TextFormat.normalized(key), arguments: arguments)
    }

    /// `Image("name")`, `Image(systemName:)`, `Image(decorative:)`, an image made at run time
    /// (`Image(uiImage:)`), or one of the input's own initializers. Its natural size comes from
    /// `--image-size`, else the default, noted.
    mutating func image() throws -> ViewNode {
        let (source, argument) = try imageSource()
        _ = take("bundle")
        _ = take("label")
        let name: String
        switch source {
        case .named(let n), .systemName(let n): name = n
        }
        let size = translator.options.imageSizes[name]
        if size == nil, case .named = source {
            let d = Image.defaultNaturalSize
            translator.note("Image(\"\(name)\") has no known natural size; using the default \(d) (set one with --image-size \(name)=WxH)", at: argument)
        }
        return make(ImageLayout(source: source, naturalSize: size, isResizable: false))
    }

    /// Which image the arguments name, and the argument that names it.
    private mutating func imageSource() throws -> (Image.Source, ExprSyntax) {
        if let system = take("systemName") {
            return (.systemName(try translator.text(system, scope, in: "Image")), system)
        }
        if let named = args.takeUnlabeled() ?? take("decorative") {
            return (.named(try translator.text(named, scope, in: "Image")), named)
        }
        if let label = ["uiImage", "nsImage", "cgImage", "packageResource"].first(where: args.has), let platformImage = take(label) {
            // An image made at run time: its natural size is not in the source.
            _ = take("scale")
            _ = take("orientation")
            return (.named(SourceIndex.collapsed(platformImage.sourceText)), platformImage)
        }
        if translator.options.inputCompiles, let first = args.items.first {
            // An initializer the input declares (`extension Image { init(sbbIcon:) }`): an image
            // whose natural size the source does not give.
            args.items.removeFirst()
            return (.named(SourceIndex.collapsed(first.expression.sourceText)), first.expression)
        }
        throw error("Image needs a name or systemName:")
    }
}
