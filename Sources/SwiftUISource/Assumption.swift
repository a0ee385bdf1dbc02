/// What the model took for something the input does not show, as data: its kind, what it is
/// about, and the sentence the reporters print (`LazyImage is not declared in the scanned
/// files: assumed h-hug, v-hug`).
///
/// The scan, its reporters and an editor read the kind and the subject; only people read the
/// message.
public struct Assumption: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        /// A run-time value laid out with a representative: a number, a text, an alignment, a
        /// font, grid items (`width = 100 for the run-time value `w``).
        case representative
        /// A view whose layout the input does not show (a package's, UIKit's): a leaf of an
        /// assumed behavior.
        case opaqueView
        /// A view from a Swift package the scanned files do not hold, built from the package's
        /// descriptor (`Sources/SwiftUISource/Packages/`): the layout its source shows at the
        /// version the descriptor names (`KFImage` as a resizable `Image`).
        case packageView
        /// A view whose size code the model does not run decides (a representable's own
        /// `sizeThatFits`): laid out once expanding and once hugging, and the answer kept only
        /// where the two agree (``SourceOptions/undecidedViews``).
        case undecidedView
        /// An argument of SwiftUI's view that the model does not read.
        case unreadArgument
        /// A modifier laid out as if it were absent.
        case passedThrough
        /// Something SwiftUI does that the model approximates: a named coordinate space, a
        /// custom alignment or font, a colour.
        case approximation
    }

    public var kind: Kind
    /// What the assumption is about, as the code spells it: the run-time value (`user.name`),
    /// the view (`LazyImage`), the modifier (`padding`), the expression.
    public var subject: String
    /// The sentence the reporters print.
    public var message: String

    public init(_ kind: Kind, _ subject: String, _ message: String) {
        self.kind = kind
        self.subject = subject
        self.message = message
    }

    public var description: String { message }

    /// In the order of their messages, as the reporters list them.
    public static func < (a: Assumption, b: Assumption) -> Bool {
        (a.message, a.kind.rawValue, a.subject) < (b.message, b.kind.rawValue, b.subject)
    }
}
