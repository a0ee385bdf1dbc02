import Foundation
import LayoutCore
@testable import SizingScan
import SwiftUISource
import Testing

/// `StressCheck`: each kind of break, in a configuration that triggers it and one that does not.
/// Screens and insets are the device table's (`Sources/LayoutCore/SafeArea/devices.tsv`: the
/// iPhone SE (3rd generation) is 375 × 667 with a 20 pt status bar in portrait and no inset in
/// landscape; the iPad mini (A17 Pro) is 744 × 1133); text widths are our model's (the system
/// metrics, docs/text-metrics.md).
@Suite struct StressCheckTests {
    static func tree(_ body: String) throws -> ViewNode {
        try SwiftUISource.parse(body, fileName: "Fixture.swift").root
    }

    static func config(_ device: String, _ orientation: DeviceOrientation, _ size: DynamicTypeSize = .large, _ language: TextLanguage? = nil) throws -> StressConfiguration {
        try #require(StressConfiguration(device: device, orientation, textSize: size, language: language))
    }

    static func breaks(_ body: String, _ configuration: StressConfiguration) throws -> [StressBreak] {
        StressCheck.breaks(of: try tree(body), in: configuration)
    }

    // MARK: truncated

    /// A one-line text about 480 pt long (our metrics): cut on the SE's 375 pt, whole on the
    /// iPad's 744 pt.
    static let longLine = #"Text("The quick brown fox jumps over the lazy dog, twice over").lineLimit(1)"#

    @Test func aOneLineTextNarrowerThanItsLineIsTruncated() throws {
        let found = try Self.breaks(Self.longLine, Self.config("iphone-se", .portrait))
        let cut = try #require(found.first { $0.kind == .truncated })
        #expect(cut.view == #"Text("The quick brown fox jumps over the lazy dog, twice over")"#)
        #expect(cut.location == SourceLocation(line: 1, column: 1, file: "Fixture.swift"))
        // The line's own width (the text asked with no proposal) less the 375 pt it gets.
        let line = TextLayout("The quick brown fox jumps over the lazy dog, twice over").model.measure(.unspecified).size.width
        #expect(abs(cut.margin - (line - 375)) < 0.01)
        #expect(line > 375 && line < 744, "the fixture's line is \(line) pt")
        #expect(cut.detail.contains("lineLimit(1)"))
        #expect(!cut.borderline)
        #expect(try Self.breaks(Self.longLine, Self.config("ipad-mini", .portrait)).isEmpty)
    }

    @Test func aTextCutByItsLineLimitSaysHowManyLinesItShows() throws {
        let body = "Text(\"\(String(repeating: "word ", count: 60))\").lineLimit(2)"
        let cut = try #require(try Self.breaks(body, Self.config("iphone-se", .portrait)).first { $0.kind == .truncated })
        #expect(cut.detail.hasPrefix("2 lines shown (lineLimit(2))"), "\(cut.detail)")
        #expect(cut.margin > 20)  // at least one more 20.33 pt line
    }

    @Test func theLargestAccessibilitySizeTruncatesWhatTheDefaultSizeFits() throws {
        let body = #"Text("Notifications and sounds").lineLimit(1)"#
        #expect(try Self.breaks(body, Self.config("iphone-se", .portrait)).isEmpty)
        let found = try Self.breaks(body, Self.config("iphone-se", .portrait, .accessibility5))
        #expect(found.map(\.kind) == [.truncated])
    }

    @Test func thePseudoTranslationTruncatesWhatTheSourceFits() throws {
        // About 300 pt in English (our metrics): 40 % longer is past 375.
        let body = #"Text("Manage your subscription settings here").lineLimit(1)"#
        #expect(try Self.breaks(body, Self.config("iphone-se", .portrait)).isEmpty)
        let found = try Self.breaks(body, Self.config("iphone-se", .portrait, .large, .pseudo()))
        let cut = try #require(found.first)
        // Named by the source's string, not the translation's.
        #expect(cut.view == #"Text("Manage your subscription settings here")"#)
    }

    /// SwiftUI translates a literal (a `LocalizedStringKey`) and shows a `String` value and
    /// `Text(verbatim:)` as they are: the pseudo-translation lengthens the literal only.
    @Test func onlyALiteralIsTranslated() throws {
        let pseudo = try Self.config("iphone-se", .portrait, .large, .pseudo())
        // An interpolated literal: its own words are translated, the value put in it is not.
        let value = "struct V: View { let t = \"Manage your subscription settings here\"; var body: some View { Text(\"\\(t)\").lineLimit(1) } }"
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(value, fileName: "V.swift").root, in: pseudo).isEmpty)
        let words = "struct V: View { let n = 3; var body: some View { Text(\"Manage your subscription settings \\(n)\").lineLimit(1) } }"
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(words, fileName: "V.swift").root, in: pseudo).map(\.kind) == [.truncated])
        #expect(try Self.breaks(#"Text(verbatim: "Manage your subscription settings here").lineLimit(1)"#, pseudo).isEmpty)
        let string = "struct V: View { let title = \"Manage your subscription settings here\"; var body: some View { Text(title).lineLimit(1) } }"
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(string, fileName: "V.swift").root, in: pseudo).isEmpty)
        #expect(try Self.breaks(#"Text("Manage your subscription settings here").lineLimit(1)"#, pseudo).map(\.kind) == [.truncated])
    }

    /// The same for a control's title: `Button("…")` takes a `LocalizedStringKey`, translated;
    /// `Button(title)` with a `String` takes the `StringProtocol` initializer, shown as it is
    /// (https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7); a string
    /// made translated (`String(localized:)`) is translated. The title is about 300 pt long on one
    /// line (our metrics): whole on the SE's 375 pt, wrapped once lengthened.
    @Test func onlyALiteralControlTitleIsTranslated() throws {
        let pseudo = try Self.config("iphone-se", .portrait, .large, .pseudo())
        let source = try Self.config("iphone-se", .portrait)
        func wraps(_ file: String, _ configuration: StressConfiguration) throws -> Bool {
            StressCheck.breaks(of: try SwiftUISource.parse(file, fileName: "V.swift").root, in: configuration).contains { $0.kind == .squeezed }
        }
        let literal = #"struct V: View { var body: some View { Button("Manage your subscription settings here") {} } }"#
        #expect(try wraps(literal, pseudo))
        #expect(try !wraps(literal, source))
        let value = #"struct V: View { let title = "Manage your subscription settings here"; var body: some View { Button(title) {} } }"#
        #expect(try !wraps(value, pseudo))
        let toggle = #"struct V: View { let title = "Manage your subscription settings here"; var body: some View { Toggle(title, isOn: .constant(true)).fixedSize() } }"#
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(toggle, fileName: "V.swift").root, in: pseudo).isEmpty)
        let localized = #"struct V: View { var body: some View { Button(String(localized: "Manage your subscription settings here")) {} } }"#
        #expect(try wraps(localized, pseudo))
        #expect(try Self.breaks(#"Text(NSLocalizedString("Manage your subscription settings here", comment: "")).lineLimit(1)"#, pseudo).map(\.kind) == [.truncated])
    }

    @Test func aRunTimeTextThatBreaksIsBorderline() throws {
        // A run-time name is laid out as the placeholder "Placeholder" (our model: a word of a
        // typical length); at accessibility 5 it is wider than a 60 pt column, so its word breaks.
        let big = try Self.config("iphone-se", .portrait, .accessibility5)
        let runTime = "struct V: View { let name: String; var body: some View { Text(name).frame(width: 60) } }"
        let squeezed = try #require(StressCheck.breaks(of: try SwiftUISource.parse(runTime, fileName: "V.swift").root, in: big).first { $0.kind == .squeezed })
        #expect(squeezed.runTimeText && squeezed.isBorderline)
        #expect(squeezed.message.hasSuffix("; borderline: a run-time text, laid out as a word of a typical length"))
        // The same word written in the source: a certain break.
        let written = try #require(try Self.breaks(#"Text("Placeholder").frame(width: 60)"#, big).first { $0.kind == .squeezed })
        #expect(!written.runTimeText && !written.isBorderline)
    }

    /// A title made of literal parts and run-time parts is a run-time text too (sample 5: a
    /// `Link("v\(version) (\(build))")` and a button's `Text(verbatim: "\(speed)×")` were
    /// reported as certain breaks, laid out as "vPlaceholder (12)" and "Placeholder×").
    @Test func aControlTitledWithARunTimeTextIsBorderline() throws {
        let se = try Self.config("iphone-se", .portrait)
        let cases = [
            #"struct V: View { let version: String; let build: Int; var body: some View { Link("v\(version) (\(build))", destination: URL(string: "https://example.com")!).frame(width: 60) } }"#,
            #"struct V: View { let speed: String; var body: some View { Button { } label: { Text(verbatim: "\(speed)×") }.frame(width: 40) } }"#,
        ]
        for source in cases {
            // The breaks of its text (a 40 pt button is a small target whatever its title).
            let found = StressCheck.breaks(of: try SwiftUISource.parse(source, fileName: "V.swift").root, in: se).filter { $0.kind != .smallTarget }
            #expect(found.contains { $0.kind == .squeezed }, "\(source)")
            #expect(!found.isEmpty && found.allSatisfy { $0.runTimeText && $0.isBorderline }, "\(source): \(found.map(\.message))")
        }
        // The same title written out: a certain break.
        let written = try #require(try Self.breaks(#"Link("v1.9.0 (341) and more", destination: URL(string: "https://example.com")!).frame(width: 60)"#, se).first { $0.kind == .squeezed })
        #expect(!written.runTimeText && !written.isBorderline)
    }

    /// A conversion the model cannot show inside an interpolation (`"\(Int(seconds))s"`) is a
    /// run-time part laid out as a number, not as its source text (sample 6: yattee's and
    /// Unwatched's seek settings measured "Int(seekSeconds)s" as one word).
    @Test func aConversionInAnInterpolationIsARunTimeNumber() throws {
        let source = #"struct V: View { let seconds: Double; var body: some View { Text("\(Int(seconds))s").frame(width: 40) } }"#
        let root = try SwiftUISource.parse(source, fileName: "V.swift").root
        let text = try #require(Self.texts(root).first)
        #expect(text == "12s")
        #expect(StressCheck.breaks(of: root, in: try Self.config("iphone-se", .portrait)).filter { $0.kind == .squeezed || $0.kind == .truncated }.isEmpty)
    }

    static func texts(_ node: ViewNode) -> [String] {
        ((node.layout as? TextLayout).map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    /// A view whose size is the model's guess claims no break: an opaque value's view (the
    /// 44 × 44 guess) overflowing a 15 pt frame, and a text inside a modifier the input does not
    /// declare (it may set a fixed font), cut at accessibility 5 (sample 6: 49EuroTravel's
    /// symbol enum and its generic text-style modifier). The same layouts written out break.
    @Test func aGuessedSizeClaimsNoBreak() throws {
        let se = try Self.config("iphone-se", .portrait), big = try Self.config("iphone-se", .portrait, .accessibility5)
        let opaque = "struct V: View { let symbol: Symbol; var body: some View { symbol.view.frame(width: 15, height: 15) } }"
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(opaque, fileName: "V.swift").root, in: se).isEmpty)
        #expect(try Self.breaks("Color.red.frame(width: 44, height: 44).frame(width: 15, height: 15)", se).contains { $0.kind == .overflow })
        let styled = #"struct V: View { let style: Style; var body: some View { Text("What does this colorful line mean?").lineLimit(1).modifier(style) } }"#
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(styled, fileName: "V.swift").root, in: big).isEmpty)
        #expect(try Self.breaks(#"Text("What does this colorful line mean?").lineLimit(1)"#, big).contains { $0.kind == .truncated })
        // A tap target's own size does not hang on a guessed sibling: a 20 pt button beside an
        // opaque view is still small; one whose label is opaque is not claimed.
        let beside = #"struct V: View { let symbol: Symbol; var body: some View { HStack { symbol.view; Button("A") {}.frame(width: 20, height: 20) } } }"#
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(beside, fileName: "V.swift").root, in: se).contains { $0.kind == .smallTarget })
        let inside = #"struct V: View { let symbol: Symbol; var body: some View { Button { } label: { symbol.view } } }"#
        #expect(!StressCheck.breaks(of: try SwiftUISource.parse(inside, fileName: "V.swift").root, in: se).contains { $0.kind == .smallTarget })
        // A frame of a fixed size around the guess is that size whatever the guess (sample 6:
        // 49EuroTravel's 20 × 20 symbol buttons).
        let framed = #"struct V: View { let symbol: Symbol; var body: some View { Button { } label: { symbol.view.frame(width: 20, height: 20) } } }"#
        #expect(StressCheck.breaks(of: try SwiftUISource.parse(framed, fileName: "V.swift").root, in: se).contains { $0.kind == .smallTarget })
    }

    // MARK: overflow

    /// Two 200 pt columns and the HStack's 8 pt spacing: 408 pt.
    static let twoColumns = "HStack { Color.red.frame(width: 200); Color.blue.frame(width: 200) }"

    @Test func twoFixedColumnsWiderThanThePhoneOverflowByTheirExcess() throws {
        let found = try Self.breaks(Self.twoColumns, Self.config("iphone-se", .portrait))
        let over = try #require(found.first { $0.kind == .overflow })
        #expect(over.margin == 408 - 375)
        // No single column carries the excess: the HStack is the view that breaks.
        #expect(over.view.hasPrefix("HStack"))
        #expect(over.location?.line == 1 && over.location?.column == 1)
        #expect(try Self.breaks(Self.twoColumns, Self.config("iphone-se", .landscape)).filter { $0.kind == .overflow }.isEmpty)
    }

    /// A view that cannot shrink, given less than its width as the stack's first share, is no
    /// overflow while the stack holds it: the stack gives it its width and the flexible sibling
    /// the rest (sample 7: an icon beside a text field, a label beside a flexible text). Wider
    /// than the whole row, it is one.
    @Test func aFixedViewLargerThanItsFirstShareIsNoOverflow() throws {
        let se = try Self.config("iphone-se", .portrait)
        let row = "HStack { Color.red.frame(width: 250, height: 20); Color.blue.frame(minWidth: 10, maxWidth: .infinity, maxHeight: 20) }"
        #expect(try Self.breaks(row, se).filter { $0.kind == .overflow }.isEmpty)
        let tooWide = "HStack { Color.red.frame(width: 400, height: 20); Color.blue.frame(minWidth: 10, maxWidth: .infinity, maxHeight: 20) }"
        #expect(try Self.breaks(tooWide, se).contains { $0.kind == .overflow })
    }

    @Test func theOverflowIsLocatedAtTheViewThatCarriesAllOfIt() throws {
        let body = "VStack {\n    Text(\"Title\")\n    Color.red.frame(width: 420)\n}"
        let over = try #require(try Self.breaks(body, Self.config("iphone-se", .portrait)).first { $0.kind == .overflow })
        #expect(over.view == "frame(width: 420)")
        #expect(over.location?.line == 3)
        #expect(over.margin == 420 - 375)
    }

    @Test func aScrollViewScrollsWhatWouldOverflowOnItsAxis() throws {
        let body = "ScrollView(.horizontal) { \(Self.twoColumns) }"
        #expect(try Self.breaks(body, Self.config("iphone-se", .portrait)).filter { $0.kind == .overflow }.isEmpty)
        // Landscape is 375 tall: a 400 pt column overflows the height a vertical scroll view would scroll.
        let tall = "VStack { Color.red.frame(height: 400) }"
        #expect(try Self.breaks(tall, Self.config("iphone-se", .landscape)).map(\.kind) == [.overflow])
        #expect(try Self.breaks("ScrollView { \(tall) }", Self.config("iphone-se", .landscape)).isEmpty)
    }

    /// Across its axis a scroll view is as long as its content (§12.2): two columns wider than
    /// the phone widen a vertical scroll view, and the break is the HStack inside it, not the
    /// modifier around the scroll view (sample 5: a row of buttons at accessibility 5 was
    /// reported at the screen's `navigationTitle`).
    @Test func contentWiderThanAVerticalScrollViewOverflowsAcrossIt() throws {
        let body = "ScrollView { \(Self.twoColumns) }\n    .navigationTitle(\"Remote\")"
        let over = try #require(try Self.breaks(body, Self.config("iphone-se", .portrait)).first { $0.kind == .overflow })
        #expect(over.view.hasPrefix("HStack"), "\(over.view)")
        #expect(over.margin == 408 - 375)
        #expect(try Self.breaks(body, Self.config("iphone-se", .landscape)).filter { $0.kind == .overflow }.isEmpty)
    }

    /// A resizable image of unknown proportions filling a scroll view's unbounded axis has no
    /// finite size in the model (its natural size is not in the source): no break is claimed.
    @Test func anUnmeasurableViewDoesNotOverflow() throws {
        let body = #"ScrollView { VStack { Image("photo").resizable().aspectRatio(contentMode: .fill) } }"#
        let tree = try Self.tree(body)
        let engine = LayoutEngine(ViewNode(SafeAreaRootLayout(device: try Self.config("iphone-se", .portrait).device), children: [tree], isSynthetic: true))
        _ = engine.place(in: ProposedViewSize(width: 375, height: 667))
        let unbounded = (0..<engine.nodeCount).contains { !engine.frame(of: $0).width.isFinite || !engine.frame(of: $0).height.isFinite }
        let found = try Self.breaks(body, Self.config("iphone-se", .portrait))
        #expect(unbounded || found.isEmpty, "the fixture is meant to give an unbounded frame")
        #expect(found.filter { $0.kind == .overflow }.isEmpty, "\(found.map(\.message))")
    }

    /// A List takes the width it is offered whatever its rows need: a row wider than the screen
    /// overflows its row, and the break is at the view written in the row, not at the List or
    /// the row the List adds.
    @Test func aListTakesTheWidthItIsOffered() throws {
        let found = try Self.breaks("List { Color.red.frame(width: 420, height: 20) }", Self.config("iphone-se", .portrait))
        #expect(found.map(\.view) == ["frame(width: 420, height: 20)"], "\(found.map(\.message))")
    }

    @Test func anOverlayDoesNotOverflow() throws {
        let body = "Color.red.frame(width: 40, height: 40).overlay { Color.blue.frame(width: 400, height: 10) }"
        #expect(try Self.breaks(body, Self.config("iphone-se", .portrait)).isEmpty)
    }

    // MARK: squeezed

    /// "Settings" beside a 340 pt column on the SE: it gets the 35 pt left, narrower than the word.
    static let squeezedWord = "HStack(spacing: 0) { Text(\"Settings\"); Color.red.frame(width: 340) }"

    @Test func aTextNarrowerThanItsLongestWordIsSqueezed() throws {
        let found = try Self.breaks(Self.squeezedWord, Self.config("iphone-se", .portrait))
        let squeezed = try #require(found.first { $0.kind == .squeezed })
        #expect(squeezed.view == #"Text("Settings")"#)
        let word = TextLayout("Settings").model.measure(.unspecified).size.width
        #expect(abs(squeezed.margin - (word - 35)) < 0.01)
        #expect(try Self.breaks(Self.squeezedWord, Self.config("iphone-se", .landscape)).filter { $0.kind == .squeezed }.isEmpty)
    }

    @Test func aButtonNarrowerThanItsTitleIsSqueezed() throws {
        let body = "HStack(spacing: 0) { Button(\"Add to favourites\") { }; Color.red.frame(width: 300) }"
        let found = try Self.breaks(body, Self.config("iphone-se", .portrait))
        #expect(found.contains { $0.kind == .squeezed && $0.view.hasPrefix("Button") }, "\(found.map(\.message))")
        #expect(try Self.breaks(body, Self.config("ipad-mini", .portrait)).filter { $0.kind == .squeezed }.isEmpty)
    }

    @Test func aWrappingParagraphIsNotSqueezed() throws {
        let body = "Text(\"\(String(repeating: "wrap ", count: 80))\")"
        #expect(try Self.breaks(body, Self.config("iphone-se", .portrait)).isEmpty)
    }

    /// A ContentUnavailableView's title is centred text that wraps (our model: its parts are
    /// laid out at their own height; sample 7, #4, #8 and #24): a Label title there, in a column
    /// beside a 200 pt one, wraps without a break; the same Label beside it outside one is a
    /// titled control squeezed.
    @Test func aContentUnavailableViewTitleWrapsByDesign() throws {
        let title = "Nothing bookmarked in this library yet"
        let unavailable = """
            HStack(spacing: 0) {
                ContentUnavailableView { Label("\(title)", systemImage: "bookmark") } description: { Text("Bookmark a video to find it here.") }
                Color.red.frame(width: 200)
            }
            """
        let se = try Self.config("iphone-se", .portrait)
        let wrapped = try Self.breaks(unavailable, se)
        #expect(wrapped.isEmpty, "\(wrapped.map(\.message))")
        let plain = "HStack(spacing: 0) { Label(\"\(title)\", systemImage: \"bookmark\"); Color.red.frame(width: 200) }"
        #expect(try Self.breaks(plain, se).contains { $0.kind == .squeezed && $0.view.hasPrefix("Label") })
        // In the SE's landscape height at accessibility5 the title form's title is not cut to
        // a line: it wraps, and the view's parts are drawn past its edges instead.
        let description = String(repeating: "Bookmark a video to find it here. ", count: 6)
        let titled = "ContentUnavailableView(\"\(title)\", systemImage: \"bookmark\", description: Text(\"\(description)\"))"
        let short = try Self.breaks(titled, Self.config("iphone-se", .landscape, .accessibility5))
        #expect(!short.contains { $0.kind == .truncated }, "\(short.map(\.message))")
        #expect(short.contains { $0.kind == .overflow }, "\(short.map(\.message))")
        #expect(try Self.breaks(titled, Self.config("iphone-se", .portrait)).isEmpty)
        // A Label in its label has its icon above its title, which gets the whole width: at
        // accessibility5 in the pseudo-translation, no word of it breaks (beside the icon,
        // "Results" lengthened did: sample 7 #4, yattee).
        let search = #"ContentUnavailableView { Label("No Results", systemImage: "magnifyingglass") } description: { Text("Try another search.") }"#
        let large = try Self.breaks(search, Self.config("iphone-se", .portrait, .accessibility5, .pseudo()))
        #expect(large.isEmpty, "\(large.map(\.message))")
    }

    /// A text field truncates its one line; one with `axis: .vertical` wraps it and grows (sample
    /// 9 #8: instagram's message field, reported as truncated).
    @Test func aVerticalTextFieldWrapsRatherThanTruncates() throws {
        let placeholder = "Write a message to everyone in this conversation, as long as you like"
        let field = "TextField(\"\(placeholder)\", text: .constant(\"\"))"
        let se = try Self.config("iphone-se", .portrait)
        #expect(try Self.breaks(field, se).map(\.kind) == [.truncated])
        let vertical = "TextField(\"\(placeholder)\", text: .constant(\"\"), axis: .vertical)"
        #expect(try Self.breaks(vertical, se).isEmpty)
        let frame = LayoutEngine(try Self.tree(vertical)).sizeThatFits(ProposedViewSize(width: 300, height: nil))
        let line = LayoutEngine(try Self.tree(field)).sizeThatFits(ProposedViewSize(width: 300, height: nil))
        #expect(frame.height > line.height, "\(frame) \(line)")
        // Past its line limit it scrolls: no line is cut with an ellipsis.
        let long = String(repeating: "\(placeholder) ", count: 4)
        #expect(try Self.breaks("TextField(\"\(long)\", text: .constant(\"\"), axis: .vertical).lineLimit(2)", se).isEmpty)
        #expect(try Self.breaks("Text(\"\(long)\").lineLimit(2)", se).map(\.kind) == [.truncated])
    }

    // MARK: small-target

    @Test func aTextButtonIsASmallTapTargetAtTheDefaultSize() throws {
        let body = #"Button("OK") { }"#
        let small = try #require(try Self.breaks(body, Self.config("iphone-se", .portrait)).first { $0.kind == .smallTarget })
        // Its height is the text's line, 20.33 pt at 17 pt (docs/text-metrics.md): 44 − 20.33.
        #expect(abs(small.margin - (44 - 20.333)) < 0.01)
        // At accessibility5 the title's line is taller and wider than 44 pt.
        #expect(try Self.breaks(body, Self.config("iphone-se", .portrait, .accessibility5)).filter { $0.kind == .smallTarget }.isEmpty)
    }

    @Test func aButtonInAListRowIsNotASmallTarget() throws {
        #expect(try Self.breaks(#"List { Button("OK") { } }"#, Self.config("iphone-se", .portrait)).isEmpty)
    }

    /// A style the model does not know (a package's) may pad the label to any size: no claim.
    @Test func aButtonInAStyleTheModelDoesNotKnowIsNotASmallTarget() throws {
        #expect(try Self.breaks(#"Button("OK") { }.buttonStyle(PillButtonStyle())"#, Self.config("iphone-se", .portrait)).isEmpty)
        #expect(try Self.breaks(#"Button("OK") { }.buttonStyle(.plain)"#, Self.config("iphone-se", .portrait)).map(\.kind) == [.smallTarget])
    }

    @Test func aMacWindowHasNoTapTargets() throws {
        #expect(try Self.breaks(#"Button("OK") { }"#, Self.config("mac", .landscape)).filter { $0.kind == .smallTarget }.isEmpty)
    }

    // MARK: the matrix

    @Test func breaksAreMergedOverTheMatrixWithTheLargestMargin() throws {
        let configurations = StressMatrix().configurations()
        // 3 devices × 2 orientations × 3 text sizes × 2 languages.
        #expect(configurations.count == 36)
        let found = StressCheck.breaks(of: try Self.tree(Self.twoColumns), in: configurations)
        let over = try #require(found.first { $0.kind == .overflow })
        #expect(over.of == 36)
        // Only the SE in portrait is narrower than 408 pt (its 375; the others are 440 and more),
        // in each text size and language: 6 configurations.
        #expect(over.count == 6)
        #expect(over.margin == 33)
        // A view that breaks on both axes in a configuration counts it once.
        let square = StressCheck.breaks(of: try Self.tree("Color.red.frame(width: 800, height: 800)"), in: configurations)
        #expect(square.allSatisfy { $0.count <= $0.of })
    }

    /// The matrix compiles a tree once per text size and language and lays it out on each
    /// device (`LayoutEngine.replaceScreen(with:)`), and skips a language where no text has a letter:
    /// each configuration's breaks are those of laying it out on its own.
    @Test func theSharedLayoutsFindWhatEachLayoutFinds() throws {
        let configurations = StressMatrix().configurations()
        for body in [Self.twoColumns, Self.squeezedWord, Self.longLine, #"Button("OK") { }"#, "Color.red.frame(width: 400, height: 400)"] {
            let tree = try Self.tree(body)
            let shared = StressCheck.each(tree, configurations)
            for (index, configuration) in configurations.enumerated() {
                let alone = StressCheck.breaks(of: tree, in: configuration)
                #expect(shared[index].map(\.message) == alone.map(\.message), "\(body) in \(configuration.setting)")
            }
        }
    }

    @Test func thePseudoTranslationLengthensEachWordByTwoFifthsOfItsLetters() {
        #expect(TextLanguage.pseudo().translated("Save changes") == "SaveSa changescha")
        #expect(TextLanguage.pseudo().translated("3 items") == "3 itemsit")
        #expect(TextLanguage.pseudo().translated("") == "")
    }
}
