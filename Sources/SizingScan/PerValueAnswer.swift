import LayoutCore
import SwiftUISource

/// A behavior that holds except under a condition: `h-hug, v-hug when items = empty`.
public struct ScanException: Hashable, Sendable, CustomStringConvertible {
    /// Every outcome here, together, gives ``behaviors`` (whatever the other values are).
    public var conditions: [Choice]
    public var behaviors: AxisBehaviors

    public init(conditions: [Choice], behaviors: AxisBehaviors) {
        self.conditions = conditions
        self.behaviors = behaviors
    }

    /// `h-hug, v-hug when items = empty and user.bio = nil`
    public var description: String {
        "\(behaviors) when " + conditions.map(\.description).joined(separator: " and ")
    }
}

/// The answer of a view whose trees differ with run-time values, said as a person would: the
/// answer of the first combination explored (every value at its first outcome: the author's
/// default, a collection with several elements, an optional with a value), then each other
/// answer with the fewest outcomes that decide it. Combinations that agree with the default are
/// not listed.
///
/// Steps:
/// 1. the default: the first combination's answer;
/// 2. for each other answer, in the order met, the combinations that give it;
/// 3. cover them with conditions: one outcome, else two, that every combination meeting them
///    gives this answer (a condition that ever gives another answer is not one; a combination
///    that does not read a value of the condition meets it whatever that value is), the fewest
///    outcomes first and the most combinations covered next;
/// 4. a combination no such condition covers is said by the outcomes where it departs from the
///    default when they decide it, else by all its outcomes.
enum PerValueAnswer {
    typealias Combination = (choices: [Choice], behaviors: AxisBehaviors)

    /// The default answer and its exceptions; nil for no combinations.
    static func answer(_ combinations: [Combination]) -> (standard: AxisBehaviors, exceptions: [ScanException])? {
        // 1.
        guard let first = combinations.first else { return nil }
        // 2.
        var others: [AxisBehaviors] = []
        for c in combinations where c.behaviors != first.behaviors && !others.contains(c.behaviors) { others.append(c.behaviors) }
        // 3–4.
        let exceptions = others.flatMap { answer in
            cover(combinations.indices.filter { combinations[$0].behaviors == answer }, giving: answer, combinations, default: first.choices)
        }
        return (first.behaviors, exceptions)
    }

    /// Steps 3–4 for one answer: conditions that together cover `targets`.
    static func cover(_ targets: [Int], giving answer: AxisBehaviors, _ combinations: [Combination], default standard: [Choice]) -> [ScanException] {
        /// Every combination that may meet `condition` gives `answer`.
        func decides(_ condition: [Choice]) -> Bool {
            combinations.allSatisfy { !mayMeet($0.choices, condition) || $0.behaviors == answer }
        }
        let candidates = conditions(departingFrom: standard, in: targets.map { combinations[$0].choices }).filter(decides)
        var uncovered = Set(targets)
        var out: [ScanException] = []
        while !uncovered.isEmpty {
            // 3. The fewest outcomes, then the most combinations still uncovered, then the first met.
            let best = candidates
                .map { condition in (condition, uncovered.filter { meets(combinations[$0].choices, condition) }.count) }
                .filter { $0.1 > 0 }
                .min { ($0.0.count, -$0.1) < ($1.0.count, -$1.1) }
            if let (condition, _) = best {
                out.append(ScanException(conditions: condition, behaviors: answer))
                uncovered = uncovered.filter { !meets(combinations[$0].choices, condition) }
                continue
            }
            // 4.
            guard let next = uncovered.min() else { break }
            let choices = combinations[next].choices
            let departures = choices.filter { !standard.contains($0) }
            let condition = !departures.isEmpty && decides(departures) ? departures : choices
            out.append(ScanException(conditions: condition, behaviors: answer))
            uncovered = uncovered.filter { !meets(combinations[$0].choices, condition) }
        }
        return out
    }

    /// Conditions of one or two outcomes that depart from the default, met by some target, in
    /// the order the targets' choices list them.
    static func conditions(departingFrom standard: [Choice], in targets: [[Choice]]) -> [[Choice]] {
        var singles: [Choice] = []
        for choices in targets {
            for choice in choices where !standard.contains(choice) && !singles.contains(choice) { singles.append(choice) }
        }
        var out = singles.map { [$0] }
        for (i, a) in singles.enumerated() {
            for b in singles[(i + 1)...] where a.value != b.value && targets.contains(where: { $0.contains(a) && $0.contains(b) }) {
                out.append([a, b])
            }
        }
        return out
    }

    /// Whether `choices` takes every outcome of `condition`.
    static func meets(_ choices: [Choice], _ condition: [Choice]) -> Bool {
        condition.allSatisfy(choices.contains)
    }

    /// Whether a combination with `choices` holds under `condition`: it takes each outcome of
    /// the condition or never reads that value. A tree that never reads `isEditing` (the
    /// branch reading it was not taken) is built whatever `isEditing` is, so a condition naming
    /// `isEditing` decides an answer only if such trees give it too.
    static func mayMeet(_ choices: [Choice], _ condition: [Choice]) -> Bool {
        condition.allSatisfy { c in choices.contains(c) || !choices.contains { $0.value == c.value } }
    }
}
