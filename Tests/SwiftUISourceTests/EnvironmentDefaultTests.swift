import LayoutCore
import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftUISource

/// A custom environment value starts from the default its key declares (`Translator+
/// EnvironmentDefaults`): the first tree is the view where no ancestor sets the value, and the
/// other outcomes are still explored. Expectations follow from Swift's and SwiftUI's rules: an
/// `EnvironmentKey`'s `defaultValue` (or an `@Entry`'s initial value) is what `@Environment`
/// reads when no ancestor sets the value.
@Suite struct EnvironmentDefaultTests {
    /// `Screen` reads the environment value `name` declared by `declaration`, and shows
    /// `Text("Set")` in the branch `condition` takes, `Text("Unset")` otherwise.
    static func source(_ declaration: String, property: String, condition: String) -> String {
        """
        import SwiftUI
        \(declaration)
        struct Screen: View {
            \(property)
            var body: some View {
                if \(condition) { Text("Set").frame(maxWidth: .infinity) } else { Text("Unset") }
            }
        }
        """
    }

    /// The text of each tree's branch, first tree first.
    static func branches(_ source: String) throws -> [String] {
        try Fixtures.evaluate(source).variants.map { $0.root.treeDescription.contains("\"Set\"") ? "Set" : "Unset" }
    }

    /// A nil default is not taken: an optional environment value is explored with a value first,
    /// as any optional (it is as often a dependency the root gives every screen).
    @Test func anOptionalKeyWithANilDefaultIsExploredWithAValueFirst() throws {
        let source = Self.source("""
            struct ErrorConfiguration { let error: Error? }
            private struct ErrorConfigurationKey: EnvironmentKey {
                static let defaultValue: ErrorConfiguration? = nil
            }
            extension EnvironmentValues {
                var errorConfig: ErrorConfiguration? {
                    get { self[ErrorConfigurationKey.self] }
                    set { self[ErrorConfigurationKey.self] = newValue }
                }
            }
            """, property: "@Environment(\\.errorConfig) private var config: ErrorConfiguration?", condition: "let error = config?.error")
        #expect(try Self.branches(source) == ["Set", "Unset"])
    }

    /// A member read through a value that starts as nil starts as nil: `selection?.title` of
    /// `@State var selection: Item? = nil`.
    @Test func aChainThroughANilStateStartsNil() throws {
        let source = Self.source("struct Item { var title: String? }", property: "@State private var selection: Item? = nil",
                                 condition: "let title = selection?.title")
        #expect(try Self.branches(source) == ["Unset", "Set"])
    }

    @Test func aBoolKeyStartsFromItsDefault() throws {
        for (value, expected) in [("false", ["Unset", "Set"]), ("true", ["Set", "Unset"])] {
            let source = Self.source("""
                private struct IsLoadingKey: EnvironmentKey { static let defaultValue: Bool = \(value) }
                extension EnvironmentValues {
                    var isLoading: Bool { self[IsLoadingKey.self] }
                }
                """, property: "@Environment(\\.isLoading) private var isLoading", condition: "isLoading")
            #expect(try Self.branches(source) == expected, "defaultValue \(value)")
        }
    }

    @Test func anEntryStartsFromItsValue() throws {
        let source = Self.source("""
            extension EnvironmentValues {
                @Entry var isCompact: Bool = false
            }
            """, property: "@Environment(\\.isCompact) private var isCompact", condition: "isCompact")
        #expect(try Self.branches(source) == ["Unset", "Set"])
    }

    /// A default the evaluator would have to compute (here a property of the device) is not
    /// taken: the value is explored as any run-time Bool, `true` first.
    @Test func aComputedDefaultIsNotTaken() throws {
        let source = Self.source("""
            private struct IsLoadingKey: EnvironmentKey {
                static var defaultValue: Bool { UIDevice.current.userInterfaceIdiom == .phone ? false : false }
            }
            extension EnvironmentValues {
                var isLoading: Bool { self[IsLoadingKey.self] }
            }
            """, property: "@Environment(\\.isLoading) private var isLoading", condition: "isLoading")
        #expect(try Self.branches(source) == ["Set", "Unset"])
    }

    @Test(arguments: [("nil", "nil"), ("false", "false"), ("12", "12"), ("1_000.5", "1000.5"), ("\"title\"", "\"title\""), (".compact", ".compact"),
                      ("Theme()", nil), ("a + 1", nil), ("\"a\\(b)\"", nil)])
    func constantsAreSpelled(expression: String, expected: String?) throws {
        let file = Parser.parse(source: "let x = \(expression)")
        let value = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value)
        #expect(Translator.constantValue(value)?.text == expected)
    }
}
