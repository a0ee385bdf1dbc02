import LayoutCore
@testable import SizingScan
import SwiftUISource
import Testing

/// The answer of a view whose trees differ with run-time values: the default (the first
/// combination's) and each other answer with the fewest outcomes that decide it. The
/// combinations here are written by hand (our model of what the scan's exploration gives: every
/// value at its first outcome first, depth-first after).
@Suite struct PerValueAnswerTests {
    static let exp = AxisBehaviors(.exp, .hug)
    static let hug = AxisBehaviors(.hug, .hug)
    static let tall = AxisBehaviors(.hug, .exp)

    static func c(_ pairs: [(String, String)], _ b: AxisBehaviors) -> PerValueAnswer.Combination {
        (pairs.map { Choice(value: $0.0, outcome: $0.1) }, b)
    }

    /// Issue 36's example: `h-exp, v-hug` (`h-hug, v-hug` when `authors` is empty), while an
    /// unrelated Bool is explored both ways: the Bool is not named.
    @Test func oneDecidingValueAmongUnrelatedOnes() throws {
        var combinations: [PerValueAnswer.Combination] = []
        for authors in ["several", "one", "empty"] {
            for flag in ["true", "false"] {
                combinations.append(Self.c([("authors", authors), ("isExpanded", flag)], authors == "empty" ? Self.hug : Self.exp))
            }
        }
        let answer = try #require(PerValueAnswer.answer(combinations))
        #expect(answer.standard == Self.exp)
        #expect(answer.exceptions.map(\.description) == ["h-hug, v-hug when authors = empty"])
    }

    /// An answer that needs two outcomes together names both, and only those.
    @Test func twoOutcomesTogether() throws {
        var combinations: [PerValueAnswer.Combination] = []
        for bio in ["some", "nil"] {
            for compact in ["false", "true"] {
                for other in ["a", "b"] {
                    let b = bio == "nil" && compact == "true" ? Self.hug : Self.exp
                    combinations.append(Self.c([("user.bio", bio), ("isCompact", compact), ("style", other)], b))
                }
            }
        }
        let answer = try #require(PerValueAnswer.answer(combinations))
        #expect(answer.standard == Self.exp)
        #expect(answer.exceptions.map(\.description) == ["h-hug, v-hug when user.bio = nil and isCompact = true"])
    }

    /// A value read only in one branch (`isRich && isEditing`: `isEditing` is read only when
    /// `isRich` is true) does not decide an answer alone: the default tree never reads it and
    /// answers otherwise, so the condition names the branch too (p0deje/Maccy's `PinValueView`
    /// had `h-exp, v-exp when isEditing = true` and `h-exp, v-hug when isEditing = false`
    /// beside a default of `h-hug, v-hug`, which no reader can square).
    @Test func aValueTheDefaultNeverReadsIsNamedWithItsBranch() throws {
        let combinations = [
            Self.c([("isText", "false")], Self.hug),
            Self.c([("isText", "true"), ("isRich", "true"), ("isEditing", "true")], Self.tall),
            Self.c([("isText", "true"), ("isRich", "true"), ("isEditing", "false")], Self.exp),
            Self.c([("isText", "true"), ("isRich", "false")], Self.exp),
        ]
        let answer = try #require(PerValueAnswer.answer(combinations))
        #expect(answer.standard == Self.hug)
        #expect(answer.exceptions.map(\.description) == [
            // `isRich = true and isEditing = true` would hold for the default tree too, which
            // reads neither: the three outcomes together decide it.
            "h-hug, v-exp when isText = true and isRich = true and isEditing = true",
            "h-exp, v-hug when isText = true and isEditing = false",
            "h-exp, v-hug when isText = true and isRich = false",
        ])
    }

    /// Two other answers, each with its own value.
    @Test func eachOtherAnswerWithItsOwnCondition() throws {
        let combinations = [
            Self.c([("state", ".loaded")], Self.exp),
            Self.c([("state", ".loading")], Self.hug),
            Self.c([("state", ".failed")], Self.tall),
        ]
        let answer = try #require(PerValueAnswer.answer(combinations))
        #expect(answer.standard == Self.exp)
        #expect(answer.exceptions.map(\.description) == ["h-hug, v-hug when state = .loading", "h-hug, v-exp when state = .failed"])
    }

    /// Combinations that all agree give no exception; none give no answer.
    @Test func agreementHasNoExceptions() throws {
        let combinations = [Self.c([("isOn", "true")], Self.exp), Self.c([("isOn", "false")], Self.exp)]
        #expect(try #require(PerValueAnswer.answer(combinations)).exceptions.isEmpty)
        #expect(PerValueAnswer.answer([]) == nil)
    }

    /// On tables of three values (12 combinations, each given one of three answers: 3^12
    /// tables, every 1777th of them, about 300), every exception is sufficient (each combination
    /// that meets its condition gives its answer) and together they cover every combination that
    /// departs from the default answer.
    @Test func exceptionsAreSufficientAndCoverEveryDeparture() throws {
        let answers = [Self.exp, Self.hug, Self.tall]
        for table in stride(from: 0, to: 531_441, by: 1777) {
            var combinations: [PerValueAnswer.Combination] = []
            var digits = table
            for a in ["x", "y", "z"] {
                for b in ["true", "false"] {
                    for c in ["some", "nil"] {
                        combinations.append(Self.c([("a", a), ("b", b), ("c", c)], answers[digits % 3]))
                        digits /= 3
                    }
                }
            }
            let answer = try #require(PerValueAnswer.answer(combinations))
            #expect(answer.standard == combinations[0].behaviors)
            for exception in answer.exceptions {
                for combination in combinations where PerValueAnswer.meets(combination.choices, exception.conditions) {
                    #expect(combination.behaviors == exception.behaviors, "\(exception) is not sufficient")
                }
            }
            for combination in combinations where combination.behaviors != answer.standard {
                #expect(answer.exceptions.contains { $0.behaviors == combination.behaviors && PerValueAnswer.meets(combination.choices, $0.conditions) },
                        "\(combination) is not covered")
            }
        }
    }
}
