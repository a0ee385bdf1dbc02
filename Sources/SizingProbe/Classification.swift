import LayoutCore

/// One sizing question asked by the probe and its answer: `(1000 × ∞) → (1000 × 20)`.
public struct ProbeAnswer: Hashable, Sendable, CustomStringConvertible {
    /// Which substituted child the question was asked with (`Color`, `Text`, `Color + Text`),
    /// nil for a simple view.
    public var subject: String?
    public var proposal: ProposedViewSize
    public var answer: Size

    public init(subject: String? = nil, proposal: ProposedViewSize, answer: Size) {
        self.subject = subject
        self.proposal = proposal
        self.answer = answer
    }

    public var description: String {
        (subject.map { "with \($0): " } ?? "") + "\(proposal) → \(answer)"
    }
}

/// Something the probe noticed beyond exp / hug / neu.
public struct ProbeNote: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Grows with small offers up to a fixed maximum (`frame(maxWidth: 200)`); reported as
        /// hug, as seed 002 classifies finite maxima.
        case bounded
        /// Answers more than offered for large offers (aspect fill): reported as exp.
        case overflow
        /// Answers exactly 10 whatever the offer: SwiftUI's placeholder for a dimension it could
        /// not determine (seed 002, "Ambiguous Layouts"), e.g. `Color.red.fixedSize()`.
        case ambiguous10
        /// Expands on both axes but, in a canvas, fills only one of them (aspect fit, Circle).
        case fillsOneAxis
        /// The answers fit none of the patterns: the raw evidence is the classification.
        case irregular
        /// Substitution: hugs with an expanding child and expands with a hugging one.
        case inverted
        /// Substitution: a neutral container does not expand with mixed children although one
        /// of them expands (it ignores some children).
        case mixedChildren
    }
    public var kind: Kind
    public var axis: Axis?
    /// The bound of `bounded`, the placeholder of `ambiguous10`.
    public var value: Double?
    /// The substituted child the note was seen with.
    public var subject: String?
    public var detail: String

    public init(_ kind: Kind, axis: Axis?, value: Double? = nil, subject: String? = nil, detail: String) {
        self.kind = kind
        self.axis = axis
        self.value = value
        self.subject = subject
        self.detail = detail
    }

    /// `ambiguous-10 (h): …`.
    public var description: String {
        let name: String
        switch kind {
        case .bounded: name = "bounded"
        case .overflow: name = "overflow"
        case .ambiguous10: name = "ambiguous-10"
        case .fillsOneAxis: name = "fills-one-axis"
        case .irregular: name = "irregular"
        case .inverted: name = "inverted"
        case .mixedChildren: name = "mixed-children"
        }
        let where_ = [axis.map(\.letter), subject.map { "with \($0)" }].compactMap { $0 }.joined(separator: ", ")
        return "\(name)\(where_.isEmpty ? "" : " (\(where_))"): \(detail)"
    }
}

/// The derived classification of one view, modifier or container form.
public struct Classification: Sendable, CustomStringConvertible {
    /// How it was derived.
    public enum Method: String, Sendable {
        /// §13.2: the view's own answers.
        case simple
        /// §13.3: the answers with an expanding, a hugging (and mixed) children substituted.
        case substitution
    }
    /// The behavior on each axis: `h-exp, v-hug`.
    public var behaviors: AxisBehaviors
    /// Whether the view's own answers decided (simple) or substituted children's (composed).
    public var method: Method
    /// What was unusual on the way: a bounded axis, an overflow, an ambiguous answer.
    public var notes: [ProbeNote]
    /// Every question asked and its answer, in order.
    public var evidence: [ProbeAnswer]

    public init(behaviors: AxisBehaviors, method: Method, notes: [ProbeNote] = [], evidence: [ProbeAnswer] = []) {
        self.behaviors = behaviors
        self.method = method
        self.notes = notes
        self.evidence = evidence
    }

    /// The behavior on the horizontal axis.
    public var horizontal: Behavior { behaviors.horizontal }
    /// The behavior on the vertical axis.
    public var vertical: Behavior { behaviors.vertical }
    /// The behavior on `axis`.
    public subscript(axis: Axis) -> Behavior { behaviors[axis] }

    /// Whether a note of `kind` was made (on `axis`, if given).
    public func hasNote(_ kind: ProbeNote.Kind, axis: Axis? = nil) -> Bool {
        notes.contains { $0.kind == kind && (axis == nil || $0.axis == axis) }
    }

    /// `h-exp, v-hug`, then one note per line.
    public var description: String {
        ([behaviors.description] + notes.map { "  note: \($0)" }).joined(separator: "\n")
    }

    /// The evidence, one answer per line.
    public var evidenceDescription: String { evidence.map(\.description).joined(separator: "\n") }
}
