import LayoutCore
import SwiftUISource
import Testing

/// The closure form `containerRelativeFrame(_:alignment:_:)` in source: the closure is read into
/// a length per axis and run with the container's length when the view is laid out.
///
/// Apple's documentation of the modifier
/// (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:))
/// gives the container: the screen on iOS, "subtracting any safe area insets"; the closure is
/// called with its length on each axis of the set. The screen and insets of the iPhone 16
/// preset, 393 × 852 with 59 / 34, are our model's (docs/safe-area.md), so the safe area is
/// 393 × 759 and every expected length below is the closure worked out on it.
@Suite struct ContainerRelativeLengthTests {
    static let phone = Device.named("iphone-16")!

    /// The placed views of `snippet` on the phone's screen.
    static func placed(_ snippet: String) throws -> [PlacedView] {
        let root = try SwiftUISource.parse(snippet, fileName: "snippet.swift").root
        let screen = ViewNode(SafeAreaRootLayout(device: phone), children: [root])
        return LayoutEngine(screen).place(in: ProposedViewSize(width: 393, height: 852)).root.allViews
    }

    static func frame(_ snippet: String, of label: String = "containerRelativeFrame") throws -> Rect? {
        try placed(snippet).first { $0.label.hasPrefix(label) }?.frame
    }

    /// Apple's example, as its code is written: only the horizontal axis is framed, so the
    /// closure runs with `axis == .horizontal` and returns `length / 5.0`: 393 / 5 = 78.6. (The
    /// prose beside it says the width is "divided by 3", the branch the code takes for the
    /// vertical axis; the code is what SwiftUI runs.) The rectangle's `aspectRatio(1, .fill)`
    /// is proposed (78.6 × 759) and fills it as a 759 square, placed top-leading in the frame
    /// (model, §7).
    @Test func applesDocumentedExample() throws {
        let views = try Self.placed("""
            Rectangle()
                .fill(.purple)
                .aspectRatio(1.0, contentMode: .fill)
                .containerRelativeFrame(
                    .horizontal, alignment: .topLeading
                ) { length, axis in
                    if axis == .vertical {
                        return length / 3.0
                    } else {
                        return length / 5.0
                    }
                }
            """)
        let frame = try #require(views.first { $0.label.hasPrefix("containerRelativeFrame") })
        #expect(abs(frame.frame.width - 393.0 / 5) < 1e-9)
        #expect(frame.label == "containerRelativeFrame(.horizontal, alignment: .topLeading, { length, _ in length / 5 })")
        let rectangle = try #require(views.first { $0.label == "Rectangle()" })
        #expect(rectangle.frame.minX == frame.frame.minX && rectangle.frame.minY == 59)
        #expect(rectangle.frame.width == 759 && rectangle.frame.height == 759)
    }

    /// The forms real code writes: one expression, `return`, `$0`, an unused axis, a `switch`
    /// or a ternary on the axis, `min`, a comparison of the length, constants and helpers.
    /// Each expected width is the closure evaluated at 393, each height at 759.
    struct Form: Sendable, CustomTestStringConvertible {
        var snippet: String
        var width: Double
        var height: Double
        init(_ snippet: String, _ width: Double, _ height: Double) {
            self.snippet = snippet
            self.width = width
            self.height = height
        }
        var testDescription: String { snippet }
    }

    static let forms: [Form] = [
        Form("Color.red.containerRelativeFrame(.horizontal) { length, axis in length / 2 }", 393.0 / 2, 759.0),
        Form("Color.red.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }", 393 * 0.8, 759),
        Form("Color.red.containerRelativeFrame(.horizontal) { length, _ in return length * 0.95 }", 393 * 0.95, 759),
        Form("Color.red.containerRelativeFrame(.horizontal) { $0 / 3.5 }", 393 / 3.5, 759),
        Form("Color.red.containerRelativeFrame(.vertical) { height, _ in height / 2 }", 393, 759.0 / 2),
        Form("Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in switch axis { case .horizontal: return length * 0.8; case .vertical: return length * 0.25 } }", 393 * 0.8, 759 * 0.25),
        Form("Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length - 32 : length / 3 }", 393 - 32, 759.0 / 3),
        Form("Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in if axis == .horizontal { length / 2 } else { length / 4 } }", 393.0 / 2, 759.0 / 4),
        Form("Color.red.containerRelativeFrame(.horizontal) { width, _ in min(width * 0.9, 300) }", 300, 759),
        Form("Color.red.containerRelativeFrame(.horizontal) { width, _ in max(width * 0.5, 250) }", 250, 759),
        Form("Color.red.containerRelativeFrame(.horizontal) { length, _ in length > 600 ? length / 2 : length - 2 * 16 }", 393 - 32, 759),
        Form("Color.red.containerRelativeFrame(.horizontal) { length, _ in let inset: CGFloat = 20; let inner = length - inset * 2; return inner / 2 }", (393 - 40) / 2, 759),
        Form("Color.red.containerRelativeFrame(.horizontal) { length, _ in (length - 20) / CGFloat(3) }", (393 - 20) / 3, 759),
        Form("Color.red.containerRelativeFrame(.horizontal) { length, _ in if length < 500 { return length } else { return 500 } }", 393, 759),
    ]

    @Test(arguments: Self.forms)
    func formsOfTheClosure(_ form: Form) throws {
        let frame = try #require(try Self.frame(form.snippet))
        #expect(abs(frame.width - form.width) < 1e-9 && abs(frame.height - form.height) < 1e-9, "\(form.snippet): \(frame)")
    }

    /// A view's property and function used in the closure: the property is the value it holds,
    /// the function's body is read with the length as its argument.
    @Test func readsTheViewsPropertiesAndFunctions() throws {
        let source = """
            struct Card: View {
                let fraction: CGFloat = 0.5
                var body: some View {
                    VStack {
                        Color.red.containerRelativeFrame(.horizontal) { length, _ in length * fraction }
                        Color.blue.containerRelativeFrame(.horizontal) { length, _ in columnWidth(length, columns: 3) }
                    }
                }
                func columnWidth(_ total: CGFloat, columns: Int) -> CGFloat { (total - 8 * CGFloat(columns - 1)) / CGFloat(columns) }
            }
            """
        let views = try Self.placed(source)
        let widths = views.filter { $0.label.hasPrefix("containerRelativeFrame") }.map(\.frame.width)
        #expect(widths == [393 * 0.5, (393 - 16) / 3])
        #expect(views.contains { $0.label == "containerRelativeFrame(.horizontal, { length, _ in (length - 16) / 3 })" })
    }

    /// A closure the model cannot read: a snippet's error names the construct and its place;
    /// code that compiles frames the view at the container's length and says so.
    @Test func aClosureItCannotReadIsAnErrorOrAnAssumption() throws {
        do {
            _ = try SwiftUISource.parse("Color.red.containerRelativeFrame(.horizontal) { length, _ in length.squareRoot() }", fileName: "snippet.swift")
            Issue.record("parsed")
        } catch {
            #expect("\(error)".contains("snippet.swift:1:62"))
            #expect("\(error)".contains("`length.squareRoot()` as a length"))
        }
        let source = """
            struct Row: View {
                var body: some View {
                    Color.red.containerRelativeFrame(.horizontal) { length, _ in length.squareRoot() }
                }
            }
            """
        let parsed = try SwiftUISource.parse(source, fileName: "Row.swift", options: SourceOptions(inputCompiles: true))
        #expect(parsed.assumptions.contains { $0.message.contains("read as the container's length") })
        let screen = ViewNode(SafeAreaRootLayout(device: Self.phone), children: [parsed.root])
        let views = LayoutEngine(screen).place(in: ProposedViewSize(width: 393, height: 852)).root.allViews
        #expect(views.first { $0.label.hasPrefix("containerRelativeFrame") }?.frame.width == 393)
    }

    /// Apple's two other examples of the same page. A horizontal ScrollView's items framed on
    /// both axes each take the whole safe area (393 × 759). With `safeAreaPadding(.horizontal, 20)`
    /// on the ScrollView the container is 393 − 40 = 353 wide ("subtracting any safe area
    /// insets"), and count 4, span 3, spacing 10 give ((353 − 30) / 4) × 3 + 20 = 262.25.
    @Test func applesScrollViewExamples() throws {
        let full = try Self.placed("""
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0.0) {
                    ForEach(0..<3) { item in
                        Rectangle().fill(.purple).containerRelativeFrame([.horizontal, .vertical])
                    }
                }
            }
            """)
        #expect(full.filter { $0.label.hasPrefix("containerRelativeFrame") }.map { $0.frame.size } == Array(repeating: Size(width: 393, height: 759), count: 3))
        let padded = try Self.placed("""
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10.0) {
                    ForEach(0..<3) { item in
                        Rectangle()
                            .fill(.purple)
                            .aspectRatio(3.0 / 2.0, contentMode: .fit)
                            .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
                    }
                }
            }
            .safeAreaPadding(.horizontal, 20.0)
            """)
        let widths = padded.filter { $0.label.hasPrefix("containerRelativeFrame") }.map(\.frame.width)
        #expect(widths == [262.25, 262.25, 262.25])
    }
}
