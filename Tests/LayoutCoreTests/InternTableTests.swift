import XCTest

@testable import LayoutCore

/// The sizing cache stores each distinct proposal and answer once (`InternTable`) and names it
/// by number: a number must always give back the very value it was given for (bit for bit),
/// however many values arrive and however the table grows.
final class InternTableTests: XCTestCase {
    func testEqualValuesShareANumberAndNumbersFollowArrival() {
        var table = InternTable<SizeBits>()
        let a = SizeBits(Size(width: 10, height: 20))
        let b = SizeBits(Size(width: 20, height: 10))
        XCTAssertEqual(table.number(of: a), 0)
        XCTAssertEqual(table.number(of: b), 1)
        XCTAssertEqual(table.number(of: a), 0)
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(table[1].size, Size(width: 20, height: 10))
    }

    /// Values are compared by bit pattern: −0 and 0 are two values, and the nil of a proposal
    /// (a NaN pattern) is one value, equal to itself.
    func testValuesAreKeptBitForBit() {
        var sizes = InternTable<SizeBits>()
        let zero = sizes.number(of: SizeBits(Size(width: 0, height: 5)))
        let negativeZero = sizes.number(of: SizeBits(Size(width: -0.0, height: 5)))
        XCTAssertNotEqual(zero, negativeZero)
        XCTAssertEqual(sizes[negativeZero].size.width.sign, .minus)

        var proposals = InternTable<ProposalBits>()
        let unspecified = proposals.number(of: ProposalBits(.unspecified))
        XCTAssertEqual(proposals.number(of: ProposalBits(ProposedViewSize(width: nil, height: nil))), unspecified)
        XCTAssertEqual(proposals[unspecified].proposal, .unspecified)
        let half = proposals.number(of: ProposalBits(ProposedViewSize(width: 0.5, height: nil)))
        XCTAssertEqual(proposals[half].proposal, ProposedViewSize(width: 0.5, height: nil))
    }

    /// 20,000 distinct proposals (the table grows many times over), then each asked again: the
    /// same numbers, the same values; then the table is emptied and numbers start again at 0.
    func testManyValuesSurviveGrowthAndRemoval() {
        var table = InternTable<ProposalBits>()
        var values: [ProposalBits] = []
        for i in 0..<20_000 {
            let height: Double? = i % 7 == 0 ? nil : Double(i % 100)
            values.append(ProposalBits(ProposedViewSize(width: Double(i) / 3, height: height)))
        }
        let numbers = values.map { table.number(of: $0) }
        XCTAssertEqual(numbers, (0..<Int32(20_000)).map { $0 })
        XCTAssertEqual(values.map { table.number(of: $0) }, numbers)
        XCTAssertEqual((0..<20_000).filter { table[Int32($0)] != values[$0] }, [])
        table.removeAll()
        XCTAssertEqual(table.count, 0)
        XCTAssertEqual(table.number(of: values[123]), 0)
        XCTAssertEqual(table.number(of: values[0]), 1)
    }

    /// An engine whose nodes are asked alike stores each proposal and answer once: a column of
    /// 200 equal rows in an iPhone's 390 × 844 holds 2,211 cached answers, but only 177 distinct
    /// proposals (the column offers each row its share of the height left) and 4 distinct
    /// answers (model, measured).
    func testAnEngineStoresEachDistinctProposalAndAnswerOnce() {
        let engine = LayoutEngine(VStack {
            (0..<200).map { _ in HStack { Text("Same row"); Spacer(); Text("Same value") }.node }
        }.node)
        _ = engine.place(in: ProposedViewSize(width: 390, height: 844))
        XCTAssertGreaterThan(engine.cacheEntries.count, 2_000)
        XCTAssertLessThan(engine.proposals.count, engine.cacheEntries.count / 10)
        XCTAssertLessThanOrEqual(engine.answers.count, 8)
    }
}
