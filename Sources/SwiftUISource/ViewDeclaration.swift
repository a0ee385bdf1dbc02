import LayoutCore

/// A view the input declares: `struct X: View`, a `PreviewProvider`, a `#Preview` block, or a
/// function in `extension View` returning `some View`. Issue 7 (custom view scanning) reads
/// the doc comments and locations from here.
public struct ViewDeclaration: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// `struct X: View { var body: some View { … } }`
        case view
        /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`
        case previewProvider
        /// `#Preview("Name") { … }`
        case previewMacro
        /// `extension View { func x() -> some View { … } }`
        case viewExtensionFunction
    }

    /// A stored property of a view struct.
    public struct Property: Hashable, Sendable {
        public var name: String
        /// The type as written (`String`, `Selection`), if written.
        public var type: String?
        /// The default value as written (`.a`, `"Hi"`), if any.
        public var defaultValue: String?
        /// The property wrapper (`State`, `Binding`, `Environment`, `ViewBuilder`), if any.
        public var wrapper: String?
        public var isLet: Bool
        public var location: SourceLocation
    }

    /// A parameter of an initializer or function.
    public struct Parameter: Hashable, Sendable {
        /// The argument label (`nil` for `_`).
        public var label: String?
        public var name: String
        public var type: String
        public var defaultValue: String?
        public var isViewBuilder: Bool
    }

    /// An initializer of a view struct (or the signature of an extension function).
    public struct Initializer: Hashable, Sendable {
        /// `init(@ViewBuilder label: @escaping () -> Label)`, as written, whitespace collapsed.
        public var signature: String
        public var parameters: [Parameter]
        public var docComment: String?
        public var location: SourceLocation
        public var hasBody: Bool
    }

    public var kind: Kind
    /// `CalendarView`, `Tag`, `ornatePictureFrame`, or the `#Preview` name (`Preview` if none).
    public var name: String
    public var fileName: String
    /// The location of the name (`struct CalendarView` → the `C`).
    public var location: SourceLocation
    /// The `///` or `/** */` comment above the declaration, markers removed, lines joined by "\n".
    public var docComment: String?
    /// Conformances as written (`View`, `PreviewProvider`).
    public var inheritedTypes: [String]
    /// Generic parameters as written (`Label: View`), then the conformances the `where` clause
    /// gives them (`Content: View`).
    public var genericParameters: String?
    public var properties: [Property]
    public var initializers: [Initializer]
    /// Whether the declaration has a `body` (`previews`, `#Preview` closure, function body
    /// with statements). Stubs whose body is only `// ...` have none.
    public var hasBody: Bool
    /// The first view of the body as written (`ZStack`, `HStack`, `Text`), if any.
    public var bodyRootName: String?
    /// Where the body's first statement starts.
    public var bodyLocation: SourceLocation?
    /// The body's source text, trimmed.
    public var bodySource: String?
    /// Whether the type is `public` or `open`: another module may use it.
    public var isPublic = false

    /// `view CalendarView at file.swift:3:8`
    public var description: String { "\(kind.rawValue) \(name) at \(fileName):\(location)" }
}
