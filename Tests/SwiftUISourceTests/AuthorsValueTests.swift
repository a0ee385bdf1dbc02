import LayoutCore
import SwiftUISource
import Testing

/// The outcome an exploration takes first is the author's value, also where the declaration has
/// no initializer: Swift's implicit `nil` of an optional `var`, and the `default:` of the key a
/// wrapper is keyed by (`@Default(.showIcons)`, sindresorhus/Defaults' spelling, as p0deje/Maccy
/// uses it). Expected choices follow from Swift's rules for stored properties.
@Suite struct AuthorsValueTests {
    /// The first evaluation's choices of `Screen`.
    static func firstChoices(_ source: String) throws -> [String] {
        let evaluation = try Fixtures.evaluate(source)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        return first.choices.map(\.description)
    }

    @Test func anOptionalVarStartsAsNil() throws {
        let source = """
            struct Screen: View {
                var icon: String?
                let title: String?
                var body: some View {
                    HStack {
                        if let icon { Image(systemName: icon) }
                        if let title { Text(title) }
                    }
                }
            }
            """
        // `var icon: String?` is nil unless a caller passes one; a `let` without a value has none.
        #expect(try Self.firstChoices(source) == ["icon = nil", "title = some"])
    }

    @Test func aWrapperKeyedByADeclaredKeyStartsAtTheKeysDefault() throws {
        let source = """
            enum Layout { case compact, large }
            extension Defaults.Keys {
                static let showIcons = Key<Bool>("showIcons", default: false)
                static let layout = Key<Layout>("layout", default: .large)
            }
            struct Screen: View {
                @Default(.showIcons) private var showIcons
                @Default(.layout) private var layout
                @Default(.unknown) private var unknown
                var body: some View {
                    VStack {
                        if showIcons { Spacer() }
                        if layout == .compact { Text("compact") }
                        if unknown { Text("unknown") }
                    }
                }
            }
            """
        let choices = try Self.firstChoices(source)
        #expect(choices == ["showIcons = false", "layout = .large", "unknown = true"])
    }

    /// fer0n/Unwatched's drop area: the view makes its model (`@State var model = DropModel()`),
    /// so the model's members start as its declaration gives them.
    @Test func aWrapperAnInitializerKeysStartsAtThatKeysDefault() throws {
        // The key made by a static function (sindresorhus/Plash's `PersistentlyHideableView`
        // has this shape; the code here is our own) or in place.
        let source = """
            struct Screen: View {
                static func key(id: String) -> Defaults.Key<Bool> { .init("hide_\\(id)", default: false) }
                @Default private var isHidden: Bool
                @Default private var isCompact: Bool
                init() {
                    self._isHidden = Default(Self.key(id: "tip"))
                    _isCompact = Default(Defaults.Key<Bool>("compact", default: true))
                }
                var body: some View {
                    if !isHidden { Text(isCompact ? "a" : "b") }
                }
            }
            """
        #expect(try Self.firstChoices(source) == ["isHidden = false", "isCompact = true"])
    }

    @Test func theMembersOfAModelTheViewMakesStartAsDeclared() throws {
        let source = """
            @Observable class DropModel {
                var isDragOver = false
                var result: Bool?
                var title = "Drop"
            }
            struct Screen: View {
                @State var model = DropModel()
                var body: some View {
                    VStack {
                        if model.isDragOver || model.result != nil { Spacer() }
                        Text(model.title)
                    }
                }
            }
            """
        let choices = try Self.firstChoices(source)
        #expect(choices.contains("model.isDragOver = false"), "\(choices)")
        #expect(choices.contains("model.result = nil"), "\(choices)")
    }
}
