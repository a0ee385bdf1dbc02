import LayoutCore
import Testing
@testable import SwiftUISource

/// The time budget of one evaluation (`SourceProject.evaluate(…, timeLimit:now:)`): a view whose
/// exploration runs past it stops, says so and names the values it was exploring. No test
/// depends on the machine's speed: a limit of zero is met as soon as it is checked, and the
/// other tests inject a clock. The counts are our model's (the exploration's rules: one run per
/// combination of the run-time values the tree depends on).
@Suite struct ExplorationTimeLimitTests {
    /// `compact` × `highlighted` × `subtitle`: 8 combinations, each a distinct tree; small
    /// enough that its first run never reads the clock (fewer than 64 nestings).
    static let source = """
        struct Screen: View {
            @State private var compact = false
            @State private var highlighted = false
            let subtitle: String?
            var body: some View {
                VStack {
                    if compact { Text("Compact") } else { Text("One"); Text("Two") }
                    if highlighted { Text("Three").padding() }
                    if let subtitle { Text(subtitle).padding() }
                }
            }
        }
        """

    static func evaluate(_ source: String = source, timeLimit: Duration?, now: (() -> ContinuousClock.Instant)? = nil) throws -> SourceProject.Evaluation {
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        if let now { return project.evaluate(declaration, form: .view, timeLimit: timeLimit, now: now) }
        return project.evaluate(declaration, form: .view, timeLimit: timeLimit)
    }

    @Test func withoutALimitEveryCombinationIsExplored() throws {
        let evaluation = try Self.evaluate(timeLimit: nil)
        #expect(!evaluation.outOfTime)
        #expect(evaluation.variants.count == 8)
        #expect(evaluation.exploring.isEmpty)
    }

    @Test func aLimitOfZeroStopsAfterTheFirstCombinationNamingItsValues() throws {
        let evaluation = try Self.evaluate(timeLimit: .zero)
        #expect(evaluation.outOfTime)
        #expect(evaluation.runs == 1)
        // The first combination was built in full before the limit was checked.
        #expect(evaluation.variants.count == 1)
        #expect(evaluation.exploring.count == 3, "\(evaluation.exploring)")
        #expect(evaluation.exploring.contains { $0.contains("compact") }, "\(evaluation.exploring)")
        #expect(evaluation.exploring.contains { $0.contains("subtitle") }, "\(evaluation.exploring)")
    }

    @Test func aLargeViewStopsInsideItsFirstCombination() throws {
        // EarlierRunsReuseTests' screen builds four rows of four views and a modifier in its
        // first run: more than 64 nestings, so the clock is read, and the limit of zero is met
        // before the run ends. Nothing is kept of the unfinished run.
        let evaluation = try Self.evaluate(EarlierRunsReuseTests.source, timeLimit: .zero)
        #expect(evaluation.outOfTime)
        #expect(evaluation.runs == 0)
        #expect(evaluation.variants.isEmpty)
        #expect(evaluation.failures.isEmpty)
        #expect(evaluation.exploring.first?.contains("compact") == true, "\(evaluation.exploring)")
    }

    @Test func aClockThatDoesNotMoveNeverRunsOut() throws {
        // However slow the machine, the injected clock says no time passed.
        let frozen = ContinuousClock.now
        let evaluation = try Self.evaluate(timeLimit: .nanoseconds(1), now: { frozen })
        #expect(!evaluation.outOfTime)
        #expect(evaluation.variants.count == 8)
    }

    @Test func aClockThatRunsAnHourPerReadingStopsTheExploration() throws {
        let start = ContinuousClock.now
        let readings = Counter()
        let evaluation = try Self.evaluate(timeLimit: .seconds(10), now: { start + .seconds(3600 * readings.next()) })
        #expect(evaluation.outOfTime)
        #expect(evaluation.variants.count <= 1)
        #expect(evaluation.runs < 8)
    }

    final class Counter: @unchecked Sendable {
        private var value = 0
        func next() -> Int {
            defer { value += 1 }
            return value
        }
    }
}
