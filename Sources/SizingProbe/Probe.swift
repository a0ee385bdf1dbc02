import LayoutCore

/// Derives exp / hug / neu per axis from sizing answers alone (layout-rules §13).
///
/// Terminology (the words used once, here):
/// - K₁ = 1000 and K₂ = 1500: two large finite offers (raised for views whose ideal size is
///   not small next to them, so that a long Text is not wrapped by the probe: K₁ becomes the
///   smallest multiple of 1000 that is at least twice the ideal length, K₂ = 1.5 K₁);
/// - T(K) = the length on axis a for the proposal (a: K, b: ∞), the other axis unconstrained so
///   that a ratio-bound view can show it fills a;
/// - Z, X, N = the length for (a: 0 / ∞ / nil, b: K₁): the stack-style flexibility probes;
/// - C = the answer for the square canvas (K₁ × K₁), seed 002's visual test, plus the two
///   oblong canvases (K₁ × K₂), (K₂ × K₁).
/// Invariant: an expanding axis answers the offer for every large finite offer; a hugging axis
/// answers the same length for all of them.
public enum SizingProbe {
    /// The version of the derivation rules; catalog rows derived by the probe record it.
    public static let rulesVersion = "sizing-probe-rules/1 (layout-rules §13.1–13.4; K1=1000, K2=1500)"

    /// The large finite offers.
    public static let k1: Double = 1000
    public static let k2: Double = 1500

    /// The large offers for a view whose ideal size is `ideal`.
    public static func offers(forIdeal ideal: Size) -> (k1: Double, k2: Double) {
        let largest = [ideal.width, ideal.height].filter(\.isFinite).max() ?? 0
        let k = Swift.max(k1, (2 * largest / 1000).rounded(.up) * 1000)
        return (k, k * k2 / k1)
    }

    /// The expanding child substituted into composed views (§13.3).
    public static var expandingChild: ViewNode { Color.red.node }
    /// The hugging child substituted into composed views (§13.3).
    public static var huggingChild: ViewNode { Text("Test").node }

    // MARK: Simple views (§13.2)

    /// Classifies a simple view (or any concrete tree) from its own answers.
    public static func classify(_ view: some View) -> Classification {
        let engine = LayoutEngine(view)
        return classify(sizing: { engine.sizeThatFits($0) })
    }

    /// Classifies a sizing function: the two axes, then the canvas check.
    /// - Complexity: at most 20 sizing questions.
    public static func classify(subject: String? = nil, sizing f: (ProposedViewSize) -> Size) -> Classification {
        var evidence: [ProbeAnswer] = []
        func ask(_ p: ProposedViewSize) -> Size {
            let answer = f(p)
            // The same question can serve two probes (X of one axis is T of the other): record it once.
            if !evidence.contains(where: { $0.proposal == p }) {
                evidence.append(ProbeAnswer(subject: subject, proposal: p, answer: answer))
            }
            return answer
        }
        var notes: [ProbeNote] = []
        var behaviors = AxisBehaviors(.hug, .hug)
        let k = offers(forIdeal: ask(.unspecified))
        for axis in Axis.allCases {
            let probe = probeAxis(axis, k, ask)
            let (behavior, axisNotes) = classifyAxis(axis, probe, k, subject: subject)
            behaviors[axis] = behavior
            notes += axisNotes
        }
        if behaviors.horizontal == .exp && behaviors.vertical == .exp {
            notes += canvasCheck(k, ask, subject: subject)
        }
        return Classification(behaviors: behaviors, method: .simple, notes: notes, evidence: evidence)
    }

    /// The lengths on one axis, §13.1.
    struct AxisProbe {
        var t1, t2, zero, infinity, ideal: Double
        /// The length for half the constant length, when T was constant (the bounded check).
        var half: (offer: Double, length: Double)?
    }

    /// Step 1: ask T(K₁), T(K₂), Z, X, N, and the half-bound offer when T is constant.
    static func probeAxis(_ axis: Axis, _ k: (k1: Double, k2: Double), _ ask: (ProposedViewSize) -> Size) -> AxisProbe {
        let (k1, k2) = k
        let other = Double.infinity
        let t1 = ask(ProposedViewSize(axis, major: k1, minor: other))[axis]
        let t2 = ask(ProposedViewSize(axis, major: k2, minor: other))[axis]
        let z = ask(ProposedViewSize(axis, major: 0, minor: k1))[axis]
        let x = ask(ProposedViewSize(axis, major: .infinity, minor: k1))[axis]
        let n = ask(ProposedViewSize(axis, major: nil, minor: k1))[axis]
        var probe = AxisProbe(t1: t1, t2: t2, zero: z, infinity: x, ideal: n)
        if same(t1, t2), t1.isFinite, t1 > 0, t1 < k1 {
            let offer = t1 / 2
            probe.half = (offer, ask(ProposedViewSize(axis, major: offer, minor: other))[axis])
        }
        return probe
    }

    /// Step 2: the rules of §13.2, in order.
    static func classifyAxis(_ axis: Axis, _ p: AxisProbe, _ k: (k1: Double, k2: Double), subject: String?) -> (Behavior, [ProbeNote]) {
        let (k1, k2) = k
        let a = axis.letter
        // 1. Tracks the offer.
        if same(p.t1, k1) && same(p.t2, k2) { return (.exp, []) }
        // 2. At least the offer, not equal to it: overflow.
        if p.t1 >= k1 && p.t2 >= k2 {
            return (.exp, [ProbeNote(.overflow, axis: axis, subject: subject,
                detail: "answers \(Format.number(p.t1)) and \(Format.number(p.t2)) for offers of \(Format.number(k1)) and \(Format.number(k2)): more than offered")])
        }
        if same(p.t1, p.t2) {
            var notes: [ProbeNote] = []
            // 3. Bounded: follows small offers, constant for large ones.
            // (X > N: the ideal is not the maximum, unlike Text, which also follows small offers
            // by wrapping but whose ideal is its maximum.)
            if let half = p.half, same(half.length, half.offer), p.infinity > p.ideal, !same(p.infinity, p.ideal) {
                notes.append(ProbeNote(.bounded, axis: axis, value: p.t1, subject: subject,
                    detail: "follows the offer up to \(Format.number(p.t1)), then stays there (exp up to \(Format.number(p.t1)); hug for seed 002)"))
            }
            // The 10-point placeholder: constant 10 on every large offer and for nil.
            if same(p.t1, 10) && same(p.ideal, 10) {
                notes.append(ProbeNote(.ambiguous10, axis: axis, value: 10, subject: subject,
                    detail: "\(a)-length is 10 for every offer: SwiftUI's placeholder for a dimension it could not determine (an expanding view asked for its ideal size)"))
            }
            // 4. Hug.
            return (.hug, notes)
        }
        // 5. Anything else: keep the raw answers.
        let raw = "T(\(Format.number(k1))) = \(Format.number(p.t1)), T(\(Format.number(k2))) = \(Format.number(p.t2)), Z = \(Format.number(p.zero)), X = \(Format.number(p.infinity)), N = \(Format.number(p.ideal))"
        if p.t2 > p.t1 {
            return (.exp, [ProbeNote(.irregular, axis: axis, subject: subject, detail: "grows with the offer without matching it: \(raw)")])
        }
        return (.hug, [ProbeNote(.irregular, axis: axis, subject: subject, detail: "does not grow with the offer: \(raw)")])
    }

    /// Step 3: a view expanding on both axes need only fill one (seed 002); the square and
    /// oblong canvases show whether it fills both.
    static func canvasCheck(_ k: (k1: Double, k2: Double), _ ask: (ProposedViewSize) -> Size, subject: String?) -> [ProbeNote] {
        let (k1, k2) = k
        for canvas in [Size(width: k1, height: k1), Size(width: k1, height: k2), Size(width: k2, height: k1)] {
            let answer = ask(ProposedViewSize(canvas))
            let fillsWidth = same(answer.width, canvas.width) || answer.width > canvas.width
            let fillsHeight = same(answer.height, canvas.height) || answer.height > canvas.height
            if fillsWidth != fillsHeight {
                let filled: Axis = fillsWidth ? .horizontal : .vertical
                return [ProbeNote(.fillsOneAxis, axis: filled, subject: subject,
                    detail: "expands on both axes but fills only the \(filled.lengthName) of the canvas \(canvas): \(answer)")]
            }
        }
        return []
    }

    static func same(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        guard a.isFinite && b.isFinite else { return false }
        return abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }
}
