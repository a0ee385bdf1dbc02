import LayoutCore
import SwiftUISource
import Testing

/// Which strings SwiftUI translates, and the text a translated one is laid out with. SwiftUI's
/// `Text` and controls translate a literal (their `LocalizedStringKey` initializers) and show a
/// `String` value as it is (the `StringProtocol` ones: "doesn't localize the string",
/// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4); a string made
/// translated from a key (`String(localized:)`, `NSLocalizedString`) shows its key's translation,
/// the key itself where the project has none, or its default value where the call gives one
/// (https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)).
@Suite struct LocalizedStringTests {
    /// The first `Text` of the view `body` declares, as `(string, translated, run-time)`.
    static func text(_ file: String) throws -> (String, Bool, Bool) {
        var stack = [try SwiftUISource.parse(file, fileName: "V.swift").root]
        while let node = stack.popLast() {
            if let text = node.layout as? TextLayout { return (text.string, text.isLocalized, node.isRunTimeText) }
            stack.append(contentsOf: node.children.reversed())
        }
        throw SourceTestError("no Text in \(file)")
    }

    struct SourceTestError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func aStringMadeFromAKeyIsItsKeyTranslated() throws {
        #expect(try Self.text(#"Text(String(localized: "settings.title"))"#) == ("settings.title", true, false))
        #expect(try Self.text(#"Text(NSLocalizedString("settings.title", comment: "the screen's title"))"#) == ("settings.title", true, false))
        #expect(try Self.text(#"Text(LocalizedStringKey("settings.title"))"#) == ("settings.title", true, false))
        #expect(try Self.text(#"Text(String(localized: "settings.title", defaultValue: "Settings"))"#) == ("Settings", true, false))
    }

    @Test func anotherStringMadeAtRunTimeIsARunTimeText() throws {
        let (_, translated, runTime) = try Self.text(#"struct V: View { let n: Int; var body: some View { Text(String(describing: n)) } }"#)
        #expect(!translated && runTime)
    }

    @Test func aLocalizedStringKeyPropertyIsTranslatedAStringOneIsNot() throws {
        let key = #"struct V: View { let title: LocalizedStringKey = "settings.title"; var body: some View { Text(title) } }"#
        #expect(try Self.text(key) == ("settings.title", true, false))
        let string = #"struct V: View { let title: String = "Settings"; var body: some View { Text(title) } }"#
        #expect(try Self.text(string) == ("Settings", false, false))
        let parameter = #"""
            struct Row: View {
                let footer: () -> Text
                init(footer: LocalizedStringKey) { self.footer = { Text(footer) } }
                var body: some View { footer() }
            }
            struct V: View { var body: some View { Row(footer: "settings.footer") } }
            """#
        #expect(try Self.text(parameter) == ("settings.footer", true, false))
        let control = #"struct V: View { let title: LocalizedStringKey = "settings.title"; var body: some View { Button(title) {} } }"#
        let button = try #require(try SwiftUISource.parse(control, fileName: "V.swift").root.firstLayout(ButtonLayout.self))
        #expect(button.titleIsLocalized)
    }
}

extension ViewNode {
    /// The first layout of type `T` in the tree, depth first.
    func firstLayout<T: Layout>(_ type: T.Type) -> T? {
        if let found = layout as? T { return found }
        for child in children { if let found = child.firstLayout(type) { return found } }
        return nil
    }
}
