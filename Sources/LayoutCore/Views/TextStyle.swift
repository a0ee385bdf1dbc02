extension Font {
    /// SwiftUI's `Font.TextStyle`: the eleven iOS text styles, each with its point size and
    /// leading at every ``DynamicTypeSize``.
    ///
    /// The numbers are Apple's Human Interface Guidelines, "Typography" → "Specifications" → "iOS,
    /// iPadOS Dynamic Type sizes" (<https://developer.apple.com/design/human-interface-guidelines/typography>),
    /// one table per size from xSmall to AX5, each row a style's weight, size and leading in
    /// points. They were checked against two transcriptions that can be read line by line:
    /// compnerd/swift-win32's `Font.swift` (size and leading, "values derived from the Apple Human
    /// Interface Guidelines") and temoki/UIKit_DynamicType's README (the sizes `UIFont` returned on
    /// an iOS 13.3 simulator at all twelve sizes: the same, except AX5 caption2, 41 there and 40
    /// in the HIG; we keep the HIG's). One leading is doubtful: AX5 callout is 62 in the
    /// transcription, where every other AX5 row has about 1.17 × its size (51 × 1.17 ≈ 60); we keep
    /// the transcription's 62 (nothing in the layout reads leading yet). docs/dynamic-type.md
    /// lists every number.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// The style's point size at `size` (HIG "Dynamic Type sizes").
        public func pointSize(at size: DynamicTypeSize) -> Double { Self.table[self]!.sizes[size.index] }

        /// The style's leading (the baseline-to-baseline distance the HIG recommends) at `size`.
        /// Not a Text's height: a one-line Text is as tall as the font's line box
        /// (docs/text-metrics.md), which the text model derives from the point size.
        public func leading(at size: DynamicTypeSize) -> Double { Self.table[self]!.leading[size.index] }

        /// The style's weight: headline is semibold, the others regular (HIG, every size).
        public var weight: Font.Weight { self == .headline ? .semibold : .regular }

        /// How much the style grows from `.large` to `size`: its point size there over its
        /// point size at `.large`. `Font.custom(_:size:relativeTo:)` and `@ScaledMetric` scale
        /// by it (our model of UIFontMetrics; docs/dynamic-type.md says where it departs from a
        /// published measurement).
        public func scale(at size: DynamicTypeSize) -> Double {
            size == .large ? 1 : pointSize(at: size) / pointSize(at: .large)
        }

        /// The style's font (`Font.body`…).
        public var font: Font { Font(name: rawValue, size: pointSize(at: .large), weight: weight, relativeTo: self) }

        /// Sizes, then leadings, in points, xSmall … xxxLarge then AX1 … AX5.
        static let table: [TextStyle: (sizes: [Double], leading: [Double])] = [
            .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
            .title: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
            .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
            .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
            .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
            .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
            .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 62]),
            .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
            .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
            .caption: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
            .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 47]),
        ]
    }
}
